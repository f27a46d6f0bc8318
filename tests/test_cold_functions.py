"""Large straight-line entry code is compiled the fast way (compiler/cold_functions.py): which
functions are marked, that the marked IR still verifies, and that a program whose entry is
marked gives what jax.jit gives."""

import jax
import jax.numpy as jnp
import llvmlite.binding as llvm
import numpy as np

import stablehlo_cc
from stablehlo_cc.compiler import backend, cold_functions, split_codegen


def _straight(name: str, lines: int, extra: str = "", attrs: str = "") -> str:
    body = "".join(f"  %v{i} = getelementptr i8, ptr %p, i64 {i}\n  call void @sink(ptr %v{i})\n"
                   for i in range(lines // 2))
    return f"define void @{name}(ptr %p){attrs} {{\n{body}{extra}  ret void\n}}\n"


def _marked(text: str) -> set[str]:
    return {line.split("@", 1)[1].split("(", 1)[0] for line in text.split("\n")
            if line.startswith("define ") and "optnone" in line}


def test_which_functions_are_marked():
    loop = ("  br label %l\nl:\n  %i = phi i64 [0, %0], [%j, %l]\n  %j = add i64 %i, 1\n"
            "  %c = icmp slt i64 %j, 9\n  br i1 %c, label %l, label %e\ne:\n")
    ir = ("declare void @sink(ptr)\n"
          + _straight("entry", 400)
          + _straight("small", 20)
          + _straight("looping", 400, loop)
          + _straight("vector", 400, "  %x = load <8 x float>, ptr %p\n")
          + _straight("floats", 400, "  %f = load float, ptr %p\n  %g = fmul float %f, %f\n")
          + _straight("sized", 400, attrs=" #0")
          + _straight("exp", 400, "  %e = call float @llvm.exp2.f32(float 1.0)\n")
          # an intrinsic whose name starts like a math one (left by inlining a function
          # with noalias arguments) is no float arithmetic
          + _straight("scoped", 400, "  call void @llvm.experimental.noalias.scope.decl("
                                     "metadata !0)\n")
          + "declare float @llvm.exp2.f32(float)\n"
          + "declare void @llvm.experimental.noalias.scope.decl(metadata)\n"
          + "attributes #0 = { minsize optsize }\n"
          + "!0 = !{!1}\n!1 = distinct !{!1, !2}\n!2 = distinct !{!2}\n")
    out = cold_functions.mark(ir)
    assert _marked(out) == {"entry", "scoped"}
    backend.target_machine()  # LLVM's targets are set up
    llvm.parse_assembly(out).verify()


def test_entry_points_are_marked_from_fewer_lines_than_internal_functions():
    # An entry point runs once a call; an internal function (a layer body) may run many
    # times, and keeps the larger bound.
    ir = ("declare void @sink(ptr)\n"
          + _straight("entry", 100)
          + _straight("layer", 100).replace("define void", "define internal void")
          + _straight("big_layer", 400).replace("define void", "define internal void")
          + _straight("tiny_entry", 20)
          + "define void @calls(ptr %p) {\n  call void @layer(ptr %p)\n"
          + "  call void @big_layer(ptr %p)\n  ret void\n}\n")
    out = cold_functions.mark(ir)
    assert _marked(out) == {"entry", "big_layer"}
    backend.target_machine()
    llvm.parse_assembly(out).verify()


def _chain(x, ws):
    """Many small contractions and elementwise ops: an entry of many calls."""
    for w in ws:
        x = jnp.tanh(x @ w) + x
    return x.sum(-1)


def test_a_program_with_a_marked_entry_matches_jax(monkeypatch):
    texts = []
    real = cold_functions.mark

    def spy(text):
        out = real(text)
        texts.append(out)
        return out

    monkeypatch.setattr(cold_functions, "mark", spy)
    monkeypatch.setattr(cold_functions, "MIN_LINES", 50)  # this entry has ~100 lines
    monkeypatch.setenv(split_codegen.THREADS_ENV, "1")
    rng = np.random.default_rng(0)
    x = rng.standard_normal((64, 128)).astype(np.float32)
    ws = [(rng.standard_normal((128, 128)) / 12).astype(np.float32) for _ in range(24)]
    exe = stablehlo_cc.compile(jax.jit(_chain).lower(x, ws), cache=False)
    np.testing.assert_allclose(np.asarray(exe(x, ws)), np.asarray(jax.jit(_chain)(x, ws)),
                               rtol=2e-5, atol=2e-5)
    assert any(_marked(t) for t in texts)


def test_function_spans_match_a_regular_expression():
    # The str.find scanner against the regular expression it replaced (a function: its
    # `define ... {` line to the first line that is only `}`), on a real module and edges.
    import re

    pattern = re.compile(r"^define [^\n]*\{\n.*?^\}$", re.M | re.S)
    rng = np.random.default_rng(0)
    x = rng.standard_normal((64, 128)).astype(np.float32)
    real = stablehlo_cc.compile(jax.jit(lambda v: jnp.tanh(v) @ v.T + v.sum()).lower(x),
                                emit="llvm-ir", cache=False)
    real = real if isinstance(real, str) else real.text
    cases = [real, "", "define void @f() {\n}", "define void @f()\n",
             "define void @f() {\n  ret void\n}\ndefine void @g() {\n  ret void\n}\n",
             "declare void @d()\ndefine i32 @h() {\n  ret i32 0\n",
             "; define void @c() {\ndefine void @f() {\n  ret void\n}\n"]
    for text in cases:
        assert list(cold_functions._functions(text)) == \
            [(m.start(), m.end()) for m in pattern.finditer(text)]
