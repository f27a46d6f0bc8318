"""`exponential_minus_one` and `log_plus_one` of tiny real arguments: the result is the
argument itself (expm1(x) = x + x^2/2 + ..., log1p(x) = x - x^2/2 + ..., and x^2/2 is below
half an ulp of x once |x| < 2^-30 in f32, 2^-60 in f64). The approximations the linalg
lowering expands to lose such arguments (they return 0 for the smallest normal numbers and
the subnormals), so below the threshold the argument is returned as it is."""

from __future__ import annotations

from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from ..registry import lowering


@lowering("stablehlo.exponential_minus_one", "stablehlo.log_plus_one")
def keep_tiny_arguments(op: ir.Operation) -> None:
    ty = ir.RankedTensorType(op.operands[0].type)
    element = ty.element_type
    if isinstance(element, (ir.ComplexType, ir.IntegerType)):
        return
    with op.context, op.location:
        ip = ir.InsertionPoint(op)
        x = op.operands[0]
        threshold = 2.0 ** -60 if isinstance(element, ir.F64Type) else 2.0 ** -30
        limit = stablehlo.ConstantOp(ir.DenseElementsAttr.get_splat(
            ty, ir.FloatAttr.get(element, threshold)), ip=ip).result
        magnitude = stablehlo.AbsOp(x, ip=ip).result
        tiny = stablehlo.CompareOp(
            magnitude, limit, ir.Attribute.parse("#stablehlo<comparison_direction LT>"),
            ip=ip).result
        value = ir.Operation.create(op.name, results=[ty], operands=[x], ip=ip).results[0]
        result = stablehlo.SelectOp(tiny, x, value, ip=ip).result
        op.results[0].replace_all_uses_with(result)
        op.erase()
