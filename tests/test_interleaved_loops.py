"""Long elementwise loops ask LLVM to interleave 4 vectors (compiler/linalg/interleaved_loops.py):
the metadata reaches the LLVM IR only for long bodies with long trip counts, and the results
match jax.jit at real sizes (BERT's and Whisper's GELUs on 8x64x1024, rows of 64 and 100).
The loops of the nest functions that elementwise_vectors.py widens are 4 vectors a step
already (the request is dropped): the GELUs here are."""

from __future__ import annotations

import jax
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler.linalg.contraction_codegen import host_register_block
from thread_teams import on_1_2_3_threads

RNG = np.random.default_rng(5)
_MARK = "#llvm.loop_interleave<count = 4"  # on a loop latch of the LLVM dialect
# f32 vectors of 4 native ones, as elementwise_vectors.py widens a loop
_FOUR_VECTORS = f"vector<{host_register_block().vector_bytes}xf32>"


def _gelu(approximate):
    return lambda x, b: jax.nn.gelu(x + b, approximate=approximate)


@pytest.mark.parametrize("approximate", [True, False])
def test_gelu_loops_are_interleaved_and_match_jax(approximate):
    x = (RNG.standard_normal((8, 64, 1024)) * 3).astype(np.float32)
    b = RNG.standard_normal(1024).astype(np.float32)
    lowered = jax.jit(_gelu(approximate)).lower(x, b)
    text = stablehlo_cc.compile(lowered, emit="llvm-dialect")
    assert _FOUR_VECTORS in text and _MARK not in text
    got = np.asarray(stablehlo_cc.compile(lowered)(x, b))
    want = np.asarray(jax.jit(_gelu(approximate))(x, b))
    np.testing.assert_allclose(got, want, rtol=2e-6, atol=2e-6 * np.abs(want).max())


def test_edge_values_pass_through_interleaved_loops():
    x = RNG.standard_normal((4, 1000)).astype(np.float32)
    x[0, :8] = [np.nan, np.inf, -np.inf, 0.0, -0.0, 1e30, -1e30, 1e-30]
    b = np.zeros(1000, np.float32)
    lowered = jax.jit(_gelu(True)).lower(x, b)
    # widened (elementwise_vectors.py): 2 or 1 vectors a step where that divides the row of
    # 1000 and 4 do not (1 on AVX2), else 4
    lanes = host_register_block().vector_bytes // 4
    dividing = [n * lanes for n in (4, 2, 1) if 1000 % (n * lanes) == 0]
    width = dividing[0] if dividing else 4 * lanes
    assert f"vector<{width}xf32>" in stablehlo_cc.compile(lowered, emit="llvm-dialect")
    got = np.asarray(stablehlo_cc.compile(lowered)(x, b))
    want = np.asarray(jax.jit(_gelu(True))(x, b))
    np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
    ok = ~np.isnan(want)
    # (XLA computes 1 + tanh(u), which cancels where gelu is small and negative)
    np.testing.assert_allclose(got[ok], want[ok], rtol=1e-4, atol=1e-6)


@pytest.mark.parametrize("approximate", [True, False])
@pytest.mark.parametrize("rows", [64, 100])
def test_rows_of_64_are_interleaved_and_match_jax(approximate, rows):
    """Rows of 64, the shortest interleaved (MLP-Mixer's token-mixing GELU over 8x128x64, a
    bias along the 64: a whole interleaved step of 16 lanes, or two of 8), and of 100
    (Whisper's frames: a scalar remainder of 4 on AVX2)."""
    x = (RNG.standard_normal((8, 128, rows)) * 3).astype(np.float32)
    b = RNG.standard_normal(rows).astype(np.float32)
    lowered = jax.jit(_gelu(approximate)).lower(x, b)
    assert _FOUR_VECTORS in stablehlo_cc.compile(lowered, emit="llvm-dialect")
    got = np.asarray(stablehlo_cc.compile(lowered)(x, b))
    want = np.asarray(jax.jit(_gelu(approximate))(x, b))
    np.testing.assert_allclose(got, want, rtol=2e-6, atol=2e-6 * np.abs(want).max())


def test_short_or_cheap_loops_are_left_to_the_cost_model():
    short = jax.jit(_gelu(True)).lower(np.zeros((512, 48), np.float32),
                                        np.zeros(48, np.float32))
    cheap = jax.jit(lambda x, b: x * b + 1.0).lower(np.zeros((64, 4096), np.float32),
                                                     np.zeros(4096, np.float32))
    for lowered in (short, cheap):
        assert "loop_interleave" not in stablehlo_cc.compile(lowered, emit="llvm-dialect")
    x = RNG.standard_normal((512, 48)).astype(np.float32)
    b = RNG.standard_normal(48).astype(np.float32)
    np.testing.assert_allclose(np.asarray(stablehlo_cc.compile(short)(x, b)),
                               np.asarray(jax.jit(_gelu(True))(x, b)), rtol=2e-6, atol=2e-6)


@pytest.mark.parametrize("n", [1 << 22, (1 << 22) - 1000 + 3])
def test_one_dimensional_loops_are_strip_mined_and_interleaved(n):
    """A 1-D GELU (the kernel benchmark's over 16M, here 4M and an odd length) is a parallel
    loop over blocks around an element loop that is interleaved (parallel_split.py), also
    when the last block is partial: widened to four vectors before LLVM when the blocks
    divide the length (elementwise_vectors.py), else LLVM asked to interleave; the results
    match jax.jit and are bit-identical on 1, 2 and 3 threads (every block is the same code
    whichever thread runs it)."""
    fn = lambda x: jax.nn.gelu(x, approximate=True)  # noqa: E731
    x = (RNG.standard_normal(n) * 3).astype(np.float32)
    lowered = jax.jit(fn).lower(x)
    text = stablehlo_cc.compile(lowered, emit="llvm-dialect")
    assert (_FOUR_VECTORS if n % 4096 == 0 else _MARK) in text
    exe = stablehlo_cc.compile(lowered)
    first = on_1_2_3_threads(exe, x)
    want = np.asarray(jax.jit(fn)(x))
    np.testing.assert_allclose(first, want, rtol=2e-6, atol=2e-6 * np.abs(want).max())
