"""Loading a shared library built by `stablehlo-cc -o prog.so` back into an Executable."""

from __future__ import annotations

import ctypes
import json
import os

import llvmlite.binding as llvm

from ..abi import ABI_VERSION, METADATA_SECTION
from ..signature import FunctionSignature, choose_entry
from .executable import CompiledFunction, Executable


def read_metadata(path: str) -> dict:
    """The JSON description embedded in the library's `.stablehlo_cc` section."""
    try:
        obj = llvm.ObjectFileRef.from_path(path)
    except Exception as e:  # llvmlite raises RuntimeError for files it cannot read
        raise ValueError(f"{path}: not a shared library ({e})") from None
    for section in obj.sections():
        if section.name() == METADATA_SECTION.encode():
            raw = bytes(section.data()).split(b"\0", 1)[0]
            meta = json.loads(raw)
            if meta.get("abi_version") != ABI_VERSION:
                raise ValueError(f"{path}: built for stablehlo-cc ABI version "
                                 f"{meta.get('abi_version')}, this is version {ABI_VERSION}")
            return meta
    raise ValueError(f"{path}: not built by stablehlo-cc (no {METADATA_SECTION} section)")


def load(path, entry: str | None = None) -> Executable:
    """An Executable for a shared library built by stablehlo-cc; `entry` picks the function."""
    path = os.path.abspath(os.fspath(path))
    if not os.path.isfile(path):
        raise FileNotFoundError(f"no such file: {path}")
    meta = read_metadata(path)
    lib = ctypes.CDLL(path)
    functions = {}
    for fn in meta["functions"]:
        sig = FunctionSignature.from_json(fn)
        address = ctypes.cast(getattr(lib, fn["symbol"]), ctypes.c_void_p).value
        functions[sig.name] = CompiledFunction(sig, address)
    name = choose_entry([f.signature for f in functions.values()], entry, path)
    return Executable(functions, name, owner=lib)
