"""Ops that carry no computation: tuples, tokens and `optimization_barrier`.

A `get_tuple_element` of a `stablehlo.tuple` is the element itself; tuples that pass through
control flow are flattened by the control-flow rules (see `_structure`). Tokens only order
side effects, which compiled code performs in program order anyway, so `after_all` loses its
operands (a token made of nothing) and every token op left without users is erased by
canonicalization. `optimization_barrier` only constrains scheduling: as the identity it
never changes a result.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ..registry import lowering
from ._structure import fold_tuple_uses


def _tuple_op(value: ir.Value):
    owner = value.owner
    owner = owner.operation if hasattr(owner, "operation") else owner
    if isinstance(owner, ir.Operation) and owner.name == "stablehlo.tuple":
        return owner
    return None


def _erase_if_dead(tuple_op) -> None:
    """Erase an unused tuple, then the tuples it was made of that nothing else uses. Ops that
    define a value the driver visits later come before it, so they were visited already."""
    if tuple_op is None or len(list(tuple_op.results[0].uses)):
        return
    parts = [_tuple_op(v) for v in tuple_op.operands]
    tuple_op.erase()
    for part in parts:
        _erase_if_dead(part)


@lowering("stablehlo.tuple")
def lower_tuple(op: ir.Operation) -> None:
    """Fold the `get_tuple_element`s of this tuple; erase it once nothing uses it."""
    fold_tuple_uses(op.result)
    _erase_if_dead(op)


@lowering("stablehlo.get_tuple_element")
def lower_get_tuple_element(op: ir.Operation) -> None:
    """Folded from the tuple's side (`lower_tuple`, or the rules that rebuild tuples); one
    whose tuple comes from elsewhere stays and is reported if it survives. Dead ones are
    erased with the tuples only they used (a tuple holding tokens must not outlive them)."""
    source = _tuple_op(op.operands[0])
    if source is not None:
        fold_tuple_uses(op.operands[0])
    if not len(list(op.result.uses)):
        op.erase()
        _erase_if_dead(source)


@lowering("stablehlo.optimization_barrier")
def lower_optimization_barrier(op: ir.Operation) -> None:
    for result, operand in zip(op.results, op.operands):
        result.replace_all_uses_with(operand)
    op.erase()


@lowering("stablehlo.after_all", "stablehlo.create_token")
def lower_token(op: ir.Operation) -> None:
    """A token made of nothing: cut the dependency on the input tokens."""
    if len(op.operands) == 0 and op.name == "stablehlo.after_all":
        return
    with op.location:
        token = ir.Operation.create("stablehlo.after_all", results=[op.results[0].type],
                                    operands=[], ip=ir.InsertionPoint(op))
    op.results[0].replace_all_uses_with(token.result)
    op.erase()
