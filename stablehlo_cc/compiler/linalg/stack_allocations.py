"""Stack allocations only at function entry, and only small ones.

A thread's stack may be as small as 256 KiB. `memref.alloca` inside a loop body belongs to
the loop's allocation scope (`scf.for` is one), but lowering `scf` to `cf` drops that scope
without a stacksave/stackrestore, so each iteration would take new stack and never give it
back: the stack then grows with the trip count. So, before that lowering, every static
`memref.alloca` of at most `MAX_STACK_BYTES` moves to the start of its function (one buffer
reused by every iteration: an alloca's contents are undefined on entry to its scope, so
reuse is a valid refinement in sequential loops), up to `MAX_FUNCTION_STACK_BYTES` a
function, and every other one (large, beyond that budget, with dynamic sizes, or inside a
parallel region, whose threads must not share one buffer) becomes a heap buffer freed at the
end of the block that allocated it.

`backend.check_stack_allocations` verifies the result on the final LLVM IR.
"""

from __future__ import annotations

import math

import mlir.ir as uir
from mlir.dialects import memref

from ...errors import CompileError
from ..walk import ops_named

# Largest temporary kept on the stack (register blocks of vector code are at most a few KiB),
# and the most a function keeps on the stack in all.
MAX_STACK_BYTES = 16 * 1024
MAX_FUNCTION_STACK_BYTES = 64 * 1024
# Ops through which a buffer could leave the block that allocated it.
_TERMINATORS = {"scf.yield", "scf.condition", "func.return", "cf.br", "cf.cond_br",
                "memref.alloca_scope.return"}


def _element_bytes(t) -> int | None:
    if isinstance(t, uir.VectorType):
        inner = _element_bytes(t.element_type)
        return None if inner is None else inner * math.prod(t.shape)
    width = getattr(t, "width", None)
    if width is None and isinstance(t, uir.ComplexType):
        inner = _element_bytes(t.element_type)
        return None if inner is None else 2 * inner
    if width is None:
        return None
    return max(1, (width + 7) // 8)


def _static_bytes(t) -> int | None:
    """Bytes of a memref type with a static shape, or None."""
    if not t.has_static_shape:
        return None
    element = _element_bytes(t.element_type)
    return None if element is None else element * math.prod(t.shape)


def _enclosing_function(op):
    parent = op.parent
    while parent is not None and parent.operation.name not in ("func.func", "llvm.func"):
        parent = parent.operation.parent
    return None if parent is None else parent.operation


def _move_to_entry(alloca, func) -> None:
    entry = func.regions[0].blocks[0]
    first = entry.operations[0]
    if first != alloca:
        alloca.move_before(first)


def _to_heap(alloca) -> None:
    """Replace an alloca by malloc'ed memory freed before its block's terminator."""
    op = alloca.operation
    block = op.block
    for use in op.results[0].uses:
        if use.owner.name in _TERMINATORS:
            raise CompileError("internal error: a stack buffer escapes its block "
                               f"({op.name} {op.results[0].type})")
    with uir.InsertionPoint(op), op.location:
        alignment = op.attributes["alignment"] if "alignment" in op.attributes else None
        heap = memref.AllocOp(op.results[0].type, list(op.operands), [],
                              alignment=alignment)
    op.results[0].replace_all_uses_with(heap.result)
    terminator = block.operations[len(block.operations) - 1]
    with uir.InsertionPoint(terminator), op.location:
        memref.DeallocOp(heap.result)
    op.erase()


def _in_parallel_region(op) -> bool:
    parent = op.parent
    while parent is not None and parent.operation.name not in ("func.func", "llvm.func"):
        if parent.operation.name.startswith("omp."):
            return True
        parent = parent.operation.parent
    return False


def place_stack_allocations(module, allocas: list | None = None) -> int:
    """Move small static allocas to function entry, turn the rest into heap buffers.
    Returns how many allocas were moved or replaced. `allocas`: the module's
    `memref.alloca` ops in `ops_named`'s order, if the caller has them (it moves and
    replaces allocas only: a walk that also collects other ops serves both)."""
    changed = 0
    used = {}  # stack bytes kept, by function
    for alloca in ops_named(module, ("memref.alloca",)) if allocas is None else allocas:
        op = alloca.operation
        func = _enclosing_function(op)
        size = _static_bytes(op.results[0].type)
        key = None if func is None else str(func.attributes["sym_name"])
        # (a parallel region's threads would share a buffer at function entry: heap there)
        if size is not None and size <= MAX_STACK_BYTES and not op.operands and \
                used.get(key, 0) + size <= MAX_FUNCTION_STACK_BYTES and \
                not _in_parallel_region(op):
            used[key] = used.get(key, 0) + size
            if func is None:
                continue
            if op.block != func.regions[0].blocks[0]:
                _move_to_entry(op, func)
                changed += 1
        else:
            _to_heap(alloca)
            changed += 1
    return changed
