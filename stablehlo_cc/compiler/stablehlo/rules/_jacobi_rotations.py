"""Round-robin Jacobi rotations of StableHLO ops, for the one-sided Jacobi SVD
(`_lapack_svd.py`; until 2026-11-27 also the eigh rule's two-sided iteration, now native C:
`_lapack_eigh.py`).

The round-robin ("chess tournament") ordering rotates n/2 disjoint pairs at once: the matrix
is kept with the pair partners k and h + k (h = n/2) in the top and bottom halves, so one
step is each pair's 2x2 rotation (c, s), then the halves combined elementwise (O(n^2), no
matmul) and written back in the next round's order by one concatenate of five slices
(position 0 stays; the others move one place around the ring). n - 1 steps make a sweep that
meets every pair once. The sweep count is fixed (Jacobi converges quadratically: `sweeps`),
so the loop is an scf.for with no data-dependent exit. Rotation: t = sign(tau) / (|tau| +
sqrt(1 + tau^2)), tau = (a_qq - a_pp) / (2 a_pq), c = 1 / sqrt(1 + t^2), s = t c; the
identity when a_pq = 0.
"""

from __future__ import annotations

import numpy as np

from ._lapack_values import conj, to_complex
from ._text import Value, Writer, tensor_type


def _bcast(w: Writer, x: Value, shape, dims) -> Value:
    return w.broadcast(x, shape, list(dims))


def sweeps(n: int) -> int:
    """Sweeps for f64 convergence (Jacobi converges quadratically once the off-diagonal part
    is small): measured on random symmetric matrices, 8 sweeps leave a relative eigenvalue
    error of 1e-11 at n = 256 and 10 reach roundoff; this gives 12 there, 13 at 512."""
    return max(4, int(np.ceil(np.log2(max(n, 2)))) + 4)


def rotate_pairs(w: Writer, x: Value, dim: int, coef, nb: int) -> Value:
    """Halves t, b along `dim` → (c1 t + c2 b, c3 t + c4 b), the c's [.., h] broadcast along
    `dim` (nb leading batch dims), placed in the next round-robin order along `dim`: [t0, b0,
    t1..t_{h-2} | b1..b_{h-1}, t_{h-1}] (position 0 stays, the others move one place around the
    ring)."""
    m = x.shape[dim]
    hh = m // 2

    def part(y: Value, lo_i: int, hi_i: int) -> Value:
        lo, hi = [0] * len(y.shape), list(y.shape)
        lo[dim], hi[dim] = lo_i, hi_i
        return w.slice(y, lo, hi)
    t, b = part(x, 0, hh), part(x, hh, m)
    c1, c2, c3, c4 = (_bcast(w, v, t.shape, list(range(nb)) + [dim]) for v in coef)
    nt = w.add(w.mul(c1, t), w.mul(c2, b))
    nbm = w.add(w.mul(c3, t), w.mul(c4, b))
    if hh == 1:
        return w.concatenate([nt, nbm], dim)
    pieces = [part(nt, 0, 1), part(nbm, 0, 1)]
    if hh > 2:
        pieces.append(part(nt, 1, hh - 1))
    pieces += [part(nbm, 1, hh), part(nt, hh - 1, hh)]
    return w.concatenate(pieces, dim)


def jacobi_rotation(w: Writer, app: Value, aqq: Value, apq: Value):
    """The rotations that zero the pairs' off-diagonal entries apq (real app, aqq, all [.., h]
    f64 or apq c128): (col, row) coefficients for `rotate_pairs` applied to the columns
    (A J) and rows (J^H A). The identity where apq = 0."""
    hshape, cplx = apq.shape, apq.elem.startswith("complex")
    zero_h, one_h = w.full(0.0, hshape, "f64"), w.full(1.0, hshape, "f64")
    r = w.emit(f"stablehlo.abs {apq} : ({apq.type}) -> {tensor_type(hshape, 'f64')}",
               hshape, "f64") if cplx else apq
    zero = w.compare("EQ", r, zero_h, "FLOAT")
    safe = w.select(zero, one_h, r)
    tau = w.mul(w.div(w.sub(aqq, app), safe), w.full(0.5, hshape, "f64"))
    root = w.unary("sqrt", w.add(one_h, w.mul(tau, tau)))
    mag = w.div(one_h, w.add(w.unary("abs", tau), root))
    t = w.select(w.compare("GE", tau, zero_h, "FLOAT"), mag, w.neg(mag))
    c = w.div(one_h, w.unary("sqrt", w.add(one_h, w.mul(t, t))))
    s = w.mul(t, c)
    c, s = w.select(zero, one_h, c), w.select(zero, zero_h, s)
    if not cplx:
        ns = w.neg(s)
        return (c, ns, s, c), (c, ns, s, c)
    ph = w.select(zero, to_complex(w, one_h), w.div(conj(w, apq), to_complex(w, safe)))
    cc, sc = to_complex(w, c), to_complex(w, s)
    nsc = w.neg(sc)
    col = (cc, w.mul(nsc, ph), sc, w.mul(cc, ph))
    phc = conj(w, ph)
    row = (cc, w.mul(nsc, phc), sc, w.mul(cc, phc))
    return col, row
