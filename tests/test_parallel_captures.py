"""A parallel loop's outlined body gets its buffers as pointers, not as memref descriptors
stored field by field on the stack (compiler/linalg/parallel_captures.py); results stay
those of jax.jit (the oracle) and bit-identical for 1, 2 and 3 threads."""

from __future__ import annotations

import re

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc
from thread_teams import on_1_2_3_threads

RNG = np.random.default_rng(5)
# A stack copy of a descriptor (aligned and allocated pointers, offset, sizes, strides),
# which the OpenMP builder made for each descriptor a parallel region used.
_DESCRIPTOR_ALLOCA = re.compile(r"alloca \{ ptr, ptr, i64")


def _f32(*shape):
    return RNG.standard_normal(shape).astype(np.float32)


PROGRAMS = {
    "elementwise": (lambda a, b: jnp.tanh(a) * b + 1, [_f32(2048, 1000), _f32(2048, 1000)]),
    "row_broadcast": (lambda a, r: a * r[None, :] - r[None, :], [_f32(4096, 512), _f32(512)]),
    "concatenate": (lambda a, b: jnp.concatenate([a, b * 2], axis=1),
                    [_f32(2048, 700), _f32(2048, 300)]),
    # (a ReLU after it: the convolution itself is a call of gemm.c, its padding read by bounds)
    "conv": (lambda x, k: jnp.maximum(jax.lax.conv_general_dilated(
        x, k, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")), 0.0),
             [_f32(8, 32, 32, 16), _f32(3, 3, 16, 32)]),
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_parallel_bodies_take_pointers(name):
    fn, args = PROGRAMS[name]
    ir = stablehlo_cc.compile(jax.jit(fn).lower(*args), emit="llvm-ir")
    assert "__shlo_kmpc_fork_call" in ir
    assert not _DESCRIPTOR_ALLOCA.search(ir)


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_results_match_jax_for_any_thread_count(name):
    fn, args = PROGRAMS[name]
    exe = stablehlo_cc.compile(jax.jit(fn).lower(*args))
    result = on_1_2_3_threads(exe, *args)  # (checks the bits are the same)
    np.testing.assert_allclose(result, np.asarray(jax.jit(fn)(*args)), rtol=2e-5, atol=2e-5)
