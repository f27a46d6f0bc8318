"""Data-movement ops on the thread pool (issue 10 items 0 and 1): transposes (32-bit elements
through the native kernel, tests/test_native_transpose.py; others tiled), copies,
concatenate, pad, slices, broadcasts, gather and scatter run as parallel loops whose inner
loops are vector code, give bit-identical results for 1, 2 and 3 threads, and match jax.jit
(exactly: they only move values) at real sizes."""

from __future__ import annotations

import re

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import ml_dtypes

import stablehlo_cc
from stablehlo_cc.contract.native import TRANSPOSE

RNG = np.random.default_rng(11)


def _f32(*shape):
    return RNG.standard_normal(shape).astype(np.float32)


def _run_all_thread_counts(fn, args):
    exe = stablehlo_cc.compile(jax.jit(fn).lower(*args))
    results = []
    for threads in (1, 2, 3):
        exe.num_threads = threads
        results.append(np.asarray(exe(*args)))
    return results


def _vector_ops(ir: str) -> int:
    return len(re.findall(r"<(?:4|8|16|32) x (?:float|half|i8|i16|i32)>", ir))


MOVES = {
    "transpose_4096": (lambda x: x.T, [_f32(4096, 4096)]),
    # 256-wide cache blocks shrink until the grid has enough blocks for the threads
    "transpose_1024": (lambda x: x.T, [_f32(1024, 1024)]),
    "transpose_768x2560": (lambda x: x.T, [_f32(768, 2560)]),
    "batched_transpose": (lambda x: jnp.transpose(x, (0, 2, 1)), [_f32(16, 512, 384)]),
    "nchw_to_nhwc": (lambda x: jnp.transpose(x, (0, 2, 3, 1)), [_f32(8, 64, 56, 56)]),
    "nhwc_to_nchw": (lambda x: jnp.transpose(x, (0, 3, 1, 2)), [_f32(8, 56, 56, 64)]),
    # 16-bit elements keep the generated tiles (the kernel takes 32-bit ones)
    "transpose_4096_bf16": (lambda x: x.T, [_f32(4096, 4096).astype(ml_dtypes.bfloat16)]),
    "nchw_to_nhwc_bf16": (lambda x: jnp.transpose(x, (0, 2, 3, 1)),
                          [_f32(8, 64, 56, 56).astype(ml_dtypes.bfloat16)]),
    "odd_permutation": (lambda x: jnp.transpose(x, (2, 0, 1)), [_f32(64, 1000, 3)]),
    "concatenate": (lambda a, b: jnp.concatenate([a, b], axis=1), [_f32(2048, 1000),
                                                                   _f32(2048, 600)]),
    "pad": (lambda a: jnp.pad(a, ((3, 5), (7, 9))), [_f32(2048, 1000)]),
    "slice": (lambda a: a[5:2000, 3:900], [_f32(2048, 1000)]),
    "strided_slice": (lambda a: a[::2, 1::3], [_f32(2048, 3000)]),
    "broadcast": (lambda a: jnp.broadcast_to(a[:, None, :], (512, 64, 300)), [_f32(512, 300)]),
    "reverse": (lambda a: a[:, ::-1], [_f32(2048, 1000)]),
    "embedding_gather": (lambda t, i: jnp.take(t, i, axis=0),
                         [_f32(65536, 256), RNG.integers(0, 65536, 16384).astype(np.int32)]),
}


@pytest.mark.parametrize("name", sorted(MOVES))
def test_moves_are_bit_identical_for_any_thread_count_and_exact(name):
    fn, args = MOVES[name]
    results = _run_all_thread_counts(fn, args)
    for r in results[1:]:
        assert r.tobytes() == results[0].tobytes()
    np.testing.assert_array_equal(results[0], np.asarray(jax.jit(fn)(*args)))


@pytest.mark.parametrize("name", ["transpose_4096_bf16", "nchw_to_nhwc_bf16", "concatenate",
                                  "broadcast", "embedding_gather"])
def test_moves_are_parallel_vector_loops(name):
    """Each runs as a parallel region, and its inner loops are vector code (an n-D parallel
    loop collapsed into one flat index would be scalar)."""
    fn, args = MOVES[name]
    ir = stablehlo_cc.compile(jax.jit(fn).lower(*args), emit="llvm-ir")
    assert "__shlo_kmpc_fork_call" in ir
    assert _vector_ops(ir) >= 8


@pytest.mark.parametrize("name", ["transpose_4096", "nchw_to_nhwc"])
def test_f32_transposes_call_the_native_kernel(name):
    fn, args = MOVES[name]
    ir = stablehlo_cc.compile(jax.jit(fn).lower(*args), emit="llvm-ir")
    assert TRANSPOSE["f32"] in ir


def test_tiled_transpose_blocks_run_in_parallel():
    """The cache blocks of a tiled transpose are the parallel loop; registers do 16x16 tiles."""
    x = _f32(4096, 4096).astype(ml_dtypes.bfloat16)
    bufferized = stablehlo_cc.compile(jax.jit(lambda x: x.T).lower(x), emit="bufferized")
    assert "scf.forall" in bufferized and "vector.transfer_read" in bufferized
