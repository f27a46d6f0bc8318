"""jnp.linalg.eigh (jaxlib's `lapack_?syevd_ffi` / `lapack_?heevd_ffi`) computed by the native
routine contract/native/lapack_eigh.c: eigenvalues against jax.jit (LAPACK) and against
numpy's f64/c128 eigvalsh of the matrix the read triangle describes, eigenvectors checked by
A V = V diag(w) and V^H V = I (they are defined up to sign / phase, and within a degenerate
eigenspace), also through a library built by `stablehlo-cc` and called from ctypes."""

import ctypes

import numpy as np
import pytest

import stablehlo_cc
from jax_oracle import x64

jax = pytest.importorskip("jax")
jnp = jax.numpy

_EPS = {np.float32: np.finfo(np.float32).eps, np.float64: np.finfo(np.float64).eps,
        np.complex64: np.finfo(np.float32).eps, np.complex128: np.finfo(np.float64).eps}
_LETTER = {np.float32: "ssyevd", np.float64: "dsyevd", np.complex64: "cheevd",
           np.complex128: "zheevd"}


def _random(shape, dtype, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(shape)
    if np.issubdtype(dtype, np.complexfloating):
        x = x + 1j * rng.standard_normal(shape)
    return x


def _hermitian(shape, dtype, seed=0):
    x = _random(shape, dtype, seed)
    return ((x + np.conj(np.swapaxes(x, -1, -2))) / 2).astype(dtype)


def _effective(a, uplo):
    """The Hermitian matrix LAPACK sees: the named triangle, the diagonal's real part."""
    x = a.astype(np.complex128)
    tri = np.tril(x, -1) if uplo == "L" else np.triu(x, 1)
    n = a.shape[-1]
    return tri + np.conj(np.swapaxes(tri, -1, -2)) + np.real(x) * np.eye(n)


def _check(a, uplo="L"):
    """Compile eigh(a) (the named triangle only), check it against LAPACK and numpy."""
    dtype = a.dtype.type

    def fn(a):
        return jnp.linalg.eigh(a, UPLO=uplo, symmetrize_input=False)
    jitted = jax.jit(fn)
    assert f"@lapack_{_LETTER[dtype]}_ffi" in jitted.lower(a).as_text()
    w, v = stablehlo_cc.compile(jitted.lower(a))(a)
    w_lapack = np.asarray(jitted(a)[0])
    assert w.dtype == w_lapack.dtype and v.dtype == a.dtype
    assert w.shape == a.shape[:-1] and v.shape == a.shape
    eff = _effective(a, uplo)
    n = a.shape[-1]
    exact = np.linalg.eigvalsh(eff)
    norm = max(np.abs(exact).max(), np.finfo(np.float64).tiny)
    eps = _EPS[dtype]
    # f32 / c64 are computed in f64: rounding of the result only (LAPACK's own f32 errors
    # grow with n); f64 within a few n eps.
    tol = 8 * eps if eps > 1e-10 else 4 * n * eps
    np.testing.assert_allclose(w, exact, rtol=0, atol=tol * norm)
    np.testing.assert_allclose(w, w_lapack, rtol=0, atol=(tol + 4 * n * eps) * norm)
    assert np.all(np.diff(w, axis=-1) >= 0)
    vd = v.astype(np.complex128)
    resid = eff @ vd - vd * w.astype(np.float64)[..., None, :]
    assert np.abs(resid).max() <= (8 * eps + 4 * n * _EPS[np.float64]) * np.sqrt(n) * norm
    orth = np.conj(np.swapaxes(vd, -1, -2)) @ vd - np.eye(n)
    assert np.abs(orth).max() <= 8 * eps * np.sqrt(n) + 4 * n * _EPS[np.float64]


def _both(fn):
    fn(np.float32)
    fn(np.complex64)
    with x64():
        fn(np.float64)
        fn(np.complex128)


@pytest.mark.parametrize("n", [1, 2, 3, 64, 200])
@pytest.mark.parametrize("uplo", ["L", "U"])
def test_sizes_types_and_triangles(n, uplo):
    """Not Hermitian: only the named triangle (and the diagonal's real part) may count."""
    _both(lambda dt: _check(_random((n, n), dt, seed=n).astype(dt), uplo))


def test_size_512():
    _check(_hermitian((512, 512), np.float32))
    with x64():
        _check(_hermitian((512, 512), np.float64), "U")


def test_batched():
    _both(lambda dt: _check(_hermitian((2, 3, 17, 17), dt, seed=4)))
    _check(_hermitian((5, 64, 64), np.float32, seed=5), "U")


def test_degenerate_and_graded_spectra():
    q, _ = np.linalg.qr(_random((40, 40), np.float64, seed=6))
    for spectrum in ([1.0] * 20 + [2.0] * 19 + [-3.0],     # two 20-fold clusters
                     [0.0] * 39 + [1.0],                   # rank one
                     np.logspace(-12, 0, 40)):              # graded
        a = (q * np.asarray(spectrum)) @ q.T
        a = (a + a.T) / 2
        _check(a.astype(np.float32))
        with x64():
            _check(a)
    _both(lambda dt: _check(np.eye(7, dtype=dt)))
    _both(lambda dt: _check(np.zeros((6, 6), dt)))
    _both(lambda dt: _check(np.diag(np.arange(5.0, 0, -1)).astype(dt)))    # already diagonal


def test_large_and_tiny_scales():
    with x64():
        a = _hermitian((30, 30), np.float64, seed=7)
        _check(a * 1e200)
        _check(a * 1e-200)
        _check(np.diag([1.5e308, -1e308, 1.0]))
        # subnormal entries only (scaled by 2^1000 at most); LAPACK's dsyevd (jax.jit) even
        # returns these unsorted, so the oracle is the diagonal itself
        a = np.diag([3e-310, -1e-310, 2e-310, 0.0])
        w, v = stablehlo_cc.compile(jax.jit(jnp.linalg.eigh).lower(a))(a)
        np.testing.assert_array_equal(w, np.sort(np.diag(a)))
        np.testing.assert_array_equal(np.abs(v), np.eye(4)[:, [1, 3, 2, 0]])


def test_nan_input_gives_nan():
    for dtype in (np.float32, np.complex64):
        a = _hermitian((2, 5, 5), dtype, seed=8)
        a[1, 3, 1] = np.nan                    # in the lower triangle of the second matrix
        w, v = stablehlo_cc.compile(jax.jit(jnp.linalg.eigh).lower(a))(a)
        assert np.isnan(w[1]).all() and np.isnan(v[1]).all()
        assert np.isfinite(w[0]).all() and np.isfinite(v[0]).all()
        # the other triangle is never read
        b = a[0].copy()
        b[0, 4] = np.nan
        f = jax.jit(lambda x: jnp.linalg.eigh(x, symmetrize_input=False))
        w, v = stablehlo_cc.compile(f.lower(b))(b)
        assert np.isfinite(w).all() and np.isfinite(v).all()


def test_empty_batch_and_size_zero():
    for shape in [(0, 4, 4), (3, 0, 0)]:
        a = np.zeros(shape, np.float32)
        w, v = stablehlo_cc.compile(jax.jit(jnp.linalg.eigh).lower(a))(a)
        assert w.shape == shape[:-1] and v.shape == shape


def test_library_runs_from_ctypes(tmp_path):
    """A `.so` built with eigh carries the native routine (nothing beyond libc to load)."""
    a = _hermitian((2, 9, 9), np.float32, seed=9)
    so = tmp_path / "eigh.so"
    stablehlo_cc.build_library(jax.jit(jnp.linalg.eigh).lower(a).as_text(), str(so),
                               prefix="m")
    lib = ctypes.CDLL(str(so))
    w = np.empty((2, 9), np.float32)
    v = np.empty_like(a)
    ptr = lambda x: x.ctypes.data_as(ctypes.c_void_p)  # noqa: E731
    assert lib.m_main(ptr(a), ptr(w), ptr(v)) == 0
    np.testing.assert_allclose(w, np.linalg.eigvalsh(a.astype(np.float64)), atol=1e-5)
    resid = a.astype(np.float64) @ v - v * w[:, None, :]
    assert np.abs(resid).max() < 1e-5
