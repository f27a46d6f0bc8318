"""Templates for the ops that need several processes: compiled with num_replicas=2 (or
num_partitions=2) and run with `run_grid`. The reference interpreter runs one process, so the
expected values follow the spec's semantics: data movement in numpy, and the reductions as
the reference interpreter's `add` of the two processes' operands (what the spec's
`computation` does to them)."""

from __future__ import annotations

import numpy as np

from .dialect import INT, QUANT
from .program import Program, ttype

SHAPE = (4, 3)


def _interpreted_add(element: str, x0, x1):
    import reference
    t = ttype(SHAPE, element)
    return reference.run(f"func.func @main(%a: {t}, %b: {t}) -> {t} {{\n"
                         f"  %r = stablehlo.add %a, %b : {t}\n  func.return %r : {t}\n}}",
                         x0, x1)[0]


def _two(e, seed, **kw):
    if e == QUANT:
        raise NotImplementedError("quantized operands on the grid: not generated")
    p = Program(e, seed)
    x = p.arg(SHAPE, **kw)
    x1 = Program(e, seed + 1)
    x1.arg(SHAPE, **kw)
    p.num_replicas = 2
    return p, x, [p.args[0], x1.args[0]]


def _finish(p: Program, per_process_args, expected, reduces=False) -> Program:
    p.args = [[a] for a in per_process_args]
    p.expected = [[w] for w in expected]
    if reduces and p.element not in INT + ["i1"]:
        p.exact, p.tolerance_op = False, "add"
    return p


def _region(e):
    s = ttype((), e)
    return (f"^bb0(%x0: {s}, %x1: {s}):\n  %o = stablehlo.add %x0, %x1 : {s}\n"
            f"  stablehlo.return %o : {s}")


def all_reduce(e, seed=0):
    p, x, xs = _two(e, seed, edges=False)
    t = ttype(SHAPE, e)
    p.line(f'%r = "stablehlo.all_reduce"({x}) ({{\n{_region(e)}\n}}) {{replica_groups = '
           f"dense<[[0, 1]]> : tensor<1x2xi64>}} : ({t}) -> {t}")
    p.result("%r", t)
    s = _interpreted_add(e, *xs)
    return _finish(p, xs, [s, s], reduces=True)


def cross_replica_sum(e, seed=0):
    p, x, xs = _two(e, seed, edges=False)
    t = ttype(SHAPE, e)
    p.line(f'%r = "stablehlo.cross-replica-sum"({x}) {{replica_groups = '
           f"dense<[[0, 1]]> : tensor<1x2xi64>}} : ({t}) -> {t}")
    p.result("%r", t)
    s = _interpreted_add(e, *xs)
    return _finish(p, xs, [s, s], reduces=True)


def reduce_scatter(e, seed=0):
    p, x, xs = _two(e, seed, edges=False)
    t, h = ttype(SHAPE, e), ttype((2, 3), e)
    p.line(f'%r = "stablehlo.reduce_scatter"({x}) ({{\n{_region(e)}\n}}) {{scatter_dimension '
           f"= 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}} : ({t}) -> {h}")
    p.result("%r", h)
    s = _interpreted_add(e, *xs)
    return _finish(p, xs, [s[:2], s[2:]], reduces=True)


def collective_reduce(e, seed=0):
    """The root (process 0 of the group) gets the sum, the others zeros (per the interpreter
    test collective_reduce.mlir)."""
    p, x, xs = _two(e, seed, edges=False)
    t = ttype(SHAPE, e)
    p.line(f'%r = "stablehlo.collective_reduce"({x}) ({{\n{_region(e)}\n}}) {{replica_groups = '
           "dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = "
           f"#stablehlo.channel_handle<handle = 0, type = 0>}} : ({t}) -> {t}")
    p.result("%r", t)
    s = _interpreted_add(e, *xs)
    return _finish(p, xs, [s, np.zeros_like(s)], reduces=True)


def all_gather(e, seed=0):
    p, x, xs = _two(e, seed)
    t, g = ttype(SHAPE, e), ttype((8, 3), e)
    p.line(f'%r = "stablehlo.all_gather"({x}) {{all_gather_dim = 0 : i64, replica_groups = '
           f"dense<[[0, 1]]> : tensor<1x2xi64>}} : ({t}) -> {g}")
    p.result("%r", g)
    both = np.concatenate(xs)
    return _finish(p, xs, [both, both])


def all_to_all(e, seed=0):
    p, x, xs = _two(e, seed)
    t = ttype(SHAPE, e)
    p.line(f'%r = "stablehlo.all_to_all"({x}) {{split_dimension = 0 : i64, concat_dimension = '
           "0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : "
           f"tensor<1x2xi64>}} : ({t}) -> {t}")
    p.result("%r", t)
    return _finish(p, xs, [np.concatenate([xs[0][:2], xs[1][:2]]),
                           np.concatenate([xs[0][2:], xs[1][2:]])])


def collective_permute(e, seed=0):
    p, x, xs = _two(e, seed)
    t = ttype(SHAPE, e)
    p.line(f'%r = "stablehlo.collective_permute"({x}) {{source_target_pairs = '
           f"dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}} : ({t}) -> {t}")
    p.result("%r", t)
    return _finish(p, xs, [xs[1], xs[0]])


def collective_broadcast(e, seed=0):
    p, x, xs = _two(e, seed)
    t = ttype(SHAPE, e)
    p.line(f'%r = "stablehlo.collective_broadcast"({x}) {{replica_groups = '
           f"dense<[[0, 1]]> : tensor<1x2xi64>}} : ({t}) -> {t}")
    p.result("%r", t)
    return _finish(p, xs, [xs[0], xs[0]])


def _process_id(op):
    def build(e, seed=0):
        p = Program(e, seed)
        p.line(f"%r = stablehlo.{op} : tensor<ui32>")
        p.result("%r", "tensor<ui32>")
        p.num_replicas, p.num_partitions = (2, 1) if op == "replica_id" else (1, 2)
        p.args = [[], []]
        p.expected = [[np.uint32(0)], [np.uint32(1)]]
        return p
    return build


def send_recv(e, seed=0):
    """Process 0 runs @main, which sends its argument; process 1 runs @recv, which receives
    it on the same channel (an MPMD grid: `run_grid(..., entries=[...])`)."""
    if e == QUANT:
        raise NotImplementedError("quantized operands on the grid: not generated")
    p = Program(e, seed)
    x = p.arg(SHAPE)
    t = ttype(SHAPE, e)
    p.line("%tok = stablehlo.create_token : !stablehlo.token")
    p.line(f'%s = "stablehlo.send"({x}, %tok) {{channel_handle = #stablehlo.channel_handle<'
           f"handle = 1, type = 1>}} : ({t}, !stablehlo.token) -> !stablehlo.token")
    p.results.append(("%s", "!stablehlo.token"))
    p.extra.append(
        f"func.func @recv() -> {t} {{\n  %tok = stablehlo.create_token : !stablehlo.token\n"
        f'  %r:2 = "stablehlo.recv"(%tok) {{channel_handle = #stablehlo.channel_handle<'
        f"handle = 1, type = 1>}} : (!stablehlo.token) -> ({t}, !stablehlo.token)\n"
        f"  func.return %r#0 : {t}\n}}\n")
    p.num_replicas = 2
    p.compile_options = {"functions": ["main", "recv"]}
    x0 = p.args[0]

    def run(exe):
        results = exe.run_grid([[x0], []], entries=["main", "recv"], timeout=60)
        return results[1][0] if isinstance(results[1], (tuple, list)) else results[1]
    p.run, p.expected = run, [x0]
    return p


def templates() -> dict:
    return {"all_reduce": all_reduce, "cross-replica-sum": cross_replica_sum,
            "reduce_scatter": reduce_scatter, "collective_reduce": collective_reduce,
            "all_gather": all_gather, "all_to_all": all_to_all,
            "collective_permute": collective_permute,
            "collective_broadcast": collective_broadcast,
            "replica_id": _process_id("replica_id"),
            "partition_id": _process_id("partition_id"),
            "send": send_recv, "recv": send_recv}
