"""`lapack_?gesdd_ffi` / `lapack_?gesvd_ffi` (jnp.linalg.svd and what is built on it: pinv,
lstsq, matrix_rank, norm(ord=2 / 'nuc'), cond; gesvd is lax.linalg.svd(algorithm=QR)) → a
one-sided (Hestenes) Jacobi iteration of StableHLO ops.

ABI (jax `_svd_cpu_gpu_lowering`): operand a [.., m, n]; results (a overwritten [.., m, n],
s [.., k], u, vt, info [..] i32), k = min(m, n); `mhlo.backend_config` mode 'A' (u [.., m, m],
vt [.., n, n]), 'S' (u [.., m, k], vt [.., k, n]) or 'N' (no vectors; u and vt are allocated
with 'A' or 'S' shapes and never read). s is descending. JAX turns info != 0 into NaN
results and handles m = 0 or n = 0 itself (no custom call). The overwritten a is never read:
we return the input.

Why one-sided Jacobi: like the eigh rule (`_lapack_eigh.py`, whose round-robin pair rotation
and rotation formula this shares) it is a short loop of whole-matrix elementwise ops, and it
is accurate without squaring the condition number (an eigendecomposition of A^H A would lose
the small singular values). A wide A is done as B = A^H (U and V swap roles), so B is tall
(big x small).

QR first (Drmac and Veselic's preconditioning): B = Q R by Householder (`_lapack_qr.py`), then
the Jacobi iteration runs on the square X = R^H, whose columns are much closer to orthogonal
than B's. Measured (f64 numpy model of this iteration, largest cosine between columns after
each sweep): on B itself a random 256 x 256 needed 11 sweeps and matrices with singular
values spread over 6 or 12 decades had not converged after 16 (at n = 64, 12 decades: not
after 20); on R^H all of them reach roundoff after 9-10 sweeps at n = 256, 8-9 at 128, within
the eigh rule's fixed count (`sweeps`: 11 at 128, 12 at 256). It also makes the iteration
small x small for a tall A.

The iteration: the columns of X are rotated pairwise until orthogonal, X V_x = U_x diag(s). A
pair (p, q) gets the Jacobi rotation that diagonalizes its 2x2 Gram matrix [[|x_p|^2,
x_p^H x_q], [x_q^H x_p, |x_q|^2]]; V_x accumulates the same rotations. The columns are kept as
the rows of Y = X^T = conj(R), so each slice of the round-robin is a block of whole rows and
the Gram entries are reductions along the last dimension (kept as columns instead, with
reductions over rows, it ran 2.1x slower at 128 x 128); n - 1 steps of n/2 disjoint pairs make
a sweep; an odd n gets a zero row (never rotated: its Gram entries are zero).

Precision: f32 (c64) is rotated in f64 (c128), as in the eigh rule (and so the singular values
are closer to the exact ones than LAPACK's f32 ones). B is first divided by max |b_ij| (LAPACK
scales too) so f64 inputs near the overflow or underflow threshold have representable squared
norms; s is multiplied back.

Not taken (measured at 256 x 256 f32): accumulating V_x in f32 was 16% faster (434 vs 516 ms)
but left U^H U - I at 5e-6 (2e-8 in f64); recording each step's (c, s) in a carried
[steps, 2, n/2] buffer and replaying them on V_x after the sweeps (so Y alone is carried
through the Gram reductions) was 20% faster there (416 vs 520 ms) but 14% slower at 128 x 128
(39.5 vs 34.4 ms), so it would need a cache-size threshold to pick.

After the sweeps: s_j = |y_j|, sorted descending by ranks and a one-hot product, as the eigh
rule sorts (written when a stablehlo.sort made inside a rule was not lowered; it is now). R^H = U_x S V_x^H gives B = (Q V_x) S U_x^H:
U_B = Q V_x is Q's reflectors applied to V_x (to blockdiag(V_x, I) for mode 'A', whose last
columns complete U_B); V_B = U_x, u_j = y_j / s_j. A column whose s_j is (numerically) zero
has no direction: it is replaced by a column of the Householder QR of [u_1 .. u_r 0 .. 0],
whose Q's first r columns span the u's and the others complete them (so the zero matrix gives
U = I, Vh = I, as LAPACK).

Time (f32, one core, process time, vs jax.jit's LAPACK): 34 ms at 128 x 128 (22x), 515 ms at
256 x 256 (70x; 194 ms, 55x, without vectors: at 256 the carried V doubles the working set),
35 ms at 256 x 128 (14x); the completion QR above is 2-5% of it. Compile: 0.7-0.95 s.

NaN or inf input: info = -4 (LAPACK's gesdd rejects a NaN matrix norm so), from which JAX makes
every result NaN (jax.jit's, for NaN, too; for an inf entry LAPACK gives NaN singular values and
a mix of NaN and finite vectors).
"""

from __future__ import annotations

from jaxlib.mlir import ir

from . import _helpers as h
from ._jacobi_rotations import jacobi_rotation, rotate_pairs, sweeps
from ._lapack_householder import abs2
from ._lapack_qr import householder_q, householder_qr
from ._lapack_values import backend_chars, conj, full, reduce, to_complex, zeros
from ._text import Value, Writer, for_loop, tensor_type

# Below this (for a matrix scaled to max |b_ij| = 1) a column is treated as zero: its squared
# entries were near the f64 underflow threshold, so it has no reliable direction.
_TINY = 1e-150


def _all_reduce(w: Writer, x: Value, nb: int, kind: str, init) -> Value:
    """Reduce the last two dims of x [.., p, q] → [..]."""
    return reduce(w, reduce(w, x, nb + 1, kind, init), nb, kind, init)


def _descending_onehot(w: Writer, s: Value) -> Value:
    """P [.., i, j] = 1 where entry i of s [.., n] goes to place j of the descending order
    (ties by index), as i1: rank[i] = #{k : s_k > s_i, or s_k == s_i and k < i}."""
    nb = len(s.shape) - 1
    n = s.shape[-1]
    batch = list(range(nb))
    pshape = list(s.shape[:-1]) + [n, n]
    si, sk = w.broadcast(s, pshape, batch + [nb]), w.broadcast(s, pshape, batch + [nb + 1])
    ii, kk = w.iota(pshape, nb, "i32"), w.iota(pshape, nb + 1, "i32")
    before = w.binary("or", w.compare("GT", sk, si, "FLOAT"),
                      w.binary("and", w.compare("EQ", sk, si, "FLOAT"),
                               w.compare("LT", kk, ii, "SIGNED")))
    rank = reduce(w, w.select(before, w.full(1, pshape, "i32"), w.full(0, pshape, "i32")),
                  nb + 1, "add", 0)
    return w.compare("EQ", w.broadcast(rank, pshape, batch + [nb]), kk, "SIGNED")


def _permute_rows(w: Writer, onehot: Value, x: Value) -> Value:
    """x' [.., j, :] = x [.., i, :] for P[i, j]: one product with the one-hot matrix."""
    nb = len(x.shape) - 2
    batch = list(range(nb))
    p = w.select(onehot, full(w, 1.0, onehot.shape, x.elem), zeros(w, onehot.shape, x.elem))
    return w.dot(p, x, ([nb], [nb]), (batch, batch))


def _as(w: Writer, x: Value, elem: str) -> Value:
    """Real f64 x as `elem` (complex: zero imaginary part)."""
    return to_complex(w, x) if elem.startswith("complex") else x


def _normalized_columns(w: Writer, x: Value, sig: Value) -> Value:
    """x [.., n, n] with column j divided by sig_j: an orthonormal basis, where a column whose
    sig_j is (numerically) zero is replaced by a column of the Householder QR of the others
    (they come last: sig is descending)."""
    nb = len(x.shape) - 2
    batch = list(range(nb))
    tiny = w.emit(f"stablehlo.constant dense<{_TINY:.1e}> : {tensor_type(sig.shape, 'f64')}",
                  sig.shape, "f64")
    good = w.compare("GT", sig, tiny, "FLOAT")                              # [.., n]
    div = _as(w, w.select(good, sig, w.full(1.0, sig.shape, "f64")), x.elem)
    good = w.broadcast(good, x.shape, batch + [nb + 1])
    u0 = w.select(good, w.div(x, w.broadcast(div, x.shape, batch + [nb + 1])),
                  zeros(w, x.shape, x.elem))
    packed, taus = householder_qr(w, u0)
    return w.select(good, u0, householder_q(w, packed, taus, x.shape[-1]))


def lower_gesdd(op: ir.Operation) -> None:
    """`?gesdd` and `?gesvd`: the same one-sided Jacobi (see the module docstring)."""
    ty = h.tensor_type(op.operands[0])
    shape, elem = list(ty.shape), str(ty.element_type)
    cplx = elem.startswith("complex")
    real = elem[len("complex<"):-1] if cplx else elem
    mode = backend_chars(op).get("mode", "A")
    nb = len(shape) - 2
    lead = shape[:-2]
    batch = list(range(nb))
    m, n = shape[-2:]
    tall = m >= n
    big, small = (m, n) if tall else (n, m)            # B is big x small
    u_shape, vt_shape = (list(h.tensor_type(r).shape) for r in op.results[2:4])
    w = Writer()
    a = w.arg("%a", shape, elem)
    work = "complex<f64>" if cplx else "f64"
    # B: a tall A itself, a wide A's conjugate transpose; scaled to max |b_ij| = 1.
    b = w.convert(a if tall else conj(w, w.transpose(a, batch + [nb + 1, nb])), work)
    absb = w.unary("sqrt", abs2(w, b)) if cplx else w.unary("abs", b)
    amax = _all_reduce(w, absb, nb, "maximum", 0.0)                      # [..]
    inf = w.emit(f"stablehlo.constant dense<0x7FF0000000000000> : "
                 f"{tensor_type(absb.shape, 'f64')}", absb.shape, "f64")
    finite = w.compare("LT", absb, inf, "FLOAT")
    bad = _all_reduce(w, w.convert(w.emit(f"stablehlo.not {finite} : {finite.type}",
                                          finite.shape, "i1"), "i32"), nb, "maximum", 0)
    scale = w.select(w.compare("GT", amax, w.full(0.0, lead, "f64"), "FLOAT"), amax,
                     w.full(1.0, lead, "f64"))
    b = w.div(b, w.broadcast(_as(w, scale, work), b.shape, batch))
    # B = Q R; the Jacobi iteration runs on X = R^H, kept as its transpose Y = conj(R).
    packed, taus = householder_qr(w, b)
    sq = lead + [small, small]
    r = w.slice(packed, [0] * (nb + 2), sq)
    upper = w.compare("LE", w.iota(sq, nb, "i32"), w.iota(sq, nb + 1, "i32"), "SIGNED")
    y = conj(w, w.select(upper, r, zeros(w, sq, work)))
    nm = small + small % 2
    if nm != small:
        y = w.concatenate([y, zeros(w, lead + [1, small], work)], nb)
    hh = nm // 2
    vecs = mode != "N"
    carried = [y]
    if vecs:
        vshape = lead + [nm, nm]
        carried.append(w.select(
            w.compare("EQ", w.iota(vshape, nb, "i32"), w.iota(vshape, nb + 1, "i32"), "SIGNED"),
            full(w, 1.0, vshape, work), zeros(w, vshape, work)))

    def rows(x: Value, lo: int, hi: int) -> Value:
        return w.slice(x, [0] * nb + [lo, 0], lead + [hi, x.shape[-1]])

    def step(_, carried):
        y = carried[0]
        t, b = rows(y, 0, hh), rows(y, hh, nm)
        app = reduce(w, abs2(w, t), nb + 1, "add", 0.0)
        aqq = reduce(w, abs2(w, b), nb + 1, "add", 0.0)
        apq = reduce(w, w.mul(conj(w, t), b), nb + 1, "add", 0.0)
        col, _ = jacobi_rotation(w, app, aqq, apq)
        return [rotate_pairs(w, x, nb, col, nb) for x in carried]

    def sweep(_, carried):
        return for_loop(w, nm - 1, carried, step)

    carried = for_loop(w, sweeps(small), carried, sweep)
    y = carried[0]
    sig = w.unary("sqrt", reduce(w, abs2(w, y), nb + 1, "add", 0.0))      # [.., nm]
    onehot = _descending_onehot(w, sig)
    sorted_sig = reduce(w, w.select(onehot, w.broadcast(sig, onehot.shape, batch + [nb]),
                                    w.full(0.0, onehot.shape, "f64")), nb, "add", 0.0)
    sig = w.slice(sorted_sig, [0] * (nb + 1), lead + [small])
    s = w.convert(w.mul(sig, w.broadcast(scale, lead + [small], batch)), real)
    if vecs:
        # X = U_x S V_x^H, so B = Q R = (Q V_x) S U_x^H: U_B = Q V_x, V_B = U_x.
        y = w.slice(_permute_rows(w, onehot, y), [0] * (nb + 2), sq)
        vxt = w.slice(_permute_rows(w, onehot, carried[1]), [0] * (nb + 2),
                      sq)                                     # rows: the columns of V_x
        ncols = big if mode == "A" else small
        start = w.transpose(vxt, batch + [nb + 1, nb])                      # V_x
        if big > small:
            start = w.concatenate([start, zeros(w, lead + [big - small, small], work)], nb)
        if ncols > small:             # blockdiag(V_x, I): Q's last columns complete U_B
            rest = lead + [big, ncols - small]
            start = w.concatenate([start, w.select(
                w.compare("EQ", w.iota(rest, nb, "i32"),
                          w.add(w.iota(rest, nb + 1, "i32"), w.full(small, rest, "i32")),
                          "SIGNED"), full(w, 1.0, rest, work), zeros(w, rest, work))], nb + 1)
        ub = householder_q(w, packed, taus, ncols, start)                  # [.., big, ncols]
        vb = _normalized_columns(w, w.transpose(y, batch + [nb + 1, nb]), sig)
        ubh = conj(w, w.transpose(ub, batch + [nb + 1, nb]))
        vbh = conj(w, w.transpose(vb, batch + [nb + 1, nb]))
        u, vt_out = (ub, vbh) if tall else (vb, ubh)
        u, vt_out = w.convert(u, elem), w.convert(vt_out, elem)
    else:
        u, vt_out = zeros(w, lead + u_shape[nb:], elem), zeros(w, lead + vt_shape[nb:], elem)
    info = w.select(w.compare("NE", bad, w.full(0, lead, "i32"), "SIGNED"),
                    w.full(-4, lead, "i32"), w.full(0, lead, "i32"))
    scratch = h.parse_functions(op, w.function("gesdd", [a], [a, s, u, vt_out, info]))
    h.replace_with_function(op, h.function(scratch, "gesdd"))
