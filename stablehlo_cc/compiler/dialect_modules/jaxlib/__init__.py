"""Dialect modules for jaxlib's MLIR bindings, searched before `jaxlib.mlir.dialects`:
empty ones for the dialects jaxlib ships no Python module for (linalg, tensor), which its
bindings would otherwise search `sys.path` for at every op of them met from Python (they do
not cache the miss), and for those whose generated op classes the compiler never uses
(builtin, scf, arith, math, cf; see the parent package). The compiler builds ops of all of
them through generic `Operation.create` or text, and reads them by name."""
