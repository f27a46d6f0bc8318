"""`rng_bit_generator` with a floating-point output: the random bits of the unsigned integer
of the same width, bit-cast (as XLA fills a float output). The official lowering makes
integer outputs only."""

from __future__ import annotations

from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from ..registry import lowering

_WIDTHS = (8, 16, 32, 64)


@lowering("stablehlo.rng_bit_generator")
def lower_float_rng_bits(op: ir.Operation) -> None:
    out = ir.RankedTensorType(op.results[1].type)
    element = out.element_type
    if isinstance(element, (ir.IntegerType, ir.ComplexType)):
        return  # integers: the official lowering
    width = ir.FloatType(element).width
    if width not in _WIDTHS:
        raise NotImplementedError(f"random bits for {element} (a {width}-bit float)")
    with op.context, op.location:
        bits_type = ir.RankedTensorType.get(out.shape, ir.IntegerType.get_unsigned(width))
        bits = ir.Operation.create(
            "stablehlo.rng_bit_generator", results=[op.results[0].type, bits_type],
            operands=list(op.operands), attributes={op.attributes[i].name: op.attributes[i].attr
                        for i in range(len(op.attributes))},
            ip=ir.InsertionPoint(op))
        value = stablehlo.BitcastConvertOp(out, bits.results[1], ip=ir.InsertionPoint(op))
        op.results[0].replace_all_uses_with(bits.results[0])
        op.results[1].replace_all_uses_with(value.result)
        op.erase()
