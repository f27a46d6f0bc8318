"""Complex elementwise functions whose legalization is inaccurate or misses special values.

`stablehlo-legalize-to-linalg` maps these ops to the `complex` dialect, whose expansion
(`convert-complex-to-standard`) is accurate for ordinary values but:
- loses small parts: sin(1e-20 + 1e-20i) has imaginary part 0 (sinh y as (e^y - e^-y)/2),
  log_plus_one(-1 + 1e-310i) gives -inf for log(1e-310), log(1 + 1e-20i) real part 0;
- gets the branch cut of sqrt/rsqrt slightly off: sqrt(-1) = 6e-17 + i (not exactly i);
- overflows early: sin(1e-310 + 800i), exponential_minus_one(800 + 1e-310i);
- and turns most infinities mixed with NaN into NaN + NaN i.

The rules below spell the functions out in real arithmetic (whose real log_plus_one and
exponential_minus_one compiler/linalg/accurate_math.py makes accurate near 0). Special values follow
C99 Annex G (cexp, clog, csqrt, csin, ccos, ctan, ctanh, cabs and complex division), which
the reference interpreter implements through the C library; the tests say where they follow
another oracle. Each builder takes and returns (real, imaginary) tensors.
"""

from __future__ import annotations

import math

from jaxlib.mlir import ir

from ..registry import lowering, mark_lowered
from ._complex_parts import Parts
from ._elementwise import convert, create, element_of, in_reduction_body, replace

INF, NAN = math.inf, math.nan


class ComplexMath(Parts):
    """Complex functions on (real, imaginary) pairs of real tensors."""

    def __init__(self, z: ir.Value):
        super().__init__(z)
        self.is_f64 = f64 = ir.FloatType(self.part).width == 64
        # exp overflows above this; cosh/sinh/exp are scaled as exp(t/2)^2 beyond it.
        self.exp_limit = 709.0 if f64 else 88.0
        # tanh(x) rounds to ±1 beyond this.
        self.tanh_limit = 22.0 if f64 else 10.0

    # -- small helpers -----------------------------------------------------------------------
    def is_finite(self, a):
        return self.cmp("LT", self.unary("abs", a), self.const(INF))

    def negate(self, a):
        return self.unary("negate", a)

    def sign_one(self, a):
        """±1 with the sign bit of `a`."""
        return self.copysign(self.const(1.0), a)

    def default(self, name: str, x, y):
        """The legalization's own complex `name`, for the ordinary values."""
        z = self.join(x, y)
        plain = create(f"stablehlo.{name}", z.type, [z])
        mark_lowered(plain)
        return self.split(plain)

    def pick(self, pred, when, otherwise):
        return (self.select(pred, when[0], otherwise[0]),
                self.select(pred, when[1], otherwise[1]))

    def scaled_exp_products(self, t, a, b):
        """(a e^t, b e^t) for large t, as (a e^(t/2)) e^(t/2), finite where the product is."""
        e = self.unary("exponential", self.mul(t, self.const(0.5)))
        return self.mul(self.mul(a, e), e), self.mul(self.mul(b, e), e)

    # -- the functions -----------------------------------------------------------------------
    def abs(self, x, y):
        return self.hypot(x, y)

    def exp(self, x, y):
        re, im = self.default("exponential", x, y)
        im = self.select(self.is_zero(y), y, im)  # e^x ± i0, as e^conj(z) = conj(e^z)
        y_bad = self.either(self.is_inf(y), self.is_nan(y))
        pos_inf = self.cmp("EQ", x, self.const(INF))
        neg_inf = self.cmp("EQ", x, self.const(-INF))
        re, im = self.pick(self.both(pos_inf, y_bad), (self.const(INF), self.const(NAN)),
                           (re, im))
        return self.pick(self.both(neg_inf, y_bad),
                         (self.const(0.0), self.copysign(self.const(0.0), y)), (re, im))

    def expm1(self, x, y):
        """e^x cos y - 1 = expm1(x) cos y - 2 sin^2(y/2), e^x sin y."""
        c, s = self.unary("cosine", y), self.unary("sine", y)
        half = self.unary("sine", self.mul(y, self.const(0.5)))
        em1 = self.unary("exponential_minus_one", x)
        re = self.sub(self.mul(em1, c), self.mul(self.const(2.0), self.mul(half, half)))
        im = self.mul(self.unary("exponential", x), s)
        big_re, big_im = self.scaled_exp_products(x, c, s)
        big = self.cmp("GT", x, self.const(self.exp_limit))
        re = self.select(big, self.sub(big_re, self.const(1.0)), re)
        im = self.select(big, big_im, im)
        im = self.select(self.is_zero(y), y, im)  # e^x * ±0, also for x = inf or NaN
        y_bad = self.either(self.is_inf(y), self.is_nan(y))
        re, im = self.pick(self.both(self.cmp("EQ", x, self.const(INF)), y_bad),
                           (self.const(INF), self.const(NAN)), (re, im))
        return self.pick(self.both(self.cmp("EQ", x, self.const(-INF)), y_bad),
                         (self.const(-1.0), self.copysign(self.const(0.0), y)), (re, im))

    def log(self, x, y):
        """log|z| + i atan2(y, x); near |z| = 1, log|z| = log1p((a - 1)(a + 1) + b^2) / 2 with
        a = max(|x|, |y|), b = min(...), which keeps small real parts (log(1 + 1e-20 i) =
        5e-41 + 1e-20 i)."""
        h = self.hypot(x, y)
        one = self.const(1.0)
        near = self.both(self.cmp("GE", h, self.const(0.5)), self.cmp("LE", h, self.const(2.0)))
        ax, ay = self.unary("abs", x), self.unary("abs", y)
        a, b = self.max(ax, ay), self.select(self.cmp("GT", ax, ay), ay, ax)
        (a_hh, a_hl, a_ll), (b_hh, b_hl, b_ll) = self.square_terms(a), self.square_terms(b)
        square_minus_one = self.add(self.add(self.add(self.sub(a_hh, one), b_hh),
                                             self.add(a_hl, b_hl)), self.add(a_ll, b_ll))
        re_near = self.mul(self.const(0.5), self.unary("log_plus_one", square_minus_one))
        return self.select(near, re_near, self.unary("log", h)), self.atan2(y, x)

    def log1p(self, x, y):
        """log|1 + z| + i arg(1 + z); near |1 + z| = 1 the real part is
        log1p(x (2 + x) + y^2) / 2, which keeps the small values."""
        a = self.add(self.const(1.0), x)
        h = self.hypot(a, y)
        near = self.both(self.cmp("GE", h, self.const(0.5)), self.cmp("LE", h, self.const(2.0)))
        # |1 + z|^2 - 1 = 2x + x^2 + y^2, from exact pieces (the big ones cancel first).
        (x_hh, x_hl, x_ll), (y_hh, y_hl, y_ll) = self.square_terms(x), self.square_terms(y)
        two_x = self.add(x, x)
        square_minus_one = self.add(self.add(self.add(self.add(two_x, y_hh), x_hh),
                                             self.add(x_hl, y_hl)), self.add(x_ll, y_ll))
        re_near = self.mul(self.const(0.5), self.unary("log_plus_one", square_minus_one))
        re = self.select(near, re_near, self.unary("log", h))
        return re, self.atan2(y, a)

    def sqrt(self, x, y):
        """t = sqrt((|x| + |z|) / 2); x >= 0: (t, y / 2t), else (|y| / 2t, ±t)."""
        # Tiny (subnormal) parts are scaled up by 4^k first, and the root down by 2^k.
        k = 255 if self.is_f64 else 31
        tiny = self.cmp("LT", self.max(self.unary("abs", x), self.unary("abs", y)),
                        self.const(2.0 ** (-2 * k)))
        up, down = self.const(2.0 ** (2 * k)), self.const(2.0 ** -k)
        xs = self.select(tiny, self.mul(x, up), x)
        ys = self.select(tiny, self.mul(y, up), y)
        ax = self.unary("abs", xs)
        half = self.const(0.5)
        big = self.cmp("GT", self.max(ax, self.unary("abs", ys)), self.const(1.0))
        # (|x| + |z|) / 2, halving first where the sum could overflow.
        sum_big = self.add(self.mul(ax, half),
                           self.hypot(self.mul(xs, half), self.mul(ys, half)))
        sum_small = self.mul(self.add(ax, self.hypot(xs, ys)), half)
        t = self.unary("sqrt", self.select(big, sum_big, sum_small))
        other = self.div(self.unary("abs", ys), self.add(t, t))
        t = self.select(tiny, self.mul(t, down), t)
        other = self.select(tiny, self.mul(other, down), other)
        negative = self.sign_bit(x)
        re = self.select(negative, other, t)
        im = self.select(negative, self.copysign(t, y), self.copysign(other, y))
        zero = self.both(self.is_zero(x), self.is_zero(y))
        re, im = self.pick(zero, (self.const(0.0), y), (re, im))
        # Annex G: x ± i inf -> +inf ± i inf (any x); -inf + iy -> 0 ± i inf; +inf + iy -> +inf
        # ± i0; -inf + i NaN -> NaN ± i inf; +inf + i NaN -> +inf + i NaN.
        inf = self.const(INF)
        pos_inf, neg_inf = self.cmp("EQ", x, inf), self.cmp("EQ", x, self.const(-INF))
        y_nan = self.is_nan(y)
        re, im = self.pick(self.both(neg_inf, y_nan), (self.const(NAN), inf), (re, im))
        re, im = self.pick(self.both(pos_inf, y_nan), (inf, self.const(NAN)), (re, im))
        return self.pick(self.is_inf(y), (inf, self.copysign(inf, y)), (re, im))

    def square_terms(self, a):
        """a^2 as three exactly computed terms (Dekker's split of a into halves h + l):
        h^2, 2hl, l^2, largest first. For |a| of ordinary size (not near overflow)."""
        c = self.mul(a, self.const(134217729.0 if self.is_f64 else 4097.0))  # 2^27+1, 2^12+1
        h = self.sub(c, self.sub(c, a))
        lo = self.sub(a, h)
        return self.mul(h, h), self.mul(self.add(h, h), lo), self.mul(lo, lo)

    def max(self, a, b):
        return self.select(self.cmp("GT", a, b), a, b)

    def cosh_sinh_scaled(self, y, p, q):
        """(p cosh y, q sinh y) for |y| beyond exp's limit, where cosh y = |sinh y| = e^|y| / 2
        to the last bit, computed without overflowing before the products."""
        a, b = self.scaled_exp_products(self.unary("abs", y), self.mul(self.const(0.5), p),
                                        self.mul(self.const(0.5), q))
        return a, self.mul(b, self.sign_one(y))

    def cosh_sinh(self, y):
        """(cosh y, sinh y), sinh from expm1 (no cancellation for small y)."""
        half = self.const(0.5)
        e, e_inv = self.unary("exponential", y), self.unary("exponential", self.negate(y))
        return self.mul(half, self.add(e, e_inv)), self._sinh(y)

    def sin(self, x, y):
        """sin x cosh y + i cos x sinh y."""
        sx, cx = self.unary("sine", x), self.unary("cosine", x)
        ch, sh = self.cosh_sinh(y)
        re, im = self.mul(sx, ch), self.mul(cx, sh)
        big = self.cmp("GT", self.unary("abs", y), self.const(self.exp_limit))
        re, im = self.pick(big, self.cosh_sinh_scaled(y, sx, cx), (re, im))
        re = self.select(self.is_zero(x), x, re)  # ±0 * cosh y
        im = self.select(self.is_zero(y), self.mul(cx, y), im)
        x_bad = self.either(self.is_inf(x), self.is_nan(x))
        re, im = self.pick(self.both(x_bad, self.is_zero(y)), (self.const(NAN), y), (re, im))
        return self.pick(self.both(x_bad, self.is_inf(y)), (self.const(NAN), self.const(INF)),
                         (re, im))

    def cos(self, x, y):
        """cos x cosh y - i sin x sinh y."""
        sx, cx = self.unary("sine", x), self.unary("cosine", x)
        ch, sh = self.cosh_sinh(y)
        re, im = self.mul(cx, ch), self.negate(self.mul(sx, sh))
        big = self.cmp("GT", self.unary("abs", y), self.const(self.exp_limit))
        c, s = self.cosh_sinh_scaled(y, cx, sx)
        re, im = self.pick(big, (c, self.negate(s)), (re, im))
        # x = ±0: -(±0) sinh y, whose sign is that of -x * y (x itself when y is NaN).
        zero_im = self.select(self.is_nan(y), x, self.negate(self.mul(x, self.sign_one(y))))
        im = self.select(self.is_zero(x), zero_im, im)
        im = self.select(self.both(self.is_zero(y), self.is_finite(x)),
                         self.negate(self.mul(sx, y)), im)
        x_bad = self.either(self.is_inf(x), self.is_nan(x))
        re, im = self.pick(self.both(x_bad, self.is_zero(y)),
                           (self.const(NAN), self.const(0.0)), (re, im))
        return self.pick(self.both(x_bad, self.is_inf(y)), (self.const(INF), self.const(NAN)),
                         (re, im))

    def tan(self, x, y):
        """-i tanh(iz), as Annex G defines ctan."""
        a, b = self.tanh(self.negate(y), x)
        return b, self.negate(a)

    def tanh(self, x, y):
        """Kahan's formula: t = tan y, b = 1 + t^2, s = sinh x, r = sqrt(1 + s^2),
        tanh z = (b r s + i t) / (1 + b s^2); beyond tanh_limit, ±1 + 4i sin y cos y e^-2|x|."""
        re, im = self.default("tanh", x, y)
        one = self.const(1.0)
        t = self.unary("tan", y)
        b = self.add(one, self.mul(t, t))
        s = self._sinh(x)
        r = self.unary("sqrt", self.add(one, self.mul(s, s)))
        d = self.add(one, self.mul(b, self.mul(s, s)))
        k_re, k_im = self.div(self.mul(self.mul(b, r), s), d), self.div(t, d)
        ax = self.unary("abs", x)
        far_im = self.mul(self.mul(self.const(4.0), self.mul(self.unary("sine", y),
                                                             self.unary("cosine", y))),
                          self.unary("exponential", self.mul(self.const(-2.0), ax)))
        far = self.cmp("GE", ax, self.const(self.tanh_limit))
        finite = self.both(self.is_finite(x), self.is_finite(y))
        k_re, k_im = self.pick(far, (self.sign_one(x), far_im), (k_re, k_im))
        re, im = self.pick(finite, (k_re, k_im), (re, im))
        # ±inf + iy: ±1 + i0 sin 2y (±1 ± i0 for an infinite or NaN y), Annex G's ctanh.
        zero_im = self.select(self.is_finite(y),
                              self.mul(self.const(0.0), self.unary("sine", self.add(y, y))),
                              self.copysign(self.const(0.0), y))
        re, im = self.pick(self.is_inf(x), (self.sign_one(x), zero_im), (re, im))
        im = self.select(self.is_zero(y), y, im)  # tanh(x ± i0) = tanh x ± i0, x NaN too
        # ±0 + i(inf or NaN): ±0 + i NaN.
        return self.pick(self.both(self.is_zero(x), self.unary("not", self.is_finite(y))),
                         (x, self.const(NAN)), (re, im))

    def _sinh(self, x):
        """sinh x = (expm1(x) - expm1(-x)) / 2, accurate for small x (|x| < tanh_limit)."""
        em1 = lambda v: self.unary("exponential_minus_one", v)  # noqa: E731
        return self.mul(self.const(0.5), self.sub(em1(x), em1(self.negate(x))))

    def sign(self, x, y):
        """The spec's x / |x| (NaN for NaN parts), which is NaN + NaN i for infinite parts."""
        re, im = self.default("sign", x, y)
        infinite = self.either(self.is_inf(x), self.is_inf(y))
        return self.pick(infinite, (self.const(NAN), self.const(NAN)), (re, im))

    # -- with complex arithmetic -------------------------------------------------------------
    def cdiv(self, a, b):
        """a / b with the legalization's complex division (Annex G's special values)."""
        q = create("stablehlo.divide", self.complex_type, [self.join(*a), self.join(*b)])
        return self.split(q)

    def cmul(self, p, q):
        """p * q as C99 Annex G multiplies (G.5.1): where the plain formula gives NaN + NaN i
        but an operand is infinite (or a product overflowed), recompute with the infinite
        parts boxed to ±1 and NaN parts to ±0, times inf. (C's cpow multiplies so.)"""
        (a, b), (c, d) = p, q
        ac, bd, ad, bc = self.mul(a, c), self.mul(b, d), self.mul(a, d), self.mul(b, c)
        x, y = self.sub(ac, bd), self.add(ad, bc)
        one, zero = self.const(1.0), self.const(0.0)

        def box(v):
            return self.copysign(self.select(self.is_inf(v), one, zero), v)

        def unnan(v, where):
            return self.select(self.both(where, self.is_nan(v)), self.copysign(zero, v), v)

        ab_inf = self.either(self.is_inf(a), self.is_inf(b))
        cd_inf = self.either(self.is_inf(c), self.is_inf(d))
        a, b = self.select(ab_inf, box(a), a), self.select(ab_inf, box(b), b)
        c, d = unnan(c, ab_inf), unnan(d, ab_inf)
        c, d = self.select(cd_inf, box(c), c), self.select(cd_inf, box(d), d)
        a, b = unnan(a, cd_inf), unnan(b, cd_inf)
        recalc = self.either(ab_inf, cd_inf)
        overflow = self.either(self.either(self.is_inf(ac), self.is_inf(bd)),
                               self.either(self.is_inf(ad), self.is_inf(bc)))
        overflow = self.both(overflow, self.unary("not", recalc))
        a, b, c, d = (unnan(v, overflow) for v in (a, b, c, d))
        recalc = self.either(recalc, overflow)
        inf = self.const(INF)
        x2 = self.mul(inf, self.sub(self.mul(a, c), self.mul(b, d)))
        y2 = self.mul(inf, self.add(self.mul(a, d), self.mul(b, c)))
        redo = self.both(self.both(self.is_nan(x), self.is_nan(y)), recalc)
        return self.pick(redo, (x2, y2), (x, y))

    def rsqrt(self, x, y):
        return self.cdiv((self.const(1.0), self.const(0.0)), self.sqrt(x, y))

    def logistic(self, x, y):
        """1 / (1 + e^-z)."""
        e = self.exp(self.negate(x), self.negate(y))
        return self.cdiv((self.const(1.0), self.const(0.0)),
                         (self.add(self.const(1.0), e[0]), e[1]))

    def power(self, base, exponent):
        """e^(w log z), as C's cpow (Annex G's exp, log and multiplication); but w = 0 gives
        1 (for every z, as numpy, XLA and IEEE pow do) and z = 0 gives 0 for Re w > 0 with a
        finite Im w (the limit; log 0 = -inf would make it NaN or a signed zero)."""
        (x, y), (u, v) = base, exponent
        result = self.exp(*self.cmul((u, v), self.log(x, y)))
        base_zero = self.both(self.is_zero(x), self.is_zero(y))
        w_zero = self.both(self.is_zero(u), self.is_zero(v))
        to_zero = self.both(self.cmp("GT", u, self.const(0.0)), self.is_finite(v))
        result = self.pick(self.both(base_zero, to_zero),
                           (self.const(0.0), self.const(0.0)), result)
        return self.pick(w_zero, (self.const(1.0), self.const(0.0)), result)


_UNARY = {
    "stablehlo.abs": "abs",
    "stablehlo.exponential": "exp",
    "stablehlo.exponential_minus_one": "expm1",
    "stablehlo.log": "log",
    "stablehlo.log_plus_one": "log1p",
    "stablehlo.sqrt": "sqrt",
    "stablehlo.rsqrt": "rsqrt",
    "stablehlo.sine": "sin",
    "stablehlo.cosine": "cos",
    "stablehlo.tan": "tan",
    "stablehlo.tanh": "tanh",
    "stablehlo.sign": "sign",
    "stablehlo.logistic": "logistic",
}


# complex<f32> ops computed in complex<f64>: 1 / (1 + e^-z) collects several roundings, and
# the real part of e^z - 1 cancels near |e^z| = 1.
_IN_F64 = {"stablehlo.logistic", "stablehlo.exponential_minus_one"}

@lowering(*_UNARY)
def complex_unary(op: ir.Operation) -> None:
    z = op.operands[0]
    if not isinstance(element_of(z), ir.ComplexType) or in_reduction_body(op):
        return
    element = ir.ComplexType(element_of(z))
    with ir.InsertionPoint(op), op.location:
        if op.name in _IN_F64 and isinstance(element.element_type, ir.F32Type):
            z = convert(z, ir.ComplexType.get(ir.F64Type.get()))
        m = ComplexMath(z)
        value = getattr(m, _UNARY[op.name])(*m.split(z))
        replace(op, value if op.name == "stablehlo.abs" else convert(m.join(*value), element))


def complex_power(op: ir.Operation) -> None:
    """Called by the `power` rule (integer_power.py) for complex operands.

    complex<f32> is computed in complex<f64>: the angle Im(w log z) grows with |w|, and its
    f32 rounding alone would move i^90 off -1 by 4e-6 (the interpreter, too, is exact there).
    """
    base, exponent = op.operands[0], op.operands[1]
    element = ir.ComplexType(element_of(base))
    with ir.InsertionPoint(op), op.location:
        if isinstance(element.element_type, ir.F32Type):
            wide = ir.ComplexType.get(ir.F64Type.get())
            base, exponent = convert(base, wide), convert(exponent, wide)
        m = ComplexMath(base)
        value = m.join(*m.power(m.split(base), m.split(exponent)))
        replace(op, convert(value, element))
