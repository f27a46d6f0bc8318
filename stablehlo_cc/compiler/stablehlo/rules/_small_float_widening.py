"""Ops on f8/f6/f4 tensors computed in f32 and rounded once to the element type.

The small float types hold a handful of values; an algorithm run in them (batch norm's mean
and variance, a Cholesky factor) would round after every step and lose all its digits. As
everywhere else in the project (docs/element-types.md), such an op is re-created on f32
operands and each result converted back once; the caller lowers the f32 op.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ...linalg.small_floats import FORMATS

# The emulated formats narrower than f16 (bf16 and f16 keep their own rules).
NARROW_FLOATS = frozenset(FORMATS) - {"bf16", "f16"}


def is_narrow_float(t: ir.Type) -> bool:
    return isinstance(t, ir.RankedTensorType) and \
        str(ir.RankedTensorType(t).element_type) in NARROW_FLOATS


def _with_element(t: ir.Type, element: ir.Type) -> ir.Type:
    return ir.RankedTensorType.get(ir.RankedTensorType(t).shape, element)


def _convert(value: ir.Value, to: ir.Type) -> ir.Value:
    return ir.Operation.create("stablehlo.convert", results=[to], operands=[value]).result


def in_f32(op: ir.Operation) -> ir.Operation:
    """`op` itself if no operand or result is a narrow float; else the same op on f32
    operands (inserted in its place, results converted back, `op` erased)."""
    types = [v.type for v in op.operands] + [r.type for r in op.results]
    if not any(is_narrow_float(t) for t in types):
        return op
    with ir.InsertionPoint(op), op.location:
        f32 = ir.F32Type.get()
        operands = [_convert(v, _with_element(v.type, f32)) if is_narrow_float(v.type) else v
                    for v in op.operands]
        results = [_with_element(r.type, f32) if is_narrow_float(r.type) else r.type
                   for r in op.results]
        attributes = {name: op.attributes[name] for name in op.attributes}
        wide = ir.Operation.create(op.name, results=results, operands=operands,
                                   attributes=attributes)
        for old, new in zip(op.results, wide.results):
            old.replace_all_uses_with(_convert(new, old.type) if new.type != old.type else new)
    op.erase()
    return wide
