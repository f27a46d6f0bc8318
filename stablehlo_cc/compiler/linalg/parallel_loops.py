"""Which loops run on the thread pool: the large, outermost `scf.parallel` nests.

`convert-linalg-to-parallel-loops` makes an `scf.parallel` of every parallel dimension of
every linalg op; this pass keeps a loop parallel only where a thread pool pays: the loop is
outermost (not inside another parallel loop, so regions never nest), has no reduction
results (its iterations write disjoint elements, so the result does not depend on the
number of threads: bit-identical for any team), and does enough work to pay for the hand-off
(MIN_PARALLEL_NS of estimated one-thread time, the rule the native kernels follow too),
estimated from static trip counts and the ops of the loop body. Every other `scf.parallel`
becomes nested `scf.for`s, since `convert-scf-to-openmp`, which lowers the kept ones to the
OpenMP dialect (and LLVM's OpenMP IR builder then outlines their bodies, see
stablehlo_cc/contract/native/parallel.c), would convert every one it finds.

Loops inside `scf.while`/`scf.for` bodies may be kept: the large ops of a `while` body run in
parallel at every iteration. Small programs keep none and call no pool at all.
"""

from __future__ import annotations

import math

import mlir.ir as uir
from mlir.dialects.transform import interpreter

from ...errors import CompileError
from ..walk import block_operations, ops_named
from . import parallel_split
from .parallel_split import parallel_operands

# Estimated one-thread time a loop nest must take before it is worth a parallel region: a
# hand-off to a polling worker costs about a microsecond and moves the data the other
# core touches between the caches; a region of this much work then runs about 1.5x faster
# on two threads. The native kernels use the same figure (contract/native/parallel_cost.inc,
# SHLO_MIN_PARALLEL_NS; a test checks that the two agree).
MIN_PARALLEL_NS = 10_000
# The work estimate `_work` counts, per innermost iteration, each memory access as
# MEMORY_WEIGHT and any other op as 1 (an op on a vector as that many elements). Measured on
# this project's machine (AMD EPYC Zen 3, one core): elementwise chains from a single add to
# GELU ran at 100-120 units a nanosecond; element loops vectorize, so a load or store costs as
# much as several arithmetic ops.
WORK_PER_NS = 100
MEMORY_WEIGHT = 8
MIN_PARALLEL_WORK = MIN_PARALLEL_NS * WORK_PER_NS
_MEMORY_OPS = frozenset((
    "memref.load", "memref.store", "vector.load", "vector.store", "vector.transfer_read",
    "vector.transfer_write", "vector.maskedload", "vector.maskedstore", "vector.gather",
    "vector.scatter"))
# A trip count we cannot read (dynamic bounds) is taken to be this.
_UNKNOWN_TRIP = 64


def _constant_index(value) -> int | None:
    owner = value.owner
    if not isinstance(owner, uir.Operation) and hasattr(owner, "operation"):
        owner = owner.operation
    if isinstance(owner, uir.Operation) and owner.name in ("arith.constant",):
        attr = owner.attributes["value"]
        if isinstance(attr, uir.IntegerAttr):
            return attr.value
    return None


def _trip(lower, upper, step, constant=_constant_index) -> int:
    lo, hi, st = (constant(v) for v in (lower, upper, step))
    if lo is None or hi is None or st is None or st <= 0:
        return _UNKNOWN_TRIP
    return max(0, -(-(hi - lo) // st))


class _Trips:
    """Trip counts of loop ops, reading each bound's constant once: a transformer's ~600
    loops have ~1900 bounds but only a few dozen distinct constants, and each read crosses
    into the bindings five times (~8 ms of GPT-2's compile, issue 11). Kept for one
    `select`: it holds MLIR values. (The loops `select` makes and erases meanwhile bring new
    values, never new constants: an entry cannot go stale.)"""

    def __init__(self):
        self._constants: dict = {}

    def constant(self, value) -> int | None:
        try:
            return self._constants[value]
        except KeyError:
            found = self._constants[value] = _constant_index(value)
            return found

    def trip(self, lower, upper, step) -> int:
        return _trip(lower, upper, step, self.constant)

    def loop(self, op) -> int:
        name = op.name
        if name == "scf.parallel":
            total = 1
            for lo, hi, st in zip(*parallel_operands(op)[:3]):
                total *= self.trip(lo, hi, st)
            return total
        if name == "scf.for":  # (lower bound, upper bound, step, then the initial values)
            operands = op.operands
            return self.trip(operands[0], operands[1], operands[2])
        if name == "scf.while":
            return _UNKNOWN_TRIP
        return 1


def _elements(op) -> int:
    """Elements a plain op works on: 1, or the size of its largest vector (the register tiles
    of transposes and contractions do a vector of work an op; a store's vector is an
    operand)."""
    sizes = [math.prod(v.type.shape) for v in (*op.results, *op.operands)
             if isinstance(v.type, uir.VectorType)]
    return max([1, *sizes])


def _cost(op) -> int:
    """Work units of one plain op (see WORK_PER_NS). A `memref.copy` (a memcpy: the chunks of
    strided_copies.py) loads and stores each of its elements, as a copy loop's vectors do."""
    if op.name == "memref.copy":
        t = op.operands[0].type
        if isinstance(t, uir.MemRefType) and t.has_static_shape:
            return 2 * MEMORY_WEIGHT * math.prod(t.shape)
        return 2 * MEMORY_WEIGHT * _UNKNOWN_TRIP
    return _elements(op) * (MEMORY_WEIGHT if op.name in _MEMORY_OPS else 1)


def _work(op, known: dict, trips: _Trips, need=math.inf) -> int:
    """Work units of the op (a plain op: `_cost`; a loop: its trip count times its body's),
    or, once the count reaches `need`, some number at least `need` (the caller only compares
    it with `need`). `known` holds what was computed exactly for the loops already seen: an
    inner `scf.parallel` is asked again when its outer loop was not kept.

    The count stops at `need` because reading an op's cost crosses into the bindings for each
    operand and result type (~7 us an op): a large nest's body reaches the threshold after a
    few of its ops, its outer trip counts multiplying them (GPT-2: 2714 op costs read before,
    issue 11)."""
    found = known.get(op)
    if found is not None:
        return found
    trip = trips.loop(op)
    budget = -(-need // trip) if trip > 0 and need != math.inf else math.inf  # of the body
    inner = 0
    if len(op.regions):  # (iterating an op's regions costs ~3 us even when it has none)
        for region in op.regions:
            for block in region.blocks:
                for child in block_operations(block):
                    inner += _work(child, known, trips, budget - inner)
                    if inner >= budget:
                        return trip * inner  # (not exact: not kept in `known`)
    found = trip * (inner if inner else _cost(op))
    if op.name == "scf.parallel":
        known[op] = found
    return found


_SEQUENTIAL = "shlo.sequential"
_TO_SEQUENTIAL_SCRIPT = "\n".join([
    "module attributes {transform.with_named_sequence} {",
    "  transform.named_sequence @__transform_main(%root: !transform.any_op "
    "{transform.readonly}) {",
    '    %loops = transform.structured.match ops{["scf.parallel"]} '
    f"attributes{{{_SEQUENTIAL}}} in %root : (!transform.any_op) -> !transform.any_op",
    "    transform.foreach %loops : !transform.any_op {",
    "    ^bb0(%l: !transform.any_op):",
    "    %n = transform.loop.parallel_for_to_nested_fors %l"
    " : (!transform.any_op) -> !transform.any_op",
    "    }",
    "    transform.yield",
    "  }",
    "}",
])


def _all_to_sequential(module, loops: list) -> None:
    """Replace each `scf.parallel` of `loops` (no reductions) by nested `scf.for`s with the
    same body, and empty the list (the loops are gone).

    Upstream's `transform.loop.parallel_for_to_nested_fors` does it, for all of them in one
    run of the transform interpreter. The same rewrite in Python (building each `scf.for`,
    moving every op of the body, replacing the induction variables) cost ~10 ms of a
    transformer's compile (~60 loops, issue 11); the LLVM dialect of 27 zoo programs is the
    same text either way."""
    if not loops:
        return
    for op in loops:
        op.attributes[_SEQUENTIAL] = uir.UnitAttr.get(module.context)
    del loops[:]
    script = uir.Module.parse(_TO_SEQUENTIAL_SCRIPT, module.context)
    try:
        interpreter.apply_named_sequence(module.operation, script.body.operations[0],
                                         script.operation)
    except (uir.MLIRError, ValueError, RuntimeError) as e:
        raise CompileError(f"internal error: parallel loops made sequential: {e}") from None


def _inside(op, ancestors: list) -> bool:
    parent = op.parent
    while parent is not None and parent.name != "func.func":
        if any(parent == a for a in ancestors):
            return True
        parent = parent.parent
    return False


def select(module, enabled: bool = True, loops: list | None = None) -> list:
    """Keep the parallel loops worth a thread pool (none unless `enabled`), make every other
    `scf.parallel` sequential; returns the ops whose regions hold the loops kept (each once;
    empty when none was kept: see `inline_alloca_scopes`). `loops`: every `scf.parallel` of
    the module, parents before children, when the caller has them (else a walk)."""
    kept, sequential, known, trips = [], [], {}, _Trips()
    if loops is None:
        loops = ops_named(module, "scf.parallel", uir.WalkOrder.PRE_ORDER)
    for op in loops:
        if (enabled and not parallel_operands(op)[3] and not _inside(op, kept)
                and trips.loop(op) >= 2
                and _work(op, known, trips, MIN_PARALLEL_WORK) >= MIN_PARALLEL_WORK):
            kept.append(op)
        else:
            sequential.append(op)
    loops = None  # (the list holds the loops erased below)
    _all_to_sequential(module, sequential)
    holders = []
    for op in kept:
        holder = op.parent.operation
        if not any(holder == h for h in holders):
            holders.append(holder)
    for op in kept:  # the threads split outer dimensions; inner ones stay vectorizable loops
        parallel_split.keep_outer_dimensions(
            op, [trips.trip(*b) for b in zip(*parallel_operands(op)[:3])], trips.loop)
    return holders


def inline_alloca_scopes(module, holders: list | None = None) -> None:
    """`convert-scf-to-openmp` wraps each parallel body in a `memref.alloca_scope`, which must
    keep one block until the memref lowering, but the bodies' own `scf` ops become blocks
    (convert-scf-to-cf) before that: splice the scopes' bodies into their parents instead.
    The allocations such a scope would bound are at function entry by then, not in loops.

    `holders`: the ops that held the parallel loops (`select`), else the whole module is
    searched. The pass put each loop's `omp.parallel` where the loop was and the scope
    at the top of its loop body, inside two ops: searching only there, and not inside the
    scope, visits a few ops a region instead of every op of the module at its largest
    (~4-5 ms of a transformer's compile; issue 11)."""
    for op in _alloca_scopes(module, holders):
        if len(op.results):
            continue
        # (plain ops, not OpViews: an OpView of the body's first `affine.apply` imported
        # `mlir.dialects.affine`, 1.6 ms of the first compile in a process; issue 11)
        for inner in block_operations(op.regions[0].blocks[0]):
            if inner.name == "memref.alloca_scope.return":
                continue
            inner.move_before(op)
        op.erase()


def _alloca_scopes(module, holders: list | None) -> list:
    """The `memref.alloca_scope` ops of the module, or of the `omp.parallel` regions of the
    blocks of `holders` (the scopes of one region never nest: no parallel loop held
    another)."""
    if holders is None:
        return ops_named(module, "memref.alloca_scope")
    found = []
    advance, skip = uir.WalkResult.ADVANCE, uir.WalkResult.SKIP

    def visit(op):
        if op.name == "memref.alloca_scope":
            found.append(op)
            return skip
        return advance

    for holder in holders:
        for region in holder.regions:
            for block in region.blocks:
                for op in block_operations(block):
                    if op.name == "omp.parallel":
                        op.walk(visit, uir.WalkOrder.PRE_ORDER)
    return found
