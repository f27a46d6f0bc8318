"""stablehlo.sort: interpreter tests, and JAX sorts compared with jax.jit."""

import numpy as np
import pytest

import stablehlo_cc
from interpreter_cases import available, cases, check_case
from jax_oracle import assert_same

jax = pytest.importorskip("jax")
jnp = jax.numpy
lax = jax.lax


pytestmark = pytest.mark.usefixtures("jax_x64")  # 64-bit types: conftest.py


@pytest.mark.skipif(not available("sort"), reason="interpreter tests not present")
@pytest.mark.parametrize("case", cases("sort") if available("sort") else [],
                         ids=lambda c: c.name)
def test_interpreter(case):
    check_case(case, stablehlo_cc.compile)


def _floats(shape, dtype, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(shape).astype(dtype)
    flat = x.reshape(-1)
    flat[::7] = np.round(flat[::7])  # ties
    flat[1] = np.nan
    flat[2] = -0.0
    flat[3] = 0.0
    flat[4] = -np.inf
    return x


@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.float16])
@pytest.mark.parametrize("axis", [0, 1, -1])
def test_jnp_sort_floats_with_nan_and_signed_zero(dtype, axis):
    assert_same(lambda x: jnp.sort(x, axis=axis), _floats((6, 9), dtype))


def test_jnp_sort_rank3_middle_axis_and_descending():
    x = _floats((3, 5, 4), np.float32)
    assert_same(lambda x: jnp.sort(x, axis=1), x)
    assert_same(lambda x: jnp.sort(x, axis=0, descending=True), x)


@pytest.mark.parametrize("stable", [True, False])
def test_argsort_with_ties(stable):
    x = np.random.default_rng(1).integers(0, 4, (5, 33)).astype(np.int32)
    fn = lambda x: jnp.argsort(x, axis=-1, stable=stable)  # noqa: E731
    if stable:
        assert_same(fn, x)
    else:  # any order of equal keys will do: compare the keys they select
        from jax_oracle import run_both
        (ours,), (want,) = run_both(fn, x)
        np.testing.assert_array_equal(np.take_along_axis(x, ours, -1),
                                      np.take_along_axis(x, want, -1))


def test_lax_sort_several_operands_and_keys():
    rng = np.random.default_rng(2)
    keys0 = rng.integers(0, 3, (50,)).astype(np.int8)
    keys1 = rng.integers(0, 5, (50,)).astype(np.int64)
    payload = rng.standard_normal(50).astype(np.float32)
    assert_same(lambda a, b, c: lax.sort((a, b, c), num_keys=2), keys0, keys1, payload)
    # unsigned and boolean operands inside the program
    assert_same(lambda a, b: [r.astype(np.int64) for r in
                              lax.sort((a.astype(jnp.uint32), b > 0), num_keys=1)],
                keys1, payload)


def test_bf16_keys():
    rng = np.random.default_rng(3)
    assert_same(lambda x: jnp.sort(x.astype(jnp.bfloat16)).astype(jnp.float32),
                rng.standard_normal(40).astype(np.float32))


def test_bool_keys():
    """Booleans sort false first. (Written out: JAX puts the sort in a private function, and
    bool buffers crossing a function boundary hit an MLIR LLVM-lowering assertion.)"""
    text = """
    func.func @main(%x: tensor<9xf32>, %y: tensor<9xi32>) -> (tensor<9xi32>, tensor<9xi32>) {
      %z = stablehlo.constant dense<0.0> : tensor<9xf32>
      %k = stablehlo.compare GT, %x, %z, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
      %0:2 = "stablehlo.sort"(%k, %y) ({
      ^bb0(%a: tensor<i1>, %b: tensor<i1>, %c: tensor<i32>, %d: tensor<i32>):
        %lt = stablehlo.compare LT, %a, %b, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        stablehlo.return %lt : tensor<i1>
      }) {dimension = 0 : i64, is_stable = true}
         : (tensor<9xi1>, tensor<9xi32>) -> (tensor<9xi1>, tensor<9xi32>)
      %r = stablehlo.convert %0#0 : (tensor<9xi1>) -> tensor<9xi32>
      return %r, %0#1 : tensor<9xi32>, tensor<9xi32>
    }"""
    x = np.random.default_rng(5).standard_normal(9).astype(np.float32)
    y = np.arange(9, dtype=np.int32)
    keys, payload = stablehlo_cc.compile(text)(x, y)
    order = np.argsort(x > 0, kind="stable")
    np.testing.assert_array_equal(keys, (x > 0)[order].astype(np.int32))
    np.testing.assert_array_equal(payload, y[order])


def test_comparator_with_arithmetic():
    """A comparator that computes: order by |x| (the region is arbitrary StableHLO)."""
    x = np.array([3.0, -1.0, 2.0, -4.0, 0.5], np.float32)
    y = np.arange(5, dtype=np.int32)
    fn = lambda x, y: lax.sort_p.bind(x, y, dimension=0, is_stable=True, num_keys=1)  # noqa: E731
    # lax.sort has no custom comparator; write the program out
    text = """
    func.func @main(%x: tensor<5xf32>, %y: tensor<5xi32>) -> (tensor<5xf32>, tensor<5xi32>) {
      %0:2 = "stablehlo.sort"(%x, %y) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
        %aa = stablehlo.abs %a : tensor<f32>
        %bb = stablehlo.abs %b : tensor<f32>
        %lt = stablehlo.compare LT, %aa, %bb, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        stablehlo.return %lt : tensor<i1>
      }) {dimension = 0 : i64, is_stable = false}
         : (tensor<5xf32>, tensor<5xi32>) -> (tensor<5xf32>, tensor<5xi32>)
      return %0#0, %0#1 : tensor<5xf32>, tensor<5xi32>
    }"""
    del fn
    got_x, got_y = stablehlo_cc.compile(text)(x, y)
    order = np.argsort(np.abs(x), kind="stable")
    np.testing.assert_array_equal(got_x, x[order])
    np.testing.assert_array_equal(got_y, y[order])


def test_empty_and_single_element_dimensions():
    assert_same(jnp.sort, np.zeros((3, 1), np.float32))
    assert_same(lambda x: jnp.sort(x, axis=0), np.zeros((0, 4), np.float32))


def test_many_programs_in_one_process():
    for seed in range(4):
        assert_same(jnp.sort, _floats((7, 10 + seed), np.float32, seed))


def test_sort_100k_elements_in_n_log_n():
    x = np.random.default_rng(4).standard_normal(100_000).astype(np.float32)
    assert_same(jnp.sort, x)
    assert_same(jnp.argsort, x)


def test_comparator_using_an_outside_value_is_refused_clearly():
    text = """
    func.func @main(%x: tensor<5xf32>, %t: tensor<f32>) -> tensor<5xf32> {
      %0 = "stablehlo.sort"(%x) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %d = stablehlo.add %a, %t : tensor<f32>
        %lt = stablehlo.compare LT, %d, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        stablehlo.return %lt : tensor<i1>
      }) {dimension = 0 : i64} : (tensor<5xf32>) -> tensor<5xf32>
      return %0 : tensor<5xf32>
    }"""
    with pytest.raises(stablehlo_cc.CompileError, match=r"3:\d+: .*'stablehlo.sort' .* not "
                                                         r"supported yet: its region uses"):
        stablehlo_cc.compile(text)


def test_top_k_through_chlo():
    """lax.top_k is chlo.top_k, which the CHLO legalization turns into a sort."""
    x = _floats((4, 30), np.float32)
    x[:, 5] = x[:, 6]  # ties keep the lower index first
    assert_same(lambda v: jax.lax.top_k(v, 7), x)
