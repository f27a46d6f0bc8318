"""bf16/f16 matrix products whose operands reach the body in different forms.

Why: JAX lowers a bf16 x bf16 -> bf16 `dot_general` to extf(A), extf(B), an f32 product and
a truncf of its result, and linalg fusion then folds each operand's conversion into the
product's body only where that conversion has no other use. In real models (keras_hub's
Gemma and Llama with dtype="bfloat16") the activations feed several projections, so their
extf stays a separate f32 tensor while the weight's extf moves into the body: the product
reads one f32 and one bf16 operand, which native_gemm_calls._body_kind (both operands alike)
does not take, and the in-place path is scalar for it (its conversion sits in the reduction
loop): ~37 GFLOP/s, 92 % of gemma_bf16's time. Attention's probabilities (an f32 softmax
rounded to bf16) reach the body as truncf then extf of an f32 operand, at ~6 GFLOP/s.

Each operand of such a body is read as one of
- "ext": a bf16/f16 block argument extended in the body (the tensor is already narrow);
- "f32": an f32 block argument used as is: taken when the tensor is an elementwise extf of
  a narrow tensor (native_gemm_calls._narrow_source), whose narrow source gemm.c reads, or
  when the op making it yields an extf of a narrow value (`narrow_valued`), which is then
  rounded back exactly by an elementwise truncf before the call (`truncated`);
- "trunc": an f32 block argument rounded to the narrow type and extended again: its
  rounding is materialized as an elementwise truncf before the call (`truncated`), the
  same arith.truncf the body had, so the values are those the body multiplied.
Every product of two narrow values is exact in f32, so gemm.c's bf16/f16 entries (f32
accumulation, f32 result) compute what the body computes, up to the order of the f32 sums;
the truncf of the result to bf16 stays the elementwise op after the product.

Measured with gemm.c's widening of bf16 operands 16 at a time (its A rows and B panels;
before, a scalar conversion made the packed bf16 product 2x the f32 one at 32 rows), one
Emerald Rapids core, thread CPU time of a call, 3 rounds of 400 calls alternated with the
tree before: gemma_bf16 (keras_hub, 2 layers, d 128, 32 tokens) 1.16 -> 0.35 ms,
llama_bf16 1.42 -> 0.36 (XLA:CPU 0.39 and 0.40); each of their bf16 products (18 and 9) is a
gemm.c call. Left: a "f32" operand that is not an extf tensor still costs its producer's
f32 tensor and the truncf pass (the producer could yield the narrow value itself).
"""

from __future__ import annotations

import mlir.ir as uir
from mlir.dialects import arith, tensor

from . import named_ops

NARROW = ("bf16", "f16")


def _op_of(value):
    """The op defining `value`, or None for a block argument."""
    owner = value.owner
    owner = getattr(owner, "operation", owner)
    return owner if isinstance(owner, uir.Operation) else None


def multiply_accumulate(generic, acc_type: str, mul: str, add: str) -> tuple | None:
    """(block arguments, body ops, the multiply) when `generic`'s body ends in
    `yield(acc + x * y)` with `acc` its third argument, of `acc_type`, and `mul`/`add` the
    ops' names; what feeds the multiply is the caller's to check. The skeleton every
    product body the gemm takes shares (f32, bf16/f16 extended, 8/16-bit integers)."""
    block = generic.regions[0].blocks[0]
    args = list(block.arguments)
    if len(args) != 3 or str(args[2].type) != acc_type:
        return None
    ops = [op.operation for op in block.operations]
    if len(ops) < 3:
        return None
    product, total, yld = ops[-3], ops[-2], ops[-1]
    if product.name != mul or total.name != add or yld.name != "linalg.yield":
        return None
    if set(total.operands) != {product.results[0], args[2]} or \
            list(yld.operands) != [total.results[0]]:
        return None
    return args, ops, product


def mixed_body(generic) -> tuple[str, list[str]] | None:
    """(narrow type, [how A is read, how B is read]) when `generic`'s body is acc + a * b in
    f32 whose operands are each narrow values extended to f32 in one of the forms of the
    module docstring, not all of them "ext" (native_gemm_calls._body_kind takes those) nor
    all "f32" (an f32 product)."""
    found = multiply_accumulate(generic, "f32", "arith.mulf", "arith.addf")
    if found is None:
        return None
    args, ops, mul = found
    block = generic.regions[0].blocks[0]
    modes, kinds, used = {}, set(), []
    for v in mul.operands:
        if v in args[:2]:
            if str(v.type) != "f32":
                return None
            modes[v] = "f32"
            continue
        ext = _op_of(v)
        if ext is None or ext.name != "arith.extf" or ext.block != block or str(v.type) != "f32":
            return None
        source = ext.operands[0]
        kinds.add(str(source.type))
        used.append(ext)
        if source in args[:2]:
            modes[source] = "ext"
            continue
        trunc = _op_of(source)
        if trunc is None or trunc.name != "arith.truncf" or trunc.block != block or \
                trunc.operands[0] not in args[:2] or str(trunc.operands[0].type) != "f32" or \
                "roundingmode" in trunc.attributes:  # (`truncated` rounds to nearest even)
            return None
        used.append(trunc)
        modes[trunc.operands[0]] = "trunc"
    if len(modes) != 2 or set(modes) != set(args[:2]) or len(kinds) != 1 or \
            next(iter(kinds)) not in NARROW or len(ops) != 3 + len(used) or \
            set(modes.values()) in ({"ext"}, {"f32"}):
        return None
    if any(len(list(op.results[0].uses)) != 1 for op in used):
        return None
    return next(iter(kinds)), [modes[args[0]], modes[args[1]]]


def narrow_valued(value, kind: str) -> bool:
    """Whether every element of the f32 tensor `value` is a `kind` value: it is a result of a
    linalg.generic that yields an arith.extf from `kind` for it (Gemma's normalized
    activations, rounded to bf16 and extended again in the normalization's body), so a
    truncf back to `kind` is exact. Reshapes of such a tensor are too (Llama's grouped
    query heads, `4 -> 2 x 2`)."""
    owner = _op_of(value)
    while owner is not None and owner.name in ("tensor.expand_shape", "tensor.collapse_shape"):
        value = owner.operands[0]
        owner = _op_of(value)
    if owner is None or owner.name != "linalg.generic":
        return False
    index = next(i for i, r in enumerate(owner.results) if r == value)
    yielded = owner.regions[0].blocks[0].operations
    yielded = list(yielded)[-1].operation.operands[index]
    ext = _op_of(yielded)
    return ext is not None and ext.name == "arith.extf" and \
        str(ext.operands[0].type) == kind


def truncated(value, kind: str):
    """An elementwise arith.truncf of the f32 tensor `value` to `kind`, made just after
    `value` is (at its block's beginning for an argument)."""
    owner = _op_of(value)
    where = uir.InsertionPoint.after(owner) if owner is not None else \
        uir.InsertionPoint.at_block_begin(value.owner)
    with where:
        return _truncf_generic(value, kind)


def _truncf_generic(value, kind: str):
    t = uir.RankedTensorType(value.type)
    narrow = uir.Type.parse(kind)
    empty = tensor.EmptyOp(t.shape, narrow).result
    identity = uir.AffineMapAttr.get(uir.AffineMap.get_identity(t.rank))
    parallel = uir.Attribute.parse("#linalg.iterator_type<parallel>")
    op = named_ops.GenericOp([empty.type], [value], [empty], uir.ArrayAttr.get([identity] * 2),
                             uir.ArrayAttr.get([parallel] * t.rank))
    body = op.regions[0].blocks.append(t.element_type, narrow)
    with uir.InsertionPoint(body):
        named_ops.YieldOp([arith.truncf(narrow, body.arguments[0])])
    return op.results[0]
