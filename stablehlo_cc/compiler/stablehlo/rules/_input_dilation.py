"""Transposed convolutions (lhs_dilate > 1) become one ordinary convolution per output phase.

A convolution whose input is dilated by s (ConvTranspose, Conv2DTranspose, flax ConvTranspose,
the input gradient of every strided convolution) reads a zero-interleaved input: legalized
as it is, the packed GEMM multiplies by zero in all but 1/s^d of its products. With window
stride 1 along a dilated dimension, output o = s*q + r (phase r) meets a real input element
at tap k exactly when (r + k*rhs_dilate - pad_lo) is a multiple of s; those taps form an
arithmetic progression k0, k0 + t, ... (t = s / gcd(s, rhs_dilate)), and the input element
they read is q + base + j*(t*rhs_dilate/s). So phase r is an undilated convolution with the
strided slice of the filter filter[k0::t], rhs_dilate t*rhs_dilate/s, and padding -base.
A phase without taps (kernel smaller than the stride) is zeros. All phases read one input,
padded (or cropped, for negative padding) once to the union of their windows
(`_shared_input`), each with padding 0 and computing a few outputs more than its
ceil(out/s) (a phase of fewer taps): four padded copies of the input cost more than the
extra rows (8x56x56x64 <- 3 x 3 x 128 s 2 input gradient, 23-29 -> 19-22 ms; 3 x 3 s 2
output_padding 1 0.61 -> 0.53 ms). The phases interleave by a concatenation along unit axes
put after each spatial dimension, a reshape that merges them and a slice of the excess
(one copy of the output). The split happens after convolution_layout.py made the
convolution channels-last, so a channels-first program keeps one transpose of the input and
one of the result. Feature and batch groups and the other dimensions are untouched, so
grouped transposed convolutions take the same route afterwards (grouped phases split per
group in linalg/convolution_codegen.py).

Measured (one thread pinned, Emerald Rapids with AVX-512, loaded host; median ms of 11, two
alternated rounds, `taskset -c 1 python -m benchmarks.versus_xla FILE`; before -> after, XLA:CPU;
XLA's own times were bimodal, its lower mode given):
  2x28x28x64 -> 2x56x56x32, 4 x 4 s 2 NHWC    6.9-7.1 -> 0.91-0.95   XLA 1.10-1.14
                                     NCHW    3.0-8.9 -> 1.08-1.14   XLA 1.26-1.72
  3 x 3 s 2 pad 1 output_padding 1   NCHW  1.86-1.88 -> 0.64-0.70   XLA 0.75-0.81
                                     NHWC  1.67-1.79 -> 0.56        XLA 0.67-0.69
  2 x 2 s 2 (U-Net up) 128 -> 64     NHWC    5.8-7.7 -> 1.03        XLA 1.03-1.05
                                     NCHW  11.7-12.5 -> 1.37-1.38   XLA 1.33-1.36
  unet_block_b8's up-conv 8x16x16x64 -> 32   1.16-1.21 -> 0.41-0.47 XLA 0.39-0.45
  3-D 2x2x2 s 2, 2x14^3x64 -> 32       30-44 -> 7.1-7.5     XLA 650-840
  ConvTranspose1d 4/s2 64 -> 32 NWC     0.49 -> 0.35-0.40   XLA 0.34-0.50
                                NCW     0.56 -> 0.74-0.79   XLA 0.45-0.54 (slower: below)
  HiFi-GAN up 1x512x200, 16/s8 -> 256   200 -> 17-27        XLA 23-31
  input gradient 8x56x56x64 <- 3 x 3 x 128 s 2   56-88 -> 24-26   XLA 20-24
  grouped (4) 4 x 4 s 2 NCHW           7.0-7.2 -> 5.5-5.8   XLA 14-16
  unet_block_b1 / b8 (thread CPU, thr.py): 1.39 -> 1.33, 13.0 -> 11.95 ms
The NCW 1-D case loses because the result's transpose to NCW, once elementwise fusion has
pushed it through the interleave's reshape, is a 4-D transpose with the phase (2) as its
innermost dimension, which goes to the generic contraction kernel, not transpose.c.

Compile time grows (process CPU, min of 3: 4 x 4 s 2 NHWC 42 -> 90 ms, 3 x 3 s 2 NCHW 47 ->
174, 3-D 212 -> 406, HiFi-GAN 8 phases 47 -> 143, unet_block_b8 758 -> 885 ms): the s^d
interleaving copies have one pixel's channels as their contiguous chunk (128 bytes at 32
channels, under strided_copies.CHUNK_BYTES), so each is an element loop nest LLVM
vectorizes on its own, and channels-first results add a transpose kernel.

Tried and dropped: phases with the same tap counts (all of them when the kernel is
divisible by the stride) merged into one convolution, their filters side by side along the
output features (one GEMM of s^d times the columns): no measurable change (4 x 4 s 2 NHWC
0.92-0.95 either way, 3-D 7.0-11.9 vs 7.3-7.7 ms). Interleaving in the program's layout
(each phase transposed to NCHW first): slower (NCW 1-D 0.74 -> 1.31, 2 x 2 s 2 NCHW 1.40 ->
1.77 ms): the concatenation along the innermost axis is a strided scalar copy. Stacking
the phases along a new leading axis (whole-buffer copies) and interleaving with one
transpose: slower to run and to compile in NHWC (4 x 4 s 2 0.88-0.92 -> 0.98-1.00 ms,
compile 91 -> 190 ms; U-Net 2 x 2 0.41 -> 0.47-0.49 ms), better only for 3-D (compile 395
-> 255 ms) and 8-phase 1-D (142 -> 116 ms).
"""

from __future__ import annotations

import math
from itertools import product

import numpy as np
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

# The split saves the multiplications by zero, (1 - 1/s^d) of taps x input features (a
# group's) per output element, and costs memory passes (the padded input, the
# interleaving copy): about 3 element copies an output element, which on an AVX-512 core
# take the time of some 50-100 vectorized multiply-adds. A depthwise 3 x 3 transposed
# convolution saves 7 per output and measured slower split (2x28x28x64, 3 x 3, s 2: 0.29 ->
# 0.39 ms); ConvTranspose1d with 64 channels and 4 taps saves 128 and gained (NWC 0.49 ->
# 0.40 ms).
MIN_SAVED = 64


def _ints(op: ir.Operation, name: str, rank: int, default: int) -> list[int]:
    if name not in op.attributes:
        return [default] * rank
    return [int(v) for v in ir.DenseI64ArrayAttr(op.attributes[name])]


def _padding(op: ir.Operation, rank: int) -> list[tuple[int, int]]:
    if "padding" not in op.attributes:
        return [(0, 0)] * rank
    flat = [int(v) for v in ir.DenseIntElementsAttr(op.attributes["padding"])]
    return [(flat[2 * i], flat[2 * i + 1]) for i in range(rank)]


class _Phase:
    """One phase of one spatial dimension: the undilated convolution that computes it."""

    def __init__(self, taps, step, rhs_dilate, pad, window_stride, start, stop):
        self.taps = taps  # (first tap, number of taps) of the filter, 0 taps: zeros
        self.step = step  # filter slice stride
        self.rhs_dilate = rhs_dilate
        self.pad = pad  # (low, high), both >= 0
        self.window_stride = window_stride
        self.start, self.stop = start, stop  # input slice
        self.rows = 0  # outputs it computes (set by _split), of which the wanted ones
        self.offset = 0  # start here


def _phases(size, kernel, pad, rhs_dilate, stride, window_stride, out):
    """The phases of one spatial dimension dilated by `stride` (one phase when it is 1)."""
    if stride == 1:
        phase = _Phase((0, kernel), 1, rhs_dilate, pad, window_stride, 0, size)
        phase.rows = out
        return [phase]
    rows = math.ceil(out / stride)
    phases = []
    for r in range(stride):
        c = (pad[0] - r) % stride
        taps = [k for k in range(kernel) if (k * rhs_dilate - c) % stride == 0]
        if not taps:
            phases.append(_Phase((0, 0), 1, 1, (0, 0), 1, 0, size))
            continue
        step = taps[1] - taps[0] if len(taps) > 1 else 1
        dilate = step * rhs_dilate // stride if len(taps) > 1 else 1
        low = -((r + taps[0] * rhs_dilate - pad[0]) // stride)
        high = rows - size - low + (len(taps) - 1) * dilate
        start, stop = max(0, -low), size - max(0, -high)
        if stop <= start:  # reads nothing but padding
            phases.append(_Phase((0, 0), 1, 1, (0, 0), 1, 0, size))
            continue
        phases.append(_Phase((taps[0], len(taps)), step, dilate, (max(low, 0), max(high, 0)),
                             1, start, stop))
        phases[-1].rows = rows
    return phases


def split_input_dilation(op: ir.Operation) -> list[ir.Operation] | None:
    """Replace `op` (a static-shaped convolution with lhs_dilate > 1) by one convolution per
    output phase and their interleaving; returns the new convolutions, or None (op kept) when
    it has no input dilation or a form this does not handle (a window stride along a dilated
    dimension, window reversal)."""
    with op.context, op.location:
        return _split(op)


def _split(op: ir.Operation) -> list[ir.Operation] | None:
    dims = stablehlo.ConvDimensionNumbers(op.attributes["dimension_numbers"])
    in_sp, k_sp = list(dims.input_spatial_dimensions), list(dims.kernel_spatial_dimensions)
    out_sp = list(dims.output_spatial_dimensions)
    d = len(in_sp)
    lhs_dilate = _ints(op, "lhs_dilation", d, 1)
    if d == 0 or all(s == 1 for s in lhs_dilate):
        return None
    strides = _ints(op, "window_strides", d, 1)
    rhs_dilate = _ints(op, "rhs_dilation", d, 1)
    pads = _padding(op, d)
    if "window_reversal" in op.attributes and any(ir.DenseBoolArrayAttr(
            op.attributes["window_reversal"])):
        return None
    if any(s > 1 and w != 1 for s, w in zip(lhs_dilate, strides)):
        return None
    types = [ir.RankedTensorType(v.type) for v in (*op.operands, op.results[0])]
    if not all(t.has_static_shape for t in types) or 0 in types[2].shape:
        return None
    lhs_t, rhs_t, out_t = types
    taps = math.prod(rhs_t.shape[k] for k in k_sp)
    if taps * rhs_t.shape[dims.kernel_input_feature_dimension] * (
            1 - 1 / math.prod(lhs_dilate)) < MIN_SAVED:
        return None
    per_dim = [_phases(lhs_t.shape[in_sp[i]], rhs_t.shape[k_sp[i]], pads[i], rhs_dilate[i],
                       lhs_dilate[i], strides[i], out_t.shape[out_sp[i]]) for i in range(d)]
    rows = [math.ceil(out_t.shape[out_sp[i]] / lhs_dilate[i]) for i in range(d)]
    phase_shape = list(out_t.shape)
    for i in range(d):
        phase_shape[out_sp[i]] = rows[i]
    phase_t = ir.RankedTensorType.get(phase_shape, out_t.element_type)
    element = out_t.element_type
    convolutions, results = [], {}
    lhs, rhs = op.operands[0], op.operands[1]
    with ir.InsertionPoint(op):
        lhs = _shared_input(lhs, in_sp, per_dim)
        for index in product(*[range(s) for s in lhs_dilate]):
            parts = [per_dim[i][index[i]] for i in range(d)]
            if any(p.taps[1] == 0 for p in parts):
                results[index] = _zeros(phase_t)
                continue
            k_start, k_stop, k_step = [0] * rhs_t.rank, list(rhs_t.shape), [1] * rhs_t.rank
            conv_shape, out_start = list(phase_shape), [0] * out_t.rank
            for i, p in enumerate(parts):
                first, count = p.taps
                k_start[k_sp[i]], k_step[k_sp[i]] = first, p.step
                k_stop[k_sp[i]] = first + p.step * (count - 1) + 1
                conv_shape[out_sp[i]], out_start[out_sp[i]] = p.rows, p.offset
            attributes = {name: op.attributes[name] for name in op.attributes}
            attributes["window_strides"] = ir.DenseI64ArrayAttr.get(
                [p.window_stride for p in parts])
            attributes["lhs_dilation"] = ir.DenseI64ArrayAttr.get([1] * d)
            attributes["rhs_dilation"] = ir.DenseI64ArrayAttr.get([p.rhs_dilate for p in parts])
            attributes["padding"] = ir.DenseElementsAttr.get(np.zeros((d, 2), np.int64))
            attributes.pop("window_reversal", None)
            conv = ir.Operation.create(
                "stablehlo.convolution", attributes=attributes,
                operands=[lhs, _slice(rhs, k_start, k_stop, k_step)],
                results=[ir.RankedTensorType.get(conv_shape, element)])
            convolutions.append(conv)
            results[index] = _slice(conv.result, out_start,
                                    [a + n for a, n in zip(out_start, phase_shape)],
                                    [1] * out_t.rank)
        result = _interleave(results, phase_shape, out_sp, lhs_dilate, element)
        if list(ir.RankedTensorType(result.type).shape) != list(out_t.shape):
            result = _slice(result, [0] * out_t.rank, list(out_t.shape), [1] * out_t.rank)
    op.results[0].replace_all_uses_with(result)
    op.erase()
    return convolutions


def _shared_input(lhs, in_sp, per_dim):
    """One padded (or cropped) input that every phase reads with padding 0: the union of
    the phases' windows along each spatial dimension (a phase then computes a few outputs
    more, dropped by the interleaving copy, rather than padding its own copy of the input)."""
    t = ir.RankedTensorType(lhs.type)
    start, stop = [0] * t.rank, list(t.shape)
    low, high = [0] * t.rank, [0] * t.rank
    for i, phases in enumerate(per_dim):
        size = t.shape[in_sp[i]]
        real = [p for p in phases if p.taps[1]]
        begin = min((p.start - p.pad[0] for p in real), default=0)
        end = max((p.stop + p.pad[1] for p in real), default=size)
        for p in real:
            dilated = (p.taps[1] - 1) * p.rhs_dilate + 1
            p.rows = (end - begin - dilated) // p.window_stride + 1
            p.offset = p.start - p.pad[0] - begin
        start[in_sp[i]], stop[in_sp[i]] = max(0, begin), min(size, end)
        low[in_sp[i]], high[in_sp[i]] = max(0, -begin), max(0, end - size)
    shared = _slice(lhs, start, stop, [1] * t.rank)
    if any(low) or any(high):
        shape = [n + a + b for n, a, b in zip(ir.RankedTensorType(shared.type).shape, low,
                                               high)]
        zero = _zeros(ir.RankedTensorType.get([], t.element_type))
        shared = ir.Operation.create(
            "stablehlo.pad", results=[ir.RankedTensorType.get(shape, t.element_type)],
            operands=[shared, zero], attributes={
                "edge_padding_low": ir.DenseI64ArrayAttr.get(low),
                "edge_padding_high": ir.DenseI64ArrayAttr.get(high),
                "interior_padding": ir.DenseI64ArrayAttr.get([0] * t.rank)}).result
    return shared


def _zeros(t: ir.RankedTensorType):
    zero = (ir.IntegerAttr.get(t.element_type, 0) if isinstance(t.element_type, ir.IntegerType)
            else ir.FloatAttr.get(t.element_type, 0.0))
    return stablehlo.ConstantOp(ir.DenseElementsAttr.get_splat(t, zero)).result


def _slice(value, start, stop, step):
    t = ir.RankedTensorType(value.type)
    if start == [0] * t.rank and stop == list(t.shape) and step == [1] * t.rank:
        return value
    shape = [(b - a + s - 1) // s for a, b, s in zip(start, stop, step)]
    return ir.Operation.create(
        "stablehlo.slice", results=[ir.RankedTensorType.get(shape, t.element_type)],
        operands=[value], attributes={"start_indices": ir.DenseI64ArrayAttr.get(start),
                                      "limit_indices": ir.DenseI64ArrayAttr.get(stop),
                                      "strides": ir.DenseI64ArrayAttr.get(step)}).result


def _reshape(value, shape, element):
    return ir.Operation.create("stablehlo.reshape",
                               results=[ir.RankedTensorType.get(shape, element)],
                               operands=[value]).result


def _interleave(results, phase_shape, out_sp, strides, element):
    """Phase outputs [.., q, ..] -> [.., q*s + r, ..]: each gets a unit axis after every
    spatial axis, phases are concatenated along those axes, and a reshape merges them."""
    d = len(out_sp)
    expanded, axis_of = [], {}
    for a, n in enumerate(phase_shape):
        expanded.append(n)
        if a in out_sp:
            axis_of[out_sp.index(a)] = len(expanded)
            expanded.append(1)
    leaves = {k: _reshape(v, expanded, element) for k, v in results.items()}

    def build(prefix):
        i = len(prefix)
        if i == d:
            return leaves[prefix]
        parts = [build(prefix + (r,)) for r in range(strides[i])]
        if len(parts) == 1:
            return parts[0]
        inner = list(ir.RankedTensorType(parts[0].type).shape)
        inner[axis_of[i]] = sum(ir.RankedTensorType(p.type).shape[axis_of[i]] for p in parts)
        return ir.Operation.create(
            "stablehlo.concatenate", results=[ir.RankedTensorType.get(inner, element)],
            operands=parts, attributes={"dimension": ir.IntegerAttr.get(
                ir.IntegerType.get_signless(64), axis_of[i])}).result

    stacked = build(())
    merged = list(phase_shape)
    for i, a in enumerate(out_sp):
        merged[a] *= strides[i]
    return _reshape(stacked, merged, element)
