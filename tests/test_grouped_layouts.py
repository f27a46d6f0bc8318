"""Grouped, strided and dilated convolutions in PyTorch's layouts (NCW, NCHW, NCDHW with
OIW/OIHW/OIDHW filters) at real sizes reach the fast path (the packed GEMM or tiled vector
code, no scalar loop nest of the convolution left) and compute what `jax.jit` computes,
the same bits on teams of 1, 2 and 3 threads.

Before convolution_codegen.split_groups ran ahead of elementwise fusion, a grouped NCHW
convolution kept its OIHW filter transpose fused into its generic and stayed a scalar loop
nest (resnext50's 32 x 4 groups 10x slower than the same NHWC convolution), and 1-D and
3-D grouped convolutions in any layout did too."""

import jax
import numpy as np
import pytest

import stablehlo_cc
from thread_teams import on_1_2_3_threads

L = jax.lax
TORCH = {1: ("NCW", "OIW", "NCW"), 2: ("NCHW", "OIHW", "NCHW"),
         3: ("NCDHW", "OIDHW", "NCDHW")}


def _conv(rank, strides=None, rhs=None, groups=1, batch_groups=1, padding="SAME"):
    def fn(x, w):
        return L.conv_general_dilated(
            x, w, strides or (1,) * rank, padding, rhs_dilation=rhs,
            feature_group_count=groups, batch_group_count=batch_groups,
            dimension_numbers=TORCH[rank])
    return fn


# name: (function, input shape, filter shape)
CASES = {
    # resnext50_32x4d's first stage: 32 groups of 4 channels
    "resnext_32x4": (_conv(2, groups=32), (2, 128, 56, 56), (128, 4, 3, 3)),
    # its last stage: 32 groups of 32 channels
    "resnext_32x32": (_conv(2, groups=32), (1, 1024, 14, 14), (1024, 32, 3, 3)),
    # more groups than the unrolled split took (64): a scalar loop nest before the group loop
    "many_groups": (_conv(2, groups=128), (1, 256, 28, 28), (256, 2, 3, 3)),
    # regnet's stride-2 grouped block, dilated as well
    "grouped_strided_dilated": (_conv(2, (2, 2), rhs=(2, 2), groups=2),
                                (2, 64, 56, 56), (64, 32, 3, 3)),
    "strided": (_conv(2, (2, 2)), (2, 64, 56, 56), (128, 64, 3, 3)),
    "grouped_1d_strided": (_conv(1, (2,), groups=8), (4, 128, 1000), (128, 16, 5)),
    "grouped_3d": (_conv(3, groups=4), (1, 32, 8, 28, 28), (32, 8, 3, 3, 3)),
    # a weight gradient's form: batch groups
    "batch_groups": (_conv(2, batch_groups=4, padding="VALID"), (8, 32, 28, 28),
                     (64, 32, 26, 26)),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_torch_layout_convolution_is_fast_matches_jax_on_any_team(name):
    fn, x_shape, w_shape = CASES[name]
    rng = np.random.default_rng(len(name))
    x = rng.standard_normal(x_shape).astype(np.float32)
    w = rng.standard_normal(w_shape).astype(np.float32)
    lowered = jax.jit(fn).lower(x, w)
    text = stablehlo_cc.compile(lowered, emit="bufferized", cache=False)
    # every loop nest that sums is gone: GEMM calls or tiled, vectorized code
    assert '"reduction"' not in text, "a convolution stayed a scalar loop nest"
    assert "@__shlo_native_gemm_f32" in text or "vector.fma" in text or \
        "vector.outerproduct" in text or "vector.contract" in text
    exe = stablehlo_cc.compile(lowered, cache=False)
    first = on_1_2_3_threads(exe, x, w)
    expected = np.asarray(jax.jit(fn)(x, w))
    scale = np.abs(expected).max()
    np.testing.assert_allclose(first, expected, rtol=1e-4, atol=1e-5 * scale)


def test_grouped_dilated_filter_keeps_its_size():
    """A grouped convolution's dilated 3x3 filter is convolved as 3x3 taps with a dilation,
    not as the 5x5 zero-interleaved filter StableHLO's legalization writes."""
    fn = _conv(2, (2, 2), rhs=(2, 2), groups=8)
    rng = np.random.default_rng(7)
    x = rng.standard_normal((2, 128, 30, 30)).astype(np.float32)
    w = rng.standard_normal((128, 16, 3, 3)).astype(np.float32)
    lowered = jax.jit(fn).lower(x, w)
    text = stablehlo_cc.compile(lowered, emit="bufferized", cache=False)
    assert "5x5x" not in text
    got = np.asarray(stablehlo_cc.compile(lowered, cache=False)(x, w))
    expected = np.asarray(jax.jit(fn)(x, w))
    np.testing.assert_allclose(got, expected, rtol=1e-4, atol=1e-5 * np.abs(expected).max())


def _nhwc_grouped(groups):
    def fn(x, w):
        return L.conv_general_dilated(x, w, (1, 1), "SAME", feature_group_count=groups,
                                      dimension_numbers=("NHWC", "HWIO", "NHWC"))
    return fn


@pytest.mark.parametrize("width", [4, 32])  # the tiled path; the packed GEMM
def test_groups_share_one_kernel_and_read_in_place(width):
    """A grouped convolution is one loop over its groups around one convolution
    (convolution_codegen._per_group), not one convolution per group: unrolled, regnet's
    55-group layers made 525 LLVM functions and 589 copies of group slices (compile 1.9 ->
    5.3 s). The tiled path reads its group's slices in place: no copy at all."""
    fn = _nhwc_grouped(32)
    rng = np.random.default_rng(width)
    x = rng.standard_normal((2, 14, 14, 32 * width)).astype(np.float32)
    w = rng.standard_normal((3, 3, width, 32 * width)).astype(np.float32)
    lowered = jax.jit(fn).lower(x, w)
    text = stablehlo_cc.compile(lowered, emit="bufferized", cache=False)
    # copies of a group's slice (a subview at the group loop's dynamic offset)
    group_copies = [line for line in text.splitlines()
                    if "memref.copy" in line and "offset: ?" in line]
    if width == 32:  # the GEMM takes contiguous operands: its input, filter, output copied
        assert text.count("call @__shlo_native_gemm_f32(") == 1
        assert len(group_copies) == 3
    else:
        assert "@__shlo_native_gemm_f32" not in text
        assert text.count("scf.forall") == 1  # one parallel grid, the group loop around it
        assert group_copies == []
    got = np.asarray(stablehlo_cc.compile(lowered, cache=False)(x, w))
    expected = np.asarray(jax.jit(fn)(x, w))
    np.testing.assert_allclose(got, expected, rtol=1e-4, atol=1e-5 * np.abs(expected).max())
