"""Run the benchmarks: stablehlo-cc against XLA:CPU (jax.jit) and IREE, on one core and on all.

    .venv/bin/python -m benchmarks.run [--quick] [--threads 1|all|both] [--suite S] [--only NAME ...]

Every peer compiles the same program: JAX lowers it once to StableHLO; stablehlo-cc takes the
`Lowered` object, IREE (llvm-cpu backend, this host's CPU) takes its text, twice: as it comes
and with data tiling and microkernels (`IREE-dt`), and XLA:CPU is `jax.jit`. Every output is
compared with XLA:CPU's.

Timing: every peer is compiled and called once first, then the peers' calls are timed in
alternating blocks of about 20 ms (benchmarks/interleaved.py, as `make bench-models`; medians),
so a burst of load on the shared machine falls on every peer alike rather than on whichever was
being timed (timed one after another, the encoder on two CPUs came out 1.29x IREE-dt in one
run and 0.99x in the next). The memory-bound kernels are timed in turns a second time with the
caches flushed before every call.

Processes: each kernel runs in a child process per thread setting, which holds every peer, so
their calls can alternate (peers in processes of their own could not without a round trip per
call). A thread setting is a property of the process, the same for every peer in it: for one
CPU the process is pinned to it before anything starts a thread, XLA's Eigen pool is off and
IREE runs local-sync; for all CPUs XLA keeps its Eigen pool and IREE runs local-task. A crash
(a compiler bug that kills the process) is a row of the table, not the end of the run. The
child prints its row before every step (a peer's compile, its first call, the timing) and the
coordinator gives each step a time limit (`_STEP_LIMITS_S`): a peer that crashes the process or
overruns while compiling or in its first call (IREE's sort of 1M f32 takes over 15 minutes) is
left out and the kernel measured again without it, so it cannot stall the others; a first
call slower than `SLOW_CALL_S` is that peer's only timed call.

The suites: `kernels` (benchmarks/kernels.py, the standard kernels) and `programs`
(benchmarks/programs.py, the older small programs). `--threads both` (the default of `make
bench`) measures everything twice in one run: with every process pinned to one CPU (XLA:CPU
ignores its single-thread flags in jax 0.12, so pinning is the only way), and with every CPU
of the affinity mask.

The table gives, per kernel, each peer's median time, our time over the best peer's (below 1:
we are faster), the geometric mean of that ratio, and our GFLOP/s against the measured f32 FMA
peak (compute-bound kernels) or GB/s against the measured STREAM bandwidth (memory-bound ones);
see benchmarks/machine.py. Results go to benchmarks/results/latest.md.
"""

from __future__ import annotations

import argparse
import datetime
import importlib.metadata
import importlib.util
import json
import math
import os
import platform
import queue
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time

from . import bytecode, machine
from .interleaved import SLOW_CALL_S, interleaved_medians

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
RESULTS = os.path.join(HERE, "results", "latest.md")
# How long a worker's step may take (`measure_peers` names the step it is in) before the
# worker is killed: the set-up (inputs, JAX's lowering), one peer's compile, its first call
# (IREE's sort of 1M f32 takes more than 15 minutes: it is left out, not waited for), and
# the timing of every peer in turns (at least `min_runs` calls each, calls of up to
# `SLOW_CALL_S`, twice for memory-bound kernels).
_STEP_LIMITS_S = {"start": 300.0, "compile": 300.0, "first call": 120.0, "timing": 900.0}
_STEP_NAMES = {"start": "set-up (inputs, lowering)", "timing": "timing of the peers in turns"}
# A call slower than this is timed once, not repeated.
_SLOW_CALL_S = SLOW_CALL_S


def _configure(threads: str) -> None:
    """Pin to one CPU for single-threaded runs, before any peer starts a thread (XLA reads its
    flags once, when its CPU backend starts, so they are set before importing jax)."""
    if threads == "1":
        flags = os.environ.get("XLA_FLAGS", "")
        os.environ["XLA_FLAGS"] = (flags + " --xla_cpu_multi_thread_eigen=false "
                                   "intra_op_parallelism_threads=1").strip()
        if hasattr(os, "sched_setaffinity"):
            os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
        os.environ.setdefault("STABLEHLO_CC_NUM_THREADS", "1")
    os.environ.setdefault("JAX_PLATFORMS", "cpu")


def median_time(fn, *, min_runs: int, budget_s: float, before=None) -> float:
    """Median seconds of one call of `fn`, after warm-up, over at least `min_runs` runs or
    `budget_s` seconds, whichever is more (capped at 1000 runs). A first call slower than
    `_SLOW_CALL_S` is the only one measured: repeating it would only show the same gap.
    `before`, when given, runs (untimed) before each timed call: the cache flush of the
    cold measurement."""
    t0 = time.perf_counter()
    fn()
    first = time.perf_counter() - t0
    if first > _SLOW_CALL_S:
        return first
    fn()
    times = []
    start = time.perf_counter()
    while len(times) < min_runs or (time.perf_counter() - start < budget_s and len(times) < 1000):
        if before is not None:
            before()
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


class Peer:
    """One compiler under test: `prepare` compiles, then `call` runs one step.

    `prepare` returns (call, result, compile seconds): the seconds are those of the compile
    and load alone (`stablehlo_cc.compile`, XLA's `Lowered.compile`, iree-compile and the
    module's load), not of placing the arguments (a 64 MiB input's copy or `device_put` is
    20-60 ms of CPU, more than some compiles, and was in both peers' times before
    2026-11-27) nor of XLA's warm-up call."""

    name = ""

    def prepare(self, program, args, lowered):
        raise NotImplementedError


class StablehloCC(Peer):
    name = "stablehlo-cc"

    def prepare(self, program, args, lowered):
        import stablehlo_cc

        t0 = time.perf_counter()
        exe = stablehlo_cc.compile(lowered)
        seconds = time.perf_counter() - t0
        # the arguments placed once, as XLA:CPU's are by device_put (runtime/aligned_arrays.py)
        args = [stablehlo_cc.aligned(a) for a in args]
        return (lambda: exe(*args)), (lambda: _first(exe(*args))), seconds


class XlaCpu(Peer):
    name = "XLA:CPU"

    def prepare(self, program, args, lowered):
        import jax

        t0 = time.perf_counter()
        compiled = lowered.compile()
        seconds = time.perf_counter() - t0
        device_args = [jax.device_put(a) for a in args]
        compiled(*device_args)

        def call():
            jax.block_until_ready(compiled(*device_args))

        return call, (lambda: _first(compiled(*device_args))), seconds


class Iree(Peer):
    name = "IREE"

    def __init__(self, multi_thread: bool, data_tiling: bool = False):
        self.driver = "local-task" if multi_thread else "local-sync"
        # IREE's GEMMs reach their speed only with packed layouts and its microkernels.
        self.flags = ["--iree-opt-data-tiling", "--iree-llvmcpu-enable-ukernels=all"] \
            if data_tiling else []
        if data_tiling:
            self.name = "IREE-dt"

    def prepare(self, program, args, lowered):
        import iree.runtime as rt

        # The iree-compile program, not iree.compiler's Python bindings: those and the MLIR
        # bindings stablehlo-cc uses cannot live in one process (their nanobind symbols clash).
        text = lowered.as_text().encode()
        t0 = time.perf_counter()
        proc = subprocess.run([_iree_compile(), "--iree-hal-target-backends=llvm-cpu",
                               "--iree-input-type=stablehlo", "--iree-llvmcpu-target-cpu=host",
                               *self.flags, "-", "-o", "-"], input=text, capture_output=True)
        if proc.returncode != 0:
            message = proc.stderr.decode(errors="replace").strip()
            raise RuntimeError(message or "iree-compile failed")
        vmfb = proc.stdout
        config = rt.Config(self.driver)
        context = rt.SystemContext(config=config)
        module = rt.VmModule.copy_buffer(context.instance, vmfb)
        context.add_vm_module(module)
        fn = context.modules[module.name]["main"]
        seconds = time.perf_counter() - t0
        device_args = [rt.asdevicearray(config.device, a) for a in args]

        def call():
            result = fn(*device_args)
            _sync(result)

        return call, (lambda: _first(fn(*device_args))), seconds


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


def _cpu_model() -> str:
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def _suite(name: str) -> list:
    if name == "kernels":
        from .kernels import KERNELS
        return KERNELS
    from .programs import PROGRAMS
    return PROGRAMS


_PEER_ORDER = ("stablehlo-cc", "XLA:CPU", "IREE", "IREE-dt")  # as _peers measures them


def _peers(threads: str, with_iree: bool) -> list:
    peers = [StablehloCC(), XlaCpu()]
    if with_iree and _iree_available():
        peers += [Iree(threads != "1"), Iree(threads != "1", data_tiling=True)]
    return peers


def measure_one(suite: str, name: str, threads: str, quick: bool, with_iree: bool,
                skip: tuple = ()) -> dict:
    """One kernel, every peer but those in `skip`, in this process: a row of the table (times
    in seconds), printed after every step (see `measure_peers`)."""
    _configure(threads)
    import jax
    import numpy as np

    program = next(p for p in _suite(suite) if p.name == name)
    inputs = program.make_inputs(np.random.default_rng(0))
    lowered = jax.jit(program.fn).lower(*inputs)
    # As for XLA (whose backend `lower` has made), our libraries are loaded before the timed
    # compile, and the compile is a cold one: into an empty on-disk cache of its own.
    cache_dir = tempfile.mkdtemp(prefix="shlo-bench-cache-")
    os.environ["STABLEHLO_CC_CACHE_DIR"] = cache_dir
    os.environ.pop("STABLEHLO_CC_CACHE", None)
    import stablehlo_cc  # noqa: F401
    min_runs, budget = (3, 0.3) if quick else (10, 2.0)
    row = {"program": name, "what": program.description}
    flush = machine.cache_flusher() if getattr(program, "bound", "") == "memory" else None
    prepares = {peer.name: (lambda peer=peer: peer.prepare(program, inputs, lowered))
                for peer in _peers(threads, with_iree) if peer.name not in skip}
    try:
        return measure_peers(row, prepares, min_runs=min_runs, budget_s=budget, flush=flush)
    finally:
        shutil.rmtree(cache_dir, ignore_errors=True)


def measure_peers(row: dict, prepares: dict, *, min_runs: int, budget_s: float,
                  flush=None) -> dict:
    """Compile every peer, check its output, then time all of them in turns.

    `prepares` maps a peer's name to a function returning (call, result, compile seconds), as
    `Peer.prepare`. Every peer is compiled and called once (its output, compared with
    XLA:CPU's) before any is timed; then their calls are timed in alternating blocks
    (benchmarks/interleaved.py), cached and, with `flush`, again with the caches flushed
    before every call. A peer whose first call took more than `SLOW_CALL_S` is timed by that
    call alone and left out of the turns. Before every step the row so far is printed on
    stdout with `doing` naming the step: the coordinator (`_child_row`) gives each step its
    own time limit and knows which peer to leave out if one overruns or crashes the process."""
    import numpy as np

    row.update({"times": {}, "compile": {}, "errors": {}, "diff": {}, "cold": {}})

    def step(doing):
        row["doing"] = doing
        print(json.dumps(row), flush=True)

    def failed(peer, e):
        row["errors"][peer] = f"{type(e).__name__}: {str(e).splitlines()[0][:100]}" \
            if str(e) else type(e).__name__

    outputs, calls = {}, {}
    for peer, prepare in prepares.items():
        try:
            step([peer, "compile"])
            call, result, row["compile"][peer] = prepare()
            step([peer, "first call"])
            t0 = time.perf_counter()
            outputs[peer] = result().astype(np.float64)
            first = time.perf_counter() - t0
        except Exception as e:  # a peer that cannot compile a program is reported, not fatal
            failed(peer, e)
            print(f"  {row['program']:14s} {peer:13s} {row['errors'][peer]}", file=sys.stderr,
                  flush=True)
            continue
        if first > SLOW_CALL_S:  # repeating it would only show the same gap
            row["times"][peer] = first
            if flush is not None:
                row["cold"][peer] = first
        else:
            calls[peer] = call
    reference = outputs.get("XLA:CPU")
    for peer, out in outputs.items():
        if reference is not None and peer != "XLA:CPU":
            scale = float(np.max(np.abs(reference), initial=0.0)) or 1.0
            row["diff"][peer] = float(np.max(np.abs(out - reference), initial=0.0)) / scale
    del outputs, reference
    step(["every peer", "timing"])
    row["times"].update(interleaved_medians(calls, min_runs=min_runs, budget_s=budget_s,
                                            on_error=failed))
    if flush is not None:  # memory-bound: once more with the caches flushed before each call
        live = {p: c for p, c in calls.items() if p in row["times"]}
        row["cold"].update(interleaved_medians(live, min_runs=min_runs, budget_s=budget_s,
                                               on_error=failed, before=flush))
    for peer in prepares:
        print(f"  {row['program']:14s} {peer:13s} {_fmt_ms(row['times'].get(peer)):>10s} ms "
              f"{row['errors'].get(peer, '')}", file=sys.stderr, flush=True)
    step(None)
    return row


def _child_row(suite: str, name: str, threads: str, args, command=None,
               limits: dict | None = None) -> dict:
    """Measure one kernel in a child process, watched step by step (`measure_peers`).

    A step that overruns its limit (`_STEP_LIMITS_S`), or a crash, while one peer compiles or
    makes its first call, leaves that peer out: the child is killed and the kernel measured
    again without it, so the others are still timed in turns, and the row names why the peer
    is missing. A failure anywhere else (the common set-up, the timing) ends the row with
    what was measured so far."""
    command = command or [sys.executable, "-m", "benchmarks.run", "--worker", suite, name,
                          "--threads", threads] + (["--quick"] if args.quick else []) + \
        (["--no-iree"] if args.no_iree else [])
    left_out, compiled = {}, {}
    while True:
        row, failure = _watch(command + (["--skip", *left_out] if left_out else []),
                              limits or _STEP_LIMITS_S)
        row = row or {"program": name, "what": "", "times": {}, "compile": {}, "diff": {},
                      "errors": {}}
        doing = row.pop("doing", None) or ["", "start"]
        if failure is None:
            break
        peer, what = doing
        if peer in _PEER_ORDER and peer not in left_out:
            left_out[peer] = f"{failure} in its {what}: left out, the others measured without it"
            if peer in row["compile"]:  # it compiled; its calls were too slow or crashed
                compiled[peer] = row["compile"][peer]
            print(f"  {name:14s} {peer:13s} {left_out[peer]}", file=sys.stderr, flush=True)
            continue
        row["errors"]["run"] = f"{failure} in the {_STEP_NAMES.get(what, what)}"
        break
    row["errors"].update(left_out)
    row["compile"].update(compiled)
    return row


def _watch(command: list, limits: dict) -> tuple[dict | None, str | None]:
    """Run a worker, reading the rows it prints: (its last row, None) when it finished, or
    (its last row, why it was stopped) when it died or its current step overran its limit
    (then it is killed). The worker's stderr is passed through as it comes."""
    # a session of its own, so that a kill takes its iree-compile child along
    proc = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, start_new_session=True)
    lines, tail = queue.Queue(), []

    def read_stdout():
        for line in proc.stdout:
            try:
                item = json.loads(line)
            except ValueError:  # not a row: something a library printed
                continue
            if isinstance(item, dict):
                lines.put(item)
        lines.put(None)

    def read_stderr():
        for line in proc.stderr:
            sys.stderr.write(line)
            if line.strip():
                tail[:] = [line.strip()]

    readers = [threading.Thread(target=f, daemon=True) for f in (read_stdout, read_stderr)]
    for reader in readers:
        reader.start()
    row = None
    try:
        while True:
            what = (row or {}).get("doing") or ["", "start"]
            limit = limits[what[1]]
            try:
                item = lines.get(timeout=limit)
            except queue.Empty:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
                return row, f"killed after {limit:g} s"
            if item is None:
                break
            row = item
    except BaseException:  # Ctrl-C: the worker, in a session of its own, would not get it
        os.killpg(proc.pid, signal.SIGKILL)
        raise
    code = proc.wait()
    for reader in readers:
        reader.join()
    if code == 0 and row is not None and row.get("doing") is None:
        return row, None
    cause = (f"killed by {signal.Signals(-code).name}" if code < 0
             else f"exit {code}: {tail[-1] if tail else 'no message'}")
    return row, f"the measuring process died ({cause})"


def _limits_in_child(threads: str) -> dict:
    code = ("import json, os; from benchmarks import machine, run; run._configure(%r); "
            "l = machine.measure(1 if %r == '1' else None); print(json.dumps(l.__dict__))"
            % (threads, threads))
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=600)
    if proc.returncode != 0:
        raise RuntimeError("measuring the machine's limits failed: " + proc.stderr[-500:])
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _fmt_ms(seconds: float | None) -> str:
    return "—" if seconds is None else f"{seconds * 1e3:.3f}"


def _best_peer(row: dict, ours: str) -> tuple[str | None, float | None]:
    peers = {k: v for k, v in row["times"].items() if k != ours and v}
    if not peers:
        return None, None
    name = min(peers, key=peers.get)
    return name, peers[name]


def _rate(program, seconds: float | None, limits: dict) -> str:
    if seconds is None or program is None:
        return "—"
    bound, flops, size = (getattr(program, k, None) for k in ("bound", "flops", "bytes"))
    if bound == "compute" and flops:
        gflops = flops / seconds / 1e9
        return f"{gflops:.1f} GFLOP/s ({100 * gflops / limits['peak_gflops']:.0f} % peak)"
    if size:
        gbs = size / seconds / 1e9
        return f"{gbs:.1f} GB/s ({100 * gbs / limits['bandwidth_gbs']:.0f} % BW)"
    return "—"


def _table(rows: list, limits: dict, names: list, suite: str) -> list[str]:
    ours = names[0]
    programs = {p.name: p for p in _suite(suite)}
    header = ["program", f"{ours} ms", *[f"{p} ms" for p in names[1:]], "ours / best peer",
              "ours: rate vs limit", *[f"{n} compile s" for n in names],
              "max rel. diff vs XLA"]
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    ratios = []
    for r in rows:
        best_name, best = _best_peer(r, ours)
        mine = r["times"].get(ours)
        ratio = "—"
        if mine and best:
            ratios.append(mine / best)
            ratio = f"{mine / best:.2f}x ({best_name})"
        diff = r["diff"].get(ours)
        cells = [r["program"], _fmt_ms(mine), *[_fmt_ms(r["times"].get(p)) for p in names[1:]],
                 ratio, _rate(programs.get(r["program"]), mine, limits),
                 *[("—" if r["compile"].get(n) is None else f"{r['compile'][n]:.2f}")
                   for n in names],
                 "—" if diff is None else f"{diff:.1e}"]
        lines.append("| " + " | ".join(cells) + " |")
    if ratios:
        geomean = math.exp(sum(math.log(x) for x in ratios) / len(ratios))
        lines.append(f"\nGeometric mean of ours / best peer over {len(ratios)} programs: "
                     f"**{geomean:.2f}x** (below 1: faster than the best peer); "
                     f"{sum(x <= 1.0 for x in ratios)} of {len(ratios)} at or below 1.0x.")
    lines += _cold_table(rows, programs, limits, names)
    failures = [f"- {r['program']}, {who}: {why}" for r in rows
                for who, why in r["errors"].items()]
    if failures:
        lines += ["", "Failures:", *failures]
    return lines


def _cold_table(rows: list, programs: dict, limits: dict, names: list) -> list[str]:
    """The memory-bound kernels again, timed with every cache flushed before each call
    (machine.cache_flusher): their data then come from memory, so GB/s compares with the
    STREAM bandwidth, which the back-to-back times above (data left in a last-level cache
    that may hold them) do not."""
    cold = [r for r in rows if r.get("cold")]
    if not cold:
        return []
    ours = names[0]
    header = ["program", *[f"{p} ms" for p in names], "ours / best peer",
              "ours: rate vs limit", "ours cached / flushed"]
    lines = ["", "Memory-bound kernels with the caches flushed before every call (a read of "
             "twice the last-level cache; medians):", "",
             "| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    ratios = []
    for r in cold:
        times = r["cold"]
        mine = times.get(ours)
        peers = {k: v for k, v in times.items() if k != ours and v}
        best_name = min(peers, key=peers.get) if peers else None
        ratio = "—"
        if mine and best_name:
            ratios.append(mine / peers[best_name])
            ratio = f"{mine / peers[best_name]:.2f}x ({best_name})"
        warm = r["times"].get(ours)
        lines.append("| " + " | ".join([
            r["program"], *[_fmt_ms(times.get(n)) for n in names], ratio,
            _rate(programs.get(r["program"]), mine, limits),
            f"{warm / mine:.2f}" if warm and mine else "—"]) + " |")
    if ratios:
        geomean = math.exp(sum(math.log(x) for x in ratios) / len(ratios))
        lines.append(f"\nGeometric mean of ours / best peer, caches flushed, over {len(ratios)} "
                     f"programs: **{geomean:.2f}x**; {sum(x <= 1.0 for x in ratios)} of "
                     f"{len(ratios)} at or below 1.0x.")
    return lines


def _versions(names: list) -> str:
    import jax
    import llvmlite

    versions = [f"jax/jaxlib {jax.__version__}", f"llvmlite {llvmlite.__version__}"]
    if any(n.startswith("IREE") for n in names):
        try:
            versions.append(f"iree-base-compiler {importlib.metadata.version('iree-base-compiler')}")
        except importlib.metadata.PackageNotFoundError:
            pass
    return ", ".join(versions)


def run(args) -> str:
    modes = ["1", "all"] if args.threads == "both" else [args.threads]
    with_iree = not args.no_iree and _iree_available()
    if not with_iree and not args.no_iree:
        print("IREE is not installed (pip install -e '.[bench]'): measuring without it",
              file=sys.stderr)
    names = [p.name for p in _peers("1", with_iree)]
    suites = ["kernels", "programs"] if args.suite == "all" else [args.suite]
    doc = ["# Benchmark results", "",
           f"Measured {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC on "
           f"{_cpu_model()} ({len(os.sched_getaffinity(0))} usable CPUs) by `make bench` "
           f"(`python -m benchmarks.run`){', quick run' if args.quick else ''}. Times are "
           "medians of one call after warm-up, the peers' calls timed in alternating blocks "
           "(benchmarks/interleaved.py); `ours / best peer` below 1 means stablehlo-cc "
           "is faster. Compile times include lowering to machine code (JAX's tracing to "
           "StableHLO is done once, outside). Outputs are compared with XLA:CPU's (largest "
           "difference relative to the output's largest magnitude)."]
    for threads in modes:
        limits = _limits_in_child(threads)
        where = ("one CPU: every peer pinned to it (XLA without its Eigen pool, IREE "
                 "local-sync)" if threads == "1" else
                 "every CPU of the affinity mask (XLA's Eigen pool, IREE local-task)")
        print(f"== {where}: {limits}", file=sys.stderr, flush=True)
        for suite in suites:
            rows = [_child_row(suite, p.name, threads, args) for p in _suite(suite)
                    if not args.only or p.name in args.only]
            if not rows:
                continue
            doc += ["", f"## {suite} on {where}", "",
                    f"Limits measured in this run ({limits['threads']} thread(s)): f32 FMA "
                    f"peak {limits['peak_gflops']:.0f} GFLOP/s, STREAM add "
                    f"{limits['bandwidth_gbs']:.1f} GB/s.", "",
                    *_table(rows, limits, names, suite)]
    doc += ["", "Programs: " + "; ".join(f"**{p.name}**: {p.description}" for s in suites
                                         for p in _suite(s)
                                         if not args.only or p.name in args.only) + ".",
            "", "Versions: " + _versions(names) + "."]
    return "\n".join(doc) + "\n"


def publish(report: str, path: str) -> None:
    """Print a finished report and write it to `path` (its folder made if need be)."""
    print(report)
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w") as f:
        f.write(report)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.run", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    parser.add_argument("--threads", choices=["1", "all", "both"], default="both",
                        help="one pinned CPU, every CPU, or both in one run (default)")
    parser.add_argument("--suite", choices=["kernels", "programs", "all"], default="all")
    parser.add_argument("--only", nargs="+", metavar="NAME", help="run only these programs")
    parser.add_argument("--no-iree", action="store_true", help="leave IREE out")
    parser.add_argument("--output", default=RESULTS, help=f"where to write (default {RESULTS})")
    parser.add_argument("--worker", nargs=2, metavar=("SUITE", "NAME"), help=argparse.SUPPRESS)
    parser.add_argument("--skip", nargs="+", default=(), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:  # prints its rows as it goes (measure_peers)
        measure_one(*args.worker, args.threads, args.quick, not args.no_iree, tuple(args.skip))
        return 0
    bytecode.prepare()  # before any child process imports us
    report = run(args)
    publish(report, args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
