"""Short scalar loops are not handed to LLVM's loop vectorizer (compiler/linalg/small_loops.py):
the annotation reaches the LLVM dialect for a nest of 256 iterations in all and not for a
larger one, and the results match jax.jit."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc

RNG = np.random.default_rng(11)
_MARK = "llvm.loop_vectorize<disable = true>"  # (an alias of the printed annotation)


def _mask_transpose(x):
    return jnp.transpose(x != 0)  # (Whisper's 16x16 attention mask, an i1 result)


def _wrap_indices(i):
    return jnp.where(i < 0, i + 1000, i)  # (a gather's index wrapping, GPT-2's 64 tokens)


@pytest.mark.parametrize("fn, shape, marked", [
    (_mask_transpose, (16, 16), True),
    (_mask_transpose, (64, 64), False),
    (_wrap_indices, (1, 64), True),
    (_wrap_indices, (64, 64), False),
])
def test_short_loops_are_left_scalar_and_match_jax(fn, shape, marked):
    x = RNG.integers(-3, 3, shape).astype(np.int32)
    lowered = jax.jit(fn).lower(x)
    assert (_MARK in stablehlo_cc.compile(lowered, emit="llvm-dialect", cache=False)) == marked
    got = np.asarray(stablehlo_cc.compile(lowered, cache=False)(x))
    np.testing.assert_array_equal(got, np.asarray(jax.jit(fn)(x)))


def test_nests_called_from_a_loop_stay_vectorizable():
    """A recurrence's step (a nest called from inside the program's while loop) runs many
    times a call: its short loops are left to the vectorizer."""
    def step(x):
        return jax.lax.fori_loop(0, 100, lambda i, v: jnp.where(v < 0, v + 7, v - 1), x)

    x = RNG.integers(-3, 3, (1, 64)).astype(np.int32)
    lowered = jax.jit(step).lower(x)
    text = stablehlo_cc.compile(lowered, emit="llvm-dialect", cache=False)
    assert "llvm.call @__shlo_nest" in text and _MARK not in text
    got = np.asarray(stablehlo_cc.compile(lowered, cache=False)(x))
    np.testing.assert_array_equal(got, np.asarray(jax.jit(step)(x)))
