"""Runtime calls on tensors → calls on buffers, just before bufferization (upstream MLIR).

The collective rules leave `func.call @__shlo_coll_<key>(tensors) -> tensors` to bodyless
functions, which one-shot bufferization cannot handle. Each becomes

    %in  = bufferization.to_buffer %t read_only        (each input)
    %out = memref.alloc()                              (each output)
    func.call @__shlo_rt_op_<key>(%in..., %out...)     (external, resolved to the runtime)
    %r   = bufferization.to_tensor %out restrict writable

so the runtime reads the inputs and writes fresh output buffers in place.
"""

from __future__ import annotations

import mlir.ir as uir
from mlir.dialects import bufferization, func, memref

from ...contract.runtime_ops import PLACEHOLDER_PREFIX, SYMBOL_PREFIX


def _memref(t: uir.Type) -> uir.Type:
    tt = uir.RankedTensorType(t)
    return uir.MemRefType.get(tt.shape, tt.element_type)


def _callee(op) -> str:
    return uir.FlatSymbolRefAttr(op.attributes["callee"]).value


def lower_runtime_calls(module) -> None:
    """Rewrite every placeholder call of `module` (no-op when there is none)."""
    calls, decls = [], []

    def visit(op):
        op = op.operation if hasattr(op, "operation") else op
        if op.name == "func.call" and _callee(op).startswith(PLACEHOLDER_PREFIX):
            calls.append(op)
        elif op.name == "func.func":
            name = uir.StringAttr(op.attributes["sym_name"]).value
            if name.startswith(PLACEHOLDER_PREFIX):
                decls.append(op)
        return uir.WalkResult.ADVANCE

    module.operation.walk(visit)
    if not calls and not decls:
        return
    with uir.Location.unknown(module.context):
        _rewrite(module, calls)
    for decl in decls:
        decl.erase()


def _rewrite(module, calls) -> None:
    ctx = module.context
    declared = set()
    for call in calls:
        name = SYMBOL_PREFIX + _callee(call)[len(PLACEHOLDER_PREFIX):]
        in_types = [_memref(v.type) for v in call.operands]
        out_types = [_memref(r.type) for r in call.results]
        if name not in declared:
            with uir.InsertionPoint(module.body), uir.Location.unknown(ctx):
                func.FuncOp(name, uir.FunctionType.get(in_types + out_types, [], ctx),
                            visibility="private")
            declared.add(name)
        with uir.InsertionPoint(call), call.location:
            ins = [bufferization.ToBufferOp(t, v, read_only=True).result
                   for t, v in zip(in_types, call.operands)]
            outs = [memref.AllocOp(t, [], []).result for t in out_types]
            func.CallOp([], uir.FlatSymbolRefAttr.get(name, ctx), ins + outs)
            results = [bufferization.ToTensorOp(r.type, m, restrict=True, writable=True).result
                       for r, m in zip(call.results, outs)]
        for old, new in zip(call.results, results):
            old.replace_all_uses_with(new)
        call.erase()
