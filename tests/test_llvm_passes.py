"""LLVM's pass pipeline (compiler/llvm_passes.py): the tailored pipeline still vectorizes the
scalar loops MLIR leaves, programs compiled with it give what jax.jit gives (as with LLVM's
default<O3>), and the pipeline choice is checked and is part of the compile cache's key."""

import jax
import jax.numpy as jnp
import llvmlite.binding as llvm
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc import cache_key
from stablehlo_cc.compiler import backend, llvm_passes
from stablehlo_cc.compiler.driver import Options
from stablehlo_cc.errors import CompileError

# A scalar loop over 4096 floats (y[i] = a * x[i] + y[i]), as the MLIR stages leave some
# (masks, index arithmetic): the loop vectorizer has to make vector code of it.
_SCALAR_LOOP = """
define void @saxpy(ptr noalias %x, ptr noalias %y, float %a) {
entry:
  br label %head
head:
  %i = phi i64 [ 0, %entry ], [ %next, %body ]
  %more = icmp slt i64 %i, 4096
  br i1 %more, label %body, label %done
body:
  %px = getelementptr inbounds float, ptr %x, i64 %i
  %py = getelementptr inbounds float, ptr %y, i64 %i
  %vx = load float, ptr %px, align 4
  %vy = load float, ptr %py, align 4
  %m = fmul float %a, %vx
  %s = fadd float %m, %vy
  store float %s, ptr %py, align 4
  %next = add i64 %i, 1
  br label %head
done:
  ret void
}
"""


def _optimize(ir: str, level: int = 3) -> str:
    tm = backend.target_machine(None, level)
    return llvm_passes.optimize_ir(ir, triple=tm.triple, data_layout=str(tm.target_data),
                                   speed_level=level, exported={"saxpy"},
                                   **tm.stablehlo_cc_config)


@pytest.mark.parametrize("choice", ["tailored", "default"])
def test_scalar_loops_are_vectorized(monkeypatch, choice):
    monkeypatch.setenv(llvm_passes.PIPELINE_ENV, choice)
    text = _optimize(_SCALAR_LOOP)
    assert "vector.body" in text and "x float>" in text


def test_the_optimized_loop_computes_saxpy():
    """The vectorized loop (with its remainder handling) against numpy, in the JIT."""
    text = _optimize(_SCALAR_LOOP)
    mod = llvm.parse_assembly(text)
    engine = llvm.create_mcjit_compiler(mod, backend.target_machine(None, 3, jit=True))
    engine.finalize_object()
    import ctypes
    fn = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_float)(
        engine.get_function_address("saxpy"))
    rng = np.random.default_rng(0)
    x = rng.standard_normal(4096).astype(np.float32)
    y = rng.standard_normal(4096).astype(np.float32)
    want = np.float32(1.5) * x + y
    fn(x.ctypes.data, y.ctypes.data, 1.5)
    np.testing.assert_allclose(y, want, rtol=1e-6, atol=1e-6)


def _block(x, table, idx, w):
    """Gather, layer norm, softmax and a contraction at real sizes."""
    h = table[idx] + x
    mu = h.mean(-1, keepdims=True)
    h = (h - mu) / jnp.sqrt(((h - mu) ** 2).mean(-1, keepdims=True) + 1e-5)
    return jax.nn.softmax(h @ w, axis=-1), jnp.argmax(h, axis=-1)


@pytest.mark.parametrize("choice", ["tailored", "default"])
def test_programs_match_jax(monkeypatch, choice):
    monkeypatch.setenv(llvm_passes.PIPELINE_ENV, choice)
    rng = np.random.default_rng(1)
    args = [rng.standard_normal((2, 64, 128)).astype(np.float32),
            rng.standard_normal((1000, 128)).astype(np.float32),
            rng.integers(0, 1000, (2, 64)).astype(np.int32),
            (rng.standard_normal((128, 256)) / 11).astype(np.float32)]
    exe = stablehlo_cc.compile(jax.jit(_block).lower(*args), cache=False)
    got = exe(*args)
    want = jax.jit(_block)(*args)
    np.testing.assert_allclose(np.asarray(got[0]), np.asarray(want[0]), rtol=2e-5, atol=2e-6)
    np.testing.assert_array_equal(np.asarray(got[1]), np.asarray(want[1]))


def test_a_bad_choice_is_a_clear_error(monkeypatch):
    monkeypatch.setenv(llvm_passes.PIPELINE_ENV, "O7")
    with pytest.raises(CompileError, match="STABLEHLO_CC_LLVM_PIPELINE must be"):
        stablehlo_cc.compile("func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
                             "  return %a : tensor<4xf32>\n}\n", cache=False)


def test_the_choice_is_part_of_the_cache_key(monkeypatch):
    keys = set()
    for choice in ("tailored", "default", ""):
        monkeypatch.setenv(llvm_passes.PIPELINE_ENV, choice)
        keys.add(cache_key.compile_key("program", Options()))
    assert len(keys) == 2  # unset means tailored


def test_levels():
    assert llvm_passes.pipeline(1) == "default<O1>"
    assert llvm_passes.pipeline(2) == llvm_passes.pipeline(3) != "default<O3>"
