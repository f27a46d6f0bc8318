"""Element loops that write large outputs ("streaming loops"): interleaved, and, opt-in,
non-temporal stores.

Which loops, decided at compile time from static shapes: a `memref.store` of f32 or f64 into
a destination of STREAM_FROM bytes or more (a quarter of a 32 MiB L3, the threshold of the C
kernels) with the identity layout that is a function argument (a result the caller hands
in); its last index is the induction variable of the innermost `scf.for` around it (step 1,
possibly plus a multiple of a vector from outside the loop: the blocks of parallel_split.py's
strip-mined loops), its other indices do not change in that loop, every run of the loop
starts on a vector boundary (rows a multiple of ALIGN bytes) and writes MIN_RUN_BYTES or more;
nothing in the loop nest reads the destination or makes a view of it. Programs with dynamic
shapes are specialized to concrete shapes before this stage (compiler/specialize.py), so each
specialization is judged on its own shapes. Small outputs (all of the model zoo's) keep their
code unchanged: a result that fits in the cache is read back from there by the next op.

1. Interleaving (always). Such a loop is bound by memory only when enough independent vectors
   are in flight; interleaved_loops.py asks LLVM to interleave 4 vectors for bodies of 24 ops
   and more, and the 8-op FMA chain over 16M f32 (16 ops, one dependent chain of ~32 cycles a
   vector) ran at one vector a step: 9.9-10.6 ms on one Zen 3 core, 8.0-8.9 ms with four
   (pinned, separate processes alternated, medians of 25; the STREAM-add floor of its 192 MiB
   is 7.6 ms at 25.4 GB/s). The same annotation is set here on every streaming loop.

2. Non-temporal stores (on unless STABLEHLO_CC_STREAMING_STORES=0). An ordinary store to a
   line not in the cache first reads it (a read for ownership), so a loop writing a 64 MiB
   result moves 128 MiB for it; a non-temporal store (`vmovntps`) writes whole lines through
   the write-combining buffers. The C kernels (contract/native/transpose.c, depthwise.c)
   store outputs of 8 MiB and up that way, as do oneDNN's reorders and glibc's memset/memcpy
   above a share of the last-level cache; XLA:CPU and IREE leave element loops to LLVM with
   ordinary stores. Measured on one Zen 3 core (pinned, separate processes alternated,
   medians): the FMA chain 9.7-10.1 ms before this module -> 7.2-7.5 ms (interleaved and
   non-temporal; 192 MiB at 25.4 GB/s STREAM add is 7.6 ms), GELU over 16M f32 11.2-11.5 ->
   10.9 ms. It pays only with the result at the start of a page (runtime/result_pool.py):
   64 bytes into its page, behind inputs 16 bytes into theirs (numpy's), the inputs' loads
   4K-aliased the pending non-temporal stores and GELU ran 11.3 -> 12.4 ms. Two threads could
   not be measured (the host's other CPU was busy with other sessions); there the saving of
   a third of the traffic matters most, the loop being bound by the memory bus.
   How: LLVM's loop vectorizer refuses a scalar store marked non-temporal at 4-byte alignment
   (it asks the target for a non-temporal vector store at the scalar's alignment, which x86
   grants only to AMD's SSE4A scalar `movntss`), and LLVM's OpenMP outlining (CodeExtractor)
   drops `llvm.assume` alignment facts inside parallel regions. So the nest is versioned at
   run time on the destinations' ALIGN-byte alignment (results come 64-byte aligned from the
   runtime's pool, runtime/result_pool.py; a caller's `out=` array may not be), the aligned
   copy's function gets the LLVM attribute FUNCTION_ATTRIBUTE (OpenMP outlining copies it to
   the parallel body), and after LLVM's optimization `streaming_ir` adds `!nontemporal` and the
   alignment the static facts above prove to the vector stores of the loop vectorizer's vector
   bodies in those functions: `vmovntps` needs an aligned address (an under-aligned one is
   split into 8-byte stores by the x86 back end). The loops elementwise_vectors.py widens
   in MLIR (since 2026-11-27 those of the aligned copies too) get their non-temporal,
   aligned vector stores there, and LLVM's loop vectorizer leaves them alone.
   Ordering: non-temporal stores are weakly ordered; others may read the results only after an
   `sfence`. The pool's join is a locked read-modify-write (contract/native/parallel.c), which
   orders them on x86, but a C caller may hand in its own executor whose join we do not know,
   so, as transpose.c and depthwise.c do, each piece of work fences its own stores: an
   `sfence` follows the OpenMP work-sharing loop inside the parallel region (once a block of
   the pool's split), or the nest itself when it runs on the calling thread.

The last pass of a fused row loop (row_scratch.py) writes its large result from a scratch row;
its stores carry ROW_STREAM, elementwise_vectors.py makes their vector stores non-temporal when
it widens them, and `mark` fences them here as it fences its own.
"""

from __future__ import annotations

import os
import re

import mlir.ir as uir
from mlir.dialects import arith, memref, scf

from ..walk import is_nested_in, ops_named
from .parallel_split import BLOCK_TRIP, constant_index

# Destinations of this many bytes and up make streaming loops: a quarter of the 32 MiB L3 of a
# Zen 3 CCX, the threshold of contract/native/transpose.c and depthwise.c (a smaller result is
# likely still in the cache when the next op reads it).
STREAM_FROM = 8 << 20
# The innermost loop must write at least this many contiguous bytes: whole lines but at its
# ends, and a loop long enough that LLVM does not unroll it fully before vectorizing (its
# vector stores would then not be in a vector body). 1 KiB (was 4 KiB, 2026-11-26): the
# embedding gather of 16K rows of 256 f32 (a 16 MiB result, a 1 KiB loop a row, which LLVM
# vectorizes) streams since, 1.86-1.90 -> 1.44-1.65 ms on one CPU (thread CPU time, medians,
# alternated; XLA:CPU 1.71); it is the only kernel of benchmarks/kernels.py whose code changed.
MIN_RUN_BYTES = 1024
_ELEMENT_BYTES = {"f32": 4, "f64": 8}
# The alignment (bytes) of the destinations for which the streamed version runs: that of an
# AVX-512 vector, which its `vmovntps` needs (results come 64-byte aligned from the runtime's
# pool, runtime/result_pool.py; a caller's `out=` array or a C caller's buffer may be less).
# It was an AVX vector's 32 until host code got 512-bit vectors (backend.py), whose stores
# were then left ordinary: GELU and the FMA chain on 16M f32 stopped streaming.
ALIGN = 64
_FENCE = "llvm.x86.sse.sfence"


def _element_bytes(memref_type) -> int | None:
    return _ELEMENT_BYTES.get(str(memref_type.element_type))


def _large_destination(memref) -> bool:
    t = memref.type
    if not isinstance(t, uir.MemRefType) or not t.has_static_shape:
        return False
    size = _element_bytes(t)
    if size is None or not isinstance(t.layout, uir.AffineMapAttr) or \
            str(t.layout) != str(uir.AffineMapAttr.get(uir.AffineMap.get_identity(t.rank))):
        return False
    count = 1
    for d in t.shape:
        count *= d
    return count * size >= STREAM_FROM


def _defined_inside(value, loop) -> bool:
    owner = value.owner
    if isinstance(owner, uir.Block):
        parent = owner.owner.operation
        return parent == loop or is_nested_in(parent, loop)
    op = getattr(owner, "operation", owner)
    return is_nested_in(op, loop)


def _multiple_of(value, lanes: int) -> bool:
    """`value` is a constant multiple of `lanes`, or a product with one."""
    c = constant_index(value)
    if c is not None:
        return c % lanes == 0
    op = getattr(value.owner, "operation", None)
    if op is None or op.name != "arith.muli":
        return False
    return any((constant_index(v) or 1) % lanes == 0 for v in op.operands)


def _contiguous_index(index, loop, lanes: int) -> bool:
    """`index` is the induction variable of `loop`, or it plus a multiple of `lanes` from
    outside the loop (every run of the loop then starts on a vector boundary)."""
    iv = loop.regions[0].blocks[0].arguments[0]
    if index == iv:
        return True
    op = getattr(index.owner, "operation", None)
    if op is None or op.name != "arith.addi":
        return False
    a, b = op.operands
    other = b if a == iv else a if b == iv else None
    return other is not None and not _defined_inside(other, loop) and _multiple_of(other, lanes)


def _run_bytes(loop, element_bytes: int, lanes: int) -> int:
    """Bytes one run of `loop` writes through a store per iteration (0: unknown, or a run that
    does not start on a vector boundary)."""
    lower, upper, step = (constant_index(loop.operands[i]) for i in range(3))
    if step != 1 or lower is None or lower % lanes:
        return 0
    if BLOCK_TRIP in loop.attributes:  # a strip-mined block: all but the last are this long
        upper = lower + uir.IntegerAttr(loop.attributes[BLOCK_TRIP]).value
    return 0 if upper is None else (upper - lower) * element_bytes


def _top(op):
    """The ancestor of `op` directly in its function's body."""
    while op.parent is not None and op.parent.name != "func.func":
        op = op.parent
    return op


def _root_allowed(memref, top) -> bool:
    """The destination is a function argument (a result the caller hands in); nothing makes a
    view of it, and inside `top` (the loop nest) it is only stored to."""
    owner = memref.owner
    if not isinstance(owner, uir.Block) or owner.owner.operation.name != "func.func":
        return False
    for use in memref.uses:
        user = use.owner
        user = getattr(user, "operation", user)
        if any(isinstance(r.type, (uir.MemRefType, uir.UnrankedMemRefType))
               for r in user.results):
            return False  # a view (subview, cast, reshape, ...): its reads are not tracked
        if user.name != "memref.store" and (user == top or is_nested_in(user, top)):
            return False
    return True


def _candidate(store) -> bool:
    operands = store.operands
    memref = operands[1]
    if not _large_destination(memref) or len(operands) < 3:
        return False
    loop = store.parent
    if loop is None or loop.name != "scf.for":
        return False
    size = _element_bytes(memref.type)
    lanes = ALIGN // size  # elements of a vector
    if memref.type.rank > 1 and memref.type.shape[-1] % lanes:
        return False  # rows that do not start on a vector boundary
    *outer, last = list(operands)[2:]
    if not _contiguous_index(last, loop, lanes) or any(_defined_inside(i, loop) for i in outer):
        return False
    if _run_bytes(loop, size, lanes) < MIN_RUN_BYTES:
        return False
    return _root_allowed(memref, _top(store))


def _fence_point(store):
    """The op after which the stores of `store`'s loop nest are fenced: the OpenMP
    work-sharing loop around it (inside its parallel region), else the whole nest."""
    op = store
    while op.parent is not None and op.parent.name != "func.func":
        op = op.parent
        if op.name == "omp.wsloop" or _MARK in op.attributes:
            return op
    return op


_STORES = ("memref.store", "vector.store", "vector.transfer_write", "vector.maskedstore",
           "vector.scatter", "vector.compressstore", "memref.copy", "llvm.store")
_CALLS = ("func.call", "llvm.call", "llvm.call_intrinsic")
_MARK = "shlo.streaming"  # on a loop nest (at its top) whose stores are all streamed
# On a `memref.store` whose widened vector stores are to be non-temporal (row_scratch.py's
# last pass of a row; elementwise_vectors.py streams them): fenced here like ours.
ROW_STREAM = "shlo.row_stream"
# The LLVM function attribute of the functions holding such nests (`passthrough`), which
# LLVM's OpenMP outlining copies onto the parallel bodies it makes of them.
FUNCTION_ATTRIBUTE = "shlo-streaming"


# Non-temporal stores are on unless this environment variable is 0 (the module docstring
# has the measurements).
ENABLE_ENV = "STABLEHLO_CC_STREAMING_STORES"
# Vectors the loop vectorizer interleaves in a streaming loop (as interleaved_loops.py's).
INTERLEAVE = 4
_ANNOTATION = "llvm.loop_annotation"  # (interleaved_loops.py's discardable attribute)


def enabled() -> bool:
    """Whether non-temporal stores are wanted (ENABLE_ENV, on by default)."""
    return os.environ.get(ENABLE_ENV, "").strip() != "0"


def mark(module, x86, stream: bool | None = None) -> int:
    """Interleave the loops of the stores described in the module docstring; with `stream`
    (default: `enabled()`) and an x86 target (`x86()`, asked only when a store qualifies),
    make the loop nests whose every store is one of them (and which call nothing) stream
    their stores where the destinations are aligned (`_stream_when_aligned`; MARK, read by
    `tag_functions` once the nests are functions of their own). Returns how many nests
    stream."""
    if not any(_large_destination(a) for f in module.body.operations
               if f.operation.name == "func.func" and len(f.operation.regions[0].blocks)
               for a in f.operation.regions[0].blocks[0].arguments):
        return 0  # (no walk of the module: results are function arguments here)
    tops = []  # [top, [stores]]
    fenced = []
    for store in ops_named(module, "memref.store"):
        if ROW_STREAM in store.attributes:  # (row_scratch.py's, streamed later)
            point = _fence_point(store)
            if not any(point == f for f in fenced):
                fenced.append(point)
                _fence_after(point)
            continue
        if _candidate(store):
            _interleave(store.parent)
            top = _top(store)
            for entry in tops:
                if entry[0] == top:
                    entry[1].append(store)
                    break
            else:
                tops.append([top, [store]])
    if stream is None:
        stream = enabled()
    if not tops or not stream or not x86():
        return 0
    marked = 0
    for top, stores in tops:
        if ops_named(top, _CALLS) or len(ops_named(top, _STORES)) != len(stores):
            continue
        _stream_when_aligned(top, stores)
        marked += 1
    return marked


def _interleave(loop) -> None:
    """Ask LLVM to interleave INTERLEAVE vectors in `loop` (a loop without loops inside, not
    yet annotated): a streaming loop is bound by memory only when enough independent
    vectors are in flight. (interleaved_loops.py does this for long bodies only; an 8-op FMA
    chain over 16M f32, 16 ops, one dependent chain of ~32 cycles a vector, ran at 10.4-11.0
    ms on one Zen 3 core with one vector a step and 8.3-8.6 ms with four.)"""
    if _ANNOTATION in loop.attributes or len(ops_named(loop, ("scf.for", "scf.while"))) != 1:
        return
    loop.attributes[_ANNOTATION] = uir.Attribute.parse(
        "#llvm.loop_annotation<interleave = "
        f"#llvm.loop_interleave<count = {INTERLEAVE}>>", loop.context)


def _stream_when_aligned(top, stores) -> None:
    """`if (every destination is ALIGN-byte aligned) {top, marked, with the alignment
    assumed and its stores fenced} else {top as it was}`."""
    destinations = []
    for store in stores:
        if not any(store.operands[1] == d for d in destinations):
            destinations.append(store.operands[1])
    index = uir.IndexType.get(top.context)
    with uir.InsertionPoint(top), top.location:
        mask = arith.ConstantOp(index, ALIGN - 1).result
        zero = arith.ConstantOp(index, 0).result
        aligned = None
        for d in destinations:
            pointer = memref.ExtractAlignedPointerAsIndexOp(d).result
            low = arith.AndIOp(pointer, mask).result
            test = arith.CmpIOp(arith.CmpIPredicate.eq, low, zero).result
            aligned = test if aligned is None else arith.AndIOp(aligned, test).result
        branch = scf.IfOp(aligned, [], has_else=True)
        with uir.InsertionPoint(branch.then_block):
            then_yield = scf.YieldOp([])
        with uir.InsertionPoint(branch.else_block):
            else_yield = scf.YieldOp([])
    streamed = top.clone(uir.InsertionPoint(then_yield))
    top.move_before(else_yield)
    streamed.attributes[_MARK] = uir.UnitAttr.get(top.context)
    fenced = []
    for store in ops_named(streamed, "memref.store"):
        point = _fence_point(store)
        if not any(point == f for f in fenced):
            fenced.append(point)
            _fence_after(point)


def tag_functions(module, prefix: str) -> int:
    """Give each function (named `prefix`...) whose body holds a marked nest the LLVM function
    attribute FUNCTION_ATTRIBUTE; returns how many. Only the functions' top-level ops are
    looked at (the nests were outlined whole)."""
    tagged = 0
    for function in module.body.operations:
        function = function.operation
        if function.name != "func.func" or not len(function.regions[0].blocks) or \
                not uir.StringAttr(function.attributes["sym_name"]).value.startswith(prefix):
            continue
        if any(_MARK in op.operation.attributes
               for op in function.regions[0].blocks[0].operations):
            present = list(function.attributes["passthrough"]) \
                if "passthrough" in function.attributes else []  # (["noinline"])
            function.attributes["passthrough"] = uir.ArrayAttr.get(
                present + [uir.StringAttr.get(FUNCTION_ATTRIBUTE, function.context)],
                function.context)
            tagged += 1
    return tagged


_ATTRIBUTE_GROUP = re.compile(r'^attributes #(\d+) = \{[^\n]*"' + FUNCTION_ATTRIBUTE + '"', re.M)
_METADATA_NUMBER = re.compile(r"^!(\d+) = ", re.M)
_VECTOR_STORE = re.compile(
    r"^(\s+store <(\d+) x (float|double)> [^\n]*, align )(\d+)$", re.M)
_SIZE = {"float": 4, "double": 8}
# The blocks of the loop vectorizer's vector loops (main and epilogue).
_VECTOR_BODY = re.compile(r"^((?:vec\.epilog\.)?vector\.body[\w.]*):", re.M)
_LABEL = re.compile(r"^([-\w$.]+):", re.M)


def _streamed(match, suffix: str) -> str:
    """A vector store of a vector body: at its size's alignment (every run starts on a
    vector boundary of an ALIGN-aligned destination, see `_candidate`), non-temporal."""
    size = int(match.group(2)) * _SIZE[match.group(3)]
    if size > ALIGN or size & (size - 1):
        return match.group(0)
    return f"{match.group(1)}{max(size, int(match.group(4)))}{suffix}"


def streaming_ir(text: str) -> str:
    """LLVM IR text (optimized: the loops are vector loops) with the vector stores of the
    vector loops of the functions carrying FUNCTION_ATTRIBUTE non-temporal and aligned;
    `text` itself when there are none. (Added after the loop vectorizer ran: it refuses to
    vectorize a scalar non-temporal store of 4-byte alignment, and LLVM's OpenMP outlining
    drops the alignment assumptions MLIR could state; see the module docstring.)"""
    if FUNCTION_ATTRIBUTE not in text:
        return text
    groups = set(_ATTRIBUTE_GROUP.findall(text))
    if not groups:
        return text
    node = 1 + max((int(n) for n in _METADATA_NUMBER.findall(text)), default=-1)
    suffix = f", !nontemporal !{node}"
    out, inside, changed = [], False, False
    for chunk in re.split(r"(^define [^\n]*\{$|^\}$)", text, flags=re.M):
        if chunk.startswith("define "):
            attrs = re.findall(r"#(\d+)", chunk.rsplit(")", 1)[-1])
            inside = any(a in groups for a in attrs)
        elif chunk == "}":
            inside = False
        elif inside and _VECTOR_BODY.search(chunk):
            blocks = re.split(r"(^[-\w$.]+:)", chunk, flags=re.M)
            for k in range(2, len(blocks), 2):
                if _VECTOR_BODY.match(blocks[k - 1]):
                    blocks[k] = _VECTOR_STORE.sub(lambda m: _streamed(m, suffix), blocks[k])
            new = "".join(blocks)
            changed |= new != chunk
            chunk = new
        out.append(chunk)
    if not changed:
        return text
    return "".join(out) + f"\n!{node} = !{{i32 1}}\n"


def _fence_after(op) -> None:
    with uir.InsertionPoint.after(op), op.location:
        uir.Operation.create(
            "llvm.call_intrinsic",
            attributes={"intrin": uir.StringAttr.get(_FENCE),
                        "op_bundle_sizes": uir.DenseI32ArrayAttr.get([]),
                        "operandSegmentSizes": uir.DenseI32ArrayAttr.get([0, 0])})
