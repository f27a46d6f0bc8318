"""Integer contractions with 8/16-bit operands and i32 results take the packed C product
(contract/native/gemm_int.inc) and compute exactly what numpy's int64 arithmetic, wrapped to
int32, computes: signed and unsigned bytes, 16-bit values whose sums wrap, odd reduction
lengths, edge tiles, batch dimensions, transposed operands, every kernel."""


import numpy as np
import pytest

import stablehlo_cc
from portable_isa import last_line_with_isa, last_line_with_portable_kernels


def _t(shape, el):
    return "tensor<" + "".join(f"{d}x" for d in shape) + el + ">"


def dot_program(lhs, rhs, out, dims, lhs_el, rhs_el, out_el="i32"):
    return f"""
func.func @main(%a: {_t(lhs, lhs_el)}, %b: {_t(rhs, rhs_el)}) -> {_t(out, out_el)} {{
  %0 = stablehlo.dot_general %a, %b, {dims}
       : ({_t(lhs, lhs_el)}, {_t(rhs, rhs_el)}) -> {_t(out, out_el)}
  return %0 : {_t(out, out_el)}
}}"""


def _wrapped(x):
    """int64 results wrapped to int32, as StableHLO's i32 arithmetic wraps."""
    return (x.astype(np.int64) & 0xFFFFFFFF).astype(np.uint32).view(np.int32)


def _ints(rng, shape, dtype):
    info = np.iinfo(dtype)
    return rng.integers(info.min, int(info.max) + 1, size=shape).astype(dtype)


def _calls_int_gemm(src, width):
    return f"@__shlo_native_gemm_{width}" in stablehlo_cc.compile(src, emit="bufferized")


@pytest.mark.parametrize("m,k,n", [(512, 384, 256), (100, 77, 45), (1, 1, 1), (7, 1000, 3),
                                   (130, 257, 520)])
def test_signed_bytes(m, k, n):
    src = dot_program((m, k), (k, n), (m, n), "contracting_dims = [1] x [0]", "i8", "i8")
    assert _calls_int_gemm(src, "i8")
    rng = np.random.default_rng(m + k + n)
    a, b = _ints(rng, (m, k), np.int8), _ints(rng, (k, n), np.int8)
    got = stablehlo_cc.compile(src)(a, b)
    np.testing.assert_array_equal(got, _wrapped(a.astype(np.int64) @ b.astype(np.int64)))


@pytest.mark.parametrize("lhs_el,rhs_el,lhs_dt,rhs_dt", [
    ("ui8", "ui8", np.uint8, np.uint8), ("i16", "i16", np.int16, np.int16)])
def test_unsigned_bytes_and_16_bit_values_that_wrap(lhs_el, rhs_el, lhs_dt, rhs_dt):
    m, k, n = 96, 2049, 40
    src = dot_program((m, k), (k, n), (m, n), "contracting_dims = [1] x [0]", lhs_el, rhs_el)
    rng = np.random.default_rng(5)
    a, b = _ints(rng, (m, k), lhs_dt), _ints(rng, (k, n), rhs_dt)
    if lhs_dt == np.int16:  # the extremes, whose pair sums reach 2^31 and whose sums wrap
        a[:3], b[:, :3] = -32768, -32768
    got = stablehlo_cc.compile(src)(a, b)
    np.testing.assert_array_equal(got, _wrapped(a.astype(np.int64) @ b.astype(np.int64)))


def test_mixed_signedness_widened_by_producers():
    """ui8 x i8 (jax promotes to i16 first; here the StableHLO converts each to i32): the
    widening producers are folded into packing."""
    m, k, n = 64, 300, 70
    src = f"""
func.func @main(%a: {_t((m, k), "ui8")}, %b: {_t((k, n), "i8")}) -> {_t((m, n), "i32")} {{
  %a32 = stablehlo.convert %a : ({_t((m, k), "ui8")}) -> {_t((m, k), "i32")}
  %b32 = stablehlo.convert %b : ({_t((k, n), "i8")}) -> {_t((k, n), "i32")}
  %0 = stablehlo.dot_general %a32, %b32, contracting_dims = [1] x [0]
       : ({_t((m, k), "i32")}, {_t((k, n), "i32")}) -> {_t((m, n), "i32")}
  return %0 : {_t((m, n), "i32")}
}}"""
    assert _calls_int_gemm(src, "i8")
    rng = np.random.default_rng(6)
    a, b = _ints(rng, (m, k), np.uint8), _ints(rng, (k, n), np.int8)
    got = stablehlo_cc.compile(src)(a, b)
    np.testing.assert_array_equal(got, _wrapped(a.astype(np.int64) @ b.astype(np.int64)))


def test_batched_and_transposed_int8_products_match_jax():
    import jax
    import jax.numpy as jnp
    rng = np.random.default_rng(7)
    x = _ints(rng, (4, 64, 96), np.int8)
    w = _ints(rng, (4, 80, 96), np.int8)  # contracted on its last dimension: transposed
    f = jax.jit(lambda x, w: jnp.einsum("bmk,bnk->bmn", x, w,
                                        preferred_element_type=jnp.int32))
    lowered = f.lower(x, w)
    assert "@__shlo_native_gemm_i8" in stablehlo_cc.compile(lowered, emit="bufferized")
    np.testing.assert_array_equal(stablehlo_cc.compile(lowered)(x, w), np.asarray(f(x, w)))


def test_results_do_not_depend_on_the_thread_count():
    src = dot_program((300, 500), (500, 200), (300, 200), "contracting_dims = [1] x [0]",
                      "i8", "i8")
    rng = np.random.default_rng(8)
    a, b = _ints(rng, (300, 500), np.int8), _ints(rng, (500, 200), np.int8)
    results = [stablehlo_cc.compile(src, num_threads=t)(a, b) for t in (1, 2, 3)]
    want = _wrapped(a.astype(np.int64) @ b.astype(np.int64))
    for got in results:
        np.testing.assert_array_equal(got, want)


def test_portable_kernel():
    """The C kernel of hosts without AVX2."""
    code = (
        "import numpy as np, stablehlo_cc\n"
        "src = '''\n" + dot_program((203, 517), (517, 190), (203, 190),
                                     "contracting_dims = [1] x [0]", "i8", "i8") + "'''\n"
        "rng = np.random.default_rng(25)\n"
        "a = rng.integers(-128, 128, (203, 517)).astype(np.int8)\n"
        "b = rng.integers(-128, 128, (517, 190)).astype(np.int8)\n"
        "got = stablehlo_cc.compile(src, cache=False)(a, b)\n"
        "want = a.astype(np.int64) @ b.astype(np.int64)\n"
        "print(int(np.abs(got.astype(np.int64) - want).max()))\n")
    assert last_line_with_portable_kernels(code) == "0"


def test_i32_operands_stay_on_the_compiled_path():
    """i32 x i32 products need 32-bit multiplies: not this kernel's; still exact."""
    src = dot_program((50, 60), (60, 70), (50, 70), "contracting_dims = [1] x [0]", "i32",
                      "i32")
    assert not _calls_int_gemm(src, "i8") and not _calls_int_gemm(src, "i16")
    rng = np.random.default_rng(9)
    a, b = _ints(rng, (50, 60), np.int32), _ints(rng, (60, 70), np.int32)
    got = stablehlo_cc.compile(src)(a, b)
    np.testing.assert_array_equal(got, _wrapped(a.astype(np.int64) @ b.astype(np.int64)))


def test_unsigned_byte_convolution_matches_jax():
    """ui8 operands of a convolution with an i32 result are zero-extended (the legalization
    alone would sign-extend them)."""
    import jax
    import jax.numpy as jnp
    rng = np.random.default_rng(10)
    x = _ints(rng, (2, 12, 12, 8), np.uint8)
    w = _ints(rng, (3, 3, 8, 16), np.uint8)
    f = jax.jit(lambda x, w: jax.lax.conv_general_dilated(
        x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"),
        preferred_element_type=jnp.int32))
    np.testing.assert_array_equal(stablehlo_cc.compile(f.lower(x, w))(x, w),
                                  np.asarray(f(x, w)))


def test_legacy_dot_widens_like_dot_general():
    """`stablehlo.dot` gets dot_general's rules: ui8 operands zero-extended, and a bf16
    result summed in f32 and rounded once (it summed in bf16: 256 instead of ~1010)."""
    import ml_dtypes
    src = f"""
func.func @main(%a: {_t((4, 8), "ui8")}, %b: {_t((8, 4), "ui8")}) -> {_t((4, 4), "i32")} {{
  %0 = stablehlo.dot %a, %b : ({_t((4, 8), "ui8")}, {_t((8, 4), "ui8")}) -> {_t((4, 4), "i32")}
  return %0 : {_t((4, 4), "i32")}
}}"""
    a, b = np.full((4, 8), 200, np.uint8), np.full((8, 4), 201, np.uint8)
    np.testing.assert_array_equal(stablehlo_cc.compile(src)(a, b),
                                  a.astype(np.int64) @ b.astype(np.int64))
    k = 4096
    src = f"""
func.func @main(%a: {_t((1, k), "bf16")}, %b: {_t((k, 1), "bf16")}) -> {_t((1, 1), "bf16")} {{
  %0 = stablehlo.dot %a, %b : ({_t((1, k), "bf16")}, {_t((k, 1), "bf16")}) -> {_t((1, 1), "bf16")}
  return %0 : {_t((1, 1), "bf16")}
}}"""
    rng = np.random.default_rng(11)
    x = rng.uniform(0, 1, (1, k)).astype(ml_dtypes.bfloat16)
    y = rng.uniform(0, 1, (k, 1)).astype(ml_dtypes.bfloat16)
    want = x.astype(np.float64) @ y.astype(np.float64)
    got = stablehlo_cc.compile(src)(x, y).astype(np.float64)
    np.testing.assert_allclose(got, want, rtol=2 ** -8)  # one bf16 rounding


# Every pair of operand kinds, with shapes that leave partial quads of k (odd K), partial
# micro-panels of rows and columns, and several blocks of rows (M 130), columns (N 1100) and
# the reduction (K 1543) of the VNNI byte path; the extremes of each kind fill rows of A and
# columns of B. Mixed widths (i16 x i8, ui8 x i16) call the native product too.
KIND_PAIRS = [("i8", "i8"), ("ui8", "i8"), ("i8", "ui8"), ("ui8", "ui8"), ("i16", "i8"),
              ("ui8", "i16"), ("i16", "i16"), ("i8", "i16")]
SHAPES = [(130, 1543, 45), (15, 7, 33), (1, 3, 1), (40, 1, 70), (20, 21, 1100)]
_DTYPES = {"i8": np.int8, "ui8": np.uint8, "i16": np.int16}


def check_every_kind_pair(seed=12):
    """Each kind pair and shape (B stored K x N and N x K, A M x K and K x M) against numpy's
    int64 products wrapped to int32; raises on a mismatch."""
    rng = np.random.default_rng(seed)
    for lhs_el, rhs_el in KIND_PAIRS:
        for m, k, n in SHAPES:
            a = _ints(rng, (m, k), _DTYPES[lhs_el])
            b = _ints(rng, (k, n), _DTYPES[rhs_el])
            lo, hi = np.iinfo(a.dtype), np.iinfo(b.dtype)
            a[0], b[:, 0] = lo.min, hi.min
            a[-1], b[:, -1] = lo.max, hi.max
            if m > 2 and n > 2:
                a[1], b[:, 1] = lo.min, hi.max
            want = _wrapped(a.astype(np.int64) @ b.astype(np.int64))
            for a_t, b_t in ((False, False), (False, True), (True, False)):
                dims = f"contracting_dims = [{0 if a_t else 1}] x [{1 if b_t else 0}]"
                src = dot_program(a.T.shape if a_t else a.shape, b.T.shape if b_t else b.shape,
                                  (m, n), dims, lhs_el, rhs_el)
                got = stablehlo_cc.compile(src)(np.ascontiguousarray(a.T) if a_t else a,
                                                np.ascontiguousarray(b.T) if b_t else b)
                assert np.array_equal(got, want), (lhs_el, rhs_el, m, k, n, a_t, b_t)


@pytest.mark.parametrize("lhs_el,rhs_el,entry", [("i8", "i16", "i8_i16"),
                                                  ("i16", "ui8", "i16_i8")])
def test_mixed_widths_take_the_native_product(lhs_el, rhs_el, entry):
    """An i8 x i16 product was left to the compiled loops (~650 ms at 1024^3, 50x the
    native one): it calls the entry of its two widths."""
    src = dot_program((64, 96), (96, 80), (64, 80), "contracting_dims = [1] x [0]",
                      lhs_el, rhs_el)
    assert _calls_int_gemm(src, entry)


def test_every_kind_pair_on_this_hosts_kernels():
    """The kernels chosen for this host: on AVX512-VNNI hosts the byte (vpdpbusd, biased
    operands and column-sum corrections) and word (vpdpwssd) kernels."""
    check_every_kind_pair()


@pytest.mark.parametrize("isa", ["avx2", "generic"])
def test_every_kind_pair_on_the_fallback_kernels(isa):
    """The same checks with the kernels capped (STABLEHLO_CC_GEMM_ISA): the AVX2 vpmaddwd
    kernel and the portable C one."""
    code = ("import test_int_gemm\n"
            "test_int_gemm.check_every_kind_pair()\n"
            "print('ok')\n")
    assert last_line_with_isa(code, isa) == "ok"
