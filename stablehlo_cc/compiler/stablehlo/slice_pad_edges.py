"""`stablehlo.slice` and `stablehlo.pad` cases `stablehlo-legalize-to-linalg` refuses.

- A slice with no elements (a start equal to its dimension's size, as in `x[4:4]` of a
  tensor<4xf32>, or any slice of a 0-size dimension: an FFT over an empty batch) becomes a
  `tensor.extract_slice` whose offset the verifier calls out of bounds. Its result holds
  nothing to compute: it is an empty tensor.
- A pad with negative edge padding and interior padding ("offset 0 is out-of-bounds" too).
  Negative edges remove elements after the interior padding; so we pad with the positive
  edges only, then slice the negative ones off (a pad whose result is empty is an empty
  tensor).

This runs just before the legalization, on every such op, including those our rules made
(the FFT rule slices its results apart, over an empty batch too).
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ..walk import ops_named


def _empty(op: ir.Operation) -> bool:
    t = ir.RankedTensorType(op.results[0].type)
    return t.has_static_shape and 0 in t.shape


def _replace_by_empty_tensor(op: ir.Operation) -> None:
    with ir.InsertionPoint(op), op.location:
        empty = ir.Operation.create("tensor.empty", results=[op.results[0].type]).result
    op.results[0].replace_all_uses_with(empty)
    op.erase()


def _ints(op: ir.Operation, name: str) -> list[int]:
    return list(ir.DenseI64ArrayAttr(op.attributes[name]))


def _pad(op: ir.Operation) -> None:
    if _empty(op):
        _replace_by_empty_tensor(op)
        return
    low, high = _ints(op, "edge_padding_low"), _ints(op, "edge_padding_high")
    interior = _ints(op, "interior_padding")
    if min(low + high, default=0) >= 0:
        return  # the official legalization handles it
    operand_type = ir.RankedTensorType(op.operands[0].type)
    grown_low, grown_high = [max(v, 0) for v in low], [max(v, 0) for v in high]
    grown = [lo + hi + n + max(n - 1, 0) * i for n, lo, hi, i in
             zip(operand_type.shape, grown_low, grown_high, interior)]
    with ir.InsertionPoint(op), op.location:
        padded = ir.Operation.create(
            "stablehlo.pad",
            results=[ir.RankedTensorType.get(grown, operand_type.element_type)],
            operands=list(op.operands),
            attributes={"edge_padding_low": ir.DenseI64ArrayAttr.get(grown_low),
                        "edge_padding_high": ir.DenseI64ArrayAttr.get(grown_high),
                        "interior_padding": ir.DenseI64ArrayAttr.get(interior)}).result
        cut = ir.Operation.create(
            "stablehlo.slice", results=[op.results[0].type], operands=[padded],
            attributes={"start_indices": ir.DenseI64ArrayAttr.get([max(-v, 0) for v in low]),
                        "limit_indices": ir.DenseI64ArrayAttr.get(
                            [g - max(-v, 0) for g, v in zip(grown, high)]),
                        "strides": ir.DenseI64ArrayAttr.get([1] * len(grown))}).result
    op.results[0].replace_all_uses_with(cut)
    op.erase()


def rewrite_slice_pad_edges(module) -> None:
    for op in ops_named(module, ("stablehlo.slice", "stablehlo.pad")):
        if op.name == "stablehlo.pad":
            _pad(op)
        elif _empty(op):
            _replace_by_empty_tensor(op)
