"""`stablehlo.while`, `stablehlo.if`, `stablehlo.case` → `scf.while`, `scf.if`, a chain of `scf.if`.

`stablehlo-legalize-to-linalg` leaves these ops alone, so we turn them into their `scf`
counterparts on tensors: the ops inside the regions are moved over unchanged (the
legalization then lowers them where they are) and one-shot bufferization handles the `scf`
ops. Predicates and indices are 0-d tensors, read with `tensor.extract`. The `scf` ops carry
only tensors: tuple-typed values are flattened into their elements and tokens are dropped
(see `_structure`). Rules run innermost first, so nested control flow is already in `scf`
form when its parent is rewritten.
"""

from __future__ import annotations

import functools

from jaxlib.mlir import ir

from ..registry import lowering
from ._structure import all_leaf_types, flatten_all, replace_with_leaves


def _scalar(value: ir.Value, ip: ir.InsertionPoint, loc: ir.Location) -> ir.Value:
    """The element of a 0-d tensor.

    A predicate (i1) is read through an i8 copy, so that elementwise fusion computes the
    comparison straight into a byte and no buffer of 1-bit elements is needed for it.
    """
    element = ir.RankedTensorType(value.type).element_type
    if str(element) != "i1":
        return ir.Operation.create("tensor.extract", results=[element], operands=[value],
                                   ip=ip, loc=loc).result
    i8 = ir.IntegerType.get_signless(8)
    byte = ir.Operation.create("stablehlo.convert", results=[ir.RankedTensorType.get([], i8)],
                               operands=[value], ip=ip, loc=loc).result
    scalar = ir.Operation.create("tensor.extract", results=[i8], operands=[byte],
                                 ip=ip, loc=loc).result
    zero = ir.Operation.create("arith.constant", results=[i8],
                               attributes={"value": ir.IntegerAttr.get(i8, 0)},
                               ip=ip, loc=loc).result
    ne = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), 1)  # arith.cmpi predicate `ne`
    return ir.Operation.create("arith.cmpi", results=[ir.IntegerType.get_signless(1)],
                               operands=[scalar, zero], attributes={"predicate": ne},
                               ip=ip, loc=loc).result


def _move_body(region: ir.Region, block: ir.Block) -> None:
    """Move the ops of `region`'s only block to the end of `block`; rebind its arguments to
    `block`'s arguments (which carry the leaves of the old ones)."""
    old = region.blocks[0]
    for op in list(old.operations):
        block.append(op)
    replace_with_leaves(list(old.arguments), list(block.arguments),
                        ir.InsertionPoint.at_block_begin(block), region.owner.location)


def _terminator(block: ir.Block) -> ir.Operation:
    op = block.operations[len(block.operations) - 1]
    return op.operation if hasattr(op, "operation") else op


def _replace_terminator(block: ir.Block, name: str, loc: ir.Location) -> None:
    """Replace the block's `stablehlo.return` by `name` yielding the leaves of its operands."""
    ret = _terminator(block)
    leaves = flatten_all(list(ret.operands))
    ir.Operation.create(name, operands=leaves, ip=ir.InsertionPoint(ret), loc=loc)
    ret.erase()


def _finish(op: ir.Operation, new_op: ir.Operation) -> None:
    """Point the users of `op` at `new_op`'s results (rebuilding tuples/tokens), erase `op`."""
    replace_with_leaves(list(op.results), list(new_op.results),
                        ir.InsertionPoint(op), op.location)
    op.erase()


def _at_op_location(rule):
    """Run `rule` with the op's location as the default for everything it creates."""

    @functools.wraps(rule)
    def run(op: ir.Operation) -> None:
        with op.location:
            rule(op)

    return run


def _keep_looping(block: ir.Block, loc: ir.Location) -> None:
    """An empty `asm volatile` at the start of the condition: a side effect no pass may
    remove, so a loop is never deleted for looking pointless. The spec makes a `while` whose
    condition stays true run forever; without it MLIR's canonicalizer erases a loop whose
    results are loop-invariant (it treats an effect-free loop as dead) and LLVM, which assumes
    forward progress for `mustprogress` code, may too. It emits no instruction.
    (The compile's context loads the LLVM dialect only here: bytecode_reader.new_context.)"""
    loc.context.get_dialect_descriptor("llvm")
    ir.Operation.create("llvm.inline_asm", results=[], operands=[],
                        attributes={"asm_string": ir.StringAttr.get(""),
                                    "constraints": ir.StringAttr.get(""),
                                    "has_side_effects": ir.UnitAttr.get()},
                        ip=ir.InsertionPoint.at_block_begin(block), loc=loc)


@lowering("stablehlo.while")
@_at_op_location
def lower_while(op: ir.Operation) -> None:
    """`scf.while`: the `cond` region becomes `before`, ending in `scf.condition(pred, args)`;
    the body becomes `after`, ending in `scf.yield`."""
    loc = op.location
    ip = ir.InsertionPoint(op)
    inits = flatten_all(list(op.operands))
    types = all_leaf_types([v.type for v in op.results])
    new = ir.Operation.create("scf.while", results=types, operands=inits, regions=2, ip=ip,
                              loc=loc)
    arg_locs = [loc] * len(types)
    before = new.regions[0].blocks.append(*types, arg_locs=arg_locs)
    after = new.regions[1].blocks.append(*types, arg_locs=arg_locs)
    _move_body(op.regions[0], before)
    _move_body(op.regions[1], after)
    _keep_looping(before, loc)

    ret = _terminator(before)
    pred = _scalar(ret.operands[0], ir.InsertionPoint(ret), loc)
    ir.Operation.create("scf.condition", operands=[pred, *before.arguments],
                        ip=ir.InsertionPoint(ret), loc=loc)
    ret.erase()
    _replace_terminator(after, "scf.yield", loc)
    _finish(op, new)


@lowering("stablehlo.if")
@_at_op_location
def lower_if(op: ir.Operation) -> None:
    """`scf.if` on the extracted predicate, each branch ending in `scf.yield`."""
    loc = op.location
    ip = ir.InsertionPoint(op)
    pred = _scalar(op.operands[0], ip, loc)
    types = all_leaf_types([v.type for v in op.results])
    new = ir.Operation.create("scf.if", results=types, operands=[pred], regions=2, ip=ip,
                              loc=loc)
    for src, dst in zip(op.regions, new.regions):
        block = dst.blocks.append()
        _move_body(src, block)
        _replace_terminator(block, "scf.yield", loc)
    _finish(op, new)


@lowering("stablehlo.case")
@_at_op_location
def lower_case(op: ir.Operation) -> None:
    """A chain of `scf.if` on `index == k` for the branches 0..n-2, the last branch as the
    final `else` (what the spec asks for an index outside [0, n)); one branch is inlined.

    Not `scf.index_switch`: this MLIR's one-shot bufferization does not see that a switch's
    result aliases the buffers its cases yield, so a later op could write in place into a
    buffer the switch's result still names (a case result also returned by the function came
    back overwritten by the op after it: tests/test_loop_buffer_repros.py). Its analysis of
    `scf.if` gets this right, and a chain of n - 1 compares costs nothing next to a branch."""
    loc = op.location
    ip = ir.InsertionPoint(op)
    branches = list(op.regions)
    if len(branches) == 1:
        block = branches[0].blocks[0]
        leaves = flatten_all(list(_terminator(block).operands))
        for inner in list(block.operations)[:-1]:
            inner.move_before(op)
        replace_with_leaves(list(op.results), leaves, ip, loc)
        op.erase()
        return
    types = all_leaf_types([v.type for v in op.results])
    index = _scalar(op.operands[0], ip, loc)
    index = ir.Operation.create("arith.index_cast", results=[ir.IndexType.get()],
                                operands=[index], ip=ip, loc=loc).result
    eq = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), 0)  # arith.cmpi predicate `eq`
    first, at, otherwise = None, ip, None
    for k, branch in enumerate(branches[:-1]):
        value = ir.IntegerAttr.get(ir.IndexType.get(), k)
        position = ir.Operation.create("arith.constant", results=[ir.IndexType.get()],
                                       attributes={"value": value}, ip=at, loc=loc).result
        cond = ir.Operation.create("arith.cmpi", results=[ir.IntegerType.get_signless(1)],
                                   operands=[index, position], attributes={"predicate": eq},
                                   ip=at, loc=loc).result
        new = ir.Operation.create("scf.if", results=types, operands=[cond], regions=2, ip=at,
                                  loc=loc)
        if otherwise is not None:  # the previous `else` yields this `if`'s results
            ir.Operation.create("scf.yield", operands=list(new.results),
                                ip=ir.InsertionPoint(otherwise), loc=loc)
        first = first or new
        then = new.regions[0].blocks.append()
        _move_body(branch, then)
        _replace_terminator(then, "scf.yield", loc)
        otherwise = new.regions[1].blocks.append()
        at = ir.InsertionPoint(otherwise)
    _move_body(branches[-1], otherwise)
    _replace_terminator(otherwise, "scf.yield", loc)
    _finish(op, first)
