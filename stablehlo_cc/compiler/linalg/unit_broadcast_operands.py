"""Contraction operands indexed with a constant 0 on a size-1 dimension lose that dimension.

StableHLO's `broadcast_in_dim` of a `BxSx1` tensor to `BxSxN` (a layer norm's per-row scale,
in its gradient: `sum over b, s of rsqrt[b, s, 0] * dy[b, s, n]`) reaches linalg as the map
`(b, s, 0)`; fused into its multiply and reduce, it makes a contraction one of whose
operands keeps the unit dimension with a constant index. Every form of contraction_codegen.py
(batch-matmul form, register block, dot products) and native_gemm_calls.py reads operand
maps as lists of loop dimensions, so such an op was left to the generic vectorizer, which
unrolled the 64-wide strip into scalar multiply-adds: transformer_lm_train_step_b8's five
scale gradients (8 x 32 x 128 -> 128) took 250 us each, 0.3 GFLOP/s, 11 % of the model.
Collapsing the operand's unit dimension away (`tensor.collapse_shape`, a view, no copy) and
dropping the constant from its map gives the plain projected permutation those forms expect:
upstream MLIR's FoldUnitExtentDims patterns canonicalize every linalg op the same way (here
only contraction operands are touched, so the other ops keep the forms our passes match), and
reduction_codegen.py's `_collapse_unit_reads` does the same for reductions, on buffers. The
op becomes a vector-matrix product (K = 8 x 32, a 64-wide strip of accumulators): 338 ->
10 us for 8x32x1 x 8x32x128 -> 128 (a call from Python; XLA:CPU 61 us); the whole train
step 13 % less CPU time at batch 8, 6 % at batch 1 (one Zen 3 core, alternated calls).
"""

from __future__ import annotations

import mlir.ir as uir
from mlir.dialects import tensor

from ..walk import block_operations, ops_named
from .affine_facts import indexing_results
from .reshape_groups import reassociation, unit_dimension_groups

_MULTIPLY = {"arith.mulf", "arith.muli"}
_ACCUMULATE = {"arith.addf", "arith.addi"}
_CASTS = {"arith.extf", "arith.extsi", "arith.extui", "arith.sitofp", "arith.uitofp",
          "arith.truncf"}


def _contraction_body(generic) -> bool:
    ops = [op.name for op in block_operations(generic.regions[0].blocks[0])]
    core = [name for name in ops[:-1] if name not in _CASTS]
    return (len(generic.operands) == 3 and len(core) == 2 and core[0] in _MULTIPLY
            and core[1] in _ACCUMULATE)


def _unit_constants(amap, shape) -> list[int] | None:
    """Positions of `amap`'s constant-0 results, when each indexes a size-1 dimension and
    every other result is a loop dimension; None otherwise (or when there are none, or
    nothing else)."""
    found = []
    for i, e in enumerate(amap.results):
        e = e.maybe_downcast()
        if isinstance(e, uir.AffineDimExpr):
            continue
        if not (isinstance(e, uir.AffineConstantExpr) and e.value == 0 and shape[i] == 1):
            return None
        found.append(i)
    return found if found and len(found) < len(shape) else None


def drop_unit_broadcasts(module) -> int:
    """Rewrite every contraction operand indexed `(..., 0, ...)` on a size-1 dimension;
    returns how many operands were collapsed."""
    done = 0
    for generic in ops_named(module, ("linalg.generic",)):
        results = indexing_results(generic)
        if len(results) != 3 or all(None not in r for r in results[:2]):
            continue
        if not _contraction_body(generic):
            continue
        maps = [uir.AffineMapAttr(a).value for a in generic.attributes["indexing_maps"]]
        changed = False
        for operand in (0, 1):
            if None not in results[operand]:
                continue
            value = generic.operands[operand]
            if not isinstance(value.type, uir.RankedTensorType):
                continue
            t = uir.RankedTensorType(value.type)
            if not t.has_static_shape:
                continue
            units = _unit_constants(maps[operand], list(t.shape))
            if units is None:
                continue
            shape = [t.shape[i] for i in range(t.rank) if i not in units]
            with uir.InsertionPoint(generic), generic.location:
                collapsed = tensor.CollapseShapeOp(
                    uir.RankedTensorType.get(shape, t.element_type), value,
                    reassociation(unit_dimension_groups(t.rank, units)))
            generic.operands[operand] = collapsed.result
            old = maps[operand]
            maps[operand] = uir.AffineMap.get(
                old.n_dims, old.n_symbols,
                [e for i, e in enumerate(old.results) if i not in units])
            changed = True
            done += 1
        if changed:
            generic.attributes["indexing_maps"] = uir.ArrayAttr.get(
                [uir.AffineMapAttr.get(m) for m in maps])
    return done
