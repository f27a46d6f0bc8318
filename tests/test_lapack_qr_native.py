"""jnp.linalg.qr's LAPACK custom calls (`?geqrf`, `?orgqr` / `?ungqr`) in native C
(contract/native/lapack_qr.c) against jax.jit, which runs LAPACK: every output (Q and R, and
the raw compact storage a' and tau of geqrf, Q from householder_product), all four element
types, tall / wide / square, batches, zero and NaN matrices."""

import numpy as np
import pytest

from jax_oracle import assert_close_to_scale, in_precision_of, run_both, x64
from random_inputs import standard_normal

jax = pytest.importorskip("jax")
jnp = jax.numpy
from jax._src.lax.linalg import geqrf, householder_product  # noqa: E402

_DTYPES = [np.float32, np.float64, np.complex64, np.complex128]
_EPS = {np.float32: 1.2e-7, np.float64: 2.3e-16, np.complex64: 1.2e-7, np.complex128: 2.3e-16}


_general = standard_normal


def _compare(fn, a, tol):
    assert_close_to_scale(fn, a, tol=tol)


_run = in_precision_of


@pytest.mark.parametrize("dtype", _DTYPES)
@pytest.mark.parametrize("shape", [(1, 1), (3, 2), (2, 3), (64, 64), (200, 120), (120, 200),
                                   (4, 5, 3), (2, 3, 4, 4)])
def test_qr_sizes(shape, dtype):
    tol = 2000 * _EPS[dtype] * max(shape[-2:])

    def go():
        a = _general(shape, dtype, seed=sum(shape))
        _compare(lambda x: jnp.linalg.qr(x), a, tol)
        _compare(geqrf, a, tol)
    _run(dtype, go)


@pytest.mark.parametrize("dtype", _DTYPES)
def test_qr_complete_and_householder_product(dtype):
    def go():
        a = _general((7, 4), dtype, seed=3)
        _compare(lambda x: jnp.linalg.qr(x, mode="complete"), a, 1e-4)
        packed, taus = jax.jit(geqrf)(a)
        ours, want = run_both(householder_product, np.asarray(packed), np.asarray(taus))
        np.testing.assert_allclose(ours[0], want[0], rtol=1e-4, atol=1e-4)
    _run(dtype, go)


@pytest.mark.parametrize("dtype", [np.float32, np.complex128])
def test_qr_512(dtype):
    _run(dtype, lambda: _compare(lambda x: jnp.linalg.qr(x), _general((512, 512), dtype),
                                 1e-3 if dtype == np.float32 else 1e-9))


@pytest.mark.parametrize("dtype", _DTYPES)
def test_qr_zero_and_nan(dtype):
    def go():
        _compare(lambda x: jnp.linalg.qr(x), np.zeros((4, 3), dtype), 0)
        _compare(geqrf, np.zeros((3, 5), dtype), 0)
        _compare(lambda x: jnp.linalg.qr(x), np.full((3, 3), np.nan, dtype), 0)
        a = _general((5, 4), dtype)
        a[2, 3] = np.nan          # the last column: the first three steps stay finite
        _compare(geqrf, a, 1e-4)
    _run(dtype, go)


def test_qr_rank_deficient_column_gives_tau_zero():
    a = _general((6, 4), np.float64)
    a[2:, 1] = 0.0
    a[1:, 0] = 0.0
    with x64():
        _compare(geqrf, a, 1e-12)


def test_library_runs_from_ctypes(tmp_path):
    """A `.so` built with jnp.linalg.qr carries the native routines (Q R = A, Q^T Q = I)."""
    import ctypes

    import stablehlo_cc
    a = _general((2, 7, 5), np.float32, seed=4)
    so = tmp_path / "qr.so"
    stablehlo_cc.build_library(jax.jit(jnp.linalg.qr).lower(a).as_text(), str(so), prefix="m")
    lib = ctypes.CDLL(str(so))
    q, r = np.empty((2, 7, 5), np.float32), np.empty((2, 5, 5), np.float32)
    ptr = lambda x: x.ctypes.data_as(ctypes.c_void_p)  # noqa: E731
    assert lib.m_main(ptr(a), ptr(q), ptr(r)) == 0
    np.testing.assert_allclose(q @ r, a, atol=1e-5)
    np.testing.assert_allclose(np.swapaxes(q, -1, -2) @ q, np.broadcast_to(np.eye(5), (2, 5, 5)),
                               atol=1e-5)


@pytest.mark.parametrize("dtype", _DTYPES)
@pytest.mark.parametrize("shape", [(1, 1), (3, 2), (2, 3), (64, 64), (200, 120), (120, 200),
                                   (3, 6, 4)])
def test_pivoted_qr(shape, dtype):
    """geqp3 (contract/native/lapack_geqp3.c): R, Q and the permutation as LAPACK's."""
    import jax.scipy.linalg as jsl
    tol = 2000 * _EPS[dtype] * max(shape[-2:])

    def go():
        a = _general(shape, dtype, seed=7 + sum(shape))
        _compare(lambda x: jsl.qr(x, pivoting=True, mode="economic"), a, tol)
    _run(dtype, go)


@pytest.mark.parametrize("dtype", _DTYPES)
def test_pivoted_qr_zero_nan_and_512(dtype):
    import jax.scipy.linalg as jsl
    fn = lambda x: jsl.qr(x, pivoting=True, mode="economic")  # noqa: E731

    def go():
        _compare(fn, np.zeros((4, 3), dtype), 0)
        _compare(fn, np.full((3, 3), np.nan, dtype), 0)
        if dtype in (np.float64, np.complex128):
            _compare(fn, _general((512, 512), dtype, seed=2), 1e-9)
    _run(dtype, go)


@pytest.mark.parametrize("scale", [1e200, 1e-200])
def test_qr_huge_and_tiny_scales(scale):
    """Norms whose squares over- or underflow are rescaled (by a power of two), as dnrm2.
    (Not subnormal inputs: jax.jit's LAPACK runs with denormals flushed to zero.)"""
    a = _general((6, 4), np.float64, seed=11) * scale
    with x64():
        _compare(lambda x: jnp.linalg.qr(x), a, 1e-12)
        _compare(geqrf, a, 1e-12)
        _compare(lambda x: jax.scipy.linalg.qr(x, pivoting=True, mode="economic"), a, 1e-12)
