"""log_plus_one and exponential_minus_one keep their accuracy near zero.

The oracle is numpy's log1p/expm1 evaluated in f64 and rounded to the element type; the
inputs span every magnitude from subnormal to overflow, where `log(1 + x)` and `exp(x) - 1`
(what the upstream lowering computes) lose all digits below epsilon.
"""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import stablehlo_cc
from tolerances import approx, assert_close

DTYPES = {"f32": np.float32, "f64": np.float64, "f16": np.float16,
          "bf16": ml_dtypes.bfloat16}
OPS = {"log_plus_one": np.log1p, "exponential_minus_one": np.expm1}


def _inputs(dtype) -> np.ndarray:
    info = ml_dtypes.finfo(dtype)
    rng = np.random.default_rng(7)
    magnitudes = np.exp(rng.uniform(np.log(float(info.smallest_subnormal)),
                                    np.log(float(info.max)), 400))
    signs = rng.choice([-1.0, 1.0], 400)
    special = [0.0, -0.0, np.inf, -np.inf, np.nan, -1.0, 1.0, float(info.eps),
               -float(info.eps), float(info.tiny), 1e-3, -0.999, 0.5, 50.0]
    values = np.concatenate([signs * magnitudes, special]).astype(dtype)
    return values


def _compile(op: str, element: str, n: int):
    t = f"tensor<{n}x{element}>"
    return stablehlo_cc.compile(
        f"func.func @main(%x: {t}) -> {t} {{\n"
        f"  %0 = stablehlo.{op} %x : {t}\n  return %0 : {t}\n}}")


@pytest.mark.parametrize("element", DTYPES)
@pytest.mark.parametrize("op", OPS)
def test_matches_numpy_over_every_magnitude(op, element):
    dtype = DTYPES[element]
    x = _inputs(dtype)
    with np.errstate(all="ignore"):
        expected = OPS[op](x.astype(np.float64)).astype(dtype)
    actual = _compile(op, element, x.size)(x)
    rtol, _ = approx(element)
    # Relative only: a result of 1e-30 must not pass by an absolute tolerance.
    assert_close(actual, expected, element, f"{op} on {element}", tolerance=(4 * rtol, 0.0))


@pytest.mark.parametrize("element", ["f32", "f64"])
def test_tiny_inputs_come_back_unchanged(element):
    """Below epsilon both functions are the identity, sign of zero included."""
    dtype = DTYPES[element]
    x = np.array([1e-30, -1e-30, 1e-20, 0.0, -0.0], dtype)
    for op in OPS:
        actual = _compile(op, element, x.size)(x)
        assert actual.tobytes() == x.tobytes(), (op, actual)
