"""Reduction regions the fast path does not recognise, compiled as elementwise functions.

A region `(tensor<E>, tensor<E>) -> tensor<E>` of all_reduce or reduce_scatter becomes the
body of a `stablehlo.map` over two whole buffers, compiled once per buffer type with the
ordinary compiler, so any region works and still runs as native code.
"""

from __future__ import annotations

import threading

import numpy as np

from ..types import element_name

_lock = threading.Lock()


def region_text(generic_op_text: str) -> str:
    """The `{ ^bb0(...): ... }` region of an op printed in generic form."""
    start = generic_op_text.index("({")
    end = generic_op_text.rindex("})")
    return generic_op_text[start + 1:end + 1]


def map_module(region: str, dtype: np.dtype, shape: tuple) -> str:
    dims = "".join(f"{d}x" for d in shape)
    t = f"tensor<{dims}{element_name(dtype)}>"
    dimensions = ", ".join(str(i) for i in range(len(shape)))
    return (
        f"func.func @main(%lhs_operand: {t}, %rhs_operand: {t}) -> {t} {{\n"
        f'  %mapped = "stablehlo.map"(%lhs_operand, %rhs_operand) '
        f"<{{dimensions = array<i64{': ' + dimensions if dimensions else ''}>}}> ("
        f"{region}) : ({t}, {t}) -> {t}\n"
        f"  func.return %mapped : {t}\n}}\n")


def compile_region(region: str, dtype: np.dtype, shape: tuple):
    """A callable `(lhs, rhs) -> region(lhs, rhs)` elementwise, as native code."""
    from ..api import compile as compile_program
    with _lock:
        return compile_program(map_module(region, dtype, shape), source_name="<reduction region>")
