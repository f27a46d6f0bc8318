"""`lapack_?gtsv_ffi` (tridiagonal solve, what jax.lax.linalg.tridiagonal_solve and
jax.scipy.linalg.solve_banded-style code export on CPU) → an scf.for loop of StableHLO ops.

Operands dl, d, du [.., n] (sub-, main and super-diagonal: JAX's convention, dl[0] and du[n-1]
unused; LAPACK sees dl from its second element) and b [.., n, nrhs]; results: the three
diagonals as gtsv leaves them (d and du the first two diagonals of U, dl the second
superdiagonal, dl[n-1] untouched), the solution x in place of b, and info [..] (the 1-based step
whose pivot was exactly zero, after which LAPACK stops and leaves everything as it is, else 0).

Gaussian elimination with partial pivoting between each row and the next, one row a step: the
row with the larger |pivot| (|re| + |im| for complex, as LAPACK's CABS1) becomes the pivot row,
the other row takes the multiple of it off; then back substitution from the last row. Every
matrix of a batch takes its own branch by selects, so the batch moves through the steps
together (the loop is n steps whatever the batch). A matrix whose info is set is left alone
from that step on, as LAPACK returns there.
"""

from __future__ import annotations

import math

from jaxlib.mlir import ir

from . import _helpers as h
from ._lapack_values import imag_part, real_part, zeros
from ._text import Value, Writer, for_loop


def _magnitude(w: Writer, x: Value) -> Value:
    if not x.elem.startswith("complex"):
        return w.unary("abs", x)
    return w.add(w.unary("abs", real_part(w, x)), w.unary("abs", imag_part(w, x)))


class BatchRows:
    """Column/row slices of the batched state at a runtime index."""

    def __init__(self, w: Writer, batch: int, nrhs: int):
        self.w, self.batch, self.nrhs = w, batch, nrhs
        self.z = w.constant(0, "i64")

    def col(self, x: Value, i: Value) -> Value:                       # [B, n] -> [B, 1]
        return self.w.dynamic_slice(x, [self.z, i], [self.batch, 1])

    def put(self, x: Value, v: Value, i: Value) -> Value:
        return self.w.dynamic_update_slice(x, v, [self.z, i])

    def row(self, b: Value, i: Value) -> Value:                       # [B, n, r] -> [B, 1, r]
        return self.w.dynamic_slice(b, [self.z, i, self.z], [self.batch, 1, self.nrhs])

    def put_row(self, b: Value, v: Value, i: Value) -> Value:
        return self.w.dynamic_update_slice(b, v, [self.z, i, self.z])

    def wide(self, v: Value) -> Value:                                # [B, 1] -> [B, 1, r]
        return self.w.broadcast(v, [self.batch, 1, self.nrhs], [0, 1])


def _eliminate(w: Writer, s: BatchRows, n: int, state: list[Value]) -> list[Value]:
    """Steps 0 .. n-2 of the elimination; state [dl, d, du, b, info [B, 1]]."""
    batch, elem = s.batch, state[1].elem
    one = w.constant(1, "i64")
    last = w.constant(n - 2, "i64")

    def step(i: Value, carried):
        dl, d, du, b, info = carried
        i1 = w.add(i, one)
        di, li, ui, d1, u1 = s.col(d, i), s.col(dl, i1), s.col(du, i), s.col(d, i1), s.col(du, i1)
        bi, b1 = s.row(b, i), s.row(b, i1)
        zero = zeros(w, [batch, 1], elem)
        keep_rows = w.compare("GE", _magnitude(w, di), _magnitude(w, li), "FLOAT")
        active = w.compare("EQ", info, w.full(0, [batch, 1], "i32"), "SIGNED")
        stuck = w.binary("and", keep_rows, w.compare("EQ", di, zero))
        step_no = w.broadcast(w.convert(i1, "i32"), [batch, 1], [])
        info = w.select(w.binary("and", active, stuck), step_no, info)
        go = w.binary("and", active, w.unary("not", stuck))
        general = w.broadcast(w.compare("LT", i, last, "SIGNED"), [batch, 1], [])
        # Rows kept: row i+1 takes li / di times row i.
        f = w.div(li, di)
        keep = (di, w.sub(d1, w.mul(f, ui)), ui, u1, zero,
                bi, w.sub(b1, w.mul(s.wide(f), bi)))
        # Rows swapped: row i+1 becomes the pivot row, row i takes di / li times it off.
        g = w.div(di, li)
        swap = (li, w.sub(ui, w.mul(g, d1)), d1, w.neg(w.mul(g, u1)), u1,
                b1, w.sub(bi, w.mul(s.wide(g), b1)))
        old = (di, d1, ui, u1, li, bi, b1)
        wide_keep, wide_go = s.wide(keep_rows), s.wide(go)
        new = []
        for k, (a, c, o) in enumerate(zip(keep, swap, old)):
            pick, on = (wide_keep, wide_go) if k >= 5 else (keep_rows, go)
            if k in (3, 4):  # du[i+1] and dl[i+1]: LAPACK's last step leaves them
                on = w.binary("and", on, general)
            new.append(w.select(on, w.select(pick, a, c), o))
        ndi, nd1, nui, nu1, nli, nbi, nb1 = new
        d = s.put(d, w.concatenate([ndi, nd1], 1), i)
        du = s.put(du, w.concatenate([nui, nu1], 1), i)
        dl = s.put(dl, nli, i1)
        b = s.put_row(b, w.concatenate([nbi, nb1], 1), i)
        return [dl, d, du, b, info]

    return for_loop(w, n - 1, state, step)


def back_substitute(w: Writer, s: BatchRows, n: int, x: Value, first, second, solve_row):
    """Back substitution through U with two superdiagonals, from row n-1 up: row i's rest is
    x[i] - first(i) x[i+1] - second(i) x[i+2] (`first`, `second`: index -> [B, 1]
    coefficients), and `solve_row(x, i, rest)` returns x with row i solved."""
    last = w.constant(n - 1, "i64")
    x = solve_row(x, last, s.row(x, last))
    if n == 1:
        return x
    before = w.constant(n - 2, "i64")
    x = solve_row(x, before, w.sub(s.row(x, before),
                                   w.mul(s.wide(first(before)), s.row(x, last))))
    if n == 2:
        return x
    top, one, two = w.constant(n - 3, "i64"), w.constant(1, "i64"), w.constant(2, "i64")

    def step(t: Value, carried):
        (x,) = carried
        i = w.sub(top, t)
        i1, i2 = w.add(i, one), w.add(i, two)
        rest = w.sub(w.sub(s.row(x, i), w.mul(s.wide(first(i)), s.row(x, i1))),
                     w.mul(s.wide(second(i)), s.row(x, i2)))
        return [solve_row(x, i, rest)]

    return for_loop(w, n - 2, [x], step)[0]


def _back_substitute(w: Writer, s: BatchRows, n: int, dl, d, du, b, ok) -> Value:
    """x from U x = b (U: d, du and the second superdiagonal in dl[1:]) where `ok` [B, 1]."""
    ok_rows = s.wide(ok)

    def solve_row(x: Value, i: Value, rest: Value) -> Value:
        solved = w.div(rest, s.wide(s.col(d, i)))
        return s.put_row(x, w.select(ok_rows, solved, s.row(x, i)), i)

    one = w.constant(1, "i64")
    return back_substitute(w, s, n, b, lambda i: s.col(du, i),
                           lambda i: s.col(dl, w.add(i, one)), solve_row)


def tridiagonal_operands(op: ir.Operation, w: Writer):
    """(arguments dl, d, du, b of the generated function, lead dims, n, nrhs, element type,
    batch size) of a tridiagonal solve's custom call."""
    dl_t, b_t = h.tensor_type(op.operands[0]), h.tensor_type(op.operands[3])
    lead, n = list(dl_t.shape[:-1]), dl_t.shape[-1]
    nrhs, elem = b_t.shape[-1], str(b_t.element_type)
    args = [w.arg(f"%{name}", list(dl_t.shape), elem) for name in ("dl", "d", "du")]
    args.append(w.arg("%b", list(b_t.shape), elem))
    return args, lead, n, nrhs, elem, math.prod(lead)


def lower_gtsv(op: ir.Operation) -> None:
    w = Writer()
    args, lead, n, nrhs, elem, batch = tridiagonal_operands(op, w)
    if n == 0 or batch == 0:
        results = args + [w.full(0, lead, "i32")]
    else:
        s = BatchRows(w, batch, nrhs)
        dl, d, du = (w.reshape(a, [batch, n]) for a in args[:3])
        b = w.reshape(args[3], [batch, n, nrhs])
        info = w.full(0, [batch, 1], "i32")
        if n > 1:
            dl, d, du, b, info = _eliminate(w, s, n, [dl, d, du, b, info])
        end = s.col(d, w.constant(n - 1, "i64"))
        active = w.compare("EQ", info, w.full(0, [batch, 1], "i32"), "SIGNED")
        stuck = w.binary("and", active, w.compare("EQ", end, zeros(w, [batch, 1], elem)))
        info = w.select(stuck, w.full(n, [batch, 1], "i32"), info)
        ok = w.compare("EQ", info, w.full(0, [batch, 1], "i32"), "SIGNED")
        b = _back_substitute(w, s, n, dl, d, du, b, ok)
        results = [w.reshape(v, lead + [n]) for v in (dl, d, du)]
        results += [w.reshape(b, lead + [n, nrhs]), w.reshape(info, lead)]
    scratch = h.parse_functions(op, w.function("gtsv", args, results))
    h.replace_with_function(op, h.function(scratch, "gtsv"))
