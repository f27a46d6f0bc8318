"""The grid runtime beyond the interpreter tests: groups, regions, loops, tokens, feeds.

Oracles: the spec's examples of the four grouping strategies, and numpy computing each
collective's definition on the same per-process inputs.
"""

from __future__ import annotations

import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.runtime import collectives as rt


def _spec(kind, groups, channel=0, use_global=False, **attrs):
    return rt.OpSpec(key=0, kind=kind, op_name=f"stablehlo.{kind}", where="x:1:1", inputs=(),
                     outputs=(), replica_groups=groups, channel_id=channel,
                     use_global_device_ids=use_global, attrs=attrs)


def _ids(groups, P):
    return [[(i // P, i % P) for i in g] for g in groups]


def test_process_groups_follow_the_spec_examples():
    # The examples of the spec's "Parallel execution" section, verbatim.
    op = _spec("all_reduce", [[0, 1], [2, 3]])
    assert _ids(rt.process_groups(op, 4, 2), 2) == [
        [(0, 0), (1, 0)], [(0, 1), (1, 1)], [(2, 0), (3, 0)], [(2, 1), (3, 1)]]
    op = _spec("all_to_all", [[0, 1]], channel=1)
    assert _ids(rt.process_groups(op, 4, 2), 2) == [
        [(0, 0), (0, 1)], [(1, 0), (1, 1)], [(2, 0), (2, 1)], [(3, 0), (3, 1)]]
    op = _spec("all_reduce", [[0, 1], [2, 3]], channel=1)
    assert _ids(rt.process_groups(op, 4, 2), 2) == [
        [(0, 0), (1, 0), (0, 1), (1, 1)], [(2, 0), (3, 0), (2, 1), (3, 1)]]
    op = _spec("all_reduce", [[0, 1, 2, 3], [4, 5, 6, 7]], channel=1, use_global=True)
    assert _ids(rt.process_groups(op, 4, 2), 2) == [
        [(0, 0), (0, 1), (1, 0), (1, 1)], [(2, 0), (2, 1), (3, 0), (3, 1)]]


def _grid_results(src, args, R, P, **kw):
    exe = stablehlo_cc.compile(src, num_replicas=R, num_partitions=P)
    return exe, exe.run_grid(args, timeout=20, **kw)


def test_all_reduce_variadic_with_groups_fast_path():
    src = """
func.func @main(%x: tensor<3x5xf32>, %y: tensor<7xi32>) -> (tensor<3x5xf32>, tensor<7xi32>) {
  %r0 = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %m = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %m : tensor<f32>
  }) {replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>} : (tensor<3x5xf32>) -> tensor<3x5xf32>
  %r1 = "stablehlo.all_reduce"(%y) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %m = stablehlo.multiply %b, %a : tensor<i32>
      stablehlo.return %m : tensor<i32>
  }) {replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>} : (tensor<7xi32>) -> tensor<7xi32>
  return %r0, %r1 : tensor<3x5xf32>, tensor<7xi32>
}
"""
    rng = np.random.default_rng(1)
    xs = [rng.standard_normal((3, 5)).astype(np.float32) for _ in range(4)]
    ys = [rng.integers(-4, 5, 7).astype(np.int32) for _ in range(4)]
    _, res = _grid_results(src, [[x, y] for x, y in zip(xs, ys)], 4, 1)
    for i in range(4):
        g = [0, 2] if i % 2 == 0 else [1, 3]
        np.testing.assert_array_equal(res[i][0], np.maximum(xs[g[0]], xs[g[1]]))
        np.testing.assert_array_equal(res[i][1], ys[g[0]] * ys[g[1]])


def test_all_reduce_with_a_general_region_on_a_2x2_grid():
    # |a| + |b| is no fast-path reduction: the region is compiled as an elementwise map.
    src = """
func.func @main(%x: tensor<6xf64>) -> tensor<6xf64> {
  %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<f64>, %b: tensor<f64>):
      %p = stablehlo.abs %a : tensor<f64>
      %q = stablehlo.abs %b : tensor<f64>
      %s = stablehlo.add %p, %q : tensor<f64>
      stablehlo.return %s : tensor<f64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>}
     : (tensor<6xf64>) -> tensor<6xf64>
  return %r : tensor<6xf64>
}
"""
    rng = np.random.default_rng(2)
    xs = [rng.standard_normal(6) for _ in range(4)]
    _, res = _grid_results(src, [[x] for x in xs], 2, 2)
    # cross_replica_and_partition: one group of all four processes, in the order
    # (0,0), (1,0), (0,1), (1,1) = processes 0, 2, 1, 3; the fold is |.|+|.| in that order.
    acc = xs[0]
    for j in (2, 1, 3):
        acc = np.abs(acc) + np.abs(xs[j])
    for i in range(4):
        np.testing.assert_allclose(res[i][0], acc, rtol=1e-15)


def test_reduce_scatter_all_to_all_and_gather_on_four_processes():
    src = """
func.func @main(%x: tensor<8x4xi64>) -> (tensor<2x4xi64>, tensor<32x1xi64>, tensor<8x16xi64>) {
  %rs = "stablehlo.reduce_scatter"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[3, 2, 1, 0]]> : tensor<1x4xi64>}
     : (tensor<8x4xi64>) -> tensor<2x4xi64>
  %a2a = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64,
      split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}
     : (tensor<8x4xi64>) -> tensor<32x1xi64>
  %g = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64,
      replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}
     : (tensor<8x4xi64>) -> tensor<8x16xi64>
  return %rs, %a2a, %g : tensor<2x4xi64>, tensor<32x1xi64>, tensor<8x16xi64>
}
"""
    xs = [np.arange(32, dtype=np.int64).reshape(8, 4) * (i + 1) + i for i in range(4)]
    _, res = _grid_results(src, [[x] for x in xs], 4, 1)
    total = sum(xs)
    order = [3, 2, 1, 0]
    for i in range(4):
        k = order.index(i)
        np.testing.assert_array_equal(res[i][0], total[2 * k:2 * k + 2])
        np.testing.assert_array_equal(res[i][1], np.concatenate([x[:, i:i + 1] for x in xs], 0))
        np.testing.assert_array_equal(res[i][2], np.concatenate(xs, 1))


def test_collective_permute_across_partitions_and_broadcast():
    src = """
func.func @main(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %p = "stablehlo.collective_permute"(%x) {
      source_target_pairs = dense<[[0, 2], [2, 1]]> : tensor<2x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>}
     : (tensor<2xf32>) -> tensor<2xf32>
  %b = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>}
     : (tensor<2xf32>) -> tensor<2xf32>
  return %p, %b : tensor<2xf32>, tensor<2xf32>
}
"""
    xs = [np.array([i, 10 * i], np.float32) for i in range(6)]
    _, res = _grid_results(src, [[x] for x in xs], 2, 3)
    for i in range(6):
        r, p = divmod(i, 3)
        want = {2: xs[r * 3 + 0], 1: xs[r * 3 + 2]}.get(p, np.zeros(2, np.float32))
        np.testing.assert_array_equal(res[i][0], want)
        # cross_replica, groups [[1, 0]]: replica 1 of the same partition is the source.
        np.testing.assert_array_equal(res[i][1], xs[3 + p])


def test_repeated_collectives_meet_in_order_and_replica_id():
    # Three all_reduces of the same group one after the other (as a loop would run them):
    # each process meets the others at the n-th execution, never mixing them up.
    step = """
  %{o} = "stablehlo.all_reduce"(%{i}) ({{
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %t = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %t : tensor<f32>
  }}) {{replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>}} : (tensor<4xf32>) -> tensor<4xf32>"""
    src = ("func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<ui32>) {"
           + step.format(i="x", o="s1") + step.format(i="s1", o="s2") + step.format(i="s2", o="s3")
           + """
  %id = stablehlo.replica_id : tensor<ui32>
  return %s3, %id : tensor<4xf32>, tensor<ui32>
}""")
    exe = stablehlo_cc.compile(src, num_replicas=3)
    xs = [np.full(4, i + 1, np.float32) for i in range(3)]
    res = exe.run_grid([[x] for x in xs])
    for i in range(3):
        np.testing.assert_array_equal(res[i][0], np.full(4, 6 * 9, np.float32))
        assert res[i][1] == i and res[i][1].dtype == np.uint32


def test_single_process_program_is_callable_and_tokens_are_none():
    src = """
func.func @main(%x: tensor<3xi32>, %t: !stablehlo.token) -> (tensor<ui32>, !stablehlo.token) {
  %id = stablehlo.partition_id : tensor<ui32>
  %t2 = "stablehlo.outfeed"(%x, %x, %t) : (tensor<3xi32>, tensor<3xi32>, !stablehlo.token) -> !stablehlo.token
  return %id, %t2 : tensor<ui32>, !stablehlo.token
}
"""
    exe = stablehlo_cc.compile(src)
    assert str(exe.signature.args[1]) == "!stablehlo.token"
    x = np.array([1, 2, 3], np.int32)
    pid, token = exe(x, None)
    assert pid == 0 and token is None
    a, b = exe.outfeed().get_nowait()
    np.testing.assert_array_equal(a, x)
    np.testing.assert_array_equal(b, x)
    with pytest.raises(TypeError, match="token"):
        exe(x, x)


def test_infeed_reads_tuples_in_order():
    src = """
func.func @main(%t: !stablehlo.token) -> (tensor<2xf32>, tensor<i64>, !stablehlo.token) {
  %r:3 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (tensor<2xf32>, tensor<i64>, !stablehlo.token)
  return %r#0, %r#1, %r#2 : tensor<2xf32>, tensor<i64>, !stablehlo.token
}
"""
    exe = stablehlo_cc.compile(src, num_replicas=2)
    for p in range(2):
        exe.infeed(p).put((np.array([p, p + 0.5], np.float32), np.int64(7 * p)))
    res = exe.run_grid([[None], [None]])
    for p in range(2):
        np.testing.assert_array_equal(res[p][0], [p, p + 0.5])
        assert res[p][1] == 7 * p and res[p][2] is None


def test_grid_size_comes_from_the_module():
    src = """
module attributes {mhlo.num_replicas = 2 : i32, mhlo.num_partitions = 3 : i32} {
  func.func @main() -> tensor<ui32> {
    %r = stablehlo.replica_id : tensor<ui32>
    %p = stablehlo.partition_id : tensor<ui32>
    %c = stablehlo.constant dense<10> : tensor<ui32>
    %m = stablehlo.multiply %r, %c : tensor<ui32>
    %s = stablehlo.add %m, %p : tensor<ui32>
    return %s : tensor<ui32>
  }
}
"""
    exe = stablehlo_cc.compile(src)
    assert (exe.num_replicas, exe.num_partitions) == (2, 3)
    res = exe.run_grid([[]] * 6)
    assert [int(r[0]) for r in res] == [0, 1, 2, 10, 11, 12]
    with pytest.raises(RuntimeError, match="run_grid"):
        exe()
    with pytest.raises(RuntimeError, match="stablehlo.replica_id .*needs the grid runtime"):
        exe.function("main")()
    with pytest.raises(ValueError, match="6 processes"):
        exe.run_grid([[]] * 5)


@pytest.mark.parametrize("element,op,fn", [
    ("i1", "and", np.logical_and), ("i1", "or", np.logical_or), ("i8", "xor", np.bitwise_xor),
    ("ui16", "maximum", np.maximum), ("bf16", "add", np.add), ("f16", "minimum", np.minimum),
    ("complex<f64>", "multiply", np.multiply), ("i64", "and", np.bitwise_and),
])
def test_fast_reductions_on_common_types(element, op, fn):
    from stablehlo_cc.types import numpy_dtype
    dtype = numpy_dtype(element)
    src = f"""
func.func @main(%x: tensor<5x{element}>) -> tensor<5x{element}> {{
  %r = "stablehlo.all_reduce"(%x) ({{
    ^bb0(%a: tensor<{element}>, %b: tensor<{element}>):
      %s = stablehlo.{op} %a, %b : tensor<{element}>
      stablehlo.return %s : tensor<{element}>
  }}) {{replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>}} : (tensor<5x{element}>) -> tensor<5x{element}>
  return %r : tensor<5x{element}>
}}
"""
    rng = np.random.default_rng(4)
    if dtype == np.bool_:
        xs = [rng.integers(0, 2, 5).astype(bool) for _ in range(3)]
    elif dtype.kind == "c":
        xs = [(rng.standard_normal(5) + 1j * rng.standard_normal(5)).astype(dtype) for _ in range(3)]
    else:
        xs = [rng.integers(0, 9, 5).astype(dtype) for _ in range(3)]
    _, res = _grid_results(src, [[x] for x in xs], 3, 1)
    want = fn(fn(xs[0], xs[1]), xs[2])
    for r in res:
        assert r[0].dtype == dtype
        np.testing.assert_allclose(r[0].astype(want.dtype), want, rtol=1e-12)


def test_reduce_scatter_with_a_general_region():
    # max(a, b) written as compare + select: not a one-op region, so it runs compiled.
    src = """
func.func @main(%x: tensor<2x6xi32>) -> tensor<2x2xi32> {
  %r = "stablehlo.reduce_scatter"(%x) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %gt = stablehlo.compare GT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %m = stablehlo.select %gt, %a, %b : tensor<i1>, tensor<i32>
      stablehlo.return %m : tensor<i32>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>}
     : (tensor<2x6xi32>) -> tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}
"""
    rng = np.random.default_rng(5)
    xs = [rng.integers(-50, 50, (2, 6)).astype(np.int32) for _ in range(3)]
    exe, res = _grid_results(src, [[x] for x in xs], 3, 1)
    whole = np.maximum(np.maximum(xs[0], xs[1]), xs[2])
    for i in range(3):
        np.testing.assert_array_equal(res[i][0], whole[:, 2 * i:2 * i + 2])


def test_cli_runs_a_grid_program_on_threads(tmp_path, capsys):
    from stablehlo_cc import cli
    src = """
module attributes {mhlo.num_replicas = 3 : i32} {
  func.func @main(%x: tensor<2xi32>, %w: tensor<2xi32>) -> tensor<6xi32> {
    %s = stablehlo.add %x, %w : tensor<2xi32>
    %g = "stablehlo.all_gather"(%s) {all_gather_dim = 0 : i64,
        replica_groups = dense<[[2, 0, 1]]> : tensor<1x3xi64>} : (tensor<2xi32>) -> tensor<6xi32>
    return %g : tensor<6xi32>
  }
}
"""
    (tmp_path / "p.mlir").write_text(src)
    xs = [np.array([i, 10 * i], np.int32) for i in range(3)]
    np.savez(tmp_path / "in.npz", p0_arg0=xs[0], p1_arg0=xs[1], p2_arg0=xs[2],
             arg1=np.array([1, 1], np.int32))  # arg1: the same for every process
    status = cli.main(["run", str(tmp_path / "p.mlir"), "--inputs", str(tmp_path / "in.npz"),
                       "--save", str(tmp_path / "out.npz")])
    out = capsys.readouterr()
    assert status == 0 and "thread grid" in out.out, out.err
    with np.load(tmp_path / "out.npz") as got:
        for i in range(3):
            np.testing.assert_array_equal(got[f"p{i}_result0"], np.concatenate(
                [xs[2] + 1, xs[0] + 1, xs[1] + 1]))
    # With a channel the group spans the partitions too (cross_replica_and_partition): on a
    # grid of 3 x 2 the groups have 6 processes, but the result type was made for 3: an error.
    wrong = src.replace("mhlo.num_replicas = 3", "mhlo.num_replicas = 3, mhlo.num_partitions = 2")
    wrong = wrong.replace("tensor<1x3xi64>}", "tensor<1x3xi64>, channel_handle = "
                          "#stablehlo.channel_handle<handle = 1, type = 0>}")
    (tmp_path / "p.mlir").write_text(wrong)
    np.savez(tmp_path / "in.npz", arg0=xs[0], arg1=xs[1])
    status = cli.main(["run", str(tmp_path / "p.mlir"), "--inputs", str(tmp_path / "in.npz")])
    out = capsys.readouterr()
    assert status == 1 and "stablehlo.all_gather" in out.err and "group of 6" in out.err, out.err
