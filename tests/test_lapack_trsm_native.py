"""stablehlo.triangular_solve and jaxlib's `lapack_?trsm_ffi` in native C
(contract/native/lapack_trsm.c, the rule rules/_triangular_solve.py) against jax.jit
(LAPACK's ?trsm): every side / triangle / transpose / unit-diagonal case in every type,
sizes across the C code's row blocks, non-square right-hand sides, 512, batches (also ones
that run on the thread pool), the unread triangle full of NaN, and a `.so` called through
ctypes."""

import itertools

import numpy as np
import pytest

from jax_oracle import run_both, x64
from random_inputs import standard_normal

jax = pytest.importorskip("jax")
lax = jax.lax

TYPES = [np.float32, np.float64, np.complex64, np.complex128]
CASES = list(itertools.product([True, False], [True, False], [0, 1, 2], [False, True]))


def _triangle(shape, dtype, lower, unit, seed):
    """A well-conditioned triangle: small off-diagonal entries, diagonal near +-2; the other
    triangle (and the diagonal when unit) NaN, which the solve must not read."""
    k = shape[-1]
    a = standard_normal(shape, dtype, seed=seed) * (0.5 / np.sqrt(max(k, 1)))
    eye = np.eye(k, dtype=bool)
    signs = np.where(np.arange(k) % 3 == 0, -1, 1)
    a = np.where(eye, (2 + 0.1 * np.abs(a)) * signs, a).astype(dtype)
    keep = np.tril(np.ones((k, k), bool)) if lower else np.triu(np.ones((k, k), bool))
    if unit:
        keep &= ~eye
    return np.where(keep, a, np.nan).astype(dtype)


def _check(a, b, left, lower, trans, unit):
    tol = 2e-5 if a.dtype in (np.float32, np.complex64) else 1e-12

    def fn(a, b):
        return lax.linalg.triangular_solve(a, b, left_side=left, lower=lower,
                                           transpose_a=trans > 0, conjugate_a=trans == 2,
                                           unit_diagonal=unit)

    ours, want = run_both(fn, a, b)
    x, x_w = np.asarray(ours[0]), np.asarray(want[0])
    assert x.shape == x_w.shape and x.dtype == x_w.dtype
    assert np.isfinite(x_w).all()
    scale = np.abs(x_w).max() if x_w.size else 1.0
    np.testing.assert_allclose(x, x_w, rtol=tol, atol=tol * scale)


def _operands(lead, k, other, dtype, left, lower, unit, seed):
    a = _triangle(lead + (k, k), dtype, lower, unit, seed)
    b = standard_normal(lead + ((k, other) if left else (other, k)), dtype, seed=seed + 1)
    return a, b


@pytest.mark.parametrize("dtype", TYPES)
@pytest.mark.parametrize("left,lower,trans,unit", CASES)
def test_every_case_matches_lapack(left, lower, trans, unit, dtype):
    with x64():
        # 45 rows: a whole block of 32 and a part one; a batch of 2; 3 right-hand sides
        # (the C code's solve for few of them) and 40 (the blocked row-major one)
        for other in (3, 40):
            _check(*_operands((2,), 45, other, dtype, left, lower, unit,
                              seed=trans + 3 * unit), left, lower, trans, unit)


@pytest.mark.parametrize("dtype", TYPES)
@pytest.mark.parametrize("k,other", [(1, 1), (1, 5), (2, 1), (3, 40), (32, 32), (33, 1),
                                     (64, 17), (100, 100), (130, 3)])
def test_sizes(k, other, dtype):
    with x64():
        for left, lower, trans in [(True, True, 0), (True, False, 2), (False, False, 0),
                                   (False, True, 1)]:
            _check(*_operands((), k, other, dtype, left, lower, False, seed=k + other),
                   left, lower, trans, False)


@pytest.mark.parametrize("dtype", TYPES)
def test_512(dtype):
    with x64():
        for left, lower, trans, other in [(True, True, 0, 512), (True, False, 0, 1),
                                          (False, True, 2, 300)]:
            _check(*_operands((), 512, other, dtype, left, lower, False, seed=other),
                   left, lower, trans, False)


@pytest.mark.parametrize("dtype", [np.float32, np.complex128])
def test_batches_on_the_pool(dtype):
    # 3 x 40 matrices of 24 x 24 with 24 right-hand sides: worth a parallel region
    with x64():
        _check(*_operands((3, 40), 24, 24, dtype, True, False, True, seed=4),
               True, False, 1, True)


@pytest.mark.parametrize("shape", [((0, 4, 4), (0, 4, 2)), ((3, 0, 0), (3, 0, 5)),
                                   ((2, 5, 5), (2, 5, 0))])
def test_empty(shape):
    a, b = np.ones(shape[0], np.float32), np.ones(shape[1], np.float32)
    ours, want = run_both(lambda a, b: lax.linalg.triangular_solve(a, b, left_side=True), a, b)
    assert np.asarray(ours[0]).shape == np.asarray(want[0]).shape


def test_hand_written_op_runs_native():
    """stablehlo.triangular_solve written as an op (not jaxlib's custom call) takes the same
    C routine: a right-side upper adjoint solve in complex<f64> against numpy."""
    import stablehlo_cc
    a = _triangle((2, 6, 6), np.complex128, False, False, 8)
    b = standard_normal((2, 3, 6), np.complex128, seed=9)
    text = """func.func @main(%a: tensor<2x6x6xcomplex<f64>>, %b: tensor<2x3x6xcomplex<f64>>)
    -> tensor<2x3x6xcomplex<f64>> {
  %r = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = false,
       unit_diagonal = false, transpose_a = #stablehlo<transpose ADJOINT>}
       : (tensor<2x6x6xcomplex<f64>>, tensor<2x3x6xcomplex<f64>>) -> tensor<2x3x6xcomplex<f64>>
  return %r : tensor<2x3x6xcomplex<f64>>
}"""
    x = np.asarray(stablehlo_cc.compile(text)(a, b))
    u = np.triu(np.nan_to_num(a, nan=0.0))
    want = np.linalg.solve(np.conj(u), np.swapaxes(b, 1, 2))  # x u^H = b <=> conj(u) x^T = b^T
    np.testing.assert_allclose(x, np.swapaxes(want, 1, 2), rtol=1e-12, atol=1e-12)


def test_library_runs_from_ctypes(tmp_path):
    """A `.so` with jax.scipy.linalg.solve_triangular carries the native trsm."""
    import ctypes

    import stablehlo_cc
    a = _triangle((50, 50), np.float32, False, False, 11)
    b = standard_normal((50, 3), np.float32, seed=12)
    fn = lambda a, b: jax.scipy.linalg.solve_triangular(a, b, lower=False)  # noqa: E731
    so = tmp_path / "trsm.so"
    stablehlo_cc.build_library(jax.jit(fn).lower(a, b).as_text(), str(so), prefix="m")
    lib = ctypes.CDLL(str(so))
    x = np.empty_like(b)
    ptr = lambda y: y.ctypes.data_as(ctypes.c_void_p)  # noqa: E731
    assert lib.m_main(ptr(a), ptr(b), ptr(x)) == 0
    u = np.triu(np.nan_to_num(a, nan=0.0)).astype(np.float64)
    np.testing.assert_allclose(x, np.linalg.solve(u, b), rtol=1e-4, atol=1e-5)
