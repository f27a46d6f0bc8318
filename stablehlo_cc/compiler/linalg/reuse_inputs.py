"""Elementwise ops write into their own input when nothing else reads it (before bufferization).

`stablehlo-legalize-to-linalg` gives every elementwise `linalg.generic` a fresh
`tensor.empty` as its output, so bufferization allocates a new buffer for each of them; in a
loop that is an allocation (and, for a carried value, a copy) every iteration. When an input
has the output's type and indexing map, is read by nothing after it (`_read_last_here`), and
is a buffer we may
overwrite (`_fresh`), and the payload never reads the output's old value, the
op's output may be that input instead: each element is read before it is written, at the
same position. One-shot bufferization then updates the buffer in place; it still checks
for conflicts, so this only removes allocations, it cannot change a result.
"""

from __future__ import annotations

import mlir.ir as uir

from .affine_facts import iterator_kinds


def _generics(module) -> list:
    found = []

    def visit(op):
        op = op.operation if hasattr(op, "operation") else op
        if op.name == "linalg.generic":
            found.append(op)
        return uir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return found


def _fresh(value) -> bool:
    """A value whose buffer this function may overwrite: a loop-carried value or the result
    of a linalg op (not a function argument, a constant, or a view of either, whose writes
    bufferization would have to turn into a copy, which costs more than a new buffer)."""
    if isinstance(value, uir.BlockArgument):
        parent = value.owner.owner
        parent = parent.operation if hasattr(parent, "operation") else parent
        return parent.name in ("scf.while", "scf.for")
    owner = value.owner
    owner = owner.operation if hasattr(owner, "operation") else owner
    # (or the fresh result buffer of a native kernel's call, native_call_buffers.py: a
    # packed product's, which a GELU or a softmax's scaling then updates in place)
    return owner.name.startswith("linalg.") or (
        owner.name == "bufferization.to_tensor" and "writable" in owner.attributes and
        getattr(owner.operands[0].owner, "name", None) == "memref.alloc")


def _defined_by(value, name: str) -> bool:
    owner = value.owner
    owner = owner.operation if hasattr(owner, "operation") else owner
    return isinstance(owner, uir.Operation) and owner.name == name


def _read_last_here(value, op) -> bool:
    """Whether `op` is the last reader of `value`: its only user, or every other user a
    linalg op earlier in the same block (a softmax's max over the scores, read before the
    exp that may then overwrite them), or a reshape of it read only so (its row sums)."""
    for use in value.uses:
        user = use.owner
        user = user.operation if hasattr(user, "operation") else user
        if user == op:
            continue
        if user.name in ("tensor.expand_shape", "tensor.collapse_shape"):
            if not _read_last_here(user.results[0], op) or \
                    any(u.owner == op for u in user.results[0].uses):
                return False
            continue
        if not user.name.startswith("linalg.") or user.block != op.block or \
                not user.is_before_in_block(op) or \
                "operandSegmentSizes" not in user.attributes or use.operand_number >= \
                list(uir.DenseI32ArrayAttr(user.attributes["operandSegmentSizes"]))[0]:
            return False  # (an earlier op writing into it: its result shares the buffer)
    return True


def _reuse_input(op) -> None:
    segments = list(uir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))
    n_in, n_out = segments[0], segments[1]
    if n_out != 1 or "reduction" in iterator_kinds(op):  # (kinds: parallel, reduction)
        return
    out = op.operands[n_in]
    if not _defined_by(out, "tensor.empty"):
        return
    payload = op.regions[0].blocks[0]
    if len(list(payload.arguments[n_in].uses)) > 0:
        return
    maps = list(op.attributes["indexing_maps"])
    for i in range(n_in):
        candidate = op.operands[i]
        # (attributes are uniqued: equal maps are one attribute, no need to print them)
        if candidate.type != out.type or maps[i] != maps[n_in]:
            continue
        if not _read_last_here(candidate, op) or not _fresh(candidate):
            continue
        op.operands[n_in] = candidate
        return


def reuse_inputs_as_outputs(module) -> None:
    for op in _generics(module):
        _reuse_input(op)
