"""JAX `shard_map`/`pmap` programs: the per-device program inside `sdy.manual_computation`.

JAX exports a multi-device program as a global function whose body is one
`sdy.manual_computation` over every mesh axis: its region is what each device runs on its own
shard, with explicit collectives. Our grid runs exactly that per-device program, so a public
function of the form

    func @main(%a: global) -> global { %r = sdy.manual_computation(%a) (%x: local) {...}; return %r }

becomes `func @main(%x: local) -> local { ... }`, one grid process per device (the flattened
mesh position is the partition id; see `sdy.mesh`). Programs that also compute outside the
manual region, or leave some mesh axes automatic, are partitioned by Shardy instead
(compiler/stablehlo/auto_spmd.py). A program with shardings but no manual region is a global
program: it runs whole, in one process (the sharding hints are dropped), unless a grid is asked for.
"""

from __future__ import annotations

import re

from jaxlib.mlir import ir

from ...errors import CompileError, diagnostic_at

MANUAL = "sdy.manual_computation"
SHARDING_ATTR = "sdy.sharding"


def _ops(block) -> list:
    return [op.operation for op in block.operations]


def _fail(op, message: str, source_name: str):
    raise CompileError.from_diagnostics([diagnostic_at(op.location, message, source_name)],
                                        message)


def _manual_axes(mc) -> set:
    text = str(mc.attributes["manual_axes"]) if "manual_axes" in mc.attributes else ""
    return set(re.findall(r'"(\w+)"', text))


def _mesh_axes(module) -> set:
    axes = set()
    for op in module.body.operations:
        if op.operation.name == "sdy.mesh":
            axes |= set(re.findall(r'"(\w+)"\s*=', str(op.operation.attributes["mesh"])))
    return axes


def is_full_manual(module: ir.Module, func) -> bool:
    """Is `func` one shard_map over every mesh axis, taking its arguments and returning its
    results in order (what `localize` rewrites)?"""
    if not func.regions[0].blocks:
        return False
    block = func.regions[0].blocks[0]
    ops = _ops(block)
    if len(ops) != 2 or ops[0].name != MANUAL or ops[1].name != "func.return":
        return False
    mc, ret = ops
    return (list(mc.operands) == list(block.arguments) and
            list(ret.operands) == list(mc.results) and
            not _mesh_axes(module) - _manual_axes(mc))


def localize(module: ir.Module, source_name: str) -> bool:
    """Rewrite every public function that is one full manual computation; True if any was."""
    changed = False
    for func in list(module.body.operations):
        func = func.operation
        if func.name != "func.func" or not func.regions[0].blocks:
            continue
        block = func.regions[0].blocks[0]
        ops = _ops(block)
        manual = [op for op in ops if op.name == MANUAL]
        if not manual:
            continue
        if len(manual) != 1 or len(ops) != 2 or ops[1].name != "func.return":
            _fail(manual[0], "only functions that are a single shard_map (sdy.manual_computation "
                  "over all mesh axes) can run on the grid as they are; other sharded code is "
                  "partitioned (compiler/stablehlo/auto_spmd.py)", source_name)
        mc, ret = ops
        args = list(block.arguments)
        if list(mc.operands) != args or list(ret.operands) != list(mc.results):
            _fail(mc, "the shard_map must take the function's arguments and return its results "
                  "in order", source_name)
        _check_all_axes_manual(module, mc, source_name)
        body = mc.regions[0].blocks[0]
        with ir.Location.unknown(module.context):
            for arg, local in zip(args, body.arguments):
                arg.set_type(local.type)
                local.replace_all_uses_with(arg)
            inner = _ops(body)
            for op in inner[:-1]:
                op.move_before(mc)
            results = list(inner[-1].operands)
            for i, v in enumerate(results):
                ret.operands[i] = v
            mc.erase()
            func.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(
                [a.type for a in args], [v.type for v in results]))
            for name in ("arg_attrs", "res_attrs"):
                if name in func.attributes:
                    del func.attributes[name]
        changed = True
    _drop_sharding_hints(module)
    return changed


def _drop_sharding_hints(module: ir.Module) -> None:
    """Outside manual regions shardings are only hints on a global program: running it whole
    in one process is what it means. Drop the hint ops, then the meshes nothing uses, with
    the sharding attributes that name them (JAX puts one on each host callback's custom
    call, naming a one-device mesh)."""
    hints, others, annotated = [], [], []

    def visit(op):
        op = op.operation if hasattr(op, "operation") else op
        if op.name in ("sdy.sharding_constraint", "sdy.reshard"):
            hints.append(op)
        elif op.name.startswith("sdy.") and op.name != "sdy.mesh":
            others.append(op)
        elif SHARDING_ATTR in op.attributes:
            annotated.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    for op in hints:
        op.results[0].replace_all_uses_with(op.operands[0])
        op.erase()
    if others:
        return
    for op in annotated:
        del op.attributes[SHARDING_ATTR]
    for op in list(module.body.operations):
        op = op.operation
        if op.name == "sdy.mesh":
            op.erase()
        elif op.name == "func.func":
            drop_sdy_argument_attributes(op)


def drop_sdy_argument_attributes(func) -> None:
    """Remove the `sdy.*` entries (shardings) of a function's argument and result attributes."""
    for name in ("arg_attrs", "res_attrs"):
        if name in func.attributes:
            func.attributes[name] = ir.ArrayAttr.get([
                ir.DictAttr.get({a.name: a.attr for a in ir.DictAttr(d)
                                 if not a.name.startswith("sdy.")})
                for d in ir.ArrayAttr(func.attributes[name])])


def _check_all_axes_manual(module, mc, source_name: str) -> None:
    missing = _mesh_axes(module) - _manual_axes(mc)
    if missing:
        _fail(mc, f"shard_map leaves mesh axes {sorted(missing)} automatic; such programs are "
              "partitioned (compiler/stablehlo/auto_spmd.py)", source_name)
