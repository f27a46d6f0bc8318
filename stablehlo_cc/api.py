"""The Python API: `compile` for in-process use, `build_library`/`build_object` for AOT,
`load` for libraries.

This layer wires the compiler (`compiler/`) to the runtime (`runtime/`), which never import
each other: it hands the compiler the runtime's custom-call registry, and the runtime a compile
function where it compiles at run time (dynamic shapes, reduction regions) and the backend's
probe of this CPU's features (`load`)."""

from __future__ import annotations

import dataclasses
import functools
import os

from . import compile_cache, compiler
from .compiler import Options, backend, frontend, gc_pause, specialize
from .contract import abi
from .errors import CompileError
from .runtime import custom_calls, library, pytrees, reduction
from .runtime.dynamic import DynamicFunction
from .runtime.executable import Executable
from .contract.signature import entry_if_any


@gc_pause.paused()  # (also the cache's lookup and the loading of the code)
def compile(source, *, entry: str | None = None, opt_level: int = 3, emit: str | None = None,
            target_cpu: str | None = None, source_name: str | None = None,
            prefix: str | None = None, arg_shapes=None, num_replicas: int | None = None,
            num_partitions: int | None = None, functions: list[str] | None = None,
            num_threads: int | None = None, cache: bool | None = None):
    """Compile a StableHLO program for this CPU.

    `source` is MLIR text (pretty or generic), MLIR bytecode or a StableHLO portable artifact
    (bytes), a path to any of those, or a JAX `Lowered`/`Exported`. Returns an `Executable` for
    the function `entry` (default: `main`, or the only public function). With `emit=STAGE`
    (one of `stablehlo_cc.STAGES`) it stops after that stage and returns its text (bytes for
    `obj`; `asm` and `obj` are position-independent code exporting `<prefix>_<function>`, as in
    `build_object`). A bad program raises `CompileError` with `file:line:col` positions.

    A function with dynamic shapes (`tensor<?x4xf32>`) is compiled at each call for the
    shapes of its arguments, once a set of shapes (`exe.specializations`). `arg_shapes` (one
    shape, or array, an argument of `entry`) specializes it ahead of time instead: the
    Executable, or the stage `emit` returns, is then for those shapes only.

    `num_replicas` x `num_partitions` is the process grid `Executable.run_grid` runs (default:
    the module's `mhlo.num_replicas` / `mhlo.num_partitions`, else 1). A program with
    shardings (JAX `jit` with in/out shardings) is a global program and runs whole in one
    process, unless `num_partitions` > 1 is given: then it is partitioned (SPMD, with Shardy)
    into the program each of the mesh's devices runs, `num_partitions` must be the mesh's
    device count, and `exe.run_sharded(*global_args)` splits the arguments by their shardings,
    runs the grid and joins the results (`exe.layouts` has the layouts). A shard_map over only
    some mesh axes, or code around a shard_map, is always partitioned. Every public function is
    compiled (`exe.function(name)`, `run_grid(entries=...)`), or those `functions` lists
    (and `entry`); a program of several public functions and no @main needs `entry=` only
    for a plain call `exe(...)`. (With `emit=`, `entry` alone selects one function.)

    A JAX `Lowered` (or `Traced`) may hold host callbacks (jax.debug.print, jax.debug.callback,
    jax.pure_callback, io_callback): its code calls their Python functions, in program order
    (tokens of ordered effects are passed for you in a pytree call). Their text alone, or a
    library (`build_library`), cannot: compiling those is a `CompileError`. A Lowered with
    symbolic shapes (`jax.jit(f).lower(jax.ShapeDtypeStruct((n,), ...))`) is called like `f`
    at any sizes: its dimension variables are read from the argument shapes
    (compiler/jax_dimension_args.py).

    Large loops run in parallel on a thread pool: `num_threads` caps the threads of each call
    (default: `STABLEHLO_CC_NUM_THREADS`, else every CPU of the process's affinity mask;
    `exe.num_threads` changes it later). Results do not depend on it, bit for bit.

    Code is kept in the compile cache (`STABLEHLO_CC_CACHE_DIR`, see runtime/cache.py) and
    reused by later compiles of the same program with the same options on this kind of CPU,
    in this process or any other; `cache=False` (or `STABLEHLO_CC_CACHE=0`) compiles afresh.
    """
    for what, value in (("num_replicas", num_replicas), ("num_partitions", num_partitions)):
        if value is not None and (not isinstance(value, int) or value < 1):
            raise ValueError(f"{what} must be a positive int, not {value!r}")
    if functions is not None:
        functions = list(functions) + ([entry] if entry and entry not in functions else [])
    if emit is not None:
        options = Options(entry=entry, functions=functions, opt_level=opt_level,
                          target_cpu=target_cpu, source_name=source_name,
                          prefix=prefix or "shlo", pic=emit in ("asm", "obj"),
                          arg_shapes=arg_shapes, num_partitions=num_partitions,
                          custom_call_registered=custom_calls.is_registered,
                          host_callbacks=len(frontend.jax_host_callbacks(source)))
        result = compiler.run(source, options, emit)
        return result.obj if result.stage == "obj" else result.text
    if prefix is not None:
        raise ValueError("prefix applies to emitted code (emit=, build_library)")
    options = Options(entry=entry, functions=functions, opt_level=opt_level,
                      target_cpu=target_cpu, source_name=source_name, arg_shapes=arg_shapes,
                      num_partitions=num_partitions,
                      custom_call_registered=custom_calls.is_registered)
    if target_cpu not in (None, "", "host", "native"):
        raise ValueError("target_cpu applies to emitted code (emit=, build_library); "
                         "code run in this process is always built for the host CPU")
    if hasattr(source, "jaxpr") and hasattr(source, "lower"):  # jax Traced: lower it once
        source = source.lower()
    data, source_name = frontend.read_source(source, source_name)
    options.source_name = source_name
    host_callbacks = frontend.jax_host_callbacks(source)
    options.host_callbacks = len(host_callbacks)
    key = compile_cache.key_for(data, options, cache)
    program = compile_cache.lookup(key)  # the code of an earlier compile, or None
    if program is None:
        result = compiler.run(data, options)
        program = _dynamic_program(data, options, result, cache) if result.stage == "dynamic" \
            else compile_cache.load_compiled(result, options.prefix, key)
    name = entry_if_any(program.signatures, entry, program.source_name)

    def recompile(stage: str, shapes=None):
        # (a Lowered again when its host callbacks are the program's: its text lacks them)
        return compile(source if host_callbacks else data, entry=name, opt_level=opt_level,
                       emit=stage, target_cpu=target_cpu, source_name=source_name,
                       arg_shapes=arg_shapes if shapes is None else shapes, functions=functions,
                       num_partitions=num_partitions)

    compiled = program.functions
    if host_callbacks:  # the code is shared (compile cache); these functions are this call's
        compiled = {k: f.with_host_callbacks(host_callbacks)
                    if hasattr(f, "with_host_callbacks") else f for k, f in compiled.items()}
    exe = Executable(compiled, name, owner=program.owner, recompile=recompile,
                     num_replicas=num_replicas or program.num_replicas,
                     num_partitions=num_partitions or program.num_partitions,
                     uses_runtime=program.uses_runtime)
    exe.layouts = program.layouts
    exe.runtime_ops = program.runtime_ops
    exe.num_threads = num_threads
    trees = pytrees.of_source(source)
    trees = trees and trees.fitted(exe.signature)
    if trees is not None and not exe.layouts:
        exe.pytrees = trees  # called like the JAX function: pytrees in and out
    return exe


def _dynamic_program(data, options: Options, result: compiler.Compiled,
                     cache) -> compile_cache.Program:
    """A program with dynamic shapes: static functions compiled now, the others
    (`DynamicFunction`) for the shapes of each call, each specialization through the cache."""
    static = [s.name for s in result.signatures if not specialize.is_dynamic(s)]
    compiled, code = {}, None
    if static:
        program = _code(data, dataclasses.replace(options, functions=static), cache)
        compiled, code = program.functions, program.owner
    functions = {}
    for sig in result.signatures:
        if sig.name in compiled:
            functions[sig.name] = compiled[sig.name]
        else:
            only = dataclasses.replace(options, entry=sig.name, functions=[sig.name])
            functions[sig.name] = DynamicFunction(sig, functools.partial(_specialization, data,
                                                                         only, cache))
    return compile_cache.Program(result.signatures, result.source_name, functions, code)


def _code(data, options: Options, cache) -> compile_cache.Program:
    """Machine code of `data` for this process: from the compile cache, or compiled now."""
    key = compile_cache.key_for(data, options, cache)
    program = compile_cache.lookup(key)
    if program is None:
        program = compile_cache.load_compiled(compiler.run(data, options), options.prefix, key)
    return program


def _specialization(data, options: Options, cache, shapes: tuple):
    """Compile one function of `data` for argument `shapes`: (CompiledFunction, its code)."""
    program = _code(data, dataclasses.replace(options, arg_shapes=shapes), cache)
    return program.functions[program.signatures[0].name], program.owner


def _aot(source, *, entry, opt_level, target_cpu, prefix, source_name, arg_shapes=None):
    options = Options(functions=None if entry is None else [entry], entry=entry,
                      opt_level=opt_level, target_cpu=target_cpu, prefix=prefix, pic=True,
                      source_name=source_name, arg_shapes=arg_shapes)
    return compiler.run(source, options, "obj")


def default_prefix(output: str) -> str:
    """The symbol prefix for an output file: its name without extension, as a C identifier."""
    stem = os.path.basename(output).split(".")[0]
    if stem.startswith("lib") and len(stem) > 3:
        stem = stem[3:]
    return abi.c_identifier(stem)


def _write(path: str, data: bytes | str) -> None:
    mode = "wb" if isinstance(data, bytes) else "w"
    with open(path, mode) as f:
        f.write(data)


def _refuse_overwriting_source(source, *outputs) -> None:
    """A path given as the program must never be replaced by what we write."""
    if not isinstance(source, (str, os.PathLike)) or not os.path.isfile(source):
        return
    for out in outputs:
        if out and os.path.exists(out) and os.path.samefile(source, out):
            raise ValueError(f"refusing to overwrite the program {os.fspath(source)} "
                             "with an output")


def _build(source, output: str, link: bool, *, entry, opt_level, target_cpu, prefix, header,
           source_name, arg_shapes) -> list:
    _refuse_overwriting_source(source, output, header)
    prefix = prefix or default_prefix(output)
    result = _aot(source, entry=entry, opt_level=opt_level, target_cpu=target_cpu,
                  prefix=prefix, source_name=source_name, arg_shapes=arg_shapes)
    if link:
        backend.link_shared_library(result.obj, output)
    else:
        _write(output, result.obj)
    if header:
        _write(header, abi.c_header(prefix, result.signatures, result.source_name,
                                    result.runtime))
    return result.signatures


def build_object(source, output: str, *, entry: str | None = None, opt_level: int = 3,
                 target_cpu: str | None = None, prefix: str | None = None,
                 header: str | None = None, source_name: str | None = None,
                 arg_shapes=None) -> list:
    """Write a relocatable object file exporting the C ABI; returns the signatures.
    A program with dynamic shapes needs `arg_shapes` (see `compile`)."""
    return _build(source, output, False, entry=entry, opt_level=opt_level,
                  target_cpu=target_cpu, prefix=prefix, header=header,
                  source_name=source_name, arg_shapes=arg_shapes)


def build_library(source, output: str, *, entry: str | None = None, opt_level: int = 3,
                  target_cpu: str | None = None, prefix: str | None = None,
                  header: str | None = None, source_name: str | None = None,
                  arg_shapes=None) -> list:
    """Write a shared library exporting the C ABI (and a C header); returns the signatures.
    A program with dynamic shapes needs `arg_shapes` (see `compile`)."""
    return _build(source, output, True, entry=entry, opt_level=opt_level,
                  target_cpu=target_cpu, prefix=prefix, header=header,
                  source_name=source_name, arg_shapes=arg_shapes)


def load(path, entry: str | None = None, *, num_replicas: int | None = None,
         num_partitions: int | None = None, num_threads: int | None = None) -> Executable:
    """An Executable for a shared library built by stablehlo-cc (`runtime.library.load`),
    refused if it was built for CPU features this machine lacks."""
    return library.load(path, entry, num_replicas=num_replicas, num_partitions=num_partitions,
                        num_threads=num_threads, host_features=lambda: backend.host_features())


# The runtime compiles reduction regions it has no compiled combiner for with `compile`.
reduction.use_compiler(compile)

__all__ = ["compile", "build_library", "build_object", "load", "CompileError"]
