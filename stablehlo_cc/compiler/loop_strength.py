"""Loop strength reduction only where it pays: in the parallel bodies, not in code generation.

LLVM's code generation starts with loop strength reduction (LSR: each innermost loop's
address arithmetic rewritten as pointer induction variables). On our modules it was the most
expensive part of code generation after instruction selection, and what it rewrites costs the
later passes more: code generation without it took 29 % less time (GPT-2 146 -> 103 ms, the
flax CNN 43 -> 30 ms; llvmlite, pinned, median of 3, 2026-11-26). It bought run time only
where a loop's addresses carry a run-time loop-invariant term: the parallel bodies that LLVM's
OpenMP builder outlines (`*.omp_par`), whose loop runs from the thread's lower bound, so that
each address is `base + (lb + i)`; LSR folds `lb` into the base pointers once per chunk.
Without LSR anywhere, the kernel `fma8_16M` ran 11 % and `layernorm` 12 % slower (one more
`lea` an iteration), while 22 zoo models and the other kernels stayed within noise (+-2 %):
the loop nests' own loops start at constants and instruction selection folds their
addresses into x86 addressing modes.

So LSR runs in the optimization pipeline (libLLVM, llvm_passes.py), on the parallel bodies
only, and code generation runs without it. LLVM's textual pipelines cannot name functions;
a pass skips `optnone` functions, so every other function is marked `optnone` for that one
pass and unmarked after. Code generation goes through llvmlite, whose `-disable-lsr` is a
process-wide LLVM option (numba shares it): `no_lsr()` sets it only while our code is
generated, holding llvmlite's own lock, which every llvmlite call takes, so no other user's
code generation can run meanwhile; it is reset to LLVM's default (on) after.

XLA:CPU and IREE leave LSR to LLVM's code generation; neither splits its functions this
way. IREE's bodies are dispatch regions whose loops start at workgroup offsets (like our
parallel bodies) and XLA's loops are emitted with the induction variables LLVM reduces.
"""

from __future__ import annotations

import contextlib
import ctypes
import re

import llvmlite.binding as llvm
from llvmlite.binding import ffi

from .linalg.loop_nest_functions import PREFIX as NEST_PREFIX

PARALLEL_BODY = ".omp_par"  # what LLVM's OpenMP builder appends to an outlined body's name
PIPELINE = "function(loop(canon-freeze,loop-reduce))"  # code generation's order
_FUNCTION_INDEX = ctypes.c_uint(0xFFFFFFFF).value  # LLVMAttributeFunctionIndex (~0U)
_MULTIPLY_ADD = re.compile(rb"llvm\.(?:fmuladd|fma)\.v\d+")


def _multiply_accumulate_users(lib, mod) -> set[int]:
    """The functions that call a vector multiply-add intrinsic (`llvm.fmuladd`/`llvm.fma`
    on vectors: the register tiles of contractions and convolutions), found through the
    intrinsics' uses rather than by walking every instruction."""
    size = ctypes.c_size_t()
    users = set()
    fn = lib.LLVMGetFirstFunction(mod)
    while fn:
        name = ctypes.string_at(lib.LLVMGetValueName2(fn, ctypes.byref(size)), size.value)
        if _MULTIPLY_ADD.match(name):
            use = lib.LLVMGetFirstUse(fn)
            while use:
                block = lib.LLVMGetInstructionParent(lib.LLVMGetUser(use))
                if block:
                    users.add(lib.LLVMGetBasicBlockParent(block))
                use = lib.LLVMGetNextUse(use)
        fn = lib.LLVMGetNextFunction(fn)
    return users


def reduced(name: bytes, multiply_accumulates: bool) -> bool:
    """Whether the function `name` gets LSR: all but the loop nests' own functions, unless
    they hold a register tile (`multiply_accumulates`)."""
    return (PARALLEL_BODY.encode() in name or not name.startswith(NEST_PREFIX.encode())
            or multiply_accumulates)


def reduce_loops(lib, mod, tm, options) -> None:
    """Run LSR on the loops of the functions of `mod` that `reduced` names (libLLVM module,
    target machine `tm`, pass builder `options`); every other function is left as it is."""
    size = ctypes.c_size_t()
    tiles = _multiply_accumulate_users(lib, mod)
    bodies, others = [], []
    fn = lib.LLVMGetFirstFunction(mod)
    while fn:
        if not lib.LLVMIsDeclaration(fn):
            name = ctypes.string_at(lib.LLVMGetValueName2(fn, ctypes.byref(size)), size.value)
            (bodies if reduced(name, fn in tiles) else others).append(fn)
        fn = lib.LLVMGetNextFunction(fn)
    if not bodies:
        return
    kind = lib.LLVMGetEnumAttributeKindForName(b"optnone", 7)
    optnone = lib.LLVMCreateEnumAttribute(lib.LLVMGetModuleContext(mod), kind, 0)
    marked = [f for f in others if not lib.LLVMGetEnumAttributeAtIndex(f, _FUNCTION_INDEX, kind)]
    for f in marked:
        lib.LLVMAddAttributeAtIndex(f, _FUNCTION_INDEX, optnone)
    try:
        error = lib.LLVMRunPasses(mod, PIPELINE.encode(), tm, options)
    finally:
        for f in marked:
            lib.LLVMRemoveEnumAttributeAtIndex(f, _FUNCTION_INDEX, kind)
    if error:
        raw = lib.LLVMGetErrorMessage(error)
        message = ctypes.string_at(raw).decode("utf-8", "replace")
        lib.LLVMDisposeErrorMessage(raw)
        raise RuntimeError(f"LLVM's loop strength reduction failed: {message}")


@contextlib.contextmanager
def no_lsr():
    """llvmlite's code generation without LSR, for the duration (see the module docstring)."""
    with ffi.lib._lock:
        llvm.set_option("stablehlo-cc", "-disable-lsr=true")
        try:
            yield
        finally:
            llvm.set_option("stablehlo-cc", "-disable-lsr=false")
