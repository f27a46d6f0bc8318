"""Convolutions in any layout become channels-last convolutions between transposes.

`stablehlo-legalize-to-linalg` emits a named `linalg.conv_2d_nhwc_hwcf` (or depthwise)
op only for the layout input [batch, spatial..., feature], kernel [spatial..., in, out],
output [batch, spatial..., feature]; every other layout (NCHW/OIHW, what PyTorch exports)
becomes a generic loop nest that the vectorizer cannot handle. Transposing operands and the
result costs a few memory passes; the named convolution is then tiled and vectorized.
A grouped convolution stays a generic after legalization (with its groups as a dimension of
their own); linalg/convolution_codegen.split_groups makes it one named convolution per group
before elementwise fusion could fold these transposes into it. A transposed convolution
(lhs_dilate > 1), once channels-last, is split into undilated convolutions, one per output
phase (_input_dilation).
"""

from __future__ import annotations

from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from ..registry import lowering
from ._input_dilation import split_input_dilation
from .dot_precision import compute_in_f32, needs_f32, widen_unsigned_operands


def _transpose(value, perm: list[int]):
    shape = ir.RankedTensorType(value.type)
    result = ir.RankedTensorType.get([shape.shape[p] for p in perm], shape.element_type)
    if perm == sorted(perm):
        return value
    op = ir.Operation.create("stablehlo.transpose", results=[result], operands=[value],
                             attributes={"permutation": ir.DenseI64ArrayAttr.get(perm)})
    return op.result


def _inverse(perm: list[int]) -> list[int]:
    inverse = [0] * len(perm)
    for i, p in enumerate(perm):
        inverse[p] = i
    return inverse


@lowering("stablehlo.convolution")
def channels_last_convolution(op: ir.Operation) -> None:
    if needs_f32(op):  # f16/bf16: accumulate in f32, round once (see dot_precision)
        op = compute_in_f32(op)
    widen_unsigned_operands(op)  # ui8 x ui8 -> i32 would sign-extend (see dot_precision)
    # a transposed convolution: one per output phase, interleaved channels-last (one
    # transpose of the input and of the result, not one a phase)
    split_input_dilation(_channels_last(op))


def _channels_last(op: ir.Operation) -> ir.Operation:
    """`op` itself when channels-last (or dynamic), else the channels-last convolution that
    replaced it between transposes."""
    dims = stablehlo.ConvDimensionNumbers(op.attributes["dimension_numbers"])
    lhs_perm = [dims.input_batch_dimension, *dims.input_spatial_dimensions,
                dims.input_feature_dimension]
    rhs_perm = [*dims.kernel_spatial_dimensions, dims.kernel_input_feature_dimension,
                dims.kernel_output_feature_dimension]
    out_perm = [dims.output_batch_dimension, *dims.output_spatial_dimensions,
                dims.output_feature_dimension]
    rank = len(lhs_perm)
    if all(p == sorted(p) for p in (lhs_perm, rhs_perm, out_perm)):
        return op  # already channels-last
    for t in (*[v.type for v in op.operands], op.results[0].type):
        if not isinstance(t, ir.RankedTensorType) or not t.has_static_shape:
            return op  # dynamic convolutions are refined first; leave them as they are
    lhs, rhs = op.operands[0], op.operands[1]
    result_type = ir.RankedTensorType(op.results[0].type)
    with ir.InsertionPoint(op), op.location:
        lhs_t = _transpose(lhs, lhs_perm)
        rhs_t = _transpose(rhs, rhs_perm)
        spatial = list(range(1, rank - 1))
        canonical = stablehlo.ConvDimensionNumbers.get(
            input_batch_dimension=0, input_feature_dimension=rank - 1,
            input_spatial_dimensions=spatial, kernel_input_feature_dimension=rank - 2,
            kernel_output_feature_dimension=rank - 1,
            kernel_spatial_dimensions=list(range(rank - 2)), output_batch_dimension=0,
            output_feature_dimension=rank - 1, output_spatial_dimensions=spatial)
        attributes = {name: op.attributes[name] for name in op.attributes}
        attributes["dimension_numbers"] = canonical
        conv_type = ir.RankedTensorType.get([result_type.shape[p] for p in out_perm],
                                            result_type.element_type)
        conv = ir.Operation.create("stablehlo.convolution", results=[conv_type],
                                   operands=[lhs_t, rhs_t], attributes=attributes)
        result = _transpose(conv.result, _inverse(out_perm))
    op.results[0].replace_all_uses_with(result)
    op.erase()
    return conv
