"""`lapack_?getrf_ffi` (LU with partial pivoting, what jnp.linalg.inv/solve/det/slogdet and
jax.scipy.linalg.lu_factor export on CPU) → an scf.for loop of StableHLO ops.

Operand a [.., m, n]; results: the packed factors (unit-lower L below the diagonal, U on and
above it, as LAPACK's getrf leaves them), the 1-based pivot rows [.., min(m, n)] as int32
(row j was swapped with row pivots[j] - 1 at step j), and info [..] (1 + the first j with
U[j, j] == 0, else 0). Right-looking, one column a step: pivot = first row of largest
magnitude at or below the diagonal (LAPACK's i?amax, |re| + |im| for complex), swap the whole
rows, scale the column below the diagonal by 1 / pivot (left zero when the pivot is 0, as
LAPACK skips that scaling) and subtract its outer product with the pivot row from the trailing
block (masked, on the whole matrix: O(m n) a step).

A batch is factored one matrix at a time in an outer loop: the pivot row is then a plain
dynamic_slice and the swap two dynamic_update_slices. Doing the whole batch at once needs
each matrix's own pivot row; reading it as a masked sum over rows and swapping with selects
made a 256x256 LU 17x slower (50 ms against 2.9 ms a call on this host).
"""

from __future__ import annotations

import math

from jaxlib.mlir import ir

from . import _helpers as h
from ._lapack_values import (diagonal, first_true_index, full, imag_part, real_part, reduce,
                             zeros)
from ._text import Value, Writer, for_loop


def _magnitude(w: Writer, x: Value) -> Value:
    """|x|, or |re| + |im| for complex (the measure LAPACK's pivot search uses)."""
    if not x.elem.startswith("complex"):
        return w.unary("abs", x)
    return w.add(w.unary("abs", real_part(w, x)), w.unary("abs", imag_part(w, x)))


def _factor(w: Writer, a: Value, z: Value) -> tuple[Value, Value]:
    """(packed LU factors, 1-based int32 pivots) of one matrix a [m, n]."""
    (m, n), elem = a.shape, a.elem
    k = min(m, n)
    shape, col_shape = [m, n], [m, 1]
    rows, cols = w.iota(shape, 0, "i64"), w.iota(shape, 1, "i64")
    col_rows = w.iota(col_shape, 0, "i64")
    piv_iota = w.iota([k], 0, "i64")

    def step(j: Value, carried):
        x, piv = carried
        j_full, j_col = w.broadcast(j, shape, []), w.broadcast(j, col_shape, [])
        # Pivot: the first row at or below j of largest magnitude in column j.
        col = w.dynamic_slice(x, [z, j], col_shape)
        mag = _magnitude(w, col)
        at_or_below = w.compare("GE", col_rows, j_col, "SIGNED")
        mag = w.select(at_or_below, mag, w.full(-1.0, col_shape, mag.elem))
        top = reduce(w, mag, 0, "maximum", -1.0)                               # [1]
        is_top = w.binary("and", w.compare("EQ", mag, w.broadcast(top, col_shape, [1]),
                                           "FLOAT"), at_or_below)
        p = reduce(w, w.select(is_top, col_rows, w.full(m, col_shape, "i64")), 0, "minimum", m)
        none = w.compare("EQ", p, w.full(m, [1], "i64"), "SIGNED")             # a NaN column
        p = w.reshape(w.select(none, w.broadcast(j, [1], []), p), [])
        # Swap rows j and p.
        row_j = w.dynamic_slice(x, [j, z], [1, n])
        row_p = w.dynamic_slice(x, [p, z], [1, n])
        x = w.dynamic_update_slice(w.dynamic_update_slice(x, row_j, [p, z]), row_p, [j, z])
        # Multipliers below the diagonal and the rank-1 update of the trailing block.
        pivot = w.dynamic_slice(row_p, [z, j], [1, 1])
        col = w.dynamic_slice(x, [z, j], col_shape)
        zero_pivot = w.compare("EQ", pivot, zeros(w, [1, 1], elem))
        one = full(w, 1.0, [1, 1], elem)
        inverse = w.select(zero_pivot, zeros(w, [1, 1], elem), w.div(one, pivot))
        mult = w.mul(col, w.broadcast(inverse, col_shape, [0, 1]))
        mult_full = w.broadcast(mult, shape, [0, 1])
        below = w.compare("GT", rows, j_full, "SIGNED")
        right = w.compare("GT", cols, j_full, "SIGNED")
        at_col = w.compare("EQ", cols, j_full, "SIGNED")
        update = w.sub(x, w.mul(mult_full, w.broadcast(row_p, shape, [0, 1])))
        x = w.select(w.binary("and", below, right), update,
                     w.select(w.binary("and", below, at_col), mult_full, x))
        # Pivot j is the 1-based row p.
        p32 = w.add(w.convert(p, "i32"), w.constant(1, "i32"))
        is_step = w.compare("EQ", piv_iota, w.broadcast(j, [k], []), "SIGNED")
        piv = w.select(is_step, w.broadcast(p32, [k], []), piv)
        return [x, piv]

    return tuple(for_loop(w, k, [a, w.full(0, [k], "i32")], step))


# From min(m, n) = LU_BLOCKED_FROM on, the factorization is blocked as LAPACK's ?getrf: a
# panel of columns is factored by the column loop above (partial pivoting over all rows
# below), its row interchanges applied to the other columns, the block row right of it
# solved with stablehlo.triangular_solve (unit lower) and the trailing matrix updated with one
# dot_general (the GEMM path). LU_BLOCK columns a panel, or more when that makes over
# LU_MAX_BLOCKS panels (they are unrolled: each adds to the compile). Same pivots as the
# column loop (each panel's column loop sees the same updated columns), sums in another order.
# f32, one core, process time, medians of 11 on a loaded host, column loop -> blocked
# (jax.jit's LAPACK in brackets): lu_factor 256 2.90 -> 0.78 ms (0.55), 512 21.6 -> 5.7 ms
# (2.5), 1024 44 ms (17.6) with 4 panels, 53 with 3, 149 with 2; inv 256 2.25 ms (1.66).
# Compile 0.41 -> 0.9 s (~0.13 s a panel: each is its own code, of its own shapes).
LU_BLOCKED_FROM = 128
LU_BLOCK = 32
LU_MAX_BLOCKS = 4


def _swap_rows(w: Writer, x: Value, piv: Value, z: Value) -> Value:
    """x [r, c] with rows i and piv[i] - 1 swapped for i = 0, 1, .. in turn (LAPACK's ?laswp;
    piv [kb] i32, 1-based, relative to x's first row)."""
    rows, cols = x.shape
    kb = piv.shape[0]

    def step(i: Value, carried):
        (y,) = carried
        p = w.convert(w.reshape(w.dynamic_slice(piv, [i], [1]), []), "i64")
        p = w.sub(p, w.constant(1, "i64"))
        row_i = w.dynamic_slice(y, [i, z], [1, cols])
        row_p = w.dynamic_slice(y, [p, z], [1, cols])
        return [w.dynamic_update_slice(w.dynamic_update_slice(y, row_i, [p, z]), row_p, [i, z])]

    return for_loop(w, kb, [x], step)[0]


def _factor_blocked(w: Writer, a: Value, z: Value, block: int) -> tuple[Value, Value]:
    """(packed LU factors, 1-based int32 pivots) of one matrix a [m, n], `block` columns at a
    time (see LU_BLOCKED_FROM); the panels are unrolled."""
    (m, n), elem = a.shape, a.elem
    k = min(m, n)
    x, pivots = a, []
    for k0 in range(0, k, block):
        kb = min(block, k - k0)
        rows = w.slice(x, [k0, 0], [m, n])                                   # [m - k0, n]
        panel, piv = _factor(w, w.slice(rows, [0, k0], [m - k0, k0 + kb]), z)
        rows = _swap_rows(w, rows, piv, z)
        parts = [w.slice(rows, [0, 0], [m - k0, k0])] if k0 else []
        parts.append(panel)
        if k0 + kb < n:
            l11 = w.slice(panel, [0, 0], [kb, kb])
            a12 = w.slice(rows, [0, k0 + kb], [kb, n])
            u12 = w.emit(f'"stablehlo.triangular_solve"({l11}, {a12}) {{left_side = true, '
                         f'lower = true, unit_diagonal = true, transpose_a = '
                         f'#stablehlo<transpose NO_TRANSPOSE>}} : ({l11.type}, {a12.type}) -> '
                         f'{a12.type}', a12.shape, elem)
            right = u12
            if m - k0 > kb:
                l21 = w.slice(panel, [kb, 0], [m - k0, kb])
                a22 = w.slice(rows, [kb, k0 + kb], [m - k0, n])
                a22 = w.sub(a22, w.dot(l21, u12, ([1], [0])))
                right = w.concatenate([u12, a22], 0)
            parts.append(right)
        rows = w.concatenate(parts, 1) if len(parts) > 1 else parts[0]
        x = rows if k0 == 0 else w.concatenate([w.slice(x, [0, 0], [k0, n]), rows], 0)
        pivots.append(w.add(piv, w.full(k0, [kb], "i32")))
    return x, (w.concatenate(pivots, 0) if len(pivots) > 1 else pivots[0])


def lower_getrf(op: ir.Operation) -> None:
    ty = h.tensor_type(op.operands[0])
    shape, elem = list(ty.shape), str(ty.element_type)
    (m, n), lead = shape[-2:], shape[:-2]
    k = min(m, n)
    count = math.prod(lead)
    if k >= LU_BLOCKED_FROM:
        blocks = -(-k // LU_BLOCK)
        block = LU_BLOCK * -(-blocks // LU_MAX_BLOCKS)
        factor = lambda w, a, z: _factor_blocked(w, a, z, block)  # noqa: E731
    else:
        factor = _factor
    w = Writer()
    a = w.arg("%a", shape, elem)
    z = w.constant(0, "i64")
    if k == 0 or count == 0:
        lu, piv = a, w.full(0, lead + [k], "i32")
    elif not lead:
        lu, piv = factor(w, a, z)
    else:  # one matrix at a time (its pivot rows are then plain dynamic slices)
        flat = w.reshape(a, [count, m, n])

        def matrix(b: Value, carried):
            lus, pivs = carried
            one, one_piv = factor(w, w.reshape(w.dynamic_slice(flat, [b, z, z], [1, m, n]),
                                               [m, n]), z)
            return [w.dynamic_update_slice(lus, w.reshape(one, [1, m, n]), [b, z, z]),
                    w.dynamic_update_slice(pivs, w.reshape(one_piv, [1, k]), [b, z])]

        lus, pivs = for_loop(w, count, [flat, w.full(0, [count, k], "i32")], matrix)
        lu, piv = w.reshape(lus, shape), w.reshape(pivs, lead + [k])
    if k and count:
        singular = w.compare("EQ", diagonal(w, lu), zeros(w, lead + [k], elem))
        info = first_true_index(w, singular)
    else:
        info = w.full(0, lead, "i32")
    scratch = h.parse_functions(op, w.function("getrf", [a], [lu, piv, info]))
    h.replace_with_function(op, h.function(scratch, "getrf"))
