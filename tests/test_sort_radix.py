"""The native radix sort (compiler/stablehlo/rules/sort_radix.py, contract/native/sort.c):
JAX's sorts at real sizes (1M and 16K f32 with NaNs of both signs, signed zeros and
infinities; argsort; (key, value) sorts; rows of a 2-D array; descending; integer keys)
match jax.jit bit for bit, are the same for 1, 2 and 3 threads, comparators it does not
implement keep the merge sort, and a library built ahead of time carries the sort."""

from __future__ import annotations

import subprocess

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc
from jax_oracle import x64

RNG = np.random.default_rng(11)


def _floats(n, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(n).astype(np.float32)
    x[::7] = np.round(x[::7])  # ties
    x[1::997] = np.nan
    x[2::991] = -np.nan  # the sign bit set: jnp.sort makes every NaN one NaN
    x[3::983] = -0.0
    x[4::977] = 0.0
    x[5::1999] = -np.inf
    x[6::2003] = np.inf
    return x


def _bits(a):
    a = np.ascontiguousarray(np.asarray(a))
    return a.view(np.uint8) if a.dtype != np.bool_ else a


def _check(fn, *args, threads=(1, 2, 3)):
    exe = stablehlo_cc.compile(jax.jit(fn).lower(*args))
    assert "__shlo_native_sort_pairs" in exe.ir("llvm-ir")
    want = jax.jit(fn)(*args)
    want = want if isinstance(want, (tuple, list)) else [want]
    first = None
    for n in threads:
        exe.num_threads = n
        got = exe(*args)
        got = got if isinstance(got, (tuple, list)) else [got]
        for g, w in zip(got, want):
            assert np.asarray(g).dtype == np.asarray(w).dtype
            assert np.array_equal(_bits(g), _bits(w)), (fn, n)
        if first is None:
            first = [_bits(g).tobytes() for g in got]
        assert [_bits(g).tobytes() for g in got] == first


@pytest.mark.parametrize("n", [1 << 20, 1 << 14, 100])
def test_jnp_sort_f32_with_nans_and_signed_zeros(n):
    _check(jnp.sort, _floats(n))


def test_argsort_1m_is_stable():
    _check(jnp.argsort, _floats(1 << 20, seed=1))


def test_key_value_sort_of_several_types():
    n = 300_000
    keys = _floats(n, seed=2)
    values = [RNG.integers(-9, 9, n).astype(np.int32), RNG.standard_normal(n),
              RNG.integers(0, 2, n).astype(bool), RNG.standard_normal(n).astype(np.float32)]
    with x64():
        _check(lambda k, a, b, c, d: jax.lax.sort((k, a, b, c, d), num_keys=1), keys, *values)


def test_descending_and_rows_along_either_axis():
    x = _floats(512 * 1024, seed=3).reshape(512, 1024)
    _check(lambda a: jnp.sort(a, axis=1, descending=True), x)
    _check(lambda a: jnp.sort(a, axis=0), x)
    _check(lambda a: jnp.argsort(a, axis=1), x[:64])  # small: no hand-off


@pytest.mark.parametrize("dtype", [np.int32, np.uint32, np.int16, np.uint8, np.int8])
def test_integer_keys(dtype):
    info = np.iinfo(dtype)
    x = RNG.integers(info.min, info.max, 200_000, endpoint=True).astype(dtype)
    x[:4] = [info.min, info.max, 0, info.max]
    _check(jnp.sort, x)
    _check(jnp.argsort, x[:5000])


def test_two_keys_keep_the_merge_sort():
    a = RNG.integers(0, 5, 4000).astype(np.float32)
    b = _floats(4000, seed=4)
    fn = lambda a, b: jax.lax.sort((a, b), num_keys=2)  # noqa: E731
    exe = stablehlo_cc.compile(jax.jit(fn).lower(a, b))
    assert "__shlo_native_sort" not in exe.ir("llvm-ir")
    for g, w in zip(exe(a, b), jax.jit(fn)(a, b)):
        assert np.array_equal(_bits(g), _bits(w))


FLOAT_LT = """
func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
"""


def test_float_compare_is_not_taken_for_a_total_order():
    """LT with compare type FLOAT is no strict weak order with NaNs: the general merge sort."""
    exe = stablehlo_cc.compile(FLOAT_LT)
    assert "__shlo_native_sort" not in exe.ir("llvm-ir")
    x = np.array([3, -1, 2, 0.5, 7, -4, 1, 0], np.float32)
    np.testing.assert_array_equal(exe(x), np.sort(x))


def test_library_carries_the_sort_and_needs_only_libc(tmp_path):
    x = _floats(1 << 18, seed=5)
    lib = tmp_path / "libsorted.so"
    stablehlo_cc.build_library(jax.jit(jnp.sort).lower(x), str(lib))
    needed = subprocess.run(["readelf", "-d", str(lib)], capture_output=True, text=True).stdout
    libs = {line.split("[")[1].split("]")[0] for line in needed.splitlines() if "NEEDED" in line}
    assert {x for x in libs if not x.startswith("ld-linux")} <= \
        {"libc.so.6", "libm.so.6", "libmvec.so.1"}, libs
    exe = stablehlo_cc.load(str(lib))
    want = _bits(jax.jit(jnp.sort)(x))
    for n in (1, 2, 3):
        exe.num_threads = n
        assert np.array_equal(_bits(exe(x)), want)


def test_64_bit_keys():
    with x64():
        f = _floats(300_000, seed=6).astype(np.float64)
        assert "__shlo_native_sort_pairs64" in stablehlo_cc.compile(
            jax.jit(jnp.sort).lower(f), emit="llvm-ir")
        _check(jnp.sort, f)
        _check(lambda a: jnp.argsort(a, descending=True), f)
        for dtype in (np.int64, np.uint64):
            info = np.iinfo(dtype)
            x = RNG.integers(info.min, info.max, 200_000, endpoint=True, dtype=dtype)
            x[:3] = [info.min, info.max, 0]
            _check(jnp.sort, x)
        keys = RNG.integers(-5, 5, 50_000).astype(np.int64)
        _check(lambda k, v: jax.lax.sort((k, v), num_keys=1), keys, _floats(50_000))


def test_empty_rank3_and_inside_a_loop():
    empty = np.zeros((0, 5), np.float32)
    exe = stablehlo_cc.compile(jax.jit(lambda a: jnp.sort(a, axis=1)).lower(empty))
    assert exe(empty).shape == (0, 5)
    a = RNG.integers(0, 3, (300, 7, 5)).astype(np.float32)  # ties along a leading axis
    b = np.arange(a.size, dtype=np.int32).reshape(a.shape)
    _check(lambda a, b: jax.lax.sort((a, b), dimension=0, num_keys=1), a, b)

    def sorts_in_a_loop(x):
        return jax.lax.fori_loop(0, 5, lambda i, c: jnp.sort(c * -1.0 + i), x)

    _check(sorts_in_a_loop, _floats(200_000, seed=7))


def test_merge_sort_rows_run_in_parallel():
    """A comparator the radix sort does not take (two keys): the merge sort's rows are the
    iterations of a parallel loop, the same for 1, 2 and 3 threads and equal to jax.jit."""
    a = RNG.integers(0, 5, (256, 2048)).astype(np.float32)
    b = _floats(256 * 2048, seed=8).reshape(256, 2048)
    fn = lambda a, b: jax.lax.sort((a, b), dimension=1, num_keys=2)  # noqa: E731
    exe = stablehlo_cc.compile(jax.jit(fn).lower(a, b))
    ir = exe.ir("llvm-ir")
    assert "__shlo_native_sort" not in ir and "__shlo_kmpc_fork_call" in ir
    want = jax.jit(fn)(a, b)
    first = None
    for n in (1, 2, 3):
        exe.num_threads = n
        got = [_bits(g).tobytes() for g in exe(a, b)]
        assert got == [_bits(w).tobytes() for w in want]
        first = first or got
        assert got == first
