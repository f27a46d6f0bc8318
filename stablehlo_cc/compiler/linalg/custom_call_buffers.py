"""Calls of custom-call sites (bodiless `@__stablehlo_cc_custom_call_<n>`) get buffer arguments.

One-shot bufferization cannot bufferize a bodiless function that returns tensors, and the
Python trampoline behind each site wants caller-provided buffers anyway. So before
bufferization each such call becomes: its tensor operands read as buffers
(`bufferization.to_buffer`, read-only), a fresh buffer for each result, a call of the
function retyped to `(operand memrefs..., result memrefs...) -> ()`, and the result buffers
read back as tensors (`bufferization.to_tensor`). The function then lowers, like every other,
to a C function of bare pointers.
"""

from __future__ import annotations

import mlir.ir as uir

from ...contract.custom_call_sites import SYMBOL_PREFIX
from ..walk import calls_to, external_functions


def _memref(tensor_type) -> uir.Type:
    t = uir.RankedTensorType(tensor_type)
    return uir.MemRefType.get(t.shape, t.element_type)


def custom_calls_to_buffers(module) -> None:
    sites = external_functions(module, SYMBOL_PREFIX)
    if not sites:
        return
    unit = uir.UnitAttr.get(module.context)
    for call in calls_to(module, sites, in_linalg_bodies=False):  # (calls on tensors)
        with call.location, uir.InsertionPoint(call):
            ins = [uir.Operation.create("bufferization.to_buffer", results=[_memref(v.type)],
                                        operands=[v], attributes={"read_only": unit}).result
                   for v in call.operands]
            outs = [uir.Operation.create("memref.alloc", results=[_memref(r.type)],
                                         operands=[],
                                         attributes={"operandSegmentSizes":
                                                     uir.DenseI32ArrayAttr.get([0, 0])}).result
                    for r in call.results]
            uir.Operation.create("func.call", operands=ins + outs,
                                 attributes={"callee": call.attributes["callee"]})
            for old, buf in zip(call.results, outs):
                tensor = uir.Operation.create(
                    "bufferization.to_tensor", results=[old.type], operands=[buf],
                    attributes={"restrict": unit, "writable": unit}).result
                old.replace_all_uses_with(tensor)
        call.erase()
    for func in sites.values():
        with func.location:
            ftype = uir.FunctionType(uir.TypeAttr(func.attributes["function_type"]).value)
            memrefs = [_memref(t) for t in list(ftype.inputs) + list(ftype.results)]
            func.attributes["function_type"] = uir.TypeAttr.get(
                uir.FunctionType.get(memrefs, []))
