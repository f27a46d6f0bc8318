"""Transposed (input-dilated) convolutions are split into one undilated convolution per output
phase (compiler/stablehlo/rules/_input_dilation.py) and compute what `jax.jit` computes, at
real sizes: strides 2 and 3, kernels divisible and not divisible by the stride (phases with
different tap counts, or none), negative and asymmetric padding, output_padding, rhs_dilate
together with lhs_dilate, 1-D/2-D/3-D, NHWC and NCHW, grouped and depthwise; the same bits at
1, 2 and 3 threads."""

import re

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc

L = jax.lax
NHWC = ("NHWC", "HWIO", "NHWC")
NCHW = ("NCHW", "OIHW", "NCHW")


def _conv(lhs, padding, rhs=None, strides=None, groups=1, dn=NHWC):
    def fn(x, w):
        return L.conv_general_dilated(
            x, w, strides or (1,) * (x.ndim - 2), padding, lhs_dilation=lhs, rhs_dilation=rhs,
            feature_group_count=groups, dimension_numbers=dn)
    return fn


def _transpose(strides, padding, dn):
    def fn(x, w):
        return L.conv_transpose(x, w, strides, padding, dimension_numbers=dn)
    return fn


def _input_gradient(strides, padding):
    """The input gradient of a strided convolution, as a training step has it."""
    def fn(x, w, g):
        _, vjp = jax.vjp(lambda x: L.conv_general_dilated(x, w, strides, padding,
                                                          dimension_numbers=NHWC), x)
        return vjp(g)[0]
    return fn


CASES = {  # name: (function, argument shapes)
    "k4_s2_nhwc": (_transpose((2, 2), ((2, 2), (2, 2)), NHWC),
                   [(2, 28, 28, 64), (4, 4, 64, 32)]),
    "k4_s2_nchw": (_transpose((2, 2), ((2, 2), (2, 2)), NCHW),
                   [(2, 64, 28, 28), (32, 64, 4, 4)]),
    # PyTorch ConvTranspose2d(3, stride=2, padding=1, output_padding=1)
    "k3_s2_output_padding_nchw": (_transpose((2, 2), ((1, 2), (1, 2)), NCHW),
                                  [(2, 48, 19, 19), (40, 48, 3, 3)]),
    "k3_s2_output_padding_nhwc": (_transpose((2, 2), ((1, 2), (1, 2)), NHWC),
                                  [(2, 19, 19, 48), (3, 3, 48, 40)]),
    "k2_s2_unet": (_transpose((2, 2), "VALID", NHWC), [(4, 16, 16, 64), (2, 2, 64, 32)]),
    "k3_s3": (_conv((3, 3), ((2, 2), (2, 2))), [(2, 13, 13, 24), (3, 3, 24, 32)]),
    "k5_s3": (_conv((3, 3), ((4, 3), (1, 4))), [(2, 13, 11, 24), (5, 5, 24, 32)]),
    "k2_s3_empty_phases": (_conv((3, 3), ((1, 1), (0, 2))), [(2, 12, 12, 32), (2, 2, 32, 24)]),
    "negative_padding": (_conv((2, 2), ((-1, 2), (2, -3))), [(2, 15, 16, 16), (4, 3, 16, 24)]),
    "negative_padding_s3": (_conv((3, 2), ((-4, -2), (0, 1))), [(2, 12, 14, 8), (4, 3, 8, 16)]),
    "rhs_dilate_coprime": (_conv((2, 2), ((3, 3), (2, 4)), rhs=(3, 3)),
                           [(2, 14, 14, 16), (3, 3, 16, 24)]),
    "rhs_dilate_shared": (_conv((2, 2), ((2, 3), (3, 2)), rhs=(2, 2)),
                          [(2, 14, 14, 16), (3, 3, 16, 24)]),
    "rhs_dilate_s3_r6": (_conv((3, 3), ((5, 5), (7, 2)), rhs=(6, 3)),
                         [(1, 9, 9, 8), (3, 4, 8, 16)]),
    "one_dim_dilated_strided_other": (_conv((2, 1), ((2, 2), (1, 1)), strides=(1, 2)),
                                      [(2, 14, 20, 16), (4, 3, 16, 24)]),
    "window_stride_on_dilated_dim": (_conv((2, 2), ((1, 1), (1, 1)), strides=(2, 1)),
                                     [(2, 10, 10, 8), (3, 3, 8, 16)]),  # not split
    "conv_1d_ncw": (_transpose((2,), ((2, 2),), ("NCH", "OIH", "NCH")),
                    [(4, 64, 300), (32, 64, 4)]),
    "conv_1d_s3": (_conv((3,), ((2, 1),), dn=("NWC", "WIO", "NWC")), [(2, 100, 32), (4, 32, 24)]),
    "conv_3d": (_transpose((2, 2, 2), "VALID", ("NDHWC", "DHWIO", "NDHWC")),
                [(2, 10, 10, 10, 32), (2, 2, 2, 32, 16)]),
    "conv_3d_k3_ncdhw": (_transpose((2, 2, 2), ((1, 2), (1, 2), (2, 1)),
                                    ("NCDHW", "OIDHW", "NCDHW")),
                         [(1, 16, 8, 9, 10), (8, 16, 3, 3, 3)]),
    "grouped": (_conv((2, 2), ((2, 2), (2, 2)), groups=4), [(2, 14, 14, 32), (4, 4, 8, 32)]),
    "grouped_nchw": (_conv((2, 2), ((1, 2), (1, 2)), groups=2, dn=NCHW),
                     [(2, 32, 14, 14), (32, 16, 3, 3)]),
    "depthwise": (_conv((2, 2), ((1, 2), (1, 2)), groups=32), [(2, 20, 20, 32), (3, 3, 1, 32)]),
    "input_gradient_s2": (_input_gradient((2, 2), ((1, 1), (1, 1))),
                          [(2, 28, 28, 32), (3, 3, 32, 64), (2, 14, 14, 64)]),
    "input_gradient_s2_k7": (_input_gradient((2, 2), ((3, 3), (3, 3))),
                             [(1, 32, 32, 8), (7, 7, 8, 16), (1, 16, 16, 16)]),
}


def _args(shapes, seed):
    rng = np.random.default_rng(seed)
    return [rng.standard_normal(s).astype(np.float32) for s in shapes]


@pytest.mark.parametrize("name", sorted(CASES))
def test_transposed_convolution_matches_jax(name):
    fn, shapes = CASES[name]
    args = _args(shapes, len(name))
    lowered = jax.jit(fn).lower(*args)
    expected = np.asarray(jax.jit(fn)(*args))
    outputs = [np.asarray(stablehlo_cc.compile(lowered, cache=False, num_threads=n)(*args))
               for n in (1, 2, 3)]
    np.testing.assert_allclose(outputs[0], expected, rtol=1e-4,
                               atol=1e-4 * np.abs(expected).max())
    for other in outputs[1:]:
        np.testing.assert_array_equal(other, outputs[0])


def _dilated_convolutions(name):
    fn, shapes = CASES[name]
    text = stablehlo_cc.compile(jax.jit(fn).lower(*_args(shapes, 0)), emit="stablehlo",
                                cache=False)
    convolutions = [line for line in text.splitlines() if "stablehlo.convolution" in line]
    assert convolutions
    return [line for line in convolutions
            for dilations in re.findall(r"lhs_dilate = \[([^\]]*)\]", line)
            if {int(d) for d in dilations.split(",")} != {1}]


@pytest.mark.parametrize("name", ["k4_s2_nhwc", "k3_s2_output_padding_nchw", "conv_3d",
                                  "negative_padding_s3", "k2_s3_empty_phases", "grouped",
                                  "conv_1d_s3"])
def test_no_convolution_reads_a_dilated_input(name):
    """After the StableHLO stage every convolution's input is undilated (the phases)."""
    assert not _dilated_convolutions(name)


def test_depthwise_is_kept_whole():
    """A depthwise transposed convolution saves too few multiplications per output for the
    split's memory passes (_input_dilation.MIN_SAVED)."""
    assert len(_dilated_convolutions("depthwise")) == 1


def test_bf16_transposed_convolution_matches_jax():
    fn = _transpose((2, 2), ((1, 2), (1, 2)), NHWC)
    x, w = (a.astype(jnp.bfloat16) for a in _args([(2, 12, 12, 16), (3, 3, 16, 24)], 7))
    got = np.asarray(stablehlo_cc.compile(jax.jit(fn).lower(x, w))(x, w), np.float32)
    expected = np.asarray(jax.jit(fn)(x, w), np.float32)
    np.testing.assert_allclose(got, expected, rtol=2e-2, atol=2e-2 * np.abs(expected).max())
