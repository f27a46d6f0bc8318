"""`lapack_?syevd_ffi` / `lapack_?heevd_ffi` (jnp.linalg.eigh on CPU: real f32/f64, complex
Hermitian c64/c128) → one call of the native routine contract/native/lapack_eigh.c.

ABI (jax `_eigh_cpu_gpu_lowering`): operand a [.., n, n]; results (eigenvectors [.., n, n],
eigenvalues [.., n], info [..] i32); `mhlo.backend_config` has mode 'V' and uplo 'L' / 'U',
the triangle that is read (the other one is never looked at, nor a Hermitian diagonal's
imaginary part, as LAPACK). Eigenvalues come ascending with the eigenvector columns in the
same order (LAPACK's); eigenvectors are defined up to sign (phase), and ours may differ in
sign from LAPACK's. info is LAPACK's (0, or > 0 when the QR iteration did not converge).
NaN (or infinite) input: every result of that matrix NaN, info 0 (LAPACK isolates NaN rows
where it can; JAX's wrapper turns only info != 0 into NaN).

How: the batch dimensions are merged into one, and the rule emits the placeholder call of
`syevd_f32` / `syevd_f64` / `heevd_c64` / `heevd_c128` with the descriptor [batch, n,
lower] (`_native_lapack.py`); compiler/linalg/native_lapack_calls.py makes it a call of the
C function on buffers. The C code (Householder tridiagonalization, implicit-shift QR with
the vectors accumulated, all in f64 / c128 also for f32 / c64 input) says more. Libraries
built with `stablehlo-cc x.mlir -o x.so` carry it like every native kernel.

Why native code and not StableHLO ops: the previous rule, a parallel cyclic Jacobi iteration
of whole-matrix StableHLO ops (n - 1 rotation steps a sweep, each O(n^2) elementwise work
plus a five-slice concatenate; 12-13 sweeps), ran 38-170x slower than LAPACK at n = 64..512,
and a QR-type algorithm (scalar control flow, one rotation at a time) cannot be written
efficiently as ops at all (the SVD's one-sided Jacobi rule, which shared its rotations, is
native code too now: `_lapack_svd.py`).

Measured 2026-11-27 on one Emerald Rapids core (`taskset -c 1`, process CPU time, medians of
15 calls; the host was loaded, load average 9 on 2 CPUs), a random symmetric matrix, time
per call (ratio to jax.jit, which runs LAPACK's ?syevd):

    n              64             128            256             512
    f32 Jacobi     5.5 ms (7.0x)  52 ms (35x)    713 ms (163x)   8.8 s (440x)
    f32 native     0.38 (0.90x)   1.43 (1.24x)   7.5 (1.89x)     52 (2.83x)
    f64 Jacobi     5.4 (7.3x)     52 (27x)       704 (106x)      8.7 s (279x)
    f64 native     0.38 (0.83x)   1.47 (0.97x)   7.6 (1.23x)     55 (1.74x)

(LAPACK's ssyevd computes in f32, about twice as fast as its dsyevd at n = 512; ours is
f64 inside either way.) Batches of small matrices run faster than jax.jit's loop over
LAPACK calls: 1000 x 8 x 8 f32 4.9 ms (jax 6.3), 100 x 32 x 32 f64 7.4 ms (9.6); complex
16 x 64 x 64 c64 7.6 (6.9), 256 x 256 c128 16.8 (16.6). Compile time of the eigh program
(process CPU, cache off, medians of 7): f32 n = 128 370 -> 66 ms, f64 n = 256 448 -> 88,
c64 n = 64 449 -> 77.
"""

from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir

from . import _helpers as h
from ._lapack_values import backend_chars
from ._native_lapack import native_call, replace_with_native
from ._text import Writer

_ROUTINES = {"f32": "syevd_f32", "f64": "syevd_f64", "complex<f32>": "heevd_c64",
             "complex<f64>": "heevd_c128"}


def lower_syevd(op: ir.Operation) -> None:
    """`?syevd` (real symmetric) and `?heevd` (complex Hermitian)."""
    ty = h.tensor_type(op.operands[0])
    shape, elem = list(ty.shape), str(ty.element_type)
    out_real = elem[len("complex<"):-1] if elem.startswith("complex") else elem
    lower = backend_chars(op).get("uplo", "L") == "L"
    lead, n = shape[:-2], shape[-1]
    batch = int(np.prod(lead, dtype=np.int64))
    w = Writer()
    a = w.arg("%a", shape, elem)
    if n == 0 or batch == 0:  # nothing to compute (and no empty buffers for the C code)
        results = [a, w.full(0.0, lead + [n], out_real), w.full(0, lead, "i32")]
    else:
        v, vals, info = native_call(w, _ROUTINES[elem], [w.reshape(a, [batch, n, n])],
                                    [batch, n, int(lower)],
                                    [([batch, n, n], elem), ([batch, n], out_real),
                                     ([batch], "i32")])
        results = [w.reshape(v, shape), w.reshape(vals, lead + [n]), w.reshape(info, lead)]
    replace_with_native(op, w, [a], results)
