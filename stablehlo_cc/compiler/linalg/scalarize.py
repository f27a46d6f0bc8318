"""0-d tensors become plain scalars where they cost a buffer each (before bufferization).

A StableHLO loop counter or predicate is a 0-d tensor: after `stablehlo-legalize-to-linalg`
it is computed by a 0-d `linalg.generic` and carried by `scf.while` as a tensor, so that
bufferization gives it a heap buffer, and a loop allocates and frees one for its condition
every iteration. Here
- a 0-d `linalg.generic` becomes its payload on scalars (`tensor.extract` of each input,
  `tensor.from_elements` of each result), and
- a 0-d tensor carried by `scf.while`, or yielded by `scf.if` / `scf.index_switch`, becomes
  its scalar (extracted where it enters, rebuilt with `tensor.from_elements` where it is used
  as a tensor);
canonicalization then folds `tensor.extract(tensor.from_elements(x))` to `x`, so counters and
predicates live in registers.
"""

from __future__ import annotations

import mlir.ir as uir


def _op(x):
    return x.operation if hasattr(x, "operation") else x


def _ops_named(module, names: tuple) -> dict:
    """name -> the ops of that name, in walk order: one walk for the four kinds of op
    rewritten here (none of the rewrites makes or erases an op of another kind)."""
    found = {name: [] for name in names}

    def visit(op):
        op = _op(op)
        ops = found.get(op.name)
        if ops is not None:
            ops.append(op)
        return uir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return found


def _is_0d_tensor(t) -> bool:
    return isinstance(t, uir.RankedTensorType) and t.rank == 0


def _extract(value, ip):
    t = uir.RankedTensorType(value.type)
    return uir.Operation.create("tensor.extract", results=[t.element_type], operands=[value],
                                ip=ip).result


def _from_elements(scalar, tensor_type, ip):
    return uir.Operation.create("tensor.from_elements", results=[tensor_type],
                                operands=[scalar], ip=ip).result


def _scalarize_generic(op) -> None:
    values = list(op.operands) + list(op.results)
    if not values or not all(_is_0d_tensor(v.type) for v in values):
        return
    n_in = list(uir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))[0]
    block = op.regions[0].blocks[0]
    if any(len(list(arg.uses)) for arg in list(block.arguments)[n_in:]):
        return  # the payload reads an output's old value
    payload = [_op(o) for o in block.operations]
    if any(o.name.startswith("linalg.") and o.name != "linalg.yield" for o in payload) or \
            any(len(o.regions) for o in payload):
        return
    with op.location:
        ip = uir.InsertionPoint(op)
        for arg, value in zip(list(block.arguments)[:n_in], list(op.operands)[:n_in]):
            arg.replace_all_uses_with(_extract(value, ip))
        for o in payload[:-1]:
            o.move_before(op)
        yielded = list(payload[-1].operands)
        for result, scalar in zip(op.results, yielded):
            result.replace_all_uses_with(_from_elements(scalar, result.type, ip))
    op.erase()


def _carry_as_scalar(block_arg, ip) -> None:
    """Retype a 0-d tensor block argument to its element; its tensor uses get a rebuilt tensor."""
    tensor_type = block_arg.type
    block_arg.set_type(uir.RankedTensorType(tensor_type).element_type)
    rebuilt = _from_elements(block_arg, tensor_type, ip)
    block_arg.replace_all_uses_except(rebuilt, _op(rebuilt.owner))


def _scalarize_while(op) -> None:
    """Inits, `before` arguments and `scf.yield` operands correspond; so do `scf.condition`'s
    forwarded operands, `after` arguments and the results (the two lists may differ)."""
    before = op.regions[0].blocks[0]
    after = op.regions[1].blocks[0]
    condition = _op(before.operations[len(before.operations) - 1])
    yield_op = _op(after.operations[len(after.operations) - 1])
    with op.location:
        for k, init in enumerate(list(op.operands)):
            if _is_0d_tensor(init.type):
                op.operands[k] = _extract(init, uir.InsertionPoint(op))
                _carry_as_scalar(before.arguments[k], uir.InsertionPoint.at_block_begin(before))
                yield_op.operands[k] = _extract(yield_op.operands[k],
                                                uir.InsertionPoint(yield_op))
        for k, result in enumerate(list(op.results)):
            if _is_0d_tensor(result.type):
                condition.operands[k + 1] = _extract(condition.operands[k + 1],
                                                     uir.InsertionPoint(condition))
                _carry_as_scalar(after.arguments[k], uir.InsertionPoint.at_block_begin(after))
                tensor_type = result.type
                result.set_type(uir.RankedTensorType(tensor_type).element_type)
                rebuilt = _from_elements(result, tensor_type, uir.InsertionPoint.after(op))
                result.replace_all_uses_except(rebuilt, _op(rebuilt.owner))


def _scalarize_branches(op) -> None:
    """`scf.if` / `scf.index_switch`: a 0-d result is yielded and returned as its element."""
    yields = [_op(r.blocks[0].operations[len(r.blocks[0].operations) - 1])
              for r in op.regions if len(r.blocks)]
    with op.location:
        for k, result in enumerate(list(op.results)):
            if not _is_0d_tensor(result.type):
                continue
            for y in yields:
                y.operands[k] = _extract(y.operands[k], uir.InsertionPoint(y))
            tensor_type = result.type
            result.set_type(uir.RankedTensorType(tensor_type).element_type)
            rebuilt = _from_elements(result, tensor_type, uir.InsertionPoint.after(op))
            result.replace_all_uses_except(rebuilt, _op(rebuilt.owner))


def scalarize_zero_d(module) -> None:
    found = _ops_named(module, ("scf.while", "scf.if", "scf.index_switch", "linalg.generic"))
    for op in found["scf.while"]:
        _scalarize_while(op)
    for op in found["scf.if"] + found["scf.index_switch"]:
        _scalarize_branches(op)
    for op in found["linalg.generic"]:
        _scalarize_generic(op)
