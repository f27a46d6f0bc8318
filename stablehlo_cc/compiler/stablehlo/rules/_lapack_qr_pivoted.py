"""`lapack_?geqp3_ffi` (jax.scipy.linalg.qr(a, pivoting=True)) → one call of the native routine
(contract/native/lapack_geqp3.c), and `lapack_?ormqr_ffi` / `?unmqr` (jax.lax.linalg.ormqr) →
one call of contract/native/lapack_qr.c's ormqr (the compact-WY blocks of its geqrf / orgqr,
in f64 arithmetic).

geqp3: operands (a [.., m, n], jpvt [.., n] i32); results (a', jpvt' (1-based column
permutation), tau [.., min(m, n)]). The algorithm of LAPACK's unblocked ?laqp2, which ?geqp3
runs for every matrix up to its blocking crossover (min(m, n) <= 128 with the reference
ilaenv): step j takes the remaining column c >= j of largest partial norm vn1 (the first on
ties), swaps it (and its norms and jpvt entry) with column j, makes the reflector of column j
as ?geqrf does and applies H^H to the columns after j; then each later column's norm is
downdated from its new row-j entry: temp = max(0, 1 - (|a[j, c]| / vn1)^2),
temp2 = temp (vn1 / vn2)^2; if temp2 <= sqrt(eps) (eps = LAPACK's dlamch('E'), half the ulp
of 1) both norms are recomputed from rows j+1.. (cancellation made the downdate unreliable),
else vn1 *= sqrt(temp). f64 arithmetic inside (f32 input too; the tolerance is still
LAPACK's single-precision one then). Norms are sqrt(sum |x|^2), scaled by a power of two only
when the sum over- or underflows. Past the crossover LAPACK runs the blocked ?laqps, the same pivoting up to
rounding (near-ties may then go the other way). jpvt on input marks columns LAPACK must keep
in front; JAX always passes zeros (all columns free), and anything not provably zero is
refused.

Measured 2026-11-27 (one Emerald Rapids core, `taskset -c 1`, medians of 11 calls, two
alternated runs agreeing within 2%), jax.scipy.linalg.qr(a, pivoting=True, mode="economic")
(geqp3 + orgqr) f32: n = 128 3.2 ms -> 0.82 (jax.jit 0.45), n = 512 387 ms -> 32 (jax.jit 10;
LAPACK's blocked ?laqps does half its flops as matrix products); compile 540 -> 285 ms
(n = 128), 650 -> 285 (n = 512). The previous rule was an scf.for of whole-matrix
StableHLO ops with masked column swaps.

ormqr / unmqr: operands (a [.., m, n] holding k reflectors as geqrf / geqp3 leave them,
tau [.., k], c); result Q c, Q^H c, c Q or c Q^H (backend_config `left`, `transpose`; Q^H for
complex, Q^T for real), Q = H(0) .. H(k-1). Q c and c Q^H apply the reflectors from the last,
Q^H c and c Q from the first; the transposed products use conj(tau). The previous rule, an
scf.for of StableHLO ops with one reflector a step on the whole of c, is gone: the C routine
applies NB = 32 reflectors at once (I - V T V^H) and covers every case it did. Q^T c with c
square, one Emerald Rapids core (`taskset -c 1`, process CPU, medians, two alternated runs;
loop -> native, jax.jit in brackets): f32 128 0.29 -> 0.34 ms (0.19), f32 512 19.7 -> 14.2
(6.3), f64 128 0.55 -> 0.36 (0.29), f64 512 53 -> 14.6 (11.5). The C code works in f64 with
level-2 block kernels (two columns of c a pass over V), which is what is left against
LAPACK's f32 products at 512 (and why the f32 loop, fused and f32 throughout, was a little
faster at 128).
"""

from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir

from . import _helpers as h
from ._lapack_qr import _SUFFIX
from ._lapack_values import zeros
from ._native_lapack import native_call, replace_with_native
from ._text import Writer


def _real_of(elem: str) -> str:
    return elem[len("complex<"):-1] if elem.startswith("complex") else elem


def _provably_zero(value: ir.Value) -> bool:
    """`value` is a constant zero, or a broadcast of one (how JAX builds geqp3's jpvt)."""
    owner = value.owner
    if not isinstance(owner, (ir.Operation, ir.OpView)):
        return False
    op = owner.operation if isinstance(owner, ir.OpView) else owner
    if op.name == "stablehlo.broadcast_in_dim":
        return _provably_zero(op.operands[0])
    if op.name != "stablehlo.constant":
        return False
    try:
        attr = ir.DenseIntElementsAttr(op.attributes["value"])
    except (ValueError, KeyError):
        return False
    return attr.is_splat and ir.IntegerAttr(attr.get_splat_value()).value == 0


def lower_geqp3(op: ir.Operation) -> None:
    if not _provably_zero(op.operands[1]):
        raise NotImplementedError("geqp3 with columns fixed in front (a jpvt operand not "
                                  "known to be zero); jax.scipy.linalg.qr passes zeros")
    ty = h.tensor_type(op.operands[0])
    shape, elem = list(ty.shape), str(ty.element_type)
    lead, (m, n) = shape[:-2], shape[-2:]
    k = min(m, n)
    batch = int(np.prod(lead, dtype=np.int64))
    w = Writer()
    a = w.arg("%a", shape, elem)
    jpvt_in = w.arg("%jpvt", lead + [n], "i32")
    if batch == 0 or k == 0:  # no step: the identity permutation
        perm = w.add(w.convert(w.iota(lead + [n], len(lead), "i64"), "i32"),
                     w.full(1, lead + [n], "i32"))
        results = [a, perm, zeros(w, lead + [k], elem)]
    else:
        single = int(_real_of(elem) == "f32")
        out, perm, taus = native_call(
            w, f"geqp3_{_SUFFIX[elem]}", [w.reshape(a, [batch, m, n])], [batch, m, n, single],
            [([batch, m, n], elem), ([batch, n], "i32"), ([batch, k], elem)])
        results = [w.reshape(out, shape), w.reshape(perm, lead + [n]),
                   w.reshape(taus, lead + [k])]
    replace_with_native(op, w, [a, jpvt_in], results)


def _flag(op: ir.Operation, name: str, default: bool) -> bool:
    if "mhlo.backend_config" not in op.attributes:
        return default
    config = {named.name: named.attr for named in ir.DictAttr(op.attributes["mhlo.backend_config"])}
    if name not in config:
        return default
    attr = config[name]
    try:
        return ir.BoolAttr(attr).value
    except ValueError:
        return bool(ir.IntegerAttr(attr).value)


def lower_ormqr(op: ir.Operation) -> None:
    aty, tty, cty = (h.tensor_type(v) for v in op.operands[:3])
    shape, elem = list(aty.shape), str(aty.element_type)
    c_shape = list(cty.shape)
    (m, na), k, lead = shape[-2:], list(tty.shape)[-1], shape[:-2]
    rows, cols = c_shape[-2:]
    left, transpose = _flag(op, "left", True), _flag(op, "transpose", False)
    batch = int(np.prod(lead, dtype=np.int64))
    w = Writer()
    a, tau_in, c = (w.arg("%a", shape, elem), w.arg("%tau", lead + [k], elem),
                    w.arg("%c", c_shape, elem))
    out = c
    if k and batch and rows and cols:  # else Q is the identity, or c is empty
        out, = native_call(
            w, f"ormqr_{_SUFFIX[elem]}", [w.reshape(a, [batch, m, na]),
                                         w.reshape(tau_in, [batch, k]),
                                         w.reshape(c, [batch, rows, cols])],
            [batch, m, na, k, rows, cols, int(left), int(transpose)],
            [([batch, rows, cols], elem)])
        out = w.reshape(out, c_shape)
    replace_with_native(op, w, [a, tau_in, c], [out])
