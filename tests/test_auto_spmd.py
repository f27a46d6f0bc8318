"""Sharded JAX programs partitioned with Shardy (compiler/stablehlo/auto_spmd.py) match JAX on
8 devices.

JAX runs in a subprocess with XLA_FLAGS=--xla_force_host_platform_device_count=8 (set before
jax is imported) and writes each program (`jit` with shardings on a 2x4 mesh, shard_maps over
some of its axes, code around them), its global inputs and its own results. We compile each
with num_partitions=8, run the 8 per-device programs on the grid (`run_sharded` splits the
inputs by the partitioned program's layouts and joins the results) and compare.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.errors import CompileError
from stablehlo_cc.contract.sharding import Layout, Mesh

SCRIPT = textwrap.dedent('''
    import sys
    import numpy as np
    import jax, jax.numpy as jnp
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    out = sys.argv[1]
    rng = np.random.default_rng(0)
    mesh = Mesh(np.array(jax.devices()[:8]).reshape(2, 4), ("x", "y"))
    S = lambda *spec: NamedSharding(mesh, P(*spec))
    J = lambda f, *ins, **kw: jax.jit(f, in_shardings=tuple(S(*i) for i in ins), **kw)

    def save(name, f, *args):
        r = f(*args)
        rs = r if isinstance(r, tuple) else (r,)
        np.savez(f"{out}/{name}.npz", *args, *[np.asarray(v) for v in rs])
        open(f"{out}/{name}.mlir", "w").write(f.lower(*args).as_text())

    a = rng.standard_normal((8, 16)).astype(np.float32)
    b = rng.standard_normal((16, 12)).astype(np.float32)
    idx = rng.integers(0, 8, (16,)).astype(np.int32)

    # matmul with both operands sharded (contracting dimension over y: an all_reduce)
    save("matmul", J(lambda a, b: a @ b, ("x", "y"), ("y", None), out_shardings=S("x", None)),
         a, b)
    save("elementwise_reduce", J(lambda a: (jnp.sin(a) * 2 + a).sum(0), ("x", "y")), a)
    save("iota", J(lambda a: a + jnp.arange(16, dtype=jnp.float32), ("x", "y"),
                   out_shardings=S("x", "y")), a)
    save("max_min_any_all", J(lambda a: (jnp.max(a, axis=0), jnp.min(a, axis=1),
                                         jnp.any(a > 1, axis=1), jnp.all(a > -2, axis=0)),
                              ("x", "y")), a)
    save("softmax_argmax", J(lambda a: (jax.nn.softmax(a, axis=1), jnp.argmax(a, axis=0)),
                             ("x", "y")), a)
    # reshards Shardy turns into all_to_all, collective_permute, all_slice and all_gather
    # over (sub-)axes
    wsc = jax.lax.with_sharding_constraint
    save("reshard_all_to_all", J(lambda a: wsc(jnp.sin(a), S(None, ("x", "y"))) + 1,
                                 ("x", "y"), out_shardings=S(("y", "x"), None)), a)
    save("reshard_permute", J(lambda a: wsc(a, S(("y", "x"), None)) + wsc(a, S(("x", "y"), None)),
                              ("x", "y")), a)
    save("reshard_sub_axes", J(lambda a: a.reshape(4, 2, 16) * 2, ("y", None),
                               out_shardings=S("x", None, None)), a)
    # shapes that do not split evenly, slices, shifts and windows along sharded dimensions
    save("uneven_slice", J(lambda a: jax.lax.with_sharding_constraint(a[1:7, ::2] * 3,
                                                                      S("y", None)).sum(0),
                           ("x", "y")), a)
    save("cumsum_sort_reverse",
         J(lambda a: (jnp.cumsum(a, axis=0), jnp.sort(a, axis=1), a[::-1] + 1), ("x", "y")), a)
    save("pad_concat", J(lambda a: (jax.lax.pad(a, 0.5, [(0, 1, 1), (3, 1, 0)]) * 2,
                                    jnp.concatenate([a, 2 * a], axis=1)),
                         ("x", "y"), out_shardings=(S("x", "y"), S("x", "y"))), a)
    # (Shardy's permutation-factor pass aborts on this one: partitioned again without it)
    save("dynamic_slice", J(lambda a, i: jax.lax.dynamic_slice(a, (i[0] % 4, 2), (4, 8)),
                            ("x", "y"), ()), a, idx)

    # a training step of a small MLP: weights sharded over y, the batch over x
    w1 = (rng.standard_normal((16, 32)) * 0.1).astype(np.float32)
    w2 = (rng.standard_normal((32, 4)) * 0.1).astype(np.float32)
    def loss(w1, w2, x):
        return jnp.mean((jnp.tanh(x @ w1) @ w2) ** 2)
    def step(w1, w2, x):
        g1, g2 = jax.grad(loss, (0, 1))(w1, w2, x)
        return w1 - 0.1 * g1, w2 - 0.1 * g2, loss(w1, w2, x)
    save("train_step", J(step, (None, "y"), ("y", None), ("x", None)), w1, w2, a)

    # a mesh whose devices are in reverse order (sdy.mesh device_ids)
    rev = Mesh(np.array(jax.devices()[:8])[::-1].reshape(4, 2), ("a", "b"))
    save("reversed_mesh", jax.jit(lambda a, b: jnp.exp(a) @ b,
                                  in_shardings=(NamedSharding(rev, P("a", "b")),
                                                NamedSharding(rev, P("b", None)))), a, b)

    # shard_map over only some mesh axes, with code before and after it
    sm = jax.shard_map(lambda v: jax.lax.psum(v, "x") * 2, mesh=mesh, in_specs=P("x"),
                       out_specs=P(), axis_names={"x"})
    save("partly_manual", J(lambda a: jnp.tanh(sm(a @ a.T)), ("x", "y")), a)
    sm2 = jax.shard_map(lambda v: jax.lax.psum(v.sum(1, keepdims=True), "y") + v, mesh=mesh,
                        in_specs=P(None, "y"), out_specs=P(None, "y"), axis_names={"y"})
    save("code_around_shard_map", J(lambda a: sm2(jnp.cos(a) * 3).T @ a, ("x", "y")), a)

    # a shard_map in a called (nested jit) function
    inner = jax.jit(jax.shard_map(lambda v: jax.lax.psum(v, ("x", "y")), mesh=mesh,
                                  in_specs=P("x", "y"), out_specs=P()))
    save("shard_map_in_called_function", jax.jit(lambda a: inner(a * 2) + 1), a)

    # ops Shardy cannot partition along sharded dimensions here (or whose partial results it
    # would combine wrongly) run whole on every device, their operands and results replicated
    save("gather", J(lambda a, i: a[i], ("x", "y"), ("y",)), a, idx)
    save("scatter", J(lambda a, i: a.at[i % 8].add(1.0), ("x", "y"), ("y",)), a, idx)
    img = rng.standard_normal((8, 8, 8, 4)).astype(np.float32)
    ker = rng.standard_normal((3, 3, 4, 6)).astype(np.float32)
    save("convolution", J(lambda x, k: jax.lax.conv_general_dilated(
        x, k, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")), ("x",), ()), img, ker)
    save("product", J(lambda a: jnp.prod(a, axis=0), ("x", "y")), a)
    save("update_slice", J(lambda a, i: (jax.lax.dynamic_slice(a, (i[0] % 4, 2), (4, 8)),
                                         jax.lax.dynamic_update_slice(
                                             a, jnp.ones((2, 4), a.dtype), (3, 5))),
                           ("x", "y"), ()), a, idx)
    save("loop", J(lambda a: jax.lax.fori_loop(0, 3, lambda k, v: jnp.sin(v) + k, a),
                   ("x", "y")), a)
    key = jax.random.key(0)
    save("random", J(lambda a: a + jax.random.uniform(key, a.shape), ("x", "y")), a)
''')


@pytest.fixture(scope="module")
def jax_programs(tmp_path_factory):
    out = tmp_path_factory.mktemp("jax8auto")
    env = dict(os.environ, XLA_FLAGS="--xla_force_host_platform_device_count=8",
               JAX_PLATFORMS="cpu")
    subprocess.run([sys.executable, "-c", SCRIPT, str(out)], check=True, env=env, timeout=300,
                   capture_output=True)
    return out


def _load(path, name):
    data = np.load(path / f"{name}.npz")
    return [data[k] for k in sorted(data.files, key=lambda k: int(k.split("_")[1]))]


@pytest.mark.parametrize("name", [
    "matmul", "elementwise_reduce", "max_min_any_all", "iota", "softmax_argmax",
    "reshard_all_to_all", "reshard_permute", "reshard_sub_axes", "uneven_slice",
    "cumsum_sort_reverse", "pad_concat", "dynamic_slice", "train_step", "reversed_mesh",
    "partly_manual", "code_around_shard_map", "shard_map_in_called_function",
    "gather", "scatter", "convolution", "product", "update_slice", "loop", "random",
])
def test_partitioned_program_matches_jax(jax_programs, name):
    exe = stablehlo_cc.compile(str(jax_programs / f"{name}.mlir"), num_partitions=8)
    assert (exe.num_replicas, exe.num_partitions) == (1, 8)
    arrays = _load(jax_programs, name)
    nargs = len(exe.signature.args)
    got = exe.run_sharded(*arrays[:nargs])
    got = got if isinstance(got, tuple) else (got,)
    expected = arrays[nargs:]
    assert len(got) == len(expected)
    for g, e in zip(got, expected):
        assert g.shape == e.shape and g.dtype == e.dtype
        np.testing.assert_allclose(g, e, rtol=2e-5, atol=2e-5)


def test_partitioned_program_is_per_device(jax_programs):
    """Each process holds its block: the matmul's arguments are 4x4 and 4x12 blocks."""
    exe = stablehlo_cc.compile(str(jax_programs / "matmul.mlir"), num_partitions=8)
    assert [tuple(t.shape) for t in exe.signature.args] == [(4, 4), (4, 12)]
    text = stablehlo_cc.compile(str(jax_programs / "matmul.mlir"), num_partitions=8,
                                emit="stablehlo")
    assert "sdy." not in text and "__shlo_coll" in text  # the all_reduce, a runtime call


def test_partly_manual_program_is_partitioned_without_asking(jax_programs):
    exe = stablehlo_cc.compile(str(jax_programs / "partly_manual.mlir"))
    assert (exe.num_replicas, exe.num_partitions) == (1, 8)
    arrays = _load(jax_programs, "partly_manual")
    np.testing.assert_allclose(exe.run_sharded(arrays[0]), arrays[1], rtol=2e-5, atol=2e-5)


def test_sharded_program_still_runs_whole_without_a_grid(jax_programs):
    exe = stablehlo_cc.compile(str(jax_programs / "matmul.mlir"))
    a, b, r = _load(jax_programs, "matmul")
    np.testing.assert_allclose(exe(a, b), r, rtol=1e-5, atol=1e-5)


# A sum that starts from a nonzero value: Shardy would add the start once a device; the
# reduce is made to run whole instead.
SUM_FROM_ONE = """
module @m attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>})
      -> tensor<16xf32> {
    %c = stablehlo.constant dense<1.0> : tensor<f32>
    %r = stablehlo.reduce(%a init: %c) applies stablehlo.add across dimensions = [0]
        : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %r : tensor<16xf32>
  }
}
"""


def test_sum_from_nonzero_start():
    exe = stablehlo_cc.compile(SUM_FROM_ONE, num_partitions=8)
    a = np.arange(128, dtype=np.float32).reshape(8, 16)
    np.testing.assert_array_equal(exe.run_sharded(a), a.sum(0) + 1)


# An argument sharded unevenly: Shardy keeps the part of its sharding that splits evenly (the
# layouts say which), so the global array still goes in whole.
UNEVEN_ARGUMENT = """
module @m attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<6x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}]>})
      -> tensor<6x16xf32> {
    %r = stablehlo.exponential %a : tensor<6x16xf32>
    return %r : tensor<6x16xf32>
  }
}
"""


def test_uneven_argument_sharding():
    exe = stablehlo_cc.compile(UNEVEN_ARGUMENT, num_partitions=8)
    a = np.linspace(-1, 1, 96, dtype=np.float32).reshape(6, 16)
    np.testing.assert_allclose(exe.run_sharded(a), np.exp(a), rtol=1e-6)
    assert exe.layouts["main"][0][0].shards() == [2, 2]


@pytest.mark.parametrize("text,message", [
    ("""
module @m attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  sdy.mesh @other = <["z"=8]>
  func.func public @main(%a: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>},
                         %b: tensor<8xf32> {sdy.sharding = #sdy.sharding<@other, [{"z"}]>})
      -> tensor<8xf32> {
    %r = stablehlo.add %a, %b : tensor<8xf32>
    return %r : tensor<8xf32>
  }
}""", "partitioning needs one device mesh; the program has 2"),
    ("""
module @m attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}],
                                                                          unreduced={"y"}>})
      -> tensor<8xf32> {
    %r = stablehlo.add %a, %a : tensor<8xf32>
    return %r : tensor<8xf32>
  }
}""", r"prog\.mlir:\d+:\d+: error: .*unreduced"),
])
def test_programs_we_cannot_partition_are_compile_errors(text, message):
    with pytest.raises(CompileError, match=message):
        stablehlo_cc.compile(text, num_partitions=8, source_name="prog.mlir")


def test_num_partitions_must_match_the_mesh(jax_programs):
    with pytest.raises(CompileError, match="has 8 devices, but num_partitions=4"):
        stablehlo_cc.compile(str(jax_programs / "matmul.mlir"), num_partitions=4)


def test_run_sharded_needs_a_partitioned_program(jax_programs):
    exe = stablehlo_cc.compile(str(jax_programs / "matmul.mlir"))
    with pytest.raises(RuntimeError, match="not partitioned"):
        exe.run_sharded(*_load(jax_programs, "matmul")[:2])


def test_layout_blocks():
    """Device blocks by mesh coordinates, sub-axes and device order, written out by hand."""
    mesh = Mesh([("x", 2), ("y", 4)], [7, 6, 5, 4, 3, 2, 1, 0])
    array = np.arange(8 * 4).reshape(8, 4)
    # rows over (y, x): device at position (x, y) holds row block y * 2 + x
    layout = Layout(mesh, [[("y", None), ("x", None)], []])
    blocks = layout.split(array)
    for position in range(8):
        x, y = divmod(position, 4)
        device = 7 - position
        np.testing.assert_array_equal(blocks[device], array[y * 2 + x: y * 2 + x + 1])
    np.testing.assert_array_equal(layout.join(blocks), array)
    # columns over the minor half of y ("y":(2)2): block y % 2
    layout = Layout(mesh, [[], [("y", (2, 2))]])
    blocks = layout.split(array)
    for position in range(8):
        y = position % 4
        np.testing.assert_array_equal(blocks[7 - position], array[:, (y % 2) * 2:(y % 2) * 2 + 2])
    np.testing.assert_array_equal(layout.join(blocks), array)
    with pytest.raises(ValueError, match="cannot be split in 2"):
        layout.split(np.zeros((2, 3)))


def _cli_files(jax_programs, name, tmp_path):
    arrays = _load(jax_programs, name)
    nargs = len(stablehlo_cc.compile(str(jax_programs / f"{name}.mlir"),
                                     num_partitions=8).signature.args)
    np.savez(tmp_path / "in.npz", **{f"arg{k}": a for k, a in enumerate(arrays[:nargs])})
    np.savez(tmp_path / "want.npz", **{f"result{k}": a for k, a in enumerate(arrays[nargs:])})
    return [str(jax_programs / f"{name}.mlir"), "--num-partitions", "8", "--inputs",
            str(tmp_path / "in.npz"), "--expected", str(tmp_path / "want.npz")]


def test_cli_partitions_and_takes_global_arrays(jax_programs, tmp_path):
    """`stablehlo-cc run prog.mlir --num-partitions 8` on JAX's global inputs gives JAX's
    global results, on the thread grid and with one MPI rank a device."""
    args = _cli_files(jax_programs, "matmul", tmp_path)
    bin_dir = os.path.dirname(sys.executable)
    cli = os.path.join(bin_dir, "stablehlo-cc")
    proc = subprocess.run([cli, "run", *args], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert "partitioned over 8 devices (the thread grid)" in proc.stdout
    assert "result 0: match" in proc.stdout
    env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ.get("PATH", ""))
    proc = subprocess.run([os.path.join(bin_dir, "mpirun"), "-n", "8", cli, "run", *args],
                          capture_output=True, text=True, timeout=600, env=env)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "(8 MPI ranks)" in proc.stdout and "result 0: match" in proc.stdout


def test_cli_rejects_bad_grid_sizes(jax_programs):
    cli = os.path.join(os.path.dirname(sys.executable), "stablehlo-cc")
    proc = subprocess.run([cli, "run", str(jax_programs / "matmul.mlir"), "--num-partitions",
                           "0"], capture_output=True, text=True, timeout=120)
    assert proc.returncode != 0 and "positive integer" in proc.stderr
