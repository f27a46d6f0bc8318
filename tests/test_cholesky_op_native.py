"""stablehlo.cholesky as an op (not jaxlib's custom call) on f32 / f64 / complex: the native
potrf (rules/_cholesky_native.py) against jax.jit's jnp.linalg.cholesky (LAPACK), lower and
upper, batched, 512; the other triangle zero; NaN all over for a matrix that is not positive
definite, in its triangle (as jax gives)."""

import numpy as np
import pytest

import stablehlo_cc
from jax_oracle import x64
from random_inputs import standard_normal

jax = pytest.importorskip("jax")
jnp = jax.numpy

_ELEM = {np.float32: "f32", np.float64: "f64", np.complex64: "complex<f32>",
         np.complex128: "complex<f64>"}


def _program(shape, dtype, lower):
    t = f"tensor<{'x'.join(map(str, shape))}x{_ELEM[dtype]}>"
    return (f"func.func @main(%a: {t}) -> {t} {{\n  %0 = stablehlo.cholesky %a, lower = "
            f"{'true' if lower else 'false'} : {t}\n  return %0 : {t}\n}}")


def _hpd(shape, dtype, seed):
    x = standard_normal(shape, dtype, seed=seed)
    n = shape[-1]
    return (x @ np.conj(np.swapaxes(x, -1, -2)) / n + np.eye(n)).astype(dtype)


_CASES = [(shape, dtype) for shape in [(1, 1), (7, 7), (3, 40, 40)] for dtype in _ELEM] + [
    ((512, 512), np.float32), ((512, 512), np.complex128)]


@pytest.mark.parametrize("shape,dtype", _CASES)
@pytest.mark.parametrize("lower", [True, False])
def test_matches_jax(shape, dtype, lower):
    a = _hpd(shape, dtype, seed=shape[-1])
    with x64():
        want = np.asarray(jax.jit(jnp.linalg.cholesky)(a))  # lower, the upper part zero
    if not lower:
        want = np.conj(np.swapaxes(want, -1, -2))
    # the triangle the op must not read holds junk
    ones = np.ones(shape[-2:], bool)
    other = np.triu(ones, 1) if lower else np.tril(ones, -1)
    a_in = np.where(other, np.asarray(7.5, dtype), a).astype(dtype)
    got = np.asarray(stablehlo_cc.compile(_program(shape, dtype, lower))(a_in))
    tol = 1e-4 if dtype in (np.float32, np.complex64) else 1e-12
    np.testing.assert_allclose(got, want, rtol=tol, atol=tol * np.abs(want).max())
    assert not got[..., other].any()


@pytest.mark.parametrize("dtype", [np.float32, np.complex128])
def test_not_positive_definite_is_nan(dtype):
    a = _hpd((3, 6, 6), dtype, seed=1)
    a[1, 4, 4] = -50  # fails at column 4; the other two are fine
    got = np.asarray(stablehlo_cc.compile(_program((3, 6, 6), dtype, True))(a))
    with x64():
        want = np.asarray(jax.jit(jnp.linalg.cholesky)(a))
    np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
    assert np.isnan(got[1][np.tri(6, dtype=bool)]).all()
    np.testing.assert_allclose(got[[0, 2]], want[[0, 2]], rtol=1e-5, atol=1e-5)
