"""A convolution's zero-padded input is written in place by its producer (issue 8,
compiler/linalg/padded_destinations.py): the previous layer's batch norm and activation
store into the interior of the padded buffer, and no pad copies remain, neither a whole
one nor one per parallel block. Values against `jax.jit` at MobileNetV2's real sizes."""

import re

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


def _conv_stack(stride: int, padding):
    """Convolution + bias + ReLU, then a 3x3 convolution of that with `padding` (+ bias):
    the first layer's epilogue writes the second's padded input."""
    def f(x, w1, b1, w2, b2):
        dn = ("NHWC", "HWIO", "NHWC")
        y = jax.lax.conv_general_dilated(x, w1, (1, 1), "SAME", dimension_numbers=dn)
        y = jnp.maximum(y + b1, 0.0)
        z = jax.lax.conv_general_dilated(y, w2, (stride, stride), padding,
                                         dimension_numbers=dn)
        return z + b2
    return f


@pytest.mark.parametrize("n, hw, c, stride, padding", [
    (2, 56, 64, 1, "SAME"),                # ResNet's 3x3 layers at 56x56
    (2, 56, 64, 1, ((1, 2), (0, 1))),      # uneven borders, none on the left
    (4, 56, 32, 2, ((1, 1), (1, 1))),      # a stride-2 layer
])
def test_only_the_border_of_a_padded_destination_is_filled(n, hw, c, stride, padding):
    """The producer writes the interior, so only the border of the padded buffer (1.7 MB,
    above MIN_BORDER_ONLY_BYTES) is zero-filled: no fill of the whole buffer is left, and
    the values match `jax.jit` (any interior element the producer missed would be an
    uninitialized one), on 1, 2 and 3 threads bit for bit."""
    rng = np.random.default_rng(1)
    args = [rng.standard_normal((n, hw, hw, c)).astype(np.float32),
            (rng.standard_normal((3, 3, c, c)) / np.sqrt(9 * c)).astype(np.float32),
            rng.standard_normal(c).astype(np.float32),
            (rng.standard_normal((3, 3, c, c)) / np.sqrt(9 * c)).astype(np.float32),
            rng.standard_normal(c).astype(np.float32)]
    f = _conv_stack(stride, padding)
    lowered = jax.jit(f).lower(*args)
    want = np.asarray(jax.jit(f)(*args))
    results = [np.asarray(stablehlo_cc.compile(lowered, cache=False, num_threads=n)(*args))
               for n in (1, 2, 3)]
    np.testing.assert_allclose(results[0], want, rtol=1e-4, atol=1e-4)
    for r in results[1:]:
        np.testing.assert_array_equal(r, results[0])
    (low_h, high_h), (low_w, high_w) = ((1, 1), (1, 1)) if padding == "SAME" else padding
    padded = f"memref<{n}x{hw + low_h + high_h}x{hw + low_w + high_w}x{c}xf32>"
    buffers = stablehlo_cc.compile(lowered, emit="bufferized")
    assert not re.search(r"linalg\.fill [^\n]*outs\(%\w+ : " + re.escape(padded), buffers)
    assert "linalg.fill" in buffers and "shlo.border_only" not in buffers


def test_border_slabs_cover_the_border_once():
    """The slabs and the interior partition the buffer, for any rank and padding."""
    from stablehlo_cc.compiler.linalg.padded_destinations import _border_slabs
    rng = np.random.default_rng(0)
    for _ in range(200):
        rank = int(rng.integers(1, 5))
        low = [int(v) for v in rng.integers(0, 3, rank)]
        inner = [int(v) for v in rng.integers(0, 4, rank)]
        shape = [lo + n + int(h) for lo, n, h in zip(low, inner, rng.integers(0, 3, rank))]
        count = np.zeros(shape, np.int64)
        count[tuple(slice(lo, lo + n) for lo, n in zip(low, inner))] += 1
        for offsets, sizes, steps in _border_slabs(shape, low, inner):
            count[tuple(slice(o, o + s * k, k) for o, s, k in zip(offsets, sizes, steps))] += 1
        assert (count == 1).all()
