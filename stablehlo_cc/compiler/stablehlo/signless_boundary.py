"""Unsigned tensors at function boundaries become signless after `stablehlo-legalize-to-linalg`.

The legalization computes on signless integers but leaves a public function's signature as
written (`tensor<4xui8>`), bridging the two with `builtin.unrealized_conversion_cast` ops that
bufferization cannot handle. The bits are the same either way (the C ABI passes `uint8_t`
buffers), so we retype the boundary to signless and drop the casts that become identities.
"""

from __future__ import annotations

from jaxlib.mlir import ir

_CAST = "builtin.unrealized_conversion_cast"


def _signless(t: ir.Type) -> ir.Type:
    """`tensor<..xuiN>` -> `tensor<..xiN>`; any other type unchanged."""
    if not isinstance(t, ir.RankedTensorType):
        return t
    tensor = t
    element = tensor.element_type
    if not isinstance(element, ir.IntegerType) or not element.is_unsigned:
        return t
    signless = ir.IntegerType.get_signless(element.width, t.context)
    return ir.RankedTensorType.get(tensor.shape, signless, tensor.encoding,
                                   loc=ir.Location.unknown(t.context))


def _retype_arguments(block: ir.Block) -> None:
    for arg in block.arguments:
        new = _signless(arg.type)
        if new == arg.type:
            continue
        old = arg.type
        arg.set_type(new)
        for use in list(arg.uses):
            user = use.owner
            if user.name == _CAST and len(user.results) == 1 and user.results[0].type == new:
                user.results[0].replace_all_uses_with(arg)
                user.erase()
            else:  # a use that still wants the unsigned type: give it a cast of its own
                with ir.InsertionPoint(user), user.location:
                    cast = ir.Operation.create(_CAST, results=[old], operands=[arg])
                user.operands[use.operand_number] = cast.results[0]


def _terminator(block: ir.Block):
    """The block's last op, without making a Python object of every op before it (a walk
    over a large body's ops cost 0.5 s on EfficientNet: each op view the binding makes
    looks its dialect's Python module up again)."""
    operations = block.operations
    count = len(operations)
    return operations[count - 1] if count else None


def _retype_returns(block: ir.Block, results: list[ir.Type]) -> None:
    op = _terminator(block)
    if op is not None and op.name == "func.return":
        for i, value in enumerate(list(op.operands)):
            if value.type == results[i]:
                continue
            producer = value.owner
            if not isinstance(producer, ir.Block) and producer.name == _CAST and \
                    producer.operands[0].type == results[i]:
                op.operands[i] = producer.operands[0]
                if not list(producer.results[0].uses):
                    producer.erase()
            else:
                with ir.InsertionPoint(op), op.location:
                    cast = ir.Operation.create(_CAST, results=[results[i]], operands=[value])
                op.operands[i] = cast.results[0]


def make_boundaries_signless(module: ir.Module) -> None:
    """Rewrite every `func.func` of the module whose signature has unsigned tensors."""
    for func in module.body.operations:
        if func.operation.name != "func.func" or not func.regions[0].blocks:
            continue
        ftype = func.attributes["function_type"].value
        inputs = [_signless(t) for t in ftype.inputs]
        results = [_signless(t) for t in ftype.results]
        if inputs == list(ftype.inputs) and results == list(ftype.results):
            continue
        block = func.regions[0].blocks[0]
        _retype_arguments(block)
        _retype_returns(block, results)
        func.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(inputs, results))
