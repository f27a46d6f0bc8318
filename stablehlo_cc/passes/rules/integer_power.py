"""`power` where the legalization is wrong: integers, and complex numbers with a zero base.

Integers: the exponent's every bit.

The legalization squares and multiplies for only a few bits of the exponent, so 3^1025 comes
out as 3. Exponentiation modulo 2^n needs all n bits: square-and-multiply, unrolled n times
(elementwise, fused into one loop later). Negative exponents give 1/x^-e truncated, as the
reference interpreter does: 1 for x = 1, ±1 for x = -1, 0 otherwise.

Complex: the lowering computes exp(y log x), which for x = 0 multiplies log 0 = -inf by y
and gives NaN; 0^y is 0 when Re(y) > 0 and 1 when y = 0 (as C's cpow and the interpreter).
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ..registry import lowering
from ._elementwise import binary, compare, create, element_of, like, replace, select, splat


@lowering("stablehlo.power")
def integer_power(op: ir.Operation) -> None:
    base, exponent = op.operands[0], op.operands[1]
    element = element_of(base)
    if isinstance(element, ir.ComplexType):
        return _complex_zero_base(op, base, exponent, element)
    if not isinstance(element, ir.IntegerType):
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


def _complex_zero_base(op, base, exponent, element) -> None:
    part = element.element_type
    with ir.InsertionPoint(op), op.location:
        real_type = like(base.type, part)
        zero_c = create("stablehlo.complex", base.type,
                        [splat(base, part, 0.0), splat(base, part, 0.0)])
        one_c = create("stablehlo.complex", base.type,
                       [splat(base, part, 1.0), splat(base, part, 0.0)])
        base_zero = compare("EQ", base, zero_c)
        exponent_zero = compare("EQ", exponent, zero_c)
        positive = compare("GT", create("stablehlo.real", real_type, [exponent]),
                           splat(base, part, 0.0))
        computed = create("stablehlo.power", base.type, [base, exponent])
        result = select(binary("and", base_zero, positive), zero_c, computed)
        result = select(exponent_zero, one_c, result)
    replace(op, result)
