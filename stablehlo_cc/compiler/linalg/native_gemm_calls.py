"""Large contractions -> calls of the packed matrix product in C (contract/native/gemm.c).

Why a native microkernel rather than more MLIR: the tiled code of contraction_codegen.py
reads A and B in place, which is right for small products (it reaches 86-90 % of the FMA
peak at 256^3, in L2, on an Emerald Rapids core) but leaves large ones bound by strided B
traffic (48 % at 2048 there, against the packed kernel's 82 %), and
it has no vector path at all for bf16/f16 operands (their conversions sit inside the
reduction loop, so the whole op is scalarized: 5 GFLOP/s). The remedy every fast CPU
library uses is operand packing: BLIS/oneDNN pack panels of A and B into the microkernel's
order, and IREE does the same in MLIR (data tiling: `linalg.pack` + `linalg.mmt4d`) but
then calls a hand-written ukernel for the inner tile too. MLIR's pack/mmt4d path would
still need our own vector lowering of mmt4d and an unpack; a C ukernel called on buffers,
as `native_sort_calls.py` already does for sort, gives packing, the register-blocked FMA
kernel, the ISA dispatch (AVX-512 / AVX2 / portable C, from cpuid at run time) and the
deterministic parallel split in one place, with no new dependency (the .so still needs
only libc). Epilogues (activation, scaling) stay separate vectorized elementwise loops:
linalg fusion already keeps them out of the contraction (fusion_cost.py).

One epilogue is taken in: an add. When a product's init is zero and its result's one use
is an elementwise op that only adds a tensor X to it (a bias broadcast over the rows: the
K and V projections of BERT, GPT-2, ViT, T5; a residual; the sum of two products), the
call starts from X instead (`C = X + A @ B`, gemm.c's init) and replaces that op, whose
pass over the output goes (`_addend`; XLA:CPU fuses the same add into its dot). Why this
design: gemm.c already reads an init through strides of its own (descriptor [10], [11]
and one a batch dimension), so a broadcast bias is read with stride 0 along the rows it is
broadcast over and nothing is materialized; the add costs a copy of the init into each
micro-tile just before its first reduction block, whose kernel then reads it from L1 (at
512 x 1024 x 256 on one Emerald Rapids core, +51 us over a zero init against +142 us for
the separate add). Not taken in: adds that come with more (a bias and a residual, which
gemm.c's one init cannot hold without materializing their sum, itself a pass over the
output; a bias then a scale or an activation, whose pass stays anyway). The sum is
X + (A @ B over the reduction blocks in turn) rather than (A @ B) + X: the rounding of one
addition moves, and it is still the same for any thread count. Measured on one core
(process CPU time, 8 alternated rounds of 40 calls, medians of the paired ratios):
bert_b8 0.990x, gpt2_prefill_b8 0.994x, vit_b8 0.973x, the encoder kernel 0.973x (its two
residuals). bert_b8's K and V projections (op_profile): product ~430 us plus its add ~48
before, the product starting from the bias ~440 after.

Two steps, like the native sort: on tensors (`offload_large_contractions`, from
contraction_codegen.tile_and_vectorize) a qualifying `linalg.generic` becomes

    %c = func.call @__shlo_ngemm_<i>(%a, %b[, %init], %dims) -> tensor<...xf32>

to a bodiless placeholder, and just before bufferization (`native_gemm_calls_to_buffers`)
each placeholder call becomes to_buffer / alloc / `func.call @__shlo_native_gemm_<type>` on
bare pointers / to_tensor. `%dims` is a constant int64 descriptor (sizes and element strides
of every operand, see gemm.c), so one C function serves every layout: transposed operands
and batch dimensions anywhere cost no copy (packing reads them strided).

Qualifying: static shapes, one reduction loop, the output's innermost dimension as columns (in
B only), row dimensions (in A only), at most 3 batch dimensions (in A, B and the output, or
row/column dimensions that do not merge into one), a multiply-add body with f32 accumulation of
f32, bf16 or f16 operands (their `arith.extf` in the body is done while packing; an operand
extended, or rounded to bf16/f16 and extended, outside the body is read in its narrow form:
narrow_products.py), and enough work (`f32_limits` for f32; bf16/f16 always, since their
in-place path is scalar).

An operand that is a complex64 tensor's parts concatenated along a new last dimension
(complex_views.py: the real view of a complex product that reuses little,
stablehlo/rules/_complex_view_dot.py) is read as that tensor, whose floats are laid out as the
view's, and such a product is taken whatever its size: the tiled code could only read the
concatenation, a copy of the whole tensor. Its callee (`__shlo_native_gemm_c64view_f32`,
`_f32_c64view`) is the f32 GEMM under the name the complex pointer type is declared with.

Attention's output projection (`bhqd,hdn->bqn`, B shared by the sequences b) is one
product: b and q are two row dimensions of A (m = b * Q + q; a batch dimension would pack B
again for every sequence), d (A stride 1) the inner reduction and h the outer whatever the
einsum's loop order. BERT's 8 x 64-row projections (256 x 256 weights), one Zen 3 core:
1.06 -> 0.81 ms (XLA:CPU, which transposes A first and then multiplies: 0.91 ms).

Operands that are slices of a larger tensor (static or dynamic offsets, unit strides), or
such slices with a dimension split by a reshape, are read in place through that tensor's
strides from an element offset (`_in_place_view`; [38] for A, [39] for B), not copied first:
attention's Q, K and V cut out of one fused QKV product and split into heads (the encoder
kernel of benchmarks/kernels.py copied 3 MiB a call; its attention on one Zen 3 core,
alternated calls: 0.973 -> 0.951x the time before both this and row_fusion.py's rows over
several dimensions).

2-D convolutions take the same placeholder calls (native_convolutions.py: output positions
as up to three row dimensions, the reduction over the window split in two).
"""

from __future__ import annotations

import math

import mlir.ir as uir
from mlir.dialects import arith, tensor

from ...contract.native import GEMM
from ..walk import calls_to, external_functions, in_loop_body, ops_named
from .complex_views import complex_view_source
from .convolution_codegen import window_attrs as conv_window
from .narrow_products import mixed_body, multiply_accumulate, narrow_valued, truncated
from .native_call_buffers import (declare_once, descriptor_constant, operand_buffers,
                                  placeholder_call, replace_with_buffer_call, result_buffer,
                                  word_view)

PLACEHOLDER_PREFIX = "__shlo_ngemm_"
DESCRIPTOR_LENGTH = 50
_SPLIT_AT = 28  # where gemm.c reads a split reduction's inner extent and outer strides
_INT_KINDS_AT = 31  # where it reads the kinds of integer operands
_A_OFFSET_AT = 38  # where it reads the element offset of an f32 A (_in_place_view)
_B_OFFSET_AT = 39  # where it reads the element offset of an f32 B (_in_place_view)
_ROWS_AT = 32  # where it reads the inner extent and outer A stride of two row dimensions
MAX_BATCH_DIMS = 3
# When f32 products are packed (below these, the in-place tiled code of
# contraction_codegen.py is as fast): multiply-adds, rows, columns. The AVX2 register block
# of the tiled code (6 x 2 ymm, masked edges) reaches only ~30 % on Zen 3, where the packed
# kernel measured 2-3x faster from 64^3 up, and 6x faster on 64x1024 @ 1024x10 (an MLP's
# last layer); products 8 columns wide or less (a half-empty 16-column strip) stay, and so
# do products of fewer than 16 rows: packing all of B costs as much as using it once (8 x
# 512 x 512: tiled 87 us, packed 142 us; a decode step's matrix-vector products have the
# dot-product and matvec forms of contraction_codegen.py).
F32_LIMITS_AVX512 = ((1 << 24) + 1, 16, 16)
F32_LIMITS_OTHER = (1 << 18, 16, 9)
# With AVX-512 the packed kernel (gemm.c, 14 x 32 block) runs at ~145-150 GFLOP/s, 83-85 %
# of the FMA peak of an Emerald Rapids core, and the tiled code's 8 x 2 zmm block at 120-155
# on operands it reads in place from L2 (256^3: 142-159 tiled, 140-147 packed; BERT's
# 64 x 256 @ 256 x 1024 219 us tiled, 300 packed; 48 and 32 rows 1.4-1.7x faster tiled).
# Per element of B, packed costs ~ ceil(M / 14) * 14 + 28 multiply-add times (packing B
# ~0.37 ns an element: 16 x 256 x 256 takes 45 us, 48 x 256 x 256 73 us, a 14-row panel
# 12 us) and tiled ~ s * M, s the packed kernel's rate over the tiled code's. So products
# the tiled code runs well (s ~ 1-1.15) are packed only past 2^24 multiply-adds, where the
# zoo's models measured it: packing their products of 2^22 to 2^24 multiply-adds (exactly
# 2^24 included: 256^3, 256 x 128 x 512) made each model 0-4 % slower
# (transformer_lm_train_step_b8's 256-512-row products 9.32 -> 9.62 ms, graph_net_b1's
# 512 x 128 x 160 0.246 -> 0.256), and a 256-row floor in their place kept whisper_b8's
# 128 x 256 x 1024 tiled, 1.2 % slower. (The kernel table's matmul256 is even on one core,
# 0.21-0.24 ms either way.)
# The tiled code loses its advantage, and products pack from the AVX2 sizes, when
# - M is not a multiple of its 8-row block (AVX512_BLOCK_ROWS): its row tile is then M's
#   largest divisor from 4 to 8, or a masked 8, s ~ 2-3 (65 x 192 x 768: tiled 56, packed
#   107 GFLOP/s; ViT's M = 65 and 520, Whisper's 100 and 800 alike);
# - B is stored N x K and larger than 256 KiB (AVX512_TRANSPOSED_B_BYTES): the tiled code
#   transposes it first, and its copy no longer stays in cache (with B cycled through 16
#   copies, M x 256 @ (N x 256)^T packed/tiled: N = 64-256 1.12-1.00, 512 0.95, 1000 0.80;
#   16 x 256 @ (1024 x 256)^T 0.81; whole models against the 2^24 floor alone:
#   torch_gelu_layernorm_b1, 16 x 1024 @ (256 x 1024)^T and back, 0.384 -> 0.329 ms;
#   convnext_tiny_b1 23.8 -> 22.8; GPT-2's tied LM head, gpt2_prefill_b1 4.69 -> 4.57 and
#   gpt2_decode_b8 3.91 -> 3.83; no other model of the zoo changes plan);
# - B is larger than an L2 (AVX512_IN_PLACE_B_BYTES, 1 MiB: Zen 4/5; Sapphire/Emerald
#   Rapids have 2): the tiled code reads B again for every 8 rows, from L3 (32 x 1024 @
#   1024 x 1024 with B cycled through 16 copies: 1.45 ms tiled, 0.92 packed; 16 rows even).
#   At exactly 1 MiB the tiled code still wins in the models (BERT's 64 x 256 x 1024 pair:
#   bert_b1 3.97 ms tiled, 4.47 packed; gpt2_prefill_b1 4.41 vs 4.84).
#   A batch of products counts the B of all its elements (those B does not share): past
#   an L2 they cannot all stay there, so each element's B comes from L3, where the tiled
#   code's first row strip reads it 32 columns at a time down rows 4 N bytes apart, while
#   gemm.c packs it along its rows (sequential reads the prefetchers follow) and hands whole
#   batch elements to the threads. The kernel table's bmm32x256 (32 x 256^3, 8 MiB of B) on
#   one Emerald Rapids core: 8.7-9.1 ms tiled, 7.4-7.6 packed (per element 0.27 against
#   0.23 ms; alone, with its operands in L2, a 256^3 product takes 0.21 either way); on
#   two, 4.28 against 3.77 (XLA:CPU 3.84). Packing also frees it from where numpy put B:
#   the tiled code read a B 16 or 32 bytes past a 64-byte line 13-15 % slower (its 32-float
#   rows span three lines; process CPU under load, tiled 8.6 ms aligned, 9.7-9.9 not;
#   packed 7.9-8.1 either way), and the benchmark's B sat 48 bytes in. Batches whose B
#   fits (2 x 256^3) stay tiled.
#   A B whose columns are strided is still counted per element: the tiled code reads no
#   such B in place but a transposed copy of the whole batch's, made just before the
#   product. (Counted whole, it would pack the attention scores of the encoder kernel,
#   bert_b8, distilbert_b8 and gpt2_prefill_b8, and whisper_b8's probabilities times
#   values; the encoder measured the same either way, 30.2 ms against 30.0 on one core.)
# All on one core, alternated in one process: the zoo's contractions of vit, bert,
# gpt2_prefill, llama, whisper, t5, mlp_mixer at batch 1 and 8, the kernels
# matmul256/1024/2048, bmm32x256, mlp784, encoder, and whole models.
# Tried and dropped (2026-11-27): products of at most 12 rows whose B is larger than
# AVX512_IN_PLACE_B_BYTES sent to gemm_few_rows.inc (B streamed in place, nothing packed;
# issue 11: flax_mnist_cnn_b8's 8 x 3136 @ 3136 x 256 would compile no loop nest, 20-30 ms
# less). It wins when B comes from memory (B cycled through 16 copies, one Emerald Rapids
# core, thread CPU: 8 x 3136 x 256 535 -> 337 us, 8 x 1024 x 4096 6.2 -> 1.9 ms) but loses
# when B stays in the 260 MiB L3 between calls, as a model's weights do here: 179 -> 295 us,
# 8 x 768 x 1000 182 -> 224, 8 x 1280 x 1000 318 -> 372; flax_mnist_cnn_b8 0.73 -> 0.86 ms.
AVX512_BLOCK_ROWS = 8
AVX512_IN_PLACE_B_BYTES = 1 << 20
AVX512_TRANSPOSED_B_BYTES = 1 << 18
# Rows from which an f32 product with B stored N x K goes to gemm.c (one row: the
# matrix-vector forms of contraction_codegen.py are faster, 0.048 ms against 0.051 for
# 1 x 256 @ (1000 x 256)^T).
N_BY_K_MIN_ROWS = 8
# Products of at most 12 columns whose A and B (stored N x K) are both contiguous along K
# go to gemm.c whatever their size on AVX-512, from a reduction of 512: it computes them as
# dot products along K (gemm_inner.inc), every lane of every FMA useful, where the tiled code
# transposes B first and then broadcasts A an element at a time into half-empty vectors.
# One Emerald Rapids core, thread CPU time, alternated in one process, operands 64-byte
# aligned (tiled -> gemm.c): an MLP layer at batch 8, 512 x 784 @ (8 x 784)^T, 101 -> 79 us;
# 512 x 512 @ (8 x 512)^T 60 -> 48; 10 x 512 @ (8 x 512)^T 9.2 -> 8.1; 512 x 784 @ (10 x
# 784)^T 120 -> 103; 12 columns 124 -> 117. Where it does not pay: 16 columns (two groups
# of 8, A read twice; the 16 x 16 narrow kernel's lanes are all useful there: 110 tiled,
# 136 dot, 115 narrow) and short reductions (lane sums per output: 512 x 256 @ (12 x 256)^T
# 41 -> 46, 64 x 256 @ (8 x 256)^T 11.3 -> 12.3, 512 x 128 @ (8 x 128)^T 22 -> 27.5; at
# 512 x 256 with 8 columns even, 4 columns 36 -> 22). Before the dot products, gemm.c's
# narrow kernel took these 1.2-2.1x the tiled code's time (512 x 784 @ (8 x 784)^T 141 us),
# which is what kept them under the floors above. Each such product the tiled code ran
# was a transpose and a register-tiled kernel for LLVM to compile: equinox_mlp_b8 (the only
# zoo model whose plan changes) compiled cold in 0.246 s of process CPU before, 0.079 after
# (XLA:CPU 0.05-0.11), and runs in 0.232 ms against 0.270 on one core with its arguments
# aligned as the benchmarks place them (with numpy's 16-byte offset, every vector load of
# W splits a line: 0.28 against 0.27).
AVX512_INNER_MAX_COLUMNS = 12
AVX512_INNER_MIN_K = 512
# Products of at most FEW_ROWS rows (gemm_few_rows.inc's FEW_ROWS) and FEW_MIN_COLUMNS
# columns or more, B stored K x N, no batch dimension, go to gemm.c whatever their size on
# hosts without AVX-512: its few-rows path reads B in place, packs nothing, and leaves LLVM
# no loop nest to compile (issue 11: flax_mnist_cnn_b8's 8 x 3136 @ 3136 x 256 and
# 8 x 256 @ 256 x 10; mlp_mixer's, gpt2_decode's M = 1 and 8 products). One
# Zen 3 core (2.45 GHz, AVX2), thread CPU per call, minimum over 11-15 alternated rounds
# of 20 calls (the host shared with other jobs), B warm (L3) / cold (cycled through 24
# copies): tiled code -> gemm.c
#   8 x 3136 @ 3136 x 256   warm 184 -> 201 us (the tiled code's ~6 us call included),
#                           cold 617 -> 458
#   1 x 3136 @ 3136 x 256   warm 99 -> 85, cold 385 -> 385
#   1 x 768 @ 768 x 3072    warm 316 -> 202 (the streamed form), cold 1257 -> 615
#   2 x 1024 @ 1024 x 1024  warm 142 -> 95;  2 x 768 @ 768 x 2304  277 -> 160
#   8 x 1024 @ 1024 x 1024  warm 346 -> 381, cold 886 -> 733
#   8 x 256 @ 256 x 10      warm 17 -> 4
# Small products in a loop's body (an LSTM step's 1 or 8 x 128 @ 128 x 128) stay tiled under
# the AVX2 floor (2^18 multiply-adds): run every step, the call's fixed cost (~1 us) weighs
# more than their one compile (lstm_b1 0.36 -> 0.59 ms, gru_b8 0.45 -> 0.64 with them in
# gemm.c).
# On AVX-512 hosts the tiled code's 8 x 2 zmm block beats the few-rows path's AVX2 tiles
# with B warm (8 x 3136 x 256 on an Emerald Rapids core: 179 against 295 us), so there
# the floors above still apply.
FEW_ROWS = 12
FEW_MIN_COLUMNS = 8


def few_rows_host(limits: tuple[int, int, int]) -> bool:
    """Whether small-M products go to gemm_few_rows.inc under `limits` (f32_limits): on
    hosts without AVX-512."""
    return limits == F32_LIMITS_OTHER
_ELEMENT = {"f32": "f32", "bf16": "bf16", "f16": "f16"}


def f32_limits(vector_bytes: int) -> tuple[int, int, int]:
    """(multiply-adds, rows, columns) at least, on a host whose widest vectors have
    `vector_bytes` bytes."""
    return F32_LIMITS_AVX512 if vector_bytes >= 64 else F32_LIMITS_OTHER


def _dims_of(amap) -> list[int] | None:
    dims = [e.position for e in amap.results if isinstance(e, uir.AffineDimExpr)]
    return dims if len(dims) == len(amap.results) else None


def _body_kind(generic) -> str | None:
    """'f32', 'bf16' or 'f16' when the body is acc + a*b with f32 accumulation (the
    operands extended to f32 first unless they are f32); else None."""
    found = multiply_accumulate(generic, "f32", "arith.mulf", "arith.addf")
    if found is None:
        return None
    args, ops, mul = found
    kind = str(args[0].type)
    if kind not in _ELEMENT or str(args[1].type) != kind:
        return None
    extended = {}
    for op in ops[:-3]:
        if op.name != "arith.extf" or op.operands[0] not in args[:2] or kind == "f32":
            return None
        extended[op.results[0]] = op.operands[0]
    sources = [extended.get(v, v) for v in mul.operands]
    if kind != "f32" and any(v in args[:2] for v in mul.operands):
        return None  # a product in the narrow type itself
    if set(sources) != set(args[:2]) or len(set(sources)) != 2:
        return None
    return kind


# gemm_int.inc's operand kinds: how an 8/16-bit operand widens to the i32 accumulator.
_INT_KINDS = {("i8", "arith.extsi"): 1, ("i8", "arith.extui"): 2, ("i16", "arith.extsi"): 3}


def _int_body(generic) -> list | None:
    """For acc + a*b in i32 whose operands are 8/16-bit integers widened in the body (or i32
    values, widened by a producer: None in their place), each operand's gemm_int.inc kind."""
    found = multiply_accumulate(generic, "i32", "arith.muli", "arith.addi")
    if found is None:
        return None
    args, ops, mul = found
    widened = {}
    for op in ops[:-3]:
        if len(op.operands) != 1 or len(op.results) != 1:
            return None
        source = op.operands[0]
        if not any(source == a for a in args[:2]) or str(op.results[0].type) != "i32" or \
                (str(source.type), op.name) not in _INT_KINDS:
            return None
        widened[op.results[0]] = (source, _INT_KINDS[(str(source.type), op.name)])
    kinds = {}
    for v in mul.operands:
        if v in widened:
            source, kind = widened[v]
        elif v in args[:2] and str(v.type) == "i32":
            source, kind = v, None
        else:
            return None
        kinds[source] = kind
    if set(kinds) != set(args[:2]):
        return None
    return [kinds[args[0]], kinds[args[1]]]


def _narrow_int_source(value):
    """(the 8/16-bit tensor, its kind) when `value` is an elementwise widening of it to i32."""
    found = _elementwise_cast(value)
    if found is None:
        return None
    source, cast = found
    kind = _INT_KINDS.get((str(uir.RankedTensorType(source.type).element_type), cast))
    return None if kind is None else (source, kind)


def _row_major_strides(shape) -> list[int]:
    return [math.prod(shape[i + 1:]) for i in range(len(shape))]


def _reduction(reductions, extent, sa, sb):
    """(k dimension, K, split) for the reduction loops `reductions` (in loop order) with
    A strides `sa` and B strides `sb`, or None. Loops that continue one another in both
    operands are one (`hd` of `bqhd,hdn` when h's strides are d's times its extent; the
    2 x 4 grouped heads of a GQA output projection); the kernel steps through at most two
    that stay apart as k = k1 * K0 + k0 (attention's output projection sums over heads and
    head features, `bhqd,hdn->bqn`, with the heads outermost in A). split is [] or
    [K0, A stride of k1, B stride of k1]."""
    loops = list(reductions)
    size = {d: extent[d] for d in loops}
    merged = True
    while merged and len(loops) > 1:
        merged = False
        for outer in loops:
            inner = next((d for d in loops if d != outer and sa[outer] == size[d] * sa[d]
                          and sb[outer] == size[d] * sb[d]), None)
            if inner is not None:
                size[inner] *= size[outer]
                loops.remove(outer)
                merged = True
                break
    if len(loops) > 2:
        return None
    if len(loops) == 2 and sa[loops[0]] < sa[loops[1]]:
        # The inner of the two is the one A steps through densest (its stride 1 lets the
        # kernel read A in place, a run at a time), whatever the loop order: jnp.einsum's
        # `bhsd,hdn->bsn` lists d before h, and with h inner both operands were packed
        # through strides of whole heads (BERT's output projections: 0.88 ms against 0.71
        # for the same product with A dense).
        loops.reverse()
    k_dim = loops[-1]
    if len(loops) == 1:
        return k_dim, size[k_dim], []
    outer = loops[0]
    return k_dim, size[k_dim] * size[outer], [size[k_dim], sa[outer], sb[outer]]


def _plan(generic, limits: tuple[int, int, int], init_strides: list[int] | None = None,
          sources: dict[int, list[int]] | None = None):
    """(kind, A index, B index, descriptor without init mode) of a qualifying contraction.
    `init_strides`: the init's element stride along each dimension of the output (0 where
    it is broadcast: `_addend`), when it is not laid out as the output. `sources`: operand
    index -> its element stride along each of its dimensions in the tensor it is read from
    in place (`_in_place_view`); the plan is None unless that is an f32 product."""
    sources = sources or {}
    if len(generic.operands) != 3 or len(generic.results) != 1:
        return None
    kind, int_kinds, mixed = _body_kind(generic), None, None
    if kind is None:
        mixed = _mixed_narrow(generic)
        if mixed is not None:
            kind = mixed[0]
        else:
            int_kinds = _int_body(generic)
            if int_kinds is None:
                return None
            kind = "int"
    types = [uir.ShapedType(v.type) for v in generic.operands]
    if not all(isinstance(v.type, uir.RankedTensorType) and t.has_static_shape
               for v, t in zip(generic.operands, types)):
        return None
    maps = [uir.AffineMapAttr(a).value for a in generic.attributes["indexing_maps"]]
    dims = [_dims_of(m) for m in maps]
    if any(d is None or len(set(d)) != len(d) for d in dims):
        return None
    kinds = ["reduction" if "reduction" in str(a) else "parallel"
             for a in generic.attributes["iterator_types"]]
    extent = {}
    strides = []
    for operand, t in enumerate(types):
        s = sources[operand] if operand in sources else _row_major_strides(t.shape)
        strides.append({d: s[p] for p, d in enumerate(dims[operand])})
        for p, d in enumerate(dims[operand]):
            extent[d] = t.shape[p]
    # Loops of extent 1 index nothing (exported attention keeps unit dimensions, e.g. the
    # `1` of a 4x1x64 head split, a third reduction loop): they are left out, so such a
    # product is planned as the same product without them.
    unit = {d for d, e in extent.items() if e == 1}
    if all(d in unit for d in dims[2]) or \
            all(d in unit for d, k in enumerate(kinds) if k == "reduction"):
        unit = set()  # a 1 x 1 product, or a unit reduction: the loops as they are
    out = [d for d in dims[2] if d not in unit]
    first = set(dims[0]) - unit
    second = set(dims[1]) - unit
    if not out:
        return None
    reductions = [d for d, k in enumerate(kinds) if k == "reduction" and d not in unit]
    if not reductions or any(d in out for d in reductions):
        return None
    if any(d not in first or d not in second for d in reductions):
        return None
    n_dim = out[-1]
    if (n_dim in first) == (n_dim in second):
        return None
    b_index = 1 if n_dim in second else 0
    a_index = 1 - b_index
    if sources and kind != "f32":
        return None
    a_dims, b_dims = set(dims[a_index]) - unit, set(dims[b_index]) - unit
    if a_dims - set(out) != set(reductions) or b_dims - set(out) != set(reductions):
        return None
    sa, sb, sc = strides[a_index], strides[b_index], strides[2]
    si = sc if init_strides is None else dict(zip(dims[2], init_strides))
    # Dimensions of the output and A alone are rows, of the output and B alone columns; the
    # innermost of each is the microkernel's M (N), an outer one merges into it when it is
    # its continuation in every operand that has it (`bsk,kn`: b and s are one M), else it
    # becomes a batch dimension whose stride in the other operand is 0.
    rows = [d for d in out if d in a_dims and d not in b_dims]
    cols = [d for d in out if d in b_dims and d not in a_dims]
    batch = [(d, sa[d], sb[d]) for d in out if d in a_dims and d in b_dims]
    if not rows and not (few_rows_host(limits) and kind == "f32"):
        return None
    # (no row dimension: a vector times a matrix, one row for gemm_few_rows.inc)
    m_dim = rows[-1] if rows else None
    m, m_sa, m_sc, m_si = (extent[m_dim], sa[m_dim], sc[m_dim], si[m_dim]) if rows else \
        (1, 0, 0, 0)
    # An outer row dimension that continues the rows in the output but not in A (attention's
    # output projection `bhsd,hdn->bsn`: b's A stride is h s d, not s d) becomes the outer
    # of two row dimensions (m = m1 * M0 + m0, gemm.c's descriptor [32], [33]; f32 only)
    # rather than a batch dimension: a batch element packs its own B panels, so BERT's
    # 8 x 64-row projections packed the same 256 x 256 weights 8 times (1.06 ms against 0.83
    # for the plain 512 x 256 @ 256 x 256 on a Zen 3 core; XLA:CPU transposes A first, 0.93).
    m0_rows, m1_sa = 0, 0
    for d in reversed(rows[:-1]):
        continues = sc[d] == m * m_sc and si[d] == m * m_si  # (in C and in the init)
        if not m0_rows and sa[d] == m * m_sa and continues:
            m *= extent[d]
        elif not m0_rows and kind == "f32" and continues:
            m0_rows, m1_sa = m, sa[d]
            m *= extent[d]
        elif m0_rows and sa[d] == m // m0_rows * m1_sa and continues:
            m *= extent[d]
        else:
            batch.append((d, sa[d], 0))
    n, n_sb, n_sc, n_si = extent[n_dim], sb[n_dim], sc[n_dim], si[n_dim]
    for d in reversed(cols[:-1]):
        if sb[d] == n * n_sb and sc[d] == n * n_sc and si[d] == n * n_si:
            n *= extent[d]
        else:
            batch.append((d, 0, sb[d]))
    if len(batch) > MAX_BATCH_DIMS:
        return None
    found = _reduction(reductions, extent, sa, sb)
    if found is None:
        return None
    k_dim, k, split = found
    # The work of one batch element: each packs its own panels, so a batch of small
    # products (attention's 64 x 64 x 32 per head) stays with the tiled code, which reads
    # them in place (measured on llama_b1: 8 heads of 64 x 64 x 32, tiled 45 us, packed
    # 54 us; whisper_b1's 4 heads of 100 x 100 x 64: tiled 187 us, packed 106 us).
    work = m * n * k
    min_work, min_rows, min_columns = limits
    # B stored N x K (a tied LM head, a PyTorch Linear): gemm.c computes C^T = B^T A^T under
    # 32 rows, reading B's rows in place (transpose_if_cheaper), so nothing of B is packed
    # and the 16-row floor (set by packing) does not apply. The tiled code transposed B
    # first: GPT-2 decode's 8 x 256 @ (1000 x 256)^T took 0.44 ms there, 0.165 ms here
    # (XLA:CPU 0.25-0.33); 8 x 768 @ (8000 x 768)^T 6.4 -> 4.7 ms.
    n_by_k = kind == "f32" and not split and not m0_rows and sa[k_dim] == 1 and \
        sb[k_dim] == 1 and n_sb != 1
    in_place = AVX512_TRANSPOSED_B_BYTES if n_by_k else AVX512_IN_PLACE_B_BYTES
    # B's bytes against the L2: over all its batch elements when the tiled code would read
    # it in place (columns contiguous), else per element (see F32_LIMITS_AVX512)
    b_bytes = 4 * k * n * (1 if n_sb != 1 else
                           math.prod(extent[d] for d, _, stride_b in batch if stride_b))
    if limits == F32_LIMITS_AVX512 and kind == "f32" and (
            m % AVX512_BLOCK_ROWS or b_bytes > in_place):
        min_work, min_rows, min_columns = F32_LIMITS_OTHER  # (see F32_LIMITS_AVX512)
    if n_by_k:
        min_rows = min(min_rows, N_BY_K_MIN_ROWS)
    if limits == F32_LIMITS_AVX512 and n_by_k and n <= AVX512_INNER_MAX_COLUMNS and \
            k >= AVX512_INNER_MIN_K:
        min_work, min_rows, min_columns = 0, 1, 1  # (gemm_inner.inc's dot products)
    if few_rows_host(limits) and kind == "f32" and m <= FEW_ROWS and n >= FEW_MIN_COLUMNS \
            and n_sb == 1 and n_sc == 1 and not batch and not m0_rows and \
            (work >= F32_LIMITS_OTHER[0] or not in_loop_body(generic)):
        min_work, min_rows, min_columns = 0, 1, 1  # (gemm_few_rows.inc: see FEW_ROWS)
    if kind == "f32" and (work < min_work or m < min_rows or n < min_columns):
        return None
    desc = [m, n, k, 0, m_sa, sa[k_dim], sb[k_dim], n_sb, m_sc, n_sc, m_si, n_si, len(batch)]
    for d, stride_a, stride_b in batch:
        desc += [extent[d], stride_a, stride_b, sc[d], si[d]]
    if split:
        desc += [0] * (_SPLIT_AT - len(desc)) + split
    if m0_rows:
        desc += [0] * (_ROWS_AT - len(desc)) + [m0_rows, m1_sa]
    if int_kinds is not None:
        kind = ("int", int_kinds[a_index], int_kinds[b_index])
    if mixed is not None:
        kind = ("narrow", kind, mixed[1][a_index], mixed[1][b_index])
    return kind, a_index, b_index, desc


def _mixed_narrow(generic):
    """narrow_products.mixed_body when each operand it reads as "f32" is an elementwise
    extension of a tensor of the same narrow type (which gemm.c then reads), else None."""
    found = mixed_body(generic)
    if found is None:
        return None
    for value, mode in zip(generic.operands[:2], found[1]):
        if mode == "f32":
            source = _narrow_source(value)
            if source is None or str(source.type.element_type) != found[0]:
                if not narrow_valued(value, found[0]):
                    return None
    return found


def _narrow_operand(value, mode: str, kind: str, rounded: list):
    """The `kind` tensor gemm.c reads for an operand of a mixed narrow body read as `mode`
    (narrow_products.py), made before the product where it is a rounding (once a value:
    `rounded`, the Q, K and V projections read the same activations)."""
    if mode == "ext":
        return value
    source = _narrow_source(value) if mode == "f32" else None
    if source is not None and str(source.type.element_type) == kind:
        return source
    found = next((r for v, k, r in rounded if v == value and k == kind), None)
    if found is None:
        found = truncated(value, kind)  # (just after `value`: it dominates every product)
        rounded.append((value, kind, found))
    return found


def _is_zero_fill(value) -> bool:
    owner = value.owner
    if not isinstance(owner, uir.Operation) and hasattr(owner, "operation"):
        owner = owner.operation
    if getattr(owner, "name", None) != "linalg.fill":
        return False
    scalar = owner.operands[0].owner
    scalar = getattr(scalar, "operation", scalar)
    if getattr(scalar, "name", None) != "arith.constant":
        return False
    attr = scalar.attributes["value"]
    if isinstance(attr, uir.IntegerAttr):
        return uir.IntegerAttr(attr).value == 0
    return isinstance(attr, uir.FloatAttr) and uir.FloatAttr(attr).value == 0.0 and \
        not str(attr).startswith("-")


def _elementwise_cast(value):
    """(source tensor, cast op name) when `value` is made by an elementwise linalg.generic
    whose body is one cast of its input (`arith.extf`, `arith.extsi`, ...), else None."""
    owner = getattr(value.owner, "operation", value.owner)
    if getattr(owner, "name", None) != "linalg.generic" or len(owner.operands) != 2:
        return None
    maps = [uir.AffineMapAttr(a).value for a in owner.attributes["indexing_maps"]]
    if any("reduction" in str(a) for a in owner.attributes["iterator_types"]) or \
            not all(m == uir.AffineMap.get_identity(m.n_dims) for m in maps):
        return None
    ops = [op.operation for op in owner.regions[0].blocks[0].operations]
    block_args = list(owner.regions[0].blocks[0].arguments)
    if len(ops) != 2 or len(ops[0].operands) != 1 or ops[0].operands[0] != block_args[0] \
            or list(ops[1].operands) != [ops[0].results[0]]:
        return None
    return owner.operands[0], ops[0].name


def _narrow_source(value):
    """The bf16/f16 tensor that `value` is an elementwise `arith.extf` of, else None: the
    kernel converts while packing, so the separate conversion loop is skipped."""
    found = _elementwise_cast(value)
    if found is None or found[1] != "arith.extf":
        return None
    kind = str(uir.RankedTensorType(found[0].type).element_type)
    return found[0] if kind in ("bf16", "f16") else None


def _in_place_slice(value):
    """(source, offsets) when `value` is a `tensor.extract_slice` of static sizes and unit
    strides of a static tensor of the same rank, else None."""
    owner = getattr(value.owner, "operation", value.owner)
    if getattr(owner, "name", None) != "tensor.extract_slice":
        return None
    source = owner.operands[0]
    if not isinstance(source.type, uir.RankedTensorType) or \
            not uir.RankedTensorType(source.type).has_static_shape:
        return None
    rank = uir.RankedTensorType(source.type).rank
    static = {name: list(uir.DenseI64ArrayAttr(owner.attributes[name]))
              for name in ("static_offsets", "static_sizes", "static_strides")}
    if uir.RankedTensorType(value.type).rank != rank or \
            any(v < 0 for v in static["static_sizes"]) or \
            any(v != 1 for v in static["static_strides"]):
        return None
    dynamic = iter(owner.operands[1:])  # (only offsets can be dynamic here)
    offsets = [next(dynamic) if v < -1 else v for v in static["static_offsets"]]
    return source, offsets


def _in_place_view(value):
    """(source, offsets, strides) when gemm.c can read the operand `value` in place in
    `source`, from the element offset of `offsets` (descriptor [38] for A, [39] for B) with
    `strides` (its element stride along each of its dimensions there), rather than from a
    copy (a placeholder call's buffers have identity layouts, so bufferization copied every
    slice): a `tensor.extract_slice` of unit strides (`_in_place_slice`: column_slices.py's
    slices of B, 3 % of bert_b8's FFN product), or such a slice with a dimension split by a
    `tensor.expand_shape` (attention's Q, K and V: slices of the fused QKV product split into
    heads, 3 MiB copied a call in the encoder kernel of benchmarks/kernels.py)."""
    owner = getattr(value.owner, "operation", value.owner)
    groups = None
    if getattr(owner, "name", None) == "tensor.expand_shape":
        if not uir.RankedTensorType(value.type).has_static_shape:
            return None
        groups = [[int(uir.IntegerAttr(d).value) for d in g]
                  for g in uir.ArrayAttr(owner.attributes["reassociation"])]
        value = owner.operands[0]
    sliced = _in_place_slice(value)
    if sliced is None:
        return None
    source, offsets = sliced
    strides = _row_major_strides(uir.RankedTensorType(source.type).shape)
    if groups is not None:  # each sliced dimension split into its group's dimensions
        shape = uir.RankedTensorType(owner.results[0].type).shape
        split = []
        for group, stride in zip(groups, strides):
            split += [stride * math.prod(shape[d] for d in group[i + 1:])
                      for i in range(len(group))]
        strides = split
    return source, offsets, strides


def _element_offset(source, offsets):
    """sum(offset_p * row-major stride_p of `source`), an int or an i64 value made at the
    insertion point."""
    strides = _row_major_strides(uir.RankedTensorType(source.type).shape)
    total = sum(o * s for o, s in zip(offsets, strides) if isinstance(o, int))
    dynamic = [(o, s) for o, s in zip(offsets, strides) if not isinstance(o, int)]
    if not dynamic:
        return total
    index = uir.IndexType.get()
    value = arith.ConstantOp(index, total).result
    for o, s in dynamic:
        value = arith.AddIOp(value, arith.MulIOp(o, arith.ConstantOp(index, s).result)
                             .result).result
    return arith.IndexCastOp(uir.IntegerType.get_signless(64), value).result


def _emit_call(module, op, kind: str, operands: list, desc: list[int], taken: set,
               replaced=None, in_place=None) -> None:
    """`op` (one result) -> a placeholder call `__shlo_ngemm_<kind>_<i>(operands..., dims)`
    with the complete descriptor `desc`. With `replaced` (op's one consumer, `_addend`), the
    call stands at that consumer and for its result instead, and both ops go. `in_place`:
    0 (A) or 1 (B) -> the offsets of that operand in operands[0 or 1], the tensor it is
    read from in place (`_in_place_view`)."""
    name = f"{PLACEHOLDER_PREFIX}{kind}_{len(taken)}"
    taken.add(name)
    target = op if replaced is None else replaced
    with target.location, uir.InsertionPoint(target):
        dynamic = []
        for which, offsets in (in_place or {}).items():
            at = (_A_OFFSET_AT, _B_OFFSET_AT)[which]
            offset = _element_offset(operands[which], offsets)
            if isinstance(offset, int):
                desc[at] = offset
            else:
                dynamic.append((at, offset))
        dims = descriptor_constant(desc)
        for at, offset in dynamic:
            dims = tensor.InsertOp(offset, dims, [arith.ConstantOp(
                uir.IndexType.get(), at).result]).result
        result = placeholder_call(module, name, [*operands, dims], target.results[0].type)
    target.results[0].replace_all_uses_with(result)
    target.erase()
    if replaced is not None:
        op.erase()


def _addend(generic, claimed: list):
    """(consumer, X's operand index in it, X's element stride along each output dimension) when
    the one use of the contraction `generic`'s result is an elementwise `linalg.generic` of the
    same block that only adds X to it (`arith.addf`, or `arith.addi` on integers: exact), X
    indexed by a projected permutation of the output's dimensions (a broadcast bias: stride 0
    where X has no such dimension or a unit one; a residual; a transposed tensor). Such a
    consumer is claimed once (two products summed: the first takes the second as its X)."""
    uses = list(generic.results[0].uses)
    if len(uses) != 1:
        return None
    consumer = uses[0].owner
    consumer = getattr(consumer, "operation", consumer)
    if consumer.name != "linalg.generic" or len(consumer.operands) != 3 or \
            len(consumer.results) != 1 or \
            consumer.results[0].type != generic.results[0].type or \
            any("reduction" in str(a) for a in consumer.attributes["iterator_types"]):
        return None
    if any(consumer == other for other in claimed) or \
            consumer.block != generic.operation.block:
        return None  # (a consumer in a loop's body would run the product every iteration)
    block = consumer.regions[0].blocks[0]
    args = list(block.arguments)
    ops = [op.operation for op in block.operations]
    if len(ops) != 2 or ops[0].name not in ("arith.addf", "arith.addi") or \
            ops[1].name != "linalg.yield" or list(ops[1].operands) != [ops[0].results[0]]:
        return None
    if set(ops[0].operands) != set(args[:2]) or ops[0].operands[0] == ops[0].operands[1]:
        return None  # (also: the fastmath flags of an addf are those of the product's sum)
    ins = list(consumer.operands[:2])
    mine = [i for i, v in enumerate(ins) if v == generic.results[0]]
    if len(mine) != 1:
        return None
    other = ins[1 - mine[0]]
    maps = [uir.AffineMapAttr(a).value for a in consumer.attributes["indexing_maps"]]
    rank = maps[2].n_dims
    identity = uir.AffineMap.get_identity(rank)
    if maps[mine[0]] != identity or maps[2] != identity:
        return None
    x_type = uir.RankedTensorType(other.type)
    if not x_type.has_static_shape:
        return None
    x_strides = _row_major_strides(x_type.shape)
    strides = [0] * rank
    seen = set()
    for p, expr in enumerate(maps[1 - mine[0]].results):
        if isinstance(expr, uir.AffineDimExpr) and expr.position not in seen:
            seen.add(expr.position)
            strides[expr.position] = x_strides[p]
        elif not (isinstance(expr, uir.AffineConstantExpr) and expr.value == 0 and
                  x_type.shape[p] == 1):
            return None
    return consumer, 1 - mine[0], strides


def packed_f32(generic, limits: tuple[int, int, int]) -> bool:
    """Whether `generic` is an f32 product that gemm.c takes (column_slices.py)."""
    found = _plan(generic, limits)
    return found is not None and found[0] == "f32"


def takes_addend(generic) -> bool:
    """Whether the call would start from the one consumer's addend (`_addend`)."""
    return _is_zero_fill(generic.operands[2]) and _addend(generic, []) is not None


def _callee_kind(a, b) -> str:
    """The GEMM entry (contract.native.GEMM) of operands `a` and `b`: their element type,
    or A's and B's when they differ (i8 x i16)."""
    types = [str(uir.ShapedType(v.type).element_type) for v in (a, b)]
    return types[0] if types[0] == types[1] else "_".join(types)


def _without_init_strides(desc: list[int]) -> list[int]:
    """A descriptor (before its padding) without the init's strides: how the product is
    split into rows, columns, batch and reduction."""
    skip = {10, 11} | {12 + 5 * i + 5 for i in range(desc[12])}
    return [v for i, v in enumerate(desc) if i not in skip]


def offload_large_contractions(module, generics, vector_bytes: int) -> int:
    """Replace each qualifying generic of `generics` by a placeholder call; returns how many.
    `vector_bytes`: the host's vector width (contraction_codegen.RegisterBlock).

    A product whose init is zero and whose one consumer adds X to it (`_addend`) starts from
    X instead: the call reads X as its init, through strides (0 along a bias's broadcast
    dimensions, so nothing is materialized), and stands for the consumer, whose pass over
    the output goes (XLA:CPU's output fusion of a dot with its bias add). The sum changes
    by the order of one addition: X + (k-blocks in turn) rather than (k-blocks) + X; it
    is still the same for any thread count (gemm.c's order does not depend on the cut)."""
    taken = set(external_functions(module, PLACEHOLDER_PREFIX))
    limits = f32_limits(vector_bytes)
    # First every product's plan and the consumer it takes in, before any op is erased: a
    # consumer is in `generics` too, and a product's operands may be another's result.
    planned, claimed = [], []
    for generic in generics:
        found, in_place = _plan(generic, limits), None
        views = [complex_view_source(v) for v in generic.operands[:2]]
        if found is None and any(v is not None for v in views):
            # whatever its size: the alternative is making the view (complex_views.py)
            found = _plan(generic, (0, 1, 1))
        if found is None:
            continue
        if any(v is not None for v in views):
            if found[0] != "f32" or all(v is not None for v in views):
                continue
            planned.append((generic, found, None, None, views))
            continue
        read = {which: _in_place_view(generic.operands[found[1 + which]])
                for which in (0, 1)}  # (0: A, 1: B)
        read = {which: v for which, v in read.items() if v is not None}
        tries = [read] + ([{w: read[w]} for w in (1, 0) if w in read] if len(read) == 2
                          else [])  # (both, else B alone, else A alone)
        for tried in tries if read else []:
            direct = _plan(generic, limits, None,
                           {found[1 + w]: v[2] for w, v in tried.items()})
            if direct is not None and direct[:3] == found[:3]:
                found, in_place = direct, tried
                break
        sources = in_place and {found[1 + w]: v[2] for w, v in in_place.items()}
        added = _addend(generic, claimed) if _is_zero_fill(generic.operands[2]) else None
        if added is not None:
            folded = _plan(generic, limits, added[2], sources)
            if folded is None or folded[:3] != found[:3] or \
                    _without_init_strides(folded[3]) != _without_init_strides(found[3]):
                added = None  # (the init's strides would split the product differently)
            else:
                found = folded
                claimed.append(added[0])
        # (which operands are read in place; their sources are found again when the call is
        # made: a source may be another product's result, replaced by its call by then)
        planned.append((generic, found, None if added is None else added[:2],
                        in_place and set(in_place), None))
    done, rounded = 0, []
    for generic, (kind, a_index, b_index, desc), added, sliced, views in planned:
        init = generic.operands[2]
        zero = added is None and _is_zero_fill(init)
        if added is not None:
            consumer, x_index = added
            init = consumer.operands[x_index]
        desc[3] = 0 if zero else 1
        desc += [0] * (DESCRIPTOR_LENGTH - len(desc))
        operands = [generic.operands[a_index], generic.operands[b_index]]
        if sliced:
            sliced = {w: _in_place_view(generic.operands[(a_index, b_index)[w]])
                      for w in sliced}
        for which, (source, _, _) in (sliced or {}).items():
            operands[which] = source
        if views is not None:  # a complex64 tensor read as the f32 view it is in memory
            operands = [views[i] if views[i] is not None else generic.operands[i]
                        for i in (a_index, b_index)]
        if isinstance(kind, tuple) and kind[0] == "narrow":  # bf16/f16 read in mixed forms
            with generic.location:
                operands = [_narrow_operand(v, mode, kind[1], rounded)
                            for v, mode in zip(operands, kind[2:])]
            kind = kind[1]
        if isinstance(kind, tuple):  # integers: i32 operands come widened from narrow ones
            kinds = list(kind[1:])
            for i, k in enumerate(kinds):
                if k is None:
                    found = _narrow_int_source(operands[i])
                    if found is None:
                        break
                    operands[i], kinds[i] = found
            else:
                kind = _callee_kind(*operands)
                desc[_INT_KINDS_AT] = kinds[0] | kinds[1] << 4
        if isinstance(kind, tuple):
            continue  # i32 x i32 (needs 32-bit multiplies; its consumer stays)
        if kind == "f32" and sliced is None and views is None:
            narrow = [_narrow_source(v) for v in operands]
            if all(v is not None for v in narrow) and narrow[0].type.element_type == \
                    narrow[1].type.element_type:
                operands = narrow
                kind = str(narrow[0].type.element_type)
        if not zero:
            operands.append(init)
        _emit_call(module, generic, kind, operands, desc, taken,
                   None if added is None else added[0],
                   sliced and {w: offsets for w, (_, offsets, _) in sliced.items()})
        done += 1
    return done


def _conv_1d_plan(op, limits: tuple[int, int, int]):
    """The descriptor of a static f32 `linalg.conv_1d_nwc_wcf` without dilation, as a matrix
    product, or None.

    out[b, w, f] = sum over (t, c) of x[b, w s + t, c] * filter[t, c, f]: the rows of A are
    the output positions, s c apart in the input; the reduction runs over (t, c), which is
    contiguous in the input (tap t + 1 follows tap t) and in the filter, so A is the input
    read in place with overlapping rows (no im2col copy) and B the filter as a (KW C) x F
    matrix. Whisper's stride-2 stem was 50 GFLOP/s on the tiled convolution path, which
    blocks over output width and channels only (convolution_codegen.py); as one product
    its 768-long reduction gets the packed kernel. oneDNN and XLA:CPU also run 1-D
    convolutions as matrix products."""
    x, w, init = op.operands
    types = [uir.ShapedType(v.type) for v in (x, w, init)]
    if not all(isinstance(v.type, uir.RankedTensorType) and t.has_static_shape
               for v, t in zip((x, w, init), types)):
        return None
    if any(str(t.element_type) != "f32" for t in types):
        return None
    (n, iw, c), (kw, c2, f), (n2, ow, f2) = (t.shape for t in types)
    if c2 != c or n2 != n or f2 != f:
        return None
    (stride,), (dilation,) = conv_window(op)
    if dilation != 1 or (ow - 1) * stride + kw > iw:
        return None
    m, k = ow, kw * c
    min_work, min_rows, min_columns = limits
    if m * f * k < min_work or m < min_rows or f < min_columns:
        return None
    desc = [m, f, k, 0, stride * c, 1, f, 1, f, 1, f, 1, 1 if n > 1 else 0]
    if n > 1:
        desc += [n, iw * c, 0, ow * f, ow * f]
    return desc


def offload_convolutions_1d(module, vector_bytes: int) -> int:
    """Replace each qualifying 1-D convolution (`_conv_1d_plan`) by a placeholder call;
    returns how many."""
    taken = set(external_functions(module, PLACEHOLDER_PREFIX))
    done = 0
    for op in ops_named(module, ("linalg.conv_1d_nwc_wcf",)):
        if len(op.results) != 1:
            continue
        desc = _conv_1d_plan(op, f32_limits(vector_bytes))
        if desc is None:
            continue
        emit_convolution_call(module, op, op.operands[0], op.operands[1], desc, taken)
        done += 1
    return done


def emit_convolution_call(module, op, input_value, filter_value, desc: list[int],
                          taken: set) -> None:
    """Replace convolution `op` (input, filter, init) by a placeholder call of the f32 GEMM
    with descriptor `desc` (without its init mode, which is set here), reading the input
    from `input_value` and the filter from `filter_value`."""
    init = op.operands[2]
    zero = _is_zero_fill(init)
    desc[3] = 0 if zero else 1
    desc += [0] * (DESCRIPTOR_LENGTH - len(desc))
    _emit_call(module, op, "f32", [input_value, filter_value] + ([] if zero else [init]),
               desc, taken)


def native_gemm_calls_to_buffers(module) -> None:
    """Each placeholder call -> the C function on buffers (see the module docstring)."""
    sites = external_functions(module, PLACEHOLDER_PREFIX)
    if not sites:
        return
    with uir.Location.unknown(module.context):
        words = {k: uir.MemRefType.get([1], uir.Type.parse(k))
                 for k in (*_ELEMENT, "i8", "i16", "i32", "complex<f32>")}
        dims_type = uir.MemRefType.get([DESCRIPTOR_LENGTH], uir.IntegerType.get_signless(64))
    declared = set(external_functions(module, tuple(GEMM.values())))
    for call in calls_to(module, sites, in_linalg_bodies=False):  # (calls on tensors)
        kind = _callee_kind(call.operands[0], call.operands[1])
        callee = GEMM[kind]
        a_type, b_type = (str(uir.RankedTensorType(call.operands[i].type).element_type)
                          for i in (0, 1))
        word, b_word = words[a_type], words[b_type]
        fword = words["i32" if a_type in ("i8", "i16") else "f32"]
        declare_once(module, callee, [word, b_word, fword, fword, dims_type], declared)
        with call.location, uir.InsertionPoint(call):
            buffers = operand_buffers(call)
            out = result_buffer(call)
            a, b, dims = buffers[0], buffers[1], buffers[-1]
            init = buffers[2] if len(buffers) == 4 else out
            replace_with_buffer_call(call, callee, [
                word_view(a, word), word_view(b, b_word), word_view(init, fword),
                word_view(out, fword), dims], out)
    for site in sites.values():
        site.erase()
