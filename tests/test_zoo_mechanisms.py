"""The mechanisms the model zoo's profiles asked for, against jax.jit at the zoo's sizes:
constant-exponent powers, concatenates as copies, unit-dimension broadcasts as reshapes,
register tiles that divide their loops, dot-product matrix-vector products; and the per-op
profiler (benchmarks/op_profile.py) itself."""

from __future__ import annotations

import os

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc

jax.config.update("jax_platforms", "cpu")


def _both(f, *args):
    """(ours, jax.jit's) results of `f` on `args`."""
    lowered = jax.jit(f).lower(*args)
    ours = stablehlo_cc.compile(lowered.as_text())(*args)
    return np.asarray(ours), np.asarray(jax.jit(f)(*args))


# --- power with a constant exponent ---------------------------------------------------------

@pytest.mark.parametrize("exponent", [2.0, 3.0, -1.0, 1.0, 0.5, 2.5])
def test_power_of_constant_exponent(exponent):
    x = np.random.default_rng(0).uniform(0.1, 3.0, (2, 64, 128)).astype(np.float32)
    x[0, 0, :4] = [0.0, np.inf, np.nan, 1e-30]
    ours, want = _both(lambda v: jax.lax.pow(v, jnp.float32(exponent)), x)
    if exponent in (2.0, -1.0, 1.0):  # x*x, 1/x and x are correctly rounded
        np.testing.assert_array_equal(ours, want)
    else:
        np.testing.assert_allclose(ours, want, rtol=2e-7, atol=0)


_KERAS_SQUARE = """
func.func public @main(%x: tensor<1x64x256xf32>) -> tensor<1x64xf32> {
  %c = stablehlo.constant dense<2> : tensor<i32>
  %f = stablehlo.convert %c : (tensor<i32>) -> tensor<f32>
  %e = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
  %p = stablehlo.power %x, %e : tensor<1x64x256xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%p init: %z) applies stablehlo.add across dimensions = [2]
    : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
  return %s : tensor<1x64xf32>
}
"""


def test_keras_square_is_a_multiply():
    """Keras' ops.power(x, 2) (RMSNorm): an integer constant converted and broadcast."""
    assert "powf" not in stablehlo_cc.compile(_KERAS_SQUARE, emit="linalg")
    x = np.random.default_rng(1).standard_normal((1, 64, 256)).astype(np.float32)
    want = (x.astype(np.float64) ** 2).sum(axis=2)
    np.testing.assert_allclose(stablehlo_cc.compile(_KERAS_SQUARE)(x), want, rtol=1e-5)


def test_integer_power_unchanged():
    """An integer power by a constant keeps its own rule (exact modulo 2^32)."""
    src = """
func.func public @main(%x: tensor<2x64xi32>) -> tensor<2x64xi32> {
  %c = stablehlo.constant dense<3> : tensor<2x64xi32>
  %p = stablehlo.power %x, %c : tensor<2x64xi32>
  return %p : tensor<2x64xi32>
}
"""
    x = np.arange(-64, 64, dtype=np.int32).reshape(2, 64) * 1291
    want = (x.astype(np.int64) ** 3 % 2**32).astype(np.uint32).view(np.int32)
    np.testing.assert_array_equal(stablehlo_cc.compile(src)(x), want)


# --- concatenate, stack, unit broadcasts ----------------------------------------------------

@pytest.mark.parametrize("axis", [0, 1, 2])
def test_concatenate_float_and_int(axis):
    rng = np.random.default_rng(2)
    parts = [rng.standard_normal((2, 64, 128)).astype(np.float32) for _ in range(3)]
    ours, want = _both(lambda *p: jnp.concatenate(p, axis=axis) * 2.0, *parts)
    np.testing.assert_array_equal(ours, want)
    ints = [rng.integers(-9, 9, (2, 64, 128)).astype(np.int32) for _ in range(2)]
    ours, want = _both(lambda *p: jnp.concatenate(p, axis=axis), *ints)
    np.testing.assert_array_equal(ours, want)


def test_concatenate_with_empty_bool_and_unsigned_operands():
    rng = np.random.default_rng(3)
    a, b = rng.standard_normal((64, 0)).astype(np.float32), \
        rng.standard_normal((64, 128)).astype(np.float32)
    ours, want = _both(lambda p, q: jnp.concatenate([p, q, p], axis=1), a, b)
    np.testing.assert_array_equal(ours, want)
    m = rng.standard_normal((64, 128)) > 0
    ours, want = _both(lambda p, q: jnp.concatenate([p, ~q], axis=0), m, m)
    np.testing.assert_array_equal(ours, want)
    u = rng.integers(0, 250, (64, 128)).astype(np.uint8)
    ours, want = _both(lambda p, q: jnp.concatenate([p, q + 1], axis=1), u, u)
    np.testing.assert_array_equal(ours, want)


def test_stacked_kv_caches():
    """GPT-2 decode's pattern: per layer, update one position of a cache, stack k and v,
    then stack the layers (unit-dimension broadcasts and concatenates)."""
    rng = np.random.default_rng(4)
    cache = rng.standard_normal((4, 2, 128, 4, 64)).astype(np.float32)
    new = rng.standard_normal((4, 2, 1, 4, 64)).astype(np.float32)
    pos = np.int32(37)

    def step(cache, new, pos):
        layers = []
        for layer in range(4):
            kv = [jax.lax.dynamic_update_slice(cache[layer, i], new[layer, i], (pos, 0, 0))
                  for i in range(2)]
            layers.append(jnp.stack(kv))
        return jnp.stack(layers)

    ours, want = _both(step, cache, new, pos)
    np.testing.assert_array_equal(ours, want)


def test_unit_dimension_broadcasts():
    x = np.random.default_rng(5).standard_normal((64, 128)).astype(np.float32)
    ours, want = _both(lambda v: (v[None, :, None, :] + 1.0) * v[:, None, :], x)
    np.testing.assert_array_equal(ours, want)
    # a broadcast that permutes is not a reshape
    ours, want = _both(lambda v: jax.lax.broadcast_in_dim(v, (1, 128, 64), (2, 1)), x)
    np.testing.assert_array_equal(ours, want)
    # identities, rank 0 included (`x.sum()` of an integer array makes one; as a reshape it
    # crashed the upstream legalization)
    ours, want = _both(lambda v: jax.lax.broadcast_in_dim(v.sum(), (), ()) * 2.0, x)
    np.testing.assert_allclose(ours, want, rtol=1e-5)  # summation orders differ
    ours, want = _both(lambda v: jax.lax.broadcast_in_dim(v.sum(), (1, 1), ()) + v[:1, :1], x)
    np.testing.assert_allclose(ours, want, rtol=1e-5)
    ours, want = _both(lambda v: jax.lax.broadcast_in_dim(v, (64, 128), (0, 1)) + 1.0, x)
    np.testing.assert_array_equal(ours, want)


# --- contractions: tiles that divide, matrix-vector products --------------------------------

@pytest.mark.parametrize("m,k,n", [(64, 256, 1024), (64, 256, 688), (64, 1024, 256),
                                   (1, 256, 1024), (1, 256, 1000), (1, 1024, 256),
                                   (197, 768, 96), (7, 64, 40)])
def test_matmul_shapes(m, k, n):
    rng = np.random.default_rng(6)
    a = rng.standard_normal((1, m, k)).astype(np.float32)
    b = rng.standard_normal((k, n)).astype(np.float32)
    ours, want = _both(lambda x, w: jnp.einsum("bmk,kn->bmn", x, w), a, b)
    np.testing.assert_allclose(ours, want, rtol=1e-5, atol=1e-5 * np.sqrt(k))


@pytest.mark.parametrize("k,n", [(256, 1000), (1024, 256), (64, 8)])
def test_matrix_vector_with_transposed_matrix(k, n):
    rng = np.random.default_rng(7)
    x = rng.standard_normal((1, 1, k)).astype(np.float32)
    w = rng.standard_normal((n, k)).astype(np.float32)
    ours, want = _both(lambda x, w: jnp.einsum("bmk,nk->bmn", x, w), x, w)
    np.testing.assert_allclose(ours, want, rtol=1e-5, atol=1e-5 * np.sqrt(k))
    heads = rng.standard_normal((4, 64, k)).astype(np.float32)  # batched: 4 heads
    ours, want = _both(lambda x, w: jnp.einsum("bmk,hnk->bhmn", x, w), x, heads)
    np.testing.assert_allclose(ours, want, rtol=1e-5, atol=1e-5 * np.sqrt(k))


# --- the profiler ---------------------------------------------------------------------------

def test_op_profile_attributes_time_to_ops(tmp_path):
    from benchmarks import op_profile

    def f(x, w):
        return jax.nn.softmax(x @ w, axis=-1)

    x = np.ones((64, 256), np.float32)
    w = np.ones((256, 512), np.float32)
    path = tmp_path / "f.mlir"
    path.write_text(jax.jit(f).lower(x, w).as_text())
    out = tmp_path / "report.txt"
    with open(out, "w") as fh:
        result = op_profile.profile(str(path), threads="all", top=10, budget=0.05,
                                    with_xla=False, out=fh)
    kinds = {info.kind for info, _ in result["rows"]}
    assert {"contraction", "reduction"} <= kinds
    assert all(t >= 0 for _, t in result["rows"]) and result["marked"] > 0
    contraction = next(info for info, _ in result["rows"] if info.kind == "contraction")
    assert contraction.flops == 2 * 64 * 256 * 512
    assert "contraction" in out.read_text()


def test_op_profile_rejects_unknown_target():
    from benchmarks import op_profile

    with pytest.raises(SystemExit, match="neither a zoo model"):
        op_profile.profile(os.path.join("no", "such.mlir"), threads="all", with_xla=False)


# --- the call's argument fast path ----------------------------------------------------------

def test_arguments_reused_between_calls_are_checked_again():
    """The previous call's argument objects skip `__array_interface__`; an array reshaped,
    retyped or replaced in place since then is still checked (or converted) as before."""
    exe = stablehlo_cc.compile(jax.jit(lambda x, w: x @ w).lower(
        np.ones((64, 256), np.float32), np.ones((256, 128), np.float32)).as_text())
    rng = np.random.default_rng(8)
    x = rng.standard_normal((64, 256)).astype(np.float32)
    w = rng.standard_normal((256, 128)).astype(np.float32)
    np.testing.assert_allclose(exe(x, w), x @ w, rtol=1e-5, atol=1e-4)
    x[:] = rng.standard_normal((64, 256))  # same object, new contents
    np.testing.assert_allclose(exe(x, w), x @ w, rtol=1e-5, atol=1e-4)
    x.shape = (256, 64)  # same object and data, another shape
    with pytest.raises(ValueError, match="shape"):
        exe(x, w)
    x.shape = (64, 256)
    t = np.asfortranarray(x)  # another object: converted, not misread
    np.testing.assert_allclose(exe(t, w), x @ w, rtol=1e-5, atol=1e-4)
    np.testing.assert_allclose(exe(x[:, :], w), x @ w, rtol=1e-5, atol=1e-4)
    del x
    y = rng.standard_normal((64, 256)).astype(np.float32)  # may reuse the freed id
    np.testing.assert_allclose(exe(y, w), y @ w, rtol=1e-5, atol=1e-4)


@pytest.mark.parametrize("eq,lhs,rhs", [("bqhgd,bkhd->bhqgk", (1, 65, 3, 1, 64), (1, 65, 3, 64)),
                                        ("bqhgd,bkhd->bhqgk", (1, 100, 4, 2, 64),
                                         (1, 100, 4, 64)),
                                        ("bhgqk,bkhd->bqhgd", (1, 2, 4, 64, 64),
                                         (1, 64, 2, 32))])
def test_attention_with_unit_and_group_dimensions(eq, lhs, rhs):
    """ViT/Whisper attention scores carry a unit query-group dimension (rows must be the
    query dimension); Llama's grouped-query attention a group of 4."""
    rng = np.random.default_rng(10)
    a = rng.standard_normal(lhs).astype(np.float32)
    b = rng.standard_normal(rhs).astype(np.float32)
    ours, want = _both(lambda x, y: jnp.einsum(eq, x, y), a, b)
    np.testing.assert_allclose(ours, want, rtol=1e-5, atol=1e-5 * np.sqrt(64))


@pytest.mark.parametrize("eq,lhs,rhs", [("mk,nk->mn", (512, 784), (1, 784)),
                                        ("mk,k->m", (512, 512), (512,)),
                                        ("bqhd,bkhd->bhqk", (1, 1, 4, 64), (1, 128, 4, 64))])
def test_matrix_vector_with_matrix_first(eq, lhs, rhs):
    """Equinox's MLP (W @ x), and a decode step's attention scores (one query)."""
    rng = np.random.default_rng(9)
    a = rng.standard_normal(lhs).astype(np.float32)
    b = rng.standard_normal(rhs).astype(np.float32)
    ours, want = _both(lambda x, y: jnp.einsum(eq, x, y), a, b)
    np.testing.assert_allclose(ours, want, rtol=1e-5, atol=1e-5 * np.sqrt(lhs[-1]))
