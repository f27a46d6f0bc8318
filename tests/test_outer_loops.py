"""Outer loops stay rolled (compiler/linalg/outer_loops.py): a loop holding another loop
reaches LLVM with `llvm.loop.unroll.disable`, innermost loops without it, and results still
match jax.jit (a layer norm over 16 rows of 256, whose rows LLVM used to unroll)."""

from __future__ import annotations

import re

import jax
import numpy as np

import stablehlo_cc


def _layer_norm(x, g, b):
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + 1e-5) * g + b


def _args():
    rng = np.random.default_rng(3)
    return (rng.standard_normal((1, 16, 256)).astype(np.float32),
            rng.standard_normal(256).astype(np.float32),
            rng.standard_normal(256).astype(np.float32))


def test_outer_loops_carry_unroll_disable():
    lowered = jax.jit(_layer_norm).lower(*_args())
    text = stablehlo_cc.compile(lowered, emit="llvm-ir", cache=False)
    disabled = set(re.findall(r"^(!\d+) = !\{!\"llvm\.loop\.unroll\.disable\"\}", text, re.M))
    assert disabled, "no loop is marked"
    # Every loop still in the optimized IR that is marked is an outer one: each of the
    # 16-row loops is still a loop (a back edge with the mark).
    marked_edges = [m for m in re.findall(r"!llvm\.loop (!\d+)", text)
                    if any(re.search(rf"^{m} = distinct !\{{{m}(, !\d+)*, {d}[,}}]", text, re.M)
                           for d in disabled)]
    assert marked_edges


def test_results_match_jax():
    args = _args()
    exe = stablehlo_cc.compile(jax.jit(_layer_norm).lower(*args), cache=False)
    np.testing.assert_allclose(exe(*args), jax.jit(_layer_norm)(*args), rtol=1e-5, atol=1e-5)
