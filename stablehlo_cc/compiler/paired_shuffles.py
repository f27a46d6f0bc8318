"""Two-input shuffles of 32-bit elements that move whole pairs become shuffles of 64-bit elements.

Why: x86's instruction selection spends most of its time on a transpose's shuffle network
(combineX86ShufflesRecursively, getTargetShuffleAndZeroables and the demanded-bits and
-elements simplifications they call, per `perf`). The 16x16 f32 register transposes (MLIR's
`shuffle_16x16` lowering, used by transpose_tiles.py) are 64 `<16 x float>` shuffles in
four levels, and one such 165-line function took 12.5 ms of code generation, 10 % of a
transformer's (GPT-2, BERT and the NNX LM had two: attention's K copied transposed per head,
contraction_codegen.batch_matmul_form; Whisper had four; those copies are transpose.c's
calls now, native_transpose_calls.py). In a synthetic function, adding one
level at a time: 0.3, 0.5, 3.9 and 5.2 ms; the two levels that move 128-bit lanes
(`vshuff64x2`) cost most. Written as `<8 x double>` shuffles of the same bits (a bitcast on
each side), the same machine code comes out for half the selection time (the masks are half
as long, and most of the combiner's work is per mask element): 12.5 -> 6.5 ms a transpose.
Expressing only the lane moves so (quads) saved less (8.3 ms); LLVM's `vpermi2var` intrinsic
in their place, 7.4 ms; `freeze` between the levels, nothing (11.2 ms).

Measured (2026-11-26, issue 11; code generation of the optimized module with and without
this, one process, pinned, alternated, median of 9): GPT-2 123 -> 111 ms, BERT 131 -> 121,
the NNX transformer LM 133 -> 116, Whisper 308 -> 298 (of which this rewrite's own text
pass ~1 ms). The assembly of all 51 zoo programs and of the kernels encoder, softmax and
gelu16M is identical with and without it, so run time is unchanged.

Which shuffles: `shufflevector` of two `<N x float>` or `<N x i32>` operands, N = 8 or 16
(one AVX or AVX-512 register), into `<N x ...>` whose mask takes aligned pairs (elements 2k
and 2k+1 from an even index e and from e+1, or both undefined). Extracts, concatenations and
wider vectors are left alone: rewriting the `<160 x float>` concatenations of an
element-wise lowered transpose made its code generation 4x slower and the code longer.
Done on the optimized IR text just before code generation (after LLVM's pipeline, whose
instcombine would fold the bitcasts back). Integer vectors use `i64`, floating-point ones
`double`, so the execution domain stays.
"""

from __future__ import annotations

import functools
import re

_SHUFFLE = re.compile(
    r"(  %[-\w$.]+) = shufflevector <(\d+) x (float|i32)> ([^,\n]+), <\2 x \3> ([^,\n]+), "
    r"<\2 x i32> (<[^>\n]*>|zeroinitializer|poison|undef)$")
_ELEMENT = re.compile(r"i32 (-?\d+|poison|undef)")
_WIDE = {"float": "double", "i32": "i64"}
_LANES = (8, 16)  # one AVX or AVX-512 register of 32-bit elements
_OPERANDS = tuple(f"<{n} x {e}> " for n in _LANES for e in _WIDE)  # (a quick test first)


@functools.lru_cache(maxsize=256)  # (a transpose network repeats a few masks)
def _pair_mask(mask: str, n: int) -> str | None:
    """The 64-bit mask (its text) of 32-bit `mask` of `n` elements, or None if some pair
    is not an aligned pair."""
    if not mask.startswith("<"):
        return None  # (all zeros or undefined: a splat, not worth it)
    items = _ELEMENT.findall(mask)
    if len(items) != n:
        return None
    values = [None if v in ("poison", "undef") else int(v) for v in items]
    for lo, hi in zip(values[0::2], values[1::2]):  # each pair: whole, or undefined
        if (lo is None) != (hi is None) or (lo is not None and (lo % 2 or hi != lo + 1)):
            return None
    return ", ".join("i32 poison" if lo is None else f"i32 {lo // 2}" for lo in values[0::2])


def rewrite(text: str) -> str:
    """`text` (LLVM IR) with its pair-moving shuffles as 64-bit shuffles (see above)."""
    pieces, last = [], 0
    found = text.find(" = shufflevector <")
    while found >= 0:  # (str.find, then a match per line: a module-wide regex took 3 ms)
        start = text.rfind("\n", 0, found) + 1
        end = text.find("\n", found)
        end = len(text) if end < 0 else end
        m = _SHUFFLE.match(text, start, end) if text.startswith(_OPERANDS, found + 17) else None
        new = _paired(m) if m else None
        if new is not None:
            pieces += [text[last:start], new]
            last = end
        found = text.find(" = shufflevector <", end)
    if not pieces:
        return text
    pieces.append(text[last:])
    return "".join(pieces)


def _paired(m: re.Match) -> str | None:
    n, element = int(m.group(2)), m.group(3)
    if n not in _LANES or m.group(5) in ("poison", "undef"):
        return None
    mask = _pair_mask(m.group(6), n)
    if mask is None:
        return None
    name, narrow, half = m.group(1), f"<{n} x {element}>", f"<{n // 2} x {_WIDE[element]}>"
    base = "%__pair." + name.strip()[1:]  # (a numbered value's name is not extensible)
    return (f"  {base}.pa = bitcast {narrow} {m.group(4)} to {half}\n"
            f"  {base}.pb = bitcast {narrow} {m.group(5)} to {half}\n"
            f"  {base}.pw = shufflevector {half} {base}.pa, {half} {base}.pb, "
            f"<{n // 2} x i32> <{mask}>\n"
            f"{name} = bitcast {half} {base}.pw to {narrow}")
