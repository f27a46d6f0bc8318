"""Window pooling with a small window -> one elementwise loop that reads each tap as an input.

Why: a pooling op (`linalg.pooling_nhwc_sum/max/min`: average pooling is a sum and a
division, max pooling a max) takes the tiled convolution path (convolution_codegen.py):
the transform interpreter tiles it to a parallel grid and a register block, decomposes and
vectorizes it, and LLVM compiles the loop nest that results. For the 2 x 2 windows of
MNIST-sized CNNs that path cost ~27 ms of process CPU a pooling in a cold compile
(flax_mnist_cnn has two: issue 11, where XLA:CPU compiles the whole model in 0.06-0.10 s).
A window of a few taps is as well a sum (max, min) of a few strided reads of the input:

    y[n, oh, ow, c] = init (+) x[n, oh sh, ow sw, c] (+) x[n, oh sh, ow sw + dw, c] (+) ...

one `linalg.generic` with every loop parallel, the input read once per tap as a strided
slice of the output's shape (a view once bufferized), the taps combined in the pooling's own order (kh outer, kw inner, each into the
accumulator with the body's op and operand order), so the result is bit-identical to the
tiled code's. It is an elementwise op: the division of an average pooling fuses into it
(linalg-fuse-elementwise-ops), and it takes the elementwise vector path (channels as lanes).
XLA:CPU emits a reduce-window as such a loop nest too (its elemental IR emitter, the window
loops inside each output element).

Measured on one Emerald Rapids core (process CPU for the compile, thread CPU for a call,
medians, two alternated runs, host busy), tiled -> taps: average pooling 2 x 2, stride 2,
8 x 28 x 28 x 32 compile 66-67 -> 44-45 ms, run 26.4-27.9 -> 23.0-24.7 us; 8 x 14 x 14 x 64
67-78 -> 44-46 ms, 16.6-18.5 -> 13.7-14.8 us; 1 x 28 x 28 x 32 62 -> 34-36 ms, 8.9 -> 6.8
us; max pooling 2 x 2 of 8 x 28 x 28 x 32 60-61 -> 44-46 ms, 27-30 -> 25-27 us; results
bit-identical to the tiled code's. Windows of up to `MAX_TAPS` taps are rewritten.
"""

from __future__ import annotations

import math

import mlir.ir as uir
from mlir.dialects import tensor

from ..walk import ops_named
from . import convolution_codegen, image_slices, named_ops

POOLINGS = ("linalg.pooling_nhwc_sum", "linalg.pooling_nhwc_max", "linalg.pooling_nhwc_min")
# The 3 x 3 max pooling of ResNet (stride 2, padded) compiled faster this way too (1 x 32 x
# 32 x 64: 90 -> 64 ms) at the same run time (34 us), but at 8 x 112 x 112 x 64 it ran 4.1
# -> 4.5 ms in one measurement on a busy host: left on the tiled path until measured again.
MAX_TAPS = 4


def _combine(op):
    """The body's one combining op (arith.addf / maximumf / minimumf on floats) and whether
    it takes the accumulator first; None when the body is anything else."""
    block = op.regions[0].blocks[0]
    body = [o.operation for o in block.operations]
    if len(body) != 2 or len(body[0].operands) != 2 or len(body[0].results) != 1 or \
            body[0].name not in ("arith.addf", "arith.maximumf", "arith.minimumf") or \
            body[1].operands[0] != body[0].results[0]:
        return None
    x, acc = block.arguments[0], block.arguments[2]
    operands = list(body[0].operands)
    if operands == [acc, x]:
        return body[0], True
    if operands == [x, acc]:
        return body[0], False
    return None


def _taps(window) -> int:
    t = window.type
    if not isinstance(t, uir.RankedTensorType) or not uir.ShapedType(t).has_static_shape:
        return MAX_TAPS + 1
    return math.prod(uir.ShapedType(t).shape)


def _pools_a_sliced_convolution(op) -> bool:
    """Whether the pooling's input comes, through single-use elementwise ops (a bias, an
    activation), from a convolution of several images whose output image_slices.py would
    cut into slices of images, each pooled while in cache: that pass finds its chains by
    their pooling op, which it then tiles with the convolution (small_cnn: 3.23 -> 2.95 ms),
    so such a pooling stays one."""
    frontier, seen = [op.operands[0]], 0
    while frontier and seen < 8:
        value = frontier.pop()
        owner = value.owner
        if isinstance(owner, uir.Block) or len(list(value.uses)) != 1:
            continue
        seen += 1
        if owner.name == "linalg.conv_2d_nhwc_hwcf":
            shape = uir.ShapedType(value.type)
            return shape.has_static_shape and shape.shape[0] > 1 and \
                4 * math.prod(shape.shape) >= image_slices.MIN_OUTPUT_BYTES
        if owner.name == "linalg.generic" and all(
                "parallel" in str(a) for a in owner.attributes["iterator_types"]):
            frontier.extend(v for v in owner.operands[:-1]
                            if isinstance(v.type, uir.RankedTensorType))
    return False


def _qualifies(op) -> bool:
    if len(op.operands) != 3 or len(op.results) != 1:
        return False
    x, window, init = op.operands
    types = [x.type, window.type, init.type]
    if not all(isinstance(t, uir.RankedTensorType) and uir.ShapedType(t).has_static_shape
               for t in types):
        return False
    if uir.ShapedType(x.type).element_type != uir.ShapedType(init.type).element_type:
        return False
    kh, kw = uir.ShapedType(window.type).shape
    return 0 < kh * kw <= MAX_TAPS and _combine(op) is not None and \
        not _pools_a_sliced_convolution(op)


def _window(op, name: str) -> list[int]:
    """The pooling's strides or dilations (two; 1 when absent)."""
    if name not in op.attributes:
        return [1, 1]
    attr = op.attributes[name]
    if attr.is_splat:
        return [uir.IntegerAttr(attr.get_splat_value()).value] * 2
    return [int(v) for v in uir.DenseIntElementsAttr(attr)]


def _tap(x, kh: int, kw: int, strides, dilations, out_shape):
    """The input elements tap (kh, kw) of every window reads: a strided slice of `x` of the
    output's shape (bufferized, a view: nothing is copied)."""
    element = uir.RankedTensorType(x.type).element_type
    sliced = uir.RankedTensorType.get(out_shape, element)
    return tensor.ExtractSliceOp(sliced, x, [], [], [],
                                 [0, kh * dilations[0], kw * dilations[1], 0], out_shape,
                                 [1, strides[0], strides[1], 1]).result


def _unroll(op) -> None:
    x, window, init = op.operands
    kh, kw = uir.ShapedType(window.type).shape
    strides, dilations = _window(op, "strides"), _window(op, "dilations")
    combine, acc_first = _combine(op)
    out_type = uir.RankedTensorType(op.results[0].type)
    element = out_type.element_type
    identity = uir.AffineMapAttr.get(uir.AffineMap.get_identity(4))
    parallel = uir.Attribute.parse("#linalg.iterator_type<parallel>")
    with uir.InsertionPoint(op), op.location:
        taps = [_tap(x, i, j, strides, dilations, list(out_type.shape))
                for i in range(kh) for j in range(kw)]  # (the pooling's own order)
        empty = tensor.EmptyOp(out_type.shape, element).result
        generic = named_ops.GenericOp(
            [out_type], [init] + taps, [empty], uir.ArrayAttr.get([identity] * (len(taps) + 2)),
            uir.ArrayAttr.get([parallel] * 4))
        body = generic.regions[0].blocks.append(*([element] * (len(taps) + 2)))
        with uir.InsertionPoint(body):
            acc = body.arguments[0]
            for value in list(body.arguments)[1:len(taps) + 1]:
                operands = [acc, value] if acc_first else [value, acc]
                acc = uir.Operation.create(combine.name, results=[element],
                                           operands=operands,
                                           attributes={a.name: a.attr for a in
                                                       map(combine.attributes.__getitem__,
                                                           range(len(combine.attributes)))}
                                           ).result
            named_ops.YieldOp([acc])
    op.results[0].replace_all_uses_with(generic.results[0])
    op.erase()


def unroll_small_windows(module) -> int:
    """Rewrite every static pooling of at most `MAX_TAPS` taps into one elementwise
    `linalg.generic` over its output (see the module docstring); returns how many."""
    for generic in ops_named(module, ("linalg.generic",)):
        # (max and min poolings that StableHLO's legalization left generic: named first)
        if convolution_codegen._pooling_window(generic) is not None and \
                _taps(generic.operands[1]) <= MAX_TAPS and \
                not _pools_a_sliced_convolution(generic):
            convolution_codegen._pooling_as_named(generic)
    found = [op for op in ops_named(module, POOLINGS) if _qualifies(op)]
    for op in found:
        _unroll(op)
    return len(found)
