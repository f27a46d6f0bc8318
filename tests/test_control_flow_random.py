"""Random nestings of while/if/case over a small op vocabulary, against the reference
interpreter (hypothesis draws the program; values stay bounded so f32 rounding is tame)."""

from __future__ import annotations

import itertools

import numpy as np
from hypothesis import HealthCheck, given, settings, strategies as st
from jaxlib.mlir import ir
from jaxlib.mlir._mlir_libs import _stablehlo

import stablehlo_cc
from stablehlo_cc.compiler import frontend

T = "tensor<4xf32>"
S = "tensor<f32>"
I = "tensor<i32>"

# One elementwise step `%out = f(%v)` that keeps values in [-1, 1].
_STEPS = {
    "sin": "{o} = stablehlo.sine {v} : " + T,
    "tanh": "{o} = stablehlo.tanh {v} : " + T,
    "half": "{o} = stablehlo.multiply {v}, %half : " + T,
    "neg": "{o} = stablehlo.negate {v} : " + T,
    "rev": "{o} = stablehlo.reverse {v}, dims = [0] : " + T,
}

def _nested(statement):
    block = st.lists(statement, min_size=1, max_size=2)
    return st.one_of(
        st.tuples(st.just("if"), block, block),
        st.tuples(st.just("case"), st.lists(block, min_size=1, max_size=3)),
        st.tuples(st.just("while"), st.integers(0, 3), block),
        st.tuples(st.just("while_positive"), st.integers(0, 3), block),
    )


_statement = st.recursive(st.sampled_from(sorted(_STEPS)), _nested, max_leaves=8)


class _Writer:
    """MLIR text for a statement list; every block maps `%v` (a tensor<4xf32>) to a new one."""

    def __init__(self):
        self.names = itertools.count()
        self.lines = []

    def fresh(self) -> str:
        return f"%t{next(self.names)}"

    def block(self, statements, v: str, indent: str) -> str:
        for s in statements:
            v = self.statement(s, v, indent)
        return v

    def _region(self, statements, v: str, indent: str) -> None:
        out = self.block(statements, v, indent + "  ")
        self.lines.append(f"{indent}  stablehlo.return {out} : {T}")

    def _sum(self, v: str, indent: str) -> str:
        s = self.fresh()
        self.lines.append(f"{indent}{s} = stablehlo.reduce({v} init: %zero) applies "
                          f"stablehlo.add across dimensions = [0] : ({T}, {S}) -> {S}")
        return s

    def statement(self, s, v: str, indent: str) -> str:
        if isinstance(s, str):
            o = self.fresh()
            self.lines.append(indent + _STEPS[s].format(o=o, v=v))
            return o
        o = self.fresh()
        if s[0] == "if":
            total = self._sum(v, indent)
            p = self.fresh()
            self.lines.append(f"{indent}{p} = stablehlo.compare GT, {total}, %zero : "
                              f"({S}, {S}) -> tensor<i1>")
            self.lines.append(f'{indent}{o} = "stablehlo.if"({p}) ({{')
            self._region(s[1], v, indent)
            self.lines.append(f"{indent}}}, {{")
            self._region(s[2], v, indent)
            self.lines.append(f"{indent}}}) : (tensor<i1>) -> {T}")
            return o
        if s[0] == "case":
            total = self._sum(v, indent)
            f, k = self.fresh(), self.fresh()
            # index = floor(2 * sum): in [-8, 8], so in range and out of range both happen
            self.lines.append(f"{indent}{f} = stablehlo.multiply {total}, %two : {S}")
            self.lines.append(f"{indent}{k} = stablehlo.convert {f} : ({S}) -> {I}")
            self.lines.append(f'{indent}{o} = "stablehlo.case"({k}) ({{')
            for i, branch in enumerate(s[1]):
                if i:
                    self.lines.append(f"{indent}}}, {{")
                self._region(branch, v, indent)
            self.lines.append(f"{indent}}}) : ({I}) -> {T}")
            return o
        kind, n, body = s
        i, x = self.fresh(), self.fresh()
        self.lines.append(f"{indent}{o}, {self.fresh()} = stablehlo.while({x} = {v}, "
                          f"{i} = %c0) : {T}, {I}")
        self.lines.append(f"{indent}cond {{")
        p = self.fresh()
        self.lines.append(f"{indent}  {p} = stablehlo.compare LT, {i}, %c{n} : "
                          f"({I}, {I}) -> tensor<i1>")
        if kind == "while_positive":  # also stop once the sum is not positive
            total = self._sum(x, indent + "  ")
            q, both = self.fresh(), self.fresh()
            self.lines.append(f"{indent}  {q} = stablehlo.compare GT, {total}, %zero : "
                              f"({S}, {S}) -> tensor<i1>")
            self.lines.append(f"{indent}  {both} = stablehlo.and {p}, {q} : tensor<i1>")
            p = both
        self.lines.append(f"{indent}  stablehlo.return {p} : tensor<i1>")
        self.lines.append(f"{indent}}} do {{")
        out = self.block(body, x, indent + "  ")
        i2 = self.fresh()
        self.lines.append(f"{indent}  {i2} = stablehlo.add {i}, %c1 : {I}")
        self.lines.append(f"{indent}  stablehlo.return {out}, {i2} : {T}, {I}")
        self.lines.append(f"{indent}}}")
        return o


def _program(statements) -> str:
    w = _Writer()
    out = w.block(statements, "%x", "  ")
    consts = [f"  %c{n} = stablehlo.constant dense<{n}> : {I}" for n in range(4)]
    return "\n".join([
        f"func.func @main(%x: {T}) -> {T} {{",
        f"  %zero = stablehlo.constant dense<0.0> : {S}",
        f"  %two = stablehlo.constant dense<2.0> : {S}",
        f"  %half = stablehlo.constant dense<0.5> : {T}",
        *consts, *w.lines, f"  return {out} : {T}", "}"])


def _reference(program: str, x: np.ndarray) -> np.ndarray:
    with frontend.new_context() as ctx:
        module = ir.Module.parse(program, ctx)
        (result,) = _stablehlo.eval_module(module, [ir.DenseElementsAttr.get(x)])
        return np.array(ir.DenseElementsAttr(result))


@settings(max_examples=12, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_statement, min_size=1, max_size=3))
def test_random_control_flow_matches_the_interpreter(statements):
    program = _program(statements)
    x = np.array([0.9, -0.4, 0.25, -0.7], np.float32)
    got = stablehlo_cc.compile(program)(x)
    np.testing.assert_allclose(got, _reference(program, x), rtol=1e-5, atol=1e-6,
                               err_msg=program)
