"""Reductions as vector code (compiler/linalg/reduction_codegen.py): rows, columns, middle
axes, whole arrays and argmax-style variadic reductions match jax.jit at real sizes for
every element type, keep NaN and tie semantics, and give bit-identical results for 1, 2 and
3 threads."""

from __future__ import annotations

import contextlib

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest

import stablehlo_cc
from jax_oracle import x64

RNG = np.random.default_rng(11)


def _normal(shape, dtype=np.float32):
    return RNG.standard_normal(shape).astype(dtype)


def _ints(shape, dtype=np.int32):
    return RNG.integers(-100, 100, shape).astype(dtype)


def _with_nans(x, count=5):
    x = x.copy()
    flat = x.reshape(-1)
    flat[RNG.integers(0, flat.size, count)] = np.nan
    return x


def _layer_norm(x, g, b):
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + 1e-5) * g + b


def _run_threads(exe, args):
    results = []
    for threads in (1, 2, 3):
        exe.num_threads = threads
        out = exe(*args)
        results.append(np.asarray(out[0] if isinstance(out, tuple) else out))
    for r in results[1:]:
        assert r.tobytes() == results[0].tobytes()  # one fixed order for any thread count
    return results[0]


def _check(fn, args, rtol=2e-5, atol=2e-5):
    wide = any(np.asarray(a).dtype.itemsize == 8 for a in args)
    with x64() if wide else contextlib.nullcontext():
        exe = stablehlo_cc.compile(jax.jit(fn).lower(*args))
        want = np.asarray(jax.jit(fn)(*args))
    got = _run_threads(exe, args)
    assert got.shape == want.shape and got.dtype == want.dtype
    if np.issubdtype(want.dtype, np.floating) or want.dtype == ml_dtypes.bfloat16:
        # sums differ from XLA's in rounding: within rtol of the largest result
        scale = max(1.0, float(np.nanmax(np.abs(want.astype(np.float64)), initial=0.0)))
        np.testing.assert_allclose(got.astype(np.float64), want.astype(np.float64),
                                   rtol=rtol, atol=atol * scale)
    else:
        np.testing.assert_array_equal(got, want)
    return exe


# (function, arguments, rtol): real sizes, every axis kind
CASES = {
    "row_sum_8192x2048": (lambda x: x.sum(axis=1), [_normal((8192, 2048))], 2e-5),
    "col_sum_8192x2048": (lambda x: x.sum(axis=0), [_normal((8192, 2048))], 2e-5),
    "softmax_4096x1024": (lambda x: jax.nn.softmax(x, axis=-1), [_normal((4096, 1024))], 2e-5),
    "layernorm_4096x1024": (_layer_norm, [_normal((4096, 1024)), _normal(1024),
                                          _normal(1024)], 1e-4),
    "logsumexp_rows": (lambda x: jax.nn.logsumexp(x, axis=1), [_normal((1024, 1000))], 2e-5),
    "row_max_odd": (lambda x: x.max(axis=1), [_normal((777, 1001))], 0),
    "row_min_f64": (lambda x: x.min(axis=1), [_normal((512, 2000), np.float64)], 0),
    "row_sum_f64": (lambda x: x.sum(axis=1), [_normal((512, 2000), np.float64)], 1e-12),
    "col_sum_f64": (lambda x: x.sum(axis=0), [_normal((2000, 300), np.float64)], 1e-12),
    "row_sum_bf16": (lambda x: x.sum(axis=1), [_normal((512, 1024), ml_dtypes.bfloat16)], 2e-2),
    "col_max_bf16": (lambda x: x.max(axis=0), [_normal((1024, 384), ml_dtypes.bfloat16)], 0),
    "row_sum_i32": (lambda x: x.sum(axis=1), [_ints((1024, 1000))], 0),
    "col_sum_i8": (lambda x: x.sum(axis=0, dtype=jnp.int8), [_ints((600, 1000), np.int8)], 0),
    "row_max_i64": (lambda x: x.max(axis=1), [_ints((300, 1000), np.int64)], 0),
    "middle_axis_rank3": (lambda x: x.sum(axis=1), [_normal((16, 300, 128))], 2e-5),
    "middle_axes_rank4": (lambda x: x.sum(axis=(1, 2)), [_normal((8, 40, 30, 96))], 2e-5),
    "outer_axes_rank4": (lambda x: x.mean(axis=(0, 2)), [_normal((8, 64, 30, 100))], 2e-5),
    "inner_axes_rank3_max": (lambda x: x.max(axis=(1, 2)), [_normal((64, 50, 70))], 0),
    "sum_16M_to_scalar": (lambda x: x.sum(), [_normal((1 << 24,))], 1e-5),
    "sum_2d_to_scalar": (lambda x: x.sum(), [_normal((3000, 1001))], 1e-5),
    "argmax_rows": (lambda x: jnp.argmax(x, axis=1), [_normal((4096, 1024))], 0),
    "argmin_columns": (lambda x: jnp.argmin(x, axis=0), [_normal((1000, 1024))], 0),
    "argmax_middle": (lambda x: jnp.argmax(x, axis=1), [_normal((8, 500, 64))], 0),
    "weighted_col_sum": (lambda x, w: (x * w).sum(axis=0), [_normal((4096, 1536)),
                                                          _normal(1536)], 2e-5),
    "middle_axis_strips": (lambda x: x.sum(axis=1), [_normal((6, 304, 2048))], 2e-5),
    # inputs read through constant-0 map results (broadcasts of unit dimensions)
    "jnp_var_rows": (lambda x: jnp.var(x, axis=-1), [_normal((8, 64, 768))], 1e-5),
    "jnp_var_layer_norm": (lambda x, g: (x - x.mean(-1, keepdims=True)) * jax.lax.rsqrt(
        jnp.var(x, axis=-1, keepdims=True) + 1e-12) * g, [_normal((16, 128, 256)) + 3.0,
                                                          _normal(256)], 1e-4),
    "unit_leading_broadcast": (lambda x, m: ((x - m) ** 2).sum(axis=-1),
                               [_normal((4, 96, 1000)), _normal((1, 96, 1))], 2e-5),
    "unit_only_broadcast": (lambda x, m: (x * m).max(axis=(0, 2)),
                            [_normal((12, 80, 640)), _normal((1, 1, 1))], 0),
    # i1 inputs (read as scalars along the lanes) and rows of a sliced table (a subview)
    "masked_rms_rows": (lambda x, m: (jnp.where(m[..., None], x, 0.0) ** 2).sum(-1),
                        [_normal((8, 48, 256)), RNG.random((8, 48)) > 0.3], 2e-5),
    "masked_column_sums": (lambda x, m: jnp.where(m[:, None], x, 0.0).sum(0),
                           [_normal((4096, 1536)), RNG.random(4096) > 0.5], 2e-5),
    "mask_along_the_rows": (lambda x, m: jnp.where(m, x, 0.0).sum(-1),
                            [_normal((512, 1000)), RNG.random((512, 1000)) > 0.5], 2e-5),
    "sliced_table_rows": (lambda x, pos: (x + pos[:64]).mean(-1),
                          [_normal((8, 64, 256)), _normal((512, 256))], 2e-5),
    "sliced_table_at_an_offset": (lambda x, pos: ((x + pos[64:128]) ** 2).sum(-1),
                                  [_normal((8, 64, 768)), _normal((512, 768))], 2e-5),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_matches_jax_and_is_bit_identical_for_any_thread_count(name):
    fn, args, rtol = CASES[name]
    _check(fn, args, rtol=rtol, atol=rtol)


def _np_softmax(x):
    e = np.exp(x - x.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


# (function, numpy's version): numpy is the oracle with NaNs, since XLA:CPU's vectorized
# max/min reductions drop NaNs at these sizes (max over 512x640 with a NaN column gives
# numbers); the spec's maximum/minimum, jnp's docs and numpy propagate them.
NAN_CASES = {
    "row_max": (lambda x: x.max(axis=1), lambda x: x.max(axis=1)),
    "col_min": (lambda x: x.min(axis=0), lambda x: x.min(axis=0)),
    "row_argmax": (lambda x: jnp.argmax(x, axis=1), lambda x: np.argmax(x, axis=1)),
    "col_argmax": (lambda x: jnp.argmax(x, axis=0), lambda x: np.argmax(x, axis=0)),
    "row_argmin": (lambda x: jnp.argmin(x, axis=1), lambda x: np.argmin(x, axis=1)),
    "row_sum": (lambda x: x.sum(axis=1), lambda x: x.sum(axis=1)),
    "softmax": (lambda x: jax.nn.softmax(x, axis=-1), _np_softmax),
}


@pytest.mark.parametrize("name", sorted(NAN_CASES))
def test_nan_semantics(name):
    x = _with_nans(_normal((512, 640)), count=40)
    x[7, :] = np.nan  # a row and a column of NaNs only, and rows with two NaNs
    x[:, 9] = np.nan
    x[11, [3, 600]] = np.nan
    x[:, 20] = -np.inf
    fn, oracle = NAN_CASES[name]
    exe = stablehlo_cc.compile(jax.jit(fn).lower(x))
    got = _run_threads(exe, [x])
    want = oracle(x)
    if got.dtype.kind == "f":
        np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
        ok = ~np.isnan(want)
        np.testing.assert_allclose(got[ok], want[ok], rtol=2e-5, atol=2e-5)
    else:
        np.testing.assert_array_equal(got, want)
    # and without the NaN column, where some rows still have NaNs
    x[:, 9] = 1.0
    got = _run_threads(exe, [x])
    want = oracle(x)
    if got.dtype.kind == "f":
        np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
    else:
        np.testing.assert_array_equal(got, want)


def test_argmax_ties_pick_the_first_index():
    x = RNG.integers(0, 3, (1024, 700)).astype(np.float32)  # many equal maxima a row
    for fn in (lambda a: jnp.argmax(a, axis=1), lambda a: jnp.argmax(a, axis=0)):
        _check(fn, [x])


def _awkward_rows(shape, dtype=np.float32):
    """Rows with ties (few distinct values), NaNs (some rows two of them), -inf and +inf,
    and a row of all -inf (its argmax is 0)."""
    x = RNG.integers(-3, 4, shape).astype(dtype)
    flat = x.reshape(-1, shape[-1])
    if np.issubdtype(dtype, np.floating):
        n = flat.shape[0]
        for value, count in ((np.nan, n // 3), (-np.inf, n), (np.inf, n // 4)):
            rows = RNG.integers(0, n, count)
            flat[rows, RNG.integers(0, shape[-1], count)] = value
        flat[0] = -np.inf
        flat[1, -1] = np.nan
    return x


@pytest.mark.parametrize("shape", [(4096, 4096), (256, 1000), (64, 3, 37), (48, 16),
                                   (32, 9), (512, 4099), (1000, 4096), (7, 50),
                                   (5, 1001, 40)])
def test_argmax_along_rows_in_transposed_blocks(shape):
    """argmax/argmin along rows, whose rows are read in blocks of (rows x lanes) transposed in
    registers, plus a tail of columns a step: the same indices as jax.jit (first index on
    ties, the first NaN, -inf rows) at the benchmark's size, with a tail, with outer
    parallel dimensions, with rows shorter than a block (the gather form alone) and with
    row counts that are no multiple of a vector (1000 = 62 x 16 + 8; 7 = 4 + 2 + 1)."""
    for dtype in (np.float32, np.int32):
        x = _awkward_rows(shape, dtype)
        for fn in (lambda a: jnp.argmax(a, axis=-1), lambda a: jnp.argmin(a, axis=-1)):
            _check(fn, [x])


@pytest.mark.parametrize("shape", [(1000, 4096), (48, 16), (32, 9), (7, 50), (5, 1001, 40)])
def test_argmax_blocks_of_eight_lanes(shape, monkeypatch):
    """The same on an AVX2 host's 8 lanes (8 x 8 blocks; 1000 = 125 x 8), whatever this
    host's vectors: the code runs on any x86-64 host with AVX2."""
    from stablehlo_cc.compiler.linalg import contraction_codegen, reduction_common
    monkeypatch.setattr(reduction_common, "host_register_block",
                        lambda: contraction_codegen.RegisterBlock(rows=6, vectors=2,
                                                                  vector_bytes=32))
    test_argmax_along_rows_in_transposed_blocks(shape)


def test_column_sums_are_fixed_order_pairwise_sums():
    """Column sums (plain and strip forms) add blocks of rows pairwise in an order fixed by
    the shape: the same bits for every thread count, within log2(rows) ulp of the exact sum
    (tests/test_pairwise_column_sums.py has the error bounds at more sizes)."""
    for shape in ((8192, 2048), (1000, 384), (2048, 4096)):
        x = _normal(shape) + np.float32(1)  # (sums far from 0: ulp of the result is the scale)
        exe = stablehlo_cc.compile(jax.jit(lambda x: x.sum(axis=0)).lower(x))
        got = _run_threads(exe, [x])
        exact = x.astype(np.float64).sum(axis=0)
        ulp = np.spacing(np.abs(exact.astype(np.float32))).astype(np.float64)
        assert np.max(np.abs(got - exact) / ulp) <= np.log2(shape[0]), shape


@pytest.mark.parametrize("plan", ["STRIPS_AVX512", "STRIPS_OTHER"])
def test_streaming_column_strips_prefetch_the_next_block(plan, monkeypatch):
    """With a strip plan that prefetches (AVX-512's, column_reductions.STRIPS_AVX512: pinned
    here, the code runs on any host) the strip form prefetches the rows of the next block
    when its input streams from memory (8192x2048 f32), not when it stays in L2 (600x384,
    under row_prefetch._MIN_BYTES); the AVX2 plan (STRIPS_OTHER) prefetches nothing. The
    sums are numpy's either way, the same bits for 1, 2 and 3 threads."""
    from stablehlo_cc.compiler.linalg import column_reductions
    monkeypatch.setattr(column_reductions, "_host_strip_plan",
                        lambda: getattr(column_reductions, plan))

    def prefetches(shape):
        return stablehlo_cc.compile(jax.jit(lambda x: x.sum(axis=0)).lower(_normal(shape)),
                                    emit="llvm-ir", cache=False).count(
                                        "call void @llvm.prefetch")

    assert (prefetches((8192, 2048)) > 0) == (plan == "STRIPS_AVX512")
    assert prefetches((600, 384)) == 0
    x = _normal((8192, 2048)) + np.float32(1)
    exe = stablehlo_cc.compile(jax.jit(lambda x: x.sum(axis=0)).lower(x), cache=False)
    got = _run_threads(exe, [x])
    exact = x.astype(np.float64).sum(axis=0)
    ulp = np.spacing(np.abs(exact.astype(np.float32))).astype(np.float64)
    assert np.max(np.abs(got - exact) / ulp) <= np.log2(x.shape[0])


def test_reductions_become_vector_code():
    """No scalar reduction loops are left: row, column and argmax reductions are vector code."""
    for fn, shape in ((lambda x: x.sum(axis=1), (512, 1024)),
                      (lambda x: x.sum(axis=0), (512, 1024)),
                      (lambda x: jnp.argmax(x, axis=1), (512, 1024))):
        text = stablehlo_cc.compile(jax.jit(fn).lower(_normal(shape)), emit="llvm-dialect")
        assert "vector<" in text


def test_large_column_and_scalar_reductions_are_parallel_regions():
    """Large column sums run on the pool: over strips of columns (8192x2048), and over chunks
    of rows when the kept columns are one tile (65536x64, batch-norm statistics over
    8x56x56); small ones (4096x8) stay inline."""
    for fn, shape in ((lambda x: x.sum(axis=0), (8192, 2048)),
                      (lambda x: x.sum(axis=0), (65536, 64)),
                      (lambda x: x.mean(axis=(0, 1, 2)), (8, 56, 56, 64)),
                      (lambda x: x.sum(), (1 << 22,))):
        ir = stablehlo_cc.compile(jax.jit(fn).lower(_normal(shape)), emit="llvm-ir")
        assert "__shlo_kmpc_fork_call" in ir, shape
    ir = stablehlo_cc.compile(jax.jit(lambda x: x.sum(axis=0)).lower(_normal((4096, 8))),
                              emit="llvm-ir")
    assert "__shlo_kmpc_fork_call" not in ir


@pytest.mark.parametrize("name", ["masked_rms_rows", "masked_column_sums", "sliced_table_rows",
                                  "sliced_table_at_an_offset"])
def test_masks_and_sliced_tables_become_vector_code(name, monkeypatch):
    """A reduction reading an i1 mask that is constant along its lanes (T5's RMS norm) or a
    subview of a table's rows (BERT's position embeddings) is vector code, not scalar loops
    (they were: 95 and 135 us against 21 and 32 us for 8 x 48 x 256 and 8 x 64 x 256)."""
    from stablehlo_cc.compiler.linalg import reduction_codegen, stage
    done = []
    original = reduction_codegen.vectorize_reductions

    def spy(module):
        done.append(original(module))
        return done[-1]

    monkeypatch.setattr(stage.reduction_codegen, "vectorize_reductions", spy)
    monkeypatch.setenv("STABLEHLO_CC_CACHE", "0")
    fn, args, _ = CASES[name]
    stablehlo_cc.compile(jax.jit(fn).lower(*args))
    assert sum(done) >= 1


def _recording(monkeypatch, name):
    """Wrap column_reductions' `name`, recording what it returns."""
    from stablehlo_cc.compiler.linalg import column_reductions
    seen, original = [], getattr(column_reductions, name)

    def wrapper(*args, **kwargs):
        seen.append(original(*args, **kwargs))
        return seen[-1]

    monkeypatch.setattr(column_reductions, name, wrapper)
    return seen


COLUMN_CHUNK_CASES = {
    "sum": (lambda x: x.sum(axis=0), lambda x: x.astype(np.float64).sum(axis=0)),
    "max": (lambda x: x.max(axis=0), lambda x: x.max(axis=0)),
    "min": (lambda x: x.min(axis=0), lambda x: x.min(axis=0)),
    "argmax": (lambda x: jnp.argmax(x, axis=0), lambda x: np.argmax(x, axis=0)),
    "argmin": (lambda x: jnp.argmin(x, axis=0), lambda x: np.argmin(x, axis=0)),
}


@pytest.mark.parametrize("name", sorted(COLUMN_CHUNK_CASES))
@pytest.mark.parametrize("shape", [(8192, 2048), (16384, 512), (64, 2048), (2056, 2048),
                                   (65536, 64), (100001, 48), (1, 2048), (3, 2048),
                                   (4096, 1000), (3, 5)])
def test_column_reductions_in_row_chunks(name, shape, monkeypatch):
    """Column reductions cut into chunks of rows as well as columns (the strip form of
    8192x2048 had two strips, both the caller's blocks on two threads; 65536x64 max and
    argmax had one tile and ran on one thread): numpy's results (NaNs, ties across chunks,
    -inf columns), the same bits for 1, 2 and 3 threads, and the same bits as the unsplit
    code (max/argmax are exact; a sum's chunks hold a power of two of its blocks). Odd
    shapes (1 or 3 rows, 2056 rows, columns no multiple of a vector) stay unsplit."""
    from stablehlo_cc.compiler.linalg import column_reductions
    fn, oracle = COLUMN_CHUNK_CASES[name]
    x = RNG.integers(-3, 4, shape).astype(np.float32)  # (many ties, across chunks too)
    if name == "sum":
        x = _normal(shape) + np.float32(1)
    else:
        flat = x.reshape(-1)
        flat[RNG.integers(0, flat.size, max(1, flat.size // 5000))] = np.nan
        x[:, -1] = -np.inf
    strips = _recording(monkeypatch, "_strip_split")
    columns = _recording(monkeypatch, "_column_split")
    exe = stablehlo_cc.compile(jax.jit(fn).lower(x), cache=False)
    got = _run_threads(exe, [x])
    want = oracle(x)
    if name == "sum":
        # (in ulp of the sum of magnitudes: 3 rows may sum to nearly 0)
        scale = np.abs(x).astype(np.float64).sum(axis=0).astype(np.float32)
        ulp = np.spacing(scale).astype(np.float64)
        assert np.max(np.abs(got - want) / ulp) <= max(1.0, np.log2(shape[0]))
    else:
        np.testing.assert_array_equal(got, want)
    split = [s for s in strips + columns if s is not None]
    if shape in ((8192, 2048), (16384, 512), (65536, 64), (100001, 48)) or \
            (shape == (64, 2048) and name != "sum"):  # (64 rows: one block of a sum)
        assert split, "the rows should be cut into chunks"
    monkeypatch.setattr(column_reductions, "_strip_split", lambda *args: None)
    monkeypatch.setattr(column_reductions, "_column_split", lambda *args: None)
    whole = np.asarray(stablehlo_cc.compile(jax.jit(fn).lower(x), cache=False)(x))
    # (100001x48: a last chunk of 100001 - 15 x 6250 rows. 4096x1000 under a whole-rows strip
    # plan, column_reductions.STRIPS_OTHER: cut, its rows are read whole in the strip form,
    # whose sum blocks are 64 rows; uncut it is the plain form, of 32-row blocks)
    other_form = shape == (4096, 1000) and column_reductions._host_strip_plan().whole_rows
    if name != "sum" or shape != (100001, 48) and not other_form:
        assert got.tobytes() == whole.tobytes()


def test_column_chunks_merge_only_bodies_that_combine(monkeypatch):
    """An integer column sum (not idempotent: the initial value would enter once per chunk)
    and an f64 sum (no pairwise blocks) are not cut into row chunks; a column max of
    int32 is, with jax.jit's result. (numpy is the oracle of the sum with an initial value
    of 7: XLA:CPU adds it once per partial sum of its own, 264 times here.)"""
    strips = _recording(monkeypatch, "_strip_split")
    columns = _recording(monkeypatch, "_column_split")
    ints = _ints((8192, 2048))
    exe = stablehlo_cc.compile(jax.jit(lambda x: jax.lax.reduce(x, np.int32(7), jax.lax.add,
                                                                (0,))).lower(ints))
    np.testing.assert_array_equal(_run_threads(exe, [ints]), ints.sum(axis=0) + 7)
    _check(lambda x: x.sum(axis=0), [_normal((8192, 512), np.float64)], rtol=1e-12)
    _check(lambda x: x.sum(axis=0), [_ints((65536, 64))])
    assert not strips and not columns  # (never asked: no body to merge)
    _check(lambda x: x.max(axis=0), [ints])
    assert [s for s in strips if s is not None]


def test_row_vector_loops_stay_rolled():
    """The row form's vector loop reaches LLVM marked not to be unrolled, and stays a loop:
    unrolled (8 steps of a row of 256 on AVX2), a layer norm's rows were 16 % of the encoder
    kernel's optimized IR, with no gain in run time."""
    import re

    x = _normal((1, 256))
    fn = lambda x: x.sum(-1)  # noqa: E731
    text = stablehlo_cc.compile(jax.jit(fn).lower(x), emit="llvm-ir", cache=False)
    disabled = set(re.findall(r"^(!\d+) = !\{!\"llvm\.loop\.unroll\.disable\"\}", text, re.M))
    marked_edges = [m for m in re.findall(r"!llvm\.loop (!\d+)", text)
                    if any(re.search(rf"^{m} = distinct !\{{{m}(, !\d+)*, {d}[,}}]", text, re.M)
                           for d in disabled)]
    assert marked_edges, "the row's vector loop was unrolled"
    exe = stablehlo_cc.compile(jax.jit(fn).lower(x), cache=False)
    np.testing.assert_allclose(exe(x), x.astype(np.float64).sum(-1), rtol=1e-5)
