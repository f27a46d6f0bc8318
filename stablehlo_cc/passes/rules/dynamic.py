"""Dimension-size ops that `stablehlo-canonicalize-dynamism` leaves behind once shapes are static.

The other dynamic ops (`dynamic_broadcast_in_dim`, `dynamic_iota`, `dynamic_pad`,
`dynamic_reshape`, `dynamic_gather`, `dynamic_conv`, `real_dynamic_slice`) become their static
forms in that pass when their shape operands are constants, which shape refinement
(stablehlo_cc/specialize.py) makes them.
"""

from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from ..registry import lowering


def _static_dims(value: ir.Value) -> list | None:
    t = ir.RankedTensorType(value.type)
    return list(t.shape) if t.has_static_shape else None


def _constant_int(value: ir.Value) -> int | None:
    """The integer a `stablehlo.constant` scalar holds, or None for any other value."""
    owner = value.owner
    if not isinstance(owner, ir.OpView) or owner.operation.name != "stablehlo.constant":
        return None
    return int(np.array(ir.DenseElementsAttr(owner.attributes["value"])).reshape(()))


@lowering("stablehlo.get_dimension_size")
def get_dimension_size(op: ir.Operation) -> None:
    """A static dimension's size is a constant."""
    dim = ir.IntegerAttr(op.attributes["dimension"]).value
    size = ir.RankedTensorType(op.operands[0].type).shape[dim]
    if size == ir.ShapedType.get_dynamic_size():
        raise NotImplementedError(f"dimension {dim} of the operand is dynamic")
    result_type = op.results[0].type
    element = ir.RankedTensorType(result_type).element_type
    with ir.InsertionPoint(op), op.location:
        value = ir.DenseElementsAttr.get_splat(result_type, ir.IntegerAttr.get(element, size))
        new = stablehlo.ConstantOp(value)
    op.results[0].replace_all_uses_with(new.result)
    op.erase()


def set_dimension_size_as_slice(op: ir.Operation, keep_type: bool = False) -> bool:
    """Replace `set_dimension_size(x, n, dim)` by the first `n` entries of `x` along `dim`
    (the part that is not padding) when `x` is static and `n` a constant. False when that does
    not apply; ValueError when `n` is out of range. With `keep_type`, the slice is wrapped to
    keep the op's (dynamic) result type, as shape refinement expects; it then unwraps it."""
    dims = _static_dims(op.operands[0])
    size = _constant_int(op.operands[1])
    if dims is None or size is None:
        return False
    dim = ir.IntegerAttr(op.attributes["dimension"]).value
    if not 0 <= size <= dims[dim]:
        raise ValueError(f"set_dimension_size at {op.location}: size {size} is outside "
                         f"[0, {dims[dim]}] for dimension {dim}")
    limit = list(dims)
    limit[dim] = size
    with ir.InsertionPoint(op), op.location:
        new = stablehlo.SliceOp(op.operands[0], [0] * len(dims), limit, [1] * len(dims)).result
        if keep_type:
            new = _refinement_wrapper(new, op.results[0].type)
    op.results[0].replace_all_uses_with(new)
    op.erase()
    return True


def _refinement_wrapper(value: ir.Value, old_type: ir.Type) -> ir.Value:
    """`value` (static) seen with `old_type` until stablehlo-refine-shapes unwraps it."""
    shape = ir.RankedTensorType(value.type).shape
    i64 = ir.IntegerType.get_signless(64)
    shape_attr = ir.DenseElementsAttr.get(np.array(shape, dtype=np.int64),
                                          type=ir.RankedTensorType.get([len(shape)], i64))
    shape_value = stablehlo.ConstantOp(shape_attr).result
    wrapper = ir.Operation.create(
        "stablehlo.custom_call", results=[old_type], operands=[value, shape_value],
        attributes={
            "call_target_name": ir.StringAttr.get("stablehlo.shape_refinement_operand_wrapper"),
            "indices_of_shape_operands": ir.DenseElementsAttr.get(
                np.array([1], dtype=np.int64), type=ir.RankedTensorType.get([1], i64))})
    return wrapper.results[0]


@lowering("stablehlo.set_dimension_size")
def set_dimension_size(op: ir.Operation) -> None:
    """With static operand and result, the result is a prefix of the operand."""
    if _static_dims(op.results[0]) is None:
        raise NotImplementedError("its result has a dynamic shape")
    if not set_dimension_size_as_slice(op):
        raise NotImplementedError("the operand shape or the size is not known")
