/* Packed matrix multiplication for the large contractions of compiled programs: libc only,
 * parallel on our pool (parallel.c), f32 accumulation of f32, bf16 or f16 operands.
 *
 * Why a C microkernel: the compiler's own tiled code (contraction_codegen.py) reads its
 * operands in place, so a large product streams strided B rows through the caches and
 * tops out near 55 % of the FMA peak at 2048; bf16/f16 operands (whose conversions sit in
 * the loop body) miss its vector path entirely. This is the BLIS / oneDNN / IREE-ukernel
 * structure instead: B is packed once per (KC x NC) block into NR-column micro-panels, A
 * once per (MC x KC) block into MR-row micro-panels (converting bf16/f16 to f32 while
 * packing, so the inner loop is the f32 one), and a register-blocked microkernel (MR x NR
 * accumulators in vector registers) runs on the packed panels: every load of the inner
 * loop is contiguous and hits L1 (B micro-panel) or L2 (A block). An f32 A stored
 * row-major is not packed at all (its rows are already contiguous streams the kernel can
 * broadcast from, as in BLIS's small-problem path), and a B with contiguous rows is packed
 * a whole row at a time: the weights of a model come from L3 or memory, and only
 * sequential reads reach their bandwidth. A B stored N x K (K contiguous: a PyTorch
 * Linear's weight, a tied LM head) is packed in 8 x 8 blocks transposed in registers
 * (BLIS and Eigen, under XLA's dots, pack either storage order too), unless fewer than
 * 32 rows use it: then C^T = B^T A^T reads it in place (transpose_if_cheaper).
 *
 * When B is packed at all: BLIS packs B once per KC x NC block whatever M (its separate
 * "sup" path for small, skinny problems reads operands in place instead), and Eigen packs
 * both operands of every product. Packing costs a read and a write of B, repaid by its
 * reuse over M / MR micro-panels of rows. Here a row-major B is packed from 16 rows
 * (native_gemm_calls.f32_limits; fewer stay in the compiler's in-place tiled code): read in
 * place, a 16-column strip walks down K at a stride of whole rows, 4 KiB apart at N = 1024,
 * so its lines share L1/L2 sets and no prefetcher follows them across pages. Measured on
 * one Zen 3 core against XLA:CPU: 64 x 256 @ 256 x 1024, 0.44 ms packed vs 0.50 (XLA);
 * 16 x 512 @ 512 x 2048, 0.75 vs 1.02. Packing is what an in-place B could save: the
 * transposing pack took 14 % of torch_gelu_layernorm_b8's two 128-row products (perf).
 * Packing inside the first row panel's kernel instead (B read in place there, each strip
 * stored to its panel as the kernel loads it, the other panels then reading it from L1)
 * was measured and dropped: with B in cache it saved that pass (16-65-row products 5-10 %
 * faster), but a model's weights come from memory, where the strided first reads (rows
 * 1-4 KiB apart, no hardware prefetch) cost more than the streaming pass: 5-60 % slower
 * with B cycled through 64 MiB of copies, and BERT's 64 x 256 @ 256 x 1024 0.42 -> 0.50 ms
 * in the model. Column blocks of 256 (NC) and prefetching the next block while one computes
 * did not help either (cold: 64 x 1024 x 256 0.44 -> 0.51 ms with NC 256).
 *
 * Where mid-size products lose against large ones (one Emerald Rapids core, thread CPU time:
 * torch_gelu_layernorm_b8's 128 x 256 @ (1024 x 256)^T at 134 GFLOP/s, 128 x 1024 @
 * (256 x 1024)^T at 140, the 14 x 32 kernel alone 168 on panels in L1): packing B, 11-15 %
 * of their time (perf), one pass over B bound by the caches, not by shuffles: 16 x 16
 * transposes in zmm registers (a third fewer shuffles, or half with the lane moves done by
 * broadcast loads) and prefetching the next strip
 * (during the pack, or a slice before each kernel call of the strip before) measured no
 * faster. Not the remainder panel (128 = 9 x 14 + 2): its 2-row kernel runs at 97 GFLOP/s,
 * but 126 rows took 98.8 % of the time of 128; the last MC block of 16 rows as 8 + 8 was
 * within noise (491 -> 490 us, 469 -> 465), all 128 rows in one block as 8 x 13 + 2 x 12
 * (kernels at 160-161 GFLOP/s) 2-3 % slower. Nor MC (140, 168, 224: as fast or slower
 * than 112). What paid is KC 256 (avx512_kc), and packing every strip of such a B into one
 * reused buffer when all rows fit one block (ONE_STRIP_A_FLOATS: 514 -> 455 and 470 -> 452
 * us), so the packing's stores stay in L1.
 *
 * Measured after that and dropped (same core, thread CPU time, alternated, medians of 300):
 * prefetching the next strip's source in slices before each row panel's kernel (into L2 or
 * L1) was slower, 64 x 256 @ (1024 x 256)^T 250 -> 305 us; the 8 x 8 transposes with rows
 * i and i + 4 as 128-bit halves (16 shuffles instead of 24, as pack_b_whole_avx2) no faster
 * (455-470 either way: the pass is bound by reading B, not by the shuffle port); the last 16
 * of 128 rows as two 16 x 16 kernels (rows_kernel_avx512_narrow on each half of the strip)
 * instead of 14 + 2 rows as fast at K 256 and 5 % slower at K 1024. For a B stored K x N
 * (rows contiguous), reading it in place with the kernels' row stride N instead of packing
 * (B warm in L2): 32 x 256 @ 256 x 1024 165 -> 145 us, 64 rows 273 -> 250, but 128 rows
 * 481 -> 560, 128 x 512 @ 512 x 2048 2.08 -> 3.3 ms, 64 x 1024 @ 1024 x 4096 5.1 -> 10.3
 * (a strip's rows are N floats apart: with N a multiple of 1024 every line of it falls in the
 * same L1 set); with B in a 2 MiB-aligned transparent huge page (madvise) 165 -> 110, 270 ->
 * 213, 495 -> 455, yet still 2x slower at N 2048-4096, and the weights a program is given
 * are not in huge pages; cold B read in place lost (above). Packing such a B a strip at a
 * time into one reused buffer (as one_strip does for a B stored N x K) instead of along its
 * rows: 128 x 256 @ 256 x 1024 498 -> 480 us, 64 and 32 rows 7 % faster, but 128 x 512 @
 * 512 x 2048 2.09 -> 2.3 ms, and a cold B read down its columns lost before (above).
 *
 * The kernel is chosen once per process from cpuid: AVX-512F (14 x 32, 28 zmm
 * accumulators; 16 x 16 for products of at most 16 columns), AVX2+FMA (6 x 16, 12 ymm
 * accumulators, as BLIS's Haswell/Zen kernels), else portable C.
 * STABLEHLO_CC_GEMM_ISA=generic|avx2|avx512 caps the choice (tests use it to exercise the
 * fallbacks). bf16 products use the f32 kernel on converted panels (exact:
 * a bf16 or f16 value is an f32 value, and so is the product of two of them before the
 * f32 rounding FMA does anyway); an A stored K contiguous is widened into f32 rows that
 * the kernel reads as an f32 A in place (widen_a_rows), B's rows 16 values at a time, a B
 * stored N x K in 16 x 16 blocks widened and transposed (pack_b_transposed_narrow_avx512).
 * Why not AVX512-BF16's vdpbf16ps (two bf16 products a lane, added to an f32 accumulator by
 * two FMAs that read denormal inputs as zero and flush denormal results): on this project's
 * Emerald Rapids host it is half the FMA's rate per product, not twice. A bare loop of
 * independent vdpbf16ps zmm took 0.74 ns an instruction against 0.18 for vfmadd231ps, and a
 * 14 x 32 kernel on pair-interleaved panels (gemm_int.inc's s16 layout; branch
 * bf16dot-vdpbf16ps, 2026-11-27) ran 1024^3 in 25.8 ms against 14.5 widened, llama_bf16_b8
 * 34.6 -> 50.6 ms and llama_bf16_b1 4.72 -> 6.8 ms (process CPU time, one core). That host's
 * VM exposes no AMX (no amx flags in cpuid, XCR0 0xe7, arch_prctl(ARCH_REQ_XCOMP_PERM,
 * XTILEDATA) refused), whose tdpbf16ps is Intel's fast bf16 path there. AVX512-FP16 has no
 * f16 product with f32 sums (its FMAs round to f16), so f16 stays widened too.
 *
 * Threads: the output of each batch element is cut into rectangles (columns first, then
 * rows), about four a team member, claimed from a counter
 * (see plan). Every output element is summed in the same order
 * whatever the cut: KC-blocks of the reduction in ascending order, each block's products
 * in ascending k in one accumulator, each block's sum added to the output in turn. The
 * reduction is never split across threads, so results are bit-identical for any number of
 * threads.
 *
 * The call: __shlo_native_gemm_<type>(A, B, init, C, dims), every pointer bare, `dims` the
 * int64 descriptor written by compiler/linalg/native_gemm_calls.py:
 *   [M, N, K, init mode (0: zero, 1: read `init`), A strides (m, k), B strides (k, n),
 *    C strides (m, n), init strides (m, n), batch dimension count (<= 3), then per batch
 *    dimension: extent, A, B, C, init strides, ..., and at [28]: 0, or the extent K0 of
 *    an inner reduction dimension when the reduction runs over two (k = k1 * K0 + k0), the
 *    A and B strides of k0 being those above and of k1 at [29] and [30]; at [31], for
 *    __shlo_native_gemm_i8 and _i16, the kinds of A (low 4 bits) and B (next 4) in gemm_int.inc;
 *    at [32]: 0, or the extent M0 of an inner row dimension of A when its rows run over two
 *    or three (m = (m2 * M1 + m1) * M0 + m0: a 2-D convolution's images, output rows and
 *    columns), the A stride of m0 being the one above, of m1 at [33]; at [34]: 0 (two row
 *    dimensions), or M1, and at [35] the A stride of m2 (f32 only); at [36]: 0, or the
 *    extent KB0 of a split of B's inner reduction dimension alone (k0 = kh0 * KB0 + kl0: an
 *    OIHW filter's (kw, c), which A reads as one), the B stride of kl0 being the one above,
 *    of kh0 at [37] (f32 only); at [38] and [39], the element offsets of A and B from the
 *    pointers passed (f32 only: slices of larger tensors read in place, the strides
 *    being those tensors'); at [40]: 0, or, for a convolution whose input is read by
 *    bounds (its zero padding not materialized, gemm_window.inc), the output's columns,
 *    then its rows, the input's rows, columns and channels, the padding above and on the
 *    left (negative: cropped), the row and column strides and the row dilation [41..49]]
 *                                                      (strides in elements)
 * C[b, m, n] = init[b, m, n] + sum_k A[b, m, k] * B[b, k, n].
 * The init has strides of its own, 0 along dimensions it is broadcast over (a bias the
 * compiler folds into the product, native_gemm_calls.py); the packed path copies it into
 * each micro-tile just before the tile's first reduction block.
 *
 * Several row dimensions are what a convolution needs (compiler/linalg/native_convolutions.py):
 * out[n, oh, ow, f] = sum over (kh, kw, c) of x[n, oh sh + kh, ow sw + kw, c] w[kh, kw, c, f]
 * is this product with rows (n, oh, ow), reduction (kh, (kw, c)) and the input read in place
 * (its rows overlap; no im2col copy). With the output positions of every image as one M,
 * the filter is packed once for all of them, not once per output row or image as batch
 * dimensions would. The microkernel reads such an A in place through a table of its MR row
 * offsets (`gather` kernels), the way it reads a row-major A through one row stride. A
 * zero-padded input is read by bounds, the micro-tiles at its borders through a table of
 * where each tap of each row starts, in the input or in zeros (gemm_window.inc).
 * Integer operands (8 or 16 bits, signed or not) give int32 results: gemm_int.inc (with
 * AVX512-VNNI kernels on the CPUs that have them).
 * f32 products of at most 12 rows (and 8 columns or more: a CNN's last convolutions at
 * batch 1, its squeeze-excite products) pack nothing of B, streaming it once from memory:
 * gemm_few_rows.inc.
 * f32 products of at most 12 columns (after transpose_if_cheaper) whose A and B are both
 * contiguous along K (a B stored N x K: W x^T of an MLP at batch 8, a classifier or LM head
 * used by 8 rows) are dot products along K on AVX-512, nothing packed: gemm_inner.inc.
 */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_linkage.inc"
SHLO_POOL_IMPORT void __shlo_kmpc_fork_call(void *ident, int32_t argc, shlo_microtask task,
                                            ...);
SHLO_POOL_IMPORT int32_t __shlo_parallel_team_size(void);
#include "parallel_cost.inc"

#define KIND_F32 0
#define KIND_BF16 1
#define KIND_F16 2
#define KIND_INT 3  /* 8/16-bit integer operands (kinds in dims[31]), int32 result */
#define MAX_BATCH_DIMS 3
#define MAX_MR 16
#define MAX_NR 32

/* ---- element conversions ---- */

static inline float bits_to_float(uint32_t bits) {
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

static inline float bf16_to_float(uint16_t h) { return bits_to_float((uint32_t)h << 16); }

static inline float f16_to_float(uint16_t h) {
    uint32_t sign = (uint32_t)(h & 0x8000u) << 16, e = (h >> 10) & 0x1fu, m = h & 0x3ffu;
    if (e == 0x1f) return bits_to_float(sign | 0x7f800000u | (m << 13)); /* inf, nan */
    if (e != 0) return bits_to_float(sign | ((e + 112u) << 23) | (m << 13));
    if (m == 0) return bits_to_float(sign);
    e = 113; /* subnormal: m * 2^-24, normalized */
    while (!(m & 0x400u)) {
        m <<= 1;
        e--;
    }
    return bits_to_float(sign | (e << 23) | ((m & 0x3ffu) << 13));
}

static inline float load_elem(const void *p, int kind, int64_t i) {
    switch (kind) {
    case KIND_BF16: return bf16_to_float(((const uint16_t *)p)[i]);
    case KIND_F16: return f16_to_float(((const uint16_t *)p)[i]);
    default: return ((const float *)p)[i];
    }
}

/* ---- microkernels: C[MR x NR] (row stride ldc) = (accumulate ? C : 0) + Ap * Bp, where Ap
 * is a packed A micro-panel and Bp's rows of NR are ldb apart (NR when packed) ---- */

typedef void (*gemm_kernel)(int64_t kc, const float *a, const float *b, int64_t ldb, float *c,
                            int64_t ldc, int accumulate);
/* The same product with A read in place: row r of the block starts at a + r * lda and its
 * K elements are contiguous (an f32 A stored row-major) in runs of `run`, the next run
 * `jump` elements after a run's end (0 with one reduction dimension; attention's output
 * projection sums heads x head features, a run a head). */
typedef void (*gemm_rows_kernel)(int64_t kc, const float *a, int64_t lda, int64_t run,
                                 int64_t jump, const float *b, int64_t ldb, float *c,
                                 int64_t ldc, int accumulate);
/* The same with row r at a + rows[r] and a first run of `first` (VECTOR_GATHER_KERNEL). */
typedef void (*gemm_gather_kernel)(int64_t kc, const float *a, const int64_t *rows,
                                   int64_t first, int64_t run, int64_t jump, const float *b,
                                   int64_t ldb, float *c, int64_t ldc, int accumulate);
/* The same with run j of row r at table[j MR + r] (VECTOR_TABLE_KERNEL). */
typedef void (*gemm_table_kernel)(int64_t kc, const float *const *table, int64_t first,
                                  int64_t run, const float *b, int64_t ldb, float *c,
                                  int64_t ldc, int accumulate);

struct isa {
    const char *name;
    int mr, nr, mc, kc, nc;
    gemm_kernel kernel;
    gemm_rows_kernel rows_kernel;  /* NULL: A is always packed */
    const gemm_rows_kernel *tails;  /* [h]: the same for h < mr rows; NULL: packed tails */
    const gemm_gather_kernel *gathers;  /* [h]: h <= mr rows at given offsets; NULL: packed */
    const gemm_table_kernel *tables;    /* [h]: the same through a table of runs, or NULL */
};

static void kernel_generic(int64_t kc, const float *a, const float *b, int64_t ldb, float *c,
                           int64_t ldc, int accumulate) {
    enum { MR = 4, NR = 8 };
    float acc[MR][NR] = {{0}};
    for (int64_t k = 0; k < kc; k++, a += MR, b += ldb)
        for (int r = 0; r < MR; r++)
            for (int j = 0; j < NR; j++) acc[r][j] += a[r] * b[j];
    for (int r = 0; r < MR; r++)
        for (int j = 0; j < NR; j++)
            c[r * ldc + j] = accumulate ? c[r * ldc + j] + acc[r][j] : acc[r][j];
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#include <immintrin.h>

/* One kernel source for both vector widths: MR rows of NV vectors of accumulators. */
#define VECTOR_KERNEL(NAME, TARGET, VT, LANES, MR, NV, ZERO, LOAD, STORE, SET1, FMA, ADD) \
    __attribute__((target(TARGET))) static void NAME(int64_t kc, const float *a,         \
                                                     const float *b, int64_t ldb,        \
                                                     float *c, int64_t ldc,              \
                                                     int accumulate) {                   \
        VT acc[MR][NV];                                                                   \
        _Pragma("GCC unroll 16") for (int r = 0; r < MR; r++) {                           \
            /* the C tile is read at the end: start its (cold) lines on their way now */  \
            __builtin_prefetch(c + r * ldc, 1, 3);                                        \
            __builtin_prefetch(c + r * ldc + NV * LANES - 1, 1, 3);                       \
            _Pragma("GCC unroll 4") for (int v = 0; v < NV; v++) acc[r][v] = ZERO();      \
        }                                                                                 \
        for (int64_t k = 0; k < kc; k++) {                                                \
            VT bv[NV];                                                                    \
            _Pragma("GCC unroll 4") for (int v = 0; v < NV; v++)                          \
                bv[v] = LOAD(b + v * LANES);                                              \
            _Pragma("GCC unroll 16") for (int r = 0; r < MR; r++) {                       \
                VT av = SET1(a[r]);                                                       \
                _Pragma("GCC unroll 4") for (int v = 0; v < NV; v++)                      \
                    acc[r][v] = FMA(av, bv[v], acc[r][v]);                                \
            }                                                                             \
            a += MR;                                                                      \
            b += ldb;                                                                     \
        }                                                                                 \
        _Pragma("GCC unroll 16") for (int r = 0; r < MR; r++)                             \
            _Pragma("GCC unroll 4") for (int v = 0; v < NV; v++) {                        \
                float *p = c + r * ldc + v * LANES;                                       \
                STORE(p, accumulate ? ADD(LOAD(p), acc[r][v]) : acc[r][v]);               \
            }                                                                             \
    }

/* Its twin reading A in place (rows lda apart, K contiguous): BLIS's small-problem path
 * does the same. Packing a row-major A cost a strided scalar store an element (a quarter
 * of all packing time in bert_b1, whose products have 64 rows); the kernel's broadcasts
 * load from six row streams instead of one panel, which the L1 serves as well. */
#define VECTOR_ROWS_KERNEL(NAME, TARGET, VT, LANES, MR, NV, ZERO, LOAD, STORE, SET1, FMA, ADD) \
    __attribute__((target(TARGET))) static void NAME(                                    \
        int64_t kc, const float *a, int64_t lda, int64_t run, int64_t jump, const float *b, \
        int64_t ldb, float *c, int64_t ldc, int accumulate) {                             \
        VT acc[MR][NV];                                                                   \
        _Pragma("GCC unroll 16") for (int r = 0; r < MR; r++) {                           \
            /* the C tile is read at the end: start its (cold) lines on their way now */  \
            __builtin_prefetch(c + r * ldc, 1, 3);                                        \
            __builtin_prefetch(c + r * ldc + NV * LANES - 1, 1, 3);                       \
            _Pragma("GCC unroll 4") for (int v = 0; v < NV; v++) acc[r][v] = ZERO();      \
        }                                                                                 \
        for (int64_t k0 = 0; k0 < kc; k0 += run, a += jump) {                             \
            int64_t end = kc - k0 < run ? kc : k0 + run;                                  \
            for (int64_t k = k0; k < end; k++) {                                          \
                VT bv[NV];                                                                \
                _Pragma("GCC unroll 4") for (int v = 0; v < NV; v++)                      \
                    bv[v] = LOAD(b + v * LANES);                                          \
                _Pragma("GCC unroll 16") for (int r = 0; r < MR; r++) {                   \
                    VT av = SET1(a[r * lda]);                                             \
                    _Pragma("GCC unroll 4") for (int v = 0; v < NV; v++)                  \
                        acc[r][v] = FMA(av, bv[v], acc[r][v]);                            \
                }                                                                         \
                a += 1;                                                                   \
                b += ldb;                                                                 \
            }                                                                             \
        }                                                                                 \
        _Pragma("GCC unroll 16") for (int r = 0; r < MR; r++)                             \
            _Pragma("GCC unroll 4") for (int v = 0; v < NV; v++) {                        \
                float *p = c + r * ldc + v * LANES;                                       \
                STORE(p, accumulate ? ADD(LOAD(p), acc[r][v]) : acc[r][v]);               \
            }                                                                             \
    }

VECTOR_KERNEL(kernel_avx2, "avx2,fma", __m256, 8, 6, 2, _mm256_setzero_ps, _mm256_loadu_ps,
              _mm256_storeu_ps, _mm256_set1_ps, _mm256_fmadd_ps, _mm256_add_ps)
VECTOR_KERNEL(kernel_avx512, "avx512f", __m512, 16, 14, 2, _mm512_setzero_ps,
              _mm512_loadu_ps, _mm512_storeu_ps, _mm512_set1_ps, _mm512_fmadd_ps,
              _mm512_add_ps)
VECTOR_ROWS_KERNEL(rows_kernel_avx2, "avx2,fma", __m256, 8, 6, 2, _mm256_setzero_ps,
                   _mm256_loadu_ps, _mm256_storeu_ps, _mm256_set1_ps, _mm256_fmadd_ps,
                   _mm256_add_ps)
/* The last rows of a block (64 = 10 x 6 + 4 in BERT's and GPT-2's products): a kernel of
 * exactly that many rows, rather than a zero-padded 6-row panel computed into a scratch tile
 * and copied out (a third of that panel's FMAs wasted, and its A packed). */
#define AVX2_TAIL(H)                                                                        \
    VECTOR_ROWS_KERNEL(rows_kernel_avx2_##H, "avx2,fma", __m256, 8, H, 2, _mm256_setzero_ps,  \
                       _mm256_loadu_ps, _mm256_storeu_ps, _mm256_set1_ps, _mm256_fmadd_ps,  \
                       _mm256_add_ps)
AVX2_TAIL(1)
AVX2_TAIL(2)
AVX2_TAIL(3)
AVX2_TAIL(4)
AVX2_TAIL(5)
static const gemm_rows_kernel AVX2_TAILS[6] = {NULL, rows_kernel_avx2_1, rows_kernel_avx2_2,
                                               rows_kernel_avx2_3, rows_kernel_avx2_4,
                                               rows_kernel_avx2_5};
VECTOR_ROWS_KERNEL(rows_kernel_avx512, "avx512f", __m512, 16, 14, 2, _mm512_setzero_ps,
                   _mm512_loadu_ps, _mm512_storeu_ps, _mm512_set1_ps, _mm512_fmadd_ps,
                   _mm512_add_ps)
/* The same on AVX-512, 1 to 13 rows (and gather kernels of 1 to 13 rows below): a partial
 * 14-row panel was packed, computed whole into the scratch tile and copied out. The
 * transformers' row counts leave one: ViT's 65 = 4 x 14 + 9, Whisper's 100 = 7 x 14 + 2,
 * 64 = 4 x 14 + 8 (an MLP's, BERT's). One Emerald Rapids core, alternated with the build
 * before: 65 x 192 @ 192 x 768 190 -> 172 us, 65 x 768 @ 768 x 192 175 -> 154,
 * 100 x 256 @ 256 x 1024 474-512 -> 433, 64 x 256 @ (1000 x 256)^T 316-322 -> 276-280,
 * 64 x 1024 @ 1024 x 1024 1.19 -> 1.07 ms (as long as 70 rows before). */
#define AVX512_TAIL(H)                                                                      \
    VECTOR_ROWS_KERNEL(rows_kernel_avx512_##H, "avx512f", __m512, 16, H, 2, _mm512_setzero_ps, \
                       _mm512_loadu_ps, _mm512_storeu_ps, _mm512_set1_ps, _mm512_fmadd_ps,  \
                       _mm512_add_ps)
AVX512_TAIL(1)
AVX512_TAIL(2)
AVX512_TAIL(3)
AVX512_TAIL(4)
AVX512_TAIL(5)
AVX512_TAIL(6)
AVX512_TAIL(7)
AVX512_TAIL(8)
AVX512_TAIL(9)
AVX512_TAIL(10)
AVX512_TAIL(11)
AVX512_TAIL(12)
AVX512_TAIL(13)
static const gemm_rows_kernel AVX512_TAILS[14] = {
    NULL, rows_kernel_avx512_1, rows_kernel_avx512_2, rows_kernel_avx512_3,
    rows_kernel_avx512_4, rows_kernel_avx512_5, rows_kernel_avx512_6, rows_kernel_avx512_7,
    rows_kernel_avx512_8, rows_kernel_avx512_9, rows_kernel_avx512_10, rows_kernel_avx512_11,
    rows_kernel_avx512_12, rows_kernel_avx512_13};
/* Products of at most 16 columns on AVX-512 (ISA_AVX512_NARROW): 16 rows of one zmm each. */
VECTOR_KERNEL(kernel_avx512_narrow, "avx512f", __m512, 16, 16, 1, _mm512_setzero_ps,
              _mm512_loadu_ps, _mm512_storeu_ps, _mm512_set1_ps, _mm512_fmadd_ps,
              _mm512_add_ps)
VECTOR_ROWS_KERNEL(rows_kernel_avx512_narrow, "avx512f", __m512, 16, 16, 1, _mm512_setzero_ps,
                   _mm512_loadu_ps, _mm512_storeu_ps, _mm512_set1_ps, _mm512_fmadd_ps,
                   _mm512_add_ps)

/* The k-steps [I, END) of a gather or table kernel (rows at p[r], B's rows from b on, ldb
 * apart) and the store of its accumulators: one place for both kernels' arithmetic, so that
 * a row's sums are the same whichever of the two its tile took. */
#define GATHER_STEPS(VT, LANES, MR, NV, LOAD, SET1, FMA, I, END)                             \
    for (; I < END; I++) {                                                                \
        VT bv[NV];                                                                        \
        _Pragma("GCC unroll 4") for (int v = 0; v < NV; v++) bv[v] = LOAD(b + v * LANES); \
        _Pragma("GCC unroll 16") for (int r = 0; r < MR; r++) {                           \
            VT av = SET1(p[r][I]);                                                        \
            _Pragma("GCC unroll 4") for (int v = 0; v < NV; v++)                          \
                acc[r][v] = FMA(av, bv[v], acc[r][v]);                                    \
        }                                                                                 \
        b += ldb;                                                                         \
    }
#define GATHER_STORE(LANES, MR, NV, LOAD, STORE, ADD)                                        \
    _Pragma("GCC unroll 16") for (int r = 0; r < MR; r++)                                 \
        _Pragma("GCC unroll 4") for (int v = 0; v < NV; v++) {                            \
            float *q = c + r * ldc + v * LANES;                                           \
            STORE(q, accumulate ? ADD(LOAD(q), acc[r][v]) : acc[r][v]);                   \
        }

/* The in-place kernel for an A whose rows are not equally spaced (a convolution's output
 * positions: a row of the image ends, the next starts sh input rows further down): row r
 * starts at a + rows[r]. The reduction goes in runs of `run` contiguous elements, the
 * next `jump` after a run's end, the first run `first` long (a reduction block may start
 * inside a run: a 3 x 3 x 128 window is K = 9 x 128 in runs of 3 x 128, cut in blocks of
 * 231). Same accumulation order as the packed kernel: ascending k, one accumulator. */
#define VECTOR_GATHER_KERNEL(NAME, TARGET, VT, LANES, MR, NV, ZERO, LOAD, STORE, SET1, FMA, ADD) \
    __attribute__((target(TARGET))) static void NAME(                                    \
        int64_t kc, const float *a, const int64_t *rows, int64_t first, int64_t run,       \
        int64_t jump, const float *b, int64_t ldb, float *c, int64_t ldc, int accumulate) { \
        VT acc[MR][NV];                                                                   \
        const float *p[MR];                                                               \
        _Pragma("GCC unroll 16") for (int r = 0; r < MR; r++) {                           \
            p[r] = a + rows[r];                                                           \
            __builtin_prefetch(c + r * ldc, 1, 3);                                        \
            __builtin_prefetch(c + r * ldc + NV * LANES - 1, 1, 3);                       \
            _Pragma("GCC unroll 4") for (int v = 0; v < NV; v++) acc[r][v] = ZERO();      \
        }                                                                                 \
        int64_t i = 0, end = first < kc ? first : kc;                                     \
        for (;;) {                                                                        \
            GATHER_STEPS(VT, LANES, MR, NV, LOAD, SET1, FMA, i, end);                    \
            if (i >= kc) break;                                                           \
            _Pragma("GCC unroll 16") for (int r = 0; r < MR; r++) p[r] += jump;           \
            end = kc - i < run ? kc : i + run;                                            \
        }                                                                                 \
        GATHER_STORE(LANES, MR, NV, LOAD, STORE, ADD);                                    \
    }

/* Its twin for a convolution's micro-tile whose windows reach outside the input
 * (gemm_window.inc): run j of row r (the first `first` long, then `run` each) starts at
 * table[j MR + r], in the input, in a run of zeros or in a copy. The same FMAs in the same
 * order as the gather kernel, so a row's sums do not depend on which kernel its tile took. */
#define VECTOR_TABLE_KERNEL(NAME, TARGET, VT, LANES, MR, NV, ZERO, LOAD, STORE, SET1, FMA, ADD) \
    __attribute__((target(TARGET))) static void NAME(                                    \
        int64_t kc, const float *const *table, int64_t first, int64_t run, const float *b, \
        int64_t ldb, float *c, int64_t ldc, int accumulate) {                             \
        VT acc[MR][NV];                                                                   \
        _Pragma("GCC unroll 16") for (int r = 0; r < MR; r++) {                           \
            __builtin_prefetch(c + r * ldc, 1, 3);                                        \
            __builtin_prefetch(c + r * ldc + NV * LANES - 1, 1, 3);                       \
            _Pragma("GCC unroll 4") for (int v = 0; v < NV; v++) acc[r][v] = ZERO();      \
        }                                                                                 \
        for (int64_t s = 0, len = first < kc ? first : kc; s < kc;                        \
             s += len, len = kc - s < run ? kc - s : run, table += MR) {                  \
            const float *p[MR];                                                           \
            _Pragma("GCC unroll 16") for (int r = 0; r < MR; r++) p[r] = table[r];        \
            int64_t i = 0;                                                                \
            GATHER_STEPS(VT, LANES, MR, NV, LOAD, SET1, FMA, i, len);                    \
        }                                                                                 \
        GATHER_STORE(LANES, MR, NV, LOAD, STORE, ADD);                                    \
    }

#define AVX2_GATHER(H)                                                                      \
    VECTOR_GATHER_KERNEL(gather_kernel_avx2_##H, "avx2,fma", __m256, 8, H, 2,               \
                         _mm256_setzero_ps, _mm256_loadu_ps, _mm256_storeu_ps,             \
                         _mm256_set1_ps, _mm256_fmadd_ps, _mm256_add_ps)                   \
    VECTOR_TABLE_KERNEL(table_kernel_avx2_##H, "avx2,fma", __m256, 8, H, 2,                 \
                        _mm256_setzero_ps, _mm256_loadu_ps, _mm256_storeu_ps,              \
                        _mm256_set1_ps, _mm256_fmadd_ps, _mm256_add_ps)
AVX2_GATHER(1)
AVX2_GATHER(2)
AVX2_GATHER(3)
AVX2_GATHER(4)
AVX2_GATHER(5)
AVX2_GATHER(6)
#define AVX512_GATHER(H)                                                                    \
    VECTOR_GATHER_KERNEL(gather_kernel_avx512_##H, "avx512f", __m512, 16, H, 2,             \
                         _mm512_setzero_ps, _mm512_loadu_ps, _mm512_storeu_ps,             \
                         _mm512_set1_ps, _mm512_fmadd_ps, _mm512_add_ps)                   \
    VECTOR_TABLE_KERNEL(table_kernel_avx512_##H, "avx512f", __m512, 16, H, 2,               \
                        _mm512_setzero_ps, _mm512_loadu_ps, _mm512_storeu_ps,              \
                        _mm512_set1_ps, _mm512_fmadd_ps, _mm512_add_ps)
AVX512_GATHER(1)
AVX512_GATHER(2)
AVX512_GATHER(3)
AVX512_GATHER(4)
AVX512_GATHER(5)
AVX512_GATHER(6)
AVX512_GATHER(7)
AVX512_GATHER(8)
AVX512_GATHER(9)
AVX512_GATHER(10)
AVX512_GATHER(11)
AVX512_GATHER(12)
AVX512_GATHER(13)
AVX512_GATHER(14)
VECTOR_GATHER_KERNEL(gather_kernel_avx512_narrow, "avx512f", __m512, 16, 16, 1,
                     _mm512_setzero_ps, _mm512_loadu_ps, _mm512_storeu_ps, _mm512_set1_ps,
                     _mm512_fmadd_ps, _mm512_add_ps)
VECTOR_TABLE_KERNEL(table_kernel_avx512_narrow, "avx512f", __m512, 16, 16, 1,
                    _mm512_setzero_ps, _mm512_loadu_ps, _mm512_storeu_ps, _mm512_set1_ps,
                    _mm512_fmadd_ps, _mm512_add_ps)


#include "host_cpu.inc"
#define HAVE_VECTOR_KERNELS 1
#endif

static const struct isa ISA_GENERIC = {"generic", 4, 8, 128, 256, 1024, kernel_generic,
                                        NULL, NULL, NULL, NULL};
#ifdef HAVE_VECTOR_KERNELS
static const gemm_gather_kernel AVX2_GATHERS[7] = {
    NULL, gather_kernel_avx2_1, gather_kernel_avx2_2, gather_kernel_avx2_3,
    gather_kernel_avx2_4, gather_kernel_avx2_5, gather_kernel_avx2_6};
static const gemm_gather_kernel AVX512_GATHERS[15] = {
    NULL, gather_kernel_avx512_1, gather_kernel_avx512_2, gather_kernel_avx512_3,
    gather_kernel_avx512_4, gather_kernel_avx512_5, gather_kernel_avx512_6,
    gather_kernel_avx512_7, gather_kernel_avx512_8, gather_kernel_avx512_9,
    gather_kernel_avx512_10, gather_kernel_avx512_11, gather_kernel_avx512_12,
    gather_kernel_avx512_13, gather_kernel_avx512_14};
static const gemm_table_kernel AVX2_TABLES[7] = {
    NULL, table_kernel_avx2_1, table_kernel_avx2_2, table_kernel_avx2_3,
    table_kernel_avx2_4, table_kernel_avx2_5, table_kernel_avx2_6};
static const gemm_table_kernel AVX512_TABLES[15] = {
    NULL, table_kernel_avx512_1, table_kernel_avx512_2, table_kernel_avx512_3,
    table_kernel_avx512_4, table_kernel_avx512_5, table_kernel_avx512_6,
    table_kernel_avx512_7, table_kernel_avx512_8, table_kernel_avx512_9,
    table_kernel_avx512_10, table_kernel_avx512_11, table_kernel_avx512_12,
    table_kernel_avx512_13, table_kernel_avx512_14};
/* AVX2 blocking: BLIS's for Zen 3 (config/zen3, sgemm: MR 6, NR 16, MC 144, KC 256, NC
 * 4080), NC 1024 here. A B micro-panel of KC x NR (16 KiB) stays in the 32 KiB L1 while the
 * MC / MR row panels of a block use it, the MC x KC rows of A (144 KiB) in the 512 KiB L2,
 * the KC x NC block of B in L3 (1 MiB; BLIS's 4 MiB). Measured on one core of the project's
 * Zen 3 host, 2026-11-27 (2 vCPUs shared with other work: a core's speed changed by up to
 * 1.4x from one minute to the next, even on cache-resident kernels, so every comparison
 * here alternates the variants call by call in one process, with numpy's OpenBLAS 0.3.34
 * sgemm, one thread, as the reference; thread CPU time, medians):
 * - the 6 x 16 kernels on operands in L1 (packed, rows read in place, gathered convolution
 *   rows) run at 95-98 % of the FMA peak (~95 GFLOP/s) on a quiet core;
 * - whole products at 70-80 %: 1024^3 68-73 GFLOP/s (OpenBLAS 75-77), 2048^3 66-72
 *   (75-83), the encoder's 512 x 2048 x 512 67-69 (75-78) and 512 x 512 x 2048 72-75
 *   (78); 512^3 and attention's 256 x 256 x 64 and 256 x 64 x 256 as fast as OpenBLAS or
 *   faster (79-88); conv3x3 (8 x 56 x 56 x 64 -> 64) 22.3 ms, 83 GFLOP/s;
 * - within the noise (+-3 %) on those products, so not taken: KC 128, 192, 288, 384, 512
 *   and 576 (all of a 3 x 3 x 64 window), MC 72 to 288, NC 256, 512 and 4080 (the B block
 *   in L2, or BLIS's), a row-major A packed into micro-panels (8 x 8 register transposes)
 *   rather than read in place, OpenBLAS's loop order (one row panel of A kept in L1 while
 *   B streams from an L2-sized block, NC 256) with B prefetched 8 to 64 rows ahead, the k
 *   loop unrolled by 4, and the next B strip prefetched into L2 across the row panels of
 *   the current one. B's next rows loaded before the current FMAs (software pipelining)
 *   needs 17 ymm registers and was 20 % slower.
 * What is left against OpenBLAS (5-15 % where N >= 1536 or K >= 2048) is the kernel's
 * execution in a whole product, not its blocking. On one CPU, alternated with XLA:CPU in
 * one process (process CPU time, medians of 15): conv3x3 33.9 ms against 32.8 (minimums
 * 29.7 and 31.4; our tensor.pad of the input is 1.4 ms of it, since read by bounds:
 * gemm_window.inc), the encoder 50.9 against 50.9, matmul1024 28.2 against 29.3. */
static const struct isa ISA_AVX2 = {"avx2", 6, 16, 144, 256, 1024, kernel_avx2,
                                     rows_kernel_avx2, AVX2_TAILS, AVX2_GATHERS, AVX2_TABLES};
/* KC 192: a B micro-panel (192 x 32 f32, 24 KiB) stays in a 32 KiB L1 beside the A one;
 * with an L1 of 48 KiB or more KC is 256 (avx512_kc). */
static const struct isa ISA_AVX512 = {"avx512", 14, 32, 112, 192, 1024, kernel_avx512,
                                       rows_kernel_avx512, AVX512_TAILS, AVX512_GATHERS,
                                       AVX512_TABLES};
/* Products of at most 16 columns (after transpose_if_cheaper): the 14 x 32 block would leave
 * half of its accumulators or more on zero padding, so they take a 16 x 16 block (16 zmm
 * accumulators, a broadcast and an FMA a row and k-step; every micro-panel of B one vector
 * wide). Mostly C^T = B A^T for a B stored N x K used by 16 rows (a PyTorch Linear at 16
 * tokens) and convolutions of 16 output channels. One Emerald Rapids core, weights warm:
 * 16 x 1024 @ (256 x 1024)^T 144 -> 90 us, 16 x 256 @ (1024 x 256)^T 133 -> 85
 * (torch_gelu_layernorm_b1 0.32 -> 0.21 ms; XLA:CPU 0.28), 8 x 256 @ (1000 x 256)^T 120 ->
 * 79, 2303 x 32 @ 32 x 16 85 -> 33, 195 x 288 @ 288 x 16 41 -> 26, 1001 x 512 @ 512 x 10
 * 266 -> 200. A 24 x 16 block (24 accumulators) was slower than either: 16 x 1024 @
 * (256 x 1024)^T in 218 us. Products of at most 12 columns with A and B both contiguous
 * along K now take dot products instead (gemm_inner.inc: 8 x 256 @ (1000 x 256)^T 81 -> 56
 * us, 8 x 512 @ (1000 x 512)^T 175 -> 126, 512 x 784 @ (8 x 784)^T 141 -> 79); at 16
 * columns this kernel stays (512 x 784 @ (16 x 784)^T: 115 us here, 136 as dot products). */
static const gemm_gather_kernel AVX512_NARROW_GATHERS[17] = {
    NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
    NULL, gather_kernel_avx512_narrow};
static const gemm_table_kernel AVX512_NARROW_TABLES[17] = {
    NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
    NULL, table_kernel_avx512_narrow};
static const struct isa ISA_AVX512_NARROW = {"avx512-narrow", 16, 16, 128, 192, 1024,
                                              kernel_avx512_narrow, rows_kernel_avx512_narrow,
                                              NULL, AVX512_NARROW_GATHERS,
                                              AVX512_NARROW_TABLES};
#endif

static const struct isa *chosen_isa = NULL;

#ifdef HAVE_VECTOR_KERNELS
/* The L1 data cache's size in KiB from cpuid (0: not reported): AMD's leaf 0x80000005
 * (zero on Intel), else Intel's deterministic cache parameters (leaf 4). */
static unsigned host_l1d_kib(void) {
    unsigned a, b, c, d;
    if (__get_cpuid(0x80000005, &a, &b, &c, &d) && (c >> 24) != 0) return c >> 24;
    for (unsigned i = 0; i < 8 && __get_cpuid_count(4, i, &a, &b, &c, &d) && (a & 31); i++)
        if ((a & 31) == 1 && ((a >> 5) & 7) == 1)  /* data cache, level 1 */
            return ((b >> 22) + 1) * (((b >> 12) & 0x3ff) + 1) * ((b & 0xfff) + 1) * (c + 1) /
                   1024;
    return 0;
}

/* The reduction block of the AVX-512 kernel: 256 where the L1 holds 48 KiB or more (Intel
 * since Ice Lake), so a 256 x 32 B micro-panel (32 KiB) stays in L1 beside the A rows. One
 * Emerald Rapids core (48 KiB L1), thread CPU time, 3 runs alternated with KC 192:
 * 128 x 256 @ (1024 x 256)^T, weights cycled through 64 MiB, 560 -> 540 us (one reduction
 * block instead of two, C written once); 128 x 1024 @ (256 x 1024)^T 525 -> 512 us (in
 * torch_gelu_layernorm_b8, op_profile: 512 -> 496 and 489 -> 478 us); 1024 x 768 @
 * (768 x 768)^T 8.30 -> 8.17 ms; 1024 x 768 @ (3072 x 768)^T 35.0 -> 34.1 ms; 1024^3
 * 14.9 -> 14.0-14.5 ms; 1024 x 3072 @ 3072 x 768 34.2 -> 32.2 ms; as fast at 32 and 64 rows.
 * Set once in host_isa: a function of the host, so every team size sums in the same blocks. */
static int avx512_kc = 192;
#endif

static const struct isa *host_isa(void) {
    const struct isa *isa = __atomic_load_n(&chosen_isa, __ATOMIC_ACQUIRE);
    if (isa) return isa;
    isa = &ISA_GENERIC;
#ifdef HAVE_VECTOR_KERNELS
    const char *cap = getenv("STABLEHLO_CC_GEMM_ISA");
    int limit = !cap || !*cap ? 2 : !strcmp(cap, "generic") ? 0 : !strcmp(cap, "avx2") ? 1 : 2;
    if (limit >= 2 && host_has(1)) {
        isa = &ISA_AVX512;
        __atomic_store_n(&avx512_kc, host_l1d_kib() >= 48 ? 256 : 192, __ATOMIC_RELAXED);
    } else if (limit >= 1 && host_has(0)) {
        isa = &ISA_AVX2;
    }
#endif
    __atomic_store_n(&chosen_isa, isa, __ATOMIC_RELEASE);
    return isa;
}

/* ---- the problem ---- */

#include "gemm_window.inc"

/* `words`: 4-byte words of k per panel row (k pairs or, int_quads, k quads). */
typedef void (*int_kernel_fn)(int64_t words, const void *a, const void *b, int32_t *c,
                              int64_t ldc, int accumulate);

struct gemm {
    const void *a, *b;
    const void *init;              /* f32, or int32 for integer products, as is c */
    void *c;
    int kind, init_mode, batch_dims;
    int integer, int_kind_a, int_kind_b;  /* integer products: gemm_int.inc's kinds */
    int int_quads, int_a_xor, int_corr;   /* the VNNI byte layout, A's bias, its correction */
    int mr, nr;                    /* the micro-panels' rows and columns */
    int64_t m, n, k;
    int64_t sam, sak, sbk, sbn, scm, scn, sim, sin;
    int64_t kin, sak1, sbk1;       /* two reduction dimensions: inner extent, outer strides */
    int64_t kbin, sbk0;            /* B alone splits k0 again: inner extent (0: not), stride */
    int64_t bdense[3][3];          /* B levels as (extent, B stride, k step), source order */
    int bdense_levels;             /* how many (0: B's reduction is not one dense block) */
    int64_t m_in, sam1;            /* 2-3 row dimensions: inner extent (0: one), A stride */
    int64_t m_mid, sam2;           /* 3 row dimensions: middle extent (0: two), A stride */
    struct window win;             /* a convolution's input read by bounds (gemm_window.inc) */
    int64_t bext[MAX_BATCH_DIMS], bsa[MAX_BATCH_DIMS], bsb[MAX_BATCH_DIMS],
        bsc[MAX_BATCH_DIMS], bsi[MAX_BATCH_DIMS];
    int64_t batch;                 /* product of the batch extents */
    double estimate_ns;            /* the one-thread time (parallel_cost.inc) */
    int streams_b;                 /* the time is B's bytes: few rows against large weights */
    int memory_bound;              /* by the cost rule (parallel_cost.inc) */
    int inner;                     /* dot products along K (gemm_inner.inc) */
    int64_t row_parts, col_parts;  /* rectangles a batch element is cut into */
    int64_t row_chunk, col_chunk;
    const struct isa *isa;
    int_kernel_fn int_kernel;
};

/* Offsets of batch element `index` in A, B, C, init. */
static void batch_offsets(const struct gemm *g, int64_t index, int64_t off[4]) {
    off[0] = off[1] = off[2] = off[3] = 0;
    for (int d = g->batch_dims - 1; d >= 0; d--) {
        int64_t i = index % g->bext[d];
        index /= g->bext[d];
        off[0] += i * g->bsa[d];
        off[1] += i * g->bsb[d];
        off[2] += i * g->bsc[d];
        off[3] += i * g->bsi[d];
    }
}

/* Scratch panels, kept per thread between calls and grown as needed (sort.c does the same:
 * fresh pages every call would fault in each time). */
static __thread float *tls_panels = NULL;
static __thread size_t tls_panel_floats = 0;

static float *panels(size_t floats) {
    if (floats > tls_panel_floats) {
        free(tls_panels);
        void *p = NULL;
        if (posix_memalign(&p, 64, floats * sizeof(float)) != 0) p = NULL;
        tls_panels = p;
        tls_panel_floats = p ? floats : 0;
    }
    return tls_panels;
}

/* Offset of row m in A (m = (m2 * M1 + m1) * M0 + m0 with several row dimensions). */
static inline int64_t a_row(const struct gemm *g, int64_t m) {
    if (g->m_in == 0) return m * g->sam;
    int64_t q = m / g->m_in, at = (m % g->m_in) * g->sam;
    if (g->m_mid == 0) return at + q * g->sam1;
    return at + (q % g->m_mid) * g->sam1 + (q / g->m_mid) * g->sam2;
}

/* a_row of the h rows from m on, into at[]: one division for all of them (a micro-tile of a
 * convolution has up to 16 rows, and a division or two for each cost about as much as the
 * tile's 27 multiply-add steps in a 3 x 3 x 3 first layer). */
static inline void row_offsets(const struct gemm *g, int64_t m, int64_t h, int64_t *at) {
    if (g->m_in == 0) {
        for (int64_t i = 0; i < h; i++) at[i] = (m + i) * g->sam;
        return;
    }
    int64_t q = m / g->m_in, r = m % g->m_in, q1 = q, q2 = 0;
    if (g->m_mid != 0) q1 = q % g->m_mid, q2 = q / g->m_mid;
    for (int64_t i = 0; i < h; i++) {
        at[i] = r * g->sam + q1 * g->sam1 + (g->m_mid != 0 ? q2 * g->sam2 : 0);
        if (++r == g->m_in) {
            r = 0;
            if (++q1 == g->m_mid) q1 = 0, q2++;
        }
    }
}

/* Offset of reduction index k in an operand whose k strides are (inner, outer). */
static inline int64_t k_offset(const struct gemm *g, int64_t k, int64_t inner, int64_t outer) {
    return g->kin == g->k ? k * inner : (k / g->kin) * outer + (k % g->kin) * inner;
}

/* Offset of reduction index k in B, whose inner reduction dimension may be split again
 * (k0 = kh0 * KB0 + kl0: an OIHW filter's (kw, c), see pack_b_whole). */
static inline int64_t b_k_offset(const struct gemm *g, int64_t k) {
    if (g->kbin == 0) return k_offset(g, k, g->sbk, g->sbk1);
    int64_t k0 = k % g->kin;
    return (k / g->kin) * g->sbk1 + (k0 / g->kbin) * g->sbk0 + (k0 % g->kbin) * g->sbk;
}

#ifdef HAVE_VECTOR_KERNELS
#include "transpose8x8.inc"
#include "transpose16x16.inc"

__attribute__((target("avx512f"))) static int64_t pack_b_transposed_narrow_avx512(
    int half, const uint16_t *b, int64_t sbn, int64_t k0, int64_t kc, int64_t n0, int64_t nc,
    int64_t nr, float *out);


/* The whole strips of NR columns (NR a multiple of 8) of a B stored N x K, panel after
 * panel; the k past the last multiple of 8 a scalar at a time. Returns the columns done. */
__attribute__((target("avx2,fma"))) static int64_t pack_b_transposed_avx2(
    const float *b, int64_t sbn, int64_t k0, int64_t kc, int64_t n0, int64_t nc, int64_t nr,
    float *out) {
    const int64_t k8 = kc / 8 * 8;
    int64_t j0 = 0;
    for (; j0 + nr <= nc; j0 += nr, out += kc * nr)
        for (int64_t j = 0; j < nr; j += 8) {
            const float *s = b + (n0 + j0 + j) * sbn + k0;
            for (int64_t k = 0; k < k8; k += 8) transpose8x8(s + k, sbn, out + k * nr + j, nr);
            for (int64_t jj = 0; jj < 8; jj++)
                for (int64_t k = k8; k < kc; k++) out[k * nr + j + jj] = s[jj * sbn + k];
        }
    return j0;
}
#endif

/* B[k0 : k0+kc, n0 : n0+nc] -> NR-column micro-panels, each kc rows of NR (zero padded). */
static void pack_b(const struct gemm *g, const void *b, int64_t k0, int64_t kc, int64_t n0,
                   int64_t nc, float *out) {
    const int nr = g->nr;
    if (g->sbk == 1 && g->kin == g->k && g->kbin == 0) {
        /* B stored N x K (a tied embedding as the LM head, keys in Q K^T, a PyTorch
         * Linear's weight): each column is contiguous along K. Blocks of 8 columns x 8 k
         * are transposed in registers (8 row streams read, 8 panel rows written whole);
         * a scalar a lane, as the rest is, cost a third of a 128 x 256 @ (1024 x 256)^T.
         * bf16 and f16 on AVX-512: 16 x 16 blocks, widened, then transposed. */
        int64_t j0 = 0;
#ifdef HAVE_VECTOR_KERNELS
        if (g->kind == KIND_F32 && g->isa != &ISA_GENERIC && nr % 8 == 0)
            j0 = pack_b_transposed_avx2((const float *)b, g->sbn, k0, kc, n0, nc, nr, out);
        else if (g->kind != KIND_F32 && nr % 16 == 0 &&
                 (g->isa == &ISA_AVX512 || g->isa == &ISA_AVX512_NARROW))
            j0 = pack_b_transposed_narrow_avx512(g->kind == KIND_F16, (const uint16_t *)b,
                                                 g->sbn, k0, kc, n0, nc, nr, out);
        out += (j0 / nr) * kc * nr;
#endif
        for (; j0 < nc; j0 += nr, out += kc * nr) {
            int64_t w = nc - j0 < nr ? nc - j0 : nr;
            for (int64_t j = 0; j < w; j++) {
                int64_t at = (n0 + j0 + j) * g->sbn + k0;
                if (g->kind == KIND_F32)
                    for (int64_t k = 0; k < kc; k++)
                        out[k * nr + j] = ((const float *)b)[at + k];
                else
                    for (int64_t k = 0; k < kc; k++)
                        out[k * nr + j] = load_elem(b, g->kind, at + k);
            }
            for (int64_t j = w; j < nr; j++)
                for (int64_t k = 0; k < kc; k++) out[k * nr + j] = 0.0f;
        }
        return;
    }
    for (int64_t j0 = 0; j0 < nc; j0 += nr) {
        int64_t w = nc - j0 < nr ? nc - j0 : nr;
        for (int64_t k = 0; k < kc; k++) {
            int64_t base = b_k_offset(g, k0 + k) + (n0 + j0) * g->sbn;
            float *o = out + k * nr;
            if (g->kind == KIND_F32 && g->sbn == 1 && w == 16) {
                memcpy(o, (const float *)b + base, 16 * sizeof(float));  /* inlined moves */
            } else if (g->kind == KIND_F32 && g->sbn == 1 && w == 32) {
                memcpy(o, (const float *)b + base, 32 * sizeof(float));
            } else if (g->kind == KIND_F32 && g->sbn == 1) {
                memcpy(o, (const float *)b + base, (size_t)w * sizeof(float));
            } else if (g->kind == KIND_BF16 && g->sbn == 1) {
                const uint16_t *s = (const uint16_t *)b + base;
                for (int64_t j = 0; j < w; j++) o[j] = bf16_to_float(s[j]);
            } else {
                for (int64_t j = 0; j < w; j++) o[j] = load_elem(b, g->kind, base + j * g->sbn);
            }
            for (int64_t j = w; j < nr; j++) o[j] = 0.0f;
        }
        out += kc * nr;
    }
}

/* k of each source position s of a dense B (`bdense`): kmap[s], s < K. */
static void b_source_order(const struct gemm *g, int32_t *kmap) {
    const int64_t(*l)[3] = g->bdense;
    int64_t e0 = g->bdense_levels > 0 ? l[0][0] : 1, e1 = g->bdense_levels > 1 ? l[1][0] : 1,
            e2 = g->bdense_levels > 2 ? l[2][0] : 1;
    int64_t d0 = g->bdense_levels > 0 ? l[0][2] : 0, d1 = g->bdense_levels > 1 ? l[1][2] : 0,
            d2 = g->bdense_levels > 2 ? l[2][2] : 0;
    int64_t s = 0;
    for (int64_t i0 = 0; i0 < e0; i0++)
        for (int64_t i1 = 0; i1 < e1; i1++)
            for (int64_t i2 = 0; i2 < e2; i2++) kmap[s++] = (int32_t)(i0 * d0 + i1 * d1 + i2 * d2);
}

#ifdef HAVE_VECTOR_KERNELS
/* pack_b_whole's 8-column groups: 8 filters x 8 consecutive source elements, transposed in
 * registers, each row stored at its k (the 8 source streams prefetched 512 bytes ahead: a
 * filter too large for the caches is read once, from memory). Returns the columns done. */
__attribute__((target("avx2,fma"))) static int64_t pack_b_whole_avx2(
    const struct gemm *g, const float *b, const int32_t *kmap, int64_t n0, int64_t w,
    float *out) {
    const int64_t nr = g->nr, k8 = g->k / 8 * 8, ld = g->sbn, w8 = w / 8 * 8;
    /* k outermost, so each panel row's line is written whole (all its 8-column groups)
     * while it is in L1 */
    for (int64_t k = 0; k < k8; k += 8)
        for (int64_t j = 0; j < w8; j += 8) {
            const float *p = b + (n0 + j) * ld + k;
            if ((k & 15) == 0)
                for (int i = 0; i < 8; i++) __builtin_prefetch(p + i * ld + 128, 0, 3);
            /* rows i and i + 4 side by side (128-bit halves), so the transpose needs only
             * in-lane shuffles: 16 instead of 24 with lane permutes */
#define PAIR(i, h) _mm256_insertf128_ps(_mm256_castps128_ps256(_mm_loadu_ps(p + (i) * ld + (h))), \
                                        _mm_loadu_ps(p + ((i) + 4) * ld + (h)), 1)
            __m256 r0 = PAIR(0, 0), r1 = PAIR(1, 0), r2 = PAIR(2, 0), r3 = PAIR(3, 0);
            __m256 r4 = PAIR(0, 4), r5 = PAIR(1, 4), r6 = PAIR(2, 4), r7 = PAIR(3, 4);
#undef PAIR
            __m256 t0 = _mm256_unpacklo_ps(r0, r1), t1 = _mm256_unpackhi_ps(r0, r1),
                   t2 = _mm256_unpacklo_ps(r2, r3), t3 = _mm256_unpackhi_ps(r2, r3),
                   t4 = _mm256_unpacklo_ps(r4, r5), t5 = _mm256_unpackhi_ps(r4, r5),
                   t6 = _mm256_unpacklo_ps(r6, r7), t7 = _mm256_unpackhi_ps(r6, r7);
            float *o = out + j;
            const int32_t *m = kmap + k;
            _mm256_storeu_ps(o + m[0] * nr, _mm256_shuffle_ps(t0, t2, 0x44));
            _mm256_storeu_ps(o + m[1] * nr, _mm256_shuffle_ps(t0, t2, 0xee));
            _mm256_storeu_ps(o + m[2] * nr, _mm256_shuffle_ps(t1, t3, 0x44));
            _mm256_storeu_ps(o + m[3] * nr, _mm256_shuffle_ps(t1, t3, 0xee));
            _mm256_storeu_ps(o + m[4] * nr, _mm256_shuffle_ps(t4, t6, 0x44));
            _mm256_storeu_ps(o + m[5] * nr, _mm256_shuffle_ps(t4, t6, 0xee));
            _mm256_storeu_ps(o + m[6] * nr, _mm256_shuffle_ps(t5, t7, 0x44));
            _mm256_storeu_ps(o + m[7] * nr, _mm256_shuffle_ps(t5, t7, 0xee));
        }
    for (int64_t j = 0; j < w8; j++)
        for (int64_t k = k8; k < g->k; k++)
            out[(int64_t)kmap[k] * nr + j] = b[(n0 + j) * ld + k];
    return w8;
}
#endif

/* B[0 : K, n0 : n0+w] -> one NR-column micro-panel of all K rows (zero padded), for a B
 * whose columns are strided (an OIHW filter: output channel f at f C KH KW, the reduction
 * (kh, kw, c) at kh KW + kw + c KH KW). Packing a KC block at a time would walk each filter
 * at a stride of KH KW elements and come back for every tap: 9 passes over a 3 x 3 filter
 * (the transposing copy this replaces ran at 2.4 GB/s on 512 x 512 x 3 x 3). Packed whole,
 * each filter is read once in its stored order; the reduction blocks then take their rows
 * of the panel, which is laid out k-major already. */
static void pack_b_whole(const struct gemm *g, const void *b, const int32_t *kmap, int64_t n0,
                         int64_t w, float *out) {
    const int64_t nr = g->nr;
    int64_t j = 0;
    if (kmap != NULL) {
#ifdef HAVE_VECTOR_KERNELS
        if (g->isa != &ISA_GENERIC) j = pack_b_whole_avx2(g, (const float *)b, kmap, n0, w, out);
#endif
        for (; j < w; j++) {
            const float *s = (const float *)b + (n0 + j) * g->sbn;
            for (int64_t k = 0; k < g->k; k++) out[(int64_t)kmap[k] * nr + j] = s[k];
        }
    } else {
        for (int64_t k = 0; k < g->k; k++) {
            int64_t base = b_k_offset(g, k) + n0 * g->sbn;
            for (j = 0; j < w; j++) out[k * nr + j] = ((const float *)b)[base + j * g->sbn];
        }
        j = w;
    }
    for (int64_t k = 0; k < g->k; k++)
        for (int64_t jj = w; jj < nr; jj++) out[k * nr + jj] = 0.0f;
}

#ifdef HAVE_VECTOR_KERNELS
/* One row of an f32 B into its 16-column strips, a strip's 64 bytes as two ymm moves (the
 * generic build's memcpy is four 16-byte moves a strip). */
__attribute__((target("avx2"))) static void pack_row16_avx2(const float *s, float *o,
                                                            int64_t full, int64_t panel) {
    for (int64_t j = 0; j < full; j += 16, o += panel) {
        __m256 x = _mm256_loadu_ps(s + j), y = _mm256_loadu_ps(s + j + 8);
        _mm256_storeu_ps(o, x);
        _mm256_storeu_ps(o + 8, y);
    }
}

/* The same for AVX-512's 32-column strips, a strip's 128 bytes as two zmm moves. The memcpy
 * call it replaces (a length the compiler does not know) was 4.4 % of bert_b8's samples (perf,
 * one Emerald Rapids core), this loop is 3.9 %: the rest is reading the weights from L3.
 * Thread CPU time, 3 runs alternated with the build before: bert_b8 29.40 -> 29.12 ms,
 * gpt2_prefill_b8 31.77 -> 31.43 (medians). */
__attribute__((target("avx512f"))) static void pack_row32_avx512(const float *s, float *o,
                                                                 int64_t full, int64_t panel) {
    for (int64_t j = 0; j < full; j += 32, o += panel) {
        __m512 x = _mm512_loadu_ps(s + j), y = _mm512_loadu_ps(s + j + 16);
        _mm512_storeu_ps(o, x);
        _mm512_storeu_ps(o + 16, y);
    }
}

/* 16 bf16 (f16: `half`) values widened to f32, exactly: a bf16's 16 bits become the high
 * half of the f32's; vcvtph2ps converts f16 subnormals too, whatever MXCSR.DAZ. */
__attribute__((target("avx512f"))) static inline void widen16_avx512(int half,
                                                                     const uint16_t *s,
                                                                     float *o) {
    __m256i x = _mm256_loadu_si256((const __m256i *)s);
    if (half) _mm512_storeu_ps(o, _mm512_cvtph_ps(x));
    else _mm512_storeu_si512(o, _mm512_slli_epi32(_mm512_cvtepu16_epi32(x), 16));
}

/* One row of a bf16 or f16 B into its strips of `nr` (a multiple of 16) f32 columns, 16
 * values at a time. The scalar loop it replaces ran at ~1 ns an element, so packing the
 * weights cost more than multiplying with them in a bf16 model's 32-row products (32 x 128
 * @ 128 x 256: 59 us against 28 for the same f32 product, one Emerald Rapids core). */
__attribute__((target("avx512f"))) static void pack_row_narrow_avx512(
    int half, const uint16_t *s, float *o, int64_t full, int64_t panel, int64_t nr) {
    for (int64_t j = 0; j < full; j += nr, o += panel)
        for (int64_t i = 0; i < nr; i += 16) widen16_avx512(half, s + j + i, o + i);
}

/* pack_b_transposed_avx2's twin for a bf16 or f16 (`half`) B stored N x K, on AVX-512: the
 * whole strips (NR a multiple of 16), in blocks of 16 columns x 16 k, each column's 16 values
 * widened into a row of a 16 x 16 f32 tile (in L1) that is then transposed into the panel's
 * 16 rows; the k past the last multiple of 16 a value at a time. Returns the columns done.
 * A value at a time (load_elem, a strided scalar store each), the pack was the hot spot of
 * such products. One Emerald Rapids core, process CPU time, alternated with the build
 * before: 128 x 4096 @ (1024 x 4096)^T bf16 12.6-13.1 -> 8.8-9.1 ms, 512 x 1024 @
 * (1024 x 1024)^T 8.4-8.6 -> 7.9 ms (B stored K x N: 7.7); llama_bf16_b8 35.2 -> 33.5 ms,
 * llama_bf16_b1 4.63 -> 4.55 (medians of 3 alternated runs of 30-40 calls). */
__attribute__((target("avx512f"))) static int64_t pack_b_transposed_narrow_avx512(
    int half, const uint16_t *b, int64_t sbn, int64_t k0, int64_t kc, int64_t n0, int64_t nc,
    int64_t nr, float *out) {
    const int64_t k16 = kc / 16 * 16;
    float t[256] __attribute__((aligned(64)));
    int64_t j0 = 0;
    for (; j0 + nr <= nc; j0 += nr, out += kc * nr)
        for (int64_t j = 0; j < nr; j += 16) {
            const uint16_t *s = b + (n0 + j0 + j) * sbn + k0;
            for (int64_t k = 0; k < k16; k += 16) {
                _Pragma("GCC unroll 16") for (int i = 0; i < 16; i++)
                    widen16_avx512(half, s + i * sbn + k, t + 16 * i);
                transpose16x16(t, 16, out + k * nr + j, nr);
            }
            for (int64_t i = 0; i < 16; i++)
                for (int64_t k = k16; k < kc; k++)
                    out[k * nr + j + i] = half ? f16_to_float(s[i * sbn + k])
                                               : bf16_to_float(s[i * sbn + k]);
        }
    return j0;
}

/* The first kc / 16 * 16 values of a bf16 or f16 run widened to f32; returns how many. */
__attribute__((target("avx512f"))) static int64_t widen_avx512(int half, const uint16_t *s,
                                                               float *o, int64_t kc) {
    int64_t k = 0;
    for (; k + 16 <= kc; k += 16) widen16_avx512(half, s + k, o + k);
    return k;
}

__attribute__((target("avx2"))) static int64_t widen_bf16_avx2(const uint16_t *s, float *o,
                                                                int64_t kc) {
    int64_t k = 0;
    for (; k + 8 <= kc; k += 8) {
        __m256i x = _mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)(s + k)));
        _mm256_storeu_si256((__m256i *)(o + k), _mm256_slli_epi32(x, 16));
    }
    return k;
}

/* The same for bf16 on AVX2, 8 values at a time (f16 stays scalar there: F16C is not
 * among the features the AVX2 kernels are chosen by). */
__attribute__((target("avx2"))) static void pack_row_bf16_avx2(
    const uint16_t *s, float *o, int64_t full, int64_t panel, int64_t nr) {
    for (int64_t j = 0; j < full; j += nr, o += panel)
        for (int64_t i = 0; i < nr; i += 8) {
            __m256i x = _mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)(s + j + i)));
            _mm256_storeu_si256((__m256i *)(o + i), _mm256_slli_epi32(x, 16));
        }
}
#endif

/* The same panels for a B whose rows are contiguous (unit column stride), read a row at a
 * time: the whole KC x NC block before any product uses it. Walking one 16-column strip
 * down K instead (pack_b) touches one cache line per row at a stride of whole rows: no
 * hardware prefetcher follows that, and with rows 4 KiB apart every line maps to the same
 * L1 and L2 sets, so a weight matrix coming from L3 or memory was packed at the latency of
 * each line (a 16 x 256 @ 256 x 1024 product spent as long packing B as multiplying).
 * Reading whole rows streams at the memory bandwidth; BLIS and oneDNN also pack the whole
 * B block before the macro-kernel. On AVX2 hosts a strip's 64 bytes are two ymm moves
 * (pack_row16_avx2; the generic build's memcpy made four 16-byte ones): t5_b1, whose
 * 32- and 48-row products spent ~18 % of the model packing weights, 1.6 % faster (one Zen 3
 * core, 2212 calls alternated with the old build). Narrower blocks, whose packed panels
 * would stay in L2 for the kernel, were measured again and lost: NC 256 and 128 made
 * t5_b1 5 % and 16 % slower (the weights come from memory: shorter row runs read slower).
 * Runs shorter than a page (a column cell of a few-row product, see MIN_COLS_PER_CELL) are
 * prefetched B_ROW_PREFETCH rows ahead: a run of 128 floats is 8 lines, too short for the
 * hardware prefetcher to train on before it ends, so each row waited for its lines from L3 or
 * memory. One Zen 3 core, 64 x 1024 @ 1024 x 1024 in eight column cells, B cycled through
 * 64 MiB of copies: 2310 -> 2139 us (whole, 4 KiB runs: 2086 without the prefetch, 2168
 * with it, hence only short runs); B warm in L3, 64 x 784 @ 784 x 1024: 2092 -> 1858. */
#define B_ROW_PREFETCH 4
#define B_PREFETCH_RUN_BYTES 4096
static void pack_b_rows(const struct gemm *g, const void *b, int64_t k0, int64_t kc,
                        int64_t n0, int64_t nc, float *out) {
    const int64_t nr = g->nr, full = nc / nr * nr, panel = kc * nr;
    const int64_t run_bytes = nc * (g->kind == KIND_F32 ? 4 : 2);
    const int prefetch = run_bytes < B_PREFETCH_RUN_BYTES;
    for (int64_t k = 0; k < kc; k++) {
        int64_t base = b_k_offset(g, k0 + k) + n0;
        float *o = out + k * nr;
        if (prefetch && k0 + k + B_ROW_PREFETCH < g->k) {
            const char *ahead = (const char *)b + (b_k_offset(g, k0 + k + B_ROW_PREFETCH) + n0) *
                                                      (run_bytes / nc);
            for (int64_t x = 0; x < run_bytes; x += 64) __builtin_prefetch(ahead + x, 0, 3);
        }
        if (g->kind == KIND_F32) {
            const float *s = (const float *)b + base;
#ifdef HAVE_VECTOR_KERNELS
            if (nr == 16 && g->isa != &ISA_GENERIC) {
                pack_row16_avx2(s, o, full, panel);
            } else if (nr == 32 && g->isa == &ISA_AVX512) {
                pack_row32_avx512(s, o, full, panel);
            } else
#endif
            if (nr == 16) {
                for (int64_t j = 0; j < full; j += 16)
                    memcpy(o + (j / 16) * panel, s + j, 16 * sizeof(float));
            } else {
                for (int64_t j = 0; j < full; j += nr)
                    memcpy(o + (j / nr) * panel, s + j, (size_t)nr * sizeof(float));
            }
#ifdef HAVE_VECTOR_KERNELS
        } else if (g->isa == &ISA_AVX512 && nr % 16 == 0 &&
                   (g->kind == KIND_BF16 || g->kind == KIND_F16)) {
            pack_row_narrow_avx512(g->kind == KIND_F16, (const uint16_t *)b + base, o, full,
                                   panel, nr);
#endif
        } else if (g->kind == KIND_BF16) {
            const uint16_t *s = (const uint16_t *)b + base;
#ifdef HAVE_VECTOR_KERNELS
            if (g->isa != &ISA_GENERIC && nr % 8 == 0) {
                pack_row_bf16_avx2(s, o, full, panel, nr);
            } else
#endif
            for (int64_t j = 0; j < full; j += nr) {
                float *t = o + (j / nr) * panel;
                for (int64_t i = 0; i < nr; i++) t[i] = bf16_to_float(s[j + i]);
            }
        } else {
            for (int64_t j = 0; j < full; j += nr) {
                float *t = o + (j / nr) * panel;
                for (int64_t i = 0; i < nr; i++) t[i] = load_elem(b, g->kind, base + j + i);
            }
        }
        if (full < nc) {  /* the last, narrower strip: zero padded */
            float *t = o + (full / nr) * panel;
            for (int64_t i = 0; i < nc - full; i++) t[i] = load_elem(b, g->kind, base + full + i);
            for (int64_t i = nc - full; i < nr; i++) t[i] = 0.0f;
        }
    }
}

/* Rows [m0, m0 + mc) of a bf16 (or, on AVX-512, f16) A stored K contiguous, columns
 * [k0, k0 + kc), widened into f32 rows kc apart that the rows kernel reads as it reads an
 * f32 A in place. Packing them into micro-panels instead scattered every value to its own
 * column of a panel, a scalar at a time: a bf16 model's 32-row products (32 x 128 @ 128 x
 * 256) took 1.3x the time of the same f32 product, whose A is not packed at all (with
 * this, and B's rows widened 16 at a time, 28 us either way on one Emerald Rapids core). */
static void widen_a_rows(const struct gemm *g, const uint16_t *a, int64_t m0, int64_t mc,
                         int64_t k0, int64_t kc, float *out) {
    for (int64_t r = 0; r < mc; r++, out += kc) {
        const uint16_t *s = a + a_row(g, m0 + r) + k0;
        int64_t k = 0;
#ifdef HAVE_VECTOR_KERNELS
        if (g->isa == &ISA_AVX512) k = widen_avx512(g->kind == KIND_F16, s, out, kc);
        else if (g->isa != &ISA_GENERIC && g->kind == KIND_BF16)
            k = widen_bf16_avx2(s, out, kc);
#endif
        for (; k < kc; k++) out[k] = load_elem(s, g->kind, k);
    }
}

/* A[m0 : m0+mc, k0 : k0+kc] -> MR-row micro-panels, each kc columns of MR (zero padded). */
static void pack_a(const struct gemm *g, const void *a, int64_t m0, int64_t mc, int64_t k0,
                   int64_t kc, float *out) {
    const int mr = g->mr;
    if (g->sam == 1 && g->kind == KIND_F32 && g->m_in == 0) {
        /* Rows adjacent in memory (A stored K-major, as attention's transposed products
         * are): read MR of them at a time along each column rather than walking each row
         * down a stride of whole columns. */
        for (int64_t i0 = 0; i0 < mc; i0 += mr, out += kc * mr) {
            int64_t h = mc - i0 < mr ? mc - i0 : mr;
            for (int64_t k = 0; k < kc; k++) {
                const float *s = (const float *)a + (m0 + i0) + k_offset(g, k0 + k, g->sak,
                                                                         g->sak1);
                float *o = out + k * mr;
                int64_t r = 0;
                for (; r < h; r++) o[r] = s[r];
                for (; r < mr; r++) o[r] = 0.0f;
            }
        }
        return;
    }
    for (int64_t i0 = 0; i0 < mc; i0 += mr) {
        int64_t h = mc - i0 < mr ? mc - i0 : mr;
        for (int64_t r = 0; r < mr; r++) {
            float *o = out + r;
            if (r >= h) {
                for (int64_t k = 0; k < kc; k++) o[k * mr] = 0.0f;
                continue;
            }
            if (g->win.ow) {  /* a convolution's input read by bounds */
                window_row(&g->win, g->kin, (const float *)a, m0 + i0 + r, k0, kc, o, mr);
                continue;
            }
            if (g->kin != g->k) {  /* two reduction dimensions: runs of the inner one */
                int64_t row = a_row(g, m0 + i0 + r);
                for (int64_t k = 0; k < kc;) {
                    int64_t outer = (k0 + k) / g->kin, inner = (k0 + k) % g->kin;
                    int64_t run = g->kin - inner < kc - k ? g->kin - inner : kc - k;
                    int64_t at = row + outer * g->sak1 + inner * g->sak;
                    if (g->kind == KIND_F32) {
                        const float *s = (const float *)a + at;
                        for (int64_t j = 0; j < run; j++) o[(k + j) * mr] = s[j * g->sak];
                    } else {
                        for (int64_t j = 0; j < run; j++)
                            o[(k + j) * mr] = load_elem(a, g->kind, at + j * g->sak);
                    }
                    k += run;
                }
                continue;
            }
            int64_t base = a_row(g, m0 + i0 + r) + k0 * g->sak;
            if (g->kind == KIND_F32) {
                const float *s = (const float *)a + base;
                for (int64_t k = 0; k < kc; k++) o[k * mr] = s[k * g->sak];
            } else if (g->kind == KIND_BF16) {
                const uint16_t *s = (const uint16_t *)a + base;
                for (int64_t k = 0; k < kc; k++) o[k * mr] = bf16_to_float(s[k * g->sak]);
            } else {
                for (int64_t k = 0; k < kc; k++) o[k * mr] = load_elem(a, g->kind,
                                                                     base + k * g->sak);
            }
        }
        out += kc * mr;
    }
}

#include "gemm_int.inc"

static int64_t round_up(int64_t x, int64_t to) { return (x + to - 1) / to * to; }

/* pack_b_whole's panels: column blocks of about this many floats (384 KiB, within Zen 3's
 * 512 KiB L2 with room for A), one NR strip at least; a B of more than WHOLE_B_MAX_FLOATS a
 * strip is packed a reduction block at a time instead. */
#define WHOLE_B_FLOATS (96 * 1024)
#define WHOLE_B_MAX_FLOATS (1 << 20)

/* A B packed a strip at a time (stored N x K: a PyTorch Linear's weight) used by few rows:
 * when the rectangle's rows of A for one reduction block take at most this many floats
 * (256 rows at KC 256), all of them are one row block, and each strip is packed into the
 * same KC x NR buffer just before the kernels of every row panel use it. The packing's
 * stores then stay in L1, where a packed B of its own for the whole block (1 MiB in
 * torch_gelu_layernorm_b8's products) was written back through L2 and, for the second row
 * block of MC, read again from there. One Emerald Rapids core, thread CPU time, weights
 * warm, alternated with the build before (medians of 300): 128 x 256 @ (1024 x 256)^T
 * 515 -> 455 us, 128 x 1024 @ (256 x 1024)^T 471 -> 452, 64 x 256 @ (1024 x 256)^T
 * 294 -> 254, 32 rows 179 -> 147, 256 rows 968 -> 882, 256 x 1024 @ (1024 x 1024)^T
 * 4.07 -> 3.90-3.95 ms; with the AVX2 kernels (STABLEHLO_CC_GEMM_ISA=avx2) 128 rows
 * 909 -> 857, 64 rows 471 -> 430; torch_gelu_layernorm_b8 1.21-1.28 -> 1.10-1.16 ms
 * (thr.py, one thread). More rows re-read a larger A block from L2 for every strip: 300
 * and 384 rows still gained 6-7 % there (A blocks of 300 and 384 KiB, of a 2 MiB L2),
 * 512 x 768 @ (768 x 768)^T was as fast or 3 % slower, 1024 x 1024 @ (1024 x 1024)^T
 * 20-75 % slower; 256 KiB is half of Zen 3's L2. The loop order changes, not the sums. */
#define ONE_STRIP_A_FLOATS (64 * 1024)

#ifdef HAVE_VECTOR_KERNELS
/* `w` words copied in the vectors of the kernels that read them next: a kernel's 64-byte
 * load of C that follows 16-byte stores to it (memcpy's) cannot take its value from them
 * and waits until they reach L1: a 512 x 1024 x 256 product with a bias init paid 133 us
 * for it on an Emerald Rapids core, nearly the separate add's 150. */
__attribute__((target("avx512f"))) static void copy_rows_zmm(
    uint32_t *to, int64_t ldt, const uint32_t *from, int64_t ldf, int64_t h, int64_t w) {
    for (int64_t i = 0; i < h; i++, to += ldt, from += ldf)
        for (int64_t j = 0; j < w; j += 16)
            _mm512_storeu_si512((void *)(to + j), _mm512_loadu_si512((const void *)(from + j)));
}

__attribute__((target("avx"))) static void copy_rows_ymm(
    uint32_t *to, int64_t ldt, const uint32_t *from, int64_t ldf, int64_t h, int64_t w) {
    for (int64_t i = 0; i < h; i++, to += ldt, from += ldf)
        for (int64_t j = 0; j < w; j += 8)
            _mm256_storeu_si256((__m256i *)(to + j),
                                _mm256_loadu_si256((const __m256i *)(from + j)));
}
#endif

/* C[i, j] = init[i, j] (or 0) over the rectangle: 4-byte elements, f32 or int32. With C's
 * and the init's rows contiguous, a row is one memset (zero) or one copy (in the kernels'
 * vectors); an init row stride of 0 is a bias broadcast over the rows (native_gemm_calls.py
 * folds the add of a bias or a residual into the product this way). */
static void initialize(const struct gemm *g, const int64_t off[4], int64_t m0, int64_t m1,
                       int64_t n0, int64_t n1) {
    uint32_t *c = (uint32_t *)g->c + off[2];
    const uint32_t *init = (const uint32_t *)g->init + off[3];
    int64_t w = n1 - n0;
#ifdef HAVE_VECTOR_KERNELS
    if (g->init_mode == 1 && g->scn == 1 && g->sin == 1) {
        uint32_t *to = c + m0 * g->scm + n0;
        const uint32_t *from = init + m0 * g->sim + n0;
        if ((g->isa == &ISA_AVX512 || g->isa == &ISA_AVX512_NARROW) && w % 16 == 0) {
            copy_rows_zmm(to, g->scm, from, g->sim, m1 - m0, w);
            return;
        }
        if (g->isa == &ISA_AVX2 && w % 8 == 0) {
            copy_rows_ymm(to, g->scm, from, g->sim, m1 - m0, w);
            return;
        }
    }
#endif
    for (int64_t i = m0; i < m1; i++) {
        uint32_t *row = c + i * g->scm + n0 * g->scn;
        const uint32_t *from = init + i * g->sim + n0 * g->sin;
        if (g->init_mode != 1) {  /* +0.0f and int 0 are both all-zero bits */
            if (g->scn == 1) memset(row, 0, (size_t)w * 4);
            else
                for (int64_t j = 0; j < w; j++) row[j * g->scn] = 0u;
        } else if (g->scn == 1 && g->sin == 1) {
            memcpy(row, from, (size_t)w * 4);
        } else {
            for (int64_t j = 0; j < w; j++) row[j * g->scn] = from[j * g->sin];
        }
    }
}

#include "gemm_few_rows.inc"
#include "gemm_inner.inc"

/* One micro-tile: the kernel of the product's family, on packed panels; `kw` counts k-steps
 * (f32) or words of k pairs or quads (integers). */
static inline void micro_tile(const struct gemm *g, int64_t kw, const float *apanel,
                              const float *bpanel, void *c, int64_t ldc, int accumulate) {
    if (g->integer)
        g->int_kernel(kw, apanel, bpanel, c, ldc, accumulate);
    else
        g->isa->kernel(kw, apanel, bpanel, g->nr, c, ldc, accumulate);
}

/* Convolutions of at most this many output positions (rows) with a filter stored with each
 * output channel contiguous (OIHW) run as dot products (dot_rectangle). Measured on one
 * Zen 3 core, 3 x 3 x 512 x 512: 1 output 0.34 ms (packed, HWIO: 1.0), 2 x 2 outputs
 * 0.77 ms (0.87); but 2 x 4 outputs 1.46 ms against 1.16 packed. */
#define DOT_MAX_ROWS 4
#ifndef DOT_PREFETCH
#define DOT_PREFETCH 256  /* floats ahead in each filter stream */
#endif

static int dot_product_rows(const struct gemm *g) {
    return !g->integer && g->kind == KIND_F32 && g->m <= DOT_MAX_ROWS && g->sbn != 1 &&
           g->bdense_levels > 0 && (g->kbin != 0 || g->m_in != 0);
}

#ifdef HAVE_VECTOR_KERNELS
/* out[j][i] = sum over s of ap[i K + s] w_j[s], for rows i < h <= 4 and filters j < 2: eight
 * accumulator chains, each filter vector loaded once for four rows. */
__attribute__((target("avx2,fma"))) static void dot_block_avx2(const float *ap, int64_t k,
                                                              int64_t h, const float *w0,
                                                              const float *w1, float out[2][4]) {
    const float *a[4];
    _Pragma("GCC unroll 4") for (int i = 0; i < 4; i++) a[i] = ap + (i < h ? i : 0) * k;
    __m256 c0[4], c1[4];
    _Pragma("GCC unroll 4") for (int i = 0; i < 4; i++) c0[i] = c1[i] = _mm256_setzero_ps();
    int64_t s = 0;
    for (; s + 8 <= k; s += 8) {
        if ((s & 15) == 0) {
            __builtin_prefetch(w0 + s + DOT_PREFETCH, 0, 0);
            __builtin_prefetch(w1 + s + DOT_PREFETCH, 0, 0);
        }
        __m256 x0 = _mm256_loadu_ps(w0 + s), x1 = _mm256_loadu_ps(w1 + s);
        _Pragma("GCC unroll 4") for (int i = 0; i < 4; i++) {
            __m256 v = _mm256_loadu_ps(a[i] + s);
            c0[i] = _mm256_fmadd_ps(v, x0, c0[i]);
            c1[i] = _mm256_fmadd_ps(v, x1, c1[i]);
        }
    }
    for (int i = 0; i < 4; i++) {
        float t0[8], t1[8];
        _mm256_storeu_ps(t0, c0[i]);
        _mm256_storeu_ps(t1, c1[i]);
        float s0 = ((t0[0] + t0[4]) + (t0[1] + t0[5])) + ((t0[2] + t0[6]) + (t0[3] + t0[7]));
        float s1 = ((t1[0] + t1[4]) + (t1[1] + t1[5])) + ((t1[2] + t1[6]) + (t1[3] + t1[7]));
        for (int64_t r = s; r < k; r++) {
            s0 += a[i][r] * w0[r];
            s1 += a[i][r] * w1[r];
        }
        out[0][i] = s0;
        out[1][i] = s1;
    }
}
#endif

/* The rectangle of a convolution with few output positions and a filter whose output
 * channels are contiguous (dot_product_rows): the packed path would transpose the whole
 * filter into panels (pack_b_whole) to use it on a handful of rows, which at batch 1 made a
 * CNN's last layers (2 x 2 outputs of 512 x 512 x 3 x 3) cost 1.4x the filter's read. Here
 * the few rows of A are gathered in the filter's stored order instead (rows x K, small),
 * and each output is one dot product of a gathered row with a filter read in place, in
 * order: the filter streams from memory once. Every output is summed whole by one thread,
 * in an order fixed by K, so results do not depend on the team. */
static int dot_rectangle(const struct gemm *g, const int64_t off[4], int64_t m0, int64_t m1,
                         int64_t n0, int64_t n1, int first_writes) {
    const int64_t k = g->k, rows = m1 - m0;
    /* rows, kmap, offsets, and a row in k order (a convolution read by bounds) */
    float *ap = panels((size_t)(rows + 4) * (size_t)k + 1);
    if (ap == NULL) return 1;
    int32_t *kmap = (int32_t *)(ap + rows * k);
    int64_t *at = (int64_t *)(ap + round_up((rows + 1) * k, 2));  /* A offset of each s */
    float *patch = (float *)(at + k);
    b_source_order(g, kmap);
    for (int64_t s = 0; s < k; s++) at[s] = k_offset(g, kmap[s], g->sak, g->sak1);
    const float *a = (const float *)g->a + off[0], *b = (const float *)g->b + off[1];
    float *c = (float *)g->c + off[2];
    for (int64_t i = 0; i < rows; i++) {
        if (g->win.ow) {  /* gemm_window.inc: the patch in k order, then in B's order */
            window_row(&g->win, g->kin, a, m0 + i, 0, k, patch, 1);
            for (int64_t s = 0; s < k; s++) ap[i * k + s] = patch[kmap[s]];
            continue;
        }
        const float *row = a + a_row(g, m0 + i);
        for (int64_t s = 0; s < k; s++) ap[i * k + s] = row[at[s]];
    }
    for (int64_t j = n0; j < n1; j += 2) {
        int64_t pair = n1 - j < 2 ? 1 : 2;
        const float *w0 = b + j * g->sbn, *w1 = b + (j + pair - 1) * g->sbn;
        for (int64_t i0 = 0; i0 < rows; i0 += 4) {
            int64_t h = rows - i0 < 4 ? rows - i0 : 4;
            float out[2][4];
#ifdef HAVE_VECTOR_KERNELS
            if (g->isa != &ISA_GENERIC) dot_block_avx2(ap + i0 * k, k, h, w0, w1, out);
            else
#endif
                for (int64_t i = 0; i < h; i++) {
                    float s0 = 0.0f, s1 = 0.0f;
                    for (int64_t s = 0; s < k; s++) {
                        s0 += ap[(i0 + i) * k + s] * w0[s];
                        s1 += ap[(i0 + i) * k + s] * w1[s];
                    }
                    out[0][i] = s0;
                    out[1][i] = s1;
                }
            for (int64_t jj = 0; jj < pair; jj++)
                for (int64_t i = 0; i < h; i++) {
                    float *p = c + (m0 + i0 + i) * g->scm + (j + jj) * g->scn;
                    *p = first_writes ? out[jj][i] : *p + out[jj][i];
                }
        }
    }
    return 0;
}

#ifdef HAVE_VECTOR_KERNELS
/* p[i] (+)= v[i] for i < rows <= 8: whole, or in 4-, 2- and 1-float pieces (a masked store,
 * vmaskmovps, is microcoded on Zen: 16 of them a 6 x 16 tile cost more than its FMAs at
 * K = 64). */
__attribute__((target("avx2"), always_inline)) static inline void store_run(float *p, __m256 v,
                                                                           int64_t rows,
                                                                           int accumulate) {
    if (rows == 8) {
        if (accumulate) v = _mm256_add_ps(_mm256_loadu_ps(p), v);
        _mm256_storeu_ps(p, v);
        return;
    }
    __m128 x = _mm256_castps256_ps128(v);
    int64_t i = 0;
    if (rows >= 4) {
        if (accumulate) x = _mm_add_ps(_mm_loadu_ps(p), x);
        _mm_storeu_ps(p, x);
        x = _mm256_extractf128_ps(v, 1);
        i = 4;
    }
    if (rows - i >= 2) {
        __m128 y = x;
        if (accumulate) y = _mm_add_ps(_mm_castpd_ps(_mm_load_sd((const double *)(p + i))), y);
        _mm_storel_pi((__m64 *)(p + i), y);
        x = _mm_movehl_ps(x, x);
        i += 2;
    }
    if (rows - i == 1) {
        if (accumulate) x = _mm_add_ss(_mm_load_ss(p + i), x);
        _mm_store_ss(p + i, x);
    }
}

/* A tile of C whose rows are contiguous in memory (scm == 1: a product run transposed, see
 * transpose_if_cheaper) out of the scratch tile: 8 x 8 blocks transposed in registers, so
 * each of C's columns gets its h <= 8 floats as one run of stores instead of h scalar
 * stores a column apart. Element (i, j) is C[i + j scn] (+)= tile[i nr + j], as in the
 * scalar loop. */
__attribute__((target("avx2"))) static void store_tile_columns(float *ct, int64_t scn,
                                                               const float *tile, int nr,
                                                               int64_t h, int64_t w,
                                                               int accumulate) {
    float t[64];
    for (int64_t ib = 0; ib < h; ib += 8) {
        int64_t rows = h - ib < 8 ? h - ib : 8;
        for (int64_t jb = 0; jb < w; jb += 8) {
            transpose8x8(tile + ib * nr + jb, nr, t, 8);  /* (rows past h: never stored) */
            int64_t cols = w - jb < 8 ? w - jb : 8;
            for (int64_t j = 0; j < cols; j++)
                store_run(ct + (jb + j) * scn + ib, _mm256_loadu_ps(t + 8 * j), rows,
                          accumulate);
        }
    }
}
#endif

/* The rectangle [m0, m1) x [n0, n1) of batch element `index`. */
static int gemm_rectangle(const struct gemm *g, int64_t index, int64_t m0, int64_t m1,
                          int64_t n0, int64_t n1) {
    const struct isa *isa = g->isa;
    const int mr = g->mr, nr = g->nr;
    int64_t off[4];
    batch_offsets(g, index, off);
    float *c = (float *)g->c + off[2];  /* 4-byte elements: f32 or int32 */
    int first_writes = 1;  /* the first reduction block stores rather than adds */
    if (g->k == 0) {
        initialize(g, off, m0, m1, n0, n1);
        return 0;
    }
    int inner = g->inner, dot = !inner && dot_product_rows(g);
    int few = !inner && !dot && few_rows_applies(g);
    /* An init is copied into each micro-tile of the packed path just before its first
     * reduction block, whose kernel then reads it from L1 and adds: copied into the whole
     * rectangle first, C took a second trip through L2 (BERT's K and V projections with
     * their bias as init, 512 x 256 x 256: 413 us against 368 without, in the model). */
    int tile_init = g->init_mode == 1 && !inner && !dot && !few;
    if (g->init_mode == 1) {
        if (!tile_init) initialize(g, off, m0, m1, n0, n1);
        first_writes = 0;
    }
    if (inner) return inner_rectangle(g, off, m0, m1, n0, n1, first_writes);
    if (dot) return dot_rectangle(g, off, m0, m1, n0, n1, first_writes);
    if (few) {  /* B read once in place (gemm_few_rows.inc) */
        if (first_writes) initialize(g, off, m0, m1, n0, n1);
        return few_rows_rectangle(g, off, m0, m1, n0, n1);
    }
    const char *a = (const char *)g->a, *b = (const char *)g->b;
    size_t a_elem = g->integer ? int_size(g->int_kind_a) : g->kind == KIND_F32 ? 4 : 2;
    size_t b_elem = g->integer ? int_size(g->int_kind_b) : a_elem;
    a += off[0] * (int64_t)a_elem;
    b += off[1] * (int64_t)b_elem;
    int64_t ncmax = isa->nc, kcmax = isa->kc, mcmax = isa->mc;
#ifdef HAVE_VECTOR_KERNELS
    if (isa == &ISA_AVX512) kcmax = __atomic_load_n(&avx512_kc, __ATOMIC_RELAXED);
#endif
    if (g->int_quads) kcmax = VNNI_KC, mcmax = VNNI_MC;
    /* 4-byte words a panel row holds at most (quads: a correction row besides) */
    int64_t kwmax = g->int_quads ? kcmax / 4 + 1 : kcmax;
    size_t bfloats = (size_t)kwmax * (size_t)((ncmax + nr - 1) / nr * nr);
    /* A convolution's B with strided columns (a filter stored OIHW): packed whole (all K)
     * a strip at a time, in column blocks whose panels stay in L2 (pack_b_whole). */
    int whole_b = !g->integer && g->kind == KIND_F32 && g->sbn != 1 &&
                  (g->kbin != 0 || g->m_in != 0) && g->k * nr <= WHOLE_B_MAX_FLOATS;
    if (whole_b) {
        int64_t cols = WHOLE_B_FLOATS / g->k / nr * nr;
        ncmax = cols < nr ? nr : cols > ncmax ? ncmax : cols;
        bfloats = (size_t)g->k * (size_t)round_up(ncmax, nr);
    }
    size_t kmap_words = whole_b && g->bdense_levels > 0 ? (size_t)g->k : 0;
    /* Reduction blocks of equal size (784 = 4 x 196, not 3 x 256 + 16): a function of K
     * alone, so the summation order does not depend on the cut; even for integers, whose
     * panels hold pairs of k. */
    int64_t kblocks = (g->k + kcmax - 1) / kcmax, kstep = (g->k + kblocks - 1) / kblocks;
    if (g->integer) kstep = round_up(kstep, g->int_quads ? 4 : 2);
    /* A convolution read by bounds (gemm_window.inc): for each micro-panel of the row block
     * whose windows reach outside the input, a table of where each run of each row starts
     * (segs runs at most in a reduction block), and a run of zeros they may point to. */
    const struct window *win = g->win.ow ? &g->win : NULL;
    int taps = win && win->c >= WINDOW_TAP_RUNS_MIN_C;  /* its runs: taps, or window rows */
    int64_t segs = taps ? kstep / win->c + 2 : g->kin == g->k ? 1 : kstep / g->kin + 2;
    /* A B packed a strip at a time (not along its rows) whose every strip serves all the
     * rectangle's rows at once: one strip buffer, reused (ONE_STRIP_A_FLOATS). */
    int one_strip = !g->integer && !whole_b && g->sbn != 1 &&
                    (m1 - m0) * kstep <= ONE_STRIP_A_FLOATS;
    if (one_strip && m1 - m0 > mcmax) mcmax = round_up(m1 - m0, mr);  /* (panels padded) */
    size_t table_words = win ? 2 * (size_t)((mcmax / mr + 1) * segs * mr) + (size_t)kstep : 0;
    float *bp = panels(bfloats + (size_t)kwmax * (size_t)mcmax + round_up(kmap_words, 2) +
                       table_words);
    if (bp == NULL) return 1;
    float *ap = bp + bfloats;
    int32_t *kmap = NULL;
    if (kmap_words) {
        kmap = (int32_t *)(ap + (size_t)kwmax * (size_t)mcmax);
        b_source_order(g, kmap);
    }
    const float **tables = (const float **)(ap + (size_t)kwmax * (size_t)mcmax +
                                            round_up(kmap_words, 2));
    float *zeros = (float *)(tables + (mcmax / mr + 1) * segs * mr);
    if (win) memset(zeros, 0, (size_t)kstep * sizeof(float));
    union { float f[MAX_MR * MAX_NR]; int32_t i[MAX_MR * MAX_NR]; } tile;
    /* A read in place by the microkernel: f32, K contiguous (two reduction dimensions: in
     * runs of the inner one, which every reduction block starts at the beginning of) */
    int a_rows = !g->integer && isa->rows_kernel != NULL && g->kind == KIND_F32 &&
                 g->sak == 1 && (g->kin == g->k || kstep % g->kin == 0);
    int64_t run = g->kin == g->k ? kstep : g->kin;
    int64_t jump = g->kin == g->k ? 0 : g->sak1 - g->kin;
    /* Two row dimensions (a convolution): A in place through row offsets, K contiguous in
     * runs of the inner reduction dimension (a block may start inside one). */
    const gemm_gather_kernel *gathers =
        g->m_in != 0 && !g->integer && g->kind == KIND_F32 && g->sak == 1 ? isa->gathers : NULL;
    if (gathers) a_rows = 0;
    /* A bf16 or f16 A, K contiguous in one run: its block widened to f32 rows (widen_a_rows)
     * that the rows kernel reads, rows kc apart, as it reads an f32 A in place. */
    int a_widened = !g->integer && isa->rows_kernel != NULL && isa->tails != NULL &&
                    (g->kind == KIND_BF16 || g->kind == KIND_F16) && g->sak == 1 &&
                    g->kin == g->k && g->m_in == 0;
    if (a_widened) a_rows = 1;
    for (int64_t jc = n0; jc < n1; jc += ncmax) {
        int64_t nc = n1 - jc < ncmax ? n1 - jc : ncmax;
        for (int64_t pc = 0; pc < g->k; pc += kstep) {
            int64_t kc = g->k - pc < kstep ? g->k - pc : kstep;
            /* 4-byte words per panel row: A's, B's (quads: after a correction row) */
            int64_t kw = g->int_quads ? (kc + 3) / 4 : g->integer ? (kc + 1) / 2 : kc;
            int64_t bw = g->int_quads ? kw + 1 : kw;
            int accumulate = !(first_writes && pc == 0);
            /* B with contiguous rows: packed a block at a time, along its rows */
            int rows_packed = g->sbn == 1 && (!g->integer || g->int_quads);
            if (rows_packed && g->integer) pack_b_int(g, b, pc, kc, jc, nc, bp);
            else if (rows_packed) pack_b_rows(g, b, pc, kc, jc, nc, bp);
            for (int64_t ic = m0; ic < m1; ic += mcmax) {
                int64_t mc = m1 - ic < mcmax ? m1 - ic : mcmax;
                int64_t whole = mc / mr * mr;  /* rows in whole micro-panels */
                if (g->integer) pack_a_int(g, a, ic, mc, pc, kc, ap);
                else if (a_widened) widen_a_rows(g, (const uint16_t *)a, ic, mc, pc, kc, ap);
                else if (gathers) {  /* only a partial micro-panel without its kernel */
                    if (whole < mc && gathers[mc - whole] == NULL)
                        pack_a(g, a, ic + whole, mc - whole, pc, kc,
                               ap + (whole / mr) * kc * mr);
                } else if (!a_rows) pack_a(g, a, ic, mc, pc, kc, ap);
                else if (whole < mc && !isa->tails)  /* only the partial micro-panel */
                    pack_a(g, a, ic + whole, mc - whole, pc, kc, ap + (whole / mr) * kc * mr);
                /* runs of a reduction block: the first (a block may start inside one) */
                int64_t first = g->kin == g->k ? kc : g->kin - pc % g->kin;
                /* and those of the tables (taps, or as the gather kernel's) */
                int64_t tfirst = taps ? win->c - pc % win->c : first;
                int64_t trun = taps ? win->c : run;
                if (win && gathers) {  /* micro-panels with taps outside the input: tables */
                    int64_t oh, ow;
                    window_position(win, ic, &oh, &ow);
                    for (int64_t ir = 0; ir < mc; ir += mr) {
                        int64_t h = mc - ir < mr ? mc - ir : mr;
                        const float **t = tables + (ir / mr) * segs * mr;
                        t[0] = NULL;  /* (inside the input: no table) */
                        if (!window_inside(win, h, &oh, &ow) && gathers[h] != NULL)
                            window_table(win, g->kin, (const float *)a, ic + ir, h, pc, kc,
                                         tfirst, trun, taps, zeros, ap + ir * kc, kc, t);
                    }
                }
                for (int64_t jr = 0; jr < nc; jr += nr) {
                    int64_t w = nc - jr < nr ? nc - jr : nr;
                    float *bpanel = whole_b ? bp + (jr / nr) * g->k * nr + pc * nr
                                    : one_strip ? bp : bp + (jr / nr) * bw * nr;
                    /* A B strided along its columns is packed a strip at a time, as the
                     * first row block needs it: each strip reads rows of B contiguously,
                     * and the fresh strip is still in L1 for its first use (for its only
                     * use, one_strip). */
                    if (ic == m0 && !rows_packed) {
                        if (whole_b) {
                            if (pc == 0) pack_b_whole(g, b, kmap, jc + jr, w, bpanel);
                        } else if (g->integer) pack_b_int(g, b, pc, kc, jc + jr, w, bpanel);
                        else pack_b(g, b, pc, kc, jc + jr, w, bpanel);
                    }
                    for (int64_t ir = 0; ir < mc; ir += mr) {
                        int64_t h = mc - ir < mr ? mc - ir : mr;
                        if (tile_init && pc == 0)
                            initialize(g, off, ic + ir, ic + ir + h, jc + jr, jc + jr + w);
                        const float *apanel = ap + (ir / mr) * kw * mr;
                        float *ct = c + (ic + ir) * g->scm + (jc + jr) * g->scn;
                        const float *arow = a_widened ? ap + ir * kc
                                            : (const float *)a + (ic + ir) * g->sam +
                                                  k_offset(g, pc, 1, g->sak1);
                        int64_t lda = a_widened ? kc : g->sam;
                        gemm_gather_kernel gather = gathers ? gathers[h] : NULL;
                        if (gather) {
                            int direct = w == nr && g->scn == 1;
                            float *to = direct ? ct : tile.f;
                            int64_t ldt = direct ? g->scm : nr;
                            const float *const *table = win ? tables + (ir / mr) * segs * mr
                                                            : NULL;
                            if (table && table[0] != NULL) {  /* gemm_window.inc */
                                isa->tables[h](kc, table, tfirst, trun, bpanel, nr, to, ldt,
                                               direct ? accumulate : 0);
                            } else {
                                int64_t at[MAX_MR];
                                row_offsets(g, ic + ir, h, at);
                                /* (read by bounds: the rows' offsets from the origin) */
                                const float *ak = (const float *)a + (win ? win->origin : 0) +
                                                  k_offset(g, pc, 1, g->sak1);
                                gather(kc, ak, at, first, run, jump, bpanel, nr, to, ldt,
                                       direct ? accumulate : 0);
                            }
                            if (direct) continue;
                        }
                        gemm_rows_kernel rows = !a_rows ? NULL : h == mr ? isa->rows_kernel
                                                : isa->tails ? isa->tails[h] : NULL;
                        if (rows && w == nr && g->scn == 1) {
                            rows(kc, arow, lda, run, jump, bpanel, nr, ct, g->scm,
                                 accumulate);
                            continue;
                        }
                        if (!rows && h == mr && w == nr && g->scn == 1) {
                            micro_tile(g, kw, apanel, bpanel, ct, g->scm, accumulate);
                            continue;
                        }
                        if (gather)
                            ;  /* (computed into the tile above) */
                        else if (rows)
                            rows(kc, arow, lda, run, jump, bpanel, nr, tile.f, nr, 0);
                        else
                            micro_tile(g, kw, apanel, bpanel, tile.f, nr, 0);
#ifdef HAVE_VECTOR_KERNELS
                        if (!g->integer && g->scm == 1 && isa != &ISA_GENERIC) {
                            store_tile_columns(ct, g->scn, tile.f, nr, h, w, accumulate);
                            continue;
                        }
#endif
                        for (int64_t i = 0; i < h; i++)
                            for (int64_t j = 0; j < w; j++) {
                                float *p = ct + i * g->scm + j * g->scn;
                                if (g->integer) {
                                    uint32_t t = (uint32_t)tile.i[i * nr + j], old;
                                    memcpy(&old, p, sizeof old);
                                    t = accumulate ? old + t : t;
                                    memcpy(p, &t, sizeof t);
                                } else {
                                    *p = accumulate ? *p + tile.f[i * nr + j]
                                                    : tile.f[i * nr + j];
                                }
                            }
                    }
                }
            }
        }
    }
    return 0;
}

/* Cells a team member gets, at most, and the shortest cell worth its own packing: see plan.
 * CELLS_PER_MEMBER was 4 for a while (balance against a late member, below); on a quiet host
 * it cost the square products their second thread's gain: each column part packs all of A
 * again, so matmul1024_i8 on two threads went 9.1 -> 13.8 ms (one thread 16.7; kernels
 * benchmark, alternated with the build before, 2026-11-26). One cell a member until the cut
 * packs each panel once whatever the cell count (a shared packed A, as BLIS's loops around
 * the micro-kernel share it among threads). */
#define CELLS_PER_MEMBER 1
#define MIN_CELL_NS 100000.0
#define FEW_ROWS_PER_CELL 128  /* fewer rows: one cell a member (see plan) */
/* A product cut into rows (more rows than columns) gets up to ROW_CELLS_PER_MEMBER cells a
 * member, none of fewer than MIN_ROWS_PER_CELL rows: a row cell packs only B again (K N
 * elements, ~28 multiply-add times each: under 3 % of a cell of 1024 rows), so the
 * counter can balance a member that runs slower than the others (a CPU shared with another
 * process), which one cell a member could not. conv3x3 (8 x 56 x 56 x 64 -> 64, 25088 x 64
 * x 576) on two threads with a busy loop on one of the CPUs (the same scheduler weight as
 * ours), alternated, medians of 40 calls: 13.1-14.6 ms in two cells (its one-thread time:
 * 13.0), 9.1-9.9 in eight; on two free CPUs 6.1-6.5 either way. The minimum was 2048 rows,
 * which left small_cnn's second convolution (8192 x 64 x 288, 3.7 ms on one thread) four
 * cells on two threads; with 1024, eight. 8192 x 64 x 288 read in place on the Zen 3 host,
 * busy with other sessions, 1 and 2 threads alternated in one process (medians of 150
 * calls): two threads 4.33 -> 3.45 ms; one thread running a team of two's cells no slower
 * (within the noise of 7.1 / 6.3 ms medians). */
#define ROW_CELLS_PER_MEMBER 4
#define MIN_ROWS_PER_CELL 1024
/* A column part of an f32 product whose A the kernels read in place (K contiguous: the rows
 * kernel, or a convolution's gathers) packs nothing of A again: it only re-reads A's rows
 * (4 bytes a row and k, for 2 x its columns flops). Such a product gets
 * IN_PLACE_CELLS_PER_MEMBER column cells a member (CELLS_PER_MEMBER's cost was A's packing,
 * in matmul1024_i8), none narrower than MIN_COLS_PER_CELL, so that the counter balances a
 * member that loses its CPU for a while. With one column half a member, the encoder kernel's
 * FFN products (512 x 512 x 2048, 13 ms) on two threads, the other CPU shared with another
 * process, waited 7-23 ms at the join for the worker's half (the caller's took 6.6 ms): the
 * encoder ran 62-85 ms on two threads against 47-59 on one. With the eighths, in one process,
 * peers alternated (2026-11-27, 2-CPU host busy with other sessions): encoder on two threads
 * 62.4 -> 45.1 ms and 78.6 -> 60-68 ms, matmul1024 38.2 -> 25.0 and 41.8 -> 21.4 (one thread
 * 26.6), and with the other CPU mostly free, paired medians new/old 0.98 (encoder), 0.99
 * (matmul1024). The price, one thread running a team of two's cells (thread CPU time, medians
 * of 50): matmul1024 28.2 ms whole, 28.95 in halves, 29.95 in eighths (each re-reads all of
 * A's 4 MiB from L3); the encoder's products within noise. Products of few rows (fewer than
 * FEW_ROWS_PER_CELL) keep one cell a member unless they have IN_PLACE_MIN_ROWS rows and are
 * not memory-bound by the cost rule; then they are cut the same way. Their cells kept 256
 * columns at first (1 KiB runs of B's rows, which the cells stream), and mlp784's products
 * (64 x 784 @ 784 x 1024, 64 x 1024 @ 1024 x 1024) got two cells a member: on the shared host
 * they scaled x1.46 from one thread to two. Short runs of a B read from memory or L3 are
 * what a narrow cell costs, and pack_b_rows now prefetches them (B_ROW_PREFETCH); with that,
 * 128 columns. Zen 3 host busy with other sessions, variants alternated in one process,
 * medians of 150-300 calls (min in parentheses), B warm / B cycled through 64 MiB of copies:
 * 64 x 784 @ 784 x 1024 on two threads 1175 (860) -> 919 (706) us / 1243 (890) -> 1135
 * (916); 64 x 1024 @ 1024 x 1024 1397 (922) -> 1143 (878) warm, 1521 -> 1311 cold;
 * 32 x 1024 @ 1024 x 1024 cold 1095 -> 976. One thread running a team of two's eighths,
 * cold: 64 x 1024 @ 1024 x 1024 2310 us without the prefetch, 2139 with it (whole: 2086). */
#define IN_PLACE_CELLS_PER_MEMBER 4
#define MIN_COLS_PER_CELL 128
#define IN_PLACE_MIN_ROWS 32

/* Whether gemm_rectangle's kernels read A in place (no packed A: see a_rows and gathers). */
static int a_in_place(const struct gemm *g) {
    if (g->integer || g->kind != KIND_F32 || g->sak != 1 || g->inner) return 0;
    if (g->m_in != 0) return g->isa->gathers != NULL;
    return g->isa->rows_kernel != NULL && g->kin == g->k;
}

/* Cells (rectangles of a batch element) for a team of `team`, which the members claim from a
 * counter. Several cells a member would balance a late member (now CELLS_PER_MEMBER is 1:
 * see its note for what the extra packing cost; row cuts, which repack only B, take
 * ROW_CELLS_PER_MEMBER): with one cell each, a member that
 * enters late (a parked worker takes 10-70 us to wake) or loses its CPU for a while holds
 * half of the region while the caller waits for it at the join; with four, the caller takes
 * the cells a late member has not claimed, as XLA:CPU's Eigen pool (many small tasks,
 * stolen) and IREE's task system (a dispatch's workgroups, claimed in tiles by every worker)
 * balance theirs. Cells cost something even when one thread runs them all (each packs its
 * own panels: resnet50_b1's 16 x 16 layers ran 5-10 % longer in 8 cells than in one), so
 * none is shorter than MIN_CELL_NS. Every part packs all of the other operand's panels it
 * needs again: a column part all of A's rows (for a convolution, gathered from its input
 * window by window), a row part all of B's columns. So the operand with more panels to pack
 * decides: a product with more rows than columns (a convolution's output pixels against its
 * channels: small_cnn's first layer, 32768 x 32 x 27, ran each of two column halves in
 * 1.3 ms against 0.9 ms for the whole on one thread) is cut into rows first, any other into
 * columns first; the other dimension is cut only when the first runs out. A product whose time is
 * streaming B (fewer than FEW_ROWS_PER_CELL rows, or memory-bound by the cost rule: the
 * last layers of resnet50_b1 at 64 x 64 images, M = 4 or 16 against 0.3-9 MB of filter)
 * gets one cell a member: a column part reads a slice of every row of B, and with eight
 * slices one thread ran the 2 x 2 x 512 3 x 3 convolution in 1233 us instead of 618, the
 * 4 x 4 x 256 ones of resnet50_b1 (weights from DRAM) in 640-720 us instead of 350-390.
 * The cut never changes a sum (see "Threads" above), so results do not depend on it. */
static void plan(struct gemm *g, int64_t team) {
    g->row_parts = g->col_parts = 1;
    if (team > 1 && g->m > 0 && g->n > 0) {
        double by_size = g->estimate_ns / MIN_CELL_NS;
        int rows_first = !g->streams_b && g->m > g->n;
        int in_place = !g->memory_bound && !rows_first && a_in_place(g) &&
                       (!g->streams_b || g->m >= IN_PLACE_MIN_ROWS);
        int64_t want = team * (in_place ? IN_PLACE_CELLS_PER_MEMBER : g->streams_b ? 1
                               : rows_first ? ROW_CELLS_PER_MEMBER : CELLS_PER_MEMBER);
        if (rows_first && want > g->batch * (g->m / MIN_ROWS_PER_CELL))
            want = g->batch * (g->m / MIN_ROWS_PER_CELL);
        if (in_place && want > g->batch * (g->n / MIN_COLS_PER_CELL))
            want = g->batch * (g->n / MIN_COLS_PER_CELL);
        if (by_size < (double)want) want = by_size > (double)team ? (int64_t)by_size : team;
        if (want < team) want = team;
        /* a multiple of the team, so members that run at the same speed end together: a
         * 3136-row convolution (56 x 56 outputs) in three row cells of 1024 left one member
         * two of them, two thirds of the product where two halves give each one half */
        want -= want % team;
        int64_t need = (want + g->batch - 1) / g->batch;
        int64_t col_strips = (g->n + g->nr - 1) / g->nr;
        int64_t row_strips = (g->m + g->mr - 1) / g->mr;
        if (rows_first) {  /* A is the larger panel set: rows first */
            g->row_parts = need < row_strips ? need : row_strips;
            int64_t cols = (need + g->row_parts - 1) / g->row_parts;
            g->col_parts = cols < col_strips ? cols : col_strips;
        } else {
            g->col_parts = need < col_strips ? need : col_strips;
            int64_t rows = (need + g->col_parts - 1) / g->col_parts;
            g->row_parts = rows < row_strips ? rows : row_strips;
        }
    }
    g->col_chunk = round_up((g->n + g->col_parts - 1) / g->col_parts, g->nr);
    g->row_chunk = round_up((g->m + g->row_parts - 1) / g->row_parts, g->mr);
    if (g->col_chunk < 1) g->col_chunk = 1;
    if (g->row_chunk < 1) g->row_chunk = 1;
}

struct job {
    const struct gemm *g;
    int failed;
    int64_t next_cell;  /* the next (batch element, rectangle) to claim (atomic) */
};

static void gemm_task(int32_t *gtid, int32_t *btid, void *arg) {
    (void)btid;
    struct job *job = arg;
    int64_t team = __shlo_parallel_team_size();
    (void)gtid;
    if (team < 1) team = 1;
    struct gemm local = *job->g;  /* every member cuts the same way for this team */
    plan(&local, team);
    const struct gemm *g = &local;
    int64_t parts = g->row_parts * g->col_parts, cells = g->batch * parts;
    /* The members claim cells from a counter, so on a shared host a member that loses its
     * CPU computes fewer of them (a cell is computed whole by whoever takes it: the sums
     * never depend on who does). */
    for (int64_t cell = __atomic_fetch_add(&job->next_cell, 1, __ATOMIC_RELAXED); cell < cells;
         cell = __atomic_fetch_add(&job->next_cell, 1, __ATOMIC_RELAXED)) {
        int64_t index = cell / parts, part = cell % parts;
        int64_t rp = part / g->col_parts, cp = part % g->col_parts;
        int64_t m0 = rp * g->row_chunk, n0 = cp * g->col_chunk;
        int64_t m1 = m0 + g->row_chunk < g->m ? m0 + g->row_chunk : g->m;
        int64_t n1 = n0 + g->col_chunk < g->n ? n0 + g->col_chunk : g->n;
        if (m0 >= m1 || n0 >= n1) continue;
        if (gemm_rectangle(g, index, m0, m1, n0, n1)) __atomic_store_n(&job->failed, 1,
                                                                       __ATOMIC_RELAXED);
    }
}

/* C = A B computed as C^T = B^T A^T for a B stored N x K (K contiguous) used by few rows: as
 * the left operand its rows are read in place by the row kernel, so it is not packed at
 * all; A^T is packed instead (M K) and the results go out through the scratch tile (C^T's
 * columns being C's rows: 8 x 8 blocks transposed in registers, store_tile_columns).
 * Packed B pays off from 32 rows (five or
 * more micro-panels of rows use each packed strip): 64 x 256 @ (1024 x 256)^T ran in
 * 0.50 ms packed, 0.62 swapped; at 16 rows the swap was as fast alone and 10 % faster in
 * torch_gelu_layernorm_b1, whose weights come from L3. On an Emerald Rapids core (AVX-512,
 * weights warm) swapping more rows lost too: 64 x 256 @ (1024 x 256)^T 276 us packed, 291
 * swapped; 128 x 256 @ (1024 x 256)^T 505 vs 578; 128 x 1024 @ (256 x 1024)^T 483 vs 511
 * (torch_gelu_layernorm_b8's pair). (Swapped, 16 rows or fewer are at most 16 columns of
 * C^T: on AVX-512 the 16 x 16 kernels, ISA_AVX512_NARROW.) Taken when M < 32 and
 * N K > M (K + N), f32 only, one reduction dimension. A function of the descriptor alone,
 * so every team size cuts and sums the same way. */
#define SWAP_BELOW_ROWS 32
static void transpose_if_cheaper(struct gemm *g) {
    if (g->kind != KIND_F32 || g->kin != g->k || g->kbin != 0 || g->sbk != 1 || g->sbn == 1 ||
        g->isa->rows_kernel == NULL || g->m_in != 0)
        return;
    /* A stored K x M (M contiguous) against a B stored N x K: both operands would be packed
     * through transposes (A a strided element at a time). Swapped, the old B's rows are
     * read in place and the old A packs by whole rows; only C goes out through the scratch
     * tile (store_tile_columns). Attention's probabilities times V into (d, q) is such a
     * product (flax's ViT, keras_hub's GPT-2 and BERT, Whisper): on one Zen 3 core ViT's
     * 24 x (64 x 65 x 65) 0.356 -> 0.232 ms (XLA:CPU 0.38), GPT-2's 32 x 64^3 0.377 ->
     * 0.291 (XLA:CPU 0.32); vit_b8, gpt2_prefill_b8 and bert_b8 0.2-0.5 % faster whole.
     * Summed in the same order either way round (ascending k, the same blocks), so the
     * bits do not change. */
    int both_transposed = g->sak != 1 && g->sam == 1 && g->n >= SWAP_BELOW_ROWS &&
                          g->m >= g->nr;  /* (C^T's columns fill a micro-panel) */
    if (!both_transposed && (g->sak != 1 || g->m >= SWAP_BELOW_ROWS ||
                             (double)g->n * (double)g->k <=
                                 (double)g->m * (double)(g->k + g->n)))
        return;
#define SWAP(x, y)            \
    do {                      \
        __typeof__(x) t_ = x; \
        x = y;                \
        y = t_;               \
    } while (0)
    SWAP(g->a, g->b);
    SWAP(g->m, g->n);
    SWAP(g->sam, g->sbn);  /* A'[n, k] = B[k, n], B'[k, m] = A[m, k] */
    SWAP(g->sak, g->sbk);  /* (both 1 unless both_transposed) */
    SWAP(g->sak1, g->sbk1);
    SWAP(g->scm, g->scn);  /* C'[n, m] = C[m, n] */
    SWAP(g->sim, g->sin);
    for (int i = 0; i < g->batch_dims; i++) SWAP(g->bsa[i], g->bsb[i]);
#undef SWAP
}

/* B's reduction levels (inner, the split of k0, outer) as (extent, stride, k step), in the
 * order of their strides (largest first), kept when they tile one dense block of K
 * elements (every OIHW/HWIO-like filter does): pack_b_whole then reads it in order. */
static void describe_b_levels(struct gemm *g) {
    int64_t l[3][3], n = 0;
    int64_t inner = g->kbin ? g->kbin : g->kin;
    if (inner > 1) l[n][0] = inner, l[n][1] = g->sbk, l[n][2] = 1, n++;
    if (g->kbin && g->kin / g->kbin > 1)
        l[n][0] = g->kin / g->kbin, l[n][1] = g->sbk0, l[n][2] = g->kbin, n++;
    if (g->k / g->kin > 1) l[n][0] = g->k / g->kin, l[n][1] = g->sbk1, l[n][2] = g->kin, n++;
    for (int i = 0; i < n; i++)  /* by stride, largest first */
        for (int j = i + 1; j < n; j++)
            if (l[j][1] > l[i][1])
                for (int t = 0; t < 3; t++) {
                    int64_t x = l[i][t];
                    l[i][t] = l[j][t];
                    l[j][t] = x;
                }
    int64_t expect = 1;
    for (int i = (int)n - 1; i >= 0; i--) {
        if (l[i][1] != expect) n = 0;
        else expect *= l[i][0];
    }
    if (g->k > INT32_MAX) n = 0;
    g->bdense_levels = (int)n;
    for (int i = 0; i < n; i++)
        for (int t = 0; t < 3; t++) g->bdense[i][t] = l[i][t];
}

static void run(const void *a, const void *b, const void *init, void *c, const int64_t *d,
                int kind) {
    struct gemm g;
    memset(&g, 0, sizeof g);
    g.a = a;
    g.b = b;
    g.init = init;
    g.c = c;
    g.kind = kind;
    g.m = d[0];
    g.n = d[1];
    g.k = d[2];
    g.init_mode = (int)d[3];
    g.sam = d[4];
    g.sak = d[5];
    g.sbk = d[6];
    g.sbn = d[7];
    g.scm = d[8];
    g.scn = d[9];
    g.sim = d[10];
    g.sin = d[11];
    g.batch_dims = (int)d[12];
    g.kin = d[28] > 0 ? d[28] : g.k;
    g.sak1 = d[29];
    g.sbk1 = d[30];
    if (g.kin <= 0 || g.k % g.kin != 0) g.kin = g.k > 0 ? g.k : 1;
    g.kbin = d[36];
    g.sbk0 = d[37];
    if (g.kbin < 0 || (g.kbin > 0 && (kind != KIND_F32 || g.kin % g.kbin != 0))) {
        fputs("stablehlo-cc: bad descriptor of a native matrix product\n", stderr);
        abort();
    }
    describe_b_levels(&g);
    g.m_in = d[32];
    g.sam1 = d[33];
    g.m_mid = d[34];
    g.sam2 = d[35];
    if (g.m_in < 0 || g.m_mid < 0 || (g.m_in != 0 && kind != KIND_F32) ||
        (g.m_mid != 0 && g.m_in == 0) || g.batch_dims < 0 ||
        g.batch_dims > MAX_BATCH_DIMS) {
        fputs("stablehlo-cc: bad descriptor of a native matrix product\n", stderr);
        abort();
    }
    if (!window_from_descriptor(&g.win, d, g.m, g.k, g.kin) ||
        (g.win.ow && (kind != KIND_F32 || g.batch_dims != 0 || g.sak != 1))) {
        fputs("stablehlo-cc: bad descriptor of a native matrix product\n", stderr);
        abort();
    }
    if (g.win.ow && g.m_in == 0) g.m_in = g.m;  /* (one row dimension: rows gathered too) */
    g.batch = 1;
    for (int i = 0; i < g.batch_dims; i++) {
        const int64_t *e = d + 13 + 5 * i;
        g.bext[i] = e[0];
        g.bsa[i] = e[1];
        g.bsb[i] = e[2];
        g.bsc[i] = e[3];
        g.bsi[i] = e[4];
        g.batch *= e[0];
    }
    if (g.batch == 0 || g.m == 0 || g.n == 0) return;
    g.isa = host_isa();
    g.mr = g.isa->mr;
    g.nr = g.isa->nr;
    transpose_if_cheaper(&g);
#ifdef HAVE_VECTOR_KERNELS
    /* (a function of the descriptor: every team size takes the same kernel) */
    if (g.isa == &ISA_AVX512 && kind != KIND_INT && g.n <= 16) {
        g.isa = &ISA_AVX512_NARROW;
        g.mr = g.isa->mr;
        g.nr = g.isa->nr;
    }
#endif
    g.inner = inner_product_applies(&g);
    if (kind == KIND_INT) {
        g.integer = 1;
        g.int_kind_a = (int)(d[31] & 15);
        g.int_kind_b = (int)((d[31] >> 4) & 15);
        if (g.int_kind_a < INT_S8 || g.int_kind_a > INT_S16 || g.int_kind_b < INT_S8 ||
            g.int_kind_b > INT_S16) {
            fputs("stablehlo-cc: bad descriptor of a native matrix product\n", stderr);
            abort();
        }
#ifdef HAVE_VECTOR_KERNELS
        choose_int_kernel(&g, g.isa != &ISA_GENERIC, g.isa == &ISA_AVX512);
#else
        choose_int_kernel(&g, 0, 0);
#endif
    }
    struct job job = {&g, 0, 0};
    /* Work for more than one thread (parallel_cost.inc): a parallel region, whose team the
     * pool sizes from the estimate; the plan inside only shapes the rectangles, never the
     * summation order. */
    double mnk = (double)g.batch * (double)g.m * (double)g.n * (double)g.k;
    double operand_bytes = kind == KIND_F32 ? 4.0 : 2.0;
    double bytes = (double)g.batch * (operand_bytes * ((double)g.m * (double)g.k +
                                                       (double)g.k * (double)g.n) +
                                      4.0 * (double)g.m * (double)g.n);
    double estimate = shlo_estimated_ns(2.0 * mnk, bytes);
    g.estimate_ns = estimate;
    g.memory_bound = 2.0 * mnk / SHLO_FLOPS_PER_NS < bytes / SHLO_BYTES_PER_NS;
    g.streams_b = g.m < FEW_ROWS_PER_CELL || g.memory_bound;
    if (estimate >= SHLO_MIN_PARALLEL_NS) {
        __shlo_parallel_run(gemm_task, &job, estimate);
    } else {
        for (int64_t i = 0; i < g.batch; i++)
            if (gemm_rectangle(&g, i, 0, g.m, 0, g.n)) job.failed = 1;
    }
    if (job.failed) {
        fputs("stablehlo-cc: out of memory for the packed panels of a matrix product\n",
              stderr);
        abort();
    }
}

SHLO_KERNEL_EXPORT void __shlo_native_gemm_f32(const float *a, const float *b, const float *init,
                                             float *c, const int64_t *dims) {
    run(a + dims[38], b + dims[39], init, c, dims, KIND_F32);
}

/* The f32 product with one operand a complex64 tensor read as the f32 tensor it is in memory
 * (its parts interleaved; the compiler's descriptor strides count floats):
 * compiler/stablehlo/rules/_complex_view_dot.py. Separate symbols only because the compiled
 * code declares each callee with its operands' element types. */
SHLO_KERNEL_EXPORT void __shlo_native_gemm_c64view_f32(const void *a, const float *b,
                                                     const float *init, float *c,
                                                     const int64_t *dims) {
    run(a, b + dims[39], init, c, dims, KIND_F32);
}

SHLO_KERNEL_EXPORT void __shlo_native_gemm_f32_c64view(const float *a, const void *b,
                                                     const float *init, float *c,
                                                     const int64_t *dims) {
    run(a, (const float *)b + dims[39], init, c, dims, KIND_F32);
}

SHLO_KERNEL_EXPORT void __shlo_native_gemm_bf16(const uint16_t *a, const uint16_t *b,
                                              const float *init, float *c,
                                              const int64_t *dims) {
    run(a, b, init, c, dims, KIND_BF16);
}

SHLO_KERNEL_EXPORT void __shlo_native_gemm_i8(const int8_t *a, const int8_t *b,
                                            const int32_t *init, int32_t *c,
                                            const int64_t *dims) {
    run(a, b, init, c, dims, KIND_INT);
}

SHLO_KERNEL_EXPORT void __shlo_native_gemm_i16(const int16_t *a, const int16_t *b,
                                             const int32_t *init, int32_t *c,
                                             const int64_t *dims) {
    run(a, b, init, c, dims, KIND_INT);
}

/* Mixed widths: the descriptor's kinds say how to read each operand. */
SHLO_KERNEL_EXPORT void __shlo_native_gemm_i8_i16(const int8_t *a, const int16_t *b,
                                                const int32_t *init, int32_t *c,
                                                const int64_t *dims) {
    run(a, b, init, c, dims, KIND_INT);
}

SHLO_KERNEL_EXPORT void __shlo_native_gemm_i16_i8(const int16_t *a, const int8_t *b,
                                                const int32_t *init, int32_t *c,
                                                const int64_t *dims) {
    run(a, b, init, c, dims, KIND_INT);
}

SHLO_KERNEL_EXPORT void __shlo_native_gemm_f16(const uint16_t *a, const uint16_t *b,
                                             const float *init, float *c,
                                             const int64_t *dims) {
    run(a, b, init, c, dims, KIND_F16);
}
