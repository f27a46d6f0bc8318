"""Loop nests that LLVM reduced to a `memset`/`memcpy` are inlined into their callers.

Every loop nest is outlined into its own `noinline` function (linalg/loop_nest_functions.py)
before LLVM sees it. Fill and copy nests (an accumulator zeroed before a reduction, a mask
set to true, a buffer copied whole) are turned by the pipeline's loop-idiom pass into one
`llvm.memset`/`llvm.memcpy` call, and what is left is a function whose body is that call.
Code generation costs a fixed ~0.3-0.5 ms a function (the legacy pass manager of llvmlite's
code generation looks up the analyses of ~150 machine passes for every function: a module
of 100 such functions took 55 ms, 20 of them 14 ms, llvmlite, pinned), so each of these
costs more to compile than the few instructions it holds; the zoo's transformers have 2-3 of
them, MobileNetV2 4, the flax CNN 4 of its 14 functions.

So after the pipeline (llvm_passes.py), a function that is internal, is only called directly,
and has one basic block of nothing but memory intrinsic calls, address arithmetic and its
return is marked `alwaysinline` (its `noinline` removed) and LLVM's always-inliner puts the
call where it was called. The entry function stays one block of calls without loops or
float arithmetic, so cold_functions.py still compiles it the fast way (a large memset then
is a call to libc's `memset`, as it was inside the nest). Nothing else is inlined: a nest with
a loop is worth its own optimized function, and a float one would cost the entry function
its fast code generation.

XLA:CPU emits a fill or copy as a memset/memcpy thunk of its runtime (no kernel function
compiled at all); IREE turns `linalg.fill`/copies it can match into `iree_hal` buffer fill
and copy commands, so no dispatch function is compiled for them either.
"""

from __future__ import annotations

import ctypes

_FUNCTION_INDEX = ctypes.c_uint(0xFFFFFFFF).value  # LLVMAttributeFunctionIndex (~0U)
_INTERNAL_LINKAGE = 8  # LLVMInternalLinkage
_PRIVATE_LINKAGE = 9  # LLVMPrivateLinkage
# LLVMOpcode values (llvm-c/Core.h; stable across LLVM versions)
_RET, _GEP, _CALL = 1, 29, 45
_MEMORY_INTRINSICS = (b"llvm.memset.", b"llvm.memcpy.", b"llvm.memmove.")
MAX_INSTRUCTIONS = 8  # a body this short at most (a few calls and their addresses)
PIPELINE = "always-inline,globaldce"


def _name(lib, value) -> bytes:
    size = ctypes.c_size_t()
    raw = lib.LLVMGetValueName2(value, ctypes.byref(size))
    return ctypes.string_at(raw, size.value) if raw else b""


def _only_memory_calls(lib, fn) -> bool:
    """One basic block of memory intrinsic calls (at least one), GEPs and the return."""
    if lib.LLVMCountBasicBlocks(fn) != 1:
        return False
    inst = lib.LLVMGetFirstInstruction(lib.LLVMGetFirstBasicBlock(fn))
    count = calls = 0
    while inst:
        count += 1
        opcode = lib.LLVMGetInstructionOpcode(inst)
        if count > MAX_INSTRUCTIONS:
            return False
        if opcode == _CALL:
            callee = lib.LLVMGetCalledValue(inst)
            if not (callee and lib.LLVMIsAFunction(callee)
                    and _name(lib, callee).startswith(_MEMORY_INTRINSICS)):
                return False
            calls += 1
        elif opcode not in (_GEP, _RET):
            return False
        inst = lib.LLVMGetNextInstruction(inst)
    return calls > 0


def _called_directly_only(lib, fn) -> bool:
    """Every use of `fn` is a call of it (its address is not handed anywhere)."""
    use = lib.LLVMGetFirstUse(fn)
    while use:
        user = lib.LLVMGetUser(use)
        if not lib.LLVMIsACallInst(user) or lib.LLVMGetCalledValue(user) != fn:
            return False
        use = lib.LLVMGetNextUse(use)
    return True


def fill_functions(lib, mod) -> list:
    """The functions of `mod` (libLLVM) that `inline_fills` inlines."""
    found = []
    fn = lib.LLVMGetFirstFunction(mod)
    while fn:
        if (not lib.LLVMIsDeclaration(fn)
                and lib.LLVMGetLinkage(fn) in (_INTERNAL_LINKAGE, _PRIVATE_LINKAGE)
                and lib.LLVMGetFirstUse(fn) and _only_memory_calls(lib, fn)
                and _called_directly_only(lib, fn)):
            found.append(fn)
        fn = lib.LLVMGetNextFunction(fn)
    return found


def inline_fills(lib, mod, tm, options) -> int:
    """Inline the memset/memcpy-only functions of `mod` into their callers (see the module
    docstring); returns how many there were."""
    found = fill_functions(lib, mod)
    if not found:
        return 0
    context = lib.LLVMGetModuleContext(mod)
    noinline = lib.LLVMGetEnumAttributeKindForName(b"noinline", 8)
    always = lib.LLVMGetEnumAttributeKindForName(b"alwaysinline", 12)
    attribute = lib.LLVMCreateEnumAttribute(context, always, 0)
    for fn in found:
        lib.LLVMRemoveEnumAttributeAtIndex(fn, _FUNCTION_INDEX, noinline)
        lib.LLVMAddAttributeAtIndex(fn, _FUNCTION_INDEX, attribute)
    error = lib.LLVMRunPasses(mod, PIPELINE.encode(), tm, options)
    if error:
        raw = lib.LLVMGetErrorMessage(error)
        message = ctypes.string_at(raw).decode("utf-8", "replace")
        lib.LLVMDisposeErrorMessage(raw)
        raise RuntimeError(f"LLVM's inlining of fill functions failed: {message}")
    return len(found)
