"""A small writer of StableHLO function text that tracks every value's shape and element type,
so rules can be written as short sequences of ops (`b.add(x, y)`, `b.transpose(x, perm)`).
"""

from __future__ import annotations

import numpy as np


def tensor_type(shape, elem: str) -> str:
    return f"tensor<{'x'.join(map(str, shape))}x{elem}>" if len(shape) else f"tensor<{elem}>"


_NP = {"f16": np.float16, "f32": np.float32, "f64": np.float64, "i1": np.bool_, "i8": np.int8,
       "i16": np.int16, "i32": np.int32, "i64": np.int64}


class Value:
    def __init__(self, name: str, shape, elem: str):
        self.name, self.shape, self.elem = name, tuple(shape), elem

    @property
    def type(self) -> str:
        return tensor_type(self.shape, self.elem)

    def __str__(self) -> str:
        return self.name


class Writer:
    """Lines of one function body; every method emits one op and returns its Value."""

    def __init__(self):
        self.lines: list[str] = []
        self.n = 0

    def arg(self, name: str, shape, elem: str) -> Value:
        return Value(name, shape, elem)

    def emit(self, rhs: str, shape, elem: str) -> Value:
        self.n += 1
        v = Value(f"%w{self.n}", shape, elem)
        self.lines.append(f"{v.name} = {rhs}")
        return v

    # -- constants ---------------------------------------------------------------------------
    def constant(self, array, elem: str) -> Value:
        """A dense constant; floats go as an exact hex blob."""
        a = np.asarray(array)
        shape = a.shape
        if a.size == 1 or (a.size and np.all(a == a.reshape(-1)[0])):
            x = a.reshape(-1)[0] if a.size else 0
            lit = repr(float(x)) if elem.startswith(("f", "bf")) else str(int(x))
            if elem == "i1":
                lit = "true" if x else "false"
            return self.emit(f"stablehlo.constant dense<{lit}> : {tensor_type(shape, elem)}",
                             shape, elem)
        data = np.ascontiguousarray(a.astype(_NP[elem])).tobytes().hex().upper()
        return self.emit(f'stablehlo.constant dense<"0x{data}"> : {tensor_type(shape, elem)}',
                         shape, elem)

    def full(self, value, shape, elem: str) -> Value:
        scalar = self.constant(np.array(value), elem)
        return self.broadcast(scalar, shape, [])

    # -- shape ops ---------------------------------------------------------------------------
    def broadcast(self, x: Value, shape, dims) -> Value:
        return self.emit(f"stablehlo.broadcast_in_dim {x}, dims = {list(dims)} : ({x.type}) -> "
                         f"{tensor_type(shape, x.elem)}", shape, x.elem)

    def reshape(self, x: Value, shape) -> Value:
        if tuple(shape) == x.shape:
            return x
        return self.emit(f"stablehlo.reshape {x} : ({x.type}) -> {tensor_type(shape, x.elem)}",
                         shape, x.elem)

    def transpose(self, x: Value, perm) -> Value:
        perm = list(perm)
        if perm == list(range(len(perm))):
            return x
        shape = [x.shape[p] for p in perm]
        return self.emit(f"stablehlo.transpose {x}, dims = {perm} : ({x.type}) -> "
                         f"{tensor_type(shape, x.elem)}", shape, x.elem)

    def slice(self, x: Value, start, limit, strides=None) -> Value:
        strides = strides or [1] * len(start)
        shape = [-(-(hi - lo) // s) for lo, hi, s in zip(start, limit, strides)]
        spec = ", ".join(f"{lo}:{hi}:{s}" for lo, hi, s in zip(start, limit, strides))
        return self.emit(f"stablehlo.slice {x} [{spec}] : ({x.type}) -> "
                         f"{tensor_type(shape, x.elem)}", shape, x.elem)

    def concatenate(self, xs, dim: int) -> Value:
        shape = list(xs[0].shape)
        shape[dim] = sum(x.shape[dim] for x in xs)
        names = ", ".join(str(x) for x in xs)
        types = ", ".join(x.type for x in xs)
        return self.emit(f"stablehlo.concatenate {names}, dim = {dim} : ({types}) -> "
                         f"{tensor_type(shape, xs[0].elem)}", shape, xs[0].elem)

    def reverse(self, x: Value, dims) -> Value:
        return self.emit(f"stablehlo.reverse {x}, dims = {list(dims)} : {x.type}", x.shape, x.elem)

    def convert(self, x: Value, elem: str) -> Value:
        if elem == x.elem:
            return x
        return self.emit(f"stablehlo.convert {x} : ({x.type}) -> {tensor_type(x.shape, elem)}",
                         x.shape, elem)

    def iota(self, shape, dim: int, elem: str) -> Value:
        return self.emit(f"stablehlo.iota dim = {dim} : {tensor_type(shape, elem)}", shape, elem)

    # -- arithmetic --------------------------------------------------------------------------
    def binary(self, op: str, x: Value, y: Value) -> Value:
        assert x.shape == y.shape, (op, x.shape, y.shape)
        return self.emit(f"stablehlo.{op} {x}, {y} : {x.type}", x.shape, x.elem)

    def add(self, x, y):
        return self.binary("add", x, y)

    def sub(self, x, y):
        return self.binary("subtract", x, y)

    def mul(self, x, y):
        return self.binary("multiply", x, y)

    def div(self, x, y):
        return self.binary("divide", x, y)

    def unary(self, op: str, x: Value) -> Value:
        return self.emit(f"stablehlo.{op} {x} : {x.type}", x.shape, x.elem)

    def neg(self, x):
        return self.unary("negate", x)

    def compare(self, direction: str, x: Value, y: Value, kind: str = "") -> Value:
        kind = f", {kind}" if kind else ""
        return self.emit(f"stablehlo.compare {direction}, {x}, {y}{kind} : ({x.type}, {y.type}) "
                         f"-> {tensor_type(x.shape, 'i1')}", x.shape, "i1")

    def select(self, pred: Value, x: Value, y: Value) -> Value:
        return self.emit(f"stablehlo.select {pred}, {x}, {y} : {pred.type}, {x.type}",
                         x.shape, x.elem)

    def dot(self, x: Value, y: Value, contract, batch=((), ())) -> Value:
        """dot_general; result dims: batch, x's free dims, y's free dims."""
        (cx, cy), (bx, by) = contract, batch
        free_x = [d for d in range(len(x.shape)) if d not in cx and d not in bx]
        free_y = [d for d in range(len(y.shape)) if d not in cy and d not in by]
        shape = [x.shape[d] for d in bx] + [x.shape[d] for d in free_x] + \
                [y.shape[d] for d in free_y]
        batch_text = (f"batching_dims = {list(bx)} x {list(by)}, " if bx else "")
        return self.emit(
            f"stablehlo.dot_general {x}, {y}, {batch_text}contracting_dims = {list(cx)} x "
            f"{list(cy)}, precision = [HIGHEST, HIGHEST] : ({x.type}, {y.type}) -> "
            f"{tensor_type(shape, x.elem)}", shape, x.elem)

    def dynamic_slice(self, x: Value, starts, sizes) -> Value:
        names = ", ".join(str(v) for v in starts)
        types = ", ".join(v.type for v in starts)
        return self.emit(f"stablehlo.dynamic_slice {x}, {names}, sizes = {list(sizes)} : "
                         f"({x.type}, {types}) -> {tensor_type(sizes, x.elem)}", sizes, x.elem)

    def dynamic_update_slice(self, x: Value, update: Value, starts) -> Value:
        names = ", ".join(str(v) for v in starts)
        types = ", ".join(v.type for v in starts)
        return self.emit(f"stablehlo.dynamic_update_slice {x}, {update}, {names} : "
                         f"({x.type}, {update.type}, {types}) -> {x.type}", x.shape, x.elem)

    def function(self, name: str, args, results) -> str:
        sig = ", ".join(f"{a.name}: {a.type}" for a in args)
        rets = ", ".join(r.type for r in results)
        body = "\n  ".join(self.lines)
        return (f"func.func private @{name}({sig}) -> ({rets}) {{\n  {body}\n"
                f"  return {', '.join(r.name for r in results)} : {rets}\n}}")


def for_loop(w: Writer, count: int, carried: list, body) -> list:
    """An scf.for over 0..count carrying tensors; `body(index, values)` gets the step as a
    tensor<i64> and the carried Values and returns their next Values."""
    w.n += 1
    k = w.n
    w.lines += [f"%fc0_{k} = arith.constant 0 : index", f"%fc1_{k} = arith.constant 1 : index",
                f"%fcn_{k} = arith.constant {count} : index"]
    inner = [Value(f"%fa{k}_{i}", v.shape, v.elem) for i, v in enumerate(carried)]
    results = [Value(f"%fr{k}#{i}", v.shape, v.elem) for i, v in enumerate(carried)]
    types = ", ".join(v.type for v in carried)
    iters = ", ".join(f"{a} = {v}" for a, v in zip(inner, carried))
    w.lines.append(f"%fr{k}:{len(carried)} = scf.for %fi{k} = %fc0_{k} to %fcn_{k} step "
                   f"%fc1_{k} iter_args({iters}) -> ({types}) {{")
    w.lines.append(f"  %fii{k} = arith.index_cast %fi{k} : index to i64")
    w.lines.append(f"  %fit{k} = tensor.from_elements %fii{k} : tensor<i64>")
    out = body(Value(f"%fit{k}", (), "i64"), inner)
    w.lines.append(f"  scf.yield {', '.join(str(v) for v in out)} : {types}")
    w.lines.append("}")
    return results


def while_loop(w: Writer, carried: list, cond, body) -> list:
    """A stablehlo.while carrying tensors: `cond(values)` returns a tensor<i1> Value (go on
    while it holds), `body(values)` the next Values. For loops whose trip count depends on the
    data (an iteration that stops when it has converged)."""
    w.n += 1
    k = w.n
    inner = [Value(f"%wa{k}_{i}", v.shape, v.elem) for i, v in enumerate(carried)]
    results = [Value(f"%wl{k}#{i}", v.shape, v.elem) for i, v in enumerate(carried)]
    types = ", ".join(v.type for v in carried)
    iters = ", ".join(f"{a} = {v}" for a, v in zip(inner, carried))
    w.lines.append(f"%wl{k}:{len(carried)} = stablehlo.while({iters}) : {types}")
    w.lines.append(" cond {")
    go = cond(inner)
    w.lines.append(f"  stablehlo.return {go} : {go.type}")
    w.lines.append(" } do {")
    out = body(inner)
    w.lines.append(f"  stablehlo.return {', '.join(str(v) for v in out)} : {types}")
    w.lines.append(" }")
    return results
