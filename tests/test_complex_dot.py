"""Complex dot_general as four real products (rules/_complex_dot.py): complex64 and complex128
results against a complex128 numpy product (and jax.jit), with batch dimensions, transposed
operands, vectors (too little reuse to split: complex64 ones are _complex_view_dot.py's), parts
of very different magnitude, and elementwise producers and consumers around the product."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc



pytestmark = pytest.mark.usefixtures("jax_x64")  # 64-bit types: conftest.py


def _complex(rng, shape, dtype, re_scale=1.0, im_scale=1.0):
    re = rng.standard_normal(shape) * re_scale
    im = rng.standard_normal(shape) * im_scale
    return (re + 1j * im).astype(dtype)


def _check(fn, *args, reference):
    got = np.asarray(stablehlo_cc.compile(jax.jit(fn).lower(*args), cache=False)(*args))
    want = reference(*[a.astype(np.complex128) for a in args])
    jitted = np.asarray(jax.jit(fn)(*args))
    assert got.dtype == jitted.dtype and got.shape == want.shape
    eps = np.finfo(args[0].real.dtype).eps
    scale = max(np.abs(want).max(), 1e-300)
    # Both parts are judged against the scale of the whole result, as XLA's kernels are.
    assert np.abs(got - want).max() <= 64 * eps * scale
    assert np.abs(got - jitted).max() <= 64 * eps * scale


CASES = {
    "square": ((48, 48), (48, 48), lambda x, y: x @ y),
    "rect": ((64, 40), (40, 72), lambda x, y: x @ y),
    "lhs_t": ((40, 64), (40, 72), lambda x, y: x.T @ y),  # contracting dim first
    "rhs_t": ((64, 40), (72, 40), lambda x, y: x @ y.T),
    "batched": ((4, 32, 24), (4, 24, 40), lambda x, y: x @ y),
    "batch_inner": ((32, 4, 24), (4, 24, 40), lambda x, y: jnp.einsum("ibj,bjk->bik", x, y)),
    "two_contracting": ((16, 6, 8), (6, 8, 20), lambda x, y: jnp.einsum("iab,abk->ik", x, y)),
    "mat_vec": ((64, 48), (48,), lambda x, y: x @ y),
    "vec_mat": ((48,), (48, 64), lambda x, y: x @ y),
    "thin": ((96, 64), (64, 4), lambda x, y: x @ y),
    "conj_scaled": ((48, 32), (32, 40), lambda x, y: jnp.conj(x) @ y * 2),
    "shifted_abs": ((48, 32), (32, 40), lambda x, y: jnp.abs((x + 1j) @ jnp.exp(y / 4))),
}

REFERENCE = {
    "conj_scaled": lambda x, y: np.conj(x) @ y * 2,
    "shifted_abs": lambda x, y: np.abs((x + 1j) @ np.exp(y / 4)),
    "batch_inner": lambda x, y: np.einsum("ibj,bjk->bik", x, y),
    "two_contracting": lambda x, y: np.einsum("iab,abk->ik", x, y),
    "lhs_t": lambda x, y: x.T @ y,
    "rhs_t": lambda x, y: x @ y.T,
}


@pytest.mark.parametrize("dtype", [np.complex64, np.complex128])
@pytest.mark.parametrize("case", sorted(CASES))
def test_against_numpy(case, dtype):
    rng = np.random.default_rng(sorted(CASES).index(case))
    lhs_shape, rhs_shape, fn = CASES[case]
    x, y = _complex(rng, lhs_shape, dtype), _complex(rng, rhs_shape, dtype)
    _check(fn, x, y, reference=REFERENCE.get(case, lambda x, y: x @ y))


@pytest.mark.parametrize("dtype", [np.complex64, np.complex128])
def test_parts_of_different_magnitude(dtype):
    """Real parts 1e3, imaginary 1e-3: the imaginary part of the product stays accurate to the
    scale of its own terms (Gauss's three-product form would lose it)."""
    rng = np.random.default_rng(7)
    x = _complex(rng, (64, 64), dtype, 1e3, 1e-3)
    y = _complex(rng, (64, 64), dtype, 1e3, 1e-3)
    got = np.asarray(stablehlo_cc.compile(jax.jit(lambda a, b: a @ b).lower(x, y),
                                          cache=False)(x, y))
    want = x.astype(np.complex128) @ y.astype(np.complex128)
    eps = np.finfo(x.real.dtype).eps
    im_terms = np.abs(x.real) @ np.abs(y.imag) + np.abs(x.imag) @ np.abs(y.real)
    assert np.all(np.abs(got.imag - want.imag) <= 64 * eps * im_terms)


def test_split_into_real_products():
    """A large product is four real dots; a complex64 matrix-vector product is one real dot on
    the matrix viewed as real numbers (_complex_view_dot.py); a complex128 one stays one
    complex dot."""
    x = np.zeros((64, 64), np.complex64)
    v = np.zeros((64,), np.complex64)
    split = stablehlo_cc.compile(jax.jit(lambda a, b: a @ b).lower(x, x), emit="stablehlo",
                                 cache=False)
    dots = [line for line in split.splitlines() if "dot_general" in line]
    assert len(dots) == 4 and not any("complex" in line for line in dots)
    viewed = stablehlo_cc.compile(jax.jit(lambda a, b: a @ b).lower(x, v), emit="stablehlo",
                                  cache=False)
    dots = [line for line in viewed.splitlines() if "dot_general" in line]
    assert len(dots) == 1 and "complex" not in dots[0] and "64x64x2xf32" in dots[0]
    x, v = x.astype(np.complex128), v.astype(np.complex128)
    kept = stablehlo_cc.compile(jax.jit(lambda a, b: a @ b).lower(x, v), emit="stablehlo",
                                cache=False)
    dots = [line for line in kept.splitlines() if "dot_general" in line]
    assert len(dots) == 1 and "complex" in dots[0]
