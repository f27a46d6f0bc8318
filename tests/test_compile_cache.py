"""The compile cache: hits reuse code without compiling, its key sees options and the CPU,
entries survive many writers and are checked before use, the size bound holds, and the
command line shows and clears it. Results are checked against numpy."""

import multiprocessing
import os
import subprocess
import sys

import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc import cache_key, compile_cache, compiler
from stablehlo_cc.runtime import cache as disk

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def layer(scale: float = 1.0) -> str:
    """A dense layer at a real size; `scale` makes distinct programs."""
    return f"""
func.func @main(%x: tensor<64x128xf32>, %w: tensor<128x32xf32>, %b: tensor<32xf32>)
    -> tensor<64x32xf32> {{
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0]
      : (tensor<64x128xf32>, tensor<128x32xf32>) -> tensor<64x32xf32>
  %1 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<32xf32>) -> tensor<64x32xf32>
  %2 = stablehlo.add %0, %1 : tensor<64x32xf32>
  %c = stablehlo.constant dense<{scale:.6e}> : tensor<64x32xf32>
  %3 = stablehlo.multiply %2, %c : tensor<64x32xf32>
  %4 = stablehlo.tanh %3 : tensor<64x32xf32>
  return %4 : tensor<64x32xf32>
}}
"""


def inputs(seed: int = 0):
    rng = np.random.default_rng(seed)
    return (rng.standard_normal((64, 128)).astype(np.float32),
            (rng.standard_normal((128, 32)) / 10).astype(np.float32),
            rng.standard_normal(32).astype(np.float32))


def expected(x, w, b, scale: float = 1.0):
    return np.tanh(((x.astype(np.float64) @ w + b) * scale)).astype(np.float32)


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("STABLEHLO_CC_CACHE_DIR", str(folder))
    monkeypatch.delenv("STABLEHLO_CC_CACHE", raising=False)
    monkeypatch.delenv("STABLEHLO_CC_CACHE_MAX_BYTES", raising=False)
    compile_cache.forget_in_process()
    yield folder
    compile_cache.forget_in_process()


@pytest.fixture
def runs(monkeypatch):
    """How often the compiler ran, by emit stage ('code' for an Executable's code)."""
    counts = []
    real = compiler.run

    def counting(source, options, emit=None):
        counts.append(options)
        return real(source, options, emit)

    monkeypatch.setattr(compiler, "run", counting)
    return counts


def entries(folder) -> list:
    return sorted(p for p in folder.glob("*" + disk.SUFFIX) if not p.name.startswith(".tmp-"))


def check(exe, scale=1.0, seed=0):
    args = inputs(seed)
    np.testing.assert_allclose(exe(*args), expected(*args, scale), rtol=2e-5, atol=2e-6)


def test_hit_reuses_code_without_compiling(cache_dir, runs, monkeypatch):
    check(stablehlo_cc.compile(layer()))
    assert len(runs) == 1 and len(entries(cache_dir)) == 1
    # Another process's view: nothing in memory, the entry on disk.
    compile_cache.forget_in_process()
    exe = stablehlo_cc.compile(layer())
    assert len(runs) == 1
    check(exe)
    assert str(exe.signature) == \
        "main(arg0: tensor<64x128xf32>, arg1: tensor<128x32xf32>, arg2: tensor<32xf32>) " \
        "-> (tensor<64x32xf32>)"
    # In this process, a second compile does not even read the disk.
    monkeypatch.setattr(disk, "get", lambda key: pytest.fail("read the disk"))
    check(stablehlo_cc.compile(layer()))
    assert len(runs) == 1
    assert "llvm.func" in exe.ir("llvm-dialect")  # the IR is still there for the asking


def test_options_and_cpu_are_in_the_key(cache_dir, runs, monkeypatch):
    stablehlo_cc.compile(layer())
    check(stablehlo_cc.compile(layer(), opt_level=2))
    assert len(runs) == 2  # another option: compiled again
    stablehlo_cc.compile(layer(), opt_level=2)
    assert len(runs) == 2
    real = cache_key.host_target()
    other = dict(real, features=[f for f in real["features"] if f != "avx2"] or ["sse2"])
    monkeypatch.setattr(cache_key, "host_target", lambda: other)
    check(stablehlo_cc.compile(layer()))
    assert len(runs) == 3  # a CPU with other features: compiled again
    monkeypatch.setattr(cache_key, "host_target", lambda: dict(real, cpu="another-cpu"))
    stablehlo_cc.compile(layer())
    assert len(runs) == 4
    # and the compiler's own sources
    monkeypatch.setattr(cache_key, "host_target", lambda: real)
    monkeypatch.setattr(cache_key, "toolchain", lambda: {"sources": "changed"})
    stablehlo_cc.compile(layer())
    assert len(runs) == 5
    assert len(entries(cache_dir)) == 5


def test_turning_it_off(cache_dir, runs, monkeypatch):
    stablehlo_cc.compile(layer(), cache=False)
    stablehlo_cc.compile(layer(), cache=False)
    assert len(runs) == 2 and not entries(cache_dir)
    monkeypatch.setenv("STABLEHLO_CC_CACHE", "0")
    check(stablehlo_cc.compile(layer()))
    assert len(runs) == 3 and not entries(cache_dir)


def _compile_in_child(folder: str, scale: float) -> float:
    os.environ["STABLEHLO_CC_CACHE_DIR"] = folder
    import stablehlo_cc as shc
    exe = shc.compile(layer(scale))
    args = inputs(1)
    return float(np.max(np.abs(exe(*args) - expected(*args, scale))))


def test_many_processes_fill_one_entry(cache_dir, runs):
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(4) as pool:
        errors = pool.starmap_async(_compile_in_child, [(str(cache_dir), 0.5)] * 4).get(600)
    assert max(errors) < 1e-5
    found = entries(cache_dir)
    assert len(found) == 1 and not list(cache_dir.glob(".tmp-*"))
    key = found[0].name[:-len(disk.SUFFIX)]
    assert disk.decode(key, found[0].read_bytes()) is not None
    check(stablehlo_cc.compile(layer(0.5)), 0.5, seed=3)
    assert not runs  # the entry the children wrote serves this process


@pytest.mark.parametrize("damage", ["truncate", "flip", "foreign", "garbage"])
def test_damaged_entry_is_recompiled(cache_dir, runs, damage):
    stablehlo_cc.compile(layer(2.0))
    [first] = entries(cache_dir)
    stablehlo_cc.compile(layer(3.0))
    [second] = set(entries(cache_dir)) - {first}
    assert len(runs) == 2
    data = first.read_bytes()
    if damage == "truncate":
        first.write_bytes(data[:len(data) // 2])
    elif damage == "flip":  # ten bytes of the object code
        first.write_bytes(data[:-100] + bytes(b ^ 0xFF for b in data[-100:-90]) + data[-90:])
    elif damage == "foreign":  # another key's (whole, valid) entry under this name
        first.write_bytes(second.read_bytes())
    else:
        first.write_bytes(b"\x7fELF not an entry at all")
    compile_cache.forget_in_process()
    check(stablehlo_cc.compile(layer(2.0)), 2.0)
    assert len(runs) == 3  # detected, recompiled and stored again
    key = first.name[:-len(disk.SUFFIX)]
    assert disk.decode(key, first.read_bytes()) is not None
    compile_cache.forget_in_process()
    check(stablehlo_cc.compile(layer(2.0)), 2.0)
    assert len(runs) == 3


def test_eviction_keeps_the_bound(cache_dir, runs, monkeypatch):
    stablehlo_cc.compile(layer(1.5))
    [a] = entries(cache_dir)
    stablehlo_cc.compile(layer(2.5))
    [b] = set(entries(cache_dir)) - {a}
    bound = int(2.5 * max(a.stat().st_size, b.stat().st_size))
    monkeypatch.setenv("STABLEHLO_CC_CACHE_MAX_BYTES", str(bound))
    os.utime(a, (1000, 1000))  # a is older than b ...
    os.utime(b, (2000, 2000))
    compile_cache.forget_in_process()
    check(stablehlo_cc.compile(layer(1.5)), 1.5)  # ... until a hit makes it the newest
    assert len(runs) == 2
    stablehlo_cc.compile(layer(3.5))
    assert len(runs) == 3
    left = set(entries(cache_dir))
    assert a in left and b not in left and len(left) == 2
    assert sum(p.stat().st_size for p in left) <= bound
    stablehlo_cc.compile(layer(4.5))
    assert a not in set(entries(cache_dir)) and len(entries(cache_dir)) == 2


def test_dynamic_specializations_are_cached(cache_dir, runs):
    src = """
func.func @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = stablehlo.exponential %x : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
"""
    x = np.linspace(-2, 2, 3 * 4, dtype=np.float32).reshape(3, 4)
    np.testing.assert_allclose(stablehlo_cc.compile(src)(x), np.exp(x), rtol=1e-6)
    specialized = [o for o in runs if o.arg_shapes is not None]
    assert len(specialized) == 1
    compile_cache.forget_in_process()
    exe = stablehlo_cc.compile(src)
    np.testing.assert_allclose(exe(x), np.exp(x), rtol=1e-6)
    assert len([o for o in runs if o.arg_shapes is not None]) == 1  # from the cache
    y = np.ones((7, 4), np.float32)
    np.testing.assert_allclose(exe(y), np.exp(y), rtol=1e-6)
    assert len([o for o in runs if o.arg_shapes is not None]) == 2  # a new shape compiles


def test_custom_call_must_be_registered_on_a_hit(cache_dir):
    src = """
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @cache_test_twice(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""
    from stablehlo_cc.runtime import custom_calls
    stablehlo_cc.register_custom_call("cache_test_twice", lambda x: 2 * x)
    try:
        x = np.arange(4, dtype=np.float32)
        np.testing.assert_array_equal(stablehlo_cc.compile(src)(x), 2 * x)
        compile_cache.forget_in_process()
        np.testing.assert_array_equal(stablehlo_cc.compile(src)(x), 2 * x)
    finally:
        custom_calls._targets.pop("cache_test_twice", None)
    compile_cache.forget_in_process()
    with pytest.raises(stablehlo_cc.CompileError, match="'cache_test_twice' is not registered"):
        stablehlo_cc.compile(src)


def _cli(*args, env=None):
    return subprocess.run([sys.executable, "-m", "stablehlo_cc", *args], capture_output=True,
                          text=True, timeout=300, cwd=ROOT,
                          env=dict(os.environ, PYTHONPATH=ROOT, **(env or {})))


def test_cache_command_line(cache_dir):
    stablehlo_cc.compile(layer(1.0))
    stablehlo_cc.compile(layer(2.0))
    proc = _cli("cache", "--info")
    assert proc.returncode == 0, proc.stderr
    assert f"directory: {cache_dir}" in proc.stdout and "entries: 2" in proc.stdout
    proc = _cli("cache", "--clear")
    assert proc.returncode == 0 and "removed 2 entries" in proc.stdout
    assert not entries(cache_dir)
    assert "entries: 0" in _cli("cache", "--info").stdout
    assert _cli("cache").returncode == 2  # one of --info / --clear
    # the default directory follows XDG_CACHE_HOME
    proc = _cli("cache", "--info", env={"STABLEHLO_CC_CACHE_DIR": "",
                                        "XDG_CACHE_HOME": str(cache_dir / "xdg")})
    assert f"directory: {cache_dir / 'xdg' / 'stablehlo-cc'}" in proc.stdout


def test_time_passes_and_logging(tmp_path, caplog):
    import logging
    proc = _cli(os.path.join(ROOT, "examples", "mlp.mlir"), "-o", str(tmp_path / "mlp.so"),
                "--time-passes")
    assert proc.returncode == 0, proc.stderr
    for stage in ("frontend", "stablehlo", "bufferized", "llvm-dialect", "llvm-ir"):
        assert f"\n  {stage} " in proc.stderr
    assert "slowest MLIR passes" in proc.stderr
    assert "Execution time report" not in proc.stderr  # MLIR's own reports are absorbed
    from stablehlo_cc.compiler import timing
    timing.collect(True)
    try:
        stablehlo_cc.compile(layer(6.0), cache=False)
        [timer] = timing.collected()
    finally:
        timing.collect(False)
    # passes of both MLIRs, each timed (LLVM's O3 runs in libLLVM as one step: llvm-ir)
    for name in ("Canonicalizer", "StablehloLegalizeToLinalgPass", "OneShotBufferizePass"):
        assert timer.passes[name] > 0, sorted(timer.passes)
    with caplog.at_level(logging.DEBUG, logger="stablehlo_cc"):
        stablehlo_cc.compile(layer(7.0), cache=False)
    messages = [r.getMessage() for r in caplog.records if r.name == "stablehlo_cc"]
    assert any("bufferized took" in m for m in messages)
    assert any(m.startswith("compiled <string> in") for m in messages)


def test_progress_on_a_long_compile(monkeypatch, capsys):
    from stablehlo_cc.compiler import timing
    monkeypatch.setattr(timing, "PROGRESS_AFTER", 0.0)
    monkeypatch.setattr(timing, "PROGRESS_EVERY", 0.01)
    monkeypatch.setenv("STABLEHLO_CC_PROGRESS", "1")
    stablehlo_cc.compile(layer(8.0), cache=False)
    err = capsys.readouterr().err
    assert "stablehlo-cc: compiling <string>:" in err
    assert "still working after" in err  # notes during a long stage
    assert "stablehlo-cc: <string>: llvm-ir done" in err  # then each stage as it ends
    assert err.rstrip().splitlines()[-1].startswith("stablehlo-cc: <string>: compiled in")
    monkeypatch.setenv("STABLEHLO_CC_PROGRESS", "0")
    stablehlo_cc.compile(layer(8.0), cache=False)
    assert "stablehlo-cc:" not in capsys.readouterr().err


def test_an_unusable_cache_directory_does_not_fail_compiles(tmp_path, monkeypatch, runs, caplog):
    import logging
    not_a_dir = tmp_path / "file"
    not_a_dir.write_text("a file where the cache directory should be")
    monkeypatch.setenv("STABLEHLO_CC_CACHE_DIR", str(not_a_dir))
    compile_cache.forget_in_process()
    with caplog.at_level(logging.WARNING, logger="stablehlo_cc"):
        check(stablehlo_cc.compile(layer(9.0)), 9.0)
    assert any("cannot write" in r.getMessage() for r in caplog.records)
    assert not_a_dir.read_text().startswith("a file")


def test_the_runtime_kernels_c_is_in_the_compiler_digest(tmp_path):
    # Cached code calls the C kernels (gemm.c, depthwise.c) through descriptors whose layout
    # changes with them: editing only a kernel must change the key too.
    package = tmp_path / "pkg"
    (package / "native").mkdir(parents=True)
    (package / "a.py").write_text("x = 1\n")
    kernel = package / "native" / "kernel.c"
    kernel.write_text("int k(void) { return 1; }\n")
    (package / "native" / "part.inc").write_text("/* included */\n")
    before = cache_key.source_digest(str(package))
    assert cache_key.source_digest(str(package)) == before
    kernel.write_text("int k(void) { return 22; }\n")
    assert cache_key.source_digest(str(package)) != before
    changed = cache_key.source_digest(str(package))
    (package / "native" / "part.inc").write_text("/* included, changed */\n")
    assert cache_key.source_digest(str(package)) != changed
    settled = cache_key.source_digest(str(package))
    (package / "notes.txt").write_text("not a source\n")
    assert cache_key.source_digest(str(package)) == settled
