"""Unsigned integers and booleans at the boundary and in memory, and strided copies, vs numpy."""

import numpy as np

import stablehlo_cc


def test_unsigned_arithmetic_and_comparison():
    exe = stablehlo_cc.compile("""
    func.func @main(%a: tensor<4xui32>, %b: tensor<4xui32>) -> (tensor<4xui32>, tensor<4xi1>) {
      %s = stablehlo.add %a, %b : tensor<4xui32>
      %c = stablehlo.compare GT, %a, %b, UNSIGNED : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
      return %s, %c : tensor<4xui32>, tensor<4xi1>
    }""")
    a = np.array([0, 1, 2**31 + 5, 2**32 - 1], np.uint32)
    b = np.array([1, 2**31, 7, 1], np.uint32)
    s, c = exe(a, b)
    np.testing.assert_array_equal(s, a + b)
    np.testing.assert_array_equal(c, a > b)


def test_boolean_logic_constants_and_intermediate_buffers():
    exe = stablehlo_cc.compile("""
    func.func @main(%a: tensor<2x3xi1>, %b: tensor<2x3xi1>) -> (tensor<2x3xi1>, tensor<3xi1>) {
      %k = stablehlo.constant dense<[[true, false, true], [false, false, true]]> : tensor<2x3xi1>
      %x = stablehlo.xor %a, %k : tensor<2x3xi1>
      %o = stablehlo.add %x, %b : tensor<2x3xi1>
      %t = stablehlo.transpose %o, dims = [1, 0] : (tensor<2x3xi1>) -> tensor<3x2xi1>
      %f = stablehlo.constant dense<false> : tensor<i1>
      %r = stablehlo.reduce(%t init: %f) applies stablehlo.or across dimensions = [1]
           : (tensor<3x2xi1>, tensor<i1>) -> tensor<3xi1>
      return %o, %r : tensor<2x3xi1>, tensor<3xi1>
    }""")
    rng = np.random.default_rng(3)
    a, b = rng.random((2, 3)) < 0.5, rng.random((2, 3)) < 0.5
    k = np.array([[True, False, True], [False, False, True]])
    o, r = exe(a, b)
    np.testing.assert_array_equal(o, (a ^ k) | b)  # add on booleans is or
    np.testing.assert_array_equal(r, ((a ^ k) | b).any(axis=0))


def test_strided_slice_result():
    exe = stablehlo_cc.compile("""
    func.func @main(%a: tensor<5x7xf32>) -> tensor<2x3xf32> {
      %s = stablehlo.slice %a [1:5:2, 0:7:3] : (tensor<5x7xf32>) -> tensor<2x3xf32>
      return %s : tensor<2x3xf32>
    }""")
    a = np.arange(35, dtype=np.float32).reshape(5, 7)
    np.testing.assert_array_equal(exe(a), a[1:5:2, 0:7:3])
