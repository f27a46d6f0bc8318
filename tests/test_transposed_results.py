"""A dot_general whose result only feeds a transpose writes the transposed layout itself
(linalg/transposed_results.py): attention as JAX exports it (`einsum("bhqk,bkhd->bqhd")`: a
dot_general of (v, p) giving (b, h, d, q), then a transpose), at the encoder kernel's sizes,
against jax.jit; the (b, h, d, q) buffer gone; and a result with a second
use (which must keep its layout) still right."""

import jax
import jax.numpy as jnp
import numpy as np

import stablehlo_cc


def _attention_output(p, v, wo):
    b, q, h, d = v.shape[0], p.shape[2], v.shape[2], v.shape[3]
    att = jnp.einsum("bhqk,bkhd->bqhd", p, v)
    return att.reshape(b, q, h * d) @ wo


def _inputs(rng, b=2, h=8, q=256, d=64):
    p = jax.nn.softmax(rng.standard_normal((b, h, q, q)).astype(np.float32), axis=-1)
    v = rng.standard_normal((b, q, h, d)).astype(np.float32)
    wo = (rng.standard_normal((h * d, h * d)) / np.sqrt(h * d)).astype(np.float32)
    return np.asarray(p), v, wo


def test_attention_product_writes_heads_in_place():
    p, v, wo = _inputs(np.random.default_rng(0))
    text = jax.jit(_attention_output).lower(p, v, wo).as_text()
    assert "stablehlo.transpose" in text  # the exported form this is about
    buffers = stablehlo_cc.compile(text, emit="bufferized", cache=False)
    assert "2x8x64x256" not in buffers  # (b, h, d, q): neither computed nor copied
    got = np.asarray(stablehlo_cc.compile(text, cache=False)(p, v, wo))
    want = np.asarray(jax.jit(_attention_output)(p, v, wo))
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4 * np.abs(want).max())


def test_result_with_another_use_keeps_its_layout():
    def both(p, v, wo):
        raw = jnp.einsum("bhqk,bkhd->bhdq", p, v)
        return _attention_output(p, v, wo), raw.sum(axis=-1), jnp.transpose(raw, (0, 3, 1, 2))

    p, v, wo = _inputs(np.random.default_rng(1), q=48, h=4, d=16)
    text = jax.jit(both).lower(p, v, wo).as_text()
    got = stablehlo_cc.compile(text, cache=False)(p, v, wo)
    for g, w in zip(got, jax.jit(both)(p, v, wo)):
        w = np.asarray(w)
        np.testing.assert_allclose(np.asarray(g), w, rtol=1e-4, atol=1e-4 * np.abs(w).max())


def _projection_of_heads(p, v, wo):
    """BERT's and GPT-2's form: the attention product's (b, h, d, q) read by the output
    projection's dot_general directly (contracting h and d), no transpose in between."""
    att = jnp.einsum("bkhd,bhqk->bhdq", v, p)
    return jnp.einsum("bhdq,hdn->bqn", att, wo.reshape(v.shape[2], v.shape[3], -1))


def test_projection_reading_heads_permuted_gets_them_in_its_order():
    p, v, wo = _inputs(np.random.default_rng(2))
    text = jax.jit(_projection_of_heads).lower(p, v, wo).as_text()
    assert "stablehlo.transpose" not in text
    buffers = stablehlo_cc.compile(text, emit="bufferized", cache=False)
    assert "2x8x64x256" not in buffers  # (b, h, d, q): stored (b, q, h, d) instead
    got = np.asarray(stablehlo_cc.compile(text, cache=False)(p, v, wo))
    want = np.asarray(jax.jit(_projection_of_heads)(p, v, wo))
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4 * np.abs(want).max())


def test_whole_attention_with_shared_zero_fill():
    """BERT-base's per-head sizes at batch 8 (q = d = 64): the scores and the attention
    product are both (8, 4, 64, 64) and start from one zero fill (CSE), which each
    reordered product must not share: the scores keep their layout, the product does not."""
    rng = np.random.default_rng(3)
    b, s, h, d = 8, 64, 4, 64
    x = rng.standard_normal((b, s, h, d)).astype(np.float32)
    wo = (rng.standard_normal((h * d, h * d)) / np.sqrt(h * d)).astype(np.float32)

    def attention(q, k, v, wo):
        scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(d).astype(np.float32)
        return _projection_of_heads(jax.nn.softmax(scores, axis=-1), v, wo), scores

    args = (x, x[:, ::-1] * 0.5, x[:, :, ::-1] + 1.0, wo)
    text = jax.jit(attention).lower(*args).as_text()
    got = stablehlo_cc.compile(text, cache=False)(*args)
    for g, w in zip(got, jax.jit(attention)(*args)):
        w = np.asarray(w)
        np.testing.assert_allclose(np.asarray(g), w, rtol=1e-4, atol=1e-4 * np.abs(w).max())
