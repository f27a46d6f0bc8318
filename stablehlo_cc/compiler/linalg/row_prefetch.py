"""Software prefetch of the rows a streaming reduction reads next, so that its memory
traffic overlaps its arithmetic instead of following it. Prefetches change no value:
results stay bit-identical.

Fused row loops (row_fusion.py). A fused softmax reads row i from memory in its first pass
(the max), then spends most of the row's time on exp and the divide with the row in L1.
During that arithmetic the core makes no new misses, so the hardware prefetchers, which
follow demand misses, stop at the row's end: the next row's first pass waits for memory
again, and the time per row is memory time plus arithmetic time. Measured on 4096x1024 f32
(one CPU, Sapphire Rapids under KVM, perf samples by code address): 30 % of the time in the
max loop (a few vector ops per 64 bytes: nearly all of it waiting), 35 % in exp, 26 % in
the divide. Here the first vector loop of the fused body that reads a view by rows also
prefetches the same position of the next row (`memref.prefetch`: `prefetcht0`), so row
i + 1 streams in while row i is computed.

A row read only by the loop's last pass (a row sum: one pass over the row, then its scalar)
gets no prefetch: there is no arithmetic after the reads for it to overlap, and the rows,
read one after the other with no pause, are one sequential stream that the hardware
prefetchers follow; the prefetches only took load slots. Row sums of 8192x2048 f32 on the
2-vCPU Zen 3 VM (2026-11-27, load average 9 from other sessions, both versions in one
process, calls alternated, medians of 40-60): one thread 6.82 -> 5.92 and 6.28 -> 5.58 ms
(caches flushed 6.36 -> 5.75), two threads 7.36 -> 5.98 (flushed 5.89 -> 5.39). Not
measured on an AVX-512 host; the rule is the same there (softmax and layer norm, whose later
passes do the arithmetic, keep theirs: 4.0 -> 4.7 ms flushed without them, same run).

Column strips (column_reductions.py), on hosts whose strip plan asks for it (AVX-512's:
`StripPlan.prefetch`). The strip form there reads a block of 8 rows, each in runs of a strip
(4 KiB: a page), 8 streams at once, each one page long: the prefetchers, which do not cross
pages, start over on every run. Each read there also prefetches the same columns a block
(8 rows) on, the rows the next block reads. On Zen 3 this prefetch, 32 KiB ahead into a
32 KiB L1, cost 20 %: its plan reads whole rows in address order instead, with none.

Next rows are clamped to the last row (a prefetch never faults on x86, but an address past
the buffer is not something to hand LLVM). Only our own vector loops (`vector.load`) get
prefetches: in a scalar loop that LLVM vectorizes later a prefetch would be scalarized to
one a lane. Buffers small enough to stay in L2 (`_MIN_BYTES`) get none: BERT's and ViT's
layer norms and softmaxes at batch 1 compile as before.

Measured (2026-11-26, same host, heavily shared: one CPU, thread CPU time, medians of 4-6
alternated runs against the tree before): softmax 4096x1024 3.1-3.5 ms from 4.2-4.8,
layer norm 4096x1024 1.5-1.8 from 2.3-4.0, column sums of 8192x2048 3.1-3.3 from 3.2-4.3
(best runs 2.56 from 2.98); two CPUs, wall time: layer norm 1.51-1.55 from 1.90-2.23 ms,
column sums best run 1.26 from 1.35. `prefetcht1` for the strips measured the same as
`prefetcht0`. llama_b8 (the zoo model that gets any) is unchanged within noise.
"""

from __future__ import annotations

import mlir.ir as uir
from mlir.dialects import arith, memref

# Cache level hint of the prefetches (3: keep in every level, prefetcht0: the row is read
# from L1 by the next passes).
_LOCALITY = 3
# Bytes of a cache line: one prefetch each.
_LINE_BYTES = 64
# Buffers smaller than this stay in L2 between the ops of a program (512 KiB on Zen 3, 2 MiB
# on Sapphire Rapids), where a prefetch only costs a load slot: no prefetches for them.
_MIN_BYTES = 1 << 20


def _first_vector_reads(body, iv) -> list:
    """The `vector.load`s, as (op, rows of its view), of the first loop (in program order)
    that reads each view by rows: leading index `iv`, a static leading size, rank 2 or more
    (a 1-D view would be the row itself); only of loops that other passes follow (a last
    pass has no arithmetic after it for a prefetch to overlap: `prefetch_next_rows`)."""
    seen, chosen, passes = [], [], []

    def loop_reads(loop):
        found = []

        def visit(op):
            if op.name == "vector.load":
                t = op.operands[0].type
                if len(t.shape) >= 2 and op.operands[1] == iv and streams(t):
                    found.append(op)
            return uir.WalkResult.ADVANCE

        loop.walk(visit)
        return found

    def visit_loops(op):
        if op.name != "scf.for":
            return uir.WalkResult.ADVANCE
        reads = loop_reads(op)
        new = [r.operands[0] for r in reads if not any(r.operands[0] == s for s in seen)]
        chosen.append([r for r in reads if any(r.operands[0] == n for n in new)])
        passes.append(op)
        seen.extend(new)
        return uir.WalkResult.SKIP  # (inner loops belong to this one's pass)

    for op in body.operations:
        op.operation.walk(visit_loops, uir.WalkOrder.PRE_ORDER)
    return [r for reads in chosen[:-1] for r in reads]


def prefetch_next_rows(loop) -> int:
    """Add next-row prefetches to a fused row loop (a 1-D `scf.parallel` over rows, see the
    module docstring); returns how many were added. A row read by its last pass only (a
    row sum: one pass, then the scalar result) gets none: the rows are then read one after
    the other with no pause, one sequential stream the hardware prefetchers follow."""
    body = loop.regions[0].blocks[0]
    iv = body.arguments[0]
    reads = _first_vector_reads(body, iv)
    if not reads:
        return 0
    first = [o.operation for o in body.operations][0]
    index = uir.IndexType.get()
    with uir.InsertionPoint(first), loop.location:
        following = arith.addi(iv, arith.constant(index, 1))
    clamped, added = {}, 0
    for op in reads:
        view = op.operands[0]
        rows = view.type.shape[0]
        with uir.InsertionPoint(first), loop.location:
            if rows not in clamped:  # (in the view: its own last row)
                clamped[rows] = arith.minui(following, arith.constant(index, rows - 1))
        with uir.InsertionPoint(op), op.location:
            added += prefetch_lines(view, [clamped[rows]] + list(op.operands)[2:],
                                    uir.VectorType(op.results[0].type).shape[-1])
    return added


def prefetch_lines(view, indices: list, lanes: int) -> int:
    """Prefetch (for reading) the cache lines of `lanes` elements along the last dimension of
    `view` from `indices` on, one a line, at the insertion point; returns how many."""
    index = uir.IndexType.get()
    element = uir.MemRefType(view.type).element_type
    per_line = max(1, _LINE_BYTES * 8 // getattr(element, "width", 64))
    count = 0
    for start in range(0, lanes, per_line):
        column = indices[-1] if start == 0 else \
            arith.addi(indices[-1], arith.constant(index, start))
        memref.prefetch(view, indices[:-1] + [column], False, _LOCALITY, True)
        count += 1
    return count


def streams(t) -> bool:
    """Whether a buffer of (static) type `t` is large enough to be read from memory, not
    from L2 (`_MIN_BYTES`): what makes a prefetch worth its instruction."""
    t = uir.MemRefType(t)
    if not t.has_static_shape:
        return False
    count = 1
    for size in t.shape:
        count *= size
    return count * getattr(t.element_type, "width", 64) // 8 >= _MIN_BYTES
