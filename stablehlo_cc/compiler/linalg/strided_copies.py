"""`memref.copy` between buffers that are not both contiguous becomes a `linalg.copy` (loops).

`finalize-memref-to-llvm` turns such a copy into a call to `memrefCopy` from MLIR's C runner
utilities, a library our code is not linked with (the JIT would call a null address, a `.so`
would not link). Contiguous copies stay `memref.copy` and become `memcpy`, unless they are
large (`PARALLEL_COPY_BYTES`, such as the copy of a 64 MiB operand a scatter updates): then
they become a `linalg.copy` too, whose loops the thread pool splits (parallel_loops.py);
LLVM turns each thread's share back into a `memcpy`. One core cannot draw all of the
memory bandwidth, so the threads copy faster (XLA:CPU and IREE also split large copies
into parallel blocks).

A strided copy whose innermost dimensions are contiguous in both buffers (the rows a
convolution's parallel block copies into its zero-padded slab of the input: 48x32 floats,
6 KiB, per row) becomes a loop over the outer dimensions that copies one contiguous chunk
per iteration (`memcpy`) when the chunk holds at least `CHUNK_BYTES` (a parallel loop, which
the thread pool splits when it is large: parallel_loops.py counts a chunk's bytes): as element loops LLVM
vectorized each with alias checks, a vector epilogue and scalar remainders, and unrolled
them (MobileNetV2: ~1,000 lines of LLVM IR per padded convolution, a third of its LLVM
time), for code that `memcpy` does as fast. (IREE copies a padded tile's interior with
vector transfers of whole rows; XLA:CPU's Eigen convolution pads while packing.)
"""

from __future__ import annotations

import mlir.ir as ir
from mlir.dialects import arith, memref

from ..walk import ops_named
from . import named_ops

# Contiguous chunks at least this large are copied with one memcpy each.
CHUNK_BYTES = 256


def _contiguous(t) -> bool:
    """Identity layout, or a static shape laid out row-major without gaps (a subview of
    whole rows): what finalize-memref-to-llvm copies with one memcpy."""
    if not isinstance(t, ir.MemRefType):
        return False
    if t.affine_map == ir.AffineMap.get_identity(t.rank, t.context):
        return True
    return t.has_static_shape and _contiguous_dims(t) + _leading_units(t) >= t.rank


def _contiguous_dims(t) -> int:
    """How many innermost dimensions of `t` are laid out row-major without gaps (static
    sizes and strides)."""
    strides, _ = t.get_strides_and_offset()
    running, count = 1, 0
    for dim in reversed(range(t.rank)):
        if t.is_dynamic_dim(dim) or strides[dim] != running:
            break
        running *= t.get_dim_size(dim)
        count += 1
    return count


def _leading_units(t) -> int:
    """How many outermost dimensions of `t` have size 1 (their strides do not matter)."""
    count = 0
    for dim in range(t.rank):
        if t.is_dynamic_dim(dim) or t.get_dim_size(dim) != 1:
            break
        count += 1
    return count


def _chunk_dims(source, target) -> int:
    """Innermost dimensions copied as one contiguous chunk per iteration of a loop over the
    others (0: copy element by element)."""
    if not (isinstance(source, ir.MemRefType) and isinstance(target, ir.MemRefType)):
        return 0
    width = getattr(source.element_type, "width", None)
    if width is None or width % 8 or source.rank < 2:
        return 0
    dims = min(_contiguous_dims(source), _contiguous_dims(target), source.rank - 1)
    if dims == 0:
        return 0
    count = 1
    for dim in range(source.rank - dims, source.rank):
        count *= source.get_dim_size(dim)
    return dims if count * width // 8 >= CHUNK_BYTES else 0


def _chunk_view(buffer, t, indices, dims):
    """The chunk of `buffer` (type `t`) at `indices` of its outer dimensions: a subview
    with unit outer sizes, contiguous."""
    strides, _ = t.get_strides_and_offset()
    outer = t.rank - dims
    shape = [1] * outer + [t.get_dim_size(d) for d in range(outer, t.rank)]
    dynamic = ir.ShapedType.get_dynamic_stride_or_offset()
    layout = ir.StridedLayoutAttr.get(dynamic, strides)
    view = ir.MemRefType.get(shape, t.element_type, layout, t.memory_space)
    return memref.SubViewOp(view, buffer, indices, [], [],
                            [dynamic] * outer + [0] * dims, shape, [1] * t.rank).result


def _parallel_nest(bounds, body) -> None:
    """One `scf.parallel` from 0 to each of `bounds` (index values), `body(indices)` inside:
    parallel_loops.py keeps it for the thread pool when its work pays (its iterations write
    disjoint chunks), else makes it nested `scf.for`s."""
    index = ir.IndexType.get()
    n = len(bounds)
    zero, one = arith.ConstantOp(index, 0).result, arith.ConstantOp(index, 1).result
    loop = ir.Operation.create(
        "scf.parallel", results=[], operands=[zero] * n + list(bounds) + [one] * n,
        attributes={"operandSegmentSizes": ir.DenseI32ArrayAttr.get([n, n, n, 0])},
        regions=1)
    block = loop.regions[0].blocks.append(*([index] * n))
    with ir.InsertionPoint(block):
        terminator = ir.Operation.create(
            "scf.reduce", results=[], operands=[],
            attributes={"operandSegmentSizes": ir.DenseI32ArrayAttr.get([0])}, regions=0)
    with ir.InsertionPoint(terminator):
        body(list(block.arguments))


def _copy_in_chunks(op, dims: int) -> None:
    """A loop over the outer dimensions, each iteration a memref.copy of one contiguous
    chunk of the inner `dims` dimensions (a memcpy). The loop is parallel: a large strided
    copy is serial glue between parallel regions otherwise (the encoder kernel's attention
    copies its Q and K heads, 2 x 256 x 8 x 64 f32 out of the fused QKV projection's rows,
    into the batched products' operands: 1 MiB each, ~0.2 ms each on one thread, while the
    regions around it ran on two)."""
    source, target = op.operands[0], op.operands[1]
    st, tt = ir.MemRefType(source.type), ir.MemRefType(target.type)
    index = ir.IndexType.get()
    bounds = [memref.DimOp(source, arith.ConstantOp(index, dim).result).result
              if st.is_dynamic_dim(dim) else arith.ConstantOp(index, st.get_dim_size(dim)).result
              for dim in range(st.rank - dims)]
    _parallel_nest(bounds, lambda indices: memref.CopyOp(
        _chunk_view(source, st, indices, dims), _chunk_view(target, tt, indices, dims)))


# Contiguous copies this large become loops the threads share.
PARALLEL_COPY_BYTES = 1 << 22


def _large(t) -> bool:
    if not t.has_static_shape or t.rank == 0:
        return False
    width = getattr(t.element_type, "width", None)
    if width is None or width % 8:
        return False
    count = 1
    for d in t.shape:
        count *= d
    return count * width // 8 >= PARALLEL_COPY_BYTES


def lower_strided_copies(module) -> None:
    for op in ops_named(module, "memref.copy", in_linalg_bodies=False):
        source, target = op.operands[0], op.operands[1]
        if _contiguous(source.type) and _contiguous(target.type) and not _large(target.type):
            continue
        dims = 0 if _large(target.type) else _chunk_dims(source.type, target.type)
        with ir.InsertionPoint(op), op.location:
            if dims:
                _copy_in_chunks(op, dims)
            else:
                named_ops.copy(source, target)
        op.erase()
