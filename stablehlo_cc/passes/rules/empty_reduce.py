"""A reduction of a zero-size tensor is its init values, broadcast to the result shape.

`stablehlo-legalize-to-linalg` refuses `stablehlo.reduce` when an input has no elements
(`jnp.sum` of an empty array, an empty batch). Nothing is combined then: every result element
is the init value (and a result with no elements is just empty).
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ..registry import lowering


def _is_empty(value) -> bool:
    shaped = ir.RankedTensorType(value.type)
    return shaped.has_static_shape and 0 in shaped.shape


@lowering("stablehlo.reduce")
def empty_reduce(op: ir.Operation) -> None:
    n = len(op.results)
    inputs, inits = list(op.operands)[:n], list(op.operands)[n:]
    if not any(_is_empty(v) for v in inputs):
        return  # the official legalization handles it
    with ir.InsertionPoint(op), op.location:
        filled = [ir.Operation.create(
            "stablehlo.broadcast_in_dim", results=[result.type], operands=[init],
            attributes={"broadcast_dimensions": ir.DenseI64ArrayAttr.get([])}).result
            for result, init in zip(op.results, inits)]
    for result, value in zip(op.results, filled):
        result.replace_all_uses_with(value)
    op.erase()
