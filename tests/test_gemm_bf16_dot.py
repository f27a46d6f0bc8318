"""bf16 products with f32 sums through gemm.c (operands widened to f32 while packing): values
against jax.jit (XLA:CPU) for even and odd K, batch dimensions, transposed operands, row
counts that leave a partial micro-panel and a B stored N x K (packed by 16 x 16 widening
transposes on AVX-512: whole strips of 32, or of 16 for at most 16 columns, K past a
multiple of 16, columns past the last whole strip; f16 too), the same bits on 1, 2 and 3
threads. A bf16 denormal input is multiplied exactly (2^-130 x 2^100 summed 64 times is
2^-24), where XLA:CPU, which runs with denormals flushed, gives 0 (as vdpbf16ps would: see
gemm.c on why that instruction is not used)."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc
from thread_teams import on_1_2_3_threads


def _rand(rng, shape, dtype=jnp.bfloat16):
    return jnp.asarray(rng.standard_normal(shape).astype(np.float32), dtype)


def _run(f, args):
    lowered = jax.jit(f).lower(*args)
    text = stablehlo_cc.compile(lowered, emit="bufferized", cache=False)
    kind = "f16" if args[0].dtype == jnp.float16 else "bf16"
    assert f"call @__shlo_native_gemm_{kind}" in text  # (f32 sums: gemm.c's product)
    exe = stablehlo_cc.compile(lowered, cache=False)
    return on_1_2_3_threads(exe, *args)


def _f32_dot(spec):
    return lambda a, b: jnp.einsum(spec, a, b, preferred_element_type=jnp.float32)


# (einsum, A shape, B shape): K even and odd, batch dimensions, A stored K x M, B stored N x K,
# rows leaving partial 14-row panels (2, 5, 13, 200 = 14 x 14 + 4: the 1-13-row kernels)
CASES = [
    ("mk,kn->mn", (256, 384), (384, 512)),
    ("mk,kn->mn", (200, 255), (255, 300)),
    ("mk,kn->mn", (2, 512), (512, 1024)),
    ("mk,kn->mn", (5, 129), (129, 64)),
    ("mk,kn->mn", (13, 1001), (1001, 40)),
    ("bmk,bkn->bmn", (4, 70, 130), (4, 130, 96)),
    ("km,kn->mn", (257, 120), (257, 200)),
    ("mk,nk->mn", (96, 333), (160, 333)),
    ("bmk,nk->bmn", (3, 40, 800), (64, 800)),
    ("mk,nk->mn", (50, 300), (16, 300)),
    ("mk,nk->mn", (64, 40), (100, 40)),
]


@pytest.mark.parametrize("spec,sa,sb", CASES)
def test_against_xla(spec, sa, sb, dtype=jnp.bfloat16):
    rng = np.random.default_rng(sum(sa) * 31 + sum(sb))
    a, b = _rand(rng, sa, dtype), _rand(rng, sb, dtype)
    got = _run(_f32_dot(spec), (a, b))
    want = np.asarray(jax.jit(_f32_dot(spec))(a, b))
    k = sa[-1] if spec.split(",")[0].endswith("k") else sa[-2]
    # each sum rounded in f32 in some order: within K ulps of the sum of magnitudes
    scale = np.einsum(spec, np.abs(np.asarray(a, np.float32)), np.abs(np.asarray(b, np.float32)))
    np.testing.assert_array_less(np.abs(got - want), k * 2.0**-23 * scale + 1e-30)


@pytest.mark.parametrize("spec,sa,sb", [("mk,nk->mn", (96, 333), (160, 333)),
                                         ("mk,nk->mn", (50, 300), (16, 300))])
def test_f16_b_stored_n_by_k(spec, sa, sb):
    test_against_xla(spec, sa, sb, jnp.float16)


def test_denormal_input_multiplied_exactly():
    tiny = np.full((32, 64), 2.0**-130, jnp.bfloat16)
    big = np.full((64, 48), 2.0**100, jnp.bfloat16)
    assert float(tiny[0, 0]) == 2.0**-130
    f = _f32_dot("mk,kn->mn")
    np.testing.assert_array_equal(np.asarray(jax.jit(f)(tiny, big)), np.zeros((32, 48)))
    np.testing.assert_array_equal(_run(f, (tiny, big)), np.full((32, 48), 2.0**-24, np.float32))

