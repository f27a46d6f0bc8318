"""All-parallel ops read their initial values as inputs, never through their outputs (before fusion).

`stablehlo-legalize-to-linalg` lowers some ops with no reduction dimensions as accumulations
into a filled output: a `dot_general` without contracting dimensions (`out + a * b` into a
zero fill), a `reduce_window` whose windows hold one element, ... . On its own such an op is
right: every output element is written once. But `linalg-fuse-elementwise-ops` keeps the
output of a producer whose payload reads it as an output of the fused op, indexed by the
consumer's map for the producer's result; when that map broadcasts (a `broadcast_in_dim`
after the op), every broadcast copy reads the value the previous copy wrote, and the op
accumulates once per copy.

So before fusion, an all-parallel `linalg.generic` whose payload reads an output's old value
gets that value as an extra input instead (same tensor, same indexing map). The op computes
the same thing, its payload no longer reads its outputs, and fusion then treats it as the
elementwise op it is. Ops with a reduction loop are left alone: they must accumulate, and
elementwise fusion never takes them as producers.
"""

from __future__ import annotations

import mlir.ir as uir

from ..walk import ops_named
from .affine_facts import iterator_kinds


def _segments(op) -> tuple[int, int]:
    sizes = list(uir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))
    return sizes[0], sizes[1]


def _read_outputs(op) -> list[int]:
    """Positions (among the outputs) of the outputs whose old value the payload reads, if
    every loop of `op` is parallel."""
    if "reduction" in iterator_kinds(op):  # (the kinds are parallel and reduction)
        return []
    n_in, n_out = _segments(op)
    args = op.regions[0].blocks[0].arguments
    return [k for k in range(n_out) if len(list(args[n_in + k].uses)) > 0]


def _as_inputs(op, read: list[int]) -> None:
    n_in, n_out = _segments(op)
    operands = list(op.operands)
    ins, outs = operands[:n_in], operands[n_in:n_in + n_out]
    maps = list(op.attributes["indexing_maps"])
    attributes = {name: op.attributes[name] for name in op.attributes}
    attributes["indexing_maps"] = uir.ArrayAttr.get(
        maps[:n_in] + [maps[n_in + k] for k in read] + maps[n_in:])
    attributes["operandSegmentSizes"] = uir.DenseI32ArrayAttr.get(
        [n_in + len(read), n_out])
    with uir.InsertionPoint(op), op.location:
        new = uir.Operation.create(
            "linalg.generic", results=[r.type for r in op.results],
            operands=ins + [outs[k] for k in read] + outs, attributes=attributes, regions=1)
    old_block = op.regions[0].blocks[0]
    old_args = list(old_block.arguments)
    types = [a.type for a in old_args[:n_in]] + [old_args[n_in + k].type for k in read] + \
        [a.type for a in old_args[n_in:]]
    block = new.regions[0].blocks.append(*types, arg_locs=[op.location] * len(types))
    new_args = list(block.arguments)
    for i in range(n_in):
        old_args[i].replace_all_uses_with(new_args[i])
    for j, k in enumerate(read):
        old_args[n_in + k].replace_all_uses_with(new_args[n_in + j])
    for k in range(n_out):  # outputs not read have no uses; this is a no-op for them
        old_args[n_in + k].replace_all_uses_with(new_args[n_in + len(read) + k])
    for inner in list(old_block.operations):
        block.append(inner)
    for old, result in zip(op.results, new.results):
        old.replace_all_uses_with(result)
    op.erase()


def read_initial_values_as_inputs(module) -> None:
    for op in ops_named(module, "linalg.generic"):
        read = _read_outputs(op)
        if read:
            _as_inputs(op, read)
