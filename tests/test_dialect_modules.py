"""The dialect modules (compiler/dialect_modules/): after a first compile, compiling again
never makes the MLIR bindings search `sys.path` for a dialect's Python module (they do not
cache a module they did not find: `omp` upstream, `linalg`/`tensor` in jaxlib, each searched
again at every op met from Python, ~0.1 s of a transformer's compile)."""

from __future__ import annotations

import sys

import jax
import jax.numpy as jnp
import numpy as np

import stablehlo_cc


class _Recorder:
    """A meta path finder that only records the names imported."""

    def __init__(self):
        self.names = []

    def find_spec(self, name, path=None, target=None):
        self.names.append(name)
        return None


def _program(x, w):
    h = jnp.tanh(x @ w)  # parallel loops (omp) at this size, linalg and tensor ops
    return jax.nn.softmax(h, axis=-1) + h.mean(0)


def test_no_dialect_module_search_after_first_compile():
    x = np.random.default_rng(0).standard_normal((256, 512)).astype(np.float32)
    w = np.random.default_rng(1).standard_normal((512, 512)).astype(np.float32)
    lowered = jax.jit(_program).lower(x, w)
    exe = stablehlo_cc.compile(lowered, cache=False)
    np.testing.assert_allclose(exe(x, w), jax.jit(_program)(x, w), rtol=1e-4, atol=1e-4)
    text = stablehlo_cc.compile(lowered, emit="llvm-dialect", cache=False)
    assert "omp." in text  # the program does have parallel regions
    recorder = _Recorder()
    sys.meta_path.insert(0, recorder)
    try:
        stablehlo_cc.compile(lowered, cache=False)
    finally:
        sys.meta_path.remove(recorder)
    searched = [n for n in recorder.names if n.rsplit(".", 1)[-1] in ("omp", "linalg", "tensor")]
    assert not searched, searched


_NO_LLVM_OPS_CHILD = """
import sys
import jax, jax.numpy as jnp, numpy as np
import stablehlo_cc

def f(x, w):
    return jax.nn.softmax(jnp.tanh(x @ w), axis=-1)

x = np.random.default_rng(0).standard_normal((64, 128)).astype(np.float32)
w = np.random.default_rng(1).standard_normal((128, 128)).astype(np.float32)
exe = stablehlo_cc.compile(jax.jit(f).lower(x, w), cache=False)
np.testing.assert_allclose(exe(x, w), jax.jit(f)(x, w), rtol=1e-4, atol=1e-5)
assert "mlir.dialects._llvm_ops_gen" not in sys.modules, "imported mlir.dialects.llvm"
print("ok")
"""


def test_compile_does_not_import_generated_llvm_op_classes():
    """The light `llvm` module stands in for `mlir.dialects.llvm` (~40 ms of a first compile):
    a fresh process compiles (loop annotations, lowered LLVM-dialect code walked) without it."""
    import os
    import subprocess

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = subprocess.run([sys.executable, "-c", _NO_LLVM_OPS_CHILD], capture_output=True,
                         text=True, cwd=root, env=dict(os.environ, PYTHONPATH=root))
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip().endswith("ok")


_NO_JAXLIB_OP_CLASSES_CHILD = """
import sys
import numpy as np
import stablehlo_cc

# A loop (scf.while and arith ops met from Python once the rules lowered it) over a matrix.
PROGRAM = '''
func.func @main(%x: tensor<64x128xf32>, %w: tensor<128x128xf32>) -> tensor<64x128xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.constant dense<5> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %h = %x) : tensor<i32>, tensor<64x128xf32>
    cond {
      %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %d = stablehlo.dot_general %h, %w, contracting_dims = [1] x [0]
          : (tensor<64x128xf32>, tensor<128x128xf32>) -> tensor<64x128xf32>
      %t = stablehlo.tanh %d : tensor<64x128xf32>
      %j = stablehlo.add %i, %c1 : tensor<i32>
      stablehlo.return %j, %t : tensor<i32>, tensor<64x128xf32>
    }
  return %r#1 : tensor<64x128xf32>
}
'''
x = np.random.default_rng(0).standard_normal((64, 128)).astype(np.float32)
w = (np.random.default_rng(1).standard_normal((128, 128)) / 16).astype(np.float32)
exe = stablehlo_cc.compile(PROGRAM, cache=False)
h = x.astype(np.float64)
for _ in range(5):
    h = np.tanh(h @ w.astype(np.float64))
np.testing.assert_allclose(exe(x, w), h, rtol=1e-4, atol=1e-5)
imported = [m for m in ("jaxlib.mlir.dialects._scf_ops_gen", "jaxlib.mlir.dialects._arith_ops_gen",
                        "jaxlib.mlir.dialects._builtin_ops_gen", "mlir.dialects._builtin_ops_gen",
                        "mlir.dialects._ub_ops_gen") if m in sys.modules]
assert not imported, imported
print("ok")
"""


def test_compile_does_not_import_unused_generated_op_classes():
    """The light jaxlib `scf`/`arith`/`builtin` (and upstream `builtin`/`ub`) modules stand in
    for the generated ones (~10 ms of a recurrent model's first compile): a fresh process
    compiles a while loop, right, without importing them."""
    import os
    import subprocess

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = subprocess.run([sys.executable, "-c", _NO_JAXLIB_OP_CLASSES_CHILD],
                         capture_output=True, text=True, cwd=root,
                         env=dict(os.environ, PYTHONPATH=root))
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip().endswith("ok")
