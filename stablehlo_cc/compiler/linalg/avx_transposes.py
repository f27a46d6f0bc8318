"""8x8 f32 register transposes as AVX's three levels of 8-lane shuffles, not one 64-lane shuffle.

Why (issue 11, compile time): on an AVX2 host (8 f32 lanes) the register tiles of a transpose
(transpose_tiles.py) are 8x8, and MLIR's `shuffle_16x16` lowering of `vector.transpose` only
takes 16x16 tiles; an 8x8 one fell back to a single `<64 x float>` shufflevector of the eight
rows concatenated, which x86's instruction selection spends long on (its shuffle combiner
works per mask element, over a 64-lane mask) and still lowers badly: the equinox MLP's two
8x8 transpose nests took 14 and 11 ms of code generation each (of ~80 ms) and became 109
vector instructions. MLIR's AVX2 lowering (`avx2_lowering_strategy` of the transpose
patterns, x86vector's `transpose8x8xf32`) writes the same transpose as 8-lane unpack,
shuffle, blend and 128-bit-lane permutes: 4 ms each, 41 vector instructions (8 loads, 8
`vunpcklps`/`vunpckhps`, 8 `vunpcklpd`/`vunpckhpd`, 8 `vinsertf128`/`vperm2f128`, 8 stores).
(4x8 tiles get 8-lane shuffles from it too.) Run time, one thread, min of 1000 calls
(2026-11-27): 4096x8 f32 transposed 16.8-17.4 us before, 16.8-17.1 after; 8x4096 16.7-16.9
before, 14.3-14.5 after.

That lowering emits its blends as inline assembly (`vblendps`), which LLVM treats as a call
that may read and write memory (no load or store moves across it) and which needs the
target's assembly parser, and x86's AVX at run time whatever CPU the code is generated for.
`replace_blends` turns each into the `vector.shuffle` it computes: code generation then
combines the network into the instruction sequence above, with no inline assembly left.
"""

from __future__ import annotations

import functools
import re

import llvmlite.binding as llvm
import mlir.ir as uir

# `vblendps dst, src1, src2, imm`: lane i from src2 where bit i of imm is set, else from src1.
_BLEND = re.compile(r"^vblendps \$0, \$1, \$2, (0x[0-9a-fA-F]+|\d+)$")
_LANES = 8


@functools.cache
def host_has_avx() -> bool:
    """Whether this host has AVX (its tiles are 8 lanes of f32, or 16 with AVX-512)."""
    return bool(llvm.get_host_cpu_features().get("avx"))


# The outermost loops of the functions that hold a tiled transpose (contraction_codegen's
# clean-up tags them), and the clean-up script's lines that lower their transposes with
# MLIR's AVX patterns, before the other nests' transposes are lowered: only the blends in
# those functions are looked for after (`replace_blends`), so no other nest may get them.
NEST_TAG = "shlo.avx_transpose"
SCRIPT_LINES = "\n".join([
    '    %avx = transform.structured.match ops{["scf.for", "scf.forall"]} '
    f"attributes{{{NEST_TAG}}} in %root : (!transform.any_op) -> !transform.any_op",
    "    transform.apply_patterns to %avx {",
    '      transform.apply_patterns.vector.lower_transpose lowering_strategy = "shuffle_16x16"'
    " avx2_lowering_strategy = true",
    "    } : !transform.any_op"])


def function_names(ops) -> set[str]:
    """The names of the functions that hold `ops`."""
    names = set()
    for op in ops:
        parent = op.operation.parent
        while parent is not None and parent.name != "func.func":
            parent = parent.parent
        if parent is not None:
            names.add(uir.StringAttr(parent.attributes["sym_name"]).value)
    return names


def replace_blends(module, names: set[str]) -> int:
    """Replace the `vblendps` inline assembly in the functions `names` of `module` by
    `vector.shuffle`s; returns how many."""
    from mlir.dialects import vector

    blends = []

    def visit(op):
        if op.name == "llvm.inline_asm":
            blends.append(op)
        return uir.WalkResult.ADVANCE

    for top in module.body.operations:
        op = top.operation
        if op.name == "func.func" and uir.StringAttr(op.attributes["sym_name"]).value in names:
            op.walk(visit)
    done = 0
    for op in blends:
        found = _BLEND.match(uir.StringAttr(op.attributes["asm_string"]).value)
        if found is None or len(op.operands) != 2 or len(op.results) != 1 or \
                op.operands[0].type != op.results[0].type or \
                uir.VectorType(op.results[0].type).shape != [_LANES]:
            continue
        imm = int(found.group(1), 0)
        mask = [_LANES + i if imm >> i & 1 else i for i in range(_LANES)]
        with uir.InsertionPoint(op), op.location:
            shuffle = vector.shuffle(op.operands[0], op.operands[1], mask)
        op.results[0].replace_all_uses_with(shuffle)
        op.erase()
        done += 1
    return done
