"""Dimension-size ops that `stablehlo-canonicalize-dynamism` leaves behind once shapes are static.

The other dynamic ops (`dynamic_broadcast_in_dim`, `dynamic_iota`, `dynamic_pad`,
`dynamic_reshape`, `dynamic_gather`, `dynamic_conv`, `real_dynamic_slice`) become their static
forms in that pass when their shape operands are constants, which shape refinement
(compiler/specialize.py) makes them.
"""

from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir
from jaxlib.mlir._mlir_libs import _jax_mlir_ext
from jaxlib.mlir.dialects import stablehlo

from ..registry import lowering


def _static_dims(value: ir.Value) -> list | None:
    t = ir.RankedTensorType(value.type)
    return list(t.shape) if t.has_static_shape else None


def _constant_int(value: ir.Value) -> int | None:
    """The integer a `stablehlo.constant` scalar holds, or None for any other value."""
    owner = value.owner
    if not isinstance(owner, ir.OpView) or owner.operation.name != "stablehlo.constant":
        return None
    return int(np.array(ir.DenseElementsAttr(owner.attributes["value"])).reshape(()))


@lowering("stablehlo.get_dimension_size")
def get_dimension_size(op: ir.Operation) -> None:
    """A static dimension's size is a constant."""
    dim = ir.IntegerAttr(op.attributes["dimension"]).value
    size = ir.RankedTensorType(op.operands[0].type).shape[dim]
    if size == ir.ShapedType.get_dynamic_size():
        raise NotImplementedError(f"dimension {dim} of the operand is dynamic")
    result_type = op.results[0].type
    element = ir.RankedTensorType(result_type).element_type
    with ir.InsertionPoint(op), op.location:
        value = ir.DenseElementsAttr.get_splat(result_type, ir.IntegerAttr.get(element, size))
        new = stablehlo.ConstantOp(value)
    op.results[0].replace_all_uses_with(new.result)
    op.erase()


def set_dimension_size_as_slice(op: ir.Operation, keep_type: bool = False) -> bool:
    """Replace `set_dimension_size(x, n, dim)` by the first `n` entries of `x` along `dim`
    (the part that is not padding) when `x` is static and `n` a constant. False when that does
    not apply; ValueError when `n` is out of range. With `keep_type`, the slice is wrapped to
    keep the op's (dynamic) result type, as shape refinement expects; it then unwraps it."""
    dims = _static_dims(op.operands[0])
    size = _constant_int(op.operands[1])
    if dims is None or size is None:
        return False
    dim = ir.IntegerAttr(op.attributes["dimension"]).value
    if not 0 <= size <= dims[dim]:
        raise ValueError(f"set_dimension_size at {op.location}: size {size} is outside "
                         f"[0, {dims[dim]}] for dimension {dim}")
    limit = list(dims)
    limit[dim] = size
    with ir.InsertionPoint(op), op.location:
        new = stablehlo.SliceOp(op.operands[0], [0] * len(dims), limit, [1] * len(dims)).result
        if keep_type:
            new = _refinement_wrapper(new, op.results[0].type)
    op.results[0].replace_all_uses_with(new)
    op.erase()
    return True


def _with_old_types(values: list, op: ir.Operation, keep_type: bool) -> list:
    """With `keep_type`, each new value that changed type is seen with the old result's type
    (call at the op's insertion point)."""
    if not keep_type:
        return values
    return [_refinement_wrapper(v, r.type) if v.type != r.type else v
            for v, r in zip(values, op.results)]


def _replace_all(op: ir.Operation, values: list) -> None:
    for old, value in zip(op.results, values):
        old.replace_all_uses_with(value)
    op.erase()


def _refinement_wrapper(value: ir.Value, old_type: ir.Type) -> ir.Value:
    """`value` (static) seen with `old_type` until stablehlo-refine-shapes unwraps it."""
    shape = ir.RankedTensorType(value.type).shape
    i64 = ir.IntegerType.get_signless(64)
    shape_attr = ir.DenseElementsAttr.get(np.array(shape, dtype=np.int64),
                                          type=ir.RankedTensorType.get([len(shape)], i64))
    shape_value = stablehlo.ConstantOp(shape_attr).result
    wrapper = ir.Operation.create(
        "stablehlo.custom_call", results=[old_type], operands=[value, shape_value],
        attributes={
            "call_target_name": ir.StringAttr.get("stablehlo.shape_refinement_operand_wrapper"),
            "indices_of_shape_operands": ir.DenseElementsAttr.get(
                np.array([1], dtype=np.int64), type=ir.RankedTensorType.get([1], i64))})
    return wrapper.results[0]


@lowering("stablehlo.set_dimension_size")
def set_dimension_size(op: ir.Operation) -> None:
    """With static operand and result, the result is a prefix of the operand."""
    if _static_dims(op.results[0]) is None:
        raise NotImplementedError("its result has a dynamic shape")
    if not set_dimension_size_as_slice(op):
        raise NotImplementedError("the operand shape or the size is not known")


def _constant_ints(value: ir.Value) -> list | None:
    """The integers of a `stablehlo.constant`, flattened, or None for any other value."""
    owner = value.owner
    if not isinstance(owner, ir.OpView) or owner.operation.name != "stablehlo.constant":
        return None
    return [int(v) for v in np.array(ir.DenseElementsAttr(owner.attributes["value"])).ravel()]


def _window_output_size(size, window, stride, base_dilation, window_dilation, low, high) -> int:
    padded = (size - 1) * base_dilation + 1 + low + high if size > 0 else low + high
    span = (window - 1) * window_dilation + 1
    return 0 if padded < span else (padded - span) // stride + 1


def dynamic_reduce_window_as_static(op: ir.Operation, keep_type: bool = False) -> bool:
    """`custom_call @stablehlo.dynamic_reduce_window` (what JAX emits when a window or padding
    depends on a symbolic dimension) as `stablehlo.reduce_window` once its window operands
    are constants and its inputs static. Operands: inputs, init values, window dimensions,
    strides, base dilations, window dilations, padding (Nx2); the reducer is the function in
    `called_computations`. False when that does not apply."""
    operands = list(op.operands)
    n = (len(operands) - 5) // 2
    if n < 1 or len(operands) != 2 * n + 5 or len(op.results) != n:
        return False
    inputs, inits = operands[:n], operands[n:2 * n]
    window = [_constant_ints(v) for v in operands[2 * n:]]
    dims = _static_dims(inputs[0])
    if dims is None or any(w is None for w in window):
        return False
    window_dims, strides, base_dil, win_dil, padding = window
    pads = list(zip(padding[0::2], padding[1::2]))
    out_shape = [_window_output_size(d, w, s, b, wd, lo, hi) for d, w, s, b, wd, (lo, hi)
                 in zip(dims, window_dims, strides, base_dil, win_dil, pads)]
    callee_name = ir.FlatSymbolRefAttr(ir.ArrayAttr(op.attributes["called_computations"])[0]).value
    module_body = op.parent
    while module_body.name != "builtin.module":
        module_body = module_body.parent
    reducer = ir.SymbolTable(module_body)[callee_name]
    elements = [ir.RankedTensorType(v.type).element_type for v in inputs]
    with ir.InsertionPoint(op), op.location:
        i64 = ir.IntegerType.get_signless(64)
        pad_attr = ir.DenseElementsAttr.get(np.array(pads, dtype=np.int64).reshape(len(pads), 2),
                                            type=ir.RankedTensorType.get([len(pads), 2], i64))
        new = stablehlo.ReduceWindowOp(
            [ir.RankedTensorType.get(out_shape, e) for e in elements], inputs, inits, window_dims,
            window_strides=strides, base_dilations=base_dil, window_dilations=win_dil,
            padding=pad_attr)
        block = new.regions[0].blocks.append(*[ir.RankedTensorType.get([], e)
                                               for e in elements * 2])
        with ir.InsertionPoint(block):
            results = _jax_mlir_ext.inlined_func_call(reducer.operation, list(block.arguments))
            stablehlo.ReturnOp(results)
        values = _with_old_types(list(new.results), op, keep_type)
    _replace_all(op, values)
    return True


def dynamic_top_k_as_static(op: ir.Operation, keep_type: bool = False) -> bool:
    """`custom_call @stablehlo.dynamic_top_k(operand, k)` (JAX's `top_k` with a symbolic `k`)
    as `chlo.top_k` once `k` is a constant and the operand static."""
    if len(op.operands) != 2 or len(op.results) != 2:
        return False
    dims = _static_dims(op.operands[0])
    k = _constant_ints(op.operands[1])
    if dims is None or k is None or len(k) != 1:
        return False
    if not dims or not 0 <= k[0] <= dims[-1]:
        raise ValueError(f"top_k at {op.location}: k = {k[0]} is outside [0, "
                         f"{dims[-1] if dims else 0}]")
    out = dims[:-1] + [k[0]]
    types = [ir.RankedTensorType.get(out, ir.RankedTensorType(r.type).element_type)
             for r in op.results]
    with ir.InsertionPoint(op), op.location:
        new = ir.Operation.create(
            "chlo.top_k", results=types, operands=[op.operands[0]],
            attributes={"k": ir.IntegerAttr.get(ir.IntegerType.get_signless(64), k[0])})
        values = _with_old_types(list(new.results), op, keep_type)
    _replace_all(op, values)
    return True


def dynamic_rng_bit_generator_as_static(op: ir.Operation, keep_type: bool = False) -> bool:
    """`custom_call @stablehlo.dynamic_rng_bit_generator(state, shape)` (JAX's
    `rng_bit_generator` with a symbolic shape) as `stablehlo.rng_bit_generator` once the shape
    is a constant; the algorithm is the call's `rng_algorithm` attribute."""
    if len(op.operands) != 2 or len(op.results) != 2 or "rng_algorithm" not in op.attributes:
        return False
    shape = _constant_ints(op.operands[1])
    if shape is None:
        return False
    if any(d < 0 for d in shape):
        raise ValueError(f"rng_bit_generator at {op.location}: negative shape {shape}")
    element = ir.RankedTensorType(op.results[1].type).element_type
    types = [op.results[0].type, ir.RankedTensorType.get(shape, element)]
    with ir.InsertionPoint(op), op.location:
        new = ir.Operation.create(
            "stablehlo.rng_bit_generator", results=types, operands=[op.operands[0]],
            attributes={"rng_algorithm": op.attributes["rng_algorithm"]})
        values = _with_old_types(list(new.results), op, keep_type)
    _replace_all(op, values)
    return True
