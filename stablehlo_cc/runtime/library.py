"""Loading a shared library built by `stablehlo-cc -o prog.so` back into an Executable."""

from __future__ import annotations

import ctypes
import json
import os

from ..abi import ABI_VERSION, METADATA_SECTION
from ..signature import FunctionSignature, choose_entry
from .elf import read_section
from .executable import CompiledFunction, Executable


def read_metadata(path: str) -> dict:
    """The JSON description embedded in the library's `stablehlo_cc` section."""
    raw = read_section(path, METADATA_SECTION)
    if raw is None:
        raise ValueError(f"{path}: not built by stablehlo-cc (no {METADATA_SECTION} section)")
    try:
        meta = json.loads(raw.split(b"\0", 1)[0])
        version = meta.get("abi_version")
    except (ValueError, AttributeError):
        raise ValueError(f"{path}: its {METADATA_SECTION} section is damaged") from None
    if version != ABI_VERSION:
        raise ValueError(f"{path}: built for stablehlo-cc ABI version {version}, "
                         f"this is version {ABI_VERSION}")
    return meta


def load(path, entry: str | None = None) -> Executable:
    """An Executable for a shared library built by stablehlo-cc; `entry` picks the function."""
    path = os.path.abspath(os.fspath(path))
    if not os.path.isfile(path):
        raise FileNotFoundError(f"no such file: {path}")
    meta = read_metadata(path)
    try:
        lib = ctypes.CDLL(path)
    except OSError as e:  # e.g. an object file (.o): it must be linked first
        raise ValueError(f"{path}: cannot be loaded as a shared library ({e}); an object file "
                         "from stablehlo-cc -o prog.o must be linked into a program or .so") \
            from None
    functions = {}
    for fn in meta["functions"]:
        sig = FunctionSignature.from_json(fn)
        address = ctypes.cast(getattr(lib, fn["symbol"]), ctypes.c_void_p).value
        functions[sig.name] = CompiledFunction(sig, address)
    name = choose_entry([f.signature for f in functions.values()], entry, path)
    return Executable(functions, name, owner=lib)
