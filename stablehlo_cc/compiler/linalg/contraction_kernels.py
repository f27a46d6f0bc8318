"""Each distinct tiled contraction (and tiled transpose) is tiled, vectorized and bufferized
once: equal ones share a function, as convolutions do (convolution_kernels.py).

Why: a transformer repeats its layers, and on an AVX-512 host the products of up to 2^24
multiply-adds stay on the in-place register-blocked code of contraction_codegen.py rather
than the packed native GEMM (native_gemm_calls.F32_LIMITS_AVX512): BERT's 4 layers hold 28
such products and 8 transposed copies of their operands. The transform interpreter, the
clean-up patterns and One-Shot Bufferize ran on every copy, in the function that holds the
whole network: ~12 ms of compile a product (issue 11: BERT 1.15 s with them, 0.67 s with
every product packed), of which these stages took ~190 ms of BERT's 440. Moved into a
private function of its own, each distinct kernel is transformed and bufferized once in a
function of a few ops; the code that runs is what the products got in place. Cold
compiles (process CPU time, Emerald Rapids, with the bodies inlined back after
bufferization, medians of 3 alternated with the tree before): BERT 1.25 -> 1.13 s,
DistilBERT 1.03 -> 0.93, GPT-2 prefill 1.17 -> 1.01, LLaMA 1.33 -> 1.10, NNX LM 0.84 ->
0.77, T5 1.87 -> 1.65, Whisper 2.17 -> 2.06; their run times unchanged or lower (one core,
thread CPU time: NNX LM 0.335 -> 0.313 ms, its kernels' outputs reuse dead buffers).

Where the rest of the difference to packed products went (BERT): the loop-level Python
rewrites and passes before loop_nest_functions.py deduplicated the nests again (~130 ms)
and LLVM (~140 ms). Not where it goes: the `vector.from_elements` of every lane that the
canonicalizer makes of the register block's accumulator each k step. Carrying the
accumulator as one 1-D vector a row instead (split out of the n-D loop value after
vectorization) left the LLVM-dialect and LLVM stages as fast as before and made
bufferization slower (eight transfer_writes a tile on tensors); folding the operand slices
into the transfers (`fold_tensor_subset_ops`, 197 -> 34 memref.subview in BERT) left the
compile time within noise.

So the kernels stay functions after bufferization too (`keep_calls`): its `inline` pass
put each body back at every call site, and every stage after it (lowering to loops,
parallel loops, the nests' outlining, the conversion to the LLVM dialect) worked on each
copy. Called, each distinct kernel is lowered once; its loop nests become nest functions
it calls (loop_nest_functions.py, which gives its arguments the `noalias` / `llvm.align`
that hold at all its calls, as the nests got from the caller's buffers in place), its
parallel loops OpenMP regions as before (BERT with two threads: the same 29 regions, 232
blocks). The calls are `no_inline` only for that pass (bufferization remakes them, so
they are marked after it ran, before the inliner), then unmarked: LLVM may still inline
a kernel's own few ops (its fill, the nest's call). LLVM compiles about the same code as
before (the nests were deduplicated already: BERT's LLVM dialect 1.19 -> 1.18 MB), so
what this saves is the loop-level stage. Cold compiles (process CPU time, medians of 3
alternated, pinned): BERT 0.980 -> 0.889 s, GPT-2 prefill 0.927 -> 0.830, LLaMA 1.035 ->
0.947, T5 1.596 -> 1.479; BERT's bufferized program has the same 11 copies and 73
allocations; its run time the same (one core, thread CPU time, medians of 5 alternated:
4.04 vs 4.12 ms before; outputs bit-identical on BERT, GPT-2, LLaMA, T5).

The op's output (its initial value: a fill of its own, `own_initial_fill`, since CSE
merges the equal zero fills of a layer's products; or an empty tensor) is an argument that
the function writes in place, so its buffer stays the caller's 64-byte aligned allocation
(a result the function allocated became the caller's buffer without that alignment,
`buffer-results-to-out-params`). Operands that bufferize to strided views (slices of
another tensor, reshaped or not) keep the op in place: the function's arguments have the
identity layout, and such an operand would be copied to cross.
"""

from __future__ import annotations

import mlir.ir as uir

from ..walk import defining_op
from . import convolution_codegen as conv
from .convolution_kernels import outline

PREFIX = "__shlo_contraction_kernel"
# Functions whose calls stay calls through bufferization: these kernels, and the layers
# stablehlo/repeated_layers.py outlined (the name is spelled here: imports go one way).
_KEPT = (PREFIX, "__shlo_layer")
_RESHAPES = ("tensor.collapse_shape", "tensor.expand_shape")


def _static(op) -> bool:
    return all(isinstance(v.type, uir.RankedTensorType) and
               uir.ShapedType(v.type).has_static_shape
               for v in list(op.operands) + list(op.results))


def _strided(value) -> bool:
    """Whether `value` bufferizes to a view that may not be contiguous: a slice, or a
    reshape of one."""
    op = defining_op(value)
    while op is not None and op.name in _RESHAPES:
        op = defining_op(op.operands[0])
    return op is not None and op.name == "tensor.extract_slice"


def outline_tiled(module, ops: list) -> list:
    """Move each of `ops` (static `linalg.generic`s that contraction_codegen.py tiles, in
    program order) into a private function, equal ones sharing one; returns the ops left
    to tile (in a function of their own, or in place). Ops in loops or other regions, ops
    whose result the function returns (written straight into the caller's buffer, see
    convolution_kernels) and ops with strided operands stay where they are."""
    chosen, left = [], []
    for op in ops:
        parent = op.parent
        if parent is None or parent.name != "func.func" or len(op.results) != 1 or \
                not _static(op) or any(_strided(v) for v in op.operands) or \
                any(use.owner.name == "func.return" for use in op.results[0].uses):
            left.append(op)
            continue
        conv.own_initial_fill(op)
        chosen.append(op)
    known: dict[str, str] = {}
    for index, op in enumerate(chosen):
        group = [op]
        if conv._own_fill(op):
            group.insert(0, defining_op(op.operands[-1]))
        if outline(module, group, index, known, PREFIX, passed=[group[0].operands[-1]]):
            left.append(op)
    return left


def kernel_calls(functions: list) -> list:
    """The calls to the kernels (and to the layer functions of stablehlo/repeated_layers.py)
    in `functions` (func.func ops). They sit in function bodies (`outline_tiled` moves no op
    in a loop or other region, nor does the layer outlining), so only the top level of each
    function is looked at."""
    calls = []
    for function in functions:
        for block in function.regions[0].blocks:
            for op in block.operations:
                op = op.operation
                if op.name == "func.call" and \
                        str(op.attributes["callee"]).lstrip("@").startswith(_KEPT):
                    calls.append(op)
    return calls


def keep_calls(module) -> list:
    """Mark the calls to the kernels and layer functions `no_inline` (bufferization's
    inliner then leaves them), when the module holds one; returns them for
    `release_calls`."""
    functions = [op.operation for op in module.body.operations
                 if op.operation.name == "func.func"]
    if not any(str(f.attributes["sym_name"]).strip('"').startswith(_KEPT)
               for f in functions):
        return []
    calls = kernel_calls(functions)
    for op in calls:
        op.attributes["no_inline"] = uir.UnitAttr.get()
    return calls


def release_calls(calls: list) -> None:
    """Unmark the calls `keep_calls` marked (the attribute would become LLVM's `noinline`
    on each call site)."""
    for op in calls:
        del op.attributes["no_inline"]
