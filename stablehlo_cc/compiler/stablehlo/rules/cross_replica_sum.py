"""`cross-replica-sum` (a deprecated op, still in the dialect): an all_reduce with `add` over
its replica groups, run by the grid runtime like any all_reduce."""

from __future__ import annotations

from ..registry import lowering
from .collectives import _FAST_REDUCERS, _common, lower_to_runtime


@lowering("stablehlo.cross-replica-sum")
def lower_cross_replica_sum(op) -> None:
    lower_to_runtime(op, "all_reduce", reducer=_FAST_REDUCERS["stablehlo.add"], region=None,
                     **_common(op))
