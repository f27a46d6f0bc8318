"""Cold compile per stage against XLA:CPU in the same process, and warm compiles of the zoo.

    .venv/bin/python -m benchmarks.compile_stages [--runs 5] NAME ...   # zoo models or kernels
    .venv/bin/python -m benchmarks.compile_stages --warm [NAME ...]     # every zoo model if none

Cold (issue 11): each run is a fresh process that imports jax and stablehlo_cc and makes XLA's
CPU backend first (none of that timed), then compiles the program's StableHLO text with the
on-disk cache off (`cache=False`), then with XLA:CPU (`compile_and_load`, what `jax.jit` runs),
then both again: the first compile of the process (the one the benchmarks time) and a later
one (fixed first-use costs paid). Per stage ms are compiler.timing's stages of our compile.
Medians over --runs processes. A name is a zoo model (benchmarks/models/NAME) or a kernel of
benchmarks/kernels.py (its jax.jit lowering, written once to a temporary file).

Warm (--warm): the model compiled once into an empty cache directory, then --runs fresh
processes each import stablehlo_cc (timed apart) and `compile()` it, the entry's load included:
the cost a restarted service pays per model (issue 11's budget: 50 ms).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

_COLD = """
import json, sys, time
import jax, stablehlo_cc
from jax._src import xla_bridge
from jax._src.lib import xla_client
from stablehlo_cc.compiler import timing
backend = xla_bridge.get_backend("cpu")
devices = xla_client.DeviceList(tuple(backend.devices()[:1]))
text = open(sys.argv[1]).read()
stages = []
end = timing.CompileTimer.end
def keep(self, failed):
    end(self, failed)
    stages.append(dict(self.stages))
timing.CompileTimer.end = keep
out = {}
for round in ("first", "later"):
    t0, c0, m0 = time.perf_counter(), time.process_time(), time.thread_time()
    stablehlo_cc.compile(text, cache=False)
    out[round] = {"ours": time.perf_counter() - t0, "ours_cpu": time.process_time() - c0,
                  "ours_main": time.thread_time() - m0, "stages": stages[-1]}
    t0 = time.perf_counter()
    backend.compile_and_load(text, devices, xla_client.CompileOptions())
    out[round]["xla"] = time.perf_counter() - t0
print(json.dumps(out))
"""

_WARM = """
import json, sys, time
t0 = time.perf_counter()
import stablehlo_cc
t1 = time.perf_counter()
stablehlo_cc.compile(open(sys.argv[1]).read())
print(json.dumps({"import_s": t1 - t0, "compile_s": time.perf_counter() - t1}))
"""


def _run(code: str, path: str, env: dict) -> dict:
    out = subprocess.run([sys.executable, "-c", code, path], capture_output=True, text=True,
                         cwd=ROOT, env=env, timeout=1800)
    if out.returncode != 0:
        raise RuntimeError(" | ".join(out.stderr.strip().splitlines()[-3:]))
    return json.loads(out.stdout.strip().splitlines()[-1])


def program_path(name: str, folder: str) -> str:
    """The StableHLO text of a zoo model, or of a kernel lowered by jax.jit into `folder`."""
    model = os.path.join(ROOT, "benchmarks", "models", name, "model.mlir")
    if os.path.exists(model):
        return model
    import jax
    import numpy as np
    from benchmarks.kernels import KERNELS
    kernel = next(k for k in KERNELS if k.name == name)
    path = os.path.join(folder, name + ".mlir")
    with open(path, "w") as f:
        f.write(jax.jit(kernel.fn).lower(*kernel.make_inputs(np.random.default_rng(0)))
                .as_text())
    return path


def cold(names: list, runs: int) -> None:
    env = dict(os.environ, PYTHONPATH=ROOT)
    with tempfile.TemporaryDirectory(prefix="shlo-stages-") as folder:
        paths = {n: program_path(n, folder) for n in names}
        print(f"(ms, median of {runs} fresh processes; load average {os.getloadavg()[0]:.1f})")
        for name, path in paths.items():
            rows = [_run(_COLD, path, env) for _ in range(runs)]
            for round in ("first", "later"):
                med = lambda key: 1e3 * statistics.median(r[round][key] for r in rows)  # noqa
                stage_names = list(rows[0][round]["stages"])
                stages = ", ".join(
                    f"{s} {1e3 * statistics.median(r[round]['stages'].get(s, 0) for r in rows):.1f}"
                    for s in stage_names)
                print(f"{name:<24} {round:<5} ours {med('ours'):7.1f} (cpu {med('ours_cpu'):6.1f}, "
                      f"calling thread {med('ours_main'):6.1f})"
                      f"  XLA {med('xla'):7.1f}  ratio {med('ours') / med('xla'):4.2f}   {stages}",
                      flush=True)


def warm(names: list, runs: int) -> None:
    if not names:
        models = os.path.join(ROOT, "benchmarks", "models")
        names = sorted(n for n in os.listdir(models)
                       if os.path.exists(os.path.join(models, n, "model.mlir")))
    print(f"(ms, median of {runs} fresh processes; load average {os.getloadavg()[0]:.1f})")
    over = []
    for name in names:
        with tempfile.TemporaryDirectory(prefix="shlo-warm-cache-") as cache:
            env = dict(os.environ, PYTHONPATH=ROOT, STABLEHLO_CC_CACHE_DIR=cache)
            env.pop("STABLEHLO_CC_CACHE", None)
            path = program_path(name, cache)
            _run(_WARM, path, env)  # fills the cache
            rows = sorted((_run(_WARM, path, env) for _ in range(runs)),
                          key=lambda r: r["compile_s"])
        ms = 1e3 * rows[len(rows) // 2]["compile_s"]
        imp = 1e3 * rows[len(rows) // 2]["import_s"]
        if ms > 50:
            over.append(name)
        print(f"{name:<28} warm compile {ms:6.1f}  (import {imp:6.1f})", flush=True)
    print("above 50 ms: " + (", ".join(over) or "none"))


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="zoo models or kernels")
    parser.add_argument("--runs", type=int, default=5, help="fresh processes per program")
    parser.add_argument("--warm", action="store_true", help="warm compiles from the disk cache")
    args = parser.parse_args(argv)
    (warm if args.warm else cold)(args.names, args.runs)


if __name__ == "__main__":
    main()
