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

Measured 2026-11-27 on one Emerald Rapids core (`taskset -c 1`, process CPU time, medians of
200 calls at 128 and 30 at 512, two alternated runs agreeing within 5%; loop -> native,
jax.jit in brackets; compile time, process CPU, cache off, median of 3, after the semicolon):

    triangular_solve f32 128 (128 rhs)   0.082 -> 0.049 ms (0.14);   0.061 -> 0.029 s
    triangular_solve f32 512 (512 rhs)   7.2   -> 1.67 ms  (4.7);    0.072 -> 0.028 s
    triangular_solve f64 512 (512 rhs)   21.9  -> 4.56 ms  (9.5)
    solve f32 128 / 512 (1 rhs)          0.153 -> 0.067 / 3.7 -> 2.3 ms (0.13 / 2.5)
    solve f64 128 / 512                  0.182 -> 0.095 / 5.9 -> 4.2 ms (0.16 / 4.3-5.9)
    inv f32 128 / 512                    0.288 -> 0.139 / 18.4 -> 5.9 ms (0.33 / 8.2);
                                         compile 0.18 -> 0.11 / 0.22 -> 0.13 s
    inv f64 128 / 512                    0.55 -> 0.225 / 51 -> 13.9 ms (0.51 / 16.9)

Part of the gain at 128 is not the solve: every LAPACK routine picked its kernels with cpuid
on each call, 75 us a call in this VM (host_cpu.inc now asks once). The C routine alone
(ctypes, thread CPU) against scipy's LAPACK, f32 512 with 512 / 8 / 1 right-hand sides:
1.5 / 0.07-0.12 / 0.03 ms against 3.1 / 0.10-0.17 / 0.03.
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
