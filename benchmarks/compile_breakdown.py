"""Where compile time goes, and what the compile cache saves.

    .venv/bin/python -m benchmarks.compile_breakdown [--warm 3] [--only NAME ...]

For examples/mlp.mlir, every program of benchmarks/programs.py and a 2-layer transformer
encoder (seq 128, d 256, 4 heads), each in fresh processes with a fresh cache directory:
- import: `import stablehlo_cc` in a fresh process that has imported jax (the kernel and
  model benchmarks time it with the first compile);
- cold: the first `compile()` (nothing cached), with its time per stage and the slowest MLIR
  and LLVM passes (stablehlo_cc.compiler.timing, as `stablehlo-cc --time-passes` prints them);
- warm: `compile()` in new processes that find the entry on disk (median of --warm), the
  load of the code included, the import of stablehlo_cc not;
- XLA:CPU: `jax.jit(f).lower(*args).compile()` in a fresh process, for reference.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

import numpy as np

from . import bytecode

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

_CHILD = """
import json, sys, time
mode, path, name = sys.argv[1:4]
if mode == "xla":
    import jax, numpy as np
    from benchmarks.compile_breakdown import program_and_inputs
    fn, args = program_and_inputs(name)
    lowered = jax.jit(fn).lower(*args)
    start = time.perf_counter()
    lowered.compile()
    print(json.dumps({"seconds": time.perf_counter() - start}))
    sys.exit(0)
import jax  # imported already where the benchmarks compile (not timed)
start = time.perf_counter()
import stablehlo_cc
from stablehlo_cc.compiler import timing
imported = time.perf_counter() - start
text = open(path).read()
timing.collect(mode == "cold")
start = time.perf_counter()
exe = stablehlo_cc.compile(text)
seconds = time.perf_counter() - start
out = {"seconds": seconds, "import_s": imported}
if mode == "cold":
    [t] = timing.collected()
    out["stages"] = t.stages
    out["passes"] = sorted(t.passes.items(), key=lambda kv: -kv[1])[:8]
print(json.dumps(out))
"""


def encoder(x, *weights):
    """Two pre-norm transformer blocks (benchmarks/programs.py's block), one after the other."""
    from benchmarks.programs import transformer_block
    for layer in range(2):
        x = transformer_block(x, *weights[9 * layer:9 * layer + 9][1:])
    return x


def _encoder_inputs(rng):
    from benchmarks.programs import transformer_inputs
    first = transformer_inputs(rng, seq=128, d=256)
    second = transformer_inputs(rng, seq=128, d=256)
    # encoder(x, *weights): each layer's 9 slots start with a placeholder for x
    return [first[0], *first, *second]


def program_and_inputs(name: str):
    """(JAX function, inputs) of a benchmark program or of the encoder."""
    from benchmarks.programs import PROGRAMS
    rng = np.random.default_rng(0)
    if name == "encoder2":
        args = _encoder_inputs(rng)
        return encoder, args
    prog = next(p for p in PROGRAMS if p.name == name)
    return prog.fn, prog.make_inputs(rng)


def _write_programs(folder: str, only) -> dict:
    """name -> path of its MLIR text."""
    import jax
    from benchmarks.programs import PROGRAMS
    paths = {"examples/mlp.mlir": os.path.join(ROOT, "examples", "mlp.mlir")}
    for name in [p.name for p in PROGRAMS] + ["encoder2"]:
        fn, args = program_and_inputs(name)
        path = os.path.join(folder, name + ".mlir")
        with open(path, "w") as f:
            f.write(jax.jit(fn, keep_unused=True).lower(*args).as_text())
        paths[name] = path
    return {k: v for k, v in paths.items() if not only or k in only}


def _child(mode: str, path: str, name: str, cache_dir: str) -> dict:
    env = dict(os.environ, STABLEHLO_CC_CACHE_DIR=cache_dir, PYTHONPATH=ROOT)
    env.pop("STABLEHLO_CC_CACHE", None)
    out = subprocess.run([sys.executable, "-c", _CHILD, mode, path, name], check=True,
                         capture_output=True, text=True, cwd=ROOT, env=env, timeout=1800)
    return json.loads(out.stdout.strip().splitlines()[-1])


def measure(name: str, path: str, warm: int) -> dict:
    with tempfile.TemporaryDirectory(prefix="shlo-bench-cache-") as cache_dir:
        cold = _child("cold", path, name, cache_dir)
        warms = [_child("warm", path, name, cache_dir)["seconds"] for _ in range(warm)]
    xla = None
    if name != "examples/mlp.mlir":
        xla = _child("xla", path, name, tempfile.gettempdir())["seconds"]
    return {"cold": cold, "warm_s": statistics.median(warms), "xla_s": xla}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--warm", type=int, default=3, help="fresh processes for warm times")
    parser.add_argument("--only", nargs="*", help="program names to measure")
    args = parser.parse_args(argv)
    bytecode.prepare()  # as installed: fresh processes read .pyc, not source; runtime built
    with tempfile.TemporaryDirectory(prefix="shlo-bench-programs-") as folder:
        paths = _write_programs(folder, args.only)
        print(f"({os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}; seconds)")
        print(f"{'program':<20} {'import':>7} {'cold':>7} {'warm':>7} {'XLA:CPU':>8}   "
              "stages (cold)")
        results = {}
        for name, path in paths.items():
            r = results[name] = measure(name, path, args.warm)
            stages = ", ".join(f"{s} {t:.3f}" for s, t in r["cold"]["stages"] if t >= 0.005)
            xla = f"{r['xla_s']:8.3f}" if r["xla_s"] is not None else f"{'-':>8}"
            print(f"{name:<20} {r['cold']['import_s']:7.3f} {r['cold']['seconds']:7.3f} "
                  f"{r['warm_s']:7.3f} {xla}   {stages}", flush=True)
        print("\nslowest passes (cold compile):")
        for name, r in results.items():
            print(f"  {name}: " + ", ".join(f"{p} {t:.3f}" for p, t in r["cold"]["passes"]))


if __name__ == "__main__":
    main()
