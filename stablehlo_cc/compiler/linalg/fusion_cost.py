"""Elementwise fusion decided by cost: a producer is never recomputed inside a reduction,
and an expensive one (transcendental functions, division) never recomputed at all.

`linalg-fuse-elementwise-ops` fuses every elementwise producer with one use into its
consumer. When the consumer reads the producer's value through an indexing map that leaves
out some of its loops (a contraction reads A[m, k] in every column n; a broadcast reads x[m]
in every column), the fused op computes the producer once per iteration of the missing
loops: for `tanh(x @ w1) @ w2` that is N tanh evaluations per element of x @ w1, and the
contraction, whose body is then no longer a multiply-add, misses the tiled vector path of
`contraction_codegen`. As in XLA's fusion heuristics, recomputing copies (transposes,
broadcasts) costs nothing and cheap arithmetic is worth it outside reductions, so those
still fuse, as do producers read once per element (a sum over exp(x) stays one loop).

A producer that a broadcast reads (a per-channel batch-norm scale `gamma * rsqrt(var + eps)`
and shift `beta - mean * scale`, read by every pixel of a CNN layer) is recomputed once per
element of the broadcast: the scale's rsqrt 2304 times per channel in a 48x48 layer. When
the consumer reads each producer element at least `BROADCAST_REUSE` times, any arithmetic
producer is kept apart (computed once, a few hundred elements), whatever its uses: the BN
scale is used by both the shift and the broadcast, so its one-use test failed and, once the
broadcasts fused and `linalg.generic` canonicalization merged the duplicate operands, it
fused anyway. MobileNetV2's 52 conv epilogues then do a multiply-add and the clamp per
element instead of an add, rsqrt, four multiply-adds and the clamp (XLA computes such
broadcast operands once the same way: its fusion does not duplicate expensive producers
into a broadcast; IREE's dispatch formation leaves them in a dispatch of their own).

A reverse (a copy whose map walks a dimension backwards, `-d1 + 63`) is not free either:
fused into a contraction it gives the product a map that MLIR's tiling cannot slice, so the
product lost its tiled vector code and ran as scalar loops (`a @ jnp.flip(b, 1).T`, 512 x 512:
184 ms against 4.6 for `a @ b.T`); kept apart it is one pass of copying, and it still fuses
into elementwise consumers.

The pass's rule is greedy and cannot be configured from here, but it only fuses a producer
whose result has a single use. So before fusion each producer that would be recomputed is
*pinned*: its result gets one more use, a call to a private function declared for this, and
after fusion the calls and declarations are removed (`unpin`).
"""

from __future__ import annotations

import mlir.ir as uir
from mlir.dialects import func

from ..walk import block_operations
from .affine_facts import indexing_results, iterator_kinds, reads_reversed

_PIN = "__shlo_fusion_pin"
_RESHAPES = {"tensor.expand_shape", "tensor.collapse_shape"}
# Body ops of a copy (transpose, broadcast, reshape) or a conversion, which a contraction's
# vector code does as it loads.
_FREE = {"linalg.yield", "arith.extf", "arith.extsi", "arith.extui", "arith.sitofp",
         "arith.uitofp", "arith.truncf"}
_EXPENSIVE_ARITH = {"arith.divf", "arith.remf", "arith.divsi", "arith.divui", "arith.remsi",
                    "arith.remui"}
FREE, CHEAP, EXPENSIVE = 0, 1, 2
# Reads of each producer element (consumer iterations / producer elements) from which any
# arithmetic producer is computed apart rather than fused into a broadcasting consumer.
BROADCAST_REUSE = 16
# Named ops that read every input element many times inside a reduction (matmuls,
# convolutions). They have no indexing maps to inspect, but reshape propagation can turn
# them into generics during fusion (a flatten before a dense layer), which then takes in the
# producer: a flax CNN's `avg_pool / 4` ended up divided once per output column.
_NAMED_REDUCING = ("linalg.matmul", "linalg.batch_matmul", "linalg.matvec", "linalg.vecmat",
                   "linalg.dot", "linalg.batch_matvec", "linalg.batch_vecmat",
                   "linalg.batch_reduce_matmul", "linalg.contract", "linalg.conv_",
                   "linalg.depthwise_conv_")


class _Facts:
    """Each generic's iterator kinds, indexing-map results and body op names, read once a
    pass: the analysis asks them of a generic for each of its producers and consumers, and
    neither its attributes nor its body change while it runs (only pins are added). (Kept
    for one call: it holds MLIR objects.)"""

    def __init__(self):
        self._kinds: dict = {}
        self._indexing: dict = {}
        self._names: dict = {}  # the names of the ops of each body
        # `_cost` of each generic asked, and whether each op's results have one use each:
        # they change only when a pin gives a producer with one use a second one, which
        # clears them (`pinned`). A transformer asks the cost of the same producers for
        # each of their consumers, each time walking their producers again (issue 11).
        self.costs: dict = {}
        self.single_use: dict = {}

    def pinned(self, producer, had_one_use: bool) -> None:
        if had_one_use:
            self.costs.clear()
            self.single_use.clear()

    def kinds(self, generic) -> list[str]:
        found = self._kinds.get(generic)
        if found is None:
            found = self._kinds[generic] = iterator_kinds(generic)
        return found

    def body_names(self, generic) -> list[str]:
        found = self._names.get(generic)
        if found is None:
            found = self._names[generic] = [
                op.name for op in block_operations(generic.regions[0].blocks[0])]
        return found

    def indexing(self, generic) -> tuple:
        found = self._indexing.get(generic)
        if found is None:
            found = self._indexing[generic] = indexing_results(generic)
        return found


def _defining_generic(value):
    """The op that computes `value`, looking through reshapes; None unless a linalg.generic."""
    while True:
        owner = value.owner
        if isinstance(owner, uir.Block):
            return None  # a block argument
        op = owner.operation
        if op.name not in _RESHAPES:
            return op if op.name == "linalg.generic" else None
        value = op.operands[0]


def _elementwise(generic, facts: _Facts) -> bool:
    return "reduction" not in facts.kinds(generic)


def _one_use(value) -> bool:
    # (stops at the second use: a broadcast weight can have hundreds, each a binding call)
    count = 0
    for _ in value.uses:
        count += 1
        if count > 1:
            return False
    return count == 1


def _single_use(op, facts: _Facts) -> bool:
    found = facts.single_use.get(op)
    if found is None:
        found = facts.single_use[op] = all(_one_use(r) for r in op.results)
    return found


def _expensive(name: str) -> bool:
    """Ops worth computing once: transcendental functions, division, powers."""
    return name.startswith("math.") or name in _EXPENSIVE_ARITH


def _cost(generic, facts: _Facts) -> int:
    """FREE, CHEAP or EXPENSIVE: what an elementwise generic computes, itself or through the
    elementwise producers (with one use) that fusion would pull into it."""
    found = facts.costs.get(generic)
    if found is None:
        found = facts.costs[generic] = _cost_of(generic, facts)
    return found


def _cost_of(generic, facts: _Facts) -> int:
    # (the maximum over the producers' costs: over every generic the recursion reaches,
    # each asked once thanks to the memo)
    names = facts.body_names(generic)
    cost = FREE
    if any(_expensive(n) for n in names):
        return EXPENSIVE
    if any(n not in _FREE for n in names) or reads_reversed(generic):
        cost = CHEAP  # (a reversed read: see "A reverse" in the module's docstring)
    inputs = len(generic.operands) - len(generic.results)
    for value in list(generic.operands)[:inputs]:
        producer = _defining_generic(value)
        if producer is not None and _elementwise(producer, facts) and \
                _single_use(producer, facts):
            cost = max(cost, _cost(producer, facts))
            if cost == EXPENSIVE:
                break
    return cost


def _reuses(consumer, operand_index: int, facts: _Facts) -> bool:
    """Whether the consumer reads each element of this input more than once: its indexing
    map leaves out some of the consumer's loops."""
    used = {p for p in facts.indexing(consumer)[operand_index] if p is not None}
    return len(used) < len(facts.kinds(consumer))


def _reuse_factor(producer, consumer, facts: _Facts) -> int:
    """Consumer iterations per producer result element (1 when a shape is dynamic)."""
    out = uir.ShapedType(producer.results[0].type)
    ins = [uir.ShapedType(v.type) for v in consumer.operands]
    if not out.has_static_shape or not all(t.has_static_shape for t in ins):
        return 1
    sizes = {}
    for operand, results in zip(consumer.operands, facts.indexing(consumer)):
        shape = uir.ShapedType(operand.type).shape
        for pos, dim in enumerate(results):
            if dim is not None:
                sizes[dim] = shape[pos]
    iterations = 1
    for size in sizes.values():
        iterations *= size
    elements = 1
    for size in out.shape:
        elements *= size
    return iterations // max(1, elements)


def _too_costly(producer, consumer, operand_index: int, facts: _Facts) -> bool:
    """Fusing would recompute the producer per reuse: never into a reduction (a contraction
    then also loses its multiply-add body), into a broadcast that reads each element many
    times (`BROADCAST_REUSE`) when it computes anything, and into other ops only when it
    is expensive."""
    if consumer.name != "linalg.generic":
        return _cost(producer, facts) >= CHEAP  # a named contraction or convolution
    if not _reuses(consumer, operand_index, facts):
        return False
    limit = CHEAP if "reduction" in facts.kinds(consumer) or \
        _reuse_factor(producer, consumer, facts) >= BROADCAST_REUSE else EXPENSIVE
    return _cost(producer, facts) >= limit


def pin_recomputing_producers(module) -> list:
    """Give each elementwise producer whose fusion would cost more than it saves an extra
    use; returns the pins for `unpin`."""
    pins, declared = [], {}
    consumers = []

    def visit(op):
        # (parents first, not into linalg bodies: they hold no linalg ops; walk.ops_named)
        name = op.name
        if name == "linalg.generic" or name.startswith(_NAMED_REDUCING):
            consumers.append(op.operation)
        return uir.WalkResult.SKIP if name.startswith("linalg.") else uir.WalkResult.ADVANCE

    module.operation.walk(visit, uir.WalkOrder.PRE_ORDER)
    facts = _Facts()
    for consumer in consumers:
        inputs = len(consumer.operands) - len(consumer.results)
        for i, value in enumerate(list(consumer.operands)[:inputs]):
            producer = _defining_generic(value)
            # (a producer with several uses may still fuse once its consumers merged)
            if producer is None or not _elementwise(producer, facts):
                continue
            if _too_costly(producer, consumer, i, facts):
                had_one_use = _single_use(producer, facts)
                pins.append(_pin(module, producer, declared))
                facts.pinned(producer, had_one_use)
    return pins


def _pin(module, producer, declared: dict):
    result = producer.results[0]
    key = str(result.type)
    if key not in declared:
        with uir.InsertionPoint.at_block_begin(module.body), producer.location:
            decl = func.FuncOp(f"{_PIN}_{len(declared)}",
                               uir.FunctionType.get([result.type], []))
            decl.attributes["sym_visibility"] = uir.StringAttr.get("private")
        declared[key] = decl
    with uir.InsertionPoint.after(producer), producer.location:
        call = func.CallOp([], uir.FlatSymbolRefAttr.get(declared[key].name.value), [result])
    return call


def unpin(module, pins: list) -> None:
    """Remove the pins and their declarations."""
    for call in pins:
        call.operation.erase()
    for op in list(module.body.operations):
        if op.operation.name == "func.func" and \
                op.attributes["sym_name"].value.startswith(_PIN):
            op.operation.erase()
