"""gemm.c's plan cuts a product into several cells a team member (rows or columns, by which
repeats less operand traffic), so a late member does not hold half of the work: results of
batched, tall and wide matrix products at real sizes are bit-identical for 1, 2 and 3
threads (the cut never changes a sum) and match a float64 numpy oracle. Products with more
rows than columns are cut into several row cells a member (a cell repacks only B): a 2-D
convolution of 4608 output positions likewise, against jax.jit. Products whose A the kernels
read in place (f32, K contiguous) are cut into several column cells a member (a cell packs
no A), with a last cell narrower than the others; products of few rows too (mlp784's 64-row
layers: eight cells of 128 columns on two threads, whose B rows are packed with a prefetch
ahead)."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc

SHAPES = {  # (batch or None, M, K, N)
    "batched_2": (2, 384, 512, 320),     # fewer batch elements than cells: each one cut
    "tall": (None, 8192, 40, 48),        # row parts (A is the large operand)
    "wide": (None, 64, 512, 2048),       # column parts (B is)
    "odd": (3, 101, 77, 259),            # partial micro-panels at every edge
    "column_cells": (None, 256, 300, 1000),  # A read in place: several column cells a member
    "few_row_cells": (None, 48, 200, 1100),  # few rows, A in place: column cells
    "mlp_layer": (None, 64, 784, 1024),      # 64 rows: cells of 128 columns, B prefetched
}


def _on_1_2_3_threads(lowered, *args):
    """The results of the native-GEMM program `lowered` on 1, 2, 3 and again 2 threads, after
    checking that they are the same bits."""
    assert "@__shlo_native_gemm_f32" in stablehlo_cc.compile(lowered, emit="bufferized",
                                                             cache=False)
    exe = stablehlo_cc.compile(lowered, cache=False)
    results = []
    for threads in (1, 2, 3, 2):
        exe.num_threads = threads
        results.append(np.asarray(exe(*args)))
    assert all(r.tobytes() == results[0].tobytes() for r in results)
    return results


@pytest.mark.parametrize("name", sorted(SHAPES))
@pytest.mark.usefixtures("packed_from_avx2_sizes")
def test_products_are_bit_identical_on_any_team(name):
    batch, m, k, n = SHAPES[name]
    rng = np.random.default_rng(sorted(SHAPES).index(name))
    lead = () if batch is None else (batch,)
    a = rng.standard_normal(lead + (m, k)).astype(np.float32)
    b = rng.standard_normal(lead + (k, n)).astype(np.float32)
    lowered = jax.jit(jnp.matmul).lower(a, b)
    results = _on_1_2_3_threads(lowered, a, b)
    want = np.matmul(a.astype(np.float64), b.astype(np.float64))
    np.testing.assert_allclose(results[0], want, rtol=1e-4, atol=1e-4 * np.abs(want).max())


@pytest.mark.usefixtures("packed_from_avx2_sizes")
def test_convolution_row_cells_are_bit_identical_on_any_team():
    """2 x 48 x 48 x 16 -> 32, 3 x 3: 4608 output positions against 32 channels, cut into
    row cells of at least 1024 rows (gemm.c's plan: four) on two and three threads."""
    rng = np.random.default_rng(7)
    x = rng.standard_normal((2, 48, 48, 16)).astype(np.float32)
    w = rng.standard_normal((3, 3, 16, 32)).astype(np.float32)

    def conv(x, w):
        return jax.lax.conv_general_dilated(x, w, (1, 1), "SAME",
                                            dimension_numbers=("NHWC", "HWIO", "NHWC"))

    lowered = jax.jit(conv).lower(x, w)
    results = _on_1_2_3_threads(lowered, x, w)
    want = np.asarray(jax.jit(conv)(x, w))
    np.testing.assert_allclose(results[0], want, rtol=1e-4, atol=1e-4 * np.abs(want).max())
