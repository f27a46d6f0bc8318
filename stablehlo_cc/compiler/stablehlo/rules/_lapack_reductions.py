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
LAPACK's 10 ms (a busy host's figures; quieter, 77 and 75 ms). Measured 2026-11-27 on one
Emerald Rapids core (`taskset -c 1`, median of 11 calls a run, the best of 3 alternated runs),
previous rule -> native (jax.jit, LAPACK's blocked ?gehrd / ?sytrd in f32):

    hessenberg  n = 128 f32   1.06 ms -> 0.66  (jax 0.34)
                n = 512 f32   77 ms   -> 36    (jax 10)
    tridiagonal n = 128 f32   0.86 ms -> 0.53  (jax 0.22)
                n = 512 f32   75 ms   -> 27    (jax 5.7)
                n = 512 c64   125 ms  -> 63    (jax 16)

Compile (process CPU, cache off): hessenberg 444 -> 273 ms, tridiagonal 471 -> 246. What is
left to LAPACK is its blocking (half the flops as matrix products, ?lahr2 / ?latrd) and its
f32 lanes; ours streams the trailing matrix twice a step. At n = 512 f32 ours is also closer
to the f64 result: |d - d_f64| 0.0024 against ssytrd's 0.044.
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
