"""`custom_call @ApproxTopK` (`jax.lax.approx_max_k` / `approx_min_k` on CPU) as a sort along
the reduction dimension with the call's comparator, then the leading slice.

On CPU JAX marks the call `is_fallback`: XLA's fallback sorts the operands (values and their
iota) with the comparator function named in `called_computations` and keeps the first
`top_k` entries (or, with `aggregate_to_topk = false`, as many as the result type holds), so
the answer is the exact top k. The sort here is stable: equal values keep their index order,
as `lax.top_k`'s (XLA's fallback sort leaves the order of ties unspecified). The init value
operands (what the approximate TPU algorithm pads with) are not read.

The comparator JAX gives is a plain float `compare GT` (max) or `LT` (min), which is no
ordering once a NaN is among the values (a sort with it lost the 5 of [1, NaN, 3, 2, NaN, 5];
XLA's results then depend on its sort algorithm: some NaNs first, others left out). Each
float GT/LT of the comparator becomes the order with NaNs (of either sign) above every number
here, +0 and -0 equal: approx_max_k gives NaNs first (as lax.top_k), approx_min_k last.
"""

from __future__ import annotations

from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from ._elementwise import compare, create


def _module_of(op: ir.Operation) -> ir.Operation:
    parent = op.parent
    while parent.name != "builtin.module":
        parent = parent.parent
    return parent


def _copy_body(function: ir.Operation, block: ir.Block) -> None:
    """The comparator function's ops into `block` on its arguments. (JAX ends the function
    with `stablehlo.return`, not `func.return`, so the inliner's helper refuses it.)"""
    body = function.regions[0].blocks[0]
    mapping = list(zip(body.arguments, block.arguments))

    def mapped(value):
        return next((new for old, new in mapping if old == value), value)

    with ir.InsertionPoint(block):
        for op in body.operations:
            if op.name in ("stablehlo.return", "func.return"):
                stablehlo.ReturnOp([mapped(v) for v in op.operands])
                return
            copy = op.clone()
            for i, v in enumerate(copy.operands):
                copy.operands[i] = mapped(v)
            result = _nan_largest(copy) if op.name == "stablehlo.compare" else copy.results[0]
            mapping += list(zip(op.results, [result] if result is not None else copy.results))


_FLOATS = (ir.F16Type, ir.BF16Type, ir.F32Type, ir.F64Type)


def _nan_largest(cmp: ir.Operation):
    """A float `compare GT/LT` as the order in which NaNs are above every number; None when
    `cmp` is another compare (left as it is)."""
    direction = str(cmp.attributes["comparison_direction"])
    a, b = cmp.operands
    if not isinstance(ir.RankedTensorType(a.type).element_type, _FLOATS) or \
            not any(d in direction for d in ("GT", "LT")) or any(
                d in direction for d in ("GE", "LE")):
        return None
    if "LT" in direction:
        a, b = b, a  # a < b: b > a
    with ir.InsertionPoint.after(cmp), cmp.location:
        nan_a, nan_b = compare("NE", a, a), compare("NE", b, b)
        only_a_nan = create("stablehlo.and", nan_a.type, [
            nan_a, create("stablehlo.not", nan_b.type, [nan_b])])
        return create("stablehlo.or", nan_a.type, [cmp.results[0], only_a_nan])


def rewrite_approx_top_k(op: ir.Operation) -> None:
    n = len(op.results)
    if len(op.operands) != 2 * n:
        raise NotImplementedError(f"custom_call 'ApproxTopK' with {len(op.operands)} operands "
                                  f"for {n} results")
    config = ir.DictAttr(op.attributes["mhlo.backend_config"])
    dim = ir.IntegerAttr(config["reduction_dim"]).value
    inputs = list(op.operands)[:n]
    callee = ir.FlatSymbolRefAttr(ir.ArrayAttr(op.attributes["called_computations"])[0]).value
    module = _module_of(op)
    comparator = ir.SymbolTable(module)[callee]
    elements = [ir.RankedTensorType(v.type).element_type for v in inputs]
    with ir.InsertionPoint(op), op.location:
        sort = stablehlo.SortOp([v.type for v in inputs], inputs,
                                dimension=ir.IntegerAttr.get(ir.IntegerType.get_signless(64), dim),
                                is_stable=ir.BoolAttr.get(True))
        scalars = [ir.RankedTensorType.get([], e) for e in elements for _ in (0, 1)]
        block = sort.regions[0].blocks.append(*scalars)
        _copy_body(comparator.operation, block)
        for result, sorted_ in zip(op.results, sort.results):
            shape = ir.RankedTensorType(result.type).shape
            rank = len(shape)
            sliced = stablehlo.SliceOp(sorted_, [0] * rank, shape, [1] * rank).result
            result.replace_all_uses_with(sliced)
    op.erase()
    # (jax.jit's comparator ends in stablehlo.return: no function to compile on its own;
    # driver._hide_called_bodies made it private. jax.export's is a function: kept.)
    visibility = comparator.attributes["sym_visibility"] \
        if "sym_visibility" in comparator.attributes else None
    if visibility is not None and ir.StringAttr(visibility).value == "private" and \
            not _still_called(module, callee):
        comparator.operation.erase()


def _still_called(module: ir.Operation, name: str) -> bool:
    found = []

    def visit(op):
        if "called_computations" in op.attributes and any(
                ir.FlatSymbolRefAttr(a).value == name
                for a in ir.ArrayAttr(op.attributes["called_computations"])):
            found.append(op)
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    module.walk(visit)
    return bool(found)
