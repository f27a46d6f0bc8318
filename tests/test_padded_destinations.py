"""A convolution's zero-padded input is written in place by its producer (issue 8,
compiler/linalg/padded_destinations.py): the previous layer's batch norm and activation
store into the interior of the padded buffer, and no pad copies remain, neither a whole
one nor one per parallel block. Values against `jax.jit` at MobileNetV2's real sizes."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc


def _block(stride: int, explicit_pad: bool):
    """1x1 expansion + BN + ReLU6, then a 3x3 depthwise convolution (+ BN + ReLU6), its
    padding `SAME` (stride 1) or an explicit bottom/right pad (Keras' stride-2 layers)."""
    def f(x, w1, s1, b1, w2, s2, b2):
        y = jax.lax.conv_general_dilated(x, w1, (1, 1), "VALID",
                                         dimension_numbers=("NHWC", "HWIO", "NHWC"))
        y = jnp.minimum(jnp.maximum(y * s1 + b1, 0.0), 6.0)
        if explicit_pad:
            y = jnp.pad(y, ((0, 0), (0, 1), (0, 1), (0, 0)))
            padding = "VALID"
        else:
            padding = ((1, 1), (1, 1))
        c = y.shape[-1]
        z = jax.lax.conv_general_dilated(y, w2, (stride, stride), padding,
                                         dimension_numbers=("NHWC", "HWIO", "NHWC"),
                                         feature_group_count=c)
        return jnp.minimum(jnp.maximum(z * s2 + b2, 0.0), 6.0)
    return f


@pytest.mark.parametrize("hw, cin, c, stride, explicit_pad", [
    (48, 16, 96, 2, True),     # MobileNetV2 block 1 at 96x96
    (24, 24, 144, 1, False),   # block 2
    (12, 32, 192, 1, False),   # blocks 4-5
    (6, 96, 576, 2, True),     # block 13
])
def test_padded_depthwise_blocks_match_jax_without_pad_copies(hw, cin, c, stride,
                                                              explicit_pad):
    rng = np.random.default_rng(0)
    args = [rng.standard_normal((1, hw, hw, cin)).astype(np.float32),
            (rng.standard_normal((1, 1, cin, c)) / np.sqrt(cin)).astype(np.float32),
            rng.standard_normal(c).astype(np.float32), rng.standard_normal(c).astype(np.float32),
            (rng.standard_normal((3, 3, 1, c)) / 3).astype(np.float32),
            rng.standard_normal(c).astype(np.float32), rng.standard_normal(c).astype(np.float32)]
    f = _block(stride, explicit_pad)
    lowered = jax.jit(f).lower(*args)
    got = stablehlo_cc.compile(lowered, cache=False)(*args)
    np.testing.assert_allclose(np.asarray(got), np.asarray(jax.jit(f)(*args)),
                               rtol=1e-4, atol=1e-4)
    buffers = stablehlo_cc.compile(lowered, emit="bufferized")
    assert "memref.copy" not in buffers  # the producer stored into the padded buffer
