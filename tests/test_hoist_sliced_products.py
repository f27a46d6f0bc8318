"""A `while` body's product of an invariant sequence's slice by an invariant weight is computed
once before the loop (compiler/stablehlo/hoist_sliced_products.py): the fori_loop RNN, the
input projections of a GRU-style scan, the slice as either operand, kept or dropped unit
dimension. Every result is compared with jax.jit; loops where the move would cost more work
(fewer steps than slices), whose weight changes, or whose trip count is unknown stay as
they are and stay right."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc

RNG = np.random.default_rng(10)


def _normal(*shape, scale=1.0):
    return (RNG.standard_normal(shape) * scale).astype(np.float32)


def _hoisted(fn, args) -> int:
    """How many products run before the loop (a dot_general outside the loop's body)."""
    text = stablehlo_cc.compile(jax.jit(fn).lower(*args), emit="stablehlo")
    before = text[:text.index("scf.while")]
    return before.count("stablehlo.dot_general")


def _check(fn, args, tol=2e-5):
    exe = stablehlo_cc.compile(jax.jit(fn).lower(*args))
    want = jax.jit(fn)(*args)
    got = exe(*args)
    for g, w in zip(jax.tree_util.tree_leaves(got), jax.tree_util.tree_leaves(want)):
        np.testing.assert_allclose(np.asarray(g), np.asarray(w), rtol=tol, atol=tol)


def _rnn(h, x, w, u):
    return jax.lax.fori_loop(0, 1000, lambda i, h: jnp.tanh(h @ w + x[i % x.shape[0]] @ u), h)


def test_fori_loop_rnn_input_product_leaves_the_loop():
    args = [_normal(8, 64), _normal(16, 8, 64), _normal(64, 64, scale=0.1),
            _normal(64, 64, scale=0.1)]
    assert _hoisted(_rnn, args) == 1
    _check(_rnn, args)


def _gru_like(xs, h, wi, wh, b):
    """A scan over 48 steps of a (2, 32) input: x_t @ wi for three gates, as flax's GRU."""
    def step(h, x):
        gates = x @ wi + b
        r, z, n = jnp.split(gates, 3, axis=-1)
        hr, hz, hn = jnp.split(h @ wh, 3, axis=-1)
        r, z = jax.nn.sigmoid(r + hr), jax.nn.sigmoid(z + hz)
        h = (1 - z) * jnp.tanh(n + r * hn) + z * h
        return h, h
    return jax.lax.scan(step, h, xs)


def test_scan_input_projection_is_one_gemm():
    args = [_normal(48, 2, 32), _normal(2, 96), _normal(32, 288, scale=0.1),
            _normal(96, 288, scale=0.1), _normal(288, scale=0.1)]
    assert _hoisted(_gru_like, args) == 1
    _check(_gru_like, args)


def test_slice_as_the_right_operand_with_its_unit_dimension_kept():
    def fn(h, xs, w):
        def step(i, h):
            x = jax.lax.dynamic_slice_in_dim(xs, i, 1, axis=1)  # (64, 1, 128): dim 1 kept
            y = jnp.einsum("oc,cuk->ouk", w, x)  # (32, 1, 128)
            return jnp.tanh(h + y[:, 0, :])
        return jax.lax.fori_loop(0, 24, step, h)

    args = [_normal(32, 128), _normal(64, 24, 128), _normal(32, 64, scale=0.1)]
    assert _hoisted(fn, args) == 1
    _check(fn, args)


def test_vector_slices_contracted_with_a_matrix():
    def fn(h, xs, w):
        return jax.lax.fori_loop(0, 100, lambda i, h: jnp.tanh(h + xs[i] @ w), h)

    args = [_normal(256), _normal(100, 64), _normal(64, 256, scale=0.1)]
    assert _hoisted(fn, args) == 1
    _check(fn, args)


@pytest.mark.parametrize("case", ["fewer_steps_than_slices", "weight_changes", "unknown_trips"])
def test_loops_where_moving_would_be_wrong_or_costly_stay(case):
    xs, w, h = _normal(64, 8, 64), _normal(64, 64, scale=0.1), _normal(8, 64)
    if case == "fewer_steps_than_slices":
        def fn(h, xs, w):
            return jax.lax.fori_loop(0, 10, lambda i, h: jnp.tanh(h + xs[i] @ w), h)
    elif case == "weight_changes":
        def fn(h, xs, w):
            def step(i, c):
                h, w = c
                return jnp.tanh(h + xs[i] @ w), w * 0.99
            return jax.lax.fori_loop(0, 64, step, (h, w))
    else:
        def fn(h, xs, w):
            def body(c):
                i, h = c
                return i + 1, jnp.tanh(h + xs[i % 64] @ w)
            def cond(c):
                return (c[0] < 50) & (jnp.sum(c[1]) < 1e9)  # not a plain counter
            return jax.lax.while_loop(cond, body, (0, h))
    args = [h, xs, w]
    assert _hoisted(fn, args) == 0
    _check(fn, args)
