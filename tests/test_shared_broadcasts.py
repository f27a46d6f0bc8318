"""Broadcasts shared by several consumers fuse into each (compiler/linalg/shared_broadcasts.py),
against jax.jit at a transformer's sizes."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np

import stablehlo_cc

jax.config.update("jax_platforms", "cpu")


def _gelu(v):
    return 0.5 * v * (1.0 + jnp.tanh(0.7978845608 * (v + 0.044715 * v * v * v)))


def _layers(x, b1, b2):
    """Two GELU layers (their constant broadcasts are one op each after CSE) and a bias
    broadcast used twice."""
    h = _gelu(x + b1)
    return _gelu(h * 0.5 + b1) + b2, jnp.sum(x + b1, axis=-1)


def _args():
    rng = np.random.default_rng(0)
    return (rng.standard_normal((1, 64, 1024)).astype(np.float32),
            rng.standard_normal(1024).astype(np.float32),
            rng.standard_normal(1024).astype(np.float32))


def test_shared_broadcasts_match_jax():
    args = _args()
    text = jax.jit(_layers).lower(*args).as_text()
    ours = stablehlo_cc.compile(text)(*args)
    want = jax.jit(_layers)(*args)
    for o, w in zip(ours, want):
        np.testing.assert_allclose(np.asarray(o), np.asarray(w), rtol=2e-5, atol=2e-5)


def _keras_gelu(x: str, out: str, n: int) -> str:
    """A tanh GELU as keras_hub exports it: each constant a 0-d stablehlo.constant broadcast
    to the full shape (CSE then shares one broadcast between all layers)."""
    t = "tensor<1x64x1024xf32>"
    lines = [f"%m{n} = stablehlo.multiply {x}, {x} : {t}",
             f"%c{n} = stablehlo.multiply %m{n}, {x} : {t}"]
    lines += [
        f"%k1_{n} = stablehlo.constant dense<4.471500e-02> : tensor<f32>",
        f"%b1_{n} = stablehlo.broadcast_in_dim %k1_{n}, dims = [] : (tensor<f32>) -> {t}",
        f"%p{n} = stablehlo.multiply %b1_{n}, %c{n} : {t}",
        f"%s{n} = stablehlo.add {x}, %p{n} : {t}",
        f"%k2_{n} = stablehlo.constant dense<0.797884583> : tensor<f32>",
        f"%b2_{n} = stablehlo.broadcast_in_dim %k2_{n}, dims = [] : (tensor<f32>) -> {t}",
        f"%q{n} = stablehlo.multiply %b2_{n}, %s{n} : {t}",
        f"%h{n} = stablehlo.tanh %q{n} : {t}",
        f"%k3_{n} = stablehlo.constant dense<1.0> : tensor<f32>",
        f"%b3_{n} = stablehlo.broadcast_in_dim %k3_{n}, dims = [] : (tensor<f32>) -> {t}",
        f"%o{n} = stablehlo.add %b3_{n}, %h{n} : {t}",
        f"%k4_{n} = stablehlo.constant dense<0.5> : tensor<f32>",
        f"%b4_{n} = stablehlo.broadcast_in_dim %k4_{n}, dims = [] : (tensor<f32>) -> {t}",
        f"%r{n} = stablehlo.multiply %b4_{n}, %o{n} : {t}",
        f"{out} = stablehlo.multiply {x}, %r{n} : {t}",
    ]
    return "\n    ".join(lines)


_TWO_LAYERS = f"""
func.func public @main(%x: tensor<1x64x1024xf32>, %b: tensor<1024xf32>,
                       %w: tensor<1024x256xf32>) -> (tensor<1x64x256xf32>, tensor<1x64x1024xf32>) {{
    %bb = stablehlo.broadcast_in_dim %b, dims = [2] : (tensor<1024xf32>) -> tensor<1x64x1024xf32>
    %x1 = stablehlo.add %x, %bb : tensor<1x64x1024xf32>
    {_keras_gelu("%x1", "%g1", 1)}
    %x2 = stablehlo.add %g1, %bb : tensor<1x64x1024xf32>
    {_keras_gelu("%x2", "%g2", 2)}
    %y = stablehlo.dot_general %g2, %w, contracting_dims = [2] x [0]
      : (tensor<1x64x1024xf32>, tensor<1024x256xf32>) -> tensor<1x64x256xf32>
    return %y, %g1 : tensor<1x64x256xf32>, tensor<1x64x1024xf32>
}}
"""


def _two_layers_jax(x, b, w):
    g1 = _gelu(x + b)
    return jnp.einsum("bsk,kn->bsn", _gelu(g1 + b), w), g1


def test_keras_gelu_layers_match_jax():
    rng = np.random.default_rng(1)
    args = (rng.standard_normal((1, 64, 1024)).astype(np.float32),
            rng.standard_normal(1024).astype(np.float32),
            (rng.standard_normal((1024, 256)) / 32).astype(np.float32))
    ours = stablehlo_cc.compile(_TWO_LAYERS)(*args)
    want = jax.jit(_two_layers_jax)(*args)
    for o, w in zip(ours, want):
        np.testing.assert_allclose(np.asarray(o), np.asarray(w), rtol=1e-4, atol=1e-4)


def test_shared_constant_broadcasts_are_not_materialized():
    """No 64x1024 temporary is filled with a constant or the bias: every broadcast fused into
    its users (before, each shared one was an allocated, filled and re-read tensor)."""
    buffers = stablehlo_cc.compile(_TWO_LAYERS, emit="bufferized")
    allocated = [line for line in buffers.splitlines()
                 if "memref.alloc" in line and "1x64x1024" in line]
    # the second GELU's result (the product's operand) is the only 64x1024 temporary
    assert len(allocated) <= 1, allocated
