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
fill of a fresh tensor, is folded: anything else shares the result or its buffer. (Letting
that fill be shared with other ops, the contraction getting a fill of its own, folded more
transposes and lost: one core, paired rounds in one process, new/old thread CPU:
transformer_lm_train_step_b8 1.73, _b1 1.29, whisper_b8 1.12, _b1 1.09, t5_b1 0.93.)

Read permutations (issue 8, `fold_read_permutations`): where the exported program has no
transpose at all, the consumer reads the permuted result directly. BERT's and GPT-2's output
projection is `dot_general(attn, w, contracting_dims = [1, 2] x [0, 1])` of the attention
product's (b, h, d, q): its A rows q are innermost, so the gemm packs A transposed, and the
attention product writes q innermost too (its B the probabilities stored N x K). When a
contraction's one use is another contraction that reads it as its A (rows and reduction
dimensions, not the output's innermost loop) with its rows innermost, the result is stored
with the rows first and the reduced dimensions last (`_read_order`): the same values,
the consumer's read becomes row-major and the producer's roles fall into place as above.
A B operand is left as it is (reordered so, it would become N x K, which costs the
transposing pack the A saved), and so is a producer whose result would then not end in one
of its own columns (`_columns_innermost`). Its zero fill may be shared (CSE gives BERT's
scores and attention product one): the producer gets a fill of its own.

Measured (bert_b8's per-op profile, one Emerald Rapids core): the attention product 190 ->
130 us, the output projection 520 -> 420 us, a layer. Whole models, one process compiling
both (this pass on and off), 20 alternated rounds of 10 calls pinned to one CPU, median of
the paired ratios new/old of thread CPU time, on a loaded host: bert_b8 0.986, gpt2_prefill_b8
0.978, distilbert_b8 0.984, gpt2_decode_b8 0.933, bert_b1 0.965, gpt2_prefill_b1 0.996,
distilbert_b1 0.982, gpt2_decode_b1 0.960; no other zoo program has such a pair.
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


def _fresh_fill(value, shared: bool = False):
    """The fill op when `value` is a linalg.fill of a tensor.empty used only here (or also
    elsewhere, with `shared`)."""
    fill = defining_op(value)
    if fill is None or fill.name != "linalg.fill" or \
            (not shared and len(list(value.uses)) != 1):
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
        _store_permuted(producer, fill, new_out, result_type, init)
        transpose.results[0].replace_all_uses_with(producer.results[0])
        transpose.erase()
        if not list(init.results[0].uses):
            init.erase()
        folded += 1
    return folded


def _store_permuted(producer, fill, new_out, result_type, like_empty) -> None:
    """Give `producer` the output map `new_out` and a zero fill of a fresh tensor of
    `result_type` (a clone of `fill`, over a clone of `like_empty` retyped); the old fill and
    its tensor are erased when nothing else reads them."""
    maps = [uir.AffineMapAttr(a).value for a in producer.attributes["indexing_maps"]]
    at = uir.InsertionPoint(producer)
    empty = like_empty.clone(at)
    empty.results[0].set_type(result_type)
    new_fill = fill.clone(at)
    new_fill.operands[1] = empty.results[0]
    new_fill.results[0].set_type(result_type)
    producer.attributes["indexing_maps"] = uir.ArrayAttr.get(
        [uir.AffineMapAttr.get(m) for m in maps[:-1] + [new_out]])
    producer.operands[len(producer.operands) - 1] = new_fill.results[0]
    producer.results[0].set_type(result_type)
    old_empty = defining_op(fill.operands[1])
    if not list(fill.results[0].uses):
        fill.erase()
        if not list(old_empty.results[0].uses):
            old_empty.erase()


def _read_order(consumer, index: int) -> list[int] | None:
    """The order (old dimension positions) in which `consumer`, a contraction, should find
    its input `index` stored: the dimensions it reads at parallel loops (batch, rows) first,
    then those it sums over, each group in its stored order (the gemm merges rows b and q
    into one, and steps through two reduction dimensions whichever order they are stored
    in); only for an A (no loop of the output's innermost dimension) read through distinct
    loops whose innermost stored dimension is now a row."""
    kinds = iterator_kinds(consumer)
    maps = [uir.AffineMapAttr(a).value for a in consumer.attributes["indexing_maps"]]
    read, out = maps[index], maps[-1]
    loops = []
    for e in read.results:
        if not isinstance(e, uir.AffineDimExpr):
            return None
        loops.append(uir.AffineDimExpr(e).position)
    if not loops or len(set(loops)) != len(loops) or not out.results:
        return None
    inner = out.results[len(out.results) - 1]
    if not isinstance(inner, uir.AffineDimExpr) or uir.AffineDimExpr(inner).position in loops:
        return None
    if kinds[loops[-1]] == "reduction" or all(kinds[p] != "reduction" for p in loops):
        return None
    rows = [i for i, p in enumerate(loops) if kinds[p] != "reduction"]
    return rows + [i for i, p in enumerate(loops) if kinds[p] == "reduction"]


def _columns_innermost(producer, order: list[int]) -> bool:
    """Whether `producer`'s result, stored in `order`, still ends in one of its column
    loops (parallel, read by exactly one input), so its gemm keeps unit-stride columns."""
    maps = [uir.AffineMapAttr(a).value for a in producer.attributes["indexing_maps"]]
    last = maps[-1].results[order[-1]]
    if not isinstance(last, uir.AffineDimExpr):
        return False
    loop = uir.AffineDimExpr(last).position
    if iterator_kinds(producer)[loop] == "reduction":
        return False
    readers = sum(1 for m in maps[:-1]
                  if any(isinstance(e, uir.AffineDimExpr) and
                         uir.AffineDimExpr(e).position == loop for e in m.results))
    return readers == 1


def fold_read_permutations(module) -> int:
    """Store a contraction's result in the order its one consumer, another contraction,
    reads it as A (the module docstring, second part); returns how many were reordered."""
    folded = 0
    for producer in ops_named(module, "linalg.generic"):
        if len(producer.results) != 1 or len(producer.operands) != 3 or \
                "reduction" not in iterator_kinds(producer):
            continue  # a product of two inputs
        result = producer.results[0]
        uses = list(result.uses)
        if len(uses) != 1:
            continue
        consumer, index = uses[0].owner, uses[0].operand_number
        if consumer.name != "linalg.generic" or len(consumer.results) != 1 or \
                index >= len(consumer.operands) - 1 or \
                "reduction" not in iterator_kinds(consumer):
            continue
        # (a zero fill CSE shared: BERT's scores and attention product start from one)
        fill = _fresh_fill(producer.operands[len(producer.operands) - 1], shared=True)
        if fill is None:
            continue
        order = _read_order(consumer, index)
        if order is None or not _columns_innermost(producer, order):
            continue
        maps = [uir.AffineMapAttr(a).value for a in producer.attributes["indexing_maps"]]
        out = maps[-1]
        results = list(out.results)
        new_out = uir.AffineMap.get(out.n_dims, out.n_symbols, [results[i] for i in order])
        old_type = uir.RankedTensorType(result.type)
        shape = list(old_type.shape)
        result_type = uir.RankedTensorType.get([shape[i] for i in order],
                                               old_type.element_type, loc=producer.location)
        _store_permuted(producer, fill, new_out, result_type, defining_op(fill.operands[1]))
        cmaps = [uir.AffineMapAttr(a).value for a in consumer.attributes["indexing_maps"]]
        read = list(cmaps[index].results)
        cmaps[index] = uir.AffineMap.get(cmaps[index].n_dims, cmaps[index].n_symbols,
                                         [read[i] for i in order])
        consumer.attributes["indexing_maps"] = uir.ArrayAttr.get(
            [uir.AffineMapAttr.get(m) for m in cmaps])
        folded += 1
    return folded
