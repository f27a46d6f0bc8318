"""Dialect modules for jaxlib's MLIR bindings: empty ones for the dialects jaxlib ships no
Python module for (linalg, tensor), which its bindings would otherwise search `sys.path`
for at every op of them met from Python (they do not cache the miss; see the parent
package). The compiler builds those ops through generic `Operation.create`."""
