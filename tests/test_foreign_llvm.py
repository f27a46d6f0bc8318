"""Another LLVM/MLIR in the process (TensorFlow, torch, torch_xla, jax) must not break us.

TensorFlow loads a library that exports MLIR/LLVM C++ symbols with RTLD_GLOBAL; before
`stablehlo_cc/compiler/isolated_mlir.py`, `import tensorflow; import stablehlo_cc` died with SIGSEGV in
the MLIR bindings' site initialization. Each case runs in a fresh subprocess, time-bounded.
The simulated clash (a C library defining two of the symbols TensorFlow's library exports,
loaded with RTLD_GLOBAL) needs no framework, so it runs everywhere.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import textwrap

import pytest

_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# A real program: a contraction (tiled at -O2) with a transcendental epilogue (libmvec).
_CHECK = textwrap.dedent("""
    import numpy as np
    import stablehlo_cc
    src = '''
    func.func @main(%x: tensor<2x64x128xf32>, %w: tensor<128x32xf32>) -> tensor<2x64x32xf32> {
      %0 = stablehlo.dot_general %x, %w, contracting_dims = [2] x [0]
          : (tensor<2x64x128xf32>, tensor<128x32xf32>) -> tensor<2x64x32xf32>
      %1 = stablehlo.tanh %0 : tensor<2x64x32xf32>
      %2 = stablehlo.sine %1 : tensor<2x64x32xf32>
      return %2 : tensor<2x64x32xf32>
    }'''
    rng = np.random.default_rng(0)
    x = rng.standard_normal((2, 64, 128), dtype=np.float32) * 0.1
    w = rng.standard_normal((128, 32), dtype=np.float32)
    got = stablehlo_cc.compile(src, opt_level=2)(x, w)
    want = np.sin(np.tanh(np.einsum('abc,cd->abd', x.astype(np.float64), w)))
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)
    assert "llvm.func" in stablehlo_cc.compile(src, emit="llvm-dialect")
    print("OK")
""")

# Two MLIR/LLVM C++ functions that the bindings' site initialization calls (names as C++
# mangles them), exiting with a marker code: if the bindings bind to these, we see it.
_IMPOSTOR_C = textwrap.dedent("""
    #include <unistd.h>
    void _ZN4mlir12registerPassERKSt8functionIFSt10unique_ptrINS_4PassESt14default_deleteIS2_EEvEE(
        void *f) { (void)f; _exit(86); }
    void _ZN4llvm2cl6Option11addArgumentEv(void *self) { (void)self; _exit(86); }
""")
_IMPOSTOR_EXIT = 86


def _run(code: str, timeout: float = 300) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=_ROOT, TF_CPP_MIN_LOG_LEVEL="3")
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=timeout, env=env, cwd=_ROOT)


def _assert_ok(proc: subprocess.CompletedProcess) -> None:
    assert proc.returncode == 0 and proc.stdout.strip().endswith("OK"), (
        f"exit {proc.returncode}\nstdout:\n{proc.stdout[-2000:]}\nstderr:\n{proc.stderr[-3000:]}")


@pytest.fixture(scope="module")
def impostor(tmp_path_factory) -> str:
    d = tmp_path_factory.mktemp("impostor")
    (d / "impostor.c").write_text(_IMPOSTOR_C)
    path = str(d / "libimpostor.so")
    subprocess.run(["cc", "-shared", "-fPIC", "-o", path, str(d / "impostor.c")], check=True)
    return path


def _preload_global(path: str) -> str:
    return f"import ctypes, os\nctypes.CDLL({path!r}, mode=os.RTLD_NOW | os.RTLD_GLOBAL)\n"


def test_the_simulated_clash_is_real(impostor):
    """Control: the bare bindings imported after the impostor do call into it."""
    proc = _run(_preload_global(impostor) + "import mlir.ir\nprint('OK')\n")
    assert proc.returncode == _IMPOSTOR_EXIT, (proc.returncode, proc.stderr[-2000:])


def test_global_llvm_symbols_loaded_first(impostor):
    _assert_ok(_run(_preload_global(impostor) + _CHECK))


def test_global_llvm_symbols_loaded_after(impostor):
    code = _CHECK.replace("import stablehlo_cc\n",
                          "import stablehlo_cc\n" + _preload_global(impostor), 1)
    _assert_ok(_run(code))


def _frameworks():
    names = ["tensorflow", "torch", "torch_xla", "jax"]
    return [pytest.param(n, marks=pytest.mark.skipif(
        importlib.util.find_spec(n) is None, reason=f"{n} is not installed (extra 'frameworks')"))
        for n in names]


@pytest.mark.parametrize("framework", _frameworks())
def test_framework_imported_before(framework):
    _assert_ok(_run(f"import {framework}\n" + _CHECK))


@pytest.mark.parametrize("framework", _frameworks())
def test_framework_imported_after(framework):
    code = _CHECK.replace("import stablehlo_cc\n", f"import stablehlo_cc\nimport {framework}\n", 1)
    _assert_ok(_run(code))
