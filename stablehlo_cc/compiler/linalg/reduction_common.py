"""The pieces the reduction forms share (reduction_codegen.py's row forms,
column_reductions.py's column forms): the analysis of a `linalg.generic` with reduction loops
into `_Generic` (static shapes, dense layouts, elementwise bodies, the loop of each map
result), the body cloned as vectors (`_Body`), vector and scalar reads and writes, the
`scf.parallel` over output elements or chunks, loop nests with carried values, and the
combiner of a reduction whose yield is one associative, commutative op.

Kept apart so that each form's module holds its own emission only; the forms import from
here, never the other way round.
"""

from __future__ import annotations

from dataclasses import dataclass

import mlir.ir as uir
from mlir.dialects import arith, memref, scf, vector

from .contraction_codegen import host_register_block
from .affine_facts import indexing_results, iterator_kinds

# Combiners a row reduction may reassociate: associative and commutative (floats up to
# rounding for add/mul; min/max exactly).
_COMBINERS = {"arith.addf", "arith.mulf", "arith.addi", "arith.muli", "arith.maximumf",
              "arith.minimumf", "arith.maxnumf", "arith.minnumf", "arith.maxsi", "arith.minsi",
              "arith.maxui", "arith.minui", "arith.andi", "arith.ori", "arith.xori"}
# Elements a chunk of rows (of a whole-array reduction, of a column reduction) holds
# at least.
_MIN_CHUNK = 1 << 15


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

def _combine(combiner, a, b):
    new = combiner.clone()
    new.operands[0], new.operands[1] = a, b
    new.results[0].set_type(a.type)
    return new.results[0]


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
