"""`stablehlo.rng` (UNIFORM, NORMAL) -> a counter-based hash in StableHLO integer ops.

The spec leaves the algorithm open; the official lowering handles only UNIFORM, with a
linear congruential step of the element index (values along a row form an arithmetic
progression). Here every element hashes its index with the splitmix64 finalizer, seeded per op
so two `rng` ops differ. UNIFORM maps the top bits to [0, 1) and then to [a, b) (integers:
a + hash mod (b - a)); NORMAL uses Box-Muller on two hashes, mean a and deviation b. Floats
narrower than f32 (f16 ... f4) are drawn in f32 and rounded once; a UNIFORM value that rounds
up to b becomes a.
`rng_bit_generator` keeps the official lowering, which matches XLA bit for bit.
"""

from __future__ import annotations

import itertools
import math

from jaxlib.mlir import ir

from ..registry import lowering
from . import _helpers as h
from ._small_float_widening import NARROW_FLOATS
from ._text import Value, Writer, tensor_type

_seeds = itertools.count(1)
_GOLDEN = 0x9E3779B97F4A7C15
_M1, _M2 = 0xBF58476D1CE4E5B9, 0x94D049BB133111EB
_FLOATS = {"f16": 11, "bf16": 8, "f32": 24, "f64": 53}  # significand bits


def _splitmix(w: Writer, counter: Value) -> Value:
    """The splitmix64 output for each ui64 counter value."""
    shape = counter.shape
    k = lambda c: w.full(c, shape, "ui64")  # noqa: E731
    x = w.add(counter, k(_GOLDEN))
    for shift, mult in ((30, _M1), (27, _M2)):
        x = w.mul(w.binary("xor", x, w.binary("shift_right_logical", x, k(shift))), k(mult))
    return w.binary("xor", x, w.binary("shift_right_logical", x, k(31)))


def _unit(w: Writer, bits: Value, elem: str, open_at_zero: bool) -> Value:
    """Floats in [0, 1) (or (0, 1]) from the top bits of `bits`; types below f32 via f32."""
    work = "f64" if elem == "f64" else "f32"
    p = _FLOATS[work]
    top = w.binary("shift_right_logical", bits, w.full(64 - p, bits.shape, "ui64"))
    if open_at_zero:
        top = w.add(top, w.full(1, bits.shape, "ui64"))
    return w.mul(w.convert(top, work), w.full(2.0 ** -p, bits.shape, work))


@lowering("stablehlo.rng")
def lower_rng(op: ir.Operation) -> None:
    rty = ir.RankedTensorType(op.results[0].type)
    elem = str(rty.element_type)
    shape = list(rty.shape)
    dist = str(op.attributes["rng_distribution"]).split()[-1].rstrip(">")
    a_ty, b_ty = h.tensor_type(op.operands[0]), h.tensor_type(op.operands[1])
    s_ty = h.tensor_type(op.operands[2])
    w = Writer()
    a = w.arg("%a", [], str(a_ty.element_type))
    b = w.arg("%b", [], str(b_ty.element_type))
    s = w.arg("%s", list(s_ty.shape), str(s_ty.element_type))
    count = math.prod(shape)
    seed = next(_seeds) * 0x632BE59BD9B4E019 % (1 << 64)
    is_float = elem in _FLOATS or elem in NARROW_FLOATS  # f8/f6/f4: drawn in f32, rounded
    if dist == "NORMAL" and not is_float:
        raise NotImplementedError(f"NORMAL on {elem}")
    if not is_float and not isinstance(rty.element_type, ir.IntegerType):
        raise NotImplementedError(f"element type {elem}")
    if count == 0:
        result = w.broadcast(a, shape, [])
    else:
        draws = 2 if dist == "NORMAL" else 1
        index = w.iota([count * draws], 0, "ui64")
        counter = w.add(index, w.full(seed, [count * draws], "ui64"))
        bits = _splitmix(w, counter)
        if draws == 2:
            pair = w.reshape(bits, [count, 2])
            first = w.reshape(w.slice(pair, [0, 0], [count, 1]), [count])
            second = w.reshape(w.slice(pair, [0, 1], [count, 2]), [count])
        else:
            first = bits
        if is_float:
            work = "f64" if elem == "f64" else "f32"
            lo = w.broadcast(w.convert(a, work), [count], [])
            hi = w.broadcast(w.convert(b, work), [count], [])
            if dist == "UNIFORM":
                u = _unit(w, first, elem, False)
                flat = w.convert(w.add(lo, w.mul(w.sub(hi, lo), u)), elem)
                below = w.compare("LT", flat, w.convert(hi, elem))
                flat = w.select(below, flat, w.convert(lo, elem))   # [a, b) despite rounding
            else:
                u1 = _unit(w, first, elem, True)
                u2 = _unit(w, second, elem, False)
                radius = w.unary("sqrt", w.mul(w.full(-2.0, [count], work),
                                               w.unary("log", u1)))
                angle = w.mul(w.full(2.0 * math.pi, [count], work), u2)
                z = w.mul(radius, w.unary("cosine", angle))
                flat = w.convert(w.add(lo, w.mul(hi, z)), elem)
        else:
            a64 = w.broadcast(_to_i64(w, a), [count], [])
            b64 = w.broadcast(_to_i64(w, b), [count], [])
            span = w.sub(b64, a64)
            positive = w.compare("GT", span, w.full(0, [count], "i64"), "SIGNED")
            span = w.select(positive, span, w.full(1, [count], "i64"))
            span_u = w.emit(f"stablehlo.bitcast_convert {span} : ({span.type}) -> "
                            f"{tensor_type([count], 'ui64')}", [count], "ui64")
            offset = w.binary("remainder", first, span_u)
            offset_i = w.emit(f"stablehlo.bitcast_convert {offset} : ({offset.type}) -> "
                              f"{tensor_type([count], 'i64')}", [count], "i64")
            flat = w.convert(w.add(a64, offset_i), elem)
        result = w.reshape(flat, shape)
    # (the shape operand `s` only repeats the result type's static shape)
    text = w.function("rng", [a, b, s], [result])
    scratch = h.parse_functions(op, text)
    h.replace_with_function(op, h.function(scratch, "rng"))


def _to_i64(w: Writer, x: Value) -> Value:
    return w.convert(x, "i64")
