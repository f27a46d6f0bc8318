"""`lapack_?getrf_ffi` (LU with partial pivoting, what jnp.linalg.inv/solve/det/slogdet and
jax.scipy.linalg.lu_factor export on CPU) → an scf.for loop of StableHLO ops.

Operand a [.., m, n]; results: the packed factors (unit-lower L below the diagonal, U on and
above it, as LAPACK's getrf leaves them), the 1-based pivot rows [.., min(m, n)] as int32
(row j was swapped with row pivots[j] - 1 at step j), and info [..] (1 + the first j with
U[j, j] == 0, else 0). Right-looking, one column a step for every matrix of the batch at once:
pivot = first row of largest magnitude at or below the diagonal (LAPACK's i?amax, |re| + |im|
for complex), swap the whole rows, scale the column below the diagonal by 1 / pivot (left
zero when the pivot is 0, as LAPACK skips that scaling) and subtract its outer product with
the pivot row from the trailing block. The pivot row differs between matrices of a batch, so
the swap reads it with a masked sum over rows rather than a dynamic_slice: O(m n) per step,
the cost of the rank-1 update itself.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from . import _helpers as h
from ._lapack import complex_full, diagonal, first_true_index, reduce, zeros
from ._text import Value, Writer, for_loop, tensor_type


def _magnitude(w: Writer, x: Value) -> Value:
    """|x|, or |re| + |im| for complex (the measure LAPACK's pivot search uses)."""
    if not x.elem.startswith("complex"):
        return w.unary("abs", x)
    real = x.elem[len("complex<"):-1]
    re = w.emit(f"stablehlo.real {x} : ({x.type}) -> {tensor_type(x.shape, real)}", x.shape, real)
    im = w.emit(f"stablehlo.imag {x} : ({x.type}) -> {tensor_type(x.shape, real)}", x.shape, real)
    return w.add(w.unary("abs", re), w.unary("abs", im))


def lower_getrf(op: ir.Operation) -> None:
    ty = h.tensor_type(op.operands[0])
    shape, elem = list(ty.shape), str(ty.element_type)
    r = len(shape)
    nb, (m, n) = r - 2, shape[-2:]
    k = min(m, n)
    lead = shape[:-2]
    w = Writer()
    a = w.arg("%a", shape, elem)
    z = w.constant(0, "i64")
    rows, cols = w.iota(shape, nb, "i64"), w.iota(shape, nb + 1, "i64")
    col_shape = lead + [m, 1]
    col_rows = w.iota(col_shape, nb, "i64")
    batch_dims = list(range(nb))
    piv_iota = w.iota(lead + [k], nb, "i64")
    zero_matrix = zeros(w, shape, elem)

    def step(j: Value, carried):
        x, piv = carried
        j_full, j_col = w.broadcast(j, shape, []), w.broadcast(j, col_shape, [])
        # Pivot: the first row at or below j of largest magnitude in column j.
        col = w.dynamic_slice(x, [z] * nb + [z, j], col_shape)
        mag = _magnitude(w, col)
        at_or_below = w.compare("GE", col_rows, j_col, "SIGNED")
        mag = w.select(at_or_below, mag, w.full(-1.0, col_shape, mag.elem))
        top = reduce(w, mag, nb, "maximum", -1.0)                              # [.., 1]
        is_top = w.binary("and", w.compare("EQ", mag, w.broadcast(
            top, col_shape, batch_dims + [nb + 1]), "FLOAT"), at_or_below)
        p = reduce(w, w.select(is_top, col_rows, w.full(m, col_shape, "i64")), nb, "minimum", m)
        none = w.compare("EQ", p, w.full(m, p.shape, "i64"), "SIGNED")        # NaN column
        p = w.select(none, w.broadcast(j, p.shape, []), p)                     # [.., 1]
        # Swap rows j and p of every matrix.
        p_full = w.broadcast(p, shape, batch_dims + [nb])
        row_j = w.dynamic_slice(x, [z] * nb + [j, z], lead + [1, n])
        is_p = w.compare("EQ", rows, p_full, "SIGNED")
        row_p = reduce(w, w.select(is_p, x, zero_matrix), nb, "add", 0)       # [.., n]
        row_p = w.reshape(row_p, lead + [1, n])
        is_j = w.compare("EQ", rows, j_full, "SIGNED")
        x = w.select(is_j, w.broadcast(row_p, shape, list(range(r))),
                     w.select(is_p, w.broadcast(row_j, shape, list(range(r))), x))
        # Multipliers below the diagonal and the rank-1 update of the trailing block.
        pivot = w.dynamic_slice(row_p, [z] * nb + [z, j], lead + [1, 1])
        col = w.dynamic_slice(x, [z] * nb + [z, j], col_shape)
        zero_pivot = w.compare("EQ", pivot, zeros(w, pivot.shape, elem))
        one = complex_full(w, 1.0, pivot.shape, elem) if elem.startswith("complex") else \
            w.full(1.0, pivot.shape, elem)
        inverse = w.select(zero_pivot, zeros(w, pivot.shape, elem), w.div(one, pivot))
        mult = w.mul(col, w.broadcast(inverse, col_shape, list(range(r))))
        mult_full = w.broadcast(mult, shape, list(range(r)))
        below = w.compare("GT", rows, j_full, "SIGNED")
        right = w.compare("GT", cols, j_full, "SIGNED")
        at_col = w.compare("EQ", cols, j_full, "SIGNED")
        update = w.sub(x, w.mul(mult_full, w.broadcast(row_p, shape, list(range(r)))))
        x = w.select(w.binary("and", below, right), update,
                     w.select(w.binary("and", below, at_col), mult_full, x))
        # Pivot j is the 1-based row p.
        p32 = w.add(w.convert(p, "i32"), w.full(1, p.shape, "i32"))
        is_step = w.compare("EQ", piv_iota, w.broadcast(j, piv_iota.shape, []), "SIGNED")
        piv = w.select(is_step, w.broadcast(p32, lead + [k], batch_dims + [nb]), piv)
        return [x, piv]

    lu, piv = a, w.full(0, lead + [k], "i32")
    if k:
        lu, piv = for_loop(w, k, [a, piv], step)
    if k:
        singular = w.compare("EQ", diagonal(w, lu), zeros(w, lead + [k], elem))
        info = first_true_index(w, singular)
    else:
        info = w.full(0, lead, "i32")
    scratch = h.parse_functions(op, w.function("getrf", [a], [lu, piv, info]))
    h.replace_with_function(op, h.function(scratch, "getrf"))
