"""Float ops whose legalization gets signed zeros or the small float types wrong.

- `maximum`/`minimum`: IEEE-754 maximum/minimum order -0 below +0 (max(0, -0) is +0 and
  min(0, -0) is -0, whichever side each is on) and propagate NaN. Against a constant (a
  ReLU's max(x, 0), a ReLU6's min(x, 6)) one compare and one select do all of it
  (`_max_min_constant`); the general form is 13 vector ops, which MobileNetV2 ran on every
  element of its 35 ReLU6 epilogues.
- `maximum`/`minimum` on complex numbers: the lexicographic order of (real, imaginary) pairs
  (the spec's comparison for complex types), which the legalization does not implement.
- `is_finite` on f8/f6/f4 types: the legalization compares with an infinity that several of
  these types cannot represent; f32 holds every value of them exactly, inf and NaN included.
"""

from __future__ import annotations

import math

from jaxlib.mlir import ir

from ..registry import lowering
from ..splat_numbers import splat_number
from ._elementwise import binary, compare, convert, create, element_of, in_reduction_body, \
    like, replace, select

_NATIVE = (ir.F16Type, ir.BF16Type, ir.F32Type, ir.F64Type)


def _float_width(t: ir.Type) -> int | None:
    if isinstance(t, (ir.IntegerType, ir.ComplexType, ir.IndexType)):
        return None
    return ir.FloatType(t).width


def _max_min(lhs: ir.Value, rhs: ir.Value, is_max: bool) -> ir.Value:
    width = _float_width(element_of(lhs))
    bits_type = ir.IntegerType.get_signless(width)
    lt = compare("LT", lhs, rhs, "FLOAT")
    gt = compare("GT", lhs, rhs, "FLOAT")
    # Equal operands: the same bits, or two zeros whose sign bits AND (max) or OR (min).
    lb = create("stablehlo.bitcast_convert", like(lhs.type, bits_type), [lhs])
    rb = create("stablehlo.bitcast_convert", like(rhs.type, bits_type), [rhs])
    tie = create("stablehlo.bitcast_convert", lhs.type,
                 [binary("and" if is_max else "or", lb, rb)])
    picked = select(gt if is_max else lt, lhs, select(lt if is_max else gt, rhs, tie))
    unordered = binary("or", compare("NE", lhs, lhs, "FLOAT"), compare("NE", rhs, rhs, "FLOAT"))
    nan = binary("add", lhs, rhs)  # a quiet NaN when either is NaN
    return select(unordered, nan, picked)


def _max_min_constant(x: ir.Value, c: ir.Value, number: float, is_max: bool) -> ir.Value | None:
    """max(x, c) as `select(x <= c, c, x)` and min(x, c) as `select(x >= c, c, x)` for a
    constant c that is not NaN: an ordered compare is false for a NaN x, which is returned
    as it is; equal operands have the same bits unless they are zeros of two signs, so c
    must not be the zero that loses the tie (-0 for max, +0 for min). None otherwise."""
    if math.isnan(number) or (number == 0 and
                              (math.copysign(1.0, number) < 0) == is_max):
        return None
    return select(compare("LE" if is_max else "GE", x, c, "FLOAT"), c, x)


def _lexicographic_max_min(lhs: ir.Value, rhs: ir.Value, is_max: bool) -> ir.Value:
    part = ir.ComplexType(element_of(lhs)).element_type
    re_l, re_r = (create("stablehlo.real", like(v.type, part), [v]) for v in (lhs, rhs))
    im_l, im_r = (create("stablehlo.imag", like(v.type, part), [v]) for v in (lhs, rhs))
    direction = "GT" if is_max else "LT"
    lhs_wins = binary("or", compare(direction, re_l, re_r, "FLOAT"),
                      binary("and", compare("EQ", re_l, re_r, "FLOAT"),
                             compare(direction, im_l, im_r, "FLOAT")))
    return select(lhs_wins, lhs, rhs)


@lowering("stablehlo.maximum", "stablehlo.minimum")
def ieee_max_min(op: ir.Operation) -> None:
    lhs, rhs = op.operands[0], op.operands[1]
    element = element_of(lhs)
    if isinstance(element, ir.ComplexType) and not in_reduction_body(op):
        with ir.InsertionPoint(op), op.location:
            replace(op, _lexicographic_max_min(lhs, rhs, op.name == "stablehlo.maximum"))
        return
    if _float_width(element) is None or in_reduction_body(op):
        return  # integers and booleans: the legalization is right; complex: lexicographic;
        # reduction bodies: kept type-generic for rules that retype them
    is_max = op.name == "stablehlo.maximum"
    with ir.InsertionPoint(op), op.location:
        constants = [splat_number(v) for v in (lhs, rhs)]
        result = None
        if isinstance(element, _NATIVE) and constants[1] is not None:
            result = _max_min_constant(lhs, rhs, constants[1], is_max)
        elif isinstance(element, _NATIVE) and constants[0] is not None:
            result = _max_min_constant(rhs, lhs, constants[0], is_max)
        if result is not None:
            pass
        elif isinstance(element, _NATIVE):
            result = _max_min(lhs, rhs, is_max)
        else:  # f8/f6/f4: in f32, which holds each of them exactly (and so the result)
            f32 = ir.F32Type.get()
            result = convert(_max_min(convert(lhs, f32), convert(rhs, f32), is_max), element)
    replace(op, result)


@lowering("stablehlo.is_finite")
def is_finite_small_floats(op: ir.Operation) -> None:
    x = op.operands[0]
    element = element_of(x)
    if isinstance(element, _NATIVE) or in_reduction_body(op):
        return
    with ir.InsertionPoint(op), op.location:
        wide = convert(x, ir.F32Type.get())
        result = create("stablehlo.is_finite", op.results[0].type, [wide])
    replace(op, result)
