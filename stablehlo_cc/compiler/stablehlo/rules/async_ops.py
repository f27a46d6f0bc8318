"""`async_start` / `async_done`: the computation in async_start's region runs in place, and
async_done's results are the values its region returns. Compiled code runs one op after the
other, so starting and awaiting the work are one step (any collective in the region has
already been lowered by its own rule: rules run innermost first)."""

from __future__ import annotations

from jaxlib.mlir import ir

from ..registry import lowering


@lowering("stablehlo.async_start")
def lower_async_start(op: ir.Operation) -> None:
    future = op.results[0]
    users = [u.owner for u in future.uses]
    users = [u.operation if hasattr(u, "operation") else u for u in users]
    if any(u.name != "stablehlo.async_done" for u in users):
        raise NotImplementedError("a future used by something other than async_done")
    block = op.regions[0].blocks[0]
    for arg, operand in zip(block.arguments, op.operands):
        arg.replace_all_uses_with(operand)
    body = list(block.operations)
    terminator = body[-1]
    for inner in body[:-1]:
        inner.operation.move_before(op)
    values = list(terminator.operands)
    for done in users:
        for result, value in zip(done.results, values):
            result.replace_all_uses_with(value)
        done.erase()
    op.erase()
