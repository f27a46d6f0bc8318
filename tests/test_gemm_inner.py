"""Products of at most 12 columns with A and B (stored N x K) both contiguous along K, as dot
products along K (gemm_inner.inc, AVX-512 hosts): through gemm.c's C entry point (column
groups of 1-8, odd rows, a K tail under 16, an init broadcast over rows, the swap of a
product of few rows) against a float64 numpy oracle and bit-identical on 1, 2 and 3 threads;
and the compiler's rule (native_gemm_calls.AVX512_INNER_*): an MLP layer at batch 8 (W x^T)
is a call from a reduction of 512 on an AVX-512 host and stays in the tiled code below,
with the compiled results against jax.jit."""

import jax
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler.linalg import contraction_codegen, native_gemm_calls
from native_gemm_entry import gemm_f32, on_teams as _on_teams
from stablehlo_cc.contract import native


def _gemm_nk(a, bt, init=None):
    """C = init + A @ bt^T: B stored N x K (bt's rows are B's columns), read with its strides."""
    return gemm_f32(a, bt.T, init)


@pytest.mark.parametrize("m,n,k", [(512, 8, 784), (10, 8, 512), (511, 12, 530), (97, 1, 128),
                                   (33, 5, 1000), (64, 7, 129), (3, 7, 200), (8, 1000, 256),
                                   (300, 13, 256), (40, 11, 127)])
def test_against_float64(m, n, k):
    """(3, 7, 200) and (8, 1000, 256) are swapped by gemm.c (C^T = B^T A^T: few rows against
    a B stored N x K) into dot products of 3 and 8 columns; 13 columns and K = 127 stay on
    the packed kernels (the boundaries from both sides)."""
    rng = np.random.default_rng(m * 7 + n * 3 + k)
    a = rng.standard_normal((m, k)).astype(np.float32)
    bt = rng.standard_normal((n, k)).astype(np.float32)
    got = _on_teams(lambda: _gemm_nk(a, bt))
    want = a.astype(np.float64) @ bt.T.astype(np.float64)
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5 * np.abs(want).max())


def test_bias_as_init():
    """An init read with stride 0 along the rows (a bias folded into the call) is added
    to the dot products."""
    rng = np.random.default_rng(5)
    a = rng.standard_normal((65, 600)).astype(np.float32)
    bt = rng.standard_normal((9, 600)).astype(np.float32)
    bias = rng.standard_normal((1, 9)).astype(np.float32)
    init = np.broadcast_to(bias, (65, 9))
    got = _on_teams(lambda: _gemm_nk(a, bt, init))
    want = a.astype(np.float64) @ bt.T.astype(np.float64) + bias
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5 * np.abs(want).max())


def _calls_native_gemm(lowered) -> bool:
    return "@__shlo_native_gemm_f32" in stablehlo_cc.compile(lowered, emit="bufferized")


def _mlp_layer(w, x, bias):
    return jax.nn.relu(jax.lax.dot_general(w, x, (((1,), (1,)), ((), ()))) + bias[:, None])


@pytest.mark.parametrize("rows,k,n,called", [(512, 784, 8, True), (10, 512, 8, True),
                                             (512, 784, 12, True), (512, 256, 8, False),
                                             (512, 784, 16, False)])
def test_avx512_calls_narrow_products_from_k_512(monkeypatch, rows, k, n, called):
    """equinox_mlp_b8's layers (W 512 x 784, x 8 x 784: W x^T, plus a bias, relu) are calls
    on an AVX-512 host, whatever host runs the test; 256-long reductions and 16 columns
    stay in the tiled code. Compiled for this host, the values match jax.jit."""
    monkeypatch.setattr(contraction_codegen, "host_register_block",
                        lambda: contraction_codegen.RegisterBlock(rows=8, vectors=2,
                                                                  vector_bytes=64))
    rng = np.random.default_rng(rows + k + n)
    w = rng.standard_normal((rows, k)).astype(np.float32)
    x = rng.standard_normal((n, k)).astype(np.float32)
    bias = rng.standard_normal((rows,)).astype(np.float32)
    lowered = jax.jit(_mlp_layer).lower(w, x, bias)
    assert _calls_native_gemm(lowered) == called
    monkeypatch.undo()
    exe = stablehlo_cc.compile(lowered, cache=False)
    want = np.asarray(jax.jit(_mlp_layer)(w, x, bias))
    got = _on_teams(lambda: np.asarray(exe(w, x, bias)))
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5 * np.abs(want).max())


def test_rule_constants_match_gemm_c():
    """The compiler's column limit is gemm_inner.inc's (a product it sends for dot products
    must get them)."""
    import pathlib
    source = (pathlib.Path(native.__file__).parent / "gemm_inner.inc").read_text()
    assert f"#define INNER_MAX_COLUMNS {native_gemm_calls.AVX512_INNER_MAX_COLUMNS} " in source
