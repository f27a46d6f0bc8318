/* Householder reductions in LAPACK's storage: the Hessenberg form (jaxlib's
 * `lapack_?gehrd_ffi`, jax.scipy.linalg.hessenberg) and the tridiagonal form of a symmetric /
 * Hermitian matrix (`lapack_?sytrd_ffi` / `?hetrd`, jax.lax.linalg.tridiagonal): libc only.
 *
 * Called from compiled code through compiler/linalg/native_lapack_calls.py (the rules:
 * compiler/stablehlo/rules/_lapack_reductions.py). Entry points (T as in lapack_qr.c; R the
 * real type of T):
 *
 *     __shlo_native_lapack_gehrd_<f32|f64|c64|c128>(const T *a, const int64_t *desc,
 *                                                   T *out, T *tau)
 *         desc = [batch, n], n >= 2: out holds H on and above the first subdiagonal and the
 *         reflectors' v below it (v[j + 1] = 1 implied), tau [batch][n - 1], as ?gehd2.
 *     __shlo_native_lapack_sytrd_<f32|f64|c64|c128>(const T *a, const int64_t *desc,
 *                                                   T *out, R *d, R *e, T *tau)
 *         desc = [batch, n, lower], n >= 2: only the `lower` (1) or upper (0) triangle of a
 *         is read (of the diagonal only the real part); out holds T's diagonals and the
 *         reflectors in that triangle, the other triangle as given; d [n], e [n - 1] real.
 *
 * gehrd, step j: the reflector of a[j+1:, j] (lapack_householder.inc), applied from the
 * right to all rows (x = A v, A -= tau x v^H: two passes over the trailing columns) and
 * from the left to the columns after j (a dot and an update a column). sytrd works on the
 * whole Hermitian matrix (both triangles rebuilt from the read one), lower variant: x = tau
 * A v on the trailing block, w = x - (tau / 2)(x^H v) v, A -= v w^H + w v^H. The upper
 * variant is the lower one on the matrix with rows and columns reversed (its reflectors,
 * taus and off-diagonal come out reversed, which LAPACK's upper ?sytd2 computes directly).
 * Unblocked (LAPACK's blocked ?gehrd / ?sytrd do half the work as matrix products); all
 * arithmetic in f64. The products and updates run on the block kernels of
 * lapack_qr_kernels.inc (x = A v as a column-major matrix-vector product, rank-1 / rank-2
 * updates two columns a pass); gehrd does its right update and its left reflector four
 * columns at a time while they are in cache (n = 512 f32: 46 -> 37 ms thread CPU), so a
 * step streams the trailing matrix twice. sytrd at n = 512 f32: 28 ms. */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_linkage.inc"
#include "lapack_batch.inc"

#include "lapack_householder.inc"

/* x[0..rows) = Y u over the count columns of Y (pitch ld), u explicit (complex: no
 * conjugate), as one column-major matrix-vector product of the block kernels; zero: count
 * zeros. */
static void times_vector(const struct qr_kernels *K, const double *Y, int64_t ld,
                         int64_t rows, int64_t count, const double *u, int64_t c,
                         const double *zero, double *x) {
    memset(x, 0, (size_t)(rows * c) * sizeof(double));
    if (c == 1) K->update(Y, ld, rows, count, x, x, u, zero); /* x -= Y u */
    else K->cupdate(Y, ld, rows, count, x, u);
    for (int64_t i = 0; i < rows * c; i++) x[i] = -x[i];
}

/* Y[:, q] -= sum_p P[:, p] f_p[q] over the count columns, P the np (1 or 2) columns of
 * pitch ldp, f_p[q] = coef[p * count + q] (complex pairs): rank-1 or rank-2 updates, two
 * columns of Y a pass. */
static void rank_update(const struct qr_kernels *K, double *Y, int64_t ld, int64_t rows,
                        int64_t count, const double *P, int64_t ldp, int64_t np,
                        const double *coef, int64_t c) {
    double w0[4], w1[4] = {0, 0, 0, 0};
    if (c == 1) {
        for (int64_t q = 0; q < count; q += 2) {
            double *y0 = Y + q * ld, *y1 = q + 1 < count ? y0 + ld : y0;
            for (int64_t p = 0; p < np; p++) {
                w0[p] = coef[p * count + q];
                w1[p] = q + 1 < count ? coef[p * count + q + 1] : 0;
            }
            K->update(P, ldp, rows, np, y0, y1, w0, w1);
        }
        return;
    }
    for (int64_t q = 0; q < count; q++) {
        for (int64_t p = 0; p < np; p++) {
            w0[2 * p] = coef[2 * (p * count + q)];
            w0[2 * p + 1] = coef[2 * (p * count + q) + 1];
        }
        K->cupdate(P, ldp, rows, np, Y + q * ld, w0);
    }
}

static void gehrd(enum kind t, const void *a, const int64_t *desc, void *out, void *tau) {
    int64_t batch = desc[0], n = desc[1], c = width(t), k = n - 1;
    int64_t ld = pitch_of(n, c);
    const struct qr_kernels *K = host_kernels();
    /* P: x (then the left products' scratch) and u, as two columns of pitch ld; coef:
     * conj(u) (count) or tau s (count) */
    double *W = alloc_work((size_t)(ld * n)), *P = alloc_work((size_t)(2 * ld));
    double *coef = alloc_work((size_t)(3 * n * c)), *zero = coef + 2 * n * c;
    double *x = P, *u = P + ld;
    for (int64_t b = 0; b < batch; b++) {
        load(t, a, (size_t)(b * n * n * c), n, n, W, ld);
        for (int64_t j = 0; j < k; j++) {
            int64_t len = n - j - 1;
            double *col = W + j * ld + (j + 1) * c, tr, ti;
            reflector(col, len, c, &tr, &ti);
            put(t, tau, (size_t)((b * k + j) * c), tr);
            if (c == 2) put(t, tau, (size_t)((b * k + j) * c + 1), ti);
            if (tr == 0 && ti == 0) continue;
            double *trail = W + (j + 1) * ld;
            explicit_v(col, len, c, u);
            /* right: A[:, j+1:] -= (tau A v) v^H over all rows */
            memset(zero, 0, (size_t)(len * c) * sizeof(double));
            times_vector(K, trail, ld, n, len, u, c, zero, x);
            for (int64_t i = 0; i < n; i++) {
                if (c == 1) x[i] *= tr;
                else {
                    double xr = x[2 * i], xi = x[2 * i + 1];
                    x[2 * i] = tr * xr - ti * xi;
                    x[2 * i + 1] = tr * xi + ti * xr;
                }
            }
            for (int64_t q = 0; q < len; q++) {
                coef[q * c] = u[q * c];
                if (c == 2) coef[q * c + 1] = -u[q * c + 1];
            }
            /* then, four columns at a time while they are in cache: the right update of
             * all rows, and from the left A[j+1:, q] -= v (conj(tau) v^H A[j+1:, q]) */
            double *A22 = trail + (j + 1) * c, *f = coef + n * c;
            for (int64_t q = 0; q < len; q += 4) {
                int64_t cnt = len - q < 4 ? len - q : 4;
                rank_update(K, trail + q * ld, ld, n, cnt, x, ld, 1, coef + q * c, c);
                if (c == 1) {
                    K->dots(A22 + q * ld, ld, len, cnt, u, u, f, zero); /* A[:, q]^T v */
                    for (int64_t p = 0; p < cnt; p++) f[p] *= tr;
                } else {
                    K->cdots(A22 + q * ld, ld, len, cnt, u, f); /* conj(v^H A[:, q]) */
                    for (int64_t p = 0; p < cnt; p++) { /* conj(tau) s_q */
                        double sr = f[2 * p], si = -f[2 * p + 1];
                        f[2 * p] = tr * sr + ti * si;
                        f[2 * p + 1] = tr * si - ti * sr;
                    }
                }
                rank_update(K, A22 + q * ld, ld, len, cnt, u, ld, 1, f, c);
            }
        }
        store(t, out, (size_t)(b * n * n * c), n, n, W, ld);
    }
    free(coef);
    free(P);
    free(W);
}

static void sytrd(enum kind t, const void *a, const int64_t *desc, void *out, void *dv,
                  void *ev, void *tau) {
    int64_t batch = desc[0], n = desc[1], lower = desc[2], c = width(t), k = n - 1;
    int64_t ld = pitch_of(n, c);
    enum kind rt = is_single(t) ? F32 : F64;
    const struct qr_kernels *K = host_kernels();
    double *W = alloc_work((size_t)(ld * n)), *x = alloc_work((size_t)(n * c));
    double *P = alloc_work((size_t)(2 * ld)), *wv = P, *u = P + ld; /* columns of pitch ld */
    double *coef = alloc_work((size_t)(3 * n * c)), *zero = coef + 2 * n * c;
    for (int64_t b = 0; b < batch; b++) {
        size_t base = (size_t)(b * n * n * c);
        /* W[col q][row p] = B[p][q], B = the Hermitian matrix (reversed for upper) */
        for (int64_t p = 0; p < n; p++)
            for (int64_t q = 0; q < n; q++) {
                int64_t ap = lower ? p : n - 1 - p, aq = lower ? q : n - 1 - q;
                int swap = lower ? ap < aq : ap > aq; /* outside the read triangle */
                int64_t r = swap ? aq : ap, s = swap ? ap : aq;
                double re = get(t, a, base + (size_t)((r * n + s) * c));
                W[q * ld + p * c] = re;
                if (c == 2) {
                    double im = get(t, a, base + (size_t)((r * n + s) * c + 1));
                    W[q * ld + p * c + 1] = ap == aq ? 0 : swap ? -im : im;
                }
            }
        for (int64_t j = 0; j < k; j++) {
            int64_t len = n - j - 1;
            double *col = W + j * ld + (j + 1) * c, tr, ti;
            reflector(col, len, c, &tr, &ti);
            int64_t tj = lower ? j : k - 1 - j;
            put(t, tau, (size_t)((b * k + tj) * c), tr);
            if (c == 2) put(t, tau, (size_t)((b * k + tj) * c + 1), ti);
            if (tr == 0 && ti == 0) continue;
            double *A22 = W + (j + 1) * ld + (j + 1) * c;
            explicit_v(col, len, c, u);
            memset(zero, 0, (size_t)(len * c) * sizeof(double));
            times_vector(K, A22, ld, len, len, u, c, zero, x); /* A v */
            /* x = tau A v; alpha = -(tau / 2)(x^H v); w = x + alpha v */
            double hr = 0, hi = 0;
            for (int64_t i = 0; i < len; i++) {
                double vr = i == 0 ? 1 : col[i * c], vi = (i == 0 || c == 1) ? 0 : col[i * c + 1];
                if (c == 1) {
                    x[i] *= tr;
                    hr += x[i] * vr;
                } else {
                    double xr = x[2 * i], xi = x[2 * i + 1];
                    x[2 * i] = tr * xr - ti * xi;
                    x[2 * i + 1] = tr * xi + ti * xr;
                    hr += x[2 * i] * vr + x[2 * i + 1] * vi; /* conj(x) v */
                    hi += x[2 * i] * vi - x[2 * i + 1] * vr;
                }
            }
            double al_r = -0.5 * (tr * hr - ti * hi), al_i = -0.5 * (tr * hi + ti * hr);
            for (int64_t i = 0; i < len; i++) {
                double vr = i == 0 ? 1 : col[i * c], vi = (i == 0 || c == 1) ? 0 : col[i * c + 1];
                if (c == 1) wv[i] = x[i] + al_r * vr;
                else {
                    wv[2 * i] = x[2 * i] + al_r * vr - al_i * vi;
                    wv[2 * i + 1] = x[2 * i + 1] + al_r * vi + al_i * vr;
                }
            }
            /* A22[:, q] -= w conj(v_q) + v conj(w_q) */
            for (int64_t q = 0; q < len; q++) {
                coef[q * c] = u[q * c];
                coef[(len + q) * c] = wv[q * c];
                if (c == 2) {
                    coef[q * c + 1] = -u[q * c + 1];
                    coef[(len + q) * c + 1] = -wv[q * c + 1];
                }
            }
            rank_update(K, A22, ld, len, len, P, ld, 2, coef, c);
            if (c == 2)
                for (int64_t i = 0; i < len; i++) A22[i * ld + 2 * i + 1] = 0;
        }
        /* out: the read triangle from W (mirrored back), the other one as given */
        for (int64_t p = 0; p < n; p++)
            for (int64_t q = 0; q < n; q++) {
                int inside = lower ? p >= q : p <= q;
                for (int64_t r = 0; r < c; r++) {
                    size_t at = base + (size_t)((p * n + q) * c + r);
                    double v = inside ? (lower ? W[q * ld + p * c + r]
                                               : W[(n - 1 - q) * ld + (n - 1 - p) * c + r])
                                      : get(t, a, at);
                    put(t, out, at, v);
                }
            }
        for (int64_t i = 0; i < n; i++)
            put(rt, dv, (size_t)(b * n + (lower ? i : n - 1 - i)), W[i * ld + i * c]);
        for (int64_t j = 0; j < k; j++)
            put(rt, ev, (size_t)(b * k + (lower ? j : k - 1 - j)), W[j * ld + (j + 1) * c]);
    }
    free(coef);
    free(P);
    free(x);
    free(W);
}

/* The batch over the pool (lapack_batch.inc): buf = the entry point's buffers in order. */
static void gehrd_body(const void *ctx, void *const *buf, const int64_t *desc) {
    gehrd(*(const enum kind *)ctx, buf[0], desc, buf[1], buf[2]);
}
static void gehrd_split(enum kind t, const void *a, const int64_t *desc, void *out, void *tau) {
    int64_t n = desc[1], e = (is_single(t) ? 4 : 8) * width(t);
    void *buf[3] = {(void *)a, out, tau};
    int64_t bytes[3] = {n * n * e, n * n * e, (n - 1) * e};
    double nn = (double)n, flops = (width(t) == 2 ? 4.0 : 1.0) * 10.0 / 3.0 * nn * nn * nn;
    run_batch(gehrd_body, &t, desc, 2, buf, bytes, 3, flops);
}
static void sytrd_body(const void *ctx, void *const *buf, const int64_t *desc) {
    sytrd(*(const enum kind *)ctx, buf[0], desc, buf[1], buf[2], buf[3], buf[4]);
}
static void sytrd_split(enum kind t, const void *a, const int64_t *desc, void *out, void *dv,
                        void *ev, void *tau) {
    int64_t n = desc[1], r = is_single(t) ? 4 : 8, e = r * width(t);
    void *buf[5] = {(void *)a, out, dv, ev, tau};
    int64_t bytes[5] = {n * n * e, n * n * e, n * r, (n - 1) * r, (n - 1) * e};
    double nn = (double)n, flops = (width(t) == 2 ? 4.0 : 1.0) * 4.0 / 3.0 * nn * nn * nn;
    run_batch(sytrd_body, &t, desc, 3, buf, bytes, 5, flops);
}

SHLO_KERNEL_EXPORT void __shlo_native_lapack_gehrd_f32(const float *a, const int64_t *desc, float *out, float *tau) {
    gehrd_split(F32, a, desc, out, tau);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_gehrd_f64(const double *a, const int64_t *desc, double *out, double *tau) {
    gehrd_split(F64, a, desc, out, tau);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_gehrd_c64(const float *a, const int64_t *desc, float *out, float *tau) {
    gehrd_split(C64, a, desc, out, tau);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_gehrd_c128(const double *a, const int64_t *desc, double *out, double *tau) {
    gehrd_split(C128, a, desc, out, tau);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_sytrd_f32(const float *a, const int64_t *desc, float *out, float *d, float *e, float *tau) {
    sytrd_split(F32, a, desc, out, d, e, tau);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_sytrd_f64(const double *a, const int64_t *desc, double *out, double *d, double *e, double *tau) {
    sytrd_split(F64, a, desc, out, d, e, tau);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_sytrd_c64(const float *a, const int64_t *desc, float *out, float *d, float *e, float *tau) {
    sytrd_split(C64, a, desc, out, d, e, tau);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_sytrd_c128(const double *a, const int64_t *desc, double *out, double *d, double *e, double *tau) {
    sytrd_split(C128, a, desc, out, d, e, tau);
}
