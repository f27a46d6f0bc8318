"""`lapack_?geqp3_ffi` (jax.scipy.linalg.qr(a, pivoting=True)) and `lapack_?ormqr_ffi` /
`?unmqr` (jax.lax.linalg.ormqr) → scf.for loops of StableHLO ops, one Householder reflector a
step (`_lapack_householder.py`), in LAPACK's storage and order so the results match LAPACK's.

geqp3: operands (a [.., m, n], jpvt [.., n] i32); results (a', jpvt' (1-based column
permutation), tau [.., min(m, n)]). The algorithm of LAPACK's unblocked ?laqp2, which ?geqp3
runs for every matrix up to its blocking crossover (min(m, n) <= 128 with the reference
ilaenv): step j takes the remaining column c >= j of largest partial norm vn1 (the first on
ties), swaps it (and its norms and jpvt entry) with column j, makes the reflector of column j
as ?geqrf does and applies H^H to the columns after j; then each later column's norm is
downdated from its new row-j entry: temp = max(0, 1 - (|a[j, c]| / vn1)^2),
temp2 = temp (vn1 / vn2)^2; if temp2 <= sqrt(eps) (eps = LAPACK's dlamch('E'), half the ulp
of 1) both norms are recomputed from rows j+1.. (cancellation made the downdate unreliable),
else vn1 *= sqrt(temp). Per-batch pivots are not static indices, so the column swap is done
with masks (the pivot column picked out by a masked sum), O(m n) a step like the rest.
Norms are sqrt(sum |x|^2), without dnrm2's scaling against overflow (as `reflector` skips
?larfg's rescaling). Past the crossover LAPACK runs the blocked ?laqps, the same pivoting up to
rounding (near-ties may then go the other way). jpvt on input marks columns LAPACK must keep
in front; JAX always passes zeros (all columns free), and anything not provably zero is
refused.

ormqr / unmqr: operands (a [.., m, n] holding k reflectors as geqrf / geqp3 leave them,
tau [.., k], c); result Q c, Q^H c, c Q or c Q^H (backend_config `left`, `transpose`; Q^H for
complex, Q^T for real), Q = H(0) .. H(k-1). Q c and c Q^H apply the reflectors from the last,
Q^H c and c Q from the first; the transposed products use conj(tau).
"""

from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir

from . import _helpers as h
from ._lapack_householder import abs2, apply_left, apply_right, reflector
from ._lapack_values import conj, full, reduce, zeros
from ._text import Value, Writer, for_loop


def _real_of(elem: str) -> str:
    return elem[len("complex<"):-1] if elem.startswith("complex") else elem


def _provably_zero(value: ir.Value) -> bool:
    """`value` is a constant zero, or a broadcast of one (how JAX builds geqp3's jpvt)."""
    owner = value.owner
    if not isinstance(owner, (ir.Operation, ir.OpView)):
        return False
    op = owner.operation if isinstance(owner, ir.OpView) else owner
    if op.name == "stablehlo.broadcast_in_dim":
        return _provably_zero(op.operands[0])
    if op.name != "stablehlo.constant":
        return False
    try:
        attr = ir.DenseIntElementsAttr(op.attributes["value"])
    except (ValueError, KeyError):
        return False
    return attr.is_splat and ir.IntegerAttr(attr.get_splat_value()).value == 0


def _pick(w: Writer, x: Value, mask: Value, dim: int, out_shape) -> Value:
    """The entries of x where mask holds (one per reduced line), summed over `dim`."""
    return w.reshape(reduce(w, w.select(mask, x, zeros(w, x.shape, x.elem)), dim, "add", 0),
                     out_shape)


def lower_geqp3(op: ir.Operation) -> None:
    if not _provably_zero(op.operands[1]):
        raise NotImplementedError("geqp3 with columns fixed in front (a jpvt operand not "
                                  "known to be zero); jax.scipy.linalg.qr passes zeros")
    ty = h.tensor_type(op.operands[0])
    shape, elem = list(ty.shape), str(ty.element_type)
    r = len(shape)
    nb, (m, n) = r - 2, shape[-2:]
    k, lead = min(m, n), shape[:-2]
    real = _real_of(elem)
    eps = float(np.finfo(np.float32 if real == "f32" else np.float64).eps) / 2
    w = Writer()
    a = w.arg("%a", shape, elem)
    jpvt_in = w.arg("%jpvt", lead + [n], "i32")
    z = w.constant(0, "i64")
    everything = list(range(r))
    col_shape, one_shape, vec_shape = lead + [m, 1], lead + [1, 1], lead + [n]
    col_rows = w.iota(col_shape, nb, "i64")
    rows, cols = w.iota(shape, nb, "i64"), w.iota(shape, nb + 1, "i64")
    vec_iota = w.iota(vec_shape, nb, "i64")
    tau_iota = w.iota(lead + [k], nb, "i64")

    def norms(x: Value, below: Value | None) -> Value:
        """Column 2-norms over the rows where `below` holds (all rows if None), [.., n]."""
        sq = abs2(w, x)
        if below is not None:
            sq = w.select(below, sq, w.full(0.0, shape, real))
        return w.unary("sqrt", reduce(w, sq, nb, "add", 0.0))

    def swap_vec(v: Value, j: Value, at_j: Value, at_p: Value) -> Value:
        """v [.., n] with entries j and p (where at_j, at_p hold) exchanged."""
        vj = w.broadcast(w.dynamic_slice(v, [z] * nb + [j], lead + [1]), vec_shape,
                         list(range(nb + 1)))
        vp = w.broadcast(_pick(w, v, at_p, nb, lead + [1]), vec_shape, list(range(nb + 1)))
        return w.select(at_j, vp, w.select(at_p, vj, v))

    def pivot(j: Value, vn1: Value) -> Value:
        """The first column c >= j of largest vn1 ([..] i64; j when none compares: NaN)."""
        free = w.compare("GE", vec_iota, w.broadcast(j, vec_shape, []), "SIGNED")
        cand = w.select(free, vn1, w.full(-1.0, vec_shape, real))
        best = w.broadcast(reduce(w, cand, nb, "maximum", -1.0), vec_shape, list(range(nb)))
        hit = w.binary("and", free, w.compare("EQ", cand, best, "FLOAT"))
        p = reduce(w, w.select(hit, vec_iota, w.full(n, vec_shape, "i64")), nb, "minimum", n)
        return w.select(w.compare("EQ", p, w.full(n, lead, "i64"), "SIGNED"),
                        w.broadcast(j, lead, []), p)

    def downdate(x: Value, j: Value, vn1: Value, vn2: Value):
        """?laqp2's update of the partial norms of the columns after j from their row-j
        entries, recomputing them from rows j+1.. where cancellation makes it unreliable."""
        row = w.reshape(w.dynamic_slice(x, [z] * nb + [j, z], lead + [1, n]), vec_shape)
        ratio = w.div(w.unary("sqrt", abs2(w, row)), vn1)
        temp = w.binary("maximum", w.sub(w.full(1.0, vec_shape, real), w.mul(ratio, ratio)),
                        w.full(0.0, vec_shape, real))
        q = w.div(vn1, vn2)
        temp2 = w.mul(temp, w.mul(q, q))
        redo = w.compare("LE", temp2, w.full(float(np.sqrt(eps)), vec_shape, real), "FLOAT")
        exact = norms(x, w.compare("GT", rows, w.broadcast(j, shape, []), "SIGNED"))
        later = w.binary("and", w.compare("GT", vec_iota, w.broadcast(j, vec_shape, []),
                                          "SIGNED"),
                         w.compare("NE", vn1, w.full(0.0, vec_shape, real), "FLOAT"))
        down = w.mul(vn1, w.unary("sqrt", temp))
        return (w.select(later, w.select(redo, exact, down), vn1),
                w.select(w.binary("and", later, redo), exact, vn2))

    def step(j: Value, carried):
        x, perm, taus, vn1, vn2 = carried
        p = pivot(j, vn1)
        # Swap columns j and p (p >= j, maybe equal) with their norms and jpvt entries.
        p_vec = w.broadcast(p, vec_shape, list(range(nb)))
        at_j = w.compare("EQ", vec_iota, w.broadcast(j, vec_shape, []), "SIGNED")
        at_p = w.compare("EQ", vec_iota, p_vec, "SIGNED")
        is_j = w.compare("EQ", cols, w.broadcast(j, shape, []), "SIGNED")
        is_p = w.compare("EQ", cols, w.broadcast(p, shape, list(range(nb))), "SIGNED")
        col_j = w.dynamic_slice(x, [z] * nb + [z, j], col_shape)
        col = _pick(w, x, is_p, nb + 1, col_shape)              # the new column j
        x = w.select(is_j, w.broadcast(col, shape, everything),
                     w.select(is_p, w.broadcast(col_j, shape, everything), x))
        perm, vn1, vn2 = (swap_vec(v, j, at_j, at_p) for v in (perm, vn1, vn2))
        # Reflector of column j, H^H applied to the columns after j (as geqrf).
        alpha = w.dynamic_slice(x, [z] * nb + [j, j], one_shape)
        j_col = w.broadcast(j, col_shape, [])
        below = w.compare("GT", col_rows, j_col, "SIGNED")
        at_row = w.compare("EQ", col_rows, j_col, "SIGNED")
        v, tau, diag, trivial = reflector(w, col, alpha, at_row, below, nb)
        after = w.compare("GT", cols, w.broadcast(j, shape, []), "SIGNED")
        x = w.select(after, apply_left(w, x, v, conj(w, tau), nb), x)
        triv = w.broadcast(trivial, col_shape, everything)
        new_col = w.select(below, w.select(triv, col, v),
                           w.select(at_row, w.broadcast(diag, col_shape, everything), col))
        x = w.select(is_j, w.broadcast(new_col, shape, everything), x)
        taus = w.select(w.compare("EQ", tau_iota, w.broadcast(j, tau_iota.shape, []), "SIGNED"),
                        w.broadcast(w.reshape(tau, lead + [1]), lead + [k],
                                    list(range(nb + 1))), taus)
        vn1, vn2 = downdate(x, j, vn1, vn2)
        return [x, perm, taus, vn1, vn2]

    perm = w.add(w.convert(vec_iota, "i32"), w.full(1, vec_shape, "i32"))
    out, taus = a, zeros(w, lead + [k], elem)
    if k:
        vn = norms(a, None)
        out, perm, taus, _, _ = for_loop(w, k, [a, perm, taus, vn, vn], step)
    scratch = h.parse_functions(op, w.function("geqp3", [a, jpvt_in], [out, perm, taus]))
    h.replace_with_function(op, h.function(scratch, "geqp3"))


def _flag(op: ir.Operation, name: str, default: bool) -> bool:
    if "mhlo.backend_config" not in op.attributes:
        return default
    config = {named.name: named.attr for named in ir.DictAttr(op.attributes["mhlo.backend_config"])}
    if name not in config:
        return default
    attr = config[name]
    try:
        return ir.BoolAttr(attr).value
    except ValueError:
        return bool(ir.IntegerAttr(attr).value)


def lower_ormqr(op: ir.Operation) -> None:
    aty, tty, cty = (h.tensor_type(v) for v in op.operands[:3])
    shape, elem = list(aty.shape), str(aty.element_type)
    c_shape = list(cty.shape)
    nb, m = len(shape) - 2, shape[-2]
    k, lead = list(tty.shape)[-1], shape[:-2]
    left, transpose = _flag(op, "left", True), _flag(op, "transpose", False)
    w = Writer()
    a, tau_in, c = (w.arg("%a", shape, elem), w.arg("%tau", lead + [k], elem),
                    w.arg("%c", c_shape, elem))
    z = w.constant(0, "i64")
    col_shape, one_shape = lead + [m, 1], lead + [1, 1]
    col_rows = w.iota(col_shape, nb, "i64")
    last = w.constant(k - 1, "i64")
    backward = left != transpose               # Q c and c Q^H start from the last reflector

    def step(it: Value, carried):
        x, = carried
        i = w.sub(last, it) if backward else it
        col = w.dynamic_slice(a, [z] * nb + [z, i], col_shape)
        i_col = w.broadcast(i, col_shape, [])
        unit = w.select(w.compare("EQ", col_rows, i_col, "SIGNED"),
                        full(w, 1.0, col_shape, elem), zeros(w, col_shape, elem))
        v = w.select(w.compare("GT", col_rows, i_col, "SIGNED"), col, unit)
        tau = w.reshape(w.dynamic_slice(tau_in, [z] * nb + [i], lead + [1]), one_shape)
        tau = conj(w, tau) if transpose else tau
        return [apply_left(w, x, v, tau, nb) if left else apply_right(w, x, v, tau, nb)]

    out = c
    if k:
        out, = for_loop(w, k, [c], step)
    scratch = h.parse_functions(op, w.function("ormqr", [a, tau_in, c], [out]))
    h.replace_with_function(op, h.function(scratch, "ormqr"))

