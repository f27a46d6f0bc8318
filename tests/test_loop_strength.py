"""Loop strength reduction outside the loop nests' functions (compiler/loop_strength.py): the
pass runs on the parallel bodies (`*.omp_par`) and the other functions (the entry, helpers)
and leaves the loop nests' functions (and their attributes) as they were, code
generation without it restores llvmlite's option after, and programs with parallel and
sequential loops compute what numpy and jax.jit compute."""

import threading

import jax
import jax.numpy as jnp
import llvmlite.binding as llvm
import numpy as np

import stablehlo_cc
from stablehlo_cc.compiler import backend, llvm_passes, loop_strength

# The same loop three times, as a parallel body, a loop nest's function and a helper:
# c[lb + i] = a[lb + i] * b[lb + i] for i < n (each address carries the run-time term lb, as
# a thread's chunk does).
_LOOP = """
define void @{name}(ptr noalias %a, ptr noalias %b, ptr noalias %c, i64 %lb, i64 %n) {{
entry:
  %empty = icmp eq i64 %n, 0
  br i1 %empty, label %exit, label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %k = add i64 %i, %lb
  %pa = getelementptr inbounds float, ptr %a, i64 %k
  %pb = getelementptr inbounds float, ptr %b, i64 %k
  %pc = getelementptr inbounds float, ptr %c, i64 %k
  %x = load float, ptr %pa
  %y = load float, ptr %pb
  %z = fmul float %x, %y
  store float %z, ptr %pc
  %next = add nuw i64 %i, 1
  %done = icmp eq i64 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}}
"""
# A loop nest's function with a register tile's multiply-accumulate: it keeps LSR.
_TILE = """
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>)
define void @__shlo_nest_8(ptr noalias %a, ptr noalias %b, ptr noalias %c, i64 %lb, i64 %n) {
entry:
  %empty = icmp eq i64 %n, 0
  br i1 %empty, label %exit, label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %acc = phi <8 x float> [ zeroinitializer, %entry ], [ %sum, %loop ]
  %k = add i64 %i, %lb
  %pa = getelementptr inbounds <8 x float>, ptr %a, i64 %k
  %pb = getelementptr inbounds <8 x float>, ptr %b, i64 %k
  %x = load <8 x float>, ptr %pa
  %y = load <8 x float>, ptr %pb
  %sum = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %x, <8 x float> %y, <8 x float> %acc)
  %next = add nuw i64 %i, 1
  %done = icmp eq i64 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  %r = phi <8 x float> [ zeroinitializer, %entry ], [ %sum, %loop ]
  store <8 x float> %r, ptr %c
  ret void
}
"""
_BODY, _NEST, _HELPER = "__shlo_nest_7..omp_par", "__shlo_nest_7", "helper"
_MODULE = (_LOOP.format(name=_BODY) + _LOOP.format(name=_NEST) + _LOOP.format(name=_HELPER)
           + _TILE + """
define internal void @cold(ptr %p) optnone noinline {
  store float 1.0, ptr %p
  ret void
}
define void @entry(ptr %a, ptr %b, ptr %c, i64 %lb, i64 %n) {
  call void @__shlo_nest_7..omp_par(ptr %a, ptr %b, ptr %c, i64 %lb, i64 %n)
  call void @__shlo_nest_7(ptr %a, ptr %b, ptr %c, i64 %lb, i64 %n)
  call void @helper(ptr %a, ptr %b, ptr %c, i64 %lb, i64 %n)
  call void @__shlo_nest_8(ptr %a, ptr %b, ptr %c, i64 %lb, i64 %n)
  call void @cold(ptr %c)
  ret void
}
""")


def _function(text: str, name: str) -> str:
    start = text.index(f"@{name}(", text.index("\ndefine"))
    start = text.rfind("\ndefine", 0, start) + 1
    return text[start:text.index("\n}", start) + 2]


def _optimized() -> str:
    tm = backend.target_machine(None, 3)
    # Level 1 (LLVM's O1: no inlining of these calls, no vectorizer) keeps the loops plain.
    return llvm_passes.optimize_ir(_MODULE, triple=tm.triple, data_layout=str(tm.target_data),
                                   speed_level=1,
                                   exported={"entry", _BODY, _NEST, _HELPER, "__shlo_nest_8"},
                                   **tm.stablehlo_cc_config)


def test_nests_are_not_reduced_and_attributes_are_restored():
    text = _optimized()
    body, plain, helper, cold = (_function(text, n) for n in (_BODY, _NEST, _HELPER, "cold"))
    # LSR's rewritten addresses (its `lsr.iv`/`scevgep` values) in the parallel body and the
    # helper, not in the loop nest's function.
    assert "lsr.iv" in body or "scevgep" in body
    assert "lsr.iv" in helper or "scevgep" in helper
    assert "lsr.iv" not in plain and "scevgep" not in plain
    tile = _function(text, "__shlo_nest_8")
    assert "lsr.iv" in tile or "scevgep" in tile
    # `optnone` was only borrowed: the plain function is back to its own attributes, the
    # function that had it keeps it.
    groups = {line.split(" = ", 1)[0].split()[-1]: line for line in text.splitlines()
              if line.startswith("attributes #")}

    def attributes(function_text):
        header = function_text.split("\n", 1)[0]
        return header + " ".join(groups.get(g, "") for g in header.split() if g.startswith("#"))

    assert "optnone" not in attributes(plain)
    assert "optnone" not in attributes(body)
    assert "optnone" not in attributes(helper)
    assert "optnone" in attributes(cold)


def test_no_lsr_restores_the_option_and_is_reentrant():
    tm = backend.target_machine(None, 3)
    plain = _LOOP.format(name=_NEST)
    before = tm.emit_assembly(llvm.parse_assembly(plain))
    with loop_strength.no_lsr():
        with loop_strength.no_lsr():  # the lock is llvmlite's reentrant one
            inside = tm.emit_assembly(llvm.parse_assembly(plain))
    after = tm.emit_assembly(llvm.parse_assembly(plain))
    assert before == after
    assert inside != before  # without LSR the loop keeps `i + lb` in the addresses


def test_parallel_and_sequential_loops_match_numpy():
    # 1M elements: large enough for parallel loops (each thread's chunk starts at its own
    # lower bound), with a reduction and a sequential scan-like loop beside them.
    def f(x, y):
        z = x * y + 0.5 * x
        for _ in range(6):
            z = z * y + 1.5
        return z, jnp.sum(z.reshape(1024, 1024), axis=1), jnp.cumsum(x[:4096])

    rng = np.random.default_rng(0)
    x = rng.standard_normal(1 << 20).astype(np.float32)
    y = (rng.standard_normal(1 << 20) * 0.5).astype(np.float32)
    exe = stablehlo_cc.compile(jax.jit(f).lower(x, y), cache=False)
    ours = exe(x, y)
    want = jax.jit(f)(x, y)
    for a, b in zip(ours, want):
        np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=2e-5, atol=2e-3)


def test_compiles_on_threads_at_once():
    # Several compiles generating code at the same time (each toggles the option under
    # llvmlite's lock) all give correct programs.
    rng = np.random.default_rng(1)
    a = rng.standard_normal((256, 512)).astype(np.float32)
    errors, results = [], {}

    def work(k):
        try:
            fn = jax.jit(lambda v: jnp.tanh(v * (k + 1)) + k)
            results[k] = (np.asarray(stablehlo_cc.compile(fn.lower(a), cache=False)(a)),
                          np.asarray(fn(a)))
        except Exception as e:  # noqa: BLE001 - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    for ours, want in results.values():
        np.testing.assert_allclose(ours, want, rtol=1e-5, atol=1e-5)
