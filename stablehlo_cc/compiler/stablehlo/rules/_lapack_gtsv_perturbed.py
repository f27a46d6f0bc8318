"""`tridiagonal_solve_perturbed_ffi` (jax.lax.linalg.tridiagonal_solve(perturb_singular=True),
which jax.scipy.linalg.eigh_tridiagonal's inverse iteration calls) → one call of the native
routine `gtsvp` of contract/native/lapack_gtsv.c (f32, f64, c64, c128; batches).

Operands dl, d, du [.., n] (JAX's convention: dl[0], du[n-1] unused) and b [.., n, nrhs];
result x [.., n, nrhs]. jaxlib's kernel (after LAPACK's ?lagtf / ?lagts) solves a possibly
singular system without failing:

1. Elimination with scaled row pivoting, one row a step: row k+1's multiple of the pivot row
   is taken off when |sub| / scale(k+1) <= |u[k,0]| / scale(k) (scale = the row's sum of
   magnitudes; a zero subdiagonal needs no step), else rows k and k+1 swap; U's three
   diagonals are kept, with max |U| over them, and L^-1 P b is formed on the way.
2. Back substitution from the last row, where every pivot p with |p| < 1 may be perturbed:
   with perturb = eps max |U| (at least the smallest normal, with p's real sign), while
   |p| < 1 it adds perturb (and doubles it) when p is 0 or smaller than max |row| times the
   smallest normal, or when max |row| / p would overflow; a tiny p that is safe to scale
   instead multiplies p and the row by 1 / (smallest normal) and stops. Then
   x[k] = row * (1 / p) (the 1 x 1 system divides by p instead).

The C code does these steps operation for operation as the StableHLO rule before it did
(there a loop over rows moving the whole batch by selects, with a while loop per row for the
perturbation). Measured 2026-11-27 (f32, nrhs 1, `taskset -c 1` on a shared host, process CPU
time, medians of 20; old rule -> native, jax.jit in brackets): one system of n = 10^6
21.7 -> 19.3 ms (21.4); 1000 systems of n = 1000 325 -> 18.7 ms (17.2); compile 0.62 ->
0.03 s.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ._lapack_gtsv import ROUTINE_SUFFIX, batched_operands, tridiagonal_operands
from ._native_lapack import native_call, replace_with_native
from ._text import Writer


def lower_gtsv_perturbed(op: ir.Operation) -> None:
    w = Writer()
    args, lead, n, nrhs, elem, batch = tridiagonal_operands(op, w)
    if n == 0 or batch == 0 or nrhs == 0:  # nothing to solve (no empty buffers for C)
        x = args[3]
    else:
        (x,) = native_call(w, "gtsvp_" + ROUTINE_SUFFIX[elem],
                           batched_operands(w, args, n, nrhs, batch), [batch, n, nrhs],
                           [([batch, n, nrhs], elem)])
        x = w.reshape(x, lead + [n, nrhs])
    replace_with_native(op, w, args, [x])
