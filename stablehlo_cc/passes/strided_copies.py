"""Copies between non-contiguous buffers become `linalg.copy` loops.

MLIR lowers a `memref.copy` whose operands are not both contiguous to a call to `memrefCopy`,
a function of MLIR's C runner-utils library. Compiled programs need only libc and libm, so
such copies (a slice returned as a result, a strided update) become `linalg.copy`, which the
loop lowering turns into plain loads and stores. Contiguous copies stay memcpy calls.
"""

from __future__ import annotations

import mlir.ir as uir
from mlir.dialects import linalg


def _contiguous(t: uir.Type) -> bool:
    """Identity layout (no `strided<...>` or affine map printed in the type)."""
    return "strided<" not in str(t) and "affine_map" not in str(t)


def strided_copies_to_linalg(module) -> None:
    copies = []

    def visit(op):
        if op.name == "memref.copy":
            copies.append(op)
        return uir.WalkResult.ADVANCE

    module.operation.walk(visit)
    with module.context:
        for op in copies:
            src, dst = op.operands[0], op.operands[1]
            if _contiguous(src.type) and _contiguous(dst.type):
                continue
            with uir.InsertionPoint(op), op.location:
                linalg.copy(src, outs=[dst])
            op.erase()
