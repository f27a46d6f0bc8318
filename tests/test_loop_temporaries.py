"""Per-iteration temporaries of loops live on the stack (compiler/linalg/loop_allocations.py):
the 1000-step RNN of the benchmarks allocates no temporaries with malloc inside its loop body
beyond the carried state, matches jax.jit and is the same for 1, 2 and 3 threads; temporaries
too large for the stack, and values carried across iterations, stay on the heap and stay
right."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np

import stablehlo_cc

RNG = np.random.default_rng(5)


def _rnn(h, x, w, u):
    return jax.lax.fori_loop(0, 1000, lambda i, h: jnp.tanh(h @ w + x[i % x.shape[0]] @ u), h)


def _args():
    return [RNG.standard_normal((8, 64)).astype(np.float32),
            RNG.standard_normal((16, 8, 64)).astype(np.float32),
            (RNG.standard_normal((64, 64)) * 0.1).astype(np.float32),
            (RNG.standard_normal((64, 64)) * 0.1).astype(np.float32)]


def _loop_body(ir: str) -> str:
    """The text of the `while` loop's body (up to its closing brace, at the loop's indent)."""
    start = ir.index("} do {")
    line_start = ir.rindex("\n", 0, start) + 1
    indent = start - line_start
    return ir[start:ir.index("\n" + " " * indent + "}", start)]


def test_rnn_loop_body_temporaries_are_on_the_stack():
    args = _args()
    lowered = jax.jit(_rnn).lower(*args)
    body = _loop_body(stablehlo_cc.compile(lowered, emit="bufferized"))
    assert "memref.alloca()" in body
    # only the new state (yielded to the next iteration) is a heap buffer
    assert body.count("memref.alloc()") == 1, body
    exe = stablehlo_cc.compile(lowered)
    want = np.asarray(jax.jit(_rnn)(*args))
    results = []
    for n in (1, 2, 3):
        exe.num_threads = n
        results.append(exe(*args))
        np.testing.assert_allclose(results[-1], want, rtol=2e-5, atol=2e-5)
    assert all(r.tobytes() == results[0].tobytes() for r in results)


def test_large_temporaries_and_carried_values_stay_right():
    """A 256x256 temporary (256 KiB, beyond the stack budget) in a loop body, and a loop
    whose temporaries feed the carried state through views."""

    def big(x, w):
        def step(i, c):
            t = jnp.tanh(c @ w)  # 256 KiB temporaries each iteration
            return (c + t.T * 0.01).reshape(256, 256)
        return jax.lax.fori_loop(0, 20, step, x)

    x = RNG.standard_normal((256, 256)).astype(np.float32)
    w = (RNG.standard_normal((256, 256)) * 0.05).astype(np.float32)
    exe = stablehlo_cc.compile(jax.jit(big).lower(x, w))
    np.testing.assert_allclose(exe(x, w), jax.jit(big)(x, w), rtol=1e-4, atol=1e-4)

    def views(x):
        def step(i, c):
            a = c.reshape(4, 16) * 2.0
            b = a.T.reshape(8, 8) + 1.0
            return jnp.where(i % 2 == 0, b, c * 0.5)
        return jax.lax.fori_loop(0, 9, step, x)

    y = RNG.standard_normal((8, 8)).astype(np.float32)
    exe = stablehlo_cc.compile(jax.jit(views).lower(y))
    np.testing.assert_allclose(exe(y), jax.jit(views)(y), rtol=1e-6, atol=1e-6)
