"""`stablehlo.custom_call` targets implemented in Python (numpy is the oracle)."""

from __future__ import annotations

import threading

import numpy as np
import pytest

import stablehlo_cc

TWO_RESULTS = """
func.func @main(%x: tensor<3xf32>, %y: tensor<2x2xi32>) -> (tensor<3xf32>, tensor<2xi32>) {
  %a:2 = stablehlo.custom_call @test_sin_colsum(%x, %y) {backend_config = "cfg"}
      : (tensor<3xf32>, tensor<2x2xi32>) -> (tensor<3xf32>, tensor<2xi32>)
  %b = stablehlo.add %a#0, %x : tensor<3xf32>
  return %b, %a#1 : tensor<3xf32>, tensor<2xi32>
}
"""


@pytest.fixture
def registered():
    names = []

    def register(name, fn):
        stablehlo_cc.register_custom_call(name, fn)
        names.append(name)

    yield register
    for name in names:
        stablehlo_cc.unregister_custom_call(name)


def test_custom_call_results_and_operands(registered):
    seen = []

    def impl(x, y):
        seen.append((x.copy(), y.copy(), x.flags.writeable))
        return np.sin(x), y.sum(axis=0)

    registered("test_sin_colsum", impl)
    exe = stablehlo_cc.compile(TWO_RESULTS)
    x = np.array([0.5, 1.0, 2.0], np.float32)
    y = np.array([[1, 2], [30, 40]], np.int32)
    b, s = exe(x, y)
    np.testing.assert_allclose(b, np.sin(x) + x, rtol=1e-6)
    np.testing.assert_array_equal(s, [31, 42])
    np.testing.assert_array_equal(seen[0][0], x)
    np.testing.assert_array_equal(seen[0][1], y)
    assert seen[0][2] is False  # operands are read-only views


def test_custom_call_exception_reaches_the_caller(registered):
    def impl(x, y):
        raise KeyError("boom")

    registered("test_sin_colsum", impl)
    exe = stablehlo_cc.compile(TWO_RESULTS)
    with pytest.raises(KeyError, match="boom"):
        exe(np.zeros(3, np.float32), np.zeros((2, 2), np.int32))


def test_custom_call_exception_names_the_target_and_its_position(registered):
    def impl(x, y):
        return x, 1 // int(y.sum())

    registered("test_sin_colsum", impl)
    exe = stablehlo_cc.compile(TWO_RESULTS)
    with pytest.raises(ZeroDivisionError) as info:  # the type the Python code raised
        exe(np.zeros(3, np.float32), np.zeros((2, 2), np.int32))
    assert str(info.value).startswith(
        "custom call 'test_sin_colsum' (<string>:3:10) raised ZeroDivisionError: "), info.value
    assert isinstance(info.value.__cause__, ZeroDivisionError)


class _NeedsTwoArguments(Exception):
    def __init__(self, code, detail):
        super().__init__(f"code {code}: {detail}")


def test_custom_call_exception_of_a_type_without_a_message_constructor(registered):
    def impl(x, y):
        raise _NeedsTwoArguments(7, "bad operand")

    registered("test_sin_colsum", impl)
    exe = stablehlo_cc.compile(TWO_RESULTS, source_name="prog.mlir")
    with pytest.raises(RuntimeError, match=r"custom call 'test_sin_colsum' \(prog.mlir:3:10\) "
                                           r"raised _NeedsTwoArguments: code 7: bad operand"
                       ) as info:
        exe(np.zeros(3, np.float32), np.zeros((2, 2), np.int32))
    assert isinstance(info.value.__cause__, _NeedsTwoArguments)


def test_custom_call_wrong_result_shape_is_an_error(registered):
    registered("test_sin_colsum", lambda x, y: (x, y))
    exe = stablehlo_cc.compile(TWO_RESULTS)
    with pytest.raises(ValueError, match=r"result 1 must have shape \(2,\)"):
        exe(np.zeros(3, np.float32), np.zeros((2, 2), np.int32))


def test_unregistered_custom_call_names_target_and_position():
    program = TWO_RESULTS.replace("test_sin_colsum", "test_not_registered")
    with pytest.raises(stablehlo_cc.CompileError,
                       match=r"<string>:3:\d+: error: custom_call target 'test_not_registered' "
                             r"is not registered"):
        stablehlo_cc.compile(program)


def test_custom_call_in_a_library_finds_the_registered_target_at_run_time(registered,
                                                                          tmp_path):
    # Building needs no implementation: the library's caller provides it.
    stablehlo_cc.unregister_custom_call("test_sin_colsum")
    path = str(tmp_path / "cc.so")
    stablehlo_cc.build_library(TWO_RESULTS, path)
    with pytest.raises(ValueError, match=r"'test_sin_colsum' \(<string>:3:\d+\).*"
                                         r"register_custom_call"):
        stablehlo_cc.load(path)
    registered("test_sin_colsum", lambda x, y: (np.cos(x), y.max(axis=0)))
    exe = stablehlo_cc.load(path)
    x = np.array([0.5, 1.0, 2.0], np.float32)
    y = np.array([[1, 50], [30, 40]], np.int32)
    b, s = exe(x, y)
    np.testing.assert_allclose(b, np.cos(x) + x, rtol=1e-6)
    np.testing.assert_array_equal(s, [30, 50])
    # Looked up by name at each call: a new implementation is used at once ...
    registered("test_sin_colsum", lambda x, y: (x * 0, y.min(axis=0)))
    b, s = exe(x, y)
    np.testing.assert_array_equal(b, x)
    np.testing.assert_array_equal(s, [1, 40])
    # ... and a removed one is an error naming it.
    stablehlo_cc.unregister_custom_call("test_sin_colsum")
    with pytest.raises(RuntimeError, match="'test_sin_colsum'.*no longer registered"):
        exe(x, y)


# Side-effecting custom calls with tokens and a tuple result, inside a loop, unsigned data.
IN_A_LOOP = """
func.func @main(%x: tensor<4xi32>) -> tensor<4xi32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %c3 = stablehlo.constant dense<3> : tensor<i32>
  %tok = stablehlo.after_all : !stablehlo.token
  %u = stablehlo.convert %x : (tensor<4xi32>) -> tensor<4xui32>
  %r:3 = stablehlo.while(%v = %u, %i = %c0, %t = %tok) : tensor<4xui32>, tensor<i32>, !stablehlo.token
  cond {
    %p = stablehlo.compare LT, %i, %c3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %tup = stablehlo.custom_call @test_step(%t, %v, %i) {has_side_effect = true}
        : (!stablehlo.token, tensor<4xui32>, tensor<i32>) -> tuple<!stablehlo.token, tensor<4xui32>>
    %t2 = stablehlo.get_tuple_element %tup[0] : (tuple<!stablehlo.token, tensor<4xui32>>) -> !stablehlo.token
    %v2 = stablehlo.get_tuple_element %tup[1] : (tuple<!stablehlo.token, tensor<4xui32>>) -> tensor<4xui32>
    %i2 = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %v2, %i2, %t2 : tensor<4xui32>, tensor<i32>, !stablehlo.token
  }
  %out = stablehlo.convert %r#0 : (tensor<4xui32>) -> tensor<4xi32>
  return %out : tensor<4xi32>
}
"""


def test_custom_call_with_tokens_and_tuples_in_a_loop(registered):
    calls = []

    def step(v, i):
        calls.append(int(i))
        assert v.dtype == np.uint32 and i.dtype == np.int32
        return v * np.uint32(3) + np.uint32(i)

    registered("test_step", step)
    exe = stablehlo_cc.compile(IN_A_LOOP)
    x = np.array([1, 2, 3, 4], np.int32)
    want = x.astype(np.uint32)
    for i in range(3):
        want = want * np.uint32(3) + np.uint32(i)
    np.testing.assert_array_equal(exe(x), want.astype(np.int32))
    assert calls == [0, 1, 2]


def test_custom_call_from_several_threads(registered):
    registered("test_sin_colsum", lambda x, y: (np.cos(x), y.max(axis=0)))
    exe = stablehlo_cc.compile(TWO_RESULTS)
    errors = []

    def work(k):
        try:
            for j in range(20):
                x = np.full(3, k + j, np.float32)
                y = np.array([[k, j], [j, k]], np.int32)
                b, s = exe(x, y)
                np.testing.assert_allclose(b, np.cos(x) + x, rtol=1e-5)
                np.testing.assert_array_equal(s, y.max(axis=0))
        except Exception as e:  # noqa: BLE001
            errors.append(e)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors


SIDE_EFFECTS_AND_DTYPES = """
func.func @main(%x: tensor<3xi1>, %y: tensor<2xbf16>) -> (tensor<3xi1>, tensor<0xf32>) {
  stablehlo.custom_call @test_log(%x, %y) {has_side_effect = true}
      : (tensor<3xi1>, tensor<2xbf16>) -> ()
  %n = stablehlo.custom_call @test_not(%x) : (tensor<3xi1>) -> tensor<3xi1>
  %e = stablehlo.custom_call @test_empty() : () -> tensor<0xf32>
  return %n, %e : tensor<3xi1>, tensor<0xf32>
}
"""


def test_custom_calls_without_results_bools_bf16_and_empty_tensors(registered):
    import ml_dtypes

    log = []
    registered("test_log", lambda x, y: log.append((x.copy(), y.copy())))
    registered("test_not", lambda x: ~x)
    registered("test_empty", lambda: np.zeros(0, np.float32))
    exe = stablehlo_cc.compile(SIDE_EFFECTS_AND_DTYPES)
    x = np.array([True, False, True])
    y = np.array([1.5, -2], ml_dtypes.bfloat16)
    n, e = exe(x, y)
    np.testing.assert_array_equal(n, ~x)
    assert e.shape == (0,) and e.dtype == np.float32
    assert len(log) == 1
    np.testing.assert_array_equal(log[0][0], x)
    assert log[0][1].dtype == ml_dtypes.bfloat16
    np.testing.assert_array_equal(log[0][1].astype(np.float32), [1.5, -2])


IN_BRANCHES_WITH_A_COMPOSITE_LOOP = """
func.func private @twice.impl(%a: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.add %a, %a : tensor<3xf32>
  return %0 : tensor<3xf32>
}
func.func @main(%p: tensor<i1>, %x: tensor<3xf32>) -> tensor<3xf32> {
  "stablehlo.if"(%p) ({
    stablehlo.custom_call @test_log(%x) {has_side_effect = true} : (tensor<3xf32>) -> ()
    stablehlo.return
  }, {
    stablehlo.return
  }) : (tensor<i1>) -> ()
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %c3 = stablehlo.constant dense<3> : tensor<i32>
  %r:2 = stablehlo.while(%v = %x, %i = %c0) : tensor<3xf32>, tensor<i32>
  cond {
    %q = stablehlo.compare LT, %i, %c3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %q : tensor<i1>
  } do {
    %v2 = stablehlo.composite "test.twice" %v {decomposition = @twice.impl}
        : (tensor<3xf32>) -> tensor<3xf32>
    %i2 = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %v2, %i2 : tensor<3xf32>, tensor<i32>
  }
  return %r#0 : tensor<3xf32>
}
"""


def test_custom_call_in_a_branch_without_results_and_a_composite_in_a_loop(registered):
    log = []
    registered("test_log", lambda x: log.append(x.copy()))
    exe = stablehlo_cc.compile(IN_BRANCHES_WITH_A_COMPOSITE_LOOP)
    x = np.array([1, 2, 3], np.float32)
    np.testing.assert_array_equal(exe(np.array(False), x), x * 8)
    assert log == []
    np.testing.assert_array_equal(exe(np.array(True), x), x * 8)
    assert len(log) == 1
    np.testing.assert_array_equal(log[0], x)


def test_custom_call_in_a_program_with_dynamic_shapes(registered):
    program = """
    func.func @main(%x: tensor<?xf32>) -> tensor<f32> {
      %c = stablehlo.constant dense<0.0> : tensor<f32>
      %r = stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [0]
          : (tensor<?xf32>, tensor<f32>) -> tensor<f32>
      %y = stablehlo.custom_call @test_scale(%r) : (tensor<f32>) -> tensor<f32>
      return %y : tensor<f32>
    }
    """
    registered("test_scale", lambda x: -2 * x)
    exe = stablehlo_cc.compile(program)
    for n in (3, 5):
        x = np.arange(n, dtype=np.float32)
        assert exe(x) == -2 * x.sum()


def test_custom_call_with_column_major_layout_is_refused(registered):
    registered("test_layout", lambda x: x)
    program = """
    func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
      %y = stablehlo.custom_call @test_layout(%x) {
          operand_layouts = [dense<[0, 1]> : tensor<2xindex>],
          result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
      return %y : tensor<2x3xf32>
    }
    """
    with pytest.raises(stablehlo_cc.CompileError, match=r"<string>:3:\d+: .*non-row-major"):
        stablehlo_cc.compile(program)
    row_major = program.replace("dense<[0, 1]>", "dense<[1, 0]>")
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    np.testing.assert_array_equal(stablehlo_cc.compile(row_major)(x), x)
