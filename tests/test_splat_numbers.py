"""The splat-constant reader the StableHLO rules share (compiler/stablehlo/splat_numbers.py):
it looks through broadcasts, reshapes and conversions only where the number survives the
conversion exactly. Oracle: numpy's rounding of the same constants to the target type."""

from __future__ import annotations

import numpy as np
import pytest
from jaxlib.mlir import ir

from stablehlo_cc.compiler.bytecode_reader import new_context
from stablehlo_cc.compiler.stablehlo.splat_numbers import splat_number


def _operand(body: str):
    """The value returned by a function whose body is `body` (ending in %r)."""
    ctx = new_context()
    text = "func.func @f() -> tensor<2x3xf32> {\n" + body + "\n  return %r : tensor<2x3xf32>\n}"
    with ctx:
        module = ir.Module.parse(text)
        func = module.body.operations[0]
        ret = list(func.regions[0].blocks[0].operations)[-1]
        return module, splat_number(ret.operands[0])


@pytest.mark.parametrize("source_type, literal, exact", [
    ("f64", "-1.0e-50", False),   # rounds to -0.0 in f32: another number for max/min
    ("f64", "0.1", False),
    ("f64", "0.5", True),
    ("f64", "0x7FF0000000000000", True),  # +inf stays +inf
    ("i32", "2", True),
    ("i32", "16777217", False),  # 2**24 + 1 has no f32
    ("ui32", "4294967295", False),
    ("ui8", "255", True),
])
def test_through_a_conversion_only_when_exact(source_type, literal, exact):
    body = (f"  %c = stablehlo.constant dense<{literal}> : tensor<{source_type}>\n"
            f"  %v = stablehlo.convert %c : (tensor<{source_type}>) -> tensor<f32>\n"
            "  %r = stablehlo.broadcast_in_dim %v, dims = [] : (tensor<f32>) -> tensor<2x3xf32>")
    _, number = _operand(body)
    if source_type == "f64":
        original = np.inf if literal.startswith("0x") else float(literal)
    else:
        original = float(int(literal))
    if exact:
        assert number == original
        assert float(np.float32(original)) == original
    else:
        assert number is None
        rounded = float(np.float32(original))
        assert rounded != original or np.signbit(rounded) != np.signbit(original)


def test_shape_only_ops_and_signed_zero():
    body = ("  %c = stablehlo.constant dense<-0.0> : tensor<3xf32>\n"
            "  %s = stablehlo.reshape %c : (tensor<3xf32>) -> tensor<1x3xf32>\n"
            "  %r = stablehlo.broadcast_in_dim %s, dims = [0, 1] : "
            "(tensor<1x3xf32>) -> tensor<2x3xf32>")
    _, number = _operand(body)
    assert number == 0.0 and np.signbit(number)


def test_not_a_splat_or_not_a_constant():
    body = ("  %c = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>\n"
            "  %r = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>")
    assert _operand(body)[1] is None
    body = ("  %c = stablehlo.constant dense<2.0> : tensor<2x3xf32>\n"
            "  %r = stablehlo.exponential %c : tensor<2x3xf32>")
    assert _operand(body)[1] is None
