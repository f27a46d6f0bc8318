"""`stablehlo.triangular_solve` (and with it jaxlib's `lapack_?trsm_ffi`, which `_lapack.py`
rewrites to that op) on f32, f64, complex<f32> and complex<f64> -> one call of the native
routine contract/native/lapack_trsm.c.

Operands a [.., k, k] and b [.., m, n] (k = m for left_side, else n) with equal batch
dimensions; the result x solves op(a) x = b (left) or x op(a) = b, op(a) = a, a^T or a^H
(transpose_a), reading only the `lower` (or upper) triangle of a, and not its diagonal when
unit_diagonal. The batch dimensions are merged into one; empty tensors never reach the C
code (an empty b has an empty x; an empty a with k = 0 makes b empty too).

Why native code: the op was a loop of StableHLO ops, one row of the substitution a step,
each a dot of the whole matrix (O(k) steps of O(k n) work plus the copies the loop carried):
jnp.linalg.inv at 512 f32 spent ~15 of its 17 ms there (jax.jit: 7.9 ms in all), and every
program with a solve compiled the loop. f32 and c64 are solved in f32 lanes as LAPACK's
strsm / ctrsm do (no wider accumulation).
"""

from __future__ import annotations

import math

from jaxlib.mlir import ir

from . import _helpers as h
from ._native_lapack import native_call, replace_with_native
from ._text import Writer

_ROUTINES = {"f32": "trsm_f32", "f64": "trsm_f64", "complex<f32>": "trsm_c64",
             "complex<f64>": "trsm_c128"}
_TRANSPOSE = {"NO_TRANSPOSE": 0, "TRANSPOSE": 1, "ADJOINT": 2}


def lower_natively(op: ir.Operation) -> bool:
    """Replace `op` (a stablehlo.triangular_solve) by the native call and say True, or say
    False (element type or shapes the C routine does not take; the caller's loop does)."""
    aty, bty = h.tensor_type(op.operands[0]), h.tensor_type(op.operands[1])
    elem = str(aty.element_type)
    ashape, bshape = list(aty.shape), list(bty.shape)
    if elem not in _ROUTINES or ashape[:-2] != bshape[:-2] or len(bshape) < 2:
        return False
    attrs = op.attributes
    left = ir.BoolAttr(attrs["left_side"]).value
    lower = ir.BoolAttr(attrs["lower"]).value
    unit = ir.BoolAttr(attrs["unit_diagonal"]).value
    transpose = _TRANSPOSE[str(attrs["transpose_a"]).split()[-1].rstrip(">")]
    lead, (m, n) = bshape[:-2], bshape[-2:]
    count = math.prod(lead)
    w = Writer()
    a, b = w.arg("%a", ashape, elem), w.arg("%b", bshape, elem)
    if count == 0 or m == 0 or n == 0:
        x = b
    else:
        k = ashape[-1]
        x, = native_call(w, _ROUTINES[elem],
                         [w.reshape(a, [count, k, k]), w.reshape(b, [count, m, n])],
                         [count, m, n, int(left), int(lower), transpose, int(unit)],
                         [([count, m, n], elem)])
        x = w.reshape(x, bshape)
    replace_with_native(op, w, [a, b], [x])
    return True
