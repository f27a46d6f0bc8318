"""`stablehlo.cholesky` on f32, f64, complex<f32> and complex<f64> -> the native potrf
(contract/native/lapack_potrf.c, as `lapack_?potrf_ffi` in `_lapack_potrf.py`).

The op (written by hand, or by exporters other than jax, which sends the custom call) reads
the `lower` triangle of a [.., n, n] (of its diagonal the real part) and gives the factor
there. What the op leaves in the other triangle is implementation-defined: zero, as the
column loop of linear_algebra.py (still used for f16 / bf16) leaves it. A matrix that is not
positive definite (LAPACK's info != 0) gives NaN all over its triangle (the other still zero),
as jnp.linalg.cholesky does; the column loop made the factor NaN from the failing column on.

Why: the op was that column loop, blocked and unrolled from n = 128 (4 unrolled blocks with
triangular solves and a GEMM each): n = 512 f32 3.9 ms against potrf's 1.7, and 0.4-0.5 s
of compile time. Measured 2026-11-27 (one Emerald Rapids core, `taskset -c 1`, process CPU,
medians of 200 / 30 calls, two alternated runs; compile: process CPU, cache off), the op on
a random f32 SPD matrix, loop -> native: n = 128 0.058 -> 0.053 ms, compile 0.40 -> 0.08 s;
n = 512 3.31 -> 1.31 ms, compile 0.37 -> 0.06 s.
"""

from __future__ import annotations

import math

from jaxlib.mlir import ir

from . import _helpers as h
from ._lapack_potrf import _ROUTINES
from ._lapack_values import zeros
from ._native_lapack import native_call, replace_with_native
from ._text import Value, Writer, tensor_type

_NAN_BITS = {"f32": "0x7FC00000", "f64": "0x7FF8000000000000"}


def _nans(w: Writer, shape, elem: str) -> Value:
    """NaN (complex: NaN + NaN i) of `elem` in `shape`."""
    real = elem[len("complex<"):-1] if elem.startswith("complex") else elem
    nan = w.broadcast(w.emit(f"stablehlo.constant dense<{_NAN_BITS[real]}> : tensor<{real}>",
                             [], real), shape, [])
    if real == elem:
        return nan
    return w.emit(f"stablehlo.complex {nan}, {nan} : {tensor_type(shape, elem)}", shape, elem)


def lower_natively(op: ir.Operation) -> bool:
    """Replace `op` (a stablehlo.cholesky) by the native call and say True, or say False
    (an element type potrf does not take)."""
    ty = h.tensor_type(op.operands[0])
    shape, elem = list(ty.shape), str(ty.element_type)
    if elem not in _ROUTINES:
        return False
    lower = ir.BoolAttr(op.attributes["lower"]).value if "lower" in op.attributes else False
    lead, n = shape[:-2], shape[-1]
    count = math.prod(lead)
    w = Writer()
    a = w.arg("%a", shape, elem)
    if n == 0 or count == 0:
        x = a
    else:
        f, info = native_call(w, _ROUTINES[elem], [w.reshape(a, [count, n, n])],
                              [count, n, int(lower)],
                              [([count, n, n], elem), ([count], "i32")])
        failed = w.compare("NE", w.broadcast(info, [count, n, n], [0]),
                           w.full(0, [count, n, n], "i32"), "SIGNED")
        f = w.select(failed, _nans(w, [count, n, n], elem), f)
        rows, cols = w.iota([count, n, n], 1, "i64"), w.iota([count, n, n], 2, "i64")
        keep = w.compare("GE" if lower else "LE", rows, cols, "SIGNED")
        x = w.reshape(w.select(keep, f, zeros(w, [count, n, n], elem)), shape)
    replace_with_native(op, w, [a], [x])
    return True
