"""Equal convolution kernels share one function while they are tiled (convolution_kernels.py):
results against jax.jit, and how many distinct kernels a program has."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler.linalg import contraction_codegen

_DN = ("NHWC", "HWIO", "NHWC")


def _conv(x, w, stride=1):
    return jax.lax.conv_general_dilated(x, w, (stride, stride), "SAME", dimension_numbers=_DN)


def _depthwise(x, w):
    return jax.lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=_DN,
                                        feature_group_count=x.shape[-1])


@pytest.fixture
def kernels(monkeypatch):
    """The number of distinct kernels of each compile, in order."""
    counts = []
    original = contraction_codegen.outline_convolutions

    def spy(module):
        counts.append(original(module))
        return counts[-1]

    monkeypatch.setattr(contraction_codegen, "outline_convolutions", spy)
    return counts


def _check(fn, args, rtol=2e-4):
    got = stablehlo_cc.compile(jax.jit(fn).lower(*args), cache=False)(*args)
    got = got if isinstance(got, (tuple, list)) else [got]
    want = jax.jit(fn)(*args)
    want = want if isinstance(want, (tuple, list)) else [want]
    for g, w in zip(got, want):
        np.testing.assert_allclose(np.asarray(g), np.asarray(w), rtol=rtol, atol=rtol)


def _args(shapes, seed=0):
    rng = np.random.default_rng(seed)
    return [(rng.standard_normal(s) / np.sqrt(np.prod(s[:-1]) if len(s) == 4 and i else 1))
            .astype(np.float32) for i, s in enumerate(shapes)]


@pytest.mark.usefixtures("tiled_convolutions")
def test_repeated_residual_blocks_share_kernels(kernels):
    """Four ResNet basic blocks at 28x28x64 (conv, bias, ReLU, conv, bias, residual add,
    ReLU), each with its own weights: the eight convolutions are three kernels (the first
    block's epilogue differs: its residual is the argument, later ones the previous block's
    ReLU, which fusion recomputes in the epilogue), and the result is right."""
    def fn(x, *params):
        for i in range(0, len(params), 4):
            w1, b1, w2, b2 = params[i:i + 4]
            y = jax.nn.relu(_conv(x, w1) + b1)
            x = jax.nn.relu(_conv(y, w2) + b2 + x)
        return jnp.sum(x, axis=(1, 2))  # (not returned by the last block's kernel itself)

    shapes = [(1, 28, 28, 64)] + [(3, 3, 64, 64), (64,), (3, 3, 64, 64), (64,)] * 4
    _check(fn, _args(shapes), rtol=1e-3)
    assert kernels == [3]


@pytest.mark.usefixtures("tiled_convolutions")
def test_different_shapes_strides_and_epilogues_stay_apart(kernels):
    """Same filter shape, but another stride, another activation, another input size: four
    kernels for four convolutions; a convolution whose result is returned stays in place."""
    def fn(x, w1, w2, w3, w4, w5):
        a = jax.nn.relu(_conv(x, w1))
        b = jnp.tanh(_conv(a, w2))
        c = jax.nn.relu(_conv(b, w3, stride=2))
        d = jax.nn.relu(_conv(c, w4))
        return _conv(d, w5), jnp.sum(d)

    shapes = [(2, 32, 32, 32)] + [(3, 3, 32, 32)] * 5
    _check(fn, _args(shapes, 1), rtol=1e-3)
    assert kernels == [4]


def test_depthwise_and_pooling_kernels(kernels):
    """MobileNet-like: depthwise 3x3 with ReLU6, then 1x1 projection, twice; a max pooling
    with a padded window. Equal depthwise convolutions share one kernel."""
    def fn(x, d1, p1, d2, p2):
        for d, p in ((d1, p1), (d2, p2)):
            x = jnp.clip(_depthwise(x, d), 0.0, 6.0)
            x = _conv(x, p) + x
        pooled = jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, 3, 3, 1), (1, 2, 2, 1),
                                       "SAME")
        return jnp.mean(pooled, axis=(1, 2))

    shapes = [(1, 56, 56, 32), (3, 3, 1, 32), (1, 1, 32, 32), (3, 3, 1, 32), (1, 1, 32, 32)]
    _check(fn, _args(shapes, 2), rtol=1e-3)
    # (5: the two depthwise kernels differ since padded_destinations.py: the second reads
    # the padded buffer the projection before it writes, the first pads its argument)
    assert kernels and kernels[0] <= 5


@pytest.mark.usefixtures("tiled_convolutions")
def test_constant_weights_cross_as_arguments(kernels):
    """Weights baked into the program as constants: each kernel takes its filter and bias as
    arguments, so the equal middle layers share one kernel."""
    rng = np.random.default_rng(3)
    ws = [(rng.standard_normal((3, 3, 32, 32)) / 17).astype(np.float32) for _ in range(4)]
    bs = [rng.standard_normal((32,)).astype(np.float32) for _ in range(4)]

    def fn(x):
        for w, b in zip(ws, bs):
            x = jax.nn.relu(_conv(x, w) + b)
        return jnp.sum(x, axis=(1, 2))

    _check(fn, _args([(2, 24, 24, 32)], 4), rtol=1e-3)
    # the first layer (pads its argument), the two middle ones (read a padded buffer and
    # write the next one's, padded_destinations.py), the last (writes a plain result)
    assert kernels == [3]
