"""Copies of arrays placed where compiled code reads them fastest (`stablehlo_cc.aligned`).

numpy starts a large array 16 bytes into a page (glibc's mmap'd blocks), so a 64-byte vector
load of it straddles two cache lines. The tiled products of contraction_codegen.py read small
weights in place (packing them costs more than it saves below ~2^24 multiply-adds), and read
that way a weight matrix costs a third more line transfers from L2: bert_b1 4.32 ms with
numpy's own arrays, 3.91 with page-aligned copies; gpt2_prefill_b1 4.53 / 4.16, t5_b1 2.55 /
2.36, vit_b1 even (one Emerald Rapids core, thread CPU time of calls with either argument
list alternated in one process). Copying the misaligned arguments at every call would cost more than it
saves (bert_b1's 69 misaligned weights, 11 MB: 0.87 ms a call), so the runtime passes what it
is given, and a caller that calls a model many times with the same weights places them once,
as a JAX user does with `jax.device_put`. Results already come from the pool of
result_pool.py, page-aligned, so one call's outputs fed to the next need nothing.
"""

from __future__ import annotations

import numpy as np

# Large arrays start on a page, as the results of result_pool.py do (the page offset 0 also
# keeps an element loop's stores from 4K-aliasing its loads); small ones on a cache line.
PAGE = 4096
LINE = 64
PAGE_FROM_BYTES = 1 << 16


def aligned(array, dtype=None) -> np.ndarray:
    """A C-contiguous copy of `array` (of `dtype` if given) whose data start on a cache line,
    or on a page from 64 KiB; pass it to compiled code instead of `array` at every call."""
    source = np.asarray(array, dtype=dtype)
    boundary = PAGE if source.nbytes >= PAGE_FROM_BYTES else LINE
    raw = np.empty(source.nbytes + boundary, np.uint8)
    skip = -raw.ctypes.data % boundary
    out = raw[skip:skip + source.nbytes].view(source.dtype).reshape(source.shape)
    out[...] = source
    return out
