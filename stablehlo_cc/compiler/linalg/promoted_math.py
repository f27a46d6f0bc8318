"""f32 `tan` and `atan2` evaluated in f64, then rounded once.

In vectorized loops these become glibc's libmvec calls, whose f32 versions are only within
4 ulp (`tanf` 3.2, `atan2f` 3.1 ulp measured). The same op on operands extended to f64
(libmvec's f64 functions are within a few f64 ulp, 2^-29 of an f32 ulp), truncated, is the
correctly rounded f32 value but for rare double rounding (<= 0.5 ulp + 2^-28). The loops stay
vectorized (`vector_math.py` splits the 16 x f64 calls into libmvec's 8 x f64).
"""

from __future__ import annotations

import mlir.ir as uir
from mlir.dialects import arith

from ..walk import ops_named

PROMOTED = ("math.tan", "math.atan2")


def _f64_like(t):
    """The f64 counterpart of an f32 scalar or vector type; None for anything else."""
    if isinstance(t, uir.VectorType) and isinstance(t.element_type, uir.F32Type):
        return uir.VectorType.get(t.shape, uir.F64Type.get(t.context))
    if isinstance(t, uir.F32Type):
        return uir.F64Type.get(t.context)
    return None


def promote_f32_math(module) -> int:
    """Rewrite each f32 op of PROMOTED as extf -> op on f64 -> truncf; returns the count."""
    count = 0
    for op in ops_named(module, PROMOTED):
        wide = _f64_like(op.results[0].type)
        if wide is None or any(v.type != op.results[0].type for v in op.operands):
            continue
        with uir.InsertionPoint(op), op.location:
            operands = [arith.extf(wide, v) for v in op.operands]
            attrs = {a.name: a.attr for a in (op.attributes[i] for i in range(len(op.attributes)))}
            new = uir.Operation.create(op.name, results=[wide], operands=operands,
                                       attributes=attrs)
            narrow = arith.truncf(op.results[0].type, new.results[0])
        op.results[0].replace_all_uses_with(narrow)
        op.erase()
        count += 1
    return count
