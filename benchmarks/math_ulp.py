"""Max ULP error of every f32/f64 transcendental the compiler generates code for.

For f32 the reference is the f64 function of numpy/scipy (itself within 1 ulp of f64, so
2^-29 of an f32 ulp), and the error of a result is |got - ref| in units of the f32 spacing
at the reference (fractional: a correctly rounded result is at most 0.5). For f64 the
reference is mpmath at 40 digits on a smaller sample. Inputs: a dense sweep of every
magnitude (random bit patterns), a dense uniform range, and points near each function's
zeros and branch points.

    .venv/bin/python -m benchmarks.math_ulp [--dtype f32|f64] [--only exp,log1p]
"""

from __future__ import annotations

import argparse

import numpy as np
import scipy.special as sp

import stablehlo_cc

# name -> (how the program spells it, f64 reference, input domain (lo, hi), extra points)
UNARY = {
    "exp": ("stablehlo.exponential", np.exp, (-104, 89), []),
    "expm1": ("stablehlo.exponential_minus_one", np.expm1, (-20, 89), [1e-8, -1e-8, 0.3, -0.3]),
    "log": ("stablehlo.log", np.log, (0, np.inf), [1.0, 1 - 2**-24, 1 + 2**-23]),
    "log1p": ("stablehlo.log_plus_one", np.log1p, (-1, np.inf), [-0.5, 1e-8, -1e-8, 0.4]),
    "sin": ("stablehlo.sine", np.sin, (-1e4, 1e4), [np.pi, 3.1415927]),
    "cos": ("stablehlo.cosine", np.cos, (-1e4, 1e4), [np.pi / 2]),
    "tan": ("stablehlo.tan", np.tan, (-1e4, 1e4), [np.pi / 2, 1.5707963]),
    "tanh": ("stablehlo.tanh", np.tanh, (-20, 20), [0.62, 0.63]),
    "logistic": ("stablehlo.logistic", sp.expit, (-105, 90), []),
    "sqrt": ("stablehlo.sqrt", np.sqrt, (0, np.inf), []),
    "rsqrt": ("stablehlo.rsqrt", lambda x: 1 / np.sqrt(x), (0, np.inf), []),
    "cbrt": ("stablehlo.cbrt", np.cbrt, (-np.inf, np.inf), []),
    "erf": ("chlo.erf", sp.erf, (-6, 6), []),
    "erfc": ("chlo.erfc", sp.erfc, (-np.inf, np.inf), [0.0, -1.0, 9.2, 10.0546875]),
    "asinh": ("chlo.asinh", np.arcsinh, (-np.inf, np.inf), [0.5, -0.5]),
    "acosh": ("chlo.acosh", np.arccosh, (1, np.inf), [1.0, 1 + 2**-23, 1.5]),
    "atanh": ("chlo.atanh", np.arctanh, (-1, 1), [0.5, -0.5, 1 - 2**-24, 0.9]),
}
BINARY = {
    "pow": ("stablehlo.power", np.power, ((0, 50), (-30, 30))),
    "atan2": ("stablehlo.atan2", np.arctan2, ((-1e3, 1e3), (-1e3, 1e3))),
}


def _sweep(dtype, lo, hi, extra, n, rng) -> np.ndarray:
    bits = 32 if dtype == np.float32 else 64
    raw = rng.integers(0, 2**bits, n, dtype=np.uint64 if bits == 64 else np.uint32)
    if bits == 32:
        raw = raw.astype(np.uint32)
    every_magnitude = raw.view(dtype)
    dense = rng.uniform(max(lo, -1e6), min(hi, 1e6), n)
    tiny = np.concatenate([rng.uniform(-1, 1, n // 4) * 10.0 ** rng.uniform(-30, 0, n // 4)])
    near = []
    for p in extra:
        near.append(p + p * rng.uniform(-1e-5, 1e-5, 200) if p else rng.uniform(-1e-5, 1e-5, 200))
    with np.errstate(all="ignore"):
        x = np.concatenate([every_magnitude.astype(np.float64), dense, tiny, *near])
    x = x[np.isfinite(x) & (x >= lo) & (x <= hi)]
    return x.astype(dtype)


def ulp_errors(got: np.ndarray, ref: np.ndarray, dtype) -> np.ndarray:
    """|got - ref| in ulps of `dtype` at ref (both finite; where the reference overflows the
    type, the result must be that infinity: error 0 if so, else inf)."""
    info = np.finfo(dtype)
    with np.errstate(all="ignore"):
        return _ulp_errors(got, ref, dtype, info)


def _ulp_errors(got, ref, dtype, info) -> np.ndarray:
    ref_t = ref.astype(dtype)
    both_inf = np.isinf(ref_t) & (got == ref_t)
    scale = np.maximum(np.abs(ref), float(info.tiny))
    ulp = 2.0 ** (np.floor(np.log2(scale)) - (info.nmant))
    err = np.abs(got.astype(np.float64) - ref) / ulp
    err = np.where(both_inf, 0.0, err)
    err = np.where(np.isnan(ref) & np.isnan(got), 0.0, err)
    return np.where(np.isnan(err), np.inf, err)


def _mp_reference(name, x):
    import mpmath
    mpmath.mp.dps = 40
    fns = {"exp": mpmath.exp, "expm1": mpmath.expm1, "log": mpmath.log, "log1p": mpmath.log1p,
           "sin": mpmath.sin, "cos": mpmath.cos, "tan": mpmath.tan, "tanh": mpmath.tanh,
           "logistic": lambda v: 1 / (1 + mpmath.exp(-v)), "sqrt": mpmath.sqrt,
           "rsqrt": lambda v: 1 / mpmath.sqrt(v),
           "cbrt": lambda v: mpmath.sign(v) * mpmath.cbrt(abs(v)), "erf": mpmath.erf, "erfc": mpmath.erfc,
           "asinh": mpmath.asinh, "acosh": mpmath.acosh, "atanh": mpmath.atanh,
           "pow": mpmath.power, "atan2": mpmath.atan2}
    fn = fns[name]
    if isinstance(x, tuple):
        return np.array([float(fn(mpmath.mpf(float(a)), mpmath.mpf(float(b))))
                         for a, b in zip(*x)])
    return np.array([float(fn(mpmath.mpf(float(v)))) for v in x])


def _compile(op: str, element: str, n: int, arity: int):
    t = f"tensor<{n}x{element}>"
    params = ", ".join(f"%a{i}: {t}" for i in range(arity))
    args = ", ".join(f"%a{i}" for i in range(arity))
    body = (f"%0 = {op} {args} : {t} -> {t}" if op.startswith("chlo.")
            else f"%0 = {op} {args} : {t}")
    return stablehlo_cc.compile(f"func.func @main({params}) -> {t} {{\n  {body}\n"
                                f"  return %0 : {t}\n}}")


def measure(name: str, dtype=np.float32, n: int = 200_000, seed: int = 0):
    """(max ulp error, the input where it occurs) of one function."""
    rng = np.random.default_rng(seed)
    element = "f32" if dtype == np.float32 else "f64"
    if dtype == np.float64:
        n = min(n, 3000)
    if name in UNARY:
        op, ref_fn, (lo, hi), extra = UNARY[name]
        x = _sweep(dtype, lo, hi, extra, n, rng)
        got = _compile(op, element, x.size, 1)(x)
        with np.errstate(all="ignore"):
            ref = ref_fn(x.astype(np.float64)) if dtype == np.float32 else _mp_reference(name, x)
        inputs = (x,)
    else:
        op, ref_fn, ((lo0, hi0), (lo1, hi1)) = BINARY[name]
        a = _sweep(dtype, lo0, hi0, [], n, rng)
        b = rng.uniform(lo1, hi1, a.size).astype(dtype)
        got = _compile(op, element, a.size, 2)(a, b)
        with np.errstate(all="ignore"):
            ref = (ref_fn(a.astype(np.float64), b.astype(np.float64)) if dtype == np.float32
                   else _mp_reference(name, (a, b)))
        inputs = (a, b)
    err = ulp_errors(got, ref, dtype)
    worst = int(np.argmax(err))
    return float(err[worst]), tuple(float(v[worst]) for v in inputs)


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--dtype", default="f32", choices=["f32", "f64"])
    p.add_argument("--only", default="")
    args = p.parse_args(argv)
    dtype = np.float32 if args.dtype == "f32" else np.float64
    names = args.only.split(",") if args.only else [*UNARY, *BINARY]
    print(f"| function | max ulp ({args.dtype}) | at |")
    print("|---|---|---|")
    for name in names:
        err, at = measure(name, dtype)
        print(f"| {name} | {err:.2f} | {', '.join(f'{v:.9g}' for v in at)} |", flush=True)


if __name__ == "__main__":
    main()
