"""Branch-free f32 `exp` and `tanh` that LLVM can inline and vectorize.

`convert-math-to-libm` turns `math.exp`/`math.tanh` into scalar libm calls, which keep every
loop around them scalar (softmax, GELU, sigmoid): 10-30x slower than vector code. Here each
f32 call site becomes a call to a private function made of arith ops only (range reduction
and a polynomial, within 2 ulp of the correctly rounded result);
LLVM inlines it and vectorizes the loop. Special values keep their libm meaning: NaN stays
NaN, exp(-inf) = 0, exp(+inf) = exp(x > 88.72) = +inf, tanh(±inf) = ±1. An exp whose
argument is provably <= 0 or NaN (softmax's x - max(x): nonpositive_args.py) calls a cheaper
version with the same bits for every such argument; an exp whose one use is `exp + 1` (the
logistic form of the tanh GELU, sigmoids) is replaced, with that add, by a call to a version
that gives the sum's bits with 6 vector ops fewer (tanh GELU at BERT's 512x1024, one core of
an AVX-512 Emerald Rapids: 0.54 -> 0.45 ns an element).
"""

from __future__ import annotations

import mlir.ir as uir

from .nonpositive_args import exp_argument_is_nonpositive

# Both follow the Cephes scheme: n = round(x / ln2), r = x - n ln2 (in two parts, Cody-Waite),
# exp(r) = 1 + r + r^2 P(r), times 2^n. Two choices keep them cheap in vector code (GELU is
# one tanh an element and ran compute-bound at 1/4 of memory speed):
# - every multiply-add may become one FMA (`fastmath<contract>` on these ops only, never on
#   the program's own arithmetic): half the instructions, and an FMA rounds once, so the
#   reduction x - n ln2 is more exact, not less;
# - n is rounded by adding 1.5 * 2^23 (its low bits are then n, round-to-nearest-even), which
#   gives n as a float and 2^n's exponent bits with integer adds, no float->int conversion
#   (whose result for NaN would be poison in LLVM); clamps are compare+select, which let NaN
#   through, so NaN stays NaN without extra tests in tanh.
_EXP_SCHEME_CONSTANTS = """
  %log2e = arith.constant 1.44269504088896341 : f32
  %ln2hi = arith.constant -0.693359375 : f32
  %ln2lo = arith.constant 2.12194440e-4 : f32
  %magic = arith.constant 12582912.0 : f32
  %one = arith.constant 1.0 : f32
  %p0 = arith.constant 1.9875691500e-4 : f32
  %p1 = arith.constant 1.3981999507e-3 : f32
  %p2 = arith.constant 8.3334519073e-3 : f32
  %p3 = arith.constant 4.1665795894e-2 : f32
  %p4 = arith.constant 1.6666665459e-1 : f32
  %p5 = arith.constant 5.0000001201e-1 : f32
  %c23 = arith.constant 23 : i32
"""

# exp(%xc) for %xc already clamped: %e = exp(r) and %tb = the bits of %xc log2e + 1.5 * 2^23,
# whose low bits hold n.
_EXP_SCHEME = """
  %t0 = arith.mulf %xc, %log2e fastmath<contract> : f32
  %t = arith.addf %t0, %magic fastmath<contract> : f32
  %n = arith.subf %t, %magic : f32
  %nh = arith.mulf %n, %ln2hi fastmath<contract> : f32
  %r0 = arith.addf %nh, %xc fastmath<contract> : f32
  %nl = arith.mulf %n, %ln2lo fastmath<contract> : f32
  %r = arith.addf %nl, %r0 fastmath<contract> : f32
  %r2 = arith.mulf %r, %r : f32
  %a0 = arith.mulf %p0, %r fastmath<contract> : f32
  %a = arith.addf %a0, %p1 fastmath<contract> : f32
  %b0 = arith.mulf %p2, %r fastmath<contract> : f32
  %b = arith.addf %b0, %p3 fastmath<contract> : f32
  %c0 = arith.mulf %p4, %r fastmath<contract> : f32
  %c = arith.addf %c0, %p5 fastmath<contract> : f32
  %ab0 = arith.mulf %a, %r2 fastmath<contract> : f32
  %ab = arith.addf %ab0, %b fastmath<contract> : f32
  %q90 = arith.mulf %ab, %r2 fastmath<contract> : f32
  %q9 = arith.addf %q90, %c fastmath<contract> : f32
  %q10 = arith.mulf %q9, %r2 fastmath<contract> : f32
  %q11 = arith.addf %q10, %r fastmath<contract> : f32
  %e = arith.addf %q11, %one : f32
  %tb = arith.bitcast %t : f32 to i32
"""


def _clamped_exp(lo: str) -> str:
    """%x clamped to [lo, 88.72] into %xc (NaN passes: compare+select), then _EXP_SCHEME."""
    return f"""
  %hi = arith.constant 88.7228394 : f32
  %lo = arith.constant {lo} : f32
  %below = arith.cmpf olt, %x, %lo : f32
  %xa = arith.select %below, %lo, %x : f32
  %above = arith.cmpf ogt, %xa, %hi : f32
  %xc = arith.select %above, %hi, %xa : f32""" + _EXP_SCHEME


# exp over the whole f32 range: 2^n (n in [-254, 128]) is applied as two factors 2^(n/2), so
# results near the overflow and subnormal ends need no special case. The clamps are the only
# selects (softmax is exp-bound once its passes are fused, and every compare or select is an
# op on the two multiply pipes): exp(88.7228394) overflows, so every x >= it gives +inf; a
# NaN fails both ordered compares and flows through the arithmetic to the result; and every x
# below -176 (exp(-104) is already below half the smallest subnormal) is taken to -176, whose
# n = -254 makes both factors +0.0 (their exponent fields wrap to 0), so the result is an exact
# 0 times 0. The clamp was at -110 before, where the factors are normal and their product
# underflows: a multiply whose result is subnormal or underflows to 0 takes a microcode assist
# (about 20 cycles an element on Zen 3, more on Intel cores). Masked attention scores
# (-inf, -1e38, jnp.finfo.min) are exactly such arguments, half of every causal softmax: the
# 1x4x32x32 exp of the flax decoder LM took 19 us against 8 us unmasked. The polynomial
# is in Estrin form (latency 12 cycles instead of 20).
_EXPF = """
func.func private @__shlo_expf(%x: f32) -> f32 {""" + _EXP_SCHEME_CONSTANTS + """
  %bias = arith.constant 127 : i32
  %magic_bits = arith.constant 0x4B400000 : i32
  %c1 = arith.constant 1 : i32""" + _clamped_exp("-176.0") + """
  %ni = arith.subi %tb, %magic_bits : i32
  %n1 = arith.shrsi %ni, %c1 : i32
  %n2 = arith.subi %ni, %n1 : i32
  %b1 = arith.addi %n1, %bias : i32
  %b2 = arith.addi %n2, %bias : i32
  %s1i = arith.shli %b1, %c23 : i32
  %s2i = arith.shli %b2, %c23 : i32
  %s1 = arith.bitcast %s1i : i32 to f32
  %s2 = arith.bitcast %s2i : i32 to f32
  %y1 = arith.mulf %e, %s1 : f32
  %y = arith.mulf %y1, %s2 : f32
  return %y : f32
}
"""

# exp for arguments known to be <= 0 or NaN (x - max(x) of a softmax, -|x|; see
# nonpositive_args.py): the same polynomial, but no clamp at the overflow end, and 2^n
# (n in [-191, 0]) as one factor 2^(n+64), normal for n > -191 (e 2^(n+64) is exact), then
# times 2^-64, the one rounding. The general version's e 2^(n/2) is exact as well and its
# second factor is the one rounding of the same product, so both give the same bits for every
# argument <= 0, subnormal results included (checked over all of them); what goes is a
# compare, a select and four integer ops an element. The clamp is at -132.5, whose n = -191
# makes the factor +0.0 (for the same reason as the general version's -176: no assist).
_EXPF_NONPOS = """
func.func private @__shlo_expf_nonpos(%x: f32) -> f32 {""" + _EXP_SCHEME_CONSTANTS + """
  %lo = arith.constant -132.5 : f32
  %down = arith.constant 0x1F800000 : f32
  %unmagic = arith.constant -1262485313 : i32
  %below = arith.cmpf olt, %x, %lo : f32
  %xc = arith.select %below, %lo, %x : f32""" + _EXP_SCHEME + """
  %b1 = arith.addi %tb, %unmagic : i32
  %s1i = arith.shli %b1, %c23 : i32
  %s1 = arith.bitcast %s1i : i32 to f32
  %y1 = arith.mulf %e, %s1 : f32
  %y = arith.mulf %y1, %down : f32
  return %y : f32
}
"""

# 1 + exp(x), for an f32 exp whose one use is that sum (the logistic form 2 / (1 + exp(-2u))
# of tanh GELU, tanh_plus_one.py; sigmoids 1 / (1 + exp(-x))): the same bits as the sum of
# @__shlo_expf and 1 for every x, NaN included, with 6 vector ops fewer. It is the general
# exp's scheme with the argument clamped below at -80 instead of -176: exp(-80) ~ 1.8e-35
# and every smaller exp add to 1 the same 1, and from -80 up 2^n (n in [-115, 128]) needs
# no two-factor split. 2^(n-1) is one normal factor (2^128 is not a float), y = e 2^(n-1)
# is exact, and the sum is fma(y, 2, 1): 2y is exact, so its one rounding is the rounding
# of (the general exp's exact e 2^n) + 1, overflow to +inf at the top included (x >=
# 88.7228394 is clamped there, n = 128, e 2^128 rounds to +inf where the general version's
# does). The bias 126 of 2^(n-1)'s exponent rides in the rounding constant (1.5 * 2^23 + 126:
# n comes out the same, as t - that constant, and t's low bits shifted into the exponent
# field are n + 126). What goes, against exp then add: a shift, an add, a subtract, a shift,
# an add, a multiply and the add (the FMA takes the multiply's place): 6 of the ~35 vector
# ops an element of BERT's dense+GELU loop, which runs compute-bound on the two FMA pipes.
_ONE_PLUS_EXPF = """
func.func private @__shlo_one_plus_expf(%x: f32) -> f32 {""" + _EXP_SCHEME_CONSTANTS.replace(
    "%magic = arith.constant 12582912.0", "%magic = arith.constant 12583038.0") + """
  %two = arith.constant 2.0 : f32""" + _clamped_exp("-80.0") + """
  %si = arith.shli %tb, %c23 : i32
  %s = arith.bitcast %si : i32 to f32
  %y = arith.mulf %e, %s : f32
  %y2 = arith.mulf %y, %two fastmath<contract> : f32
  %sum = arith.addf %y2, %one fastmath<contract> : f32
  return %sum : f32
}
"""

# tanh |x| = h / (1 + h) with h = expm1(2|x|) / 2, and the sign of x put back. That is one exp,
# one divide and no second approximation near 0 (the Cephes form x + x^3 P(x^2) for small |x|
# next to 1 - 2 / (exp(2|x|) + 1) cost 7 more multiplies an element; GELU is tanh-bound: its
# loop runs compute-bound, limited by the two FMA pipes, so every multiply counts). What keeps
# it within 2 ulp (1.77 at worst over every f32, at 0.2488; the Cephes pair was within 1.3):
# - h never cancels: n = floor(2|x| log2e) (the magic-number rounding of 2|x| log2e - 1/2), so
#   r = 2|x| - n ln2 is in [0, ln2), u = e^r - 1 >= 0 (a degree-5 polynomial fitted on that
#   interval, 0.01 ulp), and h = 2^(n-1) u + (2^(n-1) - 1/2) is one FMA of non-negative terms;
# - for small |x| the quotient's two roundings (1 + h and the divide) would reach 2.4 ulp,
#   so there (n = 0) tanh = h - h q (q = h / (1 + h), one FMA): q's error is scaled by h,
#   which is small;
# - r comes from one FMA with ln2 in f32: its 2e-9 error moves tanh only where n is large and
#   tanh is within 1e-8 of 1.
# |x| is clamped to 20 (tanh(20) is 1 in f32), so nothing overflows: tanh(±inf) = ±1 with no
# special case, and a NaN passes the clamp and the arithmetic to the result. The branch is a
# blend on n = 0 (s/2 - 1/2 = 0, |x| < ln2/2 = 0.347, already in a register: testing |x|
# itself kept |x| live across the divide, one spill more per vector); the h - h q form is
# still within 1.3 ulp up to ln2/2 (q's error is scaled by h q / tanh <= 1/2 there).
# XLA:CPU and IREE use a rational approximation (Eigen's 13/6 form): fewer multiplies, but
# about 4 ulp in f32, more than tests/test_ulp_accuracy.py allows (an odd p(x^2) x / q(x^2)
# fitted here, degrees 5/4 on |x| <= 9.02, reached 2.3 ulp below 1 and 4.7 near 8 from the
# f32 roundings of N, D and the quotient alone, even with exact coefficients).
# Two choices shorten the dependency chain (abs .. divide, about 52 cycles; was 61) and keep
# the same roundings as the plain form: the reduction runs on r' = r / 2 = |x| - n ln2/2 (every
# polynomial coefficient scaled by a power of 2, exact), so 2|x| is never formed and the
# polynomial gives u / 2, with h = 2^n (u/2) + (2^n/2 - 1/2); and n is vroundps of the scaled
# |x| (3 cycles) while the magic-number add, off the chain, gives the bits of 2^n.
_TANHF = """
func.func private @__shlo_tanhf(%x: f32) -> f32 {
  %log2e2 = arith.constant 0x4038AA3B : f32
  %mhalf = arith.constant -0.5 : f32
  %magic = arith.constant 12582912.0 : f32
  %nln2h = arith.constant 0xBEB17218 : f32
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %cap = arith.constant 20.0 : f32
  %zero = arith.constant 0.0 : f32
  %a1 = arith.constant 0x3C8BD94B : f32
  %a0 = arith.constant 0x3D2D9406 : f32
  %b1 = arith.constant 0x3E08FFE3 : f32
  %b0 = arith.constant 0x3EAAA46B : f32
  %c1 = arith.constant 0x3F2AAACD : f32
  %bias = arith.constant 127 : i32
  %c23 = arith.constant 23 : i32
  %sign = arith.constant -2147483648 : i32
  %ax = math.absf %x : f32
  %big = arith.cmpf ogt, %ax, %cap : f32
  %y = arith.select %big, %cap, %ax : f32
  %f0 = arith.mulf %y, %log2e2 fastmath<contract> : f32
  %f = arith.addf %f0, %mhalf fastmath<contract> : f32
  %t = arith.addf %f, %magic : f32
  %n = math.roundeven %f : f32
  %nl = arith.mulf %n, %nln2h fastmath<contract> : f32
  %r = arith.addf %nl, %y fastmath<contract> : f32
  %r2 = arith.mulf %r, %r : f32
  %pa0 = arith.mulf %a1, %r fastmath<contract> : f32
  %pa = arith.addf %pa0, %a0 fastmath<contract> : f32
  %pb0 = arith.mulf %b1, %r fastmath<contract> : f32
  %pb = arith.addf %pb0, %b0 fastmath<contract> : f32
  %pc0 = arith.mulf %c1, %r fastmath<contract> : f32
  %pc = arith.addf %pc0, %one fastmath<contract> : f32
  %ab0 = arith.mulf %pa, %r2 fastmath<contract> : f32
  %ab = arith.addf %ab0, %pb fastmath<contract> : f32
  %q0 = arith.mulf %ab, %r2 fastmath<contract> : f32
  %poly = arith.addf %q0, %pc fastmath<contract> : f32
  %u0 = arith.mulf %poly, %r2 fastmath<contract> : f32
  %u = arith.addf %u0, %r fastmath<contract> : f32
  %tb = arith.bitcast %t : f32 to i32
  %e = arith.addi %tb, %bias : i32
  %si = arith.shli %e, %c23 : i32
  %s = arith.bitcast %si : i32 to f32
  %sh = arith.mulf %s, %half fastmath<contract> : f32
  %sm = arith.subf %sh, %half fastmath<contract> : f32
  %h0 = arith.mulf %s, %u fastmath<contract> : f32
  %h = arith.addf %h0, %sm fastmath<contract> : f32
  %d = arith.addf %h, %one : f32
  %q = arith.divf %h, %d : f32
  %hq = arith.mulf %h, %q fastmath<contract> : f32
  %near = arith.subf %h, %hq fastmath<contract> : f32
  %is_small = arith.cmpf oeq, %sm, %zero : f32
  %mag = arith.select %is_small, %near, %q : f32
  %mag_bits = arith.bitcast %mag : f32 to i32
  %x_bits = arith.bitcast %x : f32 to i32
  %x_sign = arith.andi %x_bits, %sign : i32
  %res_bits = arith.ori %mag_bits, %x_sign : i32
  %res = arith.bitcast %res_bits : i32 to f32
  return %res : f32
}
"""

# log(x) = k ln2 + log(m), m = x 2^-k in [sqrt(1/2), sqrt(2)); with f = m - 1 and
# s = f / (2 + f), log(1 + f) = f - f^2/2 + s (f^2/2 + R(s^2)), R a degree-4 polynomial in s^2
# (the coefficients of FreeBSD's e_logf.c); within 1 ulp. Subnormals are scaled by 2^25
# first. libmvec's logf is within 4 (3.6 measured), and log1p/expm1/asinh/... inherit it.
_LOGF = """
func.func private @__shlo_logf(%x: f32) -> f32 {
  %lg1 = arith.constant 0x3F2AAAAA : f32
  %lg2 = arith.constant 0x3ECCCE13 : f32
  %lg3 = arith.constant 0x3E91E9EE : f32
  %lg4 = arith.constant 0x3E789E26 : f32
  %ln2hi = arith.constant 0x3F317180 : f32
  %ln2lo = arith.constant 0x3717F7D1 : f32
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %half = arith.constant 0.5 : f32
  %zero = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %two25 = arith.constant 33554432.0 : f32
  %tiny = arith.constant 1.17549435e-38 : f32
  %c0 = arith.constant 0 : i32
  %c25 = arith.constant 25 : i32
  %c23 = arith.constant 23 : i32
  %c127 = arith.constant 127 : i32
  %shift = arith.constant 0x004AFB0D : i32
  %mant = arith.constant 0x007FFFFF : i32
  %sqrthalf = arith.constant 0x3F3504F3 : i32
  %sub = arith.cmpf olt, %x, %tiny : f32
  %xs = arith.mulf %x, %two25 : f32
  %xn = arith.select %sub, %xs, %x : f32
  %kadj = arith.select %sub, %c25, %c0 : i32
  %ix = arith.bitcast %xn : f32 to i32
  %ix1 = arith.addi %ix, %shift : i32
  %e = arith.shrsi %ix1, %c23 : i32
  %k0 = arith.subi %e, %c127 : i32
  %k = arith.subi %k0, %kadj : i32
  %m0 = arith.andi %ix1, %mant : i32
  %m1 = arith.addi %m0, %sqrthalf : i32
  %m = arith.bitcast %m1 : i32 to f32
  %f = arith.subf %m, %one : f32
  %d = arith.addf %f, %two : f32
  %s = arith.divf %f, %d : f32
  %z = arith.mulf %s, %s : f32
  %w = arith.mulf %z, %z : f32
  %a0 = arith.mulf %w, %lg4 : f32
  %a1 = arith.addf %a0, %lg2 : f32
  %t1 = arith.mulf %w, %a1 : f32
  %b0 = arith.mulf %w, %lg3 : f32
  %b1 = arith.addf %b0, %lg1 : f32
  %t2 = arith.mulf %z, %b1 : f32
  %r = arith.addf %t2, %t1 : f32
  %ff = arith.mulf %f, %f : f32
  %hfsq = arith.mulf %ff, %half : f32
  %dk = arith.sitofp %k : i32 to f32
  %u0 = arith.addf %hfsq, %r : f32
  %u1 = arith.mulf %s, %u0 : f32
  %lo = arith.mulf %dk, %ln2lo : f32
  %u2 = arith.addf %u1, %lo : f32
  %u3 = arith.subf %u2, %hfsq : f32
  %u4 = arith.addf %u3, %f : f32
  %hi = arith.mulf %dk, %ln2hi : f32
  %y = arith.addf %u4, %hi : f32
  %isinf = arith.cmpf oeq, %x, %inf : f32
  %y1 = arith.select %isinf, %x, %y : f32
  %iszero = arith.cmpf oeq, %x, %zero : f32
  %y2 = arith.select %iszero, %ninf, %y1 : f32
  %neg = arith.cmpf olt, %x, %zero : f32
  %y3 = arith.select %neg, %nan, %y2 : f32
  %isnan = arith.cmpf uno, %x, %x : f32
  %res = arith.select %isnan, %x, %y3 : f32
  return %res : f32
}
"""

# (op name, element type) -> (function, the functions it needs, in definition order)
_REPLACEMENTS = {
    ("math.exp", "f32"): ("__shlo_expf", ["__shlo_expf"]),
    ("math.tanh", "f32"): ("__shlo_tanhf", ["__shlo_tanhf"]),
    ("math.log", "f32"): ("__shlo_logf", ["__shlo_logf"]),
}
_DEFINITIONS = {"__shlo_expf": _EXPF, "__shlo_expf_nonpos": _EXPF_NONPOS,
                "__shlo_one_plus_expf": _ONE_PLUS_EXPF, "__shlo_tanhf": _TANHF,
                "__shlo_logf": _LOGF}
REPLACED_OPS = {name for name, _ in _REPLACEMENTS}
# (the key of exp sites whose argument is <= 0 or NaN; not an op name)
_NONPOSITIVE_EXP = ("math.exp", "f32<=0")
_REPLACEMENTS[_NONPOSITIVE_EXP] = ("__shlo_expf_nonpos", ["__shlo_expf_nonpos"])
# (exp sites whose one use is `exp + 1`: the call replaces the add)
_ONE_PLUS_EXP = ("math.exp", "1+")
_REPLACEMENTS[_ONE_PLUS_EXP] = ("__shlo_one_plus_expf", ["__shlo_one_plus_expf"])


def _plus_one(exp):
    """The `arith.addf` that is the one use of `exp`'s result, if its other operand is the
    constant 1.0; else None."""
    uses = list(exp.results[0].uses)
    if len(uses) != 1:
        return None
    add = uses[0].owner
    add = getattr(add, "operation", add)
    if add.name != "arith.addf":
        return None
    a, b = add.operands
    other = b if a == exp.results[0] else a
    const = getattr(other.owner, "operation", None)
    if const is None or const.name != "arith.constant":
        return None
    attr = const.attributes["value"]
    return add if isinstance(attr, uir.FloatAttr) and uir.FloatAttr(attr).value == 1.0 \
        else None


def use_vectorizable_math(module, candidates: list | None = None) -> int:
    """Replace scalar f32 `math.exp`/`math.tanh` with calls to the arith-only versions above;
    returns how many call sites were rewritten. `candidates`: every op of `module` named in
    REPLACED_OPS, in walk order, when the caller has just collected them (else a walk)."""
    sites = []

    def visit(op):
        name = op.name  # (the name first: most ops are not math ops, and a type prints slowly)
        key = (name, str(op.operands[0].type)) \
            if name in REPLACED_OPS and len(op.operands) == 1 else None
        if key in _REPLACEMENTS:
            op = op.operation if hasattr(op, "operation") else op
            if key == ("math.exp", "f32") and exp_argument_is_nonpositive(op.operands[0]):
                key = _NONPOSITIVE_EXP
            elif key == ("math.exp", "f32") and _plus_one(op) is not None:
                sites.append((op, _ONE_PLUS_EXP))  # (the add is replaced, then the exp)
                return uir.WalkResult.ADVANCE
            sites.append((op, key))
        return uir.WalkResult.ADVANCE

    if candidates is None:
        module.operation.walk(visit)
    else:
        for op in candidates:
            visit(op)
    if not sites:
        return 0
    needed = []
    for _, key in sites:
        for name in _REPLACEMENTS[key][1]:
            if name not in needed:
                needed.append(name)
    defined = {str(op.attributes["sym_name"]).strip('"') for op in module.body.operations
               if op.operation.name == "func.func"}
    needed = [n for n in needed if n not in defined]
    library = uir.Module.parse("\n".join(_DEFINITIONS[n] for n in needed), module.context)
    for fn in list(library.body.operations):
        module.body.append(fn.detach_from_parent())
    f32 = uir.F32Type.get(module.context)
    for op, key in sites:
        callee = _REPLACEMENTS[key][0]
        replaced = _plus_one(op) if key == _ONE_PLUS_EXP else op
        with uir.InsertionPoint(replaced), op.location:
            call = uir.Operation.create(
                "func.call", results=[f32], operands=[op.operands[0]],
                attributes={"callee": uir.FlatSymbolRefAttr.get(callee)})
        replaced.results[0].replace_all_uses_with(call.results[0])
        replaced.erase()
        if replaced is not op:
            op.erase()
    return len(sites)
