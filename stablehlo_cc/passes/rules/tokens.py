"""Tokens: `!stablehlo.token` values become empty tensors (`tensor<0xi1>`).

Tokens only order side effects, and the runtime calls that replaced the ops consuming them
already keep program order, so a token carries no data. Every token value of a function
(arguments, op and region results) is retyped to `tensor<0xi1>` and `after_all` becomes an
empty constant; at the boundary a token is a zero-sized buffer (None in Python).
Runs on each `func.func` after the rules of the ops inside it.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ..registry import lowering

TOKEN = "!stablehlo.token"


def _empty(ctx) -> ir.Type:
    with ir.Location.unknown(ctx):
        return ir.RankedTensorType.get([0], ir.IntegerType.get_signless(1, ctx))


@lowering("func.func")
def _func_tokens(func):
    func = func.operation
    ftype = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)
    text = str(ftype) + func.get_asm()
    if TOKEN not in text:
        return
    ctx = func.context
    empty = _empty(ctx)
    ops = []

    def visit(op):
        ops.append(op.operation if hasattr(op, "operation") else op)
        return ir.WalkResult.ADVANCE

    func.walk(visit)
    for op in ops:
        for region in op.regions:
            for block in region.blocks:
                for arg in block.arguments:
                    if str(arg.type) == TOKEN:
                        arg.set_type(empty)
    for op in ops:
        if op.name == "stablehlo.after_all":
            with ir.InsertionPoint(op), op.location:
                const = ir.Operation.create(
                    "stablehlo.constant", results=[empty],
                    attributes={"value": ir.DenseElementsAttr.get_splat(
                        empty, ir.BoolAttr.get(False))})
            op.results[0].replace_all_uses_with(const.results[0])
            op.erase()
            continue
        for r in op.results:
            if str(r.type) == TOKEN:
                r.set_type(empty)

    def fix(types):
        return [empty if str(t) == TOKEN else t for t in types]

    new_type = ir.FunctionType.get(fix(ftype.inputs), fix(ftype.results), ctx)
    func.attributes["function_type"] = ir.TypeAttr.get(new_type)
