"""StableHLO-level rewrites that keep f32 `acosh`, `erf`, `logistic` and complex64 functions
within 2 ulp of the correctly rounded value (measured by `benchmarks/math_ulp.py`), and give
f32 `erfc` its own formula (accurate_erfc.py: 4.4 ulp, CHLO's 65), in one walk.

- CHLO's f32 `acosh` chains several rounded f32 steps (2.8 ulp near 1): it is evaluated as
  the f64 op and converted back once (<= 0.5 ulp + double rounding), still vectorized.
  complex<f32> inverse functions and log likewise in complex<f64> (up to 6.2 ulp a part).
- CHLO's f32 `erf` (XLA's rational approximation) is 3.5-7 ulp off, and 36 near 1.6e-38
  where an intermediate underflows: replaced by the two polynomials below (1.12).
- `stablehlo-legalize-to-linalg` computes `logistic` as 1 / (1 + exp(-x)), which is 0 once
  exp(-x) overflows (x < -88.7) although the value is still a (subnormal) float down to
  x = -103.3, and rounds 1 + e (2.4 ulp). Here it is n / (1 + e) with e = exp(-|x|),
  n = 1 for x >= 0 and e below, with the rounding error of 1 + e corrected.

Runs before `chlo-legalize-to-stablehlo` (CHLO ops must still be there).
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ..walk import ops_named
from .accurate_erfc import erfc_f32
from .tensor_builders import compare as _compare, constant as _constant, \
    f32_tensor as _f32_tensor, horner as _horner, op as _op

_WIDENED = ("chlo.acosh",)
# complex<f32>: the inverse functions and log (the real functions' expansions on complex
# parts chain many f32 roundings: acos 5.4, atanh 6.2, log 5.5 ulp per part before).
_WIDENED_COMPLEX = ("chlo.acos", "chlo.asin", "chlo.atan", "chlo.acosh", "chlo.asinh",
                    "chlo.atanh", "stablehlo.log", "stablehlo.log_plus_one")


def _f64_tensor(t: ir.Type) -> ir.RankedTensorType | None:
    try:
        rt = ir.RankedTensorType(t)
    except ValueError:
        return None
    return rt if isinstance(rt.element_type, ir.F64Type) else None


def _wide(t: ir.RankedTensorType) -> ir.RankedTensorType:
    f64 = ir.F64Type.get()
    complex_ = isinstance(t.element_type, ir.ComplexType)
    return ir.RankedTensorType.get(t.shape, ir.ComplexType.get(f64) if complex_ else f64)


def _widened(op, t):
    wide = _wide(t)
    x = _op("stablehlo.convert", wide, op.operands[0])
    return _op("stablehlo.convert", t, _op(op.name, wide, x))


# erf on f32 in two pieces, each a polynomial (coefficients: least-squares fits in f64 on
# Chebyshev nodes, rounded to f32 one at a time from the highest, each refit after the one
# before was rounded; checked on 1M points a piece): |x| < 1: x + x H(z), z = x^2, H ~
# erf(x) / x - 1 (x itself exact, the correction x H below 0.16 x, so the last add's rounding
# dominates: with the leading term x 2 / sqrt(pi), that product's rounding was an ulp of a
# value above 1 at x near 1, 2.2 ulp in all); 1 <= |x| < 3.95: a polynomial in |x| - 2.475;
# above, +-1. Within 1.3 ulp (benchmarks/math_ulp.py); CHLO's expansion (XLA's) was 3.5-7,
# and 36 near 1.6e-38.
# Why two plain polynomials: the evaluation is branch-free, every piece computed for every
# element, so the cost is the sum of the pieces. It was three (a third for 0.6 <= |x| < 1.5,
# and above that 1 - exp(-x^2) G(|x| - 2.725) with G ~ erfc(x) exp(x^2)); but erf is entire
# and flat beyond 1, so 15 terms reach f32 precision there without the exp (about 30 vector
# ops with its reduction, 40 % of the whole). A PyTorch GELU (erf) of 128 x 1024 took 0.20 ms
# against XLA's 0.115 on one Zen 3 core.
_ERF_SMALL = (7.882497448008507e-05, -0.0008018855005502701, 0.005189312156289816,
              -0.02685432881116867, 0.11283597350120544, -0.3761262595653534,
              0.12837916612625122)
_ERF_LARGE = (1.015890006783593e-06, 2.587315179880534e-07, -1.6747620975365862e-05,
              2.2011017790646292e-05, 7.817817095201463e-05, -0.00028897926677018404,
              0.00031818589195609093, 0.0005008404841646552, -0.002888108603656292,
              0.006536765489727259, -0.009413652122020721, 0.009252866730093956,
              -0.006105266977101564, 0.0024666956160217524, 0.9995350241661072)


def _erf(op, t):
    x = op.operands[0]
    mul = lambda a, b: _op("stablehlo.multiply", t, a, b)  # noqa: E731
    add = lambda a, b: _op("stablehlo.add", t, a, b)  # noqa: E731
    ax = _op("stablehlo.abs", t, x)
    z = mul(x, x)
    small = add(x, mul(x, _horner(t, _ERF_SMALL, z)))
    large = _horner(t, _ERF_LARGE, _op("stablehlo.subtract", t, ax, _constant(t, 2.475)))
    one = _constant(t, 1.0)
    large = _op("stablehlo.select", t, _compare("GT", ax, _constant(t, 3.95)), one, large)
    signed = _op("stablehlo.select", t, _compare("LT", x, _constant(t, 0.0)),
                 _op("stablehlo.negate", t, large), large)
    # NaN flows through the last piece to the result, and erf(-0) = -0 + -0 0.128 = -0: no
    # special cases.
    return _op("stablehlo.select", t, _compare("LT", ax, _constant(t, 1.0)), small, signed)


def _logistic(op, t):
    x = op.operands[0]
    e = _op("stablehlo.exponential", t, _op("stablehlo.negate", t, _op("stablehlo.abs", t, x)))
    one = _constant(t, 1.0)
    s = _op("stablehlo.add", t, one, e)
    # The rounding error of s = 1 + e, exactly (Fast2Sum: 1 >= e): num / s * (1 - err / s)
    # is num / (1 + e) without it.
    err = _op("stablehlo.add", t, _op("stablehlo.subtract", t, one, s), e)
    num = _op("stablehlo.select", t, _compare("GE", x, _constant(t, 0.0)), one, e)
    q = _op("stablehlo.divide", t, num, s)
    correction = _op("stablehlo.multiply", t, q, _op("stablehlo.divide", t, err, s))
    return _op("stablehlo.subtract", t, q, correction)


def _rewrite(op) -> bool:
    t = _f32_tensor(op.results[0].type)
    if t is None and op.name == "stablehlo.logistic":  # f64 too: 3 ulp with the default
        t = _f64_tensor(op.results[0].type)
    if t is None or not t.has_static_shape:
        return False
    complex_ = isinstance(t.element_type, ir.ComplexType)
    if op.name not in (_WIDENED_COMPLEX if complex_ else
                       (*_WIDENED, "chlo.erf", "chlo.erfc", "stablehlo.logistic")):
        return False
    with op.location, ir.InsertionPoint(op):
        if op.name in _WIDENED or complex_:
            value = _widened(op, t)
        elif op.name == "chlo.erf":
            value = _erf(op, t)
        elif op.name == "chlo.erfc":
            value = erfc_f32(op.operands[0], t)
        else:
            value = _logistic(op, t)
    op.results[0].replace_all_uses_with(value)
    op.erase()
    return True


def make_f32_functions_accurate(module: ir.Module) -> int:
    """Apply the rewrites above to every f32 op they cover; returns how many changed."""
    ops = ops_named(module.operation,
                    {*_WIDENED, *_WIDENED_COMPLEX, "chlo.erf", "chlo.erfc",
                     "stablehlo.logistic"})
    return sum(_rewrite(op) for op in ops)
