/* lapack_geev.c's computation (lapack_geev_driver.inc) compiled for AVX2 + FMA, which
 * lapack_geev.c calls instead of its own copy on hosts that have them (host_cpu.inc): the
 * vectorized row updates of the QR sweeps, the Hessenberg reduction and the eigenvector
 * products then take 4 doubles an instruction instead of SSE2's 2, and fused multiply-adds.
 * Measured (2026-11-27, Emerald Rapids, one core, f64, n = 256): see lapack_geev.c. */

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_linkage.inc"

#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx2,fma"))), apply_to = function)
#else
#pragma GCC target("avx2,fma")
#endif

#include "lapack_geev_driver.inc"

SHLO_KERNEL_EXPORT void __shlo_lapack_geev_real_avx2(const void *a, const int64_t *desc,
                                                     void *wr, void *wi, void *vl, void *vr,
                                                     int32_t *info, int single) {
    geev_real(a, desc, wr, wi, vl, vr, info, single);
}
SHLO_KERNEL_EXPORT void __shlo_lapack_gees_real_avx2(const void *a, const int64_t *desc,
                                                     void *t, void *vs, void *wr, void *wi,
                                                     int32_t *sdim, int32_t *info,
                                                     int single) {
    gees_real(a, desc, t, vs, wr, wi, sdim, info, single);
}
SHLO_KERNEL_EXPORT void __shlo_lapack_geev_cplx_avx2(const void *a, const int64_t *desc,
                                                     void *w, void *vl, void *vr,
                                                     int32_t *info, int single) {
    geev_cplx(a, desc, w, vl, vr, info, single);
}
SHLO_KERNEL_EXPORT void __shlo_lapack_gees_cplx_avx2(const void *a, const int64_t *desc,
                                                     void *t, void *vs, void *w,
                                                     int32_t *sdim, int32_t *info,
                                                     int single) {
    gees_cplx(a, desc, t, vs, w, sdim, info, single);
}

#if defined(__clang__)
#pragma clang attribute pop
#endif

#else
typedef int lapack_geev_avx2_unused; /* (not x86-64: nothing here; ISO C wants a declaration) */
#endif
