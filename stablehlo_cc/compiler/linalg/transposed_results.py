"""Contractions write their result in the layout of the transpose that consumes it.

A `dot_general`'s result has a fixed dimension order (batch, lhs free, rhs free), so
exported attention ends in a transpose: JAX's `einsum("bhqk,bkhd->bqhd")` is a dot_general
of (v, p) giving (b, h, d, q), then a transpose to (b, q, h, d), in every transformer of the
model zoo (BERT, GPT-2, T5, ViT, Whisper, LLaMA, the flax LMs: 2-6 a model). Fusion then
takes the transpose into its consumer as a permuted read, and both products lose their
layout: the attention product writes q innermost (its B is the probabilities stored N x K,
its A the values stored K x M), and the output projection reads its A with the rows
innermost (K x M). XLA:CPU copies the result transposed (`transpose_copy_fusion`).

Instead the transpose is folded into the contraction's output indexing map before fusion:
the loops are the same, each result element is stored at its transposed place, so the
values are the same bits and the copy is gone. For the attention product the roles then
fall into place (N = d, contiguous in the values; rows q, K contiguous in the
probabilities), and the output projection reads rows of (h, d) in order: the encoder
kernel (2 x 256 x 512, 8 heads) 34.0 -> 31.7 ms of CPU time on one Emerald Rapids core,
the zoo's b8 transformers 1-4 % (old and new alternated, pinned, on a loaded host).

Only a transpose that is the contraction's one use, of a result whose initial value is a
fill of a fresh tensor, is folded: anything else shares the result or its buffer.
"""

from __future__ import annotations

import mlir.ir as uir

from ..walk import defining_op, ops_named
from .affine_facts import iterator_kinds


def _permutation(op) -> list[int] | None:
    """The input map's dims p (out[i] = in[j], j_k = i_{p[k]}) when `op` is a tensor
    generic that only copies its one input, through a permutation, to an identity output."""
    if len(op.operands) != 2 or len(op.results) != 1:
        return None
    if "reduction" in iterator_kinds(op):
        return None
    ops = op.regions[0].blocks[0].operations
    if len(ops) != 1:
        return None
    yielded = ops[0].operation.operands[0]
    if not isinstance(yielded, uir.BlockArgument) or yielded.arg_number != 0:
        return None
    maps = [uir.AffineMapAttr(a).value for a in op.attributes["indexing_maps"]]
    n = maps[1].n_dims
    if not maps[1].is_permutation or list(maps[1].results) != \
            [uir.AffineDimExpr.get(i) for i in range(n)]:
        return None
    if not maps[0].is_permutation:
        return None
    perm = [uir.AffineDimExpr(e).position for e in maps[0].results]
    return None if perm == list(range(n)) else perm


def _fresh_fill(value):
    """The fill op when `value` is a linalg.fill of a tensor.empty used only here."""
    fill = defining_op(value)
    if fill is None or fill.name != "linalg.fill" or len(list(value.uses)) != 1:
        return None
    empty = defining_op(fill.operands[1])
    if empty is None or empty.name != "tensor.empty" or len(empty.operands):
        return None
    return fill


def fold_result_transposes(module) -> int:
    """Fold each qualifying transpose into its producing contraction (see the module
    docstring); returns how many were folded."""
    folded = 0
    for transpose in ops_named(module, "linalg.generic"):
        perm = _permutation(transpose)
        if perm is None:
            continue
        source = transpose.operands[0]
        producer = defining_op(source)
        if producer is None or producer.name != "linalg.generic" or \
                len(producer.results) != 1 or len(list(source.uses)) != 1 or \
                "reduction" not in iterator_kinds(producer):
            continue
        fill = _fresh_fill(producer.operands[len(producer.operands) - 1])
        init = defining_op(transpose.operands[1])
        if fill is None or init is None or init.name != "tensor.empty" or len(init.operands):
            continue
        maps = [uir.AffineMapAttr(a).value for a in producer.attributes["indexing_maps"]]
        out = maps[-1]
        # transpose[i] = producer[j] with j_k = i_{perm[k]}: i_m = j_{inverse[m]}
        inverse = [perm.index(m) for m in range(len(perm))]
        results = list(out.results)
        new_out = uir.AffineMap.get(out.n_dims, out.n_symbols,
                                    [results[inverse[m]] for m in range(len(perm))])
        result_type = transpose.results[0].type
        at = uir.InsertionPoint(producer)
        empty = init.clone(at)
        new_fill = fill.clone(at)
        new_fill.operands[1] = empty.results[0]
        new_fill.results[0].set_type(result_type)
        producer.attributes["indexing_maps"] = uir.ArrayAttr.get(
            [uir.AffineMapAttr.get(m) for m in maps[:-1] + [new_out]])
        producer.operands[len(producer.operands) - 1] = new_fill.results[0]
        producer.results[0].set_type(result_type)
        transpose.results[0].replace_all_uses_with(producer.results[0])
        old_empty = defining_op(fill.operands[1])
        transpose.erase()
        fill.erase()
        for unused in (old_empty, init):
            if not list(unused.results[0].uses):
                unused.erase()
        folded += 1
    return folded
