"""Programs with collectives, ids, feeds and custom calls built ahead of time (.so / .o).

Their code calls the runtime services of the C ABI (docs/c-abi.md, "Runtime services"). A C
program provides them itself (tests/c/runtime_services.c, checked against values it computes);
`stablehlo_cc.load` provides Python's, so a loaded library runs on the thread grid and under
MPI like a JIT-compiled program (compared with the JIT grid and with numpy).
"""

from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler.backend import c_compiler
from stablehlo_cc.runtime.collectives import GridError
from stablehlo_cc.contract.services import SERVICES

HERE = os.path.dirname(os.path.abspath(__file__))
BIN = os.path.dirname(sys.executable)

# For the C test: a 2 x 3 grid program whose reduction region a runtime must call.
IDS_AND_CUSTOM_CALL = """
module attributes {mhlo.num_replicas = 2 : i32, mhlo.num_partitions = 3 : i32} {
  func.func @main(%x: tensor<2x3xf32>, %y: tensor<3xi32>)
      -> (tensor<2x3xf32>, tensor<3xi32>, tensor<ui32>, tensor<ui32>, tensor<2x3xf32>) {
    %r = stablehlo.replica_id : tensor<ui32>
    %p = stablehlo.partition_id : tensor<ui32>
    %a:2 = stablehlo.custom_call @axpy_and_shift(%x, %y)
        : (tensor<2x3xf32>, tensor<3xi32>) -> (tensor<2x3xf32>, tensor<3xi32>)
    %pf = stablehlo.convert %p : (tensor<ui32>) -> tensor<f32>
    %pb = stablehlo.broadcast_in_dim %pf, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %out0 = stablehlo.add %a#0, %pb : tensor<2x3xf32>
    %one = stablehlo.constant dense<1> : tensor<ui32>
    %r1 = stablehlo.add %r, %one : tensor<ui32>
    %ri = stablehlo.convert %r1 : (tensor<ui32>) -> tensor<i32>
    %rb = stablehlo.broadcast_in_dim %ri, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %out1 = stablehlo.multiply %a#1, %rb : tensor<3xi32>
    %d = "stablehlo.all_reduce"(%x) ({
      ^bb0(%u: tensor<f32>, %v: tensor<f32>):
        %w = stablehlo.subtract %u, %v : tensor<f32>
        %z = stablehlo.abs %w : tensor<f32>
        stablehlo.return %z : tensor<f32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    return %out0, %out1, %r, %p, %d
        : tensor<2x3xf32>, tensor<3xi32>, tensor<ui32>, tensor<ui32>, tensor<2x3xf32>
  }
}
"""


def _axpy_and_shift(x, y):
    return 2 * x + 1, y + 10


@pytest.fixture
def axpy():
    stablehlo_cc.register_custom_call("axpy_and_shift", _axpy_and_shift)
    yield
    stablehlo_cc.unregister_custom_call("axpy_and_shift")


def _run(cmd, cwd, timeout=120, env=None):
    proc = subprocess.run([str(c) for c in cmd], cwd=cwd, capture_output=True, text=True,
                          timeout=timeout, env=env)
    assert proc.returncode == 0, " ".join(map(str, cmd)) + "\n" + proc.stdout + proc.stderr
    return proc


def test_c_program_provides_the_services_of_a_library(tmp_path):
    (tmp_path / "prog.mlir").write_text(IDS_AND_CUSTOM_CALL)
    # Built in a process where the target is not registered: the C caller implements it.
    stablehlo_cc.build_library(str(tmp_path / "prog.mlir"), str(tmp_path / "libprog.so"),
                               header=str(tmp_path / "prog.h"))
    source = os.path.join(HERE, "c", "runtime_services.c")
    flags = ["-std=c99", "-Wall", "-Wextra", "-Werror", "-I", tmp_path]
    _run([c_compiler(), *flags, "-o", tmp_path / "with_so", source, "-L", tmp_path, "-lprog",
          f"-Wl,-rpath,{tmp_path}"], tmp_path)
    assert _run([tmp_path / "with_so"], tmp_path).stdout.strip() == "ok"
    # The same through an object file linked into the program.
    stablehlo_cc.build_object(str(tmp_path / "prog.mlir"), str(tmp_path / "prog.o"))
    _run([c_compiler(), *flags, "-o", tmp_path / "with_o", source, tmp_path / "prog.o", "-lm"],
         tmp_path)
    assert _run([tmp_path / "with_o"], tmp_path).stdout.strip() == "ok"
    # The header is valid C++ too.
    (tmp_path / "use.cc").write_text('#include "prog.h"\nint main() { shlo_runtime rt = {}; '
                                     "return prog_main(&rt, 0, 0, 0, 0, 0, 0, 0) == 0; }\n")
    cxx = os.environ.get("CXX") or "c++"
    if subprocess.run(["which", cxx], capture_output=True).returncode == 0:
        _run([cxx, "-fsyntax-only", "-Wall", "-Werror", "-I", tmp_path, tmp_path / "use.cc"],
             tmp_path)


def test_loaded_library_with_ids_and_a_custom_call_matches_the_jit(axpy, tmp_path):
    path = str(tmp_path / "prog.so")
    stablehlo_cc.build_library(IDS_AND_CUSTOM_CALL, path)
    lib = stablehlo_cc.load(path)
    jit = stablehlo_cc.compile(IDS_AND_CUSTOM_CALL)
    assert (lib.num_replicas, lib.num_partitions) == (2, 3) and lib.uses_runtime
    rng = np.random.default_rng(0)
    args = [[rng.standard_normal((2, 3)).astype(np.float32),
             rng.integers(-50, 50, 3).astype(np.int32)] for _ in range(6)]
    got, want = lib.run_grid(args), jit.run_grid(args)
    for i, (g, w) in enumerate(zip(got, want)):
        r, p = divmod(i, 3)
        x, y = args[i]
        np.testing.assert_allclose(g[0], 2 * x + 1 + p, rtol=1e-6)
        np.testing.assert_array_equal(g[1], (y + 10) * (r + 1))
        assert (int(g[2]), int(g[3])) == (r, p)
        np.testing.assert_array_equal(g[4], np.abs(args[p][0] - args[3 + p][0]))
        for a, b in zip(g, w):
            np.testing.assert_array_equal(a, b)


# A 2 x 2 grid program: every collective kind, a general reduction region, a custom call.
COLLECTIVES = """
module attributes {mhlo.num_replicas = 2 : i32, mhlo.num_partitions = 2 : i32} {
  func.func @main(%x: tensor<4x4xf32>, %k: tensor<3xi64>) -> (tensor<4x4xf32>, tensor<8x4xf32>,
      tensor<4x4xf32>, tensor<2x4xf32>, tensor<8x2xf32>, tensor<4x4xf32>, tensor<4x4xf32>,
      tensor<3xi64>, tensor<ui32>, tensor<ui32>) {
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
    %gen = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<f32>, %c: tensor<f32>):
        %d = stablehlo.subtract %a, %c : tensor<f32>
        %e = stablehlo.abs %d : tensor<f32>
        stablehlo.return %e : tensor<f32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %kk = stablehlo.custom_call @aot_cumsum(%k) : (tensor<3xi64>) -> tensor<3xi64>
    %r = stablehlo.replica_id : tensor<ui32>
    %pid = stablehlo.partition_id : tensor<ui32>
    return %sum, %g, %p, %rs, %t, %b, %gen, %kk, %r, %pid : tensor<4x4xf32>, tensor<8x4xf32>,
        tensor<4x4xf32>, tensor<2x4xf32>, tensor<8x2xf32>, tensor<4x4xf32>, tensor<4x4xf32>,
        tensor<3xi64>, tensor<ui32>, tensor<ui32>
  }
}
"""


def _collective_inputs():
    rng = np.random.default_rng(7)
    xs = [rng.standard_normal((4, 4)).astype(np.float32) for _ in range(4)]
    ks = [rng.integers(-9, 9, 3).astype(np.int64) for _ in range(4)]
    return xs, ks


def _check_collectives(res, xs, ks, custom=np.cumsum):
    """numpy's view of COLLECTIVES on process i = 2 * replica + partition."""
    for i in range(4):
        r, p = divmod(i, 2)
        np.testing.assert_allclose(res[i][0], sum(xs), rtol=1e-5, atol=1e-6)
        np.testing.assert_array_equal(res[i][1], np.concatenate([xs[p], xs[2 + p]]))
        np.testing.assert_array_equal(res[i][2], xs[2 * r] if p == 1 else np.zeros((4, 4)))
        part = np.maximum(xs[p], xs[2 + p])
        np.testing.assert_array_equal(res[i][3], part[2:] if r == 0 else part[:2])
        group = [2 + p, p]
        k = group.index(i)
        np.testing.assert_array_equal(res[i][4], np.concatenate([xs[j][:, 2 * k:2 * k + 2]
                                                                 for j in group]))
        np.testing.assert_array_equal(res[i][5], xs[2 * r + 1])
        np.testing.assert_array_equal(res[i][6], np.abs(xs[p] - xs[2 + p]))
        np.testing.assert_array_equal(res[i][7], custom(ks[i]))
        assert (int(res[i][8]), int(res[i][9])) == (r, p)


@pytest.fixture
def cumsum():
    stablehlo_cc.register_custom_call("aot_cumsum", np.cumsum)
    yield
    stablehlo_cc.unregister_custom_call("aot_cumsum")


@pytest.fixture
def collectives_library(cumsum, tmp_path):
    path = tmp_path / "coll.so"
    stablehlo_cc.build_library(COLLECTIVES, str(path))
    return path


def test_loaded_library_runs_collectives_on_the_thread_grid(collectives_library, monkeypatch):
    xs, ks = _collective_inputs()
    args = [[x, k] for x, k in zip(xs, ks)]
    lib = stablehlo_cc.load(collectives_library)
    # The general region (|a - b|) is folded with the library's compiled combiner: nothing
    # is compiled at run time.
    from stablehlo_cc.runtime import reduction

    def no_compiling(*args):
        raise AssertionError("compiled a reduction region at run time")

    monkeypatch.setattr(reduction, "compile_region", no_compiling)
    got = lib.run_grid(args)
    monkeypatch.undo()
    _check_collectives(got, xs, ks)
    want = stablehlo_cc.compile(COLLECTIVES).run_grid(args)
    for g, w in zip(got, want):
        for a, b in zip(g, w):
            np.testing.assert_array_equal(a, b)
    # Outside a grid run the library's collectives fail cleanly, as the JIT's do.
    with pytest.raises(GridError, match=r"stablehlo.all_reduce at .* needs the grid runtime"):
        lib.function("main")(xs[0], ks[0])


def test_loaded_library_failures_name_op_and_process(cumsum, tmp_path):
    stablehlo_cc.unregister_custom_call("aot_cumsum")
    stablehlo_cc.register_custom_call("aot_cumsum", lambda k: 1 / 0 if k[0] == 99 else k)
    path = str(tmp_path / "coll.so")
    stablehlo_cc.build_library(COLLECTIVES, path)
    lib = stablehlo_cc.load(path)
    xs, ks = _collective_inputs()
    ks[3] = np.array([99, 0, 0], np.int64)
    with pytest.raises(GridError, match=r"process 3 .*ZeroDivisionError"):
        lib.run_grid([[x, k] for x, k in zip(xs, ks)], timeout=30)


FEEDS_AND_CHANNELS = """
module attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main(%t: !stablehlo.token) -> (tensor<3xi32>, !stablehlo.token) {
    %f:2 = "stablehlo.infeed"(%t) {infeed_config = ""} : (!stablehlo.token) -> (tensor<3xi32>, !stablehlo.token)
    %r = stablehlo.replica_id : tensor<ui32>
    %ri = stablehlo.convert %r : (tensor<ui32>) -> tensor<i32>
    %rb = stablehlo.broadcast_in_dim %ri, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %v = stablehlo.add %f#0, %rb : tensor<3xi32>
    %o = "stablehlo.outfeed"(%v, %f#1) {outfeed_config = ""} : (tensor<3xi32>, !stablehlo.token) -> !stablehlo.token
    return %v, %o : tensor<3xi32>, !stablehlo.token
  }
}
"""


def test_loaded_library_reads_infeed_and_writes_outfeed(tmp_path):
    path = str(tmp_path / "feeds.so")
    stablehlo_cc.build_library(FEEDS_AND_CHANNELS, path)
    lib = stablehlo_cc.load(path)
    for i in range(2):
        lib.infeed(i).put(np.array([1, 2, 3], np.int32) * (i + 5))
    got = lib.run_grid([[None], [None]])
    for i in range(2):
        want = np.array([1, 2, 3], np.int32) * (i + 5) + i
        np.testing.assert_array_equal(got[i][0], want)
        assert got[i][1] is None
        np.testing.assert_array_equal(lib.outfeed(i).get(timeout=5), want)


def test_metadata_describes_the_runtime_ops(collectives_library):
    from stablehlo_cc.runtime.library import read_metadata
    meta = read_metadata(str(collectives_library))
    assert meta["abi_version"] == 2
    assert meta["grid"] == {"num_replicas": 2, "num_partitions": 2}
    (fn,) = meta["functions"]
    assert fn["takes_runtime"] is True
    assert fn["services"] == ["replica_id", "partition_id", "all_reduce", "reduce_scatter",
                              "all_gather", "all_to_all", "collective_permute",
                              "collective_broadcast", "custom_call"]
    ops = meta["runtime"]["ops"]
    assert [op["service"] for op in ops].count("all_reduce") == 2
    gather = next(op for op in ops if op["service"] == "all_gather")
    assert gather["inputs"] == [{"shape": [4, 4], "element": "f32"}]
    assert gather["outputs"] == [{"shape": [8, 4], "element": "f32"}]
    assert gather["replica_groups"] == [[0, 1]] and gather["attrs"] == {"all_gather_dim": 0}
    call = next(op for op in ops if op["service"] == "custom_call")
    assert call["target"] == "aot_cumsum" and call["results"] == [{"shape": [3], "element": "i64"}]


def test_header_declares_the_runtime_interface(collectives_library, tmp_path):
    header = tmp_path / "coll.h"
    stablehlo_cc.build_library(COLLECTIVES, str(tmp_path / "again.so"), header=str(header),
                               prefix="coll")
    text = header.read_text()
    assert "typedef struct shlo_runtime {" in text and "shlo_service all_reduce;" in text
    assert "int32_t coll_main(const shlo_runtime *runtime, const float *arg0" in text
    assert "runtime services it calls: replica_id, partition_id, all_reduce" in text
    # It compiles with a caller that fills in every service slot it names.
    (tmp_path / "use.c").write_text(
        '#include "coll.h"\nint32_t f(void *c, const shlo_op *o, const void *const *i, '
        "void *const *r) { (void)c; (void)o; (void)i; (void)r; return 0; }\n"
        "int main(void) { shlo_runtime rt = {SHLO_RUNTIME_VERSION, sizeof rt, 0, "
        + ", ".join(["f"] * len(SERVICES)) + "}; (void)rt; return SHLO_REDUCE_REGION == 8 ? 0 : 1; }\n")
    _run([c_compiler(), "-std=c99", "-Wall", "-Werror", "-I", tmp_path, "-c",
          tmp_path / "use.c", "-o", tmp_path / "use.o"], tmp_path)


def _mpirun(args, cwd, timeout=240):
    env = dict(os.environ, PATH=BIN + os.pathsep + os.environ.get("PATH", ""))
    return subprocess.run([os.path.join(BIN, "mpirun"), "-n", "4", *map(str, args)], cwd=cwd,
                          env=env, capture_output=True, text=True, timeout=timeout)


def test_library_under_mpirun_matches_the_jit_grid(tmp_path):
    """`stablehlo-cc run prog.so` under mpirun: one rank a grid process, Python's services."""
    # Without custom calls: the ranks are fresh processes with nothing registered.
    program = COLLECTIVES.replace(
        "%kk = stablehlo.custom_call @aot_cumsum(%k) : (tensor<3xi64>) -> tensor<3xi64>",
        "%kk = stablehlo.add %k, %k : tensor<3xi64>")
    stablehlo_cc.build_library(program, str(tmp_path / "prog.so"))
    xs, ks = _collective_inputs()
    np.savez(tmp_path / "in.npz", **{f"p{i}_arg0": x for i, x in enumerate(xs)},
             **{f"p{i}_arg1": k for i, k in enumerate(ks)})
    proc = _mpirun([os.path.join(BIN, "stablehlo-cc"), "run", "prog.so", "--inputs", "in.npz",
                    "--save", "got.npz"], tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "(4 MPI ranks)" in proc.stdout
    want = stablehlo_cc.compile(program).run_grid([[x, k] for x, k in zip(xs, ks)])
    with np.load(tmp_path / "got.npz") as f:
        got = [[f[f"p{i}_result{j}"] for j in range(10)] for i in range(4)]
    _check_collectives(got, xs, ks, custom=lambda k: 2 * k)
    for g, w in zip(got, want):
        np.testing.assert_allclose(g[0], w[0], rtol=1e-6, atol=1e-6)  # MPI's summation order
        for a, b in zip(g[1:], w[1:]):
            np.testing.assert_array_equal(a, b)


CHANNELS = """
func.func @send0(%x: tensor<2x3xi64>, %t: !stablehlo.token) -> !stablehlo.token {
  %r = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
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
"""

CHANNEL_JOB = """
import numpy as np, stablehlo_cc
from mpi4py import MPI
from stablehlo_cc.runtime import mpi
rank = MPI.COMM_WORLD.Get_rank()
entry = ["send0", "recv0"][rank]
exe = stablehlo_cc.load("channels.so", entry=entry, num_replicas=2)
x = np.arange(6, dtype=np.int64).reshape(2, 3) * (rank + 1)
res = mpi.run(exe, [x, None] if entry == "send0" else [None], entry=entry, timeout=30)
np.savez(f"ch{rank}.npz", *[r for r in res if r is not None])
"""


def test_library_channels_under_mpirun_and_on_the_thread_grid(tmp_path):
    """send/recv of a library (MPMD: process 0 sends, process 1 receives), on the thread grid
    and across two MPI ranks."""
    stablehlo_cc.build_library(CHANNELS, str(tmp_path / "channels.so"))
    lib = stablehlo_cc.load(tmp_path / "channels.so", entry="send0", num_replicas=2)
    x = np.arange(6, dtype=np.int64).reshape(2, 3)
    got = lib.run_grid([[x, None], [None]], entries=["send0", "recv0"])
    np.testing.assert_array_equal(got[1][0], x * 10)
    (tmp_path / "job.py").write_text(CHANNEL_JOB)
    env = dict(os.environ, PATH=BIN + os.pathsep + os.environ.get("PATH", ""))
    proc = subprocess.run([os.path.join(BIN, "mpirun"), "-n", "2", sys.executable, "job.py"],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=240)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    with np.load(tmp_path / "ch1.npz") as f:
        np.testing.assert_array_equal(f["arr_0"], x * 10)
