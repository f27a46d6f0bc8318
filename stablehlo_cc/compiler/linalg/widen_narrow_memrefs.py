"""Buffers of sub-byte integers (`i1`, `i2`, `i4`) become byte buffers before lowering to LLVM.

MLIR 22's `finalize-memref-to-llvm` asserts (aborting the process) on a `memref.load` or
`memref.store` whose element is narrower than 8 bits. Our ABI stores such elements one a byte
anyway (numpy `bool` and ml_dtypes' `int4`/`int2` do the same, in the low bits), so every
`memref<..xiN>` with N < 8 is retyped to `memref<..xi8>`: loads truncate, stores zero-extend.
Runs on loops over memrefs (after `convert-linalg-to-loops`).
"""

from __future__ import annotations

import re

import mlir.ir as ir

from ...errors import CompileError

# Ops that only move buffers around: a retype of their memref values is all they need.
_ELEMENT_ACCESS = ("memref.load", "memref.store")
_UNSUPPORTED_PREFIXES = ("vector.", "memref.atomic_rmw", "memref.generic_atomic_rmw",
                         "linalg.", "affine.load", "affine.store")


def _narrow(element) -> bool:
    return isinstance(element, ir.IntegerType) and element.width < 8


def _widened(t: ir.Type) -> ir.Type | None:
    """The byte-element version of a narrow memref type, or None if `t` is not one."""
    if isinstance(t, ir.MemRefType) and _narrow(t.element_type):
        i8 = ir.IntegerType.get_signless(8, t.context)
        return ir.MemRefType.get(t.shape, i8, t.layout, t.memory_space,
                                 loc=ir.Location.unknown(t.context))
    if isinstance(t, ir.UnrankedMemRefType) and _narrow(t.element_type):
        i8 = ir.IntegerType.get_signless(8, t.context)
        return ir.UnrankedMemRefType.get(i8, t.memory_space, loc=ir.Location.unknown(t.context))
    return None


def _widened_function_type(t: ir.FunctionType) -> ir.FunctionType | None:
    inputs = [_widened(x) or x for x in t.inputs]
    results = [_widened(x) or x for x in t.results]
    if inputs == list(t.inputs) and results == list(t.results):
        return None
    return ir.FunctionType.get(inputs, results, t.context)


def _widened_dense(attr: ir.Attribute) -> ir.Attribute:
    """A constant's initial value with byte elements: `true`/`false` become 1/0; a hex blob of
    i1 or i4 already holds one byte an element."""
    text = str(attr)
    m = re.fullmatch(r"(dense<.*>) : tensor<((?:\d+x)*)i\d>", text, re.S)
    if not m:
        raise CompileError(f"internal error: cannot widen the constant {text[:80]}")
    body = re.sub(r"\btrue\b", "1", re.sub(r"\bfalse\b", "0", m.group(1)))
    return ir.Attribute.parse(f"{body} : tensor<{m.group(2)}i8>", attr.context)


def _rewrite_element_access(op: ir.Operation) -> None:
    i8 = ir.IntegerType.get_signless(8, op.context)
    if op.name == "memref.load":
        value = op.results[0]
        narrow = value.type
        value.set_type(i8)
        with ir.InsertionPoint.after(op), op.location:
            trunc = ir.Operation.create("arith.trunci", results=[narrow], operands=[value])
        value.replace_all_uses_except(trunc.results[0], trunc)
    else:  # memref.store %value, %memref[...]
        value = op.operands[0]
        with ir.InsertionPoint(op), op.location:
            ext = ir.Operation.create("arith.extui", results=[i8], operands=[value])
        op.operands[0] = ext.results[0]


# Dialects whose ops take and make only scalars and vectors (their type constraints exclude
# memrefs) and hold no regions: nothing of theirs is retyped. `arith.select` is the exception:
# it chooses between values of any type, buffers too (an `if` of i1 tensors folds to one).
_SCALAR_PREFIXES = ("arith.", "math.")
_ANY_TYPE_OPS = {"arith.select"}


def _all_ops(module, functions: set | None) -> list[ir.Operation]:
    """The ops of the module; with `functions`, only those of the functions so named (and
    the module's own ops)."""
    ops = []

    def visit(op):
        ops.append(op.operation if hasattr(op, "operation") else op)
        return ir.WalkResult.ADVANCE

    if functions is None:
        module.operation.walk(visit)
        return ops
    for op in module.body.operations:
        op = op.operation
        if op.name == "func.func" and \
                ir.StringAttr(op.attributes["sym_name"]).value in functions:
            op.walk(visit)
        else:
            ops.append(op)  # (a global, or a function without narrow buffers: not entered)
    return ops


def _widened_cached(t: ir.Type, cache: dict) -> ir.Type | None:
    """`_widened`, once per distinct type (types are uniqued: most values share a few)."""
    if t in cache:
        return cache[t]
    found = cache[t] = _widened(t)
    return found


def widen_narrow_memrefs(module, source_name: str, functions: set | None = None) -> None:
    """Retype every sub-byte integer buffer of the (upstream) module to bytes; with
    `functions`, the names of the only functions that hold such buffers (the others are
    not visited: after outlining, a transformer's mask buffers are in a few of ~100).

    One pass over the ops notes which results, block arguments and function types change
    (the loads and stores rewritten on the way only add scalar values), so the retyping
    visits only those: the module holds ~10k ops, of which a few dozen touch such buffers."""
    cache: dict = {}
    retype = []  # (op, narrow result positions)
    for op in _all_ops(module, functions):
        if op.name.startswith(_SCALAR_PREFIXES) and op.name not in _ANY_TYPE_OPS:
            # (a third of the ops; never a buffer)
            continue
        results = list(op.results)
        narrow = [i for i, r in enumerate(results) if _widened_cached(r.type, cache) is not None]
        # first the element accesses, while the memrefs still say what they hold
        if narrow or any(_widened_cached(v.type, cache) is not None for v in op.operands):
            if op.name in _ELEMENT_ACCESS:
                _rewrite_element_access(op)
            elif op.name.startswith(_UNSUPPORTED_PREFIXES):
                raise CompileError(f"{source_name}: internal error: {op.name} on a buffer of "
                                   "sub-byte integers cannot be lowered yet")
        if narrow or len(op.regions) or op.name == "memref.global":
            retype.append((op, narrow))
    for op, narrow in retype:
        for i in narrow:
            value = op.results[i]
            value.set_type(_widened_cached(value.type, cache))
        for region in op.regions:
            for block in region.blocks:
                for arg in block.arguments:
                    new = _widened_cached(arg.type, cache)
                    if new is not None:
                        arg.set_type(new)
        attrs = op.attributes
        if "function_type" in attrs:
            new = _widened_function_type(attrs["function_type"].value)
            if new is not None:
                attrs["function_type"] = ir.TypeAttr.get(new)
        if op.name == "memref.global":
            new = _widened(attrs["type"].value)
            if new is not None:
                attrs["type"] = ir.TypeAttr.get(new)
                if "initial_value" in attrs and isinstance(attrs["initial_value"],
                                                           ir.DenseElementsAttr):
                    attrs["initial_value"] = _widened_dense(attrs["initial_value"])
