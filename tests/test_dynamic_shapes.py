"""Programs with dynamic shapes: specialized at each call for the argument shapes, cached.

Oracles: jax.jit for JAX's shape-polymorphic exports, numpy for hand-written programs, and the
expected values of the StableHLO interpreter tests for the dynamic ops.
"""

import pathlib
import re
import threading

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import export
from jaxlib.mlir import ir

import stablehlo_cc
from stablehlo_cc import CompileError
from stablehlo_cc.cli import main as cli_main

RNG = np.random.default_rng(7)


def rand(*shape, dtype=np.float32):
    return RNG.standard_normal(shape).astype(dtype)


def poly_export(fn, *specs):
    """Export `fn` with shape polymorphism; each spec is (shape string or tuple, dtype)."""
    scope = export.SymbolicScope()
    args = []
    for shape, dtype in specs:
        if isinstance(shape, str):
            shape = export.symbolic_shape(shape, scope=scope)
        args.append(jax.ShapeDtypeStruct(shape, dtype))
    return export.export(jax.jit(fn))(*args)


# --- JAX shape polymorphism -----------------------------------------------------------------

def mlp(x, w1, w2):
    return jnp.tanh(x @ w1) @ w2 + x.shape[0]


def normalize_rows(x):
    return (x - x.mean(axis=1, keepdims=True)) / (x.std(axis=1, keepdims=True) + 1.0)


def pairs(x):  # shape (2*a, b) -> (a, 2*b)
    return jnp.reshape(x, (x.shape[0] // 2, -1)) * 2.0


def concat_iota(x):
    return jnp.concatenate([x, jnp.arange(x.shape[0], dtype=x.dtype)[:, None]], axis=1)


def pad_and_cumsum(x):
    return jnp.cumsum(jnp.pad(x, ((1, 2),)), axis=0)


def small_cnn(x, w):
    y = jax.lax.conv_general_dilated(x, w, (1, 1), "SAME",
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
    y = jax.lax.reduce_window(jax.nn.relu(y), -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1),
                              "VALID")
    return jax.nn.softmax(y.reshape(y.shape[0], -1), axis=-1)


def random_bits(key, x):  # the output shape follows x: a dynamic rng_bit_generator
    return jax.lax.rng_bit_generator(key, (x.shape[0], 4), dtype=jnp.uint32)


JAX_CASES = [
    ("mlp", mlp, [("b, 4", np.float32), ((4, 5), np.float32), ((5, 3), np.float32)],
     lambda n: [rand(n, 4), rand(4, 5), rand(5, 3)]),
    ("normalize_rows", normalize_rows, [("b, c", np.float32)], lambda n: [rand(n, n + 2)]),
    ("pairs", pairs, [("2*a, b", np.float32)], lambda n: [rand(2 * n, 3)]),
    ("concat_iota", concat_iota, [("b, 2", np.float32)], lambda n: [rand(n, 2)]),
    ("small_cnn", small_cnn, [("b, 8, 8, 3", np.float32), ((3, 3, 3, 4), np.float32)],
     lambda n: [rand(n, 8, 8, 3), rand(3, 3, 3, 4)]),
    ("random_bits", random_bits, [((4,), np.uint32), ("b", np.float32)],
     lambda n: [np.arange(4, dtype=np.uint32) * np.uint32(n + 1), rand(n)]),
    ("pad_and_cumsum", pad_and_cumsum, [("n", np.int32)],
     lambda n: [RNG.integers(-5, 5, n).astype(np.int32)]),
]


@pytest.mark.parametrize("name,fn,specs,make_args", JAX_CASES, ids=[c[0] for c in JAX_CASES])
def test_jax_shape_polymorphic_export_matches_jit(name, fn, specs, make_args):
    exe = stablehlo_cc.compile(poly_export(fn, *specs))
    assert any(d is None for t in exe.signature.args for d in t.shape)
    for n in (1, 3, 6, 3):
        args = make_args(n)
        got = exe(*args)
        want = jax.jit(fn)(*args)
        got, want = (got, want) if isinstance(got, tuple) else ((got,), (want,))
        for g, w in zip(got, want, strict=True):
            w = np.asarray(w)
            assert g.shape == w.shape and g.dtype == w.dtype
            np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-5)
    assert len(exe.specializations) == 3  # n=3 the second time came from the cache


def test_jax_serialized_artifact_with_symbolic_dims():
    exp = poly_export(mlp, ("b, 4", np.float32), ((4, 5), np.float32), ((5, 3), np.float32))
    exe = stablehlo_cc.compile(bytes(exp.mlir_module_serialized))
    args = [rand(2, 4), rand(4, 5), rand(5, 3)]
    np.testing.assert_allclose(exe(*args), jax.jit(mlp)(*args), rtol=1e-5, atol=1e-5)


def test_jax_shape_assertion_is_a_value_error():
    exe = stablehlo_cc.compile(poly_export(
        mlp, ("b, 4", np.float32), ((4, 5), np.float32), ((5, 3), np.float32)))
    with pytest.raises(ValueError, match=r"dimension variable 'b'.*args\[0\]\.shape"):
        exe(rand(0, 4), rand(4, 5), rand(5, 3))  # the export requires b >= 1
    exe2 = stablehlo_cc.compile(poly_export(pairs, ("2*a, b", np.float32)))
    with pytest.raises(ValueError, match=r"args\[0\]\.shape"):
        exe2(rand(5, 3))  # 5 is not 2*a
    assert exe.specializations == () and exe2.specializations == ()


def test_jax_equal_symbolic_dims_must_agree():
    exe = stablehlo_cc.compile(
        poly_export(lambda x, y: x * y, ("b", np.float32), ("b", np.float32)))
    np.testing.assert_allclose(exe(np.ones(3, np.float32), np.full(3, 2, np.float32)), [2, 2, 2])
    with pytest.raises(ValueError, match="args\\[1\\]"):
        exe(np.ones(3, np.float32), np.ones(4, np.float32))


def test_symbolic_lowered_reads_its_dimension_variables_from_argument_shapes():
    """jax.jit(f).lower with symbolic dimensions takes them as leading arguments
    (`jax.global_constant`): called like f, they are read from the argument shapes, and the
    shapes are checked against each other as jax.export's assertions would."""
    m, n = export.symbolic_shape("m, n")

    def f(a, b, c):
        return jnp.sum(b[: b.shape[0] // 2]) + jnp.sum(c) * jnp.ones(c.shape[0] + 1) + a.sum()

    exe = stablehlo_cc.compile(jax.jit(f).lower(*[jax.ShapeDtypeStruct(s, np.float32) for s in
                                                  [(m,), (2 * m,), (m + n - 1, n)]]))
    for k, j in ((3, 2), (5, 1)):
        args = rand(k), rand(2 * k), rand(k + j - 1, j)
        np.testing.assert_allclose(exe(*args), jax.jit(f)(*args), rtol=1e-5, atol=1e-5)
    with pytest.raises(ValueError, match=r"argument 1 must have 2\*m = 6 in dimension 0, got 7"):
        exe(rand(3), rand(7), rand(4, 2))
    with pytest.raises(ValueError, match=r"argument 2 must have n \+ m - 1 = 4 in dimension 0"):
        exe(rand(3), rand(6), rand(5, 2))
    same = stablehlo_cc.compile(jax.jit(lambda x, y: x * y).lower(
        *[jax.ShapeDtypeStruct((n,), np.float32)] * 2))
    with pytest.raises(ValueError, match=r"argument 1 must have n = 3 in dimension 0, got 4"):
        same(rand(3), rand(4))


# --- the cache ------------------------------------------------------------------------------

ADD = """
func.func @main(%x: tensor<?x4xf32>, %y: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %r = stablehlo.add %x, %y : tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}
"""


def test_same_shapes_are_compiled_once():
    exe = stablehlo_cc.compile(ADD)
    fn = exe.function("main")
    assert exe.specializations == () and fn.compilations == 0
    for n in (2, 5, 2, 2, 5):
        x, y = rand(n, 4), rand(n, 4)
        np.testing.assert_allclose(exe(x, y), x + y, rtol=1e-6)
    assert exe.specializations == (((2, 4), (2, 4)), ((5, 4), (5, 4)))
    assert fn.compilations == 2


def test_concurrent_first_calls_compile_once():
    exe = stablehlo_cc.compile(ADD)
    x = rand(3, 4)
    results, errors = [], []

    def call():
        try:
            results.append(exe(x, x))
        except Exception as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=call) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert len(results) == 4 and all(np.array_equal(r, x + x) for r in results)
    assert exe.function("main").compilations == 1


def test_static_program_is_not_specialized():
    exe = stablehlo_cc.compile(ADD.replace("?", "3"))
    assert type(exe.function("main")).__name__ == "CompiledFunction"
    assert exe.specializations == (((3, 4), (3, 4)),)
    with pytest.raises(ValueError,
                       match=r"argument 0 must be a tensor<3x4xf32>.*got shape \(2, 4\)"):
        exe(rand(2, 4), rand(2, 4))


# --- bad shapes -----------------------------------------------------------------------------

def test_shapes_that_break_the_program_are_value_errors():
    exe = stablehlo_cc.compile(ADD)
    with pytest.raises(ValueError, match=r"(?s)arg0: \(3, 4\), arg1: \(2, 4\).*stablehlo.add"):
        exe(rand(3, 4), rand(2, 4))
    with pytest.raises(ValueError, match="argument 1 of type tensor<\\?x4xf32> must have size 4 "
                                         "in dimension 1"):
        exe(rand(3, 4), rand(3, 5))
    with pytest.raises(ValueError, match="argument 0 .* must have rank 2"):
        exe(rand(12), rand(3, 4))
    with pytest.raises(TypeError, match="argument 0 must have element type f32"):
        exe(rand(3, 4, dtype=np.float64), rand(3, 4))
    with pytest.raises(TypeError, match="takes 2 arguments"):
        exe(rand(3, 4))
    assert exe.specializations == ()
    np.testing.assert_allclose(exe(np.ones((3, 4), np.float32), np.ones((3, 4), np.float32)), 2)


BOUNDED = """
func.func @main(%x: tensor<?xf32, #stablehlo.bounds<8>>, %y: tensor<?xf32, #stablehlo.bounds<8>>)
    -> tensor<?xf32, #stablehlo.bounds<8>> {
  %r = stablehlo.multiply %x, %y : tensor<?xf32, #stablehlo.bounds<8>>
  return %r : tensor<?xf32, #stablehlo.bounds<8>>
}
"""


def test_bounded_dimensions():
    exe = stablehlo_cc.compile(BOUNDED)
    assert str(exe.signature.args[0]) == "tensor<?xf32, #stablehlo.bounds<8>>"
    for n in (1, 8):
        x, y = rand(n), rand(n)
        np.testing.assert_allclose(exe(x, y), x * y, rtol=1e-6)
    with pytest.raises(ValueError, match="argument 1 .*bounded by 8, got size 9"):
        exe(rand(8), rand(9))


DATA_DEPENDENT = """
func.func @main(%x: tensor<?xf32>, %n: tensor<1xi32>) -> tensor<?xf32> {
  %r = stablehlo.dynamic_broadcast_in_dim %x, %n, dims = [0] : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
"""


def test_shape_from_argument_values_is_a_clear_compile_error():
    exe = stablehlo_cc.compile(DATA_DEPENDENT)
    with pytest.raises(CompileError, match=r"<string>:3:8: error: .*depend on argument values"):
        exe(rand(1), np.array([3], np.int32))


# --- signature, stages, ahead-of-time -------------------------------------------------------

def test_signature_shows_dynamic_dims():
    exe = stablehlo_cc.compile(ADD)
    assert exe.signature.describe() == \
        "main(arg0: tensor<?x4xf32>, arg1: tensor<?x4xf32>) -> (tensor<?x4xf32>)"
    assert "tensor<?x4xf32>" in repr(exe)


def test_emit_stages_of_a_dynamic_program():
    text = stablehlo_cc.compile(ADD, emit="stablehlo")
    assert "tensor<?x4xf32>" in text
    with pytest.raises(CompileError, match="arg_shapes"):
        stablehlo_cc.compile(ADD, emit="linalg")
    text = stablehlo_cc.compile(ADD, emit="linalg", arg_shapes=[(5, 4), (5, 4)])
    assert "tensor<5x4xf32>" in text and "?" not in text
    exe = stablehlo_cc.compile(ADD)
    assert "tensor<2x4xf32>" in exe.ir("linalg", arg_shapes=[(2, 4), (2, 4)])
    assert "define" in exe.ir("llvm-ir", arg_shapes=[np.zeros((2, 4), np.float32)] * 2)


def test_arg_shapes_specializes_ahead_of_time():
    exe = stablehlo_cc.compile(ADD, arg_shapes=[(5, 4), (5, 4)])
    assert exe.signature.describe() == \
        "main(arg0: tensor<5x4xf32>, arg1: tensor<5x4xf32>) -> (tensor<5x4xf32>)"
    x = rand(5, 4)
    np.testing.assert_allclose(exe(x, x), 2 * x, rtol=1e-6)
    with pytest.raises(ValueError, match="must have size 4 in dimension 1"):
        stablehlo_cc.compile(ADD, arg_shapes=[(5, 3), (5, 3)])
    with pytest.raises(TypeError, match="gives 1 shape"):
        stablehlo_cc.compile(ADD, arg_shapes=[(5, 4)])
    with pytest.raises(TypeError, match="element type f32"):
        stablehlo_cc.compile(ADD, arg_shapes=[np.zeros((5, 4)), np.zeros((5, 4))])


def test_library_needs_shapes(tmp_path):
    with pytest.raises(CompileError, match="dynamic shapes.*arg_shapes"):
        stablehlo_cc.build_library(ADD, str(tmp_path / "add.so"))
    sigs = stablehlo_cc.build_library(ADD, str(tmp_path / "add.so"), arg_shapes=[(3, 4), (3, 4)],
                                      header=str(tmp_path / "add.h"))
    assert sigs[0].args[0].shape == (3, 4)
    assert "float *result0" in (tmp_path / "add.h").read_text()
    exe = stablehlo_cc.load(str(tmp_path / "add.so"))
    x = rand(3, 4)
    np.testing.assert_allclose(exe(x, x), 2 * x, rtol=1e-6)


def test_cli_shapes(tmp_path, capsys):
    src = tmp_path / "add.mlir"
    src.write_text(ADD)
    assert cli_main([str(src), "-o", str(tmp_path / "add.so")]) == 1
    assert "--shapes" in capsys.readouterr().err
    assert cli_main([str(src), "-o", str(tmp_path / "add.so"), "--shapes", "2x4,2x4"]) == 0
    exe = stablehlo_cc.load(str(tmp_path / "add.so"))
    assert exe.signature.args[1].shape == (2, 4)
    assert cli_main([str(src), "--emit", "linalg", "--shapes", "2x4,3x4"]) == 2
    assert "arg1: (3, 4)" in capsys.readouterr().err


MIXED = """
func.func @main(%x: tensor<?xf32>) -> tensor<?xf32> {
  %r = stablehlo.negate %x : tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @fixed(%x: tensor<3xf32>) -> tensor<3xf32> {
  %r = stablehlo.abs %x : tensor<3xf32>
  return %r : tensor<3xf32>
}
"""


def test_static_and_dynamic_functions_in_one_program():
    exe = stablehlo_cc.compile(MIXED)
    assert type(exe.function("fixed")).__name__ == "CompiledFunction"
    x = rand(3)
    np.testing.assert_allclose(exe.function("fixed")(x), np.abs(x))
    np.testing.assert_allclose(exe(rand(4) * 0 + 1), -np.ones(4))


# --- dynamic ops ----------------------------------------------------------------------------

def dims_vector(value: str, ty: str, dims: list[int], name: str) -> str:
    """MLIR lines computing a tensor<Nxi32> of `value`'s sizes in `dims` as `%name`."""
    lines, parts = [], []
    for d in dims:
        lines.append(f"%{name}{d} = stablehlo.get_dimension_size {value}, dim = {d} : ({ty}) "
                     "-> tensor<i32>")
        lines.append(f"%{name}{d}v = stablehlo.reshape %{name}{d} : (tensor<i32>) -> tensor<1xi32>")
        parts.append(f"%{name}{d}v")
    types = ", ".join(["tensor<1xi32>"] * len(parts))
    lines.append(f"%{name} = stablehlo.concatenate {', '.join(parts)}, dim = 0 : ({types}) "
                 f"-> tensor<{len(parts)}xi32>")
    return "\n  ".join(lines)


def pad_oracle(x):
    """low (1, 0), high (0, 2), interior (1, 0), padding -1."""
    n, m = x.shape
    out = np.full((2 * n, m + 2), -1, x.dtype)
    out[1::2, :m] = x
    return out


OPS = {
    "dynamic_broadcast_in_dim": (f"""
func.func @main(%x: tensor<?xf32>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {{
  {dims_vector("%y", "tensor<?x?xf32>", [0, 1], "s")}
  %r = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %z = stablehlo.add %r, %y : tensor<?x?xf32>
  return %z : tensor<?x?xf32>
}}""", lambda n: [rand(n + 1), rand(n, n + 1)], lambda x, y: x[None, :] + y),
    "dynamic_iota": (f"""
func.func @main(%x: tensor<?x?xi32>) -> tensor<?x?xi32> {{
  {dims_vector("%x", "tensor<?x?xi32>", [0, 1], "s")}
  %i = stablehlo.dynamic_iota %s, dim = 1 : (tensor<2xi32>) -> tensor<?x?xi32>
  %z = stablehlo.multiply %i, %x : tensor<?x?xi32>
  return %z : tensor<?x?xi32>
}}""", lambda n: [RNG.integers(-9, 9, (n, n + 2)).astype(np.int32)],
        lambda x: np.arange(x.shape[1], dtype=np.int32)[None, :] * x),
    "dynamic_pad": ("""
func.func @main(%x: tensor<?x?xi64>) -> tensor<?x?xi64> {
  %p = stablehlo.constant dense<-1> : tensor<i64>
  %lo = stablehlo.constant dense<[1, 0]> : tensor<2xi64>
  %hi = stablehlo.constant dense<[0, 2]> : tensor<2xi64>
  %in = stablehlo.constant dense<[1, 0]> : tensor<2xi64>
  %r = stablehlo.dynamic_pad %x, %p, %lo, %hi, %in : (tensor<?x?xi64>, tensor<i64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xi64>
  return %r : tensor<?x?xi64>
}""", lambda n: [RNG.integers(0, 9, (n, 3))],
        lambda x: pad_oracle(x)),
    "dynamic_reshape": (f"""
func.func @main(%x: tensor<?x4xf32>) -> tensor<?x2xf32> {{
  %d0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %c2 = stablehlo.constant dense<2> : tensor<i32>
  %n = stablehlo.multiply %d0, %c2 : tensor<i32>
  %nv = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %two = stablehlo.constant dense<2> : tensor<1xi32>
  %s = stablehlo.concatenate %nv, %two, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %r = stablehlo.dynamic_reshape %x, %s : (tensor<?x4xf32>, tensor<2xi32>) -> tensor<?x2xf32>
  return %r : tensor<?x2xf32>
}}""", lambda n: [rand(n, 4)], lambda x: x.reshape(-1, 2)),
    "dynamic_gather": ("""
func.func @main(%x: tensor<?x4x2xi64>, %i: tensor<?x2xi64>) -> tensor<?x2x2xi64> {
  %ss = stablehlo.constant dense<[1, 2, 2]> : tensor<3xi64>
  %r = "stablehlo.dynamic_gather"(%x, %i, %ss) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0],
                                          start_index_map = [1, 0], index_vector_dim = 1>,
    indices_are_sorted = false } : (tensor<?x4x2xi64>, tensor<?x2xi64>, tensor<3xi64>) -> tensor<?x2x2xi64>
  return %r : tensor<?x2x2xi64>
}""", lambda n: [RNG.integers(0, 99, (n, 4, 2)),
                 np.stack([RNG.integers(0, 3, n + 1), RNG.integers(0, n, n + 1)], axis=1)],
        lambda x, i: np.stack([x[b, a:a + 2, :] for a, b in i])),
    "dynamic_conv": ("""
func.func @main(%x: tensor<?x?x?x1xf32>, %w: tensor<3x3x1x2xf32>) -> tensor<?x?x?x2xf32> {
  %pad = stablehlo.constant dense<1> : tensor<2x2xi64>
  %r = "stablehlo.dynamic_conv"(%x, %w, %pad) {
    window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>,
    window_reversal = array<i1: false, false>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    batch_group_count = 1 : i64, feature_group_count = 1 : i64
  } : (tensor<?x?x?x1xf32>, tensor<3x3x1x2xf32>, tensor<2x2xi64>) -> tensor<?x?x?x2xf32>
  return %r : tensor<?x?x?x2xf32>
}""", lambda n: [rand(n, n + 2, 4, 1), rand(3, 3, 1, 2)],
        lambda x, w: np.asarray(jax.lax.conv_general_dilated(
            x, w, (1, 1), [(1, 1), (1, 1)], dimension_numbers=("NHWC", "HWIO", "NHWC")))),
    "real_dynamic_slice": (f"""
func.func @main(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {{
  {dims_vector("%x", "tensor<?x?xf32>", [0, 1], "lim")}
  %st = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
  %str = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %r = stablehlo.real_dynamic_slice %x, %st, %lim, %str : (tensor<?x?xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}}""", lambda n: [rand(n + 1, n + 2)], lambda x: x[1:, ::2]),
    "get_dimension_size": ("""
func.func @main(%x: tensor<?x3xf32>) -> tensor<i32> {
  %d0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x3xf32>) -> tensor<i32>
  return %d0 : tensor<i32>
}""", lambda n: [rand(n, 3)], lambda x: np.int32(x.shape[0])),
    # XLA: the result is the operand with its dynamic size set; the padding beyond is ignored.
    "set_dimension_size": ("""
func.func @main(%x: tensor<?xf32>, %y: tensor<?x2xf32>) -> tensor<?xf32, #stablehlo.bounds<9>> {
  %n = stablehlo.get_dimension_size %y, dim = 0 : (tensor<?x2xf32>) -> tensor<i32>
  %r = stablehlo.set_dimension_size %x, %n, dim = 0 : (tensor<?xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<9>>
  return %r : tensor<?xf32, #stablehlo.bounds<9>>
}""", lambda n: [rand(n + 3), rand(n, 2)], lambda x, y: x[:y.shape[0]]),
}


@pytest.mark.parametrize("name", list(OPS))
def test_dynamic_op(name):
    program, make_args, oracle = OPS[name]
    exe = stablehlo_cc.compile(program)
    for n in (1, 3, 5):
        args = make_args(n)
        want = oracle(*args)
        got = exe(*args)
        assert got.shape == np.shape(want), (n, got.shape, np.shape(want))
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


def test_set_dimension_size_beyond_the_operand_is_a_value_error():
    exe = stablehlo_cc.compile(OPS["set_dimension_size"][0])
    with pytest.raises(ValueError, match="size 4 is outside"):
        exe(rand(3), rand(4, 2))


# --- the StableHLO interpreter tests for these ops ------------------------------------------

INTERPRET = pathlib.Path("/work/shared/conformance/stablehlo-interpret")
INTERPRET_FILES = ["dynamic_broadcast_in_dim", "dynamic_conv", "dynamic_gather", "dynamic_iota",
                   "dynamic_pad", "dynamic_reshape", "get_dimension_size"]
_EXPECT = re.compile(r"check\.expect_eq_const (%\w+), (dense<.*?>) : ([^\n]+)", re.S)


def interpreter_cases():
    """(id, program returning the checked value, expected value as MLIR attribute text)."""
    cases = []
    for name in INTERPRET_FILES:
        path = INTERPRET / f"{name}.mlir"
        if not path.exists():
            continue
        for k, chunk in enumerate(path.read_text().split("// -----")):
            m = _EXPECT.search(chunk)
            if not m:
                continue
            var, attr, ty = m.group(1), m.group(2), m.group(3).strip()
            body = chunk[:m.start()] + chunk[m.end():]
            body = re.sub(r"func\.func @(\w+)\(\)", rf"func.func @\1() -> {ty}", body)
            body = body.replace("func.return", f"func.return {var} : {ty}")
            cases.append(pytest.param(body, f"{attr} : {ty}", id=f"{name}-{k}"))
    return cases


@pytest.mark.skipif(not INTERPRET.exists(), reason="the StableHLO interpreter tests are not here")
@pytest.mark.parametrize("program,expected", interpreter_cases())
def test_interpreter_expected_values(program, expected):
    got = stablehlo_cc.compile(program)()
    want = np.array(ir.DenseElementsAttr(ir.Attribute.parse(expected, ir.Context())))
    assert got.shape == want.shape
    np.testing.assert_array_equal(got, want)


# --- JAX's dynamic custom calls, entries not named main -------------------------------------

def interpret(text: str, args: list) -> list:
    """Run a static StableHLO program with the reference interpreter."""
    from jaxlib.mlir._mlir_libs import _stablehlo

    from stablehlo_cc.compiler import frontend

    program = frontend.parse(text)
    with program.context:
        results = _stablehlo.eval_module(program.module,
                                         [ir.DenseElementsAttr.get(np.asarray(a)) for a in args])
        return [np.array(r) for r in results]


def test_symbolic_top_k_specializes_to_a_static_top_k():
    def half_top_k(x):
        return jax.lax.top_k(x, x.shape[-1] // 2)

    exp = poly_export(half_top_k, ("b, n", np.float32))
    for shape in [(2, 6), (3, 4)]:
        x = rand(*shape)
        text = stablehlo_cc.compile(exp, emit="stablehlo", arg_shapes=[shape])
        assert "?" not in text and "dynamic_top_k" not in text
        # (the stage's text holds the sort rule's scf loops now: run it compiled, not
        # interpreted)
        values, indices = stablehlo_cc.compile(exp, arg_shapes=[shape])(x)
        want_values, want_indices = half_top_k(x)
        np.testing.assert_array_equal(values, want_values)
        np.testing.assert_array_equal(indices, want_indices)


REDUCE_WINDOW_NOT_MAIN = """
func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  return %x : tensor<2xf32>
}
func.func @running_max(%x: tensor<?xf32>) -> tensor<?xf32> {
  %d = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?xf32>) -> tensor<i32>
  %dv = stablehlo.reshape %d : (tensor<i32>) -> tensor<1xi32>
  %one = stablehlo.constant dense<1> : tensor<1xi32>
  %lo = stablehlo.subtract %dv, %one : tensor<1xi32>
  %zero = stablehlo.constant dense<0> : tensor<1xi32>
  %p = stablehlo.concatenate %lo, %zero, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %pad = stablehlo.reshape %p : (tensor<2xi32>) -> tensor<1x2xi32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %r = stablehlo.custom_call @stablehlo.dynamic_reduce_window(%x, %init, %dv, %one, %one, %one, %pad)
       {called_computations = [@max_f32]}
       : (tensor<?xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1x2xi32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func private @max_f32(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %m = stablehlo.maximum %a, %b : tensor<f32>
  return %m : tensor<f32>
}
"""


def test_dynamic_reduce_window_in_a_function_not_named_main():
    exe = stablehlo_cc.compile(REDUCE_WINDOW_NOT_MAIN, entry="running_max")
    for n in (1, 4, 7):
        x = rand(n)
        np.testing.assert_array_equal(exe(x), np.maximum.accumulate(x))
    both = stablehlo_cc.compile(REDUCE_WINDOW_NOT_MAIN)  # @main stays, as a private function
    x = rand(5)
    np.testing.assert_array_equal(both.function("running_max")(x), np.maximum.accumulate(x))
    np.testing.assert_array_equal(both(x[:2]), x[:2])


def test_python_lists_take_the_declared_element_type():
    exe = stablehlo_cc.compile(ADD)
    np.testing.assert_array_equal(exe([[1, 2, 3, 4]], [[1, 1, 1, 1]]), [[2, 3, 4, 5]])
    assert exe.specializations == (((1, 4), (1, 4)),)


def test_cli_runs_a_dynamic_program(tmp_path, capsys):
    src = tmp_path / "add.mlir"
    src.write_text(ADD)
    x = rand(3, 4)
    np.savez(tmp_path / "in.npz", arg0=x, arg1=x)
    np.savez(tmp_path / "want.npz", result0=2 * x)
    assert cli_main(["run", str(src), "--inputs", str(tmp_path / "in.npz"),
                     "--expected", str(tmp_path / "want.npz")]) == 0
    assert "match" in capsys.readouterr().out


INTERNAL_DYNAMISM = """
func.func @main(%x: tensor<2x4xf32>) -> tensor<8xf32> {
  %c = stablehlo.constant dense<8> : tensor<1xi32>
  %r = stablehlo.dynamic_reshape %x, %c : (tensor<2x4xf32>, tensor<1xi32>) -> tensor<?xf32>
  %n = stablehlo.negate %r : tensor<?xf32>
  %y = stablehlo.reshape %n : (tensor<?xf32>) -> tensor<8xf32>
  return %y : tensor<8xf32>
}
"""


def test_dynamic_values_inside_a_static_function_are_refined():
    x = rand(2, 4)
    for exe in (stablehlo_cc.compile(INTERNAL_DYNAMISM),
                stablehlo_cc.compile(INTERNAL_DYNAMISM, arg_shapes=[(2, 4)])):
        assert type(exe.function("main")).__name__ == "CompiledFunction"
        np.testing.assert_array_equal(exe(x), -x.ravel())
    with pytest.raises(ValueError, match="must have size 2 in dimension 0"):
        stablehlo_cc.compile(INTERNAL_DYNAMISM, arg_shapes=[(3, 4)])


def test_cli_shape_syntax():
    from stablehlo_cc.cli import parse_shapes

    assert parse_shapes("8x4,4x3") == [(8, 4), (4, 3)]
    assert parse_shapes("5,,()") == [(5,), (), ()]
    with pytest.raises(Exception, match="bad shape"):
        parse_shapes("8y4")
