"""Shuffles of 32-bit elements that move aligned pairs are generated as 64-bit shuffles
(compiler/paired_shuffles.py), with the same results; other shuffles are left as they are.

Oracle: numpy indexing of the two inputs laid end to end, against the JIT-compiled LLVM IR
before and after the rewrite; and programs with attention's transposed products (the K
operand's register transposes) against jax.
"""

from __future__ import annotations

import ctypes

import jax
import jax.numpy as jnp
import llvmlite.binding as llvm
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler import backend, paired_shuffles

TRANSPOSE_LANES = [0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27]  # 128-bit lanes
UNPACK_PAIRS = [0, 1, 16, 17, 4, 5, 20, 21, 8, 9, 24, 25, 12, 13, 28, 29]
WITH_UNDEFINED = [2, 3, None, None, 30, 31, 6, 7, 18, 19, 0, 1, 26, 27, 12, 13]
NOT_PAIRS = [0, 16, 1, 17, 4, 20, 5, 21, 8, 24, 9, 25, 12, 28, 13, 29]  # (vunpcklps)
ODD_PAIRS = [1, 2, 16, 17, 4, 5, 20, 21, 8, 9, 24, 25, 12, 13, 28, 29]


def _function(element: str, mask: list, lanes: int = 16) -> str:
    items = ", ".join("i32 poison" if i is None else f"i32 {i}" for i in mask)
    return (f"define void @f(ptr %a, ptr %b, ptr %c) {{\n"
            f"  %x = load <{lanes} x {element}>, ptr %a, align 4\n"
            f"  %y = load <{lanes} x {element}>, ptr %b, align 4\n"
            f"  %1 = shufflevector <{lanes} x {element}> %x, <{lanes} x {element}> %y, "
            f"<{len(mask)} x i32> <{items}>\n"
            f"  store <{len(mask)} x {element}> %1, ptr %c, align 4\n"
            "  ret void\n}\n")


def _run(ir: str, x: np.ndarray, y: np.ndarray, out_len: int) -> np.ndarray:
    tm = backend.target_machine()
    module = llvm.parse_assembly(ir)
    module.verify()
    engine = llvm.create_mcjit_compiler(module, tm)
    engine.finalize_object()
    fn = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)(
        engine.get_function_address("f"))
    out = np.zeros(out_len, x.dtype)
    fn(x.ctypes.data, y.ctypes.data, out.ctypes.data)
    return out


@pytest.mark.parametrize("element,dtype", [("float", np.float32), ("i32", np.int32)])
@pytest.mark.parametrize("mask", [TRANSPOSE_LANES, UNPACK_PAIRS, WITH_UNDEFINED])
def test_pair_shuffles_are_rewritten_with_the_same_result(element, dtype, mask):
    ir = _function(element, mask)
    rewritten = paired_shuffles.rewrite(ir)
    wide = "double" if element == "float" else "i64"
    assert f"<8 x {wide}>" in rewritten and "bitcast" in rewritten
    rng = np.random.default_rng(0)
    x = rng.integers(-1000, 1000, 16).astype(dtype)
    y = rng.integers(-1000, 1000, 16).astype(dtype)
    got = _run(rewritten, x, y, 16)
    both = np.concatenate([x, y])
    for k, i in enumerate(mask):
        if i is not None:
            assert got[k] == both[i]
    np.testing.assert_array_equal(
        [g for g, i in zip(got, mask) if i is not None],
        [g for g, i in zip(_run(ir, x, y, 16), mask) if i is not None])


@pytest.mark.parametrize("mask,lanes", [
    (NOT_PAIRS, 16), (ODD_PAIRS, 16),
    (list(range(8)), 16),             # an extract: another length
    (list(range(8, 24)), 160),        # not one register
])
def test_other_shuffles_are_left_alone(mask, lanes):
    ir = _function("float", mask, lanes)
    assert paired_shuffles.rewrite(ir) == ir


def test_single_source_shuffles_are_left_alone():
    ir = _function("float", TRANSPOSE_LANES).replace("%x, <16 x float> %y",
                                                     "%x, <16 x float> poison")
    assert paired_shuffles.rewrite(ir) == ir


@pytest.mark.parametrize("heads,seq", [(4, 64), (2, 32)])
def test_attention_scores_with_register_transposes_match_jax(heads, seq):
    # QK^T: the K operand is copied transposed per head (contraction_codegen.batch_matmul_form)
    # in 16x16 register tiles, whose shuffles are the ones rewritten.
    def scores(q, k):
        return jnp.einsum("bshd,bthd->bhst", q, k)

    rng = np.random.default_rng(1)
    q = rng.standard_normal((1, seq, heads, 64)).astype(np.float32)
    k = rng.standard_normal((1, seq, heads, 64)).astype(np.float32)
    exe = stablehlo_cc.compile(jax.jit(scores).lower(q, k).as_text(), cache=False)
    np.testing.assert_allclose(np.asarray(exe(q, k)), np.asarray(scores(q, k)),
                               rtol=1e-5, atol=1e-5)
