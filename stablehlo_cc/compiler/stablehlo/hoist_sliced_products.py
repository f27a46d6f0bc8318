"""Products of a loop's slice of an invariant array move out of the `while`, as one GEMM.

A recurrent loop multiplies step `i`'s slice of an input sequence by a weight that never
changes: `dot(dynamic_slice(xs, i), w)` (an RNN's input projection, `x[i % 16] @ u` in a
`fori_loop`, the `W_ih` products of an LSTM/GRU `lax.scan`). Both operands are loop-invariant,
so the products of every slice can be computed once before the loop, `dot(xs, w)`, and each
iteration only slices its row block out of that result. It halves the per-step work of an
RNN cell, and turns many tiny matrix-vector products (dominated by call and packing overhead)
into one GEMM that runs near peak. cuDNN and the framework RNN layers batch the input
projection this way; XLA's while-loop invariant code motion only hoists whole invariant ops,
not a product of a sliced operand.

It is done only when it costs no more work than the loop: the trip count is known (a
counter from a constant, `+1` each step, compared `LT` with a constant) and the sliced
dimension has at most that many entries; and the hoisted result stays small (a cap on bytes).
"""

from __future__ import annotations

import re

from jaxlib.mlir import ir

from ..walk import defining_op, is_nested_in, ops_named

# The hoisted products are kept whole in memory: never more than this (bytes).
MAX_HOISTED_BYTES = 64 << 20


def _constant_int(value: ir.Value):
    op = defining_op(value)
    if op is None or op.name != "stablehlo.constant":
        return None
    try:
        values = [int(v) for v in ir.DenseIntElementsAttr(op.attributes["value"])]
    except (ValueError, TypeError):
        return None  # a float or non-dense constant
    return values[0] if len(values) == 1 else None


def _trip_count(loop) -> int | None:
    """Iterations of `while (k < limit) {...; k = k + 1}` with constant start and limit."""
    cond = loop.regions[0].blocks[0]
    body = loop.regions[1].blocks[0]
    ret = cond.operations[len(cond.operations) - 1]
    cmp = defining_op(ret.operands[0]) if len(ret.operands) == 1 else None
    if cmp is None or cmp.name != "stablehlo.compare" or \
            "LT" not in str(cmp.attributes["comparison_direction"]):
        return None
    counter, limit = cmp.operands[0], _constant_int(cmp.operands[1])
    if limit is None or not isinstance(counter.owner, ir.Block) or counter.owner != cond:
        return None
    k = ir.BlockArgument(counter).arg_number
    start = _constant_int(loop.operands[k])
    step = defining_op(body.operations[len(body.operations) - 1].operands[k])
    if start is None or step is None or step.name != "stablehlo.add":
        return None
    a, b = step.operands
    if not (_is_arg(a, body, k) and _constant_int(b) == 1 or
            _is_arg(b, body, k) and _constant_int(a) == 1):
        return None
    return max(0, limit - start)


def _is_arg(value: ir.Value, block: ir.Block, k: int) -> bool:
    return isinstance(value.owner, ir.Block) and value.owner == block and \
        ir.BlockArgument(value).arg_number == k


def _outside(value: ir.Value, loop, body: ir.Block):
    """The value before the loop that `value` (used directly in the body) always equals."""
    if isinstance(value.owner, ir.Block):
        if value.owner != body:
            return value  # an argument of an enclosing block
        k = ir.BlockArgument(value).arg_number
        ret = body.operations[len(body.operations) - 1]
        return loop.operands[k] if ret.operands[k] == value else None
    op = defining_op(value)
    return value if op.parent != loop and not is_nested_in(op, loop) else None


def _sliced_operand(value: ir.Value):
    """(xs, d, index) when `value` is xs's slice at `index` along d, with d dropped or kept."""
    op = defining_op(value)
    dropped = op is not None and op.name == "stablehlo.reshape"
    if dropped:
        op = defining_op(op.operands[0])
    if op is None or op.name != "stablehlo.dynamic_slice":
        return None
    xs = op.operands[0]
    full = list(ir.RankedTensorType(xs.type).shape)
    sizes = list(ir.DenseI64ArrayAttr(op.attributes["slice_sizes"]))
    cut = [d for d in range(len(full)) if sizes[d] != full[d]]
    if len(cut) != 1 or sizes[cut[0]] != 1:
        return None
    d = cut[0]
    if dropped and list(ir.RankedTensorType(value.type).shape) != full[:d] + full[d + 1:]:
        return None
    return xs, d, op.operands[1 + d], dropped


def _dims(attr_text: str, key: str) -> list[int]:
    m = re.search(key + r" = \[([\d, ]*)\]", attr_text)
    return [int(x) for x in m.group(1).split(",") if x.strip()] if m else []


def _bytes(shape: list[int], element) -> int:
    n = max(1, getattr(element, "width", 32) // 8)
    for s in shape:
        n *= s
    return n


def _hoist(dot, loop, body: ir.Block, trips: int) -> bool:
    numbers = str(dot.attributes["dot_dimension_numbers"])
    if _dims(numbers, "lhs_batching_dimensions") or _dims(numbers, "rhs_batching_dimensions"):
        return False
    contracting = [_dims(numbers, "lhs_contracting_dimensions"),
                   _dims(numbers, "rhs_contracting_dimensions")]
    for side in (0, 1):
        found = _sliced_operand(dot.operands[side])
        other = _outside(dot.operands[1 - side], loop, body)
        if found is None or other is None:
            continue
        xs, d, index, dropped = found
        xs = _outside(xs, loop, body)
        if xs is None:
            continue
        x_type, o_type = ir.RankedTensorType(xs.type), ir.RankedTensorType(other.type)
        if not (x_type.has_static_shape and o_type.has_static_shape) or \
                x_type.shape[d] > trips:
            continue  # more slices than steps: the loop would do less work
        mapped = [j + 1 if dropped and j >= d else j for j in contracting[side]]
        if d in mapped:
            continue
        free_x = [j for j in range(x_type.rank) if j not in mapped]
        free_o = [o_type.shape[j] for j in range(o_type.rank) if j not in contracting[1 - side]]
        x_shape = [x_type.shape[j] for j in free_x]
        shape = x_shape + free_o if side == 0 else free_o + x_shape
        pos = free_x.index(d) + (0 if side == 0 else len(free_o))
        element = ir.RankedTensorType(dot.result.type).element_type
        if _bytes(shape, element) > MAX_HOISTED_BYTES:
            continue
        _rewrite(dot, loop, side, xs, other, mapped, contracting[1 - side], shape, pos,
                 index, element)
        return True
    return False


def _rewrite(dot, loop, side, xs, other, x_contracting, o_contracting, shape, pos, index,
             element) -> None:
    with dot.location:
        lhs_c, rhs_c = (x_contracting, o_contracting) if side == 0 else \
            (o_contracting, x_contracting)
        numbers = ir.Attribute.parse(
            f"#stablehlo.dot<lhs_contracting_dimensions = {lhs_c}, "
            f"rhs_contracting_dimensions = {rhs_c}>")
        attributes = {name: dot.attributes[name] for name in
                      [a if isinstance(a, str) else a.name for a in dot.attributes] if name != "dot_dimension_numbers"}
        attributes["dot_dimension_numbers"] = numbers
        operands = [xs, other] if side == 0 else [other, xs]
        whole = ir.Operation.create(
            "stablehlo.dot_general", results=[ir.RankedTensorType.get(shape, element)],
            operands=operands, attributes=attributes, ip=ir.InsertionPoint(loop)).result
        at = ir.InsertionPoint(dot)
        zero = ir.Operation.create(
            "stablehlo.constant", results=[index.type],
            attributes={"value": ir.DenseElementsAttr.get_splat(
                index.type, ir.IntegerAttr.get(ir.RankedTensorType(index.type).element_type,
                                               0))}, ip=at).result
        starts = [index if j == pos else zero for j in range(len(shape))]
        sizes = [1 if j == pos else s for j, s in enumerate(shape)]
        piece = ir.Operation.create(
            "stablehlo.dynamic_slice", results=[ir.RankedTensorType.get(sizes, element)],
            operands=[whole] + starts,
            attributes={"slice_sizes": ir.DenseI64ArrayAttr.get(sizes)}, ip=at).result
        if piece.type != dot.result.type:
            piece = ir.Operation.create("stablehlo.reshape", results=[dot.result.type],
                                        operands=[piece], ip=at).result
        dot.result.replace_all_uses_with(piece)
        dot.erase()


def hoist_sliced_products(module: ir.Module) -> int:
    """Rewrite every qualifying product in every `while` body; returns how many moved."""
    moved = 0
    for loop in ops_named(module, "stablehlo.while"):  # children first: inner loops first
        trips = _trip_count(loop)
        if trips is None:
            continue
        body = loop.regions[1].blocks[0]
        dots = [op for op in body.operations if op.name == "stablehlo.dot_general"]
        for dot in dots:
            moved += _hoist(dot.operation if hasattr(dot, "operation") else dot, loop, body,
                            trips)
    return moved
