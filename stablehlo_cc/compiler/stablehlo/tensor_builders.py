"""Small builders of StableHLO ops on static tensors, for the rewrites that spell a function
as arithmetic (accurate_functions.py, accurate_erfc.py) or build index arithmetic
(updated_slices.py)."""

from __future__ import annotations

from jaxlib.mlir import ir


def f32_tensor(t: ir.Type) -> ir.RankedTensorType | None:
    """The type if it is a tensor of f32 or complex<f32>."""
    try:
        rt = ir.RankedTensorType(t)
    except ValueError:
        return None
    element = rt.element_type
    if isinstance(element, ir.ComplexType):
        element = element.element_type
    return rt if isinstance(element, ir.F32Type) else None


def op(name, result_type, *operands, **attributes):
    """A new op `name` of one result at the insertion point."""
    return ir.Operation.create(name, results=[result_type], operands=list(operands),
                               attributes=attributes or None).result


def constant(t: ir.RankedTensorType, value: float):
    """A splat `stablehlo.constant` of `value` (an integer for integer element types)."""
    element = t.element_type
    number = ir.IntegerAttr.get(element, int(value)) if isinstance(element, ir.IntegerType) \
        else ir.FloatAttr.get(element, value)
    attr = ir.DenseElementsAttr.get_splat(t, number)
    return op("stablehlo.constant", t, value=attr)


def compare(direction: str, a, b):
    t = ir.RankedTensorType(a.type)
    i1 = ir.RankedTensorType.get(t.shape, ir.IntegerType.get_signless(1))
    return op("stablehlo.compare", i1, a, b, comparison_direction=ir.Attribute.parse(
        f"#stablehlo<comparison_direction {direction}>"))


def horner(t, coefficients, v):
    """The polynomial with `coefficients` (highest degree first) at `v`."""
    r = constant(t, coefficients[0])
    for c in coefficients[1:]:
        r = op("stablehlo.add", t, op("stablehlo.multiply", t, r, v), constant(t, c))
    return r
