"""Poolings of at most pooling_windows.MAX_TAPS taps become one elementwise loop with a read
per tap (compiler/linalg/pooling_windows.py): sum, average, max and min pooling with strides,
padding, dilation, odd sizes and batch 1 and 8 match jax.jit (max and min exactly; sums to
the rounding of a few additions), NaN inputs propagate through max and min as numpy's
maximum and minimum do (as the tiled path's did; XLA:CPU drops them), and the tiled path
is gone from them."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc

# (name, input shape, window (kh, kw), strides, padding, window dilation)
CASES = [
    ("avg", (8, 28, 28, 32), (2, 2), (2, 2), "VALID", (1, 1)),
    ("avg", (1, 14, 14, 64), (2, 2), (2, 2), "VALID", (1, 1)),
    ("sum", (2, 9, 7, 5), (2, 2), (1, 1), "VALID", (1, 1)),
    ("sum", (1, 11, 13, 24), (2, 2), (2, 3), "SAME", (1, 1)),
    ("max", (8, 15, 15, 16), (2, 2), (2, 2), "SAME", (1, 1)),
    ("max", (3, 10, 12, 17), (1, 3), (1, 2), "VALID", (1, 1)),
    ("min", (2, 12, 12, 8), (2, 2), (1, 1), "VALID", (2, 3)),
    ("max", (1, 12, 10, 48), (3, 3), (2, 2), "SAME", (1, 1)),  # 9 taps: the tiled path
]


def _pool(kind, window, strides, padding, dilation):
    dims, steps, dil = (1,) + window + (1,), (1,) + strides + (1,), (1,) + dilation + (1,)

    def fn(x):
        if kind in ("sum", "avg"):
            y = jax.lax.reduce_window(x, 0.0, jax.lax.add, dims, steps, padding,
                                      window_dilation=dil)
            return y / (window[0] * window[1]) if kind == "avg" else y
        init, op = (-jnp.inf, jax.lax.max) if kind == "max" else (jnp.inf, jax.lax.min)
        return jax.lax.reduce_window(x, init, op, dims, steps, padding, window_dilation=dil)
    return fn


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]}-{'x'.join(map(str, c[1]))}")
def test_small_pooling_windows_match_jax(case):
    kind, shape, window, strides, padding, dilation = case
    rng = np.random.default_rng(len(shape) * sum(shape))
    x = rng.standard_normal(shape).astype(np.float32)
    fn = _pool(kind, window, strides, padding, dilation)
    lowered = jax.jit(fn).lower(x)
    got = np.asarray(stablehlo_cc.compile(lowered, cache=False)(x))
    want = np.asarray(jax.jit(fn)(x))
    if kind in ("max", "min"):
        np.testing.assert_array_equal(got, want)
    else:
        np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-6)
    text = stablehlo_cc.compile(lowered, emit="bufferized", cache=False)
    small = window[0] * window[1] <= 4
    assert ("scf.forall" not in text) == small  # (the tiled path's parallel grid)


def _numpy_pool(x, kind, window, strides, padding, dilation):
    """The oracle for NaN inputs: numpy's maximum/minimum (NaN-propagating) over the taps."""
    out_shape = jax.eval_shape(_pool(kind, window, strides, padding, dilation), x).shape
    span = [(k - 1) * d + 1 for k, d in zip(window, dilation)]
    pads = [max(0, (o - 1) * s + k - n) for o, s, k, n in zip(out_shape[1:3], strides, span,
                                                               x.shape[1:3])]
    fill = -np.inf if kind == "max" else np.inf
    xp = np.pad(x, [(0, 0)] + [(p // 2, p - p // 2) for p in pads] + [(0, 0)],
                constant_values=fill)
    combine = np.maximum if kind == "max" else np.minimum
    result = np.full(out_shape, fill, np.float32)
    oh, ow = out_shape[1:3]
    for i in range(window[0]):
        for j in range(window[1]):
            r, c = i * dilation[0], j * dilation[1]
            tap = xp[:, r:r + (oh - 1) * strides[0] + 1:strides[0],
                     c:c + (ow - 1) * strides[1] + 1:strides[1]]
            result = combine(result, tap)
    return result


@pytest.mark.parametrize("case", [c for c in CASES if c[0] in ("max", "min")],
                         ids=lambda c: f"{c[0]}-{'x'.join(map(str, c[1]))}")
def test_nan_inputs_propagate(case):
    kind, shape, window, strides, padding, dilation = case
    rng = np.random.default_rng(sum(shape))
    x = rng.standard_normal(shape).astype(np.float32)
    x.flat[rng.choice(x.size, 5, replace=False)] = np.nan
    fn = _pool(kind, window, strides, padding, dilation)
    got = np.asarray(stablehlo_cc.compile(jax.jit(fn).lower(x), cache=False)(x))
    np.testing.assert_array_equal(got, _numpy_pool(x, kind, window, strides, padding,
                                                   dilation))
