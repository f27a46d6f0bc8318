"""jaxlib's `lapack_?geqp3_ffi` (jax.scipy.linalg.qr(a, pivoting=True)) and `lapack_?ormqr_ffi`
/ `?unmqr` (jax.lax.linalg.ormqr) on CPU: every result against jax.jit, which runs LAPACK.
The pivots are LAPACK's choices (largest partial norm, first on ties) and the reflectors are
unique in LAPACK's convention, so Q, R and the permutation match, not only their products.
On rank-deficient inputs the columns past the rank are picked by rounding noise, so there only
the leading rank part is compared, and Q R = A P checked."""

import numpy as np
import pytest

import stablehlo_cc
from jax_oracle import run_both, x64
from random_inputs import standard_normal

jax = pytest.importorskip("jax")
jsl = pytest.importorskip("jax.scipy.linalg")

_TOL = {np.float32: 3e-4, np.float64: 1e-11, np.complex64: 3e-4, np.complex128: 1e-11}


_random = standard_normal


def _close(o, w, tol):
    o, w = np.asarray(o), np.asarray(w)
    assert o.shape == w.shape and o.dtype == w.dtype, (o.shape, o.dtype, w.shape, w.dtype)
    if o.dtype.kind == "i":
        np.testing.assert_array_equal(o, w)
        return
    scale = np.abs(w).max() if w.size else 1.0
    np.testing.assert_allclose(o, w, rtol=tol, atol=tol * scale)


def _same(fn, *args, targets=()):
    text = jax.jit(fn).lower(*args).as_text()
    for t in targets:
        assert t in text, t
    ours, want = run_both(fn, *args)
    for o, w in zip(ours, want):
        _close(o, w, _TOL[args[0].dtype.type])
    return ours


def _check_factorization(a, q, r, p, tol):
    """Q R = A[:, P] and Q^H Q = I."""
    a, q, r, p = (np.asarray(x) for x in (a, q, r, p))
    ap = np.take_along_axis(a, p[..., None, :], axis=-1)
    scale = max(np.abs(a).max(), 1.0)
    np.testing.assert_allclose(q @ r, ap, atol=tol * scale * a.shape[-1])
    eye = np.broadcast_to(np.eye(q.shape[-1]), q.shape[:-2] + (q.shape[-1],) * 2)
    np.testing.assert_allclose(np.conj(np.swapaxes(q, -1, -2)) @ q, eye,
                               atol=tol * a.shape[-2])


@pytest.mark.parametrize("mode", ["full", "economic", "r"])
@pytest.mark.parametrize("shape,dtype", [((5, 3), np.complex64), ((3, 7), np.float32),
                                         ((2, 4, 6), np.complex64)])
def test_pivoted_qr_modes(mode, shape, dtype):
    a = _random(shape, dtype)
    out = _same(lambda a: jsl.qr(a, pivoting=True, mode=mode), a, targets=["geqp3_ffi"])
    if mode == "economic":
        _check_factorization(a, *out, _TOL[dtype])


@pytest.mark.parametrize("shape", [(1, 1), (3, 0), (0, 3), (3, 6, 4), (64, 48)])
def test_pivoted_qr_sizes(shape):
    a = _random(shape, np.float32, seed=9)
    q, r, p = _same(lambda a: jsl.qr(a, pivoting=True, mode="economic"), a)
    if a.size:
        _check_factorization(a, q, r, p, _TOL[np.float32])


def test_pivoted_qr_in_double_precision():
    with x64():
        for shape, dtype in [((9, 6), np.float64), ((6, 9), np.complex128),
                             ((2, 48, 32), np.float64), ((32, 20), np.complex128)]:
            a = _random(shape, dtype, seed=1)
            q, r, p = _same(lambda a: jsl.qr(a, pivoting=True, mode="economic"), a,
                            targets=["geqp3_ffi"])
            _check_factorization(a, q, r, p, _TOL[dtype])


def _rank_deficient(dtype, seed):
    """12 x 10 of rank 6: duplicate columns, a zero column, combinations of others."""
    a = _random((12, 6), dtype, seed)
    c = _random((6, 2), dtype, seed + 1)
    return np.concatenate([a[:, :3], a[:, 1:2], np.zeros((12, 1), dtype), a[:, 3:],
                           a @ c, a[:, 4:5]], axis=1)


@pytest.mark.parametrize("dtype", [np.float32, np.complex64, np.float64, np.complex128])
def test_pivoted_qr_rank_deficient(dtype):
    rank = 6
    with x64():
        a = _rank_deficient(dtype, seed=2)
        fn = lambda a: jsl.qr(a, pivoting=True, mode="economic")  # noqa: E731
        (q, r, p), (wq, wr, wp) = run_both(fn, a)
        tol = _TOL[dtype]
        _close(p[:rank], wp[:rank], tol)
        _close(q[:, :rank], wq[:, :rank], tol)
        _close(r[:rank, :rank], wr[:rank, :rank], tol)
        assert np.abs(np.asarray(r)[rank:]).max() <= 50 * tol * np.abs(a).max()
        assert sorted(np.asarray(p)) == list(range(a.shape[1]))
        _check_factorization(a, q, r, p, tol)


def test_pivoted_qr_zero_matrix_and_ties():
    # all norms equal or zero: LAPACK takes the first column every time
    for a in (np.zeros((4, 3), np.float32), np.eye(5, 4, dtype=np.float32)):
        _same(lambda a: jsl.qr(a, pivoting=True, mode="economic"), a)
    # rank one, all columns equal: the first is taken, the rest is rounding noise
    a = np.ones((3, 5), np.float32)
    (q, r, p), (_, wr, wp) = run_both(lambda a: jsl.qr(a, pivoting=True, mode="economic"), a)
    assert p[0] == wp[0] == 0
    _close(r[0], wr[0], _TOL[np.float32])
    _check_factorization(a, q, r, p, _TOL[np.float32])


def _geqrf(a):
    from jax._src.lax.linalg import geqrf
    return geqrf(a)


@pytest.mark.parametrize("left", [True, False])
@pytest.mark.parametrize("transpose", [False, True])
@pytest.mark.parametrize("shape,dtype", [((7, 4), np.float32), ((4, 7), np.complex64),
                                         ((2, 6, 5), np.complex64), ((48, 32), np.float32)])
def test_ormqr(left, transpose, shape, dtype):
    a = _random(shape, dtype, seed=3)
    h, taus = jax.jit(_geqrf)(a)
    h, taus = np.asarray(h), np.asarray(taus)
    m = shape[-2]
    c = _random(shape[:-2] + ((m, 5) if left else (3, m)), dtype, seed=4)
    fn = lambda h, t, c: jax.lax.linalg.ormqr(h, t, c, left=left,  # noqa: E731
                                              transpose=transpose)
    letter = "un" if np.issubdtype(dtype, np.complexfloating) else "or"
    _same(fn, h, taus, c, targets=[f"{letter}mqr_ffi"])


@pytest.mark.parametrize("left", [True, False])
@pytest.mark.parametrize("transpose", [False, True])
@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.complex64, np.complex128])
def test_ormqr_past_one_block(left, transpose, dtype):
    # 70 reflectors: two whole blocks of 32 (the C code's compact-WY blocks) and a part one;
    # a batch of 2, c with 37 columns (rows when right); and 1 of them
    a = _random((2, 100, 70), dtype, seed=9)
    with x64():
        h, taus = (np.asarray(x) for x in jax.jit(_geqrf)(a))
        fn = lambda h, t, c: jax.lax.linalg.ormqr(h, t, c, left=left,  # noqa: E731
                                                  transpose=transpose)
        for other in (37, 1):
            c = _random((2,) + ((100, other) if left else (other, 100)), dtype, seed=10)
            _same(fn, h, taus, c)


def test_ormqr_library_runs_from_ctypes(tmp_path):
    """A `.so` with jax.lax.linalg.ormqr carries the native routine (libc only)."""
    import ctypes
    a = _random((40, 30), np.float32, seed=11)
    h, taus = (np.asarray(x) for x in jax.jit(_geqrf)(a))
    c = _random((40, 3), np.float32, seed=12)
    fn = lambda h, t, c: jax.lax.linalg.ormqr(h, t, c, transpose=True)  # noqa: E731
    so = tmp_path / "ormqr.so"
    stablehlo_cc.build_library(jax.jit(fn).lower(h, taus, c).as_text(), str(so), prefix="m")
    lib = ctypes.CDLL(str(so))
    x = np.empty_like(c)
    ptr = lambda y: y.ctypes.data_as(ctypes.c_void_p)  # noqa: E731
    assert lib.m_main(ptr(h), ptr(taus), ptr(c), ptr(x)) == 0
    q = np.linalg.qr(a.astype(np.float64), mode="complete")[0]
    # numpy's Q may differ from LAPACK's by column signs; Q^T c's norms per column agree,
    # and Q (Q^T c) = c
    np.testing.assert_allclose(np.linalg.norm(x, axis=0), np.linalg.norm(q.T @ c, axis=0),
                               rtol=1e-4)
    np.testing.assert_allclose(np.asarray(jax.jit(jax.lax.linalg.ormqr)(h, taus, x)), c,
                               rtol=1e-3, atol=1e-4)


def test_ormqr_in_double_precision_against_q():
    # the oracle is also numpy: Q from geqrf's reflectors via jnp.linalg.qr's complete Q
    with x64():
        for dtype in (np.float64, np.complex128):
            a = _random((2, 9, 6), dtype, seed=5)
            h, taus = (np.asarray(x) for x in jax.jit(_geqrf)(a))
            c = _random((2, 9, 4), dtype, seed=6)
            for left, transpose in [(True, False), (True, True)]:
                fn = lambda h, t, c: jax.lax.linalg.ormqr(  # noqa: E731
                    h, t, c, left=left, transpose=transpose)
                ours, = _same(fn, h, taus, c)
            q = np.asarray(jax.numpy.linalg.qr(a, mode="complete")[0])
            ours = stablehlo_cc.compile(jax.jit(
                lambda h, t, c: jax.lax.linalg.ormqr(h, t, c)).lower(h, taus, c))(h, taus, c)
            np.testing.assert_allclose(np.asarray(ours), q @ c, atol=1e-12)


def test_ormqr_with_geqp3_reflectors():
    # the path jax.scipy.linalg.qr_multiply-like code takes: geqp3's a' and tau into ormqr
    a = _random((10, 6), np.float32, seed=7)
    c = _random((10, 3), np.float32, seed=8)

    def fn(a, c):
        from jax._src.lax.linalg import geqp3
        h, _, taus = geqp3(a, np.zeros(6, np.int32))
        return jax.lax.linalg.ormqr(h, taus, c, left=True, transpose=True)

    _same(fn, a, c, targets=["geqp3_ffi", "ormqr_ffi"])


def test_geqp3_with_a_jpvt_argument_is_refused():
    # columns fixed in front (nonzero jpvt) are not supported; only JAX's zeros are
    from jax._src.lax.linalg import geqp3
    a, jpvt = _random((4, 3), np.float32), np.array([0, 1, 0], np.int32)
    with pytest.raises(stablehlo_cc.CompileError) as e:
        stablehlo_cc.compile(jax.jit(geqp3).lower(a, jpvt))
    assert "jpvt" in str(e.value)
