"""jaxlib's `lapack_?gehrd_ffi` (jax.scipy.linalg.hessenberg) and `lapack_?sytrd_ffi` /
`?hetrd` (jax.lax.linalg.tridiagonal) on CPU: every result against jax.jit, which runs LAPACK.
The reflectors are unique in LAPACK's convention, so the packed outputs match, not only the
products they stand for."""

import numpy as np
import pytest

from jax_oracle import run_both, x64
from random_inputs import standard_normal

jax = pytest.importorskip("jax")
jsl = pytest.importorskip("jax.scipy.linalg")

_TOL = {np.float32: 2e-4, np.float64: 1e-11, np.complex64: 2e-4, np.complex128: 1e-11}


_random = standard_normal


def _same(fn, *args, targets=()):
    text = jax.jit(fn).lower(*args).as_text()
    for t in targets:
        assert t in text
    ours, want = run_both(fn, *args)
    tol = _TOL[args[0].dtype.type]
    for o, w in zip(jax.tree.leaves(ours), jax.tree.leaves(want)):
        o, w = np.asarray(o), np.asarray(w)
        assert o.shape == w.shape and o.dtype == w.dtype
        scale = np.abs(w).max() if w.size else 1.0
        np.testing.assert_allclose(o, w, rtol=tol, atol=tol * scale)


@pytest.mark.parametrize("n,dtype", [(1, np.float32), (2, np.complex64), (7, np.float32),
                                     (16, np.complex64), (96, np.float32)])
def test_hessenberg_with_q(n, dtype):
    _same(lambda a: jsl.hessenberg(a, calc_q=True), _random((n, n), dtype),
          targets=["gehrd_ffi"])


def test_hessenberg_without_q_in_double_precision():
    with x64():
        _same(lambda a: jsl.hessenberg(a), _random((12, 12), np.float64), targets=["gehrd_ffi"])
        _same(lambda a: jsl.hessenberg(a), _random((9, 9), np.complex128))


@pytest.mark.parametrize("lower", [True, False])
@pytest.mark.parametrize("shape,dtype", [((1, 1), np.float32), ((2, 2), np.complex64),
                                         ((3, 9, 9), np.float32), ((16, 16), np.complex64),
                                         ((80, 80), np.float32)])
def test_tridiagonal(lower, shape, dtype):
    # only the named triangle is read: the other holds garbage the result must not see.
    # The oracle is LAPACK in double precision on the same input: its single-precision
    # result depends on the host's kernels (80x80 f32 on an AVX2 host: d 1.3e-3 from the
    # double-precision one, ours 1e-7: we work in double)
    fn = lambda a: jax.lax.linalg.tridiagonal(a, lower=lower)  # noqa: E731
    a = _random(shape, dtype, seed=1)
    assert "trd_ffi" in jax.jit(fn).lower(a).as_text()
    import stablehlo_cc
    ours = stablehlo_cc.compile(jax.jit(fn).lower(a))(a)
    with x64():
        want = jax.jit(fn)(a.astype(np.complex128 if dtype == np.complex64 else np.float64))
    for o, w in zip(jax.tree.leaves(ours), jax.tree.leaves(want)):
        o, w = np.asarray(o), np.asarray(w)
        assert o.shape == w.shape and o.dtype.kind == w.dtype.kind
        scale = np.abs(w).max() if w.size else 1.0
        np.testing.assert_allclose(o, w, rtol=_TOL[dtype], atol=_TOL[dtype] * scale)


def test_tridiagonal_in_double_precision():
    with x64():
        for dtype in (np.float64, np.complex128):
            a = _random((2, 10, 10), dtype, seed=2)
            a = a + np.conj(np.swapaxes(a, -1, -2))  # Hermitian, as users pass it
            _same(lambda a: jax.lax.linalg.tridiagonal(a, lower=False), a)


def test_tridiagonal_form_reproduces_the_eigenvalues():
    # T = Q^H A Q: same spectrum as A (numpy's eigvalsh as the oracle for the composition)
    a = _random((24, 24), np.float64, seed=3)
    a = a + a.T
    with x64():
        import stablehlo_cc
        fn = lambda a: jax.lax.linalg.tridiagonal(a, lower=True)  # noqa: E731
        _, d, e, _ = stablehlo_cc.compile(jax.jit(fn).lower(a))(a)
    t = np.diag(np.asarray(d)) + np.diag(np.asarray(e), -1) + np.diag(np.asarray(e), 1)
    np.testing.assert_allclose(np.linalg.eigvalsh(t), np.linalg.eigvalsh(a), rtol=1e-10,
                               atol=1e-10)
