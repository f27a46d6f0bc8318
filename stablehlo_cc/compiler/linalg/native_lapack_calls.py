"""Native LAPACK-like placeholders on tensors -> one C call each on buffers.

A rule for a jaxlib LAPACK custom call that computes in C (contract/native/lapack_*.c)
leaves, through `compiler/stablehlo/rules/_native_lapack.py`,

    %r:3 = func.call @__shlo_nlapack_<routine>__<tag>(%in0, ..., %desc)
               -> (tensor<..>, tensor<..>, tensor<..>)

to a bodiless private function: any number of tensor operands (the last one an int64
descriptor constant: sizes and flags) and any number of tensor results. `<routine>` names
the C function `__shlo_native_lapack_<routine>` (contract.native.LAPACK, found in the
sources by that name); `<tag>` only tells apart the placeholders of different shapes. Just
before bufferization each call becomes

    %b_i = bufferization.to_buffer %in_i read_only       (each operand, the descriptor too)
    %o_j = memref.alloc() {alignment = 64}                (each result: a fresh buffer)
    func.call @__shlo_native_lapack_<routine>(view %b_0, ..., view %o_0, ...)
    %r_j = bufferization.to_tensor %o_j restrict writable

each view a `memref<1xT>` of the buffer's own element type (so the C function takes bare
pointers: `const T *` for the operands, in order, then `T *` for the results, in order).
The C function owns the whole computation, batch loop and workspace included; the operands
are read only and every result buffer must be written in full.

Why a placeholder rather than a call of the C function on tensors: one-shot bufferization
cannot bufferize a call of a bodiless function returning tensors (the same reason as for
the native sort, native_sort_calls.py, whose steps are shared: native_call_buffers.py).
"""

from __future__ import annotations

import mlir.ir as uir

from ...contract.native import LAPACK
from ...errors import CompileError
from ..walk import calls_to, external_functions
from .native_call_buffers import (declare_once, operand_buffers, result_buffer_of,
                                  results_from_buffers, word_view)

PLACEHOLDER_PREFIX = "__shlo_nlapack_"  # as rules/_native_lapack.py names them


def routine_of(placeholder: str) -> str:
    """`__shlo_nlapack_syevd_f32__<tag>` -> `syevd_f32`."""
    return placeholder[len(PLACEHOLDER_PREFIX):].split("__")[0]


def native_lapack_calls_to_buffers(module) -> None:
    sites = external_functions(module, PLACEHOLDER_PREFIX)
    if not sites:
        return
    declared = set(external_functions(module, tuple(LAPACK.values()) or ("\0",)))
    for call in calls_to(module, sites, in_linalg_bodies=False):  # (calls on tensors)
        name = str(call.attributes["callee"]).lstrip("@").strip('"')
        callee = LAPACK.get(routine_of(name))
        if callee is None:
            raise CompileError(f"internal error: no native routine for {name} (none of "
                               f"{sorted(LAPACK)})")
        with call.location, uir.InsertionPoint(call):
            ins = operand_buffers(call)
            outs = [result_buffer_of(r.type) for r in call.results]
            views = [word_view(b, _word(b.type)) for b in ins + outs]
            declare_once(module, callee, [v.type for v in views], declared)
            uir.Operation.create("func.call", operands=views,
                                 attributes={"callee": uir.FlatSymbolRefAttr.get(callee)})
            results_from_buffers(call, outs)
        call.erase()
    for site in sites.values():
        site.erase()


def _word(memref_type) -> uir.Type:
    return uir.MemRefType.get([1], uir.MemRefType(memref_type).element_type)
