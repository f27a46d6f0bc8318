"""The machine's limits, measured per run: f32 FMA peak and STREAM-add memory bandwidth.

    .venv/bin/python -m benchmarks.machine [--threads N]

Benchmarks report GFLOP/s and GB/s against these numbers, so a table says how far a program is
from the hardware, not only from the peers. Both are measured rather than computed from the
CPU's name because machines change between sessions (Zen 3 without AVX-512, Zen 5 with it).

- Peak: a loop of independent `llvm.fma` chains on the widest vectors the host has (16 f32 lanes
  with AVX-512, 8 with AVX/FMA, else 4), compiled with llvmlite for the host CPU. Twelve chains
  cover the FMA latency (4 cycles) times two FMA pipes with room to spare, so the loop is bound
  by FMA throughput alone; the result is the best of a few runs, one thread per CPU in the
  process's affinity mask for the multi-core figure (ctypes calls release the GIL).
- Bandwidth: STREAM's "add" kernel, c = a + b on arrays far larger than the caches (numpy's
  ufunc loop, which is vectorized and releases the GIL), counting 3 x 4 bytes an element as
  STREAM does (write-allocate traffic not counted); split into equal slices over threads.
"""

from __future__ import annotations

import argparse
import ctypes
import os
import threading
import time
from dataclasses import dataclass

import numpy as np

_CHAINS = 12


@dataclass(frozen=True)
class Limits:
    threads: int
    peak_gflops: float  # f32 FMA, all `threads` together
    bandwidth_gbs: float  # STREAM add, `threads` threads
    vector_lanes: int

    def describe(self) -> str:
        return (f"{self.threads} thread(s): f32 FMA peak {self.peak_gflops:.0f} GFLOP/s "
                f"({self.vector_lanes}-lane vectors), STREAM add {self.bandwidth_gbs:.1f} GB/s")


def usable_cpus() -> list[int]:
    return sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") \
        else list(range(os.cpu_count() or 1))


def _lanes() -> int:
    import llvmlite.binding as llvm

    features = llvm.get_host_cpu_features()
    if features.get("avx512f"):
        return 16
    if features.get("fma") or features.get("avx2"):
        return 8
    return 4


def _fma_ir(lanes: int) -> str:
    vec = f"<{lanes} x float>"
    lines = [f"declare {vec} @llvm.fma.v{lanes}f32({vec}, {vec}, {vec})",
             f"define float @fma_loop(i64 %n, float %xs, float %ys) {{",
             "entry:",
             f"  %xv = insertelement {vec} poison, float %xs, i32 0",
             f"  %x = shufflevector {vec} %xv, {vec} poison, <{lanes} x i32> zeroinitializer",
             f"  %yv = insertelement {vec} poison, float %ys, i32 0",
             f"  %y = shufflevector {vec} %yv, {vec} poison, <{lanes} x i32> zeroinitializer",
             "  br label %loop",
             "loop:",
             "  %i = phi i64 [0, %entry], [%i.next, %loop]"]
    for c in range(_CHAINS):
        lines.append(f"  %a{c} = phi {vec} [zeroinitializer, %entry], [%b{c}, %loop]")
    for c in range(_CHAINS):
        lines.append(f"  %b{c} = call {vec} @llvm.fma.v{lanes}f32({vec} %a{c}, {vec} %x, "
                     f"{vec} %y)")
    lines += ["  %i.next = add i64 %i, 1",
              "  %done = icmp eq i64 %i.next, %n",
              "  br i1 %done, label %exit, label %loop",
              "exit:"]
    total = "%b0"
    for c in range(1, _CHAINS):
        lines.append(f"  %s{c} = fadd {vec} {total}, %b{c}")
        total = f"%s{c}"
    lines += [f"  %r = extractelement {vec} {total}, i32 0", "  ret float %r", "}"]
    return "\n".join(lines)


class _FmaKernel:
    def __init__(self):
        import llvmlite.binding as llvm

        llvm.initialize_native_target()
        llvm.initialize_native_asmprinter()
        self.lanes = _lanes()
        target = llvm.Target.from_default_triple()
        self._tm = target.create_target_machine(cpu=llvm.get_host_cpu_name(),
                                                features=llvm.get_host_cpu_features().flatten(),
                                                opt=2)
        module = llvm.parse_assembly(_fma_ir(self.lanes))
        module.verify()
        self._engine = llvm.create_mcjit_compiler(module, self._tm)
        self._engine.finalize_object()
        address = self._engine.get_function_address("fma_loop")
        self.fn = ctypes.CFUNCTYPE(ctypes.c_float, ctypes.c_int64, ctypes.c_float,
                                   ctypes.c_float)(address)

    def flops(self, n: int) -> int:
        return 2 * n * _CHAINS * self.lanes


def _in_threads(work, threads: int) -> float:
    """Seconds for `threads` threads to each run `work(i)`, started together."""
    barrier = threading.Barrier(threads + 1)

    def body(i):
        barrier.wait()
        work(i)

    pool = [threading.Thread(target=body, args=(i,)) for i in range(threads)]
    for t in pool:
        t.start()
    barrier.wait()
    start = time.perf_counter()
    for t in pool:
        t.join()
    return time.perf_counter() - start


def fma_peak(threads: int, seconds: float = 0.2) -> tuple[float, int]:
    """(GFLOP/s over `threads` threads, vector lanes)."""
    kernel = _FmaKernel()
    n = 1 << 16
    while True:  # size the loop to about `seconds`
        t0 = time.perf_counter()
        kernel.fn(n, 1.0000001, 1e-7)
        if time.perf_counter() - t0 > seconds / 4:
            break
        n *= 2
    best = 0.0
    for _ in range(3):
        elapsed = _in_threads(lambda i: kernel.fn(n, 1.0000001, 1e-7), threads)
        best = max(best, threads * kernel.flops(n) / elapsed / 1e9)
    return best, kernel.lanes


def stream_add(threads: int, elements: int = 1 << 25) -> float:
    """GB/s of c = a + b over f32 arrays of `elements` (3 x 128 MiB by default)."""
    a = np.full(elements, 1.0, np.float32)
    b = np.full(elements, 2.0, np.float32)
    c = np.empty_like(a)
    bounds = np.linspace(0, elements, threads + 1).astype(int)

    def work(i):
        lo, hi = bounds[i], bounds[i + 1]
        np.add(a[lo:hi], b[lo:hi], out=c[lo:hi])

    best = 0.0
    for _ in range(5):
        elapsed = _in_threads(work, threads)
        best = max(best, 3 * 4 * elements / elapsed / 1e9)
    return best


def last_level_cache_bytes() -> int:
    """The size of the largest CPU cache sysfs describes (0 when it does not)."""
    best = 0
    base = "/sys/devices/system/cpu/cpu0/cache"
    try:
        names = os.listdir(base)
    except OSError:
        return 0
    for name in names:
        try:
            with open(os.path.join(base, name, "size")) as f:
                text = f.read().strip()
        except OSError:
            continue
        scale = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}.get(text[-1:], 1)
        digits = text.rstrip("KMG")
        if digits.isdigit():
            best = max(best, int(digits) * scale)
    return best


def cache_flusher():
    """A function that pushes a program's data out of every cache level before a timed call:
    it reads a buffer of twice the last-level cache (at least 64 MiB). Reads, not writes, so
    the timed call pays no write-back of the flush's own lines. Memory-bound kernels whose data
    fit in this host's last-level cache (260 MiB on the Emerald Rapids VM) run from it when
    timed back to back; with the flush they run from memory, as the first call of a step over
    fresh data would."""
    size = max(2 * last_level_cache_bytes(), 64 << 20)
    buffer = np.ones(size // 8, np.uint64)

    def flush():
        buffer.sum()

    return flush


def measure(threads: int | None = None) -> Limits:
    threads = threads or len(usable_cpus())
    peak, lanes = fma_peak(threads)
    return Limits(threads, peak, stream_add(threads), lanes)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.machine", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--threads", type=int, default=None,
                        help="threads (default: every CPU this process may use)")
    args = parser.parse_args(argv)
    print(measure(args.threads).describe())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
