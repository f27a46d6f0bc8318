"""The `shlo_runtime` Python provides (the C ABI's runtime services, `contract/services.py`).

Each service finds the op by its index and runs it on the grid process of the calling thread
(`collectives.py`) or calls the Python custom call registered under the target name
(`custom_calls.py`); a general reduction region is folded with the combiner compiled into the
code. The JIT and loaded libraries use this same path, so they cannot behave differently.
"""

from __future__ import annotations

import ctypes

import numpy as np

from ..contract.services import RUNTIME_VERSION, SERVICES, required_size
from . import collectives, custom_calls


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
            return custom_calls.serve(entry, pointers)
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
