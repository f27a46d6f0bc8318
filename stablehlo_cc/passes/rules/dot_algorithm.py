"""`dot_general` with an `algorithm`: computed at the full precision of its element types.

The algorithm attribute allows an implementation to use narrower operand types (tf32, bf16
passes) or a different accumulation; computing exactly in the declared types satisfies it
for every algorithm the spec lists, and `stablehlo-legalize-to-linalg` rejects the attribute,
so it is dropped here.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ..registry import lowering


@lowering("stablehlo.dot_general")
def drop_dot_algorithm(op: ir.Operation) -> None:
    if "algorithm" in op.attributes:
        del op.attributes["algorithm"]
