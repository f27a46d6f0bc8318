"""Run an op and the producers it reads as one parallel loop over slices of its result.

image_slices.py (a convolution and the pool after it, a slice of images at a time) and
column_slices.py (a product and its elementwise epilogue, a slice of columns at a time) both
want a large intermediate consumed while it is in cache: the chain's last op is tiled with
`transform.structured.tile_using_forall` and its producers, nearest first, are fused into
that loop with `fuse_into_containing_op`; each module decides which ops and which slice. The
ops are found by a numbered attribute (the transform dialect matches by attribute), and the
originals the fusion leaves without uses are erased after it.
"""

from __future__ import annotations

import mlir.ir as uir

from ..walk import ops_named


def static_f32(value) -> list[int] | None:
    """The shape of `value` when it is a static f32 tensor, else None."""
    if not isinstance(value.type, uir.RankedTensorType):
        return None
    t = uir.RankedTensorType(value.type)
    if not t.has_static_shape or str(t.element_type) != "f32":
        return None
    return list(t.shape)


def only_use(value):
    """The op that is the one use of `value`, else None."""
    uses = list(value.uses)
    if len(uses) != 1:
        return None
    return uses[0].owner


def reads_element_for_element(op, value) -> bool:
    """`op` is an elementwise generic of one result that reads `value` element for element
    (its other operands may be broadcasts: a bias, a batch norm's per-channel scale)."""
    if op.name != "linalg.generic" or len(op.results) != 1:
        return False
    if any("reduction" in str(a) for a in op.attributes["iterator_types"]):
        return False
    maps = [uir.AffineMapAttr(a).value for a in op.attributes["indexing_maps"]]
    identity = uir.AffineMap.get_identity(maps[-1].n_dims)
    return maps[-1] == identity and all(
        m == identity for v, m in zip(op.operands, maps) if v == value)


def nearest_first(chain: list, fill_of) -> list:
    """The ops to fuse, in the order `slice_into_loop` takes them: `chain` (a producer and the
    ops after it, in program order) backwards, each op followed by the `fill_of` its
    destination (the last operand) when that is not None (pulled in by the op's tile once the
    op is in the loop)."""
    ordered = []
    for op in reversed(chain):
        ordered.append(op)
        fill = fill_of(op.operands[len(op.operands) - 1])
        if fill is not None:
            ordered.append(fill)
    return ordered


def _script(tag: str, tile_sizes: list[int], count: int) -> str:
    """Tile the op tagged `tag = 0` with `tile_sizes` and fuse the ops tagged 1, 2, ... into
    the loop, in that order."""
    lines = [
        "module attributes {transform.with_named_sequence} {",
        "  transform.named_sequence @__transform_main("
        "%root: !transform.any_op {transform.readonly}) {",
        f"    %last = transform.structured.match attributes{{{tag} = 0 : i64}} in %root "
        ": (!transform.any_op) -> !transform.any_op",
        "    %tiled, %loop0 = transform.structured.tile_using_forall %last "
        f"tile_sizes {tile_sizes} : (!transform.any_op) -> "
        "(!transform.any_op, !transform.any_op)",
    ]
    for i in range(1, count):
        lines += [
            f"    %p{i} = transform.structured.match attributes{{{tag} = {i} : i64}} in %root "
            ": (!transform.any_op) -> !transform.any_op",
            f"    %f{i}, %loop{i} = transform.structured.fuse_into_containing_op %p{i} into "
            f"%loop{i - 1} : (!transform.any_op, !transform.any_op) -> "
            "(!transform.any_op, !transform.any_op)",
        ]
    lines += ["    transform.yield", "  }", "}"]
    return "\n".join(lines)


def slice_into_loop(module, ordered: list, tile_sizes: list[int], apply, tag: str,
                    op_names: tuple) -> bool:
    """Tile `ordered[0]` with `tile_sizes` in an `scf.forall` and fuse `ordered[1:]` into it
    (each a producer of an op before it). `apply(module, script)` runs a transform script or
    leaves the module as it was and says which; `op_names` are the names the ordered ops
    can have (to find them again). Returns whether the loop was made."""
    i64 = uir.IntegerType.get_signless(64, module.context)
    for i, op in enumerate(ordered):
        op.attributes[tag] = uir.IntegerAttr.get(i64, i)
    made = apply(module, _script(tag, tile_sizes, len(ordered)))
    if made:
        # The originals the fusion left without uses (consumers first: erasing one frees
        # its producers).
        tagged = [op for op in ops_named(module, op_names) if tag in op.attributes]
        for op in sorted(tagged, key=lambda op: uir.IntegerAttr(op.attributes[tag]).value):
            if not any(list(r.uses) for r in op.results):
                op.erase()
    untag(module, tag, op_names)
    return made


def untag(module, name: str, op_names: tuple) -> None:
    """Remove the attribute `name` from every op of `op_names` kinds."""
    for op in ops_named(module, op_names):
        if name in op.attributes:
            del op.attributes[name]
