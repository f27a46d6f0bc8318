"""A CNN's layers keep their fast paths in a whole program (issue 8): the flax MNIST CNN
(`avg_pool / 4`, flatten, dense) ran 15x slower than XLA because the pooling's division was
fused into the dense layer's contraction, which then divided once per output column and
missed the vectorized path. Structure is asserted against our own plan, values against
`jax.jit`."""

import jax
import numpy as np

import stablehlo_cc


def _cnn_tail(x, w, b):
    pooled = jax.lax.reduce_window(x, 0.0, jax.lax.add, (1, 2, 2, 1), (1, 2, 2, 1), "VALID") / 4
    return jax.nn.relu(pooled.reshape(x.shape[0], -1) @ w + b)


def test_pool_then_dense_keeps_the_vectorized_contraction(tiled_from_avx512_sizes):
    rng = np.random.default_rng(0)
    x = rng.standard_normal((8, 14, 14, 64)).astype(np.float32)
    w = rng.standard_normal((7 * 7 * 64, 256)).astype(np.float32)
    b = rng.standard_normal(256).astype(np.float32)
    lowered = jax.jit(_cnn_tail).lower(x, w, b)
    text = stablehlo_cc.compile(lowered, emit="bufferized", cache=False)
    # the division is computed once per pooled element, outside the contraction
    contraction_bodies = [part for part in text.split("linalg.generic")
                          if "reduction" in part.split("{", 2)[1]]
    assert all("arith.divf" not in body.split("linalg.yield")[0] for body in contraction_bodies)
    assert "vector.fma" in text
    got = stablehlo_cc.compile(lowered)(x, w, b)
    np.testing.assert_allclose(got, np.asarray(jax.jit(_cnn_tail)(x, w, b)), rtol=1e-4,
                               atol=1e-3)
