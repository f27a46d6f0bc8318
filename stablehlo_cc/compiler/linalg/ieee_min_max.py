"""`arith.maximumf`/`minimumf` become LLVM's `llvm.maximum`/`llvm.minimum` before `arith-expand`.

StableHLO's float maximum and minimum are IEEE-754's (spec: `maximum`, `minimum`): NaN in,
NaN out, and -0 orders below +0, so max(+0, -0) = +0 and min(+0, -0) = -0. `arith.maximumf`
means exactly that, but `arith-expand` (which our pipeline needs for other ops) rewrites it
as `select(a > b or isnan(a), a, b)` plus a NaN test of b: for equal zeros of either sign it
returns b. Elementwise maximum never reaches it (the StableHLO-to-linalg lowering spells out
the zero case with a bitwise and/or), but the combiners of reductions (`reduce` with
`maximum`: a row max of +0 and -0 gave -0, where XLA:CPU gives +0), max/min pooling and
softmax's row max do. LLVM's intrinsics have IEEE semantics and on x86 cost one blend more
than the expansion (vmaxps, a blend on the sign of one operand, a NaN blend), and LLVM drops
the sign blend when an operand is a constant other than zero (the clamps of the fast exp).

Only the functions whose print shows these ops are walked (stage.py finds them in the print
it makes anyway), since a walk of a transformer's whole module costs milliseconds.
"""

from __future__ import annotations

import math

import mlir.ir as uir

from ..walk import ops_named

_INTRINSICS = {"arith.maximumf": "llvm.intr.maximum", "arith.minimumf": "llvm.intr.minimum"}


def _intrinsic(name: str, result_type, operands):
    """The intrinsic on `operands`; an n-D vector (LLVM's take 1-D ones only) goes through a
    `vector.shape_cast` to 1-D and back, which costs no instruction."""
    vector = result_type if isinstance(result_type, uir.VectorType) else None
    if vector is None or vector.rank == 1:
        return uir.Operation.create(name, results=[result_type],
                                    operands=list(operands)).results[0]
    flat = uir.VectorType.get([math.prod(vector.shape)], vector.element_type)
    flat_operands = [uir.Operation.create("vector.shape_cast", results=[flat],
                                          operands=[v]).results[0] for v in operands]
    result = uir.Operation.create(name, results=[flat], operands=flat_operands).results[0]
    return uir.Operation.create("vector.shape_cast", results=[result_type],
                                operands=[result]).results[0]


def to_llvm_intrinsics(module, functions: set | bool) -> int:
    """Replace the ops in the functions named by `functions` (True: every function); returns
    how many were replaced."""
    roots = [module] if functions is True else [
        op.operation for op in module.body.operations
        if op.operation.name == "func.func"
        and uir.StringAttr(op.operation.attributes["sym_name"]).value in functions]
    replaced = 0
    for root in roots:
        for op in ops_named(root, tuple(_INTRINSICS)):
            with uir.InsertionPoint(op), op.location:
                result = _intrinsic(_INTRINSICS[op.name], op.results[0].type, op.operands)
            op.results[0].replace_all_uses_with(result)
            op.erase()
            replaced += 1
    return replaced
