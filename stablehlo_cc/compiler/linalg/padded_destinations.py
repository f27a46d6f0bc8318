"""A convolution's zero-padded input is written in place by the op that computes it.

`tensor.pad` of an activation (a 3x3 convolution's `SAME` border, a stride-2 layer's extra
row and column) is a copy: bufferized as its own pass (allocate, fill, copy the interior),
or, fused into the convolution's parallel grid (convolution_codegen `_own_pad`), as a
padded copy of the few input rows each block reads, 3x the input copied and filled for a
3x3 window (MobileNetV2's depthwise layers spent about a third of their time there).
Neither is needed when the input is computed by an elementwise op of our own (the previous
layer's bias or batch norm and activation): that op can write its result straight into the
interior of a buffer whose border is already the padding value,

    %p = linalg.fill(pad value) -> padded shape
    %r = linalg.generic ... outs(tensor.extract_slice %p [interior])
    %x = tensor.insert_slice %r into %p [interior]        (was: tensor.pad %r)

which bufferization makes one buffer: the fill, then the producer's stores into a strided
view of it (its tiles, when it is a convolution's fused epilogue, included), and the
convolution reads the padded buffer as it is. XLA:CPU likewise assigns a pad's operand a
slice of the padded buffer when it can ("pad" as an in-place buffer assignment of its
fusion), and IREE folds pads into the consumer's tiled reads.

Only pads with a constant value, one use (a convolution), and a producer with one use and
one result that does not read its destination are rewritten; not the zero pads of depthwise
convolutions that the C kernel takes (native_depthwise_calls.absorbs_pad): it skips the
taps outside the input, so no padded buffer is needed at all.

Only the border is filled. The producer writes every element of the interior (a linalg
op writes its whole output, and one that does not read its destination writes it from its
inputs alone), so zeros stored there first are dead: a whole write pass over the input
(every padded 3x3 convolution of the zoo's CNNs; ~50 us a MB from a cold cache on one
Emerald Rapids core, though the producer's stores then fetch the lines the fill had
brought in). The fill keeps its tensor form through tiling (convolution_kernels.py finds
the padded destination by it) and carries the interior (`BORDER`: its offsets, then its
sizes); once it fills a buffer, `fill_borders_only` replaces it by fills of the border's
slabs, for each dimension d the part below and above the interior along d, restricted to
the interior in the dimensions before d and whole in those after (so the slabs are
disjoint and, with the interior, cover the buffer: for an image, the top and bottom rows
whole, then the left and right columns of the rows between).

Only buffers of at least `MIN_BORDER_ONLY_BYTES`: the slabs cost the compile ~2 ms a
padded buffer (their loop nests and ops through every later stage: resnet50_b1's 16,
1.03 -> 1.07 s process time, torch_resnet18_b1 0.54 -> 0.58 s, warm compiles, medians; ~60
ms more for resnet50_b1 with every slab a fill of its own, before one-wide pairs became one
strided fill in `_border_slabs`), and a smaller buffer is still in L2 when the producer
stores into it, so the fill cost little: border-only fills gave resnet50_b1,
resnet50_224_b1, torch_resnet18_b1 and unet_block_b1, whose buffers are all below 1 MiB,
nothing measurable (within 1 %; one core, thread CPU time, medians, alternated with the
whole fill). Above it: small_cnn (32x18x18x32, 1.3 MB) 2.76 -> 2.74 ms (6 of 8 pairs
faster), two 3x3 layers at 8x56x56x64 (a 6.9 MB padded buffer) 27.6 -> 27.3 ms.
"""

from __future__ import annotations

import math

import mlir.ir as uir
from mlir.dialects import arith, bufferization, memref, tensor

from ..walk import ops_named
from . import named_ops
from .native_depthwise_calls import absorbs_pad

BORDER = "shlo.border_only"
# Padded buffers from this size on get only their border filled (module docstring): half
# an Emerald Rapids core's L2.
MIN_BORDER_ONLY_BYTES = 1 << 20
_CONVOLUTIONS = ("linalg.conv_", "linalg.depthwise_conv_", "linalg.pooling_")


def _bytes(t) -> int:
    return math.prod(t.shape) * max(1, getattr(t.element_type, "width", 32) // 8)


def _static_pad(pad) -> tuple[list[int], list[int]] | None:
    """(low, high) of a pad with static amounts, else None."""
    if len(pad.operands) != 1:  # dynamic low/high operands
        return None
    low = [int(v) for v in uir.DenseI64ArrayAttr(pad.attributes["static_low"])]
    high = [int(v) for v in uir.DenseI64ArrayAttr(pad.attributes["static_high"])]
    if min(low + high) < 0:
        return None
    return low, high


def _pad_constant(pad):
    """The constant attribute a pad's body yields, else None."""
    ops = list(pad.regions[0].blocks[0].operations)
    if len(ops) != 1 or len(ops[0].operands) != 1:
        return None
    owner = ops[0].operands[0].owner
    if not isinstance(owner, uir.Block) and owner.name == "tensor.extract":
        owner = _yielded(owner.operands[0])  # a 0-d tensor holding a constant
    if owner is None or isinstance(owner, uir.Block) or owner.name != "arith.constant":
        return None
    return owner.attributes["value"]


def _yielded(value):
    """The op defining what a body-only `linalg.generic` (no inputs) yields, else None."""
    owner = value.owner
    if isinstance(owner, uir.Block) or owner.name != "linalg.generic" or \
            len(owner.operands) != 1:
        return None
    ops = list(owner.regions[0].blocks[0].operations)
    if len(ops) != 1 or len(ops[0].operands) != 1:
        return None
    return ops[0].operands[0].owner


def _writes_only(producer) -> bool:
    """A linalg op with one result whose destination is not read (an elementwise generic
    whose body ignores its output argument)."""
    if producer.name != "linalg.generic" or len(producer.results) != 1:
        return False
    body = producer.regions[0].blocks[0]
    out = body.arguments[len(body.arguments) - 1]
    return len(list(out.uses)) == 0


def write_padded_inputs_in_place(module) -> int:
    """Rewrite each qualifying pad (see the module docstring); returns how many."""
    done = 0
    for pad in ops_named(module, ("tensor.pad",), in_linalg_bodies=False):
        uses = list(pad.results[0].uses)
        if len(uses) != 1 or not uses[0].owner.name.startswith(_CONVOLUTIONS) or \
                absorbs_pad(uses[0].owner):
            continue
        amounts = _static_pad(pad)
        constant = _pad_constant(pad)
        source = pad.operands[0]
        producer = source.owner
        if amounts is None or constant is None or isinstance(producer, uir.Block):
            continue
        producer = producer.operation if hasattr(producer, "operation") else producer
        if not _writes_only(producer) or len(list(source.uses)) != 1:
            continue
        t = uir.RankedTensorType(pad.results[0].type)
        st = uir.RankedTensorType(source.type)
        if not (t.has_static_shape and st.has_static_shape):
            continue
        low, _ = amounts
        with uir.InsertionPoint(producer), producer.location:
            value = arith.ConstantOp(t.element_type, constant).result
            # (a fresh allocation, not a tensor.empty: CSE merged the equal fills of two
            # layers' padded inputs, and bufferization then copied one buffer into another)
            fresh = bufferization.AllocTensorOp(t, []).result
            filled = named_ops.fill(value, fresh)
            if _bytes(t) >= MIN_BORDER_ONLY_BYTES:
                filled.owner.attributes[BORDER] = uir.DenseI64ArrayAttr.get(low + list(st.shape))
            interior = tensor.ExtractSliceOp(st, filled, [], [], [], low, st.shape,
                                             [1] * st.rank).result
        producer.operands[len(producer.operands) - 1] = interior
        with uir.InsertionPoint(pad), pad.location:
            padded = tensor.InsertSliceOp(source, filled, [], [], [], low, st.shape,
                                          [1] * st.rank).result
        pad.results[0].replace_all_uses_with(padded)
        pad.erase()
        done += 1
    return done


def _border_slabs(shape: list[int], low: list[int], inner: list[int]):
    """(offsets, sizes, steps) of the disjoint boxes that, with the interior box at `low` of
    sizes `inner`, cover a buffer of `shape` (module docstring); empty boxes left out. The
    two slabs of a dimension padded by one on each side are one strided box (its two
    layers, `inner + 1` apart) unless each slab is contiguous: one loop nest to compile,
    not two (the left and right columns of an image), where contiguous slabs are memsets
    (fill_memset.py) that need none."""
    rank = len(shape)
    for d in range(rank):
        high = shape[d] - low[d] - inner[d]
        steps = [1] * rank
        before, after = inner[:d], shape[d + 1:]
        if min(before + after + [1]) <= 0:
            continue
        if low[d] == high == 1 and max(before + [1]) > 1:
            steps[d] = inner[d] + 1
            yield low[:d] + [0] + [0] * len(after), before + [2] + after, steps
            continue
        for start, size in ((0, low[d]), (low[d] + inner[d], high)):
            if size > 0:
                yield low[:d] + [start] + [0] * len(after), before + [size] + after, steps


def fill_borders_only(module) -> int:
    """Each buffer fill marked `BORDER` becomes fills of its border's slabs (module
    docstring); returns how many were rewritten."""
    done = 0
    for fill in ops_named(module, ("linalg.fill",)):
        if BORDER not in fill.attributes:
            continue
        bounds = [int(v) for v in uir.DenseI64ArrayAttr(fill.attributes[BORDER])]
        del fill.attributes[BORDER]
        target = fill.operands[len(fill.operands) - 1]
        if not isinstance(target.type, uir.MemRefType):
            continue  # (still a tensor: not bufferized, filled whole)
        t = uir.MemRefType(target.type)
        rank = t.rank
        strides, offset = t.get_strides_and_offset()
        dynamic = uir.ShapedType.get_dynamic_stride_or_offset()
        with uir.InsertionPoint(fill), fill.location:
            for offsets, sizes, steps in _border_slabs(list(t.shape), bounds[:rank],
                                                       bounds[rank:]):
                start = dynamic if offset == dynamic or dynamic in strides else \
                    offset + sum(o * s for o, s in zip(offsets, strides))
                layout = [dynamic if s == dynamic else s * k for s, k in zip(strides, steps)]
                view = uir.MemRefType.get(sizes, t.element_type,
                                          uir.StridedLayoutAttr.get(start, layout),
                                          t.memory_space)
                slab = memref.SubViewOp(view, target, [], [], [], offsets, sizes,
                                        steps).result
                named_ops.fill(fill.operands[0], slab)
        fill.erase()
        done += 1
    return done
