"""PyTorch-layout (NCHW) CNN blocks: the transposes around each channels-last convolution sink
through the ops between convolutions and cancel (stablehlo/channels_last_chains.py). Results
against jax.jit, bit-identical for 1, 2 and 3 threads; the StableHLO the compiler leaves has
no activation transpose but the input's (and, where a chain is stopped or a reduction
leaves a permutation, the ones that must stay)."""

import re

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc

_DN = ("NCHW", "OIHW", "NCHW")


def _conv(x, w, stride=1, padding=1, groups=1):
    return jax.lax.conv_general_dilated(x, w, (stride, stride), [(padding, padding)] * 2,
                                        dimension_numbers=_DN, feature_group_count=groups)


def _bn(x, p):
    mean, var, g, b = p
    c = (1, -1, 1, 1)
    return (x - mean.reshape(c)) / jnp.sqrt(var.reshape(c) + 1e-5) * g.reshape(c) + b.reshape(c)


def _params(rng, c):
    return (rng.standard_normal(c).astype(np.float32),
            rng.uniform(0.5, 2, c).astype(np.float32),
            rng.standard_normal(c).astype(np.float32),
            rng.standard_normal(c).astype(np.float32))


def _weight(rng, o, i, k):
    return (rng.standard_normal((o, i, k, k)) / np.sqrt(i * k * k)).astype(np.float32)


def _maxpool(x):  # torch's MaxPool2d(3, 2, 1): pads with -inf
    return jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, 1, 3, 3), (1, 1, 2, 2),
                                 ((0, 0), (0, 0), (1, 1), (1, 1)))


def _resnet_block(n, c, h, w):
    """stem (7x7 conv, BN, ReLU, max pool), a residual basic block, global average pool."""
    rng = np.random.default_rng(0)
    x = rng.standard_normal((n, 3, h, w)).astype(np.float32)
    w0, w1, w2 = _weight(rng, c, 3, 7), _weight(rng, c, c, 3), _weight(rng, c, c, 3)
    p0, p1, p2 = _params(rng, c), _params(rng, c), _params(rng, c)

    def f(x, w0, w1, w2):
        y = _maxpool(jax.nn.relu(_bn(_conv(x, w0, 2, 3), p0)))
        z = jax.nn.relu(_bn(_conv(y, w1), p1))
        z = _bn(_conv(z, w2), p2)
        y = jax.nn.relu(z + y)
        return jnp.mean(y, axis=(2, 3))

    return f, (x, w0, w1, w2)


def _se_block(n, c, h, w):
    """a grouped 3x3 conv, BN + ReLU, squeeze-excitation (mean over H, W, two 1x1 convs,
    sigmoid, per-channel scaling), the block's output in NCHW."""
    rng = np.random.default_rng(1)
    x = rng.standard_normal((n, c, h, w)).astype(np.float32)
    wg = _weight(rng, c, 8, 3)
    p = _params(rng, c)
    ws1, ws2 = _weight(rng, c // 4, c, 1), _weight(rng, c, c // 4, 1)
    b1, b2 = rng.standard_normal(c // 4).astype(np.float32), rng.standard_normal(c).astype(
        np.float32)

    def f(x, wg, ws1, ws2):
        y = jax.nn.relu(_bn(_conv(x, wg, 1, 1, groups=c // 8), p))
        s = jnp.mean(y, axis=(2, 3), keepdims=True)
        s = jax.nn.relu(_conv(s, ws1, 1, 0) + b1.reshape(1, -1, 1, 1))
        s = jax.nn.sigmoid(_conv(s, ws2, 1, 0) + b2.reshape(1, -1, 1, 1))
        return y * s + x

    return f, (x, wg, ws1, ws2)


def _dense_block(n, c, h, w):
    """DenseNet's: a stem convolution, BN + ReLU, convolutions whose outputs are concatenated along the
    channels, a 2x2 average pool (a `reduce_window` add, then a division)."""
    rng = np.random.default_rng(3)
    x = rng.standard_normal((n, 3, h, w)).astype(np.float32)
    w0, w1, w2 = _weight(rng, c, 3, 3), _weight(rng, 16, c, 1), _weight(rng, 8, c + 16, 3)
    p0, p1 = _params(rng, c), _params(rng, c + 16)

    def f(x, w0, w1, w2):
        x = _conv(x, w0)
        y = _conv(jax.nn.relu(_bn(x, p0)), w1, 1, 0)
        cat = jnp.concatenate([x, y], axis=1)
        z = _conv(jax.nn.relu(_bn(cat, p1)), w2)
        cat = jnp.concatenate([cat, z], axis=1)
        pooled = jax.lax.reduce_window(cat, 0.0, jax.lax.add, (1, 1, 2, 2), (1, 1, 2, 2),
                                       "VALID")
        return pooled / 4.0

    return f, (x, w0, w1, w2)


def _mixed(n, c, h, w):
    """chains stopped on the way: a reduction over H alone (its result transposed back), a
    reshape, and an elementwise op with a full NCHW operand not made by a convolution."""
    rng = np.random.default_rng(2)
    x = rng.standard_normal((n, c, h, w)).astype(np.float32)
    k = _weight(rng, c, c, 3)
    other = rng.standard_normal((n, c, h, w)).astype(np.float32)
    scale = rng.standard_normal((n, c, h, w)).astype(np.float32)  # a constant, transposed

    def f(x, k, other):
        y = jnp.tanh(_conv(x, k)) * scale
        rows = jnp.max(y, axis=2)               # (n, c, w)
        flat = y.reshape(n, c * h * w) + 1.0     # a reshape stops the chain
        return rows, flat, y - other, jnp.exp(y)

    return f, (x, k, other)


CASES = {
    "resnet_56": (_resnet_block, (1, 64, 112, 112)),
    "resnet_odd": (_resnet_block, (2, 13, 37, 29)),
    "se_regnet": (_se_block, (1, 48, 28, 28)),
    "se_odd": (_se_block, (2, 24, 9, 11)),
    "dense_even": (_dense_block, (1, 32, 16, 16)),
    "dense_odd": (_dense_block, (2, 13, 11, 9)),
    "mixed": (_mixed, (2, 21, 15, 17)),
    "mixed_wide": (_mixed, (1, 64, 16, 20)),
}


def _activation_transposes(stablehlo: str) -> int:
    """Transposes left of tensors that are not weights (4-D weights go [2, 3, 1, 0])."""
    perms = re.findall(r"stablehlo\.transpose %\S+, dims = \[([\d, ]+)\]", stablehlo)
    return sum(p != "2, 3, 1, 0" for p in perms)


@pytest.mark.parametrize("name", sorted(CASES))
def test_nchw_chains_match_jax_on_any_team(name):
    make, shape = CASES[name]
    f, args = make(*shape)
    lowered = jax.jit(f).lower(*args)
    text = stablehlo_cc.compile(lowered, emit="stablehlo", cache=False)
    text = text if isinstance(text, str) else text.text
    left = _activation_transposes(text)
    # the input's transpose into the first convolution; the dense block's output; the SE block's output (its residual
    # add reads the NCHW input) and its squeezed (n, c, 1, 1) mean (the `keepdims` reshape
    # stops it); the mixed case's reduction over H alone, the reshape's and the
    # full-operand subtraction's
    assert left <= {"resnet": 1, "se": 3, "dense": 2, "mixed": 4}[name.split("_")[0]], text
    exe = stablehlo_cc.compile(lowered, cache=False)
    results = []
    for threads in (1, 2, 3):
        exe.num_threads = threads
        out = exe(*args)
        results.append([np.asarray(o) for o in (out if isinstance(out, (list, tuple))
                                                else [out])])
    for r in results[1:]:
        assert all(a.tobytes() == b.tobytes() for a, b in zip(r, results[0])), "threads differ"
    want = jax.jit(f)(*args)
    want = want if isinstance(want, (list, tuple)) else [want]
    for got, exp in zip(results[0], want):
        np.testing.assert_allclose(got, np.asarray(exp), rtol=2e-4, atol=2e-4)
