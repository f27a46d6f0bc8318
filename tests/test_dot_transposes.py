"""Transposed dot_general operands folded into the dimension numbers (_dot_transposes.py):
results against float64 numpy, including batch dimensions, a permutation that reorders
free dimensions (kept as a transpose), and the folded transpose gone from the linalg."""

import numpy as np
import pytest

import stablehlo_cc

LINEAR = """func.func @main(%x: tensor<{m}x512xf32>, %w: tensor<1000x512xf32>) -> tensor<{m}x1000xf32> {{
  %t = stablehlo.transpose %w, dims = [1, 0] : (tensor<1000x512xf32>) -> tensor<512x1000xf32>
  %d = stablehlo.dot_general %x, %t, contracting_dims = [1] x [0] : (tensor<{m}x512xf32>, tensor<512x1000xf32>) -> tensor<{m}x1000xf32>
  return %d : tensor<{m}x1000xf32>
}}"""

BATCHED = """func.func @main(%q: tensor<2x4x64x32xf32>, %k: tensor<2x48x4x32xf32>) -> tensor<2x4x64x48xf32> {
  %kt = stablehlo.transpose %k, dims = [0, 2, 3, 1] : (tensor<2x48x4x32xf32>) -> tensor<2x4x32x48xf32>
  %d = stablehlo.dot_general %q, %kt, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<2x4x64x32xf32>, tensor<2x4x32x48xf32>) -> tensor<2x4x64x48xf32>
  return %d : tensor<2x4x64x48xf32>
}"""

# The transpose swaps the two free dimensions of the rhs: folding it would reorder the result.
REORDERED = """func.func @main(%x: tensor<8x64xf32>, %w: tensor<64x5x12xf32>) -> tensor<8x12x5xf32> {
  %t = stablehlo.transpose %w, dims = [0, 2, 1] : (tensor<64x5x12xf32>) -> tensor<64x12x5xf32>
  %d = stablehlo.dot_general %x, %t, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x12x5xf32>) -> tensor<8x12x5xf32>
  return %d : tensor<8x12x5xf32>
}"""


@pytest.mark.parametrize("m", [1, 8, 64])
def test_linear_weight_read_as_stored(m):
    rng = np.random.default_rng(m)
    x = rng.standard_normal((m, 512)).astype(np.float32)
    w = rng.standard_normal((1000, 512)).astype(np.float32)
    text = LINEAR.format(m=m)
    linalg = stablehlo_cc.compile(text, emit="linalg", cache=False)
    assert "512x1000" not in linalg  # no transposed copy of the weight
    got = np.asarray(stablehlo_cc.compile(text, cache=False)(x, w))
    want = x.astype(np.float64) @ w.astype(np.float64).T
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4 * np.abs(want).max())


def test_batched_transposed_operand():
    rng = np.random.default_rng(1)
    q = rng.standard_normal((2, 4, 64, 32)).astype(np.float32)
    k = rng.standard_normal((2, 48, 4, 32)).astype(np.float32)
    got = np.asarray(stablehlo_cc.compile(BATCHED, cache=False)(q, k))
    want = np.einsum("bhqd,bkhd->bhqk", q.astype(np.float64), k.astype(np.float64))
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4 * np.abs(want).max())


def test_free_dimension_reordering_transpose_is_kept():
    rng = np.random.default_rng(2)
    x = rng.standard_normal((8, 64)).astype(np.float32)
    w = rng.standard_normal((64, 5, 12)).astype(np.float32)
    got = np.asarray(stablehlo_cc.compile(REORDERED, cache=False)(x, w))
    want = np.einsum("mk,kab->mba", x.astype(np.float64), w.astype(np.float64))
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4 * np.abs(want).max())
