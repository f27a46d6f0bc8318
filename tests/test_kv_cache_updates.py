"""A KV cache's layers sliced out, each updated with a token's rows and concatenated back is
the cache updated in place (issue 8, `compiler/stablehlo/updated_slices.py`): the bufferized
program copies the cache argument once into the result and writes the rows there, instead of
copying every slice two or three times. Values against `jax.jit` at a decoder's sizes
(4 layers x K/V x 12 heads x 128 positions x 64), including updated slices that are also
read elsewhere, start indices that are clamped, and a cache argument that must not change."""

import math
import re

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc

LAYERS, HEADS, LENGTH, WIDTH = 4, 12, 128, 64
CACHE = (LAYERS, 2, HEADS, LENGTH, WIDTH)


def _copied_elements(bufferized: str) -> int:
    """Elements moved by the program's `memref.copy`s (the source type's shape)."""
    total = 0
    for shape in re.findall(r"memref\.copy [^:]*: memref<([0-9x]+)x[a-z]", bufferized):
        total += math.prod(int(n) for n in shape.split("x"))
    return total


def _run(f, args):
    lowered = jax.jit(f).lower(*args)
    before = [np.copy(a) for a in args]
    got = stablehlo_cc.compile(lowered, cache=False)(*args)
    for a, b in zip(args, before):  # arguments are never written
        np.testing.assert_array_equal(a, b)
    want = jax.jit(f)(*args)
    got = got if isinstance(got, (list, tuple)) else [got]
    want = want if isinstance(want, (list, tuple)) else [want]
    assert len(got) == len(want)
    for g, w in zip(got, want):
        np.testing.assert_allclose(np.asarray(g), np.asarray(w), rtol=1e-5, atol=1e-5)
    return stablehlo_cc.compile(lowered, emit="bufferized")


def _inputs(rows=1, seed=0):
    rng = np.random.default_rng(seed)
    cache = rng.standard_normal(CACHE).astype(np.float32)
    tokens = rng.standard_normal((LAYERS, 2, HEADS, rows, WIDTH)).astype(np.float32)
    query = rng.standard_normal((HEADS, WIDTH)).astype(np.float32)
    return cache, tokens, query


def _decode(cache, tokens, query, pos):
    """Each layer writes its K and V rows at `pos` and attends over the updated K and V
    (the attention of one layer feeds the next one's token, as in a decoder)."""
    layers, h = [], query
    for layer in range(LAYERS):
        k = jax.lax.dynamic_update_slice(cache[layer, 0], tokens[layer, 0] + h[:, None],
                                         (0, pos, 0))
        v = jax.lax.dynamic_update_slice(cache[layer, 1], tokens[layer, 1], (0, pos, 0))
        scores = jax.nn.softmax(jnp.einsum("hd,htd->ht", h, k), axis=-1)
        h = jnp.tanh(jnp.einsum("ht,htd->hd", scores, v))
        layers.append(jnp.stack([k, v]))
    return jnp.stack(layers), h


@pytest.mark.parametrize("pos", [0, 40, 127])
def test_the_cache_is_copied_once_and_updated_in_place(pos):
    cache, tokens, query = _inputs()
    bufferized = _run(_decode, [cache, tokens, query, np.int32(pos)])
    # the cache once, the token rows and small temporaries, and no slice of the cache (one
    # layer's K, 12x128x64, would break the bound; before, each was copied 2-3 times)
    assert _copied_elements(bufferized) < cache.size + HEADS * LENGTH * WIDTH, bufferized


@pytest.mark.parametrize("pos", [-3, 126, 1000])
def test_start_indices_are_clamped_within_each_slice(pos):
    """Two rows at 126 or past the end stop at the slice's last rows (not the next head's
    or layer's); a negative start is clamped to 0."""
    cache, tokens, query = _inputs(rows=2, seed=1)
    _run(_decode, [cache, tokens, query, np.int32(pos)])


def test_updated_and_original_slices_read_elsewhere_are_not_clobbered():
    """A layer's updated K is also a result of its own, read after later layers' updates,
    and the cache's original slices are read after the update of their rows."""
    cache, tokens, query = _inputs(seed=2)

    def f(cache, tokens, query, pos):
        k0 = jax.lax.dynamic_update_slice(cache[0, 0], tokens[0, 0], (0, pos, 0))
        v0 = jax.lax.dynamic_update_slice(cache[0, 1], tokens[0, 1], (0, pos, 0))
        rest = [jnp.stack([jax.lax.dynamic_update_slice(cache[i, j], tokens[i, j] * k0[:, :1],
                                                        (0, pos, 0)) for j in range(2)])
                for i in range(1, LAYERS)]
        new = jnp.stack([jnp.stack([k0, v0])] + rest)
        return new, k0 * 2.0, cache[1, 0] + 1.0, (v0 - cache[0, 1]).sum()
    bufferized = _run(f, [cache, tokens, query, np.int32(40)])
    assert _copied_elements(bufferized) < 2 * cache.size, bufferized


def test_a_slice_updated_twice_and_the_cache_returned_as_well():
    """Two updates of one slice in a row, and the unchanged cache also returned."""
    cache, tokens, query = _inputs(seed=3)

    def f(cache, tokens, pos):
        parts = []
        for i in range(LAYERS):
            k = jax.lax.dynamic_update_slice(cache[i, 0], tokens[i, 0], (0, pos, 0))
            k = jax.lax.dynamic_update_slice(k, tokens[i, 1] * 3.0, (0, pos + 1, 0))
            parts.append(jnp.stack([k, cache[i, 1]]))
        return jnp.stack(parts), cache
    _run(f, [cache, tokens, np.int32(10)])


def test_repeated_operands_and_partial_covers_keep_their_values():
    """One updated slice concatenated twice, and updated slices that cover part of the cache
    only: not the cache updated, lowered as concatenations."""
    cache, tokens, query = _inputs(seed=4)

    def f(cache, tokens, pos):
        k = jax.lax.dynamic_update_slice(cache[0, 0], tokens[0, 0], (0, pos, 0))
        v = jax.lax.dynamic_update_slice(cache[0, 1], tokens[0, 1], (0, pos, 0))
        return jnp.stack([k, k, v]), jnp.stack([k, v]), jnp.stack([v, k])
    _run(f, [cache, tokens, np.int32(5)])


def test_a_computed_cache_read_after_the_concatenation_keeps_its_value():
    """The base is computed (not an argument) and read after the updated concatenation."""
    cache, tokens, query = _inputs(seed=5)

    def f(cache, tokens, pos):
        base = cache * 0.5
        new = jnp.concatenate([jax.lax.dynamic_update_slice(base[i:i + 1], tokens[i][None],
                                                            (0, 0, 0, pos, 0))
                               for i in range(LAYERS)], axis=0)
        return new, base.sum(axis=(1, 2, 3, 4))
    _run(f, [cache, tokens, np.int32(64)])


def test_an_update_of_a_concatenation_of_updated_slices():
    """A layer's K updated, stacked with its V, the stack updated across both (over K's row
    too), and K read after that: K keeps its own row, not the stack's update."""
    cache, tokens, query = _inputs(rows=2, seed=6)

    def f(cache, tokens, pos, pos2):
        k = jax.lax.dynamic_update_slice(cache[0, 0], tokens[0, 0], (0, pos, 0))
        layer = jax.lax.dynamic_update_slice(jnp.stack([k, cache[0, 1]]), tokens[1] * 5.0,
                                             (0, 0, pos2, 0))
        new = jnp.concatenate([layer[None], cache[1:]], axis=0)
        return new, k * 2.0
    _run(f, [cache, tokens, np.int32(30), np.int32(31)])
