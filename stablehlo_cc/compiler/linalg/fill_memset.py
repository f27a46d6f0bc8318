"""A fill loop over a whole contiguous buffer with a repeated byte becomes one `memset`.

A `linalg.fill` (or a `linalg.map` / `linalg.generic` of no inputs yielding a constant: a
pad's border, a scatter's initial buffer) becomes a parallel loop that stores one value at
every index. Left alone, it became an outlined nest function (loop_nest_functions.py) and an
LLVM function that loop-idiom turns back into a single `memset` call. That round trip costs
the Python outlining, the MLIR lowering of the loops, LLVM's pipeline on one more function and
code generation's fixed ~0.3 ms a function, for a call the entry function can make itself
(issue 11: the flax CNN had 14 LLVM functions, 4 of them such a `memset`, the GRU 9 with 3,
the U-Net block 46 with 7).

It runs on the loops, after row_fusion.py: a fill that row fusion joined with the row loop
of its consumer (a layer norm's mean and variance, a reduction's initial value) stays there,
and only the fill loops left on their own are replaced. (Rewriting the `linalg.fill` ops
before the loops were made left each `memset` between two row loops, which row fusion then
could not join: torch_gelu_layernorm's mean and variance became two passes over the rows.)
Only fills outside other loops are rewritten (those in a loop are part of a nest whose
function LLVM optimizes as a whole), and only those too small for a parallel region
(parallel_loops.py: larger ones stay loops that the thread pool splits, each share becoming
a `memset` again). The pointer comes from `memref.extract_aligned_pointer_as_index`; LLVM
folds its round trip through an integer and knows the allocation's alignment again.
"""
from __future__ import annotations

import math
import struct

import mlir.ir as ir
from mlir.dialects import arith, memref

from ..walk import block_operations, defining_op
from . import parallel_loops
from .parallel_split import constant_index, parallel_operands

# Ops whose bodies run at most once per pass through their parent (not loops): a fill in
# them is not in a loop nest.
_STRAIGHT = frozenset(("func.func", "scf.if", "scf.index_switch", "scf.execute_region",
                       "scf.while"))
_PACK = {16: "<e", 32: "<f", 64: "<d"}  # (struct formats of the float widths)


def _contiguous_bytes(t) -> int:
    """Bytes of a static, row-major, gap-free memref type (0 when it is not one, or empty)."""
    if not isinstance(t, ir.MemRefType) or not t.has_static_shape:
        return 0
    width = _width(t.element_type)
    if width is None:
        return 0
    strides, offset = t.get_strides_and_offset()
    dynamic = ir.ShapedType.get_dynamic_stride_or_offset()
    if offset == dynamic:
        return 0
    running = 1
    for size, stride in zip(reversed(t.shape), reversed(strides)):
        if size != 1 and stride != running:
            return 0
        running *= size
    return running * width // 8


def _width(t) -> int | None:
    """Bit width of a byte-sized integer or float element type (None otherwise)."""
    if isinstance(t, ir.IntegerType) or isinstance(t, (ir.F16Type, ir.F32Type, ir.F64Type)):
        width = t.width
        return width if width in (8, 16, 32, 64) else None
    return None


def _byte(value) -> int | None:
    """The byte that repeated makes the constant `value` (None if there is none)."""
    op = defining_op(value)
    if op is None or op.name != "arith.constant":
        return None
    attr = op.attributes["value"]
    if isinstance(attr, ir.IntegerAttr) and isinstance(attr.type, ir.IntegerType):
        width = attr.type.width
        if width not in (8, 16, 32, 64):
            return None
        raw = (attr.value & ((1 << width) - 1)).to_bytes(width // 8, "little")
    elif isinstance(attr, ir.FloatAttr) and isinstance(attr.type, (ir.F16Type, ir.F32Type,
                                                                   ir.F64Type)):
        raw = struct.pack(_PACK[attr.type.width], attr.value)
    else:
        return None
    return raw[0] if raw == raw[:1] * len(raw) else None


def _outside_loops(op) -> bool:
    parent = op.parent
    while parent is not None and parent.name != "func.func":
        if parent.name not in _STRAIGHT:
            return False
        parent = parent.parent
    return parent is not None


def _filled(loop):
    """(value, buffer) of a fill loop: an `scf.parallel` from 0 by 1 to each dimension of a
    buffer whose body only stores one value at the loop's indices (what a
    `linalg.fill`, or a `linalg.map` / `linalg.generic` of no inputs that yields such a value,
    becomes); None for any other loop."""
    lowers, uppers, steps, inits = parallel_operands(loop)
    if inits:
        return None
    body = loop.regions[0].blocks[0]
    ops = block_operations(body)
    if len(ops) != 2 or ops[0].name != "memref.store" or ops[1].name != "scf.reduce":
        return None
    value, target, *indices = list(ops[0].operands)
    t = target.type
    if not isinstance(t, ir.MemRefType) or not t.has_static_shape or \
            list(indices) != list(body.arguments) or len(indices) != t.rank:
        return None
    if any(constant_index(v) != 0 for v in lowers) or any(constant_index(v) != 1 for v in steps) \
            or [constant_index(v) for v in uppers] != list(t.shape):
        return None
    return value, target


def fills_to_memset(module, loops: list, parallel: bool) -> list:
    """Replace each fill loop among `loops` (the module's `scf.parallel` ops: `_filled`) that
    sets a whole contiguous buffer to a repeated byte, outside any other loop, by a `memset`;
    with `parallel`, not those large enough for a parallel region. Returns the loops of
    `loops` left, in their order (the others are erased)."""
    ctx = module.context
    left = []
    for op in loops:
        filled = _filled(op)
        if filled is None:
            left.append(op)
            continue
        value, target = filled
        size = _contiguous_bytes(target.type)
        byte = _byte(value)
        if not size or byte is None or not _outside_loops(op):
            left.append(op)
            continue
        t = target.type
        elements = math.prod(t.shape)
        if parallel and elements * parallel_loops.MEMORY_WEIGHT >= \
                parallel_loops.MIN_PARALLEL_WORK:
            left.append(op)
            continue
        _, offset = t.get_strides_and_offset()
        i8, i64 = ir.IntegerType.get_signless(8, ctx), ir.IntegerType.get_signless(64, ctx)
        with ir.InsertionPoint(op), op.location:
            address = arith.index_cast(
                i64, memref.extract_aligned_pointer_as_index(target))
            if offset:
                address = arith.addi(address, arith.constant(
                    i64, offset * _width(t.element_type) // 8))
            pointer = ir.Operation.create("llvm.inttoptr", [ir.Type.parse("!llvm.ptr", ctx)],
                                          [address]).result
            ir.Operation.create("llvm.intr.memset", [], [
                pointer, arith.constant(i8, byte), arith.constant(i64, size)],
                {"isVolatile": ir.BoolAttr.get(False, ctx)})
        op.erase()
    return left
