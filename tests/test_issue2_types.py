"""The issue-2 ops on every issue-2 element type, against the StableHLO reference interpreter.

The interpreter tests cover most ops for a few element types only; here every elementwise op,
compare/select/clamp, convert and the structural ops run on i1, si8..si64, ui8..ui64, f16,
bf16, f32 and f64 (where the spec allows the type), with edge values (min/max, 0, -0, inf,
NaN) among random ones. Exact ops must match bit for bit (NaN matching NaN); transcendental
functions to within 2 units in the last place, 16-bit float dot products within 4.
"""

import numpy as np
import pytest
from jaxlib.mlir import ir
from jaxlib.mlir._mlir_libs import _stablehlo

import stablehlo_cc
from conformance.checks import _ulp_close
from conformance.dense import parse_dense
from stablehlo_cc.compiler import frontend
from stablehlo_cc.types import numpy_dtype

INTS = ["i8", "i16", "i32", "i64", "ui8", "ui16", "ui32", "ui64"]
FLOATS = ["f16", "bf16", "f32", "f64"]
ALL = ["i1"] + INTS + FLOATS
N = 16


def _sample(t: str, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    dt = numpy_dtype(t)
    if t == "i1":
        return rng.random(N) < 0.5
    if t in INTS:
        info = np.iinfo(dt)
        vals = rng.integers(max(info.min, -300), min(info.max, 300), N, endpoint=True).astype(dt)
        vals[:4] = [info.min, info.max, 0, 1] if info.min < 0 else [0, info.max, 1, 2]
        return vals
    x = rng.standard_normal(N) * 3
    x[:4] = [0.0, -0.0, np.inf, np.nan]
    return x.astype(dt)


def _literal(arr: np.ndarray, t: str, shape: str = f"{N}") -> str:
    if t == "i1":
        body = ", ".join("true" if v else "false" for v in arr.reshape(-1))
    elif t in INTS:
        body = ", ".join(str(int(v)) for v in arr.reshape(-1))
    else:  # bit patterns, so that the value is exact whatever the type
        dt = numpy_dtype(t)
        bits = arr.reshape(-1).view({2: np.uint16, 4: np.uint32, 8: np.uint64}[dt.itemsize])
        body = ", ".join(f"0x{int(b):0{dt.itemsize * 2}X}" for b in bits)
    return f"dense<[{body}]> : tensor<{shape}x{t}>"


def _reference(text: str) -> np.ndarray:
    with frontend.new_context() as ctx:
        module = ir.Module.parse(text, ctx)
        literal = str(_stablehlo.eval_module(module, [])[0])
    body, _, ty = literal.rpartition(":")
    return parse_dense(body.strip()[len("dense<"):-1], ty.strip())


def _program(body: str, inputs: list, out: str) -> str:
    lines = ["func.func @main() -> " + out + " {"]
    for i, (t, arr) in enumerate(inputs):
        lines.append(f"  %a{i} = stablehlo.constant {_literal(arr, t)}")
    lines += [body, f"  func.return %r : {out}", "}"]
    return "\n".join(lines)


def _check(body: str, inputs: list, out: str, ulps: int = 0) -> None:
    text = _program(body, inputs, out)
    want = _reference(text)
    got = stablehlo_cc.compile(text)()
    assert got.shape == want.shape and got.dtype == want.dtype
    if got.dtype.kind in "biu":
        ok = got == want
    elif ulps:
        ok = _ulp_close(got, want, ulps)
    else:
        g, w = got.astype(np.float64), want.astype(np.float64)
        ok = (g == w) | (np.isnan(g) & np.isnan(w))
    bad = np.flatnonzero(~np.asarray(ok, bool).reshape(-1))
    assert bad.size == 0, (f"first mismatch at {bad[0]}: inputs "
                           f"{[a.reshape(-1)[bad[0]] for _, a in inputs]}, got "
                           f"{got.reshape(-1)[bad[0]]}, want {want.reshape(-1)[bad[0]]}\n{text}")


# --- elementwise ---------------------------------------------------------------------------------

_BINARY = ["add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum", "power",
           "and", "or", "xor", "shift_left", "shift_right_arithmetic", "shift_right_logical",
           "atan2"]
_BITWISE = {"and", "or", "xor", "shift_left", "shift_right_arithmetic", "shift_right_logical"}
_BOOL_OK = {"add", "multiply", "and", "or", "xor", "maximum", "minimum"}


def _binary_cases():
    for op in _BINARY:
        for t in ALL:
            if (op in _BITWISE and t in FLOATS) or (op == "atan2" and t not in FLOATS) \
                    or (t == "i1" and op not in _BOOL_OK):
                continue
            yield pytest.param(op, t, id=f"{op}-{t}")


@pytest.mark.parametrize("op,t", list(_binary_cases()))
def test_binary(op, t):
    lhs, rhs = _sample(t, 1), _sample(t, 2)
    if op in ("divide", "remainder") and t in INTS:  # x / 0 and MIN / -1 are left aside
        rhs[rhs == 0] = 3
        if not t.startswith("u"):
            rhs[rhs == -1] = 3
    if op == "power" and t in INTS:
        rhs = (rhs.astype(np.int64) % 5).astype(rhs.dtype)
    _check(f"  %r = stablehlo.{op} %a0, %a1 : tensor<{N}x{t}>", [(t, lhs), (t, rhs)],
           f"tensor<{N}x{t}>", ulps=2 if op in ("power", "atan2") and t in FLOATS else 0)


_EXACT_UNARY = ["abs", "negate", "sign", "floor", "ceil", "round_nearest_afz",
                "round_nearest_even"]
_INT_UNARY = ["not", "popcnt", "count_leading_zeros"]
_MATH_UNARY = ["exponential", "log", "sqrt", "rsqrt", "sine", "cosine", "tan", "tanh",
               "logistic", "cbrt", "exponential_minus_one", "log_plus_one"]


def _unary_cases():
    for t in ALL:
        for op in _INT_UNARY:
            if t not in FLOATS and (t != "i1" or op == "not"):
                yield pytest.param(op, t, id=f"{op}-{t}")
        for op in ["abs", "negate", "sign"]:
            if t != "i1" and not (op == "abs" and t.startswith("u")) \
                    and not (op == "sign" and t.startswith("u")):
                yield pytest.param(op, t, id=f"{op}-{t}")
        if t in FLOATS:
            for op in _EXACT_UNARY[3:] + _MATH_UNARY:
                yield pytest.param(op, t, id=f"{op}-{t}")


@pytest.mark.parametrize("op,t", list(_unary_cases()))
def test_unary(op, t):
    _check(f"  %r = stablehlo.{op} %a0 : tensor<{N}x{t}>", [(t, _sample(t, 3))],
           f"tensor<{N}x{t}>", ulps=2 if op in _MATH_UNARY else 0)


@pytest.mark.parametrize("t", FLOATS)
def test_is_finite(t):
    _check(f"  %r = stablehlo.is_finite %a0 : (tensor<{N}x{t}>) -> tensor<{N}xi1>",
           [(t, _sample(t, 4))], f"tensor<{N}xi1>")


@pytest.mark.parametrize("t", ALL)
@pytest.mark.parametrize("direction", ["EQ", "NE", "GE", "GT", "LE", "LT"])
def test_compare(direction, t):
    kind = "FLOAT" if t in FLOATS else ("UNSIGNED" if t.startswith("u") or t == "i1"
                                         else "SIGNED")
    _check(f"  %r = stablehlo.compare {direction}, %a0, %a1, {kind} : "
           f"(tensor<{N}x{t}>, tensor<{N}x{t}>) -> tensor<{N}xi1>",
           [(t, _sample(t, 5)), (t, _sample(t, 6))], f"tensor<{N}xi1>")


@pytest.mark.parametrize("t", ALL)
def test_select_and_clamp(t):
    a, b, c = _sample(t, 7), _sample(t, 8), _sample(t, 9)
    _check(f"  %r = stablehlo.select %a2, %a0, %a1 : tensor<{N}xi1>, tensor<{N}x{t}>",
           [(t, a), (t, b), ("i1", _sample("i1", 10))], f"tensor<{N}x{t}>")
    _check(f"  %r = stablehlo.clamp %a0, %a1, %a2 : tensor<{N}x{t}>", [(t, a), (t, b), (t, c)],
           f"tensor<{N}x{t}>")


@pytest.mark.parametrize("dst", ALL)
@pytest.mark.parametrize("src", ALL)
def test_convert(src, dst):
    x = _sample(src, 11)
    if src in FLOATS and dst not in FLOATS:  # out-of-range float -> int is left aside
        v = x.astype(np.float64)
        v[~np.isfinite(v)] = 1.0
        x = (np.abs(v) if dst.startswith("u") else v).astype(x.dtype)
    _check(f"  %r = stablehlo.convert %a0 : (tensor<{N}x{src}>) -> tensor<{N}x{dst}>",
           [(src, x)], f"tensor<{N}x{dst}>")


# --- structural ops ------------------------------------------------------------------------------

def _structural(t: str) -> dict:
    def T(shape=None):
        return f"tensor<{shape}x{t}>" if shape else f"tensor<{t}>"

    zero = "false" if t == "i1" else ("0" if t in INTS else "0.0")
    combine = "stablehlo.or" if t == "i1" else "stablehlo.maximum"
    region = (f"({{\n  ^bb0(%x: {T()}, %y: {T()}):\n    %s = {combine} %x, %y : {T()}\n"
              f"    stablehlo.return %s : {T()}\n  }})")
    square = f"  %m = stablehlo.reshape %a0 : ({T(N)}) -> {T('4x4')}\n"
    cases = {
        "broadcast_in_dim": (f"  %r = stablehlo.broadcast_in_dim %a0, dims = [1] : "
                             f"({T(N)}) -> {T('3x16')}", T("3x16")),
        "reshape_transpose": (square + f"  %r = stablehlo.transpose %m, dims = [1, 0] : "
                              f"({T('4x4')}) -> {T('4x4')}", T("4x4")),
        "concatenate": (f"  %r = stablehlo.concatenate %a0, %a1, dim = 0 : ({T(N)}, {T(N)}) -> "
                        f"{T(32)}", T(32)),
        "slice": (f"  %r = stablehlo.slice %a0 [2:14:3] : ({T(N)}) -> {T(4)}", T(4)),
        "dynamic_slice": ("  %i = stablehlo.constant dense<13> : tensor<i32>\n"
                          f"  %r = stablehlo.dynamic_slice %a0, %i, sizes = [5] : "
                          f"({T(N)}, tensor<i32>) -> {T(5)}", T(5)),
        "dynamic_update_slice": ("  %i = stablehlo.constant dense<3> : tensor<i64>\n"
                                 f"  %u = stablehlo.slice %a1 [0:4] : ({T(N)}) -> {T(4)}\n"
                                 f"  %r = stablehlo.dynamic_update_slice %a0, %u, %i : "
                                 f"({T(N)}, {T(4)}, tensor<i64>) -> {T(N)}", T(N)),
        "pad": (f"  %p = stablehlo.constant dense<{zero}> : {T()}\n"
                f"  %r = stablehlo.pad %a0, %p, low = [2], high = [-1], interior = [1] : "
                f"({T(N)}, {T()}) -> {T(32)}", T(32)),
        "reverse": (square + f"  %r = stablehlo.reverse %m, dims = [0] : {T('4x4')}", T("4x4")),
        "reduce": (square + f"  %z = stablehlo.constant dense<{zero}> : {T()}\n"
                   f"  %r = stablehlo.reduce(%m init: %z) applies {combine} across dimensions = "
                   f"[1] : ({T('4x4')}, {T()}) -> {T(4)}", T(4)),
        "reduce_window": (f"  %z = stablehlo.constant dense<{zero}> : {T()}\n"
                          f"  %r = \"stablehlo.reduce_window\"(%a0, %z) {region} "
                          "{window_dimensions = array<i64: 3>, window_strides = array<i64: 2>} "
                          f": ({T(N)}, {T()}) -> {T(7)}", T(7)),
        "map": (f"  %r = \"stablehlo.map\"(%a0, %a1) {region} "
                f"{{dimensions = array<i64: 0>}} : ({T(N)}, {T(N)}) -> {T(N)}", T(N)),
        "gather": (square + "  %i = stablehlo.constant dense<[[0, 1], [3, 2], [2, 0]]> : "
                   "tensor<3x2xi32>\n  %r = \"stablehlo.gather\"(%m, %i) {dimension_numbers = "
                   "#stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], "
                   "start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = "
                   f"array<i64: 1, 2>}} : ({T('4x4')}, tensor<3x2xi32>) -> {T('3x2')}", T("3x2")),
        "scatter": (square + "  %i = stablehlo.constant dense<[[1], [3], [1]]> : "
                    f"tensor<3x1xi32>\n  %u = stablehlo.slice %a1 [0:12] : ({T(N)}) -> {T(12)}"
                    f"\n  %v = stablehlo.reshape %u : ({T(12)}) -> {T('3x4')}\n"
                    f"  %r = \"stablehlo.scatter\"(%m, %i, %v) {region} "
                    "{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], "
                    "inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], "
                    f"index_vector_dim = 1>}} : ({T('4x4')}, tensor<3x1xi32>, {T('3x4')}) -> "
                    f"{T('4x4')}", T("4x4")),
    }
    if t != "i1":
        cases["iota"] = (f"  %r = stablehlo.iota dim = 1 : {T('2x5')}", T("2x5"))
        cases["dot_general"] = (
            square + f"  %n = stablehlo.reshape %a1 : ({T(N)}) -> {T('4x4')}\n"
            f"  %r = stablehlo.dot_general %m, %n, contracting_dims = [1] x [0] : "
            f"({T('4x4')}, {T('4x4')}) -> {T('4x4')}", T("4x4"))
        cases["convolution"] = (
            f"  %m = stablehlo.reshape %a0 : ({T(N)}) -> {T('1x16x1')}\n"
            f"  %k = stablehlo.slice %a1 [0:3] : ({T(N)}) -> {T(3)}\n"
            f"  %n = stablehlo.reshape %k : ({T(3)}) -> {T('3x1x1')}\n"
            "  %r = stablehlo.convolution(%m, %n) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], "
            "window = {stride = [2], pad = [[1, 1]]} {batch_group_count = 1 : i64, "
            f"feature_group_count = 1 : i64}} : ({T('1x16x1')}, {T('3x1x1')}) -> {T('1x8x1')}",
            T("1x8x1"))
    return cases


_STRUCTURAL = ["broadcast_in_dim", "reshape_transpose", "concatenate", "slice", "dynamic_slice",
               "dynamic_update_slice", "pad", "reverse", "reduce", "reduce_window", "map",
               "gather", "scatter", "iota", "dot_general", "convolution"]


_NOT_BOOLEAN = {"iota", "dot_general", "convolution"}


@pytest.mark.parametrize("op,t", [pytest.param(op, t, id=f"{op}-{t}") for t in ALL
                                  for op in _STRUCTURAL if t != "i1" or op not in _NOT_BOOLEAN])
def test_structural(op, t):
    body, out = _structural(t)[op]
    # Sums of products: the order of the additions, and whether a multiply and an add fuse
    # into one rounding (FMA, as XLA:CPU and our vectorized code do), are the implementation's.
    ulps = 4 if op in ("dot_general", "convolution") and t in FLOATS else 0
    _check(body, [(t, _sample(t, 12)), (t, _sample(t, 13))], out, ulps)
