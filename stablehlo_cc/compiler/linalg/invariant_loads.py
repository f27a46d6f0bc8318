"""Loop-invariant loads move out of their loops, where no store of the loop can change them.

A gather's loop nest loads the row index once per element of the row (`table[idx[i], j]` in
the loop over j), and so does every broadcast operand of an elementwise loop. LLVM cannot
hoist those loads itself once a loop runs on the thread pool: the outlined body gets its
buffers through one pointer to a struct, so every store might alias every load, and the
loop is left scalar. Here we know more: buffers that are distinct function arguments
(`noalias` under our calling convention) or distinct allocations never overlap. A
`memref.load` at the top level of an `scf.for` body (so it runs on every iteration) whose
indices are defined outside the loop, from a buffer that no write in the loop touches,
moves in front of the loop. Loops with constant bounds and at least one iteration only, so
that the hoisted load never runs where the loop would not have; loops holding anything
whose memory effects are not known here are left alone.
"""

from __future__ import annotations

import mlir.ir as uir

from ..walk import block_operations, ops_named

# Ops that read memory at most (or compute): they never stop a load from moving.
_HARMLESS_PREFIXES = ("arith.", "math.", "index.", "complex.", "ub.")
_HARMLESS = {"scf.for", "scf.if", "scf.yield", "scf.while", "scf.condition", "scf.parallel",
             "scf.reduce", "scf.reduce.return", "scf.index_switch", "memref.load",
             "memref.subview", "memref.cast", "memref.reinterpret_cast",
             "memref.collapse_shape", "memref.expand_shape", "memref.dim", "memref.alloca",
             "memref.transpose", "memref.extract_strided_metadata", "affine.apply",
             "vector.transfer_read", "vector.load", "vector.broadcast", "vector.splat",
             "vector.extract", "vector.insert", "vector.shuffle", "vector.transpose",
             "vector.fma", "vector.contract", "vector.outerproduct", "vector.reduction",
             "vector.extractelement", "vector.insertelement", "vector.shape_cast"}
# Writes, and the operand that names the buffer written.
_WRITES = {"memref.store": 1, "vector.store": 1, "vector.transfer_write": 1,
           "vector.maskedstore": 0, "memref.atomic_rmw": 1}
_VIEWS = {"memref.subview", "memref.cast", "memref.reinterpret_cast", "memref.collapse_shape",
          "memref.expand_shape", "memref.transpose"}
_ALLOCATIONS = {"memref.alloc", "memref.alloca", "memref.get_global"}


def _operation(owner):
    return owner.operation if hasattr(owner, "operation") else owner


def _base(value):
    """The buffer a memref value views: a function argument or an allocation; None when
    that cannot be told."""
    while True:
        owner = value.owner
        if isinstance(owner, uir.Block):
            parent = owner.owner
            return value if parent is not None and \
                _operation(parent).name == "func.func" else None
        op = _operation(owner)
        if op.name in _VIEWS:
            value = op.operands[0]
            continue
        return value if op.name in _ALLOCATIONS else None


def _inside(value, loop) -> bool:
    owner = value.owner
    op = _operation(owner.owner if isinstance(owner, uir.Block) else owner)
    while op is not None:
        if op == loop:
            return True
        if op.name == "func.func":
            return False
        op = op.parent
        op = None if op is None else _operation(op)
    return False


def _constant(value) -> int | None:
    owner = value.owner
    if isinstance(owner, uir.Block):
        return None
    op = _operation(owner)
    if op.name == "arith.constant" and isinstance(op.attributes["value"], uir.IntegerAttr):
        return uir.IntegerAttr(op.attributes["value"]).value
    return None


def _runs_at_least_once(loop) -> bool:
    operands = loop.operands  # (lower bound, upper bound, step, then the initial values)
    lo, hi, st = (_constant(operands[i]) for i in range(3))
    return lo is not None and hi is not None and st is not None and st > 0 and lo < hi


def _written_buffers(body_ops: list, inner) -> list | None:
    """Every buffer a write among `body_ops` (a loop body's ops) and the ops nested in them
    may touch; None when an op's effects are unknown. `inner(loop)`: what this finds for an
    inner `scf.for` (once for each, see _Writes), False for a loop it does not know (whose
    body is walked then)."""
    written, unknown = [], []

    def visit(op):
        name = op.name
        if name in _WRITES:
            base = _base(op.operands[_WRITES[name]])
            if base is None:
                unknown.append(op)
                return uir.WalkResult.INTERRUPT
            written.append(base)
        elif not (name in _HARMLESS or name.startswith(_HARMLESS_PREFIXES)):
            unknown.append(op)
            return uir.WalkResult.INTERRUPT
        return uir.WalkResult.ADVANCE

    for op in body_ops:
        if op.name == "scf.for":
            found = inner(op)
            if found is None:
                return None
            if found is not False:
                written += found
                continue
        if len(op.regions):
            op.walk(visit)
        else:  # (what a walk of it would do, without the walk's setup)
            visit(op)
        if unknown:
            return None
    return written


class _Writes:
    """The buffers each `scf.for` writes (None: unknown), found when a loop with loads to
    hoist asks, from the body the loop had when the hoisting reached it (the loads moved
    out of it since are no writes); an outer loop takes those of its inner loops from here
    instead of walking their bodies again (walking each loop's whole nest made this
    quadratic in the nesting depth). Loops without a candidate load, and no outer loop with
    one, are never walked (on GPT-2, 111 of 564 loops have a candidate; issue 11)."""

    def __init__(self):
        self.bodies: dict = {}  # scf.for -> its body's ops
        self._found: dict = {}

    def of(self, loop):
        """The buffers `loop` writes; False for a loop not seen."""
        if loop not in self.bodies:
            return False
        if loop not in self._found:
            self._found[loop] = _written_buffers(self.bodies[loop], self.of)
        return self._found[loop]


def hoist_invariant_loads(module) -> int:
    """Move loop-invariant loads out of `scf.for` loops (innermost first); returns how
    many."""
    moved = 0
    writes = _Writes()
    for loop in ops_named(module, "scf.for"):  # children first: inner loops before outer
        body_ops = writes.bodies[loop] = block_operations(loop.regions[0].blocks[0])
        candidates = [op for op in body_ops if op.name == "memref.load"]
        if not candidates or not _runs_at_least_once(loop):
            continue
        written = writes.of(loop)
        if written is None:
            continue
        for load in candidates:
            if any(_inside(v, loop) for v in load.operands):
                continue
            base = _base(load.operands[0])
            if base is None or any(base == w for w in written):
                continue
            load.move_before(loop)
            moved += 1
    return moved
