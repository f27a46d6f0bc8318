"""Depthwise convolutions through the C kernel (contract/native/depthwise.c) agree with
`jax.jit` (XLA:CPU) at the sizes of MobileNetV2, EfficientNet and ConvNeXt layers, with
strides, dilations, 5x5 and 7x7 windows, channel multipliers, batches and odd widths; give
the same bits on 1, 2 and 3 threads; and the portable C path agrees too."""

import os
import platform
import subprocess
import sys

import jax
import numpy as np
import pytest

import stablehlo_cc
from portable_isa import last_line_with_isa, last_line_with_portable_kernels
from stablehlo_cc.contract.native import DEPTHWISE_F32

# (input NHWC shape, window, strides, padding, rhs dilation, channel multiplier)
CASES = [
    ((1, 112, 112, 32), 3, (1, 1), "SAME", (1, 1), 1),     # MobileNetV2's first block
    ((1, 56, 56, 144), 3, (2, 2), "SAME", (1, 1), 1),      # a stride-2 block
    ((1, 28, 28, 240), 5, (2, 2), "SAME", (1, 1), 1),      # EfficientNet's 5x5
    ((1, 14, 14, 672), 5, (1, 1), "SAME", (1, 1), 1),
    ((1, 56, 56, 96), 7, (1, 1), ((3, 3), (3, 3)), (1, 1), 1),  # ConvNeXt-T's 7x7
    ((1, 30, 30, 64), 3, (1, 1), "SAME", (2, 2), 1),       # dilation 2
    ((1, 20, 20, 24), 3, (1, 1), "SAME", (1, 1), 2),       # multiplier 2
    ((8, 28, 28, 64), 3, (1, 1), "SAME", (1, 1), 1),       # batch 8
    ((2, 17, 23, 40), 3, (2, 1), "VALID", (1, 1), 1),      # odd sizes, 40 = 16 + 16 + 8
    ((1, 19, 13, 21), 5, (1, 2), ((1, 3), (0, 2)), (1, 2), 1),  # uneven padding, 21 lanes
    ((1, 7, 7, 5), 3, (1, 1), ((4, 4), (4, 4)), (1, 1), 3),  # padding wider than the window
    # outputs from 8 MiB: non-temporal stores (where a pixel's channels are 32-byte aligned)
    ((8, 56, 56, 128), 3, (1, 1), "SAME", (1, 1), 1),     # the benchmark's layer, 12.8 MB
    ((4, 60, 60, 300), 3, (1, 1), "SAME", (1, 1), 1),     # 17 MB, odd pixels unaligned
    ((1, 4, 4, 680), 5, (1, 1), "SAME", (1, 1), 1),       # 4 rows: units of channel blocks
    # inputs from 1 MiB: each unit prefetches the input rows of the next one
    ((8, 112, 112, 96), 3, (2, 2), "SAME", (1, 1), 1),    # MobileNetV2's at batch 8: 2 rows
    ((1, 28, 28, 480), 5, (1, 1), "SAME", (1, 1), 1),     # 28 rows: units of channel blocks
]


def _depthwise(strides, padding, dilation):
    def conv(x, w):
        return jax.lax.conv_general_dilated(
            x, w, strides, padding, rhs_dilation=dilation, feature_group_count=x.shape[-1],
            dimension_numbers=("NHWC", "HWIO", "NHWC"))
    return conv


def _inputs(x_shape, k, multiplier, seed):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(x_shape).astype(np.float32)
    w = rng.standard_normal((k, k, 1, x_shape[-1] * multiplier)).astype(np.float32)
    return x, w


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{'x'.join(map(str, c[0]))}-k{c[1]}"
                         f"-s{c[2][0]}{c[2][1]}-d{c[4][0]}{c[4][1]}-m{c[5]}")
def test_depthwise_matches_xla(case):
    x_shape, k, strides, padding, dilation, multiplier = case
    conv = _depthwise(strides, padding, dilation)
    x, w = _inputs(x_shape, k, multiplier, sum(x_shape) + k)
    lowered = jax.jit(conv).lower(x, w)
    ir = stablehlo_cc.compile(lowered, emit="llvm-ir")
    assert DEPTHWISE_F32 in ir
    got = stablehlo_cc.compile(lowered)(x, w)
    want = np.asarray(jax.jit(conv)(x, w))
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4)


# Rows of every width a column-sum block takes (depthwise.c's DW_ROWS: 1-8 columns a block,
# the blocks with a border column skipping the padding; 3x3 and 5x5 at strides 1 and 2, 7x7
# at stride 1), with 8-channel vectors and a masked tail (C = 8 + 8 + 5), and 16-channel
# blocks of a streamed 3x3 output next to tap blocks for the last 8 channels.
ROW_CASES = [
    ((2, 9, 1, 21), 3, (1, 1), "SAME"), ((1, 9, 2, 21), 3, (2, 2), "SAME"),
    ((1, 7, 3, 21), 5, (1, 1), "SAME"), ((1, 8, 4, 21), 7, (1, 1), "SAME"),
    ((1, 6, 9, 21), 3, (1, 1), "VALID"), ((1, 11, 13, 21), 5, (2, 2), "SAME"),
    ((1, 5, 17, 21), 7, (1, 1), "SAME"), ((1, 6, 23, 21), 3, (2, 1), ((0, 2), (2, 1))),
    ((1, 10, 31, 21), 5, (1, 2), "VALID"), ((1, 3, 11, 21), 5, (1, 1), ((1, 1), (7, 7))),
    ((6, 84, 84, 56), 3, (1, 1), "SAME"),   # 9.5 MB streamed: 16 + 16 + 16 + 8 channels
    ((8, 210, 210, 24), 3, (2, 2), "SAME"),  # stride 2, 8.5 MB streamed: 16 + 8
]


@pytest.mark.parametrize("case", ROW_CASES, ids=lambda c: f"{'x'.join(map(str, c[0]))}-k{c[1]}"
                         f"-s{c[2][0]}{c[2][1]}")
def test_row_blocks_of_every_width_match_xla(case):
    x_shape, k, strides, padding = case
    conv = _depthwise(strides, padding, (1, 1))
    x, w = _inputs(x_shape, k, 1, sum(x_shape) + 2 * k)
    lowered = jax.jit(conv).lower(x, w)
    got = stablehlo_cc.compile(lowered)(x, w)
    np.testing.assert_allclose(got, np.asarray(jax.jit(conv)(x, w)), rtol=1e-4, atol=1e-4)


def test_depthwise_with_epilogue_and_no_padded_copy():
    """A MobileNet block's depthwise layer: the previous layer's activation feeds the
    padding, batch norm and ReLU6 follow; no padded copy of the input is made (the kernel
    skips the taps outside it), and the result is XLA's."""
    def block(x, w, scale, shift):
        x = jax.nn.relu6(x * 0.5)
        y = _depthwise((1, 1), "SAME", (1, 1))(x, w)
        return jax.nn.relu6(y * scale + shift)

    rng = np.random.default_rng(3)
    x = rng.standard_normal((1, 48, 48, 96)).astype(np.float32)
    w = rng.standard_normal((3, 3, 1, 96)).astype(np.float32)
    scale = rng.standard_normal(96).astype(np.float32)
    shift = rng.standard_normal(96).astype(np.float32)
    lowered = jax.jit(block).lower(x, w, scale, shift)
    ir = stablehlo_cc.compile(lowered, emit="bufferized")
    assert DEPTHWISE_F32 in ir
    assert "50x50x96" not in ir  # neither a padded buffer nor a padded copy
    got = stablehlo_cc.compile(lowered)(x, w, scale, shift)
    want = np.asarray(jax.jit(block)(x, w, scale, shift))
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4)


def test_explicit_zero_pad_of_a_stride_2_layer_is_read_by_bounds():
    """Keras' ZeroPadding2D(((0, 1), (0, 1))) before a VALID stride-2 depthwise layer
    (MobileNetV2's and EfficientNet-B0's downsampling blocks): `jnp.pad` pads by a 0-d
    constant tensor, which reaches linalg as a `tensor.extract` of a filled 0-d tensor rather
    than a scalar constant. The kernel still takes the pad by bounds: no padded buffer (which
    was filled whole, 0.9 MB of memset for this layer, then written by the producer)."""
    def block(x, w):
        x = jax.nn.relu6(x * 0.5)
        x = jax.numpy.pad(x, ((0, 0), (0, 1), (0, 1), (0, 0)))
        return _depthwise((2, 2), "VALID", (1, 1))(x, w)

    rng = np.random.default_rng(4)
    x = rng.standard_normal((1, 48, 48, 96)).astype(np.float32)
    w = rng.standard_normal((3, 3, 1, 96)).astype(np.float32)
    lowered = jax.jit(block).lower(x, w)
    ir = stablehlo_cc.compile(lowered, emit="bufferized")
    assert DEPTHWISE_F32 in ir
    assert "49x49x96" not in ir  # neither a padded buffer nor a padded copy
    got = stablehlo_cc.compile(lowered)(x, w)
    np.testing.assert_allclose(got, np.asarray(jax.jit(block)(x, w)), rtol=1e-4, atol=1e-4)


_REGION_SCRIPT = """
import jax, numpy as np, stablehlo_cc
def layer(x, w, s, b):
    y = jax.lax.conv_general_dilated(x, w, (1, 1), "SAME", feature_group_count=960,
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
    return jax.nn.relu6(y * s + b)
rng = np.random.default_rng(0)
args = [rng.standard_normal(s).astype(np.float32) for s in
        [(1, 3, 3, 960), (3, 3, 1, 960), (960,), (960,)]]
exe = stablehlo_cc.compile(jax.jit(layer).lower(*args))
exe(*args)
"""


def test_a_small_layer_with_a_large_filter_is_a_parallel_region():
    """MobileNetV2's last depthwise layers (3 x 3 x 960 outputs, its 35 KB filter read from
    L3 or memory at batch 1: 15-26 us a call in the model on one thread) are estimated with
    their filter's bytes (depthwise.c's FILTER_BYTES_PER_NS) and run as parallel regions,
    no longer inline. STABLEHLO_CC_POOL_TRACE=3 lists the regions a one-thread caller runs
    (inline work that is no region is not listed)."""
    env = dict(os.environ, STABLEHLO_CC_POOL_TRACE="3", STABLEHLO_CC_NUM_THREADS="1")
    proc = subprocess.run([sys.executable, "-c", _REGION_SCRIPT], env=env,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    regions = [line for line in proc.stderr.splitlines() if line.startswith("region 0 n")]
    assert len(regions) == 1, proc.stderr


EPILOGUES = {  # name: (epilogue of y, per-channel scale and shift, applied by the kernel)
    "bn_relu6": (lambda y, s, b: jax.nn.relu6(y * s + b), True),     # MobileNetV2
    "bn_silu": (lambda y, s, b: jax.nn.silu(y * s + b), True),       # EfficientNet
    "bias": (lambda y, s, b: y + b, True),                            # ConvNeXt
    "scale": (lambda y, s, b: y * s, True),
    "clamp": (lambda y, s, b: jax.lax.clamp(0.0, y * s + b, 6.0), False),  # a separate loop
}


@pytest.mark.parametrize("name", sorted(EPILOGUES))
def test_epilogues_match_xla(name):
    """The elementwise op after the convolution: applied by the kernel to each row's
    channels before they leave L1 (no loop of its own), or left as a loop."""
    epilogue, fused = EPILOGUES[name]

    def layer(x, w, s, b):
        return epilogue(_depthwise((2, 2), "SAME", (1, 1))(x, w), s, b)

    x, w = _inputs((2, 33, 31, 44), 5, 1, 9)
    rng = np.random.default_rng(10)
    s = rng.standard_normal(44).astype(np.float32) * 3
    b = rng.standard_normal(44).astype(np.float32) * 3
    lowered = jax.jit(layer).lower(x, w, s, b)
    ir = stablehlo_cc.compile(lowered, emit="bufferized")
    assert DEPTHWISE_F32 in ir
    assert ("linalg.generic" not in ir) == fused
    got = stablehlo_cc.compile(lowered)(x, w, s, b)
    want = np.asarray(jax.jit(layer)(x, w, s, b))
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4)


def test_batch_norm_epilogue_with_a_computed_shift_matches_xla():
    """y * s + ((-m) * s + b), then ReLU6: the shift is a per-channel loop of its own here
    (the zoo's MobileNetV2 and EfficientNet have it inside the epilogue, as fusion leaves
    their last layers: the kernel's `mean` operand, covered by tests/test_model_zoo.py),
    the rest is applied by the kernel."""
    def layer(x, w, s, b, m):
        y = _depthwise((1, 1), "SAME", (1, 1))(x, w)
        return jax.nn.relu6(y * s + (-m * s + b))

    x, w = _inputs((1, 7, 7, 960), 3, 1, 12)
    rng = np.random.default_rng(13)
    s, b, m = (rng.standard_normal(960).astype(np.float32) for _ in range(3))
    lowered = jax.jit(layer).lower(x, w, s, b, m)
    ir = stablehlo_cc.compile(lowered, emit="bufferized")
    assert DEPTHWISE_F32 in ir
    assert not [line for line in ir.splitlines() if "linalg.generic" in line and "7x7" in line]
    got = stablehlo_cc.compile(lowered)(x, w, s, b, m)
    np.testing.assert_allclose(got, np.asarray(jax.jit(layer)(x, w, s, b, m)), rtol=1e-4,
                               atol=1e-4)


def test_silu_epilogue_at_the_ends_of_the_float_range():
    """exp in the kernel's SiLU: large, small, zero, infinite and NaN inputs."""
    def layer(x, w, s):
        return jax.nn.silu(_depthwise((1, 1), "VALID", (1, 1))(x, w) * s)

    values = np.array([0.0, -0.0, 1e-30, -1e-30, 20.0, -20.0, 88.0, -88.0, 89.0, -89.0,
                       104.0, -104.0, 120.0, -120.0, 1e30, -1e30, np.inf, -np.inf, np.nan,
                       0.5, -0.5, 3.0, -3.0, 10.0], np.float32)
    x = values.reshape(1, 1, 1, 24)
    w = np.ones((1, 1, 1, 24), np.float32)
    s = np.ones(24, np.float32)
    lowered = jax.jit(layer).lower(x, w, s)
    got = np.asarray(stablehlo_cc.compile(lowered)(x, w, s))
    want = np.asarray(jax.jit(layer)(x, w, s))
    # (XLA rounds SiLU(-88) = -5e-37 to -0: its logistic saturates earlier)
    np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-30, equal_nan=True)


@pytest.mark.parametrize("case", [CASES[1], CASES[4], CASES[7], CASES[9], CASES[12], CASES[13],
                                  CASES[14], CASES[15]],
                         ids=["s2", "7x7", "batch8", "uneven", "streamed", "4x4",
                              "s2-prefetched", "blocks-prefetched"])
def test_same_bits_on_one_two_and_three_threads(case):
    x_shape, k, strides, padding, dilation, multiplier = case
    conv = _depthwise(strides, padding, dilation)
    x, w = _inputs(x_shape, k, multiplier, 11)
    lowered = jax.jit(conv).lower(x, w)
    results = [np.asarray(stablehlo_cc.compile(lowered, num_threads=t)(x, w))
               for t in (1, 2, 3)]
    assert results[0].tobytes() == results[1].tobytes() == results[2].tobytes()


def test_initial_value_is_added():
    """A convolution accumulated onto a non-zero tensor (init mode 1 of the descriptor)."""
    def conv_plus(x, w, b):
        return _depthwise((1, 1), "SAME", (1, 1))(x, w) + b

    x, w = _inputs((1, 24, 24, 40), 3, 1, 5)
    b = np.random.default_rng(6).standard_normal((1, 24, 24, 40)).astype(np.float32)
    lowered = jax.jit(conv_plus).lower(x, w, b)
    got = stablehlo_cc.compile(lowered)(x, w, b)
    np.testing.assert_allclose(got, np.asarray(jax.jit(conv_plus)(x, w, b)), rtol=1e-4,
                               atol=1e-4)


def test_portable_c_path_matches_xla():
    """STABLEHLO_CC_GEMM_ISA=generic: the plain C loop (read once per process, so in a
    child process), at a 7x7 and strided odd-sized layers, and a SiLU epilogue."""
    code = (
        "import jax, numpy as np, stablehlo_cc\n"
        "from tests.test_native_depthwise import CASES, _depthwise, _inputs\n"
        "err = 0.0\n"
        "for case in (CASES[4], CASES[8], CASES[9]):\n"
        "    x_shape, k, strides, padding, dilation, multiplier = case\n"
        "    conv = _depthwise(strides, padding, dilation)\n"
        "    x, w = _inputs(x_shape, k, multiplier, 2)\n"
        "    got = stablehlo_cc.compile(jax.jit(conv).lower(x, w), cache=False)(x, w)\n"
        "    want = np.asarray(jax.jit(conv)(x, w))\n"
        "    err = max(err, float(np.abs(got - want).max()))\n"
        "def layer(x, w, s, b):\n"
        "    return jax.nn.silu(_depthwise((1, 1), 'SAME', (1, 1))(x, w) * s + b)\n"
        "x, w = _inputs((1, 20, 20, 44), 3, 1, 3)\n"
        "s, b = np.linspace(-2, 2, 44, dtype=np.float32), np.linspace(3, -3, 44, dtype=np.float32)\n"
        "got = stablehlo_cc.compile(jax.jit(layer).lower(x, w, s, b), cache=False)(x, w, s, b)\n"
        "err = max(err, float(np.abs(got - np.asarray(jax.jit(layer)(x, w, s, b))).max()))\n"
        "print(err)\n")
    assert float(last_line_with_portable_kernels(code)) < 1e-4


def test_avx512_and_avx2_paths_give_the_same_bits():
    """The AVX-512 kernel (16-lane strips in one zmm vector) sums each output's taps in the
    order and with the FMAs of the AVX2 one: the same bits, at a streamed batch, a stride 2,
    a 7x7, odd widths with 8-lane and masked strips, and an initial value added."""
    code = (
        "import hashlib, jax, numpy as np, stablehlo_cc\n"
        "from tests.test_native_depthwise import CASES, _depthwise, _inputs\n"
        "h = hashlib.sha256()\n"
        "for case in (CASES[1], CASES[4], CASES[8], CASES[9], CASES[11]):\n"
        "    x_shape, k, strides, padding, dilation, multiplier = case\n"
        "    conv = _depthwise(strides, padding, dilation)\n"
        "    x, w = _inputs(x_shape, k, multiplier, 4)\n"
        "    h.update(np.asarray(stablehlo_cc.compile(jax.jit(conv).lower(x, w),\n"
        "                                             cache=False)(x, w)).tobytes())\n"
        "def plus(x, w, b):\n"
        "    return _depthwise((1, 1), 'SAME', (1, 1))(x, w) + b\n"
        "x, w = _inputs((1, 24, 24, 40), 3, 1, 5)\n"
        "b = np.random.default_rng(6).standard_normal((1, 24, 24, 40)).astype(np.float32)\n"
        "h.update(np.asarray(stablehlo_cc.compile(jax.jit(plus).lower(x, w, b),\n"
        "                                         cache=False)(x, w, b)).tobytes())\n"
        "print(h.hexdigest())\n")
    assert last_line_with_isa(code, "avx2") == last_line_with_isa(code, "avx512")


def test_bad_descriptor_is_a_clear_error():
    """The C entry point rejects a descriptor with a zero stride (a message, then abort),
    rather than dividing by it; run in a child process."""
    code = (
        "import ctypes, numpy as np\n"
        "from stablehlo_cc.contract import native\n"
        "f = getattr(native.library(), native.DEPTHWISE_F32)\n"
        "x = np.zeros((1, 4, 4, 8), np.float32); w = np.zeros((3, 3, 8), np.float32)\n"
        "y = np.zeros((1, 2, 2, 8), np.float32)\n"
        "d = np.array([1, 4, 4, 8, 3, 3, 2, 2, 0, 1, 1, 1, 0, 0, 0] + [0] * 9, np.int64)\n"
        "p = lambda a: ctypes.c_void_p(a.ctypes.data)\n"
        "f(p(x), p(w), p(y), p(y), p(d), p(y), p(y), p(y))\n")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([root, os.environ.get("PYTHONPATH", "")]))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=env, timeout=120, cwd=root)
    assert out.returncode != 0
    assert "bad descriptor of a native depthwise convolution" in out.stderr


@pytest.mark.skipif(platform.machine() not in ("x86_64", "AMD64"),
                    reason="checks x86 prefetch instructions")
def test_prefetches_survive_the_compiler():
    """The rows a unit prefetches for the next one (depthwise.c's conv_row) reach the machine
    code, as the runtime library is built (-O2): written as a static helper function, GCC 12
    found the prefetch loop free of side effects and deleted every call to it, silently
    (the 8 x 56 x 56 x 128 layer then ran 1.7x slower on two threads, its results the same)."""
    from stablehlo_cc.contract import native

    cc = native.c_compiler()
    assert cc is not None
    source = os.path.join(os.path.dirname(native.__file__), "depthwise.c")
    asm = subprocess.run([cc, "-O2", "-fPIC", "-DSHLO_PARALLEL_SHARED", "-S", "-o", "-",
                          source], capture_output=True, text=True, check=True).stdout
    assert "prefetch" in asm
