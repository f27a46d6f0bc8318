"""JAX programs written for 8 devices (pmap, shard_map on a 4x2 mesh) run on the grid.

JAX runs in a subprocess with XLA_FLAGS=--xla_force_host_platform_device_count=8 (the flag
must be set before jax is imported); it writes the exported program, the inputs and its own
results. We compile the program, give each grid process its shard, and compare.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import stablehlo_cc

SCRIPT = textwrap.dedent('''
    import json, sys
    import numpy as np
    import jax, jax.numpy as jnp
    from jax.sharding import Mesh, PartitionSpec as P
    out = sys.argv[1]
    rng = np.random.default_rng(0)

    def pmapped(a, b):
        s = jax.lax.psum(a * 2.0, "i")
        g = jax.lax.all_gather(b, "i")
        m = jax.lax.pmax(a, "i")
        p = jax.lax.ppermute(a, "i", [(j, (j + 1) % 8) for j in range(8)])
        return s + m + p, g.sum(0) + jax.lax.axis_index("i").astype(jnp.float32)

    a = rng.standard_normal((8, 4)).astype(np.float32)
    b = rng.standard_normal((8, 6)).astype(np.float32)
    f = jax.pmap(pmapped, axis_name="i")
    r = f(a, b)
    np.savez(out + "/pmap.npz", a=a, b=b, r0=np.asarray(r[0]), r1=np.asarray(r[1]))
    open(out + "/pmap.mlir", "w").write(f.lower(a, b).as_text())

    mesh = Mesh(np.array(jax.devices()[:8]).reshape(4, 2), ("x", "y"))

    def body(x, w):
        # a tensor-parallel matmul step: local product, sum over y, gather rows over x,
        # all_to_all and a psum_scatter over x, a mean over everything.
        h = jax.lax.psum(x @ w, "y")
        rows = jax.lax.all_gather(h, "x", axis=0, tiled=True)
        t = jax.lax.all_to_all(h, "x", 1, 0, tiled=True)
        sc = jax.lax.psum_scatter(rows, "x", scatter_dimension=0, tiled=True)
        mean = jax.lax.pmean(x, ("x", "y"))
        return sc + jnp.sum(t) + mean.sum(), rows

    sm = jax.jit(jax.shard_map(body, mesh=mesh, in_specs=(P("x", "y"), P("y", None)),
                               out_specs=(P("x", "y"), P(None, "y")), check_vma=False))
    x = rng.standard_normal((8, 8)).astype(np.float32)
    w = rng.standard_normal((8, 8)).astype(np.float32)
    r = sm(x, w)
    np.savez(out + "/shard_map.npz", x=x, w=w, r0=np.asarray(r[0]), r1=np.asarray(r[1]))
    exported = jax.export.export(sm)(x, w)
    open(out + "/shard_map.mlir", "w").write(exported.mlir_module())

    # No shard_map: a global program with sharding hints (GSPMD/Shardy would partition it).
    from jax.sharding import NamedSharding
    auto = jax.jit(lambda v: jnp.tanh(v @ v.T).sum(0),
                   in_shardings=NamedSharding(mesh, P("x", "y")))
    np.savez(out + "/auto.npz", x=x, r=np.asarray(auto(x)))
    open(out + "/auto.mlir", "w").write(auto.lower(x).as_text())
''')


@pytest.fixture(scope="module")
def jax_outputs(tmp_path_factory):
    out = tmp_path_factory.mktemp("jax8")
    env = dict(os.environ, XLA_FLAGS="--xla_force_host_platform_device_count=8",
               JAX_PLATFORMS="cpu")
    subprocess.run([sys.executable, "-c", SCRIPT, str(out)], check=True, env=env, timeout=300)
    return out


def _shard(array, spec, coords, mesh_shape):
    """The block of `array` a device at mesh `coords` holds under PartitionSpec `spec`."""
    index = []
    for dim, axis in enumerate(spec):
        if axis is None:
            index.append(slice(None))
            continue
        n = mesh_shape[axis]
        size = array.shape[dim] // n
        index.append(slice(coords[axis] * size, (coords[axis] + 1) * size))
    return array[tuple(index)]


def _assemble(blocks, spec, coords_list, mesh_shape, shape, dtype):
    out = np.zeros(shape, dtype)
    for block, coords in zip(blocks, coords_list):
        index = []
        for dim, axis in enumerate(spec):
            if axis is None:
                index.append(slice(None))
            else:
                size = block.shape[dim]
                index.append(slice(coords[axis] * size, (coords[axis] + 1) * size))
        out[tuple(index)] = block
    return out


def test_pmap_program_matches_jax(jax_outputs):
    exe = stablehlo_cc.compile(str(jax_outputs / "pmap.mlir"))
    assert exe.num_replicas * exe.num_partitions == 8
    data = np.load(jax_outputs / "pmap.npz")
    a, b = data["a"], data["b"]
    results = exe.run_grid([[a[i:i + 1], b[i:i + 1]] for i in range(8)])
    np.testing.assert_allclose(np.concatenate([r[0] for r in results]), data["r0"], rtol=1e-6)
    np.testing.assert_allclose(np.concatenate([r[1] for r in results]), data["r1"], rtol=1e-6)


def test_shard_map_program_matches_jax(jax_outputs):
    exe = stablehlo_cc.compile(str(jax_outputs / "shard_map.mlir"))
    assert (exe.num_replicas, exe.num_partitions) == (1, 8)
    data = np.load(jax_outputs / "shard_map.npz")
    x, w = data["x"], data["w"]
    mesh = {"x": 4, "y": 2}
    coords = [{"x": i // 2, "y": i % 2} for i in range(8)]  # partition id = device in the mesh
    args = [[_shard(x, ("x", "y"), c, mesh), _shard(w, ("y", None), c, mesh)] for c in coords]
    results = exe.run_grid(args)
    got0 = _assemble([r[0] for r in results], ("x", "y"), coords, mesh, data["r0"].shape,
                     np.float32)
    got1 = _assemble([r[1] for r in results], (None, "y"), coords, mesh, data["r1"].shape,
                     np.float32)
    np.testing.assert_allclose(got0, data["r0"], rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(got1, data["r1"], rtol=1e-5, atol=1e-5)


def test_a_sharded_global_program_runs_whole(jax_outputs):
    exe = stablehlo_cc.compile(str(jax_outputs / "auto.mlir"))
    data = np.load(jax_outputs / "auto.npz")
    np.testing.assert_allclose(exe(data["x"]), data["r"], rtol=1e-5, atol=1e-5)
