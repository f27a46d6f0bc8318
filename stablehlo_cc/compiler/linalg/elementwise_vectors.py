"""The scalar elementwise loops of the nest functions become vector loops here, not in LLVM.

`convert-linalg-to-parallel-loops` lowers every all-parallel `linalg.generic` (and what
row_fusion.py puts in a row's loop) to scalar loops, and no MLIR stage of ours vectorized
them (contraction_codegen.py takes contractions, convolutions and transposes,
reduction_codegen.py reductions): a layer norm's `x * rstd * g + b`, the GELU, the
embedding sum with its masks, bias adds, the attention mask's select. LLVM's loop vectorizer
then widened each (16 lanes interleaved by 4 on AVX-512) at ~1 ms a loop of VPlans and cost
queries: 27-35 % of a transformer's LLVM pipeline (llvm_passes.py). These loops are simple
enough to widen here, once per distinct nest function (after loop_nest_functions.py: a layer
repeated 12 times is widened once, as LLVM saw it once), and the loop vectorizer then finds
vector instructions and gives up at once.

What is widened: an innermost `scf.for` of a nest function with constant bounds, step 1 and
no loop-carried values, whose body is `memref.load`, `memref.store`, arith ops (not integer
division: a lane could trap) and the math ops that lower to LLVM intrinsics (and
ieee_min_max.py's intrinsics). Each value either does not depend on the induction variable
(kept as a scalar op, broadcast where a vector op reads it: a row's mean, an embedding row
index loaded and clamped once a row) or does (widened); the induction variable itself is
the vector `iv + [0, 1, ...]` (a causal mask's column). A load or store that depends on it
must index the buffer's innermost dimension of more than one element with the induction
variable itself, at unit stride (the dimensions inside it have one element: a `1x64x1`
buffer of row statistics is read along its 64), and the other dimensions with values that
do not depend on it; a buffer the loop stores to may be loaded only at the stored element (an
in-place elementwise op). i1 buffers are bytes by now (widen_narrow_memrefs.py): a mask is a
byte vector load and a `trunci`. Left to LLVM: gathers, strided and transposed reads,
bf16/f16 (emulated in f32 by then through integer ops on other types), loops with dynamic
bounds (the blocks of parallel_split.py's strip-mined 1-D loops when they do not divide the
length: the last ends at a bound known at run time), copies (loop-idiom makes them memcpy:
widened, an embedding gather's row copy lost its memcpy and ran 28 % slower), the short
nests small_loops.py keeps scalar. The aligned copy of a streaming nest (streaming_stores.py)
is widened too, its vector stores non-temporal at the alignment the copy's facts prove
(`_streamed_alignment`); what the widening leaves there to the loop vectorizer still gets
its non-temporal stores from streaming_stores.streaming_ir. (Until 2026-11-27 the aligned
copies were all left to it: with the unaligned copy, LLVM made the 16M GELU's one loop six
times, vector, alias check and scalar in each copy; 743 -> 317 lines of optimized IR now.)
A store row_scratch.py marked (streaming_stores.ROW_STREAM: the last pass of a fused row loop
writing a large result, its rows on 64-byte boundaries) becomes a non-temporal, aligned vector
store the same way; its scalar remainder stays ordinary.

A strip-mined 1-D loop's blocks of constant length are widened: their loop reads and writes
element `block * size + iv`, an index that is `iv` plus a value the loop does not change,
kept as the scalar first index of each vector access (`_Plan._shift`). They were left to
LLVM's loop vectorizer, which knows nothing of the buffers' independence inside the
outlined parallel body (the pointers come out of OpenMP's argument struct) and so made each
loop three times: vector, run-time alias check, scalar fallback (issue 11: the unaligned
copy of the GELU over 16M f32, 312 -> 101 lines of optimized IR; the FMA chain's 221 -> 88).

The width is 4 native vectors of the widest element (the loop vectorizer's 16 x 4 on
AVX-512, and interleaved_loops.py's request, which this replaces), or 2 or 1 when that
divides the trip count; else 4 vectors a step, then one vector a step, then the last
iterations as the original scalar loop, marked not to be vectorized. A row shorter
than one vector but at least half of one takes half vectors (8 f32 lanes on AVX-512):
RegNet's grouped convolutions are split per group (linalg/convolution_codegen.py), and the
batch norm + ReLU between them runs over (n, h, w, groups, 8 channels), rows of 8 that were
left to LLVM's loop vectorizer and scalar (issue 8: torch_regnet_y_400mf_b1's
1x112x112x6x8 nest 543 -> 296 us; the model 18.70 -> 17.43 ms, b8 141.5 -> 136.4 ms, the
same bits; one core, thread CPU time, both compiled in one process, medians of 9
alternated rounds; no loop of resnet50_b1, mobilenet_v2_b1, efficientnet_b0_b1 or bert_b1
changes). A widened loop is
marked not to be unrolled: LLVM's full unroll runs before its vectorizer, which never saw
the scalar loops unrolled, and unrolling the 4 steps of a row of 256 let GVN hold a layer
norm's scale and bias vectors (8 x 4 registers) across the row loop: spills, and 30-40 %
more code generation time for those nests. Loops of one iteration (`0 to 1`, a unit
dimension) are folded into their parent first, so the loop around one becomes innermost.
Not done (issue 11, 2026-11-28, Zen 3): 2 native vectors a step for long bodies (40 widened
ops and more: the GELUs, 40-87 ops; a softmax's exp is 32). Code generation of the torch
GELU-LayerNorm 27.4 -> 22.6 ms, gelu16M 22.3 -> 20.7, BERT 87.8 -> 84.2 (llvmlite CPU,
median of 5), but the GELU loop itself ran 15-21 % slower (jax.nn.gelu over 64K and 1M f32
in cache, both variants in one process, calls interleaved, one CPU: 0.058 -> 0.066 ms,
0.74 -> 0.93 ms) and gelu16M 14 % (11.5 -> 13.2 ms): four independent chains of the long
body a step is what keeps the FMA pipes busy. (The models hid it: bert_b1 +0.4 %, GPT-2
prefill +1.1 %, torch GELU-LayerNorm +0.7 %, the encoder kernel +0.7 %.)

What was left to the loop vectorizer (issue 11, 2026-11-27, AVX-512 host; the functions
whose optimized IR changes when the loop vectorizer is left out, and the loops widened
here; counts for BERT, GPT-2 prefill, DistilBERT, the NNX transformer LM, the U-Net block,
the flax MNIST CNN): 13, 14, 12, 14, 15 and 2 functions; every nest held scalar
elementwise loops for the one reason above, in these forms: f32 elementwise bodies with
broadcast operands (bias, residual, a layer norm's epilogue, the GELU of 39-82 ops: all
models), i1 masks read as bytes and selected under (the attention mask, 3-4 loops a
transformer), a select under a row's mask with an embedding row gathered through a clamped
index (the embedding sum: one a transformer), per-row statistics in `1x64x1` buffers (the
rsqrt of the variance, the mean's negation: 3-4 a transformer), the causal mask's column
index (the induction variable as a value). After this, the loop vectorizer changes no
function of these six models.
Measured (2026-11-27, Xeon Emerald Rapids, pinned to one CPU, host shared and loaded):
- LLVM pipeline + code generation of the captured module (benchmarks/llvm_profile.py's
  `whole`, median of 5 in a process, trees alternated, median of 3 processes): BERT
  238 -> 194 ms (-19 %), DistilBERT 215 -> 182, GPT-2 prefill 216 -> 184, the NNX LM
  211 -> 184, the U-Net block 216 -> 191, the flax CNN 65 -> 61; the pipeline alone
  -21..-27 % on the transformers (BERT 128 -> 93 ms), -15 % on the U-Net block; 15-23 %
  fewer lines of optimized IR (the CNN 4 %).
- this pass costs 9-11 ms of Python a transformer (BERT: 17 loops widened of 24 nest
  functions; ~10-15 us an op through the bindings, the walks of the nests ~2 ms), 7 ms on
  the U-Net block, 1.4 ms on the CNN: a quarter to a third of what LLVM saves.
- cold compile (fresh processes, process CPU, trees alternated, median of the paired
  changes of 7): BERT -4.1 %, GPT-2 -3.0 %, DistilBERT -2.7 %, the U-Net block -3.5 %, the
  NNX LM -1.5 %, the CNN -1.4 % (0.20-0.61 s a compile; the host's noise is +-3 %).
- run time (both variants compiled in one process, calls alternated, thread CPU time,
  medians of 400-800 calls, one thread): the same bits on all six models; BERT +0.1..+2 %
  (four runs: +1.0, +2.1, +2.0, +0.1), DistilBERT -0.3 / +1.6 %, GPT-2 +0.7 %, the NNX LM
  +0.5 %, the U-Net block -0.8 %, the CNN -0.1 %; kernels softmax -2.1 %, layernorm -2.2 %,
  encoder -0.2 %, small_cnn, rnn1000, col_sum, transpose4096, gelu16M, fma8_16M, mlp784,
  gather, scatter_add within +-1 %, all the same bits.
"""

from __future__ import annotations

import mlir.ir as uir
from mlir.dialects import arith, vector

from ..walk import ops_named
from .interleaved_loops import INTERLEAVE as _INTERLEAVE, LOOP_ANNOTATION
from .loop_nest_functions import PREFIX as NEST_PREFIX
from .parallel_split import constant_index
from .streaming_stores import ALIGN, ROW_STREAM
from .streaming_stores import FUNCTION_ATTRIBUTE as _STREAMING

# Ops widened as they are (same name and attributes, vector types).
_ARITH_REFUSED = {"arith.divsi", "arith.divui", "arith.remsi", "arith.remui",
                  "arith.ceildivsi", "arith.ceildivui", "arith.floordivsi", "arith.remf"}
# (and ieee_min_max.py's intrinsics, made before)
_MATH = {"math.absf", "math.absi", "math.sqrt", "math.rsqrt", "math.roundeven", "math.round",
         "math.floor", "math.ceil", "math.trunc", "math.fma", "math.copysign",
         "llvm.intr.maximum", "llvm.intr.minimum"}

# interleaved_loops.py's (and streaming_stores.py's) request, which the width replaces
_INTERLEAVED = ("#llvm.loop_annotation<interleave = "
                f"#llvm.loop_interleave<count = {_INTERLEAVE}>>")
# A widened loop stays a loop: LLVM's full unroll (before its vectorizer, which never saw
# these loops unrolled) would unroll the 4 steps of a row of 256, and GVN then holds the
# steps' invariant vectors (a layer norm's scale and bias, 8 x 4 registers) across the
# outer loop: spills, and 30-40 % more code generation time for those nests.
_ROLLED = "#llvm.loop_annotation<unroll = <disable = true>>"


def _element_ok(t) -> bool:
    """A scalar type a vector may hold here (not bf16/f16/f8: emulated later in f32)."""
    if isinstance(t, uir.IntegerType):
        return t.width in (1, 8, 16, 32, 64)
    return isinstance(t, (uir.F32Type, uir.F64Type, uir.IndexType))


def _bits(t) -> int:
    if isinstance(t, uir.IndexType):
        return 64
    return max(8, t.width)


def _lane_position(memref_type) -> int | None:
    """The dimension the lanes of a vector access run along: the innermost one of more
    than one element, when its stride is 1 (the dimensions inside it have one element, so
    their index is 0 and the elements are contiguous); None if there is none."""
    t = uir.MemRefType(memref_type)
    if not t.has_static_shape or not t.rank or not _element_ok(t.element_type) or \
            isinstance(t.element_type, uir.IntegerType) and t.element_type.width < 8:
        return None  # (i1 buffers: widen_narrow_memrefs.py made them bytes first)
    strides, _ = t.get_strides_and_offset()
    shape = t.shape
    position = max((i for i, size in enumerate(shape) if size != 1), default=t.rank - 1)
    return position if strides[position] == 1 else None


def _fold_single_iteration(loop, bounds) -> bool:
    """Replace `loop` by its body when it runs once (its induction variable is the lower
    bound); whether it did."""
    lower, upper, step = bounds
    if lower is None or upper is None or not step or upper - lower != 1:
        return False
    block = loop.regions[0].blocks[0]
    block.arguments[0].replace_all_uses_with(loop.operands[0])
    ops = list(block.operations)
    for op in ops[:-1]:  # (not the scf.yield)
        op.operation.move_before(loop)
    loop.erase()
    return True


class _Plan:
    """What a loop's widening needs: the ops that depend on the induction variable, and the
    widest element among them."""

    def __init__(self, loop):
        self.loop = loop
        self.iv = loop.regions[0].blocks[0].arguments[0]
        self.varying: set = set()  # values that depend on the induction variable
        self.widened: list = []  # ops to widen, in order
        self.shifted: set = set()  # `iv + invariant` values that only index (kept scalar)
        self.bits = 8

    def analyze(self) -> bool:
        block = self.loop.regions[0].blocks[0]
        ops = [op.operation for op in block.operations]
        stored: dict = {}  # memref value -> the index operands of its store
        loads: list = []
        iv = self.iv
        for op in ops[:-1]:
            name = op.name
            if len(op.regions):
                return False
            operands = list(op.operands)
            if self._shift(op, operands):
                continue
            depends = any(v == iv or v in self.varying or v in self.shifted for v in operands)
            if name == "memref.load":
                memref, indices = operands[0], operands[1:]
                loads.append((memref, indices))
                if depends and not self._addressed(memref, indices):
                    return False
            elif name == "memref.store":
                memref, indices = operands[1], operands[2:]
                if "nontemporal" in op.attributes and \
                        uir.BoolAttr(op.attributes["nontemporal"]).value:
                    return False
                if not self._addressed(memref, indices) or memref in stored:
                    return False
                stored[memref] = indices
                if not _element_ok(operands[0].type) or operands[0] in self.shifted:
                    return False
                self.widened.append(op)
                continue
            elif any(v in self.shifted for v in operands):
                return False  # (a shifted index used as a value: it would need a vector)
            elif name.startswith("arith."):
                if name in _ARITH_REFUSED:
                    return False
            elif name not in _MATH:
                return False
            if depends:
                for r in op.results:
                    if not _element_ok(r.type):
                        return False
                    self.bits = max(self.bits, _bits(r.type))
                    self.varying.add(r)
                self.widened.append(op)
        if not stored or all(op.name in ("memref.load", "memref.store") for op in self.widened):
            return False  # (a copy: LLVM's loop-idiom makes it a memcpy, cheaper still)
        for memref, indices in loads:  # a stored buffer is read only at the stored element
            if memref in stored and list(indices) != list(stored[memref]):
                return False
        return True

    def _shift(self, op, operands) -> bool:
        """Whether `op` is `iv + x` (either order) with `x` not depending on the induction
        variable: the index of a strip-mined loop's element (parallel_split.py's blocks of a
        1-D nest: `block * 4096 + iv`; the GELU's and the FMA chain's loops over 16M). It
        stays a scalar op, the first index of each vector access."""
        if op.name != "arith.addi" or len(operands) != 2:
            return False
        a, b = operands
        other = b if a == self.iv else a if b == self.iv else None
        if other is None or other == self.iv or other in self.varying or \
                other in self.shifted:
            return False
        self.shifted.add(op.results[0])
        return True

    def _addressed(self, memref, indices) -> bool:
        """The induction variable (or a shifted index, `_shift`) indexes the dimension of
        unit stride that the lanes run along (_lane_position), and the other indices do not
        depend on it."""
        position = _lane_position(memref.type)
        return position is not None and (
            indices[position] == self.iv or indices[position] in self.shifted) and not any(
            v == self.iv or v in self.varying or v in self.shifted
            for i, v in enumerate(indices) if i != position)


def _width(trip: int, lanes: int) -> tuple[int, int] | None:
    """(lanes a step, iterations of the vector loop) for a trip count, None when too short."""
    for k in (_INTERLEAVE, 2, 1):
        if trip % (k * lanes) == 0:
            return k * lanes, trip
    if trip < lanes:
        half = lanes // 2  # (a row shorter than a vector: half of one, 256 bits on AVX-512)
        return (half, trip // half * half) if half >= 4 and trip >= half else None
    width = _INTERLEAVE * lanes if trip >= _INTERLEAVE * lanes else lanes
    return width, trip // width * width


def _widen(plan: _Plan, width: int, main: int, lower: int, streamed: bool = False):
    """Widen the loop of `plan` to `width` lanes over its first `main` iterations; returns
    the scalar loop over the rest that follows it (annotated not to be vectorized), or None.
    `streamed`: the loop is in the aligned copy of a streaming nest (streaming_stores.py),
    whose stores become non-temporal vector stores at the alignment `_streamed_alignment`
    proves."""
    loop = plan.loop
    iv = plan.iv
    widened: dict = {}
    broadcasts: dict = {}
    types: dict = {}  # scalar type -> its vector type
    index = uir.IndexType.get()

    def vector_type(t):
        v = types.get(t)
        if v is None:
            v = types[t] = uir.VectorType.get([width], t)
        return v

    tail = None
    if main != constant_index(loop.operands[1]) - lower:
        # the remaining iterations: the original loop from `lower + main`, left scalar
        tail = loop.operation.clone(uir.InsertionPoint(loop))
        tail.move_after(loop)
        with uir.InsertionPoint(tail), tail.location:
            start = arith.ConstantOp(index, lower + main).result
        tail.operands[0] = start
        tail.attributes[LOOP_ANNOTATION] = uir.Attribute.parse(
            "#llvm.loop_annotation<vectorize = <disable = true>>")
        with uir.InsertionPoint(loop), loop.location:
            loop.operands[1] = arith.ConstantOp(index, lower + main).result
    with uir.InsertionPoint(loop), loop.location:
        loop.operands[2] = arith.ConstantOp(index, width).result

    def vector_of(value, at):
        if value in widened:
            return widened[value]
        if value in broadcasts:
            return broadcasts[value]
        t = vector_type(value.type)
        with uir.InsertionPoint(at), at.location:
            if value == iv:
                out = arith.AddIOp(vector.BroadcastOp(t, value).result,
                                   vector.StepOp(t).result).result
            else:
                out = vector.BroadcastOp(t, value).result
        broadcasts[value] = out
        return out

    for op in plan.widened:
        name = op.name
        operands = list(op.operands)
        with uir.InsertionPoint(op), op.location:
            if name == "memref.load":
                result = op.results[0]
                widened[result] = vector.LoadOp(vector_type(result.type), operands[0],
                                                operands[1:]).result
                continue
            if name == "memref.store":
                value = vector_of(operands[0], op)
                align = _streamed_alignment(op, width, lower, streamed)
                if align:
                    vector.StoreOp(value, operands[1], operands[2:],
                                   nontemporal=True, alignment=align)
                else:
                    vector.StoreOp(value, operands[1], operands[2:])
                continue
        values = [vector_of(v, op) for v in operands]
        attributes = op.attributes
        attributes = {a.name: a.attr for a in (attributes[i] for i in range(len(attributes)))}
        with op.location:
            new = uir.Operation.create(name, results=[vector_type(r.type) for r in op.results],
                                       operands=values, attributes=attributes,
                                       ip=uir.InsertionPoint(op))
        for old, result in zip(op.results, new.results):
            widened[old] = result
    for op in reversed(plan.widened):
        op.erase()
    return tail


def _streamed_alignment(store, width: int, lower: int, streamed: bool) -> int:
    """The alignment of a widened store to be made non-temporal; 0 for an ordinary store.
    Streamed are the stores of a streaming nest's aligned copy (`streamed`: each run of the
    loop starts on an ALIGN boundary of an ALIGN-aligned destination, streaming_stores.py's
    candidate and its version's test) and those row_scratch.py marked (ROW_STREAM: its rows
    and the runs of its innermost dimension start ALIGN-aligned). The vector loop starts at
    `lower` and steps by `width`: each store is at a multiple of the vector's bytes (up to
    ALIGN) from an aligned start. (`vmovntps` needs an aligned address; narrower than 16
    bytes is no vector store.)"""
    if not streamed and ROW_STREAM not in store.attributes:
        return 0
    size = width * _bits(store.operands[0].type) // 8
    alignment = min(ALIGN, size & -size)
    if alignment < 16 or lower * size // width % alignment:
        return 0
    return alignment


def _streaming(function) -> bool:
    """Whether streaming_stores.py made `function` the aligned copy of a streaming nest: its
    non-temporal stores are added to the loop vectorizer's vector bodies (streaming_ir)."""
    return "passthrough" in function.attributes and any(
        isinstance(a, uir.StringAttr) and a.value == _STREAMING
        for a in function.attributes["passthrough"])


def widen_elementwise_loops(module, vector_bytes: int) -> set[str]:
    """Widen the innermost elementwise loops of the nest functions (module docstring);
    returns the names of the functions with widened loops, whose annotations
    interleaved_loops.to_loop_properties hands to the lowering."""
    annotated = set()
    interleaved = uir.Attribute.parse(_INTERLEAVED, module.context)
    rolled = uir.Attribute.parse(_ROLLED, module.context)
    for fn in module.body.operations:
        fn = fn.operation
        if fn.name != "func.func":
            continue
        name = uir.StringAttr(fn.attributes["sym_name"]).value
        if not name.startswith(NEST_PREFIX):
            continue
        streamed = _streaming(fn)
        for loop in ops_named(fn, "scf.for"):  # (inner loops first)
            if len(loop.results) or "loop_annotation" in loop.attributes or \
                    LOOP_ANNOTATION in loop.attributes and \
                    loop.attributes[LOOP_ANNOTATION] != interleaved:
                continue
            bounds = [constant_index(loop.operands[i]) for i in range(3)]
            if LOOP_ANNOTATION not in loop.attributes and _fold_single_iteration(loop, bounds):
                continue
            lower, upper, step = bounds
            if lower is None or upper is None or step != 1 or upper <= lower:
                continue
            plan = _Plan(loop)
            if not plan.analyze():
                continue
            chosen = _width(upper - lower, vector_bytes * 8 // plan.bits)
            if chosen is None:
                continue
            lanes = vector_bytes * 8 // plan.bits
            # (replaces interleaved_loops.py's request: the width is the interleaving)
            loop.attributes[LOOP_ANNOTATION] = rolled
            with loop.location:
                tail = _widen(plan, *chosen, lower, streamed)
                start = lower + chosen[1]
                if tail is not None and upper - start >= lanes:  # one vector at a time
                    rest = _Plan(tail)
                    if rest.analyze():
                        tail.attributes[LOOP_ANNOTATION] = rolled
                        tail = _widen(rest, lanes, (upper - start) // lanes * lanes, start,
                                      streamed)
            annotated.add(name)
    return annotated
