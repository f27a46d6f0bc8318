"""Float max/min reductions and pooling follow IEEE-754 like StableHLO's `maximum`/`minimum`
(compiler/linalg/ieee_min_max.py): +0 is above -0 and NaN wins, at real sizes, bit for bit,
for any order of the signed zeros in a row. The oracle is the spec's rule applied in numpy
(numpy's and XLA:CPU's own max reductions order neither: XLA's also drops NaN)."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc

RNG = np.random.default_rng(11)


def _rows_with_zeros(shape, dtype):
    x = RNG.standard_normal(shape).astype(np.float32)
    x[0::4] = 0.0
    x[0::4, 1::2] = -0.0  # +0 first, then -0: the order that returned -0 for the max
    x[1::4] = -0.0
    x[1::4, 0::3] = 0.0
    x[2::4] = -np.abs(x[2::4])
    x[2::4, 7] = -0.0
    x[3::4, 5] = np.nan
    return x.astype(dtype)


def _ieee(x, reduce, axis):
    """IEEE-754 maximum/minimum over `axis`: NaN if any, else the extreme value, whose zero is
    +0 for the max when any +0 is there and -0 for the min when any -0 is there."""
    x = np.asarray(x, np.float32)
    is_max = reduce is jnp.max
    value = (np.max if is_max else np.min)(np.where(np.isnan(x), 0, x), axis=axis)
    zero_sign = np.any((x == 0) & (np.signbit(x) != is_max), axis=axis)
    value = np.where(value == 0, np.where(zero_sign, 0.0 if is_max else -0.0,
                                          -0.0 if is_max else 0.0), value)
    return np.where(np.any(np.isnan(x), axis=axis), np.nan, value).astype(np.float32)


def _same_bits(got, want):
    got, want = np.asarray(got), np.asarray(want)
    np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
    ok = ~np.isnan(want)
    np.testing.assert_array_equal(np.signbit(got[ok]), np.signbit(want[ok]))
    np.testing.assert_array_equal(got[ok], want[ok])


@pytest.mark.parametrize("dtype", [np.float32, jnp.bfloat16])
@pytest.mark.parametrize("reduce", [jnp.max, jnp.min])
@pytest.mark.parametrize("axis", [-1, 0])
def test_reductions_order_signed_zeros(dtype, reduce, axis):
    x = _rows_with_zeros((256, 1024), dtype)
    fn = lambda a: reduce(a, axis=axis)  # noqa: E731
    got = np.asarray(stablehlo_cc.compile(jax.jit(fn).lower(x))(x), np.float32)
    _same_bits(got, _ieee(x, reduce, axis))


def test_max_pooling_orders_signed_zeros():
    x = _rows_with_zeros((8 * 56, 56 * 64), np.float32).reshape(8, 56, 56, 64)
    fn = lambda a: jax.lax.reduce_window(a, -jnp.inf, jax.lax.max, (1, 2, 2, 1),  # noqa: E731
                                         (1, 2, 2, 1), "VALID")
    windows = x.reshape(8, 28, 2, 28, 2, 64).transpose(0, 1, 3, 5, 2, 4).reshape(
        8, 28, 28, 64, 4)
    _same_bits(stablehlo_cc.compile(jax.jit(fn).lower(x))(x), _ieee(windows, jnp.max, -1))


def test_softmax_of_rows_of_zeros_matches():
    x = _rows_with_zeros((512, 1024), np.float32)
    x[3::4, 5] = 0.0  # (no NaN: the row max feeds exp)
    fn = jax.nn.softmax
    got = np.asarray(stablehlo_cc.compile(jax.jit(fn).lower(x))(x))
    np.testing.assert_allclose(got, np.asarray(jax.jit(fn)(x)), rtol=2e-6, atol=1e-9)
