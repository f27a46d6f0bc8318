"""The mechanisms that keep convolution networks' code small (issue 11, compile time) give
the results of `jax.jit` (XLA:CPU), and do shrink the code:

- constant-filled tensors fusion left as inputs (ReLU6's NaN/sign handling) become scalars
  in the consumer (linalg/constant_inputs.py), so no fill loop is left for them;
- strided copies with contiguous rows (a padded convolution's slab) copy row by row with
  memcpy (linalg/strided_copies.py);
- repeated blocks of equal shapes share code: each distinct loop nest is one function called
  from every block (linalg/loop_nest_functions.py), and identical outlined parallel bodies
  left are merged before LLVM optimizes them (backend.translate_to_llvm_module);
- two convolutions summed by one elementwise op (a residual block) both take the fast path.
"""

import re

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler import backend


def _conv(x, w, groups=1):
    return jax.lax.conv_general_dilated(x, w, (1, 1), "SAME", feature_group_count=groups,
                                        dimension_numbers=("NHWC", "HWIO", "NHWC"))


def _relu6(x):
    return jnp.minimum(jnp.maximum(x, 0.0), 6.0)


def _block(x, w_expand, w_depth, scale, shift):
    """A MobileNetV2-like block: 1x1 expansion, batch norm, ReLU6, depthwise 3x3 (padded)."""
    y = _relu6(_conv(x, w_expand) * scale + shift)
    return _relu6(_conv(y, w_depth, groups=y.shape[-1]))


def _data(rng, *shapes):
    return [rng.standard_normal(s).astype(np.float32) for s in shapes]


def _functions(ir_text: str) -> list[str]:
    return re.findall(r"^define [^@]*@([\w.]+)\(", ir_text, re.M)


def _optimized_ir(lowered) -> str:
    seen = []
    optimize = backend.optimize

    def keep_text(ir_text, *args, **kwargs):
        seen.append(ir_text)
        return optimize(ir_text, *args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(backend, "optimize", keep_text)
        stablehlo_cc.compile(lowered, emit="llvm-ir", cache=False)
    return seen[0]


def test_mobilenet_blocks_match_xla_and_share_code():
    """Four blocks of equal shapes (2x48x48x32, 32 channels) in a row: the results match
    XLA's, and the blocks share their code: four blocks define no more functions than one
    (their loop nests are calls of one nest function, their convolutions calls of the C
    kernels), and each further block adds only its calls to the entry function."""
    rng = np.random.default_rng(11)
    x, we, wd, scale, shift = _data(rng, (2, 48, 48, 32), (1, 1, 32, 32), (3, 3, 1, 32),
                                    (32,), (32,))

    def blocks(n):
        def net(x, we, wd, scale, shift):
            for _ in range(n):
                x = _block(x, we, wd, scale, shift)
            return x
        return net

    net = blocks(4)
    lowered = jax.jit(net).lower(x, we, wd, scale, shift)
    got = stablehlo_cc.compile(lowered, cache=False)(x, we, wd, scale, shift)
    # Four blocks of N(0, 1) weights amplify f32 rounding: the oracle is the network in f64,
    # and our error is bounded by a small multiple of XLA:CPU's own (both about 5e-4 at
    # most; which elements differ depends on the order of the sums, i.e. on the host's
    # vector width).
    xla = np.asarray(jax.jit(net)(x, we, wd, scale, shift))
    with jax.enable_x64(True):
        want = np.asarray(jax.jit(net)(*[a.astype(np.float64)
                                         for a in (x, we, wd, scale, shift)]))
    assert np.abs(got - want).max() <= 2 * np.abs(xla - want).max() + 1e-5
    np.testing.assert_allclose(got, want, rtol=1e-3, atol=1e-3)

    one = _optimized_ir(jax.jit(blocks(1)).lower(x, we, wd, scale, shift))
    four = _optimized_ir(lowered)
    assert len(_functions(four)) == len(_functions(one)), (_functions(one), _functions(four))
    assert len(four) < 2 * len(one), (len(one), len(four))


def test_relu6_constants_leave_no_fill_loops():
    """Two ReLU6 of one shape after convolutions: the NaN/sign constants of their max and min
    (shared by both after CSE, so fusion left them as inputs) are scalars in each epilogue,
    not tensors filled at run time (no i32/i1 buffer the size of the activation)."""
    rng = np.random.default_rng(12)
    x, w1, w2, s1, s2 = _data(rng, (1, 48, 48, 16), (1, 1, 16, 64), (1, 1, 64, 64), (64,),
                              (64,))

    def f(x, w1, w2, s1, s2):
        y = _relu6(_conv(x, w1) * s1 + s2)
        return _relu6(_conv(y, w2) * s2 + s1)

    lowered = jax.jit(f).lower(x, w1, w2, s1, s2)
    got = stablehlo_cc.compile(lowered, cache=False)(x, w1, w2, s1, s2)
    np.testing.assert_allclose(got, np.asarray(jax.jit(f)(x, w1, w2, s1, s2)),
                               rtol=1e-4, atol=1e-4)
    bufferized = stablehlo_cc.compile(lowered, emit="bufferized", cache=False)
    assert not re.search(r"memref\.alloc\(\)[^\n]*memref<1x48x48x64xi(1|32)>", bufferized)


def test_residual_sum_of_two_convolutions_matches_xla():
    """ResNet's shortcut: bn(conv(x)) + bn(conv1x1(x)), then ReLU; one epilogue op reads
    both convolutions."""
    rng = np.random.default_rng(13)
    x, w1, w2, s1, s2 = _data(rng, (1, 28, 28, 64), (3, 3, 64, 128), (1, 1, 64, 128),
                              (128,), (128,))

    def f(x, w1, w2, s1, s2):
        return jnp.maximum(_conv(x, w1) * s1 + _conv(x, w2) * s2, 0.0)

    got = stablehlo_cc.compile(jax.jit(f).lower(x, w1, w2, s1, s2), cache=False)(
        x, w1, w2, s1, s2)
    np.testing.assert_allclose(got, np.asarray(jax.jit(f)(x, w1, w2, s1, s2)),
                               rtol=2e-4, atol=2e-4)


def test_padded_rows_copied_with_memcpy():
    """A padded depthwise convolution (each parallel block pads the rows it reads) and a
    padded copy of a whole tensor: rows go through memcpy; results match XLA's."""
    rng = np.random.default_rng(14)
    x, w = _data(rng, (1, 64, 64, 48), (3, 3, 1, 48))

    def f(x, w):
        padded = jnp.pad(x, ((0, 0), (2, 3), (1, 4), (0, 0)))
        return _conv(x, w, groups=48), padded[:, ::2] * 2.0

    lowered = jax.jit(f).lower(x, w)
    got = stablehlo_cc.compile(lowered, cache=False)(x, w)
    want = jax.jit(f)(x, w)
    for g, e in zip(got, want):
        np.testing.assert_allclose(g, np.asarray(e), rtol=1e-4, atol=1e-4)
    ir = stablehlo_cc.compile(lowered, emit="llvm-ir", cache=False)
    assert "llvm.memcpy" in ir
