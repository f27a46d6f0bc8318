"""`cbrt` on complex numbers: the principal cube root, which the legalization lacks.

cbrt(z) = |z|^(1/3) (cos t + i sin t) with t = arg(z) / 3, arg in [-pi, pi] (so |t| <= pi/3
and the real part is never negative). The polar form has no cancellation: cos t >= 1/2.
|z| is computed without overflow or underflow, which the reference interpreter does not do
(it answers inf for 1e300 and 0 for 1e-310i), so tests take values of that range from a
long-double evaluation of the same formula.

Special values follow C99 Annex G's csqrt, the nearest standard function: signed zeros keep
the sign of the imaginary part (cbrt(-1 - 0i) = 1/2 - i sqrt(3)/2, the root below the cut),
cbrt(x ± i inf) = +inf ± i inf for every x (NaN too), cbrt(+inf + iy) = +inf ± i0 and
cbrt(-inf + iy) = +inf ± i inf for finite y (the formula's limits), cbrt(±inf + i NaN) =
+inf + i NaN; any other NaN gives NaN + i NaN.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ..registry import lowering
from ._complex_parts import Parts
from ._elementwise import element_of, replace


def complex_cbrt(p: Parts, z: ir.Value) -> ir.Value:
    x, y = p.split(z)
    f64 = ir.FloatType(p.part).width == 64
    m = p.unary("cbrt", p.hypot(x, y))
    t = p.div(p.atan2(y, x), p.const(3.0))
    c, s = p.unary("cosine", t), p.unary("sine", t)
    inf = p.const(float("inf"))
    infinite = p.either(p.is_inf(x), p.is_inf(y))
    re = p.select(infinite, inf, p.mul(m, c))
    # Near the positive real axis t = atan2(y, x) / 3 can underflow (1e-300 / 1e200) while
    # m sin t does not: there sin t = sin(3t) / 3 (1 + O(t^2)) = y / 3|z|, so m sin t = y / 3m^2.
    small = p.cmp("LT", p.unary("abs", t), p.const(2.0 ** -30 if f64 else 2.0 ** -13))
    # (This also keeps y = ±0 for x > 0, where m = inf would make m sin t = inf * 0 = NaN.)
    near_axis = p.select(p.is_zero(y), y, p.div(y, p.mul(p.const(3.0), p.mul(m, m))))
    im = p.select(small, near_axis, p.mul(m, s))
    im = p.select(p.is_inf(y), p.copysign(inf, y), im)
    return p.join(re, im)


@lowering("stablehlo.cbrt")
def cbrt(op: ir.Operation) -> None:
    z = op.operands[0]
    if not isinstance(element_of(z), ir.ComplexType):
        return  # floats: math.cbrt
    with ir.InsertionPoint(op), op.location:
        replace(op, complex_cbrt(Parts(z), z))
