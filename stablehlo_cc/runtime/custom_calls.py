"""Custom calls implemented in Python: the registry and the call sites compiled code reaches.

`register_custom_call("my_target", fn)` makes every `stablehlo.custom_call @my_target` of
programs compiled (or libraries loaded) afterwards call `fn(*operands)` with numpy arrays;
`fn` returns the results (one array, or a sequence for several). Compiled code reaches a call
site (`contract/custom_call_sites.py`) through the `custom_call` service of the runtime its
caller passes (`python_runtime.py`); Python's service calls `serve`, which wraps the buffers
(dense row-major, tokens left out) as arrays, calls `fn` (looked up by target name at each call) and writes its results
into the result buffers. An exception raised by `fn` is kept and raised by the `Executable`
call once the compiled code returns, its message naming the target and the call's position.

A JAX host callback site (`Site.callback_index`: jax.debug.print, pure_callback, io_callback
compiled from a JAX `Lowered`) calls the Python function at that index of the list its
`CompiledFunction` binds for the duration of each call (`bound_host_callbacks`): the same code
(one compile cache entry) may serve Lowered objects whose functions differ. JAX's functions
take numpy arrays (copies: a callback may keep them) and return a tuple of results, whose
shapes and dtypes they check themselves; an ordered one takes and returns a token first.
Errors name a host callback by its JAX API and position (`jax.pure_callback at f.py:3:4`,
`custom_call_sites.describe`). A callback in a loop is called at every step: the layouts of a
site's buffers are worked out once (`_layout`), which took our share of a call from 28.6 to
12.8 us (a trivial function, fori_loop of 20000 steps, Emerald Rapids, 1 CPU); JAX's own
wrapper of a pure_callback adds ~110 us, as under jax.jit.

Targets named `stablehlo_cc.*` are built in and reserved: `stablehlo_cc.print` prints its
operands in the reference interpreter's format (`runtime/printing.py`).
"""

from __future__ import annotations

import ctypes
import threading
from typing import Callable

import numpy as np

from ..contract.custom_call_sites import Site, describe, unregistered_message

_lock = threading.Lock()
_targets: dict[str, Callable] = {}
_pending = threading.local()

RESERVED_PREFIX = "stablehlo_cc."


_BUILTIN: dict[str, Callable] | None = None


def _builtin() -> dict[str, Callable]:
    """Built-in targets: `fn(site, operands)` (they also see the call site's types and
    backend_config). Imported at first use: printing imports this module."""
    global _BUILTIN
    if _BUILTIN is None:
        from . import printing
        _BUILTIN = {printing.TARGET: printing.print_tensors}
    return _BUILTIN


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


def serve(site: Site, pointers) -> int:
    """The custom-call service for compiled code: 0, or 1 after an error (kept for the
    caller of the compiled code to raise)."""
    _call(site, *pointers)
    return 1 if getattr(_pending, "error", None) is not None else 0


def unregistered_error(sites: list):
    """The CompileError for code whose custom-call `sites` have no Python function yet."""
    from ..errors import CompileError
    return CompileError("\n".join(unregistered_message(s) for s in sites))


class bound_host_callbacks:
    """`with bound_host_callbacks(functions):` the JAX host callbacks of the compiled code this
    thread calls meanwhile run `functions` (a JAX Lowered's list; None: none bound)."""

    def __init__(self, functions):
        self.functions = functions

    def __enter__(self):
        self.previous = getattr(_pending, "host_callbacks", None)
        _pending.host_callbacks = self.functions

    def __exit__(self, *exc):
        _pending.host_callbacks = self.previous


def _host_callback(site: Site) -> Callable | None:
    """The Python function of a JAX host callback site, called like a registered one; None
    when the code runs without its Lowered's functions (then the target's registered one)."""
    functions = getattr(_pending, "host_callbacks", None)
    if site.callback_index is None or functions is None or \
            site.callback_index >= len(functions):
        return None
    fn = functions[site.callback_index]

    def call(*args):
        args = [a.copy() for a in args]  # JAX may keep what it is given: no views of ours
        returned = tuple(fn(None, *args) if site.passes_token else fn(*args))
        return returned[1:] if site.passes_token else returned
    return call


def _layout(site: Site) -> tuple:
    """(shape, dtype, element count) of each operand and each result buffer of `site`,
    worked out at its first call: a host callback in a loop is called at every step, and
    computing them again each time cost more than the rest of the call."""
    layout = site._layout
    if layout is None:
        layout = site._layout = tuple(
            tuple((tuple(t.shape), t.dtype, int(np.prod(t.shape, dtype=np.int64)))
                  for t in types) for types in (site.operands, site.results))
    return layout


def _call(site: Site, *pointers) -> None:
    try:
        builtin = _builtin().get(site.target)
        fn = _host_callback(site) or _targets.get(site.target)
        if builtin is None and fn is None and site.callback_index is not None:
            raise RuntimeError(f"{describe(site)} has no Python function here: its code was "
                               "called without the JAX Lowered it was compiled from")
        if builtin is None and fn is None:
            raise RuntimeError(f"custom call target {site.target!r} ({site.position}) "
                               "is no longer registered")
        operands, results = _layout(site)
        n = len(operands)
        args = [_view(p, t, writable=False) for p, t in zip(pointers[:n], operands)]
        outs = [_view(p, t, writable=True) for p, t in zip(pointers[n:], results)]
        try:
            returned = builtin(site, args) if builtin else fn(*args)
        except Exception as e:  # noqa: BLE001 - the user's code: say where it was called
            raise _naming_the_call(e, site) from e
        _store(site, returned, outs)
    except BaseException as e:  # noqa: BLE001 - re-raised by the caller of compiled code
        if getattr(_pending, "error", None) is None:
            _pending.error = e


class CustomCallError(RuntimeError):
    """An exception of a custom call that cannot be rebuilt with a message of ours (its type
    takes other arguments); the original is its `__cause__`."""


def _naming_the_call(error: Exception, site: Site) -> Exception:
    """`error` again, of the same type where its type takes a message, its message saying
    which custom call raised it and where that call is in the program."""
    message = f"{describe(site)} raised {type(error).__name__}: {error}"
    try:
        wrapped = type(error)(message)
    except Exception:  # noqa: BLE001 - a type with another constructor
        wrapped = CustomCallError(message)
    return wrapped.with_traceback(error.__traceback__)


def _view(pointer: int, layout: tuple, writable: bool) -> np.ndarray:
    shape, dtype, count = layout
    if count == 0 or not pointer:
        return np.zeros(shape, dtype)
    buffer = (ctypes.c_char * (count * dtype.itemsize)).from_address(pointer)
    arr = np.frombuffer(buffer, dtype=dtype, count=count).reshape(shape)
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
        raise ValueError(f"{describe(site)} must return "
                         f"{len(outs)} result{'s' if len(outs) != 1 else ''}, got {len(values)}")
    for i, (value, out, t) in enumerate(zip(values, outs, site.results)):
        arr = np.asarray(value)
        if arr.shape != out.shape:
            raise ValueError(f"{describe(site)}: result {i} must "
                             f"have shape {out.shape} for {t}, got {arr.shape}")
        out[...] = arr.astype(out.dtype, copy=False)


def raise_pending() -> None:
    """Raise the exception a custom call of this thread's last compiled call raised, if any."""
    error = getattr(_pending, "error", None)
    if error is not None:
        _pending.error = None
        raise error


def clear_pending() -> None:
    _pending.error = None
