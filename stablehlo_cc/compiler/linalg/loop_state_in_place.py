"""Loop state updated in place: the elementwise op that computes a loop's next state writes it
into the buffer of the current state, so no iteration copies the state.

One-shot bufferization gives an `scf.while` (or `scf.for`) state a fresh buffer and a copy
every iteration unless the value the body yields is equivalent to the body's block argument
(upstream's `WhileOpInterface::resolveConflicts`: the "before" region then copies its
forwarded argument into a new allocation). A body computing `h' = tanh(h @ w + ...)` yields
the result of an elementwise `linalg.generic` whose destination is a `tensor.empty`: never
equivalent. Here such a generic (all loops parallel, identity output map, its destination a
`tensor.empty` whose value the payload never reads) takes the body's block argument of that
state as its destination instead, through the inverse reshape when the yield reshapes the
result. Semantics do not change (the destination's contents are never read); bufferization
then decides whether writing in place is safe (it is when nothing reads the old state after
the op, or only the op itself element by element) and copies where it is not, as before.
The new state may have other readers besides the yield (a scan's `ys` update stores each
step's h): they read the same values from the state's buffer. An LSTM step had allocated,
copied and freed its 1x128 h every iteration for want of this.
"""

from __future__ import annotations

import mlir.ir as uir
from mlir.dialects import tensor

from ..walk import ops_named


def _owner(value):
    owner = value.owner
    return owner.operation if hasattr(owner, "operation") else owner


def _single_use(value) -> bool:
    return len(list(value.uses)) == 1


def _rewritable_generic(value):
    """The generic producing `value` (result 0 of one output), if it may take another
    destination; else None."""
    if not isinstance(value, uir.OpResult):
        return None
    op = _owner(value)
    if op.name != "linalg.generic" or len(op.results) != 1:
        return None
    iterators = [str(a) for a in op.attributes["iterator_types"]]
    if not all("parallel" in it for it in iterators):
        return None
    maps = op.attributes["indexing_maps"]
    out_map = uir.AffineMapAttr(maps[len(maps) - 1]).value
    if out_map != uir.AffineMap.get_identity(out_map.n_dims, out_map.context):
        return None
    dest = op.operands[len(op.operands) - 1]
    if not isinstance(dest, uir.OpResult) or _owner(dest).name != "tensor.empty":
        return None
    body = op.regions[0].blocks[0]
    out_arg = body.arguments[len(body.arguments) - 1]
    if len(list(out_arg.uses)):
        return None  # the payload reads the destination
    return op


def _destination_for(yielded, state):
    """(generic, destination value builder) so that writing the generic's result into
    `state` (a block argument) makes `yielded` the state's buffer; None if not that shape."""
    generic = _rewritable_generic(yielded)
    if generic is not None:
        if generic.results[0].type != state.type:
            return None
        return generic, lambda: state
    if not isinstance(yielded, uir.OpResult):
        return None
    reshape = _owner(yielded)
    if reshape.name not in ("tensor.collapse_shape", "tensor.expand_shape") or \
            not _single_use(yielded):
        return None
    generic = _rewritable_generic(reshape.operands[0])
    if generic is None:
        return None
    source_type = uir.RankedTensorType(generic.results[0].type)
    if not source_type.has_static_shape or yielded.type != state.type:
        return None
    reassociation = reshape.attributes["reassociation"]

    def build():
        if reshape.name == "tensor.collapse_shape":  # state = collapse(g): g's dest = expand
            return tensor.expand_shape(source_type, state, reassociation, [],
                                       list(source_type.shape))
        return tensor.collapse_shape(source_type, state, reassociation)

    return generic, build


def _retarget(generic, build) -> None:
    with uir.InsertionPoint(generic), generic.location:
        dest = build()
    generic.operands[len(generic.operands) - 1] = dest


def _states(loop):
    """(yielded value, block argument of the state) pairs of `loop`."""
    if loop.name == "scf.for":
        body = loop.regions[0].blocks[0]
        yield_op = body.operations[len(body.operations) - 1]
        return list(zip(yield_op.operands, list(body.arguments)[1:]))
    before, after = loop.regions[0].blocks[0], loop.regions[1].blocks[0]
    condition = before.operations[len(before.operations) - 1]
    forwarded = list(condition.operands)[1:]
    yield_op = after.operations[len(after.operations) - 1]
    pairs = []
    for i, (value, arg) in enumerate(zip(yield_op.operands, after.arguments)):
        # the "before" region passes its argument i on unchanged as the after region's i
        if i < len(forwarded) and forwarded[i] == before.arguments[i]:
            pairs.append((value, arg))
    return pairs


def update_loop_state_in_place(module) -> int:
    """Retarget the state-producing generics of every loop; returns how many."""
    changed = 0
    for loop in ops_named(module, ("scf.while", "scf.for")):
        for yielded, state in _states(loop):
            if not isinstance(state.type, uir.RankedTensorType):
                continue
            found = _destination_for(yielded, state)
            if found is None:
                continue
            generic, build = found
            _retarget(generic, build)
            changed += 1
    return changed
