"""PyTorch-layout convolutions (NCHW input, OIHW filter) on the packed GEMM: the filter's
transpose to HWIO is folded into the descriptor (native_convolutions._filter_source, gemm.c's
B split and pack_b_whole), not materialized. Results against a float64 oracle
(lax.conv_general_dilated under x64, in a subprocess so the flag stays out of the other
tests), bit-identical for 1, 2 and 3 threads, on the AVX2 and portable kernels; at most 4
output positions take gemm.c's dot-product path (dot_rectangle)."""

import os
import subprocess
import sys

import jax
import numpy as np
import pytest

import stablehlo_cc

_DN = ("NCHW", "OIHW", "NCHW")

CASES = {  # input NCHW, filter OIHW, stride, padding, dilation
    "resnet_3x3_stride2": ((1, 64, 56, 56), (64, 64, 3, 3), (2, 2), ((1, 1), (1, 1)), (1, 1)),
    "stem_7x7_stride2": ((1, 3, 224, 224), (64, 3, 7, 7), (2, 2), ((3, 3), (3, 3)), (1, 1)),
    "batch8_3x3": ((8, 64, 16, 16), (64, 64, 3, 3), (1, 1), ((1, 1), (1, 1)), (1, 1)),
    "odd_sizes": ((2, 13, 17, 19), (21, 13, 3, 5), (1, 2), ((1, 2), (2, 0)), (1, 1)),
    "weight_bound": ((1, 256, 8, 8), (512, 256, 3, 3), (2, 2), ((1, 1), (1, 1)), (1, 1)),
    "last_layer_512": ((1, 512, 2, 2), (512, 512, 3, 3), (1, 1), ((1, 1), (1, 1)), (1, 1)),
    "single_position": ((1, 512, 1, 1), (512, 512, 3, 3), (1, 1), ((1, 1), (1, 1)), (1, 1)),
    "four_rows_two_images": ((2, 128, 1, 2), (25, 128, 3, 3), (1, 1), ((1, 1), (1, 1)), (1, 1)),
    "one_channel": ((1, 1, 28, 28), (32, 1, 3, 3), (1, 1), ((0, 0), (0, 0)), (1, 1)),
    "pointwise_stride2": ((1, 64, 20, 20), (128, 64, 1, 1), (2, 2), ((0, 0), (0, 0)), (1, 1)),
    "row_1x5": ((1, 32, 20, 20), (40, 32, 1, 5), (1, 1), ((0, 0), (2, 2)), (1, 1)),
    "column_5x1": ((1, 32, 20, 20), (40, 32, 5, 1), (1, 1), ((2, 2), (0, 0)), (1, 1)),
    "row_dilation": ((1, 32, 21, 21), (40, 32, 3, 3), (1, 1), ((2, 2), (1, 1)), (2, 1)),
}

_RUN = """
import sys
import numpy as np
import jax
jax.config.update("jax_enable_x64", True)
import stablehlo_cc
xs, ws, stride, padding, dilation = {case!r}
dn = ("NCHW", "OIHW", "NCHW")
def f(x, w):
    return jax.lax.conv_general_dilated(x, w, stride, padding, rhs_dilation=dilation,
                                        dimension_numbers=dn)
rng = np.random.default_rng(3)
x = rng.standard_normal(xs).astype(np.float32)
w = (rng.standard_normal(ws) / np.sqrt(np.prod(ws[1:]))).astype(np.float32)
lowered = jax.jit(f).lower(x, w)
text = stablehlo_cc.compile(lowered, emit="bufferized", cache=False)
assert "@__shlo_native_gemm_f32" in text
exe = stablehlo_cc.compile(lowered, cache=False)
results = []
for threads in (1, 2, 3):
    exe.num_threads = threads
    results.append(np.asarray(exe(x, w)))
assert all(r.tobytes() == results[0].tobytes() for r in results), "threads differ"
want = np.asarray(jax.jit(f)(x.astype(np.float64), w.astype(np.float64)))
print(float(np.abs(results[0] - want).max() / np.abs(want).max()))
"""


def _run(case, isa: str) -> float:
    env = dict(os.environ, STABLEHLO_CC_GEMM_ISA=isa, STABLEHLO_CC_CACHE="0")
    out = subprocess.run([sys.executable, "-c", _RUN.format(case=case)], env=env,
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-3000:]
    return float(out.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("name", sorted(CASES))
def test_oihw_convolution_matches_float64_on_any_team(name):
    assert _run(CASES[name], "avx2") < 1e-5


@pytest.mark.parametrize("name", ["odd_sizes", "resnet_3x3_stride2", "row_1x5", "last_layer_512",
                                  "four_rows_two_images"])
def test_oihw_convolution_portable_kernel(name):
    assert _run(CASES[name], "generic") < 1e-5


def test_filter_transpose_is_not_materialized():
    """The OIHW filter argument reaches the GEMM call itself: no HWIO copy of it."""
    x = np.zeros((1, 64, 56, 56), np.float32)
    w = np.zeros((128, 64, 3, 3), np.float32)
    lowered = jax.jit(lambda x, w: jax.lax.conv_general_dilated(
        x, w, (1, 1), ((1, 1), (1, 1)), dimension_numbers=_DN)).lower(x, w)
    text = stablehlo_cc.compile(lowered, emit="bufferized", cache=False)
    assert "@__shlo_native_gemm_f32" in text
    assert "3x3x64x128xf32" not in text
