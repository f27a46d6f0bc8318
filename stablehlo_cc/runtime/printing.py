"""The built-in debug print: `stablehlo.custom_call @stablehlo_cc.print(%x, ...)`.

Compiled code prints each operand to standard output in the StableHLO reference
interpreter's format (what its `interpreter.print` writes), so traces of a compiled program
and of the interpreter can be compared line by line:

    %name = tensor<2x2xf32> {
      [
        [1.000000e+00, 2.000000e+00],
        [3.000000e+00, 4.000000e+00]
      ]
    }

`%name = ` comes from the op's `backend_config` string (left out when there is none); a
rank-0 tensor prints on one line (`tensor<i32> {7}`). Elements print as MLIR prints them in
dense attributes: integers in decimal, `true`/`false`, complex numbers as `[re, im]`, and
floats as MLIR's `printFloatValue` does (6 digits in exponent form when that reads back
exactly, else APFloat's round-trip form, else the bits in hexadecimal). One print is written
whole under a lock, so the processes of a grid never interleave their lines.
"""

from __future__ import annotations

import sys
import threading

import ml_dtypes
import numpy as np

TARGET = "stablehlo_cc.print"

_lock = threading.Lock()


def print_tensors(site, operands) -> None:
    """The custom call's implementation: print every operand of `site`, whole."""
    name = site.backend_config or ""
    text = "".join(format_tensor(a, t.element, name) + "\n"
                   for a, t in zip(operands, site.operands))
    with _lock:
        sys.stdout.write(text)
        sys.stdout.flush()


def format_tensor(array: np.ndarray, element: str, name: str = "") -> str:
    """One tensor in the interpreter's format (no trailing newline)."""
    array = np.asarray(array)
    dims = "".join(f"{d}x" for d in array.shape)
    head = f"{name} = " if name else ""
    head += f"tensor<{dims}{element}> {{"
    if array.ndim == 0:
        return f"{head}{format_element(array[()], array.dtype)}}}"
    return f"{head}\n{_nested(array, 1)}\n}}"


def _nested(array: np.ndarray, depth: int) -> str:
    pad = "  " * depth
    if array.ndim == 1:
        return pad + "[" + ", ".join(format_element(v, array.dtype) for v in array) + "]"
    if array.shape[0] == 0:
        return pad + "[]"
    inner = ",\n".join(_nested(sub, depth + 1) for sub in array)
    return f"{pad}[\n{inner}\n{pad}]"


def format_element(value, dtype: np.dtype) -> str:
    dtype = np.dtype(dtype)
    if dtype == np.bool_:
        return "true" if value else "false"
    if dtype.kind == "c":
        part = np.dtype(np.float32 if dtype == np.complex64 else np.float64)
        return f"[{format_float(part.type(value.real), part)}, " \
               f"{format_float(part.type(value.imag), part)}]"
    if dtype.kind in "iu" or _is_integer(dtype):
        return str(int(value))
    return format_float(value, dtype)


def _is_integer(dtype: np.dtype) -> bool:
    try:
        ml_dtypes.iinfo(dtype)
        return True
    except (ValueError, TypeError):
        return False


# --- MLIR's float printing (mlir/lib/IR/AsmPrinter.cpp printFloatValue over APFloat) ----------

def _format_info(dtype: np.dtype) -> tuple[int, int]:
    """(significand precision with the implicit bit, storage bits) of a float type."""
    info = ml_dtypes.finfo(dtype)
    return int(info.nmant) + 1, int(info.bits)


def format_float(value, dtype) -> str:
    dtype = np.dtype(dtype)
    precision, bits = _format_info(dtype)
    x = float(value)
    if np.isfinite(x):
        text = _apfloat_string(x, precision, 6, 0, False)
        if _reads_back(text, value, dtype):
            return text
        text = _apfloat_string(x, precision, 0, 3, True)
        if "." in text:
            return text
    raw = np.asarray(value, dtype).reshape(1).view(f"u{dtype.itemsize}")[0]
    return "0x" + format(int(raw) & ((1 << bits) - 1), "X")


def _reads_back(text: str, value, dtype: np.dtype) -> bool:
    """Whether parsing `text` into the float type gives `value` bit for bit."""
    parsed = np.asarray(float(text)).astype(dtype)
    same = np.asarray(value, dtype)
    return parsed.reshape(1).view(f"u{dtype.itemsize}")[0] == \
        same.reshape(1).view(f"u{dtype.itemsize}")[0]


def _apfloat_string(x: float, precision: int, format_precision: int, max_padding: int,
                    truncate_zero: bool) -> str:
    """APFloat::toString of a finite value (its digit selection, rounding and layout)."""
    sign = "-" if np.signbit(x) else ""
    if x == 0:
        if not max_padding:
            if truncate_zero:
                return sign + "0.0E+0"
            return sign + "0." + "0" * max(format_precision, 1) + "e+00"
        return sign + "0"
    if not format_precision:
        format_precision = 2 + precision * 59 // 196
    # value = significand * 10**exp exactly, with an integer significand.
    numerator, denominator = abs(x).as_integer_ratio()
    twos = denominator.bit_length() - 1  # the denominator is a power of two
    significand, exp = numerator * 5 ** twos, -twos
    significand, exp = _trim_bits(significand, exp, format_precision)
    digits = str(significand)
    stripped = digits.rstrip("0")
    exp += len(digits) - len(stripped)
    digits, exp = _round_digits(stripped, exp, format_precision)
    return sign + _layout(digits, exp, format_precision, max_padding, truncate_zero)


def _trim_bits(significand: int, exp: int, format_precision: int) -> tuple[int, int]:
    """Drop decimal digits beyond what the precision needs (truncating, as APFloat does)."""
    required = (format_precision * 196 + 58) // 59
    used = significand.bit_length()
    if used <= required:
        return significand, exp
    tens = (used - required) * 59 // 196
    if not tens:
        return significand, exp
    return significand // 10 ** tens, exp + tens


def _round_digits(digits: str, exp: int, format_precision: int) -> tuple[str, int]:
    """Round half up to `format_precision` digits, dropping trailing zeros."""
    n = len(digits)
    if n <= format_precision:
        return digits, exp
    cut = n - format_precision  # digits[-cut:] go away
    kept, dropped = digits[:format_precision], digits[format_precision]
    exp += cut
    if dropped < "5":
        stripped = kept.rstrip("0")
        return stripped, exp + len(kept) - len(stripped)
    rounded = str(int(kept) + 1)
    if len(rounded) > len(kept):  # carried through every digit: 999 -> 1
        return "1", exp + len(kept)
    stripped = rounded.rstrip("0")
    return stripped, exp + len(rounded) - len(stripped)


def _layout(digits: str, exp: int, format_precision: int, max_padding: int,
            truncate_zero: bool) -> str:
    n = len(digits)
    if not max_padding:
        scientific = True
    elif exp >= 0:
        scientific = exp > max_padding or n + exp > format_precision
    else:
        msd = exp + n - 1
        scientific = msd < 0 and -msd > max_padding
    if scientific:
        exp += n - 1
        mantissa = digits[0] + "." + ("0" if n == 1 and truncate_zero else digits[1:])
        if not truncate_zero and format_precision > n - 1:
            mantissa += "0" * (format_precision - n + 1)
        power = str(abs(exp))
        if not truncate_zero and len(power) < 2:
            power = "0" + power
        return f"{mantissa}{'E' if truncate_zero else 'e'}{'+' if exp >= 0 else '-'}{power}"
    if exp >= 0:
        return digits + "0" * exp
    whole = exp + n
    if whole > 0:
        return digits[:whole] + "." + digits[whole:]
    return "0." + "0" * (-whole) + digits
