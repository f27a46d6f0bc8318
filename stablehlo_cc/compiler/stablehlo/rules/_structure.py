"""Flattening of tuples and tokens, shared by the rules that move values across regions.

Inside a program a tuple is only a bundle of values and a token carries no data. The rules
that build `scf` ops carry only the leaves: `flatten` turns a value into its tensor leaves
(tuples expanded, tokens dropped), and `rebuild` makes a value of the original type again from
leaves (a `stablehlo.tuple`, or a fresh operand-less `stablehlo.after_all` for a token), then
folds every `get_tuple_element` of a rebuilt tuple into the leaf it selects. What is left of
tuple and token ops afterwards has no users, and canonicalization erases it. Leaves of
unsigned integer type travel as signless integers (`storage_type`), through a
`bitcast_convert` on each side.
"""

from __future__ import annotations

from typing import Iterator

from jaxlib.mlir import ir

TOKEN = "!stablehlo.token"


def is_token(t: ir.Type) -> bool:
    return str(t) == TOKEN


def is_tuple(t: ir.Type) -> bool:
    return t.typeid == ir.TupleType.static_typeid


def tuple_elements(t: ir.Type) -> list[ir.Type]:
    tt = ir.TupleType(t)
    return [tt.get_type(i) for i in range(tt.num_types)]


def storage_type(t: ir.Type) -> ir.Type:
    """The type a leaf has on an `scf` op: unsigned integers become signless, because
    `stablehlo-legalize-to-linalg` makes every integer signless and does not retype `scf` ops."""
    tensor = ir.RankedTensorType(t)
    element = tensor.element_type
    if element.typeid == ir.IntegerType.static_typeid and ir.IntegerType(element).is_unsigned:
        signless = ir.IntegerType.get_signless(ir.IntegerType(element).width)
        return ir.RankedTensorType.get(tensor.shape, signless, tensor.encoding)
    return t


def _bitcast(value: ir.Value, t: ir.Type, ip: ir.InsertionPoint) -> ir.Value:
    if value.type == t:
        return value
    return ir.Operation.create("stablehlo.bitcast_convert", results=[t], operands=[value],
                               ip=ip, loc=value.location).result


def _after_definition(value: ir.Value) -> ir.InsertionPoint:
    op = _defining_op(value)
    if op is not None:
        return ir.InsertionPoint.after(op.operation)
    return ir.InsertionPoint.at_block_begin(value.owner)


def leaf_types(t: ir.Type, storage: bool = True) -> list[ir.Type]:
    """The types of the data a value of type `t` carries: tuples expanded, tokens dropped,
    integers signless (`storage_type`) unless `storage` is false."""
    if is_token(t):
        return []
    if is_tuple(t):
        return [leaf for e in tuple_elements(t) for leaf in leaf_types(e, storage)]
    return [storage_type(t) if storage else t]


def all_leaf_types(types, storage: bool = True) -> list[ir.Type]:
    return [leaf for t in types for leaf in leaf_types(t, storage)]


def _defining_op(value: ir.Value):
    owner = value.owner
    return owner if isinstance(owner, (ir.Operation, ir.OpView)) else None


def flatten(value: ir.Value) -> list[ir.Value]:
    """The leaves of `value`; a tuple not built by `stablehlo.tuple` is taken apart in place."""
    t = value.type
    if is_token(t):
        return []
    if not is_tuple(t):
        return [_bitcast(value, storage_type(t), _after_definition(value))]
    op = _defining_op(value)
    if op is not None and op.operation.name == "stablehlo.tuple":
        return [leaf for v in op.operation.operands for leaf in flatten(v)]
    ip = _after_definition(value)
    leaves = []
    for i, et in enumerate(tuple_elements(t)):
        gte = ir.Operation.create(
            "stablehlo.get_tuple_element", results=[et], operands=[value],
            attributes={"index": ir.IntegerAttr.get(ir.IntegerType.get_signless(32), i)},
            ip=ip, loc=value.location)
        leaves += flatten(gte.result)
    return leaves


def flatten_all(values) -> list[ir.Value]:
    return [leaf for v in values for leaf in flatten(v)]


def rebuild(t: ir.Type, leaves: Iterator[ir.Value], ip: ir.InsertionPoint,
            loc: ir.Location) -> ir.Value:
    """A value of type `t` made of the next leaves; tuples get their `get_tuple_element`s folded."""
    if is_token(t):
        return ir.Operation.create("stablehlo.after_all", results=[t], operands=[], ip=ip,
                                   loc=loc).result
    if not is_tuple(t):
        return _bitcast(next(leaves), t, ip)
    parts = [rebuild(e, leaves, ip, loc) for e in tuple_elements(t)]
    tup = ir.Operation.create("stablehlo.tuple", results=[t], operands=parts, ip=ip, loc=loc)
    return tup.result


def replace_with_leaves(old_values, leaves, ip: ir.InsertionPoint, loc: ir.Location) -> None:
    """Replace each of `old_values` by a value rebuilt from `leaves` (in order)."""
    it = iter(leaves)
    for old in old_values:
        new = rebuild(old.type, it, ip, loc)
        old.replace_all_uses_with(new)
        fold_tuple_uses(new)


def fold_tuple_uses(value: ir.Value) -> None:
    """Replace the uses of every `get_tuple_element` of a `stablehlo.tuple` result by the
    element itself (recursively for nested tuples)."""
    op = _defining_op(value)
    if op is None or op.operation.name != "stablehlo.tuple":
        return
    elements = list(op.operation.operands)
    for use in list(value.uses):
        user = use.owner
        user = user.operation if hasattr(user, "operation") else user
        if user.name != "stablehlo.get_tuple_element":
            continue
        index = ir.IntegerAttr(user.attributes["index"]).value
        element = elements[index]
        # The dead get_tuple_element stays for canonicalization to erase: it may still be on
        # the rule driver's list of ops to visit.
        user.results[0].replace_all_uses_with(element)
        fold_tuple_uses(element)
