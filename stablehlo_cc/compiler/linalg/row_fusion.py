"""Consecutive loops over the same rows become one loop: each row is read once from memory.

A row softmax lowers to four loops over its 4096 rows, each a pass over the whole tensor
(the max, exp(x - max) into the result, the sum, the divide), and a layer norm to three or
four: every pass streams 16 MiB through the cache, so the kernel moved three times the
bytes it needs and ran at memory speed three times over. When every loop of such a run
touches the buffers it writes only at the row of its own iteration (`buf[i, ...]` with `i`
the loop's index), the iterations of different rows are independent across the whole run,
so row i of loop 2 may run right after row i of loop 1: the loops become one parallel loop
whose body is their bodies in order. A 4 KiB row then stays in L1 from the max to the
divide, and the kernel reads its input once and writes its output once.

XLA:CPU fuses a softmax into one row loop nest at the HLO level (its reduction emitter
keeps the row in registers and cache); IREE forms one dispatch of the reductions and
their elementwise consumers and tiles it by rows. Here the loops are already explicit
(`convert-linalg-to-parallel-loops`, the row reductions of reduction_codegen.py), so
the fusion is a legality check on their memory accesses and a splice of bodies. The
arithmetic is untouched, so results are bit-identical to the unfused loops. A fused loop
over rows that stream from memory also prefetches the next row (row_prefetch.py), and one
that reads its large result back (a softmax's exp, a layer norm's centred row) keeps that
row in a scratch row and writes the result once, non-temporally (row_scratch.py).

The rows are the first dimension, or, when such a row is larger than ROW_BYTES, as many
more leading dimensions as every loop of the run shares (the same bounds) and the rows need
to be small: attention's softmax over scores of 2 x 8 x 256 x 256 has rows of
(batch, head, query), 1 KiB each, where fused over its first dimension alone each of the
two "rows" was 2 MiB, more than an L2, and every pass read it from L3 again; a layer norm
over 2 x 256 x 512 alike. The fused loop is then an `scf.parallel` over those dimensions,
which the pool's loop collapses into one (parallel_split.py). A run is also cut at a loop
whose accesses are not all known (a strided copy reading through a subview, attention's V
copied out of the QKV product right after the softmax): the loops on either side still
fuse. The encoder kernel of benchmarks/kernels.py on one Zen 3 core, its softmax unfused
before (the V copy joined its run): 50.2 -> 49.8 ms (alternated calls, medians).

What may sit between the loops: constants, views (`memref.expand_shape`/`collapse_shape`)
and allocations of static shape (a layer norm's row of reciprocal deviations, allocated
after the mean's loop once its centered tensor is recomputed: shared_producers.py), all
moved before the fused loop. A run is fused only if it has an `scf.parallel` (what the
pool splits), a loop that reduces its row (what makes a later pass read the row again), and
every access of a buffer written anywhere in the run indexes its leading
dimension with its loop's index (read-only buffers may be read anywhere: broadcast rows like
a layer norm's scale). Arguments and results never overlap (runtime/output_buffers.py
checks what callers hand in), so distinct buffers are distinct memory.
"""

from __future__ import annotations

import math

import mlir.ir as uir

from ..walk import block_operations
from .parallel_split import nest_inner_dimensions, parallel_operands
from .row_prefetch import prefetch_next_rows
from .row_scratch import stream_result_rows

# Ops that may sit between fused loops: no memory effects, moved before the fused loop.
_MOVABLE = {"arith.constant", "memref.expand_shape", "memref.collapse_shape", "memref.cast"}
# Access ops: name -> (position of the memref operand, whether the op writes it). The
# indices follow the memref operand.
_ACCESSES = {
    "memref.load": (0, False), "memref.store": (1, True),
    "vector.load": (0, False), "vector.store": (1, True),
    "vector.transfer_read": (0, False), "vector.transfer_write": (1, True),
    "vector.maskedload": (0, False), "vector.maskedstore": (0, True),
}
# Ops that take a buffer but do not access it.
_VIEWS = {"memref.dim", "memref.expand_shape", "memref.collapse_shape", "memref.cast"}
# Ops in a loop body that touch no memory but through the access ops above (and, of these,
# only _VIEWS may take a buffer operand).
_PURE_PREFIXES = ("arith.", "math.", "index.", "affine.apply", "vector.", "scf.", "memref.dim",
                  "memref.expand_shape", "memref.collapse_shape", "memref.cast", "ub.poison")


def _movable(op) -> bool:
    """Whether `op` may move before the loops of a run: no memory access, and operands
    that dominate them (an allocation of static shape has none)."""
    return op.name in _MOVABLE or (op.name in ("memref.alloc", "memref.alloca")
                                   and len(op.operands) == 0)


def _const(value) -> int | None:
    owner = value.owner
    if isinstance(owner, uir.OpView):
        owner = owner.operation
    if isinstance(owner, uir.Operation) and owner.name == "arith.constant":
        attr = owner.attributes["value"]
        if isinstance(attr, uir.IntegerAttr):
            return attr.value
    return None


def _row_range(op):
    """(lower, upper, step) of the loop's leading dimension as ints, or None if the op is
    no candidate (a loop with results, reductions or dynamic bounds)."""
    # (the operands, not the OpView's accessors: several binding calls each; issue 11)
    if op.name == "scf.parallel":
        lowers, uppers, steps, inits = parallel_operands(op)
        if len(inits) or len(op.results):
            return None
        bounds = (lowers[0], uppers[0], steps[0])
    elif op.name == "scf.for":
        if len(op.results) or not isinstance(op.regions[0].blocks[0].arguments[0].type,
                                             uir.IndexType):
            return None
        operands = op.operands  # (lower bound, upper bound, step, then the initial values)
        bounds = (operands[0], operands[1], operands[2])
    else:
        return None
    values = tuple(_const(v) for v in bounds)
    return None if None in values else values


# Views whose leading index may differ from their buffer's (offsets, strides, permutations).
_OTHER_VIEWS = {"memref.subview", "memref.reinterpret_cast", "memref.transpose", "memref.view",
                "memref.memory_space_cast"}


def _row_view(value, depth: int = 1):
    """(the buffer a view is of, whether the view's `depth` leading indices are the
    buffer's): true for the buffer itself and views that only add or drop unit dimensions
    after the first `depth`."""
    keeps_rows = True
    while True:
        owner = value.owner
        if isinstance(owner, uir.OpView):
            owner = owner.operation
        if not isinstance(owner, uir.Operation):
            return value, keeps_rows
        if owner.name in _OTHER_VIEWS:
            value, keeps_rows = owner.operands[0], False
            continue
        if owner.name not in ("memref.expand_shape", "memref.collapse_shape", "memref.cast"):
            return value, keeps_rows
        source = owner.operands[0]
        if owner.name != "memref.cast":
            groups = [[int(uir.IntegerAttr(d).value) for d in g]
                      for g in uir.ArrayAttr(owner.attributes["reassociation"])]
            wide = owner.results[0].type if owner.name == "memref.expand_shape" else source.type
            if len(groups) < depth or any(groups[i] != [i] for i in range(depth - 1)) or \
                    groups[depth - 1][0] != depth - 1 or \
                    any(wide.shape[d] != 1 for d in groups[depth - 1][1:]):
                keeps_rows = False  # (to or from 0-D, or rows merged with other dimensions)
        value = source


def _within_row(op, rank: int, depth: int = 1) -> bool:
    """Whether a vector access stays in the row of its `depth` leading indices: a 1-D vector
    along the last dimension of a buffer of rank `depth` + 1 or more (a vector along a
    leading dimension, or one read across rows, covers several rows)."""
    if not op.name.startswith("vector."):
        return True
    vectors = [v.type for v in list(op.operands) + list(op.results)
               if isinstance(v.type, uir.VectorType)
               and not isinstance(v.type.element_type, uir.IntegerType)]
    if rank < depth + 1 or any(len(v.shape) != 1 for v in vectors):
        return False
    if "permutation_map" in op.attributes:
        return str(op.attributes["permutation_map"]).endswith(f"-> (d{rank - 1})>")
    return True


def _accesses(loop, ivs):
    """[(buffer, writes, row_wise)] of every memory access in the loop, or None if its body
    has an op that may touch memory in another way. Row-wise: indexed by `ivs`, the loop's
    leading induction variables, in its leading dimensions."""
    depth = len(ivs)
    found = []
    bad = []

    def visit(op):
        name = op.name
        if name in _ACCESSES:
            pos, writes = _ACCESSES[name]
            base, keeps_rows = _row_view(op.operands[pos], depth)
            rank = len(op.operands[pos].type.shape)
            leading = list(op.operands[pos + 1:pos + 1 + depth]) if rank >= depth else []
            found.append((base, writes, keeps_rows and len(leading) == depth
                          and all(a == b for a, b in zip(leading, ivs))
                          and _within_row(op, rank, depth)))
        elif not name.startswith(_PURE_PREFIXES) or (
                name not in _VIEWS and any(isinstance(v.type, uir.MemRefType)
                                           for v in op.operands)):
            bad.append(op)  # (vector.gather/scatter and the like: accesses not modelled)
            return uir.WalkResult.INTERRUPT
        return uir.WalkResult.ADVANCE

    for op in block_operations(loop.regions[0].blocks[0]):
        if len(op.regions):
            op.walk(visit)
        else:  # (what a walk of it would do, without the walk's setup: most of the body)
            visit(op)
        if bad:
            return None
    return found


def _legal(loops, depth: int = 1) -> bool:
    """Whether every access of a buffer written in `loops` is at the row of its loop's
    `depth` leading indices."""
    written, accesses = [], []
    for loop in loops:
        found = _accesses(loop, list(loop.regions[0].blocks[0].arguments)[:depth])
        if found is None:
            return False
        accesses += found
        written += [base for base, writes, _ in found if writes]
    # (Values compare by the IR value they wrap; their Python wrappers are made afresh)
    return all(row_wise or not any(base == w for w in written)
               for base, _, row_wise in accesses)


def _leading_only(op, depth: int = 1):
    """An n-D `scf.parallel` as one over its `depth` leading dimensions with `scf.for` loops
    over the rest inside (the form parallel_split.py gives kept loops anyway)."""
    if len(parallel_operands(op)[0]) == depth:
        return op
    return nest_inner_dimensions(op, depth)


# Rows up to this many bytes (of 4-byte elements) stay whole: they stay in an L2 (Zen 3:
# 512 KiB) between the passes, and the fused loop keeps the form row_scratch.py and
# row_prefetch.py work on (a 1-D loop over rows: a softmax over 2048 x 2 x 1024 keeps its
# 8 KiB rows and their non-temporal result stores).
ROW_BYTES = 1 << 16


def _depth(run: list) -> int:
    """How many leading dimensions are the rows of the fused loop: one, or as many more as
    the rows need to fit ROW_BYTES, of those every loop of `run` has in common (the same
    bounds; every loop an `scf.parallel`)."""
    if any(op.name != "scf.parallel" for op in run):
        return 1
    bounds = []
    for op in run:
        lowers, uppers, steps, _ = parallel_operands(op)
        bounds.append([tuple(_const(v) for v in b) for b in zip(lowers, uppers, steps)])
    common = 0
    while all(len(b) > common and b[common] == bounds[0][common] and None not in b[common]
              for b in bounds):
        common += 1

    def row_bytes(depth):
        return 4 * max(math.prod(max(0, hi - lo) // st for lo, hi, st in b[depth:])
                       if None not in (x for t in b[depth:] for x in t) else 1 << 62
                       for b in bounds)

    depth = 1
    while depth < common and row_bytes(depth) > ROW_BYTES:
        depth += 1
    return depth


def _fuse(run: list, between: list, depth: int = 1):
    """Splice the bodies of `run` (loops in program order) into its first `scf.parallel`,
    whose `depth` leading dimensions are the rows; returns that loop."""
    run = [_leading_only(op, depth) if op.name == "scf.parallel" else op for op in run]
    host = next(op for op in run if op.name == "scf.parallel")
    for op in between:
        op.move_before(host)
    host_block = host.regions[0].blocks[0]
    host_ivs = list(host_block.arguments)[:depth]
    # (plain ops, not an OpView of each op of the bodies: see walk.block_operations)
    host_ops = block_operations(host_block)
    terminator, first = host_ops[-1], host_ops[0]
    before = True
    for loop in run:
        if loop == host:
            before = False
            continue
        block = loop.regions[0].blocks[0]
        for inner in block_operations(block):
            if inner.name in ("scf.yield", "scf.reduce"):
                continue
            inner.move_before(first if before else terminator)
        for iv, host_iv in zip(list(block.arguments)[:depth], host_ivs):
            iv.replace_all_uses_with(host_iv)
        loop.erase()
    return host


def _runs(block) -> list:
    """Maximal runs of candidate loops with the same row range in `block`, and the movable
    ops between them."""
    runs, current, between, pending, key = [], [], [], [], None
    for op in block_operations(block):  # (plain ops, no OpView each: see walk.py)
        rows = _row_range(op)
        if rows is not None and rows == key:
            current.append(op)
            between += pending
            pending = []
            continue
        if rows is None and _movable(op) and current:
            pending.append(op)
            continue
        if len(current) > 1:
            runs.append((current, between))
        current, between, pending, key = ([op], [], [], rows) if rows else ([], [], [], None)
    if len(current) > 1:
        runs.append((current, between))
    return runs


def _pieces(run: list, between: list) -> list:
    """`run` split at its loops whose accesses are not all known (`_accesses`): those
    cannot join a fused loop, and fused with nothing in their place, the loops on either
    side still can (a softmax's loops followed by a strided copy of attention's V, whose
    loop reads through a `memref.subview`, fused none of them). Each piece comes with the
    movable ops of `between` that stand between its first and last loop."""
    pieces, current = [], []
    for op in run:
        if _accesses(op, list(op.regions[0].blocks[0].arguments)[:1]) is None:
            if len(current) > 1:
                pieces.append(current)
            current = []
        else:
            current.append(op)
    if len(current) > 1:
        pieces.append(current)
    if len(pieces) == 1 and len(pieces[0]) == len(run):
        return [(run, between)]
    position = {op: i for i, op in enumerate(block_operations(run[0].block))}
    return [(piece, [op for op in between
                     if position[piece[0]] < position[op] < position[piece[-1]]])
            for piece in pieces]


def _reduces_rows(loop) -> bool:
    """Whether the loop's body reduces (a loop-carried value or a vector reduction): what
    makes a later pass re-read the row, the traffic this fusion saves. Runs of loops without
    one (an index clamp, then a gather) gain nothing and measured slower fused (a 16K-row
    embedding gather 1.39 -> 1.78 ms)."""
    # A walk, not a recursive closure (a closure calling itself is a reference cycle, which
    # kept a compile's MLIR objects alive: see loop_nest_functions._nests).
    found = []

    def visit(op):
        if op.name in ("vector.reduction", "vector.multi_reduction") or \
                (op.name == "scf.for" and len(op.results) > 0):
            found.append(op)
            return uir.WalkResult.INTERRUPT
        return uir.WalkResult.ADVANCE

    loop = loop.operation if hasattr(loop, "operation") else loop
    loop.walk(visit, uir.WalkOrder.PRE_ORDER)
    return bool(found)


def fuse_row_loops(module, stream_rows=None) -> int:
    """Fuse runs of loops over the same rows (see the module docstring) in every function
    body; returns how many loops were merged away. With `stream_rows` (a function that says
    whether non-temporal stores may be made: an x86 target, streaming on), large results
    the fused loop reads back are kept in a scratch row and written once, non-temporally
    (row_scratch.py)."""
    merged = 0
    for func in module.body.operations:
        if func.operation.name != "func.func" or not func.operation.regions[0].blocks:
            continue
        for block in func.operation.regions[0].blocks:
            for whole, whole_between in _runs(block):
                # (the cheap tests first: on GPT-2, 17 of 32 legal runs reduce nothing)
                reduces = {op: _reduces_rows(op) for op in whole}
                if not any(reduces.values()):
                    continue
                for run, between in _pieces(whole, whole_between):
                    if not any(op.name == "scf.parallel" for op in run):
                        continue  # (a run of sequential loops stays sequential)
                    if not any(reduces[op] for op in run):
                        continue
                    depth = _depth(run)
                    if depth > 1 and not _legal(run, depth):
                        depth = 1
                    if depth == 1 and not _legal(run):
                        continue
                    fused = _fuse(run, between, depth)
                    if depth == 1:  # (a 1-D loop over rows)
                        rows = stream_result_rows(fused, stream_rows) if stream_rows else None
                        prefetch_next_rows(rows or fused)
                    merged += len(run) - 1
    return merged
