"""Python-driven passes: the StableHLO-level stage (official passes plus our rules, see
`registry`) and the linalg-level stage (fusion, bufferization, lowering to LLVM)."""

from .registry import lowering, registered_rules

__all__ = ["lowering", "registered_rules"]
