"""Contractions keep their fast path in real programs (issue 8).

- Fusion is decided by cost (compiler/linalg/fusion_cost.py): an elementwise op between two
  contractions (`tanh(x @ w1) @ w2` with a rank-3 x) is computed once, not once per output
  column inside the second contraction, and both contractions stay multiply-add bodies that
  contraction_codegen tiles and vectorizes; epilogues (bias, activation) still fuse with each
  other, and producers read once per element still fuse into reductions (softmax's sum).
- Contractions with batch and contracting dimensions anywhere (`abc,cde->abde`,
  `bqhd,bkhd->bhqk`, transposed operands) compute what `jax.jit` computes and are vectorized.

Structure is asserted, never timing (benchmarks/contractions.py measures).
"""

import re

import jax
import jax.numpy as jnp
import mlir.ir as uir
import numpy as np
import pytest

import stablehlo_cc
from benchmarks.real_size_programs import make
from stablehlo_cc.compiler import pipeline
from stablehlo_cc.compiler.bridge import new_upstream_context
from stablehlo_cc.compiler.linalg import contraction_codegen, fusion_cost
from stablehlo_cc.compiler.linalg.stage import run_passes


_ALIVE = []  # contexts of the modules whose ops tests still look at


def _parse(text: str):
    ctx = new_upstream_context()
    module = uir.Module.parse(text, ctx)
    _ALIVE.append((ctx, module))
    return module


def _lowered(name):
    fn, args = make(name)
    return jax.jit(fn).lower(*args), fn, args


def _fused(lowered):
    """The program's linalg-level generics after our elementwise fusion (no tiling yet)."""
    text = stablehlo_cc.compile(lowered, emit="linalg")
    module = _parse(text)
    pins = fusion_cost.pin_recomputing_producers(module)
    run_passes(module, pipeline.TENSOR_OPTIMIZE, "test", "fusion")
    fusion_cost.unpin(module, pins)
    module.operation.verify()
    generics = []

    def visit(op):
        if op.name == "linalg.generic":
            generics.append(op.operation)
        return uir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return generics


def _body(generic) -> list[str]:
    return [op.operation.name for op in generic.regions[0].blocks[0].operations]


def _has_reduction(generic) -> bool:
    return any("reduction" in str(a) for a in generic.attributes["iterator_types"])


def _contractions(generics):
    return [g for g in generics if _has_reduction(g) and "arith.mulf" in _body(g)]


def _fast_path_plan(generic):
    return contraction_codegen._tile_sizes(generic, contraction_codegen.RegisterBlock(8, 2, 64))


@pytest.mark.parametrize("name", ["tanh_mlp_rank3", "mlp_bias_gelu_rank3"])
def test_contractions_keep_multiply_add_bodies(name):
    lowered, _, _ = _lowered(name)
    contractions = _contractions(_fused(lowered))
    assert len(contractions) == 2
    for c in contractions:
        assert contraction_codegen._is_contraction_body(c), _body(c)
        plan = _fast_path_plan(c)
        assert plan is not None and plan[0] == "contraction"


def test_activation_is_computed_once_between_contractions():
    lowered, _, _ = _lowered("tanh_mlp_rank3")
    generics = _fused(lowered)
    tanhs = [g for g in generics if "math.tanh" in _body(g)]
    assert len(tanhs) == 1 and not _has_reduction(tanhs[0])


def test_epilogue_ops_still_fuse_with_each_other():
    """x @ w1 + b1, then GELU: one elementwise loop (bias add and activation), not one a op.
    (The tanh GELU's 1 + tanh(u) is computed as 2 / (1 + exp(-2u)): tanh_plus_one.py.)"""
    lowered, _, _ = _lowered("mlp_bias_gelu_rank3")
    generics = _fused(lowered)
    elementwise = [g for g in generics if not _has_reduction(g) and "math.exp" in _body(g)]
    assert len(elementwise) == 1
    assert {"arith.addf", "math.exp", "arith.divf", "arith.mulf"} <= set(_body(elementwise[0]))


def test_producers_read_once_still_fuse_into_reductions():
    x = np.zeros((64, 128), np.float32)
    lowered = jax.jit(lambda x: jnp.sum(jnp.exp(x * 2.0), axis=-1)).lower(x)
    generics = _fused(lowered)
    assert len(generics) == 1 and _has_reduction(generics[0])
    assert "math.exp" in _body(generics[0])


def test_expensive_producers_are_not_recomputed_by_broadcasts():
    """rsqrt of a row statistic is broadcast over the row: computed once per row."""
    x = np.zeros((64, 512), np.float32)
    lowered = jax.jit(lambda x: x * jax.lax.rsqrt(jnp.mean(x * x, axis=-1, keepdims=True)
                                                  + 1e-5)).lower(x)
    generics = _fused(lowered)
    rsqrt = [g for g in generics if "math.rsqrt" in _body(g)]
    assert len(rsqrt) == 1
    shape = uir.ShapedType(rsqrt[0].results[0].type).shape
    assert 512 not in shape  # over rows only


def _keras_batch_norm_relu6(x, gamma, beta, mean, var):
    """A CNN layer's batch norm and ReLU6 as Keras exports them: the per-channel scale is
    used twice (by the shift and by the broadcast), on 1x1x1xC tensors."""
    c = x.shape[-1]
    gamma, beta, mean, var = (t.reshape(1, 1, 1, c) for t in (gamma, beta, mean, var))
    scale = jax.lax.rsqrt(var + 1e-3) * gamma
    shift = beta - mean * scale
    return jnp.minimum(jnp.maximum(x * scale + shift, 0.0), 6.0)


def test_batch_norm_parameters_are_computed_once_per_channel():
    """The scale's rsqrt and the shift's multiply-add stay on the 96 channels; the
    48x48x96 loop does one multiply-add and the clamp per element."""
    rng = np.random.default_rng(0)
    args = [rng.standard_normal((1, 48, 48, 96)).astype(np.float32)] + \
        [rng.standard_normal(96).astype(np.float32) for _ in range(4)]
    args[4] = np.abs(args[4]) + 0.5
    lowered = jax.jit(_keras_batch_norm_relu6).lower(*args)
    generics = _fused(lowered)
    big = [g for g in generics if uir.ShapedType(g.results[0].type).shape == [1, 48, 48, 96]]
    assert len(big) == 1
    assert "math.rsqrt" not in _body(big[0])
    assert _body(big[0]).count("arith.mulf") == 1
    rsqrt = [g for g in generics if "math.rsqrt" in _body(g)]
    assert len(rsqrt) == 1 and np.prod(uir.ShapedType(rsqrt[0].results[0].type).shape) == 96
    got = np.asarray(stablehlo_cc.compile(lowered)(*args))
    want = np.asarray(jax.jit(_keras_batch_norm_relu6)(*args))
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


def _vector_fma_loops(text: str) -> list:
    """The innermost `scf.for` loops of the bufferized program that hold vector FMAs, and the
    names of the ops in each."""
    module = _parse(text)
    loops = []

    def visit(op):
        if op.name == "scf.for":
            names = [o.operation.name for o in op.regions[0].blocks[0].operations]
            if "vector.fma" in names:
                loops.append(names)
        return uir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return loops


def test_rank3_mlp_contractions_are_vectorized_without_the_activation():
    lowered, _, _ = _lowered("tanh_mlp_rank3")
    text = stablehlo_cc.compile(lowered, emit="bufferized")
    loops = _vector_fma_loops(text)
    # one register-blocked reduction loop a contraction, or a call of the packed product
    # (contract/native/gemm.c), which takes its operands as they are in memory
    packed = text.count("call @__shlo_native_gemm_")
    assert len(loops) + packed == 2, (len(loops), packed)
    for names in loops:
        scalar_math = [n for n in names if n.startswith("math.") or
                       n in ("arith.mulf", "arith.addf", "arith.divf", "arith.select")]
        assert not scalar_math, scalar_math


EINSUMS = [
    ("abc,cde->abde", (2, 64, 128), (128, 4, 32)),
    ("abc,cde->abde", (3, 37, 45), (45, 5, 19)),  # partial tiles everywhere
    ("bqhd,bkhd->bhqk", (2, 128, 8, 64), (2, 128, 8, 64)),
    ("bhqk,bkhd->bqhd", (2, 8, 128, 128), (2, 128, 8, 64)),
    ("bsd,dhe->bshe", (2, 64, 256), (256, 4, 64)),
    ("bqhe,hed->bqd", (2, 64, 4, 64), (4, 64, 256)),
    ("ik,jk->ij", (96, 80), (112, 80)),
    ("ki,kj->ij", (80, 96), (80, 112)),
    ("bik,bjk->bij", (4, 33, 70), (4, 65, 70)),
    ("ibk,kj->bij", (40, 3, 50), (50, 72)),
    ("ik,kj->ji", (96, 80), (80, 112)),  # columns from the first operand
    ("ibk,jbk->ijb", (20, 16, 30), (24, 16, 30)),  # a batch dimension innermost
    ("abcd,dc->ab", (4, 16, 8, 32), (32, 8)),  # two reduction loops in different orders
    ("ckb,cjk->bjc", (8, 40, 12), (8, 30, 40)),
    ("bij,bj->bi", (4, 64, 80), (4, 80)),
]
# Matrix-vector products whose operands both end in the reduction: dot products of
# contiguous rows, vectorized by the row form of reduction_codegen.py (after bufferization).
DOT_PRODUCTS = {"abcd,dc->ab", "bij,bj->bi"}


@pytest.mark.parametrize("eq,lhs,rhs", EINSUMS)
def test_einsums_match_jax_and_are_vectorized(eq, lhs, rhs):
    rng = np.random.default_rng(sum(lhs) + sum(rhs))
    a = rng.standard_normal(lhs, dtype=np.float32)
    b = rng.standard_normal(rhs, dtype=np.float32)
    jitted = jax.jit(lambda x, y: jnp.einsum(eq, x, y))
    lowered = jitted.lower(a, b)
    expected = np.asarray(jitted(a, b))
    got = stablehlo_cc.compile(lowered)(a, b)
    np.testing.assert_allclose(got, expected, rtol=1e-4, atol=1e-4 * np.abs(expected).max())
    if eq in DOT_PRODUCTS:
        code = stablehlo_cc.compile(lowered, emit="llvm-dialect")
        assert re.search(r"llvm\.fmul .*vector<\d+xf32>|llvm\.intr\.fma.*vector<\d+xf32>", code)
    else:
        text = stablehlo_cc.compile(lowered, emit="bufferized")
        assert _vector_fma_loops(text) or "@__shlo_native_gemm_f32" in text  # tiled, or packed


@pytest.mark.parametrize("name", ["tanh_mlp_rank3", "mlp_bias_gelu_rank3", "attention"])
def test_programs_match_jax(name):
    lowered, fn, args = _lowered(name)
    expected = np.asarray(jax.jit(fn)(*args))
    got = stablehlo_cc.compile(lowered)(*args)
    np.testing.assert_allclose(got, expected, rtol=1e-4, atol=1e-4 * np.abs(expected).max())
