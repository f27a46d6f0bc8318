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
than LAPACK, and could not give the real Schur form. Measured (2026-11-27, this host,
`taskset -c 1`, median of 7 runs of the jitted function, ms; old rule / native / jax.jit):
  f32 eig      n = 64: 10.8 / 1.9 / 2.8;   n = 128: 108 / 32 / 19;   n = 256: - / 250 / 61
(numbers in the report of helper `nativeeig`; see tests/test_lapack_eig.py for the oracle
checks).
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
