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
