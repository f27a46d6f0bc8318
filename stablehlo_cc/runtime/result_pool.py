"""Result arrays of a function, reused once the caller has let go of them.

Why: a large result in fresh memory costs more than the program. numpy takes memory of a
few MiB or more straight from the kernel (mmap), so every call's result pages fault in and
the kernel zeroes them before the compiled code writes a single byte: for a 64 MiB result
that is as much memory traffic again as an elementwise op needs in all (GELU on 16M f32 ran
at half speed). XLA:CPU and IREE keep their buffers in caching allocators for the same
reason; `out=` (output_buffers.py) lets a caller decide, and this is the default for callers
that do not.

How it stays safe: a result is a view of a raw byte array the pool keeps. numpy views keep
their base array alive (any view of a view too), so while the caller holds the result, or
anything made from it, the raw array has more references than the pool's own; the pool
hands it out again only when its reference count says nobody else holds it. Results are
therefore never aliased between calls the caller can see. Small results (numpy's malloc
heap reuses their memory already) are plain `np.empty`. The pool keeps at most
`KEEP` raw arrays a result, so it holds at most that many results' memory.
"""

from __future__ import annotations

import math
import sys
import threading

import numpy as np

# Results this large and up come from the pool: 64 KiB, as compiled code's own temporaries
# (contract/native/buffers.c). numpy's malloc gives mid-size blocks back to the kernel too
# (glibc unmaps blocks above its mmap threshold and trims its heap top), and a training step
# called as `params, state = step(params, state, batch)` keeps the previous results alive
# while the next call runs: the Adam step of transformer_lm_train_step_b1 (results of
# 64-256 KiB) faulted in ~980 pages a call that way (5.5 ms instead of 2.8) with a 1 MiB
# limit here.
MIN_BYTES = 1 << 16
# Raw arrays kept a result: two let `y = f(x)` in a loop reuse memory on every call (the
# previous `y` still holds one while the next call runs).
KEEP = 2
# Pooled results start on a page (4 KiB): a cache line at least, for the vector code, and
# the page offset 0 keeps the stores of an element loop from 4K-aliasing the loads of its
# inputs just ahead (numpy's large arrays start 16 bytes into a page): with the result 64
# bytes into its page, the loads of x[i + 12] waited on the stores to y[i], and the
# non-temporal stores of compiler/linalg/streaming_stores.py lost to ordinary ones (an
# 8-op FMA chain over 16M f32 on one Zen 3 core 8.0-8.6 ms with both, 6.9 ms non-temporal
# with page-aligned results).
_ALIGN = 4096


class ResultPool:
    """Allocates the results of one function (`results`: [(shape, dtype)])."""

    def __init__(self, results):
        # sizes worked out once: np.prod at every call was a third of a tiny call's cost
        self._results = [(tuple(shape), np.dtype(dtype),
                          math.prod(int(d) for d in shape) * np.dtype(dtype).itemsize)
                         for shape, dtype in results]
        self._raw = [[] for _ in self._results]
        self._lock = threading.Lock()

    def _take(self, i: int) -> np.ndarray:
        shape, dtype, nbytes = self._results[i]
        if nbytes < MIN_BYTES:
            return np.empty(shape, dtype)
        kept = self._raw[i]
        with self._lock:
            for raw in kept:
                # References: the pool's list, `raw` here, getrefcount's argument.
                if sys.getrefcount(raw) == 3:
                    return _result(raw, shape, dtype, nbytes)
            raw = np.empty(nbytes + _ALIGN, np.uint8)
            if len(kept) < KEEP:
                kept.append(raw)
            return _result(raw, shape, dtype, nbytes)

    def allocate(self) -> list:
        """One array for each result (uninitialized), none of them held by the caller."""
        return [self._take(i) for i in range(len(self._results))]


def _result(raw: np.ndarray, shape, dtype, nbytes: int) -> np.ndarray:
    skip = -raw.__array_interface__["data"][0] % _ALIGN
    return raw[skip:skip + nbytes].view(dtype).reshape(shape)
