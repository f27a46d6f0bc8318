"""stablehlo.select_and_scatter: the interpreter test, and max-pool gradients vs jax.jit."""

import numpy as np
import pytest

import stablehlo_cc
from interpreter_cases import available, cases, check_case
from jax_oracle import assert_same

jax = pytest.importorskip("jax")
jnp = jax.numpy
lax = jax.lax


@pytest.mark.skipif(not available("select_and_scatter"), reason="interpreter tests not present")
@pytest.mark.parametrize("case", cases("select_and_scatter") if available("select_and_scatter")
                         else [], ids=lambda c: c.name)
@pytest.mark.parametrize("unroll", [True, False], ids=["unrolled", "loops"])
def test_interpreter(case, unroll, monkeypatch):
    from stablehlo_cc.compiler.stablehlo.rules import select_and_scatter
    monkeypatch.setattr(select_and_scatter, "_UNROLL_MAX", 1000 if unroll else 0)
    check_case(case, stablehlo_cc.compile)


def _pool_grad(window, strides, padding, op=lax.max, init=-np.inf):
    def pool(x):
        return lax.reduce_window(x, init, op, window, strides, padding)

    def grad(x, g):
        _, vjp = jax.vjp(pool, x)
        return vjp(g)[0]

    return pool, grad


@pytest.mark.parametrize("window,strides,padding", [
    ((1, 3, 3, 1), (1, 2, 2, 1), "SAME"),
    ((1, 2, 2, 1), (1, 2, 2, 1), "VALID"),
    ((1, 3, 3, 1), (1, 1, 1, 1), "VALID"),      # overlapping windows
    ((1, 3, 2, 1), (1, 2, 1, 1), ((0, 0), (1, 1), (0, 1), (0, 0))),
])
def test_max_pool_gradient_matches_jax(window, strides, padding):
    rng = np.random.default_rng(0)
    x = rng.standard_normal((2, 7, 6, 3)).astype(np.float32)
    x[0, :3, :3, 0] = 1.0  # ties: the first maximum in window order wins
    pool, grad = _pool_grad(window, strides, padding)
    g = rng.standard_normal(jax.eval_shape(pool, x).shape).astype(np.float32)
    assert_same(grad, x, g, rtol=1e-6, atol=1e-6)


def test_min_pool_gradient_in_float64_and_1d():
    rng = np.random.default_rng(1)
    with jax.enable_x64(True):
        x = rng.standard_normal((17,))
        pool, grad = _pool_grad((4,), (3,), "SAME", op=lax.min, init=np.inf)
        g = rng.standard_normal(jax.eval_shape(pool, x).shape)
        assert_same(grad, x, g, rtol=1e-12, atol=1e-12)


def test_global_max_pool_gradient_with_ties_and_integer_like_values():
    rng = np.random.default_rng(3)
    x = rng.integers(0, 3, (2, 7, 7, 4)).astype(np.float32)   # many ties
    pool, grad = _pool_grad((1, 7, 7, 1), (1, 1, 1, 1), "VALID")
    g = rng.standard_normal(jax.eval_shape(pool, x).shape).astype(np.float32)
    assert_same(grad, x, g, rtol=1e-6, atol=1e-6)


def test_jax_cnn_max_pool_training_step():
    """The gradient of a conv + max-pool network, end to end."""
    rng = np.random.default_rng(2)
    x = rng.standard_normal((2, 8, 8, 3)).astype(np.float32)
    w = rng.standard_normal((3, 3, 3, 4)).astype(np.float32)

    def loss(w, x):
        y = lax.conv_general_dilated(x, w, (1, 1), "SAME",
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
        y = lax.reduce_window(y, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
        return jnp.sum(y ** 2)

    assert_same(jax.grad(loss), w, x, rtol=1e-4, atol=1e-4)
