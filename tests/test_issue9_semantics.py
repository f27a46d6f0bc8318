"""Issue 9, items 1-5: wrong answers and refused valid programs found by random JAX programs.

Oracles: jax.jit (tests/jax_oracle.py), the reference interpreter (tests/reference.py),
numpy, and the spec (a `while` whose condition stays true never returns; `send` delivers its
operand to the matching `recv`).
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time
from pathlib import Path

import numpy as np
import pytest

import stablehlo_cc

import reference
from jax_oracle import assert_same

ROOT = Path(stablehlo_cc.__file__).resolve().parents[1]  # the package under test


# --- 1: an accumulating op without reduction loops, then a broadcast ----------------------

@pytest.mark.parametrize("opt_level", [0, 3])
def test_cumsum_of_one_element_then_broadcast(opt_level):
    import jax
    import jax.numpy as jnp

    def f(x):
        return jnp.broadcast_to(jnp.cumsum(x), (4,))

    x = np.array([1.5], np.float32)
    jitted = jax.jit(f)
    got = stablehlo_cc.compile(jitted.lower(x), opt_level=opt_level)(x)
    np.testing.assert_array_equal(got, np.asarray(jitted(x)))


@pytest.mark.parametrize("opt_level", [0, 3])
def test_dot_without_contraction_then_broadcast(opt_level):
    import jax
    import jax.numpy as jnp

    def f(s, v, z):
        return jnp.dot(s, v)[None] + z

    s, v = np.float32(2), np.arange(3, dtype=np.float32)
    z = np.zeros((2, 3), np.float32)
    jitted = jax.jit(f)
    got = stablehlo_cc.compile(jitted.lower(s, v, z), opt_level=opt_level)(s, v, z)
    np.testing.assert_array_equal(got, np.asarray(jitted(s, v, z)))


def test_accumulate_then_broadcast_at_real_sizes():
    import jax
    import jax.numpy as jnp

    rng = np.random.default_rng(9)
    a = rng.standard_normal(64).astype(np.float32)
    b = rng.standard_normal(128).astype(np.float32)
    row = rng.standard_normal((1, 128)).astype(np.float32)
    z = rng.standard_normal((2, 64, 128)).astype(np.float32)

    def f(a, b, row, z):
        outer = jnp.outer(a, b)[None] + z                       # dot_general, no contraction
        running = jnp.broadcast_to(jnp.cumsum(row, axis=0), (64, 128))  # windows of one
        peak = jnp.broadcast_to(jax.lax.cummax(row, axis=0), (2, 64, 128))
        return outer, running * 2.0, peak + z

    assert_same(f, a, b, row, z, rtol=1e-6, atol=1e-6)


# --- 2: a while loop that never ends ---------------------------------------------------

_FOREVER = """
func.func @main(%x: tensor<2x64x128xf32>) -> tensor<2x64x128xf32> {
  %r = stablehlo.while(%a = %x) : tensor<2x64x128xf32>
  cond {
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  } do {
    stablehlo.return %a : tensor<2x64x128xf32>
  }
  return %r : tensor<2x64x128xf32>
}
"""


@pytest.mark.parametrize("opt_level", [0, 3])
def test_while_true_with_invariant_result_never_returns(tmp_path, opt_level):
    """The spec: `while` runs its body while `cond` is true, so this call must not return.
    It runs in a child process, which is killed once it has been running for 2 s."""
    script = tmp_path / "forever.py"
    script.write_text(textwrap.dedent(f"""
        import sys, numpy as np, stablehlo_cc
        exe = stablehlo_cc.compile({_FOREVER!r}, opt_level={opt_level})
        print("calling", flush=True)
        exe(np.zeros((2, 64, 128), np.float32))
        print("returned", flush=True)
    """))
    proc = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, cwd=ROOT,
                            env={**__import__("os").environ, "PYTHONPATH": str(ROOT)})
    try:
        deadline = time.monotonic() + 120
        line = ""
        while time.monotonic() < deadline and not line:
            line = proc.stdout.readline().strip()
            if proc.poll() is not None and not line:
                break
        assert line == "calling", proc.stderr.read() if proc.poll() is not None else line
        time.sleep(2.0)
        assert proc.poll() is None, f"the loop returned: {proc.stdout.read()}"
    finally:
        proc.kill()
        proc.wait(timeout=30)


# --- 3: reduce across no dimensions -----------------------------------------------------

def test_jax_programs_that_reduce_across_no_dimensions():
    import jax
    import jax.numpy as jnp

    x = np.float32(2.5)
    for fn in (jax.nn.logsumexp, jnp.var):
        assert "dimensions = []" in jax.jit(fn).lower(x).as_text()
        assert_same(fn, x, rtol=1e-6)
    assert_same(lambda p, v: jax.lax.cond(p, lambda u: u.sum(), lambda u: -u, v),
                True, np.float32(3))


def _reduce_no_dims(shape, element, combine="add"):
    t = "tensor<" + "".join(f"{d}x" for d in shape) + element + ">"
    return f"""func.func @main(%x: {t}, %i: tensor<{element}>) -> {t} {{
      %r = stablehlo.reduce(%x init: %i) applies stablehlo.{combine} across dimensions = []
           : ({t}, tensor<{element}>) -> {t}
      return %r : {t}
    }}"""


@pytest.mark.parametrize("combine", ["add", "maximum", "multiply"])
def test_reduce_across_no_dimensions_matches_the_interpreter(combine):
    src = _reduce_no_dims((2, 3), "f32", combine)
    x = np.array([[1, -2, 3], [-4, 5, 0.5]], np.float32)
    init = np.float32(2)
    got = stablehlo_cc.compile(src)(x, init)
    np.testing.assert_array_equal(got, reference.run(src, x, init)[0])


def test_reduce_across_no_dimensions_at_real_size():
    """Each element reduces a one-element slice with the init: body(init, x) (spec: the
    schedule holds the slice's element and any number of init values)."""
    rng = np.random.default_rng(3)
    x = rng.standard_normal((2, 64, 128)).astype(np.float32)
    got = stablehlo_cc.compile(_reduce_no_dims(x.shape, "f32", "maximum"))(x, np.float32(0.25))
    np.testing.assert_array_equal(got, np.maximum(np.float32(0.25), x))
    import ml_dtypes
    xb = x.astype(ml_dtypes.bfloat16)
    got = stablehlo_cc.compile(_reduce_no_dims(x.shape, "bf16"))(xb, ml_dtypes.bfloat16(1))
    np.testing.assert_array_equal(got, (xb.astype(np.float32) + 1).astype(ml_dtypes.bfloat16))


def test_variadic_reduce_across_no_dimensions():
    src = """func.func @main(%x: tensor<4xf32>, %j: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
      %ni = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %z = stablehlo.constant dense<7> : tensor<i32>
      %r:2 = stablehlo.reduce(%x init: %ni), (%j init: %z) across dimensions = []
          : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
        reducer(%a: tensor<f32>, %c: tensor<f32>) (%b: tensor<i32>, %d: tensor<i32>) {
          %gt = stablehlo.compare GT, %a, %c : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %m = stablehlo.select %gt, %a, %c : tensor<i1>, tensor<f32>
          %k = stablehlo.select %gt, %b, %d : tensor<i1>, tensor<i32>
          stablehlo.return %m, %k : tensor<f32>, tensor<i32>
        }
      return %r#0, %r#1 : tensor<4xf32>, tensor<4xi32>
    }"""
    x = np.array([1, -np.inf, 3, 0], np.float32)
    j = np.array([10, 11, 12, 13], np.int32)
    got = stablehlo_cc.compile(src)(x, j)
    want = reference.run(src, x, j)
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, w)


# --- 4: slices at the end of a dimension, pads with negative edges and interior ---------

_EDGES = """
func.func @main(%x: tensor<4xf32>, %y: tensor<1xf32>, %z: tensor<0x3xf32>, %w: tensor<5x3xf32>)
    -> (tensor<0xf32>, tensor<1xf32>, tensor<0x2xf32>, tensor<6x3xf32>) {
  %0 = stablehlo.slice %x [4:4] : (tensor<4xf32>) -> tensor<0xf32>
  %p = stablehlo.constant dense<7.0> : tensor<f32>
  %1 = stablehlo.pad %y, %p, low = [-1], high = [1], interior = [1]
       : (tensor<1xf32>, tensor<f32>) -> tensor<1xf32>
  %2 = stablehlo.slice %z [0:0, 1:3] : (tensor<0x3xf32>) -> tensor<0x2xf32>
  %3 = stablehlo.pad %w, %p, low = [-2, 1], high = [-1, -3], interior = [1, 1]
       : (tensor<5x3xf32>, tensor<f32>) -> tensor<6x3xf32>
  return %0, %1, %2, %3 : tensor<0xf32>, tensor<1xf32>, tensor<0x2xf32>, tensor<6x3xf32>
}
"""


def test_empty_slices_and_negative_interior_pads_match_the_interpreter():
    args = (np.arange(4, dtype=np.float32), np.array([3], np.float32),
            np.zeros((0, 3), np.float32), np.arange(15, dtype=np.float32).reshape(5, 3))
    got = stablehlo_cc.compile(_EDGES)(*args)
    want = reference.run(_EDGES, *args)
    for g, w in zip(got, want):
        assert g.shape == w.shape
        np.testing.assert_array_equal(g, w)


def _numpy_pad(x, value, low, high, interior):
    """The spec's pad: interior padding first, then edges (negative ones cut)."""
    for axis, (lo, hi, inner) in enumerate(zip(low, high, interior)):
        n = x.shape[axis]
        spread = [1 + inner] * n
        idx = np.cumsum([0] + spread[:-1]) if n else np.array([], int)
        shape = list(x.shape)
        shape[axis] = max(n + (n - 1) * inner, 0)
        out = np.full(shape, value, x.dtype)
        sl = [slice(None)] * x.ndim
        sl[axis] = idx
        out[tuple(sl)] = x
        before = [(0, 0)] * x.ndim
        before[axis] = (max(lo, 0), max(hi, 0))
        out = np.pad(out, before, constant_values=value)
        cut = [slice(None)] * x.ndim
        cut[axis] = slice(max(-lo, 0), out.shape[axis] - max(-hi, 0))
        x = out[tuple(cut)]
    return x


def test_negative_interior_pad_at_real_size():
    rng = np.random.default_rng(4)
    x = rng.standard_normal((2, 64, 128)).astype(np.float32)
    low, high, interior = [0, -3, 2], [-1, 1, -5], [0, 1, 1]
    want = _numpy_pad(x, np.float32(-1), low, high, interior)
    t = "tensor<2x64x128xf32>"
    r = "tensor<" + "x".join(map(str, want.shape)) + "xf32>"
    src = f"""func.func @main(%x: {t}, %v: tensor<f32>) -> {r} {{
      %0 = stablehlo.pad %x, %v, low = {low}, high = {high}, interior = {interior}
           : ({t}, tensor<f32>) -> {r}
      return %0 : {r}
    }}"""
    np.testing.assert_array_equal(stablehlo_cc.compile(src)(x, np.float32(-1)), want)


def test_fft_over_an_empty_batch_and_slice_at_the_end():
    import jax.numpy as jnp

    assert_same(jnp.fft.fft, np.ones((0, 8), np.complex64))
    assert_same(lambda x: x[4:4] * 2, np.arange(4, dtype=np.float32))


# --- 5: MPMD programs: every public function compiled ---------------------------------

_MPMD = """
func.func @send(%x: tensor<64x128xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  %r = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
      is_host_transfer = false} : (tensor<64x128xf32>, !stablehlo.token) -> !stablehlo.token
  return %r : !stablehlo.token
}
func.func @recv(%t: !stablehlo.token) -> (tensor<64x128xf32>, !stablehlo.token) {
  %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
      is_host_transfer = false} : (!stablehlo.token) -> (tensor<64x128xf32>, !stablehlo.token)
  return %r#0, %r#1 : tensor<64x128xf32>, !stablehlo.token
}
"""


@pytest.mark.parametrize("entry", [None, "send"])
def test_mpmd_program_compiles_every_public_function(entry):
    """The spec: `recv` returns what the `send` on its channel sent."""
    exe = stablehlo_cc.compile(_MPMD, entry=entry, num_replicas=1, num_partitions=2)
    assert sorted(exe.functions) == ["recv", "send"]
    x = np.random.default_rng(5).standard_normal((64, 128)).astype(np.float32)
    results = exe.run_grid([[x, None], [None]], entries=["send", "recv"], timeout=60)
    np.testing.assert_array_equal(results[1][0], x)


def test_several_functions_ask_for_an_entry_only_for_a_plain_call():
    src = """
func.func @double(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.add %x, %x : tensor<3xf32>
  return %0 : tensor<3xf32>
}
func.func @square(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.multiply %x, %x : tensor<3xf32>
  return %0 : tensor<3xf32>
}
"""
    exe = stablehlo_cc.compile(src)
    x = np.array([1, 2, -3], np.float32)
    np.testing.assert_array_equal(exe.function("square")(x), x * x)
    with pytest.raises(TypeError, match=r"@double, @square.*entry="):
        exe(x)
    assert "@double" in repr(exe)
    named = stablehlo_cc.compile(src, entry="double")
    np.testing.assert_array_equal(named(x), x + x)
    np.testing.assert_array_equal(named.function("square")(x), x * x)


def test_mpmd_library_loads_without_an_entry(tmp_path):
    """A library of an MPMD program loads whole, like `compile`: run_grid picks the functions."""
    lib = tmp_path / "mpmd.so"
    stablehlo_cc.build_library(_MPMD, str(lib))
    exe = stablehlo_cc.load(lib, num_replicas=1, num_partitions=2)
    assert sorted(exe.functions) == ["recv", "send"]
    x = np.arange(64 * 128, dtype=np.float32).reshape(64, 128)
    results = exe.run_grid([[x, None], [None]], entries=["send", "recv"], timeout=60)
    np.testing.assert_array_equal(results[1][0], x)
