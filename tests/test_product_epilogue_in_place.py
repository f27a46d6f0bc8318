"""An elementwise op after a packed product writes into the product's own result buffer when
nothing else reads it (compiler/linalg/reuse_inputs.py; the buffer native_call_buffers.py
allocated for the call): a dense layer's GELU, attention's scaling of its scores. No second
buffer of the product's size is allocated, and when the product has another reader its value
is left intact. Values against jax.jit, the same bits on 1, 2 and 3 threads."""

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


def _run(f, args):
    lowered = jax.jit(f).lower(*args)
    text = stablehlo_cc.compile(lowered, emit="bufferized", cache=False)
    exe = stablehlo_cc.compile(lowered, cache=False)
    got = on_1_2_3_threads(exe, *args)  # (several results: stacked)
    want = np.asarray(jax.jit(f)(*args))
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5 * np.abs(want).max())
    return text


def test_gelu_of_a_dense_layer_updates_the_product_in_place():
    rng = np.random.default_rng(0)
    f = lambda x, w: 2.0 * jax.nn.gelu(jnp.dot(x, w, precision=HI))  # noqa: E731
    text = _run(f, (_rand(rng, (256, 512)), _rand(rng, (512, 1024)) * 0.05))
    assert "call @__shlo_native_gemm_f32" in text
    # (the product written into the result, the GELU over it there: no buffer of its own)
    assert "memref.alloc() {alignment = 64 : i64} : memref<256x1024xf32>" not in text, text


def test_a_product_read_again_is_not_overwritten():
    rng = np.random.default_rng(1)
    f = lambda x, w: (lambda h: (jax.nn.gelu(h) * 3.0, h + 1.0))(  # noqa: E731
        jnp.dot(x, w, precision=HI))
    _run(f, (_rand(rng, (256, 512)), _rand(rng, (512, 1024)) * 0.05))


def test_attention_scores_scaled_normalized_in_one_buffer():
    """Scale, exp and the divide by the row sums each overwrite the scores they read last
    (the row max and the row sums read them before): one buffer of scores, not three."""
    rng = np.random.default_rng(2)

    def f(q, k, v):
        s = jnp.einsum("bqd,bkd->bqk", q, k, precision=HI) / np.float32(8.0)
        return jnp.einsum("bqk,bkd->bqd", jax.nn.softmax(s, axis=-1), v, precision=HI)

    text = _run(f, (_rand(rng, (4, 256, 64)), _rand(rng, (4, 256, 64)),
                    _rand(rng, (4, 256, 64))))
    assert text.count("memref.alloc() {alignment = 64 : i64} : memref<4x256x256xf32>") == 1, \
        text
