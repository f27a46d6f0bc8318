"""Tokens: `!stablehlo.token` values become empty tensors (`tensor<0xi1>`).

Tokens only order side effects, and the runtime calls that replaced the ops consuming them
already keep program order, so a token carries no data. Every token value of a function
(arguments, op and region results) is retyped to `tensor<0xi1>` and `after_all` becomes an
empty constant; at the boundary a token is a zero-sized buffer (None in Python).
Runs on each `func.func` after the rules of the ops inside it.
"""

from __future__ import annotations

from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from ..registry import lowering

def _empty(ctx) -> ir.Type:
    with ir.Location.unknown(ctx):
        return ir.RankedTensorType.get([0], ir.IntegerType.get_signless(1, ctx))


@lowering("func.func")
def _func_tokens(func):
    func = func.operation
    ctx = func.context
    token = stablehlo.TokenType.get(ctx)
    args, results, joins = [], [], []
    advance = ir.WalkResult.ADVANCE

    # (one visit an op, its results read by index and its regions only when it has some:
    # iterating a list of the bindings costs ~2-3 us more, the IndexError that ends it;
    # the rule on Whisper's 9 functions 3.7 -> 2.2 ms, thread CPU; issue 11)
    def visit(op):
        if op.name == "stablehlo.after_all":
            joins.append(op)
        else:
            values = op.results
            for i in range(len(values)):
                if values[i].type == token:
                    results.append(values[i])
        if len(op.regions):
            args.extend(a for region in op.regions for block in region.blocks
                        for a in block.arguments if a.type == token)
        return advance

    func.walk(visit)
    if not args and not results and not joins:
        return
    empty = _empty(ctx)
    for arg in args:
        arg.set_type(empty)
    for r in results:
        r.set_type(empty)
    for op in joins:
        with ir.InsertionPoint(op), op.location:
            const = ir.Operation.create(
                "stablehlo.constant", results=[empty],
                attributes={"value": ir.DenseElementsAttr.get_splat(
                    empty, ir.BoolAttr.get(False))})
        op.results[0].replace_all_uses_with(const.results[0])
        op.erase()

    def fix(types):
        return [empty if t == token else t for t in types]

    ftype = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)
    new_type = ir.FunctionType.get(fix(ftype.inputs), fix(ftype.results), ctx)
    func.attributes["function_type"] = ir.TypeAttr.get(new_type)
