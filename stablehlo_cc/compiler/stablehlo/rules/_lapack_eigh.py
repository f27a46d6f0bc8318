"""`lapack_?syevd_ffi` / `lapack_?heevd_ffi` (jnp.linalg.eigh on CPU: real f32/f64, complex
Hermitian c64/c128) → a parallel cyclic Jacobi eigenvalue iteration of StableHLO ops.

ABI (jax `_eigh_cpu_gpu_lowering`): operand a [.., n, n]; results (eigenvectors [.., n, n],
eigenvalues [.., n], info [..] i32); `mhlo.backend_config` has mode 'V' and uplo 'L' / 'U',
the triangle that is read (the other one is never looked at, nor a Hermitian diagonal's
imaginary part, as LAPACK). Eigenvalues come ascending with the eigenvector columns in the
same order (LAPACK's); eigenvectors are defined up to sign (phase), and ours may differ in
sign from LAPACK's.

Why Jacobi: it is a short loop of whole-matrix elementwise ops (no tridiagonal reduction and
implicit-shift QR with its scalar control flow), accurate to the last bits for symmetric
matrices. The round-robin ("chess tournament") ordering rotates n/2 disjoint pairs at once: the
matrix is kept with the pair partners k and h + k (h = n/2) in the top and bottom halves, so one
step is: each pair's 2x2 rotation (c, s) from the diagonals of three h x h blocks (strided
slices of the flattened matrix), then rows top/bottom and columns left/right combined
elementwise (O(n^2), no matmul) and written back in the next round's order by one concatenate of
five slices (position 0 stays; the others move one place around the ring). n - 1 steps make a
sweep that meets every pair once. An odd n gets a zero row and column appended: its off-diagonal
entries are zero, so every rotation with it is the identity and it stays a separate eigenpair,
sliced off before sorting.

f32 (c64) matrices are rotated in f64 (c128): in f32 the roundoff of n sweeps of n rotations
left relative eigenvalue errors of 2e-5 at n = 128 and 5e-5 at n = 256 (LAPACK: about 1e-6); in
f64 they are f32 rounding, for about twice the time (vectors of half as many lanes).

The sweep count is fixed (Jacobi converges quadratically: `sweeps`), so the loop is an
scf.for with no data-dependent exit. Rotation: t = sign(tau) / (|tau| + sqrt(1 + tau^2)),
tau = (a_qq - a_pp) / (2 a_pq), c = 1 / sqrt(1 + t^2), s = t c; the identity when a_pq = 0.

NaN input: LAPACK isolates NaN rows where it can; here any NaN in the read triangle makes
every result of that matrix NaN (info stays 0: JAX's wrapper only turns info != 0 into NaN).
"""

from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir

from . import _helpers as h
from ._lapack_values import (backend_chars, conj, diagonal, full, imag_part, real_part,
                             reduce, to_complex, zeros)
from ._text import Value, Writer, for_loop, tensor_type


def sweeps(n: int) -> int:
    """Sweeps for f64 convergence (Jacobi converges quadratically once the off-diagonal part
    is small): measured on random symmetric matrices, 8 sweeps leave a relative eigenvalue
    error of 1e-11 at n = 256 and 10 reach roundoff; this gives 12 there, 13 at 512."""
    return max(4, int(np.ceil(np.log2(max(n, 2)))) + 4)


def _bcast(w: Writer, x: Value, shape, dims) -> Value:
    return w.broadcast(x, shape, list(dims))


def rotate_pairs(w: Writer, x: Value, dim: int, coef, nb: int) -> Value:
    """Halves t, b along `dim` → (c1 t + c2 b, c3 t + c4 b), the c's [.., h] broadcast along
    `dim` (nb leading batch dims), placed in the next round-robin order along `dim`: [t0, b0,
    t1..t_{h-2} | b1..b_{h-1}, t_{h-1}] (position 0 stays, the others move one place around the
    ring). Shared with the one-sided Jacobi SVD (`_lapack_svd.py`)."""
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


def _sort_pairs(w: Writer, vals: Value, vecs: Value) -> tuple[Value, Value]:
    """Eigenvalues ascending along the last dim, and the eigenvector columns alike.

    By ranks (a stablehlo.sort of (value, index) pairs would do too, now that ops a rule emits
    are lowered by their own rules; not measured against this): rank[i] = #{k : w_k < w_i, or w_k == w_i and k < i}, and the one-hot P[.., i, j] =
    (rank[i] == j) moves entry i to place j: O(n^2) compares and one V P product."""
    nb = len(vals.shape) - 1
    n, e = vals.shape[-1], vals.elem
    batch = list(range(nb))
    pshape = list(vals.shape[:-1]) + [n, n]
    wi = _bcast(w, vals, pshape, batch + [nb])          # [.., i, k] = w_i
    wk = _bcast(w, vals, pshape, batch + [nb + 1])      # [.., i, k] = w_k
    ii, kk = w.iota(pshape, nb, "i32"), w.iota(pshape, nb + 1, "i32")
    before = w.binary("or", w.compare("LT", wk, wi, "FLOAT"),
                      w.binary("and", w.compare("EQ", wk, wi, "FLOAT"),
                               w.compare("LT", kk, ii, "SIGNED")))
    ones, nones = w.full(1, pshape, "i32"), w.full(0, pshape, "i32")
    rank = reduce(w, w.select(before, ones, nones), nb + 1, "add", 0)      # [.., i]
    onehot = w.compare("EQ", _bcast(w, rank, pshape, batch + [nb]), kk, "SIGNED")  # [.., i, j]
    moved = w.select(onehot, wi, w.full(0.0, pshape, e))
    sorted_vals = reduce(w, moved, nb, "add", 0)                             # [.., j]
    p = w.select(onehot, full(w, 1.0, pshape, vecs.elem), zeros(w, pshape, vecs.elem))
    return sorted_vals, w.dot(vecs, p, ([nb + 1], [nb]), (batch, batch))


def lower_syevd(op: ir.Operation) -> None:
    """`?syevd` (real) and `?heevd` (complex Hermitian): the same Jacobi iteration; for a
    complex pair the rotation is U = diag(1, ph) J with ph = conj(a_pq) / |a_pq|, which makes
    the pair's off-diagonal entry real (|a_pq|) before the real rotation J of it."""
    ty = h.tensor_type(op.operands[0])
    shape, elem = list(ty.shape), str(ty.element_type)
    cplx = elem.startswith("complex")
    out_real = elem[len("complex<"):-1] if cplx else elem
    lower = backend_chars(op).get("uplo", "L") == "L"
    nb = len(shape) - 2
    n = shape[-1]
    lead = shape[:-2]
    batch = list(range(nb))
    w = Writer()
    a = w.arg("%a", shape, elem)
    info = w.full(0, lead, "i32")
    if n == 0:
        vals = w.full(0.0, lead + [0], out_real)
        scratch = h.parse_functions(op, w.function("syevd", [a], [a, vals, info]))
        h.replace_with_function(op, h.function(scratch, "syevd"))
        return
    # The named triangle, mirrored (conjugated); a Hermitian diagonal is real.
    rows, cols = w.iota(shape, nb, "i32"), w.iota(shape, nb + 1, "i32")
    keep = w.compare("GE" if lower else "LE", rows, cols, "SIGNED")
    sym = w.select(keep, a, conj(w, w.transpose(a, batch + [nb + 1, nb])))
    if cplx:
        on_diag = w.compare("EQ", rows, cols, "SIGNED")
        sym = w.select(on_diag, to_complex(w, real_part(w, sym)), sym)
    work = "complex<f64>" if cplx else "f64"
    x = w.convert(sym, work)
    m = n + n % 2
    if m != n:
        x = w.concatenate([x, zeros(w, lead + [n, 1], work)], nb + 1)
        x = w.concatenate([x, zeros(w, lead + [1, m], work)], nb)
    hh = m // 2
    mshape = lead + [m, m]
    eye = w.select(w.compare("EQ", w.iota(mshape, nb, "i32"), w.iota(mshape, nb + 1, "i32"),
                             "SIGNED"), full(w, 1.0, mshape, work), zeros(w, mshape, work))
    flat_shape = lead + [m * m]

    def diag_from(x: Value, start: int) -> Value:
        """x[.., k, j0 + k] (k < h) for the flat offset start = i0 m + j0: a strided slice of
        the flattened matrix (O(h), where a masked reduction would be O(m^2))."""
        flat = w.reshape(x, flat_shape)
        return w.slice(flat, [0] * nb + [start], lead + [start + (hh - 1) * (m + 1) + 1],
                       [1] * nb + [m + 1])

    def step(_, carried):
        x, v = carried
        app, aqq = real_part(w, diag_from(x, 0)), real_part(w, diag_from(x, hh * (m + 1)))
        col, row = jacobi_rotation(w, app, aqq, diag_from(x, hh))
        return [rotate_pairs(w, rotate_pairs(w, x, nb, row, nb), nb + 1, col, nb),
                rotate_pairs(w, v, nb + 1, col, nb)]

    def sweep(_, carried):
        return for_loop(w, m - 1, carried, step)

    x, v = for_loop(w, sweeps(n), [x, eye], sweep)
    vals = real_part(w, diagonal(w, x))
    vals, v = w.convert(vals, out_real), w.convert(v, elem)
    if m != n:
        vals = w.slice(vals, [0] * (nb + 1), lead + [n])
        v = w.slice(v, [0] * (nb + 2), lead + [n, n])
    # Any NaN in the read triangle: all NaN (see the docstring).
    bad = w.compare("NE", real_part(w, sym), real_part(w, sym), "FLOAT")
    if cplx:
        im = imag_part(w, sym)
        bad = w.binary("or", bad, w.compare("NE", im, im, "FLOAT"))
    anybad = reduce(w, w.convert(bad, "i32"), nb + 1, "maximum", 0)
    anybad = reduce(w, anybad, nb, "maximum", 0)
    anybad = w.compare("NE", anybad, w.full(0, lead, "i32"), "SIGNED")
    vals, v = _sort_pairs(w, vals, v)
    bits = "0x7FC00000" if out_real == "f32" else "0x7FF8000000000000"
    nan = w.emit(f"stablehlo.constant dense<{bits}> : tensor<{out_real}>", (), out_real)
    vals = w.select(_bcast(w, anybad, vals.shape, batch), _bcast(w, nan, vals.shape, []), vals)
    nan_v = _bcast(w, nan, v.shape, [])
    if cplx:
        nan_v = to_complex(w, nan_v, nan_v)
    v = w.select(_bcast(w, anybad, v.shape, batch), nan_v, v)
    scratch = h.parse_functions(op, w.function("syevd", [a], [v, vals, info]))
    h.replace_with_function(op, h.function(scratch, "syevd"))
