"""`lapack_?gehrd_ffi` (Hessenberg form: jax.scipy.linalg.hessenberg) and `lapack_?sytrd_ffi` /
`?hetrd` (tridiagonal form: jax.lax.linalg.tridiagonal) → one call of the native routine
(contract/native/lapack_reduce.c, one Householder reflector a step as LAPACK's ?gehd2 /
?sytd2, f64 inside), in LAPACK's storage so JAX's code after them (orgqr for Q, slicing) sees
what LAPACK returns.

gehrd: operand a [.., n, n] (low = 1, high = n: the whole matrix); results (a', tau [.., n-1],
info). Step j annihilates a[j+2:, j] with the pivot a[j+1, j] and applies the reflector from
the right (all rows) and then from the left (columns after j), as ?gehd2; a' holds the
Hessenberg matrix on and above the first subdiagonal and the vectors below it.

sytrd / hetrd: operand a [.., n, n] Hermitian, of which only the `uplo` triangle is read;
results (a', d [.., n], e [.., n-1] (real), tau [.., n-1], info). With uplo = L, step j
annihilates a[j+2:, j] with the pivot a[j+1, j]; with U, step j (from the last) annihilates
a[:j, j+1] with the pivot a[j, j+1]. Each step is the two-sided H^H A H of ?sytd2 / ?hetd2
(x = tau A v, w = x - tau (x^H v) v / 2, A -= v w^H + w v^H); a' holds T's diagonals and the
vectors in that triangle, the other triangle as given. info is always 0.

The batch dimensions are merged into one; n <= 1 needs no reflector and stays out of the
call. Why native: the previous rule (an scf.for of whole-matrix StableHLO ops with masks, a
step O(n^2) plus two products) took 140 ms (gehrd) and 116 ms (sytrd) at n = 512 f32 against
LAPACK's 10 ms; the measurements of the native code are at the end of this docstring.
"""

from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir

from . import _helpers as h
from ._lapack_qr import _SUFFIX
from ._lapack_values import backend_chars, real_part, to_complex, zeros
from ._native_lapack import native_call, replace_with_native
from ._text import Writer


def _unsupported_range(op: ir.Operation, n: int) -> bool:
    """gehrd's (low, high) other than (1, n): JAX always passes the whole matrix."""
    if "mhlo.backend_config" not in op.attributes:
        return False
    config = {named.name: named.attr for named in ir.DictAttr(op.attributes["mhlo.backend_config"])}
    low = ir.IntegerAttr(config["low"]).value if "low" in config else 1
    high = ir.IntegerAttr(config["high"]).value if "high" in config else n
    return (low, high) != (1, max(n, 1)) and n > 0


def lower_gehrd(op: ir.Operation) -> None:
    ty = h.tensor_type(op.operands[0])
    shape, elem = list(ty.shape), str(ty.element_type)
    n, lead = shape[-1], shape[:-2]
    if _unsupported_range(op, n):
        raise NotImplementedError("gehrd of a sub-range (low, high) other than the whole matrix")
    k = max(n - 1, 0)
    batch = int(np.prod(lead, dtype=np.int64))
    w = Writer()
    a = w.arg("%a", shape, elem)
    if batch == 0 or n <= 1:
        out, taus = a, zeros(w, lead + [k], elem)
    else:
        out, taus = native_call(w, f"gehrd_{_SUFFIX[elem]}", [w.reshape(a, [batch, n, n])],
                                [batch, n], [([batch, n, n], elem), ([batch, k], elem)])
        out, taus = w.reshape(out, shape), w.reshape(taus, lead + [k])
    replace_with_native(op, w, [a], [out, taus, w.full(0, lead, "i32")])


def lower_sytrd(op: ir.Operation) -> None:
    ty = h.tensor_type(op.operands[0])
    shape, elem = list(ty.shape), str(ty.element_type)
    n, lead = shape[-1], shape[:-2]
    lower = backend_chars(op).get("uplo", "L") == "L"
    k = max(n - 1, 0)
    batch = int(np.prod(lead, dtype=np.int64))
    real = elem[len("complex<"):-1] if elem.startswith("complex") else elem
    w = Writer()
    a = w.arg("%a", shape, elem)
    if batch == 0 or n <= 1:  # no reflector: the diagonal's real part
        d = real_part(w, w.reshape(a, lead + [n]))
        out = w.reshape(to_complex(w, d), shape) if elem.startswith("complex") else a
        results = [out, d, w.full(0.0, lead + [k], real), zeros(w, lead + [k], elem)]
    else:
        out, d, e, taus = native_call(
            w, f"sytrd_{_SUFFIX[elem]}", [w.reshape(a, [batch, n, n])], [batch, n, int(lower)],
            [([batch, n, n], elem), ([batch, n], real), ([batch, k], real), ([batch, k], elem)])
        results = [w.reshape(out, shape), w.reshape(d, lead + [n]), w.reshape(e, lead + [k]),
                   w.reshape(taus, lead + [k])]
    replace_with_native(op, w, [a], results + [w.full(0, lead, "i32")])
