"""f32 `erfc` (exact GELU: `jax.nn.gelu(approximate=False)`, keras' T5/DistilBERT) in one
branch-free evaluation of two pieces, within 4.5 ulp everywhere (benchmarks/math_ulp.py).

CHLO's expansion (XLA's, which XLA:CPU runs too; Eigen has no vectorized f32 erfc) is
Cephes' erfcf: 1 - erf(x) for |x| < 1 with erf a rational function, else exp(-x^2) times
one of two rational functions of 1/x^2 (for |x| < 2 and above). Vectorized, every element
computes all three (two divisions, an exp), and it is inaccurate: exp(-x^2) takes x^2 rounded
to f32, whose error (up to half an ulp of x^2 ~ 100) is 65 ulp of the result near x = 9,
and it returns 0 for every x > 9.19 whose erfc is still a subnormal float.

Here, with a = |x|:

- -1 < x < 0.46: 1 - erf(x), erf from accurate_functions' small-argument polynomial
  x + x H(x^2) (erfc is in [0.52, 1.85] there, so the subtraction keeps erf's 1.1 ulp);
- else erfc(a) = exp(-a^2) erfcx(a), erfcx(a) = t Q(t) with t = 1 / (1 + a) and Q a
  degree-10 polynomial in t - 0.25 (least squares in relative error on a in [0.45, 10.0625],
  coefficients rounded to f32 one at a time from the highest, the rest refitted); a^2 is
  s + err with err = a^2 - s exact (Dekker's product: a split into two 12-bit halves by
  masking its low mantissa bits, as StableHLO has no FMA), and exp(-a^2) =
  exp(-s) (1 - err); x < 0: 2 - erfc(a).

a is clamped to 10.0625, where erfc rounds to 0, which also keeps +-inf out of the product
(inf - inf); NaN flows through both pieces. One division, one exp, 18 polynomial terms: an
erfc of 8x64x1024 took 4.4 ms with CHLO's expansion, see the commit log for now.
Why a reciprocal rather than coefficients selected per interval: a select per coefficient and
interval costs more than one vector division, and t makes erfcx (~1/a for large a)
polynomial. The error left (up to 4.5 ulp for a > 0.46) is the f32 roundings of t, 1 + a,
Q and the three products; removing them needs FMA residuals that StableHLO cannot spell.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ..walk import ops_named
from .accurate_functions import _ERF_SMALL, _compare, _constant, _f32_tensor, _horner, _op

_CLAMP = 10.0625
_SMALL_ABOVE = -1.0  # -1 < x < 0.46: 1 - erf(x)
_SMALL_BELOW = 0.46
_T_CENTER = 0.25
# Q(t) ~ erfcx(a) / t, t = 1 / (1 + a), in powers of t - 0.25, highest first.
_ERFCX = (1.9022305011749268, -4.168985843658447, 3.353485584259033, -0.45752036571502686,
          -1.2344210147857666, 0.7972408533096313, 0.31577110290527344, -0.5888517498970032,
          -0.11692816764116287, 0.6158061623573303, 0.7160046100616455)


def _erfc(x, t):
    mul = lambda a, b: _op("stablehlo.multiply", t, a, b)  # noqa: E731
    add = lambda a, b: _op("stablehlo.add", t, a, b)  # noqa: E731
    sub = lambda a, b: _op("stablehlo.subtract", t, a, b)  # noqa: E731
    one = _constant(t, 1.0)
    a = _op("stablehlo.minimum", t, _op("stablehlo.abs", t, x), _constant(t, _CLAMP))
    s = mul(a, a)
    # err = a^2 - s exactly: a = hi + lo with 12 significant bits each, so hi^2, 2 hi lo and
    # lo^2 are exact products and hi^2 - s is exact (Sterbenz).
    i32 = ir.RankedTensorType.get(t.shape, ir.IntegerType.get_signless(32))
    mask = ir.DenseElementsAttr.get_splat(i32, ir.IntegerAttr.get(i32.element_type, -4096))
    hi = _op("stablehlo.bitcast_convert", t, _op(
        "stablehlo.and", i32, _op("stablehlo.bitcast_convert", i32, a),
        _op("stablehlo.constant", i32, value=mask)))
    lo = sub(a, hi)
    err = add(add(sub(mul(hi, hi), s), mul(add(hi, hi), lo)), mul(lo, lo))
    e = _op("stablehlo.exponential", t, _op("stablehlo.negate", t, s))
    recip = _op("stablehlo.divide", t, one, add(one, a))
    erfcx = mul(recip, _horner(t, _ERFCX, sub(recip, _constant(t, _T_CENTER))))
    r = mul(e, erfcx)
    r = sub(r, mul(r, err))  # exp(-s - err) = exp(-s) (1 - err), |err| < 2^-17
    negative = _compare("LT", x, _constant(t, 0.0))
    large = _op("stablehlo.select", t, negative, sub(_constant(t, 2.0), r), r)
    small = sub(one, add(x, mul(x, _horner(t, _ERF_SMALL, s))))
    in_small = _op("stablehlo.and", ir.RankedTensorType(negative.type),
                   _compare("GT", x, _constant(t, _SMALL_ABOVE)),
                   _compare("LT", x, _constant(t, _SMALL_BELOW)))
    return _op("stablehlo.select", t, in_small, small, large)


def make_f32_erfc_accurate(module: ir.Module) -> int:
    """Replace every static-shaped f32 `chlo.erfc`; returns how many changed."""
    changed = 0
    for op in ops_named(module.operation, {"chlo.erfc"}):
        t = _f32_tensor(op.results[0].type)
        if t is None or not t.has_static_shape or isinstance(t.element_type, ir.ComplexType):
            continue
        with op.location, ir.InsertionPoint(op):
            value = _erfc(op.operands[0], t)
        op.results[0].replace_all_uses_with(value)
        op.erase()
        changed += 1
    return changed
