"""`compare` with TOTALORDER on f8E8M0FNU. The official lowering orders the bit patterns as
signed integers, which is IEEE totalOrder for sign-magnitude formats; f8E8M0FNU has no sign
bit (its values are 2^-127 .. 2^127, then NaN at 0xFF), so its total order is that of the
bits as unsigned integers."""

from __future__ import annotations

from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from ..registry import lowering


@lowering("stablehlo.compare")
def lower_total_order_e8m0(op: ir.Operation) -> None:
    attrs = op.attributes
    if "compare_type" not in attrs or "TOTALORDER" not in str(attrs["compare_type"]):
        return
    ty = ir.RankedTensorType(op.operands[0].type)
    if str(ty.element_type) != "f8E8M0FNU":
        return
    with op.context, op.location:
        ip = ir.InsertionPoint(op)
        bits = ir.RankedTensorType.get(ty.shape, ir.IntegerType.get_unsigned(8))
        lhs, rhs = (stablehlo.BitcastConvertOp(bits, v, ip=ip).result for v in op.operands)
        new = stablehlo.CompareOp(
            lhs, rhs, attrs["comparison_direction"],
            compare_type=ir.Attribute.parse("#stablehlo<comparison_type UNSIGNED>"), ip=ip)
        op.results[0].replace_all_uses_with(new.result)
        op.erase()
