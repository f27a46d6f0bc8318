"""`stablehlo.sort` with a plain order on one key of up to 64 bits -> the native radix sort.

Which sorts: the comparator is read from its region. Accepted are exactly the orders JAX and
hand-written programs use for one key operand: `compare LT` or `GT` of the key's two block
arguments (either way round: ascending or descending), with compare type TOTALORDER for f32
and f64 (optionally after JAX's canonicalization `x == 0 ? 0 : x` and `x != x ? NaN : x`,
which make -0.0 equal to 0.0 and every NaN one NaN), or SIGNED / UNSIGNED for 8- to 64-bit
integers. Any other comparator (FLOAT compares, whose NaN behaviour is no strict weak order;
several keys; other element types) keeps the merge sort with the compiled comparator
(`sort.py`).

How: each key becomes an unsigned 32-bit (64-bit for 64-bit keys) integer whose ascending
order is the comparator's order (floats: flip every bit of negatives and the sign bit of
positives; signed integers: flip the sign bit; descending: flip all bits, which keeps equal
keys in input order), with elementwise StableHLO that the compiler fuses. Then
`__shlo_native_sort_pairs32` (contract/native/sort.c: LSD radix sort, stable, parallel over
the thread pool for large rows) sorts the rows carrying a 32-bit payload: for a sort of one
32-bit operand its own bits, otherwise each element's flat index, through which every operand
is then gathered (`__shlo_native_sort_pairs64` for 64-bit keys, always with flat indices). A
stable result is unique, so it is what `is_stable` asks for and the same for any thread count.

Why radix and not a comparison sort: XLA:CPU calls std::sort / std::stable_sort with its
compiled comparator (n log n calls of a function); a radix sort does one streaming pass a key
byte at most and needs no calls, and it splits over threads with a fixed partition (per-chunk
digit counts) instead of a parallel merge. At the StableHLO level the call is a placeholder
`@__shlo_nsort_<B>x<N>x<payload>` on tensors; `compiler/linalg/native_sort_calls.py` turns it
into the call on buffers before bufferization.
"""

from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir

from ....contract import native
from . import _helpers as h

PLACEHOLDER_PREFIX = "__shlo_nsort_"
_MAX_ELEMENTS = (1 << 31) - 1  # flat indices are i32 payloads


def lower_sort_natively(op: ir.Operation, layout, text) -> bool:
    """Replace `op` by the native sort if its comparator is a plain order (see above);
    returns False, leaving `op` alone, otherwise. `layout`/`text` are sort.py's helpers."""
    types = [h.tensor_type(v) for v in op.operands]
    plan = comparator_order(op.regions[0].blocks[0], types)
    if plan is None or not native.available():
        return False
    key, descending, canon = plan
    lay = layout
    if lay.batch * lay.n > _MAX_ELEMENTS or lay.n < 2:
        return False
    t = text
    single = len(types) == 1 and lay.stored[0] in ("f32", "i32")
    # A sort of one f32/i32 operand along its last dimension keeps the operand's shape: no
    # reshapes, so the sorted buffer can be the caller's result buffer (no copy at the end).
    natural = single and lay.perm == sorted(lay.perm) and lay.orig[0] == lay.stored[0]
    if natural:
        rows = ["%a0"]
        bn = "x".join(str(d) for d in types[0].shape)
    else:
        rows = [lay.to_rows(t, f"%a{i}", i) for i in range(len(types))]
        bn = f"{lay.batch}x{lay.n}"
    i32 = f"tensor<{bn}xi32>"
    keys = _key_bits(t, rows[key], lay.orig[key], lay.stored[key], bn, descending, canon)
    wide = lay.stored[key] in ("f64", "i64")  # 64-bit keys: flat-index payloads, gathered
    single = single and not wide
    key_t = f"tensor<{bn}x{'i64' if wide else 'i32'}>"
    payload_elem = lay.stored[0] if single else "i32"
    out_t = f"tensor<{bn}x{payload_elem}>"
    if single:  # the values are their own payload (f32 ones call the f32 entry point)
        payload = rows[0]
    else:
        r, c, nn, payload = t.fresh(), t.fresh(), t.fresh(), t.fresh()
        t(f"{r} = stablehlo.iota dim = 0 : {i32}")
        t(f"{c} = stablehlo.iota dim = 1 : {i32}")
        t(f"{nn} = stablehlo.constant dense<{lay.n}> : {i32}")
        rn = t.fresh()
        t(f"{rn} = stablehlo.multiply {r}, {nn} : {i32}")
        t(f"{payload} = stablehlo.add {rn}, {c} : {i32}")
    dims, out = t.fresh(), t.fresh()
    t(f"{dims} = stablehlo.constant dense<[{lay.batch}, {lay.n}]> : tensor<2xi64>")
    name = f"{PLACEHOLDER_PREFIX}{bn}x{payload_elem}{'_k64' if wide else ''}"
    t(f"{out} = func.call @{name}({keys}, {payload}, {dims}) : ({key_t}, {out_t}, "
      f"tensor<2xi64>) -> {out_t}")
    if natural:
        results = [out]
    elif single:
        results = [lay.from_rows(t, out, 0)]
    else:
        sorted_rows = _gather_rows(t, rows, lay, out)
        results = [lay.from_rows(t, v, i) for i, v in enumerate(sorted_rows)]
    rets = ", ".join(str(x) for x in types)
    t(f"return {', '.join(results)} : {rets}")
    args = ", ".join(f"%a{i}: {ty}" for i, ty in enumerate(types))
    declaration = f"func.func private @{name}({key_t}, {out_t}, tensor<2xi64>) -> {out_t}"
    body = "\n".join([declaration, f"func.func private @sort({args}) -> ({rets}) {{",
                      *t.lines, "}"])
    scratch = h.parse_functions(op, body)
    h.declare_once(op, name, declaration)
    h.replace_with_function(op, h.function(scratch, "sort"))
    return True


def _key_bits(t, row: str, orig: str, stored: str, bn: str, descending: bool,
              canon: frozenset) -> str:
    """Emit the map of the key row to i32 (i64 for 64-bit keys) bits whose unsigned order is
    the sort's order."""
    bits = 64 if stored in ("f64", "i64") else 32
    i32 = f"tensor<{bn}xi{bits}>"
    top_bit = -(1 << (bits - 1))
    if stored in ("f32", "f64"):
        ft = f"tensor<{bn}x{stored}>"
        v = row
        if "zero" in canon:
            z, zc, w = t.fresh(), t.fresh(), t.fresh()
            t(f"{zc} = stablehlo.constant dense<0.0> : {ft}")
            t(f"{z} = stablehlo.compare EQ, {v}, {zc}, FLOAT : ({ft}, {ft}) -> tensor<{bn}xi1>")
            t(f"{w} = stablehlo.select {z}, {zc}, {v} : tensor<{bn}xi1>, {ft}")
            v = w
        if "nan" in canon:
            nn, nc, w = t.fresh(), t.fresh(), t.fresh()
            nan = "0x7FC00000" if bits == 32 else "0x7FF8000000000000"
            t(f"{nc} = stablehlo.constant dense<{nan}> : {ft}")
            t(f"{nn} = stablehlo.compare NE, {v}, {v}, FLOAT : ({ft}, {ft}) -> tensor<{bn}xi1>")
            t(f"{w} = stablehlo.select {nn}, {nc}, {v} : tensor<{bn}xi1>, {ft}")
            v = w
        b, s, c31, top, m, k = (t.fresh() for _ in range(6))
        t(f"{b} = stablehlo.bitcast_convert {v} : ({ft}) -> {i32}")
        t(f"{c31} = stablehlo.constant dense<{bits - 1}> : {i32}")
        t(f"{s} = stablehlo.shift_right_arithmetic {b}, {c31} : {i32}")
        t(f"{top} = stablehlo.constant dense<{top_bit}> : {i32}")
        t(f"{m} = stablehlo.or {s}, {top} : {i32}")
        t(f"{k} = stablehlo.xor {b}, {m} : {i32}")
    else:
        width = int(stored[1:])
        signed = not orig.startswith("ui")
        k = row
        if width < 32:
            w = t.fresh()
            t(f"{w} = stablehlo.convert {row} : (tensor<{bn}x{stored}>) -> {i32}")
            k = w
            if not signed:  # the stored signless bits were sign-extended: mask them back
                mask, w = t.fresh(), t.fresh()
                t(f"{mask} = stablehlo.constant dense<{(1 << width) - 1}> : {i32}")
                t(f"{w} = stablehlo.and {k}, {mask} : {i32}")
                k = w
        if signed:
            top, w = t.fresh(), t.fresh()
            t(f"{top} = stablehlo.constant dense<{top_bit}> : {i32}")
            t(f"{w} = stablehlo.xor {k}, {top} : {i32}")
            k = w
    if descending:
        w = t.fresh()
        t(f"{w} = stablehlo.not {k} : {i32}")
        k = w
    return k


def _gather_rows(t, rows: list, lay, perm: str) -> list:
    """Every operand's rows gathered through the sorted flat indices `perm`."""
    m = lay.batch * lay.n
    bn = f"{lay.batch}x{lay.n}"
    idx = t.fresh()
    t(f"{idx} = stablehlo.reshape {perm} : (tensor<{bn}xi32>) -> tensor<{m}x1xi32>")
    out = []
    for row, e in zip(rows, lay.stored):
        flat, g, back = t.fresh(), t.fresh(), t.fresh()
        t(f"{flat} = stablehlo.reshape {row} : (tensor<{bn}x{e}>) -> tensor<{m}x{e}>")
        t(f'{g} = "stablehlo.gather"({flat}, {idx}) {{dimension_numbers = #stablehlo.gather<'
          f"collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, "
          f"indices_are_sorted = false, slice_sizes = array<i64: 1>}} : "
          f"(tensor<{m}x{e}>, tensor<{m}x1xi32>) -> tensor<{m}x{e}>")
        t(f"{back} = stablehlo.reshape {g} : (tensor<{m}x{e}>) -> tensor<{bn}x{e}>")
        out.append(back)
    return out


# ---- reading the comparator ----

_KEY_TYPES = {"f32", "f64", "i64", "ui64", "i32", "ui32", "i16", "ui16", "i8", "ui8"}


def comparator_order(block: ir.Block, types) -> tuple | None:
    """(key operand, descending, canonicalizations) if the comparator region is a plain order
    on one operand that the native sort implements, else None."""
    args = list(block.arguments)
    facts: dict = {}
    for i, a in enumerate(args):
        facts[_vkey(a)] = ("arg", i // 2, i % 2, frozenset())
    result = None
    for o in block.operations:
        name = o.operation.name
        if name == "stablehlo.return":
            if len(o.operands) != 1:
                return None
            result = facts.get(_vkey(o.operands[0]))
            break
        fact = _fact(o, name, facts)
        if fact is None:
            return None
        facts[_vkey(o.results[0])] = fact
    if result is None or result[0] != "order":
        return None
    _, key, descending, canon, ctype = result
    elem = str(types[key].element_type)
    if elem not in _KEY_TYPES:
        return None
    if elem in ("f32", "f64"):
        if ctype != "TOTALORDER":
            return None
    else:
        want = "UNSIGNED" if elem.startswith("ui") else "SIGNED"
        if canon or ctype not in (want, None):
            return None
    return key, descending, canon


def _vkey(v):
    return v  # jaxlib's ir.Value hashes and compares by the underlying value


def _constant(v, facts) -> float | None:
    fact = facts.get(_vkey(v))
    if fact is not None:
        return fact[1] if fact[0] == "const" else None
    owner = v.owner  # a constant hoisted out of the region by canonicalization
    if isinstance(owner, ir.Operation) or hasattr(owner, "operation"):
        op = owner.operation if hasattr(owner, "operation") else owner
        if op.name == "stablehlo.constant":
            return _constant_value(op)
    return None


def _constant_value(op):
    attr = ir.DenseElementsAttr(op.attributes["value"])
    if not attr.is_splat or str(attr.type.element_type) not in ("f32", "f64"):
        return None
    value = np.array(attr.get_splat_value().value, np.float64).reshape(())
    return value


def _fact(o, name: str, facts: dict):
    ops = list(o.operands)
    if name == "stablehlo.constant":
        value = _constant_value(o.operation)
        return ("const", value) if value is not None else None
    if name == "stablehlo.compare":
        direction = str(o.attributes["comparison_direction"]).split()[-1].rstrip(">")
        ctype = None
        if "compare_type" in o.attributes:
            ctype = str(o.attributes["compare_type"]).split()[-1].rstrip(">")
        a, b = facts.get(_vkey(ops[0])), facts.get(_vkey(ops[1]))
        if direction in ("LT", "GT") and a and b and a[0] == b[0] == "arg":
            if a[1] != b[1] or a[3] != b[3] or {a[2], b[2]} != {0, 1}:
                return None
            descending = (direction == "GT") == (a[2] == 0)
            return ("order", a[1], descending, a[3], ctype)
        if ctype != "FLOAT" or a is None or a[0] != "arg":
            return None
        if direction == "NE" and _vkey(ops[0]) == _vkey(ops[1]):
            return ("is_nan", a[1], a[2])
        if direction == "EQ":
            c = _constant(ops[1], facts)
            if c is not None and c == 0:
                return ("is_zero", a[1], a[2])
        return None
    if name == "stablehlo.select":
        pred, y = facts.get(_vkey(ops[0])), facts.get(_vkey(ops[2]))
        c = _constant(ops[1], facts)
        if pred is None or y is None or y[0] != "arg" or c is None:
            return None
        if pred[1:] != y[1:3]:
            return None
        if pred[0] == "is_zero" and c == 0 and not np.signbit(c):
            return ("arg", y[1], y[2], y[3] | {"zero"})
        if pred[0] == "is_nan" and np.isnan(c):
            return ("arg", y[1], y[2], y[3] | {"nan"})
        return None
    return None
