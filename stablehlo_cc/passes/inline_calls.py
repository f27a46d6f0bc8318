"""Inline every `func.call` of a private function (JAX keeps a `jit` inside a `jit` as a call).

jaxlib's context lacks the func dialect's inliner extension, so its `inline` pass leaves
calls alone. jaxlib does carry a helper that clones a one-block callee's body at an insertion
point; we drive it innermost first (callees before their callers) until no call is left.
"""

from __future__ import annotations

from jaxlib.mlir import ir
from jaxlib.mlir._mlir_libs import _jax_mlir_ext


def _functions(module: ir.Module) -> dict:
    return {ir.StringAttr(op.attributes["sym_name"]).value: op.operation
            for op in module.body.operations if op.operation.name == "func.func"}


def _calls(module: ir.Module) -> list[ir.Operation]:
    found = []

    def visit(op):
        if op.operation.name == "func.call":
            found.append(op.operation)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return found


def _inlinable(func) -> bool:
    """A private definition with one block (the helper only handles that shape)."""
    if func is None or len(func.regions[0].blocks) != 1:
        return False
    vis = func.attributes["sym_visibility"] if "sym_visibility" in func.attributes else None
    return vis is not None and ir.StringAttr(vis).value == "private"


def inline_calls(module: ir.Module, max_rounds: int = 64) -> None:
    """Replace calls to private one-block functions by the callee's body, repeatedly, so that
    calls inside inlined bodies are inlined too (StableHLO programs do not recurse; the round
    limit only keeps a malformed recursive program from looping)."""
    with module.context:
        for _ in range(max_rounds):
            funcs = _functions(module)
            done = 0
            for call in _calls(module):
                callee = funcs.get(ir.FlatSymbolRefAttr(call.attributes["callee"]).value)
                if not _inlinable(callee):
                    continue
                # The helper reads the current location: without one it crashes.
                with ir.InsertionPoint(call), call.location:
                    results = _jax_mlir_ext.inlined_func_call(callee, list(call.operands),
                                                              call.location)
                for old, new in zip(call.results, results):
                    old.replace_all_uses_with(new)
                call.erase()
                done += 1
            if not done:
                return
