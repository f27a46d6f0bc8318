"""jaxlib's LAPACK custom calls (what jax.numpy.linalg / jax.scipy.linalg export on CPU),
compiled and compared with jax.jit, which runs LAPACK itself: results within tolerances that
fit the conditioning, NaN / inf in the same places for singular and non-PD inputs, and a
clear refusal naming the JAX function for the targets not lowered."""

import numpy as np
import pytest

import stablehlo_cc
from jax_oracle import assert_close_to_scale, run_both, x64

jax = pytest.importorskip("jax")
jnp = jax.numpy
jsl = pytest.importorskip("jax.scipy.linalg")
lax_linalg = jax.lax.linalg

_TOL = {np.float32: 2e-4, np.float64: 1e-10, np.complex64: 2e-4, np.complex128: 1e-10}


def _rng(seed=0):
    return np.random.default_rng(seed)


def _general(shape, dtype, seed=0):
    rng = _rng(seed)
    x = rng.standard_normal(shape)
    if np.issubdtype(dtype, np.complexfloating):
        x = x + 1j * rng.standard_normal(shape)
    return x.astype(dtype)


def _spd(shape, dtype, seed=0):
    x = _general(shape, dtype, seed)
    n = shape[-1]
    return (x @ np.conj(np.swapaxes(x, -1, -2)) + n * np.eye(n)).astype(dtype)


def _check(fn, *args, tol=None, targets=()):
    """Compare with jax.jit; each of `targets` must be a custom call of the export."""
    text = jax.jit(fn).lower(*args).as_text()
    for t in targets:
        assert f"@{t}" in text, (t, [ln for ln in text.splitlines() if "custom_call" in ln])
    dtype = args[0].dtype.type
    assert_close_to_scale(fn, *args, tol=_TOL[dtype] if tol is None else tol)


def _both_precisions(fn):
    """Run `fn(dtype, letter)` for f32 and (under x64) f64."""
    fn(np.float32, "s")
    with x64():
        fn(np.float64, "d")


@pytest.mark.parametrize("shape", [(5, 5), (3, 16, 16), (1, 1)])
def test_cholesky(shape):
    _both_precisions(lambda dt, p: _check(jnp.linalg.cholesky, _spd(shape, dt),
                                          targets=[f"lapack_{p}potrf_ffi"]))


def test_cholesky_not_positive_definite_is_nan_like_jax():
    a = _spd((3, 6, 6), np.float32)
    a[1, 3, 3] = -50.0      # second matrix fails at column 4: NaN in its triangle, the others factor
    ours, want = run_both(jnp.linalg.cholesky, a)
    assert np.isnan(want[0][1][np.tril_indices(6)]).all() and np.isfinite(want[0][0]).all()
    np.testing.assert_allclose(ours[0], want[0], rtol=1e-4, atol=1e-5, equal_nan=True)


def test_cholesky_complex_and_cho_solve():
    a = _spd((4, 4), np.complex64)
    _check(jnp.linalg.cholesky, a, targets=["lapack_cpotrf_ffi"])
    b = _general((4, 3), np.complex64, 1)
    _check(lambda a, b: jsl.cho_solve(jsl.cho_factor(a, lower=True), b), a, b)

    def real(dt, p):
        a, b = _spd((3, 8, 8), dt), _general((3, 8, 2), dt, 1)
        for lower in (True, False):
            _check(lambda a, b: jsl.cho_solve(jsl.cho_factor(a, lower=lower), b), a, b,
                   targets=[f"lapack_{p}potrf_ffi", f"lapack_{p}trsm_ffi"])
    _both_precisions(real)


@pytest.mark.parametrize("lower", [True, False])
@pytest.mark.parametrize("trans", [0, 1])
@pytest.mark.parametrize("unit", [False, True])
def test_solve_triangular(lower, trans, unit):
    def run(dt, p):
        a = _general((7, 7), dt) + 4 * np.eye(7, dtype=dt)
        b = _general((7, 3), dt, 1)
        _check(lambda a, b: jsl.solve_triangular(a, b, lower=lower, trans=trans,
                                                 unit_diagonal=unit), a, b,
               targets=[f"lapack_{p}trsm_ffi"])
    _both_precisions(run)


def test_solve_triangular_right_side_batched_and_adjoint():
    a = _general((2, 5, 5), np.float32) + 4 * np.eye(5, dtype=np.float32)
    b = _general((2, 3, 5), np.float32, 1)
    _check(lambda a, b: lax_linalg.triangular_solve(a, b, left_side=False, lower=True,
                                                    transpose_a=True), a, b,
           targets=["lapack_strsm_ffi"])
    c = _general((5, 5), np.complex64) + 4 * np.eye(5, dtype=np.complex64)
    _check(lambda a, b: jsl.solve_triangular(a, b, trans=2), c, c[:, :2],
           targets=["lapack_ctrsm_ffi"])


@pytest.mark.parametrize("name", ["inv", "det", "slogdet"])
@pytest.mark.parametrize("shape", [(6, 6), (3, 16, 16)])
def test_lu_functions(name, shape):
    fn = getattr(jnp.linalg, name)
    _both_precisions(lambda dt, p: _check(fn, _general(shape, dt),
                                          targets=[f"lapack_{p}getrf_ffi"]))


def test_solve_and_lu_factor():
    def run(dt, p):
        a, b = _general((3, 9, 9), dt), _general((3, 9, 4), dt, 1)
        _check(jnp.linalg.solve, a, b, targets=[f"lapack_{p}getrf_ffi", f"lapack_{p}trsm_ffi"])
        # The packed factors and the 1-based pivots themselves.
        _check(jsl.lu_factor, a[0], targets=[f"lapack_{p}getrf_ffi"])
        _check(lax_linalg.lu, a)
    _both_precisions(run)


def test_lu_rectangular_and_complex():
    _check(lax_linalg.lu, _general((2, 7, 4), np.float32))
    _check(lax_linalg.lu, _general((4, 7), np.float32))
    _check(jnp.linalg.inv, _general((5, 5), np.complex64), targets=["lapack_cgetrf_ffi"])
    _check(jnp.linalg.det, _general((2, 5, 5), np.complex64))


def test_expm():
    # (its lax.switch over Pade approximants once came back overwritten: see
    # test_loop_buffer_repros.test_case_result_returned_and_reused)
    _both_precisions(lambda dt, p: _check(jsl.expm, 0.3 * _general((6, 6), dt),
                                          targets=[f"lapack_{p}getrf_ffi"]))


def test_singular_matrices_like_jax():
    a = np.array([[1.0, 2.0, 3.0], [2.0, 4.0, 6.0], [0.0, 1.0, 5.0]], np.float32)
    ours, want = run_both(jnp.linalg.det, a)
    assert want[0] == 0 and ours[0] == 0
    ours, want = run_both(jnp.linalg.slogdet, a)
    np.testing.assert_array_equal(ours[0], want[0])     # sign 0, logdet -inf
    np.testing.assert_array_equal(ours[1], want[1])
    ours, want = run_both(lax_linalg.lu, a)
    for o, w in zip(ours, want):
        np.testing.assert_allclose(o, w, rtol=1e-6)
    batch = np.stack([_general((3, 3), np.float32), a, _general((3, 3), np.float32, 1)])
    ours, want = run_both(jnp.linalg.det, batch)
    assert want[0][1] == 0 and ours[0][1] == 0
    np.testing.assert_allclose(ours[0], want[0], rtol=1e-5)
    zero = np.zeros((4, 4), np.float32)
    ours, want = run_both(jnp.linalg.inv, zero)
    # nothing finite; which entries are inf and which NaN depends on the order of the
    # triangular solves' updates (OpenBLAS's differ between hosts: all NaN on an AVX2 Zen 3)
    assert not np.isfinite(ours[0]).any() and not np.isfinite(want[0]).any()


@pytest.mark.parametrize("fn,shape", [(jnp.linalg.cholesky, (0, 0)), (jnp.linalg.det, (0, 0)),
                                      (jnp.linalg.det, (0, 3, 3)), (jnp.linalg.qr, (3, 0))])
def test_empty(fn, shape):
    _check(fn, np.zeros(shape, np.float32))


def test_nan_and_inf_inputs():
    _check(jnp.linalg.inv, np.full((3, 3), np.nan, np.float32))
    _check(jnp.linalg.cholesky, np.full((3, 3), np.nan, np.float32))
    _check(jnp.linalg.det, np.array([[1, np.nan], [2, 3]], np.float32))
    _check(jnp.linalg.det, np.array([[1, np.inf], [2, 3]], np.float32))


@pytest.mark.parametrize("shape,mode", [((5, 3), "reduced"), ((3, 5), "reduced"),
                                        ((5, 3), "complete"), ((2, 6, 6), "reduced")])
def test_qr(shape, mode):
    _both_precisions(lambda dt, p: _check(lambda a: jnp.linalg.qr(a, mode=mode),
                                          _general(shape, dt),
                                          targets=[f"lapack_{p}geqrf_ffi",
                                                   f"lapack_{p}orgqr_ffi"]))


def test_qr_complex_and_raw_householder():
    _check(jnp.linalg.qr, _general((4, 3), np.complex64),
           targets=["lapack_cgeqrf_ffi", "lapack_cungqr_ffi"])
    a = _general((6, 4), np.float32)
    a[2:, 1] = 0.0          # a column already reduced: tau 0 (H = I), as LAPACK
    from jax._src.lax.linalg import geqrf
    _check(geqrf, a, targets=["lapack_sgeqrf_ffi"])


def test_real_size_256():
    a = _general((256, 256), np.float32)
    _check(jnp.linalg.inv, a, tol=2e-3)
    _check(jnp.linalg.cholesky, _spd((256, 256), np.float32), tol=1e-4)
    _check(lambda a, b: jsl.solve_triangular(a, b, lower=True),
           a + 16 * np.eye(256, dtype=np.float32), a[:, :8], tol=1e-4)


def test_unsupported_targets_are_named():
    # no jax function emits an unsupported LAPACK target any more: rename a supported one
    # (and ask for a sorted Schur form, which jax's lowering never does)
    a = _spd((4, 4), np.float32)
    text = jax.jit(jsl.schur).lower(a).as_text()
    for old, new, words in [("lapack_sgees_ffi", "lapack_sgeesx_ffi",
                             ["lapack_sgeesx_ffi", "jax.scipy.linalg", "not supported yet"]),
                            ("sort = 78 : ui8", "sort = 83 : ui8",
                             ["lapack_sgees_ffi", "sorted Schur form", "not supported"])]:
        assert old in text
        with pytest.raises(stablehlo_cc.CompileError) as e:
            stablehlo_cc.compile(text.replace(old, new))
        msg = str(e.value)
        assert all(word in msg for word in words) and "layout" not in msg


# -- eigh (lapack_?syevd_ffi, complex ?heevd): Jacobi, so eigenvectors may differ from LAPACK's
# in sign or phase (and within a degenerate eigenspace): eigenvalues are compared with jax.jit,
# eigenvectors checked by A V = V diag(w) and V^H V = I on the matrix the named triangle
# describes.

_EIGH_TOL = {np.float32: 1e-5, np.float64: 1e-12, np.complex64: 1e-5, np.complex128: 1e-12}


def _symmetric(shape, dtype, seed=0):
    x = _general(shape, dtype, seed)
    return ((x + np.conj(np.swapaxes(x, -1, -2))) / 2).astype(dtype)


def _check_eigh(a, letter="s", uplo="L", symmetrize_input=True):
    def fn(a):
        return jnp.linalg.eigh(a, UPLO=uplo, symmetrize_input=symmetrize_input)
    jitted = jax.jit(fn)
    routine = "heevd" if np.iscomplexobj(a) else "syevd"
    assert f"@lapack_{letter}{routine}_ffi" in jitted.lower(a).as_text()
    w, v = stablehlo_cc.compile(jitted.lower(a))(a)
    w_want, _ = jitted(a)
    w_want = np.asarray(w_want)
    assert w.shape == w_want.shape and v.shape == a.shape and v.dtype == a.dtype
    assert w.dtype == w_want.dtype
    x = a.astype(np.complex128)
    herm = lambda y: np.conj(np.swapaxes(y, -1, -2))  # noqa: E731
    if symmetrize_input:
        eff = (x + herm(x)) / 2
    else:                          # the named triangle; LAPACK reads only the diagonal's real part
        tri = np.tril(x, -1) if uplo == "L" else np.triu(x, 1)
        eff = tri + herm(tri) + np.real(x) * np.eye(a.shape[-1])
    tol = _EIGH_TOL[a.dtype.type]
    n = a.shape[-1]
    norm = max(np.abs(np.linalg.eigvalsh(eff)).max(), 1e-30)
    np.testing.assert_allclose(w, w_want, rtol=0, atol=tol * norm)
    assert np.all(np.diff(w, axis=-1) >= 0)                                  # ascending
    vd = v.astype(np.complex128)
    resid = eff @ vd - vd * w.astype(np.float64)[..., None, :]
    assert np.abs(resid).max() <= 4 * tol * norm, np.abs(resid).max() / norm
    orth = herm(vd) @ vd - np.eye(n)
    assert np.abs(orth).max() <= 4 * tol * max(1, np.sqrt(n) / 4), np.abs(orth).max()


@pytest.mark.parametrize("n", [1, 2, 3, 8, 33, 128])
def test_eigh_sizes(n):
    _check_eigh(_symmetric((n, n), np.float32, seed=n))


def test_eigh_size_256():
    _check_eigh(_symmetric((256, 256), np.float32))


def test_eigh_batched_and_f64():
    _check_eigh(_symmetric((3, 16, 16), np.float32))
    with x64():
        for n in (3, 33):
            _check_eigh(_symmetric((n, n), np.float64, seed=n), letter="d")
        _check_eigh(_symmetric((2, 5, 5), np.float64), letter="d", uplo="U")


@pytest.mark.parametrize("uplo", ["L", "U"])
def test_eigh_reads_only_the_named_triangle(uplo):
    a = _general((9, 9), np.float32, seed=3)                     # not symmetric
    _check_eigh(a, uplo=uplo, symmetrize_input=False)
    _check_eigh(a, uplo=uplo)


def test_eigh_complex():
    for n in (1, 3, 8, 33):
        _check_eigh(_symmetric((n, n), np.complex64, seed=n), letter="c")
    _check_eigh(_symmetric((2, 6, 6), np.complex64), letter="c", uplo="U")
    a = _general((7, 7), np.complex64, seed=2)                     # not Hermitian
    _check_eigh(a, letter="c", uplo="U", symmetrize_input=False)
    _check_eigh(a, letter="c", symmetrize_input=False)
    with x64():
        _check_eigh(_symmetric((9, 9), np.complex128), letter="z")
        _check_eigh(np.eye(4, dtype=np.complex128), letter="z")


def test_eigh_degenerate():
    _check_eigh(np.eye(6, dtype=np.float32))
    _check_eigh(np.zeros((4, 4), np.float32))
    q, _ = np.linalg.qr(_general((7, 7), np.float64, seed=5))
    a = (q * np.array([1, 1, 1, 2, 2, -3, 5.0])) @ q.T
    _check_eigh(((a + a.T) / 2).astype(np.float32))
    with x64():
        _check_eigh((a + a.T) / 2, letter="d")


def test_eigh_nan_input():
    a = np.eye(3, dtype=np.float32)
    a[1, 2] = a[2, 1] = np.nan
    ours, want = run_both(jnp.linalg.eigh, a)
    for o, w in zip(ours, want):
        assert np.isnan(o[np.isnan(w)]).all()                    # NaN at least where LAPACK's
