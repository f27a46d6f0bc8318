"""Memref descriptors are built inside the parallel regions of the loop nests' functions,
so that LLVM's OpenMP builder hands the outlined body pointers, not whole descriptors.

A loop nest's function (loop_nest_functions.py) takes its buffers as bare pointers; the
lowering to the LLVM dialect rebuilds a memref descriptor of each at the function's top
(`llvm.mlir.poison`, then an `llvm.insertvalue` per field: the pointer twice, and the
static offset, sizes and strides as constants). When the nest is a parallel loop, its
`omp.parallel` region uses those descriptors, and LLVM's OpenMP builder, which outlines the
region into `__shlo_nest_N..omp_par`, passes every value the region uses from outside
through a structure in memory: each descriptor was stored field by field into a stack copy
by the nest's function and loaded back by the parallel body, where the pipeline can no
longer see that its sizes and strides are constants, nor remove the stores, which the
body reads through a pointer. The U-Net block at batch 8 (issue 11): 20 parallel nests,
the largest passing 13 descriptors (its function, nothing but that, took ~8 ms of LLVM's
O3 and code generation; all of them ~32 ms of the block's 0.38 s). At batch 1 most of its
nests are too small to be parallel and pay none of this, which is part of why batch 8
compiled slower than batch 1.

So, once the module is in the LLVM dialect, the pure ops in front of a nest function's
`omp.parallel` (constants, poison, insertvalue, extractvalue: the descriptors) move to the
start of its region, except those something outside the region uses. The region then
takes the function's pointer arguments only (two pointers for a two-buffer nest instead of
two 13-field structures), and the descriptors it builds fold away in the outlined body as
they do in any function.

Measured (2026-11-27, AVX-512 host with a load average of 6-7 on its 2 CPUs; process CPU
time, `taskset -c 1`, one compile thread). Optimized IR: U-Net block b8 298K -> 244K
characters (its fork wrappers 58K -> 15K), BERT b8 234K -> 180K, ResNet-50 b8 398K -> 325K,
MobileNetV2 b8 351K -> 294K, the flax CNN b8 73.5K -> 66.5K. LLVM's O3 + code generation
(median of 3 compiles in a process): U-Net b8 0.385 -> 0.347 s, BERT b8 0.272 -> 0.229,
ResNet-50 b8 0.515 -> 0.468, MobileNetV2 b8 0.488 -> 0.431, flax CNN b8 0.092 -> 0.085. This
pass: 5-12 ms (U-Net b8 7.7, BERT b8 5.4, ResNet-50 b8 12). Whole compiles (fresh
processes, trees alternated, median of 10 later / 5 first compiles): U-Net b8 0.747 ->
0.702 s (first 0.781 -> 0.721), BERT b8 0.577 -> 0.543, torch ResNet-18 b8 0.601 -> 0.575,
flax CNN b8 0.210 -> 0.210 (first 0.253 -> 0.244); U-Net b1 0.556 -> 0.548, flax CNN b1
0.174 -> 0.175, equinox MLP b8 (no parallel loop) 0.058 -> 0.058. Run time (one thread,
pinned, median of 40-200 calls, alternated): flax CNN b8 0.71-0.77 ms both, U-Net b8 within
the noise of that host.

Tried with it and dropped: giving the parallel bodies their `noalias` back. Outlining each
`omp.loop_nest` body into an `alwaysinline` function with `noalias` buffer arguments (LLVM's
inliner turns them into scoped alias metadata in the outlined body) made the U-Net block's
five 32-float row copies `memcpy`s again (as in its serial batch-1 nests; 32 scalar loads
and stores each without it) and cut LLVM's part of U-Net b8 by ~30-40 ms, but the outlining
itself cost ~14 ms of Python and the extra functions ~10 ms more of MLIR lowering and
translation; the flax CNN b8 came out +5 ms, ResNet-50 b8 and MobileNetV2 b8 slower
(ResNet-50 b8's optimized IR grew from 398K to over 430K characters), and the streamed
nests (streaming_stores.py) had to be left out. Not kept.
"""

from __future__ import annotations

from ..walk import block_operations
from .loop_nest_functions import PREFIX

# Ops without side effects that may move into the parallel region.
_PURE = frozenset(("llvm.mlir.constant", "llvm.mlir.poison", "llvm.mlir.undef",
                   "llvm.mlir.zero", "llvm.insertvalue", "llvm.extractvalue"))


def build_descriptors_inside(module, functions: set | bool = True) -> int:
    """Move the descriptors of each nest function into its `omp.parallel` region (module
    docstring); returns how many ops moved. `functions`: the names of the functions that
    may hold a parallel region (True: any may).

    (Only those are visited: listing a function's ops visits every op of its body, which
    after the lowering to the LLVM dialect is all its loops as blocks; on a transformer at
    batch 1 a few of ~25 nests are parallel, and visiting them all cost 5-8 ms of BERT's
    and GPT-2's compile, issue 11.)"""
    moved = 0
    for fn in block_operations(module.body):  # (plain ops: no OpView, see there)
        if fn.name != "llvm.func" or not len(fn.regions[0].blocks):
            continue
        name = str(fn.attributes["sym_name"]).strip('"')
        if not name.startswith(PREFIX) or functions is not True and name not in functions:
            continue
        blocks = list(fn.regions[0].blocks)
        ops = block_operations(blocks[-1])
        parallel = [i for i, op in enumerate(ops) if op.name == "omp.parallel"]
        if len(parallel) != 1:
            continue
        moved += _move_into(ops, parallel[0])
    return moved


def _move_into(ops: list, at: int) -> int:
    """Move the pure ops of `ops` (a block's) before `ops[at]`, an `omp.parallel`, to the
    start of its region, but those that an op staying outside uses (directly or through
    another pure op that stays)."""
    region = ops[at]
    candidates = [op for op in ops[:at] if op.name in _PURE]
    if not candidates:
        return 0
    producer = {op.results[0]: op for op in candidates}  # (each has one result)
    pure = set(candidates)
    staying = [op for op in ops if op not in pure and op != region]
    keep = set()
    work = [v for op in staying for v in op.operands]
    while work:
        owner = producer.get(work.pop())
        if owner is not None and owner not in keep:
            keep.add(owner)
            work += list(owner.operands)
    first = block_operations(region.regions[0].blocks[0])[0]
    count = 0
    for op in candidates:  # (in order: each op's operands still come before it)
        if op not in keep:
            op.move_before(first)
            count += 1
    return count
