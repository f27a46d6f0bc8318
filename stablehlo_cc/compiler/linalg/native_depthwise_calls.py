"""Depthwise convolutions -> calls of the depthwise kernel in C (contract/native/depthwise.c).

Why: the tiled path (convolution_codegen.py) generates a loop nest per distinct convolution,
and a depthwise CNN has dozens of distinct ones (MobileNetV2 17, EfficientNet-B0 16,
ConvNeXt-T 18: every spatial size, channel count, stride and 3x3/5x5/7x7 window), each
60-140 ms of LLVM optimization and code generation: a third of those models' cold compile.
The loop itself is the same but for its sizes, so one precompiled function with the sizes in
a run-time descriptor serves all of them at no compile cost, as the GEMM does for large
products (native_gemm_calls.py). A depthwise layer is bound by loads (one input vector a
multiply-add in the tap-by-tap form, no reuse across channels), so a generated loop has
nothing to gain from knowing the sizes: the C kernel's tap blocks (6 columns x 16 channels)
are the register block `register_shape` picks for these layers, and on AVX2 hosts its
column-sum blocks (8 columns x 8 channels, each input vector loaded once for the up to KW
columns it is a tap of) take 3x3, 5x5 and 7x7 windows at 0.5-0.7 loads an FMA. The peers: XLA:CPU runs depthwise convolutions
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
channels are its (C, M).

The epilogue: when the convolution's only use is an elementwise op computing
act(y * scale + shift) with per-channel scale and shift (each optional; or a batch norm's
(-mean) * scale + shift) and act a ReLU6-style
clamp, SiLU or nothing (`_epilogue`: MobileNetV2's batch norm and ReLU6, EfficientNet's
SiLU, ConvNeXt's bias), the kernel applies it to each output row while in L1 (oneDNN's
post-ops; XLA fuses the same ops into its convolution's output fusion, IREE into its
dispatch); that op then is neither a pass over the output nor a loop nest of its own to
compile. Other epilogues stay a separate vector loop.
"""

from __future__ import annotations

import mlir.ir as uir
import numpy as np
from mlir.dialects import tensor

from ...contract.native import DEPTHWISE_F32
from ..walk import calls_to, defining_op, external_functions, ops_named
from . import named_ops
from .native_call_buffers import (declare_once, descriptor_constant, operand_buffers,
                                  placeholder_call, replace_with_buffer_call, result_buffer,
                                  word_view)
from .native_gemm_calls import _is_zero_fill as is_zero_fill
from .reshape_groups import reassociation

PLACEHOLDER_PREFIX = "__shlo_ndw_"
DESCRIPTOR_LENGTH = 24  # depthwise.c's
OPS = ("linalg.depthwise_conv_2d_nhwc_hwc", "linalg.depthwise_conv_2d_nhwc_hwcm")


def _static_f32(values) -> bool:
    return all(isinstance(v.type, uir.RankedTensorType) and
               uir.RankedTensorType(v.type).has_static_shape and
               str(uir.RankedTensorType(v.type).element_type) == "f32" for v in values)


def qualifies(op) -> bool:
    """Whether the depthwise convolution `op` is offloaded (see the module docstring)."""
    return op.name in OPS and len(op.results) == 1 and len(op.operands) == 3 and \
        _static_f32(list(op.operands) + [op.results[0]])


def _scalar_constant(value):
    """The `arith.constant` that the scalar `value` is: the constant itself, or a
    `tensor.extract` of a 0-d tensor that an input-less `linalg.generic` fills with it (how a
    `stablehlo.pad` whose padding value is a 0-d constant tensor reaches linalg: the stride-2
    SAME pads of MobileNetV2, low 0 and high 1, came that way and were filled whole, 1.5 MB
    of memset a call of mobilenet_v2_b1, serial time on any number of threads); else None."""
    owner = defining_op(value)
    if owner is not None and owner.name == "tensor.extract" and len(owner.operands) == 1:
        generic = defining_op(owner.operands[0])
        if generic is None or generic.name != "linalg.generic" or len(generic.operands) != 1:
            return None
        ops = list(generic.regions[0].blocks[0].operations)
        if len(ops) != 1 or len(ops[0].operands) != 1:
            return None
        owner = defining_op(ops[0].operands[0])
    if owner is None or owner.name != "arith.constant":
        return None
    return owner


def spatial_zero_pad(pad) -> tuple[int, int] | None:
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
    constant = _scalar_constant(body[0].operands[0])
    if constant is None:
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
    return qualifies(op) and spatial_zero_pad(defining_op(x)) is not None and \
        len(list(x.uses)) == 1


def _pair(op, name: str) -> list[int]:
    """The op's two spatial strides or dilations (1, 1 when absent)."""
    if name not in op.attributes:
        return [1, 1]
    values = [int(v) for v in uir.DenseIntElementsAttr(op.attributes[name])]
    return values * 2 if len(values) == 1 else values


ACT_NONE, ACT_CLAMP, ACT_SILU = 0, 1, 2  # depthwise.c's


def _constant_value(value) -> float | None:
    """The float of a scalar `arith.constant`, else None."""
    owner = defining_op(value)
    if owner is None or owner.name != "arith.constant" or \
            not isinstance(owner.attributes["value"], uir.FloatAttr):
        return None
    return uir.FloatAttr(owner.attributes["value"]).value


def _is_per_channel(value, amap, channels: int, batch: int) -> bool:
    """An f32 tensor of C elements read at channel d3 whatever the position: 1x1x1xC (the
    batch loop d0 allowed in its first place when the batch is 1) or C."""
    t = uir.RankedTensorType(value.type)
    if str(t.element_type) != "f32" or not t.has_static_shape or \
            list(t.shape) not in ([1, 1, 1, channels], [channels]):
        return False
    results = [str(e) for e in amap.results]
    if results[-1] != "d3":
        return False
    return all(r == "0" or (r == "d0" and batch == 1) for r in results[:-1])


def _epilogue(op):
    """(consumer, [scale, shift] per-channel tensors (None when absent), activation, lo, hi)
    when the convolution's only use is an elementwise `linalg.generic` computing
    act(conv * scale + shift) (the batch norm and ReLU6 of MobileNet, EfficientNet's SiLU,
    ConvNeXt's bias) that depthwise.c can apply in registers before its stores; else None."""
    uses = list(op.results[0].uses)
    if len(uses) != 1 or op.name != OPS[0]:
        return None
    g = defining_op(uses[0].owner.results[0]) if len(uses[0].owner.results) == 1 else None
    out_type = uir.RankedTensorType(op.results[0].type)
    if g is None or g.name != "linalg.generic" or g.results[0].type != out_type or \
            any("reduction" in str(k) for k in g.attributes["iterator_types"]):
        return None
    maps = [uir.AffineMapAttr(a).value for a in g.attributes["indexing_maps"]]
    identity = uir.AffineMap.get_identity(4)
    inputs = len(g.operands) - 1
    if maps[-1] != identity:
        return None
    block = g.regions[0].blocks[0]
    args = list(block.arguments)
    if list(args[-1].uses):
        return None  # (reads its destination)
    batch, channels = out_type.shape[0], out_type.shape[3]
    acc, channel_args = None, {}
    for i in range(inputs):
        v = g.operands[i]
        if v == op.results[0] and maps[i] == identity and acc is None:
            acc = args[i]
        elif _is_per_channel(v, maps[i], channels, batch):
            channel_args[args[i]] = v
        else:
            return None
    body = [o.operation for o in block.operations]
    if acc is None or body[-1].name != "linalg.yield":
        return None
    ops, t, i = body[:-1], acc, 0
    scale = shift = mean = None
    found = _unfolded_batch_norm(ops, acc, channel_args)
    if found is not None:
        (scale, shift, mean), t, i = found, ops[4].results[0], 5
    else:  # y * scale, then + shift, each optional
        for name in ("arith.mulf", "arith.addf"):
            if i < len(ops) and ops[i].name == name and t in list(ops[i].operands):
                other = [v for v in ops[i].operands if v != t]
                if len(other) == 1 and other[0] in channel_args:
                    if name == "arith.mulf":
                        scale = channel_args[other[0]]
                    else:
                        shift = channel_args[other[0]]
                    t, i = ops[i].results[0], i + 1
    act, lo, hi, rest = ACT_NONE, 0.0, 0.0, ops[i:]
    names = [o.name for o in rest]
    if names == ["arith.cmpf", "arith.select"] * 2:
        found = _clamp(rest, t)
        if found is None:
            return None
        act, (lo, hi), t = ACT_CLAMP, found, rest[3].results[0]
    elif names == ["arith.negf", "math.exp", "arith.addf", "arith.divf", "arith.mulf"]:
        if not _silu(rest, t):
            return None
        act, t = ACT_SILU, rest[4].results[0]
    elif rest:
        return None
    if list(body[-1].operands) != [t] or (scale is None and shift is None and act == ACT_NONE):
        return None
    return g, [scale, shift, mean], act, lo, hi


def _unfolded_batch_norm(ops, acc, channel_args):
    """(scale, shift, mean) when the ops begin with y * s + ((-m) * s + b), the batch norm
    whose shift fusion left per element (s, b, m per-channel arguments), else None."""
    if len(ops) < 5 or [o.name for o in ops[:5]] != ["arith.negf", "arith.mulf", "arith.addf",
                                                     "arith.mulf", "arith.addf"]:
        return None
    neg, mul1, add1, mul2, add2 = ops[:5]
    m = neg.operands[0]
    s = [v for v in mul1.operands if v != neg.results[0]]
    b = [v for v in add1.operands if v != mul1.results[0]]
    if m not in channel_args or len(s) != 1 or s[0] not in channel_args or len(b) != 1 or \
            b[0] not in channel_args or set(mul2.operands) != {acc, s[0]} or \
            set(add2.operands) != {mul2.results[0], add1.results[0]}:
        return None
    return channel_args[s[0]], channel_args[b[0]], channel_args[m]


def _clamp(ops, t):
    """(lo, hi) of `t <= lo ? lo : t`, then `>= hi ? hi : t` (ReLU6 as
    stablehlo/rules/float_edges.py writes a clamp), else None."""
    bounds = []
    for cmp, sel, predicate in ((ops[0], ops[1], 5), (ops[2], ops[3], 3)):  # ole, oge
        if uir.IntegerAttr(cmp.attributes["predicate"]).value != predicate or \
                cmp.operands[0] != t:
            return None
        bound = _constant_value(cmp.operands[1])
        if bound is None or list(sel.operands) != [cmp.results[0], cmp.operands[1], t]:
            return None
        bounds.append(bound)
        t = sel.results[0]
    return tuple(bounds)


def _silu(ops, t) -> bool:
    """Whether the ops are t * (1 / (exp(-t) + 1))."""
    neg, exp, add, div, mul = ops
    return list(neg.operands) == [t] and list(exp.operands) == [neg.results[0]] and \
        add.operands[0] == exp.results[0] and _constant_value(add.operands[1]) == 1.0 and \
        _constant_value(div.operands[0]) == 1.0 and div.operands[1] == add.results[0] and \
        set(mul.operands) == {t, div.results[0]} and len(list(mul.operands)) == 2


def _float_bits(value: float) -> int:
    return int(np.array(value, np.float32).view(np.uint32))


def _descriptor(op, x, top: int, left: int, channels: int, zero: bool,
                epilogue=None) -> list[int]:
    n, ih, iw, _ = uir.RankedTensorType(x.type).shape
    kh, kw = uir.RankedTensorType(op.operands[1].type).shape[:2]
    oh, ow = uir.RankedTensorType(op.results[0].type).shape[1:3]
    (sh, sw), (dh, dw) = (_pair(op, name) for name in ("strides", "dilations"))
    desc = [n, ih, iw, channels, kh, kw, oh, ow, sh, sw, dh, dw, top, left,
            0 if zero else 1]
    if epilogue is not None:
        _, (scale, shift, mean), act, lo, hi = epilogue
        parts = (scale is not None) | (shift is not None) << 1 | (mean is not None) << 2
        desc += [parts, act, _float_bits(lo), _float_bits(hi)]
    return desc + [0] * (DESCRIPTOR_LENGTH - len(desc))


def _collapse(value, groups, shape):
    t = uir.RankedTensorType(value.type)
    return tensor.CollapseShapeOp(uir.RankedTensorType.get(shape, t.element_type), value,
                                  reassociation(groups)).result


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
    x, w, init = op.operands
    pad = defining_op(x)
    padding = spatial_zero_pad(pad) if absorbs_pad(op) else None
    source = pad.operands[0] if padding is not None else x
    top, left = padding or (0, 0)
    zero = is_zero_fill(init)
    out_type = uir.RankedTensorType(op.results[0].type)
    multiplier = op.name.endswith("hwcm")
    epilogue = _epilogue(op)
    replaced = op if epilogue is None else epilogue[0]
    # (at the epilogue, which may read per-channel values computed after the convolution)
    with op.location, uir.InsertionPoint(replaced):
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
        desc = _descriptor(op, source, top, left, channels, zero, epilogue)
        operands = [source, w] + ([] if zero else [init]) + [descriptor_constant(desc)]
        if epilogue is not None:  # (their buffers are passed after the descriptor)
            operands += [v for v in epilogue[1] if v is not None]
        name = f"{PLACEHOLDER_PREFIX}{len(taken)}"
        taken.add(name)
        result = placeholder_call(module, name, operands, call_type)
        if multiplier:
            result = tensor.ExpandShapeOp(out_type, result,
                                          reassociation([[0], [1], [2], [3, 4]]), [],
                                          out_type.shape).result
    replaced.results[0].replace_all_uses_with(result)
    if epilogue is not None:
        replaced.erase()
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
    declare_once(module, DEPTHWISE_F32, [word, word, word, word, dims_type, word, word, word],
                 declared)
    for call in calls_to(module, sites, in_linalg_bodies=False):  # (calls on tensors)
        at = next(i for i, v in enumerate(call.operands)
                  if str(uir.RankedTensorType(v.type).element_type) == "i64")
        parts = uir.DenseIntElementsAttr(defining_op(call.operands[at]).attributes["value"])[15]
        with call.location, uir.InsertionPoint(call):
            buffers = operand_buffers(call)
            out = result_buffer(call)
            x, w, dims = buffers[0], buffers[1], buffers[at]
            init = buffers[2] if at == 3 else out
            per_channel = iter(buffers[at + 1:])
            scale = next(per_channel) if parts & 1 else out  # (unread when absent)
            shift = next(per_channel) if parts & 2 else out
            mean = next(per_channel) if parts & 4 else out
            replace_with_buffer_call(call, DEPTHWISE_F32, [
                word_view(x, word), word_view(w, word), word_view(init, word),
                word_view(out, word), dims, word_view(scale, word),
                word_view(shift, word), word_view(mean, word)], out)
    for site in sites.values():
        site.erase()
