"""stablehlo.reduce_precision: interpreter tests, and lax.reduce_precision vs jax.jit."""

import numpy as np
import pytest

import stablehlo_cc
from interpreter_cases import available, cases, check_case
from jax_oracle import run_both

jax = pytest.importorskip("jax")
jnp = jax.numpy


pytestmark = pytest.mark.usefixtures("jax_x64")  # 64-bit types: conftest.py


@pytest.mark.skipif(not available("reduce_precision"), reason="interpreter tests not present")
@pytest.mark.parametrize("case", cases("reduce_precision") if available("reduce_precision")
                         else [], ids=lambda c: c.name)
def test_interpreter(case):
    check_case(case, stablehlo_cc.compile)


_UINT = {2: np.uint16, 4: np.uint32, 8: np.uint64}


def _inputs(dtype):
    rng = np.random.default_rng(0)
    special = [0.0, -0.0, np.inf, -np.inf, np.nan, 1e-40, -1e-45, 65504, 65519, 65520, 1e5,
               3.4e38, 1.0000001, 2.5, 3.5, 1 / 3, -1.5, 6e-8]
    wide = rng.standard_normal(300) * np.exp(rng.uniform(-40, 40, 300))
    with np.errstate(over="ignore"):
        return np.concatenate([np.array(special), wide]).astype(dtype)


@pytest.mark.parametrize("dtype", [np.float16, jnp.bfloat16, np.float32, np.float64])
@pytest.mark.parametrize("bits", [(5, 10), (8, 7), (5, 2), (4, 3), (8, 23), (11, 52), (2, 1),
                                  (3, 0)])
def test_matches_xla_bit_for_bit(dtype, bits):
    x = _inputs(dtype)
    (ours,), (want,) = run_both(lambda x: jax.lax.reduce_precision(x, *bits), x)
    u = _UINT[ours.dtype.itemsize]
    nan = np.isnan(want.astype(np.float64))
    np.testing.assert_array_equal(ours.view(u)[~nan], want.view(u)[~nan])
    if bits[1] > 0:  # NaN stays NaN
        assert np.isnan(ours.astype(np.float64)[nan]).all()
    else:  # without mantissa bits the spec truncates NaN to infinity (XLA keeps the NaN)
        assert np.isinf(ours.astype(np.float64)[nan]).all()
