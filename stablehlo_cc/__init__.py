"""stablehlo-cc: compile StableHLO programs to native CPU code.

    exe = stablehlo_cc.compile(source)      # MLIR text/bytecode, VHLO artifact, path, JAX object
    result = exe(x, y)                      # numpy in, numpy out
    w = stablehlo_cc.aligned(w)             # weights placed once for fast reads (as device_put)
    stablehlo_cc.compile(source, emit="llvm-ir")   # stop after any stage and get its text
    stablehlo_cc.build_library(source, "prog.so", header="prog.h")   # AOT, C ABI
    exe = stablehlo_cc.load("prog.so")
    exe.run_grid([[x0], [x1]])              # replicas x partitions, collectives (GridError)
"""

from __future__ import annotations

# First (compiler/__init__ imports compiler/isolated_mlir.py before any MLIR binding).
from . import compiler  # noqa: F401  (isort: skip)
from .api import build_library, build_object, compile, load
from .compiler.pipeline import STAGES
from .errors import CompileError
from .runtime import Executable, aligned
from .runtime.collectives import GridError
from .runtime.custom_calls import CustomCallError, register_custom_call, unregister_custom_call

__all__ = ["compile", "build_library", "build_object", "load", "Executable", "aligned",
           "CompileError", "GridError", "STAGES", "register_custom_call", "unregister_custom_call",
           "CustomCallError"]
__version__ = "0.1.0"
