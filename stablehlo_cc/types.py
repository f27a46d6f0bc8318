"""Tensor types at the boundary: MLIR element type names ↔ numpy dtypes ↔ C types."""

from __future__ import annotations

import re
from dataclasses import dataclass

import ml_dtypes
import numpy as np

# MLIR element type name -> numpy dtype. Signless integers are signed in StableHLO.
_NUMPY = {
    "i1": np.dtype(np.bool_),
    "i2": np.dtype(ml_dtypes.int2), "i4": np.dtype(ml_dtypes.int4),
    "i8": np.dtype(np.int8), "i16": np.dtype(np.int16),
    "i32": np.dtype(np.int32), "i64": np.dtype(np.int64),
    "ui2": np.dtype(ml_dtypes.uint2), "ui4": np.dtype(ml_dtypes.uint4),
    "ui8": np.dtype(np.uint8), "ui16": np.dtype(np.uint16),
    "ui32": np.dtype(np.uint32), "ui64": np.dtype(np.uint64),
    "f16": np.dtype(np.float16), "bf16": np.dtype(ml_dtypes.bfloat16),
    "f32": np.dtype(np.float32), "f64": np.dtype(np.float64),
    "complex<f32>": np.dtype(np.complex64), "complex<f64>": np.dtype(np.complex128),
    "f8E4M3FN": np.dtype(ml_dtypes.float8_e4m3fn), "f8E5M2": np.dtype(ml_dtypes.float8_e5m2),
    "f8E4M3FNUZ": np.dtype(ml_dtypes.float8_e4m3fnuz),
    "f8E5M2FNUZ": np.dtype(ml_dtypes.float8_e5m2fnuz),
    "f8E4M3B11FNUZ": np.dtype(ml_dtypes.float8_e4m3b11fnuz),
    "f8E4M3": np.dtype(ml_dtypes.float8_e4m3), "f8E3M4": np.dtype(ml_dtypes.float8_e3m4),
    "f8E8M0FNU": np.dtype(ml_dtypes.float8_e8m0fnu),
    "f6E2M3FN": np.dtype(ml_dtypes.float6_e2m3fn), "f6E3M2FN": np.dtype(ml_dtypes.float6_e3m2fn),
    "f4E2M1FN": np.dtype(ml_dtypes.float4_e2m1fn),
}
_ELEMENT = {dt: name for name, dt in _NUMPY.items()}

# A `!stablehlo.token` at a function boundary: an empty buffer (None in Python).
TOKEN = "token"

# Element type -> C type of one element in the generated header (storage, not arithmetic).
_C_TYPE = {
    "i1": "bool", "i2": "int8_t", "i4": "int8_t", "i8": "int8_t", "i16": "int16_t",
    "i32": "int32_t", "i64": "int64_t", "ui2": "uint8_t", "ui4": "uint8_t", "ui8": "uint8_t",
    "ui16": "uint16_t", "ui32": "uint32_t", "ui64": "uint64_t",
    "f16": "uint16_t", "bf16": "uint16_t", "f32": "float", "f64": "double",
    "complex<f32>": "float", "complex<f64>": "double",
}


_QUANT_STORAGE = re.compile(r"^!quant\.uniform<([iu])(\d+)\b")


def storage_element(element: str) -> str:
    """The integer type that holds a quantized element (`!quant.uniform<i8:f32, 0.5:-20>` is
    held as `i8`, `u8` storage as `ui8`); any other element type unchanged."""
    m = _QUANT_STORAGE.match(element)
    if not m:
        return element
    return ("i" if m.group(1) == "i" else "ui") + m.group(2)


def numpy_dtype(element: str) -> np.dtype:
    if element == TOKEN:
        return np.dtype(np.bool_)
    try:
        return _NUMPY[storage_element(element)]
    except KeyError:
        raise TypeError(f"element type {element} has no numpy equivalent") from None


def element_name(dtype) -> str:
    """The MLIR element type name of a numpy dtype (raises TypeError for others)."""
    try:
        return _ELEMENT[np.dtype(dtype)]
    except KeyError:
        raise TypeError(f"numpy dtype {np.dtype(dtype)} has no StableHLO element type") from None


def c_type(element: str) -> str:
    """C storage type of one element; 1-byte types (f8, f6, f4) are uint8_t."""
    element = storage_element(element)
    if element in _C_TYPE:
        return _C_TYPE[element]
    if element == TOKEN:
        return "bool"  # never read or written
    if element.startswith(("f8", "f6", "f4")):
        return "uint8_t"
    raise TypeError(f"element type {element} has no C equivalent")


@dataclass(frozen=True)
class TensorType:
    """A ranked tensor type; a dimension is None where the program says `?`.

    `bounds` (from `#stablehlo.bounds<...>`) gives, per dimension, the largest size a `?`
    dimension may take, or None; it is None when the type has no bounds at all.
    """

    shape: tuple
    element: str
    bounds: tuple | None = None

    @property
    def dtype(self) -> np.dtype:
        return numpy_dtype(self.element)

    @property
    def is_static(self) -> bool:
        return all(d is not None for d in self.shape)

    @property
    def is_token(self) -> bool:
        return self.element == TOKEN

    def __str__(self) -> str:
        if self.is_token:
            return "!stablehlo.token"
        dims = "".join(("?" if d is None else str(d)) + "x" for d in self.shape)
        if self.bounds is not None:
            bounds = ", ".join("?" if b is None else str(b) for b in self.bounds)
            return f"tensor<{dims}{self.element}, #stablehlo.bounds<{bounds}>>"
        return f"tensor<{dims}{self.element}>"

    def to_json(self) -> dict:
        obj = {"shape": list(self.shape), "element": self.element}
        if self.bounds is not None:
            obj["bounds"] = list(self.bounds)
        return obj

    @classmethod
    def from_json(cls, obj: dict) -> "TensorType":
        bounds = obj.get("bounds")
        return cls(tuple(obj["shape"]), obj["element"],
                   None if bounds is None else tuple(bounds))


_TENSOR = re.compile(r"^tensor<((?:(?:\d+|\?)x)*)(.+?)(?:,\s*(#.*))?>$")
_BOUNDS = re.compile(r"^#stablehlo\.bounds<(.*)>$")


def parse_tensor_type(text: str) -> TensorType:
    """Parse `tensor<4x?xf32>`; `#stablehlo.bounds` are kept, other encodings dropped.
    TypeError when `text` is not a ranked tensor type."""
    if text.strip() == "!stablehlo.token":
        return TensorType((0,), TOKEN)
    if text.strip().startswith("tuple<"):
        raise TypeError(f"{text}: tuples are not supported at a function boundary "
                        "(pass their elements as separate arguments)")
    m = _TENSOR.match(text.strip())
    if not m:
        raise TypeError(f"{text} is not a ranked tensor type")
    dims = tuple(None if d == "?" else int(d) for d in m.group(1).split("x")[:-1])
    element = m.group(2)
    if element.startswith("!quant") and storage_element(element) == element:
        raise TypeError(f"{text}: this quantized type is not supported at a function boundary")
    bounds = None
    b = _BOUNDS.match(m.group(3) or "")
    if b:
        bounds = tuple(None if x.strip() == "?" else int(x) for x in b.group(1).split(","))
        if len(bounds) != len(dims):
            raise TypeError(f"{text}: bounds do not match the rank")
    return TensorType(dims, element, bounds)
