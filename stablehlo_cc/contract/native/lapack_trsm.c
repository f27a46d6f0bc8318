/* Triangular solves (jaxlib's `lapack_?trsm_ffi` and `stablehlo.triangular_solve`:
 * lax.linalg.triangular_solve, jax.scipy.linalg.solve_triangular, the second half of
 * jnp.linalg.solve / inv / lu_solve / cho_solve on CPU): libc only.
 *
 * Called from compiled code through compiler/linalg/native_lapack_calls.py (the rule:
 * compiler/stablehlo/rules/_triangular_solve.py). Each entry point
 *
 *     __shlo_native_lapack_<trsm_f32|trsm_f64|trsm_c64|trsm_c128>(
 *         const T *a, const T *b, const int64_t *desc, T *x)
 *
 * takes desc = [batch, m, n, left, lower, trans, unit]: `batch` row-major k x k triangles a
 * (k = m when left, else n; only the `lower` (1) or upper (0) triangle is read, and not its
 * diagonal when `unit`) and m x n right-hand sides b (complex ones as interleaved (re, im)
 * pairs), and writes x [batch][m][n] with op(A) x = b (left) or x op(A) = b, op(A) = A,
 * A^T (trans 1) or A^H (trans 2).
 *
 * Many right-hand sides (nc of them: b's columns when left, its rows when right): every case
 * is made one, a lower triangle L solved from the left, L X = B with X's rows contiguous
 * (lapack_trsm_solve.inc says how; A is copied unless it already is that L). That solve is
 * LAPACK's blocked one: blocks of NB rows, each first less the product of L's rows left of
 * it with the rows solved before (the register-blocked C -= A B of
 * lapack_getrf_update.inc: portable, AVX2 + FMA and AVX-512 copies, picked by cpuid), then
 * solved a row at a time. Few right-hand sides (fewer than NARROW, or 4 NARROW when op(A)'s
 * rows are A's columns), real: no copy of A; each x (contiguous) is solved by substitution
 * along A's rows (the dots kernel, lapack_trsm_dots.inc) or, for A's transpose, by the
 * column form (the update kernel along A's rows). Complex few: L^T copied as real-product
 * pairs, the update kernel along its rows. A copy of a 512 x 512 A costs about 0.1 ms, what
 * a solve with one right-hand side costs in all. f32 and c64 compute in f32, as LAPACK's
 * strsm / ctrsm do. Batches of more than one matrix worth a parallel region
 * run on the thread pool (parallel.c), one matrix per claim. */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_linkage.inc"
#include "parallel_cost.inc"

#define NB 32    /* rows a block */
#define NARROW 8 /* fewer right-hand sides than this: the forms for few (thread CPU, f32
                  * 512 x 512, left lower, 8 of them: blocked rows 0.066 ms, the dots 0.12) */

#include "lapack_update_kernels.inc"
#include "lapack_trsm_kernels.inc"

struct trsm_job {
    const void *a, *b;
    void *x;
    int64_t batch, m, n, k, next;
    int left, lower, trans, unit;
    void *update, *dots;
};

#define CAT2(a, b) a##_##b
#define CAT(a, b) CAT2(a, b)
#define FN(name) CAT(name, SUF)

#define T float
#define SUF f
typedef void (*update_fn_f)(T *, int64_t, const T *, int64_t, const T *, int64_t, int64_t,
                            int64_t, int64_t);
typedef void (*dots_fn_f)(T *, const T *, int64_t, const T *, int64_t, int64_t);
typedef dots_fn_f dots_fn_cf;
#define CPLX 0
#include "lapack_trsm_solve.inc"
#undef CPLX
#undef SUF
#define SUF cf
typedef update_fn_f update_fn_cf;
#define CPLX 1
#include "lapack_trsm_solve.inc"
#undef CPLX
#undef SUF
#undef T

#define T double
#define SUF d
typedef void (*update_fn_d)(T *, int64_t, const T *, int64_t, const T *, int64_t, int64_t,
                            int64_t, int64_t);
typedef void (*dots_fn_d)(T *, const T *, int64_t, const T *, int64_t, int64_t);
typedef dots_fn_d dots_fn_cd;
#define CPLX 0
#include "lapack_trsm_solve.inc"
#undef CPLX
#undef SUF
#define SUF cd
typedef update_fn_d update_fn_cd;
#define CPLX 1
#include "lapack_trsm_solve.inc"
#undef CPLX
#undef SUF
#undef T

typedef void (*solve_fn)(const struct trsm_job *, int64_t, void *);

struct trsm_run {
    struct trsm_job job;
    solve_fn solve;
    size_t work_bytes;
};

static void task(int32_t *gtid, int32_t *btid, void *arg) {
    (void)gtid;
    (void)btid;
    struct trsm_run *run = arg;
    void *work = NULL;
    for (;;) {
        int64_t b = __atomic_fetch_add(&run->job.next, 1, __ATOMIC_RELAXED);
        if (b >= run->job.batch) break;
        if (work == NULL && posix_memalign(&work, 64, run->work_bytes) != 0) {
            fputs("stablehlo-cc: out of memory for the workspace of a triangular solve\n",
                  stderr);
            abort();
        }
        run->solve(&run->job, b, work);
    }
    free(work);
}

/* Workspace of one matrix: the triangle's copy, X's transposed copy, the complex pairs. */
static void trsm(const void *a, const void *b, const int64_t *desc, void *x, int cplx,
                 int dbl, solve_fn solve) {
    struct trsm_run run;
    struct trsm_job *job = &run.job;
    job->a = a, job->b = b, job->x = x;
    job->batch = desc[0], job->m = desc[1], job->n = desc[2], job->next = 0;
    job->left = desc[3] != 0, job->lower = desc[4] != 0;
    job->trans = (int)desc[5], job->unit = desc[6] != 0;
    job->k = job->left ? job->m : job->n;
    job->update = pick_update(dbl);
    job->dots = pick_dots(dbl);
    run.solve = solve;
    int64_t e = cplx ? 2 : 1, k = job->k, mn = job->m * job->n;
    run.work_bytes = (size_t)(4 * k * k + e * 3 * mn + 2 * k + 16) * (dbl ? 8 : 4);
    if (job->batch <= 0 || mn == 0) return;
    double estimate = shlo_estimated_ns((cplx ? 4.0 : 1.0) * (double)k * (double)mn,
                                        (double)(e * (k * k + 2 * mn) * (dbl ? 8 : 4))) *
                      (double)job->batch;
    if (job->batch > 1 && estimate >= SHLO_MIN_PARALLEL_NS) {
        __shlo_parallel_run(task, &run, estimate);
    } else {
        int32_t zero = 0;
        task(&zero, &zero, &run);
    }
}

SHLO_KERNEL_EXPORT void __shlo_native_lapack_trsm_f32(const float *a, const float *b,
                                                      const int64_t *desc, float *x) {
    trsm(a, b, desc, x, 0, 0, (solve_fn)solve_one_f);
}

SHLO_KERNEL_EXPORT void __shlo_native_lapack_trsm_f64(const double *a, const double *b,
                                                      const int64_t *desc, double *x) {
    trsm(a, b, desc, x, 0, 1, (solve_fn)solve_one_d);
}

SHLO_KERNEL_EXPORT void __shlo_native_lapack_trsm_c64(const float *a, const float *b,
                                                      const int64_t *desc, float *x) {
    trsm(a, b, desc, x, 1, 0, (solve_fn)solve_one_cf);
}

SHLO_KERNEL_EXPORT void __shlo_native_lapack_trsm_c128(const double *a, const double *b,
                                                       const int64_t *desc, double *x) {
    trsm(a, b, desc, x, 1, 1, (solve_fn)solve_one_cd);
}
