"""Complex x real dot_general as one real product (rules/_complex_real_dot.py): complex64 and
complex128 against a complex128 numpy product and jax.jit, the real operand on either side,
matrix-vector and vector-matrix products, few rows or columns, batch dimensions, transposed
operands, real sources of other types (f16, int32, f64 into complex64), and the products
it leaves (a complex matrix times a real vector: too little reuse)."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc


pytestmark = pytest.mark.usefixtures("jax_x64")  # 64-bit types: conftest.py


def _complex(rng, shape, dtype):
    return (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(dtype)


def _real(rng, shape, dtype):
    if np.issubdtype(dtype, np.integer):
        return rng.integers(-8, 8, shape).astype(dtype)
    return rng.standard_normal(shape).astype(dtype)


def _check(fn, reference, x, y):
    got = np.asarray(stablehlo_cc.compile(jax.jit(fn).lower(x, y), cache=False)(x, y))
    jitted = np.asarray(jax.jit(fn)(x, y))
    want = reference(*[np.asarray(a).astype(np.complex128) for a in (x, y)])
    assert got.dtype == jitted.dtype and got.shape == want.shape == jitted.shape
    eps = np.finfo(got.real.dtype).eps
    scale = max(np.abs(want).max(), 1e-300)
    assert np.abs(got - want).max() <= 64 * eps * scale
    assert np.abs(got - jitted).max() <= 64 * eps * scale


def matmul(x, y):
    return x @ y


# name: (lhs shape, rhs shape, which operand is real, function (jax and numpy alike))
CASES = {
    "cxr": ((48, 40), (40, 56), 1, matmul),
    "rxc": ((48, 40), (40, 56), 0, matmul),
    "rxc_mat_vec": ((64, 48), (48,), 0, matmul),
    "cxr_vec_mat": ((48,), (48, 64), 1, matmul),
    "rxc_vec_mat": ((48,), (48, 64), 0, matmul),
    "cxr_rows_1": ((1, 64), (64, 32), 1, matmul),
    "cxr_rows_3": ((3, 64), (64, 32), 1, matmul),
    "cxr_rows_8": ((8, 64), (64, 32), 1, matmul),
    "rxc_rows_2": ((2, 64), (64, 32), 0, matmul),
    "rxc_columns_4": ((64, 96), (96, 4), 0, matmul),
    "cxr_columns_2": ((64, 96), (96, 2), 1, matmul),
    "cxr_batched": ((4, 24, 32), (4, 32, 16), 1, matmul),
    "rxc_batched_mat_vec": ((6, 32, 40), (6, 40, 1), 0, matmul),
    "rxc_batch_inner": ((20, 3, 16), (3, 16, 24), 0,
                        lambda x, y: (jnp if isinstance(x, jax.Array) else np).einsum(
                            "ibj,bjk->bik", x, y)),
    "cxr_real_transposed": ((40, 48), (56, 48), 1, lambda x, y: x @ y.T),
    "rxc_real_transposed": ((48, 40), (48, 56), 0, lambda x, y: x.T @ y),
    "cxr_complex_transposed": ((48, 40), (48, 56), 1, lambda x, y: x.T @ y),
    "rxc_complex_transposed": ((40, 48), (56, 48), 0, lambda x, y: x @ y.T),
    "cxr_mat_vec_kept": ((64, 48), (48,), 1, matmul),
}


@pytest.mark.parametrize("dtype", [np.complex64, np.complex128])
@pytest.mark.parametrize("case", sorted(CASES))
def test_against_numpy(case, dtype):
    rng = np.random.default_rng(sorted(CASES).index(case))
    lhs_shape, rhs_shape, real_side, fn = CASES[case]
    part = np.float32 if dtype == np.complex64 else np.float64
    shapes = [lhs_shape, rhs_shape]
    args = [_real(rng, s, part) if i == real_side else _complex(rng, s, dtype)
            for i, s in enumerate(shapes)]
    _check(fn, fn, *args)


@pytest.mark.parametrize("real_dtype", [np.float16, np.int32, np.float64])
def test_other_real_types(real_dtype):
    """A real operand of another type is converted to the complex operand's part type, as the
    convert to complex did (jnp promotes f16 and int32 with complex64 to complex64)."""
    rng = np.random.default_rng(3)
    x = _complex(rng, (32, 48), np.complex64)
    w = _real(rng, (48, 24), real_dtype)
    _check(matmul, matmul, x, w)
    _check(matmul, matmul, _real(rng, (24, 32), real_dtype), x)


def _dots(fn, *args):
    text = stablehlo_cc.compile(jax.jit(fn).lower(*args), emit="stablehlo", cache=False)
    return [line for line in text.splitlines() if "dot_general" in line]


def test_one_real_product():
    """Complex x real is one real dot whose complex operand gains a leading part dimension;
    a complex matrix times a real vector is not (each element of the complex operand is used
    once: stacking its parts would be a second pass over it) but one real dot on the complex
    matrix viewed as real numbers, read in place (_complex_view_dot.py)."""
    x = np.zeros((64, 64), np.complex64)
    w = np.zeros((64, 64), np.float32)
    v = np.zeros((64,), np.float32)
    for fn, args in [(matmul, (x, w)), (matmul, (w, x)), (matmul, (x[0], w)), (matmul, (w, x[0]))]:
        dots = _dots(fn, *args)
        assert len(dots) == 1 and "complex" not in dots[0] and "2x64" in dots[0], dots
    for args in [(x, v), (v, x)]:
        dots = _dots(matmul, *args)
        assert len(dots) == 1 and "complex" not in dots[0] and "64x64x2xf32" in dots[0], dots
