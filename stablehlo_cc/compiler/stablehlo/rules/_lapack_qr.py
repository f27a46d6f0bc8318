"""`lapack_?geqrf_ffi` and `lapack_?orgqr_ffi` / `?ungqr` (jnp.linalg.qr on CPU) → one call of
the native routine (contract/native/lapack_qr.c), in LAPACK's Householder convention so JAX's
code around them (slicing R, padding for mode="complete") sees what LAPACK returns.

geqrf: operand a [.., m, n]; results (a', tau [.., min(m, n)]). Step j makes the reflector
H = I - tau v v^H (v[j] = 1, v above j zero) that maps a[j:, j] to beta e_j as LAPACK's
?larfg does: beta = -sign(re alpha) |a[j:, j]|, tau = (beta - alpha) / beta,
v[j+1:] = a[j+1:, j] / (alpha - beta), and H = I (tau = 0) when the column below the diagonal
is zero (and alpha real). a' holds beta on the diagonal and v below it; the trailing columns
get H^H applied: a -= conj(tau) v (v^H a).

orgqr: operands (a [.., m, n] holding v's as above, tau [.., k]); result Q = H(0) .. H(k-1)
applied to the first n columns of the identity.

The batch dimensions are merged into one; empty problems stay out of the call. The C code
(f64 inside also for f32 / c64, blocks of 32 reflectors in the compact WY form, LAPACK's
?geqrf / ?orgqr scheme, AVX2 + FMA loops) says more. Measured 2026-11-27 on one Emerald
Rapids core (`taskset -c 1`, median of 11 calls a run, the best of 3 alternated runs; a
busy host), jnp.linalg.qr (geqrf + orgqr) square, previous rule (scf.for of whole-tensor
StableHLO ops) -> native, against jax.jit (LAPACK's blocked code, f32 arithmetic):

    n = 128 f32    0.75 ms -> 0.68    (jax 0.39)
    n = 512 f32    77 ms   -> 19.3    (jax 7.6)
    n = 512 c64    192 ms  -> 67      (jax 25)

Compile (process CPU, cache off, median of 3) 393 -> 267 ms. At n = 128 the f64 arithmetic
(4 or 8 lanes, where LAPACK's f32 code has 16) and the per-call overhead keep us about 1.7x
from LAPACK; at 512 the rest is LAPACK's f32 lanes and its tuned products.
"""

from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir

from . import _helpers as h
from ._lapack_values import full, zeros
from ._native_lapack import native_call, replace_with_native
from ._text import Writer

_SUFFIX = {"f32": "f32", "f64": "f64", "complex<f32>": "c64", "complex<f64>": "c128"}


def lower_geqrf(op: ir.Operation) -> None:
    ty = h.tensor_type(op.operands[0])
    shape, elem = list(ty.shape), str(ty.element_type)
    lead, (m, n) = shape[:-2], shape[-2:]
    k = min(m, n)
    batch = int(np.prod(lead, dtype=np.int64))
    w = Writer()
    a = w.arg("%a", shape, elem)
    if batch == 0 or k == 0:  # nothing to factor (and no empty buffers for the C code)
        results = [a, zeros(w, lead + [k], elem)]
    else:
        out, taus = native_call(w, f"geqrf_{_SUFFIX[elem]}", [w.reshape(a, [batch, m, n])],
                                [batch, m, n], [([batch, m, n], elem), ([batch, k], elem)])
        results = [w.reshape(out, shape), w.reshape(taus, lead + [k])]
    replace_with_native(op, w, [a], results)


def lower_orgqr(op: ir.Operation) -> None:
    aty, tty = h.tensor_type(op.operands[0]), h.tensor_type(op.operands[1])
    shape, elem = list(aty.shape), str(aty.element_type)
    k = list(tty.shape)[-1]
    lead, (m, n) = shape[:-2], shape[-2:]
    batch = int(np.prod(lead, dtype=np.int64))
    w = Writer()
    a, tau_in = w.arg("%a", shape, elem), w.arg("%tau", lead + [k], elem)
    if batch == 0 or m == 0 or n == 0:
        q = a
    elif k == 0:  # no reflectors: the identity's first n columns
        q = w.select(w.compare("EQ", w.iota(shape, len(lead), "i64"),
                               w.iota(shape, len(lead) + 1, "i64"), "SIGNED"),
                     full(w, 1.0, shape, elem), zeros(w, shape, elem))
    else:
        q, = native_call(w, f"orgqr_{_SUFFIX[elem]}",
                         [w.reshape(a, [batch, m, n]), w.reshape(tau_in, [batch, k])],
                         [batch, m, n, k], [([batch, m, n], elem)])
        q = w.reshape(q, shape)
    replace_with_native(op, w, [a, tau_in], [q])
