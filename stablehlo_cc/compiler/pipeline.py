"""Every pass pipeline of the compiler, as data, and the names of the stages one can stop at.

Each list is an MLIR textual pass pipeline split into its top-level entries, run on the module.

Where a pass runs (issue 11, compile time; measured as each pass alone on the module the
compile gave it, recorded from BERT, LLaMA, GPT-2 prefill, ResNet-50 and the U-Net block,
process CPU time, medians of 5, one pinned CPU): the passes whose work is a greedy pattern
rewrite (`convert-linalg-to-parallel-loops`, `expand-strided-metadata`, and already
`convert-vector-to-scf`) run nested on each `func.func`, where the driver sweeps again only
the functions that changed (47.0 -> 41.1 and 40.0 -> 36.5 ms over the five); the dialect
conversions stay on the module (nested, `lower-affine`, `arith-expand`, `convert-scf-to-cf`,
`convert-math-to-llvm` cost 10-50% more, `convert-vector-to-llvm` the same, `convert-to-llvm`
more), and so do the canonicalizations and CSE (no gain nested) and
`buffer-deallocation-simplification` (-3%, within noise). Every canonicalization skips
region simplification (CANONICALIZE, SHLO_CANONICALIZE); passes that find nothing on any
program this compiler makes are left out (`expand-realloc`; jaxlib's `inline`, which
inlined nothing and canonicalized twice). Each change kept the LLVM dialect text of all 55
zoo programs the same. Over the model zoo's compiles they save ~3-7 ms a model (of
0.2-2.3 s), below the noise of whole-compile A/B runs on this host (`lead/ctwice.py`, 3
compiles a process, medians of 5 alternated runs: geometric mean 0.99x over eight models).
"""

from __future__ import annotations

# The stages, in order; `compile(..., emit=STAGE)` and `--emit=STAGE` stop after any of them.
STAGES = ("stablehlo", "linalg", "bufferized", "llvm-dialect", "llvm-ir", "asm", "obj")

# --- jaxlib context (StableHLO) ---------------------------------------------------------------

# Composites become calls to their decompositions, every call is inlined into the public
# functions, and CHLO is expanded, so that one function body holds the whole program.
# (jaxlib's `inline` pass cannot inline func.call (its context has no inliner interface for
# func); `stablehlo/inline_calls.py` inlines them after this list and again after our rules;
# the `symbol-dce` of the cleanup drops the callees.)
# (`stablehlo/stage.prepare` runs these lists in turn, with our steps between them.)
# (What jaxlib's `inline` did here was canonicalize each function, through the inliner's
# default pipeline, before and after inlining nothing: one canonicalization makes the same
# module (BERT, LLaMA, ResNet-50, the LM train step, the MNIST CNN) in ~45-60% of the time,
# 0.3-2.2 ms a compile; the same LLVM dialect text on all 55 zoo programs (issue 11).
# Without region simplification, as in the linalg context: StableHLO regions are single
# blocks.)
# The StableHLO context's canonicalization (see CANONICALIZE below).
SHLO_CANONICALIZE = "canonicalize{region-simplify=disabled}"
STABLEHLO_PREPARE = [
    "func.func(stablehlo-legalize-composite-to-call)",
    SHLO_CANONICALIZE,
    "symbol-dce",
]
# Quantized programs, once one function body holds them: the quantized ops in bodies of
# reduce, sort, map, ... (and everywhere else) become dequantize -> float op -> quantize, as the
# spec defines them; then `compiler/stablehlo/quantized_storage.py` moves the ops that only carry quantized
# values onto their storage integers, and quant-to-math lowers what is left.
QUANTIZED_TO_QDQ = [
    "func.func(stablehlo-legalize-quantized-op-to-qdq)",
]
# Then quantized ops become integer and float math, CHLO becomes StableHLO, and dynamic ops
# whose shape operands are constants become their static forms.
STABLEHLO_LOWER = [
    "func.func(stablehlo-legalize-quant-to-math)",  # !quant.uniform ops -> math (and CHLO)
    "func.func(chlo-legalize-to-stablehlo)",
    "func.func(stablehlo-canonicalize-dynamism)",
]
# (for a program without quantized types, whose CHLO the second pass lowers: the first has
# nothing to do but walk the program)
STABLEHLO_LOWER_UNQUANTIZED = STABLEHLO_LOWER[1:]

# Specializing a program with dynamic shapes (specialize.py): first composites
# become calls (then `stablehlo/inline_calls.py` gathers the program into the entry function) ...
SPECIALIZE_PREPARE = [
    "func.func(stablehlo-legalize-composite-to-call)",
]
SPECIALIZE_AFTER_INLINING = [
    "symbol-dce",
]

# ... then, with the entry's arguments retyped to concrete shapes, propagate those shapes
# through the program (callees too), turn dynamic ops into static ones, and evaluate
# JAX's shape assertions (an assertion that fails is an error naming the broken constraint).
SPECIALIZE_REFINE = [
    "stablehlo-refine-shapes",
    "func.func(stablehlo-canonicalize-dynamism)",
    "func.func(stablehlo-check-shape-assertions)",
    "canonicalize",
    "stablehlo-refine-shapes",
    "func.func(stablehlo-canonicalize-dynamism)",
]

# SPMD partitioning of a sharded program (stablehlo/auto_spmd.py), with Shardy's passes: propagate
# shardings to every value, make each op's operands and results agree with explicit reshards
# (dimensions an op permutes, e.g. a reverse or a window, are replicated rather than exchanged
# as halos), turn the reshards into Shardy collectives, and pad what does not split evenly ...
AUTO_SPMD_PROPAGATE = [
    "sdy-propagation-pipeline",
    "func.func(sdy-insert-explicit-reshards{enable-full-version=true})",
    "sdy-resolve-permutation-factors{enable-halo-exchange=false}",
    "func.func(sdy-reshard-to-collectives)",
    "canonicalize",
    "sdy-pad-for-divisibility",
]
# Shardy's resolve-permutation-factors aborts on some programs (a dynamic_slice of a sharded
# operand, a while loop carrying sharded values): in that case the partitioner is run again
# without it (what that leaves sharded but cannot be partitioned then runs whole).
AUTO_SPMD_PROPAGATE_FALLBACK = [p for p in AUTO_SPMD_PROPAGATE
                                if not p.startswith("sdy-resolve-permutation-factors")]
# ... then (after our checks that every op touching a sharded value can be partitioned, see
# stablehlo/auto_spmd.py) rewrite the program to per-device shapes with StableHLO collectives.
AUTO_SPMD_TO_LOCAL = [
    "sdy-convert-global-to-local",
]

# After our rules: fold what they produced.
# (These two canonicalizations without region simplification too: the same LLVM dialect
# text on the 55 zoo programs, and 0.3-1 ms less a compile (BERT 6.4 -> 5.5 ms for both
# pass lists, ResNet-50 17.1 -> 15.6; issue 11).)
STABLEHLO_CLEANUP = [
    "symbol-dce",
    SHLO_CANONICALIZE,
    "cse",
]

LEGALIZE_TO_LINALG = [
    "func.func(stablehlo-legalize-to-linalg)",
    SHLO_CANONICALIZE,
    "cse",
]

# --- upstream MLIR 22 context (linalg and below) --------------------------------------------

# The canonicalizations of this context skip MLIR's region simplification (erasing unreachable
# blocks, merging identical ones, region-wide dead-code elimination): until the loops become
# `cf` branches (TO_REAL_MATH) every region here is one block of structured ops, so it finds
# nothing the patterns' own dead-op erasure leaves, yet its liveness walk was ~1/3 of each
# canonicalization's time (BERT, LLaMA: ~3 ms a run; the same LLVM dialect text on the model
# zoo; issue 11). (`mlir-opt` lets one choose this too; LLVM still simplifies the CFG later.)
CANONICALIZE = "canonicalize{region-simplify=disabled}"

# Fuse elementwise producers into consumers while still on tensors (then, from -O1 up,
# `compiler/linalg/contraction_codegen.py` tiles and vectorizes contractions and convolutions).
# (No CSE here: the one of AFTER_SCALARIZE comes before bufferization needs it; this one
# changed no generated code on the model zoo, nor did two canonicalizations once in BUFFERIZE,
# and each cost a walk over the whole program.)
# (linalg/constant_inputs.py runs between the two lists: inputs that fusion left as
# constant-filled tensors become scalars in their consumers' bodies; the second fusion run
# erases the inputs no body reads any more, and the fills with them.)
TENSOR_FUSE = [
    "func.func(linalg-fuse-elementwise-ops)",
]
TENSOR_CLEANUP = [
    "func.func(linalg-fuse-elementwise-ops)",
    CANONICALIZE,
]
# When constant_inputs.py replaced nothing, the module is what the first fusion run left, at
# its fixed point: a second run would walk the program for nothing (~1/3 of the fusion time).
TENSOR_CLEANUP_NOTHING_FOLDED = [
    CANONICALIZE,
]
TENSOR_OPTIMIZE = TENSOR_FUSE + TENSOR_CLEANUP

# After 0-d tensors became scalars (`compiler/linalg/scalarize.py`): fold extract(from_elements(x)).
AFTER_SCALARIZE = [
    CANONICALIZE,
    "cse",
]

# Tensors → buffers. Public functions take read-only inputs and write their results into
# caller-provided buffers (out-params), so no memory crosses the boundary; temporaries are freed.
# Loops (`scf.while`) may yield fresh buffers each iteration, and the results of `scf.if` /
# `scf.index_switch` get row-major buffers (a strided one would be copied through a runtime
# helper, `memrefCopy`, that compiled code does not link).
INLINE = "inline{default-pipeline=}"
BUFFERIZE = [
    # An op whose result is inserted into a slice of a larger tensor (a concatenate's operand,
    # `stablehlo/concatenate_slices.py`) and whose destination is a `tensor.empty` writes
    # into that slice instead: its `outs` become a `tensor.extract_slice` of the insertion's
    # destination, so one-shot-bufferize computes it in place (a gather into its columns of
    # the concatenation) rather than into a temporary copied over afterwards. XLA:CPU
    # assigns a concatenate's operands slices of its buffer the same way, and IREE runs
    # this pass too. (It runs One-Shot Analysis once more: no measurable compile time on
    # the zoo; it inserts only where that analysis finds no conflict.)
    "eliminate-empty-tensors",
    "one-shot-bufferize{bufferize-function-boundaries allow-return-allocs-from-loops "
    "unknown-type-conversion=identity-layout-map "
    "function-boundary-type-conversion=identity-layout-map}",
    # Loops of tiled code carry their output buffer through iter_args; folding those lets
    # the returned value be the allocation itself, which the next pass then replaces by the
    # caller's buffer (instead of computing into a temporary and copying it out).
    CANONICALIZE,
    # A private function that writes its result into an argument (the tiled contraction
    # kernels, linalg/contraction_kernels.py) returns that argument's buffer: the call's
    # result becomes the operand. Kept as a result, the next pass made it an out-param the
    # kernel copied into, a fresh caller allocation without the 64-byte alignment. (This
    # MLIR version never changes public functions here.)
    "drop-equivalent-buffer-results",
    "buffer-results-to-out-params{hoist-static-allocs=1 modify-public-functions=1}",
    # MLIR's `buffer-deallocation-pipeline` (the passes MLIR 22's
    # buildBufferDeallocationPipeline adds, in its order) less its three canonicalizations:
    # the first came right after the one above, and `inline` below canonicalizes every
    # function once more at the end. Without them the bufferized code of all 57 zoo
    # programs is the same text, and LLaMA's compile 10 ms, BERT's 4 ms shorter (issue 11).
    # (MLIR's first pass there, `expand-realloc`, is left out: nothing in this compiler
    # makes a `memref.realloc`, and on the zoo it changed nothing, yet walked the whole
    # program, ~0.5 ms of BERT's compile. The ownership-based deallocation refuses a
    # realloc with an error, should one ever reach it.)
    "ownership-based-buffer-deallocation",
    "buffer-deallocation-simplification",
    "bufferization-lower-deallocations",
    "cse",
    # Deallocation may call a generic `@dealloc_helper` on dynamically sized memrefs (when
    # ownership is only known at run time, e.g. an `scf.if` yielding an argument or a fresh
    # buffer); the bare-pointer calling convention cannot lower such a call: inline it.
    # (what is left to fold, the loop passes' canonicalizations and LLVM fold anyway)
    # (No `symbol-dce` after it: the inliner erases the private helpers it inlined
    # everywhere; on all 51 zoo programs symbol-dce had nothing left to remove.)
    # (This inlining also takes in fast_math's `__shlo_expf*` and the convolution kernels.)
    # The inliner's own pipeline is left empty and one canonicalization follows it: the
    # inliner ran its pipeline on each function before inlining into it and again after,
    # so the program's main function, most of the code, was canonicalized twice. The same
    # text on the zoo (GPT-2, BERT, MobileNetV2, MNIST CNN, DistilBERT), 1-4 ms less (issue 11).
    # (without region simplification, as the others)
    # (not the calls to the tiled contraction kernels: linalg/contraction_kernels.py)
    INLINE,
    CANONICALIZE,
]

# `eliminate-empty-tensors` starts at the ops that insert a tensor into a subset of another
# (MLIR's SubsetInsertionOpInterface: these ops; its `vector.transfer_write` inserts a
# vector, which no `tensor.empty` defines) and does nothing in a program without one, yet
# runs One-Shot Analysis over the whole program first (GPT-2, DistilBERT: 7-9 ms; issue 11):
# linalg/stage.py leaves it out then, and also when no insertion's source may come from a
# `tensor.empty` (linalg/empty_tensor_sources.py: the padded convolution inputs).
SUBSET_INSERTIONS = ("tensor.insert_slice", "tensor.parallel_insert_slice", "linalg.copy",
                     "bufferization.materialize_in_destination")
BUFFERIZE_WITHOUT_SUBSET_INSERTIONS = [p for p in BUFFERIZE if p != "eliminate-empty-tensors"]

# Buffers → loops over memref.load/store, parallel dimensions as `scf.parallel`
# (compiler/linalg/parallel_loops.py keeps the large outermost ones and makes the rest sequential);
# then sub-byte integer buffers (i1, i4) are widened to bytes in Python
# (compiler/linalg/widen_narrow_memrefs.py), which finalize-memref-to-llvm needs.
# (The lowering runs on each function, not on the module: the same output, and 9-30% less
# time for the pass (BERT 7.1 -> 6.3 ms, LLaMA 9.3 -> 6.8, ResNet-50 14.5 -> 13.6; issue 11).
# Its patterns are applied by a greedy driver, which sweeps the whole region it is given
# again until nothing changes; anchored on the module, every function is swept as often
# as the one that changes last.)
TO_LOOPS = [
    "scf-forall-to-parallel",
    "func.func(convert-linalg-to-parallel-loops)",
]

# The parallel loops that compiler/linalg/parallel_loops.py kept → OpenMP parallel regions with
# statically scheduled loops; LLVM's OpenMP IR builder outlines their bodies when the module
# is translated, and the calls go to our thread pool (stablehlo_cc/contract/native/parallel.c).
PARALLEL_TO_OPENMP = [
    "convert-scf-to-openmp",
]

# Float types the CPU lacks (bf16, f8*, f6*, f4E2M1FN) compute in f32. Their conversions are
# lowered in Python before and after this (compiler/linalg/small_floats.py), to round exactly once.
# (f8E4M3B11FNUZ, which the pass does not know, is emulated in small_floats.py.)
_EMULATED_FLOATS = ("bf16,f8E4M3FN,f8E5M2,f8E4M3FNUZ,f8E5M2FNUZ,f8E4M3,f8E3M4,"
                    "f8E8M0FNU,f6E2M3FN,f6E3M2FN,f4E2M1FN")
EMULATE_FLOATS = [
    "func.func(math-extend-to-supported-types{extra-types=f32 target-type=f32})",
    f"func.func(arith-emulate-unsupported-floats{{source-types={_EMULATED_FLOATS} "
    "target-type=f32})",
]

# Loops → LLVM dialect, in two steps: complex math becomes real math first, so that
# linalg/accurate_math.py can replace math.log1p/math.expm1 (whose lowering in
# convert-math-to-llvm is inaccurate near 0) before the rest. Memrefs cross function
# boundaries as bare pointers (every boundary shape is static).
# Vector transfers of n-D vectors are unrolled into 1-D ones (no temporary buffers); any
# `memref.alloca` left then moves to its function's entry or to the heap
# (compiler/linalg/stack_allocations.py) before scf's allocation scopes disappear.
# (Run on each function rather than on the module: the same output, and 35-45% less time on
# the transformers and conv nets (LLaMA 13 -> 8 ms; issue 11). Nesting the other loop-level
# passes the same way, measured too, changed nothing: only this one gains.)
VECTOR_TO_SCF = [
    "func.func(convert-vector-to-scf{full-unroll=true})",
]
# (expand-strided-metadata, a greedy rewrite too, on each function for the reason TO_LOOPS
# gives: 7-10% less time (BERT 7.1 -> 6.5 ms, LLaMA 10.0 -> 9.2); the dialect conversions
# that follow it cost 10-50% more nested, with their pattern sets built once a function.)
TO_REAL_MATH = [
    "func.func(expand-strided-metadata)",
    "lower-affine",
    "arith-expand{include-bf16=1}",
    "convert-scf-to-cf",
    "convert-complex-to-standard",
]
# The conversions to LLVM. Math stays before libm, which takes the math ops LLVM has no
# intrinsic for, and that before vector, whose pass also lowers (in a greedy rewrite of its
# own, before its conversion) the vector ops libm unrolls to. The dialects that need nothing
# but their conversion patterns (ub, arith, cf, memref, and complex, index, omp when the
# module has them) are then lowered by one `convert-to-llvm{filter-dialects=...}`: each of
# their single passes was a dialect conversion walking the whole module (~2-3 ms each on a
# transformer even with nothing to convert); gathered into one conversion (the way
# `mlir-opt --convert-to-llvm` and IREE's LLVMCPU lowering gather them) the output is the
# same text on the model zoo and the seven conversions cost about what two did (GPT-2 TO_LLVM
# 45 -> 35 ms; issue 11). It keeps the conversion's rollback (`allow-pattern-rollback`, the
# default): its one-shot mode (`allow-pattern-rollback=0`, ~2 ms faster on a transformer)
# aborts the process where a pattern fails after changing the IR, as one of complex
# arithmetic's does (tests/test_complex_math.py), and a program we have not tried could
# meet another. Functions and calls stay a pass of their own: only
# `convert-func-to-llvm` takes the option of bare pointers for memrefs at calls.
# (linalg/argument_block.py gives a function with many arguments an entry block of its own
# first: the conversion of its arguments otherwise renumbered the whole body once an argument.)
# The dialects the one conversion lowers (OPTIONAL_LLVM_DIALECTS: left out when absent).
CONVERT_TO_LLVM_DIALECTS = ("ub", "arith", "cf", "memref", "complex", "index", "omp")
CONVERT_TO_LLVM = "convert-to-llvm{filter-dialects=" + ",".join(CONVERT_TO_LLVM_DIALECTS) + "}"
TO_LLVM = [
    "convert-math-to-llvm",
    "convert-math-to-libm",
    "convert-vector-to-llvm",
    CONVERT_TO_LLVM,
    "convert-func-to-llvm{use-bare-ptr-memref-call-conv=1}",
    "reconcile-unrealized-casts",
]

# Conversions with work only when the module holds ops (or types) of one dialect. Each pass
# of TO_REAL_MATH walks the whole module even with nothing to convert (~2 ms on a
# transformer at its largest, issue 11), so linalg/stage.py leaves these out when the module
# has none of their dialect: complex values and index-dialect ops (found in a print of the
# module; no later step makes them) and OpenMP regions (only made from parallel loops).
# The math conversions the same way (each a dialect conversion over the whole module,
# 1-3 ms on a transformer; issue 11): `convert-math-to-llvm` has work only when the module
# has math ops ("math"), `convert-math-to-libm` only for math ops that the first leaves
# ("libm": ops outside MATH_TO_LLVM_OPS). linalg/stage.py finds them in its print of the
# module and counts both present when small floats or complex values (whose lowerings make
# math ops after that print) or math rewrites (`_rewrite_math`) are there.
CONVERSION_DIALECTS = {
    "convert-complex-to-standard": "complex",
    "convert-math-to-llvm": "math",
    "convert-math-to-libm": "libm",
}
# The math ops `convert-math-to-llvm` lowers for f16, f32, f64 and 1-D and 2-D vectors of
# them (checked on this MLIR by tests/test_compile_time_paths.py); `convert-math-to-libm`
# finds nothing left of these.
MATH_TO_LLVM_OPS = frozenset((
    "absf", "acos", "asin", "atan", "atan2", "ceil", "copysign", "cos", "cosh", "exp",
    "exp2", "expm1", "floor", "fma", "log", "log10", "log1p", "log2", "powf", "round",
    "roundeven", "rsqrt", "sin", "sinh", "sqrt", "tan", "tanh", "trunc"))
# ... and the dialects CONVERT_TO_LLVM's filter names only when the module has them.
OPTIONAL_LLVM_DIALECTS = ("complex", "index", "omp")


def without_absent_dialects(passes: list[str], present: set[str]) -> list[str]:
    """`passes` less the conversions of dialects not in `present` (CONVERSION_DIALECTS),
    and CONVERT_TO_LLVM's filter less those of OPTIONAL_LLVM_DIALECTS."""
    out = []
    for p in passes:
        if p == CONVERT_TO_LLVM:
            p = "convert-to-llvm{filter-dialects=" + ",".join(
                d for d in CONVERT_TO_LLVM_DIALECTS
                if d not in OPTIONAL_LLVM_DIALECTS or d in present) + "}"
        elif p in CONVERSION_DIALECTS and CONVERSION_DIALECTS[p] not in present:
            continue
        out.append(p)
    return out


def llvm_speed_level(opt_level: int) -> int:
    """llvmlite's pipeline speed level for `-O<opt_level>`."""
    return max(0, min(3, opt_level))
