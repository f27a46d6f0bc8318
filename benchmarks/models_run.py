"""`make bench-models`: the model zoo (benchmarks/models/) on stablehlo-cc, XLA:CPU and IREE.

    .venv/bin/python -m benchmarks.models_run [--quick] [--threads 1|all|both] [--only NAME ...]

Every peer compiles the same StableHLO text, the zoo's `model.mlir`: stablehlo-cc with
`stablehlo_cc.compile`, XLA:CPU with jaxlib's `compile_and_load` (what `jax.jit` runs on a
lowered program), IREE with `iree-compile` (llvm-cpu, host CPU; with data tiling and
microkernels as `IREE-dt`). Inputs are the zoo's regenerated arguments. Per model: compile time
(ours cold, into an empty cache, and warm, in a fresh process that finds the code in the on-disk
cache) and median run time of each peer (every peer compiled first, then their calls timed in
alternating blocks, `interleaved.py`, so that the load of a shared machine falls on all of them
alike), our run time over the best peer's, and whether our results
match the framework's stored outputs (`zoo.compare`). As in `benchmarks.run`, `--threads both`
(the default) measures everything pinned to one CPU and again on every CPU, each model in a
child process (a crash is a row, not the end of the run). Results go to
benchmarks/results/models.md.
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import os
import signal
import shutil
import subprocess
import sys
import tempfile
import time

from . import bytecode
from .interleaved import interleaved_medians
from .run import (_configure, _cpu_model, _fmt_ms, _iree_available, _iree_compile, _sync,
                  _versions, publish)

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
RESULTS = os.path.join(HERE, "results", "models.md")
_CHILD_TIMEOUT_S = 1800


def _ours(text: str, args: list):
    import stablehlo_cc

    exe = stablehlo_cc.compile(text)
    # the arguments placed once, as XLA:CPU's are by device_put (runtime/aligned_arrays.py)
    args = [stablehlo_cc.aligned(a) for a in args]
    return lambda: exe(*args)


# A fresh interpreter that compiles a program already in the compile cache: the warm compile a
# restarted service pays (import of stablehlo_cc timed apart from the compile and load).
_WARM_CHILD = """
import json, sys, time
t0 = time.perf_counter()
import stablehlo_cc
t1 = time.perf_counter()
stablehlo_cc.compile(open(sys.argv[1]).read())
print(json.dumps({"import_s": t1 - t0, "compile_s": time.perf_counter() - t1}))
"""


def _warm_compile(path: str) -> dict:
    """Median of three fresh processes' warm compiles (the cache filled by the cold one)."""
    runs = []
    for _ in range(3):
        out = subprocess.run([sys.executable, "-c", _WARM_CHILD, path],
                             capture_output=True, text=True, cwd=ROOT)
        if out.returncode != 0:
            raise RuntimeError(f"the warm-compile process exited with {out.returncode}: "
                               + " | ".join(out.stderr.strip().splitlines()[-3:]))
        runs.append(json.loads(out.stdout.strip().splitlines()[-1]))
    runs.sort(key=lambda r: r["compile_s"])
    return runs[1]


def _status_kib(field: str) -> int:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0


def _peak_reset() -> int | None:
    """Reset this process's peak RSS (Linux: clear_refs 5) and return the current RSS in KiB,
    so that the peak after a compile less this is the memory the compile needed."""
    try:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
        return _status_kib("VmRSS")
    except OSError:
        return None


def _xla(text: str, args: list):
    import jax
    from jax._src import xla_bridge
    from jax._src.lib import xla_client

    backend = xla_bridge.get_backend("cpu")
    devices = xla_client.DeviceList(tuple(backend.devices()[:1]))
    exe = backend.compile_and_load(text, devices, xla_client.CompileOptions())
    with jax.enable_x64(True):  # (64-bit arguments, as PyTorch's int64 token ids, stay 64-bit)
        device_args = [jax.device_put(a) for a in args]

    def call():
        outs = exe.execute(device_args)
        jax.block_until_ready(outs)
        return outs

    return call


def _iree(text: str, args: list, multi_thread: bool, data_tiling: bool):
    import iree.runtime as rt

    flags = ["--iree-opt-data-tiling", "--iree-llvmcpu-enable-ukernels=all"] if data_tiling \
        else []
    proc = subprocess.run([_iree_compile(), "--iree-hal-target-backends=llvm-cpu",
                           "--iree-input-type=stablehlo", "--iree-llvmcpu-target-cpu=host",
                           *flags, "-", "-o", "-"], input=text.encode(), capture_output=True)
    if proc.returncode != 0:
        message = proc.stderr.decode(errors="replace").strip()
        raise RuntimeError(message.splitlines()[0] if message else "iree-compile failed")
    config = rt.Config("local-task" if multi_thread else "local-sync")
    context = rt.SystemContext(config=config)
    module = rt.VmModule.copy_buffer(context.instance, proc.stdout)
    context.add_vm_module(module)
    fn = context.modules[module.name]["main"]
    device_args = [rt.asdevicearray(config.device, a) for a in args]

    def call():
        result = fn(*device_args)
        _sync(result)
        return result

    return call


def measure_model(name: str, threads: str, quick: bool, with_iree: bool) -> dict:
    _configure(threads)
    import numpy as np

    from .models import zoo

    path = zoo.mlir_path(name)
    text = path.read_text()
    args = zoo.inputs(name)
    # Libraries loaded before any peer compiles: their import is not part of a compile's
    # time or memory (the XLA backend is made here too, once).
    import jax  # noqa: F401
    import stablehlo_cc  # noqa: F401
    from jax._src import xla_bridge
    xla_bridge.get_backend("cpu")
    # Our cold compile fills an empty cache of its own; fresh processes then time the warm one.
    cache_dir = tempfile.mkdtemp(prefix="shlo-bench-cache-")
    os.environ["STABLEHLO_CC_CACHE_DIR"] = cache_dir
    os.environ.pop("STABLEHLO_CC_CACHE", None)
    peers = [("stablehlo-cc", lambda: _ours(text, args)), ("XLA:CPU", lambda: _xla(text, args))]
    if with_iree:
        peers += [("IREE", lambda: _iree(text, args, threads != "1", False)),
                  ("IREE-dt", lambda: _iree(text, args, threads != "1", True))]
    min_runs, budget = (3, 0.5) if quick else (5, 3.0)
    row = {"program": name, "times": {}, "compile": {}, "compile_mib": {}, "errors": {},
           "match": None}
    calls = {}
    for peer, prepare in peers:  # every peer compiled first, then timed in turns
        try:
            base, base_file = _peak_reset(), _status_kib("RssFile")
            t0 = time.perf_counter()
            call = prepare()
            row["compile"][peer] = time.perf_counter() - t0
            if base is not None:  # IREE compiles in a child process: not counted
                # the peak, and how much of it is shared-library code paged in on first use
                row["compile_mib"][peer] = [(_status_kib("VmHWM") - base) / 1024,
                                            (_status_kib("RssFile") - base_file) / 1024]
            if peer == "stablehlo-cc":
                results = call()
                results = results if isinstance(results, (tuple, list)) else [results]
                row["match"] = zoo.verdict(
                    name, zoo.compare(name, [np.asarray(r) for r in results]))
                row["warm"] = _warm_compile(str(path))
            calls[peer] = call
        except Exception as e:  # reported in the table, not fatal
            row["errors"][peer] = f"{type(e).__name__}: {str(e).splitlines()[0][:120]}"
            print(f"  {name:28s} {peer:13s} {row['errors'][peer]}", file=sys.stderr, flush=True)

    def failed(peer, e):
        row["errors"][peer] = f"{type(e).__name__}: {str(e).splitlines()[0][:120]}"

    # in alternating blocks (benchmarks/interleaved.py): a burst of load on the shared machine
    # falls on every peer alike instead of on whichever peer was being timed
    row["times"] = interleaved_medians(calls, min_runs=min_runs, budget_s=budget,
                                       on_error=failed)
    for peer in calls:
        print(f"  {name:28s} {peer:13s} {_fmt_ms(row['times'].get(peer)):>11s} ms "
              f"{row['errors'].get(peer, '')}", file=sys.stderr, flush=True)
    shutil.rmtree(cache_dir, ignore_errors=True)
    return row


def _child_row(name: str, threads: str, args) -> dict:
    command = [sys.executable, "-m", "benchmarks.models_run", "--worker", name,
               "--threads", threads] + (["--quick"] if args.quick else []) + \
        (["--no-iree"] if args.no_iree else [])
    empty = {"program": name, "times": {}, "compile": {}, "match": None}
    try:
        proc = subprocess.run(command, cwd=ROOT, capture_output=True, text=True,
                              timeout=_CHILD_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return {**empty, "errors": {"run": f"timed out after {_CHILD_TIMEOUT_S} s"}}
    sys.stderr.write(proc.stderr)
    lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
    if proc.returncode == 0 and lines:
        return json.loads(lines[-1])
    cause = (f"killed by {signal.Signals(-proc.returncode).name}" if proc.returncode < 0
             else f"exit {proc.returncode}")
    return {**empty, "errors": {"run": f"the measuring process died ({cause}) after the last "
                                       "peer printed above"}}


def _match_cell(match) -> str:
    if match is None:
        return "—"
    if isinstance(match, dict):
        ok = match.get("ok")
        err = match.get("max_error", match.get("error"))
        return ("yes" if ok else "NO") + ("" if err is None else f" ({err:.1e})")
    return "yes" if match else "NO"


def _table(rows: list, names: list) -> list[str]:
    ours = names[0]
    header = ["model", *[f"{n} ms" for n in names], "ours / best peer",
              *[f"{n} compile s" for n in names], "ours / XLA compile",
              "ours warm compile ms", "compile peak MiB (library code), ours / XLA", "matches framework"]
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    ratios, compile_ratios, warm, memory_ratios, data_ratios = [], [], [], [], []
    for r in rows:
        mine = r["times"].get(ours)
        peers = {k: v for k, v in r["times"].items() if k != ours and v}
        ratio = "—"
        if mine and peers:
            best = min(peers, key=peers.get)
            ratios.append(mine / peers[best])
            ratio = f"{mine / peers[best]:.2f}x ({best})"
        c_ours, c_xla = r["compile"].get(ours), r["compile"].get("XLA:CPU")
        c_ratio = "—"
        if c_ours and c_xla:
            compile_ratios.append(c_ours / c_xla)
            c_ratio = f"{c_ours / c_xla:.1f}x"
        w = r.get("warm")
        mem = r.get("compile_mib", {})
        m_ours, m_xla = mem.get(ours), mem.get("XLA:CPU")
        m_cell = "—" if m_ours is None or m_xla is None else \
            f"{m_ours[0]:.0f} ({m_ours[1]:.0f}) / {m_xla[0]:.0f} ({m_xla[1]:.0f})"
        if m_ours and m_xla and m_xla[0] > 0:
            memory_ratios.append(m_ours[0] / m_xla[0])
            if m_xla[0] > m_xla[1]:
                data_ratios.append((m_ours[0] - m_ours[1]) / (m_xla[0] - m_xla[1]))
        if w:
            warm.append(w["compile_s"])
        lines.append("| " + " | ".join(
            [r["program"], *[_fmt_ms(r["times"].get(n)) for n in names], ratio,
             *[("—" if r["compile"].get(n) is None else f"{r['compile'][n]:.2f}")
               for n in names], c_ratio, "—" if not w else f"{1e3 * w['compile_s']:.0f}",
             m_cell, _match_cell(r.get("match"))]) + " |")
    for what, values in (("run time, ours / best peer", ratios),
                         ("compile time, ours / XLA:CPU", compile_ratios),
                         ("compile peak memory, ours / XLA:CPU", memory_ratios),
                         ("compile peak memory without the shared-library code, ours / XLA:CPU",
                          data_ratios)):
        if values:
            g = math.exp(sum(math.log(x) for x in values) / len(values))
            lines.append(f"\nGeometric mean of {what} over {len(values)} models: **{g:.2f}x**; "
                         f"{sum(x <= 1.0 for x in values)} at or below 1.0x, "
                         f"{sum(x <= 2.0 for x in values)} at or below 2.0x.")
    if memory_ratios:
        lines.append("\nCompile peak memory: the growth of the process's peak RSS during the "
                     "compile (peak reset before it; both compilers' libraries imported "
                     "first); in parentheses the part that is shared-library code paged in "
                     "on first use (file-backed, shared between processes).")
    if warm:
        lines.append(f"\nWarm compile (a fresh process, the program in the on-disk compile "
                     f"cache, `import stablehlo_cc` not counted): at most "
                     f"{1e3 * max(warm):.0f} ms, median {1e3 * sorted(warm)[len(warm) // 2]:.0f} ms.")
    failures = [f"- {r['program']}, {who}: {why}" for r in rows for who, why in r["errors"].items()]
    if failures:
        lines += ["", "Failures:", *failures]
    return lines


def run(args) -> str:
    from .models import zoo

    modes = ["1", "all"] if args.threads == "both" else [args.threads]
    with_iree = not args.no_iree and _iree_available()
    names = ["stablehlo-cc", "XLA:CPU"] + (["IREE", "IREE-dt"] if with_iree else [])
    models = [n for n in zoo.names() if not args.only or n in args.only]
    doc = ["# Model zoo benchmark", "",
           f"Measured {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC on "
           f"{_cpu_model()} ({len(os.sched_getaffinity(0))} usable CPUs) by `make bench-models`"
           f"{', quick run' if args.quick else ''}. Median run times after warm-up, the "
           "peers' calls timed in alternating blocks (benchmarks/interleaved.py); "
           "`ours / best peer` below 1 means stablehlo-cc is faster; `matches framework` "
           "compares our results with the framework's stored outputs (benchmarks/models/)."]
    for threads in modes:
        where = ("one CPU, every peer pinned to it" if threads == "1"
                 else "every CPU of the affinity mask")
        rows = [_child_row(m, threads, args) for m in models]
        doc += ["", f"## {where}", "", *_table(rows, names)]
    doc += ["", "Versions: " + _versions(names) + "."]
    return "\n".join(doc) + "\n"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.models_run", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    parser.add_argument("--threads", choices=["1", "all", "both"], default="both")
    parser.add_argument("--only", nargs="+", metavar="NAME", help="run only these models")
    parser.add_argument("--no-iree", action="store_true", help="leave IREE out")
    parser.add_argument("--output", default=RESULTS, help=f"where to write (default {RESULTS})")
    parser.add_argument("--worker", metavar="NAME", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        print(json.dumps(measure_model(args.worker, args.threads, args.quick,
                                       not args.no_iree and _iree_available())))
        return 0
    bytecode.prepare()  # before any child process imports us
    report = run(args)
    publish(report, args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
