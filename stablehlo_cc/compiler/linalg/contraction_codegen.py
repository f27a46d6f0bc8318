"""Register-blocked, vectorized code for contractions (matmul, batched matmul, einsum-like
`linalg.generic`s), the ops where naive loops lose two orders of magnitude; convolutions
and pooling get their tile sizes from convolution_codegen.py and share the clean-up here.

Each op is tiled twice with the transform dialect: cache blocks, then a register block
(RM rows × RN columns of accumulators, one step of the reduction) that is vectorized into
`vector.contract`, whose accumulator is hoisted out of the reduction loops and which lowers
to broadcast-FMA outer products. Tile sizes are computed per op from its static shape and the host's
vector width. Contractions are first brought to batch-matmul form (`batch_matmul_form`):
several reduction loops become one, and the operand that supplies the vector columns is
copied transposed when those columns are strided in it. Products of one row (in a loop's
body) or of a few rows also block their reduction, so that every register strip reads a
block of B's rows from L1 (_tile_sizes says when and why). Everything else is left to
LLVM's loop vectorizer.

Large f32 contractions and every bf16/f16 one are not tiled here: they become calls of the
packed C microkernel first (native_gemm_calls.py says why and when).

If the transform fails on an op (an unusual shape or body), the module is left as it was
for that op: this stage only ever makes code faster, never changes what it computes.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

import llvmlite.binding as llvm
import mlir.ir as uir
from mlir.dialects import tensor
from mlir.dialects.transform import interpreter

from ..walk import block_operations, has_op_named, in_loop_body, ops_named
from .affine_facts import dims_of, indexing_results, iterator_kinds, reads_reversed
from . import convolution_codegen as conv, named_ops
from . import native_convolutions, native_depthwise_calls, native_gemm_calls
from . import avx_transposes, column_slices, image_slices, native_transpose_calls
from .contraction_kernels import outline_tiled
from .convolution_kernels import outline_convolutions
from .transpose_tiles import _is_copy_body, transpose_tiles
from .unit_broadcast_operands import drop_unit_broadcasts

# Cache blocks (elements): an M×K panel of A and a K×N panel of B stay in L1/L2.
CACHE_TILE_M, CACHE_TILE_N, CACHE_TILE_K = 64, 256, 256
# Accumulator vectors of a matrix-vector product's register block (one row of them).
_MATVEC_VECTORS = 8
# A matrix-vector product's reduction block: rows of B whose columns of one cache block fill
# about this many bytes, so that every register strip of the block reads them from L1.
MATVEC_BLOCK_BYTES = 8192
# ... in a loop's body, when B (at 4 bytes an element) is at most this large: it can stay in
# L2 from one iteration to the next.
MATVEC_BLOCKED_B_BYTES = 256 * 1024
# ... and whatever B's size for products of 2 to this many rows (fewer than the packed
# native GEMM takes: native_gemm_calls.f32_limits).
FEW_ROWS = 16
# ... except when B's rows of the reduction, for one cache block of columns, take at most
# this many bytes: half of a 32 KiB L1 data cache, room left for A and the output.
L1_RESIDENT_B_BYTES = 16384
_ACCUMULATE = {"arith.addf", "arith.addi"}
_MULTIPLY = {"arith.mulf", "arith.muli"}
_CASTS = {"arith.extf", "arith.extsi", "arith.extui", "arith.sitofp", "arith.uitofp",
          "arith.truncf"}
_TAG = "shlo.contraction"
# Named matmul-like ops become generics (their indexing maps drive the tiling).
_MATMUL_FAMILY = ["linalg.matmul", "linalg.batch_matmul", "linalg.matvec", "linalg.vecmat",
                  "linalg.dot", "linalg.batch_matvec", "linalg.batch_vecmat",
                  "linalg.batch_reduce_matmul"]
@dataclass(frozen=True)
class RegisterBlock:
    rows: int  # RM: accumulator rows (broadcast A elements)
    vectors: int  # accumulator vectors a row
    vector_bytes: int  # SIMD width


@functools.cache  # (asking LLVM for the host's features took ~1 ms; reductions ask per op)
def host_register_block() -> RegisterBlock:
    features = llvm.get_host_cpu_features()
    if features.get("avx512f"):
        return RegisterBlock(rows=8, vectors=2, vector_bytes=64)  # 16 of 32 zmm registers
    if features.get("avx2") or features.get("avx"):
        return RegisterBlock(rows=6, vectors=2, vector_bytes=32)  # 12 of 16 ymm registers
    return RegisterBlock(rows=4, vectors=2, vector_bytes=16)


def _element_bytes(t) -> int:
    width = getattr(t, "width", None)
    if width is None:
        width = 64 if "64" in str(t) else 32
    return max(1, width // 8)


def _loop_dims(generic) -> tuple[list[int], list[str], list] | None:
    """Static loop ranges, iterator kinds, and indexing maps of a linalg.generic."""
    maps = [uir.AffineMapAttr(a).value for a in generic.attributes["indexing_maps"]]
    kinds = iterator_kinds(generic)
    ranges = [None] * len(kinds)
    for operand, results in zip(generic.operands, indexing_results(generic)):
        shape = uir.ShapedType(operand.type)
        if not shape.has_static_shape:
            return None
        for pos, dim in enumerate(results):
            if dim is not None:
                ranges[dim] = shape.shape[pos]
    if any(r is None for r in ranges):
        return None
    return ranges, kinds, maps


def _is_contraction_body(generic) -> bool:
    ops = [op.name for op in block_operations(generic.regions[0].blocks[0])]
    core = [name for name in ops[:-1] if name not in _CASTS]
    return (len(generic.operands) == 3 and len(core) == 2 and core[0] in _MULTIPLY
            and core[1] in _ACCUMULATE)


def _largest_divisor(n: int, limit: int) -> int:
    return max(d for d in range(1, max(1, min(n, limit)) + 1) if n % d == 0)


def _fitting(size: int, preferred: int, step: int, smallest: int | None = None) -> int:
    """A register tile for a loop of `size`: the largest multiple of `step` up to `preferred`
    (and from `smallest`) that divides `size`, else `preferred`. A tile that divides its loop
    has static sizes everywhere; one that does not makes every tile's vectors masked (a
    select after each FMA), which costs more than the smaller tile (M = 64 with 6 rows: 2.3x)."""
    if size <= preferred:
        return size
    low = smallest or step
    for t in range(preferred // step * step, low - 1, -step):
        if t > 0 and size % t == 0:
            return t
    return preferred


def _transpose_tiles(generic, block: RegisterBlock, found):
    """Cache blocks (in parallel) and register tiles of a pure transpose: transpose_tiles.py
    (`found`: the generic's `_loop_dims`)."""
    lanes = block.vector_bytes // _element_bytes(
        uir.ShapedType(generic.operands[-1].type).element_type)
    return transpose_tiles(generic, *found, lanes)


def _dims_of(amap) -> list[int]:
    return dims_of(amap)


def _columns_and_rows(maps, kinds, ranges=None) -> tuple[int, int | None]:
    """The loops of a contraction's register block: columns (vector lanes) are the output's
    innermost dimension; rows are the innermost output dimension that only the *other*
    operand has (an M dimension, whose elements are broadcast), so that each A element
    loaded is reused across a row of vectors. Batch dimensions (in both operands) and
    dimensions of the column operand alone are never rows."""
    out_dims = _dims_of(maps[-1])
    n_dim = out_dims[-1]
    lhs, rhs = set(_dims_of(maps[0])), set(_dims_of(maps[1]))
    other = lhs if n_dim in rhs else rhs
    column_side = rhs if n_dim in rhs else lhs
    rows = [d for d in out_dims[:-1]
            if kinds[d] == "parallel" and d in other and d not in column_side]
    if ranges is not None and any(ranges[d] > 1 for d in rows):
        # a unit dimension (`bqhgd` attention with one query group) is no row: one row a
        # register block would make every A element a block of its own
        rows = [d for d in rows if ranges[d] > 1]
    if rows:
        return n_dim, rows[-1]
    return n_dim, (out_dims[-2] if len(out_dims) > 1 else None)


def _column_operand_to_be_transposed(generic):
    """(operand index, permutation) when the operand that supplies a contraction's columns
    does not have the column dimension innermost (e.g. `bqhd,bkhd->bhqk`, whose columns k
    are strided in the second operand): a copy of that operand with the column dimension
    moved last makes every column vector one contiguous load, as XLA's dot decomposition
    does by transposing operands to batch-matmul form. None when no copy is needed."""
    found = _loop_dims(generic)
    if found is None or not _is_contraction_body(generic):
        return None
    ranges, kinds, maps = found
    if "reduction" not in kinds or not all(m.is_projected_permutation for m in maps):
        return None
    if any(len(_dims_of(m)) != len(m.results) for m in maps) or not maps[-1].results:
        return None
    n_dim, m_dim = _columns_and_rows(maps, kinds, ranges)
    sides = [i for i in (0, 1) if n_dim in _dims_of(maps[i])]
    if len(sides) != 1 or m_dim is None or ranges[m_dim] == 1:
        return None
    operand = sides[0]
    dims = _dims_of(maps[operand])
    if dims[-1] == n_dim:
        return None
    return operand, [p for p, d in enumerate(dims) if d != n_dim] + [dims.index(n_dim)]


def _dot_products(generic) -> bool:
    """Whether a contraction is matrix-vector products whose operands both have the same
    reduction loop innermost (`x @ W.T` with W stored N x K: a tied LM head, a decode step's
    projections and attention scores; `W @ x` with W stored M x K): only one operand has
    parallel loops of its own longer than 1, so no element is reused across a register
    block, and each output is a dot product of two contiguous rows, which
    reduction_codegen.py's row form computes with vector partial sums (XLA's GEMV emitter
    does the same for this layout). The register block would read one operand with a
    stride of K instead."""
    if "reduction" not in iterator_kinds(generic):  # (the test below, read cheaply first)
        return False
    found = _loop_dims(generic)
    if found is None or not _is_contraction_body(generic):
        return False
    ranges, kinds, maps = found
    if any(len(_dims_of(m)) != len(m.results) for m in maps[:2]) or not maps[-1].results:
        return False
    lhs, rhs = _dims_of(maps[0]), _dims_of(maps[1])
    if not lhs or not rhs or lhs[-1] != rhs[-1] or kinds[lhs[-1]] != "reduction":
        return False
    own = [[d for d in dims if kinds[d] == "parallel" and d not in other and ranges[d] > 1]
           for dims, other in ((lhs, rhs), (rhs, lhs))]
    return not own[0] or not own[1]


def _transpose_operand(generic, operand: int, perm: list[int]) -> None:
    """Feed operand `operand` of `generic` through a transposing copy (result dimension i
    is operand dimension perm[i]) and update its indexing map."""
    value = generic.operands[operand]
    t = uir.RankedTensorType(value.type)
    shape = [t.shape[p] for p in perm]
    rank = len(perm)
    with uir.InsertionPoint(generic), generic.location:
        empty = tensor.EmptyOp(shape, t.element_type)
        inverse = [perm.index(j) for j in range(rank)]
        in_map = uir.AffineMap.get(rank, 0, [uir.AffineDimExpr.get(inverse[j])
                                             for j in range(rank)])
        copy = named_ops.GenericOp(
            [empty.result.type], [value], [empty.result],
            uir.ArrayAttr.get([uir.AffineMapAttr.get(in_map),
                               uir.AffineMapAttr.get(uir.AffineMap.get_identity(rank))]),
            uir.ArrayAttr.get([uir.Attribute.parse("#linalg.iterator_type<parallel>")] * rank))
        body = copy.regions[0].blocks.append(t.element_type, t.element_type)
        with uir.InsertionPoint(body):
            named_ops.YieldOp([body.arguments[0]])
    maps = list(generic.attributes["indexing_maps"])
    old = uir.AffineMapAttr(maps[operand]).value
    maps[operand] = uir.AffineMapAttr.get(uir.AffineMap.get(
        old.n_dims, old.n_symbols, [old.results[p] for p in perm]))
    generic.attributes["indexing_maps"] = uir.ArrayAttr.get(maps)
    generic.operands[operand] = copy.results[0]


def _reduction_runs(generic):
    """For a contraction with more than one reduction loop, the order in which each operand
    holds its reduction loops and whether they sit side by side there, and the loop ranges;
    else None."""
    found = _loop_dims(generic)
    if found is None or not _is_contraction_body(generic):
        return None
    ranges, kinds, maps = found
    reductions = {d for d, k in enumerate(kinds) if k == "reduction"}
    if len(reductions) < 2 or not all(m.is_projected_permutation for m in maps):
        return None
    if any(len(_dims_of(m)) != len(m.results) for m in maps):
        return None
    runs = []
    for amap in maps[:2]:
        dims = _dims_of(amap)
        where = [i for i, d in enumerate(dims) if d in reductions]
        if len(where) != len(reductions):
            return None
        runs.append(([dims[i] for i in where], where[-1] - where[0] == len(where) - 1))
    return runs, ranges


def _gather_reductions(generic) -> list[int] | None:
    """Make both operands hold the reduction loops side by side in one order (`bqhe,hed`:
    h, e already; `abcd,dc`: the second operand is copied transposed); returns that run of
    loops, or None for a contraction with one reduction loop. Loops of one iteration may sit
    anywhere in a run: they do not change which element of the collapsed loop is which, so
    they never cost a copy (the flax attention's output projection sums over (h, 1, d) in
    one operand and (h, d, 1) in the other, whose weight was copied transposed twice a call,
    once with a store every 512 bytes: 48 us of a 10 us product)."""
    found = _reduction_runs(generic)
    if found is None:
        return None
    runs, ranges = found
    (order_a, adjacent_a), (order_b, adjacent_b) = runs
    order = order_a if adjacent_a or not adjacent_b else order_b

    def iterated(run):
        return [d for d in run if ranges[d] > 1]

    for operand, (run, adjacent) in enumerate(runs):
        if adjacent and iterated(run) == iterated(order):
            continue
        maps = [uir.AffineMapAttr(a).value for a in generic.attributes["indexing_maps"]]
        dims = _dims_of(maps[operand])
        perm = [i for i, d in enumerate(dims) if d not in order] + [dims.index(d) for d in order]
        _transpose_operand(generic, operand, perm)
    return order


def _collapse_reductions(generic, run: list[int]) -> None:
    """Merge the reduction loops `run` into one, reshaping both operands to match: the
    register block's vector code handles one reduction loop (a batch-matmul form)."""
    maps = [uir.AffineMapAttr(a).value for a in generic.attributes["indexing_maps"]]
    kinds = list(generic.attributes["iterator_types"])
    kept = [d for d in range(len(kinds)) if d not in run[1:]]
    number = {d: i for i, d in enumerate(kept)}

    def renumber(amap):
        results = [uir.AffineDimExpr.get(number[d]) for d in _dims_of(amap) if d not in run[1:]]
        return uir.AffineMapAttr.get(uir.AffineMap.get(len(kept), 0, results))

    for operand in (0, 1):
        value = generic.operands[operand]
        t = uir.RankedTensorType(value.type)
        dims = _dims_of(maps[operand])
        start = min(dims.index(d) for d in run)  # (run's unit loops may be in another order)
        groups, shape = [], []
        for i in range(len(dims)):
            if i == start:
                groups.append(list(range(start, start + len(run))))
                shape.append(math.prod(t.shape[start:start + len(run)]))
            elif not start < i < start + len(run):
                groups.append([i])
                shape.append(t.shape[i])
        with uir.InsertionPoint(generic), generic.location:
            collapsed = tensor.CollapseShapeOp(
                uir.RankedTensorType.get(shape, t.element_type), value,
                uir.ArrayAttr.get([uir.ArrayAttr.get([uir.IntegerAttr.get(
                    uir.IntegerType.get_signless(64), j) for j in g]) for g in groups]))
        generic.operands[operand] = collapsed.result
    generic.attributes["indexing_maps"] = uir.ArrayAttr.get([renumber(m) for m in maps])
    generic.attributes["iterator_types"] = uir.ArrayAttr.get([kinds[d] for d in kept])


def batch_matmul_form(module) -> int:
    """Bring contractions to the form the register block handles, as XLA's dot
    decomposition does: one reduction loop (`_gather_reductions`, `_collapse_reductions`)
    and contiguous columns (`_column_operand_to_be_transposed`). Returns how many operands
    were reshaped or copied."""
    done = 0
    for generic in _generics(module):
        # (each step below is about contractions: nothing to do for a generic without a
        # reduction loop, the elementwise majority, whose loops are read once here)
        if "reduction" not in iterator_kinds(generic) or not _vector_friendly(generic):
            continue
        run = _gather_reductions(generic)
        if run is not None:
            _collapse_reductions(generic, run)
            done += 2
        found = None if _dot_products(generic) else _column_operand_to_be_transposed(generic)
        if found is not None:
            _transpose_operand(generic, *found)
            done += 1
    return done


def _balanced_block(size: int, target: int, register: int) -> int:
    """The cache block of a `size` dimension, about `target` elements and a multiple of the
    `register` block: one block if `size` is not much more than `target`; else the largest
    multiple of `register` between `target / 2` and `target` that divides `size` (every
    block full: the register tiles are static, not masked); else `size` split into equal
    blocks rounded up to a multiple of `register` (the last may be smaller). Blocks of one
    size are what the threads split evenly (64 rows in blocks of 60 were one thread's 60
    rows and the other's 4); the order of the reduction inside a block does not depend on
    the block's size, so neither do the results."""
    if size <= max(target, register):
        return size
    base = max(register, target // register * register)
    for block in range(base, max(register, base // 2) - 1, -register):
        if size % block == 0:
            return block
    blocks = -(-size // target)
    each = -(-size // blocks)
    return min(size, -(-each // register) * register)


def _tile_sizes(generic, block: RegisterBlock):
    """(cache tiles, register tiles) for each loop of a contraction, or None to leave it."""
    # What the op can be is told from its operands and body first: a contraction has three
    # operands, a transpose (transpose_tiles.py) two and a copy body. `_loop_dims` reads every
    # map through the bindings (~30 us), and most generics are elementwise ops, neither.
    operands = len(generic.operands)
    contraction = operands == 3 and _is_contraction_body(generic)
    if not contraction and not (operands == 2 and _is_copy_body(generic)):
        return None
    found = _loop_dims(generic)
    if found is None:
        return None
    if not contraction:
        return _transpose_tiles(generic, block, found)
    ranges, kinds, maps = found
    if not maps[-1].is_projected_permutation:
        return None
    out_dims = _dims_of(maps[-1])
    if len(out_dims) != len(maps[-1].results) or not out_dims or "reduction" not in kinds:
        return None
    n_dim, m_dim = _columns_and_rows(maps, kinds, ranges)
    lanes = block.vector_bytes // _element_bytes(
        uir.ShapedType(generic.operands[2].type).element_type)
    matvec = m_dim is None or ranges[m_dim] == 1
    streamed = _streamed_rows(generic, ranges, kinds, maps, n_dim, lanes) if matvec else None
    if streamed is not None:
        return streamed
    cache, register = [], []
    for d, (size, kind) in enumerate(zip(ranges, kinds)):
        if kind == "reduction":
            cache.append(min(size, CACHE_TILE_K))
            register.append(1)
        elif d == n_dim:
            # one row of output (a matrix-vector product): a wider row of accumulators reads
            # B in longer contiguous runs (4x faster at K x N = 256 x 1024, where a 16-wide
            # strip walks down rows 4 KiB apart); masked (N not a multiple), it is slower
            wide = lanes * _MATVEC_VECTORS
            r = wide if matvec and size % wide == 0 else min(size, lanes * block.vectors)
            register.append(r)
            cache.append(_balanced_block(size, CACHE_TILE_N, r))
        elif d == m_dim:
            r = _fitting(size, block.rows, 1, block.rows // 2)
            register.append(r)
            cache.append(_balanced_block(size, CACHE_TILE_M, r))
        else:  # batch-like dimension
            cache.append(1)
            register.append(1)
    k_dims = [d for d, kind in enumerate(kinds) if kind == "reduction"]
    rows = 1 if m_dim is None else ranges[m_dim]
    if len(k_dims) == 1 and n_dim is not None and cache[n_dim] > register[n_dim] and (
            (matvec and ranges[k_dims[0]] * ranges[n_dim] * 4 <= MATVEC_BLOCKED_B_BYTES
             and in_loop_body(generic))
            or 1 < rows <= FEW_ROWS):
        # Several register strips share each row of B. Walking the whole reduction in one
        # strip before the next evicts the rows from L1, so each later strip reads them
        # again from L2. A reduction block of MATVEC_BLOCK_BYTES keeps the rows in L1 until
        # the last strip has used them, and each strip stores and reloads its accumulators
        # once a block. An LSTM step's eight 128x128 products ran 12 % faster (B in L2). A
        # C model of the loop was 5-20 % faster with B in L2 (256x256 .. 1024x256), no
        # faster with B streamed from L3 (8 MiB), and 8 KiB beat 4 and 16-64 KiB. A B of
        # more than MATVEC_BLOCKED_B_BYTES comes from L3 or memory, where the reloads of the
        # accumulators only cost (gpt2_decode_b1's 1 MiB weights: 6 % slower blocked); so
        # does a product outside any loop, whose B is read once a call, from L3 whatever
        # its size (gpt2_decode_b1's 256 KiB attention weights: 5 % slower blocked).
        # Products of a few rows (2 to FEW_ROWS: a batch-8 decode step's) have strips of
        # only 16 columns, one 64-byte line of each row of B, 4 KiB apart at N = 1024: no
        # prefetcher follows that walk, and there the block pays whatever B's size
        # (8 x 256 @ 256 x 1024 from L3: 150 -> 86 us; 4 rows: 57 -> 55 us, median 122 -> 65).
        k_dim = k_dims[0]
        b_bytes = max((_element_bytes(uir.ShapedType(v.type).element_type)
                       for v, amap in zip(generic.operands[:2], maps[:2])
                       if {n_dim, k_dim} <= set(_dims_of(amap))), default=4)
        # Not when the block's whole reduction of B fits L1 with room to spare (an RNN step's
        # 64x64 weights, 16 KiB): every strip finds its rows there anyway, and a reduction
        # in one block lets the register tiles start from zeros (`_fill_in_tiles_script`).
        if ranges[k_dim] * cache[n_dim] * b_bytes > L1_RESIDENT_B_BYTES:
            block = max(8, MATVEC_BLOCK_BYTES // (cache[n_dim] * b_bytes))
            cache[k_dim] = _balanced_block(ranges[k_dim], min(block, cache[k_dim]), 1)
    if all(c == s for c, s in zip(cache, ranges)):
        cache = None  # one cache block: skip that level
    return ("contraction", cache, register, kinds)


# Bytes of B from which a vector-times-matrix product reads B row by row (`_streamed_rows`).
STREAMED_B_BYTES = 256 << 10
# Vectors of columns a parallel block of it has at least (1000 columns: one block). With
# fewer, LLVM unrolls the loop over the block's vectors and keeps their accumulators in
# registers across the rows, which is the register strip again (and with 25 vectors, more
# than the registers: spilled, 2.3x slower).
STREAMED_VECTORS = 64


def _streamed_rows(generic, ranges, kinds, maps, n_dim: int, lanes: int):
    """Tiles of a vector-times-matrix product `x[k] * B[k, n]` whose B (row-major, columns
    innermost) is larger than `STREAMED_B_BYTES`, so comes from L3 or memory: each parallel
    block is a range of columns (a multiple of the vector width
    that divides N, `STREAMED_VECTORS`), the reduction loop is outside the register block
    (cache tile 1 on k), a register block is one vector, and the accumulators stay in the
    output block in L1. B is then read row after row, one
    contiguous run of the block's columns per row, which the hardware prefetchers follow;
    the register strip (16 or 64 columns down all K rows) read one short run per row, each
    4 KB or more from the last and so on a new page every row or two, where the
    prefetchers stop: a classifier head's 1280 x 1000 product read its 5 MB at 9 GB/s in
    MobileNetV2. An extra load and store of the accumulator vector per FMA costs nothing
    here: the loop is bound by B's bandwidth. (XLA's GEMV emitter and oneDNN's gemv read a
    row-major matrix along its rows the same way.) None when the product is not of that
    form or N has no such block."""
    out_dims = _dims_of(maps[-1])
    reductions = [d for d, k in enumerate(kinds) if k == "reduction"]
    column_operand = [i for i in (0, 1) if n_dim in _dims_of(maps[i])]
    if len(reductions) != 1 or len(column_operand) != 1:
        return None
    b_dims = _dims_of(maps[column_operand[0]])
    if b_dims[-2:] != [reductions[0], n_dim]:
        return None
    b_type = uir.ShapedType(generic.operands[column_operand[0]].type)
    if math.prod(b_type.shape) * _element_bytes(b_type.element_type) <= STREAMED_B_BYTES:
        return None
    size = ranges[n_dim]
    if size % lanes:
        return None
    # the smallest block of at least STREAMED_VECTORS vectors that divides N, else all of N
    blocks = [b for b in range(STREAMED_VECTORS * lanes, size, lanes) if size % b == 0]
    column_block = blocks[0] if blocks else size
    r = lanes
    cache = [1] * len(ranges)
    register = [1] * len(ranges)
    cache[n_dim], register[n_dim] = column_block, r
    if all(d in out_dims or d in reductions for d in range(len(ranges))):
        return ("contraction", cache, register, kinds)
    return None


def _sizes(values) -> str:
    return "[" + ", ".join(str(v) for v in values) + "]"


def _sequence(lines: list[str]) -> str:
    return "\n".join([
        "module attributes {transform.with_named_sequence} {",
        "  transform.named_sequence @__transform_main(%root: !transform.any_op "
        "{transform.readonly}) {",
        *lines,
        "    transform.yield",
        "  }",
        "}",
    ])


# Outputs from which a tiled product zeroes each block in its parallel grid rather than in
# one fill before it: an output larger than an L2 is a pass to memory and back (attention's
# 2 x 8 x 256 x 256 scores in the encoder kernel, 4 MiB: 28.3 -> 28.0 ms of thread CPU
# time on one Emerald Rapids core, alternated), while a smaller one stays in cache, where
# the fused fill gained nothing at run time and cost compile time (bert_b1 +4 %). A product
# whose blocks each cover the whole reduction takes its fill into its register tiles first,
# whatever the output's size (`_fill_in_tiles_script`).
FUSED_FILL_MIN_BYTES = 1 << 20


def _bytes(t) -> int:
    t = uir.ShapedType(t)
    return math.prod(t.shape) * _element_bytes(t.element_type) if t.has_static_shape else 0


def _fill_in_tiles_script(tag: int, cache, register, kinds, fill_tile) -> str:
    """Like `_tiling_script` with its fill fused, for a product whose cache blocks each cover
    the whole reduction (`fill_tile`: the register tile in the output's dimension order):
    the fill is fused into each register tile (`transform.structured.fuse`, which follows
    the output through the tile loops' iteration arguments, where `fuse_into_containing_op`
    finds no producer), just before its reduction loop; once vectorized and hoisted, the
    accumulators start as a zero constant and the zeros are neither stored nor loaded.

    Why: the fill was a pass over the whole output before the product (or over each block
    in the grid), whose zeros each register tile then loaded back: for a 256 x 256 output
    about 8 us of a 210 us product on one Emerald Rapids core, and on two threads serial
    work before the parallel grid, on lines the other core wrote last. With the zeros in the
    tiles (one core, process CPU time, each model compiled both ways in one process and
    alternated, inputs 64-byte aligned): matmul256 0.209 -> 0.204 ms, the encoder kernel
    30.1 -> 29.3, bert_b1 4.39 -> 4.17 and 3.71 -> 3.58, distilbert_b1 2.81 -> 2.73,
    gpt2_prefill_b1 5.47 -> 5.34, llama_b1 4.05 -> 3.98, t5_b1 2.57 -> 2.50 (once 2.69 ->
    2.76), whisper_b1 4.99 -> 4.96, graph_net_b1 0.220 -> 0.211, mlp_mixer_b1 0.409 ->
    0.402, transformer_lm_train_step_b1 2.44 -> 2.38; results bit-identical (the same sums
    in the same order), compile times unchanged (bert_b1 0.91 s either way). On two threads
    (matmul256, rounds run only after the host's CPUs were 90 % idle, medians of 5):
    0.135 -> 0.105 ms, 1.94x its one-thread time (the packed kernel: 0.115). A product whose
    reduction is cut into blocks keeps the fill of the whole block: a tile's zeros must be
    there before its first reduction block only."""
    outer = [c if k == "parallel" else 0 for c, k in zip(cache, kinds)]
    tiles = [r if k == "parallel" else 0 for r, k in zip(register, kinds)]
    steps = [0 if k == "parallel" else r for r, k in zip(register, kinds)]
    p, q = sum(1 for t in tiles if t), sum(1 for t in steps if t)
    any_ops = lambda count: ", ".join(["!transform.any_op"] * count)  # noqa: E731
    return _sequence([
        f"    %op = transform.structured.match attributes{{{_TAG} = {tag} : i64}} in %root"
        " : (!transform.any_op) -> !transform.any_op",
        "    %init = transform.get_producer_of_operand %op[2] : (!transform.any_op) -> "
        "!transform.any_op",
        f"    %f, %fl = transform.structured.tile_using_forall %op tile_sizes {_sizes(outer)}"
        " : (!transform.any_op) -> (!transform.any_op, !transform.any_op)",
        "    %fi, %fl2 = transform.structured.fuse_into_containing_op %init into %fl : "
        "(!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)",
        f"    %t, %tl:{p} = transform.structured.fuse %f tile_sizes {_sizes(tiles)} : "
        f"(!transform.any_op) -> ({any_ops(p + 1)})",
        f"    %r, %rl:{q} = transform.structured.tile_using_for %t tile_sizes {_sizes(steps)}"
        f" : (!transform.any_op) -> ({any_ops(q + 1)})",
        f"    transform.structured.vectorize %r vector_sizes {_sizes(register)}"
        " : !transform.any_op",
        '    %fills = transform.structured.match ops{["linalg.fill"]} in %tl#0 : '
        "(!transform.any_op) -> !transform.any_op",
        f"    transform.structured.vectorize %fills vector_sizes {_sizes(fill_tile)}"
        " : !transform.any_op",
    ])


def _tiling_script(tag: int, kind: str, cache, register, kinds=None,
                   fuse_fill: bool = False) -> str:
    """Tile one tagged op (cache blocks, then a register block) and vectorize it; with
    `fuse_fill`, its initial fill moves into the parallel grid (`conv._own_fill`)."""
    n = len(register)
    handles = ", ".join(["!transform.any_op"] * (n + 1))
    lines = [f"    %op = transform.structured.match attributes{{{_TAG} = {tag} : i64}} in %root"
             " : (!transform.any_op) -> !transform.any_op"]
    op = "%op"
    if cache is not None and kind in ("contraction", "transpose") and kinds is not None:
        # The output's cache blocks are independent: an `scf.forall` over them becomes a
        # parallel loop on the thread pool (parallel_loops.py); each block's reduction stays
        # inside it in one thread, so results do not depend on the number of threads.
        outer = [c if k == "parallel" else 0 for c, k in zip(cache, kinds)]
        inner = [0 if k == "parallel" else c for c, k in zip(cache, kinds)]
        fuse_fill = fuse_fill and kind == "contraction"
        if fuse_fill:
            lines.append(f"    %init = transform.get_producer_of_operand {op}[2] : "
                         "(!transform.any_op) -> !transform.any_op")
        lines.append(f"    %f, %fl = transform.structured.tile_using_forall {op} "
                     f"tile_sizes {_sizes(outer)} : (!transform.any_op) -> "
                     "(!transform.any_op, !transform.any_op)")
        if fuse_fill:
            out = [r for r, k in zip(register, kinds) if k == "parallel"]
            fill_handles = ", ".join(["!transform.any_op"] * (len(out) + 1))
            lines += ["    %fi, %fl2 = transform.structured.fuse_into_containing_op %init into "
                      "%fl : (!transform.any_op, !transform.any_op) -> (!transform.any_op, "
                      "!transform.any_op)",
                      f"    %fir, %firl:{len(out)} = transform.structured.tile_using_for %fi "
                      f"tile_sizes {_sizes(out)} : (!transform.any_op) -> ({fill_handles})",
                      "    transform.structured.vectorize %fir : !transform.any_op"]
        op = "%f"
        loops = sum(1 for c in inner if c)
        if loops:
            inner_handles = ", ".join(["!transform.any_op"] * (loops + 1))
            lines.append(f"    %c, %cl:{loops} = transform.structured.tile_using_for {op} "
                         f"tile_sizes {_sizes(inner)} : (!transform.any_op) -> "
                         f"({inner_handles})")
            op = "%c"
    elif cache is not None:
        lines.append(f"    %c, %cl:{n} = transform.structured.tile_using_for {op} "
                     f"tile_sizes {_sizes(cache)} : (!transform.any_op) -> ({handles})")
        op = "%c"
    lines.append(f"    %r, %rl:{n} = transform.structured.tile_using_for {op} "
                 f"tile_sizes {_sizes(register)} : (!transform.any_op) -> ({handles})")
    if kind == "transpose":
        lines.append("    transform.structured.vectorize %r : !transform.any_op")
    else:
        lines.append(f"    transform.structured.vectorize %r vector_sizes {_sizes(register)}"
                     " : !transform.any_op")
    return _sequence(lines)


_GENERALIZE_SCRIPT = _sequence([
    "    %ops = transform.structured.match ops{[" + ", ".join(f'"{n}"' for n in _MATMUL_FAMILY)
    + "]} in %root : (!transform.any_op) -> !transform.any_op",
    "    %g = transform.structured.generalize %ops : (!transform.any_op) -> !transform.any_op",
])


# After every contraction is vectorized: keep accumulators in registers across the reduction
# loop and turn each vector.contract into broadcast-FMA outer products.
# Only on the functions with a body (`_CLEANUP_FUNCTION` marks them): each `apply_patterns`
# builds its pattern set again for each function it visits (~0.25 ms, the canonicalization
# patterns of every loaded op), and a transformer's module also holds one bodiless
# placeholder per offloaded product (native_gemm_calls.py): LLaMA's 28 of them cost 12 ms
# of its compile for nothing (issue 11).
# The two pattern sets apply to the outermost loop nests (`_CLEANUP_NEST`: the tiled code is
# in loops; the nests of other ops get them too), not to the whole functions: the
# rest of a function was canonicalized just before and is again after scalarization, and
# BERT's main function is 800 ops around 3 tiled nests (cleanup 8 -> 3 ms; the LLVM dialect
# of 27 zoo programs identical, issue 11). CSE and LICM still see the whole function.
# The second set lowers the contractions without canonicalizing after: the canonicalization
# of AFTER_SCALARIZE (pipeline.py), the next pass-manager run, folds the whole module anyway,
# and with none of the Python rewrites between them depending on it, the optimized LLVM IR of
# all 26 zoo programs (_b1) is the same text; the greedy driver ran the canonicalization
# patterns over every lowered nest to a fixed point first (issue 11: this script 21 -> 15 ms
# on MLP-Mixer, 8.7 -> 6.2 on the GRU, 6.4 -> 4.7 on the flax CNN). (The first set's
# canonicalization stays: without it the LLVM IR of the flax CNN and the U-Net block differs.)
_CLEANUP_FUNCTION = "shlo.cleanup"
_CLEANUP_NEST = "shlo.cleanup_nest"
_CLEANUP_SCRIPT = _sequence([
    # Each `apply_patterns` builds its pattern set once a run (the canonicalization set holds
    # the patterns of every loaded op, ~0.25 ms to build): it runs once on the nests of every
    # function, not once a function inside the `foreach` (issue 11, 2026-11-27: the script
    # on BERT's module 10.5 -> 9.4 ms, the same output text). The functions are independent:
    # the patterns, CSE and LICM of one never reach into another, so the order across
    # functions does not matter, only each function's own order (patterns, CSE, LICM and
    # subset hoisting, the lowering patterns).
    '    %nests = transform.structured.match ops{["scf.for", "scf.forall"]} '
    f"attributes{{{_CLEANUP_NEST}}} in %root : (!transform.any_op) -> !transform.any_op",
    "    transform.apply_patterns to %nests {",
    "      transform.apply_patterns.vector.lower_masked_transfers",
    "      transform.apply_patterns.vector.transfer_permutation_patterns",
    "      transform.apply_patterns.vector.reduction_to_contract",
    "      transform.apply_patterns.canonicalization",
    "    } : !transform.any_op",
    '    %funcs = transform.structured.match ops{["func.func"]} '
    f"attributes{{{_CLEANUP_FUNCTION}}} in %root : (!transform.any_op) -> !transform.any_op",
    # one function at a time: apply_cse takes exactly one target
    "    transform.foreach %funcs : !transform.any_op {",
    "    ^bb0(%f: !transform.any_op):",
    "    transform.apply_cse to %f : !transform.any_op",
    "    }",
    '    %loops = transform.structured.match ops{["scf.for"]} in %root'
    " : (!transform.any_op) -> !transform.any_op",
    "    transform.apply_licm to %loops : !transform.any_op",
    "    transform.loop.hoist_loop_invariant_subsets %loops : !transform.any_op",
    '    %nests2 = transform.structured.match ops{["scf.for", "scf.forall"]} '
    f"attributes{{{_CLEANUP_NEST}}} in %root : (!transform.any_op) -> !transform.any_op",
    "{avx}",  # (avx_transposes.py: the tiled transposes' own lowering first, on AVX hosts)
    "    transform.apply_patterns to %nests2 {",
    '      transform.apply_patterns.vector.lower_contraction lowering_strategy = "outerproduct"',
    "      transform.apply_patterns.vector.lower_outerproduct",
    '      transform.apply_patterns.vector.lower_transpose lowering_strategy = "shuffle_16x16"',
    "    } : !transform.any_op",
])


def _generics(module, names=("linalg.generic",)) -> list:
    return ops_named(module, names)


def slice_pooled_convolutions(module, block: RegisterBlock | None = None) -> int:
    """image_slices.py with this stage's plan of native convolutions and its transforms."""
    limits = native_gemm_calls.f32_limits((block or host_register_block()).vector_bytes)
    return image_slices.slice_pooled_convolutions(
        module, lambda op: native_convolutions.plan_of(op, limits), _apply_or_restore)


def slice_product_epilogues(module, block: RegisterBlock | None = None) -> int:
    """column_slices.py with native_gemm_calls.py's plan of f32 products."""
    limits = native_gemm_calls.f32_limits((block or host_register_block()).vector_bytes)
    return column_slices.slice_product_epilogues(
        module, lambda op: native_gemm_calls.packed_f32(op, limits),
        native_gemm_calls.takes_addend, _apply_or_restore, limits[0])


def tile_and_vectorize(module, block: RegisterBlock | None = None) -> int:
    """Tile and vectorize every static contraction of `module` in place.

    Each op is transformed on its own; where the transform fails, the module is restored to
    its state before that op. Returns how many contractions were transformed.
    """
    block = block or host_register_block()
    ctx = module.context
    # (only when there is a named product: the first transform script a compile parses loads
    # the transform dialect and its extensions into the fresh context, ~2 ms, which a
    # program with no contraction to tile, softmax or a layer norm, then never pays; issue 11)
    if has_op_named(module, _MATMUL_FAMILY):
        _apply_or_restore(module, _GENERALIZE_SCRIPT)
    drop_unit_broadcasts(module)  # `(b, s, 0)` operands: plain dimension lists
    # A large convolution output that a pool reads: an image at a time, pooled in L2.
    slice_pooled_convolutions(module, block)
    # A large product read by an elementwise chain: a slice of columns at a time, in L2.
    slice_product_epilogues(module, block)
    # Large products (and every bf16/f16 one) call the packed C microkernel instead.
    native_gemm_calls.offload_large_contractions(module, _generics(module), block.vector_bytes)
    native_gemm_calls.offload_convolutions_1d(module, block.vector_bytes)
    native_convolutions.offload_convolutions_2d(module, block.vector_bytes)
    native_depthwise_calls.offload_depthwise_convolutions(module)  # one C kernel for all
    native_transpose_calls.offload_transposes(module)  # streams blocks through L1
    if batch_matmul_form(module):  # and its transposing copies of product operands
        native_transpose_calls.offload_transposes(module)
    conv.to_fast_forms(module)
    for op in _generics(module, tuple(conv.TILED)):  # (before its kernel takes in its fill)
        conv.own_initial_fill(op)
    outline_convolutions(module)  # each distinct convolution kernel is transformed once
    plans = {}  # id(op) -> its tiles (an op moved into a function keeps its Python object)
    for op in _generics(module):
        sizes = _tiled(op, block)
        if sizes is not None:
            plans[id(op)] = (op, sizes)
    tiled = outline_tiled(module, [op for op, _ in plans.values()])  # and each product
    scripts = []
    epilogues = []  # the consumers already fused with a convolution
    for op in tiled + _generics(module, tuple(conv.TILED)):
        if not _vector_friendly(op) or _empty(op):
            continue
        tag = len(scripts)
        if op.name == "linalg.generic":
            sizes = plans[id(op)][1]
            script = [_tiling_script(tag, *sizes)]  # (the alternatives, first tried first)
            if conv._own_fill(op) and len(op.operands) == 3:
                if _bytes(op.results[0].type) >= FUSED_FILL_MIN_BYTES:
                    script.insert(0, _tiling_script(tag, *sizes, fuse_fill=True))
                fill_tile = _fill_tile(op, sizes)
                if fill_tile is not None:
                    # (one cache block: a grid of one block, which canonicalization folds)
                    cache = sizes[1] if sizes[1] is not None else _loop_dims(op)[0]
                    script.insert(0, _fill_in_tiles_script(tag, cache, *sizes[2:], fill_tile))
        else:  # the first of the alternatives that applies
            found = conv.plan(op, block)
            own = found is not None and _own_epilogue(op, epilogues)  # claimed once
            if found is not None and found.fuse_init and own:
                conv.separate_fill_destination(op)
            # (the split register blocks first, then one block, should a split fail)
            script = None if found is None else \
                [_sequence(conv.tiling_lines(_TAG, tag, p, pad, epilogue))
                 for p in ([found] if found.tail is None else [found, found.without_split()])
                 for epilogue, pad in ((own, True), (False, True),
                                       (False, False))]
        if script is not None:
            op.attributes[_TAG] = uir.IntegerAttr.get(uir.IntegerType.get_signless(64, ctx), tag)
            scripts.append(script)
    transposing = avx_transposes.function_names(
        op for op in tiled if id(op) in plans and plans[id(op)][1][0] == "transpose")
    done = _apply_all(module, scripts)
    _untag(module)
    if done:
        _clean_up(module, transposing)
    return done


def _fill_tile(op, sizes) -> list[int] | None:
    """The register tile of a tiled contraction's output (`sizes`: `_tile_sizes`), in the
    output's dimension order, when its cache blocks each cover its whole reduction (or it
    is one block: `cache` None), whose loops come after its parallel ones; else None."""
    kind, cache, register, kinds = sizes
    found = _loop_dims(op)
    if kind != "contraction" or found is None or \
            kinds.index("reduction") != kinds.count("parallel"):
        return None
    ranges, _, maps = found
    if cache is not None and any(c < r for c, r, k in zip(cache, ranges, kinds)
                                 if k == "reduction"):
        return None
    return [register[d] for d in _dims_of(maps[-1])]


def _tiled(op, block: RegisterBlock):
    """The tiles of a `linalg.generic` this stage tiles (`_tile_sizes`), else None (also for
    one that reads an operand reversed, which MLIR's tiling cannot slice, or that has an
    empty loop: a size-0 reduction became a tile size of 0, "no tiling", and the tiler
    asserted on the loop count)."""
    if not _vector_friendly(op) or _dot_products(op) or reads_reversed(op) or _empty(op):
        return None
    return _tile_sizes(op, block)


def _empty(op) -> bool:
    """Whether an operand or result of `op` has a dimension of size 0 (no work at all)."""
    return any(0 in uir.ShapedType(v.type).shape for v in list(op.operands) + list(op.results)
               if isinstance(v.type, uir.ShapedType) and v.type.has_rank)


def _clean_up(module, transposing: set[str]) -> None:
    """`_CLEANUP_SCRIPT` on each function of `module` that has a body; then the blends of
    the AVX transposes in the functions `transposing` (those holding a tiled transpose)
    become shuffles (avx_transposes.py)."""
    marked = [op.operation for op in module.body.operations
              if op.operation.name == "func.func" and len(op.operation.regions[0].blocks)]
    for op in marked:
        op.attributes[_CLEANUP_FUNCTION] = uir.UnitAttr.get(module.context)
    nests = _outermost_loops(module)
    avx = bool(transposing) and avx_transposes.host_has_avx()
    for op in nests:
        op.attributes[_CLEANUP_NEST] = uir.UnitAttr.get(module.context)
        if avx and avx_transposes.function_names([op]) & transposing:
            op.attributes[avx_transposes.NEST_TAG] = uir.UnitAttr.get(module.context)
    del nests[:]  # (the patterns may erase some: hold no Python object of them)
    try:
        script = _CLEANUP_SCRIPT.replace("{avx}", avx_transposes.SCRIPT_LINES if avx else "")
        if _apply_or_restore(module, script) and avx:
            avx_transposes.replace_blends(module, transposing)
    finally:  # (a restored module has them too: ask the module, not `marked`)
        for op in module.body.operations:
            if _CLEANUP_FUNCTION in op.operation.attributes:
                del op.operation.attributes[_CLEANUP_FUNCTION]
        # The tagged loops are outermost ones, and the patterns nest no loop in another:
        # the search need not enter loops (a walk of every op of the tiled loops cost
        # ~2 ms of GPT-2's compile, issue 11).
        for op in _outermost_loops(module):
            for tag in (_CLEANUP_NEST, avx_transposes.NEST_TAG):
                if tag in op.attributes:
                    del op.attributes[tag]


def _outermost_loops(module) -> list:
    """The `scf.for` / `scf.forall` loops of `module` that are in no other loop (nor in a
    linalg op's body)."""
    nests = []

    def visit(op):
        if op.name in ("scf.for", "scf.forall"):
            nests.append(op)
            return uir.WalkResult.SKIP
        return uir.WalkResult.SKIP if op.name.startswith("linalg.") else uir.WalkResult.ADVANCE

    module.operation.walk(visit, uir.WalkOrder.PRE_ORDER)
    return nests


def _own_epilogue(op, claimed: list) -> bool:
    """Whether the convolution `op` takes its elementwise consumer as its epilogue: not when
    an earlier convolution already took it (a residual block adds two convolutions in one
    op; once the first is fused into its tiles, that op is a loop nest the second cannot
    tile, and the failed transform cost a restore and a bisection of its whole group:
    ResNet-50 ran the transform interpreter 45 times instead of 3)."""
    if not conv.has_epilogue(op):
        return False
    consumer = list(op.results[0].uses)[0].owner
    if any(consumer == other for other in claimed):
        return False
    claimed.append(consumer)
    return True


def _vector_friendly(op) -> bool:
    """Vectors of these element types lower to LLVM: not sub-byte integers (one a byte in
    memory) nor the float types LLVM lacks (f8/f6/f4, computed in f32 element by element)."""
    for value in list(op.operands) + list(op.results):
        t = uir.ShapedType(value.type).element_type if isinstance(value.type, uir.ShapedType) \
            else value.type
        if isinstance(t, uir.IntegerType) and t.width < 8:
            return False
        if isinstance(t, uir.FloatType) and not isinstance(
                t, (uir.F16Type, uir.BF16Type, uir.F32Type, uir.F64Type)):
            return False
    return True


def _apply_all(module, scripts: list[list[str]]) -> int:
    """Apply each op's first applicable alternative, in order; returns how many applied.

    Ops are transformed in groups, each group in one interpreter run under one backup of the
    module; a group that fails is restored and split in halves, down to single ops, which then
    try their further alternatives. Backing up the module before each op (one clone per op) made
    this stage quadratic in the model's size, while failures are rare (none on the model
    zoo). The scripts of different ops touch only their own tagged op (and its own producers
    and consumer), so the result is that of applying them one by one, each failure restored.
    (MLIR's `transform.alternatives` restores by cloning its whole scope too.)"""
    done = 0
    pending = [(0, len(scripts))] if scripts else []
    while pending:
        start, stop = pending.pop()
        if stop - start > 1:
            grouped = _grouped([s[0] for s in scripts[start:stop]])
            if grouped is not None and _apply_or_restore(module, grouped):
                done += stop - start
            else:
                middle = (start + stop) // 2
                pending += [(middle, stop), (start, middle)]  # first half first
        else:
            done += any(_apply_or_restore(module, s) for s in scripts[start])
    return done


def _grouped(texts: list[str]) -> str | None:
    """One transform module running the named sequences of `texts` one after another (None
    if one is not of `_sequence`'s form: then each runs on its own)."""
    head = "  transform.named_sequence @__transform_main("
    bodies, calls = [], []
    for i, text in enumerate(texts):
        lines = text.split("\n")
        if len(lines) < 3 or not lines[1].startswith(head) or lines[-1] != "}":
            return None
        bodies.append("\n".join([lines[1].replace("@__transform_main", f"@op{i}"), *lines[2:-1]]))
        calls.append(f"    transform.include @op{i} failures(propagate) (%root)"
                     " : (!transform.any_op) -> ()")
    # the entry point first: _apply_or_restore runs the module's first operation
    return "\n".join(["module attributes {transform.with_named_sequence} {",
                      f"{head}%root: !transform.any_op {{transform.readonly}}) {{", *calls,
                      "    transform.yield", "  }", *bodies, "}"])


def _apply_or_restore(module, script_text: str) -> bool:
    backup = module.operation.clone()
    try:
        script = uir.Module.parse(script_text, module.context)
        interpreter.apply_named_sequence(module.operation, script.body.operations[0],
                                         script.operation)
    except (uir.MLIRError, ValueError, RuntimeError):
        _restore(module, backup)
        return False
    backup.erase()
    return True


def _restore(module, backup) -> None:
    """Put the saved body back (a failed transform may have changed it halfway)."""
    body = module.body
    for op in list(body.operations):
        op.erase()
    for op in list(backup.regions[0].blocks[0].operations):
        body.append(op.detach_from_parent())
    backup.erase()


def _untag(module) -> None:
    for generic in _generics(module, ("linalg.generic", *conv.TILED)):
        if _TAG in generic.attributes:
            del generic.attributes[_TAG]
