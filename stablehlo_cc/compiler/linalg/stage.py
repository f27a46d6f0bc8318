"""The linalg-level stage in upstream MLIR: fusion, bufferization, lowering to the LLVM dialect."""

from __future__ import annotations

import bisect
import re

import mlir.ir as uir
import mlir.passmanager as upm
from mlir.dialects import bufferization, memref

from .. import pipeline, timing
from ...errors import CompileError, diagnostic_at, from_mlir_error
from .runtime_calls import lower_runtime_calls
from .runtime_context import thread_runtime_state
from . import accurate_math, affine_facts, contraction_codegen, contraction_kernels, \
    convolution_codegen, empty_tensor_sources, fast_math, fusion_cost, parallel_loops, \
    promoted_math, reduction_codegen, row_fusion, streaming_stores
from ..walk import block_operations, ops_named
from .constant_globals import name_constant_globals
from .constant_inputs import fold_constant_inputs
from .custom_call_buffers import custom_calls_to_buffers
from .native_depthwise_calls import native_depthwise_calls_to_buffers
from .native_transpose_calls import native_transpose_calls_to_buffers
from .native_gemm_calls import native_gemm_calls_to_buffers
from .native_sort_calls import native_sort_calls_to_buffers
from .native_lapack_calls import native_lapack_calls_to_buffers
from .loop_allocations import loop_temporaries_to_stack
from .loop_state_in_place import update_loop_state_in_place
from .invariant_loads import hoist_invariant_loads
from .loop_nest_functions import PREFIX as NEST_PREFIX, outline_loop_nests
from .parallel_captures import build_descriptors_inside
from .outer_loops import keep_outer_loops_rolled
from .empty_boundaries import flatten_empty_boundary_tensors
from .fill_memset import fills_to_memset
from .fill_per_destination import fill_each_destination
from .padded_destinations import fill_borders_only, write_padded_inputs_in_place
from .parallel_inits import read_initial_values_as_inputs
from .polynomial_fma import contract_polynomials
from .pooling_windows import unroll_small_windows
from . import elementwise_vectors, ieee_min_max, interleaved_loops, small_loops
from .reuse_inputs import reuse_inputs_as_outputs
from .shared_broadcasts import duplicate_shared_broadcasts
from .shared_producers import duplicate_cheap_producers
from .transposed_results import fold_read_permutations, fold_result_transposes
from .scalarize import scalarize_zero_d
from .stack_allocations import place_stack_allocations
from .argument_block import give_arguments_a_block
from .small_floats import lower_small_float_conversions, store_sub_byte_floats_as_ints
from .strided_copies import lower_strided_copies
from .widen_narrow_memrefs import widen_narrow_memrefs


def run_passes(module, passes: list[str], source_name: str, what: str,
               verify: bool | None = None) -> None:
    """Run `passes` on the module; `verify=True` verifies it first (the stage's first run:
    the module as the bridge and the tensor rewrites made it), `False` never (nothing
    changed it since the last run), None (the rest) only when every run is verified
    (timing.verify_each_run: in the tests).

    Joining consecutive runs into one would save nothing measurable: parsing and running a
    pass manager costs ~2 us beyond its passes (an empty pipeline on the flax CNN's or the
    U-Net block's module at the loop level), the verify 0.3-1.5 ms, and that only at a
    stage's first run (issue 11, 2026-11-26)."""
    if not passes:
        return
    if verify is None:
        verify = timing.verify_each_run()
    try:
        text = "builtin.module(" + ",".join(passes) + ")"
        timing.run_pass_manager(lambda: upm.PassManager.parse(text, module.context),
                                module.operation, verify_before=verify)
    except uir.MLIRError as e:
        raise from_mlir_error(e, source_name, f"{what} failed") from None


def optimize_tensors(module, source_name: str, opt_level: int = 3) -> None:
    """Fusion, then (from -O1 up) register-blocked vector code for contractions and
    vectorizable exp/tanh."""
    affine_facts.forget()  # (what an earlier compile that failed may have left)
    if opt_level > 0:
        unroll_small_windows(module)  # 2 x 2 poolings: elementwise, a division fused in
    fold_result_transposes(module)  # attention's (b, h, d, q) -> (b, q, h, d) at the source
    fold_read_permutations(module)  # the same where the next product reads it permuted
    read_initial_values_as_inputs(module)  # so that fusion cannot accumulate across broadcasts
    duplicate_cheap_producers(module)  # a layer norm's `x - mean`, recomputed by each consumer
    duplicate_shared_broadcasts(module)  # a broadcast used by several ops fuses into each
    convolution_codegen.split_groups(module)  # before fusion folds NCHW transposes into them
    pins = fusion_cost.pin_recomputing_producers(module)
    run_passes(module, pipeline.TENSOR_FUSE, source_name, "fusing elementwise ops",
               verify=True)
    folded = fold_constant_inputs(module)  # what fusion left as constant-filled tensors
    # (nothing folded: the module is what the passes left, and needs no verifying)
    run_passes(module, pipeline.TENSOR_CLEANUP if folded else
               pipeline.TENSOR_CLEANUP_NOTHING_FOLDED, source_name, "fusing elementwise ops",
               verify=None if folded else False)
    fusion_cost.unpin(module, pins)
    if opt_level > 0:
        write_padded_inputs_in_place(module)  # before the convolutions' tiles are planned
        contraction_codegen.tile_and_vectorize(module)
        fast_math.use_vectorizable_math(module)
        contract_polynomials(module)


def distinct_results(module) -> None:
    """A value returned twice gets a copy for its second place: results become out-params,
    and `buffer-results-to-out-params` crashes on one buffer returned twice."""
    # (a `func.return` ends each block of a function body and is nowhere else: the functions'
    # blocks, not a walk of every op, ~3 ms of a transformer's compile; issue 11)
    for fn in module.body.operations:
        if fn.operation.name != "func.func":
            continue
        for block in fn.operation.regions[0].blocks:
            ops = block.operations
            op = ops[len(ops) - 1].operation if len(ops) else None
            if op is not None and op.name == "func.return":
                _copy_repeated_results(op)


def _copy_repeated_results(op) -> None:
    """A copy for each operand of the return `op` that an earlier operand already names."""
    seen = set()
    for i, value in enumerate(list(op.operands)):
        if value in seen and isinstance(value.type, uir.RankedTensorType):
            with uir.InsertionPoint(op), op.location:
                copy = bufferization.AllocTensorOp(value.type, [], copy=value)
            op.operands[i] = copy.result
        seen.add(value)


_TILED_LOOPS = ("scf.for", "scf.forall")


def bufferize(module, source_name: str) -> dict:
    """Tensors → buffers; returns, for each public function, the runtime functions it calls
    (`runtime_context.py`; empty when the program calls none)."""
    scalarize_zero_d(module)
    run_passes(module, pipeline.AFTER_SCALARIZE, source_name, "scalarizing 0-d tensors")
    custom_calls_to_buffers(module)
    native_sort_calls_to_buffers(module)
    native_gemm_calls_to_buffers(module)
    native_depthwise_calls_to_buffers(module)
    native_transpose_calls_to_buffers(module)
    native_lapack_calls_to_buffers(module)
    lower_runtime_calls(module)
    calls = thread_runtime_state(module)
    flatten_empty_boundary_tensors(module)  # empty results too (arguments: see below)
    distinct_results(module)
    reuse_inputs_as_outputs(module)
    update_loop_state_in_place(module)
    fill_each_destination(module)  # after the last CSE, which would merge the clones
    # Only subset insertions outside loops decide: the tiled loop nests of
    # contraction_codegen.py hold one per tile, each writing a tile into a slice of the
    # loop's own carried destination (no `tensor.empty` to eliminate), and with them every
    # tiled transformer ran eliminate-empty-tensors, i.e. One-Shot Analysis over the whole
    # program, for nothing. BERT's bufferization pass list 263 -> 205 ms, GPT-2 prefill's
    # 216 -> 176 (the same module, in-process, medians of 15, loaded host); the bufferized
    # text of BERT, GPT-2, ViT, the NNX LM and the assembly or LLVM IR of 20 zoo programs
    # (LLaMA's and ViT's concatenates outside loops keep the pass) are the same (issue 11).
    # And of those, only the ones whose source may come from a `tensor.empty`
    # (empty_tensor_sources.py: the small CNN's padded inputs have none; issue 11).
    passes = pipeline.BUFFERIZE \
        if empty_tensor_sources.may_eliminate(module, pipeline.SUBSET_INSERTIONS,
                                              not_in=_TILED_LOOPS) \
        else pipeline.BUFFERIZE_WITHOUT_SUBSET_INSERTIONS
    # (the shared contraction kernels stay functions: contraction_kernels.keep_calls)
    cut = passes.index(pipeline.INLINE)
    name_constant_globals(module)  # in program order, not in MLIR's order of functions
    run_passes(module, passes[:cut], source_name, "bufferization")
    kept = contraction_kernels.keep_calls(module)
    run_passes(module, passes[cut:], source_name, "bufferization")
    contraction_kernels.release_calls(kept)
    fill_borders_only(module)  # a padded destination's interior is written by its producer
    loop_temporaries_to_stack(module)
    return calls


def _has_no_elements(t) -> bool:
    return isinstance(t, uir.MemRefType) and t.has_static_shape and 0 in t.shape


def empty_arguments_to_rank_one(module) -> None:
    """A buffer argument without elements becomes `memref<0xT>`: the bare-pointer calling
    convention rejects shapes like 3x0 (whose strides are degenerate). The body uses a local
    empty buffer instead; there is nothing in it to read or write."""
    for func in module.body.operations:
        if func.operation.name != "func.func" or not func.regions[0].blocks:
            continue
        block = func.regions[0].blocks[0]
        changed = False
        for arg in block.arguments:
            t = arg.type
            if not _has_no_elements(t) or t.rank == 1:
                continue
            with uir.InsertionPoint.at_block_begin(block), uir.Location.unknown(t.context):
                local = memref.alloca(uir.MemRefType.get(t.shape, t.element_type), [], [])
            arg.replace_all_uses_with(local)
            arg.set_type(uir.MemRefType.get([0], t.element_type,
                                            loc=uir.Location.unknown(t.context)))
            changed = True
        if changed:
            ftype = func.attributes["function_type"].value
            func.attributes["function_type"] = uir.TypeAttr.get(uir.FunctionType.get(
                [a.type for a in block.arguments], list(ftype.results), t.context))


def to_llvm_dialect(module, source_name: str, parallel: bool = False,
                    opt_level: int = 3, x86=None) -> None:
    """Buffers to the LLVM dialect; with `parallel`, large loop nests become parallel regions
    on the thread pool (compiler/linalg/parallel_loops.py); from -O1 up, reductions become
    vector code first (compiler/linalg/reduction_codegen.py)."""
    empty_arguments_to_rank_one(module)
    lower_strided_copies(module)
    if opt_level > 0:
        reduction_codegen.vectorize_reductions(module)
    run_passes(module, pipeline.TO_LOOPS, source_name, "lowering to loops")
    if opt_level > 0:
        # a softmax's four passes over its rows become one (its large result written once,
        # non-temporally, on x86 with streaming stores on: row_scratch.py)
        row_fusion.fuse_row_loops(module, x86 if x86 is not None and
                                  streaming_stores.enabled() else None)
    # (one walk finds the parallel loops for both: the fills become memsets (no nest each),
    # the loops left are chosen from; a walk of the module at its largest, ~5 ms; issue 11)
    # (no name here holds the list: select erases most of its loops)
    present = set()  # dialects whose conversion has work (pipeline.CONVERSION_DIALECTS)
    holders = parallel_loops.select(module, parallel, fills_to_memset(
        module, ops_named(module, "scf.parallel", uir.WalkOrder.PRE_ORDER), parallel))
    if holders:
        present.add("omp")
        run_passes(module, pipeline.PARALLEL_TO_OPENMP, source_name, "making parallel loops")
        parallel_loops.inline_alloca_scopes(module, holders)
    # loops that write large outputs: interleaved, and (opt-in) non-temporal stores
    streamed = opt_level > 0 and x86 is not None and streaming_stores.mark(module, x86)
    hoist_invariant_loads(module)  # what LLVM cannot hoist from the outlined parallel bodies
    if opt_level > 0:
        outline_loop_nests(module)  # each distinct loop nest compiled once
        if streamed:
            streaming_stores.tag_functions(module, NEST_PREFIX)
        keep_outer_loops_rolled(module)
    small_floats, narrow_memrefs, dialects, min_max, math_ops, parallel_functions, \
        math_names = _element_types_used(module)
    present |= dialects
    # (the math conversions' work, pipeline.CONVERSION_DIALECTS: the emulation of small
    # floats and the complex lowering make math ops after the print; `_rewrite_math` makes
    # only ops of pipeline.MATH_TO_LLVM_OPS, from math ops the print has)
    if math_names or small_floats or "complex" in present:
        present.add("math")
    if math_names - pipeline.MATH_TO_LLVM_OPS or small_floats or "complex" in present:
        present.add("libm")
    if small_floats:
        lower_small_float_conversions(module, source_name)  # straight from f64 / integers
        run_passes(module, pipeline.EMULATE_FLOATS, source_name, "emulating small floats")
        lower_small_float_conversions(module, source_name)  # what the emulation added
        store_sub_byte_floats_as_ints(module, source_name)
    if small_floats:  # (f6/f4 buffers became i6/i4 ones just above: look everywhere)
        widen_narrow_memrefs(module, source_name)
    elif narrow_memrefs:  # (True: look everywhere)
        widen_narrow_memrefs(module, source_name,
                             None if narrow_memrefs is True else narrow_memrefs)
    if min_max:  # (after the emulation, which makes f32 ones of bf16 ones)
        ieee_min_max.to_llvm_intrinsics(module, min_max)
    run_passes(module, pipeline.VECTOR_TO_SCF, source_name, "lowering vector transfers")
    # (one walk of the module at its largest for the allocas and the loops: placing the
    # allocas makes and erases no loop; place_stack_allocations' own walk was 3.3 ms of
    # Whisper's compile; issue 11)
    allocas, loops = [], []
    for op in ops_named(module, ("memref.alloca", "scf.for", "scf.while")):
        (allocas if op.name == "memref.alloca" else loops).append(op)
    place_stack_allocations(module, allocas)
    del allocas[:]  # (some erased: hold no Python object of them)
    interleaved = set()
    if opt_level > 0:  # (one walk for both: long loops interleaved, short ones left scalar)
        interleaved = interleaved_loops.annotate_long_loops(
            module, [op for op in loops if op.name == "scf.for"])
        interleaved |= small_loops.mark_small_loops(loops)
        # (after the i1 buffers became bytes, and the short nests were marked to stay scalar)
        interleaved |= elementwise_vectors.widen_elementwise_loops(
            module, contraction_codegen.host_register_block().vector_bytes)
        del loops[:]  # (it erases loops of one iteration and makes tail loops)
    if interleaved:  # (the annotations of these loops, as the lowering turns them to LLVM's)
        # (the loops walked again in the functions named only: the three steps above put
        # every discardable annotation there and return those names; a walk of the whole
        # module at its largest was 3-4 ms of a transformer's compile, issue 11)
        interleaved_loops.to_loop_properties(_loops_in(module, interleaved))
    give_arguments_a_block(module)  # (after the allocations' move to the function entry)
    run_passes(module, pipeline.without_absent_dialects(pipeline.TO_REAL_MATH, present),
               source_name, "lowering to the LLVM dialect")
    # (the emulation of small floats and the complex lowering make math ops after the print)
    if math_ops or small_floats or "complex" in present:
        _rewrite_math(module)
    run_passes(module, pipeline.without_absent_dialects(pipeline.TO_LLVM, present),
               source_name, "lowering to the LLVM dialect")
    if holders and opt_level > 0:  # (the parallel regions' captures: pointers, not structs)
        build_descriptors_inside(module, parallel_functions)
    affine_facts.forget()  # (no linalg op is left)
    # (nothing is left but LLVM ops unless the lowering has a gap: check_llvm_only names
    # the op then, when the translation fails, or for an `emit="llvm-dialect"` output)


def _loops_in(module, names: set) -> list:
    """The `scf.for` and `scf.while` ops of the functions of `module` named in `names`."""
    loops = []
    for fn in block_operations(module.body):  # (plain ops: no OpView of each)
        if fn.name == "func.func" and uir.StringAttr(fn.attributes["sym_name"]).value in names:
            loops += ops_named(fn, ("scf.for", "scf.while"))
    return loops


def _rewrite_math(module) -> None:
    """f32 tan and atan2 in f64, accurate log1p and expm1, vectorizable f32 exp/tanh/log.
    One walk finds what all three rewrite (the module is at its largest here, ~10k ops, and
    each walk of it cost several ms); only when the first two have work does the third walk
    again, for the exp/log ops they made."""
    found = ops_named(module, [*promoted_math.PROMOTED, *accurate_math.EXPANDED,
                               *fast_math.REPLACED_OPS])
    if any(op.name not in fast_math.REPLACED_OPS for op in found):
        promoted_math.promote_f32_math(module)  # f32 tan, atan2 in f64
        accurate_math.expand_log1p_expm1(module)
        fast_math.use_vectorizable_math(module)  # also the f32 exp/log of the step above
    else:
        fast_math.use_vectorizable_math(module, found)


# (patterns of bytes: the module's print is searched as the bytes the printer wrote)
_SMALL_FLOAT = re.compile(rb"f16|f8E|f6E|f4E")  # (a false hit only costs time)
_NARROW_MEMREF = re.compile(rb"memref<[*?\dx]*i[1-7][,>]")
# (no `\b` before `index`: it costs the search its fast scan for the literal, 3 ms on GPT-2)
_MIN_MAX = re.compile(rb"arith\.m(?:ax|in)imumf")
# (the ops `_rewrite_math` rewrites, from the lists of its three rewrites)
_REWRITTEN_MATH = re.compile("|".join(
    re.escape(name) for name in (*promoted_math.PROMOTED, *accurate_math.EXPANDED,
                                 *fast_math.REPLACED_OPS)).encode())
_PARALLEL = re.compile(rb"omp\.parallel")  # (made before the print: nothing makes one after)
_MATH_OP = re.compile(rb"math\.([a-z0-9_]+)")  # (no `\b`: see _MIN_MAX; a false hit costs time)
_DIALECT_USES = {"complex": re.compile(rb"complex[.<]"),
                 "index": re.compile(rb"index\.[a-z]")}


def _element_types_used(module) -> tuple[bool, set | bool, set, set | bool, bool, set | bool,
                                         set]:
    """Whether the module has float types LLVM lacks; the names of the functions with
    buffers of sub-byte integers (empty: none; True: look everywhere); which of the
    dialects whose conversion passes may be left out it uses (pipeline.CONVERSION_DIALECTS);
    the names of the functions with float maximum/minimum ops (ieee_min_max.py); and whether
    it may have math ops that `_rewrite_math` rewrites (its walk of the module at its
    largest, ~3 ms of a transformer's compile, found none in most programs: their exp and
    tanh were rewritten on tensors already; issue 11); and the names of the functions with
    a parallel region (parallel_captures.py visits only those); and the names of the math
    ops it has (without `math.`: which math conversions have work).
    The rewrites for those walk every op in Python (0.1-0.3 s on a transformer) and find
    nothing in most programs; one print of the module (constants elided) says in ~1/10 the
    time whether to run them. (A false hit only costs time.)"""
    # (not verified while printing, a third of the print's time: the next pass-manager run
    # verifies the module; as bytes, not decoded into a str, which the patterns search
    # alike: this function on Whisper 24.7 -> 22.8 ms, thread CPU, medians of 3; issue 11)
    text = module.operation.get_asm(large_elements_limit=4, assume_verified=True,
                                    use_local_scope=True, binary=True)
    starts = _function_starts(text)
    return bool(_SMALL_FLOAT.search(text)), _functions_matching(text, _NARROW_MEMREF, starts), \
        {name for name, pattern in _DIALECT_USES.items() if pattern.search(text)}, \
        _functions_matching(text, _MIN_MAX, starts), bool(_REWRITTEN_MATH.search(text)), \
        _functions_matching(text, _PARALLEL, starts), \
        {name.decode() for name in _MATH_OP.findall(text)}


# A function's first line in the module's print (functions are the module's ops, indented 2;
# the module's own first line comes before them). From the newline before it, not `^` in
# multi-line mode: a pattern that starts with a literal is searched for by a fast scan for
# it, one anchored at line starts is tried at every byte (Whisper's 225 KB: 1.8 ms).
_FUNCTION_START = re.compile(rb'\n  func\.func (?:[a-z]+ )?@("(?:[^"\\]|\\.)*"|[^(\s]+)\(')


def _function_starts(text: bytes) -> tuple[list, list]:
    """Where each function's text begins in the module's print `text`, and its name."""
    places, names = [], []
    for m in _FUNCTION_START.finditer(text):
        places.append(m.start())
        names.append(m.group(1).decode())
    return places, names


def _functions_matching(text: bytes, pattern, starts: tuple[list, list]) -> set | bool:
    """The names of the functions in the module's print `text` (`starts`: see
    _function_starts, found once for the three searches) whose text `pattern` finds
    (widen_narrow_memrefs visits only those: ~15 ms of a transformer's compile otherwise,
    issue 11); True when it is found outside a function's text or a name is quoted (then
    every function is visited). One scan of the text, each hit placed in its function.
    (A hit cannot span two functions: none of the patterns matches a newline.)"""
    places, names = starts
    found = set()
    for m in pattern.finditer(text):
        i = bisect.bisect_right(places, m.start()) - 1
        if i < 0 or names[i].startswith('"'):
            return True
        found.add(names[i])
    return found


def check_llvm_only(module, source_name: str) -> None:
    """Refuse a module with ops other than LLVM (and OpenMP) ops left, naming the first.

    Run only where it is needed: when the translation to LLVM IR failed (to say which op the
    lowering missed) and for an `emit="llvm-dialect"` output, not on every compile: the walk
    visits every op of the module at its largest in Python (~13 ms of a GPT-2 compile,
    issue 11). MLIR 22's translation refuses such an op with an error instead of aborting
    (an arith op, an `unrealized_conversion_cast` of f8 or memref types, a `func.func` or
    `memref.global` left, any of them inside an `omp.parallel` or `omp.wsloop`: checked),
    which is what this check was first written to prevent."""
    left = []

    def visit(op):
        # (the OpenMP dialect of parallel loops translates to LLVM IR as it is)
        name = op.name
        if not name.startswith(("llvm.", "omp.")) and name != "builtin.module":
            left.append(op)
        return uir.WalkResult.ADVANCE

    module.operation.walk(visit, uir.WalkOrder.PRE_ORDER)
    if left:
        op = left[0]
        diag = diagnostic_at(op.location, "", source_name)
        diag.message = (f"'{op.name}' at {diag.position} did not lower to the LLVM dialect "
                        "(a type or op this pipeline does not handle): not supported yet")
        raise CompileError.from_diagnostics([diag], "lowering to the LLVM dialect failed")
