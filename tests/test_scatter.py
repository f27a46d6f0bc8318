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


def test_large_row_scatter_add_matches_numpy_in_update_order():
    """An embedding-gradient-sized scatter-add (the window loop is the innermost loop of a
    nest, vector code): duplicates are added in update order, like numpy's `add.at`."""
    rng = np.random.default_rng(3)
    table = rng.standard_normal((8192, 256)).astype(np.float32)
    idx = rng.integers(0, 8192, 20000).astype(np.int32)
    idx[:50] = 17  # many updates of one row
    upd = rng.standard_normal((20000, 256)).astype(np.float32)
    fn = lambda t, i, u: t.at[i].add(u)  # noqa: E731
    exe = stablehlo_cc.compile(jax.jit(fn).lower(table, idx, upd))
    want = table.copy()
    np.add.at(want, idx, upd)
    for threads in (1, 2, 3):
        exe.num_threads = threads
        assert exe(table, idx, upd).tobytes() == want.tobytes()
    np.testing.assert_allclose(exe(table, idx, upd), np.asarray(jax.jit(fn)(table, idx, upd)),
                               rtol=1e-5, atol=1e-5)


def test_rank3_window_scatter_matches_jax():
    """Windows of two dimensions and a batch of 2-d indices: a three-deep loop nest."""
    rng = np.random.default_rng(5)
    x = rng.standard_normal((64, 40, 48)).astype(np.float32)
    idx = rng.integers(0, 64, (30, 7)).astype(np.int32)
    upd = rng.standard_normal((30, 7, 40, 48)).astype(np.float32)
    fn = lambda x, i, u: x.at[i].add(u)  # noqa: E731
    got = stablehlo_cc.compile(jax.jit(fn).lower(x, idx, upd))(x, idx, upd)
    np.testing.assert_allclose(got, np.asarray(jax.jit(fn)(x, idx, upd)), rtol=1e-5, atol=1e-5)


def test_windows_across_row_blocks_match_a_sequential_loop():
    """Windows of 3 rows starting anywhere (so across the row blocks a large scatter is
    split into), overlapping and partly out of bounds: numpy's loop in update order."""
    rng = np.random.default_rng(8)
    x = rng.standard_normal((4096, 64)).astype(np.float32)
    idx = rng.integers(-2, 4096, (400, 1)).astype(np.int32)
    idx[:40, 0] = 1023  # a window over the boundary of two blocks, many times
    upd = rng.standard_normal((400, 3, 64)).astype(np.float32)
    dn = jax.lax.ScatterDimensionNumbers(update_window_dims=(1, 2), inserted_window_dims=(),
                                         scatter_dims_to_operand_dims=(0,))
    fn = lambda x, i, u: jax.lax.scatter_add(x, i, u, dn)  # noqa: E731
    exe = stablehlo_cc.compile(jax.jit(fn).lower(x, idx, upd))
    want = x.copy()
    for k, start in enumerate(idx[:, 0]):
        if 0 <= start <= 4096 - 3:  # whole windows only, as XLA does
            want[start:start + 3] += upd[k]
    for threads in (1, 2, 3):
        exe.num_threads = threads
        assert exe(x, idx, upd).tobytes() == want.tobytes()
