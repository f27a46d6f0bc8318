"""`lapack_?gesdd_ffi` / `lapack_?gesvd_ffi` (jnp.linalg.svd and what is built on it: pinv,
lstsq, matrix_rank, norm(ord=2 / 'nuc'), cond; gesvd is lax.linalg.svd(algorithm=QR)) → one
call of the native routine contract/native/lapack_svd.c.

ABI (jax `_svd_cpu_gpu_lowering`): operand a [.., m, n]; results (a overwritten [.., m, n],
s [.., k], u, vt, info [..] i32), k = min(m, n); `mhlo.backend_config` mode 'A' (u [.., m, m],
vt [.., n, n]), 'S' (u [.., m, k], vt [.., k, n]) or 'N' (no vectors; u and vt are allocated
with 'A' or 'S' shapes and never read: we give zeros). s is descending. JAX turns info != 0
into NaN results and handles m = 0 or n = 0 itself (no custom call). The overwritten a is
never read: we return the input. gesdd and gesvd get the same routine.

How: the batch dimensions are merged into one and the rule emits the placeholder call of
`gesdd_f32` / `_f64` / `_c64` / `_c128` with the descriptor [batch, m, n, mode] (mode 0 'N',
1 'S', 2 'A'; `_native_lapack.py`); compiler/linalg/native_lapack_calls.py makes it a call of
the C function on buffers. For 'N' the call's u and vt are one element each. The C code
(Householder bidiagonalization, implicit-shift QR on the bidiagonal with zero-shift sweeps,
in f64 / c128 also for f32 / c64 input) says more. NaN or inf input: info = -4 (LAPACK's gesdd
rejects a NaN matrix norm so), from which JAX makes every result NaN (jax.jit's, for NaN, too;
for an inf entry LAPACK gives NaN singular values and a mix of NaN and finite vectors). A zero
matrix gives U = I, Vh = I exactly, as LAPACK.

Why native code: the previous rule was a one-sided (Hestenes) Jacobi iteration of StableHLO
ops on R^H of a Householder QR (Drmac and Veselic's preconditioning), 9-12 sweeps of n - 1
whole-matrix rotation steps; it ran 14-70x slower than LAPACK (f32, one core, process time:
34 ms at 128 x 128, 515 ms at 256 x 256, 35 ms at 256 x 128) and compiled in 0.7-0.95 s. A
QR-type algorithm (scalar control flow, one rotation at a time, sweeps applied to the vectors
in cache-sized column blocks) cannot be written efficiently as ops.

Measured (jnp.linalg.svd f32, mode 'A', one core pinned with taskset -c 1, process time,
medians of 9 (old: 3 from 256 x 256), Emerald Rapids with load average 6-9 on 2 CPUs, two
runs each, compile with STABLEHLO_CC_CACHE=0; jax.jit is LAPACK's gesdd, divide and conquer):

    size             old rule        native         jax.jit   native / jax
    128 x 128        34-35 ms        3.0-3.1 ms     1.7 ms    1.7-1.8x
    256 x 256        500-523 ms      18-19 ms       7.2 ms    2.6x
    512 x 512        7.1-7.4 s       177-179 ms     37 ms     4.8x
    256 x 128        37-38 ms        6.2-6.3 ms     3.3 ms    1.8-1.9x
    compile          0.59-0.78 s     0.05-0.08 s
Also: 256 x 256 c64 41 ms (jax 13 ms), f64 18 ms (jax 11 ms); batched 1000 x 8 x 8 f32
7.7 ms (jax 9.2 ms), 100 x 32 x 16 f32 4.5 ms (jax 4.7 ms); 1024 x 1024 f32 'S' 6.3x jax,
2000 x 50 'S' 2.2x, 'A' 1.3x.

What is left of the gap to LAPACK is the algorithm: at 512 x 512 the rotations of the QR
sweeps on U_d and V_d take about 45% of the time, the unblocked Householder stages
(reduction and back-application, vector dot / axpy loops) about 45%, the scalar QR
iteration itself the rest; LAPACK's divide and conquer and its blocked (matrix-product)
Householder stages avoid the first two.
"""

from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir

from . import _helpers as h
from ._lapack_values import backend_chars, zeros
from ._native_lapack import native_call, replace_with_native
from ._text import Writer

_ROUTINES = {"f32": "gesdd_f32", "f64": "gesdd_f64", "complex<f32>": "gesdd_c64",
             "complex<f64>": "gesdd_c128"}
_MODES = {"N": 0, "S": 1, "A": 2}


def lower_gesdd(op: ir.Operation) -> None:
    """`?gesdd` and `?gesvd`: the native routine (see the module docstring)."""
    ty = h.tensor_type(op.operands[0])
    shape, elem = list(ty.shape), str(ty.element_type)
    real = elem[len("complex<"):-1] if elem.startswith("complex") else elem
    mode = backend_chars(op).get("mode", "A")
    lead, (m, n) = shape[:-2], shape[-2:]
    k = min(m, n)
    u_shape, vt_shape = (list(h.tensor_type(r).shape) for r in op.results[2:4])
    batch = int(np.prod(lead, dtype=np.int64))
    w = Writer()
    a = w.arg("%a", shape, elem)
    if batch == 0 or k == 0:  # nothing to compute (and no empty buffers for the C code)
        replace_with_native(op, w, [a], [a, w.full(0.0, lead + [k], real),
                                         zeros(w, u_shape, elem), zeros(w, vt_shape, elem),
                                         w.full(0, lead, "i32")])
        return
    vectors = mode != "N"
    u_call = [batch] + u_shape[len(lead):] if vectors else [1]
    vt_call = [batch] + vt_shape[len(lead):] if vectors else [1]
    s, u, vt, info = native_call(w, _ROUTINES[elem], [w.reshape(a, [batch, m, n])],
                                 [batch, m, n, _MODES[mode]],
                                 [([batch, k], real), (u_call, elem), (vt_call, elem),
                                  ([batch], "i32")])
    if vectors:
        u, vt = w.reshape(u, u_shape), w.reshape(vt, vt_shape)
    else:
        u, vt = zeros(w, u_shape, elem), zeros(w, vt_shape, elem)
    replace_with_native(op, w, [a], [a, w.reshape(s, lead + [k]), u, vt,
                                     w.reshape(info, lead)])
