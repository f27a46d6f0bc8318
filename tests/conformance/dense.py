"""A parser of MLIR dense literals (`dense<...> : tensor<...>`) into numpy arrays.

The expected values of the interpreter tests must not be decoded by the compiler under test
(nor by MLIR), so this reads the literal syntax directly: nested lists, splats, `true`/`false`,
integers (decimal or hex), floats (decimal, `inf`/`nan`, or hex bit patterns such as
`0x7FC00000`), complex pairs `(re, im)` and hex blobs `"0x..."`.
"""

from __future__ import annotations

import re

import ml_dtypes
import numpy as np

from stablehlo_cc.types import numpy_dtype, parse_tensor_type

_TOKEN = re.compile(r"""\s*(?:
      (?P<punct>[\[\](),])
    | (?P<blob>"0x[0-9A-Fa-f]*")
    | (?P<atom>[-+]?(?:0x[0-9A-Fa-f]+|[0-9][0-9.]*(?:[eE][-+]?[0-9]+)?|\.[0-9]+(?:[eE][-+]?[0-9]+)?
                       |inf|nan|true|false))
    )""", re.VERBOSE)

_UINT_OF_SIZE = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}


def _tokens(text: str) -> list[str]:
    out, pos, text = [], 0, text.strip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m or m.end() == pos:
            raise ValueError(f"cannot read dense literal at {text[pos:pos + 20]!r}")
        out.append(m.group(m.lastgroup))
        pos = m.end()
    return out


def _nested(tokens: list[str]):
    """Tokens -> nested Python lists of atom strings; complex pairs become tuples."""
    pos = 0

    def value():
        nonlocal pos
        tok = tokens[pos]
        if tok in ("[", "("):
            close = "]" if tok == "[" else ")"
            pos += 1
            items = []
            while tokens[pos] != close:
                items.append(value())
                if tokens[pos] == ",":
                    pos += 1
            pos += 1
            return items if close == "]" else tuple(items)
        pos += 1
        return tok

    result = value()
    if pos != len(tokens):
        raise ValueError(f"trailing tokens in dense literal: {tokens[pos:]}")
    return result


def _element_bits(element: str) -> int:
    m = re.fullmatch(r"u?i(\d+)", element)
    if m:
        return int(m.group(1))
    raise ValueError(element)


def _int_value(atom: str, element: str) -> int:
    if atom in ("true", "false"):
        return int(atom == "true")
    value = int(atom, 0) if atom.lstrip("+-").startswith("0x") else int(atom)
    if atom.lstrip("+-").startswith("0x"):
        # A hex integer is a bit pattern of the element width.
        bits = _element_bits(element)
        value &= (1 << bits) - 1
        if element.startswith("i") and bits > 1 and value >= 1 << (bits - 1):
            value -= 1 << bits
    return value


_E8M0 = np.dtype(ml_dtypes.float8_e8m0fnu)


def _float_value(atom: str, dtype: np.dtype):
    """A scalar of `dtype` (a float dtype); hex atoms are bit patterns of that width."""
    body = atom.lstrip("+-")
    if body.startswith("0x"):
        if atom.startswith("-"):
            raise ValueError(f"a negative hex float literal is not valid: {atom}")
        bits = np.array(int(body, 16), dtype=_UINT_OF_SIZE[dtype.itemsize])
        return bits.view(dtype)[()]
    if dtype == _E8M0 and float(atom) == 0.0:
        # f8E8M0FNU has no zero: MLIR's parser (APFloat) rounds 0 to the smallest value,
        # 2^-127 (bits 0x00), where ml_dtypes gives NaN.
        return np.array(0, np.uint8).view(dtype)[()]
    return dtype.type(float(atom))


def _scalar(atom, element: str, dtype: np.dtype):
    if dtype.kind == "c":
        part = np.dtype(np.float32 if dtype == np.complex64 else np.float64)
        if not isinstance(atom, tuple) or len(atom) != 2:
            raise ValueError(f"complex element expected, got {atom!r}")
        return complex(_float_value(atom[0], part), _float_value(atom[1], part))
    if isinstance(atom, (list, tuple)):
        raise ValueError(f"scalar expected, got {atom!r}")
    if dtype.kind == "b":
        return bool(_int_value(atom, element))
    if dtype.kind in "iu":
        return _int_value(atom, element)
    return _float_value(atom, dtype)


def _fill(nested, shape: tuple, element: str, dtype: np.dtype) -> np.ndarray:
    out = np.empty(shape, dtype)
    if not isinstance(nested, list):  # a splat
        out[...] = _scalar(nested, element, dtype)
        return out

    def walk(node, index, depth):
        if depth == len(shape):
            out[index] = _scalar(node, element, dtype)
            return
        if not isinstance(node, list) or len(node) != shape[depth]:
            raise ValueError(f"dense literal does not match shape {shape} at {index}")
        for i, child in enumerate(node):
            walk(child, index + (i,), depth + 1)

    if len(shape) == 0:
        raise ValueError("a rank-0 tensor cannot take a list literal")
    walk(nested, (), 0)
    return out


def _from_blob(blob: str, shape: tuple, element: str, dtype: np.dtype) -> np.ndarray:
    raw = bytes.fromhex(blob[3:-1])
    count = int(np.prod(shape, dtype=np.int64))
    # i1 and integers narrower than 8 bits are stored one byte per element.
    if dtype.kind == "b" or (dtype.itemsize == 1 and element not in ("i8", "ui8")):
        data = np.frombuffer(raw, np.uint8)
        if dtype.kind == "b":
            values = data != 0
        else:
            bits = _element_bits(element)
            ints = data.astype(np.int64) & ((1 << bits) - 1)
            if element.startswith("i"):
                ints = np.where(ints >= 1 << (bits - 1), ints - (1 << bits), ints)
            values = ints.astype(dtype)
    else:
        values = np.frombuffer(raw, dtype.newbyteorder("<")).astype(dtype)
    if values.size == 1 and count != 1:
        return np.full(shape, values[0], dtype)
    if values.size != count:
        raise ValueError(f"hex blob holds {values.size} elements, the type needs {count}")
    return values.reshape(shape).copy()


def parse_dense(body: str, type_text: str) -> np.ndarray:
    """`body` is what is between `dense<` and its `>`; `type_text` is `tensor<...>`."""
    ttype = parse_tensor_type(type_text)
    if not ttype.is_static:
        raise ValueError(f"{type_text}: a literal needs a static shape")
    dtype = numpy_dtype(ttype.element)
    shape = tuple(ttype.shape)
    body = body.strip()
    if body.startswith('"0x'):
        return _from_blob(body, shape, ttype.element, dtype)
    if body == "":
        if int(np.prod(shape, dtype=np.int64)) != 0:
            raise ValueError(f"empty literal for a non-empty {type_text}")
        return np.empty(shape, dtype)
    return _fill(_nested(_tokens(body)), shape, ttype.element, dtype)
