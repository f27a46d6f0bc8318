"""Vector code for reductions (`linalg.generic`s with reduction loops, on buffers), run on the
thread pool, with a summation order fixed at compile time.

`convert-linalg-to-parallel-loops` turns a reduction into scalar loops, and LLVM cannot
vectorize a float reduction without reassociating it: row sums, softmax and layer norm ran
4-13x and column sums 30x behind XLA:CPU. Here every static reduction whose body is
elementwise arithmetic becomes explicit vector code before that pass, in one of two forms.

How others do it, and the choice. IREE's llvm-cpu tiles a reduction's parallel dimensions
over its workgroups, splits the reduction dimension into vector-wide partial accumulators
(`linalg` split-reduction / `tileReductionUsingFor`), vectorizes to `vector.multi_reduction`
and lowers that with "inner-parallel" (elementwise combines along the reduction) or
"inner-reduction" (a horizontal reduction at the end). XLA:CPU's vectorized reduce emitter
keeps vector accumulators along the output's minor dimension, and for a reduction along the
minor dimension keeps partial vector sums that it folds horizontally once. Both assume the
combiner is associative and commutative. We do the same in two forms, decided per op from
its indexing maps, and write the code ourselves (scf + vector ops) so that the order of every
combination is explicit and fixed:

- **column form** (the vector lanes run along a parallel dimension that is innermost in the
  outputs and in every input that uses it: column sums, reductions over middle axes, and any
  body): each lane is a different output element, accumulated over the reduction loops in
  ascending order, exactly the sequential order. Any body works, argmax-style variadic ones
  included, since each lane runs the body as written. Float sums (`_pairwise_sum`) are the
  exception: their rows are summed in fixed blocks whose sums are added pairwise, because a
  sequential sum of many rows drifts (40-400 ulp over 2048-100352 rows, XLA:CPU ~2).
- **row form** (the reduction dimension is innermost in the inputs: row sums, softmax, layer
  norm), for bodies whose yield is one associative, commutative combiner (add, mul, min, max,
  and, or, xor) of the old value and a value computed from the inputs: W = 4 vectors of
  partial accumulators, each starting from the initial value (the spec's `reduce` allows
  initial values interspersed anywhere), lane l taking elements l, l+W, l+2W, ...; then the
  lanes are folded by halving (a fixed tree) and the tail elements are added in order. Float
  results differ from a sequential sum by rounding only, and are the same for every run.
- **row form, variadic or other bodies** (jnp.argmax over rows): the lanes run over W rows,
  each reading its row in order, so the body runs as written for each row: NaN and tie
  rules hold exactly. The rows are read a block of W columns at a time, one contiguous
  vector a row, and the W x W block is transposed in registers (W log2 W two-input
  shuffles) into the W steps' vectors; columns past the last whole block are gathered a
  step at a time (a strided read of W rows). The gather alone was the whole form before
  (2026-11-26): on AVX-512 (W = 16 for f32) each step was 16 scalar loads and 15 inserts,
  ~19 uops a step on the one shuffle port, and 16 lines of rows 16 KiB apart cycling
  through one 12-way L1 set: argmax of 4096 x 4096 f32 took 7.4-7.7 ms on one CPU (9 GB/s,
  80 % of STREAM). Blocked: 64 shuffles a block (4 a step) and each line read once,
  3.9 ms (17 GB/s; XLA:CPU 62-129 ms). On Zen 3 (W = 8) an 8 x 8 version measured no faster
  than the gather there (the body's chain of dependent compares and selects, ~6 cycles a
  step, bounds it); and 2-4 row sets a step with their own accumulators were 2-7x slower
  (rows a power of two of bytes apart share one L1 set, and more than its ways evict each
  other). Blocks are at most `_MAX_BLOCK` wide (the registers of a block and its
  transpose).

Parallelism: the parallel dimensions (tiles of W in the column form) become one
`scf.parallel`, which `parallel_loops.py` keeps when it is large, so each output element is
computed whole by one iteration: results are bit-identical for any number of threads.
A float column sum of fewer than `_FEW_TILES` tiles (x.sum(0) of 65536x64 or 262144x32 f32,
batch-norm statistics `mean`/`var` over the 8x56x56 rows of 8x56x56x64, bias gradients) has
no second tile for a second thread, so its rows are cut too (`_column_split`,
`_emit_column_chunks`): a fixed number of chunks of its outermost reduction loop (a power of
two from the shape, at most 16, each of `_MIN_CHUNK` elements at least: never from the thread
count, so 1, 2 and 3 threads give the same bits), each chunk's pairwise sum (the producers
fused as before: x*x, bf16 -> f32) into a buffer of partials, then the partials added as a
fixed tree and the initial value last. With a power of two of whole blocks a chunk the result
is bit for bit the unsplit sum (the same tree), and the error stays 1.2-1.6 ulp (65536x64,
262144x32, 65537x64, 8x56x56x64 mean and var). Small sums (4096x8: 32768 elements) are
not cut, and a cut one whose chunks are too small for the pool (`parallel_loops.py`'s cost
rule) runs them in order on the calling thread. Measured (2026-11-27, 2-vCPU Emerald Rapids
shared with four sessions; /tmp scripts, base and new trees alternated, medians of 41): when
the second CPU was free, two threads (taskset -c 0,1) against the old code's one, in us:
65536x64 sum 584 -> 306, 262144x32 1105 -> 582, 8x56x56x64 mean 222 -> 114 and var
471 -> 208, 65536x64 bf16 -> f32 sum 306 -> 162, 8x28x28x16 var (cnn_train_step's, two
chunks) 18 -> 15 (in another quiet window, 1 and 2 threads alternated call by call in one
process, medians of 100-1000: 1.42x, 1.46x, 1.96x, 1.50x, 1.35x, 1.15x; the old code 1.00x);
one thread (taskset -c 1) unchanged within noise (process CPU 604-648 vs 625-657 us for
65536x64, 1218-1313 vs 1225-1289 for 262144x32; cnn_train_step_b8 1341-1387 vs 1326-1385). With the other CPU busy
(load 7-10) the pool's back-off (contract/native/parallel.c) keeps the caller alone and
both forms take the same time. Column sums of many tiles (8192x2048, the strip form) and
small ones (4096x8, 3x5) compile to the same LLVM IR as before.

The strip form's parallel iterations are its strips, too few for the pool when the columns
fit two strips (8192x2048 f32 has two: both were the caller's blocks, see `_strip_split`),
so its rows are cut into chunks as well, each thread's share a contiguous run of whole rows,
and the chunks' results combined in a fixed order afterwards. Column reductions other than
sums whose partial results combine (`_merge_elements`: max, min, argmax, argmin) are cut the
same way, in the strip form and in the few-tiles form (65536x64 max and argmax ran on one
thread); each chunk starts from the initial value (their combiners are idempotent) and the
partials are combined left to right by the body itself, so NaN and tie rules hold. Every
cut comes from the shape: the same bits for any thread count, and the same bits as the
unsplit code (max/argmax are exact; a sum's chunks hold a power of two of its blocks).
One thread is unchanged (2026-11-27, one process, old and new code alternated call by call,
taskset -c 1, best of 40: 8192x2048 sum 2.64 -> 2.63 ms, argmax 3.84 -> 3.83 ms cached;
65536x64 argmax 0.95 -> 0.91 ms). Two threads could not be timed that day (the host's
second CPU stayed busy with other sessions); the mechanism is in `_strip_split`.

Inputs read through a broadcast of unit dimensions (a map result that is the constant 0, as
the mean in `jnp.var`'s `sum((x - mean)^2)`) are first read through a view without those
dimensions (`_collapse_unit_reads`), so every map is one of loop dimensions: the variance of
BERT's layer norms (8x64x256) went from scalar loops, 115 us, to the row form, 9.5 us.
Inputs may be i1 masks when they are constant along the lanes (read as scalars and
broadcast: a vector of i1 would load packed bits from a byte-an-element buffer), as T5's RMS
norm `sum(select(mask[b, s], x, 0)^2)` is (8x48x256: 95 -> 21 us a call from Python), and
may be row-major subviews at an offset (`strided` layouts whose strides are the dense ones),
as the position embeddings `pos[:64]` summed into BERT's and GPT-2's first layer norm are
(8x64x256: 135 -> 32 us); XLA's reduce emitter reads any layout its fusion gives it.
Reductions that are not static, have non-elementwise bodies, sub-byte or emulated small
float types, strided buffers, or reductions too small to fill a vector are left to the
loops of `convert-linalg-to-parallel-loops`.
"""

from __future__ import annotations

from dataclasses import dataclass

import mlir.ir as uir
from mlir.dialects import arith, memref, scf, vector
from mlir.dialects import math as umath

from ..walk import ops_named
from .contraction_codegen import host_register_block
from .affine_facts import indexing_results, iterator_kinds
from .reshape_groups import reassociation, unit_dimension_groups
from .row_prefetch import prefetch_lines, streams

# Combiners a row reduction may reassociate: associative and commutative (floats up to
# rounding for add/mul; min/max exactly).
_COMBINERS = {"arith.addf", "arith.mulf", "arith.addi", "arith.muli", "arith.maximumf",
              "arith.minimumf", "arith.maxnumf", "arith.minnumf", "arith.maxsi", "arith.minsi",
              "arith.maxui", "arith.minui", "arith.andi", "arith.ori", "arith.xori"}
# Vector accumulators a lane set is made of (independent dependency chains).
_ROW_VECTORS = 4
_COLUMN_VECTORS = 8
# The strip form of column reductions: bytes of a row a strip reads in one run (a page),
# rows a block takes (block x strip = 32 KiB, L1: 8192x2048 column sums measured 2048-byte
# strips 1.3x and 4096-byte ones 1.8x faster than the plain form with 8-row blocks, slower
# with 16), and the fewest strips, which are the parallel blocks (one a thread on 2 CPUs).
_STRIP_BYTES = 4096
_ROW_BLOCK = 8
_MIN_STRIPS = 2
# The strip form's parallel iterations it wants at least (strips x row chunks,
# `_strip_split`): the pool cuts a compiled loop into 4 blocks a thread (contract/native/
# parallel.c, OVERSPLIT), so 2 strips on 2 threads were both the caller's blocks; 16 give
# every block of 2 threads (and of 4) its own iterations. Chunks at most `_MAX_STRIP_CHUNKS`.
_STRIP_ITERATIONS = 16
_MAX_STRIP_CHUNKS = 16
# Rows one step of the transposed row form reads (one vector of each row).
_MIN_REDUCTION = 8
# The widest square block the rows-in-lanes form transposes in registers (a block of rows
# and its columns: 2 x 16 vectors, of the 32 registers of AVX-512).
_MAX_BLOCK = 16


@dataclass
class _Generic:
    op: object
    ranges: list[int]
    kinds: list[str]
    dims: list[list[int]]  # the loop of each result of each operand's indexing map
    n_in: int
    n_out: int
    element_bytes: int
    flags: frozenset = frozenset()  # inputs of i1 elements: read only as scalars


def _is_bool(t) -> bool:
    return isinstance(t, uir.IntegerType) and t.width == 1


def _element_bytes(t) -> int | None:
    if isinstance(t, uir.IntegerType):
        return t.width // 8 if t.width >= 8 and t.width % 8 == 0 else None
    for cls, size in ((uir.F16Type, 2), (uir.BF16Type, 2), (uir.F32Type, 4),
                      (uir.F64Type, 8)):
        if isinstance(t, cls):
            return size
    if isinstance(t, uir.IndexType):
        return 8
    return None


def _identity_layout(t: uir.MemRefType) -> bool:
    text = str(t)  # (one print: ~15 us)
    return "strided" not in text and "affine_map" not in text


def _dense_layout(t: uir.MemRefType) -> bool:
    """Row-major elements, perhaps at a static offset: the identity layout, or a strided one
    whose strides are the row-major ones (a size-1 dimension's stride aside), as a
    `subview` of the leading rows of a table has (BERT's and GPT-2's position embeddings,
    64 of 512 rows, summed into the first layer norm's mean)."""
    text = str(t)
    if "strided" not in text:
        return "affine_map" not in text
    strides, offset = t.get_strides_and_offset()
    if offset < 0:  # (dynamic: MLIR's sentinel is the most negative int64)
        return False
    expect = 1
    for size, stride in zip(reversed(t.shape), reversed(strides)):
        if size != 1 and stride != expect:
            return False
        expect *= size
    return True


def _body_ok(block) -> bool:
    for op in block.operations:
        name = op.operation.name
        if op.operation.regions and len(op.operation.regions):
            return False
        if not (name.startswith(("arith.", "math.")) or name in ("linalg.index", "linalg.yield")):
            return False
        for r in op.operation.results:
            if _element_bytes(r.type) is None and not (
                    isinstance(r.type, uir.IntegerType) and r.type.width == 1):
                return False
    return True


def _analyze(op) -> _Generic | None:
    kinds = iterator_kinds(op)
    if "reduction" not in kinds:
        return None
    sizes = list(uir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))
    n_in, n_out = sizes[0], sizes[1]
    # (each map's results as loop positions, None for a result that is not a plain loop
    # dimension: read from the attribute's text, affine_facts.py)
    maps = indexing_results(op)
    ranges = [None] * len(kinds)
    dims, widths, flags = [], [], set()
    for i, (value, results) in enumerate(zip(op.operands, maps)):
        if not isinstance(value.type, uir.MemRefType):
            return None
        t = uir.MemRefType(value.type)
        if not t.has_static_shape or not _dense_layout(t) or 0 in t.shape:
            return None
        width = _element_bytes(t.element_type)
        if width is None and i < n_in and _is_bool(t.element_type):
            flags.add(i)  # (a mask read a byte an element: scalars only, see _emit)
        elif width is None:
            return None
        else:
            widths.append(width)
        if any(d is None for d in results):
            return None
        ds = list(results)
        if len(set(ds)) != len(ds):
            return None
        for pos, d in enumerate(ds):
            ranges[d] = t.shape[pos]
        dims.append(ds)
    if any(r is None for r in ranges):
        return None
    if any(kinds[d] == "reduction" for ds in dims[n_in:] for d in ds):
        return None
    if not _body_ok(op.regions[0].blocks[0]) or not widths:
        return None
    return _Generic(op, ranges, kinds, dims, n_in, n_out, min(widths), frozenset(flags))


def _combiner(g: _Generic):
    """The op that combines the old output with the value from the inputs, for a reduction
    of one output whose yield is one op of `_COMBINERS`; else None."""
    if g.n_out != 1:
        return None
    block = g.op.regions[0].blocks[0]
    out_arg = block.arguments[g.n_in]
    yielded = list(block.operations)[-1].operands[0]
    owner = yielded.owner
    if isinstance(owner, uir.Block):
        return None
    combiner = owner.operation if hasattr(owner, "operation") else owner
    if combiner.name not in _COMBINERS or len(list(out_arg.uses)) != 1:
        return None
    if out_arg not in list(combiner.operands):
        return None
    return combiner


def _index(value: int):
    return arith.constant(uir.IndexType.get(), value)


def _vector_type(t, width: int | None):
    return t if width is None else uir.VectorType.get([width], t)


class _Body:
    """Clones a generic's body, with its values as vectors of `width` (None: scalars)."""

    def __init__(self, g: _Generic, width: int | None, lane_dim: int | None, ivs: dict):
        self.g, self.width, self.lane_dim, self.ivs = g, width, lane_dim, ivs

    def _operand(self, value, mapping):
        mapped = mapping.get(value, value)
        if self.width is not None and not isinstance(mapped.type, uir.VectorType):
            mapped = vector.broadcast(uir.VectorType.get([self.width], mapped.type), mapped)
        return mapped

    def _index(self, d: int):
        iv = self.ivs[d]
        if self.width is None:
            return iv
        vt = uir.VectorType.get([self.width], uir.IndexType.get())
        base = vector.broadcast(vt, iv)
        if d != self.lane_dim:
            return base
        return arith.addi(base, vector.step(vt))

    def run(self, args: list, given: dict | None = None, skip=frozenset()) -> list:
        """The yielded values for block arguments `args` (emitted at the insertion point).
        `given`: body values taken as they are (their ops are not cloned); `skip`: values
        whose ops are not cloned at all (nothing the yield needs may use them)."""
        block = self.g.op.regions[0].blocks[0]
        mapping = {a: v for a, v in zip(block.arguments, args)}
        mapping.update(given or {})
        for op in block.operations:
            op = op.operation
            if op.name == "linalg.yield":
                return [self._operand(v, mapping) for v in op.operands]
            if any(r in skip or r in mapping for r in op.results):
                continue
            if op.name == "linalg.index":
                mapping[op.results[0]] = self._index(
                    uir.IntegerAttr(op.attributes["dim"]).value)
                continue
            if op.name == "arith.constant":
                mapping[op.results[0]] = op.clone().results[0]  # a scalar, broadcast at uses
                continue
            operands = [self._operand(v, mapping) for v in op.operands]
            new = op.clone()
            for i, v in enumerate(operands):
                new.operands[i] = v
            for old, r in zip(op.results, new.results):
                if self.width is not None:
                    r.set_type(uir.VectorType.get([self.width], old.type))
                mapping[old] = r
        raise AssertionError("linalg.generic body without a yield")


def _parallel(dims: list[int], ranges: list[int], steps: dict, location):
    """An `scf.parallel` without reductions over `dims` (each stepping by `steps.get(d, 1)`);
    returns ({dim: induction variable}, an insertion point in its body). Without dims, the
    code goes where the op is."""
    if not dims:
        return {}, uir.InsertionPoint.current
    n = len(dims)
    operands = [_index(0) for _ in dims] + [_index(ranges[d]) for d in dims] + \
        [_index(steps.get(d, 1)) for d in dims]
    op = uir.Operation.create(
        "scf.parallel", results=[], operands=operands,
        attributes={"operandSegmentSizes": uir.DenseI32ArrayAttr.get([n, n, n, 0])},
        regions=1, loc=location)
    block = op.regions[0].blocks.append(*([uir.IndexType.get()] * n))
    with uir.InsertionPoint(block):
        terminator = uir.Operation.create(
            "scf.reduce", results=[], operands=[],
            attributes={"operandSegmentSizes": uir.DenseI32ArrayAttr.get([0])}, regions=0)
    return dict(zip(dims, block.arguments)), uir.InsertionPoint(terminator)


def _read(value, dims, ivs, width, lane_dim, in_bounds: bool):
    """The operand's element at `ivs` (a scalar), or W elements along `lane_dim`, which is
    innermost in it."""
    t = uir.MemRefType(value.type)
    idx = [ivs[d] for d in dims]
    if width is None or lane_dim not in dims:
        return memref.load(value, idx)
    vt = uir.VectorType.get([width], t.element_type)
    if in_bounds:
        return vector.load(vt, value, idx)
    rank = len(dims)
    perm = uir.AffineMapAttr.get(uir.AffineMap.get(rank, 0, [uir.AffineDimExpr.get(rank - 1)]))
    pad = _zero(t.element_type)
    return vector.transfer_read(vt, value, idx, perm, pad, [False])


def _write(result, value, dims, ivs, lane_dim, in_bounds: bool):
    idx = [ivs[d] for d in dims]
    if not isinstance(result.type, uir.VectorType):
        memref.store(result, value, idx)
    elif in_bounds:
        vector.store(result, value, idx)
    else:
        rank = len(dims)
        perm = uir.AffineMapAttr.get(uir.AffineMap.get(rank, 0,
                                                       [uir.AffineDimExpr.get(rank - 1)]))
        vector.transfer_write(None, result, value, idx, perm, [False])


def _zero(t):
    if isinstance(t, uir.IntegerType) or isinstance(t, uir.IndexType):
        return arith.constant(t, 0)
    return arith.constant(t, 0.0)


def _lanes(g: _Generic, vectors: int) -> int:
    return max(1, host_register_block().vector_bytes // g.element_bytes) * vectors


# --- the column form ---------------------------------------------------------------------------

def _column_lane_dim(g: _Generic) -> int | None:
    """A parallel loop innermost in every output and in every input that uses it."""
    lane = g.dims[g.n_in][-1] if g.dims[g.n_in] else None
    if lane is None or g.kinds[lane] != "parallel":
        return None
    for ds in g.dims:
        if lane in ds and ds[-1] != lane:
            return None
    if any(lane not in ds for ds in g.dims[g.n_in:]):
        return None
    return lane


def _emit_column(g: _Generic, lane: int, width: int) -> None:
    op = g.op
    width = min(width, _pow2_at_most(g.ranges[lane]))
    in_bounds = g.ranges[lane] % width == 0
    par = [d for d, k in enumerate(g.kinds) if k == "parallel"]
    red = [d for d, k in enumerate(g.kinds) if k == "reduction"]
    inputs, outs = list(op.operands)[:g.n_in], list(op.operands)[g.n_in:]
    rows = 1
    for d in red:
        rows *= g.ranges[d]
    # (one block is the sequential sum: no counter to allocate)
    pairwise = _pairwise_sum(g) if rows > _PAIRWISE_WHOLE else None
    # (any other body whose partial results combine, `_merge_elements`: max, argmax)
    merging = None if pairwise is not None or rows <= 1 else _merge_elements(g)
    split = None
    if pairwise is not None or merging is not None:
        split = _column_split(g, lane, width, red, pairwise is not None)
    if split is not None:
        _emit_column_chunks(g, lane, width, pairwise, split, merging)
        return
    with uir.InsertionPoint(op), op.location:
        pivs, point = _parallel(par, g.ranges, {lane: width}, op.location)
        with point:
            accs = [_read(v, g.dims[g.n_in + j], pivs, width, lane, in_bounds)
                    for j, v in enumerate(outs)]

            def step(rivs, carried):
                ivs = {**pivs, **rivs}
                ins = [_read(v, g.dims[i], ivs, width, lane, in_bounds)
                       for i, v in enumerate(inputs)]
                return _Body(g, width, lane, ivs).run(ins + carried)

            if pairwise is None:
                results = _nest_with_carried([(d, 0, g.ranges[d], 1) for d in red], accs,
                                             step)
            else:
                results = [_pairwise_column(g, red, accs[0], width, pairwise, step)]
            for j, (v, r) in enumerate(zip(outs, results)):
                _write(r, v, g.dims[g.n_in + j], pivs, lane, in_bounds)


# Rows of the blocks whose sums the plain column form adds pairwise (`_pairwise_column`);
# an innermost reduction loop of at most `_PAIRWISE_WHOLE` rows is one block.
_PAIRWISE_BLOCK = 32
_PAIRWISE_WHOLE = 64
# Rows of a block of the strip form, whose sum goes through the counter in memory: each
# counter step costs (8192x2048 f32, one CPU, against sequential sums: 8 rows +10 %, 32 +2.5 %,
# 64 +1-2 %, 256 +1 %; max error 1.9, 1.8, 1.9, 3.2 ulp; XLA:CPU 1.9).
_STRIP_PAIRWISE_BLOCK = 64


def _pairwise_sum(g: _Generic):
    """The `arith.addf` combiner of a float sum of one output, which the column forms add
    blockwise and pairwise (`_pairwise_column`, `_emit_column_strips`); else None.

    A sum over a leading axis accumulated row after row, in ascending order, has a rounding
    error that grows with the row count: 39 ulp (max over the columns) for a column sum of
    2048x1024 f32 (data of mean 1), 63 for 8192x2048, 106 for 65536x64, and 190 for a
    batch-norm mean over the 32x56x56 rows of 32x56x56x64 (XLA:CPU: about 2). So the rows
    are summed in fixed blocks (each from -0.0, the identity of `addf`), and the block sums
    are added pairwise as they come (a binary counter of partial sums, `_merge_block`):
    the error then grows with log2(blocks). The blocks and the tree are fixed by the shape,
    and each output element is still computed whole by one parallel iteration: the same
    bits for any thread count."""
    if g.n_out != 1:
        return None
    combiner = _combiner(g)
    if combiner is None or combiner.name != "arith.addf":
        return None
    t = uir.MemRefType(g.op.operands[g.n_in].type).element_type
    if not isinstance(t, (uir.F32Type, uir.F16Type, uir.BF16Type)):
        return None
    return combiner


def _negative_zero(vt):
    scalar = arith.constant(uir.VectorType(vt).element_type, -0.0)
    return vector.broadcast(vt, scalar)


def _levels(blocks: int) -> int:
    """Partial sums a binary counter of `blocks` blocks holds at most at once."""
    return max(1, blocks.bit_length())


def _merge_block(combiner, partial, levels, column, count):
    """Add the sum `partial` of block number `count` - 1 into the binary counter `levels`
    (memref [level, column]): for each trailing one bit of `count` - 1, lowest first, the
    partial held at that bit's level (the sum of the 2^level blocks before) is added on the
    left; the result fills level cttz(`count`), the lowest zero bit of `count` - 1."""
    i64 = uir.IntegerType.get_signless(64)
    index = uir.IndexType.get()
    carry = arith.index_cast(index, umath.cttz(arith.index_cast(i64, count)))
    loop = scf.ForOp(_index(0), carry, _index(1), [partial])
    with uir.InsertionPoint(loop.body):
        left = vector.load(partial.type, levels, [loop.induction_variable, column])
        scf.YieldOp([_combine(combiner, left, loop.inner_iter_args[0])])
    vector.store(loop.results[0], levels, [carry, column])


def _fold_levels(combiner, levels, column, blocks: int, vt):
    """The sum of all `blocks` blocks from the counter `levels`: its levels of the set bits
    of `blocks`, from the highest (the earliest blocks) down."""
    total = None
    for level in reversed(range(_levels(blocks))):
        if blocks >> level & 1:
            part = vector.load(vt, levels, [_index(level), column])
            total = part if total is None else _combine(combiner, total, part)
    return total


def _pairwise_block(size: int) -> int:
    """Rows of a block of an innermost reduction loop of `size` rows."""
    return size if size <= _PAIRWISE_WHOLE else _PAIRWISE_BLOCK


def _pairwise_column(g: _Generic, red: list[int], init, width: int, combiner, step,
                     sizes: dict | None = None):
    """The column form's sum as blocks of rows added pairwise (`_pairwise_sum`): the
    innermost reduction loop is cut into blocks of `_PAIRWISE_BLOCK` rows (a last shorter
    one for the rest), or is one block when it has at most `_PAIRWISE_WHOLE`; the blocks,
    numbered in the loops' order, go through a binary counter of partial sums, and the
    initial value is added last. `step(ivs, carried)` is one row's body. Returns the
    result vector; with `init` None, the blocks' sum alone. `sizes`: the reduction loops'
    trip counts when they are not their ranges (a chunk of rows, `_emit_column_chunks`;
    the blocks are still those of the whole range)."""
    sizes = sizes or {d: g.ranges[d] for d in red}
    inner = red[-1]
    size = sizes[inner]
    block = _pairwise_block(g.ranges[inner])
    whole, rest = divmod(size, block)
    per_pass = whole + (1 if rest else 0)
    outer = [(d, sizes[d]) for d in red[:-1]]
    blocks = per_pass
    for _, r in outer:
        blocks *= r
    vt = uir.VectorType.get([width], uir.MemRefType(g.op.operands[g.n_in].type).element_type)
    levels = memref.alloca(uir.MemRefType.get([_levels(blocks), width],
                                              uir.VectorType(vt).element_type), [], [])
    zero = _index(0)

    def one_block(ivs, first, last, number):
        acc, = _nest_with_carried([(inner, first, last, 1)], [_negative_zero(vt)],
                                  lambda r, c: step({**ivs, **r}, c))
        _merge_block(combiner, acc, levels, zero, arith.addi(number, _index(1)))

    def blocks_of(ivs, carried):
        done = _index(0)  # blocks before this pass of the innermost loop
        for d, r in outer:
            done = arith.addi(arith.muli(done, _index(r)), ivs[d])
        done = arith.muli(done, _index(per_pass))
        if whole:
            loop = scf.ForOp(_index(0), _index(whole), _index(1))
            with uir.InsertionPoint(loop.body):
                k = loop.induction_variable
                first = arith.muli(k, _index(block))
                one_block(ivs, first, arith.addi(first, _index(block)), arith.addi(done, k))
                scf.YieldOp([])
        if rest:
            one_block(ivs, _index(whole * block), _index(size),
                      arith.addi(done, _index(whole)))
        return []

    _nest_with_carried([(d, 0, r, 1) for d, r in outer], [], blocks_of)
    total = _fold_levels(combiner, levels, zero, blocks, vt)
    return total if init is None else _combine(combiner, init, total)


# The column form of a float sum splits its rows into chunks (`_column_split`) when it has
# fewer parallel tiles than `_FEW_TILES`: at most `_MAX_COLUMN_CHUNKS` chunks, each reading
# `_MIN_CHUNK` elements or more.
_FEW_TILES = 4
_MAX_COLUMN_CHUNKS = 16


def _column_split(g: _Generic, lane: int, width: int, red: list[int], blocks: bool = True):
    """(dim, chunks, rows) to split a float column sum's rows along (or the rows of
    another body whose partials combine, `_merge_elements`: `blocks` False), or None.

    The plain column form's parallel loop runs over tiles of `width` columns: a column sum of
    65536x64 f32, or batch-norm statistics over the 8x56x56 rows of 8x56x56x64, is one tile,
    which one thread sums. Such a sum (fewer than `_FEW_TILES` tiles) is cut along its
    outermost reduction loop of more than one row (`dim`) into `chunks` of `rows` each (the
    last also takes the rest), a power of two of them, as many as leave each chunk at least
    `_MIN_CHUNK` elements (at most `_MAX_COLUMN_CHUNKS`); when `dim` is the innermost loop,
    `rows` is a whole number of pairwise blocks. Everything here comes from the shape, never
    from the thread count."""
    tiles = -(-g.ranges[lane] // width)
    for d, k in enumerate(g.kinds):
        if k == "parallel" and d != lane:
            tiles *= g.ranges[d]
    splittable = [d for d in red if g.ranges[d] > 1]
    if tiles >= _FEW_TILES or not splittable:
        return None
    elements = 1
    for r in g.ranges:
        elements *= r
    d = splittable[0]
    unit = _pairwise_block(g.ranges[d]) if d == red[-1] and blocks else 1
    count = _MAX_COLUMN_CHUNKS
    while count >= 2 and (g.ranges[d] // unit < count or elements // count < _MIN_CHUNK):
        count //= 2
    if count < 2:
        return None
    return d, count, g.ranges[d] // unit // count * unit


def _fold_pairwise(combiner, parts: list):
    """Combine `parts` as a fixed tree: neighbours pairwise, level by level."""
    while len(parts) > 1:
        parts = [_combine(combiner, parts[i], parts[i + 1]) if i + 1 < len(parts) else parts[i]
                 for i in range(0, len(parts), 2)]
    return parts[0]


def _emit_column_chunks(g: _Generic, lane: int, width: int, combiner, split,
                        merging=None) -> None:
    """A float column sum whose rows are cut into chunks (`_column_split`): one parallel loop
    over the chunks and the column tiles writes each chunk's pairwise sum
    (`_pairwise_column`) into a buffer of partial sums, then a loop over the tiles adds the
    partials as a fixed tree (`_fold_pairwise`), chunk 0 leftmost, and the initial value
    last. With a power of two of whole blocks a chunk, the chunks' trees and the tree over
    them make the one pairwise tree of the unsplit sum: the same bits as before the split.

    Any other body whose partial results combine (`merging`, from `_merge_elements`: a
    column max, an argmax over 65536x64) is cut the same way: each chunk runs the body in
    row order from the initial values into its partials, and the loop over the tiles
    combines them left to right, chunk 0 first, by the body."""
    op = g.op
    d, count, rows = split
    last = g.ranges[d] - (count - 1) * rows
    in_bounds = g.ranges[lane] % width == 0
    par = [p for p, k in enumerate(g.kinds) if k == "parallel"]
    red = [r for r, k in enumerate(g.kinds) if k == "reduction"]
    inputs, outs = list(op.operands)[:g.n_in], list(op.operands)[g.n_in:]
    out_dims = [g.dims[g.n_in + j] for j in range(len(outs))]
    chunk = len(g.ranges)  # (the chunk loop's key, after the generic's loops)
    partial_dims = [[chunk, *ds] for ds in out_dims]
    with uir.InsertionPoint(op), op.location:
        # (at most 16 x 3 x 128 elements an output: the stack, or the heap,
        # stack_allocations.py)
        partials = [memref.alloca(uir.MemRefType.get(
            [count, *uir.MemRefType(v.type).shape], uir.MemRefType(v.type).element_type),
            [], []) for v in outs]
        ivs, point = _parallel([chunk, *par], [*g.ranges, count], {lane: width}, op.location)
        with point:
            first = arith.muli(ivs[chunk], _index(rows))

            def step(rivs, carried):
                at = {**ivs, **rivs}
                at[d] = arith.addi(first, at[d])
                ins = [_read(v, g.dims[i], at, width, lane, in_bounds)
                       for i, v in enumerate(inputs)]
                return _Body(g, width, lane, at).run(ins + carried)

            def chunk_sum(size):
                sizes = {**{r: g.ranges[r] for r in red}, d: size}
                if combiner is not None:
                    results = [_pairwise_column(g, red, None, width, combiner, step, sizes)]
                else:
                    accs = [_read(v, ds, ivs, width, lane, in_bounds)
                            for v, ds in zip(outs, out_dims)]
                    results = _nest_with_carried([(r, 0, sizes[r], 1) for r in red], accs,
                                                 step)
                for p, pds, r in zip(partials, partial_dims, results):
                    _write(r, p, pds, ivs, lane, in_bounds)

            if last == rows:
                chunk_sum(rows)
            else:  # (the last chunk also sums the rows after count x rows)
                is_last = arith.cmpi(arith.CmpIPredicate.eq, ivs[chunk], _index(count - 1))
                branch = scf.IfOp(is_last, [], has_else=True)
                with uir.InsertionPoint(branch.then_block):
                    chunk_sum(last)
                    scf.YieldOp([])
                with uir.InsertionPoint(branch.else_block):
                    chunk_sum(rows)
                    scf.YieldOp([])
        pivs, point = _parallel(par, g.ranges, {lane: width}, op.location)
        with point:
            parts = [[_read(p, pds, {**pivs, chunk: _index(c)}, width, lane, in_bounds)
                      for p, pds in zip(partials, partial_dims)] for c in range(count)]
            if combiner is not None:
                init = _read(outs[0], out_dims[0], pivs, width, lane, in_bounds)
                results = [_combine(combiner, init,
                                    _fold_pairwise(combiner, [p[0] for p in parts]))]
            else:
                results = _merge_partials(g, merging, parts, pivs, width, lane)
            for v, ds, r in zip(outs, out_dims, results):
                _write(r, v, ds, pivs, lane, in_bounds)


def _merge_partials(g: _Generic, merging, parts: list, ivs: dict, width: int, lane: int):
    """The partial results `parts` (a list of each output's value, a chunk of rows each)
    combined left to right by the body (`_merge_elements`)."""
    elements, skip = merging
    results = parts[0]
    for part in parts[1:]:
        results = _Body(g, width, lane, ivs).run([None] * g.n_in + results,
                                                 dict(zip(elements, part)), skip)
    return results


def _column_strip(g: _Generic, lane: int, width: int) -> int | None:
    """Columns a parallel block spans in the strip form, or None for the plain column form.

    The plain form reads `width` columns (8 vectors, 256 bytes of f32) of every row before
    the next columns: a column sum of 8192x2048 f32 touches a new page every 256 bytes and
    reads each row in 32 pieces far apart in time (38 % of memory bandwidth; XLA's column
    reduction, like this form, walks rows in order). The strip form takes a block of
    `_ROW_BLOCK` rows at a time and, inside it, every column group of the strip in turn:
    the rows of the block are read front to back in runs of up to `_STRIP_BYTES`, which the
    prefetchers follow, and each group's accumulators stay in registers over the block and
    in the output (in L1) between blocks. Each output element still combines its inputs in
    the same ascending order as in the plain form: the same bits. Strips are the parallel
    blocks, so there must be enough of them (`_MIN_STRIPS`). Inputs that stream from memory
    are prefetched a block ahead (row_prefetch.py)."""
    red = [d for d, k in enumerate(g.kinds) if k == "reduction"]
    if len(red) != 1 or g.ranges[red[0]] % _ROW_BLOCK or g.ranges[lane] % width:
        return None
    others = 1
    for d, k in enumerate(g.kinds):
        if k == "parallel" and d != lane:
            others *= g.ranges[d]
    strip = width
    while (strip * 2 * g.element_bytes <= _STRIP_BYTES and g.ranges[lane] % (strip * 2) == 0
           and others * (g.ranges[lane] // (strip * 2)) >= _MIN_STRIPS):
        strip *= 2
    return strip if strip > width else None


def _strip_split(g: _Generic, lane: int, strip: int, unit: int):
    """(chunks, rows a chunk) to cut the strip form's rows into, or None.

    The strip form's parallel iterations were its strips alone: a column sum of 8192x2048
    f32 has two, and the pool (contract/native/parallel.c) cuts a compiled loop into 4 blocks
    a thread, so on two threads both strips were blocks of the caller; the worker ran one
    only when it stole it while polling, and when it was parked (caches flushed between
    calls, the worker asleep) the caller ran the first strip alone, woke it after that, and
    took the second itself: 4.5 ms on two CPUs against 4.4 on one (XLA:CPU 2.9). Cut into
    row chunks as well, the loop has `_STRIP_ITERATIONS` iterations, each thread's share is
    a contiguous run of whole rows, and the chunks' results are combined in a fixed order
    afterwards (`_emit_column_strips`). `unit`: rows a chunk must hold a multiple of (a float
    sum's block). The cut comes from the shape alone, never from the thread count: the same
    bits for any number of threads."""
    (red,) = [d for d, k in enumerate(g.kinds) if k == "reduction"]
    rows = g.ranges[red]
    strips = g.ranges[lane] // strip
    for d, k in enumerate(g.kinds):
        if k == "parallel" and d != lane:
            strips *= g.ranges[d]
    count = 1
    while strips * count < _STRIP_ITERATIONS and count < _MAX_STRIP_CHUNKS:
        count *= 2
    while count >= 2 and (rows % (count * unit) or rows // count * strip < _MIN_CHUNK):
        count //= 2
    return (count, rows // count) if count >= 2 else None


# Combiners for which combining a value with itself gives it back: a chunk of rows may start
# from the initial value, which then enters the result once per chunk, harmlessly.
_IDEMPOTENT = {"arith.maximumf", "arith.minimumf", "arith.maxnumf", "arith.minnumf",
               "arith.maxsi", "arith.minsi", "arith.maxui", "arith.minui", "arith.andi",
               "arith.ori"}


def _merge_elements(g: _Generic):
    """(elements, skip) for combining two partial results of the body, or None.

    A reduction's body combines each output `out_j` with an element value `e_j` computed
    from the inputs (and the reduction's indices): `max(out, x)`, or for an argmax
    `select(c, out_v, x)` and `select(c', out_i, index)`. Two partial results (a, b) of
    chunks of rows combine as the body run with `out` := a and `e` := b: the same
    comparisons, NaN and tie rules. That holds when each yield is one idempotent combiner
    (`_IDEMPOTENT`) or `select` of `out_j` and `e_j` (so a chunk may start from the initial
    value), and the yields depend on the inputs and the reduction indices only through the
    `e_j`; `skip` are the body values that do otherwise (not cloned in a merge)."""
    block = g.op.regions[0].blocks[0]
    args = list(block.arguments)
    ops = [o.operation for o in block.operations]
    yielded = list(ops[-1].operands)
    elements = []
    for out_arg, y in zip(args[g.n_in:], yielded):
        owner = y.owner
        if isinstance(owner, uir.Block):
            return None
        owner = getattr(owner, "operation", owner)
        operands = list(owner.operands)
        if owner.name in _IDEMPOTENT and len(operands) == 2 and operands.count(out_arg) == 1:
            e = operands[1] if operands[0] == out_arg else operands[0]
        elif owner.name == "arith.select" and operands[1:].count(out_arg) == 1 and \
                operands[0] != out_arg:
            e = operands[2] if operands[1] == out_arg else operands[1]
        else:
            return None
        if e.type != out_arg.type or e in args[g.n_in:]:
            return None
        elements.append(e)
    if len(set(elements)) != len(elements):
        return None
    reduction = {d for d, k in enumerate(g.kinds) if k == "reduction"}
    given = set(elements)
    skip = {a for a in args[:g.n_in] if a not in given}
    for op in ops[:-1]:
        results = list(op.results)
        if any(r in given for r in results):
            continue
        if (op.name == "linalg.index" and
                uir.IntegerAttr(op.attributes["dim"]).value in reduction) or \
                any(v in skip for v in op.operands):
            skip.update(results)
    if any(v in skip for v in yielded):
        return None
    return elements, frozenset(skip)


def _emit_column_strips(g: _Generic, lane: int, width: int, strip: int) -> None:
    """The column form over strips of `strip` columns and blocks of rows (`_column_strip`).

    A float sum (`_pairwise_sum`) keeps the running sum of the current block of up to
    `_STRIP_PAIRWISE_BLOCK` rows (several row blocks) in a strip-wide buffer, as the plain
    strips keep theirs in the output, and adds each block's sum into the binary counter of
    `_merge_block` when the block ends.

    With too few strips for the pool the rows are cut into chunks too (`_strip_split`): the
    parallel loop runs over (chunk, strip), each chunk's result goes to a buffer of partials
    (a float sum's without the initial value; any other body's from it, `_merge_elements`),
    and a loop over the column tiles then combines the partials: a float sum's as a fixed
    tree (`_fold_pairwise`) with the initial value last, whose blocks and tree are the
    unsplit sum's when a chunk holds a power of two of blocks (the same bits); any other
    body's left to right, chunk 0 first, by the body itself (`_merge_elements`)."""
    op = g.op
    par = [d for d, k in enumerate(g.kinds) if k == "parallel"]
    (red,) = [d for d, k in enumerate(g.kinds) if k == "reduction"]
    inputs, outs = list(op.operands)[:g.n_in], list(op.operands)[g.n_in:]
    out_dims = [g.dims[g.n_in + j] for j in range(len(outs))]
    combiner = _pairwise_sum(g)
    rows = g.ranges[red]
    chunk = _ROW_BLOCK  # (rows a sum block takes)
    while chunk * 2 <= _STRIP_PAIRWISE_BLOCK and rows % (chunk * 2) == 0:
        chunk *= 2
    merging = None if combiner is not None else _merge_elements(g)
    split = None
    if combiner is not None or merging is not None:
        split = _strip_split(g, lane, strip, chunk if combiner is not None else _ROW_BLOCK)
    count, span = split or (1, rows)
    blocks = span // chunk
    key = len(g.ranges)  # (the chunk loop's dimension, after the generic's loops)
    with uir.InsertionPoint(op), op.location:
        if split is None:
            targets, target_dims = outs, out_dims
        else:
            targets = [memref.alloca(uir.MemRefType.get(
                [count, *uir.MemRefType(v.type).shape], uir.MemRefType(v.type).element_type),
                [], []) for v in outs]
            target_dims = [[key, *ds] for ds in out_dims]
        pivs, point = _parallel(([key] if split else []) + par, [*g.ranges, count],
                                {lane: strip}, op.location)
        with point:
            base = arith.muli(pivs[key], _index(span)) if split else _index(0)
            if split is not None and combiner is None:  # (each chunk from the initial value)
                group = scf.ForOp(_index(0), _index(strip), _index(width))
                with uir.InsertionPoint(group.body):
                    at = {**pivs, lane: arith.addi(pivs[lane], group.induction_variable)}
                    for v, ds, t, tds in zip(outs, out_dims, targets, target_dims):
                        _write(_read(v, ds, at, width, lane, True), t, tds, at, lane, True)
                    scf.YieldOp([])
            if combiner is not None:
                element = uir.MemRefType(outs[0].type).element_type
                vt = uir.VectorType.get([width], element)
                # (the counter's levels, and after them the running sum of an odd-numbered
                # block; an even-numbered one runs in level 0, where the counter wants it.
                # The levels a line further apart than the strip: rows 4 KiB apart alias in
                # the store-to-load checks and share L1 sets)
                pad = 64 // g.element_bytes
                top = _levels(blocks)
                levels = memref.alloca(uir.MemRefType.get([top + 1, strip + pad], element),
                                       [], [])

            def row_block(first, fresh: bool, running=None):
                """`_ROW_BLOCK` rows from `first` into the running sums (from -0.0 if
                `fresh`)."""
                group = scf.ForOp(_index(0), _index(strip), _index(width))
                with uir.InsertionPoint(group.body):
                    offset = group.induction_variable
                    at = {**pivs, lane: arith.addi(pivs[lane], offset)}
                    if combiner is None:
                        accs = [_read(v, ds, at, width, lane, True)
                                for v, ds in zip(targets, target_dims)]
                    elif fresh:
                        accs = [_negative_zero(vt)]
                    else:
                        accs = [vector.load(vt, levels, [running, offset])]

                    def step(rivs, carried):
                        ivs = {**at, **rivs}
                        ahead = {**ivs, red: arith.minui(
                            arith.addi(ivs[red], _index(_ROW_BLOCK)), _index(rows - 1))}
                        for i, v in enumerate(inputs):  # (the next block's rows)
                            if red in g.dims[i] and lane in g.dims[i] and streams(v.type):
                                prefetch_lines(v, [ahead[d] for d in g.dims[i]], width)
                        ins = [_read(v, g.dims[i], ivs, width, lane, True)
                               for i, v in enumerate(inputs)]
                        return _Body(g, width, lane, ivs).run(ins + carried)

                    last = arith.addi(first, _index(_ROW_BLOCK))
                    results = _nest_with_carried([(red, first, last, 1)], accs, step)
                    if combiner is None:
                        for v, ds, r in zip(targets, target_dims, results):
                            _write(r, v, ds, at, lane, True)
                    else:
                        vector.store(results[0], levels, [running, offset])
                    scf.YieldOp([])

            end = arith.addi(base, _index(span))
            if combiner is None:
                loop = scf.ForOp(base, end, _index(_ROW_BLOCK))
                with uir.InsertionPoint(loop.body):
                    row_block(loop.induction_variable, False)
                    scf.YieldOp([])
            else:
                loop = scf.ForOp(base, end, _index(chunk))
                with uir.InsertionPoint(loop.body):
                    first = loop.induction_variable
                    number = arith.divui(arith.subi(first, base), _index(chunk))
                    odd = arith.cmpi(arith.CmpIPredicate.ne,
                                     arith.andi(number, _index(1)), _index(0))
                    running = arith.select(odd, _index(top), _index(0))
                    row_block(first, True, running)
                    if chunk > _ROW_BLOCK:
                        more = scf.ForOp(arith.addi(first, _index(_ROW_BLOCK)),
                                         arith.addi(first, _index(chunk)), _index(_ROW_BLOCK))
                        with uir.InsertionPoint(more.body):
                            row_block(more.induction_variable, False, running)
                            scf.YieldOp([])
                    merge = scf.IfOp(odd)
                    with uir.InsertionPoint(merge.then_block):
                        counted = arith.addi(number, _index(1))
                        group = scf.ForOp(_index(0), _index(strip), _index(width))
                        with uir.InsertionPoint(group.body):
                            offset = group.induction_variable
                            _merge_block(combiner, vector.load(vt, levels, [running, offset]),
                                         levels, offset, counted)
                            scf.YieldOp([])
                        scf.YieldOp([])
                    scf.YieldOp([])
                # the blocks' total (a chunk's: to its partial), then the initial value
                group = scf.ForOp(_index(0), _index(strip), _index(width))
                with uir.InsertionPoint(group.body):
                    offset = group.induction_variable
                    at = {**pivs, lane: arith.addi(pivs[lane], offset)}
                    total = _fold_levels(combiner, levels, offset, blocks, vt)
                    if split is None:
                        init = _read(outs[0], out_dims[0], at, width, lane, True)
                        total = _combine(combiner, init, total)
                    _write(total, targets[0], target_dims[0], at, lane, True)
                    scf.YieldOp([])
        if split is None:
            return
        pivs, point = _parallel(par, g.ranges, {lane: width}, op.location)
        with point:
            parts = [[_read(t, tds, {**pivs, key: _index(c)}, width, lane, True)
                      for t, tds in zip(targets, target_dims)] for c in range(count)]
            if combiner is not None:
                init = _read(outs[0], out_dims[0], pivs, width, lane, True)
                results = [_combine(combiner, init,
                                    _fold_pairwise(combiner, [p[0] for p in parts]))]
            else:
                results = _merge_partials(g, merging, parts, pivs, width, lane)
            for v, ds, r in zip(outs, out_dims, results):
                _write(r, v, ds, pivs, lane, True)


def _nest_with_carried(loops: list, carried: list, emit):
    """Nested `scf.for`s over (dim, lower, upper, step); `emit(ivs, carried)` returns the new
    carried values at the innermost level. Returns the loop nest's results."""
    if not loops:
        return emit({}, carried)
    (d, lo, hi, st), rest = loops[0], loops[1:]
    loop = scf.ForOp(*(v if isinstance(v, uir.Value) else _index(v) for v in (lo, hi, st)),
                     carried)
    with uir.InsertionPoint(loop.body):
        iv = loop.induction_variable
        new = _nest_with_carried(rest, list(loop.inner_iter_args),
                                 lambda ivs, c: emit({d: iv, **ivs}, c))
        scf.YieldOp(new)
    return list(loop.results)


def _pow2_at_most(n: int) -> int:
    p = 1
    while p * 2 <= n:
        p *= 2
    return p


# --- the row form --------------------------------------------------------------------------

def _row_lane_dim(g: _Generic) -> int | None:
    """The innermost reduction loop, when it is innermost in every input that uses it."""
    candidates = {ds[-1] for ds in g.dims[:g.n_in] if ds and g.kinds[ds[-1]] == "reduction"}
    if len(candidates) != 1:
        return None
    lane = candidates.pop()
    if any(lane in ds and ds[-1] != lane for ds in g.dims[:g.n_in]):
        return None
    return lane


def _combine(combiner, a, b):
    new = combiner.clone()
    new.operands[0], new.operands[1] = a, b
    new.results[0].set_type(a.type)
    return new.results[0]


def _fold_lanes(combiner, v, width: int):
    """Fold a vector's lanes by halving: a fixed tree."""
    while width > 1:
        half = width // 2
        lo = vector.extract_strided_slice(uir.VectorType.get([half], uir.VectorType(
            v.type).element_type), v, [0], [half], [1])
        hi = vector.extract_strided_slice(uir.VectorType.get([half], uir.VectorType(
            v.type).element_type), v, [half], [half], [1])
        v = _combine(combiner, lo, hi)
        width = half
    return vector.extract(v, [], [0])


def _emit_row(g: _Generic, lane: int, combiner, width: int) -> None:
    op = g.op
    size = g.ranges[lane]
    width = min(width, _pow2_at_most(size))
    par = [d for d, k in enumerate(g.kinds) if k == "parallel"]
    outer = [d for d, k in enumerate(g.kinds) if k == "reduction" and d != lane]
    inputs = list(op.operands)[:g.n_in]
    out = op.operands[g.n_in]
    out_dims = g.dims[g.n_in]
    split = None if par else _split(g, lane, outer, width)

    def reduce_point(pivs, chunk=None):
        """The reduction of one output element (of one chunk of dim `split[0]`, from the
        chunk's induction variable `chunk`), from the initial value."""
        bounds = {d: g.ranges[d] for d in outer + [lane]}
        offset = {}
        if chunk is not None:  # static loop bounds, so parallel_loops.py sees the work
            d, count = split
            bounds[d] = g.ranges[d] // count
            offset[d] = arith.muli(chunk, _index(bounds[d]))

        def at(ivs):
            return {d: arith.addi(offset[d], iv) if d in offset else iv
                    for d, iv in ivs.items()}

        lane_size = bounds[lane]
        main = lane_size // width * width
        init = memref.load(out, [pivs[d] for d in out_dims])
        acc = vector.broadcast(uir.VectorType.get([width], init.type), init)

        def step(ivs, carried):
            vec, tail = carried
            vec, = _nest_with_carried(
                [(lane, 0, main, width)], [vec],
                lambda r, c: _Body(g, width, lane, at({**ivs, **r})).run(
                    [_read(v, g.dims[i], at({**ivs, **r}), width, lane, True)
                     for i, v in enumerate(inputs)] + c))
            if main < lane_size:
                tail, = _nest_with_carried(
                    [(lane, main, lane_size, 1)], [tail],
                    lambda r, c: _Body(g, None, lane, at({**ivs, **r})).run(
                        [_read(v, g.dims[i], at({**ivs, **r}), None, lane, True)
                         for i, v in enumerate(inputs)] + c))
            return [vec, tail]

        vec, tail = _nest_with_carried([(d, 0, bounds[d], 1) for d in outer],
                                       [acc, init], lambda r, c: step({**pivs, **r}, c))
        total = _fold_lanes(combiner, vec, width)
        if main < lane_size:
            total = _combine(combiner, total, tail)
        return total

    with uir.InsertionPoint(op), op.location:
        if split is None:
            pivs, point = _parallel(par, g.ranges, {}, op.location)
            with point:
                memref.store(reduce_point(pivs), out, [pivs[d] for d in out_dims])
            return
        # A whole-array reduction: a fixed number of chunks (from the shape, never from the
        # thread count) reduced in parallel into partial results, folded in order.
        count = split[1]
        t = uir.MemRefType(out.type).element_type
        partial = memref.alloca(uir.MemRefType.get([count], t), [], [])
        civs, point = _parallel([0], [count], {}, op.location)
        with point:
            memref.store(reduce_point({}, civs[0]), partial, [civs[0]])
        total = memref.load(partial, [_index(0)])
        for c in range(1, count):
            total = _combine(combiner, total, memref.load(partial, [_index(c)]))
        memref.store(total, out, [])


# Elements a chunk of a whole-array reduction holds at least, and chunks at most.
_MIN_CHUNK = 1 << 15
_MAX_CHUNKS = 64


def _split(g: _Generic, lane: int, outer: list[int], width: int):
    """(dim, chunks) to split a whole-array reduction along (its outermost reduction loop),
    so that its chunks run in parallel; None when it is too small or does not divide."""
    total = 1
    for d, k in enumerate(g.kinds):
        total *= g.ranges[d] if k == "reduction" else 1
    d = outer[0] if outer else lane
    unit = width if d == lane else 1
    count = _MAX_CHUNKS
    while count >= 2:
        if g.ranges[d] % (count * unit) == 0 and total // count >= _MIN_CHUNK:
            return d, count
        count //= 2
    return None


# --- the row form for any body: lanes over rows ------------------------------------------------

def _emit_rows_in_lanes(g: _Generic, lane: int, width: int) -> bool:
    """Lanes over `width` consecutive indices of the innermost parallel loop; each lane reads
    its own row in order, so any body runs exactly as written. The rows are read a block of
    `width` columns at a time and transposed in registers (`_transpose_square`) when
    they can be, and a strided gather a step for the columns after the last whole block.
    Rows past the last whole group of `width` (1000 rows: 62 groups of 16 and 8 rows) go in
    one group of each power of two of the rest (8, then none), narrower vectors: before,
    such an argmax fell back to scalar loops (1000 x 4096: 24.6 ms against 1.0 for 1008)."""
    par = [d for d, k in enumerate(g.kinds) if k == "parallel"]
    if not par or not _scalar_flags(g, par[-1]):
        return False
    row = par[-1]
    if any(row in ds and ds[-1] != row for ds in g.dims[g.n_in:]):
        return False
    op = g.op
    rows = g.ranges[row]
    width = min(width, _pow2_at_most(rows))
    red = [d for d, k in enumerate(g.kinds) if k == "reduction"]
    inputs, outs = list(op.operands)[:g.n_in], list(op.operands)[g.n_in:]
    blocked = [i for i, v in enumerate(inputs)
               if row in g.dims[i] and g.dims[i][-1] == lane and i not in g.flags]
    size = g.ranges[red[-1]]

    def group(pivs, width):
        """The reduction of the `width` rows from `pivs[row]` (at the insertion point)."""
        block = width if (red[-1] == lane and blocked and width <= _MAX_BLOCK
                          and size >= width) else 0
        main = size // block * block if block else 0

        def steps(ivs, carried):
            """One body step a column at `ivs`, each input gathered across the rows."""
            return _Body(g, width, row, ivs).run(
                [_gather(v, g.dims[i], ivs, width, row) for i, v in enumerate(inputs)] +
                carried)

        def blocks(ivs, carried):
            """`block` body steps from column `ivs[lane]`: each row's `block` columns read as
            one vector and the block transposed in registers."""
            columns = {}
            for i in blocked:
                vt = uir.VectorType.get([width], uir.MemRefType(inputs[i].type).element_type)
                loaded = [vector.load(vt, inputs[i], [
                    arith.addi(ivs[d], _index(r)) if d == row and r else ivs[d]
                    for d in g.dims[i]]) for r in range(width)]
                columns[i] = _transpose_square(loaded, width)
            for k in range(block):
                at = {**ivs, lane: arith.addi(ivs[lane], _index(k)) if k else ivs[lane]}
                ins = [columns[i][k] if i in columns else _gather(v, g.dims[i], at, width, row)
                       for i, v in enumerate(inputs)]
                carried = _Body(g, width, row, at).run(ins + carried)
            return carried

        def inner(rivs, carried):
            ivs = {**pivs, **rivs}
            if main:
                carried = _nest_with_carried([(red[-1], 0, main, block)], carried,
                                             lambda r, c: blocks({**ivs, **r}, c))
            if main < size:
                carried = _nest_with_carried([(red[-1], main, size, 1)], carried,
                                             lambda r, c: steps({**ivs, **r}, c))
            return carried

        accs = [_gather(v, g.dims[g.n_in + j], pivs, width, row) for j, v in enumerate(outs)]
        results = _nest_with_carried([(d, 0, g.ranges[d], 1) for d in red[:-1]], accs, inner)
        for j, (v, r) in enumerate(zip(outs, results)):
            _write(r, v, g.dims[g.n_in + j], pivs, row, True)

    whole = rows // width * width
    with uir.InsertionPoint(op), op.location:
        pivs, point = _parallel(par, {**dict(enumerate(g.ranges)), row: whole},
                                {row: width}, op.location)
        with point:
            group(pivs, width)
        first, rest = whole, rows - whole
        while rest:  # (the rows after the whole groups: one group a power of two)
            narrow = _pow2_at_most(rest)
            pivs, point = _parallel(par[:-1], g.ranges, {}, op.location)
            with point:
                group({**pivs, row: _index(first)}, narrow)
            first, rest = first + narrow, rest - narrow
    return True


def _transpose_square(rows: list, width: int) -> list:
    """The columns of the `width` x `width` block whose rows are `rows` (vectors), by
    log2(width) rounds of two-input shuffles: the round of bit m (1, 2, 4, ...) swaps that
    bit of the row index with the same bit of the column index, pairing rows i and i | m.
    width x log2(width) shuffles."""
    rows = list(rows)
    m = 1
    while m < width:
        low = [c if not c & m else width + (c ^ m) for c in range(width)]
        high = [c | m if not c & m else width + c for c in range(width)]
        for i in range(width):
            if i & m:
                continue
            a, b = rows[i], rows[i | m]
            rows[i] = vector.shuffle(a, b, low)
            rows[i | m] = vector.shuffle(a, b, high)
        m *= 2
    return rows


def _gather(value, dims, ivs, width, lane):
    """`width` elements along `lane` (any position in the operand), or one broadcast element."""
    t = uir.MemRefType(value.type)
    idx = [ivs[d] for d in dims]
    if lane not in dims:
        return memref.load(value, idx)
    vt = uir.VectorType.get([width], t.element_type)
    if dims[-1] == lane:
        return vector.load(vt, value, idx)
    rank = len(dims)
    perm = uir.AffineMapAttr.get(uir.AffineMap.get(
        rank, 0, [uir.AffineDimExpr.get(dims.index(lane))]))
    return vector.transfer_read(vt, value, idx, perm, _zero(t.element_type), [True])


# --- driver --------------------------------------------------------------------------------

def _collapse_unit_reads(op) -> bool:
    """Read every input whose indexing map has constant-0 results (a broadcast of a unit
    dimension, as `jnp.var`'s `x - mean` with the mean of shape 8x64x1 read by
    (d0, d1, d2) -> (d0, d1, 0)) through a `memref.collapse_shape` without those unit
    dimensions, and drop them from its map: the same elements, and a map of loop
    dimensions only, which the vector forms need. Without this the variance reduction of
    every layer norm written with `jnp.var` (BERT, ViT, Whisper, GPT-2 from keras_hub and
    flax) fell back to scalar loops: 8x64x256 took 115 us against 9 us for the mean
    before it (XLA:CPU: about 10 us)."""
    if "reduction" not in iterator_kinds(op):
        return False
    n_in = list(uir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))[0]
    maps = [uir.AffineMapAttr(a).value for a in op.attributes["indexing_maps"]]
    changed = False
    for i in range(n_in):
        value, amap = op.operands[i], maps[i]
        if not isinstance(value.type, uir.MemRefType):
            continue
        t = uir.MemRefType(value.type)
        if not t.has_static_shape or not _dense_layout(t):
            continue
        results = list(amap.results)
        unit = [isinstance(e, uir.AffineConstantExpr) and uir.AffineConstantExpr(e).value == 0
                and t.shape[pos] == 1 for pos, e in enumerate(results)]
        if not any(unit) or not all(u or isinstance(e, uir.AffineDimExpr)
                                    for u, e in zip(unit, results)):
            continue
        groups = unit_dimension_groups(len(unit), [p for p, u in enumerate(unit) if u])
        kept = [[p for p in g if not unit[p]][0] for g in groups]
        shape = [t.shape[p] for p in kept]
        layout = None
        if not _identity_layout(t):  # a dense subview: the kept strides, the same offset
            strides, offset = t.get_strides_and_offset()
            layout = uir.StridedLayoutAttr.get(offset, [strides[p] for p in kept])
        with uir.InsertionPoint(op), op.location:
            view = memref.collapse_shape(uir.MemRefType.get(shape, t.element_type,
                                                            layout=layout), value,
                                         reassociation(groups))
        op.operands[i] = view
        maps[i] = uir.AffineMap.get(amap.n_dims, amap.n_symbols,
                                    [e for u, e in zip(unit, results) if not u])
        changed = True
    if changed:
        op.attributes["indexing_maps"] = uir.ArrayAttr.get(
            [uir.AffineMapAttr.get(m) for m in maps])
    return changed


def vectorize_reductions(module) -> int:
    """Replace every static reduction with elementwise bodies by vector code (see the module
    docstring); returns how many were replaced."""
    done = 0
    for op in ops_named(module, "linalg.generic"):
        g = _analyze(op)
        if g is None and _collapse_unit_reads(op):
            g = _analyze(op)
        if g is None:
            continue
        if _emit(g):
            op.erase()
            done += 1
    return done


def _scalar_flags(g: _Generic, lane: int) -> bool:
    """Whether every i1 input is read as scalars with lanes along `lane` (it does not vary
    along it): a vector of i1 would be loaded as packed bits, but a memref of i1 holds a
    byte an element. T5's RMS norm sums `select(mask[b, s], x, 0)^2` over each row."""
    return all(lane not in g.dims[i] for i in g.flags)


def _emit(g: _Generic) -> bool:
    row = _row_lane_dim(g)
    if row is not None and not _scalar_flags(g, row):
        row = None
    if row is not None and g.ranges[row] >= _MIN_REDUCTION:
        combiner = _combiner(g)
        if combiner is not None:
            _emit_row(g, row, combiner, _lanes(g, _ROW_VECTORS))
            return True
    column = _column_lane_dim(g)
    if column is not None and not _scalar_flags(g, column):
        column = None
    if column is not None and g.ranges[column] > 1:
        width = _lanes(g, _COLUMN_VECTORS)
        strip = _column_strip(g, column, width)
        if strip:
            _emit_column_strips(g, column, width, strip)
        else:
            _emit_column(g, column, width)
        return True
    if row is not None and g.ranges[row] >= _MIN_REDUCTION:
        return _emit_rows_in_lanes(g, row, _lanes(g, 1))
    return False
