"""LLVM's optimization of our LLVM IR, run through libLLVM's C API (`LLVMRunPasses`) on IR text.

Why not llvmlite's `PassBuilder`: llvmlite 0.50 gives every PassBuilder a
`PassInstrumentationCallbacks` that it never frees, and every run registers more callbacks in
it and fills its pass-name table, so each compile lost about 100 KiB for good (issue 9, item
10). `LLVMRunPasses` builds and destroys all of that per run. The MLIR bindings' libLLVM is
the same LLVM version as llvmlite's; the optimized IR goes back to llvmlite as text, for code
generation and the JIT. Nothing here holds the GIL, so compiles on several threads overlap.

Which passes (issue 11, compile time). Our IR arrives from MLIR already tiled, vectorized
(vector dialect) and with every loop nest outlined into its own function, so LLVM's
`default<O2/O3>` pipeline repeats work that is done, or not needed here: per-pass times
(`opt -time-passes` on BERT's and the U-Net block's IR) put instcombine (8 runs) at 25 %,
loop vectorization 8-13 %, indvars 5-9 %, the late (runtime/partial) loop unroll 5-7 %, SLP
4-6 %, loop-idiom, DSE, IPSCCP, jump threading, correlated propagation, constraint
elimination, reassociation and the loop unswitcher the rest. `-O2` and `-O3` (our -O3's
unroll threshold is already O2's) run the tailored pipeline `_TAILORED` instead:

- kept: SROA, early CSE, simplifycfg, instcombine (3 runs, not 8), the inliner (small helpers;
  the nest functions are `noinline`), IPSCCP/globalopt, loop rotation with LICM before and
  after, loop unswitching (with O3's non-trivial unswitching: scatter_add's update loop ran
  6.8x slower under O2's trivial-only one), loop deletion, full unrolling of small
  constant-trip loops (our vector code has short loops over a tile's rows; without it the
  argmax kernel ran 2.2x slower), loop-idiom (scalar copy loops become memcpy), GVN, DSE,
  vector-combine, and the loop vectorizer: some nests still reach LLVM as scalar loops
  (masks, index arithmetic, the odd reduction), and without it BERT, Llama and the LSTM ran
  31-45 % slower (pinned, same minutes). Its interleaving stays too: without it (9 % less IR
  on BERT) the gather kernel ran 13 % slower; capped at 2 it saved 3-5 % of the LLVM time
  but the depthwise kernel and the U-Net block looked 4-5 % slower. SLP stays: a short
  scalar loop that MLIR leaves (a 4x16 elementwise op) is fully unrolled before the loop
  vectorizer sees it, and only SLP makes vector code of the unrolled body.
- dropped: the late runtime/partial unroll (`loop-unroll<O2>`) of loops that are already
  vector loops (20-30 % of the IR on BERT and Llama), the CGSCC devirtualization iteration (no
  indirect calls to resolve), jump threading, correlated propagation, constraint elimination,
  reassociation, aggressive-instcombine, loop distribution, loop load elimination, loop
  sinking, CHR, memcpyopt, div-rem pairs, the function-attribute inference (nothing of ours
  reads it), and (2026-11-26) indvars (MLIR's loops already count in i64 with simple exit
  tests) and the instcombine after GVN (the late one after vectorization cleans up anyway):
  optimize + code generation (in one process, alternated, median of 5, pinned) GPT-2
  400 -> 381 ms, BERT 394 -> 367, Llama 541 -> 513, the U-Net block 449 -> 439, the flax
  CNN 123 -> 113, Whisper 970 -> 915 (-5 % in all); run time within +-1.3 % on 10 zoo
  models and 11 kernels (pinned, interleaved in one process).
  Later (issue 11) the cleanup before the inliner went too (early CSE, simplifycfg and
  instcombine on each function before it is inlined anywhere; SROA stays): the inliner only
  takes the small helpers, and the same three passes run on every function right after it.
  The optimized IR is the same size (+-0.1 %, ResNet-50 +1.3 %); the pipeline's CPU time
  (libLLVM, pinned, alternated in one process, median of 15) BERT 123 -> 118 ms, GPT-2
  113 -> 105, Llama 211 -> 200, ViT 110 -> 102, DistilBERT 118 -> 112, the flax CNN
  44 -> 42 (-4..-7 %); run time unchanged (bert, llama, resnet50, mobilenet_v2; the numbers
  are in codegen_options.py). IPSCCP then sees the entry function unsimplified and costs
  a few ms more, less than the cleanup cost; dropping IPSCCP, or the instcombine after loop
  unswitching too (-2-3 % more), was within noise.
  (2026-11-26) instsimplify after that SROA: IPSCCP visits every instruction of the module,
  half of which are still the memref descriptors' insertvalue/extractvalue chains as MLIR
  translated them; instsimplify folds those pairs (~2 ms on BERT; early CSE in its place
  saved nothing) and IPSCCP drops from 9.8 to 4.4 ms (GPT-2 9.9 -> 3.8, ViT 7.4 -> 3.2). Pipeline CPU time (libLLVM, pinned, alternated in one process, median of 11)
  BERT 139 -> 135 ms, GPT-2 115 -> 109, Llama 202 -> 193, Whisper 417 -> 410; the optimized
  IR of 23 of 26 zoo models (_b1) is identical, GRU and LSTM differ only in where `nonnull`
  is written, EfficientNet in one loop's strength-reduced addresses.
  (2026-11-27) Six passes that no longer changed anything went: the SROA, vector-combine,
  LICM and simplifycfg that followed GVN and DSE in each function's simplification, the
  globaldce between the inliner and the vectorizers (the last one stays), and the loop
  rotation + deletion before the loop vectorizer (the simplification's loop pass rotated
  every loop already). Each was left out alone, and the optimized IR of BERT, GPT-2 prefill,
  the equinox MLP, the flax CNN and the U-Net block was the same text; all six together,
  the assembly of the 24 kernels of benchmarks/kernels.py and of 25 zoo programs is
  the same as before, so run time is unchanged by construction. (DSE and the late
  simplifycfg stay: without DSE the assembly of the LSTM and EfficientNet differs, without
  the simplifycfg that of the graph network.) Pipeline CPU time (libLLVM, pinned, main's
  pipeline and this one alternated in one process, median of 11; a host with load 10-16):
  BERT 77.7 -> 74.1 ms, GPT-2 prefill 89.5 -> 78.3, the flax CNN 46.0 -> 43.5, the equinox
  MLP 59.7 -> 59.3, the U-Net block 161 -> 159 (minimums: -1..-7 %).
  The tailored pipeline's run time against default<O3> (pinned, interleaved, same minutes):
  BERT, Llama, Whisper, ResNet-50, MobileNetV2, the U-Net block, the flax CNN, the
  LSTM within -1.3..+1.1 %; kernels gather, scatter_add, argmax, rnn1000, sort16K, row/col
  sums, matmul256, encoder within +-2 %; softmax +2-3 % and layernorm 0-10 % (noisy, memory
  bound): putting the late unroll back recovers those but costs 0.06-0.12 s a model.
  Optimize + code generation CPU time (median of 3, pinned, with cold_functions.py):
  BERT 0.42 -> 0.30 s, Llama 0.64 -> 0.50, Whisper 1.14 -> 0.85, ResNet-50 1.08 -> 0.78,
  MobileNetV2 1.35 -> 1.05, the U-Net block 0.71 -> 0.59, the flax CNN 0.20 -> 0.13.

Code generation stays at llvmlite's default level (-O3 = CodeGenOptLevel::Aggressive, as in
IREE): levels 2 and 1 saved only 1-3 % of it (2026-11-26). Where code generation goes
(`llc -time-passes`, GPT-2 and Whisper): instruction selection 28-30 %, loop strength
reduction 15-16 % (with IVUsers 19 %: the SCEVs of the collapsed parallel loops' div/mod
index arithmetic are large), the register allocator 6-8 %, the schedulers 7 %. Loop strength
reduction now runs here, after the pipeline, on all functions but the loop nests' own, and
code generation runs without it (loop_strength.py: 16-24 % less code generation time, run
time kept).

Measured and left as they are (2026-11-26, pinned, GPT-2/BERT/flax CNN): the entry
function, 58 % of the translated text (memref descriptor bookkeeping), costs only 9 of GPT-2's
107 ms of pipeline and 15 ms of code generation (the greedy register allocator on its ~100
pointers live across ~300 calls; freeing each buffer after its last use saved only 2 ms);
leaving out any one pass of the pipeline saves under 10 ms except the loop vectorizer (37 ms
with its follow-ups, but it vectorizes 25 of GPT-2's 32 nest functions); capping its
interleave at 1 or 2, forcing its width to 8 (-7 % pipeline time, run-time risk for
non-f32 loops), code generation at -O2, and LSR's complexity options gained nothing
measurable. Code generation costs ~45 us an IR line, 30 % of it instruction selection.
Also measured (issue 11, 2026-11-26): the loop vectorizer is the pipeline's largest pass
(27 % of it on BERT, `opt -time-passes` with the target's features), because 43 scalar loops
of BERT's nests (mask selects, i1/i8 element types, scalar reductions) reach LLVM; it pays
as long as MLIR leaves them scalar. The entry function is `optnone` (cold_functions.py), yet
at code generation level 3 it still gets the greedy register allocator: compiled at level 0
it would cost 8 ms instead of 20 (BERT), but that needs a second object (one target machine
has one level), which the JIT's cache and the library link do not take today. Handing the
optimized module to llvmlite as bitcode instead of text: parsing bitcode 5.3 ms against
9.0 ms of text on BERT, plus 1.9 ms writing it, so 2 ms saved while the text is still
printed for cold_functions.py, the allocator, libmvec and the stack check (6 ms if all of
those moved to the C API): not done.
Measured again (issue 11, 2026-11-27, the optimized IR of the zoo's b1 programs in llvmlite,
pinned, median of 9): print + parse of the text against writing + parsing bitcode, in ms:
equinox MLP 0.6 + 1.8 / 0.4 + 1.2, GRU 0.6 + 1.2 / 0.3 + 1.0, flax CNN 0.8 + 1.8 /
0.5 + 1.3, torch GELU-LayerNorm 0.5 + 1.1 / 0.3 + 0.9, BERT 3.1 + 6.6 / 1.8 + 4.6, GPT-2
prefill 2.8 + 5.9 / 1.6 + 4.3, Whisper 7.8 + 14.4 / 3.8 + 9.6. Without any text, a small
model would save at most 0.4-0.8 ms (BERT 3.4, Whisper 8.7), but the text rewrites and checks
(cold_functions, streaming_stores, paired_shuffles, the allocator, libmvec, the stack check,
the externals) would then read the module through the C API by ctypes, and a bare walk of
its instructions (two calls each, no types or operands read) already costs 0.4 ms on the
equinox MLP, 1.9 on BERT and 4.2 on Whisper (~0.7 us an instruction). None of them can run
before the pipeline instead: its instcombine folds the paired shuffles back, the
non-temporal stores go on the loop vectorizer's loops, the cold entry is the optimized one,
and malloc/free renamed early would hide them from LLVM's allocation folding. Not done.
Profiled again (issue 11, 2026-11-26, `python -m benchmarks.llvm_profile MODEL`, pass by
pass, pinned): on BERT, DistilBERT, GPT-2, ViT and MLP-Mixer the loop vectorizer is 27-35 %
of the pipeline (17-40 ms), IPSCCP 7-9 %, everything else under 10 % each; with the code it
adds it is 27-36 % of pipeline + code generation (BERT 251 -> 174 ms without it, GPT-2
212 -> 148, the GRU 56 -> 36: 14-41 vectorized loops a transformer, one in the GRU's cell
that doubles its IR). 97-99 % of its time is spent in the functions where it does vectorize a
loop; on functions with no scalar loop left it costs ~0.1 ms, so a leaner pipeline for
"already vectorized" functions has nothing to save (SLP and full unrolling, the other
candidates, cost 3-6 ms a model in all). Its options do not pay either: no epilogue
vectorization and `-vectorizer-maximize-bandwidth` leave the IR identical (none is made);
a higher `-tiny-trip-count-interleave-threshold` changes nothing (the interleaved loops
have long or run-time trip counts); forcing width 8 saves ~4 ms of it; interleave capped at
1 or 2 saves 10 % / 2 % of pipeline + code generation but costs run time (above).
`ipsccp<no-func-spec>` gives the same IR at the same cost. So what LLVM costs follows the
IR it gets: a nest MLIR vectorizes itself costs the loop vectorizer nothing.
(2026-11-27) Those scalar loops were the elementwise loops of the nest functions (every
all-parallel generic, lowered by `convert-linalg-to-parallel-loops`); linalg/
elementwise_vectors.py now widens them in MLIR, once per distinct nest, and the loop
vectorizer changes no function of BERT, GPT-2, DistilBERT, the NNX LM, the U-Net block or
the flax CNN any more (it costs ~0.1 ms a function that it only inspects). It stays in the
pipeline for what that leaves scalar: gathers, strided reads, dynamic trip counts,
streaming nests (streaming_stores.py puts its non-temporal stores on its vector bodies).

Measured and left as they are (issue 11, 2026-11-26, third pass; `benchmarks/llvm_profile.py`
and the captured pipeline input re-run pipeline + code generation in one process, pinned,
alternated, min and median of 7-15; the host was shared, so only effects above ~5 % count):
- native-width vectors: the row reductions with one 8-lane accumulator instead of the
  <32 x float> of four (reduction_codegen `_ROW_VECTORS = 1`) on GPT-2: pipeline 129 -> 132
  ms, code generation 121.5 -> 119 ms (min of 11). Splitting 32-wide vectors in type
  legalization costs nothing measurable; instruction selection is 42 % of code generation
  whatever the width, the greedy allocator 15 %, the machine scheduler 5 % (llvmlite's
  `-time-passes`).
- code generation switches, one at a time on GPT-2 and MobileNetV2: no store merging, no
  machine scheduler, no global alias analysis in the DAG combiner, no machine CSE / LICM /
  sinking / copy propagation / branch folding / tail duplication / CodeGenPrepare /
  constant hoisting / stack slot colouring / peephole / early if-conversion: all within
  -5..+10 %, none a clear gain.
- code generation has a fixed cost of ~0.3 ms a function (the legacy pass manager's analysis
  look-ups for ~150 machine passes: 100 functions of only `ret void` took 32 ms), so the
  memset-only nest functions loop-idiom leaves (2-4 a model) were inlined into their caller
  with `alwaysinline` after the pipeline: the flax CNN's code generation 33.4 -> 33.0 ms,
  BERT and MobileNetV2 unchanged or worse (the entry function grows): dropped.
- the loop vectorizer costs ~1.1 ms a loop it vectorizes (GPT-2: 36 loops, 39 ms), spread
  over VPlan construction, its transforms and cost queries (flat profile: no hot spot, and
  forcing one width saves ~10 % of it, above). Emitting the elementwise nests as vector
  code in MLIR instead (reduction_codegen's column form applied to all-parallel generics,
  an experiment): it reaches 6 of GPT-2's 83 elementwise generics (28 have a unit innermost
  output dimension, 37 read through broadcast or permuted maps, 11 are i1 masks) and 94 of
  MobileNetV2's; MobileNetV2's pipeline 229 -> 214 ms but its code generation 185 -> 191 ms
  (the vector code still has to be generated) and the flax CNN's 37 -> 38 ms, and emitting
  the 94 ops through the Python bindings cost 44 ms more (0.5 ms an op): a loss as it
  stands. It would pay only with an emitter in C++ (upstream's vectorizer through the
  transform dialect, as IREE does) that also reads broadcast (`(d0, 0, d2)`) and strided
  operands and i1 masks, which are most of a transformer's elementwise ops.
- canonicalizing the LLVM-dialect module before translation (2,600 of the entry function's
  4,400 translated lines are memref descriptor `insertvalue`s): 13.5 ms of MLIR for ~1 ms
  less translation (GPT-2's translation is 12 ms).
- both LLVMs in the process (the MLIR bindings' libLLVM for the pipeline, llvmlite's for code
  generation) are builds with assertions (`cast<Ty>()` messages, `verifyVPlanIsValid`,
  legacy `verifyPreservedAnalysis` in their code): 3-4 % of the pipeline's samples are in
  assertion-only checks, plus the inline ones; release builds of the same LLVM would be faster,
  but neither package ships one.

Code generation's fixed cost a function, measured again (issue 11, 2026-11-27, Emerald
Rapids, llvmlite, pinned, best of 5-7): a module of N copies of one function took 1.2 ms +
0.21 ms a function of `ret void` and 1.2 ms + 0.45 ms a function of one 64-byte `memset`
(N = 50, 200; 100 unused declarations beside them changed nothing). The per-module part is
the legacy pass manager's set-up of ~150 machine passes; most of the per-function part is its
bookkeeping between passes (`perf`, 200 one-`memset` functions: `findAnalysisPass`,
`initializeAnalysisImpl`, `collectLastUses`, `removeNotPreservedAnalysis` and the
assertion build's `verifyPreservedAnalysis` together ~1/4 of code generation's samples),
i.e. the ~150 passes looking each other up per function, whatever the function. The
`--functions` table of benchmarks/llvm_profile.py shows 1.5-2.5 ms for BERT's 4-35-line
nests because each function there is compiled in a module of its own, minus an empty one's
time, which does not take out what a module with code costs more (its object's sections,
symbols and relocations). So BERT's 33 functions carry ~10-15 ms of it, about a tenth of
its ~100 ms of code generation; the costliest functions for their size were the entry and
its buffer wrapper (each argument a pointer: 6.0 and 2.2 ms), now marked `optnone`
(cold_functions.py). Code generation of the whole of BERT by pass (`perf` with DWARF
call graphs, 8 runs): instruction selection 47 % (of it the DAG combiner 16 points, type
and vector legalization 8, selection proper 7), the machine scheduler 9 %, the greedy
register allocator 5 %, live variables 3 %, CodeGenPrepare 3 %, machine copy propagation,
the coalescer, the assembly printer 2-3 % each, then a long tail; nothing per function to
cut short of fewer functions (inlining the memset-only nests was measured above: no gain).
(llvmlite's `-time-passes` puts 15 % each on the X86 FP stackifier and LVI ret-hardening:
an artifact of its timers, neither shows in `perf`.)

With several CPUs the parts of split_codegen.py are optimized in parallel, and their code
generated in parallel too (outside llvmlite's global lock: split_codegen.py says how).

Measured and left as they are (issue 11, 2026-11-28, Zen 3 host, branch ctllvm; llvmlite and
libLLVM pinned to one CPU, min or median of 7-9, alternated in one process; the host's load
was 2-7, so only differences above ~6 % count). What LLVM costs follows the code it gets:
- code generation per function: a module of 17 copies of one function against one, per
  copy: `ret void` 0.43 ms, three straight-line vector instructions 0.58 ms, a 6-instruction
  scalar loop 1.14 ms, the U-Net block's `__shlo_nest_23` (one loop of 10 instructions on
  <32 x float>/<32 x i8>) 3.3 ms. So every small loop nest function costs ~1-3 ms of code
  generation whatever it computes (the `--functions` table of benchmarks/llvm_profile.py
  adds ~0.6 ms more to each, the first function of a module); fewer, larger nest functions
  would cost less.
- vector widths that reach instruction selection: a vector of a width that is not a power of
  two is widened, and its loads and stores split and shuffled: the small CNN's
  `__shlo_nest_5` (the 10-class dense layer's register tile, `[4 x <10 x float>]`, 72 lines)
  took 11.0 ms of code generation, the same function with <16 x float> 5.1 ms, with
  <8 x float> 4.4 ms. The tile's width comes from the contraction's N (10), in MLIR.
- wide elementwise bodies: the torch GELU's parallel body (about 70 operations on
  <32 x float>, linalg/elementwise_vectors.py's 4 native vectors a step) took 18.8 ms of
  code generation; with <16 x float> 11.2 ms, <8 x float> 11.1, <64 x float> 30.7 (the
  body alone in a module, otherwise the same). Two vectors a step would take ~40 % off those
  bodies; their run time was not measured.
- full unrolling: with `-unroll-threshold=100` instead of O2's 150, 16 of 52 programs (the
  24 kernels of benchmarks/kernels.py and the 28 zoo b1 models) have other optimized IR,
  2.3 % fewer lines in all (75: 3.3 %): the encoder kernel -16 % (its layer norm's two row
  reductions, 16 and 8 steps of a <32 x float> accumulator, unrolled at 150; pipeline 99 ->
  80 ms, code generation 131 -> 99 ms), the column sums -21 %, RegNet -6 %, Whisper -4 %,
  BERT and GPT-2 prefill -3.5 %, the U-Net block and the small CNN unchanged (at 75: -5.6 %
  and -3.4 %, the equinox MLP -12 %). Run time, both compiled in one process, calls
  interleaved, one CPU, load 9 (so +-4 %): the encoder x0.97 and x1.015 in two runs, the
  column sums x1.007, results the same bits; the other 14 programs not measured, so not
  changed. reduction_codegen's row loops could carry the no-unroll mark that
  elementwise_vectors.py's loops have (it says why: spills, more code generation).
- each pass of the pipeline left out alone, over the same 52 programs: only the SROA that
  opens the per-function simplification leaves the optimized IR of all 52 the same, and it
  costs nothing measurable (U-Net block 104.0 / 106.3 ms, BERT 66.3 / 66.0, median of 9);
  vector-combine changes 6 programs, the early instsimplify 7, DSE 8, the late simplifycfg
  after SLP 5, everything else 12-28. The loop vectorizer changes only names and a few
  loops of the U-Net block, the small CNN and the torch GELU-LayerNorm (2.7 ms of the U-Net
  block's pipeline).
- code generation switches on whole modules (U-Net block, small CNN, torch GELU-LayerNorm):
  `-regalloc=basic`, `-enable-misched=false`, `-x86-cmov-converter=false`,
  `-split-spill-mode=size`, `-grow-region-complexity-budget=0/1000` within -6..+3 % (the
  machine scheduler off -13 % once on the U-Net block, within noise on the others). The
  U-Net block's `optnone` entry (402 lines, 185 calls) still takes 15 ms; `-regalloc=fast`
  saves only 6 % of it, although `-time-passes` credits the greedy allocator with a third.
- MLIR's translation to LLVM IR: U-Net block 20.4 ms, small CNN 5.1, torch GELU-LayerNorm
  2.6 (mergefunc ~1 ms of the U-Net block's); its time is MLIR's walks and the attribute
  dictionaries built for each op with properties (upstream C++).
- code generation options set and reset per compile (codegen_options.ours): 0.12 ms.

XLA:CPU runs LLVM's own `buildPerModuleDefaultPipeline` at its backend optimization level
with `PipelineTuningOptions::LoopUnrolling` off (no full or partial unroll pass; the loop
vectorizer still interleaves) and SLP off under an option (IrCompiler::RunIrPasses in
xla/backends/cpu/codegen/ir_compiler.cc; code generation through the legacy pass manager at
the same level, each fusion's kernel in its own small module, on a thread pool); IREE's
LLVMCPU backend runs the O2 default pipeline with the loop vectorizer, SLP and loop
unrolling all off, since its MLIR code generation vectorizes and unrolls (LLVMIRPasses.cpp,
LLVMTargetOptions). We are in between: our MLIR stages leave some scalar loops, so the
loop vectorizer stays.
`STABLEHLO_CC_LLVM_PIPELINE=default` runs LLVM's `default<O{n}>` instead (to compare; it is
part of the compile cache's key).
"""

from __future__ import annotations

import ctypes
import os
import threading

import mlir._mlir_libs

from ..errors import CompileError
from . import loop_strength

_lock = threading.Lock()
_lib = None

_INTERNAL_LINKAGE = 8  # LLVMInternalLinkage
_RETURN_STATUS = 2  # LLVMReturnStatusAction: report, do not abort
_RELOC = {"default": 0, "pic": 2}  # LLVMRelocDefault, LLVMRelocPIC
_CODE_MODEL = {"default": 0, "jitdefault": 1}  # LLVMCodeModelDefault, LLVMCodeModelJITDefault
_TARGETS = {"x86": "X86", "aarch64": "AArch64", "arm64": "AArch64", "riscv": "RISCV",
            "powerpc": "PowerPC", "ppc": "PowerPC", "s390x": "SystemZ"}

_p, _s, _i, _b = ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int, ctypes.c_bool
_SIGNATURES = {  # name: (result, argument types)
    "LLVMContextCreate": (_p, []),
    "LLVMContextDispose": (None, [_p]),
    "LLVMCreateMemoryBufferWithMemoryRangeCopy": (_p, [_s, ctypes.c_size_t, _s]),
    "LLVMParseIRInContext": (_i, [_p, _p, ctypes.POINTER(_p), ctypes.POINTER(_p)]),
    "LLVMVerifyModule": (_i, [_p, _i, ctypes.POINTER(_p)]),
    "LLVMSetTarget": (None, [_p, _s]),
    "LLVMSetDataLayout": (None, [_p, _s]),
    "LLVMGetFirstFunction": (_p, [_p]),
    "LLVMGetNextFunction": (_p, [_p]),
    "LLVMIsDeclaration": (_i, [_p]),
    "LLVMCountBasicBlocks": (_i, [_p]),
    "LLVMGetValueName2": (_p, [_p, ctypes.POINTER(ctypes.c_size_t)]),
    "LLVMSetLinkage": (None, [_p, _i]),
    "LLVMGetTargetFromTriple": (_i, [_s, ctypes.POINTER(_p), ctypes.POINTER(_p)]),
    "LLVMCreateTargetMachine": (_p, [_p, _s, _s, _s, _i, _i, _i]),
    "LLVMDisposeTargetMachine": (None, [_p]),
    "LLVMCreatePassBuilderOptions": (_p, []),
    "LLVMPassBuilderOptionsSetLoopVectorization": (None, [_p, _i]),
    "LLVMPassBuilderOptionsSetSLPVectorization": (None, [_p, _i]),
    "LLVMDisposePassBuilderOptions": (None, [_p]),
    "LLVMRunPasses": (_p, [_p, _s, _p, _p]),
    "LLVMGetErrorMessage": (_p, [_p]),
    "LLVMDisposeErrorMessage": (None, [_p]),
    "LLVMPrintModuleToString": (_p, [_p]),
    "LLVMDisposeMessage": (None, [_p]),
    "LLVMDisposeModule": (None, [_p]),
    "LLVMParseCommandLineOptions": (None, [_i, ctypes.POINTER(_s), _s]),
    # llvm_module.py: linking IR text into a translated module
    "LLVMLinkModules2": (_i, [_p, _p]),
    "LLVMGetNamedFunction": (_p, [_p, _s]),
    "LLVMGetNamedGlobal": (_p, [_p, _s]),
    "LLVMGlobalGetValueType": (_p, [_p]),
    "LLVMPrintTypeToString": (_p, [_p]),
    "LLVMSetValueName2": (None, [_p, _s, ctypes.c_size_t]),
    "LLVMGetLinkage": (_i, [_p]),
    "LLVMContextSetDiagnosticHandler": (None, [_p, _p, _p]),
    "LLVMGetDiagInfoSeverity": (_i, [_p]),
    "LLVMGetDiagInfoDescription": (_p, [_p]),
    "LLVMGetDataLayoutStr": (_s, [_p]),
    "LLVMGetTarget": (_s, [_p]),
    # loop_strength.py: `optnone` on the functions its pass must skip
    "LLVMGetEnumAttributeKindForName": (ctypes.c_uint, [_s, ctypes.c_size_t]),
    "LLVMCreateEnumAttribute": (_p, [_p, ctypes.c_uint, ctypes.c_uint64]),
    "LLVMGetEnumAttributeAtIndex": (_p, [_p, ctypes.c_uint, ctypes.c_uint]),
    "LLVMAddAttributeAtIndex": (None, [_p, ctypes.c_uint, _p]),
    "LLVMRemoveEnumAttributeAtIndex": (None, [_p, ctypes.c_uint, ctypes.c_uint]),
    "LLVMGetModuleContext": (_p, [_p]),
    "LLVMGetFirstUse": (_p, [_p]),
    "LLVMGetNextUse": (_p, [_p]),
    "LLVMGetUser": (_p, [_p]),
    "LLVMGetInstructionParent": (_p, [_p]),
    "LLVMGetBasicBlockParent": (_p, [_p]),
}

# LLVM's O3 differs from O2 mainly in its full-unroll threshold (300 against 150). Our code
# arrives vectorized and register-tiled by the MLIR stages, so what O3 unrolls on top is
# mostly short constant-trip loops around vector code (a 16-row, 32-step reduction became
# 1,074 <32 x float> adds): 5x the IR of torch_gelu_layernorm, the LSTM and the GRU, 40 % of
# Llama's, with no run-time gain we could measure (Llama, BERT, ResNet-50, MobileNetV2, the
# LSTM, the flax CNN: within noise, pinned, same minutes). Compile CPU time with O2's threshold:
# Llama 5.0 -> 3.8 s, LSTM 0.76 -> 0.47 s, torch_gelu_layernorm 0.35 -> 0.21 s. XLA:CPU runs
# LLVM at O2 for its fusions too. These are options of the MLIR bindings' own libLLVM (set once
# per process; no other library in the process uses that copy). (The tailored pipeline's
# `loop-unroll-full` uses O2's threshold anyway; this still holds for
# STABLEHLO_CC_LLVM_PIPELINE=default.)
_LLVM_OPTIONS = (b"-unroll-threshold-aggressive=150",)
PIPELINE_ENV = "STABLEHLO_CC_LLVM_PIPELINE"

# The tailored pipeline (the module docstring says why each part is here). The pass
# parameters are those LLVM's own O2 pipeline prints (`opt -print-pipeline-passes`).
_SIMPLIFYCFG = ("simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond;switch-range-to-icmp;"
                "no-switch-to-arithmetic;no-switch-to-lookup;keep-loops;no-hoist-common-insts;"
                "no-hoist-loads-stores-with-cond-faulting;no-sink-common-insts;speculate-blocks;"
                "simplify-cond-branch;no-speculate-unpredictables>")
_SIMPLIFYCFG_LATE = ("simplifycfg<bonus-inst-threshold=1;forward-switch-cond;switch-range-to-icmp;"
                     "switch-to-arithmetic;switch-to-lookup;no-keep-loops;hoist-common-insts;"
                     "no-hoist-loads-stores-with-cond-faulting;sink-common-insts;"
                     "speculate-blocks;simplify-cond-branch;no-speculate-unpredictables>")
_INSTCOMBINE = "instcombine<max-iterations=1;no-verify-fixpoint>"
_ROTATE = "loop-rotate<header-duplication;no-prepare-for-lto>"
_EARLY = [  # each function on its own, before the inliner: promote, and fold the memref
    # descriptors' insertvalue/extractvalue pairs for IPSCCP (the rest follows inlining)
    "sroa<modify-cfg>", "instsimplify"]
_SIMPLIFY = [  # after inlining into each function: scalar and loop simplification
    "sroa<modify-cfg>", "early-cse<memssa>", _SIMPLIFYCFG, _INSTCOMBINE,
    f"loop-mssa(licm<no-allowspeculation>,{_ROTATE},licm<allowspeculation>,"
    "simple-loop-unswitch<nontrivial;trivial>)", _SIMPLIFYCFG,
    _INSTCOMBINE, "loop(loop-idiom,loop-deletion,loop-unroll-full)", "gvn<>", "dse"]
_VECTORIZE = [  # the scalar loops and straight-line code MLIR left
    "inject-tli-mappings",
    "loop-vectorize<no-interleave-forced-only;no-vectorize-forced-only;>", "infer-alignment",
    _SIMPLIFYCFG_LATE, "slp-vectorizer", "vector-combine", _INSTCOMBINE,
    "loop-mssa(licm<allowspeculation>)", _SIMPLIFYCFG]
_TAILORED = ",".join([
    f"function<eager-inv>({','.join(_EARLY)})", "ipsccp", "globalopt",
    f"cgscc(inline,function<eager-inv;no-rerun>({','.join(_SIMPLIFY)}))",
    f"function<eager-inv>({','.join(_VECTORIZE)})", "globaldce"])


def pipeline_choice() -> str:
    """`tailored` (the default) or `default` (LLVM's default<O{n}>), from PIPELINE_ENV."""
    value = os.environ.get(PIPELINE_ENV, "").strip() or "tailored"
    if value not in ("tailored", "default"):
        raise CompileError(f"{PIPELINE_ENV} must be 'tailored' or 'default', not {value!r}")
    return value


def pipeline(speed_level: int) -> str:
    """The pass pipeline text for `speed_level` (1-3): LLVM's O1 for 1, the tailored one
    for 2 and 3 (or LLVM's O2/O3, see PIPELINE_ENV)."""
    if speed_level >= 2 and pipeline_choice() == "tailored":
        return _TAILORED
    return f"default<O{min(speed_level, 3)}>"


_initialized: set[str] = set()  # LLVM targets whose initializers have run


def api():
    """libLLVM's C API (through the MLIR bindings' library, which links it), without the GIL
    (no target initialized: `_llvm` does that)."""
    global _lib
    with _lock:
        if _lib is None:
            lib = ctypes.CDLL(os.path.join(os.path.dirname(mlir._mlir_libs.__file__),
                                           "libMLIRPythonCAPI.so"))
            for name, (restype, argtypes) in _SIGNATURES.items():
                fn = getattr(lib, name)
                fn.restype, fn.argtypes = restype, argtypes
            _lib = lib
        return _lib


def _llvm(triple: str):
    """libLLVM's C API with the target of `triple` initialized."""
    api()
    with _lock:
        arch = triple.split("-")[0]
        target = next((t for prefix, t in _TARGETS.items() if arch.startswith(prefix)), None)
        if target is None:
            raise RuntimeError(f"no LLVM target known for {triple}")
        if not _initialized:
            argv = (_s * (len(_LLVM_OPTIONS) + 1))(b"stablehlo-cc", *_LLVM_OPTIONS)
            _lib.LLVMParseCommandLineOptions(len(argv), argv, None)
        if target not in _initialized:
            for part in ("TargetInfo", "Target", "TargetMC"):
                getattr(_lib, f"LLVMInitialize{target}{part}")()
            _initialized.add(target)
        return _lib


def _message(lib, raw: int, dispose) -> str:
    text = ctypes.string_at(raw).decode("utf-8", "replace") if raw else ""
    if raw:
        dispose(raw)
    return text


def optimize_ir(ir_text: str, *, triple: str, data_layout: str, cpu: str, features: str,
                speed_level: int, reloc: str, code_model: str, exported: set[str]) -> str:
    """Verify `ir_text`, make every defined function but `exported` internal, run
    `pipeline(speed_level)` (none for 0) for a target machine like the one code is
    generated with, and return the IR text.
    Raises ValueError (with LLVM's message) for IR that does not parse or verify."""
    lib = _llvm(triple)
    ctx = lib.LLVMContextCreate()
    mod = None
    try:
        mod = _parse(lib, ctx, ir_text, triple, data_layout)
        return _optimize(lib, mod, triple, cpu, features, speed_level, reloc, code_model,
                         exported)
    finally:
        if mod:
            lib.LLVMDisposeModule(mod)
        lib.LLVMContextDispose(ctx)


def optimize_module(module, *, triple: str, data_layout: str, cpu: str, features: str,
                    speed_level: int, reloc: str, code_model: str, exported: set[str]) -> str:
    """`optimize_ir` for a module already in libLLVM (an `llvm_module.Module`, which stays
    its owner's): verified, set to `triple`, optimized in place; returns the IR text."""
    lib = _llvm(triple)
    err = _p()
    if lib.LLVMVerifyModule(module.mod, _RETURN_STATUS, ctypes.byref(err)):
        raise ValueError(_message(lib, err.value, lib.LLVMDisposeMessage))
    _message(lib, err.value, lib.LLVMDisposeMessage)
    lib.LLVMSetTarget(module.mod, triple.encode())
    lib.LLVMSetDataLayout(module.mod, data_layout.encode())
    return _optimize(lib, module.mod, triple, cpu, features, speed_level, reloc, code_model,
                     exported)


def _optimize(lib, mod, triple, cpu, features, speed_level, reloc, code_model,
              exported) -> str:
    _internalize(lib, mod, exported)
    if speed_level > 0:
        key = (triple, cpu, features, speed_level, reloc, code_model)
        tm = _take_target_machine(lib, key)
        try:
            _run_pipeline(lib, mod, tm, speed_level)
        finally:
            _give_back(key, tm)
    raw = lib.LLVMPrintModuleToString(mod)
    return _message(lib, raw, lib.LLVMDisposeMessage)


def _parse(lib, ctx, ir_text: str, triple: str, data_layout: str):
    """Parse and verify `ir_text` in `ctx`, for `triple`; raises ValueError with LLVM's
    message."""
    data = ir_text.encode("utf-8")
    buf = lib.LLVMCreateMemoryBufferWithMemoryRangeCopy(data, len(data), b"program")
    mod, err = _p(), _p()
    if lib.LLVMParseIRInContext(ctx, buf, ctypes.byref(mod), ctypes.byref(err)):
        raise ValueError(_message(lib, err.value, lib.LLVMDisposeMessage))
    mod = mod.value
    if lib.LLVMVerifyModule(mod, _RETURN_STATUS, ctypes.byref(err)):
        message = _message(lib, err.value, lib.LLVMDisposeMessage)
        lib.LLVMDisposeModule(mod)
        raise ValueError(message)
    _message(lib, err.value, lib.LLVMDisposeMessage)
    lib.LLVMSetTarget(mod, triple.encode())
    lib.LLVMSetDataLayout(mod, data_layout.encode())
    return mod


def _internalize(lib, mod, exported: set[str]) -> None:
    fn = lib.LLVMGetFirstFunction(mod)
    size = ctypes.c_size_t()
    while fn:
        if not lib.LLVMIsDeclaration(fn):
            name = ctypes.string_at(lib.LLVMGetValueName2(fn, ctypes.byref(size)), size.value)
            if name.decode("utf-8", "replace") not in exported:
                lib.LLVMSetLinkage(fn, _INTERNAL_LINKAGE)
        fn = lib.LLVMGetNextFunction(fn)


# Target machines no pipeline is running with, by (triple, cpu, features, speed level, reloc,
# code model); taken for one run and given back after.
_idle_machines: dict[tuple, list] = {}


def _take_target_machine(lib, key: tuple):
    """A target machine for `key`: one an earlier run gave back, else a new one. Kept for
    the process because it builds and keeps the subtarget of each function's CPU and
    features the first time a pass asks for it (X86's feature closure over the host's ~60
    features, `SetImpliedBits`): made afresh per compile that cost ~1 ms of a small
    program's compile (issue 11). A machine holds nothing else of the modules it optimized,
    so the output is the same. One thread at a time uses a machine (its subtarget table
    has no lock): parts optimized at once (split_codegen.py) each take their own."""
    with _lock:
        idle = _idle_machines.get(key)
        if idle:
            return idle.pop()
    return _target_machine(lib, *key)


def _give_back(key: tuple, tm) -> None:
    with _lock:
        _idle_machines.setdefault(key, []).append(tm)


def _target_machine(lib, triple, cpu, features, speed_level, reloc, code_model):
    target, err = _p(), _p()
    if lib.LLVMGetTargetFromTriple(triple.encode(), ctypes.byref(target), ctypes.byref(err)):
        raise RuntimeError(_message(lib, err.value, lib.LLVMDisposeMessage))
    return lib.LLVMCreateTargetMachine(target, triple.encode(), cpu.encode(), features.encode(),
                                       min(speed_level, 3), _RELOC[reloc],
                                       _CODE_MODEL[code_model])


def _run_pipeline(lib, mod, tm, speed_level) -> None:
    options = lib.LLVMCreatePassBuilderOptions()
    try:
        lib.LLVMPassBuilderOptionsSetLoopVectorization(options, 1)
        lib.LLVMPassBuilderOptionsSetSLPVectorization(options, 1)
        error = lib.LLVMRunPasses(mod, pipeline(speed_level).encode(), tm, options)
        if error:
            raise RuntimeError("LLVM's pass pipeline failed: "
                               + _message(lib, lib.LLVMGetErrorMessage(error),
                                          lib.LLVMDisposeErrorMessage))
        # Code generation runs without loop strength reduction; all but the loop nests'
        # functions get it here (loop_strength.py says why).
        loop_strength.reduce_loops(lib, mod, tm, options)
    finally:
        lib.LLVMDisposePassBuilderOptions(options)
