"""Result buffers a caller may hand in (`out=`) that are not aligned as the runtime's are."""

import numpy as np


def unaligned_f32(shape):
    """A C-contiguous f32 array 4 bytes past a 64-byte boundary (so also past a 32- and a
    16-byte one): every aligned vector store into it would fault."""
    size = int(np.prod(shape))
    raw = np.empty(size + 32, np.float32)
    skip = (-raw.ctypes.data % 64) // 4 + 1
    out = raw[skip:skip + size].reshape(shape)
    assert out.ctypes.data % 64 == 4
    return out
