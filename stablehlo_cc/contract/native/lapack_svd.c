/* Singular value decompositions for compiled programs (jaxlib's `lapack_?gesdd_ffi` and
 * `lapack_?gesvd_ffi`, see stablehlo_cc/compiler/stablehlo/rules/_lapack_svd.py): libc only;
 * a large batch is split over the thread pool (lapack_batch.inc), one matrix a thread.
 *
 * Algorithm (the textbook one: Golub and Kahan's bidiagonalization, then Golub and Reinsch's
 * implicit-shift QR on the bidiagonal with Demmel and Kahan's zero-shift sweeps):
 *   1. B = A for a tall or square A, B = A^H for a wide one, so B is M x N with M >= N; it is
 *      converted to double (complex double) and divided by its largest real or imaginary part,
 *      so that no square under- or overflows; a non-finite entry gives info = -4 (LAPACK gesdd's
 *      for a NaN norm), from which JAX makes every result NaN.
 *   2. Householder bidiagonalization B = Q_L [D; 0] Q_R^H, D upper bidiagonal and real (each
 *      reflector's beta is real, as LAPACK's ?larfg makes it, also for complex B).
 *   3. D = U_d S V_d^T by QR sweeps on D (real, also for complex B), U_d and V_d kept as
 *      rows (U_d^T, V_d^T) so that a Givens rotation mixes two contiguous rows; a sweep's
 *      rotations are recorded and SWEEPS_AT_ONCE sweeps applied together, column block by
 *      column block (apply_sweeps of lapack_rotations.inc, shared with lapack_eigh.c). A block
 *      whose shift is negligible next to its top entry gets a zero-shift sweep, which keeps
 *      tiny singular values accurate; an entry d_i that is negligible is chased out of its
 *      row (column) so the block splits. Convergence: |e_i| <= eps (|d_i| + |d_i+1|) or
 *      eps max|D| (absolute accuracy, all the Householder stage keeps anyway); at most
 *      40 n + 100 sweeps, else info = 1.
 *   4. Signs made non-negative (a row of V_d^T negated), values sorted descending (a
 *      permutation of the rows of U_d^T and V_d^T, ties keep their order, so the zero matrix
 *      gives U = I, V^H = I as LAPACK does), then U_B^H = [U_d^T 0] Q_L^H and
 *      V_B^H = V_d^T Q_R^H by applying the reflectors to rows from the right.
 * Outputs are row-major (the logical tensors): s [k], u [m, m or k], vt [k or n, n].
 *
 * Why QR iteration rather than one-sided Jacobi (chosen by operation counts, Jacobi in C was
 * not written): a Jacobi sweep costs about 5 n^3 flops for a square matrix with vectors and
 * needs 8-10 sweeps (the old StableHLO rule's count); the bidiagonal route costs 8/3 n^3
 * (bidiagonalization) + about 6 n^3 (rotations on U_d and V_d) + 4 n^3 (reflectors back),
 * and every inner loop is a contiguous row operation on the shared vector kernels. Where
 * the time goes and how it compares with LAPACK: _lapack_svd.py. */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_linkage.inc"
#include "lapack_batch.inc"

/* The vector loops shared with lapack_eigh.c, one table a copy: host_kernels(). */
#include "lapack_vector_copies.inc"

#define EPS 2.220446049250313e-16
#define MODE_N 0 /* no vectors */
#define MODE_S 1 /* u [m, k], vt [k, n] */
#define MODE_A 2 /* u [m, m], vt [n, n] */

static inline double dabs(double x) { return x < 0 ? -x : x; }

/* sqrt without libm: the builtin with errno handling compiled away is a single instruction;
 * its argument here is never negative. */
static inline double dsqrt(double x) {
#if defined(__x86_64__) && defined(__SSE2__)
    double r;
    __asm__("sqrtsd %1, %0" : "=x"(r) : "x"(x));
    return r;
#elif defined(__aarch64__)
    double r;
    __asm__("fsqrt %d0, %d1" : "=w"(r) : "w"(x));
    return r;
#else
    return __builtin_sqrt(x);
#endif
}

/* sqrt(a^2 + b^2) without overflow or harmful underflow. */
static double hypot2(double a, double b) {
    a = dabs(a), b = dabs(b);
    double big = a > b ? a : b, small = a > b ? b : a;
    if (big == 0) return 0;
    double t = small / big;
    return big * dsqrt(1 + t * t);
}

/* The rotation [c s; -s c] taking (f, g) to (r, 0). */
static inline void givens(double f, double g, double *c, double *s, double *r) {
    if (g == 0) {
        *c = 1, *s = 0, *r = f;
    } else if (f == 0) {
        *c = 0, *s = 1, *r = g;
    } else {
        double h2 = f * f + g * g; /* the plain formula when no square under- or overflows */
        double h = h2 > 1e-290 && h2 < 1e290 ? dsqrt(h2) : hypot2(f, g);
        if (f < 0) h = -h; /* keeps c > 0 */
        double inv = 1 / h;
        *c = f * inv, *s = g * inv, *r = h;
    }
}

/* Rows x, y (w doubles each) <- c x + s y, c y - s x. */
static void rotate_rows(double *restrict x, double *restrict y, int64_t w, double c,
                        double s) {
    for (int64_t i = 0; i < w; i++) {
        double a = x[i], b = y[i];
        x[i] = c * a + s * b;
        y[i] = c * b - s * a;
    }
}

/* Rows of U_d^T and V_d^T: n padded with zeros to apply_sweeps' column blocks (16 doubles),
 * and the row stride one cache line more, so that the rows a column block walks down do not
 * all fall in the same L1 sets (unpadded, the whole f32 SVD took 32 instead of 23 ms at
 * 256 x 256, 273 instead of 222 ms at 512 x 512). */
#define WIDTH(n) (((n) + 15) / 16 * 16)
#define LD(n) (WIDTH(n) + 8)

/* Smaller singular value of [f g; 0 h]: |f h| / sigma_max, sigma_max from
 * sigma_max +- sigma_min = sqrt((|f| +- |h|)^2 + g^2). */
static double smaller_singular_value(double f, double g, double h) {
    double fa = dabs(f), ha = dabs(h), ga = dabs(g);
    double smax = 0.5 * (hypot2(fa + ha, ga) + hypot2(fa - ha, ga));
    return smax == 0 ? 0 : (fa / smax) * ha;
}

/* Sweeps recorded before they are applied to U_d^T and V_d^T together (apply_sweeps): each
 * column block of the rows then stays in the caches for all of them. */
#define SWEEPS_AT_ONCE 24

/* The sweeps not yet applied to the rows of x: sweep k rotated rows first[k] .. last[k] with
 * the (c, s) pairs at cs[k]; `pool` holds them (2 n doubles a sweep). */
struct pending {
    int64_t count, first[SWEEPS_AT_ONCE], last[SWEEPS_AT_ONCE];
    double *cs[SWEEPS_AT_ONCE];
    double *pool, *x;
};

static void flush(const struct kernels *K, struct pending *q, int64_t w, int64_t ld) {
    if (q->count && w) K->apply_sweeps(q->x, w, ld, q->count, q->first, q->last, q->cs);
    q->count = 0;
}

static double *record(struct pending *q, int64_t n, int64_t l, int64_t h) {
    double *cs = q->pool + 2 * n * q->count;
    q->first[q->count] = l;
    q->last[q->count] = h;
    q->cs[q->count++] = cs;
    return cs - 2 * l; /* indexed by the row */
}

/* QR iteration on the n x n upper bidiagonal (d, e) until e = 0; a rotation of rows
 * (columns) i, j of D is applied to rows i, j of ut (vt), rows of w doubles ld apart (w = 0:
 * no vectors). Returns 0, or 1 when the iteration limit was reached. */
static int bidiagonal_qr(const struct kernels *K, int64_t n, double *d, double *e, double *ut,
                         double *vt, int64_t w, int64_t ld, double anorm, double *pool) {
    /* pool: 4 n SWEEPS_AT_ONCE doubles, the pending sweeps of ut and of vt. */
    struct pending left = {.count = 0, .pool = pool, .x = ut};
    struct pending right = {.count = 0, .pool = pool + 2 * n * SWEEPS_AT_ONCE, .x = vt};
    double abstol = EPS * anorm;
    int64_t sweeps = 0, limit = 40 * n + 100;
    int64_t h = n - 1;
    while (h > 0) {
        if (dabs(e[h - 1]) <= EPS * (dabs(d[h - 1]) + dabs(d[h])) ||
            dabs(e[h - 1]) <= abstol) {
            e[h - 1] = 0;
            h--;
            continue;
        }
        int64_t l = h - 1;
        while (l > 0) {
            if (dabs(e[l - 1]) <= EPS * (dabs(d[l - 1]) + dabs(d[l])) ||
                dabs(e[l - 1]) <= abstol) {
                e[l - 1] = 0;
                break;
            }
            l--;
        }
        /* The block is l..h, every e in it nonzero. A negligible d splits it. */
        int64_t zero = -1;
        for (int64_t i = l; i <= h; i++)
            if (dabs(d[i]) <= abstol) {
                zero = i;
                break;
            }
        if (zero >= 0) {
            int64_t i = zero;
            d[i] = 0;
            flush(K, &left, w, ld); /* these rotations are not of neighbouring rows */
            flush(K, &right, w, ld);
            double c, s, r;
            if (i < h) { /* chase e_i along row i with rotations of rows (j, i) */
                double f = e[i];
                e[i] = 0;
                for (int64_t j = i + 1; j <= h; j++) {
                    givens(d[j], f, &c, &s, &r);
                    d[j] = r;
                    if (j < h) f = -s * e[j], e[j] = c * e[j];
                    if (w) rotate_rows(ut + j * ld, ut + i * ld, w, c, s);
                }
            } else { /* d_h = 0: chase e_{h-1} up column h with rotations of columns (j, h) */
                double f = e[h - 1];
                e[h - 1] = 0;
                for (int64_t j = h - 1; j >= l; j--) {
                    givens(d[j], f, &c, &s, &r);
                    d[j] = r;
                    if (j > l) f = -s * e[j - 1], e[j - 1] = c * e[j - 1];
                    if (w) rotate_rows(vt + j * ld, vt + h * ld, w, c, s);
                }
            }
            continue;
        }
        if (++sweeps > limit) {
            flush(K, &left, w, ld);
            flush(K, &right, w, ld);
            return 1;
        }
        double shift = smaller_singular_value(d[h - 1], e[h - 1], d[h]);
        double top = dabs(d[l]);
        if ((shift / top) * (shift / top) < EPS) shift = 0;
        double c, s, r;
        if (left.count == SWEEPS_AT_ONCE) flush(K, &left, w, ld);
        if (right.count == SWEEPS_AT_ONCE) flush(K, &right, w, ld);
        double *lcs = record(&left, n, l, h), *rcs = record(&right, n, l, h);
        if (shift == 0) { /* Demmel-Kahan zero-shift sweep */
            double cs = 1, sn = 0, oldcs = 1, oldsn = 0;
            for (int64_t i = l; i < h; i++) {
                givens(d[i] * cs, e[i], &cs, &sn, &r);
                if (i > l) e[i - 1] = oldsn * r;
                givens(oldcs * r, d[i + 1] * sn, &oldcs, &oldsn, &d[i]);
                rcs[2 * i] = cs, rcs[2 * i + 1] = sn, lcs[2 * i] = oldcs, lcs[2 * i + 1] = oldsn;
            }
            double t = d[h] * cs;
            d[h] = t * oldcs;
            e[h - 1] = t * oldsn;
        } else { /* Golub-Kahan sweep with shift^2 on D^T D */
            double f = (top - shift) * ((d[l] < 0 ? -1.0 : 1.0) + shift / d[l]);
            double g = e[l];
            for (int64_t i = l; i < h; i++) {
                givens(f, g, &c, &s, &r);
                if (i > l) e[i - 1] = r;
                f = c * d[i] + s * e[i];
                e[i] = c * e[i] - s * d[i];
                g = s * d[i + 1];
                d[i + 1] = c * d[i + 1];
                rcs[2 * i] = c, rcs[2 * i + 1] = s;
                givens(f, g, &c, &s, &r);
                d[i] = r;
                f = c * e[i] + s * d[i + 1];
                d[i + 1] = c * d[i + 1] - s * e[i];
                if (i < h - 1) g = s * e[i + 1], e[i + 1] = c * e[i + 1];
                lcs[2 * i] = c, lcs[2 * i + 1] = s;
            }
            e[h - 1] = f;
        }
    }
    flush(K, &left, w, ld);
    flush(K, &right, w, ld);
    return 0;
}

/* order[0..n) = indices of d by descending value, ties in index order (insertion sort). */
static void descending_order(int64_t n, const double *d, int64_t *order) {
    for (int64_t i = 0; i < n; i++) {
        int64_t j = i;
        while (j > 0 && d[order[j - 1]] < d[i]) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = i;
    }
}

/* Real and complex instances of the Householder stages and the entry points. */
#define SVD_REAL 1
#include "lapack_svd_householder.inc"
#undef SVD_REAL
#define SVD_REAL 0
#include "lapack_svd_householder.inc"
#undef SVD_REAL

/* The batch over the pool (lapack_batch.inc); buf = (a, s, u, vt, info). */
typedef void (*svd_fn)(const void *, const int64_t *, void *, void *, void *, int32_t *, int);
struct svd_call {
    svd_fn fn;
    int single;
};
static void svd_body(const void *ctx, void *const *buf, const int64_t *desc) {
    const struct svd_call *call = ctx;
    call->fn(buf[0], desc, buf[1], buf[2], buf[3], buf[4], call->single);
}
static void svd_split(svd_fn fn, int cplx, const void *a, const int64_t *desc, void *s,
                      void *u, void *vt, int32_t *info, int single) {
    int64_t m = desc[1], n = desc[2], mode = desc[3], k = m < n ? m : n, M = m < n ? n : m;
    int64_t r = single ? 4 : 8, e = r * (cplx ? 2 : 1);
    int64_t ucols = mode == MODE_A ? m : k, vrows = mode == MODE_A ? n : k;
    if (mode == MODE_N) { /* one element each, zero (not a matrix's: not advanced) */
        memset(u, 0, (size_t)e);
        memset(vt, 0, (size_t)e);
    }
    struct svd_call call = {fn, single};
    void *buf[5] = {(void *)a, s, u, vt, info};
    int64_t bytes[5] = {m * n * e, k * r, mode == MODE_N ? 0 : m * ucols * e,
                        mode == MODE_N ? 0 : vrows * n * e, 4};
    /* bidiagonalization 4 M k^2 - 4/3 k^3, then with vectors about 6 k^3 for the rotations
     * and 4 M k^2 for the reflectors back (the file's header) */
    double kk = (double)k * k, flops = 4.0 * (double)M * kk - 4.0 / 3.0 * kk * (double)k;
    if (mode != MODE_N) flops += 6.0 * kk * (double)k + 4.0 * (double)M * kk;
    run_batch(svd_body, &call, desc, 4, buf, bytes, 5, (cplx ? 4.0 : 1.0) * flops);
}

/* Entry points (compiler/stablehlo/rules/_lapack_svd.py): desc = (batch, m, n, mode), mode 0
 * (no vectors), 1 (u [m, k], vt [k, n]) or 2 (u [m, m], vt [n, n]); complex buffers hold
 * interleaved (re, im) pairs, s is real. */
SHLO_KERNEL_EXPORT void __shlo_native_lapack_gesdd_f32(const float *a, const int64_t *desc, float *s, float *u, float *vt, int32_t *info) {
    svd_split(svd_real, 0, a, desc, s, u, vt, info, 1);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_gesdd_f64(const double *a, const int64_t *desc, double *s, double *u, double *vt, int32_t *info) {
    svd_split(svd_real, 0, a, desc, s, u, vt, info, 0);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_gesdd_c64(const float *a, const int64_t *desc, float *s, float *u, float *vt, int32_t *info) {
    svd_split(svd_complex, 1, a, desc, s, u, vt, info, 1);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_gesdd_c128(const double *a, const int64_t *desc, double *s, double *u, double *vt, int32_t *info) {
    svd_split(svd_complex, 1, a, desc, s, u, vt, info, 0);
}
