"""Transposes through the C kernel (contract/native/transpose.c) agree with numpy bit for bit
at real sizes (4096 x 4096, with non-temporal stores; odd sizes like 1000 x 1003; rank-3 and
rank-4 permutations, attention's head split among them; blocks that fit in L2 through the
16 x 16 AVX-512 tiles and through the 8 x 8 AVX2 ones), for f32 and 32-bit integers; give the
same bits on 1, 2 and 3 threads; the portable C path agrees too; the transposes the kernel
does not take (16-bit elements, thin sides, transposes fused with arithmetic) still compile
to the generated loops and agree."""

import os
import subprocess
import sys

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest

import stablehlo_cc
from portable_isa import last_line_with_isa, last_line_with_portable_kernels
from stablehlo_cc.compiler.linalg import native_transpose_calls
from stablehlo_cc.contract.native import TRANSPOSE

# (shape, permutation)
CASES = [
    ((4096, 4096), (1, 0)),            # 64 MiB: non-temporal stores
    ((1000, 1003), (1, 0)),            # ragged blocks and tiles on both sides
    ((1003, 1000), (1, 0)),
    ((16, 517), (1, 0)),               # one short side (16: the least the kernel takes)
    ((64, 96, 130), (0, 2, 1)),        # batched
    ((96, 64, 130), (2, 1, 0)),        # the outer dimension in the middle
    ((130, 64, 96), (1, 2, 0)),
    ((2, 128, 12, 64), (0, 2, 3, 1)),  # attention's keys, (b, s, h, d) -> (b, h, d, s)
    ((3, 5, 40, 33), (3, 1, 0, 2)),
    # blocks that fit in L2 (transpose.c's direct path: 16 x 16 AVX-512 tiles, then 8 x 8
    # AVX2 tiles and single elements for the sides past a multiple of 16)
    ((1, 64, 4, 64), (0, 2, 3, 1)),    # GPT-2's keys per head, whole 16 x 16 tiles
    ((40, 72), (1, 0)),                # 8 rows and 8 columns past the 16 x 16 tiles
    ((37, 50), (1, 0)),                # and ragged past the 8 x 8 ones
]
# The cases on the direct path, for the run capped at AVX2 (test_avx2_blocks_match_numpy).
DIRECT_CASES = CASES[-3:] + [CASES[3], CASES[8]]


def _exe(fn, *args, **kw):
    return stablehlo_cc.compile(jax.jit(fn).lower(*args), **kw)


def _calls_kernel(fn, *args) -> bool:
    ir = stablehlo_cc.compile(jax.jit(fn).lower(*args), emit="llvm-ir")
    return any(name in ir for name in TRANSPOSE.values())


@pytest.mark.parametrize("case", CASES, ids=lambda c: "x".join(map(str, c[0])) + "-" +
                         "".join(map(str, c[1])))
def test_transpose_matches_numpy(case):
    shape, perm = case
    x = np.random.default_rng(0).standard_normal(shape).astype(np.float32)
    fn = lambda a: jnp.transpose(a, perm)  # noqa: E731
    got = _exe(fn, x)(x)
    assert got.tobytes() == np.ascontiguousarray(np.transpose(x, perm)).tobytes()
    assert _calls_kernel(fn, x)


@pytest.mark.parametrize("dtype", [np.int32, np.uint32])
def test_integer_transpose_matches_numpy(dtype):
    x = np.random.default_rng(1).integers(-2**31 if dtype == np.int32 else 0, 2**31 - 1,
                                          (777, 1030)).astype(dtype)
    fn = lambda a: a.T  # noqa: E731
    got = _exe(fn, x)(x)
    assert got.dtype == dtype and np.array_equal(got, x.T)
    assert _calls_kernel(fn, x)


@pytest.mark.parametrize("dtype", [ml_dtypes.bfloat16, np.int8, np.int16])
def test_other_widths_keep_the_generated_loops(dtype):
    x = (np.random.default_rng(2).standard_normal((513, 1000)) * 50).astype(dtype)
    fn = lambda a: a.T  # noqa: E731
    assert np.array_equal(_exe(fn, x)(x), x.T)
    assert not _calls_kernel(fn, x)


def test_thin_and_fused_transposes_keep_the_generated_loops():
    x = np.random.default_rng(3).standard_normal((4096, 8)).astype(np.float32)
    thin = lambda a: a.T  # noqa: E731
    assert np.array_equal(_exe(thin, x)(x), x.T) and not _calls_kernel(thin, x)
    y = np.random.default_rng(4).standard_normal((300, 500)).astype(np.float32)
    fused = lambda a: jnp.exp(a).T  # noqa: E731
    np.testing.assert_allclose(_exe(fused, y)(y), np.asarray(jax.jit(fused)(y)), rtol=1e-6)


def test_stream_threshold_follows_the_output_size():
    small = np.zeros((1024, 1024), np.float32)
    big = np.zeros((2048, 2048), np.float32)
    for x, streamed in ((small, 0), (big, 1)):
        text = stablehlo_cc.compile(jax.jit(lambda a: a.T).lower(x), emit="bufferized")
        line = next(ln for ln in text.splitlines() if "18xi64" in ln and "dense<" in ln)
        values = [int(v) for v in line.split("dense<[")[1].split("]")[0].split(",")]
        assert values[-1] == streamed
    assert native_transpose_calls.STREAM_FROM == 8 << 20


def test_transpose_inside_a_larger_program():
    """Between two products (attention's layout changes), on 1, 2 and 3 threads."""
    def f(q, k):
        s = jnp.einsum("bqhd,bkhd->bhqk", q, k)
        return jnp.transpose(jax.nn.relu(s), (0, 2, 1, 3)).reshape(2, 128, -1).T
    rng = np.random.default_rng(5)
    q = rng.standard_normal((2, 128, 4, 32)).astype(np.float32)
    k = rng.standard_normal((2, 128, 4, 32)).astype(np.float32)
    want = np.asarray(jax.jit(f)(q, k))
    results = [_exe(f, q, k, num_threads=t)(q, k) for t in (1, 2, 3)]
    np.testing.assert_allclose(results[0], want, rtol=1e-4, atol=1e-4)
    assert results[0].tobytes() == results[1].tobytes() == results[2].tobytes()


def test_avx2_blocks_match_numpy():
    """STABLEHLO_CC_GEMM_ISA=avx2 on an AVX-512 host: the 8 x 8 AVX2 blocks alone (the
    default path there tiles by 16 x 16 first; read once per process, so in a child)."""
    code = (
        "import jax, jax.numpy as jnp, numpy as np, stablehlo_cc\n"
        "from test_native_transpose import DIRECT_CASES\n"
        "ok = True\n"
        "for shape, perm in DIRECT_CASES:\n"
        "    x = np.random.default_rng(9).standard_normal(shape).astype(np.float32)\n"
        "    fn = lambda a: jnp.transpose(a, perm)\n"
        "    got = stablehlo_cc.compile(jax.jit(fn).lower(x), cache=False)(x)\n"
        "    ok = ok and got.tobytes() == np.ascontiguousarray(np.transpose(x, perm)).tobytes()\n"
        "print(ok)\n")
    assert last_line_with_isa(code, "avx2") == "True"


@pytest.mark.parametrize("case", [CASES[0], CASES[1], CASES[7]], ids=["4096", "odd", "rank4"])
def test_same_bits_on_one_two_and_three_threads(case):
    shape, perm = case
    x = np.random.default_rng(6).standard_normal(shape).astype(np.float32)
    fn = lambda a: jnp.transpose(a, perm)  # noqa: E731
    results = [_exe(fn, x, num_threads=t)(x).tobytes() for t in (1, 2, 3)]
    assert results[0] == results[1] == results[2]


def _aligned(n: int) -> np.ndarray:
    """n float32 zeros starting on a 64-byte boundary."""
    block = np.zeros(n + 16, np.float32)
    start = (-block.ctypes.data % 64) // 4
    return block[start:start + n]


@pytest.mark.parametrize("rows,cols,xs,ys", [(40, 48, 48, 64), (48, 40, 48, 48),
                                             (37, 21, 48, 32), (64, 64, 64, 64)])
def test_whole_line_strides_with_ragged_sides(rows, cols, xs, ys):
    """The kernel called directly on rows padded to whole 64-byte lines (strides multiples
    of 16 elements: transpose.c's whole_lines, the 16 x 16 AVX-512 tiles on such a host)
    but sides that are not multiples of 16: the tiles' ragged remainder. Compiled
    programs' row-major tensors never make this case (such strides there mean sides that
    are multiples of 16), so it is called through ctypes."""
    import ctypes
    from stablehlo_cc.contract import native
    kernel = native.library()[TRANSPOSE["f32"]]
    kernel.argtypes = [ctypes.c_void_p] * 3
    x, y = _aligned(cols * xs), _aligned(rows * ys)
    x[:] = np.random.default_rng(10).standard_normal(x.size)
    dims = np.zeros(native_transpose_calls.DESCRIPTOR_LENGTH, np.int64)
    dims[:5] = [rows, cols, xs, ys, 0]
    kernel(x.ctypes.data, y.ctypes.data, dims.ctypes.data)
    want = x.reshape(cols, xs)[:, :rows].T
    assert np.array_equal(y.reshape(rows, ys)[:, :cols], want)
    assert not y.reshape(rows, ys)[:, cols:].any()  # (nothing past a row's end written)


def test_portable_c_path_matches_numpy():
    """STABLEHLO_CC_GEMM_ISA=generic: the plain C loop (read once per process, so in a
    child process)."""
    code = (
        "import jax, jax.numpy as jnp, numpy as np, stablehlo_cc\n"
        "ok = True\n"
        "for shape, perm in (((1000, 1003), (1, 0)), ((3, 5, 40, 33), (3, 1, 0, 2)),\n"
        "                    ((2048, 2048), (1, 0))):\n"
        "    x = np.random.default_rng(7).standard_normal(shape).astype(np.float32)\n"
        "    fn = lambda a: jnp.transpose(a, perm)\n"
        "    got = stablehlo_cc.compile(jax.jit(fn).lower(x), cache=False)(x)\n"
        "    ok = ok and got.tobytes() == np.ascontiguousarray(np.transpose(x, perm)).tobytes()\n"
        "print(ok)\n")
    assert last_line_with_portable_kernels(code) == "True"


def test_bad_descriptor_is_a_clear_error():
    """The C entry point rejects a descriptor with too many outer dimensions (a message,
    then abort), rather than reading past it; run in a child process."""
    code = (
        "import ctypes, numpy as np\n"
        "from stablehlo_cc.contract import native\n"
        "f = getattr(native.library(), native.TRANSPOSE['f32'])\n"
        "x = np.zeros((8, 8), np.float32); y = np.zeros((8, 8), np.float32)\n"
        "d = np.array([8, 8, 8, 8, 9] + [0] * 13, np.int64)\n"
        "p = lambda a: ctypes.c_void_p(a.ctypes.data)\n"
        "f(p(x), p(y), p(d))\n")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([root, os.environ.get("PYTHONPATH", "")]))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=env, timeout=120, cwd=root)
    assert out.returncode != 0
    assert "bad descriptor of a native transpose" in out.stderr


def test_transpose_in_a_loop_body():
    """A transpose inside `fori_loop` (an scf loop: the call's result buffer is a loop
    temporary) agrees with jax.jit."""
    x = np.random.default_rng(8).standard_normal((300, 300)).astype(np.float32)
    fn = lambda a: jax.lax.fori_loop(0, 3, lambda i, b: b.T * 0.5 + 1.0, a)  # noqa: E731
    np.testing.assert_allclose(_exe(fn, x)(x), np.asarray(jax.jit(fn)(x)), rtol=1e-6)
    g = lambda a: jax.lax.fori_loop(0, 3, lambda i, b: b.T, a)  # noqa: E731
    assert _exe(g, x)(x).tobytes() == np.ascontiguousarray(x.T).tobytes()
    assert _calls_kernel(g, x)


def test_bf16_transpose_for_a_cpu_with_avx512_bf16_generates_code():
    """LLVM aborted the process generating code for this transpose's bf16 vectors when the
    target CPU has AVX512-BF16 (backend._UNSAFE_FEATURES); code for such a CPU is generated
    without that feature. In a child process: the failure was an abort."""
    child = """
import jax, ml_dtypes, numpy as np, stablehlo_cc
x = np.zeros((513, 1000), ml_dtypes.bfloat16)
obj = stablehlo_cc.compile(jax.jit(lambda a: a.T).lower(x), target_cpu="cooperlake", emit="obj")
assert len(obj) > 1000
"""
    done = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]


@pytest.mark.parametrize("seq", [100, 64])
def test_transposed_product_operands(seq, tiled_from_avx512_sizes):
    # Attention's probabilities times values in Whisper's form: the probabilities are copied
    # transposed per head (contraction_codegen.batch_matmul_form), by the kernel whatever
    # the sides (64: whole 16 x 16 tiles; 100: ragged ones).
    def weighted(v, p):
        return jax.lax.dot_general(v, p, (((1,), (4,)), ((0, 2), (1, 2))))

    rng = np.random.default_rng(2)
    v = rng.standard_normal((1, seq, 4, 64)).astype(np.float32)
    p = rng.standard_normal((1, 1, 4, seq, seq)).astype(np.float32)
    np.testing.assert_allclose(np.asarray(_exe(weighted, v, p)(v, p)),
                               np.asarray(weighted(v, p)), rtol=1e-4, atol=1e-4)
    assert _calls_kernel(weighted, v, p)


def test_kernel_results_are_64_byte_aligned(tiled_from_avx512_sizes):
    """A native kernel's result buffer gets one-shot bufferization's 64-byte alignment
    (native_call_buffers.ALIGNMENT), as every other buffer does."""
    x = np.zeros((1, 64, 4, 64), np.float32)
    scores = lambda q, k: jnp.einsum("bqhd,bkhd->bhqk", q, k)  # noqa: E731 (K transposed)
    text = stablehlo_cc.compile(jax.jit(scores).lower(x, x), emit="bufferized")
    assert "call @__shlo_native_transpose_f32" in text
    allocs = [ln for ln in text.splitlines() if "memref.alloc()" in ln]
    assert allocs and all("alignment = 64" in ln for ln in allocs), allocs
