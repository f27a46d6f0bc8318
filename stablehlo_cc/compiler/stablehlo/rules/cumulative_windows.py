"""A `reduce_window` that reduces every prefix (or suffix) of one dimension -- what
`jnp.cumsum`, `cumprod`, `cummax`, `cummin` and `lax.cumsum` emit: a window as long as the
dimension, padded by one less before it (after it, reversed) -- as one scan.

`stablehlo-legalize-to-linalg` loops over the window at every output position: n^2/2 steps
for a dimension of n (jnp.cumsum of 2^18 elements ran 20 s; of 2^26, hours).

Add, multiply, maximum and minimum on f32, f64, bf16, f16 and (un)signed 8..64-bit integers,
any length, axis and direction: one call of a C scan (contract/native/lapack_cumscan.c) on
the operand viewed as [outer, n, inner], sequential along n, the `inner` independent
positions of a step as its vector loop, blocked along n (a running value a block of 64
combined with the carry of the blocks before: a float sum's error grows like 64 + n/64
roundings, not n; XLA's tree: log n). Why C rather than the scan in StableHLO: measured
(one pinned CPU, jax.jit alongside, /tmp/cum.py of the cumscan report): jnp.cumsum of 2^20
f32 ran 6.7-15 ms as the blocked log-depth scan below (8 passes over the data), 1.5-1.7 ms
in C (jax.jit 7-8 ms); along rows of 64 (64 x 2^14) 6.7 ms -> 1.5 ms; and each scan's
compile 0.3 s -> 0.04 s (the log-depth steps were ~15 ms of compile each). The C side rounds
bf16 / f16 after every combine (the element-types rules: each op of the program rounds).

The logaddexp body of lax.cumlogsumexp (max(a, b) + log1p(exp(-|a - b|)), a + b where
a - b is NaN; init -inf) on f32, f64, bf16 and f16 is the same C scan's op 6: each combine
one function in f64 (contract/native/lapack_logaddexp.inc: exp and log1p without libm),
rounded to the element type (bf16 / f16 through f32), in the same blocks of 64. Measured
2026-11-27 (f32, one core of a shared host, process CPU time, medians of 5; window loops
-> scan, jax.jit in brackets): 2^14 elements 13.1 s (quadratic) -> 1.0 ms (7.5 ms);
[256, 64] along the first axis 204 -> 0.9 ms (7.1); 2^20 elements 65 ms (469), reversed
the same; [2^14, 64] along the first axis 63 ms (445). About 60 ns an element: two
logaddexps (the block's running value, then the carry), each an exp and a log1p in f64.

Other bodies (and, or, xor), i1 and other element types keep
the blocked log-depth scan below (lengths >= MIN_LENGTH) or the window loops: within blocks
of 64 in log2(64) elementwise steps (Hillis-Steele: at step k every element combines with
the one 2^k before it, after it when reversed, the first 2^k with the init value), the same
over the blocks' totals, then one step combining each block with the total before it. The
init value must be the body's identity (0 for add, 1 for multiply, -inf or the smallest
integer for maximum, ...: what JAX gives). Strides, dilations, and windows over more than
one dimension keep the window loops.

The order of a float sum changes from a sequential one to blocks (XLA: a tree; both are
allowed: the spec leaves the order of a reduction unspecified); integer, min/max and logical
results are exact either way. Maximum / minimum propagate NaN (stablehlo's maximum).
"""

from __future__ import annotations

import math

from jaxlib.mlir import ir

from ._elementwise import create
from ._native_lapack import native_call, replace_with_native
from ._text import Writer, tensor_type

# Elements a block of the blocked scan (`_blocked_scan`).
BLOCK = 64
# Scans shorter than this keep the window loops: n^2/2 steps a row (at most ~130 thousand,
# under 0.1 ms) cost less than compiling the scan's log2(n) elementwise steps (~15 ms each:
# 12 cumulative ops over 700 elements compiled in 2.3 s as scans, 0.8 s as window loops).
MIN_LENGTH = 512

_OPS = ("stablehlo.add", "stablehlo.multiply", "stablehlo.maximum", "stablehlo.minimum",
        "stablehlo.and", "stablehlo.or", "stablehlo.xor")


# The bodies and element types the C scan computes (op codes: their positions here).
_NATIVE_OPS = ("stablehlo.add", "stablehlo.multiply", "stablehlo.maximum", "stablehlo.minimum")
_NATIVE_TYPES = ("f32", "f64", "bf16", "f16", "i8", "i16", "i32", "i64")
LOGADDEXP_CODE = 6  # lax.cumlogsumexp's body (float types; the C scan's op 6)


def _ints(op, name: str, rank: int, default: int) -> list[int]:
    if name not in op.attributes:
        return [default] * rank
    return list(ir.DenseI64ArrayAttr(op.attributes[name]))


def _padding(op, rank: int) -> list[tuple[int, int]]:
    if "padding" not in op.attributes:
        return [(0, 0)] * rank
    flat = [int(v) for v in ir.DenseIntElementsAttr(op.attributes["padding"])]
    return list(zip(flat[0::2], flat[1::2]))


def _body_op(op) -> ir.Operation | None:
    """The body's one combining op, if it is one of `_OPS` on the two block arguments."""
    block = op.regions[0].blocks[0]
    ops = list(block.operations)
    if len(ops) != 2 or ops[0].name not in _OPS or ops[1].name != "stablehlo.return":
        return None
    combine = ops[0]
    a, b = block.arguments
    operands = list(combine.operands)
    if operands not in ([a, b], [b, a]) or ops[1].operands[0] != combine.results[0]:
        return None
    return combine


_LOGADDEXP = ("stablehlo.maximum", "stablehlo.subtract", "stablehlo.compare", "stablehlo.add",
              "stablehlo.abs", "stablehlo.negate", "stablehlo.exponential",
              "stablehlo.log_plus_one", "stablehlo.add", "stablehlo.select", "stablehlo.return")
_FLOAT_TYPES = ("f32", "f64", "bf16", "f16")


def _is_logaddexp(op) -> bool:
    """Whether the body is jnp.logaddexp's as lax.cumlogsumexp emits it: m = max(a, b),
    d = a - b, select(d != d, a + b, m + log1p(exp(-|d|))) (either operand order where
    the result does not depend on it)."""
    block = op.regions[0].blocks[0]
    ops = list(block.operations)
    if tuple(o.name for o in ops) != _LOGADDEXP:
        return False
    mx, diff, isnan, total, ab, neg, ex, lp, shifted, sel, ret = ops
    a, b = block.arguments
    pair = ([a, b], [b, a])

    def takes(o, *values) -> bool:
        return list(o.operands) == list(values)

    def result(o):
        return o.results[0]

    return (list(mx.operands) in pair and list(diff.operands) in pair
            and list(total.operands) in pair
            and takes(isnan, result(diff), result(diff))
            and str(isnan.attributes["comparison_direction"]).endswith("NE>")
            and takes(ab, result(diff)) and takes(neg, result(ab)) and takes(ex, result(neg))
            and takes(lp, result(ex))
            and list(shifted.operands) in ([result(mx), result(lp)], [result(lp), result(mx)])
            and takes(sel, result(isnan), result(total), result(shifted))
            and takes(ret, result(sel)))


def _splat_value(value: ir.Value):
    """The number a rank-0 constant (or a broadcast of one) holds, else None."""
    owner = value.owner
    while owner is not None and getattr(owner, "name", None) == "stablehlo.broadcast_in_dim" \
            and ir.RankedTensorType(owner.operands[0].type).rank == 0:
        owner = owner.operands[0].owner
    if owner is None or getattr(owner, "name", None) != "stablehlo.constant":
        return None
    attr = ir.DenseElementsAttr(owner.attributes["value"])
    if not attr.is_splat:
        return None
    return getattr(attr.get_splat_value(), "value", None)  # (bool, int or float)


def _is_identity(name: str, element: ir.Type, init) -> bool:
    if init is None:
        return False
    if isinstance(element, ir.IntegerType):
        width, unsigned = element.width, element.is_unsigned or element.width == 1
        init = int(init) % (1 << width)  # the bits, as an unsigned number
        ones, top = (1 << width) - 1, 1 << (width - 1)
        smallest, largest = (0, ones) if unsigned else (top, top - 1)
        return init == {"stablehlo.add": 0, "stablehlo.or": 0, "stablehlo.xor": 0,
                        "stablehlo.multiply": 1, "stablehlo.and": ones,
                        "stablehlo.maximum": smallest, "stablehlo.minimum": largest}[name]
    if not isinstance(element, (ir.F16Type, ir.BF16Type, ir.F32Type, ir.F64Type)):
        return False
    value = float(init)
    return {"stablehlo.add": value == 0.0, "stablehlo.multiply": value == 1.0,
            "stablehlo.maximum": value == -math.inf,
            "stablehlo.minimum": value == math.inf}.get(name, False)


def scan_dimension(op) -> tuple[int, bool] | None:
    """(dimension, reversed) when `op` is a prefix (suffix) reduction this file rewrites."""
    if len(op.operands) != 2 or len(op.results) != 1:
        return None
    t = ir.RankedTensorType(op.operands[0].type)
    if not t.has_static_shape or ir.RankedTensorType(op.results[0].type).shape != t.shape:
        return None
    rank = t.rank
    window = _ints(op, "window_dimensions", rank, 1)
    if any(s != 1 for s in _ints(op, "window_strides", rank, 1)) or \
            any(s != 1 for s in _ints(op, "base_dilations", rank, 1)) or \
            any(s != 1 for s in _ints(op, "window_dilations", rank, 1)):
        return None
    padding = _padding(op, rank)
    long_dims = [d for d in range(rank) if window[d] != 1 or padding[d] != (0, 0)]
    if len(long_dims) != 1:
        return None
    d = long_dims[0]
    n, w = t.shape[d], window[d]
    if w < n or padding[d] not in ((w - 1, 0), (0, w - 1)):
        return None
    return d, padding[d] == (0, w - 1)


def rewrite_cumulative_window(op) -> bool:
    """Replace `op` by its log-depth scan when it is a prefix/suffix reduction; whether it
    was."""
    found = scan_dimension(op)
    if found and _is_logaddexp(op):
        t = ir.RankedTensorType(op.operands[0].type)
        init = _splat_value(op.operands[1])
        if str(t.element_type) not in _FLOAT_TYPES or init is None or float(init) != -math.inf:
            return False
        _native_scan(op, list(t.shape), str(t.element_type), LOGADDEXP_CODE, *found)
        return True
    combine = _body_op(op) if found else None
    if combine is None:
        return False
    d, backward = found
    x, init = op.operands[0], op.operands[1]
    t = ir.RankedTensorType(x.type)
    if ir.RankedTensorType(combine.results[0].type).element_type != t.element_type or \
            not _is_identity(combine.name, t.element_type, _splat_value(init)):
        return False
    elem = str(t.element_type)
    if combine.name in _NATIVE_OPS and elem.lstrip("u") in _NATIVE_TYPES:
        _native_scan(op, list(t.shape), elem, _NATIVE_OPS.index(combine.name), d, backward)
        return True
    if t.shape[d] < MIN_LENGTH:
        return False
    with ir.InsertionPoint(op), op.location:
        y = _blocked_scan(combine.name, x, init, d, backward)
    op.results[0].replace_all_uses_with(y)
    op.erase()
    return True


def _native_scan(op, shape: list[int], elem: str, code: int, d: int, backward: bool) -> None:
    """`op` as one call of the C scan (contract/native/lapack_cumscan.c) on x viewed as
    [outer, n, inner]."""
    w = Writer()
    x, init = w.arg("%x", shape, elem), w.arg("%init", [], elem)
    outer, inner = math.prod(shape[:d]), math.prod(shape[d + 1:])
    bits = elem.lstrip("u")  # unsigned integers: their bits, max / min as unsigned (codes 4, 5)
    flat = w.reshape(x, [outer * shape[d] * inner])
    if bits != elem:
        flat = w.emit(f"stablehlo.bitcast_convert {flat} : ({flat.type}) -> "
                      f"{tensor_type(flat.shape, bits)}", flat.shape, bits)
        code += 2 if code >= 2 else 0
    (y,) = native_call(w, f"cumscan_{bits}", [flat],
                       [outer, shape[d], inner, code, int(backward)], [(list(flat.shape), bits)])
    if bits != elem:
        y = w.emit(f"stablehlo.bitcast_convert {y} : ({y.type}) -> {tensor_type(y.shape, elem)}",
                   y.shape, elem)
    replace_with_native(op, w, [x, init], [w.reshape(y, shape)])


def _pad(x: ir.Value, init: ir.Value, d: int, low: int, high: int) -> ir.Value:
    """`x` padded along `d` with the init value (negative: cut), as stablehlo.pad does."""
    t = ir.RankedTensorType(x.type)
    shape = list(t.shape)
    shape[d] += low + high
    lows, highs = [0] * t.rank, [0] * t.rank
    lows[d], highs[d] = low, high
    return create("stablehlo.pad", ir.RankedTensorType.get(shape, t.element_type), [x, init],
                  edge_padding_low=ir.DenseI64ArrayAttr.get(lows),
                  edge_padding_high=ir.DenseI64ArrayAttr.get(highs),
                  interior_padding=ir.DenseI64ArrayAttr.get([0] * t.rank))


def _log_depth_scan(name: str, x: ir.Value, init: ir.Value, d: int, backward: bool) -> ir.Value:
    """Inclusive scan along `d` in ceil(log2 n) steps: each element combines with the one
    2^k before it (after it, backward), the first 2^k with the init value."""
    n = ir.RankedTensorType(x.type).shape[d]
    y, shift = x, 1
    while shift < n:
        shifted = _pad(y, init, d, -shift, shift) if backward else _pad(y, init, d, shift, -shift)
        y = create(name, x.type, [shifted, y])
        shift *= 2
    return y


def _reshape(x: ir.Value, shape: list[int]) -> ir.Value:
    t = ir.RankedTensorType.get(shape, ir.RankedTensorType(x.type).element_type)
    return create("stablehlo.reshape", t, [x])


def _blocked_scan(name: str, x: ir.Value, init: ir.Value, d: int, backward: bool) -> ir.Value:
    """The scan in blocks of BLOCK: log-depth scans within each block (log2 BLOCK steps over
    all n elements), of the blocks' totals (n / BLOCK elements), then each block combined
    with the total of the blocks before it (after it, backward): about log2(BLOCK) + 2 passes
    over the data instead of log2(n) (2^24 elements: 24 -> 8)."""
    t = ir.RankedTensorType(x.type)
    shape, n = list(t.shape), t.shape[d]
    if n <= BLOCK:
        return _log_depth_scan(name, x, init, d, backward)
    m = -(-n // BLOCK)
    padded = _pad(x, init, d, 0, m * BLOCK - n) if m * BLOCK != n else x
    blocks = _reshape(padded, shape[:d] + [m, BLOCK] + shape[d + 1:])
    inner = _log_depth_scan(name, blocks, init, d + 1, backward)
    # each block's total: its last (backward: first) element of the inner scan
    first = 0 if backward else BLOCK - 1
    starts = [0] * (len(shape) + 1)
    starts[d + 1] = first
    limits = shape[:d] + [m, first + 1] + shape[d + 1:]
    one = shape[:d] + [m, 1] + shape[d + 1:]
    totals = create("stablehlo.slice", ir.RankedTensorType.get(one, t.element_type), [inner],
                    start_indices=ir.DenseI64ArrayAttr.get(starts),
                    limit_indices=ir.DenseI64ArrayAttr.get(limits),
                    strides=ir.DenseI64ArrayAttr.get([1] * (len(shape) + 1)))
    totals = _reshape(totals, shape[:d] + [m] + shape[d + 1:])
    totals = _blocked_scan(name, totals, init, d, backward)
    # exclusive: the total of the blocks strictly before (after) each block
    before = _pad(totals, init, d, -1, 1) if backward else _pad(totals, init, d, 1, -1)
    spread = create("stablehlo.broadcast_in_dim", blocks.type, [before],
                    broadcast_dimensions=ir.DenseI64ArrayAttr.get(
                        list(range(d + 1)) + list(range(d + 2, len(shape) + 1))))
    y = _reshape(create(name, blocks.type, [spread, inner]),
                 shape[:d] + [m * BLOCK] + shape[d + 1:])
    return _pad(y, init, d, 0, n - m * BLOCK) if m * BLOCK != n else y
