"""Batches of LAPACK routines split over the thread pool (contract/native/lapack_batch.inc):
every routine that runs one matrix after another in C (getrf, potrf, geqrf / orgqr / ormqr, geqp3,
gehrd, sytrd, gesdd, geev, gees) gives bit-identical results on 1, 2 and 3 threads (each
matrix is computed by one thread), and matches jax.jit (LAPACK) on a batch large enough to
be split."""

import numpy as np
import pytest

import stablehlo_cc
from jax_oracle import x64
from random_inputs import standard_normal

jax = pytest.importorskip("jax")
jnp = jax.numpy
jsl = pytest.importorskip("jax.scipy.linalg")


def _spd(a):
    n = a.shape[-1]
    return a @ jnp.conj(jnp.swapaxes(a, -1, -2)) + n * jnp.eye(n, dtype=a.dtype)


def _sym(a):
    return a + jnp.conj(jnp.swapaxes(a, -1, -2))


def _geqrf(a):
    from jax._src.lax.linalg import geqrf  # (not public; what jnp.linalg.qr calls)
    return geqrf(a)


def _power_sums(w):  # eigenvalues in any order: sum w, sum w^2 per matrix
    return [w.sum(-1), (w * w).sum(-1)]


# name: (function, the results compared with jax.jit's: those independent of LAPACK's
# choices that the native tests check in detail, such as vectors' signs and eigenvalues'
# order)
FUNCTIONS = {
    "lu": (lambda a: jax.lax.linalg.lu(a), list),
    "inv": (jnp.linalg.inv, list),
    "cholesky": (lambda a: jnp.linalg.cholesky(_spd(a)), list),
    "qr": (lambda a: jnp.linalg.qr(a), list),
    "qr_pivoted": (lambda a: jsl.qr(a, pivoting=True), list),
    # Q^T c for the reflectors of a's QR and c = a itself (the product the solvers take)
    "ormqr": (lambda a: jax.lax.linalg.ormqr(*_geqrf(a), a, left=True, transpose=True), list),
    "hessenberg": (jsl.hessenberg, list),
    "tridiagonal": (lambda a: jax.lax.linalg.tridiagonal(_sym(a), lower=False), list),
    "svd": (lambda a: jnp.linalg.svd(a, full_matrices=False), lambda r: r[1:2]),
    "svdvals": (lambda a: jnp.linalg.svd(a, compute_uv=False), list),
    "eigvals": (jnp.linalg.eigvals, lambda r: _power_sums(r[0])),
    "schur": (jsl.schur, lambda r: _power_sums(np.diagonal(r[0], axis1=-2, axis2=-1))),
}


def _threads(fn, a):
    jitted = jax.jit(fn)
    exe = stablehlo_cc.compile(jitted.lower(a), cache=False)
    results = []
    for threads in (1, 2, 3):
        exe.num_threads = threads
        out = exe(a)
        results.append([np.asarray(r) for r in (out if isinstance(out, (tuple, list)) else
                                                [out])])
    for other in results[1:]:
        for x, y in zip(results[0], other):
            assert x.tobytes() == y.tobytes()
    want = jitted(a)
    want = [np.asarray(w) for w in (want if isinstance(want, (tuple, list)) else [want])]
    return results[0], want


@pytest.mark.parametrize("name", sorted(FUNCTIONS))
@pytest.mark.parametrize("shape, dtype", [((300, 8, 8), np.float32),
                                          ((24, 24, 24), np.complex128)])
def test_batch_bit_identical_across_threads(name, shape, dtype):
    a = standard_normal(shape, dtype, seed=shape[0])
    fn, compared = FUNCTIONS[name]
    with x64():
        ours, want = _threads(fn, a)
    tol = 2e-3 if dtype == np.float32 else 1e-8
    for o, w in zip(compared(ours), compared(want)):
        scale = max(np.abs(w).max(), 1.0)
        np.testing.assert_allclose(o, w, rtol=tol, atol=tol * scale)
