"""One fill for each op that writes into it: a constant-filled tensor shared by several
destinations is filled again for each, instead of copied.

After CSE, equal fills are one op: the zero accumulators of a graph net's two
`segment_sum` scatters (their `scf.forall`s start from the same zero-filled tensor) share one.
Both loops write their destination, so one-shot bufferization gives the second one a copy
of the first's buffer before it is written: a read and a write where a fill is only a
write. Worse, a value that is then inserted into a slice of a concatenation cannot be
computed in that slice (`eliminate-empty-tensors`, compiler/pipeline.BUFFERIZE, follows a
destination back to the `tensor.empty` its fill starts from, and a fill with two users has
no single slice to live in): the scatter runs in a temporary, copied into the
concatenation afterwards. XLA's fusion likewise duplicates a broadcast constant into each
fusion that needs it rather than materialize it once; IREE clones fills into each
dispatch region.

So, just before bufferization (after the last CSE, which would merge the clones again),
each use of a fill written by more than one op as its destination (a linalg op's `outs`, an
`scf.forall`'s shared outputs, an `scf.for`'s initial loop state, a `tensor.insert_slice`'s
destination) gets its own clone
of the fill and of its `tensor.empty`, right before the op that writes it. Uses that only
read the fill keep the original.
"""

from __future__ import annotations

import mlir.ir as uir

from ..walk import ops_named


def _is_fill(op) -> bool:
    """`linalg.fill`, or a generic with no inputs, all loops parallel, yielding a value from
    outside its body, of a tensor whose destination is a `tensor.empty`."""
    if len(op.results) != 1 or not isinstance(op.results[0].type, uir.RankedTensorType):
        return False
    init = op.operands[len(op.operands) - 1]
    empty = init.owner
    if isinstance(empty, uir.Block) or _name(empty) != "tensor.empty" or len(empty.operands):
        return False
    if _name(op) == "linalg.fill":
        return True
    if len(op.operands) != 1:
        return False
    if any("reduction" in str(a) for a in uir.ArrayAttr(op.attributes["iterator_types"])):
        return False
    body = op.regions[0].blocks[0]
    ops = list(body.operations)
    if len(ops) != 1 or ops[0].operation.name != "linalg.yield":
        return False
    yielded = ops[0].operation.operands[0]  # (the body holds only the yield: a value
    return not isinstance(yielded.owner, uir.Block) or yielded.owner != body  # from outside)


def _name(op) -> str:
    return op.operation.name


def _segments(op) -> list[int] | None:
    if "operandSegmentSizes" not in op.attributes:
        return None
    return list(uir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))


def _is_destination(owner, index: int) -> bool:
    """Whether operand `index` of `owner` is a tensor the op writes (its destination)."""
    name = _name(owner)
    if name == "tensor.insert_slice":
        return index == 1
    segments = _segments(owner)
    if name == "scf.for":  # (its loop state starts from the init, updated in place)
        return index >= 3
    if name == "scf.forall":
        return segments is not None and index >= sum(segments[:3])
    if name.startswith("linalg.") and segments is not None and len(segments) == 2:
        return index >= segments[0]
    return False


def fill_each_destination(module) -> int:
    """Give each destination use of a shared fill its own clone (module docstring); returns
    how many clones were made."""
    made = 0
    for fill in ops_named(module, ("linalg.fill", "linalg.generic")):
        if not _is_fill(fill):
            continue
        uses = [(u.owner, u.operand_number) for u in fill.results[0].uses]
        destinations = [(owner, i) for owner, i in uses if _is_destination(owner, i)]
        if len(destinations) < 2:  # (one writer after readers may reuse it: no copy)
            continue
        empty = fill.operands[len(fill.operands) - 1].owner
        for owner, index in destinations:
            # right before its writer when that is in the same block (not into a loop body):
            # there the writer's own destination, if it is a slice of a later value (the
            # concatenation so far), may already be built, and the fill can live in it
            same_block = owner.operation.block == fill.operation.block
            at = uir.InsertionPoint(owner.operation if same_block else fill)
            new_empty = empty.clone(at)
            clone = fill.clone(at)
            clone.operands[len(clone.operands) - 1] = new_empty.results[0]
            owner.operands[index] = clone.results[0]
            made += 1
        if not list(fill.results[0].uses):
            fill.erase()
            if not list(empty.results[0].uses):
                empty.erase()
    return made
