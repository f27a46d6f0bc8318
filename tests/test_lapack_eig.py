"""jaxlib's `lapack_?geev_ffi` (jnp.linalg.eig, jnp.linalg.eigvals) and `lapack_?gees_ffi`
(jax.scipy.linalg.schur, lax.linalg.schur) on CPU, computed by the native routines of
contract/native/lapack_geev.c.

Eigenvalues may come in another order than LAPACK's and eigenvectors / Schur factors are
unique only up to order and phase, so: eigenvalues are compared with jax.jit's as multisets
(each of jax's matched to the nearest unused one of ours), eigenvectors by A V = V diag(w),
unit norm, and against jax.jit's up to a unit factor, Schur forms by Q^H Q = I, the shape of
T (triangular; real: quasi-triangular with LAPACK's standardized 2x2 blocks) and Q T Q^H = A.
"""

import numpy as np
import pytest

from jax_oracle import x64
from random_inputs import standard_normal

jax = pytest.importorskip("jax")
jnp = pytest.importorskip("jax.numpy")
jsl = pytest.importorskip("jax.scipy.linalg")
stablehlo_cc = pytest.importorskip("stablehlo_cc")

_TOL = {np.float32: 1e-4, np.complex64: 1e-4, np.float64: 1e-10, np.complex128: 1e-10}


_random = standard_normal


def _ours(fn, *args, target=None):
    lowered = jax.jit(fn).lower(*args)
    if target:
        assert target in lowered.as_text()
    out = stablehlo_cc.compile(lowered)(*args)
    return tuple(np.asarray(o) for o in out) if isinstance(out, (tuple, list)) \
        else np.asarray(out)


def _same_multiset(ours, want, atol):
    ours, want = list(np.ravel(ours)), np.ravel(want)
    assert len(ours) == len(want)
    for x in want:
        k = int(np.argmin([abs(x - y) for y in ours]))
        assert abs(x - ours[k]) <= atol, (x, ours[k], atol)
        ours.pop(k)


def _check_eig(a, letter, left=False):
    tol = _TOL[a.dtype.type]
    w_want = np.asarray(jax.jit(jnp.linalg.eigvals)(a))
    w_ours = _ours(jnp.linalg.eigvals, a, target=f"lapack_{letter}geev_ffi")
    cdt = np.complex64 if a.dtype in (np.float32, np.complex64) else np.complex128
    assert w_ours.dtype == cdt and w_ours.shape == w_want.shape
    w, v = _ours(jnp.linalg.eig, a)
    assert v.dtype == cdt and v.shape == a.shape
    ad = a.astype(np.complex128)
    for idx in np.ndindex(a.shape[:-2]):
        scale = max(np.abs(np.linalg.eigvals(ad[idx])).max(), 1e-30)
        _same_multiset(w_ours[idx], w_want[idx], tol * scale)
        _same_multiset(w[idx], w_want[idx], tol * scale)
        vi = v[idx].astype(np.complex128)
        np.testing.assert_allclose(np.linalg.norm(vi, axis=0), 1, atol=tol)
        assert np.abs(ad[idx] @ vi - vi * w[idx]).max() <= tol * scale
    if left:
        def both(a):
            return jax.lax.linalg.eig(a, compute_left_eigenvectors=True,
                                      compute_right_eigenvectors=True)
        w, vl, vr = _ours(both, a)
        for idx in np.ndindex(a.shape[:-2]):
            scale = max(np.abs(w[idx]).max(), 1e-30)
            ul = vl[idx].astype(np.complex128)
            np.testing.assert_allclose(np.linalg.norm(ul, axis=0), 1, atol=tol)
            # u^H A = lambda u^H
            assert np.abs(ul.conj().T @ ad[idx] - w[idx][:, None] * ul.conj().T).max() \
                <= tol * scale


@pytest.mark.parametrize("n", [1, 2, 5, 32, 64])
def test_eig_real(n):
    _check_eig(_random((n, n), np.float32, seed=n), "s")


@pytest.mark.parametrize("n", [1, 3, 24])
def test_eig_complex(n):
    _check_eig(_random((n, n), np.complex64, seed=n), "c")


def test_eig_batched_and_left_vectors():
    _check_eig(_random((2, 3, 6, 6), np.float32, seed=4), "s", left=True)
    _check_eig(_random((2, 5, 5), np.complex64, seed=5), "c", left=True)


def test_eig_double_precision():
    with x64():
        _check_eig(_random((16, 16), np.float64, seed=6), "d", left=True)
        _check_eig(_random((2, 9, 9), np.complex128, seed=7), "z")


def test_eig_conjugate_pairs_symmetric_and_zero():
    # rotations (eigenvalues +-i k) hidden by an orthogonal similarity
    q, _ = np.linalg.qr(_random((8, 8), np.float64, seed=8))
    blocks = np.zeros((8, 8))
    for k in range(4):
        blocks[2 * k:2 * k + 2, 2 * k:2 * k + 2] = [[0.5 * k, k + 1], [-(k + 1), 0.5 * k]]
    _check_eig((q @ blocks @ q.T).astype(np.float32), "s")
    s = _random((12, 12), np.float32, seed=9)
    _check_eig(s + s.T, "s")
    _check_eig(np.zeros((4, 4), np.float32), "s")
    _check_eig(np.diag(np.arange(5, dtype=np.float32)), "s")


def test_eigvals_of_a_defective_matrix():
    # a 4x4 Jordan block of eigenvalue 2 (and a 1x1 of -1) under a similarity: the eigenvalues
    # are only determined to about eps^(1/4) (LAPACK's are as far off)
    j = 2.0 * np.eye(5) + np.diag([1.0, 1.0, 1.0, 0.0], 1)
    j[4, 4] = -1.0
    q, _ = np.linalg.qr(_random((5, 5), np.float64, seed=10))
    with x64():
        w = _ours(jnp.linalg.eigvals, q @ j @ q.T)
    _same_multiset(w, [2, 2, 2, 2, -1], 1e-3)


def _check_schur(a, tol):
    t, q = _ours(lambda a: jsl.schur(a, output="complex"), a, target="gees_ffi")
    cdt = np.complex64 if a.dtype in (np.float32, np.complex64) else np.complex128
    assert t.dtype == q.dtype == cdt and t.shape == q.shape == a.shape
    ad = a.astype(np.complex128)
    n = a.shape[-1]
    scale = max(np.abs(ad).max(), 1e-30)
    assert np.abs(np.tril(t, -1)).max(initial=0) == 0
    np.testing.assert_allclose(q.conj().T @ q, np.eye(n), atol=tol)
    np.testing.assert_allclose(q @ t @ q.conj().T, ad, atol=tol * scale * n)
    _same_multiset(np.diag(t), np.linalg.eigvals(ad), tol * scale * n)


def test_schur_complex():
    for n in (1, 2, 7, 40):
        _check_schur(_random((n, n), np.complex64, seed=n), 1e-5)
    _check_schur(_random((6, 6), np.float32, seed=11), 1e-5)        # real input as complex
    with x64():
        _check_schur(_random((10, 10), np.complex128, seed=12), 1e-12)


def test_schur_vectors_not_asked_for():
    a = _random((6, 6), np.complex64, seed=13)
    t = _ours(lambda a: jsl.schur(a, output="complex")[0], a)
    _same_multiset(np.diag(t), np.linalg.eigvals(a.astype(complex)), 1e-4)


def test_eig_of_nan_input_is_nan_and_stops():
    # info > 0 (as LAPACK's ?gebal refuses NaN), from which jax makes NaN
    a = np.eye(4, dtype=np.float32)
    a[1, 2] = np.nan
    w, v = _ours(jnp.linalg.eig, a)
    assert np.isnan(w).all() and np.isnan(np.asarray(jax.jit(jnp.linalg.eig)(a)[0])).all()


def _match_vectors(ours_w, ours_v, want_w, want_v, atol):
    """Each of jax's eigenvectors (for an eigenvalue far from the others) equals ours for
    the same eigenvalue up to a unit factor: |<v_ours, v_jax>| = 1 for unit vectors."""
    ours_w, want_w = np.asarray(ours_w, np.complex128), np.asarray(want_w, np.complex128)
    gap = np.abs(want_w[:, None] - want_w[None, :]) + np.eye(len(want_w)) * 1e30
    for k in range(len(want_w)):
        if gap[k].min() < 1e-2 * max(1, abs(want_w[k])):
            continue
        j = int(np.argmin(np.abs(ours_w - want_w[k])))
        dot = np.vdot(ours_v[:, j].astype(np.complex128), want_v[:, k].astype(np.complex128))
        assert abs(abs(dot) - 1) <= atol, (k, abs(dot))


@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.complex64, np.complex128])
@pytest.mark.parametrize("n", [1, 2, 3, 64, 200])
def test_eig_against_lapack_vectors(dtype, n):
    def both(a):
        return jax.lax.linalg.eig(a, compute_left_eigenvectors=True,
                                  compute_right_eigenvectors=True)
    a = _random((n, n), dtype, seed=20 + n)
    single = dtype in (np.float32, np.complex64)
    with x64():
        w, vl, vr = _ours(both, a)
        w_want, vl_want, vr_want = (np.asarray(x) for x in jax.jit(both)(a))
    assert w.dtype == w_want.dtype and vl.dtype == vl_want.dtype == vr.dtype
    scale = max(np.abs(w_want).max(), 1e-30)
    tol = 1e-4 if single else 1e-10
    _same_multiset(w, w_want, tol * scale)
    _match_vectors(w, vr, w_want, vr_want, 1e-3 if single else 1e-8)
    _match_vectors(w, vl, w_want, vl_want, 1e-3 if single else 1e-8)


def _check_real_schur(a, tol, vectors=True):
    """jax.scipy.linalg.schur of a real matrix (LAPACK's real Schur form) against jax.jit."""
    def fn(a):
        return jax.lax.linalg.schur(a, compute_schur_vectors=vectors)
    letter = {np.float32: "s", np.float64: "d"}[a.dtype.type]
    got = _ours(fn, a, target=f"lapack_{letter}gees_ffi")
    want = jax.jit(fn)(a)
    t, t_want = got[0], np.asarray(want[0])
    assert t.dtype == t_want.dtype == a.dtype and t.shape == a.shape
    n = a.shape[-1]
    for idx in np.ndindex(a.shape[:-2]):
        ti, ai = t[idx].astype(np.float64), a[idx].astype(np.float64)
        scale = max(np.abs(ai).max(), 1e-30)
        assert np.abs(np.tril(ti, -2)).max(initial=0) == 0
        eig, k = [], 0
        while k < n:  # 1x1 blocks, or 2x2 ones standardized as LAPACK's ?lanv2
            if k + 1 < n and ti[k + 1, k] != 0:
                p, b, c, d = ti[k, k], ti[k, k + 1], ti[k + 1, k], ti[k + 1, k + 1]
                assert p == d and b * c < 0 and (k + 2 == n or ti[k + 2, k + 1] == 0)
                eig += [p + 1j * np.sqrt(-b * c), p - 1j * np.sqrt(-b * c)]
                k += 2
            else:
                eig.append(ti[k, k])
                k += 1
        _same_multiset(eig, np.linalg.eigvals(t_want[idx].astype(np.float64)), tol * scale * n)
        if vectors:
            q = got[1][idx].astype(np.float64)
            assert got[1].dtype == a.dtype
            np.testing.assert_allclose(q.T @ q, np.eye(n), atol=tol * n)
            np.testing.assert_allclose(q @ ti @ q.T, ai, atol=tol * scale * n)


@pytest.mark.parametrize("n", [1, 2, 3, 64, 200])
def test_real_schur_form(n):
    _check_real_schur(_random((n, n), np.float32, seed=30 + n), 1e-5)
    with x64():
        _check_real_schur(_random((n, n), np.float64, seed=40 + n), 1e-13)


def test_real_schur_special_matrices():
    q, _ = np.linalg.qr(_random((8, 8), np.float64, seed=8))
    blocks = np.zeros((8, 8))
    for k in range(4):  # complex pairs k/2 +- i (k + 1)
        blocks[2 * k:2 * k + 2, 2 * k:2 * k + 2] = [[0.5 * k, k + 1], [-(k + 1), 0.5 * k]]
    j = 2.0 * np.eye(5) + np.diag([1.0, 1.0, 1.0, 0.0], 1)  # defective
    cases = [q @ blocks @ q.T, np.zeros((4, 4)), np.triu(_random((7, 7), np.float64, seed=9)),
             np.tril(_random((7, 7), np.float64, seed=10)), j, np.diag(np.ones(6), 1),
             np.roll(np.eye(7), 1, axis=0), np.ones((5, 5))]
    for a in cases:
        _check_real_schur(a.astype(np.float32), 1e-5)
        with x64():
            _check_real_schur(a, 1e-13)


def test_real_schur_batched_and_without_vectors():
    _check_real_schur(_random((2, 3, 6, 6), np.float32, seed=50), 1e-5)
    _check_real_schur(_random((3, 9, 9), np.float32, seed=51), 1e-5, vectors=False)
    t = _ours(lambda a: jsl.schur(a)[0], _random((5, 5), np.float32, seed=52))
    assert t.shape == (5, 5)


def test_schur_complex_double_and_batched():
    with x64():
        _check_schur(_random((64, 64), np.complex128, seed=53), 1e-12)
    a = _random((2, 2, 5, 5), np.complex64, seed=54)
    t, q = _ours(lambda a: jsl.schur(a, output="complex"), a)
    for idx in np.ndindex(a.shape[:-2]):
        ad = a[idx].astype(np.complex128)
        np.testing.assert_allclose(q[idx] @ t[idx] @ q[idx].conj().T, ad, atol=1e-4)
        assert np.abs(np.tril(t[idx], -1)).max() == 0


def test_schur_and_eig_of_nan_input_are_nan():
    a = _random((5, 5), np.float32, seed=55)
    a[2, 3] = np.nan
    t, q = _ours(jsl.schur, a)
    assert np.isnan(t).all() and np.isnan(q).all()
    assert np.isnan(np.asarray(jax.jit(jsl.schur)(a)[0])).all()
    c = a.astype(np.complex64)
    w = _ours(jnp.linalg.eigvals, c)
    assert np.isnan(w).all() and np.isnan(np.asarray(jax.jit(jnp.linalg.eigvals)(c))).all()


def test_empty_matrices():
    for shape in [(0, 0), (3, 0, 0), (0, 4, 4)]:
        a = np.zeros(shape, np.float32)
        w = _ours(jnp.linalg.eigvals, a)
        assert w.shape == shape[:-1]
        t, q = _ours(jsl.schur, a)
        assert t.shape == q.shape == shape


def test_portable_copy_without_avx2():
    # lapack_geev.c runs its AVX2 copy on this host; the SSE2 one (any x86-64) in a process
    # told to keep it
    import os
    import subprocess
    import sys
    code = """if True:
        import numpy as np, jax, jax.numpy as jnp, stablehlo_cc
        jax.config.update("jax_enable_x64", True)
        a = np.random.default_rng(3).standard_normal((2, 40, 40))
        w, v = stablehlo_cc.compile(jax.jit(jnp.linalg.eig).lower(a))(a)
        t, q = stablehlo_cc.compile(jax.jit(jax.scipy.linalg.schur).lower(a))(a)
        for i in range(2):
            assert np.abs(a[i] @ v[i] - v[i] * w[i]).max() < 1e-12
            assert np.abs(q[i] @ t[i] @ q[i].T - a[i]).max() < 1e-12
            assert np.abs(np.tril(t[i], -2)).max() == 0
        print("ok")
    """
    env = dict(os.environ, STABLEHLO_CC_LAPACK_ISA="generic")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert out.stdout.strip().endswith("ok"), out.stderr[-2000:]
