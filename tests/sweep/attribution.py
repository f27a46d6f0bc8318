"""Which ops, on which element types, each interpreter test function actually runs.

A test function is credited to every StableHLO op in its body and in the functions of its
split that it calls (not to its file's name): `add.mlir::add_op_test_si8` also exercises
`constant` on si8. An op's element type is that of its first operand (of its result for ops
without operands, such as constant and iota), read from the op's type signature.
"""

from __future__ import annotations

import re

from conformance import mlir_text

_OP = re.compile(r'(?<![#!\w.])"?stablehlo\.([a-z_\-]+)"?')
_TENSOR = re.compile(r"tensor<(?:(?:\d+|\?)x)*([^,>]+?(?:<[^<>]*>)?)(?:,[^>]*)?>")


def _signature(statement: str) -> str:
    """The text after the op's last top-level ` : ` (its type signature)."""
    depth, colon, in_str = 0, -1, False
    for i, c in enumerate(statement):
        if in_str:
            in_str = c != '"'
        elif c == '"':
            in_str = True
        elif c in "([{<":
            depth += 1
        elif c in ")]}" or (c == ">" and statement[i - 1] != "-"):
            depth -= 1
        elif c == ":" and depth == 0:
            colon = i
    return statement[colon + 1:] if colon >= 0 else ""


def _element(signature: str) -> str:
    sig = signature.strip()
    if sig.startswith("("):  # (operands) -> results: the first operand
        end = mlir_text.match_close(sig, 0, angle=True)
        operands = sig[1:end]
        m = _TENSOR.search(operands) or _TENSOR.search(sig[end:])
    else:
        m = _TENSOR.search(sig)
    if not m:
        return "token" if "!stablehlo.token" in sig else ""
    element = m.group(1).strip()
    return "!quant" if element.startswith("!quant") else element


def ops_in(text: str) -> list[tuple[str, str]]:
    """(op, element type) of every StableHLO op statement in `text`."""
    out = []
    for m in _OP.finditer(text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        before = text[line_start:m.start()].strip()
        if before and not before.endswith("=") and before not in ("{", "({"):
            continue  # e.g. `applies stablehlo.add`: an attribute, not a statement
        end = _statement_end(text, m.end())
        out.append((m.group(1), _element(_signature(text[m.end():end]))))
    return out


def _statement_end(text: str, start: int) -> int:
    """The end of the statement (brackets balanced, regions included)."""
    return mlir_text._statement_end(text, start)


def case_ops(case, chunk: str) -> set[tuple[str, str]]:
    """Every (op, element) the test function `case.function` of `chunk` runs."""
    funcs = {f.name: f for f in mlir_text.functions(chunk)}
    seen, todo, found = set(), [case.function], set()
    while todo:
        name = todo.pop()
        if name in seen or name not in funcs:
            continue
        seen.add(name)
        body = funcs[name].body(chunk)
        found |= set(ops_in(body))
        todo += re.findall(r"@([\w.$-]+)", body)
    return found
