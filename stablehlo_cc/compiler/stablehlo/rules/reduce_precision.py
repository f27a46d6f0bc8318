"""`stablehlo.reduce_precision` -> integer bit manipulation in StableHLO ops.

Replaces the official lowering, which keeps NaN even when the target format has no mantissa
bits (the reference interpreter and XLA give infinity there). On the bits of x: round the
mantissa to `mantissa_bits` to nearest even (a bias of half an ulp minus one, plus the last
kept bit), truncate, then send exponents above the reduced range to a signed infinity and those
at or below its bottom to a signed zero. NaN stays NaN when the format has mantissa bits.
The f8/f6/f4 types are reduced in f32 and converted back.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ..registry import lowering
from . import _helpers as h

_FORMATS = {"f16": (5, 10), "bf16": (8, 7), "f32": (8, 23), "f64": (11, 52)}


@lowering("stablehlo.reduce_precision")
def lower_reduce_precision(op: ir.Operation) -> None:
    ty = h.tensor_type(op.operands[0])
    elem = str(ty.element_type)
    shape = "x".join(str(d) for d in ty.shape)
    outer = None
    if elem not in _FORMATS:
        # f8/f6/f4 hold every value in f32: reduce there and convert back, which turns an
        # overflow's infinity into what the type does with one (NaN, or saturation where the
        # type has no NaN), as XLA's f32 computation of these types does.
        outer, elem = ty, "f32"
        ty = f"tensor<{shape}xf32>" if shape else "tensor<f32>"

    src_e, src_m = _FORMATS[elem]
    e = ir.IntegerAttr(op.attributes["exponent_bits"]).value
    m = ir.IntegerAttr(op.attributes["mantissa_bits"]).value
    width = 1 + src_e + src_m
    it = f"tensor<{shape}xi{width}>" if shape else f"tensor<i{width}>"
    bt = f"tensor<{shape}xi1>" if shape else "tensor<i1>"
    lines = [f"%x = stablehlo.bitcast_convert %arg : ({ty}) -> {it}"]
    consts = {}

    def const(value: int) -> str:
        value &= (1 << width) - 1
        if value >= 1 << (width - 1):
            value -= 1 << width  # the signless literal of that bit pattern
        if value not in consts:
            consts[value] = f"%k{len(consts)}"
            lines.insert(0, f"{consts[value]} = stablehlo.constant dense<{value}> : {it}")
        return consts[value]

    cur = "%x"
    if m < src_m:
        shift = src_m - m
        last_bit = 1 << shift
        lines += [
            f"%last = stablehlo.and {cur}, {const(last_bit)} : {it}",
            f"%lastbit = stablehlo.shift_right_logical %last, {const(shift)} : {it}",
            f"%bias = stablehlo.add %lastbit, {const((last_bit >> 1) - 1)} : {it}",
            f"%rounded = stablehlo.add {cur}, %bias : {it}",
            f"%trunc = stablehlo.and %rounded, {const(~(last_bit - 1))} : {it}",
        ]
        cur = "%trunc"
    if e < src_e:
        exp_mask = ((1 << src_e) - 1) << src_m
        bias = (1 << (src_e - 1)) - 1
        reduced_bias = (1 << (e - 1)) - 1
        lines += [
            f"%expo = stablehlo.and {cur}, {const(exp_mask)} : {it}",
            f"%over = stablehlo.compare GT, %expo, {const((bias + reduced_bias) << src_m)}, "
            f"SIGNED : ({it}, {it}) -> {bt}",
            f"%under = stablehlo.compare LE, %expo, {const((bias - reduced_bias) << src_m)}, "
            f"SIGNED : ({it}, {it}) -> {bt}",
            f"%szero = stablehlo.and {cur}, {const(1 << (width - 1))} : {it}",
            f"%sinf = stablehlo.or %szero, {const(exp_mask)} : {it}",
            f"%u = stablehlo.select %under, %szero, {cur} : {bt}, {it}",
            f"%o = stablehlo.select %over, %sinf, %u : {bt}, {it}",
        ]
        cur = "%o"
    lines.append(f"%r = stablehlo.bitcast_convert {cur} : ({it}) -> {ty}")
    lines.append(f"%nan = stablehlo.compare NE, %arg, %arg, FLOAT : ({ty}, {ty}) -> {bt}")
    if m > 0:
        nan_value = "%arg"
    else:  # no mantissa bits to carry a NaN: infinity with the NaN's sign
        exp_mask = ((1 << src_e) - 1) << src_m
        lines += [
            f"%nsign = stablehlo.and %x, {const(1 << (width - 1))} : {it}",
            f"%ninf = stablehlo.or %nsign, {const(exp_mask)} : {it}",
            f"%nanres = stablehlo.bitcast_convert %ninf : ({it}) -> {ty}",
        ]
        nan_value = "%nanres"
    lines.append(f"%res = stablehlo.select %nan, {nan_value}, %r : {bt}, {ty}")
    if outer is None:
        lines.append(f"return %res : {ty}")
        text = (f"func.func private @reduce_precision(%arg: {ty}) -> {ty} {{\n  "
                + "\n  ".join(lines) + "\n}")
    else:
        lines.insert(0, f"%arg = stablehlo.convert %in : ({outer}) -> {ty}")
        lines.append(f"%out = stablehlo.convert %res : ({ty}) -> {outer}")
        lines.append(f"return %out : {outer}")
        text = (f"func.func private @reduce_precision(%in: {outer}) -> {outer} {{\n  "
                + "\n  ".join(lines) + "\n}")
    scratch = h.parse_functions(op, text)
    h.replace_with_function(op, h.function(scratch, "reduce_precision"))
