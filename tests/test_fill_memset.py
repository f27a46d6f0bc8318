"""Fill loops of whole buffers with a repeated byte become `memset` calls (compiler/linalg/
fill_memset.py), not loop nests: results match jax.jit for zero, all-ones-bit and other
initial values of several element types, in and outside `while` loops and conditionals; a
fill large enough for a parallel region, and one that row fusion joined with its consumer,
stay loops."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc

# AVX-512's product sizes on every host: the products here are filled by the tiled code
# (an AVX2 host gives them to gemm.c, which needs no fill)
pytestmark = pytest.mark.usefixtures("tiled_from_avx512_sizes")

RNG = np.random.default_rng(5)


def _f32(*shape):
    return RNG.standard_normal(shape).astype(np.float32)


def _matvec_in_while(h, w, n):
    return jax.lax.while_loop(lambda c: c[0] < n,
                              lambda c: (c[0] + 1, jnp.tanh(c[1] @ w)), (0, h))[1]


def _and_reduce(x):
    return jax.lax.reduce(x, np.int32(-1), jax.lax.bitwise_and, (1,))


def _matmul_in_branch(p, a, b):
    return jax.lax.cond(p > 0, lambda: a @ b, lambda: a[:, :10] * 2.0)


def _scatter_in_branch(p, x):
    return jax.lax.cond(p > 0, lambda: jnp.zeros((64, 32), jnp.float32).at[
        jnp.array([1, 5, 5])].add(x), lambda: jnp.ones((64, 32), jnp.float32) * p)


# name: (function, arguments, memsets expected in the LLVM dialect)
CASES = {
    # a product of one cache block starts its register tiles at zero: no fill is left
    # (contraction_codegen._fill_in_tiles_script)
    "matmul_zero_f32": (lambda a, b: a @ b, lambda: (_f32(1, 64), _f32(64, 10)), False),
    "matvec_in_while": (_matvec_in_while,
                        lambda: (_f32(1, 96), _f32(96, 96) * 0.1, np.int32(4)), True),
    # a fill that row_fusion.py joins with the row loop of its reduction stays in that loop
    "and_reduce_minus_one_i32": (_and_reduce, lambda: (
        RNG.integers(0, 1 << 30, (16, 33)).astype(np.int32),), False),
    "min_reduce_u8_all_ones": (lambda x: x.min(axis=1), lambda: (
        RNG.integers(0, 255, (16, 33)).astype(np.uint8),), False),
    "sum_zero_i16": (lambda x: x.sum(axis=0, dtype=jnp.int16), lambda: (
        RNG.integers(0, 100, (16, 33)).astype(np.int16),), True),
    # a generic of no inputs that yields a constant (a scatter's initial buffer), a pad's
    # border (`linalg.map`)
    "scatter_add_into_zeros": (lambda x, i: jnp.zeros((64, 32), jnp.float32).at[i].add(x),
                               lambda: (_f32(10, 32), np.array([1, 5, 5, 63, 0, 2, 2, 9, 40, 41],
                                                               np.int32)), True),
    "scatter_set_into_minus_one": (lambda v, i: jnp.full((300,), -1, jnp.int32).at[i].set(v),
                                   lambda: (np.arange(7, dtype=np.int32),
                                            np.array([3, 1, 299, 4, 4, 100, 7], np.int32)),
                                   True),
    "pad_with_zeros": (lambda x: jnp.pad(x, ((2, 3), (0, 0))), lambda: (_f32(16, 32),), True),
    "scatter_in_while": (lambda x, n: jax.lax.while_loop(
        lambda c: c[0] < n, lambda c: (c[0] + 1, jnp.zeros((8, 96), jnp.float32)
                                       .at[c[0] % 8].add(c[1][0] * 2.0) + c[1]), (0, x))[1],
        lambda: (_f32(8, 96), np.int32(3)), True),
    # a fill of a slice at a static offset (the zero block of a concatenation), in a branch
    "concatenate_zeros_between": (lambda x, y: jnp.concatenate(
        [x * 2.0, jnp.zeros((4, 32), jnp.float32), y + 1.0]), lambda: (_f32(8, 32), _f32(3, 32)),
        True),
    "matmul_in_taken_branch": (_matmul_in_branch, lambda: (np.float32(1.0), _f32(1, 64),
                                                           _f32(64, 10)), False),
    "matmul_in_branch_not_taken": (_matmul_in_branch, lambda: (np.float32(-1.0), _f32(1, 64),
                                                               _f32(64, 10)), False),
    "scatter_in_taken_branch": (_scatter_in_branch, lambda: (np.float32(1.0), _f32(3, 32)),
                                True),
    "scatter_in_branch_not_taken": (_scatter_in_branch, lambda: (np.float32(-1.0),
                                                                 _f32(3, 32)), True),
    # 1.0 is not one byte repeated
    "scatter_set_into_ones": (lambda v, i: jnp.ones((300,), jnp.float32).at[i].set(v),
                              lambda: (_f32(7), np.array([3, 1, 299, 4, 4, 100, 7], np.int32)),
                              False),
    # 524,288 floats, 140,000: a parallel region's worth (parallel_loops.MIN_PARALLEL_WORK)
    "large_scatter_stays_a_loop": (
        lambda x, i: jnp.zeros((512, 1024), jnp.float32).at[i].add(x),
        lambda: (_f32(3, 1024), np.array([1, 7, 500], np.int32)), False),
    "large_fill_stays_a_loop": (lambda a, b: a @ b, lambda: (_f32(2, 8), _f32(8, 70000)),
                                False),
    # 1.0 is not one byte repeated
    "max_reduce_not_a_byte": (lambda x: jax.lax.reduce(x, np.float32(1.0), jax.lax.max, (1,)),
                              lambda: (_f32(16, 40),), False),
}


def _flat(tree):
    return [np.asarray(a) for a in jax.tree_util.tree_leaves(tree)]


@pytest.mark.parametrize("name", sorted(CASES))
def test_matches_jax(name):
    fn, make, memset = CASES[name]
    args = make()
    lowered = jax.jit(fn).lower(*args)
    expected = _flat(jax.jit(fn)(*args))
    got = _flat(stablehlo_cc.compile(lowered, cache=False)(*args))
    for g, e in zip(got, expected, strict=True):
        np.testing.assert_allclose(g, e, atol=1e-5, rtol=1e-5)
    llvm = stablehlo_cc.compile(lowered, emit="llvm-dialect", cache=False)
    assert ("llvm.intr.memset" in llvm) == memset


def test_fill_is_not_a_nest_function():
    """The zeroed accumulator of a small product is no function of its own."""
    args = (_f32(1, 64), _f32(64, 10))
    ir = stablehlo_cc.compile(jax.jit(lambda a, b: a @ b).lower(*args), emit="llvm-ir",
                              cache=False)
    for function in ir.split("\ndefine ")[1:]:
        body = [line for line in function.split("\n}\n")[0].splitlines()[1:]
                if line.strip() and not line.strip().endswith(":")]
        assert not (len(body) == 2 and "@llvm.memset" in body[0]), function
