"""2-D convolutions as calls of the packed C matrix product (native_convolutions.py, gemm.c's
row dimensions and gather kernels): results against a float64 numpy oracle at real sizes,
bit-identical for 1, 2 and 3 threads and for every kernel family, and which convolutions
take the native path."""

import ctypes
import os
import subprocess
import sys

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler.linalg import native_convolutions
from stablehlo_cc.contract import native
from thread_teams import on_1_2_3_threads

_DN = ("NHWC", "HWIO", "NHWC")


def _oracle(x, w, stride, padding, dilation=(1, 1)):
    """The convolution in float64, one window tap at a time (numpy only)."""
    x = np.pad(x.astype(np.float64), ((0, 0), padding[0], padding[1], (0, 0)))
    w = w.astype(np.float64)
    (sh, sw), (dh, dw) = stride, dilation
    kh, kw = w.shape[:2]
    oh = (x.shape[1] - (kh - 1) * dh - 1) // sh + 1
    ow = (x.shape[2] - (kw - 1) * dw - 1) // sw + 1
    out = np.zeros((x.shape[0], oh, ow, w.shape[3]))
    for i in range(kh):
        for j in range(kw):
            window = x[:, i * dh:i * dh + (oh - 1) * sh + 1:sh,
                       j * dw:j * dw + (ow - 1) * sw + 1:sw, :]
            out += window @ w[i, j]
    return out


def _fn(stride, padding, dilation=(1, 1), epilogue=False):
    def f(x, w, *bias):
        y = jax.lax.conv_general_dilated(x, w, stride, padding, rhs_dilation=dilation,
                                         dimension_numbers=_DN)
        return jnp.maximum(y + bias[0], 0.0) if epilogue else y
    return f


def _native(lowered) -> bool:
    return "@__shlo_native_gemm_f32" in stablehlo_cc.compile(lowered, emit="bufferized",
                                                             cache=False)


CASES = {  # input, filter, stride, padding, dilation
    "resnet_3x3": ((1, 56, 56, 64), (3, 3, 64, 64), (1, 1), ((1, 1), (1, 1)), (1, 1)),
    "resnet_3x3_stride2": ((1, 56, 56, 64), (3, 3, 64, 128), (2, 2), ((0, 1), (0, 1)), (1, 1)),
    "stem_7x7_stride2": ((1, 224, 224, 3), (7, 7, 3, 64), (2, 2), ((3, 3), (3, 3)), (1, 1)),
    "batch8_3x3": ((8, 14, 14, 32), (3, 3, 32, 48), (1, 1), ((1, 1), (1, 1)), (1, 1)),
    "odd_sizes": ((2, 17, 23, 40), (3, 5, 40, 24), (2, 1), ((0, 0), (2, 1)), (1, 1)),
    "pointwise_stride2": ((3, 15, 15, 64), (1, 1, 64, 96), (2, 2), ((0, 0), (0, 0)), (1, 1)),
    "pointwise_batch": ((8, 4, 4, 256), (1, 1, 256, 64), (1, 1), ((0, 0), (0, 0)), (1, 1)),
    "weight_bound_2x2": ((1, 2, 2, 512), (3, 3, 512, 512), (1, 1), ((1, 1), (1, 1)), (1, 1)),
    "mobilenet_head_b8": ((8, 3, 3, 320), (1, 1, 320, 1280), (1, 1), ((0, 0), (0, 0)), (1, 1)),
    "row_dilation": ((1, 19, 21, 128), (3, 3, 128, 256), (1, 1), ((2, 2), (1, 1)), (2, 1)),
    "long_reduction": ((1, 9, 9, 384), (3, 3, 384, 40), (1, 1), ((1, 1), (1, 1)), (1, 1)),
    # at most 12 output positions: B (the filter) read in place (gemm_few_rows.inc)
    "few_rows_pointwise": ((1, 2, 2, 192), (1, 1, 192, 1152), (1, 1), ((0, 0), (0, 0)), (1, 1)),
    "few_rows_3x3_odd": ((1, 1, 3, 100), (3, 3, 100, 300), (1, 1), ((1, 1), (1, 0)), (1, 1)),
    # gemm.c's plan: a tall product cut into row parts (small_cnn's first convolution,
    # 32768 x 32 x 27), a wide one into column parts (late ResNet layers)
    "small_cnn_first": ((32, 32, 32, 3), (3, 3, 3, 32), (1, 1), ((1, 1), (1, 1)), (1, 1)),
    "resnet_late_wide": ((1, 7, 7, 512), (1, 1, 512, 2048), (1, 1), ((0, 0), (0, 0)), (1, 1)),
    # at most 16 output channels: gemm.c's 16-column kernels on AVX-512 (a gather kernel of
    # 16 rows, and a partial panel of rows after them)
    "narrow_3x3": ((1, 28, 28, 32), (3, 3, 32, 16), (1, 1), ((1, 1), (1, 1)), (1, 1)),
    "narrow_odd": ((2, 13, 11, 24), (3, 3, 24, 16), (1, 1), ((1, 1), (0, 0)), (1, 1)),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_convolution_matches_numpy_on_any_team(name):
    xs, ws, stride, padding, dilation = CASES[name]
    rng = np.random.default_rng(sorted(CASES).index(name))
    x = rng.standard_normal(xs).astype(np.float32)
    w = (rng.standard_normal(ws) / np.sqrt(np.prod(ws[:3]))).astype(np.float32)
    lowered = jax.jit(_fn(stride, padding, dilation)).lower(x, w)
    assert _native(lowered)
    exe = stablehlo_cc.compile(lowered, cache=False)
    first = on_1_2_3_threads(exe, x, w)
    want = _oracle(x, w, stride, padding, dilation)
    np.testing.assert_allclose(first, want, rtol=1e-4, atol=1e-4 * np.abs(want).max())


def test_epilogue_runs_after_the_product():
    rng = np.random.default_rng(7)
    x = rng.standard_normal((2, 32, 32, 64)).astype(np.float32)
    w = (rng.standard_normal((3, 3, 64, 64)) / 24).astype(np.float32)
    b = rng.standard_normal(64).astype(np.float32)
    lowered = jax.jit(_fn((1, 1), "SAME", epilogue=True)).lower(x, w, b)
    assert _native(lowered)
    got = np.asarray(stablehlo_cc.compile(lowered, cache=False)(x, w, b))
    want = np.maximum(_oracle(x, w, (1, 1), ((1, 1), (1, 1))) + b, 0.0)
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4 * np.abs(want).max())


@pytest.mark.parametrize("xs, ws, dilation", [
    ((1, 30, 30, 1), (28, 28, 1, 16), (1, 1)),   # 9 output positions, a small filter
    ((1, 64, 64, 32), (1, 1, 32, 3), (1, 1)),    # 3 output channels (of a 16-wide strip)
    ((1, 20, 20, 32), (3, 3, 32, 32), (1, 2)),   # dilated columns: (kw, c) not contiguous
])
def test_small_or_column_dilated_convolutions_stay_tiled(xs, ws, dilation):
    rng = np.random.default_rng(1)
    x = rng.standard_normal(xs).astype(np.float32)
    w = rng.standard_normal(ws).astype(np.float32)
    lowered = jax.jit(_fn((1, 1), "VALID", dilation)).lower(x, w)
    assert not _native(lowered)
    got = np.asarray(stablehlo_cc.compile(lowered, cache=False)(x, w))
    want = _oracle(x, w, (1, 1), ((0, 0), (0, 0)), dilation)
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4 * np.abs(want).max())


# Paddings read by bounds (gemm_window.inc): no padded copy of the input is made. Each case:
# input, filter, stride, padding (negative: cropped), row dilation.
WINDOW_CASES = {
    "same_3x3_batch8": ((8, 56, 56, 64), (3, 3, 64, 64), (1, 1), "SAME", (1, 1)),
    "stride2_asymmetric": ((2, 57, 41, 64), (3, 3, 64, 96), (2, 2), ((0, 1), (1, 0)), (1, 1)),
    "stem_7x7_3_channels": ((2, 64, 64, 3), (7, 7, 3, 64), (2, 2), ((3, 3), (3, 3)), (1, 1)),
    "negative_and_positive": ((3, 17, 23, 24), (5, 3, 24, 40), (2, 1), ((3, -1), (2, 4)),
                              (2, 1)),
    "cropped_only": ((1, 12, 12, 32), (3, 3, 32, 32), (1, 1), ((-3, -2), (-1, -4)), (1, 1)),
    "padding_wider_than_window": ((1, 9, 9, 32), (3, 3, 32, 32), (1, 1), ((4, 4), (4, 4)),
                                  (1, 1)),
    "dilated_rows_stride3_columns": ((1, 30, 31, 16), (3, 3, 16, 32), (1, 3),
                                     ((2, 2), (-2, 3)), (3, 1)),
    "one_output_row": ((1, 1, 40, 32), (3, 3, 32, 48), (1, 1), ((1, 1), (1, 1)), (1, 1)),
    "seven_columns_7x1": ((8, 28, 28, 64), (1, 7, 64, 64), (1, 1), ((0, 0), (3, 3)), (1, 1)),
    "few_rows_weight_bound": ((1, 2, 2, 512), (3, 3, 512, 512), (1, 1), "SAME", (1, 1)),
    "one_channel": ((4, 28, 28, 1), (5, 5, 1, 32), (1, 1), "SAME", (1, 1)),
}


@pytest.mark.parametrize("name", sorted(WINDOW_CASES))
def test_padding_read_by_bounds_matches_jax(name):
    """Against jax.jit of the same convolution (XLA:CPU), 1, 2 and 3 threads bit-identical,
    and no buffer of the padded (or cropped) input's shape in the program."""
    xs, ws, stride, padding, dilation = WINDOW_CASES[name]
    rng = np.random.default_rng(sorted(WINDOW_CASES).index(name))
    x = rng.standard_normal(xs).astype(np.float32)
    w = (rng.standard_normal(ws) / np.sqrt(np.prod(ws[:3]))).astype(np.float32)
    fn = _fn(stride, padding, dilation)
    lowered = jax.jit(fn).lower(x, w)
    text = stablehlo_cc.compile(lowered, emit="bufferized", cache=False)
    assert "@__shlo_native_gemm_f32" in text
    pads = jax.lax.padtype_to_pads(xs[1:3], ws[:2], stride, padding) \
        if isinstance(padding, str) else padding
    padded = (xs[0], xs[1] + sum(pads[0]), xs[2] + sum(pads[1]), xs[3])
    if padded != xs:  # (fewer channels: the padded copy is kept, see WINDOW_MIN_CHANNELS)
        made = "memref<{}xf32>".format("x".join(map(str, padded))) in text
        assert made == (xs[3] < native_convolutions.WINDOW_MIN_CHANNELS)
    exe = stablehlo_cc.compile(lowered, cache=False)
    got = on_1_2_3_threads(exe, x, w)
    with jax.default_matmul_precision("highest"):
        want = np.asarray(jax.jit(fn)(x, w))
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5 * np.abs(want).max())


def test_relu_producer_keeps_its_padded_destination():
    """A padded input that its producer writes in place (padded_destinations.py) is read as
    that buffer: the border fill is all it costs."""
    rng = np.random.default_rng(3)
    x = rng.standard_normal((2, 20, 20, 32)).astype(np.float32)
    w = (rng.standard_normal((3, 3, 32, 32)) / 17).astype(np.float32)
    fn = _fn((1, 1), "SAME")

    def f(x, w):
        return fn(jnp.maximum(x, 0.0), w)
    lowered = jax.jit(f).lower(x, w)
    assert "memref<2x22x22x32xf32>" in stablehlo_cc.compile(lowered, emit="bufferized",
                                                            cache=False)
    got = on_1_2_3_threads(stablehlo_cc.compile(lowered, cache=False), x, w)
    want = _oracle(np.maximum(x, 0), w, (1, 1), ((1, 1), (1, 1)))
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4 * np.abs(want).max())


_KERNEL_FAMILIES = """
import sys
import numpy as np
sys.path.insert(0, {tests!r})
import test_native_convolutions as t
import jax, stablehlo_cc
rng = np.random.default_rng(5)
x = rng.standard_normal((2, 21, 19, 48)).astype(np.float32)
w = rng.standard_normal((3, 3, 48, 40)).astype(np.float32)
lowered = jax.jit(t._fn((2, 1), ((1, 1), (1, 1)))).lower(x, w)
assert t._native(lowered)
got = np.asarray(stablehlo_cc.compile(lowered, cache=False)(x, w))
want = t._oracle(x, w, (2, 1), ((1, 1), (1, 1)))
err = float(np.abs(got - want).max() / np.abs(want).max())
for channels in (3, 1):  # window rows copied at the edges (gemm.c called directly)
    got, want = t._window_call((2, 30, 26, channels), (7, 5, channels, 40), (2, 1), (3, 4), 2)
    err = max(err, float(np.abs(got - want).max() / np.abs(want).max()))
print(err)
"""


def _window_call(xs, ws, stride, top_left, row_dilation, threads=1):
    """gemm.c on a descriptor of a convolution read by bounds (any channel count: the
    compiler keeps fewer than WINDOW_MIN_CHANNELS padded), padded by `top_left` above and on
    the left and by 2 below and on the right; (result, float64 oracle)."""
    rng = np.random.default_rng(11)
    x = rng.standard_normal(xs).astype(np.float32)
    w = rng.standard_normal(ws).astype(np.float32)
    (n, ih, iw, c), (kh, kw, _, f) = xs, ws
    (sh, sw), (pt, pl), dh = stride, top_left, row_dilation
    oh = (ih + pt + 2 - (kh - 1) * dh - 1) // sh + 1
    ow = (iw + pl + 2 - kw) // sw + 1
    row = iw * c
    desc = np.zeros(50, np.int64)
    desc[:13] = [n * oh * ow, f, kh * kw * c, 0, sw * c, 1, f, 1, f, 1, f, 1, 0]
    desc[28:31] = [kw * c, dh * row, kw * c * f]
    desc[32:36] = [ow, sh * row, oh, ih * row]
    desc[40:50] = [ow, oh, ih, iw, c, pt, pl, sh, sw, dh]
    out = np.full((n, oh, ow, f), np.nan, np.float32)
    native.set_thread_limit(threads)
    fn = native.library().__shlo_native_gemm_f32
    fn.argtypes = [ctypes.c_void_p] * 5
    fn(x.ctypes.data, w.ctypes.data, out.ctypes.data, out.ctypes.data, desc.ctypes.data)
    native.set_thread_limit(0)  # (this thread's teams: the process default again)
    want = _oracle(x, w, stride, ((pt, 2), (pl, 2)), (dh, 1))
    return out, want


@pytest.mark.parametrize("channels", [1, 3, 8, 16, 40])
def test_window_descriptor_any_channels(channels):
    """The C side reads any channel count by bounds (tap runs from 16 channels, copied window
    rows below), the same bits for 1, 2 and 3 threads."""
    got = [_window_call((3, 31, 27, channels), (5, 3, channels, 24), (1, 2), (2, 1), 2, t)[0]
           for t in (1, 2, 3)]
    want = _window_call((3, 31, 27, channels), (5, 3, channels, 24), (1, 2), (2, 1), 2)[1]
    assert got[0].tobytes() == got[1].tobytes() == got[2].tobytes()
    np.testing.assert_allclose(got[0], want, rtol=1e-4, atol=1e-4 * np.abs(want).max())


@pytest.mark.parametrize("isa", ["generic", "avx2"])
def test_every_kernel_family(isa):
    """The gather and table kernels (AVX2) and the packed A panels of the portable C kernel,
    on zero-padded inputs read by bounds (a tap a run, and window rows copied at the edges)."""
    script = _KERNEL_FAMILIES.format(tests=os.path.dirname(os.path.abspath(__file__)))
    env = dict(os.environ, STABLEHLO_CC_GEMM_ISA=isa, STABLEHLO_CC_CACHE="0")
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                         text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert float(out.stdout.strip().splitlines()[-1]) < 1e-5
