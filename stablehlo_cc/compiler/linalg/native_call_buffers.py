"""Shared steps of turning a placeholder call on tensors into a C call on bare buffers.

The native sort (native_sort_calls.py) and the packed GEMM (native_gemm_calls.py) both leave
`func.call @placeholder(tensors...) -> tensor` to a bodiless function, which one-shot
bufferization cannot handle, and both rewrite it just before bufferization the same way:
every operand through `bufferization.to_buffer` (read only), the result into a fresh
`memref.alloc`, the C function called on `memref<1xT>` views of those buffers (so every call
site shares one declaration whose pointers are bare), and the result back through
`bufferization.to_tensor` (restrict, writable). Only the callee and the argument order differ.
"""

from __future__ import annotations

import mlir.ir as uir
from mlir.dialects import func, memref


def memref_of(tensor_type) -> uir.Type:
    """The buffer type of a ranked tensor type (identity layout)."""
    t = uir.RankedTensorType(tensor_type)
    return uir.MemRefType.get(t.shape, t.element_type)


def declare_once(module, callee: str, arg_types: list, declared: set) -> None:
    """A private declaration of `callee(arg_types) -> ()` at the module's top, unless done."""
    if callee in declared:
        return
    with uir.InsertionPoint(module.body), uir.Location.unknown(module.context):
        func.FuncOp(callee, uir.FunctionType.get(arg_types, []), visibility="private")
    declared.add(callee)


def operand_buffers(call) -> list:
    """Each tensor operand of `call` as a read-only buffer (insert at the call)."""
    unit = uir.UnitAttr.get(call.context)
    return [uir.Operation.create("bufferization.to_buffer", results=[memref_of(v.type)],
                                 operands=[v], attributes={"read_only": unit}).result
            for v in call.operands]


def result_buffer(call):
    """A fresh buffer for the call's one tensor result."""
    return uir.Operation.create("memref.alloc", results=[memref_of(call.results[0].type)],
                                operands=[], attributes={
                                    "operandSegmentSizes": uir.DenseI32ArrayAttr.get([0, 0])}
                                ).result


def word_view(buffer, word_type):
    """`buffer` seen as `word_type` (a memref<1xT>): a bare pointer to its first element."""
    return memref.reinterpret_cast(word_type, buffer, [], [], [], [0], [1], [1])


def replace_with_buffer_call(call, callee: str, arguments: list, out) -> None:
    """Call `callee(arguments)`, then stand `out` (as a tensor) in for the call's result and
    erase the placeholder call."""
    unit = uir.UnitAttr.get(call.context)
    func.CallOp([], uir.FlatSymbolRefAttr.get(callee, call.context), arguments)
    tensor = uir.Operation.create(
        "bufferization.to_tensor", results=[call.results[0].type], operands=[out],
        attributes={"restrict": unit, "writable": unit}).result
    call.results[0].replace_all_uses_with(tensor)
    call.erase()
