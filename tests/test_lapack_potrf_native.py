"""jaxlib's `lapack_?potrf_ffi` in native C (contract/native/lapack_potrf.c, the rule
rules/_lapack_potrf.py): jnp.linalg.cholesky against jax.jit (LAPACK) for every type, sizes
1 .. 512, batches, not positive definite and NaN input (JAX's NaN from info); the custom
call itself (factor, untouched other triangle, info) for both triangles against numpy."""

import numpy as np
import pytest

import stablehlo_cc
from jax_oracle import run_both, x64

jax = pytest.importorskip("jax")
jnp = jax.numpy

TYPES = [np.float32, np.float64, np.complex64, np.complex128]
_LETTER = {np.float32: "s", np.float64: "d", np.complex64: "c", np.complex128: "z"}
_ELEM = {np.float32: "f32", np.float64: "f64", np.complex64: "complex<f32>",
         np.complex128: "complex<f64>"}


def _spd(shape, dtype, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(shape)
    if np.issubdtype(dtype, np.complexfloating):
        x = x + 1j * rng.standard_normal(shape)
    n = shape[-1]
    a = x @ np.conj(np.swapaxes(x, -1, -2)) / n + np.eye(n)
    return a.astype(dtype)


def _tol(dtype):
    return 1e-4 if dtype in (np.float32, np.complex64) else 1e-12


# (512 only for f32 and c128, which cover the real and complex kernels at that size)
@pytest.mark.parametrize("shape, dtype", [
    (shape, dtype) for dtype in TYPES
    for shape in [(1, 1), (2, 2), (3, 3), (33, 33), (64, 64), (200, 200), (4, 3, 3),
                  (2, 3, 40, 40)]] + [((512, 512), np.float32), ((512, 512), np.complex128)])
def test_cholesky_matches_lapack(shape, dtype):
    a = _spd(shape, dtype, seed=shape[-1])
    with x64():
        ours, want = run_both(jnp.linalg.cholesky, a)
    np.testing.assert_allclose(ours[0], want[0], rtol=_tol(dtype), atol=_tol(dtype))


@pytest.mark.parametrize("dtype", [np.float32, np.complex128])
def test_not_positive_definite_and_nan(dtype):
    a = _spd((4, 50, 50), dtype, seed=1)
    a[0, 30, 30] = -100      # info 31: JAX's result all NaN
    a[1, 0, 0] = 0           # info 1
    a[2, 45, 3] = np.nan     # no info (OpenBLAS): NaN in L from (45, 3) on, 57 entries
    with x64():
        ours, want = run_both(jnp.linalg.cholesky, a)
    nan_ours, nan_want = np.isnan(ours[0]), np.isnan(want[0])
    np.testing.assert_array_equal(nan_ours[:2], nan_want[:2])
    # the NaN input spreads as the unblocked order carries it (row 45 from column 3, then
    # what reads L[45, 45]); OpenBLAS's blocked kernels spread it to more entries on some
    # hosts (2 more on an AVX2 Zen 3), never to fewer
    assert not (nan_ours & ~nan_want).any()
    np.testing.assert_array_equal(nan_ours.sum(axis=(1, 2)), [1275, 1275, 57, 0])
    np.testing.assert_allclose(ours[0][3], want[0][3], rtol=_tol(dtype), atol=_tol(dtype))


def _potrf_module(shape, dtype, uplo):
    ty = f"tensor<{'x'.join(map(str, shape))}x{_ELEM[dtype]}>"
    lead = len(shape) - 2
    info_ty = f"tensor<{'x'.join(map(str, shape[:-2]))}{'x' if lead else ''}i32>"
    layout = ", ".join(str(d) for d in [lead, lead + 1] + list(range(lead - 1, -1, -1)))
    info_layout = ", ".join(str(d) for d in range(lead - 1, -1, -1))
    return f"""
func.func @main(%a: {ty}) -> ({ty}, {info_ty}) {{
  %0:2 = stablehlo.custom_call @lapack_{_LETTER[dtype]}potrf_ffi(%a) {{
    mhlo.backend_config = {{uplo = {ord(uplo)} : ui8}},
    operand_layouts = [dense<[{layout}]> : tensor<{lead + 2}xindex>],
    result_layouts = [dense<[{layout}]> : tensor<{lead + 2}xindex>,
                      dense<[{info_layout}]> : tensor<{lead}xindex>]
  }} : ({ty}) -> ({ty}, {info_ty})
  return %0#0, %0#1 : {ty}, {info_ty}
}}"""


@pytest.mark.parametrize("dtype", TYPES)
@pytest.mark.parametrize("uplo", ["L", "U"])
def test_custom_call_both_triangles(dtype, uplo):
    shape = (2, 70, 70)
    a = _spd(shape, dtype, seed=3)
    junk = np.random.default_rng(4).standard_normal(shape).astype(dtype)
    keep = np.tril(np.ones(shape[-2:], bool)) if uplo == "L" else np.triu(
        np.ones(shape[-2:], bool))
    given = np.where(keep, a, junk)  # the other triangle is never read, and left as is
    given[1, 5, 5] = -1              # the second matrix fails at column 6
    f, info = stablehlo_cc.compile(_potrf_module(shape, dtype, uplo))(given)
    np.testing.assert_array_equal(info, [0, 6])
    np.testing.assert_array_equal(f[0][~keep], given[0][~keep])
    want = np.linalg.cholesky(a[0].astype(np.complex128))
    if uplo == "U":
        want = np.conj(want.T)
    np.testing.assert_allclose(f[0][keep], want[keep], rtol=_tol(dtype) * 10,
                               atol=_tol(dtype) * 10)


def test_empty_and_library(tmp_path):
    import ctypes
    for shape in [(0, 4, 4), (3, 0, 0)]:
        a = np.zeros(shape, np.float32)
        ours, want = run_both(jnp.linalg.cholesky, a)
        assert ours[0].shape == want[0].shape
    a = _spd((3, 20, 20), np.float64, seed=6).astype(np.float32)
    so = tmp_path / "chol.so"
    stablehlo_cc.build_library(jax.jit(jnp.linalg.cholesky).lower(a).as_text(), str(so),
                               prefix="m")
    lib = ctypes.CDLL(str(so))
    f = np.empty_like(a)
    assert lib.m_main(a.ctypes.data_as(ctypes.c_void_p), f.ctypes.data_as(ctypes.c_void_p)) == 0
    np.testing.assert_allclose(f, np.linalg.cholesky(a.astype(np.float64)), atol=1e-5)
