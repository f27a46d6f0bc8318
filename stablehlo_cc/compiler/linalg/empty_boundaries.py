"""Empty tensors at a public function's boundary cross it as `tensor<0xT>`.

An empty buffer holds no data, but MLIR 22's bare-pointer calling convention silently keeps a
`func.func` whose memref has a zero dimension before another one (`memref<3x0xf32>`: its
strides are not those of a contiguous row-major layout), which then fails in translation to
LLVM IR. So such arguments and results are retyped to one-dimensional empty tensors; inside,
an argument is an (empty) `tensor.empty` of its real type, and each result a fresh
allocation (two results must not share a buffer). Runs right before bufferization. The C ABI
is unchanged: one pointer per argument and result, never dereferenced.
"""

from __future__ import annotations

import mlir.ir as ir

from ...contract.signature import public_functions


def _empty_multi_dim(t) -> bool:
    return isinstance(t, ir.RankedTensorType) and t.rank > 1 and \
        t.has_static_shape and 0 in t.shape


def _flat(t):
    return ir.RankedTensorType.get([0], t.element_type)


def flatten_empty_boundary_tensors(module) -> None:
    with module.context, ir.Location.unknown():
        for func in public_functions(module):
            ftype = func.attributes["function_type"].value
            inputs, results = list(ftype.inputs), list(ftype.results)
            if not any(_empty_multi_dim(t) for t in inputs + results):
                continue
            block = func.regions[0].blocks[0]
            for i, arg in enumerate(block.arguments):
                if _empty_multi_dim(arg.type):
                    with ir.InsertionPoint.at_block_begin(block):
                        empty = ir.Operation.create("tensor.empty", results=[arg.type])
                    arg.replace_all_uses_with(empty.results[0])
                    arg.set_type(_flat(arg.type))
                    inputs[i] = arg.type
            for op in block.operations:
                if op.operation.name != "func.return":
                    continue
                for i, value in enumerate(list(op.operands)):
                    if _empty_multi_dim(value.type):
                        with ir.InsertionPoint(op):  # an allocation: never merged with another
                            empty = ir.Operation.create("bufferization.alloc_tensor",
                                                        results=[_flat(value.type)],
                                                        operands=[],
                                                        attributes={"operandSegmentSizes":
                                                                    ir.DenseI32ArrayAttr.get(
                                                                        [0, 0, 0])})
                        op.operands[i] = empty.results[0]
            results = [_flat(t) if _empty_multi_dim(t) else t for t in results]
            func.attributes["function_type"] = ir.TypeAttr.get(
                ir.FunctionType.get(inputs, results))
