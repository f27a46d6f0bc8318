"""`lapack_?geev_ffi` (jnp.linalg.eig, jnp.linalg.eigvals) and `lapack_?gees_ffi`
(jax.scipy.linalg.schur, lax.linalg.schur) → one call of the native routine
contract/native/lapack_geev.c.

ABIs (jaxlib's FFI kernels; leading dimensions are batch dimensions):
- sgeev / dgeev: a [n, n] real → (wr [n], wi [n], vl [n, n] complex, vr [n, n] complex,
  info); cgeev / zgeev: a complex → (w [n], vl, vr, info). backend_config compute_left /
  compute_right 'V' or 'N' (vectors not asked for are returned as zeros).
- sgees / dgees: a → (t, vs, wr, wi, sdim, info), the real Schur form (2x2 blocks with equal
  diagonal and b c < 0 for complex pairs, as LAPACK's); cgees / zgees: a → (t, vs, w, sdim,
  info). backend_config mode ('V': vs = Q; 'N': zeros) and sort, which must be 'N': a
  sorted Schur form is refused. jax never emits another: its CPU lowering of lax.linalg.schur
  raises NotImplementedError for sort_eig_vals=True (and ignores select_callable) before it
  makes the custom call, and jax.scipy.linalg.schur has no sort argument.

How: the batch dimensions are merged into one and the rule emits the placeholder call of
`geev_<t>` / `gees_<t>` (t = f32, f64, c64, c128) with the descriptor [batch, n, left,
right] or [batch, n, vectors] (`_native_lapack.py`); compiler/linalg/native_lapack_calls.py
makes it a call of the C function on buffers. The C code (balancing, Hessenberg reduction,
Francis double-shift QR for real matrices and single-shift QR for complex ones, back
substitution for the eigenvectors, all in f64 / c128) says more.

Differences from LAPACK, all within what the functions promise:
- eigenvalue order: that of the QR iteration's deflations. For n < 75 (where LAPACK's
  ?hseqr runs its double-shift ?lahqr too) it is LAPACK's order in our f64 tests; beyond,
  LAPACK's multishift iteration with aggressive early deflation finds them in another
  order.
- a Schur form is unique only up to the eigenvalue order and the signs (phases) of Q's
  columns, so t and vs may differ from LAPACK's though Q T Q^H = A; eigenvectors of real
  eigenvalues may differ in sign.
- f32 / c64 input is computed in f64 / c128, so results are more accurate than sgeev's.
- balancing scales (as ?gebal 'S') but does not permute.

Why native code: the previous rule ran the complex single-shift iteration as StableHLO
while loops (each Givens rotation a few slices and updates of whole tensors) 12-30x slower
than LAPACK, and could not give the real Schur form at all. Measured 2026-11-27 on this
host (Emerald Rapids VM, noisy), `taskset -c 1`, medians of 3-9 calls of the compiled
program, ms, the previous rule / this one / jax.jit (LAPACK), two alternated runs:
  f32 eig         n =  64: 18-23 / 1.0 / 1.3;   128: 172-201 / 17-21 / 16-23;
                  n = 256: 2500-2900 / 80-122 / 39-68
  f32 eigvals     n =  64: 18-22 / 0.6-0.7 / 0.6;   128: 191-193 / 7.5-11 / 8-12;
                  n = 256: 2100-2400 / 42-57 / 30-48
  c64 eig         n =  64: 19-21 / 6.9-9.6 / 8-12;   128: 186-216 / 46-62 / 44-84;
                  n = 256: 1950-3670 / 330-500 / 107-160
  c64 eigvals     n = 256: 2290-2640 / 158-198 / 107-111
  complex schur   n =  64: 14-18 / 7-11 / 7-12;   128: 98-205 / 39-56 / 24-49;
  (f32, c64)      n = 256: 2070-2770 / 300-470 / 96-156
  real schur f64  n =  64: refused / 0.9 / 4.0;   128: refused / 13 / 30;   256: - / 125 / 81
  f64 eig         n =  64: 1.1 / 4.0;   128: 14 / 18;   256: 100 / 108 (this rule / jax)
Compile time of a program with one eig (stablehlo_cc.compile, cache off, process CPU
time): 0.62-1.24 s before, 0.04-0.09 s now (no loop nest to generate). What is left
against LAPACK at n >= 256 is its multishift QR (contract/native/lapack_geev.c).
"""

from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir

from . import _helpers as h
from ._lapack_values import backend_chars, zeros
from ._native_lapack import native_call, replace_with_native
from ._text import Writer

_SUFFIX = {"f32": "f32", "f64": "f64", "complex<f32>": "c64", "complex<f64>": "c128"}


def _target(op: ir.Operation) -> str:
    return ir.StringAttr(op.attributes["call_target_name"]).value


def _lower(op: ir.Operation, routine: str, flags: list[int]) -> None:
    """Replace `op` by the native call of `routine`_<t> over the merged batch, its results
    in `op`'s result order and shapes."""
    ty = h.tensor_type(op.operands[0])
    shape, elem = list(ty.shape), str(ty.element_type)
    lead, n = shape[:-2], shape[-1]
    batch = int(np.prod(lead, dtype=np.int64))
    outs = [(list(h.tensor_type(r).shape), str(h.tensor_type(r).element_type))
            for r in op.results]
    w = Writer()
    a = w.arg("%a", shape, elem)
    if n == 0 or batch == 0:  # nothing to compute (and no empty buffers for the C code)
        results = [zeros(w, s, e) for s, e in outs]
    else:
        flat = [([batch] + s[len(lead):], e) for s, e in outs]
        got = native_call(w, f"{routine}_{_SUFFIX[elem]}", [w.reshape(a, [batch, n, n])],
                          [batch, n] + flags, flat)
        results = [w.reshape(v, s) for v, (s, _) in zip(got, outs)]
    replace_with_native(op, w, [a], results)


def lower_geev(op: ir.Operation) -> None:
    chars = backend_chars(op)
    left, right = chars.get("compute_left", "N") == "V", chars.get("compute_right", "N") == "V"
    _lower(op, "geev", [int(left), int(right)])


def lower_gees(op: ir.Operation) -> None:
    chars = backend_chars(op)
    if chars.get("sort", "N") != "N":
        raise NotImplementedError(
            f"custom_call '{_target(op)}' with sort (a sorted Schur form) is not supported: "
            "jax's own CPU lowering of lax.linalg.schur refuses sort_eig_vals, so no jax "
            "program makes this call")
    _lower(op, "gees", [int(chars.get("mode", "V") == "V")])
