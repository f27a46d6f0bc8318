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


@lowering("stablehlo.tuple")
def lower_tuple(op: ir.Operation) -> None:
    """Fold the `get_tuple_element`s of this tuple; the tuple dies when nothing else uses it."""
    fold_tuple_uses(op.result)


@lowering("stablehlo.get_tuple_element")
def lower_get_tuple_element(op: ir.Operation) -> None:
    """Handled from the tuple's side (`lower_tuple`, or control flow that rebuilds tuples);
    one whose tuple comes from elsewhere stays and is reported if it survives."""
    source = op.operands[0].owner
    source = source.operation if hasattr(source, "operation") else source
    if isinstance(source, ir.Operation) and source.name == "stablehlo.tuple":
        fold_tuple_uses(op.operands[0])


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
