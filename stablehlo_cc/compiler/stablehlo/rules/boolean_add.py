"""`add` on booleans is logical or (StableHLO spec, `add`); the linalg lowering would emit an
i1 `arith.addi`, which is exclusive or. (`multiply` needs nothing: i1 `arith.muli` is `and`.)"""

from __future__ import annotations

from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from ..registry import lowering


def _is_bool_tensor(t: ir.Type) -> bool:
    element = ir.ShapedType(t).element_type
    return isinstance(element, ir.IntegerType) and element.width == 1


@lowering("stablehlo.add")
def boolean_add(op: ir.Operation) -> None:
    if not _is_bool_tensor(op.results[0].type):
        return  # other element types lower as they are
    with ir.InsertionPoint(op), op.location:
        new = stablehlo.OrOp(op.operands[0], op.operands[1])
    op.results[0].replace_all_uses_with(new.result)
    op.erase()
