"""The last rows of a packed product (M not a multiple of the microkernel's rows: 14 with
AVX-512, 6 with AVX2) have kernels of their own that read A in place, for a row-major A and
for a convolution's A of two row dimensions (rows through a table of offsets). Checked
through gemm.c's C entry point, on every tail height of both vector widths the host has,
against a float64 numpy oracle, and bit for bit against the same rows computed inside whole
micro-panels: a row's sum does not depend on where the row falls (ascending k, one
accumulator, reduction blocks a function of K alone)."""

import ctypes
import os
import subprocess
import sys

import numpy as np
import pytest

from stablehlo_cc.contract import native

_K, _N = 300, 70  # two reduction blocks; two whole 32-column strips and a partial one


def _gemm(a, b, rows_inner=0):
    """C = A @ B through __shlo_native_gemm_f32. With `rows_inner` = M0, A's rows run over
    two dimensions (m = m1 * M0 + m0) and A is passed as (M1, M0 + 1, K): a gap row between
    the groups, so the row offsets are not one stride."""
    k = a.shape[-1]
    n = b.shape[1]
    if rows_inner:
        groups = a.reshape(-1, rows_inner, k)
        padded = np.zeros((groups.shape[0], rows_inner + 1, k), np.float32)
        padded[:, :rows_inner] = groups
        a_buf, sam, sam1 = padded, k, (rows_inner + 1) * k
    else:
        a_buf, sam, sam1 = np.ascontiguousarray(a), k, 0
    m = a.shape[0]
    c = np.full((m, n), np.nan, np.float32)
    desc = np.zeros(50, np.int64)
    desc[:13] = [m, n, k, 0, sam, 1, n, 1, n, 1, 0, 0, 0]
    desc[32:34] = [rows_inner, sam1]
    fn = native.library().__shlo_native_gemm_f32
    fn.argtypes = [ctypes.c_void_p] * 5
    fn(a_buf.ctypes.data, b.ctypes.data, c.ctypes.data, c.ctypes.data, desc.ctypes.data)
    return c


def _check_tails(rows_inner: int, mr: int) -> None:
    rng = np.random.default_rng(mr + rows_inner)
    # whole panels only (2 x mr rows), and every tail height after one whole panel
    big = 2 * mr + (mr - 1)
    if rows_inner:
        big = (big + rows_inner - 1) // rows_inner * rows_inner
    a = rng.standard_normal((big, _K)).astype(np.float32)
    b = (rng.standard_normal((_K, _N)) / 16).astype(np.float32)
    full = _gemm(a, b, rows_inner)
    np.testing.assert_allclose(full, a.astype(np.float64) @ b.astype(np.float64),
                               rtol=1e-4, atol=1e-5)
    step = rows_inner or 1
    first = (13 + step - 1) // step * step  # more rows than gemm_few_rows.inc's path takes
    for m in range(first, big, step):
        part = _gemm(a[:m], b, rows_inner)
        assert part.tobytes() == full[:m].tobytes(), (m, rows_inner)


_CHILD = """
import sys
sys.path.insert(0, {tests!r})
import test_gemm_row_tails as t
t._check_tails(int(sys.argv[1]), int(sys.argv[2]))
print("ok")
"""


def _host_widths():
    flags = open("/proc/cpuinfo").read() if os.path.exists("/proc/cpuinfo") else ""
    widths = [("generic", 4)]
    if " avx2 " in flags and " fma " in flags:
        widths.append(("avx2", 6))
    if " avx512f " in flags:
        widths.append(("avx512", 14))
    return widths


@pytest.mark.parametrize("isa,mr", _host_widths())
@pytest.mark.parametrize("rows_inner", [0, 1, 5])
def test_every_tail_height(isa, mr, rows_inner):
    """Each vector width in a child process (STABLEHLO_CC_GEMM_ISA is read once)."""
    env = dict(os.environ, STABLEHLO_CC_GEMM_ISA=isa)
    code = _CHILD.format(tests=os.path.dirname(os.path.abspath(__file__)))
    out = subprocess.run([sys.executable, "-c", code, str(rows_inner), str(mr)],
                         capture_output=True, text=True, env=env, timeout=300)
    assert out.returncode == 0 and out.stdout.strip().endswith("ok"), out.stderr
