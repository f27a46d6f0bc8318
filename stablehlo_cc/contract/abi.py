"""The C ABI of compiled programs: exported wrappers, embedded metadata, and the C header.

Every public function `f` of a program compiled with prefix `p` is exported as

    int32_t p_f(const T0 *arg0, ..., T_k *result0, ...);

Arguments and results are dense row-major buffers of the element type; the caller owns all
of them (results are written into buffers the caller allocated with the sizes in the header).
The return value is 0 on success. The wrapper calls the lowered function, whose memrefs are
bare pointers, inputs first and then out-params. A JSON description of every exported function
is embedded as the NUL-terminated string `p__stablehlo_cc_metadata`, in the ELF section
`stablehlo_cc`, so that `stablehlo_cc.load` can rebuild the signatures from the library alone.
"""

from __future__ import annotations

import json
import re

from ..errors import CompileError
from .signature import FunctionSignature
from ..types import c_type
from . import abi_runtime

# Features only reachable through explicit intrinsics (system, security, tracing, cache
# control, AMX tiles): compiled StableHLO never contains such instructions, so a machine
# without them runs the code; `load` does not ask for them.
SYSTEM_ONLY_FEATURES = frozenset({
    "amx-avx512", "amx-bf16", "amx-complex", "amx-fp16", "amx-fp8", "amx-int8", "amx-movrs",
    "amx-tf32", "amx-tile", "cldemote", "clflushopt", "clwb", "clzero", "enqcmd", "fsgsbase",
    "hreset", "invpcid", "kl", "lwp", "movdir64b", "movdiri", "mwaitx", "pconfig", "pku",
    "ptwrite", "raoint", "rdpid", "rdpru", "rdrnd", "rdseed", "rtm", "serialize", "sgx",
    "shstk", "tsxldtrk", "uintr", "usermsr", "waitpkg", "wbnoinvd", "widekl", "xsave",
    "xsavec", "xsaveopt", "xsaves",
})

ABI_VERSION = 2  # 2: runtime services (abi_runtime.py); libraries of version 1 still load
SUPPORTED_ABI_VERSIONS = (1, 2)
METADATA_SECTION = "stablehlo_cc"  # not ".stab...": GNU as takes those for stabs sections


def c_identifier(text: str) -> str:
    ident = re.sub(r"[^A-Za-z0-9_]", "_", text)
    return ident if ident and not ident[0].isdigit() else "_" + ident


# Words a C or C++ parameter cannot be named.
_C_KEYWORDS = frozenset("""
    auto bool break case char class const continue default delete do double else enum extern
    false float for goto if inline int long namespace new operator private protected public
    register restrict return short signed sizeof static struct switch template this throw
    true try typedef typename union unsigned using virtual void volatile while
    """.split())


def c_identifier_of_path(path: str) -> str:
    """A name such as a JAX pytree path as a C identifier: `x['token_ids']` -> `x_token_ids`,
    `params[0].w` -> `params_0_w` (never a C keyword)."""
    ident = "_".join(re.findall(r"[A-Za-z0-9_]+", path)) or "_"
    if ident[0].isdigit():
        ident = "_" + ident
    return ident + "_" if ident in _C_KEYWORDS else ident


def export_symbol(prefix: str, function: str) -> str:
    return c_identifier(f"{prefix}_{function}")


def buffers_symbol(prefix: str, function: str) -> str:
    """The same function taking its buffers as one array of pointers (see `wrappers_ir`)."""
    return export_symbol(prefix, function) + "__buffers"


def exported_symbols(prefix: str, signatures: list[FunctionSignature]) -> set[str]:
    """Every function symbol a library of these signatures exports."""
    return {name for sig in signatures
            for name in (export_symbol(prefix, sig.name), buffers_symbol(prefix, sig.name))}


def metadata_symbol(prefix: str) -> str:
    return c_identifier(f"{prefix}__stablehlo_cc_metadata")


def metadata_json(prefix: str, signatures: list[FunctionSignature],
                  target: dict | None = None, runtime=None, grid: tuple = (1, 1)) -> str:
    """`runtime` (an `abi_runtime.RuntimeUse`, or None) lists the program's runtime ops; then
    every function takes the runtime first and names the services it needs."""
    functions = []
    for sig in signatures:
        fn = dict(sig.to_json(), symbol=export_symbol(prefix, sig.name),
                  buffers_symbol=buffers_symbol(prefix, sig.name))
        if runtime is not None:
            fn["takes_runtime"] = True
            fn["services"] = runtime.services_of(sig.name)
        functions.append(fn)
    # "integrity": zeros, the checksum contract/integrity.py seals a linked library with.
    meta = {"integrity": "0" * 64, "abi_version": ABI_VERSION, "prefix": prefix, "target": target or {},
            "grid": {"num_replicas": grid[0], "num_partitions": grid[1]},
            "functions": functions}
    if runtime is not None:
        meta["runtime"] = runtime.to_json()
    return json.dumps(meta, separators=(",", ":"))


def check_symbols(prefix: str, signatures: list[FunctionSignature], source_name: str) -> None:
    """Exported names must be distinct from each other and from the compiled functions' own
    names (`p_f` of `@f` would clash with a public `@p_f`)."""
    seen: dict[str, str] = {metadata_symbol(prefix): "the metadata string"}
    internal = {sig.name for sig in signatures}
    for sig in signatures:
        for symbol in (export_symbol(prefix, sig.name), buffers_symbol(prefix, sig.name)):
            if symbol in seen:
                raise CompileError(f"{source_name}: {seen[symbol]} and @{sig.name} would both "
                                   f"be exported as {symbol}; compile one of them "
                                   "(entry=/--entry)")
            if symbol in internal:
                raise CompileError(f"{source_name}: the C name {symbol} of @{sig.name} is also "
                                   "the name of a function of the program; choose another "
                                   "prefix")
            seen[symbol] = f"@{sig.name}"


def wrappers_ir(prefix: str, signatures: list[FunctionSignature],
                target: dict | None = None, runtime=None, grid: tuple = (1, 1)) -> str:
    """LLVM IR text: the exported wrappers and the metadata string, appended to the module.

    `target` ({"cpu": name, "features": [...]}) records what the code was generated for;
    `runtime` (an `abi_runtime.RuntimeUse`) the runtime ops of a program that has some."""
    parts = []
    for sig in signatures:
        n = len(sig.args) + len(sig.results)
        parts.append(_buffers_wrapper(prefix, sig.name, n, runtime is not None))
        if runtime is not None:
            parts.append(abi_runtime.wrapper_ir(export_symbol(prefix, sig.name), sig.name,
                                                len(sig.args), len(sig.results),
                                                runtime.services_of(sig.name)))
            continue
        # noalias: results overlap nothing and arguments are only read (see docs/c-abi.md),
        # which lets LLVM vectorize loops without run-time overlap checks.
        params = ", ".join(f"ptr noalias %p{i}" for i in range(n))
        call_args = ", ".join(f"ptr %p{i}" for i in range(n))
        parts.append(
            f'define i32 @"{export_symbol(prefix, sig.name)}"({params}) {{\n'
            f'  call void @"{sig.name}"({call_args})\n'
            f"  ret i32 0\n}}\n")
    text, size = abi_runtime.llvm_string(metadata_json(prefix, signatures, target, runtime, grid))
    symbol = metadata_symbol(prefix)
    parts.append(f'@"{symbol}" = constant [{size} x i8] c"{text}", section "{METADATA_SECTION}", '
                 f"align 1\n")
    parts.append(f'@llvm.used = appending global [1 x ptr] [ptr @"{symbol}"], '
                 f'section "llvm.metadata"\n')
    return "".join(parts)


def _buffers_wrapper(prefix: str, name: str, n: int, takes_runtime: bool) -> str:
    """`int32_t p_f__buffers([runtime,] void *const *buffers)`: the exported function with
    its n buffer pointers read from an array (arguments, then results). A model can have
    more weights than a call can pass conveniently: ctypes and libffi take at most 1024
    arguments (NASNetMobile from keras.applications takes 1127 arrays), and a caller that builds
    calls at run time (an FFI, a serving runtime) has an array at hand anyway."""
    lines = [f'define i32 @"{buffers_symbol(prefix, name)}"('
             f'{"ptr %runtime, " if takes_runtime else ""}ptr noalias %buffers) {{']
    for i in range(n):
        lines += [f"  %a{i} = getelementptr inbounds ptr, ptr %buffers, i64 {i}",
                  f"  %p{i} = load ptr, ptr %a{i}, align 8"]
    call_args = ["ptr %runtime"] if takes_runtime else []
    call_args += [f"ptr %p{i}" for i in range(n)]
    lines += [f'  %status = call i32 @"{export_symbol(prefix, name)}"({", ".join(call_args)})',
              "  ret i32 %status", "}", ""]
    return "\n".join(lines)


def _describe(t) -> str:
    dims = "x".join(str(d) for d in t.shape) or "scalar"
    return f"{t.element}[{dims}]"


def _elements(t) -> int:
    n = 1
    for d in t.shape:
        n *= d
    return n


def _count_macros(prefix: str, sig: FunctionSignature) -> list[str]:
    """`#define <symbol>_ARG<i>_ELEMENTS n`: how many elements each buffer holds."""
    symbol = export_symbol(prefix, sig.name)
    lines = []
    for kind, types in (("ARG", sig.args), ("RESULT", sig.results)):
        for i, t in enumerate(types):
            lines.append(f"#define {symbol}_{kind}{i}_ELEMENTS ((size_t){_elements(t)})")
    return lines


def c_header(prefix: str, signatures: list[FunctionSignature], source_name: str,
             runtime=None) -> str:
    """A C (and C++) header declaring every exported function of a library built with `prefix`
    (and, for a program with runtime ops, the runtime-services interface they take first).

    See docs/c-abi.md for the contract it states."""
    guard = "STABLEHLO_CC_" + c_identifier(f"{prefix}_h").upper()
    lines = [
        f"/* Generated by stablehlo-cc from {_comment_safe(source_name)}. Do not edit. */",
        f"#ifndef {guard}",
        f"#define {guard}",
        "",
        "#include <stdbool.h>",
        "#include <stddef.h>",
        "#include <stdint.h>",
        "",
        "#ifdef __cplusplus",
        'extern "C" {',
        "#endif",
        "",
        "/* Every buffer is dense and row-major (C order), aligned for its element type, and",
        "   allocated by the caller: arguments are only read, results are written in full.",
        "   A result buffer must not overlap any other buffer of the call.",
        "   i1 elements are bool (one byte, 0 or 1); f16 and bf16 elements are their 16-bit",
        "   patterns (uint16_t); f8 and smaller floats are one byte each; complex elements are",
        "   (real, imaginary) pairs of float or double (two C elements each: the _ELEMENTS",
        "   counts below are tensor elements). The functions keep no state between calls and",
        "   may run concurrently. Each returns 0 on success. */",
        "",
    ]
    if runtime is not None:
        lines += abi_runtime.header_declarations()
    for sig in signatures:
        params = ["const shlo_runtime *runtime"] if runtime is not None else []
        arg_names, result_names = parameter_names(sig)
        params += [f"const {c_type(t.element)} *{n}" for n, t in zip(arg_names, sig.args)]
        params += [f"{c_type(t.element)} *{n}" for n, t in zip(result_names, sig.results)]
        lines.append(f"/* @{sig.name}: ({', '.join(_describe(t) for t in sig.args)}) -> "
                     f"({', '.join(_describe(t) for t in sig.results)}) */")
        if runtime is not None:
            needed = runtime.services_of(sig.name)
            lines.append(f"/* runtime services it calls: {', '.join(needed) or 'none'} */")
        lines += _count_macros(prefix, sig)
        lines.append(f"int32_t {export_symbol(prefix, sig.name)}({', '.join(params) or 'void'});")
        lines.append(f"/* the same, its {len(sig.args) + len(sig.results)} buffers as one array: "
                     "arguments, then results */")
        lines.append(f"int32_t {buffers_symbol(prefix, sig.name)}("
                     f"{'const shlo_runtime *runtime, ' if runtime is not None else ''}"
                     "void *const *buffers);")
        lines.append("")
    lines += [
        "/* JSON description of the functions above (what stablehlo_cc.load reads). */",
        f"extern const char {metadata_symbol(prefix)}[];",
        "",
        "#ifdef __cplusplus",
        "}",
        "#endif",
        "",
        f"#endif /* {guard} */",
        "",
    ]
    return "\n".join(lines)


def parameter_names(sig: FunctionSignature) -> tuple[list, list]:
    """C parameter names of the arguments and results: the program's names as C identifiers
    (`x['token_ids']` -> `x_token_ids`), else `arg<i>`/`result<i>`; all distinct."""
    taken = {"runtime"}
    lists = []
    for names, count, stem in ((sig.arg_names, len(sig.args), "arg"),
                               (sig.result_names, len(sig.results), "result")):
        out = []
        for i in range(count):
            name = c_identifier_of_path(names[i]) if names else f"{stem}{i}"
            if name in taken:
                name = f"{name}_{stem}{i}"
            taken.add(name)
            out.append(name)
        lists.append(out)
    return lists[0], lists[1]


def _comment_safe(text: str) -> str:
    """A file name can hold `*/`, which would end the comment early."""
    return text.replace("*/", "* /")
