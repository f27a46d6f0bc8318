"""`lapack_?getrf_ffi` (LU with partial pivoting, what jnp.linalg.inv/solve/det/slogdet and
jax.scipy.linalg.lu_factor export on CPU) → one call of the native routine
contract/native/lapack_getrf.c (f32, f64, c64, c128; any m x n; batches).

Operand a [.., m, n]; results: the packed factors (unit-lower L below the diagonal, U on and
above it, as LAPACK's getrf leaves them), the 1-based pivot rows [.., min(m, n)] as int32
(row j was swapped with row pivots[j] - 1 at step j), and info [..] (1 + the first j with
U[j, j] == 0, else 0). The pivot is LAPACK's: the first row of largest magnitude at or below
the diagonal (|re| + |im| for complex), decided in the input's precision. The batch
dimensions are merged into one; empty inputs never reach the C code.

Why native code: the previous rule was StableHLO ops, a column loop (O(m n) masked work a
step) and from min(m, n) = 128 on LAPACK's blocked form with the panels unrolled (each one
its own code of its own shapes). It ran at 2.4x LAPACK's time at 512 and made every program
with an LU compile in 0.6-0.9 s. The native routine covers every case the old rule did
(types, m x n, batches), so that rule is gone.

Measured 2026-11-27 on one Emerald Rapids core (`taskset -c 1`, process CPU time, medians of
200 calls at 128 and 40 at 512, random f32 matrices; old rule -> native, jax.jit in
brackets), compile time (process CPU, cache off, median of 3) after the semicolon:

    lu_factor 128   0.116 -> 0.124 ms (0.13);   0.60 -> 0.05 s
    lu_factor 512   5.94  -> 2.42 ms  (2.6);    0.72 -> 0.06 s
    solve 128       0.159 -> 0.163 ms (0.135);  0.70 -> 0.15 s
    solve 512       7.36  -> 3.68 ms  (2.5);    0.85 -> 0.18 s
    inv 128         0.305 -> 0.285 ms (0.33);   0.78 -> 0.16 s
    inv 512         22.5  -> 17.2 ms  (7.9);    0.91 -> 0.21 s

What was left of solve and inv at 512 was the triangular solves (`lapack_?trsm_ffi`, then a
loop of StableHLO ops: 1.3 ms for solve's one right-hand side, about 15 ms for inv's 512);
they are native now (`_triangular_solve.py`: inv 512 f32 5.9 ms, solve 2.3). The C routine alone (ctypes, thread CPU) runs 0.10 ms at 128 and 2.3 ms at 512,
LAPACK (scipy) 0.10 and 2.2.
"""

from __future__ import annotations

import math

from jaxlib.mlir import ir

from . import _helpers as h
from ._native_lapack import native_call, replace_with_native
from ._text import Writer

_ROUTINES = {"f32": "getrf_f32", "f64": "getrf_f64", "complex<f32>": "getrf_c64",
             "complex<f64>": "getrf_c128"}


def lower_getrf(op: ir.Operation) -> None:
    ty = h.tensor_type(op.operands[0])
    shape, elem = list(ty.shape), str(ty.element_type)
    (m, n), lead = shape[-2:], shape[:-2]
    k, count = min(m, n), math.prod(lead)
    w = Writer()
    a = w.arg("%a", shape, elem)
    if k == 0 or count == 0:  # nothing to factor (and no empty buffers for the C code)
        results = [a, w.full(0, lead + [k], "i32"), w.full(0, lead, "i32")]
    else:
        lu, piv, info = native_call(w, _ROUTINES[elem], [w.reshape(a, [count, m, n])],
                                    [count, m, n],
                                    [([count, m, n], elem), ([count, k], "i32"),
                                     ([count], "i32")])
        results = [w.reshape(lu, shape), w.reshape(piv, lead + [k]), w.reshape(info, lead)]
    replace_with_native(op, w, [a], results)
