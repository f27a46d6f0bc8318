/* Tridiagonal solves (jax.lax.linalg.tridiagonal_solve on CPU): jaxlib's `lapack_?gtsv_ffi`
 * and, with perturb_singular=True (jax.scipy.linalg.eigh_tridiagonal's inverse iteration),
 * jaxlib's `tridiagonal_solve_perturbed_ffi`: libc only.
 *
 * Called from compiled code through compiler/linalg/native_lapack_calls.py (the rules:
 * compiler/stablehlo/rules/_lapack_gtsv.py, _lapack_gtsv_perturbed.py). Entry points (T:
 * float, double, or interleaved (re, im) pairs of them for c64 / c128):
 *
 *     __shlo_native_lapack_gtsv_<f32|f64|c64|c128>(const T *dl, const T *d, const T *du,
 *             const T *b, const int64_t *desc, T *dl_out, T *d_out, T *du_out, T *x,
 *             int32_t *info)
 *     __shlo_native_lapack_gtsvp_<f32|f64|c64|c128>(const T *dl, const T *d, const T *du,
 *             const T *b, const int64_t *desc, T *x)
 *
 * desc = [batch, n, nrhs]: `batch` systems, diagonals [n] each in JAX's convention (dl[0]
 * and du[n-1] unused), b and x [n][nrhs] row-major. gtsv leaves what LAPACK's ?gtsv does
 * (lapack_gtsv_solve.inc); gtsvp follows jaxlib's kernel (?lagtf's scaled row pivoting,
 * ?lagts' perturbed back substitution) as the StableHLO rule it replaced did, operation for
 * operation.
 *
 * Why native code: those rules were loops of StableHLO ops, each step slicing and updating
 * whole [batch, n] tensors (a dynamic_update_slice a row): O(n) steps of O(batch) work, but
 * with large constant costs per step. Systems of a batch are independent: a large batch is
 * split over the thread pool (lapack_batch.inc); one system is a serial recurrence. */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_linkage.inc"
#include "lapack_batch.inc"

static void out_of_memory(void) {
    fputs("stablehlo-cc: out of memory for the workspace of a tridiagonal solve\n", stderr);
    abort();
}

/* The square root instruction without libm (as lapack_eigh.c's sq()). */
#if defined(__x86_64__)
#include <emmintrin.h>
static double gtsv_sqrt(double x) {
    return _mm_cvtsd_f64(_mm_sqrt_sd(_mm_setzero_pd(), _mm_set_sd(x)));
}
#else
static double gtsv_sqrt(double x) { return __builtin_sqrt(x); }
#endif

#define R float
#define EPS_R 0x1p-23
#define SAFEMIN_R 0x1p-126
#define CPLX 0
#define SUF f32
#include "lapack_gtsv_solve.inc"
#undef SUF
#undef CPLX
#define CPLX 1
#define SUF c64
#include "lapack_gtsv_solve.inc"
#undef SUF
#undef CPLX
#undef SAFEMIN_R
#undef EPS_R
#undef R

#define R double
#define EPS_R 0x1p-52
#define SAFEMIN_R 0x1p-1022
#define CPLX 0
#define SUF f64
#include "lapack_gtsv_solve.inc"
#undef SUF
#undef CPLX
#define CPLX 1
#define SUF c128
#include "lapack_gtsv_solve.inc"
#undef SUF
#undef CPLX
#undef SAFEMIN_R
#undef EPS_R
#undef R

/* Entry points, written out: contract/native/__init__.py finds them by their spelling. */
SHLO_KERNEL_EXPORT void __shlo_native_lapack_gtsv_f32(const float *dl, const float *d, const float *du, const float *b, const int64_t *desc, float *dl_out, float *d_out, float *du_out, float *x, int32_t *info) {
    gtsv_split_f32(dl, d, du, b, desc, dl_out, d_out, du_out, x, info);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_gtsvp_f32(const float *dl, const float *d, const float *du, const float *b, const int64_t *desc, float *x) {
    perturbed_split_f32(dl, d, du, b, desc, x);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_gtsv_f64(const double *dl, const double *d, const double *du, const double *b, const int64_t *desc, double *dl_out, double *d_out, double *du_out, double *x, int32_t *info) {
    gtsv_split_f64(dl, d, du, b, desc, dl_out, d_out, du_out, x, info);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_gtsvp_f64(const double *dl, const double *d, const double *du, const double *b, const int64_t *desc, double *x) {
    perturbed_split_f64(dl, d, du, b, desc, x);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_gtsv_c64(const float *dl, const float *d, const float *du, const float *b, const int64_t *desc, float *dl_out, float *d_out, float *du_out, float *x, int32_t *info) {
    gtsv_split_c64(dl, d, du, b, desc, dl_out, d_out, du_out, x, info);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_gtsvp_c64(const float *dl, const float *d, const float *du, const float *b, const int64_t *desc, float *x) {
    perturbed_split_c64(dl, d, du, b, desc, x);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_gtsv_c128(const double *dl, const double *d, const double *du, const double *b, const int64_t *desc, double *dl_out, double *d_out, double *du_out, double *x, int32_t *info) {
    gtsv_split_c128(dl, d, du, b, desc, dl_out, d_out, du_out, x, info);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_gtsvp_c128(const double *dl, const double *d, const double *du, const double *b, const int64_t *desc, double *x) {
    perturbed_split_c128(dl, d, du, b, desc, x);
}
