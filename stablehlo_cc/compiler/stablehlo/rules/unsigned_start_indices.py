"""Start indices of type ui64 capped at 2^63 - 1, where the slicing ops clamp them.

`dynamic_slice`, `dynamic_update_slice` and `gather` clamp each start index into
[0, dim - size] (StableHLO spec), so any index past the dimension lands on the last window.
`stablehlo-legalize-to-linalg` casts the (signless) index bits to `index` as a signed number:
a ui64 index of 2^63 or more became negative and clamped to the first window instead.
min(index, 2^63 - 1) is the same position for the spec and non-negative for the cast. Narrower
unsigned indices already widen with zero extension; `scatter` (its own rule) reads unsigned
indices as unsigned.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ..registry import lowering
from ._elementwise import binary, element_of, splat

# (the first operand that is a start index, how many are: None for all from there on)
_INDEX_OPERANDS = {"stablehlo.dynamic_slice": (1, None),
                   "stablehlo.dynamic_update_slice": (2, None),
                   "stablehlo.gather": (1, 1)}


def _is_ui64(value: ir.Value) -> bool:
    element = element_of(value)
    return isinstance(element, ir.IntegerType) and element.is_unsigned and element.width == 64


@lowering("stablehlo.dynamic_slice", "stablehlo.dynamic_update_slice", "stablehlo.gather")
def cap_unsigned_start_indices(op: ir.Operation) -> None:
    first, count = _INDEX_OPERANDS[op.name]
    last = len(op.operands) if count is None else first + count
    for k in range(first, last):
        index = op.operands[k]
        if not _is_ui64(index):
            continue
        with ir.InsertionPoint(op), op.location:
            capped = binary("minimum", index, splat(index, element_of(index), (1 << 63) - 1))
        op.operands[k] = capped
