"""`tridiagonal_solve_perturbed_ffi` (jax.lax.linalg.tridiagonal_solve(perturb_singular=True),
which jax.scipy.linalg.eigh_tridiagonal's inverse iteration calls) → loops of StableHLO ops.

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

Each step runs on the whole batch with selects; the perturbation is a while loop per row that
runs while some matrix of the batch still perturbs (once or twice in practice; its bound is the
doubling from the smallest normal up to 1).
"""

from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir

from . import _helpers as h
from ._lapack_gtsv import BatchRows, back_substitute, tridiagonal_operands
from ._lapack_values import real_part, reduce, to_complex, zeros
from ._text import Value, Writer, for_loop, tensor_type, while_loop


class _Scalars:
    """Magnitudes, real constants and mixed real/complex arithmetic on [B, 1] values."""

    def __init__(self, w: Writer, elem: str, batch: int):
        self.w, self.elem, self.batch = w, elem, batch
        self.complex = elem.startswith("complex")
        self.real = elem[len("complex<"):-1] if self.complex else elem
        info = np.finfo(np.float32 if self.real == "f32" else np.float64)
        self.eps, self.safemin = float(info.eps), float(info.tiny)
        self.bignum = 1.0 / self.safemin

    def abs(self, x: Value) -> Value:
        if not self.complex:
            return self.w.unary("abs", x)
        return self.w.emit(f"stablehlo.abs {x} : ({x.type}) -> {tensor_type(x.shape, self.real)}",
                           x.shape, self.real)

    def const(self, value: float, shape) -> Value:
        return self.w.full(value, shape, self.real)

    def as_elem(self, x: Value) -> Value:
        """A real value in the element type (imaginary part 0)."""
        return to_complex(self.w, x) if self.complex else x

    def max(self, *xs: Value) -> Value:
        out = xs[0]
        for x in xs[1:]:
            out = self.w.binary("maximum", out, x)
        return out

    def copysign(self, magnitude: Value, sign_of: Value) -> Value:
        """|magnitude| with the sign bit of sign_of (both real)."""
        w = self.w
        bits = "i32" if self.real == "f32" else "i64"
        raw = w.emit(f"stablehlo.bitcast_convert {sign_of} : ({sign_of.type}) -> "
                     f"{tensor_type(sign_of.shape, bits)}", sign_of.shape, bits)
        negative = w.compare("LT", raw, w.full(0, sign_of.shape, bits), "SIGNED")
        m = w.unary("abs", magnitude)
        return w.select(negative, w.neg(m), m)


def _perturbed(w: Writer, s: _Scalars, r: int, perturb: Value, p: Value, row: Value):
    """(pivot, row) after jaxlib's MaybePerturbPivot; perturb [B, 1] real, p [B, 1],
    row [B, 1, r]."""
    shape = [s.batch, 1]
    one = s.const(1.0, shape)
    safemin, bignum = s.const(s.safemin, shape), s.const(s.bignum, shape)
    maxf = reduce(w, s.abs(row), 2, "maximum", 0.0) if r else s.const(0.0, shape)
    step = s.copysign(s.max(w.unary("abs", perturb), safemin), real_part(w, p))
    active = w.compare("LT", s.abs(p), one, "FLOAT")

    def go(values):
        return reduce(w, w.reshape(values[3], [s.batch]), 0, "or", False) \
            if s.batch > 1 else w.reshape(values[3], [])

    def body(values):
        p, step, row, active = values
        ap = s.abs(p)
        tiny = w.compare("LT", ap, safemin, "FLOAT")
        zero_or_small = w.binary("or", w.compare("EQ", ap, s.const(0.0, shape), "FLOAT"),
                                 w.compare("GT", w.mul(maxf, safemin), ap, "FLOAT"))
        overflow = w.compare("GT", maxf, w.mul(ap, bignum), "FLOAT")
        add = w.binary("and", active, w.select(tiny, zero_or_small, overflow))
        scale_up = w.binary("and", active, w.binary("and", tiny, w.unary("not", zero_or_small)))
        p = w.select(add, w.add(p, s.as_elem(step)),
                     w.select(scale_up, w.mul(p, s.as_elem(bignum)), p))
        step = w.select(add, w.mul(step, s.const(2.0, shape)), step)
        wide = w.broadcast(scale_up, [s.batch, 1, r], [0, 1])
        row = w.select(wide, w.mul(row, w.broadcast(s.as_elem(bignum), row.shape, [0, 1])), row)
        active = w.binary("and", add, w.compare("LT", s.abs(p), one, "FLOAT"))
        return [p, step, row, active]

    p, _, row, _ = while_loop(w, [p, step, row, active], go, body)
    return p, row


def _eliminate(w: Writer, s: _Scalars, rows: BatchRows, n: int, dl, d, du, b):
    """Step 1: U's diagonals u0, u1, u2 [B, n], z = L^-1 P b [B, n, r] and max |U| [B, 1]."""
    batch, r, elem = s.batch, rows.nrhs, s.elem
    shape = [batch, 1]
    first = w.constant(0, "i64")
    d0, du0 = rows.col(d, first), rows.col(du, first)
    u0 = rows.put(zeros(w, [batch, n], elem), d0, first)
    u1 = rows.put(zeros(w, [batch, n], elem), du0, first)
    u2 = zeros(w, [batch, n], elem)
    z = rows.put_row(zeros(w, [batch, n, r], elem), rows.row(b, first), first)
    big = s.max(s.abs(d0), s.abs(du0))
    scale1 = w.add(s.abs(d0), s.abs(du0))
    one, last = w.constant(1, "i64"), w.constant(n - 2, "i64")

    def step(k: Value, carried):
        u0, u1, u2, z, big, scale1 = carried
        k1 = w.add(k, one)
        d1, sub, sup1 = rows.col(d, k1), rows.col(dl, k1), rows.col(du, k1)
        uk0, uk1, zk, b1 = rows.col(u0, k), rows.col(u1, k), rows.row(z, k), rows.row(b, k1)
        general = w.broadcast(w.compare("LT", k, last, "SIGNED"), shape, [])
        zero_r, zero = s.const(0.0, shape), zeros(w, shape, elem)
        scale2 = w.add(w.add(s.abs(sub), s.abs(d1)), w.select(general, s.abs(sup1), zero_r))
        no_sub = w.compare("EQ", sub, zero)
        piv1 = w.select(w.compare("EQ", uk0, zero), zero_r, w.div(s.abs(uk0), scale1))
        keep = w.compare("LE", w.div(s.abs(sub), scale2), piv1, "FLOAT")
        # rows kept: row k+1 takes sub / uk0 times row k off
        f = w.div(sub, uk0)
        kept = dict(k0=uk0, k1=uk1, k2=zero, n0=w.sub(d1, w.mul(f, uk1)), n1=sup1, zk=zk,
                    z1=w.sub(b1, w.mul(rows.wide(f), zk)), scale=scale2)
        # no subdiagonal: row k+1 as it is
        alone = dict(kept, n0=d1, z1=b1)
        # rows swapped: row k+1 becomes the pivot row
        g = w.div(uk0, sub)
        n0 = w.sub(uk1, w.mul(g, d1))
        n1 = w.select(general, w.neg(w.mul(g, sup1)), zero)
        swapped = dict(k0=sub, k1=d1, k2=w.select(general, sup1, zero), n0=n0, n1=n1, zk=b1,
                       z1=w.sub(zk, w.mul(rows.wide(g), b1)),
                       scale=w.add(s.abs(n0), s.abs(n1)))
        pick = {}
        for key in kept:
            wide = key in ("zk", "z1")
            on_alone, on_keep = ((rows.wide(no_sub), rows.wide(keep)) if wide else (no_sub, keep))
            pick[key] = w.select(on_alone, alone[key], w.select(on_keep, kept[key],
                                                                swapped[key]))
        big = w.select(general, s.max(big, s.abs(pick["k0"]), s.abs(pick["k1"]),
                                      s.abs(pick["k2"])), big)
        u0 = rows.put(u0, w.concatenate([pick["k0"], pick["n0"]], 1), k)
        u1 = rows.put(u1, w.concatenate([pick["k1"], pick["n1"]], 1), k)
        u2 = rows.put(u2, pick["k2"], k)
        z = rows.put_row(z, w.concatenate([pick["zk"], pick["z1"]], 1), k)
        return [u0, u1, u2, z, big, pick["scale"]]

    u0, u1, u2, z, big, _ = for_loop(w, n - 1, [u0, u1, u2, z, big, scale1], step)
    return u0, u1, u2, z, s.max(big, s.abs(rows.col(u0, w.constant(n - 1, "i64"))))


def _back_substitute(w: Writer, s: _Scalars, rows: BatchRows, n: int, u0, u1, u2, z, perturb):
    r = rows.nrhs

    def solve_row(x: Value, i: Value, rest: Value) -> Value:
        p, row = _perturbed(w, s, r, perturb, rows.col(u0, i), rest)
        inverse = w.div(w.full(1.0, [s.batch, 1], s.real) if not s.complex else
                        to_complex(w, s.const(1.0, [s.batch, 1])), p)
        return rows.put_row(x, w.mul(row, rows.wide(inverse)), i)

    return back_substitute(w, rows, n, z, lambda i: rows.col(u1, i),
                           lambda i: rows.col(u2, i), solve_row)


def lower_gtsv_perturbed(op: ir.Operation) -> None:
    w = Writer()
    args, lead, n, nrhs, elem, batch = tridiagonal_operands(op, w)
    if n == 0 or batch == 0 or nrhs == 0:
        x = args[3]
    else:
        s = _Scalars(w, elem, batch)
        rows = BatchRows(w, batch, nrhs)
        dl, d, du = (w.reshape(a, [batch, n]) for a in args[:3])
        b = w.reshape(args[3], [batch, n, nrhs])
        if n == 1:
            first = w.constant(0, "i64")
            p = rows.col(d, first)
            perturb = w.mul(s.const(s.eps, [batch, 1]), s.abs(p))
            p, row = _perturbed(w, s, nrhs, perturb, p, rows.row(b, first))
            x = w.div(row, rows.wide(p))
        else:
            u0, u1, u2, z, big = _eliminate(w, s, rows, n, dl, d, du, b)
            perturb = w.mul(s.const(s.eps, [batch, 1]), big)
            x = _back_substitute(w, s, rows, n, u0, u1, u2, z, perturb)
        x = w.reshape(x, lead + [n, nrhs])
    scratch = h.parse_functions(op, w.function("gtsv_perturbed", args, [x]))
    h.replace_with_function(op, h.function(scratch, "gtsv_perturbed"))
