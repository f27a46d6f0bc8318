"""Conversions to and from the float types LLVM lacks (f8*, f6*, f4E2M1FN; bf16/f16 edges).

LLVM has no f8/f6/f4 types: values of them are stored as their bit patterns, arithmetic on
them computes in f32 (`arith-emulate-unsupported-floats`), and what remains are conversions.
Here every conversion that involves such a type becomes a call to a small integer routine:

- decoding (`extf`, `fptosi`/`fptoui` from the type) is exact: every value fits in f64;
- encoding (`truncf`, `sitofp`/`uitofp` into the type; into bf16/f16 from f64 or integers,
  where LLVM would round twice or call a runtime function) rounds once, to nearest with ties to
  even, from f64. A 64-bit integer first becomes an f64 rounded to odd, which keeps that one
  rounding exact (f64 has more than two bits beyond any of these formats' precision).

What a value the format cannot hold becomes (the spec leaves it to the implementation;
we follow APFloat, which the reference interpreter uses, and ml_dtypes where they differ):

| format kind | NaN in | ±inf in | overflow | -0 |
|---|---|---|---|---|
| IEEE-like (f8E5M2, f8E4M3, f8E3M4, bf16) | quiet NaN, sign kept | ±inf | ±inf | -0 |
| `FN` (f8E4M3FN) | NaN (all ones), sign kept | NaN | NaN | -0 |
| `FNUZ` (f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ) | 0x80 | 0x80 | 0x80 | +0 |
| finite only (f6E2M3FN, f6E3M2FN, f4E2M1FN) | ±0 | ±max | ±max | -0 |
| f8E8M0FNU (powers of two: no sign, no zero) | NaN | NaN | NaN | NaN |

f8E8M0FNU also makes 0 and negative numbers NaN (as ml_dtypes); tiny positives become 2^-127.

Runs on scalar code (after `convert-linalg-to-loops`), once before the float emulation (so
that conversions straight from f64 or integers round once) and once after it (for the f32
conversions that the emulation introduces). Also stores f6/f4 buffers as same-width integers,
so that the sub-byte buffer widening treats them like i4/i6.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import mlir.ir as ir

from ...errors import CompileError


@dataclass(frozen=True)
class Format:
    exponent_bits: int
    mantissa_bits: int
    bias: int
    kind: str  # "ieee", "fn", "fnuz", "finite", "e8m0"

    @property
    def width(self) -> int:
        return self.exponent_bits + self.mantissa_bits + (0 if self.kind == "e8m0" else 1)

    @property
    def emin(self) -> int:
        """Exponent of the smallest normal value (of every value for e8m0)."""
        return -self.bias if self.kind == "e8m0" else 1 - self.bias

    @property
    def max_code(self) -> int:
        """Bit pattern (without sign) of the largest finite value."""
        e, m = self.exponent_bits, self.mantissa_bits
        if self.kind == "ieee":
            return ((2**e - 2) << m) | (2**m - 1)
        if self.kind == "fn":
            return (2 ** (e + m)) - 2
        return 2 ** (e + m) - 1 if self.kind != "e8m0" else 0xFE


FORMATS = {
    "f8E4M3FN": Format(4, 3, 7, "fn"),
    "f8E5M2": Format(5, 2, 15, "ieee"),
    "f8E4M3FNUZ": Format(4, 3, 8, "fnuz"),
    "f8E5M2FNUZ": Format(5, 2, 16, "fnuz"),
    "f8E4M3B11FNUZ": Format(4, 3, 11, "fnuz"),
    "f8E4M3": Format(4, 3, 7, "ieee"),
    "f8E3M4": Format(3, 4, 3, "ieee"),
    "f8E8M0FNU": Format(8, 0, 127, "e8m0"),
    "f6E2M3FN": Format(2, 3, 1, "finite"),
    "f6E3M2FN": Format(3, 2, 3, "finite"),
    "f4E2M1FN": Format(2, 1, 1, "finite"),
    "bf16": Format(8, 7, 127, "ieee"),
    "f16": Format(5, 10, 15, "ieee"),
}
_HALF = ("bf16", "f16")

_F64_ONE_BITS = 1023 << 52


def _special_codes(fmt: Format) -> tuple[str, str, str]:
    """MLIR expressions (in %sgn, the sign placed at the top bit) for NaN, inf and overflow."""
    e, m, w = fmt.exponent_bits, fmt.mantissa_bits, fmt.width
    if fmt.kind == "ieee":
        inf = (2**e - 1) << m
        return f"{inf | (1 << (m - 1))}", f"{inf}", f"{inf}"
    if fmt.kind == "fn":
        nan = 2 ** (w - 1) - 1
        return f"{nan}", f"{nan}", f"{nan}"
    if fmt.kind == "fnuz":
        return "U128", "U128", "U128"
    if fmt.kind == "finite":
        return "0", f"{fmt.max_code}", f"{fmt.max_code}"
    return "U255", "U255", "U255"


def encode_function(name: str, fmt: Format) -> str:
    """`func @__shlo_encode_<name>(f64) -> iW`: round to nearest even into the format's bits."""
    w, m = fmt.width, fmt.mantissa_bits
    nan, inf, ovf = _special_codes(fmt)

    def signed(code: str, var: str) -> list[str]:
        # "U" codes carry no sign; others get the input's sign OR-ed in.
        if code.startswith("U"):
            return [f"    %{var} = arith.constant {code[1:]} : i64"]
        return [f"    %{var}_c = arith.constant {code} : i64",
                f"    %{var} = arith.ori %{var}_c, %sgn : i64"]

    lines = [
        f"  func.func private @__shlo_encode_{name}(%x: f64) -> i{w} {{",
        "    %c0 = arith.constant 0 : i64",
        "    %c1 = arith.constant 1 : i64",
        "    %c52 = arith.constant 52 : i64",
        "    %c63 = arith.constant 63 : i64",
        "    %c1023 = arith.constant 1023 : i64",
        "    %bits = arith.bitcast %x : f64 to i64",
        "    %sign = arith.shrui %bits, %c63 : i64",
        "    %absmask = arith.constant 9223372036854775807 : i64",
        "    %abits = arith.andi %bits, %absmask : i64",
        "    %a = arith.bitcast %abits : i64 to f64",
        "    %isnan = arith.cmpf uno, %x, %x : f64",
        f"    %infbits = arith.constant {0x7FF << 52} : i64",
        "    %isinf = arith.cmpi eq, %abits, %infbits : i64",
        "    %ef = arith.shrui %abits, %c52 : i64",
        "    %e0 = arith.subi %ef, %c1023 : i64",
        f"    %emin = arith.constant {fmt.emin} : i64",
        "    %ecap = arith.constant 200 : i64",
        "    %e1 = arith.maxsi %e0, %emin : i64",
        "    %big = arith.cmpi sgt, %e1, %ecap : i64",
        "    %e = arith.minsi %e1, %ecap : i64",
        f"    %cm = arith.constant {m} : i64",
        "    %k = arith.subi %cm, %e : i64",
        "    %kb = arith.addi %k, %c1023 : i64",
        "    %sbits = arith.shli %kb, %c52 : i64",
        "    %scale = arith.bitcast %sbits : i64 to f64",
        "    %y = arith.mulf %a, %scale : f64",
        "    %nf = math.roundeven %y : f64",
        "    %fzero = arith.constant 0.0 : f64",
        "    %special = arith.ori %isnan, %isinf : i1",
        "    %unsafe = arith.ori %special, %big : i1",
        "    %nf2 = arith.select %unsafe, %fzero, %nf : f64",
        "    %n0 = arith.fptoui %nf2 : f64 to i64",
        f"    %two = arith.constant {2 ** (m + 1)} : i64",
        "    %carry = arith.cmpi eq, %n0, %two : i64",
        "    %ec = arith.addi %e, %c1 : i64",
        "    %e2 = arith.select %carry, %ec, %e : i64",
        f"    %hidden = arith.constant {2 ** m} : i64",
        "    %n = arith.select %carry, %hidden, %n0 : i64",
        "    %normal = arith.cmpi uge, %n, %hidden : i64",
        f"    %cbias = arith.constant {fmt.bias} : i64",
        "    %field0 = arith.addi %e2, %cbias : i64",
        "    %field = arith.select %normal, %field0, %c0 : i64",
        "    %mant0 = arith.subi %n, %hidden : i64",
        "    %mant = arith.select %normal, %mant0, %n : i64",
        "    %fs = arith.shli %field, %cm : i64",
        "    %code = arith.ori %fs, %mant : i64",
        f"    %maxcode = arith.constant {fmt.max_code} : i64",
        "    %ovf0 = arith.cmpi ugt, %code, %maxcode : i64",
        "    %ovf = arith.ori %ovf0, %big : i1",
    ]
    if fmt.kind == "e8m0":
        lines += ["    %sgn = arith.constant 0 : i64",
                  "    %fin = arith.addi %code, %c0 : i64"]
    else:
        lines += [f"    %cw = arith.constant {w - 1} : i64",
                  "    %sgn = arith.shli %sign, %cw : i64",
                  "    %fin0 = arith.ori %code, %sgn : i64"]
        if fmt.kind == "fnuz":  # no negative zero: -0 is +0
            lines += ["    %iszero = arith.cmpi eq, %code, %c0 : i64",
                      "    %fin = arith.select %iszero, %c0, %fin0 : i64"]
        else:
            lines += ["    %fin = arith.addi %fin0, %c0 : i64"]
    lines += signed(nan, "vnan") + signed(inf, "vinf") + signed(ovf, "vovf")
    lines += [
        "    %r0 = arith.select %ovf, %vovf, %fin : i64",
        "    %r1 = arith.select %isinf, %vinf, %r0 : i64",
        "    %r2 = arith.select %isnan, %vnan, %r1 : i64",
    ]
    last = "%r2"
    if fmt.kind == "e8m0":  # no zero and no sign: 0, -0 and negatives are NaN
        lines += ["    %zero_or_neg = arith.cmpf ole, %x, %fzero : f64",
                  "    %r3 = arith.select %zero_or_neg, %vnan, %r2 : i64"]
        last = "%r3"
    lines += [f"    %r = arith.trunci {last} : i64 to i{w}" if w < 64 else "",
              f"    return %r : i{w}", "  }"]
    return "\n".join(line for line in lines if line)


def decode_function(name: str, fmt: Format) -> str:
    """`func @__shlo_decode_<name>(iW) -> f64`: the exact value of a bit pattern."""
    w, e, m = fmt.width, fmt.exponent_bits, fmt.mantissa_bits
    lines = [
        f"  func.func private @__shlo_decode_{name}(%b: i{w}) -> f64 {{",
        "    %c0 = arith.constant 0 : i64",
        "    %c1 = arith.constant 1 : i64",
        "    %c52 = arith.constant 52 : i64",
        "    %c1023 = arith.constant 1023 : i64",
        f"    %x = arith.extui %b : i{w} to i64",
        f"    %mmask = arith.constant {2 ** m - 1} : i64",
        "    %mant = arith.andi %x, %mmask : i64",
        f"    %cm = arith.constant {m} : i64",
        "    %xs = arith.shrui %x, %cm : i64",
        f"    %emask = arith.constant {2 ** e - 1} : i64",
        "    %field = arith.andi %xs, %emask : i64",
        f"    %hidden = arith.constant {2 ** m} : i64",
        "    %nn = arith.ori %mant, %hidden : i64",
        f"    %cbm = arith.constant {fmt.bias + m} : i64",
        "    %kn = arith.subi %field, %cbm : i64",
    ]
    if fmt.kind == "e8m0":
        lines += ["    %n = arith.addi %nn, %c0 : i64", "    %k = arith.addi %kn, %c0 : i64"]
    else:
        lines += [
            "    %sub = arith.cmpi eq, %field, %c0 : i64",
            "    %n = arith.select %sub, %mant, %nn : i64",
            f"    %ks = arith.constant {fmt.emin - m} : i64",
            "    %k = arith.select %sub, %ks, %kn : i64",
        ]
    lines += [
        "    %kb = arith.addi %k, %c1023 : i64",
        "    %pbits = arith.shli %kb, %c52 : i64",
        "    %pow = arith.bitcast %pbits : i64 to f64",
        "    %nf = arith.uitofp %n : i64 to f64",
        "    %v = arith.mulf %nf, %pow : f64",
        "    %qnan = arith.constant 0x7FF8000000000000 : f64",
        "    %inf = arith.constant 0x7FF0000000000000 : f64",
    ]
    if fmt.kind == "e8m0":
        lines += ["    %nanbits = arith.constant 255 : i64",
                  "    %isnan = arith.cmpi eq, %x, %nanbits : i64",
                  "    %r = arith.select %isnan, %qnan, %v : f64"]
    else:
        lines += [f"    %cw = arith.constant {w - 1} : i64",
                  "    %sbit = arith.shrui %x, %cw : i64",
                  "    %neg = arith.cmpi ne, %sbit, %c0 : i64"]
        if fmt.kind == "ieee":
            lines += ["    %top = arith.cmpi eq, %field, %emask : i64",
                      "    %mz = arith.cmpi eq, %mant, %c0 : i64",
                      "    %isinf = arith.andi %top, %mz : i1",
                      "    %mnz = arith.cmpi ne, %mant, %c0 : i64",
                      "    %isnan = arith.andi %top, %mnz : i1",
                      "    %v1 = arith.select %isinf, %inf, %v : f64",
                      "    %v2 = arith.select %isnan, %qnan, %v1 : f64"]
        elif fmt.kind == "fn":
            lines += [f"    %nanbits = arith.constant {2 ** (w - 1) - 1} : i64",
                      f"    %absmask = arith.constant {2 ** (w - 1) - 1} : i64",
                      "    %ax = arith.andi %x, %absmask : i64",
                      "    %isnan = arith.cmpi eq, %ax, %nanbits : i64",
                      "    %v2 = arith.select %isnan, %qnan, %v : f64"]
        elif fmt.kind == "fnuz":  # the one NaN, 0x80, has no sign: it decodes to +NaN
            lines += [f"    %nanbits = arith.constant {2 ** (w - 1)} : i64",
                      "    %isnan = arith.cmpi eq, %x, %nanbits : i64",
                      "    %v2 = arith.select %isnan, %qnan, %v : f64"]
        else:  # finite only: every pattern is a number
            lines += ["    %fz = arith.constant 0.0 : f64",
                      "    %v2 = arith.addf %v, %fz : f64"]
        lines += ["    %nv = arith.negf %v2 : f64",
                  "    %r = arith.select %neg, %nv, %v2 : f64"]
        if fmt.kind == "fnuz":  # its one NaN, 0x80, has no sign: +NaN
            lines[-1:] = ["    %r0 = arith.select %neg, %nv, %v2 : f64",
                          "    %r = arith.select %isnan, %qnan, %r0 : f64"]
    lines += ["    return %r : f64", "  }"]
    return "\n".join(lines)


INT_TO_F64_ROUND_TO_ODD = """
  func.func private @__shlo_u64_to_f64_odd(%m: i64) -> f64 {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c11 = arith.constant 11 : i64
    %c52 = arith.constant 52 : i64
    %c1023 = arith.constant 1023 : i64
    %lz = math.ctlz %m : i64
    %sh0 = arith.subi %c11, %lz : i64
    %sh = arith.maxsi %sh0, %c0 : i64
    %hi = arith.shrui %m, %sh : i64
    %bit = arith.shli %c1, %sh : i64
    %mask = arith.subi %bit, %c1 : i64
    %lo = arith.andi %m, %mask : i64
    %inexact = arith.cmpi ne, %lo, %c0 : i64
    %sticky = arith.extui %inexact : i1 to i64
    %odd = arith.ori %hi, %sticky : i64
    %f = arith.uitofp %odd : i64 to f64
    %pb0 = arith.addi %sh, %c1023 : i64
    %pb = arith.shli %pb0, %c52 : i64
    %p = arith.bitcast %pb : i64 to f64
    %r = arith.mulf %f, %p : f64
    return %r : f64
  }
  func.func private @__shlo_i64_to_f64_odd(%x: i64) -> f64 {
    %c0 = arith.constant 0 : i64
    %neg = arith.cmpi slt, %x, %c0 : i64
    %nx = arith.subi %c0, %x : i64
    %m = arith.select %neg, %nx, %x : i64
    %f = func.call @__shlo_u64_to_f64_odd(%m) : (i64) -> f64
    %nf = arith.negf %f : f64
    %r = arith.select %neg, %nf, %f : f64
    return %r : f64
  }
"""


def element_name(t: ir.Type) -> str | None:
    """The format name of a scalar float type that this module handles, else None."""
    name = str(t)
    return name if name in FORMATS else None


def _all_ops(module) -> list:
    found = []

    def visit(op):
        found.append(op.operation if hasattr(op, "operation") else op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return found


class _Helpers:
    """Adds each routine to the module once, when first needed."""

    def __init__(self, module):
        self.module = module
        self.present = {str(op.attributes["sym_name"]).strip('"')
                        for op in module.body.operations if "sym_name" in op.attributes}

    def _add(self, symbol: str, text: str) -> None:
        if symbol in self.present:
            return
        parsed = ir.Module.parse("module {\n" + text + "\n}", self.module.context)
        for op in list(parsed.body.operations):
            name = str(op.attributes["sym_name"]).strip('"')
            if name not in self.present:
                self.module.body.append(op)
                self.present.add(name)

    def encode(self, name: str) -> str:
        symbol = f"__shlo_encode_{name}"
        self._add(symbol, encode_function(name, FORMATS[name]))
        return symbol

    def decode(self, name: str) -> str:
        symbol = f"__shlo_decode_{name}"
        self._add(symbol, decode_function(name, FORMATS[name]))
        return symbol

    def int_to_f64_odd(self, signed: bool) -> str:
        self._add("__shlo_u64_to_f64_odd", INT_TO_F64_ROUND_TO_ODD)
        return "__shlo_i64_to_f64_odd" if signed else "__shlo_u64_to_f64_odd"


def _create(name: str, result, operands, **attributes):
    return ir.Operation.create(name, results=[result], operands=list(operands),
                               attributes=attributes or None).results[0]


def _call(symbol: str, result, operand):
    return ir.Operation.create(
        "func.call", results=[result], operands=[operand],
        attributes={"callee": ir.FlatSymbolRefAttr.get(symbol)}).results[0]


def _bits_type(name: str):
    return ir.IntegerType.get_signless(FORMATS[name].width)


class _Lowering:
    def __init__(self, helpers: _Helpers):
        self.helpers = helpers
        self.f64 = ir.F64Type.get()

    def to_f64(self, value):
        """An exact f64 of a float value (inserted at the current insertion point)."""
        name = element_name(value.type)
        if name is not None:
            bits = _create("arith.bitcast", _bits_type(name), [value])
            return _call(self.helpers.decode(name), self.f64, bits)
        if isinstance(value.type, ir.F64Type):
            return value
        return _create("arith.extf", self.f64, [value])

    def from_f64(self, value, target):
        """`value` (f64) rounded once into the float type `target`."""
        name = element_name(target)
        if name is not None:
            bits = _call(self.helpers.encode(name), _bits_type(name), value)
            return _create("arith.bitcast", target, [bits])
        if isinstance(target, ir.F64Type):
            return value
        return _create("arith.truncf", target, [value])

    def int_to_f64(self, value, signed: bool):
        width = value.type.width
        if width <= 53:  # exact in f64
            return _create("arith.sitofp" if signed else "arith.uitofp", self.f64, [value])
        if width < 64:
            i64 = ir.IntegerType.get_signless(64)
            value = _create("arith.extsi" if signed else "arith.extui", i64, [value])
        return _call(self.helpers.int_to_f64_odd(signed), self.f64, value)

    def wants(self, op) -> bool:
        if op.name not in ("arith.extf", "arith.truncf", "arith.sitofp", "arith.uitofp",
                           "arith.fptosi", "arith.fptoui"):
            return False
        src, dst = op.operands[0].type, op.results[0].type
        src_name, dst_name = element_name(src), element_name(dst)
        if src_name is None and dst_name is None:
            return False
        # bf16 and f16 to and from f32 are exact and fast natively (or by arith-expand);
        # we take only what would round twice or need a runtime library function.
        if src_name in _HALF and dst_name is None:
            return op.name == "arith.extf" and src_name == "bf16" and \
                not isinstance(dst, ir.F32Type)
        if dst_name in _HALF and src_name is None:
            return op.name != "arith.truncf" or not isinstance(src, ir.F32Type)
        return True

    def lower(self, op) -> None:
        result = op.results[0]
        with ir.InsertionPoint(op), op.location:
            if op.name in ("arith.extf", "arith.truncf"):
                new = self.from_f64(self.to_f64(op.operands[0]), result.type)
            elif op.name in ("arith.sitofp", "arith.uitofp"):
                wide = self.int_to_f64(op.operands[0], op.name == "arith.sitofp")
                new = self.from_f64(wide, result.type)
            else:  # fptosi / fptoui from a small float: exactly through f64
                new = _create(op.name, result.type, [self.to_f64(op.operands[0])])
        result.replace_all_uses_with(new)
        op.erase()


# Ops that move values of a small float type without computing on them.
_STRUCTURAL = ("arith.constant", "arith.select", "arith.bitcast", "arith.extf", "arith.truncf",
               "arith.sitofp", "arith.uitofp", "arith.fptosi", "arith.fptoui")
# Types `arith-emulate-unsupported-floats` does not know: we emulate them in f32 ourselves.
_SELF_EMULATED = ("f8E4M3B11FNUZ",)


def _emulate_in_f32(op) -> None:
    """Recreate an arith/math op on small floats as the same op on f32 values."""
    f32 = ir.F32Type.get()

    def widened(t):
        return f32 if str(t) in _SELF_EMULATED else t

    with ir.InsertionPoint(op), op.location:
        operands = [_create("arith.extf", f32, [v]) if str(v.type) in _SELF_EMULATED else v
                    for v in op.operands]
        attributes = {name: op.attributes[name] for name in op.attributes}
        new = ir.Operation.create(op.name, results=[widened(r.type) for r in op.results],
                                  operands=operands, attributes=attributes)
        for old, value in zip(op.results, new.results):
            if value.type != old.type:
                value = _create("arith.truncf", old.type, [value])
            old.replace_all_uses_with(value)
    op.erase()


def emulate_unknown_small_floats(module) -> None:
    """Arithmetic on float types the upstream emulation pass does not know, done in f32."""
    with module.context, ir.Location.unknown():
        for op in _all_ops(module):
            if not op.name.startswith(("arith.", "math.")) or op.name in _STRUCTURAL:
                continue
            if any(str(v.type) in _SELF_EMULATED for v in list(op.operands) + list(op.results)):
                _emulate_in_f32(op)


def _check_scalar(op, source_name: str) -> None:
    for v in list(op.operands) + list(op.results):
        if isinstance(v.type, (ir.VectorType, ir.ShapedType)):
            raise CompileError(f"{source_name}: internal error: {op.name} on {v.type} "
                               "(a vector or tensor of a float type LLVM lacks) is not lowered")


def lower_small_float_conversions(module, source_name: str) -> None:
    """Replace every conversion to or from an f8/f6/f4 type (and bf16's double-rounding
    cases) with exact integer routines; see the module docstring.

    The emulation passes mark the conversions they add `fastmath<contract>`, which lets
    canonicalization fold extf(truncf(x)) to x: a chain of bf16 ops (or f16 math ops) would
    then compute in f32 and round once at its end. Each op rounds to its type (the spec, XLA
    on bf16, docs/element-types.md), so the flag is dropped from every conversion here."""
    emulate_unknown_small_floats(module)
    with module.context, ir.Location.unknown():
        helpers = _Helpers(module)
        lowering = _Lowering(helpers)
        for op in _all_ops(module):
            if op.name in ("arith.extf", "arith.truncf") and "fastmath" in op.attributes:
                del op.attributes["fastmath"]
            if lowering.wants(op):
                _check_scalar(op, source_name)
                lowering.lower(op)


# --- f6/f4 in memory ------------------------------------------------------------------------

def _sub_byte_float(element) -> bool:
    name = element_name(element)
    return name is not None and FORMATS[name].width < 8


def _as_int_memref(t):
    if isinstance(t, ir.MemRefType) and _sub_byte_float(t.element_type):
        bits = _bits_type(str(t.element_type))
        return ir.MemRefType.get(t.shape, bits, t.layout, t.memory_space)
    return None


def store_sub_byte_floats_as_ints(module, source_name: str) -> None:
    """Buffers of f6/f4 become buffers of i6/i4 (bitcasts at loads and stores), which the
    sub-byte widening then stores one a byte, like ml_dtypes."""
    with module.context, ir.Location.unknown():
        ops = _all_ops(module)
        for op in ops:
            touches = any(_as_int_memref(v.type) is not None
                          for v in list(op.operands) + list(op.results))
            if not touches:
                continue
            if op.name == "memref.load":
                value = op.results[0]
                float_type = value.type
                value.set_type(_bits_type(str(float_type)))
                with ir.InsertionPoint.after(op), op.location:
                    cast = ir.Operation.create("arith.bitcast", results=[float_type],
                                               operands=[value])
                value.replace_all_uses_except(cast.results[0], cast)
            elif op.name == "memref.store":
                value = op.operands[0]
                with ir.InsertionPoint(op), op.location:
                    op.operands[0] = _create("arith.bitcast", _bits_type(str(value.type)),
                                             [value])
            elif op.name.startswith(("vector.", "linalg.", "memref.atomic", "affine.load",
                                     "affine.store", "memref.generic_atomic")):
                raise CompileError(f"{source_name}: internal error: {op.name} on a buffer of "
                                   "f6/f4 values cannot be lowered yet")
        for op in ops:
            for value in op.results:
                new = _as_int_memref(value.type)
                if new is not None:
                    value.set_type(new)
            for region in op.regions:
                for block in region.blocks:
                    for arg in block.arguments:
                        new = _as_int_memref(arg.type)
                        if new is not None:
                            arg.set_type(new)
            attrs = op.attributes
            if "function_type" in attrs:
                ft = attrs["function_type"].value
                ins = [_as_int_memref(t) or t for t in ft.inputs]
                outs = [_as_int_memref(t) or t for t in ft.results]
                attrs["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(ins, outs))
            if op.name == "memref.global":
                new = _as_int_memref(attrs["type"].value)
                if new is not None:
                    attrs["type"] = ir.TypeAttr.get(new)
                    if "initial_value" in attrs and \
                            isinstance(attrs["initial_value"], ir.DenseElementsAttr):
                        attrs["initial_value"] = _int_dense(attrs["initial_value"], new)


def _int_dense(attr, memref_type):
    """The same constant as integers of the same width: each element's bit pattern."""
    import numpy as np

    from ...types import numpy_dtype

    dense = ir.DenseElementsAttr(attr)
    element = str(dense.type.element_type)
    count = int(np.prod(dense.type.shape, dtype=np.int64))
    text = str(dense)
    body = text[len("dense<"):text.rindex("> :")]
    if body.startswith('"0x'):  # a hex blob: one byte an element below 8 bits
        bits = np.frombuffer(bytes.fromhex(body[3:-1]), np.uint8).astype(np.int64)
    else:
        numbers = re.findall(r"[-+]?(?:\d+\.\d*(?:e[-+]?\d+)?|\d+(?:e[-+]?\d+)?|inf|nan)", body)
        values = np.array([float(v) for v in numbers], np.float64)
        bits = values.astype(numpy_dtype(element)).view(np.uint8).astype(np.int64)
    bits = bits & ((1 << FORMATS[element].width) - 1)
    if bits.size == 1 and count != 1:  # a splat
        bits = np.repeat(bits, count)
    shape = "".join(f"{d}x" for d in memref_type.shape)
    if count == 0:
        literal = ""
    elif np.all(bits == bits[0]):
        literal = str(int(bits[0]))
    else:
        literal = str(bits.reshape(memref_type.shape).tolist())
    return ir.Attribute.parse(f"dense<{literal}> : tensor<{shape}i{FORMATS[element].width}>")
