"""Parallel loops on the thread pool (stablehlo_cc/contract/native/, compiler/linalg/parallel_loops.py): results
match jax.jit, are bit-identical for 1, 2 and 3 threads on every kind of loop the pool runs,
small programs never touch the pool, libraries carry their pool and need only libc, and calls
from many Python threads at once stay correct."""

from __future__ import annotations

import os
import subprocess
import sys
import threading

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc
from thread_teams import on_1_2_3_threads

RNG = np.random.default_rng(7)


def _f32(*shape):
    return RNG.standard_normal(shape).astype(np.float32)


def _conv(x, k):
    return jax.lax.conv_general_dilated(x, k, (1, 1), "SAME",
                                        dimension_numbers=("NHWC", "HWIO", "NHWC"))


def _depthwise(x, k):
    return jax.lax.conv_general_dilated(x, k, (1, 1), "SAME", feature_group_count=x.shape[-1],
                                        dimension_numbers=("NHWC", "HWIO", "NHWC"))


def _conv_1d_strided(x, k):
    return jax.lax.conv_general_dilated(x, k, (2,), "SAME",
                                        dimension_numbers=("NWC", "WIO", "NWC"))


def _conv_3d(x, k):
    return jax.lax.conv_general_dilated(x, k, (1, 1, 1), "SAME",
                                        dimension_numbers=("NDHWC", "DHWIO", "NDHWC"))


def _avg_pool(x):
    return jax.lax.reduce_window(x, 0.0, jax.lax.add, (1, 2, 2, 1), (1, 2, 2, 1), "VALID") / 4


def _max_pool(x):
    return jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, 3, 3, 1), (1, 2, 2, 1), "SAME")


def _while_body(x):
    return jax.lax.fori_loop(0, 3, lambda i, h: jnp.tanh(h) * 0.5 + h, x)


# Every kind of loop nest the pool runs, at sizes where it does.
CASES = {
    "elementwise": (lambda x, y: jnp.tanh(x) * y + 1.0, [_f32(512, 700), _f32(512, 700)]),
    "broadcast": (lambda x, b: jnp.exp(x - b[:, None]), [_f32(900, 257), _f32(900)]),
    "row_reduction": (lambda x: jnp.sum(x * x, axis=1), [_f32(2048, 300)]),
    "argmax": (lambda x: jnp.argmax(x, axis=1), [_f32(1000, 333)]),
    "transpose": (lambda x: x.T + 1.0, [_f32(640, 480)]),
    "softmax": (lambda x: jax.nn.softmax(x, axis=-1), [_f32(512, 1024)]),
    "gather": (lambda t, i: jnp.take(t, i, axis=0) * 2.0,
               [_f32(4096, 64), RNG.integers(0, 4096, 3000).astype(np.int32)]),
    "convolution": (_conv, [_f32(2, 40, 40, 16), _f32(3, 3, 16, 24)]),
    # convolutions: a fixed grid of output blocks (batch, rows, channels), convolution_codegen
    "convolution_deep": (_conv, [_f32(2, 28, 28, 320), _f32(3, 3, 320, 40) * 0.02]),  # K blocks
    "depthwise": (_depthwise, [_f32(1, 56, 56, 96), _f32(3, 3, 1, 96)]),
    "conv_1d_strided": (_conv_1d_strided, [_f32(4, 500, 32), _f32(3, 32, 64)]),
    "conv_3d": (_conv_3d, [_f32(2, 8, 12, 12, 16), _f32(3, 3, 3, 16, 16)]),
    "avg_pool": (_avg_pool, [_f32(8, 56, 56, 64)]),
    "conv_bias_relu": (lambda x, k, b: jax.nn.relu(_conv(x, k) + b),
                       [_f32(2, 40, 40, 16), _f32(3, 3, 16, 24), _f32(24)]),
    "max_pool": (_max_pool, [_f32(4, 112, 112, 64)]),
    "while_body": (_while_body, [_f32(400, 400)]),
    # tiled contractions: their output's cache blocks run in parallel
    "matmul": (lambda a, b: a @ b, [_f32(300, 256), _f32(256, 520)]),
    "attention_scores": (lambda q, k: jnp.einsum("bqhd,bkhd->bhqk", q, k),
                         [_f32(2, 128, 4, 32), _f32(2, 128, 4, 32)]),
    # few row blocks (64 rows): the threads split the grid of row x column blocks
    "mlp_layer": (lambda x, w, b: jax.nn.relu(x @ w + b),
                  [_f32(64, 784), _f32(784, 1024) * 0.03, _f32(1024)]),
    # column sums in strips of columns, row blocks inside (column_reductions.py)
    "column_sum": (lambda x: (x * x).sum(axis=0), [_f32(4096, 1024)]),
    "column_argmax": (lambda x: jnp.argmax(x, axis=0), [_f32(1000, 2048)]),
    "gelu": (lambda x: jax.nn.gelu(x, approximate=True), [_f32(1 << 20)]),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_bit_identical_for_any_thread_count_and_matches_jax(name):
    fn, args = CASES[name]
    exe = stablehlo_cc.compile(jax.jit(fn).lower(*args))
    expected = np.asarray(jax.jit(fn)(*args))
    first = on_1_2_3_threads(exe, *args)
    np.testing.assert_allclose(first, expected, rtol=2e-5, atol=2e-5)


def test_large_loops_are_parallel_regions_small_ones_are_not():
    """Elementwise code and tiled contractions of real sizes run on the pool."""
    big = stablehlo_cc.compile(jax.jit(lambda x: jnp.sin(x) * 2.0).lower(_f32(1024, 1024)),
                               emit="llvm-ir")
    assert "__shlo_kmpc_fork_call" in big
    small = stablehlo_cc.compile(jax.jit(lambda x: jnp.sin(x) * 2.0).lower(_f32(8, 16)),
                                 emit="llvm-ir")
    assert "kmpc" not in small  # no hand-off for tiny work: the call stays as cheap as before
    matmul = stablehlo_cc.compile(jax.jit(lambda a, b: a @ b).lower(_f32(512, 512),
                                                                   _f32(512, 512)),
                                  emit="llvm-ir")
    # its cache blocks in parallel, or the packed product (gemm.c), parallel on the same pool
    assert "__shlo_kmpc_fork_call" in matmul or "__shlo_native_gemm_f32" in matmul
    conv = stablehlo_cc.compile(jax.jit(_conv).lower(_f32(4, 56, 56, 64), _f32(3, 3, 64, 64)),
                                emit="llvm-ir")
    # the packed product (its zero padding read by bounds: no padded copy), parallel on the
    # same pool, or its output blocks in parallel
    assert "__shlo_kmpc_fork_call" in conv or "__shlo_native_gemm_f32" in conv


def test_concurrent_calls_from_python_threads():
    fn = lambda x, y: jnp.tanh(x) * y  # noqa: E731
    args = [_f32(700, 700), _f32(700, 700)]
    exe = stablehlo_cc.compile(jax.jit(fn).lower(*args))
    expected = np.asarray(exe(*args))
    errors = []

    def work(seed):
        rng = np.random.default_rng(seed)
        for _ in range(5):
            scale = np.float32(rng.uniform(0.5, 2))
            got = exe(args[0], args[1] * scale)
            if not np.allclose(got, expected * scale, rtol=1e-5, atol=1e-6):
                errors.append(seed)

    threads = [threading.Thread(target=work, args=(s,)) for s in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors


def test_num_threads_option_is_checked():
    exe = stablehlo_cc.compile(jax.jit(lambda x: x * 2.0).lower(_f32(4)), num_threads=2)
    assert exe.num_threads == 2
    with pytest.raises(ValueError, match="num_threads"):
        exe.num_threads = 0


def test_library_carries_its_pool_and_needs_only_libc(tmp_path):
    fn = lambda x, y: jnp.tanh(x) * y + 1.0  # noqa: E731
    args = [_f32(600, 600), _f32(600, 600)]
    lib = tmp_path / "libpar.so"
    stablehlo_cc.build_library(jax.jit(fn).lower(*args), str(lib))
    needed = subprocess.run(["readelf", "-d", str(lib)], capture_output=True, text=True).stdout
    libs = {line.split("[")[1].split("]")[0] for line in needed.splitlines() if "NEEDED" in line}
    # glibc only (its dynamic loader provides the thread-local storage of the pool)
    assert {x for x in libs if not x.startswith("ld-linux")} <= \
        {"libc.so.6", "libm.so.6", "libmvec.so.1"}, libs
    exe = stablehlo_cc.load(str(lib), num_threads=2)
    expected = np.asarray(jax.jit(fn)(*args))
    first = on_1_2_3_threads(exe, *args)
    np.testing.assert_allclose(first, expected, rtol=2e-5, atol=2e-5)


def test_environment_variable_sets_the_default():
    code = ("from stablehlo_cc.contract import native; print(native.default_threads())")
    env = dict(os.environ, STABLEHLO_CC_NUM_THREADS="3")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                         timeout=120)
    assert out.stdout.strip() == "3", out.stderr


def test_grid_processes_share_the_cpus():
    """A 2-process grid with a large parallel loop gives each process's results right (each
    gets its share of the CPUs; regions of concurrent processes never block each other)."""
    src = jax.jit(lambda x: jnp.tanh(x) * 3.0).lower(_f32(800, 800))
    exe = stablehlo_cc.compile(src, num_replicas=2)
    xs = [_f32(800, 800), _f32(800, 800)]
    results = exe.run_grid([[x] for x in xs], timeout=120)
    for x, (r,) in zip(xs, results):
        np.testing.assert_allclose(r, np.tanh(x) * 3.0, rtol=2e-6, atol=2e-6)


def test_large_copies_are_parallel_regions():
    """A scatter's 32 MiB operand copy is a loop the threads split (strided_copies.py)."""
    fn = lambda t, i, u: t.at[i].add(u)  # noqa: E731
    args = [_f32(32768, 256), RNG.integers(0, 32768, 1000).astype(np.int32), _f32(1000, 256)]
    lowered = jax.jit(fn).lower(*args)
    assert "__shlo_kmpc_fork_call" in stablehlo_cc.compile(lowered, emit="llvm-ir")
    exe = stablehlo_cc.compile(lowered)
    results = []
    for threads in (1, 2, 3):
        exe.num_threads = threads
        results.append(exe(*args).tobytes())
    assert results[0] == results[1] == results[2]
    want = args[0].copy()
    np.add.at(want, args[1], args[2])
    assert results[0] == want.tobytes()


def _heads_scores(x, w):
    """Attention scores of heads sliced out of a fused QKV projection: Q's and K's heads are
    strided views of its rows, copied in contiguous chunks into the batched product's
    operands (strided_copies.py)."""
    batch, seq, d = x.shape
    q, k, _ = jnp.split(jnp.einsum("bsd,de->bse", x, w), 3, axis=-1)
    q, k = (t.reshape(batch, seq, 8, d // 8) for t in (q, k))
    return jnp.einsum("bqhd,bkhd->bhqk", q, k)


def test_large_strided_chunk_copies_are_parallel_regions(monkeypatch):
    """A strided copy done in contiguous chunks (1 MiB of Q heads, 2 KiB a row) is a
    parallel loop, not serial code between the products' regions: bit-identical on any team,
    and as jax.jit computes it. (gemm.c reads such heads in place now,
    native_gemm_calls._in_place_view: turned off here to keep the copy.)"""
    from stablehlo_cc.compiler.linalg import native_gemm_calls
    monkeypatch.setattr(native_gemm_calls, "_in_place_view", lambda value: None)
    args = [_f32(2, 256, 512), _f32(512, 1536) * 0.05]
    lowered = jax.jit(_heads_scores).lower(*args)
    text = stablehlo_cc.compile(lowered, emit="llvm-dialect")
    regions = text.split("omp.parallel")[1:]
    assert any("llvm.intr.memcpy" in r.split("omp.terminator")[0] for r in regions)
    exe = stablehlo_cc.compile(lowered)
    first = on_1_2_3_threads(exe, *args)
    np.testing.assert_allclose(first, np.asarray(jax.jit(_heads_scores)(*args)),
                               rtol=1e-4, atol=1e-4)
