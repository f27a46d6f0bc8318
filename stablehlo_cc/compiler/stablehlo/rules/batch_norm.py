"""`stablehlo.batch_norm_{inference,training,grad}` -> the spec's decompositions into
broadcast_in_dim, elementwise ops and add-reductions over every dimension but the feature one.
f8/f6/f4 operands: computed in f32, each result rounded once.

Two choices of the decomposition:
- The normalize multiplies by the reciprocal of the standard deviation, taken once a feature,
  instead of dividing every element by it: a vector division costs about as much as ten
  multiplies, so torch_gelu_layernorm_b8's normalize (131072 elements, one division each)
  ran at 36 GB/s, division-bound (29 us), where the rest of the layer's elementwise passes
  stream at memory speed (XLA's batch-norm expander multiplies by an rsqrt too). The result
  differs from the division by at most an ulp or so.
- Size-1 dimensions other than the feature one are dropped from the forms that reduce
  (training, grad; a reshape in, and the full
  results reshaped back out): a PyTorch LayerNorm exported through torch_xla is a
  `batch_norm_training` of a 1 x rows x features view with the rows as "features". On the
  1 x 128 x 1024 view its normalize could not fuse with the LayerNorm's own scale and shift
  over 8 x 16 x 1024 that follows (a collapse and an expand between them, which elementwise
  fusion does not see through); on 128 x 1024 the reshape out is one expand, which fusion
  folds into the consumer (one pass over the tensor instead of two).
"""

from __future__ import annotations

import math

from jaxlib.mlir import ir

from ..registry import lowering
from . import _helpers as h
from ._small_float_widening import in_f32


class _Builder:
    """Text of one helper function over an operand of type `ty`, features along `fi`: the
    computation runs on `ty` less its size-1 dimensions other than `fi` (when that leaves
    two dimensions or more); `full` and `squeezed` reshape between the two."""

    def __init__(self, ty: ir.RankedTensorType, fi: int, epsilon: float, squeeze: bool):
        self.elem = str(ty.element_type)
        self.full_ty = str(ty)
        shape = list(ty.shape)
        kept = [d for d, n in enumerate(shape) if n != 1 or d == fi]
        if not squeeze or len(kept) < 2 or any(n < 0 for n in shape):  # (dynamic: as is)
            kept = list(range(len(shape)))
        self.shape = [shape[d] for d in kept]
        self.fi = kept.index(fi)
        self.ty = f"tensor<{'x'.join(map(str, self.shape))}x{self.elem}>"
        self.vec = f"tensor<{self.shape[self.fi]}x{self.elem}>"
        self.scalar = f"tensor<{self.elem}>"
        self.lines: list[str] = []
        self.n = 0
        self.count = math.prod(self.shape) // self.shape[self.fi] if self.shape[self.fi] else 0
        self.eps = self.emit(f"stablehlo.constant dense<{float(epsilon)!r}> : {self.vec}")

    def squeezed(self, v: str) -> str:
        """Operand `v` (of the op's type) as the computation's."""
        if self.ty == self.full_ty:
            return v
        return self.emit(f"stablehlo.reshape {v} : ({self.full_ty}) -> {self.ty}")

    def full(self, v: str) -> str:
        """Result `v` (of the computation's type) as the op's."""
        if self.ty == self.full_ty:
            return v
        return self.emit(f"stablehlo.reshape {v} : ({self.ty}) -> {self.full_ty}")

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
        than one an element (torch_gelu_layernorm_b8's normalize did 131072 of them); so is
        its reciprocal, which the centered values are multiplied by (see the module's
        docstring)."""
        centered = self.op("subtract", x, self.bcast(mean))
        var_eps = self.op("add", var, self.eps, self.vec)
        stddev = self.emit(f"stablehlo.sqrt {var_eps} : {self.vec}")
        one = self.emit(f"stablehlo.constant dense<1.0> : {self.vec}")
        inverse = self.bcast(self.op("divide", one, stddev, self.vec))
        return (centered, self.bcast(var_eps), self.bcast(stddev),
                self.op("multiply", centered, inverse))

    def function(self, args: list[tuple[str, str]], results: list[tuple[str, str]]) -> str:
        sig = ", ".join(f"{n}: {t}" for n, t in args)
        rets = ", ".join(t for _, t in results)
        body = "\n  ".join(self.lines)
        return (f"func.func private @batch_norm({sig}) -> ({rets}) {{\n  {body}\n"
                f"  return {', '.join(v for v, _ in results)} : {rets}\n}}")


def _builder(op: ir.Operation, squeeze: bool = True) -> _Builder:
    """`squeeze`: drop size-1 dimensions (for the forms with reductions; the inference
    form is elementwise only, fused with its neighbours as it is)."""
    ty = h.tensor_type(op.operands[0])
    if not isinstance(ty.element_type, (ir.F16Type, ir.BF16Type, ir.F32Type, ir.F64Type)):
        raise NotImplementedError(f"element type {ty.element_type}")
    fi = ir.IntegerAttr(op.attributes["feature_index"]).value
    eps = ir.FloatAttr(op.attributes["epsilon"]).value
    return _Builder(ty, fi, eps, squeeze)


def _replace(op: ir.Operation, text: str) -> None:
    scratch = h.parse_functions(op, text)
    h.replace_with_function(op, h.function(scratch, "batch_norm"))


@lowering("stablehlo.batch_norm_inference")
def lower_inference(op: ir.Operation) -> None:
    op = in_f32(op)
    b = _builder(op, squeeze=False)
    _, _, _, normalized = b.normalize(b.squeezed("%x"), "%mean", "%var")
    scaled = b.op("multiply", b.bcast("%scale"), normalized)
    out = b.full(b.op("add", scaled, b.bcast("%offset")))
    args = [("%x", b.full_ty)] + [(n, b.vec) for n in ("%scale", "%offset", "%mean", "%var")]
    _replace(op, b.function(args, [(out, b.full_ty)]))


@lowering("stablehlo.batch_norm_training")
def lower_training(op: ir.Operation) -> None:
    op = in_f32(op)
    b = _builder(op)
    x = b.squeezed("%x")
    mean = b.mean(x)
    centered0 = b.op("subtract", x, b.bcast(mean))
    var = b.mean(b.op("multiply", centered0, centered0))
    _, _, _, normalized = b.normalize(x, mean, var)
    scaled = b.op("multiply", b.bcast("%scale"), normalized)
    out = b.full(b.op("add", scaled, b.bcast("%offset")))
    args = [("%x", b.full_ty), ("%scale", b.vec), ("%offset", b.vec)]
    _replace(op, b.function(args, [(out, b.full_ty), (mean, b.vec), (var, b.vec)]))


@lowering("stablehlo.batch_norm_grad")
def lower_grad(op: ir.Operation) -> None:
    op = in_f32(op)
    b = _builder(op)
    x, dy = b.squeezed("%x"), b.squeezed("%dy")
    centered, var_eps, stddev, normalized = b.normalize(x, "%mean", "%var")
    count = b.bcast_scalar(repr(float(b.count)))
    i1 = b.op("multiply", dy, count)
    i2 = b.bcast(b.sum(dy))
    i3 = b.bcast(b.sum(b.op("multiply", dy, centered)))
    i4 = b.op("multiply", i3, centered)
    i5 = b.op("divide", i4, var_eps)
    factor = b.op("divide", b.op("divide", b.bcast("%scale"), stddev), count)
    dx = b.full(b.op("multiply", factor, b.op("subtract", b.op("subtract", i1, i2), i5)))
    dscale = b.sum(b.op("multiply", dy, normalized))
    doffset = b.sum(dy)
    args = [("%x", b.full_ty), ("%scale", b.vec), ("%mean", b.vec), ("%var", b.vec),
            ("%dy", b.full_ty)]
    _replace(op, b.function(args, [(dx, b.full_ty), (dscale, b.vec), (doffset, b.vec)]))
