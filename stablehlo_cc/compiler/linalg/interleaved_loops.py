"""Scalar loops with long elementwise bodies ask LLVM's loop vectorizer to interleave 4 vectors.

Elementwise loops reach LLVM as scalar `scf.for` loops, which its loop vectorizer turns into
vector loops of 8 f32 lanes (AVX2). For a long body, the tanh GELU of BERT and GPT-2 (x + b,
the cubic, an inlined exp of ~25 ops, a divide: one dependent chain of ~85 cycles a vector),
the vectorizer's cost model picks an interleave count of 1 (a loop above its "small loop"
cost, with many live values). The out-of-order core then cannot overlap enough iterations:
each one issues ~50 dependent instructions into a 64-entry FP scheduler, so the loop ran at
~30 cycles a vector where its FMA-pipe work is ~13. Interleaving 4 vectors (the unrolled
iterations' independent chains issued side by side) fills the pipes: on one Zen 3 core,
gelu(x + b) over 8x64x1024 (tanh form) 0.67 -> 0.40 ms, the erf form 1.09 -> 0.77 ms (XLA:CPU:
0.48 and 0.96 ms), softmax 8x4x64x64 0.163 -> 0.140 ms. Forcing it for every loop
(`-force-vector-interleave=4`) would turn short loops (a trip count below 32) into their
scalar remainders, so only loops with long bodies and static trip counts of 64 or more (one
interleaved step of AVX-512's 16 lanes) get it, through `llvm.loop.interleave.count`
metadata on their latch (`#llvm.loop_annotation`). Rows of 64 to 127 gain as much as long
ones: on one Zen 3 core, MLP-Mixer's token-mixing GELU over 8x128x64 0.075 -> 0.043 ms;
over 1024 rows of 65 / 100 (ViT's tokens, Whisper's frames) the tanh GELU 0.105 -> 0.074 /
0.168 -> 0.099 ms and softmax 0.093 -> 0.075 / 0.130 -> 0.097 ms, the remainder (up to 31
elements on AVX2) scalar. Rows of 32 and 48 gained 30 % and 9 % too on AVX2, but with
AVX-512's 16 lanes an interleaved step is 64 elements: they would run scalar.

Interleave 1 instead (issue 11: the loop vectorizer's 16 x 4 widening of these loops is one
of the larger LLVM costs of a transformer's compile), measured on an AVX-512 host (Xeon
Emerald Rapids; one thread, thread CPU): cold compile (process CPU, pinned, trees
alternated, median of the paired changes) Whisper -4.8 % (5 runs), GPT-2 prefill -2.6 %,
BERT -1.3 % (9 runs); the models' calls unchanged (both compiles in one process,
alternated, 300 calls: GPT-2 3.920 / 3.917 ms, BERT 3.696 / 3.713, Whisper 4.251 / 4.204);
but the softmax kernel (4096 x 1024 rows) 2.31 -> 2.52 ms (+9 %, 5 of 5 runs) while
gelu16M went 6.44 -> 6.22 ms. Interleave 2 left the compile within noise (GPT-2 0.512 /
0.510 s, BERT 0.552 / 0.553, medians of 5) and softmax +5 % (4 noisy runs). Not taken: a few
percent of a compile against a kernel that runs slower.

What others do: XLA:CPU's elemental emitter vectorizes its fused loops itself and unrolls
them (its `loop_unroll_factor`); IREE tiles elementwise dispatches into vector ops of
several registers a step (its vector sizes are a multiple of the native width). Both get
several independent vectors in flight, as this does.

Most loops annotated here are then widened in MLIR by elementwise_vectors.py (4 native
vectors a step, which replaces the request); the annotation stays on those it leaves scalar
(gathers, strided reads, the streaming nests of streaming_stores.py).

The annotation on the `scf.for` goes with it to the loop's back edge (`convert-scf-to-cf`
copies LLVM-dialect attributes to the latch branch, and `convert-cf-to-llvm` keeps them).
While the loops are chosen it is the discardable `llvm.loop_annotation` (which says "already
asked" to this module, small_loops.py and streaming_stores.py); `to_loop_properties` then
renames it `loop_annotation` on the `scf.for` itself, before the lowering: `convert-cf-to-llvm`
sets the attributes of that name as the branch's `loop_annotation` property, which the
translation to LLVM IR reads (outer_loops.py's annotation takes the same way). It was moved
into the property after the lowering once, by a walk of each annotated function's LLVM
dialect (Whisper: 23 functions, ~6 ms; issue 11); the optimized LLVM IR of the 27 zoo
programs (b1) is the same text either way.
"""

from __future__ import annotations

import mlir.ir as uir

from ..walk import ops_named
from .parallel_split import BLOCK_TRIP, constant_index as _constant_index

INTERLEAVE = 4
# Arithmetic ops a body must hold (about the inlined exp's 25 plus a few), and the static
# trip count a loop must have: one interleaved step of 16 lanes (AVX-512's widest), so that
# the vector loop runs at least once on any host.
MIN_BODY_OPS = 24
_MIN_TRIP = INTERLEAVE * 16
LOOP_ANNOTATION = "llvm.loop_annotation"
_LOOPS = ("scf.for", "scf.parallel", "scf.while")


def _long_scalar_body(loop) -> bool:
    """No nested loop, no vector values, and at least MIN_BODY_OPS arith/math ops (a math op
    not yet expanded counts as a long one)."""
    count = 0
    for op in loop.regions[0].blocks[0].operations:
        op = op.operation
        name = op.name
        if name in _LOOPS or op.regions and len(op.regions) and name != "scf.if":
            return False
        if any(isinstance(r.type, uir.VectorType) for r in op.results):
            return False
        if name.startswith("math."):
            count += MIN_BODY_OPS
        elif name.startswith("arith.") and name != "arith.constant":
            count += 1
    return count >= MIN_BODY_OPS


def _function_name(op) -> str | None:
    """The symbol name of the function that holds `op`."""
    parent = op.parent
    while parent is not None and parent.name not in ("func.func", "llvm.func"):
        parent = parent.parent
    return None if parent is None else uir.StringAttr(parent.attributes["sym_name"]).value


def annotate_long_loops(module, loops=None) -> set[str]:
    """Mark innermost scalar `scf.for` loops with long bodies and long static trip counts
    for interleaving (see the module docstring); returns the names of the functions that
    hold them. `loops`: the module's `scf.for` ops, if the caller has them."""
    functions = set()
    annotation = None
    for loop in ops_named(module, "scf.for") if loops is None else loops:
        if LOOP_ANNOTATION in loop.attributes:  # (streaming_stores.py's loops: already asked)
            functions.add(_function_name(loop))
            continue
        lower, upper, step = (_constant_index(loop.operands[i]) for i in range(3))
        if lower is not None and BLOCK_TRIP in loop.attributes:  # a strip-mined loop: its last block is shorter
            upper = lower + uir.IntegerAttr(loop.attributes[BLOCK_TRIP]).value
        if lower is None or upper is None or step != 1 or upper - lower < _MIN_TRIP:
            continue
        if not _long_scalar_body(loop):
            continue
        if annotation is None:
            annotation = uir.Attribute.parse(
                "#llvm.loop_annotation<interleave = "
                f"#llvm.loop_interleave<count = {INTERLEAVE}>>")
        loop.attributes[LOOP_ANNOTATION] = annotation
        functions.add(_function_name(loop))
    return functions


def to_loop_properties(loops) -> int:
    """Rename the discardable `llvm.loop_annotation` of each of `loops` (the module's loops,
    any kind) `loop_annotation` (see the module docstring), replacing one it had already
    (outer_loops.py's: the later annotation is the one the branch kept before); returns
    how many were renamed. Run after the last annotation, before `convert-scf-to-cf`."""
    moved = 0
    for loop in loops:
        attributes = loop.attributes
        if LOOP_ANNOTATION in attributes:
            annotation = attributes[LOOP_ANNOTATION]
            del attributes[LOOP_ANNOTATION]
            attributes["loop_annotation"] = annotation
            moved += 1
    return moved
