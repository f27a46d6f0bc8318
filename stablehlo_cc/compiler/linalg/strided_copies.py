"""`memref.copy` between buffers that are not both contiguous becomes a `linalg.copy` (loops).

`finalize-memref-to-llvm` turns such a copy into a call to `memrefCopy` from MLIR's C runner
utilities, a library our code is not linked with (the JIT would call a null address, a `.so`
would not link). Contiguous copies stay `memref.copy` and become `memcpy`.
"""

from __future__ import annotations

import mlir.ir as ir
from ..walk import ops_named
from . import named_ops


def _contiguous(t) -> bool:
    if not isinstance(t, ir.MemRefType):
        return False
    return t.affine_map == ir.AffineMap.get_identity(t.rank, t.context)


def lower_strided_copies(module) -> None:
    for op in ops_named(module, "memref.copy"):
        source, target = op.operands[0], op.operands[1]
        if _contiguous(source.type) and _contiguous(target.type):
            continue
        with ir.InsertionPoint(op), op.location:
            named_ops.copy(source, target)
        op.erase()
