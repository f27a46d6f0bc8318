"""Registry of StableHLO-level rewrites: one lowering rule an op, registered by op name.

A rule takes the `ir.Operation` it is registered for and replaces it (and only it) with ops
that `stablehlo-legalize-to-linalg` or the upstream pipeline understand; it raises
NotImplementedError (with a reason) for a case it does not handle. Rules live in
`stablehlo_cc/compiler/stablehlo/rules/`, one op family a module; every module there is
imported on first use, so adding a family means adding a file.

Ops a rule emits are lowered too (`stage.apply_rules` runs rounds until no op with a rule is
left unvisited), so a rule that emits the very op it lowers, in the form it leaves alone (the
plain `convert` inside a saturating one), marks that op with `mark_lowered`.

`rules_for(names)` imports only the modules that can hold a rule for the ops a program has:
importing all ~40 was ~10 ms of every process's first compile (issue 11), and a small model
uses a handful. Which module registers which op is read from the modules' source text (each
`@lowering("op", ...)` of string literals); a module whose `lowering(` arguments are not all
literals, or that has none, is always imported, so a rule is never missed; a module whose
source names neither `lowering` nor the table is a helper that registers nothing, imported
by the rules that use it (importing two such helpers in every first compile was ~0.7 ms).
"""

from __future__ import annotations

import importlib
import os
import pkgutil
import re
from typing import Callable, Iterable

from jaxlib.mlir import ir

Rule = Callable[..., None]
_RULES: dict[str, Rule] = {}
_loaded = False
_imported: set[str] = set()  # rule modules imported so far
_index: tuple[dict[str, set[str]], list[str]] | None = None  # see _source_index

_LOWERING_CALL = re.compile(r"lowering\(([^)]*)\)")  # (a literal first: fast to search)
_LITERAL = re.compile(r'\s*"([^"\\]*)"\s*')


# The discardable attribute `stage.apply_rules` marks visited ops with (removed at its end).
VISITED = "shcc.rule_visited"


def mark_lowered(op) -> None:
    """Tell `stage.apply_rules` that `op` (just made by a rule) needs no rule of its own."""
    if isinstance(op, ir.Value):
        op = op.owner
    op = getattr(op, "operation", op)
    op.attributes[VISITED] = ir.UnitAttr.get(op.context)


def lowering(*op_names: str) -> Callable[[Rule], Rule]:
    """Register `fn` as the rewrite of each op in `op_names` (`"stablehlo.sort"`)."""

    def register(fn: Rule) -> Rule:
        for name in op_names:
            if name in _RULES:
                raise ValueError(f"two lowering rules for {name}")
            _RULES[name] = fn
        return fn

    return register


def registered_rules() -> dict[str, Rule]:
    """Every registered rule, importing the op-family modules the first time."""
    global _loaded
    if not _loaded:
        for name in _rule_modules():
            _import(name)
        _loaded = True
    return _RULES


def rules_for(op_names: Iterable[str]) -> dict[str, Rule]:
    """The registered rules, with every rule for an op of `op_names` among them."""
    if _loaded:
        return _RULES
    by_op, always = _source_index()
    for name in always:
        _import(name)
    for op in set(op_names):
        for name in by_op.get(op, ()):
            _import(name)
    return _RULES


def _rule_modules() -> list[str]:
    package = importlib.import_module(f"{__package__}.rules")
    return [f"{package.__name__}.{info.name}" for info in pkgutil.iter_modules(package.__path__)
            if not info.name.startswith("_")]


def _import(module: str) -> None:
    if module not in _imported:
        importlib.import_module(module)
        _imported.add(module)


def _source_index() -> tuple[dict[str, set[str]], list[str]]:
    """(op name -> the rule modules whose source registers it, modules to import always)."""
    global _index
    if _index is None:
        by_op: dict[str, set[str]] = {}
        always = []
        package = importlib.import_module(f"{__package__}.rules")
        for name in _rule_modules():
            ops = _literal_registrations(package.__path__, name.rsplit(".", 1)[1])
            if ops is None:
                always.append(name)
            for op in ops or ():
                by_op.setdefault(op, set()).add(name)
        _index = by_op, always
    return _index


def _literal_registrations(paths, module: str) -> list[str] | None:
    """The op names `module`'s `lowering(...)` calls register, or None when they cannot be
    read from its source (no source file, no such call, or an argument not a literal);
    [] for a module that cannot register anything."""
    for path in paths:
        try:
            with open(os.path.join(path, module + ".py"), encoding="utf-8") as f:
                text = f.read()
        except OSError:
            continue
        if "lowering" not in text and "_RULES" not in text:
            return []  # a helper of rule modules (float_power, sort_radix): registers nothing
        calls = _LOWERING_CALL.findall(text)
        ops = []
        for arguments in calls:
            parts = arguments.split(",")
            if parts and not parts[-1].strip():
                parts.pop()  # a trailing comma
            literals = [_LITERAL.fullmatch(p) for p in parts]
            if not literals or None in literals:
                return None
            ops += [m.group(1) for m in literals]
        return ops or None
    return None
