"""A complex64 product that reuses its operands little (a matrix-vector product, a few rows
or columns) is one real product that reads its larger operand in place, as real numbers.

Such a product is bound by reading its larger operand G once (a c64 4096 x 4096 @ 4096
reads 128 MiB for 2^24 complex multiply-adds). The four-product split of _complex_dot.py
does not pay there (it extracts the parts of G, a second pass, then reads them twice), and
the complex loop nest it stays in ran at ~10 GB/s against ~25 for a real matrix-vector
product on the same bytes. G's memory is a real tensor already: a complex64 G of shape S
is an f32 tensor of shape S x 2, its parts interleaved. The real product on that view:

- G's innermost dimension is contracted (A x, A stored M x K): the reduction runs over
  (k, part), one run of 2K contiguous floats, against the real representation T of the
  small operand x: T[c, k, a] = [[xr, -xi], [xi, xr]][c][a], so that
  y_c = sum_(k, a) G[m, k, a] T[c, k, a] is the real (c = 0) and imaginary (c = 1) part;
  T is twice x's bytes, and the result's parts come out as a dimension of extent 2;
- G's innermost dimension is free (x A, A stored K x N; a few rows times a large B): the
  part of G stays a free dimension (columns (n, part): 2N contiguous columns) against the
  small operand's parts stacked as rows (s, m), and the four products P[s, ..., a] combine
  in one pass over them: re = P[0, .., 0] - P[1, .., 1], im = P[0, .., 1] + P[1, .., 0].

Which products: those bound by reading G, whose multiply-adds per element of G are at most
MAX_REUSE (a few rows or columns; the small operand's free extent), before the four-product
split is considered. Past that the split was as fast or faster: with G reused 64 times,
c64 64 x 1024 @ 1024 x 1024 18.3 -> 16.3 ms, 1024 x 1024 @ 1024 x 64 17.0 -> 16.2 (even,
within this host's noise), and square products lose (64^3 0.027 -> 0.036 ms, 256^3 0.93 ->
1.36, 512^3 24 -> 39: the real representation of the right operand is packed as a B stored
N x K, and the split's GEMMs are the better shapes). Which form: G is the larger operand;
its innermost dimension decides (contracted: the first form; free: the second; a batch
dimension: neither, the product is left). A dot of two vectors is left too (no rows), and so
are tiny products, whose G has fewer than MIN_ELEMENTS elements: there the fixed costs (the
call, the small operand's expansion) showed (8 x 8 @ 8 x 8 0.006 -> 0.008 ms, 16 x 16 @ 16
0.006 -> 0.008-0.009; 64 x 64 @ 64 even at 0.008-0.009).

StableHLO has no complex-to-real view (bitcast_convert admits complex to complex only), so
G's view is written as its parts concatenated along a new last dimension, which in memory is
G itself; the packed GEMM reads the concatenation's complex source in place
(linalg/complex_views.py, native_gemm_calls.py) and takes such a product whatever its size,
so the concatenation is never made. Only complex64: the GEMM is f32 (complex128 products keep
their loops: c128 2048 x 2048 @ 2048 21-25 ms against XLA:CPU's 16-20).

Measured (Emerald Rapids, one core pinned with taskset, wall-clock medians of >= 1.5 s, two
alternated rounds, a noisy shared host; complex64; before (complex loops, or the split from
reuse 3) -> after, XLA:CPU):

    A 256x256 @ x              0.056 -> 0.022 ms      (XLA 0.036)
    A 1024x1024 @ x            0.85-0.87 -> 0.31      (0.62-0.74)   27 GB/s
    A 4096x4096 @ x            45-57 -> 26-28         (36-40)    (a real f32 4096 x 8192
                                                                  mat-vec: 27 ms here)
    x @ A 1024x1024            8.2-12.8 -> 0.36       (0.33-0.36)
    x @ A 4096x4096            174-235 -> 26-34       (26-32)
    16 x (256x256 @ 256x1)     0.79-0.82 -> 0.33      (0.58-0.63)
    64 x (256x256 @ 256x1)     8.1-9.5 -> 2.6-10.2    (6.3-11.3)
    4 x 1024 @ 1024x1024       1.9-2.0 -> 0.67-0.78   (1.5-4.0)
    8 x 1024 @ 1024x1024       1.9-10 -> 1.1-1.2      (2.0-6.1)
    16 x 1024 @ 1024x1024      3.2-11.6 -> 1.6-1.8    (3.2-8.0)
    1024x1024 @ 1024x4         2.1-4.9 -> 0.57-0.69   (1.05-2.8)
    1024x1024 @ 1024x8         2.8-6.0 -> 0.93        (3.8-4.0)
    4 x 4096 @ 4096x4096       113-147 -> 35-47       (80-124)
    4096x4096 @ 4096x4         112-195 -> 34-38       (33-72)
    A 1024x1024 @ real x       0.84-0.95 -> 0.31      (0.63-0.67)  (converted to complex)
    A 4096x4096 @ real x       54-63 -> 26-31         (34-40)
"""

from __future__ import annotations

from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from ._complex_dot import _complex_part, _contracted_length, _elements
from ._complex_real_dot import _dimension_numbers, _part_slice, _real_source, _reshape
from ._elementwise import binary, create, element_of

# Multiply-adds per element of the larger operand up to which the product counts as bound by
# reading it (a few rows or columns); past it the four-product split (_complex_dot.py) was as
# fast or faster (module docstring).
MAX_REUSE = 16
# Elements of the larger operand below which the call and the small operand's expansion cost
# more than the reading they save (tiny products: the complex loops or the split stay).
MIN_ELEMENTS = 4096


def _stack(values, axis: int) -> ir.Value:
    """Tensors of one shape side by side along a new dimension `axis`."""
    shape = list(ir.RankedTensorType(values[0].type).shape)
    unit = shape[:axis] + [1] + shape[axis:]
    both = ir.RankedTensorType.get(shape[:axis] + [len(values)] + shape[axis:],
                                   element_of(values[0]))
    return create("stablehlo.concatenate", both, [_reshape(v, unit) for v in values],
                  dimension=ir.IntegerAttr.get(ir.IntegerType.get_signless(64), axis))


def _transpose(value: ir.Value, order) -> ir.Value:
    if list(order) == sorted(order):
        return value
    shape = ir.RankedTensorType(value.type).shape
    return create("stablehlo.transpose",
                  ir.RankedTensorType.get([shape[d] for d in order], element_of(value)),
                  [value], permutation=ir.DenseI64ArrayAttr.get(list(order)))


def _parts(z: ir.Value, part: ir.Type):
    return [create(f"stablehlo.{name}", ir.RankedTensorType.get(
        ir.RankedTensorType(z.type).shape, part), [z]) for name in ("real", "imag")]


def _slice_at(value: ir.Value, picks: dict, shape) -> ir.Value:
    """`value` at index picks[axis] of each axis in `picks`, reshaped to `shape`."""
    full = list(ir.RankedTensorType(value.type).shape)
    start, limit = [0] * len(full), list(full)
    for axis, index in picks.items():
        start[axis], limit[axis] = index, index + 1
    sliced = create("stablehlo.slice", ir.RankedTensorType.get(
        [b - a for a, b in zip(start, limit)], element_of(value)), [value],
        start_indices=ir.DenseI64ArrayAttr.get(start),
        limit_indices=ir.DenseI64ArrayAttr.get(limit),
        strides=ir.DenseI64ArrayAttr.get([1] * len(full)))
    return _reshape(sliced, shape)


def view_complex_dot(op: ir.Operation) -> bool:
    """Replace the complex64 dot `op` by one real dot on its larger operand's real view
    (module docstring) and return True, when that operand's innermost dimension is
    contracted or free; else False. The caller decides that the product reuses little."""
    if len(op.results) != 1 or len(op.operands) != 2:
        return False
    if op.name == "stablehlo.dot_general" and "dot_dimension_numbers" not in op.attributes:
        return False
    result = op.results[0]
    part = _complex_part(result)
    if part is None or not isinstance(part, ir.F32Type) or \
            any(_complex_part(v) != part for v in op.operands):
        return False
    batch, contract = _dimension_numbers(op)
    g = 0 if _elements(op.operands[0]) >= _elements(op.operands[1]) else 1
    s = 1 - g
    if _real_source(op.operands[g]) is not None:
        return False  # a real G converted to complex: _complex_real_dot.py reads it once
    rank = [len(ir.RankedTensorType(v.type).shape) for v in op.operands]
    if rank[g] == 0:
        return False
    inner = rank[g] - 1
    if inner in batch[g]:
        return False
    if _elements(op.operands[g]) < MIN_ELEMENTS or \
            _elements(result) * _contracted_length(op) > MAX_REUSE * _elements(op.operands[g]):
        return False
    free = [rank[i] - len(batch[i]) - len(contract[i]) for i in (0, 1)]
    contracted = inner in contract[g]
    if contracted and free[g] == 0:
        return False  # (a dot of two vectors: no rows for the GEMM)
    result_type = ir.RankedTensorType(result.type)
    shape = list(result_type.shape)
    attributes = {}
    if "precision_config" in op.attributes:
        attributes["precision_config"] = op.attributes["precision_config"]
    with ir.InsertionPoint(op), op.location:
        gr, gi = _parts(op.operands[g], part)
        sr, si = _parts(op.operands[s], part)
        operands = [None, None]
        operands[g] = _stack([gr, gi], rank[g])  # G as real numbers: G itself in memory
        if contracted:  # T[c, ..., k, a]: the real representation of the small operand
            # with its contracted dimensions last, in G's order of theirs, so that (k, a) is
            # one run in T as in G
            pairs = sorted(zip(contract[g], contract[s]))
            contract[g], contract[s] = [p[0] for p in pairs], [p[1] for p in pairs]
            order = batch[s] + [d for d in range(rank[s]) if d not in batch[s] + contract[s]] \
                + contract[s]
            sr, si = (_transpose(v, order) for v in (sr, si))
            batch[s] = list(range(len(batch[s])))
            contract[s] = list(range(rank[s] - len(contract[s]), rank[s]))
            neg = create("stablehlo.negate", si.type, [si])
            operands[s] = _stack([_stack([sr, neg], rank[s]), _stack([si, sr], rank[s])], 0)
            batch[s] = [d + 1 for d in batch[s]]
            contract[s] = [d + 1 for d in contract[s]] + [rank[s] + 1]
            contract[g].append(rank[g])
            # c is the first free dimension of the small operand
            at = len(batch[0]) + (0 if s == 0 else free[0])
            real_shape = shape[:at] + [2] + shape[at:]
        else:  # the small operand's parts as a leading free dimension, G's part innermost
            operands[s] = _stack([sr, si], 0)
            batch[s] = [d + 1 for d in batch[s]]
            contract[s] = [d + 1 for d in contract[s]]
            nb = len(batch[0])
            if g == 0:  # left free: G's, then its part a; right free: s, then the small's
                s_axis = g_axis = nb + free[0]
                s_axis += 1
                real_shape = shape[:g_axis] + [2, 2] + shape[g_axis:]
            else:  # left free: s, then the small operand's; right free: G's, then a
                s_axis, g_axis = nb, len(shape) + 1
                real_shape = shape[:nb] + [2] + shape[nb:] + [2]
        attributes["dot_dimension_numbers"] = stablehlo.DotDimensionNumbers.get(
            lhs_batching_dimensions=batch[0], rhs_batching_dimensions=batch[1],
            lhs_contracting_dimensions=contract[0], rhs_contracting_dimensions=contract[1],
            context=op.context)
        dot = ir.Operation.create(
            "stablehlo.dot_general", operands=operands, attributes=attributes,
            results=[ir.RankedTensorType.get(real_shape, part)]).result
        if contracted:
            re, im = (_part_slice(dot, at, i, shape) for i in (0, 1))
        else:
            def p(i, j):
                return _slice_at(dot, {s_axis: i, g_axis: j}, shape)

            re = binary("subtract", p(0, 0), p(1, 1))
            im = binary("add", p(0, 1), p(1, 0))
        joined = create("stablehlo.complex", result_type, [re, im])
    result.replace_all_uses_with(joined)
    op.erase()
    return True

