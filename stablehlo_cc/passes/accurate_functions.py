"""StableHLO-level rewrites that keep f32 `asinh`, `acosh`, `atanh`, `erf` and `logistic`
within 2 ulp of the correctly rounded value (measured by `benchmarks/math_ulp.py`).

- CHLO's f32 expansions of `asinh`/`acosh`/`atanh`/`erf` chain several rounded f32 steps
  and reach 3-7 ulp (acosh near 1, atanh near +-1; erf 3.5 ulp below 1, 7 near 3.3, 36 at
  1.6e-38 where an intermediate underflows): they are evaluated as the f64 op and converted
  back once (<= 0.5 ulp + double rounding), still elementwise and vectorized (erf, in GELU,
  costs about twice the f32 polynomial).
- `stablehlo-legalize-to-linalg` computes `logistic` as 1 / (1 + exp(-x)), which is 0 once
  exp(-x) overflows (x < -88.7) although the value is still a (subnormal) float down to
  x = -103.3, and rounds 1 + e (2.4 ulp). Here it is n / (1 + e) with e = exp(-|x|),
  n = 1 for x >= 0 and e below, with the rounding error of 1 + e corrected.

Runs before `chlo-legalize-to-stablehlo` (CHLO ops must still be there).
"""

from __future__ import annotations

from jaxlib.mlir import ir

from .walk import ops_named

_WIDENED = ("chlo.acosh",)
# complex<f32>: the inverse functions and log (the real functions' expansions on complex
# parts chain many f32 roundings: acos 5.4, atanh 6.2, log 5.5 ulp per part before).
_WIDENED_COMPLEX = ("chlo.acos", "chlo.asin", "chlo.atan", "chlo.acosh", "chlo.asinh",
                    "chlo.atanh", "stablehlo.log", "stablehlo.log_plus_one")


def _f32_tensor(t: ir.Type) -> ir.RankedTensorType | None:
    """The type if it is a tensor of f32 or complex<f32>."""
    try:
        rt = ir.RankedTensorType(t)
    except ValueError:
        return None
    element = rt.element_type
    if isinstance(element, ir.ComplexType):
        element = element.element_type
    return rt if isinstance(element, ir.F32Type) else None


def _wide(t: ir.RankedTensorType) -> ir.RankedTensorType:
    f64 = ir.F64Type.get()
    complex_ = isinstance(t.element_type, ir.ComplexType)
    return ir.RankedTensorType.get(t.shape, ir.ComplexType.get(f64) if complex_ else f64)


def _op(name, result_type, *operands, **attributes):
    return ir.Operation.create(name, results=[result_type], operands=list(operands),
                               attributes=attributes or None).result


def _constant(t: ir.RankedTensorType, value: float):
    attr = ir.DenseElementsAttr.get_splat(t, ir.FloatAttr.get(t.element_type, value))
    return _op("stablehlo.constant", t, value=attr)


def _compare(direction: str, a, b):
    t = ir.RankedTensorType(a.type)
    i1 = ir.RankedTensorType.get(t.shape, ir.IntegerType.get_signless(1))
    return _op("stablehlo.compare", i1, a, b, comparison_direction=ir.Attribute.parse(
        f"#stablehlo<comparison_direction {direction}>"))


def _widened(op, t):
    wide = _wide(t)
    x = _op("stablehlo.convert", wide, op.operands[0])
    return _op("stablehlo.convert", t, _op(op.name, wide, x))


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
    if t is None or not t.has_static_shape:
        return False
    complex_ = isinstance(t.element_type, ir.ComplexType)
    if op.name not in (_WIDENED_COMPLEX if complex_ else (*_WIDENED, "stablehlo.logistic")):
        return False
    with op.location, ir.InsertionPoint(op):
        if op.name in _WIDENED or complex_:
            value = _widened(op, t)
        else:
            value = _logistic(op, t)
    op.results[0].replace_all_uses_with(value)
    op.erase()
    return True


def make_f32_functions_accurate(module: ir.Module) -> int:
    """Apply the rewrites above to every f32 op they cover; returns how many changed."""
    ops = ops_named(module.operation, {*_WIDENED, *_WIDENED_COMPLEX, "stablehlo.logistic"})
    return sum(_rewrite(op) for op in ops)
