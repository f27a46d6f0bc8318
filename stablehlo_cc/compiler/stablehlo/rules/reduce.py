"""`stablehlo.reduce` cases the official legalization gets wrong or refuses.

- A reduction of a zero-size tensor: `stablehlo-legalize-to-linalg` refuses it (`jnp.sum` of
  an empty array, an empty batch). Nothing is combined then: every result element is the
  init value (and a result with no elements is just empty).
- A reduction across no dimensions (JAX emits one for `logsumexp`, `jnp.var`, `lax.cond` on
  0-d values), which the official legalization refuses. Each result element then reduces a
  one-element slice; the spec lets the schedule hold any number of init values, and we take
  the one of a reduction along a real dimension, `body(init, x)`: the inputs get a trailing
  dimension of size 1 and are reduced across it.
- A reduction in f16/bf16: the accumulator would round to 8 (bf16) bits of mantissa after
  every element, so a long sum stops growing. Like XLA:CPU we reduce in f32 and round once.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ..registry import lowering
from .dot_precision import _LOW_PRECISION, _convert


def _is_empty(value) -> bool:
    shaped = ir.RankedTensorType(value.type)
    return shaped.has_static_shape and 0 in shaped.shape


def _is_low(t) -> bool:
    return isinstance(t, ir.RankedTensorType) and isinstance(t.element_type, _LOW_PRECISION)


def _wide(t):
    if not _is_low(t):
        return t
    return ir.RankedTensorType.get(ir.RankedTensorType(t).shape, ir.F32Type.get())


def _fill_with_inits(op: ir.Operation, inputs, inits) -> None:
    with ir.InsertionPoint(op), op.location:
        filled = [ir.Operation.create(
            "stablehlo.broadcast_in_dim", results=[result.type], operands=[init],
            attributes={"broadcast_dimensions": ir.DenseI64ArrayAttr.get([])}).result
            for result, init in zip(op.results, inits)]
    for result, value in zip(op.results, filled):
        result.replace_all_uses_with(value)
    op.erase()


def _body_can_widen(block) -> bool:
    """Plain ops on scalars: they can be re-created with f32 types (no regions, and no
    low-precision constants whose value attribute would need retyping)."""
    for body_op in block.operations:
        if len(body_op.regions) or (body_op.name == "stablehlo.constant"
                                    and any(_is_low(r.type) for r in body_op.results)):
            return False
    return True


def _reduce_in_f32(op: ir.Operation) -> None:
    old_block = op.regions[0].blocks[0]
    with ir.InsertionPoint(op), op.location:
        operands = [_convert(v, ir.F32Type.get()) if _is_low(v.type) else v
                    for v in op.operands]
        wide = ir.Operation.create(
            "stablehlo.reduce", results=[_wide(r.type) for r in op.results], operands=operands,
            attributes={name: op.attributes[name] for name in op.attributes}, regions=1)
        block = wide.regions[0].blocks.append(*[_wide(a.type) for a in old_block.arguments])
        mapping = dict(zip(old_block.arguments, block.arguments))
        with ir.InsertionPoint(block):
            for body_op in old_block.operations:
                clone = ir.Operation.create(
                    body_op.name, results=[_wide(r.type) for r in body_op.results],
                    operands=[mapping.get(v, v) for v in body_op.operands],
                    attributes={name: body_op.attributes[name] for name in body_op.attributes})
                mapping.update(zip(body_op.results, clone.results))
        narrow = [_convert(w, ir.RankedTensorType(r.type).element_type) if _is_low(r.type) else w
                  for w, r in zip(wide.results, op.results)]
    for result, value in zip(op.results, narrow):
        result.replace_all_uses_with(value)
    op.erase()


def _reduce_across_unit_dimension(op: ir.Operation, inputs, inits) -> ir.Operation:
    """The same reduction of `inputs` reshaped to [..., 1], across that last dimension."""
    old_block = op.regions[0].blocks[0]
    with ir.InsertionPoint(op), op.location:
        widened = []
        for value in inputs:
            t = ir.RankedTensorType(value.type)
            unit = ir.RankedTensorType.get(list(t.shape) + [1], t.element_type)
            widened.append(ir.Operation.create("stablehlo.reshape", results=[unit],
                                               operands=[value]).result)
        rank = ir.RankedTensorType(inputs[0].type).rank
        attributes = {name: op.attributes[name] for name in op.attributes}
        attributes["dimensions"] = ir.DenseI64ArrayAttr.get([rank])
        new = ir.Operation.create("stablehlo.reduce", results=[r.type for r in op.results],
                                  operands=widened + inits, attributes=attributes, regions=1)
        block = new.regions[0].blocks.append(*[a.type for a in old_block.arguments])
    for old, arg in zip(old_block.arguments, block.arguments):
        old.replace_all_uses_with(arg)
    for body_op in list(old_block.operations):
        block.append(body_op)
    for result, value in zip(op.results, new.results):
        result.replace_all_uses_with(value)
    op.erase()
    return new


@lowering("stablehlo.reduce")
def reduce_rule(op: ir.Operation) -> None:
    n = len(op.results)
    inputs, inits = list(op.operands)[:n], list(op.operands)[n:]
    if not list(ir.DenseI64ArrayAttr(op.attributes["dimensions"])) and \
            not any(_is_empty(v) for v in inputs):
        op = _reduce_across_unit_dimension(op, inputs, inits)
        inputs = list(op.operands)[:n]
    if any(_is_empty(v) for v in inputs):
        _fill_with_inits(op, inputs, inits)
    elif any(_is_low(r.type) for r in op.results) and _body_can_widen(op.regions[0].blocks[0]):
        _reduce_in_f32(op)
    # otherwise the official legalization handles it
