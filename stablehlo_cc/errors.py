"""Errors a user sees: one exception type for every bad program, formatted like a compiler's."""

from __future__ import annotations

import re

# The first `"file":line:col` inside an MLIR location, whatever wraps it (name, callsite, fused).
_FILE_LINE_COL = re.compile(r'"((?:[^"\\]|\\.)*)":(\d+):(\d+)')


class CompileError(Exception):
    """A program that cannot be compiled: bad syntax, failed verification, an unsupported op.

    `diagnostics` is a list of `Diagnostic`; `str(err)` prints them as `file:line:col: error: ...`.
    """

    def __init__(self, message: str, diagnostics: list["Diagnostic"] | None = None):
        self.diagnostics = diagnostics or []
        super().__init__(message)

    @classmethod
    def from_diagnostics(cls, diagnostics: list["Diagnostic"], fallback: str) -> "CompileError":
        if not diagnostics:
            return cls(fallback)
        return cls("\n".join(d.format() for d in diagnostics), diagnostics)


class EntryError(CompileError):
    """The function asked for (`entry=`) is not a public function of the program, or one must
    be asked for: a mistake in how the compiler was called rather than in the program."""


class Diagnostic:
    """One message with the source position it points at (any part may be unknown)."""

    def __init__(self, message: str, file: str | None = None, line: int | None = None,
                 col: int | None = None, severity: str = "error"):
        self.message, self.file, self.line, self.col, self.severity = message, file, line, col, severity

    @property
    def position(self) -> str:
        if self.file is None:
            return "<unknown>"
        if self.line is None:  # a file without a position in it (bytecode)
            return self.file
        return f"{self.file}:{self.line}:{self.col}"

    def format(self) -> str:
        return f"{self.position}: {self.severity}: {self.message}"

    def __repr__(self) -> str:
        return f"Diagnostic({self.format()!r})"


def position_of(location, source_name: str | None = None) -> tuple[str | None, int | None, int | None]:
    """(file, line, col) of an MLIR location; `-` (what the parser calls a string) becomes
    `source_name`."""
    match = _FILE_LINE_COL.search(str(location))
    if not match:
        return None, None, None
    file = match.group(1)
    if file in ("-", "") and source_name:
        file = source_name
    line, col = int(match.group(2)), int(match.group(3))
    if line == 0 and col == 0:  # what bytecode readers report: no position at all
        return file, None, None
    return file, line, col


def diagnostic_at(location, message: str, source_name: str | None = None,
                  severity: str = "error") -> Diagnostic:
    file, line, col = position_of(location, source_name)
    return Diagnostic(message, file, line, col, severity)


def from_mlir_error(err, source_name: str | None, fallback: str) -> CompileError:
    """Turn an `MLIRError` from either MLIR binding into a CompileError with positions."""
    diags = []
    for d in getattr(err, "error_diagnostics", None) or []:
        diags.append(diagnostic_at(d.location, d.message, source_name))
    if not diags:
        # The parser sometimes puts the position in the message text: `"-":2:7: message`.
        text = str(err)
        for line in text.splitlines():
            m = re.match(r'\s*(?:error: )?"((?:[^"\\]|\\.)*)":(\d+):(\d+): (.*)', line)
            if m:
                file = m.group(1)
                if file in ("-", "") and source_name:
                    file = source_name
                diags.append(Diagnostic(m.group(4), file, int(m.group(2)), int(m.group(3))))
        if not diags:
            return CompileError(f"{fallback}: {text}")
    return CompileError.from_diagnostics(diags, fallback)


# MLIR's hint for an op of an unknown dialect names a flag of its own tools, not ours.
_UNREGISTERED_HINT = re.compile(r"operation being parsed with an unregistered dialect.*", re.S)
# An op's name where its position points: `stablehlo.add` or a generic `"stablehlo.add"`.
_OP_NAME_AT = re.compile(r'"?([A-Za-z_][\w$]*(?:\.[\w$]+)+)"?')
# The quoted name of a generic op that ends where the parser stopped: `"foo.bar"(`.
_QUOTED_OP_BEFORE = re.compile(r'"([A-Za-z_][\w$.]*)"\s*$')


def with_source_details(err: CompileError, text: str, source_name: str) -> CompileError:
    """`err` with what MLIR's parser left out, read from the program `text` at each position:
    the op's name where a message reads only `op ...` (type inference reports through the
    location, without the op), and our wording for an op of an unknown dialect."""
    changed = False
    lines = text.splitlines()
    for d in err.diagnostics:
        if d.file != source_name or d.line is None or not 0 < d.line <= len(lines):
            continue
        line = lines[d.line - 1]
        if d.message.startswith("op "):
            match = _OP_NAME_AT.match(line, d.col - 1)
            if match:
                d.message = f"'{match.group(1)}' {d.message}"
                changed = True
        elif _UNREGISTERED_HINT.match(d.message):
            match = _QUOTED_OP_BEFORE.search(line[:d.col - 1])
            what = f"'{match.group(1)}'" if match else "this operation"
            d.message = (f"{what} is an op of an unregistered dialect: stablehlo-cc compiles "
                         "StableHLO programs (stablehlo, chlo, func, ... ops)")
            changed = True
    if not changed:
        return err
    return CompileError.from_diagnostics(err.diagnostics, str(err))
