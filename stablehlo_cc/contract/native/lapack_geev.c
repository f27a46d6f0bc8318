/* jaxlib's nonsymmetric eigen and Schur custom calls, `lapack_?geev_ffi` (jnp.linalg.eig,
 * eigvals) and `lapack_?gees_ffi` (jax.scipy.linalg.schur, lax.linalg.schur), for compiled
 * programs: libc only, one matrix after another on the calling thread.
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
 * call (about 5 n^2 doubles, twice that for complex). */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_linkage.inc"

/* GCC's -O2 vectorizes only loops whose vector code needs no scalar remainder or runtime
 * alias check (its "very cheap" cost model), which leaves this file's row updates scalar;
 * its dynamic cost model vectorizes them: real eig at n = 256 measured 2.7x faster
 * (530 -> 190 ms, one core). Clang vectorizes at -O2 already. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("vect-cost-model=dynamic")
#endif

#include "lapack_hqr_real.inc"
#include "lapack_eigvec_real.inc"
#include "lapack_hqr_complex.inc"

/* Element access of the caller's buffers: single (f32 / complex<f32>) or double. */
static double get_real(const void *p, int single, int64_t i) {
    return single ? (double)((const float *)p)[i] : ((const double *)p)[i];
}
static void put_real(void *p, int single, int64_t i, double v) {
    if (single) ((float *)p)[i] = (float)v;
    else ((double *)p)[i] = v;
}
static cplx get_cplx(const void *p, int single, int64_t i) {
    return c_make(get_real(p, single, 2 * i), get_real(p, single, 2 * i + 1));
}
static void put_cplx(void *p, int single, int64_t i, cplx v) {
    put_real(p, single, 2 * i, v.re), put_real(p, single, 2 * i + 1, v.im);
}

static void fill_real(void *p, int single, int64_t count, double v) {
    for (int64_t i = 0; i < count; i++) put_real(p, single, i, v);
}

/* Whether the n x n matrix x (count doubles a row: n, or 2n complex) is all finite. */
static int all_finite(int n, const double *x, int count) {
    const int64_t ld = lead(n) * (count / n);
    for (int r = 0; r < n; r++)
        for (int c = 0; c < count; c++)
            if (!(AT(x, r, c) - AT(x, r, c) == 0)) return 0;
    return 1;
}

/* ------------------------------------------------------------------ real matrices */

static void geev_real(const void *a, const int64_t *desc, void *wr_out, void *wi_out,
                      void *vl_out, void *vr_out, int32_t *info, int single) {
    const int64_t batch = desc[0];
    const int n = (int)desc[1], left = desc[2] != 0, right = desc[3] != 0;
    const int64_t nn = (int64_t)n * n, nl = (int64_t)n * lead(n), ld = lead(n);
    const int vectors = left || right;
    double *mem = (double *)malloc(sizeof(double) * (4 * nl + 6 * (int64_t)n + 1));
    cplx *packed = (cplx *)malloc(sizeof(cplx) * (nn + 1));
    for (int64_t b = 0; b < batch; b++) {
        void *wr = (char *)wr_out + b * n * (single ? 4 : 8);
        void *wi = (char *)wi_out + b * n * (single ? 4 : 8);
        void *vl = (char *)vl_out + b * nn * (single ? 8 : 16);
        void *vr = (char *)vr_out + b * nn * (single ? 8 : 16);
        fill_real(vl, single, 2 * nn, 0), fill_real(vr, single, 2 * nn, 0);
        if (!mem || !packed) {
            info[b] = -1;
            fill_real(wr, single, n, __builtin_nan("")), fill_real(wi, single, n, 0);
            continue;
        }
        double *h = mem, *z = h + nl, *x = z + nl, *v = x + nl;
        double *d = v + nl, *w_r = d + n, *w_i = w_r + n, *work = w_i + n;  /* work: 3n */
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++) AT(h, r, c) = get_real(a, single, b * nn + r * n + c);
        int status = all_finite(n, h, n) ? 0 : n;
        if (status == 0) {
            balance(n, h, d);
            hessenberg_real(n, h, vectors ? z : NULL, work);
            status = hqr_real(n, h, vectors ? z : NULL, vectors, w_r, w_i);
        }
        info[b] = status;
        if (status != 0) {
            fill_real(wr, single, n, __builtin_nan("")), fill_real(wi, single, n, 0);
            continue;
        }
        for (int i = 0; i < n; i++) put_real(wr, single, i, w_r[i]), put_real(wi, single, i, w_i[i]);
        for (int side = 0; side < 2; side++) {  /* 0: right, 1: left */
            if (!(side == 0 ? right : left)) continue;
            if (side == 0) right_vectors_real(n, h, w_r, w_i, x, work, work + n);
            else left_vectors_real(n, h, w_r, w_i, x, work, work + n);
            back_transform_real(n, z, x, v, side == 0);
            for (int r = 0; r < n; r++) {  /* undo the balancing: D x, or D^-1 y */
                double f = side == 0 ? d[r] : 1 / d[r];
                if (f != 1)
                    for (int c = 0; c < n; c++) AT(v, r, c) *= f;
            }
            normalize_unpack_real(n, v, w_i, packed);
            void *out = side == 0 ? vr : vl;
            for (int64_t i = 0; i < nn; i++) put_cplx(out, single, i, packed[i]);
        }
    }
    free(mem);
    free(packed);
}

static void gees_real(const void *a, const int64_t *desc, void *t_out, void *vs_out,
                      void *wr_out, void *wi_out, int32_t *sdim, int32_t *info, int single) {
    const int64_t batch = desc[0];
    const int n = (int)desc[1], vectors = desc[2] != 0;
    const int64_t nn = (int64_t)n * n, nl = (int64_t)n * lead(n), ld = lead(n);
    const int es = single ? 4 : 8;
    double *mem = (double *)malloc(sizeof(double) * (2 * nl + 4 * (int64_t)n + 1));
    for (int64_t b = 0; b < batch; b++) {
        void *t = (char *)t_out + b * nn * es, *vs = (char *)vs_out + b * nn * es;
        void *wr = (char *)wr_out + b * n * es, *wi = (char *)wi_out + b * n * es;
        sdim[b] = 0;
        fill_real(vs, single, nn, 0);
        if (!mem) {
            info[b] = -1;
            fill_real(t, single, nn, __builtin_nan("")), fill_real(wr, single, n, 0);
            fill_real(wi, single, n, 0);
            continue;
        }
        double *h = mem, *z = h + nl, *w_r = z + nl, *w_i = w_r + n, *work = w_i + n;
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++) AT(h, r, c) = get_real(a, single, b * nn + r * n + c);
        int status = all_finite(n, h, n) ? 0 : n;
        if (status == 0) {
            hessenberg_real(n, h, vectors ? z : NULL, work);
            status = hqr_real(n, h, vectors ? z : NULL, 1, w_r, w_i);
        } else {
            for (int i = 0; i < n; i++) w_r[i] = __builtin_nan(""), w_i[i] = 0;
        }
        info[b] = status;
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++) {
                put_real(t, single, r * n + c, AT(h, r, c));
                if (vectors) put_real(vs, single, r * n + c, AT(z, c, r));  /* Q = (Q^T)^T */
            }
        for (int i = 0; i < n; i++) put_real(wr, single, i, w_r[i]), put_real(wi, single, i, w_i[i]);
    }
    free(mem);
}

/* --------------------------------------------------------------- complex matrices */

static void geev_cplx(const void *a, const int64_t *desc, void *w_out, void *vl_out,
                      void *vr_out, int32_t *info, int single) {
    const int64_t batch = desc[0];
    const int n = (int)desc[1], left = desc[2] != 0, right = desc[3] != 0;
    const int64_t nn = (int64_t)n * n, nl = (int64_t)n * lead(n), ld = lead(n);
    const int vectors = left || right;
    const int es = single ? 8 : 16;
    cplx *mem = (cplx *)malloc(sizeof(cplx) * (4 * nl + 3 * (int64_t)n + 1));
    double *d = (double *)malloc(sizeof(double) * (n + 1));
    for (int64_t b = 0; b < batch; b++) {
        void *w = (char *)w_out + b * n * es;
        void *vl = (char *)vl_out + b * nn * es, *vr = (char *)vr_out + b * nn * es;
        fill_real(vl, single, 2 * nn, 0), fill_real(vr, single, 2 * nn, 0);
        if (!mem || !d) {
            info[b] = -1;
            fill_real(w, single, 2 * n, __builtin_nan(""));
            continue;
        }
        cplx *h = mem, *z = h + nl, *x = z + nl, *v = x + nl, *ws = v + nl, *work = ws + n;
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++) AT(h, r, c) = get_cplx(a, single, b * nn + r * n + c);
        int status = all_finite(n, (const double *)h, 2 * n) ? 0 : n;
        if (status == 0) {
            balance_complex(n, h, d);
            hessenberg_complex(n, h, vectors ? z : NULL, work);
            status = hqr_complex(n, h, vectors ? z : NULL, vectors, ws);
        }
        info[b] = status;
        if (status != 0) {
            fill_real(w, single, 2 * n, __builtin_nan(""));
            continue;
        }
        for (int i = 0; i < n; i++) put_cplx(w, single, i, ws[i]);
        for (int side = 0; side < 2; side++) {
            if (!(side == 0 ? right : left)) continue;
            triangular_vectors(n, h, x, side == 0);
            back_transform_complex(n, z, x, v);
            for (int r = 0; r < n; r++) {
                double f = side == 0 ? d[r] : 1 / d[r];
                if (f != 1)
                    for (int c = 0; c < n; c++) AT(v, r, c) = c_scale(AT(v, r, c), f);
            }
            normalize_complex(n, v);
            void *out = side == 0 ? vr : vl;
            for (int r = 0; r < n; r++)
                for (int c = 0; c < n; c++) put_cplx(out, single, r * n + c, AT(v, r, c));
        }
    }
    free(mem);
    free(d);
}

static void gees_cplx(const void *a, const int64_t *desc, void *t_out, void *vs_out,
                      void *w_out, int32_t *sdim, int32_t *info, int single) {
    const int64_t batch = desc[0];
    const int n = (int)desc[1], vectors = desc[2] != 0;
    const int64_t nn = (int64_t)n * n, nl = (int64_t)n * lead(n), ld = lead(n);
    const int es = single ? 8 : 16;
    cplx *mem = (cplx *)malloc(sizeof(cplx) * (2 * nl + 3 * (int64_t)n + 1));
    for (int64_t b = 0; b < batch; b++) {
        void *t = (char *)t_out + b * nn * es, *vs = (char *)vs_out + b * nn * es;
        void *w = (char *)w_out + b * n * es;
        sdim[b] = 0;
        fill_real(vs, single, 2 * nn, 0);
        if (!mem) {
            info[b] = -1;
            fill_real(t, single, 2 * nn, __builtin_nan("")), fill_real(w, single, 2 * n, 0);
            continue;
        }
        cplx *h = mem, *z = h + nl, *ws = z + nl, *work = ws + n;
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++) AT(h, r, c) = get_cplx(a, single, b * nn + r * n + c);
        int status = all_finite(n, (const double *)h, 2 * n) ? 0 : n;
        if (status == 0) {
            hessenberg_complex(n, h, vectors ? z : NULL, work);
            status = hqr_complex(n, h, vectors ? z : NULL, 1, ws);
        } else {
            for (int i = 0; i < n; i++) ws[i] = c_make(__builtin_nan(""), 0);
        }
        info[b] = status;
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++) {
                put_cplx(t, single, r * n + c, AT(h, r, c));
                if (vectors) put_cplx(vs, single, r * n + c, c_conj(AT(z, c, r)));  /* (Q^H)^H */
            }
        for (int i = 0; i < n; i++) put_cplx(w, single, i, ws[i]);
    }
    free(mem);
}

/* --------------------------------------------------------------------- entry points */

SHLO_KERNEL_EXPORT void __shlo_native_lapack_geev_f32(const float *a, const int64_t *desc,
                                                      float *wr, float *wi, float *vl,
                                                      float *vr, int32_t *info) {
    geev_real(a, desc, wr, wi, vl, vr, info, 1);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_geev_f64(const double *a, const int64_t *desc,
                                                      double *wr, double *wi, double *vl,
                                                      double *vr, int32_t *info) {
    geev_real(a, desc, wr, wi, vl, vr, info, 0);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_geev_c64(const float *a, const int64_t *desc,
                                                      float *w, float *vl, float *vr,
                                                      int32_t *info) {
    geev_cplx(a, desc, w, vl, vr, info, 1);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_geev_c128(const double *a, const int64_t *desc,
                                                       double *w, double *vl, double *vr,
                                                       int32_t *info) {
    geev_cplx(a, desc, w, vl, vr, info, 0);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_gees_f32(const float *a, const int64_t *desc,
                                                      float *t, float *vs, float *wr,
                                                      float *wi, int32_t *sdim,
                                                      int32_t *info) {
    gees_real(a, desc, t, vs, wr, wi, sdim, info, 1);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_gees_f64(const double *a, const int64_t *desc,
                                                      double *t, double *vs, double *wr,
                                                      double *wi, int32_t *sdim,
                                                      int32_t *info) {
    gees_real(a, desc, t, vs, wr, wi, sdim, info, 0);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_gees_c64(const float *a, const int64_t *desc,
                                                      float *t, float *vs, float *w,
                                                      int32_t *sdim, int32_t *info) {
    gees_cplx(a, desc, t, vs, w, sdim, info, 1);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_gees_c128(const double *a, const int64_t *desc,
                                                       double *t, double *vs, double *w,
                                                       int32_t *sdim, int32_t *info) {
    gees_cplx(a, desc, t, vs, w, sdim, info, 0);
}
