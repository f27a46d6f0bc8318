"""Products whose B is packed a strip at a time (stored N x K, a PyTorch Linear's weight)
and whose rows fit one row block (gemm.c's ONE_STRIP_A_FLOATS: one strip buffer reused by
every row panel). Checked through gemm.c's C entry point against a float64 numpy oracle,
bit for bit on 1, 2 and 3 threads, and bit for bit against the same rows computed inside a
product too tall for that path (row blocks of MC, a packed strip each): a row's sums do not
depend on the loop order around the kernels. On every instruction set the host has."""

import numpy as np
import pytest

from native_gemm_entry import gemm_f32 as _gemm, on_teams as _on_teams
from portable_isa import last_line_with_isa
from test_gemm_row_tails import _host_widths

_TALL = 600  # rows past the one-strip path at every KC (600 x 192 > 64 Ki floats)


def _operands(k: int, n: int, a_transposed: bool, seed: int):
    rng = np.random.default_rng(seed)
    a = rng.standard_normal((_TALL, k)).astype(np.float32)
    if a_transposed:  # A stored K x M: packed into micro-panels, not read in place
        a = np.ascontiguousarray(a.T).T
    w = (rng.standard_normal((n, k)) / 16).astype(np.float32)  # B = w^T, stored N x K
    bias = np.broadcast_to(rng.standard_normal(n).astype(np.float32), (_TALL, n))
    return a, w.T, bias


def check(m: int, k: int, n: int, a_transposed: bool, with_init: bool) -> None:
    a, b, bias = _operands(k, n, a_transposed, m + k + n)
    init = bias if with_init else None
    full = _gemm(a, b, init)
    part = _on_teams(lambda: _gemm(a[:m], b, None if init is None else init[:m]))
    want = a[:m].astype(np.float64) @ b.astype(np.float64)
    if with_init:
        want += bias[:m]
    np.testing.assert_allclose(part, want, rtol=1e-4, atol=1e-5 * np.abs(want).max())
    assert part.tobytes() == full[:m].tobytes(), (m, k, n)


# 128 rows as torch_gelu_layernorm_b8's products; 126 (whole panels), 250 (a tail),
# one and four reduction blocks, a partial last strip (1000 = 31 x 32 + 8)
_CASES = [(128, 256, 1024, False, True), (128, 1024, 256, False, True),
          (126, 300, 1000, False, False), (250, 256, 72, False, True),
          (40, 700, 100, True, False), (128, 256, 200, True, True)]


@pytest.mark.parametrize("m,k,n,a_transposed,with_init", _CASES)
def test_one_strip_rows(m, k, n, a_transposed, with_init):
    check(m, k, n, a_transposed, with_init)


_CHILD = """
import test_gemm_one_strip as t
for case in t._CASES:
    t.check(*case)
print("ok")
"""


@pytest.mark.parametrize("isa", [w for w, _ in _host_widths() if w != "avx512"])
def test_one_strip_rows_on_narrower_isas(isa):
    assert last_line_with_isa(_CHILD, isa) == "ok"
