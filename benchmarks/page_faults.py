"""Page faults and time a call of programs with 64 MiB results and temporaries.

    .venv/bin/python -m benchmarks.page_faults [--calls 5] [--only NAME]

For each program: minor page faults per call (`getrusage` ru_minflt, the whole process) and
milliseconds per call (the mean of `--calls` calls after one warm-up), once with fresh result
arrays (`exe(x)`) and once writing into the same arrays every call (`exe(x, out=buf)`; shown
as "-" by a stablehlo-cc without out=). A 64 MiB buffer faulted in afresh is 16,384 4 KiB
pages (or 32 huge pages when numpy asks for transparent huge pages for its arrays).
"""

from __future__ import annotations

import argparse
import resource
import time

import numpy as np

import stablehlo_cc

N = 4096
M = 16 * 1024 * 1024


def _gelu():
    return f"""
func.func @main(%x: tensor<{M}xf32>) -> tensor<{M}xf32> {{
  %h = stablehlo.constant dense<0.5> : tensor<{M}xf32>
  %one = stablehlo.constant dense<1.0> : tensor<{M}xf32>
  %c = stablehlo.constant dense<0.7978845608> : tensor<{M}xf32>
  %k = stablehlo.constant dense<0.044715> : tensor<{M}xf32>
  %x2 = stablehlo.multiply %x, %x : tensor<{M}xf32>
  %x3 = stablehlo.multiply %x2, %x : tensor<{M}xf32>
  %a = stablehlo.multiply %k, %x3 : tensor<{M}xf32>
  %b = stablehlo.add %x, %a : tensor<{M}xf32>
  %d = stablehlo.multiply %c, %b : tensor<{M}xf32>
  %t = stablehlo.tanh %d : tensor<{M}xf32>
  %u = stablehlo.add %one, %t : tensor<{M}xf32>
  %v = stablehlo.multiply %h, %x : tensor<{M}xf32>
  %r = stablehlo.multiply %v, %u : tensor<{M}xf32>
  return %r : tensor<{M}xf32>
}}""", [((M,), np.float32)]


def _transpose():
    return f"""
func.func @main(%x: tensor<{N}x{N}xf32>) -> tensor<{N}x{N}xf32> {{
  %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<{N}x{N}xf32>) -> tensor<{N}x{N}xf32>
  return %t : tensor<{N}x{N}xf32>
}}""", [((N, N), np.float32)]


def _softmax_t():
    return f"""
func.func @main(%x: tensor<{N}x{N}xf32>) -> tensor<{N}x{N}xf32> {{
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<{N}x{N}xf32>) -> tensor<{N}x{N}xf32>
  %e = stablehlo.exponential %t : tensor<{N}x{N}xf32>
  %r = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [1]
      : (tensor<{N}x{N}xf32>, tensor<f32>) -> tensor<{N}xf32>
  %b = stablehlo.broadcast_in_dim %r, dims = [0] : (tensor<{N}xf32>) -> tensor<{N}x{N}xf32>
  %d = stablehlo.divide %e, %b : tensor<{N}x{N}xf32>
  %u = stablehlo.transpose %d, dims = [1, 0] : (tensor<{N}x{N}xf32>) -> tensor<{N}x{N}xf32>
  return %u : tensor<{N}x{N}xf32>
}}""", [((N, N), np.float32)]


def _mlp():
    # 4096x256 @ 256x4096 -> relu (a 64 MiB hidden activation) -> @ 4096x256
    return f"""
func.func @main(%x: tensor<{N}x256xf32>, %w1: tensor<256x{N}xf32>, %w2: tensor<{N}x256xf32>)
    -> tensor<{N}x256xf32> {{
  %z = stablehlo.constant dense<0.0> : tensor<{N}x{N}xf32>
  %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0]
      : (tensor<{N}x256xf32>, tensor<256x{N}xf32>) -> tensor<{N}x{N}xf32>
  %a = stablehlo.maximum %h, %z : tensor<{N}x{N}xf32>
  %y = stablehlo.dot_general %a, %w2, contracting_dims = [1] x [0]
      : (tensor<{N}x{N}xf32>, tensor<{N}x256xf32>) -> tensor<{N}x256xf32>
  return %y : tensor<{N}x256xf32>
}}""", [((N, 256), np.float32), ((256, N), np.float32), ((N, 256), np.float32)]


PROGRAMS = {"gelu_16M": _gelu, "transpose_4096": _transpose, "softmax_t_4096": _softmax_t,
            "mlp_4096x256": _mlp}


def _faults() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_minflt


def _measure(call, calls: int) -> tuple[float, float]:
    call()
    f0, t0 = _faults(), time.perf_counter()
    for _ in range(calls):
        call()
    return (_faults() - f0) / calls, (time.perf_counter() - t0) / calls * 1e3


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=5)
    parser.add_argument("--only", default=None, help="one program: " + ", ".join(PROGRAMS))
    opts = parser.parse_args(argv)
    rng = np.random.default_rng(0)
    print(f"{'program':16} {'faults/call':>12} {'ms/call':>9} {'out= faults':>12} {'ms':>9}")
    for name, make in PROGRAMS.items():
        if opts.only and name != opts.only:
            continue
        text, arg_types = make()
        exe = stablehlo_cc.compile(text)
        args = [rng.standard_normal(s, dtype=d) * 0.1 for s, d in arg_types]
        fresh = _measure(lambda: exe(*args), opts.calls)
        result = exe(*args)
        buf = np.empty_like(result)
        try:
            exe(*args, out=buf)
            reuse = "%12.0f %9.1f" % _measure(lambda: exe(*args, out=buf), opts.calls)
        except TypeError:
            reuse = "%12s %9s" % ("-", "-")
        print(f"{name:16} {fresh[0]:12.0f} {fresh[1]:9.1f} {reuse}", flush=True)


if __name__ == "__main__":
    main()
