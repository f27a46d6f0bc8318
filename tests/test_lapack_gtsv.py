"""jaxlib's `lapack_?gtsv_ffi` (jax.lax.linalg.tridiagonal_solve on CPU): the solution against
jax.jit, and every output of the custom call (the factored diagonals and info, which JAX itself
drops) against XLA:CPU running jaxlib's LAPACK kernel on the same program."""

import re

import numpy as np
import pytest

import stablehlo_cc
import xla_oracle
from jax_oracle import run_both, x64

jax = pytest.importorskip("jax")
jnp = jax.numpy
solve = jax.lax.linalg.tridiagonal_solve

_TOL = {np.float32: 2e-4, np.float64: 1e-10, np.complex64: 2e-4, np.complex128: 1e-10}


def _random(shape, dtype, rng):
    x = rng.standard_normal(shape)
    if np.issubdtype(dtype, np.complexfloating):
        x = x + 1j * rng.standard_normal(shape)
    return x.astype(dtype)


def _system(lead, n, nrhs, dtype, seed=0):
    rng = np.random.default_rng(seed)
    dl, d, du = (_random(lead + (n,), dtype, rng) for _ in range(3))
    return dl, d, du, _random(lead + (n, nrhs), dtype, rng)


def _close(got, want, dtype):
    got, want = np.asarray(got), np.asarray(want)
    assert got.shape == want.shape and got.dtype == want.dtype
    finite = np.isfinite(want)
    scale = np.abs(want[finite]).max() if finite.any() else 1.0
    tol = _TOL[dtype]
    np.testing.assert_allclose(got, want, rtol=tol, atol=tol * scale, equal_nan=True)


def _every_output(lead, n, nrhs, dtype) -> str:
    """The exported program with all five results of the custom call returned."""
    zeros = jnp.zeros(lead + (n,), dtype)
    text = jax.jit(solve).lower(zeros, zeros, zeros, jnp.zeros(lead + (n, nrhs), dtype)).as_text()
    call = re.search(r"%\w+:5 = (stablehlo\.custom_call @lapack_\w+\(.*)", text).group(1)
    types = call[call.rindex("->") + 2:].strip().strip("()")
    params = ", ".join(f"%arg{i}: {t}" for i, t in enumerate(types.split(", ")[:4]))
    return (f"func.func @main({params}) -> ({types}) {{\n  %0:5 = {call}\n"
            f"  return %0#0, %0#1, %0#2, %0#3, %0#4 : {types}\n}}")


@pytest.mark.parametrize("lead,n,nrhs,dtype", [
    ((), 1, 1, np.float32), ((), 2, 3, np.complex64), ((), 3, 1, np.float32),
    ((), 40, 4, np.complex64), ((3,), 16, 2, np.float32), ((2, 2), 9, 1, np.complex64)])
def test_solution_matches_jax(lead, n, nrhs, dtype):
    args = _system(lead, n, nrhs, dtype)
    assert "lapack_" in jax.jit(solve).lower(*args).as_text()
    ours, want = run_both(solve, *args)
    _close(ours[0], want[0], dtype)


@pytest.mark.parametrize("dtype", [np.float64, np.complex128])
def test_solution_matches_jax_in_double_precision(dtype):
    with x64():
        args = _system((2,), 33, 3, dtype, seed=1)
        ours, want = run_both(solve, *args)
        _close(ours[0], want[0], dtype)


def test_long_system_at_a_real_size():
    # a diagonally dominant 1-D Poisson-like system, 4096 unknowns, 8 right-hand sides
    n = 4096
    rng = np.random.default_rng(2)
    dl = np.concatenate([[0], -np.ones(n - 1)]).astype(np.float32)
    du = np.concatenate([-np.ones(n - 1), [0]]).astype(np.float32)
    d = (2.5 + rng.random(n)).astype(np.float32)
    b = rng.standard_normal((n, 8)).astype(np.float32)
    ours, want = run_both(solve, dl, d, du, b)
    _close(ours[0], want[0], np.float32)


def _singular_mid_way(lead, n, dtype):
    """All-ones diagonals with one sub-diagonal zero: the pivot of step 2 is exactly 0."""
    dl, d, du = (np.ones(lead + (n,), dtype) for _ in range(3))
    dl[..., 2] = 0
    return dl, d, du


@pytest.mark.parametrize("dtype", [np.complex64])
def test_singular_systems_give_nan_as_jax(dtype):
    dl, d, du = _singular_mid_way((3,), 7, dtype)
    d[1] = 4.0  # this one is regular
    d[2, :] = 0  # and this one stops at its first step
    dl[2, :] = 0
    b = _random((3, 7, 2), dtype, np.random.default_rng(3))
    ours, want = run_both(solve, dl, d, du, b)
    assert np.isnan(np.asarray(want[0])[0]).all() and np.isnan(np.asarray(want[0])[2]).all()
    _close(ours[0], want[0], dtype)


@pytest.mark.parametrize("lead,n,nrhs,dtype,case", [
    ((), 2, 1, np.float32, "random"), ((3,), 16, 2, np.float32, "random"),
    ((2, 2), 9, 1, np.complex64, "random"), ((4,), 8, 1, np.float32, "singular"),
    ((), 300, 5, np.float32, "random")])
def test_every_output_matches_lapack_through_xla(lead, n, nrhs, dtype, case):
    source = _every_output(lead, n, nrhs, dtype)
    dl, d, du, b = _system(lead, n, nrhs, dtype, seed=4)
    if case == "singular":
        dl, d, du = _singular_mid_way(lead, n, dtype)
        if lead:
            dl[0], d[0] = 0, 0  # info 1 in the first matrix
    want = xla_oracle.run(source, dl, d, du, b)
    if case == "singular":
        assert np.asarray(want[4]).ravel()[-1] == 2  # the pivot of step 2 was zero
    got = stablehlo_cc.compile(source, cache=False)(dl, d, du, b)
    for g, x in zip(got[:4], want[:4]):
        _close(g, x, dtype)
    np.testing.assert_array_equal(np.asarray(got[4]), np.asarray(want[4]))


@pytest.mark.parametrize("lead,n,nrhs,dtype", [((2,), 12, 3, np.float64),
                                               ((3,), 10, 2, np.complex128)])
def test_every_output_matches_lapack_through_xla_in_double_precision(lead, n, nrhs, dtype):
    with x64():
        source = _every_output(lead, n, nrhs, dtype)
        args = _system(lead, n, nrhs, dtype, seed=5)
        want = xla_oracle.run(source, *args)
        got = stablehlo_cc.compile(source, cache=False)(*args)
    for g, x in zip(got[:4], want[:4]):
        _close(g, x, dtype)
    np.testing.assert_array_equal(np.asarray(got[4]), np.asarray(want[4]))


def test_no_right_hand_side_still_factors():
    # nrhs 0: the diagonals and info as LAPACK leaves them (the C routine solves a zero
    # column); the oracle is the same system with one right-hand side (jaxlib's kernel itself
    # stops on a division by zero for nrhs 0)
    dl, d, du, b = _system((2,), 6, 1, np.float32, seed=6)
    dl[1], d[1] = 0, 0  # info 1
    want = xla_oracle.run(_every_output((2,), 6, 1, np.float32), dl, d, du, b)
    got = stablehlo_cc.compile(_every_output((2,), 6, 0, np.float32), cache=False)(
        dl, d, du, b[..., :0])
    for g, x in zip(got[:3], want[:3]):
        _close(g, x, np.float32)
    assert np.asarray(got[3]).shape == (2, 6, 0)
    np.testing.assert_array_equal(np.asarray(got[4]), np.asarray(want[4]))


@pytest.mark.parametrize("perturb", [False, True])
def test_batch_on_threads_is_bit_identical(perturb):
    # 400 systems of 300: split over the thread pool (contract/native/lapack_batch.inc)
    args = _system((400,), 300, 2, np.float32, seed=7)
    fn = jax.jit(lambda *a: solve(*a, perturb_singular=perturb))
    exe = stablehlo_cc.compile(fn.lower(*args), cache=False)
    results = []
    for threads in (1, 2, 3):
        exe.num_threads = threads
        results.append(np.asarray(exe(*args)))
    assert results[0].tobytes() == results[1].tobytes() == results[2].tobytes()
    _close(results[0], fn(*args), np.float32)
