"""Reduction regions the fast path does not recognise, compiled as elementwise functions.

A region `(tensor<E>, tensor<E>) -> tensor<E>` of all_reduce or reduce_scatter becomes the
body of a `stablehlo.map` over two whole buffers (`contract/regions.py`), compiled once per
buffer type, so any region works and still runs as native code. The runtime has no compiler
of its own: the API layer hands it one (`use_compiler`, done when `stablehlo_cc` is imported).
Code built by stablehlo-cc carries the combiners for its operands' types, which the runtime
uses first (`python_runtime.py`); this compiles only for other types.
"""

from __future__ import annotations

import threading
from typing import Callable

import numpy as np

from ..contract.regions import map_module

_lock = threading.Lock()
_compile: Callable | None = None  # (StableHLO text, source_name=...) -> an Executable


def use_compiler(compile_program: Callable) -> None:
    """Compile reduction regions with `compile_program` (`stablehlo_cc.compile`)."""
    global _compile
    _compile = compile_program


def compile_region(region: str, dtype: np.dtype, shape: tuple):
    """A callable `(lhs, rhs) -> region(lhs, rhs)` elementwise, as native code."""
    if _compile is None:
        raise RuntimeError("internal error: no compiler for reduction regions "
                           "(stablehlo_cc.api hands the runtime one)")
    with _lock:
        return _compile(map_module(region, dtype, shape), source_name="<reduction region>")


def region_function(op, dtype, shape):
    """The reduction region of `op` applied elementwise to two buffers (compiled once a
    type, kept on the op)."""
    key = (np.dtype(dtype).str, tuple(shape))
    fn = op._region_fns.get(key)
    if fn is None:
        fn = compile_region(op.region, np.dtype(dtype), tuple(shape))
        op._region_fns[key] = fn
    return fn
