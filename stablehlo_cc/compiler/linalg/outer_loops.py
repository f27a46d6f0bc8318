"""LLVM never unrolls a loop that holds another loop.

LLVM's O3 fully unrolls loops with small constant trip counts, and an outer loop is one once
its inner loops are unrolled or vectorized: a layer norm over 16 rows of 256 became 6,400
lines of IR (its 16 rows, each with the vectorized loops over the row unrolled), and the
unrolled copies were most of the optimized IR of the transformer zoo, each copy optimized
and compiled again (issue 11: with this, Whisper's LLVM time went 2.4 -> 1.2 s at O3's
full-unroll threshold; with O2's threshold, llvm_passes.py, still 1.30 -> 1.19 s, T5's
1.34 -> 1.12 s, BERT's 0.58 -> 0.51 s). Unrolling an outer loop saves one branch per
iteration of its body, which is itself a loop of many iterations, so each `scf.for` that
holds another loop (one of more than one iteration) gets `llvm.loop.unroll.disable` (as
`loop_annotation`, which the lowering to `cf` and to LLVM keeps on the loop's back edge).
Innermost loops are left to LLVM: unrolling and interleaving them (after vectorizing) is
where unrolling pays; and so are loops that carry values from one iteration to the next
(`iter_args`), and loops around a contraction's or convolution's register tile
(`vector.fma`/`contract`/`outerproduct`), whose tile and window loops those code generators
leave for LLVM to unroll (ResNet-18's convolutions ran 2 % slower with them marked; a
transformer's matmuls are calls to the native GEMM, not tiles).
(XLA:CPU emits its loops with the same kind of metadata where it knows better than LLVM's
unroller; IREE's CPU backend tiles and unrolls in MLIR and leaves LLVM little to unroll.)
"""

from __future__ import annotations

import mlir.ir as uir

from ..walk import ops_named
from .parallel_loops import _constant_index

_LOOPS = ("scf.for", "scf.while", "scf.parallel")
# The ops of contraction and convolution register tiles (linalg/contraction_codegen.py,
# convolution_codegen.py).
_REGISTER_TILE = ("vector.fma", "vector.contract", "vector.outerproduct")


def _single_iteration(op) -> bool:
    """An `scf.for` from 0 to 1 (a unit dimension's loop): no loop once LLVM simplifies."""
    if op.name != "scf.for":
        return False
    operands = op.operands  # (lower bound, upper bound, step, then the initial values)
    bounds = [_constant_index(operands[i]) for i in range(3)]
    return None not in bounds and bounds[2] > 0 and bounds[0] < bounds[1] <= bounds[0] + bounds[2]


def _loop_facts(loop, known: dict) -> tuple[bool, bool]:
    """(whether `loop` holds another loop of more than one iteration, whether it holds a
    register tile). `known` holds these facts of the `scf.for` loops seen before (inner
    loops come first), whose bodies are not walked again: walking each loop's whole nest
    made this quadratic in the nesting depth (issue 11)."""
    inner, tiles, started = [], [], []

    def visit(op):
        if not started:  # (the walk visits `loop` itself first)
            started.append(op)
            return uir.WalkResult.ADVANCE
        name = op.name
        if name in _REGISTER_TILE:
            tiles.append(op)
            return uir.WalkResult.INTERRUPT
        if name == "scf.for":
            facts = known.get(op)
            if facts is not None:
                if facts[1]:
                    tiles.append(op)
                    return uir.WalkResult.INTERRUPT
                if facts[0] or not _single_iteration(op):
                    inner.append(op)
                return uir.WalkResult.SKIP
        if name in _LOOPS and not _single_iteration(op):
            inner.append(op)
        return uir.WalkResult.ADVANCE

    loop.walk(visit, uir.WalkOrder.PRE_ORDER)
    return bool(inner), bool(tiles)


def keep_outer_loops_rolled(module) -> int:
    """Mark every `scf.for` that holds another loop, no register tile, and carries no values
    as never to be unrolled; returns how many."""
    attr = uir.Attribute.parse("#llvm.loop_annotation<unroll = <disable = true>>")
    marked = 0
    known: dict = {}  # scf.for -> _loop_facts
    for loop in ops_named(module, "scf.for"):  # (children first)
        holds_loop, holds_tile = known[loop] = _loop_facts(loop, known)
        # (no initial values: the operands are the bounds and the step only)
        if "loop_annotation" not in loop.attributes and len(loop.operands) == 3 \
                and holds_loop and not holds_tile:
            loop.attributes["loop_annotation"] = attr
            marked += 1
    return marked
