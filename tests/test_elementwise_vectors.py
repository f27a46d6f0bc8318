"""The elementwise loops of the nest functions are vector loops before LLVM
(compiler/linalg/elementwise_vectors.py): every form the widening takes (contiguous and
broadcast reads, i1 masks read and written as bytes, unit dimensions inside the lanes, the
induction variable as a value, integer and f64 elements, in-place updates, remainders of
one vector and scalar ones) matches jax.jit at real sizes (BERT's and Whisper's rows)."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc
from thread_teams import on_1_2_3_threads
from stablehlo_cc.compiler.linalg import elementwise_vectors
from stablehlo_cc.compiler.linalg.contraction_codegen import host_register_block

RNG = np.random.default_rng(11)


def _lanes(bits: int) -> int:
    return host_register_block().vector_bytes * 8 // bits


@pytest.fixture(autouse=True)
def widened(monkeypatch):
    """The widths of the loops widened by the compiles of a test."""
    widths = []
    original = elementwise_vectors._widen

    def counting(plan, width, main, lower, *more):
        widths.append(width)
        return original(plan, width, main, lower, *more)

    monkeypatch.setattr(elementwise_vectors, "_widen", counting)
    return widths


def _compiled(fn, *args):
    lowered = jax.jit(fn).lower(*args)
    return stablehlo_cc.compile(lowered, cache=False), lowered


def _check(fn, args, exact=False):
    exe, lowered = _compiled(fn, *args)
    got = exe(*args)
    want = jax.jit(fn)(*args)
    got = got if isinstance(got, (tuple, list)) else (got,)
    want = want if isinstance(want, (tuple, list)) else (want,)
    for g, w in zip(got, want):
        g, w = np.asarray(g), np.asarray(w)
        assert g.dtype == w.dtype and g.shape == w.shape
        if exact or not np.issubdtype(w.dtype, np.floating):
            np.testing.assert_array_equal(g, w)
        else:
            np.testing.assert_allclose(g, w, rtol=2e-6, atol=2e-6 * np.abs(w).max())
    return exe


def _layer_norm_gelu(x, g, b, mask):
    """A layer norm's epilogue (per-row scalars broadcast, the scale and bias read along the
    lanes), a GELU, a select under an i1 mask broadcast along the rows, an i1 result."""
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    y = (x - mu) * jax.lax.rsqrt(var + 1e-12) * g + b
    return jnp.where(mask[..., None], jax.nn.gelu(y), -y), jnp.abs(y) > 1.0


@pytest.mark.parametrize("width", [256, 768, 100, 300, 17])
def test_layer_norm_epilogue_and_masks_match_jax(width, widened):
    """256 and 768: whole steps of 4 vectors (BERT, GPT-2); 100 (Whisper's frames) and 300:
    4-vector steps, then one vector at a time (none for 100 on an AVX2 host: 100 = 3 x 32 + 4),
    then a scalar remainder; 17: one vector and one scalar element."""
    args = [(RNG.standard_normal((8, 64, width)) * 3).astype(np.float32),
            RNG.standard_normal(width).astype(np.float32),
            RNG.standard_normal(width).astype(np.float32),
            RNG.standard_normal((8, 64)) > 0]
    exe = _check(_layer_norm_gelu, args)
    lanes = _lanes(32)
    left = width % (4 * lanes)
    if left == 0 or left < lanes:  # whole 4-vector steps (then, if any, scalar elements)
        assert 4 * lanes in widened
    else:  # then one vector at a time
        assert lanes in widened
    assert "xi1>" in exe.ir("llvm-dialect")  # (the mask and the compare as vectors)


def test_edge_values_pass_through(widened):
    x = RNG.standard_normal((4, 1024)).astype(np.float32)
    # (no subnormals: XLA flushes them)
    x[0, :10] = [np.nan, np.inf, -np.inf, 0.0, -0.0, 1e30, -1e30, 1e-30, 3e38, -2.5]
    fn = lambda x: (jnp.maximum(x * 2.0, -x), jnp.sqrt(jnp.abs(x)), jnp.floor(x))  # noqa: E731
    exe, _ = _compiled(fn, x)
    for g, w in zip(exe(x), jax.jit(fn)(x)):
        np.testing.assert_array_equal(np.asarray(g), np.asarray(w))
    assert widened


def test_causal_mask_reads_the_induction_variable(widened):
    """`where(col <= row, s, -inf)` over attention scores: the column index is the widened
    loop's induction variable (a vector `iv + [0, 1, ...]`), the row index a scalar."""
    s = RNG.standard_normal((2, 4, 64, 64)).astype(np.float32)

    def fn(s):
        i = jnp.arange(64)
        return jnp.where(i[None, :] <= i[:, None], s, -jnp.inf)

    _check(fn, [s], exact=True)
    assert widened


def test_masks_as_bytes(widened):
    """i1 buffers are bytes (widen_narrow_memrefs.py): a mask broadcast along rows, and/or of
    masks, a mask made from integers, a mask converted to f32."""
    a = RNG.standard_normal((8, 64)) > 0
    b = RNG.standard_normal((8, 4, 64, 64)) > 0
    t = RNG.integers(-3, 3, (8, 4, 64, 64)).astype(np.int32)

    def fn(a, b, t):
        m = jnp.broadcast_to(a[:, None, None, :], b.shape)
        both = m & b | (t > 0)
        return both, m, both.astype(np.float32) * 2.0 - 1.0, jnp.logical_not(b)

    _check(fn, [a, b, t], exact=True)
    assert widened


@pytest.mark.parametrize("dtype", [np.int32, np.int8, np.int64, np.float64, np.uint8])
def test_integer_and_f64_elements(dtype, widened):
    x = RNG.integers(-100, 100, (16, 512)).astype(dtype)
    y = RNG.integers(1, 100, (512,)).astype(dtype)

    def fn(x, y):
        z = x * y + (x >> 1 if np.issubdtype(dtype, np.integer) else x / 2)
        return jnp.maximum(z, x), z.astype(np.float32), (z & 7 if np.issubdtype(
            dtype, np.integer) else jnp.floor(z))

    with jax.enable_x64(np.dtype(dtype).itemsize == 8):
        _check(fn, [x, y], exact=True)
    assert 4 * _lanes(8 * np.dtype(dtype).itemsize) in widened


def test_unit_dimensions_inside_the_lanes(widened):
    """Per-row statistics in `1x64x1` buffers: the loop over the 64 rows reads and writes
    along a dimension with a unit dimension inside it."""
    x = RNG.standard_normal((1, 64, 256)).astype(np.float32)

    def fn(x):
        m = x.mean(-1, keepdims=True)
        return -m, jax.lax.rsqrt(((x - m) ** 2).mean(-1, keepdims=True) + 1e-5) * 0.5

    _check(fn, [x])
    assert widened


def test_in_place_updates_and_residual_adds(widened):
    """A residual add written over one of its inputs (bufferization reuses the buffer), then
    a layer norm that reads it: loads and stores of the same elements in one loop."""
    x = RNG.standard_normal((8, 64, 256)).astype(np.float32)
    h = RNG.standard_normal((8, 64, 256)).astype(np.float32)
    b = RNG.standard_normal(256).astype(np.float32)

    def fn(x, h, b):
        r = x + h + b
        return jax.nn.standardize(r, axis=-1) * 2.0 + r

    _check(fn, [x, h, b])
    assert 4 * _lanes(32) in widened


def test_strided_and_gathered_reads_stay_scalar_and_match():
    """Reads the widening leaves to LLVM: a transposed operand (strided along the lanes) and
    a gather through indices."""
    x = RNG.standard_normal((64, 256)).astype(np.float32)
    y = RNG.standard_normal((256, 64)).astype(np.float32)
    idx = RNG.integers(0, 256, (64, 32)).astype(np.int32)

    def fn(x, y, idx):
        return x * y.T + 1.0, jnp.take_along_axis(x, idx, axis=1) * 3.0

    _check(fn, [x, y, idx])


@pytest.mark.parametrize("row", [8, 12])
def test_rows_shorter_than_a_vector(row, widened):
    """A grouped convolution's batch norm + ReLU over (n, h, w, groups, channels of a group)
    (RegNet's groups of 8, the convolution split per group): a row of 8 is half a vector
    on AVX-512, widened so; a row of 12 leaves its last 4 scalar (on AVX2, 8 lanes: a full
    vector of 8 with 4 left, and rows of 4 and 4 + 4)."""
    x = RNG.standard_normal((1, 56, 56, 13, row)).astype(np.float32)
    m, s, b = (RNG.standard_normal((13, row)).astype(np.float32) for _ in range(3))

    def fn(x, m, s, b):
        return jax.nn.relu((x - m) * s + b)

    _check(fn, [x, m, s, b])
    lanes = _lanes(32)
    assert (lanes // 2 if row < lanes else lanes) in widened


@pytest.mark.parametrize("n", [1 << 18, (1 << 18) + 5])
def test_strip_mined_one_dimensional_loops(n, widened):
    """A 1-D GELU and FMA chain: parallel_split.py cuts the element loop into blocks, whose
    loop indexes `block * size + iv`; widened when the blocks divide the length (the last
    block of the odd length ends at a bound known only at run time: left to LLVM). The same
    bits on 1, 2 and 3 threads. (The 16M GELU's unaligned copy, whose loops are these:
    test_streaming_stores.py's unaligned results.)"""
    x = (RNG.standard_normal(n) * 3).astype(np.float32)
    y = (RNG.standard_normal(n) * 0.1).astype(np.float32)

    def fn(x, y):
        z = jax.nn.gelu(x, approximate=True)
        for i in range(4):
            z = z * y + np.float32(0.5 + i)
        return z

    exe = _check(fn, [x, y])
    assert (4 * _lanes(32) in widened) == (n % 4096 == 0)
    on_1_2_3_threads(exe, x, y)
