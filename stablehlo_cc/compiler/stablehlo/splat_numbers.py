"""The number a splat constant holds, seen through the ops that carry it unchanged.

Rules that match a constant operand (a power's exponent, a ReLU's bound, a pooling's initial
value) meet it behind broadcasts, reshapes and conversions: Keras writes
`power(x, broadcast(convert(2)))`, `jnp.clip` converts its bounds to the operand's type.
One reader serves them all, so they agree on what counts as the same number: a conversion is
looked through only when the converted constant holds the number exactly (an f64 -1e-50
becomes -0.0 in f32, a different number for a maximum; 0.1 is not 0.1 in f32).
"""

from __future__ import annotations

import math

from jaxlib.mlir import ir

from ..walk import defining_op

_SHAPE_ONLY = ("stablehlo.broadcast_in_dim", "stablehlo.broadcast", "stablehlo.reshape")
_FLOATS = (ir.F16Type, ir.BF16Type, ir.F32Type, ir.F64Type)


def splat_number(value: ir.Value) -> float | None:
    """The number every element of `value` equals (a float; ints of 2 bits and more too),
    when it is a splat constant behind shape-only ops and exact conversions to f16, bf16, f32
    or f64; else None."""
    op = defining_op(value)
    while op is not None and op.name in _SHAPE_ONLY:
        op = defining_op(op.operands[0])
    if op is None:
        return None
    if op.name == "stablehlo.convert":
        number = splat_number(op.operands[0])
        target = ir.ShapedType(op.results[0].type).element_type
        if number is None or not isinstance(target, _FLOATS):
            return None
        with op.location:
            converted = ir.FloatAttr.get(target, number).value
        same_sign = math.copysign(1.0, converted) == math.copysign(1.0, number)
        return number if converted == number and same_sign else None
    if op.name != "stablehlo.constant":
        return None
    attr = op.attributes["value"]
    if not isinstance(attr, ir.DenseElementsAttr) or not attr.is_splat:
        return None
    splat = attr.get_splat_value()
    if isinstance(splat, ir.FloatAttr):
        return ir.FloatAttr(splat).value
    if isinstance(splat, ir.IntegerAttr) and isinstance(splat.type, ir.IntegerType):
        kind = ir.IntegerType(splat.type)
        if kind.width < 2:
            return None  # booleans are not numbers to these rules
        number = ir.IntegerAttr(splat).value
        if kind.is_unsigned and number < 0:
            number += 1 << kind.width
        return float(number)
    return None
