"""`rng_bit_generator` outputs the official lowering does not make (it makes integers of 8
bits and more):

- a float of 8, 16, 32 or 64 bits: the random bits of the unsigned integer of the same width,
  bit-cast (as XLA fills a float output);
- a sub-byte type (i2, i4, ui2, ui4, f6E2M3FN, f6E3M2FN, f4E2M1FN): the random bytes of a ui8
  output of the same shape, each cut to its low n bits. XLA:CPU does the same for ui2/ui4 (bit
  for bit); its i2/i4 results are those low bits without the sign extension and its f4/f6
  results are not bit patterns at all (the byte's integer value, converted), so for those we
  keep XLA's bits and make them proper values of the type (docs/element-types.md).
"""

from __future__ import annotations

from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from ..registry import lowering
from . import _helpers as h
from ._text import Writer, tensor_type

_WIDTHS = (8, 16, 32, 64)
# exponent bits, mantissa bits, bias of the sub-byte float formats (no inf, no NaN)
_SUB_BYTE_FLOATS = {"f6E2M3FN": (2, 3, 1), "f6E3M2FN": (3, 2, 3), "f4E2M1FN": (2, 1, 1)}


def _with_bits(op: ir.Operation, bits_type: ir.Type) -> ir.Operation:
    """The same generator (same state, same algorithm) making `bits_type` instead."""
    return ir.Operation.create(
        "stablehlo.rng_bit_generator", results=[op.results[0].type, bits_type],
        operands=list(op.operands),
        attributes={name: op.attributes[name] for name in op.attributes},
        ip=ir.InsertionPoint(op))


def _from_low_bits(w: Writer, byte, elem: str):
    """The value of type `elem` (sub-byte) whose bit pattern is the low bits of `byte` (ui8)."""
    shape = byte.shape
    x = w.convert(byte, "i32")
    k = lambda c: w.full(c, shape, "i32")  # noqa: E731
    if elem in _SUB_BYTE_FLOATS:
        ebits, mbits, bias = _SUB_BYTE_FLOATS[elem]
        m = w.binary("and", x, k((1 << mbits) - 1))
        e = w.binary("and", w.binary("shift_right_logical", x, k(mbits)), k((1 << ebits) - 1))
        sign = w.binary("and", w.binary("shift_right_logical", x, k(ebits + mbits)), k(1))
        subnormal = w.compare("EQ", e, k(0), "SIGNED")
        significand = w.select(subnormal, m, w.add(m, k(1 << mbits)))
        exponent = w.select(subnormal, k(1), e)
        # 2^(exponent - bias - mbits) built as an f32 bit pattern (always a normal f32)
        scale_bits = w.binary("shift_left", w.add(exponent, k(127 - bias - mbits)), k(23))
        scale = w.emit(f"stablehlo.bitcast_convert {scale_bits} : ({scale_bits.type}) -> "
                       f"{tensor_type(shape, 'f32')}", shape, "f32")
        magnitude = w.mul(w.convert(significand, "f32"), scale)
        negative = w.compare("EQ", sign, k(1), "SIGNED")
        return w.convert(w.select(negative, w.neg(magnitude), magnitude), elem)  # exact
    n = int(elem.lstrip("ui"))
    low = w.binary("and", x, k((1 << n) - 1))
    if elem.startswith("i"):  # sign-extend the n-bit pattern
        low = w.select(w.compare("GE", low, k(1 << (n - 1)), "SIGNED"),
                       w.sub(low, k(1 << n)), low)
    return w.convert(low, elem)  # in range: exact


@lowering("stablehlo.rng_bit_generator")
def lower_float_rng_bits(op: ir.Operation) -> None:
    out = ir.RankedTensorType(op.results[1].type)
    element = out.element_type
    if isinstance(element, ir.ComplexType):
        return  # refused by the verifier
    width = ir.IntegerType(element).width if isinstance(element, ir.IntegerType) \
        else ir.FloatType(element).width
    if width < 8:
        return _sub_byte(op, out)
    if isinstance(element, ir.IntegerType):
        return  # integers: the official lowering
    if width not in _WIDTHS:
        raise NotImplementedError(f"random bits for {element} (a {width}-bit float)")
    with op.context, op.location:
        bits_type = ir.RankedTensorType.get(out.shape, ir.IntegerType.get_unsigned(width))
        bits = _with_bits(op, bits_type)
        value = stablehlo.BitcastConvertOp(out, bits.results[1], ip=ir.InsertionPoint(op))
        op.results[0].replace_all_uses_with(bits.results[0])
        op.results[1].replace_all_uses_with(value.result)
        op.erase()


def _sub_byte(op: ir.Operation, out: ir.RankedTensorType) -> None:
    elem = str(out.element_type)
    if elem not in _SUB_BYTE_FLOATS and elem not in ("i2", "i4", "ui2", "ui4"):
        raise NotImplementedError(f"random bits for {elem}")
    shape = list(out.shape)
    state_type = ir.RankedTensorType(op.results[0].type)
    with op.context, op.location:
        bits = _with_bits(op, ir.RankedTensorType.get(shape, ir.IntegerType.get_unsigned(8)))
    w = Writer()
    state = w.arg("%state", list(state_type.shape), str(state_type.element_type))
    byte = w.arg("%bytes", shape, "ui8")
    value = _from_low_bits(w, byte, elem)
    scratch = h.parse_functions(op, w.function("rng_low_bits", [state, byte], [state, value]))
    h.replace_with_function(op, h.function(scratch, "rng_low_bits"), list(bits.results))
