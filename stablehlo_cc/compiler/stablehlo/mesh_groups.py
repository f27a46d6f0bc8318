"""Mesh-axes replica groups -> dense replica groups (device ids).

JAX 0.12 (Shardy) writes a collective's groups as
`#stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>`:
"the devices that differ only along these mesh axes form a group". Our grid and rules know
only the dense form (`dense<[[0, 1], [2, 3]]>`), and the attribute's reference to an `sdy.mesh`
symbol would dangle once those ops are dropped, so every such attribute becomes its dense
equivalent before anything else runs.

A mesh is axes (name, size), major to minor, plus an optional `device_ids` list (the device
at each flattened mesh position; default: the position itself). A sub-axis `"x":(m)k` is the
k-sized factor of axis x whose more-major factors multiply to m. A group is the set of
positions that agree on every coordinate not named by the axes; inside a group devices are
ordered by the named (sub-)axes, the first named one major.
"""

from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import sdy, stablehlo

from ...errors import CompileError, diagnostic_at
from ...contract.sharding import Mesh

ATTR = "replica_groups"


def meshes_of(module: ir.Module) -> dict[str, Mesh]:
    """Every `sdy.mesh` of the module by symbol name."""
    found = {}
    for op in module.body.operations:
        op = op.operation
        if op.name == "sdy.mesh":
            attr = sdy.MeshAttr(op.attributes["mesh"])
            axes = [(sdy.MeshAxisAttr(a).name, sdy.MeshAxisAttr(a).size) for a in attr.axes]
            found[ir.StringAttr(op.attributes["sym_name"]).value] = Mesh(axes, attr.device_ids)
    return found


def _inline_mesh(attr: ir.Attribute) -> Mesh:
    mesh = stablehlo.MeshAttr(attr)
    axes = [(stablehlo.MeshAxisAttr(a).name, stablehlo.MeshAxisAttr(a).size) for a in mesh.axes]
    ids = mesh.device_ids
    ids = None if ids is None else [int(v) for v in np.array(ir.DenseIntElementsAttr(ids)).ravel()]
    return Mesh(axes, ids)


def axis_ref(attr: ir.Attribute) -> tuple[str, tuple[int, int] | None]:
    """(axis name, (pre_size, size) of a sub-axis or None) from a stablehlo or sdy axis_ref."""
    for cls, info_cls in ((stablehlo.AxisRefAttr, stablehlo.SubAxisInfoAttr),
                          (sdy.AxisRefAttr, sdy.SubAxisInfoAttr)):
        if cls.isinstance(attr):
            ref = cls(attr)
            info = ref.sub_axis_info
            if info is None:
                return ref.name, None
            info = info_cls(info)
            return ref.name, (int(info.pre_size), int(info.size))
    raise ValueError(f"unknown axis reference {attr}")


def dense_groups(mesh: Mesh, axes: list[tuple[str, tuple[int, int] | None]]) -> list[list[int]]:
    """The groups of device ids that `axes` of `mesh` make (see the module docstring)."""
    factors = []  # (mesh axis index, stride inside the axis, size)
    taken: dict[str, list[tuple[int, int]]] = {}  # axis -> (pre_size, size) already named
    for name, sub in axes:
        factors.append(mesh.factor(name, sub))
        pre, size = sub if sub is not None else (1, mesh.sizes[factors[-1][0]])
        for p, k in taken.get(name, []):
            if pre < p * k and p < pre * size:
                raise ValueError(f"the axes overlap (axis \"{name}\" is named twice)")
        taken.setdefault(name, []).append((pre, size))
    groups: dict[tuple, dict[int, int]] = {}
    for position in range(mesh.size):
        coords = mesh.coords(position)
        key = list(coords)
        rank = 0
        for axis, stride, size in factors:
            digit = (coords[axis] // stride) % size
            key[axis] -= digit * stride
            rank = rank * size + digit
        groups.setdefault(tuple(key), {})[rank] = mesh.device_ids[position]
    return [[g[r] for r in sorted(g)] for g in groups.values()]


def densify(module: ir.Module, source_name: str) -> None:
    """Rewrite every mesh-axes `replica_groups` of the module into dense groups."""
    meshes = meshes_of(module)
    targets = []

    def visit(op):
        op = op.operation if hasattr(op, "operation") else op
        if ATTR in op.attributes and stablehlo.ReplicaGroupMeshAxesAttr.isinstance(
                op.attributes[ATTR]):
            targets.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    for op in targets:
        attr = stablehlo.ReplicaGroupMeshAxesAttr(op.attributes[ATTR])
        try:
            if isinstance(attr.mesh, ir.FlatSymbolRefAttr):
                name = ir.FlatSymbolRefAttr(attr.mesh).value
                if name not in meshes:
                    raise ValueError(f"mesh symbol '{name}' not found")
                mesh = meshes[name]
            else:
                mesh = _inline_mesh(attr.mesh)
            groups = dense_groups(mesh, [axis_ref(a) for a in attr.axes])
        except ValueError as e:
            message = f"'{op.name}' replica_groups: {e}"
            raise CompileError.from_diagnostics(
                [diagnostic_at(op.location, message, source_name)], message) from None
        array = np.array(groups, dtype=np.int64).reshape(len(groups), -1)
        with op.context:
            op.attributes[ATTR] = ir.DenseIntElementsAttr.get(array)
