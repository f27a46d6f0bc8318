"""The driver: walks the table of stages (`STAGE_TABLE`) in order, stopping at any (`emit=`)."""

from __future__ import annotations

import contextlib
import re
from dataclasses import dataclass, field
from typing import Callable

from jaxlib.mlir import ir

from ..contract import abi, abi_runtime, custom_call_sites, native, runtime_ops
from ..contract.signature import FunctionSignature, choose_entry, function_name, \
    public_functions, read_signatures
from ..errors import CompileError
from . import (backend, bridge, frontend, gc_pause, specialize, split_codegen, timing,
               vector_math)
from .linalg import stage as linalg_stage
from .pipeline import STAGES, llvm_speed_level
from .stablehlo import auto_spmd, manual_spmd, mesh_groups, stage as stablehlo_stage
from .stablehlo.region_combiners import add_combiners


@dataclass
class Options:
    entry: str | None = None  # the function a JIT Executable calls
    functions: list | None = None  # public functions to compile; None: all
    opt_level: int = 3
    target_cpu: str | None = None  # None: the host CPU with all its features
    prefix: str = "shlo"  # exported symbols are <prefix>_<function>
    pic: bool = False
    source_name: str | None = None
    arg_shapes: tuple | None = None  # concrete argument shapes of the entry (dynamic programs)
    num_partitions: int | None = None  # a grid asked for: partition sharded programs for it
    parallel: bool = True  # large loops run on the thread pool (contract/native/)
    # Whether a custom-call target has an implementation in this process (the runtime's
    # registry, handed in by the API); None: code for elsewhere, whose caller provides them.
    custom_call_registered: Callable[[str], bool] | None = None
    # How many Python functions of JAX host callbacks the source (a JAX Lowered) brings; the
    # code's callback sites index them, so it is part of the cache key (0: a text program).
    host_callbacks: int = 0

    def __post_init__(self):
        if not isinstance(self.opt_level, int) or not 0 <= self.opt_level <= 3:
            raise ValueError(f"opt_level must be 0, 1, 2 or 3, not {self.opt_level!r}")
        if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", self.prefix):
            raise ValueError(f"prefix must be a C identifier, not {self.prefix!r}")


@dataclass
class Compiled:
    """What the stages produced; `stage` says how far they went."""

    stage: str
    signatures: list = field(default_factory=list)
    text: str | None = None  # textual output of the last stage
    obj: bytes | None = None
    llvm_module: object = None  # for the llvm-ir and asm stages (code: split_codegen.py)
    target_machine: object = None
    externals: list | None = None  # the functions the object code calls and does not define
    source_name: str = ""
    custom_calls: list = field(default_factory=list)  # contract.custom_call_sites.Site a call
    num_replicas: int = 1  # the process grid the module asks for (mhlo.num_replicas)
    num_partitions: int = 1
    uses_runtime: bool = False  # calls the grid runtime (collectives, ids, feeds)
    runtime_keys: list = field(default_factory=list)  # its OpSpecs (contract/runtime_ops.py)
    runtime: object = None  # abi_runtime.RuntimeUse: every runtime op, when there are any
    layouts: dict = field(default_factory=dict)  # partitioned: fn -> (arg, result) Layouts


def _keep_only(module: ir.Module, names: list[str]) -> None:
    """Make every other public function private, so symbol-dce drops it (or it is inlined)."""
    ctx = module.context
    for func in public_functions(module):
        if function_name(func) not in names:
            func.attributes["sym_visibility"] = ir.StringAttr.get("private", ctx)


def _hide_called_bodies(module: ir.Module) -> None:
    """Make private the public functions that end in `stablehlo.return`: bodies of another
    op's `called_computations` (JAX's comparator for ApproxTopK), not functions one can call.
    The rule that inlines them erases them."""
    ctx = module.context
    for func in public_functions(module):
        blocks = func.regions[0].blocks
        if len(blocks) and len(blocks[0].operations) and \
                blocks[0].operations[len(blocks[0].operations) - 1].name == "stablehlo.return":
            func.attributes["sym_visibility"] = ir.StringAttr.get("private", ctx)


def _shapes_needed(signatures: list[FunctionSignature], source_name: str) -> CompileError:
    sig = next(s for s in signatures if specialize.is_dynamic(s))
    return CompileError(
        f"{source_name}: @{sig.describe()} has dynamic shapes; code needs concrete ones: give "
        "the argument shapes (arg_shapes= in Python, --shapes on the command line)")


def _custom_call_sites(module: ir.Module, source_name: str,
                       registered: Callable[[str], bool] | None,
                       host_callbacks: int = 0) -> list:
    """The custom-call sites the rules made. Code for this process calls the Python function
    registered for each target, so it must be registered now (`registered(target)`); a
    library's caller provides the targets through its runtime instead (`registered` None).
    A JAX host callback calls one of the `host_callbacks` Python functions of the Lowered the
    program came from, which only this process has: code for elsewhere cannot have one."""
    sites = [custom_call_sites.site(name) for name in
             (function_name(op) for op in module.body.operations
              if op.operation.name == "func.func")
             if name.startswith(custom_call_sites.SYMBOL_PREFIX)]
    for s in sites:
        if s.position.startswith("-:"):  # the parser's name for a string source
            s.position = source_name + s.position[1:]
    if registered is None:
        elsewhere = [s for s in sites if custom_call_sites.is_host_callback(s.target)]
        if elsewhere:
            raise CompileError("\n".join(custom_call_sites.library_host_callback_message(s)
                                         for s in elsewhere))
        return sites
    missing = [s for s in sites if not registered(s.target) and
               not (s.callback_index is not None and s.callback_index < host_callbacks)]
    if missing:
        raise CompileError("\n".join(custom_call_sites.unregistered_message(s)
                                     for s in missing))
    return sites


def _grid_size(module: ir.Module) -> tuple[int, int]:
    """(num_replicas, num_partitions) from the module's mhlo attributes (default 1 each)."""
    sizes = []
    for name in ("mhlo.num_replicas", "mhlo.num_partitions"):
        attrs = module.operation.attributes
        sizes.append(int(ir.IntegerAttr(attrs[name]).value) if name in attrs else 1)
    return sizes[0], sizes[1]


def _uses_runtime(module: ir.Module) -> bool:
    return any(op.operation.name == "func.func" and
               function_name(op).startswith(runtime_ops.PLACEHOLDER_PREFIX)
               for op in module.body.operations)


@dataclass
class _Work:
    """What the stages hand each other: the program as it goes down, and what they learned."""

    options: Options
    emit: str | None
    source: object
    name: str = ""  # the source's name in messages
    context: object = None  # the MLIR context of `module` (jaxlib's), then of `upstream`
    module: object = None  # jaxlib's module: frontend to linalg
    upstream: object = None  # upstream MLIR's module: bufferized, llvm-dialect
    signatures: list = field(default_factory=list)
    layouts: dict = field(default_factory=dict)
    grid: tuple = (1, 1)  # (num_replicas, num_partitions) the module asks for
    sites: list = field(default_factory=list)  # custom-call Sites
    uses_runtime: bool = False
    runtime_keys: list = field(default_factory=list)
    combiners: dict = field(default_factory=dict)
    calls: dict = field(default_factory=dict)  # public function -> runtime functions it calls
    runtime: object = None  # abi_runtime.RuntimeUse
    llvm_module: object = None
    target_machine: object = None
    obj: bytes | None = None  # object code made right after the optimization (split_codegen.py)
    externals: list | None = None

    def text(self, stage: str, text: str) -> Compiled:
        return Compiled(stage, self.signatures, text, source_name=self.name)


def _parse(w: _Work) -> None:
    program = frontend.parse(w.source, w.options.source_name)
    w.name, w.module, w.context = program.source_name, program.module, program.context


def _select(w: _Work) -> Compiled | None:
    """The per-device program, its functions to compile, and static shapes for them. Ends the
    compile for a dynamic program that is specialized at each call (or shown as StableHLO)."""
    options, name, module = w.options, w.name, w.module
    mesh_groups.densify(module, name)  # before anything drops the meshes they name
    if auto_spmd.wanted(module, options.num_partitions):  # sharded: partition with Shardy
        w.layouts = auto_spmd.partition(module, name, options.num_partitions)
    else:
        manual_spmd.localize(module, name)  # shard_map/pmap: the per-device program
    _hide_called_bodies(module)
    signatures = read_signatures(module, name)
    if options.functions is not None:
        wanted = list(options.functions)
    elif options.entry is not None and (w.emit is not None or options.pic):
        wanted = [choose_entry(signatures, options.entry, name)]  # that function's code
    else:  # code for this process: every public function (the entry is what exe() calls)
        wanted = [s.name for s in signatures]
        if not wanted:
            raise CompileError(f"{name}: the program has no public function")
    if options.arg_shapes is not None and options.functions is None:
        wanted = [choose_entry(signatures, options.entry, name)]
    for want in wanted:
        choose_entry(signatures, want, name)
    signatures = [s for s in signatures if s.name in wanted]
    _keep_only(module, wanted)
    abi.check_symbols(options.prefix, signatures, name)
    if options.arg_shapes is not None:
        signatures = specialize.specialize_entry(module, signatures, options.arg_shapes, name)
    elif any(specialize.is_dynamic(s) for s in signatures):
        w.signatures = signatures
        if w.emit is None and not options.pic:  # the caller specializes at each call
            return Compiled("dynamic", signatures, source_name=name)
        if w.emit != "stablehlo":
            raise _shapes_needed(signatures, name)
        specialize.normalize_dynamic(module, name)  # our op rules need static shapes
        return w.text("stablehlo", str(module))
    elif len(signatures) == 1 and specialize.has_dynamic_values(module):
        # A static signature whose body computes dynamic shapes: refine them.
        sig = signatures[0]
        signatures = specialize.specialize_entry(module, signatures,
                                                 [t.shape for t in sig.args], name)
    w.signatures = signatures
    w.grid = _grid_size(module)
    return None


def _to_stablehlo(w: _Work) -> None:
    stablehlo_stage.to_stablehlo(w.module, w.name)
    w.sites = _custom_call_sites(w.module, w.name,
                                 None if w.options.pic else w.options.custom_call_registered,
                                 w.options.host_callbacks)
    w.uses_runtime = _uses_runtime(w.module)
    if w.uses_runtime:
        runtime_ops.name_sources(w.module, w.name)
        w.runtime_keys = runtime_ops.keys_in(w.module)


def _to_linalg(w: _Work) -> None:
    if w.runtime_keys:  # region reductions as functions a C runtime can call
        w.combiners = add_combiners(w.module, [runtime_ops.spec(k) for k in w.runtime_keys])
    stablehlo_stage.to_linalg(w.module, w.name)


def _bridge(w: _Work) -> None:
    w.upstream = bridge.to_upstream(w.module, w.name)
    w.context = w.upstream.context


def _bufferize(w: _Work) -> None:
    linalg_stage.optimize_tensors(w.upstream, w.name, w.options.opt_level)
    w.calls = linalg_stage.bufferize(w.upstream, w.name)


def _parallel(options: Options) -> bool:
    """Whether large loops become parallel regions: from -O1 up, where the thread pool can be
    built (it needs the C compiler that also links libraries)."""
    return options.opt_level > 0 and options.parallel and native.available()


def _to_llvm_dialect(w: _Work) -> None:
    target_cpu = w.options.target_cpu
    linalg_stage.to_llvm_dialect(
        w.upstream, w.name, parallel=_parallel(w.options), opt_level=w.options.opt_level,
        x86=lambda: "sse2" in backend.target_description(target_cpu)["features"])


def _to_llvm_ir(w: _Work) -> None:
    options = w.options
    if _may_split(w):  # (the linker is looked for while libLLVM translates)
        split_codegen.prepare_link()
    # The module stays in libLLVM until it is optimized (llvm_module.py says why).
    try:
        translated = backend.translate_to_llvm_module(w.upstream, w.name)
    except CompileError:  # an op the lowering missed: name it (linalg/stage.check_llvm_only)
        linalg_stage.check_llvm_only(w.upstream, w.name)
        raise
    try:
        # Parallel regions call the OpenMP runtime ABI: our pool's names for it
        # (contract/native/).
        translated.rename_functions("__kmpc_", native.RENAMED_PREFIX)
        w.context = None
        if w.calls:  # the code calls runtime services: define the trampolines into them
            w.runtime = abi_runtime.RuntimeUse(
                [runtime_ops.spec(k) for k in w.runtime_keys] + list(w.sites), w.calls,
                w.combiners)
            _link(translated, abi_runtime.trampolines_ir(w.runtime))
        jit = w.emit is None and not options.pic
        # (assembly text from a fresh one: a shared machine numbers the metadata section's
        # `unique,N` on from the compiles before; the object code is the same either way)
        make_tm = backend.target_machine if w.emit == "asm" else backend.shared_target_machine
        tm = make_tm(options.target_cpu, options.opt_level, pic=options.pic, jit=jit)
        _link(translated, abi.wrappers_ir(options.prefix, w.signatures,
                                          backend.target_description(options.target_cpu),
                                          w.runtime, w.grid))
        exported = abi.exported_symbols(options.prefix, w.signatures)
        host = options.target_cpu in (None, "", "host", "native")
        features = backend.host_features() if host else None
        w.target_machine = tm
        if _in_parts(w, translated, tm, exported, features):
            return
        mod = backend.optimize(translated.text(), tm, llvm_speed_level(options.opt_level),
                               exported)
        w.llvm_module = vector_math.use_libmvec(mod, features)
    finally:
        translated.dispose()


def _link(translated, ir_text: str) -> None:
    """Link the compiler's own LLVM IR text (wrappers, trampolines) into the program."""
    try:
        translated.link(ir_text)
    except ValueError as e:
        raise CompileError(f"internal error: invalid LLVM IR: {e}") from None


def _may_split(w: _Work) -> bool:
    """Whether this compile may end in parts on several threads (`_in_parts`), as far as is
    known before the module's size."""
    return w.emit in (None, "obj") and w.options.opt_level > 0 and \
        split_codegen.threads() > 1 and split_codegen.available()


def _in_parts(w: _Work, translated, tm, exported: set[str], features) -> bool:
    """For a compile that ends in machine code, optimize and generate it (split_codegen.py):
    a large module in parts on several threads (from its text), any other whole, in memory
    (the llvmlite module of the optimized text is not printed and parsed again for libmvec).
    Whether it did (not when the compile stops at LLVM IR or assembly)."""
    options = w.options
    if w.emit not in (None, "obj"):
        return False
    parts = None
    if _may_split(w):
        parts = split_codegen.plan(translated.text(), split_codegen.threads(), exported)
    config = dict(triple=tm.triple, data_layout=str(tm.target_data),
                  speed_level=llvm_speed_level(options.opt_level), **tm.stablehlo_cc_config)
    try:
        w.obj, w.externals = split_codegen.compile_parts(
            parts or [split_codegen.in_memory(translated)], exported, config, features, tm)
    except (ValueError, RuntimeError) as e:
        raise CompileError(f"internal error: invalid LLVM IR: {e}") from None
    return True


def _llvm_dialect_text(w: _Work) -> Compiled:
    linalg_stage.check_llvm_only(w.upstream, w.name)  # (a compile checks when it translates)
    return w.text("llvm-dialect", str(w.upstream))


def _nothing(w: _Work) -> None:
    """A stage that only has an output (the machine code is made when it is asked for)."""


def _machine_code(w: _Work) -> bytes:
    return w.obj if w.obj is not None else backend.emit_object(w.llvm_module, w.target_machine)


def _object(w: _Work) -> Compiled:
    obj = backend.with_thread_pool(_machine_code(w))
    return Compiled("obj", w.signatures, obj=obj, source_name=w.name, runtime=w.runtime)


def _code(w: _Work) -> Compiled:
    obj = _machine_code(w)  # loaded by compile_cache.py
    return Compiled("code", w.signatures, obj=obj, llvm_module=w.llvm_module,
                    target_machine=w.target_machine, externals=w.externals, source_name=w.name,
                    num_replicas=w.grid[0], num_partitions=w.grid[1],
                    uses_runtime=w.uses_runtime, runtime_keys=w.runtime_keys,
                    custom_calls=w.sites, runtime=w.runtime, layouts=w.layouts)


@dataclass(frozen=True)
class Stage:
    """One step of the compiler: `run` advances the work (a `Compiled` it returns ends the
    compile early); `output` is what a compile that ends here returns (`emit=name`)."""

    name: str
    run: Callable[[_Work], Compiled | None]
    output: Callable[[_Work], Compiled] | None = None


# The compiler, in order. The stages with an output are the ones `emit=` names (STAGES);
# a JIT compile ends at "code", a library's (`pic`) at "obj".
STAGE_TABLE = (
    Stage("frontend", _parse),
    Stage("select", _select),
    Stage("stablehlo", _to_stablehlo, lambda w: w.text("stablehlo", str(w.module))),
    Stage("linalg", _to_linalg, lambda w: w.text("linalg", str(w.module))),
    Stage("bridge", _bridge),
    Stage("bufferized", _bufferize, lambda w: w.text("bufferized", str(w.upstream))),
    Stage("llvm-dialect", _to_llvm_dialect, _llvm_dialect_text),
    Stage("llvm-ir", _to_llvm_ir, lambda w: w.text("llvm-ir", str(w.llvm_module))),
    Stage("asm", _nothing,
          lambda w: w.text("asm", backend.emit_assembly(w.llvm_module, w.target_machine))),
    Stage("obj", _nothing, _object),
    Stage("code", _nothing, _code),
)
assert tuple(s.name for s in STAGE_TABLE if s.name in STAGES) == STAGES


@timing.timed_compile
def run(source, options: Options, emit: str | None = None) -> Compiled:
    """Compile `source` through the stages, stopping after `emit` (or at machine code)."""
    if emit is not None and emit not in STAGES:
        raise ValueError(f"unknown stage {emit!r}; stages are: {', '.join(STAGES)}")
    last = emit or ("obj" if options.pic else "code")
    with gc_pause.paused():
        work = _Work(options, emit, source)
        for stage in STAGE_TABLE:
            with work.context or contextlib.nullcontext():  # the MLIR context the stage uses
                result = stage.run(work)
                if result is None and stage.name == last:
                    result = stage.output(work)
            timing.stage_done(stage.name)
            if result is not None:
                return result
    raise AssertionError(f"internal error: no stage {last!r}")
