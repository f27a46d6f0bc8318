"""Shared steps of the native kernels' calls: a placeholder call on tensors, then a C call on
bare buffers.

The native sort (native_sort_calls.py) and the packed GEMM (native_gemm_calls.py) both leave
`func.call @placeholder(tensors...) -> tensor` to a bodiless function, which one-shot
bufferization cannot handle, and both rewrite it just before bufferization the same way:
every operand through `bufferization.to_buffer` (read only), the result into a fresh
`memref.alloc`, the C function called on `memref<1xT>` views of those buffers (so every call
site shares one declaration whose pointers are bare), and the result back through
`bufferization.to_tensor` (restrict, writable). Only the callee and the argument order differ. The placeholder itself (native_gemm_calls.py,
native_depthwise_calls.py, native_transpose_calls.py) is made the same way too: the kernel's
int64 descriptor as a constant operand, a private bodiless function, a call to it. The
LAPACK-like routines (native_lapack_calls.py) take several results, each a fresh buffer; the
host-callback sites (custom_call_buffers.py) take theirs as whole buffers rather than views.
"""

from __future__ import annotations

import mlir.ir as uir
import numpy as np
from mlir.dialects import arith, func, memref


def descriptor_constant(values: list[int]):
    """The descriptor `values` as a `tensor<Nxi64>` constant (at the insertion point)."""
    dims_type = uir.RankedTensorType.get([len(values)], uir.IntegerType.get_signless(64))
    return arith.ConstantOp(dims_type, uir.DenseElementsAttr.get(
        np.asarray(values, dtype=np.int64), type=dims_type)).result


def placeholder_call(module, name: str, operands: list, result_type):
    """Declare the bodiless private `name(operands) -> result_type` at the module's top and
    call it at the insertion point; returns the call's result."""
    with uir.InsertionPoint(module.body), uir.Location.unknown(module.context):
        func.FuncOp(name, uir.FunctionType.get([v.type for v in operands], [result_type]),
                    visibility="private")
    return func.CallOp([result_type], uir.FlatSymbolRefAttr.get(name, module.context),
                       operands).results[0]


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


# The result buffers' alignment in bytes: one-shot bufferization's (`buffer-alignment`, the
# default compiler/pipeline.py keeps), which every other buffer of the program gets. Without
# it an allocation is malloc's (16 bytes), so a kernel's 64-byte rows and the generated
# code's vectors reading them straddle cache lines: attention's K copied transposed by
# transpose.c into such a buffer made QK^T (4 heads x 64 x 64, one thread) 23.6 -> 26.3 us.
ALIGNMENT = 64


def result_buffer(call):
    """A fresh buffer for the call's one tensor result, ALIGNMENT-aligned."""
    return result_buffer_of(call.results[0].type)


def result_buffer_of(tensor_type):
    """A fresh ALIGNMENT-aligned buffer for a tensor of `tensor_type` (at the insertion
    point)."""
    return uir.Operation.create("memref.alloc", results=[memref_of(tensor_type)],
                                operands=[], attributes={
                                    "operandSegmentSizes": uir.DenseI32ArrayAttr.get([0, 0]),
                                    "alignment": uir.IntegerAttr.get(
                                        uir.IntegerType.get_signless(64), ALIGNMENT)}
                                ).result


def word_view(buffer, word_type):
    """`buffer` seen as `word_type` (a memref<1xT>): a bare pointer to its first element."""
    return memref.reinterpret_cast(word_type, buffer, [], [], [], [0], [1], [1])


def results_from_buffers(call, buffers: list) -> None:
    """Stand each of `buffers` (read as a tensor) in for the matching result of `call`."""
    unit = uir.UnitAttr.get(call.context)
    for old, buf in zip(call.results, buffers):
        tensor = uir.Operation.create(
            "bufferization.to_tensor", results=[old.type], operands=[buf],
            attributes={"restrict": unit, "writable": unit}).result
        old.replace_all_uses_with(tensor)


def replace_with_buffer_call(call, callee: str, arguments: list, out) -> None:
    """Call `callee(arguments)`, then stand `out` (as a tensor) in for the call's result and
    erase the placeholder call."""
    func.CallOp([], uir.FlatSymbolRefAttr.get(callee, call.context), arguments)
    results_from_buffers(call, [out])
    call.erase()
