"""`stablehlo.select_and_scatter` -> slices, `stablehlo.map` with its regions, pads, selects.

Window positions are visited one offset k at a time (unrolled for small windows, an scf.for
over offsets with dynamic slices of a [rows, stride] view otherwise) (the window's elements in row-major
order): a strided slice of the padded operand gives, for every window at once, its element at
offset k. A running selection (value, offset, found) is updated elementwise with the `select`
region, skipping padding. Then for every offset k, the source values whose window selected k
are moved to their operand positions with an interior-padded `pad`, and combined into the
result with the `scatter` region where selected. Work: window size x padded operand size.
"""

from __future__ import annotations

import itertools
import math

from jaxlib.mlir import ir

from ..registry import lowering
from . import _helpers as h
from ._text import Writer, for_loop, tensor_type

_UNROLL_MAX = 4  # windows up to this many elements are unrolled; larger ones loop (faster to
                 # compile, as fast to run)


def _t(shape, elem) -> str:
    return f"tensor<{'x'.join(map(str, shape))}x{elem}>" if shape else f"tensor<{elem}>"


@lowering("stablehlo.select_and_scatter")
def lower_select_and_scatter(op: ir.Operation) -> None:
    operand, source, init = op.operands
    oty, sty = h.tensor_type(operand), h.tensor_type(source)
    elem = str(oty.element_type)
    shape, wshape = list(oty.shape), list(sty.shape)
    rank = len(shape)
    attrs = op.attributes
    window = h.ints(attrs["window_dimensions"]) if "window_dimensions" in attrs else [1] * rank
    strides = h.ints(attrs["window_strides"]) if "window_strides" in attrs else [1] * rank
    pads = h.ints(attrs["padding"]) if "padding" in attrs else [0] * (2 * rank)
    lo, hi = pads[0::2], pads[1::2]
    if any(p < 0 for p in pads):
        raise NotImplementedError("negative padding")
    if math.prod(window) > _UNROLL_MAX and math.prod(wshape) and math.prod(shape):
        return _lower_with_loops(op, shape, wshape, window, strides, lo, hi, elem)
    padded = [lo[d] + shape[d] + hi[d] for d in range(rank)]
    ot, st, pt = str(oty), str(sty), _t(padded, elem)
    # Masks are i8 0/1 tensors: i1 buffers do not survive MLIR 22's LLVM lowering.
    bt_w, bt_p, bt_o = _t(wshape, "i8"), _t(padded, "i8"), _t(shape, "i8")
    pw, pp = _t(wshape, "i1"), _t(padded, "i1")
    it_w = _t(wshape, "i32")
    scalar = f"tensor<{elem}>"
    lines: list[str] = []
    maps: list[tuple[str, int]] = []  # (SSA name of a map, which region of op fills it)
    count = itertools.count()

    def emit(rhs: str) -> str:
        v = f"%v{next(count)}"
        lines.append(f"{v} = {rhs}")
        return v

    def region_map(a: str, b: str, ty: str, result_ty: str, which: int) -> str:
        """`stablehlo.map` of region `which` (0 select, 1 scatter), placeholder body for now."""
        v = emit(f'"stablehlo.map"({a}, {b}) <{{dimensions = array<i64: {", ".join(map(str, range(rank)))}>}}> '
                 f"({{\n  ^bb0(%p0: {scalar}, %p1: {scalar}):\n"
                 f"    \"stablehlo.return\"(%p0) : ({scalar}) -> ()\n  }})"
                 f" : ({ty}, {ty}) -> {result_ty}")
        maps.append((v, which))
        return v

    def bcast(scalar_value: str, scalar_ty: str, ty: str) -> str:
        return emit(f"stablehlo.broadcast_in_dim {scalar_value}, dims = [] : ({scalar_ty}) -> {ty}")

    if math.prod(wshape) == 0 or math.prod(shape) == 0:
        result = bcast("%init", scalar, ot)
    else:
        lines.append("%false = stablehlo.constant dense<0> : tensor<i8>")
        lines.append("%true = stablehlo.constant dense<1> : tensor<i8>")
        pad_cfg = (f"low = {lo}, high = {hi}, interior = {[0] * rank}")
        xp = emit(f"stablehlo.pad %x, %init, {pad_cfg} : ({ot}, {scalar}) -> {pt}")
        ones = bcast("%true", "tensor<i8>", bt_o)
        inside = emit(f"stablehlo.pad {ones}, %false, {pad_cfg} : ({bt_o}, tensor<i8>) -> {bt_p}")
        zeros_w = bcast("%false", "tensor<i8>", bt_w)
        ones_w = bcast("%true", "tensor<i8>", bt_w)
        zeros_p = bcast("%false", "tensor<i8>", bt_p)

        def pred_of(mask: str, ty: str, zeros: str, pty: str) -> str:
            return emit(f"stablehlo.compare NE, {mask}, {zeros}, SIGNED : ({ty}, {ty}) -> {pty}")

        def window_slice(v: str, k, ty_in: str, ty_out: str) -> str:
            limit = [k[d] + (wshape[d] - 1) * strides[d] + 1 for d in range(rank)]
            return emit(f"stablehlo.slice {v} [{', '.join(f'{k[d]}:{limit[d]}:{strides[d]}' for d in range(rank))}]"
                        f" : ({ty_in}) -> {ty_out}")

        offsets = list(itertools.product(*[range(w) for w in window]))
        sel_val = sel_k = found = None
        for n, k in enumerate(offsets):
            cand = window_slice(xp, k, pt, st)
            valid = window_slice(inside, k, bt_p, bt_w)
            if n == 0:
                sel_val, found = cand, valid
                sel_k = bcast(emit("stablehlo.constant dense<0> : tensor<i32>"), "tensor<i32>", it_w)
                continue
            keeps = region_map(sel_val, cand, st, pw, 0)
            keeps8 = emit(f"stablehlo.convert {keeps} : ({pw}) -> {bt_w}")
            not_valid = emit(f"stablehlo.subtract {ones_w}, {valid} : {bt_w}")
            keep_or_skip = emit(f"stablehlo.or {keeps8}, {not_valid} : {bt_w}")
            keep8 = emit(f"stablehlo.and {found}, {keep_or_skip} : {bt_w}")
            keep = pred_of(keep8, bt_w, zeros_w, pw)
            kk = bcast(emit(f"stablehlo.constant dense<{n}> : tensor<i32>"), "tensor<i32>", it_w)
            sel_val = emit(f"stablehlo.select {keep}, {sel_val}, {cand} : {pw}, {st}")
            sel_k = emit(f"stablehlo.select {keep}, {sel_k}, {kk} : {pw}, {it_w}")
            found = emit(f"stablehlo.or {found}, {valid} : {bt_w}")
        acc = bcast("%init", scalar, pt)
        for n, k in enumerate(offsets):
            kk = bcast(emit(f"stablehlo.constant dense<{n}> : tensor<i32>"), "tensor<i32>", it_w)
            is_k = emit(f"stablehlo.compare EQ, {sel_k}, {kk}, SIGNED : ({it_w}, {it_w}) -> {pw}")
            is_k8 = emit(f"stablehlo.convert {is_k} : ({pw}) -> {bt_w}")
            chosen = emit(f"stablehlo.and {is_k8}, {found} : {bt_w}")
            high = [padded[d] - (k[d] + (wshape[d] - 1) * strides[d] + 1) for d in range(rank)]
            cfg = (f"low = {list(k)}, high = {high}, "
                   f"interior = {[s - 1 for s in strides]}")
            placed = emit(f"stablehlo.pad %src, %init, {cfg} : ({st}, {scalar}) -> {pt}")
            where8 = emit(f"stablehlo.pad {chosen}, %false, {cfg} : ({bt_w}, tensor<i8>) -> {bt_p}")
            where = pred_of(where8, bt_p, zeros_p, pp)
            combined = region_map(acc, placed, pt, pt, 1)
            acc = emit(f"stablehlo.select {where}, {combined}, {acc} : {pp}, {pt}")
        limit = [lo[d] + shape[d] for d in range(rank)]
        result = emit(f"stablehlo.slice {acc} [{', '.join(f'{lo[d]}:{limit[d]}' for d in range(rank))}]"
                      f" : ({pt}) -> {ot}")
    text = (f"func.func private @select_and_scatter(%x: {ot}, %src: {st}, %init: {scalar}) -> {ot} {{\n  "
            + "\n  ".join(lines) + f"\n  return {result} : {ot}\n}}")
    # Placeholder bodies: select returns an i1, so give those maps a constant body first.
    text = _fix_select_placeholders(text, maps, scalar)
    scratch = h.parse_functions(op, text)
    fn = h.function(scratch, "select_and_scatter")
    placed_maps = h.ops_named(fn, "stablehlo.map")
    for m, (_, which) in zip(placed_maps, maps):
        h.fill_region(m, op, which)
    h.replace_with_function(op, fn)


def _fix_select_placeholders(text: str, maps, scalar: str) -> str:
    """A select map returns tensor<i1>: its placeholder body must return a boolean."""
    for name, which in maps:
        if which != 0:
            continue
        start = text.index(f"{name} = ")
        end = text.index("}) :", start)
        body = text[start:end]
        fixed = body.replace(f'"stablehlo.return"(%p0) : ({scalar}) -> ()',
                             '%c = "stablehlo.compare"(%p0, %p1) <{comparison_direction = '
                             '#stablehlo<comparison_direction EQ>}> : '
                             f'({scalar}, {scalar}) -> tensor<i1>\n    '
                             '"stablehlo.return"(%c) : (tensor<i1>) -> ()')
        text = text[:start] + fixed + text[end:]
    return text


def _map(w, a, b, which: int, result_elem: str):
    """`stablehlo.map` over a and b with a placeholder body for region `which` of the op."""
    scalar = f"tensor<{a.elem}>"
    dims = ", ".join(map(str, range(len(a.shape))))
    if which == 0:
        body = (f'%c = "stablehlo.compare"(%p0, %p1) <{{comparison_direction = '
                f'#stablehlo<comparison_direction EQ>}}> : ({scalar}, {scalar}) -> tensor<i1>\n'
                f'    "stablehlo.return"(%c) : (tensor<i1>) -> ()')
    else:
        body = f'"stablehlo.return"(%p0) : ({scalar}) -> ()'
    out_ty = tensor_type(a.shape, result_elem)
    return w.emit(f'"stablehlo.map"({a}, {b}) <{{dimensions = array<i64: {dims}>}}> ({{\n'
                  f"  ^bb0(%p0: {scalar}, %p1: {scalar}):\n    {body}\n  }}) : "
                  f"({a.type}, {b.type}) -> {out_ty}", a.shape, result_elem)


def _lower_with_loops(op, shape, wshape, window, strides, lo, hi, elem) -> None:
    """Large windows: one scf.for step per window offset, selecting and then scattering
    through a [rows, stride] view of each padded dimension, so that the elements at offset k
    of every window form a dynamic_slice."""
    rank = len(shape)
    w = Writer()
    x = w.arg("%x", shape, elem)
    src = w.arg("%src", wshape, elem)
    init = w.arg("%init", [], elem)
    rows = [(window[d] - 1) // strides[d] + wshape[d] for d in range(rank)]
    total = [max(rows[d] * strides[d], lo[d] + shape[d] + hi[d]) for d in range(rank)]
    rows = [-(-total[d] // strides[d]) for d in range(rank)]
    total = [rows[d] * strides[d] for d in range(rank)]
    view = [v for d in range(rank) for v in (rows[d], strides[d])]
    sizes = [v for d in range(rank) for v in (wshape[d], 1)]

    def pad(v, value):
        high = [total[d] - shape[d] - lo[d] for d in range(rank)]
        return w.emit(f"stablehlo.pad {v}, {value}, low = {list(lo)}, high = {high}, "
                      f"interior = {[0] * rank} : ({v.type}, {value.type}) -> "
                      f"{tensor_type(total, v.elem)}", total, v.elem)

    xv = w.reshape(pad(x, init), view)
    inside = w.reshape(pad(w.full(1, shape, "i8"), w.constant(0, "i8")), view)
    offsets = math.prod(window)

    def starts(n):
        out = []
        for d in range(rank):
            inner = math.prod(window[d + 1:])
            k = w.binary("remainder", w.div(n, w.constant(inner, "i64")),
                         w.constant(window[d], "i64"))
            s = w.constant(strides[d], "i64")
            out += [w.div(k, s), w.binary("remainder", k, s)]
        return out

    # The select loop carries each state tensor with a spare leading slot, [2, *W], and writes
    # slot 0 with dynamic_update_slice: a partial update stays in place, so bufferization keeps
    # one buffer per carried tensor (a whole new tensor each step does not bufferize).
    carried_shape = [2] + list(wshape)
    zeros_at = [w.constant(0, "i64")] * (rank + 1)
    # Unsigned values are carried through the loops as the signless integers of their width
    # (bit casts): the linalg legalization retypes ui* inside a loop body, not its iter_args,
    # and the casts left between them do not bufferize.
    carry = elem[1:] if elem.startswith("ui") else elem

    def cast(v, to):
        if v.elem == to:
            return v
        return w.emit(f"stablehlo.bitcast_convert {v} : ({v.type}) -> "
                      f"{tensor_type(v.shape, to)}", v.shape, to)

    def current(v):
        return w.reshape(w.slice(v, [0] * (rank + 1), [1] + list(wshape)), wshape)

    def select_step(n, state):
        sel_val, sel_k, found = (current(v) for v in state)
        sel_val = cast(sel_val, elem)
        at = starts(n)
        cand = w.reshape(w.dynamic_slice(xv, at, sizes), wshape)
        valid = w.reshape(w.dynamic_slice(inside, at, sizes), wshape)
        keeps = w.convert(_map(w, sel_val, cand, 0, "i1"), "i8")
        keep_or_skip = w.binary("or", keeps, w.sub(w.full(1, wshape, "i8"), valid))
        keep = w.compare("NE", w.binary("and", found, keep_or_skip), w.full(0, wshape, "i8"),
                         "SIGNED")
        k32 = w.broadcast(w.convert(n, "i32"), wshape, [])
        new = [cast(w.select(keep, sel_val, cand), carry), w.select(keep, sel_k, k32),
               w.binary("or", found, valid)]
        return [w.dynamic_update_slice(old, w.reshape(v, [1] + list(wshape)), zeros_at)
                for old, v in zip(state, new)]

    state = for_loop(w, offsets, [cast(w.broadcast(init, carried_shape, []), carry),
                                  w.full(0, carried_shape, "i32"),
                                  w.full(0, carried_shape, "i8")], select_step)
    sel_val, sel_k, found = (current(v) for v in state)

    def scatter_step(n, state):
        (acc,) = state
        acc = cast(acc, elem)
        at = starts(n)
        is_k = w.convert(w.compare("EQ", sel_k, w.broadcast(w.convert(n, "i32"), wshape, []),
                                   "SIGNED"), "i8")
        chosen = w.compare("NE", w.binary("and", is_k, found), w.full(0, wshape, "i8"),
                           "SIGNED")
        cur = w.reshape(w.dynamic_slice(acc, at, sizes), wshape)
        new = w.select(chosen, _map(w, cur, src, 1, elem), cur)
        return [cast(w.dynamic_update_slice(acc, w.reshape(new, sizes), at), carry)]

    (acc,) = for_loop(w, offsets, [cast(w.broadcast(init, view, []), carry)], scatter_step)
    acc = w.reshape(cast(acc, elem), total)
    result = w.slice(acc, list(lo), [lo[d] + shape[d] for d in range(rank)])
    scratch = h.parse_functions(op, w.function("select_and_scatter", [x, src, init], [result]))
    fn = h.function(scratch, "select_and_scatter")
    for m, which in zip(h.ops_named(fn, "stablehlo.map"), (0, 1)):
        h.fill_region(m, op, which)
    h.replace_with_function(op, fn)
