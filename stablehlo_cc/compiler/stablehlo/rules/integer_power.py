"""`power` where the legalization is wrong: integers, and complex numbers; and floats raised
to a constant small integer (see float_power.py).

Integers: the exponent's every bit.

The legalization squares and multiplies for only a few bits of the exponent, so 3^1025 comes
out as 3. Exponentiation modulo 2^n needs all n bits: square-and-multiply, unrolled n times
(elementwise, fused into one loop later). Negative exponents give 1/x^-e truncated, as the
reference interpreter does: 1 for x = 1, ±1 for x = -1, 0 otherwise.

Complex: see complex_functions.py (e^(y log x) with C99 Annex G's special values).
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ..registry import lowering
from ._elementwise import binary, compare, element_of, replace, select, splat
from .complex_functions import complex_power
from .float_power import constant_float_power


@lowering("stablehlo.power")
def integer_power(op: ir.Operation) -> None:
    base, exponent = op.operands[0], op.operands[1]
    element = element_of(base)
    if isinstance(element, ir.ComplexType):
        return complex_power(op)
    if not isinstance(element, ir.IntegerType):
        constant_float_power(op)
        return
    width = element.width
    with ir.InsertionPoint(op), op.location:
        one = splat(base, element, 1)
        acc = one
        square = base
        e = exponent
        for i in range(width):
            odd = compare("EQ", binary("and", e, one), one)
            acc = select(odd, binary("multiply", acc, square), acc)
            if i + 1 < width:
                square = binary("multiply", square, square)
                e = binary("shift_right_logical", e, one)
        if not element.is_unsigned and width > 1:
            zero = splat(base, element, 0)
            minus_one = splat(base, element, -1)
            negative = compare("LT", exponent, zero)
            odd_exponent = compare("EQ", binary("and", exponent, one), one)
            of_minus_one = select(odd_exponent, minus_one, one)
            reciprocal = select(compare("EQ", base, one), one,
                                select(compare("EQ", base, minus_one), of_minus_one, zero))
            acc = select(negative, reciprocal, acc)
    replace(op, acc)
