"""The grid across MPI ranks: a 4-rank job under `mpirun` gives the thread grid's results.

mpich and mpi4py come from PyPI through the project's set-up (`make setup`, extra `mpi`).
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import stablehlo_cc

BIN = os.path.dirname(sys.executable)
MPIRUN = os.path.join(BIN, "mpirun")

PROGRAM = """
module attributes {mhlo.num_replicas = 2 : i32, mhlo.num_partitions = 2 : i32} {
  func.func @main(%x: tensor<4x4xf32>, %y: tensor<6xbf16>) -> (tensor<4x4xf32>, tensor<8x4xf32>,
      tensor<4x4xf32>, tensor<2x4xf32>, tensor<8x2xf32>, tensor<4x4xf32>, tensor<6xbf16>,
      tensor<4x4xf32>, tensor<ui32>, tensor<ui32>) {
    %sum = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, use_global_device_ids}
       : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
        replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x4xf32>) -> tensor<8x4xf32>
    %p = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %rs = "stablehlo.reduce_scatter"(%x) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %m = stablehlo.maximum %a, %b : tensor<f32>
        stablehlo.return %m : tensor<f32>
    }) {scatter_dimension = 0 : i64, replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>}
       : (tensor<4x4xf32>) -> tensor<2x4xf32>
    %t = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64,
        split_count = 2 : i64, replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>}
       : (tensor<4x4xf32>) -> tensor<8x2xf32>
    %b = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %yb = "stablehlo.all_reduce"(%y) ({
      ^bb0(%a: tensor<bf16>, %c: tensor<bf16>):
        %s = stablehlo.add %a, %c : tensor<bf16>
        stablehlo.return %s : tensor<bf16>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<6xbf16>) -> tensor<6xbf16>
    %gen = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<f32>, %c: tensor<f32>):
        %d = stablehlo.subtract %a, %c : tensor<f32>
        %e = stablehlo.abs %d : tensor<f32>
        stablehlo.return %e : tensor<f32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %r = stablehlo.replica_id : tensor<ui32>
    %pid = stablehlo.partition_id : tensor<ui32>
    return %sum, %g, %p, %rs, %t, %b, %yb, %gen, %r, %pid : tensor<4x4xf32>, tensor<8x4xf32>,
        tensor<4x4xf32>, tensor<2x4xf32>, tensor<8x2xf32>, tensor<4x4xf32>, tensor<6xbf16>,
        tensor<4x4xf32>, tensor<ui32>, tensor<ui32>
  }
}
"""


def _inputs():
    import ml_dtypes
    rng = np.random.default_rng(3)
    xs = [rng.standard_normal((4, 4)).astype(np.float32) for _ in range(4)]
    ys = [rng.integers(-8, 8, 6).astype(ml_dtypes.bfloat16) for _ in range(4)]
    return xs, ys


def _same(got, want):
    """MPI may sum in another order than the thread grid: equal up to float rounding."""
    got = got.view(want.dtype) if got.dtype.kind == "V" else got
    assert got.dtype == want.dtype and got.shape == want.shape
    np.testing.assert_allclose(got.astype(np.float64), want.astype(np.float64), rtol=1e-6,
                               atol=1e-6)


def _mpirun(args, cwd, timeout=240):
    env = dict(os.environ, PATH=BIN + os.pathsep + os.environ.get("PATH", ""))
    return subprocess.run([MPIRUN, "-n", "4", *args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=timeout)


@pytest.fixture(scope="module")
def job(tmp_path_factory):
    d = tmp_path_factory.mktemp("mpi")
    (d / "prog.mlir").write_text(PROGRAM)
    xs, ys = _inputs()
    np.savez(d / "in.npz", **{f"p{i}_arg0": x for i, x in enumerate(xs)},
             **{f"p{i}_arg1": y for i, y in enumerate(ys)})
    exe = stablehlo_cc.compile(PROGRAM)
    threads = exe.run_grid([[x, y] for x, y in zip(xs, ys)])
    return d, xs, ys, threads


def test_thread_grid_results_are_right(job):
    _, xs, ys, res = job
    for i in range(4):
        r, p = divmod(i, 2)
        np.testing.assert_allclose(res[i][0], sum(xs), rtol=1e-6)
        np.testing.assert_array_equal(res[i][1], np.concatenate([xs[p], xs[2 + p]]))
        # channel 2: cross_partition, pairs [[0, 1]]: partition 1 gets partition 0's operand.
        np.testing.assert_array_equal(res[i][2], xs[2 * r] if p == 1 else np.zeros((4, 4)))
        part = np.maximum(xs[p], xs[2 + p])
        np.testing.assert_array_equal(res[i][3], part[2:] if r == 0 else part[:2])
        group = [2 + p, p]  # replica groups [[1, 0]] in partition p
        k = group.index(i)
        np.testing.assert_array_equal(res[i][4], np.concatenate([xs[j][:, 2 * k:2 * k + 2]
                                                                 for j in group]))
        # channel 4: cross_partition, groups [[1, 0]]: partition 1 of the same replica.
        np.testing.assert_array_equal(res[i][5], xs[2 * r + 1])
        np.testing.assert_array_equal(res[i][6], ys[p] + ys[2 + p])
        np.testing.assert_array_equal(res[i][7], np.abs(xs[p] - xs[2 + p]))
        assert (res[i][8], res[i][9]) == (r, p)


def test_cli_under_mpirun_matches_the_thread_grid(job):
    d, _, _, threads = job
    np.savez(d / "want.npz", **{f"p{i}_result{j}": r for i, rs in enumerate(threads)
                                for j, r in enumerate(rs)})
    proc = _mpirun([os.path.join(BIN, "stablehlo-cc"), "run", "prog.mlir", "--inputs", "in.npz",
                    "--expected", "want.npz", "--save", "got.npz"], d)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "(4 MPI ranks)" in proc.stdout and "MISMATCH" not in proc.stdout
    with np.load(d / "got.npz") as got:
        for i, rs in enumerate(threads):
            for j, r in enumerate(rs):
                g = got[f"p{i}_result{j}"]
                _same(g, r)


def test_python_under_mpirun_channels_and_failures(job):
    d, _, _, threads = job
    script = textwrap.dedent("""
        import sys, numpy as np, stablehlo_cc
        from mpi4py import MPI
        from stablehlo_cc.runtime import mpi
        rank = MPI.COMM_WORLD.Get_rank()
        exe = stablehlo_cc.compile(open("prog.mlir").read())
        data = np.load("in.npz")
        args = [data[f"p{rank}_arg0"], data[f"p{rank}_arg1"].view(exe.signature.args[1].dtype)]
        if sys.argv[1] == "ok":
            res = mpi.run(exe, args)
            np.savez(f"py{rank}.npz", *res)
        elif sys.argv[1] == "missing" and rank != 3:  # rank 3 never joins the collectives
            mpi.run(exe, args, timeout=2)
        elif sys.argv[1] == "channels":  # MPMD: senders and receivers on two channels
            entries = ["send0", "recv0", "send1", "recv1"]
            exe = stablehlo_cc.compile(CHANNELS, entry=entries[rank], functions=entries,
                                       num_replicas=4)
            x = np.arange(6, dtype=np.int64).reshape(2, 3) * (rank + 1)
            args = [x, None] if rank % 2 == 0 else [None]
            res = mpi.run(exe, args, entry=entries[rank], timeout=30)
            np.savez(f"ch{rank}.npz", *[r for r in res if r is not None])
        elif sys.argv[1] == "mismatch":  # rank 2 reduces 5 elements, the others 4
            n = 5 if rank == 2 else 4
            exe = stablehlo_cc.compile(REDUCE.replace("N", str(n)), num_replicas=4)
            mpi.run(exe, [np.ones(n, np.float32)], timeout=30)
    """)
    (d / "job.py").write_text(f"REDUCE = {REDUCE!r}\nCHANNELS = {CHANNELS!r}\n" + script)
    proc = _mpirun([sys.executable, "job.py", "ok"], d)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    for i, rs in enumerate(threads):
        with np.load(d / f"py{i}.npz") as got:
            for j, r in enumerate(rs):
                g = got[f"arr_{j}"]
                _same(g, r)
    proc = _mpirun([sys.executable, "job.py", "missing"], d, timeout=120)
    assert proc.returncode != 0
    assert "stablehlo.all_reduce" in proc.stderr and "waited 2 s" in proc.stderr, proc.stderr
    assert "process 3 (replica 1, partition 1)" in proc.stderr, proc.stderr
    proc = _mpirun([sys.executable, "job.py", "channels"], d)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    entries = ["send0", "recv0", "send1", "recv1"]
    exe = stablehlo_cc.compile(CHANNELS, entry="send0", functions=entries, num_replicas=4)
    xs = [np.arange(6, dtype=np.int64).reshape(2, 3) * (r + 1) for r in range(4)]
    threads = exe.run_grid([[xs[0], None], [None], [xs[2], None], [None]], entries=entries)
    for rank in (1, 3):
        with np.load(d / f"ch{rank}.npz") as got:
            np.testing.assert_array_equal(got["arr_0"], threads[rank][0])
            np.testing.assert_array_equal(got["arr_0"], xs[rank - 1] * 10)
    proc = _mpirun([sys.executable, "job.py", "mismatch"], d, timeout=120)
    assert proc.returncode != 0
    assert "stablehlo.all_reduce" in proc.stderr and "tensor<5xf32>" in proc.stderr, proc.stderr


CHANNELS = """
func.func @send0(%x: tensor<2x3xi64>, %t: !stablehlo.token) -> !stablehlo.token {
  %r = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
      is_host_transfer = false} : (tensor<2x3xi64>, !stablehlo.token) -> !stablehlo.token
  return %r : !stablehlo.token
}
func.func @send1(%x: tensor<2x3xi64>, %t: !stablehlo.token) -> !stablehlo.token {
  %r = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>,
      is_host_transfer = false} : (tensor<2x3xi64>, !stablehlo.token) -> !stablehlo.token
  return %r : !stablehlo.token
}
func.func @recv0(%t: !stablehlo.token) -> (tensor<2x3xi64>, !stablehlo.token) {
  %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
      is_host_transfer = false} : (!stablehlo.token) -> (tensor<2x3xi64>, !stablehlo.token)
  %c = stablehlo.constant dense<10> : tensor<2x3xi64>
  %m = stablehlo.multiply %r#0, %c : tensor<2x3xi64>
  return %m, %r#1 : tensor<2x3xi64>, !stablehlo.token
}
func.func @recv1(%t: !stablehlo.token) -> (tensor<2x3xi64>, !stablehlo.token) {
  %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>,
      is_host_transfer = false} : (!stablehlo.token) -> (tensor<2x3xi64>, !stablehlo.token)
  %c = stablehlo.constant dense<10> : tensor<2x3xi64>
  %m = stablehlo.multiply %r#0, %c : tensor<2x3xi64>
  return %m, %r#1 : tensor<2x3xi64>, !stablehlo.token
}
"""

REDUCE = """
func.func @main(%x: tensor<Nxf32>) -> tensor<Nxf32> {
  %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<Nxf32>) -> tensor<Nxf32>
  return %r : tensor<Nxf32>
}
"""
