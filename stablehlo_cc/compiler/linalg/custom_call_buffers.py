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
from .native_call_buffers import memref_of, operand_buffers, result_buffer_of, results_from_buffers


def custom_calls_to_buffers(module) -> None:
    sites = external_functions(module, SYMBOL_PREFIX)
    if not sites:
        return
    for call in calls_to(module, sites, in_linalg_bodies=False):  # (calls on tensors)
        with call.location, uir.InsertionPoint(call):
            ins = operand_buffers(call)
            outs = [result_buffer_of(r.type) for r in call.results]
            uir.Operation.create("func.call", operands=ins + outs,
                                 attributes={"callee": call.attributes["callee"]})
            results_from_buffers(call, outs)
        call.erase()
    for func in sites.values():
        with func.location:
            ftype = uir.FunctionType(uir.TypeAttr(func.attributes["function_type"]).value)
            memrefs = [memref_of(t) for t in list(ftype.inputs) + list(ftype.results)]
            func.attributes["function_type"] = uir.TypeAttr.get(
                uir.FunctionType.get(memrefs, []))
