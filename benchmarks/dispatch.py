"""Per-call overhead of a tiny program: ours against XLA:CPU's dispatch (`jax.jit`).

    .venv/bin/python -m benchmarks.dispatch [--repeats 20000] [--size 4]

The program adds two f32 vectors of `--size` elements (4 by default), so nearly all of a
call's time is overhead. Printed, in microseconds a call (the best of five rounds of
`--repeats` calls each, so the machine's noise counts as little as possible):

- `exe(x, y)`: our whole Python call path from numpy arrays, as compiled from JAX (argument
  trees, checks, result allocation, the ctypes call);
- `exe.function("main")(x, y)`: the same without the pytree layer;
- `ctypes call`: only the call of the compiled C ABI function through ctypes, with buffers
  allocated beforehand: the floor of a call from Python;
- `C call`: the same function called from C in a loop (a helper built with the system C
  compiler), what a C caller of a library built by stablehlo-cc pays;
- `jax.jit(f)(x, y)` from numpy arrays (a host-to-device copy each call, as ours reads
  numpy arrays in place), and from `jax.Array`s already on the device (XLA's dispatch alone),
  each waiting for the result (`block_until_ready`).

Then the cost of one iteration of a `while` loop (`fori_loop` of 1000 steps, nanoseconds an
iteration, call overhead included): a light body (`h * 0.5 + x[i % 16]` on 8x64 f32, mostly
loop overhead) and the RNN step of the standard kernels (`tanh(h @ w + x[i % 16] @ u)`).
"""

from __future__ import annotations

import argparse
import ctypes
import os
import subprocess
import tempfile
import time

import numpy as np


def _best_per_call(fn, repeats: int, rounds: int = 5) -> float:
    best = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        for _ in range(repeats):
            fn()
        best = min(best, (time.perf_counter() - start) / repeats)
    return best * 1e6


_C_LOOP = r"""
#include <stdint.h>
#include <time.h>
typedef int32_t (*fn3)(void *, void *, void *);
double shlo_time_calls(void *fn, void *a, void *b, void *c, long n) {
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (long i = 0; i < n; i++) ((fn3)fn)(a, b, c);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    return ((t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) * 1e-9) / n;
}
"""


def _c_call_seconds(address: int, pointers, n: int) -> float | None:
    """Seconds a call of the C function at `address` (three pointer arguments) takes from a
    C loop; None without a C compiler."""
    cc = os.environ.get("CC") or "cc"
    with tempfile.TemporaryDirectory() as tmp:
        src, lib = os.path.join(tmp, "loop.c"), os.path.join(tmp, "loop.so")
        with open(src, "w") as f:
            f.write(_C_LOOP)
        try:
            subprocess.run([cc, "-O2", "-shared", "-fPIC", src, "-o", lib], check=True,
                           capture_output=True)
        except (OSError, subprocess.CalledProcessError):
            return None
        helper = ctypes.CDLL(lib)
        helper.shlo_time_calls.restype = ctypes.c_double
        helper.shlo_time_calls.argtypes = [ctypes.c_void_p] * 4 + [ctypes.c_long]
        return min(helper.shlo_time_calls(address, *pointers, n) for _ in range(5))


def measure(size: int = 4, repeats: int = 20000) -> dict:
    import jax
    import jax.numpy as jnp

    import stablehlo_cc

    def add(a, b):
        return a + b

    x = np.arange(size, dtype=np.float32)
    y = np.ones(size, np.float32)
    exe = stablehlo_cc.compile(jax.jit(add).lower(x, y))
    np.testing.assert_array_equal(exe(x, y), x + y)
    main = exe.function("main")
    out = np.empty(size, np.float32)
    raw = main._call  # the ctypes function of the C ABI entry point
    px, py, po = x.ctypes.data, y.ctypes.data, out.ctypes.data
    jitted = jax.jit(add)
    xd, yd = jnp.asarray(x), jnp.asarray(y)
    jitted(x, y).block_until_ready()
    c_call = _c_call_seconds(ctypes.cast(raw, ctypes.c_void_p).value, (px, py, po),
                             repeats * 50)
    results = {
        "exe(x, y)": _best_per_call(lambda: exe(x, y), repeats),
        'exe.function("main")(x, y)': _best_per_call(lambda: main(x, y), repeats),
        "ctypes call": _best_per_call(lambda: raw(px, py, po), repeats),
        "jax.jit(f)(x, y), numpy in": _best_per_call(
            lambda: jitted(x, y).block_until_ready(), repeats // 4),
        "jax.jit(f)(x, y), jax.Arrays in": _best_per_call(
            lambda: jitted(xd, yd).block_until_ready(), repeats // 4),
    }
    np.testing.assert_array_equal(out, x + y)  # the C loop ran the program
    if c_call is not None:
        results["C call"] = c_call * 1e6
    return results


def loop_iterations(steps: int = 1000, repeats: int = 50) -> dict:
    """Nanoseconds an iteration of two fori_loops, ours and jax.jit's, from numpy arrays."""
    import jax
    import jax.numpy as jnp

    import stablehlo_cc

    rng = np.random.default_rng(0)
    h = rng.standard_normal((8, 64)).astype(np.float32)
    x = rng.standard_normal((16, 8, 64)).astype(np.float32)
    w, u = [(rng.standard_normal((64, 64)) * 0.1).astype(np.float32) for _ in range(2)]
    bodies = {
        "light: h * 0.5 + x[i % 16]": lambda i, h, x, w, u: h * 0.5 + x[i % 16],
        "rnn: tanh(h @ w + x[i % 16] @ u)": lambda i, h, x, w, u: jnp.tanh(h @ w + x[i % 16] @ u),
    }
    out = {}
    for name, body in bodies.items():
        def f(h, x, w, u, body=body):
            return jax.lax.fori_loop(0, steps, lambda i, c: body(i, c, x, w, u), h)
        args = (h, x, w, u)
        exe = stablehlo_cc.compile(jax.jit(f, keep_unused=True).lower(*args))
        jitted = jax.jit(f)
        np.testing.assert_allclose(exe(*args), jitted(*args), rtol=1e-4, atol=1e-4)
        ours = _best_per_call(lambda: exe(*args), repeats)
        xla = _best_per_call(lambda: jitted(*args).block_until_ready(), repeats)
        out[name] = (ours * 1e3 / steps, xla * 1e3 / steps)
    return out


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=20000)
    parser.add_argument("--size", type=int, default=4)
    args = parser.parse_args(argv)
    results = measure(args.size, args.repeats)
    print(f"per-call time of an add of two f32[{args.size}] (best of 5 rounds, microseconds)")
    width = max(len(k) for k in results)
    for name, us in results.items():
        print(f"  {name:<{width}}  {us:8.3f} us")
    loops = loop_iterations()
    print("one iteration of a 1000-step fori_loop on 8x64 f32 (ns, call included)")
    width = max(len(k) for k in loops)
    for name, (ours, xla) in loops.items():
        print(f"  {name:<{width}}  stablehlo-cc {ours:8.1f} ns   XLA:CPU {xla:8.1f} ns")


if __name__ == "__main__":
    main()
