"""The benchmark programs, written in JAX: each is a function and the inputs it runs on.

Sizes are chosen so that one run takes milliseconds (the whole benchmark fits in a few
minutes on two cores) while still being dominated by the compiled code, not call overhead.
"""

from __future__ import annotations

import importlib.util
import os
from dataclasses import dataclass
from typing import Callable

import jax
import jax.numpy as jnp
import numpy as np

_EXAMPLES = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "examples")


@dataclass
class Program:
    name: str
    description: str
    fn: Callable
    make_inputs: Callable[[np.random.Generator], list]


def _examples_mlp():
    """The MLP of examples/make_mlp.py (the demo), imported rather than copied."""
    path = os.path.join(_EXAMPLES, "make_mlp.py")
    spec = importlib.util.spec_from_file_location("make_mlp", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.mlp


def _normal(rng, shape, scale=1.0):
    return (rng.standard_normal(shape, dtype=np.float32) * scale).astype(np.float32)


def mlp_inputs(rng):
    return [_normal(rng, (8, 64)), _normal(rng, (64, 128), 0.1), np.full(128, 0.01, np.float32),
            _normal(rng, (128, 10), 0.1), np.zeros(10, np.float32)]


def cnn(x, k1, k2, w):
    """Two 3x3 convolutions with ReLU (NHWC), global average pooling, a dense layer."""
    dn = ("NHWC", "HWIO", "NHWC")
    h = jax.nn.relu(jax.lax.conv_general_dilated(x, k1, (1, 1), "SAME", dimension_numbers=dn))
    h = jax.nn.relu(jax.lax.conv_general_dilated(h, k2, (2, 2), "SAME", dimension_numbers=dn))
    return jnp.mean(h, axis=(1, 2)) @ w


def cnn_inputs(rng):
    return [_normal(rng, (4, 32, 32, 3)), _normal(rng, (3, 3, 3, 16), 0.2),
            _normal(rng, (3, 3, 16, 32), 0.1), _normal(rng, (32, 10), 0.1)]


HEADS = 4


def _layer_norm(x, g, b):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean((x - mean) ** 2, axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + 1e-5) * g + b


def transformer_block(x, wqkv, wo, w1, w2, g1, b1, g2, b2):
    """Pre-norm self-attention (4 heads) and a GELU MLP, with residuals."""
    seq, d = x.shape
    h = _layer_norm(x, g1, b1)
    q, k, v = jnp.split(h @ wqkv, 3, axis=-1)
    split = lambda t: t.reshape(seq, HEADS, d // HEADS).transpose(1, 0, 2)  # noqa: E731
    q, k, v = split(q), split(k), split(v)
    scores = jnp.einsum("hqd,hkd->hqk", q, k) / np.sqrt(d // HEADS).astype(np.float32)
    att = jnp.einsum("hqk,hkd->hqd", jax.nn.softmax(scores, axis=-1), v)
    x = x + att.transpose(1, 0, 2).reshape(seq, d) @ wo
    h = _layer_norm(x, g2, b2)
    return x + jax.nn.gelu(h @ w1, approximate=True) @ w2


def transformer_inputs(rng, seq=64, d=128):
    return [_normal(rng, (seq, d)), _normal(rng, (d, 3 * d), d ** -0.5),
            _normal(rng, (d, d), d ** -0.5), _normal(rng, (d, 4 * d), d ** -0.5),
            _normal(rng, (4 * d, d), (4 * d) ** -0.5), np.ones(d, np.float32),
            np.zeros(d, np.float32), np.ones(d, np.float32), np.zeros(d, np.float32)]


def matmul(a, b):
    return a @ b


def matmul_inputs(rng, n=512):
    return [_normal(rng, (n, n)), _normal(rng, (n, n))]


def elementwise(x, y):
    """A chain of elementwise ops that a fusing compiler runs as one loop."""
    z = jnp.sin(x) * y + jnp.cos(y)
    z = jnp.exp(-z * z) + jnp.tanh(x - y)
    return jnp.sqrt(jnp.abs(z) + 1.0) * jnp.log1p(jnp.abs(x))


def elementwise_inputs(rng, n=1 << 20):
    return [_normal(rng, (n,)), _normal(rng, (n,))]


PROGRAMS = [
    Program("mlp", "examples/ MLP, 8x64 -> 128 -> 10, softmax", _examples_mlp(), mlp_inputs),
    Program("cnn", "2 conv3x3 + ReLU, 4x32x32x3 -> 32 channels, pool, dense", cnn, cnn_inputs),
    Program("transformer", "pre-norm block, seq 64, d 128, 4 heads, GELU MLP",
            transformer_block, transformer_inputs),
    Program("matmul", "512x512 @ 512x512 f32", matmul, matmul_inputs),
    Program("elementwise", "chain of 12 elementwise ops over 2^20 f32", elementwise,
            elementwise_inputs),
]
