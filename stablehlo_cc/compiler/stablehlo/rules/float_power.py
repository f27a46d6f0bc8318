"""Float `power` whose exponent is a constant 1, 2, 3 or -1: multiplies (or a division).

Keras' `ops.power(x, 2)` (RMSNorm in Llama, the variance of T5's layer norm) reaches StableHLO
as `power(x, broadcast(convert(2)))`, which lowers to a call of libm's `powf` per element:
about 10 ns each, 50x a multiply, and it keeps the reduction around it from vectorizing.
XLA's algebraic simplifier rewrites pow(A, 2) to A*A, pow(A, 3) to A*A*A and pow(A, -1) to
1/A; we do the same. x*x and 1/x are correctly rounded, as is an exact pow; x*x*x rounds twice
(within 1 ulp, as libm's pow is). Other constants keep `powf`.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ..splat_numbers import splat_number
from ._elementwise import binary, replace, splat

def constant_float_power(op: ir.Operation) -> bool:
    """Rewrite `op` (a float power) when its exponent is 1, 2, 3 or -1; whether it did."""
    base = op.operands[0]
    exponent = splat_number(op.operands[1])
    if exponent not in (1.0, 2.0, 3.0, -1.0):
        return False
    with ir.InsertionPoint(op), op.location:
        if exponent == 1.0:
            result = base
        elif exponent == -1.0:
            result = binary("divide", splat(base, ir.RankedTensorType(base.type).element_type,
                                            1.0), base)
        else:
            result = binary("multiply", base, base)
            if exponent == 3.0:
                result = binary("multiply", result, base)
    replace(op, result)
    return True
