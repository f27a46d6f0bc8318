"""jaxlib's `lapack_?getrf_ffi` in native C (contract/native/lapack_getrf.c, the rule
rules/_lapack_lu.py) against jax.jit (LAPACK): the same pivots and permutation, the factors
within rounding, info; every type, square, tall, wide, batched, singular, ties, NaN; and the
solve / inv / det / slogdet built on it."""

import numpy as np
import pytest

from jax_oracle import run_both, x64
from random_inputs import standard_normal

jax = pytest.importorskip("jax")
jnp = jax.numpy


def _lu_with_info(a):
    # lax.linalg.lu gives (lu, pivots, permutation); info shows in det (0 when info > 0).
    return jax.lax.linalg.lu(a)


def _tolerance(dtype):
    return 2e-3 if dtype in (np.float32, np.complex64) else 1e-9


def _same_factorization(a, rtol=None):
    ours, want = run_both(_lu_with_info, a)
    (lu, piv, perm), (lu_w, piv_w, perm_w) = ours, want
    np.testing.assert_array_equal(np.asarray(piv), np.asarray(piv_w))
    np.testing.assert_array_equal(np.asarray(perm), np.asarray(perm_w))
    lu, lu_w = np.asarray(lu), np.asarray(lu_w)
    np.testing.assert_array_equal(np.isnan(lu), np.isnan(lu_w))
    finite = np.isfinite(lu_w)
    scale = np.abs(lu_w[finite]).max() if finite.any() else 1.0
    tol = rtol if rtol is not None else _tolerance(a.dtype)
    np.testing.assert_allclose(lu[finite], lu_w[finite], rtol=tol, atol=tol * 0.1 * scale)


TYPES = [np.float32, np.float64, np.complex64, np.complex128]


@pytest.mark.parametrize("dtype", TYPES)
@pytest.mark.parametrize("shape", [(1, 1), (2, 2), (3, 3), (64, 64), (200, 200), (5, 3),
                                   (3, 5), (70, 40), (40, 70), (4, 3, 3), (2, 3, 33, 33)])
def test_factors_match_lapack(shape, dtype):
    with x64():
        _same_factorization(standard_normal(shape, dtype, seed=len(shape) + shape[-1]))


@pytest.mark.parametrize("dtype", [np.float32, np.complex128])
def test_512(dtype):
    with x64():
        _same_factorization(standard_normal((512, 512), dtype, seed=5))


@pytest.mark.parametrize("dtype", TYPES)
def test_ties_take_the_first_row(dtype):
    # small integers: equal magnitudes in a column are exact ties
    rng = np.random.default_rng(7)
    a = rng.integers(-2, 3, (3, 40, 40)).astype(dtype)
    with x64():
        _same_factorization(a)


@pytest.mark.parametrize("dtype", TYPES)
def test_singular_matrices_give_lapack_info(dtype):
    a = standard_normal((3, 50, 50), dtype, seed=3)
    a[0, :, 7] = 0  # an exactly zero column: U[7, 7] == 0
    a[1] = 0  # all zero: info 1
    a[2, 20] = a[2, 10]  # two equal rows: a zero (or rounding-level) pivot later
    with x64():
        _same_factorization(a)
        ours, want = run_both(jnp.linalg.det, a)
        np.testing.assert_array_equal(np.asarray(ours[0])[:2], 0)
        np.testing.assert_array_equal(np.asarray(want[0])[:2], 0)


@pytest.mark.parametrize("dtype", [np.float32, np.complex64])
def test_nan_input(dtype):
    # OpenBLAS (jax.jit) has no NaN rule to match (lapack_getrf_factor.inc): NaN in a matrix
    # gives NaN in its factors and its solution; a NaN met only at the last pivots matches.
    a = standard_normal((3, 6, 6), dtype, seed=4)
    a[0, 3, 0] = np.nan
    a[1, 5, 5] = np.nan
    ours, want = run_both(_lu_with_info, a)
    assert np.isnan(np.asarray(ours[0])[0]).any()
    np.testing.assert_array_equal(np.asarray(ours[1])[1:], np.asarray(want[1])[1:])
    np.testing.assert_array_equal(np.isnan(np.asarray(ours[0])[1:]),
                                  np.isnan(np.asarray(want[0])[1:]))
    b = standard_normal((3, 6, 1), dtype, seed=5)
    ours, want = run_both(jnp.linalg.solve, a, b)
    assert np.isnan(np.asarray(ours[0])[:2]).all() and np.isnan(np.asarray(want[0])[:2]).all()
    np.testing.assert_allclose(np.asarray(ours[0])[2], np.asarray(want[0])[2], rtol=1e-4)


@pytest.mark.parametrize("dtype", TYPES)
def test_solve_inv_det_at_512(dtype):
    a = standard_normal((512, 512), dtype, seed=2) + 64 * np.eye(512, dtype=dtype)
    b = standard_normal((512, 3), dtype, seed=3)
    tol = 1e-4 if dtype in (np.float32, np.complex64) else 1e-11
    with x64():
        for fn, args in [(jnp.linalg.solve, (a, b)), (jnp.linalg.inv, (a,))]:
            ours, want = run_both(fn, *args)
            np.testing.assert_allclose(np.asarray(ours[0]), np.asarray(want[0]), rtol=tol,
                                       atol=tol * 0.1)
        ours, want = run_both(jnp.linalg.slogdet, a)
        np.testing.assert_array_equal(np.asarray(ours[0]), np.asarray(want[0])) if dtype in (
            np.float32, np.float64) else np.testing.assert_allclose(
                np.asarray(ours[0]), np.asarray(want[0]), rtol=tol)
        np.testing.assert_allclose(np.asarray(ours[1]), np.asarray(want[1]), rtol=tol)
        small = a[:40, :40] / 8
        ours, want = run_both(jnp.linalg.det, small)
        np.testing.assert_allclose(np.asarray(ours[0]), np.asarray(want[0]), rtol=tol * 10)


@pytest.mark.parametrize("shape", [(0, 4, 4), (3, 0, 0), (2, 0, 5), (2, 5, 0)])
def test_empty(shape):
    a = np.zeros(shape, np.float32)
    ours, want = run_both(_lu_with_info, a)
    for o, w in zip(ours, want):
        assert np.asarray(o).shape == np.asarray(w).shape


def test_library_runs_from_ctypes(tmp_path):
    """A `.so` with jnp.linalg.solve carries the native getrf (nothing beyond libc to load)."""
    import ctypes

    import stablehlo_cc
    a = standard_normal((2, 40, 40), np.float32, seed=9)
    b = standard_normal((2, 40, 2), np.float32, seed=10)
    so = tmp_path / "solve.so"
    stablehlo_cc.build_library(jax.jit(jnp.linalg.solve).lower(a, b).as_text(), str(so),
                               prefix="m")
    lib = ctypes.CDLL(str(so))
    x = np.empty_like(b)
    ptr = lambda y: y.ctypes.data_as(ctypes.c_void_p)  # noqa: E731
    assert lib.m_main(ptr(a), ptr(b), ptr(x)) == 0
    np.testing.assert_allclose(x, np.linalg.solve(a.astype(np.float64), b), rtol=1e-3,
                               atol=1e-4)
