"""stablehlo.cholesky from order 128 on: f32, f64 and complex go to the native potrf
(rules/_cholesky_native.py); f16 keeps the blocked lowering of rules/linear_algebra.py (the
diagonal blocks by the column loop, the panels by triangular_solve, the trailing matrix by
one product each). Against numpy's Cholesky (f64) at sizes that cut into 4 blocks unevenly,
batched, complex, upper and lower; the other triangle zero."""

import numpy as np
import pytest

import stablehlo_cc

jax = pytest.importorskip("jax")
jnp = jax.numpy


def _spd(shape, dtype, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(shape)
    if np.issubdtype(dtype, np.complexfloating):
        x = x + 1j * rng.standard_normal(shape)
    n = shape[-1]
    return (x @ np.conj(np.swapaxes(x, -1, -2)) / n + np.eye(n)).astype(dtype)


def _program(shape, dtype, lower):
    elem = {np.float32: "f32", np.complex64: "complex<f32>", np.float64: "f64",
            np.float16: "f16"}[dtype]
    t = f"tensor<{'x'.join(map(str, shape))}x{elem}>"
    return (f"func.func @main(%a: {t}) -> {t} {{\n  %0 = stablehlo.cholesky %a, lower = "
            f"{'true' if lower else 'false'} : {t}\n  return %0 : {t}\n}}")


@pytest.mark.parametrize("shape,dtype,lower", [
    ((128, 128), np.float32, True), ((301, 301), np.float32, False),
    ((2, 160, 160), np.float32, True), ((192, 192), np.complex64, True),
    ((130, 130), np.float64, False), ((2, 140, 140), np.float16, False)])
def test_blocked_cholesky_matches_numpy(shape, dtype, lower):
    a = _spd(shape, dtype)
    got = np.asarray(stablehlo_cc.compile(_program(shape, dtype, lower), cache=False)(a))
    want = np.linalg.cholesky(a.astype(np.complex128 if np.iscomplexobj(a) else np.float64))
    if not lower:
        want = np.conj(np.swapaxes(want, -1, -2))
    tol = {np.float64: 1e-12, np.float16: 1e-2}.get(dtype, 2e-5)
    np.testing.assert_allclose(got, want, rtol=tol, atol=tol * np.abs(want).max())
    # the other triangle is zero, as the column loop leaves it
    ones = np.ones(shape[-2:], bool)
    other = np.triu(ones, 1) if lower else np.tril(ones, -1)
    assert not np.asarray(got)[..., other].any()


def test_jax_cholesky_of_a_real_size_matrix_through_lapack_potrf():
    a = _spd((512, 512), np.float32, seed=1)
    fn = jax.jit(jnp.linalg.cholesky)
    got = np.asarray(stablehlo_cc.compile(fn.lower(a), cache=False)(a))
    want = np.asarray(fn(a))
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4 * np.abs(want).max())
