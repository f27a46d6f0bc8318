"""Convolutions through the tiled/vectorized path agree with `jax.jit` (XLA:CPU) for the
shape classes that pick different register tiles: prime widths, few channels, strides,
dilations, depthwise and grouped convolutions, and non-NHWC layouts."""

import jax
import numpy as np
import pytest

import stablehlo_cc

CASES = [
    # (input NHWC shape, kernel HWIO shape, strides, padding, rhs_dilation, groups)
    ((2, 16, 16, 8), (3, 3, 8, 32), (1, 1), "SAME", (1, 1), 1),
    ((1, 13, 7, 3), (3, 3, 3, 5), (1, 1), "VALID", (1, 1), 1),
    ((2, 17, 17, 16), (3, 3, 16, 24), (2, 2), "SAME", (1, 1), 1),
    ((1, 20, 20, 4), (3, 3, 4, 8), (1, 1), "SAME", (2, 2), 1),
    ((2, 9, 9, 12), (1, 1, 12, 40), (1, 1), "VALID", (1, 1), 1),
    ((1, 12, 12, 16), (3, 3, 1, 16), (1, 1), "SAME", (1, 1), 16),  # depthwise
    ((1, 10, 10, 8), (3, 3, 4, 8), (1, 1), "SAME", (1, 1), 2),  # grouped
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]}-{c[1]}-s{c[2]}-g{c[5]}")
def test_nhwc_convolution_matches_xla(case):
    x_shape, w_shape, strides, padding, dilation, groups = case

    def conv(x, w):
        return jax.lax.conv_general_dilated(
            x, w, strides, padding, rhs_dilation=dilation, feature_group_count=groups,
            dimension_numbers=("NHWC", "HWIO", "NHWC"))

    rng = np.random.default_rng(sum(x_shape))
    x = rng.standard_normal(x_shape).astype(np.float32)
    w = rng.standard_normal(w_shape).astype(np.float32)
    got = stablehlo_cc.compile(jax.jit(conv).lower(x, w))(x, w)
    np.testing.assert_allclose(got, np.asarray(jax.jit(conv)(x, w)), rtol=1e-4, atol=1e-4)


def test_nchw_convolution_matches_xla():
    def conv(x, w):
        return jax.lax.conv_general_dilated(x, w, (1, 1), "SAME",
                                            dimension_numbers=("NCHW", "OIHW", "NCHW"))

    rng = np.random.default_rng(0)
    x = rng.standard_normal((2, 8, 15, 15)).astype(np.float32)
    w = rng.standard_normal((16, 8, 3, 3)).astype(np.float32)
    got = stablehlo_cc.compile(jax.jit(conv).lower(x, w))(x, w)
    np.testing.assert_allclose(got, np.asarray(jax.jit(conv)(x, w)), rtol=1e-4, atol=1e-4)


@pytest.mark.usefixtures("tiled_convolutions")
def test_nhwc_convolution_is_vectorized():
    def conv(x, w):
        return jax.lax.conv_general_dilated(x, w, (1, 1), "SAME",
                                            dimension_numbers=("NHWC", "HWIO", "NHWC"))

    x = np.zeros((1, 8, 8, 16), np.float32)
    w = np.zeros((3, 3, 16, 32), np.float32)
    ir = stablehlo_cc.compile(jax.jit(conv).lower(x, w), emit="llvm-ir")
    assert "fmuladd.v" in ir or "fma.v" in ir
