"""Small builders for elementwise StableHLO ops, used by the rules that fix edge semantics."""

from __future__ import annotations

from jaxlib.mlir import ir


def create(name: str, result_type, operands, **attributes) -> ir.Value:
    """One op with one result, at the current insertion point and location."""
    return ir.Operation.create(name, results=[result_type], operands=list(operands),
                               attributes=attributes or None).results[0]


def like(value_type: ir.Type, element: ir.Type) -> ir.RankedTensorType:
    """A tensor type of `value_type`'s shape with another element type."""
    shaped = ir.RankedTensorType(value_type)
    return ir.RankedTensorType.get(shaped.shape, element)


def element_of(value: ir.Value) -> ir.Type:
    return ir.RankedTensorType(value.type).element_type


def splat(shape_of: ir.Value, element: ir.Type, number) -> ir.Value:
    """A constant tensor shaped like `shape_of` whose every element is `number`."""
    t = like(shape_of.type, element)
    if isinstance(element, ir.IntegerType):
        width = element.width
        if element.is_unsigned:
            number %= 1 << width
            if number >= 1 << 63:  # the attribute takes an int64: same bits
                number -= 1 << 64
        elif width > 1:
            number = ((number + (1 << (width - 1))) % (1 << width)) - (1 << (width - 1))
        attr = ir.IntegerAttr.get(element, int(number)) if width > 1 else \
            ir.BoolAttr.get(bool(number))
    else:
        attr = ir.FloatAttr.get(element, float(number))
    return create("stablehlo.constant", t, [],
                  value=ir.DenseElementsAttr.get_splat(t, attr))


def compare(direction: str, lhs: ir.Value, rhs: ir.Value, kind: str | None = None) -> ir.Value:
    attrs = {"comparison_direction":
             ir.Attribute.parse(f"#stablehlo<comparison_direction {direction}>")}
    if kind:
        attrs["compare_type"] = ir.Attribute.parse(f"#stablehlo<comparison_type {kind}>")
    return create("stablehlo.compare", like(lhs.type, ir.IntegerType.get_signless(1)),
                  [lhs, rhs], **attrs)


def select(pred: ir.Value, on_true: ir.Value, on_false: ir.Value) -> ir.Value:
    return create("stablehlo.select", on_true.type, [pred, on_true, on_false])


def binary(name: str, lhs: ir.Value, rhs: ir.Value) -> ir.Value:
    return create(f"stablehlo.{name}", lhs.type, [lhs, rhs])


def convert(value: ir.Value, element: ir.Type) -> ir.Value:
    if element_of(value) == element:
        return value
    return create("stablehlo.convert", like(value.type, element), [value])


def replace(op: ir.Operation, value: ir.Value) -> None:
    """Use `value` for `op`'s only result, then erase `op`."""
    op.results[0].replace_all_uses_with(value)
    op.erase()


# Ops whose bodies other rules may retype (e.g. f16 reductions accumulated in f32): rewrites of
# the body's ops into type-specific code (bit casts) would no longer verify afterwards.
_RETYPED_BODIES = ("stablehlo.reduce", "stablehlo.reduce_window", "stablehlo.scatter",
                   "stablehlo.select_and_scatter", "stablehlo.sort", "stablehlo.all_reduce",
                   "stablehlo.reduce_scatter")


def in_reduction_body(op: ir.Operation) -> bool:
    """Whether `op` is in the body of a reduction-like op (not a function or control flow)."""
    parent = op.parent
    return parent is not None and parent.name in _RETYPED_BODIES
