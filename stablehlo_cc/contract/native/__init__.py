"""Native code that compiled programs link with: the thread pool of their parallel loops
(`parallel.c`), the radix sort of `stablehlo.sort` (`sort.c`, which runs on that pool), the
packed matrix product of large contractions (`gemm.c`, on the pool too), the depthwise
convolution (`depthwise.c`, on the pool), the transpose of 32-bit elements (`transpose.c`, on
the pool) and
the allocator of their heap temporaries, which keeps large blocks between calls (`buffers.c`),
the float conversions LLVM calls rather than inlines (`float_conversions.c`), and
LAPACK-like routines of jaxlib's custom calls (`lapack_*.c`, see LAPACK below).

The sources are built with the system C compiler (the same one that links `.so` files), once
per source version, into a per-user cache: a shared library that code compiled in this
process calls through the JIT's symbol table, and an object that every `.so` or `.o` built by
`stablehlo-cc` carries inside it, so a library needs nothing beyond libc (pthreads) to run in
parallel. Builds are atomic (a temporary file, then `os.replace`), so processes that build
at once never see a torn file.
"""

from __future__ import annotations

import concurrent.futures
import ctypes
import glob
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
import threading

_HERE = os.path.dirname(os.path.abspath(__file__))
SOURCES = (os.path.join(_HERE, "parallel.c"), os.path.join(_HERE, "sort.c"),
           os.path.join(_HERE, "buffers.c"), os.path.join(_HERE, "gemm.c"),
           os.path.join(_HERE, "depthwise.c"), os.path.join(_HERE, "transpose.c"),
           os.path.join(_HERE, "float_conversions.c"),
           *sorted(glob.glob(os.path.join(_HERE, "lapack_*.c"))))  # (see LAPACK below)
_INCLUDED = tuple(os.path.join(_HERE, name) for name in  # part of the build's digest
                  ("sort_radix.inc", "gemm_int.inc", "gemm_few_rows.inc", "gemm_inner.inc",
                   "gemm_window.inc",
                   "host_cpu.inc", "small_float_bits.inc",
                   "parallel_cost.inc", "transpose8x8.inc", "transpose16x16.inc",
                   "kernel_linkage.inc")) + \
    tuple(sorted(glob.glob(os.path.join(_HERE, "lapack_*.inc"))))

# The OpenMP runtime entry points the compiled code calls, under our names (see parallel.c).
KMPC_ENTRY_POINTS = ("fork_call", "global_thread_num", "barrier", "for_static_fini",
                     "for_static_init_8u", "for_static_init_8", "for_static_init_4u",
                     "for_static_init_4")
RENAMED_PREFIX = "__shlo_kmpc_"
_CONTROL = ("shlo_parallel_set_thread_limit", "shlo_parallel_default_threads",
            "shlo_parallel_set_executor")
# Library functions compiled code calls directly (sort.c).
NATIVE_PREFIX = "__shlo_native_"
SORT_PAIRS32 = NATIVE_PREFIX + "sort_pairs32"     # i32 payloads
SORT_PAIRS32F = NATIVE_PREFIX + "sort_pairs32f"   # f32 payloads
SORT_PAIRS64 = NATIVE_PREFIX + "sort_pairs64"     # 64-bit keys, i32 payloads
# Packed matrix products (gemm.c), one a type of the operands (A's, then B's when they
# differ); f32 results, or int32 for 8/16-bit integer operands (gemm_int.inc).
GEMM = {"f32": NATIVE_PREFIX + "gemm_f32", "bf16": NATIVE_PREFIX + "gemm_bf16",
        "f16": NATIVE_PREFIX + "gemm_f16", "i8": NATIVE_PREFIX + "gemm_i8",
        "i16": NATIVE_PREFIX + "gemm_i16", "i8_i16": NATIVE_PREFIX + "gemm_i8_i16",
        "i16_i8": NATIVE_PREFIX + "gemm_i16_i8",
        # an operand that is a complex64 tensor read as f32 (compiler/linalg/complex_views.py)
        "complex<f32>_f32": NATIVE_PREFIX + "gemm_c64view_f32",
        "f32_complex<f32>": NATIVE_PREFIX + "gemm_f32_c64view"}
# Depthwise 2-D convolutions, f32 NHWC x HWC (depthwise.c).
DEPTHWISE_F32 = NATIVE_PREFIX + "depthwise_f32"
# Transposes of 32-bit elements (transpose.c), one entry a buffer type.
TRANSPOSE = {"f32": NATIVE_PREFIX + "transpose_f32", "i32": NATIVE_PREFIX + "transpose_i32"}
# LAPACK-like routines (eigh, eig, SVD, ...): every `lapack_*.c` here is built in, and each
# function it defines as `SHLO_KERNEL_EXPORT void __shlo_native_lapack_<routine>(...)` is
# callable by the routine name: compiler/linalg/native_lapack_calls.py says how (no table to
# edit: a new file is found by its name, its entry points by that pattern).
LAPACK_PREFIX = NATIVE_PREFIX + "lapack_"


def _lapack_symbols() -> tuple[str, ...]:
    found = set()
    for source in SOURCES:
        if os.path.basename(source).startswith("lapack_"):
            with open(source) as f:
                found.update(re.findall(r"SHLO_KERNEL_EXPORT\s+void\s+(" + LAPACK_PREFIX +
                                        r"\w+)\s*\(", f.read()))
    return tuple(sorted(found))


LAPACK = {name[len(LAPACK_PREFIX):]: name for name in _lapack_symbols()}  # routine -> symbol
# The allocator of compiled code's heap temporaries (buffers.c); the backend renames the
# code's malloc/free to these.
MALLOC = NATIVE_PREFIX + "malloc"
FREE = NATIVE_PREFIX + "free"
# Conversions LLVM's code generation may call without the IR declaring them
# (float_conversions.c): the object code's undefined symbols show them.
LIBCALLS = ("__truncsfbf2", "__truncdfbf2", "__extendbfsf2")
_LIBRARY_FUNCTIONS = (SORT_PAIRS32, SORT_PAIRS32F, SORT_PAIRS64, *GEMM.values(), DEPTHWISE_F32,
                      *TRANSPOSE.values(), *LAPACK.values(),
                      MALLOC, FREE, *LIBCALLS)


def calls_native(names) -> bool:
    """Whether code with these external symbol names calls anything of this package."""
    return any(n.startswith((RENAMED_PREFIX, NATIVE_PREFIX)) or n in LIBCALLS for n in names)


def object_calls_native(obj: bytes) -> bool:
    """The same question for an object file's bytes."""
    return RENAMED_PREFIX.encode() in obj or NATIVE_PREFIX.encode() in obj or \
        any(name.encode() in obj for name in LIBCALLS)

_lock = threading.Lock()
_library = None


class NativeBuildError(RuntimeError):
    pass


def c_compiler() -> str | None:
    return os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")


def _cache_dir() -> str:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "stablehlo-cc", "native")


def _build(kind: str) -> str:
    """Path of the sources built as `kind` ('so' or 'o'), building it if needed."""
    sha = hashlib.sha256()
    for source in SOURCES + _INCLUDED:
        with open(source, "rb") as f:
            sha.update(f.read())
    digest = sha.hexdigest()[:16]
    directory = _cache_dir()
    target = os.path.join(directory, f"parallel-{digest}.{kind}")
    if os.path.exists(target):
        return target
    cc = c_compiler()
    if cc is None:
        raise NativeBuildError("no C compiler (cc) found to build the thread pool")
    os.makedirs(directory, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=directory, suffix="." + kind)
    os.close(fd)
    base = [cc, "-O2", "-fPIC", "-pthread", "-fvisibility=hidden"]
    # Each source compiled on its own, all at once (the LAPACK routines made a serial build
    # ~20 s of CPU), then one link: a shared library, or one relocatable object.
    flags = ["-DSHLO_PARALLEL_SHARED"] if kind == "so" else []
    parts = [f"{tmp}.{i}.o" for i in range(len(SOURCES))]
    link = [cc, "-shared", "-pthread", *parts, "-o", tmp] if kind == "so" else \
        [cc, "-r", "-nostdlib", *parts, "-o", tmp]
    try:
        workers = max(1, min(len(SOURCES), len(os.sched_getaffinity(0))))
        with concurrent.futures.ThreadPoolExecutor(workers) as pool:
            list(pool.map(  # (list: a failed build raises here)
                lambda job: _run_build([*base, *flags, "-c", job[0], "-o", job[1]], tmp),
                zip(SOURCES, parts)))
        _run_build(link, tmp)
    finally:
        for part in parts:
            if os.path.exists(part):
                os.unlink(part)
    os.replace(tmp, target)
    return target


def _run_build(cmd: list, tmp: str) -> None:
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise NativeBuildError(f"building the native runtime failed: {' '.join(cmd)}\n"
                               f"{proc.stderr.strip()}")


def object_file() -> str:
    """The thread pool as a relocatable object, for linking into libraries."""
    return _build("o")


def library() -> ctypes.CDLL:
    """The thread pool loaded into this process (built on first use)."""
    global _library
    with _lock:
        if _library is None:
            _library = ctypes.CDLL(_build("so"))
            _library.shlo_parallel_set_thread_limit.argtypes = [ctypes.c_int32]
            _library.shlo_parallel_set_thread_limit.restype = None
            _library.shlo_parallel_default_threads.restype = ctypes.c_int32
            _library.shlo_buffers_release.restype = ctypes.c_uint64
            _library.shlo_buffers_cached.restype = ctypes.c_uint64
        return _library


def symbols() -> dict[str, int]:
    """Address of every entry point compiled code may call, by symbol name."""
    lib = library()
    names = [RENAMED_PREFIX + n for n in KMPC_ENTRY_POINTS] + list(_CONTROL)
    names += list(_LIBRARY_FUNCTIONS)
    return {n: ctypes.cast(getattr(lib, n), ctypes.c_void_p).value for n in names}


def set_thread_limit(n: int) -> None:
    """Team size of the parallel regions this OS thread starts (0: the process default)."""
    library().shlo_parallel_set_thread_limit(int(n))


def default_threads() -> int:
    return int(library().shlo_parallel_default_threads())


def release_buffers() -> int:
    """Free the heap temporaries kept between calls of JIT-compiled code; the bytes freed."""
    return int(library().shlo_buffers_release())


def cached_buffer_bytes() -> int:
    return int(library().shlo_buffers_cached())


def available() -> bool:
    try:
        library()
        return True
    except (NativeBuildError, OSError):
        return False
