"""A packed product and the elementwise chain reading it, run a slice of columns at a time
(compiler/linalg/column_slices.py): values against jax.jit at bert_b8's FFN size (a dense
layer and its rank-3 einsum form, bias + GELU), bit-identical for 1, 2 and 3 threads and to
the unsliced program, each slice still a gemm.c call, and which programs are sliced."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler.linalg import column_slices


def _dense(x, w, b):
    return jax.nn.gelu(x @ w + b)


def _einsum(x, w, b):
    return jax.nn.gelu(jnp.einsum("bsk,kn->bsn", x, w) + b)


def _normal(rng, shape, scale=1.0):
    return (rng.standard_normal(shape) * scale).astype(np.float32)


CASES = {
    "dense_512x256x1024": (_dense, (512, 256)),
    "einsum_8x64x256x1024": (_einsum, (8, 64, 256)),
}


def _sliced(text: str, monkeypatch) -> tuple[int, str]:
    counts = []
    original = column_slices.slice_product_epilogues

    def counting(*args):
        counts.append(original(*args))
        return counts[-1]

    monkeypatch.setattr(column_slices, "slice_product_epilogues", counting)
    ir = str(stablehlo_cc.compile(text, emit="bufferized", cache=False))
    monkeypatch.undo()
    return sum(counts), ir


@pytest.mark.parametrize("name", sorted(CASES))
def test_values_against_jax_and_threads(name, monkeypatch):
    fn, x_shape = CASES[name]
    rng = np.random.default_rng(0)
    args = [_normal(rng, x_shape), _normal(rng, (256, 1024), 0.06), _normal(rng, (1024,), 0.1)]
    text = jax.jit(fn).lower(*args).as_text()
    count, ir = _sliced(text, monkeypatch)
    assert count == 1
    # Each slice is a gemm.c call in the loop (not the tiled in-place code).
    loop = ir[ir.index("scf.forall"):]
    before_chain = loop.split("linalg.generic")[0]
    assert "@__shlo_native_gemm_f32" in before_chain and "vector.fma" not in before_chain
    # B is read in place (descriptor [39]), not copied column slice by column slice.
    assert "memref.copy %subview" not in before_chain and "xf32> to memref<256x" not in \
        before_chain
    expected = np.asarray(jax.jit(fn)(*args), np.float64)
    outs = [np.asarray(stablehlo_cc.compile(text, cache=False, num_threads=t)(*args))
            for t in (1, 2, 3)]
    np.testing.assert_allclose(outs[0], expected, rtol=0, atol=2e-5 * np.abs(expected).max())
    for other in outs[1:]:
        assert np.array_equal(outs[0], other)
    # The slices compute the same numbers as the whole product.
    monkeypatch.setattr(column_slices, "MIN_OUTPUT_BYTES", 1 << 62)
    for t in (1, 2):
        whole = stablehlo_cc.compile(text, cache=False, num_threads=t)(*args)
        assert np.array_equal(outs[0], np.asarray(whole))


def test_what_is_sliced(monkeypatch, tiled_from_avx512_sizes):
    rng = np.random.default_rng(1)

    def text(fn, *shapes):
        return jax.jit(fn).lower(*[_normal(rng, s) for s in shapes]).as_text()

    big = ((512, 256), (256, 1024), (1024,))
    assert _sliced(text(_dense, *big), monkeypatch)[0] == 1
    # Only a bias add: gemm.c's init takes it in, no pass to save.
    assert _sliced(text(lambda x, w, b: x @ w + b, *big), monkeypatch)[0] == 0
    # The product's output also used elsewhere: not one chain.
    assert _sliced(text(lambda x, w, b: (jax.nn.gelu(x @ w + b), x @ w), *big),
                   monkeypatch)[0] == 0
    # An output that stays in L2 between the passes (1 MiB).
    assert _sliced(text(_dense, (256, 256), (256, 1024), (1024,)), monkeypatch)[0] == 0
    # A larger than the L2 (graph_net_b8's 4096 x 160 @ 160 x 128, then bias + ReLU): each
    # slice would read it from memory again.
    assert _sliced(text(lambda x, w, b: jax.nn.relu(x @ w + b), (4096, 160), (160, 128),
                        (128,)), monkeypatch)[0] == 0
    # Slices whose products would fall below gemm.c's floor (128 x 64 @ 64 x 1024): none.
    assert _sliced(text(_dense, (128, 64), (64, 4096), (4096,)), monkeypatch)[0] == 0
