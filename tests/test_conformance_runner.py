"""The conformance runner's own pieces: the dense-literal parser, the checks, the rewriting."""

import ml_dtypes
import numpy as np
import pytest

from conformance import checks, dense, runner


@pytest.mark.parametrize("body,type_,expected", [
    ("[[1, 2], [3, 4]]", "tensor<2x2xi32>", np.array([[1, 2], [3, 4]], np.int32)),
    ("7", "tensor<2x3xui8>", np.full((2, 3), 7, np.uint8)),
    ("[true, false]", "tensor<2xi1>", np.array([True, False])),
    ("-1.5e+00", "tensor<f64>", np.array(-1.5)),
    ("[0x7FC00000, 0xFF800000, 1.0]", "tensor<3xf32>",
     np.array([np.nan, -np.inf, 1.0], np.float32)),
    ("[0x7C00, -0.0]", "tensor<2xf16>", np.array([np.inf, -0.0], np.float16)),
    ("0xFF", "tensor<i8>", np.array(-1, np.int8)),
    ("0xFFFFFFFFFFFFFFFF", "tensor<ui64>", np.array(2**64 - 1, np.uint64)),
    ("[(1.0, -2.0), (0x7F800000, 0.5)]", "tensor<2xcomplex<f32>>",
     np.array([1 - 2j, complex(np.inf, 0.5)], np.complex64)),
    ("[]", "tensor<0xf32>", np.zeros((0,), np.float32)),
    ("[[], []]", "tensor<2x0xi64>", np.zeros((2, 0), np.int64)),
    ('"0x0100000002000000"', "tensor<2xi32>", np.array([1, 2], np.int32)),
    ('"0x010001"', "tensor<3xi1>", np.array([True, False, True])),
    ('"0xFF01"', "tensor<2xi4>", np.array([-1, 1], ml_dtypes.int4)),
    ("[1.0, 2.5]", "tensor<2xbf16>", np.array([1.0, 2.5], ml_dtypes.bfloat16)),
])
def test_dense_literals(body, type_, expected):
    got = dense.parse_dense(body, type_)
    assert got.dtype == expected.dtype and got.shape == expected.shape
    np.testing.assert_array_equal(got, expected)


def test_dense_rejects_a_shape_mismatch():
    with pytest.raises(ValueError):
        dense.parse_dense("[1, 2, 3]", "tensor<2xi32>")


def _check(text):
    op = text.split()[0]
    return checks.parse_check(op, text)


def test_multiline_const_check_with_tolerance():
    c = _check("check.expect_almost_eq_const %r,\n   dense<[1.0,\n 2.0]> : tensor<2xf32> "
               "{tolerance = 0.1 : f64}")
    assert (c.kind, c.values, c.types, c.tolerance) == ("almost_eq", ["%r"], ["tensor<2xf32>"], 0.1)
    assert checks.judge(c, [np.array([1.05, 2.0], np.float32)]) is None
    assert checks.judge(c, [np.array([1.2, 2.0], np.float32)]) is not None


def test_almost_eq_semantics():
    c = _check("check.expect_almost_eq_const %r, dense<[0.0, 1.0, 0x7FC00000]> : tensor<3xf32>")
    assert checks.judge(c, [np.array([0.0, 1.00005, np.nan], np.float32)]) is None
    assert checks.judge(c, [np.array([-1e-6, 1.0, np.nan], np.float32)]) is None  # noise at 0
    c = _check("check.expect_almost_eq_const %r, dense<[1.0e-5]> : tensor<1xf32>")
    assert checks.judge(c, [np.array([-1e-5], np.float32)]) is not None  # opposite signs
    assert checks.judge(c, [np.array([0.0, 1.0, 1.0], np.float32)]) is not None  # NaN


def test_eq_semantics_and_ulps():
    c = _check("check.expect_eq %a, %b : tensor<2xf32>")
    assert c.values == ["%a", "%b"] and c.types == ["tensor<2xf32>"] * 2
    nan = np.array([np.nan, -0.0], np.float32)
    assert checks.judge(c, [nan, np.array([np.nan, 0.0], np.float32)]) is None
    close = _check("check.expect_close %a, %b, max_ulp_difference = 2 : tensor<f16>, tensor<f16>")
    one = np.array(1.0, np.float16)
    assert checks.judge(close, [one, np.nextafter(np.nextafter(one, 2), 2)]) is None
    assert checks.judge(close, [one, np.array(1.01, np.float16)]) is not None


SOURCE = """
func.func @helper(%x: tensor<2xi32>) -> tensor<2xi32> {
  func.return %x : tensor<2xi32>
}

func.func @first() {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %1 = func.call @helper(%0) : (tensor<2xi32>) -> tensor<2xi32>
  check.expect_eq_const %1, dense<[1,
                                   2]> : tensor<2xi32> // a comment: check.expect_eq
  check.expect_eq_const %0, dense<[1, 2]> : tensor<2xi32>
  func.return
}

func.func @second() {
  %0 = stablehlo.constant dense<1> : tensor<i64>
  check.expect_eq_const %0, dense<1> : tensor<i64>
  func.return
}
"""


def test_rewrite_returns_the_checked_values(tmp_path):
    (tmp_path / "sample.mlir").write_text(SOURCE)
    cases = runner.collect(tmp_path)
    assert [c.id for c in cases] == ["sample.mlir::first", "sample.mlir::second"]
    chunk = runner.chunks(SOURCE)[0]
    prepared = runner.prepare(cases[0], chunk)
    assert "check." not in prepared.text and "@second" not in prepared.text
    assert "func.func private @helper" in prepared.text
    assert "func.func @first() -> (tensor<2xi32>, tensor<2xi32>)" in prepared.text
    assert "func.return %1, %0 : tensor<2xi32>, tensor<2xi32>" in prepared.text
    assert prepared.slots == [[0], [1]]
