"""Buffer-level lowering: copies into strided views (padding, slicing into a larger buffer)
and results that alias inputs are correct and never call outside libc/libm."""

import numpy as np

import stablehlo_cc

PAD = """
func.func @main(%a: tensor<3x4xf32>) -> tensor<5x8xf32> {
  %z = stablehlo.constant dense<-1.0> : tensor<f32>
  %0 = stablehlo.pad %a, %z, low = [1, 2], high = [1, 2], interior = [0, 0]
       : (tensor<3x4xf32>, tensor<f32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}
"""

IDENTITY_AND_TWICE = """
func.func @main(%a: tensor<2x3xi32>) -> (tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>) {
  return %a, %a, %a : tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>
}
"""


def test_pad_copies_into_a_strided_view():
    a = np.arange(12, dtype=np.float32).reshape(3, 4)
    want = np.pad(a, ((1, 1), (2, 2)), constant_values=-1.0)
    np.testing.assert_array_equal(stablehlo_cc.compile(PAD)(a), want)


def test_results_that_are_the_argument_are_fresh_copies():
    a = np.arange(6, dtype=np.int32).reshape(2, 3)
    results = stablehlo_cc.compile(IDENTITY_AND_TWICE)(a)
    for r in results:
        np.testing.assert_array_equal(r, a)
        assert not np.shares_memory(r, a)
    assert not np.shares_memory(results[0], results[1])
