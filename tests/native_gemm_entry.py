"""gemm.c's f32 C entry point called from numpy arrays (test support): the descriptor made
from the operands' own strides, so a transposed view is a B stored N x K."""

import ctypes

import numpy as np

from stablehlo_cc.contract import native


def gemm_f32(a, b, init=None, split=None):
    """C = init + A @ B through __shlo_native_gemm_f32 with numpy's strides. `split` =
    (K0, B's stride of k1): the reduction as k = k1 * K0 + k0 (A's k1 stride K0 elements),
    B's k1 rows `split[1]` elements apart (a B that is not one dense K x N block)."""
    m, k = a.shape
    n = b.shape[1]
    c = np.full((m, n), np.nan, np.float32)
    desc = np.zeros(50, np.int64)
    desc[:13] = [m, n, k, 0 if init is None else 1, a.strides[0] // 4, a.strides[1] // 4,
                 b.strides[0] // 4, b.strides[1] // 4, n, 1,
                 0 if init is None else init.strides[0] // 4,
                 0 if init is None else init.strides[1] // 4, 0]
    if split is not None:
        desc[28:31] = [split[0], split[0] * a.strides[1] // 4, split[1]]
    fn = native.library().__shlo_native_gemm_f32
    fn.argtypes = [ctypes.c_void_p] * 5
    fn(a.ctypes.data, b.ctypes.data, (c if init is None else init).ctypes.data,
       c.ctypes.data, desc.ctypes.data)
    return c


def on_teams(call):
    """call() on 1, 2 and 3 threads: the results, which must be the same bits."""
    results = []
    try:
        for threads in (1, 2, 3):
            native.set_thread_limit(threads)
            results.append(call())
    finally:
        native.set_thread_limit(0)
    assert all(r.tobytes() == results[0].tobytes() for r in results)
    return results[0]
