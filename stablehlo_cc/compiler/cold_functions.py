"""Large straight-line functions that only pass pointers around get LLVM's fast code generation.

A program's entry function (the ABI wrapper, with `main` inlined into it) is one basic block
of calls to the loop nests, address arithmetic, loads and stores (BERT's: 316 calls, 11 % of
the optimized module's IR). Each of its instructions runs once a call, so how well the
instruction selector, the scheduler and the register allocator do on it is immaterial next
to the nests it calls, while its size costs code generation time like any other code. Marked
`optnone` (with the `noinline` that requires) after the optimization pipeline, it is compiled
the way -O0 compiles: FastISel and the fast register allocator, for that function alone
(code generation time: BERT -9 %, the U-Net block -12 %). Only functions with no branch (so
no loop), no vector and no floating-point arithmetic are marked, and only large ones: a small one
costs little to compile and may sit on the per-call path of a tiny program. Clang compiles
`optnone` functions (`__attribute__((optnone))`) the same way; XLA:CPU and IREE have no such
function to mark (their entry is a runtime's sequence of thunks or dispatches, not code).
"""

from __future__ import annotations

import re

MIN_LINES = 200  # instructions (lines) for a function to be worth marking

_BRANCH = re.compile(r"^\s+(?:[%\w.\"-]+ = )?(?:br|switch|indirectbr|callbr|invoke) ", re.M)
# Vector values or floating-point arithmetic: compute that a tiny program may do in its entry.
_VECTOR_OR_FLOAT = re.compile(r"<\s*(?:vscale x )?\d+ x |= (?:fadd|fsub|fmul|fdiv|frem|fneg|fcmp|"
                              r"fptrunc|fpext|fptoui|fptosi|uitofp|sitofp) |@llvm\.(?:fma|fmuladd|"
                              r"exp|log|pow|sqrt|sin|cos|tanh)(?:2|10)?\.")  # (not @llvm.experimental.*)
_GROUP_REF = re.compile(r"#(\d+)")
_GROUP = re.compile(r"^attributes #(\d+) = \{([^\n]*)\}$", re.M)
# Attributes `optnone` may not be combined with (the verifier refuses them).
_CLASHING = re.compile(r"\b(?:alwaysinline|optsize|minsize|naked)\b")


def _functions(ir_text: str):
    """(start, end) of each function definition: from its `define ... {` line to its closing
    `}` line. Found with `str.find` (a regular expression over the whole module took 2 ms of
    GPT-2's compile)."""
    start = 0 if ir_text.startswith("define ") else _next_define(ir_text, 0)
    while start >= 0:
        header_end = ir_text.find("\n", start)
        if header_end < 0:
            return
        if ir_text[header_end - 1] == "{":
            close = ir_text.find("\n}\n", header_end - 1)
            if close < 0:
                close = len(ir_text) - 2 if ir_text.endswith("\n}") else -1
            if close < 0:
                return
            yield start, close + 2
            header_end = close + 2
        start = _next_define(ir_text, header_end - 1)


def _next_define(ir_text: str, position: int) -> int:
    found = ir_text.find("\ndefine ", position)
    return found + 1 if found >= 0 else -1


def mark(ir_text: str) -> str:
    """`ir_text` with every large straight-line function without vectors or floating-point
    arithmetic `optnone`."""
    groups = None
    pieces, last = [], 0
    for start, end in _functions(ir_text):
        text = ir_text[start:end]
        header, body = text.split("\n", 1)
        if body.count("\n") < MIN_LINES or _BRANCH.search(body) or \
                _VECTOR_OR_FLOAT.search(text) or "optnone" in header:
            continue
        if groups is None:  # the attribute groups follow the functions
            groups = {m.group(1): m.group(2) for m in _GROUP.finditer(
                ir_text, max(0, ir_text.find("\nattributes #", start)))}
        attrs = header + " ".join(groups.get(g, "") for g in _GROUP_REF.findall(header))
        if _CLASHING.search(attrs):
            continue
        added = "optnone" if re.search(r"\bnoinline\b", attrs) else "noinline optnone"
        pieces += [ir_text[last:start], header[:-1] + added + " {\n", body]
        last = end
    pieces.append(ir_text[last:])
    return "".join(pieces)
