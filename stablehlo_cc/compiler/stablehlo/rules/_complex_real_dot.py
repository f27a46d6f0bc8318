"""A complex x real `dot_general` is one real product: the complex operand's two parts side by
side along a new free dimension, the real operand read once.

JAX multiplies a complex array by a real one (a complex signal times a real filter bank,
`jnp.dot(c64, f32)`) by converting the real operand to complex first and then taking a
complex product, which the four-product split of _complex_dot.py turns into four real
products, two of them with the zero imaginary part of the converted operand, and which
stays a complex loop nest when it reuses its elements little (a matrix-vector product).
Since (Ar + i Ai) B = Ar B + i Ai B has no cross terms, both parts of the result come out of
one real product whose complex operand has a dimension of extent 2 more, its real and
imaginary parts: flops as two real products, the real operand read once (a real W times a
complex x is W @ [xr xi], one pass over W, where two matrix-vector products would read it
twice), and the result's parts are that dimension's two slices.

Where the part dimension goes: first, on either side. For a complex left operand the rows
(part, m) are one run of 2M rows of A; for a complex right operand the columns (part, n)
are a batch dimension of two when n is a dimension too (B packed twice, A read twice: the
product is large then), and the only columns when the right operand is a vector (W @ x is
W @ [xr xi]^T with B stored 2 x K, one pass over W). Innermost on the right (columns
(n, part), interleaved like the complex layout) measured slower: the stacking and the
slicing then write and read every second element (real 64x64 @ complex 64x64: 0.067 ms
against 0.017 leading; W @ x at 1024: 0.26 against 0.16 ms).

The stacking is one pass over the complex operand and the join one over the result. A
product that uses each element of its complex operand once (a complex matrix times a real
vector, reuse 1) does not win that pass back: it stays a complex product (the four-product
split keeps it too, reuse < 3). Measured (Emerald Rapids, one core pinned, wall-clock
medians, two alternated rounds; complex64 unless marked; before -> after, XLA:CPU):

    c 8x8 @ r 8x8              0.007 -> 0.007 ms   (XLA 0.017)
    c 64x64 @ r 64x64          0.027 -> 0.018      (0.050)
    r 64x64 @ c 64x64          0.027 -> 0.017      (0.050)
    r 256x256 @ c 256x256      0.93 -> 0.50        (2.4-8.0)
    c 512x1024 @ r 1024x512    42-52 -> 16-24      (53-128: a noisy host)
    r 512x1024 @ c 1024x512    40-48 -> 20-29      (53-128)
    c128 256x512 @ r 512x256   12.4-12.8 -> 10.3-10.9  (22-40)
    r 256x256 @ c 256          0.069 -> 0.023      (0.053)
    r 1024x1024 @ c 1024       1.29 -> 0.16        (2.9-4.0)
    r 4096x4096 @ c 4096       120-132 -> 6.8-17   (228-324)
    c 1024 @ r 1024x1024       13.0 -> 0.20        (0.94-3.0)
    c 4x1024 @ r 1024x1024     6.1 -> 0.40         (8.0)
    r 1024x1024 @ c 1024x8     6.6-10.5 -> 0.52    (6.3-10.8)
    c 1024x1024 @ r 1024xN     N = 2: 1.52-1.57 -> 1.45-1.53, 4: 1.97 -> 1.42-1.52,
                               8: 2.3-5.9 -> 1.53-1.63 (XLA 2.9-8.0)
    c 1024x1024 @ r 1024x1     0.81 (kept; stacked: 1.40) (XLA 0.65-0.70)

Complex64 products whose larger operand is the complex one, used at most 16 times an element,
are read in place as real numbers first (_complex_view_dot.py, which takes the converted real
operand as a complex one): c 1024x1024 @ r 1024x1 0.81 -> 0.31 ms (kept complex here),
1024x2 1.45-1.53 (stacked here) -> 0.35-0.38, 1024x4 1.42-1.52 -> 0.63-0.64, 1024x8
1.53-1.63 -> 0.94. A complex128 matrix times a real vector keeps its loops.

The real source is any real type; it is converted to the complex operand's part type (the
value the convert to complex gave its real part), and each part of the result is summed in
that type, as the complex product sums each part.
"""

from __future__ import annotations

from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from ._complex_dot import _contracted_length, _elements, complex_dot_part
from ._dot_transposes import fold_operand_transposes
from ._elementwise import convert, create, element_of, like

# Multiply-adds per element of the complex operand from which the one real product pays: the
# stacking reads and writes that operand once more, which a product that uses each of its
# elements once (a complex matrix times a real vector) does not win back.
MIN_COMPLEX_REUSE = 2


def _real_source(value: ir.Value):
    """The real tensor that `value` converts to complex, else None."""
    owner = getattr(value.owner, "operation", value.owner)
    if getattr(owner, "name", None) != "stablehlo.convert":
        return None
    source = owner.operands[0]
    if not isinstance(source.type, ir.RankedTensorType) or \
            isinstance(element_of(source), ir.ComplexType):
        return None
    return source


def _dimension_numbers(op: ir.Operation):
    """[batch, contracting] dimension lists of both operands (`stablehlo.dot`'s too)."""
    if op.name == "stablehlo.dot":
        rank = len(ir.RankedTensorType(op.operands[0].type).shape)
        return [[], []], [[rank - 1], [0]]
    dims = stablehlo.DotDimensionNumbers(op.attributes["dot_dimension_numbers"])
    return ([list(dims.lhs_batching_dimensions), list(dims.rhs_batching_dimensions)],
            [list(dims.lhs_contracting_dimensions), list(dims.rhs_contracting_dimensions)])


def _reshape(value: ir.Value, shape) -> ir.Value:
    element = element_of(value)
    return create("stablehlo.reshape", ir.RankedTensorType.get(list(shape), element), [value])


def _parts_along(z: ir.Value, part: ir.Type, axis: int = 0) -> ir.Value:
    """Real and imaginary parts of the complex `z` side by side along a new dimension `axis`."""
    shape = list(ir.RankedTensorType(z.type).shape)
    unit = shape[:axis] + [1] + shape[axis:]
    parts = [_reshape(create(f"stablehlo.{name}", like(z.type, part), [z]), unit)
             for name in ("real", "imag")]
    both = ir.RankedTensorType.get(shape[:axis] + [2] + shape[axis:], part)
    return create("stablehlo.concatenate", both, parts,
                  dimension=ir.IntegerAttr.get(ir.IntegerType.get_signless(64), axis))


def _part_slice(value: ir.Value, axis: int, index: int, shape) -> ir.Value:
    """Index `index` of dimension `axis` of `value`, reshaped to `shape`."""
    full = list(ir.RankedTensorType(value.type).shape)
    start = [0] * len(full)
    limit = list(full)
    start[axis], limit[axis] = index, index + 1
    sliced = create("stablehlo.slice",
                    ir.RankedTensorType.get(limit[:axis] + [1] + limit[axis + 1:],
                                            element_of(value)),
                    [value], start_indices=ir.DenseI64ArrayAttr.get(start),
                    limit_indices=ir.DenseI64ArrayAttr.get(limit),
                    strides=ir.DenseI64ArrayAttr.get([1] * len(full)))
    return _reshape(sliced, shape)


def split_complex_real_dot(op: ir.Operation) -> bool:
    """Replace the complex dot `op`, one of whose operands is a real tensor converted to
    complex, by one real dot (module docstring) and return True; else False."""
    part = complex_dot_part(op)
    if part is None:
        return False
    result = op.results[0]
    sources = [_real_source(v) for v in op.operands]
    if (sources[0] is None) == (sources[1] is None):
        return False  # both complex (_complex_dot.py), or both real (left to it too)
    z = 1 if sources[0] is not None else 0  # the complex operand
    real = sources[1 - z]
    if not ir.RankedTensorType(real.type).has_static_shape:
        return False
    work = _elements(result) * _contracted_length(op)
    if work < MIN_COMPLEX_REUSE * _elements(op.operands[z]):
        return False
    batch, contract = _dimension_numbers(op)
    result_type = ir.RankedTensorType(result.type)
    shape = list(result_type.shape)
    # The part dimension leads the complex operand: it is the first of its free dimensions
    # in the result, which lists batch, left free, then right free dimensions.
    rank = [len(ir.RankedTensorType(v.type).shape) for v in op.operands]
    at = len(batch[0]) if z == 0 else len(shape) - (rank[1] - len(batch[1]) - len(contract[1]))
    batch[z] = [d + 1 for d in batch[z]]
    contract[z] = [d + 1 for d in contract[z]]
    attributes = {}
    if "precision_config" in op.attributes:
        attributes["precision_config"] = op.attributes["precision_config"]
    with ir.InsertionPoint(op), op.location:
        operands = [None, None]
        operands[z] = _parts_along(op.operands[z], part)
        operands[1 - z] = convert(real, part)
        attributes["dot_dimension_numbers"] = stablehlo.DotDimensionNumbers.get(
            lhs_batching_dimensions=batch[0], rhs_batching_dimensions=batch[1],
            lhs_contracting_dimensions=contract[0], rhs_contracting_dimensions=contract[1],
            context=op.context)
        both = ir.RankedTensorType.get(shape[:at] + [2] + shape[at:], part)
        dot = ir.Operation.create("stablehlo.dot_general", results=[both], operands=operands,
                                  attributes=attributes)
        fold_operand_transposes(dot)  # a real source that is itself transposed
        re, im = (_part_slice(dot.result, at, i, shape) for i in (0, 1))
        joined = create("stablehlo.complex", result_type, [re, im])
    result.replace_all_uses_with(joined)
    op.erase()
    return True
