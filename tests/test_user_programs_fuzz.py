"""Programs as users write them that once failed (found by fuzzing outside the model zoo),
each compared with jax.jit."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import lax

import stablehlo_cc
from jax_oracle import assert_same, x64

_ROWS = lax.ScatterDimensionNumbers(update_window_dims=(1,), inserted_window_dims=(0,),
                                    scatter_dims_to_operand_dims=(0,))
_GATHER_ROWS = lax.GatherDimensionNumbers(offset_dims=(1,), collapsed_slice_dims=(0,),
                                          start_index_map=(0,))


def test_grad_of_sort():
    """jax.grad of jnp.sort scatters the cotangent back with ui32 indices (the sort's iota)."""
    v = np.random.default_rng(0).standard_normal(128).astype(np.float32)
    assert_same(jax.grad(lambda v: (jnp.sort(v) * jnp.arange(128.0)).sum()), v)


@pytest.mark.parametrize("dtype", [np.uint8, np.uint32])
def test_scatter_unsigned_indices(dtype):
    """Unsigned indices past the operand (the type's maximum) drop their updates; duplicates
    combine; as a large scatter split into row blocks too."""
    rng = np.random.default_rng(1)
    idx = rng.integers(0, 70, (500, 1)).astype(dtype)
    idx[:3, 0] = [np.iinfo(dtype).max, np.iinfo(dtype).max // 2 + 1, 64]
    upd = rng.standard_normal((500, 16)).astype(np.float32)
    assert_same(lambda i, u: lax.scatter_add(jnp.zeros((64, 16)), i, u, _ROWS), idx, upd,
                rtol=1e-6)
    assert_same(lambda i, u: lax.scatter_max(jnp.zeros((64, 16), jnp.int32), i,
                                             (u * 10).astype(jnp.int32), _ROWS), idx, upd)
    big = rng.integers(0, 64, (80000, 1)).astype(dtype)
    assert_same(lambda i, u: lax.scatter_add(jnp.zeros((64, 4)), i, u, _ROWS), big,
                rng.standard_normal((80000, 4)).astype(np.float32), rtol=1e-5, atol=1e-4)


@pytest.mark.parametrize("start", [2**64 - 1, 2**63, 2**63 - 1, 70, 5])
def test_ui64_start_indices_clamp(start):
    """A ui64 start index of 2^63 or more clamps to the last window (it was read as a negative
    number and clamped to the first); scatter skips such an update."""
    x = np.random.default_rng(2).standard_normal((64, 16)).astype(np.float32)
    i = np.uint64(start)
    with x64():
        assert_same(lambda x, i: lax.dynamic_slice(x, (i, jnp.uint64(0)), (4, 16)), x, i)
        assert_same(lambda x, i: lax.dynamic_update_slice(
            x, jnp.ones((4, 16), jnp.float32), (i, jnp.uint64(0))), x, i)
        idx = np.array([[start], [3]], np.uint64)
        for mode in ("clip", "fill"):
            assert_same(lambda i, x: lax.gather(x, i, _GATHER_ROWS, (1, 16), mode=mode), idx, x)
        assert_same(lambda i, x: lax.scatter_add(x, i, jnp.ones((2, 16), jnp.float32), _ROWS),
                    idx, x)


def test_serialized_export_error_says_what_to_do(tmp_path):
    """Exported.serialize()'s bytes (a flatbuffer around the module) are not MLIR bytecode:
    the error says to deserialize them with jax.export first."""
    pytest.importorskip("flatbuffers")
    exported = jax.export.export(jax.jit(lambda x: x + 1))(jnp.zeros(3))
    data = exported.serialize()
    path = tmp_path / "model.bin"
    path.write_bytes(data)
    for source in (data, bytes(data), str(path)):
        with pytest.raises(stablehlo_cc.CompileError, match="jax.export.deserialize"):
            stablehlo_cc.compile(source)
    out = stablehlo_cc.compile(jax.export.deserialize(data))(np.ones(3, np.float32))
    np.testing.assert_array_equal(out, np.full(3, 2, np.float32))


def test_host_callbacks_say_what_they_are():
    """jax.pure_callback and jax.debug.print lower to a custom call that names a Python function
    of the tracing process (and carries a sharding naming a one-device mesh, which used to
    fail verification once the meshes were dropped): compiled from their text, the error says
    what the target is (the Lowered itself runs them: tests/test_host_callbacks.py)."""
    def callback(x):
        return jax.pure_callback(np.sin, jax.ShapeDtypeStruct(x.shape, x.dtype), x) + 1

    def printing(x):
        jax.debug.print("x {}", x[0])
        return x * 2

    x = np.ones(3, np.float32)
    for fn in (callback, printing):
        with pytest.raises(stablehlo_cc.CompileError, match="JAX host callback"):
            stablehlo_cc.compile(jax.jit(fn).lower(x).as_text())
    stablehlo_cc.register_custom_call("xla_ffi_python_cpu_callback", np.sin)
    try:
        out = stablehlo_cc.compile(jax.jit(callback).lower(x).as_text())(x)
    finally:
        stablehlo_cc.unregister_custom_call("xla_ffi_python_cpu_callback")
    np.testing.assert_allclose(out, np.sin(x) + 1, rtol=1e-6)


_A = np.random.default_rng(3).standard_normal((64, 64)).astype(np.float32)
_X = np.random.default_rng(4).standard_normal((4, 32, 48)).astype(np.float32)


@pytest.mark.parametrize("fn, args", [
    (lambda a, b: a @ jnp.flip(b, 1).T, (_A, _A)),
    (lambda a, b: a @ jnp.flip(b, 0).T, (_A, _A)),
    (lambda a, b: jnp.flip(a, 1).T @ b, (_A, _A)),
    (lambda a, b: jnp.flip(a, (0, 1)) @ jnp.flip(b, (0, 1)).T, (_A, _A)),
    (lambda a, b: a @ jnp.flip(b, 1).T, (np.tile(_A, (4, 4)), np.tile(_A, (4, 4)))),
    (lambda a, b: a.astype(jnp.bfloat16) @ jnp.flip(b.astype(jnp.bfloat16), 1).T, (_A, _A)),
    (lambda a, b: a @ jnp.flip(b, 1).T, ((_A * 10).astype(np.int32),) * 2),
    (lambda x: jnp.einsum("bij,bkj->bik", x, jnp.flip(x, 0)), (_X,)),
    (lambda q, k: jnp.einsum("bqd,bkd->bqk", q, k[:, ::-1, ::-1]), (_X, _X)),
    (lambda a, b: a[:, ::2] @ b[::-2, :].T[:, :32].T, (_A, _A)),
    (lambda a, b: jnp.tanh(jnp.flip(a, 1) * 2) @ b.T, (_A, _A)),
], ids=["flip1T", "flip0T", "lhs", "both", "large", "bf16", "int", "batch", "attention",
        "strided", "chain"])
def test_product_of_reversed_operand(fn, args):
    """A reverse fused into a product's operand map (`-d1 + 63`) aborted the process in
    MLIR's tiling ("nonpositive multiplying coefficient"); the reverse now stays a copy."""
    assert_same(fn, *args, rtol=1e-4, atol=1e-3)


def _zeros(*shape):
    return np.zeros(shape, np.float32)


def _normal(*shape):
    return np.random.default_rng(5).standard_normal(shape).astype(np.float32)


_NHWC = ("NHWC", "HWIO", "NHWC")


@pytest.mark.parametrize("fn, args", [
    # a grouped convolution whose window is larger than its padded input: its output
    # (1, 16, 0, 18) was transposed by the native transpose as a 16 x 18 tile (heap damage)
    (lambda x, w: lax.conv_general_dilated(x, w, (1, 1), [(1, 1), (1, 1)], rhs_dilation=(2, 1),
                                           dimension_numbers=("NCHW", "OIHW", "NCHW"),
                                           feature_group_count=16),
     (_normal(1, 16, 1, 16), _normal(16, 1, 3, 1))),
    (lambda x: x.transpose(1, 0, 2, 3) + 1, (_zeros(16, 64, 0, 64),)),
    # an empty reduction (K = 0) was tiled with a tile size of 0 (a tiler assertion)
    (lambda a, b: a @ b, (_zeros(512, 0), _zeros(0, 512))),
    (lambda x, w: lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=_NHWC),
     (_zeros(2, 32, 32, 0), _zeros(3, 3, 0, 64))),
    # a sort along a non-empty dimension of an empty array (the native sort's row gather
    # did not verify)
    (lambda x: jnp.argsort(x, axis=1), (_zeros(0, 64, 128),)),
    (lambda x: jnp.sort(x, axis=-1), (_zeros(0, 100000),)),
    (lambda a, b: a @ b, (_zeros(0, 512), _normal(512, 512))),
    (lambda x, w: lax.conv_general_dilated(x, w, (1, 1), "VALID", dimension_numbers=_NHWC,
                                           feature_group_count=64),
     (_zeros(2, 2, 32, 64), _normal(3, 3, 1, 64))),
], ids=["grouped-conv-empty-output", "transpose", "matmul-k0", "conv-cin0", "argsort",
        "sort", "matmul-m0", "depthwise-empty-output"])
def test_empty_arrays(fn, args):
    """Arrays with a size-0 dimension through the native and tiled paths."""
    assert_same(fn, *args)


@pytest.mark.parametrize("fn, x", [
    (lambda x: lax.reduce_window(x, jnp.inf, lax.min, (3,), (3,), "VALID"), _normal(2)),
    (lambda x: lax.reduce_window(x, -jnp.inf, lax.max, (4, 2, 2, 3), (2, 1, 1, 3),
                                 ((0, 1), (0, 0), (0, 2), (1, 0)), window_dilation=(2, 2, 1, 1)),
     _normal(3, 3, 8, 17)),
    (lambda x: lax.reduce_window(x.astype(jnp.bfloat16), jnp.bfloat16(0), lax.add, (2, 3),
                                 (1, 3), ((0, 0), (1, 2)), window_dilation=(2, 1)),
     _normal(1, 17)),
    (lambda x: lax.reduce_window(
        (x, lax.broadcasted_iota(jnp.int32, x.shape, 1)), (-jnp.inf, jnp.int32(0)),
        lambda a, b: (jnp.maximum(a[0], b[0]), jnp.where(a[0] >= b[0], a[1], b[1])),
        (1, 2, 2, 1), (2, 1, 1, 1), ((2, 1), (0, 0), (1, 2), (0, 2)),
        window_dilation=(1, 2, 2, 1)), _normal(17, 1, 1, 17)),
], ids=["1d", "dilated", "bf16", "argmax"])
def test_window_larger_than_input(fn, x):
    """A pooling window with no valid position has an empty result (the linalg verifier
    rejected the window loops the lowering built for it)."""
    assert_same(fn, x)
