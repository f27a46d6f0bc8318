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
  sequential sum of many rows drifts (40-400 ulp over 2048-100352 rows, XLA:CPU ~2). Its
  code is in column_reductions.py.
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
Reductions with too few parallel iterations for the pool have their rows cut as well, into
a fixed number of chunks from the shape: a whole-array reduction of the row form (`_split`),
and column reductions of few tiles or few strips (column_reductions.py).

Code layout: the analysis of a generic and the pieces every form uses (the body cloned as
vectors, reads, writes, loop nests) are in reduction_common.py; the column forms, their
pairwise sums, strips and chunks of rows in column_reductions.py; this module has the row
forms and the driver (`vectorize_reductions`, `_emit`, `_collapse_unit_reads`).

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

import mlir.ir as uir
from mlir.dialects import arith, memref, vector

from ..walk import ops_named
from .affine_facts import iterator_kinds
from .column_reductions import (_column_lane_dim, _column_strip, _emit_column,
                                _emit_column_strips)
from .reduction_common import (_MIN_CHUNK, _Body, _Generic, _analyze, _combine, _combiner,
                               _dense_layout, _identity_layout, _index, _lanes,
                               _nest_with_carried, _parallel, _pow2_at_most, _read, _write,
                               _zero)
from .reshape_groups import reassociation, unit_dimension_groups

# Vector accumulators a lane set is made of (independent dependency chains).
_ROW_VECTORS = 4
_COLUMN_VECTORS = 8
# The row form's vector loop stays a loop: LLVM's full unroll (threshold 150) took the 8-16
# steps of a layer norm's rows of 256-512 (4 vectors a step) apart, for nothing at run time
# (the steps' accumulators are one dependency chain each either way), and the copies were
# 16 % of the encoder kernel's optimized IR (as elementwise_vectors.py's `_ROLLED`).
_ROLLED = "#llvm.loop_annotation<unroll = <disable = true>>"
# Rows one step of the transposed row form reads (one vector of each row).
_MIN_REDUCTION = 8
# The widest square block the rows-in-lanes form transposes in registers (a block of rows
# and its columns: 2 x 16 vectors, of the 32 registers of AVX-512).
_MAX_BLOCK = 16


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
            if main > width:  # (a loop of more than one step: stays one, `_ROLLED`)
                vec.owner.attributes["loop_annotation"] = uir.Attribute.parse(_ROLLED)
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


# Chunks of a whole-array reduction at most (each of `_MIN_CHUNK` elements at least).
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
