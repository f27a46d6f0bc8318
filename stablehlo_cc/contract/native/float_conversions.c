/* The float conversions LLVM's code generation calls instead of inlining them: rounding f32
 * or f64 to bf16 on a CPU without AVX512-BF16 becomes a call of `__truncsfbf2` /
 * `__truncdfbf2`, helpers of compiler-rt and of libgcc from GCC 13 on. Neither is in this
 * process nor in older libgccs, and the JIT's linker resolved the missing symbol to address
 * 0 (a bf16 matmul segfaulted on AVX2 hosts). These definitions make every program
 * independent of which compiler runtime the host has.
 *
 * Calling convention (x86-64 System V, AArch64 likewise): a bf16 argument or result travels
 * in the low 16 bits of the first vector register, where a float's low bits are, so the
 * functions are declared with float in that position (no C compiler support for a bf16 type
 * is needed) and move the bits.
 *
 * Rounding is to nearest, ties to even; a NaN stays a NaN (quiet, sign kept). */

#include <stdint.h>
#include <string.h>

#include "small_float_bits.inc"

#ifdef SHLO_PARALLEL_SHARED
#define SHLO_LIBCALL __attribute__((visibility("default")))
#else  /* inside a library built by stablehlo-cc: its own copy, not exported */
#define SHLO_LIBCALL __attribute__((visibility("hidden"), weak))
#endif

static float in_low_bits(uint16_t bits) {
    uint32_t u = bits;
    float f;
    memcpy(&f, &u, 4);
    return f;
}

SHLO_LIBCALL float __truncsfbf2(float x) { return in_low_bits(bf16_of_f32(x)); }

SHLO_LIBCALL float __truncdfbf2(double x) {
    /* Round once, to bf16's 8 bits of precision: from f64 through f32 could round twice.
     * Round the f64 to 8 significant bits with the f32 conversion made exact: keep the f64's
     * bits below bf16's precision as a sticky bit in the f32. */
    uint64_t u;
    memcpy(&u, &x, 8);
    if ((u & 0x7fffffffffffffffull) > 0x7ff0000000000000ull)
        return in_low_bits(bf16_of_f32((float)x));
    float f = (float)x; /* may round; fix the cases where that changes the bf16 result */
    double back = (double)f;
    if (back != x && !__builtin_isinf(f)) {
        uint32_t w;
        memcpy(&w, &f, 4);
        /* f was rounded from x: make it the value of x truncated toward zero, odd-flagged */
        if ((back > x) == (x > 0)) w -= 1; /* rounded away from zero: step back toward it */
        w |= 1u;                           /* sticky: x lies strictly between two f32s */
        memcpy(&f, &w, 4);
    }
    return in_low_bits(bf16_of_f32(f));
}

SHLO_LIBCALL float __extendbfsf2(float low_bits) {
    uint32_t u;
    memcpy(&u, &low_bits, 4);
    return f32_of_bf16((uint16_t)u);
}
