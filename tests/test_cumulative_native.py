"""Cumulative reductions (a reduce_window over every prefix or suffix) computed by the C scan
(contract/native/lapack_cumscan.c), compared with jax.jit: every op, element type, length,
axis and direction; integers and max/min exactly, floats against the exact (f64) sums."""

from __future__ import annotations

import ctypes

import jax
import ml_dtypes
import numpy as np
import pytest
from jax import lax

import stablehlo_cc
from jax_oracle import x64

_OPS = {"sum": lax.cumsum, "prod": lax.cumprod, "max": lax.cummax, "min": lax.cummin}
_SHAPES = [(1,), (7,), (64,), (513,), (5, 7), (64, 64), (3, 513, 2)]


def _input(dtype, shape, op, rng):
    if np.issubdtype(dtype, np.integer):
        return rng.integers(-5 if np.issubdtype(dtype, np.signedinteger) else 0, 6,
                            shape).astype(dtype)
    a = rng.standard_normal(shape).astype(np.float32)
    return (1 + 0.01 * a if op == "prod" else a).astype(dtype)


def _check(fn, a, exact_ok: bool) -> None:
    gots = stablehlo_cc.compile(jax.jit(fn).lower(a), cache=False)(a)
    wants = jax.jit(fn)(a)
    if isinstance(wants, tuple):
        for g, w in zip(gots, wants):
            _compare(np.asarray(g), np.asarray(w), a, exact_ok)
    else:
        _compare(np.asarray(gots), np.asarray(wants), a, exact_ok)


def _compare(got, want, a, exact_ok: bool) -> None:
    assert got.dtype == want.dtype and got.shape == want.shape
    if exact_ok:
        np.testing.assert_array_equal(got, want)
        return
    # floats: a different order of the sum (blocks vs XLA's), within a few roundings of
    # the largest partial result
    g, w = got.astype(np.float64), want.astype(np.float64)
    eps = float(np.finfo(a.dtype).eps)
    np.testing.assert_allclose(g, w, rtol=64 * eps, atol=64 * eps * (1 + np.nanmax(np.abs(w))))


@pytest.mark.parametrize("dtype", [np.float32, np.int32, np.uint8, np.int8])
@pytest.mark.parametrize("op", sorted(_OPS))
def test_every_shape_axis_direction(dtype, op):
    rng = np.random.default_rng(0)
    for shape in _SHAPES:
        for axis in range(len(shape)):
            for reverse in (False, True):
                a = _input(dtype, shape, op, rng)
                _check(lambda v: _OPS[op](v, axis=axis, reverse=reverse), a,
                       np.issubdtype(dtype, np.integer) or op in ("max", "min"))


@pytest.mark.parametrize("dtype", [ml_dtypes.bfloat16, np.float16])
def test_narrow_floats_round_each_combine(dtype):
    """bf16 / f16 sums: each combine rounded (as XLA): the error against the f64 sum is of
    the same size as jax.jit's (not f32 accumulation, not worse than a few ulps more)."""
    rng = np.random.default_rng(1)
    for n, reverse in ((7, False), (513, True), (1100, True), (4096, False)):
        a = rng.standard_normal((3, n, 2)).astype(np.float32).astype(dtype)
        fn = lambda v: lax.cumsum(v, axis=1, reverse=reverse)
        got = np.asarray(stablehlo_cc.compile(jax.jit(fn).lower(a), cache=False)(a))
        assert got.dtype == dtype
        want = np.asarray(jax.jit(fn)(a)).astype(np.float64)
        x = a.astype(np.float64)
        exact = np.flip(np.cumsum(np.flip(x, 1), 1), 1) if reverse else np.cumsum(x, 1)
        ours_err = np.abs(got.astype(np.float64) - exact).max()
        ulp = float(ml_dtypes.finfo(dtype).eps) * np.abs(exact).max()
        assert ours_err <= 2 * np.abs(want - exact).max() + 2 * ulp
        for op in ("max", "min"):
            f = lambda v: _OPS[op](v, axis=1, reverse=reverse)
            np.testing.assert_array_equal(
                np.asarray(stablehlo_cc.compile(jax.jit(f).lower(a), cache=False)(a)),
                np.asarray(jax.jit(f)(a)))


def test_wide_types_long_scan_and_nan():
    rng = np.random.default_rng(2)
    with x64():
        a = rng.standard_normal(1 << 20)
        _check(lambda v: (lax.cumsum(v), lax.cumsum(v, reverse=True)), a, False)
        i = rng.integers(-(1 << 40), 1 << 40, (300, 5))
        _check(lambda v: (lax.cumsum(v, 0), lax.cumprod(v % 7, 0), lax.cummax(v, 0, True)),
               i, True)
    f = rng.standard_normal((4, 600)).astype(np.float32)
    f[1, 100] = f[2, 599] = f[3, 0] = np.nan
    _check(lambda v: (lax.cummax(v, 1), lax.cummin(v, 1, True), lax.cummax(v, 0)), f, True)
    _check(lambda v: (lax.cumsum(v, 1), lax.cumprod(v, 1, True)), f, False)
    big = rng.standard_normal(1 << 20).astype(np.float32)
    _check(lambda v: lax.cumsum(v), big, False)


def test_library_runs_from_ctypes(tmp_path):
    """A `.so` built with a cumulative sum carries the C scan (nothing beyond libc to load)."""
    a = np.random.default_rng(3).integers(-9, 9, (4, 600)).astype(np.int32)
    so = tmp_path / "cumsum.so"
    stablehlo_cc.build_library(jax.jit(lambda v: lax.cumsum(v, 1, reverse=True)).lower(a)
                               .as_text(), str(so), prefix="m")
    lib = ctypes.CDLL(str(so))
    out = np.empty_like(a)
    assert lib.m_main(a.ctypes.data_as(ctypes.c_void_p), out.ctypes.data_as(ctypes.c_void_p)) == 0
    np.testing.assert_array_equal(out, np.flip(np.cumsum(np.flip(a, 1), 1), 1))


def _exact_logcumsumexp(x: np.ndarray, axis: int, reverse: bool) -> np.ndarray:
    """In f64 with a running max shift, sequentially (the oracle both are measured against)."""
    x = np.moveaxis(x.astype(np.float64), axis, 0)
    if reverse:
        x = x[::-1]
    out, run = np.empty_like(x), np.full(x.shape[1:], -np.inf)
    for i in range(x.shape[0]):
        run = np.logaddexp(run, x[i])
        out[i] = run
    if reverse:
        out = out[::-1]
    return np.moveaxis(out, 0, axis)


def _uses_the_scan(fn, a) -> None:
    text = str(stablehlo_cc.compile(jax.jit(fn).lower(a), emit="bufferized", cache=False))
    assert "__shlo_native_lapack_cumscan" in text and "reduce_window" not in text


@pytest.mark.parametrize("dtype", [np.float32, np.float64, ml_dtypes.bfloat16, np.float16])
def test_cumlogsumexp_every_axis_direction(dtype):
    """lax.cumlogsumexp (a logaddexp body) is the C scan's op 6: against jax.jit within a few
    roundings of the result's magnitude, and no further from the exact f64 values than
    jax.jit is (plus an ulp)."""
    rng = np.random.default_rng(4)
    with x64():
        for shape in [(1,), (7,), (513,), (5, 7), (3, 600, 2)]:
            for axis in range(len(shape)):
                for reverse in (False, True):
                    a = (3 * rng.standard_normal(shape)).astype(dtype)
                    fn = lambda v: lax.cumlogsumexp(v, axis=axis, reverse=reverse)
                    got = np.asarray(stablehlo_cc.compile(jax.jit(fn).lower(a), cache=False)(a))
                    want = np.asarray(jax.jit(fn)(a))
                    assert got.dtype == want.dtype and got.shape == want.shape
                    exact = _exact_logcumsumexp(a, axis, reverse)
                    ulp = float(ml_dtypes.finfo(dtype).eps) * np.abs(exact).max()
                    ours = np.abs(got.astype(np.float64) - exact).max()
                    theirs = np.abs(want.astype(np.float64) - exact).max()
                    assert ours <= 2 * theirs + 4 * ulp, (shape, axis, reverse, ours, theirs)
    _uses_the_scan(lambda v: lax.cumlogsumexp(v, axis=1), np.zeros((3, 600, 2), np.float32))


def test_cumlogsumexp_million_and_special_values():
    rng = np.random.default_rng(5)
    a = rng.standard_normal(1 << 20).astype(np.float32)
    for reverse in (False, True):
        fn = lambda v: lax.cumlogsumexp(v, reverse=reverse)
        got = np.asarray(stablehlo_cc.compile(jax.jit(fn).lower(a), cache=False)(a))
        want = np.asarray(jax.jit(fn)(a))
        np.testing.assert_allclose(got, want, rtol=2e-5, atol=1e-5)
    # a non-last axis, long: [2^14, 64] along the first
    b = rng.standard_normal((1 << 14, 64)).astype(np.float32)
    fn = lambda v: lax.cumlogsumexp(v, axis=0)
    np.testing.assert_allclose(np.asarray(stablehlo_cc.compile(jax.jit(fn).lower(b),
                                                               cache=False)(b)),
                               np.asarray(jax.jit(fn)(b)), rtol=2e-5, atol=1e-5)
    # -inf (the identity), +inf, NaN, and large magnitudes (no overflow: max-shifted)
    s = np.array([[-np.inf, -np.inf, 1.0, -np.inf, 80.0, 3e38, -3e38, np.inf, 2.0],
                  [np.nan, 1.0, 2.0, -np.inf, 3.0, 4.0, 5.0, 6.0, 7.0],
                  [-np.inf] * 9,
                  [88.0, 89.0, -200.0, 0.0, np.inf, np.inf, -np.inf, 1.0, 2.0]], np.float32)
    for reverse in (False, True):
        fn = lambda v: lax.cumlogsumexp(v, axis=1, reverse=reverse)
        got = np.asarray(stablehlo_cc.compile(jax.jit(fn).lower(s), cache=False)(s))
        want = np.asarray(jax.jit(fn)(s))
        np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
        np.testing.assert_allclose(got, want, rtol=1e-6)
