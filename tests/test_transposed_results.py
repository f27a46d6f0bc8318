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
