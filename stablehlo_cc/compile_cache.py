"""Compiled code for this process, through the compile cache.

A compiled program's value in the cache is its object code (emitted for the host CPU, the way
MCJIT would emit it) and a JSON description: the metadata a library built by stablehlo-cc
embeds (signatures, exported symbols, grid, runtime ops with their custom-call sites), plus
the partition layouts and the external symbols the code needs. Both a fresh compile and a
cache hit load the object code into an MCJIT engine and build the functions from the
description, so code from the cache cannot behave differently from code just compiled.

Within a process, code whose Executable is still alive (or among the last few used) is
reused without reading the disk: a second `compile()` of the same program costs a hash.
"""

from __future__ import annotations

import collections
import ctypes
import functools
import logging
import threading
import weakref
from dataclasses import dataclass, field

import llvmlite.binding as llvm

from . import cache_key
from .compiler import backend, vector_math
from .contract import abi, elf, native
from .contract.signature import FunctionSignature
from .errors import CompileError
from .runtime import cache as disk
from .runtime import custom_calls

log = logging.getLogger("stablehlo_cc")

_RECENT = 16  # code objects kept alive in a process even when no Executable uses them


class ObjectCode:
    """Object code loaded into this process (an MCJIT engine), handing out function addresses."""

    def __init__(self, obj: bytes, externals: list[str]):
        # What the code calls is what its object leaves undefined: code generation adds
        # calls the IR never declared (float_conversions.c), and MCJIT's linker binds an
        # unresolved one to address 0 instead of failing.
        externals = sorted(set(externals) | set(elf.undefined_symbols(obj)) - _LINKER_DEFINED)
        # Code with parallel loops (or native sorts) calls this process's thread pool
        # (contract/native/).
        self.thread_limit = None
        if native.calls_native(externals):
            _add_native_symbols()
            self.thread_limit = native.library().shlo_parallel_set_thread_limit
        missing = _unresolved(externals)
        if missing:  # the dynamic linker of MCJIT aborts the process on an unresolved symbol
            raise CompileError("internal error: the generated code calls "
                               f"{', '.join(missing)}, which this process does not provide")
        tm = backend.target_machine(None, 3, jit=True)
        self._engine = llvm.create_mcjit_compiler(llvm.parse_assembly(""), tm)
        self._engine.add_object_file(llvm.ObjectFileRef.from_data(obj))
        self._engine.finalize_object()

    def address(self, symbol: str) -> int:
        addr = self._engine.get_function_address(symbol)
        if not addr:
            raise CompileError(f"internal error: symbol {symbol} missing from the code")
        return addr


_native_given: list = []  # the pool's library whose symbols MCJIT's linker was given
_native_lock = threading.Lock()


def _add_native_symbols() -> None:
    """Give MCJIT's linker the thread pool's entry points, once a process: its symbol table
    is process-wide and the pool's library is loaded once (native.library), so adding the
    ~100 symbols again for every compile (~1 ms, issue 11) changed nothing."""
    with _native_lock:
        lib = native.library()
        if _native_given and _native_given[0] is lib:
            return
        for name, address in native.symbols().items():
            backend.add_symbol(name, address)
        _native_given[:] = [lib]


def _unresolved(names: list[str]) -> list[str]:
    if any(n.startswith("_ZGV") for n in names):
        vector_math.libmvec_path()  # loads libmvec for the JIT's linker
    process = _process()
    return [n for n in names if not hasattr(process, n) and not llvm.address_of_symbol(n)]


@functools.cache
def _process() -> ctypes.CDLL:
    """The symbols of this process (its global scope), opened once."""
    return ctypes.CDLL(None)



# Symbols the static linker defines itself; MCJIT handles them.
_LINKER_DEFINED = {"_GLOBAL_OFFSET_TABLE_"}


@dataclass
class Program:
    """What an Executable is made of: the functions of loaded code and what the grid needs."""

    signatures: list
    source_name: str
    functions: dict  # name -> CompiledFunction
    owner: ObjectCode
    num_replicas: int = 1
    num_partitions: int = 1
    uses_runtime: bool = False
    runtime_ops: list = field(default_factory=list)  # OpSpecs of the grid runtime's ops
    layouts: dict = field(default_factory=dict)


# --- the description ---------------------------------------------------------------------

def _layout_json(layout) -> dict:
    return {"axes": layout.mesh.axes, "device_ids": layout.mesh.device_ids,
            "dims": [[[name, list(sub) if sub is not None else None] for name, sub in axes]
                     for axes in layout.dims]}


def _layout_from_json(obj: dict):
    from .contract.sharding import Layout, Mesh
    return Layout(Mesh(obj["axes"], obj["device_ids"]),
                  [[(name, tuple(sub) if sub is not None else None) for name, sub in axes]
                   for axes in obj["dims"]])


def describe(result, prefix: str, externals: list[str]) -> dict:
    """The JSON description of a compiler.Compiled of stage "code"."""
    import json
    meta = json.loads(abi.metadata_json(prefix, result.signatures,
                                        backend.target_description(None), result.runtime,
                                        (result.num_replicas, result.num_partitions)))
    return {"meta": meta, "source_name": result.source_name,
            "uses_runtime": bool(result.uses_runtime), "externals": externals,
            "layouts": {fn: [[_layout_json(x) for x in args], [_layout_json(x) for x in res]]
                        for fn, (args, res) in result.layouts.items()}}


def _program(description: dict, code: ObjectCode) -> Program:
    from .contract import services
    from .runtime.executable import CompiledFunction
    from .runtime.python_runtime import PythonRuntime
    meta = description["meta"]
    runtime = None
    entries = []
    if meta.get("runtime") is not None:
        entries = [services.entry_from_json(obj, i)
                   for i, obj in enumerate(meta["runtime"]["ops"])]
        missing = [e for e in entries
                   if isinstance(e, custom_calls.Site) and e.callback_index is None and
                   not custom_calls.is_registered(e.target)]  # (callbacks: bound by compile)
        if missing:
            raise custom_calls.unregistered_error(missing)
        runtime = PythonRuntime(entries)
    signatures, functions = [], {}
    for fn in meta["functions"]:
        sig = FunctionSignature.from_json(fn)
        signatures.append(sig)
        buffers = fn.get("buffers_symbol")
        functions[sig.name] = CompiledFunction(sig, code.address(fn["symbol"]),
                                               runtime=runtime if fn.get("takes_runtime")
                                               else None, set_thread_limit=code.thread_limit,
                                               buffers_address=buffers and code.address(buffers))
    grid = meta.get("grid", {})
    layouts = {fn: ([_layout_from_json(x) for x in args], [_layout_from_json(x) for x in res])
               for fn, (args, res) in description.get("layouts", {}).items()}
    return Program(signatures, description["source_name"], functions, code,
                   grid.get("num_replicas", 1), grid.get("num_partitions", 1),
                   description["uses_runtime"],
                   [e for e in entries if not isinstance(e, custom_calls.Site)], layouts)


# --- in this process ---------------------------------------------------------------------

_lock = threading.Lock()
_live: dict = {}  # key -> (weakref to ObjectCode, description)
_recent: collections.OrderedDict = collections.OrderedDict()  # key -> ObjectCode


def _remember(key: str, description: dict, code: ObjectCode) -> None:
    def forget(ref, key=key):  # no lock: the collector may call this anywhere
        if _live.get(key, (None,))[0] is ref:
            _live.pop(key, None)

    with _lock:
        _live[key] = (weakref.ref(code, forget), description)
        _recent[key] = code
        _recent.move_to_end(key)
        while len(_recent) > _RECENT:
            _recent.popitem(last=False)


def _in_process(key: str):
    with _lock:
        found = _live.get(key)
        code = found[0]() if found else None
        if code is not None and key in _recent:
            _recent.move_to_end(key)
    return (found[1], code) if code is not None else None


def forget_in_process() -> None:
    """Drop this process's references to cached code (live Executables keep theirs)."""
    with _lock:
        _live.clear()
        _recent.clear()


# --- the two ways to get a Program ---------------------------------------------------------

def lookup(key: str | None) -> Program | None:
    """The program compiled under `key` earlier (in this process or stored on disk), or None."""
    if key is None:
        return None
    found = _in_process(key)
    if found is not None:
        log.debug("compile cache: %s found in this process", key[:16])
        return _program(*found)
    entry = disk.get(key) if disk.enabled() else None
    if entry is None:
        return None
    description, obj = entry
    try:
        code = ObjectCode(obj, description["externals"])
        program = _program(description, code)
    except CompileError as e:
        if "not registered" in str(e):  # the program is fine; its caller is not ready
            raise
        disk.discard(key, str(e))
        return None
    except (KeyError, TypeError, ValueError, RuntimeError) as e:  # not a description we wrote
        disk.discard(key, f"{type(e).__name__}: {e}")
        return None
    log.debug("compile cache: %s loaded from %s", key[:16], disk.directory())
    _remember(key, description, code)
    return program


def load_compiled(result, prefix: str, key: str | None) -> Program:
    """The code of a fresh compile (compiler.Compiled of stage "code"), stored under `key`."""
    externals = result.externals
    if externals is None:
        externals = sorted(fn.name for fn in result.llvm_module.functions
                           if fn.is_declaration and not fn.name.startswith("llvm."))
    obj = result.obj
    description = describe(result, prefix, externals)
    if result.runtime_keys:  # the code's runtime ops are rebuilt from the description
        from .contract import runtime_ops
        runtime_ops.release(result.runtime_keys)
    code = ObjectCode(obj, externals)
    program = _program(description, code)
    if key is not None:
        if disk.enabled():
            disk.put(key, description, obj)
        _remember(key, description, code)
    return program


def key_for(data, options, use_cache: bool | None) -> str | None:
    """The cache key of compiling `data` with `options` to code for this process, or None
    when caching is off (`cache=False`, or `STABLEHLO_CC_CACHE=0` unless `cache=True`)."""
    if use_cache is False or (use_cache is None and not disk.enabled()):
        return None
    return cache_key.compile_key(data, options, "code")
