"""Integer `divide` and `remainder` defined everywhere, as XLA defines them.

The spec does not say what x / 0 or INT_MIN / -1 give; LLVM makes them undefined (x86 traps,
killing the process). Like XLA: x / 0 is -1 (all bits set: the unsigned maximum), x % 0 is x,
INT_MIN / -1 is INT_MIN and INT_MIN % -1 is 0. The division itself only sees safe divisors.
Complex remainder is refused: the spec leaves it "TBD", the reference interpreter aborts
("rem(complex, complex) is not implemented"), XLA:CPU crashes and jax.lax.rem rejects complex.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ..registry import lowering, mark_lowered
from ._elementwise import binary, compare, element_of, replace, select, splat


@lowering("stablehlo.divide", "stablehlo.remainder")
def total_integer_division(op: ir.Operation) -> None:
    lhs, rhs = op.operands[0], op.operands[1]
    element = element_of(lhs)
    if isinstance(element, ir.ComplexType) and op.name == "stablehlo.remainder":
        raise NotImplementedError(
            "complex remainder: the spec defines none (\"For complex numbers: TBD\"); the "
            "reference interpreter and XLA do not compute one either")
    if not isinstance(element, ir.IntegerType):
        return  # floats and complex numbers divide by IEEE rules
    name = op.name.split(".")[1]
    with ir.InsertionPoint(op), op.location:
        zero = splat(rhs, element, 0)
        one = splat(rhs, element, 1)
        by_zero = compare("EQ", rhs, zero)
        unsafe = by_zero
        if not element.is_unsigned and element.width > 1:
            int_min = splat(lhs, element, -(1 << (element.width - 1)))
            overflow = binary("and", compare("EQ", lhs, int_min),
                              compare("EQ", rhs, splat(rhs, element, -1)))
            unsafe = binary("or", by_zero, overflow)  # x / 1 gives INT_MIN, x % 1 gives 0
        safe = select(unsafe, one, rhs)
        result = binary(name, lhs, safe)
        mark_lowered(result)  # its divisor is safe now: the plain division
        if name == "divide":
            result = select(by_zero, splat(lhs, element, -1), result)
        else:
            result = select(by_zero, lhs, result)
    replace(op, result)
