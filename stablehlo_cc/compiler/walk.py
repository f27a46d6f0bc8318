"""Collecting the ops of a module by name, for either MLIR binding (jaxlib's or upstream's).

Rewrites first collect their targets and then change them (changing ops during a walk is
unsafe), so nearly every pass starts with this walk.

Cost of the bindings, per op, measured on a GPT-2 module (issue 11): a walk's visit ~1 us;
`op.name` 0.2 us; `len(op.regions)` 0.2 us, but iterating `op.regions` ~3 us even when the
op has none (the sequence protocol ends with an IndexError); `list(op.operands)` ~2 us. So a
walk that visits every op tests `len(op.regions)` before it iterates them.
"""

from __future__ import annotations

import sys


# Ops of a linalg op's body (its scalar computation) are never structured linalg ops.
_LINALG_BODY_OPS = ("linalg.yield", "linalg.index")


def defining_op(value):
    """The operation that defines `value` (an `Operation`), or None for a block argument."""
    return getattr(value.owner, "operation", None)  # (a Block has no `operation`)


def ops_named(root, names, order=None, in_linalg_bodies: bool = True) -> list:
    """Every op under `root` (a module or op) whose name is in `names`, children before
    parents unless `order` (the binding's `WalkOrder`) says otherwise.

    A search for structured linalg ops only (the most common one) does not enter the bodies
    of linalg ops, about half the ops of a linalg-level module (each op the walk visits
    costs a call into Python, ~1 us): such ops never nest, so visiting parents first finds
    them in the same order (issue 11). Nor does a search with `in_linalg_bodies=False`, for
    ops that are never in such a body and never in each other: a body is the computation
    of one element, whose ops read an element of a tensor or buffer at most, so an op that
    makes or takes a whole one (an allocation, a copy, a pad, a call on tensors) is not
    there (Whisper, thread CPU: calls_to's two walks 2.8 -> 2.2 ms, those for allocations
    and copies 1.7 -> 1.2 ms each, for pads 0.8 -> 0.4; issue 11)."""
    operation = root.operation
    binding = sys.modules[type(operation).__module__]  # the `ir` module `root` belongs to
    names = {names} if isinstance(names, str) else set(names)
    found = []
    # (the walk hands each visit a plain `Operation` in both bindings, kept as it is; the
    # visits use local names only: each global or attribute lookup is paid once per op)
    keep = found.append
    advance = binding.WalkResult.ADVANCE
    if order is None and (not in_linalg_bodies or all(
            n.startswith("linalg.") and n not in _LINALG_BODY_OPS for n in names)):
        skip = binding.WalkResult.SKIP

        def visit_structured(op):
            name = op.name
            if name in names:
                keep(op)
                return skip
            return skip if name.startswith("linalg.") else advance

        operation.walk(visit_structured, binding.WalkOrder.PRE_ORDER)
        return found

    def visit(op):
        if op.name in names:
            keep(op)
        return advance

    if order is None:
        operation.walk(visit)
    else:
        operation.walk(visit, order)
    return found


def has_op_named(root, names, not_in=()) -> bool:
    """Whether some op under `root` has a name in `names` (none of them an op of a linalg
    op's body: those bodies, scalar code, are not entered; nor the bodies of the ops named
    in `not_in`). Stops at the first found."""
    operation = root.operation
    binding = sys.modules[type(operation).__module__]
    names = {names} if isinstance(names, str) else set(names)
    not_in = set(not_in)
    advance, skip, interrupt = (binding.WalkResult.ADVANCE, binding.WalkResult.SKIP,
                                binding.WalkResult.INTERRUPT)
    found = []

    def visit(op):
        name = op.name
        if name in names:
            found.append(op)
            return interrupt
        return skip if name.startswith("linalg.") or name in not_in else advance

    operation.walk(visit, binding.WalkOrder.PRE_ORDER)
    return bool(found)


def block_operations(block) -> list:
    """The ops of `block`, in order, as plain `Operation`s. Iterating `block.operations`
    makes an OpView of each op, and the first op of a dialect makes that OpView import the
    dialect's Python module: a loop nest's `llvm.*` ops cost a compile ~40 ms importing
    `mlir.dialects.llvm`, which nothing else needs. A walk of the block's owner that does not
    descend (`SKIP`) yields plain ops at the same cost per op."""
    owner = block.owner.operation
    binding = sys.modules[type(owner).__module__]
    found = []
    # The walk visits the owner first, then the ops of each of its blocks: an owner with one
    # block (a loop, a function) needs no test of each op's block (two calls an op).
    regions = owner.regions
    only_block = len(regions) == 1 and len(regions[0].blocks) == 1
    advance, skip = binding.WalkResult.ADVANCE, binding.WalkResult.SKIP
    started = []

    def visit(op):
        if not started:  # the owner
            started.append(op)
            return advance
        if only_block or op.block == block:
            found.append(op)
        return skip

    owner.walk(visit, binding.WalkOrder.PRE_ORDER)
    return found


def _symbol(op) -> str:
    return str(op.attributes["sym_name"]).strip('"')


def external_functions(module, prefixes) -> dict:
    """Name -> op of each bodiless `func.func` of `module` whose name starts with one of
    `prefixes` (a string or a tuple): the functions compiled code calls out to."""
    found = {}
    for op in module.body.operations:
        op = op.operation
        if op.name == "func.func" and len(op.regions[0].blocks) == 0 and \
                _symbol(op).startswith(prefixes):
            found[_symbol(op)] = op
    return found


def calls_to(root, names, in_linalg_bodies: bool = True) -> list:
    """Every `func.call` under `root` whose callee is in `names` (`in_linalg_bodies=False`:
    see `ops_named`; for calls on tensors or buffers)."""
    names = set(names)
    return [op for op in ops_named(root, "func.call", in_linalg_bodies=in_linalg_bodies)
            if str(op.attributes["callee"]).lstrip("@").strip('"') in names]


def is_nested_in(op, ancestor) -> bool:
    """Whether `op` lies (at any depth) in a region of `ancestor`. The walk up stops at the
    enclosing function: a function's ops are never nested in another function's."""
    ancestor = getattr(ancestor, "operation", ancestor)
    parent = op.parent
    while parent is not None:
        parent = getattr(parent, "operation", parent)
        if parent == ancestor:
            return True
        if parent.name == "func.func":
            return False
        parent = parent.parent
    return False


def in_loop_body(op, loops=("scf.while", "scf.for")) -> bool:
    """Whether `op` is in the body of one of `loops` (by default a loop of the program, as
    a recurrent model's steps are) inside its function: its operands may be read again every
    iteration."""
    parent = op.operation.parent
    while parent is not None and parent.name != "func.func":
        if parent.name in loops:
            return True
        parent = parent.parent
    return False
