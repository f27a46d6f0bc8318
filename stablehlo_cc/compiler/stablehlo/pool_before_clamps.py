"""Max (min) pooling of a clamped tensor pools first and clamps the pooled values.

A CNN's `max_pool(relu(conv(x)))` (and relu6, hard-tanh: `maximum`, `minimum` or `clamp`
against constants) computes the clamp on every element of the convolution's output and
writes it out, and the pooling then reads it back: on the small CNN of the kernel
benchmark (32 x 32 x 32 x 32 f32 before a 2 x 2 pool) that pass over 16 MiB was a sixth
of the time outside the two convolutions. A clamp to constants is monotone non-decreasing,
so it commutes with taking a maximum or minimum: max(f(a), f(b)) = f(max(a, b)). Pooling
first and clamping the pooled tensor computes the same values, exactly (the clamp only
selects among its inputs and the constants, NaN stays NaN, and IEEE maximum orders -0 below
+0 in both), on a quarter of the elements, and the convolution's output goes straight into
the pooling. XLA:CPU and IREE fuse the clamp into the pooling's reads instead (the same
traffic saved, the clamp still done per input element); doing it by algebra keeps our
pooling on its named, tiled path (linalg/convolution_codegen.py), which takes no prologue.

When it holds: the pooling's body is exactly `maximum` (or `minimum`) of its two arguments,
its initial value is -inf (+inf for min, the identity, so that it adds nothing a clamp
would change), and every window holds at least one element of the input: windows made only
of padding give the initial value, which the clamp would change (-inf -> 0 for a ReLU).
With no dilation that is padding smaller than the window on both sides, counting an
explicit `stablehlo.pad` with the initial value between the clamp and the pooling (PyTorch
pads that way and pools with none); the clamp then moves past the pad too. A pad with a value
the clamp leaves as it is (Keras's ResNet pads its ReLU's output with zeros) needs no such
condition: its elements are the clamp of themselves. The clamp must have
no other use (else both tensors would be computed). Chains of clamps (relu6 as a maximum
then a minimum) move one at a time.
"""

from __future__ import annotations

import math

from jaxlib.mlir import ir

from ..walk import defining_op, ops_named
from .splat_numbers import splat_number

_CLAMPS = ("stablehlo.maximum", "stablehlo.minimum", "stablehlo.clamp")


def _array(op, name: str, rank: int, default: int) -> list[int]:
    if name not in op.attributes:
        return [default] * rank
    return list(ir.DenseI64ArrayAttr(op.attributes[name]))


def _pooling(op) -> tuple[float, list[int], list[int]] | None:
    """(the initial value, the window, its padding as (low, high) per dimension) when `op` is
    a float max (min) pooling with no dilation whose initial value is its identity, else
    None."""
    if len(op.operands) != 2 or len(op.results) != 1:
        return None
    t = op.results[0].type
    if not isinstance(t, ir.RankedTensorType) or not isinstance(
            t.element_type, (ir.F32Type, ir.F64Type, ir.F16Type, ir.BF16Type)):
        return None
    source = op.operands[0].type
    if not isinstance(source, ir.RankedTensorType) or not source.has_static_shape or \
            0 in source.shape:
        return None
    body = list(op.regions[0].blocks[0].operations)
    args = list(op.regions[0].blocks[0].arguments)
    if len(body) != 2 or body[0].name not in ("stablehlo.maximum", "stablehlo.minimum") or \
            set(body[0].operands) != set(args) or len(args) != 2 or \
            body[1].operands[0] != body[0].results[0]:
        return None
    init = -math.inf if body[0].name == "stablehlo.maximum" else math.inf
    if splat_number(op.operands[1]) != init:
        return None
    rank = source.rank
    if _array(op, "base_dilations", rank, 1) != [1] * rank or \
            _array(op, "window_dilations", rank, 1) != [1] * rank:
        return None
    pads = [0] * (2 * rank)
    if "padding" in op.attributes:
        pads = [int(v) for v in ir.DenseIntElementsAttr(op.attributes["padding"])]
    return init, _array(op, "window_dimensions", rank, 1), pads


def _explicit_padding(op) -> tuple[float, list[int]] | None:
    """(the padding value, the edges as (low, high) per dimension) when `op` is a
    `stablehlo.pad` of a splat value with no interior padding whose only use is the pooling
    (Keras and PyTorch pad explicitly, then pool with no padding), else None."""
    if op is None or op.name != "stablehlo.pad" or len(list(op.results[0].uses)) != 1:
        return None
    value = splat_number(op.operands[1])
    low, high, interior = (list(ir.DenseI64ArrayAttr(op.attributes[name]))
                           for name in ("edge_padding_low", "edge_padding_high",
                                        "interior_padding"))
    if value is None or any(interior) or min(low + high) < 0:
        return None
    return value, [v for pair in zip(low, high) for v in pair]


def _maximum(a: float, b: float) -> float:
    """IEEE-754 maximum (as `stablehlo.maximum`): +0 above -0."""
    return a + b if a == b == 0 else max(a, b)  # (+0 + -0 is +0)


def _minimum(a: float, b: float) -> float:
    """IEEE-754 minimum (as `stablehlo.minimum`): -0 below +0."""
    return -(-a + -b) if a == b == 0 else min(a, b)


def _clamped(name: str, constants: list, v: float) -> float:
    """The clamp `name` (its constants, None for the clamped operand) applied to `v`."""
    if name == "stablehlo.clamp":
        return _minimum(_maximum(v, constants[0]), constants[2])
    c = next(c for c in constants if c is not None)
    return _maximum(v, c) if name == "stablehlo.maximum" else _minimum(v, c)


def _same(a: float, b: float) -> bool:
    """Equal, zeros of two signs told apart (a ReLU turns a -0 padding into +0)."""
    return a == b and math.copysign(1.0, a) == math.copysign(1.0, b)


def _clamp_parts(op) -> tuple[ir.Value, list] | None:
    """(the clamped operand, the operands with the constants as their splat values and the
    clamped operand as None) when `op` clamps to splat constants, else None."""
    if op is None or op.name not in _CLAMPS or len(list(op.results[0].uses)) != 1:
        return None
    operands = list(op.operands)
    at = 1 if op.name == "stablehlo.clamp" else next(
        (i for i, v in enumerate(operands) if splat_number(v) is None), 0)
    constants = [None if i == at else splat_number(v) for i, v in enumerate(operands)]
    if any(c is None for i, c in enumerate(constants) if i != at):
        return None
    return operands[at], constants


def _move(pool, reader, clamp, x: ir.Value, constants: list) -> None:
    """`pool(clamp(x))` (or `pool(pad(clamp(x)))`: `reader` is the pad) -> `clamp'(pool(x))`,
    clamp' against constants of the pooled shape."""
    pooled = pool.results[0]
    t = ir.RankedTensorType(pooled.type)
    with ir.InsertionPoint.after(pool), clamp.location:
        operands = []
        for c in constants:
            if c is None:
                operands.append(pooled)
                continue
            attr = ir.DenseElementsAttr.get_splat(t, ir.FloatAttr.get(t.element_type, c))
            operands.append(ir.Operation.create("stablehlo.constant", results=[t],
                                                attributes={"value": attr}).result)
        moved = ir.Operation.create(clamp.name, results=[t], operands=operands)
    pooled.replace_all_uses_except(moved.results[0], moved)
    reader.operands[0] = x
    clamp.erase()


def pool_before_clamps(module) -> int:
    """Move every clamp to constants from before a max/min pooling (and an explicit padding
    between them) to after it (see the module docstring); returns how many moved."""
    moved = 0
    for pool in ops_named(module, ("stablehlo.reduce_window",)):
        found = _pooling(pool)
        if found is None:
            continue
        init, window, pool_pads = found
        while True:
            reader, pads = pool, pool_pads  # the pool, or the pad between it and the clamp
            clamp = defining_op(pool.operands[0])
            padding = _explicit_padding(clamp)
            if padding is not None:
                reader, clamp = clamp, defining_op(clamp.operands[0])
            parts = _clamp_parts(clamp)
            if parts is None:
                break
            if padding is not None:
                value, edges = padding
                if value == init:  # padding like the pool's own
                    pads = [a + b for a, b in zip(pads, edges)]
                elif not _same(_clamped(clamp.name, parts[1], value), value):
                    break  # (a value the clamp keeps, as a ReLU keeps Keras's zeros, is fine)
            # every window must keep an input element (see the module docstring)
            if any(pads[2 * d] >= w or pads[2 * d + 1] >= w for d, w in enumerate(window)):
                break
            _move(pool, reader, clamp, *parts)
            moved += 1
    return moved
