"""Runtime ops as the compiler records them and compiled code calls them.

The lowering rules (`compiler/stablehlo/rules/collectives.py`) turn every collective,
point-to-point, feed and id op into a call of a placeholder `__shlo_coll_<key>` (tensors), which
becomes, before bufferization, an external function `__shlo_rt_op_<key>(ptr...)` taking the op's
input buffers, then its output buffers. `register` records what the op means (an `OpSpec`),
keyed for this process; the code defines that function as a call of the matching service of
the runtime the caller passed (`services.py`, the C ABI's `shlo_runtime`), and the runtime
(`runtime/collectives.py`) looks the op up by its key.
"""

from __future__ import annotations

import itertools
import threading
from dataclasses import dataclass, field

SYMBOL_PREFIX = "__shlo_rt_op_"
PLACEHOLDER_PREFIX = "__shlo_coll_"


@dataclass
class OpSpec:
    """Everything the runtime needs to know about one op of a compiled program."""

    key: int
    kind: str  # all_reduce, all_gather, ..., send, recv, infeed, outfeed, replica_id
    op_name: str  # stablehlo.all_reduce
    where: str  # file:line:col of the op
    inputs: tuple  # ((shape, numpy dtype), ...) of the buffers the op reads
    outputs: tuple  # ... and of the buffers it writes
    replica_groups: list | None = None  # rows without the -1 padding
    channel_id: int = 0
    use_global_device_ids: bool = False
    attrs: dict = field(default_factory=dict)
    function: str = ""  # the public function the op is in (after inlining)
    reducer: str | None = None  # numpy ufunc name for a recognised reduction region
    region: str | None = None  # generic text of the reduction region otherwise
    _region_fns: dict = field(default_factory=dict, repr=False)  # runtime/reduction.py

    def describe(self) -> str:
        return f"{self.op_name} at {self.where}"


_specs: dict[int, OpSpec] = {}
_keys = itertools.count(1)
_lock = threading.Lock()


def new_key() -> int:
    with _lock:
        return next(_keys)


def spec(key: int) -> OpSpec:
    return _specs[key]


def symbol(key: int) -> str:
    return f"{SYMBOL_PREFIX}{key}"


def register(op: OpSpec) -> str:
    """Record `op`; returns the name of the function compiled code calls for it (defined in
    the code itself as a trampoline into the runtime services, see `services.py`)."""
    with _lock:
        _specs[op.key] = op
    return symbol(op.key)


def name_sources(module, source_name: str) -> None:
    """Put the program's name into the positions of its ops (the parser says `-`)."""
    for key in keys_in(module):
        spec = _specs.get(key)
        if spec is not None and spec.where.startswith(("-:", ":")):
            spec.where = source_name + spec.where[spec.where.index(":"):]


def keys_in(module) -> list[int]:
    """The OpSpec keys a lowered module calls."""
    keys = []
    for op in module.body.operations:
        attrs = op.operation.attributes
        name = str(attrs["sym_name"]).strip('"') if "sym_name" in attrs else ""
        if name.startswith(PLACEHOLDER_PREFIX):
            keys.append(int(name[len(PLACEHOLDER_PREFIX):]))
    return keys


def release(keys) -> None:
    """Forget the ops of code that is gone (its Executable was freed)."""
    with _lock:
        for k in keys:
            _specs.pop(k, None)
