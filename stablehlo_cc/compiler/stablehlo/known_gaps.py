"""Element types and ops the pipeline is known to get wrong: refuse them cleanly.

Each entry here is a gap somebody is filling; until then a program that hits one gets a
"not supported yet" CompileError instead of a wrong answer or a crash in MLIR. Remove an
entry when the conformance runner (tests/test_conformance.py) shows its functions passing.
"""

from __future__ import annotations


from jaxlib.mlir import ir

from ...errors import CompileError, diagnostic_at

# Element type (as printed) -> why it is refused anywhere in a program. (Sub-byte integers
# and the f8/f6/f4 floats, f8E8M0FNU included, are supported: tests/test_element_types.py.)
_ELEMENTS: list = []


def _element(t: ir.Type) -> str:
    try:
        return str(ir.ShapedType(t).element_type)
    except (ValueError, TypeError):
        return str(t)


def _op_gap(op: ir.Operation) -> str | None:
    """Why this op, with these operand/result types, is refused (None if it is fine)."""
    operands = [_element(v.type) for v in op.operands]
    results = [_element(v.type) for v in op.results]
    for element in operands + results:
        for pattern, reason in _ELEMENTS:
            if pattern.match(element):
                return f"element type {element} ({reason})"
    return None


def refuse_known_gaps(module: ir.Module, source_name: str) -> None:
    if not _ELEMENTS:
        return  # no gap listed: nothing to look for (the walk cost ~10 ms a transformer)
    found = []

    def visit(op):
        found.append(op.operation if hasattr(op, "operation") else op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit, ir.WalkOrder.PRE_ORDER)
    for op in found:
        reason = _op_gap(op)
        if reason:
            diag = diagnostic_at(op.location, "", source_name)
            diag.message = f"'{op.name}' at {diag.position} {reason} is not supported yet"
            raise CompileError.from_diagnostics([diag], "unsupported op")
