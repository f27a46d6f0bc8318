"""f32 `chlo.erfc` (stablehlo/accurate_erfc.py) against float64's math.erfc, at real sizes:
a dense sweep of every range (incl. where erfc is subnormal and where it underflows to 0),
the special values, exact GELU against jax.jit, and the other float types still on CHLO's
expansion."""

from __future__ import annotations

import math

import numpy as np
import pytest

import stablehlo_cc
from benchmarks.math_ulp import ulp_errors


def _erfc_program(shape, element="f32"):
    t = f"tensor<{'x'.join(map(str, shape))}x{element}>"
    return stablehlo_cc.compile(f"func.func @main(%x: {t}) -> {t} {{\n"
                                f"  %0 = chlo.erfc %x : {t} -> {t}\n  return %0 : {t}\n}}")


def _reference(x):
    return np.vectorize(math.erfc, otypes=[np.float64])(x.astype(np.float64))


def test_f32_within_4_5_ulp_on_a_dense_sweep():
    rng = np.random.default_rng(1)
    n = 8 * 64 * 1024
    parts = [np.linspace(-11, 11, n // 2), rng.uniform(9.0, 10.1, n // 8),  # subnormal results
             rng.standard_normal(n // 8) * 3,
             rng.uniform(-1, 1, n // 8) * 10.0 ** rng.uniform(-40, 0, n // 8),
             rng.integers(0, 2**32, n // 8, dtype=np.uint64).astype(np.uint32).view(np.float32)]
    with np.errstate(all="ignore"):
        x = np.concatenate(parts).astype(np.float32)[:n]
    x = np.where(np.isfinite(x), x, 0).astype(np.float32).reshape(8, 64, 1024)
    got = _erfc_program(x.shape)(x)
    err = ulp_errors(got.ravel(), _reference(x.ravel()), np.float32)
    worst = int(np.argmax(err))
    assert err[worst] <= 4.5, f"{err[worst]:.2f} ulp at {x.ravel()[worst]!r}"
    # The subnormal results are there (CHLO's expansion, and XLA's, gave 0 above 9.19).
    assert np.all(got[(x > 9.2) & (x < 10.0)] > 0)


def test_f32_special_values():
    x = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 10.0625, 11.0, 1e30, -1e30, 1e-45,
                  -1e-45, 3.4e38], np.float32)
    got = _erfc_program(x.shape)(x)
    assert np.isnan(got[0])
    # where erfc rounds to 0, 1 or 2 (and at +-inf), exactly that (math.erfc rounded to f32:
    # 1 at 0, -0 and +-1e-45).
    np.testing.assert_array_equal(got[1:], [0, 2, 1, 1, 0, 0, 0, 2, 1, 1, 0])
    assert [float(np.float32(math.erfc(float(v)))) for v in x[1:]] == got[1:].tolist()


def test_exact_gelu_matches_jax_at_real_size():
    import jax
    rng = np.random.default_rng(2)
    x = (rng.standard_normal((2, 64, 1024)) * 3).astype(np.float32)

    def gelu(v):
        return jax.nn.gelu(v, approximate=False)
    lowered = jax.jit(gelu).lower(x)
    assert "chlo.erfc" in lowered.as_text() or "erf" in lowered.as_text()
    got = stablehlo_cc.compile(lowered)(x)
    want = np.asarray(jax.jit(gelu)(x))
    np.testing.assert_allclose(got, want, rtol=2e-6, atol=1e-7)
    # and against float64 directly: GELU = x erfc(-x / sqrt(2)) / 2
    x64 = x.astype(np.float64)
    exact = x64 * _reference(-x64 / math.sqrt(2)) / 2
    np.testing.assert_allclose(got, exact, rtol=2e-6, atol=1e-7)


@pytest.mark.parametrize("element,dtype,rtol", [("f64", np.float64, 1e-13),
                                                ("f16", np.float16, 2e-3)])
def test_other_types_stay_correct(element, dtype, rtol):
    x = np.linspace(-6, 6, 64 * 1024).astype(dtype).reshape(64, 1024)
    got = _erfc_program(x.shape, element)(x)
    want = _reference(x.ravel()).reshape(x.shape)
    atol = 1e-300 if dtype == np.float64 else 6e-8
    np.testing.assert_allclose(got.astype(np.float64), want, rtol=rtol, atol=atol)
