"""Temporaries that live for one iteration of a loop: stack buffers, not malloc/free each time.

After bufferization, the body of a `while` loop (a 1000-step RNN, say) allocates its small
temporaries (matmul accumulators, intermediate results) with `memref.alloc` and frees them
with `memref.dealloc` before the iteration ends: a malloc/free pair per temporary per
iteration. MLIR's `promote-buffers-to-stack` leaves allocations inside loops alone (an
`alloca` in a loop body takes fresh stack every iteration once lowered to branches). Here, a
static allocation of at most `stack_allocations.MAX_STACK_BYTES` inside a loop whose buffer
(and every view of it) is used only within the block that allocates it, is freed there by one
`memref.dealloc`, and never reaches a terminator, a call or the deallocation machinery
(`extract_strided_metadata`), becomes a `memref.alloca`, and its dealloc goes.
`stack_allocations.place_stack_allocations` later moves such allocas to the function's entry
(one buffer reused by every iteration: the contents of a fresh buffer are undefined anyway)
within its stack budget, or back to the heap inside parallel regions and beyond the budget.

Buffers carried from one iteration to the next (the loop's state) rotate through the loop's
arguments and stay on the heap.
"""

from __future__ import annotations

import mlir.ir as uir

from ..walk import ops_named
from .stack_allocations import MAX_STACK_BYTES, _static_bytes

_LOOPS = {"scf.for", "scf.while", "scf.forall", "scf.parallel"}
# Views: their results alias the buffer they take.
_VIEWS = {"memref.expand_shape", "memref.collapse_shape", "memref.subview",
          "memref.reinterpret_cast", "memref.cast", "memref.view", "memref.transpose"}
# Uses through which a buffer could outlive its block or be freed elsewhere.
_ESCAPES = {"scf.yield", "scf.condition", "func.return", "func.call", "cf.br", "cf.cond_br",
            "memref.extract_strided_metadata", "memref.alloca_scope.return",
            "bufferization.to_tensor", "memref.extract_aligned_pointer_as_index"}


def _in_loop(op) -> bool:
    parent = op.parent
    while parent is not None:
        name = parent.operation.name
        if name in _LOOPS:
            return True
        if name in ("func.func", "llvm.func"):
            return False
        parent = parent.operation.parent
    return False


def _inside(op, block) -> bool:
    """Whether `op` is in `block` or nested in an op of it."""
    while op is not None:
        if op.block == block:
            return True
        parent = op.parent
        op = None if parent is None else parent.operation
    return False


def _single_block_dealloc(alloc):
    """The one `memref.dealloc` of `alloc` in its own block, if the buffer stays there."""
    block = alloc.block
    dealloc = None
    pending = [alloc.results[0]]
    while pending:
        value = pending.pop()
        for use in value.uses:
            owner = use.owner.operation if hasattr(use.owner, "operation") else use.owner
            name = owner.name
            if name in _ESCAPES or not _inside(owner, block):
                return None
            if name == "memref.dealloc":
                if dealloc is not None or value != alloc.results[0] or owner.block != block:
                    return None
                dealloc = owner
            elif name in _VIEWS:
                pending.extend(owner.results)
            elif any(isinstance(r.type, uir.MemRefType) for r in owner.results):
                return None  # another op returning a buffer: it may alias this one
    return dealloc


def loop_temporaries_to_stack(module) -> int:
    """Turn the per-iteration temporaries of loops into allocas; returns how many."""
    changed = 0
    for alloc in ops_named(module, ("memref.alloc",), in_linalg_bodies=False):
        op = alloc.operation
        result_type = uir.MemRefType(op.results[0].type)
        size = _static_bytes(result_type)
        if size is None or size > MAX_STACK_BYTES or list(op.operands) or not _in_loop(op):
            continue
        dealloc = _single_block_dealloc(op)
        if dealloc is None:
            continue
        with uir.InsertionPoint(op), op.location:
            attrs = {"operandSegmentSizes": uir.DenseI32ArrayAttr.get([0, 0])}
            if "alignment" in op.attributes:
                attrs["alignment"] = op.attributes["alignment"]
            stack = uir.Operation.create("memref.alloca", results=[result_type], operands=[],
                                         attributes=attrs)
        op.results[0].replace_all_uses_with(stack.results[0])
        dealloc.erase()
        op.erase()
        changed += 1
    return changed
