"""Transcendental functions over 2^20 elements: libmvec vector calls against scalar libm.

    .venv/bin/python -m benchmarks.vector_math [--repeats 20]

Each function is compiled twice in this process, once as usual (vectorized loops call glibc's
libmvec, see stablehlo_cc/compiler/vector_math.py) and once with libmvec switched off (the
vectorized loop calls scalar libm element by element); numpy's function on the same array is
the peer.
Prints median milliseconds and the speed-up.
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

import stablehlo_cc
from stablehlo_cc.compiler import vector_math

N = 1 << 20
FUNCTIONS = {"sine": np.sin, "cosine": np.cos, "tan": np.tan, "log": np.log,
             "exponential": np.exp, "tanh": np.tanh, "power": np.power, "atan2": np.arctan2}


def _median_ms(fn, args, repeats: int) -> float:
    fn(*args)
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn(*args)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e3


def _program(op: str, element: str) -> str:
    t = f"tensor<{N}x{element}>"
    binary = op in ("power", "atan2")
    params = f"%x: {t}, %y: {t}" if binary else f"%x: {t}"
    operands = "%x, %y" if binary else "%x"
    return (f"func.func @main({params}) -> {t} {{\n  %0 = stablehlo.{op} {operands} : {t}\n"
            f"  return %0 : {t}\n}}")


def _compile(source: str, libmvec: bool):
    real = vector_math.libmvec_path
    if not libmvec:
        vector_math.libmvec_path = lambda: None
    try:
        return stablehlo_cc.compile(source)
    finally:
        vector_math.libmvec_path = real


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=20)
    args = parser.parse_args()
    rng = np.random.default_rng(0)
    print(f"libmvec: {vector_math.libmvec_path()}; medians of {args.repeats} calls, ms")
    print("| function | type | scalar libm | libmvec | speed-up | numpy |")
    print("|---|---|---|---|---|---|")
    for element, dtype in (("f32", np.float32), ("f64", np.float64)):
        x = (np.abs(rng.standard_normal(N)) + 0.1).astype(dtype)  # in every function's domain
        for op, ref in FUNCTIONS.items():
            operands = (x, x) if op in ("power", "atan2") else (x,)
            source = _program(op, element)
            scalar = _median_ms(_compile(source, False), operands, args.repeats)
            vector = _median_ms(_compile(source, True), operands, args.repeats)
            peer = _median_ms(ref, operands, args.repeats)
            print(f"| {op} | {element} | {scalar:.2f} | {vector:.2f} | {scalar / vector:.1f}x "
                  f"| {peer:.2f} |")


if __name__ == "__main__":
    main()
