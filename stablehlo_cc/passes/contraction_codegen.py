"""Register-blocked, vectorized code for contractions (matmul, batched matmul, einsum-like
`linalg.generic`s), the ops where naive loops lose two orders of magnitude.

Each contraction is tiled twice with the transform dialect: cache blocks, then a register
block (RM rows × RN columns of accumulators, one step of the reduction) that is vectorized
into `vector.contract`, whose accumulator is hoisted out of the reduction loop and which
lowers to broadcast-FMA outer products. Tile sizes are computed per op from its static shape
and the host's vector width. Everything else is left to LLVM's loop vectorizer.

If the transform fails on an op (an unusual shape or body), the module is left as it was
for that op: this stage only ever makes code faster, never changes what it computes.
"""

from __future__ import annotations

from dataclasses import dataclass

import llvmlite.binding as llvm
import mlir.ir as uir
from mlir.dialects.transform import interpreter

# Cache blocks (elements): an M×K panel of A and a K×N panel of B stay in L1/L2.
CACHE_TILE_M, CACHE_TILE_N, CACHE_TILE_K = 64, 256, 256
_ACCUMULATE = {"arith.addf", "arith.addi"}
_MULTIPLY = {"arith.mulf", "arith.muli"}
_CASTS = {"arith.extf", "arith.extsi", "arith.extui", "arith.sitofp", "arith.uitofp",
          "arith.truncf"}
_TAG = "shlo.contraction"


@dataclass(frozen=True)
class RegisterBlock:
    rows: int  # RM: accumulator rows (broadcast A elements)
    vectors: int  # accumulator vectors a row
    vector_bytes: int  # SIMD width


def host_register_block() -> RegisterBlock:
    features = llvm.get_host_cpu_features()
    if features.get("avx512f"):
        return RegisterBlock(rows=8, vectors=2, vector_bytes=64)  # 16 of 32 zmm registers
    if features.get("avx2") or features.get("avx"):
        return RegisterBlock(rows=6, vectors=2, vector_bytes=32)  # 12 of 16 ymm registers
    return RegisterBlock(rows=4, vectors=2, vector_bytes=16)


def _element_bytes(t) -> int:
    width = getattr(t, "width", None)
    if width is None:
        width = 64 if "64" in str(t) else 32
    return max(1, width // 8)


def _loop_dims(generic) -> tuple[list[int], list[str], list] | None:
    """Static loop ranges, iterator kinds, and indexing maps of a linalg.generic."""
    maps = [uir.AffineMapAttr(a).value for a in generic.attributes["indexing_maps"]]
    kinds = ["reduction" if "reduction" in str(a) else "parallel"
             for a in generic.attributes["iterator_types"]]
    ranges = [None] * len(kinds)
    for operand, amap in zip(generic.operands, maps):
        shape = uir.ShapedType(operand.type)
        if not shape.has_static_shape:
            return None
        for pos, expr in enumerate(amap.results):
            if isinstance(expr, uir.AffineDimExpr):
                ranges[expr.position] = shape.shape[pos]
    if any(r is None for r in ranges):
        return None
    return ranges, kinds, maps


def _is_contraction_body(generic) -> bool:
    ops = [op.operation.name for op in generic.regions[0].blocks[0].operations]
    core = [name for name in ops[:-1] if name not in _CASTS]
    return (len(generic.operands) == 3 and len(core) == 2 and core[0] in _MULTIPLY
            and core[1] in _ACCUMULATE)


def _tile_sizes(generic, block: RegisterBlock):
    """(cache tiles, register tiles) for each loop of a contraction, or None to leave it."""
    found = _loop_dims(generic)
    if found is None or not _is_contraction_body(generic):
        return None
    ranges, kinds, maps = found
    out_dims = [e.position for e in maps[-1].results if isinstance(e, uir.AffineDimExpr)]
    if len(out_dims) != len(maps[-1].results) or not out_dims or "reduction" not in kinds:
        return None
    n_dim = out_dims[-1]
    m_dim = out_dims[-2] if len(out_dims) > 1 else None
    lanes = block.vector_bytes // _element_bytes(
        uir.ShapedType(generic.operands[2].type).element_type)
    cache, register = [], []
    for d, (size, kind) in enumerate(zip(ranges, kinds)):
        if kind == "reduction":
            cache.append(min(size, CACHE_TILE_K))
            register.append(1)
        elif d == n_dim:
            r = min(size, lanes * block.vectors)
            register.append(r)
            cache.append(min(size, max(r, CACHE_TILE_N // r * r)))
        elif d == m_dim:
            r = min(size, block.rows)
            register.append(r)
            cache.append(min(size, max(r, CACHE_TILE_M // r * r)))
        else:  # batch-like dimension
            cache.append(1)
            register.append(1)
    if all(c == s for c, s in zip(cache, ranges)):
        cache = None  # one cache block: skip that level
    return cache, register


def _sizes(values) -> str:
    return "[" + ", ".join(str(v) for v in values) + "]"


def _script(plans) -> str:
    """The transform script: one tiling/vectorization block per tagged contraction."""
    body = []
    for i, (cache, register) in enumerate(plans):
        n = len(register)
        handles = ", ".join(["!transform.any_op"] * (n + 1))
        op = f"%op{i}"
        body.append(
            f"    {op} = transform.structured.match attributes{{{_TAG} = {i} : i64}} in %root"
            f" : (!transform.any_op) -> !transform.any_op")
        if cache is not None:
            body.append(
                f"    %c{i}, %cl{i}:{n} = transform.structured.tile_using_for {op} "
                f"tile_sizes {_sizes(cache)} : (!transform.any_op) -> ({handles})")
            op = f"%c{i}"
        body.append(
            f"    %r{i}, %rl{i}:{n} = transform.structured.tile_using_for {op} "
            f"tile_sizes {_sizes(register)} : (!transform.any_op) -> ({handles})")
        body.append(f"    transform.structured.vectorize %r{i} vector_sizes {_sizes(register)}"
                    " : !transform.any_op")
    return "\n".join([
        "module attributes {transform.with_named_sequence} {",
        "  transform.named_sequence @__transform_main(%root: !transform.any_op "
        "{transform.readonly}) {",
        *body,
        '    %f = transform.structured.match ops{["func.func"]} in %root'
        " : (!transform.any_op) -> !transform.any_op",
        "    transform.apply_patterns to %f {",
        "      transform.apply_patterns.vector.lower_masked_transfers",
        "      transform.apply_patterns.vector.transfer_permutation_patterns",
        "      transform.apply_patterns.vector.reduction_to_contract",
        "      transform.apply_patterns.canonicalization",
        "    } : !transform.any_op",
        "    transform.apply_cse to %f : !transform.any_op",
        '    %loops = transform.structured.match ops{["scf.for"]} in %f'
        " : (!transform.any_op) -> !transform.any_op",
        "    transform.apply_licm to %loops : !transform.any_op",
        "    transform.loop.hoist_loop_invariant_subsets %loops : !transform.any_op",
        "    transform.apply_patterns to %f {",
        '      transform.apply_patterns.vector.lower_contraction lowering_strategy = "outerproduct"',
        "      transform.apply_patterns.vector.lower_outerproduct",
        "      transform.apply_patterns.canonicalization",
        "    } : !transform.any_op",
        "    transform.yield",
        "  }",
        "}",
    ])


def _generics(module) -> list:
    found = []

    def visit(op):
        if op.name == "linalg.generic":
            found.append(op.operation if hasattr(op, "operation") else op)
        return uir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return found


def tile_and_vectorize(module, block: RegisterBlock | None = None) -> int:
    """Tile and vectorize every static contraction of `module` (generalized linalg) in place.

    Returns how many contractions were transformed (0 when the transform was not applicable
    or failed, in which case the module is unchanged).
    """
    block = block or host_register_block()
    ctx = module.context
    plans = []
    for generic in _generics(module):
        sizes = _tile_sizes(generic, block)
        if sizes is None:
            continue
        generic.attributes[_TAG] = uir.IntegerAttr.get(uir.IntegerType.get_signless(64, ctx),
                                                       len(plans))
        plans.append(sizes)
    if not plans:
        return 0
    backup = module.operation.clone()
    try:
        script = uir.Module.parse(_script(plans), ctx)
        interpreter.apply_named_sequence(module.operation, script.body.operations[0],
                                         script.operation)
    except (uir.MLIRError, ValueError, RuntimeError):
        _restore(module, backup)
        return 0
    _untag(module)
    return len(plans)


def _restore(module, backup) -> None:
    """Put the pre-transform body back (the failed transform may have changed it halfway)."""
    body = module.body
    for op in list(body.operations):
        op.erase()
    for op in list(backup.regions[0].blocks[0].operations):
        body.append(op.detach_from_parent())
    _untag(module)


def _untag(module) -> None:
    for generic in _generics(module):
        if _TAG in generic.attributes:
            del generic.attributes[_TAG]
