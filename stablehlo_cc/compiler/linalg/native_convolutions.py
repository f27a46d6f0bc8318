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
in the filter), and whose columns are the output channels. The input (already padded:
padded_destinations.py writes it in place, or a tensor.pad copies it) is read in place with
overlapping rows, and the filter, a (KH KW C) x F matrix, is packed once for all N OH OW
rows (as batch dimensions, images or output rows would each pack it again). The
convolution's epilogue (bias, batch norm, activation) is then an elementwise loop of its
own over the output, as it is for matrix products.

When (`_plan`): static f32 `linalg.conv_2d_nhwc_hwcf` (any stride, dilation in the rows
only, since a dilated (kw, c) is no longer contiguous) whose product has the row and column
minimums of `native_gemm_calls.f32_limits` (16 output positions, images included; 9 output
channels on AVX2, 16 with AVX-512: fewer fill a 16-wide strip mostly with padding), or
fewer rows but a large filter (`MIN_FILTER`: at batch 1 and small images a CNN's last
layers, 2 x 2 outputs of a 3 x 3 x 512 x 512 filter, are a pass over the filter whichever
code runs them, and the kernel's was twice as fast). Unlike matrix products there is no
minimum of work: every convolution on the tiled path costs a compile of its own, and on one
Zen 3 core the kernel measured as fast as the tiled code or faster down to MNIST's first
layer (28 x 28 x 1 -> 32, 3 x 3: 22 us either way); what it lost were 9-row products with
small filters (a weight gradient of 3 x 3 outputs: 15 vs 13 us) and 3-channel outputs (80
vs 53 us), which the minimums keep tiled. Depthwise convolutions and pooling are not
products (no reduction over input channels): they keep the tiled path too.
"""

from __future__ import annotations

import mlir.ir as uir

from ..walk import external_functions, ops_named
from .convolution_codegen import window_attrs
from .native_gemm_calls import (DESCRIPTOR_LENGTH, PLACEHOLDER_PREFIX, _ROWS_AT, _SPLIT_AT,
                                _emit_call, _is_zero_fill, f32_limits)

# A convolution of fewer output positions than the GEMM's row limit is still a product when
# its filter has at least this many elements (64 KiB of f32: past L1, so read once anyway).
MIN_FILTER = 1 << 14


def _plan(op, limits: tuple[int, int, int]) -> list[int] | None:
    """The descriptor (without init mode) of a qualifying convolution, else None."""
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
    row = iw * c
    desc = [m, f, k, 0, sw * c, 1, f, 1, f, 1, f, 1, 0]
    desc += [0] * (_SPLIT_AT - len(desc))
    desc += [kw * c, dh * row, kw * c * f] if kh > 1 else [0, 0, 0]
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
    return desc


def offload_convolutions_2d(module, vector_bytes: int) -> int:
    """Replace each qualifying 2-D convolution (`_plan`) by a placeholder call of the packed
    GEMM (native_gemm_calls.py lowers it); returns how many."""
    taken = set(external_functions(module, PLACEHOLDER_PREFIX))
    done = 0
    for op in ops_named(module, ("linalg.conv_2d_nhwc_hwcf",)):
        desc = _plan(op, f32_limits(vector_bytes))
        if desc is None:
            continue
        init = op.operands[2]
        zero = _is_zero_fill(init)
        desc[3] = 0 if zero else 1
        desc += [0] * (DESCRIPTOR_LENGTH - len(desc))
        _emit_call(module, op, "f32", [op.operands[0], op.operands[1]] +
                   ([] if zero else [init]), desc, taken)
        done += 1
    return done
