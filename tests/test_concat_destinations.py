"""The operands of a concatenate are computed in place in its buffer (issue 8, the
`eliminate-empty-tensors` step of compiler/pipeline.BUFFERIZE): a gather, or an elementwise
op, whose result only goes into the concatenation writes straight into its slice, so the
bufferized program copies only the operands that are arguments (which must not be written).
Values against `jax.jit` at real sizes (graph_net's message passing: 16K gathered rows)."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc


def _check(f, args, copies: int, rtol=1e-6):
    lowered = jax.jit(f).lower(*args)
    got = stablehlo_cc.compile(lowered, cache=False)(*args)
    want = jax.jit(f)(*args)
    for g, w in zip(got if isinstance(got, (list, tuple)) else [got],
                    want if isinstance(want, (list, tuple)) else [want]):
        np.testing.assert_allclose(np.asarray(g), np.asarray(w), rtol=rtol, atol=rtol)
    buffers = stablehlo_cc.compile(lowered, emit="bufferized")
    assert buffers.count("memref.copy") == copies, buffers


def test_gathers_write_into_their_columns_of_the_concatenation():
    """Two gathers of 16K rows of a 65536x64 table next to an argument's columns (a graph
    net's edge features): only the argument is copied."""
    rng = np.random.default_rng(0)
    table = rng.standard_normal((65536, 64)).astype(np.float32)
    edges = rng.standard_normal((16384, 32)).astype(np.float32)
    src = rng.integers(0, 65536, 16384).astype(np.int32)
    dst = rng.integers(0, 65536, 16384).astype(np.int32)

    def f(table, edges, src, dst):
        return jnp.concatenate([table[src], table[dst], edges], axis=1)
    _check(f, [table, edges, src, dst], copies=1)


def test_elementwise_results_fill_the_concatenation_without_copies():
    """A concatenation of two elementwise results (leading axis), used by a reduction so that
    it is a temporary, not the result buffer."""
    rng = np.random.default_rng(1)
    x = rng.standard_normal((1024, 1024)).astype(np.float32)
    y = rng.standard_normal((512, 1024)).astype(np.float32)

    def f(x, y):
        c = jnp.concatenate([jnp.tanh(x), y * 2.0 + 1.0], axis=0)
        return c.sum(axis=0), c
    _check(f, [x, y], copies=0, rtol=1e-4)


@pytest.mark.parametrize("axis", [1, 2])
def test_concatenation_along_an_inner_axis_is_written_in_place(axis):
    """RoPE's halves (the last axis) and a U-Net's skip connection (channels), 2x64x128-ish."""
    rng = np.random.default_rng(2)
    x = rng.standard_normal((8, 64, 128)).astype(np.float32)
    y = rng.standard_normal((8, 64, 128)).astype(np.float32)

    def f(x, y):
        c = jnp.concatenate([-x * y, jnp.exp(y)], axis=axis)
        return jnp.maximum(c, 0.0) + c.mean()
    _check(f, [x, y], copies=0, rtol=1e-5)


def test_an_operand_with_other_uses_still_matches():
    """The gathered rows are also used elsewhere: written in place or not, values agree."""
    rng = np.random.default_rng(3)
    table = rng.standard_normal((4096, 64)).astype(np.float32)
    idx = rng.integers(0, 4096, 8192).astype(np.int32)

    def f(table, idx):
        g = table[idx]
        return jnp.concatenate([g, g * 3.0], axis=1), g.sum(axis=1)
    lowered = jax.jit(f).lower(table, idx)
    got = stablehlo_cc.compile(lowered, cache=False)(table, idx)
    want = jax.jit(f)(table, idx)
    for g, w in zip(got, want):
        np.testing.assert_allclose(np.asarray(g), np.asarray(w), rtol=1e-5, atol=1e-5)


def test_segment_sums_sharing_a_zero_fill_accumulate_in_the_concatenation():
    """A graph net's node update: the sums of edge messages by receiver and by sender (two
    scatter-adds that start from one shared zero fill) next to the node features. Each
    scatter gets its own fill (compiler/linalg/fill_per_destination.py) in its columns of
    the concatenation: only the argument is copied, not the fill nor the sums."""
    rng = np.random.default_rng(4)
    nodes = rng.standard_normal((4096, 64)).astype(np.float32)
    messages = rng.standard_normal((16384, 32)).astype(np.float32)
    src = rng.integers(0, 4096, 16384).astype(np.int32)
    dst = rng.integers(0, 4096, 16384).astype(np.int32)

    def f(nodes, messages, src, dst):
        into = jax.ops.segment_sum(messages, dst, num_segments=4096)
        out = jax.ops.segment_sum(messages, src, num_segments=4096)
        return jnp.concatenate([nodes, into, out], axis=1) @ jnp.ones((128, 16), jnp.float32)
    _check(f, [nodes, messages, src, dst], copies=1, rtol=1e-3)


def test_two_reductions_into_one_shared_zero_fill_match():
    """Two sums whose accumulators were one zero fill after CSE: each its own, same values."""
    rng = np.random.default_rng(5)
    x = rng.standard_normal((256, 1024)).astype(np.float32)

    def f(x):
        return jnp.concatenate([x.sum(axis=1), (x * x).sum(axis=1)])
    lowered = jax.jit(f).lower(x)
    np.testing.assert_allclose(np.asarray(stablehlo_cc.compile(lowered, cache=False)(x)),
                               np.asarray(jax.jit(f)(x)), rtol=1e-4, atol=1e-4)
