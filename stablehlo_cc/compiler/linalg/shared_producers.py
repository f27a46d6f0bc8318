"""One copy of a cheap elementwise producer for each consumer, so that elementwise fusion
recomputes it there instead of writing it out and reading it back.

`linalg-fuse-elementwise-ops` only fuses a producer whose result has one use. A layer
norm's centered tensor `x - mean` has two: the variance reduction `sum((x - mean)^2)` and
the normalize `(x - mean) * rsqrt(var + eps)` (and a torch `batch_norm_training` export
its own two). So it was computed once, written out as a full tensor (512 KiB, 31 us in
torch_gelu_layernorm_b8) and read back by both consumers. Recomputing it costs one subtract
per element in each consumer, which reads `x` in place of the centered tensor: the same
bytes read, and a full write and read saved. XLA's fusion duplicates such cheap producers
into each consumer fusion the same way (its `FusionMerger`/priority fusion allow a producer
with several users when it is cheap and no user's read grows); IREE's dispatch formation
clones cheap elementwise producers into each dispatch.

A producer is cloned (one copy a consumer) when:
- it is an elementwise `linalg.generic` on tensors with one result, whose body is at most
  `MAX_OPS` arithmetic ops, none expensive (no `math.*`, no division: fusion_cost.py's
  rule for what is worth computing once);
- at most one of its inputs is as large as its result, the others being smaller tensors it
  broadcasts (row values like a mean, per-feature scales), so a consumer reading the copy
  reads no more full tensors than it did (two full inputs would double its reads);
- every use is by a `linalg.generic` that reads it once per iteration (its indexing map
  uses every loop of the consumer: no contraction or broadcast, which would compute it once
  per reuse; fusion_cost.py pins those anyway).
- its consumers lead to different fusion barriers: following the uses of each through
  elementwise generics reaches a different set of reductions, contractions and other
  non-elementwise users (the variance's sum; the normalize's result). Consumers that all
  end in one fused body (the fifteen uses of `|x| - 2.475` in erf's polynomial, all fused
  into the GELU) would each recompute it there (an erf GELU went 101 -> 116 us), so they
  share it; and each consumer must lead somewhere its siblings do not, so that every
  copy is taken in by fusion rather than materialized a second time;
- the consumers will not run as one loop over rows that keeps a row in L1 (row_fusion.py):
  when every consumer's outermost loop is parallel and walks the producer's leading
  dimension, of more than one row, and a row is at most `ROW_BYTES`, the materialized row
  is written and read back in L1, and measured faster than recomputing: the 4096x1024
  layer norm kernel took 2.2 ms with the centered row in the output buffer and 2.7 ms with
  the normalize reading `x` again (on Zen 3, one core). Batch-norm-form layer norms (torch
  `batch_norm_training` over 1x128x1024, one "row") and rows of 384 KiB (8x128x768
  normalized over the last two axes) get no such locality. Nor do consumers whose
  elementwise chain runs into a reshape regrouping the rows: torch_gelu_layernorm_b8
  normalizes 128 rows of 1024 and reshapes the result to 8x16x1024; fusion propagates the
  reshape, the normalize runs as a loop over 8x16 rows, which row fusion does not join
  with the mean's and variance's loop over 128 rows, and the centered tensor (512 KiB)
  made a memory pass of its own. Recomputed: 1.117 -> 1.093 ms a call (thread CPU,
  medians of 12, alternated, Emerald Rapids, one thread; torch_transformer_b8 2.094 ->
  2.078 ms), bit-identical results (the same subtract, now in each consumer).
- no consumer is a max reduction: softmax's scaled scores (`x * 0.125`, read by the row max
  and by `x * 0.125 - max`) stay one tensor, because the fact that the exp's argument is
  <= 0 (nonpositive_args.py, a cheaper exp) is read off a max that reduces the very tensor
  the subtract reads; a copy in each would hide it (attention 8x12x128x128 lost the cheaper
  exp). Comparing the recomputed expressions instead would lift this.
A copy that fusion does not take in is merged back by the CSE before bufferization.
Runs before `duplicate_shared_broadcasts`, which then gives each copy its own broadcasts.
"""

from __future__ import annotations

import math

import mlir.ir as uir

from ..walk import defining_op, ops_named
from .affine_facts import indexing_results, iterator_kinds
from .nonpositive_args import is_max_reduction
from .shared_broadcasts import elements as _elements, is_broadcast, used_twice

# Arithmetic ops a producer may compute per element and still be recomputed in each
# consumer (a layer norm's centering is one subtract; a shift and scale two).
MAX_OPS = 4
# Largest row (bytes) that row_fusion.py's single row loop keeps in L1 with its output row.
ROW_BYTES = 16 * 1024
_RESHAPES = {"tensor.expand_shape", "tensor.collapse_shape"}
_EXPENSIVE = {"arith.divf", "arith.remf", "arith.divsi", "arith.divui", "arith.remsi",
              "arith.remui", "arith.ceildivsi", "arith.ceildivui", "arith.floordivsi"}


def _cheap_body(op) -> bool:
    ops = [o.operation.name for o in op.regions[0].blocks[0].operations]
    work = [n for n in ops if n != "linalg.yield"]
    return len(work) <= MAX_OPS and all(
        n.startswith("arith.") and n not in _EXPENSIVE for n in work)


def _candidate(op, broadcasts: dict) -> bool:
    """`broadcasts`: is_broadcast of the ops asked about so far in this search (a producer
    feeds many candidates; ~2/3 of BERT's 400 generics are candidates: issue 11)."""
    if len(op.results) != 1 or not isinstance(op.results[0].type, uir.RankedTensorType):
        return False
    if "reduction" in iterator_kinds(op) or not _cheap_body(op):
        return False
    out = _elements(op.results[0])
    if out is None:
        return False
    n_in = len(op.operands) - 1
    full = 0
    for value in list(op.operands)[:n_in]:
        size = _elements(value)
        if size is None:
            return False
        if size < out:
            continue
        owner = defining_op(value)
        if owner is None or owner.name != "linalg.generic":
            full += 1
            continue
        broadcast = broadcasts.get(owner)
        if broadcast is None:
            broadcast = broadcasts[owner] = is_broadcast(owner)
        if not broadcast:
            full += 1
    return full <= 1


def _reads_once(consumer, operand_number: int) -> bool:
    """Whether the consumer reads each element of this operand once: its map uses every
    loop of the consumer."""
    if consumer.name != "linalg.generic":
        return False
    if operand_number >= len(consumer.operands) - len(consumer.results):
        return False  # an init operand (the consumer writes it)
    used = {p for p in indexing_results(consumer)[operand_number] if p is not None}
    return len(used) == len(iterator_kinds(consumer))


def _row_local(producer, consumers) -> bool:
    """Whether the consumers are loops over the producer's rows that row fusion will join,
    with rows small enough to stay in L1 (see the module docstring)."""
    t = uir.RankedTensorType(producer.results[0].type)
    if t.rank < 2 or t.shape[0] < 2:
        return False
    row = math.prod(t.shape[1:]) * max(1, getattr(t.element_type, "width", 64) // 8)
    if row > ROW_BYTES:
        return False
    memo: dict = {}
    for owner, numbers in consumers.items():
        kinds = iterator_kinds(owner)
        if not kinds or kinds[0] != "parallel":
            return False
        if any(indexing_results(owner)[i][:1] != (0,) for i in numbers):
            return False
        if _regroups_rows(owner, t.shape[0], memo):
            return False
    return True


def _regroups_rows(op, rows: int, memo: dict, depth: int = 0) -> bool:
    """Whether `op`'s value flows, through elementwise generics (what fusion will join with
    it), into a reshape whose result has other than `rows` leading rows: fusion then
    propagates the reshape into the generics, and the consumer runs as a loop over those
    other rows (a torch layer norm's normalize, 128 rows of 1024 reshaped to 8x16x1024),
    which row fusion does not join with the producer's loop over 128 rows."""
    found = memo.get(op)
    if found is not None:
        return found
    found = False
    if depth <= 64:
        for user in _user_ops(op):
            name = user.name
            if name in _RESHAPES:
                shape = uir.RankedTensorType(user.results[0].type).shape
                found = not shape or shape[0] != rows
            elif name == "linalg.generic" and "reduction" not in iterator_kinds(user):
                found = _regroups_rows(user, rows, memo, depth + 1)
            if found:
                break
    memo[op] = found
    return found


def _user_ops(op) -> list:
    found = []
    for result in op.results:
        for use in result.uses:
            owner = use.owner
            found.append(owner.operation if hasattr(owner, "operation") else owner)
    return found


def _sinks(op, memo: dict, depth: int = 0) -> frozenset:
    """The fusion barriers `op`'s value flows into through elementwise generics: the first
    reduction, contraction or other non-elementwise op on each path."""
    found = memo.get(op)
    if found is not None:
        return found
    if op.name != "linalg.generic" or "reduction" in iterator_kinds(op) or depth > 64:
        found = frozenset([op])
    else:
        found = frozenset().union(*(_sinks(u, memo, depth + 1) for u in _user_ops(op))) \
            or frozenset([op])
    memo[op] = found
    return found


def _separate_paths(consumers, memo: dict) -> bool:
    """Whether each consumer reaches a fusion barrier that no other consumer reaches."""
    sinks = [_sinks(owner, memo) for owner in consumers]
    for i, mine in enumerate(sinks):
        others = frozenset().union(*(s for j, s in enumerate(sinks) if j != i))
        if not mine - others:
            return False
    return True


def duplicate_cheap_producers(module) -> int:
    """Give each cheap elementwise producer used by several generics one clone per extra
    consumer (see the module docstring); returns how many clones were made."""
    made = 0
    memo: dict = {}
    # (an answer holds through the search: a clone changes which value a consumer reads,
    # not its type, nor any op's body; nothing is erased)
    broadcasts: dict = {}
    for producer in ops_named(module, "linalg.generic"):
        if not used_twice(producer) or not _candidate(producer, broadcasts):
            continue
        by_consumer: dict = {}
        uses = 0
        ok = True
        for use in producer.results[0].uses:
            uses += 1
            owner = use.owner
            owner = owner.operation if hasattr(owner, "operation") else owner
            if not _reads_once(owner, use.operand_number):
                ok = False
                break
            by_consumer.setdefault(owner, []).append(use.operand_number)
        if not ok or len(by_consumer) < 2 or _row_local(producer, by_consumer) or \
                any(is_max_reduction(c) for c in by_consumer) or \
                not _separate_paths(list(by_consumer), memo):
            continue
        for owner, numbers in list(by_consumer.items())[1:]:
            clone = producer.clone(uir.InsertionPoint(producer))
            for i in numbers:
                owner.operands[i] = clone.results[0]
            made += 1
    return made
