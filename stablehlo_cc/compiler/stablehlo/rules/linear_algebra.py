"""`stablehlo.cholesky` and `stablehlo.triangular_solve` -> scf.for loops of StableHLO ops.

On f32, f64, complex<f32> and complex<f64> both ops are native C calls instead
(`_cholesky_native.py`: potrf; `_triangular_solve.py`: trsm), and f8/f6/f4, widened to f32,
go there too: the loops below are what f16 and bf16 run.

Each loop step handles one column (Cholesky) or one row (substitution) of every matrix in the
batch at once, on full tensors: O(n) steps of O(n^2) (Cholesky) or O(n m) (solve) work each.
Cholesky is right-looking: step j takes column j of L from the updated column j and subtracts
l l^H from the trailing block with a masked elementwise update; it only ever reads the lower
triangle, and the other is zeroed at the end. (The left-looking form, a dot_general of the
factor so far with row j per step, ran a 256x256 f32 factor in 12.7 ms here, against 4.2 ms.)
The substitution's entries not computed yet are zero, so its products need no masks; the
triangle it must ignore is zeroed first. f8/f6/f4 matrices are factored (solved) in f32
and rounded once.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ..registry import lowering
from . import _helpers as h
from ._cholesky_native import lower_natively as native_cholesky
from ._small_float_widening import in_f32
from ._text import Value, Writer, tensor_type
from ._triangular_solve import lower_natively


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


# From this order on the factor is blocked: CHOLESKY_BLOCK columns at a time, or more when
# that would make over CHOLESKY_MAX_BLOCKS blocks (they are unrolled: each adds ~0.05 s to the
# compile), are factored by the column loop, the block below them solved with
# stablehlo.triangular_solve and the trailing matrix updated with one dot_general (the GEMM
# path), as LAPACK's ?potrf. f32, one core, process time, medians of 15 on a loaded host,
# column loop -> blocked (jax.jit's LAPACK in brackets): 256x256 4.46 -> 0.56 ms (0.57),
# 512x512 4.2 ms (1.9), 1024x1024 844 -> 34 ms (17); compile 0.2 -> 0.4 s. With at most 16
# blocks 256: 0.39 ms, 1024: 23 ms, but compiles of 1.0 and 2.1 s.
CHOLESKY_BLOCKED_FROM = 128
CHOLESKY_BLOCK = 32
CHOLESKY_MAX_BLOCKS = 4


@lowering("stablehlo.cholesky")
def lower_cholesky(op: ir.Operation) -> None:
    op = in_f32(op)
    if native_cholesky(op):  # f32, f64, c64, c128: native potrf (_cholesky_native.py)
        return
    ty = h.tensor_type(op.operands[0])
    elem, real = _elem_info(ty)
    lower = ir.BoolAttr(op.attributes["lower"]).value if "lower" in op.attributes else False
    shape = list(ty.shape)
    n = shape[-1]
    w = Writer()
    a = w.arg("%a", shape, elem)
    la = _Linalg(w, elem, real)
    # Work on a lower triangle: for the upper factor, U = L^H with L from A^H's lower part.
    src = a if lower else la.conj(la.swap(a))
    if n == 0:
        result = src
    elif n >= CHOLESKY_BLOCKED_FROM:
        blocks = -(-n // CHOLESKY_BLOCK)
        block = CHOLESKY_BLOCK * -(-blocks // CHOLESKY_MAX_BLOCKS)
        result = _blocked_lower(w, la, src, block)
    else:
        result = _unblocked_lower(w, la, src)
    if not lower:
        result = la.conj(la.swap(result))
    scratch = h.parse_functions(op, w.function("cholesky", [a], [result]))
    h.replace_with_function(op, h.function(scratch, "cholesky"))


def _unblocked_lower(w: Writer, la: _Linalg, src: Value) -> Value:
    """The lower factor of src's lower triangle (the upper triangle zero), a column a step."""
    shape, elem, real = list(src.shape), la.elem, la.real
    r, n = len(shape), shape[-1]
    nb = r - 2
    zeros = w.full(0, shape, elem) if real is None else la._complex_full(0.0, shape)
    z = la.zero_i
    rows, cols = w.iota(shape, nb, "i64"), w.iota(shape, nb + 1, "i64")
    col_rows = w.iota(shape[:-2] + [n, 1], nb, "i64")
    everything = list(range(r))

    def column(j: Value, x: Value) -> Value:
        """Right-looking step j: column j of L from the updated column j, then the trailing
        block's update x -= l l^H (only entries below and right of j change)."""
        col_shape = shape[:-2] + [n, 1]
        col = la.dynamic_slice(x, [z] * nb + [z, j], col_shape)
        vj = la.dynamic_slice(x, [z] * nb + [j, j], shape[:-2] + [1, 1])
        if real is None:
            d = w.unary("sqrt", vj)
        else:
            re = w.emit(f"stablehlo.real {vj} : ({vj.type}) -> {tensor_type(vj.shape, real)}",
                        vj.shape, real)
            d = w.emit(f"stablehlo.complex {w.unary('sqrt', re)}, "
                       f"{w.full(0.0, vj.shape, real)} : {vj.type}", vj.shape, elem)
        j_col = w.broadcast(j, col_shape, [])
        below = w.compare("GT", col_rows, j_col, "SIGNED")
        at_j = w.compare("EQ", col_rows, j_col, "SIGNED")
        lcol = w.select(below, w.div(col, w.broadcast(d, col_shape, everything)),
                        w.select(at_j, w.broadcast(d, col_shape, everything),
                                 la.dynamic_slice(zeros, [z] * r, col_shape)))
        lfull = w.broadcast(lcol, shape, everything)
        outer = w.mul(lfull, la.conj(la.swap(lfull)))
        j_full = w.broadcast(j, shape, [])
        trailing = w.binary("and", w.compare("GT", rows, j_full, "SIGNED"),
                            w.compare("GT", cols, j_full, "SIGNED"))
        x = w.select(trailing, w.sub(x, outer), x)
        return w.select(w.compare("EQ", cols, j_full, "SIGNED"), lfull, x)

    return la.triangle(la.loop(n, src, column), True, False)


def _blocked_lower(w: Writer, la: _Linalg, src: Value, block: int) -> Value:
    """The lower factor of src's lower triangle, `block` columns at a time (unrolled: the
    order is static). Step k: L11 = the column loop's factor of the diagonal block,
    L21 = A21 L11^-H (stablehlo.triangular_solve, lowered by its own rule), then
    A22 -= L21 L21^H (one dot_general: the GEMM path) on the trailing matrix; only its lower
    triangle is read later. NaN from a non-positive pivot spreads down and right as in the
    column loop."""
    shape = list(src.shape)
    r, n = len(shape), shape[-1]
    nb, lead = r - 2, shape[:-2]
    batch = list(range(nb))
    x, done = src, []
    for k0 in range(0, n, block):
        k1 = min(k0 + block, n)
        a11 = w.slice(x, [0] * nb + [0, 0], lead + [k1 - k0, k1 - k0])
        l11 = _unblocked_lower(w, la, a11)
        if k1 == n:
            done.append((k0, l11, None))
            break
        a21 = w.slice(x, [0] * nb + [k1 - k0, 0], lead + [n - k0, k1 - k0])
        l21 = w.emit(f'"stablehlo.triangular_solve"({l11}, {a21}) {{left_side = false, '
                     f'lower = true, unit_diagonal = false, transpose_a = '
                     f'#stablehlo<transpose ADJOINT>}} : ({l11.type}, {a21.type}) -> '
                     f'{a21.type}', a21.shape, a21.elem)
        a22 = w.slice(x, [0] * nb + [k1 - k0, k1 - k0], lead + [n - k0, n - k0])
        update = w.dot(l21, la.conj(l21), ([nb + 1], [nb + 1]), (batch, batch))
        x = w.sub(a22, update)
        done.append((k0, l11, l21))
    # Assemble L block column by block column.
    out = w.full(0, shape, la.elem) if la.real is None else la._complex_full(0.0, shape)
    for k0, l11, l21 in done:
        part = l11 if l21 is None else w.concatenate([l11, l21], nb)        # [.., n-k0, width]
        starts = [w.constant(0, "i64")] * nb + [w.constant(k0, "i64")] * 2
        out = la.dynamic_update(out, part, starts)
    return out


@lowering("stablehlo.triangular_solve")
def lower_triangular_solve(op: ir.Operation) -> None:
    op = in_f32(op)
    if lower_natively(op):  # f32, f64, c64, c128: native C (_triangular_solve.py)
        return
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
