"""Fused row loops that read their large result back keep the row in a scratch row and
write the result once, non-temporally (compiler/linalg/row_scratch.py). Results match
jax.jit at the kernel benchmark's size (softmax and layer norm of 4096x1024 f32), with row
counts the blocks do not divide and row lengths whose rows are off 64-byte boundaries
(1000, 17: not streamed), on 1, 2 and 3 threads bit-identically, the same bits as without
streaming, into aligned and unaligned result buffers."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler.linalg import streaming_stores
from thread_teams import on_1_2_3_threads
from unaligned_buffers import unaligned_f32

RNG = np.random.default_rng(23)


def _softmax(x):
    return jax.nn.softmax(x, axis=-1)


def _layer_norm(x, g, b):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean((x - mean) ** 2, axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + 1e-5) * g + b


def _args(fn, rows, cols):
    x = (RNG.standard_normal((rows, cols)) * 3).astype(np.float32)
    if fn is _softmax:
        return [x]
    return [x, RNG.standard_normal(cols).astype(np.float32),
            RNG.standard_normal(cols).astype(np.float32)]


def _compile(fn, args, **kw):
    return stablehlo_cc.compile(jax.jit(fn).lower(*args), cache=False, **kw)


def _same_bits_as_without_streaming(fn, args, got, monkeypatch):
    monkeypatch.setenv(streaming_stores.ENABLE_ENV, "0")
    plain = _compile(fn, args)
    assert np.asarray(plain(*args)).tobytes() == got.tobytes()
    monkeypatch.delenv(streaming_stores.ENABLE_ENV)


@pytest.mark.parametrize("fn", [_softmax, _layer_norm])
@pytest.mark.parametrize("rows", [4096, 4099])
def test_large_row_results_stream_their_last_pass(fn, rows, monkeypatch):
    """4096 rows (blocks of 16), 4099 (a last block of 3 rows): `vmovntps` and an `sfence`;
    the same values as jax.jit and as the loop without a scratch row."""
    monkeypatch.delenv(streaming_stores.ENABLE_ENV, raising=False)
    args = _args(fn, rows, 1024)
    asm = _compile(fn, args, emit="asm")
    assert "vmovntps" in asm and "sfence" in asm
    got = on_1_2_3_threads(_compile(fn, args), *args)
    want = np.asarray(jax.jit(fn)(*args))
    np.testing.assert_allclose(got, want, rtol=2e-5, atol=2e-5 * np.abs(want).max())
    _same_bits_as_without_streaming(fn, args, got, monkeypatch)


@pytest.mark.parametrize("fn", [_softmax, _layer_norm])
def test_unaligned_result_takes_the_ordinary_last_pass(fn, monkeypatch):
    """A result buffer off a 64-byte boundary (a caller's `out=`): the run-time test picks
    the last pass with ordinary stores; the scratch row is used all the same."""
    monkeypatch.delenv(streaming_stores.ENABLE_ENV, raising=False)
    args = _args(fn, 4096, 1024)
    got = np.asarray(_compile(fn, args)(*args))
    # (compiled from the StableHLO text: `out=` of a JAX-compiled program is the function's)
    text = stablehlo_cc.compile(jax.jit(fn).lower(*args).as_text(), cache=False)
    for threads in (1, 2, 3):
        text.num_threads = threads
        out = unaligned_f32(got.shape)
        text(*args, out=out)
        assert out.tobytes() == got.tobytes()


@pytest.mark.parametrize("fn", [_softmax, _layer_norm])
@pytest.mark.parametrize("rows,cols", [(4096, 1000), (1 << 17, 17)])
def test_rows_off_64_byte_boundaries_are_not_streamed(fn, rows, cols, monkeypatch):
    """Rows of 1000 and of 17 f32 (16 and 8.5 MiB results): the rows after the first do
    not start on a 64-byte boundary, so the row keeps its ordinary stores; values as
    jax.jit's, the same for any thread count."""
    monkeypatch.delenv(streaming_stores.ENABLE_ENV, raising=False)
    args = _args(fn, rows, cols)
    assert "vmovntps" not in _compile(fn, args, emit="asm")
    got = on_1_2_3_threads(_compile(fn, args), *args)
    want = np.asarray(jax.jit(fn)(*args))
    np.testing.assert_allclose(got, want, rtol=2e-5, atol=2e-5 * np.abs(want).max())


def test_small_results_are_left_alone(monkeypatch):
    """Below streaming_stores.STREAM_FROM (1024x1024 f32, 4 MiB): no scratch row, ordinary
    stores (the result is still in the cache when the next op reads it)."""
    monkeypatch.delenv(streaming_stores.ENABLE_ENV, raising=False)
    args = _args(_softmax, 1024, 1024)
    asm = _compile(_softmax, args, emit="asm")
    assert "vmovntps" not in asm and "sfence" not in asm


def _log_softmax(x):
    return jax.nn.log_softmax(x, axis=-1)


@pytest.mark.parametrize("fn,shape", [(_log_softmax, (4096, 1024)),
                                      (_softmax, (2048, 2, 1024)),
                                      (_layer_norm, (2048, 2, 1024))])
def test_other_row_programs_stream(fn, shape, monkeypatch):
    """A log-softmax (its last pass subtracts the log of the sum), and rows of two 1024-wide
    rows each (the last pass is a nest of two loops over the row's dimensions)."""
    monkeypatch.delenv(streaming_stores.ENABLE_ENV, raising=False)
    x = (RNG.standard_normal(shape) * 3).astype(np.float32)
    args = [x] if fn is not _layer_norm else [x, RNG.standard_normal(shape[-1]).astype(
        np.float32), RNG.standard_normal(shape[-1]).astype(np.float32)]
    assert "vmovntps" in _compile(fn, args, emit="asm")
    got = on_1_2_3_threads(_compile(fn, args), *args)
    want = np.asarray(jax.jit(fn)(*args))
    np.testing.assert_allclose(got, want, rtol=2e-5, atol=2e-5 * np.abs(want).max())
    _same_bits_as_without_streaming(fn, args, got, monkeypatch)
