"""Stage 4: LLVM dialect → LLVM IR (MLIR's C API) → llvmlite: optimize, emit, or JIT.

Nothing here knows about StableHLO: it takes an upstream MLIR module in the LLVM dialect and
produces machine code (a JIT engine, assembly, an object file, or a shared library).
"""

from __future__ import annotations

import ctypes
import functools
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading

import llvmlite.binding as llvm
import mlir._mlir_libs

from . import (buffer_allocation, codegen_options, llvm_module, llvm_passes, paired_shuffles,
               vector_math)
from .cpu_features import named_cpu_features
from ..contract import integrity, native
from ..errors import CompileError, diagnostic_at
from .linalg import streaming_stores

_lock = threading.Lock()
_capi = None


def _mlir_capi():
    """The MLIR C API library of the upstream bindings (also exports LLVM's C API)."""
    global _capi
    with _lock:
        if _capi is None:
            # PyDLL keeps the GIL during calls: translation reports errors through the
            # context's Python diagnostic handler, which must not run without it.
            lib = ctypes.PyDLL(os.path.join(os.path.dirname(mlir._mlir_libs.__file__),
                                            "libMLIRPythonCAPI.so"))
            lib.mlirTranslateModuleToLLVMIR.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
            lib.mlirTranslateModuleToLLVMIR.restype = ctypes.c_void_p
            lib.LLVMContextCreate.restype = ctypes.c_void_p
            lib.LLVMContextDispose.argtypes = [ctypes.c_void_p]
            lib.LLVMPrintModuleToString.argtypes = [ctypes.c_void_p]
            lib.LLVMPrintModuleToString.restype = ctypes.c_void_p
            lib.LLVMDisposeModule.argtypes = [ctypes.c_void_p]
            lib.LLVMDisposeMessage.argtypes = [ctypes.c_void_p]
            lib.LLVMCreatePassBuilderOptions.restype = ctypes.c_void_p
            lib.LLVMDisposePassBuilderOptions.argtypes = [ctypes.c_void_p]
            lib.LLVMRunPasses.restype = ctypes.c_void_p
            lib.LLVMRunPasses.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p,
                                          ctypes.c_void_p]
            lib.LLVMGetErrorMessage.restype = ctypes.c_void_p
            lib.LLVMGetErrorMessage.argtypes = [ctypes.c_void_p]
            lib.LLVMDisposeErrorMessage.argtypes = [ctypes.c_void_p]
            llvm.initialize_native_target()
            llvm.initialize_native_asmprinter()
            _capi = lib
        return _capi


def _operation_pointer(module) -> int:
    get = ctypes.pythonapi.PyCapsule_GetPointer
    get.restype = ctypes.c_void_p
    get.argtypes = [ctypes.py_object, ctypes.c_char_p]
    return get(module.operation._CAPIPtr, b"mlir.ir.Operation._CAPIPtr")


def translate_to_llvm_module(module, source_name: str) -> llvm_module.Module:
    """The LLVM module (in libLLVM, llvm_module.py) of an upstream module that is entirely in
    the LLVM dialect, its identical functions merged; the caller disposes of it."""
    lib = _mlir_capi()
    errors = []

    def collect(diag):
        errors.append(diagnostic_at(diag.location, diag.message, source_name))
        return True

    handler = module.context.attach_diagnostic_handler(collect)
    try:
        llvm_ctx = lib.LLVMContextCreate()
        try:
            llvm_module_ref = lib.mlirTranslateModuleToLLVMIR(_operation_pointer(module),
                                                              llvm_ctx)
            if not llvm_module_ref:
                raise CompileError.from_diagnostics(errors, "translation to LLVM IR failed")
            translated = llvm_module.Module(llvm_ctx, llvm_module_ref)
        except BaseException:
            lib.LLVMContextDispose(llvm_ctx)
            raise
    finally:
        handler.detach()
    try:
        _merge_identical_functions(lib, translated.mod)
    except BaseException:
        translated.dispose()
        raise
    return translated


def _merge_identical_functions(lib, llvm_module) -> None:
    """Keep one body of each set of identical functions (LLVM's MergeFunctions: the others
    become calls to it), before anything else reads the IR.

    Parallel regions are outlined into functions that receive their buffers through an
    argument struct, so equal loop nests over equal shapes (a network's repeated blocks:
    MobileNetV2's 17 inverted residual blocks repeat 7 shapes) outline to the same code;
    without this, LLVM optimizes and generates each copy again (MobileNetV2: 40% of the IR
    were copies). The pass only hashes and compares functions (~15 ms on MobileNetV2).
    XLA:CPU gets the same effect by compiling each distinct fusion once; IREE deduplicates
    identical dispatch regions before code generation.

    Functions that differ only in their constants are not merged (checked 2026-11-26 on the
    zoo): the near-copies left (29 % of the U-Net block's nest code, 18 % of Whisper's,
    8 % of the flax CNN's) differ in trip counts, strides and offsets, i.e. shapes; merged,
    those would become run-time values, and LLVM could no longer fully unroll short loops or
    vectorize without remainder loops and run-time checks."""
    options = lib.LLVMCreatePassBuilderOptions()
    try:
        error = lib.LLVMRunPasses(llvm_module, b"mergefunc", None, options)
        if error:
            raw = lib.LLVMGetErrorMessage(error)
            message = ctypes.string_at(raw).decode("utf-8", "replace")
            lib.LLVMDisposeErrorMessage(raw)
            raise CompileError(f"internal error: merging identical functions: {message}")
    finally:
        lib.LLVMDisposePassBuilderOptions(options)


def _stderr_of(fn):
    """Run `fn` and return (its result, what LLVM printed to file descriptor 2 meanwhile)."""
    with tempfile.TemporaryFile() as capture, _lock:
        sys.stderr.flush()
        saved = os.dup(2)
        try:
            os.dup2(capture.fileno(), 2)
            result = fn()
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        capture.seek(0)
        return result, capture.read().decode("utf-8", "replace")


def target_machine(target_cpu: str | None = None, opt_level: int = 3, *, pic: bool = False,
                   jit: bool = False):
    """An llvmlite target machine for the host CPU (with all its features) or a named CPU.

    LLVM only warns about a CPU name it does not know, and later aborts the process while
    generating code for it; such a name is a ValueError here.
    """
    _mlir_capi()
    target = llvm.Target.from_default_triple()
    host = target_cpu in (None, "", "host", "native")
    if host:
        cpu, features, _ = _host_cpu()
    else:
        cpu, features = target_cpu, ""
    features = _without_unsafe_features(features)
    if host:
        features = _with_512_bit_vectors(cpu, features)

    def create():
        return target.create_target_machine(
            cpu=cpu, features=features, opt=max(0, min(3, opt_level)),
            reloc="pic" if pic else "default", codemodel="jitdefault" if jit else "default",
            jit=jit)

    if host:
        tm = create()
    else:
        tm, warnings = _stderr_of(create)
        if "not a recognized processor" in warnings:
            raise ValueError(f"unknown target CPU {target_cpu!r} for {target.triple} "
                             "(use an LLVM CPU name such as x86-64, x86-64-v3, skylake, znver3)")
    # What `optimize` needs to build the same target machine in libLLVM (llvm_passes.py).
    tm.stablehlo_cc_config = dict(cpu=cpu, features=features, reloc="pic" if pic else "default",
                                  code_model="jitdefault" if jit else "default")
    # Another machine built the same way, for code generation on another thread (each thread
    # needs its own: split_codegen.py).
    tm.stablehlo_cc_twin = create
    return tm


_shared: dict = {}


def shared_target_machine(target_cpu: str | None = None, opt_level: int = 3, *,
                          pic: bool = False, jit: bool = False):
    """`target_machine(...)`, made once per process for each set of arguments: the one every
    compile that asks for them generates its code with.

    Why: a target machine builds the subtarget of each function's CPU and feature string the
    first time it generates code for one (LLVM's X86 feature closure, `SetImpliedBits`, over
    the host's ~60 features), and keeps it; one made afresh per compile redid that, ~0.3 ms
    for the machine and ~1 ms for the subtargets (code generation of the matmul256 kernel
    9.5 -> 8.3 ms, issue 11). The machine holds nothing else of a module it generated code
    for, so the object code is the same byte for byte. Every llvmlite call takes llvmlite's
    lock, so compiles on several threads use it one at a time. Not for an MCJIT engine,
    which takes ownership of its target machine (compile_cache.py makes its own)."""
    host = target_cpu in (None, "", "host", "native")
    key = (None if host else target_cpu, max(0, min(3, opt_level)), pic, jit)
    tm = _shared.get(key)
    if tm is None:
        tm = _shared.setdefault(key, target_machine(target_cpu, opt_level, pic=pic, jit=jit))
    return tm


# Features code is generated without. LLVM (jaxlib's and llvmlite's builds alike) aborts the
# process generating code for bf16 vectors on a CPU with AVX512-BF16 (Cooper Lake, Sapphire and
# Emerald Rapids, Zen 4): "Do not know how to soft promote this operator's operand" for the
# `scalar_to_vector` of a v8bf16 that the vectorized loops of a 513 x 1000 bf16 transpose
# make. The generated code needs none of its instructions (bf16 products are gemm.c's, which
# chooses them at run time from the CPU it runs on), so they are turned off for it.
_UNSAFE_FEATURES = ("avx512bf16",)


def _without_unsafe_features(features: str) -> str:
    """An LLVM feature string (`+avx2,-avx512f,...` or empty) with _UNSAFE_FEATURES off."""
    kept = [f for f in features.split(",") if f and f[1:] not in _UNSAFE_FEATURES]
    return ",".join(kept + [f"-{name}" for name in _UNSAFE_FEATURES])


# AVX-512 CPUs whose cores lower their clock for 512-bit instructions (the reason for LLVM's
# tuning): they keep 256-bit vectors.
_DOWNCLOCKING_AVX512 = ("skylake-avx512", "cascadelake", "cooperlake")


def _with_512_bit_vectors(cpu: str, features: str) -> str:
    """The feature string with LLVM's `prefer-256-bit` tuning off when it names AVX-512F
    (and the CPU is not one of _DOWNCLOCKING_AVX512).

    Why: LLVM tunes its AVX-512 server CPUs (Skylake-SP up to Emerald Rapids) to vectorize
    with 256-bit registers, to spare the clock drop 512-bit instructions caused on Skylake.
    Our generated loops are elementwise bodies dozens of ops long (exact GELU's erfc: ~70 ops
    a vector), compute-bound on the vector pipes, and the contractions run gemm.c's own
    kernels (chosen at run time, unaffected). With 512-bit vectors, on one Emerald Rapids core
    (benchmarks.op_profile --threads 1): vit_b1's four exact GELUs (65x768) 53 -> 39.5 us
    each, the elementwise ops in all 0.35-0.37 -> 0.28-0.30 ms (vit_b1), 0.62 -> 0.51-0.57
    (whisper_b1), 0.38-0.39 -> 0.26-0.30 (bert_b1). Only host compiles name AVX-512F here (a
    named CPU keeps LLVM's tuning for it)."""
    if "+avx512f" not in features.split(",") or cpu in _DOWNCLOCKING_AVX512:
        return features
    return features + ",-prefer-256-bit"


@functools.lru_cache(maxsize=1)
def _host_cpu() -> tuple[str, str, frozenset]:
    """(name, LLVM feature string, set of present features) of this machine's CPU: asked of
    LLVM once per process (each compile asked six times, about 2 ms)."""
    _mlir_capi()
    features = llvm.get_host_cpu_features()
    return (llvm.get_host_cpu_name(), features.flatten(),
            frozenset(name for name, on in features.items() if on))


def host_features() -> set[str]:
    """The CPU features of this machine that LLVM knows about and that are present."""
    return set(_host_cpu()[2])


def target_description(target_cpu: str | None) -> dict:
    """What code is generated for, as recorded in a library: the CPU name and the features
    code may use (so that `load` can refuse a library this CPU cannot run)."""
    _mlir_capi()
    if target_cpu in (None, "", "host", "native"):
        return {"cpu": _host_cpu()[0], "features": sorted(host_features())}
    return {"cpu": target_cpu, "features": sorted(named_cpu_features(target_cpu))}


def optimize(ir_text: str, tm, opt_level: int, exported: set[str]):
    """Parse LLVM IR, make everything but `exported` internal, and run the O<level> pipeline
    (in libLLVM: llvm_passes.py says why); returns an llvmlite module."""
    _mlir_capi()
    try:
        text = llvm_passes.optimize_ir(ir_text, triple=tm.triple, data_layout=str(tm.target_data),
                                       speed_level=opt_level, exported=exported,
                                       **tm.stablehlo_cc_config)
        text = streaming_stores.streaming_ir(text)  # (after the loop vectorizer)
        text = paired_shuffles.rewrite(text)  # (after the pipeline's instcombine)
        # A context of its own (the module keeps it alive): in llvmlite's global one, every
        # compile's named types stayed for the life of the process and the next compile's got
        # renamed (`%struct.ident_t.3`), so the object's bytes depended on what the process
        # had compiled before.
        mod = llvm.parse_assembly(buffer_allocation.use_native_allocator(text),
                                  context=llvm.create_context())
    except (ValueError, RuntimeError) as e:
        raise CompileError(f"internal error: invalid LLVM IR: {e}") from None
    check_stack_allocations(text)
    return mod


_ALLOCA_LINE = re.compile(r"^  %[^\n=]*= alloca ", re.M)
_LABEL_LINE = re.compile(r'^(?:"[^"\n]*"|[-\w$.]+):', re.M)
_FUNCTION_NAME = re.compile(r'@("[^"]*"|[-\w$.]+)\(')


def check_stack_allocations(ir_text: str) -> None:
    """Refuse LLVM IR with an `alloca` outside a function's entry block: one that runs in a
    loop takes more stack every iteration, and a thread's stack may be only 256 KiB
    (compiler/linalg/stack_allocations.py keeps the compiler's own allocas at function entry).

    Reads the printed IR with regular expressions: walking every instruction through
    llvmlite took 0.4 s on a BERT encoder; only the few allocas are looked at here."""
    for found in _ALLOCA_LINE.finditer(ir_text):
        start = ir_text.rfind("\ndefine ", 0, found.start()) + 1
        body = ir_text.index("{\n", start) + 2
        first = ir_text[body:found.start()]
        # The entry block's label, if printed, is the body's first line; any later label
        # starts another block.
        entry_label = _LABEL_LINE.match(first)
        later = _LABEL_LINE.search(first, entry_label.end() if entry_label else 0)
        if later:
            name = _FUNCTION_NAME.search(ir_text, start, body)
            line = ir_text[found.start():ir_text.find("\n", found.start())].strip()
            raise CompileError(
                f"internal error: function {name.group(1) if name else '?'} allocates stack "
                f"memory outside its entry block ({line}); in a loop that would take more "
                "stack every iteration")


def emit_assembly(mod, tm) -> str:
    with codegen_options.ours():  # (LSR: the pipeline ran it where it pays)
        return tm.emit_assembly(mod)


def emit_object(mod, tm) -> bytes:
    with codegen_options.ours():
        return tm.emit_object(mod)


def add_symbol(name: str, address: int) -> None:
    """Make `name` resolve to `address` in code JIT-compiled from now on."""
    _mlir_capi()
    llvm.add_symbol(name, address)


def c_compiler() -> str:
    cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if not cc:
        raise CompileError("no C compiler found (set CC) to link a shared library")
    return cc


def with_thread_pool(obj: bytes) -> bytes:
    """An object whose code calls the thread pool gets the pool linked in (`cc -r`), so that
    it, and any library made from it, needs nothing beyond libc."""
    if not native.object_calls_native(obj):
        return obj
    with tempfile.TemporaryDirectory(prefix="stablehlo-cc-") as tmp:
        program, merged = os.path.join(tmp, "program.o"), os.path.join(tmp, "merged.o")
        with open(program, "wb") as f:
            f.write(obj)
        cmd = [c_compiler(), "-r", "-nostdlib", "-o", merged, program, native.object_file()]
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0:
            raise CompileError(f"linking the thread pool failed: {' '.join(cmd)}\n"
                               f"{proc.stderr.strip()}")
        with open(merged, "rb") as f:
            return f.read()


def link_shared_library(obj: bytes, output: str) -> None:
    """Link an object file into a shared library that needs only libc and libm."""
    with tempfile.TemporaryDirectory(prefix="stablehlo-cc-") as tmp:
        obj_path = os.path.join(tmp, "program.o")
        so_path = os.path.join(tmp, "program.so")
        with open(obj_path, "wb") as f:
            f.write(obj)
        # The SONAME is the file's name, so a program linked with it by path finds it later
        # by name (rpath, LD_LIBRARY_PATH) rather than at the path it was built at.
        # libmvec (see vector_math.py) is recorded as needed only if the code calls it.
        mvec = vector_math.libmvec_path()
        libs = ["-Wl,--as-needed", f"-l:{mvec}", "-Wl,--no-as-needed"] if mvec else []
        cmd = [c_compiler(), "-shared", "-pthread", "-o", so_path, obj_path, *libs, "-lm",
               "-Wl,--no-undefined",
               "-Wl,-z,noexecstack", "-Xlinker", "-soname", "-Xlinker", os.path.basename(output)]
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0:
            raise CompileError(f"linking {output} failed: {' '.join(cmd)}\n{proc.stderr.strip()}")
        integrity.seal(so_path)  # load() checks it before dlopen
        shutil.move(so_path, output)
