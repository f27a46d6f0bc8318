"""Loops that write large outputs (compiler/linalg/streaming_stores.py): interleaved, with
non-temporal stores unless STABLEHLO_CC_STREAMING_STORES=0. Results match jax.jit at the
kernel benchmark's sizes (GELU and an 8-op FMA chain over 16M f32; softmax and layer norm
stream their last pass: tests/test_row_scratch.py),
with odd lengths, on 1, 2 and 3 threads bit-identically, into aligned and unaligned result
buffers; the assembly has `vmovntps` (and an `sfence`) only for large outputs."""

from __future__ import annotations

import re

import jax
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler.linalg import streaming_stores
from stablehlo_cc.compiler.linalg.contraction_codegen import host_register_block
from thread_teams import on_1_2_3_threads
from unaligned_buffers import unaligned_f32

RNG = np.random.default_rng(11)
BIG = 1 << 24  # 16M f32: a 64 MiB result
_INTERLEAVE = "#llvm.loop_interleave<count = 4"
_FOUR_VECTORS = f"vector<{host_register_block().vector_bytes}xf32>"


def _lanes() -> int:
    return host_register_block().vector_bytes // 4


def _fma_chain(x, y):
    z = x
    for i in range(8):
        z = z * y + np.float32(0.5 + i)
    return z


def _gelu(x):
    return jax.nn.gelu(x, approximate=True)


@pytest.fixture
def streaming(monkeypatch):
    monkeypatch.delenv(streaming_stores.ENABLE_ENV, raising=False)  # (the default)


def _compile(fn, *args, **kw):
    return stablehlo_cc.compile(jax.jit(fn).lower(*args), cache=False, **kw)


def _check_threads_and_jax(exe, fn, args, rtol):
    first = on_1_2_3_threads(exe, *args)
    want = np.asarray(jax.jit(fn)(*args))
    np.testing.assert_allclose(first, want, rtol=rtol, atol=rtol * np.abs(want).max())
    return first


@pytest.mark.parametrize("n", [BIG, BIG + 3])
def test_fma_chain_is_interleaved_without_streaming_and_matches_jax(n, monkeypatch):
    monkeypatch.setenv(streaming_stores.ENABLE_ENV, "0")
    x = RNG.standard_normal(n).astype(np.float32)
    y = (RNG.standard_normal(n) * 0.1).astype(np.float32)
    lowered = jax.jit(_fma_chain).lower(x, y)
    # four vectors in flight: a loop widened to them (elementwise_vectors.py; BIG: the
    # strip-mined blocks' loops, indexed `block * size + iv`), or LLVM asked to interleave 4
    text = stablehlo_cc.compile(lowered, emit="llvm-dialect", cache=False)
    assert _FOUR_VECTORS in text if n % (4 * _lanes()) == 0 else _INTERLEAVE in text
    assert "vmovntps" not in stablehlo_cc.compile(lowered, emit="asm", cache=False)
    _check_threads_and_jax(_compile(_fma_chain, x, y), _fma_chain, (x, y), 1e-6)


@pytest.mark.parametrize("fn,rtol", [(_fma_chain, 1e-6), (_gelu, 2e-6)])
def test_large_outputs_stream(streaming, fn, rtol):
    args = [RNG.standard_normal(BIG).astype(np.float32) * 3]
    if fn is _fma_chain:
        args.append((RNG.standard_normal(BIG) * 0.1).astype(np.float32))
    asm = _compile(fn, *args, emit="asm")
    assert "vmovntps" in asm and "sfence" in asm
    # both copies' loops widened before LLVM (elementwise_vectors.py), the aligned one's
    # stores non-temporal at a vector's alignment or more
    llvm = _compile(fn, *args, emit="llvm-dialect")
    assert re.search(r"llvm\.store [^\n]*\{alignment = (32|64) : i64, nontemporal\} : "
                     + _FOUR_VECTORS, llvm)
    exe = _compile(fn, *args)
    got = _check_threads_and_jax(exe, fn, args, rtol)
    # a result buffer that is not 32-byte aligned takes the ordinary version: same values
    # (compiled from the StableHLO text: `out=` of a JAX-compiled program is the function's)
    plain = stablehlo_cc.compile(jax.jit(fn).lower(*args).as_text(), cache=False)
    plain.num_threads = 2
    out = unaligned_f32(got.shape)
    plain(*args, out=out)
    np.testing.assert_array_equal(out, got)


@pytest.mark.parametrize("n", [BIG + 3, BIG - 4096 + 8])
def test_odd_lengths_stream_correctly(streaming, n):
    """A partial last block of the strip-mined loop (parallel_split.py): its vector loop
    still starts on a vector boundary; the scalar remainder stores as before."""
    x = (RNG.standard_normal(n) * 3).astype(np.float32)
    assert "vmovntps" in _compile(_gelu, x, emit="asm")
    _check_threads_and_jax(_compile(_gelu, x), _gelu, (x,), 2e-6)


def test_rows_off_vector_boundaries_are_not_streamed(streaming):
    """Rows of 1001 f32 (16384 of them, 62.6 MiB): the rows after the first do not start on
    a 32-byte boundary, so their stores stay ordinary (and correct)."""
    x = (RNG.standard_normal((16384, 1001)) * 3).astype(np.float32)
    b = RNG.standard_normal(1001).astype(np.float32)
    fn = lambda x, b: jax.nn.gelu(x + b, approximate=True)  # noqa: E731
    assert "vmovntps" not in _compile(fn, x, b, emit="asm")
    _check_threads_and_jax(_compile(fn, x, b), fn, (x, b), 2e-6)


def test_small_outputs_keep_ordinary_stores(streaming):
    """4 MiB (below STREAM_FROM): no streaming loop, no interleave asked for a short body."""
    x = RNG.standard_normal(1 << 20).astype(np.float32)
    y = RNG.standard_normal(1 << 20).astype(np.float32)
    fn = lambda x, y: x * y + 1.0  # noqa: E731
    lowered = jax.jit(fn).lower(x, y)
    assert "vmovntps" not in stablehlo_cc.compile(lowered, emit="asm", cache=False)
    assert "loop_interleave" not in stablehlo_cc.compile(lowered, emit="llvm-dialect",
                                                         cache=False)
    _check_threads_and_jax(_compile(fn, x, y), fn, (x, y), 1e-6)


def test_scatter_add_into_a_large_output(streaming):
    """Strided views of a large result (the scatter's update rows) are no streaming loops."""
    table = RNG.standard_normal((16384, 256)).astype(np.float32)
    rows = RNG.integers(0, 16384, 16384).astype(np.int32)
    updates = RNG.standard_normal((16384, 256)).astype(np.float32)
    fn = lambda t, i, u: t.at[i].add(u)  # noqa: E731
    _check_threads_and_jax(_compile(fn, table, rows, updates), fn, (table, rows, updates),
                           1e-6)


@pytest.mark.parametrize("width,streams", [(256, True), (128, False)])
def test_embedding_gather_rows_stream(streaming, width, streams):
    """The embedding gather (16K rows of a 65536-row table) writes each row in a run of
    width x 4 bytes: rows of 1 KiB (MIN_RUN_BYTES) stream, rows of 512 bytes do not; the
    rows are jax's either way, out-of-range indices clamped as jax clamps them."""
    table = RNG.standard_normal((65536, width)).astype(np.float32)
    rows = RNG.integers(-70000, 70000, 16384).astype(np.int32)
    fn = lambda t, i: t[i]  # noqa: E731
    assert ("vmovntps" in _compile(fn, table, rows, emit="asm")) == streams
    got = _check_threads_and_jax(_compile(fn, table, rows), fn, (table, rows), 0)
    np.testing.assert_array_equal(got, np.asarray(jax.jit(fn)(table, rows)))


def test_streaming_ir_marks_only_vector_bodies_of_tagged_functions():
    text = "\n".join([
        "define internal void @a(ptr %p, <8 x float> %v, float %s) #0 {",
        "entry:",
        "  store <8 x float> %v, ptr %p, align 4",
        "  br label %vector.body",
        "vector.body:",
        "  store <8 x float> %v, ptr %p, align 4",
        "  store float %s, ptr %p, align 4",
        "  br label %exit",
        "exit:",
        "  ret void",
        "}",
        "define internal void @b(ptr %p, <8 x float> %v) #1 {",
        "vector.body:",
        "  store <8 x float> %v, ptr %p, align 4",
        "  ret void",
        "}",
        f'attributes #0 = {{ nounwind "{streaming_stores.FUNCTION_ATTRIBUTE}" }}',
        "attributes #1 = { nounwind }",
        "!3 = !{i64 8}",
    ])
    out = streaming_stores.streaming_ir(text)
    lines = out.splitlines()
    assert lines[2] == "  store <8 x float> %v, ptr %p, align 4"  # (not a vector body)
    assert lines[5] == "  store <8 x float> %v, ptr %p, align 32, !nontemporal !4"
    assert lines[6] == "  store float %s, ptr %p, align 4"
    assert lines[13] == "  store <8 x float> %v, ptr %p, align 4"  # (@b is not tagged)
    assert lines[-1] == "!4 = !{i32 1}"
    assert streaming_stores.streaming_ir(text.replace(
        streaming_stores.FUNCTION_ATTRIBUTE, "other")) == text.replace(
        streaming_stores.FUNCTION_ATTRIBUTE, "other")
