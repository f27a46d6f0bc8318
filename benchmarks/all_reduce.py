"""all_reduce bandwidth on the thread-pool grid, next to numpy summing the same buffers.

For each process count (2, 4, 8) and buffer size (1 KB to 256 MB of f32), a program with one
`stablehlo.all_reduce` (add) runs on the grid; we report the best wall time of a few runs of
`run_grid` and the bandwidth `size / time` (what each process gets reduced per second), next to
`numpy.sum` over the same stacked buffers in one thread (the work the reduction itself does).
The grid time includes starting the processes on the pool, checking arguments and allocating
results: the whole `run_grid` call.

    python -m benchmarks.all_reduce [--max-size 256M] [--procs 2,4,8] [--repeat 5]
"""

from __future__ import annotations

import argparse
import time

import numpy as np

import stablehlo_cc

PROGRAM = """
func.func @main(%x: tensor<{n}xf32>) -> tensor<{n}xf32> {{
  %r = "stablehlo.all_reduce"(%x) ({{
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }}) {{replica_groups = dense<[[{group}]]> : tensor<1x{p}xi64>}} : (tensor<{n}xf32>) -> tensor<{n}xf32>
  return %r : tensor<{n}xf32>
}}
"""


def parse_size(text: str) -> int:
    units = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}
    text = text.strip().upper().rstrip("B")
    return int(float(text[:-1]) * units[text[-1]]) if text[-1] in units else int(text)


def human(nbytes: int) -> str:
    for unit, size in (("GB", 1 << 30), ("MB", 1 << 20), ("KB", 1 << 10)):
        if nbytes >= size:
            return f"{nbytes / size:g} {unit}"
    return f"{nbytes} B"


def best_time(fn, repeat: int) -> float:
    fn()  # warm up (threads, first-touch of result pages)
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--max-size", default="256M", help="largest buffer (default 256M)")
    ap.add_argument("--min-size", default="1K")
    ap.add_argument("--procs", default="2,4,8")
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args(argv)
    sizes = []
    size = parse_size(args.min_size)
    while size <= parse_size(args.max_size):
        sizes.append(size)
        size *= 4
    print(f"{'procs':>5} {'size':>9} {'grid time':>11} {'grid GB/s':>10} "
          f"{'numpy time':>11} {'numpy GB/s':>10}")
    for p in (int(x) for x in args.procs.split(",")):
        for nbytes in sizes:
            n = nbytes // 4
            exe = stablehlo_cc.compile(PROGRAM.format(n=n, p=p, group=", ".join(map(str, range(p)))),
                                       num_replicas=p)
            bufs = [np.full(n, i + 1, np.float32) for i in range(p)]
            repeat = args.repeat if nbytes < (64 << 20) else max(2, args.repeat // 2)
            check = exe.run_grid([[b] for b in bufs])
            assert check[-1][0][0] == p * (p + 1) / 2, "wrong all_reduce result"
            del check
            t_grid = best_time(lambda: exe.run_grid([[b] for b in bufs]), repeat)
            stacked = np.stack(bufs)
            t_np = best_time(lambda: np.sum(stacked, axis=0), repeat)
            del stacked
            print(f"{p:>5} {human(nbytes):>9} {t_grid * 1e3:>9.3f}ms {nbytes / t_grid / 1e9:>10.2f} "
                  f"{t_np * 1e3:>9.3f}ms {nbytes / t_np / 1e9:>10.2f}", flush=True)


if __name__ == "__main__":
    main()
