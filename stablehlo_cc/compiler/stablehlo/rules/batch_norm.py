"""`stablehlo.batch_norm_{inference,training,grad}` -> the spec's decompositions into
broadcast_in_dim, elementwise ops and add-reductions over every dimension but the feature one.
f8/f6/f4 operands: computed in f32, each result rounded once.
"""

from __future__ import annotations

import math

from jaxlib.mlir import ir

from ..registry import lowering
from . import _helpers as h
from ._small_float_widening import in_f32


class _Builder:
    """Text of one helper function over an operand of type `ty`, features along `fi`."""

    def __init__(self, ty: ir.RankedTensorType, fi: int, epsilon: float):
        self.ty = str(ty)
        self.elem = str(ty.element_type)
        self.shape = list(ty.shape)
        self.fi = fi
        self.vec = f"tensor<{self.shape[fi]}x{self.elem}>"
        self.scalar = f"tensor<{self.elem}>"
        self.lines: list[str] = []
        self.n = 0
        self.count = math.prod(self.shape) // self.shape[fi] if self.shape[fi] else 0
        self.eps = self.emit(f"stablehlo.constant dense<{float(epsilon)!r}> : {self.vec}")

    def fresh(self) -> str:
        self.n += 1
        return f"%t{self.n}"

    def emit(self, rhs: str) -> str:
        v = self.fresh()
        self.lines.append(f"{v} = {rhs}")
        return v

    def bcast_scalar(self, literal: str) -> str:
        c = self.emit(f"stablehlo.constant dense<{literal}> : {self.scalar}")
        return self.emit(f"stablehlo.broadcast_in_dim {c}, dims = [] : ({self.scalar}) -> {self.ty}")

    def bcast(self, v: str) -> str:
        return self.emit(f"stablehlo.broadcast_in_dim {v}, dims = [{self.fi}] : ({self.vec}) -> "
                         f"{self.ty}")

    def op(self, name: str, a: str, b: str, ty: str | None = None) -> str:
        return self.emit(f"stablehlo.{name} {a}, {b} : {ty or self.ty}")

    def sum(self, v: str) -> str:
        dims = [d for d in range(len(self.shape)) if d != self.fi]
        zero = self.emit(f"stablehlo.constant dense<0.0> : {self.scalar}")
        return self.emit(
            f"stablehlo.reduce({v} init: {zero}) applies stablehlo.add across dimensions = "
            f"{dims} : ({self.ty}, {self.scalar}) -> {self.vec}")

    def mean(self, v: str) -> str:
        s = self.sum(v)
        c = self.emit(f"stablehlo.constant dense<{float(self.count)!r}> : {self.vec}")
        return self.op("divide", s, c, self.vec)

    def normalize(self, x: str, mean: str, var: str):
        """(centered, var + eps, stddev, normalized), the middle two broadcast. The square
        root is taken per feature and then broadcast (as XLA's batch-norm expander does):
        the same values as the spec's broadcast-then-sqrt, but one sqrt a feature rather
        than one an element (torch_gelu_layernorm_b8's normalize did 131072 of them)."""
        centered = self.op("subtract", x, self.bcast(mean))
        var_eps = self.op("add", var, self.eps, self.vec)
        stddev = self.emit(f"stablehlo.sqrt {var_eps} : {self.vec}")
        stddev = self.bcast(stddev)
        return centered, self.bcast(var_eps), stddev, self.op("divide", centered, stddev)

    def function(self, args: list[tuple[str, str]], results: list[tuple[str, str]]) -> str:
        sig = ", ".join(f"{n}: {t}" for n, t in args)
        rets = ", ".join(t for _, t in results)
        body = "\n  ".join(self.lines)
        return (f"func.func private @batch_norm({sig}) -> ({rets}) {{\n  {body}\n"
                f"  return {', '.join(v for v, _ in results)} : {rets}\n}}")


def _builder(op: ir.Operation) -> _Builder:
    ty = h.tensor_type(op.operands[0])
    if not isinstance(ty.element_type, (ir.F16Type, ir.BF16Type, ir.F32Type, ir.F64Type)):
        raise NotImplementedError(f"element type {ty.element_type}")
    fi = ir.IntegerAttr(op.attributes["feature_index"]).value
    eps = ir.FloatAttr(op.attributes["epsilon"]).value
    return _Builder(ty, fi, eps)


def _replace(op: ir.Operation, text: str) -> None:
    scratch = h.parse_functions(op, text)
    h.replace_with_function(op, h.function(scratch, "batch_norm"))


@lowering("stablehlo.batch_norm_inference")
def lower_inference(op: ir.Operation) -> None:
    op = in_f32(op)
    b = _builder(op)
    _, _, _, normalized = b.normalize("%x", "%mean", "%var")
    scaled = b.op("multiply", b.bcast("%scale"), normalized)
    out = b.op("add", scaled, b.bcast("%offset"))
    args = [("%x", b.ty)] + [(n, b.vec) for n in ("%scale", "%offset", "%mean", "%var")]
    _replace(op, b.function(args, [(out, b.ty)]))


@lowering("stablehlo.batch_norm_training")
def lower_training(op: ir.Operation) -> None:
    op = in_f32(op)
    b = _builder(op)
    mean = b.mean("%x")
    centered0 = b.op("subtract", "%x", b.bcast(mean))
    var = b.mean(b.op("multiply", centered0, centered0))
    _, _, _, normalized = b.normalize("%x", mean, var)
    scaled = b.op("multiply", b.bcast("%scale"), normalized)
    out = b.op("add", scaled, b.bcast("%offset"))
    args = [("%x", b.ty), ("%scale", b.vec), ("%offset", b.vec)]
    _replace(op, b.function(args, [(out, b.ty), (mean, b.vec), (var, b.vec)]))


@lowering("stablehlo.batch_norm_grad")
def lower_grad(op: ir.Operation) -> None:
    op = in_f32(op)
    b = _builder(op)
    centered, var_eps, stddev, normalized = b.normalize("%x", "%mean", "%var")
    count = b.bcast_scalar(repr(float(b.count)))
    i1 = b.op("multiply", "%dy", count)
    i2 = b.bcast(b.sum("%dy"))
    i3 = b.bcast(b.sum(b.op("multiply", "%dy", centered)))
    i4 = b.op("multiply", i3, centered)
    i5 = b.op("divide", i4, var_eps)
    factor = b.op("divide", b.op("divide", b.bcast("%scale"), stddev), count)
    dx = b.op("multiply", factor, b.op("subtract", b.op("subtract", i1, i2), i5))
    dscale = b.sum(b.op("multiply", "%dy", normalized))
    doffset = b.sum("%dy")
    args = [("%x", b.ty), ("%scale", b.vec), ("%mean", b.vec), ("%var", b.vec), ("%dy", b.ty)]
    _replace(op, b.function(args, [(dx, b.ty), (dscale, b.vec), (doffset, b.vec)]))
