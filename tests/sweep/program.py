"""A small builder for the sweep's generated programs, and their seeded inputs.

A template writes the body of `@main` with `Program.arg` (a function argument with seeded
values), `Program.line` and `Program.result`. Quantized element types cannot enter or leave
through the reference interpreter's bindings, so a quantized argument enters as f32 and is
quantized in the program, and a quantized result is dequantized before it is returned.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import ml_dtypes
import numpy as np

from stablehlo_cc.types import numpy_dtype

from .dialect import QUANT, QUANT_SCALE, QUANT_ZERO


def ttype(shape, element: str) -> str:
    return "tensor<" + "".join(f"{d}x" for d in shape) + element + ">"


def _edges(element: str) -> list[float]:
    """Edge values of a float type: zeros, ±inf, NaN, ±max, the smallest normal and
    subnormal, ±1 (each cast to the type: a type without inf or NaN gets what ml_dtypes makes of them)."""
    info = ml_dtypes.finfo(numpy_dtype(element))
    return [0.0, -0.0, np.inf, -np.inf, np.nan, float(info.max), -float(info.max),
            float(info.smallest_normal), float(info.smallest_subnormal), 1.0, -1.0]


def values(element: str, shape, rng: np.random.Generator, *, low=None, high=None,
           nonzero=False, edges=True) -> np.ndarray:
    """Seeded values of `element`; for floats the first elements are the type's edge values
    (when `edges`), for integers the extremes of the type (within [low, high] when given)."""
    shape = tuple(shape)
    size = int(np.prod(shape, dtype=np.int64))
    if element == "i1":
        return rng.integers(0, 2, shape).astype(bool)
    if element == QUANT:  # f32 values that the program quantizes
        return (rng.standard_normal(shape) * 2).astype(np.float32)
    dt = numpy_dtype(element)
    if element.startswith("complex"):
        part = "f32" if element == "complex<f32>" else "f64"
        out = np.empty(shape, dt)
        out.real = values(part, shape, rng, edges=edges)
        out.imag = values(part, shape, rng, edges=edges)
        if edges and size > 1:  # keep finite pairs too: complex edge semantics vary by library
            flat = out.reshape(-1)
            flat[size // 2:] = np.nan_to_num(flat[size // 2:], posinf=3.0, neginf=-3.0, nan=0.5)
        return out
    if dt.kind in "iu" or element in ("i2", "i4", "ui2", "ui4"):
        info = ml_dtypes.iinfo(dt)
        lo = int(info.min) if low is None else max(int(info.min), low)
        hi = int(info.max) if high is None else min(int(info.max), high)
        x = rng.integers(max(lo, -100), min(hi, 100) + 1, size, dtype=np.int64).astype(object)
        special = [v for v in (lo, hi, 0, 1, lo + 1, hi - 1) if lo <= v <= hi]
        for i, v in enumerate(special[:size // 2]):
            x[i] = v
        if nonzero:
            x = np.where(x == 0, 1 if hi >= 1 else -1, x)
        rng.shuffle(x)
        if element in ("i2", "i4", "ui2", "ui4"):  # exact through f64
            return np.array(x, np.float64).astype(dt).reshape(shape)
        return np.array(x, dtype=object).astype(dt).reshape(shape)
    x = rng.standard_normal(size) * np.exp2(rng.integers(-3, 4, size))
    finite = float(ml_dtypes.finfo(dt).max)
    x = np.clip(x, -finite, finite)  # random values stay finite: only the edges are not
    if low is not None:
        x = np.abs(x) + low
    if edges:
        special = [e for e in _edges(element) if low is None or not e < low]
        x[:min(len(special), size // 2)] = special[:size // 2]
        rng.shuffle(x)
    with np.errstate(over="ignore", invalid="ignore"):
        return x.astype(dt).reshape(shape)


def literal(element: str) -> str:
    """A scalar literal of `element` for dense<...> (a small, exact value)."""
    if element == "i1":
        return "true"
    if element.startswith("complex"):
        return "(1.0, -0.5)"
    if element.startswith(("f", "b")):
        return "1.0"
    return "1"


@dataclass
class Program:
    element: str
    seed: int = 0
    params: list = field(default_factory=list)   # (name, type text)
    args: list = field(default_factory=list)     # numpy arrays, one a param
    lines: list = field(default_factory=list)
    results: list = field(default_factory=list)  # (name, type text)
    exact: bool = True
    tolerance_op: str = ""                        # key for tolerances.loose when not exact
    num_replicas: int = 1                         # a grid program when replicas x partitions > 1
    num_partitions: int = 1
    expected: list | None = None                  # expected values when there is no oracle
    extra: list = field(default_factory=list)     # more functions of the module (text)
    check: object = None                          # got -> problem text: a property check
    oracle: str = "interpreter"                   # or "xla" (tests/xla_oracle.py)
    atol: float = 0.0                             # extra absolute tolerance (contractions)
    run: object = None                            # exe -> results, where a call is not enough
    compile_options: dict = field(default_factory=dict)

    def __post_init__(self):
        self.rng = np.random.default_rng(self.seed)
        self._n = 0
        self.ref_lines: list = []  # the program for the oracle, quantization spelled out
        self.rewritten = False

    def _emulate(self, x: str, shape, out: str) -> None:
        """`out` = dequantize(quantize(x)) in f32 arithmetic, per the spec's uniform_quantize:
        clamp(round_nearest_even(x / scale) + zero_point, storage_min, storage_max)."""
        t = ttype(shape, "f32")
        dims = ", ".join(str(i) for i in range(len(shape)))
        names = {k: self.fresh(k) for k in ("sc", "zp", "lo", "hi", "d", "r", "a", "c", "s",
                                             "b", "B", "Z", "L", "H")}
        n = names
        self.ref_lines += [
            f"{n['sc']} = stablehlo.constant dense<{QUANT_SCALE}> : tensor<f32>",
            f"{n['zp']} = stablehlo.constant dense<{QUANT_ZERO}.0> : tensor<f32>",
            f"{n['lo']} = stablehlo.constant dense<-128.0> : tensor<f32>",
            f"{n['hi']} = stablehlo.constant dense<127.0> : tensor<f32>",
            f"{n['B']} = stablehlo.broadcast_in_dim {n['sc']}, dims = [] : (tensor<f32>) -> {t}",
            f"{n['Z']} = stablehlo.broadcast_in_dim {n['zp']}, dims = [] : (tensor<f32>) -> {t}",
            f"{n['L']} = stablehlo.broadcast_in_dim {n['lo']}, dims = [] : (tensor<f32>) -> {t}",
            f"{n['H']} = stablehlo.broadcast_in_dim {n['hi']}, dims = [] : (tensor<f32>) -> {t}",
            f"{n['d']} = stablehlo.divide {x}, {n['B']} : {t}",
            f"{n['r']} = stablehlo.round_nearest_even {n['d']} : {t}",
            f"{n['a']} = stablehlo.add {n['r']}, {n['Z']} : {t}",
            f"{n['c']} = stablehlo.clamp {n['L']}, {n['a']}, {n['H']} : {t}",
            f"{n['s']} = stablehlo.subtract {n['c']}, {n['Z']} : {t}",
            f"{out} = stablehlo.multiply {n['s']}, {n['B']} : {t}",
        ]
        del dims

    def fresh(self, stem: str = "v") -> str:
        self._n += 1
        return f"%{stem}{self._n}"

    def arg(self, shape, element: str | None = None, value=None, **kw) -> str:
        """A function argument of `element` (default: the program's); returns its SSA name."""
        element = element or self.element
        value = values(element, shape, self.rng, **kw) if value is None else value
        name = f"%arg{len(self.params)}"
        if element == QUANT:
            self.params.append((name, ttype(shape, "f32")))
            self.args.append(np.asarray(value, np.float32))
            q = self.fresh("q")
            self.lines.append(f"{q} = stablehlo.uniform_quantize {name} : "
                              f"({ttype(shape, 'f32')}) -> {ttype(shape, QUANT)}")
            self._emulate(name, shape, q)
            return q
        self.params.append((name, ttype(shape, element)))
        self.args.append(np.asarray(value, numpy_dtype(element)))
        return name

    def line(self, text: str, oracle: str | None = None) -> None:
        """A line of the program; `oracle`: what the reference interpreter runs instead (the
        op spelled per the spec with ops it knows, where it does not run the op itself)."""
        self.lines.append(text)
        self.ref_lines.append((text if oracle is None else oracle).replace(QUANT, "f32"))
        if oracle is not None:
            self.rewritten = True

    def result(self, name: str, type_text: str) -> None:
        if QUANT in type_text:
            f32 = type_text.replace(QUANT, "f32")
            d = self.fresh("dq")
            self.lines.append(f"{d} = stablehlo.uniform_dequantize {name} : ({type_text}) -> {f32}")
            shape = [int(x) for x in type_text[len("tensor<"):].split("x")[:-1]
                     if x.isdigit()] if type_text.count("x") else []
            self._emulate(name, shape, d)
            name, type_text = d, f32
        self.results.append((name, type_text))

    def source(self, oracle: bool = False) -> str:
        """The program; with `oracle`, the one for the reference interpreter (quantized
        values spelled out as f32 arithmetic: the interpreter does not run uniform_quantize)."""
        lines = self.ref_lines if oracle and (self.element == QUANT or self.rewritten) \
            else self.lines
        params = ", ".join(f"{n}: {t}" for n, t in self.params)
        outs = ", ".join(t for _, t in self.results)
        body = "\n".join("  " + ln for ln in "\n".join(lines).splitlines())
        ret = (f"  func.return {', '.join(n for n, _ in self.results)} : {outs}"
               if self.results else "  func.return")
        extra = "".join(self.extra)
        if oracle and self.element == QUANT:  # helper functions compute in f32 too
            extra = extra.replace(QUANT, "f32")
        return f"func.func @main({params}) -> ({outs}) {{\n{body}\n{ret}\n}}\n" + extra
