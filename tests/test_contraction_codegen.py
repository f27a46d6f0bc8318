"""Tiled, vectorized contractions compute what numpy computes, for every shape class that
hits a different tiling path (exact tiles, partial tiles, dimensions smaller than a tile,
batch dimensions, transposed operands, integer and low-precision types)."""

import re

import ml_dtypes
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler.linalg import contraction_codegen


def dot_program(lhs_shape, rhs_shape, out_shape, dims, in_type, out_type):
    def t(shape, el):
        return "tensor<" + "".join(f"{d}x" for d in shape) + el + ">"
    return f"""
func.func @main(%a: {t(lhs_shape, in_type)}, %b: {t(rhs_shape, in_type)}) -> {t(out_shape, out_type)} {{
  %0 = stablehlo.dot_general %a, %b, {dims}
       : ({t(lhs_shape, in_type)}, {t(rhs_shape, in_type)}) -> {t(out_shape, out_type)}
  return %0 : {t(out_shape, out_type)}
}}"""


def _inputs(rng, shapes, dtype):
    if np.dtype(dtype).kind in "iu":
        return [rng.integers(-50, 50, size=s).astype(dtype) for s in shapes]
    return [rng.standard_normal(s).astype(dtype) for s in shapes]


MATMUL_SHAPES = [(1, 1, 1), (7, 13, 5), (8, 32, 16), (100, 100, 100), (64, 300, 257),
                 (3, 1, 40), (40, 1, 3), (130, 70, 520)]


@pytest.mark.parametrize("m,k,n", MATMUL_SHAPES)
def test_matmul_f32(m, k, n):
    src = dot_program((m, k), (k, n), (m, n), "contracting_dims = [1] x [0]", "f32", "f32")
    rng = np.random.default_rng(m * 1000 + n)
    a, b = _inputs(rng, [(m, k), (k, n)], np.float32)
    want = a.astype(np.float64) @ b.astype(np.float64)
    np.testing.assert_allclose(stablehlo_cc.compile(src)(a, b), want, rtol=1e-4,
                               atol=1e-4 * np.sqrt(k))


@pytest.mark.parametrize("el,dtype", [("f64", np.float64), ("i32", np.int32),
                                      ("i64", np.int64), ("f16", np.float16)])
def test_matmul_other_types(el, dtype):
    m, k, n = 19, 33, 45
    src = dot_program((m, k), (k, n), (m, n), "contracting_dims = [1] x [0]", el, el)
    a, b = _inputs(np.random.default_rng(3), [(m, k), (k, n)], dtype)
    got = stablehlo_cc.compile(src)(a, b)
    want = a.astype(np.float64) @ b.astype(np.float64)
    if el in ("i32", "i64"):
        np.testing.assert_array_equal(got, want.astype(dtype))
    else:
        tol = 3e-2 if el == "f16" else 1e-10
        np.testing.assert_allclose(got.astype(np.float64), want, rtol=tol, atol=tol * np.sqrt(k))


def test_bf16_inputs_f32_accumulation():
    m, k, n = 24, 64, 40
    src = dot_program((m, k), (k, n), (m, n), "contracting_dims = [1] x [0]", "bf16", "f32")
    a, b = _inputs(np.random.default_rng(4), [(m, k), (k, n)], ml_dtypes.bfloat16)
    want = a.astype(np.float64) @ b.astype(np.float64)  # exact products of bf16 values
    np.testing.assert_allclose(stablehlo_cc.compile(src)(a, b), want, rtol=1e-5, atol=1e-4)


def test_batched_and_transposed_contractions():
    # Attention-style: bqhd,bkhd->bhqk (batch dims b,h; contracting d).
    b, q, kk, h, d = 2, 17, 9, 3, 8
    src = dot_program((b, q, h, d), (b, kk, h, d), (b, h, q, kk),
                      "batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3]",
                      "f32", "f32")
    x, y = _inputs(np.random.default_rng(5), [(b, q, h, d), (b, kk, h, d)], np.float32)
    want = np.einsum("bqhd,bkhd->bhqk", x.astype(np.float64), y.astype(np.float64))
    np.testing.assert_allclose(stablehlo_cc.compile(src)(x, y), want, rtol=1e-4, atol=1e-4)
    # A transposed: contract over dim 0 of both.
    src = dot_program((30, 20), (30, 50), (20, 50), "contracting_dims = [0] x [0]", "f32", "f32")
    a, c = _inputs(np.random.default_rng(6), [(30, 20), (30, 50)], np.float32)
    np.testing.assert_allclose(stablehlo_cc.compile(src)(a, c),
                               a.T.astype(np.float64) @ c.astype(np.float64), rtol=1e-4,
                               atol=1e-4)


def test_matvec_and_vecdot():
    src = dot_program((37, 29), (29,), (37,), "contracting_dims = [1] x [0]", "f32", "f32")
    a, v = _inputs(np.random.default_rng(7), [(37, 29), (29,)], np.float32)
    np.testing.assert_allclose(stablehlo_cc.compile(src)(a, v), a.astype(np.float64) @ v,
                               rtol=1e-4, atol=1e-4)
    src = dot_program((29,), (29,), (), "contracting_dims = [0] x [0]", "f32", "f32")
    np.testing.assert_allclose(stablehlo_cc.compile(src)(v, v), v.astype(np.float64) @ v,
                               rtol=1e-4)


def test_contractions_are_actually_vectorized():
    """The fast path is taken: the LLVM IR of a matmul holds vector FMAs."""
    src = dot_program((64, 64), (64, 64), (64, 64), "contracting_dims = [1] x [0]", "f32", "f32")
    ir = stablehlo_cc.compile(src, emit="llvm-ir")
    assert re.search(r"@llvm\.(fma|fmuladd)\.v\d+f32", ir)


def test_failed_transform_leaves_the_module_correct(monkeypatch):
    """If the transform script cannot be applied, the untransformed program still runs."""
    monkeypatch.setattr(contraction_codegen, "_tiling_script", lambda *a: "module { bad syntax")
    src = dot_program((9, 10), (10, 11), (9, 11), "contracting_dims = [1] x [0]", "f32", "f32")
    a, b = _inputs(np.random.default_rng(8), [(9, 10), (10, 11)], np.float32)
    np.testing.assert_allclose(stablehlo_cc.compile(src)(a, b), a.astype(np.float64) @ b,
                               rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("perm", [(1, 0), (0, 2, 3, 1), (3, 2, 1, 0), (0, 3, 1, 2)])
def test_transposes(perm):
    shape = (6, 20, 17, 32)[:len(perm)]
    out_shape = tuple(shape[p] for p in perm)

    def t(s):
        return "tensor<" + "".join(f"{d}x" for d in s) + "f32>"
    src = f"""
func.func @main(%a: {t(shape)}) -> {t(out_shape)} {{
  %0 = stablehlo.transpose %a, dims = {list(perm)} : ({t(shape)}) -> {t(out_shape)}
  return %0 : {t(out_shape)}
}}"""
    x = np.random.default_rng(9).standard_normal(shape).astype(np.float32)
    np.testing.assert_array_equal(stablehlo_cc.compile(src)(x), x.transpose(perm))
