"""Tiled, vectorized and multi-threaded code for convolutions and window pooling.

How the peers do it: IREE's llvm-cpu backend distributes a convolution's parallel loops
(batch, output rows, output channels) over workgroups, tiles each workgroup for the caches,
then tiles to a register block whose 2-D window loops have size 1, decomposes it to a 1-D
convolution and vectorizes that (outer products over the output channels, broadcast over a
few output columns); other layouts are first transposed to NHWC/HWCF. XLA:CPU hands
convolutions to Eigen's spatial convolution (an im2col-style packed GEMM) and splits its
output over the Eigen thread pool. We follow IREE, since every step is an upstream MLIR
transform:

- **Parallel blocks** (`tile_using_forall`): the output is cut into a fixed grid of blocks,
  one batch element and one output row each, all output columns (split too when there are
  fewer than `MIN_BLOCKS` blocks), output channels in blocks of at most `CHANNEL_BLOCK`;
  `scf-forall-to-parallel` and parallel_loops.py turn that grid into a parallel loop on the
  thread pool. The output's zero fill and the input's padding are fused into the grid,
  block by block (a block pads the few input rows it reads, in cache). Every block
  runs its whole reduction (window and input channels) in one thread in a fixed order, so
  results are bit-identical for any number of threads.
- **Cache blocks** of input channels (as contraction_codegen's K blocks), then a **register
  block** (RM output columns × RN output channels, one window position; the output columns
  split in two parts where the GEMM microkernel's 6 x 2-vector block does not divide the
  width, e.g. 56 = 48 + 8, `split_columns`), decomposed to 1-D
  (`transform.structured.decompose`) and vectorized; contraction_codegen's clean-up turns
  the result into broadcast-FMA outer products with accumulators kept in registers.
- **Other forms are rewritten to these ops first** (`to_fast_forms`): a 1-D convolution is a
  2-D one with a window of height 1; a 3-D convolution is a sum over the depth window of 2-D
  convolutions on strided depth slices, batch and output depth merged into one batch
  dimension; a grouped convolution (feature or batch groups, 1 to 3 spatial dimensions, the
  generic StableHLO's legalization makes) is one channels-last convolution per group, and a
  depthwise convolution with a channel multiplier one depthwise convolution per multiplier
  index (up to `MAX_GROUPS`), each a loop over the groups around ONE such convolution
  (see "Grouped convolutions share one kernel" below). NCHW and other layouts arrive here as transposes around a
  channels-last convolution (stablehlo/rules/convolution_layout.py); transposed
  convolutions as an interior-padded input. Grouped convolutions are split before
  elementwise fusion (`split_groups`, stage.optimize_tensors), since fusion would fold the
  transposes of PyTorch's layouts into their generic and hide the form.
  Why the operands are transposed once rather than the path made layout-generic: the
  transposes are streaming passes (transpose.c), a few percent of a convolution's time,
  and every layout then shares one tiled path and one GEMM descriptor. One thread, medians
  (`python -m benchmarks.versus_xla`, host under load, 2026-11-27), NCHW against the same NHWC
  convolution and XLA:CPU: resnext50's 2x128x56x56 3x3 32 groups of 4, 137 ms before the
  split moved ahead of fusion -> 14.6 (NHWC 13.2, XLA 52); 2x1024x14x14 32 groups of 32,
  595 -> 7.7 (NHWC 6.6, XLA 22); 2x64x56x56 2 groups, 346 -> 6.6 (NHWC 6.3, XLA 22);
  1-D 4x128x1000 8 groups k5, 92 -> 10.5 (NWC 9.9, XLA 12); 3-D 2x64x16x28x28 4 groups
  3x3x3, a scalar loop nest in any layout before (1290 ms), 43 (NDHWC 35, XLA 300). A
  grouped filter's dilation comes back from the zero-interleaved filter the legalization
  writes (`_undilated_filter`): 2x128x56x56, 8 groups of 16, 3x3 stride 2 dilation 2, NHWC
  2.4 -> 1.65 ms (9 taps, not 25). What NCHW still costs over NHWC is the transposes and
  the padded copy of the transposed input (native_transpose_calls writes a fresh buffer,
  not the padded one): 1-D 4x128x4000 -> 256 stride 2, 31 against 20-24 ms.
- **Grouped convolutions share one kernel** (`_per_group`): the groups are an `scf.for`
  whose index is the dynamic offset of the group's slices of the input, filter and output
  (`tensor.extract_slice`/`insert_slice` on the loop's carried output), around one
  channels-last convolution, tiled, vectorized or sent to the packed GEMM once. Unrolled
  (one convolution per group, until 2026-11-27), the kernel deduplication
  (convolution_kernels.py) outlined them as one function but inlined it back at each of
  the group's call sites, and each call copied its strided group slices into contiguous
  arguments: torch_regnet_y_400mf_b1 (group width 8, up to 55 groups) compiled to 525 LLVM
  functions, 33.4k lines of LLVM IR and 589 `memref.copy`, in 5.7-6.0 s (process CPU,
  pinned; XLA:CPU 1.9 s). With the loop: 124 functions, 15.2k lines, 7 copies, 2.0-2.3 s
  (b8: 6.6-6.9 -> 2.5 s; torchvision resnext50_32x4d batch 2: 6.1 -> 1.7 s, regnet_y_400mf
  6.4-6.7 -> 2.4-2.7 s). The tiled path reads each group's slices in place (strided
  subviews), the group's zero fill written into its output slice, so the copies went from
  the run time too: one thread, thread CPU medians, regnet_y_400mf_b1 19.7 -> 17.2 ms, b8
  135-140 -> 128 ms, torchvision regnet_y_400mf 38-39 -> 33-35 ms, resnext50's layers
  (the single convolutions above) 2x128x56x56 32 x 4 NHWC 5.9 -> 4.5 ms, NCHW 6.5 -> 6.5, 2x1024x14x14
  32 x 32 NCHW 3.3 -> 2.95, NHWC 2.6-3.0 -> 2.3-2.5; the whole resnext50 unchanged
  (256 vs 252 ms: its wide groups take the GEMM, which still gets contiguous copies of a
  group's input, filter and output, once a group as before: gemm.c's A reads (kw, c) as
  one contiguous reduction level, which a group slice of an NHWGC input is not). The groups
  run one after the other, each on the whole parallel grid, as before.
- **Epilogues**: when the only use of a convolution is an elementwise op over its output
  (bias, batch norm, activation), the grid is that op's, and the convolution, its fill and
  its padding are fused into it (`fuse_into_containing_op`, as IREE fuses producers into its
  root op's tiles): each block is convolved, then biased and activated, while in cache.
- **Window pooling** (`pooling_nhwc_sum/max/min`, average pooling is a sum and a division)
  takes the same path as a depthwise convolution: vectorized over channels, parallel blocks.
- **Depthwise convolutions** (MobileNet, EfficientNet; f32 ones call the C kernel of
  native_depthwise_calls.py instead, which needs no code per shape; this path keeps the
  others): IREE's x86 configuration
  (LLVMCPU/KernelDispatch.cpp) tiles `depthwise_conv_2d_nhwc_hwc` to a vector block of
  1 row x 8 output columns x 2 vectors of channels x the whole 3-wide window row
  ({1, 1, 8, 2 * vector, 1, 3}), so that the decomposed 1-D convolution loads each input
  column once per window row and reuses it for the three taps. We keep `register_shape`'s
  block (6 columns x 2 vectors, 12 accumulators: 8 x 2 would leave no register for the
  inputs on 16 ymm) and one tap a step, the 3 x 3 window loops unrolled by LLVM: a block of
  the whole window row measured the same (353 vs 359 us over five MobileNetV2 layers), so
  the tap loop does not bound these layers. Stride 2 reads 2 x 6 - 1 input columns and
  uses every other one. What did cost was around the loop: the padded copy of
  its input rows each block made (now the producer writes the padded buffer,
  padded_destinations.py), a shared zero fill copied into each block's accumulator
  (`own_initial_fill`), and the epilogue's per-element batch-norm arithmetic
  (fusion_cost.py computes the per-channel scale and shift once) and NaN-exact ReLU6
  (13 vector ops, now 4: stablehlo/rules/float_edges.py).
- **Weight-bound convolutions** (`weights_dominate`: the filter is larger than the whole
  input and than L2's share, the last layers of a CNN at small images or batch 1): each
  parallel block is every output position x one register-wide strip of output channels, so
  the filter is read from memory once (IREE reaches the same order by turning 1x1
  convolutions into matmuls whose tile spans all of a small M).

Most 2-D NHWC convolutions never get here: they call the packed C GEMM instead
(native_convolutions.py says which and why: compile time); this path keeps the small ones,
the other forms, depthwise convolutions and pooling.

Every transform that fails leaves its op as it was (contraction_codegen._apply_all). Equal
convolutions (same shapes, window, epilogue) are transformed once: convolution_kernels.py
gives each distinct kernel one private function before any of this runs.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace

import mlir.ir as uir
from mlir.dialects import arith, scf, tensor

from ..walk import ops_named
from . import named_ops
from .reshape_groups import reassociation

# Ops this module tiles: (row loop, column loop) of the register block, and whether the op
# has an output-channel loop fed by an input-channel reduction (a full convolution).
# Loops: conv (n, oh, ow, f, kh, kw, c); depthwise and pooling (n, oh, ow, c, kh, kw).
TILED = {
    "linalg.conv_2d_nhwc_hwcf": True,
    "linalg.depthwise_conv_2d_nhwc_hwc": False,
    "linalg.pooling_nhwc_sum": False,
    "linalg.pooling_nhwc_max": False,
    "linalg.pooling_nhwc_min": False,
}
_ROWS, _COLUMNS = 2, 3  # output columns (ow) broadcast, output channels as vector lanes
# Output channels of one parallel block and input channels of one cache block.
CHANNEL_BLOCK = 256
# Blocks the parallel grid should have at least, so that a team of threads shares it evenly.
MIN_BLOCKS = 32


@dataclass(frozen=True)
class ConvolutionPlan:
    parallel: list[int]  # tile sizes of the parallel grid (0: not tiled)
    reduction: list[int] | None  # cache blocks of the reduction loops, None: whole
    register: list[int]  # register block, every loop
    fuse_init: bool = False  # the output's initial value comes from a fill of its own
    fuse_pad: bool = False  # the input is a tensor.pad used only here
    # (output columns, register block) of the columns past `register`'s: the output width
    # is split there (`split_columns`), None when `register` divides it
    tail: tuple[int, list[int]] | None = None
    elementwise: list[int] | None = None  # register tile of the fill and epilogue loops

    def without_split(self) -> "ConvolutionPlan":
        """The same plan with one register block that divides the output (a fallback)."""
        if self.tail is None:
            return self
        return replace(self, tail=None,
                       register=list(self.elementwise) + self.register[len(self.elementwise):])


def _largest_divisor(n: int, limit: int) -> int:
    return max(d for d in range(1, max(1, min(n, limit)) + 1) if n % d == 0)


def _element_bytes(t) -> int:
    return max(1, getattr(t, "width", 32) // 8)


def _divisors(n: int, limit: int) -> list[int]:
    return [d for d in range(1, min(n, limit) + 1) if n % d == 0]


def register_shape(columns: int, channels: int, lanes: int, block) -> tuple[int, int]:
    """(RM output columns, RN output channels) of the register block, both dividing the
    output's width and channels, so that every block is full (no masked or scalar tails).

    The block is chosen per convolution, not fixed at the contraction microkernel's
    `block.rows` x `block.vectors`: output widths such as 14, 28 or 7 have no divisor near 6,
    and a fixed 6 rows fell back to 2 or 1 (2 or 4 accumulators: the FMA latency, not its
    throughput, bounds the loop), and channel counts such as 24 or 40 gave 12 or 20 lanes,
    vectors that are not a power-of-two number of registers (LLVM widens and splits them:
    5-7 GFLOP/s on Zen 3). So: RN is 1 or `block.vectors` whole vectors (measured on AVX2:
    3 or 4 vectors a row lose to 1 or 2 in the 1-D form the vectorizer emits), and among the
    (RM, RN) pairs that divide the output, the one with the most accumulators (at most
    `block.rows * block.vectors`: 12 of 16 ymm, 16 of 32 zmm) that leaves registers for one
    broadcast and the filter vectors; ties go to the fewest loads per FMA (RM + vectors).
    When the microkernel's own shape divides the output, it is kept. IREE picks its
    convolution register tiles per target the same way (a vector size per dimension, from
    the register file)."""
    if columns % block.rows == 0 and channels % (lanes * block.vectors) == 0:
        return block.rows, lanes * block.vectors  # the contraction microkernel's own shape
    if channels % lanes:
        return (_largest_divisor(columns, block.rows),
                _largest_divisor(channels, lanes * block.vectors))
    accumulators = block.rows * block.vectors
    registers = 32 if block.vector_bytes >= 64 else 16
    best = None
    for vectors in _divisors(channels // lanes, block.vectors):
        for rows in _divisors(columns, accumulators // vectors):
            if rows * vectors + vectors + 1 > registers:
                continue
            key = (rows * vectors, -(rows + vectors), vectors)
            if best is None or key > best[0]:
                best = (key, rows, vectors * lanes)
    return best[1], best[2]


# Input channels a convolution needs for its output columns to be split (`split_columns`):
# with fewer (an RGB or grey image's first layer: 3 or 1), a register block's reduction is a
# few FMAs, its loads and stores cost as much, and the narrow tail block measured slower
# (32x32x3 -> 32: 8 % slower split).
MIN_SPLIT_INPUT_CHANNELS = 16


# Accumulators that keep the FMA units busy (latency 4 cycles x 2 units on Zen 3 and Intel
# cores since Skylake): a tail block with fewer is latency-bound.
LATENCY_BOUND_ACCUMULATORS = 8


def split_columns(columns: int, channels: int, lanes: int, block) -> int | None:
    """Output columns the contraction microkernel's own block (`block.rows` columns x
    `block.vectors` vectors) covers when it does not divide the output width; the other
    columns get a block of their own that divides them (`register_shape`). None when the
    width is a multiple of `block.rows` or narrower, or the channels are no multiple of
    the block's vectors.

    Why: CNN widths (56, 28, 14, 32, 16) have no divisor near 6, and every divisor block
    has at most 8 accumulators with AVX2 (4 x 2 ymm), which is just the FMA latency times
    its throughput: the loop then runs at the latency bound, 70 % of the FMA peak at
    best. Splitting the columns (56 = 48 + 8) gives most of them 12 accumulators, as the
    GEMM microkernel has, and the rest a block of at least `LATENCY_BOUND_ACCUMULATORS`
    (the split point moves down until the tail has one: 54 + 2 would leave 2 x 2 vectors, 4
    accumulators; 14 = 6 + 8 measured 11 % faster than 12 + 2). A ResNet 3x3 convolution
    with bias and ReLU (8x56x56x64 -> 64) measured 13 % faster on Zen 3 than with 4 x 2
    vectors everywhere, 32x16x16x32 -> 64 9 %. IREE peels the remainder of its
    convolution tiles the same way (full vector tiles, then a tail). None when no split
    leaves such a tail."""
    if columns <= block.rows or columns % block.rows == 0 or \
            channels % (lanes * block.vectors):
        return None
    for at in range(columns // block.rows * block.rows, 0, -block.rows):
        rows, cols = register_shape(columns - at, channels, lanes, block)
        if rows * cols // lanes >= LATENCY_BOUND_ACCUMULATORS:
            return at
    return None


def plan(op, block) -> ConvolutionPlan | None:
    """Tile sizes of one convolution or pooling op for the register block `block`
    (contraction_codegen.RegisterBlock); None for dynamic shapes."""
    out = uir.ShapedType(op.operands[-1].type)
    window = uir.ShapedType(op.operands[1].type)
    if not (out.has_static_shape and window.has_static_shape):
        return None
    full = TILED[op.name]
    n, oh, ow, channels = out.shape
    lanes = block.vector_bytes // _element_bytes(out.element_type)
    rows, cols = register_shape(ow, channels, lanes, block)
    channel_block = cols * _largest_divisor(channels // cols, max(1, CHANNEL_BLOCK // cols))
    blocks = n * oh * (channels // channel_block)
    column_block = ow
    if blocks < MIN_BLOCKS:  # few rows (a 1-D convolution, batch 1): split the columns too
        splits = -(-MIN_BLOCKS // blocks)
        column_block = rows * _largest_divisor(ow // rows, max(1, ow // rows // splits))
    parallel = [1, 1, column_block, channel_block] + [0] * (3 if full else 2)
    if full and weights_dominate(op):  # every output position of a strip of channels
        parallel = [n, oh, ow, cols, 0, 0, 0]
        column_block = ow
    register = [1, 1, rows, cols] + [1] * (3 if full else 2)
    elementwise = register[:4]
    tail = None
    at = None
    if full and column_block == ow and window.shape[2] >= MIN_SPLIT_INPUT_CHANNELS:
        at = split_columns(ow, channels, lanes, block)
    if at is not None:
        tail_rows, tail_cols = register_shape(ow - at, channels, lanes, block)
        tail = (at, [1, 1, tail_rows, tail_cols] + [1] * 3)
        register = [1, 1, block.rows, lanes * block.vectors] + [1] * 3
    reduction = None
    if full:
        kh, kw, c = window.shape[:3]
        c_block = _largest_divisor(c, CHANNEL_BLOCK)
        if c_block < c:
            reduction = [0, 0, 0, 0, kh, kw, c_block]
    return ConvolutionPlan(parallel, reduction, register, _own_fill(op), _own_pad(op), tail,
                           elementwise)


# Filter bytes above which a convolution's filter is not re-read from L2 for free: with
# more, a grid of one output row a block read the whole filter from L3 or memory once per
# row (`weights_dominate`).
FILTER_CACHE_BYTES = 128 << 10


def weights_dominate(op) -> bool:
    """Whether a convolution's filter is larger than its whole input and than
    `FILTER_CACHE_BYTES`: the late layers of a CNN at small images (MobileNetV2 at 96x96:
    3x3 positions x 960 channels -> 320, a 1.2 MB filter for a 35 KB input), a ResNet's last
    3x3 convolutions at batch 1. Then each parallel block is a strip of `cols` output
    channels (the register block's width) over every output position: its filter panel
    (window x input channels x `cols`, 61 KB for 960 channels) is read from memory once and
    reused from L1/L2 by every position's register block, where blocks of one output row
    read the whole filter once a row (3x the traffic on 3x3 positions; that conv measured
    330 us in the model, bound by L3 reads). IREE reaches the same order from the other
    side: its 1x1 convolutions become matmuls whose workgroup tile spans all of a small M."""
    x = uir.ShapedType(op.operands[0].type)
    w = uir.ShapedType(op.operands[1].type)
    if not (x.has_static_shape and w.has_static_shape):
        return False
    size = _element_bytes(w.element_type)
    filter_bytes = math.prod(w.shape) * size
    return filter_bytes > FILTER_CACHE_BYTES and filter_bytes > math.prod(x.shape) * size


def _own_pad(op) -> bool:
    """Whether the op's input is a `tensor.pad` used by nothing else: each block of the
    parallel grid then pads the rows it reads itself, and the padded copy of the whole input
    (a temporary as large as the input, written and read once more) disappears."""
    x = op.operands[0]
    owner = x.owner
    return (not isinstance(owner, uir.Block) and owner.name == "tensor.pad"
            and len(list(x.uses)) == 1)


def _own_fill(op) -> bool:
    """Whether the op's output starts as a `linalg.fill` used by nothing else: the fill is
    then done block by block inside the parallel grid, on data about to be accumulated in
    cache, instead of one more pass over the whole output before the convolution."""
    init = op.operands[-1]
    owner = init.owner
    return (not isinstance(owner, uir.Block) and owner.name == "linalg.fill"
            and len(list(init.uses)) == 1)


def own_initial_fill(op) -> None:
    """Give the op a fill of its own when its initial value is a fill that other ops use
    too (CSE merges the equal zero fills of two convolutions of one output shape, such as
    MobileNetV2's first convolution and the depthwise one after it): the shared fill was a
    pass over the whole output before both, and each block of each convolution then copied
    its rows of zeros into its accumulator buffer. Its own fill moves into the parallel grid
    (`_own_fill`) as vector stores of zeros in cache."""
    init = op.operands[-1]
    fill = init.owner
    if isinstance(fill, uir.Block) or fill.name != "linalg.fill" or len(list(init.uses)) < 2:
        return
    t = uir.RankedTensorType(init.type)
    if not t.has_static_shape:
        return
    with uir.InsertionPoint(op), op.location:
        fresh = named_ops.fill(fill.operands[0], tensor.EmptyOp(t.shape, t.element_type).result)
    op.operands[len(op.operands) - 1] = fresh


def separate_fill_destination(op) -> None:
    """Give the fill of the op's initial value a `tensor.empty` of its own when it shares one
    (CSE merges equal empties, so the fill and the epilogue usually write into the same one).

    Why: `fuse_into_containing_op` fuses a destination-style producer whose destination is
    the grid's shared output through that output: the fused fill then writes the block's
    convolution into the slice of the result that the epilogue writes too, and bufferization,
    seeing two writers of one slice, gave the convolution a stack copy of the result's block
    (read from the result, a cold line per row, only to be zeroed). With an empty of its own,
    the fused fill's destination is a block-sized empty: a stack buffer, nothing read."""
    init = op.operands[-1]
    fill = init.owner
    if isinstance(fill, uir.Block) or fill.name != "linalg.fill":
        return
    dest = fill.operands[1]
    owner = dest.owner
    if isinstance(owner, uir.Block) or owner.name != "tensor.empty" or \
            len(list(dest.uses)) < 2 or len(owner.operands) != 0:
        return
    t = uir.RankedTensorType(dest.type)
    with uir.InsertionPoint(fill), fill.location:
        fresh = tensor.EmptyOp(t.shape, t.element_type).result
    fill.operands[1] = fresh


def _sizes(values) -> str:
    return "[" + ", ".join(str(v) for v in values) + "]"


def tiling_lines(tag_name: str, tag: int, p: ConvolutionPlan, pad: bool = True,
                 epilogue: bool = False) -> list[str]:
    """Transform-dialect lines: the parallel grid, cache blocks, register block, 1-D
    decomposition and vectorization of the op whose attribute `tag_name` is `tag`; with
    `pad`, its input's padding moves into the grid (`_own_pad`); with `epilogue`, the grid
    is that of its elementwise consumer (`has_epilogue`), into which the convolution is
    fused: bias and activation are applied to each block while it is in cache."""
    any_op = "!transform.any_op"
    pair = f"({any_op}, {any_op}) -> ({any_op}, {any_op})"
    lines = [f"    %op = transform.structured.match attributes{{{tag_name} = {tag} : i64}} "
             f"in %root : ({any_op}) -> {any_op}"]
    if p.fuse_init:
        lines.append(f"    %init = transform.get_producer_of_operand %op[2] : ({any_op}) -> "
                     f"{any_op}")
    if p.fuse_pad and pad:
        lines.append(f"    %pad = transform.get_producer_of_operand %op[0] : ({any_op}) -> "
                     f"{any_op}")
    if epilogue:
        lines += [f"    %epi = transform.get_consumers_of_result %op[0] : ({any_op}) -> "
                  f"{any_op}",
                  f"    %e, %fl = transform.structured.tile_using_forall %epi tile_sizes "
                  f"{_sizes(p.parallel[:4])} : ({any_op}) -> ({any_op}, {any_op})",
                  f"    %f, %fl1 = transform.structured.fuse_into_containing_op %op into %fl"
                  f" : {pair}"]
    else:
        lines.append(f"    %f, %fl = transform.structured.tile_using_forall %op tile_sizes "
                     f"{_sizes(p.parallel)} : ({any_op}) -> ({any_op}, {any_op})")
    if p.fuse_init:
        # (a loop of register-sized stores: one vector store of the whole block would
        # unroll to thousands of instructions)
        lines += [f"    %fi, %fl2 = transform.structured.fuse_into_containing_op %init into %fl"
                  f" : {pair}",
                  f"    %fir, %firl:4 = transform.structured.tile_using_for %fi tile_sizes "
                  f"{_sizes(p.elementwise or p.register[:4])} : ({any_op}) -> "
                  f"({', '.join([any_op] * 5)})",
                  f"    transform.structured.vectorize %fir : {any_op}"]
    if p.fuse_pad and pad:
        lines.append(f"    %fp, %fl3 = transform.structured.fuse_into_containing_op %pad into "
                     f"%fl : {pair}")
    op = "%f"
    if p.reduction is not None:
        loops = sum(1 for s in p.reduction if s)
        lines.append(f"    %c, %cl:{loops} = transform.structured.tile_using_for {op} "
                     f"tile_sizes {_sizes(p.reduction)} : ({any_op}) -> "
                     f"({', '.join([any_op] * (loops + 1))})")
        op = "%c"
    n = len(p.register)
    parts = [(op, p.register)]
    if p.tail is not None:  # the output columns in two parts, each its own register block
        at, tail = p.tail
        lines += [f"    %parts = transform.structured.split {op} after {at} "
                  f"{{dimension = 2}} : {any_op}",
                  f"    %p0, %p1 = transform.split_handle %parts : ({any_op}) -> "
                  f"({any_op}, {any_op})"]
        parts = [("%p0", p.register), ("%p1", tail)]
    for i, (part, register) in enumerate(parts):
        lines += [f"    %r{i}, %rl{i}:{n} = transform.structured.tile_using_for {part} "
                  f"tile_sizes {_sizes(register)} : ({any_op}) -> "
                  f"({', '.join([any_op] * (n + 1))})",
                  f"    %d{i} = transform.structured.decompose %r{i} : ({any_op}) -> {any_op}",
                  f"    transform.structured.vectorize %d{i} : {any_op}"]
    if epilogue:
        lines += [f"    %er, %erl:4 = transform.structured.tile_using_for %e tile_sizes "
                  f"{_sizes(p.elementwise or p.register[:4])} : ({any_op}) -> "
                  f"({', '.join([any_op] * 5)})",
                  f"    transform.structured.vectorize %er : {any_op}"]
    return lines


def has_epilogue(op) -> bool:
    """Whether the op's only use is an elementwise `linalg.generic` over its output's shape
    that reads it element for element (bias, batch norm, activation): the epilogue that
    `tiling_lines` fuses. Its other inputs may be broadcasts."""
    result = op.results[0]
    uses = list(result.uses)
    if len(uses) != 1:
        return False
    consumer = uses[0].owner
    if consumer.name != "linalg.generic" or len(consumer.results) != 1:
        return False
    if any("reduction" in str(k) for k in consumer.attributes["iterator_types"]):
        return False
    maps = [uir.AffineMapAttr(a).value for a in consumer.attributes["indexing_maps"]]
    if len(maps) != len(consumer.operands) or maps[-1].n_dims != 4 or \
            not maps[-1].is_permutation or list(maps[-1].results) != \
            list(uir.AffineMap.get_identity(4).results):
        return False
    if consumer.results[0].type != result.type:
        return False
    for value in consumer.operands:  # vector loads of i1 (a byte each in memory) do not lower
        t = value.type
        t = uir.ShapedType(t).element_type if isinstance(t, uir.ShapedType) else t
        if isinstance(t, uir.IntegerType) and t.width < 8:
            return False
        if isinstance(t, uir.FloatType) and not isinstance(
                t, (uir.F16Type, uir.BF16Type, uir.F32Type, uir.F64Type)):
            return False
    inputs = len(consumer.operands) - 1
    for i in range(inputs):
        if consumer.operands[i] == result and maps[i] != maps[-1]:
            return False
        if not _broadcast_map(maps[i]):
            return False
    return True


def _broadcast_map(m) -> bool:
    """Whether every result of `m` is a distinct loop dimension or the constant 0: a
    projected permutation, or a broadcast that keeps its size-1 dimensions (the bias
    `(0, 0, 0, d3)` StableHLO's legalization makes of a `broadcast_in_dim` of shape
    1x1x1xC)."""
    seen = set()
    for e in m.results:
        e = e.maybe_downcast()
        if isinstance(e, uir.AffineDimExpr):
            if e.position in seen:
                return False
            seen.add(e.position)
        elif not (isinstance(e, uir.AffineConstantExpr) and e.value == 0):
            return False
    return True


# --- other forms, rewritten to the tiled ones ------------------------------------------------

def _window_attrs(op) -> tuple[list[int], list[int]]:
    def values(name, rank):
        if name not in op.attributes:
            return [1] * rank
        attr = op.attributes[name]
        if attr.is_splat:
            return [uir.IntegerAttr(attr.get_splat_value()).value] * rank
        return [int(v) for v in uir.DenseIntElementsAttr(attr)]
    rank = uir.ShapedType(op.operands[1].type).rank - 2
    return values("strides", rank), values("dilations", rank)


window_attrs = _window_attrs  # (strides, dilations); native_gemm_calls reads 1-D ones


def _expand(value, shape, groups):
    t = uir.RankedTensorType(value.type)
    return tensor.ExpandShapeOp(uir.RankedTensorType.get(shape, t.element_type), value,
                                reassociation(groups), [], shape).result


def _collapse(value, shape, groups):
    t = uir.RankedTensorType(value.type)
    return tensor.CollapseShapeOp(uir.RankedTensorType.get(shape, t.element_type), value,
                                  reassociation(groups)).result


def _init_of_shape(init, shape, groups):
    """The initial value `init` in `shape`: a new fill when `init` is a fill used only here
    (so that it can move into the parallel grid, `_own_fill`), else `init` reshaped."""
    owner = init.owner
    if not isinstance(owner, uir.Block) and owner.name == "linalg.fill" and \
            len(list(init.uses)) == 1:
        t = uir.RankedTensorType(init.type)
        empty = tensor.EmptyOp(shape, t.element_type).result
        return named_ops.fill(owner.operands[0], empty)
    if len(shape) > uir.RankedTensorType(init.type).rank:
        return _expand(init, shape, groups)
    return _collapse(init, shape, groups)


def _conv_2d(x, w, init, strides, dilations):
    return named_ops.conv_2d_nhwc_hwcf([x, w], init, strides, dilations)


def _conv_1d_as_2d(op) -> None:
    """(n, w, c) * (kw, c, f): the same convolution with a window of height 1."""
    x, w, init = op.operands
    (n, iw, c), (kw, _, f), (_, ow, _) = (uir.ShapedType(v.type).shape for v in (x, w, init))
    (stride,), (dilation,) = _window_attrs(op)
    with uir.InsertionPoint(op), op.location:
        result = _conv_2d(_expand(x, [n, 1, iw, c], [[0, 1], [2], [3]]),
                          _expand(w, [1, kw, c, f], [[0, 1], [2], [3]]),
                          _init_of_shape(init, [n, 1, ow, f], [[0, 1], [2], [3]]),
                          [1, stride], [1, dilation])
        out = _collapse(result, [n, ow, f], [[0, 1], [2], [3]])
    op.results[0].replace_all_uses_with(out)
    op.erase()


def _conv_3d_as_2d(op) -> None:
    """(n, d, h, w, c) * (kd, kh, kw, c, f): for each depth tap, a 2-D convolution of the
    input's depth slice it reads (stride and dilation applied) with that tap's filter,
    accumulated in order into the output, batch and output depth merged."""
    x, w, init = op.operands
    xs, ws, os_ = (uir.ShapedType(v.type).shape for v in (x, w, init))
    n, _, ih, iw, c = xs
    kd, kh, kw, _, f = ws
    _, od, oh, ow, _ = os_
    strides, dilations = _window_attrs(op)
    et = uir.ShapedType(x.type).element_type
    with uir.InsertionPoint(op), op.location:
        acc = _init_of_shape(init, [n * od, oh, ow, f], [[0, 1], [2], [3], [4]])
        for tap in range(kd):
            depth = tensor.ExtractSliceOp(
                uir.RankedTensorType.get([n, od, ih, iw, c], et), x, [], [], [],
                [0, tap * dilations[0], 0, 0, 0], [n, od, ih, iw, c],
                [1, strides[0], 1, 1, 1]).result
            filt = tensor.ExtractSliceOp(
                uir.RankedTensorType.get([kh, kw, c, f], et), w, [], [], [],
                [tap, 0, 0, 0, 0], [1, kh, kw, c, f], [1, 1, 1, 1, 1]).result
            acc = _conv_2d(_collapse(depth, [n * od, ih, iw, c], [[0, 1], [2], [3], [4]]),
                           filt, acc, strides[1:], dilations[1:])
        out = _expand(acc, [n, od, oh, ow, f], [[0, 1], [2], [3], [4]])
    op.results[0].replace_all_uses_with(out)
    op.erase()


_POOLINGS = {"arith.addf": named_ops.pooling_nhwc_sum,
             "arith.maximumf": named_ops.pooling_nhwc_max,
             "arith.minimumf": named_ops.pooling_nhwc_min}
_WINDOW_EXPR = re.compile(r"^d([12])(?: \* (\d+))? \+ d([45])(?: \* (\d+))?$")


def _pooling_window(generic) -> tuple[list[int], list[int]] | None:
    """(strides, dilations) when `generic` is an NHWC window pooling that StableHLO's
    legalization left generic (max and min pooling): loops (n, oh, ow, c, kh, kw), the input
    read at (n, oh*s + kh*d, ow*s + kw*d, c), a window-shape operand at (kh, kw), and a body
    that folds one input element into the output with max, min or add."""
    if generic.name != "linalg.generic" or len(generic.operands) != 3:
        return None
    kinds = [str(a) for a in generic.attributes["iterator_types"]]
    if ["reduction" in k for k in kinds] != [False] * 4 + [True] * 2:
        return None
    maps = [uir.AffineMapAttr(a).value for a in generic.attributes["indexing_maps"]]
    results = [[str(e) for e in m.results] for m in maps]
    if results[1] != ["d4", "d5"] or results[2] != ["d0", "d1", "d2", "d3"]:
        return None
    if len(results[0]) != 4 or results[0][0] != "d0" or results[0][3] != "d3":
        return None
    strides, dilations = [], []
    for i, text in enumerate(results[0][1:3]):
        found = _WINDOW_EXPR.match(text)
        if not found or found.group(1) != str(i + 1) or found.group(3) != str(i + 4):
            return None
        strides.append(int(found.group(2) or 1))
        dilations.append(int(found.group(4) or 1))
    body = list(generic.regions[0].blocks[0].operations)
    args = list(generic.regions[0].blocks[0].arguments)
    if len(body) != 2 or body[0].operation.name not in _POOLINGS or \
            body[1].operands[0] != body[0].result or \
            {body[0].operands[0], body[0].operands[1]} != {args[0], args[2]}:
        return None
    if not all(isinstance(v.type, uir.RankedTensorType) for v in generic.operands):
        return None
    return strides, dilations


def _pooling_as_named(generic) -> None:
    strides, dilations = _pooling_window(generic)
    make = _POOLINGS[list(generic.regions[0].blocks[0].operations)[0].operation.name]
    x, window, init = generic.operands
    with uir.InsertionPoint(generic), generic.location:
        result = make([x, window], init, strides, dilations)
    generic.results[0].replace_all_uses_with(result)
    generic.erase()


# Groups up to this many become a loop over one convolution (`_per_group`). The loop's code
# does not grow with the count (unrolled per group, the limit was 64 to keep programs small);
# above 64 the group loop measured 2.7-12x faster than the scalar loop nest left before (one
# thread: 128 groups of 2, NCHW 28x28: 2.8 -> 1.0 ms; 96 of 8: 6.7 -> 0.65; 256 of 4, NHWC:
# 10.3 -> 0.83; 512 of 2: 5.2 -> 1.0). Depthwise convolutions never take this path (their
# own named ops).
MAX_GROUPS = 4096
_SUM = re.compile(r"^d(\d+)(?: \* (\d+))? \+ d(\d+)(?: \* (\d+))?$")


def _window_term(text: str, out_dim: int, window_dim: int) -> tuple[int, int] | None:
    """(stride, dilation) of an input index `out*stride + window*dilation`, or None."""
    found = _SUM.match(text)
    if not found:
        return None
    terms = {int(found.group(1)): int(found.group(2) or 1),
             int(found.group(3)): int(found.group(4) or 1)}
    if set(terms) != {out_dim, window_dim}:
        return None
    return terms[out_dim], terms[window_dim]


def _grouped_form(generic):
    """(where the group index sits in the input: after the spatial dimensions for feature
    groups, 0 for batch groups; strides, dilations) when `generic` is StableHLO's grouped
    convolution with 1 to 3 spatial dimensions s: input (n, s..., g, c) or (g, n, s..., c),
    filter (k..., c, g, f), output (n, o..., g, f), a multiply-add body; else None."""
    if generic.name != "linalg.generic" or len(generic.operands) != 3:
        return None
    body = [op.operation.name for op in generic.regions[0].blocks[0].operations]
    if body not in (["arith.mulf", "arith.addf", "linalg.yield"],
                    ["arith.muli", "arith.addi", "linalg.yield"]):
        return None
    maps = [uir.AffineMapAttr(a).value for a in generic.attributes["indexing_maps"]]
    out = [str(e) for e in maps[2].results]
    filt = [str(e) for e in maps[1].results]
    x = [str(e) for e in maps[0].results]
    rank = len(out)
    if rank not in (4, 5, 6) or len(filt) != rank or len(x) != rank:
        return None
    n, outs, g, f = out[0], out[1:-2], out[-2], out[-1]
    kernel, c, g2, f2 = filt[:-3], filt[-3], filt[-2], filt[-1]
    if (g2, f2) != (g, f) or not all(t.startswith("d") and t[1:].isdigit()
                                     for t in out + filt):
        return None
    if x[0] == n and x[-2] == g and x[-1] == c:
        group_at, spatial = rank - 2, x[1:-2]
    elif x[0] == g and x[1] == n and x[-1] == c:
        group_at, spatial = 0, x[2:-1]
    else:
        return None
    dim = lambda t: int(t[1:])  # noqa: E731
    terms = [_window_term(s, dim(o), dim(k)) for s, o, k in zip(spatial, outs, kernel)]
    if None in terms:
        return None
    groups = uir.ShapedType(generic.operands[2].type).shape[-2]
    if groups > MAX_GROUPS or not all(isinstance(v.type, uir.RankedTensorType) and
                                      uir.ShapedType(v.type).has_static_shape
                                      for v in generic.operands):
        return None
    return group_at, [t[0] for t in terms], [t[1] for t in terms]


def _group_box(t, group, at: int):
    """(dynamic offsets, static offsets, sizes) of group `group` (an index value) along
    dimension `at` of a tensor of type `t`."""
    sizes = list(t.shape)
    offsets = [0] * len(sizes)
    offsets[at], sizes[at] = uir.ShapedType.get_dynamic_size(), 1
    return [group], offsets, sizes


def _slice(value, group, at: int):
    """`value[..., group, ...]` along dimension `at`, that dimension dropped; `group` is the
    group loop's index (`_per_group`)."""
    t = uir.RankedTensorType(value.type)
    dynamic, offsets, sizes = _group_box(t, group, at)
    shape = [d for i, d in enumerate(t.shape) if i != at]
    return tensor.ExtractSliceOp(uir.RankedTensorType.get(shape, t.element_type), value,
                                 dynamic, [], [], offsets, sizes, [1] * len(sizes)).result


def _insert(part, dest, group, at: int):
    dynamic, offsets, sizes = _group_box(uir.RankedTensorType(dest.type), group, at)
    return tensor.InsertSliceOp(part, dest, dynamic, [], [], offsets, sizes,
                                [1] * len(sizes)).result


def _per_group(op, groups: int, parts) -> None:
    """Replace `op` by a loop over its groups (`scf.for`, the group index a dynamic offset into
    the operands' slices) around ONE op: `parts(group, init)` builds a group's result from its
    initial value, inserted along the op's output dimension `parts.at` into the loop's carried
    output. One loop body rather than one op per group: every group's convolution is the same
    kernel, and unrolled each was tiled, bufferized and compiled again (see the module
    docstring, "Grouped convolutions share one kernel")."""
    init = op.operands[-1]
    t = uir.RankedTensorType(init.type)
    owner = init.owner
    fill = (not isinstance(owner, uir.Block) and owner.name == "linalg.fill"
            and len(list(init.uses)) == 1)
    with uir.InsertionPoint(op), op.location:
        index = uir.IndexType.get()
        bounds = [arith.ConstantOp(index, v).result for v in (0, groups, 1)]
        start = tensor.EmptyOp(t.shape, t.element_type).result if fill else init
        loop = scf.ForOp(*bounds, [start])
        with uir.InsertionPoint(loop.body):
            group, carried = loop.induction_variable, loop.inner_iter_args[0]
            part_init = _slice(carried, group, parts.at)
            if fill:  # a fill of its own, which the tiling moves into the parallel grid
                part_init = named_ops.fill(owner.operands[0], part_init)
            scf.YieldOp([_insert(parts(group, part_init), carried, group, parts.at)])
    op.results[0].replace_all_uses_with(loop.results[0])
    op.erase()
    if fill and not list(init.uses):
        owner.erase()


_CHANNELS_LAST = {1: named_ops.conv_1d_nwc_wcf, 2: named_ops.conv_2d_nhwc_hwcf,
                  3: named_ops.conv_3d_ndhwc_dhwcf}


def _is_zero_fill(value) -> bool:
    owner = value.owner
    if isinstance(owner, uir.Block) or owner.name != "linalg.fill":
        return False
    constant = owner.operands[0].owner
    if isinstance(constant, uir.Block) or constant.name != "arith.constant":
        return False
    attr = constant.attributes["value"]
    if isinstance(attr, uir.FloatAttr):
        return uir.FloatAttr(attr).value == 0.0
    return isinstance(attr, uir.IntegerAttr) and uir.IntegerAttr(attr).value == 0


def _undilated_filter(w, spatial: int):
    """(the filter without its holes, the dilation per spatial dimension) when `w`, a grouped
    convolution's filter (k..., c, g, f), is StableHLO's dilated filter: the filter written
    with strides into a zero fill, then its output channels split into groups; else None.

    The legalization spells a grouped convolution's `rhs_dilate` that way (the named
    convolutions take dilations as attributes): kept, a 3x3 filter dilated by 2 is a 5x5 one,
    2.8x the multiplications, of which 16 of 25 taps by zero."""
    expand = w.owner
    if isinstance(expand, uir.Block) or expand.name != "tensor.expand_shape":
        return None
    insert = expand.operands[0].owner
    if isinstance(insert, uir.Block) or insert.name != "tensor.insert_slice" or \
            len(insert.operands) != 2 or len(list(insert.results[0].uses)) != 1:
        return None
    source, dest = insert.operands
    steps = list(uir.DenseI64ArrayAttr(insert.attributes["static_strides"]))
    offsets = list(uir.DenseI64ArrayAttr(insert.attributes["static_offsets"]))
    shape = list(uir.ShapedType(source.type).shape)
    full = list(uir.ShapedType(dest.type).shape)
    if any(offsets) or any(t != 1 for t in steps[spatial:]) or not _is_zero_fill(dest) or \
            len(shape) != len(full) or not uir.ShapedType(source.type).has_static_shape or \
            any((k - 1) * t + 1 != d for k, t, d in zip(shape, steps, full)):
        return None
    groups = [[int(uir.IntegerAttr(i).value) for i in uir.ArrayAttr(g)]
              for g in uir.ArrayAttr(expand.attributes["reassociation"])]
    expanded = list(uir.ShapedType(w.type).shape)
    expanded[:spatial] = shape[:spatial]
    with uir.InsertionPoint(expand), expand.location:
        return _expand(source, expanded, groups), steps[:spatial]


def _grouped_as_named(generic) -> None:
    """A grouped convolution (feature or batch groups): a loop over the groups around one
    channels-last convolution (`_per_group`; 1-D and 3-D ones then become 2-D ones,
    `to_fast_forms`), a dilated filter's holes dropped (`_undilated_filter`)."""
    group_at, strides, dilations = _grouped_form(generic)
    x, w, init = generic.operands
    rank = uir.ShapedType(init.type).rank
    undilated = _undilated_filter(w, len(strides))
    if undilated is not None:
        w, steps = undilated
        dilations = [d * t for d, t in zip(dilations, steps)]
    conv = _CHANNELS_LAST[len(strides)]

    def part(group, part_init):
        return conv([_slice(x, group, group_at), _slice(w, group, rank - 2)], part_init,
                    strides, dilations)

    part.at = rank - 2
    _per_group(generic, uir.ShapedType(init.type).shape[rank - 2], part)


def _depthwise_multiplier_as_depthwise(op) -> None:
    """(n, h, w, c) * (kh, kw, c, m) -> (n, oh, ow, c, m): a loop over the multiplier
    index around one depthwise convolution."""
    x, w, init = op.operands
    strides, dilations = _window_attrs(op)

    def part(m, part_init):
        return named_ops.depthwise_conv_2d_nhwc_hwc([x, _slice(w, m, 3)], part_init,
                                                    strides, dilations)

    part.at = 4
    _per_group(op, uir.ShapedType(init.type).shape[4], part)


def _generic_rewrite(generic) -> None:
    if _pooling_window(generic) is not None:
        _pooling_as_named(generic)
    else:
        _grouped_as_named(generic)


_REWRITES = {"linalg.conv_1d_nwc_wcf": _conv_1d_as_2d,
             "linalg.conv_3d_ndhwc_dhwcf": _conv_3d_as_2d,
             "linalg.depthwise_conv_2d_nhwc_hwcm": _depthwise_multiplier_as_depthwise,
             "linalg.generic": _generic_rewrite}


def split_groups(module) -> int:
    """Rewrite each grouped convolution into a loop of one NHWC convolution over its groups
    (`_grouped_as_named`)
    before elementwise fusion runs; returns how many were split.

    Why before: the grouped convolution is a `linalg.generic`, so `linalg-fuse-elementwise-ops`
    fuses its elementwise producers into it, and for PyTorch's NCHW/OIHW layout those are the
    transposes convolution_layout.py put around it. The filter's transpose (no padding in
    between) became the generic's own permuted filter read, which `_grouped_form` no longer
    recognizes: the whole convolution stayed a scalar loop nest (resnext50's 3x3 with 32 groups
    of 4: 137 ms against 13 ms for the same NHWC convolution; 32 groups of 32: 595 vs 11 ms).
    Split first, each group is a named convolution, which fusion leaves alone, and its
    operands stay the (transposed) tensors the other NCHW convolutions read."""
    found = [op for op in ops_named(module, "linalg.generic") if _grouped_form(op) is not None]
    for op in found:
        _grouped_as_named(op)
    return len(found)


def to_fast_forms(module) -> int:
    """Rewrite the convolutions the tiled path does not take (1-D, 3-D; max and min
    pooling as generics) into ones it does;
    returns how many were rewritten. Only static tensor ops are rewritten."""
    found = []

    def visit(op):
        if op.name == "linalg.generic":
            if _pooling_window(op) is not None or _grouped_form(op) is not None:
                found.append(op.operation)
        elif op.name == "linalg.depthwise_conv_2d_nhwc_hwcm" and \
                uir.ShapedType(op.operands[-1].type).shape[-1] > MAX_GROUPS:
            pass
        elif op.name in _REWRITES and len(op.results) == 1 and all(
                isinstance(v.type, uir.RankedTensorType) and
                uir.ShapedType(v.type).has_static_shape for v in op.operands):
            found.append(op.operation)
        return uir.WalkResult.ADVANCE

    module.operation.walk(visit)
    for op in found:
        _REWRITES[op.name](op)
    return len(found)
