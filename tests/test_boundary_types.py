"""Every element type that crosses the function boundary, in and out, against numpy; and
boolean and sub-byte buffers inside a program (which MLIR 22 cannot lower as they are)."""

import ml_dtypes
import numpy as np
import pytest

import stablehlo_cc

TYPES = [
    ("i8", np.int8), ("i16", np.int16), ("i32", np.int32), ("i64", np.int64),
    ("ui8", np.uint8), ("ui16", np.uint16), ("ui32", np.uint32), ("ui64", np.uint64),
    ("f16", np.float16), ("bf16", ml_dtypes.bfloat16), ("f32", np.float32), ("f64", np.float64),
    ("complex<f32>", np.complex64), ("complex<f64>", np.complex128),
    ("i4", ml_dtypes.int4), ("ui4", ml_dtypes.uint4),
]


@pytest.mark.parametrize("element,dtype", TYPES, ids=[t[0] for t in TYPES])
def test_add_and_compare(element, dtype):
    exe = stablehlo_cc.compile(f"""
func.func @main(%a: tensor<5x{element}>, %b: tensor<5x{element}>)
    -> (tensor<5x{element}>, tensor<5xi1>) {{
  %0 = stablehlo.add %a, %b : tensor<5x{element}>
  %1 = stablehlo.compare EQ, %a, %b : (tensor<5x{element}>, tensor<5x{element}>) -> tensor<5xi1>
  return %0, %1 : tensor<5x{element}>, tensor<5xi1>
}}""")
    a = np.array([1, 2, 3, 4, 5]).astype(dtype)
    b = np.array([1, 0, 3, 2, 1]).astype(dtype)
    total, equal = exe(a, b)
    assert total.dtype == np.dtype(dtype) and equal.dtype == np.bool_
    np.testing.assert_array_equal(total, (a + b).astype(dtype))
    np.testing.assert_array_equal(equal, a == b)


def test_unsigned_values_beyond_the_signed_range():
    exe = stablehlo_cc.compile("""
func.func @main(%a: tensor<3xui8>, %b: tensor<3xui8>) -> (tensor<3xi1>, tensor<3xui8>) {
  %lt = stablehlo.compare LT, %a, %b, UNSIGNED : (tensor<3xui8>, tensor<3xui8>) -> tensor<3xi1>
  %m = stablehlo.maximum %a, %b : tensor<3xui8>
  return %lt, %m : tensor<3xi1>, tensor<3xui8>
}""")
    a, b = np.array([1, 200, 255], np.uint8), np.array([130, 100, 0], np.uint8)
    lt, mx = exe(a, b)
    np.testing.assert_array_equal(lt, a < b)
    np.testing.assert_array_equal(mx, np.maximum(a, b))


def test_boolean_buffers_inside_a_program():
    exe = stablehlo_cc.compile("""
func.func @main(%a: tensor<3x4xf32>, %b: tensor<3x4xf32>)
    -> (tensor<3xi1>, tensor<3x4xi1>, tensor<4xi1>, tensor<3x4xf32>) {
  %m = stablehlo.compare GT, %a, %b : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
  %t = stablehlo.constant dense<true> : tensor<i1>
  %r = stablehlo.reduce(%m init: %t) applies stablehlo.and across dimensions = [1]
       : (tensor<3x4xi1>, tensor<i1>) -> tensor<3xi1>
  %tr = stablehlo.transpose %m, dims = [0, 1] : (tensor<3x4xi1>) -> tensor<3x4xi1>
  %c = stablehlo.constant dense<[true, false, true, true]> : tensor<4xi1>
  %s = stablehlo.slice %m [1:2, 0:4] : (tensor<3x4xi1>) -> tensor<1x4xi1>
  %s1 = stablehlo.reshape %s : (tensor<1x4xi1>) -> tensor<4xi1>
  %o = stablehlo.or %s1, %c : tensor<4xi1>
  %sel = stablehlo.select %m, %a, %b
         : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %r, %tr, %o, %sel : tensor<3xi1>, tensor<3x4xi1>, tensor<4xi1>, tensor<3x4xf32>
}""")
    rng = np.random.default_rng(0)
    a, b = (rng.standard_normal((3, 4), dtype=np.float32) for _ in range(2))
    a[0] = b[0] + 1
    m = a > b
    r, tr, o, sel = exe(a, b)
    np.testing.assert_array_equal(r, m.all(axis=1))
    np.testing.assert_array_equal(tr, m)
    np.testing.assert_array_equal(o, m[1] | np.array([1, 0, 1, 1], bool))
    np.testing.assert_array_equal(sel, np.maximum(a, b))


def test_int4_constants_and_conversion():
    exe = stablehlo_cc.compile("""
func.func @main(%a: tensor<4xi1>, %q: tensor<3xi4>)
    -> (tensor<4xi1>, tensor<3xi4>, tensor<3xi32>) {
  %c = stablehlo.constant dense<[true, false, true, false]> : tensor<4xi1>
  %x = stablehlo.xor %a, %c : tensor<4xi1>
  %k = stablehlo.constant dense<[1, -2, 3]> : tensor<3xi4>
  %s = stablehlo.add %q, %k : tensor<3xi4>
  %w = stablehlo.convert %s : (tensor<3xi4>) -> tensor<3xi32>
  return %x, %s, %w : tensor<4xi1>, tensor<3xi4>, tensor<3xi32>
}""")
    a = np.array([1, 1, 0, 0], bool)
    q = np.array([1, -6, -3], ml_dtypes.int4)
    x, s, w = exe(a, q)
    np.testing.assert_array_equal(x, a ^ np.array([1, 0, 1, 0], bool))
    np.testing.assert_array_equal(s, np.array([2, -8, 0], ml_dtypes.int4))
    np.testing.assert_array_equal(w, [2, -8, 0])


def test_unsupported_element_type_is_a_clean_error():
    """f8 arithmetic has no lowering yet: a CompileError with the position, not a crash."""
    src = """
func.func @main(%a: tensor<5xf8E4M3FN>, %b: tensor<5xf8E4M3FN>) -> tensor<5xf8E4M3FN> {
  %0 = stablehlo.add %a, %b : tensor<5xf8E4M3FN>
  return %0 : tensor<5xf8E4M3FN>
}"""
    try:
        exe = stablehlo_cc.compile(src)
    except stablehlo_cc.CompileError as e:
        assert "<string>:3:" in str(e)
        return
    a = np.array([1, 2, 0.5, -1, 3], ml_dtypes.float8_e4m3fn)
    np.testing.assert_array_equal(exe(a, a), (a.astype(np.float32) * 2).astype(a.dtype))
