"""`lapack_?potrf_ffi` (Cholesky, what jnp.linalg.cholesky and jax.scipy.linalg.cho_factor
export on CPU) → one call of the native routine contract/native/lapack_potrf.c (f32, f64,
c64, c128; batches).

Operand a [.., n, n]; `mhlo.backend_config` uplo 'L' or 'U' names the triangle read (of the
diagonal only the real part). Results: the factor in that triangle (A = L L^H, or U^H U),
the other triangle a's as LAPACK leaves it, and info [..] (1 + the first j whose updated
diagonal is <= 0, else 0; JAX turns info != 0 into NaN). A NaN diagonal is not a failure
but NaN in the factor from there on, as jax.jit's LAPACK (OpenBLAS) has it. The batch dimensions are
merged into one; empty inputs never reach the C code.

Why native code: the previous rule made the custom call a stablehlo.cholesky (the column
loop of linear_algebra.lower_cholesky, blocked and unrolled from n = 128) plus a select of
the kept triangle: n = 512 f32 3.9 ms against LAPACK's 1.75, every program with it compiling
in 0.4-0.5 s. stablehlo.cholesky itself (written by hand, or by other front ends) still
takes that path.

Measured 2026-11-27 on one Emerald Rapids core (`taskset -c 1`, process CPU time, medians of
200 / 40 calls, jnp.linalg.cholesky of a random f32 SPD matrix; old rule -> native, jax.jit in
brackets; compile time, process CPU, cache off): n = 128 0.077 -> 0.111 ms (0.092), 0.38 ->
0.05 s; n = 512 3.88 -> 1.68 ms (1.72), 0.45 -> 0.06 s. At 128 the old rule's ops fused
with the program's symmetrization and select; the C routine alone (ctypes) runs 0.079 ms
there against scipy's 0.059, and 1.11 against 1.22 at 512.
"""

from __future__ import annotations

import math

from jaxlib.mlir import ir

from . import _helpers as h
from ._lapack_values import backend_chars
from ._native_lapack import native_call, replace_with_native
from ._text import Writer

_ROUTINES = {"f32": "potrf_f32", "f64": "potrf_f64", "complex<f32>": "potrf_c64",
             "complex<f64>": "potrf_c128"}


def lower_potrf(op: ir.Operation) -> None:
    ty = h.tensor_type(op.operands[0])
    shape, elem = list(ty.shape), str(ty.element_type)
    lower = backend_chars(op).get("uplo", "L") == "L"
    lead, n = shape[:-2], shape[-1]
    count = math.prod(lead)
    w = Writer()
    a = w.arg("%a", shape, elem)
    if n == 0 or count == 0:  # nothing to factor (and no empty buffers for the C code)
        results = [a, w.full(0, lead, "i32")]
    else:
        f, info = native_call(w, _ROUTINES[elem], [w.reshape(a, [count, n, n])],
                              [count, n, int(lower)],
                              [([count, n, n], elem), ([count], "i32")])
        results = [w.reshape(f, shape), w.reshape(info, lead)]
    replace_with_native(op, w, [a], results)
