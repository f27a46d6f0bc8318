"""A convolution whose output is pooled runs a few images at a time, pooled while in cache.

A CNN's first layer computes the largest activation of the network and the max-pool after it
reads that activation once and keeps a quarter of it. Run as two passes (the native GEMM of
native_convolutions.py over every image, then the pool's loop nest), the activation goes to
memory and back: the kernel benchmark's small_cnn (batch 32, 32 x 32 x 3 -> 32 channels,
3 x 3; a 4 MiB f32 output, more than an Emerald Rapids core's 2 MiB L2) spent 0.27 ms of its
3.05 in the pool's pass (pool, ReLU and the write into the next layer's padded input: 14 GB/s,
memory speed), and its convolution wrote 4 MiB at 92 GFLOP/s.

Every op of such a chain computes image n from image n alone (the batch is dimension 0 of
each operand and result of a convolution, a pooling op and an elementwise op), so the chain
is a parallel loop over slices of images: the last op of the chain is tiled along the batch
with `scf.forall` and its producers, up to the convolution and the fills of their
destinations, are fused into that loop (`transform.structured.tile_using_forall` and
`fuse_into_containing_op`). Each iteration then calls the GEMM on its slice (a 1-image
product of 1024 rows, still packed and still native: the later stages see an ordinary static
convolution in the loop), and the pool reads the slice's output from L2 right away. The
slice is the largest divisor of the batch whose convolution output fits `SLICE_BYTES` (a 16th
of the L2: the slice's input, output and pooled output stay in L2 beside the packed filter;
small_cnn with slices of 1, 2 and 4 images: 2.78, 2.81 and 2.83 ms). The arithmetic of every
element is unchanged (each output position is the same dot product of the same packed panels,
in the same order, whoever runs its slice), so results are bit-identical to the unsliced
program and across thread counts; the slices are the units the pool's threads split.

When: a static f32 convolution that the native GEMM takes, of more than one image, whose
output is at least `MIN_OUTPUT_BYTES` (an L2: smaller outputs stay in cache between the
passes anyway), used once, by a chain of single-use elementwise ops (other operands may be
broadcasts, like a bias) and pooling ops, at least one pooling op, all keeping the batch as
dimension 0. The chain ends at its last such op; that op may write into a slice of a larger
buffer (the next layer's zero-padded input, padded_destinations.py): the loop then writes
there. A constant `tensor.pad` of the convolution's input is fused too (each slice pads its
own images; the padded input of the whole batch is never made). Without a pooling op the
full-size output is written anyway and slicing would save no pass.

Measured (one Emerald Rapids core, thread CPU time, alternated with the unsliced tree):
small_cnn 3.23 -> 2.95 ms (XLA:CPU 2.94); its conv + pool + ReLU 0.88 -> 0.67 ms in the op
profile. Two threads: the process's CPU time 3.16 -> 2.94 ms, the wall time at least as
fast. No zoo model is sliced today: resnet50_b8's stem puts a padded destination
(`tensor.insert_slice`, padded_destinations.py) between the convolution's epilogue and the
max-pool, which the fusion cannot pull into the loop, and its max-pool's own `tensor.pad` in
the chain (tried before padded_destinations.py) hit an assertion in the MLIR fusion that
aborts the process, so pads inside the chain are not taken. cnn_train_step_b8 keeps its
activations for the backward pass (more than one use).

Tried and dropped: slicing the second convolution of small_cnn with the global average
pool after it (a reduction over rows and columns that keeps the batch, 2 MiB of output):
3.3-3.4 ms against 2.8, since each 2-image slice packed the 288 x 64 filter again, copied its
slice of the padded input into a buffer of its own (a placeholder call takes buffers of
identity layout) and reduced 2 images in a loop of its own. So the chain needs a pooling
op, whose window keeps the slice's output small and whose producer is the small-K first
layer that packs almost nothing.

XLA:CPU gets the same locality by fusion (its trace shows small_cnn as two YNNPACK fusions,
one of them nearly the whole network); here the loop that both ops run in is made at the
tensor level and each stage below keeps its own code (the native GEMM, the pool's tiles).
"""

from __future__ import annotations

import mlir.ir as uir

from ..walk import ops_named
from .sliced_loops import (nearest_first, only_use, reads_element_for_element,
                           slice_into_loop, static_f32, untag)

# An Emerald Rapids / Sapphire Rapids core's L2 (2 MiB) and a 16th of it.
MIN_OUTPUT_BYTES = 1 << 21
SLICE_BYTES = 1 << 17
# A slice's product keeps at least the native GEMM's row minimum (f32_limits): a smaller one
# would leave the native path inside the loop.
MIN_SLICE_ROWS = 16

_POOLING = ("linalg.pooling_nhwc_max", "linalg.pooling_nhwc_min", "linalg.pooling_nhwc_sum")
_TAG = "shlo.image_slice"
_TRIED = "shlo.image_slice_tried"
_TAGGED = ("linalg.generic", "linalg.fill", "linalg.conv_2d_nhwc_hwcf", "tensor.pad", *_POOLING)


def _chain(conv, batch: int) -> list | None:
    """The ops after `conv` that compute image n from image n alone (see the module
    docstring), in order; None without a pooling op among them."""
    chain, value = [], conv.results[0]
    while True:
        user = only_use(value)
        if user is None:
            break
        if user.name in _POOLING:
            if user.operands[0] != value:
                break
        elif not reads_element_for_element(user, value):
            break
        shape = static_f32(user.results[0])
        if shape is None or shape[0] != batch:
            break
        chain.append(user)
        value = user.results[0]
    return chain if any(op.name in _POOLING for op in chain) else None


def _slice_images(batch: int, image_bytes: int) -> int:
    """The largest divisor of `batch` below `batch` whose images fit SLICE_BYTES (at least 1)."""
    best = 1
    for d in range(1, batch):
        if batch % d == 0 and d * image_bytes <= SLICE_BYTES:
            best = d
    return best


def _fill_of(value):
    """The `linalg.fill` making `value` (a destination), if it has no other use."""
    owner = getattr(value.owner, "operation", value.owner)
    if getattr(owner, "name", None) == "linalg.fill" and len(list(value.uses)) == 1:
        return owner
    return None


def slice_pooled_convolutions(module, plan_of, apply) -> int:
    """Run each qualifying convolution (module docstring) and its pooling chain in a parallel
    loop over slices of images; `plan_of(op)` is not None for a convolution the native GEMM
    takes, `apply(module, script)` runs a transform script or leaves the module as it was
    and says which. Returns how many chains were sliced."""
    done = 0
    while True:
        found = _next_candidate(module, plan_of)
        if found is None:
            break
        conv, shape, image_bytes, chain = found
        conv.attributes[_TRIED] = uir.UnitAttr.get(module.context)  # (kept if restored)
        ordered = nearest_first([conv] + chain, _fill_of)
        pad = _pad_of(conv.operands[0])
        if pad is not None:
            ordered.append(pad)
        if slice_into_loop(module, ordered, [_slice_images(shape[0], image_bytes)], apply,
                           _TAG, _TAGGED):
            done += 1
    untag(module, _TRIED, _TAGGED)
    return done


def _next_candidate(module, plan_of):
    """(convolution, its output shape, bytes of one image of it, chain) of the first
    qualifying convolution not tried yet, else None."""
    for conv in ops_named(module, ("linalg.conv_2d_nhwc_hwcf",)):
        if _TRIED in conv.attributes:
            continue
        shape = static_f32(conv.results[0])
        if shape is None or shape[0] < 2 or plan_of(conv) is None:
            continue
        image_bytes = 4 * shape[1] * shape[2] * shape[3]
        if shape[0] * image_bytes < MIN_OUTPUT_BYTES:
            continue
        rows = _slice_images(shape[0], image_bytes) * shape[1] * shape[2]
        chain = _chain(conv, shape[0]) if rows >= MIN_SLICE_ROWS else None
        if chain is not None:
            return conv, shape, image_bytes, chain
    return None


def _pad_of(value):
    """The `tensor.pad` making the convolution's input `value`, if it has no other use:
    padded a slice at a time in the loop too, the padded input of all images is never made."""
    owner = getattr(value.owner, "operation", value.owner)
    if getattr(owner, "name", None) != "tensor.pad" or len(list(value.uses)) != 1:
        return None
    yielded = list(owner.regions[0].blocks[0].operations)[-1].operands[0].owner
    if getattr(yielded, "name", None) != "arith.constant":
        return None  # (the only kind of pad tried here: a constant border)
    return owner
