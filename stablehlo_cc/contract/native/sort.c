/* Stable sorts of 32-bit keys for compiled programs: libc only, parallel on our thread pool.
 *
 * `stablehlo.sort` ops whose comparator is a plain order on one operand (the ones JAX emits
 * for jnp.sort / argsort / lax.sort with num_keys=1, see
 * stablehlo_cc/compiler/stablehlo/rules/sort_radix.py) reach this file with their keys
 * already mapped to unsigned 32-bit integers whose ascending order is the comparator's order,
 * and a 32-bit payload per element (the operand's own bits, or its flat index). It returns
 * the payloads in stably sorted key order, row by row.
 *
 * Algorithm: least-significant-digit radix sort, 8-bit digits, after XLA:CPU's choice of a
 * library sort over compiled comparison loops but with the radix sort of GPU and CPU sort
 * libraries (CUB, Intel's IPP, vqsort's fallbacks) instead of std::sort: O(n) work, four
 * streaming passes at most, and passes whose digit is the same for every key are skipped.
 * One read of the keys builds all four histograms. Rows of at most 32 elements use an
 * insertion sort. Radix sorting is stable, so the result is the unique stable order: the
 * same for any number of threads.
 *
 * Threads: a row of at least PARALLEL_MIN elements is split into a fixed number of chunks
 * (a function of its length only). Each pass is two parallel regions on the pool: every
 * chunk counts its digits, then, after a prefix sum over (digit, chunk) in chunk order, every
 * chunk scatters its elements to their final places; so each element's destination does not
 * depend on the team size. Many rows are split over the team instead, row by row. Smaller
 * sorts run on the calling thread with no hand-off at all.
 */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef SHLO_PARALLEL_SHARED
#define SHLO_SORT_EXPORT __attribute__((visibility("default")))
#define SHLO_POOL_IMPORT
#else
#define SHLO_SORT_EXPORT __attribute__((visibility("hidden"), weak))
#define SHLO_POOL_IMPORT __attribute__((visibility("hidden")))
#endif

typedef void (*shlo_microtask)(int32_t *gtid, int32_t *btid, void *arg);
SHLO_POOL_IMPORT void __shlo_kmpc_fork_call(void *ident, int32_t argc, shlo_microtask task,
                                            ...);
SHLO_POOL_IMPORT void __shlo_kmpc_for_static_init_8u(void *ident, int32_t gtid,
                                                     int32_t schedule, int32_t *last,
                                                     uint64_t *lower, uint64_t *upper,
                                                     uint64_t *stride, uint64_t incr,
                                                     uint64_t chunk);

#define RADIX 256
#define PASSES 4
#define INSERTION_MAX 32
#define PARALLEL_MIN (1 << 17) /* elements; below this a sort stays on the calling thread */
#define CHUNK_MIN (1 << 15)    /* elements a chunk of a parallel row holds at least */
#define MAX_CHUNKS 64

/* Scratch memory, kept per thread between calls and grown as needed: a fresh 12 MiB buffer
 * every call would fault in its pages each time (the cost XLA:CPU pays on its outputs). */
static __thread uint32_t *tls_scratch = NULL;
static __thread size_t tls_scratch_words = 0;

static uint32_t *scratch_words(size_t words) {
    if (words > tls_scratch_words) {
        free(tls_scratch);
        tls_scratch = malloc(words * sizeof *tls_scratch);
        tls_scratch_words = tls_scratch == NULL ? 0 : words;
    }
    return tls_scratch;
}

/* This team member's share [*first, *end) of `count` items (all of them outside a region). */
static void my_share(int32_t gtid, uint64_t count, uint64_t *first, uint64_t *end) {
    uint64_t lower = 0, upper = count - 1, stride = 1;
    int32_t last = 0;
    __shlo_kmpc_for_static_init_8u(NULL, gtid, 34, &last, &lower, &upper, &stride, 1, 1);
    *first = lower;
    *end = upper + 1 < lower ? lower : upper + 1;
}

static void insertion_sort(const uint32_t *keys, const uint32_t *vals, uint32_t *out,
                           uint32_t *tmp_keys, size_t n) {
    for (size_t i = 0; i < n; i++) {
        uint32_t k = keys[i], v = vals[i];
        size_t j = i;
        while (j > 0 && tmp_keys[j - 1] > k) {
            tmp_keys[j] = tmp_keys[j - 1];
            out[j] = out[j - 1];
            j--;
        }
        tmp_keys[j] = k;
        out[j] = v;
    }
}

/* Sort one row on this thread. `scratch` holds 3n words (2n suffice for n <= 2). */
static void sort_row(const uint32_t *keys, const uint32_t *vals, uint32_t *out, size_t n,
                     uint32_t *scratch) {
    if (n <= INSERTION_MAX) {
        insertion_sort(keys, vals, out, scratch, n);
        return;
    }
    size_t hist[PASSES][RADIX];
    memset(hist, 0, sizeof hist);
    for (size_t i = 0; i < n; i++) {
        uint32_t k = keys[i];
        hist[0][k & 255]++;
        hist[1][(k >> 8) & 255]++;
        hist[2][(k >> 16) & 255]++;
        hist[3][k >> 24]++;
    }
    int needed[PASSES], count = 0;
    for (int p = 0; p < PASSES; p++) {
        needed[p] = hist[p][(keys[0] >> (8 * p)) & 255] != n;
        count += needed[p];
    }
    if (count == 0) {
        memcpy(out, vals, n * sizeof *out);
        return;
    }
    /* Keys ping-pong between two scratch buffers; payloads between scratch and `out`, so
     * that the last pass (which writes no keys) lands in `out`. */
    uint32_t *key_buf[2] = {scratch, scratch + n};
    const uint32_t *src_k = keys, *src_v = vals;
    int done = 0, side = 0;
    for (int p = 0; p < PASSES; p++) {
        if (!needed[p]) continue;
        size_t offset[RADIX], sum = 0;
        for (int d = 0; d < RADIX; d++) {
            offset[d] = sum;
            sum += hist[p][d];
        }
        int last = ++done == count;
        uint32_t *dst_v = (count - done) % 2 == 0 ? out : scratch + 2 * n;
        uint32_t *dst_k = key_buf[side];
        unsigned shift = 8u * (unsigned)p;
        if (last) {
            for (size_t i = 0; i < n; i++) dst_v[offset[(src_k[i] >> shift) & 255]++] = src_v[i];
        } else {
            for (size_t i = 0; i < n; i++) {
                uint32_t k = src_k[i];
                size_t at = offset[(k >> shift) & 255]++;
                dst_k[at] = k;
                dst_v[at] = src_v[i];
            }
        }
        src_k = dst_k;
        src_v = dst_v;
        side ^= 1;
    }
}

/* ---- one large row, in parallel: fixed chunks, per-chunk histograms ---- */

struct row_job {
    const uint32_t *src_k, *src_v;
    uint32_t *dst_k, *dst_v; /* dst_k NULL on the last pass */
    size_t n, chunk;         /* chunk c is [c*chunk, min(n, (c+1)*chunk)) */
    uint64_t chunks;
    unsigned shift;
    size_t (*counts)[RADIX]; /* [chunks][RADIX]: digit counts, then write offsets */
};

static void count_task(int32_t *gtid, int32_t *btid, void *arg) {
    (void)btid;
    struct row_job *job = arg;
    uint64_t first, end;
    my_share(*gtid, job->chunks, &first, &end);
    for (uint64_t c = first; c < end; c++) {
        size_t lo = c * job->chunk, hi = lo + job->chunk < job->n ? lo + job->chunk : job->n;
        size_t *cnt = job->counts[c];
        memset(cnt, 0, RADIX * sizeof *cnt);
        for (size_t i = lo; i < hi; i++) cnt[(job->src_k[i] >> job->shift) & 255]++;
    }
}

static void scatter_task(int32_t *gtid, int32_t *btid, void *arg) {
    (void)btid;
    struct row_job *job = arg;
    uint64_t first, end;
    my_share(*gtid, job->chunks, &first, &end);
    unsigned shift = job->shift;
    for (uint64_t c = first; c < end; c++) {
        size_t lo = c * job->chunk, hi = lo + job->chunk < job->n ? lo + job->chunk : job->n;
        size_t *offset = job->counts[c];
        if (job->dst_k == NULL) {
            for (size_t i = lo; i < hi; i++)
                job->dst_v[offset[(job->src_k[i] >> shift) & 255]++] = job->src_v[i];
        } else {
            for (size_t i = lo; i < hi; i++) {
                uint32_t k = job->src_k[i];
                size_t at = offset[(k >> shift) & 255]++;
                job->dst_k[at] = k;
                job->dst_v[at] = job->src_v[i];
            }
        }
    }
}

static int sort_row_parallel(const uint32_t *keys, const uint32_t *vals, uint32_t *out,
                             size_t n) {
    uint64_t chunks = n / CHUNK_MIN;
    if (chunks > MAX_CHUNKS) chunks = MAX_CHUNKS;
    if (chunks < 2) chunks = 2;
    size_t chunk = (n + chunks - 1) / chunks;
    size_t words = (3 * n + 1) & ~(size_t)1; /* the counts after the buffers, 8-aligned */
    uint32_t *scratch = scratch_words(words + chunks * RADIX * (sizeof(size_t) / 4));
    if (scratch == NULL) return 1;
    size_t (*counts)[RADIX] = (size_t (*)[RADIX])(void *)(scratch + words);
    /* Which digits vary: one sequential read (cheap next to the passes). */
    uint32_t all_and = 0xffffffffu, all_or = 0;
    for (size_t i = 0; i < n; i++) {
        all_and &= keys[i];
        all_or |= keys[i];
    }
    uint32_t varying = all_and ^ all_or;
    int needed[PASSES], count = 0;
    for (int p = 0; p < PASSES; p++) {
        needed[p] = ((varying >> (8 * p)) & 255) != 0;
        count += needed[p];
    }
    if (count == 0) {
        memcpy(out, vals, n * sizeof *out);
        return 0;
    }
    uint32_t *key_buf[2] = {scratch, scratch + n};
    const uint32_t *src_k = keys, *src_v = vals;
    int done = 0, side = 0;
    for (int p = 0; p < PASSES; p++) {
        if (!needed[p]) continue;
        int last = ++done == count;
        /* Payloads alternate between `out` and scratch so that the last pass lands in `out`. */
        uint32_t *dst_v = (count - done) % 2 == 0 ? out : scratch + 2 * n;
        struct row_job job = {src_k, src_v, last ? NULL : key_buf[side], dst_v, n, chunk,
                              chunks, 8u * (unsigned)p, counts};
        __shlo_kmpc_fork_call(NULL, 1, count_task, &job);
        size_t sum = 0;
        for (int d = 0; d < RADIX; d++) {
            for (uint64_t c = 0; c < chunks; c++) {
                size_t k = counts[c][d];
                counts[c][d] = sum;
                sum += k;
            }
        }
        __shlo_kmpc_fork_call(NULL, 1, scatter_task, &job);
        src_k = key_buf[side];
        src_v = dst_v;
        side ^= 1;
    }
    return 0;
}

/* ---- many rows, split over the team ---- */

struct rows_job {
    const uint32_t *keys, *vals;
    uint32_t *out;
    size_t n;
    uint64_t rows;
    int failed;
};

static void sort_rows(struct rows_job *job, uint64_t first, uint64_t end) {
    if (first >= end) return;
    uint32_t *scratch = scratch_words(3 * (job->n > 2 ? job->n : 2));
    if (scratch == NULL) {
        job->failed = 1;
        return;
    }
    for (uint64_t r = first; r < end; r++) {
        size_t at = r * job->n;
        sort_row(job->keys + at, job->vals + at, job->out + at, job->n, scratch);
    }
}

static void rows_task(int32_t *gtid, int32_t *btid, void *arg) {
    (void)btid;
    struct rows_job *job = arg;
    uint64_t first, end;
    my_share(*gtid, job->rows, &first, &end);
    sort_rows(job, first, end);
}

static void out_of_memory(void) {
    /* Compiled code has no error path for a failed allocation (its own allocations abort
     * too): say what failed rather than crash later. */
    fputs("stablehlo-cc: out of memory for the scratch buffers of a sort\n", stderr);
    abort();
}

/* Sort each of the dims[0] rows of dims[1] keys (ascending as unsigned integers), moving the
 * payloads along; writes the sorted payloads to `out`. */
SHLO_SORT_EXPORT void __shlo_native_sort_pairs32(const uint32_t *keys, const uint32_t *vals,
                                                 const int64_t *dims, uint32_t *out) {
    uint64_t rows = (uint64_t)dims[0];
    size_t n = (size_t)dims[1];
    if (rows == 0 || n == 0) return;
    if (rows == 1 && n >= PARALLEL_MIN) {
        if (sort_row_parallel(keys, vals, out, n)) out_of_memory();
        return;
    }
    struct rows_job job = {keys, vals, out, n, rows, 0};
    if (rows * n >= PARALLEL_MIN && rows > 1)
        __shlo_kmpc_fork_call(NULL, 1, rows_task, &job);
    else /* small: this thread, no hand-off */
        sort_rows(&job, 0, rows);
    if (job.failed) out_of_memory();
}

/* The same for f32 payloads (a sort of f32 values carries their bits): a separate symbol so
 * that compiled code passes its f32 buffers without converting them. */
SHLO_SORT_EXPORT void __shlo_native_sort_pairs32f(const uint32_t *keys, const float *vals,
                                                  const int64_t *dims, float *out) {
    __shlo_native_sort_pairs32(keys, (const uint32_t *)(const void *)vals, dims,
                               (uint32_t *)(void *)out);
}
