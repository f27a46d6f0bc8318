"""Tiled, vectorized contractions compute what numpy computes, for every shape class that
hits a different tiling path (exact tiles, partial tiles, dimensions smaller than a tile,
batch dimensions, transposed operands, integer and low-precision types)."""

import math
import re

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest

import stablehlo_cc
from native_gemm_entry import on_teams
from stablehlo_cc.compiler.linalg import contraction_codegen
from thread_teams import on_1_2_3_threads


def dot_program(lhs_shape, rhs_shape, out_shape, dims, in_type, out_type):
    def t(shape, el):
        return "tensor<" + "".join(f"{d}x" for d in shape) + el + ">"
    return f"""
func.func @main(%a: {t(lhs_shape, in_type)}, %b: {t(rhs_shape, in_type)}) -> {t(out_shape, out_type)} {{
  %0 = stablehlo.dot_general %a, %b, {dims}
       : ({t(lhs_shape, in_type)}, {t(rhs_shape, in_type)}) -> {t(out_shape, out_type)}
  return %0 : {t(out_shape, out_type)}
}}"""


def _inputs(rng, shapes, dtype):
    if np.dtype(dtype).kind in "iu":
        return [rng.integers(-50, 50, size=s).astype(dtype) for s in shapes]
    return [rng.standard_normal(s).astype(dtype) for s in shapes]


MATMUL_SHAPES = [(1, 1, 1), (7, 13, 5), (8, 32, 16), (100, 100, 100), (64, 300, 257),
                 (3, 1, 40), (40, 1, 3), (130, 70, 520)]


@pytest.mark.parametrize("m,k,n", MATMUL_SHAPES)
def test_matmul_f32(m, k, n):
    src = dot_program((m, k), (k, n), (m, n), "contracting_dims = [1] x [0]", "f32", "f32")
    rng = np.random.default_rng(m * 1000 + n)
    a, b = _inputs(rng, [(m, k), (k, n)], np.float32)
    want = a.astype(np.float64) @ b.astype(np.float64)
    np.testing.assert_allclose(stablehlo_cc.compile(src)(a, b), want, rtol=1e-4,
                               atol=1e-4 * np.sqrt(k))


@pytest.mark.parametrize("el,dtype", [("f64", np.float64), ("i32", np.int32),
                                      ("i64", np.int64), ("f16", np.float16)])
def test_matmul_other_types(el, dtype):
    m, k, n = 19, 33, 45
    src = dot_program((m, k), (k, n), (m, n), "contracting_dims = [1] x [0]", el, el)
    a, b = _inputs(np.random.default_rng(3), [(m, k), (k, n)], dtype)
    got = stablehlo_cc.compile(src)(a, b)
    want = a.astype(np.float64) @ b.astype(np.float64)
    if el in ("i32", "i64"):
        np.testing.assert_array_equal(got, want.astype(dtype))
    else:
        tol = 3e-2 if el == "f16" else 1e-10
        np.testing.assert_allclose(got.astype(np.float64), want, rtol=tol, atol=tol * np.sqrt(k))


def test_bf16_inputs_f32_accumulation():
    m, k, n = 24, 64, 40
    src = dot_program((m, k), (k, n), (m, n), "contracting_dims = [1] x [0]", "bf16", "f32")
    a, b = _inputs(np.random.default_rng(4), [(m, k), (k, n)], ml_dtypes.bfloat16)
    want = a.astype(np.float64) @ b.astype(np.float64)  # exact products of bf16 values
    np.testing.assert_allclose(stablehlo_cc.compile(src)(a, b), want, rtol=1e-5, atol=1e-4)


def test_batched_and_transposed_contractions():
    # Attention-style: bqhd,bkhd->bhqk (batch dims b,h; contracting d).
    b, q, kk, h, d = 2, 17, 9, 3, 8
    src = dot_program((b, q, h, d), (b, kk, h, d), (b, h, q, kk),
                      "batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3]",
                      "f32", "f32")
    x, y = _inputs(np.random.default_rng(5), [(b, q, h, d), (b, kk, h, d)], np.float32)
    want = np.einsum("bqhd,bkhd->bhqk", x.astype(np.float64), y.astype(np.float64))
    np.testing.assert_allclose(stablehlo_cc.compile(src)(x, y), want, rtol=1e-4, atol=1e-4)
    # A transposed: contract over dim 0 of both.
    src = dot_program((30, 20), (30, 50), (20, 50), "contracting_dims = [0] x [0]", "f32", "f32")
    a, c = _inputs(np.random.default_rng(6), [(30, 20), (30, 50)], np.float32)
    np.testing.assert_allclose(stablehlo_cc.compile(src)(a, c),
                               a.T.astype(np.float64) @ c.astype(np.float64), rtol=1e-4,
                               atol=1e-4)


def test_unit_reduction_loops_in_another_order_copy_nothing():
    """flax's attention output projection sums over (h, 1, d) of the weight and (h, d, 1) of
    the attention output: the unit loop may sit anywhere in a run of reduction loops, so
    neither operand is copied transposed (the weight was copied twice a call). 8 rows: the
    in-place tiled code on every host (below the packed kernel's rows)."""
    a_shape, w_shape = (1, 4, 32, 1, 8), (4, 1, 32, 128)   # [b, h, d, 1, q], [h, 1, d, n]
    src = dot_program(a_shape, w_shape, (1, 8, 128),
                      "contracting_dims = [1, 2, 3] x [0, 2, 1]", "f32", "f32")
    a, w = _inputs(np.random.default_rng(9), [a_shape, w_shape], np.float32)
    want = np.einsum("bhdoq,hodn->bqn", a.astype(np.float64), w.astype(np.float64))
    np.testing.assert_allclose(stablehlo_cc.compile(src)(a, w), want, rtol=1e-4, atol=1e-4)
    ir = stablehlo_cc.compile(src, emit="bufferized")
    allocated = [math.prod(int(d) for d in shape.split("x"))
                 for shape in re.findall(r"memref\.alloc\(\)[^\n]*: memref<([0-9x]+)xf32>", ir)]
    assert w.size not in allocated and a.size not in allocated, allocated


def test_matvec_and_vecdot():
    src = dot_program((37, 29), (29,), (37,), "contracting_dims = [1] x [0]", "f32", "f32")
    a, v = _inputs(np.random.default_rng(7), [(37, 29), (29,)], np.float32)
    np.testing.assert_allclose(stablehlo_cc.compile(src)(a, v), a.astype(np.float64) @ v,
                               rtol=1e-4, atol=1e-4)
    src = dot_program((29,), (29,), (), "contracting_dims = [0] x [0]", "f32", "f32")
    np.testing.assert_allclose(stablehlo_cc.compile(src)(v, v), v.astype(np.float64) @ v,
                               rtol=1e-4)


@pytest.mark.parametrize("m,k,n", [(1, 128, 128), (1, 64, 128), (1, 256, 1024), (1, 1024, 256),
                                   (1, 100, 192), (1, 72, 1000), (8, 256, 1024), (4, 1024, 256),
                                   (5, 300, 1000), (16, 64, 64), (12, 512, 512)])
def test_row_vector_and_few_row_products(m, k, n):
    """1 x K @ K x N (a recurrent step's product) and products of a few rows (a batch-8
    decode step's): the reduction is blocked so that a block of B's rows is used by every
    register strip while it is in L1 (_tile_sizes); the sums are numpy's, reduction lengths
    that the block does not divide included."""
    src = dot_program((m, k), (k, n), (m, n), "contracting_dims = [1] x [0]", "f32", "f32")
    a, b = _inputs(np.random.default_rng(m + k + n), [(m, k), (k, n)], np.float32)
    np.testing.assert_allclose(stablehlo_cc.compile(src)(a, b), a.astype(np.float64) @ b,
                               rtol=1e-4, atol=1e-4 * np.sqrt(k))


@pytest.mark.parametrize("m,k,n,loop,block", [
    (1, 128, 128, True, 16), (1, 64, 128, True, 16), (1, 256, 256, True, 8),
    (1, 128, 512, True, 8), (1, 256, 1024, True, 1), (1, 1024, 256, True, 1),
    (1, 128, 64, True, 128), (1, 128, 128, False, 128), (8, 256, 1024, False, 8),
    (4, 1024, 256, False, 8), (16, 128, 64, False, 32), (16, 64, 64, False, 64),
    (8, 64, 64, True, 64), (8, 64, 128, True, 16)])
def test_row_vector_products_block_the_reduction(m, k, n, loop, block):
    """The reduction's cache block: 8 KiB of B's rows across one cache block of columns (at
    least 8 rows), for one row in a loop's body when B fits in 256 KiB (a product outside
    loops, read once a call: 256 rows, the usual cache block; a larger B, from L3, is read
    row after row, one row a block: _streamed_rows), for 2-16 rows whatever B's size and
    place; a product of one register strip (64 columns) is not blocked, nor one whose B
    rows of a cache block of columns fit in 16 KiB (an RNN step's 64 x 64 weights: in L1
    from one strip to the next anyway; L1_RESIDENT_B_BYTES)."""
    import jax
    import jax.numpy as jnp
    import mlir.ir as uir

    from stablehlo_cc.compiler.bridge import new_upstream_context

    def product(x, w):
        if not loop:
            return x @ w
        return jax.lax.fori_loop(0, 3, lambda i, acc: acc + x @ w, jnp.zeros((m, n)))

    args = [np.ones((m, k), np.float32), np.ones((k, n), np.float32)]
    ctx = new_upstream_context()
    module = uir.Module.parse(stablehlo_cc.compile(jax.jit(product).lower(*args),
                                                   emit="linalg"), ctx)
    contraction_codegen._apply_or_restore(module, contraction_codegen._GENERALIZE_SCRIPT)
    contraction_codegen.batch_matmul_form(module)
    generics = []
    module.operation.walk(lambda op: (generics.append(op) if op.name == "linalg.generic"
                                      else None, uir.WalkResult.ADVANCE)[1])
    [product] = [g for g in generics if contraction_codegen._is_contraction_body(g)]
    kind, cache, register, kinds = contraction_codegen._tile_sizes(
        product, contraction_codegen.RegisterBlock(6, 2, 32))
    reduction = kinds.index("reduction")
    assert kind == "contraction" and register[reduction] == 1
    assert (cache[reduction] if cache else k) == block


def test_contractions_are_actually_vectorized():
    """The fast path is taken: the LLVM IR of a matmul holds vector FMAs."""
    # (48^3 is below the packed path's threshold, native_gemm_calls.f32_limits)
    src = dot_program((48, 48), (48, 48), (48, 48), "contracting_dims = [1] x [0]", "f32", "f32")
    ir = stablehlo_cc.compile(src, emit="llvm-ir")
    assert re.search(r"@llvm\.(fma|fmuladd)\.v\d+f32", ir)


def test_failed_transform_leaves_the_module_correct(monkeypatch):
    """If the transform script cannot be applied, the untransformed program still runs."""
    monkeypatch.setattr(contraction_codegen, "_tiling_script",
                        lambda *a, **k: "module { bad syntax")
    src = dot_program((9, 10), (10, 11), (9, 11), "contracting_dims = [1] x [0]", "f32", "f32")
    a, b = _inputs(np.random.default_rng(8), [(9, 10), (10, 11)], np.float32)
    np.testing.assert_allclose(stablehlo_cc.compile(src)(a, b), a.astype(np.float64) @ b,
                               rtol=1e-5, atol=1e-5)


def test_a_transform_failing_halfway_leaves_only_its_op_untransformed(monkeypatch):
    """Ops are transformed in groups under one backup (contraction_codegen._apply_all): when
    one op's script fails after it has tiled its op, that op is restored and every other op
    is still transformed; the program computes what numpy computes."""
    def failing_for_tag_2(script):
        def make(tag, *sizes, **options):
            text = script(tag, *sizes, **options)
            if tag != 2:
                return text
            # after the tiling, a vectorization with the wrong number of sizes fails
            bad = "    transform.structured.vectorize %r vector_sizes [1] : !transform.any_op"
            return text.replace("    transform.yield", bad + "\n    transform.yield")
        return make

    # (each of these one-block products tries its fill fused into its tiles first)
    for name in ("_tiling_script", "_fill_in_tiles_script"):
        monkeypatch.setattr(contraction_codegen, name,
                            failing_for_tag_2(getattr(contraction_codegen, name)))
    done = []
    transform = contraction_codegen.tile_and_vectorize
    monkeypatch.setattr(contraction_codegen, "tile_and_vectorize",
                        lambda module, *a: done.append(transform(module, *a)) or done[-1])
    # below the packed path's threshold: each product is tiled here; of different shapes, so
    # that no two share a kernel function (contraction_kernels.py)
    k = [48, 40, 56, 32, 64, 48]
    n = 48
    lines = ["func.func @main(%x: tensor<48x48xf32>, "
             + ", ".join(f"%w{i}: tensor<{k[i]}x{k[i + 1]}xf32>" for i in range(5))
             + f") -> tensor<{n}x{k[-1]}xf32> {{"]
    value, t_in = "%x", "tensor<48x48xf32>"
    for i in range(5):
        t = f"tensor<{n}x{k[i + 1]}xf32>"
        lines.append(f"  %p{i} = stablehlo.dot_general {value}, %w{i}, contracting_dims = [1] x"
                     f" [0] : ({t_in}, tensor<{k[i]}x{k[i + 1]}xf32>) -> {t}")
        lines.append(f"  %y{i} = stablehlo.tanh %p{i} : {t}")
        value, t_in = f"%y{i}", t
    lines += [f"  return {value} : {t_in}", "}"]
    args = _inputs(np.random.default_rng(3), [(n, n)] + [(k[i], k[i + 1]) for i in range(5)],
                   np.float32)
    got = stablehlo_cc.compile("\n".join(lines), cache=False)(*args)
    want = args[0].astype(np.float64)
    for w in args[1:]:
        want = np.tanh(want @ w)
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4)
    assert done == [4]


@pytest.mark.parametrize("perm", [(1, 0), (0, 2, 3, 1), (3, 2, 1, 0), (0, 3, 1, 2)])
def test_transposes(perm):
    shape = (6, 20, 17, 32)[:len(perm)]
    out_shape = tuple(shape[p] for p in perm)

    def t(s):
        return "tensor<" + "".join(f"{d}x" for d in s) + "f32>"
    src = f"""
func.func @main(%a: {t(shape)}) -> {t(out_shape)} {{
  %0 = stablehlo.transpose %a, dims = {list(perm)} : ({t(shape)}) -> {t(out_shape)}
  return %0 : {t(out_shape)}
}}"""
    x = np.random.default_rng(9).standard_normal(shape).astype(np.float32)
    np.testing.assert_array_equal(stablehlo_cc.compile(src)(x), x.transpose(perm))


# --- the packed C matrix product (compiler/linalg/native_gemm_calls.py, contract/native/gemm.c)

def _calls_native_gemm(lowered, kind="f32") -> bool:
    return f"@__shlo_native_gemm_{kind}" in stablehlo_cc.compile(lowered, emit="bufferized")


def test_bf16_1024_takes_the_packed_path_and_matches_jax():
    import jax
    import jax.numpy as jnp
    rng = np.random.default_rng(20)
    a = rng.standard_normal((1024, 1024)).astype(ml_dtypes.bfloat16)
    b = rng.standard_normal((1024, 1024)).astype(ml_dtypes.bfloat16)
    f = jax.jit(lambda x, y: jnp.matmul(x, y, preferred_element_type=jnp.float32))
    lowered = f.lower(a, b)
    assert _calls_native_gemm(lowered, "bf16")
    got = stablehlo_cc.compile(lowered)(a, b)
    want = a.astype(np.float64) @ b.astype(np.float64)  # products of bf16 values are exact
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5 * np.abs(want).max())
    np.testing.assert_allclose(got, np.asarray(f(a, b)), rtol=1e-5,
                               atol=1e-5 * np.abs(want).max())


@pytest.mark.parametrize("dtype,kind", [(ml_dtypes.bfloat16, "bf16"), (np.float16, "f16")])
def test_narrow_results_round_once_like_jax(dtype, kind):
    """bf16 x bf16 -> bf16 (no preferred type): f32 accumulation, one rounding, as XLA."""
    import jax
    rng = np.random.default_rng(21)
    a = rng.standard_normal((300, 520)).astype(dtype)
    b = rng.standard_normal((520, 260)).astype(dtype)
    f = jax.jit(lambda x, y: x @ y)
    lowered = f.lower(a, b)
    assert _calls_native_gemm(lowered, kind)
    got = np.asarray(stablehlo_cc.compile(lowered)(a, b)).astype(np.float64)
    want = np.asarray(f(a, b)).astype(np.float64)
    exact = a.astype(np.float64) @ b.astype(np.float64)
    ulp = 2.0 ** (-8 if kind == "bf16" else -11)
    # at most one rounding of the f32 sum away from jax's (and from the exact value)
    np.testing.assert_allclose(got, want, rtol=2 * ulp, atol=ulp * np.abs(exact).max() / 64)
    np.testing.assert_allclose(got, exact, rtol=ulp, atol=ulp * np.abs(exact).max() / 64)


def test_odd_f32_sizes_take_the_packed_path():
    """1000x997 @ 997x1030: partial register tiles on every edge, K not a multiple of KC."""
    m, k, n = 1000, 997, 1030
    src = dot_program((m, k), (k, n), (m, n), "contracting_dims = [1] x [0]", "f32", "f32")
    assert "@__shlo_native_gemm_f32" in stablehlo_cc.compile(src, emit="bufferized")
    a, b = _inputs(np.random.default_rng(22), [(m, k), (k, n)], np.float32)
    want = a.astype(np.float64) @ b.astype(np.float64)
    np.testing.assert_allclose(stablehlo_cc.compile(src)(a, b), want, rtol=1e-4,
                               atol=1e-5 * np.abs(want).max())


@pytest.mark.parametrize("eq,lhs,rhs", [
    ("bmk,bkn->bmn", (6, 130, 300), (6, 300, 170)),
    ("mbk,bnk->bmn", (130, 6, 300), (6, 170, 300)),   # batch in the middle, B transposed
    ("km,kn->nm", (300, 130), (300, 170)),            # columns from the first operand
    ("bhmk,bhkn->bhmn", (2, 3, 100, 128), (2, 3, 128, 96)),  # two batch dimensions
    # two reduction dimensions (attention's output projection): apart in A, so the kernel
    # steps through both; adjacent in both operands, so they are one
    ("bhqd,hdn->bqn", (2, 8, 128, 64), (8, 64, 512)),
    ("hqd,hdn->qn", (4, 100, 30), (4, 30, 70)),
    ("bqhd,hdn->bqn", (2, 64, 4, 64), (4, 64, 256)),
    # heads apart in A, read in place a head (run of d) at a time, 37 rows (a 1-row tail);
    # then runs that a reduction block would cut (K 300 in blocks of 150): A packed
    ("bhqd,hdn->bqn", (1, 8, 37, 48), (8, 48, 200)),
    ("bhqd,hdn->bqn", (1, 3, 40, 100), (3, 100, 64)),
    # the batch outside the heads (BERT's 8 sequences): b and q are two row dimensions of
    # one product (B packed once), with a row tail, with runs cut by a reduction block,
    # and with B stored N x K
    ("bhqd,hdn->bqn", (8, 4, 64, 64), (4, 64, 256)),
    ("bhqd,hdn->bqn", (3, 8, 37, 48), (8, 48, 200)),
    ("bhqd,hdn->bqn", (5, 3, 40, 100), (3, 100, 64)),
    ("bhqd,nhd->bqn", (4, 4, 50, 64), (256, 4, 64)),
    # A stored K-major (rows adjacent in memory) over two reduction dimensions: whisper's
    # attention output projection, packed along its columns
    ("bhdq,hdn->bqn", (1, 4, 64, 100), (4, 64, 256)),
    # unit loops left out (whisper's exported output projection: a third, unit, reduction)
    ("bhdoq,hodn->bqn", (1, 4, 64, 1, 100), (4, 1, 64, 256)),
    # grouped heads (llama's GQA output projection): g and h continue each other in both
    # operands and become one reduction beside d
    ("bghdoq,ghodn->bqn", (1, 2, 4, 32, 1, 64), (2, 4, 1, 32, 256)),
    # few rows against a wide B whose rows are 4 KiB apart: B packed a row at a time
    ("bqk,kn->bqn", (1, 16, 256), (256, 1024)),
    ("bqk,kn->bqn", (1, 100, 300), (300, 1030)),
    # B stored N x K (GPT-2's tied LM head): packed with 8 x 8 register transposes;
    # with 37 rows too; with 16, computed as C^T = B^T A^T
    ("bqk,nk->bqn", (1, 64, 256), (1000, 256)),
    ("bqk,bnk->bqn", (2, 37, 256), (2, 700, 256)),
    ("bqk,nk->bqn", (1, 16, 256), (1024, 256)),
    # ... and from 8 rows (GPT-2 decode's LM head at batch 8, nothing of B packed)
    ("bqk,nk->bqn", (8, 1, 256), (1000, 256)),
    ("bqk,nk->bqn", (8, 1, 768), (5003, 768)),
    ("bqk,bnk->bqn", (3, 9, 256), (3, 700, 256)),
])
@pytest.mark.usefixtures("packed_from_avx2_sizes")
def test_batched_and_transposed_packed_products(eq, lhs, rhs):
    import jax
    import jax.numpy as jnp
    rng = np.random.default_rng(len(eq))
    a = rng.standard_normal(lhs).astype(np.float32)
    b = rng.standard_normal(rhs).astype(np.float32)
    lowered = jax.jit(lambda x, y: jnp.einsum(eq, x, y)).lower(a, b)
    assert _calls_native_gemm(lowered)
    want = np.einsum(eq, a.astype(np.float64), b.astype(np.float64))
    np.testing.assert_allclose(stablehlo_cc.compile(lowered)(a, b), want, rtol=1e-4,
                               atol=1e-5 * np.abs(want).max())


def test_avx512_packs_rows_its_register_block_does_not_divide(monkeypatch):
    """With AVX-512's 8-row register block, M = 65 (ViT's patches and class token) is packed
    from the AVX2 sizes on and M = 64 stays in place (native_gemm_calls.AVX512_BLOCK_ROWS);
    the planning is an AVX-512 host's, whatever host runs the test."""
    import jax
    monkeypatch.setattr(contraction_codegen, "host_register_block",
                        lambda: contraction_codegen.RegisterBlock(rows=8, vectors=2,
                                                                  vector_bytes=64))
    rng = np.random.default_rng(31)
    b = rng.standard_normal((192, 768)).astype(np.float32)
    for m, packed in ((64, False), (65, True)):
        a = rng.standard_normal((m, 192)).astype(np.float32)
        lowered = jax.jit(lambda x, y: x @ y).lower(a, b)
        assert _calls_native_gemm(lowered) == packed, m
    monkeypatch.undo()  # (65 rows are packed on an AVX2 host as well: run it there too)
    np.testing.assert_allclose(stablehlo_cc.compile(lowered)(a, b), a.astype(np.float64) @ b,
                               rtol=1e-4, atol=1e-4)


def test_avx512_packs_what_its_tiled_code_cannot_read_in_place(monkeypatch):
    """AVX-512's rule (native_gemm_calls.F32_LIMITS_AVX512): with M a multiple of the 8-row
    block, B stored K x N and within 1 MiB, the tiled code keeps every product up to 2^24
    multiply-adds (256 x 256 @ 256 x 256) and the packed kernel takes larger ones; a B
    larger than an L2 (256 x 1280 f32, 32 rows), or stored N x K (a PyTorch Linear's
    weight, which the tiled code transposes first) and larger than 256 KiB, is packed from
    the AVX2 sizes."""
    import jax
    monkeypatch.setattr(contraction_codegen, "host_register_block",
                        lambda: contraction_codegen.RegisterBlock(rows=8, vectors=2,
                                                                  vector_bytes=64))
    rng = np.random.default_rng(37)
    cases = (((256, 256), (256, 256), False, False), ((512, 256), (256, 256), False, True),
             ((64, 256), (256, 1024), False, False), ((32, 256), (256, 1280), False, True),
             ((16, 1024), (256, 1024), True, True), ((64, 64), (64, 64), True, False))
    programs = []
    for a_shape, b_shape, transposed, packed in cases:
        a = rng.standard_normal(a_shape).astype(np.float32)
        b = rng.standard_normal(b_shape).astype(np.float32)
        f = (lambda x, y: x @ y.T) if transposed else (lambda x, y: x @ y)
        lowered = jax.jit(f).lower(a, b)
        assert _calls_native_gemm(lowered) == packed, (a_shape, b_shape)
        programs.append((lowered, a, b, a.astype(np.float64) @ (b.T if transposed else b)))
    monkeypatch.undo()  # (and the host's own plan computes the same products)
    for lowered, a, b, want in programs:
        np.testing.assert_allclose(stablehlo_cc.compile(lowered)(a, b), want, rtol=1e-4,
                                   atol=1e-4)


def test_avx512_packs_a_batch_whose_b_exceeds_an_l2(monkeypatch):
    """A batch of products counts the B of all its elements against the L2 bound when its
    columns are contiguous (native_gemm_calls.F32_LIMITS_AVX512): 8 x (64 x 256 @ 256 x 256),
    2 MiB of B, is packed from the AVX2 sizes, 2 of them (512 KiB) stay tiled, and so do 8
    with B stored N x K (the tiled code reads a transposed copy; counted per element). The
    packed batch matches float64 numpy and is bit-identical on 1, 2 and 3 threads."""
    import jax
    monkeypatch.setattr(contraction_codegen, "host_register_block",
                        lambda: contraction_codegen.RegisterBlock(rows=8, vectors=2,
                                                                  vector_bytes=64))
    rng = np.random.default_rng(41)
    cases = (("bqk,bkn->bqn", 8, (256, 256), True), ("bqk,bkn->bqn", 2, (256, 256), False),
             ("bqk,bnk->bqn", 8, (256, 256), False))
    programs = []
    for eq, batch, b_shape, packed in cases:
        a = rng.standard_normal((batch, 64, 256)).astype(np.float32)
        b = rng.standard_normal((batch,) + b_shape).astype(np.float32)
        lowered = jax.jit(lambda x, y, eq=eq: jnp.einsum(eq, x, y)).lower(a, b)
        assert _calls_native_gemm(lowered) == packed, (eq, batch)
        programs.append((lowered, a, b, np.einsum(eq, a.astype(np.float64), b)))
    monkeypatch.undo()  # (the host's own plan computes the same products)
    for lowered, a, b, want in programs:
        exe = stablehlo_cc.compile(lowered, cache=False)
        result = on_1_2_3_threads(exe, a, b)
        np.testing.assert_allclose(result, want, rtol=1e-4, atol=1e-4 * np.abs(want).max())


def test_tiled_products_start_their_accumulators_at_zero(tiled_from_avx512_sizes):
    """A tiled product whose cache blocks each cover the whole reduction takes its zero fill
    into its register tiles (contraction_codegen._fill_in_tiles_script): no fill is left in
    the bufferized program, as plain or batched product; one whose reduction is cut into
    blocks (13 rows: FEW_ROWS) keeps it. Values match float64 numpy, with the same bits on
    1, 2 and 3 threads. (AVX-512's sizes on every host: an AVX2 host gives products of 12
    rows or fewer, and the 3x128x64 one, to gemm.c.)"""
    import jax
    rng = np.random.default_rng(43)
    cases = (((128, 64), (64, 16), False), ((3, 128, 64), (3, 64, 48), False),
             ((13, 512), (512, 256), True))
    for a_shape, b_shape, fill_left in cases:
        a = rng.standard_normal(a_shape).astype(np.float32)
        b = rng.standard_normal(b_shape).astype(np.float32)
        lowered = jax.jit(jnp.matmul).lower(a, b)
        text = stablehlo_cc.compile(lowered, emit="bufferized", cache=False)
        assert "native_gemm" not in text and ("scf.forall" in text or fill_left), a_shape
        assert ("linalg.fill" in text) == fill_left, a_shape
        exe = stablehlo_cc.compile(lowered, cache=False)
        result = on_1_2_3_threads(exe, a, b)
        want = np.matmul(a.astype(np.float64), b)
        np.testing.assert_allclose(result, want, rtol=1e-4, atol=1e-4 * np.abs(want).max())


def test_recurrent_step_product_starts_at_zero_in_registers(tiled_from_avx512_sizes):
    """An RNN step's 8x64 @ 64x64 in a fori_loop (benchmarks' rnn1000, shortened): its 16 KiB
    of weights stay in L1, so its reduction is one block (L1_RESIDENT_B_BYTES) and its
    register tiles start from zeros: no fill (no memset, no zeros loaded) is left in the
    loop, and the state is updated in place (no copy inside the loop). Values match
    jax.jit, with the same bits on 1, 2 and 3 threads; a 64x128 weight (32 KiB) keeps its
    reduction blocks and so its fill."""
    import jax

    def rnn(h, x, w, u):
        def step(i, h):
            return jnp.tanh(h @ w + x[i % x.shape[0]] @ u)
        return jax.lax.fori_loop(0, 50, step, h)

    rng = np.random.default_rng(44)
    for n, fill_left in ((64, False), (128, True)):
        args = [rng.standard_normal((8, n)).astype(np.float32),
                rng.standard_normal((16, 8, n)).astype(np.float32),
                (rng.standard_normal((n, n)) * 0.1).astype(np.float32),
                (rng.standard_normal((n, n)) * 0.1).astype(np.float32)]
        lowered = jax.jit(rnn).lower(*args)
        text = stablehlo_cc.compile(lowered, emit="bufferized", cache=False)
        loop = text[text.index("scf.while"):]
        assert ("linalg.fill" in loop) == fill_left, n
        assert "memref.copy" not in loop and "memref.alloc(" not in loop, n
        exe = stablehlo_cc.compile(lowered, cache=False)
        result = on_1_2_3_threads(exe, *args)
        want = np.asarray(jax.jit(rnn)(*args))
        np.testing.assert_allclose(result, want, rtol=2e-5, atol=2e-5)


def test_fused_epilogue_after_a_packed_product_is_bit_identical_for_any_threads():
    import jax
    rng = np.random.default_rng(23)
    x = rng.standard_normal((4, 96, 784)).astype(np.float32)
    w = (rng.standard_normal((784, 1024)) * 0.05).astype(np.float32)
    bias = rng.standard_normal(1024).astype(np.float32)
    f = jax.jit(lambda x, w, b: jax.nn.gelu(x @ w + b))
    lowered = f.lower(x, w, bias)
    assert _calls_native_gemm(lowered)
    exe = stablehlo_cc.compile(lowered)
    result = on_1_2_3_threads(exe, x, w, bias)
    want = np.asarray(f(x, w, bias))
    np.testing.assert_allclose(result, want, rtol=1e-4, atol=1e-4 * np.abs(want).max())


def _call_c_gemm(lib, a, b, init, kind):
    """C = init + A @ B through the C entry point itself, with numpy's strides."""
    import ctypes
    m, k = a.shape
    n = b.shape[1]
    c = np.full((m, n), np.nan, np.float32)
    size = a.itemsize
    desc = np.zeros(50, np.int64)
    desc[:13] = [m, n, k, 0 if init is None else 1, a.strides[0] // size,
                 a.strides[1] // size, b.strides[0] // size, b.strides[1] // size, n, 1,
                 0 if init is None else init.strides[0] // 4,
                 0 if init is None else init.strides[1] // 4, 0]
    fn = getattr(lib, f"__shlo_native_gemm_{kind}")
    fn.argtypes = [ctypes.c_void_p] * 5
    fn(a.ctypes.data, b.ctypes.data, (c if init is None else init).ctypes.data,
       c.ctypes.data, desc.ctypes.data)
    return c


def test_c_entry_point_with_initial_values_and_strided_operands():
    from stablehlo_cc.contract import native
    lib = native.library()
    rng = np.random.default_rng(24)
    a = rng.standard_normal((300, 200)).astype(np.float32).T  # strided rows
    b = rng.standard_normal((300, 250)).astype(np.float32)
    init = rng.standard_normal((250, 200)).astype(np.float32).T
    want = init.astype(np.float64) + a.astype(np.float64) @ b.astype(np.float64)
    np.testing.assert_allclose(_call_c_gemm(lib, a, b, init, "f32"), want, rtol=1e-4,
                               atol=1e-4 * np.abs(want).max())
    h = rng.standard_normal((37, 3)).astype(np.float16)  # K smaller than any block
    g = rng.standard_normal((3, 41)).astype(np.float16)
    want = h.astype(np.float64) @ g.astype(np.float64)
    np.testing.assert_allclose(_call_c_gemm(lib, h, g, None, "f16"), want, rtol=1e-6,
                               atol=1e-6 * np.abs(want).max())
    empty = np.zeros((20, 0), np.float32)  # K = 0: the initial values
    np.testing.assert_array_equal(
        _call_c_gemm(lib, empty, np.zeros((0, 30), np.float32), None, "f32"),
        np.zeros((20, 30), np.float32))


@pytest.mark.parametrize("m,n,k", [(70, 900, 256), (128, 1024, 256), (64, 1000, 256),
                                   (37, 20, 301), (17, 16, 8), (16, 1024, 256), (20, 37, 301)])
def test_c_entry_point_packs_an_n_by_k_b(m, n, k):
    """C = init + A B^T with B stored N x K (K contiguous): from 32 rows packed in 8 x 8
    blocks transposed in registers (the columns past the last whole strip and the k past
    the last 8 a scalar at a time); with fewer rows and a B larger than A, computed as
    C^T = B A^T, the initial values and output through the transposed strides."""
    from stablehlo_cc.contract import native
    lib = native.library()
    rng = np.random.default_rng(m + n + k)
    a = rng.standard_normal((m, k)).astype(np.float32)
    b = rng.standard_normal((n, k)).astype(np.float32).T  # K x N view, K contiguous
    init = rng.standard_normal((m, n)).astype(np.float32)
    want = init.astype(np.float64) + a.astype(np.float64) @ b.astype(np.float64)
    np.testing.assert_allclose(_call_c_gemm(lib, a, b, init, "f32"), want, rtol=1e-4,
                               atol=1e-4 * np.abs(want).max())


@pytest.mark.parametrize("m,n,k,n_by_k", [(16, 256, 1024, True), (16, 1000, 256, True),
                                           (8, 300, 77, True), (203, 16, 300, False),
                                           (77, 10, 65, False), (40, 1, 33, False)])
def test_c_entry_point_with_at_most_16_columns(m, n, k, n_by_k):
    """Products of at most 16 columns, as given or as C^T = B A^T (a B stored N x K used by
    16 rows or fewer): on AVX-512 the 16 x 16 kernels (ISA_AVX512_NARROW), whole and partial
    panels of rows and columns; numpy's values and the same bits on 1 to 3 threads."""
    from stablehlo_cc.contract import native
    lib = native.library()
    rng = np.random.default_rng(m * n + k)
    a = rng.standard_normal((m, k)).astype(np.float32)
    b = rng.standard_normal((n, k)).astype(np.float32).T if n_by_k else \
        rng.standard_normal((k, n)).astype(np.float32)
    want = a.astype(np.float64) @ b.astype(np.float64)
    got = on_teams(lambda: _call_c_gemm(lib, a, b, None, "f32"))
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4 * np.abs(want).max())


@pytest.mark.parametrize("m", [15, 27, 64, 65, 100, 125])
def test_c_entry_point_rows_past_the_last_whole_panel(m):
    """An A read in place whose rows end in a partial micro-panel (65 = 4 x 14 + 9 on
    AVX-512, 100 = 16 x 6 + 4 on AVX2): a kernel of exactly that many rows (the tails of
    ISA_AVX512 / ISA_AVX2), with B whole and as a column slice; numpy's values and the same
    bits on 1 to 3 threads."""
    from stablehlo_cc.contract import native
    lib = native.library()
    rng = np.random.default_rng(m)
    a = rng.standard_normal((m, 300)).astype(np.float32)
    b = rng.standard_normal((300, 200)).astype(np.float32)
    for bb in (b, b[:, 3:190]):
        got = on_teams(lambda: _call_c_gemm(lib, a, bb, None, "f32"))
        want = a.astype(np.float64) @ bb.astype(np.float64)
        np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4 * np.abs(want).max())


@pytest.mark.parametrize("kind", ["bf16", "f32"])
@pytest.mark.parametrize("isa", ["generic", "avx2"])
def test_fallback_kernels(isa, kind):
    """The portable kernel (hosts without AVX2) and the AVX2 one on an AVX-512 host; f32
    operands take the packing loops of whole rows and panels (and of a B stored N x K),
    bf16 ones the converting ones."""
    import os
    import subprocess
    import sys
    dtype = "ml_dtypes.bfloat16" if kind == "bf16" else "np.float32"
    code = (
        "import numpy as np, ml_dtypes, stablehlo_cc\n"
        "m, k, n = 203, 517, 190\n"
        "src = '''\n" + dot_program((203, 517), (517, 190), (203, 190),
                                     "contracting_dims = [1] x [0]", kind, "f32") + "'''\n"
        "rng = np.random.default_rng(25)\n"
        f"a = rng.standard_normal((m, k)).astype({dtype})\n"
        f"b = rng.standard_normal((k, n)).astype({dtype})\n"
        "got = stablehlo_cc.compile(src, cache=False)(a, b)\n"
        "want = a.astype(np.float64) @ b.astype(np.float64)\n"
        "err = float(np.abs(got - want).max() / np.abs(want).max())\n"
        # B stored N x K: the transposing pack (AVX2 8 x 8 blocks, or scalar)
        "src = '''\n" + dot_program((203, 517), (190, 517), (203, 190),
                                     "contracting_dims = [1] x [1]", kind, "f32") + "'''\n"
        "got = stablehlo_cc.compile(src, cache=False)(a, np.ascontiguousarray(b.T))\n"
        "err = max(err, float(np.abs(got - want).max() / np.abs(want).max()))\n"
        "print(err)\n")
    env = dict(os.environ, STABLEHLO_CC_GEMM_ISA=isa)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=env, timeout=300)
    assert out.returncode == 0, out.stderr
    assert float(out.stdout.strip().splitlines()[-1]) < 1e-6


@pytest.mark.parametrize("threads", [1, 2, 3])
def test_c_entry_point_at_mlp_sizes(threads):
    """An MLP layer's product (64 rows: one row block) through
    the C entry point, with B whole and as a column slice (rows 1024 apart, a partial last
    strip), on 1 to 3 threads: the same bits each time, and numpy's values."""
    from stablehlo_cc.contract import native
    lib = native.library()
    rng = np.random.default_rng(26)
    a = rng.standard_normal((64, 784)).astype(np.float32)
    b = rng.standard_normal((784, 1024)).astype(np.float32)
    native.set_thread_limit(threads)
    try:
        for bb in (b, b[:, 5:1003]):
            got = _call_c_gemm(lib, a, bb, None, "f32")
            want = a.astype(np.float64) @ bb.astype(np.float64)
            np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5 * np.abs(want).max())
            native.set_thread_limit(1)
            assert got.tobytes() == _call_c_gemm(lib, a, bb, None, "f32").tobytes()
            native.set_thread_limit(threads)
    finally:
        native.set_thread_limit(0)


@pytest.mark.parametrize("m", [19, 20, 21, 22, 23, 32])
def test_c_entry_point_last_row_panels(m):
    """Rows past the last whole 6-row panel (AVX2) take the 2- or 4-row kernels, on C itself
    when they fill them (20, 22) and through the tile otherwise (19, 21); 23 the full one."""
    from stablehlo_cc.contract import native
    lib = native.library()
    rng = np.random.default_rng(m)
    a = rng.standard_normal((m, 300)).astype(np.float32)
    b = rng.standard_normal((300, 200)).astype(np.float32)
    init = rng.standard_normal((m, 200)).astype(np.float32)
    want = init.astype(np.float64) + a.astype(np.float64) @ b.astype(np.float64)
    np.testing.assert_allclose(_call_c_gemm(lib, a, b, init, "f32"), want, rtol=1e-4,
                               atol=1e-5 * np.abs(want).max())
    want = a.astype(np.float64) @ b[:, :190].astype(np.float64)  # a partial column strip
    np.testing.assert_allclose(_call_c_gemm(lib, a, b[:, :190], None, "f32"), want,
                               rtol=1e-4, atol=1e-5 * np.abs(want).max())


@pytest.mark.parametrize("m,n,k", [(1, 1000, 1280), (2, 1152, 192), (3, 261, 301),
                                   (4, 1280, 320), (4, 320, 1152), (4, 256, 3), (4, 2051, 1024)])
def test_c_entry_point_few_rows_stream_b(m, n, k):
    """Products of at most 12 rows and 8 columns or more read B in place (gemm_few_rows.inc):
    with initial values, rows of A strided, a partial last vector of columns, a reduction
    not a multiple of 4 steps, a column slice of B (rows longer than the product's), and
    bit-identical results on 1 to 3 threads (a cut of the columns, for products of 4 MFLOP
    or more)."""
    from stablehlo_cc.contract import native
    lib = native.library()
    rng = np.random.default_rng(m * n + k)
    a = rng.standard_normal((k + 3, m)).astype(np.float32).T[:, 2:k + 2]  # strided rows
    b = rng.standard_normal((k, n + 7)).astype(np.float32)[:, 3:n + 3]
    init = rng.standard_normal((m, n)).astype(np.float32)
    want = init.astype(np.float64) + a.astype(np.float64) @ b.astype(np.float64)
    np.testing.assert_allclose(_call_c_gemm(lib, a, b, init, "f32"), want, rtol=1e-4,
                               atol=1e-5 * np.abs(want).max())
    want = a.astype(np.float64) @ b.astype(np.float64)
    one = _call_c_gemm(lib, a, b, None, "f32")
    np.testing.assert_allclose(one, want, rtol=1e-4, atol=1e-5 * np.abs(want).max())
    try:
        for threads in (2, 3):
            native.set_thread_limit(threads)
            assert _call_c_gemm(lib, a, b, None, "f32").tobytes() == one.tobytes()
    finally:
        native.set_thread_limit(0)


def test_library_with_a_packed_product_needs_only_libc(tmp_path):
    import subprocess
    import jax
    import jax.numpy as jnp
    rng = np.random.default_rng(26)
    a = rng.standard_normal((300, 400)).astype(ml_dtypes.bfloat16)
    b = rng.standard_normal((400, 500)).astype(ml_dtypes.bfloat16)
    f = jax.jit(lambda x, y: jnp.matmul(x, y, preferred_element_type=jnp.float32))
    lib = tmp_path / "libgemm.so"
    stablehlo_cc.build_library(f.lower(a, b), str(lib))
    needed = subprocess.run(["readelf", "-d", str(lib)], capture_output=True, text=True).stdout
    libs = {line.split("[")[1].split("]")[0] for line in needed.splitlines() if "NEEDED" in line}
    assert {x for x in libs if not x.startswith("ld-linux")} <= \
        {"libc.so.6", "libm.so.6", "libmvec.so.1"}, libs
    got = stablehlo_cc.load(str(lib))(a, b)
    np.testing.assert_allclose(got, a.astype(np.float64) @ b.astype(np.float64), rtol=1e-5,
                               atol=1e-5 * np.abs(got).max())


@pytest.mark.parametrize("stride,x_shape,w_shape", [
    (2, (1, 200, 256), (3, 256, 256)),   # whisper's stride-2 stem
    (1, (2, 200, 80), (3, 80, 256)),     # its first convolution, batch of two
    (3, (2, 301, 64), (5, 64, 96)),      # window wider than the stride, ragged end
])
@pytest.mark.usefixtures("packed_from_avx2_sizes")
def test_1d_convolutions_are_packed_products(stride, x_shape, w_shape):
    """A 1-D convolution without dilation is a product of the input read in place (rows
    stride x C apart, overlapping) with the filter as a (KW C) x F matrix."""
    import jax
    rng = np.random.default_rng(stride)
    x = rng.standard_normal(x_shape).astype(np.float32)
    w = (rng.standard_normal(w_shape) * 0.1).astype(np.float32)
    f = jax.jit(lambda x, w: jax.nn.gelu(jax.lax.conv_general_dilated(
        x, w, (stride,), ((1, 1),), dimension_numbers=("NWC", "WIO", "NWC"))))
    lowered = f.lower(x, w)
    assert _calls_native_gemm(lowered)
    want = np.asarray(f(x, w))
    np.testing.assert_allclose(stablehlo_cc.compile(lowered)(x, w), want, rtol=1e-4,
                               atol=1e-5 * np.abs(want).max())


def test_batch_outside_the_heads_is_one_product_of_two_row_dimensions():
    """`bhqd,hdn->bqn` with b > 1: b continues q's rows in the output but not in A, so the
    plan has no batch dimension and gemm.c's two-row-dimension fields hold q's extent and
    b's A stride; d is the inner reduction; the results match numpy and are the same bits
    for 1, 2 and 3 threads."""
    import jax
    import jax.numpy as jnp
    from mlir import ir as uir
    from stablehlo_cc.compiler.linalg import native_gemm_calls as ngc
    rng = np.random.default_rng(41)
    a = rng.standard_normal((8, 4, 64, 64)).astype(np.float32)
    w = rng.standard_normal((4, 64, 256)).astype(np.float32)
    lowered = jax.jit(lambda x, y: jnp.einsum("bhqd,hdn->bqn", x, y)).lower(a, w)
    linalg = stablehlo_cc.compile(lowered, emit="linalg")
    with uir.Context():
        module = uir.Module.parse(linalg)
        plans = [ngc._plan(op, (1, 1, 1)) for op in ngc.ops_named(module, "linalg.generic")]
    plans = [p for p in plans if p is not None]
    assert len(plans) == 1
    desc = plans[0][3]
    assert desc[0] == 8 * 64 and desc[12] == 0  # M over b and q, no batch dimension
    assert desc[32:34] == [64, 4 * 64 * 64]    # q's extent, b's stride in A
    # d (A stride 1) is the inner reduction whatever the einsum's loop order (d before h):
    # A is read in place a head's run of d at a time; then h, by A and B strides
    assert desc[5] == 1 and desc[28:31] == [64, 64 * 64, 64 * 256]
    exe = stablehlo_cc.compile(lowered)
    want = np.einsum("bhqd,hdn->bqn", a.astype(np.float64), w.astype(np.float64))
    result = on_1_2_3_threads(exe, a, w)
    np.testing.assert_allclose(result, want, rtol=1e-4, atol=1e-5 * np.abs(want).max())



def test_tiled_product_zeroes_its_blocks_in_the_grid():
    """A tiled product whose initial value is a zero fill of its own (attention's scores,
    2 x 8 x 256 x 256: 4 MiB) fills each output block inside its parallel grid, just before
    accumulating it in cache, not in one pass over the whole output before the product; the
    values are jax.jit's, the same on 1, 2 and 3 threads."""
    rng = np.random.default_rng(7)
    q = rng.standard_normal((2, 256, 8, 64)).astype(np.float32)
    k = rng.standard_normal((2, 256, 8, 64)).astype(np.float32)

    def scores(q, k):
        return jax.nn.softmax(jnp.einsum("bqhd,bkhd->bhqk", q, k) * 0.125, axis=-1)

    text = jax.jit(scores).lower(q, k).as_text()
    buffers = stablehlo_cc.compile(text, emit="bufferized", cache=False)
    whole = [line for line in buffers.split("\n")
             if "linalg.fill" in line and "memref<2x8x256x256xf32>" in line]
    assert not whole, whole
    exe = stablehlo_cc.compile(text, cache=False)
    want = np.asarray(jax.jit(scores)(q, k))
    result = on_1_2_3_threads(exe, q, k)
    np.testing.assert_allclose(result, want, rtol=1e-5, atol=1e-6)
