"""Compare a JAX function compiled by stablehlo_cc with the same function under jax.jit."""

from __future__ import annotations

import numpy as np

import stablehlo_cc


def run_both(fn, *args):
    """(ours, jax's) results of `fn(*args)`, each a tuple of numpy arrays."""
    import jax

    jitted = jax.jit(fn)
    ours = stablehlo_cc.compile(jitted.lower(*args))(*args)
    want = jitted(*args)
    ours = tuple(ours) if isinstance(ours, (tuple, list)) else (ours,)  # JAX output trees
    want = tuple(np.asarray(w) for w in (want if isinstance(want, (tuple, list)) else (want,)))
    assert len(ours) == len(want)
    return ours, want


def assert_same(fn, *args, rtol=None, atol=0.0):
    """Results equal (exactly, or within rtol/atol), NaNs in the same places."""
    ours, want = run_both(fn, *args)
    for o, w in zip(ours, want):
        assert o.shape == w.shape and o.dtype == w.dtype, (o.shape, o.dtype, w.shape, w.dtype)
        if rtol is None:
            np.testing.assert_array_equal(o, w)
        else:
            np.testing.assert_allclose(o, w, rtol=rtol, atol=atol, equal_nan=True)


def assert_close_to_scale(fn, *args, tol):
    """Results within `tol` relative, or `tol` times the largest finite magnitude of the
    expected output absolute (entries near zero of a factorization), NaNs in the same places."""
    ours, want = run_both(fn, *args)
    for o, w in zip(ours, want):
        assert o.shape == w.shape and o.dtype == w.dtype, (o.shape, o.dtype, w.shape, w.dtype)
        finite = np.isfinite(w)
        scale = np.abs(w[finite]).max() if finite.any() else 1.0
        np.testing.assert_allclose(o, w, rtol=tol, atol=tol * scale, equal_nan=True)


def in_precision_of(dtype, fn):
    """fn() with JAX's 64-bit types on when `dtype` is f64 or c128."""
    if np.dtype(dtype) in (np.float64, np.complex128):
        with x64():
            return fn()
    return fn()


def x64():
    """A context in which JAX uses 64-bit types (jax.enable_x64), for one test."""
    import jax

    return jax.enable_x64(True)
