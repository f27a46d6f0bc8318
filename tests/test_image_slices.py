"""A native convolution and the pool that reads it, run a slice of images at a time
(compiler/linalg/image_slices.py): values against jax.jit at the kernel benchmark's real size
and with stride, padding, a broadcast bias and an overlapping pool window, bit-identical for
1, 2 and 3 threads and to the unsliced program, and which programs are sliced."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler.linalg import image_slices

_DN = ("NHWC", "HWIO", "NHWC")


def _small_cnn(x, k1, k2, w):  # the kernel benchmark's program (benchmarks/kernels.py)
    h = jax.nn.relu(jax.lax.conv_general_dilated(x, k1, (1, 1), "SAME", dimension_numbers=_DN))
    h = jax.lax.reduce_window(h, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
    h = jax.nn.relu(jax.lax.conv_general_dilated(h, k2, (1, 1), "SAME", dimension_numbers=_DN))
    return jnp.mean(h, axis=(1, 2)) @ w


def _strided(x, k, b):  # stride 2, asymmetric padding, bias, a 3x3 pool of stride 2
    h = jax.lax.conv_general_dilated(x, k, (2, 2), ((1, 2), (0, 1)), dimension_numbers=_DN)
    h = jnp.maximum(h + b, 0.0)
    return jax.lax.reduce_window(h, -jnp.inf, jax.lax.max, (1, 3, 3, 1), (1, 2, 2, 1), "VALID")


def _normal(rng, shape, scale=1.0):
    return (rng.standard_normal(shape) * scale).astype(np.float32)


CASES = {
    "small_cnn": (_small_cnn, lambda rng: [
        _normal(rng, (32, 32, 32, 3)), _normal(rng, (3, 3, 3, 32), 0.2),
        _normal(rng, (3, 3, 32, 64), 0.06), _normal(rng, (64, 10), 0.1)]),
    "strided_bias_overlapping_pool": (_strided, lambda rng: [
        _normal(rng, (12, 67, 66, 8)), _normal(rng, (3, 3, 8, 48), 0.2),
        _normal(rng, (48,), 0.1)]),
}


def _sliced(text: str, monkeypatch) -> int:
    counts = []
    original = image_slices.slice_pooled_convolutions

    def counting(*args):
        counts.append(original(*args))
        return counts[-1]

    monkeypatch.setattr(image_slices, "slice_pooled_convolutions", counting)
    stablehlo_cc.compile(text, emit="bufferized", cache=False)
    return sum(counts)


@pytest.mark.parametrize("name", sorted(CASES))
def test_values_against_jax_and_threads(name, monkeypatch):
    fn, make = CASES[name]
    args = make(np.random.default_rng(0))
    lowered = jax.jit(fn).lower(*args)
    text = lowered.as_text()
    assert _sliced(text, monkeypatch) == 1
    expected = np.asarray(jax.jit(fn)(*args), np.float64)
    outs = [np.asarray(stablehlo_cc.compile(text, cache=False, num_threads=t)(*args))
            for t in (1, 2, 3)]
    scale = np.abs(expected).max()
    np.testing.assert_allclose(outs[0], expected, rtol=0, atol=2e-5 * scale)
    for other in outs[1:]:
        assert np.array_equal(outs[0], other)
    # The slices compute the same numbers as the whole-batch program.
    monkeypatch.setattr(image_slices, "MIN_OUTPUT_BYTES", 1 << 62)
    whole = stablehlo_cc.compile(text, cache=False, num_threads=1)(*args)
    assert np.array_equal(outs[0], np.asarray(whole))


def test_what_is_sliced(monkeypatch):
    rng = np.random.default_rng(1)

    def text(fn, *shapes):
        return jax.jit(fn).lower(*[_normal(rng, s) for s in shapes]).as_text()

    conv = lambda x, k: jax.lax.conv_general_dilated(  # noqa: E731
        x, k, (1, 1), "SAME", dimension_numbers=_DN)
    pool = lambda h: jax.lax.reduce_window(  # noqa: E731
        h, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
    big, filt = (16, 32, 32, 8), (3, 3, 8, 64)  # a 4 MiB output
    assert _sliced(text(lambda x, k: pool(jax.nn.relu(conv(x, k))), big, filt),
                   monkeypatch) == 1
    # No pool: the full output is written anyway.
    assert _sliced(text(lambda x, k: jax.nn.relu(conv(x, k)), big, filt), monkeypatch) == 0
    # An output that stays in L2 between the passes (256 KiB).
    assert _sliced(text(lambda x, k: pool(conv(x, k)), (4, 16, 16, 8), filt),
                   monkeypatch) == 0
    # The convolution's output used twice (also returned): not one chain.
    assert _sliced(text(lambda x, k: (pool(conv(x, k)), conv(x, k)), big, filt),
                   monkeypatch) == 0
