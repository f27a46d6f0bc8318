"""A cheap elementwise producer with several consumers (a layer norm's `x - mean`) is
recomputed in each of them rather than materialized (compiler/linalg/shared_producers.py):
results match jax.jit / numpy at real sizes, bit for bit across thread counts, and the
centered tensor is no longer an allocated buffer."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc
from thread_teams import on_1_2_3_threads

RNG = np.random.default_rng(11)


def _f32(*shape):
    return RNG.standard_normal(shape).astype(np.float32)


def _layer_norm(x, g, b):
    """keras / flax (use_fast_variance=False) style: mean, mean((x - mean)^2), normalize."""
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(x - mean), axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + 1e-5) * g + b


def _torch_layer_norm_text(rows: int, cols: int, batch: int = 1) -> str:
    """torch_xla's export of nn.LayerNorm: batch_norm_training over a 1 x rows x cols view,
    features along the rows, then the affine scale and shift (over batch x rows/batch x cols
    when `batch` > 1, as torch_gelu_layernorm_b8 has it)."""
    t, v, w = f"tensor<1x{rows}x{cols}xf32>", f"tensor<{rows}xf32>", f"tensor<{cols}xf32>"
    r2 = f"tensor<{rows}x{cols}xf32>" if batch == 1 else \
        f"tensor<{batch}x{rows // batch}x{cols}xf32>"
    return f"""func.func @main(%x: {r2}, %g: {w}, %b: {w}) -> {r2} {{
  %one = stablehlo.constant dense<1.0> : {v}
  %zero = stablehlo.constant dense<0.0> : {v}
  %x3 = stablehlo.reshape %x : ({r2}) -> {t}
  %n:3 = "stablehlo.batch_norm_training"(%x3, %one, %zero) {{epsilon = 1.0e-05 : f32,
       feature_index = 1 : i64}} : ({t}, {v}, {v}) -> ({t}, {v}, {v})
  %n2 = stablehlo.reshape %n#0 : ({t}) -> {r2}
  %gb = stablehlo.broadcast_in_dim %g, dims = [{1 if batch == 1 else 2}] : ({w}) -> {r2}
  %bb = stablehlo.broadcast_in_dim %b, dims = [{1 if batch == 1 else 2}] : ({w}) -> {r2}
  %s = stablehlo.multiply %n2, %gb : {r2}
  %o = stablehlo.add %s, %bb : {r2}
  return %o : {r2}
}}"""


def _numpy_layer_norm(x, g, b, eps=1e-5):
    x64 = x.astype(np.float64)
    mean = x64.mean(axis=-1, keepdims=True)
    var = ((x64 - mean) ** 2).mean(axis=-1, keepdims=True)
    return (x64 - mean) / np.sqrt(var + eps) * g + b


def _bodies(source) -> list[tuple[bool, list[str]]]:
    """(whether it reduces, the arithmetic ops of its body) of each generic of the
    bufferized program."""
    text = stablehlo_cc.compile(source, emit="bufferized")
    found = []
    for part in text.split("linalg.generic")[1:]:
        head, body = part.split("^bb0", 1)
        ops = [line.split("=", 1)[1].split()[0] for line in body.split("linalg.yield")[0]
               .splitlines() if "=" in line and ("arith." in line or "math." in line)]
        found.append(("reduction" in head, ops))
    return found


def _centered_recomputed(source) -> bool:
    """The variance's sum computes `x - mean` itself, and no loop computes it alone (before,
    one loop wrote the centered tensor that the sum and the normalize read back)."""
    bodies = _bodies(source)
    return any(reduces and "arith.subf" in ops for reduces, ops in bodies) and \
        not any(not reduces and ops == ["arith.subf"] for reduces, ops in bodies)


def _check_threads(exe, args, expected, tol):
    first = on_1_2_3_threads(exe, *args)
    np.testing.assert_allclose(first, expected, rtol=tol, atol=tol)


@pytest.mark.parametrize("shape", [(4096, 1024), (8, 128, 768), (1, 64, 256)])
def test_layer_norm_matches_jax(shape):
    args = [_f32(*shape), _f32(shape[-1]), _f32(shape[-1])]
    exe = stablehlo_cc.compile(jax.jit(_layer_norm).lower(*args))
    _check_threads(exe, args, np.asarray(jax.jit(_layer_norm)(*args)), 2e-5)


def test_torch_batch_norm_form_matches_numpy():
    x, g, b = _f32(128, 1024) * 3 + 1, _f32(1024), _f32(1024)
    exe = stablehlo_cc.compile(_torch_layer_norm_text(128, 1024))
    _check_threads(exe, [x, g, b], _numpy_layer_norm(x, g, b), 5e-5)


def test_centered_tensor_is_not_materialized():
    """keras style over 8x128x768 (rows normalized in blocks of 384 KiB): `x - mean` is
    recomputed by its consumers. (The torch batch-norm form over 1x128x1024 is computed on
    128x1024 since batch_norm.py drops its size-1 dimension: a layer norm of 128 rows of 4
    KiB, which keeps the centered row, as test_small_rows_keep_the_centered_row_in_the_output.)"""
    args = [_f32(8, 128, 768), _f32(768), _f32(768)]
    assert _centered_recomputed(jax.jit(_layer_norm).lower(*args))
    assert not _centered_recomputed(_torch_layer_norm_text(128, 1024))


def test_torch_batch_norm_form_regrouped_matches_numpy():
    x, g, b = _f32(8, 16, 1024) * 3 + 1, _f32(1024), _f32(1024)
    exe = stablehlo_cc.compile(_torch_layer_norm_text(128, 1024, batch=8))
    _check_threads(exe, [x, g, b], _numpy_layer_norm(x, g, b), 5e-5)


def test_regrouped_rows_recompute_the_centered_tensor():
    """torch_gelu_layernorm_b8's form: the normalize reads the centered 128x1024 tensor
    through a reshape to 8x16x1024, so fusion makes it a loop over 8x16 rows that row
    fusion does not join with the mean's and variance's loop over 128: the centered tensor
    would make a pass of its own through memory, and is recomputed instead. Matches
    jax.jit's layer norm of the same values, bit for bit across thread counts."""
    assert _centered_recomputed(_torch_layer_norm_text(128, 1024, batch=8))
    x, g, b = _f32(8, 16, 1024) * 3 + 1, _f32(1024), _f32(1024)
    exe = stablehlo_cc.compile(_torch_layer_norm_text(128, 1024, batch=8))
    _check_threads(exe, [x, g, b], np.asarray(jax.jit(_layer_norm)(x, g, b)), 5e-5)


def test_softmax_at_attention_size_matches_jax():
    """`x * scale` read by the row max and by `x * scale - max` (kept shared: see the module
    docstring), and `exp(...)` by the sum and the divide, over 8x12x128x128 scores."""
    x = _f32(8, 12, 128, 128) * 4
    fn = lambda x: jax.nn.softmax(x * 0.125, axis=-1)  # noqa: E731
    exe = stablehlo_cc.compile(jax.jit(fn).lower(x))
    _check_threads(exe, [x], np.asarray(jax.jit(fn)(x)), 2e-6)


def test_small_rows_keep_the_centered_row_in_the_output():
    """4096 rows of 4 KiB: row fusion keeps each row in L1, where writing `x - mean` into the
    output row and normalizing it in place measured faster than recomputing it (see the
    module docstring): the centered values stay a pass of their own."""
    args = [_f32(4096, 1024), _f32(1024), _f32(1024)]
    assert not _centered_recomputed(jax.jit(_layer_norm).lower(*args))


def test_producers_fused_into_one_body_are_not_duplicated():
    """erf's polynomial uses `|x| - 2.475` fifteen times, all in one fused GELU body: it is
    computed there once, not once per use."""
    x = _f32(64, 1024)
    fn = lambda x: jax.nn.gelu(x, approximate=False) @ jnp.ones((1024, 8), jnp.float32)  # noqa
    text = stablehlo_cc.compile(jax.jit(fn).lower(x), emit="bufferized")
    gelu = [body for body in text.split("linalg.generic")[1:] if "math.absf" in body]
    assert gelu
    assert all(body.count("math.absf") == 1 for body in gelu)
    np.testing.assert_allclose(stablehlo_cc.compile(jax.jit(fn).lower(x))(x),
                               np.asarray(jax.jit(fn)(x)), rtol=1e-4, atol=1e-3)


def test_integer_producer_shared_by_a_sum_and_an_output():
    """An i32 `i - j` read by a row sum and by an elementwise result: recomputed in each,
    exact."""
    i = RNG.integers(-1000, 1000, size=(256, 512)).astype(np.int32)
    j = RNG.integers(-1000, 1000, size=(256,)).astype(np.int32)

    def fn(i, j):
        d = i - j[:, None]
        return jnp.sum(d * 2, axis=1), d * 3 + 1

    exe = stablehlo_cc.compile(jax.jit(fn).lower(i, j))
    for ours, want in zip(exe(i, j), jax.jit(fn)(i, j)):
        np.testing.assert_array_equal(np.asarray(ours), np.asarray(want))
