"""Quantized tensors (`!quant.uniform`): uniform_quantize, uniform_dequantize and ops on
quantized values, lowered by `stablehlo-legalize-quant-to-math`. Each test function of the
interpreter test file quantized_ops.mlir runs with its `check.expect_*` ops turned into
results, compared with the constants those checks name."""

from __future__ import annotations

import os
import re
from pathlib import Path

import numpy as np
import pytest

import reference
import stablehlo_cc
from tolerances import assert_exact

REPO = Path(__file__).resolve().parent.parent
_TAIL = Path("shared") / "conformance" / "stablehlo-interpret"


def _conformance_dir() -> Path:
    if os.environ.get("STABLEHLO_CC_CONFORMANCE_DIR"):
        return Path(os.environ["STABLEHLO_CC_CONFORMANCE_DIR"])
    for parent in REPO.parents:
        if (parent / _TAIL).is_dir():
            return parent / _TAIL
    return REPO.parent / _TAIL


QUANTIZED_OPS = _conformance_dir() / "quantized_ops.mlir"
_CHECK = re.compile(r"^\s*check\.(expect_eq_const|expect_almost_eq_const)\s+(%[\w.]+),\s*"
                    r"(dense<.*>)\s*:\s*(tensor<[^>]*>)\s*$", re.M)


def _cases() -> list[str]:
    return [c for c in QUANTIZED_OPS.read_text().split("// -----") if "func.func" in c]


def _as_program(case: str) -> tuple[str, list[tuple[str, str, bool]]]:
    """The test function as @main returning what its checks check: (source, expectations)."""
    checks = [(m.group(3), m.group(4), m.group(1) == "expect_eq_const")
              for m in _CHECK.finditer(case)]
    values = [m.group(2) for m in _CHECK.finditer(case)]
    types = [t for _, t, _ in checks]
    body = _CHECK.sub("", case)
    body = re.sub(r"func\.func @\w+\(\)", f"func.func @main() -> ({', '.join(types)})", body,
                  count=1)
    body = body.replace("func.return\n", f"func.return {', '.join(values)} : "
                        f"{', '.join(types)}\n", 1)
    return body, checks


def _expected(literal: str, type_text: str) -> np.ndarray:
    """The value of a check's constant, of any element type (read by the interpreter)."""
    return reference.run(f"""func.func @main() -> {type_text} {{
      %c = stablehlo.constant {literal} : {type_text}
      return %c : {type_text}
    }}""")[0]


CASES = _cases() if QUANTIZED_OPS.is_file() else []


_NAME = re.compile(r"func\.func @(\w+)")


@pytest.mark.parametrize("case", CASES, ids=[
    f"{i}-{_NAME.search(c).group(1)}" for i, c in enumerate(CASES)])
def test_quantized_ops_from_the_interpreter_tests(case):
    src, checks = _as_program(case)
    got = stablehlo_cc.compile(src)()
    got = got if isinstance(got, tuple) else (got,)
    for g, (literal, type_text, exact) in zip(got, checks):
        want = _expected(literal, type_text)
        if exact:
            assert_exact(g, want, literal)
        else:  # check.expect_almost_eq_const: the interpreter's tolerance
            np.testing.assert_allclose(g, want, rtol=1e-4, atol=1e-4)


QUANT = "!quant.uniform<i8:f32, 0.5:-20>"


def test_quantize_dequantize_with_arguments():
    """Round to nearest even on the scale's grid, saturate at the storage range, and back."""
    src = f"""func.func @main(%x: tensor<8xf32>) -> (tensor<8xi8>, tensor<8xf32>) {{
      %q = stablehlo.uniform_quantize %x : (tensor<8xf32>) -> tensor<8x{QUANT}>
      %b = stablehlo.bitcast_convert %q : (tensor<8x{QUANT}>) -> tensor<8xi8>
      %d = stablehlo.uniform_dequantize %q : (tensor<8x{QUANT}>) -> tensor<8xf32>
      return %b, %d : tensor<8xi8>, tensor<8xf32>
    }}"""
    x = np.array([0.0, 0.25, 0.75, -1.0, 100.0, -100.0, 3.3, 1.26], np.float32)
    bits, back = stablehlo_cc.compile(src)(x)
    expected = np.clip(np.round(x.astype(np.float64) / 0.5) - 20, -128, 127).astype(np.int8)
    assert_exact(bits, expected, "quantized storage")
    assert_exact(back, ((expected.astype(np.float32) + 20) * 0.5).astype(np.float32),
                 "dequantized")


def test_quantized_tensors_at_the_boundary_are_their_storage():
    """A quantized argument or result crosses the boundary as its storage integers."""
    src = f"""func.func @main(%q: tensor<2x{QUANT}>, %x: tensor<2xf32>)
        -> (tensor<2xf32>, tensor<2x{QUANT}>) {{
      %d = stablehlo.uniform_dequantize %q : (tensor<2x{QUANT}>) -> tensor<2xf32>
      %r = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x{QUANT}>
      return %d, %r : tensor<2xf32>, tensor<2x{QUANT}>
    }}"""
    exe = stablehlo_cc.compile(src)
    assert exe.signature.args[0].dtype == np.int8
    q = np.array([-20, 10], np.int8)
    x = np.array([1.0, -2.0], np.float32)
    dequantized, quantized = exe(q, x)
    assert_exact(dequantized, np.array([0.0, 15.0], np.float32), "dequantized")
    assert_exact(quantized, np.array([-18, -24], np.int8), "quantized")
    with pytest.raises(TypeError, match="int8"):
        exe(q.astype(np.float32), x)


def _quantize(x, scale=0.5, zero_point=-20):
    """The spec's uniform_quantize onto i8 storage, in float64 (exact for these values)."""
    return np.clip(np.round(np.asarray(x, np.float64) / scale) + zero_point,
                   -128, 127).astype(np.int8)


def _dequantize(q, scale=0.5, zero_point=-20):
    return (np.asarray(q, np.float64) - zero_point) * scale


def test_data_movement_keeps_the_stored_integers():
    """reverse, broadcast, tuple, if: quantized values move as their stored integers."""
    t = f"tensor<2x3x{QUANT}>"
    src = f"""func.func @main(%q: {t}, %p: tensor<i1>) -> ({t}, tensor<2x2x3x{QUANT}>, {t}) {{
      %r = stablehlo.reverse %q, dims = [1] : {t}
      %b = "stablehlo.broadcast"(%q) {{broadcast_sizes = array<i64: 2>}}
        : ({t}) -> tensor<2x2x3x{QUANT}>
      %tu = stablehlo.tuple %r, %q : tuple<{t}, {t}>
      %c = "stablehlo.if"(%p) ({{
        %g = stablehlo.get_tuple_element %tu[0] : (tuple<{t}, {t}>) -> {t}
        stablehlo.return %g : {t}
      }}, {{
        %g = stablehlo.get_tuple_element %tu[1] : (tuple<{t}, {t}>) -> {t}
        stablehlo.return %g : {t}
      }}) : (tensor<i1>) -> {t}
      return %r, %b, %c : {t}, tensor<2x2x3x{QUANT}>, {t}
    }}"""
    exe = stablehlo_cc.compile(src)
    q = np.array([[-128, 0, 127], [5, -20, 64]], np.int8)
    for flag in (True, False):
        r, b, c = exe(q, np.array(flag))
        assert_exact(r, q[:, ::-1], "reverse")
        assert_exact(b, np.broadcast_to(q, (2, 2, 3)), "broadcast")
        assert_exact(c, q[:, ::-1] if flag else q, "if")


def test_region_bodies_compute_on_dequantized_values():
    """The quantized ops in a region body are dequantize -> op -> quantize (map's multiply
    rounds and saturates each product; reduce adds; sort compares the values)."""
    t = f"tensor<6x{QUANT}>"
    s = f"tensor<{QUANT}>"
    src = f"""func.func @main(%q: {t}, %p: {t}, %i: {s}) -> ({t}, {s}, {t}) {{
      %m = "stablehlo.map"(%q, %p) ({{
      ^bb0(%a: {s}, %b: {s}):
        %x = stablehlo.multiply %a, %b : {s}
        stablehlo.return %x : {s}
      }}) {{dimensions = array<i64: 0>}} : ({t}, {t}) -> {t}
      %r = stablehlo.reduce(%q init: %i) applies stablehlo.add across dimensions = [0]
        : ({t}, {s}) -> {s}
      %o = "stablehlo.sort"(%q) ({{
      ^bb0(%a: {s}, %b: {s}):
        %gt = stablehlo.compare GT, %a, %b : ({s}, {s}) -> tensor<i1>
        stablehlo.return %gt : tensor<i1>
      }}) {{dimension = 0 : i64, is_stable = true}} : ({t}) -> {t}
      return %m, %r, %o : {t}, {s}, {t}
    }}"""
    exe = stablehlo_cc.compile(src)
    q = np.array([-15, -23, 0, -25, 7, -40], np.int8)  # 2.5 -1.5 10 -2.5 13.5 -10
    p = np.array([-19, -17, 127, -21, -18, -14], np.int8)  # 0.5 1.5 73.5 -0.5 1 3
    init = np.array(-20, np.int8)  # 0.0
    product, total, order = exe(q, p, init)
    assert_exact(product, _quantize(_dequantize(q) * _dequantize(p)), "map multiply")
    # products: 1.25 and -2.25 round to even (1, -2), 735 saturates at 73.5; no partial sum
    # of the reduction leaves the storage range, so its order does not matter
    assert_exact(total, _quantize(_dequantize(q).sum()), "reduce add")
    assert_exact(order, np.sort(q)[::-1], "sort by value, descending")


def test_unsigned_storage_is_refused_cleanly():
    """quant-to-math reads u8 storage as signed: a clean refusal, not a wrong answer."""
    q = "!quant.uniform<u8:f32, 0.5:10>"
    src = f"""func.func @main(%x: tensor<3xf32>) -> tensor<3x{q}> {{
      %q = stablehlo.uniform_quantize %x : (tensor<3xf32>) -> tensor<3x{q}>
      return %q : tensor<3x{q}>
    }}"""
    with pytest.raises(stablehlo_cc.CompileError, match="unsigned storage is not supported yet"):
        stablehlo_cc.compile(src)
