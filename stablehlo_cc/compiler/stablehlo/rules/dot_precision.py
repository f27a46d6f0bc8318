"""Dots (`dot_general` and the legacy `dot`): f16/bf16 results accumulate in f32, then round once (as XLA:CPU does); an
`algorithm` attribute is dropped.

`stablehlo-legalize-to-linalg` turns a bf16 dot into a matmul whose accumulator is bf16, so
every one of the K additions rounds to 8 bits of mantissa: with K = 4096 the result was off
by 75% (f16: 8%). Computing in f32 and converting the result keeps the error at one rounding.
Convolutions have the same problem: the convolution rule calls `compute_in_f32` too.

Unsigned integer operands narrower than the result (`ui8 x ui8 -> i32`) are widened by an
explicit `stablehlo.convert` first: the legalization makes a `linalg.matmul` on the
signless i8 operands whose implicit cast sign-extends, so 200 * 200 came out as 56 * 56.

The algorithm attribute allows an implementation to use narrower operand types (tf32, bf16
passes) or a different accumulation; computing exactly in the declared types satisfies it
for every algorithm the spec lists, and `stablehlo-legalize-to-linalg` rejects the attribute.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ..registry import lowering
from ._dot_transposes import fold_operand_transposes

_LOW_PRECISION = (ir.BF16Type, ir.F16Type)


def _element(value_or_type):
    t = value_or_type.type if hasattr(value_or_type, "type") else value_or_type
    return ir.RankedTensorType(t).element_type


def _convert(value, element_type):
    shaped = ir.RankedTensorType(value.type)
    result = ir.RankedTensorType.get(shaped.shape, element_type)
    return ir.Operation.create("stablehlo.convert", results=[result], operands=[value]).result


def needs_f32(op: ir.Operation) -> bool:
    """A single static f16/bf16 result: the op accumulates in that type unless widened."""
    if len(op.results) != 1 or not isinstance(op.results[0].type, ir.RankedTensorType):
        return False
    result = ir.RankedTensorType(op.results[0].type)
    return isinstance(result.element_type, _LOW_PRECISION) and result.has_static_shape


def compute_in_f32(op: ir.Operation) -> ir.Operation:
    """Replace `op` by the same op on f32 operands, its result converted back; returns the
    new (f32) op so that a caller can rewrite it further."""
    result_type = ir.RankedTensorType(op.results[0].type)
    f32 = ir.F32Type.get()
    with ir.InsertionPoint(op), op.location:
        operands = [_convert(v, f32) if isinstance(_element(v), _LOW_PRECISION) else v
                    for v in op.operands]
        attributes = {name: op.attributes[name] for name in op.attributes}
        wide = ir.Operation.create(
            op.name, operands=operands, attributes=attributes,
            results=[ir.RankedTensorType.get(result_type.shape, f32)])
        narrow = _convert(wide.result, result_type.element_type)
    op.results[0].replace_all_uses_with(narrow)
    op.erase()
    return wide


def widen_unsigned_operands(op: ir.Operation) -> None:
    """Convert the integer operands to the result's element type when one of them is an
    unsigned integer narrower than the result (the legalization would sign-extend it)."""
    if len(op.results) != 1 or not isinstance(op.results[0].type, ir.RankedTensorType):
        return
    result = _element(op.results[0])
    if not isinstance(result, ir.IntegerType):
        return
    width = ir.IntegerType(result).width

    def narrow_unsigned(v):
        t = _element(v)
        return isinstance(t, ir.IntegerType) and ir.IntegerType(t).is_unsigned and \
            ir.IntegerType(t).width < width

    if not any(narrow_unsigned(v) for v in op.operands):
        return
    with ir.InsertionPoint(op), op.location:
        for i, v in enumerate(op.operands):
            if isinstance(_element(v), ir.IntegerType) and _element(v) != result:
                op.operands[i] = _convert(v, result)


def _complex_result(op: ir.Operation) -> bool:
    t = op.results[0].type if len(op.results) == 1 else None
    return isinstance(t, ir.RankedTensorType) and \
        isinstance(ir.RankedTensorType(t).element_type, ir.ComplexType)


def _complex_products(op: ir.Operation) -> bool:
    """The complex dot `op` as real products, when one of the three ways applies. (Their
    modules are imported here, by the first complex product: ~1.5 ms of every real
    program's first compile before, issue 11.)"""
    from ._complex_dot import split_complex_dot
    from ._complex_real_dot import split_complex_real_dot
    from ._complex_view_dot import view_complex_dot
    # one, bound by reading its larger operand (_complex_view_dot.py); complex x real: one
    # real product (_complex_real_dot.py); four real products on the GEMM path (_complex_dot.py)
    return view_complex_dot(op) or split_complex_real_dot(op) or split_complex_dot(op)


@lowering("stablehlo.dot_general", "stablehlo.dot")
def dot_general(op: ir.Operation) -> None:
    if "algorithm" in op.attributes:
        del op.attributes["algorithm"]
    fold_operand_transposes(op)  # x W^T reads W as stored (_dot_transposes.py)
    if _complex_result(op) and _complex_products(op):
        return
    if needs_f32(op):
        compute_in_f32(op)
    else:
        widen_unsigned_operands(op)
