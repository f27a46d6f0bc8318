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
 *     __shlo_native_lapack_ormqr_<f32|f64|c64|c128>(const T *a, const T *tau, const T *c,
 *                                                   const int64_t *desc, T *out)
 *         desc = [batch, m, na, k, rows, cols, left, transpose]: the k reflectors of a
 *         [m][na] and tau [k] (Q = H_0 .. H_{k-1}, m x m); out [rows][cols] = Q c, Q^H c
 *         (left, transpose), c Q or c Q^H (jaxlib's `lapack_?ormqr_ffi` / `?unmqr`).
 *
 * Reflectors as LAPACK's ?larfg: H = I - tau v v^H maps (alpha, x) to (beta, 0), beta =
 * -sign(re alpha) |(alpha, x)| real, tau = (beta - alpha) / beta, v = x / (alpha - beta);
 * H = I (tau = 0) when x = 0 and alpha is real. geqrf applies H^H to the trailing columns,
 * orgqr builds Q backwards from the last reflector, touching only rows and columns >= i at
 * step i (the columns left of i are still the identity's). The norm is the plain sum of
 * squares, scaled by a power of two only when that over- or underflows.
 *
 * All arithmetic is in f64 (complex in (f64, f64)), also for f32 / c64 input. The work
 * matrix is column-major (each column contiguous, its pitch padded off powers of two).
 * Blocked as LAPACK's ?geqrf / ?orgqr: a panel of NB = 32 columns is factored one reflector
 * at a time (dot products four columns a pass, then a rank-1 update), then the block
 * H_0 .. H_31 = I - V T V^H (T from ?larft's recurrence) is applied to the trailing columns
 * as three matrix products W = V^H Y, W = op(T) W, Y -= V W, 64 columns of Y a pass,
 * through getrf's register-blocked real C -= A B (lapack_update_kernels.inc, f64: portable,
 * AVX2 + FMA and AVX-512 copies, chosen by cpuid; complex factors as 2 x 2 real blocks).
 * The panel and T's dot products use the vector kernels (lapack_qr_kernels.inc). orgqr
 * applies the blocks from the last back, each to the columns from its first on (the ones
 * left of it are still the identity's). ormqr applies the same blocks to c's columns (or its
 * conjugated rows) from the last back (Q) or from the first with T^H (Q^H).
 *
 * Cost (process CPU time of the compiled call, one pinned Emerald Rapids core, AVX-512
 * copies, medians, 2026-11-27), n = 512 / 128, this -> before -> jax.jit (LAPACK):
 * jnp.linalg.qr f32 11.4 / 0.40 ms, before 19.2 / 0.57, jax 7.6 / 0.37; f64 12.1 / 0.44,
 * 19.8 / 0.60, jax 14.6 / 0.59; c64 36 / 1.0, 66 / 1.67, jax 22 / 0.79. lax.linalg.ormqr
 * (left, Q c, n x n c) f32 7.5 / 0.21 ms, 12.8 / 0.33, jax 5.6 / 0.19; f64 7.8 / 0.23, 13.5 /
 * 0.35, jax 10.6 / 0.27; c64 25.6 / 0.59, 48 / 1.1, jax 16.7 / 0.52. "Before" applied each
 * block two columns at a time through the vector kernels (reading all of V, 128 KB at
 * n = 512, for every two columns) and formed T's dot products as one scalar chain each
 * (2 of qr's 14 ms at f32 512 once the blocks were products). Applying T one column at a
 * time with scalar loops had taken 57% of geqrf's time; as a product it is a few percent. */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_linkage.inc"
#include "lapack_batch.inc"

#include "lapack_householder.inc"
#include "lapack_update_kernels.inc"

/* ---- blocks of reflectors (compact WY: H_0 .. H_{jb-1} = I - V T V^H) ---------------- */

/* Vb [len x jb] (pitch ld) = the jb reflectors whose columns start at W's column j0, row j0
 * (v[j] = 1 at row j0 + j, zeros above, the stored tail below). */
static void gather_v(const double *W, int64_t ld, int64_t j0, int64_t jb, int64_t len,
                     int64_t c, double *Vb) {
    for (int64_t j = 0; j < jb; j++) {
        const double *src = W + (j0 + j) * ld + j0 * c;
        double *dst = Vb + j * ld;
        for (int64_t i = 0; i < j * c; i++) dst[i] = 0;
        dst[j * c] = 1;
        if (c == 2) dst[j * c + 1] = 0;
        for (int64_t i = (j + 1) * c; i < len * c; i++) dst[i] = src[i];
    }
}

/* T [jb x jb] upper triangular, row-major with pitch NB (complex: pairs), of the block
 * (LAPACK's ?larft, forward, columnwise): T[i][i] = tau_i, T[0:i, i] = -tau_i T[0:i, 0:i]
 * (V[:, 0:i]^H v_i). z: 2 NB doubles of scratch. The dot products V[:, 0:i]^H v_i (rows
 * >= i) through the dots kernels (real: v_i and v_{i+1} a pass): as one scalar sum each, a
 * chain of dependent adds, they took 2 of jnp.linalg.qr's 14 ms (f32, n = 512) once the
 * real blocks were applied as products. */
static void form_t(const double *Vb, int64_t ld, int64_t len, int64_t jb, int64_t c,
                   const double *tau, double *T, double *z) {
    const struct qr_kernels *K = host_kernels();
    for (int64_t i = 0; i < jb; i++) {
        double tr = tau[i * c], ti = c == 2 ? tau[i * c + 1] : 0;
        const double *vi = Vb + i * ld;
        if (c == 1) { /* z_p = v_p^T v_i, rows >= i (v_i, v_{i+1} are 0 above row i) */
            if (i % 2 == 0) { /* z for v_i, z + NB for v_{i+1} */
                const double *v1 = i + 1 < jb ? vi + ld : vi;
                K->dots(Vb + i, ld, len - i, i + 1, vi + i, v1 + i, z, z + NB);
            } else
                memcpy(z, z + NB, (size_t)i * sizeof(double));
        } else if (i > 0) /* z_p = v_p^H v_i, rows >= i */
            K->cdots(Vb + 2 * i, ld, len - i, i, vi + 2 * i, z);
        for (int64_t p = 0; p < i; p++) { /* T[p][i] = -tau_i sum_{q >= p} T[p][q] z_q */
            double sr = 0, si = 0;
            for (int64_t q = p; q < i; q++) {
                const double *t = T + (p * NB + q) * c;
                if (c == 1) sr += t[0] * z[q];
                else {
                    sr += t[0] * z[2 * q] - t[1] * z[2 * q + 1];
                    si += t[0] * z[2 * q + 1] + t[1] * z[2 * q];
                }
            }
            double *t = T + (p * NB + i) * c;
            t[0] = -(tr * sr - ti * si);
            if (c == 2) t[1] = -(tr * si + ti * sr);
        }
        T[(i * NB + i) * c] = tr;
        if (c == 2) T[(i * NB + i) * c + 1] = ti;
    }
}

/* M = op(T) (T^H when adjoint, else T), jb x jb, column-major with pitch NB (pairs), zeros
 * outside its triangle: the block kernels then multiply by it. */
static void op_t(const double *T, int64_t jb, int64_t c, int adjoint, double *M) {
    for (int64_t j = 0; j < jb; j++)
        for (int64_t i = 0; i < jb; i++) {
            double *m = M + (j * NB + i) * c;
            int inside = adjoint ? j <= i : i <= j;
            const double *t = adjoint ? T + (j * NB + i) * c : T + (i * NB + j) * c;
            m[0] = inside ? t[0] : 0;
            if (c == 2) m[1] = inside ? (adjoint ? -t[1] : t[1]) : 0;
        }
}

#define CHUNK 64   /* columns of Y a pass of apply_block */
#define KCHUNK 128 /* rows of V a call of its W = V^H Y (a strip of V stays in L1) */

typedef void (*update_fn)(double *, int64_t, const double *, int64_t, const double *,
                          int64_t, int64_t, int64_t, int64_t);

/* dst = the real form of the complex factor x + iy (c = 2) as a right multiplier of
 * interleaved (re, im) rows: [[x, y], [-y, x]], rows `pitch` apart; c = 1: dst[0] = x. */
static void put_factor(double *dst, int64_t pitch, int64_t c, double x, double y) {
    dst[0] = x;
    if (c == 2) {
        dst[1] = y;
        dst[pitch] = -y;
        dst[pitch + 1] = x;
    }
}

/* Columns Y (count, pitch ld, rows [0, len)) = (I - V op(T) V^H) Y, M = op(T) (op_t), as
 * three products through getrf's register-blocked real C -= A B (lapack_getrf_update.inc,
 * f64), CHUNK columns of Y a pass, everything transposed so the row-major kernel reads the
 * column-major work: W^T = -(Y^T conj(V)) (KCHUNK of V's rows a call, so its strip stays in
 * L1), U = W^T op(T)^T (= (op(T) W)^T), Y^T -= U V^T. Complex (c = 2): the interleaved
 * rows of Y^T, W^T, U are real rows of twice the length, and each complex factor of the
 * right-hand matrices (conj(V), op(T)^T, V^T) is put_factor's 2 x 2 real block, as many
 * multiplies as the complex product. Each product reads V once for CHUNK columns of Y
 * where the vector kernels read it once for two. */
static void apply_block(const struct qr_kernels *K, const double *Vb, int64_t ld, int64_t len,
                        int64_t jb, int64_t c, const double *T, int adjoint, double *Y,
                        int64_t count) {
    (void)K;
    update_fn upd = (update_fn)pick_update(1);
    int64_t pw = c * NB; /* pitch of the real rows of Vr, Mx, Wt, U */
    double M[2 * NB * NB];
    op_t(T, jb, c, adjoint, M);
    double *Vr = alloc_work((size_t)(len * c * pw + pw * pw + 2 * CHUNK * pw));
    double *Mx = Vr + len * c * pw, *Wt = Mx + pw * pw, *U = Wt + CHUNK * pw;
    double *Vx = c == 2 ? alloc_work((size_t)(2 * jb * ld)) : NULL;
    for (int64_t i = 0; i < len; i++)
        for (int64_t p = 0; p < jb; p++) { /* Vr = conj(V), Vx = V^T */
            const double *v = Vb + p * ld + i * c;
            put_factor(Vr + i * c * pw + p * c, pw, c, v[0], c == 2 ? -v[1] : 0);
            if (c == 2) put_factor(Vx + p * c * ld + i * c, ld, c, v[0], v[1]);
        }
    for (int64_t q = 0; q < jb; q++) /* Mx = op(T)^T: M read row-major */
        for (int64_t p = 0; p < jb; p++) {
            const double *m = M + (q * NB + p) * c;
            put_factor(Mx + q * c * pw + p * c, pw, c, m[0], c == 2 ? m[1] : 0);
        }
    for (int64_t j0 = 0; j0 < count; j0 += CHUNK) {
        int64_t cnt = count - j0 < CHUNK ? count - j0 : CHUNK;
        double *Yc = Y + j0 * ld;
        memset(Wt, 0, (size_t)(2 * CHUNK * pw) * sizeof(double)); /* Wt and U */
        for (int64_t k0 = 0; k0 < len; k0 += KCHUNK)
            upd(Wt, pw, Yc + k0 * c, ld, Vr + k0 * c * pw, pw, cnt, jb * c,
                (len - k0 < KCHUNK ? len - k0 : KCHUNK) * c);
        upd(U, pw, Wt, pw, Mx, pw, cnt, jb * c, jb * c);
        upd(Yc, ld, U, pw, c == 2 ? Vx : Vb, ld, cnt, len * c, jb * c);
    }
    free(Vx);
    free(Vr);
}

static void geqrf(enum kind t, const void *a, const int64_t *desc, void *out, void *tau) {
    int64_t batch = desc[0], m = desc[1], n = desc[2], k = m < n ? m : n, c = width(t);
    int64_t ld = pitch_of(m, c);
    const struct qr_kernels *K = host_kernels();
    double *W = alloc_work((size_t)(ld * n)), *Vb = alloc_work((size_t)(ld * NB));
    double *u = alloc_work((size_t)(m * c)), w[4 * NB];
    double T[2 * NB * NB], z[2 * NB], taus[2 * NB];
    for (int64_t b = 0; b < batch; b++) {
        load(t, a, (size_t)(b * m * n * c), m, n, W, ld);
        for (int64_t j0 = 0; j0 < k; j0 += NB) {
            int64_t jb = k - j0 < NB ? k - j0 : NB;
            for (int64_t j = j0; j < j0 + jb; j++) { /* the panel, one reflector at a time */
                double *col = W + j * ld + j * c, tr, ti;
                reflector(col, m - j, c, &tr, &ti);
                taus[(j - j0) * c] = tr;
                if (c == 2) taus[(j - j0) * c + 1] = ti;
                put(t, tau, (size_t)((b * k + j) * c), tr);
                if (c == 2) put(t, tau, (size_t)((b * k + j) * c + 1), ti);
                if (tr == 0 && ti == 0) continue;
                explicit_v(col, m - j, c, u); /* H^H on the panel's columns after j */
                apply_reflector(K, u, m - j, tr, -ti, col + ld, ld, j0 + jb - j - 1, c, w);
            }
            if (j0 + jb >= n) continue;
            /* the trailing columns: H^H = I - V T^H V^H for the whole block */
            gather_v(W, ld, j0, jb, m - j0, c, Vb);
            form_t(Vb, ld, m - j0, jb, c, taus, T, z);
            apply_block(K, Vb, ld, m - j0, jb, c, T, 1, W + (j0 + jb) * ld + j0 * c,
                        n - j0 - jb);
        }
        store(t, out, (size_t)(b * m * n * c), m, n, W, ld);
    }
    free(u);
    free(Vb);
    free(W);
}

static void orgqr(enum kind t, const void *a, const void *tau, const int64_t *desc, void *q) {
    int64_t batch = desc[0], m = desc[1], n = desc[2], k = desc[3], c = width(t);
    int64_t ld = pitch_of(m, c);
    const struct qr_kernels *K = host_kernels();
    double *W = alloc_work((size_t)(ld * n)), *V = alloc_work((size_t)(ld * n));
    double *Vb = alloc_work((size_t)(ld * NB));
    double T[2 * NB * NB], z[2 * NB], taus[2 * NB];
    for (int64_t b = 0; b < batch; b++) {
        load(t, a, (size_t)(b * m * n * c), m, n, V, ld); /* only k <= n columns matter */
        memset(W, 0, (size_t)(ld * n) * sizeof(double));
        for (int64_t j = 0; j < n && j < m; j++) W[j * ld + j * c] = 1;
        /* Q = (I - V_0 T_0 V_0^H) .. applied to the identity from the last block back; the
         * columns left of a block's start are still the identity's, untouched by it. */
        for (int64_t j0 = (k - 1) / NB * NB; j0 >= 0; j0 -= NB) {
            int64_t jb = k - j0 < NB ? k - j0 : NB;
            for (int64_t i = 0; i < jb * c; i++)
                taus[i] = get(t, tau, (size_t)((b * k + j0) * c + i));
            gather_v(V, ld, j0, jb, m - j0, c, Vb);
            form_t(Vb, ld, m - j0, jb, c, taus, T, z);
            apply_block(K, Vb, ld, m - j0, jb, c, T, 0, W + j0 * ld + j0 * c, n - j0);
        }
        store(t, q, (size_t)(b * m * n * c), m, n, W, ld);
    }
    free(Vb);
    free(V);
    free(W);
}

/* Q c, Q^H c, c Q or c Q^H for Q = H_0 .. H_{k-1} of the reflectors in a [m][na] (as geqrf
 * leaves them) and tau [k]. Each vector Q acts on is a column of Y (pitch ld, m rows): c's
 * columns (left), or its rows conjugated (right: c Q = (Q^H c^H)^H). Q y applies the blocks
 * from the last back, Q^H y from the first on, with T^H. */
static void ormqr(enum kind t, const void *a, const void *tau, const void *cin,
                  const int64_t *desc, void *out) {
    int64_t batch = desc[0], m = desc[1], na = desc[2], k = desc[3], rows = desc[4];
    int64_t cols = desc[5], left = desc[6] != 0, c = width(t);
    int adjoint = left ? desc[7] != 0 : desc[7] == 0;
    int64_t count = left ? cols : rows, ld = pitch_of(m, c);
    const struct qr_kernels *K = host_kernels();
    double *V = alloc_work((size_t)(ld * na)), *Y = alloc_work((size_t)(ld * count));
    double *Vb = alloc_work((size_t)(ld * NB));
    double T[2 * NB * NB], z[2 * NB], taus[2 * NB];
    for (int64_t b = 0; b < batch; b++) {
        size_t base = (size_t)(b * rows * cols * c);
        load(t, a, (size_t)(b * m * na * c), m, na, V, ld);
        if (left) load(t, cin, base, m, cols, Y, ld);
        else
            for (int64_t i = 0; i < rows; i++) /* Y[:, i] = conj(c[i, :]) */
                for (int64_t j = 0; j < m * c; j++) {
                    double x = get(t, cin, base + (size_t)(i * m * c + j));
                    Y[i * ld + j] = c == 2 && j % 2 ? -x : x;
                }
        for (int64_t s = 0; s < k; s += NB) {
            int64_t j0 = adjoint ? s : (k - 1 - s) / NB * NB, jb = k - j0 < NB ? k - j0 : NB;
            for (int64_t i = 0; i < jb * c; i++)
                taus[i] = get(t, tau, (size_t)((b * k + j0) * c + i));
            gather_v(V, ld, j0, jb, m - j0, c, Vb);
            form_t(Vb, ld, m - j0, jb, c, taus, T, z);
            apply_block(K, Vb, ld, m - j0, jb, c, T, adjoint, Y + j0 * c, count);
        }
        if (left) store(t, out, base, m, cols, Y, ld);
        else
            for (int64_t i = 0; i < rows; i++)
                for (int64_t j = 0; j < m * c; j++) {
                    double x = Y[i * ld + j];
                    put(t, out, base + (size_t)(i * m * c + j), c == 2 && j % 2 ? -x : x);
                }
    }
    free(Vb);
    free(Y);
    free(V);
}

/* The batch over the pool (lapack_batch.inc): buf = the entry point's buffers in order. */
static void geqrf_body(const void *ctx, void *const *buf, const int64_t *desc) {
    geqrf(*(const enum kind *)ctx, buf[0], desc, buf[1], buf[2]);
}
static void geqrf_split(enum kind t, const void *a, const int64_t *desc, void *out, void *tau) {
    int64_t m = desc[1], n = desc[2], k = m < n ? m : n, e = (is_single(t) ? 4 : 8) * width(t);
    void *buf[3] = {(void *)a, out, tau};
    int64_t bytes[3] = {m * n * e, m * n * e, k * e};
    double flops = qr_flops(t, m, n);
    run_batch(geqrf_body, &t, desc, 3, buf, bytes, 3, flops);
}
static void orgqr_body(const void *ctx, void *const *buf, const int64_t *desc) {
    orgqr(*(const enum kind *)ctx, buf[0], buf[1], desc, buf[2]);
}
static void orgqr_split(enum kind t, const void *a, const void *tau, const int64_t *desc, void *q) {
    int64_t m = desc[1], n = desc[2], k = desc[3], e = (is_single(t) ? 4 : 8) * width(t);
    void *buf[3] = {(void *)a, (void *)tau, q};
    int64_t bytes[3] = {m * n * e, k * e, m * n * e};
    double flops = (width(t) == 2 ? 4.0 : 1.0) * 4.0 * (double)m * n * k;
    run_batch(orgqr_body, &t, desc, 4, buf, bytes, 3, flops);
}

static void ormqr_body(const void *ctx, void *const *buf, const int64_t *desc) {
    ormqr(*(const enum kind *)ctx, buf[0], buf[1], buf[2], desc, buf[3]);
}
static void ormqr_split(enum kind t, const void *a, const void *tau, const void *c,
                        const int64_t *desc, void *out) {
    int64_t m = desc[1], na = desc[2], k = desc[3], rows = desc[4], cols = desc[5];
    int64_t e = (is_single(t) ? 4 : 8) * width(t);
    void *buf[4] = {(void *)a, (void *)tau, (void *)c, out};
    int64_t bytes[4] = {m * na * e, k * e, rows * cols * e, rows * cols * e};
    double flops = (width(t) == 2 ? 4.0 : 1.0) * 4.0 * (double)m * k * (desc[6] ? cols : rows);
    run_batch(ormqr_body, &t, desc, 8, buf, bytes, 4, flops);
}

SHLO_KERNEL_EXPORT void __shlo_native_lapack_geqrf_f32(const float *a, const int64_t *desc, float *out, float *tau) {
    geqrf_split(F32, a, desc, out, tau);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_geqrf_f64(const double *a, const int64_t *desc, double *out, double *tau) {
    geqrf_split(F64, a, desc, out, tau);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_geqrf_c64(const float *a, const int64_t *desc, float *out, float *tau) {
    geqrf_split(C64, a, desc, out, tau);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_geqrf_c128(const double *a, const int64_t *desc, double *out, double *tau) {
    geqrf_split(C128, a, desc, out, tau);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_orgqr_f32(const float *a, const float *tau, const int64_t *desc, float *q) {
    orgqr_split(F32, a, tau, desc, q);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_orgqr_f64(const double *a, const double *tau, const int64_t *desc, double *q) {
    orgqr_split(F64, a, tau, desc, q);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_orgqr_c64(const float *a, const float *tau, const int64_t *desc, float *q) {
    orgqr_split(C64, a, tau, desc, q);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_orgqr_c128(const double *a, const double *tau, const int64_t *desc, double *q) {
    orgqr_split(C128, a, tau, desc, q);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_ormqr_f32(const float *a, const float *tau, const float *c, const int64_t *desc, float *out) {
    ormqr_split(F32, a, tau, c, desc, out);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_ormqr_f64(const double *a, const double *tau, const double *c, const int64_t *desc, double *out) {
    ormqr_split(F64, a, tau, c, desc, out);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_ormqr_c64(const float *a, const float *tau, const float *c, const int64_t *desc, float *out) {
    ormqr_split(C64, a, tau, c, desc, out);
}
SHLO_KERNEL_EXPORT void __shlo_native_lapack_ormqr_c128(const double *a, const double *tau, const double *c, const int64_t *desc, double *out) {
    ormqr_split(C128, a, tau, c, desc, out);
}
