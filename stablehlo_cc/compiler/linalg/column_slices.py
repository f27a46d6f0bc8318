"""A packed product whose output an elementwise chain reads runs a slice of columns at a time.

A transformer's FFN computes its widest activation in its first product (bert_b8: 512 rows
x 256 -> 1024 columns, 2 MiB of f32, an Emerald Rapids core's whole L2) and reads it once
in the bias + GELU pass after it; run as two passes (gemm.c over all columns, then the
elementwise loop) the activation goes to memory and back. This is image_slices.py's
mechanism along the other axis: the chain's last op is tiled along the output's innermost
dimension (the product's columns, N) with `scf.forall`, and its producers up to the
product and its fill are fused into the loop (`tile_using_forall`, `fuse_into_containing_op`),
so each iteration calls gemm.c on a column slice (all of A, B's own columns: no column of
B is packed twice) and the chain reads that slice from L2 right away. Slicing columns
rather than rows keeps B packed once; A (M x K) is read again by every slice, from L2.

Every output element is the same sum in the same order (gemm.c's reduction blocks do not
depend on N or on the thread cut), so results are bit-identical to the unsliced program
and across thread counts; the slices are the units the pool's threads split.

Each slice's B is read in place: its columns are a `tensor.extract_slice` of the weights,
which a placeholder call would get as a copy (its buffers have identity layouts: 3.3 % of
the dense layer's samples in memmove), so gemm.c reads the whole B through its own strides
from an element offset the loop writes into a copy of the descriptor
(native_gemm_calls._in_place_slice, descriptor [39]). That took the dense layer + GELU at
bert_b8's size from 1.019x to 0.971x the unsliced program.

When: an f32 product that native_gemm_calls.py takes (static, large), its output at least
`MIN_OUTPUT_BYTES`, its one use a chain of single-use elementwise ops of the same shape
(other operands may be broadcasts: a bias), not only an add that gemm.c's init takes in
anyway (native_gemm_calls._addend). The slice is the widest multiple of `STRIP` columns
dividing N for which A and the slice's output fit `SLICE_BYTES` (half the L2, beside the
slice's packed B; bert_b8: 512 KiB of A and 4 slices of 256 columns, 512 KiB each), and
only if the slice's product stays above gemm.c's floor (native_gemm_calls.f32_limits:
bert_b8's 512 x 128 slices, exactly 2^24 multiply-adds, would go to the in-place tiled
code). Without the bound on A, graph_net_b8's 4096 x 160 @ 160 x 128 (+ bias, ReLU: 2.5 MiB
of A read again by each of 4 slices) was 6 % slower, and whisper_b8's 800 x 256 @ 256 x 1024
(8 slices of 128) even. A destination's `linalg.fill` is cloned into the loop even when
other products share it (BERT's layers share one zero fill): the slice of a shared buffer
would be read as gemm.c's init, copied per slice (bert_b8 2.3 % slower until it was).

Measured (one Emerald Rapids core, thread CPU time; old = the same process with slicing
off, 8 alternated rounds of 10 calls, median of the paired ratios new/old; the host was
loaded, and models that slice nothing read 0.99-1.01): bert_b8 0.972 and 0.964 (4 chains),
gpt2_prefill_b8 0.991 and 0.975 (4), distilbert_b8 0.986 and 0.995 (3); whisper_b8,
graph_net_b8, vit_b8, llama_b8, bert_b1 and the encoder kernel slice nothing. Two trees
alternated (/work/lead/thr.py MODEL 1 30, three rounds, median CPU ms old -> new):
bert_b8 27.87 -> 27.20, gpt2_prefill_b8 29.74 -> 29.16, distilbert_b8 20.77 -> 20.55
(controls: vit_b8 17.79 -> 17.56, llama_b8 25.82 -> 25.07, whisper_b8 37.53 -> 37.13).
Why not more: the tanh GELU is compute-bound (its exp and division: ~26 % of the dense
layer's samples, the same sliced or not), so only the memory traffic of the 2 MiB goes.
vit_b8's MLP activation (520 x 768, 1.56 MiB) is under `MIN_OUTPUT_BYTES`; with the bound
at 1 MiB it slices (3 x 256 columns) and gains nothing: one process, 16 alternated rounds
of 10 calls, paired new/old thread CPU 1.0005 (its erfc GELU is compute-bound too, and the
activation stays in the L2 between the two passes).
"""

from __future__ import annotations

import mlir.ir as uir

from ..walk import ops_named
from .sliced_loops import (nearest_first, only_use, reads_element_for_element,
                           slice_into_loop, static_f32, untag)

MIN_OUTPUT_BYTES = 1 << 21
SLICE_BYTES = 1 << 20
STRIP = 32  # the AVX-512 kernel's micro-panel width (gemm.c)

_TAG = "shlo.column_slice"
_TRIED = "shlo.column_slice_tried"
_TAGGED = ("linalg.generic", "linalg.fill")


def _fill_of(value):
    """The `linalg.fill` making `value` (a destination), whatever its other uses: a zero
    fill shared by several products (one per layer) is cloned into the loop, so the product
    there still starts from zeros rather than from a slice of the shared buffer (which
    gemm.c would read as an init, copied per slice)."""
    owner = getattr(value.owner, "operation", value.owner)
    return owner if getattr(owner, "name", None) == "linalg.fill" else None


def _chain(product, shape: list[int]) -> list | None:
    chain, value = [], product.results[0]
    while True:
        user = only_use(value)
        if user is None or not reads_element_for_element(user, value) or \
                static_f32(user.results[0]) != shape:
            break
        chain.append(user)
        value = user.results[0]
    return chain or None


def slice_width(rows: int, columns: int, depth: int, min_work: int) -> int | None:
    """The widest multiple of STRIP below `columns` dividing it for which A (rows x `depth`)
    and the slice's output (rows x width) fit SLICE_BYTES in f32; None if there is none or
    if its product (rows x width x depth multiply-adds) would be below `min_work`,
    gemm.c's floor (the slice would leave the native path)."""
    best = None
    for w in range(STRIP, columns, STRIP):
        if columns % w == 0 and 4 * rows * (depth + w) <= SLICE_BYTES:
            best = w
    return best if best is not None and rows * best * depth >= min_work else None


def _depth(generic) -> int:
    """The product of the extents of the reduction dimensions of the static `generic`."""
    maps = [uir.AffineMapAttr(a).value for a in generic.attributes["indexing_maps"]]
    kinds = [str(a) for a in generic.attributes["iterator_types"]]
    extent = {}
    for value, amap in zip(generic.operands, maps):
        for size, expr in zip(uir.RankedTensorType(value.type).shape, amap.results):
            if isinstance(expr, uir.AffineDimExpr):
                extent[expr.position] = size
    depth = 1
    for d, kind in enumerate(kinds):
        if "reduction" in kind:
            depth *= extent[d]
    return depth


def slice_product_epilogues(module, packed, takes_addend, apply, min_work: int) -> int:
    """Run each qualifying product (module docstring) and its elementwise chain in a parallel
    loop over column slices. `packed(op)`: whether gemm.c takes `op`, an f32 product;
    `takes_addend(op)`: whether gemm.c's init would take in its one consumer anyway;
    `apply(module, script)` runs a transform script or restores the module; `min_work`:
    the multiply-adds from which gemm.c takes an f32 product. Returns how
    many chains were sliced."""
    done = 0
    while True:
        found = _next_candidate(module, packed, takes_addend, min_work)
        if found is None:
            break
        product, shape, width, chain = found
        product.attributes[_TRIED] = uir.UnitAttr.get(module.context)
        ordered = nearest_first([product] + chain, _fill_of)
        sizes = [0] * (len(shape) - 1) + [width]
        if slice_into_loop(module, ordered, sizes, apply, _TAG, _TAGGED):
            done += 1
    untag(module, _TRIED, _TAGGED)
    return done


def _next_candidate(module, packed, takes_addend, min_work):
    for product in ops_named(module, ("linalg.generic",)):
        if _TRIED in product.attributes or not packed(product):
            continue
        shape = static_f32(product.results[0])
        if shape is None or 4 * _volume(shape) < MIN_OUTPUT_BYTES:
            continue
        width = slice_width(_volume(shape[:-1]), shape[-1], _depth(product), min_work)
        chain = _chain(product, shape) if width is not None else None
        if chain is None or (len(chain) == 1 and takes_addend(product)):
            continue
        return product, shape, width, chain
    return None


def _volume(shape: list[int]) -> int:
    n = 1
    for s in shape:
        n *= s
    return n
