"""`reduce_window`'s rule: prefix/suffix reductions become scans (cumulative_windows.py).

A `reduce_window` with an empty result (a window larger than its padded, dilated input:
no valid position) is its init values broadcast to the empty result shape.

`stablehlo-legalize-to-linalg` builds the window loop nest from the result's shape and the
window's; with a result dimension of size 0 its indexing maps read negative or too small
operand positions, which the linalg verifier rejected ("unexpected result less than 0"):
an error message about the compiler's IR for a valid program (jax.jit returns the empty
array).
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ..registry import lowering
from ._elementwise import create
from .cumulative_windows import rewrite_cumulative_window


@lowering("stablehlo.reduce_window")
def empty_reduce_window(op: ir.Operation) -> None:
    results = [ir.RankedTensorType(r.type) for r in op.results]
    if not all(t.has_static_shape and 0 in t.shape for t in results):
        # a window with positions: a prefix scan in log depth (cumulative_windows.py), or
        # the window loops the linalg lowering builds
        rewrite_cumulative_window(op)
        return
    n = len(results)
    inits = list(op.operands)[n:]
    with ir.InsertionPoint(op), op.location:
        empty = [create("stablehlo.broadcast_in_dim", t, [init],
                        broadcast_dimensions=ir.DenseI64ArrayAttr.get([]))
                 for t, init in zip(results, inits)]
    for old, new in zip(op.results, empty):
        old.replace_all_uses_with(new)
    op.erase()
