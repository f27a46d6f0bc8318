"""Ops that only move quantized values (or carry them through regions) work on their storage.

`stablehlo-legalize-quant-to-math` turns quantize, dequantize and the arithmetic ops on
`!quant.uniform` values into integer and float math, but refuses every other op that still has
a quantized operand, result or block argument (reverse, broadcast, sort, reduce, while, ...).
The spec gives those ops no arithmetic of their own on quantized values: moving, selecting or
carrying an element keeps its stored integer, and the computations in their bodies are the
quantized ops there (which `stablehlo-legalize-quantized-op-to-qdq` has already rewritten to
dequantize -> float op -> quantize). So each such op is retyped to the storage integers, with a
`bitcast_convert` between a quantized value and its storage wherever the op meets the rest of
the program; quant-to-math lowers those casts to nothing.

Also here: after quant-to-math, each region gets its own copy of the constants it uses
(`sink_constants_into_regions`), and programs with unsigned storage are refused
(`refuse_unsigned_storage`). `stage.prepare` runs these steps in order.
"""

from __future__ import annotations

from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from ...errors import CompileError, diagnostic_at
from ...types import storage_element
from ..walk import is_nested_in
from .rules.async_ops import lower_async_start

# Ops with no arithmetic of their own on quantized values (regions included: their bodies
# compute with quantized ops, already rewritten to float math between dequantize/quantize).
STORAGE_OPS = frozenset("stablehlo." + name for name in (
    "broadcast", "case", "dynamic_gather", "dynamic_pad",
    "dynamic_update_slice", "get_tuple_element", "if", "map", "optimization_barrier",
    "real_dynamic_slice", "reduce", "reverse", "scatter", "select_and_scatter", "sort",
    "torch_index_select", "tuple", "while",
))


def _is_quantized_element(t: ir.Type) -> bool:
    return str(t).startswith("!quant.")


def storage_type(t: ir.Type) -> ir.Type:
    """`t` with every quantized element type replaced by its storage integer type (tensors,
    tuples and futures of them); any other type unchanged."""
    if isinstance(t, ir.RankedTensorType):
        if not _is_quantized_element(t.element_type):
            return t
        storage = ir.Type.parse(storage_element(str(t.element_type)))
        return ir.RankedTensorType.get(t.shape, storage, t.encoding)
    if isinstance(t, ir.TupleType):
        return ir.TupleType.get_tuple([storage_type(t.get_type(i)) for i in range(t.num_types)])
    text = str(t)
    if "!quant." in text and text.startswith("!stablehlo.future<"):
        inner = ir.Type.parse(text[len("!stablehlo.future<"):-1])
        return ir.Type.parse(f"!stablehlo.future<{storage_type(inner)}>")
    return t


def _is_tensor(t: ir.Type) -> bool:
    return isinstance(t, ir.RankedTensorType)


def _cast(value: ir.Value, to: ir.Type) -> ir.Value:
    return stablehlo.BitcastConvertOp(to, value).result


def _to_storage_operands(op: ir.Operation) -> None:
    """Each quantized tensor operand of `op` goes through a cast to its storage. (A tuple or
    future operand is retyped where it is made: by another op of STORAGE_OPS.)"""
    with ir.InsertionPoint(op), op.location:
        for i, v in enumerate(op.operands):
            new = storage_type(v.type)
            if new != v.type and _is_tensor(v.type):
                op.operands[i] = _cast(v, new)


def _retype_values(values, insertion_point, location) -> None:
    """Retype `values` to their storage; a tensor's other users get it back quantized."""
    for v in values:
        old = v.type
        new = storage_type(old)
        if new == old:
            continue
        v.set_type(new)
        if not _is_tensor(old):
            continue
        with insertion_point, location:
            back = _cast(v, old)
        v.replace_all_uses_except(back, back.owner.operation)


def _move_to_storage(op: ir.Operation) -> None:
    _to_storage_operands(op)
    for region in op.regions:
        for block in region.blocks:
            _retype_values(list(block.arguments), ir.InsertionPoint.at_block_begin(block),
                           op.location)
            terminator = block.operations[len(block.operations) - 1]
            if terminator.name == "stablehlo.return":
                _to_storage_operands(terminator)
    _retype_values(list(op.results), ir.InsertionPoint.after(op), op.location)


def _has_quantized_types(op: ir.Operation) -> bool:
    values = list(op.operands) + list(op.results)
    for region in op.regions:
        for block in region.blocks:
            values += list(block.arguments)
    return any(storage_type(v.type) != v.type for v in values)


def _run_async_work_in_place(module: ir.Module) -> None:
    """An async_start's region holds exactly one op, so no cast fits in it: as its rule does
    later for every program, run that op in place of the async_start/async_done pair."""
    starts = []

    def visit(op):
        op = op.operation if hasattr(op, "operation") else op
        if op.name == "stablehlo.async_start" and _has_quantized_types(op):
            starts.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit, ir.WalkOrder.POST_ORDER)
    for op in starts:
        lower_async_start(op)


def move_data_ops_to_storage(module: ir.Module) -> None:
    """Retype every op of STORAGE_OPS that touches quantized values to the storage integers."""
    found = []

    def visit(op):
        op = op.operation if hasattr(op, "operation") else op
        if op.name in STORAGE_OPS and _has_quantized_types(op):
            found.append(op)
        return ir.WalkResult.ADVANCE

    with module.context, ir.Location.unknown():
        _run_async_work_in_place(module)
        module.operation.walk(visit, ir.WalkOrder.PRE_ORDER)
        for op in found:
            _move_to_storage(op)


def sink_constants_into_regions(module: ir.Module) -> None:
    """quant-to-math leaves the scales and zero points it made in a region body as constants
    at the top of the function, used from inside the region; some of our rules copy a region's
    text on its own (scatter), so each region gets its own copy of the constants it uses."""
    holders = []

    def visit(op):
        op = op.operation if hasattr(op, "operation") else op
        if op.name.startswith("stablehlo.") and len(op.regions):
            holders.append(op)
        return ir.WalkResult.ADVANCE

    with module.context, ir.Location.unknown():
        module.operation.walk(visit, ir.WalkOrder.PRE_ORDER)
        for holder in holders:
            for region in holder.regions:
                for block in region.blocks:
                    _sink_into(block, holder)


def _sink_into(block: ir.Block, holder: ir.Operation) -> None:
    """Operands of `block`'s ops that are constants from outside `holder` become copies made
    at the top of `block` (one copy a constant)."""
    copies = {}
    for inner in list(block.operations):
        inner = inner.operation
        for i, v in enumerate(inner.operands):
            owner = v.owner
            if not isinstance(owner, ir.Operation):
                owner = getattr(owner, "operation", None)
            if owner is None or owner.name != "stablehlo.constant" or is_nested_in(owner, holder):
                continue
            key = str(owner.attributes["value"]) + str(v.type)
            if key not in copies:
                copies[key] = owner.clone(ir.InsertionPoint.at_block_begin(block))
            inner.operands[i] = copies[key].results[0]


def refuse_unsigned_storage(module: ir.Module, source_name: str) -> None:
    """stablehlo-legalize-quant-to-math reads unsigned storage (`!quant.uniform<u8:...>`) as
    signed integers (255 dequantizes as -1, 100.0 quantizes to 127 at a scale of 0.5): refuse
    such programs instead of giving wrong answers."""
    found = []

    def visit(op):
        op = op.operation if hasattr(op, "operation") else op
        types = [v.type for v in op.operands] + [v.type for v in op.results]
        for region in op.regions:
            for block in region.blocks:
                types += [a.type for a in block.arguments]
        if any("!quant.uniform<u" in str(t) for t in types):
            found.append(op)
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit, ir.WalkOrder.PRE_ORDER)
    if found:
        op = found[0]
        diag = diagnostic_at(op.location, "", source_name)
        diag.message = (f"'{op.name}' at {diag.position} on a quantized type with unsigned "
                        "storage is not supported yet")
        raise CompileError.from_diagnostics([diag], "unsupported op")
