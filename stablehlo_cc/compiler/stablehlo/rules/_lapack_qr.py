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

`householder_qr` / `householder_q` below are the StableHLO-op versions, kept for the
one-sided Jacobi SVD (`_lapack_svd.py`), which composes them inside its own function.
"""

from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir

from . import _helpers as h
from ._lapack_householder import apply_left, reflector
from ._lapack_values import conj, full, zeros
from ._native_lapack import native_call, replace_with_native
from ._text import Value, Writer, for_loop

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


def householder_qr(w: Writer, a: Value) -> tuple[Value, Value]:
    """geqrf's (a', tau) of a [.., m, n] (also the SVD's completion of U, `_lapack_svd.py`)."""
    shape, elem = list(a.shape), a.elem
    r = len(shape)
    nb, (m, n) = r - 2, shape[-2:]
    k = min(m, n)
    lead = shape[:-2]
    z = w.constant(0, "i64")
    col_shape, one_shape = lead + [m, 1], lead + [1, 1]
    col_rows = w.iota(col_shape, nb, "i64")
    cols = w.iota(shape, nb + 1, "i64")
    tau_iota = w.iota(lead + [k], nb, "i64")
    everything = list(range(r))

    def step(j: Value, carried):
        x, taus = carried
        col = w.dynamic_slice(x, [z] * nb + [z, j], col_shape)
        alpha = w.dynamic_slice(x, [z] * nb + [j, j], one_shape)
        j_col = w.broadcast(j, col_shape, [])
        below = w.compare("GT", col_rows, j_col, "SIGNED")
        at_j = w.compare("EQ", col_rows, j_col, "SIGNED")
        v, tau, diag, trivial = reflector(w, col, alpha, at_j, below, nb)
        # Trailing columns: x -= conj(tau) v (v^H x); then column j holds beta and v.
        applied = apply_left(w, x, v, conj(w, tau), nb)
        right = w.compare("GT", cols, w.broadcast(j, shape, []), "SIGNED")
        x = w.select(right, applied, x)
        new_col = w.select(below, w.select(w.broadcast(trivial, col_shape, everything), col,
                                           v),
                           w.select(at_j, w.broadcast(diag, col_shape, everything), col))
        at_col = w.compare("EQ", cols, w.broadcast(j, shape, []), "SIGNED")
        x = w.select(at_col, w.broadcast(new_col, shape, everything), x)
        is_j = w.compare("EQ", tau_iota, w.broadcast(j, tau_iota.shape, []), "SIGNED")
        taus = w.select(is_j, w.broadcast(w.reshape(tau, lead + [1]), lead + [k],
                                          list(range(nb + 1))), taus)
        return [x, taus]

    out, taus = a, zeros(w, lead + [k], elem)
    if k:
        out, taus = for_loop(w, k, [a, taus], step)
    return out, taus


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


def householder_q(w: Writer, a: Value, tau_in: Value, ncols: int,
                  start: Value | None = None) -> Value:
    """orgqr's Q [.., m, ncols] from the reflectors in a [.., m, >= k] and tau [.., k]; with
    `start` ([.., m, ncols]) the product Q start instead (Q applied to the identity's first
    ncols columns otherwise)."""
    elem, m, k = a.elem, a.shape[-2], tau_in.shape[-1]
    lead = list(a.shape[:-2])
    nb = len(lead)
    shape = lead + [m, ncols]
    z = w.constant(0, "i64")
    col_shape, one_shape = lead + [m, 1], lead + [1, 1]
    col_rows = w.iota(col_shape, nb, "i64")
    if start is None:
        start = w.select(w.compare("EQ", w.iota(shape, nb, "i64"), w.iota(shape, nb + 1, "i64"),
                                   "SIGNED"), full(w, 1.0, shape, elem), zeros(w, shape, elem))
    last = w.constant(k - 1, "i64")

    def step(it: Value, carried):
        q, = carried
        i = w.sub(last, it)                                  # k-1 down to 0
        col = w.dynamic_slice(a, [z] * nb + [z, i], col_shape)
        i_col = w.broadcast(i, col_shape, [])
        v = w.select(w.compare("GT", col_rows, i_col, "SIGNED"), col,
                     w.select(w.compare("EQ", col_rows, i_col, "SIGNED"),
                              full(w, 1.0, col_shape, elem), zeros(w, col_shape, elem)))
        tau = w.reshape(w.dynamic_slice(tau_in, [z] * nb + [i], lead + [1]), one_shape)
        return [apply_left(w, q, v, tau, nb)]

    q = start
    if k:
        q, = for_loop(w, k, [q], step)
    return q
