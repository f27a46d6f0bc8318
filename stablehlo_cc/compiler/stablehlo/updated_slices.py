"""A concatenation of updated slices of one tensor is that tensor, updated in place.

Every KV-cache decoder exported from JAX/Flax/Keras/PyTorch returns its cache as
`concatenate(dynamic_update_slice(slice(cache)_i, token_i))`: each layer slices its K and V
out of the big cache argument, writes the new token's row into them, and the updated
slices are stacked back (GPT-2's decode step, `benchmarks/models/gpt2_decode_b1`: 4 layers
x K/V of a 1 MiB cache). Lowered as written, bufferization copies each slice (an argument
is never written), copies it again into the K/V concatenation and a third time into the
layers' one: ~0.75 ms of a 3.5 ms call. Yet the value is the cache with a few rows
replaced, so this rewrite makes it a chain of `dynamic_update_slice`s on the whole tensor,
each at the place of the one it replaces (its start indices clamped as in the slice, then
moved by the slice's offset), and every other use of an updated slice (the attention that
reads it) reads a slice of the chain instead: one-shot-bufferize then copies the cache
once into the result and writes each token row in place (XLA's buffer assignment gets
the same from its in-place dynamic-update-slice and concatenate emitters).

A use reads the latest value of the chain defined before it whose later updates all fall
outside its slice, so that every read of one value of the chain comes before the next
update of it in the program (no copy needed to keep it). Only reshapes that add or drop
unit dimensions (and `broadcast_in_dim`s that are such reshapes), unit-stride slices,
updates and concatenations that tile the tensor exactly, all in one block, are looked
through.
"""

from __future__ import annotations

import math

from jaxlib.mlir import ir

from ..walk import defining_op, ops_named
from . import tensor_builders as tb


# How many ops deep a value is looked through (Python's recursion stays far from its limit
# on a long chain of updates; a KV cache is ~5 ops deep).
_DEPTH = 64


class _Tree:
    """A value as a box (`lo`, `size`, in `base`'s coordinates) of `base`, with the updates
    (`dynamic_update_slice` ops, each with the box of the slice it writes) applied to it."""

    def __init__(self, base, lo, size, updates):
        self.base, self.lo, self.size, self.updates = base, lo, size, updates


def _static(t) -> bool:
    return isinstance(t, ir.RankedTensorType) and t.has_static_shape


def _dims(view: list[int], box: list[int]) -> dict[int, int] | None:
    """View dimension -> box dimension for the view's non-unit ones, if the view is the box
    with unit dimensions added or dropped."""
    v = [i for i, n in enumerate(view) if n != 1]
    b = [i for i, n in enumerate(box) if n != 1]
    if [view[i] for i in v] != [box[i] for i in b]:
        return None
    return dict(zip(v, b))


def _is_unit_reshape(op) -> bool:
    source, result = op.operands[0].type, op.results[0].type
    if not (_static(source) and _static(result)):
        return False
    if op.name == "stablehlo.broadcast_in_dim":
        dims = list(ir.DenseI64ArrayAttr(op.attributes["broadcast_dimensions"]))
        if dims != sorted(dims) or math.prod(source.shape) != math.prod(result.shape):
            return False
    return _dims(list(source.shape), list(result.shape)) is not None


def _describe(value, depth: int = 0) -> _Tree:
    op = defining_op(value)
    t = value.type
    own = _Tree(value, [0] * t.rank, list(t.shape), []) if _static(t) else None
    if op is None or own is None or 0 in t.shape or depth > _DEPTH:
        return own
    depth += 1
    name = op.name
    if name in ("stablehlo.reshape", "stablehlo.broadcast_in_dim"):
        if _is_unit_reshape(op):
            inner = _describe(op.operands[0], depth)
            if inner is not None:
                return inner
    elif name == "stablehlo.slice":
        inner = _describe(op.operands[0], depth)
        strides = list(ir.DenseI64ArrayAttr(op.attributes["strides"]))
        start = list(ir.DenseI64ArrayAttr(op.attributes["start_indices"]))
        limit = list(ir.DenseI64ArrayAttr(op.attributes["limit_indices"]))
        dims = _dims(list(op.operands[0].type.shape), inner.size) if inner else None
        if inner is not None and not inner.updates and dims is not None and \
                all(s == 1 for s in strides):
            lo, size = list(inner.lo), list(inner.size)
            for k, b in dims.items():
                lo[b] += start[k]
                size[b] = limit[k] - start[k]
            return _Tree(inner.base, lo, size, [])
    elif name == "stablehlo.dynamic_update_slice":
        inner = _describe(op.operands[0], depth)
        indices = [v.type for v in op.operands[2:]]
        if inner is not None and _static(op.operands[1].type) and all(
                isinstance(i.element_type, ir.IntegerType) and i.element_type.is_signless
                for i in indices):
            return _Tree(inner.base, inner.lo, inner.size,
                         inner.updates + [(op, inner.lo, inner.size)])
    elif name == "stablehlo.concatenate":
        joined = _concatenation(op, depth)
        if joined is not None:
            return joined
    return own


def _concatenation(op, depth: int = 0) -> _Tree | None:
    parts = [_describe(v, depth) for v in op.operands]
    if any(p is None for p in parts) or any(p.base != parts[0].base for p in parts):
        return None
    if len(parts) == 1:
        return parts[0]
    differ = [i for i in range(len(parts[0].lo)) if parts[0].lo[i] != parts[1].lo[i]]
    if len(differ) != 1:
        return None
    (axis,) = differ
    for a, b in zip(parts, parts[1:]):
        if a.lo[axis] + a.size[axis] != b.lo[axis] or any(
                a.lo[i] != b.lo[i] or a.size[i] != b.size[i]
                for i in range(len(a.lo)) if i != axis):
            return None
    lo = list(parts[0].lo)
    size = list(parts[0].size)
    size[axis] = sum(p.size[axis] for p in parts)
    dims = _dims(list(op.results[0].type.shape), size)
    if dims is None or dims.get(ir.IntegerAttr(op.attributes["dimension"]).value) != axis:
        return None
    return _Tree(parts[0].base, lo, size, [u for p in parts for u in p.updates])


def _update_whole(chain, op, lo, size):
    """`op` (a dynamic_update_slice of the box `lo`/`size`) as an update of the whole tensor
    `chain`, inserted before `op`."""
    operand, update = op.operands[0], op.operands[1]
    view = list(operand.type.shape)
    upd = list(update.type.shape)
    dims = _dims(view, size)
    back = {b: k for k, b in dims.items()}
    index_type = op.operands[2].type
    whole_update = [upd[back[b]] if b in back else 1 for b in range(len(size))]
    with ir.InsertionPoint(op), op.location:
        u = tb.op("stablehlo.reshape", ir.RankedTensorType.get(
            whole_update, update.type.element_type), update)
        starts = []
        for b in range(len(size)):
            if b not in back:
                starts.append(tb.constant(index_type, lo[b]))
                continue
            k = back[b]
            clamped = tb.op("stablehlo.clamp", index_type, tb.constant(index_type, 0),
                            op.operands[2 + k], tb.constant(index_type, view[k] - upd[k]))
            starts.append(tb.op("stablehlo.add", index_type, clamped,
                                tb.constant(index_type, lo[b]))
                          if lo[b] else clamped)
        return tb.op("stablehlo.dynamic_update_slice", chain.type, chain, u, *starts)


def _read(chain, lo, size, t, before):
    """The box `lo`/`size` of `chain` as a value of type `t`, inserted before `before`."""
    with ir.InsertionPoint(before), before.location:
        box = ir.RankedTensorType.get(size, t.element_type)
        sliced = ir.Operation.create(
            "stablehlo.slice", results=[box], operands=[chain],
            attributes={"start_indices": ir.DenseI64ArrayAttr.get(lo),
                        "limit_indices": ir.DenseI64ArrayAttr.get(
                            [a + n for a, n in zip(lo, size)]),
                        "strides": ir.DenseI64ArrayAttr.get([1] * len(lo))}).result
        return ir.Operation.create("stablehlo.reshape", results=[t],
                                   operands=[sliced]).result if box != t else sliced


def _disjoint(lo_a, size_a, lo_b, size_b) -> bool:
    """Whether two boxes share no element (an update of a concatenation covers the boxes
    of the updated slices in it)."""
    return any(a + m <= b or b + n <= a for a, m, b, n in zip(lo_a, size_a, lo_b, size_b))


def _in_block(op, block):
    """`op` or its ancestor that is in `block` (None if neither is)."""
    while op is not None and op.block != block:
        parent = op.parent
        op = parent.operation if parent is not None and hasattr(parent, "operation") else None
    return op


def _rewrite(concat, tree) -> None:
    block = concat.block
    updates = sorted(tree.updates, key=_Order)
    chain, values = tree.base, []
    for op, lo, size in updates:
        chain = _update_whole(chain, op, lo, size)
        values.append(chain)
    for j, (op, lo, size) in enumerate(updates):
        for use in list(op.results[0].uses):
            user = use.owner.operation if hasattr(use.owner, "operation") else use.owner
            anchor = _in_block(user, block)
            k = j
            while k + 1 < len(updates) and updates[k + 1][0].is_before_in_block(anchor) and \
                    _disjoint(updates[k + 1][1], updates[k + 1][2], lo, size):
                k += 1
            user.replace_uses_of_with(op.results[0], _read(
                values[k], lo, size, op.results[0].type, user))
    with ir.InsertionPoint(concat), concat.location:
        result = _read(chain, [0] * len(tree.lo), list(tree.size), concat.results[0].type,
                       concat)
    concat.results[0].replace_all_uses_with(result)
    concat.erase()
    for op, _, _ in reversed(updates):
        if not list(op.results[0].uses):
            op.erase()


class _Order:
    """Sort key: block order of the update ops."""

    def __init__(self, item):
        self.op = item[0]

    def __lt__(self, other):
        return self.op.is_before_in_block(other.op)


def concatenations_to_updates(module) -> int:
    """Rewrite each concatenate that is its base tensor with updates; returns how many."""
    done = 0
    for op in ops_named(module, ("stablehlo.concatenate",)):
        if not op.attached:
            continue
        tree = _concatenation(op)
        if tree is None or not tree.updates or \
                tree.size != list(tree.base.type.shape) or \
                any(u.block != op.block for u, _, _ in tree.updates) or \
                len({u for u, _, _ in tree.updates}) != len(tree.updates):
            continue
        _rewrite(op, tree)
        done += 1
    return done
