"""The translated LLVM module kept in libLLVM, from MLIR's translation to LLVM's optimization.

MLIR's translation builds the module in the libLLVM that the MLIR bindings link, and LLVM's
pass pipeline (llvm_passes.py) runs in that same library. Printing the translated module and
parsing the text again was a round trip through text that a direct path avoids (issue 11): the
translated module is mostly the entry function's memref descriptor bookkeeping (BERT, GPT-2:
570 KB of text, 58 % of it `main`), and printing it and parsing and verifying it again took
23 ms of GPT-2's compile, 23 of BERT's, 30 of Llama's, 23 of the U-Net block's, 7 of the
flax CNN's and 50 of Whisper's (2-3 %; CPU time, pinned), plus Python's edits of the text. So the module stays in memory: the OpenMP runtime functions are renamed on it, and the
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
_HANDLER = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p)  # LLVMDiagnosticHandler
_ERROR = 0  # LLVMDSError
_EXTERNAL_LINKAGE = 0  # LLVMExternalLinkage
_LOCAL_LINKAGES = (llvm_passes._INTERNAL_LINKAGE, 9)  # LLVMInternalLinkage, LLVMPrivateLinkage
_INTERNAL_DEFINE = re.compile(rf"^(define )internal ([^\n]*?@({_NAME})\()", re.M)
_DEFINED = re.compile(rf"^(?:define [^\n]*?@({_NAME})\(|declare [^\n]*?@({_NAME})\(|@({_NAME}) = )",
                      re.M)


class Module:
    """An LLVM module and its context in libLLVM (`dispose` frees both)."""

    def __init__(self, context: int, module: int):
        self.ctx, self.mod = context, module
        self._lib = llvm_passes.api()

    @classmethod
    def from_text(cls, ir_text: str) -> "Module":
        """A module parsed from LLVM IR text in a new context (ValueError if it does not
        parse or verify)."""
        lib = llvm_passes.api()
        ctx = lib.LLVMContextCreate()
        try:
            return cls(ctx, llvm_passes._parse(lib, ctx, ir_text, "", ""))
        except BaseException:
            lib.LLVMContextDispose(ctx)
            raise

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
        # What the text uses of the module's local (internal, private) functions and globals
        # is linked as external, then made local again: text appended to the module's text
        # would have named them the same way.
        declarations, local = self._declarations(text)
        text = declarations + text
        triple = lib.LLVMGetTarget(self.mod).decode()
        layout = lib.LLVMGetDataLayoutStr(self.mod).decode()
        src = llvm_passes._parse(lib, self.ctx, text, triple, layout)
        for value, _ in local:
            lib.LLVMSetLinkage(value, _EXTERNAL_LINKAGE)
        try:
            messages = self._link(src)
        finally:
            for value, linkage in local:
                lib.LLVMSetLinkage(value, linkage)
        if messages is not None:
            raise ValueError("linking the compiler's LLVM IR into the program failed: "
                             + "; ".join(messages))
        for name in internal:
            lib.LLVMSetLinkage(lib.LLVMGetNamedFunction(self.mod, name),
                               llvm_passes._INTERNAL_LINKAGE)

    def _link(self, src) -> list[str] | None:
        """Link `src` into the module (`src` is gone after); None, or LLVM's error messages.
        LLVM's default diagnostic handler would end the process on a link error: ours
        collects the messages while the link runs."""
        lib, messages = self._lib, []

        @_HANDLER
        def collect(info, _context):
            if lib.LLVMGetDiagInfoSeverity(info) == _ERROR:
                messages.append(llvm_passes._message(lib, lib.LLVMGetDiagInfoDescription(info),
                                                     lib.LLVMDisposeMessage))

        lib.LLVMContextSetDiagnosticHandler(self.ctx, collect, None)
        try:
            failed = lib.LLVMLinkModules2(self.mod, src)
        finally:
            lib.LLVMContextSetDiagnosticHandler(self.ctx, None, None)
        return (messages or ["unknown error"]) if failed else None

    def _declarations(self, ir_text: str) -> tuple[str, list]:
        """Declarations of the functions and globals `ir_text` names but does not declare,
        as the module has them, and those of them that are local, with their linkage."""
        lib = self._lib
        own = {next(g for g in m.groups() if g) for m in _DEFINED.finditer(ir_text)}
        lines, local = [], []
        for name in sorted(set(_REF.findall(ir_text)) - own):
            bare = name.strip('"').encode()
            fn = lib.LLVMGetNamedFunction(self.mod, bare)
            value = fn or lib.LLVMGetNamedGlobal(self.mod, bare)
            if not value:
                continue  # the parser reports it
            linkage = lib.LLVMGetLinkage(value)
            if linkage in _LOCAL_LINKAGES:
                local.append((value, linkage))
            kind = llvm_passes._message(lib, lib.LLVMPrintTypeToString(
                lib.LLVMGlobalGetValueType(value)), lib.LLVMDisposeMessage)
            if fn:  # "ret (params)": the result type has no parenthesis
                cut = kind.index("(")
                lines.append(f"declare {kind[:cut].strip()} @{name}{kind[cut:]}")
            else:
                lines.append(f"@{name} = external global {kind}")
        return ("\n".join(lines) + "\n" if lines else ""), local

    def dispose(self) -> None:
        if self.mod:
            self._lib.LLVMDisposeModule(self.mod)
            self.mod = None
        if self.ctx:
            self._lib.LLVMContextDispose(self.ctx)
            self.ctx = None
