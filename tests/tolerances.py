"""Every numeric tolerance of the differential tests, in one place, by element type.

`EXACT` ops (integer arithmetic, comparisons, data movement, conversions, add/sub/mul of
small floats, which are exact in f32 before their single rounding) must match bit for bit,
NaN for NaN. Transcendental and division results may differ from the reference interpreter
in the last bits; their tolerance is a few ulps of the element type.
"""

from __future__ import annotations

import ml_dtypes
import numpy as np

# (rtol, atol) for results that may differ by rounding, by element type.
_APPROX = {
    "f64": (1e-12, 1e-300),
    "f32": (2e-6, 1e-37),
    "f16": (2e-3, 1e-7),
    "bf16": (1.6e-2, 1e-38),
    "complex<f32>": (2e-6, 1e-37),
    "complex<f64>": (1e-12, 1e-300),
}
# Small floats: one ulp of the type at the value (3-bit mantissa: 2^-3 relative).
for _name, _m in (("f8E4M3FN", 3), ("f8E5M2", 2), ("f8E4M3FNUZ", 3), ("f8E5M2FNUZ", 2),
                  ("f8E4M3B11FNUZ", 3), ("f8E4M3", 3), ("f8E3M4", 4), ("f8E8M0FNU", 0),
                  ("f6E2M3FN", 3), ("f6E3M2FN", 2), ("f4E2M1FN", 1)):
    _APPROX[_name] = (2.0 ** -_m if _m else 1.0, 0.0)


# Ops whose results legitimately differ more: (rtol factor, atol) over the element's own.
# tan and power amplify the last-bit differences of their inputs near poles and overflow;
# a contraction sums rounding errors of its products.
_OP_FACTOR = {"tan": (64.0, 1e-5), "power": (16.0, 1e-6), "dot": (8.0, 1e-5),
              "atan2": (4.0, 1e-6), "remainder": (4.0, 1e-6), "divide": (2.0, 0.0)}


def approx(element: str) -> tuple[float, float]:
    """(rtol, atol) for `element` where rounding may differ."""
    return _APPROX.get(element, (0.0, 0.0))


def loose(op: str, element: str) -> tuple[float, float]:
    """(rtol, atol) for the result of `op` on `element`."""
    rtol, atol = approx(element)
    factor, extra = _OP_FACTOR.get(op, (1.0, 0.0))
    return rtol * factor, max(atol, extra)


def _is_float(dtype) -> bool:
    return np.dtype(dtype).kind in "fc" or np.dtype(dtype) in (
        np.dtype(t) for t in (ml_dtypes.bfloat16,)) or "float" in np.dtype(dtype).name


def assert_exact(actual, expected, what: str = "") -> None:
    """Same dtype, shape and values, bit for bit, except that any NaN matches any NaN."""
    actual, expected = np.asarray(actual), np.asarray(expected)
    assert actual.dtype == expected.dtype, f"{what}: dtype {actual.dtype} != {expected.dtype}"
    assert actual.shape == expected.shape, f"{what}: shape {actual.shape} != {expected.shape}"
    if actual.dtype.kind == "c":
        assert_exact(actual.real, expected.real, what + " (real)")
        assert_exact(actual.imag, expected.imag, what + " (imag)")
        return
    if _is_float(actual.dtype):
        a64, e64 = actual.astype(np.float64), expected.astype(np.float64)
        nan_a, nan_e = np.isnan(a64), np.isnan(e64)
        bad = (nan_a != nan_e) | (~nan_a & ~nan_e & (
            (a64 != e64) | (np.signbit(a64) != np.signbit(e64))))
    else:
        bad = actual != expected
    if np.any(bad):
        idx = np.argwhere(bad)[:8]
        rows = [f"  at {tuple(i)}: got {actual[tuple(i)]!r}, expected {expected[tuple(i)]!r}"
                for i in idx]
        raise AssertionError(f"{what}: {int(np.sum(bad))} of {bad.size} elements differ\n"
                             + "\n".join(rows))


def assert_close(actual, expected, element: str, what: str = "", tolerance=None) -> None:
    """Equal within `tolerance` (default: that of `element`); NaN matches NaN, inf inf."""
    actual, expected = np.asarray(actual), np.asarray(expected)
    rtol, atol = tolerance or approx(element)
    if rtol == 0 and atol == 0:
        return assert_exact(actual, expected, what)
    assert actual.shape == expected.shape, f"{what}: shape {actual.shape} != {expected.shape}"
    a = actual.astype(np.complex128 if actual.dtype.kind == "c" else np.float64)
    e = expected.astype(a.dtype)
    np.testing.assert_allclose(a, e, rtol=rtol, atol=atol, equal_nan=True, err_msg=what)
