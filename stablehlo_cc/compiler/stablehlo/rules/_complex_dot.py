"""A complex `dot_general` is formed from four real ones, so it reaches the packed GEMM.

The contraction code and the native GEMM (contract/native/gemm.c) handle real element types
only; a complex64 product was left to the generic loops: x @ y on 256 x 256 complex64 took
19 ms against XLA:CPU's 2.4 ms, 512 x 512 285 ms against 20 ms (one core, process time).
With A = Ar + i Ai and B = Br + i Bi,

    re = Ar Br - Ai Bi,    im = Ar Bi + Ai Br,

four real products on the same dimension numbers (batch and contracting dimensions, and the
transposes `_dot_transposes` folded in, carry over unchanged). Each real product sums in the
part's type as the complex one does, so the result stays within a few ulps of the scale of
XLA's own complex kernels. Gauss's three-multiplication form ((Ar + Ai)(Br + Bi) - ArBr - AiBi)
saves a quarter of the flops but loses the imaginary part's accuracy when it is much smaller
than the real one (it is then a difference of large numbers), so it is not used.

Products that reuse their elements little stay as they are: splitting adds passes over every
element (four part extractions, the subtraction and addition, the join) around four GEMM
calls, which a product with few multiply-adds per element does not win back. Measured (Xeon
Emerald Rapids, one core, process time, medians; complex64 unless marked; kept -> split):

    8x8        6.1 -> 7.4 us (reuse 2.7: kept)   16x16      10.0 -> 8.8 us
    32x32     32 -> 13 us                         64x64     197 -> 27 us
    256       19.1 -> 0.96 ms                     512       285 -> 7.9 ms (XLA:CPU 18.5 ms)
    c128 256  23.3 -> 2.1 ms                      16 x 64x64 batched  3.1 -> 0.35 ms
    512x512 @ 512x2   376 -> 478 us (reuse 2: kept)   @ 512x4   731 -> 459 us (reuse 3.9)
    mat-vec 64  8.7 -> 10.4 us, 256  58 -> 45 us, 1024  0.79 -> 1.55 ms (reuse 1: kept)

so a product is split when its multiply-adds are at least MIN_REUSE times the elements of its
operands and result. A product one of whose operands is a real tensor converted to complex
(what JAX emits for complex x real) is one real product instead, before this split is
considered (_complex_real_dot.py).
"""

from __future__ import annotations

from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from ._elementwise import binary, create, like

# Multiply-adds per element of the operands and the result from which the split pays: it adds
# passes over every element, which only a product that reuses each of them wins back.
MIN_REUSE = 3


def _complex_part(value: ir.Value):
    """The part type (f32/f64) of a statically shaped complex tensor `value`, else None."""
    t = value.type
    if not isinstance(t, ir.RankedTensorType) or not ir.RankedTensorType(t).has_static_shape:
        return None
    element = ir.RankedTensorType(t).element_type
    return ir.ComplexType(element).element_type if isinstance(element, ir.ComplexType) else None


def _elements(value: ir.Value) -> int:
    n = 1
    for d in ir.RankedTensorType(value.type).shape:
        n *= d
    return n


def _contracted_length(op: ir.Operation) -> int:
    lhs = ir.RankedTensorType(op.operands[0].type).shape
    if op.name == "stablehlo.dot":
        return lhs[-1] if lhs else 1
    dims = stablehlo.DotDimensionNumbers(op.attributes["dot_dimension_numbers"])
    n = 1
    for d in dims.lhs_contracting_dimensions:
        n *= lhs[d]
    return n


def complex_dot_part(op: ir.Operation):
    """The part type (f32 / f64) of the dot `op` when its result and both operands are static
    complex tensors of that one part type; else None."""
    if len(op.results) != 1 or len(op.operands) != 2:
        return None
    if op.name == "stablehlo.dot_general" and "dot_dimension_numbers" not in op.attributes:
        return None
    part = _complex_part(op.results[0])
    if part is None or any(_complex_part(v) != part for v in op.operands):
        return None
    return part


def split_complex_dot(op: ir.Operation) -> bool:
    """Replace the complex dot `op` by four real dots and return True, when both operands and
    the result are static complex tensors of one part type and the product is large enough."""
    part = complex_dot_part(op)
    if part is None:
        return False
    result = op.results[0]
    result_type = ir.RankedTensorType(result.type)
    lhs, rhs = (_elements(v) for v in op.operands)
    product = _elements(result) * _contracted_length(op)
    if product < MIN_REUSE * (lhs + rhs + _elements(result)):
        return False
    attributes = {name: op.attributes[name] for name in op.attributes}
    with ir.InsertionPoint(op), op.location:
        real_result = like(result_type, part)
        (ar, ai), (br, bi) = [
            (create("stablehlo.real", like(v.type, part), [v]),
             create("stablehlo.imag", like(v.type, part), [v])) for v in op.operands]

        def dot(x, y):
            return ir.Operation.create(op.name, results=[real_result], operands=[x, y],
                                       attributes=attributes).result

        re = binary("subtract", dot(ar, br), dot(ai, bi))
        im = binary("add", dot(ar, bi), dot(ai, br))
        joined = create("stablehlo.complex", result_type, [re, im])
    result.replace_all_uses_with(joined)
    op.erase()
    return True
