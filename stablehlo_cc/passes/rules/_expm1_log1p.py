"""Accurate e^u - 1 and log(1 + u) on f32/f64 tensors, from exp and log.

MLIR's `convert-math-to-llvm` lowers `math.expm1` to exp(u) - 1 and `math.log1p` to
log(1 + u), which lose every digit for small u (expm1(1e-20) = 0). Kahan's corrections divide
the rounding of w = e^u (or w = 1 + u) back out, to a few ulps:
  expm1(u) = (w - 1) u / log w,   log1p(u) = u log w / (w - 1),
with u itself where w rounds to 1, and -1 / w where w - 1 is -1 or w is infinite.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ._elementwise import binary, compare, create, select, splat


def _op(name: str, a: ir.Value) -> ir.Value:
    return create(f"stablehlo.{name}", a.type, [a])


def _const(like: ir.Value, number: float) -> ir.Value:
    return splat(like, ir.RankedTensorType(like.type).element_type, number)


def expm1(u: ir.Value) -> ir.Value:
    one = _const(u, 1.0)
    w = _op("exponential", u)
    wm1 = binary("subtract", w, one)
    corrected = binary("divide", binary("multiply", wm1, u), _op("log", w))
    out = select(compare("EQ", wm1, _const(u, -1.0), "FLOAT"), wm1, corrected)
    out = select(compare("EQ", w, _const(u, float("inf")), "FLOAT"), w, out)
    return select(compare("EQ", w, one, "FLOAT"), u, out)


def log1p(u: ir.Value) -> ir.Value:
    one = _const(u, 1.0)
    w = binary("add", one, u)
    corrected = binary("multiply", u, binary("divide", _op("log", w),
                                             binary("subtract", w, one)))
    out = select(compare("EQ", w, _const(u, float("inf")), "FLOAT"), w, corrected)
    return select(compare("EQ", w, one, "FLOAT"), u, out)


def is_f32_or_f64(t: ir.Type) -> bool:
    return isinstance(t, (ir.F32Type, ir.F64Type))
