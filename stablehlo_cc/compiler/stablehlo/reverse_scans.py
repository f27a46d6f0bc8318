"""A reverse `chlo.scan` becomes a forward one between two `stablehlo.reverse`s.

jaxlib's `chlo-legalize-to-stablehlo` ignores `is_reverse` and emits a forward loop (a wrong
answer), so before it runs: the scanned inputs are reversed along the scan dimension, the
scan runs forward, and its per-element outputs are reversed back. The carries (final
values) are the same either way.
"""

from __future__ import annotations

from jaxlib.mlir import ir


def _reverse_scans(module: ir.Module) -> list:
    found = []

    def visit(op):
        op = op.operation if hasattr(op, "operation") else op
        if op.name == "chlo.scan" and "is_reverse" in op.attributes and \
                ir.BoolAttr(op.attributes["is_reverse"]).value:
            found.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return found


def _reverse(value: ir.Value, dims, ip) -> ir.Value:
    return ir.Operation.create("stablehlo.reverse", results=[value.type], operands=[value],
                               attributes={"dimensions": dims}, ip=ip).result


def forward_reverse_scans(module: ir.Module) -> None:
    for op in _reverse_scans(module):
        n_inputs = list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))[0]
        n_outputs = list(ir.DenseI32ArrayAttr(op.attributes["resultSegmentSizes"]))[0]
        dim = ir.IntegerAttr(op.attributes["dimension"]).value
        with op.location:
            dims = ir.DenseI64ArrayAttr.get([dim])
            for i in range(n_inputs):
                op.operands[i] = _reverse(op.operands[i], dims, ir.InsertionPoint(op))
            for result in list(op.results)[:n_outputs]:
                back = _reverse(result, dims, ir.InsertionPoint.after(op))
                result.replace_all_uses_except(back, back.owner.operation)
            op.attributes["is_reverse"] = ir.BoolAttr.get(False)
