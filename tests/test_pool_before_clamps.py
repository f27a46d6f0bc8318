"""Max/min pooling of a clamped tensor pools first, then clamps (compiler/stablehlo/
pool_before_clamps.py): the values are exactly those of clamping first, at CNN sizes, for
NaN and signed zeros too; the cases where the two orders differ are left alone. Oracles:
jax.jit on finite data (every value here is a selection, so XLA's is exact), and the spec's
IEEE maximum in numpy where NaN and -0 are involved (XLA:CPU's max drops NaN)."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc

RNG = np.random.default_rng(5)


def _pool(x, window, strides, padding, reducer=jax.lax.max, init=-jnp.inf):
    return jax.lax.reduce_window(x, init, reducer, window, strides, padding)


def _compiled(fn, *args):
    lowered = jax.jit(fn).lower(*args)
    text = stablehlo_cc.compile(lowered, emit="stablehlo")
    return stablehlo_cc.compile(lowered), text


def _pool_operand_is_clamped(text: str) -> bool:
    """Whether the (one) reduce_window reads a value a maximum/minimum/clamp/select made
    (through a pad)."""
    lines = text.splitlines()
    pool = next(line for line in lines if "stablehlo.reduce_window" in line)
    operand = pool.split('"stablehlo.reduce_window"(')[1].split(",")[0]
    while True:
        producer = next((line for line in lines if line.strip().startswith(operand + " = ")),
                        "")
        if "stablehlo.pad " not in producer:
            return any(name in producer for name in ("maximum", "minimum", "clamp", "select"))
        operand = producer.split("stablehlo.pad ")[1].split(",")[0]


def _check(fn, x):
    exe, text = _compiled(fn, x)
    got = np.asarray(exe(x))
    np.testing.assert_array_equal(got, np.asarray(jax.jit(fn)(x)))
    return text


def test_relu_then_max_pool_at_cnn_size():
    x = RNG.standard_normal((32, 32, 32, 32)).astype(np.float32)
    text = _check(lambda a: _pool(jax.nn.relu(a), (1, 2, 2, 1), (1, 2, 2, 1), "VALID"), x)
    assert not _pool_operand_is_clamped(text)


def test_relu6_then_overlapping_padded_pool():
    """ResNet's stem: 3x3 windows, stride 2, SAME padding (one row of padding: every window
    keeps input elements); relu6 is two clamps, both move."""
    x = (3 * RNG.standard_normal((8, 56, 56, 64))).astype(np.float32)
    text = _check(lambda a: _pool(jax.nn.relu6(a), (1, 3, 3, 1), (1, 2, 2, 1), "SAME"), x)
    assert not _pool_operand_is_clamped(text)


@pytest.mark.parametrize("pad_value", [0, -np.inf])
def test_relu_padded_explicitly_then_pooled(pad_value):
    """Keras's ResNet pads the ReLU's output with (int) zeros, PyTorch's max pool with -inf,
    then pool with no padding of their own: the clamp moves past the pad."""
    x = RNG.standard_normal((4, 32, 32, 64)).astype(np.float32)
    value = np.int32(0) if pad_value == 0 else pad_value
    fn = lambda a: _pool(jnp.pad(jax.nn.relu(a), ((0, 0), (1, 1), (1, 1), (0, 0)),  # noqa: E731
                                 constant_values=value), (1, 3, 3, 1), (1, 2, 2, 1), "VALID")
    text = _check(fn, x)
    assert not _pool_operand_is_clamped(text)


def test_clamp_then_min_pool_nchw():
    x = (2 * RNG.standard_normal((4, 16, 40, 40))).astype(np.float32)
    fn = lambda a: _pool(jnp.clip(a, -1.0, 0.5), (1, 1, 2, 2), (1, 1, 2, 2), "VALID",  # noqa: E731
                         jax.lax.min, jnp.inf)
    text = _check(fn, x)
    assert not _pool_operand_is_clamped(text)


def test_nan_and_signed_zeros():
    """relu(NaN) is NaN and relu(-0) is +0 (IEEE maximum); a window with a NaN pools to NaN."""
    x = RNG.standard_normal((8, 64, 64, 16)).astype(np.float32)
    x[:, ::3, ::5, :] = -0.0
    x[:, 1::4, ::2, :] = 0.0
    x[:, ::2, ::2, 3] = -0.0
    x[0, 7, 9, 2] = np.nan
    x[3, 10, 11, 0] = np.nan
    fn = lambda a: _pool(jax.nn.relu(a), (1, 2, 2, 1), (1, 2, 2, 1), "VALID")  # noqa: E731
    exe, text = _compiled(fn, x)
    assert not _pool_operand_is_clamped(text)
    got = np.asarray(exe(x))
    relu = np.where(np.isnan(x), np.nan, np.where(x > 0, x, np.float32(0.0)))
    windows = relu.reshape(8, 32, 2, 32, 2, 16)
    want = np.max(windows, axis=(2, 4))  # numpy's max keeps NaN; every zero here is +0
    np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
    assert np.isnan(got).sum() == 2
    ok = ~np.isnan(want)
    np.testing.assert_array_equal(got[ok], want[ok])
    np.testing.assert_array_equal(np.signbit(got[ok]), np.signbit(want[ok]))


@pytest.mark.parametrize("case", ["padding_only_windows", "padding_only_windows_explicit",
                                  "pad_value_clamped", "negative_zero_padding",
                                  "clamp_used_twice", "sum_pool", "finite_init"])
def test_left_alone_where_the_orders_differ(case):
    x = RNG.standard_normal((4, 20, 20, 8)).astype(np.float32)
    if case == "padding_only_windows":  # windows wholly in the padding give -inf, not 0
        fn = lambda a: _pool(jax.nn.relu(a), (1, 2, 2, 1), (1, 2, 2, 1),  # noqa: E731
                             ((0, 0), (2, 2), (2, 2), (0, 0)))
    elif case == "padding_only_windows_explicit":
        fn = lambda a: _pool(jnp.pad(jax.nn.relu(a), ((0, 0), (2, 2), (2, 2), (0, 0)),  # noqa
                                     constant_values=-np.inf), (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
    elif case == "pad_value_clamped":  # a padding of -1 is not a ReLU's value: it changes
        fn = lambda a: _pool(jnp.pad(jax.nn.relu(a), ((0, 0), (1, 1), (1, 1), (0, 0)),  # noqa
                                     constant_values=-1.0), (1, 3, 3, 1), (1, 2, 2, 1), "VALID")
    elif case == "negative_zero_padding":  # a ReLU makes -0 +0: windows of padding differ
        fn = lambda a: _pool(jnp.pad(jax.nn.relu(a), ((0, 0), (2, 2), (2, 2), (0, 0)),  # noqa
                                     constant_values=-0.0), (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
    elif case == "clamp_used_twice":
        fn = lambda a: (lambda r: (_pool(r, (1, 2, 2, 1), (1, 2, 2, 1), "VALID"), r))(  # noqa
            jax.nn.relu(a))
    elif case == "sum_pool":  # a sum does not commute with a clamp
        fn = lambda a: _pool(jax.nn.relu(a), (1, 2, 2, 1), (1, 2, 2, 1), "VALID",  # noqa: E731
                             jax.lax.add, 0.0)
    else:  # an initial value the clamp would change
        fn = lambda a: _pool(jax.nn.relu(a), (1, 2, 2, 1), (1, 2, 2, 1), "VALID",  # noqa: E731
                             jax.lax.max, -1.0)
    exe, text = _compiled(fn, x)
    got, want = exe(x), jax.jit(fn)(x)
    got, want = (got, want) if isinstance(want, tuple) else ((got,), (want,))
    for g, w in zip(got, want):  # (a sum's order of additions may differ from XLA's)
        np.testing.assert_allclose(np.asarray(g), np.asarray(w), rtol=1e-6, atol=0)
    assert _pool_operand_is_clamped(text)
