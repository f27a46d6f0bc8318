"""Depthwise convolutions -> calls of the depthwise kernel in C (contract/native/depthwise.c).

Why: the tiled path (convolution_codegen.py) generates a loop nest per distinct convolution,
and a depthwise CNN has dozens of distinct ones (MobileNetV2 17, EfficientNet-B0 16,
ConvNeXt-T 18: every spatial size, channel count, stride and 3x3/5x5/7x7 window), each
60-140 ms of LLVM optimization and code generation: a third of those models' cold compile.
The loop itself is the same but for its sizes, so one precompiled function with the sizes in
a run-time descriptor serves all of them at no compile cost, as the GEMM does for large
products (native_gemm_calls.py). A depthwise layer is bound by loads (one input vector a
multiply-add, no reuse across channels), so a generated loop has nothing to gain from
knowing the sizes: the C kernel's register block (6 columns x 16 channels) is the one
`register_shape` picks for these layers. The peers: XLA:CPU runs depthwise convolutions
through Eigen's spatial convolution (a library call too), oneDNN JIT-compiles a
depthwise kernel per shape (its `jit_uni_dw_conv` holds padding by bounds, as ours does),
XNNPACK has precompiled depthwise microkernels per window size; IREE alone generates one
loop nest per convolution (and compiles them once per dispatch).

Two steps, like the native GEMM: on tensors (`offload_depthwise_convolutions`, from
contraction_codegen.tile_and_vectorize, before the tiled path) each qualifying op becomes

    %y = func.call @__shlo_ndw_<i>(%x, %w[, %init], %dims) -> tensor<NxOHxOWxCxf32>

to a bodiless placeholder, and just before bufferization (`native_depthwise_calls_to_buffers`)
each call becomes to_buffer / alloc / `func.call @__shlo_native_depthwise_f32(x, w, init, y,
dims)` on bare pointers / to_tensor (native_call_buffers.py). `%dims` is the constant
descriptor of depthwise.c (sizes, strides, dilations, top and left padding, init mode).

Qualifying: `linalg.depthwise_conv_2d_nhwc_hwc` (or `_hwcm`, with a channel multiplier), f32
operands and result, static shapes. A zero-valued `tensor.pad` of the spatial dimensions
that only the convolution uses is absorbed: the kernel skips the taps outside the input,
so the padded copy is never made (padded_destinations.py leaves such pads alone, see
`absorbs_pad`; a tap on the padding would only add 0 * w). A multiplier M > 1 is a
depthwise convolution over the input with each channel repeated M times (a broadcast; the
filter's (C, M) dimensions are already C * M contiguous ones), and the output's C * M
channels are its (C, M). The epilogue (batch norm, activation) stays a separate
elementwise loop, vectorized by the elementwise path.
"""

from __future__ import annotations

import mlir.ir as uir
import numpy as np
from mlir.dialects import arith, func, tensor

from ...contract.native import DEPTHWISE_F32
from ..walk import calls_to, external_functions, ops_named
from . import named_ops
from .native_call_buffers import (declare_once, operand_buffers, replace_with_buffer_call,
                                  result_buffer, word_view)
from .native_gemm_calls import _is_zero_fill as is_zero_fill

PLACEHOLDER_PREFIX = "__shlo_ndw_"
DESCRIPTOR_LENGTH = 16  # depthwise.c's
OPS = ("linalg.depthwise_conv_2d_nhwc_hwc", "linalg.depthwise_conv_2d_nhwc_hwcm")


def _defining(value):
    owner = value.owner
    if isinstance(owner, uir.Block):
        return None
    return owner.operation if hasattr(owner, "operation") else owner


def _static_f32(values) -> bool:
    return all(isinstance(v.type, uir.RankedTensorType) and
               uir.RankedTensorType(v.type).has_static_shape and
               str(uir.RankedTensorType(v.type).element_type) == "f32" for v in values)


def qualifies(op) -> bool:
    """Whether the depthwise convolution `op` is offloaded (see the module docstring)."""
    return op.name in OPS and len(op.results) == 1 and len(op.operands) == 3 and \
        _static_f32(list(op.operands) + [op.results[0]])


def _zero_pad(pad) -> tuple[int, int] | None:
    """(top, left) of a `tensor.pad` by +0.0 of the two spatial dimensions of an NHWC tensor,
    with static non-negative amounts, else None."""
    if pad is None or pad.name != "tensor.pad" or len(pad.operands) != 1:
        return None
    low = [int(v) for v in uir.DenseI64ArrayAttr(pad.attributes["static_low"])]
    high = [int(v) for v in uir.DenseI64ArrayAttr(pad.attributes["static_high"])]
    if len(low) != 4 or min(low + high) < 0 or low[0] or low[3] or high[0] or high[3]:
        return None
    body = list(pad.regions[0].blocks[0].operations)
    if len(body) != 1 or len(body[0].operands) != 1:
        return None
    constant = _defining(body[0].operands[0])
    if constant is None or constant.name != "arith.constant":
        return None
    attr = constant.attributes["value"]
    if not isinstance(attr, uir.FloatAttr) or uir.FloatAttr(attr).value != 0.0 or \
            str(attr).startswith("-"):
        return None
    return low[1], low[2]


def absorbs_pad(op) -> bool:
    """Whether the offloaded convolution `op` reads its input's padding by bounds: a zero pad
    used only by it (then padded_destinations.py must not turn the pad into a padded
    buffer for the producer to write into: the kernel needs no padded buffer at all)."""
    x = op.operands[0]
    return qualifies(op) and _zero_pad(_defining(x)) is not None and len(list(x.uses)) == 1


def _pair(op, name: str) -> list[int]:
    """The op's two spatial strides or dilations (1, 1 when absent)."""
    if name not in op.attributes:
        return [1, 1]
    values = [int(v) for v in uir.DenseIntElementsAttr(op.attributes[name])]
    return values * 2 if len(values) == 1 else values


def _descriptor(op, x, top: int, left: int, channels: int, zero: bool) -> list[int]:
    n, ih, iw, _ = uir.RankedTensorType(x.type).shape
    kh, kw = uir.RankedTensorType(op.operands[1].type).shape[:2]
    oh, ow = uir.RankedTensorType(op.results[0].type).shape[1:3]
    (sh, sw), (dh, dw) = (_pair(op, name) for name in ("strides", "dilations"))
    desc = [n, ih, iw, channels, kh, kw, oh, ow, sh, sw, dh, dw, top, left,
            0 if zero else 1]
    return desc + [0] * (DESCRIPTOR_LENGTH - len(desc))


def _collapse(value, groups, shape):
    t = uir.RankedTensorType(value.type)
    i64 = uir.IntegerType.get_signless(64)
    reassociation = uir.ArrayAttr.get([uir.ArrayAttr.get([uir.IntegerAttr.get(i64, j)
                                                          for j in g]) for g in groups])
    return tensor.CollapseShapeOp(uir.RankedTensorType.get(shape, t.element_type), value,
                                  reassociation).result


def _repeat_channels(x, m: int):
    """(n, h, w, c) -> (n, h, w, c * m), channel c repeated m times (a broadcast and a
    collapse: channel c * m + j is input channel c)."""
    t = uir.RankedTensorType(x.type)
    n, h, w, c = t.shape
    shape = [n, h, w, c, m]
    empty = tensor.EmptyOp(shape, t.element_type).result
    d = [uir.AffineDimExpr.get(i) for i in range(5)]
    maps = uir.ArrayAttr.get([uir.AffineMapAttr.get(uir.AffineMap.get(5, 0, d[:4])),
                              uir.AffineMapAttr.get(uir.AffineMap.get_identity(5))])
    parallel = uir.Attribute.parse("#linalg.iterator_type<parallel>")
    op = named_ops.GenericOp([empty.type], [x], [empty], maps,
                             uir.ArrayAttr.get([parallel] * 5))
    body = op.regions[0].blocks.append(t.element_type, t.element_type)
    with uir.InsertionPoint(body):
        named_ops.YieldOp([body.arguments[0]])
    return _collapse(op.results[0], [[0], [1], [2], [3, 4]], [n, h, w, c * m])


def _offload(module, op, taken: set) -> None:
    ctx = module.context
    x, w, init = op.operands
    pad = _defining(x)
    padding = _zero_pad(pad) if absorbs_pad(op) else None
    source = pad.operands[0] if padding is not None else x
    top, left = padding or (0, 0)
    zero = is_zero_fill(init)
    out_type = uir.RankedTensorType(op.results[0].type)
    multiplier = op.name.endswith("hwcm")
    with op.location, uir.InsertionPoint(op):
        if multiplier:  # (see the module docstring)
            kh, kw, c, m = uir.RankedTensorType(w.type).shape
            n, oh, ow = out_type.shape[:3]
            if m > 1:
                source = _repeat_channels(source, m)
            w = _collapse(w, [[0], [1], [2, 3]], [kh, kw, c * m])
            if not zero:
                init = _collapse(init, [[0], [1], [2], [3, 4]], [n, oh, ow, c * m])
            call_type = uir.RankedTensorType.get([n, oh, ow, c * m], out_type.element_type)
        else:
            call_type = out_type
        channels = call_type.shape[3]
        i64 = uir.IntegerType.get_signless(64, ctx)
        dims_type = uir.RankedTensorType.get([DESCRIPTOR_LENGTH], i64)
        desc = _descriptor(op, source, top, left, channels, zero)
        dims = arith.ConstantOp(dims_type, uir.DenseElementsAttr.get(
            np.asarray(desc, dtype=np.int64), type=dims_type)).result
        operands = [source, w] + ([] if zero else [init]) + [dims]
    name = f"{PLACEHOLDER_PREFIX}{len(taken)}"
    taken.add(name)
    with uir.InsertionPoint(module.body), uir.Location.unknown(ctx):
        func.FuncOp(name, uir.FunctionType.get([v.type for v in operands], [call_type]),
                    visibility="private")
    with op.location, uir.InsertionPoint(op):
        result = func.CallOp([call_type], uir.FlatSymbolRefAttr.get(name, ctx),
                             operands).results[0]
        if multiplier:
            i64 = uir.IntegerType.get_signless(64)
            result = tensor.ExpandShapeOp(out_type, result, uir.ArrayAttr.get([
                uir.ArrayAttr.get([uir.IntegerAttr.get(i64, j) for j in g])
                for g in [[0], [1], [2], [3, 4]]]), [], out_type.shape).result
    op.results[0].replace_all_uses_with(result)
    op.erase()
    if padding is not None and not list(pad.results[0].uses):
        pad.erase()


def offload_depthwise_convolutions(module) -> int:
    """Replace each qualifying depthwise convolution by a placeholder call; returns how many."""
    taken = set(external_functions(module, PLACEHOLDER_PREFIX))
    done = 0
    for op in ops_named(module, OPS):
        if qualifies(op):
            _offload(module, op, taken)
            done += 1
    return done


def native_depthwise_calls_to_buffers(module) -> None:
    """Each placeholder call -> the C function on buffers (see the module docstring)."""
    sites = external_functions(module, PLACEHOLDER_PREFIX)
    if not sites:
        return
    with uir.Location.unknown(module.context):
        word = uir.MemRefType.get([1], uir.F32Type.get())
        dims_type = uir.MemRefType.get([DESCRIPTOR_LENGTH], uir.IntegerType.get_signless(64))
    declared = set(external_functions(module, (DEPTHWISE_F32,)))
    declare_once(module, DEPTHWISE_F32, [word, word, word, word, dims_type], declared)
    for call in calls_to(module, sites):
        with call.location, uir.InsertionPoint(call):
            buffers = operand_buffers(call)
            out = result_buffer(call)
            x, w, dims = buffers[0], buffers[1], buffers[-1]
            init = buffers[2] if len(buffers) == 4 else out
            replace_with_buffer_call(call, DEPTHWISE_F32, [
                word_view(x, word), word_view(w, word), word_view(init, word),
                word_view(out, word), dims], out)
    for site in sites.values():
        site.erase()
