"""`stablehlo.cholesky` and `stablehlo.triangular_solve` -> scf.for loops of StableHLO ops.

Each loop step handles one column (Cholesky, left-looking) or one row (substitution) of every
matrix in the batch at once, with dynamic_slice / dot_general / dynamic_update_slice on full
tensors: O(n) steps of O(n^2) (Cholesky) or O(n m) (solve) work each. Entries not computed yet
are zero, so the products need no masks. The triangle a rule must ignore is zeroed first; the
other triangle of a Cholesky result is zero. f8/f6/f4 matrices are factored (solved) in f32
and rounded once.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ..registry import lowering
from . import _helpers as h
from ._small_float_widening import in_f32
from ._text import Value, Writer, tensor_type


def _elem_info(ty: ir.RankedTensorType) -> tuple[str, str | None]:
    """(element type text, its real part's type for complex, else None)."""
    elem = str(ty.element_type)
    if elem.startswith("complex<"):
        return elem, elem[len("complex<"):-1]
    if not isinstance(ty.element_type, (ir.F16Type, ir.BF16Type, ir.F32Type, ir.F64Type)):
        raise NotImplementedError(f"element type {elem}")
    return elem, None


class _Linalg:
    def __init__(self, w: Writer, elem: str, real: str | None):
        self.w, self.elem, self.real = w, elem, real
        self.zero_i = w.constant(0, "i64")

    def conj(self, x: Value) -> Value:
        if self.real is None:
            return x
        w = self.w
        re = w.emit(f"stablehlo.real {x} : ({x.type}) -> {tensor_type(x.shape, self.real)}",
                    x.shape, self.real)
        im = w.emit(f"stablehlo.imag {x} : ({x.type}) -> {tensor_type(x.shape, self.real)}",
                    x.shape, self.real)
        return w.emit(f"stablehlo.complex {re}, {w.neg(im)} : {x.type}", x.shape, x.elem)

    def swap(self, x: Value) -> Value:
        r = len(x.shape)
        return self.w.transpose(x, list(range(r - 2)) + [r - 1, r - 2])

    def triangle(self, a: Value, lower: bool, unit: bool) -> Value:
        """a with the other triangle zeroed (and a unit diagonal if `unit`)."""
        w, shape = self.w, a.shape
        r = len(shape)
        rows, cols = w.iota(shape, r - 2, "i64"), w.iota(shape, r - 1, "i64")
        keep = w.compare("GE" if lower else "LE", rows, cols, "SIGNED")
        out = w.select(keep, a, w.full(0, shape, self.elem) if self.real is None else
                       self._complex_full(0.0, shape))
        if unit:
            diag = w.compare("EQ", rows, cols, "SIGNED")
            one = w.full(1.0, shape, self.elem) if self.real is None else \
                self._complex_full(1.0, shape)
            out = w.select(diag, one, out)
        return out

    def _complex_full(self, value: float, shape) -> Value:
        w = self.w
        re = w.full(value, shape, self.real)
        im = w.full(0.0, shape, self.real)
        return w.emit(f"stablehlo.complex {re}, {im} : {tensor_type(shape, self.elem)}",
                      shape, self.elem)

    def dynamic_slice(self, x: Value, starts, sizes) -> Value:
        names = ", ".join(str(s) for s in starts)
        types = ", ".join("tensor<i64>" for _ in starts)
        return self.w.emit(f"stablehlo.dynamic_slice {x}, {names}, sizes = {list(sizes)} : "
                           f"({x.type}, {types}) -> {tensor_type(sizes, x.elem)}", sizes, x.elem)

    def dynamic_update(self, x: Value, update: Value, starts) -> Value:
        names = ", ".join(str(s) for s in starts)
        types = ", ".join("tensor<i64>" for _ in starts)
        return self.w.emit(f"stablehlo.dynamic_update_slice {x}, {update}, {names} : "
                           f"({x.type}, {update.type}, {types}) -> {x.type}", x.shape, x.elem)

    def loop(self, count: int, carried: Value, body, reverse: bool = False) -> Value:
        """scf.for over 0..count carrying one tensor; `body(index tensor<i64>, carried)`."""
        w = self.w
        w.n += 1
        k = w.n
        w.lines += [f"%lc0_{k} = arith.constant 0 : index", f"%lc1_{k} = arith.constant 1 : index",
                    f"%lcn_{k} = arith.constant {count} : index",
                    f"%lcl_{k} = arith.constant {count - 1} : i64"]
        result = Value(f"%loop{k}", carried.shape, carried.elem)
        inner = Value(f"%carry{k}", carried.shape, carried.elem)
        w.lines.append(f"{result} = scf.for %it{k} = %lc0_{k} to %lcn_{k} step %lc1_{k} "
                       f"iter_args({inner} = {carried}) -> ({carried.type}) {{")
        w.lines.append(f"  %iti{k} = arith.index_cast %it{k} : index to i64")
        if reverse:
            w.lines.append(f"  %itr{k} = arith.subi %lcl_{k}, %iti{k} : i64")
        w.lines.append(f"  %itt{k} = tensor.from_elements %it{'r' if reverse else 'i'}{k} "
                       f": tensor<i64>")
        index = Value(f"%itt{k}", (), "i64")
        out = body(index, inner)
        w.lines.append(f"  scf.yield {out} : {out.type}")
        w.lines.append("}")
        return result


@lowering("stablehlo.cholesky")
def lower_cholesky(op: ir.Operation) -> None:
    op = in_f32(op)
    ty = h.tensor_type(op.operands[0])
    elem, real = _elem_info(ty)
    lower = ir.BoolAttr(op.attributes["lower"]).value if "lower" in op.attributes else False
    shape = list(ty.shape)
    r, n = len(shape), shape[-1]
    nb = r - 2
    w = Writer()
    a = w.arg("%a", shape, elem)
    la = _Linalg(w, elem, real)
    # Work on a lower triangle: for the upper factor, U = L^H with L from A^H's lower part.
    src = a if lower else la.conj(la.swap(a))
    zeros = w.full(0, shape, elem) if real is None else la._complex_full(0.0, shape)
    batch = list(range(nb))
    z = la.zero_i

    def column(j: Value, lmat: Value) -> Value:
        row = la.dynamic_slice(lmat, [z] * nb + [j, z], shape[:-2] + [1, n])
        col_a = la.dynamic_slice(src, [z] * nb + [z, j], shape[:-2] + [n, 1])
        prod = w.dot(lmat, la.conj(row), ([nb + 1], [nb + 1]), (batch, batch))   # [.., n, 1]
        v = w.sub(col_a, prod)
        vj = la.dynamic_slice(v, [z] * nb + [j, z], shape[:-2] + [1, 1])
        if real is None:
            d = w.unary("sqrt", vj)
        else:
            re = w.emit(f"stablehlo.real {vj} : ({vj.type}) -> {tensor_type(vj.shape, real)}",
                        vj.shape, real)
            d_re = w.unary("sqrt", re)
            d = w.emit(f"stablehlo.complex {d_re}, {w.full(0.0, vj.shape, real)} : {vj.type}",
                       vj.shape, elem)
        col = w.div(v, w.broadcast(d, v.shape, list(range(r))))
        rows = w.iota(v.shape, nb, "i64")
        below = w.compare("GE", rows, w.broadcast(j, v.shape, []), "SIGNED")
        col = w.select(below, col, la.dynamic_slice(zeros, [z] * r, v.shape))
        return la.dynamic_update(lmat, col, [z] * nb + [z, j])

    result = la.loop(n, zeros, column) if n else zeros
    if not lower:
        result = la.conj(la.swap(result))
    scratch = h.parse_functions(op, w.function("cholesky", [a], [result]))
    h.replace_with_function(op, h.function(scratch, "cholesky"))


@lowering("stablehlo.triangular_solve")
def lower_triangular_solve(op: ir.Operation) -> None:
    op = in_f32(op)
    aty, bty = h.tensor_type(op.operands[0]), h.tensor_type(op.operands[1])
    elem, real = _elem_info(aty)
    attrs = op.attributes
    left = ir.BoolAttr(attrs["left_side"]).value
    lower = ir.BoolAttr(attrs["lower"]).value
    unit = ir.BoolAttr(attrs["unit_diagonal"]).value
    transpose = str(attrs["transpose_a"]).split()[-1].rstrip(">")
    ashape, bshape = list(aty.shape), list(bty.shape)
    r = len(ashape)
    nb = r - 2
    w = Writer()
    a, b = w.arg("%a", ashape, elem), w.arg("%b", bshape, elem)
    la = _Linalg(w, elem, real)
    m = la.triangle(a, lower, unit)
    m_lower = lower
    if transpose in ("TRANSPOSE", "ADJOINT"):
        m = la.swap(m)
        m_lower = not m_lower
        if transpose == "ADJOINT":
            m = la.conj(m)
    rhs = b
    if not left:  # X M = B  <=>  M^T X^T = B^T
        m, rhs, m_lower = la.swap(m), la.swap(b), not m_lower
    n, cols = rhs.shape[-2], rhs.shape[-1]
    lead = list(rhs.shape[:-2])
    batch = list(range(nb))
    z = la.zero_i
    zeros = w.full(0, rhs.shape, elem) if real is None else la._complex_full(0.0, rhs.shape)

    def row(i: Value, x: Value) -> Value:
        mrow = la.dynamic_slice(m, [z] * nb + [i, z], lead + [1, n])
        brow = la.dynamic_slice(rhs, [z] * nb + [i, z], lead + [1, cols])
        prod = w.dot(mrow, x, ([nb + 1], [nb]), (batch, batch))                 # [.., 1, cols]
        mii = la.dynamic_slice(m, [z] * nb + [i, i], lead + [1, 1])
        xrow = w.div(w.sub(brow, prod), w.broadcast(mii, brow.shape, list(range(r))))
        return la.dynamic_update(x, xrow, [z] * nb + [i, z])

    x = la.loop(n, zeros, row, reverse=not m_lower) if n else zeros
    if not left:
        x = la.swap(x)
    scratch = h.parse_functions(op, w.function("triangular_solve", [a, b], [x]))
    h.replace_with_function(op, h.function(scratch, "triangular_solve"))
