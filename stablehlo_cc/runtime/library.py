"""Loading a shared library built by `stablehlo-cc -o prog.so` back into an Executable."""

from __future__ import annotations

import ctypes
import json
import os
from typing import Callable

from ..contract import services
from ..contract.abi import ABI_VERSION, METADATA_SECTION, SUPPORTED_ABI_VERSIONS, \
    SYSTEM_ONLY_FEATURES
from ..contract.signature import FunctionSignature, entry_if_any
from ..errors import CompileError
from . import custom_calls
from ..contract import integrity
from ..contract.elf import read_section
from .executable import CompiledFunction, Executable
from .python_runtime import PythonRuntime


def read_metadata(path: str) -> dict:
    """The JSON description embedded in the library's `stablehlo_cc` section."""
    raw = read_section(path, METADATA_SECTION)
    if raw is None:
        raise ValueError(f"{path}: not built by stablehlo-cc (no {METADATA_SECTION} section)")
    try:
        meta = json.loads(raw.split(b"\0", 1)[0])
        version = meta.get("abi_version")
    except (ValueError, AttributeError):
        raise ValueError(f"{path}: its {METADATA_SECTION} section is damaged") from None
    if version not in SUPPORTED_ABI_VERSIONS:
        raise ValueError(f"{path}: built for stablehlo-cc ABI version {version}, "
                         f"this is version {ABI_VERSION}")
    return meta


def check_cpu(path: str, meta: dict, host_features: Callable[[], set]) -> None:
    """A library built for this kind of machine's CPU uses its features: running it on a CPU
    without them dies with SIGILL, so refuse it first (`host_features()`: this machine's)."""
    wanted = set(meta.get("target", {}).get("features", []))
    if not wanted:
        return
    missing = sorted(wanted - host_features() - SYSTEM_ONLY_FEATURES)
    if missing:
        cpu = meta["target"].get("cpu", "another CPU")
        raise ValueError(f"{path} was built for {cpu}, with CPU features this machine lacks "
                         f"({', '.join(missing[:6])}{', ...' if len(missing) > 6 else ''}); "
                         "rebuild it here, or with --target-cpu (e.g. x86-64-v2) to run on "
                         "many machines")


def load(path, entry: str | None = None, *, num_replicas: int | None = None,
         num_partitions: int | None = None, num_threads: int | None = None,
         host_features: Callable[[], set] | None = None) -> Executable:
    """An Executable for a shared library built by stablehlo-cc; `entry` picks the function.

    A library whose program uses collectives, ids, channels, feeds or custom calls gets this
    process's runtime services: `run_grid` and MPI (`runtime/mpi.py`) run it as they run a
    compiled program, on the grid the program declares unless `num_replicas` /
    `num_partitions` say otherwise; its custom-call targets must be registered
    (`register_custom_call`) before loading and are looked up by name at each call.
    `host_features()` gives this machine's CPU features, to refuse a library built for
    features it lacks (`stablehlo_cc.load` passes the compiler backend's; None: no check).
    A library with parallel loops carries its own thread pool; `num_threads` caps it (see
    `stablehlo_cc.compile`)."""
    for what, value in (("num_replicas", num_replicas), ("num_partitions", num_partitions)):
        if value is not None and (not isinstance(value, int) or value < 1):
            raise ValueError(f"{what} must be a positive int, not {value!r}")
    path = os.path.abspath(os.fspath(path))
    if not os.path.isfile(path):
        raise FileNotFoundError(f"no such file: {path}")
    meta = read_metadata(path)
    integrity.verify(path, meta)  # before dlopen, which a damaged file can crash
    if host_features is not None:
        check_cpu(path, meta, host_features)
    try:
        lib = ctypes.CDLL(path)
    except OSError as e:  # e.g. an object file (.o): it must be linked first
        raise ValueError(f"{path}: cannot be loaded as a shared library ({e}); an object file "
                         "from stablehlo-cc -o prog.o must be linked into a program or .so") \
            from None
    signatures = [FunctionSignature.from_json(fn) for fn in meta["functions"]]
    try:
        name = entry_if_any(signatures, entry, path)
    except CompileError as e:  # nothing is being compiled here: a bad `entry` is a bad value
        raise ValueError(str(e)) from None
    runtime = _runtime(path, meta)
    pool = getattr(lib, "shlo_parallel_set_thread_limit", None)
    if pool is not None:
        pool.argtypes, pool.restype = [ctypes.c_int32], None
    functions = {}
    for sig, fn in zip(signatures, meta["functions"]):
        address = _symbol_address(lib, path, fn["symbol"])
        # (libraries built before the array entry existed have no buffers_symbol)
        buffers = _symbol_address(lib, path, fn["buffers_symbol"]) \
            if "buffers_symbol" in fn else None
        functions[sig.name] = CompiledFunction(sig, address, runtime=runtime
                                               if fn.get("takes_runtime") else None,
                                               set_thread_limit=pool, buffers_address=buffers)
    grid = meta.get("grid", {})
    exe = Executable(functions, name, owner=lib,
                     num_replicas=num_replicas or grid.get("num_replicas", 1),
                     num_partitions=num_partitions or grid.get("num_partitions", 1),
                     uses_runtime=runtime is not None and any(
                         not isinstance(e, custom_calls.Site) for e in runtime.entries))
    if runtime is not None:
        exe.runtime_ops = [e for e in runtime.entries if not isinstance(e, custom_calls.Site)]
        exe._runtime = runtime  # the services' callbacks live as long as the Executable
    exe.num_threads = num_threads
    return exe


def _symbol_address(lib, path: str, symbol: str) -> int:
    try:
        return ctypes.cast(getattr(lib, symbol), ctypes.c_void_p).value
    except AttributeError:
        raise ValueError(f"{path}: its metadata names {symbol}, which it does not export "
                         "(a damaged library)") from None


def _runtime(path: str, meta: dict):
    """Python's runtime services for the library's runtime ops (None if it has none).
    Every custom-call target must be registered already (`register_custom_call`)."""
    described = meta.get("runtime")
    if described is None:
        return None
    if described.get("version") != services.RUNTIME_VERSION:
        raise ValueError(f"{path}: uses runtime services version {described.get('version')}, "
                         f"this is version {services.RUNTIME_VERSION}")
    entries = [services.entry_from_json(obj, i) for i, obj in enumerate(described["ops"])]
    missing = sorted({(e.target, e.position) for e in entries
                      if isinstance(e, custom_calls.Site) and
                      not custom_calls.is_registered(e.target)})
    if missing:
        raise ValueError(f"{path} calls custom call target"
                         f"{'s' if len(missing) > 1 else ''} "
                         + ", ".join(f"'{t}' ({where})" for t, where in missing)
                         + " that no Python function implements: register "
                         + ("them" if len(missing) > 1 else "it")
                         + " with stablehlo_cc.register_custom_call before loading")
    return PythonRuntime(entries)
