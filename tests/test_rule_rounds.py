"""Ops a lowering rule emits get their own rules (stage.apply_rules runs rounds).

Before, rules were applied in one walk over the ops of the input: an op a rule emitted (a sort
inside the expansion of a LAPACK call, an integer division, a complex function) was left to the
generic legalization, which cannot lower a sort at all and gets some edge semantics wrong.
The rules here are test doubles put in the registry for one compile; the oracle is numpy.
"""

from __future__ import annotations

import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler.stablehlo import registry
from stablehlo_cc.compiler.stablehlo.rules import _helpers as h

_PROGRAM = """
func.func @main(%x: tensor<4x300xf32>) -> tensor<4x300xf32> {
  %0 = stablehlo.custom_call @TARGET(%x) : (tensor<4x300xf32>) -> tensor<4x300xf32>
  return %0 : tensor<4x300xf32>
}
"""

_DESCENDING_SORT = """
func.func private @descending(%x: tensor<4x300xf32>) -> tensor<4x300xf32> {
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.compare GT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) {dimension = 1 : i64, is_stable = true} : (tensor<4x300xf32>) -> tensor<4x300xf32>
  return %0 : tensor<4x300xf32>
}
"""


@pytest.fixture
def custom_call_rule(monkeypatch):
    """Put `rule` in front of the custom_call rule for targets starting with `test_`."""
    table = registry.registered_rules()
    original = table["stablehlo.custom_call"]

    def install(rule):
        def dispatch(op):
            target = str(op.attributes["call_target_name"]).strip('"')
            return rule(op) if target.startswith("test_") else original(op)
        monkeypatch.setitem(table, "stablehlo.custom_call", dispatch)

    return install


def test_a_sort_emitted_by_a_rule_is_lowered(custom_call_rule):
    def expand(op):
        scratch = h.parse_functions(op, _DESCENDING_SORT)
        h.replace_with_function(op, h.function(scratch, "descending"))

    custom_call_rule(expand)
    x = np.random.default_rng(0).standard_normal((4, 300)).astype(np.float32)
    x[1, 7] = np.nan
    x[2, :50] = 0.5  # ties
    got = stablehlo_cc.compile(_PROGRAM.replace("TARGET", "test_sort"), cache=False)(x)
    # TOTALORDER descending: NaN first (positive NaN is above +inf), then the numbers.
    want = -np.sort(-x, axis=1)
    want[1] = np.concatenate([[np.nan], want[1][~np.isnan(want[1])]])
    np.testing.assert_array_equal(got, want)


def test_a_rule_that_keeps_emitting_its_op_is_an_error_not_a_hang(custom_call_rule):
    def again(op):
        with op.location, h.ir.InsertionPoint(op):
            new = h.ir.Operation.create("stablehlo.custom_call", results=[op.results[0].type],
                                        operands=[op.operands[0]],
                                        attributes={"call_target_name":
                                                    h.ir.StringAttr.get("test_again")})
        op.results[0].replace_all_uses_with(new.results[0])
        op.erase()

    custom_call_rule(again)
    with pytest.raises(stablehlo_cc.CompileError, match="rules still emit ops with rules.*"
                                                        "stablehlo.custom_call"):
        stablehlo_cc.compile(_PROGRAM.replace("TARGET", "test_again"), cache=False)


def test_no_visit_mark_is_left_in_the_program():
    src = """
func.func @main(%x: tensor<8xf32>, %n: tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>) {
  %0 = stablehlo.convert %x : (tensor<8xf32>) -> tensor<8xi32>
  %1 = stablehlo.divide %0, %n : tensor<8xi32>
  return %0, %1 : tensor<8xi32>, tensor<8xi32>
}
"""
    text = stablehlo_cc.compile(src, cache=False, emit="linalg")
    assert registry.VISITED not in str(text)
    x = np.array([1.5, -2.5, 3e9, -3e9, np.nan, 0, 7, -7], np.float32)
    n = np.array([1, 2, 0, 3, 4, 0, -1, 2], np.int32)
    q, d = stablehlo_cc.compile(src, cache=False)(x, n)
    want = np.array([1, -2, 2**31 - 1, -2**31, 0, 0, 7, -7], np.int32)  # saturating, as XLA
    np.testing.assert_array_equal(q, want)
    np.testing.assert_array_equal(d[[0, 1, 3, 6, 7]], [1, -1, -715827882, -7, -3])


def test_a_rule_that_builds_invalid_ir_is_an_internal_error_at_the_op(custom_call_rule):
    def broken(op):
        h.parse_functions(op, "func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
                              "  %0 = stablehlo.broadcast_in_dim %x, dims = [] : "
                              "(tensor<4xf32>) -> tensor<4xf32>\n  return %0 : tensor<4xf32>\n}")

    custom_call_rule(broken)
    with pytest.raises(stablehlo_cc.CompileError, match=r"internal error: the lowering of "
                       r"'stablehlo.custom_call' at prog.mlir:3:\d+ built invalid IR"):
        stablehlo_cc.compile(_PROGRAM.replace("TARGET", "test_broken"), cache=False,
                             source_name="prog.mlir")
