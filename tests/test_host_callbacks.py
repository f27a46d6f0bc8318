"""JAX host callbacks (jax.debug.print, pure_callback, io_callback) compiled from a JAX
`Lowered`: each `xla_ffi_python_cpu_callback` site calls the Lowered's Python function;
jax.jit is the oracle for values, prints and their order."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import lax
from jax.experimental import io_callback

import stablehlo_cc


def _both(f, *args):
    """(stablehlo-cc's result, jax.jit's result) of `f` on `args`, calls in that order."""
    exe = stablehlo_cc.compile(jax.jit(f).lower(*args))
    return exe(*args), jax.jit(f)(*args)


def test_debug_print_in_a_loop_prints_each_step_in_order(capsys):
    def f(x):
        def body(i, acc):
            jax.debug.print("step {i}: {a}", i=i, a=acc)
            return acc * 2 + i
        return lax.fori_loop(0, 4, body, x)

    x = np.array([1.0, -0.5], np.float32)
    exe = stablehlo_cc.compile(jax.jit(f).lower(x))
    ours = exe(x)
    printed = capsys.readouterr().out
    expected = jax.jit(f)(x)
    jax.effects_barrier()
    assert printed == capsys.readouterr().out  # the same lines as jax.jit, in the same order
    assert printed.count("step") == 4 and printed.index("step 0") < printed.index("step 3")
    np.testing.assert_array_equal(ours, expected)


def test_pure_callback_results_are_used_afterwards():
    def f(x):
        shape = jax.ShapeDtypeStruct(x.shape, x.dtype)
        y = jax.pure_callback(lambda a: np.cumsum(np.asarray(a)[::-1]).astype(a.dtype),
                              shape, x)
        return jnp.tanh(y) + x, jnp.sum(y)

    x = np.linspace(-1, 1, 7).astype(np.float32)
    (a, s), (ea, es) = _both(f, x)
    np.testing.assert_allclose(a, ea, rtol=1e-6)
    np.testing.assert_allclose(s, es, rtol=1e-6)


def test_callbacks_in_cond_and_vmap():
    def in_cond(x, p):
        shape = jax.ShapeDtypeStruct(x.shape, x.dtype)
        return lax.cond(p > 0, lambda v: jax.pure_callback(np.exp, shape, v),
                        lambda v: -v, x)

    x = np.array([0.25, 2.0], np.float32)
    for p in (np.int32(1), np.int32(-1)):
        ours, expected = _both(in_cond, x, p)
        np.testing.assert_allclose(ours, expected, rtol=1e-6)

    def per_row(v):
        return jax.pure_callback(lambda a: np.sort(a), jax.ShapeDtypeStruct(v.shape, v.dtype),
                                 v, vmap_method="sequential")

    m = np.array([[3, 1, 2], [9, 7, 8]], np.int32)
    ours, expected = _both(jax.vmap(per_row), m)
    np.testing.assert_array_equal(ours, expected)


def test_ordered_io_callback_runs_in_program_order():
    seen = []

    def record(tag):
        def cb(v):
            seen.append((tag, np.asarray(v).tolist()))
            return np.asarray(v) + 1
        return cb

    def f(x):
        shape = jax.ShapeDtypeStruct(x.shape, x.dtype)
        a = io_callback(record("a"), shape, x, ordered=True)
        b = io_callback(record("b"), shape, x * 10, ordered=True)  # independent of a
        c = io_callback(record("c"), shape, a + b, ordered=True)
        return c

    x = np.array([1, 2], np.int32)
    exe = stablehlo_cc.compile(jax.jit(f).lower(x))
    ours = exe(x)  # called like the JAX function: its tokens stay out of sight
    ours_seen, seen[:] = list(seen), []
    expected = jax.jit(f)(x)
    np.testing.assert_array_equal(ours, expected)
    assert ours_seen == seen == [("a", [1, 2]), ("b", [10, 20]), ("c", [13, 24])]
    assert exe(None, x).tolist() == [14, 25]  # main's own arguments (its token) work too


def test_a_callback_exception_reaches_the_caller():
    def boom(v):
        raise ValueError(f"bad value {int(v)}")

    def f(x):
        return jax.pure_callback(boom, jax.ShapeDtypeStruct((), np.int32), x) + 1

    exe = stablehlo_cc.compile(jax.jit(f).lower(np.int32(3)))
    with pytest.raises(ValueError, match=r"jax.pure_callback at .*bad value 3") as info:
        exe(np.int32(3))
    assert isinstance(info.value.__cause__, ValueError)
    # A wrong result shape is JAX's own check, raised the same way.
    exe = stablehlo_cc.compile(jax.jit(
        lambda x: jax.pure_callback(lambda v: np.zeros(2, np.int32),
                                    jax.ShapeDtypeStruct((3,), np.int32), x)).lower(
        np.int32(0)))
    with pytest.raises(RuntimeError, match="Incorrect output shape"):
        exe(np.int32(0))


def test_same_code_different_functions():
    """Two Lowered objects of the same text share cached code but call their own functions."""
    def make(k):
        def f(x):
            return jax.pure_callback(lambda v: v * k, jax.ShapeDtypeStruct((2,), np.float32), x)
        return f

    x = np.array([1.0, 2.0], np.float32)
    two = stablehlo_cc.compile(jax.jit(make(2.0)).lower(x))
    three = stablehlo_cc.compile(jax.jit(make(3.0)).lower(x))
    np.testing.assert_array_equal(two(x), [2, 4])
    np.testing.assert_array_equal(three(x), [3, 6])


def test_text_and_library_are_refused(tmp_path):
    def f(x):
        jax.debug.print("{x}", x=x)
        return x + 1

    lowered = jax.jit(f).lower(np.float32(1))
    with pytest.raises(stablehlo_cc.CompileError, match="JAX host callback.*Lowered"):
        stablehlo_cc.compile(lowered.as_text())
    with pytest.raises(stablehlo_cc.CompileError, match="library or object file cannot"):
        stablehlo_cc.build_library(lowered, str(tmp_path / "cb.so"))


# --- loops, symbolic shapes, failures, threads, grids, the cache, the command line ------------

def test_a_callback_in_a_loop_runs_once_a_step_in_order():
    """Two callbacks a step of a fori_loop: each called as often and in the same order as by
    jax.jit, with the values of each step (JAX orders neither before the other in a step)."""
    def make(seen):
        def body(i, acc):
            jax.debug.callback(lambda j: seen.append(("d", int(j))), i)
            return jax.pure_callback(lambda j, a: (seen.append(("p", int(j))), a * 2)[1],
                                     jax.ShapeDtypeStruct((2,), np.float32), i, acc) + 1
        return lambda x, n: lax.fori_loop(0, n, body, x)

    ours, theirs = [], []
    x, n = np.array([1.0, -1.0], np.float32), np.int32(50)
    got = stablehlo_cc.compile(jax.jit(make(ours)).lower(x, n))(x, n)
    expected = jax.jit(make(theirs))(x, n)
    jax.effects_barrier()
    np.testing.assert_array_equal(got, expected)
    for kind in "dp":
        assert [j for k, j in ours if k == kind] == [j for k, j in theirs if k == kind] == \
            list(range(50))


def test_symbolic_shapes_of_a_lowered_with_callbacks():
    """jax.jit(f).lower with symbolic dimensions (jax.export cannot keep host callbacks):
    called like f at any sizes, the dimension variables read from the argument shapes."""
    from jax import export
    n, m = export.symbolic_shape("n, m")

    def make(seen):
        def f(x, y):
            s = jnp.sum(x)
            jax.debug.callback(lambda v, k: seen.append((float(v), int(k))), s, x.shape[0])
            t = jax.pure_callback(lambda v: v * 10, jax.ShapeDtypeStruct((), np.float32), s)
            return x * t, jnp.concatenate([y, y])
        return f

    ours, theirs = [], []
    exe = stablehlo_cc.compile(jax.jit(make(ours)).lower(
        jax.ShapeDtypeStruct((n,), np.float32), jax.ShapeDtypeStruct((m, 2), np.int32)))
    for k in (3, 5, 3):
        x, y = np.arange(k, dtype=np.float32), np.ones((k + 1, 2), np.int32)
        got = exe(x, y)
        expected = jax.jit(make(theirs))(x, y)
        jax.effects_barrier()
        np.testing.assert_array_equal(got[0], expected[0])
        np.testing.assert_array_equal(got[1], expected[1])
    assert ours == theirs == [(3.0, 3), (10.0, 5), (3.0, 3)]
    assert exe._entry.compilations == 2

    # An ordered callback: its token is passed for you, as with static shapes.
    def ordered(x):
        return x * io_callback(lambda v: v + 1, jax.ShapeDtypeStruct((), np.float32),
                               jnp.sum(x), ordered=True)
    exe = stablehlo_cc.compile(jax.jit(ordered).lower(jax.ShapeDtypeStruct((n,), np.float32)))
    np.testing.assert_array_equal(exe(np.ones(3, np.float32)), [4, 4, 4])

    # A variable only inside an expression cannot be read from a shape.
    with pytest.raises(stablehlo_cc.CompileError, match="dimension variable n is not the size"):
        stablehlo_cc.compile(jax.jit(lambda x: x * 2).lower(
            jax.ShapeDtypeStruct((2 * n,), np.float32)))


def test_a_failing_callback_stops_the_call_and_the_executable_stays_usable():
    calls = []

    def cb(i, a):
        calls.append(int(i))
        if i == 3:
            raise KeyError("boom at 3")
        return a

    def f(x, n):
        def body(i, acc):
            return jax.pure_callback(cb, jax.ShapeDtypeStruct((2,), np.float32), i, acc) + 1
        return lax.fori_loop(0, n, body, x)

    x = np.zeros(2, np.float32)
    exe = stablehlo_cc.compile(jax.jit(f).lower(x, np.int32(0)))
    with pytest.raises(KeyError, match=r"jax.pure_callback at .*test_host_callbacks.py:\d+"):
        exe(x, np.int32(10))
    assert calls == [0, 1, 2, 3]  # no step after the failure, as with jax.jit
    calls.clear()
    with pytest.raises(Exception):
        jax.jit(f)(x, np.int32(10))
    assert calls == [0, 1, 2, 3]
    np.testing.assert_array_equal(exe(x, np.int32(3)), [3, 3])


@pytest.mark.parametrize("result, error", [
    (np.zeros(3, np.float32), "Incorrect output shape"),
    (np.zeros(2, np.int32), "Incorrect output dtype"),
    ((np.zeros(2, np.float32), np.zeros(2, np.float32)), "Mismatched number of outputs")])
def test_a_wrong_result_names_the_callback(result, error):
    def f(x):
        return jax.pure_callback(lambda v: result, jax.ShapeDtypeStruct((2,), np.float32), x)

    exe = stablehlo_cc.compile(jax.jit(f).lower(np.ones(2, np.float32)))
    with pytest.raises(RuntimeError, match=rf"jax.pure_callback at \S+:\d+:\d+ \(host "
                                           rf"callback 0\) raised RuntimeError: {error}"):
        exe(np.ones(2, np.float32))
    with pytest.raises(Exception, match=error):
        jax.jit(f)(np.ones(2, np.float32))


def test_threads_calling_one_executable_each_get_their_own_callbacks_and_errors():
    from concurrent.futures import ThreadPoolExecutor

    def cb(a):
        if a[0] < 0:
            raise ValueError(f"negative {a[0]}")
        return a * 2

    def f(x):
        def body(i, acc):
            return jax.pure_callback(cb, jax.ShapeDtypeStruct((3,), np.float32), acc) - acc
        return lax.fori_loop(0, 20, body, x)

    exe = stablehlo_cc.compile(jax.jit(f).lower(np.ones(3, np.float32)))

    def job(k):
        try:
            return exe(np.full(3, k - 1 if k % 4 == 0 else k, np.float32)).tolist()
        except ValueError as e:
            return str(e)

    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(job, range(16)))
    assert "negative -1.0" in results[0]
    assert results[1:] == [[float(k - 1 if k % 4 == 0 else k)] * 3 for k in range(1, 16)]


GRID_SCRIPT = '''
import os, sys
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import jax, numpy as np
from jax.sharding import Mesh, PartitionSpec as P
import stablehlo_cc

mesh = Mesh(np.array(jax.devices()[:4]), ("x",))
seen = []

def cb(v):
    if v[0] < 0:
        raise ValueError(f"bad block {v.tolist()}")
    seen.append(v.tolist())
    return v * 10

def body(x):
    jax.debug.print("block {x} at {i}", x=x, i=jax.lax.axis_index("x"))
    y = jax.pure_callback(cb, jax.ShapeDtypeStruct(x.shape, x.dtype), x)
    return jax.lax.psum(y, "x") + x

sm = jax.jit(jax.shard_map(body, mesh=mesh, in_specs=P("x"), out_specs=P("x")))
x = np.arange(8, dtype=np.float32)
expected = np.asarray(sm(x))
jax.effects_barrier()
theirs, seen[:] = sorted(seen), []
exe = stablehlo_cc.compile(sm.lower(x))
assert (exe.num_replicas, exe.num_partitions) == (1, 4)
print("ours", flush=True)
got = np.concatenate([r[0] for r in exe.run_grid([[x[2 * i:2 * i + 2]] for i in range(4)])])
np.testing.assert_array_equal(got, expected)
assert sorted(seen) == theirs
print("first run done", flush=True)
bad = x.copy(); bad[4] = -1  # partition 2's callback raises while the others wait in psum
try:
    exe.run_grid([[bad[2 * i:2 * i + 2]] for i in range(4)], timeout=20)
except Exception as e:
    print("error:", type(e).__name__, e)
got = np.concatenate([r[0] for r in exe.run_grid([[x[2 * i:2 * i + 2]] for i in range(4)])])
np.testing.assert_array_equal(got, expected)

# A global program with shardings: JAX pins its callbacks to one device.
from jax.sharding import NamedSharding
def global_f(x):
    jax.debug.print("total {s}", s=x.sum())
    return jax.pure_callback(cb, jax.ShapeDtypeStruct(x.shape, x.dtype), x) + 1
jf = jax.jit(global_f, in_shardings=NamedSharding(mesh, P("x")))
expected = np.asarray(jf(x))
jax.effects_barrier()
np.testing.assert_array_equal(stablehlo_cc.compile(jf.lower(x))(x), expected)  # run whole
try:
    stablehlo_cc.compile(jf.lower(x), num_partitions=4)
except stablehlo_cc.CompileError as e:
    print("partitioned:", e)
print("done")
'''


def test_callbacks_in_a_process_grid(tmp_path):
    """A shard_map program with debug.print and pure_callback on 4 partitions: every process
    calls them with its own block; a callback failing in one process ends the run with an
    error naming it (jax.jit aborts the whole process there) and the grid runs again. A
    global program with shardings runs whole like jax.jit; partitioning it is refused at
    compile time, naming the one-device mesh of its callbacks."""
    import os
    import subprocess
    import sys
    script = tmp_path / "grid.py"
    script.write_text(GRID_SCRIPT)
    run = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                         timeout=120, env=dict(os.environ, JAX_PLATFORMS="cpu"))
    assert run.returncode == 0, run.stderr[-3000:]
    ours = run.stdout.split("ours\n", 1)[1]
    first = ours.split("first run done", 1)[0]
    assert sorted(first.splitlines()) == [
        "block [0. 1.] at 0", "block [2. 3.] at 1", "block [4. 5.] at 2", "block [6. 7.] at 3"]
    error = next(line for line in ours.splitlines() if line.startswith("error:"))
    assert "GridError" in error and "partition 2" in error and \
        "jax.pure_callback at" in error and "bad block [-1.0, 5.0]" in error
    assert ours.rstrip().endswith("done")
    assert "the one-device mesh JAX pins host callbacks to" in ours.split("partitioned:")[1]


def test_cached_code_calls_the_functions_of_the_lowered_compiled_now():
    """Code with callbacks from the on-disk cache (another process's compile) calls the
    functions of the Lowered being compiled: the code holds indices, never functions."""
    from stablehlo_cc import compile_cache

    def make(k):
        return lambda x: jax.pure_callback(lambda v: v * k,
                                           jax.ShapeDtypeStruct((2,), np.float32), x)

    x = np.array([1.0, 2.0], np.float32)
    np.testing.assert_array_equal(stablehlo_cc.compile(jax.jit(make(2.0)).lower(x))(x), [2, 4])
    compile_cache.forget_in_process()  # as a new process: only the disk entry is left
    three = stablehlo_cc.compile(jax.jit(make(3.0)).lower(x))
    np.testing.assert_array_equal(three(x), [3, 6])
    with pytest.raises(stablehlo_cc.CompileError, match="is not registered"):
        stablehlo_cc.compile(jax.jit(make(3.0)).lower(x).as_text())


def test_the_command_line_refuses_a_callback_at_compile_time(tmp_path, capsys):
    from stablehlo_cc import cli

    def f(x):
        jax.debug.print("{x}", x=x)
        return x + 1

    source = tmp_path / "cb.mlir"
    source.write_text(jax.jit(f).lower(np.float32(1)).as_text())
    assert cli.main([str(source), "-o", str(tmp_path / "cb.so")]) != 0
    assert "is a JAX host callback" in capsys.readouterr().err
    assert not (tmp_path / "cb.so").exists()
