"""The spec's semantics at the edges: division by zero, shifts past the width, NaN and signed
zeros, rounding ties, out-of-bounds indices, bit casts between widths, rank 0 and empty
tensors. Expected values come from the reference interpreter, or from XLA:CPU where the spec
leaves the answer to the implementation and the interpreter cannot run it or disagrees with
what JAX programs get from XLA."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.passes.registry import registered_rules
from stablehlo_cc.types import numpy_dtype

from . import reference, xla_oracle
from .tolerances import assert_exact

INTS = ["i4", "i8", "i16", "i32", "i64", "ui4", "ui8", "ui16", "ui32", "ui64"]
FLOATS = ["f32", "f64", "f16", "bf16", "f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E3M4"]
NAN, INF = np.nan, np.inf


def ints(values, element: str) -> np.ndarray:
    """Integers as `element`, wrapping modulo 2^n as the type does."""
    dt = numpy_dtype(element)
    info = ml_dtypes.iinfo(dt)
    span = int(info.max) - int(info.min) + 1
    wrapped = [(int(v) - int(info.min)) % span + int(info.min) for v in values]
    return np.array(wrapped, object).astype(np.float64 if dt.itemsize == 1 and
                                            element in ("i4", "ui4") else dt).astype(dt)


def floats(values, element: str) -> np.ndarray:
    with np.errstate(over="ignore", invalid="ignore"):
        return np.array(values, np.float64).astype(numpy_dtype(element))


def program(ops: list[tuple[str, str, int]], element: str, n: int, result_types=None) -> str:
    """@main(%a, %b: tensor<n x element>) returning each `op` applied: (name, kind, arity)."""
    t = f"tensor<{n}x{element}>"
    lines, results = [], []
    for i, (op, attrs, arity) in enumerate(ops):
        rt = (result_types or {}).get(op, t)
        operands = "%a, %b" if arity == 2 else "%a"
        sig = f"({t}, {t})" if arity == 2 else f"({t})"
        lines.append(f"  %r{i} = stablehlo.{op} {operands}{attrs} : {sig} -> {rt}")
        results.append(rt)
    return (f"func.func public @main(%a: {t}, %b: {t}) -> ({', '.join(results)}) {{\n"
            + "\n".join(lines) + f"\n  return {', '.join(f'%r{i}' for i in range(len(ops)))}"
            f" : {', '.join(results)}\n}}")


def check(src, args, oracle=reference.run, names=None):
    got = stablehlo_cc.compile(src)(*args)
    got = got if isinstance(got, tuple) else (got,)
    want = oracle(src, *args)
    for i, (g, w) in enumerate(zip(got, want)):
        assert_exact(g, np.asarray(w).astype(g.dtype) if oracle is xla_oracle.run else w,
                     names[i] if names else f"result {i}")


# --- integers ---------------------------------------------------------------------------------

def _int_range(element):
    info = ml_dtypes.iinfo(numpy_dtype(element))
    return int(info.min), int(info.max)


@pytest.mark.parametrize("element", INTS)
def test_integer_division_by_zero_and_overflow(element):
    """x / 0 = -1 (all ones), x % 0 = x, INT_MIN / -1 = INT_MIN, INT_MIN % -1 = 0 (as XLA);
    elsewhere truncating division with the dividend's sign on the remainder (the spec)."""
    lo, hi = _int_range(element)
    a = [7, -7, 7, -7, lo, lo, 0, hi, 5, lo, hi, -1]
    b = [0, 0, 2, 2, -1, 0, 0, -1, 3, 1, hi, hi]
    src = program([("divide", "", 2), ("remainder", "", 2)], element, len(a))
    check(src, (ints(a, element), ints(b, element)), oracle=xla_oracle.run,
          names=["divide", "remainder"])


@pytest.mark.parametrize("element", INTS)
def test_shifts_past_the_width(element):
    """Shifting by the bit width or more gives 0 (arithmetic right: the sign fill)."""
    lo, hi = _int_range(element)
    w = numpy_dtype(element).itemsize * 8 if element not in ("i4", "ui4") else 4
    a = [1, -1, 5, hi, lo, 3, 1, -3, 1, 7, -8, hi]
    b = [w - 1, w, w + 1, 2 * w, -1, 0, 1, w - 1, -w, 100, w - 2, hi]
    ops = [("shift_left", "", 2), ("shift_right_arithmetic", "", 2),
           ("shift_right_logical", "", 2)]
    check(program(ops, element, len(a)), (ints(a, element), ints(b, element)),
          names=[o[0] for o in ops])


@pytest.mark.parametrize("element", INTS)
def test_integer_unary_and_power(element):
    """abs/negate of INT_MIN wrap; popcnt/clz of 0 and -1; power modulo 2^n with exponents
    past the width and (signed) negative exponents."""
    lo, hi = _int_range(element)
    a = [lo, lo + 1, 0, hi, -1, 3, 2, -2, 3, 1, -1, 0, 5]
    b = [2, 3, 0, 2, 3, 1025, 65, 3, -1, -5, -3, -1, hi]
    ops = [("negate", "", 1), ("popcnt", "", 1), ("count_leading_zeros", "", 1),
           ("power", "", 2), ("maximum", "", 2), ("minimum", "", 2)]
    if not element.startswith("u"):
        ops += [("abs", "", 1), ("sign", "", 1)]
    check(program(ops, element, len(a)), (ints(a, element), ints(b, element)),
          names=[o[0] for o in ops])


# --- floats -----------------------------------------------------------------------------------

A = [NAN, 1.0, -0.0, 0.0, NAN, -INF, 3.0, -NAN, 2.5, -2.5, 0.5, -1.5, 1e30, -0.0]
B = [1.0, NAN, 0.0, -0.0, NAN, NAN, 3.0, 2.0, 0.0, -0.0, -0.5, 1.5, 1e-30, 3.0]


@pytest.mark.parametrize("element", FLOATS)
def test_float_nan_and_signed_zero(element):
    """max/min order -0 below +0 and propagate NaN; IEEE division by (signed) zero; remainder
    with the dividend's sign; rounding ties; sign and is_finite of NaN, inf and -0."""
    ops = [("maximum", "", 2), ("minimum", "", 2), ("divide", "", 2), ("remainder", "", 2),
           ("round_nearest_even", "", 1), ("round_nearest_afz", "", 1), ("sign", "", 1),
           ("floor", "", 1), ("ceil", "", 1), ("negate", "", 1), ("abs", "", 1),
           ("is_finite", "", 1)]
    n = len(A)
    a, b = floats(A, element), floats(B, element)
    if element == "f8E3M4":  # the interpreter rounds this type to NaN: numpy below checks it
        ops = [o for o in ops if not o[0].startswith(("round", "floor", "ceil"))]
    src = program(ops, element, n, {"is_finite": f"tensor<{n}xi1>"})
    check(src, (a, b), names=[o[0] for o in ops])
    rounding = program([("round_nearest_even", "", 1), ("round_nearest_afz", "", 1),
                        ("floor", "", 1), ("ceil", "", 1)], element, n)
    even, afz, floor, ceil = stablehlo_cc.compile(rounding)(a, b)
    x = a.astype(np.float64)
    with np.errstate(invalid="ignore"):
        assert_exact(even, np.round(x).astype(a.dtype), "round_nearest_even vs numpy")
        assert_exact(afz, np.copysign(np.floor(np.abs(x) + 0.5), x).astype(a.dtype),
                     "round_nearest_afz vs numpy")
        assert_exact(floor, np.floor(x).astype(a.dtype), "floor vs numpy")
        assert_exact(ceil, np.ceil(x).astype(a.dtype), "ceil vs numpy")


ROUNDING = [0.5, 1.5, 2.5, -0.5, -1.5, -2.5, -0.0, NAN, INF, 0.49999997, 3.5, -3.4999,
            2.0**23 + 0.5, 2.0**52 + 1, -(2.0**23) - 1.5, 1e300]


@pytest.mark.parametrize("element", ["f32", "f64", "f16", "bf16"])
def test_round_ties(element):
    """round_nearest_even: ties to even; round_nearest_afz: ties away from zero."""
    x = floats(ROUNDING, element)
    ops = [("round_nearest_even", "", 1), ("round_nearest_afz", "", 1)]
    src = program(ops, element, x.size)
    check(src, (x, x), names=[o[0] for o in ops])
    even = stablehlo_cc.compile(src)(x, x)[0].astype(np.float64)
    np.testing.assert_array_equal(even, np.round(x.astype(np.float64)))  # numpy: ties to even


DIRECTIONS = ["EQ", "NE", "LT", "LE", "GT", "GE"]


@pytest.mark.parametrize("element", FLOATS)
def test_compare_float(element):
    """compare FLOAT: IEEE quiet comparisons (NaN unordered, -0 == +0)."""
    n = len(A)
    ops = [("compare", f", {d}-FLOAT", 2) for d in DIRECTIONS]
    src = program(ops, element, n, {"compare": f"tensor<{n}xi1>"})
    src = _directions(src)
    check(src, (floats(A, element), floats(B, element)), names=DIRECTIONS)


@pytest.mark.parametrize("element", ["f32", "f64", "f16", "bf16"])
def test_compare_totalorder(element):
    """compare TOTALORDER: -NaN < -inf < ... < -0 < +0 < ... < inf < NaN, equality of bits.
    The reference interpreter compares as FLOAT here; XLA (what JAX programs run on) orders
    totally, and so do we."""
    n = len(A)
    ops = [("compare", f", {d}-TOTALORDER", 2) for d in DIRECTIONS]
    src = _directions(program(ops, element, n, {"compare": f"tensor<{n}xi1>"}))
    check(src, (floats(A, element), floats(B, element)), oracle=xla_oracle.run,
          names=DIRECTIONS)
    # And directly from the IEEE-754 totalOrder predicate on the bit patterns.
    a, b = floats(A, element), floats(B, element)
    got = stablehlo_cc.compile(src)(a, b)
    key = _total_order_key(a), _total_order_key(b)
    expected = [key[0] == key[1], key[0] != key[1], key[0] < key[1], key[0] <= key[1],
                key[0] > key[1], key[0] >= key[1]]
    for d, g, e in zip(DIRECTIONS, got, expected):
        assert_exact(g, e, f"TOTALORDER {d} vs totalOrder")


def _total_order_key(x: np.ndarray) -> np.ndarray:
    bits = x.view({2: np.int16, 4: np.int32, 8: np.int64}[x.dtype.itemsize]).astype(np.int64)
    sign_mask = (1 << (8 * x.dtype.itemsize - 1)) - 1
    return np.where(bits < 0, -(bits & sign_mask) - 1, bits)


def _directions(src: str) -> str:
    """`stablehlo.compare %a, %b, EQ-FLOAT` (from `program`) to the real syntax."""
    import re
    return re.sub(r"stablehlo\.compare %a, %b, (\w+)-(\w+)",
                  r"stablehlo.compare \1, %a, %b, \2", src)


@pytest.mark.parametrize("element,kind", [("i32", "SIGNED"), ("i8", "SIGNED"),
                                          ("ui32", "UNSIGNED"), ("ui64", "UNSIGNED"),
                                          ("i1", "UNSIGNED")])
def test_compare_signed_unsigned(element, kind):
    if element == "i1":
        a = np.array([1, 0, 1, 0], bool)
        b = np.array([0, 1, 1, 0], bool)
    else:
        lo, hi = _int_range(element)
        a, b = ints([lo, hi, -1, 0, 5, hi], element), ints([hi, lo, 1, -1, 5, 0], element)
    n = a.size
    ops = [("compare", f", {d}-{kind}", 2) for d in DIRECTIONS]
    src = _directions(program(ops, element, n, {"compare": f"tensor<{n}xi1>"}))
    check(src, (a, b), names=DIRECTIONS)
