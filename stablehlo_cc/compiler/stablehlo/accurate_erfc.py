"""f32 `erfc` (exact GELU: `jax.nn.gelu(approximate=False)`, PyTorch's default GELU,
keras_hub's T5/DistilBERT) as one branch-free formula, within 4.5 ulp everywhere
(benchmarks/math_ulp.py --only erfc).

CHLO's expansion (XLA's; XLA:CPU runs the same, Eigen has no vectorized f32 erfc) is Cephes'
erfcf: 1 - erf(x) for |x| < 1, else exp(-x^2) / x times one of two polynomials in 1/x^2 (for
|x| < 2 and above). Vectorized, every element computes all of them, two divisions and an exp,
and it is inaccurate: exp(-x^2) takes x^2 rounded to f32, whose error (up to half an ulp of
x^2 ~ 100) is 65 ulp of the result near x = 9, 10.7 ulp near 3, and it returns 0 for every
x > 9.19 whose erfc is still a subnormal float (jax.jit on CPU: the same numbers).

Here, with a = min(|x|, 10.0625): erfc(a) = exp(-a^2) erfcx(a), erfcx(a) = t Q(t) with
t = 1 / (1 + a) and Q a degree-11 polynomial in t - 0.3 (least squares in relative error on
a in [0, 10.0625], coefficients rounded to f32 one at a time from the highest, the rest
refitted: within 0.42 units of 2^-24); erfc(x) = 2 - erfc(a) for x < 0. a^2 is s + err with
err = a^2 - s computed exactly enough (Dekker: a split by masking into hi, its 12 leading
bits, and lo), and exp(-a^2) = exp(-s) (1 - err), |err| < 2^-17. The clamp is where erfc
rounds to 0, and keeps +-inf out of the products (inf - inf); NaN flows through; |x| < 2^-25 (and -0) gives exactly 1.

Why this form: one division, one exp and 12 polynomial terms for every element, about 50
vector ops (on one Zen 3 core, erfc of 8x64x1024: 0.66 -> 0.61 ms, XLA:CPU 0.78; a GELU of
that size 0.72 -> 0.62 ms, XLA 0.88; DistilBERT's fused GELU ops 0.60 -> 0.53 ms each). Coefficients selected per
interval cost a select per coefficient and interval, more than the one vector division; t
makes erfcx (~1 / (a sqrt(pi)) for large a) a polynomial. A second piece, 1 - erf(x) near 0
(accurate_functions' erf polynomial), was tried: 0.9 instead of 2.3 ulp for -1 < x < 0 but
13 more ops an element, as slow as CHLO's. The error left (max 4.4 ulp; 2.3 for x < 0) is the
f32 roundings of 1 + a, t (amplified 2.1x near a = 0), Q and the three products; removing
them needs FMA residuals that StableHLO cannot spell. f16/bf16/f64 keep CHLO's expansion.

The exp's argument -(a a) is a negated square, so fast_math's exp for arguments <= 0 takes it
(nonpositive_args.py; same bits, 6 ops a vector fewer: the loop is about 67 vector ops a
vector). On one Emerald Rapids core, vit_b1's exact GELUs (65x768, fused with the bias add)
went 59 -> 53 us each, and 39.5 with 512-bit vectors (backend.py). Not done: Dekker's a^2
error as one FMA (fma(a, a, -s), 7 ops fewer) is exact only where the target has FMA, and 0
(65 ulp near x = 9) where a contract flag finds none.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from .tensor_builders import compare as _compare, constant as _constant, horner as _horner, \
    op as _op

_CLAMP = 10.0625
_T_CENTER = 0.3
# Q(t) ~ erfcx(a) / t, t = 1 / (1 + a), in powers of t - 0.3, highest first.
_ERFCX = (-0.6849908232688904, 2.289170026779175, -2.9752726554870605, 1.5003303289413452,
          0.5441458821296692, -1.185569167137146, 0.4215816855430603, 0.467630535364151,
          -0.5088517665863037, -0.19963480532169342, 0.599877119064331, 0.7464311718940735)


def erfc_f32(x, t):
    """erfc of `x`, a static f32 tensor of type `t` (accurate_functions.py rewrites
    `chlo.erfc` with it)."""
    mul = lambda a, b: _op("stablehlo.multiply", t, a, b)  # noqa: E731
    add = lambda a, b: _op("stablehlo.add", t, a, b)  # noqa: E731
    sub = lambda a, b: _op("stablehlo.subtract", t, a, b)  # noqa: E731
    one = _constant(t, 1.0)
    a = _op("stablehlo.minimum", t, _op("stablehlo.abs", t, x), _constant(t, _CLAMP))
    s = mul(a, a)
    # err = a^2 - s = (hi^2 - s) + lo (a + hi) with a = hi + lo, hi a's 12 leading bits: hi^2
    # and hi^2 - s (Sterbenz) are exact, the second term is within 2^-23 of itself.
    i32 = ir.RankedTensorType.get(t.shape, ir.IntegerType.get_signless(32))
    mask = ir.DenseElementsAttr.get_splat(i32, ir.IntegerAttr.get(i32.element_type, -4096))
    hi = _op("stablehlo.bitcast_convert", t, _op(
        "stablehlo.and", i32, _op("stablehlo.bitcast_convert", i32, a),
        _op("stablehlo.constant", i32, value=mask)))
    lo = sub(a, hi)
    err = add(sub(mul(hi, hi), s), mul(lo, add(a, hi)))
    e = _op("stablehlo.exponential", t, _op("stablehlo.negate", t, s))
    recip = _op("stablehlo.divide", t, one, add(one, a))
    erfcx = mul(recip, _horner(t, _ERFCX, sub(recip, _constant(t, _T_CENTER))))
    r = mul(e, erfcx)
    r = sub(r, mul(r, err))  # exp(-s - err) = exp(-s) (1 - err), |err| < 2^-17
    # Below 2^-25, erfc(x) = 1 - 2x / sqrt(pi) rounds to 1 (either sign): exactly 1 there,
    # erfc(0) included, where the polynomial's rounding gives 1 - 2^-24.
    r = _op("stablehlo.select", t, _compare("LT", a, _constant(t, 2.0 ** -25)), one, r)
    negative = _compare("LT", x, _constant(t, 0.0))
    return _op("stablehlo.select", t, negative, sub(_constant(t, 2.0), r), r)
