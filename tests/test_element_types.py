"""Every StableHLO element type end to end: arguments and results through numpy (ml_dtypes),
constants, arithmetic and conversions, checked against the reference interpreter."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.types import numpy_dtype

import reference
from tolerances import assert_close, assert_exact

SMALL_FLOATS = ["f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E5M2FNUZ", "f8E4M3B11FNUZ", "f8E4M3",
                "f8E3M4", "f8E8M0FNU", "f6E2M3FN", "f6E3M2FN", "f4E2M1FN"]
FLOATS = SMALL_FLOATS + ["bf16", "f16", "f32", "f64"]
SIGNED = ["i2", "i4", "i8", "i16", "i32", "i64"]
UNSIGNED = ["ui2", "ui4", "ui8", "ui16", "ui32", "ui64"]
WIDTH = {"i1": 1, "i2": 2, "i4": 4, "ui2": 2, "ui4": 4}


def _width(element: str) -> int:
    return WIDTH.get(element) or int(element.lstrip("ui"))


def all_values(element: str) -> np.ndarray:
    """Every bit pattern of a small float type, as an array of that type."""
    dt = numpy_dtype(element)
    bits = {"f6E2M3FN": 64, "f6E3M2FN": 64, "f4E2M1FN": 16}.get(element, 256)
    return np.arange(bits, dtype=np.uint8).view(dt)


def rounding_probes(element: str) -> np.ndarray:
    """f64 values that exercise rounding into `element`: each representable value, the
    midpoints between neighbours and the f64 values just beside them, values past the
    largest, below the smallest, zeros, infinities and NaN."""
    values = all_values(element).astype(np.float64)
    finite = np.unique(np.abs(values[np.isfinite(values)]))
    mids = (finite[:-1] + finite[1:]) / 2
    top = finite[-1]
    ulp = top - finite[-2]
    beyond = np.array([top + ulp / 2, top + ulp / 4, top + ulp * 0.75, top * 2, 1e300,
                       finite[finite > 0][0] / 2, finite[finite > 0][0] / 3, 5e-324])
    base = np.concatenate([finite, mids, np.nextafter(mids, 0), np.nextafter(mids, np.inf),
                           beyond])
    rng = np.random.default_rng(7)
    randoms = np.exp2(rng.uniform(np.log2(finite[finite > 0][0]) - 2, np.log2(top) + 1, 64))
    out = np.concatenate([base, -base, randoms, -randoms,
                          [0.0, -0.0, np.inf, -np.inf, np.nan, -np.nan]])
    return out


def tbd_expected(element: str, x: np.ndarray, expected: np.ndarray) -> np.ndarray:
    """Where the spec leaves a conversion to the implementation and the reference
    interpreter (APFloat) does something no format describes, we follow ml_dtypes:
    f6/f4 saturate infinities; f8E8M0FNU (no zero, no sign) makes 0 and negatives NaN."""
    dt = numpy_dtype(element)
    out = expected.copy()
    if element in ("f6E2M3FN", "f6E3M2FN", "f4E2M1FN"):
        mask = np.isinf(x)
    elif element == "f8E8M0FNU":
        mask = ~np.isnan(x) & (x <= 0)
    else:
        return out
    with np.errstate(over="ignore", invalid="ignore"):
        out[mask] = x[mask].astype(dt)
    return out


def _run_both(src, *args):
    exe = stablehlo_cc.compile(src)
    got = exe(*args)
    got = got if isinstance(got, tuple) else (got,)
    return got, reference.run(src, *args)


@pytest.mark.parametrize("element", SMALL_FLOATS + ["bf16"])
def test_small_float_conversions_are_exact(element):
    """Decode every bit pattern exactly; round f64/f32/integers into the type once."""
    bits = all_values(element)
    n = bits.size
    x = rounding_probes(element)
    k = x.size
    big = [2**62 + 2**61 + 1, 2**62 + 2**61 - 1, 3 * 2**61, -(3 * 2**61) - 1, -2**63,
           2**63 - 1, 2**53 + 1, 2**40 + 2**39, 2**24 + 2**16 + 1]
    ints = np.array(list(range(-600, 601, 7)) + [2**k + d for k in range(8, 40, 3)
                                                  for d in (-1, 0, 1)] + big, np.int64)
    uints = np.array([0, 1, 3, 255, 2**63, 2**64 - 1, 3 * 2**62 + 1, 3 * 2**62, 2**32 + 7],
                     np.uint64)
    j, u = ints.size, uints.size
    t = element
    src = f"""
    func.func @main(%a: tensor<{n}x{t}>, %x: tensor<{k}xf64>, %y: tensor<{k}xf32>,
                    %i: tensor<{j}xi64>, %u: tensor<{u}xui64>, %s: tensor<{j}xi32>)
        -> (tensor<{n}xf32>, tensor<{n}xf64>, tensor<{k}x{t}>, tensor<{k}x{t}>,
            tensor<{j}x{t}>, tensor<{u}x{t}>, tensor<{j}x{t}>) {{
      %0 = stablehlo.convert %a : (tensor<{n}x{t}>) -> tensor<{n}xf32>
      %1 = stablehlo.convert %a : (tensor<{n}x{t}>) -> tensor<{n}xf64>
      %2 = stablehlo.convert %x : (tensor<{k}xf64>) -> tensor<{k}x{t}>
      %3 = stablehlo.convert %y : (tensor<{k}xf32>) -> tensor<{k}x{t}>
      %4 = stablehlo.convert %i : (tensor<{j}xi64>) -> tensor<{j}x{t}>
      %5 = stablehlo.convert %u : (tensor<{u}xui64>) -> tensor<{u}x{t}>
      %6 = stablehlo.convert %s : (tensor<{j}xi32>) -> tensor<{j}x{t}>
      return %0, %1, %2, %3, %4, %5, %6 : tensor<{n}xf32>, tensor<{n}xf64>, tensor<{k}x{t}>,
        tensor<{k}x{t}>, tensor<{j}x{t}>, tensor<{u}x{t}>, tensor<{j}x{t}>
    }}"""
    y = x.astype(np.float32)
    s = ints.astype(np.int32)
    got, want = _run_both(src, bits, x, y, ints, uints, s)
    names = ["decode f32", "decode f64", "f64 ->", "f32 ->", "i64 ->", "ui64 ->", "i32 ->"]
    want = list(want)
    # Decoding is checked against ml_dtypes (the interpreter turns f8E8M0FNU's NaN into inf
    # on the way to f32); the f64 decode agrees with the interpreter as well.
    with np.errstate(invalid="ignore"):
        want[0] = bits.astype(np.float32)
        want[1] = bits.astype(np.float64)
    want[2] = tbd_expected(t, x, want[2])
    want[3] = tbd_expected(t, y.astype(np.float64), want[3])
    for idx, source in ((4, ints), (5, uints), (6, s)):
        want[idx] = tbd_expected(t, source.astype(np.float64), want[idx])
    for g, w, name in zip(got, want, names):
        assert_exact(g, w, f"{t}: {name}")
    # The decoded values are ml_dtypes' too.
    with np.errstate(invalid="ignore"):
        assert_exact(got[1], bits.astype(np.float64), f"{t}: decode vs ml_dtypes")


@pytest.mark.parametrize("element", FLOATS)
def test_float_arithmetic_and_constants(element):
    """add/sub/mul/max/neg/abs with a constant operand: exact in f32 before one rounding."""
    t = element
    dt = numpy_dtype(t)
    rng = np.random.default_rng(3)
    a = rng.standard_normal((3, 4)).astype(np.float32).astype(dt)
    b = (rng.standard_normal((3, 4)) * 2).astype(np.float32).astype(dt)
    if t == "f8E8M0FNU":  # no negatives, no zero
        a, b = np.abs(a) + np.asarray(0.25, dt), np.abs(b) + np.asarray(0.5, dt)
        a, b = a.astype(dt), b.astype(dt)
    src = f"""
    func.func @main(%a: tensor<3x4x{t}>, %b: tensor<3x4x{t}>)
        -> (tensor<3x4x{t}>, tensor<3x4x{t}>, tensor<3x4x{t}>, tensor<3x4x{t}>, tensor<3x4xi1>,
            tensor<{t}>, tensor<0x4x{t}>) {{
      %c = stablehlo.constant dense<[1.0, 2.0, 0.5, 4.0]> : tensor<4x{t}>
      %cb = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<4x{t}>) -> tensor<3x4x{t}>
      %0 = stablehlo.add %a, %b : tensor<3x4x{t}>
      %1 = stablehlo.multiply %0, %cb : tensor<3x4x{t}>
      %2 = stablehlo.maximum %a, %b : tensor<3x4x{t}>
      %3 = stablehlo.subtract %b, %a : tensor<3x4x{t}>
      %4 = stablehlo.compare LT, %a, %b, FLOAT
           : (tensor<3x4x{t}>, tensor<3x4x{t}>) -> tensor<3x4xi1>
      %z = stablehlo.constant dense<0.5> : tensor<{t}>
      %init = stablehlo.constant dense<1.0> : tensor<{t}>
      %5 = stablehlo.multiply %z, %init : tensor<{t}>
      %e = stablehlo.constant dense<> : tensor<0x4x{t}>
      return %0, %1, %2, %3, %4, %5, %e : tensor<3x4x{t}>, tensor<3x4x{t}>, tensor<3x4x{t}>,
        tensor<3x4x{t}>, tensor<3x4xi1>, tensor<{t}>, tensor<0x4x{t}>
    }}"""
    got, want = _run_both(src, a, b)
    if t == "f8E8M0FNU":  # b - a <= 0 has no representation: NaN, as ml_dtypes makes it
        want = list(want)
        want[3] = (b.astype(np.float32) - a.astype(np.float32)).astype(numpy_dtype(t))
    for i, (g, w) in enumerate(zip(got, want)):
        assert_exact(g, w, f"{t}: result {i}")


@pytest.mark.parametrize("element", SIGNED + UNSIGNED)
def test_integer_arithmetic_wraps(element):
    """add/mul/neg wrap modulo 2^n; results and constants of every width round-trip."""
    t = element
    dt = numpy_dtype(t)
    w = _width(t)
    if t.startswith("u"):
        lo, hi = 0, 2**w - 1
    else:
        lo, hi = -(2 ** (w - 1)), 2 ** (w - 1) - 1
    vals = sorted({v for v in (lo, lo + 1, -1, 2, 0, 1, hi - 1, hi) if lo <= v <= hi})
    vals = np.array(vals, object)
    a = np.repeat(vals, vals.size).astype(np.float64 if w < 8 else dt).astype(dt)
    b = np.tile(vals, vals.size).astype(np.float64 if w < 8 else dt).astype(dt)
    n = a.size
    cst = hi
    src = f"""
    func.func @main(%a: tensor<{n}x{t}>, %b: tensor<{n}x{t}>)
        -> (tensor<{n}x{t}>, tensor<{n}x{t}>, tensor<{n}x{t}>, tensor<{n}x{t}>, tensor<{n}xf32>,
            tensor<{n}xi1>) {{
      %c = stablehlo.constant dense<{cst}> : tensor<{n}x{t}>
      %0 = stablehlo.add %a, %b : tensor<{n}x{t}>
      %1 = stablehlo.multiply %a, %b : tensor<{n}x{t}>
      %2 = stablehlo.subtract %a, %c : tensor<{n}x{t}>
      %3 = stablehlo.negate %a : tensor<{n}x{t}>
      %4 = stablehlo.convert %a : (tensor<{n}x{t}>) -> tensor<{n}xf32>
      %5 = stablehlo.compare LT, %a, %b : (tensor<{n}x{t}>, tensor<{n}x{t}>) -> tensor<{n}xi1>
      return %0, %1, %2, %3, %4, %5 : tensor<{n}x{t}>, tensor<{n}x{t}>, tensor<{n}x{t}>,
        tensor<{n}x{t}>, tensor<{n}xf32>, tensor<{n}xi1>
    }}"""
    got, want = _run_both(src, a, b)
    for i, (g, w_) in enumerate(zip(got, want)):
        assert_exact(g, w_, f"{t}: result {i}")


def test_sub_byte_values_take_one_byte_each():
    """ml_dtypes keeps an int2/int4/uint2/uint4/f4/f6 value in the low bits of one byte, and
    so do our buffers: a result written by compiled code reads back through numpy."""
    for element, values in (("i4", [-8, -1, 0, 7]), ("ui4", [0, 1, 14, 15]),
                            ("i2", [-2, -1, 0, 1]), ("ui2", [0, 1, 2, 3]),
                            ("f4E2M1FN", [-6.0, -0.5, 0.0, 6.0]),
                            ("f6E3M2FN", [-28.0, 0.0625, 1.25, 28.0])):
        dt = numpy_dtype(element)
        assert dt.itemsize == 1
        src = f"""func.func @main(%a: tensor<4x{element}>) -> tensor<4x{element}> {{
          %c = stablehlo.constant dense<{values}> : tensor<4x{element}>
          %0 = stablehlo.select %p, %a, %c : tensor<4xi1>, tensor<4x{element}>
          return %0 : tensor<4x{element}>
        }}""".replace("%p", "%pred").replace(
            "%c = ", "%pred = stablehlo.constant dense<[true, false, true, false]> : "
            "tensor<4xi1>\n  %c = ")
        a = np.array(values[::-1], np.float64).astype(dt)
        got = stablehlo_cc.compile(src)(a)
        expected = np.where([True, False, True, False], a, np.array(values, np.float64).astype(dt))
        assert_exact(got, expected.astype(dt), element)
        assert np.all(got.view(np.uint8) < (1 << (2 if "2" == element[-1] else 4 if
                                                 element in ("i4", "ui4", "f4E2M1FN") else 6))
                      ), f"{element}: high bits of a byte are set"


def test_booleans():
    src = """func.func @main(%a: tensor<2x3xi1>, %b: tensor<2x3xi1>)
        -> (tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi32>,
            tensor<2x3xf32>, tensor<i1>) {
      %0 = stablehlo.and %a, %b : tensor<2x3xi1>
      %1 = stablehlo.or %a, %b : tensor<2x3xi1>
      %2 = stablehlo.xor %a, %b : tensor<2x3xi1>
      %3 = stablehlo.not %a : tensor<2x3xi1>
      %4 = stablehlo.convert %a : (tensor<2x3xi1>) -> tensor<2x3xi32>
      %5 = stablehlo.convert %b : (tensor<2x3xi1>) -> tensor<2x3xf32>
      %t = stablehlo.constant dense<true> : tensor<i1>
      %6 = stablehlo.compare EQ, %t, %t : (tensor<i1>, tensor<i1>) -> tensor<i1>
      return %0, %1, %2, %3, %4, %5, %6 : tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>,
        tensor<2x3xi1>, tensor<2x3xi32>, tensor<2x3xf32>, tensor<i1>
    }"""
    a = np.array([[1, 0, 1], [0, 0, 1]], bool)
    b = np.array([[1, 1, 0], [0, 1, 1]], bool)
    got, want = _run_both(src, a, b)
    for i, (g, w) in enumerate(zip(got, want)):
        assert_exact(g, w, f"i1 result {i}")


def test_to_bool_is_nonzero():
    """Any non-zero value (NaN too) converts to true; -0.0 to false."""
    src = """func.func @main(%x: tensor<6xf32>, %i: tensor<4xi8>) -> (tensor<6xi1>, tensor<4xi1>) {
      %0 = stablehlo.convert %x : (tensor<6xf32>) -> tensor<6xi1>
      %1 = stablehlo.convert %i : (tensor<4xi8>) -> tensor<4xi1>
      return %0, %1 : tensor<6xi1>, tensor<4xi1>
    }"""
    x = np.array([0.0, -0.0, 1.0, np.nan, -np.inf, 1e-45], np.float32)
    i = np.array([0, 1, -128, 2], np.int8)
    got, want = _run_both(src, x, i)
    assert_exact(got[0], want[0], "f32 -> i1")
    assert_exact(got[1], want[1], "i8 -> i1")
    assert_exact(got[0], np.array([0, 0, 1, 1, 1, 1], bool), "f32 -> i1 (spec)")


ALL = ["i1"] + SIGNED + UNSIGNED + FLOATS + ["complex<f32>", "complex<f64>"]


def _probe_values(element: str) -> np.ndarray:
    """Values of `element` to convert: zeros, small and large, boundaries, NaN and inf."""
    dt = numpy_dtype(element)
    if element == "i1":
        return np.array([False, True, True, False], bool)
    if dt.kind in "iu" or element in ("i2", "i4", "ui2", "ui4"):
        info = ml_dtypes.iinfo(dt)
        vals = {0, 1, 2, 3, 5, 7, 100, 127, 128, 255, 256, 1000, 65535, 2**31 - 1, 2**40 + 3,
                info.max, info.max - 1}
        if info.min < 0:
            vals |= {-1, -2, -5, -8, -100, -128, -129, -2**31, -2**40 - 3, info.min, info.min + 1}
        vals = sorted(v for v in vals if info.min <= v <= info.max)
        return np.array(vals, object).astype(dt) if dt.itemsize > 1 or dt.kind in "iu" \
            else np.array(vals, np.float64).astype(dt)
    base = np.array([0.0, -0.0, 1.0, -1.0, 0.5, 2.5, -2.5, 3.75, 7.0, -8.0, 100.75, -100.75,
                     300.0, -129.5, 65504.0, 1e5, 3e9, -3e9, 1e20, 3.0e38, 1e-3, 1e-6, 1e-40,
                     np.nan, np.inf, -np.inf])
    if dt.kind == "c":
        out = np.empty(base.shape, dt)
        out.real, out.imag = base, base[::-1]
        return out
    with np.errstate(over="ignore", invalid="ignore"):
        return base.astype(dt)


def _tbd_override(src: str, dst: str, x: np.ndarray, want: np.ndarray) -> np.ndarray:
    """Where the interpreter's answer is not one the formats define, ml_dtypes' is used (see
    `tbd_expected`); the interpreter also reads f8E8M0FNU's NaN as inf."""
    dt = numpy_dtype(dst)
    xs = x.real if x.dtype.kind == "c" else x
    with np.errstate(over="ignore", invalid="ignore"):
        x64 = xs.astype(np.float64)
    want = want.copy()
    if dst in SMALL_FLOATS:
        want = tbd_expected(dst, x64, want)
    if src == "f8E8M0FNU":
        nan = np.isnan(x64)
        if dt.kind == "c":
            want[nan] = np.nan
        elif dst == "i1":
            want[nan] = True
        elif dst in ALL and (dt.kind in "iu" or dst in ("i2", "i4", "ui2", "ui4")):
            want[nan] = 0
        elif dst in ("f6E2M3FN", "f6E3M2FN", "f4E2M1FN"):
            want[nan] = 0.0  # NaN into a type without NaN: +0, as the interpreter does
        else:
            want[nan] = np.array(np.nan).astype(dt)
    return want


@pytest.mark.slow
@pytest.mark.parametrize("source", ALL)
def test_convert_between_every_pair(source):
    """`convert` from `source` to every element type; float to integer saturates (NaN to 0)."""
    x = _probe_values(source)
    n = x.size
    # Two programs: signed and unsigned targets of one width often lower to the same value,
    # and a value returned twice is a bufferization matter of its own.
    for targets in ([t for t in ALL if t not in UNSIGNED], UNSIGNED):
        results = ", ".join(f"tensor<{n}x{t}>" for t in targets)
        body = "\n".join(
            f"  %r{i} = stablehlo.convert %a : (tensor<{n}x{source}>) -> tensor<{n}x{t}>"
            for i, t in enumerate(targets))
        src = (f"func.func @main(%a: tensor<{n}x{source}>) -> ({results}) {{\n{body}\n"
               f"  return {', '.join(f'%r{i}' for i in range(len(targets)))} : {results}\n}}")
        got, want = _run_both(src, x)
        for t, g, w in zip(targets, got, want):
            assert_exact(g, _tbd_override(source, t, x, w), f"{source} -> {t}")


def _zero(element: str) -> str:
    if element == "i1":
        return "false"
    if element.startswith("complex"):
        return "(0.0, 0.0)"
    return "0" if element.lstrip("u").startswith("i") else "0.0"


@pytest.mark.parametrize("element", ALL)
def test_dot_reduce_transpose(element):
    """Contractions, reductions and transposes on every element type (vector code only for
    the types that have vectors in LLVM; f8/f6/f4 accumulate in their own type, as the
    interpreter does, rounding each partial sum)."""
    t = element
    dt = numpy_dtype(t)
    rng = np.random.default_rng(0)
    if t == "i1":
        a, b = rng.integers(0, 2, (8, 16)).astype(bool), rng.integers(0, 2, (16, 8)).astype(bool)
    else:
        lo = 0 if t.startswith("u") or t == "f8E8M0FNU" else -2
        a = rng.integers(lo, 3, (8, 16)).astype(np.float32)
        b = rng.integers(lo, 3, (16, 8)).astype(np.float32)
        if t == "f8E8M0FNU":
            a, b = np.exp2(a - 1), np.exp2(b - 1)
        a, b = a.astype(dt), b.astype(dt)
    combine = "or" if t == "i1" else "add"
    src = f"""func.func @main(%a: tensor<8x16x{t}>, %b: tensor<16x8x{t}>)
        -> (tensor<8x8x{t}>, tensor<8x{t}>, tensor<16x8x{t}>) {{
      %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0]
           : (tensor<8x16x{t}>, tensor<16x8x{t}>) -> tensor<8x8x{t}>
      %z = stablehlo.constant dense<{_zero(t)}> : tensor<{t}>
      %1 = stablehlo.reduce(%a init: %z) applies stablehlo.{combine} across dimensions = [1]
           : (tensor<8x16x{t}>, tensor<{t}>) -> tensor<8x{t}>
      %2 = stablehlo.transpose %a, dims = [1, 0] : (tensor<8x16x{t}>) -> tensor<16x8x{t}>
      return %0, %1, %2 : tensor<8x8x{t}>, tensor<8x{t}>, tensor<16x8x{t}>
    }}"""
    got, want = _run_both(src, a, b)
    for i, (g, w) in enumerate(zip(got, want)):
        assert_close(g, w, t, f"{t}: result {i}")


@pytest.mark.parametrize("element", ["f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "i4", "ui2"])
def test_large_sub_byte_constants(element):
    """A constant big enough to be kept as a hex blob in memory: one byte an element."""
    dt = numpy_dtype(element)
    if element.startswith("f"):
        values = ((np.arange(130) % 13) - 6) * 0.5
    else:
        values = np.arange(130) % (4 if element == "ui2" else 16) - (0 if element == "ui2" else 8)
    t = f"tensor<130x{element}>"
    literal = "[" + ", ".join(str(v) for v in values.tolist()) + "]"
    src = f"""func.func @main(%a: {t}) -> {t} {{
      %c = stablehlo.constant dense<{literal}> : {t}
      %0 = stablehlo.maximum %a, %c : {t}
      return %0 : {t}
    }}"""
    a = np.zeros(130, np.float64).astype(dt)
    got = stablehlo_cc.compile(src)(a)
    assert_exact(got, reference.run(src, a)[0], element)
