"""Which dimensions of a kept parallel loop nest the threads split: only the outer ones.

`convert-scf-to-openmp` turns an n-D `scf.parallel` into one OpenMP loop over the collapsed
iteration space: every thread gets a contiguous run of the flattened index, and the body
recovers each index with a division and a remainder. The innermost dimension then is no
loop any more, so LLVM's loop vectorizer sees a flat loop full of `udiv`/`urem` and gives
up (a 16384x256 gather or a 2-D elementwise op ran one element at a time).

IREE and XLA:CPU distribute only outer dimensions (IREE's workgroup tiling leaves the
innermost tiles to vector code; XLA's parallel loop emitter partitions the outer dimensions
of the loop nest). We do the same: a kept `scf.parallel` keeps as few outer dimensions as
give every thread plenty of independent blocks (`MIN_BLOCKS`), and its inner dimensions
become ordinary `scf.for` loops inside, which the vectorizer handles. Which elements each
iteration writes does not change, so results stay bit-identical for any number of threads.

A nest over blocks keeps every dimension: its innermost dimension steps over blocks (the
cache blocks of a tiled contraction or transpose), or its body has long loops of its own
(rows whose reduction loop is inside). Its innermost dimension is then no element loop the
vectorizer needs, collapsing costs one division a block, and a grid of few blocks a
dimension (a 64x1024 matmul has 1 row block x 4 column blocks) needs all its blocks to
split evenly. (A body with short loops, a 2x2 pooling window, still gets its element loop:
LLVM unrolls the window and vectorizes the loop around it.)

A 1-D element loop (a 1-D tensor, GELU over 16M elements) has no outer dimension to keep:
OpenMP's loop is then the element loop itself, whose bounds are each thread's share, and the
annotation that interleaves long bodies (interleaved_loops.py) never reaches it. Such a loop
is strip-mined: a parallel loop over blocks of ELEMENT_BLOCK elements (fewer when that leaves
less than MIN_BLOCKS blocks) around an `scf.for` over one block, the same shape an n-D nest
has; when the blocks do not divide the trip count, the inner loop ends at
`min(block, trip - start)`, and its BLOCK_TRIP attribute tells interleaved_loops.py the
block's length (only the last block is shorter). (GELU over 16M f32 on one Zen 3 core: 17.9 -> 11.7 ms.)
"""

from __future__ import annotations

import mlir.ir as uir
from mlir.dialects import arith, scf

from ..walk import block_operations

# Blocks of the parallel dimensions the threads divide: enough for good balance on many
# cores (static schedule, equal contiguous shares), few enough to keep the inner loops long.
MIN_BLOCKS = 256


def _outer_count(trips: list[int], over_blocks: bool = False) -> int:
    """How many leading dimensions stay parallel: the shortest prefix with MIN_BLOCKS
    iterations, but never the innermost one while an outer one exists; all of them for a
    nest over blocks."""
    if over_blocks:
        return len(trips)
    product = 1
    for k, trip in enumerate(trips[:-1]):
        product *= trip
        if product >= MIN_BLOCKS:
            return k + 1
    return max(1, len(trips) - 1)


# Elements of a block of a strip-mined 1-D element loop, and the fewest it may have.
ELEMENT_BLOCK = 4096
MIN_ELEMENT_BLOCK = 64
# The attribute on a block loop whose upper bound is `min(block, trip - start)`: the block.
BLOCK_TRIP = "shlo.block_trip"

# A loop inside the body this long is one LLVM vectorizes on its own.
LONG_INNER_LOOP = 64


def _over_blocks(op, trips: list[int], trip_of) -> bool:
    """Whether the nest iterates over blocks: its innermost step is a constant > 1, or its
    body holds a loop of LONG_INNER_LOOP iterations or more (`trip_of`: an op's trip count)."""
    step = parallel_operands(op)[2][len(trips) - 1].owner
    if isinstance(step, uir.OpView):
        step = step.operation
    if isinstance(step, uir.Operation) and step.name == "arith.constant":
        value = step.attributes["value"]
        if isinstance(value, uir.IntegerAttr) and value.value > 1:
            return True
    found = []

    def visit(inner):
        if inner.name in ("scf.for", "scf.parallel") and trip_of(inner) >= LONG_INNER_LOOP:
            found.append(inner)
            return uir.WalkResult.INTERRUPT
        return uir.WalkResult.ADVANCE

    for inner in block_operations(op.regions[0].blocks[0]):
        inner.walk(visit)
        if found:
            return True
    return False


def keep_outer_dimensions(op, trips: list[int], trip_of) -> None:
    """Make only the leading dimensions of the `scf.parallel` `op` (no reductions) parallel;
    `trips` are its trip counts, `trip_of` gives a loop op's. The rest become nested
    `scf.for` loops around the body."""
    if len(trips) == 1:
        _strip_mine(op, trips[0], trip_of)
        return
    keep = _outer_count(trips, _over_blocks(op, trips, trip_of))
    if keep == len(trips):
        return
    nest_inner_dimensions(op, keep)


def parallel_operands(op) -> tuple[list, list, list, list]:
    """(lower bounds, upper bounds, steps, initial values) of an `scf.parallel`, split by its
    operand segments (what the opview's accessors do, at several binding calls each)."""
    n_lo, n_hi, n_st, _ = uir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"])
    operands = list(op.operands)
    return (operands[:n_lo], operands[n_lo:n_lo + n_hi],
            operands[n_lo + n_hi:n_lo + n_hi + n_st], operands[n_lo + n_hi + n_st:])


def nest_inner_dimensions(op, keep: int):
    """The `scf.parallel` `op` as one over its first `keep` dimensions with nested `scf.for`
    loops over the rest around its body (row_fusion.py uses it too); returns the new op."""
    lowers, uppers, steps, _ = parallel_operands(op)
    old_body = op.regions[0].blocks[0]
    index = uir.IndexType.get(op.context)
    with uir.InsertionPoint(op), op.location:
        outer = scf.ParallelOp([], lowers[:keep], uppers[:keep], steps[:keep], [])
        block = outer.region.blocks.append(*([index] * keep))
        terminator = next(o for o in block_operations(old_body) if o.name == "scf.reduce")
        block.append(terminator)  # (moves the `scf.reduce` over)
        point = uir.InsertionPoint(terminator)
        ivs = list(block.arguments)
        for lo, hi, st in zip(lowers[keep:], uppers[keep:], steps[keep:]):
            with point:
                loop = scf.ForOp(lo, hi, st)
            with uir.InsertionPoint(loop.body):
                yield_op = scf.YieldOp([])
            ivs.append(loop.induction_variable)
            point = uir.InsertionPoint(yield_op)
    for inner_op in block_operations(old_body):
        if inner_op.name != "scf.reduce":
            inner_op.move_before(yield_op)
    for old, new in zip(old_body.arguments, ivs):
        old.replace_all_uses_with(new)
    op.erase()
    return outer.operation



def _block_size(trip: int) -> int | None:
    """The largest power of two from ELEMENT_BLOCK down to MIN_ELEMENT_BLOCK that leaves
    MIN_BLOCKS blocks (the last one may be partial), or None."""
    block = ELEMENT_BLOCK
    while block >= MIN_ELEMENT_BLOCK:
        if trip // block >= MIN_BLOCKS:
            return block
        block //= 2
    return None


def _strip_mine(op, trip: int, trip_of) -> None:
    """A 1-D element loop `op` (lower bound 0, step 1) as a parallel loop over blocks with an
    `scf.for` over each block's elements inside (see the module docstring)."""
    block = _block_size(trip)
    lowers, uppers, steps, _ = parallel_operands(op)
    if block is None or _over_blocks(op, [trip], trip_of) or \
            constant_index(lowers[0]) != 0 or constant_index(steps[0]) != 1:
        return
    old_body = op.regions[0].blocks[0]
    index = uir.IndexType.get(op.context)
    with uir.InsertionPoint(op), op.location:
        zero = arith.ConstantOp(index, 0).result
        one = arith.ConstantOp(index, 1).result
        size = arith.ConstantOp(index, block).result
        count = arith.ConstantOp(index, -(-trip // block)).result
        outer = scf.ParallelOp([], [zero], [count], [one], [])
        outer_block = outer.region.blocks.append(index)
        terminator = next(o for o in block_operations(old_body) if o.name == "scf.reduce")
        outer_block.append(terminator)
        with uir.InsertionPoint(terminator):
            start = arith.MulIOp(outer_block.arguments[0], size).result
            end = size
            if trip % block:  # the last block is partial
                left = arith.SubIOp(arith.ConstantOp(index, trip).result, start).result
                end = arith.MinSIOp(size, left).result
            loop = scf.ForOp(zero, end, one)
            if trip % block:
                loop.attributes[BLOCK_TRIP] = uir.IntegerAttr.get(index, block)
        with uir.InsertionPoint(loop.body):
            element = arith.AddIOp(start, loop.induction_variable).result
            yield_op = scf.YieldOp([])
    for inner_op in block_operations(old_body):
        if inner_op.name != "scf.reduce":
            inner_op.move_before(yield_op)
    old_body.arguments[0].replace_all_uses_with(element)
    op.erase()


def constant_index(value) -> int | None:
    """The value of an `arith.constant` integer, or None."""
    owner = value.owner
    op = getattr(owner, "operation", owner)
    if getattr(op, "name", None) != "arith.constant":
        return None
    attr = op.attributes["value"]
    return attr.value if isinstance(attr, uir.IntegerAttr) else None
