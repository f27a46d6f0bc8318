"""Products whose A is stored K x M (M contiguous) and whose B is stored N x K (K contiguous):
gemm.c runs them as C^T = B^T A^T (transpose_if_cheaper), writing C a transposed tile at a
time (store_tile_columns). Attention's probabilities times V into (d, q) is one: flax's ViT
and keras_hub's GPT-2/BERT compute it so. Checked against numpy in float64, at the zoo's
sizes and at odd ones (partial tiles, masked stores), on 1-3 threads (same bits), and with
C a strided view of a larger buffer whose other elements must stay untouched."""

from __future__ import annotations

import ctypes

import jax
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.contract import native


def _gemm_into(a, b, c):
    """c[...] = A @ B through __shlo_native_gemm_f32 with every operand's own strides."""
    m, k = a.shape
    n = b.shape[1]
    desc = np.zeros(50, np.int64)
    desc[:13] = [m, n, k, 0, a.strides[0] // 4, a.strides[1] // 4, b.strides[0] // 4,
                 b.strides[1] // 4, c.strides[0] // 4, c.strides[1] // 4, 0, 0, 0]
    fn = native.library().__shlo_native_gemm_f32
    fn.argtypes = [ctypes.c_void_p] * 5
    fn(a.ctypes.data, b.ctypes.data, c.ctypes.data, c.ctypes.data, desc.ctypes.data)


@pytest.mark.parametrize("m,n,k", [(64, 64, 64), (64, 65, 65), (300, 200, 256), (37, 45, 70),
                                   (130, 33, 1000), (13, 517, 40)])
def test_k_by_m_times_n_by_k(m, n, k):
    rng = np.random.default_rng(m + n + k)
    a = rng.standard_normal((k, m)).astype(np.float32).T      # A[m, k], M contiguous
    b = rng.standard_normal((n, k)).astype(np.float32).T      # B[k, n], K contiguous
    want = a.astype(np.float64) @ b.astype(np.float64)
    results = []
    try:
        for threads in (1, 2, 3):
            native.set_thread_limit(threads)
            # C: a block of a larger matrix of NaN (its rows n + 5 apart; swapped, C^T's
            # columns are contiguous, so the masked column stores must stop at its edges)
            store = np.full((m + 2, n + 5), np.nan, np.float32)
            c = store[1:m + 1, 2:2 + n]
            _gemm_into(a, b, c)
            outside = store.copy()
            outside[1:m + 1, 2:2 + n] = 0.0
            assert np.isnan(outside).sum() == outside.size - m * n  # nothing else written
            results.append(np.ascontiguousarray(c))
    finally:
        native.set_thread_limit(0)
    assert all(r.tobytes() == results[0].tobytes() for r in results)
    np.testing.assert_allclose(results[0], want, rtol=1e-4, atol=1e-4 * np.abs(want).max())


@pytest.mark.parametrize("v_shape,p_shape,dims,out", [
    # ViT (flax): V (b, k, h, d) x P (1, b, h, q, k) -> (b, h, d, 1, q)
    ((8, 65, 3, 64), (1, 8, 3, 65, 65), (([1], [4]), ([0, 2], [1, 2])), (8, 3, 64, 1, 65)),
    # GPT-2 (keras_hub): V (b, k, h, d) x P (b, h, q, k) -> (b, h, d, q)
    ((8, 64, 4, 64), (8, 4, 64, 64), (([1], [3]), ([0, 2], [0, 1])), (8, 4, 64, 64)),
])
@pytest.mark.usefixtures("packed_from_avx2_sizes")
def test_attention_values_times_probabilities(v_shape, p_shape, dims, out):
    rng = np.random.default_rng(len(v_shape) + v_shape[1])
    v = rng.standard_normal(v_shape).astype(np.float32)
    z = rng.standard_normal(p_shape).astype(np.float32) * 4
    p = np.exp(z - z.max(-1, keepdims=True))
    p = (p / p.sum(-1, keepdims=True)).astype(np.float32)
    f = jax.jit(lambda v, p: jax.lax.dot_general(v, p, dims))
    lowered = f.lower(v, p)
    assert "@__shlo_native_gemm_f32" in stablehlo_cc.compile(lowered, emit="bufferized",
                                                             cache=False)
    got = np.asarray(stablehlo_cc.compile(lowered, cache=False)(v, p))
    assert got.shape == out
    want = np.asarray(jax.lax.dot_general(v, p, dims,
                                          precision=jax.lax.Precision.HIGHEST), np.float64)
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5 * np.abs(want).max())
