"""Collecting the ops of a module by name, for either MLIR binding (jaxlib's or upstream's).

Rewrites first collect their targets and then change them (changing ops during a walk is
unsafe), so nearly every pass starts with this walk.
"""

from __future__ import annotations

import sys


def ops_named(root, names, order=None) -> list:
    """Every op under `root` (a module or op) whose name is in `names`, children before
    parents unless `order` (the binding's `WalkOrder`) says otherwise."""
    operation = root.operation
    binding = sys.modules[type(operation).__module__]  # the `ir` module `root` belongs to
    names = {names} if isinstance(names, str) else set(names)
    found = []

    def visit(op):
        if op.name in names:
            found.append(op.operation if hasattr(op, "operation") else op)
        return binding.WalkResult.ADVANCE

    if order is None:
        operation.walk(visit)
    else:
        operation.walk(visit, order)
    return found
