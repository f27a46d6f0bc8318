"""Reading the interpreter test files as text: chunks, functions, `check.*` statements.

The `check` and `interpreter` dialects are not in jaxlib's MLIR, so a test function cannot be
parsed as it is. This module finds its pieces in the text (with bracket matching that skips
strings and comments) so that `runner` can rewrite it into a plain StableHLO function.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

SPLIT = re.compile(r"^// -----.*$", re.MULTILINE)
_FUNC = re.compile(r"\bfunc\.func\s+(?:(public|private|nested)\s+)?@([\w.$-]+|\"[^\"]*\")")


def strip_comments(text: str) -> str:
    """Blank out `//` comments (outside string literals), keeping every offset in place."""
    out, i, n, in_str = [], 0, len(text), False
    while i < n:
        c = text[i]
        if in_str:
            out.append(c)
            if c == "\\" and i + 1 < n:
                out.append(text[i + 1])
                i += 1
            elif c == '"':
                in_str = False
        elif c == '"':
            in_str = True
            out.append(c)
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
            continue
        else:
            out.append(c)
        i += 1
    return "".join(out)


def match_close(text: str, start: int, angle: bool = False) -> int:
    """Index of the bracket closing the one at `start`; `angle` also counts `<` `>` (an arrow
    `->` is not a bracket)."""
    opening = "([{<" if angle else "([{"
    closing = ")]}>" if angle else ")]}"
    depth, i, in_str = 0, start, False
    while i < len(text):
        c = text[i]
        if in_str:
            if c == "\\":
                i += 1
            elif c == '"':
                in_str = False
        elif c == '"':
            in_str = True
        elif c in opening:
            depth += 1
        elif c in closing and not (c == ">" and text[i - 1] == "-"):
            depth -= 1
            if depth == 0:
                return i
        i += 1
    raise ValueError(f"no closing bracket for offset {start}")


@dataclass
class Function:
    name: str
    start: int            # offset of `func.func`
    sym_at: int           # offset just after `func.func` (where a visibility goes)
    visibility: str | None
    params: str           # text between the parentheses of the signature
    header_end: int       # offset of the body's `{`
    end: int              # offset of the body's `}`
    results_text: str     # text between `)` and the body (`-> ...`, `attributes {...}`)

    def body(self, text: str) -> str:
        return text[self.header_end + 1:self.end]


def functions(text: str) -> list[Function]:
    """Every `func.func` of a comment-free chunk, nested ones (in modules) included."""
    out = []
    for m in _FUNC.finditer(text):
        lparen = text.index("(", m.end())
        rparen = match_close(text, lparen)
        i = rparen + 1
        # The body is the first `{` at depth 0 that does not follow `attributes`.
        while True:
            j = text.index("{", i)
            if re.search(r"\battributes\s*$", text[rparen + 1:j]):
                i = match_close(text, j) + 1
                continue
            between = text[rparen + 1:j]
            if between.count("(") != between.count(")"):  # a `{` of result attributes
                i = match_close(text, j) + 1
                continue
            break
        end = match_close(text, j)
        out.append(Function(m.group(2).strip('"'), m.start(), m.start() + len("func.func"),
                            m.group(1), text[lparen + 1:rparen], j, end,
                            text[rparen + 1:j].strip()))
    return out


@dataclass
class Statement:
    """One `check.*` or `interpreter.*` statement: its text span and what it says."""

    op: str           # e.g. "check.expect_eq_const"
    start: int
    end: int          # offset just past the statement
    text: str
    depth: int        # region nesting inside the function body (0: top level)
    fields: dict = field(default_factory=dict)


def depth_at(body: str, offset: int) -> int:
    """How many `{` regions enclose `offset` (strings skipped)."""
    depth, in_str = 0, False
    for i, c in enumerate(body[:offset]):
        if in_str:
            if c == '"' and body[i - 1] != "\\":
                in_str = False
        elif c == '"':
            in_str = True
        elif c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
    return depth


def _statement_end(body: str, start: int) -> int:
    """A statement ends at a newline outside brackets whose line does not end with `,`."""
    stack, i, in_str = 0, start, False
    while i < len(body):
        c = body[i]
        if in_str:
            if c == "\\":
                i += 1
            elif c == '"':
                in_str = False
        elif c == '"':
            in_str = True
        elif c in "([{<":
            stack += 1
        elif c in ")]}" or (c == ">" and body[i - 1] != "-"):
            stack -= 1
        elif c == "\n" and stack == 0 and not body[start:i].rstrip().endswith(","):
            return i
        i += 1
    return len(body)


_STATEMENT = re.compile(r"(?:(?P<lhs>%[\w#.$:-]+(?:\s*,\s*%[\w#.$:-]+)*)\s*=\s*)?"
                        r"\"?(?P<op>(?:check|interpreter)\.[a-z_]+)\b\"?")


def statements(body: str) -> list[Statement]:
    out = []
    for m in _STATEMENT.finditer(body):
        line_start = body.rfind("\n", 0, m.start()) + 1
        if body[line_start:m.start()].strip():
            continue  # not at the start of a statement
        end = _statement_end(body, m.end())
        st = Statement(m.group("op"), m.start(), end, body[m.start():end],
                       depth_at(body, m.start()))
        st.fields["lhs"] = m.group("lhs")
        st.fields["operands"] = body[m.end():end]  # the text after the op name
        out.append(st)
    return out


def split_top_level(text: str, sep: str = ",") -> list[str]:
    """Split at `sep` outside brackets (angle brackets included)."""
    parts, depth, cur, in_str = [], 0, [], False
    for i, c in enumerate(text):
        if in_str:
            if c == '"':
                in_str = False
        elif c == '"':
            in_str = True
        elif c in "([{<":
            depth += 1
        elif c in ")]}" or (c == ">" and text[i - 1] != "-"):
            depth -= 1
        elif c == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
            continue
        cur.append(c)
    parts.append("".join(cur))
    return [p.strip() for p in parts]


PRINT_TARGET = "stablehlo_cc.print"


def print_as_custom_call(st: Statement) -> str:
    """`interpreter.print %v : T` as stablehlo-cc's built-in debug print: a side-effecting
    `stablehlo.custom_call @stablehlo_cc.print` that writes `%v = T {...}` to standard output
    in the interpreter's format (the operand's name travels in `backend_config`)."""
    head, _, ty = st.fields["operands"].rpartition(":")
    operand = split_top_level(head)[0]
    ty = ty.strip()
    return (f'stablehlo.custom_call @{PRINT_TARGET}({operand}) {{has_side_effect = true, '
            f'backend_config = "{operand}"}} : ({ty}) -> ()')


def translate_prints(text: str) -> str:
    """Every `interpreter.print` statement of `text` (comment-free) as the built-in print."""
    for st in sorted(statements(text), key=lambda s: s.start, reverse=True):
        if st.op == "interpreter.print":
            text = text[:st.start] + print_as_custom_call(st) + text[st.end:]
    return text
