"""Templates for the elementwise ops: one program of 4x5 seeded elements (edge values
included) per op and element type."""

from __future__ import annotations

from .dialect import COMPLEX, INT, QUANT, SMALL_FLOATS
from .program import Program, ttype

SHAPE = (4, 5)

# Results that may differ from the interpreter's in the last bits (tolerances.loose(op, ...)).
ROUNDED = {"add", "subtract", "multiply", "divide", "remainder", "power", "atan2", "cbrt",
           "cosine", "sine", "tan", "tanh", "exponential", "exponential_minus_one", "log",
           "log_plus_one", "logistic", "rsqrt", "sqrt"}

UNARY = ["abs", "cbrt", "ceil", "cosine", "count_leading_zeros", "exponential",
         "exponential_minus_one", "floor", "log", "log_plus_one", "logistic", "negate", "not",
         "popcnt", "round_nearest_afz", "round_nearest_even", "rsqrt", "sign", "sine", "sqrt",
         "tan", "tanh"]
BINARY = ["add", "subtract", "multiply", "divide", "remainder", "power", "maximum", "minimum",
          "and", "or", "xor", "shift_left", "shift_right_arithmetic", "shift_right_logical",
          "atan2"]


# The reference interpreter answers NaN or 0 for floor/ceil/round on these types (see
# test_edge_semantics): its program rounds in f32 (exact: every value of the type is an f32)
# and converts back.
_ROUNDING = ("floor", "ceil", "round_nearest_afz", "round_nearest_even")
_BROKEN_ROUNDING = ("f8E3M4", "f6E2M3FN", "f6E3M2FN", "f4E2M1FN")


def _rounding(p: Program, op: str) -> None:
    """Exact for integers and booleans; floats within tolerances.loose(op) where they round."""
    if op in ROUNDED and p.element not in INT + ["i1"]:
        p.exact, p.tolerance_op = False, op


def unary(op: str):
    def build(element: str, seed: int = 0) -> Program:
        p = Program(element, seed)
        t = ttype(SHAPE, element)
        x = p.arg(SHAPE)
        result = t
        if op == "abs" and element in COMPLEX:
            result = ttype(SHAPE, element[len("complex<"):-1])
        if op == "abs" and element in COMPLEX:  # |x| = hypot(re, im): rounded
            p.exact, p.tolerance_op = False, "abs"
        oracle = None
        if op in _ROUNDING and element in _BROKEN_ROUNDING:
            f = ttype(SHAPE, "f32")
            oracle = (f"%w = stablehlo.convert {x} : ({t}) -> {f}\n"
                      f"%o = stablehlo.{op} %w : {f}\n"
                      f"%r = stablehlo.convert %o : ({f}) -> {t}")
        if op == "cbrt" and element in COMPLEX:
            # The interpreter's complex cbrt overflows (inf) for |z| near the largest float:
            # the oracle is the principal root by its definition, exp(log(z) / 3).
            oracle = (f"%three = stablehlo.constant dense<(3.0, 0.0)> : {t}\n"
                      f"%lg = stablehlo.log {x} : {t}\n"
                      f"%th = stablehlo.divide %lg, %three : {t}\n"
                      f"%r = stablehlo.exponential %th : {t}")
        p.line(f"%r = stablehlo.{op} {x} : ({t}) -> {result}", oracle=oracle)
        p.result("%r", result)
        _rounding(p, op)
        if op == "cbrt" and element in COMPLEX:  # the oracle's exp(log) amplifies rounding
            p.exact, p.tolerance_op = False, "power"
        if op == "sign" and element in COMPLEX:  # x / |x|: a division
            p.exact, p.tolerance_op = False, "divide"
        return p
    return build


def binary(op: str):
    def build(element: str, seed: int = 0) -> Program:
        p = Program(element, seed)
        t = ttype(SHAPE, element)
        a = p.arg(SHAPE)
        if element in INT and op in ("divide", "remainder"):
            b = p.arg(SHAPE, low=1)  # the interpreter aborts on x / 0 (checked elsewhere)
        elif element in INT and op == "power":
            b = p.arg(SHAPE, low=0, high=9)  # negative integer exponents: elsewhere
        else:
            b = p.arg(SHAPE)
        p.line(f"%r = stablehlo.{op} {a}, {b} : {t}")
        p.result("%r", t)
        _rounding(p, op)
        return p
    return build


def complex_(element: str, seed: int = 0) -> Program:
    p = Program(element, seed)
    t = ttype(SHAPE, element)
    c = ttype(SHAPE, f"complex<{element}>")
    a, b = p.arg(SHAPE), p.arg(SHAPE)
    p.line(f"%r = stablehlo.complex {a}, {b} : ({t}, {t}) -> {c}")
    p.result("%r", c)
    return p


def real_imag(op: str):
    def build(element: str, seed: int = 0) -> Program:
        p = Program(element, seed)
        t = ttype(SHAPE, element)
        part = element[len("complex<"):-1] if element in COMPLEX else element
        x = p.arg(SHAPE)
        p.line(f"%r = stablehlo.{op} {x} : ({t}) -> {ttype(SHAPE, part)}")
        p.result("%r", ttype(SHAPE, part))
        return p
    return build


def is_finite(element: str, seed: int = 0) -> Program:
    p = Program(element, seed)
    x = p.arg(SHAPE)
    p.line(f"%r = stablehlo.is_finite {x} : ({ttype(SHAPE, element)}) -> {ttype(SHAPE, 'i1')}")
    p.result("%r", ttype(SHAPE, "i1"))
    return p


def compare(element: str, seed: int = 0) -> Program:
    """Every direction (complex: EQ and NE, the ones the dialect accepts for it); floats
    also with TOTALORDER. Operands share some elements so that equality happens."""
    p = Program(element, seed)
    t, b1 = ttype(SHAPE, element), ttype(SHAPE, "i1")
    a, b = p.arg(SHAPE), p.arg(SHAPE)
    directions = ["EQ", "NE"] if element in COMPLEX else ["EQ", "NE", "GE", "GT", "LE", "LT"]
    for i, d in enumerate(directions):
        p.line(f"%c{i} = stablehlo.compare {d}, {a}, {b} : ({t}, {t}) -> {b1}")
        p.line(f"%s{i} = stablehlo.compare {d}, {a}, {a} : ({t}, {t}) -> {b1}")
        p.result(f"%c{i}", b1)
        p.result(f"%s{i}", b1)
    if element in _TOTAL_WIDTH:
        p.line(f"%tot = stablehlo.compare LT, {a}, {b}, TOTALORDER : ({t}, {t}) -> {b1}",
               oracle=_total_order_lt(a, b, element))
        p.result("%tot", b1)
    return p


# IEEE totalOrder on sign-magnitude encodings, by the width of the integer holding the bits.
_TOTAL_WIDTH = {"f64": 64, "f32": 32, "f16": 16, "bf16": 16, "f8E4M3FN": 8, "f8E5M2": 8,
                "f8E4M3": 8, "f8E3M4": 8}


def _total_order_lt(a: str, b: str, element: str) -> str:
    """The oracle for compare LT TOTALORDER: the reference interpreter compares as FLOAT
    (NaN unordered, -0 == +0), so the spec's totalOrder is spelled out on the bits: a
    negative number's magnitude bits are flipped, then the keys compare as signed integers."""
    w = _TOTAL_WIDTH[element]
    t, it, b1 = ttype(SHAPE, element), ttype(SHAPE, f"i{w}"), ttype(SHAPE, "i1")
    lines = [f"%tz = stablehlo.constant dense<0> : {it}",
             f"%tm = stablehlo.constant dense<{2 ** (w - 1) - 1}> : {it}"]
    for v, k in ((a, "%ka"), (b, "%kb")):
        lines += [f"{k}bits = stablehlo.bitcast_convert {v} : ({t}) -> {it}",
                  f"{k}neg = stablehlo.compare LT, {k}bits, %tz, SIGNED : ({it}, {it}) -> {b1}",
                  f"{k}flip = stablehlo.xor {k}bits, %tm : {it}",
                  f"{k} = stablehlo.select {k}neg, {k}flip, {k}bits : {b1}, {it}"]
    lines.append(f"%tot = stablehlo.compare LT, %ka, %kb, SIGNED : ({it}, {it}) -> {b1}")
    return "\n".join(lines)


def select(element: str, seed: int = 0) -> Program:
    p = Program(element, seed)
    t = ttype(SHAPE, element)
    c = p.arg(SHAPE, "i1")
    a, b = p.arg(SHAPE), p.arg(SHAPE)
    s = p.arg((), "i1", value=True)
    p.line(f"%r = stablehlo.select {c}, {a}, {b} : {ttype(SHAPE, 'i1')}, {t}")
    p.line(f"%s = stablehlo.select {s}, {a}, {b} : tensor<i1>, {t}")
    p.result("%r", t)
    p.result("%s", t)
    return p


def clamp(element: str, seed: int = 0) -> Program:
    p = Program(element, seed)
    t, s = ttype(SHAPE, element), ttype((), element)
    lo, x, hi = p.arg(SHAPE), p.arg(SHAPE), p.arg(SHAPE)
    lo0, hi0 = p.arg((), edges=False), p.arg((), edges=False)
    p.line(f"%r = stablehlo.clamp {lo}, {x}, {hi} : {t}")
    p.line(f"%s = stablehlo.clamp {lo0}, {x}, {hi0} : ({s}, {t}, {s}) -> {t}")
    p.result("%r", t)
    p.result("%s", t)
    return p


def reduce_precision(element: str, seed: int = 0) -> Program:
    p = Program(element, seed)
    t = ttype(SHAPE, element)
    x = p.arg(SHAPE)
    oracle = None
    if element in SMALL_FLOATS:
        # The interpreter answers -0 for an overflow on the types without infinity. The spec
        # converts to the (e, m) format and back: the overflow's infinity, converted back to
        # the element type (NaN, or saturation where it has no NaN). Spelled in f32, where
        # the interpreter is right: every value of these types is an f32.
        f = ttype(SHAPE, "f32")
        oracle = (f"%w = stablehlo.convert {x} : ({t}) -> {f}\n"
                  f"%o = stablehlo.reduce_precision %w, format = e2m1 : {f}\n"
                  f"%r = stablehlo.convert %o : ({f}) -> {t}")
    p.line(f"%r = stablehlo.reduce_precision {x}, format = e2m1 : {t}", oracle=oracle)
    p.result("%r", t)
    return p


def templates() -> dict:
    out = {op: unary(op) for op in UNARY}
    out.update({op: binary(op) for op in BINARY})
    out.update({"complex": complex_, "real": real_imag("real"), "imag": real_imag("imag"),
                "is_finite": is_finite, "compare": compare, "select": select,
                "clamp": clamp, "reduce_precision": reduce_precision})
    return out
