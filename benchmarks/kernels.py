"""The standard kernels of `make bench` (issue 10's list), written in JAX.

Each kernel states the work it must do at least: `flops` (multiply and add counted apart) and
`bytes` (every input read once and every output written once), so the harness can report
GFLOP/s against the measured FMA peak for compute-bound kernels and GB/s against the measured
STREAM bandwidth for memory-bound ones (benchmarks/machine.py). Sizes are the ones users run,
not ones chosen to flatter a code path: the transformer block has an elementwise op between
two rank-3 contractions, as real attention does.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import jax
import jax.numpy as jnp
import numpy as np

from .programs import _layer_norm, _normal


@dataclass
class Kernel:
    name: str
    description: str
    fn: Callable
    make_inputs: Callable[[np.random.Generator], list]
    flops: float = 0.0  # floating-point operations a call must do
    bytes: float = 0.0  # bytes a call must move (inputs read once, outputs written once)
    bound: str = "compute"  # "compute" or "memory": which limit the table compares with


def _bytes(*shapes_dtypes) -> float:
    return float(sum(np.prod(s) * np.dtype(d).itemsize for s, d in shapes_dtypes))


def _matmul_kernel(n: int, dtype=np.float32) -> Kernel:
    def make(rng):
        return [_normal(rng, (n, n)).astype(dtype), _normal(rng, (n, n)).astype(dtype)]

    name = f"matmul{n}" + ("" if dtype == np.float32 else "_" + np.dtype(dtype).name)
    return Kernel(name, f"{n}x{n} @ {n}x{n} {np.dtype(dtype).name}",
                  lambda a, b: a @ b if dtype == np.float32 else
                  jnp.matmul(a, b, preferred_element_type=jnp.float32),
                  make, flops=2.0 * n ** 3, bytes=_bytes(((n, n), dtype), ((n, n), dtype),
                                                           ((n, n), np.float32)))


def _bf16(x):
    import ml_dtypes
    return x.astype(ml_dtypes.bfloat16)


def _bf16_matmul() -> Kernel:
    n = 1024

    def make(rng):
        return [_bf16(_normal(rng, (n, n))), _bf16(_normal(rng, (n, n)))]

    return Kernel("matmul1024_bf16", "1024x1024 @ 1024x1024 bf16, f32 accumulation",
                  lambda a, b: jnp.matmul(a, b, preferred_element_type=jnp.float32), make,
                  flops=2.0 * n ** 3, bytes=2 * n * n * 2 + n * n * 4)


def _int8_matmul() -> Kernel:
    """Quantized models' product: int8 operands, exact int32 sums (not in issue 10's list;
    its "rate vs limit" compares integer multiply-adds with the f32 FMA peak)."""
    n = 1024

    def make(rng):
        return [rng.integers(-128, 128, (n, n)).astype(np.int8),
                rng.integers(-128, 128, (n, n)).astype(np.int8)]

    return Kernel("matmul1024_i8", "1024x1024 @ 1024x1024 int8, int32 sums",
                  lambda a, b: jnp.matmul(a, b, preferred_element_type=jnp.int32), make,
                  flops=2.0 * n ** 3, bytes=2 * n * n + n * n * 4)


def _batched_matmul() -> Kernel:
    b, n = 32, 256
    return Kernel("bmm32x256", "32 x (256x256 @ 256x256) f32", lambda x, y: x @ y,
                  lambda rng: [_normal(rng, (b, n, n)), _normal(rng, (b, n, n))],
                  flops=2.0 * b * n ** 3, bytes=3 * b * n * n * 4)


_BIG = 1 << 24  # 16M f32 elements, 64 MiB


def _gelu() -> Kernel:
    return Kernel("gelu16M", "GELU (tanh form) on 16M f32",
                  lambda x: jax.nn.gelu(x, approximate=True),
                  lambda rng: [_normal(rng, (_BIG,))], flops=0.0, bytes=2 * _BIG * 4,
                  bound="memory")


def _fma_chain(x, y):
    """Eight dependent multiply-adds an element: memory-bound once fused into one loop."""
    z = x
    for i in range(8):
        z = z * y + np.float32(0.5 + i)
    return z


def _fma() -> Kernel:
    return Kernel("fma8_16M", "8-op FMA chain on 16M f32", _fma_chain,
                  lambda rng: [_normal(rng, (_BIG,)), _normal(rng, (_BIG,), 0.1)],
                  flops=16.0 * _BIG, bytes=3 * _BIG * 4, bound="memory")


def _rows_kernel(name, description, fn, rows, cols, out_cols) -> Kernel:
    return Kernel(name, description, fn, lambda rng: [_normal(rng, (rows, cols))],
                  bytes=4.0 * rows * (cols + out_cols), bound="memory")


def _layer_norm_kernel() -> Kernel:
    rows, cols = 4096, 1024
    return Kernel("layernorm", "layer norm over rows of 4096x1024 f32",
                  lambda x, g, b: _layer_norm(x, g, b),
                  lambda rng: [_normal(rng, (rows, cols)), np.ones(cols, np.float32),
                               np.zeros(cols, np.float32)],
                  bytes=4.0 * 2 * rows * cols, bound="memory")


def _transpose() -> Kernel:
    n = 4096
    return Kernel("transpose4096", "4096x4096 f32 transpose", lambda x: x.T,
                  lambda rng: [_normal(rng, (n, n))], bytes=2.0 * n * n * 4, bound="memory")


def _conv(name, description, shape, kernel_shape, groups) -> Kernel:
    n, h, w, c = shape
    kh, kw, ci, co = kernel_shape

    def fn(x, k):
        return jax.lax.conv_general_dilated(x, k, (1, 1), "SAME",
                                            dimension_numbers=("NHWC", "HWIO", "NHWC"),
                                            feature_group_count=groups)

    return Kernel(name, description, fn,
                  lambda rng: [_normal(rng, shape), _normal(rng, kernel_shape, 0.1)],
                  flops=2.0 * n * h * w * co * kh * kw * ci,
                  bytes=_bytes((shape, np.float32), (kernel_shape, np.float32),
                               ((n, h, w, co), np.float32)),
                  bound="compute" if groups == 1 else "memory")


def _mlp(x, w1, b1, w2, b2, w3, b3):
    h = jax.nn.relu(x @ w1 + b1)
    h = jax.nn.relu(h @ w2 + b2)
    return h @ w3 + b3


def _mlp_kernel() -> Kernel:
    sizes = [784, 1024, 1024, 10]

    def make(rng):
        args = [_normal(rng, (64, 784))]
        for a, b in zip(sizes, sizes[1:]):
            args += [_normal(rng, (a, b), a ** -0.5), np.zeros(b, np.float32)]
        return args

    flops = 2.0 * 64 * sum(a * b for a, b in zip(sizes, sizes[1:]))
    return Kernel("mlp784", "MLP, batch 64, 784-1024-1024-10, ReLU", _mlp, make, flops=flops)


def _encoder_block(x, wqkv, wo, w1, w2, g1, b1, g2, b2, heads=8):
    """Post-attention-residual encoder block on a batch: every projection is a rank-3
    contraction with elementwise ops between them (as in Keras/Flax attention)."""
    batch, seq, d = x.shape
    h = _layer_norm(x, g1, b1)
    q, k, v = jnp.split(jnp.einsum("bsd,de->bse", h, wqkv), 3, axis=-1)
    split = lambda t: t.reshape(batch, seq, heads, d // heads)  # noqa: E731
    q, k, v = split(q), split(k), split(v)
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.float32(np.sqrt(d // heads))
    att = jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(scores, axis=-1), v)
    x = x + jnp.einsum("bsd,de->bse", att.reshape(batch, seq, d), wo)
    h = _layer_norm(x, g2, b2)
    return x + jnp.einsum("bsf,fd->bsd", jax.nn.gelu(jnp.einsum("bsd,df->bsf", h, w1)), w2)


def _encoder_kernel() -> Kernel:
    b, s, d, f = 2, 256, 512, 2048

    def make(rng):
        return [_normal(rng, (b, s, d)), _normal(rng, (d, 3 * d), d ** -0.5),
                _normal(rng, (d, d), d ** -0.5), _normal(rng, (d, f), d ** -0.5),
                _normal(rng, (f, d), f ** -0.5), np.ones(d, np.float32),
                np.zeros(d, np.float32), np.ones(d, np.float32), np.zeros(d, np.float32)]

    flops = 2.0 * b * s * (d * 3 * d + d * d + 2 * d * f) + 2.0 * 2 * b * s * s * d
    return Kernel("encoder", "transformer encoder block, batch 2, seq 256, d 512, 8 heads, "
                  "FFN 2048", _encoder_block, make, flops=flops)


def _small_cnn(x, k1, k2, w):
    dn = ("NHWC", "HWIO", "NHWC")
    h = jax.nn.relu(jax.lax.conv_general_dilated(x, k1, (1, 1), "SAME", dimension_numbers=dn))
    h = jax.lax.reduce_window(h, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
    h = jax.nn.relu(jax.lax.conv_general_dilated(h, k2, (1, 1), "SAME", dimension_numbers=dn))
    return jnp.mean(h, axis=(1, 2)) @ w


def _small_cnn_kernel() -> Kernel:
    def make(rng):
        return [_normal(rng, (32, 32, 32, 3)), _normal(rng, (3, 3, 3, 32), 0.2),
                _normal(rng, (3, 3, 32, 64), 0.06), _normal(rng, (64, 10), 0.1)]

    flops = 2.0 * 32 * (32 * 32 * 32 * 27 + 16 * 16 * 64 * 9 * 32)
    return Kernel("small_cnn", "CNN, batch 32, 32x32x3: conv 32, maxpool, conv 64, pool, dense",
                  _small_cnn, make, flops=flops)


def _rnn(h, x, w, u):
    def step(i, h):
        return jnp.tanh(h @ w + x[i % x.shape[0]] @ u)
    return jax.lax.fori_loop(0, 1000, step, h)


def _rnn_kernel() -> Kernel:
    return Kernel("rnn1000", "1000-step fori_loop RNN, h 8x64", _rnn,
                  lambda rng: [_normal(rng, (8, 64)), _normal(rng, (16, 8, 64)),
                               _normal(rng, (64, 64), 0.1), _normal(rng, (64, 64), 0.1)],
                  flops=1000 * 2.0 * 2 * 8 * 64 * 64)


def _sort_kernel(n: int) -> Kernel:
    return Kernel(f"sort{n // 1024}K", f"sort {n} f32", jnp.sort,
                  lambda rng: [_normal(rng, (n,))], bytes=2.0 * n * 4, bound="memory")


def _gather_kernel() -> Kernel:
    rows, table, width = 16384, 65536, 256

    def make(rng):
        return [_normal(rng, (table, width)), rng.integers(0, table, rows, dtype=np.int32)]

    return Kernel("gather", "embedding gather: 16K rows of 65536x256 f32",
                  lambda t, i: jnp.take(t, i, axis=0), make,
                  bytes=2.0 * rows * width * 4, bound="memory")


def _scatter_kernel() -> Kernel:
    rows, table, width = 65536, 65536, 256

    def make(rng):
        return [_normal(rng, (table, width)), rng.integers(0, table, rows, dtype=np.int32),
                _normal(rng, (rows, width))]

    return Kernel("scatter_add", "scatter-add: 64K rows into 65536x256 f32",
                  lambda t, i, u: t.at[i].add(u), make,
                  bytes=4.0 * (2 * table * width + rows * width), bound="memory")


KERNELS = [
    _matmul_kernel(256), _matmul_kernel(1024), _matmul_kernel(2048), _batched_matmul(),
    _bf16_matmul(), _int8_matmul(), _gelu(), _fma(),
    _rows_kernel("softmax", "row softmax of 4096x1024 f32",
                 lambda x: jax.nn.softmax(x, axis=-1), 4096, 1024, 1024),
    _layer_norm_kernel(),
    _rows_kernel("row_sum", "row sums of 8192x2048 f32", lambda x: x.sum(axis=1), 8192, 2048, 1),
    Kernel("col_sum", "column sums of 8192x2048 f32", lambda x: x.sum(axis=0),
           lambda rng: [_normal(rng, (8192, 2048))], bytes=4.0 * (8192 * 2048 + 2048),
           bound="memory"),
    _rows_kernel("argmax", "argmax along rows of 4096x4096 f32",
                 lambda x: jnp.argmax(x, axis=1), 4096, 4096, 1),
    _transpose(),
    _conv("conv3x3", "ResNet 3x3 convolution, NHWC 8x56x56x64 -> 64", (8, 56, 56, 64),
          (3, 3, 64, 64), 1),
    _conv("depthwise3x3", "depthwise 3x3 convolution, NHWC 8x56x56x128", (8, 56, 56, 128),
          (3, 3, 1, 128), 128),
    _mlp_kernel(), _encoder_kernel(), _small_cnn_kernel(), _rnn_kernel(),
    _sort_kernel(1 << 20), _sort_kernel(1 << 14), _gather_kernel(), _scatter_kernel(),
]
