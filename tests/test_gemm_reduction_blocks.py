"""Packed f32 products whose reduction spans one, two or three of gemm.c's reduction blocks
(KC is 256 on AVX-512 hosts whose L1 holds 48 KiB, else 192: K = 192, 256, 257, 520, 784
fall on either side of both), with every row count up to 40 (each remainder of the 14-row
kernel) and 128, a B stored K x N or N x K (a PyTorch Linear's weight), initial values.
Through gemm.c's C entry point against a float64 numpy oracle, and compiled from jax.jit's
StableHLO (products the compiler sends to gemm.c, a batch dimension among them) against
XLA:CPU at full precision; bit for bit on teams of 1, 2 and 3 threads either way (the
reduction blocks are a function of K alone)."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc
from native_gemm_entry import gemm_f32, on_teams
from thread_teams import on_1_2_3_threads


def _operands(m, n, k, transposed, batch=()):
    rng = np.random.default_rng(m * 1000 + n + k + transposed)
    a = rng.standard_normal((*batch, m, k)).astype(np.float32)
    shape = (*batch, n, k) if transposed else (*batch, k, n)
    b = (rng.standard_normal(shape) / np.sqrt(k)).astype(np.float32)
    return a, b


def _close(got, want):
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4 * np.abs(want).max())


@pytest.mark.parametrize("m", [*range(1, 41), 128])
@pytest.mark.parametrize("k", [192, 257, 520])
@pytest.mark.parametrize("transposed", [False, True])
def test_entry_point(m, k, transposed):
    n = 70 if m % 2 else 1024
    a, b = _operands(m, n, k, transposed)
    b_view = b.T if transposed else b  # (a transposed view: B stored N x K)
    init = np.random.default_rng(m).standard_normal((m, n)).astype(np.float32)
    want = a.astype(np.float64) @ b_view.astype(np.float64)
    _close(on_teams(lambda: gemm_f32(a, b_view)), want)
    _close(on_teams(lambda: gemm_f32(a, b_view, init)), init + want)


def _compiled(f, *args):
    lowered = jax.jit(f).lower(*args)
    assert "@__shlo_native_gemm_f32" in stablehlo_cc.compile(lowered, emit="bufferized",
                                                             cache=False)
    got = on_1_2_3_threads(stablehlo_cc.compile(lowered, cache=False), *args)
    with jax.default_matmul_precision("highest"):
        _close(got, np.asarray(jax.jit(f)(*args), np.float64))


@pytest.mark.parametrize("m,n,k", [(17, 96, 257), (40, 1024, 256), (100, 70, 784),
                                   (128, 1024, 256), (128, 256, 1024)])
def test_compiled_weights_stored_n_by_k(m, n, k):
    a, b = _operands(m, n, k, transposed=True)
    _compiled(lambda a, b: a @ b.T, a, b)


@pytest.mark.parametrize("transposed", [False, True])
def test_compiled_batch_dimension(transposed):
    a, b = _operands(128, 256, 520, transposed, batch=(2,))
    _compiled(lambda a, b: jnp.einsum("bmk,bnk->bmn" if transposed else "bmk,bkn->bmn", a, b),
              a, b)
