"""`1 + tanh(u)` on f32 becomes `2 / (1 + exp(-2u))` (the logistic form of the same value).

Why: the tanh-approximated GELU of BERT and GPT-2, 0.5 x (1 + tanh(u)), spends most of its
time in tanh: our branch-free tanh (linalg/fast_math.py) evaluates both its small-argument
polynomial and its exp form and selects, one long dependent chain per vector (measured
~1.5 ns an element on a Zen 3 core, twice XLA:CPU's rational tanh). 1 + tanh(u) equals
2 / (1 + exp(-2u)) exactly, and that needs only the exp and one division. It is also the
more accurate form: for u << 0, 1 + tanh(u) cancels (tanh is -1 within an ulp of 1, so the
sum has no correct digits left below ~1e-7), while 2 / (1 + exp(-2u)) keeps its relative
accuracy down to the underflow. Limits: u = +inf gives 2 / (1 + 0) = 2, u = -inf (or exp
overflowing above u ~ -44) gives 2 / inf = 0, and NaN stays NaN. JAX's and PyTorch's
tanh GELU (and other gates, e.g. 0.5 (1 + tanh(x / 2)) sigmoids) write this form, so the
sum is matched, not a model's GELU.

Only f32 (the fast exp of fast_math.py is f32); any shape; the `1` may be a splat constant
or a broadcast of one, on either side of the add.

Two constant folds, each with the same bits, take a vector op an element out of the GELU
loop (it runs compute-bound on the two FMA pipes, ~28 uops per 16 elements on AVX-512):
u = c x (GELU's 0.7978845608 (...)) is scaled to -2u as one product x (-2c), and a sum
whose one use is a multiply by a power of two k (GELU's 0.5) folds k into the numerator:
0.5 (2 / d) = 1 / d. (Differences only where the quotient is subnormal, the one rounding
being the more exact: 256 of 36.7M GELU outputs over every 61st float of [-100, 100], all
below 1.2e-37.) Those and fast_math's 1 + exp (one factor 2^n, an FMA; the same bits) took
jax.nn.gelu(approximate=True) of x + bias at 512x1024 from 0.54 to 0.45 ns an element, one
Emerald Rapids core; the gate 0.5 (1 + tanh(u)) stays within 2 ulp of float64's
1 / (1 + exp(-2u)) over every 127th float of [-20, 20] (as before: the bits are the same).

Measured and left: the division as a reciprocal estimate (`arcp ninf` on it: vrcp14ps and
one Newton step, 2 FMAs, within ~1 ulp) was 5-8 % slower on that loop than vdivps (0.45 ->
0.48 ns an element): the divide is ~3 uops of the ~28, its divider is not the limit, and the
estimate plus refinement is 4. (It would also need a guard: rcp14(inf) = 0 and the Newton
step turns inf * 0 into NaN where 2 / inf must be 0.) Dropping the divide altogether
(a multiply in its place, a timing probe only) saved 10 %.
"""

from __future__ import annotations

import math

from jaxlib.mlir import ir

from ..walk import ops_named


def _owner(value):
    owner = value.owner
    return getattr(owner, "operation", owner)


def _splat_value(value) -> float | None:
    """The value of a splat float constant (or a broadcast of one); else None."""
    op = _owner(value)
    name = getattr(op, "name", None)
    if name == "stablehlo.broadcast_in_dim":
        return _splat_value(op.operands[0])
    if name != "stablehlo.constant":
        return None
    attr = op.attributes["value"]
    if not isinstance(attr, ir.DenseElementsAttr) or not attr.is_splat:
        return None
    splat = attr.get_splat_value()
    return ir.FloatAttr(splat).value if isinstance(splat, ir.FloatAttr) else None


def _is_splat_one(value) -> bool:
    return _splat_value(value) == 1.0


def _minus_two_times(u, t):
    """-2u, as one multiply by -2c when u = c x for a splat constant c (GELU's
    0.7978845608 (x + 0.044715 x^3)): -2c is exact, and a product scaled by a power of 2
    rounds the same (the one difference, c x subnormal, is an argument exp takes to 1 either
    way), so the value is the same and a vector multiply an element goes."""
    op = _owner(u)
    if getattr(op, "name", None) == "stablehlo.multiply":
        for c, x in (op.operands, reversed(list(op.operands))):
            value = _splat_value(c)
            if value is not None and abs(value) <= 1e38:
                return _binary("stablehlo.multiply", t, x, _splat(t, -2.0 * value))
    return _binary("stablehlo.multiply", t, u, _splat(t, -2.0))


def _splat(t: ir.RankedTensorType, value: float):
    attr = ir.DenseElementsAttr.get_splat(t, ir.FloatAttr.get(t.element_type, value))
    return ir.Operation.create("stablehlo.constant", results=[t], attributes={"value": attr}
                               ).result


def _binary(name, t, a, b):
    return ir.Operation.create(name, results=[t], operands=[a, b]).result


def _power_of_two_scaling(op):
    """(the multiply, k) when the one use of `op`'s result is a multiply by a splat power of
    two k (GELU's 0.5 (1 + tanh(u))), else (None, 1.0). k (2 / d) is (2k) / d with the same
    bits (a power-of-2 scaling is exact) unless the quotient is subnormal, where the one
    rounding is the more exact: the multiply is one vector op an element less."""
    uses = list(op.results[0].uses)
    if len(uses) != 1:
        return None, 1.0
    user = getattr(uses[0].owner, "operation", uses[0].owner)
    if getattr(user, "name", None) != "stablehlo.multiply":
        return None, 1.0
    a, b = user.operands
    k = _splat_value(b if a == op.results[0] else a)
    if k is None or k == 0 or not (2.0 ** -64 <= abs(k) <= 2.0 ** 64):
        return None, 1.0
    mantissa, _ = math.frexp(k)
    return (user, k) if abs(mantissa) == 0.5 else (None, 1.0)


def tanh_plus_one_to_logistic_form(module) -> int:
    """Rewrite every f32 `add(tanh(u), 1)` (either order); returns how many."""
    done = 0
    for op in ops_named(module, ("stablehlo.add",)):
        t = op.results[0].type
        if not isinstance(t, ir.RankedTensorType) or not t.has_static_shape or \
                not isinstance(t.element_type, ir.F32Type):
            continue
        a, b = op.operands
        tanh, one = (a, b) if getattr(_owner(a), "name", None) == "stablehlo.tanh" else (b, a)
        tanh_op = _owner(tanh)
        if getattr(tanh_op, "name", None) != "stablehlo.tanh" or not _is_splat_one(one):
            continue
        u = tanh_op.operands[0]
        with ir.InsertionPoint(op), op.location:
            scaled = _minus_two_times(u, t)
            e = ir.Operation.create("stablehlo.exponential", results=[t], operands=[scaled]
                                    ).result
            denominator = _binary("stablehlo.add", t, e, one)
        scaling, k = _power_of_two_scaling(op)
        replaced = scaling or op
        with ir.InsertionPoint(replaced), op.location:
            value = _binary("stablehlo.divide", t, _splat(t, 2.0 * k), denominator)
        replaced.results[0].replace_all_uses_with(value)
        replaced.erase()
        if scaling is not None:
            op.erase()
        if not list(tanh_op.results[0].uses):
            tanh_op.erase()
        done += 1
    return done
