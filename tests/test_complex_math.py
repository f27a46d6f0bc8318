"""Complex elementwise math against independent oracles: ordinary values, and every pairing of
special parts (±0, ±1, ±inf, NaN, subnormal, huge, past exp's overflow).

Oracles, by case:
- the reference interpreter, which computes exp, log, sqrt, sin, cos, tan, tanh, abs and power
  through the C library (C99 Annex G's special values), for ordinary values and specials;
- long-double numpy evaluations of the defining formulas where the interpreter is inaccurate:
  cbrt of huge or tiny numbers (it squares |z|, so cbrt(1e300) = inf and cbrt(1e-310i) = 0),
  and log_plus_one / exponential_minus_one of small arguments (its log1p(1e-20 + 1e-20i) has
  real part 5e-41, not 1e-20; its expm1(2e-16 + 1e-8i) real part 2.2e-16, not 1.5e-16);
- numpy and jax.jit (XLA:CPU) where the interpreter departs from both: log_plus_one(x - 0i)
  for x < -1 is log|1 + x| - i pi (the interpreter adds 1 + 0i and loses the zero's sign), and
  z^0 = 1 for every z (the interpreter computes e^(0 log z), NaN for z = 0 or infinite z);
- the convention of C99 Annex G's csqrt for cbrt's special values (no standard defines
  ccbrt; the interpreter answers NaN parts for cbrt(inf + iy)).
Tolerances are those of tests/tolerances.py.
"""

from __future__ import annotations

import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.types import numpy_dtype

import reference
from tolerances import assert_close, loose

NAN, INF = np.nan, np.inf
COMPLEX = ["complex<f32>", "complex<f64>"]
UNARY = ["exponential", "exponential_minus_one", "log", "log_plus_one", "sqrt", "rsqrt",
         "sine", "cosine", "tan", "tanh", "logistic", "abs", "sign", "cbrt"]


def _part(element: str) -> str:
    return element[len("complex<"):-1]


def _special_parts(element: str) -> list[float]:
    if element == "complex<f64>":
        return [0.0, -0.0, 1.0, -1.0, 2.5, -8.0, INF, -INF, NAN, 1e-310, 1e300, -1e300, 800.0,
                -800.0]
    return [0.0, -0.0, 1.0, -1.0, 2.5, -8.0, INF, -INF, NAN, 1e-40, 1e30, -1e30, 90.0, -90.0]


def _complex(re, im, element: str) -> np.ndarray:
    out = np.empty(np.shape(re), numpy_dtype(element))
    out.real, out.imag = re, im  # not re + 1j * im, which loses -0.0 and inf
    return out


def _grid(element: str) -> np.ndarray:
    parts = _special_parts(element)
    re, im = np.meshgrid(parts, parts, indexing="ij")
    return _complex(re.ravel(), im.ravel(), element)


def _random(element: str, n: int, seed: int, scale=(-6, 6)) -> np.ndarray:
    rng = np.random.default_rng(seed)
    magnitude = np.exp2(rng.integers(*scale, size=(2, n)))
    re, im = rng.standard_normal((2, n)) * magnitude
    return _complex(re, im, element)


def _unary(op: str, element: str, n: int) -> str:
    t = f"tensor<{n}x{element}>"
    r = f"tensor<{n}x{_part(element)}>" if op == "abs" else t
    return f"""func.func @main(%a: {t}) -> {r} {{
  %0 = stablehlo.{op} %a : ({t}) -> {r}
  return %0 : {r}
}}"""


def _binary(op: str, element: str, n: int) -> str:
    t = f"tensor<{n}x{element}>"
    return f"""func.func @main(%a: {t}, %b: {t}) -> {t} {{
  %0 = stablehlo.{op} %a, %b : {t}
  return %0 : {t}
}}"""


def _assert_parts(got, want, element: str, op: str, what: str = "") -> None:
    """Real and imaginary parts each within the op's tolerance; a NaN part matches only a
    NaN part, an infinite one only the same infinity."""
    got, want = np.asarray(got), np.asarray(want)
    part = _part(element)
    tolerance = loose(op, element)
    if got.dtype.kind != "c":
        return assert_close(got, want, part, f"{op} {what}", tolerance=tolerance)
    for name in ("real", "imag"):
        g, w = getattr(got, name), getattr(want, name)
        bad = np.isinf(g) != np.isinf(w)
        if np.any(bad):
            i = np.flatnonzero(bad)[0]
            raise AssertionError(f"{op} {what} {name}: got {got[i]}, want {want[i]}")
        assert_close(g, w, part, f"{op} {what} {name}", tolerance=tolerance)


# --- the reference interpreter ----------------------------------------------------------------

@pytest.mark.parametrize("element", COMPLEX)
@pytest.mark.parametrize("op", [o for o in UNARY if o != "cbrt"])
def test_special_values_as_the_interpreter(op, element):
    z = _grid(element)
    src = _unary(op, element, z.size)
    got = stablehlo_cc.compile(src)(z)
    want = reference.run(src, z)[0]
    if op == "log_plus_one":  # x - 0i, x < -1: -i pi as numpy and XLA (see the docstring)
        cut = (z.real < -1) & (z.imag == 0) & np.signbit(z.imag)
        want = want.copy()
        want.imag[cut] = -np.pi
    _assert_parts(got, want, element, op)
    if op in _SIGNED_ZEROS_AS_INTERPRETER:
        for name in ("real", "imag"):
            g, w = getattr(got, name), getattr(want, name)
            bad = np.flatnonzero((g == 0) & (w == 0) & (np.signbit(g) != np.signbit(w)))
            assert not bad.size, f"{op} {name}: signs of zeros differ at " + ", ".join(
                f"{z[i]} -> {got[i]} (want {want[i]})" for i in bad[:6])


# Ops whose zero results carry the interpreter's (Annex G's) signs. Not compared:
# exponential_minus_one (we keep expm1(-0 ± 0i) = -0 ± 0i as the real expm1(-0) = -0, and
# round e^(1e-40 i) - 1 = -5e-81 + 1e-40i to -0 in f32; the interpreter gives +0), log_plus_one
# (conj(log1p(z)) = log1p(conj(z)), as numpy: log1p(1 - 0i) has imaginary part -0, the
# interpreter's +0), sign (the spec's x / |x| is 0 / 0 at zero; we return the signed zero, the
# interpreter +0) and rsqrt (zeros from underflow).
_SIGNED_ZEROS_AS_INTERPRETER = ["exponential", "log", "sqrt", "sine", "cosine", "tan", "tanh",
                                "logistic"]


@pytest.mark.parametrize("element", COMPLEX)
@pytest.mark.parametrize("op", UNARY)
def test_ordinary_values_as_the_interpreter(op, element):
    """complex<f32> ops that we compute in complex<f64> (logistic, exponential_minus_one; their
    f32 evaluation is ill-conditioned near poles and |e^z| = 1) are judged against the
    interpreter's complex<f64> result for the same inputs, rounded to complex<f32>."""
    z = _random(element, 256, seed=len(op))
    src = _unary(op, element, z.size)
    if element == "complex<f32>" and op in ("logistic", "exponential_minus_one"):
        wide = _unary(op, "complex<f64>", z.size)
        want = reference.run(wide, z.astype(np.complex128))[0].astype(np.complex64)
    else:
        want = reference.run(src, z)[0]
    _assert_parts(stablehlo_cc.compile(src)(z), want, element, op)


@pytest.mark.parametrize("element", COMPLEX)
def test_power_special_values_as_the_interpreter(element):
    """Every pairing of special parts in base and exponent, except exponent 0 (next test)."""
    g = _grid(element)
    z, w = np.repeat(g, g.size), np.tile(g, g.size)
    keep = w != 0
    z, w = z[keep], w[keep]
    src = _binary("power", element, z.size)
    got, want = stablehlo_cc.compile(src)(z, w), reference.run(src, z, w)[0]
    # Where Im(w log z) is beyond 1 / eps the angle is rounding noise (one ulp of log 2.5 moves
    # 1e300 log 2.5 by 1e284 radians; the interpreter rounds in the element type, we in f64,
    # and vector libm may differ from scalar libm by an ulp): compare |z^w| alone there.
    with np.errstate(all="ignore"):
        angle = np.abs((_ld(w) * np.log(_ld(z))).imag)
    noise = angle > 1 / np.finfo(numpy_dtype(_part(element))).eps
    for a in (got, want):
        a[noise] = np.hypot(a.real[noise], a.imag[noise])
    _assert_parts(got, want, element, "power")


@pytest.mark.parametrize("element", COMPLEX)
def test_power_of_zero_exponent_and_zero_base(element):
    """z^0 = 1 for every z, NaN and inf included (numpy, XLA and IEEE pow; the interpreter's
    e^(0 log z) is NaN where log z is infinite); 0^w = 0 for Re w > 0 (the limit)."""
    g = _grid(element)
    zeros = _complex([0.0, -0.0, 0.0, -0.0], [0.0, 0.0, -0.0, -0.0], element)
    z = np.concatenate([g, np.repeat(zeros, 3)])
    w = np.concatenate([np.tile(zeros, g.size // 4 + 1)[:g.size],
                        np.tile(_complex([2.5, 1.0, 1e-3], [0.0, 3.0, -7.0], element), 4)])
    src = _binary("power", element, z.size)
    got = stablehlo_cc.compile(src)(z, w)
    want = np.where(w == 0, 1, 0).astype(numpy_dtype(element))
    assert np.array_equal(got, want), (z[got != want], got[got != want])
    with np.errstate(all="ignore"):
        assert np.array_equal(np.power(z[w == 0], w[w == 0]), want[w == 0])  # numpy agrees


@pytest.mark.parametrize("element", COMPLEX)
def test_power_of_ordinary_values_as_the_interpreter(element):
    """Including large exponents, where the angle Im(w log z) needs more than f32 (i^90)."""
    z = np.concatenate([_random(element, 200, 11, (-3, 4)), _complex([0.0], [1.0], element)])
    w = np.concatenate([_random(element, 200, 12, (-3, 4)), _complex([90.0], [0.0], element)])
    src = _binary("power", element, z.size)
    got = stablehlo_cc.compile(src)(z, w)
    _assert_parts(got, reference.run(src, z, w)[0], element, "power")
    np.testing.assert_allclose(got[-1], -1, atol=1e-12 if element.endswith("f64>") else 1e-6)


# --- long-double formulas where the interpreter is inaccurate ----------------------------------

def _ld(z):
    return z.astype(np.clongdouble)


def _cbrt_ld(z):
    zl = _ld(z)
    t = np.arctan2(zl.imag, zl.real) / 3
    m = np.cbrt(np.abs(zl))
    return _complex(m * np.cos(t), np.where(np.sin(t) == 0, np.sin(t), m * np.sin(t)),
                    "complex<f64>").astype(z.dtype)


def _expm1_ld(z):
    zl = _ld(z)
    x, y = zl.real, zl.imag
    re = np.expm1(x) * np.cos(y) - 2 * np.sin(y / 2) ** 2
    return _complex(re, np.exp(x) * np.sin(y), "complex<f64>").astype(z.dtype)


def _log1p_ld(z):
    zl = _ld(z)
    x, y = zl.real, zl.imag
    return _complex(0.5 * np.log1p(x * (2 + x) + y * y), np.arctan2(y, 1 + x),
                    "complex<f64>").astype(z.dtype)


def _log_ld(z):
    """log|z| as log1p(|z|^2 - 1) / 2, with |z|^2 - 1 = (x - 1)(x + 1) + y^2 (z near 1)."""
    zl = _ld(z)
    x, y = zl.real, zl.imag
    return _complex(0.5 * np.log1p((x - 1) * (x + 1) + y * y), np.arctan2(y, x),
                    "complex<f64>").astype(z.dtype)


@pytest.mark.parametrize("element", COMPLEX)
def test_cbrt_over_the_whole_range(element):
    """Random signs and exponents over the type's whole range, subnormals included."""
    rng = np.random.default_rng(5)
    top = 1000 if element.endswith("f64>") else 120
    re, im = rng.standard_normal((2, 400)) * np.exp2(rng.integers(-top - 40, top, (2, 400)))
    with np.errstate(over="ignore"):
        z = _complex(re, im, element)
    src = _unary("cbrt", element, z.size)
    _assert_parts(stablehlo_cc.compile(src)(z), _cbrt_ld(z), element, "cbrt")


@pytest.mark.parametrize("element", COMPLEX)
def test_cbrt_special_values(element):
    """The principal root (arg in [-pi, pi], so cbrt(-8) = 1 + i sqrt 3); signed zeros pick the
    side of the cut; infinities and NaNs as Annex G's csqrt: x ± i inf -> inf ± i inf for any x,
    ±inf + i NaN -> inf + i NaN, +inf + iy -> inf ± i0, other NaNs -> NaN + i NaN."""
    s3 = np.sqrt(3.0)
    rows = [((-8.0, 0.0), (1.0, s3)), ((-8.0, -0.0), (1.0, -s3)), ((0.0, 0.0), (0.0, 0.0)),
            ((-0.0, 0.0), (0.0, 0.0)), ((-0.0, -0.0), (0.0, -0.0)), ((27.0, -0.0), (3.0, -0.0)),
            ((NAN, INF), (INF, INF)), ((1.0, -INF), (INF, -INF)), ((INF, NAN), (INF, NAN)),
            ((-INF, NAN), (INF, NAN)), ((INF, 2.0), (INF, 0.0)), ((INF, -2.0), (INF, -0.0)),
            ((-INF, 1.0), (INF, INF)), ((-INF, -0.0), (INF, -INF)), ((NAN, 1.0), (NAN, NAN)),
            ((1.0, NAN), (NAN, NAN)), ((0.0, 8.0), (s3, 1.0))]
    z = _complex(*zip(*[r[0] for r in rows]), element)
    want = _complex(*zip(*[r[1] for r in rows]), element)
    got = stablehlo_cc.compile(_unary("cbrt", element, z.size))(z)
    _assert_parts(got, want, element, "cbrt")
    zero = want == 0
    assert np.array_equal(np.signbit(got.imag[zero]), np.signbit(want.imag[zero]))
    # The interpreter test's value.
    one = stablehlo_cc.compile(_unary("cbrt", element, 1))(_complex([3.0], [4.0], element))
    np.testing.assert_allclose(one, [1.6289371459221759 + 0.5201745023045458j], rtol=1e-6)


@pytest.mark.parametrize("element", COMPLEX)
@pytest.mark.parametrize("op,oracle", [("exponential_minus_one", _expm1_ld),
                                       ("log_plus_one", _log1p_ld), ("log", _log_ld)])
def test_small_arguments_keep_their_digits(op, oracle, element):
    """expm1 and log1p of small z, log of z near the unit circle (where the real part is tiny)."""
    tiny = -60 if element.endswith("f64>") else -30
    z = _random(element, 300, 7, (tiny, -2))
    if op == "log":
        z = z + 1
    src = _unary(op, element, z.size)
    _assert_parts(stablehlo_cc.compile(src)(z), oracle(z), element, op)


# --- bitcast_convert ---------------------------------------------------------------------------

def _bits(shape, dtype, seed):
    rng = np.random.default_rng(seed)
    n = int(np.prod(shape, dtype=np.int64)) * np.dtype(dtype).itemsize
    raw = rng.integers(0, 256, n, dtype=np.uint8)
    return raw.view(dtype).reshape(shape)


@pytest.mark.parametrize("source,target,shape", [
    ("complex<f64>", "complex<f32>", ()),
    ("complex<f64>", "complex<f32>", (3, 5)),
    ("complex<f64>", "complex<f32>", (0, 2)),
    ("complex<f32>", "complex<f64>", (2,)),
    ("complex<f32>", "complex<f64>", (4, 3, 2)),
    ("complex<f32>", "complex<f32>", (7,)),
    ("complex<f64>", "complex<f64>", (2, 2)),
])
def test_bitcast_between_complex_types(source, target, shape):
    """Random bits (NaN payloads, subnormals and all) come back exact; the oracle is numpy's
    `view` of the same memory, and the interpreter."""
    x = _bits(shape, numpy_dtype(source), seed=len(shape))
    ratio = numpy_dtype(source).itemsize // numpy_dtype(target).itemsize
    out_shape = shape + (ratio,) if ratio > 1 else shape[:-1] if ratio < 1 else shape
    t_in = "tensor<" + "".join(f"{d}x" for d in shape) + source + ">"
    t_out = "tensor<" + "".join(f"{d}x" for d in out_shape) + target + ">"
    src = f"""func.func @main(%a: {t_in}) -> {t_out} {{
  %0 = stablehlo.bitcast_convert %a : ({t_in}) -> {t_out}
  return %0 : {t_out}
}}"""
    got = stablehlo_cc.compile(src)(x)
    want = np.ascontiguousarray(x).reshape(-1).view(numpy_dtype(target)).reshape(out_shape)
    as_bits = {8: np.uint32, 16: np.uint64}[np.dtype(numpy_dtype(target)).itemsize]
    assert got.shape == want.shape

    def bits(a):
        return np.ascontiguousarray(a).reshape(-1).view(as_bits)

    assert np.array_equal(bits(got), bits(want))
    if x.size:
        assert np.array_equal(bits(reference.run(src, x)[0]), bits(want))


def test_bitcast_between_complex_and_real_is_a_clean_error():
    src = """func.func @main(%a: tensor<complex<f32>>) -> tensor<f64> {
  %0 = stablehlo.bitcast_convert %a : (tensor<complex<f32>>) -> tensor<f64>
  return %0 : tensor<f64>
}"""
    with pytest.raises(stablehlo_cc.CompileError, match=r"real and complex|2:8"):
        stablehlo_cc.compile(src)
