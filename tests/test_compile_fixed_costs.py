"""What every compile pays once, cut (issue 11), without changing what is compiled: the
jaxlib context loads only the dialects the compiler builds from Python (any op built in it is
still a registered one), the thread pool's symbols reach the JIT's linker once a process, and
argument names handed on to a called function are still found. Results against jax.jit /
numpy."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jaxlib.mlir import ir

import stablehlo_cc
from stablehlo_cc import compile_cache
from stablehlo_cc.compiler import bridge, bytecode_reader, backend


def _while_loop(x):
    return jax.lax.while_loop(lambda c: c[0] < 5, lambda c: (c[0] + 1, c[1] * 1.5 + 1.0),
                              (0, x))[1]


def _complex_math(x):
    z = jax.lax.complex(x, x[::-1])
    return jnp.abs(jnp.exp(z) * jnp.sqrt(z))


def _sort_and_scan(x):
    return jnp.cumsum(jnp.sort(x)) + jnp.argmax(x)


def _fft(x):
    return jnp.abs(jnp.fft.rfft(x))


def _int_ops(x):
    n = (x * 10).astype(jnp.int32)
    return (n ** 3 // 7 + jnp.clip(n, -3, 3)).astype(jnp.float32)


def _erf_pow(x):
    return jax.scipy.special.erf(x) + jnp.power(jnp.abs(x), 2.5)


PROGRAMS = [_while_loop, _complex_math, _sort_and_scan, _fft, _int_ops, _erf_pow]


def _unregistered(module) -> list[str]:
    ctx = module.context
    found = []

    def visit(op):
        op = op.operation
        if not ctx.is_registered_operation(op.name):
            found.append(op.name)
        for region in op.regions:
            for block in region:
                for inner in block:
                    visit(inner)

    visit(module.operation)
    return found


@pytest.mark.parametrize("fn", PROGRAMS, ids=lambda f: f.__name__.strip("_"))
def test_ops_built_in_the_jaxlib_context_are_registered(fn, monkeypatch):
    """A builder given an op of a registered but unloaded dialect makes an unregistered op
    (no folds, no patterns): every op of the module the StableHLO and linalg stages hand to
    the bridge must be a registered one."""
    seen = []
    real = bridge.to_upstream

    def spy(module, name):
        seen.extend(_unregistered(module))
        return real(module, name)

    monkeypatch.setattr(bridge, "to_upstream", spy)
    x = np.linspace(-2, 2, 64, dtype=np.float32)
    exe = stablehlo_cc.compile(jax.jit(fn).lower(x), cache=False)
    assert seen == []
    np.testing.assert_allclose(np.asarray(exe(x)), np.asarray(jax.jit(fn)(x)),
                               rtol=2e-5, atol=2e-5)


def test_the_context_loads_few_dialects_and_the_parser_loads_the_rest():
    ctx = bytecode_reader.new_context()
    for name in bytecode_reader._BUILT_FROM_PYTHON + ("stablehlo", "chlo", "sdy"):
        assert ctx.is_registered_operation(f"{name}.{_AN_OP[name]}"), name
    assert not ctx.is_registered_operation("shape.shape_of")  # registered, not loaded
    module = ir.Module.parse("""
func.func @main(%x: tensor<4xf32>) -> tensor<1xindex> {
  %s = shape.shape_of %x : tensor<4xf32> -> tensor<1xindex>
  return %s : tensor<1xindex>
}""", ctx)
    assert ctx.is_registered_operation("shape.shape_of")
    assert _unregistered(module) == []


_AN_OP = {"builtin": "module", "func": "func", "arith": "addf", "tensor": "empty",
          "math": "exp", "scf": "for", "stablehlo": "add", "chlo": "erf",
          "sdy": "sharding_constraint"}


def test_native_symbols_are_given_to_the_linker_once(monkeypatch):
    """Two compiles with parallel loops: the second adds no symbol, and both run right."""
    calls = []
    real = backend.add_symbol
    monkeypatch.setattr(backend, "add_symbol", lambda n, a: (calls.append(n), real(n, a)))
    x = np.random.default_rng(0).standard_normal((512, 1024)).astype(np.float32)
    first = stablehlo_cc.compile(jax.jit(lambda a: jnp.tanh(a) * 2).lower(x), cache=False)
    np.testing.assert_allclose(first(x), np.tanh(x) * 2, rtol=1e-5, atol=1e-6)
    calls.clear()
    second = stablehlo_cc.compile(jax.jit(lambda a: a.sum(axis=1)).lower(x), cache=False)
    np.testing.assert_allclose(second(x), x.sum(axis=1), rtol=1e-4, atol=1e-3)
    assert compile_cache._native_given  # (the pool was used)
    assert calls == []
