"""The exp for arguments <= 0 (softmax's x - max(x), -|x|) gives the same bits as the general
exp for every such argument, is chosen where the fact holds (the attention softmax of the zoo's
transformers, transposed row maxima included) and not elsewhere, and softmax, log-softmax and
attention match jax.jit at real sizes, -inf, NaN and constant rows included."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler.linalg import fast_math


def _compile(fn, *shapes, general_only=False, monkeypatch=None):
    text = jax.jit(fn).lower(*[jax.ShapeDtypeStruct(s, jnp.float32) for s in shapes]).as_text()
    chosen = []
    original = fast_math.exp_argument_is_nonpositive

    def spy(value):
        fact = original(value) and not general_only
        chosen.append(fact)
        return fact

    monkeypatch.setattr(fast_math, "exp_argument_is_nonpositive", spy)
    exe = stablehlo_cc.compile(text, cache=False)
    monkeypatch.setattr(fast_math, "exp_argument_is_nonpositive", original)
    return exe, chosen


def _unary(body: str, n: int) -> str:
    return f"""func.func @main(%a: tensor<{n}xf32>) -> tensor<{n}xf32> {{
{body}
  return %0 : tensor<{n}xf32>
}}"""


def test_same_bits_as_the_general_exp_for_arguments_at_most_zero(monkeypatch):
    """-|x| takes the variant; on x <= 0 it equals x, so both programs see the same argument.
    A dense sweep of the bit patterns of the negative floats (every 509th, and every one
    around the subnormal results and the two clamps, -132.5 and -176), the specials, and +0.
    (All 2^31 of them were compared once, in 24 s: no difference.)"""
    neg = np.arange(0x80000000, 0x100000000, 509, dtype=np.uint64).astype(np.uint32)
    low = np.arange(np.float32(-87.0).view(np.uint32), np.float32(-180.0).view(np.uint32),
                    dtype=np.uint32)  # (-87 .. -180: every float; larger bits = more negative)
    special = np.array([0.0, -0.0, -np.inf, np.nan, -np.nan, -1e-45, -1e-38, -132.5,
                        np.nextafter(np.float32(-132.5), np.float32(0)), -103.97208,
                        -87.33655], np.float32).view(np.uint32)
    x = np.concatenate([neg, low, special]).view(np.float32)
    n = x.size
    general = stablehlo_cc.compile(_unary("  %0 = stablehlo.exponential %a : tensor<{n}xf32>"
                                          .format(n=n), n), cache=False)
    chosen = []
    original = fast_math.exp_argument_is_nonpositive
    monkeypatch.setattr(fast_math, "exp_argument_is_nonpositive",
                        lambda v: chosen.append(original(v)) or chosen[-1])
    variant = stablehlo_cc.compile(_unary(f"""  %b = stablehlo.abs %a : tensor<{n}xf32>
  %c = stablehlo.negate %b : tensor<{n}xf32>
  %0 = stablehlo.exponential %c : tensor<{n}xf32>""", n), cache=False)
    assert chosen == [True]
    want, got = general(x), variant(x)
    nan = np.isnan(want)
    np.testing.assert_array_equal(np.isnan(got), nan)
    np.testing.assert_array_equal(got[~nan].view(np.uint32), want[~nan].view(np.uint32))
    assert np.count_nonzero((got > 0) & (got < np.finfo(np.float32).tiny)) > 1000  # subnormals
    assert got[-11] == 1.0 and got[-9] == 0.0


def _rows_with_specials(shape, seed):
    x = np.random.default_rng(seed).standard_normal(shape, dtype=np.float32) * 4
    flat = x.reshape(-1, shape[-1])
    flat[0, 3] = -np.inf             # one -inf: exp 0 there
    flat[1, :] = -np.inf             # all -inf: NaN row (-inf - -inf)
    flat[2, 5] = np.nan              # NaN row
    flat[3, :] = 7.0                 # all equal: 1/n
    flat[4, 0] = np.inf              # +inf: NaN (inf - inf) and 0 elsewhere / NaN
    flat[5, :] = -1e30               # huge negative, all equal
    flat[6, 1] = 80.0                # a dominant entry
    return x


@pytest.mark.parametrize("name,fn,shape", [
    ("softmax", lambda x: jax.nn.softmax(x, axis=-1), (4096, 1024)),
    ("log_softmax", lambda x: jax.nn.log_softmax(x, axis=-1), (4096, 1024)),
    ("softmax_axis0", lambda x: jax.nn.softmax(x, axis=0), (512, 96)),
    ("attention_1x4x64x64", lambda x: jax.nn.softmax(x, axis=-1), (1, 4, 64, 64)),
    ("attention_8x12x128x128", lambda x: jax.nn.softmax(x * 0.125, axis=-1), (8, 12, 128, 128)),
])
def test_softmax_matches_jax_and_the_general_exp(name, fn, shape, monkeypatch):
    exe, chosen = _compile(fn, shape, monkeypatch=monkeypatch)
    assert any(chosen), "the exp of x - max(x) takes the <= 0 variant"
    general, _ = _compile(fn, shape, general_only=True, monkeypatch=monkeypatch)
    x = _rows_with_specials(shape, 1) if shape[-1] > 8 and name != "softmax_axis0" else \
        np.random.default_rng(2).standard_normal(shape, dtype=np.float32)
    got = exe(x)
    same = general(x)
    np.testing.assert_array_equal(got.view(np.uint32), same.view(np.uint32))  # the only change is speed
    want = np.asarray(jax.jit(fn)(x))
    np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
    np.testing.assert_allclose(got, want, rtol=2e-6, atol=1e-6 if name != "log_softmax" else 2e-5)


@pytest.mark.parametrize("name,fn", [
    ("gelu_exact", lambda x: jax.nn.gelu(x, approximate=False)),
    ("erfc", jax.lax.erfc),
    ("exp_minus_square", lambda x: jnp.exp(-(x * x))),
])
def test_minus_square_takes_it(name, fn, monkeypatch):
    """-(y y) is <= 0 or NaN: accurate_erfc.py's exp(-a^2), the exact GELU's, takes the
    variant, with the same bits as the general exp, and matches jax.jit (NaN, +-inf, the
    erfc clamp and squares past the exp's clamps included)."""
    shape = (65, 3072)
    exe, chosen = _compile(fn, shape, monkeypatch=monkeypatch)
    assert chosen == [True]
    general, _ = _compile(fn, shape, general_only=True, monkeypatch=monkeypatch)
    x = np.random.default_rng(4).standard_normal(shape, dtype=np.float32) * 5
    x.reshape(-1)[:12] = [np.nan, np.inf, -np.inf, 0.0, -0.0, 10.0625, -10.0625, 9.3, -13.3,
                          1e20, -1e20, 12.0]
    got, same = exe(x), general(x)
    nan = np.isnan(same)  # (a NaN's sign may differ: -(NaN NaN))
    np.testing.assert_array_equal(np.isnan(got), nan)
    np.testing.assert_array_equal(got[~nan].view(np.uint32), same[~nan].view(np.uint32))
    want = np.asarray(jax.jit(fn)(x))
    np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
    np.testing.assert_allclose(got, want, rtol=5e-6 if name != "erfc" else 1e-4, atol=1e-30)


def test_not_chosen_without_the_fact(monkeypatch):
    """exp(x - max(y)) of another tensor, exp(x - mean) and a plain exp keep the general exp."""
    def other_max(x, y):
        return jnp.exp(x - jnp.max(y, axis=-1, keepdims=True))

    def minus_mean(x, y):
        return jnp.exp(x - jnp.mean(x, axis=-1, keepdims=True)) + y

    def max_of_other_rows(x, y):  # the max along the other axis, broadcast along this one
        return jnp.exp(x - jnp.max(x, axis=0, keepdims=True).T[:, :1]) + y

    for fn in (other_max, minus_mean, max_of_other_rows, lambda x, y: jnp.exp(x) + y,
               lambda x, y: jnp.exp(-(x * y))):  # (a product of two tensors, not a square)
        exe, chosen = _compile(fn, (64, 64), (64, 64), monkeypatch=monkeypatch)
        assert chosen and not any(chosen), fn
        x, y = np.random.default_rng(3).standard_normal((2, 64, 64), dtype=np.float32)
        np.testing.assert_allclose(exe(x, y), np.asarray(jax.jit(fn)(x, y)), rtol=3e-6, atol=1e-6)


# (each model's layers are one function, compiled once: repeated_layers.py)
@pytest.mark.parametrize("model,expected", [("bert_b1", 1), ("vit_b1", 2)])
def test_zoo_attention_softmax_takes_it(model, expected, monkeypatch):
    from pathlib import Path
    text = (Path(__file__).parent.parent / "benchmarks/models" / model / "model.mlir").read_text()
    chosen = []
    original = fast_math.exp_argument_is_nonpositive
    monkeypatch.setattr(fast_math, "exp_argument_is_nonpositive",
                        lambda v: chosen.append(original(v)) or chosen[-1])
    stablehlo_cc.compile(text, cache=False, emit="llvm-dialect")
    # One attention softmax in the layer, and vit's exact GELU (erfc's exp(-a^2)); bert's GELU
    # (tanh) has no exp of a nonpositive argument.
    assert chosen.count(True) == expected
