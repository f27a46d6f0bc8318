"""`stablehlo.convert` where `stablehlo-legalize-to-linalg` would produce undefined values.

Float (or complex) to integer: the spec leaves values whose truncation does not fit to the
implementation; LLVM's fptosi/fptoui make them poison. We saturate, and NaN becomes 0, as
the reference interpreter and XLA do. The conversion itself then only sees in-range values.
f8E8M0FNU to bool: every value of that type (no zero) is non-zero, so true.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ..registry import lowering, mark_lowered
from ._elementwise import binary, compare, convert, create, element_of, like, replace, select, splat


def _is_float(t: ir.Type) -> bool:
    return not isinstance(t, (ir.IntegerType, ir.ComplexType, ir.IndexType))


@lowering("stablehlo.convert")
def saturating_float_to_int(op: ir.Operation) -> None:
    source = op.operands[0]
    src, dst = element_of(source), ir.RankedTensorType(op.results[0].type).element_type
    if not isinstance(dst, ir.IntegerType):
        return
    if dst.width == 1:  # to bool is `!= 0`, which the legalization gets right, except
        if str(src) == "f8E8M0FNU":  # where 0 is not representable: it compares with 2^-127
            with ir.InsertionPoint(op), op.location:
                replace(op, splat(op.results[0], dst, 1))
        return
    if not (_is_float(src) or isinstance(src, ir.ComplexType)):
        return
    with ir.InsertionPoint(op), op.location:
        if isinstance(src, ir.ComplexType):
            source = create("stablehlo.real", like(source.type, src.element_type), [source])
            src = src.element_type
        work = src if isinstance(src, ir.F64Type) else ir.F32Type.get()
        x = convert(source, work)  # exact: every float type fits in f32 or is f64
        width = dst.width
        if dst.is_unsigned:
            lo, hi, lo_int, hi_int = 0.0, 2.0**width, 0, 2**width - 1
        else:
            lo, hi = -(2.0 ** (width - 1)), 2.0 ** (width - 1)
            lo_int, hi_int = -(2 ** (width - 1)), 2 ** (width - 1) - 1
        too_small = compare("LT", x, splat(x, work, lo))
        too_big = compare("GE", x, splat(x, work, hi))
        in_range = binary("and", compare("GE", x, splat(x, work, lo)),
                          compare("LT", x, splat(x, work, hi)))
        safe = select(in_range, x, splat(x, work, 0.0))  # NaN lands here, and becomes 0
        result = create("stablehlo.convert", op.results[0].type, [safe])
        mark_lowered(result)  # in range now: the plain conversion
        result = select(too_small, splat(result, dst, lo_int), result)
        result = select(too_big, splat(result, dst, hi_int), result)
    replace(op, result)
