"""The `check.expect_*` statements: what each one says, and how to judge a result against it.

Semantics follow the StableHLO interpreter's check dialect:
- expect_eq(_const): equal element by element; floats compare by value (so -0 == +0) and a
  NaN matches a NaN.
- expect_almost_eq(_const): for floats, equal; or both NaN; or both finite with the same
  sign (or one of them zero) and |a - b| <= tolerance (default 0.0001); complex numbers part
  by part. Integers and booleans compare exactly.
- expect_close: at most `max_ulp_difference` units in the last place apart.
- expect_serialized_eq: equal to what the reference interpreter computes for the probed value.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from . import dense
from .mlir_text import match_close, split_top_level

DEFAULT_TOLERANCE = 0.0001


@dataclass
class Check:
    kind: str                  # eq | almost_eq | close | serialized_eq
    values: list               # SSA names the function must return, in order
    types: list                # their types (text)
    expected: object = None    # numpy array for *_const; None when two values are compared
    tolerance: float = DEFAULT_TOLERANCE
    max_ulp: int = 0
    probe_iter: int | None = None


def _attributes(items: list[str]) -> dict:
    attrs = {}
    for item in items:
        if "=" in item:
            key, value = item.split("=", 1)
            attrs[key.strip()] = value.strip()
    return attrs


def _number(attr: str) -> str:
    """`0.1 : f64` -> `0.1`."""
    return split_top_level(attr, ":")[0]


def parse_check(op: str, text: str) -> Check:
    """`text` is the whole statement, starting with the op name."""
    rest = text[len(op):].strip()
    kind = op.split(".", 1)[1].removeprefix("expect_")
    const = kind.endswith("_const")
    kind = kind.removesuffix("_const")
    dense_body = None
    if const:
        at = rest.index("dense<")
        close = match_close(rest, at + len("dense"), angle=True)
        dense_body = rest[at + len("dense<"):close]
        rest = rest[:at] + "DENSE" + rest[close + 1:]
    trailing = {}
    rest = rest.strip()
    if rest.endswith("}"):
        brace = rest.rindex("{")  # `{tolerance = ... : f64}` after the type
        trailing = _attributes(split_top_level(rest[brace + 1:-1]))
        rest = rest[:brace].strip()
    parts = split_top_level(rest, ":")
    if len(parts) != 2:
        raise ValueError(f"cannot read {text!r}")
    items = split_top_level(parts[0])
    types = split_top_level(parts[1])
    values = [i for i in items if i.startswith("%")]
    attrs = {**_attributes(items), **trailing}
    check = Check(kind, values, types[:len(values)])
    if len(types) == 1 and len(values) > 1:
        check.types = types * len(values)
    if const:
        check.expected = dense.parse_dense(dense_body, types[0])
    if "tolerance" in attrs:
        check.tolerance = float(_number(attrs["tolerance"]))
    if "max_ulp_difference" in attrs:
        check.max_ulp = int(_number(attrs["max_ulp_difference"]))
    if "iter" in attrs:
        check.probe_iter = int(_number(attrs["iter"]))
    return check


# --- judging -------------------------------------------------------------------------------------

def _index(mask: np.ndarray):
    """The first index where `mask` is False, or None."""
    flat = np.flatnonzero(~mask.reshape(-1))
    if not flat.size:
        return None
    return tuple(int(i) for i in np.unravel_index(flat[0], mask.shape))


def _same_values(actual: np.ndarray, expected: np.ndarray) -> np.ndarray:
    if actual.dtype.kind == "c":
        return _same_values(actual.real, expected.real) & _same_values(actual.imag, expected.imag)
    if actual.dtype.kind in "biu":
        return actual == expected
    a, e = actual.astype(np.float64), expected.astype(np.float64)
    return (a == e) | (np.isnan(a) & np.isnan(e))


def _almost(actual: np.ndarray, expected: np.ndarray, tolerance: float) -> np.ndarray:
    if actual.dtype.kind == "c":
        return (_almost(actual.real, expected.real, tolerance)
                & _almost(actual.imag, expected.imag, tolerance))
    if actual.dtype.kind in "biu":
        return actual == expected
    a, e = actual.astype(np.float64), expected.astype(np.float64)
    # The interpreter also demands equal signs; we let a zero match rounding noise of either
    # sign (an FFT's -1e-15 for 0), which its own arithmetic never had to allow for.
    same_sign = (np.signbit(a) == np.signbit(e)) | (a == 0) | (e == 0)
    with np.errstate(invalid="ignore"):
        near = np.abs(a - e) <= tolerance  # False when either is infinite or NaN
    return (a == e) | (np.isnan(a) & np.isnan(e)) | (same_sign & near)


def _ordered_bits(x: np.ndarray) -> np.ndarray:
    """Floats -> integers whose difference counts the representable values between them."""
    width = x.dtype.itemsize * 8
    bits = x.view({2: np.uint16, 4: np.uint32, 8: np.uint64}[x.dtype.itemsize])
    out = bits.astype(object)
    sign = 1 << (width - 1)
    return np.where(out >= sign, sign - out, out)


def _ulp_close(actual: np.ndarray, expected: np.ndarray, max_ulp: int) -> np.ndarray:
    a, e = np.asarray(actual), np.asarray(expected)
    nan = np.isnan(a.astype(np.float64)) & np.isnan(e.astype(np.float64))
    dist = np.abs(_ordered_bits(a) - _ordered_bits(e))
    return nan | (dist <= max_ulp)


def judge(check: Check, actual: list, expected: np.ndarray | None = None) -> str | None:
    """None when `actual` (the returned values of `check.values`) satisfies the check, else a
    message. `expected` overrides the literal (for probes and two-value checks)."""
    got = np.asarray(actual[0])
    want = check.expected if expected is None else expected
    if want is None:
        want = np.asarray(actual[1])
    want = np.asarray(want)
    if got.shape != want.shape:
        return f"shape {got.shape}, expected {want.shape}"
    if got.dtype != want.dtype:
        return f"dtype {got.dtype}, expected {want.dtype}"
    if check.kind in ("eq", "serialized_eq"):
        ok = _same_values(got, want)
    elif check.kind == "almost_eq":
        ok = _almost(got, want, check.tolerance)
    elif check.kind == "close":
        ok = _ulp_close(got, want, check.max_ulp)
    else:
        raise ValueError(f"unknown check kind {check.kind}")
    bad = _index(np.asarray(ok, dtype=bool).reshape(got.shape))
    if bad is None:
        return None
    return (f"expect_{check.kind}: {got[bad]!r} (actual) vs {want[bad]!r} (expected) at index "
            f"{list(bad)}; actual {_show(got)}, expected {_show(want)}")


def _show(x: np.ndarray) -> str:
    text = np.array2string(x, threshold=40, max_line_width=200)
    return re.sub(r"\s+", " ", text)
