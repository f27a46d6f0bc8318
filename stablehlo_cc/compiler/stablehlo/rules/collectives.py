"""Collective, point-to-point, feed and process-id ops: calls into the grid runtime.

Each op becomes `func.call @__shlo_coll_<key>(inputs) -> outputs` to a private declaration;
`compiler/linalg/runtime_calls.py` turns that call, before bufferization, into a call on buffers
of the external function `__shlo_rt_op_<key>`, which the runtime binds (`contract/runtime_ops.py`).
What the op means (kind, groups, channel, dimensions, reduction) is recorded in an `OpSpec`
under that key. Token operands are dropped (calls keep program order); token results become
`stablehlo.after_all` with no inputs, which the token rule then removes.
"""

from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from ....errors import position_of
from ....contract import runtime_ops as rt
from ....contract.regions import region_text
from ..registry import lowering

_FAST_REDUCERS = {
    "stablehlo.add": "add", "stablehlo.multiply": "multiply", "stablehlo.minimum": "minimum",
    "stablehlo.maximum": "maximum", "stablehlo.and": "and", "stablehlo.or": "or",
    "stablehlo.xor": "xor",
}


def _is_token(t: ir.Type) -> bool:
    return str(t) == "!stablehlo.token"


def _where(op) -> str:
    file, line, col = position_of(op.location)
    return f"{file}:{line}:{col}" if file is not None else "<unknown location>"


def _numpy_type(t: ir.Type) -> tuple:
    from ....types import parse_tensor_type
    tt = parse_tensor_type(str(t))
    if not tt.is_static:
        raise NotImplementedError(f"dynamic shape {t} in a collective")
    return tuple(tt.shape), tt.dtype


def _function_name(op) -> str:
    parent = op.parent
    while parent is not None and parent.name != "func.func":
        parent = parent.parent
    return "" if parent is None else ir.StringAttr(parent.attributes["sym_name"]).value


def _module_body(op) -> ir.Block:
    parent = op.parent
    while parent is not None and parent.name != "builtin.module":
        parent = parent.parent
    if parent is None:
        raise NotImplementedError("op outside a module")
    return parent.regions[0].blocks[0]


def _signless(t: ir.Type) -> ir.Type:
    """Unsigned integer tensors cross the call as signless ones (what linalg code uses)."""
    rt_ = ir.RankedTensorType(t)
    el = rt_.element_type
    if isinstance(el, ir.IntegerType) and el.is_unsigned:
        return ir.RankedTensorType.get(rt_.shape, ir.IntegerType.get_signless(el.width))
    return t


def _bitcast(value: ir.Value, to: ir.Type) -> ir.Value:
    if value.type == to:
        return value
    return stablehlo.BitcastConvertOp(to, value).result


def _groups(op) -> list | None:
    if "replica_groups" not in op.attributes:
        return None
    arr = np.array(ir.DenseIntElementsAttr(op.attributes["replica_groups"]))
    if arr.size == 0:
        return []
    arr = arr.reshape(arr.shape[0], -1) if arr.ndim == 2 else arr.reshape(1, -1)
    return [[int(v) for v in row if v >= 0] for row in arr]


def _channel(op) -> int:
    if "channel_handle" not in op.attributes:
        return 0
    return int(stablehlo.ChannelHandle(op.attributes["channel_handle"]).handle)


def _int_attr(op, name: str) -> int:
    return int(ir.IntegerAttr(op.attributes[name]).value)


def _reducer(op) -> tuple[str | None, str | None]:
    """(fast reducer name, None) for a one-op add/mul/min/max/and/or/xor region, else
    (None, region text)."""
    block = op.regions[0].blocks[0]
    ops = list(block.operations)
    args = list(block.arguments)
    if len(ops) == 2 and len(args) == 2 and ops[0].operation.name in _FAST_REDUCERS:
        body, ret = ops[0].operation, ops[1].operation
        operands = list(body.operands)
        a, b = args
        uses_args = operands == [a, b] or operands == [b, a]
        returns_it = len(list(ret.operands)) == 1 and ret.operands[0] == body.results[0]
        if uses_args and returns_it:
            return _FAST_REDUCERS[body.name], None
    return None, region_text(op.get_asm(print_generic_op_form=True))


def lower_to_runtime(op, kind: str, **fields) -> None:
    """Replace `op` by a call of the runtime entry point of a new OpSpec."""
    op = op.operation
    with op.location:
        _lower_to_runtime(op, kind, fields)


def _lower_to_runtime(op, kind: str, fields: dict) -> None:
    ins = [v for v in op.operands if not _is_token(v.type)]
    outs = [r for r in op.results if not _is_token(r.type)]
    key = rt.new_key()
    spec = rt.OpSpec(key=key, kind=kind, op_name=op.name, where=_where(op),
                     function=_function_name(op),
                     inputs=tuple(_numpy_type(v.type) for v in ins),
                     outputs=tuple(_numpy_type(r.type) for r in outs), **fields)
    rt.register(spec)
    name = f"{rt.PLACEHOLDER_PREFIX}{key}"
    in_types = [_signless(v.type) for v in ins]
    out_types = [_signless(r.type) for r in outs]
    with ir.Location.unknown(op.context):
        decl = ir.Operation.parse(
            f"func.func private @{name}({', '.join(map(str, in_types))}) -> "
            f"({', '.join(map(str, out_types))})")
    _module_body(op).append(decl)
    with ir.InsertionPoint(op), op.location:
        args = [_bitcast(v, t) for v, t in zip(ins, in_types)]
        call = ir.Operation.create("func.call", results=out_types, operands=args,
                                   attributes={"callee": ir.FlatSymbolRefAttr.get(name)})
        results = iter(_bitcast(r, o.type) for r, o in zip(call.results, outs))
        replacements = []
        for r in op.results:
            if _is_token(r.type):
                replacements.append(
                    ir.Operation.create("stablehlo.after_all", results=[r.type]).result)
            else:
                replacements.append(next(results))
    for old, new in zip(op.results, replacements):
        old.replace_all_uses_with(new)
    op.erase()


def _common(op) -> dict:
    return dict(replica_groups=_groups(op), channel_id=_channel(op),
                use_global_device_ids="use_global_device_ids" in op.attributes)


@lowering("stablehlo.replica_id")
def _replica_id(op):
    lower_to_runtime(op, "replica_id")


@lowering("stablehlo.partition_id")
def _partition_id(op):
    lower_to_runtime(op, "partition_id")


@lowering("stablehlo.all_reduce")
def _all_reduce(op):
    reducer, region = _reducer(op)
    lower_to_runtime(op, "all_reduce", reducer=reducer, region=region, **_common(op))


@lowering("stablehlo.reduce_scatter")
def _reduce_scatter(op):
    reducer, region = _reducer(op)
    lower_to_runtime(op, "reduce_scatter", reducer=reducer, region=region,
                     attrs={"scatter_dimension": _int_attr(op, "scatter_dimension")},
                     **_common(op))


@lowering("stablehlo.all_gather")
def _all_gather(op):
    lower_to_runtime(op, "all_gather", attrs={"all_gather_dim": _int_attr(op, "all_gather_dim")},
                     **_common(op))


@lowering("stablehlo.all_to_all")
def _all_to_all(op):
    attrs = {name: _int_attr(op, name)
             for name in ("split_dimension", "concat_dimension", "split_count")}
    lower_to_runtime(op, "all_to_all", attrs=attrs, **_common(op))


@lowering("stablehlo.collective_permute")
def _collective_permute(op):
    pairs = np.array(ir.DenseIntElementsAttr(op.attributes["source_target_pairs"]))
    pairs = [[int(a), int(b)] for a, b in pairs.reshape(-1, 2)]
    lower_to_runtime(op, "collective_permute", attrs={"source_target_pairs": pairs},
                     **_common(op))


def _root_attrs(op) -> dict:
    """`has_dynamic_root`: the last operand holds each data operand's root (an index into
    the process group); it reaches the runtime as the last input buffer."""
    return {"dynamic_root": True} if "has_dynamic_root" in op.attributes else {}


@lowering("stablehlo.collective_reduce")
def _collective_reduce(op):
    reducer, region = _reducer(op)
    lower_to_runtime(op, "collective_reduce", reducer=reducer, region=region,
                     attrs=_root_attrs(op), **_common(op))


@lowering("stablehlo.collective_broadcast")
def _collective_broadcast(op):
    lower_to_runtime(op, "collective_broadcast", attrs=_root_attrs(op), **_common(op))


@lowering("stablehlo.send")
def _send(op):
    lower_to_runtime(op, "send", channel_id=_channel(op))


@lowering("stablehlo.recv")
def _recv(op):
    lower_to_runtime(op, "recv", channel_id=_channel(op))


@lowering("stablehlo.infeed")
def _infeed(op):
    lower_to_runtime(op, "infeed")


@lowering("stablehlo.outfeed")
def _outfeed(op):
    lower_to_runtime(op, "outfeed")
