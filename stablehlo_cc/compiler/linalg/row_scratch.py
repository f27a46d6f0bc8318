"""A fused row loop that uses its large result as a row's scratch space keeps that row in a
small buffer instead, and writes the result once, with non-temporal stores.

A fused softmax (row_fusion.py) writes `exp(x - max)` into its result's row, sums that row,
then divides it in place; a fused layer norm writes `x - mean` into its result's row, sums
its squares, then scales it in place. The row stays in L1 between the passes, but the
result's lines are first written by an ordinary store, so each is read from memory before
it is written (a read for ownership): the kernel moves three times its result's size
(input, read for ownership, write-back) where two would do. streaming_stores.py makes such
stores non-temporal only in nests that never read their destination, and these read it.

Here the passes before the last write and read a scratch row instead (`memref.alloc` of the
result's shape with one row, from the heap: a row may be long), and only the last pass, the
one that produces the final values from the scratch row, writes the result; its stores are
marked (`MARK`) for elementwise_vectors.py, which makes their vector stores non-temporal
and aligned when it widens the loop (ordinary stores otherwise: the mark is only a request).
So the rows of the result are written once, through the write-combining buffers, and no line
of it is read. XLA:CPU keeps the row of its fused reductions in registers and cache and
writes the result with ordinary stores; this is what streaming_stores.py does for element
loops, applied to the last pass of a row.

Which loops: the fused row loop (a 1-D `scf.parallel` over the leading dimension), and a
destination that is a function argument (a result the caller hands in) of STREAM_FROM bytes
or more (streaming_stores.py's threshold: a smaller result is still in the cache when the
next op reads it), with f32/f64 elements; every access of it in the loop is by the loop's
row (the fusion's legality: through views that keep the rows) and the last op that touches
it is a loop nest with one store of it that writes every element of the row (loops from 0
over each dimension of the stored view, no condition), reading it, if at all, only at the
stored element before the store. Vector stores need aligned addresses: the innermost
dimension of the stored view and the row must be whole multiples of ALIGN bytes (a row of
1000 f32 is not: its rows start at every 16-byte boundary) and the destination ALIGN-byte
aligned, which is tested at run time once (results come aligned from the runtime's pool; a
caller's `out=` array may not be): the last pass is versioned, streamed or as it was.

The scratch row is allocated once per block of up to `_BLOCK_ROWS` rows: the row loop
becomes a parallel loop over blocks around a sequential loop over the block's rows (at
least `_MIN_BLOCKS` blocks where there are rows enough, for the pool's balance), so a
4096-row softmax calls malloc 256 times, not 4096. Each row is still computed whole by one
iteration, the arithmetic untouched: results are bit-identical to the loop before and for
any number of threads. Non-temporal stores are weakly ordered: streaming_stores.py fences
the work-sharing loop holding marked stores (`sfence` in each thread, as for its own). Rows
of more than `_MAX_ROW_BYTES` are left alone: they would not stay in L1/L2 between the
passes anyway, and a scratch row that large would come from mmap (glibc's threshold is
128 KiB), a page fault per page per block.

Measured (2026-11-27, 2-CPU AMD EPYC VM shared with 7 other sessions, load average 11-14:
absolute times are 1.5x the quiet ones; both versions compiled in one process, calls
alternated, caches flushed before each call, medians of 60; one CPU: thread CPU time, two:
wall time, with the second CPU mostly busy elsewhere): softmax 4096x1024 f32 one CPU
3.90 -> 3.54 and 3.78 -> 3.61 ms, two 4.04 -> 3.84 and 4.34 -> 3.93; layer norm one CPU
3.57 -> 3.07 and 4.22 -> 3.44, two 3.53 -> 2.87 and 3.78 -> 3.01. The transformers of the
model zoo (BERT, DistilBERT, GPT-2 prefill, LLaMA, ViT, T5, Whisper at batch 8) compile to
the same LLVM IR: their results are below STREAM_FROM.

On the AVX2 host (AMD Zen 3, 2026-11-27, load average 5-12 from other sessions) it applies
at the benchmark's size (softmax 4096x1024 f32: a 16 MiB result; the last pass is
`vmovntps`, 256 scratch allocations a call) and still pays: one CPU, caches flushed, one
process, medians / best of 40: 3.99 / 3.25 ms with it, 4.53 / 3.93 without. Where the rest
goes (perf, cpu-clock samples by code address, one CPU): the max pass 24 % (its loads and
the 5-instruction NaN-propagating `maximum` of AVX2), exp 45 %, the sum 4 %, the division
and its stores 17 %. One CPU's softmax here is bound by that arithmetic, not by memory: the
same program over 512 rows that stay in L3 takes 2.63 ms per 4096 rows, against 2.4 ms for
its 32 MiB at STREAM's 13.8 GB/s and 3.1-3.3 ms from memory; the exp alone 2.2 ms per
4096 rows (elementwise code, 4 vectors a step; 2 a step measured 12 % slower). On two CPUs
the arithmetic halves and it reaches the bandwidth (best 1.99 ms flushed: 16.9 GB/s of the
17.7 two CPUs stream, when the second CPU was free).
"""

from __future__ import annotations

import mlir.ir as uir
from mlir.dialects import arith, memref, scf

from ..walk import block_operations
from .reduction_common import _parallel
from .streaming_stores import ALIGN, ROW_STREAM as MARK, _large_destination

# Rows a block (one scratch allocation) holds at most, and the fewest blocks wanted.
_BLOCK_ROWS = 16
_MIN_BLOCKS = 256
# A row longer than this would not stay in the cache between the passes: left alone.
_MAX_ROW_BYTES = 128 << 10
# Access ops: name -> position of the memref operand (its indices follow it).
_ACCESSES = {"memref.load": 0, "memref.store": 1, "vector.load": 0, "vector.store": 1,
             "vector.transfer_read": 0, "vector.transfer_write": 1,
             "vector.maskedload": 0, "vector.maskedstore": 0}
_ROW_VIEWS = ("memref.expand_shape", "memref.collapse_shape", "memref.cast")
_OTHER_VIEWS = ("memref.subview", "memref.reinterpret_cast", "memref.transpose", "memref.view",
                "memref.memory_space_cast")


def _op(value):
    owner = value.owner
    if isinstance(owner, uir.OpView):
        owner = owner.operation
    return owner if isinstance(owner, uir.Operation) else None


def _chain(value, root):
    """The view ops from `root` to `value` (outermost last); None when `value` is no view
    of `root`, False when it is one through a view that may move rows (row_fusion.py
    fuses no such access of a written buffer; checked again here all the same)."""
    chain = []
    while value != root:
        op = _op(value)
        if op is None or op.name not in _ROW_VIEWS + _OTHER_VIEWS:
            return None
        chain.append(op)
        value = op.operands[0]
    return False if any(op.name in _OTHER_VIEWS for op in chain) else chain[::-1]


def _identity(t) -> bool:
    return "strided" not in str(t) and "affine_map" not in str(t)


def _bytes(t) -> int:
    count = 1
    for size in t.shape:
        count *= size
    return count * uir.MemRefType(t).element_type.width // 8


def _accesses_of(op, root) -> list:
    """[(access op, view chain)] of `root` in `op` (an op of the row loop's body)."""
    found = []

    def visit(inner):
        pos = _ACCESSES.get(inner.name)
        if pos is not None:
            chain = _chain(inner.operands[pos], root)
            if chain is not None:
                found.append((inner, chain))
        return uir.WalkResult.ADVANCE

    op.walk(visit)
    return found


def _redirectable(found) -> bool:
    return all(chain is not False for _, chain in found)


def _covering_store(nest, row_iv, accesses):
    """The one store of the last nest if it writes every element of the row and the nest
    reads the destination only at that element before it (see the module docstring)."""
    stores = [a for a in accesses if a[0].name == "memref.store"]
    if len(stores) != 1 or any(a[0].name not in ("memref.load", "memref.store")
                               for a in accesses):
        return None
    store = stores[0][0]
    view, indices = store.operands[1], list(store.operands[2:])
    shape = uir.MemRefType(view.type).shape
    if not indices or indices[0] != row_iv:
        return None
    loops, op = [], store.parent
    while op != nest.parent:
        op = getattr(op, "operation", op)
        if op.name != "scf.for" or len(op.results):
            return None
        loops.append(op)
        if op == nest:
            break
        op = op.parent
    used = []
    for size, index in zip(shape[1:], indices[1:]):
        loop = next((lp for lp in loops if lp.regions[0].blocks[0].arguments[0] == index),
                    None)
        if loop is None:
            if size == 1 and _constant(index) == 0:
                continue
            return None
        if [_constant(v) for v in list(loop.operands)[:3]] != [0, size, 1]:
            return None
        used.append(loop)
    if len(used) != len(loops) or any(a == b for k, a in enumerate(used)
                                      for b in used[k + 1:]):
        return None  # (each loop of the nest runs over one dimension of the row)
    for access, _ in accesses:
        if access.name == "memref.load" and (
                access.operands[0] != view or list(access.operands[1:]) != indices or
                access.block != store.block or not access.is_before_in_block(store)):
            return None
    return store


def _constant(value):
    op = _op(value)
    if op is not None and op.name == "arith.constant":
        attr = op.attributes["value"]
        if isinstance(attr, uir.IntegerAttr):
            return attr.value
    return None


def _aligned_rows(view_type, root_type) -> bool:
    """Every run of the stored view's innermost dimension, and every row, starts ALIGN
    bytes after the one before: aligned when the destination is."""
    t = uir.MemRefType(view_type)
    width = t.element_type.width // 8
    inner = max((i for i, s in enumerate(t.shape) if s != 1), default=t.rank - 1)
    return t.shape[inner] * width % ALIGN == 0 and _bytes(root_type) // \
        root_type.shape[0] % ALIGN == 0


def _candidate(loop, root):
    """(the last nest, its store, every access of `root` in the loop) when `root` can be
    kept in a scratch row; else None."""
    body = loop.regions[0].blocks[0]
    row_iv = body.arguments[0]
    per_op, last = [], None
    for op in block_operations(body):
        found = _accesses_of(op, root)
        if not _redirectable(found):
            return None
        if found:
            per_op.append((op, found))
            last = op
    if last is None or not any(_ACCESSES[a.name] == 1 or a.name == "vector.maskedstore"
                               for _, f in per_op[:-1] for a, _ in f):
        return None  # (nothing written before the last nest: no read-back to save)
    if last.name != "scf.for":
        return None
    accesses = per_op[-1][1]
    store = _covering_store(last, row_iv, accesses)
    if store is None or any(not _identity(op.results[0].type)
                            for _, f in per_op for _, chain in f for op in chain):
        return None
    if not _aligned_rows(store.operands[1].type, root.type):
        return None
    every = [a for _, f in per_op for a in f]
    return last, store, every


def _view_of_scratch(chain, scratch, cache: dict):
    """`scratch` seen through the views of `chain` (made at the insertion point), each
    with one row."""
    value = scratch
    for op in chain:
        for k, v in cache.items():
            if k == op:
                value = v
                break
        else:
            t = uir.MemRefType(op.results[0].type)
            shape = [1] + list(t.shape[1:])
            rt = uir.MemRefType.get(shape, t.element_type)
            if op.name == "memref.expand_shape":
                new = memref.ExpandShapeOp(rt, value, op.attributes["reassociation"], [],
                                           shape).result
            elif op.name == "memref.collapse_shape":
                new = memref.CollapseShapeOp(rt, value, op.attributes["reassociation"]).result
            else:
                new = memref.CastOp(rt, value).result
            cache[op] = new
            value = new
    return value


def _redirect(access, chain, scratch, cache, at) -> None:
    pos = _ACCESSES[access.name]
    with uir.InsertionPoint(at), at.location:
        view = _view_of_scratch(chain, scratch, cache)
        zero = arith.ConstantOp(uir.IndexType.get(), 0).result
    access.operands[pos] = view
    access.operands[pos + 1] = zero


def _blocks(loop, rows: int):
    """Make the row loop `scf.parallel (b) { for (r = b*R; r < min(b*R + R, rows)) body }`;
    returns the row loop."""
    size = max(1, min(_BLOCK_ROWS, rows // _MIN_BLOCKS))
    count = -(-rows // size)
    index = uir.IndexType.get()
    with uir.InsertionPoint(loop), loop.location:
        ivs, point = _parallel([0], [count], {}, loop.location)
        with point:
            lower = arith.MulIOp(ivs[0], arith.ConstantOp(index, size).result).result
            upper = arith.AddIOp(lower, arith.ConstantOp(index, size).result).result
            if rows % size:
                upper = arith.MinUIOp(upper, arith.ConstantOp(index, rows).result).result
            inner = scf.ForOp(lower, upper, arith.ConstantOp(index, 1).result)
            with uir.InsertionPoint(inner.body):
                end = scf.YieldOp([])
    body = loop.regions[0].blocks[0]
    body.arguments[0].replace_all_uses_with(inner.induction_variable)
    for op in block_operations(body):
        if op.name != "scf.reduce":
            op.move_before(end)
    loop.erase()
    return inner


def stream_result_rows(loop, allowed):
    """Keep the large results a fused row loop (`scf.parallel` over rows from 0 by 1)
    reads back in a scratch row and mark the stores of its last pass (module docstring),
    if `allowed()` (asked only then: an x86 target). Returns the loop that now iterates
    over the rows (an `scf.for` inside a new parallel loop over blocks), or None when
    nothing changed."""
    rows = _constant(loop.operands[1])
    func = loop.parent
    while func is not None and func.name != "func.func":
        func = func.parent
    if func is None or rows is None:
        return None
    found = []
    for root in func.regions[0].blocks[0].arguments:
        t = root.type
        if not _large_destination(root) or t.rank < 2 or t.shape[0] != rows or \
                _bytes(t) // rows > _MAX_ROW_BYTES:
            continue
        candidate = _candidate(loop, root)
        if candidate is not None:
            found.append((root, candidate))
    if not found or not allowed():
        return None
    index = uir.IndexType.get()
    tests = []
    with uir.InsertionPoint(loop), loop.location:
        for root, _ in found:  # (before the loop: once a call)
            pointer = memref.ExtractAlignedPointerAsIndexOp(root).result
            low = arith.AndIOp(pointer, arith.ConstantOp(index, ALIGN - 1).result).result
            tests.append(arith.CmpIOp(arith.CmpIPredicate.eq, low,
                                      arith.ConstantOp(index, 0).result).result)
    rows_loop = _blocks(loop, rows)
    for (root, (last, store, accesses)), aligned in zip(found, tests):
        _scratch_row(root, store, accesses, rows_loop)
        with uir.InsertionPoint(last), last.location:
            branch = scf.IfOp(aligned, [], has_else=True)
            with uir.InsertionPoint(branch.then_block):
                then_end = scf.YieldOp([])
            with uir.InsertionPoint(branch.else_block):
                else_end = scf.YieldOp([])
        _mark_stores(last.clone(uir.InsertionPoint(then_end)), store.operands[1])
        last.move_before(else_end)
    return rows_loop


def _mark_stores(nest, view) -> None:
    """MARK the `memref.store`s into `view` in `nest` (the streamed copy of a last pass)."""
    marked = []

    def visit(op):
        if op.name == "memref.store" and op.operands[1] == view:
            marked.append(op)
        return uir.WalkResult.ADVANCE

    nest.walk(visit)
    for op in marked:
        op.attributes[MARK] = uir.UnitAttr.get()


def _scratch_row(root, store, accesses, rows_loop) -> None:
    """Every access of `root` but `store` goes to a scratch row allocated before
    `rows_loop` (the loop over a block's rows) and freed after it."""
    t = uir.MemRefType(root.type)
    at = rows_loop.operation
    with uir.InsertionPoint(at), at.location:
        scratch = memref.AllocOp(uir.MemRefType.get([1] + list(t.shape[1:]), t.element_type),
                                 [], [], alignment=ALIGN).result
    with uir.InsertionPoint.after(at), at.location:
        memref.DeallocOp(scratch)
    cache: dict = {}
    for access, chain in accesses:
        if access != store:
            _redirect(access, chain, scratch, cache, at)
