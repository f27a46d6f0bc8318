"""`bitcast_convert` between complex types, by way of the bits of their parts.

`stablehlo-legalize-to-linalg` crashes (segfault) on a complex bitcast, so the op is rebuilt
from integer bit operations on the real and imaginary parts, which it handles. The verifier
admits complex-to-complex casts only (the spec's C2): the same type (a no-op), one
complex<f64> into a trailing dimension of two complex<f32>, and back.

The bits are those of memory, little-endian, with each complex number stored as its real part
then its imaginary part (as the reference interpreter and numpy's `view` lay them out): the
four 32-bit words of (re, im) in complex<f64> are re.low, re.high, im.low, im.high, which are
the complex<f32> numbers (re.low, re.high) and (im.low, im.high).
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ..registry import lowering
from ._elementwise import binary, convert, create, like, replace, splat


def _bitcast(value: ir.Value, element: ir.Type) -> ir.Value:
    return create("stablehlo.bitcast_convert", like(value.type, element), [value])


def _part(name: str, z: ir.Value) -> ir.Value:
    part = ir.ComplexType(ir.RankedTensorType(z.type).element_type).element_type
    return create(f"stablehlo.{name}", like(z.type, part), [z])


def _reshape(value: ir.Value, shape) -> ir.Value:
    t = ir.RankedTensorType(value.type)
    return create("stablehlo.reshape", ir.RankedTensorType.get(list(shape), t.element_type),
                  [value])


def _stack_last(values, shape) -> ir.Value:
    """The values (each of `shape`) side by side along a new trailing dimension."""
    column = list(shape) + [1]
    parts = [_reshape(v, column) for v in values]
    element = ir.RankedTensorType(values[0].type).element_type
    out = ir.RankedTensorType.get(list(shape) + [len(values)], element)
    return create("stablehlo.concatenate", out, parts,
                  dimension=ir.IntegerAttr.get(ir.IntegerType.get_signless(64), len(shape)))


def _split_f64(x: ir.Value) -> tuple[ir.Value, ir.Value]:
    """An f64 tensor -> the f32 tensors of its low and high 32 bits."""
    u64, u32, f32 = (ir.IntegerType.get_unsigned(64), ir.IntegerType.get_unsigned(32),
                     ir.F32Type.get())
    bits = _bitcast(x, u64)
    low = convert(binary("and", bits, splat(bits, u64, 0xFFFFFFFF)), u32)
    high = convert(binary("shift_right_logical", bits, splat(bits, u64, 32)), u32)
    return _bitcast(low, f32), _bitcast(high, f32)


def _join_f32(low: ir.Value, high: ir.Value) -> ir.Value:
    """Two f32 tensors -> the f64 tensor whose low and high 32 bits they are."""
    u64, u32 = ir.IntegerType.get_unsigned(64), ir.IntegerType.get_unsigned(32)
    lo = convert(_bitcast(low, u32), u64)
    hi = convert(_bitcast(high, u32), u64)
    bits = binary("or", binary("shift_left", hi, splat(hi, u64, 32)), lo)
    return _bitcast(bits, ir.F64Type.get())


def _c128_to_c64_pairs(z: ir.Value, result_type: ir.Type) -> ir.Value:
    shape = ir.RankedTensorType(z.type).shape
    re_low, re_high = _split_f64(_part("real", z))
    im_low, im_high = _split_f64(_part("imag", z))
    real = _stack_last([re_low, im_low], shape)
    imag = _stack_last([re_high, im_high], shape)
    return create("stablehlo.complex", result_type, [real, imag])


def _c64_pairs_to_c128(z: ir.Value, result_type: ir.Type) -> ir.Value:
    shape = list(ir.RankedTensorType(z.type).shape)
    outer = shape[:-1]

    def column(k):
        start = ir.DenseI64ArrayAttr.get([0] * len(outer) + [k])
        limit = ir.DenseI64ArrayAttr.get(outer + [k + 1])
        strides = ir.DenseI64ArrayAttr.get([1] * len(shape))
        t = ir.RankedTensorType(z.type)
        piece = create("stablehlo.slice", ir.RankedTensorType.get(outer + [1], t.element_type),
                       [z], start_indices=start, limit_indices=limit, strides=strides)
        return _reshape(piece, outer)

    first, second = column(0), column(1)
    real = _join_f32(_part("real", first), _part("imag", first))
    imag = _join_f32(_part("real", second), _part("imag", second))
    return create("stablehlo.complex", result_type, [real, imag])


@lowering("stablehlo.bitcast_convert")
def complex_bitcast(op: ir.Operation) -> None:
    operand, result = op.operands[0], op.results[0]
    source = ir.RankedTensorType(operand.type)
    target = ir.RankedTensorType(result.type)
    if not isinstance(source.element_type, ir.ComplexType):
        return  # real and integer casts: the legalization handles them
    if not isinstance(target.element_type, ir.ComplexType):
        raise NotImplementedError("a cast between complex and real types")  # the verifier's C2
    if not (source.has_static_shape and target.has_static_shape):
        raise NotImplementedError("a complex bitcast of a dynamically shaped tensor")
    width = lambda t: ir.FloatType(ir.ComplexType(t).element_type).width  # noqa: E731
    a, b = width(source.element_type), width(target.element_type)
    with ir.InsertionPoint(op), op.location:
        if a == b:
            value = operand
        elif (a, b) == (64, 32):
            value = _c128_to_c64_pairs(operand, result.type)
        elif (a, b) == (32, 64):
            value = _c64_pairs_to_c128(operand, result.type)
        else:
            raise NotImplementedError(f"a cast from {source} to {target}")
    replace(op, value)
