"""The ops between two channels-last convolutions stay channels-last: the transposes that
rules/convolution_layout.py puts around each convolution of a PyTorch (NCHW) program sink
through them and cancel against the next convolution's.

Why: a PyTorch CNN computes `conv -> batch norm -> ReLU -> conv` in NCHW. Our convolutions
run channels-last, so each becomes `transpose(NHWC -> NCHW) -> conv ... ->
transpose(NCHW -> NHWC)`, and fusion folds those transposes into the elementwise ops in
between: a nest that reads NHWC and writes NCHW, its innermost loop strided on one side
(not widened by linalg/elementwise_vectors.py; LLVM's loop vectorizer makes gathers or
scalar code of it). XLA and IREE propagate layouts instead; so does this pass, on
StableHLO, before anything is fused: `op(transpose(x, P), ...) = transpose(op'(x, ...), P)`
for an op that commutes with a permutation of its dimensions, and then
`transpose(transpose(y, P), P^-1) = y` in front of the next convolution. The chain between
two convolutions (batch norm, ReLU, residual adds, squeeze-excitation scaling, max pooling,
the global average pool) is then computed in the convolutions' layout, and only the
program's real inputs and outputs (and the weights) are transposed.

What a transpose sinks through (every operand of full rank must be the same transpose, a
splat constant, or a `broadcast_in_dim`, whose dimensions are renumbered; scalars stay):
elementwise ops (`_ELEMENTWISE`), `concatenate` (DenseNet's, GoogLeNet's), `pad` and `reduce_window` (their per-dimension
attributes permuted), `reduce` of one operand (its result transposed by what remains of
the permutation: none for a pooling over H and W), and a `broadcast_in_dim` or
`transpose` of the transposed value (folded into it). Anything else (a dot, a reshape,
an op with a full-rank operand in the other layout) stops the transpose where
it is: then the program has the same transposes as before, in another place.

Only transposes of a convolution's result (and those this pass makes) move: a
contraction's result transposes are folded into the contraction by
linalg/transposed_results.py, which sinking them past their consumers would undo.

Measured (issue 8, 2026-11-27, Xeon Emerald Rapids, one core, host shared and loaded; both
variants compiled in one process, this pass on and off, calls alternated, thread CPU time,
medians of 7 rounds of 2-3 calls; torchvision models exported through torch_xla, batch 2, and the zoo's torch
models; the same results as XLA:CPU within 2e-6 relative):
- torchvision resnet50 213.9 -> 141.6 ms (0.66; a second run 212.1 -> 146.2): 73 ms an
  image against 69 ms for the channels-last Keras ResNet-50 (resnet50_224_b1, same run)
  where it was 106 ms; resnext50_32x4d 0.92, efficientnet_b0 0.75, densenet121 0.83,
  googlenet 0.49 (their concatenates: 0.94 and 0.77 before they were taken), mobilenet_v2
  0.99 (its depthwise layers read their input in place already), regnet_y_400mf 0.96,
  torch_regnet_y_400mf_b1 0.96, torch_resnet18_b1 0.92.
- what is left transposed: the input image, the weights, and in squeeze-excitation blocks
  the pooled `n x c x 1 x 1` vector (a reshape stops it; moving unit dimensions only, it
  costs nothing).
- compile (process CPU, medians of 3 alternated): resnet50 1.24 -> 1.10 s; densenet121
  6.1 -> 7.4 s: its concatenates, channels-last, copy rows of each layer's growing
  channel count (58 distinct row lengths, contiguous image blocks before), and every
  batch norm + ReLU becomes a widened nest of its own row length: LLVM's pipeline 1.81 ->
  2.32 s, code generation 1.87 -> 2.12 s, 34 k -> 51 k lines of optimized IR. The pass
  itself: 13 ms on resnet50, 75 ms on densenet121 (912 ops moved).
- a bottleneck without its transposes is 22 ops, too few for repeated_layers.py until
  products weighed more there (resnext50_32x4d compiled in 14.3 s without its layer
  functions). With that and elementwise_vectors.py's half vectors, against main (same
  measurement, 9 rounds of 2 calls): torch_regnet_y_400mf_b1 17.31 -> 15.17 ms (0.88; XLA:CPU
  ~78 ms in op_profile's run), regnet_y_400mf 36.9 -> 33.5 (0.91), resnet50 199.7 -> 145.6
  (0.73), resnext50_32x4d 235.6 -> 182.3 (0.77); compiles 3-19 % shorter on these four.
- in the zoo, only the torch models and cnn_train_step (6 ops moved; 0.98 / 1.00, the same
  bits) change; torch_resnet18_b8 26.5 -> 21.9 ms (0.83).
"""

from __future__ import annotations

from collections import deque

import numpy as np
from jaxlib.mlir import ir

from ..walk import defining_op, ops_named

# Elements of a constant operand (a per-channel bias of batch 1, `1 x C x 1 x 1`) that are
# transposed at compile time; a larger one stops the transpose.
MAX_CONSTANT = 1 << 16

_ELEMENTWISE = frozenset("stablehlo." + n for n in (
    "abs add and atan2 cbrt ceil clamp compare convert cosine divide exponential "
    "exponential_minus_one floor is_finite log log_plus_one logistic maximum minimum "
    "multiply negate not or popcnt power reduce_precision remainder round_nearest_afz "
    "round_nearest_even rsqrt select shift_left shift_right_arithmetic "
    "shift_right_logical sign sine sqrt subtract tan tanh xor").split())


def _perm(op) -> list[int]:
    return list(ir.DenseI64ArrayAttr(op.attributes["permutation"]))


def _inverse(perm: list[int]) -> list[int]:
    inverse = [0] * len(perm)
    for i, p in enumerate(perm):
        inverse[p] = i
    return inverse


def _permuted_type(t, inverse: list[int]):
    """The type in the transpose's source layout of a value of type `t` in its result's
    layout (source dimension j is result dimension inverse[j])."""
    t = ir.RankedTensorType(t)
    return ir.RankedTensorType.get([t.shape[i] for i in inverse], t.element_type)


def _transpose(value, perm: list[int]):
    if perm == sorted(perm):
        return value
    shape = ir.RankedTensorType(value.type)
    result = ir.RankedTensorType.get([shape.shape[p] for p in perm], shape.element_type)
    return ir.Operation.create("stablehlo.transpose", results=[result], operands=[value],
                               attributes={"permutation": ir.DenseI64ArrayAttr.get(perm)}
                               ).result


def _broadcast(source, dims: list[int], result_type):
    return ir.Operation.create(
        "stablehlo.broadcast_in_dim", results=[result_type], operands=[source],
        attributes={"broadcast_dimensions": ir.DenseI64ArrayAttr.get(dims)}).result


def _rank(value) -> int:
    t = value.type
    return ir.RankedTensorType(t).rank if isinstance(t, ir.RankedTensorType) else -1


def _source_operand(value, perm: list[int]):
    """`value` (of the transpose's result rank) in the source layout, made before the
    current insertion point, or None when that would take a transpose of its own."""
    if _rank(value) == 0:
        return value
    op = defining_op(value)
    if op is None:
        return None
    inverse = _inverse(perm)
    if op.name == "stablehlo.transpose" and _perm(op) == perm:
        return op.operands[0]
    if op.name == "stablehlo.constant":
        attr = op.attributes["value"]
        if not isinstance(attr, ir.DenseElementsAttr):
            return None
        new_type = _permuted_type(value.type, inverse)
        if attr.is_splat:
            new_attr = ir.DenseElementsAttr.get_splat(new_type, attr.get_splat_value())
        elif len(attr) <= MAX_CONSTANT and isinstance(
                new_type.element_type, (ir.F32Type, ir.F64Type)):  # (numpy's types)
            new_attr = ir.DenseElementsAttr.get(
                np.ascontiguousarray(np.asarray(attr).transpose(inverse)), type=new_type)
        else:
            return None
        return ir.Operation.create("stablehlo.constant", results=[new_type],
                                   attributes={"value": new_attr}).result
    if op.name == "stablehlo.broadcast_in_dim":
        dims = list(ir.DenseI64ArrayAttr(op.attributes["broadcast_dimensions"]))
        return _broadcast(op.operands[0], [perm[d] for d in dims],
                          _permuted_type(value.type, inverse))
    return None


def _replace(op, new_result, perm: list[int]):
    """`op`'s result becomes transpose(new_result, perm): [that transpose], or [] when
    `perm` is the identity."""
    moved = _transpose(new_result, perm)
    op.results[0].replace_all_uses_with(moved)
    op.erase()
    return [defining_op(moved)] if moved is not new_result else []


def _elementwise(op, perm: list[int]):
    operands = []
    for value in op.operands:
        source = _source_operand(value, perm)
        if source is None:
            return None
        operands.append(source)
    attributes = {name: op.attributes[name] for name in op.attributes}
    new = ir.Operation.create(op.name, results=[_permuted_type(op.results[0].type,
                                                               _inverse(perm))],
                              operands=operands, attributes=attributes)
    return _replace(op, new.result, perm)


def _concatenate(op, perm: list[int]):
    operands = [_source_operand(v, perm) for v in op.operands]
    if any(v is None for v in operands):
        return None
    dimension = ir.IntegerAttr(op.attributes["dimension"]).value
    new = ir.Operation.create(
        op.name, results=[_permuted_type(op.results[0].type, _inverse(perm))],
        operands=operands, attributes={"dimension": ir.IntegerAttr.get(
            ir.IntegerType.get_signless(64), perm[dimension])})
    return _replace(op, new.result, perm)


def _clone_with(op, source, result_type, arrays: dict):
    """A clone of `op` (regions and all) reading `source`, of `result_type`, with the
    DenseI64Array attributes `arrays` replaced."""
    new = op.clone()
    new.operands[0] = source
    new.results[0].set_type(result_type)
    for name, values in arrays.items():
        new.attributes[name] = ir.DenseI64ArrayAttr.get(values)
    return new


def _permuted_arrays(op, names, perm: list[int]) -> dict:
    """The per-dimension array attributes `names` of `op`, in the source layout."""
    inverse = _inverse(perm)
    found = {}
    for name in names:
        if name in op.attributes:
            values = list(ir.DenseI64ArrayAttr(op.attributes[name]))
            found[name] = [values[i] for i in inverse]
    return found


def _pad(op, perm: list[int]):
    source = _source_operand(op.operands[0], perm)
    if source is None:
        return None
    new = _clone_with(op, source, _permuted_type(op.results[0].type, _inverse(perm)),
                      _permuted_arrays(op, ("edge_padding_low", "edge_padding_high",
                                            "interior_padding"), perm))
    return _replace(op, new.results[0], perm)


def _reduce_window(op, perm: list[int]):
    if len(op.operands) != 2 or _rank(op.operands[1]) != 0:
        return None
    source = _source_operand(op.operands[0], perm)
    if source is None:
        return None
    inverse = _inverse(perm)
    new = _clone_with(op, source, _permuted_type(op.results[0].type, inverse),
                      _permuted_arrays(op, ("window_dimensions", "window_strides",
                                            "base_dilations", "window_dilations"), perm))
    if "padding" in op.attributes:
        padding = ir.DenseIntElementsAttr(op.attributes["padding"])
        rows = [[padding[2 * i], padding[2 * i + 1]] for i in range(len(perm))]
        flat = [v for i in inverse for v in rows[i]]
        new.attributes["padding"] = ir.DenseIntElementsAttr.get(
            np.array(flat, dtype=np.int64).reshape(len(perm), 2))
    return _replace(op, new.results[0], perm)


def _reduce(op, perm: list[int]):
    if len(op.operands) != 2 or _rank(op.operands[1]) != 0:
        return None
    source = _source_operand(op.operands[0], perm)
    if source is None:
        return None
    dims = list(ir.DenseI64ArrayAttr(op.attributes["dimensions"]))
    new_dims = sorted(perm[d] for d in dims)
    kept = [i for i in range(len(perm)) if i not in dims]   # result dims, result layout
    kept_source = [j for j in range(len(perm)) if j not in new_dims]
    source_type = ir.RankedTensorType(source.type)
    element = ir.RankedTensorType(op.results[0].type).element_type
    result_type = ir.RankedTensorType.get([source_type.shape[j] for j in kept_source],
                                          element)
    new = _clone_with(op, source, result_type, {"dimensions": new_dims})
    # result dimension r is result-layout dimension kept[r] = source dimension perm[kept[r]]
    remaining = [kept_source.index(perm[i]) for i in kept]
    return _replace(op, new.results[0], remaining)


def _fold_transpose(op, perm: list[int]):
    """transpose(transpose(y, perm), q) = transpose(y, perm o q)."""
    outer = _perm(op)
    source = defining_op(op.operands[0]).operands[0]
    return _replace(op, source, [perm[q] for q in outer])


def _fold_broadcast(op, perm: list[int]):
    """broadcast_in_dim(transpose(y, perm), dims) = broadcast_in_dim(y, dims')."""
    dims = list(ir.DenseI64ArrayAttr(op.attributes["broadcast_dimensions"]))
    source = defining_op(op.operands[0]).operands[0]
    inverse = _inverse(perm)
    new = _broadcast(source, [dims[inverse[j]] for j in range(len(perm))],
                     op.results[0].type)
    op.results[0].replace_all_uses_with(new)
    op.erase()
    return []


_SINKS = {"stablehlo.concatenate": _concatenate, "stablehlo.pad": _pad, "stablehlo.reduce_window": _reduce_window,
          "stablehlo.reduce": _reduce, "stablehlo.transpose": _fold_transpose,
          "stablehlo.broadcast_in_dim": _fold_broadcast}


def _sink_into(user, perm: list[int]):
    """Move the transpose past `user`: the transposes made after it (a list), or None
    when it cannot move."""
    rule = _elementwise if user.name in _ELEMENTWISE else _SINKS.get(user.name)
    if rule is None or len(user.results) != 1:
        return None
    with ir.InsertionPoint(user), user.location:
        return rule(user, perm)


def sink_convolution_transposes(module: ir.Module) -> int:
    """Sink the transposes of convolution results; returns how many ops they moved past."""
    work = deque(t for t in ops_named(module.operation, ("stablehlo.transpose",))
                 if (d := defining_op(t.operands[0])) is not None and
                 d.name == "stablehlo.convolution")
    moved = 0
    while work:
        transpose = work.popleft()
        perm = _perm(transpose)
        stuck = []  # users it cannot move past
        while True:
            users = [u.owner for u in transpose.results[0].uses]
            user = next((u for u in users if not any(u == s for s in stuck)), None)
            if user is None:
                break
            made = _sink_into(user, perm)
            if made is None:
                stuck.append(user)
                continue
            moved += 1
            work.extend(made)
    return moved
