"""Float sums over leading axes (column sums, batch-norm statistics over N*H*W) add their
rows blockwise and pairwise (compiler/linalg/column_reductions.py, `_pairwise_sum`): the
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



def _data(shape, dtype=np.float32):
    # (mean 1: every partial sum grows with the rows, the hard case for a sequential sum; a
    # generator seeded by the shape, so a test's data do not depend on which tests ran before
    # it in its worker: a shared one once gave 3 rows summing to 0.028, where ulps of the
    # result say nothing about the summation)
    rng = np.random.default_rng(math.prod(shape) * 31 + len(shape))
    return (rng.standard_normal(shape) + 1.0).astype(dtype)


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


@pytest.mark.parametrize("shape", [(262144, 32), (65537, 64), (100001, 48), (7, 3001, 64),
                                   (65536, 384), (4096, 8), (3, 5)])
def test_column_sums_of_few_columns_in_row_chunks(shape):
    """Few kept columns (one to three tiles): the rows are summed in chunks on the pool, the
    chunks' partial sums added as a fixed tree (65536x384: 24 KiB of them, a heap buffer);
    odd row counts leave the last chunk longer, and small sums stay one piece. The bound and the bits are those of the unsplit sum."""
    x = _data(shape)
    axes = tuple(range(len(shape) - 1))
    got = _same_for_any_thread_count(lambda a: a.sum(axes), x)
    exact = x.astype(np.float64).sum(axes)
    assert _ulps(got, exact, np.float32) <= max(1.0, math.log2(math.prod(shape[:-1])))


@pytest.mark.parametrize("stat", ["mean", "var"])
@pytest.mark.parametrize("dtype", [np.float32, ml_dtypes.bfloat16])
def test_batch_norm_statistics_in_row_chunks(stat, dtype):
    """`jnp.mean`/`jnp.var` over (0, 1, 2) of 8x56x56x64 activations as jax.jit emits them
    (the squares and the conversion from bf16 fused into the chunked sum): within the
    pairwise bound, the same bits for 1, 2 and 3 threads."""
    x = _data((8, 56, 56, 64), dtype)
    fn = {"mean": lambda a: a.astype(jnp.float32).mean((0, 1, 2)),
          "var": lambda a: a.astype(jnp.float32).var((0, 1, 2))}[stat]
    got = _same_for_any_thread_count(fn, x)
    wide = x.astype(np.float64)
    exact = wide.mean((0, 1, 2)) if stat == "mean" else wide.var((0, 1, 2))
    assert _ulps(got, exact, np.float32) <= math.log2(8 * 56 * 56)


def test_row_chunks_keep_the_bits_of_the_unsplit_sum(monkeypatch):
    """With a power of two of whole blocks a chunk, the chunks' trees and the tree over them
    are the unsplit sum's one pairwise tree: splitting changes no bit."""
    from stablehlo_cc.compiler.linalg import column_reductions
    x = _data((65536, 64))
    split = np.asarray(stablehlo_cc.compile(jax.jit(lambda a: a.sum(0)).lower(x),
                                            cache=False)(x))
    monkeypatch.setattr(column_reductions, "_column_split", lambda *args: None)
    whole = np.asarray(stablehlo_cc.compile(jax.jit(lambda a: a.sum(0)).lower(x),
                                            cache=False)(x))
    assert split.tobytes() == whole.tobytes()


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
