/* Householder QR in LAPACK's compact storage (jaxlib's `lapack_?geqrf_ffi`) and the forming
 * of Q from it (`lapack_?orgqr_ffi` / `?ungqr`), jnp.linalg.qr on CPU: libc only.
 *
 * Called from compiled code through compiler/linalg/native_lapack_calls.py (the rules:
 * compiler/stablehlo/rules/_lapack_qr.py). Entry points (T: float, double, or interleaved
 * (re, im) pairs of them for c64 / c128):
 *
 *     __shlo_native_lapack_geqrf_<f32|f64|c64|c128>(const T *a, const int64_t *desc,
 *                                                   T *out, T *tau)
 *         desc = [batch, m, n]: `batch` row-major m x n matrices. out holds R on and above
 *         the diagonal and the reflectors' v below it (v[j] = 1 implied), tau [batch][k],
 *         k = min(m, n), as LAPACK's ?geqrf.
 *     __shlo_native_lapack_orgqr_<f32|f64|c64|c128>(const T *a, const T *tau,
 *                                                   const int64_t *desc, T *q)
 *         desc = [batch, m, n, k]: the reflectors in the first k columns of a [m][n] and
 *         tau [k]; q [m][n] = H_0 .. H_{k-1} applied to the identity's first n columns.
 *
 * Reflectors as LAPACK's ?larfg: H = I - tau v v^H maps (alpha, x) to (beta, 0), beta =
 * -sign(re alpha) |(alpha, x)| real, tau = (beta - alpha) / beta, v = x / (alpha - beta);
 * H = I (tau = 0) when x = 0 and alpha is real. geqrf applies H^H to the trailing columns,
 * orgqr builds Q backwards from the last reflector, touching only rows and columns >= i at
 * step i (the columns left of i are still the identity's). The norm is the plain sum of
 * squares, scaled by a power of two only when that over- or underflows.
 *
 * All arithmetic is in f64 (complex in (f64, f64)), also for f32 / c64 input. The work
 * matrix is column-major (each column contiguous, its pitch padded off powers of two), so
 * each reflector step streams the trailing columns once, two at a time: one pass for the
 * two dot products v^H a_c, one for the two updates. Unblocked (LAPACK's ?geqr2 / ?org2r),
 * see rules/_lapack_qr.py for what it measures against LAPACK's blocked code. */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_linkage.inc"

#if defined(__x86_64__)
#include <emmintrin.h>
static double sq(double x) { return _mm_cvtsd_f64(_mm_sqrt_sd(_mm_setzero_pd(), _mm_set_sd(x))); }
#else
static double sq(double x) { return __builtin_sqrt(x); }
#endif

enum kind { F32, F64, C64, C128 };

static int is_single(enum kind t) { return t == F32 || t == C64; }
static int64_t width(enum kind t) { return (t == C64 || t == C128) ? 2 : 1; }

/* Column pitch in doubles: a whole number of cache lines plus one, so that the columns of a
 * power-of-two height do not all fall in one cache set. */
static int64_t pitch_of(int64_t m, int64_t c) { return (m * c + 7) / 8 * 8 + 8; }

static void out_of_memory(void) {
    fputs("stablehlo-cc: out of memory for the workspace of a QR factorization\n", stderr);
    abort();
}

static double *alloc_work(size_t doubles) {
    void *p = NULL;
    if (posix_memalign(&p, 64, doubles * sizeof(double) + 64) != 0) out_of_memory();
    return (double *)p;
}

/* W (column-major, pitch ld) = the row-major rows x cols matrix at src (element index base). */
static void load(enum kind t, const void *src, size_t base, int64_t rows, int64_t cols,
                 double *W, int64_t ld) {
    int64_t c = width(t);
    for (int64_t i = 0; i < rows; i++)
        for (int64_t j = 0; j < cols; j++)
            for (int64_t q = 0; q < c; q++) {
                size_t at = base + (size_t)((i * cols + j) * c + q);
                W[j * ld + i * c + q] = is_single(t) ? (double)((const float *)src)[at]
                                                     : ((const double *)src)[at];
            }
}

static void store(enum kind t, void *dst, size_t base, int64_t rows, int64_t cols,
                  const double *W, int64_t ld) {
    int64_t c = width(t);
    for (int64_t i = 0; i < rows; i++)
        for (int64_t j = 0; j < cols; j++)
            for (int64_t q = 0; q < c; q++) {
                size_t at = base + (size_t)((i * cols + j) * c + q);
                double x = W[j * ld + i * c + q];
                if (is_single(t)) ((float *)dst)[at] = (float)x;
                else ((double *)dst)[at] = x;
            }
}

static void put(enum kind t, void *dst, size_t at, double x) {
    if (is_single(t)) ((float *)dst)[at] = (float)x;
    else ((double *)dst)[at] = x;
}

static double get(enum kind t, const void *src, size_t at) {
    return is_single(t) ? (double)((const float *)src)[at] : ((const double *)src)[at];
}

/* sum |x_i|^2 over len doubles, without overflow or harmful underflow: when the plain sum is
 * infinite or tiny (and nonzero), recomputed with the entries scaled by a power of two. */
static double norm2(const double *x, int64_t len) {
    double s = 0;
    for (int64_t i = 0; i < len; i++) s += x[i] * x[i];
    if (s == 0 || (s > 0x1p-900 && s < 0x1p900) || s != s) return s;
    double big = 0;
    for (int64_t i = 0; i < len; i++) {
        double a = x[i] < 0 ? -x[i] : x[i];
        if (a > big) big = a;
    }
    if (big == 0 || big != big || big > 0x1.fffffffffffffp1023) return s;
    int e;
    (void)__builtin_frexp(big, &e);
    double scale = __builtin_ldexp(1.0, -e), t = 0;
    for (int64_t i = 0; i < len; i++) t += (x[i] * scale) * (x[i] * scale);
    return t / scale / scale; /* inf when it truly overflows */
}

/* The reflector of the column x[0..len) (complex: len pairs), in place: x[0] becomes beta,
 * x[1..] v's tail; returns tau in tr, ti. */
static void reflector(double *x, int64_t len, int64_t c, double *tr, double *ti) {
    double ar = x[0], ai = c == 2 ? x[1] : 0;
    double xs = len > 1 ? norm2(x + c, (len - 1) * c) : 0;
    *tr = 0;
    *ti = 0;
    if (xs == 0 && ai == 0) return;
    double nrm = sq(ar * ar + ai * ai + xs);
    if (!(nrm < 0x1.fffffffffffffp1023)) { /* overflow of the squares: scaled */
        int e;
        double big = (ar < 0 ? -ar : ar) > (ai < 0 ? -ai : ai) ? (ar < 0 ? -ar : ar)
                                                                : (ai < 0 ? -ai : ai);
        double xb = sq(xs);
        if (xb > big) big = xb;
        (void)__builtin_frexp(big, &e);
        double s = __builtin_ldexp(1.0, -e);
        nrm = sq((ar * s) * (ar * s) + (ai * s) * (ai * s) + xs * s * s) / s;
    }
    double beta = ar >= 0 ? -nrm : nrm;
    *tr = (beta - ar) / beta;
    *ti = -ai / beta;
    /* scale = 1 / (alpha - beta) */
    double dr = ar - beta, di = ai;
    if (c == 1) {
        double s = 1.0 / dr;
        for (int64_t i = 1; i < len; i++) x[i] *= s;
    } else {
        double den = dr * dr + di * di, sr = dr / den, si = -di / den;
        for (int64_t i = 1; i < len; i++) {
            double xr = x[2 * i], xi = x[2 * i + 1];
            x[2 * i] = xr * sr - xi * si;
            x[2 * i + 1] = xr * si + xi * sr;
        }
    }
    x[0] = beta;
    if (c == 2) x[1] = 0;
}

/* Columns y (count of them, pitch ld) -= (tr, ti) v (v^H y) over rows [0, len), v[0] = 1
 * implied (the stored v[0] is ignored). Two columns a pass. */
static void apply_real(const double *v, int64_t len, double tau, double *y, int64_t ld,
                       int64_t count) {
    int64_t j = 0;
    for (; j + 2 <= count; j += 2) {
        double *y0 = y + j * ld, *y1 = y0 + ld;
        double s0 = y0[0], s1 = y1[0];
        for (int64_t i = 1; i < len; i++) {
            s0 += v[i] * y0[i];
            s1 += v[i] * y1[i];
        }
        s0 *= tau;
        s1 *= tau;
        y0[0] -= s0;
        y1[0] -= s1;
        for (int64_t i = 1; i < len; i++) {
            y0[i] -= s0 * v[i];
            y1[i] -= s1 * v[i];
        }
    }
    for (; j < count; j++) {
        double *y0 = y + j * ld;
        double s0 = y0[0];
        for (int64_t i = 1; i < len; i++) s0 += v[i] * y0[i];
        s0 *= tau;
        y0[0] -= s0;
        for (int64_t i = 1; i < len; i++) y0[i] -= s0 * v[i];
    }
}

static void apply_complex(const double *v, int64_t len, double tr, double ti, double *y,
                          int64_t ld, int64_t count) {
    for (int64_t j = 0; j < count; j++) {
        double *yc = y + j * ld;
        double sr = yc[0], si = yc[1]; /* v^H y, v[0] = 1 */
        for (int64_t i = 1; i < len; i++) {
            double vr = v[2 * i], vi = v[2 * i + 1], xr = yc[2 * i], xi = yc[2 * i + 1];
            sr += vr * xr + vi * xi;
            si += vr * xi - vi * xr;
        }
        double pr = tr * sr - ti * si, pi = tr * si + ti * sr; /* tau (v^H y) */
        yc[0] -= pr;
        yc[1] -= pi;
        for (int64_t i = 1; i < len; i++) {
            double vr = v[2 * i], vi = v[2 * i + 1];
            yc[2 * i] -= pr * vr - pi * vi;
            yc[2 * i + 1] -= pr * vi + pi * vr;
        }
    }
}

static void geqrf(enum kind t, const void *a, const int64_t *desc, void *out, void *tau) {
    int64_t batch = desc[0], m = desc[1], n = desc[2], k = m < n ? m : n, c = width(t);
    int64_t ld = pitch_of(m, c);
    double *W = alloc_work((size_t)(ld * n));
    for (int64_t b = 0; b < batch; b++) {
        load(t, a, (size_t)(b * m * n * c), m, n, W, ld);
        for (int64_t j = 0; j < k; j++) {
            double *col = W + j * ld + j * c, tr, ti;
            reflector(col, m - j, c, &tr, &ti);
            put(t, tau, (size_t)((b * k + j) * c), tr);
            if (c == 2) put(t, tau, (size_t)((b * k + j) * c + 1), ti);
            if (tr == 0 && ti == 0) continue;
            if (c == 1) apply_real(col, m - j, tr, col + ld, ld, n - j - 1);
            else apply_complex(col, m - j, tr, -ti, col + ld, ld, n - j - 1); /* H^H */
        }
        store(t, out, (size_t)(b * m * n * c), m, n, W, ld);
    }
    free(W);
}

static void orgqr(enum kind t, const void *a, const void *tau, const int64_t *desc, void *q) {
    int64_t batch = desc[0], m = desc[1], n = desc[2], k = desc[3], c = width(t);
    int64_t ld = pitch_of(m, c);
    double *W = alloc_work((size_t)(ld * n)), *V = alloc_work((size_t)(ld * n));
    for (int64_t b = 0; b < batch; b++) {
        load(t, a, (size_t)(b * m * n * c), m, n, V, ld); /* only k <= n columns matter */
        memset(W, 0, (size_t)(ld * n) * sizeof(double));
        for (int64_t j = 0; j < n && j < m; j++) W[j * ld + j * c] = 1;
        for (int64_t i = k - 1; i >= 0; i--) {
            double tr = get(t, tau, (size_t)((b * k + i) * c));
            double ti = c == 2 ? get(t, tau, (size_t)((b * k + i) * c + 1)) : 0;
            if (tr == 0 && ti == 0) continue;
            const double *v = V + i * ld + i * c;
            double *y = W + i * ld + i * c;
            if (c == 1) apply_real(v, m - i, tr, y, ld, n - i);
            else apply_complex(v, m - i, tr, ti, y, ld, n - i);
        }
        store(t, q, (size_t)(b * m * n * c), m, n, W, ld);
    }
    free(V);
    free(W);
}

SHLO_KERNEL_EXPORT void __shlo_native_lapack_geqrf_f32(const float *a, const int64_t *desc, float *out, float *tau) {
    geqrf(F32, a, desc, out, tau);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_geqrf_f64(const double *a, const int64_t *desc, double *out, double *tau) {
    geqrf(F64, a, desc, out, tau);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_geqrf_c64(const float *a, const int64_t *desc, float *out, float *tau) {
    geqrf(C64, a, desc, out, tau);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_geqrf_c128(const double *a, const int64_t *desc, double *out, double *tau) {
    geqrf(C128, a, desc, out, tau);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_orgqr_f32(const float *a, const float *tau, const int64_t *desc, float *q) {
    orgqr(F32, a, tau, desc, q);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_orgqr_f64(const double *a, const double *tau, const int64_t *desc, double *q) {
    orgqr(F64, a, tau, desc, q);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_orgqr_c64(const float *a, const float *tau, const int64_t *desc, float *q) {
    orgqr(C64, a, tau, desc, q);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_orgqr_c128(const double *a, const double *tau, const int64_t *desc, double *q) {
    orgqr(C128, a, tau, desc, q);
}
