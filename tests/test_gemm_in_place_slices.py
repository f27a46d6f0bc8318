"""Operands of a packed product that are slices of a larger tensor, or such slices split into
heads by a reshape, are read in place from an element offset (gemm.c's descriptor [38] for A,
[39] for B; native_gemm_calls._in_place_view), not copied first: attention's Q, K and V cut
out of one fused QKV product, an A or B sliced at a static or a dynamic offset. Values against
jax.jit, the same bits on 1, 2 and 3 threads, and in the bufferized program no copy of a
strided view. The products are pinned to gemm.c (F32_LIMITS_OTHER, the AVX2 sizes) on every
host: an AVX-512 host leaves attention's per-head products to the tiled code."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc
from thread_teams import on_1_2_3_threads

HI = jax.lax.Precision.HIGHEST


pytestmark = pytest.mark.usefixtures("packed_from_avx2_sizes")  # (conftest.py)


def _rand(rng, shape):
    return rng.standard_normal(shape).astype(np.float32)


def _check(f, args, calls):
    lowered = jax.jit(f).lower(*args)
    text = stablehlo_cc.compile(lowered, emit="bufferized", cache=False)
    assert text.count("call @__shlo_native_gemm_f32") == calls, text
    copies = [line for line in text.splitlines() if "memref.copy" in line and "strided<" in line]
    assert not copies, copies
    exe = stablehlo_cc.compile(lowered, cache=False)
    first = on_1_2_3_threads(exe, *args)
    want = np.asarray(jax.jit(f)(*args))
    np.testing.assert_allclose(first, want, rtol=1e-4, atol=1e-5 * np.abs(want).max())


def test_attention_reads_q_k_v_in_the_qkv_product():
    """The encoder block's attention (benchmarks/kernels.py): QK^T reads Q as A and K as B,
    the probabilities times V read V as B, all three in the QKV product's result, itself a
    product made by an earlier call."""
    b, s, h, d = 2, 128, 4, 32
    rng = np.random.default_rng(0)

    def attention(x, w):
        qkv = jnp.einsum("bsd,de->bse", x, w, precision=HI)
        q, k, v = (t.reshape(b, s, h, d) for t in jnp.split(qkv, 3, axis=-1))
        scores = jnp.einsum("bqhd,bkhd->bhqk", q, k, precision=HI) / np.float32(np.sqrt(d))
        return jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(scores, axis=-1), v, precision=HI)

    _check(attention, (_rand(rng, (b, s, h * d)), _rand(rng, (h * d, 3 * h * d)) * 0.1), 3)


def test_a_sliced_at_a_static_offset():
    rng = np.random.default_rng(1)
    _check(lambda x, w: jnp.dot(x[:, 64:320], w, precision=HI),
           (_rand(rng, (256, 512)), _rand(rng, (256, 384))), 1)


def test_a_and_b_sliced_at_dynamic_offsets():
    rng = np.random.default_rng(2)

    def f(x, w, i, j):
        a = jax.lax.dynamic_slice(x, (0, i), (192, 256))
        return jnp.dot(a, jax.lax.dynamic_slice(w, (j, 0), (256, 320)), precision=HI)

    _check(f, (_rand(rng, (192, 600)), _rand(rng, (400, 320)), np.int32(77), np.int32(100)), 1)
