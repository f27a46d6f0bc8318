"""Products of a few rows against a large B (gemm_few_rows.inc: register tiles over blocks
of B read in place, never packed), through gemm.c's C entry point and through compiled
convolutions, at the sizes of resnet50_b1's last stage (K = 4608, N = 512): results against
a float64 numpy oracle, and bit-identical on 1, 2 and 3 threads (the columns are cut, never
the reduction). Row counts past the path's limit (13-16 rows, the packed path) are checked
the same way, so the boundary is covered from both sides."""

import os

import jax
import numpy as np
import pytest

import stablehlo_cc
from native_gemm_entry import gemm_f32 as _gemm, on_teams as _on_teams
from portable_isa import last_line_with_isa, last_line_with_portable_kernels
from thread_teams import on_1_2_3_threads


def _close(got, want):
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5 * np.abs(want).max())


@pytest.mark.parametrize("m", [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 16])
def test_resnet_last_stage_sizes(m):
    rng = np.random.default_rng(m)
    a = rng.standard_normal((m, 4608)).astype(np.float32)
    b = (rng.standard_normal((4608, 512)) / 64).astype(np.float32)
    got = _on_teams(lambda: _gemm(a, b))
    _close(got, a.astype(np.float64) @ b.astype(np.float64))


def _strided_operands(m: int, n: int, k: int, b_offset: int):
    """A (m x k) with rows strided (a transposed slice), B (k x n) a column slice of a wider
    matrix starting at `b_offset`, and initial values."""
    rng = np.random.default_rng(m * n + k)
    a = rng.standard_normal((k + 3, m)).astype(np.float32).T[:, 2:k + 2]
    b = rng.standard_normal((k, n + 2 * b_offset + 1)).astype(np.float32)[:, b_offset:n + b_offset]
    return a, b, rng.standard_normal((m, n)).astype(np.float32)


@pytest.mark.parametrize("m,n,k", [(4, 509, 4608), (7, 263, 1000), (3, 2051, 517),
                                   (8, 4100, 300), (5, 100, 2304)])
def test_odd_columns_initial_values_and_strided_rows(m, n, k):
    """A partial last strip (masked vectors), a narrow B (100 columns), a reduction not a
    multiple of the block, a column panel boundary (4100 > 4096 columns), rows of A
    strided, B a column slice of a wider matrix, and initial values."""
    a, b, init = _strided_operands(m, n, k, b_offset=3)
    got = _on_teams(lambda: _gemm(a, b, init))
    _close(got, init.astype(np.float64) + a.astype(np.float64) @ b.astype(np.float64))


@pytest.mark.parametrize("m,n,k", [(1, 48, 1152), (1, 28, 672), (4, 20, 2304), (2, 8, 4097),
                                   (9, 33, 1000)])
def test_narrow_filters(m, n, k):
    """Filters narrower than a strip (EfficientNet's squeeze-excite products of one position:
    1 x 1152 @ 1152 x 48, 1 x 672 @ 672 x 28) take this path too: one masked strip, or a
    whole and a masked one, with initial values and strided rows of A."""
    a, b, init = _strided_operands(m, n, k, b_offset=2)
    got = _on_teams(lambda: _gemm(a, b, init))
    _close(got, init.astype(np.float64) + a.astype(np.float64) @ b.astype(np.float64))
    got = _on_teams(lambda: _gemm(a, b))
    _close(got, a.astype(np.float64) @ b.astype(np.float64))


_ROWS_APART = [
    (4, 1536, 3, 512, 4, 3),  # blocks of B stop at each k1 row's edge
    (1, 700, 3, 300, 3, 6),   # one-row narrow form: the prefetched row found the same way
]


@pytest.mark.parametrize("m,k0,k1,n,gap,seed", _ROWS_APART)
def test_reduction_over_two_dimensions_with_rows_of_b_apart(m, k0, k1, n, gap, seed):
    """k = k1 * k0 + k0' with B's k1 rows `k0 + gap` rows apart (not one dense block): the
    block form and the one-row narrow form (gemm_few_rows.inc) find the rows they read and
    prefetch through the outer reduction stride."""
    rng = np.random.default_rng(seed)
    a = rng.standard_normal((m, k0 * k1)).astype(np.float32)
    store = rng.standard_normal((k1, k0 + gap, n)).astype(np.float32)
    b_dense = store[:, :k0].reshape(k0 * k1, n)
    got = _on_teams(lambda: _gemm(a, store[0], split=(k0, (k0 + gap) * n)))
    _close(got, a.astype(np.float64) @ b_dense.astype(np.float64))


@pytest.mark.parametrize("xs,ws,padding", [
    ((1, 4, 4, 512), (3, 3, 512, 512), "VALID"),          # resnet50_b1's 2 x 2 outputs
    ((1, 2, 4, 512), (3, 3, 512, 512), ((1, 1), (1, 1))),  # 8 outputs, padded
    ((1, 3, 4, 256), (3, 3, 256, 256), ((1, 1), (1, 1))),  # 12: two groups of 6 rows
    ((1, 1, 7, 256), (3, 3, 256, 260), ((1, 1), (1, 1))),  # 7 outputs, odd channels
    ((1, 2, 2, 1024), (1, 1, 1024, 2048), "VALID"),       # the last 1 x 1 convolutions
    ((1, 1, 1, 1152), (1, 1, 1152, 48), "VALID"),         # a squeeze-excite reduction
])
def test_convolutions_with_few_outputs(xs, ws, padding):
    rng = np.random.default_rng(xs[2] + ws[3])
    x = rng.standard_normal(xs).astype(np.float32)
    w = (rng.standard_normal(ws) / np.sqrt(np.prod(ws[:3]))).astype(np.float32)
    f = jax.jit(lambda x, w: jax.lax.conv_general_dilated(
        x, w, (1, 1), padding, dimension_numbers=("NHWC", "HWIO", "NHWC")))
    lowered = f.lower(x, w)
    assert "@__shlo_native_gemm_f32" in stablehlo_cc.compile(lowered, emit="bufferized",
                                                             cache=False)
    exe = stablehlo_cc.compile(lowered, cache=False)
    first = on_1_2_3_threads(exe, x, w)
    want = np.asarray(jax.lax.conv_general_dilated(  # XLA:CPU at full f32 precision
        x, w, (1, 1), padding, dimension_numbers=("NHWC", "HWIO", "NHWC"),
        precision=jax.lax.Precision.HIGHEST), np.float64)
    np.testing.assert_allclose(first, want, rtol=1e-4, atol=1e-4 * np.abs(want).max())


_GENERIC = """
import sys
sys.path.insert(0, {tests!r})
import numpy as np
import test_gemm_small_m as t
rng = np.random.default_rng(9)
a = rng.standard_normal((5, 2000)).astype(np.float32)
b = rng.standard_normal((2000, 300)).astype(np.float32)
got = t._on_teams(lambda: t._gemm(a, b))
want = a.astype(np.float64) @ b.astype(np.float64)
print(float(np.abs(got - want).max() / np.abs(want).max()))
"""


def test_portable_c_tile():
    """STABLEHLO_CC_GEMM_ISA=generic (read once per process, so in a child): the C tile."""
    script = _GENERIC.format(tests=os.path.dirname(os.path.abspath(__file__)))
    assert float(last_line_with_portable_kernels(script)) < 1e-5


@pytest.mark.parametrize("m,n,k", [(1, 3072, 768), (2, 2304, 768), (1, 1029, 517),
                                   (2, 1031, 9), (2, 4100, 300)])
def test_streamed_form_of_one_or_two_rows(m, n, k):
    """One or two rows against a B at least 1024 columns wide take the streamed form (B's
    rows read left to right, 8 a step, C's rows loaded and stored once a step): GPT-2's
    decode-step products (1 x 768 @ 768 x 3072), a partial last vector (1029, 1031
    columns: a scalar tail), a reduction not a multiple of 8 (517, 9), a column panel
    boundary (4100), initial values, rows of A strided and B a column slice; bit-identical
    on 1, 2 and 3 threads (two threads cut the columns, each rectangle still 1024 wide or
    more, or narrower and in the block form: the sums are the same either way)."""
    a, b, init = _strided_operands(m, n, k, b_offset=5)
    got = _on_teams(lambda: _gemm(a, b, init))
    _close(got, init.astype(np.float64) + a.astype(np.float64) @ b.astype(np.float64))
    got = _on_teams(lambda: _gemm(a, b))
    _close(got, a.astype(np.float64) @ b.astype(np.float64))


def test_streamed_form_with_rows_of_b_apart():
    """A reduction over two dimensions (k = k1 * 700 + k0) whose k1 rows of B are not one
    dense block: each step's rows are found one by one."""
    rng = np.random.default_rng(5)
    k0, k1, n = 700, 2, 1100
    a = rng.standard_normal((2, k0 * k1)).astype(np.float32)
    store = rng.standard_normal((k1, k0 + 3, n)).astype(np.float32)
    b_dense = store[:, :k0].reshape(k0 * k1, n)
    got = _on_teams(lambda: _gemm(a, store[0], split=(k0, (k0 + 3) * n)))
    _close(got, a.astype(np.float64) @ b_dense.astype(np.float64))


@pytest.mark.usefixtures("packed_from_avx2_sizes")
@pytest.mark.parametrize("lead,k,n", [((), 3136, 256), ((1,), 768, 3072), ((2,), 1024, 1000),
                                      ((8,), 3136, 256), ((8,), 256, 10), ((12,), 300, 40)])
def test_compiled_few_row_products_call_gemm(lead, k, n):
    """On a host without AVX-512 (forced here on any host), products of 1 to 12 rows with B
    stored K x N go to gemm.c whatever their size, a vector times a matrix (no row
    dimension) included: flax_mnist_cnn_b8's dense layers (8 x 3136 @ 3136 x 256,
    8 x 256 @ 256 x 10), a decode step's 1 x 768 @ 768 x 3072. Against jax.jit, with the same
    bits on 1, 2 and 3 threads."""
    rng = np.random.default_rng(k + n)
    x = rng.standard_normal(lead + (k,)).astype(np.float32)
    w = (rng.standard_normal((k, n)) / np.sqrt(k)).astype(np.float32)
    bias = rng.standard_normal((n,)).astype(np.float32)
    f = jax.jit(lambda x, w, bias: jax.nn.relu(x @ w + bias))
    lowered = f.lower(x, w, bias)
    assert "@__shlo_native_gemm_f32" in stablehlo_cc.compile(lowered, emit="bufferized",
                                                             cache=False)
    exe = stablehlo_cc.compile(lowered, cache=False)
    got = on_1_2_3_threads(exe, x, w, bias)
    want = np.maximum(x.astype(np.float64) @ w.astype(np.float64) + bias, 0)
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5 * np.abs(want).max())
    np.testing.assert_allclose(got, np.asarray(f(x, w, bias)), rtol=1e-4, atol=1e-5)


@pytest.mark.usefixtures("packed_from_avx2_sizes")
def test_few_row_products_past_the_limits_stay_tiled():
    """13 rows of a small product (under the packed floor) and a product of 7 columns (less
    than one vector) stay with the tiled code."""
    rng = np.random.default_rng(1)
    for m, k, n in [(13, 64, 64), (8, 64, 7)]:
        x = rng.standard_normal((m, k)).astype(np.float32)
        w = rng.standard_normal((k, n)).astype(np.float32)
        text = stablehlo_cc.compile(jax.jit(lambda x, w: x @ w).lower(x, w),
                                    emit="bufferized", cache=False)
        assert "@__shlo_native_gemm_f32" not in text


_NARROW_ROWS = [(256, 1024), (256, 3136), (263, 517), (300, 1000), (511, 768), (256, 9),
                (271, 4)]


@pytest.mark.parametrize("n,k", _NARROW_ROWS)
def test_one_row_narrow_form(n, k):
    """One row against 256-511 columns (a decode step's 1 x 1024 @ 1024 x 256, the MNIST
    dense layer's 1 x 3136 @ 3136 x 256) reads B's rows one at a time, prefetched a row and
    8 KiB ahead (on the AVX2 ISA): partial lines (263, 300, 511 columns: an 8-column vector
    and a scalar tail), a reduction shorter than the prefetch distance (9, 4 rows), initial
    values, A's row strided and B a column slice (rows not one dense block). Two and three
    threads cut the columns into the block form: the same bits, so the sum order is the
    same in both forms."""
    a, b, init = _strided_operands(1, n, k, b_offset=7)
    got = _on_teams(lambda: _gemm(a, b, init))
    _close(got, init.astype(np.float64) + a.astype(np.float64) @ b.astype(np.float64))
    got = _on_teams(lambda: _gemm(a, b))
    _close(got, a.astype(np.float64) @ b.astype(np.float64))


_NARROW_CHILD = """
import sys
import numpy as np
import test_gemm_small_m as t
for n, k in t._NARROW_ROWS:
    t.test_one_row_narrow_form(n, k)
t.test_reduction_over_two_dimensions_with_rows_of_b_apart(*t._ROWS_APART[1])
print("ok")
"""


@pytest.mark.parametrize("isa", ["avx2", "avx512"])
def test_one_row_narrow_form_on_each_isa(isa):
    """The same checks with the kernels capped at AVX2 (the narrow form) and at AVX-512 (on
    an AVX-512 host: the 8-row streamed form; elsewhere AVX2 again), in a child process."""
    assert last_line_with_isa(_NARROW_CHILD, isa) == "ok"
