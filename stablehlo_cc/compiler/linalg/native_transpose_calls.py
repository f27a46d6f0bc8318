"""Pure transposes of 32-bit elements -> calls of the transpose kernel in C
(contract/native/transpose.c).

Why: a transpose larger than the caches is bound by how its reads and writes meet memory,
not by its loop nest's arithmetic. The generated tile loops (transpose_tiles.py) read and
write a cache block in one order, so one side of the copy always goes 32 bytes a row;
transpose.c reads each block in the input's row order into an L1 buffer and writes it out
in the output's row order, prefetches the next block's rows, and writes an output larger
than `STREAM_FROM` with non-temporal stores. On a 4096 x 4096 f32 transpose on one Zen 3
core: 12.8 ms with the generated loops, 6.2 ms with the kernel (see transpose.c for the
measurements and what XLA:CPU, IREE and oneDNN do). As with the depthwise kernel
(native_depthwise_calls.py), the sizes are run-time values of a descriptor, so one
function serves every transpose and none costs a loop nest to compile.

Qualifying: a `linalg.generic` whose body copies its one input to its output through
permutation maps (what `stablehlo.transpose` becomes), static shapes, a 32-bit element
type (f32, or i32, which every 32-bit integer is at this level), the innermost dimensions
of input and output different and each at least `MIN_SIDE` long (a thinner transpose, say
of 3 channels, is better served by the generated loops' narrow tiles), and at most
`MAX_OUTER` other dimensions. Fusion has already run: a transpose fused into its producer
or consumer is not a pure copy and stays generated.

The copies contraction_codegen.batch_matmul_form makes of a product's operand (attention's K
per head, transposed so that the register tile reads contiguous columns) come here too,
whatever their sides. Generated, a 16 x 16 tile was MLIR's shuffle network (64 shuffles),
the largest LLVM function of a transformer (O3 + code generation ~13 ms a copy, and a
tile of another shape, Whisper's 100-long sides, far more); as a call it costs nothing to
compile. The kernel tiles such small blocks by 16 x 16 in AVX-512 registers
(transpose16x16.inc), the network the generated loops used, into a 64-byte aligned
buffer (native_call_buffers.ALIGNMENT): QK^T of 4 heads x 64 x 64 on one thread 23.65
generated against 23.70 us. Cold compiles (process CPU s, fresh processes, pinned, medians
of 5 alternated with the generated copies): gpt2_prefill_b1 0.643 -> 0.580, distilbert_b1
0.648 -> 0.587, nnx_transformer_lm_b1 0.654 -> 0.554 (2026-11-26, issue 11).

Two steps, like the other native kernels: on tensors (`offload_transposes`, from
contraction_codegen.tile_and_vectorize) each qualifying op becomes
`func.call @__shlo_ntr_<i>(%x, %dims) -> tensor<...>` to a bodiless placeholder, and just
before bufferization (`native_transpose_calls_to_buffers`) each call becomes a call of
`__shlo_native_transpose_{f32,i32}(x, y, dims)` on bare pointers (native_call_buffers.py).
"""

from __future__ import annotations

import mlir.ir as uir
import numpy as np

from ...contract.native import TRANSPOSE
from ..walk import calls_to, external_functions, ops_named
from .affine_facts import iterator_kinds
from .native_call_buffers import (declare_once, descriptor_constant, operand_buffers,
                                  placeholder_call, replace_with_buffer_call, result_buffer,
                                  word_view)
from .transpose_tiles import _is_copy_body

PLACEHOLDER_PREFIX = "__shlo_ntr_"
DESCRIPTOR_LENGTH = 18  # transpose.c's
MAX_OUTER = 4           # transpose.c's
MIN_SIDE = 16           # elements of each of the two innermost dimensions, at least
# Outputs from this many bytes on are written with non-temporal stores. A quarter of the
# project's machine's L3 (32 MiB): below it the consumer may still find the output in the
# cache. Measured on one core: 2048 x 2048 f32 (16 MiB) 2.06 -> 1.34 ms with them, 1024 x
# 1024 (4 MiB, left cached) 0.32 -> 0.30 ms.
STREAM_FROM = 8 << 20

_TYPES = {"f32": "f32", "i32": "i32"}


def _row_major_strides(shape) -> list[int]:
    strides, step = [], 1
    for extent in reversed(shape):
        strides.append(step)
        step *= extent
    return strides[::-1]


def _descriptor(op) -> list[int] | None:
    """transpose.c's descriptor for `op`, or None when the op does not qualify."""
    if op.name != "linalg.generic" or len(op.operands) != 2 or len(op.results) != 1 or \
            not _is_copy_body(op):
        return None
    x, out = op.operands[0], op.results[0]
    types = [uir.RankedTensorType(v.type) for v in (x, out)
             if isinstance(v.type, uir.RankedTensorType)]
    if len(types) != 2 or not all(t.has_static_shape for t in types) or \
            str(types[1].element_type) not in _TYPES or types[0].element_type != \
            types[1].element_type:
        return None
    kinds = iterator_kinds(op)
    maps = [uir.AffineMapAttr(a).value for a in op.attributes["indexing_maps"]]
    if "reduction" in kinds or not all(m.is_permutation for m in maps):
        return None
    ranges = [0] * len(kinds)
    strides = []
    for t, m in zip(types, maps):
        dims = [r.position for r in m.results]
        per_dim = [0] * len(kinds)
        for pos, (d, s) in enumerate(zip(dims, _row_major_strides(t.shape))):
            ranges[d] = t.shape[pos]
            per_dim[d] = s
        strides.append(per_dim)
    if 0 in ranges:  # an empty tensor: nothing to copy (the descriptor drops size-0 loops
        return None  # with the unit ones, and the call copied a whole 16 x 18 tile)
    sx, sy = strides
    a, b = maps[0].results[-1].position, maps[1].results[-1].position
    if a == b or ranges[a] < MIN_SIDE or ranges[b] < MIN_SIDE:
        return None
    outer = [d for d in (r.position for r in maps[1].results)
             if d not in (a, b) and ranges[d] > 1]
    if len(outer) > MAX_OUTER:
        return None
    desc = [ranges[a], ranges[b], sx[b], sy[a], len(outer)]
    for d in outer:
        desc += [ranges[d], sx[d], sy[d]]
    desc += [0] * (DESCRIPTOR_LENGTH - 1 - len(desc))
    out_bytes = 4 * int(np.prod(types[1].shape))
    return desc + [1 if out_bytes >= STREAM_FROM else 0]


def _offload(module, op, desc: list[int], taken: set) -> None:
    name = f"{PLACEHOLDER_PREFIX}{len(taken)}"
    taken.add(name)
    with op.location, uir.InsertionPoint(op):
        result = placeholder_call(module, name, [op.operands[0], descriptor_constant(desc)],
                                  op.results[0].type)
    op.results[0].replace_all_uses_with(result)
    op.erase()


def offload_transposes(module) -> int:
    """Replace each qualifying transpose by a placeholder call; returns how many."""
    taken = set(external_functions(module, PLACEHOLDER_PREFIX))
    done = 0
    for op in ops_named(module, ("linalg.generic",)):
        desc = _descriptor(op)
        if desc is not None:
            _offload(module, op, desc, taken)
            done += 1
    return done


def native_transpose_calls_to_buffers(module) -> None:
    """Each placeholder call -> the C function on buffers (see the module docstring)."""
    sites = external_functions(module, PLACEHOLDER_PREFIX)
    if not sites:
        return
    declared = set(external_functions(module, tuple(TRANSPOSE.values())))
    with uir.Location.unknown(module.context):
        dims_type = uir.MemRefType.get([DESCRIPTOR_LENGTH], uir.IntegerType.get_signless(64))
    for call in calls_to(module, sites, in_linalg_bodies=False):  # (calls on tensors)
        element = uir.RankedTensorType(call.results[0].type).element_type
        callee = TRANSPOSE[_TYPES[str(element)]]
        with uir.Location.unknown(module.context):
            word = uir.MemRefType.get([1], element)
        declare_once(module, callee, [word, word, dims_type], declared)
        with call.location, uir.InsertionPoint(call):
            x, dims = operand_buffers(call)
            out = result_buffer(call)
            replace_with_buffer_call(call, callee, [word_view(x, word), word_view(out, word),
                                                    dims], out)
    for site in sites.values():
        site.erase()
