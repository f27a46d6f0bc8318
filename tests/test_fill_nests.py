"""Fill and copy nests reduced to one memset/memcpy are inlined (compiler/fill_nests.py): they
leave no function of their own, the entry calls the intrinsic, nests with loops or whose
address is taken stay functions, and programs with such nests compute what numpy and
jax.jit compute."""

import ctypes

import jax
import jax.numpy as jnp
import llvmlite.binding as llvm
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler import backend, fill_nests, llvm_passes

N = 1024 * 1024  # floats a nest fills or copies (4 MiB)

# Nests as MLIR leaves them: noinline functions of one loop each. The pipeline's loop-idiom
# turns @__shlo_nest_0 into a memset, @__shlo_nest_1 into a memcpy, @__shlo_nest_2 (its
# address handed to an exported pool) into a memset too; @__shlo_nest_3 keeps its loop (y = 2x + 1).
_LOOP = """
define void @{name}(ptr noalias %x, ptr noalias %y) #0 {{
entry:
  br label %head
head:
  %i = phi i64 [ 0, %entry ], [ %next, %body ]
  %more = icmp slt i64 %i, {n}
  br i1 %more, label %body, label %done
body:
  %py = getelementptr inbounds float, ptr %y, i64 %i
  %px = getelementptr inbounds float, ptr %x, i64 %i
  {compute}
  store float %v, ptr %py, align 4
  %next = add i64 %i, 1
  br label %head
done:
  ret void
}}
"""
_FILL = "%v = fadd float 0.0, 0.0"
_COPY = "%v = load float, ptr %px, align 4"
_AFFINE = "%l = load float, ptr %px, align 4\n  %m = fmul float %l, 2.0\n  %v = fadd float %m, 1.0"
_MODULE = "".join(_LOOP.format(name=f"__shlo_nest_{k}", n=N, compute=c)
                  for k, c in enumerate([_FILL, _COPY, _FILL, _AFFINE])) + """
define void @pool(ptr %fn, ptr %x, ptr %y) noinline {
  call void %fn(ptr %x, ptr %y)
  ret void
}
define void @entry(ptr %a, ptr %b, ptr %c, ptr %d, ptr %e) {
  call void @__shlo_nest_0(ptr %a, ptr %b)
  call void @__shlo_nest_1(ptr %a, ptr %c)
  call void @pool(ptr @__shlo_nest_2, ptr %a, ptr %d)
  call void @__shlo_nest_3(ptr %a, ptr %e)
  call void @__shlo_nest_0(ptr %a, ptr %a)
  ret void
}
attributes #0 = { noinline }
"""


def _optimize(ir: str) -> str:
    tm = backend.target_machine(None, 3)
    return llvm_passes.optimize_ir(ir, triple=tm.triple, data_layout=str(tm.target_data),
                                   speed_level=3, exported={"entry", "pool"},
                                   **tm.stablehlo_cc_config)


def _defined(text: str) -> set[str]:
    return {line.split("@")[1].split("(")[0] for line in text.splitlines()
            if line.startswith("define ")}


def test_memset_and_memcpy_nests_are_inlined_others_stay():
    text = _optimize(_MODULE)
    defined = _defined(text)
    assert "__shlo_nest_0" not in defined and "__shlo_nest_1" not in defined
    assert "__shlo_nest_2" in defined  # its address is handed to the pool
    assert "__shlo_nest_3" in defined  # a loop
    entry = text[text.index("@entry("):]
    entry = entry[:entry.index("\n}\n")]
    assert entry.count("@llvm.memset") == 2 and entry.count("@llvm.memcpy") == 1


def test_the_inlined_module_computes_fills_and_copies():
    """The optimized module, in the JIT, against numpy (4 MiB buffers)."""
    text = _optimize(_MODULE)
    tm = backend.target_machine(None, 3, jit=True)
    mod = llvm.parse_assembly(text)
    engine = llvm.create_mcjit_compiler(mod, tm)
    engine.finalize_object()
    entry = ctypes.CFUNCTYPE(None, *[ctypes.c_void_p] * 5)(engine.get_function_address("entry"))
    rng = np.random.default_rng(0)
    a, b, c, d, e = (rng.standard_normal(N).astype(np.float32) for _ in range(5))
    a0 = a.copy()
    entry(*(v.ctypes.data for v in (a, b, c, d, e)))
    np.testing.assert_array_equal(b, np.zeros(N, np.float32))
    np.testing.assert_array_equal(c, a0)
    np.testing.assert_array_equal(d, np.zeros(N, np.float32))
    np.testing.assert_allclose(e, 2 * a0 + 1, rtol=1e-6)
    np.testing.assert_array_equal(a, np.zeros(N, np.float32))  # the last fill


def test_only_one_block_of_memory_calls_qualifies():
    lib = llvm_passes._llvm(backend.target_machine(None, 3).triple)
    ctx = lib.LLVMContextCreate()
    tm = backend.target_machine(None, 3)
    try:
        mod = llvm_passes._parse(lib, ctx, """
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @other(ptr)
define internal void @fill(ptr %p) noinline {
  %q = getelementptr i8, ptr %p, i64 64
  call void @llvm.memset.p0.i64(ptr %q, i8 0, i64 4096, i1 false)
  ret void
}
define internal void @calls_other(ptr %p) noinline {
  call void @other(ptr %p)
  ret void
}
define internal void @stores(ptr %p) noinline {
  store i8 0, ptr %p
  ret void
}
define internal void @unused(ptr %p) noinline {
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4096, i1 false)
  ret void
}
define void @entry(ptr %p) {
  call void @fill(ptr %p)
  call void @calls_other(ptr %p)
  call void @stores(ptr %p)
  ret void
}
""", tm.triple, str(tm.target_data))
        try:
            size = ctypes.c_size_t()
            names = [ctypes.string_at(lib.LLVMGetValueName2(f, ctypes.byref(size)), size.value)
                     for f in fill_nests.fill_functions(lib, mod)]
            assert names == [b"fill"]
        finally:
            lib.LLVMDisposeModule(mod)
    finally:
        lib.LLVMContextDispose(ctx)


@pytest.mark.parametrize("name", ["pad", "conv_same", "column_sum"])
def test_programs_with_fill_nests_match_jax(name, monkeypatch):
    """Programs whose fills become memsets (an accumulator, a padded buffer), compiled whole
    (one part) and against jax.jit; the fill was inlined."""
    programs = {
        "pad": (lambda x: jnp.pad(x, ((1, 1), (2, 2))) * 2.0, [(256, 256)]),
        "conv_same": (lambda x, w: jax.lax.conv_general_dilated(x, w, (1, 1), "SAME"),
                      [(1, 8, 64, 64), (16, 8, 3, 3)]),
        "column_sum": (lambda x: jnp.sum(x * x, axis=0), [(1024, 1024)]),
    }
    fn, shapes = programs[name]
    counts = []
    original = fill_nests.inline_fills
    monkeypatch.setattr(fill_nests, "inline_fills",
                        lambda *a: counts.append(original(*a)) or counts[-1])
    rng = np.random.default_rng(1)
    args = [rng.standard_normal(s).astype(np.float32) for s in shapes]
    exe = stablehlo_cc.compile(jax.jit(fn).lower(*args), cache=False)
    want = np.asarray(jax.jit(fn)(*args))
    np.testing.assert_allclose(np.asarray(exe(*args)), want, rtol=1e-5,
                               atol=1e-5 * float(np.max(np.abs(want))))
    assert sum(counts) >= 1
