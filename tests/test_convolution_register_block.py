"""The convolution register block is chosen per shape (issues 8 and 10): output widths with
no divisor near the microkernel's 6 rows (14, 28, 7) and channel counts that are not a
multiple of two vectors (24, 40) keep full, whole-vector register blocks. Values are
checked against `jax.jit` at the zoo's real sizes; the block's shape against its own
rules (it divides the output, whole vectors, fits the register file)."""

import jax
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler.linalg.contraction_codegen import RegisterBlock
from stablehlo_cc.compiler.linalg.convolution_codegen import register_shape, split_columns
from thread_teams import on_1_2_3_threads

AVX2 = RegisterBlock(rows=6, vectors=2, vector_bytes=32)
AVX512 = RegisterBlock(rows=8, vectors=2, vector_bytes=64)


@pytest.mark.parametrize("block, lanes", [(AVX2, 8), (AVX512, 16)])
@pytest.mark.parametrize("columns", [1, 2, 3, 7, 12, 14, 24, 28, 32, 56, 112])
@pytest.mark.parametrize("channels", [16, 24, 32, 40, 64, 96, 144, 512, 1280])
def test_register_block_divides_the_output_in_whole_vectors(block, lanes, columns, channels):
    rows, cols = register_shape(columns, channels, lanes, block)
    assert columns % rows == 0 and channels % cols == 0
    if channels % lanes == 0:
        vectors = cols // lanes
        assert cols % lanes == 0 and vectors <= block.vectors
        registers = 32 if lanes == 16 else 16
        assert rows * vectors <= block.rows * block.vectors
        assert rows * vectors + vectors + 1 <= registers


def test_narrow_rows_get_more_than_four_accumulators():
    # 14 output columns: 6 does not divide them; 2 x 2 vectors left 4 accumulators
    rows, cols = register_shape(14, 64, 8, AVX2)
    assert rows * cols // 8 >= 7


def _conv(stride=1, padding="SAME"):
    def f(x, w, b):
        y = jax.lax.conv_general_dilated(x, w, (stride, stride), padding,
                                         dimension_numbers=("NHWC", "HWIO", "NHWC"))
        return jax.nn.relu(y + b)
    return f


@pytest.mark.parametrize("shape, window, features", [
    ((8, 14, 14, 32), 3, 64),    # flax MNIST CNN's second layer: 14 output columns
    ((8, 28, 28, 1), 3, 32),     # its first layer: one input channel
    ((8, 24, 24, 144), 1, 24),   # MobileNetV2 projection: 24 channels, 3 vectors
    ((8, 8, 8, 240), 1, 40),     # EfficientNet projection: 40 channels, 5 vectors
    ((2, 7, 7, 512), 3, 512),    # ResNet's last stage: 7 output columns
    ((32, 16, 16, 32), 3, 64),   # 16 columns: 12 in 6-column blocks, 4 in their own
    ((4, 28, 28, 64), 3, 128),   # 28 columns: 24 + 4
])
def test_convolutions_match_jax(shape, window, features):
    rng = np.random.default_rng(0)
    x = rng.standard_normal(shape).astype(np.float32)
    w = (rng.standard_normal((window, window, shape[3], features)) /
         np.sqrt(window * window * shape[3])).astype(np.float32)
    b = rng.standard_normal(features).astype(np.float32)
    f = _conv()
    got = stablehlo_cc.compile(jax.jit(f).lower(x, w, b), cache=False)(x, w, b)
    np.testing.assert_allclose(np.asarray(got), np.asarray(jax.jit(f)(x, w, b)),
                               rtol=1e-4, atol=1e-4)


def test_training_step_convolutions_match_jax():
    """The backward convolutions of a 3x3 layer (input and weight gradients, 14 columns)."""
    rng = np.random.default_rng(1)
    x = rng.standard_normal((8, 14, 14, 16)).astype(np.float32)
    w = (rng.standard_normal((3, 3, 16, 32)) / 12).astype(np.float32)
    b = np.zeros(32, np.float32)

    def loss(x, w):
        return (_conv()(x, w, b) ** 2).sum()

    grads = jax.grad(loss, argnums=(0, 1))
    got = stablehlo_cc.compile(jax.jit(grads).lower(x, w), cache=False)(x, w)
    want = jax.jit(grads)(x, w)
    for g, r in zip(got, want):
        np.testing.assert_allclose(np.asarray(g), np.asarray(r), rtol=1e-3, atol=1e-3)


@pytest.mark.parametrize("columns, channels, at", [
    (56, 64, 48), (28, 64, 24), (14, 64, 6), (32, 32, 24), (16, 64, 12), (112, 64, 108),
    (54, 64, None),   # 6 divides the width: one block
    (4, 64, None),    # narrower than the block
    (8, 64, None),    # 6 + 2 would leave a 2-column tail: one 4 x 2-vector block
    (56, 24, None),   # 24 channels are no multiple of 2 vectors
])
def test_output_columns_split_where_the_microkernel_block_does_not_divide(columns, channels,
                                                                         at):
    assert split_columns(columns, channels, 8, AVX2) == at
    if at is not None:  # the tail's block keeps the FMA units busy
        rows, cols = register_shape(columns - at, channels, 8, AVX2)
        assert rows * cols // 8 >= 8


@pytest.mark.usefixtures("tiled_convolutions", "avx2_register_block")
def test_split_columns_give_two_register_blocks_and_no_copy_of_the_result():
    """ResNet's 3x3 layer with bias and ReLU: 48 columns in 6 x 2-vector blocks, 8 in
    blocks of their own; the convolution's block is a stack buffer of its own, not a copy of
    the result's (the only copy left is the padded input rows); the same bits on 1, 2 and 3
    threads, and jax's values."""
    rng = np.random.default_rng(2)
    x = rng.standard_normal((8, 56, 56, 64)).astype(np.float32)
    w = (rng.standard_normal((3, 3, 64, 64)) / 24).astype(np.float32)
    b = rng.standard_normal(64).astype(np.float32)
    f = _conv()
    lowered = jax.jit(f).lower(x, w, b)
    bufferized = stablehlo_cc.compile(lowered, emit="bufferized", cache=False)
    assert "vector<1x6x16xf32>" in bufferized and "vector<1x4x16xf32>" in bufferized
    assert bufferized.count("memref.copy") == 1
    exe = stablehlo_cc.compile(lowered, cache=False)
    first = on_1_2_3_threads(exe, x, w, b)
    np.testing.assert_allclose(first, np.asarray(jax.jit(f)(x, w, b)), rtol=1e-4,
                               atol=1e-4)


@pytest.mark.usefixtures("tiled_convolutions", "avx2_register_block")
def test_a_split_that_fails_falls_back_to_one_register_block(monkeypatch):
    """Should the split of the output columns fail, the convolution still gets its tiled
    vector code (one register block that divides the width), not LLVM's scalar loops."""
    from stablehlo_cc.compiler.linalg import convolution_codegen
    monkeypatch.setattr(convolution_codegen, "split_columns",
                        lambda columns, *rest: columns + 6)  # past the end: split fails
    rng = np.random.default_rng(3)
    x = rng.standard_normal((2, 28, 28, 32)).astype(np.float32)
    w = (rng.standard_normal((3, 3, 32, 64)) / 17).astype(np.float32)
    b = rng.standard_normal(64).astype(np.float32)
    lowered = jax.jit(_conv()).lower(x, w, b)
    bufferized = stablehlo_cc.compile(lowered, emit="bufferized", cache=False)
    assert "vector<1x4x16xf32>" in bufferized  # 28 columns: 7 blocks of 4 x 2 vectors
    got = stablehlo_cc.compile(lowered, cache=False)(x, w, b)
    np.testing.assert_allclose(np.asarray(got), np.asarray(jax.jit(_conv())(x, w, b)),
                               rtol=1e-4, atol=1e-4)
