"""The driver: runs the stages in order and stops at any of them (`emit=`)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from jaxlib.mlir import ir

from . import abi, abi_runtime, backend, bridge, frontend, specialize, timing, vector_math
from .errors import CompileError
from .passes import auto_spmd, linalg_stage, manual_spmd, mesh_groups, stablehlo_stage
from .pipeline import STAGES, llvm_speed_level
from .runtime import custom_calls
from .signature import FunctionSignature, choose_entry, function_name, public_functions, \
    read_signatures


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
    llvm_module: object = None
    target_machine: object = None
    source_name: str = ""
    custom_calls: list = field(default_factory=list)  # runtime.custom_calls.Site of each call
    num_replicas: int = 1  # the process grid the module asks for (mhlo.num_replicas)
    num_partitions: int = 1
    uses_runtime: bool = False  # calls the grid runtime (collectives, ids, feeds)
    runtime_keys: list = field(default_factory=list)  # its OpSpecs (runtime/collectives.py)
    runtime: object = None  # abi_runtime.RuntimeUse: every runtime op, when there are any
    layouts: dict = field(default_factory=dict)  # partitioned: fn -> (arg, result) Layouts


def _keep_only(module: ir.Module, names: list[str]) -> None:
    """Make every other public function private, so symbol-dce drops it (or it is inlined)."""
    ctx = module.context
    for func in public_functions(module):
        if function_name(func) not in names:
            func.attributes["sym_visibility"] = ir.StringAttr.get("private", ctx)


def _shapes_needed(signatures: list[FunctionSignature], source_name: str) -> CompileError:
    sig = next(s for s in signatures if specialize.is_dynamic(s))
    return CompileError(
        f"{source_name}: @{sig.describe()} has dynamic shapes; code needs concrete ones: give "
        "the argument shapes (arg_shapes= in Python, --shapes on the command line)")


def _custom_call_sites(module: ir.Module, source_name: str, aot: bool) -> list:
    """The custom-call sites the rules made. Code for this process calls the Python function
    registered for each target, so it must be registered now; a library's caller provides
    the targets through its runtime instead."""
    sites = [custom_calls.site(name) for name in
             (function_name(op) for op in module.body.operations
              if op.operation.name == "func.func")
             if name.startswith(custom_calls.SYMBOL_PREFIX)]
    for s in sites:
        if s.position.startswith("-:"):  # the parser's name for a string source
            s.position = source_name + s.position[1:]
    missing = [s for s in sites if not custom_calls.is_registered(s.target)]
    if missing and not aot:
        raise custom_calls.unregistered_error(missing)
    return sites


def _grid_size(module: ir.Module) -> tuple[int, int]:
    """(num_replicas, num_partitions) from the module's mhlo attributes (default 1 each)."""
    sizes = []
    for name in ("mhlo.num_replicas", "mhlo.num_partitions"):
        attrs = module.operation.attributes
        sizes.append(int(ir.IntegerAttr(attrs[name]).value) if name in attrs else 1)
    return sizes[0], sizes[1]


def _uses_runtime(module: ir.Module) -> bool:
    from .runtime.collectives import PLACEHOLDER_PREFIX
    return any(op.operation.name == "func.func" and
               function_name(op).startswith(PLACEHOLDER_PREFIX) for op in module.body.operations)


def _stop(stage: str, emit: str | None) -> bool:
    return emit is not None and STAGES.index(emit) <= STAGES.index(stage)


@timing.timed_compile
def run(source, options: Options, emit: str | None = None) -> Compiled:
    """Compile `source` through the stages, stopping after `emit` (or at machine code)."""
    if emit is not None and emit not in STAGES:
        raise ValueError(f"unknown stage {emit!r}; stages are: {', '.join(STAGES)}")
    program = frontend.parse(source, options.source_name)
    timing.stage_done("parse")
    name = program.source_name
    module = program.module
    with program.context:
        mesh_groups.densify(module, name)  # before anything drops the meshes they name
        layouts = {}
        if auto_spmd.wanted(module, options.num_partitions):  # sharded: partition with Shardy
            layouts = auto_spmd.partition(module, name, options.num_partitions)
        else:
            manual_spmd.localize(module, name)  # shard_map/pmap: the per-device program
        signatures = read_signatures(module, name)
        timing.stage_done("partition")
        if options.functions is not None:
            wanted = list(options.functions)
        elif options.entry is not None:
            wanted = [choose_entry(signatures, options.entry, name)]
        else:
            wanted = [s.name for s in signatures]
            if not wanted:
                raise CompileError(f"{name}: the program has no public function")
        if options.arg_shapes is not None and options.functions is None:
            wanted = [choose_entry(signatures, options.entry, name)]
        for w in wanted:
            choose_entry(signatures, w, name)
        signatures = [s for s in signatures if s.name in wanted]
        _keep_only(module, wanted)
        abi.check_symbols(options.prefix, signatures, name)
        if options.arg_shapes is not None:
            signatures = specialize.specialize_entry(module, signatures, options.arg_shapes, name)
        elif any(specialize.is_dynamic(s) for s in signatures):
            if emit is None and not options.pic:  # the caller specializes at each call
                return Compiled("dynamic", signatures, source_name=name)
            if emit != "stablehlo":
                raise _shapes_needed(signatures, name)
            specialize.normalize_dynamic(module, name)  # our op rules need static shapes
            return Compiled("stablehlo", signatures, str(module), source_name=name)
        elif len(signatures) == 1 and specialize.has_dynamic_values(module):
            # A static signature whose body computes dynamic shapes: refine them.
            sig = signatures[0]
            signatures = specialize.specialize_entry(module, signatures,
                                                     [t.shape for t in sig.args], name)
        num_replicas, num_partitions = _grid_size(module)
        timing.stage_done("specialize")

        stablehlo_stage.to_stablehlo(module, name)
        timing.stage_done("stablehlo")
        sites = _custom_call_sites(module, name, aot=options.pic)
        uses_runtime = _uses_runtime(module)
        runtime_keys = []
        if uses_runtime:
            from .runtime import collectives
            collectives.name_sources(module, name)
            runtime_keys = collectives.keys_in(module)
        if _stop("stablehlo", emit):
            return Compiled("stablehlo", signatures, str(module), source_name=name)
        combiners = {}
        if runtime_keys:  # region reductions as functions a C runtime can call
            from .passes.region_combiners import add_combiners
            from .runtime.collectives import spec
            combiners = add_combiners(module, [spec(k) for k in runtime_keys])
        stablehlo_stage.to_linalg(module, name)
        timing.stage_done("linalg")
        if _stop("linalg", emit):
            return Compiled("linalg", signatures, str(module), source_name=name)

    upstream = bridge.to_upstream(module, name)
    timing.stage_done("bridge")
    with upstream.context:
        linalg_stage.optimize_tensors(upstream, name, options.opt_level)
        timing.stage_done("tensor-opt")
        calls = linalg_stage.bufferize(upstream, name)
        timing.stage_done("bufferized")
        if _stop("bufferized", emit):
            return Compiled("bufferized", signatures, str(upstream), source_name=name)
        linalg_stage.to_llvm_dialect(upstream, name)
        timing.stage_done("llvm-dialect")
        if _stop("llvm-dialect", emit):
            return Compiled("llvm-dialect", signatures, str(upstream), source_name=name)
        ir_text = backend.translate_to_llvm_ir(upstream, name)
        timing.stage_done("llvm-ir")

    runtime = None
    if calls:  # the code calls runtime services: define the trampolines into them
        from .runtime.collectives import spec
        runtime = abi_runtime.RuntimeUse([spec(k) for k in runtime_keys] + list(sites),
                                         calls, combiners)
        ir_text = abi_runtime.define_trampolines(ir_text, runtime)
    jit = emit is None and not options.pic
    tm = backend.target_machine(options.target_cpu, options.opt_level, pic=options.pic, jit=jit)
    ir_text += "\n" + abi.wrappers_ir(options.prefix, signatures,
                                      backend.target_description(options.target_cpu), runtime,
                                      (num_replicas, num_partitions))
    exported = {abi.export_symbol(options.prefix, s.name) for s in signatures}
    mod = backend.optimize(ir_text, tm, llvm_speed_level(options.opt_level), exported)
    host = options.target_cpu in (None, "", "host", "native")
    mod = vector_math.use_libmvec(mod, backend.host_features() if host else None)
    timing.stage_done("llvm-opt")
    if _stop("llvm-ir", emit):
        return Compiled("llvm-ir", signatures, str(mod), source_name=name)
    if _stop("asm", emit):
        return Compiled("asm", signatures, backend.emit_assembly(mod, tm), source_name=name)
    if emit == "obj" or options.pic:
        return Compiled("obj", signatures, obj=backend.emit_object(mod, tm), source_name=name,
                        runtime=runtime)
    obj = backend.emit_object(mod, tm)  # loaded by compile_cache.py, and kept in the cache
    timing.stage_done("codegen")
    return Compiled("code", signatures, obj=obj, llvm_module=mod, target_machine=tm,
                    source_name=name,
                    num_replicas=num_replicas, num_partitions=num_partitions,
                    uses_runtime=uses_runtime, runtime_keys=runtime_keys,
                    custom_calls=sites, runtime=runtime, layouts=layouts)
