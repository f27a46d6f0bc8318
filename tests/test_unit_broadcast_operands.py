"""Contractions with an operand broadcast along a size-1 dimension (map `(b, s, 0)`, a layer
norm's scale gradient) lose that dimension before tiling (unit_broadcast_operands.py) and
still compute what numpy computes in float64."""

import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler.linalg import contraction_codegen


def _t(shape, el="f32"):
    return "tensor<" + "".join(f"{d}x" for d in shape) + el + ">"


def _broadcast_reduce(a_shape, full, dims, el="f32"):
    """sum over `dims` of broadcast(a) * b, b of shape `full`."""
    out = [d for i, d in enumerate(full) if i not in dims]
    zero = "0.0" if el.startswith("f") else "0"
    return f"""
func.func @main(%a: {_t(a_shape, el)}, %b: {_t(full, el)}) -> {_t(out, el)} {{
  %0 = stablehlo.broadcast_in_dim %a, dims = {list(range(len(full)))} : ({_t(a_shape, el)}) -> {_t(full, el)}
  %1 = stablehlo.multiply %0, %b : {_t(full, el)}
  %z = stablehlo.constant dense<{zero}> : {_t([], el)}
  %2 = stablehlo.reduce(%1 init: %z) applies stablehlo.add across dimensions = {list(dims)} : ({_t(full, el)}, {_t([], el)}) -> {_t(out, el)}
  return %2 : {_t(out, el)}
}}"""


@pytest.fixture
def collapsed(monkeypatch):
    """How many operands drop_unit_broadcasts collapsed while compiling."""
    seen = []
    original = contraction_codegen.drop_unit_broadcasts

    def spy(module):
        n = original(module)
        seen.append(n)
        return n

    monkeypatch.setattr(contraction_codegen, "drop_unit_broadcasts", spy)
    monkeypatch.setenv("STABLEHLO_CC_CACHE", "0")
    return seen


@pytest.mark.parametrize("a_shape,full,dims", [
    ((8, 32, 1), (8, 32, 128), (0, 1)),     # transformer_lm_train_step's scale gradients
    ((16, 64, 1), (16, 64, 768), (0, 1)),   # BERT-base width
    ((8, 1, 32), (8, 48, 32), (0, 2)),      # the unit dimension in the middle
    ((1, 64), (256, 64), (1,)),             # leading: a vector against each row of B
    ((8, 32, 1, 1), (8, 32, 4, 64), (0, 1)),  # two unit dimensions side by side
])
def test_broadcast_reductions_match_numpy(collapsed, a_shape, full, dims):
    rng = np.random.default_rng(len(full) * 100 + full[-1])
    a = rng.standard_normal(a_shape).astype(np.float32)
    b = rng.standard_normal(full).astype(np.float32)
    want = (np.broadcast_to(a, full).astype(np.float64) * b).sum(axis=dims)
    got = stablehlo_cc.compile(_broadcast_reduce(a_shape, full, dims))(a, b)
    scale = np.sqrt(np.prod([full[d] for d in dims]))
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5 * scale)
    assert sum(collapsed) >= 1


def test_integer_broadcast_reduction(collapsed):
    rng = np.random.default_rng(7)
    a = rng.integers(-50, 50, size=(8, 32, 1)).astype(np.int32)
    b = rng.integers(-50, 50, size=(8, 32, 128)).astype(np.int32)
    got = stablehlo_cc.compile(_broadcast_reduce((8, 32, 1), (8, 32, 128), (0, 1), "i32"))(a, b)
    np.testing.assert_array_equal(got, (np.broadcast_to(a, b.shape) * b).sum(axis=(0, 1)))
    assert sum(collapsed) >= 1


def test_scalar_like_operand_is_left_alone(collapsed):
    """An operand of only unit dimensions (a broadcast scalar) keeps its map: nothing would
    be left of it."""
    rng = np.random.default_rng(3)
    a = rng.standard_normal((1, 1)).astype(np.float32)
    b = rng.standard_normal((64, 256)).astype(np.float32)
    got = stablehlo_cc.compile(_broadcast_reduce((1, 1), (64, 256), (1,)))(a, b)
    want = (np.broadcast_to(a, b.shape).astype(np.float64) * b).sum(axis=1)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-4)
