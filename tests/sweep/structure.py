"""Templates for the ops that move data, need a region, indices or shapes, parameterised on
the element type."""

from __future__ import annotations

import numpy as np

from .dialect import COMPLEX, INT, QUANT
from .program import Program, ttype


def _rounded(p: Program, op: str) -> Program:
    """Floats within tolerances.loose(op): sums and products may round in another order."""
    if p.element not in INT + ["i1"]:
        p.exact, p.tolerance_op = False, op
    return p


def _region(element: str, op: str = "add", n: int = 1) -> str:
    """A region combining two scalars of `element` with `op`."""
    s = ttype((), element)
    args = ", ".join(f"%x{i}: {s}" for i in range(2 * n))
    return (f"^bb0({args}):\n  %o = stablehlo.{op} %x0, %x1 : {s}\n"
            f"  stablehlo.return %o : {s}")


def _less(element: str) -> str:
    """A strict order on `element` for sort and select: TOTALORDER for floats, the real part
    for complex numbers (the dialect orders complex values only for EQ/NE)."""
    s, b = ttype((), element), "tensor<i1>"
    if element in COMPLEX:
        part = ttype((), element[len("complex<"):-1])
        return (f"^bb0(%x0: {s}, %x1: {s}):\n"
                f"  %r0 = stablehlo.real %x0 : ({s}) -> {part}\n"
                f"  %r1 = stablehlo.real %x1 : ({s}) -> {part}\n"
                f"  %o = stablehlo.compare LT, %r0, %r1, TOTALORDER : ({part}, {part}) -> {b}\n"
                f"  stablehlo.return %o : {b}")
    kind = ", TOTALORDER" if element not in INT + ["i1", QUANT] else ""
    return (f"^bb0(%x0: {s}, %x1: {s}):\n"
            f"  %o = stablehlo.compare LT, %x0, %x1{kind} : ({s}, {s}) -> {b}\n"
            f"  stablehlo.return %o : {b}")


def _const(p: Program, values, element: str) -> str:
    name = p.fresh("k")
    arr = np.asarray(values)
    body = str(arr.astype(np.int64).tolist())
    shape = arr.shape
    p.line(f"{name} = stablehlo.constant dense<{body}> : {ttype(shape, element)}"
           if arr.ndim else f"{name} = stablehlo.constant dense<{int(arr)}> : {ttype((), element)}")
    return name


# --- data movement ------------------------------------------------------------------------------

def broadcast_in_dim(e, seed=0):
    p = Program(e, seed)
    x, s = p.arg((2, 3)), p.arg(())
    t, r, r2 = ttype((2, 3), e), ttype((4, 2, 3), e), ttype((2, 2), e)
    p.line(f"%r = stablehlo.broadcast_in_dim {x}, dims = [1, 2] : ({t}) -> {r}")
    p.line(f"%s = stablehlo.broadcast_in_dim {s}, dims = [] : ({ttype((), e)}) -> {r2}")
    p.result("%r", r)
    p.result("%s", r2)
    return p


def broadcast(e, seed=0):
    p = Program(e, seed)
    x = p.arg((2, 3))
    t, r = ttype((2, 3), e), ttype((4, 2, 3), e)
    p.line(f'%r = "stablehlo.broadcast"({x}) {{broadcast_sizes = array<i64: 4>}} : ({t}) -> {r}',
           oracle=f"%r = stablehlo.broadcast_in_dim {x}, dims = [1, 2] : ({t}) -> {r}")
    p.result("%r", r)
    return p


def reshape(e, seed=0):
    p = Program(e, seed)
    x = p.arg((2, 6))
    p.line(f"%r = stablehlo.reshape {x} : ({ttype((2, 6), e)}) -> {ttype((3, 4), e)}")
    p.result("%r", ttype((3, 4), e))
    return p


def transpose(e, seed=0):
    p = Program(e, seed)
    x = p.arg((2, 3, 4))
    r = ttype((4, 2, 3), e)
    p.line(f"%r = stablehlo.transpose {x}, dims = [2, 0, 1] : ({ttype((2, 3, 4), e)}) -> {r}")
    p.result("%r", r)
    return p


def reverse(e, seed=0):
    p = Program(e, seed)
    x = p.arg((3, 4))
    t = ttype((3, 4), e)
    p.line(f"%r = stablehlo.reverse {x}, dims = [0, 1] : {t}")
    p.result("%r", t)
    return p


def slice_(e, seed=0):
    p = Program(e, seed)
    x = p.arg((4, 6))
    r = ttype((2, 2), e)
    p.line(f"%r = stablehlo.slice {x} [1:4:2, 0:6:3] : ({ttype((4, 6), e)}) -> {r}")
    p.result("%r", r)
    return p


def pad(e, seed=0):
    p = Program(e, seed)
    x, v = p.arg((3, 4)), p.arg(())
    r = ttype((6, 5), e)
    p.line(f"%r = stablehlo.pad {x}, {v}, low = [1, -1], high = [0, 2], interior = [1, 0] : "
           f"({ttype((3, 4), e)}, {ttype((), e)}) -> {r}")
    p.result("%r", r)
    return p


def concatenate(e, seed=0):
    p = Program(e, seed)
    a, b = p.arg((2, 3)), p.arg((2, 2))
    r = ttype((2, 5), e)
    p.line(f"%r = stablehlo.concatenate {a}, {b}, dim = 1 : "
           f"({ttype((2, 3), e)}, {ttype((2, 2), e)}) -> {r}")
    p.result("%r", r)
    return p


def constant(e, seed=0):
    """A constant of seeded values (a hex blob: every bit pattern kept)."""
    p = Program(e, seed)
    from .program import values
    if e == QUANT:
        raise NotImplementedError("a quantized constant needs its storage values: see "
                                  "uniform_quantize")
    arr = values(e, (3, 4), p.rng)
    blob = np.ascontiguousarray(arr).tobytes().hex().upper()
    t = ttype((3, 4), e)
    p.line(f'%r = stablehlo.constant dense<"0x{blob}"> : {t}')
    p.result("%r", t)
    return p


def iota(e, seed=0):
    p = Program(e, seed)
    t = ttype((3, 4), e)
    p.line(f"%r = stablehlo.iota dim = 1 : {t}")
    p.line(f"%s = stablehlo.iota dim = 0 : {t}")
    p.result("%r", t)
    p.result("%s", t)
    return p


def dynamic_iota(e, seed=0):
    p = Program(e, seed)
    t = ttype((3, 4), e)
    shape = _const(p, [3, 4], "i64")
    p.line(f"%r = stablehlo.dynamic_iota {shape}, dim = 1 : (tensor<2xi64>) -> {t}")
    p.result("%r", t)
    return p


def convert(e, seed=0):
    """e -> f32 (complex: complex<f32>), f32 -> e and i32 -> e, on values the target holds
    (conversions out of range are the spec's TBD, checked in test_element_types)."""
    p = Program(e, seed)
    t = ttype((4, 5), e)
    x = p.arg((4, 5))
    wide = "complex<f32>" if e in COMPLEX else "f32"
    low = 0.125 if e == "f8E8M0FNU" else None
    f = p.arg((4, 5), "f32", edges=False, low=low)
    if e in ("f6E2M3FN", "f6E3M2FN", "f4E2M1FN", "f8E4M3B11FNUZ", "f8E4M3FNUZ", "f8E5M2FNUZ",
             "f8E4M3FN", "f8E3M4"):
        p.args[-1] = np.clip(p.args[-1], -4.0, 4.0).astype(np.float32)
    ilo = 0 if e == "f8E8M0FNU" or e in INT and e.startswith("u") else -8
    i = p.arg((4, 5), "i32", low=ilo, high=8, value=None)
    if e == "f8E8M0FNU":
        p.args[-1] = np.maximum(p.args[-1], 1).astype(np.int32)
    p.line(f"%a = stablehlo.convert {x} : ({t}) -> {ttype((4, 5), wide)}")
    p.line(f"%b = stablehlo.convert {f} : ({ttype((4, 5), 'f32')}) -> {t}")
    p.line(f"%c = stablehlo.convert {i} : ({ttype((4, 5), 'i32')}) -> {t}")
    p.result("%a", ttype((4, 5), wide))
    p.result("%b", t)
    p.result("%c", t)
    return p


_WIDTH = {"i1": 1, "i2": 2, "i4": 4, "ui2": 2, "ui4": 4, "f4E2M1FN": 4, "f6E2M3FN": 6,
          "f6E3M2FN": 6, "bf16": 16, "f16": 16, "complex<f32>": 64, "complex<f64>": 128}


def bitcast_convert(e, seed=0):
    """To the unsigned integer of the same width and back (f6: to the other f6; complex: to
    its parts, an extra dimension of 2)."""
    p = Program(e, seed)
    if e == QUANT:
        raise NotImplementedError("the oracle spells quantized values as f32, which has no "
                                  "8-bit bit pattern: quantized_ops.mlir covers it")
    else:
        width = _WIDTH.get(e) or int("".join(c for c in e if c.isdigit())[:2]) \
            if not e.startswith("f8") else 8
    if e == "i1":
        other = "i1"
    elif e in ("f6E2M3FN", "f6E3M2FN"):
        other = "f6E3M2FN" if e == "f6E2M3FN" else "f6E2M3FN"
    elif e in COMPLEX:
        other = e[len("complex<"):-1]
    elif e == QUANT:
        other = "i8"
    else:
        other = f"ui{width}"
    t = ttype((4, 5), e)
    o = ttype((4, 5, 2), other) if e in COMPLEX else ttype((4, 5), other)
    x = p.arg((4, 5))
    y = p.arg((4, 5, 2) if e in COMPLEX else (4, 5), other)
    p.line(f"%a = stablehlo.bitcast_convert {x} : ({t}) -> {o}")
    p.line(f"%b = stablehlo.bitcast_convert {y} : ({o}) -> {t}")
    p.result("%a", o)
    p.result("%b", t)
    return p


def get_dimension_size(e, seed=0):
    p = Program(e, seed)
    x = p.arg((4, 5))
    p.line(f"%r = stablehlo.get_dimension_size {x}, dim = 1 : ({ttype((4, 5), e)}) -> tensor<i32>")
    p.result("%r", "tensor<i32>")
    return p


def set_dimension_size(e, seed=0):
    p = Program(e, seed)
    x = p.arg((4, 5))
    n = _const(p, 5, "i32")
    t = ttype((4, 5), e)
    p.line(f'%r = "stablehlo.set_dimension_size"({x}, {n}) {{dimension = 1 : i64}} : '
           f"({t}, tensor<i32>) -> {t}",  # the full size: the operand itself
           oracle=f"%r = stablehlo.reshape {x} : ({t}) -> {t}")
    p.result("%r", t)
    return p


def dynamic_slice(e, seed=0):
    p = Program(e, seed)
    x = p.arg((4, 6))
    i = p.arg((), "i32", value=np.int32(3))   # clamped to 2
    j = p.arg((), "i32", value=np.int32(-1))  # clamped to 0
    r = ttype((2, 3), e)
    p.line(f"%r = stablehlo.dynamic_slice {x}, {i}, {j}, sizes = [2, 3] : "
           f"({ttype((4, 6), e)}, tensor<i32>, tensor<i32>) -> {r}")
    p.result("%r", r)
    return p


def dynamic_update_slice(e, seed=0):
    p = Program(e, seed)
    x, u = p.arg((4, 6)), p.arg((2, 3))
    i = p.arg((), "i64", value=np.int64(1))
    j = p.arg((), "i64", value=np.int64(5))  # clamped to 3
    t = ttype((4, 6), e)
    p.line(f"%r = stablehlo.dynamic_update_slice {x}, {u}, {i}, {j} : "
           f"({t}, {ttype((2, 3), e)}, tensor<i64>, tensor<i64>) -> {t}")
    p.result("%r", t)
    return p


def real_dynamic_slice(e, seed=0):
    p = Program(e, seed)
    x = p.arg((4, 6))
    start, limit, stride = (_const(p, v, "i64") for v in ([0, 1], [4, 6], [2, 2]))
    r = ttype((2, 3), e)
    p.line(f"%r = stablehlo.real_dynamic_slice {x}, {start}, {limit}, {stride} : "
           f"({ttype((4, 6), e)}, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> {r}",
           oracle=f"%r = stablehlo.slice {x} [0:4:2, 1:6:2] : ({ttype((4, 6), e)}) -> {r}")
    p.result("%r", r)
    return p


def dynamic_broadcast_in_dim(e, seed=0):
    p = Program(e, seed)
    x = p.arg((2, 3))
    shape = _const(p, [4, 2, 3], "i64")
    r = ttype((4, 2, 3), e)
    p.line(f"%r = stablehlo.dynamic_broadcast_in_dim {x}, {shape}, dims = [1, 2] : "
           f"({ttype((2, 3), e)}, tensor<3xi64>) -> {r}")
    p.result("%r", r)
    return p


def dynamic_reshape(e, seed=0):
    p = Program(e, seed)
    x = p.arg((2, 6))
    shape = _const(p, [3, 4], "i64")
    r = ttype((3, 4), e)
    p.line(f"%r = stablehlo.dynamic_reshape {x}, {shape} : "
           f"({ttype((2, 6), e)}, tensor<2xi64>) -> {r}")
    p.result("%r", r)
    return p


def dynamic_pad(e, seed=0):
    p = Program(e, seed)
    x, v = p.arg((3, 4)), p.arg(())
    lo, hi, inner = (_const(p, a, "i64") for a in ([1, -1], [0, 2], [1, 0]))
    r = ttype((6, 5), e)
    p.line(f"%r = stablehlo.dynamic_pad {x}, {v}, {lo}, {hi}, {inner} : ({ttype((3, 4), e)}, "
           f"{ttype((), e)}, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> {r}")
    p.result("%r", r)
    return p


_GATHER_DIMS = ("#stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], "
                "start_index_map = [1, 0], index_vector_dim = 2>")
_GATHER_INDICES = [[[0, 0], [1, 0], [2, 1]], [[0, 1], [1, 1], [0, 9]]]


def gather(e, seed=0):
    p = Program(e, seed)
    x = p.arg((3, 4, 2))
    idx = _const(p, _GATHER_INDICES, "i64")
    r = ttype((2, 3, 2, 2), e)
    p.line(f'%r = "stablehlo.gather"({x}, {idx}) {{dimension_numbers = {_GATHER_DIMS}, '
           f"slice_sizes = array<i64: 1, 2, 2>, indices_are_sorted = false}} : "
           f"({ttype((3, 4, 2), e)}, tensor<2x3x2xi64>) -> {r}")
    p.result("%r", r)
    return p


def dynamic_gather(e, seed=0):
    p = Program(e, seed)
    x = p.arg((3, 4, 2))
    idx = _const(p, _GATHER_INDICES, "i64")
    sizes = _const(p, [1, 2, 2], "i64")
    r = ttype((2, 3, 2, 2), e)
    p.line(f'%r = "stablehlo.dynamic_gather"({x}, {idx}, {sizes}) {{dimension_numbers = '
           f"{_GATHER_DIMS}, indices_are_sorted = false}} : "
           f"({ttype((3, 4, 2), e)}, tensor<2x3x2xi64>, tensor<3xi64>) -> {r}")
    p.result("%r", r)
    return p


def torch_index_select(e, seed=0):
    p = Program(e, seed)
    x = p.arg((4, 5))
    idx = _const(p, [3, 0, 3], "i32")
    r = ttype((3, 5), e)
    p.line(f'%r = "stablehlo.torch_index_select"({x}, {idx}) {{dim = 0 : i64, '
           f"batch_dims = 0 : i64}} : ({ttype((4, 5), e)}, tensor<3xi32>) -> {r}",
           oracle=f'%ix = stablehlo.reshape {idx} : (tensor<3xi32>) -> tensor<3x1xi32>\n'
           f'%r = "stablehlo.gather"({x}, %ix) {{dimension_numbers = #stablehlo.gather<'
           "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], "
           "index_vector_dim = 1>, slice_sizes = array<i64: 1, 5>, indices_are_sorted = false} : "
           f"({ttype((4, 5), e)}, tensor<3x1xi32>) -> {r}")
    p.result("%r", r)
    return p


# --- ops with regions ---------------------------------------------------------------------------

def scatter(e, seed=0):
    p = Program(e, seed)
    x, u = p.arg((3, 4, 2), edges=False), p.arg((2, 3, 2, 2), edges=False)
    idx = _const(p, [[[0, 2], [1, 0], [2, 1]], [[0, 1], [1, 0], [0, 9]]], "i64")
    t = ttype((3, 4, 2), e)
    p.line(f'%r = "stablehlo.scatter"({x}, {idx}, {u}) ({{\n{_region(e)}\n}}) {{'
           "scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], "
           "inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], "
           "index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : "
           f"({t}, tensor<2x3x2xi64>, {ttype((2, 3, 2, 2), e)}) -> {t}")
    p.result("%r", t)
    return _rounded(p, "add")


def sort(e, seed=0):
    """Stable sort along a row. The reference interpreter compares TOTALORDER as FLOAT (NaN
    unordered, -0 == +0; see compare's oracle), so the values here have no NaN and no -0."""
    p = Program(e, seed)
    x = p.arg((3, 5))
    if e not in INT + ["i1", QUANT]:
        v = p.args[-1]
        if e in COMPLEX:
            v.real = np.where(np.isnan(v.real) | (v.real == 0), 0.5, v.real)
        else:
            with np.errstate(invalid="ignore"):
                f = v.astype(np.float64)
                p.args[-1] = np.where(np.isnan(f) | (f == 0), 0.5, f).astype(v.dtype)
    t = ttype((3, 5), e)
    p.line(f'%r = "stablehlo.sort"({x}) ({{\n{_less(e)}\n}}) {{dimension = 1 : i64, '
           f"is_stable = true}} : ({t}) -> {t}")
    p.result("%r", t)
    return p


def reduce(e, seed=0):
    p = Program(e, seed)
    x, init = p.arg((4, 5), edges=False), p.arg((), edges=False)
    r = ttype((4,), e)
    p.line(f"%r = stablehlo.reduce({x} init: {init}) applies stablehlo.add across "
           f"dimensions = [1] : ({ttype((4, 5), e)}, {ttype((), e)}) -> {r}")
    p.line(f'%m = "stablehlo.reduce"({x}, {init}) ({{\n{_region(e, "maximum")}\n}}) '
           f"{{dimensions = array<i64: 0>}} : ({ttype((4, 5), e)}, {ttype((), e)}) "
           f"-> {ttype((5,), e)}")
    p.result("%r", r)
    p.result("%m", ttype((5,), e))
    return _rounded(p, "add")


def reduce_window(e, seed=0):
    p = Program(e, seed)
    x, init = p.arg((4, 5), edges=False), p.arg((), edges=False)
    r = ttype((4, 3), e)
    p.line(f'%r = "stablehlo.reduce_window"({x}, {init}) ({{\n{_region(e)}\n}}) {{'
           "window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 2>, "
           "padding = dense<[[1, 0], [0, 1]]> : tensor<2x2xi64>} : "
           f"({ttype((4, 5), e)}, {ttype((), e)}) -> {r}")
    p.result("%r", r)
    return _rounded(p, "add")


def select_and_scatter(e, seed=0):
    p = Program(e, seed)
    # init 0: the reference interpreter adds init_value twice to a selected element (the
    # spec's reduce([source_values], [init_value], ...) adds it once), so only 0 agrees.
    zero = np.zeros((), np.float32) if e == QUANT else None
    x, src = p.arg((4, 5), edges=False), p.arg((2, 2), edges=False)
    init = p.arg((), value=zero if zero is not None else
                 np.zeros((), dtype=p.args[0].dtype))
    t = ttype((4, 5), e)
    s, b = ttype((), e), "tensor<i1>"
    if e in COMPLEX:
        part = ttype((), e[len("complex<"):-1])
        select = (f"^bb0(%x0: {s}, %x1: {s}):\n  %r0 = stablehlo.real %x0 : ({s}) -> {part}\n"
                  f"  %r1 = stablehlo.real %x1 : ({s}) -> {part}\n"
                  f"  %o = stablehlo.compare GE, %r0, %r1 : ({part}, {part}) -> {b}\n"
                  f"  stablehlo.return %o : {b}")
    else:
        select = (f"^bb0(%x0: {s}, %x1: {s}):\n"
                  f"  %o = stablehlo.compare GE, %x0, %x1 : ({s}, {s}) -> {b}\n"
                  f"  stablehlo.return %o : {b}")
    p.line(f'%r = "stablehlo.select_and_scatter"({x}, {src}, {init}) ({{\n{select}\n}}, '
           f"{{\n{_region(e)}\n}}) {{window_dimensions = array<i64: 2, 3>, "
           "window_strides = array<i64: 2, 2>} : "
           f"({t}, {ttype((2, 2), e)}, {s}) -> {t}")
    p.result("%r", t)
    return _rounded(p, "add")


def map_(e, seed=0):
    p = Program(e, seed)
    a, b = p.arg((2, 3)), p.arg((2, 3))
    t = ttype((2, 3), e)
    p.line(f'%r = "stablehlo.map"({a}, {b}) ({{\n{_region(e, "multiply")}\n}}) '
           f"{{dimensions = array<i64: 0, 1>}} : ({t}, {t}) -> {t}")
    p.result("%r", t)
    return _rounded(p, "multiply")


def while_(e, seed=0):
    """x += y three times (a counter in i32)."""
    p = Program(e, seed)
    x, y = p.arg((2, 3), edges=False), p.arg((2, 3), edges=False)
    t = ttype((2, 3), e)
    p.line("%zero = stablehlo.constant dense<0> : tensor<i32>")
    p.line(f"%r:3 = stablehlo.while(%i = %zero, %a = {x}, %b = {y}) : tensor<i32>, {t}, {t}\n"
           " cond {\n  %three = stablehlo.constant dense<3> : tensor<i32>\n"
           "  %c = stablehlo.compare LT, %i, %three : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
           "  stablehlo.return %c : tensor<i1>\n} do {\n"
           "  %one = stablehlo.constant dense<1> : tensor<i32>\n"
           "  %n = stablehlo.add %i, %one : tensor<i32>\n"
           f"  %s = stablehlo.add %a, %b : {t}\n"
           f"  stablehlo.return %n, %s, %b : tensor<i32>, {t}, {t}\n}}")
    p.result("%r#1", t)
    return _rounded(p, "add")


def if_(e, seed=0):
    p = Program(e, seed)
    c = p.arg((), "i1", value=np.bool_(True))
    x, y = p.arg((2, 3)), p.arg((2, 3))
    t = ttype((2, 3), e)
    for name, pred in (("%r", c), ("%s", "%nc")):
        if name == "%s":
            p.line(f"%nc = stablehlo.not {c} : tensor<i1>")
        p.line(f'{name} = "stablehlo.if"({pred}) ({{\n  stablehlo.return {x} : {t}\n}}, {{\n'
               f"  stablehlo.return {y} : {t}\n}}) : (tensor<i1>) -> {t}")
        p.result(name, t)
    return p


def case(e, seed=0):
    p = Program(e, seed)
    x, y = p.arg((2, 3)), p.arg((2, 3))
    t = ttype((2, 3), e)
    for k, index in enumerate((0, 1, 7)):  # 7: out of range, the last branch
        i = p.arg((), "i32", value=np.int32(index))
        p.line(f'%r{k} = "stablehlo.case"({i}) ({{\n  stablehlo.return {y} : {t}\n}}, {{\n'
               f"  stablehlo.return {x} : {t}\n}}) : (tensor<i32>) -> {t}")
        p.result(f"%r{k}", t)
    return p


def optimization_barrier(e, seed=0):
    p = Program(e, seed)
    a, b = p.arg((2, 3)), p.arg((3,))
    t, u = ttype((2, 3), e), ttype((3,), e)
    p.line(f"%r:2 = stablehlo.optimization_barrier {a}, {b} : {t}, {u}")
    p.result("%r#0", t)
    p.result("%r#1", u)
    return p


def tuple_(e, seed=0):
    p = Program(e, seed)
    a, b = p.arg((2, 3)), p.arg((3,))
    t, u = ttype((2, 3), e), ttype((3,), e)
    p.line(f"%t = stablehlo.tuple {a}, {b} : tuple<{t}, {u}>")
    p.line(f"%r = stablehlo.get_tuple_element %t[1] : (tuple<{t}, {u}>) -> {u}")
    p.line(f"%s = stablehlo.get_tuple_element %t[0] : (tuple<{t}, {u}>) -> {t}")
    p.result("%r", u)
    p.result("%s", t)
    return p


def composite(e, seed=0):
    p = Program(e, seed)
    a, b = p.arg((2, 3)), p.arg((2, 3))
    t = ttype((2, 3), e)
    p.line(f'%r = stablehlo.composite "sweep.max" {a}, {b} {{decomposition = @sweep_max}} : '
           f"({t}, {t}) -> {t}")
    p.result("%r", t)
    p.extra.append(f"func.func private @sweep_max(%x: {t}, %y: {t}) -> {t} {{\n"
                   f"  %m = stablehlo.maximum %x, %y : {t}\n  func.return %m : {t}\n}}\n")
    return p


def custom_call(e, seed=0):
    """A registered Python target (a copy and a reversal): the reference interpreter runs
    no custom calls, so the expected values are those of the target's definition."""
    import stablehlo_cc

    stablehlo_cc.register_custom_call("sweep_flip", lambda x: (x.copy(), x[::-1].copy()))
    p = Program(e, seed)
    if e == QUANT:
        raise NotImplementedError("custom calls exchange storage arrays; the quantized "
                                  "boundary is tested in test_quantized")
    x = p.arg((3, 4))
    t = ttype((3, 4), e)
    p.line(f"%r:2 = stablehlo.custom_call @sweep_flip({x}) : ({t}) -> ({t}, {t})")
    p.result("%r#0", t)
    p.result("%r#1", t)
    p.expected = [p.args[0], p.args[0][::-1]]
    return p


def async_(e, seed=0):
    """A slice run asynchronously (the dialect takes a collective or a slice in the region);
    the interpreter does not run async ops: its program is the slice itself."""
    p = Program(e, seed)
    a = p.arg((4, 6))
    t, r = ttype((4, 6), e), ttype((2, 2), e)
    p.line(f'%f = "stablehlo.async_start"({a}) ({{\n'
           f"^bb0(%x: {t}):\n  %s = stablehlo.slice %x [1:4:2, 0:6:3] : ({t}) -> {r}\n"
           f'  "stablehlo.return"(%s) : ({r}) -> ()\n}}) : ({t}) -> !stablehlo.future<{r}>\n'
           f'%r = "stablehlo.async_done"(%f) : (!stablehlo.future<{r}>) -> {r}',
           oracle=f"%r = stablehlo.slice {a} [1:4:2, 0:6:3] : ({t}) -> {r}")
    p.result("%r", r)
    return p


def templates() -> dict:
    return {
        "broadcast_in_dim": broadcast_in_dim, "broadcast": broadcast, "reshape": reshape,
        "transpose": transpose, "reverse": reverse, "slice": slice_, "pad": pad,
        "concatenate": concatenate, "constant": constant, "iota": iota,
        "dynamic_iota": dynamic_iota, "convert": convert, "bitcast_convert": bitcast_convert,
        "get_dimension_size": get_dimension_size, "set_dimension_size": set_dimension_size,
        "dynamic_slice": dynamic_slice, "dynamic_update_slice": dynamic_update_slice,
        "real_dynamic_slice": real_dynamic_slice,
        "dynamic_broadcast_in_dim": dynamic_broadcast_in_dim,
        "dynamic_reshape": dynamic_reshape, "dynamic_pad": dynamic_pad, "gather": gather,
        "dynamic_gather": dynamic_gather, "torch_index_select": torch_index_select,
        "scatter": scatter, "sort": sort, "reduce": reduce, "return": reduce,
        "reduce_window": reduce_window, "select_and_scatter": select_and_scatter,
        "map": map_, "while": while_, "if": if_, "case": case,
        "optimization_barrier": optimization_barrier, "tuple": tuple_,
        "get_tuple_element": tuple_, "composite": composite, "custom_call": custom_call,
        "async_start": async_, "async_done": async_,
    }
