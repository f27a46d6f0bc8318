"""SPMD partitioning of sharded JAX programs with Shardy: the per-device program of a global one.

A JAX program with shardings (`jit` with in/out shardings, a `shard_map` over some mesh axes,
code around a `shard_map`) describes one global computation over a device mesh. Shardy's own
passes, which jaxlib carries, partition it (`pipeline.AUTO_SPMD_*`): propagation gives every
value a sharding; explicit reshards make each op's operands and results agree, and become
Shardy collectives (all_gather, all_slice, all_reduce, all_to_all, collective_permute);
`sdy-convert-global-to-local` then rewrites the program to per-device shapes, with StableHLO
collectives and `partition_id`-indexed offsets (iota, slices, all_slice). What is left is the
program one grid process runs: process i is the mesh device with id i.

Before the last step we check what the conversion would not get right on its own: every
sharded dimension must split evenly; every op that touches a sharded value must be one whose
local form is known correct (`_PARTITIONABLE`, or `_local_on` for ops that move data only along
unsharded dimensions); and each `sdy.all_reduce` must combine partial results the way the op
that made them reduces (Shardy takes a product or a boolean or for a sum). An op that fails
(a gather, a scatter, a convolution, a loop over sharded values...) is made to run whole on
every device: its operands and results are constrained to be replicated and the program is
partitioned again. What cannot be helped that way is a CompileError, never a wrong answer.
Shardy's passes run in a child process: some abort on a failed internal check rather than
report an error. Each public function's argument and result layouts are returned
(contract/sharding.py splits global arrays by them and joins the results).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import numpy as np
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import sdy

from .. import pipeline
from ...errors import CompileError, Diagnostic, diagnostic_at
from ...contract.sharding import Layout, Mesh
from . import manual_spmd, mesh_groups
from .stage import run_passes, walk_ops

SHARDING = "sdy.sharding"
_CHILD_TIMEOUT = 600  # seconds
_MAX_ROUNDS = 16  # partitionings, each making more ops run whole, before we give up

# Ops whose per-device form (after explicit reshards) is correct with sharded operands:
# elementwise ops (local by definition), shape ops whose dimensions Shardy's sharding rules
# keep aligned, contractions and reductions (partial results meet in an all_reduce, see
# `_check_reductions`), the ops `sdy-convert-global-to-local` rewrites with device offsets
# (iota, slice, pad), and collectives. The non-elementwise ones are tested against JAX on 8
# devices (tests/test_auto_spmd.py).
_ELEMENTWISE = {
    "abs", "add", "and", "atan2", "cbrt", "ceil", "clamp", "compare", "complex", "convert",
    "cosine", "count_leading_zeros", "divide", "exponential", "exponential_minus_one", "floor",
    "imag", "is_finite", "log", "log_plus_one", "logistic", "maximum", "minimum", "multiply",
    "negate", "not", "or", "popcnt", "power", "real", "remainder", "round_nearest_afz",
    "round_nearest_even", "rsqrt", "select", "shift_left", "shift_right_arithmetic",
    "shift_right_logical", "sign", "sine", "sqrt", "subtract", "tan", "tanh", "xor",
    "bitcast_convert", "reduce_precision",
}
_PARTITIONABLE = {f"stablehlo.{name}" for name in _ELEMENTWISE} | {
    "stablehlo.broadcast_in_dim", "stablehlo.transpose", "stablehlo.reshape",
    "stablehlo.dot_general", "stablehlo.dot", "stablehlo.reduce", "stablehlo.return",
    "stablehlo.iota", "stablehlo.constant", "stablehlo.slice", "stablehlo.pad",
    "stablehlo.all_reduce", "stablehlo.all_gather", "stablehlo.all_to_all",
    "stablehlo.reduce_scatter", "stablehlo.collective_permute",
    "sdy.all_gather", "sdy.all_slice", "sdy.all_reduce", "sdy.all_to_all",
    "sdy.collective_permute", "sdy.reduce_scatter", "sdy.constant", "sdy.manual_computation",
    "sdy.return", "func.return", "func.call",
}


def _fail(op, message: str, source_name: str):
    raise CompileError.from_diagnostics([diagnostic_at(op.location, message, source_name)],
                                        message)


class _Unpartitionable(CompileError):
    """Ops we cannot partition; `tags` names them in the program before propagation."""
    tags: frozenset = frozenset()


_TAG = "stablehlo_cc.op"  # our mark on each op, to find it again in a fresh copy


def _refuse(problems: list, source_name: str):
    """Raise the first of the (op, message) problems, naming every problem op's tag."""
    if not problems:
        return
    op, message = problems[0]
    err = _Unpartitionable.from_diagnostics(
        [diagnostic_at(op.location, message, source_name)], message)
    err.tags = frozenset(int(ir.IntegerAttr(o.attributes[_TAG]).value)
                         for o, _ in problems if _TAG in o.attributes)
    raise err


def _public_functions(module: ir.Module) -> list:
    return [op.operation for op in module.body.operations
            if op.operation.name == "func.func" and op.operation.regions[0].blocks and
            ("sym_visibility" not in op.operation.attributes or
             ir.StringAttr(op.operation.attributes["sym_visibility"]).value == "public")]


def _name(func) -> str:
    return ir.StringAttr(func.attributes["sym_name"]).value


def _has_shardings(func) -> bool:
    for name in ("arg_attrs", "res_attrs"):
        if name in func.attributes and SHARDING in str(func.attributes[name]):
            return True
    return any(op.name.startswith("sdy.") for op in _walk(func))


def _walk(op) -> list:
    found = []

    def visit(o):
        found.append(o.operation if hasattr(o, "operation") else o)
        return ir.WalkResult.ADVANCE

    op.walk(visit)
    return found


def wanted(module: ir.Module, num_partitions: int | None) -> bool:
    """Partition when a function mixes manual and global code (it has no one-process meaning),
    or when a grid was asked for (`num_partitions` > 1) and some function carries shardings
    but is not one full shard_map (those `manual_spmd.localize` handles)."""
    if not any(op.operation.name == "sdy.mesh" for op in module.body.operations):
        return False
    public = {_name(f) for f in _public_functions(module)}
    for op in module.body.operations:
        func = op.operation
        if func.name != "func.func" or not func.regions[0].blocks:
            continue
        if _name(func) in public and manual_spmd.is_full_manual(module, func):
            continue
        if any(o.name == manual_spmd.MANUAL for o in _walk(func)):
            return True  # (a shard_map in a called function too)
        if (num_partitions is not None and num_partitions > 1 and _name(func) in public and
                _has_shardings(func)):
            return True
    return False


def _the_mesh(module: ir.Module, source_name: str) -> Mesh:
    meshes = mesh_groups.meshes_of(module)
    distinct = {(tuple(m.axes), tuple(m.device_ids)) for m in meshes.values()}
    if len(distinct) != 1:
        pinned = sorted(name for name, m in meshes.items() if not m.axes)
        hint = (f" ({', '.join(pinned)}: the one-device mesh JAX pins host callbacks to "
                "(jax.debug.print, pure_callback, io_callback run on one device under "
                "jax.jit), which partitioning does not do; compile without num_partitions to "
                "run the program whole, its callbacks once, or call them inside a shard_map, "
                "where every device runs them)") if pinned else ""
        raise CompileError(f"{source_name}: partitioning needs one device mesh; the program "
                           f"has {len(distinct)}: {sorted(meshes)}{hint}")
    return next(iter(meshes.values()))


def _sharding_of(attr) -> list:
    """Per dimension, the [(axis, sub-axis)] of a `#sdy.sharding`."""
    sharding = sdy.TensorShardingAttr(attr)
    dims = []
    for dim in sharding.dimension_shardings:
        dims.append([mesh_groups.axis_ref(a) for a in sdy.DimensionShardingAttr(dim).axes])
    return dims


def _result_shardings(op) -> list | None:
    if SHARDING in op.attributes:
        return list(sdy.TensorShardingPerValueAttr(op.attributes[SHARDING]).shardings)
    if op.name.startswith("sdy.") and "out_sharding" in op.attributes:  # Shardy collectives
        return [op.attributes["out_sharding"]]
    if op.name == manual_spmd.MANUAL:
        return list(sdy.TensorShardingPerValueAttr(op.attributes["out_shardings"]).shardings)
    return None


def _check_even(op, value_type, dims, mesh: Mesh, problems: list) -> None:
    shape = ir.RankedTensorType(value_type).shape
    layout = Layout(mesh, dims)
    for d, (extent, count) in enumerate(zip(shape, layout.shards())):
        if count > 1 and extent % count:
            problems.append((op, f"cannot partition '{op.name}': dimension {d} of size "
                                 f"{extent} does not split evenly over {count} devices"))
            return


def _ints(op, name: str) -> list[int]:
    attr = op.attributes[name]
    try:
        return [int(v) for v in ir.DenseI64ArrayAttr(attr)]
    except (TypeError, ValueError):
        return [int(v) for v in np.array(ir.DenseIntElementsAttr(attr)).ravel()]


def _local_on(op, dims: set) -> bool:
    """Does `op`, whose sharded dimensions are `dims`, compute each device's block from the
    operands' blocks alone? (Ops that only move data along dimensions no axis shards.)"""
    name, attrs = op.name, op.attributes
    if name in ("stablehlo.concatenate", "stablehlo.sort"):
        return int(ir.IntegerAttr(attrs["dimension"]).value) not in dims
    if name == "stablehlo.reverse":
        return not dims & set(_ints(op, "dimensions"))
    if name == "stablehlo.reduce_window":
        rank = len(_ints(op, "window_dimensions"))
        neutral = {"window_dimensions": [1] * rank, "window_strides": [1] * rank,
                   "base_dilations": [1] * rank, "window_dilations": [1] * rank}
        for key, ones in neutral.items():
            values = _ints(op, key) if key in attrs else ones
            if any(values[d] != 1 for d in dims):
                return False
        if "padding" in attrs:
            padding = np.array(ir.DenseIntElementsAttr(attrs["padding"])).reshape(rank, 2)
            return not any(padding[d].any() for d in dims)
        return True
    if name == "stablehlo.dynamic_slice":
        full = ir.RankedTensorType(op.operands[0].type).shape
        return all(_ints(op, "slice_sizes")[d] == full[d] for d in dims)
    if name == "stablehlo.dynamic_update_slice":
        full = ir.RankedTensorType(op.operands[0].type).shape
        update = ir.RankedTensorType(op.operands[1].type).shape
        return all(update[d] == full[d] for d in dims)
    return False


def _sharded_dims(dims: list) -> set:
    return {d for d, axes in enumerate(dims) if axes}


def _check_partitionable(module: ir.Module, mesh: Mesh, source_name: str) -> None:
    """Every op touching a sharded value is one we know the local form of; shards are even."""
    sharded: dict = {}  # value -> its sharding, per dimension
    problems: list = []  # (op, message)
    for func in [op.operation for op in module.body.operations
                 if op.operation.name == "func.func"]:
        if "arg_attrs" not in func.attributes or not func.regions[0].blocks:
            continue
        args = func.regions[0].blocks[0].arguments
        for arg, attrs in zip(args, ir.ArrayAttr(func.attributes["arg_attrs"])):
            attrs = ir.DictAttr(attrs)
            if SHARDING in attrs:
                dims = _sharding_of(attrs[SHARDING])
                if any(dims):
                    _check_even(func, arg.type, dims, mesh, problems)
                    sharded[arg] = dims
    for op in walk_ops(module, ir.WalkOrder.PRE_ORDER):
        if op.name in ("builtin.module", "func.func", "sdy.mesh"):
            continue
        split = [_sharded_dims(sharded[v]) for v in op.operands if v in sharded]
        shardings = _result_shardings(op) or []
        for result, attr in zip(op.results, shardings):
            dims = _sharding_of(attr)
            if any(dims) and isinstance(result.type, ir.RankedTensorType):
                _check_even(op, result.type, dims, mesh, problems)
                sharded[result] = dims
                split.append(_sharded_dims(dims))
        if not split or op.name in _PARTITIONABLE:
            continue
        if _local_on(op, set().union(*split)):
            continue
        problems.append((op, f"cannot partition '{op.name}' with sharded operands or "
                             "results yet"))
    _refuse(problems, source_name)


# The reduction an op's partial results (one a device) combine with, for Shardy's
# `sdy.all_reduce` / `sdy.reduce_scatter` (reduction_op 0 sum, 1 max, 2 min).
_SUM, _MAX, _MIN = 0, 1, 2
_REDUCE_BODIES = {"stablehlo.add": _SUM, "stablehlo.maximum": _MAX, "stablehlo.minimum": _MIN}
_SUMMING = {"stablehlo.dot_general", "stablehlo.dot", "stablehlo.convolution"}
# Linear ops a sum may be carried through before it is combined.
_LINEAR = {"stablehlo.add", "stablehlo.subtract", "stablehlo.negate", "stablehlo.reshape",
           "stablehlo.transpose", "stablehlo.broadcast_in_dim", "stablehlo.slice",
           "stablehlo.concatenate"}


def _is_zero(value) -> bool:
    op = getattr(value.owner, "operation", value.owner)
    if not isinstance(op, ir.Operation) or op.name not in ("stablehlo.constant", "sdy.constant"):
        return False
    try:
        return not np.any(np.array(ir.DenseElementsAttr(op.attributes["value"])))
    except Exception:  # element types the bindings cannot read (complex): do not guess
        return False


def _reduction_of(value, depth: int = 0) -> int | None:
    """How the partial values that produced `value` combine, or None if we cannot tell."""
    op = value.owner
    if not isinstance(op, ir.Operation):
        op = getattr(op, "operation", None)
    if op is None or depth > 32:
        return None
    if op.name in _SUMMING:
        return _SUM
    if op.name == "stablehlo.reduce" and len(op.results) == 1:
        body = [o.operation for o in op.regions[0].blocks[0].operations]
        kind = _REDUCE_BODIES.get(body[0].name) if len(body) == 2 else None
        boolean = str(ir.RankedTensorType(op.results[0].type).element_type) == "i1"
        if boolean and len(body) == 2:  # on booleans, or is a max and and a min
            kind = {"stablehlo.or": _MAX, "stablehlo.and": _MIN}.get(body[0].name, kind)
        if kind == _SUM and not _is_zero(op.operands[1]):
            return None  # every device would add the initial value once
        return kind
    if op.name in _LINEAR:
        kinds = {_reduction_of(v, depth + 1) for v in op.operands}
        return _SUM if kinds == {_SUM} else None
    return None


def _check_reductions(module: ir.Module, source_name: str) -> None:
    """Shardy marks how a `sdy.all_reduce` combines the devices' partial results (sum, max or
    min), but takes some reductions for sums (a logical or of booleans, a product): set the
    kind from the op that made the partial results, and refuse what none of the three is."""
    problems: list = []
    for op in walk_ops(module):
        if op.name in ("sdy.all_reduce", "sdy.reduce_scatter"):
            kind = _reduction_of(op.operands[0])
            if kind != _SUM and "reduction_op" not in op.attributes:
                kind = None  # a Shardy without reduction kinds: it can only sum
            if kind is None:
                source = op.operands[0].owner
                what = getattr(source, "name", "an argument")
                source = getattr(source, "operation", source)
                problems.append((source if isinstance(source, ir.Operation) else op,
                                 f"cannot partition the reduction of '{what}' across devices "
                                 "yet (only sums from zero, maxima and minima over sharded "
                                 "dimensions are)"))
            elif "reduction_op" in op.attributes:
                attr = ir.IntegerAttr(op.attributes["reduction_op"])
                if kind != attr.value:
                    op.attributes["reduction_op"] = ir.IntegerAttr.get(attr.type, kind)
    _refuse(problems, source_name)


def _check_no_unreduced_boundaries(module: ir.Module, source_name: str) -> None:
    """Arguments and results hold whole values or blocks, never per-device partial sums."""
    for func in _public_functions(module):
        for key in ("arg_attrs", "res_attrs"):
            for attrs in ir.ArrayAttr(func.attributes[key]) if key in func.attributes else []:
                attrs = ir.DictAttr(attrs)
                if SHARDING in attrs and list(
                        sdy.TensorShardingAttr(attrs[SHARDING]).unreduced_axes):
                    _fail(func, "cannot partition a function whose arguments or results are "
                          "unreduced (partial sums over devices)", source_name)


def _layouts(module: ir.Module, mesh: Mesh) -> dict[str, tuple[list, list]]:
    """Each public function's argument and result layouts (read before the shardings go);
    a value without a sharding is whole on every device."""
    def side(func, key: str, types) -> list:
        attrs = list(ir.ArrayAttr(func.attributes[key])) if key in func.attributes else []
        layouts = []
        for i, t in enumerate(types):
            d = ir.DictAttr(attrs[i]) if i < len(attrs) else None
            if d is not None and SHARDING in d:
                dims = _sharding_of(d[SHARDING])
            else:
                dims = [[] for _ in (t.shape if isinstance(t, ir.RankedTensorType) else ())]
            layouts.append(Layout(mesh, dims))
        return layouts

    out = {}
    for func in _public_functions(module):
        types = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)
        out[_name(func)] = (side(func, "arg_attrs", types.inputs),
                            side(func, "res_attrs", types.results))
    return out


def _strip_shardy(module: ir.Module, source_name: str) -> None:
    """Drop meshes and sharding attributes; any other Shardy op left means we failed."""
    for op in walk_ops(module, ir.WalkOrder.PRE_ORDER):
        if op.name.startswith("sdy.") and op.name != "sdy.mesh":
            _fail(op, f"partitioning left '{op.name}' behind", source_name)
        for attr in list(op.attributes):
            if attr.startswith("sdy."):
                del op.attributes[attr]
        if op.name == "func.func":
            manual_spmd.drop_sdy_argument_attributes(op)
    for op in list(module.body.operations):
        if op.operation.name == "sdy.mesh":
            op.operation.erase()


_VARIANTS = {"main": pipeline.AUTO_SPMD_PROPAGATE,
             "fallback": pipeline.AUTO_SPMD_PROPAGATE_FALLBACK}


def _tag_ops(module: ir.Module) -> None:
    i64 = ir.IntegerType.get_signless(64)
    for i, op in enumerate(walk_ops(module, ir.WalkOrder.PRE_ORDER)):
        if op.name not in ("builtin.module", "func.func", "sdy.mesh"):
            op.attributes[_TAG] = ir.IntegerAttr.get(i64, i)


def _constrain(value, mesh_name: str, before) -> ir.Value:
    """`sdy.sharding_constraint` of `value` to replicated, inserted before `before`."""
    rank = len(ir.RankedTensorType(value.type).shape)
    sharding = ir.Attribute.parse(f"#sdy.sharding<@{mesh_name}, [{', '.join(['{}'] * rank)}]>")
    with ir.InsertionPoint(before), value.owner.location if isinstance(
            getattr(value.owner, "operation", None), ir.Operation) else before.location:
        return ir.Operation.create("sdy.sharding_constraint", results=[value.type],
                                   operands=[value], attributes={"sharding": sharding}).result


def _replicate(module: ir.Module, tags: set, mesh_name: str) -> None:
    """Constrain every operand and result of the tagged ops to be replicated: those ops then
    run whole, the same on every device."""
    for op in walk_ops(module):
        if _TAG not in op.attributes or ir.IntegerAttr(op.attributes[_TAG]).value not in tags:
            continue
        for i, v in enumerate(list(op.operands)):
            if isinstance(v.type, ir.RankedTensorType):
                op.operands[i] = _constrain(v, mesh_name, op)
        for r in op.results:  # each use of a result reads it through a constraint
            if isinstance(r.type, ir.RankedTensorType):
                for owner, n in [(u.owner, u.operand_number) for u in r.uses]:
                    owner = getattr(owner, "operation", owner)
                    owner.operands[n] = _constrain(r, mesh_name, owner)


def _shardy_steps(text: str, source_name: str, variant: str) -> tuple:
    """Shardy's passes and our checks: the per-device program (still with meshes and
    shardings) and the public functions' layouts. An op we cannot partition is made to run
    whole on every device (its operands and results replicated) and the program partitioned
    again, until nothing is left to replicate."""
    forced: set = set()
    for round_ in range(_MAX_ROUNDS):
        module = ir.Module.parse(text)
        mesh = _the_mesh(module, source_name)
        mesh_name = next(ir.StringAttr(op.operation.attributes["sym_name"]).value
                         for op in module.body.operations if op.operation.name == "sdy.mesh")
        _tag_ops(module)
        _replicate(module, forced, mesh_name)
        try:
            run_passes(module, _VARIANTS[variant], source_name, "partitioning the program")
            _check_partitionable(module, mesh, source_name)
            _check_reductions(module, source_name)
            _check_no_unreduced_boundaries(module, source_name)
        except _Unpartitionable as e:
            if not e.tags - forced or round_ == _MAX_ROUNDS - 1:
                raise
            forced |= e.tags
            continue
        run_passes(module, pipeline.AUTO_SPMD_TO_LOCAL, source_name, "partitioning the program")
        for op in walk_ops(module):
            if _TAG in op.attributes:
                del op.attributes[_TAG]
        return module, _layouts(module, mesh)


def _run_child(text: str, source_name: str, variant: str):
    """(reply, None), or (None, what went wrong) when the child died."""
    # The child imports this package from wherever this process did: the directory above it.
    root = os.path.abspath(__file__)
    for _ in range(__package__.count(".") + 2):  # this file's folder, then one per package
        root = os.path.dirname(root)
    path = os.environ.get("PYTHONPATH")
    env = dict(os.environ, PYTHONPATH=root + (os.pathsep + path if path else ""))
    try:
        done = subprocess.run([sys.executable, "-m", "stablehlo_cc.compiler.stablehlo.auto_spmd",
                               source_name, variant], input=text, capture_output=True,
                              text=True, timeout=_CHILD_TIMEOUT, env=env)
    except subprocess.TimeoutExpired:
        return None, f"it took more than {_CHILD_TIMEOUT} s"
    if done.returncode != 0 or not done.stdout:
        last = [ln for ln in done.stderr.splitlines() if ln.strip()][-1:] or ["no output"]
        return None, f"exit {done.returncode}: {last[0][:500]}"
    return json.loads(done.stdout), None


def _in_child(module: ir.Module, mesh: Mesh, source_name: str) -> dict:
    """Run `_shardy_steps` in a child process and take its program back into `module`.

    Some of Shardy's passes stop the process on a failed internal check (an abort, not an
    error) for programs they do not handle; in a child that becomes a retry with the fallback
    pipeline, then a CompileError, instead of taking the caller's process down."""
    text = module.operation.get_asm(enable_debug_info=True, print_generic_op_form=True)
    reply, died = _run_child(text, source_name, "main")
    if reply is None:
        reply, died_again = _run_child(text, source_name, "fallback")
        if reply is None:
            raise CompileError(f"{source_name}: Shardy's partitioner failed on this program "
                               f"({died}; without permutation-factor resolution: "
                               f"{died_again})")
    if "error" in reply:
        diags = [Diagnostic(**d) for d in reply["error"]["diagnostics"]]
        raise CompileError.from_diagnostics(diags, reply["error"]["message"])
    local = ir.Module.parse(reply["text"], module.context)
    old = [op.operation for op in module.body.operations]
    first = old[0] if old else None
    for op in [op.operation for op in local.body.operations]:
        if first is not None:
            op.move_before(first)
        else:
            module.body.append(op)
    for op in old:
        op.erase()
    attrs = module.operation.attributes
    for name in [n for n in list(attrs) if n != "sym_name"]:
        del attrs[name]
    for name in list(local.operation.attributes):
        if name != "sym_name":
            attrs[name] = local.operation.attributes[name]
    def layout(dims):  # JSON lists back to (axis, (pre_size, size) or None) pairs
        return Layout(mesh, [[(name, tuple(sub) if sub else None) for name, sub in axes]
                             for axes in dims])
    return {fn: tuple([layout(dims) for dims in side] for side in sides)
            for fn, sides in reply["layouts"].items()}


def _child_main(source_name: str, variant: str) -> None:
    """The child of `_in_child`: module text on stdin, JSON (program text and layouts, or the
    CompileError) on stdout."""
    from ..frontend import new_context
    with new_context():
        try:
            module, layouts = _shardy_steps(sys.stdin.read(), source_name, variant)
            reply = {"text": module.operation.get_asm(enable_debug_info=True),
                     "layouts": {fn: [[layout.dims for layout in side] for side in sides]
                                 for fn, sides in layouts.items()}}
        except CompileError as e:
            reply = {"error": {"message": str(e), "diagnostics": [
                dict(message=d.message, file=d.file, line=d.line, col=d.col,
                     severity=d.severity) for d in e.diagnostics]}}
    sys.stdout.write(json.dumps(reply))


def partition(module: ir.Module, source_name: str,
              num_partitions: int | None) -> dict[str, tuple[list, list]]:
    """Rewrite the module into its per-device program; the public functions' layouts."""
    mesh = _the_mesh(module, source_name)
    if num_partitions is not None and num_partitions != mesh.size:
        raise CompileError(f"{source_name}: the program's device mesh {mesh.axes} has "
                           f"{mesh.size} devices, but num_partitions={num_partitions} was asked")
    attrs = module.operation.attributes
    if "mhlo.num_replicas" in attrs and ir.IntegerAttr(attrs["mhlo.num_replicas"]).value != 1:
        raise CompileError(f"{source_name}: partitioning a program with several replicas is "
                           "not supported")
    layouts = _in_child(module, mesh, source_name)
    mesh_groups.densify(module, source_name)
    _strip_shardy(module, source_name)
    with module.context:
        i32 = ir.IntegerType.get_signless(32)
        attrs = module.operation.attributes
        attrs["mhlo.num_partitions"] = ir.IntegerAttr.get(i32, mesh.size)
        attrs["mhlo.num_replicas"] = ir.IntegerAttr.get(i32, 1)
    return layouts


if __name__ == "__main__":
    _child_main(sys.argv[1], sys.argv[2])
