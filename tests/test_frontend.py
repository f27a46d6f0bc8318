"""Every accepted form of a program compiles to the same correct code; bad input gives a clean
CompileError (or TypeError for a wrong Python type) with positions, never a crash."""

import io
import pathlib
import re

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jaxlib.mlir import ir
from jaxlib.mlir._mlir_libs import _stablehlo

import stablehlo_cc
from stablehlo_cc.compiler import frontend

jax.config.update("jax_platforms", "cpu")


def model(x, w, b):
    """Small but not trivial: a call (relu is a jit), a dot, a reduction, two results."""
    h = jax.nn.relu(x @ w + b)
    return jnp.tanh(h), h.sum(axis=1)


RNG = np.random.default_rng(7)
ARGS = (RNG.standard_normal((3, 5), dtype=np.float32),
        RNG.standard_normal((5, 4), dtype=np.float32),
        RNG.standard_normal((4,), dtype=np.float32))
EXPECTED = [np.asarray(r) for r in jax.jit(model)(*ARGS)]
LOWERED = jax.jit(model).lower(*ARGS)
EXPORTED = jax.export.export(jax.jit(model))(*ARGS)
TEXT = LOWERED.as_text(debug_info=True)


def _module_forms() -> dict:
    """The program as generic text, MLIR bytecode and VHLO artifacts, made with jaxlib."""
    ctx = frontend.new_context()
    with ctx:
        module = ir.Module.parse(TEXT)
        generic = module.operation.get_asm(print_generic_op_form=True, enable_debug_info=True)
        buf = io.BytesIO()
        module.operation.write_bytecode(buf)
        vhlo_current = _stablehlo.serialize_portable_artifact(
            module, _stablehlo.get_current_version())
        vhlo_minimum = _stablehlo.serialize_portable_artifact(
            module, _stablehlo.get_minimum_version())
    return {"generic": generic, "bytecode": buf.getvalue(), "vhlo_current": vhlo_current,
            "vhlo_minimum": vhlo_minimum}


FORMS = _module_forms()


def check_result(exe):
    got = exe(*ARGS)
    assert isinstance(got, tuple) and len(got) == len(EXPECTED)
    for g, want in zip(got, EXPECTED):
        assert g.dtype == want.dtype and g.shape == want.shape
        np.testing.assert_allclose(g, want, rtol=2e-5, atol=2e-5)


# --- accepted forms ----------------------------------------------------------------------

@pytest.mark.parametrize("form", ["pretty", "generic"])
def test_text(form):
    text = TEXT if form == "pretty" else FORMS["generic"]
    if form == "generic":
        assert '"func.func"' in text  # really the generic form
    check_result(stablehlo_cc.compile(text))


@pytest.mark.parametrize("form", ["bytecode", "vhlo_current", "vhlo_minimum", "exported_bytes"])
@pytest.mark.parametrize("container", [bytes, bytearray, memoryview])
def test_bytes_in_memory(form, container):
    data = EXPORTED.mlir_module_serialized if form == "exported_bytes" else FORMS[form]
    assert data.startswith(b"ML\xefR")
    check_result(stablehlo_cc.compile(container(data)))


@pytest.mark.parametrize("form, suffix", [("pretty", ".mlir"), ("generic", ".mlir"),
                                          ("bytecode", ".mlirbc"), ("vhlo_current", ".vhlo"),
                                          ("exported_bytes", ".bin")])
@pytest.mark.parametrize("as_type", [pathlib.Path, str])
def test_file(tmp_path, form, suffix, as_type):
    path = tmp_path / f"program{suffix}"
    if form == "pretty":
        path.write_text(TEXT)
    elif form == "generic":
        path.write_text(FORMS["generic"])
    elif form == "exported_bytes":
        path.write_bytes(EXPORTED.mlir_module_serialized)
    else:
        path.write_bytes(FORMS[form])
    check_result(stablehlo_cc.compile(as_type(path)))


def test_jax_lowered():
    check_result(stablehlo_cc.compile(LOWERED))


def test_jax_exported():
    check_result(stablehlo_cc.compile(EXPORTED))


def test_jax_traced():
    check_result(stablehlo_cc.compile(jax.jit(model).trace(*ARGS)))


@pytest.mark.parametrize("obj, hint", [
    (jax.jit(model), "jax.jit(f).lower"), (model, "jax.jit(f).lower"),
    (LOWERED.compile(), "already compiled by XLA"),
])
def test_jax_objects_without_a_program_say_what_to_pass(obj, hint):
    with pytest.raises(TypeError, match="cannot compile") as info:
        stablehlo_cc.compile(obj)
    assert hint in str(info.value)


def test_jaxlib_module_object():
    with frontend.new_context():
        module = ir.Module.parse(TEXT)
        check_result(stablehlo_cc.compile(module))


def test_forms_give_the_same_signature():
    sigs = {str(stablehlo_cc.compile(src).signature)
            for src in (TEXT, FORMS["generic"], FORMS["bytecode"], FORMS["vhlo_current"],
                        LOWERED, EXPORTED)}
    assert len(sigs) == 1


# --- errors --------------------------------------------------------------------------------

POSITION = r"[^\s:]+:\d+:\d+: error: "

SYNTAX_ERROR = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""
VERIFIER_ERROR = """func.func @main(%a: tensor<4xf32>) -> tensor<4xi32> {
  return %a : tensor<4xf32>
}
"""
TYPE_INFERENCE_ERROR = """func.func @main(%a: tensor<4x2xf32>) -> tensor<2x4xf32> {
  %0 = "stablehlo.transpose"(%a) {permutation = array<i64: 1, 1>}
       : (tensor<4x2xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
"""
UNKNOWN_OP = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.frobnicate %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""
UNKNOWN_DIALECT = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "foo.bar"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""


def compile_error(source, **kwargs) -> str:
    with pytest.raises(stablehlo_cc.CompileError) as info:
        stablehlo_cc.compile(source, **kwargs)
    return str(info.value)


@pytest.mark.parametrize("text, line, col, words", [
    (SYNTAX_ERROR, 2, 25, "expected SSA operand"),
    (VERIFIER_ERROR, 2, 3, "doesn't match function result type"),
    (TYPE_INFERENCE_ERROR, 2, 8, "permutation"),
    (UNKNOWN_OP, 2, 8, "stablehlo.frobnicate"),
    (UNKNOWN_DIALECT, 2, 8, "unregistered dialect"),
])
def test_bad_text_points_at_the_error(text, line, col, words):
    message = compile_error(text)
    assert re.match(rf"<string>:{line}:\d+: error: ", message), message
    assert words in message


def test_bad_text_position_names_the_file(tmp_path):
    path = tmp_path / "broken.mlir"
    path.write_text(SYNTAX_ERROR)
    message = compile_error(path)
    assert message.startswith(f"{path}:2:"), message
    assert compile_error(str(path)).startswith(f"{path}:2:")


def test_source_name_replaces_string():
    assert compile_error(SYNTAX_ERROR, source_name="mine.mlir").startswith("mine.mlir:2:")


def test_error_in_generic_form_has_position():
    with frontend.new_context():
        generic = ir.Module.parse(VERIFIER_ERROR.replace("tensor<4xi32>", "tensor<4xf32>")) \
            .operation.get_asm(print_generic_op_form=True)
    broken = generic.replace('"func.return"(%arg0)', '"func.return"(%arg0, %arg0)')
    assert broken != generic
    assert re.match(POSITION, compile_error(broken))


@pytest.mark.parametrize("path_type", [pathlib.Path, str])
def test_missing_file(tmp_path, path_type):
    missing = tmp_path / "nowhere" / "program.mlir"
    message = compile_error(path_type(missing))
    assert str(missing) in message and "No such file" in message


def test_directory_is_not_a_program(tmp_path):
    assert str(tmp_path) in compile_error(tmp_path)


def test_non_utf8_file(tmp_path):
    path = tmp_path / "garbage.mlir"
    path.write_bytes(b"\xff\xfe\x00garbage\x80\x81")
    message = compile_error(path)
    assert str(path) in message and "UTF-8" in message


@pytest.mark.parametrize("data", [b"\xff\xfe\x00garbage\x80\x81", b"", b"func.func @main"])
def test_bytes_that_are_not_bytecode(data):
    assert "not MLIR bytecode" in compile_error(data)


@pytest.mark.parametrize("data", [b"ML\xefR\x00\x01\x02garbage", b"ML\xefR",
                                  FORMS["bytecode"][:40], FORMS["vhlo_current"][:60]])
def test_corrupt_bytecode(data, capfd):
    message = compile_error(data)
    assert message.startswith("<bytes>: error: "), message  # no made-up 0:0 position
    assert capfd.readouterr().err == ""  # diagnostics go into the error, not onto stderr


def test_text_without_a_function():
    assert "no public function" in compile_error("module {}")
    assert "no public function" in compile_error("")


def test_non_ascii_text_has_position():
    message = compile_error("func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> { é }")
    assert re.match(r"<string>:1:\d+: error: ", message), message


@pytest.mark.parametrize("obj", [42, None, 3.5, ["func.func"], {"text": TEXT}, object()])
def test_unsupported_python_object(obj):
    with pytest.raises(TypeError, match="cannot compile"):
        stablehlo_cc.compile(obj)


def test_many_bad_programs_in_one_process():
    """Errors leave nothing behind that breaks the next compile."""
    for text in (SYNTAX_ERROR, VERIFIER_ERROR, TYPE_INFERENCE_ERROR, UNKNOWN_OP,
                 UNKNOWN_DIALECT) * 3:
        compile_error(text)
    check_result(stablehlo_cc.compile(TEXT))


# --- what a new user mistypes (issue 9, items 11 and 13) -------------------------------------

ELEMENT_TYPE_ERROR = """func.func @main(%a: tensor<4xf32>, %b: tensor<4xi32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""


@pytest.mark.parametrize("name", ["mlp.mlr", "models/mlp", "prog.txt", "./mlp"])
def test_a_mistyped_path_is_a_missing_file(tmp_path, monkeypatch, name):
    monkeypatch.chdir(tmp_path)
    message = compile_error(name)
    assert message == f"cannot read {name}: No such file or directory", message


def test_a_directory_name_says_it_is_a_directory(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "models").mkdir()
    for source in ("models", str(tmp_path), tmp_path):
        message = compile_error(source)
        assert message.startswith(f"cannot read {source}: it is a directory"), message


def test_one_line_programs_are_still_text():
    assert "no public function" in compile_error("module {}")
    assert "no public function" in compile_error("  ")
    message = compile_error("func.func private @f(%a: tensor<4xf32>) -> tensor<4xf32>")
    assert "cannot read" not in message, message


def test_element_type_error_names_the_op():
    message = compile_error(ELEMENT_TYPE_ERROR)
    assert message == ("<string>:2:8: error: 'stablehlo.add' op requires the same element type "
                       "for all operands and results"), message
    generic = ELEMENT_TYPE_ERROR.replace(
        "stablehlo.add %a, %b :", '"stablehlo.add"(%a, %b) :')
    assert "'stablehlo.add' op requires the same element type" in compile_error(generic)


def test_unknown_dialect_names_the_op_without_mlir_tool_flags():
    message = compile_error(UNKNOWN_DIALECT)
    assert "'foo.bar'" in message and "unregistered dialect" in message, message
    assert "-allow-unregistered-dialect" not in message
