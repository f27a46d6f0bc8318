"""Float sums over leading axes (column sums, batch-norm statistics over N*H*W) add their
rows blockwise and pairwise (compiler/linalg/reduction_codegen.py, `_pairwise_sum`): the
error against an exact (float64) sum stays within about log2(rows) ulp where a row-after-row
sum drifted to 40-400 ulp, and the order is fixed by the shape, so 1, 2 and 3 threads give
the same bits."""

from __future__ import annotations

import math

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest

import stablehlo_cc

RNG = np.random.default_rng(5)


def _data(shape, dtype=np.float32):
    # (mean 1: every partial sum grows with the rows, the hard case for a sequential sum)
    return (RNG.standard_normal(shape) + 1.0).astype(dtype)


def _ulps(got, exact, dtype):
    """The largest error of `got` against `exact` (float64), in ulp of `exact` rounded."""
    rounded = exact.astype(dtype).astype(np.float32)
    ulp = np.spacing(np.abs(rounded)).astype(np.float64)
    if dtype != np.float32:  # (spacing of the narrow type: its fraction bits)
        ulp = ulp * 2.0 ** (23 - ml_dtypes.finfo(dtype).nmant)
    return float(np.max(np.abs(got.astype(np.float64) - exact) / ulp))


def _same_for_any_thread_count(fn, x):
    exe = stablehlo_cc.compile(jax.jit(fn).lower(x), cache=False)
    results = []
    for threads in (1, 2, 3):
        exe.num_threads = threads
        results.append(np.asarray(exe(x)))
    for r in results[1:]:
        assert r.tobytes() == results[0].tobytes()
    return results[0]


@pytest.mark.parametrize("shape", [(2048, 1024), (65536, 64), (8192, 2048), (1000, 256),
                                   (1001, 130)])
def test_column_sum_error_grows_with_log_rows(shape):
    x = _data(shape)
    got = _same_for_any_thread_count(lambda a: a.sum(0), x)
    exact = x.astype(np.float64).sum(0)
    assert _ulps(got, exact, np.float32) <= math.log2(shape[0])


@pytest.mark.parametrize("stat", ["mean", "var"])
def test_batch_norm_statistics_over_nhw(stat):
    x = _data((32, 56, 56, 64))
    fn = {"mean": lambda a: a.mean((0, 1, 2)), "var": lambda a: a.var((0, 1, 2))}[stat]
    got = _same_for_any_thread_count(fn, x)
    wide = x.astype(np.float64)
    exact = wide.mean((0, 1, 2)) if stat == "mean" else wide.var((0, 1, 2))
    assert _ulps(got, exact, np.float32) <= math.log2(32 * 56 * 56)


@pytest.mark.parametrize("dtype", [ml_dtypes.bfloat16, np.float16])
def test_narrow_float_column_sums(dtype):
    x = _data((4096, 256), dtype)
    got = _same_for_any_thread_count(lambda a: jnp.sum(a, 0, dtype=dtype), x)
    exact = x.astype(np.float64).sum(0)
    assert got.dtype == dtype
    assert _ulps(got, exact, dtype) <= math.log2(4096)


def test_initial_value_is_added_once():
    x = _data((512, 256))
    got = _same_for_any_thread_count(
        lambda a: jax.lax.reduce(a, np.float32(5.0), jax.lax.add, (0,)), x)
    exact = x.astype(np.float64).sum(0) + 5.0
    assert _ulps(got, exact, np.float32) <= math.log2(512)


_NEGATIVE_ZEROS = """
func.func @main(%x: tensor<256x128xf32>) -> tensor<128xf32> {
  %init = stablehlo.constant dense<-0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [0]
      : (tensor<256x128xf32>, tensor<f32>) -> tensor<128xf32>
  return %s : tensor<128xf32>
}
"""


def test_negative_zeros_sum_to_negative_zero():
    """The blocks start from -0.0, the identity of addition (jax turns this init into +0.0,
    hence the StableHLO text)."""
    x = np.full((256, 128), -0.0, np.float32)
    x[:, 1] = 0.0
    got = np.asarray(stablehlo_cc.compile(_NEGATIVE_ZEROS, cache=False)(x))
    assert np.all(got == 0) and np.signbit(got[0]) and not np.signbit(got[1])
