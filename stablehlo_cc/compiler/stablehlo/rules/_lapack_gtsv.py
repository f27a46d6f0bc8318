"""`lapack_?gtsv_ffi` (tridiagonal solve, what jax.lax.linalg.tridiagonal_solve and
jax.scipy.linalg.solve_banded-style code export on CPU) → one call of the native routine
contract/native/lapack_gtsv.c (f32, f64, c64, c128; batches).

Operands dl, d, du [.., n] (sub-, main and super-diagonal: JAX's convention, dl[0] and du[n-1]
unused; LAPACK sees dl from its second element) and b [.., n, nrhs]; results: the three
diagonals as gtsv leaves them (d and du the first two diagonals of U, dl the second
superdiagonal, dl[n-1] untouched), the solution x in place of b, and info [..] (the 1-based step
whose pivot was exactly zero, after which LAPACK stops and leaves everything as it is, else 0).

Gaussian elimination with partial pivoting between each row and the next, one row a step: the
row with the larger |pivot| (|re| + |im| for complex, as LAPACK's CABS1) becomes the pivot row,
the other row takes the multiple of it off; then back substitution from the last row.

Why native code: the rule before wrote that elimination as StableHLO loops, the whole batch
moving through the n steps together by selects, each step slicing and updating [batch, n]
tensors. Measured 2026-11-27 (f32, nrhs 1, `taskset -c 1` on a shared host, process CPU
time, medians of 20; old rule -> native, jax.jit in brackets): one system of n = 10^6
21.0 -> 19.3 ms (22.9); 1000 systems of n = 1000 139 -> 18.5 ms (23.0). Compile time
0.28 -> 0.07 s. The oracle: tests/test_lapack_gtsv.py (jaxlib's kernel through XLA, every
output).
"""

from __future__ import annotations

import math

from jaxlib.mlir import ir

from . import _helpers as h
from ._lapack_values import zeros
from ._native_lapack import native_call, replace_with_native
from ._text import Writer

ROUTINE_SUFFIX = {"f32": "f32", "f64": "f64", "complex<f32>": "c64", "complex<f64>": "c128"}


def tridiagonal_operands(op: ir.Operation, w: Writer):
    """(arguments dl, d, du, b of the generated function, lead dims, n, nrhs, element type,
    batch size) of a tridiagonal solve's custom call."""
    dl_t, b_t = h.tensor_type(op.operands[0]), h.tensor_type(op.operands[3])
    lead, n = list(dl_t.shape[:-1]), dl_t.shape[-1]
    nrhs, elem = b_t.shape[-1], str(b_t.element_type)
    args = [w.arg(f"%{name}", list(dl_t.shape), elem) for name in ("dl", "d", "du")]
    args.append(w.arg("%b", list(b_t.shape), elem))
    return args, lead, n, nrhs, elem, math.prod(lead)


def batched_operands(w: Writer, args, n: int, nrhs: int, batch: int):
    """dl, d, du as [batch, n] and b as [batch, n, nrhs]: the C routine's layout."""
    return [w.reshape(a, [batch, n]) for a in args[:3]] + [w.reshape(args[3], [batch, n, nrhs])]


def lower_gtsv(op: ir.Operation) -> None:
    w = Writer()
    args, lead, n, nrhs, elem, batch = tridiagonal_operands(op, w)
    if n == 0 or batch == 0:  # (no empty buffers for the C code)
        replace_with_native(op, w, args, args + [w.full(0, lead, "i32")])
        return
    dl, d, du, b = batched_operands(w, args, n, nrhs, batch)
    if nrhs == 0:  # LAPACK still factors: solve for one zero column, then drop it
        b = zeros(w, [batch, n, 1], elem)
    width = max(nrhs, 1)
    outs = native_call(w, "gtsv_" + ROUTINE_SUFFIX[elem], [dl, d, du, b], [batch, n, width],
                       [([batch, n], elem)] * 3 + [([batch, n, width], elem), ([batch], "i32")])
    x = args[3] if nrhs == 0 else w.reshape(outs[3], lead + [n, nrhs])
    results = [w.reshape(v, lead + [n]) for v in outs[:3]] + [x, w.reshape(outs[4], lead)]
    replace_with_native(op, w, args, results)
