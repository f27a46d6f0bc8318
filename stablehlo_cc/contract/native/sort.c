/* Stable sorts of 32- and 64-bit keys for compiled programs: libc only, parallel on our pool.
 *
 * `stablehlo.sort` ops whose comparator is a plain order on one operand (the ones JAX emits
 * for jnp.sort / argsort / lax.sort with num_keys=1, see
 * stablehlo_cc/compiler/stablehlo/rules/sort_radix.py) reach this file with their keys
 * already mapped to unsigned integers whose ascending order is the comparator's order, and a
 * 32-bit payload per element (the operand's own bits, or its flat index). It returns the
 * payloads in stably sorted key order, row by row. The algorithm is written once
 * (sort_radix.inc) and included for each key width.
 *
 * Algorithm: least-significant-digit radix sort, 8-bit digits, after XLA:CPU's choice of a
 * library sort over compiled comparison loops but with the radix sort of GPU and CPU sort
 * libraries (CUB, Intel's IPP, vqsort's fallbacks) instead of std::sort: O(n) work, one
 * streaming pass a key byte at most, and passes whose digit is the same for every key are
 * skipped. One read of the keys builds every pass's histogram. (11-bit digits, 3 passes for
 * 32-bit keys, measured 1.4-1.8x slower on 1M keys on the development machine: 2048 scatter
 * streams miss the L1 cache and TLB.) Rows of at most 32 elements use an insertion sort.
 * Radix sorting is stable, so the result is the unique stable order: the same for any number
 * of threads.
 *
 * Threads: a row of at least PARALLEL_MIN elements is split into a fixed number of chunks
 * (a function of its length only). Each pass is two parallel regions on the pool: every
 * chunk counts its digits, then, after a prefix sum over (digit, chunk) in chunk order, every
 * chunk scatters its elements to their final places; so each element's destination does not
 * depend on the team size. Many rows are split over the team instead, row by row. Smaller
 * sorts run on the calling thread with no hand-off at all. */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_linkage.inc"
SHLO_POOL_IMPORT void __shlo_kmpc_fork_call(void *ident, int32_t argc, shlo_microtask task,
                                            ...);
SHLO_POOL_IMPORT void __shlo_kmpc_for_static_init_8u(void *ident, int32_t gtid,
                                                     int32_t schedule, int32_t *last,
                                                     uint64_t *lower, uint64_t *upper,
                                                     uint64_t *stride, uint64_t incr,
                                                     uint64_t chunk);

#define RADIX 256
#define INSERTION_MAX 32
#define PARALLEL_MIN (1 << 17) /* elements; below this a sort stays on the calling thread */
#define CHUNK_MIN (1 << 15)    /* elements a chunk of a parallel row holds at least */
#define MAX_CHUNKS 64

/* Scratch memory, kept per thread between calls and grown as needed: a fresh 12 MiB buffer
 * every call would fault in its pages each time (the cost XLA:CPU pays on its outputs). */
static __thread void *tls_scratch = NULL;
static __thread size_t tls_scratch_bytes = 0;

static void *scratch_bytes(size_t bytes) {
    if (bytes > tls_scratch_bytes) {
        free(tls_scratch);
        tls_scratch = malloc(bytes);
        tls_scratch_bytes = tls_scratch == NULL ? 0 : bytes;
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

#define KEY_T uint32_t
#define PASSES 4
#define SFX(name) name##_32
#include "sort_radix.inc"
#undef KEY_T
#undef PASSES
#undef SFX

#define KEY_T uint64_t
#define PASSES 8
#define SFX(name) name##_64
#include "sort_radix.inc"
#undef KEY_T
#undef PASSES
#undef SFX

static void out_of_memory(void) {
    /* Compiled code has no error path for a failed allocation (its own allocations abort
     * too): say what failed rather than crash later. */
    fputs("stablehlo-cc: out of memory for the scratch buffers of a sort\n", stderr);
    abort();
}

/* Sort each of the dims[0] rows of dims[1] keys (ascending as unsigned integers), moving the
 * 32-bit payloads along; writes the sorted payloads to `out`. */
SHLO_KERNEL_EXPORT void __shlo_native_sort_pairs32(const uint32_t *keys, const uint32_t *vals,
                                                 const int64_t *dims, uint32_t *out) {
    if (sort_pairs_32(keys, vals, dims, out)) out_of_memory();
}

/* The same with 64-bit keys (f64, i64, u64 sorts; the payloads are flat indices). */
SHLO_KERNEL_EXPORT void __shlo_native_sort_pairs64(const uint64_t *keys, const uint32_t *vals,
                                                 const int64_t *dims, uint32_t *out) {
    if (sort_pairs_64(keys, vals, dims, out)) out_of_memory();
}

/* The same for f32 payloads (a sort of f32 values carries their bits): a separate symbol so
 * that compiled code passes its f32 buffers without converting them. */
SHLO_KERNEL_EXPORT void __shlo_native_sort_pairs32f(const uint32_t *keys, const float *vals,
                                                  const int64_t *dims, float *out) {
    __shlo_native_sort_pairs32(keys, (const uint32_t *)(const void *)vals, dims,
                               (uint32_t *)(void *)out);
}
