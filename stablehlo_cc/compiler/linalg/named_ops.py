"""Builders of the few linalg ops the compiler creates in Python, without `mlir.dialects.linalg`.

Importing `mlir.dialects.linalg` runs the linalg OpDSL: it builds every named op's Python
definition (`opdsl/ops/core_named_ops.py`, YAML loader included), about 0.4 s, paid by every
`import stablehlo_cc` and so by every cold compile (issue 11). The op classes themselves are
generated ODS code (`_linalg_ops_gen`) and the region of a named op is filled by the C++ op
definition (`fill_builtin_region`), which is all the OpDSL builder does for these ops too.
(XLA and IREE build their IR in C++ and have no such cost.)
"""

from __future__ import annotations

import mlir.ir as ir
from mlir._mlir_libs._mlirDialectsLinalg import fill_builtin_region
from mlir.dialects._linalg_ops_gen import Conv1DNwcWcfOp, Conv2DNhwcHwcfOp, \
    Conv3DNdhwcDhwcfOp, CopyOp, \
    DepthwiseConv2DNhwcHwcOp, FillOp, GenericOp, PoolingNhwcMaxOp, PoolingNhwcMinOp, \
    PoolingNhwcSumOp, YieldOp

__all__ = ["GenericOp", "YieldOp", "copy", "fill", "conv_1d_nwc_wcf", "conv_2d_nhwc_hwcf",
           "conv_3d_ndhwc_dhwcf",
           "depthwise_conv_2d_nhwc_hwc", "pooling_nhwc_sum", "pooling_nhwc_max",
           "pooling_nhwc_min"]


def _results(target: ir.Value) -> list:
    return [target.type] if isinstance(target.type, ir.RankedTensorType) else []


def fill(value: ir.Value, target: ir.Value):
    """`linalg.fill` of `target` (a tensor or a memref) with the scalar `value`; for a tensor,
    the filled tensor."""
    op = FillOp(_results(target), [value], [target])
    fill_builtin_region(op.operation)
    return op.results[0] if len(op.results) else op


def copy(source: ir.Value, target: ir.Value):
    """`linalg.copy` of `source` into `target`."""
    op = CopyOp(_results(target), [source], [target])
    fill_builtin_region(op.operation)
    return op.results[0] if len(op.results) else op


def _i64_vector(values) -> ir.Attribute:
    return ir.Attribute.parse(f"dense<[{', '.join(str(int(v)) for v in values)}]> : "
                              f"tensor<{len(values)}xi64>")


def _windowed(op_class):
    """The builder of a named convolution or pooling op: inputs, the output, and the window's
    strides and dilations (one per spatial dimension); returns the result tensor."""
    def build(inputs: list, target: ir.Value, strides, dilations):
        op = op_class(_results(target), list(inputs), [target], strides=_i64_vector(strides),
                      dilations=_i64_vector(dilations))
        fill_builtin_region(op.operation)
        return op.results[0] if len(op.results) else op
    build.__name__ = op_class.OPERATION_NAME.split(".", 1)[1]
    return build


conv_1d_nwc_wcf = _windowed(Conv1DNwcWcfOp)
conv_2d_nhwc_hwcf = _windowed(Conv2DNhwcHwcfOp)
conv_3d_ndhwc_dhwcf = _windowed(Conv3DNdhwcDhwcfOp)
depthwise_conv_2d_nhwc_hwc = _windowed(DepthwiseConv2DNhwcHwcOp)
pooling_nhwc_sum = _windowed(PoolingNhwcSumOp)
pooling_nhwc_max = _windowed(PoolingNhwcMaxOp)
pooling_nhwc_min = _windowed(PoolingNhwcMinOp)
