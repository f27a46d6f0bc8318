"""Passes in jaxlib's MLIR context: the StableHLO-level stage (`stage.py`: official passes plus
our per-op rules, see `registry` and `rules/`), partitioning, and the lowering to linalg."""

from .registry import lowering, registered_rules

__all__ = ["lowering", "registered_rules"]
