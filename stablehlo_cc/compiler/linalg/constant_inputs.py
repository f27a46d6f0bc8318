"""Constant-filled tensors that elementwise fusion left as inputs become scalars in the body.

`linalg-fuse-elementwise-ops` only takes in a producer with one use, and some producers
only turn into constants after fusion: the NaN and signed-zero handling of
`stablehlo.maximum`/`minimum` (a ReLU6 is a max and a min against broadcast constants)
bitcasts, compares and ors broadcasts of 0 and 6, which folding reduces to generics that
yield one constant (`false`, `0 : i32`, the bits of 6.0) with several uses. Each stayed a
materialized tensor as large as the activation (MobileNetV2: three per ReLU6), filled by a
sequential loop in the entry function and read back by the fused op. Those fill loops were
more than half of the LLVM IR of MobileNetV2's entry function, which LLVM then unrolled
into ~5,700 vector stores in a few basic blocks (most of the instruction schedulers' time).

Here every input of a linalg.generic that such a fill computes is replaced, inside the
consumer's body, by the filled value itself; the canonicalization that follows drops the
now unused input and the dead fill. XLA's fusion treats broadcast constants the same way
(a constant operand of a fusion is a scalar in the fused computation), and so do IREE's
dispatch regions (constants are cloned into each dispatch).
"""

from __future__ import annotations

import mlir.ir as uir

from ..walk import ops_named
from .affine_facts import iterator_kinds


def _filled_value(op):
    """The value a tensor op writes to every element, if it only yields one value defined
    outside its body (a constant fill), else None."""
    if op.name == "linalg.fill":
        return op.operands[0] if len(op.results) == 1 else None
    if op.name != "linalg.generic" or len(op.results) != 1:
        return None
    if not isinstance(op.results[0].type, uir.RankedTensorType):
        return None
    if "reduction" in iterator_kinds(op):
        return None
    body = op.regions[0].blocks[0]
    ops = list(body.operations)
    if len(ops) != 1:
        return None
    value = ops[0].operation.operands[0]
    if isinstance(value.owner, uir.Block):
        return None if value.owner == body else value
    # defined by an op: outside the body (the body holds only the yield)
    return value


def fold_constant_inputs(module) -> int:
    """Use the filled value of each constant-filled input of a tensor linalg.generic directly
    in its body (module docstring); returns how many inputs were replaced."""
    replaced = 0
    for consumer in ops_named(module, "linalg.generic"):
        if not consumer.results or \
                not isinstance(consumer.results[0].type, uir.RankedTensorType):
            continue
        inputs = len(consumer.operands) - len(consumer.results)
        body = consumer.regions[0].blocks[0]
        for i, operand in enumerate(list(consumer.operands)[:inputs]):
            owner = operand.owner
            if isinstance(owner, uir.Block):
                continue
            value = _filled_value(owner.operation)
            if value is None:
                continue
            arg = body.arguments[i]
            if arg.type != value.type or not list(arg.uses):
                continue
            arg.replace_all_uses_with(value)
            replaced += 1
    return replaced
