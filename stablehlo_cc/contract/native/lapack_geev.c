/* jaxlib's nonsymmetric eigen and Schur custom calls, `lapack_?geev_ffi` (jnp.linalg.eig,
 * eigvals) and `lapack_?gees_ffi` (jax.scipy.linalg.schur, lax.linalg.schur), for compiled
 * programs: libc only; a large batch is split over the thread pool (lapack_batch.inc), one
 * matrix a thread.
 *
 * Why native code: the same algorithms written as StableHLO while loops (the rules before
 * this file) ran 12-30x slower than LAPACK, each Givens rotation a few slices and updates of
 * whole tensors; and the real Schur form (2x2 blocks for complex pairs) takes the real
 * double-shift iteration, whose 3-element reflectors and block standardization are plain
 * scalar code. Everything is computed in double precision (f32 / complex<f32> in and out
 * converted), row-major as the buffers are:
 * - real matrices (lapack_hqr_real.inc, lapack_eigvec_real.inc): ?geev balances (scaling
 *   by powers of two, not LAPACK's permutations), reduces to Hessenberg form, runs Francis
 *   double-shift QR to the real Schur form with LAPACK's standardized 2x2 blocks (equal
 *   diagonal, b c < 0; eigenvalues (a +- i sqrt(-b c)), positive imaginary part first),
 *   then eigenvectors by back substitution, times Q, undone balancing, normalized as
 *   LAPACK's (unit 2-norm; a complex vector's largest entry real and positive).
 * - complex matrices (lapack_hqr_complex.inc): the same with single-shift QR.
 * ?gees skips the balancing (LAPACK's ?gees permutes only, which changes nothing here).
 * info > 0 when an eigenvalue takes more than 30 max(10, n) sweeps (LAPACK's budget) or
 * the input is not finite (LAPACK's ?gebal refuses NaN); jax then returns NaN.
 *
 * Entry points (compiler/stablehlo/rules/_lapack_geev.py calls them through the native
 * LAPACK placeholder, compiler/linalg/native_lapack_calls.py): operands, the int64
 * descriptor, then the results, all bare row-major pointers, complex as (re, im) pairs:
 *   geev_{f32,f64}(a, desc[batch, n, left, right], wr, wi, vl, vr, info)
 *   geev_{c64,c128}(a, desc[batch, n, left, right], w, vl, vr, info)
 *   gees_{f32,f64}(a, desc[batch, n, vectors], t, vs, wr, wi, sdim, info)
 *   gees_{c64,c128}(a, desc[batch, n, vectors], t, vs, w, sdim, info)
 * Vectors not asked for are written as zeros; sdim is 0 (no sorted Schur forms: jax's CPU
 * lowering of schur refuses sort_eig_vals before it emits a call). Workspace is malloc'd per
 * call (about 5 n^2 doubles, twice that for complex); no globals but the ISA choice.
 *
 * The computation itself is lapack_geev_driver.inc, compiled here for any host and again
 * for AVX2 + FMA in lapack_geev_avx2.c (see use_avx2 below).
 *
 * Cost: LAPACK (jax.jit) is faster at n >= 128, mostly because ?hseqr switches to its
 * multishift QR with aggressive early deflation (fewer sweeps, matrix-matrix updates) at
 * n >= 75; here every sweep chases one bulge and updates the matrix a row and a column at a
 * time. Measured numbers: compiler/stablehlo/rules/_lapack_geev.py. Not done: that
 * multishift iteration, AVX-512 copies, balancing's permutations. */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_linkage.inc"
#include "lapack_batch.inc"

#include "lapack_geev_driver.inc"

/* AVX2 + FMA copies (lapack_geev_avx2.c) on hosts that have them: the compiler vectorizes
 * the row updates 4 doubles wide instead of SSE2's 2 and fuses multiply-adds. Chosen once
 * per process. Measured (2026-11-27, Emerald Rapids, one core, f64 n = 256, ms, SSE2 ->
 * AVX2, 3 runs each): eig 152-214 -> 113-150, eigvals 78-106 -> 56-75, real Schur
 * 132-144 -> 92-113, complex eigvals 271-282 -> 197-208, complex eig 626-644 -> 372-437. */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#include "host_cpu.inc"
SHLO_KERNEL_EXPORT void __shlo_lapack_geev_real_avx2(const void *a, const int64_t *desc, void *wr, void *wi,
                                  void *vl, void *vr, int32_t *info, int single);
SHLO_KERNEL_EXPORT void __shlo_lapack_gees_real_avx2(const void *a, const int64_t *desc, void *t, void *vs,
                                  void *wr, void *wi, int32_t *sdim, int32_t *info,
                                  int single);
SHLO_KERNEL_EXPORT void __shlo_lapack_geev_cplx_avx2(const void *a, const int64_t *desc, void *w, void *vl,
                                  void *vr, int32_t *info, int single);
SHLO_KERNEL_EXPORT void __shlo_lapack_gees_cplx_avx2(const void *a, const int64_t *desc, void *t, void *vs,
                                  void *w, int32_t *sdim, int32_t *info, int single);
static int use_avx2(void) {
    static int chosen = 0;  /* 0: not yet, 1: no, 2: yes (a benign race: same answer) */
    int c = __atomic_load_n(&chosen, __ATOMIC_RELAXED);
    if (!c) {  /* STABLEHLO_CC_LAPACK_ISA=generic keeps the portable copy (for tests) */
        const char *cap = getenv("STABLEHLO_CC_LAPACK_ISA");
        c = (!cap || strcmp(cap, "generic")) && host_has(0) ? 2 : 1;
        __atomic_store_n(&chosen, c, __ATOMIC_RELAXED);
    }
    return c == 2;
}
#define DISPATCH(name, ...) \
    (use_avx2() ? __shlo_lapack_##name##_avx2(__VA_ARGS__) : name(__VA_ARGS__))
#else
#define DISPATCH(name, ...) name(__VA_ARGS__)
#endif

/* ------------------------------------------------- the batch over the pool (lapack_batch.inc) */

/* ctx: the `single` flag; buf: the entry point's buffers in order. */
static void geev_real_body(const void *ctx, void *const *buf, const int64_t *desc) {
    DISPATCH(geev_real, buf[0], desc, buf[1], buf[2], buf[3], buf[4], buf[5], *(const int *)ctx);
}
static void geev_cplx_body(const void *ctx, void *const *buf, const int64_t *desc) {
    DISPATCH(geev_cplx, buf[0], desc, buf[1], buf[2], buf[3], buf[4], *(const int *)ctx);
}
static void gees_real_body(const void *ctx, void *const *buf, const int64_t *desc) {
    DISPATCH(gees_real, buf[0], desc, buf[1], buf[2], buf[3], buf[4], buf[5], buf[6],
             *(const int *)ctx);
}
static void gees_cplx_body(const void *ctx, void *const *buf, const int64_t *desc) {
    DISPATCH(gees_cplx, buf[0], desc, buf[1], buf[2], buf[3], buf[4], buf[5], *(const int *)ctx);
}

/* One matrix's flops, roughly: Hessenberg reduction 10/3 n^3, QR about 10 n^3 with Schur
 * vectors (4 without), eigenvectors' back substitution and product 4/3 n^3 + 2 n^3. */
static double eig_flops(int64_t n, int cplx, int vectors, int eigvecs) {
    double n3 = (double)n * n * n;
    double f = 10.0 / 3.0 * n3 + (vectors ? 10.0 : 4.0) * n3 + (eigvecs ? 10.0 / 3.0 * n3 : 0);
    return cplx ? 4 * f : f;
}

static void geev_split(batch_body body, int cplx, const void *a, const int64_t *desc,
                       void *w0, void *w1, void *vl, void *vr, int32_t *info, int single) {
    int64_t n = desc[1], r = single ? 4 : 8, nn = n * n;
    int vectors = desc[2] != 0 || desc[3] != 0;
    void *real[6] = {(void *)a, w0, w1, vl, vr, info}, *cx[5] = {(void *)a, w0, vl, vr, info};
    int64_t real_bytes[6] = {nn * r, n * r, n * r, 2 * nn * r, 2 * nn * r, 4};
    int64_t cx_bytes[5] = {2 * nn * r, 2 * n * r, 2 * nn * r, 2 * nn * r, 4};
    run_batch(body, &single, desc, 4, cplx ? cx : real, cplx ? cx_bytes : real_bytes,
              cplx ? 5 : 6, eig_flops(n, cplx, vectors, vectors));
}

static void gees_split(batch_body body, int cplx, const void *a, const int64_t *desc,
                       void *t, void *vs, void *w0, void *w1, int32_t *sdim, int32_t *info,
                       int single) {
    int64_t n = desc[1], r = single ? 4 : 8, nn = n * n, c = cplx ? 2 : 1;
    void *real[7] = {(void *)a, t, vs, w0, w1, sdim, info};
    void *cx[6] = {(void *)a, t, vs, w0, sdim, info};
    int64_t real_bytes[7] = {nn * r, nn * r, nn * r, n * r, n * r, 4, 4};
    int64_t cx_bytes[6] = {c * nn * r, c * nn * r, c * nn * r, c * n * r, 4, 4};
    run_batch(body, &single, desc, 3, cplx ? cx : real, cplx ? cx_bytes : real_bytes,
              cplx ? 6 : 7, eig_flops(n, cplx, desc[2] != 0, 0));
}

/* --------------------------------------------------------------------- entry points */

SHLO_KERNEL_EXPORT void __shlo_native_lapack_geev_f32(const float *a, const int64_t *desc,
                                                      float *wr, float *wi, float *vl,
                                                      float *vr, int32_t *info) {
    geev_split(geev_real_body, 0, a, desc, wr, wi, vl, vr, info, 1);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_geev_f64(const double *a, const int64_t *desc,
                                                      double *wr, double *wi, double *vl,
                                                      double *vr, int32_t *info) {
    geev_split(geev_real_body, 0, a, desc, wr, wi, vl, vr, info, 0);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_geev_c64(const float *a, const int64_t *desc,
                                                      float *w, float *vl, float *vr,
                                                      int32_t *info) {
    geev_split(geev_cplx_body, 1, a, desc, w, NULL, vl, vr, info, 1);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_geev_c128(const double *a, const int64_t *desc,
                                                       double *w, double *vl, double *vr,
                                                       int32_t *info) {
    geev_split(geev_cplx_body, 1, a, desc, w, NULL, vl, vr, info, 0);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_gees_f32(const float *a, const int64_t *desc,
                                                      float *t, float *vs, float *wr,
                                                      float *wi, int32_t *sdim,
                                                      int32_t *info) {
    gees_split(gees_real_body, 0, a, desc, t, vs, wr, wi, sdim, info, 1);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_gees_f64(const double *a, const int64_t *desc,
                                                      double *t, double *vs, double *wr,
                                                      double *wi, int32_t *sdim,
                                                      int32_t *info) {
    gees_split(gees_real_body, 0, a, desc, t, vs, wr, wi, sdim, info, 0);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_gees_c64(const float *a, const int64_t *desc,
                                                      float *t, float *vs, float *w,
                                                      int32_t *sdim, int32_t *info) {
    gees_split(gees_cplx_body, 1, a, desc, t, vs, w, NULL, sdim, info, 1);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_gees_c128(const double *a, const int64_t *desc,
                                                       double *t, double *vs, double *w,
                                                       int32_t *sdim, int32_t *info) {
    gees_split(gees_cplx_body, 1, a, desc, t, vs, w, NULL, sdim, info, 0);
}
