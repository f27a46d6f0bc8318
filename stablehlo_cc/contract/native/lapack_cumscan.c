/* Cumulative reductions (jnp.cumsum / cumprod / cummax / cummin: a `reduce_window` whose
 * window covers every prefix or suffix of one dimension) in one pass over the data.
 *
 * Called from compiled code through compiler/linalg/native_lapack_calls.py (the rule:
 * compiler/stablehlo/rules/cumulative_windows.py). Each entry point
 *
 *     __shlo_native_lapack_cumscan_<f32|f64|bf16|f16|i8|i16|i32|i64>(
 *         const T *x, const int64_t *desc, T *y)
 *
 * takes `desc` = [outer, n, inner, op, reverse]: x and y are row-major [outer][n][inner],
 * the scan runs along n (from its end when reverse = 1), op is 0 add, 1 multiply,
 * 2 maximum, 3 minimum (integers: of signed values; 4 / 5 of unsigned ones), 6 logaddexp
 * (float types only: lax.cumlogsumexp's body, lapack_logaddexp.inc). The init value is the
 * op's identity (the rule checks that).
 *
 * Order of the combines: the scan axis is cut in blocks of BLOCK; within a block a running
 * value restarts from the block's first element, and every output is the carry (everything
 * before the block) combined with it; the carry then becomes the block's last output. A
 * float sum so has an error growing like BLOCK + n / BLOCK roundings instead of n for a
 * plain running sum (XLA's tree: log n). Integers wrap (two's complement, computed
 * unsigned), maximum / minimum propagate NaN (stablehlo's maximum: NaN if either is NaN),
 * and are exact, as are integer results.
 *
 * The `inner` positions of one step along n are independent: the loops over them are the
 * vector loops (a running vector of `inner` values, as XLA's row-wise scans). bf16 and f16
 * compute in f32 rounded back after every combine (each op of the program rounds: the
 * element-types rules); f32 holds a bf16/f16 sum or product exactly enough that the one
 * rounding to the narrow type is the correctly rounded result.
 *
 * Speed (one pinned core, f32, this kernel alone): 2^20 along a row 0.75 ms (cumsum; about
 * the memory traffic: read 4 MB, write 4 MB), 1.4 ms (cummax), [2^14][64] along 2^14:
 * 0.34 ms (cumsum), 0.45 ms (cummax). A row scanned as 8 interleaved blocks (8 independent
 * running values, then the carry combine as a vector loop; GROUPED_ROW_FUNCTION) pays only
 * for bf16 / f16 (2^20 bf16 cumsum 20.8 -> 6.0 ms; f16 27.9 -> 23.2 ms, its conversions'
 * instructions dominate); for f32 0.75 -> 0.70 ms, not worth it. f16 would gain from the
 * F16C conversions (not done: a cpuid-dispatched copy). */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_linkage.inc"

#define BLOCK 64
#define GROUP 8 /* blocks of a bf16 / f16 row scanned at once */

#include "small_float_bits.inc"

#include "lapack_logaddexp.inc"

#define ADD(a, b) ((a) + (b))
#define LAE(a, b) logaddexp((a), (b))
#define MUL(a, b) ((a) * (b))
/* Maximum / minimum with NaN propagation, two forms: a select the vector loops (inner > 1)
 * compile to compares and blends (2^14 x 64 f32: 1.84 -> 0.45 ms), and branches, which a
 * row's running value (inner = 1) keeps better: its selects would chain through the
 * latency of a compare and a blend an element (2^20 f32: 1.4 ms branching, 1.9-2.6 ms). */
#define MAXN(a, b) ((a) > (b) || (a) != (a) ? (a) : (b))
#define MINN(a, b) ((a) < (b) || (a) != (a) ? (a) : (b))
#define MAXN_ROW(a, b) ((a) != (a) ? (a) : (b) != (b) ? (b) : (a) > (b) ? (a) : (b))
#define MINN_ROW(a, b) ((a) != (a) ? (a) : (b) != (b) ? (b) : (a) < (b) ? (a) : (b))
#define MAXI(a, b) ((a) > (b) ? (a) : (b))
#define MINI(a, b) ((a) < (b) ? (a) : (b))
#define SAME(v) (v)
#define MAXI_ROW MAXI
#define MINI_ROW MINI

/* One [n][inner] slab: the scan of COMBINE on storage type T, computed in A. */
#define SLAB_FUNCTION(FN, T, A, LOAD, STORE, COMBINE)                                        \
    static inline __attribute__((always_inline)) void FN(                                   \
        const T *x, T *y, int64_t n, int64_t inner, int reverse, A *run, A *carry) {        \
        int64_t step = reverse ? -inner : inner;                                            \
        const T *xp = reverse ? x + (n - 1) * inner : x;                                    \
        T *yp = reverse ? y + (n - 1) * inner : y;                                          \
        for (int64_t i0 = 0; i0 < n; i0 += BLOCK) {                                         \
            int64_t len = n - i0 < BLOCK ? n - i0 : BLOCK;                                  \
            for (int64_t i = 0; i < len; i++, xp += step, yp += step) {                     \
                if (i == 0)                                                                 \
                    for (int64_t j = 0; j < inner; j++) run[j] = LOAD(xp[j]);               \
                else                                                                        \
                    for (int64_t j = 0; j < inner; j++)                                     \
                        run[j] = LOAD(STORE(COMBINE(run[j], LOAD(xp[j]))));                 \
                if (i0 == 0)                                                                \
                    for (int64_t j = 0; j < inner; j++) yp[j] = STORE(run[j]);              \
                else                                                                        \
                    for (int64_t j = 0; j < inner; j++)                                     \
                        yp[j] = STORE(COMBINE(carry[j], run[j]));                           \
            }                                                                               \
            const T *last = yp - step;                                                      \
            for (int64_t j = 0; j < inner; j++) carry[j] = LOAD(last[j]);                   \
        }                                                                                   \
    }

/* A row (inner = 1) of n >= GROUP * BLOCK, walked with step s = +1 or -1 from x[0]: GROUP
 * blocks at once, their running values independent chains, then each block combined with
 * the carry (a vector loop); the rest (< GROUP * BLOCK) as in SLAB_FUNCTION. For bf16 / f16,
 * whose running value rounds through integer bit operations every element (a chain of
 * ~60 cycles on this host's VM, 2^20 bf16: 20 ms), not for the wide types (see the top). */
#define GROUPED_ROW_FUNCTION(FN, T, A, LOAD, STORE, COMBINE)                                 \
    static inline __attribute__((always_inline)) void FN(const T *x, T *y, int64_t n,       \
                                                         int64_t s) {                       \
        A carry = 0;                                                                        \
        int64_t p = 0;                                                                      \
        for (; p + GROUP * BLOCK <= n; p += GROUP * BLOCK) {                                \
            const T *xg = x + p * s;                                                        \
            T *yg = y + p * s;                                                              \
            A run[GROUP];                                                                   \
            for (int k = 0; k < GROUP; k++) yg[k * BLOCK * s] = xg[k * BLOCK * s];          \
            for (int k = 0; k < GROUP; k++) run[k] = LOAD(xg[k * BLOCK * s]);               \
            for (int64_t i = 1; i < BLOCK; i++)                                             \
                for (int k = 0; k < GROUP; k++) {                                           \
                    T v = STORE(COMBINE(run[k], LOAD(xg[(k * BLOCK + i) * s])));            \
                    run[k] = LOAD(v);                                                       \
                    yg[(k * BLOCK + i) * s] = v;                                            \
                }                                                                           \
            for (int k = 0; k < GROUP; k++) {                                               \
                T *yb = yg + k * BLOCK * s;                                                 \
                if (p > 0 || k > 0)                                                         \
                    for (int64_t i = 0; i < BLOCK; i++)                                     \
                        yb[i * s] = STORE(COMBINE(carry, LOAD(yb[i * s])));                 \
                carry = LOAD(yb[(BLOCK - 1) * s]);                                          \
            }                                                                               \
        }                                                                                   \
        A run = 0;                                                                          \
        for (int64_t q = p; q < n; q++) { /* p > 0: every block combines with a carry */    \
            if ((q - p) % BLOCK == 0) {                                                     \
                if (q > p) carry = LOAD(y[(q - 1) * s]);                                    \
                run = LOAD(x[q * s]);                                                       \
            } else                                                                          \
                run = LOAD(STORE(COMBINE(run, LOAD(x[q * s]))));                            \
            y[q * s] = STORE(COMBINE(carry, run));                                          \
        }                                                                                   \
    }

/* The scan of one op: ROW_COMBINE for rows (inner = 1), COMBINE for the vector loops. */
#define SCAN_SLAB(NAME, T, A, LOAD, STORE, COMBINE, ROW_COMBINE, GROUPED)                    \
    SLAB_FUNCTION(NAME##_slab, T, A, LOAD, STORE, COMBINE)                                  \
    SLAB_FUNCTION(NAME##_row, T, A, LOAD, STORE, ROW_COMBINE)                               \
    GROUPED_ROW_FUNCTION(NAME##_grouped, T, A, LOAD, STORE, ROW_COMBINE)                    \
    __attribute__((optimize("O3"))) static void NAME(const T *x, T *y, int64_t outer,       \
                                                     int64_t n, int64_t inner, int reverse) { \
        A *run = malloc(2 * (size_t)inner * sizeof(A));                                     \
        if (run == NULL) abort();                                                           \
        for (int64_t o = 0; o < outer; o++) {                                               \
            if (GROUPED && inner == 1 && n >= GROUP * BLOCK && !reverse)                    \
                NAME##_grouped(x + o * n, y + o * n, n, 1);                                 \
            else if (GROUPED && inner == 1 && n >= GROUP * BLOCK)                           \
                NAME##_grouped(x + o * n + n - 1, y + o * n + n - 1, n, -1);                \
            else if (inner == 1) /* (a constant 1: no loops of one iteration) */            \
                NAME##_row(x + o * n, y + o * n, n, 1, reverse, run, run + 1);             \
            else                                                                            \
                NAME##_slab(x + o * n * inner, y + o * n * inner, n, inner, reverse, run,   \
                            run + inner);                                                   \
        }                                                                                   \
        free(run);                                                                          \
    }

#define SCAN_TYPE(SUFFIX, T, A, LOAD, STORE, MAXOP, MINOP, GROUPED)                          \
    SCAN_SLAB(scan_add_##SUFFIX, T, A, LOAD, STORE, ADD, ADD, GROUPED)                      \
    SCAN_SLAB(scan_mul_##SUFFIX, T, A, LOAD, STORE, MUL, MUL, GROUPED)                      \
    SCAN_SLAB(scan_max_##SUFFIX, T, A, LOAD, STORE, MAXOP, MAXOP##_ROW, GROUPED)            \
    SCAN_SLAB(scan_min_##SUFFIX, T, A, LOAD, STORE, MINOP, MINOP##_ROW, GROUPED)            \
    static void scan_##SUFFIX(const T *x, const int64_t *d, T *y) {                        \
        int reverse = (int)d[4];                                                            \
        switch (d[3]) {                                                                     \
        case 0: scan_add_##SUFFIX(x, y, d[0], d[1], d[2], reverse); break;                  \
        case 1: scan_mul_##SUFFIX(x, y, d[0], d[1], d[2], reverse); break;                  \
        case 2: scan_max_##SUFFIX(x, y, d[0], d[1], d[2], reverse); break;                  \
        default: scan_min_##SUFFIX(x, y, d[0], d[1], d[2], reverse); break;                 \
        }                                                                                   \
    }

/* Integers: add and multiply on the unsigned type of the same width (wrapping, no undefined
 * overflow), maximum and minimum on the signed values (stablehlo's signless integers). */
#define U8(v) ((uint8_t)(v))
#define U16(v) ((uint16_t)(v))
#define U32(v) ((uint32_t)(v))
#define U64(v) ((uint64_t)(v))
SCAN_TYPE(f32, float, float, SAME, SAME, MAXN, MINN, 0)
SCAN_TYPE(f64, double, double, SAME, SAME, MAXN, MINN, 0)
SCAN_TYPE(bf16, uint16_t, float, f32_of_bf16, bf16_of_f32, MAXN, MINN, 1)
SCAN_TYPE(f16, uint16_t, float, f32_of_f16, f16_of_f32, MAXN, MINN, 1)
SCAN_TYPE(u8, uint8_t, uint8_t, SAME, U8, MAXI, MINI, 0)
SCAN_TYPE(u16, uint16_t, uint16_t, SAME, U16, MAXI, MINI, 0)
SCAN_TYPE(u32, uint32_t, uint32_t, SAME, U32, MAXI, MINI, 0)
SCAN_TYPE(u64, uint64_t, uint64_t, SAME, U64, MAXI, MINI, 0)
SCAN_TYPE(s8, int8_t, int8_t, SAME, SAME, MAXI, MINI, 0)
SCAN_TYPE(s16, int16_t, int16_t, SAME, SAME, MAXI, MINI, 0)
SCAN_TYPE(s32, int32_t, int32_t, SAME, SAME, MAXI, MINI, 0)
SCAN_TYPE(s64, int64_t, int64_t, SAME, SAME, MAXI, MINI, 0)

/* logaddexp (op 6, lax.cumlogsumexp) of the float types: combines in f64 (A = double),
 * rounded to the storage type after each (bf16 / f16 through f32, as the other ops compute
 * them); rows in GROUP interleaved blocks, whose independent chains hide the latency of
 * exp and log1p (a row's running value is one chain). */
#define F32_OF(v) ((float)(v))
#define BF16_OF(v) bf16_of_f32((float)(v))
#define F16_OF(v) f16_of_f32((float)(v))
SCAN_SLAB(scan_lae_f32, float, double, SAME, F32_OF, LAE, LAE, 1)
SCAN_SLAB(scan_lae_f64, double, double, SAME, SAME, LAE, LAE, 1)
SCAN_SLAB(scan_lae_bf16, uint16_t, double, f32_of_bf16, BF16_OF, LAE, LAE, 1)
SCAN_SLAB(scan_lae_f16, uint16_t, double, f32_of_f16, F16_OF, LAE, LAE, 1)
#define FLOAT_ENTRY(SUFFIX, T)                                                                \
    static void scan_float_##SUFFIX(const T *x, const int64_t *d, T *y) {                   \
        if (d[3] == 6)                                                                      \
            scan_lae_##SUFFIX(x, y, d[0], d[1], d[2], (int)d[4]);                           \
        else                                                                                \
            scan_##SUFFIX(x, d, y);                                                         \
    }
FLOAT_ENTRY(f32, float)
FLOAT_ENTRY(f64, double)
FLOAT_ENTRY(bf16, uint16_t)
FLOAT_ENTRY(f16, uint16_t)

/* Integers (the same entry for signed and unsigned ones: the rule passes unsigned tensors
 * as their signless bits): add / multiply through the unsigned scan (same bits), op 2 / 3
 * maximum / minimum of the signed values, 4 / 5 of the unsigned ones. */
#define SIGNED_ENTRY(S, U, T, UT)                                                             \
    static void scan_int_##S(const T *x, const int64_t *d, T *y) {                          \
        if (d[3] <= 1)                                                                      \
            scan_##U((const UT *)x, d, (UT *)y);                                            \
        else if (d[3] <= 3)                                                                 \
            scan_##S(x, d, y);                                                              \
        else {                                                                              \
            int64_t unsigned_desc[5] = {d[0], d[1], d[2], d[3] - 2, d[4]};                  \
            scan_##U((const UT *)x, unsigned_desc, (UT *)y);                                \
        }                                                                                   \
    }
SIGNED_ENTRY(s8, u8, int8_t, uint8_t)
SIGNED_ENTRY(s16, u16, int16_t, uint16_t)
SIGNED_ENTRY(s32, u32, int32_t, uint32_t)
SIGNED_ENTRY(s64, u64, int64_t, uint64_t)

SHLO_KERNEL_EXPORT void __shlo_native_lapack_cumscan_f32(const float *x, const int64_t *desc, float *y) { scan_float_f32(x, desc, y); }
SHLO_KERNEL_EXPORT void __shlo_native_lapack_cumscan_f64(const double *x, const int64_t *desc, double *y) { scan_float_f64(x, desc, y); }
SHLO_KERNEL_EXPORT void __shlo_native_lapack_cumscan_bf16(const uint16_t *x, const int64_t *desc, uint16_t *y) { scan_float_bf16(x, desc, y); }
SHLO_KERNEL_EXPORT void __shlo_native_lapack_cumscan_f16(const uint16_t *x, const int64_t *desc, uint16_t *y) { scan_float_f16(x, desc, y); }
SHLO_KERNEL_EXPORT void __shlo_native_lapack_cumscan_i8(const int8_t *x, const int64_t *desc, int8_t *y) { scan_int_s8(x, desc, y); }
SHLO_KERNEL_EXPORT void __shlo_native_lapack_cumscan_i16(const int16_t *x, const int64_t *desc, int16_t *y) { scan_int_s16(x, desc, y); }
SHLO_KERNEL_EXPORT void __shlo_native_lapack_cumscan_i32(const int32_t *x, const int64_t *desc, int32_t *y) { scan_int_s32(x, desc, y); }
SHLO_KERNEL_EXPORT void __shlo_native_lapack_cumscan_i64(const int64_t *x, const int64_t *desc, int64_t *y) { scan_int_s64(x, desc, y); }
