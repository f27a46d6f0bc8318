"""Templates for contractions, transforms, linear algebra, normalization, random numbers,
quantization and tokens, parameterised on the element type."""

from __future__ import annotations

import numpy as np

from stablehlo_cc.types import numpy_dtype

from .dialect import COMPLEX, INT, QUANT
from .program import Program, ttype


def _contraction(p: Program, terms: int = 3) -> Program:
    """Floats within tolerances.loose("dot") of the element type, plus an absolute error of
    `terms` roundings of the largest product: the spec leaves the order and precision of the
    accumulation to the implementation, and cancellation makes relative errors of any size."""
    if p.element not in INT + ["i1"]:
        p.exact, p.tolerance_op = False, "dot"
        element = "f32" if p.element == QUANT else p.element
        from tolerances import loose
        big = max(float(np.max(np.abs(np.asarray(a).astype(np.complex128)))) for a in p.args)
        p.atol = terms * loose("dot", element)[0] * big * big
    return p


def dot_general(e, seed=0):
    p = Program(e, seed)
    a, b = p.arg((2, 3), edges=False), p.arg((3, 4), edges=False)
    c, d = p.arg((2, 2, 3), edges=False), p.arg((2, 3, 2), edges=False)
    r, s = ttype((2, 4), e), ttype((2, 2, 2), e)
    p.line(f"%r = stablehlo.dot_general {a}, {b}, contracting_dims = [1] x [0] : "
           f"({ttype((2, 3), e)}, {ttype((3, 4), e)}) -> {r}")
    p.line(f"%s = stablehlo.dot_general {c}, {d}, batching_dims = [0] x [0], "
           f"contracting_dims = [2] x [1] : ({ttype((2, 2, 3), e)}, {ttype((2, 3, 2), e)}) "
           f"-> {s}")
    p.result("%r", r)
    p.result("%s", s)
    return _contraction(p)


def dot(e, seed=0):
    p = Program(e, seed)
    a, b = p.arg((2, 3), edges=False), p.arg((3, 4), edges=False)
    ta, tb, r = ttype((2, 3), e), ttype((3, 4), e), ttype((2, 4), e)
    p.line(f'%r = "stablehlo.dot"({a}, {b}) : ({ta}, {tb}) -> {r}',
           oracle=f"%r = stablehlo.dot_general {a}, {b}, contracting_dims = [1] x [0] : "
           f"({ta}, {tb}) -> {r}")
    p.result("%r", r)
    return _contraction(p)


def einsum(e, seed=0):
    p = Program(e, seed)
    a, b = p.arg((2, 3), edges=False), p.arg((3, 4), edges=False)
    ta, tb, r = ttype((2, 3), e), ttype((3, 4), e), ttype((2, 4), e)
    p.line(f'%r = "stablehlo.einsum"({a}, {b}) {{einsum_config = "ab,bc->ac"}} : '
           f"({ta}, {tb}) -> {r}",
           oracle=f"%r = stablehlo.dot_general {a}, {b}, contracting_dims = [1] x [0] : "
           f"({ta}, {tb}) -> {r}")
    p.result("%r", r)
    return _contraction(p)


def unary_einsum(e, seed=0):
    p = Program(e, seed)
    a = p.arg((2, 3), edges=False)
    ta, r, s = ttype((2, 3), e), ttype((3, 2), e), ttype((3,), e)
    p.line(f'%r = "stablehlo.unary_einsum"({a}) {{einsum_config = "ab->ba"}} : ({ta}) -> {r}',
           oracle=f"%r = stablehlo.transpose {a}, dims = [1, 0] : ({ta}) -> {r}")
    p.line(f'%s = "stablehlo.unary_einsum"({a}) {{einsum_config = "ab->b"}} : ({ta}) -> {s}',
           oracle=f'%s = "stablehlo.reduce"({a}, %zero) ({{\n^bb0(%x: {ttype((), e)}, '
           f"%y: {ttype((), e)}):\n  %o = stablehlo.add %x, %y : {ttype((), e)}\n"
           f"  stablehlo.return %o : {ttype((), e)}\n}}) {{dimensions = array<i64: 0>}} : "
           f"({ta}, {ttype((), e)}) -> {s}")
    p.ref_lines.insert(0, f"%zero = stablehlo.constant dense<{_zero_literal(e)}> : "
                          f"{ttype((), e)}")
    p.result("%r", r)
    p.result("%s", s)
    return _contraction(p)


def _zero_literal(e: str) -> str:
    if e in COMPLEX:
        return "(0.0, 0.0)"
    if e == "i1":
        return "false"
    return "0" if e in INT else "0.0"


_CONV = ("window_strides = array<i64: 1, 2>, padding = dense<[[1, 1], [0, 0]]> : "
         "tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, "
         "dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, "
         "feature_group_count = 1 : i64, batch_group_count = 1 : i64")


def convolution(e, seed=0):
    p = Program(e, seed)
    x, w = p.arg((1, 5, 5, 2), edges=False), p.arg((3, 3, 2, 3), edges=False)
    r = ttype((1, 5, 2, 3), e)
    p.line(f'%r = "stablehlo.convolution"({x}, {w}) {{{_CONV}}} : '
           f"({ttype((1, 5, 5, 2), e)}, {ttype((3, 3, 2, 3), e)}) -> {r}")
    p.result("%r", r)
    return _contraction(p, 18)


def dynamic_conv(e, seed=0):
    p = Program(e, seed)
    x, w = p.arg((1, 5, 5, 2), edges=False), p.arg((3, 3, 2, 3), edges=False)
    p.line("%pad = stablehlo.constant dense<[[1, 1], [0, 0]]> : tensor<2x2xi64>")
    r = ttype((1, 5, 2, 3), e)
    attrs = _CONV.replace("padding = dense<[[1, 1], [0, 0]]> : tensor<2x2xi64>, ", "")
    p.line(f'%r = "stablehlo.dynamic_conv"({x}, {w}, %pad) {{{attrs}}} : '
           f"({ttype((1, 5, 5, 2), e)}, {ttype((3, 3, 2, 3), e)}, tensor<2x2xi64>) -> {r}",
           oracle=f'%r = "stablehlo.convolution"({x}, {w}) {{{_CONV}}} : '
           f"({ttype((1, 5, 5, 2), e)}, {ttype((3, 3, 2, 3), e)}) -> {r}")
    p.result("%r", r)
    return _contraction(p, 18)


def fft(e, seed=0):
    """RFFT and IRFFT on f32/f64 (through complex), FFT and IFFT on complex."""
    p = Program(e, seed)
    p.exact, p.tolerance_op = False, "dot"
    if e in COMPLEX:
        x = p.arg((3, 8), edges=False)
        t = ttype((3, 8), e)
        for k in ("FFT", "IFFT"):
            p.line(f"%{k} = stablehlo.fft {x}, type = {k}, length = [8] : ({t}) -> {t}")
            p.result(f"%{k}", t)
        return p
    c = "complex<f32>" if e == "f32" else "complex<f64>"
    x = p.arg((3, 8), edges=False)
    t, h = ttype((3, 8), e), ttype((3, 5), c)
    p.line(f"%R = stablehlo.fft {x}, type = RFFT, length = [8] : ({t}) -> {h}")
    p.line(f"%I = stablehlo.fft %R, type = IRFFT, length = [8] : ({h}) -> {t}")
    p.result("%R", h)
    p.result("%I", t)
    return p


def _spd(e, n, rng):
    m = rng.standard_normal((n, n))
    if e in COMPLEX:
        m = m + 1j * rng.standard_normal((n, n))
    a = m @ m.conj().T + n * np.eye(n)
    return a.astype(numpy_dtype(e))


def cholesky(e, seed=0):
    p = Program(e, seed)
    a = p.arg((3, 3), value=_spd(e, 3, np.random.default_rng(seed)))
    t = ttype((3, 3), e)
    p.line(f"%r = stablehlo.cholesky {a}, lower = true : {t}")
    # The strict upper triangle is implementation-defined: keep the lower one, and put ones
    # above it (1 is exact in every type; 0 is not a value of f8E8M0FNU).
    p.line(f"%z = stablehlo.constant dense<{'(1.0, 0.0)' if e in COMPLEX else '1.0'}> : {t}")
    p.line(f"%i = stablehlo.iota dim = 0 : {ttype((3, 3), 'i32')}")
    p.line(f"%j = stablehlo.iota dim = 1 : {ttype((3, 3), 'i32')}")
    p.line(f"%low = stablehlo.compare GE, %i, %j : ({ttype((3, 3), 'i32')}, "
           f"{ttype((3, 3), 'i32')}) -> {ttype((3, 3), 'i1')}")
    p.line(f"%m = stablehlo.select %low, %r, %z : {ttype((3, 3), 'i1')}, {t}")
    p.result("%m", t)
    p.exact, p.tolerance_op = False, "dot"
    # The reference interpreter does not run cholesky: numpy's factor, in f64/c128, rounded.
    wide = np.asarray(p.args[0]).astype(np.complex128 if e in COMPLEX else np.float64)
    factor = np.linalg.cholesky(wide)
    p.expected = [np.where(np.tri(3, dtype=bool), factor, 1).astype(numpy_dtype(e))]
    _contraction(p, 3)
    p.tolerance_op = "dot"
    return p


def triangular_solve(e, seed=0):
    p = Program(e, seed)
    rng = np.random.default_rng(seed)
    a = np.tril(rng.standard_normal((3, 3))) + 3 * np.eye(3)
    if e in COMPLEX:
        a = a + 1j * np.tril(rng.standard_normal((3, 3)))
    x = p.arg((3, 3), value=a.astype(numpy_dtype(e)))
    b = p.arg((3, 2), edges=False)
    r = ttype((3, 2), e)
    p.line(f'%r = "stablehlo.triangular_solve"({x}, {b}) {{left_side = true, lower = true, '
           "unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : "
           f"({ttype((3, 3), e)}, {r}) -> {r}")
    p.result("%r", r)
    p.exact, p.tolerance_op = False, "dot"
    return p


def _bn_args(p, e):
    x = p.arg((2, 3, 4), edges=False)
    scale, offset = p.arg((4,), edges=False), p.arg((4,), edges=False)
    return x, scale, offset


def _f64(p, i):
    return np.asarray(p.args[i]).astype(np.float64)


def _normalized(x, mean, var):
    return (x - mean) / np.sqrt(var + np.float64(np.float32(0.001)))


def _expect(p, values):
    """The reference interpreter does not run batch norm ops: the spec's decomposition,
    evaluated in f64 and rounded to the element type once."""
    dt = numpy_dtype(p.element)
    p.expected = [np.asarray(v).astype(dt) for v in values]
    p.exact, p.tolerance_op = False, "dot"
    _contraction(p, 8)


def batch_norm_inference(e, seed=0):
    p = Program(e, seed)
    x, scale, offset = _bn_args(p, e)
    mean = p.arg((4,), edges=False)
    var = p.arg((4,), low=0.5, edges=False)
    t, v = ttype((2, 3, 4), e), ttype((4,), e)
    p.line(f'%r = "stablehlo.batch_norm_inference"({x}, {scale}, {offset}, {mean}, {var}) '
           f"{{epsilon = 0.001 : f32, feature_index = 2 : i64}} : ({t}, {v}, {v}, {v}, {v}) "
           f"-> {t}")
    p.result("%r", t)
    x, scale, offset, mean, var = (_f64(p, i) for i in range(5))
    _expect(p, [scale * _normalized(x, mean, var) + offset])
    return p


def batch_norm_training(e, seed=0):
    p = Program(e, seed)
    x, scale, offset = _bn_args(p, e)
    t, v = ttype((2, 3, 4), e), ttype((4,), e)
    p.line(f'%r:3 = "stablehlo.batch_norm_training"({x}, {scale}, {offset}) '
           f"{{epsilon = 0.001 : f32, feature_index = 2 : i64}} : ({t}, {v}, {v}) "
           f"-> ({t}, {v}, {v})")
    for i, ty in enumerate((t, v, v)):
        p.result(f"%r#{i}", ty)
    x, scale, offset = (_f64(p, i) for i in range(3))
    mean, var = x.mean(axis=(0, 1)), x.var(axis=(0, 1))
    _expect(p, [scale * _normalized(x, mean, var) + offset, mean, var])
    return p


def batch_norm_grad(e, seed=0):
    p = Program(e, seed)
    x, scale, _ = _bn_args(p, e)
    mean = p.arg((4,), edges=False)
    var = p.arg((4,), low=0.5, edges=False)
    g = p.arg((2, 3, 4), edges=False)
    t, v = ttype((2, 3, 4), e), ttype((4,), e)
    p.line(f'%r:3 = "stablehlo.batch_norm_grad"({x}, {scale}, {mean}, {var}, {g}) '
           f"{{epsilon = 0.001 : f32, feature_index = 2 : i64}} : ({t}, {v}, {v}, {v}, {t}) "
           f"-> ({t}, {v}, {v})")
    for i, ty in enumerate((t, v, v)):
        p.result(f"%r#{i}", ty)
    x, scale, mean, var, g = (_f64(p, i) for i in (0, 1, 3, 4, 5))
    n = x.shape[0] * x.shape[1]
    std = np.sqrt(var + np.float64(np.float32(0.001)))
    xn = (x - mean) / std
    grad_offset = g.sum(axis=(0, 1))
    grad_scale = (g * xn).sum(axis=(0, 1))
    grad_operand = scale / std * (g - grad_offset / n - xn * grad_scale / n)
    _expect(p, [grad_operand, grad_scale, grad_offset])
    return p


def rng(e, seed=0):
    """UNIFORM between two bounds: no oracle gives the same random numbers, so the check is
    the spec's: every value in [a, b) (booleans and a == b aside)."""
    p = Program(e, seed)
    dt = numpy_dtype(e)
    if e == "i1":
        lo, hi = np.bool_(False), np.bool_(True)
    elif e in INT:
        lo, hi = np.asarray(0, dt), np.asarray(1, dt)
    else:
        lo, hi = np.asarray(0.5, dt), np.asarray(2.0, dt)
    a, b = p.arg((), value=lo), p.arg((), value=hi)
    p.line("%shape = stablehlo.constant dense<[4, 5]> : tensor<2xi64>")
    r = ttype((4, 5), e)
    p.line(f"%r = stablehlo.rng {a}, {b}, %shape, distribution = UNIFORM : "
           f"({ttype((), e)}, {ttype((), e)}, tensor<2xi64>) -> {r}")
    p.result("%r", r)

    def check(got):
        got = np.asarray(got[0] if isinstance(got, tuple) else got)
        if got.shape != (4, 5) or got.dtype != dt:
            return f"result {got.dtype}{got.shape}, expected {dt}(4, 5)"
        if e == "i1":
            return ""
        g = got.astype(np.float64)
        bad = ~((g >= float(lo)) & (g < float(hi))) if e not in INT else ~((g >= float(lo))
                                                                            & (g <= float(hi)))
        return f"{int(bad.sum())} values outside [{lo}, {hi})" if bad.any() else ""
    p.check = check
    return p


def rng_bit_generator(e, seed=0):
    """THREE_FRY: the reference interpreter's bits are XLA's (test_rng checks PHILOX and the
    default too)."""
    p = Program(e, seed)
    s = p.arg((2,), "ui64", value=np.array([42, 7], np.uint64))
    r = ttype((4, 5), e)
    p.line(f"%st, %r = stablehlo.rng_bit_generator {s}, algorithm = THREE_FRY : "
           f"(tensor<2xui64>) -> (tensor<2xui64>, {r})")
    p.result("%st", "tensor<2xui64>")
    p.result("%r", r)
    p.oracle = "xla"  # the reference interpreter does not run rng_bit_generator
    if e in _SUB_BYTE:
        p.check = _low_bits_of_xla_bytes(p, e)
    return p


_SUB_BYTE = {"i2": 2, "i4": 4, "ui2": 2, "ui4": 4, "f6E2M3FN": 6, "f6E3M2FN": 6,
             "f4E2M1FN": 4}


def _low_bits_of_xla_bytes(p, e):
    """Sub-byte outputs: XLA's random bytes for a ui8 output, each cut to its low n bits (XLA
    gives those for ui2/ui4; its i2/i4 lack the sign extension and its f4/f6 are the byte's
    integer value converted, not bit patterns; docs/element-types.md)."""
    def check(got):
        import xla_oracle

        state, value = (np.asarray(g) for g in got)
        source = p.source(oracle=True).replace(ttype((4, 5), e), ttype((4, 5), "ui8"))
        want_state, byte = xla_oracle.run(source, *p.args)
        n = _SUB_BYTE[e]
        low = np.asarray(byte).view(np.uint8) & np.uint8((1 << n) - 1)
        dt = numpy_dtype(e)
        if e.startswith("f"):
            want = low.view(dt)
        else:
            signed = low.astype(np.int64) - ((low >= (1 << (n - 1))) << n) * e.startswith("i")
            want = signed.astype(dt)
        if value.dtype != dt or value.shape != want.shape:
            return f"result {value.dtype}{value.shape}, expected {dt}{want.shape}"
        if not np.array_equal(state.view(np.uint64), np.asarray(want_state).view(np.uint64)):
            return f"state {state}, expected {want_state}"
        bad = value.view(np.uint8) != want.view(np.uint8)
        return f"{int(bad.sum())} of 20 values differ: {value} vs {want}" if bad.any() else ""
    return check


def uniform_quantize(e, seed=0):
    """f32 -> quantized -> f32: the two quantization ops round trip (the oracle spells out
    the spec's formula in f32 arithmetic)."""
    p = Program(e, seed)
    x = p.arg((4, 5))
    p.result(x, ttype((4, 5), QUANT))
    return p


def tokens(e, seed=0):
    """create_token and after_all join tokens; a token carries no data (None at the boundary)."""
    p = Program(e, seed)
    p.line("%t = stablehlo.create_token : !stablehlo.token")
    p.line("%u = stablehlo.after_all %t, %t : !stablehlo.token")
    p.results.append(("%u", "!stablehlo.token"))
    p.check = lambda got: "" if got is None or got == (None,) else f"got {got!r}, not None"
    return p


def templates() -> dict:
    return {"dot_general": dot_general, "dot": dot, "einsum": einsum,
            "unary_einsum": unary_einsum, "convolution": convolution,
            "dynamic_conv": dynamic_conv, "fft": fft, "cholesky": cholesky,
            "triangular_solve": triangular_solve, "batch_norm_inference": batch_norm_inference,
            "batch_norm_training": batch_norm_training, "batch_norm_grad": batch_norm_grad,
            "rng": rng, "rng_bit_generator": rng_bit_generator,
            "uniform_quantize": uniform_quantize, "uniform_dequantize": uniform_quantize,
            "create_token": tokens, "after_all": tokens, "infeed": infeed, "outfeed": outfeed}


def infeed(e, seed=0):
    """One process reads an array from its infeed queue (the host puts it there first)."""
    if e == QUANT:
        raise NotImplementedError("the feeds carry storage arrays: not generated")
    p = Program(e, seed)
    from .program import values
    x = values(e, (3, 4), p.rng)
    t = ttype((3, 4), e)
    p.line("%t = stablehlo.create_token : !stablehlo.token")
    p.line(f'%r:2 = "stablehlo.infeed"(%t) {{infeed_config = ""}} : (!stablehlo.token) -> '
           f"({t}, !stablehlo.token)")
    p.result("%r#0", t)

    def run(exe):
        exe.infeed(0).put(x)
        return exe()
    p.run, p.expected = run, [x]
    return p


def outfeed(e, seed=0):
    """One process writes its argument to its outfeed queue (the host reads it after)."""
    if e == QUANT:
        raise NotImplementedError("the feeds carry storage arrays: not generated")
    p = Program(e, seed)
    x = p.arg((3, 4))
    t = ttype((3, 4), e)
    p.line("%t = stablehlo.create_token : !stablehlo.token")
    p.line(f'%o = "stablehlo.outfeed"({x}, %t) {{outfeed_config = ""}} : ({t}, '
           "!stablehlo.token) -> !stablehlo.token")
    p.results.append(("%o", "!stablehlo.token"))

    def run(exe):
        exe(*p.args)
        got = exe.outfeed(0).get(timeout=10)
        return got[0] if isinstance(got, tuple) and len(got) == 1 else got
    p.run, p.expected = run, [p.args[0]]
    return p
