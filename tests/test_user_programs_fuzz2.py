"""Programs as users write them that once failed (second fuzz round, /work/fuzz-repros2),
each compared with jax.jit or numpy."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax

import stablehlo_cc
from jax_oracle import assert_same


def test_bf16_chain_rounds_after_each_op():
    """a * c + x in bf16 rounds the product to bf16 before the add (the spec, XLA): the
    emulation's contract-flagged extf(truncf(x)) pairs were folded away, rounding once."""
    bf16 = ml_dtypes.bfloat16
    r = np.random.default_rng(0)
    a = r.standard_normal(4096).astype(bf16)
    x = r.standard_normal(4096).astype(bf16)
    assert_same(lambda a, x: a * jnp.bfloat16(0.99) + x, a, x)
    c = np.float32(bf16(0.99))
    per_op = ((a.astype(np.float32) * c).astype(bf16).astype(np.float32)
              + x.astype(np.float32)).astype(bf16)
    ours = stablehlo_cc.compile(jax.jit(lambda a, x: a * jnp.bfloat16(0.99) + x).lower(a, x))(a, x)
    np.testing.assert_array_equal(ours.view(np.uint16), per_op.view(np.uint16))
    # a bf16 carry through a scan: 50 steps of the same chain
    xs = r.standard_normal((50, 300)).astype(np.float32)
    assert_same(lambda a, xs: lax.scan(
        lambda a, x: (a * jnp.bfloat16(0.99) + x.astype(jnp.bfloat16), None), a, xs)[0],
        a[:300], xs)


def test_f16_math_chain_rounds_after_each_op():
    """tanh(exp(a) * a) on f16: each math op's f32 result is rounded to f16 (numpy)."""
    a = np.random.default_rng(1).standard_normal(4096).astype(np.float16)
    f = lambda a: jnp.tanh(jnp.exp(a) * a)
    ours = stablehlo_cc.compile(jax.jit(f).lower(a))(a)
    np.testing.assert_array_equal(ours, np.tanh(np.exp(a) * a))


def test_cumulative_reductions_log_depth():
    """jnp.cumsum/cumprod/cummax/cummin (a reduce_window over every prefix or suffix) run
    as log-depth scans: 2^18 elements took 20 s (n^2/2 window steps); every form and type
    matches jax.jit (integers exactly)."""
    r = np.random.default_rng(2)
    x = r.standard_normal((6, 700)).astype(np.float32)
    i = r.integers(-50, 50, (6, 700)).astype(np.int32)
    assert_same(lambda i: (lax.cumsum(i, 1), lax.cummax(i, 1, True), lax.cummin(i.T, 0),
                           lax.cumsum(i.T, 0, True), jnp.cumsum(i.astype(jnp.uint8), 1),
                           jnp.cumprod(i % 3 + 1, 1), lax.cummax(i.astype(jnp.uint16), 1),
                           jnp.cumsum(i > 0, 1), lax.cummin(i.astype(jnp.int8), 1, True)), i)
    assert_same(lambda x: (lax.cumsum(x, 1), lax.cumsum(x.T, 0, True), lax.cummax(x, 1),
                           lax.cummin(x, 1, True), lax.cumprod(1 + x * 1e-3, 1, True)), x,
                rtol=1e-5, atol=1e-4)
    assert_same(lambda x: (jnp.cumsum(x.astype(jnp.bfloat16)[:, :40], 1),
                           lax.cummax(jnp.where(x > 2, jnp.nan, x), 1)), x, rtol=2e-2, atol=0.2)
    v = (np.arange((1 << 18) - 3) & 7).astype(np.int32)  # (blocks of blocks, a partial one)
    f = lambda v: (jnp.cumsum(v), lax.cumsum(v, reverse=True))
    forward, backward = stablehlo_cc.compile(jax.jit(f).lower(v))(v)
    np.testing.assert_array_equal(forward, np.cumsum(v).astype(np.int32))
    np.testing.assert_array_equal(backward, np.cumsum(v[::-1])[::-1].astype(np.int32))
    # not a prefix: windows shorter than the dimension keep the window loops
    assert_same(lambda x: lax.reduce_window(x, 0.0, lax.add, (1, 40), (1, 1),
                                            ((0, 0), (39, 0))), x, rtol=1e-5, atol=1e-5)
    assert_same(lambda x: jax.lax.cumlogsumexp(x, 1), x, rtol=1e-5)


def test_approx_top_k():
    """lax.approx_max_k / approx_min_k (custom_call @ApproxTopK with a comparator function)
    are the exact top k on CPU, as jax.jit's; also from jax.export; NaNs order above every
    number (the comparator alone is no order with them)."""
    r = np.random.default_rng(3)
    x = r.standard_normal((16, 700)).astype(np.float32)
    ties = r.integers(0, 5, (16, 700)).astype(np.float32)
    assert_same(lambda x, t: (*lax.approx_max_k(x, 5),
                              *lax.approx_min_k(x, 3, reduction_dimension=0),
                              *lax.approx_max_k(t, 20),
                              *lax.approx_max_k(x, 9, aggregate_to_topk=False),
                              *lax.approx_max_k(x.astype(jnp.bfloat16), 7)), x, ties)
    f = lambda x: lax.approx_max_k(x, 4)
    exported = jax.export.export(jax.jit(f))(jax.ShapeDtypeStruct(x.shape, x.dtype))
    for ours, want in zip(stablehlo_cc.compile(exported)(x), lax.top_k(x, 4)):
        np.testing.assert_array_equal(ours, want)
    v = np.array([[1.0, np.nan, 3.0, 2.0, np.nan, 5.0]], np.float32)
    vals, idx = stablehlo_cc.compile(jax.jit(lambda v: lax.approx_max_k(v, 4)).lower(v))(v)
    np.testing.assert_array_equal(idx, [[1, 4, 5, 2]])
    vals, idx = stablehlo_cc.compile(jax.jit(lambda v: lax.approx_min_k(v, 6)).lower(v))(v)
    np.testing.assert_array_equal(idx, [[0, 3, 2, 5, 1, 4]])
