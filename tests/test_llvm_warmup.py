"""The LLVM warm-up of a process's first compile (compiler/llvm_warmup.py): it runs on its own
thread only for the first compile of a process that may use two CPUs, it never changes the
code a compile makes (the same object bits with it and without), and code compiled with it
running computes what jax.jit computes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np

from stablehlo_cc.compiler import driver, llvm_warmup, split_codegen

ROOT = Path(__file__).resolve().parents[1]


def _program(x, w):
    """A product, an exp and a reduction: O3 and code generation have real work."""
    return jnp.exp(jnp.tanh(x @ w)).sum(axis=1)


def _inputs():
    rng = np.random.default_rng(3)
    return [rng.standard_normal((64, 48)).astype(np.float32),
            rng.standard_normal((48, 40)).astype(np.float32)]


# A fresh process: its first compiles (JIT code and a library object) and what they made.
_CHILD = r"""
import hashlib, json, sys
import numpy as np
from stablehlo_cc.compiler import driver, llvm_warmup
text = open(sys.argv[1]).read()
code = driver.run(text, driver.Options())
warmed = llvm_warmup._thread is not None
assert not warmed or not llvm_warmup._thread.is_alive()  # (joined before the compile returned)
obj = driver.run(text, driver.Options(pic=True), emit="obj")
print(json.dumps({"code": hashlib.sha256(code.obj).hexdigest(),
                  "obj": hashlib.sha256(obj.obj).hexdigest(), "warmed": warmed,
                  "errors": [repr(e) for e in llvm_warmup.errors]}))
"""


def _first_compiles(path: Path, warmup: str, threads: str) -> dict:
    env = dict(os.environ, PYTHONPATH=str(ROOT), STABLEHLO_CC_LLVM_WARMUP=warmup)
    env[split_codegen.THREADS_ENV] = threads
    out = subprocess.run([sys.executable, "-c", _CHILD, str(path)], capture_output=True,
                         text=True, env=env, cwd=ROOT, timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_first_compile_warms_llvm_and_makes_the_same_bits(tmp_path):
    path = tmp_path / "program.mlir"
    path.write_text(jax.jit(_program).lower(*_inputs()).as_text())
    warmed = _first_compiles(path, "1", "2")
    cold = _first_compiles(path, "0", "2")
    assert warmed["warmed"] and warmed["errors"] == []
    assert not cold["warmed"]
    assert warmed["code"] == cold["code"]
    assert warmed["obj"] == cold["obj"]


def test_one_cpu_starts_no_warmup(tmp_path):
    path = tmp_path / "program.mlir"
    path.write_text(jax.jit(_program).lower(*_inputs()).as_text())
    assert not _first_compiles(path, "1", "1")["warmed"]


def test_only_the_first_compile_that_makes_code_starts_it(monkeypatch):
    started = []
    monkeypatch.setattr(llvm_warmup, "_asked", False)
    monkeypatch.setattr(llvm_warmup, "_prepare", lambda *a: started.append(a) or (None, {}))
    monkeypatch.setattr(llvm_warmup, "_run", lambda *a: None)
    monkeypatch.setattr(llvm_warmup, "enabled", lambda: True)
    options = driver.Options()
    assert llvm_warmup.start(options, "stablehlo") is None  # no machine code: not yet
    assert llvm_warmup.start(driver.Options(opt_level=0), None) is None
    thread = llvm_warmup.start(options, None)
    assert thread is not None
    thread.join()
    assert llvm_warmup.start(options, None) is None  # once a process
    assert len(started) == 1


def test_the_switch_turns_it_off(monkeypatch):
    monkeypatch.setenv(split_codegen.THREADS_ENV, "2")
    monkeypatch.setenv(llvm_warmup.ENV, "0")
    assert not llvm_warmup.enabled()
    monkeypatch.setenv(llvm_warmup.ENV, "1")
    assert llvm_warmup.enabled()


def test_warm_makes_working_code_and_the_compile_after_is_right():
    assert llvm_warmup.warm().startswith(b"\x7fELF")  # object code of the warm-up module
    import stablehlo_cc
    args = _inputs()
    exe = stablehlo_cc.compile(jax.jit(_program).lower(*args), cache=False)
    np.testing.assert_allclose(np.asarray(exe(*args)), np.asarray(jax.jit(_program)(*args)),
                               rtol=2e-5, atol=1e-5)
