"""Complex64 products that reuse their operands little as one real product on the larger
operand read in place as real numbers (rules/_complex_view_dot.py, linalg/complex_views.py):
matrix-vector and vector-matrix products, a few rows or columns (1 to 8), batched
matrix-vector products, transposed operands (the larger operand's innermost dimension
contracted or free), a complex matrix times a real vector; against a complex128 numpy product
and jax.jit, complex128 alike (which keeps its loops); and the packed GEMM reading the complex
tensor itself (no copy of its parts)."""

import re

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc


pytestmark = pytest.mark.usefixtures("jax_x64")  # 64-bit types: conftest.py


def _complex(rng, shape, dtype):
    return (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(dtype)


def _einsum(spec):
    return lambda x, y: (jnp if isinstance(x, jax.Array) else np).einsum(spec, x, y)


def matmul(x, y):
    return x @ y


# name: (lhs shape, rhs shape, function (jax and numpy alike))
CASES = {
    "mat_vec": ((96, 80), (80,), matmul),
    "mat_vec_long": ((16, 1024), (1024,), matmul),
    "vec_mat": ((80,), (80, 96), matmul),
    "mat_vec_transposed": ((80, 96), (80,), lambda x, y: x.T @ y),
    "vec_mat_transposed": ((80,), (96, 80), lambda x, y: x @ y.T),
    "rows_1": ((1, 128), (128, 96), matmul),
    "rows_3": ((3, 128), (128, 96), matmul),
    "rows_8": ((8, 128), (128, 96), matmul),
    "columns_1": ((96, 128), (128, 1), matmul),
    "columns_2": ((96, 128), (128, 2), matmul),
    "columns_5": ((96, 128), (128, 5), matmul),
    "columns_8_transposed": ((96, 128), (8, 128), lambda x, y: x @ y.T),
    "rows_4_transposed": ((128, 4), (128, 96), lambda x, y: x.T @ y),
    "batched_mat_vec": ((6, 64, 48), (6, 48, 1), matmul),
    "batched_vec_mat": ((6, 1, 48), (6, 48, 64), matmul),
    "batch_inner": ((4, 64), (32, 4, 64), _einsum("bk,mbk->mb")),
    "two_contracting": ((40, 6, 8), (6, 8), _einsum("iab,ab->i")),
    "two_contracting_swapped": ((64, 6, 16), (16, 6), _einsum("iab,ba->i")),
    "vec_vec": ((64,), (64,), matmul),
    "tiny_kept": ((8, 8), (8,), matmul),
}


@pytest.mark.parametrize("dtype", [np.complex64, np.complex128])
@pytest.mark.parametrize("case", sorted(CASES))
def test_against_numpy(case, dtype):
    rng = np.random.default_rng(sorted(CASES).index(case))
    lhs_shape, rhs_shape, fn = CASES[case]
    x, y = _complex(rng, lhs_shape, dtype), _complex(rng, rhs_shape, dtype)
    _check(fn, x, y)


def _check(fn, x, y):
    got = np.asarray(stablehlo_cc.compile(jax.jit(fn).lower(x, y), cache=False)(x, y))
    jitted = np.asarray(jax.jit(fn)(x, y))
    want = fn(*[np.asarray(a).astype(np.complex128) for a in (x, y)])
    assert got.dtype == jitted.dtype and got.shape == want.shape == jitted.shape
    eps = np.finfo(got.real.dtype).eps
    scale = max(np.abs(want).max(), 1e-300)
    assert np.abs(got - want).max() <= 64 * eps * scale
    assert np.abs(got - jitted).max() <= 64 * eps * scale


@pytest.mark.parametrize("real_side", [0, 1])
def test_complex_matrix_real_vector(real_side):
    """A complex matrix times a real vector (converted to complex by JAX) is a viewed product
    too: rules/_complex_real_dot.py leaves it (each matrix element is used once)."""
    rng = np.random.default_rng(11)
    z = _complex(rng, (72, 64), np.complex64)
    v = rng.standard_normal(64 if real_side else 72).astype(np.float32)
    if real_side:
        _check(matmul, z, v)
    else:
        _check(matmul, v, z)


def _gemm_calls(fn, *args):
    text = stablehlo_cc.compile(jax.jit(fn).lower(*args), emit="bufferized", cache=False)
    return re.findall(r"call @(__shlo_native_gemm_\w+)\((%\w+)", text), text


@pytest.mark.parametrize("case", ["mat_vec", "vec_mat", "rows_3", "columns_2", "batched_mat_vec",
                                  "mat_vec_transposed"])
def test_reads_complex_operand_in_place(case):
    """The GEMM is called on the complex64 tensor itself: no pass makes its parts."""
    lhs_shape, rhs_shape, fn = CASES[case]
    x, y = np.zeros(lhs_shape, np.complex64), np.zeros(rhs_shape, np.complex64)
    calls, text = _gemm_calls(fn, x, y)
    assert len(calls) == 1 and "c64view" in calls[0][0], calls
    big = max(lhs_shape, rhs_shape, key=np.prod)
    view = "x".join(map(str, big)) + "x2xf32"
    assert view not in text  # (the concatenation of G's parts is gone)


@pytest.mark.parametrize("case", ["mat_vec", "vec_mat", "rows_3"])
def test_parts_of_different_magnitude(case):
    """Real parts 1e3, imaginary 1e-3: each part of the result stays accurate to the scale of
    its own terms (no difference of large products in either form)."""
    rng = np.random.default_rng(5)
    lhs_shape, rhs_shape, fn = CASES[case]

    def lopsided(shape):
        return (rng.standard_normal(shape) * 1e3 +
                1j * rng.standard_normal(shape) * 1e-3).astype(np.complex64)

    x, y = lopsided(lhs_shape), lopsided(rhs_shape)
    got = np.asarray(stablehlo_cc.compile(jax.jit(fn).lower(x, y), cache=False)(x, y))
    x64, y64 = x.astype(np.complex128), y.astype(np.complex128)
    want = fn(x64, y64)
    eps = np.finfo(np.float32).eps
    re_terms = fn(np.abs(x64.real), np.abs(y64.real)) + fn(np.abs(x64.imag), np.abs(y64.imag))
    im_terms = fn(np.abs(x64.real), np.abs(y64.imag)) + fn(np.abs(x64.imag), np.abs(y64.real))
    assert np.all(np.abs(got.real - want.real) <= 64 * eps * re_terms)
    assert np.all(np.abs(got.imag - want.imag) <= 64 * eps * im_terms)


@pytest.mark.parametrize("columns", [1, 4])
def test_complex_matrix_real_columns_in_place(columns):
    """A complex64 matrix times a few real columns reads the complex matrix in place (the
    real operand, converted to complex by JAX, is the small one); a real matrix times a
    complex vector is _complex_real_dot.py's (its real W is read once, as f32)."""
    z = np.zeros((96, 128), np.complex64)
    w = np.zeros((128, columns), np.float32)
    calls, _ = _gemm_calls(matmul, z, w)
    assert len(calls) == 1 and "c64view" in calls[0][0], calls
    calls, text = _gemm_calls(matmul, np.zeros((96, 128), np.float32), z[0, :])
    assert "c64view" not in text
