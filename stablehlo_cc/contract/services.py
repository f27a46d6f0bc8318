"""The runtime services of the C ABI: their table and the descriptions of runtime ops.

Compiled code (a JIT `Executable` or a library from `build_library`) reaches collectives,
channels, feeds, replica/partition ids and custom calls only through a caller-provided
`struct shlo_runtime` (docs/c-abi.md, "Runtime services"): a version, its size, a context
pointer and one function pointer a service, all of the C type

    int32_t service(void *context, const shlo_op *op,
                    const void *const *operands, void *const *results);

`shlo_op` describes the op (static data in the code: kind, position, groups, channel, the
element type and shape of every buffer, ...). This module defines that table once (the LLVM IR
generator `abi_runtime.py`, the C header and the ctypes mirror `runtime/python_runtime.py` all
read it) and turns the compiler's descriptions of runtime ops (`OpSpec`, custom-call `Site`)
into JSON for the library's metadata and back. The `shlo_runtime` Python provides is in
`runtime/python_runtime.py`.
"""

from __future__ import annotations

import dataclasses

import numpy as np

from ..types import TensorType, element_name, numpy_dtype
from . import custom_call_sites as custom_calls
from . import runtime_ops as collectives

RUNTIME_VERSION = 1

# One slot a service, in struct order. New services are appended (the struct's `size` tells
# a library which slots a caller's struct has); the order of existing ones never changes.
SERVICES = (
    "replica_id", "partition_id", "all_reduce", "reduce_scatter", "all_gather", "all_to_all",
    "collective_permute", "collective_broadcast", "collective_reduce", "send", "recv",
    "infeed", "outfeed", "custom_call",
)

# Status codes the exported functions return when the runtime cannot serve a call.
STATUS_NO_RUNTIME = -1  # the function needs services and `runtime` is NULL
STATUS_BAD_VERSION = -2  # runtime->version is not RUNTIME_VERSION
STATUS_MISSING_SERVICE = -3  # a service the function needs is NULL or beyond runtime->size

# shlo_op.reduction: how all_reduce / reduce_scatter combine values.
REDUCTIONS = ("none", "add", "multiply", "minimum", "maximum", "and", "or", "xor", "region")

HEADER_OFFSET = 16  # version, size (uint32_t each), context (void *)


def slot_offset(service: str) -> int:
    return HEADER_OFFSET + 8 * SERVICES.index(service)


def required_size(services) -> int:
    """The smallest `runtime->size` that holds every slot of `services`."""
    return max((slot_offset(s) + 8 for s in services), default=HEADER_OFFSET)


# --- what a runtime entry is: an OpSpec (grid runtime) or a Site (custom call) ---------------

def service_of(entry) -> str:
    if isinstance(entry, custom_calls.Site):
        return "custom_call"
    if entry.kind not in SERVICES:
        raise NotImplementedError(f"{entry.describe()}: the C runtime interface has no "
                                  f"service for '{entry.kind}' yet")
    return entry.kind


def symbol_of(entry) -> str:
    if isinstance(entry, custom_calls.Site):
        return entry.symbol
    return collectives.symbol(entry.key)


def buffer_types(entry) -> tuple[list, list]:
    """(operands, results) as (shape, numpy dtype, element name) triples."""
    if isinstance(entry, custom_calls.Site):
        return ([(tuple(t.shape), t.dtype, t.element) for t in entry.operands],
                [(tuple(t.shape), t.dtype, t.element) for t in entry.results])
    return ([(tuple(s), np.dtype(d), element_name(d)) for s, d in entry.inputs],
            [(tuple(s), np.dtype(d), element_name(d)) for s, d in entry.outputs])


def _type_json(shape, dtype) -> dict:
    return {"shape": list(shape), "element": element_name(dtype)}


def _type_from_json(obj) -> tuple:
    return tuple(obj["shape"]), numpy_dtype(obj["element"])


def entry_json(entry) -> dict:
    """A JSON description of `entry`, enough to rebuild it from a library's metadata."""
    obj = {"service": service_of(entry)}
    for f in dataclasses.fields(entry):
        if f.name.startswith("_") or f.name in ("key", "symbol"):
            continue
        value = getattr(entry, f.name)
        if f.name in ("inputs", "outputs"):
            value = [_type_json(s, d) for s, d in value]
        elif f.name in ("operands", "results"):
            value = [t.to_json() for t in value]
        obj[f.name] = value
    return obj


def entry_from_json(obj: dict, index: int):
    """The OpSpec or Site `entry_json` described (`index`: its position in the library)."""
    is_site = obj["service"] == "custom_call"
    cls = custom_calls.Site if is_site else collectives.OpSpec
    fields = {f.name for f in dataclasses.fields(cls) if not f.name.startswith("_")}
    values = {k: v for k, v in obj.items() if k in fields}
    if is_site:
        for name in ("operands", "results"):
            values[name] = tuple(TensorType.from_json(t) for t in obj[name])
        return custom_calls.Site(symbol=f"{custom_calls.SYMBOL_PREFIX}loaded_{index}", **values)
    for name in ("inputs", "outputs"):
        values[name] = tuple(_type_from_json(t) for t in obj[name])
    return collectives.OpSpec(key=index, **values)


def reduction_of(entry) -> str:
    reducer = getattr(entry, "reducer", None)
    if reducer is not None:
        return reducer
    return "region" if getattr(entry, "region", None) else "none"
