"""`lapack_?geev_ffi` (jnp.linalg.eig, jnp.linalg.eigvals) and `lapack_?gees_ffi` for complex
matrices (jax.scipy.linalg.schur(output='complex'), or of complex input) → the complex Schur
iteration of `_lapack_schur.py`, one matrix at a time (a loop over the batch). The batch loop
is a stablehlo.while, not an scf.for: with scf.for (counted), LLVM's loop strength reduction
(`compiler/loop_strength.py`) aborted on the assertion "Loops must remain in LCSSA form!" for
batches of 2 or more matrices with n >= 9 (2026-11-27); a while loop compiles.

ABIs (jaxlib's FFI kernels; leading dimensions are batch dimensions):
- sgeev / dgeev: a [n, n] real → (wr [n], wi [n], vl [n, n] complex, vr [n, n] complex,
  info); cgeev / zgeev: a complex → (w [n], vl, vr, info). backend_config compute_left /
  compute_right 'V' or 'N' (vectors not asked for are returned as zeros).
- cgees / zgees: a → (t, vs, w, sdim, info), backend_config mode ('V': vs = Q; 'N': zeros)
  and sort ('N' only: sorted Schur forms are refused). Real sgees / dgees return LAPACK's real
  Schur form (2x2 blocks for complex pairs), which the complex iteration does not give: refused.

Differences from LAPACK, all within what the functions promise:
- eigenvalue order: ours is the order in which the QR iteration deflates them (roughly the
  small-modulus ones first), not LAPACK's; callers that need an order sort.
- a real matrix's complex eigenvalues come in conjugate pairs only up to roundoff (LAPACK's
  real iteration makes them exact pairs), and its eigenvectors are complex multiples of
  LAPACK's real ones: unit 2-norm with the largest entry real and positive.
- a Schur form (T, Q) is unique only up to the eigenvalue order and unit-modulus column
  scalings, so t and vs differ from LAPACK's though Q T Q^H = A.
- no balancing (?gebal), so badly scaled matrices lose more accuracy than with LAPACK; info
  is always 0 (an iteration out of budget gives unconverged values, not info > 0).
"""

from __future__ import annotations

import math

from jaxlib.mlir import ir

from . import _helpers as h
from ._lapack_schur import (WORK, normalized, schur, triangular_eigenvectors)
from ._lapack_values import backend_chars, conj, imag_part, real_part, to_complex, zeros
from ._text import Value, Writer, while_loop


def _work_input(w: Writer, a: Value) -> Value:
    if a.elem.startswith("complex"):
        return w.convert(a, WORK)
    return to_complex(w, w.convert(a, "f64"))


def _left_vectors(w: Writer, t: Value, q: Value) -> Value:
    """u_k with u_k^H A = lambda_k u_k^H: Q Y for the left eigenvectors Y of T, which are the
    right ones of T^H (lower triangular), i.e. of its index-reversal (upper), reversed back."""
    th = w.reverse(conj(w, w.transpose(t, [1, 0])), [0, 1])
    y = w.reverse(triangular_eigenvectors(w, th), [0, 1])
    return normalized(w, w.dot(q, y, ([1], [0])))


def _per_matrix(op: ir.Operation, name: str, compute):
    """Lower `op` by running compute(w, a [n, n] work matrix) -> results for one matrix (each
    [..] with the batch dims dropped, in the work type or final type) over the batch."""
    ty = h.tensor_type(op.operands[0])
    shape, elem = list(ty.shape), str(ty.element_type)
    n, lead = shape[-1], shape[:-2]
    count = math.prod(lead)
    out_types = [h.tensor_type(r) for r in op.results]
    outs = [(list(t.shape), str(t.element_type)) for t in out_types]
    w = Writer()
    a = w.arg("%a", shape, elem)
    flat = w.reshape(a, [count, n, n])
    inits = [zeros(w, [count] + s[len(lead):], e) for s, e in outs]

    def step(b: Value, carried):
        z = w.constant(0, "i64")
        carried = carried[1:]
        one = w.dynamic_slice(flat, [b, z, z], [1, n, n])
        results = compute(w, _work_input(w, w.reshape(one, [n, n])))
        new = []
        for acc, r, (s, e) in zip(carried, results, outs):
            r = _cast(w, r, e)
            r = w.reshape(r, [1] + list(r.shape))
            new.append(w.dynamic_update_slice(acc, r, [b] + [z] * (len(r.shape) - 1)))
        return [w.add(b, w.constant(1, "i64"))] + new

    final = inits
    if count and n:
        final = while_loop(w, [w.constant(0, "i64")] + inits, lambda v: w.compare(
            "LT", v[0], w.constant(count, "i64"), "SIGNED"), lambda v: step(v[0], v))[1:]
    final = [w.reshape(f, s) for f, (s, _) in zip(final, outs)]
    scratch = h.parse_functions(op, w.function(name, [a], final))
    h.replace_with_function(op, h.function(scratch, name))


def _cast(w: Writer, x: Value, elem: str) -> Value:
    if x.elem == elem:
        return x
    if x.elem.startswith("complex") and not elem.startswith("complex"):
        x = real_part(w, x)
    return w.convert(x, elem)


def _diag(w: Writer, t: Value) -> Value:
    n = t.shape[-1]
    return w.slice(w.reshape(t, [n * n]), [0], [n * n], [n + 1])


def _eps(op: ir.Operation) -> float:
    """Machine epsilon of the result type (f32 / c64: 2^-24, else 2^-53)."""
    elem = str(h.tensor_type(op.operands[0]).element_type)
    return 2.0 ** -24 if elem in ("f32", "complex<f32>") else 2.0 ** -53


def lower_geev(op: ir.Operation) -> None:
    eps = _eps(op)
    chars = backend_chars(op)
    left, right = chars.get("compute_left", "N") == "V", chars.get("compute_right", "N") == "V"
    real_input = not str(h.tensor_type(op.operands[0]).element_type).startswith("complex")

    def compute(w: Writer, a: Value):
        n = a.shape[-1]
        t, q = schur(w, a, eps)
        lam = _diag(w, t)
        vr = normalized(w, w.dot(q, triangular_eigenvectors(w, t), ([1], [0]))) if right \
            else zeros(w, [n, n], WORK)
        vl = _left_vectors(w, t, q) if left else zeros(w, [n, n], WORK)
        info = w.constant(0, "i32")
        head = [real_part(w, lam), imag_part(w, lam)] if real_input else [lam]
        return head + [vl, vr, info]

    _per_matrix(op, "geev", compute)


def _target(op: ir.Operation) -> str:
    return ir.StringAttr(op.attributes["call_target_name"]).value


def lower_gees(op: ir.Operation) -> None:
    chars = backend_chars(op)
    if chars.get("sort", "N") != "N":
        raise NotImplementedError(f"custom_call '{_target(op)}' with sort (a sorted Schur form, from "
                                  "jax.scipy.linalg.schur(sort=...)) is not supported yet")
    if not str(h.tensor_type(op.operands[0]).element_type).startswith("complex"):
        raise NotImplementedError(f"custom_call '{_target(op)}' (the real Schur form with 2x2 blocks, "
                                  "from jax.scipy.linalg.schur of a real matrix) is not "
                                  "supported yet; schur(a, output='complex') is")
    vectors = chars.get("mode", "V") == "V"
    eps = _eps(op)

    def compute(w: Writer, a: Value):
        n = a.shape[-1]
        t, q = schur(w, a, eps)
        vs = q if vectors else zeros(w, [n, n], WORK)
        zero = w.constant(0, "i32")
        return [t, vs, _diag(w, t), zero, zero]

    _per_matrix(op, "gees", compute)
