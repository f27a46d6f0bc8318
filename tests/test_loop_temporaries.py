"""Loops without per-iteration allocations: temporaries live on the stack
(compiler/linalg/loop_allocations.py) and the state is updated in place
(compiler/linalg/loop_state_in_place.py), so the 1000-step RNN of the benchmarks allocates,
frees and copies nothing in its loop; it matches jax.jit and is the same for 1, 2 and 3
threads. Temporaries too large for the stack, states read after their update, and states
passed through views stay right."""

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


def _loop(ir: str) -> str:
    """The text of the `while` loop (up to its body's closing brace, at the loop's indent)."""
    start = ir.index("scf.while")
    line_start = ir.rindex("\n", 0, start) + 1
    indent = len(ir[line_start:start]) - len(ir[line_start:start].lstrip(" "))
    body = ir.index("} do {", start)
    return ir[line_start:ir.index("\n" + " " * indent + "}", body)]


def test_rnn_loop_allocates_and_copies_nothing():
    args = _args()
    lowered = jax.jit(_rnn).lower(*args)
    loop = _loop(stablehlo_cc.compile(lowered, emit="bufferized"))
    assert "memref.alloca()" in loop  # the matmul accumulators
    for heap_work in ("memref.alloc()", "memref.dealloc", "memref.copy %arg"):
        assert heap_work not in loop, heap_work  # (the state is the result buffer itself)
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

    def read_after_update(h, w):
        def step(i, carry):
            h, acc = carry
            new = jnp.tanh(h * 1.5 + 0.1)  # the new state...
            return new, acc + h @ w + new  # ...while the old one is still read
        return jax.lax.fori_loop(0, 50, step, (h, jnp.zeros_like(h)))

    h = RNG.standard_normal((16, 16)).astype(np.float32)
    w = (RNG.standard_normal((16, 16)) * 0.1).astype(np.float32)
    exe = stablehlo_cc.compile(jax.jit(read_after_update).lower(h, w))
    for got, want in zip(exe(h, w), jax.jit(read_after_update)(h, w)):
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


def _scan_rnn(h, xs, w, u):
    def step(h, x):
        new = jnp.tanh(h @ w + x @ u)
        return new, new  # the new state is also this step's output (stored into ys)
    return jax.lax.scan(step, h, xs)


def test_scan_state_that_is_also_an_output_is_updated_in_place():
    """A lax.scan whose new h is both the carried state and the step's output (an RNN layer,
    as in the zoo's LSTM and GRU): h is written into its own buffer, with no allocation,
    copy or free a step; the states and every step's output match jax.jit."""
    h = RNG.standard_normal((1, 128)).astype(np.float32)
    xs = RNG.standard_normal((32, 1, 64)).astype(np.float32)
    w = (RNG.standard_normal((128, 128)) * 0.1).astype(np.float32)
    u = (RNG.standard_normal((64, 128)) * 0.1).astype(np.float32)
    lowered = jax.jit(_scan_rnn).lower(h, xs, w, u)
    loop = _loop(stablehlo_cc.compile(lowered, emit="bufferized"))
    for heap_work in ("memref.alloc()", "memref.dealloc", "memref.copy %arg"):
        assert heap_work not in loop, heap_work
    got = stablehlo_cc.compile(lowered)(h, xs, w, u)
    want = jax.jit(_scan_rnn)(h, xs, w, u)
    for g, e in zip(got, want):
        np.testing.assert_allclose(g, np.asarray(e), rtol=2e-5, atol=2e-5)

    def old_state_read_after(h, xs, w):
        def step(h, x):
            new = jnp.tanh(h @ w + x)
            return new, new + h  # the output reads the old state after the update
        return jax.lax.scan(step, h, xs)

    xs2 = RNG.standard_normal((20, 1, 128)).astype(np.float32)
    got = stablehlo_cc.compile(jax.jit(old_state_read_after).lower(h, xs2, w))(h, xs2, w)
    want = jax.jit(old_state_read_after)(h, xs2, w)
    for g, e in zip(got, want):
        np.testing.assert_allclose(g, np.asarray(e), rtol=2e-5, atol=2e-5)
