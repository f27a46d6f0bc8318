"""`einsum` and `unary_einsum` (deprecated ops, still in the dialect) as dot_general, reduce
and transpose, for every element type: the official lowering handles floats only and leaves
unary_einsum alone.

`"ab,bc->ac"`: labels in both operands and the output are batch dimensions, in both operands
only contracted, in one operand only (and the output) free; a label in one operand only and
not in the output is summed first. dot_general's result (batch, lhs free, rhs free) is then
transposed into the output's order. Repeated labels in one operand (diagonals) and `...`
are not supported yet.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ..registry import lowering
from . import _helpers as h
from ._text import Value, Writer, tensor_type


def _config(op: ir.Operation) -> str:
    return ir.StringAttr(op.attributes["einsum_config"]).value.replace(" ", "")


def _labels(spec: str) -> list[str]:
    if "." in spec:
        raise NotImplementedError("an ellipsis (...) in einsum_config")
    if len(set(spec)) != len(spec):
        raise NotImplementedError(f"a repeated label in {spec!r} (a diagonal)")
    return list(spec)


def _zero(w: Writer, elem: str) -> Value:
    if elem.startswith("complex"):
        part = elem[len("complex<"):-1]
        z = w.constant(0.0, part)
        return w.emit(f"stablehlo.complex {z}, {z} : {tensor_type((), elem)}", (), elem)
    return w.constant(0, elem) if not elem.startswith(("f", "bf")) else w.constant(0.0, elem)


def _sum_out(w: Writer, x: Value, labels: list[str], keep) -> tuple[Value, list[str]]:
    """Sum over the dimensions whose label is not in `keep`."""
    dims = [i for i, label in enumerate(labels) if label not in keep]
    if not dims:
        return x, labels
    shape = [d for i, d in enumerate(x.shape) if i not in dims]
    zero = _zero(w, x.elem)
    r = w.emit(f"stablehlo.reduce({x} init: {zero}) applies stablehlo.add across dimensions = "
               f"{dims} : ({x.type}, {zero.type}) -> {tensor_type(shape, x.elem)}",
               shape, x.elem)
    return r, [label for i, label in enumerate(labels) if i not in dims]


def _to_order(w: Writer, x: Value, labels: list[str], out: list[str]) -> Value:
    perm = [labels.index(label) for label in out]
    return x if perm == list(range(len(perm))) else w.transpose(x, perm)


def _replace(op: ir.Operation, w: Writer, args: list[Value], result: Value) -> None:
    scratch = h.parse_functions(op, w.function("einsum", args, [result]))
    h.replace_with_function(op, h.function(scratch, "einsum"))


@lowering("stablehlo.unary_einsum")
def lower_unary_einsum(op: ir.Operation) -> None:
    spec, _, out = _config(op).partition("->")
    ty = h.tensor_type(op.operands[0])
    w = Writer()
    x = w.arg("%x", list(ty.shape), str(ty.element_type))
    labels, out = _labels(spec), _labels(out)
    y, labels = _sum_out(w, x, labels, out)
    _replace(op, w, [x], _to_order(w, y, labels, out))


@lowering("stablehlo.einsum")
def lower_einsum(op: ir.Operation) -> None:
    specs, _, out = _config(op).partition("->")
    lhs_spec, _, rhs_spec = specs.partition(",")
    lt, rt = h.tensor_type(op.operands[0]), h.tensor_type(op.operands[1])
    w = Writer()
    a = w.arg("%a", list(lt.shape), str(lt.element_type))
    b = w.arg("%b", list(rt.shape), str(rt.element_type))
    la, lb, out = _labels(lhs_spec), _labels(rhs_spec), _labels(out)
    x, la = _sum_out(w, a, la, set(lb) | set(out))
    y, lb = _sum_out(w, b, lb, set(la) | set(out))
    batch = [label for label in la if label in lb and label in out]
    contract = [label for label in la if label in lb and label not in out]
    free_a = [label for label in la if label not in lb]
    free_b = [label for label in lb if label not in la]
    r = w.dot(x, y, ([la.index(c) for c in contract], [lb.index(c) for c in contract]),
              ([la.index(c) for c in batch], [lb.index(c) for c in batch]))
    # Writer.dot asks for HIGHEST precision; the result labels: batch, free of a, free of b.
    _replace(op, w, [a, b], _to_order(w, r, batch + free_a + free_b, out))
