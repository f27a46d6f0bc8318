"""Every convolution form reaches the tiled, vectorized, parallel path
(compiler/linalg/convolution_codegen.py), or for f32 depthwise ones the C kernel
(native_depthwise_calls.py), and computes what `jax.jit` computes: strided,
dilated, transposed (input-dilated), depthwise (with and without a channel multiplier),
grouped (feature and batch groups), 1-D and 3-D, NCHW and other layouts, window pooling.
More groups than convolution_codegen.MAX_GROUPS stay on LLVM's loops (values checked)."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.contract.native import DEPTHWISE_F32

L = jax.lax
NHWC = ("NHWC", "HWIO", "NHWC")


def _conv(strides=None, padding="SAME", lhs=None, rhs=None, groups=1, dn=NHWC, batch_groups=1):
    def fn(x, w):
        return L.conv_general_dilated(
            x, w, strides or (1,) * (x.ndim - 2), padding, lhs_dilation=lhs, rhs_dilation=rhs,
            feature_group_count=groups, batch_group_count=batch_groups, dimension_numbers=dn)
    return fn


def _avg_pool(x):
    # (3 x 3: windows of up to 4 taps are elementwise loops instead, pooling_windows.py)
    return L.reduce_window(x, 0.0, L.add, (1, 3, 3, 1), (1, 2, 2, 1), "VALID") / 9.0


def _max_pool(x):
    return L.reduce_window(x, -np.inf, L.max, (1, 3, 3, 1), (1, 2, 2, 1), "SAME")


# name: (function, argument shapes, takes the fast path)
FORMS = {
    "nhwc_3x3": (_conv(), [(2, 20, 20, 32), (3, 3, 32, 64)], True),
    "nhwc_stride2": (_conv((2, 2)), [(2, 21, 21, 16), (3, 3, 16, 48)], True),
    "nhwc_dilated": (_conv(rhs=(2, 2)), [(1, 20, 20, 8), (3, 3, 8, 32)], True),
    "transposed": (_conv(padding=((1, 2), (1, 2)), lhs=(2, 2)),
                   [(2, 9, 9, 16), (3, 3, 16, 32)], True),
    "depthwise": (_conv(groups=32), [(2, 20, 20, 32), (3, 3, 1, 32)], True),
    "depthwise_stride2": (_conv((2, 2), groups=48), [(1, 23, 23, 48), (3, 3, 1, 48)], True),
    "nchw_oihw": (_conv(dn=("NCHW", "OIHW", "NCHW")), [(2, 16, 15, 15), (32, 16, 3, 3)], True),
    "nhwc_ohwi": (_conv(dn=("NHWC", "OHWI", "NHWC")), [(2, 15, 15, 16), (32, 3, 3, 16)], True),
    "conv_1d": (_conv((2,), rhs=(2,), dn=("NWC", "WIO", "NWC")), [(2, 101, 24), (5, 24, 40)],
                True),
    "conv_1d_ncw": (_conv(dn=("NCW", "OIW", "NCW")), [(2, 24, 64), (40, 24, 3)], True),
    "conv_3d": (_conv((2, 1, 1), rhs=(1, 1, 2), dn=("NDHWC", "DHWIO", "NDHWC")),
                [(2, 9, 10, 10, 8), (3, 3, 3, 8, 16)], True),
    "avg_pool": (_avg_pool, [(4, 28, 28, 32)], True),
    "max_pool": (_max_pool, [(4, 27, 27, 32)], True),
    "grouped": (_conv(groups=4), [(2, 12, 12, 32), (3, 3, 8, 64)], True),
    "grouped_strided": (_conv((2, 2), rhs=(2, 2), groups=8), [(2, 17, 17, 32), (3, 3, 4, 16)],
                        True),
    "depthwise_multiplier": (_conv(groups=16), [(2, 12, 12, 16), (3, 3, 1, 32)], True),
    "batch_groups": (_conv(batch_groups=2), [(4, 12, 12, 8), (3, 3, 8, 16)], True),
    "many_groups": (_conv(groups=96), [(1, 10, 10, 192), (3, 3, 2, 96)], False),  # > MAX_GROUPS
}


def _args(shapes, seed):
    rng = np.random.default_rng(seed)
    return [rng.standard_normal(s).astype(np.float32) for s in shapes]


@pytest.mark.parametrize("name", sorted(FORMS))
def test_convolution_form_matches_jax(name):
    fn, shapes, _ = FORMS[name]
    args = _args(shapes, len(name))
    lowered = jax.jit(fn).lower(*args)
    got = np.asarray(stablehlo_cc.compile(lowered)(*args))
    np.testing.assert_allclose(got, np.asarray(jax.jit(fn)(*args)), rtol=1e-4, atol=1e-4)


@pytest.mark.usefixtures("tiled_convolutions")
@pytest.mark.parametrize("name", sorted(n for n, form in FORMS.items() if form[2]))
def test_convolution_form_is_tiled_vectorized_and_parallel(name):
    fn, shapes, _ = FORMS[name]
    args = _args(shapes, 0)
    text = stablehlo_cc.compile(jax.jit(fn).lower(*args), emit="bufferized", cache=False)
    if name.startswith("depthwise"):  # f32 depthwise: the C kernel, parallel on the pool
        assert DEPTHWISE_F32 in text and "linalg.depthwise" not in text
        return
    assert "scf.forall" in text  # the parallel grid of output blocks
    vector_ops = ("vector.fma", "vector.outerproduct", "vector.contract", "arith.maximumf",
                  "arith.addf")
    assert any(f"{op} " in line and "vector<" in line for line in text.splitlines()
               for op in vector_ops), "no vector arithmetic"
    for op in ("linalg.conv", "linalg.depthwise", "linalg.pooling"):
        assert op not in text, f"{op} left untiled"
    if name != "max_pool":  # (its initial value is a broadcast, not a fill)
        # zeroing the output happens block by block inside the grid, not as a pass of its own
        out = "x".join(str(d) for d in jax.eval_shape(fn, *args).shape)
        assert not [line for line in text.splitlines()
                    if "linalg.fill" in line and f"memref<{out}xf32" in line]


@pytest.mark.usefixtures("tiled_convolutions")
@pytest.mark.parametrize("name", ["nhwc_3x3", "nhwc_stride2", "nhwc_dilated", "depthwise",
                                  "avg_pool", "max_pool"])
def test_padding_moves_into_the_grid(name):
    """No padded copy of the whole input: each block pads the rows it reads."""
    fn, shapes, _ = FORMS[name]
    args = _args(shapes, 0)
    text = stablehlo_cc.compile(jax.jit(fn).lower(*args), emit="bufferized", cache=False)
    before_grid = text.split("scf.forall")[0]
    assert "memref.alloc" not in before_grid


def test_real_sizes_match_jax():
    """ResNet's 3x3 (56x56x64) and MobileNet's depthwise (112x112x32) layers."""
    for fn, shapes in [(_conv(), [(2, 56, 56, 64), (3, 3, 64, 64)]),
                       (_conv(groups=32), [(1, 112, 112, 32), (3, 3, 1, 32)])]:
        args = _args(shapes, 1)
        got = np.asarray(stablehlo_cc.compile(jax.jit(fn).lower(*args))(*args))
        np.testing.assert_allclose(got, np.asarray(jax.jit(fn)(*args)), rtol=1e-4, atol=2e-4)


DTYPE_CASES = [  # (name, feature groups, kernel shape, input dtype, preferred element type)
    ("f64", 1, (3, 3, 8, 16), np.float64, None),
    ("bf16", 1, (3, 3, 8, 16), jnp.bfloat16, None),
    ("bf16_to_f32", 1, (3, 3, 8, 16), jnp.bfloat16, jnp.float32),
    ("f16_depthwise", 8, (3, 3, 1, 8), np.float16, None),
    ("i8_to_i32", 1, (3, 3, 8, 16), np.int8, jnp.int32),
    ("i32_grouped", 2, (3, 3, 4, 16), np.int32, None),
]


@pytest.mark.parametrize("case", DTYPE_CASES, ids=lambda c: c[0])
def test_other_element_types_match_jax(case):
    _, groups, kernel, dtype, preferred = case

    def fn(x, w):
        return L.conv_general_dilated(x, w, (1, 1), "SAME", feature_group_count=groups,
                                      dimension_numbers=NHWC,
                                      preferred_element_type=preferred)

    rng = np.random.default_rng(3)
    shapes = [(2, 10, 10, 8), kernel]
    if np.issubdtype(np.dtype(dtype), np.integer):
        x, w = (rng.integers(-5, 5, s).astype(dtype) for s in shapes)
    else:
        x, w = (rng.standard_normal(s).astype(dtype) for s in shapes)
    with jax.enable_x64(dtype == np.float64):
        got = np.asarray(stablehlo_cc.compile(jax.jit(fn).lower(x, w))(x, w), np.float64)
        expected = np.asarray(jax.jit(fn)(x, w), np.float64)
    np.testing.assert_allclose(got, expected, rtol=2e-3, atol=1e-3 * np.abs(expected).max())


def _conv_bias_relu(x, w, b):
    return jax.nn.relu(L.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=NHWC) + b)


def _conv_batch_norm_relu6(x, w, scale, shift):
    y = L.conv_general_dilated(x, w, (1, 1), "SAME", feature_group_count=x.shape[-1],
                               dimension_numbers=NHWC)
    return jnp.clip(y * scale + shift, 0.0, 6.0)


@pytest.mark.usefixtures("tiled_convolutions")
@pytest.mark.parametrize("fn, shapes", [
    (_conv_bias_relu, [(2, 56, 56, 64), (3, 3, 64, 64), (64,)]),
    (_conv_batch_norm_relu6, [(1, 112, 112, 32), (3, 3, 1, 32), (32,), (32,)]),
], ids=["conv_bias_relu", "depthwise_bn_relu6"])
def test_epilogue_is_applied_block_by_block(fn, shapes):
    """Bias, batch norm and activation run on each block of the grid, vectorized, while it
    is in cache: no second pass over the convolution's output."""
    args = _args(shapes, 5)
    lowered = jax.jit(fn).lower(*args)
    text = stablehlo_cc.compile(lowered, emit="bufferized", cache=False)
    if fn is _conv_batch_norm_relu6:  # the C kernel (test_native_depthwise.py: its epilogues)
        assert DEPTHWISE_F32 in text
    else:
        assert text.count("scf.forall") == 1
        assert "linalg.generic" not in text  # (not a pass of its own over the output)
    got = np.asarray(stablehlo_cc.compile(lowered)(*args))
    np.testing.assert_allclose(got, np.asarray(jax.jit(fn)(*args)), rtol=1e-4, atol=2e-4)


def test_epilogue_reading_booleans_matches_jax():
    """An epilogue reading an i1 mask (as torch's exported ReLU does) stays unfused."""
    def fn(x, w, mask):
        return jnp.where(mask, L.conv_general_dilated(x, w, (1, 1), "SAME",
                                                      dimension_numbers=NHWC), 0.0)

    x, w = _args([(2, 16, 16, 8), (3, 3, 8, 16)], 2)
    mask = np.random.default_rng(2).random((2, 16, 16, 16)) > 0.5
    got = np.asarray(stablehlo_cc.compile(jax.jit(fn).lower(x, w, mask))(x, w, mask))
    np.testing.assert_allclose(got, np.asarray(jax.jit(fn)(x, w, mask)), rtol=1e-4, atol=1e-4)
