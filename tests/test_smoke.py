"""The smallest end-to-end checks: a program compiles, runs, and matches numpy."""

import numpy as np

import stablehlo_cc

ADD_DOT = """
func.func @main(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>) -> tensor<4x3xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0]
       : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
  %1 = stablehlo.exponential %0 : tensor<4x3xf32>
  %2 = stablehlo.add %1, %0 : tensor<4x3xf32>
  return %2 : tensor<4x3xf32>
}
"""


def test_compile_and_call_matches_numpy():
    exe = stablehlo_cc.compile(ADD_DOT)
    rng = np.random.default_rng(1)
    a = rng.standard_normal((4, 8), dtype=np.float32)
    b = rng.standard_normal((8, 3), dtype=np.float32)
    r = a.astype(np.float64) @ b.astype(np.float64)
    np.testing.assert_allclose(exe(a, b), np.exp(r) + r, rtol=1e-5, atol=1e-5)
