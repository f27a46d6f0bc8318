"""The call path of `Executable` (runtime/executable.py): its fast path for numpy arrays that
already fit takes exactly the arrays `prepare` would pass unchanged, and every other argument
(strided, Fortran-ordered, misaligned, read-only, big-endian, subclassed, empty, Python lists)
still goes through the checks and conversions, with results equal to numpy's and inputs
untouched; tiny programs never touch the thread pool; the dispatch benchmark runs."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc

X = np.arange(24, dtype=np.float32).reshape(4, 6) - 7.5
Y = np.linspace(-3, 3, 24, dtype=np.float32).reshape(4, 6)


@pytest.fixture(scope="module")
def exe():
    return stablehlo_cc.compile(jax.jit(lambda a, b: a * b + 1.0).lower(X, Y))


def _misaligned(a):
    raw = np.zeros(a.nbytes + 1, np.uint8)
    view = raw[1:].view(a.dtype).reshape(a.shape)
    view[...] = a
    assert view.__array_interface__["data"][0] % a.dtype.alignment
    return view


class _Sub(np.ndarray):
    pass


def _read_only(a):
    b = a.copy()
    b.flags.writeable = False
    return b


@pytest.mark.parametrize("make", [
    lambda a: a,
    lambda a: np.asfortranarray(a),
    lambda a: np.repeat(a, 2, axis=1)[:, ::2],
    _misaligned,
    _read_only,
    lambda a: a.astype(">f4"),
    lambda a: a.view(_Sub),
    lambda a: a.tolist(),
    lambda a: jnp.asarray(a),
], ids=["plain", "fortran", "strided", "misaligned", "read_only", "big_endian", "subclass",
        "list", "jax_array"])
def test_every_kind_of_argument_gives_numpy_result(exe, make):
    x, y = make(X), make(Y)
    before = [np.array(v, copy=True) for v in (x, y)]
    got = exe(x, y)
    assert type(got) is np.ndarray and got.dtype == np.float32 and got.shape == (4, 6)
    np.testing.assert_array_equal(got, X * Y + np.float32(1.0))
    for v, b in zip((x, y), before):
        np.testing.assert_array_equal(np.asarray(v), b)  # inputs are never written


def test_checks_still_name_the_argument(exe):
    with pytest.raises(TypeError, match="argument 1.*element type float64"):
        exe(X, Y.astype(np.float64))
    with pytest.raises(ValueError, match="argument 0.*shape \\(6, 4\\)"):
        exe(X.T.copy(), Y)
    with pytest.raises(TypeError, match="its 2 arrays in order"):
        exe(X)


def test_results_are_fresh_arrays_each_call(exe):
    a, b = exe(X, Y), exe(X, Y)
    assert a.ctypes.data != b.ctypes.data
    a[...] = 0
    np.testing.assert_array_equal(b, X * Y + np.float32(1.0))


def test_empty_arrays_and_several_results():
    fn = lambda a, b: (a + b, a.sum())  # noqa: E731
    z = np.zeros((0, 3), np.float32)
    exe = stablehlo_cc.compile(jax.jit(fn).lower(z, z))
    s, t = exe(z, z)
    assert s.shape == (0, 3) and float(t) == 0.0


def test_tiny_programs_do_not_call_the_pool():
    """A 4-element add compiles to straight-line code: no parallel region, no hand-off."""
    ir = stablehlo_cc.compile(jax.jit(lambda a, b: a + b).lower(X[0, :4], Y[0, :4]),
                              emit="llvm-ir")
    assert "kmpc" not in ir and "__shlo_native" not in ir


def test_dispatch_benchmark_runs():
    from benchmarks import dispatch

    results = dispatch.measure(size=4, repeats=200)
    assert set(results) >= {"exe(x, y)", "ctypes call", "jax.jit(f)(x, y), jax.Arrays in"}
    assert all(v > 0 for v in results.values())
    loops = dispatch.loop_iterations(steps=20, repeats=2)  # checks ours against jax.jit too
    assert len(loops) == 2 and all(o > 0 and x > 0 for o, x in loops.values())
