"""maximum/minimum on complex numbers follow the spec's lexicographic order of
(real, imaginary) pairs; the oracle is Python's tuple comparison."""

import numpy as np
import pytest

import stablehlo_cc


@pytest.mark.parametrize("element,dtype", [("complex<f32>", np.complex64),
                                           ("complex<f64>", np.complex128)])
def test_lexicographic_max_min(element, dtype):
    n = 64
    src = f"""
func.func @main(%a: tensor<{n}x{element}>, %b: tensor<{n}x{element}>)
    -> (tensor<{n}x{element}>, tensor<{n}x{element}>) {{
  %0 = stablehlo.maximum %a, %b : tensor<{n}x{element}>
  %1 = stablehlo.minimum %a, %b : tensor<{n}x{element}>
  return %0, %1 : tensor<{n}x{element}>, tensor<{n}x{element}>
}}"""
    rng = np.random.default_rng(3)
    parts = rng.integers(-2, 3, size=(4, n)).astype(np.float64)  # many ties in either part
    a = (parts[0] + 1j * parts[1]).astype(dtype)
    b = (parts[2] + 1j * parts[3]).astype(dtype)
    got_max, got_min = stablehlo_cc.compile(src)(a, b)
    key = [(x.real, x.imag) for x in a], [(x.real, x.imag) for x in b]
    want_max = np.array([x if kx > ky else y for x, y, kx, ky in zip(a, b, *key)], dtype)
    want_min = np.array([x if kx < ky else y for x, y, kx, ky in zip(a, b, *key)], dtype)
    np.testing.assert_array_equal(got_max, want_max)
    np.testing.assert_array_equal(got_min, want_min)
