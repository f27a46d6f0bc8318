"""llvmlite's code generation called without llvmlite's lock, for threads that each own their
LLVM context, module and target machine (split_codegen.py's parts).

llvmlite takes one process-wide lock around every call into its LLVM (`ffi.lib._lock`), so
two threads calling `TargetMachine.emit_object` generate code one after the other. LLVM itself
does not need that: code generation only touches its module (in its context) and its target
machine (whose subtarget cache is not thread-safe, hence one machine per thread); LLVM's own
`splitCodeGen` (ParallelCG.cpp) and ThinLTO's in-process backends run it on threads exactly so.
What is process-wide in code generation is read-only while it runs (the pass registry, guarded
by LLVM's own lock; the cl::opt values, which the caller must hold fixed: see `emit_object`).

So the same functions of libllvmlite (parse the text into a new context, emit to memory,
dispose) are called here through ctypes function objects of our own, made from the library's
handle: with our argument types (llvmlite's are shared with its wrappers) and without the
lock; ctypes releases the GIL for the call. The object is the one llvmlite's `emit_object`
would make: the same C function on the same text and an identically built target machine.
"""

from __future__ import annotations

import ctypes
import threading

from llvmlite.binding import ffi

_p, _s, _i = ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int
_SIGNATURES = {  # name: (result, argument types), as libllvmlite declares them
    "LLVMPY_ContextCreate": (_p, []),
    "LLVMPY_ContextDispose": (None, [_p]),
    "LLVMPY_ParseAssembly": (_p, [_p, _s, ctypes.POINTER(_p)]),
    "LLVMPY_DisposeModule": (None, [_p]),
    "LLVMPY_TargetMachineEmitToMemory": (_p, [_p, _p, _i, ctypes.POINTER(_p)]),
    "LLVMPY_GetBufferStart": (_p, [_p]),
    "LLVMPY_GetBufferSize": (ctypes.c_size_t, [_p]),
    "LLVMPY_DisposeMemoryBuffer": (None, [_p]),
    "LLVMPY_DisposeString": (None, [_p]),
}
_lib = None
_lib_lock = threading.Lock()


def _api():
    global _lib
    with _lib_lock:
        if _lib is None:
            lib = ctypes.CDLL(ffi.lib._name, handle=ffi.lib._handle)  # (loads it, if needed)
            for name, (restype, argtypes) in _SIGNATURES.items():
                fn = getattr(lib, name)
                fn.restype, fn.argtypes = restype, argtypes
            _lib = lib
        return _lib


def available() -> bool:
    """Whether this llvmlite has the functions (and the handle) used here."""
    try:
        _api()
        return True
    except (AttributeError, OSError, TypeError):
        return False


def _message(lib, raw: ctypes.c_void_p) -> str:
    if not raw.value:
        return ""
    text = ctypes.string_at(raw.value).decode("utf-8", "replace")
    lib.LLVMPY_DisposeString(raw)
    return text


def emit_object(text: str, tm) -> bytes:
    """The object code of LLVM IR `text` for the llvmlite target machine `tm`, parsed into a
    context of its own. Callers run it on several threads at once only with a target machine
    each, and while they hold llvmlite's lock elsewhere with the code generation options set
    (codegen_options.ours()): so that no other llvmlite call runs, and no cl::opt changes,
    meanwhile."""
    lib = _api()
    machine = ctypes.cast(tm._ptr, _p)
    context = lib.LLVMPY_ContextCreate()
    try:
        error = _p()
        module = lib.LLVMPY_ParseAssembly(context, text.encode(), ctypes.byref(error))
        if not module:
            raise RuntimeError(f"LLVM IR parsing error\n{_message(lib, error)}")
        try:
            buffer = lib.LLVMPY_TargetMachineEmitToMemory(machine, module, 1, ctypes.byref(error))
            if not buffer:
                raise RuntimeError(_message(lib, error))
            try:
                return ctypes.string_at(lib.LLVMPY_GetBufferStart(buffer),
                                        lib.LLVMPY_GetBufferSize(buffer))
            finally:
                lib.LLVMPY_DisposeMemoryBuffer(buffer)
        finally:
            lib.LLVMPY_DisposeModule(module)
    finally:
        lib.LLVMPY_ContextDispose(context)
