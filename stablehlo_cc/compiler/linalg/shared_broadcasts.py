"""One copy of each broadcast for each consumer, so that elementwise fusion can take it in.

`linalg-fuse-elementwise-ops` only fuses a producer whose result has one use. After CSE a
broadcast that a program repeats is one op with many uses: the scalar constants of a GELU
(`0.5 * x * (1 + tanh(0.797 * (x + 0.0447 * x^3)))`, each a `broadcast_in_dim` of a 0-d
constant) are shared by every layer of a transformer, so each became a materialized
64x1024 tensor that every GELU then read back (BERT: 4 such 256 KiB buffers written and
read per layer, ~45 us a layer, and 4 extra loads per element in the GELU loop). XLA's
fusion duplicates broadcasts and constants into every consumer for the same reason (a
broadcast costs an index computation, its materialization costs memory traffic); IREE's
dispatch formation clones them into each dispatch region.

So before fusion every broadcast-only generic (its body yields an input, or a value defined
outside, and each input has fewer elements than the result) gets one clone per extra use
by another linalg.generic. A clone that fusion does not take in is merged back by the CSE
that follows fusion, so nothing is computed twice that was not before.
"""

from __future__ import annotations

import math

import mlir.ir as uir

from ..walk import ops_named
from .affine_facts import iterator_kinds


def elements(value) -> int | None:
    """The elements of a static shaped value (1 for a scalar), None when dynamic."""
    t = value.type
    if not isinstance(t, uir.ShapedType):
        return 1
    t = uir.ShapedType(t)
    return math.prod(t.shape) if t.has_static_shape else None


def is_broadcast(op) -> bool:
    """A tensor generic, all loops parallel, one result, whose body only yields an input
    element or a value from outside, and whose inputs are all smaller than its result."""
    if len(op.results) != 1 or not isinstance(op.results[0].type, uir.RankedTensorType):
        return False
    if "reduction" in iterator_kinds(op):
        return False
    body = op.regions[0].blocks[0]
    ops = body.operations
    if len(ops) != 1:  # (counted without making a Python object of each op)
        return False
    terminator = ops[0].operation
    if terminator.name != "linalg.yield":
        return False
    yielded = terminator.operands[0]
    n_in = len(op.operands) - 1
    if isinstance(yielded.owner, uir.Block) and yielded.owner == body:
        if uir.BlockArgument(yielded).arg_number >= n_in:
            return False  # yields the output's own element: not a broadcast
    out = elements(op.results[0])
    if out is None:
        return False
    inputs = [elements(v) for v in list(op.operands)[:n_in]]
    return all(n is not None and n < out for n in inputs)


def used_twice(op) -> bool:
    """Whether `op` has one result, and that result two uses or more. Asked before anything
    else of a generic: most have one use, and this costs a few calls into the bindings where
    `is_broadcast` (or shared_producers' test) costs tens. Whisper (524 generics; thread
    CPU, medians of 3, issue 11): duplicate_cheap_producers 19.2 -> 10.4 ms,
    duplicate_shared_broadcasts 4.0 -> 2.6 ms; the same clones."""
    results = op.results
    if len(results) != 1:
        return False
    uses = iter(results[0].uses)
    return next(uses, None) is not None and next(uses, None) is not None


def duplicate_shared_broadcasts(module) -> int:
    """Give every broadcast generic used by several linalg.generics one clone per extra use
    (see the module docstring); returns how many clones were made."""
    made = 0
    for producer in ops_named(module, "linalg.generic"):
        if not used_twice(producer) or not is_broadcast(producer):
            continue
        uses = [(u.owner, u.operand_number) for u in producer.results[0].uses]
        consumers = [(owner, i) for owner, i in uses
                     if getattr(owner, "name", None) == "linalg.generic"]
        if len(uses) < 2 or not consumers:
            continue
        # the first use keeps the original; each other generic use gets its own copy
        keep_first = len(consumers) == len(uses)
        for owner, i in consumers[1:] if keep_first else consumers:
            clone = producer.clone(uir.InsertionPoint(producer))
            owner.operands[i] = clone.results[0]
            made += 1
    return made
