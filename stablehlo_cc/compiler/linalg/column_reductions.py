"""The column forms of reduction_codegen.py: the vector lanes run along a parallel
dimension innermost in the outputs and in every input that uses it (column sums,
reductions over middle axes, argmax over a leading axis). Each lane is a different output
element, accumulated over the reduction loops in ascending order, so any body works (each
lane runs it as written, argmax's included); float sums (`_pairwise_sum`) add their rows in
fixed blocks whose sums are added pairwise (`_pairwise_column`), since a sequential sum of
many rows drifts. Wide outputs read rows in strips of columns (`_column_strip`,
`_emit_column_strips`).

A float column sum of fewer than `_FEW_TILES` tiles (x.sum(0) of 65536x64 or 262144x32 f32,
batch-norm statistics `mean`/`var` over the 8x56x56 rows of 8x56x56x64, bias gradients) has
no second tile for a second thread, so its rows are cut too (`_column_split`,
`_emit_column_chunks`): a fixed number of chunks of its outermost reduction loop (a power of
two from the shape, at most 16, each of `_MIN_CHUNK` elements at least: never from the thread
count, so 1, 2 and 3 threads give the same bits), each chunk's pairwise sum (the producers
fused as before: x*x, bf16 -> f32) into a buffer of partials, then the partials added as a
fixed tree and the initial value last. With a power of two of whole blocks a chunk the result
is bit for bit the unsplit sum (the same tree), and the error stays 1.2-1.6 ulp (65536x64,
262144x32, 65537x64, 8x56x56x64 mean and var). Small sums (4096x8: 32768 elements) are
not cut, and a cut one whose chunks are too small for the pool (`parallel_loops.py`'s cost
rule) runs them in order on the calling thread. Measured (2026-11-27, 2-vCPU Emerald Rapids
shared with four sessions; /tmp scripts, base and new trees alternated, medians of 41): when
the second CPU was free, two threads (taskset -c 0,1) against the old code's one, in us:
65536x64 sum 584 -> 306, 262144x32 1105 -> 582, 8x56x56x64 mean 222 -> 114 and var
471 -> 208, 65536x64 bf16 -> f32 sum 306 -> 162, 8x28x28x16 var (cnn_train_step's, two
chunks) 18 -> 15 (in another quiet window, 1 and 2 threads alternated call by call in one
process, medians of 100-1000: 1.42x, 1.46x, 1.96x, 1.50x, 1.35x, 1.15x; the old code 1.00x);
one thread (taskset -c 1) unchanged within noise (process CPU 604-648 vs 625-657 us for
65536x64, 1218-1313 vs 1225-1289 for 262144x32; cnn_train_step_b8 1341-1387 vs 1326-1385).
With the other CPU busy (load 7-10) the pool's back-off (contract/native/parallel.c) keeps
the caller alone and both forms take the same time. Column sums of many tiles (8192x2048,
the strip form) and small ones (4096x8, 3x5) compile to the same LLVM IR as before.

The strip form's parallel iterations are its strips, too few for the pool when the columns
fit two strips (8192x2048 f32 has two: both were the caller's blocks, see `_strip_split`),
so its rows are cut into chunks as well, each thread's share a contiguous run of whole rows,
and the chunks' results combined in a fixed order afterwards. Column reductions other than
sums whose partial results combine (`_merge_elements`: max, min, argmax, argmin) are cut the
same way, in the strip form and in the few-tiles form (65536x64 max and argmax ran on one
thread); each chunk starts from the initial value (their combiners are idempotent) and the
partials are combined left to right by the body itself, so NaN and tie rules hold. Every
cut comes from the shape: the same bits for any thread count, and the same bits as the
unsplit code (max/argmax are exact; a sum's chunks hold a power of two of its blocks).
One thread is unchanged (2026-11-27, one process, old and new code alternated call by call,
taskset -c 1, best of 40: 8192x2048 sum 2.64 -> 2.63 ms, argmax 3.84 -> 3.83 ms cached;
65536x64 argmax 0.95 -> 0.91 ms). Two threads could not be timed that day (the host's
second CPU stayed busy with other sessions); the mechanism is in `_strip_split`.

How the strip form walks memory depends on the host (`StripPlan`, `strip_plan` from the
vector width cpu_features gives). The page-long strips of 8-row blocks with a software
prefetch of the next block were measured on AVX-512 hosts (Sapphire/Emerald Rapids) and are
kept there. On AMD Zen 3 (AVX2, 32 KiB L1, 512 KiB L2) they ran 8192x2048 column sums at
39-54 % of STREAM, 1.3-1.8x XLA:CPU's time: each 8 KiB row was read in two page-long halves
4 MiB apart in time (the strips had to be two, the parallel blocks), and the prefetch, a
block (32 KiB) ahead into L1, only cost load slots and miss buffers there (removing it alone:
-20 %). Now that the rows are cut into chunks for the threads, a strip may span the whole
row (up to 16 KiB: its running sums, two levels of the counter, stay in L1), read in blocks
of 4 rows: the input is read in address order, one 32-64 KiB block after another, which
Zen 3's stream prefetchers follow with no software prefetch. Measured (2026-11-27, the
2-vCPU Zen 3 VM at load average 5-9 from other sessions; both plans compiled in one process,
calls alternated, medians / best of 40, ms; the AVX-512 plan is the code before, same IR):
8192x2048 f32 sum, one thread 9.96 / 7.58 -> 5.22 / 4.57 cached, 13.75 / 11.52 -> 6.71 /
5.61 caches flushed; two threads 13.66 / 9.54 -> 7.26 / 4.16 cached, 12.14 / 6.79 -> 5.24 /
3.29 flushed. Other variants in the same runs, one thread cached (medians): the old strips
without the prefetch 9.8 (base 12.0); whole 8 KiB rows in 8-row blocks 8.2, 2-row 6.8, 1-row
8.1, 4-row 6.2 (4-row with the prefetch 7.2); 4096x4096 whole 16 KiB rows in 4-row blocks
5.4, in 2-row 6.1, 8 KiB strips 6.7 (base 12.8); 16384x1024 whole rows 7.7-8.1 (base 11.8).
A whole row need not be a power of two of column groups: 8192x3072 and 16384x1536 (96 MiB)
in whole rows against strips of the largest power of two that divides them (3 a row), same
process, caches flushed, medians: one thread 12.7 -> 7.5 and 16.8 -> 9.3 ms, two 7.8 -> 5.5
and 9.1 -> 5.8. Nor a whole number of vectors (`_each_group`: the last group's reads and
writes masked): 16384x1000 took the plain form, 64 columns of every row at a time; in whole
rows (same process, flushed, medians, ms) its sum 12.3 -> 6.8 on one thread, 14.2 -> 6.9 on
two, its max 24.7 -> 9.4 and 25.5 -> 10.6.
Every element still sums its rows in the same order and blocks: the same bits for any thread
count. Across plans a float sum keeps its bits when both cut its rows into chunks of a power
of two of 64-row blocks (8192x2048 and 4096x4096 are bit for bit as before; 24576x1024,
16 chunks of 24 blocks, is not: a different tree, the same error bound).
"""

from __future__ import annotations

from dataclasses import dataclass

import mlir.ir as uir
from mlir.dialects import arith, memref, scf, vector
from mlir.dialects import math as umath

from .contraction_codegen import host_register_block
from .reduction_common import (_MIN_CHUNK, _Body, _Generic, _combine, _combiner, _index,
                               _nest_with_carried, _parallel, _pow2_at_most, _read,
                               _write)
from .row_prefetch import prefetch_lines, streams

# The strip form's parallel iterations it wants at least (strips x row chunks,
# `_strip_split`): the pool cuts a compiled loop into 4 blocks a thread (contract/native/
# parallel.c, OVERSPLIT), so 2 strips on 2 threads were both the caller's blocks; 16 give
# every block of 2 threads (and of 4) its own iterations. Chunks at most `_MAX_STRIP_CHUNKS`.
_STRIP_ITERATIONS = 16
_MAX_STRIP_CHUNKS = 16
# The fewest strips when strips are the only parallel blocks (a body whose rows are not cut).
_MIN_STRIPS = 2


@dataclass(frozen=True)
class StripPlan:
    """How the strip form walks memory on a kind of host (`strip_plan`).

    `strip_bytes`: the most bytes of a row a strip reads in one run; `row_block`: rows a
    block takes (each column group's accumulators stay in registers over them);
    `whole_rows`: a strip may span a whole row (a single strip) when the rows are cut into
    chunks for the threads (`_strip_split`), else strips are also the parallel blocks and
    there must be `_MIN_STRIPS`; `prefetch`: each read also prefetches the same columns
    `row_block` rows on (row_prefetch.py), the rows the next block reads."""
    strip_bytes: int
    row_block: int
    whole_rows: bool
    prefetch: bool


# AVX-512 hosts (Sapphire and Emerald Rapids, 2026-11-26/27): block x strip = 32 KiB, L1;
# 8192x2048 column sums measured 2048-byte strips 1.3x and 4096-byte ones 1.8x faster than
# the plain form with 8-row blocks, slower with 16; the prefetch of the next block 2.56 from
# 2.98 ms (best runs). Kept as measured there (no such host to measure whole rows on).
STRIPS_AVX512 = StripPlan(strip_bytes=4096, row_block=8, whole_rows=False, prefetch=True)
# Other hosts (AVX2: AMD Zen 3, 2026-11-27, see the module docstring): whole rows up to
# 16 KiB in blocks of 4 rows, no software prefetch.
STRIPS_OTHER = StripPlan(strip_bytes=16384, row_block=4, whole_rows=True, prefetch=False)


def strip_plan(vector_bytes: int) -> StripPlan:
    """The strip plan of a host whose vectors are `vector_bytes` wide."""
    return STRIPS_AVX512 if vector_bytes >= 64 else STRIPS_OTHER


def _host_strip_plan() -> StripPlan:
    return strip_plan(host_register_block().vector_bytes)


def _column_lane_dim(g: _Generic) -> int | None:
    """A parallel loop innermost in every output and in every input that uses it."""
    lane = g.dims[g.n_in][-1] if g.dims[g.n_in] else None
    if lane is None or g.kinds[lane] != "parallel":
        return None
    for ds in g.dims:
        if lane in ds and ds[-1] != lane:
            return None
    if any(lane not in ds for ds in g.dims[g.n_in:]):
        return None
    return lane


def _emit_column(g: _Generic, lane: int, width: int) -> None:
    op = g.op
    width = min(width, _pow2_at_most(g.ranges[lane]))
    in_bounds = g.ranges[lane] % width == 0
    par = [d for d, k in enumerate(g.kinds) if k == "parallel"]
    red = [d for d, k in enumerate(g.kinds) if k == "reduction"]
    inputs, outs = list(op.operands)[:g.n_in], list(op.operands)[g.n_in:]
    rows = 1
    for d in red:
        rows *= g.ranges[d]
    # (one block is the sequential sum: no counter to allocate)
    pairwise = _pairwise_sum(g) if rows > _PAIRWISE_WHOLE else None
    # (any other body whose partial results combine, `_merge_elements`: max, argmax)
    merging = None if pairwise is not None or rows <= 1 else _merge_elements(g)
    split = None
    if pairwise is not None or merging is not None:
        split = _column_split(g, lane, width, red, pairwise is not None)
    if split is not None:
        _emit_column_chunks(g, lane, width, pairwise, split, merging)
        return
    with uir.InsertionPoint(op), op.location:
        pivs, point = _parallel(par, g.ranges, {lane: width}, op.location)
        with point:
            accs = [_read(v, g.dims[g.n_in + j], pivs, width, lane, in_bounds)
                    for j, v in enumerate(outs)]

            def step(rivs, carried):
                ivs = {**pivs, **rivs}
                ins = [_read(v, g.dims[i], ivs, width, lane, in_bounds)
                       for i, v in enumerate(inputs)]
                return _Body(g, width, lane, ivs).run(ins + carried)

            if pairwise is None:
                results = _nest_with_carried([(d, 0, g.ranges[d], 1) for d in red], accs,
                                             step)
            else:
                results = [_pairwise_column(g, red, accs[0], width, pairwise, step)]
            for j, (v, r) in enumerate(zip(outs, results)):
                _write(r, v, g.dims[g.n_in + j], pivs, lane, in_bounds)


# Rows of the blocks whose sums the plain column form adds pairwise (`_pairwise_column`);
# an innermost reduction loop of at most `_PAIRWISE_WHOLE` rows is one block.
_PAIRWISE_BLOCK = 32
_PAIRWISE_WHOLE = 64
# Rows of a block of the strip form, whose sum goes through the counter in memory: each
# counter step costs (8192x2048 f32, one CPU, against sequential sums: 8 rows +10 %, 32 +2.5 %,
# 64 +1-2 %, 256 +1 %; max error 1.9, 1.8, 1.9, 3.2 ulp; XLA:CPU 1.9).
_STRIP_PAIRWISE_BLOCK = 64


def _pairwise_sum(g: _Generic):
    """The `arith.addf` combiner of a float sum of one output, which the column forms add
    blockwise and pairwise (`_pairwise_column`, `_emit_column_strips`); else None.

    A sum over a leading axis accumulated row after row, in ascending order, has a rounding
    error that grows with the row count: 39 ulp (max over the columns) for a column sum of
    2048x1024 f32 (data of mean 1), 63 for 8192x2048, 106 for 65536x64, and 190 for a
    batch-norm mean over the 32x56x56 rows of 32x56x56x64 (XLA:CPU: about 2). So the rows
    are summed in fixed blocks (each from -0.0, the identity of `addf`), and the block sums
    are added pairwise as they come (a binary counter of partial sums, `_merge_block`):
    the error then grows with log2(blocks). The blocks and the tree are fixed by the shape,
    and each output element is still computed whole by one parallel iteration: the same
    bits for any thread count."""
    if g.n_out != 1:
        return None
    combiner = _combiner(g)
    if combiner is None or combiner.name != "arith.addf":
        return None
    t = uir.MemRefType(g.op.operands[g.n_in].type).element_type
    if not isinstance(t, (uir.F32Type, uir.F16Type, uir.BF16Type)):
        return None
    return combiner


def _negative_zero(vt):
    scalar = arith.constant(uir.VectorType(vt).element_type, -0.0)
    return vector.broadcast(vt, scalar)


def _levels(blocks: int) -> int:
    """Partial sums a binary counter of `blocks` blocks holds at most at once."""
    return max(1, blocks.bit_length())


def _merge_block(combiner, partial, levels, column, count):
    """Add the sum `partial` of block number `count` - 1 into the binary counter `levels`
    (memref [level, column]): for each trailing one bit of `count` - 1, lowest first, the
    partial held at that bit's level (the sum of the 2^level blocks before) is added on the
    left; the result fills level cttz(`count`), the lowest zero bit of `count` - 1."""
    i64 = uir.IntegerType.get_signless(64)
    index = uir.IndexType.get()
    carry = arith.index_cast(index, umath.cttz(arith.index_cast(i64, count)))
    loop = scf.ForOp(_index(0), carry, _index(1), [partial])
    with uir.InsertionPoint(loop.body):
        left = vector.load(partial.type, levels, [loop.induction_variable, column])
        scf.YieldOp([_combine(combiner, left, loop.inner_iter_args[0])])
    vector.store(loop.results[0], levels, [carry, column])


def _fold_levels(combiner, levels, column, blocks: int, vt):
    """The sum of all `blocks` blocks from the counter `levels`: its levels of the set bits
    of `blocks`, from the highest (the earliest blocks) down."""
    total = None
    for level in reversed(range(_levels(blocks))):
        if blocks >> level & 1:
            part = vector.load(vt, levels, [_index(level), column])
            total = part if total is None else _combine(combiner, total, part)
    return total


def _pairwise_block(size: int) -> int:
    """Rows of a block of an innermost reduction loop of `size` rows."""
    return size if size <= _PAIRWISE_WHOLE else _PAIRWISE_BLOCK


def _pairwise_column(g: _Generic, red: list[int], init, width: int, combiner, step,
                     sizes: dict | None = None):
    """The column form's sum as blocks of rows added pairwise (`_pairwise_sum`): the
    innermost reduction loop is cut into blocks of `_PAIRWISE_BLOCK` rows (a last shorter
    one for the rest), or is one block when it has at most `_PAIRWISE_WHOLE`; the blocks,
    numbered in the loops' order, go through a binary counter of partial sums, and the
    initial value is added last. `step(ivs, carried)` is one row's body. Returns the
    result vector; with `init` None, the blocks' sum alone. `sizes`: the reduction loops'
    trip counts when they are not their ranges (a chunk of rows, `_emit_column_chunks`;
    the blocks are still those of the whole range)."""
    sizes = sizes or {d: g.ranges[d] for d in red}
    inner = red[-1]
    size = sizes[inner]
    block = _pairwise_block(g.ranges[inner])
    whole, rest = divmod(size, block)
    per_pass = whole + (1 if rest else 0)
    outer = [(d, sizes[d]) for d in red[:-1]]
    blocks = per_pass
    for _, r in outer:
        blocks *= r
    vt = uir.VectorType.get([width], uir.MemRefType(g.op.operands[g.n_in].type).element_type)
    levels = memref.alloca(uir.MemRefType.get([_levels(blocks), width],
                                              uir.VectorType(vt).element_type), [], [])
    zero = _index(0)

    def one_block(ivs, first, last, number):
        acc, = _nest_with_carried([(inner, first, last, 1)], [_negative_zero(vt)],
                                  lambda r, c: step({**ivs, **r}, c))
        _merge_block(combiner, acc, levels, zero, arith.addi(number, _index(1)))

    def blocks_of(ivs, carried):
        done = _index(0)  # blocks before this pass of the innermost loop
        for d, r in outer:
            done = arith.addi(arith.muli(done, _index(r)), ivs[d])
        done = arith.muli(done, _index(per_pass))
        if whole:
            loop = scf.ForOp(_index(0), _index(whole), _index(1))
            with uir.InsertionPoint(loop.body):
                k = loop.induction_variable
                first = arith.muli(k, _index(block))
                one_block(ivs, first, arith.addi(first, _index(block)), arith.addi(done, k))
                scf.YieldOp([])
        if rest:
            one_block(ivs, _index(whole * block), _index(size),
                      arith.addi(done, _index(whole)))
        return []

    _nest_with_carried([(d, 0, r, 1) for d, r in outer], [], blocks_of)
    total = _fold_levels(combiner, levels, zero, blocks, vt)
    return total if init is None else _combine(combiner, init, total)


# The column form of a float sum splits its rows into chunks (`_column_split`) when it has
# fewer parallel tiles than `_FEW_TILES`: at most `_MAX_COLUMN_CHUNKS` chunks, each reading
# `_MIN_CHUNK` elements or more.
_FEW_TILES = 4
_MAX_COLUMN_CHUNKS = 16


def _column_split(g: _Generic, lane: int, width: int, red: list[int], blocks: bool = True):
    """(dim, chunks, rows) to split a float column sum's rows along (or the rows of
    another body whose partials combine, `_merge_elements`: `blocks` False), or None.

    The plain column form's parallel loop runs over tiles of `width` columns: a column sum of
    65536x64 f32, or batch-norm statistics over the 8x56x56 rows of 8x56x56x64, is one tile,
    which one thread sums. Such a sum (fewer than `_FEW_TILES` tiles) is cut along its
    outermost reduction loop of more than one row (`dim`) into `chunks` of `rows` each (the
    last also takes the rest), a power of two of them, as many as leave each chunk at least
    `_MIN_CHUNK` elements (at most `_MAX_COLUMN_CHUNKS`); when `dim` is the innermost loop,
    `rows` is a whole number of pairwise blocks. Everything here comes from the shape, never
    from the thread count."""
    tiles = -(-g.ranges[lane] // width)
    for d, k in enumerate(g.kinds):
        if k == "parallel" and d != lane:
            tiles *= g.ranges[d]
    splittable = [d for d in red if g.ranges[d] > 1]
    if tiles >= _FEW_TILES or not splittable:
        return None
    elements = 1
    for r in g.ranges:
        elements *= r
    d = splittable[0]
    unit = _pairwise_block(g.ranges[d]) if d == red[-1] and blocks else 1
    count = _MAX_COLUMN_CHUNKS
    while count >= 2 and (g.ranges[d] // unit < count or elements // count < _MIN_CHUNK):
        count //= 2
    if count < 2:
        return None
    return d, count, g.ranges[d] // unit // count * unit


def _fold_pairwise(combiner, parts: list):
    """Combine `parts` as a fixed tree: neighbours pairwise, level by level."""
    while len(parts) > 1:
        parts = [_combine(combiner, parts[i], parts[i + 1]) if i + 1 < len(parts) else parts[i]
                 for i in range(0, len(parts), 2)]
    return parts[0]


def _emit_column_chunks(g: _Generic, lane: int, width: int, combiner, split,
                        merging=None) -> None:
    """A float column sum whose rows are cut into chunks (`_column_split`): one parallel loop
    over the chunks and the column tiles writes each chunk's pairwise sum
    (`_pairwise_column`) into a buffer of partial sums, then a loop over the tiles adds the
    partials as a fixed tree (`_fold_pairwise`), chunk 0 leftmost, and the initial value
    last. With a power of two of whole blocks a chunk, the chunks' trees and the tree over
    them make the one pairwise tree of the unsplit sum: the same bits as before the split.

    Any other body whose partial results combine (`merging`, from `_merge_elements`: a
    column max, an argmax over 65536x64) is cut the same way: each chunk runs the body in
    row order from the initial values into its partials, and the loop over the tiles
    combines them left to right, chunk 0 first, by the body."""
    op = g.op
    d, count, rows = split
    last = g.ranges[d] - (count - 1) * rows
    in_bounds = g.ranges[lane] % width == 0
    par = [p for p, k in enumerate(g.kinds) if k == "parallel"]
    red = [r for r, k in enumerate(g.kinds) if k == "reduction"]
    inputs, outs = list(op.operands)[:g.n_in], list(op.operands)[g.n_in:]
    out_dims = [g.dims[g.n_in + j] for j in range(len(outs))]
    chunk = len(g.ranges)  # (the chunk loop's key, after the generic's loops)
    partial_dims = [[chunk, *ds] for ds in out_dims]
    with uir.InsertionPoint(op), op.location:
        # (at most 16 x 3 x 128 elements an output: the stack, or the heap,
        # stack_allocations.py)
        partials = [memref.alloca(uir.MemRefType.get(
            [count, *uir.MemRefType(v.type).shape], uir.MemRefType(v.type).element_type),
            [], []) for v in outs]
        ivs, point = _parallel([chunk, *par], [*g.ranges, count], {lane: width}, op.location)
        with point:
            first = arith.muli(ivs[chunk], _index(rows))

            def step(rivs, carried):
                at = {**ivs, **rivs}
                at[d] = arith.addi(first, at[d])
                ins = [_read(v, g.dims[i], at, width, lane, in_bounds)
                       for i, v in enumerate(inputs)]
                return _Body(g, width, lane, at).run(ins + carried)

            def chunk_sum(size):
                sizes = {**{r: g.ranges[r] for r in red}, d: size}
                if combiner is not None:
                    results = [_pairwise_column(g, red, None, width, combiner, step, sizes)]
                else:
                    accs = [_read(v, ds, ivs, width, lane, in_bounds)
                            for v, ds in zip(outs, out_dims)]
                    results = _nest_with_carried([(r, 0, sizes[r], 1) for r in red], accs,
                                                 step)
                for p, pds, r in zip(partials, partial_dims, results):
                    _write(r, p, pds, ivs, lane, in_bounds)

            if last == rows:
                chunk_sum(rows)
            else:  # (the last chunk also sums the rows after count x rows)
                is_last = arith.cmpi(arith.CmpIPredicate.eq, ivs[chunk], _index(count - 1))
                branch = scf.IfOp(is_last, [], has_else=True)
                with uir.InsertionPoint(branch.then_block):
                    chunk_sum(last)
                    scf.YieldOp([])
                with uir.InsertionPoint(branch.else_block):
                    chunk_sum(rows)
                    scf.YieldOp([])
        _combine_chunks(g, lane, width, in_bounds, partials, partial_dims, count, combiner,
                        merging)


def _combine_chunks(g: _Generic, lane: int, width: int, in_bounds: bool, partials: list,
                    partial_dims: list, count: int, combiner, merging) -> None:
    """After a column reduction cut into `count` chunks of rows (`_emit_column_chunks`,
    `_emit_column_strips`): one parallel loop over the tiles of `width` columns reads each
    chunk's partial results back (`partials`, indexed [chunk, *output index] by
    `partial_dims`, whose first loop key is the chunk's), combines them and writes the
    outputs. A float sum's partials (`combiner`, from `_pairwise_sum`) are added as a fixed
    tree (`_fold_pairwise`) and the initial value last; any other body's (`merging`, from
    `_merge_elements`) left to right, chunk 0 first, by the body (`_merge_partials`)."""
    outs = list(g.op.operands)[g.n_in:]
    out_dims = [g.dims[g.n_in + j] for j in range(len(outs))]
    par = [d for d, k in enumerate(g.kinds) if k == "parallel"]
    key = partial_dims[0][0]
    pivs, point = _parallel(par, g.ranges, {lane: width}, g.op.location)
    with point:
        parts = [[_read(p, pds, {**pivs, key: _index(c)}, width, lane, in_bounds)
                  for p, pds in zip(partials, partial_dims)] for c in range(count)]
        if combiner is not None:
            init = _read(outs[0], out_dims[0], pivs, width, lane, in_bounds)
            results = [_combine(combiner, init,
                                _fold_pairwise(combiner, [p[0] for p in parts]))]
        else:
            results = _merge_partials(g, merging, parts, pivs, width, lane)
        for v, ds, r in zip(outs, out_dims, results):
            _write(r, v, ds, pivs, lane, in_bounds)


def _merge_partials(g: _Generic, merging, parts: list, ivs: dict, width: int, lane: int):
    """The partial results `parts` (a list of each output's value, a chunk of rows each)
    combined left to right by the body (`_merge_elements`)."""
    elements, skip = merging
    results = parts[0]
    for part in parts[1:]:
        results = _Body(g, width, lane, ivs).run([None] * g.n_in + results,
                                                 dict(zip(elements, part)), skip)
    return results


def _column_strip(g: _Generic, lane: int, width: int) -> int | None:
    """Columns a parallel block spans in the strip form, or None for the plain column form.

    The plain form reads `width` columns (8 vectors) of every row before the next columns:
    a column sum of 8192x2048 f32 touches a new page every 256 or 512 bytes and reads each
    row in pieces far apart in time (38 % of memory bandwidth; XLA's column reduction, like
    this form, walks rows in order). The strip form takes a block of rows at a time
    (`StripPlan.row_block`) and, inside it, every column group of the strip in turn: the
    rows of the block are read front to back in runs of up to `StripPlan.strip_bytes`,
    which the prefetchers follow, and each group's accumulators stay in registers over the
    block and in the output (in L1) between blocks. Each output element still combines its
    inputs in the same ascending order as in the plain form: the same bits. Strips are the
    parallel blocks, so there must be enough of them (`_MIN_STRIPS`), unless the plan lets a
    strip span the whole row (of any number of columns: the last group may be a partial
    vector, `_each_group`) and the rows are cut into chunks for the threads instead
    (`_strip_split`). Inputs that stream from memory are prefetched a block ahead where the
    plan says so (row_prefetch.py)."""
    plan = _host_strip_plan()
    red = [d for d, k in enumerate(g.kinds) if k == "reduction"]
    if len(red) != 1 or g.ranges[red[0]] % plan.row_block:
        return None
    others = 1
    for d, k in enumerate(g.kinds):
        if k == "parallel" and d != lane:
            others *= g.ranges[d]
    sums = _pairwise_sum(g) is not None
    cut = plan.whole_rows and (sums or _merge_elements(g) is not None)
    unit = _sum_block(g.ranges[red[0]], plan.row_block) if sums else plan.row_block

    def enough(strip: int) -> bool:
        return others * (g.ranges[lane] // strip) >= _MIN_STRIPS or \
            cut and _strip_split(g, lane, strip, unit) is not None

    columns = g.ranges[lane]
    if plan.whole_rows and width < columns <= plan.strip_bytes // g.element_bytes and \
            enough(columns):  # (a whole row, of any number of columns: 8192x3072, 4096x1000)
        return columns
    if columns % width:
        return None
    strip = width
    while (strip * 2 * g.element_bytes <= plan.strip_bytes and
           columns % (strip * 2) == 0 and enough(strip * 2)):
        strip *= 2
    return strip if strip > width else None


def _sum_block(rows: int, row_block: int) -> int:
    """Rows of a pairwise block of the strip form's float sum: a whole number of row
    blocks, up to `_STRIP_PAIRWISE_BLOCK`."""
    chunk = row_block
    while chunk * 2 <= _STRIP_PAIRWISE_BLOCK and rows % (chunk * 2) == 0:
        chunk *= 2
    return chunk


def _strip_split(g: _Generic, lane: int, strip: int, unit: int):
    """(chunks, rows a chunk) to cut the strip form's rows into, or None.

    The strip form's parallel iterations were its strips alone: a column sum of 8192x2048
    f32 has two, and the pool (contract/native/parallel.c) cuts a compiled loop into 4 blocks
    a thread, so on two threads both strips were blocks of the caller; the worker ran one
    only when it stole it while polling, and when it was parked (caches flushed between
    calls, the worker asleep) the caller ran the first strip alone, woke it after that, and
    took the second itself: 4.5 ms on two CPUs against 4.4 on one (XLA:CPU 2.9). Cut into
    row chunks as well, the loop has `_STRIP_ITERATIONS` iterations, each thread's share is
    a contiguous run of whole rows, and the chunks' results are combined in a fixed order
    afterwards (`_emit_column_strips`). `unit`: rows a chunk must hold a multiple of (a float
    sum's block). The cut comes from the shape alone, never from the thread count: the same
    bits for any number of threads."""
    (red,) = [d for d, k in enumerate(g.kinds) if k == "reduction"]
    rows = g.ranges[red]
    strips = g.ranges[lane] // strip
    for d, k in enumerate(g.kinds):
        if k == "parallel" and d != lane:
            strips *= g.ranges[d]
    count = 1
    while strips * count < _STRIP_ITERATIONS and count < _MAX_STRIP_CHUNKS:
        count *= 2
    while count >= 2 and (rows % (count * unit) or rows // count * strip < _MIN_CHUNK):
        count //= 2
    return (count, rows // count) if count >= 2 else None


# Combiners for which combining a value with itself gives it back: a chunk of rows may start
# from the initial value, which then enters the result once per chunk, harmlessly.
_IDEMPOTENT = {"arith.maximumf", "arith.minimumf", "arith.maxnumf", "arith.minnumf",
               "arith.maxsi", "arith.minsi", "arith.maxui", "arith.minui", "arith.andi",
               "arith.ori"}


def _merge_elements(g: _Generic):
    """(elements, skip) for combining two partial results of the body, or None.

    A reduction's body combines each output `out_j` with an element value `e_j` computed
    from the inputs (and the reduction's indices): `max(out, x)`, or for an argmax
    `select(c, out_v, x)` and `select(c', out_i, index)`. Two partial results (a, b) of
    chunks of rows combine as the body run with `out` := a and `e` := b: the same
    comparisons, NaN and tie rules. That holds when each yield is one idempotent combiner
    (`_IDEMPOTENT`) or `select` of `out_j` and `e_j` (so a chunk may start from the initial
    value), and the yields depend on the inputs and the reduction indices only through the
    `e_j`; `skip` are the body values that do otherwise (not cloned in a merge)."""
    block = g.op.regions[0].blocks[0]
    args = list(block.arguments)
    ops = [o.operation for o in block.operations]
    yielded = list(ops[-1].operands)
    elements = []
    for out_arg, y in zip(args[g.n_in:], yielded):
        owner = y.owner
        if isinstance(owner, uir.Block):
            return None
        owner = getattr(owner, "operation", owner)
        operands = list(owner.operands)
        if owner.name in _IDEMPOTENT and len(operands) == 2 and operands.count(out_arg) == 1:
            e = operands[1] if operands[0] == out_arg else operands[0]
        elif owner.name == "arith.select" and operands[1:].count(out_arg) == 1 and \
                operands[0] != out_arg:
            e = operands[2] if operands[1] == out_arg else operands[1]
        else:
            return None
        if e.type != out_arg.type or e in args[g.n_in:]:
            return None
        elements.append(e)
    if len(set(elements)) != len(elements):
        return None
    reduction = {d for d, k in enumerate(g.kinds) if k == "reduction"}
    given = set(elements)
    skip = {a for a in args[:g.n_in] if a not in given}
    for op in ops[:-1]:
        results = list(op.results)
        if any(r in given for r in results):
            continue
        if (op.name == "linalg.index" and
                uir.IntegerAttr(op.attributes["dim"]).value in reduction) or \
                any(v in skip for v in op.operands):
            skip.update(results)
    if any(v in skip for v in yielded):
        return None
    return elements, frozenset(skip)


def _emit_column_strips(g: _Generic, lane: int, width: int, strip: int) -> None:
    """The column form over strips of `strip` columns and blocks of rows (`_column_strip`).

    A float sum (`_pairwise_sum`) keeps the running sum of the current block of up to
    `_STRIP_PAIRWISE_BLOCK` rows (several row blocks) in a strip-wide buffer, as the plain
    strips keep theirs in the output, and adds each block's sum into the binary counter of
    `_merge_block` when the block ends.

    With too few strips for the pool the rows are cut into chunks too (`_strip_split`): the
    parallel loop runs over (chunk, strip), each chunk's result goes to a buffer of partials
    (a float sum's without the initial value; any other body's from it, `_merge_elements`),
    and a loop over the column tiles then combines the partials: a float sum's as a fixed
    tree (`_fold_pairwise`) with the initial value last, whose blocks and tree are the
    unsplit sum's when a chunk holds a power of two of blocks (the same bits); any other
    body's left to right, chunk 0 first, by the body itself (`_merge_elements`)."""
    op = g.op
    par = [d for d, k in enumerate(g.kinds) if k == "parallel"]
    (red,) = [d for d, k in enumerate(g.kinds) if k == "reduction"]
    inputs, outs = list(op.operands)[:g.n_in], list(op.operands)[g.n_in:]
    out_dims = [g.dims[g.n_in + j] for j in range(len(outs))]
    combiner = _pairwise_sum(g)
    rows = g.ranges[red]
    plan = _host_strip_plan()
    block_rows = plan.row_block
    chunk = _sum_block(rows, block_rows)  # (rows a sum block takes)
    merging = None if combiner is not None else _merge_elements(g)
    split = None
    if combiner is not None or merging is not None:
        split = _strip_split(g, lane, strip, chunk if combiner is not None else block_rows)
    count, span = split or (1, rows)
    blocks = span // chunk
    key = len(g.ranges)  # (the chunk loop's dimension, after the generic's loops)
    with uir.InsertionPoint(op), op.location:
        if split is None:
            targets, target_dims = outs, out_dims
        else:
            targets = [memref.alloca(uir.MemRefType.get(
                [count, *uir.MemRefType(v.type).shape], uir.MemRefType(v.type).element_type),
                [], []) for v in outs]
            target_dims = [[key, *ds] for ds in out_dims]
        pivs, point = _parallel(([key] if split else []) + par, [*g.ranges, count],
                                {lane: strip}, op.location)
        with point:
            base = arith.muli(pivs[key], _index(span)) if split else _index(0)
            if split is not None and combiner is None:  # (each chunk from the initial value)
                def start(offset, in_bounds):
                    at = {**pivs, lane: arith.addi(pivs[lane], offset)}
                    for v, ds, t, tds in zip(outs, out_dims, targets, target_dims):
                        _write(_read(v, ds, at, width, lane, in_bounds), t, tds, at, lane,
                               in_bounds)

                _each_group(strip, width, start)
            if combiner is not None:
                element = uir.MemRefType(outs[0].type).element_type
                vt = uir.VectorType.get([width], element)
                # (the counter's levels, and after them the running sum of an odd-numbered
                # block; an even-numbered one runs in level 0, where the counter wants it.
                # The levels a line further apart than the strip: rows 4 KiB apart alias in
                # the store-to-load checks and share L1 sets)
                pad = 64 // g.element_bytes
                top = _levels(blocks)
                groups = -(-strip // width) * width  # (a last partial group's whole vector)
                levels = memref.alloca(uir.MemRefType.get([top + 1, groups + pad], element),
                                       [], [])

            def row_block(first, fresh: bool, running=None):
                """`block_rows` rows from `first` into the running sums (from -0.0 if
                `fresh`)."""
                def group(offset, in_bounds):
                    at = {**pivs, lane: arith.addi(pivs[lane], offset)}
                    if combiner is None:
                        accs = [_read(v, ds, at, width, lane, in_bounds)
                                for v, ds in zip(targets, target_dims)]
                    elif fresh:
                        accs = [_negative_zero(vt)]
                    else:
                        accs = [vector.load(vt, levels, [running, offset])]

                    def step(rivs, carried):
                        ivs = {**at, **rivs}
                        streaming = [i for i, v in enumerate(inputs) if plan.prefetch and
                                     red in g.dims[i] and lane in g.dims[i] and
                                     streams(v.type)]
                        if streaming:  # (the next block's rows)
                            ahead = {**ivs, red: arith.minui(
                                arith.addi(ivs[red], _index(block_rows)), _index(rows - 1))}
                        for i in streaming:
                            prefetch_lines(inputs[i], [ahead[d] for d in g.dims[i]], width)
                        ins = [_read(v, g.dims[i], ivs, width, lane, in_bounds)
                               for i, v in enumerate(inputs)]
                        return _Body(g, width, lane, ivs).run(ins + carried)

                    last = arith.addi(first, _index(block_rows))
                    results = _nest_with_carried([(red, first, last, 1)], accs, step)
                    if combiner is None:
                        for v, ds, r in zip(targets, target_dims, results):
                            _write(r, v, ds, at, lane, in_bounds)
                    else:
                        vector.store(results[0], levels, [running, offset])

                _each_group(strip, width, group)

            end = arith.addi(base, _index(span))
            if combiner is None:
                loop = scf.ForOp(base, end, _index(block_rows))
                with uir.InsertionPoint(loop.body):
                    row_block(loop.induction_variable, False)
                    scf.YieldOp([])
            else:
                loop = scf.ForOp(base, end, _index(chunk))
                with uir.InsertionPoint(loop.body):
                    first = loop.induction_variable
                    number = arith.divui(arith.subi(first, base), _index(chunk))
                    odd = arith.cmpi(arith.CmpIPredicate.ne,
                                     arith.andi(number, _index(1)), _index(0))
                    running = arith.select(odd, _index(top), _index(0))
                    row_block(first, True, running)
                    if chunk > block_rows:
                        more = scf.ForOp(arith.addi(first, _index(block_rows)),
                                         arith.addi(first, _index(chunk)), _index(block_rows))
                        with uir.InsertionPoint(more.body):
                            row_block(more.induction_variable, False, running)
                            scf.YieldOp([])
                    merge = scf.IfOp(odd)
                    with uir.InsertionPoint(merge.then_block):
                        counted = arith.addi(number, _index(1))
                        _each_group(strip, width, lambda offset, _: _merge_block(
                            combiner, vector.load(vt, levels, [running, offset]), levels,
                            offset, counted))
                        scf.YieldOp([])
                    scf.YieldOp([])
                # the blocks' total (a chunk's: to its partial), then the initial value
                def finish(offset, in_bounds):
                    at = {**pivs, lane: arith.addi(pivs[lane], offset)}
                    total = _fold_levels(combiner, levels, offset, blocks, vt)
                    if split is None:
                        init = _read(outs[0], out_dims[0], at, width, lane, in_bounds)
                        total = _combine(combiner, init, total)
                    _write(total, targets[0], target_dims[0], at, lane, in_bounds)

                _each_group(strip, width, finish)
        if split is None:
            return
        _combine_chunks(g, lane, width, g.ranges[lane] % width == 0, targets, target_dims,
                        count, combiner, merging)


def _each_group(strip: int, width: int, emit) -> None:
    """`emit(offset, in_bounds)` at each group of `width` columns of a strip of `strip`, at
    the insertion point: a loop over the whole groups, then the last, partial group (its
    reads and writes masked, `in_bounds` False) when `width` does not divide `strip` (a
    whole row of 1000 columns: 15 groups of 64 and one of 40)."""
    whole = strip // width * width
    if whole:
        group = scf.ForOp(_index(0), _index(whole), _index(width))
        with uir.InsertionPoint(group.body):
            emit(group.induction_variable, True)
            scf.YieldOp([])
    if whole < strip:
        emit(_index(whole), False)
