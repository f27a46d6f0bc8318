"""Loop nests as functions (compiler/linalg/loop_nest_functions.py): every outermost loop nest
becomes a function and equal nests share one. Results match jax.jit on programs whose nests
repeat (a stack of equal layers), read views with a dynamic offset, update a buffer in place,
run inside `while` loops and conditionals; and the repeated layers really compile to one
function per distinct nest."""

from __future__ import annotations

import re

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler.linalg.loop_nest_functions import PREFIX

RNG = np.random.default_rng(11)


def _f32(*shape):
    return RNG.standard_normal(shape).astype(np.float32)


def _layer_norm(x, g, b):
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + 1e-5) * g + b


def _block(x, w, g, b):
    h = _layer_norm(x, g, b)
    a = jax.nn.softmax(h @ h.swapaxes(-1, -2) / 8.0, axis=-1) @ h
    return x + jax.nn.gelu(a @ w)


def _stack(x, ws, gs, bs):
    """Four equal layers, each with its own weights (as a transformer's)."""
    for w, g, b in zip(ws, gs, bs):
        x = _block(x, w, g, b)
    return x


def _stack_args(layers=4):
    return (_f32(2, 64, 128), [_f32(128, 128) * 0.05 for _ in range(layers)],
            [_f32(128) for _ in range(layers)], [_f32(128) for _ in range(layers)])


def _dynamic_rows(x, start):
    """A view with an offset known only at run time, read by an elementwise nest."""
    rows = jax.lax.dynamic_slice_in_dim(x, start, 32, axis=1)
    return jnp.tanh(rows) * 2.0 + rows.sum(-1, keepdims=True)


def _in_place(x, update, i):
    """A buffer updated in place, read again (one argument buffer, two views)."""
    y = jax.lax.dynamic_update_slice_in_dim(x, update, i, axis=0)
    return y * 3.0 + y[::-1]


def _while_loop(x, n):
    """Nests inside a `while` body (the trip count is a run-time value)."""
    def body(carry):
        k, h = carry
        return k + 1, _layer_norm(jnp.tanh(h) + h, 1.0, 0.0)
    return jax.lax.while_loop(lambda c: c[0] < n, body, (0, x))[1]


def _conditional(x, p):
    return jax.lax.cond(p > 0, lambda v: jnp.exp(v) - v.mean(0), lambda v: jnp.sin(v) * v, x)


CASES = {
    "stack_of_layers": (_stack, _stack_args),
    "dynamic_offset_view": (_dynamic_rows, lambda: (_f32(2, 100, 256), np.int32(37))),
    "in_place_update": (_in_place, lambda: (_f32(64, 512), _f32(8, 512), np.int32(20))),
    "while_loop": (_while_loop, lambda: (_f32(16, 256), np.int32(5))),
    "conditional_true": (_conditional, lambda: (_f32(128, 256), np.float32(1.0))),
    "conditional_false": (_conditional, lambda: (_f32(128, 256), np.float32(-1.0))),
}


def _flat(tree):
    return [np.asarray(a) for a in jax.tree_util.tree_leaves(tree)]


@pytest.mark.parametrize("name", sorted(CASES))
def test_matches_jax(name):
    fn, make = CASES[name]
    args = make()
    expected = _flat(jax.jit(fn)(*args))
    exe = stablehlo_cc.compile(jax.jit(fn).lower(*args), cache=False)
    got = _flat(exe(*_flat(args)))
    assert len(got) == len(expected)
    for g, e in zip(got, expected):
        scale = max(1.0, float(np.abs(e).max()))
        np.testing.assert_allclose(g, e, atol=2e-5 * scale, rtol=2e-5)


def _nest_functions(llvm_dialect: str) -> tuple[int, int]:
    """(distinct nest functions defined, calls to them) in LLVM-dialect text."""
    defined = set(re.findall(rf"llvm\.func @({PREFIX}_\d+)\(", llvm_dialect))
    calls = re.findall(rf"llvm\.call @({PREFIX}_\d+)\(", llvm_dialect)
    return len(defined), len(calls)


def _layer_counts(monkeypatch, outline_layers: bool) -> dict:
    from stablehlo_cc.compiler.stablehlo import stage
    if not outline_layers:  # (layers left inline, as repeated_layers.py leaves some)
        monkeypatch.setattr(stage, "outline_repeated_layers", lambda module: None)
    counts = {}
    for layers in (2, 4):
        args = _stack_args(layers)
        text = stablehlo_cc.compile(jax.jit(_stack).lower(*args), emit="llvm-dialect",
                                    cache=False)
        counts[layers] = _nest_functions(text)
    monkeypatch.undo()
    return counts


def test_equal_layers_share_functions(monkeypatch):
    """Four inlined layers compile to the nests of about one: adding layers adds calls only."""
    counts = _layer_counts(monkeypatch, outline_layers=False)
    (defined2, calls2), (defined4, calls4) = counts[2], counts[4]
    assert calls4 > calls2 > 0
    # The first and last layers may differ (what fusion joins at the ends); two more layers
    # in the middle add calls, and (nearly) no functions.
    assert (defined4 - defined2) * 4 <= calls4 - calls2, counts


def test_outlined_layers_add_no_nests(monkeypatch):
    """Layers made one function by repeated_layers.py: two more add neither nests nor calls
    of them (the calls are of the layer function; two layers may even stay inline)."""
    counts = _layer_counts(monkeypatch, outline_layers=True)
    (defined2, calls2), (defined4, calls4) = counts[2], counts[4]
    assert 0 < defined4 <= defined2 and 0 < calls4 <= calls2, counts


def test_functions_not_inlined_back():
    """The nest functions stay functions in the optimized LLVM IR (`noinline`)."""
    lowered = jax.jit(_stack).lower(*_stack_args(4))
    before = stablehlo_cc.compile(lowered, emit="llvm-dialect", cache=False)
    ir = stablehlo_cc.compile(lowered, emit="llvm-ir", cache=False)
    defined, _ = _nest_functions(before)
    assert defined > 1  # (how many depends on the host: products may go to the native GEMM)
    assert len(re.findall(rf"^define [^\n]*@{PREFIX}_\d+\(", ir, re.M)) == defined


TWO_EQUAL_PUBLIC = """
func.func public @first(%x: tensor<64x512xf32>) -> tensor<64x512xf32> {
  %0 = stablehlo.tanh %x : tensor<64x512xf32>
  %1 = stablehlo.multiply %0, %x : tensor<64x512xf32>
  return %1 : tensor<64x512xf32>
}
func.func public @second(%x: tensor<64x512xf32>) -> tensor<64x512xf32> {
  %0 = stablehlo.tanh %x : tensor<64x512xf32>
  %1 = stablehlo.multiply %0, %x : tensor<64x512xf32>
  return %1 : tensor<64x512xf32>
}
"""


def test_equal_public_functions_both_kept():
    """Equal nests are found by upstream `duplicate-function-elimination`, which looks at
    every function: two equal public functions must both stay, and their nests be one."""
    text = stablehlo_cc.compile(TWO_EQUAL_PUBLIC, emit="llvm-dialect", cache=False,
                                functions=["first", "second"])
    assert re.search(r"llvm\.func @first\(", text) and re.search(r"llvm\.func @second\(", text)
    assert _nest_functions(text) == (1, 2)
    x = _f32(64, 512)
    exe = stablehlo_cc.compile(TWO_EQUAL_PUBLIC, cache=False)
    for name in ("first", "second"):
        got = np.asarray(exe.function(name)(x))
        np.testing.assert_allclose(got, np.tanh(x) * x, rtol=2e-6, atol=2e-6)


NEST_RESULT_USED_LATER = """
func.func @f(%a: memref<64xf32>, %out: memref<64xf32>, %flag: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %i = %c0 to %c64 step %c1 iter_args(%acc = %zero) -> (f32) {
    %v = memref.load %a[%i] : memref<64xf32>
    %n = arith.addf %acc, %v : f32
    scf.yield %n : f32
  }
  scf.for %i = %c0 to %c64 step %c1 {
    %v = memref.load %a[%i] : memref<64xf32>
    %s = arith.mulf %v, %sum : f32
    memref.store %s, %out[%i] : memref<64xf32>
  }
  scf.if %flag {
    scf.for %i = %c0 to %c64 step %c1 {
      %v = memref.load %out[%i] : memref<64xf32>
      %s = arith.addf %v, %sum : f32
      memref.store %s, %out[%i] : memref<64xf32>
    }
  }
  return
}
"""


def test_result_of_a_nest_passed_to_later_nests():
    """A nest's result, used by a later nest (also one inside an `scf.if`), is passed to
    that nest's function as an argument: it is the call's result by then, which is not
    among the values the function had before outlining (the module would not verify if
    the later nests took it as their own)."""
    import mlir.ir as uir
    from stablehlo_cc.compiler.bridge import new_upstream_context
    from stablehlo_cc.compiler.linalg.loop_nest_functions import outline_loop_nests

    with new_upstream_context():
        module = uir.Module.parse(NEST_RESULT_USED_LATER)
        assert outline_loop_nests(module) == 3
        assert module.operation.verify()
        text = str(module)
    calls = re.findall(rf"call @{PREFIX}_\d+\(([^)]*)\)", text)
    assert len(calls) == 3 and all("%0" in c for c in calls[1:]), text
