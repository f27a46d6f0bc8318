"""The runtime services of the C ABI: their table, their descriptors, and Python's provider.

Compiled code (a JIT `Executable` or a library from `build_library`) reaches collectives,
channels, feeds, replica/partition ids and custom calls only through a caller-provided
`struct shlo_runtime` (docs/c-abi.md, "Runtime services"): a version, its size, a context
pointer and one function pointer a service, all of the C type

    int32_t service(void *context, const shlo_op *op,
                    const void *const *operands, void *const *results);

`shlo_op` describes the op (static data in the code: kind, position, groups, channel, the
element type and shape of every buffer, ...). This module defines that table once (the LLVM IR
generator `abi_runtime.py`, the C header and the ctypes mirror here all read it), turns the
compiler's descriptions of runtime ops (`OpSpec`, custom-call `Site`) into JSON for the
library's metadata and back, and builds the `shlo_runtime` Python provides: each service finds
the op by its index and runs it on the grid process of the calling thread (`collectives.py`)
or calls the Python custom call registered under the target name (`custom_calls.py`); a
general reduction region is folded with the combiner compiled into the code. The JIT and
loaded libraries use this same path, so they cannot behave differently.
"""

from __future__ import annotations

import ctypes
import dataclasses

import numpy as np

from ..types import TensorType, element_name, numpy_dtype
from ..runtime import collectives, custom_calls

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


# --- the ctypes mirror of struct shlo_runtime, and Python's services -------------------------

SERVICE_TYPE = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_void_p, ctypes.c_void_p,
                                ctypes.c_void_p, ctypes.c_void_p)


class RuntimeStruct(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("size", ctypes.c_uint32),
                ("context", ctypes.c_void_p)] + [(s, SERVICE_TYPE) for s in SERVICES]


assert ctypes.sizeof(RuntimeStruct) == required_size(SERVICES)

OP_INDEX_OFFSET = 4  # shlo_op.index (uint32_t)
OP_COMBINERS_OFFSET = 160  # shlo_op.combiners (const shlo_combiner *)
COMBINER_TYPE = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)

_FAILED = 1  # what Python's services return after a failure (the run raises the cause)


class PythonRuntime:
    """A `shlo_runtime` whose services run `entries` (indexed by shlo_op.index) in Python."""

    def __init__(self, entries: list):
        self.entries = list(entries)
        self._bound: set[int] = set()  # entries whose region uses the code's combiners
        self._callbacks = {s: SERVICE_TYPE(self._serve) for s in SERVICES}
        self.struct = RuntimeStruct(RUNTIME_VERSION, ctypes.sizeof(RuntimeStruct), None,
                                    **self._callbacks)

    @property
    def address(self) -> int:
        return ctypes.addressof(self.struct)

    def _serve(self, context, op, operands, results) -> int:
        try:
            entry = self.entries[ctypes.c_uint32.from_address(op + OP_INDEX_OFFSET).value]
            n_in, n_out = (len(entry.operands), len(entry.results)) \
                if isinstance(entry, custom_calls.Site) else (len(entry.inputs),
                                                             len(entry.outputs))
            pointers = [_pointer(operands, i) for i in range(n_in)] + \
                       [_pointer(results, i) for i in range(n_out)]
        except BaseException:  # noqa: BLE001 - nothing may propagate into compiled code
            return _FAILED
        if isinstance(entry, custom_calls.Site):
            return entry.serve(pointers)
        if entry.region and id(entry) not in self._bound:
            self._bind_combiners(entry, op)
        return collectives.serve(entry, pointers)

    def _bind_combiners(self, entry, op: int) -> None:
        """Fold values with the region the code carries compiled (`shlo_op.combiners`) rather
        than compile it again: for buffers of the operands' types (others still compile)."""
        self._bound.add(id(entry))
        table = ctypes.c_void_p.from_address(op + OP_COMBINERS_OFFSET).value
        if not table:
            return
        for k in range(len(entry.outputs)):
            address = _pointer(table, k)
            shape, dtype = entry.inputs[k]
            key = (np.dtype(dtype).str, tuple(shape))
            if address and key not in entry._region_fns:
                entry._region_fns[key] = _combine_with(COMBINER_TYPE(address))


def _combine_with(fn):
    def combine(lhs: np.ndarray, rhs: np.ndarray) -> np.ndarray:
        lhs, rhs = np.ascontiguousarray(lhs), np.ascontiguousarray(rhs)
        out = np.empty_like(lhs)
        fn(lhs.ctypes.data, rhs.ctypes.data, out.ctypes.data)
        return out
    return combine


def _pointer(array: int, i: int) -> int:
    return ctypes.c_void_p.from_address(array + 8 * i).value or 0
