"""jaxlib's `tridiagonal_solve_perturbed_ffi` (tridiagonal_solve(perturb_singular=True), the
inverse iteration of jax.scipy.linalg.eigh_tridiagonal) against jax.jit running jaxlib's kernel:
regular systems to rounding, singular ones (T - lambda I) in direction (their scale is set by a
pivot that is rounding noise), all-zero ones exactly (the perturbation path), and
eigh_tridiagonal's eigenvectors."""

import numpy as np
import pytest

import stablehlo_cc
from jax_oracle import run_both, x64
from random_inputs import standard_normal

jax = pytest.importorskip("jax")


def _solve(dl, d, du, b):
    return jax.lax.linalg.tridiagonal_solve(dl, d, du, b, perturb_singular=True)


@pytest.mark.parametrize("lead,n,nrhs,dtype", [((), 1, 1, np.float32), ((), 2, 2, np.float32),
                                               ((), 7, 3, np.float32), ((3,), 16, 2, np.float32),
                                               ((), 9, 1, np.complex64)])
def test_regular_systems(lead, n, nrhs, dtype):
    dl, d, du = (standard_normal(lead + (n,), dtype, seed) for seed in (1, 2, 3))
    b = standard_normal(lead + (n, nrhs), dtype, 4)
    assert "tridiagonal_solve_perturbed" in jax.jit(_solve).lower(dl, d, du, b).as_text()
    ours, want = run_both(_solve, dl, d, du, b)
    scale = np.abs(np.asarray(want[0])).max()
    np.testing.assert_allclose(np.asarray(ours[0]), np.asarray(want[0]), rtol=1e-5,
                               atol=1e-6 * scale)


def test_zero_matrix_takes_the_perturbation_path_exactly():
    zero = np.zeros((2, 5), np.float32)
    b = standard_normal((2, 5, 2), np.float32, 5)
    ours, want = run_both(_solve, zero, zero, zero, b)
    np.testing.assert_array_equal(np.asarray(ours[0]), np.asarray(want[0]))
    ours, want = run_both(_solve, zero[:1, :1], zero[:1, :1], zero[:1, :1], b[:1, :1])
    np.testing.assert_array_equal(np.asarray(ours[0]), np.asarray(want[0]))


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_singular_shifted_system_in_direction(dtype):
    n = 40
    lam = 2 - 2 * np.cos(np.pi / (n + 1))  # the smallest eigenvalue of tridiag(-1, 2, -1)
    d = np.full(n, 2.0 - lam).astype(dtype)
    off = np.full(n, -1.0).astype(dtype)
    b = standard_normal((n, 1), dtype, 6)
    with x64():
        ours, want = run_both(_solve, off, d, off, b)
    got, ref = np.asarray(ours[0])[:, 0], np.asarray(want[0])[:, 0]
    assert np.isfinite(got).all() and np.linalg.norm(got) > 1e5  # large, not inf
    tol = 1e-5 if dtype == np.float32 else 1e-12
    np.testing.assert_allclose(got / np.linalg.norm(got), ref / np.linalg.norm(ref), atol=tol)


def test_eigh_tridiagonal_eigenvectors():
    from jax.scipy.linalg import eigh_tridiagonal
    n = 48
    d = standard_normal((n,), np.float32, 7)
    e = standard_normal((n - 1,), np.float32, 8)
    fn = jax.jit(lambda d, e: eigh_tridiagonal(d, e, eigvals_only=False))
    w, v = (np.asarray(x) for x in stablehlo_cc.compile(fn.lower(d, e), cache=False)(d, e))
    w_ref, v_ref = (np.asarray(x) for x in fn(d, e))
    np.testing.assert_allclose(w, w_ref, rtol=1e-6, atol=1e-6)
    t = np.diag(d) + np.diag(e, 1) + np.diag(e, -1)
    assert np.abs(t @ v - v * w).max() < 1e-5
    np.testing.assert_allclose(np.abs(v), np.abs(v_ref), atol=1e-5)  # up to each sign


@pytest.mark.parametrize("dtype", [np.float64, np.complex128, np.complex64])
def test_regular_systems_other_types(dtype):
    dl, d, du = (standard_normal((2, 11), dtype, seed) for seed in (11, 12, 13))
    b = standard_normal((2, 11, 3), dtype, 14)
    with x64():
        ours, want = run_both(_solve, dl, d, du, b)
    scale = np.abs(np.asarray(want[0])).max()
    tol = 1e-5 if dtype == np.complex64 else 1e-12
    np.testing.assert_allclose(np.asarray(ours[0]), np.asarray(want[0]), rtol=tol,
                               atol=tol * scale)


def test_long_system():
    n = 200_000
    dl, du = (standard_normal((n,), np.float32, seed) for seed in (15, 16))
    d = standard_normal((n,), np.float32, 17)
    b = standard_normal((n, 1), np.float32, 18)
    ours, want = run_both(_solve, dl, d, du, b)
    got, ref = np.asarray(ours[0]), np.asarray(want[0])
    assert np.isfinite(ref).all()
    np.testing.assert_allclose(got, ref, rtol=1e-3, atol=1e-4 * np.abs(ref).max())
