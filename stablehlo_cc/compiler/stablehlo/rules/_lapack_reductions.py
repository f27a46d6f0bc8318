"""`lapack_?gehrd_ffi` (Hessenberg form: jax.scipy.linalg.hessenberg) and `lapack_?sytrd_ffi` /
`?hetrd` (tridiagonal form: jax.lax.linalg.tridiagonal) → scf.for loops of StableHLO ops, one
Householder reflector a step (`_lapack_householder.py`), in LAPACK's storage so JAX's code after
them (orgqr for Q, slicing) sees what LAPACK returns.

gehrd: operand a [.., n, n] (low = 1, high = n: the whole matrix); results (a', tau [.., n-1],
info). Step j annihilates a[j+2:, j] with the pivot a[j+1, j] and applies the reflector from
the right (all rows) and then from the left (columns after j), as ?gehd2; a' holds the
Hessenberg matrix on and above the first subdiagonal and the vectors below it.

sytrd / hetrd: operand a [.., n, n] Hermitian, of which only the `uplo` triangle is read;
results (a', d [.., n], e [.., n-1] (real), tau [.., n-1], info). With uplo = L, step j
annihilates a[j+2:, j] with the pivot a[j+1, j]; with U, step j (from the last) annihilates
a[:j, j+1] with the pivot a[j, j+1]. Each step is the two-sided H^H A H of ?sytd2 / ?hetd2
(x = tau A v, w = x - tau (x^H v) v / 2, A -= v w^H + w v^H) on the Hermitian matrix rebuilt
from the triangle; a' holds T's diagonals and the vectors in that triangle, the other triangle
as given.

Both are O(n^2) a step on the whole matrix (masks, two products), O(n^3) in all, like LAPACK's
unblocked ?gehd2 / ?sytd2 but without its blocking: slower than LAPACK at large n.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from . import _helpers as h
from ._lapack_householder import apply_left, apply_right, reflector
from ._lapack_values import backend_chars, conj, diagonal, real_part, to_complex, zeros
from ._text import Value, Writer, for_loop


class _Steps:
    """Index masks and slices shared by the reduction steps of one [.., n, n] problem."""

    def __init__(self, w: Writer, shape, elem: str):
        self.w, self.shape, self.elem = w, list(shape), elem
        self.nb, self.n = len(shape) - 2, shape[-1]
        self.lead = list(shape[:-2])
        self.col_shape, self.one_shape = self.lead + [self.n, 1], self.lead + [1, 1]
        self.z = w.constant(0, "i64")
        self.col_rows = w.iota(self.col_shape, self.nb, "i64")
        self.rows, self.cols = w.iota(shape, self.nb, "i64"), w.iota(shape, self.nb + 1, "i64")
        self.everything = list(range(len(shape)))

    def column(self, x: Value, j: Value) -> Value:
        return self.w.dynamic_slice(x, [self.z] * self.nb + [self.z, j], self.col_shape)

    def entry(self, x: Value, i: Value, j: Value) -> Value:
        return self.w.dynamic_slice(x, [self.z] * self.nb + [i, j], self.one_shape)

    def col_mask(self, direction: str, i: Value) -> Value:
        return self.w.compare(direction, self.col_rows, self.w.broadcast(i, self.col_shape, []),
                              "SIGNED")

    def mask(self, index: Value, direction: str, i: Value) -> Value:
        return self.w.compare(direction, index, self.w.broadcast(i, self.shape, []), "SIGNED")

    def triangle(self, direction: str) -> Value:
        """row `direction` column (GE: the lower triangle with the diagonal)."""
        return self.w.compare(direction, self.rows, self.cols, "SIGNED")

    def put_column(self, x: Value, j: Value, col: Value) -> Value:
        """x with column j replaced by col [.., n, 1]."""
        w = self.w
        return w.select(self.mask(self.cols, "EQ", j),
                        w.broadcast(col, self.shape, self.everything), x)

    def store(self, taus: Value, k: int, j: Value, tau: Value) -> Value:
        w = self.w
        iota = w.iota(self.lead + [k], self.nb, "i64")
        at = w.compare("EQ", iota, w.broadcast(j, iota.shape, []), "SIGNED")
        return w.select(at, w.broadcast(w.reshape(tau, self.lead + [1]), self.lead + [k],
                                        list(range(self.nb + 1))), taus)

    def stored_vector(self, col, v, diag, trivial, at, rest) -> Value:
        """Column after a step: the vector on `rest` (the entries as they were if trivial),
        the new pivot value at `at`, the rest unchanged."""
        w = self.w
        kept = w.select(w.broadcast(trivial, self.col_shape, self.everything), col, v)
        return w.select(rest, kept, w.select(at, w.broadcast(diag, self.col_shape,
                                                             self.everything), col))


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
    w = Writer()
    a = w.arg("%a", shape, elem)
    s = _Steps(w, shape, elem)

    def step(j: Value, carried):
        x, taus = carried
        j1 = w.add(j, w.constant(1, "i64"))
        col = s.column(x, j)
        at, rest = s.col_mask("EQ", j1), s.col_mask("GT", j1)
        v, tau, diag, trivial = reflector(w, col, s.entry(x, j1, j), at, rest, s.nb)
        x = apply_right(w, x, v, tau, s.nb)
        x = w.select(s.mask(s.cols, "GT", j), apply_left(w, x, v, conj(w, tau), s.nb), x)
        x = s.put_column(x, j, s.stored_vector(col, v, diag, trivial, at, rest))
        return [x, s.store(taus, k, j, tau)]

    out, taus = a, zeros(w, lead + [k], elem)
    if k:
        out, taus = for_loop(w, k, [a, taus], step)
    info = w.full(0, lead, "i32")
    scratch = h.parse_functions(op, w.function("gehrd", [a], [out, taus, info]))
    h.replace_with_function(op, h.function(scratch, "gehrd"))


def _hermitian_from(w: Writer, s: _Steps, a: Value, lower: bool) -> Value:
    """The Hermitian matrix whose `lower` (or upper) triangle is a's (diagonal real)."""
    tri = s.triangle("GE" if lower else "LE")
    strict = s.triangle("GT" if lower else "LT")
    part = w.select(strict, a, zeros(w, s.shape, s.elem))
    perm = list(range(s.nb)) + [s.nb + 1, s.nb]
    mirrored = conj(w, w.transpose(part, perm))
    full = w.select(tri, a, mirrored)
    return _real_diagonal(w, s, full)


def _real_diagonal(w: Writer, s: _Steps, x: Value) -> Value:
    if not s.elem.startswith("complex"):
        return x
    on = s.triangle("EQ")
    return w.select(on, to_complex(w, real_part(w, x)), x)


def lower_sytrd(op: ir.Operation) -> None:
    ty = h.tensor_type(op.operands[0])
    shape, elem = list(ty.shape), str(ty.element_type)
    n, lead = shape[-1], shape[:-2]
    lower = backend_chars(op).get("uplo", "L") == "L"
    k = max(n - 1, 0)
    w = Writer()
    a = w.arg("%a", shape, elem)
    s = _Steps(w, shape, elem)
    real = elem[len("complex<"):-1] if elem.startswith("complex") else elem
    everything = s.everything
    one = w.constant(1, "i64")
    last = w.constant(n - 2, "i64")

    def step(t: Value, carried):
        x, taus = carried
        if lower:  # column j, pivot row j + 1, annihilate below it
            j = t
            c, p = j, w.add(j, one)
            at, rest = s.col_mask("EQ", p), s.col_mask("GT", p)
            block = s.col_mask("GE", p)
        else:      # column j + 1, pivot row j, annihilate above it; j from n - 2 down
            j = w.sub(last, t)
            c, p = w.add(j, one), j
            at, rest = s.col_mask("EQ", p), s.col_mask("LT", p)
            block = s.col_mask("LE", p)
        col = s.column(x, c)
        v, tau, diag, trivial = reflector(w, col, s.entry(x, p, c), at, rest, s.nb)
        # x = tau A v on the trailing block, w = x - tau (x^H v) v / 2, A -= v w^H + w v^H
        av = w.dot(x, v, ([s.nb + 1], [s.nb]), (list(range(s.nb)), list(range(s.nb))))
        xv = w.select(block, w.mul(w.broadcast(tau, s.col_shape, everything), av),
                      zeros(w, s.col_shape, elem))
        xhv = w.dot(conj(w, xv), v, ([s.nb], [s.nb]), (list(range(s.nb)), list(range(s.nb))))
        half = w.mul(w.mul(to_complex(w, w.full(-0.5, s.one_shape, real))
                           if elem.startswith("complex") else w.full(-0.5, s.one_shape, real),
                           tau), xhv)
        wv = w.add(xv, w.mul(w.broadcast(half, s.col_shape, everything), v))
        perm = list(range(s.nb)) + [s.nb + 1, s.nb]
        row = lambda u: w.broadcast(w.transpose(conj(w, u), perm), s.shape, everything)  # noqa
        colb = lambda u: w.broadcast(u, s.shape, everything)  # noqa: E731
        update = w.add(w.mul(colb(v), row(wv)), w.mul(colb(wv), row(v)))
        x = w.select(w.broadcast(trivial, s.shape, everything), x, w.sub(x, update))
        x = s.put_column(x, c, s.stored_vector(col, v, diag, trivial, at, rest))
        return [x, s.store(taus, k, j, tau)]

    full_matrix = _hermitian_from(w, s, a, lower) if n else a
    out, taus = full_matrix, zeros(w, lead + [k], elem)
    if k:
        out, taus = for_loop(w, k, [full_matrix, taus], step)
    out = _real_diagonal(w, s, out) if n else out
    d = real_part(w, diagonal(w, out)) if n else w.full(0.0, lead + [0], real)
    if k:
        off = w.slice(out, [0] * s.nb + ([1, 0] if lower else [0, 1]),
                      list(shape[:-2]) + ([n, n - 1] if lower else [n - 1, n]))
        e = real_part(w, diagonal(w, off))
    else:
        e = w.full(0.0, lead + [0], real)
    if n:  # the other triangle as given
        keep = s.triangle("GE" if lower else "LE")
        out = w.select(keep, out, a)
    info = w.full(0, lead, "i32")
    scratch = h.parse_functions(op, w.function("sytrd", [a], [out, d, e, taus, info]))
    h.replace_with_function(op, h.function(scratch, "sytrd"))
