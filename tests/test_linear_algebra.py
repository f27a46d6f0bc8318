"""stablehlo.cholesky and stablehlo.triangular_solve: interpreter tests, the spec example,
numpy/scipy on random batches, and JAX programs (exported for TPU, where JAX emits these ops)
compared with jax.jit on this CPU (which uses LAPACK)."""

import itertools

import numpy as np
import pytest

import stablehlo_cc
from interpreter_cases import available, cases, check_case

jax = pytest.importorskip("jax")
scipy_linalg = pytest.importorskip("scipy.linalg")
jnp = jax.numpy

_ELEM = {np.float32: "f32", np.float64: "f64", np.complex64: "complex<f32>",
         np.complex128: "complex<f64>"}


def _ty(shape, dtype):
    return f"tensor<{'x'.join(map(str, shape))}x{_ELEM[dtype]}>"


@pytest.mark.skipif(not available("triangular_solve"), reason="interpreter tests not present")
@pytest.mark.parametrize("case", cases("triangular_solve") if available("triangular_solve")
                         else [], ids=lambda c: c.name)
def test_triangular_solve_interpreter(case):
    check_case(case, stablehlo_cc.compile)


def _hpd(shape, dtype, rng):
    a = rng.standard_normal(shape)
    if np.dtype(dtype).kind == "c":
        a = a + 1j * rng.standard_normal(shape)
    return (a @ np.conj(np.swapaxes(a, -1, -2)) + shape[-1] * np.eye(shape[-1])).astype(dtype)


def _cholesky_program(shape, dtype, lower):
    t = _ty(shape, dtype)
    return f"""func.func @main(%a: {t}) -> {t} {{
  %r = "stablehlo.cholesky"(%a) {{lower = {str(lower).lower()}}} : ({t}) -> {t}
  return %r : {t}
}}"""


def test_cholesky_spec_example():
    a = np.array([[1.0, 2.0, 3.0], [2.0, 20.0, 26.0], [3.0, 26.0, 70.0]], np.float32)
    got = stablehlo_cc.compile(_cholesky_program((3, 3), np.float32, True))(a)
    np.testing.assert_allclose(got, [[1, 0, 0], [2, 4, 0], [3, 5, 6]], rtol=1e-6)


@pytest.mark.parametrize("lower", [True, False])
@pytest.mark.parametrize("shape,dtype", [((5, 5), np.float32), ((2, 3, 6, 6), np.float64),
                                         ((4, 4), np.complex64), ((2, 3, 3), np.complex128),
                                         ((40, 40), np.float32)])
def test_cholesky_matches_numpy(shape, dtype, lower):
    rng = np.random.default_rng(0)
    a = _hpd(shape, dtype, rng)
    # The triangle the op must not read holds garbage.
    junk = np.triu(np.full(shape[-2:], 7.5), 1)
    a_in = a + (junk if lower else junk.T)
    got = stablehlo_cc.compile(_cholesky_program(shape, dtype, lower))(a_in.astype(dtype))
    wide = np.complex128 if np.dtype(dtype).kind == "c" else np.float64
    want = np.linalg.cholesky(a.astype(wide))
    if not lower:
        want = np.conj(np.swapaxes(want, -1, -2))
    tol = 1e-5 if dtype in (np.float32, np.complex64) else 1e-12
    np.testing.assert_allclose(got, want, rtol=tol, atol=tol * np.abs(want).max())


def _solve_program(ashape, bshape, dtype, left, lower, unit, trans):
    ta, tb = _ty(ashape, dtype), _ty(bshape, dtype)
    return f"""func.func @main(%a: {ta}, %b: {tb}) -> {tb} {{
  %r = "stablehlo.triangular_solve"(%a, %b) {{left_side = {str(left).lower()},
        lower = {str(lower).lower()}, unit_diagonal = {str(unit).lower()},
        transpose_a = #stablehlo<transpose {trans}>}} : ({ta}, {tb}) -> {tb}
  return %r : {tb}
}}"""


def _solve_reference(a, b, left, lower, unit, trans):
    """numpy, on one matrix: the effective op(A) built explicitly, then a dense solve."""
    t = np.tril(a) if lower else np.triu(a)
    if unit:
        np.fill_diagonal(t, 1.0)
    op = {"NO_TRANSPOSE": t, "TRANSPOSE": t.T, "ADJOINT": np.conj(t.T)}[trans]
    return np.linalg.solve(op, b) if left else np.linalg.solve(op.T, b.T).T


@pytest.mark.parametrize("left,lower,unit,trans", list(itertools.product(
    [True, False], [True, False], [True, False], ["NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"])))
def test_triangular_solve_all_variants_batched(left, lower, unit, trans):
    rng = np.random.default_rng(1)
    dtype = np.complex64 if trans == "ADJOINT" else np.float64
    n, m = 5, 3
    a = rng.standard_normal((2, n, n)) + 4 * np.eye(n)
    if np.dtype(dtype).kind == "c":
        a = a + 1j * rng.standard_normal((2, n, n))
    b = rng.standard_normal((2, n, m) if left else (2, m, n))
    a, b = a.astype(dtype), b.astype(dtype)
    got = stablehlo_cc.compile(_solve_program(a.shape, b.shape, dtype, left, lower, unit,
                                              trans))(a, b)
    wide = np.complex128 if np.dtype(dtype).kind == "c" else np.float64
    for i in range(2):
        want = _solve_reference(a[i].astype(wide), b[i].astype(wide), left, lower, unit, trans)
        tol = 1e-5 if dtype == np.complex64 else 1e-12
        np.testing.assert_allclose(got[i], want, rtol=tol, atol=tol)


def _tpu_program(fn, *args):
    """JAX's own StableHLO for `fn` as lowered for TPU (on CPU JAX calls LAPACK instead)."""
    return jax.export.export(jax.jit(fn), platforms=["tpu"])(*args)


def test_jax_cholesky_and_solve_triangular_programs():
    rng = np.random.default_rng(2)
    a = _hpd((3, 8, 8), np.float32, rng)
    b = rng.standard_normal((3, 8, 2)).astype(np.float32)

    def fn(a, b):
        c = jnp.linalg.cholesky(a)
        y = jax.scipy.linalg.solve_triangular(c, b, lower=True)
        return c, y, jax.scipy.linalg.solve_triangular(c, y, lower=True, trans="T")

    exported = _tpu_program(fn, a, b)
    assert "stablehlo.cholesky" in exported.mlir_module()
    ours = stablehlo_cc.compile(exported)(a, b)
    want = jax.jit(fn)(a, b)
    for o, w in zip(ours, want):
        np.testing.assert_allclose(o, np.asarray(w), rtol=1e-4, atol=1e-5)
    # and they solve the system
    np.testing.assert_allclose(np.einsum("bij,bjk->bik", a, ours[2]), b, rtol=1e-3, atol=1e-3)


def test_scipy_cho_solve_via_jax_float64():
    rng = np.random.default_rng(3)
    with jax.enable_x64(True):
        a = _hpd((6, 6), np.float64, rng)
        b = rng.standard_normal((6,))
        fn = lambda a, b: jax.scipy.linalg.cho_solve(jax.scipy.linalg.cho_factor(a), b)  # noqa
        ours = stablehlo_cc.compile(_tpu_program(fn, a, b))(a, b)
        np.testing.assert_allclose(ours, scipy_linalg.solve(a, b), rtol=1e-10)


@pytest.mark.parametrize("elem", ["f8E4M3FN", "f8E5M2", "f6E3M2FN", "f4E2M1FN"])
def test_small_float_cholesky_and_solve_round_once(elem):
    """f8/f6/f4 matrices are factored and solved in f32, each result rounded once: the
    answer is numpy's f64 one rounded to the type."""
    from stablehlo_cc.types import numpy_dtype

    dt = numpy_dtype(elem)
    a = np.array([[4.0, 2.0, 1.0], [2.0, 5.0, 1.5], [1.0, 1.5, 6.0]]).astype(dt)
    t = f"tensor<3x3x{elem}>"
    chol = stablehlo_cc.compile(f"""func.func @main(%a: {t}) -> {t} {{
  %r = "stablehlo.cholesky"(%a) {{lower = true}} : ({t}) -> {t}
  return %r : {t}
}}""")(a)
    want = np.linalg.cholesky(a.astype(np.float64)).astype(dt)
    low = np.tri(3, dtype=bool)  # the other triangle is implementation-defined
    np.testing.assert_array_equal(chol.astype(np.float64)[low], want.astype(np.float64)[low])
    b = np.array([[1.0, -2.0], [3.0, 0.5], [-1.0, 2.0]]).astype(dt)
    tb = f"tensor<3x2x{elem}>"
    x = stablehlo_cc.compile(f"""func.func @main(%a: {t}, %b: {tb}) -> {tb} {{
  %r = "stablehlo.triangular_solve"(%a, %b) {{left_side = true, lower = true,
       unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>}}
       : ({t}, {tb}) -> {tb}
  return %r : {tb}
}}""")(a, b)
    want = scipy_linalg.solve_triangular(np.tril(a.astype(np.float64)), b.astype(np.float64),
                                         lower=True).astype(dt)
    np.testing.assert_array_equal(x.astype(np.float64), want.astype(np.float64))
