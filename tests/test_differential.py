"""Differential tests against the reference interpreter, one per op family: hypothesis draws
the element type, the op, the shapes (rank 0 and empty dimensions included) and a seed for
the values (special values included). Bounded: few examples each, no deadline."""

from __future__ import annotations

import os

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import stablehlo_cc
from stablehlo_cc.types import numpy_dtype

import reference
from test_element_types import SMALL_FLOATS, _tbd_override
from tolerances import assert_close, assert_exact, loose

# STABLEHLO_CC_EXAMPLES=500 explores further (with fresh randomness) on a developer machine.
_EXAMPLES = int(os.environ.get("STABLEHLO_CC_EXAMPLES", "0"))
SETTINGS = settings(max_examples=_EXAMPLES or 25, deadline=None, derandomize=not _EXAMPLES,
                    suppress_health_check=[HealthCheck.too_slow])

FLOATS = ["f32", "f64", "f16", "bf16", "f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f6E3M2FN"]
INTS = ["i8", "i16", "i32", "i64", "ui8", "ui32", "ui64", "i4", "ui4"]
COMPLEX = ["complex<f32>", "complex<f64>"]

# Types without inf or NaN: an infinite intermediate result becomes ±max for us (as ml_dtypes
# converts) and 0 in the interpreter; test_element_types covers that choice.
_FINITE_ONLY = ("f6E2M3FN", "f6E3M2FN", "f4E2M1FN")

shapes = st.lists(st.integers(0, 4), min_size=0, max_size=3).map(tuple)


def values(element: str, shape, seed: int, *, positive=False, nonzero=False) -> np.ndarray:
    """Random values of `element`, about one in eight a special one (0, -0, ±inf, NaN, the
    extremes of the type)."""
    rng = np.random.default_rng(seed)
    dt = numpy_dtype(element)
    if element == "i1":
        return rng.integers(0, 2, shape).astype(bool)
    if element.startswith("complex"):
        part = "f32" if element == "complex<f32>" else "f64"
        out = np.empty(shape, dt)
        out.real, out.imag = values(part, shape, seed + 1), values(part, shape, seed + 2)
        return out
    if dt.kind in "iu" or element in ("i4", "ui4", "i2", "ui2"):
        import ml_dtypes
        info = ml_dtypes.iinfo(dt)
        lo, hi = int(info.min), int(info.max)
        x = rng.integers(max(lo, -100), min(hi, 100) + 1, shape, dtype=np.int64).astype(object)
        special = rng.random(shape) < 0.125
        x = np.where(special, np.array([lo, hi, 0, 1], object)[rng.integers(0, 4, shape)], x)
        if nonzero:
            x = np.where(x == 0, 1, x)
        if positive:
            x = np.abs(x)
        x = np.array(x, object)
        return x.astype(np.float64).astype(dt) if dt.itemsize == 1 and element in (
            "i4", "ui4") else x.astype(dt)
    x = rng.standard_normal(shape) * np.exp2(rng.integers(-4, 5, shape))
    specials = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0])
    x = np.where(rng.random(shape) < 0.125, rng.choice(specials, shape), x)
    if positive:
        x = np.abs(x)
    with np.errstate(over="ignore", invalid="ignore"):
        return x.astype(dt)


def _type(shape, element: str) -> str:
    return "tensor<" + "".join(f"{d}x" for d in shape) + element + ">"


def _compare(got, want, element: str, op: str, exact: bool):
    got = got if isinstance(got, tuple) else (got,)
    for g, w in zip(got, want):
        if exact:
            assert_exact(g, w, op)
        else:
            assert_close(g, w, element, op, tolerance=loose(op, element))


UNARY_EXACT = ["negate", "abs", "floor", "ceil", "round_nearest_even", "round_nearest_afz",
               "sign", "not", "popcnt", "count_leading_zeros"]
UNARY_FLOAT = ["exponential", "log", "sqrt", "rsqrt", "tanh", "sine", "cosine", "logistic",
               "exponential_minus_one", "log_plus_one", "cbrt", "tan"]


@SETTINGS
@given(st.data())
def test_unary_elementwise(data):
    kind = data.draw(st.sampled_from(["float", "int", "complex"]))
    if kind == "float":
        element = data.draw(st.sampled_from(FLOATS))
        op = data.draw(st.sampled_from(UNARY_EXACT[:7] + (UNARY_FLOAT if element not in
                                                          _FINITE_ONLY else [])))
    elif kind == "int":
        element = data.draw(st.sampled_from(INTS))
        op = data.draw(st.sampled_from(["negate", "not", "popcnt", "count_leading_zeros"] +
                                       ([] if element.startswith("u") else ["abs", "sign"])))
    else:
        element = data.draw(st.sampled_from(COMPLEX))
        op = data.draw(st.sampled_from(["negate", "sign", "exponential", "log", "sqrt",
                                        "tanh", "sine", "cosine", "rsqrt"]))
    if element == "f8E3M4" and op.startswith(("round", "floor", "ceil")):
        return  # the interpreter answers NaN there (see test_edge_semantics)
    shape = data.draw(shapes)
    t = _type(shape, element)
    src = f"""func.func @main(%a: {t}) -> {t} {{
      %0 = stablehlo.{op} %a : {t}
      return %0 : {t}
    }}"""
    x = values(element, shape, data.draw(st.integers(0, 2**31)))
    _compare(stablehlo_cc.compile(src)(x), reference.run(src, x), element, op,
             exact=op in UNARY_EXACT and kind != "complex")  # complex sign is x / |x|


BINARY_FLOAT = ["add", "subtract", "multiply", "divide", "maximum", "minimum", "power",
                "remainder", "atan2"]
BINARY_INT = ["add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum",
              "and", "or", "xor", "shift_left", "shift_right_arithmetic", "shift_right_logical",
              "power"]


@SETTINGS
@given(st.data())
def test_binary_elementwise(data):
    kind = data.draw(st.sampled_from(["float", "int", "complex"]))
    if kind == "float":
        element = data.draw(st.sampled_from(FLOATS))
        op = data.draw(st.sampled_from(BINARY_FLOAT if element not in _FINITE_ONLY else
                                       ["add", "subtract", "multiply", "maximum", "minimum"]))
    elif kind == "int":
        element = data.draw(st.sampled_from(INTS))
        op = data.draw(st.sampled_from(BINARY_INT))
    else:
        element = data.draw(st.sampled_from(COMPLEX))
        op = data.draw(st.sampled_from(["add", "subtract", "multiply", "divide", "power"]))
    shape = data.draw(shapes)
    t = _type(shape, element)
    src = f"""func.func @main(%a: {t}, %b: {t}) -> {t} {{
      %0 = stablehlo.{op} %a, %b : {t}
      return %0 : {t}
    }}"""
    seed = data.draw(st.integers(0, 2**31))
    a = values(element, shape, seed)
    # The interpreter aborts on integer division by zero (XLA's answers are checked in
    # test_edge_semantics); keep divisors non-zero here, and exponents non-negative.
    b = values(element, shape, seed + 7, nonzero=kind == "int" and op in ("divide", "remainder"),
               positive=kind == "int" and op == "power")
    if kind == "complex" and op == "power":  # special values (and z^0 = 1, where the
        a = np.nan_to_num(a, posinf=2.0, neginf=-2.0)  # interpreter differs): test_complex_math
        b = np.nan_to_num(b, posinf=2.0, neginf=-2.0)
    exact = kind == "int" or op in ("add", "subtract", "multiply", "maximum", "minimum") \
        and kind == "float" and element in SMALL_FLOATS + ["bf16", "f16", "f32", "f64"] \
        and op in ("maximum", "minimum")
    _compare(stablehlo_cc.compile(src)(a, b), reference.run(src, a, b), element, op, exact)


CONVERT_TYPES = ["i1", "i8", "i32", "i64", "ui8", "ui64", "i4", "f32", "f64", "f16", "bf16",
                 "f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E8M0FNU", "f4E2M1FN", "complex<f32>"]


@SETTINGS
@given(st.data())
def test_convert(data):
    source = data.draw(st.sampled_from(CONVERT_TYPES))
    target = data.draw(st.sampled_from(CONVERT_TYPES))
    if source.startswith("complex") and not target.startswith("complex"):
        return  # complex to real takes the real part: covered in test_element_types
    shape = data.draw(shapes)
    s, t = _type(shape, source), _type(shape, target)
    src = f"""func.func @main(%a: {s}) -> {t} {{
      %0 = stablehlo.convert %a : ({s}) -> {t}
      return %0 : {t}
    }}"""
    x = values(source, shape, data.draw(st.integers(0, 2**31)))
    got = stablehlo_cc.compile(src)(x)
    want = _tbd_override(source, target, x, reference.run(src, x)[0])
    assert_exact(got, want, f"{source} -> {target}")


@SETTINGS
@given(st.data())
def test_reduce_and_dot(data):
    element = data.draw(st.sampled_from(["f32", "f64", "bf16", "i32", "i8", "ui16",
                                         "complex<f32>"]))
    m, k, n = (data.draw(st.integers(0, 5)) for _ in range(3))
    seed = data.draw(st.integers(0, 2**31))
    a, b = values(element, (m, k), seed), values(element, (k, n), seed + 1)
    if element.startswith(("f", "b", "c")):  # finite values: sums of inf and NaN say little
        a = np.nan_to_num(a, posinf=2.0, neginf=-2.0)
        b = np.nan_to_num(b, posinf=2.0, neginf=-2.0)
    zero = "(0.0, 0.0)" if element.startswith("complex") else \
        "0.0" if element.startswith(("f", "b")) else "0"
    combine = data.draw(st.sampled_from(["add", "maximum", "multiply"] if not
                                        element.startswith("complex") else ["add"]))
    axis = data.draw(st.sampled_from([[0], [1], [0, 1]]))
    out_shape = tuple(d for i, d in enumerate((m, k)) if i not in axis)
    ta, tb, tr = _type((m, k), element), _type((k, n), element), _type(out_shape, element)
    td = _type((m, n), element)
    src = f"""func.func @main(%a: {ta}, %b: {tb}) -> ({td}, {tr}) {{
      %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : ({ta}, {tb}) -> {td}
      %z = stablehlo.constant dense<{zero}> : tensor<{element}>
      %1 = stablehlo.reduce(%a init: %z) applies stablehlo.{combine} across dimensions = {axis}
           : ({ta}, tensor<{element}>) -> {tr}
      return %0, %1 : {td}, {tr}
    }}"""
    if 0 in (m, k, n):
        return  # the interpreter aborts on empty contractions (checked in test_edge_semantics)
    exact = element.startswith(("i", "u"))
    _compare(stablehlo_cc.compile(src)(a, b), reference.run(src, a, b), element, "dot", exact)


@SETTINGS
@given(st.data())
def test_data_movement(data):
    """transpose, reverse, slice, pad, concatenate, dynamic_slice (any start, clamped).
    (Each result a different value: one value returned twice is a bufferization matter.)"""
    element = data.draw(st.sampled_from(["f32", "i8", "i1", "bf16", "f8E5M2", "ui64", "i4",
                                         "f4E2M1FN", "complex<f64>"]))
    d0, d1 = data.draw(st.integers(1, 5)), data.draw(st.integers(1, 5))
    x = values(element, (d0, d1), data.draw(st.integers(0, 2**31)))
    i = np.int32(data.draw(st.integers(-8, 8)))
    j = np.int64(data.draw(st.integers(-8, 8)))
    s0, s1 = data.draw(st.integers(0, d0)), data.draw(st.integers(0, d1))
    lo, hi = data.draw(st.integers(0, 2)), data.draw(st.integers(0, 2))
    t, tt = _type((d0, d1), element), _type((d1, d0), element)
    ts = _type((s0, s1), element)
    tp = _type((d0 + lo + hi, d1), element)
    tc = _type((2 * d0, d1), element)
    pad = "false" if element == "i1" else "(0.0, 0.0)" if element.startswith("complex") else \
        "0" if element in ("i8", "ui64", "i4") else "0.0"
    src = f"""func.func @main(%a: {t}, %i: tensor<i32>, %j: tensor<i64>)
        -> ({tt}, {t}, {ts}, {tp}, {tc}, {ts}) {{
      %0 = stablehlo.transpose %a, dims = [1, 0] : ({t}) -> {tt}
      %1 = stablehlo.reverse %a, dims = [0, 1] : {t}
      %2 = stablehlo.slice %a [0:{s0}, {d1 - s1 if s1 else 0}:{d1 if s1 else 0}] : ({t}) -> {ts}
      %p = stablehlo.constant dense<{pad}> : tensor<{element}>
      %3 = stablehlo.pad %a, %p, low = [{lo}, 0], high = [{hi}, 0], interior = [0, 0]
           : ({t}, tensor<{element}>) -> {tp}
      %4 = stablehlo.concatenate %a, %1, dim = 0 : ({t}, {t}) -> {tc}
      %ji = stablehlo.convert %j : (tensor<i64>) -> tensor<i32>
      %5 = stablehlo.dynamic_slice %1, %i, %ji, sizes = [{s0}, {s1}]
           : ({t}, tensor<i32>, tensor<i32>) -> {ts}
      return %0, %1, %2, %3, %4, %5 : {tt}, {t}, {ts}, {tp}, {tc}, {ts}
    }}"""
    _compare(stablehlo_cc.compile(src)(x, i, j), reference.run(src, x, i, j), element,
             "data movement", exact=True)


# --- random JAX programs against jax.jit ------------------------------------------------
# A chain of steps on one float32 array (rank 1 to 3): elementwise math, accumulations that
# have no reduction loop when the axis has one element (cumsum/cummax over a size-1 axis, a
# dot_general without contracting dimensions), reductions, slices down to one element, and
# broadcasts after any of them (where fusion once accumulated into every broadcast copy).

def _jax_steps():
    import jax
    import jax.numpy as jnp

    def bcast_first(x, s):  # take the first row, broadcast it back to three rows
        return jnp.broadcast_to(x[:1], (3,) + x.shape[1:])

    return {
        "sin": lambda x, s: jnp.sin(x),
        "affine": lambda x, s: x * 1.5 - 0.25,
        "tanh": lambda x, s: jnp.tanh(x),
        "cumsum0": lambda x, s: jnp.cumsum(x, axis=0),
        "cumsum_first_row": lambda x, s: jnp.cumsum(x[:1], axis=0),  # a window of one
        "cumsum_last": lambda x, s: jnp.cumsum(x, axis=-1),
        "cummax0": lambda x, s: jax.lax.cummax(x, axis=0),
        "scale_dot": lambda x, s: jnp.dot(s, x),
        "first_row": lambda x, s: x[:1],
        "last_col": lambda x, s: x[..., -1:],
        "sum0_keep": lambda x, s: x.sum(axis=0, keepdims=True),
        "max_last_keep": lambda x, s: x.max(axis=-1, keepdims=True),
        "bcast_first": bcast_first,
        "new_axis_plus": lambda x, s: x[None] + jnp.ones((2,) + x.shape, x.dtype)
        if x.ndim < 3 else x + 1,
        "outer": lambda x, s: jnp.einsum("...i,j->...ij", x, jnp.arange(1.0, 3.0, dtype=x.dtype))
        if x.ndim < 3 else x * s,
        "transpose": lambda x, s: x.T,
    }


# Ops that accumulate into their output without a reduction loop come up more often.
_ACCUMULATING = ["cumsum_first_row", "scale_dot", "outer", "cumsum_last"]
_JAX_STEP_NAMES = _ACCUMULATING * 3 + [
    "sin", "affine", "tanh", "cumsum0", "cummax0", "first_row", "last_col", "sum0_keep",
    "max_last_keep", "bcast_first", "new_axis_plus", "transpose"]


_BROADCASTS = ["bcast_first", "new_axis_plus"]


def _random_jax_program(data):
    """Steps (each followed by a broadcast half the time), a shape and seeded values. Only
    the last value is returned: a step whose result is used only by the next one is what
    fusion merges into it."""
    pairs = data.draw(st.lists(st.tuples(st.sampled_from(_JAX_STEP_NAMES),
                                         st.sampled_from([None, *_BROADCASTS])),
                               min_size=1, max_size=4))
    steps = [name for pair in pairs for name in pair if name is not None]
    shape = tuple(data.draw(st.lists(st.integers(1, 4), min_size=1, max_size=2)))
    seed = data.draw(st.integers(0, 2**31))
    table = _jax_steps()

    def fn(x, s):
        for name in steps:
            x = table[name](x, s)
        return x

    rng = np.random.default_rng(seed)
    x = rng.standard_normal(shape).astype(np.float32)
    s = np.float32(rng.standard_normal())
    return steps, fn, x, s


def _check_jax_program(data):
    import jax

    steps, fn, x, s = _random_jax_program(data)
    jitted = jax.jit(fn, keep_unused=True)
    got, want = stablehlo_cc.compile(jitted.lower(x, s))(x, s), np.asarray(jitted(x, s))
    assert got.shape == want.shape, steps
    np.testing.assert_allclose(got, want, rtol=2e-5, atol=1e-5, err_msg=f"steps {steps}")


@SETTINGS
@given(st.data())
def test_random_jax_programs_match_jax_jit(data):
    _check_jax_program(data)


@pytest.mark.slow
@settings(max_examples=300, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_jax_programs_match_jax_jit_sweep(data):
    _check_jax_program(data)
