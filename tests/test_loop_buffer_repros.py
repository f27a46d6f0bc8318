"""Two wrong answers found while lowering jaxlib's LAPACK calls (not in the LAPACK rules),
as minimal programs against jax.jit / numpy:

1. A `stablehlo.case` result that is also returned came back overwritten: MLIR's one-shot
   bufferization of `scf.index_switch` (what `case` became) let the op after it write in
   place into the buffer a case yielded, which the switch's result still named. `case` is
   now a chain of `scf.if` (rules/control_flow.py). jax.scipy.linalg.expm hit it (lax.switch
   over its Pade approximants).
2. An scf.for carrying (3x3 matrix, 3-vector) whose new matrix each iteration is a fresh
   allocation returned the matrix 16 bytes off on the first call: the loop, outlined into a
   function (linalg/loop_nest_functions.py), returned the allocation as a bare pointer, the
   malloc'ed start rather than the 64-byte-aligned data the caller read through it. Such a
   nest is no longer outlined. (What `_lapack_qr.py` emitted before it wrote the column with a
   select instead.)
"""

import numpy as np
import pytest

import stablehlo_cc

CASE_CLOBBER = """
func.func @main(%arg0: tensor<3x3xf32>, %i: tensor<i32>) -> (tensor<3x3xf32>, tensor<3x3xf32>) {
    %cst = stablehlo.constant dense<[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]> : tensor<3x3xf32>
    %0 = stablehlo.add %cst, %arg0 : tensor<3x3xf32>
    %6 = "stablehlo.case"(%i) ({
      %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
      %9 = stablehlo.add %arg0, %8 : tensor<3x3xf32>
      stablehlo.return %9 : tensor<3x3xf32>
    }, {
      stablehlo.return %arg0 : tensor<3x3xf32>
    }) : (tensor<i32>) -> tensor<3x3xf32>
    %7 = stablehlo.multiply %0, %6 : tensor<3x3xf32>
    return %7, %6 : tensor<3x3xf32>, tensor<3x3xf32>
}
"""

LOOP_COLUMN_UPDATE = """
module @jit_geqrf attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>) -> (tensor<3x3xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.iota dim = 0 : tensor<3x1xi64>
    %1 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %2 = stablehlo.iota dim = 0 : tensor<3xi64>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %4:2 = scf.for %arg1 = %c0 to %c3 step %c1 iter_args(%arg2 = %arg0, %arg3 = %3) -> (tensor<3x3xf32>, tensor<3xf32>) {
      %5 = arith.index_cast %arg1 : index to i64
      %from_elements = tensor.from_elements %5 : tensor<i64>
      %6 = stablehlo.dynamic_slice %arg2, %c, %from_elements, sizes = [3, 1] : (tensor<3x3xf32>, tensor<i64>, tensor<i64>) -> tensor<3x1xf32>
      %7 = stablehlo.dynamic_slice %arg2, %from_elements, %from_elements, sizes = [1, 1] : (tensor<3x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x1xf32>
      %8 = stablehlo.broadcast_in_dim %from_elements, dims = [] : (tensor<i64>) -> tensor<3x1xi64>
      %9 = stablehlo.compare GT, %0, %8, SIGNED : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
      %10 = stablehlo.compare EQ, %0, %8, SIGNED : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
      %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
      %12 = stablehlo.select %9, %6, %11 : tensor<3x1xi1>, tensor<3x1xf32>
      %13 = stablehlo.multiply %12, %12 : tensor<3x1xf32>
      %14 = stablehlo.reduce(%13 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
      %15 = stablehlo.reshape %14 : (tensor<1xf32>) -> tensor<1x1xf32>
      %16 = stablehlo.multiply %7, %7 : tensor<1x1xf32>
      %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %18 = stablehlo.compare EQ, %15, %17, FLOAT : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
      %19 = stablehlo.add %16, %15 : tensor<1x1xf32>
      %20 = stablehlo.sqrt %19 : tensor<1x1xf32>
      %21 = stablehlo.compare GE, %7, %17, FLOAT : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
      %22 = stablehlo.negate %20 : tensor<1x1xf32>
      %23 = stablehlo.select %21, %22, %20 : tensor<1x1xi1>, tensor<1x1xf32>
      %24 = stablehlo.subtract %23, %7 : tensor<1x1xf32>
      %25 = stablehlo.divide %24, %23 : tensor<1x1xf32>
      %26 = stablehlo.select %18, %17, %25 : tensor<1x1xi1>, tensor<1x1xf32>
      %27 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %28 = stablehlo.subtract %7, %23 : tensor<1x1xf32>
      %29 = stablehlo.divide %27, %28 : tensor<1x1xf32>
      %30 = stablehlo.select %18, %17, %29 : tensor<1x1xi1>, tensor<1x1xf32>
      %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x1xf32>
      %32 = stablehlo.multiply %12, %31 : tensor<3x1xf32>
      %33 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
      %34 = stablehlo.select %10, %33, %11 : tensor<3x1xi1>, tensor<3x1xf32>
      %35 = stablehlo.select %9, %32, %34 : tensor<3x1xi1>, tensor<3x1xf32>
      %36 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x1xi1>
      %37 = stablehlo.select %36, %11, %35 : tensor<3x1xi1>, tensor<3x1xf32>
      %38 = stablehlo.dot_general %37, %arg2, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x1xf32>, tensor<3x3xf32>) -> tensor<1x3xf32>
      %39 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x1xf32>
      %40 = stablehlo.multiply %39, %37 : tensor<3x1xf32>
      %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x3xf32>
      %42 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
      %43 = stablehlo.multiply %41, %42 : tensor<3x3xf32>
      %44 = stablehlo.subtract %arg2, %43 : tensor<3x3xf32>
      %45 = stablehlo.broadcast_in_dim %from_elements, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
      %46 = stablehlo.compare GT, %1, %45, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
      %47 = stablehlo.select %46, %44, %arg2 : tensor<3x3xi1>, tensor<3x3xf32>
      %48 = stablehlo.select %18, %7, %23 : tensor<1x1xi1>, tensor<1x1xf32>
      %49 = stablehlo.select %36, %6, %32 : tensor<3x1xi1>, tensor<3x1xf32>
      %50 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x1xf32>
      %51 = stablehlo.select %10, %50, %6 : tensor<3x1xi1>, tensor<3x1xf32>
      %52 = stablehlo.select %9, %49, %51 : tensor<3x1xi1>, tensor<3x1xf32>
      %53 = stablehlo.dynamic_update_slice %47, %52, %c, %from_elements : (tensor<3x3xf32>, tensor<3x1xf32>, tensor<i64>, tensor<i64>) -> tensor<3x3xf32>
      %54 = stablehlo.broadcast_in_dim %from_elements, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %55 = stablehlo.compare EQ, %2, %54, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
      %56 = stablehlo.reshape %26 : (tensor<1x1xf32>) -> tensor<1xf32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
      %58 = stablehlo.select %55, %57, %arg3 : tensor<3xi1>, tensor<3xf32>
      scf.yield %53, %58 : tensor<3x3xf32>, tensor<3xf32>
    }
    return %4#0, %4#1 : tensor<3x3xf32>, tensor<3xf32>
  }
}
"""


def test_case_result_returned_and_reused():
    a = np.full((3, 3), 0.5, np.float32)
    exe = stablehlo_cc.compile(CASE_CLOBBER)
    for index in (0, 1, -3, 7):  # (outside [0, n): the last branch, as the spec says)
        prod, chosen = exe(a, np.int32(index))
        want = a + 1 if index == 0 else a
        np.testing.assert_array_equal(chosen, want)
        np.testing.assert_array_equal(prod, (np.eye(3, dtype=np.float32) + a) * want)


@pytest.mark.parametrize("branches", [1, 2, 3, 5])
def test_switch_results_reused_like_jax(branches):
    """lax.switch of 1-5 branches whose result is returned and also read by a later op."""
    import jax
    import jax.numpy as jnp
    from jax import lax

    fns = [lambda x, k=k: x * (k + 2.0) + k for k in range(branches)]

    def f(x, i):
        chosen = lax.switch(i, fns, x)
        return (jnp.eye(4) + x) * chosen, chosen, chosen.sum()

    x = np.random.default_rng(branches).standard_normal((4, 4)).astype(np.float32)
    exe = stablehlo_cc.compile(jax.jit(f).lower(x, np.int32(0)))
    for index in range(-1, branches + 1):
        got = exe(x, np.int32(index))
        want = jax.jit(f)(x, np.int32(index))
        for g, w in zip(got, want):
            np.testing.assert_allclose(g, np.asarray(w), rtol=1e-6, atol=1e-5)  # (FMA)


def test_loop_column_dynamic_update_slice():
    from jax._src.lax.linalg import geqrf
    import jax
    a = np.random.default_rng(0).standard_normal((3, 3)).astype(np.float32)
    want = [np.asarray(x) for x in jax.jit(geqrf)(a)]
    ex = stablehlo_cc.compile(LOOP_COLUMN_UPDATE)
    for _ in range(2):
        got = ex(a)
        np.testing.assert_allclose(got[0], want[0], rtol=1e-5, atol=1e-6)
