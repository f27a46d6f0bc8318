"""The translated LLVM module kept in libLLVM, from MLIR's translation to LLVM's optimization.

MLIR's translation builds the module in the libLLVM that the MLIR bindings link, and LLVM's
pass pipeline (llvm_passes.py) runs in that same library. Printing the translated module and
parsing the text again was a round trip through text that a direct path avoids (issue 11): the
translated module is mostly the entry function's memref descriptor bookkeeping (BERT, GPT-2:
570 KB of text, 58 % of it `main`), and printing it, editing the text in Python and parsing
and verifying it again took 25-30 ms of GPT-2's compile and 45-55 ms of Whisper's (pinned, CPU
time). So the module stays in memory: the OpenMP runtime functions are renamed on it, and the
pieces the compiler adds as text (the ABI wrappers and the metadata string, the runtime
trampolines) are parsed on their own, with declarations of what they use from the module, and
linked into it (`LLVMLinkModules2`). A compile that needs the text anyway (`emit="llvm-ir"`,
assembly, a module compiled in parts on several threads) prints the linked module.

XLA:CPU and IREE never leave memory between their MLIR and LLVM stages either (their
translation hands an `llvm::Module` to the optimizer).
"""

from __future__ import annotations

import ctypes
import re

from . import llvm_passes

_NAME = r'(?:"[^"\n]*"|[-\w$.]+)'
_REF = re.compile(rf"@({_NAME})")
_INTERNAL_DEFINE = re.compile(rf"^(define )internal ([^\n]*?@({_NAME})\()", re.M)
_DEFINED = re.compile(rf"^(?:define [^\n]*?@({_NAME})\(|declare [^\n]*?@({_NAME})\(|@({_NAME}) = )",
                      re.M)


class Module:
    """An LLVM module and its context in libLLVM (`dispose` frees both)."""

    def __init__(self, context: int, module: int):
        self.ctx, self.mod = context, module
        self._lib = llvm_passes.api()

    def text(self) -> str:
        lib = self._lib
        return llvm_passes._message(lib, lib.LLVMPrintModuleToString(self.mod),
                                    lib.LLVMDisposeMessage)

    def rename_functions(self, prefix: str, new_prefix: str) -> None:
        """Rename every function whose name starts with `prefix` (calls follow the function)."""
        lib, size = self._lib, ctypes.c_size_t()
        fn = lib.LLVMGetFirstFunction(self.mod)
        while fn:
            name = ctypes.string_at(lib.LLVMGetValueName2(fn, ctypes.byref(size)), size.value)
            if name.startswith(prefix.encode()):
                new = new_prefix.encode() + name[len(prefix):]
                lib.LLVMSetValueName2(fn, new, len(new))
            fn = lib.LLVMGetNextFunction(fn)

    def link(self, ir_text: str) -> None:
        """Parse `ir_text` (which may use the module's functions and globals without
        declaring them) and link it into the module. Raises ValueError with LLVM's message
        for text that does not parse, verify or link."""
        lib = self._lib
        # An internal definition of a function the module declares (a runtime trampoline)
        # would not resolve the module's calls: it is linked external, then made internal.
        internal = []

        def external(match: re.Match) -> str:
            name = match.group(3).strip('"').encode()
            fn = lib.LLVMGetNamedFunction(self.mod, name)
            if not fn or not lib.LLVMIsDeclaration(fn):
                return match.group(0)
            internal.append(name)
            return match.group(1) + match.group(2)

        text = _INTERNAL_DEFINE.sub(external, ir_text)
        text = self._declarations(text) + text
        triple = lib.LLVMGetTarget(self.mod).decode()
        layout = lib.LLVMGetDataLayoutStr(self.mod).decode()
        src = llvm_passes._parse(lib, self.ctx, text, triple, layout)
        if lib.LLVMLinkModules2(self.mod, src):  # the source module is gone either way
            raise ValueError("linking the compiler's LLVM IR into the program failed")
        for name in internal:
            lib.LLVMSetLinkage(lib.LLVMGetNamedFunction(self.mod, name),
                               llvm_passes._INTERNAL_LINKAGE)

    def _declarations(self, ir_text: str) -> str:
        """Declarations of the functions and globals `ir_text` names but does not declare,
        as the module has them."""
        lib = self._lib
        own = {next(g for g in m.groups() if g) for m in _DEFINED.finditer(ir_text)}
        lines = []
        for name in sorted(set(_REF.findall(ir_text)) - own):
            bare = name.strip('"').encode()
            fn = lib.LLVMGetNamedFunction(self.mod, bare)
            value = fn or lib.LLVMGetNamedGlobal(self.mod, bare)
            if not value:
                continue  # the parser reports it
            kind = llvm_passes._message(lib, lib.LLVMPrintTypeToString(
                lib.LLVMGlobalGetValueType(value)), lib.LLVMDisposeMessage)
            if fn:  # "ret (params)": the result type has no parenthesis
                cut = kind.index("(")
                lines.append(f"declare {kind[:cut].strip()} @{name}{kind[cut:]}")
            else:
                lines.append(f"@{name} = external global {kind}")
        return "\n".join(lines) + "\n" if lines else ""

    def dispose(self) -> None:
        if self.mod:
            self._lib.LLVMDisposeModule(self.mod)
            self.mod = None
        if self.ctx:
            self._lib.LLVMContextDispose(self.ctx)
            self.ctx = None
