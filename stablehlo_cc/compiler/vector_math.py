"""Vectorized transcendental functions from glibc's libmvec.

LLVM's loop vectorizer turns a loop over `sin`, `log`, `pow`... into calls of vector
intrinsics such as `llvm.sin.v16f32`, which the code generator then splits back into 16
scalar libm calls. glibc ships vector versions of these functions (libmvec, x86-64 vector
function ABI, within 4 ulp like its scalar libm); after optimization each vector intrinsic
call whose width matches an instruction set the target has becomes a call of the libmvec
function, e.g. `_ZGVeN16v_sinf` (AVX-512, 16 floats). Nothing changes for a target CPU
given by name (its features are not known here) or where libmvec is missing.
"""

from __future__ import annotations

import ctypes.util
import functools
import platform
import re

import llvmlite.binding as llvm

# LLVM intrinsic name -> number of operands; libmvec's function has the same base name.
_FUNCTIONS = {
    "sin": 1, "cos": 1, "tan": 1, "asin": 1, "acos": 1, "atan": 1, "sinh": 1, "cosh": 1,
    "tanh": 1, "exp": 1, "exp2": 1, "exp10": 1, "log": 1, "log2": 1, "log10": 1,
    "pow": 2, "atan2": 2,
}
# (lanes, element bits) -> vector ABI ISA letters to try, best first, with the CPU feature
# each needs: b = SSE2 (every x86-64), c = AVX, d = AVX2, e = AVX-512F.
_ISAS = {
    (4, 32): [("b", None)], (2, 64): [("b", None)],
    (8, 32): [("d", "avx2"), ("c", "avx")], (4, 64): [("d", "avx2"), ("c", "avx")],
    (16, 32): [("e", "avx512f")], (8, 64): [("e", "avx512f")],
}
_INTRINSIC = re.compile(r"@llvm\.(" + "|".join(_FUNCTIONS) + r")\.v(\d+)f(32|64)\b")


@functools.cache
def libmvec_path() -> str | None:
    """The libmvec this process can load (x86-64 glibc only), loaded for the JIT; or None."""
    if platform.machine() not in ("x86_64", "AMD64"):
        return None
    for name in ("libmvec.so.1", None):  # glibc's soname first: find_library runs ldconfig
        name = name or ctypes.util.find_library("mvec")
        if not name:
            return None
        try:
            llvm.load_library_permanently(name)
            return name
        except RuntimeError:
            continue
    return None


def _vector_name(function: str, lanes: int, bits: int, features: set[str]) -> str | None:
    for isa, feature in _ISAS.get((lanes, bits), []):
        if feature is None or feature in features:
            suffix = "f" if bits == 32 else ""
            return f"_ZGV{isa}N{lanes}{'v' * _FUNCTIONS[function]}_{function}{suffix}"
    return None


def _split_wrapper(function: str, lanes: int, bits: int, features: set[str],
                   wrappers: dict[str, str]) -> str | None:
    """The function to call for `llvm.<function>.v<lanes>f<bits>`: libmvec's at a width it
    has, else a wrapper (added to `wrappers`: name -> definition) that calls it on each half.
    f32 code that computes in f64 (passes/promoted_math.py) vectorizes to 16 x f64, twice
    the widest libmvec f64 function; without the split each lane became a scalar call."""
    direct = _vector_name(function, lanes, bits, features)
    if direct is not None or lanes % 2 or lanes < 4:
        return direct
    half = _split_wrapper(function, lanes // 2, bits, features, wrappers)
    if half is None:
        return None
    name = f"__shlo_mvec_{function}_v{lanes}f{bits}"
    if name not in wrappers:
        wrappers[name] = _split_definition(name, half, _FUNCTIONS[function], lanes, bits)
    return name


def _split_definition(name: str, half: str, arity: int, lanes: int, bits: int) -> str:
    h = lanes // 2
    full, part = f"<{lanes} x {'float' if bits == 32 else 'double'}>", \
        f"<{h} x {'float' if bits == 32 else 'double'}>"
    low = ", ".join(f"i32 {i}" for i in range(h))
    high = ", ".join(f"i32 {i}" for i in range(h, lanes))
    every = ", ".join(f"i32 {i}" for i in range(lanes))
    params = ", ".join(f"{full} %x{k}" for k in range(arity))
    lines = [f"define internal {full} @{name}({params}) {{"]
    for side, mask in (("lo", low), ("hi", high)):
        for k in range(arity):
            lines.append(f"  %{side}{k} = shufflevector {full} %x{k}, {full} poison, "
                         f"<{h} x i32> <{mask}>")
        args = ", ".join(f"{part} %{side}{k}" for k in range(arity))
        lines.append(f"  %r{side} = call {part} @{half}({args})")
    lines.append(f"  %r = shufflevector {part} %rlo, {part} %rhi, <{lanes} x i32> <{every}>")
    lines.append(f"  ret {full} %r")
    lines.append("}")
    return "\n".join(lines)


def use_libmvec(mod, features: set[str] | None):
    """`mod` (optimized llvmlite module) with vector intrinsics replaced by libmvec calls;
    `features` are the target's CPU features, None when unknown (then `mod` is unchanged)."""
    if features is None or libmvec_path() is None:
        return mod
    text = use_libmvec_text(str(mod), features)
    if text is None:
        return mod
    new = llvm.parse_assembly(text, context=llvm.create_context())  # (backend.optimize: why)
    new.verify()
    return new


def use_libmvec_text(text: str, features: set[str] | None) -> str | None:
    """The same on LLVM IR text: the new text, or None when nothing changes."""
    if features is None or libmvec_path() is None:
        return None
    replaced = False
    wrappers: dict[str, str] = {}

    def rename(match: re.Match) -> str:
        nonlocal replaced
        name = _split_wrapper(match.group(1), int(match.group(2)), int(match.group(3)),
                              features, wrappers)
        if name is None:
            return match.group(0)
        replaced = True
        return "@" + name

    text = _INTRINSIC.sub(rename, text)
    if not replaced:
        return None
    if wrappers:
        # The intrinsic's declaration was renamed to the wrapper: define it instead, and
        # declare the libmvec functions the wrappers call.
        text = re.sub(r"^declare [^\n]*@__shlo_mvec_\w+\([^\n]*$\n?", "", text, flags=re.M)
        text += "\n" + "\n".join(wrappers.values()) + "\n"
        for callee in sorted(set(re.findall(r"call <[^>]*> @(_ZGV\w+)\(", text))):
            if not re.search(rf"^declare [^\n]*@{callee}\(", text, flags=re.M):
                decl = re.search(rf"call (<[^>]*>) @{callee}\(([^)]*)\)", text)
                types = ", ".join(a.strip().rsplit(" ", 1)[0] for a in decl.group(2).split(","))
                text += f"declare {decl.group(1)} @{callee}({types})\n"
    return text
