"""Per-op profile of a compiled program: where does the time of one call go?

    python -m benchmarks.op_profile MODEL_OR_MLIR [--threads 1|all] [--top 25] [--xla]

MODEL_OR_MLIR is a zoo model (benchmarks/models/, e.g. llama_b1) with its own inputs, or a
StableHLO file (random inputs from its signature). The program is compiled with a cycle-counter
mark after each top-level op that does work (`benchmarks/op_marks.py`: fused elementwise
groups, contractions, reductions, copies; measured in place, in the whole program), then
called repeatedly; per op: median time, share of the call, shapes, the arithmetic of a fused
body, and achieved GFLOP/s and GB/s (flops: loop iterations x body ops, 2 per multiply-add;
bytes: operands read once and results written once, a lower bound on traffic). The total is
checked against the same program compiled without marks and against XLA:CPU; `--xla` also
prints XLA:CPU's own per-op profile (its trace events, one a thunk, from jax.profiler).
"""

from __future__ import annotations

import argparse
import collections
import os
import statistics
import sys
import tempfile
import time
from unittest import mock

from .run import _configure

_CAPACITY = 8192


def _load(target: str):
    """(StableHLO text, argument arrays) of a zoo model or a file."""
    import numpy as np

    from .models import zoo

    if target in zoo.names():
        return zoo.mlir_path(target).read_text(), zoo.inputs(target)
    if not os.path.exists(target):
        raise SystemExit(f"{target}: neither a zoo model ({', '.join(zoo.names()[:4])}, ...; "
                         "see `python -m benchmarks.models.zoo list`) nor a file")
    import stablehlo_cc

    text = open(target).read()
    sig = stablehlo_cc.compile(text).signature
    rng = np.random.default_rng(0)
    args = []
    for t in sig.args:
        dtype = np.dtype(t.dtype)
        if dtype.kind == "f":
            args.append(rng.standard_normal(t.shape).astype(dtype))
        elif dtype.kind == "b":
            args.append(np.zeros(t.shape, dtype))
        else:  # indices: zeros are always in range
            args.append(np.zeros(t.shape, dtype))
    return text, args


def compile_marked(text: str, slots, ir_path: str | None = None):
    """Our compile of `text` with marks writing into `slots` (a uint64 numpy array); with
    `ir_path`, the marked tensor-level program is written there (mark i stores to
    slot address + 8 i)."""
    import stablehlo_cc
    from stablehlo_cc.compiler.linalg import contraction_codegen, stage

    from . import op_marks

    infos = []
    tile, lower = contraction_codegen.tile_and_vectorize, stage.to_llvm_dialect

    def tile_marked(module, *a, **k):  # after fusion, before contractions are tiled
        infos.extend(op_marks.instrument(module, slots.ctypes.data, len(slots)))
        if ir_path:
            with open(ir_path, "w") as f:
                f.write(f"// marks: slot 0 at address {slots.ctypes.data}\n{module}\n")
        return tile(module, *a, **k)

    def lower_marked(module, *a, **k):  # after bufferization
        for address, size in op_marks.stamp_marks(module).items():
            infos[(address - slots.ctypes.data) // 8].copied = size
        return lower(module, *a, **k)

    with mock.patch.object(contraction_codegen, "tile_and_vectorize", tile_marked), \
            mock.patch.object(stage, "to_llvm_dialect", lower_marked):
        exe = stablehlo_cc.compile(text, cache=False)
    return exe, infos


def _cycles_per_second(call, slots) -> float:
    """The cycle counter's rate: mark 0 of two calls half a second apart."""
    call()
    c0, t0 = int(slots[0]), time.perf_counter()
    time.sleep(0.5)
    t1 = time.perf_counter()
    call()
    return (int(slots[0]) - c0) / (t1 - t0)


def _median_time(call, runs: int, budget: float) -> float:
    for _ in range(2):
        call()
    times, start = [], time.perf_counter()
    while len(times) < runs or time.perf_counter() - start < budget:
        t0 = time.perf_counter()
        call()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def _xla_call(text: str, args):
    from .models_run import _xla
    return _xla(text, args)


def xla_profile(call, runs: int = 20) -> list[tuple[str, float, int]]:
    """XLA:CPU's own trace events over `runs` calls: (name, seconds a call, count a call),
    longest first; only events of the thread running the program's thunks."""
    import jax

    with tempfile.TemporaryDirectory() as d:
        call()
        with jax.profiler.trace(d):
            for _ in range(runs):
                call()
        paths = [os.path.join(r, f) for r, _, fs in os.walk(d) for f in fs
                 if f.endswith(".xplane.pb")]
        if not paths:
            return []
        data = jax.profiler.ProfileData.from_file(paths[0])
    totals, counts = collections.defaultdict(float), collections.Counter()
    skip = ("PjRt", "Execute", "ThunkExecutor", "TfrtCpu", "python", "$", "Compile",
            "jit_", "XlaModule", "ExecuteHelper")
    for plane in data.planes:
        if not plane.name.startswith("/host:CPU"):
            continue
        for line in plane.lines:
            for ev in line.events:
                name = ev.name
                if name.startswith(skip) or ev.duration_ns <= 0:
                    continue
                totals[name] += ev.duration_ns * 1e-9
                counts[name] += 1
    rows = [(n, totals[n] / runs, counts[n] // runs) for n in totals]
    return sorted(rows, key=lambda r: -r[1])


def profile(target: str, threads: str = "1", top: int = 25, budget: float = 2.0,
            with_xla: bool = True, xla_ops: bool = False, out=sys.stdout,
            ir_path: str | None = None) -> dict:
    _configure(threads)
    import numpy as np
    import stablehlo_cc

    text, args = _load(target)
    slots = np.zeros(_CAPACITY, np.uint64)
    exe, infos = compile_marked(text, slots, ir_path)

    def marked_call():
        exe(*args)

    rate = _cycles_per_second(marked_call, slots)
    n = len(infos)
    samples = []
    for _ in range(2):
        marked_call()
    start = time.perf_counter()
    while len(samples) < 5 or time.perf_counter() - start < budget:
        marked_call()
        samples.append(np.diff(slots[:n].astype(np.int64)))
    per_op = np.median(np.array(samples), axis=0) / rate  # seconds; op i+1 is infos[i+1]
    plain = stablehlo_cc.compile(text)
    ours = _median_time(lambda: plain(*args), 5, budget)
    xla = None
    if with_xla:
        xla_call = _xla_call(text, args)
        xla = _median_time(xla_call, 5, budget)
    marked_total = float(per_op.sum())
    rows = [(infos[i + 1], float(per_op[i])) for i in range(n - 1)]

    p = lambda *a: print(*a, file=out)  # noqa: E731
    p(f"{target}: {len(rows)} ops marked; ops inside the compiled function "
      f"{marked_total * 1e3:.3f} ms (sum of per-op medians); a whole call from Python "
      f"(argument checks, result arrays; no marks) {ours * 1e3:.3f} ms" +
      (f"; XLA:CPU {xla * 1e3:.3f} ms (ours/XLA {ours / xla:.2f}x)" if xla else ""))
    by_kind = collections.defaultdict(lambda: [0.0, 0])
    for info, t in rows:
        by_kind[info.kind][0] += t
        by_kind[info.kind][1] += 1
    p("by kind: " + ", ".join(f"{k} {v[0] * 1e3:.3f} ms ({100 * v[0] / marked_total:.0f}%, "
                              f"{v[1]} ops)" for k, v in
                              sorted(by_kind.items(), key=lambda kv: -kv[1][0])))
    p(f"{'#':>5s} {'us':>9s} {'share':>6s} {'GFLOP/s':>8s} {'GB/s':>7s}  "
      f"{'kind':14s} shapes / body")
    for info, t in sorted(rows, key=lambda r: -r[1])[:top]:
        gflops = f"{info.flops / t * 1e-9:.1f}" if info.flops and t > 0 else "-"
        gbs = f"{info.bytes / t * 1e-9:.1f}" if info.bytes and t > 0 else "-"
        body = f" [{info.body[:60]}]" if info.body else ""
        if info.copied:
            body += f" +copies {info.copied / 1024:.0f} KiB"
        p(f"{info.index:5d} {t * 1e6:9.1f} {100 * t / marked_total:5.1f}% {gflops:>8s} "
          f"{gbs:>7s}  {info.kind:14s} {info.name} {info.shapes}"
          f"{' loops ' + 'x'.join(map(str, info.loops)) if info.loops else ''}{body}")
    if xla_ops and with_xla:
        events = xla_profile(xla_call)
        total = sum(e[1] for e in events) or 1.0
        kinds = collections.defaultdict(lambda: [0.0, 0])
        for name, t, count in events:
            kind = name.rstrip("0123456789").rstrip(".")
            kinds[kind][0] += t
            kinds[kind][1] += count
        p("\nXLA:CPU by kind: " + ", ".join(
            f"{k} {v[0] * 1e3:.3f} ms ({100 * v[0] / total:.0f}%, {v[1]})"
            for k, v in sorted(kinds.items(), key=lambda kv: -kv[1][0])[:12]))
        p(f"XLA:CPU trace events (jax.profiler; traced, so slower than untraced), "
          f"{len(events)} names, longest first:")
        for name, t, count in events[:top]:
            p(f"      {t * 1e6:9.1f} {100 * t / total:5.1f}%  x{count:<4d} {name[:100]}")
    return {"rows": rows, "marked": marked_total, "ours": ours, "xla": xla}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.op_profile", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("target", help="a zoo model name or a StableHLO file")
    parser.add_argument("--threads", choices=["1", "all"], default="1")
    parser.add_argument("--top", type=int, default=25, help="ops to list (default 25)")
    parser.add_argument("--budget", type=float, default=2.0, help="seconds of calls per peer")
    parser.add_argument("--no-xla", action="store_true", help="do not time XLA:CPU")
    parser.add_argument("--xla", action="store_true", help="also XLA:CPU's per-op profile")
    parser.add_argument("--ir", metavar="PATH", help="write the marked program (tensor level)")
    args = parser.parse_args(argv)
    profile(args.target, args.threads, args.top, args.budget, not args.no_xla, args.xla,
            ir_path=args.ir)
    return 0


if __name__ == "__main__":
    sys.exit(main())
