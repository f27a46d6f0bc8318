"""A packed product whose one consumer adds a tensor X to it starts from X (gemm.c's init,
read through strides, 0 along a bias's broadcast dimensions) and the add's pass is gone
(native_gemm_calls._addend): a dense layer's bias, a Q/K/V projection's bias over a rank-4
result, a residual, a transposed addend, two products summed, an integer product (exact).
Values against jax.jit (XLA:CPU at full f32 precision), the same bits on 1, 2 and 3
threads, and in the bufferized program no elementwise op left: the add is not done twice.
Consumers that do more than add (a bias then a scale) keep their pass."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc
from thread_teams import on_1_2_3_threads

HI = jax.lax.Precision.HIGHEST


def _rand(rng, shape, dtype=np.float32):
    return rng.standard_normal(shape).astype(dtype)


def _check(f, args, folded=True, exact=False):
    lowered = jax.jit(f).lower(*args)
    text = stablehlo_cc.compile(lowered, emit="bufferized", cache=False)
    assert "call @__shlo_native_gemm_" in text
    # folded: the call is the whole program (no loop of the add, no copy of the result)
    assert ("linalg.generic" not in text) == folded, text
    exe = stablehlo_cc.compile(lowered, cache=False)
    first = on_1_2_3_threads(exe, *args)
    want = np.asarray(jax.jit(f)(*args))
    if exact:
        np.testing.assert_array_equal(first, want)
    else:
        np.testing.assert_allclose(first, want, rtol=1e-4,
                                   atol=1e-5 * np.abs(want).max())


def test_dense_layer_bias():
    rng = np.random.default_rng(0)
    _check(lambda x, w, b: jnp.dot(x, w, precision=HI) + b,
           (_rand(rng, (512, 256)), _rand(rng, (256, 1024)), _rand(rng, (1024,))))


def test_qkv_projection_bias_over_a_rank_4_result():
    rng = np.random.default_rng(1)
    _check(lambda x, w, b: jnp.einsum("bsd,dhe->bshe", x, w, precision=HI) + b,
           (_rand(rng, (8, 64, 256)), _rand(rng, (256, 4, 64)), _rand(rng, (4, 64))))


def test_per_row_bias_broadcast_over_columns():
    rng = np.random.default_rng(2)
    _check(lambda w, x, b: jnp.dot(w, x, precision=HI) + b[:, None],
           (_rand(rng, (384, 256)), _rand(rng, (256, 512)), _rand(rng, (384,))))


@pytest.mark.parametrize("rows", [8, 16, 24])
def test_bias_with_b_stored_n_by_k(rows):
    """x @ W.T + b with W stored N x K (a PyTorch Linear): gemm.c computes C^T = W x^T
    under 32 rows (the init's strides swapped) or reads few rows of x against B in place."""
    rng = np.random.default_rng(rows)
    _check(lambda x, w, b: jnp.dot(x, w.T, precision=HI) + b,
           (_rand(rng, (rows, 768)), _rand(rng, (2048, 768)), _rand(rng, (2048,))))


def test_residual_add():
    rng = np.random.default_rng(3)
    _check(lambda x, w, r: r + jnp.einsum("bsd,dn->bsn", x, w, precision=HI),
           (_rand(rng, (8, 64, 256)), _rand(rng, (256, 256)), _rand(rng, (8, 64, 256))))


def test_transposed_addend():
    rng = np.random.default_rng(4)
    _check(lambda x, w, r: jnp.dot(x, w, precision=HI) + r.T,
           (_rand(rng, (512, 256)), _rand(rng, (256, 384)), _rand(rng, (384, 512))))


def test_two_products_summed():
    """The first product takes the second as its init; the second is not folded again."""
    rng = np.random.default_rng(5)
    _check(lambda x, w, y, v: jnp.dot(x, w, precision=HI) + jnp.dot(y, v, precision=HI),
           (_rand(rng, (512, 256)), _rand(rng, (256, 512)), _rand(rng, (512, 128)),
            _rand(rng, (128, 512))))


def test_int8_product_plus_int32_bias_is_exact():
    rng = np.random.default_rng(6)
    x = rng.integers(-128, 128, (256, 384)).astype(np.int8)
    w = rng.integers(-128, 128, (384, 320)).astype(np.int8)
    b = rng.integers(-2**31, 2**31, (320,)).astype(np.int32)  # sums wrap
    _check(lambda x, w, b: jnp.dot(x, w, preferred_element_type=jnp.int32) + b, (x, w, b),
           exact=True)


def test_bias_then_scale_keeps_its_pass():
    """(x @ w + b) * s: the consumer does more than add, so nothing is folded."""
    rng = np.random.default_rng(7)
    _check(lambda x, w, b: (jnp.dot(x, w, precision=HI) + b) * 0.125,
           (_rand(rng, (512, 256)), _rand(rng, (256, 1024)), _rand(rng, (1024,))),
           folded=False)


@pytest.mark.parametrize("batch", [1, 8])
def test_bias_add_in_a_loop_body_stays(batch):
    """A product before a loop whose body adds to it is not moved into the loop."""
    rng = np.random.default_rng(8)

    def f(x, w, b):
        y = jnp.dot(x, w, precision=HI)
        return jax.lax.fori_loop(0, 3, lambda i, acc: acc + (y + b), jnp.zeros_like(y))

    args = (_rand(rng, (64 * batch, 256)), _rand(rng, (256, 1024)), _rand(rng, (1024,)))
    lowered = jax.jit(f).lower(*args)
    got = np.asarray(stablehlo_cc.compile(lowered, cache=False)(*args))
    np.testing.assert_allclose(got, np.asarray(jax.jit(f)(*args)), rtol=1e-4,
                               atol=1e-5 * 3 * np.abs(got).max())


@pytest.mark.parametrize("isa", ["avx2", "generic"])
def test_other_kernels(isa):
    """gemm.c's AVX2 and portable C kernels (a child process: the ISA is read once) start
    from the init too: biases over rows, a residual, integers."""
    from portable_isa import last_line_with_isa

    code = ("import test_gemm_addend as t\n"
            "t.test_qkv_projection_bias_over_a_rank_4_result()\n"
            "t.test_residual_add()\nt.test_transposed_addend()\n"
            "t.test_int8_product_plus_int32_bias_is_exact()\nprint('ok')")
    assert last_line_with_isa(code, isa) == "ok"
