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
