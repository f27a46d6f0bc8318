"""Optimizing and generating code in parts on threads (compiler/split_codegen.py) gives the
results jax.jit gives, the same bits as the whole-module compile, in the JIT and in a library."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler import split_codegen, unlocked_codegen


def encoder_layer(x, w1, w2, wq, wk, wv):
    """A transformer-like block at real sizes: many parallel loops (outlined bodies)."""
    q, k, v = x @ wq, x @ wk, x @ wv
    att = jax.nn.softmax(q @ k.T / np.sqrt(q.shape[-1]), axis=-1) @ v
    h = x + att
    mu = h.mean(-1, keepdims=True)
    h = (h - mu) / jnp.sqrt(((h - mu) ** 2).mean(-1, keepdims=True) + 1e-5)
    return h + jax.nn.gelu(h @ w1) @ w2, jnp.tanh(h).sum(0)


def _inputs():
    rng = np.random.default_rng(0)
    seq, d, f = 128, 256, 512
    shapes = [(seq, d), (d, f), (f, d), (d, d), (d, d), (d, d)]
    return [(rng.standard_normal(s) / np.sqrt(s[0])).astype(np.float32) for s in shapes]


@pytest.fixture
def counted(monkeypatch):
    """Split every module with parallel bodies in 3 parts, counting the split compiles."""
    calls = []
    real = split_codegen.compile_parts

    def compile_parts(parts, *args, **kwargs):
        calls.append(len(parts))
        return real(parts, *args, **kwargs)

    monkeypatch.setattr(split_codegen, "compile_parts", compile_parts)
    monkeypatch.setattr(split_codegen, "MIN_SPLIT_CHARS", 0)
    monkeypatch.setenv(split_codegen.THREADS_ENV, "3")
    return calls


def _lowered():
    return jax.jit(encoder_layer).lower(*_inputs()).as_text()


@pytest.mark.skipif(not split_codegen.available(), reason="needs a C compiler and objcopy")
def test_split_compile_matches_jax_and_the_whole_module(counted, monkeypatch):
    args = _inputs()
    text = _lowered()
    split = stablehlo_cc.compile(text, cache=False)(*args)
    assert counted == [3]
    want = jax.jit(encoder_layer)(*args)
    for got, ref in zip(split, want):
        np.testing.assert_allclose(np.asarray(got), np.asarray(ref), rtol=2e-4, atol=2e-5)
    monkeypatch.setenv(split_codegen.THREADS_ENV, "1")
    whole = stablehlo_cc.compile(text, cache=False)(*args)
    assert counted == [3, 1]  # the same compile, of the whole module this time
    for a, b in zip(split, whole):
        np.testing.assert_array_equal(np.asarray(a), np.asarray(b))


@pytest.mark.skipif(not split_codegen.available(), reason="needs a C compiler and objcopy")
def test_split_library_matches_jax_and_keeps_its_parts_symbols_local(counted, tmp_path):
    import subprocess

    args = _inputs()
    source = tmp_path / "layer.mlir"
    source.write_text(_lowered())
    library = tmp_path / "liblayer.so"
    stablehlo_cc.build_library(str(source), str(library))
    assert counted == [3]
    got = stablehlo_cc.load(str(library))(*args)
    want = jax.jit(encoder_layer)(*args)
    for g, ref in zip(got, want):
        np.testing.assert_allclose(np.asarray(g), np.asarray(ref), rtol=2e-4, atol=2e-5)
    # The outlined bodies that crossed parts are not global symbols of the object.
    obj = tmp_path / "layer.o"
    stablehlo_cc.build_object(str(source), str(obj))
    symbols = subprocess.run(["nm", "-g", "--defined-only", str(obj)], capture_output=True,
                             text=True).stdout
    assert "omp_par" not in symbols


@pytest.mark.skipif(not split_codegen.available(), reason="needs a C compiler and objcopy")
def test_cache_hit_of_split_code_gives_the_same_results(counted, tmp_path, monkeypatch):
    monkeypatch.setenv("STABLEHLO_CC_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("STABLEHLO_CC_CACHE", "1")
    args = _inputs()
    text = _lowered()
    first = stablehlo_cc.compile(text)(*args)
    assert counted == [3]
    from stablehlo_cc import compile_cache
    compile_cache.forget_in_process()  # the second compile reads the disk
    again = stablehlo_cc.compile(text)(*args)
    assert counted == [3]  # from the cache, not compiled again
    for a, b in zip(first, again):
        np.testing.assert_array_equal(np.asarray(a), np.asarray(b))


MUTABLE_SHARED = """
@counter = internal global i64 0
define internal void @main..omp_par.1(ptr %p) {
  %v = load i64, ptr @counter
  ret void
}
define internal void @main..omp_par.2(ptr %p) {
  store i64 1, ptr @counter
  ret void
}
define void @main(ptr %p) {
  ret void
}
"""


def test_a_mutable_global_shared_by_two_parts_keeps_the_module_whole(monkeypatch):
    monkeypatch.setattr(split_codegen, "MIN_SPLIT_CHARS", 0)
    # Three parts: the entry alone, one outlined body in each of the others.
    assert split_codegen.plan(MUTABLE_SHARED, 3, {"main"}) is None
    alone = MUTABLE_SHARED.replace("store i64 1, ptr @counter", "store i64 1, ptr %p")
    parts = split_codegen.plan(alone, 3, {"main"})
    assert parts is not None and len(parts) == 3
    # The global lives in the one part that uses it; the other part does not mention it.
    assert sum("@counter = " in p.text for p in parts) == 1


def test_bad_thread_count_is_a_clear_error(monkeypatch):
    monkeypatch.setenv(split_codegen.THREADS_ENV, "many")
    with pytest.raises(stablehlo_cc.CompileError, match="whole number"):
        split_codegen.threads()


QUOTED_HELPER = """
define i64 @"helper.x"(i64 %v) {
  %r = mul i64 %v, 3
  ret i64 %r
}
define internal void @main..omp_par.1(ptr %p) {
  %v = load i64, ptr %p
  %r = call i64 @"helper.x"(i64 %v)
  store i64 %r, ptr %p
  ret void
}
define internal void @main..omp_par.2(ptr %p) {
  store i64 2, ptr %p
  ret void
}
define void @main(ptr %p) {
  ret void
}
"""


def test_a_helper_another_part_calls_is_copied_there_unless_exported(monkeypatch):
    monkeypatch.setattr(split_codegen, "MIN_SPLIT_CHARS", 0)
    parts = split_codegen.plan(QUOTED_HELPER, 3, {"main"})
    assert parts is not None and len(parts) == 3
    caller = next(p for p in parts if "main..omp_par.1" in p.functions)
    assert 'define internal i64 @"helper.x"' in caller.text  # inlinable there


@pytest.mark.skipif(not split_codegen.available(), reason="needs a C compiler and objcopy")
def test_an_exported_function_another_part_calls_stays_exported(monkeypatch, tmp_path):
    import subprocess

    from stablehlo_cc.compiler import backend

    monkeypatch.setattr(split_codegen, "MIN_SPLIT_CHARS", 0)
    exported = {"main", "helper.x"}
    parts = split_codegen.plan(QUOTED_HELPER, 3, exported)
    assert parts is not None and len(parts) == 3
    caller = next(p for p in parts if "main..omp_par.1" in p.functions)
    assert 'declare i64 @"helper.x"' in caller.text
    tm = backend.target_machine()
    config = dict(triple=tm.triple, data_layout=str(tm.target_data), speed_level=2,
                  **tm.stablehlo_cc_config)
    obj, externals = split_codegen.compile_parts(parts, exported, config, None, tm)
    assert externals == []
    path = tmp_path / "parts.o"
    path.write_bytes(obj)
    symbols = subprocess.run(["nm", str(path)], capture_output=True, text=True).stdout
    assert " U " not in symbols  # the call found its callee in the other part
    assert " T helper.x" in symbols  # which is still exported
    assert " t main..omp_par.1" in symbols or "main..omp_par.1" not in symbols


def test_defined_and_declared_names_are_those_of_the_define_and_declare_lines():
    # Oracle: the multi-line regular expressions the line scan replaced.
    import re

    name = split_codegen._NAME
    oracle = {kw: re.compile(rf"^{kw} [^\n]*?@({name})\(", re.M) for kw in ("define", "declare")}
    texts = [QUOTED_HELPER, QUOTED_HELPER.rstrip("\n"),
             'declare void @first(ptr)\n' + QUOTED_HELPER,
             QUOTED_HELPER + 'declare <8 x float> @"last one"(<8 x float>)',
             'define void @"a@b"(ptr %p) {\n  ret void\n}\n  declare void @indented()\n'
             '; define void @comment()\ndeclare void @no_newline_after()',
             "", "define", "declare void @x"]
    for text in texts:
        for keyword, found in (("define", split_codegen._defined),
                               ("declare", split_codegen._declared)):
            expected = {m.strip('"') for m in oracle[keyword].findall(text)}
            assert found(text) == expected, (keyword, text)
    assert split_codegen._defined(QUOTED_HELPER) >= {"helper.x", "main"}


@pytest.mark.skipif(not split_codegen.available() or not unlocked_codegen.available(),
                    reason="needs a C compiler, objcopy and llvmlite's functions")
@pytest.mark.parametrize("threads", ["2", "3", "4"])
def test_parallel_code_generation_gives_the_serial_objects_bits(monkeypatch, threads):
    # The parts' code generated on their threads at once (unlocked_codegen.py), or one at a
    # time through llvmlite's lock: the same linked object.
    monkeypatch.setattr(split_codegen, "MIN_SPLIT_CHARS", 0)
    monkeypatch.setenv(split_codegen.THREADS_ENV, threads)
    text = _lowered()
    calls = []
    real = split_codegen._compile_in_parallel

    def in_parallel(parts, *args):
        calls.append(len(parts))
        return real(parts, *args)

    monkeypatch.setattr(split_codegen, "_compile_in_parallel", in_parallel)
    parallel = stablehlo_cc.compile(text, cache=False, emit="obj")
    assert calls == [int(threads)]
    monkeypatch.setattr(split_codegen, "PARALLEL_CODEGEN", False)
    serial = stablehlo_cc.compile(text, cache=False, emit="obj")
    assert calls == [int(threads)]
    assert parallel == serial


@pytest.mark.skipif(not split_codegen.available(), reason="needs a C compiler and objcopy")
def test_split_compiles_on_threads_at_once_next_to_another_llvmlite_user(monkeypatch):
    # Three compiles in parts at the same time (each holding llvmlite's lock while its parts
    # generate code without it) and a thread generating code through llvmlite itself: no
    # deadlock, no crash, and every object is the one a compile alone makes.
    import threading

    import llvmlite.binding as llvm

    from stablehlo_cc.compiler import backend

    monkeypatch.setattr(split_codegen, "MIN_SPLIT_CHARS", 0)
    monkeypatch.setenv(split_codegen.THREADS_ENV, "2")
    text = _lowered()
    alone = stablehlo_cc.compile(text, cache=False, emit="obj")
    tm = backend.target_machine()
    done, errors, objects = threading.Event(), [], []

    def llvmlite_user():
        ir = "define i64 @f(i64 %x) {\n  %y = mul i64 %x, 7\n  ret i64 %y\n}\n"
        try:
            while not done.is_set():
                assert tm.emit_object(llvm.parse_assembly(ir))
        except Exception as e:  # noqa: BLE001 - reported below
            errors.append(e)

    def compile_one():
        try:
            objects.append(stablehlo_cc.compile(text, cache=False, emit="obj"))
        except Exception as e:  # noqa: BLE001 - reported below
            errors.append(e)

    other = threading.Thread(target=llvmlite_user)
    other.start()
    compiles = [threading.Thread(target=compile_one) for _ in range(3)]
    for t in compiles:
        t.start()
    for t in compiles:
        t.join(timeout=300)
    done.set()
    other.join(timeout=60)
    assert not errors
    assert not any(t.is_alive() for t in compiles + [other])
    assert objects == [alone] * 3


@pytest.mark.skipif(not split_codegen.available() or not unlocked_codegen.available(),
                    reason="needs a C compiler, objcopy and llvmlite's functions")
def test_repeated_compiles_in_parts_give_the_same_bits(monkeypatch):
    # The first part's code was once generated on the process's shared target machine, which
    # kept something of each disposed part context: 5 of 40 repeated compiles of this program
    # in one process gave a different .rodata layout.
    monkeypatch.setattr(split_codegen, "MIN_SPLIT_CHARS", 0)
    monkeypatch.setenv(split_codegen.THREADS_ENV, "2")
    text = _lowered()
    first = stablehlo_cc.compile(text, cache=False, emit="obj")
    for _ in range(30):
        assert stablehlo_cc.compile(text, cache=False, emit="obj") == first


@pytest.mark.skipif(not split_codegen.available(), reason="needs a C compiler and objcopy")
@pytest.mark.parametrize("threads", [2, 3])
def test_parts_linked_in_memory_or_on_disk_give_the_same_bits(monkeypatch, threads):
    # The parts' objects are linked in /dev/shm when it is writable, else in the default
    # temporary directory: the same object either way, and on every repeat.
    monkeypatch.setattr(split_codegen, "MIN_SPLIT_CHARS", 0)
    monkeypatch.setenv(split_codegen.THREADS_ENV, str(threads))
    linked = []
    real = split_codegen._link
    monkeypatch.setattr(split_codegen, "_link",
                        lambda objects: linked.append(objects) or real(objects))
    text = _lowered()
    obj = stablehlo_cc.compile(text, cache=False, emit="obj")
    assert len(linked) == 1 and len(linked[0]) == threads
    here = real(linked[0])
    monkeypatch.setattr(split_codegen, "_scratch_directory", lambda: None)
    assert real(linked[0]) == here
    # a scratch directory that cannot be written (a full /dev/shm): the default one then
    monkeypatch.setattr(split_codegen, "_scratch_directory", lambda: "/proc")
    assert real(linked[0]) == here
    assert stablehlo_cc.compile(text, cache=False, emit="obj") == obj


@pytest.mark.skipif(not split_codegen.available(), reason="needs a C compiler and objcopy")
def test_the_linker_is_found_on_a_thread_before_the_link(monkeypatch):
    split_codegen._relocatable_link.cache_clear()
    thread = split_codegen.prepare_link()
    assert thread is not None and thread.name == "shlo-find-linker"
    thread.join(60)
    assert split_codegen._relocatable_link.cache_info().currsize == 1
    assert split_codegen.prepare_link() is None  # (known now: no second thread)
    from stablehlo_cc.compiler.backend import c_compiler
    assert split_codegen._relocatable_link(c_compiler())[-1] in ("-r", "-nostdlib")
