/* Transposes of 32-bit elements for compiled programs: libc only, parallel on our pool
 * (parallel.c).
 *
 * Why a precompiled kernel rather than the generated tile loops (transpose_tiles.py): a
 * transpose larger than the caches is bound by how its reads and writes meet memory, and
 * the loop nest a compiler derives from tile sizes reads and writes in one order. Measured
 * on the project's Zen 3 VM (4096 x 4096 f32, one core, both arrays on huge pages): reading
 * a block in the input's row order streams (3.4 ms for the 64 MiB), but writing it then
 * goes out 32 bytes per output row (13.8 ms); in the output's row order the writes stream
 * (4.2 ms) and the reads go 32 bytes per input row, each line fetched on demand (7.8 ms).
 * Either way the transpose took 9-13 ms (10-15 GB/s), against 3.4 ms for a copy with
 * non-temporal stores. Here a block of 64 x 64 elements is read in the input's row order and
 * transposed through registers (8 x 8 AVX2 unpack/shuffle/permute) into a buffer in L1,
 * then written out in the output's row order; while a block is written, the rows of the
 * next block are prefetched; and an output larger than the last-level cache is written
 * with non-temporal stores (no read for ownership of lines that are wholly overwritten,
 * no eviction of the input from the caches): 6-7 ms (19-22 GB/s). The peers: XLA:CPU's
 * transpose emitter tiles through shared memory on GPUs and runs Eigen's shuffle loops on
 * CPUs; IREE tiles for the caches and transposes vectors in registers, as the generated
 * path here does; oneDNN's reorder JIT-compiles a blocked copy through registers.
 *
 * Transposes that fit in L2 (DIRECT_BYTES) go straight from registers to the output; on an
 * AVX-512 host, when all their strides are multiples of 16 elements (whole_lines), in
 * 16 x 16 tiles (transpose16x16.inc: the shuffle network the generated loops use, so
 * attention's per-head copies of K, contraction_codegen.batch_matmul_form's, run as fast
 * as a call as they did generated, and cost no LLVM function to compile), the sides past a
 * multiple of 16 in the 8 x 8 AVX2 tiles and element by element.
 *
 * The operation: an output of `rows` x `cols` tiles (times the outer dimensions), where
 * y[r * ys + c] = x[c * xs + r] (r is the input's contiguous dimension, c the output's),
 * plus, per outer dimension k, i_k * sx_k on the input side and i_k * sy_k on the output.
 * The descriptor (int64, DESCRIPTOR_LENGTH entries, written by
 * compiler/linalg/native_transpose_calls.py):
 *   [rows, cols, xs, ys, outer dimensions (0-4), (extent, sx, sy) x 4, stream (0/1)]
 * A copy moves bits, so any 32-bit element type is the same call, and results do not
 * depend on the number of threads or the code path.
 *
 * Threads: the work units are (outer index, block of rows, block of columns), claimed in
 * chunks of CHUNK consecutive units (so the next block, whose rows are prefetched, is mostly
 * the thread's own) from an atomic counter. Measured on one core (4096 x 4096 f32): 64 x 64
 * blocks 6.0 ms, 32 x 32 9.0 ms, 128 x 128 7.6 ms; without the prefetch 9.5 ms.
 */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_linkage.inc"
#include "parallel_cost.inc"

#define DESCRIPTOR_LENGTH 18
#define MAX_OUTER 4
#define BLOCK 64          /* elements of a block's side: 64 x 64 x 4 bytes = 16 KiB */
#define LD (BLOCK + 8)    /* the buffer's row pitch: rows 288 bytes apart, not 256, so the
                           * 8 rows a tile writes do not share an L1 set */
#define CHUNK 8           /* units a thread claims at a time */
/* Transposes that read and write at most this many bytes go straight from registers to the
 * output (block_direct_avx2): they are served by L2 (512 KiB a core on Zen 3) whatever the
 * order. Measured on one core, NCHW -> NHWC of 8 x 64 x 16 x 16 f32 (512 KiB): 57 us through
 * the buffer, against 51 us for the generated loops. */
#define DIRECT_BYTES (1 << 20)

struct tr {
    const uint32_t *x;
    uint32_t *y;
    int64_t rows, cols, xs, ys;
    int nouter;
    int64_t ext[MAX_OUTER], sx[MAX_OUTER], sy[MAX_OUTER];
    int stream, direct;
    int64_t rblocks, cblocks, units;
};

/* The input and output offsets of outer index `o`. */
static void outer_offsets(const struct tr *d, int64_t o, int64_t *xo, int64_t *yo) {
    *xo = 0;
    *yo = 0;
    for (int k = d->nouter - 1; k >= 0; k--) {
        int64_t i = o % d->ext[k];
        o /= d->ext[k];
        *xo += i * d->sx[k];
        *yo += i * d->sy[k];
    }
}

typedef void (*block_fn)(const struct tr *d, const uint32_t *x, uint32_t *y, int64_t nr,
                         int64_t nc, const uint32_t *next);

/* The portable block: y[r * ys + c] = x[c * xs + r] for r < nr, c < nc. */
static void block_generic(const struct tr *d, const uint32_t *x, uint32_t *y, int64_t nr,
                          int64_t nc, const uint32_t *next) {
    (void)next;
    for (int64_t r = 0; r < nr; r++)
        for (int64_t c = 0; c < nc; c++) y[r * d->ys + c] = x[c * d->xs + r];
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#include <immintrin.h>

#include "host_cpu.inc"
#define HAVE_VECTOR_KERNELS 1

#include "transpose8x8.inc"

/* One block through the L1 buffer: read in the input's row order (8 x 8 tiles, the ragged
 * edge element by element), write in the output's (8-element vectors, non-temporal from the
 * first 32-byte aligned element when d->stream), prefetching a row of `next` per row. */
__attribute__((target("avx2"))) static void block_avx2(const struct tr *d, const uint32_t *x,
                                                       uint32_t *y, int64_t nr, int64_t nc,
                                                       const uint32_t *next) {
    float buf[BLOCK * LD] __attribute__((aligned(32)));
    const float *xf = (const float *)x;
    int64_t nr8 = nr & ~(int64_t)7, nc8 = nc & ~(int64_t)7;
    for (int64_t c = 0; c < nc8; c += 8)
        for (int64_t r = 0; r < nr8; r += 8) transpose8x8(xf + c * d->xs + r, d->xs, buf + r * LD + c, LD);
    for (int64_t c = 0; c < nc; c++) {  /* the ragged edges */
        int64_t r0 = c < nc8 ? nr8 : 0;
        for (int64_t r = r0; r < nr; r++) buf[r * LD + c] = xf[c * d->xs + r];
    }
    for (int64_t r = 0; r < nr; r++) {
        if (next && r < nc)  /* (the next block reads nc rows of nr elements; assume alike) */
            for (int64_t k = 0; k < nr; k += 16)
                _mm_prefetch((const char *)(next + r * d->xs + k), _MM_HINT_T0);
        float *out = (float *)(y + r * d->ys);
        const float *in = buf + r * LD;
        int64_t c = 0;
        if (d->stream) {
            while (c < nc && ((uintptr_t)(out + c) & 31)) {
                out[c] = in[c];
                c++;
            }
            for (; c + 8 <= nc; c += 8) _mm256_stream_ps(out + c, _mm256_loadu_ps(in + c));
        } else {
            for (; c + 8 <= nc; c += 8) _mm256_storeu_ps(out + c, _mm256_loadu_ps(in + c));
        }
        for (; c < nc; c++) out[c] = in[c];
    }
}

/* The part [r0, nr) x [c0, nc) of a block straight into the output: 8 x 8 register tiles
 * from (r0, c0), the ragged edges element by element. */
__attribute__((target("avx2"))) static void rect_direct_avx2(const struct tr *d,
                                                             const float *xf, float *yf,
                                                             int64_t r0, int64_t nr,
                                                             int64_t c0, int64_t nc) {
    int64_t nr8 = r0 + ((nr - r0) & ~(int64_t)7), nc8 = c0 + ((nc - c0) & ~(int64_t)7);
    for (int64_t r = r0; r < nr8; r += 8)
        for (int64_t c = c0; c < nc8; c += 8)
            transpose8x8(xf + c * d->xs + r, d->xs, yf + r * d->ys + c, d->ys);
    for (int64_t c = c0; c < nc; c++) {  /* the ragged edges */
        for (int64_t r = c < nc8 ? nr8 : r0; r < nr; r++) yf[r * d->ys + c] = xf[c * d->xs + r];
    }
}

/* One block straight into the output (a transpose that fits in L2, where the buffer's
 * second pass would only add L1 traffic and a block's setup is a noticeable part). */
__attribute__((target("avx2"))) static void block_direct_avx2(const struct tr *d,
                                                              const uint32_t *x, uint32_t *y,
                                                              int64_t nr, int64_t nc,
                                                              const uint32_t *next) {
    (void)next;
    rect_direct_avx2(d, (const float *)x, (float *)y, 0, nr, 0, nc);
}

#include "transpose16x16.inc"

/* block_direct_avx2 with 16 x 16 AVX-512 register tiles (transpose16x16.inc), the rest of
 * a side that is not a multiple of 16 as there. */
__attribute__((target("avx512f,avx2"))) static void block_direct_avx512(
    const struct tr *d, const uint32_t *x, uint32_t *y, int64_t nr, int64_t nc,
    const uint32_t *next) {
    (void)next;
    const float *xf = (const float *)x;
    float *yf = (float *)y;
    int64_t nr16 = nr & ~(int64_t)15, nc16 = nc & ~(int64_t)15;
    for (int64_t r = 0; r < nr16; r += 16)
        for (int64_t c = 0; c < nc16; c += 16)
            transpose16x16(xf + c * d->xs + r, d->xs, yf + r * d->ys + c, d->ys);
    if (nc16 < nc) rect_direct_avx2(d, xf, yf, 0, nr16, nc16, nc);
    if (nr16 < nr) rect_direct_avx2(d, xf, yf, nr16, nr, 0, nc);
}

__attribute__((target("sse2"))) static void store_fence(void) { _mm_sfence(); }
#endif

static int chosen = -1; /* 2: AVX-512 direct blocks + AVX2, 1: the AVX2 blocks, 0: portable */

/* Whether every row a 16 x 16 tile reads or writes starts at the same offset in its cache
 * line: every stride (rows, outer dimensions) a multiple of 16 elements. That is the case
 * of attention's per-head copies, where the 16 x 16 tiles were measured (native_transpose_
 * calls.py); other transposes keep the 8 x 8 AVX2 tiles they had (their 64-byte rows would
 * straddle lines at varying offsets; not measured to gain, so not changed). */
static int whole_lines(const struct tr *d) {
    if (d->xs % 16 || d->ys % 16) return 0;
    for (int k = 0; k < d->nouter; k++)
        if (d->sx[k] % 16 || d->sy[k] % 16) return 0;
    return 1;
}

static block_fn host_block(const struct tr *d) {
    int direct = d->direct;
    int vector = __atomic_load_n(&chosen, __ATOMIC_ACQUIRE);
    if (vector < 0) {
        vector = 0;
#ifdef HAVE_VECTOR_KERNELS
        const char *cap = getenv("STABLEHLO_CC_GEMM_ISA");  /* (gemm.c's caps) */
        int limit = !cap || !*cap ? 2 : !strcmp(cap, "generic") ? 0 : !strcmp(cap, "avx2") ? 1 : 2;
        vector = limit >= 2 && host_has(1) && host_has(0) ? 2 : limit >= 1 && host_has(0);
#endif
        __atomic_store_n(&chosen, vector, __ATOMIC_RELEASE);
    }
#ifdef HAVE_VECTOR_KERNELS
    if (vector == 2 && direct && whole_lines(d)) return block_direct_avx512;
    if (vector) return direct ? block_direct_avx2 : block_avx2;
#endif
    (void)direct;
    return block_generic;
}

struct job {
    const struct tr *d;
    block_fn block;
    int64_t next_chunk; /* atomic */
};

/* Input and output of unit u: (outer index, block row, block column), columns fastest so
 * that consecutive units continue the same input rows. */
static void unit_place(const struct tr *d, int64_t u, const uint32_t **x, uint32_t **y,
                       int64_t *nr, int64_t *nc) {
    int64_t cb = u % d->rblocks;  /* blocks along r: the input's rows, contiguous */
    int64_t rest = u / d->rblocks;
    int64_t rb = rest % d->cblocks, o = rest / d->cblocks;
    int64_t xo, yo;
    outer_offsets(d, o, &xo, &yo);
    int64_t r0 = cb * BLOCK, c0 = rb * BLOCK;
    *nr = d->rows - r0 < BLOCK ? d->rows - r0 : BLOCK;
    *nc = d->cols - c0 < BLOCK ? d->cols - c0 : BLOCK;
    *x = d->x + xo + c0 * d->xs + r0;
    *y = d->y + yo + r0 * d->ys + c0;
}

static void task(int32_t *gtid, int32_t *btid, void *arg) {
    (void)gtid;
    (void)btid;
    struct job *job = arg;
    const struct tr *d = job->d;
    int64_t chunks = (d->units + CHUNK - 1) / CHUNK;
    for (int64_t k = __atomic_fetch_add(&job->next_chunk, 1, __ATOMIC_RELAXED); k < chunks;
         k = __atomic_fetch_add(&job->next_chunk, 1, __ATOMIC_RELAXED)) {
        int64_t end = (k + 1) * CHUNK < d->units ? (k + 1) * CHUNK : d->units;
        for (int64_t u = k * CHUNK; u < end; u++) {
            const uint32_t *x, *nx = NULL;
            uint32_t *y, *ny;
            int64_t nr, nc, nnr, nnc;
            unit_place(d, u, &x, &y, &nr, &nc);
            /* the next unit's rows even past the chunk (6.4 -> 6.0 ms on one thread) */
            if (u + 1 < d->units && !d->direct) unit_place(d, u + 1, &nx, &ny, &nnr, &nnc);
            job->block(d, x, y, nr, nc, nx);
        }
    }
#ifdef HAVE_VECTOR_KERNELS
    if (d->stream) store_fence();  /* non-temporal stores are visible before the join */
#endif
}

static void bad_descriptor(void) {
    fputs("stablehlo-cc: bad descriptor of a native transpose\n", stderr);
    abort();
}

static void transpose32(const uint32_t *x, uint32_t *y, const int64_t *dims) {
    struct tr d;
    memset(&d, 0, sizeof d);
    d.x = x;
    d.y = y;
    d.rows = dims[0];
    d.cols = dims[1];
    d.xs = dims[2];
    d.ys = dims[3];
    d.nouter = (int)dims[4];
    if (d.rows < 0 || d.cols < 0 || d.nouter < 0 || d.nouter > MAX_OUTER) bad_descriptor();
    int64_t outer = 1;
    for (int k = 0; k < d.nouter; k++) {
        d.ext[k] = dims[5 + 3 * k];
        d.sx[k] = dims[6 + 3 * k];
        d.sy[k] = dims[7 + 3 * k];
        if (d.ext[k] < 0) bad_descriptor();
        outer *= d.ext[k];
    }
    d.stream = dims[17] != 0;
    if (d.rows == 0 || d.cols == 0 || outer == 0) return;
    d.rblocks = (d.rows + BLOCK - 1) / BLOCK;
    d.cblocks = (d.cols + BLOCK - 1) / BLOCK;
    d.units = d.rblocks * d.cblocks * outer;
    double bytes = 8.0 * (double)d.rows * (double)d.cols * (double)outer;
    d.direct = bytes <= DIRECT_BYTES;
    struct job job = {&d, host_block(&d), 0};
    double estimate = shlo_estimated_ns(0.0, bytes);
    if (estimate >= SHLO_MIN_PARALLEL_NS && d.units > 1) {
        __shlo_parallel_run(task, &job, estimate);
    } else {
        int32_t zero = 0;
        task(&zero, &zero, &job);
    }
}

/* One function a 32-bit element type (the compiled code declares each with its own buffer
 * type); the same bits move. */
SHLO_KERNEL_EXPORT void __shlo_native_transpose_f32(const float *x, float *y, const int64_t *dims) {
    transpose32((const uint32_t *)x, (uint32_t *)y, dims);
}

SHLO_KERNEL_EXPORT void __shlo_native_transpose_i32(const int32_t *x, int32_t *y,
                                                const int64_t *dims) {
    transpose32((const uint32_t *)x, (uint32_t *)y, dims);
}
