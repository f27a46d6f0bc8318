"""Run programs of `benchmarks/real_size_programs.py` compiled at -O3 on a thread whose stack is
256 KiB, and compare with `jax.jit`. One line of JSON a program on stdout; a line
`{"start": name}` before each, so that a caller sees which one crashed the process.

Usage: python tests/small_stack_worker.py NAME [NAME ...]
"""

from __future__ import annotations

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import jax  # noqa: E402
import numpy as np  # noqa: E402

import stablehlo_cc  # noqa: E402
from benchmarks.models.zoo import run_on_small_stack  # noqa: E402 (a 256 KiB stack)
from benchmarks.real_size_programs import make  # noqa: E402


def check(name: str) -> dict:
    fn, inputs = make(name)
    jitted = jax.jit(fn)
    expected = np.asarray(jitted(*inputs))
    exe = stablehlo_cc.compile(jitted.lower(*inputs), opt_level=3)
    got = run_on_small_stack(exe, *inputs)
    got = got[0] if isinstance(got, tuple) else got
    scale = float(np.max(np.abs(expected))) or 1.0
    error = float(np.max(np.abs(np.asarray(got, np.float64) - expected))) / scale
    return {"name": name, "shape": list(expected.shape), "relative_error": error}


def main(names: list[str]) -> None:
    for name in names:
        print(json.dumps({"start": name}), flush=True)
        print(json.dumps(check(name)), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
