"""bf16 x bf16 -> bf16 products whose operands reach the product's body in mixed forms
(compiler/linalg/narrow_products.py): activations read by several projections (their extf
a separate tensor), a rounding to bf16 of an f32 value (normalized activations, softmax
probabilities), grouped heads reshaped; the same forms in f16. Each must be a gemm.c call
of the narrow entry, and its values those of f64 products of the narrow operands rounded
once to their type (f32 accumulation may move an output by one ulp where the f64 sum is
near a rounding midpoint, and by more where the sum cancels: `_check`); the same for 1, 2
and 3 threads. gemm.c's bf16/f16 entries themselves against f64 products, odd sizes."""

import ctypes

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler.linalg import narrow_products, native_gemm_calls
from stablehlo_cc.contract import native
from native_gemm_entry import on_teams

BF16 = ml_dtypes.bfloat16


def _projections(x, w1, w2):
    """Two products of the same activations (the Q/K/V, gate/up projections)."""
    return x @ w1, x @ w2


def _normalized(x, scale, w1, w2):
    """Gemma's RMS norm in f32, rounded to bf16 and read by two projections."""
    xf = x.astype(jnp.float32)
    h = xf * jax.lax.rsqrt(jnp.mean(xf * xf, axis=-1, keepdims=True) + 1e-6) * scale
    h = h.astype(jnp.bfloat16)
    return h, h @ w1, h @ w2


def _attention(q, k, v):
    """Scores, an f32 softmax rounded to bf16, probabilities times values."""
    s = jnp.einsum("bhqd,bhkd->bhqk", q, k)
    p = jax.nn.softmax(s.astype(jnp.float32), axis=-1).astype(jnp.bfloat16)
    return s, p, jnp.einsum("bhqk,bhkd->bhqd", p, v)


def _grouped(x, wk, wv, q):
    """Llama's grouped-query attention: 2 key/value heads shared by 2 query heads each. The
    values are not a result: their rounding to bf16 is taken into the last product."""
    k = jnp.einsum("sd,dhe->hse", x, wk)
    v = jnp.einsum("sd,dhe->hse", x, wv)
    s = jnp.einsum("hgqe,hse->hgqs", q, k)
    p = jax.nn.softmax(s.astype(jnp.float32), axis=-1).astype(jnp.bfloat16)
    return k, s, p, jnp.einsum("hgqs,hse->hgqe", p, v)


def _bf16(rng, shape, scale=1.0):
    return (rng.standard_normal(shape) * scale).astype(BF16)


def _small_integers(rng, shape, scale):
    """Integers -4..4 times `scale` (a power of 2): sums of their products are exact in f32,
    so a product rounded to bf16 after f32 accumulation is the oracle's exactly."""
    return (rng.integers(-4, 5, shape) * scale).astype(BF16)


def _check(ours, a, b, spec):
    """`ours` against the oracle, the f64 einsum of the narrow operands `a`, `b` rounded
    once to their type: within one ulp of it plus what f32 accumulation may err (k f32
    roundings of the sum of |products|: it shows where the sum cancels), and mostly equal."""
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    exact = np.einsum(spec, a64, b64)
    ref = exact.astype(ours.dtype)
    k = np.einsum(spec, np.ones_like(a64), np.ones_like(b64)).max()
    slack = k * 2.0 ** -24 * np.einsum(spec, np.abs(a64), np.abs(b64))
    ulp = np.spacing(np.abs(ref)).astype(np.float64)
    assert ours.dtype == a.dtype and ours.shape == ref.shape
    error = np.abs(ours.astype(np.float64) - ref.astype(np.float64))
    assert np.all(error <= ulp + slack)
    assert np.mean(error == 0) > 0.98


def _run(fn, args, calls, modes, monkeypatch, kind="bf16"):
    """Results of `fn` compiled by us on 1, 2 and 3 threads (the same bits); the compiled
    program calls gemm.c's `kind` entry `calls` times, and `modes` are among the ways
    (narrow_products.mixed_body) its products read their operands."""
    text = jax.jit(fn).lower(*args).as_text()
    seen = set()

    def recording(generic):
        found = narrow_products.mixed_body(generic)
        seen.update(found[1] if found else ())
        return found

    monkeypatch.setattr(native_gemm_calls, "mixed_body", recording)
    ir = str(stablehlo_cc.compile(text, emit="bufferized", cache=False))
    monkeypatch.undo()
    assert ir.count(f"call @__shlo_native_gemm_{kind}(") == calls
    assert set(modes) <= seen, seen
    exe = stablehlo_cc.compile(text, cache=False)
    results = []
    for threads in (1, 2, 3):
        exe.num_threads = threads
        results.append([np.asarray(r) for r in exe(*args)])
    for other in results[1:]:
        assert all(a.tobytes() == b.tobytes() for a, b in zip(results[0], other))
    return results[0]


@pytest.mark.parametrize("m, k, n", [(32, 128, 256), (64, 1024, 1024)])
def test_projections(m, k, n, monkeypatch):
    rng = np.random.default_rng(0)
    x, w1, w2 = _bf16(rng, (1, m, k)), _bf16(rng, (k, n), k ** -0.5), _bf16(rng, (k, n))
    y1, y2 = _run(_projections, (x, w1, w2), 2, {"f32", "ext"}, monkeypatch)
    _check(y1, x, w1, "bsk,kn->bsn")
    _check(y2, x, w2, "bsk,kn->bsn")


def test_f16_projections(monkeypatch):
    """The same forms in f16 (gemm.c's f16 entry): within one f16 ulp of the oracle."""
    rng = np.random.default_rng(4)
    x = rng.standard_normal((1, 32, 128)).astype(np.float16)
    w1, w2 = (rng.standard_normal((2, 128, 256)) * 0.1).astype(np.float16)
    y1, y2 = _run(_projections, (x, w1, w2), 2, {"f32", "ext"}, monkeypatch, "f16")
    _check(y1, x, w1, "bsk,kn->bsn")
    _check(y2, x, w2, "bsk,kn->bsn")


def test_normalized_activations(monkeypatch):
    rng = np.random.default_rng(1)
    x, scale = _bf16(rng, (1, 32, 128), 3.0), rng.standard_normal(128).astype(np.float32)
    w1, w2 = _bf16(rng, (128, 256), 0.1), _bf16(rng, (128, 256), 0.1)
    h, y1, y2 = _run(_normalized, (x, scale, w1, w2), 2, {"f32", "ext"}, monkeypatch)
    _check(y1, h, w1, "bsk,kn->bsn")  # (h: our rounding of the norm, returned)
    _check(y2, h, w2, "bsk,kn->bsn")


def test_attention(monkeypatch):
    rng = np.random.default_rng(2)
    q, k, v = (_bf16(rng, (8, 4, 32, 32), 0.5) for _ in range(3))
    s, p, o = _run(_attention, (q, k, v), 2, set(), monkeypatch)
    _check(s, q, k, "bhqd,bhkd->bhqk")
    assert np.abs(p.astype(np.float64) - jax.nn.softmax(
        s.astype(np.float64), axis=-1)).max() < 2.0 ** -8
    _check(o, p, v, "bhqk,bhkd->bhqd")


def test_grouped_heads(monkeypatch):
    rng = np.random.default_rng(3)
    x, q = _small_integers(rng, (32, 128), 0.5), _bf16(rng, (2, 2, 32, 32), 0.2)
    wk, wv = _small_integers(rng, (128, 2, 32), 0.125), _small_integers(rng, (128, 2, 32), 0.125)
    k, s, p, o = _run(_grouped, (x, wk, wv, q), 4, {"f32", "ext", "trunc"}, monkeypatch)
    v = np.einsum("sd,dhe->hse", x.astype(np.float64), wv.astype(np.float64)).astype(BF16)
    _check(k, x, wk, "sd,dhe->hse")
    _check(s, q, k, "hgqe,hse->hgqs")
    _check(o, p, v, "hgqs,hse->hgqe")


def _gemm_narrow(a, b):
    """C = A @ B through gemm.c's bf16 or f16 entry with numpy's strides (f32 result)."""
    m, k = a.shape
    n = b.shape[1]
    c = np.full((m, n), np.nan, np.float32)
    desc = np.zeros(50, np.int64)
    desc[:13] = [m, n, k, 0, a.strides[0] // 2, a.strides[1] // 2, b.strides[0] // 2,
                 b.strides[1] // 2, n, 1, 0, 0, 0]
    fn = getattr(native.library(), "__shlo_native_gemm_" + (
        "f16" if a.dtype == np.float16 else "bf16"))
    fn.argtypes = [ctypes.c_void_p] * 5
    fn(a.ctypes.data, b.ctypes.data, c.ctypes.data, c.ctypes.data, desc.ctypes.data)
    return c


@pytest.mark.parametrize("m, k, n", [(32, 128, 256), (37, 77, 45), (5, 300, 33),
                                     (100, 1000, 70)])
@pytest.mark.parametrize("a_transposed", [False, True])
@pytest.mark.parametrize("dtype", [BF16, np.float16])
def test_gemm_entry(m, k, n, a_transposed, dtype):
    """gemm.c's bf16 and f16 entries (A widened to f32 rows, or packed when K is strided;
    B's rows widened into panels) against f64 products of the same values: f32 accumulation
    errs by at most ~k f32 roundings of the sum of |products|; bit-identical on 1, 2 and 3
    threads. (f16 values include subnormals: 2^-14 times a normal's scale.)"""
    rng = np.random.default_rng(m + k + n)
    a = rng.standard_normal((k, m)).T if a_transposed else rng.standard_normal((m, k))
    a, b = a.astype(dtype), rng.standard_normal((k, n)).astype(dtype)
    if dtype == np.float16:
        a[::3] *= np.float16(2.0 ** -15)
    c = on_teams(lambda: _gemm_narrow(a, b))
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    bound = k * 2.0 ** -23 * (np.abs(a64) @ np.abs(b64))
    assert np.all(np.abs(c - a64 @ b64) <= bound)
