"""Reassociations of `collapse_shape` / `expand_shape`: which dimensions merge into one.

Several rewrites drop size-1 dimensions through a view (contraction operands, reduction
inputs) or reshape around a native call; they share how the groups are chosen and spelled.
"""

from __future__ import annotations

import mlir.ir as uir


def reassociation(groups) -> uir.ArrayAttr:
    """The `reassociation` attribute of groups of dimension positions."""
    i64 = uir.IntegerType.get_signless(64)
    return uir.ArrayAttr.get([uir.ArrayAttr.get([uir.IntegerAttr.get(i64, j) for j in g])
                              for g in groups])


def unit_dimension_groups(rank: int, units) -> list[list[int]]:
    """Groups that fold each position of `units` (size-1 dimensions to drop) into the group
    of the kept dimension before it, or after it for leading ones."""
    groups, leading = [], []
    for i in range(rank):
        if i in units:
            (groups[-1] if groups else leading).append(i)
        else:
            groups.append(leading + [i])
            leading = []
    return groups
