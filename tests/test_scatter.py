"""scatter (rules/scatter.py) against jax.jit (XLA:CPU) on the scatters JAX emits."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc


def _compare(fn, *args):
    lowered = jax.jit(fn).lower(*args)
    exe = stablehlo_cc.compile(lowered)
    expected = np.asarray(jax.jit(fn)(*args))
    got = exe(*[np.asarray(a) for a in args])
    np.testing.assert_array_equal(got, expected)


RNG = np.random.default_rng(7)


@pytest.mark.parametrize("dtype", [np.float32, np.int32, np.int8])
def test_row_scatter_add_with_repeated_indices(dtype):
    x = RNG.integers(-5, 5, (5, 3)).astype(dtype)
    idx = np.array([0, 3, 0, 4, 3], np.int32)
    v = RNG.integers(-5, 5, (5, 3)).astype(dtype)
    _compare(lambda x, i, v: x.at[i].add(v), x, idx, v)


def test_column_scatter_max():
    x = RNG.standard_normal((4, 6)).astype(np.float32)
    idx = np.array([5, 1, 1], np.int32)
    v = RNG.standard_normal((4, 3)).astype(np.float32)
    _compare(lambda x, i, v: x.at[:, i].max(v), x, idx, v)


def test_point_scatter_set_2d_indices():
    x = np.zeros((3, 4, 2), np.float32)
    idx = np.array([[0, 1], [2, 3], [1, 0]], np.int32)
    v = RNG.standard_normal((3, 2)).astype(np.float32)
    _compare(lambda x, i, v: x.at[i[:, 0], i[:, 1]].set(v), x, idx, v)


def test_out_of_bounds_updates_are_dropped():
    x = np.arange(10, dtype=np.int32)
    idx = np.array([2, 11, -20, 9], np.int32)
    v = np.array([100, 200, 300, 400], np.int32)
    _compare(lambda x, i, v: x.at[i].add(v, mode="drop"), x, idx, v)


def test_scatter_does_not_write_its_input():
    x = np.ones((4,), np.float32)
    before = x.copy()
    exe = stablehlo_cc.compile(jax.jit(lambda x: x.at[1].set(5.0)).lower(x))
    np.testing.assert_array_equal(exe(x), [1, 5, 1, 1])
    np.testing.assert_array_equal(x, before)
