"""Which f32 `math.exp` arguments are provably <= 0 or NaN, so a cheaper exp may compute them.

Softmax and log-softmax (jax.nn.softmax, torch, keras) take exp(x - max(x)) along a row:
every argument is <= 0, or NaN (a NaN in the row, or inf - inf). The general exp pays for
its whole range there: the clamp at the overflow end, and 2^n applied as two factors so
that results near both ends need no special case. fast_math's `__shlo_expf_nonpos` drops
both and gives the same bits for every argument <= 0 (tests/test_fast_math.py checks all of
them), so the fact changes speed only.

The fact is read off a fused `linalg.generic` body at the tensor level, where it is local
and structural: the argument is `a - b` with `a` and `b` inputs of the generic, `b` read
(through unit-dimension reshapes and elementwise `max(b, c)`, the `max(-inf, .)` that
jax.nn.softmax adds) from a max reduction of the very tensor `a` reads, at the row that
holds `a`'s element. Also `-|x|`, `-(y y)` (accurate_erfc.py's exp(-a^2): exact GELU) and
`min(x, c <= 0)`. XLA and IREE have no such fact: their
exp is one polynomial with both clamps (XLA's is Eigen's, ~1 ulp with a two-factor ldexp).
"""

from __future__ import annotations

import mlir.ir as uir

from ..walk import defining_op

_MAX_OPS = ("arith.maximumf", "arith.maxnumf")


def exp_argument_is_nonpositive(value) -> bool:
    """True if `value` (an f32 in a linalg.generic body) is <= 0 or NaN at every point."""
    return _nonpositive(value, 4)


def _nonpositive(value, depth: int) -> bool:
    op = defining_op(value)
    if op is None:  # an input of the generic: every element of its tensor <= 0?
        read = _generic_input(value)
        return read is not None and depth > 0 and \
            _tensor_nonpositive(list(read[0].opview.inputs)[read[1]], depth - 1)
    name = op.name
    if name == "arith.negf":
        inner = defining_op(op.operands[0])
        if inner is not None and inner.name == "arith.mulf":  # -(y y): erfc's exp(-a^2)
            return inner.operands[0] == inner.operands[1]
        return inner is not None and inner.name == "math.absf"
    if name in ("arith.minimumf", "arith.minnumf"):
        return any(_constant_at_most_zero(v) for v in op.operands)
    if name == "arith.subf":
        return _minus_row_max(op)
    return False


def _tensor_nonpositive(tensor, depth: int) -> bool:
    """Every element of `tensor` is <= 0 or NaN: it is (a reshape of) the result of an
    all-parallel generic that writes every element (its output map a permutation of its
    loops) with such a value. log_softmax's exp reads x - max(x) so, inside its sum."""
    op = defining_op(tensor)
    while op is not None and op.name in ("tensor.expand_shape", "tensor.collapse_shape"):
        op = defining_op(op.operands[0])
    if op is None or op.name != "linalg.generic" or len(op.results) != 1:
        return False
    if any(str(t) != "#linalg.iterator_type<parallel>" for t in op.attributes["iterator_types"]):
        return False
    n_loops = len(list(op.attributes["iterator_types"]))
    out_map = _map_results(list(op.attributes["indexing_maps"])[-1])
    if out_map is None or sorted(out_map) != [("d", i) for i in range(n_loops)]:
        return False
    yielded = _body_ops(op)[-1].operands[0]
    return _nonpositive(yielded, depth)


def _constant_at_most_zero(value) -> bool:
    op = defining_op(value)
    if op is None or op.name != "arith.constant":
        return False
    attr = op.attributes["value"]
    return isinstance(attr, uir.FloatAttr) and attr.value <= 0.0


def _generic_input(value):
    """(the generic, input index) when `value` is the block argument of an input of the
    linalg.generic whose body holds it."""
    if not isinstance(value, uir.BlockArgument):
        return None
    owner = value.owner.owner
    owner = getattr(owner, "operation", owner)
    if owner is None or owner.name != "linalg.generic":
        return None
    n_inputs = len(owner.opview.inputs)
    return (owner, value.arg_number) if value.arg_number < n_inputs else None


def _map_results(attr) -> list | None:
    """The results of an affine map as ('d', position) / ('c', value) pairs, or None if any
    is another expression."""
    out = []
    for expr in uir.AffineMapAttr(attr).value.results:
        if isinstance(expr, uir.AffineDimExpr):
            out.append(("d", uir.AffineDimExpr(expr).position))
        elif isinstance(expr, uir.AffineConstantExpr):
            out.append(("c", uir.AffineConstantExpr(expr).value))
        else:
            return None
    return out


def _minus_row_max(sub) -> bool:
    a, b = (_generic_input(v) for v in sub.operands)
    if a is None or b is None or a[0] != b[0]:
        return False
    generic = a[0]
    maps = list(generic.attributes["indexing_maps"])
    inputs = list(generic.opview.inputs)
    a_index, b_index = _map_results(maps[a[1]]), _map_results(maps[b[1]])
    if a_index is None or b_index is None:
        return False
    source, b_tensor = inputs[a[1]], inputs[b[1]]
    a_index, b_index = _unit_dims_zero(a_index, source), _unit_dims_zero(b_index, b_tensor)
    reduction = None
    for _ in range(16):  # (the chain is short: reshapes and one max(., -inf))
        op = defining_op(b_tensor)
        if op is None:
            return False
        if op.name in ("tensor.expand_shape", "tensor.collapse_shape"):
            b_index = _through_reshape(op, b_index)
            if b_index is None:
                return False
            b_tensor = op.operands[0]
            b_index = _unit_dims_zero(b_index, b_tensor)
        elif op.name == "linalg.generic" and _is_max_with_other(op):
            b_index = _through_elementwise(op, b_index)
            if b_index is None:
                return False
            b_tensor = op.opview.inputs[0]
            b_index = _unit_dims_zero(b_index, b_tensor)
        elif op.name == "linalg.generic" and is_max_reduction(op):
            reduction = op
            break
        else:
            return False
    if reduction is None or reduction.opview.inputs[0] != source:
        return False
    r_maps = list(reduction.attributes["indexing_maps"])
    r_in, r_out = _map_results(r_maps[0]), _map_results(r_maps[1])
    n_loops = len(list(reduction.attributes["iterator_types"]))
    if r_in is None or r_out is None or sorted(r_in) != [("d", i) for i in range(n_loops)]:
        return False  # (the reduction's input map must be a permutation of its loops)
    if any(kind != "d" for kind, _ in r_out) or len(a_index) != len(r_in):
        return False
    # The reduction point q that reads a's element: q[r_in[k]] = a_index[k]; the max it
    # contributes to is at r_out(q), which must be the element b reads.
    q = {r_in[k][1]: a_index[k] for k in range(n_loops)}
    return _unit_dims_zero([q[pos] for _, pos in r_out], reduction.results[0]) == b_index


def _unit_dims_zero(index, tensor):
    """`index` with the index of every dimension of length 1 written as the constant 0 (what
    it is at every valid point; the maps of 1x4x64x1 tensors say d0 or 0 there)."""
    shape = uir.RankedTensorType(tensor.type).shape
    return [("c", 0) if n == 1 else e for e, n in zip(index, shape)]


def _through_reshape(op, index):
    """The index into the reshape's source, given the index into its result (each a list of
    ('d', p) / ('c', v)), when every reassociation group has at most one dimension longer
    than 1 (the broadcast rows of a softmax: 4096 <-> 4096x1); else None."""
    groups = [[int(uir.IntegerAttr(i).value) for i in g]
              for g in uir.ArrayAttr(op.attributes["reassociation"])]
    src_shape = uir.RankedTensorType(op.operands[0].type).shape
    res_shape = uir.RankedTensorType(op.results[0].type).shape
    expanding = op.name == "tensor.expand_shape"
    big_shape, small_shape = (res_shape, src_shape) if expanding else (src_shape, res_shape)
    small_index = [None] * len(small_shape)
    big_index = [None] * len(big_shape)
    known = index
    for s, group in enumerate(groups):
        long = [d for d in group if big_shape[d] != 1]
        if len(long) > 1 or any(x < 0 for x in big_shape) or small_shape[s] < 0:
            return None
        if expanding:  # index is into big: small[s] = big[the long dim] (or 0)
            small_index[s] = known[long[0]] if long else ("c", 0)
        else:  # index is into small: big[long] = small[s], every unit dim 0
            for d in group:
                big_index[d] = known[s] if d in long else ("c", 0)
    return small_index if expanding else big_index


def _through_elementwise(op, index):
    """The index into an elementwise generic's input, given the index into its result (the
    output map must be a permutation of the loops; the input map may transpose: ViT's
    attention takes the max of 1x3x65x1 rows into a 1x1x3x65 tensor)."""
    maps = [_map_results(m) for m in op.attributes["indexing_maps"]]
    m_in, m_out = maps
    n_loops = len(list(op.attributes["iterator_types"]))
    if m_in is None or m_out is None or sorted(m_out) != [("d", i) for i in range(n_loops)]:
        return None
    point = {m_out[k][1]: index[k] for k in range(n_loops)}
    return [point[v] if kind == "d" else (kind, v) for kind, v in m_in]


def _body_ops(generic):
    return list(generic.regions[0].blocks[0].operations)


def _is_max_with_other(op) -> bool:
    """An elementwise generic of one input whose value is max(input, anything): >= the input
    or NaN. jax.nn.softmax's max(-inf, row max) lowers to select(x <= c, c, x)."""
    g = op.opview
    if len(g.inputs) != 1 or len(g.outputs) != 1:
        return False
    if any(str(t) != "#linalg.iterator_type<parallel>" for t in op.attributes["iterator_types"]):
        return False
    block = op.regions[0].blocks[0]
    x = block.arguments[0]
    ops = _body_ops(op)
    yielded = ops[-1].operands[0]
    last = defining_op(yielded)
    if last is None:
        return False
    if last.name in _MAX_OPS and len(ops) == 2:
        return x in list(last.operands)
    if last.name == "arith.select" and len(ops) == 3:
        cond, then, other = last.operands
        cmp = defining_op(cond)
        if cmp is None or cmp.name != "arith.cmpf" or other != x:
            return False
        predicate = uir.IntegerAttr(cmp.attributes["predicate"]).value
        # olt = 4, ole = 5: x < c (or x <= c) picks c, else (also for NaN) x
        return predicate in (4, 5) and list(cmp.operands) == [x, then]
    return False


def is_max_reduction(op) -> bool:
    """A generic reducing its one input with max (softmax's row max)."""
    g = op.opview
    if len(g.inputs) != 1 or len(g.outputs) != 1:
        return False
    ops = _body_ops(op)
    if len(ops) != 2 or ops[0].name not in _MAX_OPS:
        return False
    args = list(op.regions[0].blocks[0].arguments)
    operands = list(ops[0].operands)
    return (operands == args or operands == args[::-1]) \
        and ops[1].operands[0] == ops[0].results[0]
