"""Custom calls implemented in Python: the registry and the call sites compiled code reaches.

`register_custom_call("my_target", fn)` makes every `stablehlo.custom_call @my_target` of
programs compiled (or libraries loaded) afterwards call `fn(*operands)` with numpy arrays;
`fn` returns the results (one array, or a sequence for several). Compiled code reaches a call
site through the `custom_call` service of the runtime its caller passes (`services.py`);
Python's service calls `Site.serve`, which wraps the buffers (dense row-major, tokens left
out) as arrays, calls `fn` (looked up by target name at each call) and writes its results
into the result buffers. An exception raised by `fn` is kept and raised by the `Executable`
call once the compiled code returns.

Targets named `stablehlo_cc.*` are built in and reserved: `stablehlo_cc.print` prints its
operands in the reference interpreter's format (`runtime/printing.py`).
"""

from __future__ import annotations

import ctypes
import itertools
import threading
from dataclasses import dataclass
from typing import Callable

import numpy as np

SYMBOL_PREFIX = "__stablehlo_cc_custom_call_"

_lock = threading.Lock()
_targets: dict[str, Callable] = {}
_sites: dict[str, "Site"] = {}
_counter = itertools.count()
_pending = threading.local()

RESERVED_PREFIX = "stablehlo_cc."


def _builtin() -> dict[str, Callable]:
    """Built-in targets: `fn(site, operands)` (they also see the call site's types and
    backend_config)."""
    from . import printing
    return {printing.TARGET: printing.print_tensors}


def register_custom_call(name: str, fn: Callable) -> None:
    """Implement `stablehlo.custom_call` target `name` with the Python callable `fn`.

    `fn(*operands)` receives read-only numpy arrays (tokens are left out) and returns the
    results: an array (or anything `np.asarray` takes) for one result, a sequence for several,
    None for none. Shapes must match the program's result types exactly; values are cast to
    the result element types. Registering a name again replaces its implementation.
    """
    if not isinstance(name, str) or not name:
        raise TypeError(f"a custom call target name must be a non-empty string, not {name!r}")
    if not callable(fn):
        raise TypeError(f"the implementation of custom call {name!r} must be callable")
    if name.startswith(RESERVED_PREFIX):
        raise ValueError(f"custom call targets named {RESERVED_PREFIX}* are built into "
                         f"stablehlo-cc; choose another name than {name!r}")
    with _lock:
        _targets[name] = fn


def unregister_custom_call(name: str) -> None:
    with _lock:
        _targets.pop(name, None)


def is_registered(name: str) -> bool:
    return name in _targets or name in _builtin()


def unregistered_error(sites: list):
    """The CompileError for code whose custom-call `sites` have no Python function yet."""
    from ..errors import CompileError
    return CompileError("\n".join(
        f"{s.position}: error: custom_call target '{s.target}' is not registered: "
        f"implement it with stablehlo_cc.register_custom_call({s.target!r}, fn)"
        for s in sites))


@dataclass
class Site:
    """One `custom_call` of one compiled program: its target and its boundary types."""

    symbol: str
    target: str
    operands: tuple  # TensorType of each operand buffer
    results: tuple  # TensorType of each result buffer
    position: str
    backend_config: str | None = None

    def serve(self, pointers) -> int:
        """The custom-call service for compiled code: 0, or 1 after an error (kept for the
        caller of the compiled code to raise)."""
        self._call(*pointers)
        return 1 if getattr(_pending, "error", None) is not None else 0

    def _call(self, *pointers) -> None:
        try:
            builtin = _builtin().get(self.target)
            fn = _targets.get(self.target)
            if builtin is None and fn is None:
                raise RuntimeError(f"custom call target {self.target!r} ({self.position}) "
                                   "is no longer registered")
            n = len(self.operands)
            args = [_view(p, t, writable=False) for p, t in zip(pointers[:n], self.operands)]
            outs = [_view(p, t, writable=True) for p, t in zip(pointers[n:], self.results)]
            _store(self, builtin(self, args) if builtin else fn(*args), outs)
        except BaseException as e:  # noqa: BLE001 - re-raised by the caller of compiled code
            if getattr(_pending, "error", None) is None:
                _pending.error = e


def _view(pointer: int, t, writable: bool) -> np.ndarray:
    dtype = t.dtype
    count = int(np.prod(t.shape, dtype=np.int64))
    if count == 0 or not pointer:
        return np.zeros(t.shape, dtype)
    buffer = (ctypes.c_char * (count * dtype.itemsize)).from_address(pointer)
    arr = np.frombuffer(buffer, dtype=dtype, count=count).reshape(t.shape)
    arr.flags.writeable = writable
    return arr


def _store(site: Site, returned, outs: list[np.ndarray]) -> None:
    if len(outs) == 0:
        values = []
    elif len(outs) == 1 and not isinstance(returned, (tuple, list)):
        values = [returned]
    else:
        values = list(returned) if isinstance(returned, (tuple, list)) else [returned]
    if len(values) != len(outs):
        raise ValueError(f"custom call {site.target!r} ({site.position}) must return "
                         f"{len(outs)} result{'s' if len(outs) != 1 else ''}, got {len(values)}")
    for i, (value, out, t) in enumerate(zip(values, outs, site.results)):
        arr = np.asarray(value)
        if arr.shape != tuple(t.shape):
            raise ValueError(f"custom call {site.target!r} ({site.position}): result {i} must "
                             f"have shape {tuple(t.shape)} for {t}, got {arr.shape}")
        out[...] = arr.astype(t.dtype, copy=False)


def new_site(target: str, operands, results, position: str,
             backend_config: str | None = None) -> Site:
    """A fresh call site (its symbol is unique in this process)."""
    with _lock:
        symbol = f"{SYMBOL_PREFIX}{next(_counter)}"
        site = Site(symbol, target, tuple(operands), tuple(results), position, backend_config)
        _sites[symbol] = site
        return site


def site(symbol: str) -> Site:
    return _sites[symbol]


def raise_pending() -> None:
    """Raise the exception a custom call of this thread's last compiled call raised, if any."""
    error = getattr(_pending, "error", None)
    if error is not None:
        _pending.error = None
        raise error


def clear_pending() -> None:
    _pending.error = None
