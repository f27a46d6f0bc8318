"""The translated module kept in libLLVM (compiler/llvm_module.py): the compiler's own IR
text linked into it (using the module's functions and globals undeclared, defining functions
the module declares), renamed runtime functions, and programs compiled this way against
plain arithmetic, numpy and jax.jit."""

import ctypes

import jax
import jax.numpy as jnp
import llvmlite.binding as llvm
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler import backend, llvm_passes
from stablehlo_cc.compiler.llvm_module import Module

# A program that declares a helper (as the translated module declares the runtime
# trampolines) and reads a global table.
_PROGRAM = """
@table = internal constant [4 x double] [double 1.0, double 2.0, double 4.0, double 8.0]
declare double @helper(double)
declare double @__kmpc_twice(double)
define double @scale(double %x, i64 %i) {
  %p = getelementptr inbounds [4 x double], ptr @table, i64 0, i64 %i
  %t = load double, ptr %p
  %y = fmul double %x, %t
  %z = call double @helper(double %y)
  %w = call double @__kmpc_twice(double %z)
  ret double %w
}
"""

# What the compiler appends: an internal definition of the declared helper, an entry that
# calls the program's function and reads its global, neither declared here.
_ADDED = """
define internal double @helper(double %x) {
  %r = fadd double %x, 1.0
  ret double %r
}
define double @__shlo_kmpc_twice(double %x) {
  %r = fmul double %x, 2.0
  ret double %r
}
define double @entry(double %x, i64 %i) {
  %r = call double @scale(double %x, i64 %i)
  %p = getelementptr inbounds [4 x double], ptr @table, i64 0, i64 3
  %t = load double, ptr %p
  %s = fsub double %r, %t
  ret double %s
}
"""


def _run(text: str, name: str, *args):
    tm = backend.target_machine(None, 3, jit=True)
    engine = llvm.create_mcjit_compiler(llvm.parse_assembly(text), tm)
    engine.finalize_object()
    fn = ctypes.CFUNCTYPE(ctypes.c_double, ctypes.c_double, ctypes.c_int64)(
        engine.get_function_address(name))
    return fn(*args)


@pytest.mark.parametrize("level", [0, 3])
def test_linked_text_computes_what_the_arithmetic_says(level):
    module = Module.from_text(_PROGRAM)
    try:
        module.rename_functions("__kmpc_", "__shlo_kmpc_")
        module.link(_ADDED)
        tm = backend.target_machine(None, level, jit=True)
        text = llvm_passes.optimize_module(module, triple=tm.triple,
                                           data_layout=str(tm.target_data), speed_level=level,
                                           exported={"entry"}, **tm.stablehlo_cc_config)
    finally:
        module.dispose()
    assert "__kmpc_twice" not in text.replace("__shlo_kmpc_twice", "")
    # The helper keeps its internal linkage once linked.
    assert "define internal double @helper" in text or "@helper" not in text
    for x, i in [(1.5, 0), (-2.25, 1), (3.0, 2), (0.5, 3)]:
        want = (x * [1.0, 2.0, 4.0, 8.0][i] + 1.0) * 2.0 - 8.0
        assert _run(text, "entry", x, i) == want


def test_bad_text_is_a_clear_error():
    module = Module.from_text(_PROGRAM)
    try:
        with pytest.raises(ValueError, match="undefined|expected"):
            module.link("define double @broken(double %x) {\n  ret double %nothing\n}\n")
        with pytest.raises(ValueError):  # a second definition of a defined function
            module.link("define double @scale(double %x, i64 %i) {\n  ret double %x\n}\n")
    finally:
        module.dispose()


def test_text_of_the_linked_module_parses_again():
    module = Module.from_text(_PROGRAM)
    try:
        module.link(_ADDED)
        text = module.text()
    finally:
        module.dispose()
    again = Module.from_text(text)  # verifies
    again.dispose()
    assert "define double @entry" in text and "define internal double @helper" in text


def _layer(x, w, table, idx):
    """Gather, layer norm and a contraction: parallel loops (renamed OpenMP calls) and the
    ABI wrapper linked into the translated module."""
    h = table[idx] + x
    h = (h - h.mean(-1, keepdims=True)) / jnp.sqrt(h.var(-1, keepdims=True) + 1e-5)
    return jnp.tanh(h @ w)


@pytest.mark.parametrize("emit_text", [False, True])
def test_programs_match_jax_in_memory_and_through_text(monkeypatch, emit_text):
    """The in-memory path, and the text of the same linked module (as a compile in parts
    prints it), give what jax.jit gives."""
    from stablehlo_cc.compiler import split_codegen
    if emit_text:
        monkeypatch.setattr(split_codegen, "in_memory", lambda m: split_codegen._Part([], m.text()))
    rng = np.random.default_rng(3)
    args = [rng.standard_normal((2, 64, 128)).astype(np.float32),
            (rng.standard_normal((128, 256)) / 11).astype(np.float32),
            rng.standard_normal((1000, 128)).astype(np.float32),
            rng.integers(0, 1000, (2, 64)).astype(np.int32)]
    exe = stablehlo_cc.compile(jax.jit(_layer).lower(*args), cache=False)
    np.testing.assert_allclose(np.asarray(exe(*args)), np.asarray(jax.jit(_layer)(*args)),
                               rtol=2e-5, atol=2e-5)
