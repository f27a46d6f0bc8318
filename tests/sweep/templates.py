"""Every template of the sweep, by op name."""

from __future__ import annotations


def all_templates() -> dict:
    from . import elementwise, grid, numeric, structure
    out = {}
    out.update(elementwise.templates())
    out.update(structure.templates())
    out.update(numeric.templates())
    out.update(grid.templates())
    return out
