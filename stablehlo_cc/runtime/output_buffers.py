"""Result buffers a caller hands in (`exe(x, out=buf)`): the results are written there.

Why `out=` rather than a pool of result arrays: a result handed back to Python lives as long
as the caller keeps it, so a pool could only reuse an array after numpy frees it, which the
runtime cannot see; reusing one earlier would alias the results of two calls. XLA:CPU and
IREE both let the caller decide (donated / preallocated output buffers), and numpy's ufuncs
take `out=`. A caller calling in a loop passes the same arrays every time and touches no fresh
pages. Results are never aliased between calls unless the caller asks for it this way.
(Temporaries inside the compiled code are kept by contract/native/buffers.c.)
"""

from __future__ import annotations

import numpy as np


def check_outputs(name: str, out, results) -> list:
    """`out` (one array, or a tuple/list of one an result) checked against `results`
    [(shape, dtype)], as the list of arrays to write to."""
    arrays = list(out) if isinstance(out, (tuple, list)) else [out]
    if len(arrays) != len(results):
        raise ValueError(f"{name}: out= needs {len(results)} array"
                         f"{'s' if len(results) != 1 else ''}, got {len(arrays)}")
    for i, (arr, (shape, dtype)) in enumerate(zip(arrays, results)):
        what = f"{name}: out[{i}] must be a writeable C-contiguous numpy {dtype} array of " \
               f"shape {shape}"
        if type(arr) is not np.ndarray:
            raise TypeError(f"{what}, got {type(arr).__name__}")
        if arr.dtype != dtype:
            raise TypeError(f"{what}, got element type {arr.dtype}")
        if arr.shape != tuple(shape):
            raise ValueError(f"{what}, got shape {arr.shape}")
        if not (arr.flags.c_contiguous and arr.flags.writeable and arr.flags.aligned):
            raise ValueError(f"{what}, got one that is not")
    for i, a in enumerate(arrays):
        for j in range(i):
            if np.may_share_memory(a, arrays[j]):
                raise ValueError(f"{name}: out[{j}] and out[{i}] overlap")
    return arrays


def check_no_overlap(name: str, outputs: list, inputs: list) -> None:
    """The compiled code reads its arguments while it writes results: they must not overlap."""
    for i, o in enumerate(outputs):
        for j, a in enumerate(inputs):
            if isinstance(a, np.ndarray) and np.may_share_memory(o, a):
                raise ValueError(f"{name}: out[{i}] overlaps argument {j}; results are "
                                 "written while arguments are read")
