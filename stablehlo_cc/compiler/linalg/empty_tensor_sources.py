"""Whether `eliminate-empty-tensors` can have work: a subset insertion whose source may come
from a `tensor.empty`.

The pass runs One-Shot Analysis over the whole program before it looks at anything (as much
time as the bufferization's own analysis: the small CNN kernel 3.3 of 9.6 ms of the
bufferization pass list), then, for each subset insertion (pipeline.SUBSET_INSERTIONS)
whose source bufferizes in place, follows the source back through values that share its
buffer (MLIR's `findValueInReverseUseDefChain`, equivalent aliases only: a linalg op's
result to its init, a loop's result to the init it carries, an insertion's result to its
destination, a cast to its operand; not a slice nor a reshape to its source: an alias of
another type is followed only through a cast) to a `tensor.empty`,
which it replaces by a slice of the insertion's destination. When no source reaches a
`tensor.empty` even along every operand (a superset of those aliases), the pass would
change nothing, and linalg/stage.py leaves it out (issue 11). The padded convolutions'
`insert_slice` of an input into a zero-filled buffer is such a case: its source is a
function argument, or a computed tensor whose init is a slice of another or the input's
own buffer (flax MNIST CNN, ResNet-50, MobileNetV2, EfficientNet, RegNet, ResNet-18,
Whisper, GPT-2 decode, the small CNN kernel: the same bufferized text); so is a reshaped
result inserted into a concatenation or a loop's state (ViT, the GRU, the LSTM).
"""

from __future__ import annotations

import sys

from ..walk import defining_op

# linalg ops whose inits are not their last operands (pack/unpack: padding value and tile
# sizes come after the destination): followed along every operand.
_INIT_NOT_LAST = ("linalg.pack", "linalg.unpack")
# Loops whose results share the buffers of their own operands (the inits they carry), not
# of values yielded inside (as an `scf.if`'s do).
_LOOPS = ("scf.for", "scf.forall")


def insertions(module, names, not_in) -> list:
    """The ops named in `names` under `module`, not in linalg bodies nor in the bodies of the
    ops named in `not_in` (the places walk.has_op_named looks)."""
    operation = module.operation
    binding = sys.modules[type(operation).__module__]
    names, not_in = set(names), set(not_in)
    advance, skip = binding.WalkResult.ADVANCE, binding.WalkResult.SKIP
    found = []

    def visit(op):
        name = op.name
        if name in names:
            found.append(op)
        return skip if name.startswith("linalg.") or name in not_in else advance

    operation.walk(visit, binding.WalkOrder.PRE_ORDER)
    return found


def may_eliminate(module, names, not_in) -> bool:
    """Whether the source (operand 0) of a subset insertion `names` outside `not_in` may
    reach a `tensor.empty` backwards: True unless every path provably ends elsewhere."""
    return any(_may_reach_empty(op.operands[0]) for op in insertions(module, names, not_in))


def _is_tensor(value) -> bool:
    return str(value.type).startswith("tensor<")


def _may_reach_empty(source) -> bool:
    work, seen = [source], set()
    while work:
        value = work.pop()
        if value in seen:
            continue
        seen.add(value)
        op = defining_op(value)
        if op is None:  # a block argument
            parent = value.owner.owner  # (the block's parent op)
            parent = getattr(parent, "operation", parent)
            if parent is None or parent.name == "func.func":
                continue  # a function's argument: where MLIR's search ends too
            return True  # a loop's or region's argument: not followed here
        name = op.name
        if name == "tensor.empty":
            return True
        if name == "tensor.extract_slice":
            continue  # a slice's buffer is not its source's: MLIR's search stops too
        operands = list(op.operands)
        if name.startswith("linalg.") and name not in _INIT_NOT_LAST:
            operands = operands[len(operands) - len(op.results):]  # its inits
        elif len(op.regions) and name not in _LOOPS:
            return True  # results that alias values yielded inside: not followed here
        # (MLIR follows an alias only to a value of the same type, or through a cast: not
        # through a reshape, nor a slice)
        cast = name.endswith("cast")
        work += [v for v in operands if _is_tensor(v) and (cast or v.type == value.type)]
    return False
