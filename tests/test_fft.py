"""stablehlo.fft: the interpreter tests, and jnp.fft programs vs float64 numpy and jax.jit."""

import numpy as np
import pytest

import stablehlo_cc
from interpreter_cases import available, cases, check_case
from jax_oracle import run_both

jax = pytest.importorskip("jax")
jnp = jax.numpy


@pytest.mark.skipif(not available("fft"), reason="interpreter tests not present")
@pytest.mark.parametrize("case", cases("fft") if available("fft") else [], ids=lambda c: c.name)
def test_interpreter(case):
    check_case(case, stablehlo_cc.compile)


def _input(kind, shape, dtype, seed=0):
    rng = np.random.default_rng(seed)
    real = rng.standard_normal(shape)
    if kind == "rfft":
        return real.astype(dtype)
    cdtype = np.complex64 if dtype == np.float32 else np.complex128
    return (real + 1j * rng.standard_normal(shape)).astype(cdtype)


def _check(jfn, npfn, x, tol):
    (ours,), (xla,) = run_both(jfn, x)
    want = npfn(x.astype(np.complex128) if np.iscomplexobj(x) else x.astype(np.float64))
    assert ours.shape == want.shape and ours.dtype == xla.dtype
    scale = max(np.max(np.abs(want)), 1.0)
    assert np.max(np.abs(ours - want)) / scale < tol
    return ours


# n: direct (<= 32), four-step (64 = 32*2, 1000), Bluestein (37, 67 prime), mixed (134 = 2*67)
SIZES = [1, 5, 37, 64] + [pytest.param(n, marks=pytest.mark.slow) for n in (2, 17, 134, 1000)]


@pytest.mark.parametrize("n", SIZES)
def test_fft_ifft_1d_complex64(n):
    x = _input("fft", (3, n), np.float32)
    _check(jnp.fft.fft, np.fft.fft, x, 2e-6)
    _check(jnp.fft.ifft, np.fft.ifft, x, 2e-6)


@pytest.mark.parametrize("n", SIZES)
def test_rfft_irfft_1d_float32(n):
    x = _input("rfft", (2, n), np.float32)
    _check(jnp.fft.rfft, np.fft.rfft, x, 2e-6)
    spectrum = _input("fft", (2, n // 2 + 1), np.float32, seed=1)
    _check(lambda z: jnp.fft.irfft(z, n=n), lambda z: np.fft.irfft(z, n=n), spectrum, 2e-6)


def test_float64_and_multidimensional():
    with jax.enable_x64(True):
        x = _input("fft", (4, 6, 10), np.float64)
        _check(jnp.fft.fftn, np.fft.fftn, x, 1e-13)
        _check(lambda v: jnp.fft.ifftn(v, axes=(1, 2)), lambda v: np.fft.ifftn(v, axes=(1, 2)),
               x, 1e-13)
        r = _input("rfft", (3, 5, 12), np.float64)
        _check(lambda v: jnp.fft.rfftn(v, axes=(1, 2)), lambda v: np.fft.rfftn(v, axes=(1, 2)),
               r, 1e-13)
        z = _input("fft", (3, 5, 7), np.float64)
        _check(lambda v: jnp.fft.irfftn(v, s=(5, 12), axes=(1, 2)),
               lambda v: np.fft.irfftn(v, s=(5, 12), axes=(1, 2)), z, 1e-13)


def test_fft_along_a_middle_axis_and_spectral_convolution():
    x = _input("rfft", (8, 33), np.float32)
    _check(lambda v: jnp.fft.fft(v, axis=0), lambda v: np.fft.fft(v, axis=0), x, 2e-6)

    def smooth(v):  # a typical JAX use: filtering by multiplying spectra
        kernel = jnp.exp(-jnp.arange(v.shape[-1] // 2 + 1) / 4.0)
        return jnp.fft.irfft(jnp.fft.rfft(v) * kernel, n=v.shape[-1])

    (ours,), (xla,) = run_both(smooth, x)
    np.testing.assert_allclose(ours, xla, rtol=1e-5, atol=1e-5)


@pytest.mark.slow
def test_large_power_of_two_and_prime_lengths():
    for n in (4096, 1009, 65536):
        x = _input("fft", (2, n), np.float32)
        _check(jnp.fft.fft, np.fft.fft, x, 5e-6)
