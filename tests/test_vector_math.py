"""Transcendental functions over whole vectors (libmvec where the CPU allows) stay right.

Long arrays make LLVM vectorize the loops, so these exercise the vector calls of
stablehlo_cc/compiler/vector_math.py; special values sit at every lane position among ordinary ones,
because libmvec handles them lane by lane. The oracle is numpy in f64, rounded to the type.
"""

from __future__ import annotations

import ctypes
import subprocess

import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler import vector_math
from tolerances import assert_close, loose

N = 4099  # not a multiple of any vector width: the scalar remainder runs too
UNARY = {"sine": np.sin, "cosine": np.cos, "tan": np.tan, "log": np.log,
         "exponential": np.exp, "tanh": np.tanh}
BINARY = {"power": np.power, "atan2": np.arctan2}
SPECIAL = [0.0, -0.0, np.inf, -np.inf, np.nan, 1e-300, -1e-300, 1e30, -1e30, 100.0, -100.0]


def _inputs(dtype, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    x = rng.normal(scale=4.0, size=N)
    positions = rng.choice(N, size=len(SPECIAL) * 8, replace=False)
    x[positions] = np.tile(SPECIAL, 8)
    return x.astype(dtype)


def _program(op: str, element: str, arity: int) -> str:
    t = f"tensor<{N}x{element}>"
    params = ", ".join(f"%a{i}: {t}" for i in range(arity))
    operands = ", ".join(f"%a{i}" for i in range(arity))
    return (f"func.func @main({params}) -> {t} {{\n"
            f"  %0 = stablehlo.{op} {operands} : {t}\n  return %0 : {t}\n}}")


def _check(actual, expected, op, element):
    assert_close(actual, expected, element, f"{op} on {element}", tolerance=loose(op, element))
    zeros = expected == 0
    assert np.array_equal(np.signbit(actual[zeros]), np.signbit(expected[zeros])), \
        f"{op} on {element}: sign of zero"


@pytest.mark.parametrize("element,dtype", [("f32", np.float32), ("f64", np.float64)])
@pytest.mark.parametrize("op", UNARY)
def test_unary_matches_numpy(op, element, dtype):
    x = _inputs(dtype, 1)
    with np.errstate(all="ignore"):
        expected = UNARY[op](x.astype(np.float64)).astype(dtype)
    _check(stablehlo_cc.compile(_program(op, element, 1))(x), expected, op, element)


@pytest.mark.parametrize("element,dtype", [("f32", np.float32), ("f64", np.float64)])
@pytest.mark.parametrize("op", BINARY)
def test_binary_matches_numpy(op, element, dtype):
    x, y = _inputs(dtype, 2), _inputs(dtype, 3)
    if op == "power":
        y = np.round(y)  # integral exponents keep negative bases defined
    with np.errstate(all="ignore"):
        expected = BINARY[op](x.astype(np.float64), y.astype(np.float64)).astype(dtype)
    _check(stablehlo_cc.compile(_program(op, element, 2))(x, y), expected, op, element)


def test_library_with_vector_math_loads_and_runs(tmp_path):
    """A shared library calling libmvec records it as needed and runs from plain C."""
    so = tmp_path / "sine.so"
    stablehlo_cc.build_library(_program("sine", "f32", 1), str(so), prefix="m")
    x = _inputs(np.float32, 4)
    out = np.empty_like(x)
    lib = ctypes.CDLL(str(so))
    assert lib.m_main(x.ctypes.data_as(ctypes.c_void_p), out.ctypes.data_as(ctypes.c_void_p)) == 0
    with np.errstate(all="ignore"):
        expected = np.sin(x.astype(np.float64)).astype(np.float32)
    _check(out, expected, "sine", "f32")
    if vector_math.libmvec_path():
        needed = subprocess.run(["readelf", "-d", str(so)], capture_output=True, text=True)
        assert "libmvec" in needed.stdout
