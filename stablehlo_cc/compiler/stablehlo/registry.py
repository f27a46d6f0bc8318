"""Registry of StableHLO-level rewrites: one lowering rule an op, registered by op name.

A rule takes the `ir.Operation` it is registered for and replaces it (and only it) with ops
that `stablehlo-legalize-to-linalg` or the upstream pipeline understand; it raises
NotImplementedError (with a reason) for a case it does not handle. Rules live in
`stablehlo_cc/compiler/stablehlo/rules/`, one op family a module; every module there is
imported on first use, so adding a family means adding a file.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Callable

Rule = Callable[..., None]
_RULES: dict[str, Rule] = {}
_loaded = False


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
        package = importlib.import_module(f"{__package__}.rules")
        for info in pkgutil.iter_modules(package.__path__):
            if not info.name.startswith("_"):
                importlib.import_module(f"{package.__name__}.{info.name}")
        _loaded = True
    return _RULES
