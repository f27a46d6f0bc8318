"""jaxlib's `lapack_?getrf_ffi` at min(m, n) >= 128 (rules/_lapack_lu.py, native C since
contract/native/lapack_getrf.c; written for the blocked StableHLO rule before it, whose
panel and block sizes these shapes cut unevenly). Against jax.jit (LAPACK): the same pivots,
the factors within f32 rounding, tall, wide, batched, complex and singular."""

import numpy as np
import pytest

from jax_oracle import run_both
from random_inputs import standard_normal

jax = pytest.importorskip("jax")
jsl = pytest.importorskip("jax.scipy.linalg")
getrf = jax.lax.linalg.lu


_random = standard_normal


def _same_factorization(a):
    ours, want = run_both(getrf, a)
    (lu, piv, perm), (lu_w, piv_w, perm_w) = ours, want
    np.testing.assert_array_equal(np.asarray(piv), np.asarray(piv_w))
    np.testing.assert_array_equal(np.asarray(perm), np.asarray(perm_w))
    lu_w = np.asarray(lu_w)
    scale = np.abs(lu_w[np.isfinite(lu_w)]).max()
    np.testing.assert_allclose(np.asarray(lu), lu_w, rtol=2e-3, atol=2e-4 * scale)


@pytest.mark.parametrize("shape,dtype", [((128, 128), np.float32), ((300, 200), np.float32),
                                         ((160, 290), np.float32), ((2, 140, 140), np.float32),
                                         ((150, 150), np.complex64)])
def test_blocked_lu_matches_lapack(shape, dtype):
    _same_factorization(_random(shape, dtype))


def test_rank_deficient_matrix_gives_lapack_zero_pivots():
    # rank 100 of 200: the later panels meet exactly zero (or rounding-level) columns
    rng = np.random.default_rng(1)
    a = (rng.standard_normal((200, 100)) @ rng.standard_normal((100, 200))).astype(np.float32)
    a[:, 150] = 0.0  # an exactly zero column: U[150, 150] == 0 and info names it
    ours, want = run_both(lambda a: jax.numpy.linalg.slogdet(a), a)
    assert np.asarray(want[0]) == 0 and np.asarray(ours[0]) == 0
    assert np.isneginf(np.asarray(ours[1])) and np.isneginf(np.asarray(want[1]))


def test_solve_and_inverse_at_512():
    a = _random((512, 512), np.float32, seed=2) + 64 * np.eye(512, dtype=np.float32)
    b = _random((512, 3), np.float32, seed=3)
    ours, want = run_both(jax.numpy.linalg.solve, a, b)
    np.testing.assert_allclose(np.asarray(ours[0]), np.asarray(want[0]), rtol=1e-4, atol=1e-5)
    ours, want = run_both(jax.numpy.linalg.inv, a)
    np.testing.assert_allclose(np.asarray(ours[0]), np.asarray(want[0]), rtol=1e-4, atol=1e-5)
