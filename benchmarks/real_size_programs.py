"""Programs at the sizes real models use, written in JAX, with seeded inputs.

They are what broke on small stacks (issue 8): contractions whose operands have batch and
contracting dimensions anywhere, depthwise convolutions, a transformer encoder block, a CNN.
`tests/test_stack_use.py` runs them compiled at -O3 on a thread with a 256 KiB stack and
compares with `jax.jit`; `benchmarks/contractions.py` times some of them.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np


def _normal(rng, shape, scale=1.0):
    return (rng.standard_normal(shape, dtype=np.float32) * scale).astype(np.float32)


def einsum_abc_cde(rng):
    """Keras attention's projection `abc,cde->abde` (one dot_general, contracting [2] x [0])."""
    return (lambda a, b: jnp.einsum("abc,cde->abde", a, b),
            [_normal(rng, (2, 64, 128)), _normal(rng, (128, 4, 32), 0.1)])


def attention_scores(rng):
    """`bqhd,bkhd->bhqk`: batch dims b, h in the middle of both operands."""
    return (lambda q, k: jnp.einsum("bqhd,bkhd->bhqk", q, k),
            [_normal(rng, (2, 128, 8, 64)), _normal(rng, (2, 128, 8, 64))])


def attention(rng):
    """Multi-head attention on `bqhd` layouts: scores, softmax, weighted values."""
    def f(q, k, v):
        s = jnp.einsum("bqhd,bkhd->bhqk", q, k) * (64 ** -0.5)
        return jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(s, axis=-1), v)
    return f, [_normal(rng, (2, 128, 8, 64)) for _ in range(3)]


def tanh_mlp_rank3(rng):
    """`tanh(x @ w1) @ w2` with a rank-3 x: the elementwise op sits between two contractions."""
    return (lambda x, w1, w2: jnp.tanh(x @ w1) @ w2,
            [_normal(rng, (2, 64, 128)), _normal(rng, (128, 256), 0.1),
             _normal(rng, (256, 128), 0.1)])


def tanh_mlp_2d(rng):
    """The same as `tanh_mlp_rank3` with x flattened to 128x128 rows (the case that was fine)."""
    return (lambda x, w1, w2: jnp.tanh(x @ w1) @ w2,
            [_normal(rng, (128, 128)), _normal(rng, (128, 256), 0.1),
             _normal(rng, (256, 128), 0.1)])


def mlp_bias_gelu_rank3(rng):
    """Dense layers with bias and GELU epilogues on a rank-3 activation."""
    def f(x, w1, b1, w2, b2):
        return jax.nn.gelu(x @ w1 + b1) @ w2 + b2
    return f, [_normal(rng, (4, 64, 256)), _normal(rng, (256, 512), 0.06),
               _normal(rng, (512,), 0.1), _normal(rng, (512, 256), 0.04),
               _normal(rng, (256,), 0.1)]


def depthwise_conv(rng):
    """3x3 depthwise convolution on 1x112x112x32 (NHWC, feature_group_count=32)."""
    def f(x, k):
        return jax.lax.conv_general_dilated(x, k, (1, 1), "SAME",
                                            dimension_numbers=("NHWC", "HWIO", "NHWC"),
                                            feature_group_count=32)
    return f, [_normal(rng, (1, 112, 112, 32)), _normal(rng, (3, 3, 1, 32), 0.3)]


def _layer_norm(x, g, b):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean((x - mean) ** 2, axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + 1e-5) * g + b


def encoder_block(rng, batch=2, seq=256, d=512, heads=8, ffn=2048):
    """Post-norm transformer encoder block (BERT-like): batch 2, seq 256, d 512, 8 heads."""
    hd = d // heads

    def f(x, wq, wk, wv, wo, w1, b1, w2, b2, g1, c1, g2, c2):
        q = jnp.einsum("bsd,dhe->bshe", x, wq)
        k = jnp.einsum("bsd,dhe->bshe", x, wk)
        v = jnp.einsum("bsd,dhe->bshe", x, wv)
        s = jnp.einsum("bqhe,bkhe->bhqk", q, k) * (hd ** -0.5)
        a = jnp.einsum("bhqk,bkhe->bqhe", jax.nn.softmax(s, axis=-1), v)
        x = _layer_norm(x + jnp.einsum("bqhe,hed->bqd", a, wo), g1, c1)
        h = jax.nn.gelu(x @ w1 + b1)
        return _layer_norm(x + h @ w2 + b2, g2, c2)

    s = d ** -0.5
    return f, [_normal(rng, (batch, seq, d)), _normal(rng, (d, heads, hd), s),
               _normal(rng, (d, heads, hd), s), _normal(rng, (d, heads, hd), s),
               _normal(rng, (heads, hd, d), s), _normal(rng, (d, ffn), s),
               _normal(rng, (ffn,), 0.1), _normal(rng, (ffn, d), ffn ** -0.5),
               _normal(rng, (d,), 0.1), np.ones(d, np.float32), np.zeros(d, np.float32),
               np.ones(d, np.float32), np.zeros(d, np.float32)]


def small_cnn(rng):
    """Batch 32 of 32x32x3: conv3x3 (32) + ReLU, max-pool, conv3x3 (64) + ReLU, pool, dense."""
    dn = ("NHWC", "HWIO", "NHWC")

    def f(x, k1, c1, k2, c2, w, b):
        h = jax.nn.relu(jax.lax.conv_general_dilated(x, k1, (1, 1), "SAME",
                                                     dimension_numbers=dn) + c1)
        h = jax.lax.reduce_window(h, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
        h = jax.nn.relu(jax.lax.conv_general_dilated(h, k2, (1, 1), "SAME",
                                                     dimension_numbers=dn) + c2)
        return jnp.mean(h, axis=(1, 2)) @ w + b

    return f, [_normal(rng, (32, 32, 32, 3)), _normal(rng, (3, 3, 3, 32), 0.3),
               _normal(rng, (32,), 0.1), _normal(rng, (3, 3, 32, 64), 0.06),
               _normal(rng, (64,), 0.1), _normal(rng, (64, 10), 0.1), _normal(rng, (10,), 0.1)]


def strided_conv_nchw(rng):
    """A strided, padded 3x3 convolution in PyTorch's NCHW/OIHW layout."""
    def f(x, k):
        return jax.lax.conv_general_dilated(x, k, (2, 2), ((1, 1), (1, 1)),
                                            dimension_numbers=("NCHW", "OIHW", "NCHW"))
    return f, [_normal(rng, (4, 16, 56, 56)), _normal(rng, (32, 16, 3, 3), 0.1)]


PROGRAMS = {
    "einsum_abc_cde": einsum_abc_cde,
    "attention_scores": attention_scores,
    "attention": attention,
    "tanh_mlp_rank3": tanh_mlp_rank3,
    "tanh_mlp_2d": tanh_mlp_2d,
    "mlp_bias_gelu_rank3": mlp_bias_gelu_rank3,
    "depthwise_conv": depthwise_conv,
    "encoder_block": encoder_block,
    "small_cnn": small_cnn,
    "strided_conv_nchw": strided_conv_nchw,
}


def make(name: str, seed: int = 0):
    """(function, inputs) of a program by name (also the benchmark programs, `bench_<name>`)."""
    rng = np.random.default_rng(seed)
    if name.startswith("bench_"):
        from benchmarks.programs import PROGRAMS as BENCH
        program = next(p for p in BENCH if p.name == name[len("bench_"):])
        return program.fn, program.make_inputs(rng)
    return PROGRAMS[name](rng)
