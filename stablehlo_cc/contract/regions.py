"""Reduction regions applied elementwise to two buffers, and the combiners that do it in code.

An all_reduce (reduce_scatter, collective_reduce) whose region is not one of the fast
reductions (add, multiply, ...) is recorded with the region's text (`region_text`). Applied to
two whole buffers, the region is the body of a `stablehlo.map` (`map_module`): the compiler
builds one such function a data operand into the program (`__shlo_combine_<key>_<k>`, named by
`combiner_name`, see `compiler/stablehlo/region_combiners.py`; the op's `shlo_op.combiners`
point to them), and the runtime compiles the same module when it needs the region for other
buffer types (`runtime/reduction.py`).
"""

from __future__ import annotations

import numpy as np

from ..types import element_name

COMBINER_PREFIX = "__shlo_combine_"


def combiner_name(key: int, k: int) -> str:
    return f"{COMBINER_PREFIX}{key}_{k}"


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
