/* Depthwise 2-D convolution (NHWC input, HWC filter) for compiled programs: libc only,
 * parallel on our pool (parallel.c), f32.
 *
 * Why one precompiled kernel: every distinct depthwise convolution (each spatial size,
 * channel count, stride and window of MobileNetV2, EfficientNet or ConvNeXt) cost the
 * compiler its own tiled and vectorized loop nest, 60-140 ms of LLVM each, for a loop that
 * is the same but for its sizes. Here the sizes are run-time values of a descriptor, so one
 * function serves them all. It is also what the peers run: XLA:CPU calls Eigen's spatial
 * convolution, oneDNN a JIT kernel per shape, XNNPACK (TFLite, ONNX Runtime, PyTorch
 * mobile) hand-written "up16x9"-style microkernels on indirection buffers; IREE is the one
 * that generates the loop per shape (its depthwise tiling: 1 row x 8 columns x 2 vectors).
 *
 * The computation, for each output element (n, oh, ow, c):
 *   y = init (or 0) + sum over (kh, kw) of x[n, oh*sh - pt + kh*dh, ow*sw - pl + kw*dw, c]
 *                                          * w[kh, kw, c]
 * with taps outside the input skipped (zero padding handled by bounds, so the padded copy
 * of the input is never made; a tap on the padding would add 0 * w). The taps are summed in
 * ascending (kh, kw) order into one accumulator, an FMA a tap (the portable C path: a
 * multiply and an add), whatever the code path of the element (a register block of output
 * columns, a single border column, a vector of channels or a masked tail): so results are
 * bit-identical for any number of threads and any cut of the work.
 *
 * Structure: the unit of work is an output row's channels (see Threads), swept a chunk of
 * 128 channels (CHUNK) at a time, each chunk's columns in register blocks.
 *
 * AVX2+FMA hosts, column-sum blocks (DW_ROWS; 3 x 3 and 5 x 5 windows at strides 1 and 2,
 * 7 x 7 at stride 1, dilation 1): a block is 8 output columns x one 8-channel vector. For
 * each row of taps it keeps the KW filter vectors in registers and loads the input columns
 * of its span once each, in order, adding each to every output column it is a tap of
 * (stride 1, 3 x 3: 10 input and 3 filter loads for 24 FMAs a row of taps, 0.54 loads an
 * FMA). Column p receives its taps in ascending order, so the sums are the tap blocks' below
 * bit for bit. The row's columns are cut into blocks of at most 8, as even as they go; the
 * blocks with a border column skip the padding's input columns (their EDGE form, a compare
 * per input column), and a block steps through the chunk's vectors inside (one call a block
 * of 8 columns x 128 channels, its input, 3 rows x 10 pixels x 512 bytes, in L1). Streamed
 * 3 x 3 outputs (see Stores) take 16-channel blocks of 4 columns instead (a 64-byte line of
 * the output in two stores in a row). Channels past the last whole vector go to the tap
 * blocks. Why: the layer was not bound by memory on this host. The tap blocks below ran
 * at 20-28 GFLOP/s with their data in L1 or L2 (FMA peak ~90 on one Zen 3 core): a
 * load an FMA (14 loads for 12 FMAs a tap, with stack reloads of strides), and a call per
 * 6 columns x 16 channels (a struct copy, two indirect calls, per 108 FMAs). Measured
 * on one core of the 2-CPU Zen 3 host shared with other sessions (thread CPU time, calls of
 * the two kernels alternated in one process, median of the pairs' ratios, every result the
 * same bits): 1 x 10 x 58 x 64 (in L2) 0.64-0.68x the time, 1 x 56 x 56 x 128 0.77-0.82x,
 * 8 x 56 x 56 x 128 with the caches flushed 0.83x (the 8-channel blocks on that one, whose
 * non-temporal stores leave 8 output lines half written at a time: 1.0x); the zoo's layers
 * with their epilogues, MobileNetV2 at 96 x 96 0.75-1.0x (stride 2 gains least: 17 input
 * loads for 24 FMAs), EfficientNet-B0 at 64 x 64 0.71-0.95x; then the one-pointer input
 * loads below, 0.94-0.99x more. benchmarks.run (depthwise3x3, runs alternated with the
 * tap blocks', four each over 20 minutes of the loaded host; the final kernel's two):
 * one CPU 2.5-4.6 -> 2.1-2.2 ms warm (93-100 % of that run's STREAM), 2.7-4.9 -> 2.2-2.8 ms
 * with the caches flushed (72-94 %); two CPUs 1.2-1.6 -> 0.63 ms warm, 1.9-2.4 -> 1.6
 * flushed.
 * The peers: oneDNN's jit_uni_dw_conv kernel (x64) is the tap form, its filter vector
 * loaded once a tap and each of ur_w output columns' input loaded for its FMA; XNNPACK's
 * NHWC depthwise microkernels (dwconv "up"/"p-c" kernels) take one output pixel at a time
 * over an indirection buffer of its taps' input pixels (an input and a filter load an
 * FMA), and its CHW-layout ones (dwconv2d-chw) block along output rows and columns with the
 * 3 x 3 filter in registers, as here.
 *
 * Tap blocks (the other shapes, the channel tails; AVX-512 hosts and the portable path for
 * every shape): for an output row and a strip of 16 channels (two ymm vectors), a register
 * block of 6 output columns (12 accumulators, 2 filter vectors, 1 input vector of 16 ymm)
 * steps through the taps: each tap loads the strip's two filter vectors once and 6 x 2
 * input vectors (stride-2 layers read every other column; in place, no gather). The
 * columns whose window crosses the left or right border run one at a time over the taps
 * that fall inside (a contiguous range of kw), the remainder of a row in a block of its
 * width (1-5 columns), 8 leftover channels as one vector, fewer as a masked vector. A row's
 * columns are swept once per chunk, the strips of the chunk inside each column block. The
 * portable path is the same loop in plain C. The kernel is chosen once per process from
 * cpuid; STABLEHLO_CC_GEMM_ISA=generic forces the portable one (tests use it), =avx2 the
 * AVX2 one, as for gemm.c. On AVX-512 hosts the 16-channel strip is one zmm vector instead
 * of two ymm (DW_KERNEL512: the same sums, the same bits; an input zmm load an FMA of 16
 * lanes, half the AVX2 tap blocks' instructions: 8 x 56 x 56 x 128 took 1.8 ms on one core
 * of the Intel host, against 3.7 on this one).
 *
 * The epilogue: the elementwise op that usually follows (batch norm folded to a per-channel
 * scale and shift, then ReLU6 or SiLU; ConvNeXt's bias) is applied to each row's chunk once
 * its columns are summed, while it is in L1, as oneDNN applies its "post-ops": the separate
 * loop it replaces was one more pass over the output, and one more loop nest for LLVM to
 * compile per distinct layer (~50 ms each). y = act(acc * scale[c] + shift[c]), in that
 * order of float operations, each part optional; SiLU is t * (1 / (exp(-t) + 1)) with
 * fast_math.py's exp. A batch norm left unfolded (mean, scale, shift: MobileNetV2's and
 * EfficientNet's last layers) has the shift (-mean[c]) * scale[c] + shift[c].
 *
 * Stores: an output of STREAM_FROM bytes or more that no epilogue reads back is written with
 * non-temporal stores (each 32-byte aligned vector of a tap block, others as before; a
 * column-sum block's vectors when all of them are aligned: the output and C * 4 bytes a
 * pixel 32-byte aligned, else ordinary stores), as transpose.c does:
 * a layer that large is bound by memory, and the ordinary stores read every output line
 * before overwriting it. 8 x 56 x 56 x 128 f32 on one Zen 3 core under load: 4.9 -> 3.35 ms.
 *
 * Prefetch: a unit prefetches, as it goes, the input rows that the unit its thread runs next
 * will read and it does not (see conv_row): memory-bound layers (inputs from PREFETCH_FROM
 * bytes on) otherwise wait for each new row, on this host's hardware prefetchers.
 *
 * Threads: the work units are (output row, channel block) pairs in row order; channel blocks
 * are cut only when there are fewer than MIN_UNITS output rows. Each team member owns a
 * contiguous share of the units (member t the t-th of `team`), takes its own from the front
 * and, when they are done, steals the others' from the back (parallel.c's "Load balance" for
 * compiled loops): a member that is late or loses its CPU takes fewer. The units were
 * claimed from one shared counter at first, so the two threads took alternate rows; the
 * input rows a member then reads were mostly written by the other core just before (the
 * expansion convolution's batch norm and SiLU, a compiled loop whose threads own contiguous
 * row blocks), and in efficientnet_b0_b1 on two threads its depthwise layers gained
 * nothing: per region, median of 200 calls (process prioritized on the shared 2-CPU Intel
 * host), 16 x 16 x 96 (stride 2) 43 us on one thread -> 43 on two, 16 x 16 x 144 64 -> 63,
 * 8 x 8 x 144 (5 x 5, stride 2) 25 -> 25; with contiguous shares 27, 36 and 18 us, and the
 * model's 32 x 32 x 32 layer 39 -> 29 us, 4 x 4 x 672 (5 x 5) 25 -> 20 us. (The same layer
 * alone, its input written by nobody in between, was 1.6x faster on two threads either way.)
 * Which thread computes a unit never changes its sums.
 *
 * The call: __shlo_native_depthwise_f32(x, w, init, y, dims, scale, shift, mean), every pointer
 * bare, `dims` the int64 descriptor written by compiler/linalg/native_depthwise_calls.py:
 *   [N, IH, IW, C, KH, KW, OH, OW, stride h, stride w, dilation h, dilation w,
 *    padding top, padding left, init mode (0: zero, 1: read `init`, y's shape),
 *    epilogue parts (bit 0: multiply by scale[C], bit 1: add shift[C], bit 2: the shift is
 *    (-mean[C]) * scale[C] + shift[C]), activation
 *    (0 none, 1 clamp, 2 SiLU), the clamp's lower and upper bounds (f32 bits), 0...]
 * (24 entries; the bottom and right padding follow from the output's size: taps past the
 * input are skipped). `scale`, `shift` and `mean` are read only when their bit is set.
 */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_linkage.inc"
SHLO_POOL_IMPORT int32_t __shlo_parallel_team_size(void);
#include "parallel_cost.inc"

#define DESCRIPTOR_LENGTH 24
/* Fewer output rows than this: the channels are cut into blocks too, so that a team of
 * threads has units to share (a 7 x 7 layer at batch 1). */
#define MIN_UNITS 32
#define STRIP 16 /* channels of a vector strip (two ymm), the unit of channel blocks */
/* One-thread time an output element adds to the cost rule's estimate (ns), and what a SiLU
 * epilogue adds to that. Measured on one core of the project's 2-CPU hosts (one call of the
 * compiled layer, a ~5 us empty call subtracted; Intel AVX-512 host): 32 x 32 x 32 (3 x 3)
 * 32 / 51 us without / with SiLU, 16 x 16 x 144 36 / 57, 8 x 8 x 240 (5 x 5) 26 / 39,
 * 4 x 4 x 480 (3 x 3) 11 / 15, 2 x 2 x 1152 (5 x 5) 6 / 10, against 15, 17, 19, 3.5 and 6 us
 * by the rule alone (EfficientNet-B0's layers at 64 x 64): the fit is ~0.6 ns an output and
 * ~0.55 more with SiLU, rounded down (estimates err towards short). So the 4 x 4 and 2 x 2
 * layers of 10-20 us, estimated at 3-10, ran inline. Zen 3 measured ~0.85 ns an element for
 * SiLU alone (docs/efficientnet-b0-profile.md). In efficientnet_b0_b1 on two threads seven
 * more layers became regions, 12-24 us on one thread, 1.3-1.45x faster on two (per-region
 * medians; the whole call's span 1771 -> 1765 and 1753 -> 1731 us, alternated, host busy). */
#define OUTPUT_NS 0.5
#define SILU_OUTPUT_NS 0.5
/* The rate (bytes a ns, one thread) at which a layer reads its filter, which the estimate
 * adds to the rule's: at batch 1 a model's weights (14-20 MB for MobileNetV2 or
 * EfficientNet-B0, read once a call) come from L3 or memory, and a small layer's filter is
 * most of its data (5 x 5 x 672 f32, 67 KB, for 2 x 2 x 672 outputs). Without it the last
 * layers (3 x 3 x 960, 2 x 2 x 672 at stride 2, 2 x 2 x 1152) were estimated at 6-8 us and
 * ran inline, where in the model they took 15-35 us on one thread (mobilenet_v2_b1 on the
 * Zen 3 host: four such calls, ~80 us a call of serial time on two threads); layers of
 * 6 x 6 x 192-576, regions, took 0.64-0.74x their one-thread time on two threads (quiet
 * host). Measured: 2 x 2 x 1152 (5 x 5) 10-11 us warm, 23-26 us with the caches flushed;
 * cold data comes at 6-11 bytes a ns on one core. */
#define FILTER_BYTES_PER_NS 8.0
/* Outputs from this many bytes on are stored non-temporally (as transpose.c's): a quarter of
 * the project's machine's 32 MiB L3. */
#define STREAM_FROM (8 << 20)
/* Inputs from this many bytes on are prefetched a unit ahead (conv_row): smaller ones are in
 * L2 or L3 when the layer runs (its producer just wrote them), where the prefetches only
 * take load slots from the kernel, which is bound by its loads. The zoo's batch-1 layers
 * (MobileNetV2 at 96 x 96, EfficientNet-B0 at 64 x 64: inputs of 18-922 KB) with their
 * input in cache ran 4-15 % faster on two threads without them (p10 of 400 calls, alternated
 * in one process, host loaded), and 0-20 % slower with every cache flushed before a call. */
#define PREFETCH_FROM (1 << 20)

struct block;
/* A column-sum block of `lanes` channels (a multiple of 8), its columns fixed (DW_ROWS). */
typedef void (*rows_fn)(const struct block *b, int64_t lanes);
#define ROWS_MAX 8 /* columns of a column-sum block: R + KW + 1 ymm registers at most 16 */

struct dw {
    const float *x, *w, *init;
    float *y;
    int64_t n, ih, iw, c, kh, kw, oh, ow, sh, sw, dh, dw, pt, pl;
    int init_mode;
    const float *scale, *shift, *mean;
    int act;
    float lo, hi;
    int64_t ow_lo, ow_hi;   /* the columns whose window is inside the input */
    int64_t cblock, cparts; /* channels of a work unit, units a row */
    int stream;
    int prefetch; /* whether rows are prefetched ahead (see PREFETCH_FROM) */
    const rows_fn *rows; /* the column-sum blocks ([edge][columns], flat), or NULL */
    int64_t rows_lanes, rows_columns; /* their channels (8 or 16) and most columns */
};

/* The taps of a window along one axis that fall inside [0, size): [*lo, *hi). */
static void tap_range(int64_t start, int64_t taps, int64_t dilation, int64_t size, int64_t *lo,
                      int64_t *hi) {
    int64_t a = 0, b = taps;
    while (a < taps && start + a * dilation < 0) a++;
    while (b > a && start + (b - 1) * dilation >= size) b--;
    *lo = a;
    *hi = b;
}

/* The input lines a block prefetches for the next unit (see conv_row): for each of `n` rows,
 * the line at channel l of input columns [from, to) (row[k] + q * C + l: the rows point at
 * the next unit's channel matching this block's first), for the 16-channel strips l below
 * `limit` (the next unit's channels). */
#define MAX_AHEAD 8
struct ahead {
    const float *row[MAX_AHEAD];
    int n;
    int64_t from, to, limit;
};

/* One block of output columns: `cols` columns (input `xpix` apart), `lanes` channels, over
 * nkh x nkw taps (input rows `xkh` apart and columns `xkw` apart; filter rows `wkh`, taps
 * `wkw` apart). x and w point at the first tap of the first column's first channel.
 * A column-sum block (rows_fn) reads the input columns [qlo, qhi) of its span instead
 * (numbered from its first column's first tap, x pointing at column qlo), every filter tap
 * of a row (w: its first), and prefetches `pf`'s lines as it goes. */
struct block {
    const float *x, *w, *init;
    float *y;
    int64_t xkh, xkw, xpix, wkh, wkw, ypix, nkh, nkw;
    const float *scale, *shift, *mean; /* the epilogue's per-channel operands (or NULL) */
    int act;                    /* ACT_* */
    float lo, hi;               /* ACT_CLAMP's bounds */
    int stream;                 /* non-temporal stores of the results (see STREAM_FROM) */
    int64_t qlo, qhi;           /* column-sum blocks only */
    const struct ahead *pf;     /* column-sum blocks only (n == 0: no prefetch) */
};

/* ---- the epilogue: y = act(acc * scale[c] + shift[c]), each part optional ---- */

#define ACT_NONE 0
#define ACT_CLAMP 1 /* t <= lo ? lo : t, then >= hi ? hi : t (NaN stays NaN): ReLU6, ReLU */
#define ACT_SILU 2  /* t * (1 / (1 + exp(-t))) */

/* exp as compiler/linalg/fast_math.py's __shlo_expf computes it (the same constants and
 * steps: Cody-Waite reduction, Estrin polynomial, 2^n as two factors), within 2 ulp. */
#define EXP_LOG2E 1.44269504088896341f
#define EXP_LN2HI -0.693359375f
#define EXP_LN2LO 2.12194440e-4f
#define EXP_MAGIC 12582912.0f
#define EXP_P0 1.9875691500e-4f
#define EXP_P1 1.3981999507e-3f
#define EXP_P2 8.3334519073e-3f
#define EXP_P3 4.1665795894e-2f
#define EXP_P4 1.6666665459e-1f
#define EXP_P5 5.0000001201e-1f
#define EXP_HI 88.7228394f
#define EXP_LO -110.0f

static float exp_scalar(float x) {
    if (x < EXP_LO) x = EXP_LO;
    if (x > EXP_HI) x = EXP_HI;
    float t = x * EXP_LOG2E + EXP_MAGIC, n = t - EXP_MAGIC;
    float r = n * EXP_LN2LO + (n * EXP_LN2HI + x), r2 = r * r;
    float a = EXP_P0 * r + EXP_P1, b = EXP_P2 * r + EXP_P3, c = EXP_P4 * r + EXP_P5;
    float e = ((a * r2 + b) * r2 + c) * r2 + r + 1.0f;
    uint32_t tb;
    memcpy(&tb, &t, sizeof tb);
    int32_t ni = (int32_t)(tb - 0x4B400000u), n1 = ni >> 1, n2 = ni - n1;
    uint32_t b1 = (uint32_t)(n1 + 127) << 23, b2 = (uint32_t)(n2 + 127) << 23;
    float s1, s2;
    memcpy(&s1, &b1, sizeof s1);
    memcpy(&s2, &b2, sizeof s2);
    return e * s1 * s2;
}

/* The epilogue on `cols` output columns (`ypix` apart) of `lanes` channels, in place:
 * applied to a row's strip of 16 channels once all its columns are summed (still in L1). */
static void epilogue_generic(const struct block *b, float *y, int64_t cols, int64_t lanes) {
    for (int64_t p = 0; p < cols; p++, y += b->ypix)
        for (int64_t l = 0; l < lanes; l++) {
            float t = y[l];
            if (b->scale) t = t * b->scale[l];
            if (b->shift) t = t + (b->mean ? -b->mean[l] * b->scale[l] + b->shift[l]
                                            : b->shift[l]);
            if (b->act == ACT_CLAMP) {
                t = t <= b->lo ? b->lo : t;
                t = t >= b->hi ? b->hi : t;
            } else if (b->act == ACT_SILU) {
                t = t * (1.0f / (exp_scalar(-t) + 1.0f));
            }
            y[l] = t;
        }
}

static void block_generic(const struct block *b, int cols, int64_t lanes) {
    float acc[STRIP];
    for (int p = 0; p < cols; p++) {
        const float *init = b->init ? b->init + p * b->ypix : NULL;
        for (int64_t l = 0; l < lanes; l++) acc[l] = init ? init[l] : 0.0f;
        const float *xr = b->x + p * b->xpix, *wr = b->w;
        for (int64_t i = 0; i < b->nkh; i++, xr += b->xkh, wr += b->wkh) {
            const float *xt = xr, *wt = wr;
            for (int64_t j = 0; j < b->nkw; j++, xt += b->xkw, wt += b->wkw)
                for (int64_t l = 0; l < lanes; l++) acc[l] += xt[l] * wt[l];
        }
        float *y = b->y + p * b->ypix;
        for (int64_t l = 0; l < lanes; l++) y[l] = acc[l];
    }
}

typedef void (*block_fn)(const struct block *b, int cols, int64_t lanes);

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#include <immintrin.h>

#include "host_cpu.inc"

__attribute__((target("avx2,fma"))) static inline __m256 exp_avx2(__m256 x) {
    x = _mm256_blendv_ps(x, _mm256_set1_ps(EXP_LO), _mm256_cmp_ps(x, _mm256_set1_ps(EXP_LO),
                                                                  _CMP_LT_OQ));
    x = _mm256_blendv_ps(x, _mm256_set1_ps(EXP_HI), _mm256_cmp_ps(x, _mm256_set1_ps(EXP_HI),
                                                                  _CMP_GT_OQ));
    __m256 t = _mm256_fmadd_ps(x, _mm256_set1_ps(EXP_LOG2E), _mm256_set1_ps(EXP_MAGIC));
    __m256 n = _mm256_sub_ps(t, _mm256_set1_ps(EXP_MAGIC));
    __m256 r = _mm256_fmadd_ps(n, _mm256_set1_ps(EXP_LN2HI), x);
    r = _mm256_fmadd_ps(n, _mm256_set1_ps(EXP_LN2LO), r);
    __m256 r2 = _mm256_mul_ps(r, r);
    __m256 a = _mm256_fmadd_ps(_mm256_set1_ps(EXP_P0), r, _mm256_set1_ps(EXP_P1));
    __m256 b = _mm256_fmadd_ps(_mm256_set1_ps(EXP_P2), r, _mm256_set1_ps(EXP_P3));
    __m256 c = _mm256_fmadd_ps(_mm256_set1_ps(EXP_P4), r, _mm256_set1_ps(EXP_P5));
    __m256 q = _mm256_fmadd_ps(_mm256_fmadd_ps(_mm256_fmadd_ps(a, r2, b), r2, c), r2, r);
    __m256 e = _mm256_add_ps(q, _mm256_set1_ps(1.0f));
    __m256i ni = _mm256_sub_epi32(_mm256_castps_si256(t), _mm256_set1_epi32(0x4B400000));
    __m256i n1 = _mm256_srai_epi32(ni, 1), n2 = _mm256_sub_epi32(ni, n1);
    __m256i bias = _mm256_set1_epi32(127);
    __m256 s1 = _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_add_epi32(n1, bias), 23));
    __m256 s2 = _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_add_epi32(n2, bias), 23));
    return _mm256_mul_ps(_mm256_mul_ps(e, s1), s2);
}

/* epilogue_generic's loop in vectors: one of 8 lanes (`mask`: the first `lanes`), its
 * per-channel operands and constants in registers. */
__attribute__((target("avx2,fma"))) static void epilogue_vector(const struct block *b, float *y,
                                                              int64_t cols, int64_t lanes) {
    __m256i mask = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)lanes),
                                      _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256 s = b->scale ? _mm256_maskload_ps(b->scale, mask) : _mm256_set1_ps(1.0f);
    __m256 h = b->shift ? _mm256_maskload_ps(b->shift, mask) : _mm256_setzero_ps();
    if (b->mean) {
        __m256 m = _mm256_xor_ps(_mm256_maskload_ps(b->mean, mask), _mm256_set1_ps(-0.0f));
        h = _mm256_add_ps(_mm256_mul_ps(m, s), h);
    }
    __m256 lo = _mm256_set1_ps(b->lo), hi = _mm256_set1_ps(b->hi), one = _mm256_set1_ps(1.0f);
    __m256 sign = _mm256_set1_ps(-0.0f);
    for (int64_t p = 0; p < cols; p++, y += b->ypix) {
        __m256 t = lanes == 8 ? _mm256_loadu_ps(y) : _mm256_maskload_ps(y, mask);
        if (b->scale) t = _mm256_mul_ps(t, s);
        if (b->shift) t = _mm256_add_ps(t, h);
        if (b->act == ACT_CLAMP) {
            t = _mm256_blendv_ps(t, lo, _mm256_cmp_ps(t, lo, _CMP_LE_OQ));
            t = _mm256_blendv_ps(t, hi, _mm256_cmp_ps(t, hi, _CMP_GE_OQ));
        } else if (b->act == ACT_SILU) {
            __m256 e = exp_avx2(_mm256_xor_ps(t, sign));
            t = _mm256_mul_ps(t, _mm256_div_ps(one, _mm256_add_ps(e, one)));
        }
        if (lanes == 8) _mm256_storeu_ps(y, t);
        else _mm256_maskstore_ps(y, mask, t);
    }
}

/* The columns of one whole 8-channel vector (`s`, `h`: its scale and shift, the mean
 * folded in), its parts known at compile time (epilogue_avx2 calls it with constants, so
 * each combination is a loop of its own, without branches); two columns a step, whose
 * chains (SiLU's is ~25 dependent operations with a divide) then overlap. The same
 * operations as epilogue_vector, in the same order: the multiply is kept apart from the
 * add (the barrier: epilogue_vector's branches kept GCC from fusing them into an FMA, so
 * must this, or the bits would change). */
__attribute__((target("avx2,fma"), always_inline)) static inline void epilogue_columns(
    float *y, int64_t cols, int64_t ypix, __m256 s, __m256 h, int scale, int shift, int act,
    __m256 lo, __m256 hi) {
    __m256 one = _mm256_set1_ps(1.0f), sign = _mm256_set1_ps(-0.0f);
#define EPILOGUE_ONE(T)                                                               \
    do {                                                                              \
        if (scale) T = _mm256_mul_ps(T, s);                                           \
        __asm__("" : "+x"(T));                                                        \
        if (shift) T = _mm256_add_ps(T, h);                                           \
        if (act == ACT_CLAMP) {                                                       \
            T = _mm256_blendv_ps(T, lo, _mm256_cmp_ps(T, lo, _CMP_LE_OQ));            \
            T = _mm256_blendv_ps(T, hi, _mm256_cmp_ps(T, hi, _CMP_GE_OQ));            \
        } else if (act == ACT_SILU) {                                                 \
            __m256 e_ = exp_avx2(_mm256_xor_ps(T, sign));                             \
            T = _mm256_mul_ps(T, _mm256_div_ps(one, _mm256_add_ps(e_, one)));         \
        }                                                                             \
    } while (0)
    int64_t p = 0;
    for (; p + 2 <= cols; p += 2, y += 2 * ypix) {
        __m256 t0 = _mm256_loadu_ps(y), t1 = _mm256_loadu_ps(y + ypix);
        EPILOGUE_ONE(t0);
        EPILOGUE_ONE(t1);
        _mm256_storeu_ps(y, t0);
        _mm256_storeu_ps(y + ypix, t1);
    }
    if (p < cols) {
        __m256 t0 = _mm256_loadu_ps(y);
        EPILOGUE_ONE(t0);
        _mm256_storeu_ps(y, t0);
    }
#undef EPILOGUE_ONE
}

/* The epilogue of a row's chunk: whole 8-channel vectors by epilogue_columns, each one's
 * operands loaded once (epilogue_vector took a copy of the block and loaded them again for
 * every vector, then tested each part of the epilogue for every column: with few columns a
 * row, small layers at batch 1 spent more time in it than in the convolution), the last
 * lanes masked by epilogue_vector. */
__attribute__((target("avx2,fma"))) static void epilogue_avx2(const struct block *b, float *y,
                                                            int64_t cols, int64_t lanes) {
    int64_t whole = lanes / 8 * 8;
    __m256 lo = _mm256_set1_ps(b->lo), hi = _mm256_set1_ps(b->hi);
    int kind = (b->scale ? 1 : 0) | (b->shift ? 2 : 0);
    for (int64_t l = 0; l < whole; l += 8) {
        __m256 s = b->scale ? _mm256_loadu_ps(b->scale + l) : _mm256_set1_ps(1.0f);
        __m256 h = b->shift ? _mm256_loadu_ps(b->shift + l) : _mm256_setzero_ps();
        if (b->mean) {  /* (fused, as GCC fuses epilogue_vector's) */
            __m256 m = _mm256_xor_ps(_mm256_loadu_ps(b->mean + l), _mm256_set1_ps(-0.0f));
            h = _mm256_fmadd_ps(m, s, h);
        }
#define EPILOGUE_CASE(K, ACT) \
    case K * 4 + ACT: epilogue_columns(y + l, cols, b->ypix, s, h, K & 1, K >> 1, ACT, lo, hi); break;
        switch (kind * 4 + b->act) {
            EPILOGUE_CASE(0, ACT_NONE) EPILOGUE_CASE(0, ACT_CLAMP) EPILOGUE_CASE(0, ACT_SILU)
            EPILOGUE_CASE(1, ACT_NONE) EPILOGUE_CASE(1, ACT_CLAMP) EPILOGUE_CASE(1, ACT_SILU)
            EPILOGUE_CASE(2, ACT_NONE) EPILOGUE_CASE(2, ACT_CLAMP) EPILOGUE_CASE(2, ACT_SILU)
            EPILOGUE_CASE(3, ACT_NONE) EPILOGUE_CASE(3, ACT_CLAMP) EPILOGUE_CASE(3, ACT_SILU)
            default: break;
        }
#undef EPILOGUE_CASE
    }
    if (whole < lanes) {
        struct block part = *b;
        if (part.scale) part.scale += whole;
        if (part.shift) part.shift += whole;
        if (part.mean) part.mean += whole;
        epilogue_vector(&part, y + whole, cols, lanes - whole);
    }
}

/* R columns x V vectors of 8 channels; MASKED: one vector of the `lanes` (< 8) first lanes. */
#define DW_KERNEL(NAME, R, V, MASKED)                                                        \
    __attribute__((target("avx2,fma"))) static void NAME(const struct block *b,              \
                                                         int64_t lanes) {                    \
        __m256i mask = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)lanes),                     \
                                          _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));        \
        (void)mask;                                                                          \
        __m256 acc[R][V];                                                                    \
        _Pragma("GCC unroll 8") for (int p = 0; p < R; p++)                                  \
            _Pragma("GCC unroll 2") for (int v = 0; v < V; v++) {                            \
                if (!b->init) {                                                              \
                    acc[p][v] = _mm256_setzero_ps();                                         \
                    continue;                                                                \
                }                                                                            \
                const float *s = b->init + p * b->ypix + v * 8;                              \
                acc[p][v] = MASKED ? _mm256_maskload_ps(s, mask) : _mm256_loadu_ps(s);       \
            }                                                                                \
        const float *xr = b->x, *wr = b->w;                                                  \
        for (int64_t i = 0; i < b->nkh; i++, xr += b->xkh, wr += b->wkh) {                   \
            const float *xt = xr, *wt = wr;                                                  \
            for (int64_t j = 0; j < b->nkw; j++, xt += b->xkw, wt += b->wkw) {               \
                __m256 wv[V];                                                                \
                _Pragma("GCC unroll 2") for (int v = 0; v < V; v++)                          \
                    wv[v] = MASKED ? _mm256_maskload_ps(wt + v * 8, mask)                    \
                                   : _mm256_loadu_ps(wt + v * 8);                            \
                _Pragma("GCC unroll 8") for (int p = 0; p < R; p++)                          \
                    _Pragma("GCC unroll 2") for (int v = 0; v < V; v++) {                    \
                        const float *s = xt + p * b->xpix + v * 8;                           \
                        __m256 xv = MASKED ? _mm256_maskload_ps(s, mask) : _mm256_loadu_ps(s); \
                        acc[p][v] = _mm256_fmadd_ps(xv, wv[v], acc[p][v]);                   \
                    }                                                                        \
            }                                                                                \
        }                                                                                    \
        _Pragma("GCC unroll 8") for (int p = 0; p < R; p++)                                  \
            _Pragma("GCC unroll 2") for (int v = 0; v < V; v++) {                            \
                float *s = b->y + p * b->ypix + v * 8;                                       \
                if (MASKED) _mm256_maskstore_ps(s, mask, acc[p][v]);                         \
                else if (b->stream && !((uintptr_t)s & 31)) _mm256_stream_ps(s, acc[p][v]);  \
                else _mm256_storeu_ps(s, acc[p][v]);                                         \
            }                                                                                \
    }

#define DW_KERNELS(R)                          \
    DW_KERNEL(dw_avx2_##R##_16, R, 2, 0)       \
    DW_KERNEL(dw_avx2_##R##_8, R, 1, 0)        \
    DW_KERNEL(dw_avx2_##R##_tail, R, 1, 1)

DW_KERNELS(1)
DW_KERNELS(2)
DW_KERNELS(3)
DW_KERNELS(4)
DW_KERNELS(5)
DW_KERNELS(6)

typedef void (*avx2_kernel)(const struct block *b, int64_t lanes);
/* [columns][0: 16 lanes, 1: 8 lanes, 2: fewer] */
static const avx2_kernel AVX2_KERNELS[7][3] = {
    {NULL, NULL, NULL},
    {dw_avx2_1_16, dw_avx2_1_8, dw_avx2_1_tail},
    {dw_avx2_2_16, dw_avx2_2_8, dw_avx2_2_tail},
    {dw_avx2_3_16, dw_avx2_3_8, dw_avx2_3_tail},
    {dw_avx2_4_16, dw_avx2_4_8, dw_avx2_4_tail},
    {dw_avx2_5_16, dw_avx2_5_8, dw_avx2_5_tail},
    {dw_avx2_6_16, dw_avx2_6_8, dw_avx2_6_tail},
};

/* R columns x one zmm vector of 16 channels (AVX-512 hosts): DW_KERNEL's 16-lane strip, its
 * taps summed in the same order with the same FMAs, in half the instructions (a tap: one
 * load of the filter, R of the input, R FMAs).
 * Why: the benchmark's 8 x 56 x 56 x 128 layer is not bound by memory. On one Emerald
 * Rapids core (thread CPU time) it took 0.35 ms an image, and 0.325 ms with its one image
 * in cache (1 x 56 x 56 x 128): 25.7 MB moved in 2.8 ms is 9.2 GB/s, but the time is the
 * kernel's loads and FMAs. With zmm vectors (alternated with the AVX2 kernel, medians):
 * 8 x 56 x 56 x 128 2.80 -> 2.61 ms, one image 0.325 -> 0.29 ms, mobilenet_v2_b1 2.69 ->
 * 2.55 ms, efficientnet_b0_b1 2.55 -> 2.43 ms. Blocks of 8 or 12 columns (up to 12 zmm
 * accumulators) were slower than 6 (2.76-2.90 ms against 2.54-2.66). */
#define DW_KERNEL512(NAME, R)                                                                \
    __attribute__((target("avx512f"))) static void NAME(const struct block *b,               \
                                                        int64_t lanes) {                     \
        (void)lanes;                                                                         \
        __m512 acc[R];                                                                       \
        _Pragma("GCC unroll 8") for (int p = 0; p < R; p++)                                  \
            acc[p] = b->init ? _mm512_loadu_ps(b->init + p * b->ypix) : _mm512_setzero_ps(); \
        const float *xr = b->x, *wr = b->w;                                                  \
        for (int64_t i = 0; i < b->nkh; i++, xr += b->xkh, wr += b->wkh) {                   \
            const float *xt = xr, *wt = wr;                                                  \
            for (int64_t j = 0; j < b->nkw; j++, xt += b->xkw, wt += b->wkw) {               \
                __m512 wv = _mm512_loadu_ps(wt);                                             \
                _Pragma("GCC unroll 8") for (int p = 0; p < R; p++)                          \
                    acc[p] = _mm512_fmadd_ps(_mm512_loadu_ps(xt + p * b->xpix), wv, acc[p]); \
            }                                                                                \
        }                                                                                    \
        _Pragma("GCC unroll 8") for (int p = 0; p < R; p++) {                                \
            float *s = b->y + p * b->ypix;                                                   \
            if (b->stream && !((uintptr_t)s & 63)) _mm512_stream_ps(s, acc[p]);              \
            else _mm512_storeu_ps(s, acc[p]);                                                \
        }                                                                                    \
    }

DW_KERNEL512(dw_avx512_1, 1)
DW_KERNEL512(dw_avx512_2, 2)
DW_KERNEL512(dw_avx512_3, 3)
DW_KERNEL512(dw_avx512_4, 4)
DW_KERNEL512(dw_avx512_5, 5)
DW_KERNEL512(dw_avx512_6, 6)

static const avx2_kernel AVX512_KERNELS[7] = {
    NULL, dw_avx512_1, dw_avx512_2, dw_avx512_3, dw_avx512_4, dw_avx512_5, dw_avx512_6,
};

static void block_avx2(const struct block *b, int cols, int64_t lanes) {
    AVX2_KERNELS[cols][lanes == 16 ? 0 : lanes == 8 ? 1 : 2](b, lanes);
}

/* The 16-lane strips in zmm vectors, narrower ones as block_avx2. */
static void block_avx512(const struct block *b, int cols, int64_t lanes) {
    if (lanes == 16) AVX512_KERNELS[cols](b, lanes);
    else AVX2_KERNELS[cols][lanes == 8 ? 1 : 2](b, lanes);
}

/* ---- column-sum blocks (AVX2): each input vector loaded once per row of taps ----
 * R output columns (input S columns apart) x V vectors of 8 channels, a window KW taps wide
 * (dilation 1): for each row of taps, the KW filter vectors stay in registers and the span's
 * input columns q = 0 .. (R - 1) * S + KW - 1 are loaded in order, each added to the up to
 * KW columns p it is a tap of (q = p * S + j): column p receives its taps j in ascending
 * order, as DW_KERNEL sums them (the same FMAs, the same bits). EDGE: input columns outside
 * [qlo, qhi) (the padding) are skipped, as DW_KERNEL skips a border column's taps. The block
 * steps through `lanes` (a multiple of 8 V) channels inside, prefetching b->pf's lines.
 * Registers: R V accumulators, KW V filter vectors, one input vector (R = 8, V = 1 with
 * KW = 7: 16 ymm). */
#define DW_ROWS(NAME, R, KW, S, EDGE, V)                                                    \
    __attribute__((target("avx2,fma"))) static void NAME(const struct block *b,             \
                                                         int64_t lanes) {                   \
        /* the block's fields in locals: a vector store may alias anything (its type is     \
         * may_alias), so GCC reloaded them from *b after each one */                       \
        const int64_t C = b->xkw, wkw = b->wkw, xkh = b->xkh, wkh = b->wkh, nkh = b->nkh;   \
        const int64_t ypix = b->ypix, qlo = EDGE ? b->qlo : 0;                              \
        const int64_t qhi = EDGE ? b->qhi : (R - 1) * S + KW;                               \
        const float *x = b->x, *w = b->w, *init = b->init;                                  \
        float *y = b->y;                                                                    \
        const struct ahead *pf = b->pf;                                                     \
        const int n_ahead = pf->n;                                                          \
        /* non-temporal stores: every store of the block 32-byte aligned */                 \
        const int stream = b->stream && !((uintptr_t)y & 31) && !(ypix & 7);                \
        (void)qhi;                                                                          \
        for (int64_t l = 0; l < lanes; l += 8 * V) {                                        \
            if (n_ahead && !(l & 15) && l < pf->limit)                                      \
                for (int k = 0; k < n_ahead; k++)                                           \
                    for (int64_t q = pf->from; q < pf->to; q++)                             \
                        __builtin_prefetch(pf->row[k] + q * C + l);                         \
            __m256 acc[R][V];                                                               \
            if (init) {                                                                     \
                _Pragma("GCC unroll 16") for (int p = 0; p < R; p++)                        \
                    _Pragma("GCC unroll 2") for (int v = 0; v < V; v++)                     \
                        acc[p][v] = _mm256_loadu_ps(init + p * ypix + l + 8 * v);           \
            } else {                                                                        \
                _Pragma("GCC unroll 16") for (int p = 0; p < R; p++)                        \
                    _Pragma("GCC unroll 2") for (int v = 0; v < V; v++)                     \
                        acc[p][v] = _mm256_setzero_ps();                                    \
            }                                                                               \
            const float *xr = x + l, *wr = w + l;                                           \
            for (int64_t i = 0; i < nkh; i++, xr += xkh, wr += wkh) {                       \
                __m256 wv[KW][V];                                                           \
                _Pragma("GCC unroll 16") for (int j = 0; j < KW; j++)                       \
                    _Pragma("GCC unroll 2") for (int v = 0; v < V; v++)                     \
                        wv[j][v] = _mm256_loadu_ps(wr + j * wkw + 8 * v);                   \
                /* one pointer stepped a pixel at a time, each input vector loaded into a   \
                 * register (the empty asm): with xr + q * C, GCC kept a register a multiple \
                 * of C and spilled strides to the stack, and folded each input load into   \
                 * every FMA using it (20 loads, 5 of the stack, for 24 FMAs; now 13, none) */ \
                const float *xq = xr;                                                       \
                _Pragma("GCC unroll 32") for (int q = 0; q < (R - 1) * S + KW; q++) {       \
                    if (EDGE && (q < qlo || q >= qhi)) continue;                            \
                    _Pragma("GCC unroll 2") for (int v = 0; v < V; v++) {                   \
                        __m256 xv = _mm256_loadu_ps(xq + 8 * v);                            \
                        __asm__("" : "+x"(xv));                                             \
                        _Pragma("GCC unroll 16") for (int j = KW - 1; j >= 0; j--) {        \
                            const int t = q - j;                                            \
                            if (t >= 0 && t % S == 0 && t / S < R)                          \
                                acc[t / S][v] = _mm256_fmadd_ps(xv, wv[j][v], acc[t / S][v]); \
                        }                                                                   \
                    }                                                                       \
                    xq += C; /* (after the `continue`: xq starts at column qlo) */          \
                }                                                                           \
            }                                                                               \
            float *yl = y + l;                                                              \
            if (stream) {                                                                   \
                _Pragma("GCC unroll 16") for (int p = 0; p < R; p++)                        \
                    _Pragma("GCC unroll 2") for (int v = 0; v < V; v++)                     \
                        _mm256_stream_ps(yl + p * ypix + 8 * v, acc[p][v]);                 \
            } else {                                                                        \
                _Pragma("GCC unroll 16") for (int p = 0; p < R; p++)                        \
                    _Pragma("GCC unroll 2") for (int v = 0; v < V; v++)                     \
                        _mm256_storeu_ps(yl + p * ypix + 8 * v, acc[p][v]);                 \
            }                                                                               \
        }                                                                                   \
    }

/* The blocks of one window width and stride: [EDGE][R], 8 channels (up to ROWS_MAX columns)
 * and 16 channels (up to ROWS_MAX_16 columns: streamed outputs, see rows_avx2). */
#define DW_ROWS_R(KW, S, R, V)                                         \
    DW_ROWS(dw_rows_##KW##_##S##_##R##_0_##V, R, KW, S, 0, V)          \
    DW_ROWS(dw_rows_##KW##_##S##_##R##_1_##V, R, KW, S, 1, V)
#define DW_ROWS_NAME(KW, S, R, E, V) dw_rows_##KW##_##S##_##R##_##E##_##V
#define DW_ROWS_SET(KW, S)                                                                  \
    DW_ROWS_R(KW, S, 1, 1) DW_ROWS_R(KW, S, 2, 1) DW_ROWS_R(KW, S, 3, 1)                    \
    DW_ROWS_R(KW, S, 4, 1) DW_ROWS_R(KW, S, 5, 1) DW_ROWS_R(KW, S, 6, 1)                    \
    DW_ROWS_R(KW, S, 7, 1) DW_ROWS_R(KW, S, 8, 1)                                           \
    static const rows_fn DW_ROWS_##KW##_##S[2][ROWS_MAX + 1] = {                            \
        {NULL, DW_ROWS_NAME(KW, S, 1, 0, 1), DW_ROWS_NAME(KW, S, 2, 0, 1),                  \
         DW_ROWS_NAME(KW, S, 3, 0, 1), DW_ROWS_NAME(KW, S, 4, 0, 1),                        \
         DW_ROWS_NAME(KW, S, 5, 0, 1), DW_ROWS_NAME(KW, S, 6, 0, 1),                        \
         DW_ROWS_NAME(KW, S, 7, 0, 1), DW_ROWS_NAME(KW, S, 8, 0, 1)},                       \
        {NULL, DW_ROWS_NAME(KW, S, 1, 1, 1), DW_ROWS_NAME(KW, S, 2, 1, 1),                  \
         DW_ROWS_NAME(KW, S, 3, 1, 1), DW_ROWS_NAME(KW, S, 4, 1, 1),                        \
         DW_ROWS_NAME(KW, S, 5, 1, 1), DW_ROWS_NAME(KW, S, 6, 1, 1),                        \
         DW_ROWS_NAME(KW, S, 7, 1, 1), DW_ROWS_NAME(KW, S, 8, 1, 1)}};
/* 16 channels, up to 4 columns (streamed 3 x 3 layers, see rows_avx2) */
#define DW_ROWS16_SET(KW, S)                                                                \
    DW_ROWS_R(KW, S, 1, 2) DW_ROWS_R(KW, S, 2, 2) DW_ROWS_R(KW, S, 3, 2)                    \
    DW_ROWS_R(KW, S, 4, 2)                                                                  \
    static const rows_fn DW_ROWS16_##KW##_##S[2][ROWS_MAX + 1] = {                          \
        {NULL, DW_ROWS_NAME(KW, S, 1, 0, 2), DW_ROWS_NAME(KW, S, 2, 0, 2),                  \
         DW_ROWS_NAME(KW, S, 3, 0, 2), DW_ROWS_NAME(KW, S, 4, 0, 2)},                       \
        {NULL, DW_ROWS_NAME(KW, S, 1, 1, 2), DW_ROWS_NAME(KW, S, 2, 1, 2),                  \
         DW_ROWS_NAME(KW, S, 3, 1, 2), DW_ROWS_NAME(KW, S, 4, 1, 2)}};

DW_ROWS_SET(3, 1)
DW_ROWS_SET(3, 2)
DW_ROWS_SET(5, 1)
DW_ROWS_SET(5, 2)
DW_ROWS_SET(7, 1)
DW_ROWS16_SET(3, 1)
DW_ROWS16_SET(3, 2)

/* The column-sum blocks of a layer's window width, stride and dilation, or NULL (the tap
 * blocks then take every column): `*lanes` channels (a vector or two) by up to `*columns`
 * columns. Streamed 3 x 3 outputs (non-temporal stores) take blocks of 16 channels (4
 * columns): each 64-byte line of the output is then written by two stores in a row, where
 * the 8-channel blocks leave 8 lines half written at a time (8 x 56 x 56 x 128, caches
 * flushed: 0.68x the time of the 8-channel blocks, pairs on the loaded host); with the data
 * in L2 the 8-channel blocks take 0.76x the time of the 16-channel ones (fewer loads an
 * FMA). Wider windows, rarely streamed, keep the 8-channel blocks (fewer functions to
 * compile). */
static const rows_fn *rows_avx2(int64_t kw, int64_t sw, int64_t dw, int stream,
                                int64_t *lanes, int64_t *columns) {
    const rows_fn(*t)[ROWS_MAX + 1] = NULL;
    if (dw != 1) return NULL;
    if (kw == 3 && stream) {
        *lanes = 16;
        *columns = 4;
        t = sw == 1 ? DW_ROWS16_3_1 : sw == 2 ? DW_ROWS16_3_2 : NULL;
        return t ? t[0] : NULL;
    }
    *lanes = 8;
    *columns = ROWS_MAX;
    if (kw == 3) t = sw == 1 ? DW_ROWS_3_1 : sw == 2 ? DW_ROWS_3_2 : NULL;
    if (kw == 5) t = sw == 1 ? DW_ROWS_5_1 : sw == 2 ? DW_ROWS_5_2 : NULL;
    if (kw == 7) t = sw == 1 ? DW_ROWS_7_1 : NULL;
    return t ? t[0] : NULL;
}
#define HAVE_VECTOR_KERNELS 1
#endif

#define MAX_COLUMNS 6 /* of a register block */
/* Channels a row's columns sweep at a time: a register block's input (KH rows x 8 columns x
 * 512 bytes for 3 x 3) stays in L1 for the next block, which shares its columns, and the
 * reads along a pixel are contiguous (prefetched), where a sweep per 16-channel strip
 * jumped C * 4 bytes a column (1.3-2x slower on 8 x 28 x 28 x 144, from L3). */
#define CHUNK 128

typedef void (*epilogue_fn)(const struct block *b, float *y, int64_t cols, int64_t lanes);
struct isa {
    block_fn block;
    epilogue_fn epilogue;
    /* the column-sum blocks of a window width, stride and dilation (or NULL: none) */
    const rows_fn *(*rows)(int64_t kw, int64_t sw, int64_t dw, int stream, int64_t *lanes,
                           int64_t *columns);
};
static const struct isa ISA_GENERIC = {block_generic, epilogue_generic, NULL};
#ifdef HAVE_VECTOR_KERNELS
static const struct isa ISA_AVX2 = {block_avx2, epilogue_avx2, rows_avx2};
static const struct isa ISA_AVX512 = {block_avx512, epilogue_avx2, NULL};
#endif
static const struct isa *chosen = NULL;

static const struct isa *host_isa(void) {
    const struct isa *isa = __atomic_load_n(&chosen, __ATOMIC_ACQUIRE);
    if (isa) return isa;
    isa = &ISA_GENERIC;
#ifdef HAVE_VECTOR_KERNELS
    const char *cap = getenv("STABLEHLO_CC_GEMM_ISA");
    if (!(cap && !strcmp(cap, "generic")) && host_has(0)) isa = &ISA_AVX2;
    if (!(cap && (!strcmp(cap, "generic") || !strcmp(cap, "avx2"))) && host_has(1))
        isa = &ISA_AVX512;
#endif
    __atomic_store_n(&chosen, isa, __ATOMIC_RELEASE);
    return isa;
}

/* Input rows that output row `next` (n * OH + oh; -1: none) reads and output row `row`
 * does not (all of them when the two units differ in channels), at most MAX_AHEAD: their
 * first elements. */
static int rows_ahead(const struct dw *d, int64_t row, int64_t next, int same_channels,
                      const float *ahead[MAX_AHEAD]) {
    if (next < 0 || next >= d->n * d->oh || (next == row && same_channels)) return 0;
    int64_t n = row / d->oh, top = row % d->oh * d->sh - d->pt, lo, hi;
    int64_t n2 = next / d->oh, top2 = next % d->oh * d->sh - d->pt, lo2, hi2;
    tap_range(top, d->kh, d->dh, d->ih, &lo, &hi);
    tap_range(top2, d->kh, d->dh, d->ih, &lo2, &hi2);
    int count = 0;
    for (int64_t i = lo2; i < hi2 && count < MAX_AHEAD; i++) {
        int64_t r = top2 + i * d->dh, k = r - top;
        int read = same_channels && n2 == n && k >= lo * d->dh && k < hi * d->dh &&
                   k % d->dh == 0;
        if (!read) ahead[count++] = d->x + (n2 * d->ih + r) * d->iw * d->c;
    }
    return count;
}

/* The work unit the thread will likely run after the current one: output row `row` (-1:
 * none), channels [c0, c1). */
struct unit {
    int64_t row, c0, c1;
};

/* What the blocks of one unit (an output row's channels) share: the block's strides and
 * epilogue, the unit's first input row (of its first tap row inside the input), filter row,
 * output and initial value rows, and the input rows to prefetch for the next unit. */
struct row {
    struct block b;
    const float *x, *w, *init;
    float *y;
    const float *ahead[MAX_AHEAD];
    int nahead;
    int64_t shift;   /* this unit's channel c is the next one's c + shift */
    int64_t next_c1; /* the next unit's channels end */
};

/* The input columns a block of output columns [ow, ow + cols) prefetches: from its window's
 * first (the first block: column 0) to the next block's (the last block: to the end). */
static void prefetch_columns(const struct dw *d, int64_t ow, int64_t cols, int64_t *from,
                             int64_t *to) {
    int64_t a = ow == 0 ? 0 : ow * d->sw - d->pl;
    int64_t b = ow + cols >= d->ow ? d->iw : (ow + cols) * d->sw - d->pl;
    *from = a < 0 ? 0 : a;
    *to = b > d->iw ? d->iw : b;
}

/* Channels [c + l0, c + chunk) of the unit's row by tap blocks (isa->block): the interior
 * columns MAX_COLUMNS at a time, each border column alone over its taps inside the input. */
static void tap_blocks(const struct dw *d, const struct isa *isa, const struct row *r,
                       int64_t c, int64_t l0, int64_t chunk) {
    int64_t C = d->c;
    struct block b = r->b;
    int64_t ow = 0;
    while (ow < d->ow) {
        int cols = 1;
        int64_t kw0 = 0, kw1 = d->kw, left = ow * d->sw - d->pl;
        if (ow >= d->ow_lo && ow < d->ow_hi) {
            int64_t room = d->ow_hi - ow;
            cols = room < MAX_COLUMNS ? (int)room : MAX_COLUMNS;
        } else {
            tap_range(left, d->kw, d->dw, d->iw, &kw0, &kw1);
        }
        b.nkw = kw1 - kw0;
        int64_t first_col = b.nkw > 0 ? left + kw0 * d->dw : 0, pf_from, pf_to;
        prefetch_columns(d, ow, cols, &pf_from, &pf_to);
        b.y = r->y + ow * C + c;
        b.init = r->init ? r->init + ow * C + c : NULL;
        b.x = r->x + first_col * C + c;
        b.w = r->w + kw0 * C + c;
        /* strips of 16 lanes, then 8, then the rest */
        for (int64_t l = l0; l < chunk;) {
            int64_t lanes = chunk - l >= 16 ? 16 : chunk - l >= 8 ? 8 : chunk - l;
            struct block part = b;
            part.x += l;
            part.w += l;
            part.y += l;
            if (part.init) part.init += l;
            /* the next unit's rows, these columns, the line at this strip's channel
             * (in place: GCC 12 took a static function of this loop for one without
             * side effects, and deleted its calls) */
            if (r->nahead && !(l & 15) && c + l + r->shift < r->next_c1)
                for (int k = 0; k < r->nahead; k++)
                    for (int64_t q = pf_from; q < pf_to; q++)
                        __builtin_prefetch(r->ahead[k] + q * C + c + l + r->shift);
            isa->block(&part, cols, lanes);
            l += lanes;
        }
        ow += cols;
    }
}

/* Channels [c, c + lanes) (a multiple of d->rows_lanes) of the unit's row by column-sum
 * blocks (d->rows): the row's columns cut into blocks of at most d->rows_columns, as even as
 * they go (by 8: 56 is 7 x 8, 28 is 4 x 7, 14 is 2 x 7), the blocks with a border column skipping the
 * input columns outside (their EDGE form). Each block prefetches the next unit's lines of
 * its columns, as tap_blocks. */
static void column_sums(const struct dw *d, const struct row *r, int64_t c, int64_t lanes) {
    int64_t C = d->c;
    int64_t blocks = (d->ow + d->rows_columns - 1) / d->rows_columns, base = d->ow / blocks;
    int64_t wider = d->ow % blocks; /* the first `wider` blocks have base + 1 columns */
    struct block b = r->b;
    struct ahead pf;
    pf.n = r->nahead;
    for (int k = 0; k < pf.n; k++) pf.row[k] = r->ahead[k] + c + r->shift;
    pf.limit = r->next_c1 - c - r->shift;
    b.pf = &pf;
    b.w = r->w + c;
    int64_t ow = 0;
    for (int64_t k = 0; k < blocks; k++) {
        int64_t cols = base + (k < wider);
        int64_t left = ow * d->sw - d->pl, span = (cols - 1) * d->sw + d->kw;
        int edge = ow < d->ow_lo || ow + cols > d->ow_hi;
        b.qlo = left < 0 ? -left : 0;
        b.qhi = d->iw - left < span ? d->iw - left : span;
        b.x = r->x + (b.qlo < b.qhi ? left + b.qlo : 0) * C + c;
        b.y = r->y + ow * C + c;
        b.init = r->init ? r->init + ow * C + c : NULL;
        prefetch_columns(d, ow, cols, &pf.from, &pf.to);
        d->rows[edge * (ROWS_MAX + 1) + cols](&b, lanes);
        ow += cols;
    }
}

/* Channels [c0, c1) of output row `row` (n * OH + oh); the input that `next` reads and this
 * unit does not is prefetched as it goes (see below). */
static void conv_row(const struct dw *d, const struct isa *isa, int64_t row, int64_t c0,
                     int64_t c1, struct unit next) {
    int64_t n = row / d->oh, oh = row % d->oh;
    int64_t top = oh * d->sh - d->pt, kh0, kh1;
    tap_range(top, d->kh, d->dh, d->ih, &kh0, &kh1);
    int64_t C = d->c;
    struct row r;
    memset(&r, 0, sizeof r);
    struct block *b = &r.b;
    b->xkh = d->dh * d->iw * C;
    b->xkw = d->dw * C;
    b->xpix = d->sw * C;
    b->wkh = d->kw * C;
    b->wkw = C;
    b->ypix = C;
    b->nkh = kh1 - kh0;
    b->act = d->act;
    b->lo = d->lo;
    b->hi = d->hi;
    b->stream = d->stream;
    /* index of input row `top + kh0 * dh` (clamped when no tap is inside: nothing is read) */
    int64_t first_row = b->nkh > 0 ? top + kh0 * d->dh : 0;
    r.x = d->x + (n * d->ih + first_row) * d->iw * C;
    r.w = d->w + kh0 * d->kw * C;
    r.y = d->y + row * d->ow * C;
    r.init = d->init_mode == 1 ? d->init + row * d->ow * C : NULL;
    /* The input rows that the next output row reads and this one does not (stride sh below
     * the window's last row; stride 2 layers: two rows; the next image's first rows after
     * an image's last row), prefetched as this row goes: the window's other rows are still
     * in L2 from the rows above, these come from L3 or memory, and this host's hardware
     * prefetchers do not fetch them in time (8 x 56 x 56 x 128 f32 on one core, with the
     * non-temporal stores: 3.27 -> 2.89 ms under load; without any prefetch, 2x slower on
     * two cores even with the input in L3). Each column block prefetches the input columns
     * up to the next block's, a line a pixel before each strip's kernel (the strip's
     * channels): spread that way, rather than a column block's 48 lines at once ahead of
     * the kernel's loads (more misses than a core keeps in flight: the kernel's own loads
     * waited behind them), and for every row the next unit adds (a stride-2 layer's two,
     * the next image's first ones; the row above when the unit was stolen from the back
     * of another member's share), the 8 x 56 x 56 x 128 layer with the caches flushed
     * before each call took 0.82-0.85x the time on two threads and 0.84x on one (p10 of 60
     * calls alternated in one process, host loaded: 2.26 -> 1.86 ms, 4.14 -> 3.50 ms),
     * 0.6-0.77x when the host's other sessions kept memory busy; stride 2
     * (8 x 57 x 57 x 128) 0.75x. */
    r.nahead = d->prefetch ? rows_ahead(d, row, next.row, next.c0 == c0, r.ahead) : 0;
    r.shift = next.c0 - c0;
    r.next_c1 = next.c1;
    for (int64_t c = c0; c < c1; c += CHUNK) {
        int64_t chunk = c1 - c < CHUNK ? c1 - c : CHUNK;
        /* the channels of whole vectors by column sums where there are such blocks */
        int64_t summed = d->rows ? chunk / d->rows_lanes * d->rows_lanes : 0;
        if (summed) column_sums(d, &r, c, summed);
        if (summed < chunk) tap_blocks(d, isa, &r, c, summed, chunk);
        if (d->scale || d->shift || d->act) {
            struct block e = r.b;
            e.scale = d->scale ? d->scale + c : NULL;
            e.shift = d->shift ? d->shift + c : NULL;
            e.mean = d->mean ? d->mean + c : NULL;
            isa->epilogue(&e, r.y + c, d->ow, chunk);
        }
    }
}

/* Team members of a region whose shares of the units are tracked apart (parallel.c's
 * MAX_THREADS); a larger team's members past it only steal. */
#define MAX_MEMBERS 256

struct job {
    const struct dw *d;
    const struct isa *isa;
    /* Member t's share is the t-th contiguous range of units (output rows in order): the
     * units its owner has taken from the front (low 32 bits) and others have stolen from
     * the back (high 32 bits), zero to start with (atomic). */
    uint64_t taken[MAX_MEMBERS];
};

/* Units [first, end) of member t's share of `units` among `team`. */
static void share(int64_t units, int64_t team, int64_t t, int64_t *first, int64_t *end) {
    *first = units * t / team;
    *end = units * (t + 1) / team;
}

/* The next unit of member `self` (its own share from the front, then the others' from the
 * back), or -1 when none is left; `*step` is the unit after it in the same direction. */
static int64_t claim_unit(struct job *job, int64_t units, int64_t team, int64_t self,
                          int64_t *step) {
    for (int64_t k = 0; k < team; k++) {
        int64_t t = self + k < team ? self + k : self + k - team, first, end;
        if (t >= MAX_MEMBERS) continue;
        share(units, team, t, &first, &end);
        uint64_t *word = &job->taken[t];
        uint64_t w = __atomic_load_n(word, __ATOMIC_RELAXED);
        while ((int64_t)(uint32_t)w + (int64_t)(w >> 32) < end - first) {
            uint64_t next = k == 0 ? w + 1 : w + ((uint64_t)1 << 32);
            if (__atomic_compare_exchange_n(word, &w, next, 1, __ATOMIC_RELAXED,
                                            __ATOMIC_RELAXED)) {
                *step = k == 0 ? 1 : -1;
                return k == 0 ? first + (int64_t)(uint32_t)w : end - 1 - (int64_t)(w >> 32);
            }
        }
    }
    return -1;
}

static void task(int32_t *gtid, int32_t *btid, void *arg) {
    (void)btid;
    struct job *job = arg;
    const struct dw *d = job->d;
    int64_t units = d->n * d->oh * d->cparts, team = __shlo_parallel_team_size();
    int64_t self = *gtid;
    if (team < 1) team = 1;
    if (team > MAX_MEMBERS) team = MAX_MEMBERS;
    if (self < 0 || self >= team) self = 0;
    int64_t step = 1;
    for (int64_t u = claim_unit(job, units, team, self, &step); u >= 0;
         u = claim_unit(job, units, team, self, &step)) {
        int64_t row = u / d->cparts, part = u % d->cparts;
        int64_t c0 = part * d->cblock;
        int64_t c1 = c0 + d->cblock < d->c ? c0 + d->cblock : d->c;
        /* the unit this member takes next, if its share goes on that way */
        struct unit next = {-1, 0, 0};
        if (u + step >= 0 && u + step < units) {
            next.row = (u + step) / d->cparts;
            next.c0 = (u + step) % d->cparts * d->cblock;
            next.c1 = next.c0 + d->cblock < d->c ? next.c0 + d->cblock : d->c;
        }
        if (c0 < c1) conv_row(d, job->isa, row, c0, c1, next);
    }
#ifdef HAVE_VECTOR_KERNELS
    if (d->stream) _mm_sfence(); /* non-temporal stores are visible before the join */
#endif
}

static void bad_descriptor(void) {
    fputs("stablehlo-cc: bad descriptor of a native depthwise convolution\n", stderr);
    abort();
}

SHLO_KERNEL_EXPORT void __shlo_native_depthwise_f32(const float *x, const float *w,
                                                const float *init, float *y,
                                                const int64_t *dims, const float *scale,
                                                const float *shift, const float *mean) {
    struct dw d;
    memset(&d, 0, sizeof d);
    d.x = x;
    d.w = w;
    d.init = init;
    d.y = y;
    d.n = dims[0];
    d.ih = dims[1];
    d.iw = dims[2];
    d.c = dims[3];
    d.kh = dims[4];
    d.kw = dims[5];
    d.oh = dims[6];
    d.ow = dims[7];
    d.sh = dims[8];
    d.sw = dims[9];
    d.dh = dims[10];
    d.dw = dims[11];
    d.pt = dims[12];
    d.pl = dims[13];
    d.init_mode = (int)dims[14];
    int64_t parts = dims[15];
    d.scale = parts & 1 ? scale : NULL;
    d.shift = parts & 2 ? shift : NULL;
    d.mean = parts & 4 ? mean : NULL;
    d.act = (int)dims[16];
    int32_t bits[2] = {(int32_t)dims[17], (int32_t)dims[18]};
    memcpy(&d.lo, &bits[0], sizeof d.lo);
    memcpy(&d.hi, &bits[1], sizeof d.hi);
    if (parts < 0 || parts > 7 || (parts & 4 && parts != 7) || d.act < ACT_NONE || d.act > ACT_SILU) bad_descriptor();
    for (int i = 0; i < 8; i++)
        if (dims[i] < 0) bad_descriptor();
    if (d.sh < 1 || d.sw < 1 || d.dh < 1 || d.dw < 1 || d.init_mode < 0 || d.init_mode > 1)
        bad_descriptor();
    if (d.n == 0 || d.oh == 0 || d.ow == 0 || d.c == 0) return;
    /* interior columns: every tap inside the input */
    int64_t lo = 0;
    if (d.pl > 0) lo = (d.pl + d.sw - 1) / d.sw;
    int64_t last = d.iw - 1 - (d.kw > 0 ? d.kw - 1 : 0) * d.dw + d.pl; /* ow * sw <= last */
    int64_t hi = last < 0 ? 0 : last / d.sw + 1;
    if (lo > d.ow) lo = d.ow;
    if (hi > d.ow) hi = d.ow;
    if (hi < lo) hi = lo;
    d.ow_lo = lo;
    d.ow_hi = hi;
    int64_t rows = d.n * d.oh;
    d.cparts = 1;
    d.cblock = d.c;
    if (rows < MIN_UNITS && d.c > STRIP) {
        int64_t strips = (d.c + STRIP - 1) / STRIP;
        int64_t want = (MIN_UNITS + rows - 1) / rows;
        if (want > strips) want = strips;
        d.cblock = (strips + want - 1) / want * STRIP;
        d.cparts = (d.c + d.cblock - 1) / d.cblock;
    }
    /* Results of STREAM_FROM bytes or more, with no epilogue to read them back, go to memory
     * with non-temporal stores: no read for ownership of the output's lines, and the input
     * rows stay cached. */
    d.stream = d.n * d.oh * d.ow * d.c * 4 >= STREAM_FROM && !d.scale && !d.shift && !d.act;
    d.prefetch = d.n * d.ih * d.iw * d.c * 4 >= PREFETCH_FROM;
    struct job job;
    job.d = &d;
    job.isa = host_isa();
    d.rows = job.isa->rows ? job.isa->rows(d.kw, d.sw, d.dw, d.stream, &d.rows_lanes,
                                           &d.rows_columns) : NULL;
    memset(job.taken, 0, sizeof job.taken);
    /* Work for more than one thread (parallel_cost.inc): a parallel region, whose team the
     * pool sizes from the estimate. The cost rule's rates are a GEMM's; this kernel also
     * pays per output element (a column of taps summed into registers and stored, the
     * epilogue: SiLU's exp and divide), which the rule alone missed by 2-4x (see
     * OUTPUT_NS). */
    double macs = (double)rows * (double)d.ow * (double)d.c * (double)d.kh * (double)d.kw;
    double outputs = (double)rows * (double)d.ow * (double)d.c;
    double bytes = 4.0 * ((double)d.n * (double)d.ih * (double)d.iw * (double)d.c + outputs);
    double filter = 4.0 * (double)d.kh * (double)d.kw * (double)d.c;
    double estimate = shlo_estimated_ns(2.0 * macs, bytes) +
                      outputs * (OUTPUT_NS + (d.act == ACT_SILU ? SILU_OUTPUT_NS : 0.0)) +
                      filter / FILTER_BYTES_PER_NS;
    if (estimate >= SHLO_MIN_PARALLEL_NS) {
        __shlo_parallel_run(task, &job, estimate);
    } else {
        int32_t zero = 0;
        task(&zero, &zero, &job);
    }
}
