"""jnp.linalg.svd (jaxlib's `lapack_?gesdd_ffi`, `?gesvd_ffi` for algorithm=QR) and the
functions built on it (pinv, lstsq, matrix_rank, norm(ord=2 / 'nuc'), cond), compiled and
compared with jax.jit, which runs LAPACK. Singular values are compared directly; singular
vectors are defined up to sign (phase), and within a repeated singular value up to a rotation,
so they are checked by A = U diag(s) V^H and U^H U = I, V^H V = I on our results."""

import numpy as np
import pytest

import stablehlo_cc
from jax_oracle import run_both, x64
from random_inputs import standard_normal

jax = pytest.importorskip("jax")
jnp = jax.numpy
lax_linalg = jax.lax.linalg

_TOL = {np.float32: 1e-5, np.float64: 1e-12, np.complex64: 1e-5, np.complex128: 1e-12}


_general = standard_normal


def _low_rank(m, n, rank, dtype, seed=0):
    return (_general((m, rank), np.float64, seed) @ _general((rank, n), np.float64, seed + 1)
            ).astype(dtype)


def _herm(x):
    return np.conj(np.swapaxes(x, -1, -2))


def _check_svd(a, full_matrices=True, compute_uv=True, target="gesdd", **kw):
    """Our svd of `a` against jax.jit's: s within tol of the largest, U, Vh by their defining
    properties, shapes and dtypes equal."""
    def fn(x):
        return lax_linalg.svd(x, full_matrices=full_matrices, compute_uv=compute_uv, **kw) \
            if kw else jnp.linalg.svd(x, full_matrices=full_matrices, compute_uv=compute_uv)
    jitted = jax.jit(fn)
    text = jitted.lower(a).as_text()
    if a.size:
        letter = {np.float32: "s", np.float64: "d", np.complex64: "c",
                  np.complex128: "z"}[a.dtype.type]
        assert f"@lapack_{letter}{target}_ffi" in text
    ours = stablehlo_cc.compile(jitted.lower(a))(a)
    want = jitted(a)
    if not compute_uv:
        ours, want = (ours,), (want,)
    ours, want = [np.asarray(o) for o in ours], [np.asarray(w) for w in want]
    for o, w in zip(ours, want):
        assert o.shape == w.shape and o.dtype == w.dtype, (o.shape, o.dtype, w.shape, w.dtype)
    s, s_want = (ours[1], want[1]) if compute_uv else (ours[0], want[0])
    tol = _TOL[a.dtype.type]
    scale = max(np.abs(s_want).max(initial=0.0), 1e-30)
    np.testing.assert_allclose(s, s_want, rtol=0, atol=tol * scale)
    assert np.all(np.diff(s, axis=-1) <= 0)                                     # descending
    if not compute_uv:
        return
    u, vh = ours[0].astype(np.complex128), ours[2].astype(np.complex128)
    k = s.shape[-1]
    rebuilt = (u[..., :, :k] * s[..., None, :]) @ vh[..., :k, :]
    assert np.abs(rebuilt - a).max(initial=0.0) <= 4 * tol * scale
    for q in (u, _herm(vh)):                                 # orthonormal columns
        gram = _herm(q) @ q
        assert np.abs(gram - np.eye(q.shape[-1])).max(initial=0.0) <= 4 * tol


@pytest.mark.parametrize("shape", [(1, 1), (8, 8), (7, 7), (3, 2, 1)])
def test_svd_square_and_batched(shape):
    _check_svd(_general(shape, np.float32))


@pytest.mark.parametrize("shape", [(5, 3), (3, 5), (2, 4, 6)])
def test_svd_rectangular(shape):
    a = _general(shape, np.float32)
    for full in (True, False):
        _check_svd(a, full_matrices=full)
    if len(shape) == 2:
        _check_svd(a, compute_uv=False)


def test_svd_f64_and_complex():
    _check_svd(_general((5, 3), np.complex64))
    with x64():
        _check_svd(_general((4, 7), np.float64), full_matrices=False)
        _check_svd(_general((3, 5), np.complex128))


@pytest.mark.slow
def test_svd_f64_and_complex_more():
    _check_svd(_general((2, 3, 6), np.complex64), full_matrices=False)
    _check_svd(_general((6, 5), np.complex64), compute_uv=False)
    with x64():
        _check_svd(_general((6, 4), np.float64))
        _check_svd(_general((5, 5), np.complex128))
        _check_svd(_general((3, 5), np.complex128), compute_uv=False)


def test_svd_algorithm_qr_is_gesvd():
    _check_svd(_general((6, 4), np.float32), target="gesvd",
               algorithm=lax_linalg.SvdAlgorithm.QR)


@pytest.mark.parametrize("shape", [(64, 64), (256, 128), (100, 37)])
def test_svd_larger(shape):
    _check_svd(_general(shape, np.float32), full_matrices=False)


def test_svd_ill_conditioned():
    # Singular values over 6 (12) decades: small ones to eps of the largest.
    rng = np.random.default_rng(3)
    q1, _ = np.linalg.qr(rng.standard_normal((96, 96)))
    q2, _ = np.linalg.qr(rng.standard_normal((96, 96)))
    a = ((q1 * np.logspace(0, -6, 96)) @ q2.T).astype(np.float32)
    _check_svd(a)
    with x64():
        _check_svd((q1 * np.logspace(0, -12, 96)) @ q2.T)


def test_svd_rank_deficient_and_zero():
    _check_svd(_low_rank(7, 5, 2, np.float32))
    _check_svd(_low_rank(4, 9, 3, np.float32))
    a = np.zeros((6, 4), np.float32)
    a[:, 1] = 1.0                                                  # rank 1 with a zero column
    _check_svd(a)
    for shape in [(5, 3), (2, 3, 5)]:
        zero = np.zeros(shape, np.float32)
        ours, want = run_both(jnp.linalg.svd, zero)      # LAPACK's U = I, Vh = I exactly
        for o, w in zip(ours, want):
            np.testing.assert_array_equal(o, w)


@pytest.mark.parametrize("shape", [(1, 1), (3, 2), (2, 3), (64, 64), (200, 120), (120, 200),
                                   (512, 256), (3, 17, 9), (2, 2, 6, 5)])
def test_svd_native_shapes_and_modes(shape):
    # The native routine (contract/native/lapack_svd.c): tall, wide, square, batched; every
    # job mode.
    a = _general(shape, np.float32)
    for full in (True, False):
        _check_svd(a, full_matrices=full)
    _check_svd(a, compute_uv=False)


@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.complex64, np.complex128])
def test_svd_native_all_types(dtype):
    with x64():
        for shape in [(40, 23), (23, 40), (2, 16, 16)]:
            a = _general(shape, dtype)
            _check_svd(a, full_matrices=shape[0] != 23)
            _check_svd(a, compute_uv=False)
        _check_svd(_low_rank(30, 20, 7, dtype))                 # rank deficient
        _check_svd(_low_rank(20, 30, 1, dtype))
        zero = np.zeros((2, 4, 6), dtype)
        ours, want = run_both(jnp.linalg.svd, zero)              # LAPACK's U = I, Vh = I
        for o, w in zip(ours, want):
            np.testing.assert_array_equal(o, w)


def test_svd_native_scaled_and_graded():
    # Entries near the over- and underflow thresholds (the routine scales by the largest) and
    # singular values graded over 300 decades.
    with x64():
        a = _general((9, 7), np.float64)
        _check_svd(a * 1e300)
        _check_svd(a * 1e-300)
        rng = np.random.default_rng(5)
        q1, _ = np.linalg.qr(rng.standard_normal((40, 40)))
        q2, _ = np.linalg.qr(rng.standard_normal((40, 40)))
        _check_svd((q1 * np.logspace(0, -300, 40)) @ q2.T)


def test_svd_native_tiny_columns():
    # Columns whose entries square to subnormals (1e-155) next to entries of order 1: the
    # Householder vectors are formed without squaring them (they were inf, then NaN).
    with x64():
        for dtype in (np.float64, np.complex128):
            a = np.zeros((5, 5), dtype)
            a[0, 0] = 1.0
            a[2:, 2:] = _general((3, 3), dtype, 3) * 1e-155
            _check_svd(a)
            a[2:, 0] = 1.0
            _check_svd(a)


def test_svd_empty_batch():
    a = np.zeros((0, 3, 2), np.float32)
    for full in (True, False):
        ours, want = run_both(lambda x: jnp.linalg.svd(x, full_matrices=full), a)
        for o, w in zip(ours, want):
            assert o.shape == w.shape and o.dtype == w.dtype


@pytest.mark.parametrize("shape", [(0, 3), (3, 0), (2, 0, 4)])
def test_svd_empty(shape):
    a = np.zeros(shape, np.float32)
    for full in (True, False):
        ours, want = run_both(lambda x: jnp.linalg.svd(x, full_matrices=full), a)
        for o, w in zip(ours, want):
            np.testing.assert_array_equal(o, w)


def test_svd_nan_and_inf_inputs_are_nan():
    # NaN: as jax.jit (every result NaN). inf: every result NaN, where LAPACK's are NaN
    # singular values and a mix of NaN and finite vectors.
    batch = np.stack([_general((3, 3), np.float32), np.eye(3, dtype=np.float32),
                      _general((3, 3), np.float32, 1)])
    batch[1, 1, 2] = np.nan
    ours, want = run_both(jnp.linalg.svd, batch)
    for o, w in zip(ours, want):
        np.testing.assert_array_equal(np.isnan(o), np.isnan(w))
        np.testing.assert_allclose(o[[0, 2]], w[[0, 2]], atol=1e-5) if o.ndim == 2 else None
    batch[1, 1, 2] = np.inf
    ours, want = run_both(jnp.linalg.svd, batch)
    assert all(np.isnan(o[1]).all() and np.isfinite(o[[0, 2]]).all() for o in ours)
    assert np.isnan(want[1][1]).all()


def _close(fn, *args, tol=2e-5):
    ours, want = run_both(fn, *args)
    for o, w in zip(ours, want):
        assert o.shape == w.shape and o.dtype == w.dtype
        scale = max(np.abs(w).max(initial=0.0), 1e-30)
        np.testing.assert_allclose(o, w, rtol=0, atol=tol * scale)


@pytest.mark.parametrize("shape", [(8, 8), (9, 5), (3, 64, 64)])
def test_pinv(shape):
    _close(jnp.linalg.pinv, _general(shape, np.float32), tol=1e-4)


def test_pinv_rank_deficient_and_complex():
    _close(jnp.linalg.pinv, _low_rank(8, 6, 3, np.float32), tol=1e-4)
    _close(jnp.linalg.pinv, _general((4, 6), np.complex64), tol=1e-4)


def _check_lstsq(a, b):
    """x, rank and s against jax.jit's; the residuals (|b - a x|^2, roundoff when the system
    is consistent) to a tolerance of |b|^2."""
    ours, want = run_both(jnp.linalg.lstsq, a, b)
    for o, w in zip(ours, want):
        assert o.shape == w.shape and o.dtype == w.dtype
    for i in (0, 3):
        np.testing.assert_allclose(ours[i], want[i], rtol=0, atol=1e-4 * np.abs(want[i]).max())
    np.testing.assert_array_equal(ours[2], want[2])
    np.testing.assert_allclose(ours[1], want[1], rtol=0, atol=1e-5 * (b * b).sum())


def test_lstsq():
    a, b = _general((12, 5), np.float32), _general((12, 3), np.float32, 1)
    _check_lstsq(a, b)
    _check_lstsq(_low_rank(10, 6, 4, np.float32), b[:10])
    _check_lstsq(a.T, b[:5])                                    # underdetermined


def test_matrix_rank_norm_cond():
    a = np.stack([_general((9, 7), np.float32), _low_rank(9, 7, 4, np.float32),
                  _low_rank(9, 7, 1, np.float32, seed=2), np.zeros((9, 7), np.float32)])
    ours, want = run_both(jnp.linalg.matrix_rank, a)
    np.testing.assert_array_equal(ours[0], want[0])
    np.testing.assert_array_equal(ours[0], [7, 4, 1, 0])
    a = _general((2, 64, 64), np.float32)
    _close(lambda x: jnp.linalg.norm(x, ord=2, axis=(-2, -1)), a)
    _close(lambda x: jnp.linalg.norm(x, ord=-2, axis=(-2, -1)), a, tol=1e-4)
    _close(lambda x: jnp.linalg.norm(x, ord="nuc", axis=(-2, -1)), a)
    _close(jnp.linalg.cond, _general((8, 8), np.float32), tol=1e-4)
    _close(jnp.linalg.cond, _general((9, 5), np.float32), tol=1e-4)


def test_svd_library_runs_from_ctypes(tmp_path):
    """A `.so` built with an SVD carries the native routine (nothing beyond libc to load)."""
    import ctypes
    a = _general((2, 7, 5), np.float32, seed=4)
    fn = jax.jit(lambda x: jnp.linalg.svd(x, full_matrices=False))
    so = tmp_path / "svd.so"
    stablehlo_cc.build_library(fn.lower(a).as_text(), str(so), prefix="m")
    lib = ctypes.CDLL(str(so))
    u, s, vh = (np.empty((2, 7, 5), np.float32), np.empty((2, 5), np.float32),
                np.empty((2, 5, 5), np.float32))
    ptr = lambda x: x.ctypes.data_as(ctypes.c_void_p)  # noqa: E731
    assert lib.m_main(ptr(a), ptr(u), ptr(s), ptr(vh)) == 0
    np.testing.assert_allclose(s, np.linalg.svd(a.astype(np.float64), compute_uv=False),
                               atol=1e-5)
    assert np.abs((u * s[:, None, :]) @ vh - a).max() < 1e-5
