"""Householder reflectors in LAPACK's convention (?larfg, ?larf), on whole batched tensors, for
the QR (`_lapack_qr.py`), Hessenberg and tridiagonal (`_lapack_reductions.py`) rules.

A reflector H = I - tau v v^H maps a column's pivot entry alpha and the entries `rest` (the
others that are to become zero) to beta e_pivot: beta = -sign(re alpha) |(alpha, rest)|, real;
tau = (beta - alpha) / beta; v = 1 at the pivot, rest / (alpha - beta) on `rest`, 0 elsewhere.
When `rest` is zero and alpha real, H = I (tau = 0) and alpha stays. LAPACK's rescaling of
tiny norms (beta below the safe minimum) is not done.
"""

from __future__ import annotations

from ._lapack_values import conj, full, imag_part, real_part, reduce, to_complex, zeros
from ._text import Value, Writer


def abs2(w: Writer, x: Value) -> Value:
    """|x|^2 elementwise, real (also the column norms of the pivoted QR)."""
    re = real_part(w, x)
    sq = w.mul(re, re)
    if x.elem.startswith("complex"):
        im = imag_part(w, x)
        sq = w.add(sq, w.mul(im, im))
    return sq


def reflector(w: Writer, col: Value, alpha: Value, at: Value, rest: Value, nb: int):
    """(v, tau, new pivot value, trivial) for the column `col` [.., m, 1] whose pivot entry
    `alpha` [.., 1, 1] is where `at` holds and whose entries to annihilate are where `rest`
    holds (i1 masks like `col`); tau, the new pivot value (beta, or alpha when trivial) and
    trivial are [.., 1, 1]."""
    shape, elem = col.shape, col.elem
    r = len(shape)
    one_shape = list(shape[:nb]) + [1, 1]
    everything = list(range(r))
    x2 = w.select(rest, col, zeros(w, shape, elem))
    xnorm2 = w.reshape(reduce(w, abs2(w, x2), nb, "add", 0), one_shape)
    real = xnorm2.elem
    trivial = w.compare("EQ", xnorm2, w.full(0.0, one_shape, real), "FLOAT")
    if elem.startswith("complex"):
        trivial = w.binary("and", trivial, w.compare(
            "EQ", imag_part(w, alpha), w.full(0.0, one_shape, real), "FLOAT"))
    norm = w.unary("sqrt", w.add(abs2(w, alpha), xnorm2))
    nonneg = w.compare("GE", real_part(w, alpha), w.full(0.0, one_shape, real), "FLOAT")
    beta_re = w.select(nonneg, w.neg(norm), norm)
    beta = to_complex(w, beta_re) if elem.startswith("complex") else beta_re
    zero1 = zeros(w, one_shape, elem)
    tau = w.select(trivial, zero1, w.div(w.sub(beta, alpha), beta))
    scale = w.select(trivial, zero1, w.div(full(w, 1.0, one_shape, elem), w.sub(alpha, beta)))
    v = w.select(rest, w.mul(x2, w.broadcast(scale, shape, everything)),
                 w.select(at, full(w, 1.0, shape, elem), zeros(w, shape, elem)))
    v = w.select(w.broadcast(trivial, shape, everything), zeros(w, shape, elem), v)
    return v, tau, w.select(trivial, alpha, beta), trivial


def apply_left(w: Writer, x: Value, v: Value, tau: Value, nb: int) -> Value:
    """(I - tau v v^H) x for x [.., m, n], v [.., m, 1], tau [.., 1, 1]."""
    r = len(x.shape)
    batch, everything = list(range(nb)), list(range(r))
    vhx = w.dot(conj(w, v), x, ([nb], [nb]), (batch, batch))              # [.., 1, n]
    scaled = w.mul(w.broadcast(tau, v.shape, everything), v)                  # [.., m, 1]
    return w.sub(x, w.mul(w.broadcast(scaled, x.shape, everything),
                          w.broadcast(vhx, x.shape, everything)))


def apply_right(w: Writer, x: Value, v: Value, tau: Value, nb: int) -> Value:
    """x (I - tau v v^H) for x [.., m, n], v [.., n, 1], tau [.., 1, 1]."""
    r = len(x.shape)
    batch, everything = list(range(nb)), list(range(r))
    xv = w.dot(x, v, ([nb + 1], [nb]), (batch, batch))                       # [.., m, 1]
    scaled = w.mul(xv, w.broadcast(tau, xv.shape, everything))
    row = w.transpose(conj(w, v), batch + [nb + 1, nb])                       # [.., 1, n]
    return w.sub(x, w.mul(w.broadcast(scaled, x.shape, everything),
                          w.broadcast(row, x.shape, everything)))
