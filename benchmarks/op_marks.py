"""Timestamp marks between the top-level ops of a compiled program, for `benchmarks.op_profile`.

Why marks in the code rather than each op compiled alone: an op timed in its own function
sees cold caches, other operand layouts and none of the fusion decisions of the whole
program; a mark between two ops measures the op where it really runs, with the buffers,
copies and allocations the compiler put around it. (XLA:CPU's own profile does the same: a
trace event around each thunk of the program.)

After elementwise fusion, just before contractions are tiled (`contraction_codegen`), every
public function's body is a sequence of tensor ops: each op that does work is followed by a
mark, `T[i] = cycle counter` (LLVM's `readcyclecounter`, a volatile store to a buffer the
profiler owns, whose address is a constant of the code). Those are side effects, so nothing
moves an op across a mark: op i took `T[i] - T[i-1]` cycles, including the allocations and
copies bufferization later places just before it (a transposed operand copy made for a
contraction, or the copies into the results at the end, are charged to the op that needs them).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import mlir.ir as uir
from mlir.dialects import llvm

# Ops that make no code of their own (views, constants, shapes): their cost, if any, goes to
# the next op that does work.
_FREE = {"tensor.empty", "arith.constant", "tensor.expand_shape", "tensor.collapse_shape",
         "tensor.cast", "tensor.extract_slice", "tensor.reshape", "func.return",
         "bufferization.alloc_tensor", "ub.poison", "arith.index_cast", "tensor.dim"}
_TAG = "shlo.profile_mark"
_BODY_FREE = {"linalg.yield", "linalg.index", "arith.constant", "tensor.extract"}


@dataclass
class OpInfo:
    """What one mark measures: the op before it."""

    index: int
    name: str  # e.g. linalg.generic
    kind: str  # contraction, reduction, elementwise, transpose, copy, fill, other
    shapes: str  # "1x64x256 256x8x32 -> 1x64x8x32"
    body: str = ""  # the arithmetic of a generic's body, e.g. "mulf addf"
    flops: float = 0.0
    bytes: float = 0.0  # every operand read once and the result written once
    copied: float = 0.0  # bytes of the copies bufferization put before the op (and after
    # the previous one), whose time is the op's too
    loops: list = field(default_factory=list)


def _shape(t) -> str:
    if isinstance(t, uir.ShapedType) and t.has_static_shape:
        return "x".join(str(d) for d in t.shape) or "scalar"
    return str(t)


def _bytes(t) -> float:
    if not (isinstance(t, uir.ShapedType) and t.has_static_shape):
        return 0.0
    width = getattr(t.element_type, "width", 32)
    return math.prod(t.shape) * max(width, 8) / 8


def _loop_ranges(op) -> list[int] | None:
    if "indexing_maps" not in op.attributes:
        return None
    maps = [uir.AffineMapAttr(a).value for a in op.attributes["indexing_maps"]]
    ranges = [None] * maps[0].n_dims
    for value, amap in zip(op.operands, maps):
        t = value.type
        if not isinstance(t, uir.ShapedType) or not t.has_static_shape:
            continue
        for size, expr in zip(t.shape, amap.results):
            if isinstance(expr, uir.AffineDimExpr):
                ranges[expr.position] = size
    return None if None in ranges else ranges


def _body_ops(op) -> list[str]:
    if not op.regions or not op.regions[0].blocks:
        return []
    return [o.operation.name.split(".", 1)[1] for o in op.regions[0].blocks[0].operations
            if o.operation.name not in _BODY_FREE]


def _kind(op, body: list[str]) -> str:
    name = op.name
    if name in ("linalg.matmul", "linalg.batch_matmul", "linalg.matvec", "linalg.vecmat",
                "linalg.dot") or "conv" in name:
        return "contraction"
    if name == "linalg.fill":
        return "fill"
    if name in ("linalg.transpose",):
        return "transpose"
    if name in ("linalg.copy", "memref.copy", "tensor.insert_slice", "tensor.concat",
                "tensor.pad"):
        return "copy"
    if name != "linalg.generic":
        return "other"
    kinds = [str(a) for a in op.attributes["iterator_types"]]
    reduces = any("reduction" in k for k in kinds)
    if reduces and "mulf" in body and "addf" in body:
        return "contraction"
    if reduces:
        return "reduction"
    if not body:
        maps = [uir.AffineMapAttr(a).value for a in op.attributes["indexing_maps"]]
        return "broadcast" if any(m.n_inputs != len(m.results) for m in maps[:-1]) \
            else "transpose/copy"
    return "elementwise"


def describe(op, index: int) -> OpInfo:
    name = op.name
    ins = [v.type for v in op.operands]
    outs = [r.type for r in op.results]
    shapes = " ".join(_shape(t) for t in ins if isinstance(t, uir.ShapedType)) + " -> " + \
        " ".join(_shape(t) for t in outs)
    body = _body_ops(op) if name.startswith("linalg.") else []
    info = OpInfo(index, name, _kind(op, body), shapes, " ".join(body))
    if name.startswith("linalg."):
        # operands only: outs of a generic are also operands (read when accumulating)
        info.bytes = sum(_bytes(t) for t in ins[:len(ins) - len(outs)]) + \
            sum(_bytes(t) for t in outs)
        ranges = _loop_ranges(op)
        if ranges is not None:
            info.loops = ranges
            work = len(body) if name == "linalg.generic" else 2
            info.flops = math.prod(ranges) * work
    else:
        info.bytes = sum(_bytes(t) for t in ins) + sum(_bytes(t) for t in outs)
    return info


def _mark(slot_address: int, ip, location):
    """A volatile store of 0 to the slot: an op with a known side effect, which bufferization
    accepts and nothing moves or removes; `stamp_marks` then stores the cycle counter."""
    i64 = uir.IntegerType.get_signless(64)
    with ip, location:
        zero = llvm.mlir_constant(uir.IntegerAttr.get(i64, 0))
        address = llvm.mlir_constant(uir.IntegerAttr.get(i64, slot_address))
        pointer = llvm.inttoptr(llvm.PointerType.get(), address)
        store = llvm.StoreOp(zero, pointer, volatile_=True)
        store.attributes[_TAG] = uir.UnitAttr.get()
    return store


def _visibility(func) -> str:
    attrs = func.attributes
    return uir.StringAttr(attrs["sym_visibility"]).value if "sym_visibility" in attrs \
        else "public"


def instrument(module, base_address: int, capacity: int) -> list[OpInfo]:
    """Put a mark at the start of each public function and after each of its top-level ops
    that does work; slot i of the buffer at `base_address` gets mark i. Returns the ops in
    order (OpInfo.index = its mark), the function starts included as name "entry"."""
    infos: list[OpInfo] = []

    def next_slot(info: OpInfo) -> int:
        if len(infos) >= capacity:
            raise ValueError(f"more than {capacity} ops to mark")
        info.index = len(infos)
        infos.append(info)
        return base_address + 8 * info.index

    for func in module.body.operations:
        if func.operation.name != "func.func" or not func.regions[0].blocks or \
                _visibility(func) != "public":
            continue
        block = func.regions[0].blocks[0]
        ops = list(block.operations)
        entry = OpInfo(0, "entry", "entry", uir.StringAttr(func.attributes["sym_name"]).value)
        _mark(next_slot(entry), uir.InsertionPoint(ops[0]), ops[0].location)
        for op, after in zip(ops, ops[1:]):  # (the last op is the return)
            if op.operation.name in _FREE:
                continue
            info = describe(op.operation, len(infos))
            _mark(next_slot(info), uir.InsertionPoint(after), op.location)
        # the copies into the results, which bufferization adds before the return, are
        # marked after it (`mark_returns`)
        results = OpInfo(0, "results", "copy", "copies into the result buffers")
        next_slot(results)
        func.attributes["shlo.profile_return_slot"] = uir.IntegerAttr.get(
            uir.IntegerType.get_signless(64), base_address + 8 * results.index)
    return infos


def _slot_address(store) -> int:
    pointer = store.operands[1].owner  # llvm.inttoptr of a constant (see `_mark`)
    return uir.IntegerAttr(pointer.operands[0].owner.attributes["value"]).value


def stamp_marks(module) -> dict:
    """After bufferization (whose deallocation pass refuses ops of unknown effects, such as
    an intrinsic call): each mark stores the cycle counter; the last mark of each
    instrumented function moves to just before its return, after the result copies.
    Returns, for each mark's slot address, the bytes bufferization copies (`memref.copy`)
    between the previous mark and it: copies charged to that op."""
    i64 = uir.IntegerType.get_signless(64)
    copied = {}
    for func in module.body.operations:
        if func.operation.name != "func.func" or \
                "shlo.profile_return_slot" not in func.attributes:
            continue
        address = uir.IntegerAttr(func.attributes["shlo.profile_return_slot"]).value
        del func.attributes["shlo.profile_return_slot"]
        for block in func.regions[0].blocks:
            ret = list(block.operations)[-1]
            if ret.operation.name == "func.return":
                _mark(address, uir.InsertionPoint(ret), ret.location)
        for block in func.regions[0].blocks:
            pending = 0.0
            for op in list(block.operations):
                if op.operation.name == "memref.copy":
                    pending += _bytes(op.operands[0].type)
                if _TAG not in op.attributes:
                    continue
                copied[_slot_address(op)] = pending
                pending = 0.0
                with uir.InsertionPoint(op), op.location:
                    now = llvm.call_intrinsic(i64, "llvm.readcyclecounter", [], [], [])
                op.operands[0] = now
                del op.attributes[_TAG]
    return copied
