"""Tiles of a pure transpose (a `linalg.generic` that copies its input through permuted
indexing maps): cache blocks that the threads divide, and register tiles inside them.

The register tile is square across the innermost dimension of the input and that of the
output (16x16 f32 with AVX-512), so both sides move whole vectors and the tile is transposed
in registers (`vector.transpose`, lowered with 16x16 shuffles). Around it, a cache block of
up to 256x256 elements of those two dimensions (and one element of every other dimension),
which is what IREE's and oneDNN's transposes do (IREE tiles its workgroups for the caches,
then transposes vectors in registers). The block is as large as L2 holds (256 KiB of f32
read, 256 KiB written) rather than L1-sized, because a transpose larger than the caches is
bound by what each row of a block costs to start, not by L1: every one of the block's input
and output rows is another page (a TLB walk, a fresh hardware-prefetch stream) whose run is
only a block wide. 256-wide runs (1 KiB of f32) measured 25 % faster than 64-wide ones on a
4096x4096 f32 transpose on Zen 3 (13.2 ms against 17.8 ms on one core), and no slower on
1024x1024 or 64x512x512. Blocks shrink (to no less than 64) while the grid has fewer than
`MIN_BLOCKS`, so that a mid-sized transpose still splits over the threads. The blocks are
an `scf.forall`, which becomes a
parallel loop on the thread pool (parallel_loops.py): every block writes its own part of
the output, so results are bit-identical for any number of threads.

Tile sizes divide the dimensions, so every tile is static and vectorizes.

Transposes of 32-bit elements whose two innermost dimensions are at least 16 long are taken
before this, by the C kernel (native_transpose_calls.py: it reads and writes each block in
its own row order through an L1 buffer, and streams large outputs); this path keeps the
other element widths, thin transposes and those the kernel's descriptor cannot express.
"""

from __future__ import annotations


# Elements of each of the two innermost dimensions a cache block spans: at most, at least.
CACHE_BLOCK = 256
MIN_CACHE_BLOCK = 64
# Blocks the parallel grid should have at least (when blocks of MIN_CACHE_BLOCK allow it).
MIN_BLOCKS = 32


def _largest_divisor(n: int, limit: int) -> int:
    return max(d for d in range(1, max(1, min(n, limit)) + 1) if n % d == 0)


def _register_tile(n: int, lanes: int) -> int:
    """The register tile of a dimension of `n`: its largest power-of-two divisor up to
    `lanes`, unless that is 1 (an odd `n`: then its largest divisor up to `lanes`).

    Why not always the largest divisor (issue 11, compile time): a tile of 5 or 6 (dimensions
    of 10, 12) made vectors of 5 or 6 and shuffles of 40 or 48 lanes (8x5), which LLVM's code
    generation widens and splits at great cost: the equinox MLP's 512x10 transpose nest took
    22 ms, a quarter of its code generation, 11 ms with 8x2 tiles. One thread, 2026-11-27:
    4096x10, 10x4096, 12x2048 and 2048x6 f32 ran as fast or 5-20 % faster with the
    power-of-two tiles; but tiles of 1 for dimensions of 3 and 5 (3x8192, 64x5x256 moving
    the 5) ran 15-25 % slower than tiles of 3 and 5, so odd dimensions keep theirs."""
    tile = 1
    while tile * 2 <= lanes and n % (tile * 2) == 0:
        tile *= 2
    return tile if tile > 1 else _largest_divisor(n, lanes)


def _is_copy_body(generic) -> bool:
    block = generic.regions[0].blocks[0]
    ops = list(block.operations)
    return len(ops) == 1 and ops[0].operation.name == "linalg.yield" and \
        len(ops[0].operands) == 1 and ops[0].operands[0] == block.arguments[0]


def transpose_tiles(generic, ranges, kinds, maps, lanes: int):
    """("transpose", cache, register, kinds) for a pure transpose with static loop
    `ranges`, or None. `lanes`: elements of the output type a vector register holds."""
    if len(generic.operands) != 2 or not _is_copy_body(generic):
        return None
    if "reduction" in kinds or not all(m.is_permutation for m in maps):
        return None
    inner_in, inner_out = maps[0].results[-1].position, maps[1].results[-1].position
    if inner_in == inner_out:
        return None  # contiguous on both sides already: a plain (parallel) copy loop
    register = [1] * len(ranges)
    for d in (inner_in, inner_out):
        register[d] = _register_tile(ranges[d], lanes)
    span = CACHE_BLOCK
    while True:
        cache = list(register)
        for d in (inner_in, inner_out):
            cache[d] = register[d] * _largest_divisor(ranges[d] // register[d],
                                                      max(1, span // register[d]))
        blocks = 1
        for extent, size in zip(ranges, cache):
            blocks *= extent // size
        if blocks >= MIN_BLOCKS or span <= MIN_CACHE_BLOCK:
            return ("transpose", cache, register, kinds)
        span //= 2
