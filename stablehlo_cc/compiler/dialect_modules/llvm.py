"""The LLVM dialect's C++-side type classes (`llvm.PointerType`, `StructType`, ...), without
`mlir.dialects.llvm`'s generated op and enum classes. The bindings import a dialect's module
the first time Python meets one of its ops, types or attributes (here: the
`#llvm.loop_annotation` of outer_loops.py, or a walk over lowered code), and the generated
module declares ~600 op classes: ~40 ms of CPU in every process's first compile (issue 11),
for classes the compiler never uses (it only reads op names and attributes of LLVM-dialect
IR). A program that imports `mlir.dialects.llvm` itself still registers all of them.
(XLA and IREE build their IR in C++ and have no such cost.)"""

# ruff: noqa: F401, F403
from mlir._mlir_libs._mlirDialectsLLVM import *
