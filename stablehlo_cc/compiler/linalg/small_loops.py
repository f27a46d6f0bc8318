"""Loop nests of a few hundred scalar iterations in all are not handed to LLVM's vectorizers.

Some loop nests reach LLVM as scalar loops (a gather's index wrapping, i1/i8 masks, short
elementwise chains over one row). LLVM's loop vectorizer turns each into a vector loop, on
the AVX-512 host 16 lanes interleaved by 4: ~1 ms of the pipeline a loop (VPlans for every
candidate width and their cost queries), whatever the trip count. Worse, once the inner loop
of a small 2-d nest is fully unrolled, it vectorizes the outer one: Whisper's 16x16 mask
transpose (i32 != 0 stored as i8) became 16 gathers and 256 extractelement + scalar stores,
on which the SLP vectorizer then spent 240 ms (41 % of Whisper's whole LLVM pipeline).
A nest whose innermost bodies run at most MAX_ITERATIONS times a call (the product of the
constant trip counts of the loop, the loops inside it and those around it in its nest
function) costs at most a few hundred cycles a call as scalar code, nothing next to a model's
run time, so each `scf.for` of it gets `vectorize = <disable = true>` (LLVM's
`llvm.loop.vectorize.enable = false`; outer loops keep outer_loops.py's unroll.disable too).

elementwise_vectors.py runs after this and widens the elementwise loops these marks leave
(the marked ones stay scalar loops, as before).
Left to the vectorizer: nests with long bodies (interleaved_loops.py's: an exp or tanh chain
costs ~20 cycles an element when scalar), nests with vector values (MLIR's own), nests whose
trip counts are not constants or that sit in parallel regions, and the nest functions called
from inside a loop (a recurrence's step runs many times a call).

Measured (2026-11-26, AVX-512 host, issue 11): LLVM pipeline + code generation of the
captured modules (in one process, alternated, median of 7, pinned) Whisper 1085 -> 769 ms,
BERT 352 -> 335, DistilBERT 322 -> 311, GPT-2 310 -> 301, the NNX transformer LM 304 -> 290,
Llama 410 -> 409; the annotation costs 3-5 ms of Python a model (one walk shared with
interleaved_loops.py). Cold compiles (fresh processes, process CPU s, pinned, alternated,
median of 5): Whisper 2.29 -> 1.98 s (-13.5 %), the others within this host's noise (+-3 %).
Run time (both variants compiled in one process, calls alternated, thread CPU time, median
of 400, one thread): Whisper, GPT-2, BERT, Llama, DistilBERT, the NNX LM -1.2..-0.3 %.
(IREE's CPU backend runs LLVM with its loop vectorizer and SLP off altogether, llvm_passes.py.)
"""

from __future__ import annotations

import mlir.ir as uir

from ..walk import ops_named
from .interleaved_loops import LOOP_ANNOTATION, MIN_BODY_OPS
from .loop_nest_functions import PREFIX as NEST_PREFIX
from .parallel_split import constant_index as _constant_index

MAX_ITERATIONS = 256  # iterations of a loop (times those of its enclosing loops) a call
_LOOPS = ("scf.for", "scf.while", "scf.parallel")
_FUNCTIONS = ("func.func", "llvm.func")
_ROLLED = "#llvm.loop_annotation<unroll = <disable = true>>"  # outer_loops.py's


def _trip_count(loop) -> int | None:
    bounds = [_constant_index(loop.operands[i]) for i in range(3)]
    if None in bounds or bounds[2] <= 0:
        return None
    return max(0, -(-(bounds[1] - bounds[0]) // bounds[2]))


def _context(loop) -> tuple[list | None, str | None, bool]:
    """(the `scf.for` loops that enclose `loop` in its function, None if another kind of
    region than `scf.if` encloses it; the function's name; whether a loop encloses it)."""
    enclosing, nested = [], False
    parent = loop.parent
    while parent is not None and parent.name not in _FUNCTIONS:
        name = parent.name
        if name in _LOOPS:
            nested = True
        if name == "scf.for":
            if enclosing is not None:
                enclosing.append(parent)
        elif name != "scf.if":
            enclosing = None
        parent = parent.parent
    if parent is None:
        return None, None, nested
    return enclosing, uir.StringAttr(parent.attributes["sym_name"]).value, nested


def _iterations(loops, trips: dict) -> int | None:
    """The product of the trip counts of `loops` (None if one is not a constant); `trips`
    keeps each loop's count, read once."""
    total = 1
    for loop in loops:
        if loop not in trips:
            trips[loop] = _trip_count(loop)
        if trips[loop] is None:
            return None
        total *= trips[loop]
    return total


def _short_scalar_nest(loop, limit: int, known: dict) -> int | None:
    """The product of the trip counts of `loop` and of every `scf.for` inside it (a bound on
    the iterations of its innermost bodies) if they are all constant and the product is at
    most `limit`, nothing inside is a vector or another kind of loop, and the nest has fewer
    than interleaved_loops' MIN_BODY_OPS arith/math ops (a math op counts as that many);
    else None. `known` holds the (product, ops) of the inner loops seen before (None for a
    refused one), whose bodies are not walked again."""
    product, ops, refused = [1], [0], []

    def visit(op):
        name = op.name
        if name == "scf.for":
            facts = known.get(op) if op != loop else None
            if op != loop and op in known:
                if facts is None:
                    refused.append(op)
                    return uir.WalkResult.INTERRUPT
                product[0] *= facts[0]
                ops[0] += facts[1]
                return uir.WalkResult.SKIP
            count = _trip_count(op)
            if count is None:
                refused.append(op)
                return uir.WalkResult.INTERRUPT
            product[0] *= count
        elif name in _LOOPS or any(isinstance(r.type, uir.VectorType) for r in op.results):
            refused.append(op)
            return uir.WalkResult.INTERRUPT
        elif name.startswith("math."):
            ops[0] += MIN_BODY_OPS
        elif name.startswith("arith.") and name != "arith.constant":
            ops[0] += 1
        if product[0] > limit or ops[0] >= MIN_BODY_OPS:
            refused.append(op)
            return uir.WalkResult.INTERRUPT
        return uir.WalkResult.ADVANCE

    loop.walk(visit, uir.WalkOrder.PRE_ORDER)
    known[loop] = None if refused else (product[0], ops[0])
    return None if refused else product[0]


def mark_small_loops(loops) -> set[str]:
    """Annotate the short scalar loops of the nest functions (module docstring) not to be
    vectorized; `loops`: the module's `scf.for` and `scf.while` ops, inner loops before
    outer ones. Returns the names of the functions that hold loops annotated with the
    discardable attribute (interleaved_loops.to_loop_properties renames it)."""
    contexts = [(loop, _context(loop)) for loop in loops]
    in_loops = set()  # functions called from inside a loop of a function other than a nest
    for loop, (_, function, nested) in contexts:
        if function is not None and not function.startswith(NEST_PREFIX) and not nested:
            for call in ops_named(loop, "func.call"):
                in_loops.add(uir.FlatSymbolRefAttr(call.attributes["callee"]).value)
    functions, annotations, known, trips = set(), {}, {}, {}
    for loop, (outer, function, _) in contexts:
        if loop.name != "scf.for" or outer is None or function in in_loops or \
                not function.startswith(NEST_PREFIX) or LOOP_ANNOTATION in loop.attributes:
            continue
        rolled = "loop_annotation" in loop.attributes  # (outer_loops.py's, or another)
        if rolled and str(loop.attributes["loop_annotation"]) != _ROLLED:
            continue
        own = _iterations([loop], trips)
        if own is None or own <= 1 or own > MAX_ITERATIONS:
            continue
        enclosing = _iterations(outer, trips)
        if enclosing is None or enclosing * own > MAX_ITERATIONS or \
                _short_scalar_nest(loop, MAX_ITERATIONS // max(enclosing, 1), known) is None:
            continue
        if rolled not in annotations:
            annotations[rolled] = uir.Attribute.parse(
                "#llvm.loop_annotation<unroll = <disable = true>, vectorize = <disable = true>>"
                if rolled else "#llvm.loop_annotation<vectorize = <disable = true>>")
        if rolled:  # (the same property, now with both)
            loop.attributes["loop_annotation"] = annotations[rolled]
        else:
            loop.attributes[LOOP_ANNOTATION] = annotations[rolled]
            functions.add(function)
    return functions
