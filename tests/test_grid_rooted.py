"""collective_reduce and dynamic-root collective_broadcast on the thread grid, against the
StableHLO reference interpreter (`interpreter.run_parallel`) and numpy.

Semantics (the spec text has neither op; they come from jaxlib 0.12's op definitions and
verifier and its reference interpreter, which these tests use as the oracle):
- collective_reduce splits the grid like all_reduce (cross_replica without a channel,
  cross_replica_and_partition with one, flattened ids with use_global_device_ids); in each
  group the root gets the reduction (group order), everybody else zeros; a process in no
  group gets zeros.
- the root is the group's first process, or with `has_dynamic_root` the index into the group
  that the last operand (`tensor<Nxi32>`, one a data operand) gives: a process gets the
  reduction when its own root operand names it; a broadcast result is the value of the member
  the process's root operand names.
"""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import stablehlo_cc
from interpret_parallel import reference_run_parallel
from stablehlo_cc.runtime.collectives import GridError
from stablehlo_cc.types import element_name


def _tensor(shape, dtype) -> str:
    return f"tensor<{''.join(f'{d}x' for d in shape)}{element_name(dtype)}>"


def _groups(groups) -> str:
    rows, cols = len(groups), len(groups[0])
    return f"dense<{[list(g) for g in groups]}> : tensor<{rows}x{cols}xi64>"


def _attrs(groups, channel, use_global, dynamic) -> str:
    out = [f"replica_groups = {_groups(groups)}"]
    if channel is not None:
        out.append(f"channel_handle = #stablehlo.channel_handle<handle = {channel}, type = 1>")
    if use_global:
        out.append("use_global_device_ids")
    if dynamic:
        out.append("has_dynamic_root")
    return ", ".join(out)


_REGION = {"add": "stablehlo.add %a, %b", "multiply": "stablehlo.multiply %a, %b",
           "maximum": "stablehlo.maximum %a, %b", "minimum": "stablehlo.minimum %a, %b",
           "and": "stablehlo.and %a, %b", "or": "stablehlo.or %a, %b",
           "xor": "stablehlo.xor %a, %b"}


def reduce_program(shapes, dtype, body, groups, *, channel=None, use_global=False,
                   dynamic=False) -> str:
    """@f(x0, x1, ..[, root]) = collective_reduce of the x's with region `body` (a key of
    _REGION, or lines defining %s from %a and %b)."""
    el = _tensor((), dtype)
    ts = [_tensor(s, dtype) for s in shapes]
    params = [f"%x{i}: {t}" for i, t in enumerate(ts)]
    operands = [f"%x{i}" for i in range(len(ts))]
    types = list(ts)
    if dynamic:
        params.append(f"%root: tensor<{len(ts)}xi32>")
        operands.append("%root")
        types.append(f"tensor<{len(ts)}xi32>")
    lines = f"%s = {_REGION[body]} : {el}" if body in _REGION else body.replace("EL", el)
    n = len(ts)
    return f"""func.func @f({', '.join(params)}) -> ({', '.join(ts)}) {{
  %r:{n} = "stablehlo.collective_reduce"({', '.join(operands)}) ({{
    ^bb0(%a: {el}, %b: {el}):
      {lines}
      stablehlo.return %s : {el}
  }}) {{{_attrs(groups, channel, use_global, dynamic)}}} : ({', '.join(types)}) -> ({', '.join(ts)})
  return {', '.join(f'%r#{i}' for i in range(n))} : {', '.join(ts)}
}}"""


def broadcast_program(types, groups, *, channel=None, dynamic=True) -> str:
    """@f(x0, x1, ..[, root]) = collective_broadcast of the x's ([(shape, dtype), ...])."""
    ts = [_tensor(s, d) for s, d in types]
    params = [f"%x{i}: {t}" for i, t in enumerate(ts)]
    operands = [f"%x{i}" for i in range(len(ts))]
    in_types = list(ts)
    if dynamic:
        params.append(f"%root: tensor<{len(ts)}xi32>")
        operands.append("%root")
        in_types.append(f"tensor<{len(ts)}xi32>")
    n = len(ts)
    return f"""func.func @f({', '.join(params)}) -> ({', '.join(ts)}) {{
  %r:{n} = "stablehlo.collective_broadcast"({', '.join(operands)}) {{{_attrs(groups, channel, False, dynamic)}}} : ({', '.join(in_types)}) -> ({', '.join(ts)})
  return {', '.join(f'%r#{i}' for i in range(n))} : {', '.join(ts)}
}}"""


def _random(shape, dtype, rng):
    dtype = np.dtype(dtype)
    if dtype == np.bool_:
        return rng.integers(0, 2, shape).astype(bool)
    if dtype.kind in "iu":
        return rng.integers(-5 if dtype.kind == "i" else 0, 6, shape).astype(dtype)
    if dtype.kind == "c":
        return (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(dtype)
    return rng.standard_normal(shape).astype(dtype)


def _grid(program, R, P, args, timeout=20):
    exe = stablehlo_cc.compile(program, entry="f", num_replicas=R, num_partitions=P)
    return exe.run_grid(args, timeout=timeout)


def _same(got, want):
    assert len(got) == len(want)
    for g, w in zip(got, want):
        assert g.dtype == w.dtype and g.shape == w.shape
        np.testing.assert_array_equal(g, w)


def _check_against_reference(program, R, P, args):
    got = _grid(program, R, P, args)
    want = reference_run_parallel(program, [["f"] * P for _ in range(R)], args)
    for p in range(R * P):
        _same(list(got[p]), want[p])
    return got


REDUCE_CASES = [
    # (id, R, P, groups, channel, use_global, dtype, body, shapes)
    ("two_groups_i32_add", 4, 1, [[0, 1], [2, 3]], None, False, np.int32, "add", [(5,)]),
    ("permuted_group_f32_add", 4, 1, [[3, 1, 0, 2]], None, False, np.float32, "add", [(3, 2)]),
    ("cross_replica_2x2_f64_max", 2, 2, [[1, 0]], None, False, np.float64, "maximum", [(4,)]),
    ("replica_and_partition_ui16_xor", 2, 2, [[0], [1]], 1, False, np.uint16, "xor", [(6,)]),
    ("flattened_ids_i8_mul", 2, 2, [[3, 0], [1, 2]], 2, True, np.int8, "multiply", [(2, 3)]),
    ("partitions_bool_and", 1, 4, [[0]], 3, False, np.bool_, "and", [(7,)]),
    ("bool_or_variadic", 3, 1, [[2, 0, 1]], None, False, np.bool_, "or", [(2,), (3, 1)]),
    ("complex64_add", 2, 2, [[0, 1]], None, False, np.complex64, "add", [(3,)]),
    ("complex128_mul", 3, 1, [[1, 2, 0]], None, False, np.complex128, "multiply", [(2, 2)]),
    ("region_abs_difference_f32", 3, 1, [[2, 0, 1]], None, False, np.float32,
     "%d = stablehlo.subtract %a, %b : EL\n      %s = stablehlo.abs %d : EL", [(4,)]),
    ("region_twice_plus_i32", 2, 2, [[3, 1, 2, 0]], 4, True, np.int32,
     "%c = stablehlo.add %a, %a : EL\n      %s = stablehlo.add %c, %b : EL", [(3,)]),
    ("bf16_add", 2, 1, [[1, 0]], None, False, ml_dtypes.bfloat16, "add", [(4,)]),
]


@pytest.mark.parametrize("case", REDUCE_CASES, ids=lambda c: c[0])
def test_collective_reduce_matches_the_reference_interpreter(case):
    _, R, P, groups, channel, use_global, dtype, body, shapes = case
    rng = np.random.default_rng(len(case[0]))
    args = [[_random(s, dtype, rng) for s in shapes] for _ in range(R * P)]
    if np.dtype(dtype).kind == "c" and body == "multiply":
        # numpy and the interpreter round complex products differently: exact values only
        args = [[np.round(a * 2) for a in per] for per in args]
    program = reduce_program(shapes, dtype, body, groups, channel=channel,
                             use_global=use_global)
    _check_against_reference(program, R, P, args)


def test_collective_reduce_numpy_expectation():
    """Replicas 0 and 2 form a group with root 2; replica 1 is alone (its own root)."""
    program = reduce_program([(3,)], np.float64, "add", [[2, 0], [1, -1]])
    xs = [np.array([1.5, -2.0, 4.0]) * (i + 1) for i in range(3)]
    got = _grid(program, 3, 1, [[x] for x in xs])
    np.testing.assert_array_equal(got[2][0], xs[2] + xs[0])
    np.testing.assert_array_equal(got[0][0], np.zeros(3))
    np.testing.assert_array_equal(got[1][0], xs[1])
    want = reference_run_parallel(program, [["f"], ["f"], ["f"]], [[x] for x in xs])
    for p in range(3):
        _same(list(got[p]), want[p])


def test_collective_reduce_needs_every_replica_in_a_group():
    """jaxlib's verifier: with the grid's size known, every replica must be in a group."""
    with pytest.raises(stablehlo_cc.CompileError, match="replica id #1 not seen"):
        stablehlo_cc.compile(reduce_program([(3,)], np.float64, "add", [[2, 0]]), entry="f",
                             num_replicas=3)


@pytest.mark.parametrize("R,P,groups,channel,use_global,roots", [
    (3, 2, [[2, 0, 1]], None, False, [1, 2]),
    (2, 2, [[3, 0, 2, 1]], 1, True, [3, 0]),
    (2, 2, [[1, 0]], 1, False, [2, 3]),  # cross_replica_and_partition: groups of 4
], ids=["cross_replica", "flattened_ids", "replica_and_partition"])
def test_collective_reduce_dynamic_roots(R, P, groups, channel, use_global, roots):
    rng = np.random.default_rng(7)
    shapes = [(3,), (2, 2)]
    program = reduce_program(shapes, np.int64, "add", groups, channel=channel,
                             use_global=use_global, dynamic=True)
    args = [[_random(s, np.int64, rng) for s in shapes] + [np.array(roots, np.int32)]
            for _ in range(R * P)]
    got = _check_against_reference(program, R, P, args)
    assert any(got[p][0].any() for p in range(R * P))  # somebody is a root


def test_collective_reduce_disagreeing_roots_follow_the_interpreter():
    """Each process is a root when its own root operand names it."""
    program = reduce_program([(2,)], np.int32, "add", [[0, 1, 2]], dynamic=True)
    xs = [np.array([1, 2], np.int32) * 10 ** i for i in range(3)]
    roots = [[0], [2], [2]]  # process 0 and 2 name themselves, process 1 names process 2
    args = [[x, np.array(r, np.int32)] for x, r in zip(xs, roots)]
    got = _check_against_reference(program, 3, 1, args)
    np.testing.assert_array_equal(got[0][0], sum(xs))
    np.testing.assert_array_equal(got[1][0], np.zeros(2, np.int32))
    np.testing.assert_array_equal(got[2][0], sum(xs))


BROADCAST_CASES = [
    # (id, R, P, groups, channel, types, roots per process)
    ("cross_partition_variadic", 2, 2, [[1, 0]], 1,
     [((2,), np.bool_), ((1, 3), np.complex64)], [[0, 1]] * 4),
    ("cross_replica_two_groups", 4, 1, [[0, 2], [3, 1]], None,
     [((3,), np.float32)], [[1]] * 4),
    ("outside_every_group", 3, 1, [[2, 0]], None, [((2,), np.int64)], [[1]] * 3),
    ("partitions_of_four", 1, 4, [[2, 3, 1, 0]], 5,
     [((2, 2), np.uint8), ((1,), np.complex128), ((3,), ml_dtypes.bfloat16)],
     [[3, 0, 2]] * 4),
    ("disagreeing_roots_pull", 3, 1, [[0, 1, 2]], None, [((2,), np.int16)],
     [[2], [0], [1]]),
]


@pytest.mark.parametrize("case", BROADCAST_CASES, ids=lambda c: c[0])
def test_dynamic_collective_broadcast_matches_the_reference_interpreter(case):
    _, R, P, groups, channel, types, roots = case
    rng = np.random.default_rng(len(case[0]))
    args = [[_random(s, d, rng) for s, d in types] + [np.array(roots[p], np.int32)]
            for p in range(R * P)]
    program = broadcast_program(types, groups, channel=channel)
    _check_against_reference(program, R, P, args)


def test_dynamic_collective_broadcast_numpy_expectation():
    """Cross-partition groups [[1, 0]] on 2x2, roots [0, 1]: operand 0 comes from the group's
    member 0 (partition 1), operand 1 from member 1 (partition 0), in each replica."""
    program = broadcast_program([((2,), np.int32), ((2,), np.int32)], [[1, 0]], channel=1)
    xs = [[np.array([p, 10 * p], np.int32), np.array([-p, -10 * p], np.int32),
           np.array([0, 1], np.int32)] for p in range(4)]
    got = _grid(program, 2, 2, xs)
    for p in range(4):
        r = p // 2
        np.testing.assert_array_equal(got[p][0], xs[2 * r + 1][0])
        np.testing.assert_array_equal(got[p][1], xs[2 * r][1])


def test_static_collective_broadcast_still_takes_the_first_member():
    program = broadcast_program([((2,), np.float32)], [[1, 0]], dynamic=False)
    xs = [[np.array([1.0, 2.0], np.float32) * (i + 1)] for i in range(2)]
    got = _grid(program, 2, 1, xs)
    want = reference_run_parallel(program, [["f"], ["f"]], xs)
    for p in range(2):
        _same(list(got[p]), want[p])
        np.testing.assert_array_equal(got[p][0], xs[1][0])


@pytest.mark.parametrize("op,root", [("broadcast", 2), ("broadcast", -1), ("reduce", 5),
                                     ("reduce", -3)])
def test_out_of_range_root_is_a_grid_error(op, root):
    if op == "broadcast":
        program = broadcast_program([((2,), np.int32)], [[0, 1]])
    else:
        program = reduce_program([(2,)], np.int32, "add", [[0, 1]], dynamic=True)
    args = [[np.ones(2, np.int32), np.array([0], np.int32)],
            [np.ones(2, np.int32), np.array([root], np.int32)]]
    with pytest.raises(GridError) as info:
        _grid(program, 2, 1, args, timeout=10)
    message = str(info.value)
    assert f"stablehlo.collective_{op}" in message
    assert "process 1 (replica 1, partition 0)" in message
    assert f"root {root}" in message and "[0, 1]" in message


def test_root_operand_must_match_the_data_operands():
    """The verifier's rule: one i32 root per data operand."""
    text = broadcast_program([((2,), np.int32)], [[0, 1]]).replace(
        "tensor<1xi32>", "tensor<2xi32>")
    with pytest.raises(stablehlo_cc.CompileError):
        stablehlo_cc.compile(text, entry="f", num_replicas=2)


# --- the same ops across 4 MPI ranks ------------------------------------------------------------

# Every op has its own groups or channel: the reference interpreter pairs up the processes of
# a collective by those alone, so two ops alike in both may meet each other there.
MPI_PROGRAM = """
func.func @f(%x: tensor<3xf32>, %y: tensor<4xbf16>, %z: tensor<2x2xi32>, %rz: tensor<1xi32>,
             %b: tensor<3xi1>, %c: tensor<2xcomplex<f32>>, %rbc: tensor<2xi32>,
             %w: tensor<2xi64>, %rw: tensor<1xi32>, %ry: tensor<1xi32>)
    -> (tensor<3xf32>, tensor<3xf32>, tensor<4xbf16>, tensor<2x2xi32>, tensor<3xi1>,
        tensor<2xcomplex<f32>>, tensor<2xi64>, tensor<3xf32>) {
  %s = "stablehlo.collective_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %e: tensor<f32>):
      %t = stablehlo.add %a, %e : tensor<f32>
      stablehlo.return %t : tensor<f32>
  }) {replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<3xf32>) -> tensor<3xf32>
  %g = "stablehlo.collective_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %e: tensor<f32>):
      %d = stablehlo.subtract %a, %e : tensor<f32>
      %t = stablehlo.abs %d : tensor<f32>
      stablehlo.return %t : tensor<f32>
  }) {replica_groups = dense<[[3, 0, 2, 1]]> : tensor<1x4xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids}
     : (tensor<3xf32>) -> tensor<3xf32>
  %h = "stablehlo.collective_reduce"(%y, %ry) ({
    ^bb0(%a: tensor<bf16>, %e: tensor<bf16>):
      %t = stablehlo.add %a, %e : tensor<bf16>
      stablehlo.return %t : tensor<bf16>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 6, type = 1>, has_dynamic_root}
     : (tensor<4xbf16>, tensor<1xi32>) -> tensor<4xbf16>
  %m = "stablehlo.collective_reduce"(%z, %rz) ({
    ^bb0(%a: tensor<i32>, %e: tensor<i32>):
      %t = stablehlo.maximum %a, %e : tensor<i32>
      stablehlo.return %t : tensor<i32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, has_dynamic_root}
     : (tensor<2x2xi32>, tensor<1xi32>) -> tensor<2x2xi32>
  %bc:2 = "stablehlo.collective_broadcast"(%b, %c, %rbc) {
      replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, has_dynamic_root}
     : (tensor<3xi1>, tensor<2xcomplex<f32>>, tensor<2xi32>) -> (tensor<3xi1>, tensor<2xcomplex<f32>>)
  %wb = "stablehlo.collective_broadcast"(%w, %rw) {
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, has_dynamic_root}
     : (tensor<2xi64>, tensor<1xi32>) -> tensor<2xi64>
  %st = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>}
     : (tensor<3xf32>) -> tensor<3xf32>
  return %s, %g, %h, %m, %bc#0, %bc#1, %wb, %st : tensor<3xf32>, tensor<3xf32>, tensor<4xbf16>,
      tensor<2x2xi32>, tensor<3xi1>, tensor<2xcomplex<f32>>, tensor<2xi64>, tensor<3xf32>
}
"""


def _mpi_args():
    rng = np.random.default_rng(11)
    args = []
    for p in range(4):
        args.append([
            rng.standard_normal(3).astype(np.float32),
            rng.integers(-8, 8, 4).astype(ml_dtypes.bfloat16),
            rng.integers(-50, 50, (2, 2)).astype(np.int32),
            # one group [0, 2, 1, 3]: processes 0, 1 and 3 name themselves, 2 names 0
            np.array([[0], [2], [0], [3]][p], np.int32),
            rng.integers(0, 2, 3).astype(bool),
            (rng.standard_normal(2) + 1j * rng.standard_normal(2)).astype(np.complex64),
            np.array([0, 1], np.int32),
            rng.integers(-9, 9, 2).astype(np.int64),
            np.array([[1], [0], [1], [1]][p], np.int32),  # broadcast: each takes its own pick
            np.array([1], np.int32),
        ])
    return args


def test_under_mpirun_matches_the_reference_interpreter(tmp_path):
    from test_grid_mpi import _mpirun
    import sys
    import textwrap
    args = _mpi_args()
    want = reference_run_parallel(MPI_PROGRAM, [["f", "f"], ["f", "f"]], args)
    threads = _grid(MPI_PROGRAM, 2, 2, args)
    for p in range(4):
        _same(list(threads[p]), want[p])
    np.savez(tmp_path / "in.npz", **{f"p{p}_a{j}": a.view(np.uint16) if a.dtype ==
                                      ml_dtypes.bfloat16 else a
                                      for p, per in enumerate(args) for j, a in enumerate(per)})
    (tmp_path / "prog.mlir").write_text(MPI_PROGRAM)
    (tmp_path / "job.py").write_text(textwrap.dedent("""
        import sys, ml_dtypes, numpy as np, stablehlo_cc
        from mpi4py import MPI
        from stablehlo_cc.runtime import mpi
        rank = MPI.COMM_WORLD.Get_rank()
        exe = stablehlo_cc.compile(open("prog.mlir").read(), entry="f", num_replicas=2,
                                   num_partitions=2)
        data = np.load("in.npz")
        args = [data[f"p{rank}_a{j}"] for j in range(10)]
        args[1] = args[1].view(ml_dtypes.bfloat16)
        if sys.argv[1] == "bad" and rank == 2:
            args[6] = np.array([0, 7], np.int32)
        res = mpi.run(exe, args, timeout=30)
        np.savez(f"out{rank}.npz", *[r.view(np.uint16) if r.dtype == ml_dtypes.bfloat16 else r
                                     for r in res])
    """))
    proc = _mpirun([sys.executable, "job.py", "ok"], tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    for p in range(4):
        with np.load(tmp_path / f"out{p}.npz") as got:
            values = [got[f"arr_{j}"] for j in range(len(want[p]))]
        values[2] = values[2].view(ml_dtypes.bfloat16)
        _same(values, want[p])
    proc = _mpirun([sys.executable, "job.py", "bad"], tmp_path, timeout=120)
    assert proc.returncode != 0
    assert "stablehlo.collective_broadcast" in proc.stderr, proc.stderr
    assert "process 2 (replica 1, partition 0) names root 7 for operand #1" in proc.stderr, \
        proc.stderr
