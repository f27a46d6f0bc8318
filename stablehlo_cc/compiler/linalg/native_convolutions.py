"""2-D convolutions -> calls of the packed matrix product in C (contract/native/gemm.c).

Why: the tiled convolution path (convolution_codegen.py) gives every distinct convolution
its own vectorized loop nest, and LLVM spent 60-140 ms optimizing and generating each one
(ResNet-50 has 27 distinct ones: most of its 3.9 s cold compile, against XLA:CPU's 1.1 s).
XLA:CPU compiles no convolution code at all: it calls Eigen's precompiled spatial
convolution (an im2col-style packed GEMM); oneDNN runs NHWC convolutions as a GEMM over
output positions with a JIT kernel made once per shape, and IREE, like us, generates code
per convolution (its dispatches cost it compile time in proportion). The packed GEMM we
already ship covers a convolution without any copy:

    out[n, oh, ow, f] = sum over (kh, kw, c) of x[n, oh sh + kh dh, ow sw + kw, c] w[kh, kw, c, f]

is a product whose rows are the output positions (n, oh, ow), up to three row dimensions
of A with strides (IH IW C, sh IW C, sw C) (gemm.c's descriptor [32..35]), whose reduction
is (kh, (kw, c)): (kw, c) is contiguous in an NHWC input and an HWIO filter (C elements a
tap, taps adjacent), kh the outer reduction dimension (stride dh IW C in the input, KW C F
in the filter), and whose columns are the output channels. The input is read in place with
overlapping rows, and the filter, a (KH KW C) x F matrix, is packed once for all N OH OW
rows (as batch dimensions, images or output rows would each pack it again). The
convolution's epilogue (bias, batch norm, activation) is then an elementwise loop of its
own over the output, as it is for matrix products.

Padding (`input_window`): a SAME or explicit padding reaches linalg as a `tensor.pad` by zero
of the input, a negative one as a `tensor.extract_slice` of it (slice_pad_edges.py), both
copies of the whole input. A chain of such ops of the spatial dimensions is not made:
the GEMM reads the tensor under it by bounds (descriptor words [40..49], gemm_window.inc:
the micro-tiles whose windows reach past the input read zeros for those taps, the others
read the input as before). conv3x3 of the kernel benchmark (8 x 56 x 56 x 64 -> 64, SAME,
its input an argument: a pad copy of 1.0-1.4 ms) on one Zen 3 core, gemm.c called directly,
alternated with main's pad + GEMM, medians of 80: 23.07 -> 22.36 ms (main's GEMM alone on a
padded input 21.97). An input that its producer writes into a padded buffer in place
(padded_destinations.py: a ReLU or batch norm before the convolution, every 3 x 3 layer of
the zoo's ResNets) keeps that buffer: it costs only the border's fill, and the GEMM reads
it without the border tiles' tables; pads of other inputs (a program's argument, a
pooling's output) are the ones read by bounds, from WINDOW_MIN_CHANNELS channels on.

When (`_plan`): static f32 `linalg.conv_2d_nhwc_hwcf` (any stride, dilation in the rows
only, since a dilated (kw, c) is no longer contiguous) whose product has the row and column
minimums of `native_gemm_calls.f32_limits` (16 output positions, images included; 9 output
channels on AVX2, 16 with AVX-512: fewer fill a 16-wide strip mostly with padding), or
fewer rows but a large filter (`MIN_FILTER`: at batch 1 and small images a CNN's last
layers, 2 x 2 outputs of a 3 x 3 x 512 x 512 filter, are a pass over the filter whichever
code runs them, and the kernel's was twice as fast; at most 12 rows, gemm.c streams the
filter in place rather than packing it, gemm_few_rows.inc). Unlike matrix products there is
no minimum of work: every convolution on the tiled path costs a compile of its own, and on one
Zen 3 core the kernel measured as fast as the tiled code or faster down to MNIST's first
layer (28 x 28 x 1 -> 32, 3 x 3: 22 us either way); what it lost were 9-row products with
small filters (a weight gradient of 3 x 3 outputs: 15 vs 13 us) and 3-channel outputs (80
vs 53 us), which the minimums keep tiled. Depthwise convolutions and pooling are not
products (no reduction over input channels): they keep the tiled path too.

Filters in other layouts (`_filter_source`): PyTorch exports OIHW filters, which the
StableHLO stage transposes to HWIO for the named convolution (convolution_layout.py). The
GEMM packs its B anyway, and packing can read any layout, so a pure transpose feeding the
filter is not materialized: the descriptor gets the source's strides instead. For OIHW the
reduction (kh, (kw, c)) that A reads contiguously is no longer contiguous in B (c is KH KW
apart, kw adjacent), so B alone splits k0 into (kw, c) ([36]: C, [37]: the B stride of kw)
and gemm.c packs such a filter whole, in its stored order (pack_b_whole), or, for at most
4 output positions (a CNN's last layers at batch 1), skips packing and takes dot products
of the few gathered input rows with each filter read in place (dot_rectangle). The copy cost
resnet18 (PyTorch, batch 1) 77 % of its run time (2.4-14 GB/s strided transposes of 11 M
weights on every call). oneDNN likewise takes OIHW weights and reorders them while packing;
XLA:CPU materializes the transpose (its copy fusions, a third of its time on the same model).
"""

from __future__ import annotations

import mlir.ir as uir

from ..walk import defining_op, external_functions, ops_named
from .convolution_codegen import window_attrs
from .native_depthwise_calls import spatial_zero_pad
from .transpose_tiles import _is_copy_body
from .native_gemm_calls import (PLACEHOLDER_PREFIX, _ROWS_AT, _SPLIT_AT, f32_limits,
                                emit_convolution_call)

# A convolution of fewer output positions than the GEMM's row limit is still a product when
# its filter has at least this many elements (64 KiB of f32: past L1, so read once anyway).
MIN_FILTER = 1 << 14


_B_SPLIT_AT = 36  # where gemm.c reads B's own split of the inner reduction level
_WINDOW_AT = 40  # where it reads the window of an input read by bounds (gemm_window.inc)
# Inputs of fewer channels keep their padded copy (gemm_window.inc's WINDOW_TAP_RUNS_MIN_C:
# below it the border tiles copy their window rows). MNIST's first layer (8 x 28 x 28 x 1 ->
# 32, 3 x 3 SAME) ran 0.11 ms padded, 0.16 read by bounds; its pad copies 25 KB.
WINDOW_MIN_CHANNELS = 16


def _row_major(shape) -> list[int]:
    strides, step = [], 1
    for extent in reversed(list(shape)):
        strides.insert(0, step)
        step *= extent
    return strides


def _filter_source(value):
    """(tensor, element strides of (kh, kw, c, f) in it, transpose op or None): the tensor a
    pure transpose `linalg.generic` (a copy through permutation maps) made `value` from,
    read through its own strides; else `value` itself, HWIO."""
    shape = uir.ShapedType(value.type).shape
    owner = getattr(value.owner, "operation", value.owner)
    if getattr(owner, "name", None) == "linalg.generic" and len(owner.operands) == 2 and \
            len(owner.results) == 1 and _is_copy_body(owner):
        maps = [uir.AffineMapAttr(a).value for a in owner.attributes["indexing_maps"]]
        source = owner.operands[0]
        if all(m.is_permutation for m in maps) and \
                isinstance(source.type, uir.RankedTensorType) and \
                uir.ShapedType(source.type).has_static_shape:
            src_strides = _row_major(uir.ShapedType(source.type).shape)
            at = {m.position: p for p, m in enumerate(maps[0].results)}  # loop -> source dim
            return source, [src_strides[at[e.position]] for e in maps[1].results], owner
    return value, _row_major(shape), None


def _static_nhwc(value) -> bool:
    t = value.type
    return isinstance(t, uir.RankedTensorType) and uir.ShapedType(t).has_static_shape and \
        uir.ShapedType(t).rank == 4


def _spatial_slice(op) -> tuple[int, int] | None:
    """(row, column) offsets of a `tensor.extract_slice` with static offsets and unit strides
    that cuts only the spatial dimensions of an NHWC tensor, else None."""
    if op is None or op.name != "tensor.extract_slice" or len(op.operands) != 1 or \
            not _static_nhwc(op.operands[0]) or not _static_nhwc(op.results[0]):
        return None
    offsets = [int(v) for v in uir.DenseI64ArrayAttr(op.attributes["static_offsets"])]
    strides = [int(v) for v in uir.DenseI64ArrayAttr(op.attributes["static_strides"])]
    source = uir.ShapedType(op.operands[0].type).shape
    shape = uir.ShapedType(op.results[0].type).shape
    if strides != [1] * 4 or offsets[0] or offsets[3] or min(offsets) < 0 or \
            shape[0] != source[0] or shape[3] != source[3]:
        return None
    return offsets[1], offsets[2]


def input_window(value):
    """(tensor, row0, col0): the tensor of which a convolution's input `value` is a zero-padded
    or cropped window (a chain of `tensor.pad` by +0.0 and static `tensor.extract_slice` of
    the spatial dimensions: how SAME, explicit and negative paddings reach linalg), and the
    row and column of that tensor where `value`'s (0, 0) lies (negative: padding above or on
    the left). (value, 0, 0) when it is no such window."""
    row0 = col0 = 0
    while True:
        op = defining_op(value)
        cut = _spatial_slice(op)
        pad = spatial_zero_pad(op) if cut is None else None
        if cut is not None:
            row0, col0 = row0 + cut[0], col0 + cut[1]
        elif pad is not None and _static_nhwc(op.operands[0]):
            row0, col0 = row0 - pad[0], col0 - pad[1]
        else:
            return value, row0, col0
        value = op.operands[0]


def _plan(op, limits: tuple[int, int, int], filter_strides=None,
          window=None) -> list[int] | None:
    """The descriptor (without init mode) of a qualifying convolution, else None.
    `filter_strides`: element strides of (kh, kw, c, f) in the filter read (HWIO row-major
    if None); `window`: `input_window` of its input (the input itself read if None)."""
    values = list(op.operands) + list(op.results)
    if len(op.operands) != 3 or len(op.results) != 1 or not all(
            isinstance(v.type, uir.RankedTensorType) and uir.ShapedType(v.type).has_static_shape
            for v in values):
        return None
    types = [uir.ShapedType(v.type) for v in op.operands]
    if any(str(t.element_type) != "f32" for t in types):
        return None
    (n, ih, iw, c), (kh, kw, c2, f), (n2, oh, ow, f2) = (t.shape for t in types)
    if c2 != c or n2 != n or f2 != f or min(n, oh, ow, f, c, kh, kw) <= 0:
        return None
    (sh, sw), (dh, dw) = window_attrs(op)
    if (dw != 1 and kw > 1) or min(sh, sw, dh) <= 0:
        return None
    if (oh - 1) * sh + (kh - 1) * dh + 1 > ih or (ow - 1) * sw + kw > iw:
        return None
    m, k = n * oh * ow, kh * kw * c
    _, min_rows, min_columns = limits
    if f < min_columns or (m < min_rows and k * f < MIN_FILTER):
        return None
    source, row0, col0 = window or (op.operands[0], 0, 0)
    bounded = source != op.operands[0]
    if bounded:  # the rows' strides are those of the tensor read (gemm_window.inc)
        _, ih, iw, _ = uir.ShapedType(source.type).shape
    row = iw * c
    s_kh, s_kw, s_c, s_f = filter_strides or (kw * c * f, c * f, f, 1)
    if c == 1:
        s_c = s_kw  # one channel: k0 is kw alone, whatever c's stride
    desc = [m, f, k, 0, sw * c, 1, s_c, s_f, f, 1, f, 1, 0]
    desc += [0] * (_SPLIT_AT - len(desc))
    desc += [kw * c, dh * row, s_kh] if kh > 1 else [0, 0, 0]
    desc += [0] * (_ROWS_AT - len(desc))
    # The rows: images, output rows, output columns (outermost first), each as (extent, A
    # stride), a dimension of extent 1 left out, and one merged into the next when it
    # continues it (a 1 x 1 convolution of stride 1 is one matrix of n oh ow rows).
    rows = []
    for extent, stride in ((n, ih * row), (oh, sh * row), (ow, sw * c)):
        if extent == 1:
            continue
        if rows and rows[-1][1] == extent * stride:
            rows[-1] = (rows[-1][0] * extent, stride)
        else:
            rows.append((extent, stride))
    if rows:
        desc[4] = rows[-1][1]
    if len(rows) >= 2:  # [32]: inner extent, middle stride; [34]: middle extent, outer stride
        desc += [rows[-1][0], rows[-2][1]]
    if len(rows) == 3:
        desc += [rows[-2][0], rows[-3][1]]
    if kw > 1 and s_kw != c * s_c:  # (kw, c) not contiguous in the filter: B splits it
        desc += [0] * (_B_SPLIT_AT - len(desc)) + [c, s_kw]
    if bounded:
        desc += [0] * (_WINDOW_AT - len(desc)) + [ow, oh, ih, iw, c, -row0, -col0, sh, sw, dh]
    return desc


def _input_window_of(op):
    """`input_window` of the convolution's input when the GEMM reads it by bounds (at least
    WINDOW_MIN_CHANNELS channels), else (the input, 0, 0)."""
    x = op.operands[0]
    t = x.type
    if isinstance(t, uir.RankedTensorType) and uir.ShapedType(t).rank == 4 and \
            uir.ShapedType(t).shape[3] >= WINDOW_MIN_CHANNELS:
        return input_window(x)
    return x, 0, 0


def _erase_unused_chain(value, source) -> None:
    """Erase the pads and slices that made `value` from `source` (input_window) as far as
    nothing else uses them: the padded copy is then never made."""
    while value != source and not list(value.uses):
        op = defining_op(value)
        value = op.operands[0]
        op.erase()


def plan_of(op, limits: tuple[int, int, int]) -> list[int] | None:
    """The descriptor `offload_convolutions_2d` would give `op`, else None."""
    return _plan(op, limits, _filter_source(op.operands[1])[1], _input_window_of(op))


def offload_convolutions_2d(module, vector_bytes: int) -> int:
    """Replace each qualifying 2-D convolution (`_plan`) by a placeholder call of the packed
    GEMM (native_gemm_calls.py lowers it); returns how many."""
    taken = set(external_functions(module, PLACEHOLDER_PREFIX))
    done = 0
    for op in ops_named(module, ("linalg.conv_2d_nhwc_hwcf",)):
        source, strides, transpose = _filter_source(op.operands[1])
        read = op.operands[0]
        window = _input_window_of(op)
        desc = _plan(op, f32_limits(vector_bytes), strides, window)
        if desc is None:
            continue
        emit_convolution_call(module, op, window[0], source, desc, taken)
        if transpose is not None and not list(transpose.results[0].uses):
            transpose.erase()
        _erase_unused_chain(read, window[0])
        done += 1
    return done
