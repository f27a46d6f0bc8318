"""Run the benchmarks: stablehlo-cc against XLA:CPU (jax.jit) and, when installed, IREE.

    .venv/bin/python -m benchmarks.run [--quick] [--multi-thread] [--only NAME ...]

Every peer compiles the same program: JAX lowers it once to StableHLO; stablehlo-cc takes the
`Lowered` object, IREE (llvm-cpu backend, this host's CPU) takes its text, XLA:CPU is
`jax.jit`. Each is warmed up, then timed over repeated runs; the table shows the median time
and each peer's time divided by ours (above 1: we are faster). Our code is single-threaded,
so by default the peers are too (XLA without its Eigen thread pool, IREE's `local-sync`
driver); `--multi-thread` lets them use every core. Results go to benchmarks/results/latest.md.
"""

from __future__ import annotations

import argparse
import datetime
import importlib.metadata
import importlib.util
import os
import platform
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
RESULTS = os.path.join(HERE, "results", "latest.md")


def _configure_xla(multi_thread: bool) -> None:
    """XLA reads its flags once, when the CPU backend starts: set them before importing jax.

    Single-threaded runs also pin this process to one CPU before any peer starts a thread:
    jax 0.12's XLA:CPU runs on both cores even with the flags below (measured: 1.84 CPU
    seconds per wall second for a 512x512 matmul), so the flags alone no longer suffice."""
    if not multi_thread:
        flags = os.environ.get("XLA_FLAGS", "")
        os.environ["XLA_FLAGS"] = (flags + " --xla_cpu_multi_thread_eigen=false "
                                   "intra_op_parallelism_threads=1").strip()
        if hasattr(os, "sched_setaffinity"):
            os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    os.environ.setdefault("JAX_PLATFORMS", "cpu")


def median_time(fn, *, min_runs: int, budget_s: float) -> float:
    """Median seconds of one call of `fn`, after warm-up, over at least `min_runs` runs or
    `budget_s` seconds, whichever is more (capped at 1000 runs)."""
    for _ in range(3):
        fn()
    times = []
    start = time.perf_counter()
    while len(times) < min_runs or (time.perf_counter() - start < budget_s and len(times) < 1000):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


class Peer:
    """One compiler under test: `prepare` compiles (timed), then `call` runs one step."""

    name = ""

    def prepare(self, program, args, lowered):
        raise NotImplementedError


class StablehloCC(Peer):
    name = "stablehlo-cc"

    def prepare(self, program, args, lowered):
        import stablehlo_cc

        exe = stablehlo_cc.compile(lowered)
        return (lambda: exe(*args)), (lambda: _first(exe(*args)))


class XlaCpu(Peer):
    name = "XLA:CPU"

    def prepare(self, program, args, lowered):
        import jax

        compiled = lowered.compile()
        device_args = [jax.device_put(a) for a in args]
        compiled(*device_args)

        def call():
            jax.block_until_ready(compiled(*device_args))

        return call, (lambda: _first(compiled(*device_args)))


class Iree(Peer):
    name = "IREE"

    def __init__(self, multi_thread: bool):
        self.driver = "local-task" if multi_thread else "local-sync"

    def prepare(self, program, args, lowered):
        import iree.runtime as rt

        # The iree-compile program, not iree.compiler's Python bindings: those and the MLIR
        # bindings stablehlo-cc uses cannot live in one process (their nanobind symbols clash).
        proc = subprocess.run([_iree_compile(), "--iree-hal-target-backends=llvm-cpu",
                               "--iree-input-type=stablehlo", "--iree-llvmcpu-target-cpu=host",
                               "-", "-o", "-"], input=lowered.as_text().encode(),
                              capture_output=True)
        if proc.returncode != 0:
            message = proc.stderr.decode(errors="replace").strip()
            raise RuntimeError(message or "iree-compile failed")
        vmfb = proc.stdout
        config = rt.Config(self.driver)
        context = rt.SystemContext(config=config)
        module = rt.VmModule.copy_buffer(context.instance, vmfb)
        context.add_vm_module(module)
        fn = context.modules[module.name]["main"]
        device_args = [rt.asdevicearray(config.device, a) for a in args]

        def call():
            result = fn(*device_args)
            _sync(result)

        return call, (lambda: _first(fn(*device_args)))


def _sync(result):
    items = result if isinstance(result, (tuple, list)) else [result]
    for r in items:
        if hasattr(r, "to_host"):
            r.to_host()


def _first(result):
    import numpy as np

    if isinstance(result, (tuple, list)):
        result = result[0]
    return np.asarray(result.to_host() if hasattr(result, "to_host") else result)


def _iree_compile() -> str | None:
    beside = os.path.join(os.path.dirname(sys.executable), "iree-compile")
    return beside if os.path.exists(beside) else shutil.which("iree-compile")


def _iree_available() -> bool:
    try:  # find_spec of a submodule imports its parent, which may be absent
        found = importlib.util.find_spec("iree.runtime") is not None
    except ModuleNotFoundError:
        found = False
    return found and _iree_compile() is not None


def _iree_version() -> str:
    try:
        return importlib.metadata.version("iree-base-compiler")
    except importlib.metadata.PackageNotFoundError:
        return "?"


def _cpu_model() -> str:
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def _fmt_ms(seconds: float | None) -> str:
    return "—" if seconds is None else f"{seconds * 1e3:.3f}"


def _fmt_ratio(peer: float | None, ours: float | None) -> str:
    return "—" if peer is None or ours is None else f"{peer / ours:.2f}x"


def run(args) -> str:
    _configure_xla(args.multi_thread)
    import jax
    import numpy as np

    from .programs import PROGRAMS

    peers: list[Peer] = [StablehloCC(), XlaCpu()]
    if _iree_available():
        peers.append(Iree(args.multi_thread))
    else:
        print("IREE is not installed (pip install -e '.[bench]'): measuring without it",
              file=sys.stderr)
    names = [p.name for p in peers]
    min_runs, budget = (3, 0.3) if args.quick else (10, 2.0)
    rows = []
    for program in PROGRAMS:
        if args.only and program.name not in args.only:
            continue
        inputs = program.make_inputs(np.random.default_rng(0))
        lowered = jax.jit(program.fn).lower(*inputs)
        row = {"program": program.name, "what": program.description}
        outputs = {}
        for peer in peers:
            try:
                t0 = time.perf_counter()
                call, result = peer.prepare(program, inputs, lowered)
                row[peer.name + " compile"] = time.perf_counter() - t0
                outputs[peer.name] = result().astype(np.float64)
                row[peer.name] = median_time(call, min_runs=min_runs, budget_s=budget)
            except Exception as e:  # a peer that cannot compile a program is reported, not fatal
                row[peer.name] = None
                row[peer.name + " error"] = f"{type(e).__name__}: {str(e).splitlines()[0][:80]}"
            print(f"{program.name:12s} {peer.name:13s} "
                  f"{_fmt_ms(row.get(peer.name)):>10s} ms  "
                  f"{row.get(peer.name + ' error', '')}", file=sys.stderr, flush=True)
        reference = outputs.get("XLA:CPU")
        for name, out in outputs.items():
            if reference is not None and name != "XLA:CPU":
                row[name + " err"] = float(np.max(np.abs(out - reference), initial=0.0))
        rows.append(row)
    return _table(rows, names, args)


def _table(rows, names, args) -> str:
    ours = names[0]
    peers = names[1:]
    header = (["program", f"{ours} ms"] + [f"{p} ms" for p in peers]
              + [f"{p} / ours" for p in peers] + [f"{n} compile s" for n in names]
              + [f"max abs diff {n} vs XLA" for n in names if n != "XLA:CPU"])
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for r in rows:
        cells = [r["program"], _fmt_ms(r.get(ours))] + [_fmt_ms(r.get(p)) for p in peers]
        cells += [_fmt_ratio(r.get(p), r.get(ours)) for p in peers]
        cells += [("—" if r.get(n + " compile") is None else f"{r[n + ' compile']:.2f}")
                  for n in names]
        for n in names:
            if n != "XLA:CPU":
                err = r.get(n + " err")
                cells.append("—" if err is None else f"{err:.1e}")
        lines.append("| " + " | ".join(cells) + " |")
    errors = [f"- {r['program']}, {n}: {r[n + ' error']}" for r in rows for n in names
              if n + " error" in r]
    import jax
    import llvmlite

    versions = [f"jax/jaxlib {jax.__version__}", f"llvmlite {llvmlite.__version__}"]
    if "IREE" in names:
        versions.append(f"iree-base-compiler {_iree_version()}")
    threads = ("peers multi-threaded (XLA Eigen pool, IREE local-task)" if args.multi_thread
               else "all single-threaded on one pinned CPU (XLA without its Eigen pool, IREE "
               "local-sync)")
    doc = [
        "# Benchmark results",
        "",
        f"Measured {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC on "
        f"{_cpu_model()} ({os.cpu_count()} logical CPUs), {threads}. "
        f"{'Quick run. ' if args.quick else ''}"
        "Times are medians of one call after warm-up; `peer / ours` above 1 means "
        "stablehlo-cc is faster. Compile times include lowering to machine code "
        "(JAX's tracing to StableHLO is done once, outside). Written by `make bench` "
        "(`python -m benchmarks.run`).",
        "",
        "Programs: " + "; ".join(f"**{r['program']}**: {r['what']}" for r in rows) + ".",
        "",
        *lines,
        "",
        "Versions: " + ", ".join(versions) + ".",
    ]
    if errors:
        doc += ["", "Failures:", *errors]
    return "\n".join(doc) + "\n"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.run", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    parser.add_argument("--multi-thread", action="store_true",
                        help="let XLA and IREE use every core (ours is single-threaded)")
    parser.add_argument("--only", nargs="+", metavar="NAME", help="run only these programs")
    parser.add_argument("--output", default=RESULTS, help=f"where to write (default {RESULTS})")
    args = parser.parse_args(argv)
    report = run(args)
    print(report)
    os.makedirs(os.path.dirname(os.path.abspath(args.output)), exist_ok=True)
    with open(args.output, "w") as f:
        f.write(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
