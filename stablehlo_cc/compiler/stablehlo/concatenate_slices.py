"""`stablehlo.concatenate` as copies into one buffer: `tensor.insert_slice` of each operand.

`stablehlo-legalize-to-linalg` makes a concatenate one `linalg.generic` over the result whose
body picks the operand of each element with a chain of `scf.if`s and reads it with
`tensor.extract`: a compare and a branch per element, and a loop LLVM cannot vectorize (the
KV caches of a GPT-2 decode step, 1 MiB, took 85 us that way). Inserting each operand into an
empty tensor bufferizes to one allocation and a contiguous copy per operand; XLA:CPU's
concatenate emitter and IREE's lowering (`tensor.insert_slice` per operand) do the same.
Only static shapes with float or signless integer elements (the legalization's own type
conversion handles the others).
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ..walk import ops_named


def _plain(t: ir.Type) -> bool:
    if not isinstance(t, ir.RankedTensorType) or not t.has_static_shape:
        return False
    e = t.element_type
    return isinstance(e, ir.FloatType) or (isinstance(e, ir.IntegerType) and e.is_signless)


def _insert(source: ir.Value, dest: ir.Value, offsets: list[int]) -> ir.Value:
    shape = ir.RankedTensorType(source.type).shape
    return ir.Operation.create(
        "tensor.insert_slice", results=[dest.type], operands=[source, dest],
        attributes={"static_offsets": ir.DenseI64ArrayAttr.get(offsets),
                    "static_sizes": ir.DenseI64ArrayAttr.get(list(shape)),
                    "static_strides": ir.DenseI64ArrayAttr.get([1] * len(shape)),
                    "operandSegmentSizes": ir.DenseI32ArrayAttr.get([1, 1, 0, 0, 0])}).result


def concatenates_to_slices(module) -> int:
    """Rewrite every static concatenate; returns how many."""
    done = 0
    for op in ops_named(module, ("stablehlo.concatenate",)):
        result_type = op.results[0].type
        if not _plain(result_type) or not all(_plain(v.type) for v in op.operands):
            continue
        if 0 in ir.RankedTensorType(result_type).shape:  # empty: nothing to copy, and an
            continue  # insert_slice at offset 0 of a 0-long dimension does not verify
        dim = ir.IntegerAttr(op.attributes["dimension"]).value
        rank = ir.RankedTensorType(result_type).rank
        with ir.InsertionPoint(op), op.location:
            value = ir.Operation.create("tensor.empty", results=[result_type]).result
            offset = 0
            for operand in op.operands:
                size = ir.RankedTensorType(operand.type).shape[dim]
                if size:
                    value = _insert(operand, value, [offset if d == dim else 0
                                                     for d in range(rank)])
                offset += size
        op.results[0].replace_all_uses_with(value)
        op.erase()
        done += 1
    return done
