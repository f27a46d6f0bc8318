"""Elementwise arithmetic on the real and imaginary parts of complex tensors, for the rules
that spell complex functions out in real operations (to get their special values right)."""

from __future__ import annotations

from jaxlib.mlir import ir

from ._elementwise import binary, compare, create, like, select, splat
from ..registry import mark_lowered


class Parts:
    """Builders for real tensors shaped like a complex tensor `z`, at the current insertion
    point and location; `part` is the real element type (f32 or f64)."""

    def __init__(self, z: ir.Value):
        self.complex_type = z.type
        self.part = ir.ComplexType(ir.RankedTensorType(z.type).element_type).element_type
        self.real_type = like(z.type, self.part)
        self.bool_type = like(z.type, ir.IntegerType.get_signless(1))
        width = ir.FloatType(self.part).width
        self.bits = ir.IntegerType.get_signless(width)
        self._like = z

    # -- complex <-> parts ----------------------------------------------------------------------
    def split(self, z: ir.Value) -> tuple[ir.Value, ir.Value]:
        return (create("stablehlo.real", self.real_type, [z]),
                create("stablehlo.imag", self.real_type, [z]))

    def join(self, re: ir.Value, im: ir.Value) -> ir.Value:
        return create("stablehlo.complex", self.complex_type, [re, im])

    # -- real elementwise ops ----------------------------------------------------------------
    def const(self, number: float) -> ir.Value:
        return splat(self._like, self.part, number)

    def add(self, a, b):
        return binary("add", a, b)

    def sub(self, a, b):
        return binary("subtract", a, b)

    def mul(self, a, b):
        return binary("multiply", a, b)

    def div(self, a, b):
        return binary("divide", a, b)

    def unary(self, name: str, a: ir.Value) -> ir.Value:
        return create(f"stablehlo.{name}", a.type, [a])

    def atan2(self, y, x):
        return binary("atan2", y, x)

    def select(self, pred, a, b):
        return select(pred, a, b)

    def cmp(self, direction: str, a, b):
        return compare(direction, a, b, "FLOAT")

    def both(self, p, q):
        return binary("and", p, q)

    def either(self, p, q):
        return binary("or", p, q)

    def is_nan(self, a):
        return compare("NE", a, a, "FLOAT")

    def is_inf(self, a):
        return compare("EQ", self.unary("abs", a), self.const(float("inf")), "FLOAT")

    def is_zero(self, a):
        return compare("EQ", a, self.const(0.0), "FLOAT")

    def sign_bit(self, a):
        """True where `a` has its sign bit set (-0.0, negative NaNs included)."""
        bits = create("stablehlo.bitcast_convert", like(a.type, self.bits), [a])
        return compare("LT", bits, splat(bits, self.bits, 0), "SIGNED")

    def copysign(self, magnitude, sign_of):
        m = self.unary("abs", magnitude)
        return select(self.sign_bit(sign_of), self.unary("negate", m), m)

    def hypot(self, re, im):
        """|re + i im| without overflow or underflow; +inf if either part is infinite, even
        when the other is NaN (C99 Annex G's cabs)."""
        a = create("stablehlo.abs", self.real_type, [self.join(re, im)])
        mark_lowered(a)  # the legalization's own, scaled; its edges are fixed below
        infinite = self.either(self.is_inf(re), self.is_inf(im))
        return select(infinite, self.const(float("inf")), a)
