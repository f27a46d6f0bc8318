"""The strip form of column reductions under both strip plans (compiler/linalg/
column_reductions.py, `StripPlan`): AVX-512's (page-long strips, 8-row blocks, prefetch) and
the other hosts' (whole rows up to 16 KiB in 4-row blocks, the rows cut into chunks for the
threads). Each plan is pinned, so both run on any host: values against numpy at real sizes,
the same bits for 1, 2 and 3 threads, and which strips each plan takes."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler.linalg import column_reductions, reduction_codegen

RNG = np.random.default_rng(10)


def _run_threads(exe, x):
    results = []
    for threads in (1, 2, 3):
        exe.num_threads = threads
        results.append(np.asarray(exe(x)))
    for r in results[1:]:
        assert r.tobytes() == results[0].tobytes()  # one fixed order for any thread count
    return results[0]


def _compiled(fn, x, plan, monkeypatch):
    """`fn` compiled under `plan`; returns (executable, the strips `_column_strip` chose)."""
    monkeypatch.setattr(column_reductions, "_host_strip_plan",
                        lambda: getattr(column_reductions, plan))
    strips, original = [], column_reductions._column_strip

    def recording(*args):
        strips.append(original(*args))
        return strips[-1]

    # (reduction_codegen calls it by the name it imported)
    monkeypatch.setattr(reduction_codegen, "_column_strip", recording)
    return stablehlo_cc.compile(jax.jit(fn).lower(x), cache=False), strips


PLANS = ["STRIPS_AVX512", "STRIPS_OTHER"]
# shape -> the strip (columns) each plan takes: AVX-512's page-long strips, at least two
# (2052 rows, no multiple of its 8-row blocks, take the plain form); the others' whole rows
# up to 16 KiB (of any number of columns: 3072, 1536, 1000 with a last partial vector; AVX-512's
# strips need a whole number of vectors), or two strips where
# the rows cannot be cut into chunks of whole pairwise blocks (2052 rows).
SHAPES = {
    (8192, 2048): {"STRIPS_AVX512": 1024, "STRIPS_OTHER": 2048},
    (4096, 4096): {"STRIPS_AVX512": 1024, "STRIPS_OTHER": 4096},
    (16384, 1024): {"STRIPS_AVX512": 512, "STRIPS_OTHER": 1024},
    (2052, 2048): {"STRIPS_AVX512": None, "STRIPS_OTHER": 1024},
    (1024, 16384): {"STRIPS_AVX512": 1024, "STRIPS_OTHER": 4096},
    (8192, 3072): {"STRIPS_AVX512": 1024, "STRIPS_OTHER": 3072},
    (16384, 1536): {"STRIPS_AVX512": 512, "STRIPS_OTHER": 1536},
    (16384, 1000): {"STRIPS_AVX512": None, "STRIPS_OTHER": 1000},
}


@pytest.mark.parametrize("plan", PLANS)
@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_column_sums(plan, shape, monkeypatch):
    """Float column sums: within log2(rows) ulp of the exact sums (pairwise blocks), the
    same bits for any thread count, in the strips of the plan (`SHAPES`)."""
    x = (RNG.standard_normal(shape) + 1).astype(np.float32)
    exe, strips = _compiled(lambda x: x.sum(axis=0), x, plan, monkeypatch)
    got = _run_threads(exe, x)
    exact = x.astype(np.float64).sum(axis=0)
    ulp = np.spacing(np.abs(exact.astype(np.float32))).astype(np.float64)
    assert np.max(np.abs(got - exact) / ulp) <= np.log2(shape[0])
    assert strips == [SHAPES[shape][plan]]


@pytest.mark.parametrize("plan", PLANS)
@pytest.mark.parametrize("name", ["max", "argmax"])
@pytest.mark.parametrize("shape", [(8192, 2048), (4096, 1000)])
def test_column_max_and_argmax(plan, name, shape, monkeypatch):
    """Bodies whose partial results combine (max, argmax) under both plans: numpy's
    results with NaNs, ties across chunks and a -inf column, for 1, 2 and 3 threads (1000
    columns: a last partial vector in the other hosts' whole rows)."""
    fn = {"max": lambda x: x.max(axis=0), "argmax": lambda x: jnp.argmax(x, axis=0)}[name]
    oracle = {"max": lambda x: x.max(axis=0), "argmax": lambda x: np.argmax(x, axis=0)}[name]
    x = RNG.integers(-3, 4, shape).astype(np.float32)
    flat = x.reshape(-1)
    flat[RNG.integers(0, flat.size, flat.size // 5000)] = np.nan
    x[:, -1] = -np.inf
    exe, strips = _compiled(fn, x, plan, monkeypatch)
    np.testing.assert_array_equal(_run_threads(exe, x), oracle(x))
    if plan == "STRIPS_OTHER":
        assert [s for s in strips if s is not None] == [shape[1]]


@pytest.mark.parametrize("plan", PLANS)
def test_integer_column_sums_keep_two_strips(plan, monkeypatch):
    """An integer sum is not cut into row chunks (its initial value would enter once per
    chunk), so its strips stay the parallel blocks: at least two, under either plan."""
    x = RNG.integers(-100, 100, (8192, 2048)).astype(np.int32)
    exe, strips = _compiled(lambda x: jax.lax.reduce(x, np.int32(7), jax.lax.add, (0,)), x,
                            plan, monkeypatch)
    np.testing.assert_array_equal(_run_threads(exe, x), x.sum(axis=0) + 7)
    chosen = [s for s in strips if s is not None]
    assert chosen and all(2048 // s >= 2 for s in chosen)


@pytest.mark.parametrize("plan", PLANS)
@pytest.mark.parametrize("case", ["middle_axis", "bf16_to_f32", "squares"])
def test_other_column_forms(plan, case, monkeypatch):
    """Sums over a middle axis (8x2048x1024 over axis 1: a parallel loop outside the strips),
    of bf16 data widened to f32, and of a fused square, under both plans: numpy's values
    (float64 oracle), the same bits for 1, 2 and 3 threads."""
    import ml_dtypes
    if case == "middle_axis":
        x = (RNG.standard_normal((8, 2048, 1024)) + 1).astype(np.float32)
        fn, exact = (lambda x: x.sum(axis=1)), x.astype(np.float64).sum(axis=1)
    elif case == "bf16_to_f32":
        x = (RNG.standard_normal((8192, 2048)) + 1).astype(ml_dtypes.bfloat16)
        fn = lambda x: x.astype(jnp.float32).sum(axis=0)  # noqa: E731
        exact = x.astype(np.float64).sum(axis=0)
    else:
        x = RNG.standard_normal((8192, 2048)).astype(np.float32)
        fn, exact = (lambda x: (x * x).sum(axis=0)), (x.astype(np.float64) ** 2).sum(axis=0)
    exe, strips = _compiled(fn, x, plan, monkeypatch)
    got = _run_threads(exe, x)
    assert [s for s in strips if s is not None], "the strip form"
    ulp = np.spacing(np.abs(exact.astype(np.float32))).astype(np.float64)
    assert np.max(np.abs(got - exact) / ulp) <= 16
