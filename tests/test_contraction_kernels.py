"""Equal tiled contractions share one function while they are tiled and bufferized
(contraction_kernels.py): results against jax.jit, how many distinct kernels a program has,
and that the outlined kernels write into the caller's buffers (no copies)."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler.linalg import contraction_codegen, native_transpose_calls
from stablehlo_cc.compiler.linalg.contraction_kernels import PREFIX

# Kernels of tiled products: AVX-512's sizes on every host (an AVX2 host gives these 64x64
# products to gemm.c)
pytestmark = pytest.mark.usefixtures("tiled_from_avx512_sizes")


@pytest.fixture
def kernels(monkeypatch):
    """The number of distinct contraction kernels of each compile, in order."""
    counts = []
    original = contraction_codegen.outline_tiled

    def spy(module, ops):
        left = original(module, ops)
        counts.append(sum(1 for f in module.body.operations
                          if str(f.attributes["sym_name"]).strip('"').startswith(PREFIX)))
        return left

    monkeypatch.setattr(contraction_codegen, "outline_tiled", spy)
    return counts


def _layers(x, *weights):
    """Attention-like layers: three projections of one input (equal shapes), scores with a
    transposed operand, and an output projection; every layer has its own weights."""
    for i in range(0, len(weights), 4):
        wq, wk, wv, wo = weights[i:i + 4]
        q, k, v = x @ wq, x @ wk, x @ wv
        s = jax.nn.softmax(q @ k.T / 8.0, axis=-1)
        x = jnp.tanh((s @ v) @ wo) + x
    return x


def _args(layers, rows=64, width=64, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((rows, width)).astype(np.float32)
    ws = [(rng.standard_normal((width, width)) / np.sqrt(width)).astype(np.float32)
          for _ in range(4 * layers)]
    return [x, *ws]


def test_repeated_layers_share_kernels(kernels):
    """Three equal layers: the products of one shape are one kernel each, whatever the
    layer (the tiled ones here: the projections, the scores and their transposed operand,
    the product with v), and the result is jax's."""
    args = _args(3)
    got = stablehlo_cc.compile(jax.jit(_layers).lower(*args), cache=False)(*args)
    np.testing.assert_allclose(np.asarray(got), np.asarray(jax.jit(_layers)(*args)),
                               rtol=2e-4, atol=2e-4)
    one = _args(1)
    stablehlo_cc.compile(jax.jit(_layers).lower(*one), cache=False)
    assert kernels[0] == kernels[1] > 0


def test_outlined_kernels_write_in_place(monkeypatch):
    """The kernels' outputs are the caller's buffers: the bufferized program has as many
    copies as with no kernel functions at all and no more allocations (fewer: the empty
    tensor a kernel writes into may be one an earlier kernel's dead result had), and every
    allocation keeps its 64-byte alignment."""
    args = _args(2)

    def bufferized():
        return stablehlo_cc.compile(jax.jit(_layers).lower(*args), cache=False,
                                    emit="bufferized")

    def counts(text):
        allocs = [line for line in text.splitlines() if "memref.alloc(" in line]
        return text.count("memref.copy"), len(allocs), all("alignment = 64" in a for a in allocs)

    outlined = bufferized()
    assert f"call @{PREFIX}" in outlined  # (called, not inlined: keep_calls)
    monkeypatch.setattr(contraction_codegen, "outline_tiled", lambda module, ops: ops)
    in_place = bufferized()
    (copies, allocs, aligned), (copies_before, allocs_before, _) = \
        counts(outlined), counts(in_place)
    assert copies == copies_before and allocs <= allocs_before and aligned


def test_kernels_stay_functions_after_bufferization(monkeypatch):
    """Each distinct kernel is one function after bufferization, called from every site
    (the inliner leaves them), the calls carry no `no_inline` into LLVM, the kernels'
    arguments keep the `noalias` and alignment of the caller's buffers; with two
    threads the program matches jax. (k.T's copy is kept a generated kernel here, not
    transpose.c's call: it is the kernel whose every call passes aligned allocations.)"""
    monkeypatch.setattr(native_transpose_calls, "_descriptor", lambda op: None)
    args = _args(3)
    lowered = jax.jit(_layers).lower(*args)
    text = stablehlo_cc.compile(lowered, cache=False, emit="bufferized")
    defined = text.count(f"func.func private @{PREFIX}")
    assert 0 < defined < text.count(f"call @{PREFIX}")
    llvm = stablehlo_cc.compile(lowered, cache=False, emit="llvm-dialect", num_threads=2)
    assert llvm.count(f"llvm.func @{PREFIX}") == defined and "no_inline" not in llvm
    # (the facts of the buffers at every call: loop_nest_functions._give_kernels_facts)
    headers = [line for line in llvm.splitlines() if f"llvm.func @{PREFIX}" in line]
    # (every buffer is distinct at every call; the allocations are aligned, not the
    # program's arguments and out-params that some calls pass)
    assert all(line.count("llvm.noalias") == line.count("!llvm.ptr") for line in headers)
    assert any("llvm.align = 64" in line for line in headers)
    got = stablehlo_cc.compile(lowered, cache=False, num_threads=2)(*args)
    np.testing.assert_allclose(np.asarray(got), np.asarray(jax.jit(_layers)(*args)),
                               rtol=2e-4, atol=2e-4)
