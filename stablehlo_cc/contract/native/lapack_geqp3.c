/* Householder QR with column pivoting (jaxlib's `lapack_?geqp3_ffi`,
 * jax.scipy.linalg.qr(a, pivoting=True)): LAPACK's unblocked ?laqp2, libc only.
 *
 * Called from compiled code through compiler/linalg/native_lapack_calls.py (the rule:
 * compiler/stablehlo/rules/_lapack_qr_pivoted.py, whose docstring gives the algorithm):
 *
 *     __shlo_native_lapack_geqp3_<f32|f64|c64|c128>(const T *a, const int64_t *desc,
 *                                                   T *out, int32_t *jpvt, T *tau)
 *         desc = [batch, m, n, eps2] (eps2: 1 for LAPACK's single-precision tolerance,
 *         0 for double): out as ?geqrf's, jpvt [n] the 1-based column permutation, tau
 *         [min(m, n)]. All columns are free (JAX passes a zero jpvt).
 *
 * Step j swaps the remaining column of largest partial norm (the first on ties) into place,
 * makes its reflector (lapack_householder.inc), applies H^H to the later columns (dot
 * products four columns a pass, then the rank-1 update) and downdates their norms,
 * recomputing a norm when cancellation (temp2 <= sqrt(eps)) made the downdate unreliable.
 * f64 arithmetic inside. */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_linkage.inc"
#include "lapack_batch.inc"

#include "lapack_householder.inc"

static void geqp3(enum kind t, const void *a, const int64_t *desc, void *out, int32_t *jpvt,
                  void *tau) {
    int64_t batch = desc[0], m = desc[1], n = desc[2], k = m < n ? m : n, c = width(t);
    double tol3z = desc[3] ? sq(0x1p-24) : sq(0x1p-53);
    int64_t ld = pitch_of(m, c);
    const struct qr_kernels *K = host_kernels();
    double *W = alloc_work((size_t)(ld * n)), *u = alloc_work((size_t)(m * c + 8));
    double *w = alloc_work((size_t)(4 * n * c + 8)), *vn1 = alloc_work((size_t)(2 * n));
    double *vn2 = vn1 + n;
    int64_t *perm = malloc((size_t)(n ? n : 1) * sizeof(int64_t));
    if (!perm) out_of_memory();
    for (int64_t b = 0; b < batch; b++) {
        load(t, a, (size_t)(b * m * n * c), m, n, W, ld);
        for (int64_t q = 0; q < n; q++) {
            vn1[q] = vn2[q] = norm(W + q * ld, m * c);
            perm[q] = q;
        }
        for (int64_t j = 0; j < k; j++) {
            int64_t p = j;
            for (int64_t q = j + 1; q < n; q++)
                if (vn1[q] > vn1[p]) p = q;
            if (p != j) {
                double *x = W + p * ld, *y = W + j * ld;
                for (int64_t i = 0; i < m * c; i++) {
                    double s = x[i];
                    x[i] = y[i];
                    y[i] = s;
                }
                int64_t s = perm[p];
                perm[p] = perm[j];
                perm[j] = s;
                vn1[p] = vn1[j];
                vn2[p] = vn2[j];
            }
            double *col = W + j * ld + j * c, tr, ti;
            reflector(col, m - j, c, &tr, &ti);
            put(t, tau, (size_t)((b * k + j) * c), tr);
            if (c == 2) put(t, tau, (size_t)((b * k + j) * c + 1), ti);
            if (tr != 0 || ti != 0) {
                explicit_v(col, m - j, c, u);
                apply_reflector(K, u, m - j, tr, -ti, col + ld, ld, n - j - 1, c, w);
            }
            for (int64_t q = j + 1; q < n; q++) { /* downdate the partial norms */
                if (vn1[q] == 0) continue;
                const double *e = W + q * ld + j * c;
                double ab = c == 1 ? (e[0] < 0 ? -e[0] : e[0]) : sq(e[0] * e[0] + e[1] * e[1]);
                double r = ab / vn1[q], temp = 1 - r * r;
                if (temp < 0) temp = 0;
                double ratio = vn1[q] / vn2[q], temp2 = temp * ratio * ratio;
                if (temp2 <= tol3z) {
                    vn1[q] = j < m - 1 ? norm(W + q * ld + (j + 1) * c, (m - j - 1) * c) : 0;
                    vn2[q] = vn1[q];
                } else {
                    vn1[q] *= sq(temp);
                }
            }
        }
        store(t, out, (size_t)(b * m * n * c), m, n, W, ld);
        for (int64_t q = 0; q < n; q++) jpvt[b * n + q] = (int32_t)(perm[q] + 1);
    }
    free(perm);
    free(vn1);
    free(w);
    free(u);
    free(W);
}

/* The batch over the pool (lapack_batch.inc): buf = the entry point's buffers in order. */
static void geqp3_body(const void *ctx, void *const *buf, const int64_t *desc) {
    geqp3(*(const enum kind *)ctx, buf[0], desc, buf[1], buf[2], buf[3]);
}
static void geqp3_split(enum kind t, const void *a, const int64_t *desc, void *out,
                        int32_t *jpvt, void *tau) {
    int64_t m = desc[1], n = desc[2], k = m < n ? m : n, e = (is_single(t) ? 4 : 8) * width(t);
    void *buf[4] = {(void *)a, out, jpvt, tau};
    int64_t bytes[4] = {m * n * e, m * n * e, 4 * n, k * e};
    double flops = qr_flops(t, m, n);
    run_batch(geqp3_body, &t, desc, 4, buf, bytes, 4, flops);
}

SHLO_KERNEL_EXPORT void __shlo_native_lapack_geqp3_f32(const float *a, const int64_t *desc, float *out, int32_t *jpvt, float *tau) {
    geqp3_split(F32, a, desc, out, jpvt, tau);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_geqp3_f64(const double *a, const int64_t *desc, double *out, int32_t *jpvt, double *tau) {
    geqp3_split(F64, a, desc, out, jpvt, tau);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_geqp3_c64(const float *a, const int64_t *desc, float *out, int32_t *jpvt, float *tau) {
    geqp3_split(C64, a, desc, out, jpvt, tau);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_geqp3_c128(const double *a, const int64_t *desc, double *out, int32_t *jpvt, double *tau) {
    geqp3_split(C128, a, desc, out, jpvt, tau);
}
