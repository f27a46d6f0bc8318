"""Inline every `func.call`, so that each public function holds its whole program.

MLIR's `inline` pass does nothing in jaxlib's context (the func dialect's inliner interface
is not registered there), so calls are inlined here with jaxlib's own helper, the one JAX
uses when it lowers an inlined call. Callees of StableHLO programs have one block ending in
a return, which is what that helper needs. Calls inside the callee's copy are inlined on the
next round; a call cycle (which StableHLO does not allow) is reported instead of unrolled.
"""

from __future__ import annotations

from jaxlib.mlir import ir
from jaxlib.mlir._mlir_libs import _jax_mlir_ext

from ..errors import CompileError, diagnostic_at

_MAX_DEPTH = 64


def _calls(module: ir.Module) -> list[ir.Operation]:
    found = []

    def visit(op):
        op = op.operation if hasattr(op, "operation") else op
        if op.name == "func.call":
            found.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return found


def _functions(module: ir.Module) -> dict[str, ir.Operation]:
    return {str(op.attributes["sym_name"]).strip('"'): op.operation
            for op in module.body.operations if op.operation.name == "func.func"}


def inline_calls(module: ir.Module, source_name: str) -> None:
    """Replace each `func.call` by a copy of the callee's body, to a fixed point."""
    for _ in range(_MAX_DEPTH):
        calls = _calls(module)
        if not calls:
            return
        functions = _functions(module)
        for call in calls:
            callee_name = ir.FlatSymbolRefAttr(call.attributes["callee"]).value
            callee = functions.get(callee_name)
            if callee is None or len(callee.regions[0].blocks) != 1:
                raise CompileError.from_diagnostics([diagnostic_at(
                    call.location, f"cannot inline the call to @{callee_name}", source_name)],
                    "bad call")
            with ir.InsertionPoint(call), call.location:
                results = _jax_mlir_ext.inlined_func_call(callee, list(call.operands))
            for old, new in zip(call.results, results):
                old.replace_all_uses_with(new)
            call.erase()
    raise CompileError.from_diagnostics([diagnostic_at(
        _calls(module)[0].location,
        f"calls nested deeper than {_MAX_DEPTH} levels (recursion is not allowed in StableHLO)",
        source_name)], "recursive calls")
