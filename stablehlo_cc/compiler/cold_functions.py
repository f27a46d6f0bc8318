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

`MIN_LINES` 200 -> 40 for entry points (issue 11, 2026-11-27). Since repeated layers are
outlined (`__shlo_layer_N`), a transformer's entry is small: BERT's `shlo_main` 92 lines,
`shlo_main__buffers` 179, `__shlo_layer_0` 124; none reached 200, so none was marked, yet
they were among the costliest functions to generate code for (each alone in a module, best
of 7, pinned: 6.0 / 2.2 / 5.4 ms, against 3.5 / 1.6 / 2.7 ms marked; the entry's ~90 pointer
arguments and the pointers live across its calls make it dear for its size). Code generation
of the whole module (llvmlite, pinned, median of 9, alternated in one process), 200 / 40 for
every function: BERT 107.8 / 102.8 ms, Llama 108.2 / 102.6, GPT-2 prefill 96.8 / 92.0, NNX
LM 89.3 / 86.2, ResNet-50 158.8 / 153.3, the U-Net block 91.2 / 90.9, the flax CNN 40.5 /
40.5 (its 21-line buffer wrapper stays unmarked); marking every such function, down to a
3-line `memset` nest, saved nothing more. But with its layer body marked GPT-2 prefill ran
0.7-3.7 % slower (one thread, thread CPU time, median of 200-300 calls interleaved in one
process, 7 runs; BERT, the NNX LM and a 24-contraction chain +-1 %), with only the entry and
its wrapper marked 0.2-0.5 %. The layer body's code differs only in two 256-byte memset /
memcpy that become calls, so it is likely the placement of the hot nests that follow it in
the object; still, a function of the module's own (internal: a layer body runs once a layer)
keeps the 200-line bound, and only the entry points (not internal: the ABI wrappers, once a
call) are marked from 40 lines. Code generation then (median of 9, as above, the marking
included): BERT 105.9 -> 103.4 ms, Llama 106.6 -> 105.1, GPT-2 prefill 93.6 -> 91.9, NNX
LM 94.3 -> 93.2, the U-Net block 93.9 -> 93.2, ResNet-50 169.2 -> 170.1 (unchanged: its
entry was marked before).
"""

from __future__ import annotations

import re

# Instructions (lines) for a function to be worth marking (see the docstring): an entry point,
# a function of the module's own.
MIN_LINES = 40
MIN_INTERNAL_LINES = 200

_BRANCH = re.compile(r"^\s+(?:[%\w.\"-]+ = )?(?:br|switch|indirectbr|callbr|invoke) ", re.M)
# Vector values or floating-point arithmetic: compute that a tiny program may do in its entry.
_VECTOR_OR_FLOAT = re.compile(r"<\s*(?:vscale x )?\d+ x |= (?:fadd|fsub|fmul|fdiv|frem|fneg|fcmp|"
                              r"fptrunc|fpext|fptoui|fptosi|uitofp|sitofp) |@llvm\.(?:fma|fmuladd|"
                              r"exp|log|pow|sqrt|sin|cos|tanh)(?:2|10)?\.")  # (not @llvm.experimental.*)
_INTERNAL = re.compile(r"define (?:private|internal|hidden) ")
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


def _min_lines(header: str) -> int:
    """The size from which the function defined on `header` is marked: MIN_LINES for an
    entry point (not internal: it runs once a call), MIN_INTERNAL_LINES for a function of the
    module's own (a layer body runs once a layer)."""
    return MIN_INTERNAL_LINES if _INTERNAL.match(header) else MIN_LINES


def mark(ir_text: str) -> str:
    """`ir_text` with every large straight-line function without vectors or floating-point
    arithmetic `optnone`."""
    groups = None
    pieces, last = [], 0
    for start, end in _functions(ir_text):
        text = ir_text[start:end]
        header, body = text.split("\n", 1)
        if body.count("\n") < _min_lines(header) or _BRANCH.search(body) or \
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
