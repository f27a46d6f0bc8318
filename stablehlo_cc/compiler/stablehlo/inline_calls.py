"""Inline every `func.call` of a private function (JAX keeps a `jit` inside a `jit` as a call).

jaxlib's context lacks the func dialect's inliner extension, so its `inline` pass leaves
calls alone. jaxlib does carry a helper that clones a one-block callee's body at an insertion
point; we drive it innermost first (callees before their callers) until no call is left.
"""

from __future__ import annotations

from jaxlib.mlir import ir
from jaxlib.mlir._mlir_libs import _jax_mlir_ext

from ...errors import CompileError, diagnostic_at
from ..walk import ops_named


def _functions(module: ir.Module) -> dict:
    return {ir.StringAttr(op.attributes["sym_name"]).value: op.operation
            for op in module.body.operations if op.operation.name == "func.func"}


def _calls(module: ir.Module) -> list[ir.Operation]:
    return ops_named(module, "func.call")


def _inlinable(func) -> bool:
    """A private definition with one block (the helper only handles that shape)."""
    if func is None or len(func.regions[0].blocks) != 1:
        return False
    vis = func.attributes["sym_visibility"] if "sym_visibility" in func.attributes else None
    return vis is not None and ir.StringAttr(vis).value == "private"


def _check_bodies(calls, funcs, source_name) -> None:
    """A call to a function that is only declared would reach the linker as an external
    symbol; a StableHLO program has no such functions, so say so at the call."""
    for call in calls:
        name = ir.FlatSymbolRefAttr(call.attributes["callee"]).value
        callee = funcs.get(name)
        if callee is not None and not callee.regions[0].blocks:
            raise CompileError.from_diagnostics([diagnostic_at(
                call.location, f"calls @{name}, which is declared without a body "
                "(external functions are not supported)", source_name)], "external call")


def inline_calls(module: ir.Module, source_name: str | None = None, *,
                 reject_declarations: bool = False, max_rounds: int = 64) -> None:
    """Replace calls to private one-block functions by the callee's body, repeatedly, so that
    calls inside inlined bodies are inlined too (StableHLO programs do not recurse; the round
    limit only keeps a malformed recursive program from looping). With `reject_declarations`
    (for the user's program, not for what our rules made: they may call the runtime) a call
    of a body-less function is an error."""
    # (each search for calls walks the whole program: none when no function could be
    # inlined, or declared without a body; the first round reuses the check's; issue 11)
    with module.context:
        funcs = _functions(module)
        calls = None
        if reject_declarations and any(not len(f.regions[0].blocks) for f in funcs.values()):
            calls = _calls(module)
            _check_bodies(calls, funcs, source_name)
        for _ in range(max_rounds):
            if not any(_inlinable(f) for f in funcs.values()):
                return
            done = 0
            for call in _calls(module) if calls is None else calls:
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
            funcs, calls = _functions(module), None
