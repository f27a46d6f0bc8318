"""The linalg dialect's generated op, enum and C++-side classes (what `mlir.dialects.linalg`
re-exports, less the OpDSL: see this package's docstring)."""

# ruff: noqa: F401, F403
from mlir._mlir_libs._mlirDialectsLinalg import *
from mlir.dialects._linalg_enum_gen import *
from mlir.dialects._linalg_ops_gen import *
from mlir.dialects._linalg_ops_gen import _Dialect
