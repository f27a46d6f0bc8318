/* Eigenvalues and eigenvectors of symmetric / Hermitian matrices (jaxlib's `lapack_?syevd_ffi`
 * and `lapack_?heevd_ffi`, jnp.linalg.eigh on CPU): libc only, batches parallel on our pool.
 *
 * Called from compiled code through compiler/linalg/native_lapack_calls.py (the rule:
 * compiler/stablehlo/rules/_lapack_eigh.py). Each entry point
 *
 *     __shlo_native_lapack_<syevd_f32|syevd_f64|heevd_c64|heevd_c128>(
 *         const T *a, const int64_t *desc, T *v, R *w, int32_t *info)
 *
 * takes `desc` = [batch, n, lower]: `batch` row-major n x n matrices a (complex ones as
 * interleaved (re, im) pairs), of which only the lower (lower = 1) or upper (0) triangle is
 * read, and of the diagonal only the real part, as LAPACK does. It writes the eigenvalues
 * ascending to w [batch][n], the unit eigenvectors as the columns of v [batch][n][n] in the
 * same order, and info [batch] (0, or LAPACK's > 0: the number of off-diagonal entries that
 * did not converge in 30 n QR steps). An input with a NaN or an infinity in the read
 * triangle gives NaN eigenvalues and vectors, info 0 (JAX turns only info != 0 into NaN).
 *
 * Algorithm (textbook: Golub & Van Loan, "Matrix Computations", 8.3; all arithmetic in f64,
 * complex in (f64, f64), also for f32 / c64 inputs):
 *  1. The read triangle is copied into a work matrix A (mirrored into its lower triangle),
 *     scaled by a power of two so that its largest entry is about 1 (exact; undone on the
 *     eigenvalues), so no sum of squares below can overflow.
 *  2. Householder reduction A = Q T Q^H, column by column: the reflector H = I - tau v v^H
 *     (tau real, so H is Hermitian) maps the column below the diagonal to a multiple of e1;
 *     the trailing block is updated in its lower triangle by the symmetric rank-2 form
 *     A -= v w^H + w v^H with w = p - (tau / 2)(v^H p) v, p = tau A v. The v are kept in the
 *     rows they emptied (right of the diagonal).
 *  3. P = Q^H = H_{n-3} ... H_0 is formed from the last reflector back, 8 at a time in the
 *     compact WY form (accumulate_group). For complex input the subdiagonal of T is
 *     complex; a diagonal unitary D (phases d_{k+1} = d_k e_k / |e_k|) makes D^H T D real
 *     with the subdiagonal |e_k|. The rows of W = conj(P) scaled by d_j are the columns of
 *     Q D.
 *  4. Implicit symmetric QR steps with the Wilkinson shift on the real tridiagonal
 *     (chasing the bulge from the top of each unreduced block, deflating at its bottom when
 *     |e_k| <= eps (|d_k| + |d_k+1|)). The Givens rotations of each step are recorded, and
 *     every SWEEPS_AT_ONCE steps applied to the rows of W in column blocks
 *     (lapack_rotations.inc), so W ends as the eigenvectors, one a row.
 *  5. The eigenvalues are sorted ascending, and v[i][j] = W[perm[j]][i].
 * The vector loops (lapack_kernels.inc, lapack_rotations.inc) come in a portable copy and
 * in AVX2 + FMA and AVX-512 copies for x86-64, picked by cpuid at each call; rounding of
 * the results differs with the copy (fused multiply-adds), well within the tolerances.
 *
 * Cost, n = 512 f64 on one Emerald Rapids core (thread CPU time): load 1.0 ms,
 * tridiagonalization 10.2, forming Q 8.9, QR 27.3 (AVX-512; 35.8 with the AVX2 copy),
 * store 1.3: 49 ms, against LAPACK's dsyevd (jax.jit) at about 30 ms and ssyevd at 18: QR
 * with vectors (LAPACK's ?steqr path, about 6 n^3 flops for the rotations) costs more than
 * ?syevd's divide and conquer, whose vector work is matrix products. Tried and dropped:
 * applying the recorded sweeps as a wavefront (lapack_rotations.inc says how it measured);
 * rotating f32 copies of the vectors for f32 / c64 input (16 lanes a vector on AVX-512):
 * n = 512 f32 50.8 -> 42.2 ms, c64 123 -> 106, but V^T V - I grew from 3e-8 (f64 inside,
 * then rounded) to 5e-6 at n = 512, where LAPACK's ssyevd (numpy) gives 2e-8.
 *
 * Workspace comes from the heap, per matrix (about 2 n^2 doubles, twice that for complex),
 * and nothing is global, so calls are thread-safe. A batch of matrices is split over the
 * thread pool (one matrix a unit, claimed from an atomic counter) when it is large enough
 * to pay; within one matrix the column blocks of step 4 and the row groups of step 3 are
 * (parallel_cost.inc's rule decides). */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_linkage.inc"
#include "parallel_cost.inc"

/* The vector loops, one table a copy (portable, AVX2 + FMA, AVX-512): host_kernels(). */
#include "lapack_vector_copies.inc"

#define EPS 2.220446049250313e-16 /* 2^-52 */
#define MAX_SWEEPS 30             /* QR steps per eigenvalue, on average (LAPACK's) */

/* The square root instruction: __builtin_sqrt keeps a call of libm's sqrt for negative
 * arguments (errno), and this file needs nothing beyond libc. */
#if defined(__x86_64__)
#include <emmintrin.h>
static double sq(double x) { return _mm_cvtsd_f64(_mm_sqrt_sd(_mm_setzero_pd(), _mm_set_sd(x))); }
#else
static double sq(double x) { return __builtin_sqrt(x); }
#endif
static double mag(double x) { return x < 0 ? -x : x; }

/* |(re, im)| without overflow for the scaled entries here (|.| <= 2^1). */
static double cabs2(double re, double im) { return sq(re * re + im * im); }

struct job {
    int64_t batch, n;
    int lower, cplx, single; /* single: f32 / c64 storage */
    const void *a;
    void *v;
    void *w;
    int32_t *info;
    const struct kernels *k;
    int64_t next; /* the next matrix to claim (atomic) */
};

/* Sweeps recorded before they are applied to W together (apply_sweeps). */
#define SWEEPS_AT_ONCE 24

/* ---- step 1: load ---------------------------------------------------------------------- */

/* Row i of the read triangle into row i of A (c doubles an entry): the entries (i, j),
 * j <= i (lower) or j >= i (upper). Returns 0 when one is NaN or infinite, else 1; the
 * largest magnitude goes to *big. */
static int load_row(const struct job *job, const void *a, int64_t i, double *A, double *big) {
    int64_t n = job->n, c = job->cplx ? 2 : 1;
    int64_t j0 = job->lower ? 0 : i, j1 = job->lower ? i + 1 : n;
    double m = *big, bad = 0;
    for (int64_t j = j0; j < j1; j++) {
        for (int64_t q = 0; q < c; q++) {
            int64_t k = (i * n + j) * c + q;
            double x = job->single ? ((const float *)a)[k] : ((const double *)a)[k];
            bad += x - x; /* NaN for NaN or an infinity */
            double ax = mag(x);
            if (ax > m) m = ax;
            A[k] = x;
        }
    }
    *big = m;
    if (c == 2) A[(i * n + i) * 2 + 1] = 0; /* a Hermitian diagonal is real */
    return bad == 0;
}

/* A (n x n, c doubles an entry) from the read triangle, mirrored (conjugated) in 32 x 32
 * blocks; returns the power-of-two scale applied, or 0 when an entry is NaN or infinite. */
static double load(const struct job *job, const void *a, double *A) {
    int64_t n = job->n, c = job->cplx ? 2 : 1;
    double big = 0;
    int ok = 1;
    for (int64_t i = 0; i < n; i++) ok &= load_row(job, a, i, A, &big);
    if (!ok) return 0;
    for (int64_t i0 = 0; i0 < n; i0 += 32)
        for (int64_t j0 = 0; j0 <= i0; j0 += 32)
            for (int64_t i = i0; i < i0 + 32 && i < n; i++)
                for (int64_t j = j0; j < j0 + 32 && j < i; j++) {
                    /* (i, j) below the diagonal; src the read one, dst its mirror */
                    int64_t lo = (i * n + j) * c, up = (j * n + i) * c;
                    int64_t src = job->lower ? lo : up, dst = job->lower ? up : lo;
                    A[dst] = A[src];
                    if (c == 2) A[dst + 1] = -A[src + 1];
                }
    double scale = 1; /* within 2^-1000 .. 2^1000, so that it stays finite and normal */
    if (big > 0) {
        while (big * scale > 2 && scale > 0x1p-1000) scale *= 0.5;
        while (big * scale < 0.5 && scale < 0x1p1000) scale *= 2;
    }
    if (scale != 1)
        for (int64_t k = 0; k < n * n * c; k++) A[k] *= scale;
    return scale;
}

/* ---- steps 2 and 3, real --------------------------------------------------------------- */

/* Reflectors applied to the rows of W in one pass (each row stays in L1 for all of them):
 * n = 512 f64, forming Q^T 20 -> 9 ms (accumulate_group). */
#define GROUP 8

/* Rows of P that accumulate_group's team members claim, GROUP_ROWS at a time. */
#define GROUP_ROWS 16
struct group_job {
    const struct kernels *K;
    const double *V, *T;
    double *W; /* the first row and column the group changes */
    int64_t ld, len, rows, next; /* next: the next chunk of rows to claim (atomic) */
    int cplx;                    /* V, T, W complex (len complex entries a row) */
};

static void group_task(int32_t *gtid, int32_t *btid, void *arg) {
    (void)gtid;
    (void)btid;
    struct group_job *job = arg;
    const double *T = job->T;
    for (;;) {
        int64_t r0 = GROUP_ROWS * __atomic_fetch_add(&job->next, 1, __ATOMIC_RELAXED);
        if (r0 >= job->rows) break;
        for (int64_t r = r0; r < r0 + GROUP_ROWS && r < job->rows && job->cplx; r++) {
            double *x = job->W + r * job->ld, y[2 * GROUP], z[2 * GROUP];
            int64_t vs = 2 * job->len; /* V's row stride */
            job->K->panel_cdots4(x, job->V, vs, job->len, y);
            job->K->panel_cdots4(x, job->V + 4 * vs, vs, job->len, y + 8);
            for (int64_t i = 0; i < GROUP; i++) { /* z = y T */
                double re = 0, im = 0;
                for (int64_t q = 0; q <= i; q++) {
                    const double *t = T + 2 * (q * GROUP + i);
                    re += y[2 * q] * t[0] - y[2 * q + 1] * t[1];
                    im += y[2 * q] * t[1] + y[2 * q + 1] * t[0];
                }
                z[2 * i] = re;
                z[2 * i + 1] = im;
            }
            job->K->panel_cupdate4(x, job->V, vs, job->len, z);
            job->K->panel_cupdate4(x, job->V + 4 * vs, vs, job->len, z + 8);
        }
        for (int64_t r = r0; r < r0 + GROUP_ROWS && r < job->rows && !job->cplx; r++) {
            double *x = job->W + r * job->ld, y[GROUP], z[GROUP];
            job->K->panel_dots(x, job->V, job->len, job->len, y);
            for (int64_t i = 0; i < GROUP; i++) {
                double acc = 0;
                for (int64_t q = 0; q <= i; q++) acc += y[q] * T[q * GROUP + i];
                z[i] = acc;
            }
            job->K->panel_update(x, job->V, job->len, job->len, z);
        }
    }
}

/* P <- P H_top H_top-1 ... H_low (real; at most GROUP reflectors, v_j in row j of A right of
 * the diagonal) as P <- P - ((P V) T) V^T, V = [v_top .. v_low] (zero above each v's start),
 * T upper triangular (T_ii = tau_i, T[0:i, i] = -tau_i T[0:i, 0:i] V[:, 0:i]^T v_i): one
 * pass over each row for the GROUP dot products and one for the update, both with the row
 * and the panel in L1 (n = 512 f64, one core: 18.8 ms for the reflectors one at a time,
 * 8.9 ms so).
 * work: GROUP (n + GROUP + 2) doubles. Rows of P above low + 1 are identity rows there.
 * The rows are independent: a large enough group runs on the thread pool. */
static void accumulate_group(const struct kernels *K, int64_t n, const double *A,
                             const double *tau, int64_t low, int64_t top, double *W, int64_t ld,
                             double *work) {
    int64_t s0 = low + 1, len = n - s0, g = top - low + 1;
    double *V = work, *T = V + GROUP * len, *y = T + GROUP * GROUP;
    memset(V, 0, sizeof(double) * GROUP * len);
    memset(T, 0, sizeof(double) * GROUP * GROUP);
    for (int64_t q = 0; q < g; q++) {
        int64_t j = top - q, s = j + 1;
        if (tau[j] != 0) memcpy(V + q * len + (s - s0), A + j * n + s, sizeof(double) * (n - s));
    }
    for (int64_t i = 0; i < g; i++) {
        double t = tau[top - i];
        for (int64_t q = 0; q < i; q++) y[q] = K->dot(V + q * len, V + i * len, len);
        for (int64_t q = 0; q < i; q++) {
            double acc = 0;
            for (int64_t r = q; r < i; r++) acc += T[q * GROUP + r] * y[r];
            T[q * GROUP + i] = -t * acc;
        }
        T[i * GROUP + i] = t;
    }
    struct group_job job = {K, V, T, W + s0 * ld + s0, ld, len, n - s0, 0, 0};
    double estimate = shlo_estimated_ns(4.0 * GROUP * (double)len * (double)(n - s0), 0);
    if (estimate >= SHLO_MIN_PARALLEL_NS) {
        __shlo_parallel_run(group_task, &job, estimate);
    } else {
        int32_t zero = 0;
        group_task(&zero, &zero, &job);
    }
}

/* The same for complex Hermitian input: P <- P - ((P V) T) V^H, T[0:i, i] =
 * -tau_i T[0:i, 0:i] (V[:, 0:i]^H v_i) (complex T, real tau). work: 2 GROUP (n + GROUP + 2)
 * doubles. */
static void accumulate_group_complex(const struct kernels *K, int64_t n, const double *A,
                                     const double *tau, int64_t low, int64_t top, double *W,
                                     int64_t ld, double *work) {
    int64_t s0 = low + 1, len = n - s0, g = top - low + 1;
    double *V = work, *T = V + 2 * GROUP * len, *u = T + 2 * GROUP * GROUP;
    memset(V, 0, sizeof(double) * 2 * GROUP * len);
    memset(T, 0, sizeof(double) * 2 * GROUP * GROUP);
    for (int64_t q = 0; q < g; q++) {
        int64_t j = top - q, s = j + 1;
        if (tau[j] != 0)
            memcpy(V + 2 * (q * len + s - s0), A + 2 * (j * n + s), sizeof(double) * 2 * (n - s));
    }
    for (int64_t i = 0; i < g; i++) {
        double t = tau[top - i];
        for (int64_t q = 0; q < i; q++) { /* u_q = V_q^H v_i */
            const double *a = V + 2 * q * len, *b = V + 2 * i * len;
            double re = 0, im = 0;
            for (int64_t j = 0; j < len; j++) {
                re += a[2 * j] * b[2 * j] + a[2 * j + 1] * b[2 * j + 1];
                im += a[2 * j] * b[2 * j + 1] - a[2 * j + 1] * b[2 * j];
            }
            u[2 * q] = re;
            u[2 * q + 1] = im;
        }
        for (int64_t q = 0; q < i; q++) {
            double re = 0, im = 0;
            for (int64_t r = q; r < i; r++) {
                const double *tq = T + 2 * (q * GROUP + r);
                re += tq[0] * u[2 * r] - tq[1] * u[2 * r + 1];
                im += tq[0] * u[2 * r + 1] + tq[1] * u[2 * r];
            }
            T[2 * (q * GROUP + i)] = -t * re;
            T[2 * (q * GROUP + i) + 1] = -t * im;
        }
        T[2 * (i * GROUP + i)] = t;
    }
    struct group_job job = {K, V, T, W + s0 * ld + 2 * s0, ld, len, n - s0, 0, 1};
    double estimate = shlo_estimated_ns(16.0 * GROUP * (double)len * (double)(n - s0), 0);
    if (estimate >= SHLO_MIN_PARALLEL_NS) {
        __shlo_parallel_run(group_task, &job, estimate);
    } else {
        int32_t zero = 0;
        group_task(&zero, &zero, &job);
    }
}

/* The reflector of x (m entries, in v): v <- x + sign(x_0) |x| e1; returns tau, or 0 when x
 * is a multiple of e1 already (v untouched), and sets *beta, the entry left. */
static double reflector_real(const struct kernels *K, double *v, int64_t m, double *beta) {
    double alpha = v[0], tail = K->dot(v + 1, v + 1, m - 1);
    if (tail == 0) {
        *beta = alpha;
        return 0;
    }
    double xn = sq(alpha * alpha + tail), sign = alpha < 0 ? -1.0 : 1.0;
    v[0] = alpha + sign * xn;
    *beta = -sign * xn;
    return 1 / (xn * (xn + mag(alpha)));
}

/* Reduce the symmetric A (its lower triangle) to tridiagonal (d, e: e[k] = T[k+1][k]),
 * keeping v_k in row k right of the diagonal and tau[k]; then W = Q^T (rows: the columns of
 * Q). The trailing block B is used and updated in its lower triangle only: p = B v by row
 * passes (symv_row: the row's dot with v, and v_i times the row added to p), then
 * B -= v w^T + w v^T on j <= i. Once the next reflector is made from B's updated first
 * column, that update and the next step's row passes are one pass (sub2_symv_row), so B is
 * read once a step instead of twice (n = 512 f64, one core: 13.7 -> 10.2 ms).
 * p: 2 n doubles. */
static void tridiagonalize_real(const struct kernels *K, int64_t n, double *A, double *d,
                                double *e, double *tau, double *p, double *W, int64_t ld) {
    double *pc = p, *pn = p + n; /* this step's B v (then w), the next step's B v */
    int ready = 0;               /* step k's v, tau, e and B v were made by step k - 1 */
    for (int64_t k = 0; k + 2 < n; k++) {
        int64_t s = k + 1, m = n - s; /* the trailing block: rows / columns s .. n-1 */
        double *v = A + k * n + s;    /* v overwrites row k right of the diagonal */
        d[k] = A[k * n + k];
        if (!ready) {
            for (int64_t i = 0; i < m; i++) v[i] = A[(s + i) * n + k]; /* the column */
            tau[k] = reflector_real(K, v, m, &e[k]);
            if (tau[k] != 0) {
                memset(pc, 0, sizeof(double) * m);
                for (int64_t i = 0; i < m; i++) {
                    const double *row = A + (s + i) * n + s;
                    pc[i] += K->symv_row(row, v, pc, v[i], i) + row[i] * v[i];
                }
            }
        }
        ready = 0;
        double t = tau[k];
        if (t == 0) continue;
        double vp = 0, *w = pc;
        for (int64_t i = 0; i < m; i++) {
            w[i] *= t;
            vp += v[i] * w[i];
        }
        double half = 0.5 * t * vp;
        for (int64_t i = 0; i < m; i++) w[i] -= half * v[i];
        double *v2 = A + s * n + s + 1; /* the next step's v: row s right of the diagonal */
        if (k + 3 < n) {
            for (int64_t i = 1; i < m; i++)
                v2[i - 1] = A[(s + i) * n + s] - (v[i] * w[0] + w[i] * v[0]);
            tau[s] = reflector_real(K, v2, m - 1, &e[s]);
            ready = tau[s] != 0;
        }
        if (!ready) {
            for (int64_t i = 0; i < m; i++) K->sub2(A + (s + i) * n + s, v[i], w, w[i], v, i + 1);
            continue;
        }
        memset(pn, 0, sizeof(double) * (m - 1));
        A[s * n + s] -= 2 * v[0] * w[0];
        for (int64_t i = 1; i < m; i++) {
            double *row = A + (s + i) * n + s;
            row[0] -= v[i] * w[0] + w[i] * v[0];
            double dot = K->sub2_symv_row(row + 1, v[i], w + 1, w[i], v + 1, v2, pn, v2[i - 1],
                                          i - 1);
            row[i] -= 2 * v[i] * w[i];
            pn[i - 1] += dot + row[i] * v2[i - 1];
        }
        pc = pn;
        pn = w;
    }
    if (n >= 2) {
        d[n - 2] = A[(n - 2) * n + n - 2];
        e[n - 2] = A[(n - 1) * n + n - 2];
    }
    d[n - 1] = A[(n - 1) * n + n - 1];
    /* P = Q^T = H_{n-3} ... H_0, from the last reflector back: P <- P H_k, GROUP reflectors
     * (k, k-1, ...) at a time in the compact WY form (accumulate_group). */
    memset(W, 0, sizeof(double) * n * ld);
    for (int64_t i = 0; i < n; i++) W[i * ld + i] = 1;
    for (int64_t top = n - 3; top >= 0; top -= GROUP)
        accumulate_group(K, n, A, tau, top - GROUP + 1 < 0 ? 0 : top - GROUP + 1, top, W, ld,
                         p);
}

/* ---- steps 2 and 3, complex (interleaved re, im) --------------------------------------- */

/* ec: 2 n doubles, the complex subdiagonal (for the phases). */
static void tridiagonalize_complex(const struct kernels *K, int64_t n, double *A, double *d,
                                   double *e, double *ec, double *tau, double *p, double *W,
                                   int64_t ld) {
    for (int64_t k = 0; k + 2 < n; k++) {
        int64_t s = k + 1, m = n - s;
        double *v = A + 2 * (k * n + s); /* v overwrites row k right of the diagonal */
        for (int64_t i = 0; i < m; i++) {
            v[2 * i] = A[2 * ((s + i) * n + k)];
            v[2 * i + 1] = A[2 * ((s + i) * n + k) + 1];
        }
        double ar = v[0], ai = v[1], tail = K->dot(v + 2, v + 2, 2 * (m - 1));
        d[k] = A[2 * (k * n + k)];
        if (tail == 0) {
            ec[2 * k] = ar;
            ec[2 * k + 1] = ai;
            tau[k] = 0;
            continue;
        }
        double am = cabs2(ar, ai), xn = sq(ar * ar + ai * ai + tail);
        double phr = am > 0 ? ar / am : 1, phi = am > 0 ? ai / am : 0;
        v[0] = ar + phr * xn;
        v[1] = ai + phi * xn;
        double t = 1 / (xn * (xn + am));
        tau[k] = t;
        ec[2 * k] = -phr * xn;
        ec[2 * k + 1] = -phi * xn;
        /* p = B v from the lower triangle: row i gives sum_{j<i} B_ij v_j, and
         * p_j += conj(B_ij) v_i; the diagonal is real */
        memset(p, 0, sizeof(double) * 2 * m);
        for (int64_t i = 0; i < m; i++) {
            const double *row = A + 2 * ((s + i) * n + s);
            double acc[2];
            K->csymv_row(row, v, p, v[2 * i], v[2 * i + 1], i, acc);
            p[2 * i] += acc[0] + row[2 * i] * v[2 * i];
            p[2 * i + 1] += acc[1] + row[2 * i] * v[2 * i + 1];
        }
        double vp = 0; /* Re(v^H p) */
        for (int64_t i = 0; i < 2 * m; i++) {
            p[i] *= t;
            vp += v[i] * p[i];
        }
        double half = 0.5 * t * vp;
        for (int64_t i = 0; i < 2 * m; i++) p[i] -= half * v[i]; /* w */
        /* B -= v w^H + w v^H on j <= i: row i -= v_i conj(w) + w_i conj(v) */
        for (int64_t i = 0; i < m; i++) {
            double *row = A + 2 * ((s + i) * n + s);
            K->csub2_conj(row, v[2 * i], v[2 * i + 1], p, p[2 * i], p[2 * i + 1], v, i + 1);
            row[2 * i + 1] = 0; /* (exactly real) */
        }
    }
    if (n >= 2) {
        d[n - 2] = A[2 * ((n - 2) * n + n - 2)];
        ec[2 * (n - 2)] = A[2 * ((n - 1) * n + n - 2)];
        ec[2 * (n - 2) + 1] = A[2 * ((n - 1) * n + n - 2) + 1];
    }
    d[n - 1] = A[2 * ((n - 1) * n + n - 1)];
    /* P = Q^H = H_{n-3} ... H_0: P <- P H_k = P - tau (P v) v^H, GROUP reflectors at a time
     * (accumulate_group_complex) */
    memset(W, 0, sizeof(double) * n * ld);
    for (int64_t i = 0; i < n; i++) W[i * ld + 2 * i] = 1;
    for (int64_t top = n - 3; top >= 0; top -= GROUP)
        accumulate_group_complex(K, n, A, tau, top - GROUP + 1 < 0 ? 0 : top - GROUP + 1, top, W,
                                 ld, p);
    /* Phases: real subdiagonal |e_k|; row j of W becomes conj(P row j) d_j. */
    double dr = 1, di = 0;
    for (int64_t j = 0; j < n; j++) {
        if (j > 0) {
            double er = ec[2 * (j - 1)], ei = ec[2 * (j - 1) + 1], em = cabs2(er, ei);
            e[j - 1] = em;
            if (em > 0) {
                double nr = (dr * er - di * ei) / em, ni = (dr * ei + di * er) / em;
                dr = nr;
                di = ni;
            }
        }
        double *row = W + j * ld;
        for (int64_t i = 0; i < n; i++) {
            double xr = row[2 * i], xi = -row[2 * i + 1];
            row[2 * i] = xr * dr - xi * di;
            row[2 * i + 1] = xr * di + xi * dr;
        }
    }
}

/* ---- step 4: implicit QR on the tridiagonal ------------------------------------------- */

/* The QR sweeps not yet applied to W: sweep s rotated rows first[s] .. last[s] with the
 * (c, s) pairs at cs[s]; `pool` holds them (2 n doubles a sweep). */
struct pending {
    int64_t count, first[SWEEPS_AT_ONCE], last[SWEEPS_AT_ONCE];
    double *cs[SWEEPS_AT_ONCE];
    double *pool;
};

/* The column blocks of W that flush's team members claim in turn (16 doubles each). */
struct flush_job {
    const struct kernels *K;
    const struct pending *q;
    double *W;
    int64_t blocks, ld, next; /* next: the next block to claim (atomic) */
};

static void flush_task(int32_t *gtid, int32_t *btid, void *arg) {
    (void)gtid;
    (void)btid;
    struct flush_job *job = arg;
    const struct pending *q = job->q;
    for (;;) {
        int64_t b = __atomic_fetch_add(&job->next, 1, __ATOMIC_RELAXED);
        if (b >= job->blocks) break;
        job->K->apply_sweeps(job->W + 16 * b, 16, job->ld, q->count, q->first, q->last, q->cs);
    }
}

/* Apply the pending sweeps to W's columns (len: a multiple of 16): column blocks are
 * independent, so a long enough flush runs on the thread pool (about 0.2 ns a rotation of
 * one element on one core, parallel_cost.inc's rule). */
static void flush(const struct kernels *K, struct pending *q, double *W, int64_t len,
                  int64_t ld) {
    if (q->count == 0) return;
    double rotations = 0;
    for (int64_t sw = 0; sw < q->count; sw++) rotations += (double)(q->last[sw] - q->first[sw]);
    double estimate = 0.2 * rotations * (double)len;
    if (len > 16 && estimate >= SHLO_MIN_PARALLEL_NS) {
        struct flush_job job = {K, q, W, len / 16, ld, 0};
        __shlo_parallel_run(flush_task, &job, estimate);
    } else {
        K->apply_sweeps(W, len, ld, q->count, q->first, q->last, q->cs);
    }
    q->count = 0;
}

/* Diagonalize (d, e) (n, n - 1), rotating the rows of W (len doubles each, ld apart);
 * returns the number of off-diagonal entries left unconverged. pool: 2 n SWEEPS_AT_ONCE
 * doubles. */
static int32_t tridiagonal_qr(const struct kernels *K, int64_t n, double *d, double *e,
                              double *W, int64_t len, int64_t ld, double *pool) {
    struct pending q;
    q.count = 0;
    q.pool = pool;
    int64_t steps = 0, limit = MAX_SWEEPS * n;
    int64_t m = n - 1;
    while (m > 0) {
        /* deflate at the bottom, then find the unreduced block [l, m] */
        int64_t l = m;
        while (l > 0) {
            double off = mag(e[l - 1]);
            if (off <= EPS * (mag(d[l - 1]) + mag(d[l])) || off < 1e-300) {
                e[l - 1] = 0;
                break;
            }
            l--;
        }
        if (l == m) {
            m--;
            continue;
        }
        if (steps++ >= limit) break;
        if (q.count == SWEEPS_AT_ONCE) flush(K, &q, W, len, ld);
        double *cs = q.pool + 2 * n * q.count;
        q.first[q.count] = l;
        q.last[q.count] = m;
        q.cs[q.count++] = cs;
        /* Wilkinson shift from the block's last 2 x 2 */
        double b = e[m - 1], h = 0.5 * (d[m - 1] - d[m]);
        double r = sq(h * h + b * b);
        double mu = d[m] - b * b / (h + (h < 0 ? -r : r));
        double x = d[l] - mu, z = e[l];
        for (int64_t k = l; k < m; k++) {
            double rr = sq(x * x + z * z), c = 1, s = 0;
            if (rr > 0) {
                c = x / rr;
                s = z / rr;
            }
            if (k > l) e[k - 1] = rr;
            double ak = d[k], ak1 = d[k + 1], ek = e[k];
            double cc = c * c, ss = s * s, cs2 = c * s;
            d[k] = cc * ak + 2 * cs2 * ek + ss * ak1;
            d[k + 1] = ss * ak - 2 * cs2 * ek + cc * ak1;
            e[k] = cs2 * (ak1 - ak) + (cc - ss) * ek;
            if (k + 1 < m) {
                z = s * e[k + 1]; /* the bulge at (k, k + 2) */
                e[k + 1] *= c;
                x = e[k];
            }
            cs[2 * (k - l)] = c;
            cs[2 * (k - l) + 1] = s;
        }
    }
    flush(K, &q, W, len, ld);
    int32_t left = 0;
    for (int64_t k = 0; k < n - 1; k++)
        if (e[k] != 0) left++;
    return left;
}

/* ---- one matrix ------------------------------------------------------------------------ */

static void out_of_memory(void) {
    fputs("stablehlo-cc: out of memory for the workspace of an eigendecomposition\n", stderr);
    abort();
}

static void store(const struct job *job, int64_t b, const double *W, int64_t ld,
                  const double *d, int64_t *perm, double scale, int32_t info) {
    int64_t n = job->n, c = job->cplx ? 2 : 1;
    /* selection sort of the eigenvalues' indices (ascending) */
    for (int64_t i = 0; i < n; i++) perm[i] = i;
    for (int64_t i = 0; i < n; i++) {
        int64_t best = i;
        for (int64_t j = i + 1; j < n; j++)
            if (d[perm[j]] < d[perm[best]]) best = j;
        int64_t t = perm[i];
        perm[i] = perm[best];
        perm[best] = t;
    }
    size_t vbase = (size_t)(b * n * n * c), wbase = (size_t)(b * n);
    for (int64_t j = 0; j < n; j++) {
        double ev = d[perm[j]] / scale;
        if (job->single) ((float *)job->w)[wbase + j] = (float)ev;
        else ((double *)job->w)[wbase + j] = ev;
    }
    /* v[i][j] = W[perm[j]][i], in 16 x 16 blocks */
    for (int64_t j0 = 0; j0 < n; j0 += 16)
        for (int64_t i0 = 0; i0 < n; i0 += 16)
            for (int64_t j = j0; j < j0 + 16 && j < n; j++) {
                const double *row = W + perm[j] * ld;
                for (int64_t i = i0; i < i0 + 16 && i < n; i++)
                    for (int64_t q = 0; q < c; q++) {
                        size_t at = vbase + (size_t)((i * n + j) * c + q);
                        if (job->single) ((float *)job->v)[at] = (float)row[i * c + q];
                        else ((double *)job->v)[at] = row[i * c + q];
                    }
            }
    job->info[b] = info;
}

static void store_nan(const struct job *job, int64_t b) {
    int64_t n = job->n, c = job->cplx ? 2 : 1;
    size_t vcount = (size_t)(n * n * c);
    for (size_t k = 0; k < vcount; k++) {
        if (job->single) ((float *)job->v)[b * vcount + k] = __builtin_nanf("");
        else ((double *)job->v)[b * vcount + k] = __builtin_nan("");
    }
    for (int64_t k = 0; k < n; k++) {
        if (job->single) ((float *)job->w)[b * n + k] = __builtin_nanf("");
        else ((double *)job->w)[b * n + k] = __builtin_nan("");
    }
    job->info[b] = 0;
}

/* The row pitch of W in doubles: rows padded with zeros to the column blocks of
 * apply_sweeps (16 doubles), plus one cache line, so that the rows of a column block fall
 * in different cache sets also when n is a power of two (n = 512 f64 without it: rows
 * 4 KiB apart, all in one L1 set; the QR phase took 95 ms instead of 44 with the first,
 * portable rotation loop), while each row starts on a cache line (W is 64-byte aligned). */
static int64_t row_doubles(int64_t n, int cplx) { return (n * (cplx ? 2 : 1) + 15) / 16 * 16; }
static int64_t pitch(int64_t n, int cplx) { return row_doubles(n, cplx) + 8; }
static int64_t lines(int64_t doubles) { return (doubles + 7) / 8 * 8; }

/* Doubles of the scratch p: 2 n (tridiagonalize_*), 2 GROUP (n + GROUP + 2)
 * (accumulate_group*). */
static int64_t scratch(int64_t n) { return lines(2 * GROUP * (n + GROUP + 2)); }

/* Workspace of one matrix, in doubles: A, W, d, e (and the complex subdiagonal), tau,
 * p (scratch), the sweeps' pool, perm; each part starts on a cache line. */
static size_t work_doubles(int64_t n, int cplx) {
    int64_t c = cplx ? 2 : 1;
    return (size_t)(lines(n * n * c) + n * pitch(n, cplx) + 5 * lines(n) + scratch(n) +
                    lines(2 * n * SWEEPS_AT_ONCE) + lines(n));
}

static void one_matrix(const struct job *job, int64_t b, double *work) {
    int64_t n = job->n, c = job->cplx ? 2 : 1;
    size_t elem = job->single ? sizeof(float) : sizeof(double);
    const char *a = (const char *)job->a + (size_t)(b * n * n * c) * elem;
    int64_t ld = pitch(n, job->cplx);
    double *A = work, *W = A + lines(n * n * c), *d = W + n * ld, *e = d + lines(n);
    double *tau = e + 3 * lines(n), *p = tau + lines(n), *pool = p + scratch(n);
    int64_t *perm = (int64_t *)(pool + lines(2 * n * SWEEPS_AT_ONCE));
    double scale = load(job, a, A);
    if (scale == 0) {
        store_nan(job, b);
        return;
    }
    if (job->cplx) tridiagonalize_complex(job->k, n, A, d, e, e + lines(n), tau, p, W, ld);
    else tridiagonalize_real(job->k, n, A, d, e, tau, p, W, ld);
    int32_t info = tridiagonal_qr(job->k, n, d, e, W, row_doubles(n, job->cplx), ld, pool);
    store(job, b, W, ld, d, perm, scale, info);
}

static void task(int32_t *gtid, int32_t *btid, void *arg) {
    (void)gtid;
    (void)btid;
    struct job *job = arg;
    double *work = NULL;
    for (;;) {
        int64_t b = __atomic_fetch_add(&job->next, 1, __ATOMIC_RELAXED);
        if (b >= job->batch) break;
        if (work == NULL) {
            if (posix_memalign((void **)&work, 64,
                               sizeof(double) * work_doubles(job->n, job->cplx)) != 0)
                out_of_memory();
        }
        one_matrix(job, b, work);
    }
    free(work);
}

static void eigh(const void *a, const int64_t *desc, void *v, void *w, int32_t *info, int cplx,
                 int single) {
    struct job job;
    job.batch = desc[0];
    job.n = desc[1];
    job.lower = desc[2] != 0;
    job.cplx = cplx;
    job.single = single;
    job.a = a;
    job.v = v;
    job.w = w;
    job.info = info;
    job.k = host_kernels();
    job.next = 0;
    if (job.batch <= 0) return;
    if (job.n <= 0) {
        for (int64_t b = 0; b < job.batch; b++) info[b] = 0;
        return;
    }
    double nn = (double)job.n;
    double estimate = shlo_estimated_ns((cplx ? 4.0 : 1.0) * 9.0 * nn * nn * nn, 0) *
                      (double)job.batch;
    if (job.batch > 1 && estimate >= SHLO_MIN_PARALLEL_NS) {
        __shlo_parallel_run(task, &job, estimate);
    } else {
        int32_t zero = 0;
        task(&zero, &zero, &job);
    }
}

SHLO_KERNEL_EXPORT void __shlo_native_lapack_syevd_f32(const float *a, const int64_t *desc,
                                                       float *v, float *w, int32_t *info) {
    eigh(a, desc, v, w, info, 0, 1);
}

SHLO_KERNEL_EXPORT void __shlo_native_lapack_syevd_f64(const double *a, const int64_t *desc,
                                                       double *v, double *w, int32_t *info) {
    eigh(a, desc, v, w, info, 0, 0);
}

SHLO_KERNEL_EXPORT void __shlo_native_lapack_heevd_c64(const float *a, const int64_t *desc,
                                                       float *v, float *w, int32_t *info) {
    eigh(a, desc, v, w, info, 1, 1);
}

SHLO_KERNEL_EXPORT void __shlo_native_lapack_heevd_c128(const double *a, const int64_t *desc,
                                                        double *v, double *w, int32_t *info) {
    eigh(a, desc, v, w, info, 1, 0);
}
