"""Real JAX programs, compiled by stablehlo_cc and compared with `jax.jit` on the same inputs.

Each program goes in as a `jax.jit(f).lower(*args)` (a Lowered) and, for the larger models,
also as a `jax.export` Exported. Floating-point results are compared with a tolerance scaled
to the dtype's precision and the result's magnitude; integers and booleans must be equal.
"""

import functools

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest
from jax import lax

import stablehlo_cc

jax.config.update("jax_platforms", "cpu")

# Relative error allowed, as a multiple of the result's largest magnitude: a few roundings
# at the dtype's precision (the order of operations may differ from XLA's).
_TOLERANCE = {
    np.dtype(np.float64): 1e-12,
    np.dtype(np.float32): 2e-5,
    np.dtype(np.float16): 4 * 2.0 ** -11,
    np.dtype(ml_dtypes.bfloat16): 4 * 2.0 ** -8,
}


def _leaves(tree) -> list[np.ndarray]:
    return [np.asarray(x) for x in jax.tree_util.tree_leaves(tree)]


def assert_same(got: np.ndarray, want: np.ndarray, what: str = "") -> None:
    assert got.dtype == want.dtype, f"{what}: dtype {got.dtype} != {want.dtype}"
    assert got.shape == want.shape, f"{what}: shape {got.shape} != {want.shape}"
    if want.dtype in _TOLERANCE:
        tol = _TOLERANCE[want.dtype]
        w = want.astype(np.float64)
        scale = max(1.0, float(np.max(np.abs(w[np.isfinite(w)]), initial=0.0)))
        np.testing.assert_allclose(got.astype(np.float64), w, rtol=tol, atol=tol * scale,
                                   equal_nan=True, err_msg=what)
    else:
        np.testing.assert_array_equal(got, want, err_msg=what)


def source_of(f, args, via: str):
    """The program of `f`; unused arguments are kept so that the signatures match."""
    if via == "lowered":
        return jax.jit(f, keep_unused=True).lower(*args)
    if via == "exported":
        return jax.export.export(jax.jit(f, keep_unused=True))(*args)
    raise ValueError(via)


def check(f, *args, via: str = "lowered"):
    """Compile `f` for `args`, run it, compare every result with `jax.jit(f)(*args)`."""
    exe = stablehlo_cc.compile(source_of(f, args, via))
    got = exe(*args)
    expected = jax.jit(f)(*args)
    # results come back in the function's output tree (a dict stays a dict)
    assert jax.tree_util.tree_structure(got) == jax.tree_util.tree_structure(expected)
    got = jax.tree_util.tree_leaves(got)
    want = _leaves(expected)
    assert len(got) == len(want)
    for i, (g, w) in enumerate(zip(got, want)):
        assert_same(g, w, f"result {i}")
    return exe


def normal(rng, *shape, dtype=np.float32, scale=1.0):
    return (rng.standard_normal(shape) * scale).astype(dtype)


# --- MLP -----------------------------------------------------------------------------------

def mlp(x, w1, b1, w2, b2, w3, b3):
    h = jax.nn.relu(x @ w1 + b1)
    h = jnp.tanh(h @ w2 + b2)
    return jax.nn.softmax(h @ w3 + b3, axis=-1)


def mlp_args(rng, dtype=np.float32):
    shapes = [(16, 32), (32, 64), (64,), (64, 48), (48,), (48, 10), (10,)]
    return [normal(rng, *s, dtype=dtype, scale=1 / np.sqrt(s[0]) if len(s) == 2 else 0.1)
            for s in shapes]


@pytest.mark.parametrize("via", ["lowered", "exported"])
def test_mlp(via):
    check(mlp, *mlp_args(np.random.default_rng(0)), via=via)


@pytest.mark.parametrize("dtype", [np.float16, ml_dtypes.bfloat16, np.float64])
def test_mlp_other_float_types(dtype):
    if dtype == np.float64:
        with jax.enable_x64(True):
            check(mlp, *mlp_args(np.random.default_rng(1), dtype))
    else:
        check(mlp, *mlp_args(np.random.default_rng(1), dtype))


def test_mlp_mixed_precision():
    """bf16 weights, f32 accumulation requested through preferred_element_type."""
    def f(x, w):
        return jax.nn.gelu(lax.dot(x, w, preferred_element_type=jnp.float32))
    rng = np.random.default_rng(2)
    check(f, normal(rng, 8, 16, dtype=ml_dtypes.bfloat16),
          normal(rng, 16, 4, dtype=ml_dtypes.bfloat16))


@pytest.mark.parametrize("dtype", [np.float16, ml_dtypes.bfloat16])
@pytest.mark.parametrize("k", [64, 4096])
def test_low_precision_dot_accumulates_in_f32(dtype, k):
    """A bf16 dot rounds once, not once per addition: with k = 4096 the sum would otherwise
    lose most of its digits. Compared with XLA and with the exact sum."""
    rng = np.random.default_rng(26)
    x, w = rng.random((4, k)).astype(dtype), rng.random((k, 3)).astype(dtype)
    check(jnp.matmul, x, w)
    exact = x.astype(np.float64) @ w.astype(np.float64)
    got = stablehlo_cc.compile(jax.jit(jnp.matmul).lower(x, w))(x, w).astype(np.float64)
    np.testing.assert_allclose(got, exact, rtol=float(jnp.finfo(dtype).eps))


@pytest.mark.parametrize("dtype", [np.float16, ml_dtypes.bfloat16])
def test_low_precision_reduce_accumulates_in_f32(dtype):
    """lax.reduce in bf16 over 4096 elements: the sum is rounded once, so it is the exact
    sum correctly rounded; max and argmax (a two-operand reduce) are exact."""
    x = np.random.default_rng(33).random((4, 4096)).astype(dtype)

    def f(x):
        return (lax.reduce(x, np.array(0, dtype), lax.add, (1,)),
                lax.reduce(x, np.array(-np.inf, dtype), lax.max, (1,)), jnp.argmax(x, 1))

    check(f, x)
    got = stablehlo_cc.compile(jax.jit(f).lower(x))(x)[0].astype(np.float64)
    np.testing.assert_allclose(got, x.astype(np.float64).sum(1), rtol=float(jnp.finfo(dtype).eps))


def test_training_step_of_mlp():
    """Value and gradient of a loss: transposes, reductions, broadcasts of the backward pass."""
    def loss(params, x, y):
        return jnp.mean((mlp(x, *params) - y) ** 2)

    def step(x, y, *params):
        value, grads = jax.value_and_grad(loss)(params, x, y)
        return value, [p - 0.1 * g for p, g in zip(params, grads)]

    rng = np.random.default_rng(3)
    x, *params = mlp_args(rng)
    check(step, x, normal(rng, 16, 10), *params)


# --- CNN -----------------------------------------------------------------------------------

CONVOLUTIONS = {
    # name: (lhs shape, rhs shape, keyword arguments of lax.conv_general_dilated)
    "nhwc_stride_pad_dilation": ((2, 9, 9, 4), (3, 3, 4, 6), dict(
        window_strides=(2, 2), padding=((1, 1), (0, 1)), rhs_dilation=(1, 2),
        dimension_numbers=("NHWC", "HWIO", "NHWC"))),
    "nhwc_same": ((2, 8, 8, 3), (3, 3, 3, 5), dict(
        window_strides=(1, 1), padding="SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))),
    "nchw_valid": ((2, 3, 7, 6), (4, 3, 2, 3), dict(
        window_strides=(1, 2), padding="VALID", dimension_numbers=("NCHW", "OIHW", "NCHW"))),
    "nchw_feature_groups": ((2, 4, 7, 7), (6, 2, 3, 3), dict(
        window_strides=(1, 1), padding="SAME", feature_group_count=2,
        dimension_numbers=("NCHW", "OIHW", "NCHW"))),
    "depthwise": ((1, 6, 6, 4), (3, 3, 1, 4), dict(
        window_strides=(1, 1), padding=((1, 1), (1, 1)), feature_group_count=4,
        dimension_numbers=("NHWC", "HWIO", "NHWC"))),
    "transposed_lhs_dilation": ((1, 2, 5, 5), (3, 2, 3, 3), dict(
        window_strides=(1, 1), padding=((1, 1), (2, 0)), lhs_dilation=(2, 2),
        dimension_numbers=("NCHW", "OIHW", "NCHW"))),
    "batch_groups": ((4, 3, 5, 5), (4, 3, 3, 3), dict(
        window_strides=(1, 1), padding="VALID", batch_group_count=2,
        dimension_numbers=("NCHW", "OIHW", "NCHW"))),
    "conv1d_nwc": ((2, 10, 3), (4, 3, 5), dict(
        window_strides=(2,), padding=((2, 1),), rhs_dilation=(2,),
        dimension_numbers=("NWC", "WIO", "NWC"))),
    "conv3d": ((1, 4, 5, 6, 2), (2, 2, 3, 2, 3), dict(
        window_strides=(1, 2, 1), padding="SAME",
        dimension_numbers=("NDHWC", "DHWIO", "NDHWC"))),
}


@pytest.mark.parametrize("name", list(CONVOLUTIONS))
def test_convolution(name):
    lhs, rhs, kwargs = CONVOLUTIONS[name]
    rng = np.random.default_rng(4)
    check(lambda x, w: lax.conv_general_dilated(x, w, **kwargs), normal(rng, *lhs),
          normal(rng, *rhs))


@pytest.mark.parametrize("dtype", [np.float16, ml_dtypes.bfloat16])
@pytest.mark.parametrize("layout", [("NHWC", "HWIO", "NHWC"), ("NCHW", "OIHW", "NCHW")])
def test_low_precision_convolution_accumulates_in_f32(dtype, layout):
    """3x3 windows over 256 channels: 2304 products a result, rounded once (as XLA does)."""
    rng = np.random.default_rng(31)
    nhwc = layout[0] == "NHWC"
    x = rng.random((1, 6, 6, 256) if nhwc else (1, 256, 6, 6)).astype(dtype)
    w = rng.random((3, 3, 256, 4) if nhwc else (4, 256, 3, 3)).astype(dtype)

    def conv(x, w):
        return lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=layout)

    check(conv, x, w)
    got = stablehlo_cc.compile(jax.jit(conv).lower(x, w))(x, w).astype(np.float64)
    with jax.enable_x64(True):
        exact = np.asarray(jax.jit(conv)(x.astype(np.float64), w.astype(np.float64)))
    np.testing.assert_allclose(got, exact, rtol=float(jnp.finfo(dtype).eps))


POOLS = {
    "max_2x2_nhwc": (lax.max, -jnp.inf, (1, 2, 2, 1), (1, 2, 2, 1), "VALID", None),
    "max_3x3_stride2_same": (lax.max, -jnp.inf, (1, 3, 3, 1), (1, 2, 2, 1), "SAME", None),
    "max_dilated": (lax.max, -jnp.inf, (1, 2, 2, 1), (1, 1, 1, 1), "VALID", (1, 2, 2, 1)),
    "sum_3x3_same": (lax.add, 0.0, (1, 3, 3, 1), (1, 2, 2, 1), "SAME", None),
    "sum_nchw_padded": (lax.add, 0.0, (1, 1, 2, 2), (1, 1, 2, 2),
                        ((0, 0), (0, 0), (1, 0), (0, 1)), None),
    "min_1d": (lax.min, jnp.inf, (1, 1, 1, 3), (1, 1, 1, 1), "VALID", None),
}


@pytest.mark.parametrize("name", list(POOLS))
def test_pooling(name):
    op, init, window, strides, padding, dilation = POOLS[name]

    def pool(x):
        return lax.reduce_window(x, init, op, window, strides, padding,
                                 window_dilation=dilation)

    check(pool, normal(np.random.default_rng(5), 2, 8, 8, 3))


def test_average_pool_counts_only_real_elements():
    """flax-style avg_pool with SAME padding divides by the number of non-padded elements."""
    def avg_pool(x):
        window, strides = (1, 3, 3, 1), (1, 2, 2, 1)
        total = lax.reduce_window(x, 0.0, lax.add, window, strides, "SAME")
        count = lax.reduce_window(jnp.ones_like(x), 0.0, lax.add, window, strides, "SAME")
        return total / count

    check(avg_pool, normal(np.random.default_rng(6), 2, 7, 7, 3))


def cnn(x, k1, k2, w, b):
    dn = ("NHWC", "HWIO", "NHWC")
    h = jax.nn.relu(lax.conv_general_dilated(x, k1, (1, 1), "SAME", dimension_numbers=dn))
    h = lax.reduce_window(h, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
    h = jax.nn.relu(lax.conv_general_dilated(h, k2, (2, 2), ((1, 1), (1, 1)),
                                             dimension_numbers=dn))
    h = lax.reduce_window(h, 0.0, lax.add, (1, 2, 2, 1), (1, 2, 2, 1), "VALID") / 4
    return jax.nn.log_softmax(h.reshape(h.shape[0], -1) @ w + b)


@pytest.mark.parametrize("via", ["lowered", "exported"])
def test_cnn(via):
    rng = np.random.default_rng(7)
    check(cnn, normal(rng, 2, 16, 16, 3), normal(rng, 3, 3, 3, 8, scale=0.3),
          normal(rng, 3, 3, 8, 16, scale=0.2), normal(rng, 2 * 2 * 16, 10, scale=0.2),
          normal(rng, 10, scale=0.1), via=via)


# --- transformer block -------------------------------------------------------------------

def layer_norm(x, gamma, beta, eps=1e-5):
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) * lax.rsqrt(var + eps) * gamma + beta


def attention(x, wq, wk, wv, wo, heads, causal):
    b, t, d = x.shape
    def split(y):
        return y.reshape(b, t, heads, d // heads).transpose(0, 2, 1, 3)
    q, k, v = split(x @ wq), split(x @ wk), split(x @ wv)
    scores = jnp.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(d // heads).astype(x.dtype)
    if causal:
        mask = jnp.tril(jnp.ones((t, t), dtype=bool))
        scores = jnp.where(mask, scores, jnp.finfo(x.dtype).min)
    out = jnp.einsum("bhqk,bhkd->bhqd", jax.nn.softmax(scores, axis=-1), v)
    return out.transpose(0, 2, 1, 3).reshape(b, t, d) @ wo


def transformer_block(x, g1, b1, wq, wk, wv, wo, g2, b2, w1, c1, w2, c2, *, heads=4,
                      causal=True, approximate_gelu=True):
    x = x + attention(layer_norm(x, g1, b1), wq, wk, wv, wo, heads, causal)
    h = jax.nn.gelu(layer_norm(x, g2, b2) @ w1 + c1, approximate=approximate_gelu)
    return x + h @ w2 + c2


def transformer_args(rng, b=2, t=8, d=32, ff=64, dtype=np.float32):
    s = 1 / np.sqrt(d)
    return [normal(rng, b, t, d, dtype=dtype),
            1 + normal(rng, d, dtype=dtype, scale=0.1), normal(rng, d, dtype=dtype, scale=0.1),
            *[normal(rng, d, d, dtype=dtype, scale=s) for _ in range(4)],
            1 + normal(rng, d, dtype=dtype, scale=0.1), normal(rng, d, dtype=dtype, scale=0.1),
            normal(rng, d, ff, dtype=dtype, scale=s), normal(rng, ff, dtype=dtype, scale=0.1),
            normal(rng, ff, d, dtype=dtype, scale=1 / np.sqrt(ff)),
            normal(rng, d, dtype=dtype, scale=0.1)]


@pytest.mark.parametrize("via", ["lowered", "exported"])
@pytest.mark.parametrize("causal, approximate_gelu", [(True, True), (False, False)])
def test_transformer_block(via, causal, approximate_gelu):
    f = functools.partial(transformer_block, causal=causal, approximate_gelu=approximate_gelu)
    check(f, *transformer_args(np.random.default_rng(8)), via=via)


def test_transformer_block_bf16():
    check(transformer_block, *transformer_args(np.random.default_rng(9),
                                               dtype=ml_dtypes.bfloat16))


# --- embeddings: gather and scatter ---------------------------------------------------------

def test_embedding_take():
    rng = np.random.default_rng(10)
    table = normal(rng, 50, 16)
    ids = rng.integers(0, 50, (4, 7)).astype(np.int32)
    check(lambda e, i: jnp.take(e, i, axis=0), table, ids)


def test_embedding_take_out_of_range_fills_nan():
    """jnp.take's default mode fills rows whose index is out of range (here: NaN)."""
    table = normal(np.random.default_rng(11), 10, 4)
    ids = np.array([0, 9, 10, -1, -11, 3], np.int32)
    check(lambda e, i: jnp.take(e, i, axis=0), table, ids)


def test_indexing_clamps():
    """x[idx] clamps indices (after wrapping negative ones)."""
    table = normal(np.random.default_rng(12), 10, 4)
    ids = np.array([[1, 3], [9, 0], [12, -2]], np.int32)
    check(lambda e, i: e[i], table, ids)


def test_gather_along_inner_axis_and_slices():
    rng = np.random.default_rng(13)
    x = normal(rng, 3, 8, 5)
    ids = rng.integers(0, 8, (3, 4)).astype(np.int32)
    check(lambda x, i: (jnp.take_along_axis(x, i[:, :, None], axis=1), x[:, i[0], 1:4]), x, ids)


def test_embedding_lookup_model():
    """Embedding + position embedding + layer norm + a projection to the vocabulary."""
    def model(tokens, table, positions, gamma, beta):
        h = table[tokens] + positions[None, : tokens.shape[1]]
        return layer_norm(h, gamma, beta) @ table.T

    rng = np.random.default_rng(14)
    check(model, rng.integers(0, 30, (2, 6)).astype(np.int32), normal(rng, 30, 8),
          normal(rng, 16, 8), 1 + normal(rng, 8, scale=0.1), normal(rng, 8, scale=0.1))


def test_scatter_add():
    """x.at[idx].add(u), with a repeated index whose updates must both land."""
    rng = np.random.default_rng(15)
    check(lambda x, i, u: x.at[i].add(u), normal(rng, 10, 4),
          np.array([1, 3, 1, 9], np.int32), normal(rng, 4, 4))


def test_scatter_set_and_embedding_gradient():
    def grad_of_embedding(table, ids, cotangent):
        _, vjp = jax.vjp(lambda t: jnp.take(t, ids, axis=0), table)
        return vjp(cotangent)[0]

    rng = np.random.default_rng(16)
    check(lambda x, i, u: x.at[i].set(u), normal(rng, 6, 3), np.array([5, 0], np.int32),
          normal(rng, 2, 3))
    check(grad_of_embedding, normal(rng, 12, 5), rng.integers(0, 12, (3, 4)).astype(np.int32),
          normal(rng, 3, 4, 5))


# --- several results, calls, integers, booleans ------------------------------------------

def test_several_results_as_a_pytree():
    def stats(x):
        return {"mean": x.mean(0), "max": x.max(1), "argmax": jnp.argmax(x, 1)}, x.T, x.sum()

    exe = check(stats, normal(np.random.default_rng(17), 5, 3))
    assert len(exe.signature.results) == 5


def test_several_results_exported():
    def f(x, y):
        return x + y, x * y, jnp.concatenate([x, y]), (x > y)
    rng = np.random.default_rng(18)
    check(f, normal(rng, 6), normal(rng, 6), via="exported")


def test_same_value_returned_several_times():
    """One value in several result places (after CSE, or an input passed through): each
    result gets its own buffer."""
    rng = np.random.default_rng(32)
    x = normal(rng, 3, 4)
    check(lambda x: (x * 2, x + 1, x * 2, x, x), x)
    check(lambda x: (x.astype(jnp.int8), x.astype(jnp.int8), x.sum()), x)


def test_nested_jit_keeps_calls():
    @jax.jit
    def inner(x, w):
        return jnp.sin(x @ w)

    @jax.jit
    def middle(x, w):
        return inner(x, w) * 2 + inner(x + 1, w)

    def outer(x, w):
        return middle(x, w) - inner(x, w)

    rng = np.random.default_rng(19)
    args = normal(rng, 4, 4), normal(rng, 4, 4)
    text = jax.jit(outer).lower(*args).as_text()
    assert text.count("func.func private") >= 2 and "call @" in text  # really has calls
    check(outer, *args)
    check(outer, *args, via="exported")


INT_DTYPES = [np.int8, np.int16, np.int32, np.uint8, np.uint16, np.uint32]


@pytest.mark.parametrize("dtype", INT_DTYPES, ids=lambda d: np.dtype(d).name)
def test_integer_ops(dtype):
    info = np.iinfo(dtype)
    rng = np.random.default_rng(20)
    a = rng.integers(info.min, info.max, (24,), endpoint=True).astype(dtype)
    b = rng.integers(info.min, info.max, (24,), endpoint=True).astype(dtype)
    b[b == 0] = 1
    shift = rng.integers(0, np.dtype(dtype).itemsize * 8, (24,)).astype(dtype)

    def f(a, b, s):
        return (a + b, a - b, a * b, a // b, a % b, a & b, a | b, a ^ b, ~a, a << s, a >> s,
                jnp.maximum(a, b), jnp.minimum(a, b), a < b, a == b, a >= b,
                jnp.where(a > b, a, b), lax.population_count(a), lax.clz(a),
                a.sum(), a.max(), a.min(), jnp.cumsum(a))

    check(f, a, b, shift)


def test_signed_integer_ops():
    rng = np.random.default_rng(21)
    a = rng.integers(-1000, 1000, (5, 6)).astype(np.int32)

    def f(a):
        return (jnp.abs(a), -a, jnp.sign(a), lax.div(a, 7), lax.rem(a, 7), a // 7, a % -7,
                lax.shift_right_arithmetic(a, 3), lax.shift_right_logical(a, 3),
                jnp.clip(a, -100, 100), jnp.argmin(a, 1), jnp.prod(a % 5, 0))

    check(f, a)


def test_integer_conversions():
    rng = np.random.default_rng(22)
    a = rng.integers(-300, 300, (12,)).astype(np.int32)
    x = normal(rng, 12, scale=100)

    def f(a, x):
        return (a.astype(jnp.int8), a.astype(jnp.uint8), a.astype(jnp.float32),
                a.astype(jnp.bool_), x.astype(jnp.int32), x.astype(jnp.int16),
                jnp.round(x).astype(jnp.int32), lax.bitcast_convert_type(x, jnp.int32))

    check(f, a, x)


def test_boolean_ops():
    rng = np.random.default_rng(23)
    p = rng.integers(0, 2, (4, 5)).astype(bool)
    q = rng.integers(0, 2, (4, 5)).astype(bool)
    x = normal(rng, 4, 5)

    def f(p, q, x):
        return (p & q, p | q, ~p, p ^ q, jnp.any(p, 0), jnp.all(q, 1), p.sum(1),
                jnp.where(p, x, -x), x > 0, (x > 0) == p, jnp.logical_and(x > 0, q).T,
                jnp.isnan(x / jnp.where(p, x, 0.0)), p.astype(jnp.float32))

    check(f, p, q, x)


def test_one_hot_and_cross_entropy():
    def loss(logits, labels):
        return -jnp.mean(jnp.sum(jax.nn.one_hot(labels, 10) * jax.nn.log_softmax(logits), -1))

    rng = np.random.default_rng(24)
    check(loss, normal(rng, 8, 10), rng.integers(0, 10, (8,)).astype(np.int32))


@pytest.mark.slow
def test_many_models_in_one_process():
    """Compile several programs one after another in the same process (the official passes
    have crashed on such sequences before); every executable stays usable."""
    rng = np.random.default_rng(25)
    exes = []
    for _ in range(2):
        exes.append((check(mlp, *mlp_args(rng)), None))
        args = transformer_args(rng, t=4, d=16, ff=32)
        exes.append((check(transformer_block, *args), args))
    for exe, args in exes:
        if args is not None:
            assert_same(exe(*args), np.asarray(jax.jit(transformer_block)(*args)))


# --- how JAX hands programs over: pytrees, donation, scalars, nesting ----------------------

def test_pytree_arguments_are_flattened_leaves():
    def f(params, x):
        return {"out": x @ params["w"] + params["b"], "norm": jnp.linalg.norm(x)}

    rng = np.random.default_rng(27)
    params, x = {"w": normal(rng, 3, 2), "b": normal(rng, 2)}, normal(rng, 4, 3)
    exe = stablehlo_cc.compile(jax.jit(f).lower(params, x))
    want = jax.jit(f)(params, x)
    for got in (exe(*jax.tree_util.tree_leaves((params, x))), exe(params, x)):
        assert jax.tree_util.tree_structure(got) == jax.tree_util.tree_structure(want)
        for g, w in zip(jax.tree_util.tree_leaves(got), _leaves(want)):
            assert_same(g, w)


def test_donated_argument_is_not_written():
    """JAX marks donated inputs; our ABI still never writes an input buffer."""
    rng = np.random.default_rng(28)
    x, y = normal(rng, 8), normal(rng, 8)
    kept = x.copy()
    exe = stablehlo_cc.compile(jax.jit(lambda x, y: (x * 2 + y, x - y), donate_argnums=0)
                               .lower(x, y))
    got = exe(x, y)
    assert_same(got[0], x * 2 + y)
    np.testing.assert_array_equal(x, kept)


def test_scalars_and_empty_arrays():
    rng = np.random.default_rng(29)
    check(lambda s, x: (s * x, jnp.sum(x) + s, s > 0), np.float32(2.5), normal(rng, 5))
    check(lambda x, y: (x * 2, y.sum(), y.reshape(3, 0)), np.zeros((0, 3), np.float32),
          np.ones((0,), np.int32))


def test_exported_function_called_from_a_jit():
    """An Exported's `call` inside another program: a call to the deserialized function."""
    rng = np.random.default_rng(30)
    x = normal(rng, 6)
    inner = jax.export.export(jax.jit(lambda x: jnp.sin(x) + 1))(x)
    check(lambda x: inner.call(x) * 2 + inner.call(-x), x)


def test_public_functions_calling_each_other():
    """A public function may call another public one (not inlined) and a private helper."""
    src = """
    func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
      %0 = call @square_plus_one(%a) : (tensor<4xf32>) -> tensor<4xf32>
      %1 = call @plus_one(%0) : (tensor<4xf32>) -> tensor<4xf32>
      return %1 : tensor<4xf32>
    }
    func.func @square_plus_one(%a: tensor<4xf32>) -> tensor<4xf32> {
      %0 = stablehlo.multiply %a, %a : tensor<4xf32>
      %1 = call @plus_one(%0) : (tensor<4xf32>) -> tensor<4xf32>
      return %1 : tensor<4xf32>
    }
    func.func private @plus_one(%a: tensor<4xf32>) -> tensor<4xf32> {
      %c = stablehlo.constant dense<1.0> : tensor<4xf32>
      %0 = stablehlo.add %a, %c : tensor<4xf32>
      return %0 : tensor<4xf32>
    }"""
    x = np.arange(4, dtype=np.float32) - 1
    exe = stablehlo_cc.compile(src)
    assert sorted(exe.functions) == ["main", "square_plus_one"]
    np.testing.assert_array_equal(exe(x), x * x + 2)
    np.testing.assert_array_equal(exe.function("square_plus_one")(x), x * x + 1)
    np.testing.assert_array_equal(stablehlo_cc.compile(src, entry="main")(x), x * x + 2)


def test_call_of_a_declared_only_function_is_an_error():
    src = """func.func private @expf(%a: tensor<4xf32>) -> tensor<4xf32>
    func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
      %0 = call @expf(%a) : (tensor<4xf32>) -> tensor<4xf32>
      return %0 : tensor<4xf32>
    }"""
    with pytest.raises(stablehlo_cc.CompileError, match=r"<string>:3:\d+: error: calls @expf"):
        stablehlo_cc.compile(src)
