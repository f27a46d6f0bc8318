"""Loops over the same rows fuse into one (compiler/linalg/row_fusion.py) only where that is
legal; results match jax.jit at real sizes, and do not depend on the thread count."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from unittest import mock

import stablehlo_cc
from thread_teams import on_1_2_3_threads

RNG = np.random.default_rng(7)


def _f32(*shape):
    return RNG.standard_normal(shape).astype(np.float32)


def _layer_norm(x, g, b):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean((x - mean) ** 2, axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + 1e-5) * g + b


def _cumsums(x):
    for _ in range(2):
        x = jnp.broadcast_to(jnp.cumsum(x[:1], axis=0), (3,) + x.shape[1:])
    return jnp.cumsum(x, axis=-1)


def _fork_calls(fn, *args) -> int:
    """Parallel regions in the generated code: one per loop the pool runs."""
    return stablehlo_cc.compile(jax.jit(fn).lower(*args), emit="llvm-ir").count(
        "call void (ptr, i32, ptr, ...) @__shlo_kmpc_fork_call")


CASES = {
    "softmax": (lambda x: jax.nn.softmax(x, axis=-1), [_f32(1024, 1024)]),
    "softmax_3d": (lambda x: jax.nn.softmax(x, axis=-1), [_f32(2, 64, 128) * 4]),
    "log_softmax": (lambda x: jax.nn.log_softmax(x, axis=-1), [_f32(1024, 1024)]),
    "layer_norm": (_layer_norm, [_f32(1024, 1024), _f32(1024), _f32(1024)]),
    # the second pass reads other rows than it writes: must stay two passes
    "rows_reversed": (lambda x: jnp.flip(x / jnp.sum(x * x, axis=1, keepdims=True), axis=0)
                      + jnp.sum(x, axis=1, keepdims=True), [_f32(1024, 1024)]),
    "feature_mean": (lambda x: x - jnp.mean(x, axis=(0, 1)), [_f32(64, 32, 64)]),
    # reads a buffer through a subview (element 0) while a loop of the same range writes it,
    # and a window sum over an offset subview (tests/test_differential.py found both)
    "views_of_written_buffers": (_cumsums, [_f32(1)]),
    # attention's scores: rows over the three leading dimensions (batch, head, query)
    "attention_softmax": (lambda x: jax.nn.softmax(x / np.float32(8.0), axis=-1),
                          [_f32(2, 8, 64, 96) * 8]),
    "layer_norm_3d": (_layer_norm, [_f32(2, 96, 256), _f32(256), _f32(256)]),
    # reads rows of the second dimension in reverse: fused over the first dimension only
    "rows_reversed_3d": (lambda x: jnp.flip(x / jnp.sum(x * x, axis=2, keepdims=True), axis=1)
                         + jnp.sum(x, axis=2, keepdims=True), [_f32(4, 64, 128)]),
    # a column reduction after a row pass: reads every row of the first pass's result
    "row_then_column": (lambda x: jnp.sum(jnp.exp(x - jnp.max(x, axis=1, keepdims=True)),
                                          axis=0), [_f32(1024, 1024)]),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_matches_jax_for_any_thread_count(name):
    fn, args = CASES[name]
    exe = stablehlo_cc.compile(jax.jit(fn).lower(*args))
    expected = np.asarray(jax.jit(fn)(*args))
    first = on_1_2_3_threads(exe, *args)
    np.testing.assert_allclose(first, expected, rtol=2e-5, atol=2e-5)


def test_softmax_and_layer_norm_are_one_pass_over_the_rows():
    x = _f32(1024, 1024)
    assert _fork_calls(lambda x: jax.nn.softmax(x, axis=-1), x) == 1
    assert _fork_calls(_layer_norm, x, _f32(1024), _f32(1024)) == 1


def test_rows_over_several_leading_dimensions_are_one_pass():
    """Attention's softmax over (batch, head, query) rows and a layer norm over (batch,
    position) rows: one loop over all the rows (not one per batch element, whose 2 MiB of
    scores at 8 heads x 256^2 no cache keeps between passes)."""
    from stablehlo_cc.compiler.linalg import row_fusion

    softmax = lambda x: jax.nn.softmax(x / np.float32(8.0), axis=-1)  # noqa: E731
    cases = [(softmax, [_f32(2, 8, 256, 256)], 3),
             (_layer_norm, [_f32(2, 256, 512), _f32(512), _f32(512)], 2)]
    fuse = row_fusion._fuse
    for fn, args, depth in cases:
        depths = []
        with mock.patch.object(row_fusion, "_fuse", lambda run, between, d=1: (
                depths.append(d), fuse(run, between, d))[1]):
            assert _fork_calls(fn, *args) == 1
        assert depths == [depth]


def test_a_copy_after_the_rows_does_not_stop_their_fusion():
    """Attention as Flax/Keras write it: V is a strided slice of the fused QKV product,
    copied by a loop of the same leading range just after the softmax's loops; that copy
    (whose loop reads through a subview) stays apart, and the softmax is still one pass."""
    b, s, h, d = 2, 256, 8, 64

    def attention(qkv):
        q, k, v = (t.reshape(b, s, h, d) for t in jnp.split(qkv, 3, axis=-1))
        p = jax.nn.softmax(jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.float32(8.0), axis=-1)
        return jnp.einsum("bhqk,bkhd->bqhd", p, v)

    qkv = _f32(b, s, 3 * h * d)
    ir = stablehlo_cc.compile(jax.jit(attention).lower(qkv), emit="llvm-ir")
    # (the copies of Q, K and V, and the softmax; with the softmax unfused, 11)
    assert ir.count("call void (ptr, i32, ptr, ...) @__shlo_kmpc_fork_call") <= 4
    exe = stablehlo_cc.compile(jax.jit(attention).lower(qkv))
    np.testing.assert_allclose(on_1_2_3_threads(exe, qkv), np.asarray(jax.jit(attention)(qkv)),
                               rtol=2e-5, atol=2e-5)


def test_batch_norm_over_the_last_axis_is_not_fused_across_features():
    """The loop over the 64 features (dividing the sums into means) and the loop over the
    64 leading rows of x have the same range, but the second reads the means at its last
    index: fusing them would read means not yet divided."""
    x, scale, offset = _f32(64, 32, 64), _f32(64), _f32(64)
    ty, vec = "tensor<64x32x64xf32>", "tensor<64xf32>"
    text = f"""func.func @main(%x: {ty}, %s: {vec}, %o: {vec}) -> ({ty}, {vec}, {vec}) {{
  %r:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {{epsilon = 0.001 : f32,
       feature_index = 2 : i64}} : ({ty}, {vec}, {vec}) -> ({ty}, {vec}, {vec})
  return %r#0, %r#1, %r#2 : {ty}, {vec}, {vec}
}}"""
    out, mean, var = stablehlo_cc.compile(text)(x, scale, offset)
    x64 = x.astype(np.float64)
    want_mean, want_var = x64.mean(axis=(0, 1)), x64.var(axis=(0, 1))
    want = (x64 - want_mean) / np.sqrt(want_var + 0.001) * scale + offset
    np.testing.assert_allclose(mean, want_mean, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(var, want_var, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(out, want, rtol=1e-4, atol=1e-4)


def test_loops_reading_other_rows_are_not_fused():
    fn, args = CASES["rows_reversed"]
    assert _fork_calls(fn, *args) >= 2


def test_loops_without_a_row_reduction_are_left_apart():
    """An embedding gather: the loop clamping its indices and the gather loop run over the
    same rows, but nothing is re-read, and fused they measured 25 % slower. (256K indices:
    the index loops of 16K are below the pool's cost threshold and stay sequential.)"""
    table = _f32(8192, 16)
    idx = np.random.default_rng(1).integers(0, 8192, size=(1 << 18,)).astype(np.int32)
    fn = lambda t, i: jnp.take(t, i, axis=0)  # noqa: E731
    assert _fork_calls(fn, table, idx) >= 3
    np.testing.assert_array_equal(stablehlo_cc.compile(jax.jit(fn).lower(table, idx))(table, idx),
                                  table[idx])


def test_large_fused_row_loops_prefetch_the_next_row():
    """A fused loop over rows that stream from memory prefetches the next row in its first
    vector loop of each buffer (compiler/linalg/row_prefetch.py); one over buffers that stay
    in L2 does not, nor one whose only pass over the row is its last (row sums of 8192x2048:
    one sequential stream; its values against numpy, the same bits for 1, 2 and 3 threads).
    Values are unchanged: test_matches_jax_for_any_thread_count above."""
    def prefetches(fn, *args):
        return stablehlo_cc.compile(jax.jit(fn).lower(*args), emit="llvm-ir").count(
            "call void @llvm.prefetch")

    softmax = lambda x: jax.nn.softmax(x, axis=-1)  # noqa: E731
    assert prefetches(softmax, _f32(1024, 1024)) > 0
    assert prefetches(_layer_norm, _f32(1024, 1024), _f32(1024), _f32(1024)) > 0
    assert prefetches(softmax, _f32(64, 256)) == 0
    x = _f32(8192, 2048)
    assert prefetches(lambda x: x.sum(axis=1), x) == 0
    exe = stablehlo_cc.compile(jax.jit(lambda x: x.sum(axis=1)).lower(x), cache=False)
    sums = []
    for threads in (1, 2, 3):
        exe.num_threads = threads
        sums.append(np.asarray(exe(x)))
    assert sums[0].tobytes() == sums[1].tobytes() == sums[2].tobytes()
    np.testing.assert_allclose(sums[0], x.astype(np.float64).sum(axis=1), rtol=1e-5, atol=1e-3)
