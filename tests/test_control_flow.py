"""Structural ops: while/if/case, tuples, tokens, optimization_barrier, composites and calls.

Oracles: the expected values written in the StableHLO interpreter tests (read in place), the
reference interpreter (`eval_module`) for hand-written programs, and `jax.jit` for JAX
programs built with lax.while_loop / fori_loop / cond / switch / scan.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import numpy as np
import pytest
from jaxlib.mlir import ir
from jaxlib.mlir._mlir_libs import _stablehlo

import stablehlo_cc
from stablehlo_cc.compiler import frontend

# --- the interpreter tests' own programs and expected values -------------------------------


def _interpret_dir() -> Path:
    env = os.environ.get("STABLEHLO_CC_CONFORMANCE_DIR")
    if env:
        return Path(env)
    tail = Path("shared") / "conformance" / "stablehlo-interpret"
    for parent in Path(__file__).resolve().parents:
        if (parent / tail).is_dir():
            return parent / tail
    return Path("/nonexistent")


_CHECK = re.compile(r"^\s*check\.expect_(?:almost_)?eq_const\s+(%[\w#]+)\s*,\s*"
                    r"(dense<.*>)\s*:\s*(tensor<[^>]*>)\s*$", re.M)
_TEST_FUNC = re.compile(r"func\.func @(\w+)\(\)\s*\{")


def _as_returning_function(chunk: str):
    """Rewrite a test function's checks into results: (program, name, [expected arrays])."""
    checks = _CHECK.findall(chunk)
    names = _TEST_FUNC.findall(chunk)
    name = "main" if "main" in names else names[-1]
    program = _CHECK.sub("", chunk)
    types = ", ".join(t for _, _, t in checks)
    values = ", ".join(v for v, _, _ in checks)
    program = program.replace(f"func.func @{name}() {{", f"func.func @{name}() -> ({types}) {{")
    start = program.index(f"func.func @{name}(")
    ret = program.index("func.return", start)
    end = program.index("\n", ret)
    program = program[:ret] + (f"func.return {values} : {types}" if checks else "func.return") \
        + program[end:]
    with frontend.new_context():
        expected = [np.array(ir.DenseElementsAttr(ir.Attribute.parse(f"{lit} : {t}")))
                    for _, lit, t in checks]
    return program, name, expected


def _interpret_cases(files):
    root = _interpret_dir()
    cases = []
    for f in files:
        path = root / f
        if not path.exists():
            continue
        for i, chunk in enumerate(path.read_text().split("// -----")):
            chunk = re.sub(r"//[^\n]*", "", chunk)
            cases.append(pytest.param(chunk, id=f"{f}#{i}"))
    return cases


STRUCTURAL_FILES = ["while.mlir", "if.mlir", "case.mlir", "tuple_and_get_tuple_element.mlir",
                    "optimization_barrier.mlir", "after_all.mlir", "composite.mlir", "call.mlir",
                    "chlo/scan.mlir"]


def test_interpreter_files_are_found():
    assert (_interpret_dir() / "while.mlir").exists(), \
        "set STABLEHLO_CC_CONFORMANCE_DIR to the StableHLO interpreter tests"


@pytest.mark.parametrize("chunk", _interpret_cases(STRUCTURAL_FILES))
def test_interpreter_program(chunk):
    program, name, expected = _as_returning_function(chunk)
    exe = stablehlo_cc.compile(program, entry=name)
    got = exe()
    got = list(got) if isinstance(got, tuple) else ([] if not expected else [got])
    assert len(got) == len(expected)
    for g, e in zip(got, expected):
        assert g.dtype == e.dtype and g.shape == e.shape
        np.testing.assert_allclose(g, e, rtol=1e-6)


# --- hand-written programs against the reference interpreter -------------------------------


def _reference(program: str, *args):
    with frontend.new_context() as ctx:
        module = ir.Module.parse(program, ctx)
        results = _stablehlo.eval_module(module, [ir.DenseElementsAttr.get(np.asarray(a))
                                                  for a in args])
        return [np.array(ir.DenseElementsAttr(r)) for r in results]


def _check_against_reference(program: str, *args, rtol=1e-5):
    got = stablehlo_cc.compile(program)(*args)
    got = list(got) if isinstance(got, tuple) else [got]
    want = _reference(program, *args)
    assert len(got) == len(want)
    for g, w in zip(got, want):
        assert g.dtype == w.dtype and g.shape == w.shape
        np.testing.assert_allclose(g, w, rtol=rtol, atol=1e-6)


# A while loop whose body reduces, contracts and carries a token and a tuple-built value.
WHILE_WITH_REDUCTIONS = """
func.func @main(%x: tensor<3x4xf32>, %n: tensor<i32>) -> (tensor<3x4xf32>, tensor<i32>, tensor<f32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %tok = stablehlo.after_all : !stablehlo.token
  %r:4 = stablehlo.while(%a = %x, %i = %c0, %tk = %tok, %acc = %z)
      : tensor<3x4xf32>, tensor<i32>, !stablehlo.token, tensor<f32>
  cond {
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %s = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [0, 1]
        : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %g = stablehlo.dot_general %a, %a, contracting_dims = [1] x [1]
        : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x3xf32>
    %m = stablehlo.dot_general %g, %a, contracting_dims = [1] x [0]
        : (tensor<3x3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %k = stablehlo.constant dense<0.3> : tensor<3x4xf32>
    %a2 = stablehlo.multiply %m, %k : tensor<3x4xf32>
    %t = stablehlo.tuple %a2, %s : tuple<tensor<3x4xf32>, tensor<f32>>
    %a3 = stablehlo.get_tuple_element %t[0] : (tuple<tensor<3x4xf32>, tensor<f32>>) -> tensor<3x4xf32>
    %s3 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<3x4xf32>, tensor<f32>>) -> tensor<f32>
    %acc2 = stablehlo.add %acc, %s3 : tensor<f32>
    %i2 = stablehlo.add %i, %c1 : tensor<i32>
    %tk2 = stablehlo.after_all %tk, %tok : !stablehlo.token
    stablehlo.return %a3, %i2, %tk2, %acc2 : tensor<3x4xf32>, tensor<i32>, !stablehlo.token, tensor<f32>
  }
  return %r#0, %r#1, %r#3 : tensor<3x4xf32>, tensor<i32>, tensor<f32>
}
"""


@pytest.mark.parametrize("n", [0, 1, 4])
def test_while_with_reductions_tokens_and_tuples(n):
    x = np.linspace(0.1, 0.8, 12, dtype=np.float32).reshape(3, 4)
    _check_against_reference(WHILE_WITH_REDUCTIONS, x, np.int32(n), rtol=1e-4)


# Nested control flow: a case inside a while inside an if, unsigned values carried around.
NESTED = """
func.func @main(%sel: tensor<i32>, %x: tensor<4xi32>) -> (tensor<4xi32>, tensor<i32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %c3 = stablehlo.constant dense<3> : tensor<i32>
  %c5 = stablehlo.constant dense<5> : tensor<i32>
  %p = stablehlo.compare GT, %sel, %c0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %r:2 = "stablehlo.if"(%p) ({
    %u = stablehlo.convert %x : (tensor<4xi32>) -> tensor<4xui32>
    %w:2 = stablehlo.while(%v = %u, %i = %c0) : tensor<4xui32>, tensor<i32>
    cond {
      %q = stablehlo.compare LT, %i, %c5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %q : tensor<i1>
    } do {
      %m = stablehlo.remainder %i, %c3 : tensor<i32>
      %v2 = "stablehlo.case"(%m) ({
        %a = stablehlo.add %v, %v : tensor<4xui32>
        stablehlo.return %a : tensor<4xui32>
      }, {
        %b = stablehlo.multiply %v, %v : tensor<4xui32>
        stablehlo.return %b : tensor<4xui32>
      }, {
        %d = stablehlo.constant dense<7> : tensor<4xui32>
        %e = stablehlo.subtract %v, %d : tensor<4xui32>
        stablehlo.return %e : tensor<4xui32>
      }) : (tensor<i32>) -> tensor<4xui32>
      %i2 = stablehlo.add %i, %c1 : tensor<i32>
      stablehlo.return %v2, %i2 : tensor<4xui32>, tensor<i32>
    }
    %back = stablehlo.convert %w#0 : (tensor<4xui32>) -> tensor<4xi32>
    stablehlo.return %back, %w#1 : tensor<4xi32>, tensor<i32>
  }, {
    %n = stablehlo.negate %x : tensor<4xi32>
    stablehlo.return %n, %sel : tensor<4xi32>, tensor<i32>
  }) : (tensor<i1>) -> (tensor<4xi32>, tensor<i32>)
  return %r#0, %r#1 : tensor<4xi32>, tensor<i32>
}
"""


@pytest.mark.parametrize("sel", [-2, 0, 1])
def test_nested_control_flow(sel):
    _check_against_reference(NESTED, np.int32(sel), np.array([1, -2, 3, 100000], np.int32))


# A case whose index is computed, with out-of-range indices, no operands and several results.
CASE_MANY = """
func.func @main(%i: tensor<i32>, %x: tensor<2x3xf64>) -> (tensor<2x3xf64>, tensor<f64>) {
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %r:2 = "stablehlo.case"(%i) ({
    %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0, 1]
        : (tensor<2x3xf64>, tensor<f64>) -> tensor<f64>
    stablehlo.return %x, %s : tensor<2x3xf64>, tensor<f64>
  }, {
    %e = stablehlo.exponential %x : tensor<2x3xf64>
    %m = stablehlo.reduce(%e init: %z) applies stablehlo.maximum across dimensions = [0, 1]
        : (tensor<2x3xf64>, tensor<f64>) -> tensor<f64>
    stablehlo.return %e, %m : tensor<2x3xf64>, tensor<f64>
  }, {
    %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf64>) -> tensor<3x2xf64>
    %r = stablehlo.reshape %t : (tensor<3x2xf64>) -> tensor<2x3xf64>
    stablehlo.return %r, %z : tensor<2x3xf64>, tensor<f64>
  }) : (tensor<i32>) -> (tensor<2x3xf64>, tensor<f64>)
  return %r#0, %r#1 : tensor<2x3xf64>, tensor<f64>
}
"""


@pytest.mark.parametrize("i", [-5, 0, 1, 2, 3, 2**31 - 1])
def test_case_branches_and_out_of_range_index(i):
    x = np.arange(6, dtype=np.float64).reshape(2, 3) / 3
    _check_against_reference(CASE_MANY, np.int32(i), x)


# --- tokens at the boundary ------------------------------------------------------------------

TOKENS = """
func.func @main(%t: !stablehlo.token, %x: tensor<3xf32>) -> (!stablehlo.token, tensor<3xf32>) {
  %t2 = stablehlo.after_all %t : !stablehlo.token
  %y = stablehlo.add %x, %x : tensor<3xf32>
  return %t2, %y : !stablehlo.token, tensor<3xf32>
}
"""


def test_token_arguments_and_results_are_none():
    exe = stablehlo_cc.compile(TOKENS)
    assert "!stablehlo.token" in exe.signature.describe()
    token, y = exe(None, np.array([1, 2, 3], np.float32))
    assert token is None
    np.testing.assert_array_equal(y, [2, 4, 6])
    with pytest.raises(TypeError, match="argument 0 is a token"):
        exe(np.zeros(()), np.zeros(3, np.float32))


def test_token_boundary_in_a_library(tmp_path):
    so, header = tmp_path / "tok.so", tmp_path / "tok.h"
    stablehlo_cc.build_library(TOKENS, str(so), header=str(header))
    assert "tok_main(" in header.read_text()
    exe = stablehlo_cc.load(str(so))
    token, y = exe(None, np.array([1, 2, 3], np.float32))
    assert token is None
    np.testing.assert_array_equal(y, [2, 4, 6])


def test_token_ops_and_a_token_through_an_optimization_barrier():
    program = """
    func.func @main(%x: tensor<2xf32>) -> (tensor<2xf32>, !stablehlo.token) {
      %t = stablehlo.create_token : !stablehlo.token
      %u = stablehlo.after_all %t, %t : !stablehlo.token
      %b:2 = stablehlo.optimization_barrier %x, %u : tensor<2xf32>, !stablehlo.token
      return %b#0, %b#1 : tensor<2xf32>, !stablehlo.token
    }
    """
    exe = stablehlo_cc.compile(program)
    y, token = exe(np.array([1.5, -2], np.float32))
    np.testing.assert_array_equal(y, [1.5, -2])
    assert token is None


def test_token_program_through_the_cli(tmp_path, capsys):
    from stablehlo_cc import cli

    (tmp_path / "tok.mlir").write_text(TOKENS)
    np.savez(tmp_path / "in.npz", arg0=np.array([1, 2, 3], np.float32))
    np.savez(tmp_path / "want.npz", np.array([2, 4, 6], np.float32))
    so = str(tmp_path / "tok.so")
    assert cli.main([str(tmp_path / "tok.mlir"), "-o", so]) == 0
    assert cli.main(["run", so, "--inputs", str(tmp_path / "in.npz"),
                     "--expected", str(tmp_path / "want.npz")]) == 0
    assert "(match)" in capsys.readouterr().out


def test_tuple_at_the_boundary_is_a_clear_error():
    program = """
    func.func @main(%t: tuple<tensor<2xf32>, tensor<i32>>) -> tensor<2xf32> {
      %a = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2xf32>, tensor<i32>>) -> tensor<2xf32>
      return %a : tensor<2xf32>
    }
    """
    with pytest.raises(stablehlo_cc.CompileError, match="tuples are not supported at a function"):
        stablehlo_cc.compile(program)


# --- JAX programs against jax.jit -------------------------------------------------------------

jax = pytest.importorskip("jax")
jnp = jax.numpy
lax = jax.lax


def _check_jax(f, *args, rtol=1e-5):
    exe = stablehlo_cc.compile(jax.jit(f).lower(*args))
    got = exe(*args)
    expected = jax.jit(f)(*args)
    # results come back in the function's output tree
    assert jax.tree_util.tree_structure(got) == jax.tree_util.tree_structure(expected)
    got = jax.tree_util.tree_leaves(got)
    want = jax.tree_util.tree_leaves(expected)
    assert len(got) == len(want)
    for g, w in zip(got, want):
        w = np.asarray(w)
        assert g.dtype == w.dtype and g.shape == w.shape
        np.testing.assert_allclose(g, w, rtol=rtol, atol=1e-5)


X = np.linspace(-1, 1, 12, dtype=np.float32).reshape(3, 4)


def test_jax_while_loop():
    _check_jax(lambda x: lax.while_loop(
        lambda c: c[1] < 5, lambda c: (c[0] * 1.5 + jnp.sum(c[0]), c[1] + 1), (x, 0)), X)


def test_jax_fori_loop():
    _check_jax(lambda x: lax.fori_loop(0, 7, lambda i, a: a + i * jnp.tanh(a), x), X)


@pytest.mark.parametrize("p", [-1, 1])
def test_jax_cond(p):
    _check_jax(lambda p, x: lax.cond(p > 0, jnp.sin, lambda x: jnp.cos(x) * 2, x),
               np.int32(p), X)


@pytest.mark.parametrize("i", [-3, 0, 1, 2, 5])
def test_jax_switch(i):
    branches = [lambda x: x + 1, lambda x: x @ x.T @ x, jnp.exp]
    _check_jax(lambda i, x: lax.switch(i, branches, x), np.int32(i), X)


def test_jax_scan():
    def f(xs):
        def step(c, row):
            c = c * 0.9 + row
            return c, jnp.sum(c * row)
        return lax.scan(step, jnp.zeros(4, jnp.float32), xs)
    _check_jax(f, X)


def test_jax_nested_loops_and_conds():
    def f(x):
        def outer(i, a):
            def inner(j, b):
                return lax.cond(j % 2 == 0, lambda b: b + j, lambda b: b * 0.5, b)
            return lax.fori_loop(0, i, inner, a) + jnp.max(a)
        return lax.fori_loop(0, 4, outer, x)
    _check_jax(f, X)


def test_jax_loop_carrying_many_values():
    def f(x, k):
        def body(c):
            a, b, s, d, e, i = c
            return (a + b, b * 0.5, s - a.sum(), d + jnp.dot(a, b.T).sum(), e ^ i, i + 1)
        init = (x, x, x.sum(), jnp.float32(0), k, jnp.int32(0))
        return lax.while_loop(lambda c: c[5] < 6, body, init)
    _check_jax(f, X, np.int32(3), rtol=1e-4)


def test_jax_scan_with_several_carries_and_outputs():
    def f(xs):
        def step(c, row):
            h, n = c
            h = jnp.tanh(h @ jnp.full((4, 4), 0.1, jnp.float32) + row)
            return (h, n + 1), (h.sum(), h * 2)
        return lax.scan(step, (jnp.zeros(4, jnp.float32), jnp.int32(0)), xs, reverse=True)
    _check_jax(f, X)


def test_jax_loop_updating_slices():
    def f(x):
        def body(i, a):
            return lax.dynamic_update_slice(a, jnp.full((1, 4), i, jnp.float32), (i, 0))
        return lax.fori_loop(0, 3, body, x)
    _check_jax(f, X)


def test_jax_gradient_through_scan():
    def loss(w, xs):
        def step(c, r):
            c = jnp.tanh(c * w + r)
            return c, c.sum()
        return lax.scan(step, jnp.zeros(4, jnp.float32), xs)[1].sum()
    _check_jax(jax.grad(loss), np.float32(0.5), X, rtol=1e-4)


def test_jax_switch_inside_scan():
    def f(xs):
        def step(c, r):
            v = lax.switch(c % 3, [lambda r: r, lambda r: -r, lambda r: r * r], r)
            return c + 1, v
        return lax.scan(step, jnp.int32(0), xs)
    _check_jax(f, X)


@pytest.mark.parametrize("p", [False, True])
def test_jax_cond_on_a_bool_argument_with_pytrees(p):
    def f(p, x):
        return lax.cond(p, lambda a: (a[0] + 1, {"k": a[1] * 2}),
                        lambda a: (a[0] - 1, {"k": a[1]}), (x, x.sum()))
    _check_jax(f, np.bool_(p), X)


def test_jax_while_carrying_a_bool_and_unsigned_values():
    def f(x, u):
        def body(c):
            a, go, v = c
            return a * 2, a.sum() < 100, v * np.uint32(3) + np.uint32(1)
        return lax.while_loop(lambda c: c[1], body, (x, True, u))
    _check_jax(f, np.abs(X) + 1, np.array([1, 2, 2**31], np.uint32))


def test_loop_updates_its_carried_buffer_in_place():
    """The body's elementwise update writes into the carried buffer: no allocation of the
    carried array inside the loop (which would cost a malloc and a copy every iteration)."""
    f = lambda x: lax.fori_loop(0, 10, lambda i, a: a * 0.5 + 1.0, x)  # noqa: E731
    x = np.ones((64, 64), np.float32)
    text = stablehlo_cc.compile(jax.jit(f).lower(x), emit="bufferized")
    loop = text[text.index("scf.while"):]
    assert not re.search(r"memref\.alloc\(\)[^\n]*: memref<64x64xf32>", loop)
    _check_jax(f, x)


def _dtype_cases():
    import ml_dtypes

    return [
        pytest.param(lambda a: lax.fori_loop(0, 3, lambda i, v: v * (1 + 0.5j) + i, a),
                     (np.arange(4) + 1j).astype(np.complex64), id="complex64-loop"),
        pytest.param(lambda a: lax.fori_loop(0, 3, lambda i, v: v * 1.5 + 1, a),
                     np.arange(4).astype(ml_dtypes.bfloat16), id="bf16-loop"),
        pytest.param(lambda a: lax.cond(a.sum() > 2, lambda v: v * 2, lambda v: v, a),
                     np.arange(4).astype(np.float16), id="f16-cond"),
        pytest.param(lambda a: lax.switch(a[1], [lambda v: v + 1, lambda v: v * 3], a),
                     np.arange(4).astype(np.int8), id="i8-switch"),
        pytest.param(lambda a: lax.while_loop(lambda v: v[0] < 100, lambda v: v * 3 + 1, a),
                     np.arange(4).astype(np.uint16), id="u16-while"),
    ]


@pytest.mark.parametrize("f, x", _dtype_cases())
def test_jax_control_flow_element_types(f, x):
    exe = stablehlo_cc.compile(jax.jit(f).lower(x))
    got, want = exe(x), np.asarray(jax.jit(f)(x))
    assert got.dtype == want.dtype and got.shape == want.shape
    np.testing.assert_allclose(got.astype(np.complex128), want.astype(np.complex128), rtol=1e-2)


def test_jax_while_whose_scalar_carries_are_not_results():
    """Canonicalization drops unused results of the loop, so the values entering the
    condition and those leaving the loop differ in number."""
    def f(x):
        return lax.while_loop(lambda c: c[1], lambda c: (c[0] * 2, c[0].sum() < 100, c[2] + 1),
                              (x, True, 0))[0]
    _check_jax(f, np.abs(X) + 0.1)


def test_jax_scalar_loop():
    _check_jax(lambda x: lax.fori_loop(0, 1000, lambda i, a: a * 0.999 + i.astype(a.dtype), x),
               np.float32(1.0), rtol=1e-4)
