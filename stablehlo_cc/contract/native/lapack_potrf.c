/* Cholesky factorization (jaxlib's `lapack_?potrf_ffi`: jnp.linalg.cholesky,
 * jax.scipy.linalg.cho_factor on CPU): libc only.
 *
 * Called from compiled code through compiler/linalg/native_lapack_calls.py (the rule:
 * compiler/stablehlo/rules/_lapack_potrf.py). Each entry point
 *
 *     __shlo_native_lapack_<potrf_f32|potrf_f64|potrf_c64|potrf_c128>(
 *         const T *a, const int64_t *desc, T *f, int32_t *info)
 *
 * takes `desc` = [batch, n, lower]: `batch` row-major n x n matrices a (complex ones
 * interleaved (re, im)), of which the lower (lower = 1) or upper (0) triangle is read, and
 * of the diagonal only the real part, as LAPACK does. It writes f: that triangle replaced by
 * L (A = L L^H) or U (A = U^H U), the other one a's, and info (LAPACK's: 1 + the first j
 * whose updated diagonal is <= 0, the factorization stopping there; 0 if none). A NaN
 * diagonal is no failure: NaN flows on into the factor, as with jaxlib's OpenBLAS (whose
 * ?potrf tests only <= 0; reference LAPACK's also stops at a NaN).
 *
 * Algorithm: right-looking blocked, NB columns a step in the input's precision: the
 * diagonal block and the rows of L below it by dot products along rows (row-major: the
 * inner loops run along contiguous rows), then A22 -= L21 L21^H on the lower triangle, in
 * row blocks of ROW_BLOCK each up to its diagonal, by lapack_getrf_update.inc's kernel (B =
 * L21^H packed; complex as a real product of twice the depth, as lapack_getrf.c). The upper
 * case factors the conjugate transpose of the upper triangle as lower in a heap copy. */

#include <float.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_linkage.inc"
#include "lapack_batch.inc"

#define NB 32
#define ROW_BLOCK 64
#define SOLVE_COLUMNS 4

#include "lapack_update_kernels.inc"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
static double sq(double x) { return _mm_cvtsd_f64(_mm_sqrt_sd(_mm_setzero_pd(), _mm_set_sd(x))); }
#else
static double sq(double x) { return __builtin_sqrt(x); }
#endif

#define CAT2(a, b) a##_##b
#define CAT(a, b) CAT2(a, b)
#define FN(name) CAT(name, SUF)

typedef void (*update_fn_f)(float *, int64_t, const float *, int64_t, const float *, int64_t,
                            int64_t, int64_t, int64_t);
typedef void (*update_fn_d)(double *, int64_t, const double *, int64_t, const double *,
                            int64_t, int64_t, int64_t, int64_t);
typedef update_fn_f update_fn_cf;
typedef update_fn_d update_fn_cd;

#define T float
#define SUF f
#define CPLX 0
#include "lapack_potrf_factor.inc"
#undef CPLX
#undef SUF
#define SUF cf
#define CPLX 1
#include "lapack_potrf_factor.inc"
#undef CPLX
#undef SUF
#undef T
#define T double
#define SUF d
#define CPLX 0
#include "lapack_potrf_factor.inc"
#undef CPLX
#undef SUF
#define SUF cd
#define CPLX 1
#include "lapack_potrf_factor.inc"
#undef CPLX
#undef SUF
#undef T

/* For each matrix: x = the read triangle as a lower one (conjugate transposed for upper),
 * factored, then written back over that triangle of f (a copy of a); buf = (a, f, info).
 * run_batch (lapack_batch.inc) runs it on runs of the batch, on the pool when large. */
#define BATCH(TY, SUFX, CX, DBL)                                                             \
    static void batch_##SUFX(const void *ctx, void *const *buf, const int64_t *desc) {      \
        (void)ctx;                                                                           \
        const TY *a = buf[0];                                                                \
        TY *f = buf[1];                                                                      \
        int32_t *info = buf[2];                                                              \
        int64_t batch = desc[0], n = desc[1], lower = desc[2], e = 1 + CX;                   \
        int64_t size = e * n * n;                                                            \
        update_fn_##SUFX update = (update_fn_##SUFX)pick_update(DBL);                        \
        TY *x = malloc(sizeof(TY) * size), *work = malloc(sizeof(TY) * 4 * NB * n);          \
        memcpy(f, a, sizeof(TY) * size * batch);                                             \
        for (int64_t b = 0; b < batch; b++) {                                                \
            TY *fb = f + b * size;                                                           \
            for (int64_t i = 0; i < n; i++)                                                  \
                if (lower)                                                                   \
                    memcpy(x + e * i * n, fb + e * i * n, sizeof(TY) * e * (i + 1));         \
                else                                                                         \
                    for (int64_t j = 0; j <= i; j++)                                         \
                        for (int64_t c = 0; c < e; c++) {                                    \
                            TY v = fb[e * (j * n + i) + c];                                  \
                            x[e * (i * n + j) + c] = c ? -v : v;                             \
                        }                                                                    \
            info[b] = potrf_##SUFX(x, n, work, update);                                      \
            for (int64_t i = 0; i < n; i++)                                                  \
                if (lower)                                                                   \
                    memcpy(fb + e * i * n, x + e * i * n, sizeof(TY) * e * (i + 1));         \
                else                                                                         \
                    for (int64_t j = 0; j <= i; j++)                                         \
                        for (int64_t c = 0; c < e; c++) {                                    \
                            TY v = x[e * (i * n + j) + c];                                   \
                            fb[e * (j * n + i) + c] = c ? -v : v;                            \
                        }                                                                    \
        }                                                                                    \
        free(x);                                                                             \
        free(work);                                                                          \
    }                                                                                        \
    static void split_##SUFX(const TY *a, const int64_t *desc, TY *f, int32_t *info) {       \
        int64_t n = desc[1], size = (int64_t)sizeof(TY) * (1 + CX) * n * n;                   \
        void *buf[3] = {(void *)a, f, info};                                                  \
        int64_t bytes[3] = {size, size, 4};                                                   \
        double nn = (double)n, flops = (CX ? 4.0 : 1.0) * nn * nn * nn / 3;                   \
        run_batch(batch_##SUFX, NULL, desc, 3, buf, bytes, 3, flops);                         \
    }

BATCH(float, f, 0, 0)
BATCH(double, d, 0, 1)
BATCH(float, cf, 1, 0)
BATCH(double, cd, 1, 1)

SHLO_KERNEL_EXPORT void __shlo_native_lapack_potrf_f32(const float *a, const int64_t *desc,
                                                       float *f, int32_t *info) {
    split_f(a, desc, f, info);
}

SHLO_KERNEL_EXPORT void __shlo_native_lapack_potrf_f64(const double *a, const int64_t *desc,
                                                       double *f, int32_t *info) {
    split_d(a, desc, f, info);
}

SHLO_KERNEL_EXPORT void __shlo_native_lapack_potrf_c64(const float *a, const int64_t *desc,
                                                       float *f, int32_t *info) {
    split_cf(a, desc, f, info);
}

SHLO_KERNEL_EXPORT void __shlo_native_lapack_potrf_c128(const double *a, const int64_t *desc,
                                                        double *f, int32_t *info) {
    split_cd(a, desc, f, info);
}
