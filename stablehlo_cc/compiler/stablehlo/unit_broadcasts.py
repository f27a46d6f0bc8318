"""A `broadcast_in_dim` that only adds dimensions of size 1 is a `reshape`.

`stablehlo-legalize-to-linalg` makes every broadcast_in_dim a `linalg.generic` that, when
nothing fuses into it, copies its operand; `jnp.stack` and `x[None]` produce this kind in
every layer (GPT-2's stacked KV caches: four 1 MiB copies a decode step). A reshape becomes a
`tensor.expand_shape`, a view of the same buffer. XLA's algebraic simplifier turns such a
broadcast into a bitcast, the same thing.
"""

from __future__ import annotations

import math

from jaxlib.mlir import ir

from ..walk import ops_named


def unit_broadcasts_to_reshapes(module) -> int:
    """Rewrite every broadcast_in_dim that keeps its operand's order and element count."""
    done = 0
    for op in ops_named(module, ("stablehlo.broadcast_in_dim",)):
        source, result = op.operands[0].type, op.results[0].type
        if not (isinstance(source, ir.RankedTensorType) and source.has_static_shape and
                isinstance(result, ir.RankedTensorType) and result.has_static_shape):
            continue
        dims = list(ir.DenseI64ArrayAttr(op.attributes["broadcast_dimensions"]))
        if dims != sorted(dims) or len(set(dims)) != len(dims) or \
                math.prod(source.shape) != math.prod(result.shape) or \
                any(source.shape[i] != result.shape[d] for i, d in enumerate(dims)):
            continue
        if source == result:  # an identity (`tensor<i8> -> tensor<i8>`): no op at all; a
            # reshape between equal types crashes `stablehlo-legalize-to-linalg` at rank 0
            op.results[0].replace_all_uses_with(op.operands[0])
            op.erase()
            done += 1
            continue
        with ir.InsertionPoint(op), op.location:
            reshaped = ir.Operation.create("stablehlo.reshape", results=[result],
                                           operands=[op.operands[0]]).result
        op.results[0].replace_all_uses_with(reshaped)
        op.erase()
        done += 1
    return done
