"""Loop strength reduction where it pays, in the optimization pipeline; code generation without it.

LLVM's code generation starts with loop strength reduction (LSR: each innermost loop's
address arithmetic rewritten as pointer induction variables). On our modules it was the most
expensive part of code generation after instruction selection, and what it rewrites costs the
later passes more: code generation without it took 29 % less time (GPT-2 146 -> 103 ms, the
flax CNN 43 -> 30 ms; llvmlite, pinned, median of 3, 2026-11-26). Without LSR anywhere, 22
zoo models and most kernels ran the same (+-2 %), but three kinds of loop lost:
- the parallel bodies that LLVM's OpenMP builder outlines (`*.omp_par`): their loop runs
  from the thread's lower bound, each address is `base + (lb + i)`, and LSR folds `lb` into
  the base pointers once per chunk (kernels fma8_16M 11 % and layernorm 12 % slower without);
- the entry function's own loops (a while loop around nest calls: LSR merges its duplicate
  counters) and other helpers;
- register tiles of contractions and convolutions (a vector `llvm.fmuladd`/`llvm.fma`):
  their inner loop reads operands at `(tile | k) << s`, which the instruction selector
  cannot fold into an address (rnn1000 and the GRU 2-3 % slower without).
The loop nests' other functions (the bulk of the code: elementwise and reduction loops that
MLIR emitted from 0 with unit steps) do not need it: their addresses fold into x86
addressing modes as they are.

So LSR runs here, after the pipeline (libLLVM, llvm_passes.py), on those three kinds of
function only, and code generation runs without it. LLVM's textual pipelines cannot name
functions; a pass skips `optnone` functions, so every other function is marked `optnone` for
that one pass and unmarked after (the pass costs 4-8 ms on GPT-2 and BERT, 1 ms of it the
loop analyses of the skipped functions). Code generation goes through llvmlite, whose
`-disable-lsr` is a process-wide LLVM option (numba shares it): `no_lsr()` sets it only
while our code is generated, holding llvmlite's own lock, which every llvmlite call takes,
so no other user's code generation runs meanwhile; it is reset to LLVM's default (on) after
(a process that had turned LSR off through llvmlite itself would find it on again).

A function of more than LSR_MAX_BLOCKS basic blocks gets no LSR. LLVM's new-pass-manager LSR
does not keep its loops in LCSSA form (llvm-project issues 156334, 191652), and llvmlite's
LLVM is built with assertions: the loop pass adaptor then aborts the process ("Loops must
remain in LCSSA form!") before it visits the parent loop. It happened on a 4,900-line nest
function holding a batch loop around data-dependent while loops and a register tile (an
early version of the eig rule, _lapack_geev.py: 2 matrices of 9 x 9). The register tiles,
parallel bodies and entry functions LSR is for have at most 31 blocks in the zoo's 55
programs (tiles at most 23), so the bound takes LSR from none of them.

XLA:CPU and IREE leave LSR to LLVM's code generation for all their code; XLA's loop emitter
and IREE's dispatch regions produce the same `offset + i` addresses that LSR folds, which is
why it pays in our parallel bodies too. Result (process CPU time, pinned, median of 3-5,
same minutes, against main): code generation GPT-2 151 -> 127 ms, BERT 165 -> 130, the U-Net
block 158 -> 121, the flax CNN 41 -> 31; the pass here adds 4-16 ms (most where a model has
many register tiles); whole cold compiles 1-3.4 % faster (GPT-2 0.771 -> 0.750 s, BERT
0.809 -> 0.782, Llama 1.019 -> 0.987, ViT 0.800 -> 0.773). Run time of 22 zoo models and 18
kernels within +-1 % (interleaved in one process, pinned).
"""

from __future__ import annotations

import contextlib
import ctypes
import re
import threading

import llvmlite.binding as llvm
from llvmlite.binding import ffi

from .linalg.loop_nest_functions import PREFIX as NEST_PREFIX

PARALLEL_BODY = ".omp_par"  # what LLVM's OpenMP builder appends to an outlined body's name
PIPELINE = "function(loop(canon-freeze,loop-reduce))"  # code generation's order
_FUNCTION_INDEX = ctypes.c_uint(0xFFFFFFFF).value  # LLVMAttributeFunctionIndex (~0U)
_MULTIPLY_ADD = re.compile(rb"llvm\.(?:fmuladd|fma)\.v\d+")
LSR_MAX_BLOCKS = 64  # (module docstring)


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
            small = lib.LLVMCountBasicBlocks(fn) <= LSR_MAX_BLOCKS
            (bodies if small and reduced(name, fn in tiles) else others).append(fn)
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


# llvmlite's lock around every call into its LLVM (a private attribute: our own lock if a
# later llvmlite has none, which still keeps our own code generation threads apart).
_LLVMLITE_LOCK = getattr(ffi.lib, "_lock", None) or threading.RLock()


@contextlib.contextmanager
def no_lsr():
    """llvmlite's code generation without LSR, for the duration (see the module docstring)."""
    with _LLVMLITE_LOCK:
        llvm.set_option("stablehlo-cc", "-disable-lsr=true")
        try:
            yield
        finally:
            llvm.set_option("stablehlo-cc", "-disable-lsr=false")
