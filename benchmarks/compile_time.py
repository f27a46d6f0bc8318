"""How long a compile takes and how much memory it needs.

    .venv/bin/python -m benchmarks.compile_time [--program examples/mlp.mlir] [--repeats 10]

Measures, for one program (by default the demo MLP):
- `import stablehlo_cc` in fresh processes (median over a few processes);
- the first compile in a process (one-time set-up of LLVM and the pass registries included),
  then the median and spread of `--repeats` further compiles to a JIT `Executable` (wall and
  CPU time), and the time to reach each stage (`emit=`), each from scratch;
- the peak RSS a compile adds: `ru_maxrss` of a fresh process that imports and compiles,
  minus that of one that only imports (median over a few pairs of processes).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

from . import bytecode

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_PROGRAM = os.path.join(ROOT, "examples", "mlp.mlir")

# Run in a fresh interpreter: prints JSON with the import time and the peak RSS (KiB on Linux).
_CHILD = """
import json, resource, sys, time
start = time.perf_counter()
import stablehlo_cc

imported = time.perf_counter() - start
if sys.argv[1] == "compile":
    stablehlo_cc.compile(open(sys.argv[2]).read())
print(json.dumps({"import_s": imported,
                  "maxrss_kib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}))
"""


def _child(mode: str, program: str) -> dict:
    out = subprocess.run([sys.executable, "-c", _CHILD, mode, program], check=True,
                         capture_output=True, text=True, cwd=ROOT,
                         env=dict(os.environ, STABLEHLO_CC_CACHE="0"))  # compile every time
    return json.loads(out.stdout.strip().splitlines()[-1])


def fresh_process_numbers(program: str, processes: int) -> dict:
    """Import time and the RSS a compile adds, each from fresh processes."""
    imports, deltas, base = [], [], []
    for _ in range(processes):
        only_import = _child("import", program)
        with_compile = _child("compile", program)
        imports.append(only_import["import_s"])
        base.append(only_import["maxrss_kib"])
        deltas.append(with_compile["maxrss_kib"] - only_import["maxrss_kib"])
    return {"import_s": statistics.median(imports),
            "import_rss_mib": statistics.median(base) / 1024,
            "compile_rss_mib": statistics.median(deltas) / 1024}


def in_process_numbers(program: str, repeats: int) -> dict:
    """First compile, then `repeats` compiles, and the time to reach each stage."""
    import stablehlo_cc

    text = open(program).read()
    start = time.perf_counter()
    stablehlo_cc.compile(text, cache=False)
    first = time.perf_counter() - start
    times, cpu = [], []
    for _ in range(repeats):
        start, start_cpu = time.perf_counter(), time.process_time()
        stablehlo_cc.compile(text, cache=False)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    stages = {}
    for stage in stablehlo_cc.STAGES:
        samples = []
        for _ in range(max(3, repeats // 2)):
            start = time.perf_counter()
            stablehlo_cc.compile(text, emit=stage)
            samples.append(time.perf_counter() - start)
        stages[stage] = statistics.median(samples)
    return {"first_s": first, "median_s": statistics.median(times), "min_s": min(times),
            "cpu_median_s": statistics.median(cpu),
            "max_s": max(times), "stages_s": stages}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--program", default=DEFAULT_PROGRAM)
    parser.add_argument("--repeats", type=int, default=10)
    parser.add_argument("--processes", type=int, default=3,
                        help="fresh processes for the import time and memory numbers")
    args = parser.parse_args(argv)
    bytecode.prepare()  # as installed: fresh processes read .pyc, not source; runtime built

    fresh = fresh_process_numbers(args.program, args.processes)
    inproc = in_process_numbers(args.program, args.repeats)
    name = os.path.relpath(args.program, ROOT)
    print(f"program: {name}   (python {sys.version.split()[0]}, {os.cpu_count()} cores, "
          f"load average {os.getloadavg()[0]:.1f})")
    print(f"import stablehlo_cc (fresh process, median of {args.processes}): "
          f"{fresh['import_s'] * 1000:8.1f} ms")
    print(f"first compile in a process:                       {inproc['first_s'] * 1000:8.1f} ms")
    print(f"compile to an Executable, median of {args.repeats:<3d}:          "
          f"{inproc['median_s'] * 1000:8.1f} ms  "
          f"(min {inproc['min_s'] * 1000:.1f}, max {inproc['max_s'] * 1000:.1f})")
    print(f"  the same in CPU time of this process (median):  "
          f"{inproc['cpu_median_s'] * 1000:8.1f} ms   (wall time suffers from a loaded machine)")
    print("time to reach each stage (from the source, median):")
    for stage, seconds in inproc["stages_s"].items():
        print(f"  emit={stage:<13s} {seconds * 1000:8.1f} ms")
    print(f"peak RSS after import:                           {fresh['import_rss_mib']:8.1f} MiB")
    print(f"peak RSS a compile adds (median of {args.processes}):            "
          f"{fresh['compile_rss_mib']:8.1f} MiB")


if __name__ == "__main__":
    main()
