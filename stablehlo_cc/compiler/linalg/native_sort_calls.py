"""Native sort placeholders on tensors -> calls of `__shlo_native_sort_pairs32` on buffers.

`compiler/stablehlo/rules/sort_radix.py` leaves `func.call @__shlo_nsort_<B>x<N>(keys,
payload, dims) -> sorted payload` on tensors to a bodiless function (one a shape), which
one-shot bufferization cannot handle. Just before bufferization each call becomes

    %k = bufferization.to_buffer %keys read_only   (likewise the payload and the dims)
    %o = memref.alloc() : memref<BxNxi32>
    func.call @__shlo_native_sort_pairs32(cast %k, cast %p, %d, cast %o)
    %r = bufferization.to_tensor %o restrict writable

where each cast is a `memref.reinterpret_cast` to `memref<1xi32>` (`memref<1xf32>` for f32
payloads, which call `__shlo_native_sort_pairs32f`; `memref<1xi64>` for 64-bit keys, which
call `__shlo_native_sort_pairs64`): every call site then shares one declaration of the C
function (contract/native/sort.c), whose pointers are bare.
"""

from __future__ import annotations

import mlir.ir as uir

from ...contract.native import SORT_PAIRS32, SORT_PAIRS32F, SORT_PAIRS64
from ..walk import calls_to, external_functions
from .native_call_buffers import (declare_once, operand_buffers, replace_with_buffer_call,
                                  result_buffer, word_view)

PLACEHOLDER_PREFIX = "__shlo_nsort_"  # as sort_radix.py names them


def native_sort_calls_to_buffers(module) -> None:
    sites = external_functions(module, PLACEHOLDER_PREFIX)
    if not sites:
        return
    with uir.Location.unknown(module.context):
        word = uir.MemRefType.get([1], uir.IntegerType.get_signless(32))
        fword = uir.MemRefType.get([1], uir.F32Type.get())
        dword = uir.MemRefType.get([1], uir.IntegerType.get_signless(64))
        dims_type = uir.MemRefType.get([2], uir.IntegerType.get_signless(64))
    declared = set(external_functions(module, (SORT_PAIRS32, SORT_PAIRS64)))
    for call in calls_to(module, sites, in_linalg_bodies=False):  # (calls on tensors)
        payload_elem = str(uir.RankedTensorType(call.operands[1].type).element_type)
        wide = str(uir.RankedTensorType(call.operands[0].type).element_type) == "i64"
        payload_word = fword if payload_elem == "f32" else word
        key_word = dword if wide else word
        callee = SORT_PAIRS64 if wide else SORT_PAIRS32F if payload_elem == "f32" else \
            SORT_PAIRS32
        declare_once(module, callee, [key_word, payload_word, dims_type, payload_word],
                     declared)
        with call.location, uir.InsertionPoint(call):
            keys, payload, dims = operand_buffers(call)
            out = result_buffer(call)
            replace_with_buffer_call(call, callee, [word_view(keys, key_word),
                                                    word_view(payload, payload_word), dims,
                                                    word_view(out, payload_word)], out)
    for site in sites.values():
        site.erase()
