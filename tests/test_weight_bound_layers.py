"""Layers bound by reading their weights (issue 8): a CNN's last convolutions at small
images (3x3 output positions, filters of 0.6-1.6 MB) and a classifier head's
vector-times-matrix product (1280 x 1000, 5 MB) read every weight once, along contiguous
runs (convolution_codegen.weights_dominate, contraction_codegen._streamed_rows). Values are
checked against `jax.jit` (and float64 numpy) at the zoo's real sizes; the tiling choice
against its rule. Timing is measured by benchmarks, never asserted here."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler.linalg import contraction_codegen, convolution_codegen

# The generated vector-times-matrix code: AVX-512's product sizes on every host (an AVX2
# host gives these products to gemm.c's few-rows path, tests/test_gemm_small_m.py)
pytestmark = pytest.mark.usefixtures("tiled_from_avx512_sizes")


def _recording(monkeypatch, module, name):
    """Call `stablehlo_cc.compile` with `module.name` recording (op name, result) pairs."""
    seen = []
    original = getattr(module, name)

    def record(op, *a, **k):
        result = original(op, *a, **k)
        seen.append((op.name, [list(v.type.shape) for v in op.operands], result))
        return result

    monkeypatch.setattr(module, name, record)
    return seen


def _conv_bn_relu6(stride=1, padding="VALID", residual=False):
    def f(x, w, scale, shift, *r):
        y = jax.lax.conv_general_dilated(x, w, (stride, stride), padding,
                                         dimension_numbers=("NHWC", "HWIO", "NHWC"))
        y = jnp.minimum(jnp.maximum(y * scale + shift, 0.0), 6.0)
        return y + r[0] if residual else y
    return f


@pytest.mark.usefixtures("tiled_convolutions")  # (else the packed GEMM takes them)
@pytest.mark.parametrize("shape, window, features, residual", [
    ((1, 3, 3, 960), 1, 320, False),   # MobileNetV2 (96x96) last projection: 1.2 MB filter
    ((1, 3, 3, 320), 1, 1280, False),  # its head: 1.6 MB
    ((1, 3, 3, 960), 1, 160, True),    # a projection with its residual add
    ((8, 3, 3, 960), 1, 320, False),   # batch 8: 276 KB of input, still under the filter
    ((1, 7, 7, 512), 3, 512, False),   # ResNet's last 3x3 convolution at batch 1: 9.4 MB
])
def test_weight_bound_convolutions_match_jax(monkeypatch, shape, window, features, residual):
    plans = _recording(monkeypatch, convolution_codegen, "plan")
    rng = np.random.default_rng(0)
    x = rng.standard_normal(shape).astype(np.float32)
    w = (rng.standard_normal((window, window, shape[3], features)) /
         np.sqrt(window * window * shape[3])).astype(np.float32)
    scale, shift = (rng.standard_normal(features).astype(np.float32) for _ in range(2))
    args = [x, w, scale, shift]
    padding = "VALID" if window == 1 else "SAME"
    if residual:
        args.append(rng.standard_normal(shape[:3] + (features,)).astype(np.float32))
    f = _conv_bn_relu6(padding=padding, residual=residual)
    got = stablehlo_cc.compile(jax.jit(f).lower(*args), cache=False)(*args)
    np.testing.assert_allclose(np.asarray(got), np.asarray(jax.jit(f)(*args)),
                               rtol=1e-4, atol=1e-4)
    (name, _, plan), = [p for p in plans if p[0] == "linalg.conv_2d_nhwc_hwcf"]
    n, oh, ow = shape[0], shape[1], shape[2]
    # every output position of a strip of register-block channels a parallel block
    assert plan.parallel[:3] == [n, oh, ow] and plan.parallel[3] == plan.register[3]


@pytest.mark.usefixtures("tiled_convolutions")  # (else the packed GEMM takes them)
def test_convolutions_with_small_filters_keep_their_row_blocks(monkeypatch):
    plans = _recording(monkeypatch, convolution_codegen, "plan")
    x = np.ones((1, 48, 48, 16), np.float32)
    w = np.ones((1, 1, 16, 96), np.float32)
    s = np.ones(96, np.float32)
    stablehlo_cc.compile(jax.jit(_conv_bn_relu6()).lower(x, w, s, s), cache=False)
    (_, _, plan), = plans
    assert plan.parallel[1] == 1  # one output row a block (the filter is 6 KB)


@pytest.mark.parametrize("k, n", [(1280, 1000), (768, 2304), (1024, 4096)])
@pytest.mark.usefixtures("avx2_register_block")
def test_large_vector_times_matrix_reads_rows_and_matches_numpy(monkeypatch, k, n):
    sizes = _recording(monkeypatch, contraction_codegen, "_tile_sizes")
    rng = np.random.default_rng(1)
    x = rng.standard_normal((1, k)).astype(np.float32)
    w = (rng.standard_normal((k, n)) / np.sqrt(k)).astype(np.float32)
    b = rng.standard_normal(n).astype(np.float32)
    f = lambda x, w, b: x @ w + b  # noqa: E731
    got = stablehlo_cc.compile(jax.jit(f).lower(x, w, b), cache=False)(x, w, b)
    want = x.astype(np.float64) @ w.astype(np.float64) + b
    np.testing.assert_allclose(np.asarray(got), want, rtol=1e-4, atol=1e-4)
    (_, _, (kind, cache, register, kinds)), = [s for s in sizes if s[2] is not None]
    reduction = kinds.index("reduction")
    assert cache[reduction] == 1 and register[reduction] == 1  # rows outside the block
    columns = cache[-2] if reduction == len(kinds) - 1 else cache[-1]
    assert n % columns == 0 and (columns == n or columns >= 512)


def test_small_vector_times_matrix_keeps_the_register_strip(monkeypatch):
    sizes = _recording(monkeypatch, contraction_codegen, "_tile_sizes")
    x = np.ones((1, 256), np.float32)
    w = np.ones((256, 128), np.float32)  # 128 KB: in L2, read once per strip from there
    got = stablehlo_cc.compile(jax.jit(lambda x, w: x @ w).lower(x, w), cache=False)(x, w)
    np.testing.assert_allclose(np.asarray(got), x @ w)
    (_, _, (kind, cache, register, kinds)), = [s for s in sizes if s[2] is not None]
    assert register[kinds.index("reduction")] == 1 and \
        (cache is None or cache[kinds.index("reduction")] > 1)
