"""`memref.copy` between buffers that are not both contiguous becomes a `linalg.copy` (loops).

`finalize-memref-to-llvm` turns such a copy into a call to `memrefCopy` from MLIR's C runner
utilities, a library our code is not linked with (the JIT would call a null address, a `.so`
would not link). Contiguous copies stay `memref.copy` and become `memcpy`, unless they are
large (`PARALLEL_COPY_BYTES`, such as the copy of a 64 MiB operand a scatter updates): then
they become a `linalg.copy` too, whose loops the thread pool splits (parallel_loops.py);
LLVM turns each thread's share back into a `memcpy`. One core cannot draw all of the
memory bandwidth, so the threads copy faster (XLA:CPU and IREE also split large copies
into parallel blocks).
"""

from __future__ import annotations

import mlir.ir as ir
from ..walk import ops_named
from . import named_ops


def _contiguous(t) -> bool:
    if not isinstance(t, ir.MemRefType):
        return False
    return t.affine_map == ir.AffineMap.get_identity(t.rank, t.context)


# Contiguous copies this large become loops the threads share.
PARALLEL_COPY_BYTES = 1 << 22


def _large(t) -> bool:
    if not t.has_static_shape or t.rank == 0:
        return False
    width = getattr(t.element_type, "width", None)
    if width is None or width % 8:
        return False
    count = 1
    for d in t.shape:
        count *= d
    return count * width // 8 >= PARALLEL_COPY_BYTES


def lower_strided_copies(module) -> None:
    for op in ops_named(module, "memref.copy"):
        source, target = op.operands[0], op.operands[1]
        if _contiguous(source.type) and _contiguous(target.type) and not _large(target.type):
            continue
        with ir.InsertionPoint(op), op.location:
            named_ops.copy(source, target)
        op.erase()
