/* LU factorization with partial pivoting (jaxlib's `lapack_?getrf_ffi`: jnp.linalg.solve,
 * inv, det, slogdet, jax.scipy.linalg.lu_factor on CPU): libc only.
 *
 * Called from compiled code through compiler/linalg/native_lapack_calls.py (the rule:
 * compiler/stablehlo/rules/_lapack_lu.py). Each entry point
 *
 *     __shlo_native_lapack_<getrf_f32|getrf_f64|getrf_c64|getrf_c128>(
 *         const T *a, const int64_t *desc, T *lu, int32_t *ipiv, int32_t *info)
 *
 * takes `desc` = [batch, m, n]: `batch` row-major m x n matrices a (complex ones as
 * interleaved (re, im) pairs), and writes what LAPACK's ?getrf leaves: lu (unit-lower L
 * below the diagonal, U on and above it), ipiv [batch][min(m, n)] (1-based: row j was
 * swapped with row ipiv[j] - 1 at step j) and info [batch] (1 + the first j with a zero
 * pivot U[j][j], else 0).
 *
 * Pivot choice is LAPACK's: at step j the first row at or below j of largest |a| (|re| +
 * |im| for complex, as i?amax), in the input's own precision (f32 stays f32: the pivots
 * are decided on values rounded as LAPACK's sgetrf rounds them; computing in f64 would make
 * near-ties come out differently more often, not less, and cost twice the bandwidth).
 *
 * Algorithm: LAPACK's right-looking blocked ?getrf. Panels of NB columns are factored
 * recursively as ?getrf2 (halves: the left half, the right half's update by it, the right
 * half), down to PANEL_COLUMNS columns done one column a step as ?getf2
 * (lapack_getrf_factor.inc); rows are swapped whole (so the ?laswp of the columns left and
 * right of a panel is implied); U12 = L11^-1 A12 is solved a row at a time and A22 -= L21
 * U12 by the register-blocked kernel of lapack_getrf_update.inc (portable, AVX2 + FMA and
 * AVX-512 copies, picked by cpuid). Factoring each panel a column a step instead (rank-1
 * updates of rows NB wide) took 0.17 ms at n = 128 f32 and 3.0 ms at 512 against 0.10 and
 * 2.3 recursively (LAPACK 0.10 and 2.2). A complex update is written as a real one: with
 * L's rows read as interleaved reals (lr, li, ..) and each U row replaced by the pair (ur,
 * ui, ..), (-ui, ur, ..), C -= L U is one real product of twice the depth. Workspace
 * (complex only) comes from the heap; nothing is global. A large batch is split over the
 * thread pool (lapack_batch.inc), one matrix computed by one thread. */

#include <float.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_linkage.inc"
#include "lapack_batch.inc"

#define NB 32 /* panel columns (16: n = 512 slower, 48 and 64 slower at 128 and 512) */
#define PANEL_COLUMNS 4

#include "lapack_update_kernels.inc"

#define CAT2(a, b) a##_##b
#define CAT(a, b) CAT2(a, b)
#define FN(name) CAT(name, SUF)

#define T float
#define SUF f
#define TINY FLT_MIN
typedef void (*update_fn_f)(T *, int64_t, const T *, int64_t, const T *, int64_t, int64_t,
                            int64_t, int64_t);
#define CPLX 0
#include "lapack_getrf_factor.inc"
#undef CPLX
#undef SUF
#define SUF cf
typedef update_fn_f update_fn_cf;
#define CPLX 1
#include "lapack_getrf_factor.inc"
#undef CPLX
#undef SUF
#undef TINY
#undef T

#define T double
#define SUF d
#define TINY DBL_MIN
typedef void (*update_fn_d)(T *, int64_t, const T *, int64_t, const T *, int64_t, int64_t,
                            int64_t, int64_t);
#define CPLX 0
#include "lapack_getrf_factor.inc"
#undef CPLX
#undef SUF
#define SUF cd
typedef update_fn_d update_fn_cd;
#define CPLX 1
#include "lapack_getrf_factor.inc"
#undef CPLX
#undef SUF
#undef TINY
#undef T

/* The batch loop: copy each matrix to lu and factor it there; buf = (a, lu, ipiv, info).
 * run_batch (lapack_batch.inc) runs it on runs of the batch, on the pool when large. */
#define BATCH(TY, SUFX, CX, DBL)                                                             \
    static void batch_##SUFX(const void *ctx, void *const *buf, const int64_t *desc) {      \
        (void)ctx;                                                                           \
        const TY *a = buf[0];                                                                \
        TY *lu = buf[1];                                                                     \
        int32_t *ipiv = buf[2], *info = buf[3];                                              \
        int64_t batch = desc[0], m = desc[1], n = desc[2], k = m < n ? m : n;                 \
        int64_t size = (1 + CX) * m * n;                                                      \
        update_fn_##SUFX update = (update_fn_##SUFX)pick_update(DBL);                         \
        TY *work = CX ? malloc(sizeof(TY) * 4 * NB * (n ? n : 1)) : NULL;                     \
        if (size) memcpy(lu, a, sizeof(TY) * size * batch);                                   \
        for (int64_t b = 0; b < batch; b++)                                                   \
            getrf_##SUFX(lu + b * size, m, n, ipiv + b * k, info + b, work, update);          \
        free(work);                                                                           \
    }                                                                                        \
    static void split_##SUFX(const TY *a, const int64_t *desc, TY *lu, int32_t *ipiv,        \
                             int32_t *info) {                                                \
        int64_t m = desc[1], n = desc[2], k = m < n ? m : n;                                  \
        int64_t size = (int64_t)sizeof(TY) * (1 + CX) * m * n;                                \
        void *buf[4] = {(void *)a, lu, ipiv, info};                                           \
        int64_t bytes[4] = {size, size, 4 * k, 4};                                            \
        double flops = (CX ? 8.0 : 2.0) * ((double)m * n * k - (double)(m + n) * k * k / 2 +  \
                                           (double)k * k * k / 3);                            \
        run_batch(batch_##SUFX, NULL, desc, 3, buf, bytes, 4, flops);                         \
    }

BATCH(float, f, 0, 0)
BATCH(double, d, 0, 1)
BATCH(float, cf, 1, 0)
BATCH(double, cd, 1, 1)

SHLO_KERNEL_EXPORT void __shlo_native_lapack_getrf_f32(const float *a, const int64_t *desc,
                                                       float *lu, int32_t *ipiv, int32_t *info) {
    split_f(a, desc, lu, ipiv, info);
}

SHLO_KERNEL_EXPORT void __shlo_native_lapack_getrf_f64(const double *a, const int64_t *desc,
                                                       double *lu, int32_t *ipiv, int32_t *info) {
    split_d(a, desc, lu, ipiv, info);
}

SHLO_KERNEL_EXPORT void __shlo_native_lapack_getrf_c64(const float *a, const int64_t *desc,
                                                       float *lu, int32_t *ipiv, int32_t *info) {
    split_cf(a, desc, lu, ipiv, info);
}

SHLO_KERNEL_EXPORT void __shlo_native_lapack_getrf_c128(const double *a, const int64_t *desc,
                                                        double *lu, int32_t *ipiv,
                                                        int32_t *info) {
    split_cd(a, desc, lu, ipiv, info);
}
