"""Shared machinery for rules that replace an op by the body of a generated function.

Most algorithmic ops (sort, fft, cholesky, ...) are easiest to write as MLIR text: a `func.func`
built from a template and parsed in the op's context (a scratch module), whose body is then
inlined in place of the op. (The `inline` pass does nothing in jaxlib's context, which lacks
the func dialect's inliner extension, so rules inline their own helpers.)

Regions of StableHLO ops (a sort comparator, ...) are arbitrary StableHLO on rank-0 tensors;
`scalar_function` turns one into a function on scalars with the official legalization, so loops
can call it without rank-0 tensor temporaries.
"""

from __future__ import annotations

from jaxlib.mlir import ir, passmanager
from jaxlib.mlir._mlir_libs import _jax_mlir_ext
from jaxlib.mlir.dialects import func, stablehlo


def parse_functions(op: ir.Operation, text: str) -> ir.Module:
    """Parse `text` (func.func definitions and declarations) in op's context."""
    with op.context, op.location:
        return ir.Module.parse(text)


def function(module: ir.Module, name: str) -> ir.Operation:
    for fn in module.body.operations:
        fn = fn.operation
        if fn.name == "func.func" and ir.StringAttr(fn.attributes["sym_name"]).value == name:
            return fn
    raise KeyError(name)


def inline_calls(module: ir.Module) -> None:
    """Inline, everywhere in `module`, every call to a function `module` defines."""
    defined = {}
    for fn in module.body.operations:
        fn = fn.operation
        if fn.name == "func.func" and len(fn.regions[0].blocks):
            defined[ir.StringAttr(fn.attributes["sym_name"]).value] = fn
    calls = []

    def visit(o):
        o = o.operation if hasattr(o, "operation") else o
        if o.name == "func.call":
            callee = ir.FlatSymbolRefAttr(o.attributes["callee"]).value
            if callee in defined:
                calls.append((o, defined[callee]))
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit, ir.WalkOrder.POST_ORDER)
    for call, fn in calls:
        _inline_one(call, fn, list(call.operands))


def _inline_one(op: ir.Operation, fn: ir.Operation, operands) -> None:
    with op.context, op.location, ir.InsertionPoint(op):
        results = _jax_mlir_ext.inlined_func_call(fn, operands)
    for old, new in zip(op.results, results):
        old.replace_all_uses_with(new)
    op.erase()


def replace_with_function(op: ir.Operation, fn: ir.Operation, operands=None) -> None:
    """Replace `op` by an inlined copy of `fn`'s body applied to `operands` (default: op's)."""
    _inline_one(op, fn, list(op.operands) if operands is None else list(operands))


def declare_once(op: ir.Operation, name: str, declaration: str) -> None:
    """Add the function `declaration` (text) named `name` to the module holding `op`, unless
    the module has a symbol of that name already (native-call placeholders shared by sites)."""
    module = op.parent
    while module is not None and module.name != "builtin.module":
        module = module.parent
    body = module.regions[0].blocks[0]
    for existing in body.operations:
        attrs = existing.operation.attributes
        if "sym_name" in attrs and ir.StringAttr(attrs["sym_name"]).value == name:
            return
    with op.context, ir.Location.unknown(op.context):
        body.append(ir.Operation.parse(declaration))


def signless(t: ir.Type) -> ir.Type:
    """The type of scalars the linalg legalization uses for element type `t` (ui32 -> i32)."""
    if isinstance(t, ir.IntegerType):
        it = t
        if it.is_unsigned or it.is_signed:
            return ir.IntegerType.get_signless(it.width, t.context)
    return t


def scalar_function(region: ir.Region, declaration: ir.Operation) -> None:
    """Give the function `declaration` (scalars -> scalars) the body of `region`, a single-block
    region on rank-0 tensors ending in `stablehlo.return`.

    The region's ops are moved: they become the body of a `stablehlo.map` in another scratch
    module, the official `stablehlo-legalize-to-linalg` turns it into a linalg.generic on
    scalars, and that body becomes the function's. Raises NotImplementedError if the region uses
    non-constant values from outside or ops the legalization cannot scalarize.
    """
    block = region.blocks[0]
    ctx = declaration.context
    arg_types = [ir.RankedTensorType(a.type) for a in block.arguments]
    terminator = block.operations[len(block.operations) - 1]
    res_types = [ir.RankedTensorType(v.type) for v in terminator.operands]
    if len(res_types) != 1:
        raise NotImplementedError("a region with several results")
    _internalize_captures(block, region.owner)
    with ctx, declaration.location:
        scratch = ir.Module.create()
        one = lambda t: ir.RankedTensorType.get([1], t.element_type)  # noqa: E731
        with ir.InsertionPoint(scratch.body):
            ftype = ir.FunctionType.get([one(t) for t in arg_types], [one(t) for t in res_types])
            fn = func.FuncOp("f", ftype)
            entry = fn.add_entry_block()
            with ir.InsertionPoint(entry):
                mapped = stablehlo.MapOp(one(res_types[0]), list(entry.arguments), [0])
                new_block = mapped.regions[0].blocks.append(*arg_types)
                for old, new in zip(block.arguments, new_block.arguments):
                    old.replace_all_uses_with(new)
                for o in list(block.operations):
                    new_block.append(o.operation.detach_from_parent())
                func.ReturnOp([mapped.result])
        try:
            pm = passmanager.PassManager.parse(
                "builtin.module(func.func(stablehlo-legalize-to-linalg))")
            pm.run(scratch.operation)
        except ir.MLIRError as e:
            raise NotImplementedError(f"its region could not be scalarized: {e}") from None
        generic = _find(scratch.operation, "linalg.generic")
        if generic is None:
            raise NotImplementedError("its region could not be scalarized")
        body = generic.regions[0].blocks[0]
        in_args = list(body.arguments)[:len(arg_types)]
        yield_op = body.operations[len(body.operations) - 1]
        want = ir.FunctionType(ir.TypeAttr(declaration.attributes["function_type"]).value)
        have = [a.type for a in in_args], [v.type for v in yield_op.operands]
        if list(want.inputs) != have[0] or list(want.results) != have[1]:
            raise NotImplementedError(f"its region became a function of type {have}")
        sentry = declaration.regions[0].blocks.append(*have[0])
        for old, new in zip(in_args, sentry.arguments):
            old.replace_all_uses_with(new)
        results = list(yield_op.operands)
        with ir.InsertionPoint(sentry):
            ret = func.ReturnOp(results)
        for o in list(body.operations)[:-1]:
            o.operation.move_before(ret.operation)
        yield_op.erase()


def _internalize_captures(block: ir.Block, owner: ir.Operation) -> None:
    """Give the region its own copies of the constants it uses from outside (canonicalize hoists
    them out of regions that are not isolated from above); any other captured value is refused.
    """
    owner = owner.operation if hasattr(owner, "operation") else owner
    copies = {}

    def inside(v) -> bool:
        o = v.owner
        o = o.owner if isinstance(o, ir.Block) else o  # a block argument: the block's op
        while o is not None:
            o = o.operation if hasattr(o, "operation") else o
            if o == owner:
                return True
            if o.name in ("builtin.module", "func.func"):
                return False
            o = o.parent
        return False

    uses = []

    def collect(x):
        x = x.operation if hasattr(x, "operation") else x
        for v in x.operands:
            if not inside(v):
                uses.append((x, v))
        return ir.WalkResult.ADVANCE

    for o in block.operations:
        o.operation.walk(collect, ir.WalkOrder.PRE_ORDER)
    for user, v in uses:
        definer = v.owner
        if isinstance(definer, ir.Block) or definer.operation.name not in (
                "stablehlo.constant", "arith.constant"):
            raise NotImplementedError("its region uses a value defined outside it")
        key = definer.operation
        if key not in copies:
            first = block.operations[0]
            copies[key] = definer.operation.clone(ip=ir.InsertionPoint(first))
        user.replace_uses_of_with(v, copies[key].result)


def _find(root: ir.Operation, name: str):
    found = ops_named(root, name)
    return found[0] if found else None


def ints(attr) -> list[int]:
    """A DenseI64ArrayAttr / DenseIntElementsAttr as a Python list."""
    if isinstance(attr, ir.DenseI64ArrayAttr):
        return list(attr)
    if isinstance(attr, ir.DenseIntElementsAttr):
        return [int(x) for x in attr]
    raise TypeError(f"not an integer array: {attr}")


def tensor_type(value) -> ir.RankedTensorType:
    return ir.RankedTensorType(value.type)


def fill_region(target: ir.Operation, source: ir.Operation, index: int) -> None:
    """Replace the body of `target`'s only region with a copy of `source`'s region `index`.

    `target` (in a scratch module) was written with a placeholder body whose block arguments
    have the same types. The copy comes from a clone of `source` made next to it, so that the
    clone's operands stay valid; the clone is erased afterwards.
    """
    with source.context, source.location:
        clone = source.clone(ip=ir.InsertionPoint(source))
    src_block = clone.regions[index].blocks[0]
    _internalize_captures(src_block, clone)
    dst_block = target.regions[0].blocks[0]
    for o in reversed(list(dst_block.operations)):
        o.operation.erase()
    for old, new in zip(src_block.arguments, dst_block.arguments):
        old.replace_all_uses_with(new)
    for o in list(src_block.operations):
        dst_block.append(o.operation.detach_from_parent())
    clone.erase()


def ops_named(root: ir.Operation, name: str) -> list:
    """Every op called `name` under `root`, outermost first."""
    found = []

    def visit(o):
        o = o.operation if hasattr(o, "operation") else o
        if o.name == name:
            found.append(o)
        return ir.WalkResult.ADVANCE

    root.walk(visit, ir.WalkOrder.PRE_ORDER)
    return found
