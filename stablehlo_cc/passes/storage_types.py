"""Type rewrites in the upstream MLIR context that make boundary and storage types lowerable.

- `signless_boundaries`: `stablehlo-legalize-to-linalg` computes on signless integers but
  leaves unsigned types (`tensor<4xui8>`) on function arguments and results (and on non-
  StableHLO ops), joined by `builtin.unrealized_conversion_cast`s that bufferization cannot
  handle. Storage of `uiN` and `iN` is the same, so every type becomes signless and those
  casts disappear. (The signature the caller sees is read from the StableHLO module before,
  so it stays unsigned.)
- `widen_i1_memrefs`: MLIR 22's memref-to-LLVM lowering rejects loads and stores of elements
  narrower than a byte. A boolean is one byte in numpy and in the C ABI, so every `memref<..xi1>`
  becomes `memref<..xi8>`: loads truncate to i1, stores zero-extend from i1.
"""

from __future__ import annotations

import mlir.ir as uir
import numpy as np


def _walk(op, fn) -> None:
    """Post-order walk over `op` and everything nested, on a snapshot (fn may edit)."""
    ops = []

    def visit(o):
        ops.append(o)
        return uir.WalkResult.ADVANCE

    op.operation.walk(visit, uir.WalkOrder.POST_ORDER)
    for o in ops:
        fn(o)


def _all_blocks(op):
    for region in op.regions:
        for block in region.blocks:
            yield block


def _as(cls, t):
    """`t` viewed as `cls` (e.g. uir.MemRefType), or None when it is not one."""
    try:
        return cls(t)
    except (ValueError, TypeError):
        return None


def _signless(t: uir.Type) -> uir.Type:
    rt = _as(uir.RankedTensorType, t)
    if rt is not None:
        el = _as(uir.IntegerType, rt.element_type)
        if el is not None and el.is_unsigned:
            new_el = uir.IntegerType.get_signless(el.width, t.context)
            return uir.RankedTensorType.get(rt.shape, new_el, rt.encoding,
                                            loc=uir.Location.unknown(t.context))
    it = _as(uir.IntegerType, t)
    if it is not None and it.is_unsigned:
        return uir.IntegerType.get_signless(it.width, t.context)
    return t


def signless_boundaries(module) -> None:
    with module.context, uir.Location.unknown():
        _signless_boundaries(module)


def _signless_boundaries(module) -> None:
    for func in module.body.operations:
        if func.operation.name != "func.func":
            continue
        ftype = uir.FunctionType(uir.TypeAttr(func.attributes["function_type"]).value)
        inputs = [_signless(t) for t in ftype.inputs]
        results = [_signless(t) for t in ftype.results]
        if inputs != list(ftype.inputs) or results != list(ftype.results):
            func.attributes["function_type"] = uir.TypeAttr.get(
                uir.FunctionType.get(inputs, results, func.context))

    def retype(op):
        # Unsigned values also remain inside bodies where ops that are not StableHLO (tensor
        # ops written by our rules, e.g. scatter's loop) handle them: storage is the same.
        for block in _all_blocks(op):
            for arg in block.arguments:
                arg.set_type(_signless(arg.type))
        for res in op.results:
            res.set_type(_signless(res.type))

    def drop_sign_cast(op):
        if (op.name == "builtin.unrealized_conversion_cast" and len(op.operands) == 1
                and len(op.results) == 1 and op.operands[0].type == op.results[0].type):
            op.results[0].replace_all_uses_with(op.operands[0])
            op.erase()

    _walk(module, retype)
    _walk(module, drop_sign_cast)


# --- i1 storage ----------------------------------------------------------------------------------

def _is_i1(t: uir.Type) -> bool:
    it = _as(uir.IntegerType, t)
    return it is not None and it.width == 1


def _widened(t: uir.Type) -> uir.Type:
    mt = _as(uir.MemRefType, t)
    if mt is not None:
        if _is_i1(mt.element_type):
            i8 = uir.IntegerType.get_signless(8, t.context)
            return uir.MemRefType.get(mt.shape, i8, mt.layout, mt.memory_space,
                                      loc=uir.Location.unknown(t.context))
    ft = _as(uir.FunctionType, t)
    if ft is not None:
        return uir.FunctionType.get([_widened(x) for x in ft.inputs],
                                    [_widened(x) for x in ft.results], t.context)
    return t


def _widen_global(op) -> None:
    ty = uir.TypeAttr(op.attributes["type"]).value
    new = _widened(ty)
    if new == ty:
        return
    op.attributes["type"] = uir.TypeAttr.get(new)
    if "initial_value" in op.attributes:
        init = op.attributes["initial_value"]
        if _as(uir.DenseElementsAttr, init) is not None:
            mt = uir.MemRefType(ty)
            values = np.array(uir.DenseElementsAttr(init), dtype=np.int8).reshape(mt.shape)
            tensor = uir.RankedTensorType.get(mt.shape, uir.MemRefType(new).element_type)
            op.attributes["initial_value"] = uir.DenseElementsAttr.get(values, type=tensor)


def widen_i1_memrefs(module) -> None:
    with module.context, uir.Location.unknown():
        _widen_i1_memrefs(module)


def _widen_i1_memrefs(module) -> None:
    i8 = uir.IntegerType.get_signless(8, module.context)
    i1 = uir.IntegerType.get_signless(1, module.context)

    def visit(op):
        name = op.name
        if name == "memref.global":
            _widen_global(op)
            return
        if name == "func.func":
            ty = uir.TypeAttr(op.attributes["function_type"]).value
            op.attributes["function_type"] = uir.TypeAttr.get(_widened(ty))
        for block in _all_blocks(op):
            for arg in block.arguments:
                arg.set_type(_widened(arg.type))
        for res in op.results:
            res.set_type(_widened(res.type))
        if name == "memref.load" and _is_i1(op.results[0].type):
            op.results[0].set_type(i8)
            with uir.InsertionPoint(op), op.location:  # placed before, then moved after
                trunc = uir.Operation.create("arith.trunci", results=[i1],
                                             operands=[op.results[0]])
            trunc.move_after(op)
            op.results[0].replace_all_uses_with(trunc.results[0])
            trunc.operands[0] = op.results[0]
        elif name == "memref.store" and _is_i1(op.operands[0].type):
            with uir.InsertionPoint(op), op.location:
                ext = uir.Operation.create("arith.extui", results=[i8],
                                           operands=[op.operands[0]])
            op.operands[0] = ext.results[0]

    _walk(module, visit)
