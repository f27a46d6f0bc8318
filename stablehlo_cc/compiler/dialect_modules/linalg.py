"""The linalg dialect's generated op classes and C++-side classes (what `mlir.dialects.linalg`
re-exports, less the OpDSL: see this package's docstring, and less the enums).

The generated enum module (`_linalg_enum_gen`: nine `IntEnum`s, ~200 members, and their
attribute builders) is left out: the compiler reads linalg attributes as attributes and
builds its ops with attributes it made itself (named_ops.py), never from these enums, yet
importing it was 2-3 ms of CPU (7-11 ms wall on the busy host) in every process's first
compile, the first time a walk met a linalg op (issue 11, 2026-11-28). A program that
imports `mlir.dialects.linalg` itself still gets them."""

# ruff: noqa: F401, F403
from mlir._mlir_libs._mlirDialectsLinalg import *
from mlir.dialects._linalg_ops_gen import *
from mlir.dialects._linalg_ops_gen import _Dialect
