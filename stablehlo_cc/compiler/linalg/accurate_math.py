"""Accurate `log1p` and `expm1` near zero, in branch-free (vectorizable) arith.

`convert-math-to-llvm` lowers `math.log1p(x)` to `log(1 + x)` and `math.expm1(x)` to
`exp(x) - 1`: both lose every digit for |x| below the precision's epsilon (log1p(1e-10)
came out as 0). They are rewritten here, before that pass, with the classic corrections
that keep the result within a few ulp using only `log` and `exp`:

    log1p(x) = x                          if u = 1 + x rounds to 1
             = log(u) + err / u           otherwise, err = (1 + x) - u exactly (Fast2Sum)
    expm1(x) = x                          if u = exp(x) rounds to 1
             = -1                         if u - 1 rounds to -1
             = (u - 1) * (x / log(u))     otherwise

and +inf where u is +inf (the quotients would be inf/inf). NaN propagates; -0 stays -0.
f32 `expm1` is instead exp(x) - 1 in f64, rounded once (0.5 ulp where the formula above,
with f32 exp and log each within 1 ulp, reached 2.4); f32 `log` itself is
`passes/fast_math.py`'s (libmvec's logf was 3.6 ulp off, and log1p inherited it).
Runs after `convert-complex-to-standard`, so complex math that uses them benefits too.
"""

from __future__ import annotations

import mlir.ir as uir
from mlir.dialects import arith, math

from ..walk import ops_named


def _float_element(t) -> bool:
    element = t.element_type if isinstance(t, uir.VectorType) else t
    return isinstance(element, (uir.F32Type, uir.F64Type, uir.F16Type, uir.BF16Type))


def _splat(t, value: float):
    if isinstance(t, uir.VectorType):
        attr = uir.DenseElementsAttr.get_splat(t, uir.FloatAttr.get(t.element_type, value))
    else:
        attr = uir.FloatAttr.get(t, value)
    return arith.constant(t, attr)


def _cmp(predicate: str, a, b):
    codes = {"oeq": 1, "olt": 4}
    i64 = uir.IntegerType.get_signless(64)
    return arith.cmpf(uir.IntegerAttr.get(i64, codes[predicate]), a, b)


def _log1p(x):
    t = x.type
    one, inf = _splat(t, 1.0), _splat(t, float("inf"))
    u = arith.addf(x, one)
    # The rounding error of u = 1 + x, exactly (Fast2Sum, larger operand first), over u is
    # what log(u) misses: log1p(x) = log(u) + err / u to first order.
    err_small = arith.subf(x, arith.subf(u, one))
    err_large = arith.subf(one, arith.subf(u, x))
    err = arith.select(_cmp("olt", math.absf(x), one), err_small, err_large)
    zero = _splat(t, 0.0)
    correction = arith.select(_cmp("oeq", u, zero), zero, arith.divf(err, u))  # x = -1
    general = arith.addf(math.log(u), correction)
    result = arith.select(_cmp("oeq", u, one), x, general)
    return arith.select(_cmp("oeq", u, inf), u, result)


def _f32_expm1(x):
    """f32: exp in f64 minus 1, rounded once. For |x| >= 2^-25 the cancellation costs at
    most 2^-27 of an f32 ulp; below that expm1(x) rounds to x (sign of zero included)."""
    t = x.type
    wide = (uir.VectorType.get(t.shape, uir.F64Type.get()) if isinstance(t, uir.VectorType)
            else uir.F64Type.get())
    e = math.exp(arith.extf(wide, x))
    narrow = arith.truncf(t, arith.subf(e, _splat(wide, 1.0)))
    return arith.select(_cmp("olt", math.absf(x), _splat(t, 2.0 ** -25)), x, narrow)


def _expm1(x):
    t = x.type
    element = t.element_type if isinstance(t, uir.VectorType) else t
    if isinstance(element, uir.F32Type):
        return _f32_expm1(x)
    one, minus_one, inf = _splat(t, 1.0), _splat(t, -1.0), _splat(t, float("inf"))
    u = math.exp(x)
    um1 = arith.subf(u, one)
    general = arith.mulf(um1, arith.divf(x, math.log(u)))
    result = arith.select(_cmp("oeq", um1, minus_one), minus_one, general)
    result = arith.select(_cmp("oeq", u, one), x, result)
    return arith.select(_cmp("oeq", u, inf), u, result)


_EXPANSIONS = {"math.log1p": _log1p, "math.expm1": _expm1}
EXPANDED = tuple(_EXPANSIONS)  # the names of the ops rewritten here


def expand_log1p_expm1(module) -> int:
    """Rewrite every float `math.log1p`/`math.expm1`; returns how many were rewritten."""
    count = 0
    for op in ops_named(module, _EXPANSIONS):
        x = op.operands[0]
        if not _float_element(x.type):
            continue
        with uir.InsertionPoint(op), op.location:
            value = _EXPANSIONS[op.name](x)
        op.results[0].replace_all_uses_with(value)
        op.erase()
        count += 1
    return count
