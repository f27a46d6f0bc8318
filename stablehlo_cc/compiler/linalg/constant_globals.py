"""The globals that hold tensor constants, named in program order before bufferization, so
that the same program always compiles to the same code.

One-shot bufferization (compiler/pipeline.BUFFERIZE) gives each tensor `arith.constant` a
`memref.global` named `__constant_<shape>x<type>`, suffixed `_0`, `_1`, ... when that name
is taken, and moves each new one to the top of the module. It bufferizes the functions in
an order MLIR takes from a `DenseMap` keyed by the functions' addresses
(`getFuncOpsOrderedByCalls` in mlir/lib/Dialect/Bufferization/Transforms/
OneShotModuleBufferize.cpp: the callees first, and among the functions that are ready it
takes the first in the map's bucket order). Where two functions hold constants of one type
(ConvNeXt's and EfficientNet's depthwise convolution descriptors, `memref<24xi64>`), which
one became `__constant_24xi64` and which `__constant_24xi64_3`, and the order of the
globals in the module, changed from one run to the next (other heap addresses: another
PYTHONHASHSEED, another module compiled before in the process); so did the LLVM IR, the
assembly and the object's data section. Nothing else in bufferization depended on that
order: with the globals renamed by value, the bufferized modules of two runs were equal.

MLIR's `getGlobalFor` (mlir/lib/Dialect/Bufferization/Transforms/BufferUtils.cpp) first
looks for a global of the module with the constant's value and alignment, and uses it. So
each distinct value gets its global here, in the order of the constants' first appearance
in the module, and bufferization only uses them.
"""

from __future__ import annotations

import mlir.ir as uir
from mlir.dialects import memref

# one-shot-bufferize's `buffer-alignment` (its default, which compiler/pipeline.py keeps):
# getGlobalFor reuses a global only when its alignment is this one
ALIGNMENT = 64


def tensor_constants(module) -> list:
    """The tensor `arith.constant` ops of `module`, in program order. Bodies of linalg ops
    (scalar code) are not entered: a linalg-level module's ops are about half such bodies."""
    found = []
    advance, skip = uir.WalkResult.ADVANCE, uir.WalkResult.SKIP

    def visit(op):
        name = op.name
        if name == "arith.constant":
            if isinstance(op.results[0].type, uir.RankedTensorType):
                found.append(op)
            return skip
        return skip if name.startswith("linalg.") else advance

    module.operation.walk(visit, uir.WalkOrder.PRE_ORDER)
    return found


def _base_name(t) -> str:
    """MLIR's own name for a constant of tensor type `t`: `__constant_2x3xf32`."""
    return "__constant_" + "".join(f"{d}x" for d in t.shape) + str(t.element_type)


def name_constant_globals(module) -> int:
    """A private constant `memref.global` for each distinct value (and type) of the tensor
    constants of `module`, at its top in program order, named like MLIR names them; returns
    how many were made.

    A constant of complex numbers is left to MLIR: these Python bindings cannot hand its
    value over (reading the attribute raises a TypeError: no Python class for a dense
    attribute of complex elements), so its global keeps MLIR's name, in MLIR's order."""
    body = module.body
    taken = set()
    first = None  # the module's first op that is not one of the globals made here
    for op in body.operations:
        op = op.operation
        if first is None:
            first = op
        if "sym_name" in op.attributes:
            taken.add(uir.StringAttr(op.attributes["sym_name"]).value)
    seen = set()
    made = 0
    alignment = None
    for op in tensor_constants(module):
        try:
            value = op.attributes["value"]
        except TypeError:  # (see the docstring)
            continue
        t = op.results[0].type
        if value in seen or t.encoding is not None:
            continue
        seen.add(value)
        name = base = _base_name(t)
        suffix = 0
        while name in taken:
            name, suffix = f"{base}_{suffix}", suffix + 1
        taken.add(name)
        with uir.Location.unknown(module.context):
            if alignment is None:
                alignment = uir.IntegerAttr.get(uir.IntegerType.get_signless(64), ALIGNMENT)
            point = uir.InsertionPoint(first) if first is not None \
                else uir.InsertionPoint(body)
            with point:
                memref.GlobalOp(name, uir.TypeAttr.get(
                    uir.MemRefType.get(t.shape, t.element_type)), sym_visibility="private",
                    initial_value=value, constant=True, alignment=alignment)
        made += 1
    return made
