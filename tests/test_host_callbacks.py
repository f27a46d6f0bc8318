"""JAX host callbacks (jax.debug.print, pure_callback, io_callback) compiled from a JAX
`Lowered`: each `xla_ffi_python_cpu_callback` site calls the Lowered's Python function;
jax.jit is the oracle for values, prints and their order."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import lax
from jax.experimental import io_callback

import stablehlo_cc


def _both(f, *args):
    """(stablehlo-cc's result, jax.jit's result) of `f` on `args`, calls in that order."""
    exe = stablehlo_cc.compile(jax.jit(f).lower(*args))
    return exe(*args), jax.jit(f)(*args)


def test_debug_print_in_a_loop_prints_each_step_in_order(capsys):
    def f(x):
        def body(i, acc):
            jax.debug.print("step {i}: {a}", i=i, a=acc)
            return acc * 2 + i
        return lax.fori_loop(0, 4, body, x)

    x = np.array([1.0, -0.5], np.float32)
    exe = stablehlo_cc.compile(jax.jit(f).lower(x))
    ours = exe(x)
    printed = capsys.readouterr().out
    expected = jax.jit(f)(x)
    jax.effects_barrier()
    assert printed == capsys.readouterr().out  # the same lines as jax.jit, in the same order
    assert printed.count("step") == 4 and printed.index("step 0") < printed.index("step 3")
    np.testing.assert_array_equal(ours, expected)


def test_pure_callback_results_are_used_afterwards():
    def f(x):
        shape = jax.ShapeDtypeStruct(x.shape, x.dtype)
        y = jax.pure_callback(lambda a: np.cumsum(np.asarray(a)[::-1]).astype(a.dtype),
                              shape, x)
        return jnp.tanh(y) + x, jnp.sum(y)

    x = np.linspace(-1, 1, 7).astype(np.float32)
    (a, s), (ea, es) = _both(f, x)
    np.testing.assert_allclose(a, ea, rtol=1e-6)
    np.testing.assert_allclose(s, es, rtol=1e-6)


def test_callbacks_in_cond_and_vmap():
    def in_cond(x, p):
        shape = jax.ShapeDtypeStruct(x.shape, x.dtype)
        return lax.cond(p > 0, lambda v: jax.pure_callback(np.exp, shape, v),
                        lambda v: -v, x)

    x = np.array([0.25, 2.0], np.float32)
    for p in (np.int32(1), np.int32(-1)):
        ours, expected = _both(in_cond, x, p)
        np.testing.assert_allclose(ours, expected, rtol=1e-6)

    def per_row(v):
        return jax.pure_callback(lambda a: np.sort(a), jax.ShapeDtypeStruct(v.shape, v.dtype),
                                 v, vmap_method="sequential")

    m = np.array([[3, 1, 2], [9, 7, 8]], np.int32)
    ours, expected = _both(jax.vmap(per_row), m)
    np.testing.assert_array_equal(ours, expected)


def test_ordered_io_callback_runs_in_program_order():
    seen = []

    def record(tag):
        def cb(v):
            seen.append((tag, np.asarray(v).tolist()))
            return np.asarray(v) + 1
        return cb

    def f(x):
        shape = jax.ShapeDtypeStruct(x.shape, x.dtype)
        a = io_callback(record("a"), shape, x, ordered=True)
        b = io_callback(record("b"), shape, x * 10, ordered=True)  # independent of a
        c = io_callback(record("c"), shape, a + b, ordered=True)
        return c

    x = np.array([1, 2], np.int32)
    exe = stablehlo_cc.compile(jax.jit(f).lower(x))
    ours = exe(x)  # called like the JAX function: its tokens stay out of sight
    ours_seen, seen[:] = list(seen), []
    expected = jax.jit(f)(x)
    np.testing.assert_array_equal(ours, expected)
    assert ours_seen == seen == [("a", [1, 2]), ("b", [10, 20]), ("c", [13, 24])]
    assert exe(None, x).tolist() == [14, 25]  # main's own arguments (its token) work too


def test_a_callback_exception_reaches_the_caller():
    def boom(v):
        raise ValueError(f"bad value {int(v)}")

    def f(x):
        return jax.pure_callback(boom, jax.ShapeDtypeStruct((), np.int32), x) + 1

    exe = stablehlo_cc.compile(jax.jit(f).lower(np.int32(3)))
    with pytest.raises(ValueError, match=r"xla_ffi_python_cpu_callback.*bad value 3") as info:
        exe(np.int32(3))
    assert isinstance(info.value.__cause__, ValueError)
    # A wrong result shape is JAX's own check, raised the same way.
    exe = stablehlo_cc.compile(jax.jit(
        lambda x: jax.pure_callback(lambda v: np.zeros(2, np.int32),
                                    jax.ShapeDtypeStruct((3,), np.int32), x)).lower(
        np.int32(0)))
    with pytest.raises(RuntimeError, match="Incorrect output shape"):
        exe(np.int32(0))


def test_same_code_different_functions():
    """Two Lowered objects of the same text share cached code but call their own functions."""
    def make(k):
        def f(x):
            return jax.pure_callback(lambda v: v * k, jax.ShapeDtypeStruct((2,), np.float32), x)
        return f

    x = np.array([1.0, 2.0], np.float32)
    two = stablehlo_cc.compile(jax.jit(make(2.0)).lower(x))
    three = stablehlo_cc.compile(jax.jit(make(3.0)).lower(x))
    np.testing.assert_array_equal(two(x), [2, 4])
    np.testing.assert_array_equal(three(x), [3, 6])


def test_text_and_library_are_refused(tmp_path):
    def f(x):
        jax.debug.print("{x}", x=x)
        return x + 1

    lowered = jax.jit(f).lower(np.float32(1))
    with pytest.raises(stablehlo_cc.CompileError, match="JAX host callback.*Lowered"):
        stablehlo_cc.compile(lowered.as_text())
    with pytest.raises(stablehlo_cc.CompileError, match="library or object file cannot"):
        stablehlo_cc.build_library(lowered, str(tmp_path / "cb.so"))
