"""Custom-call sites: what the compiler records about each `stablehlo.custom_call`.

Each call site of a compiled program becomes a call of `__stablehlo_cc_custom_call_<n>` (the
`custom_call` service of the caller's runtime, see `services.py`); its `Site` keeps the target
name, the boundary types of its buffers, its position and backend_config. The runtime
(`runtime/custom_calls.py`) runs the Python function registered for the target.
"""

from __future__ import annotations

import itertools
import threading
from dataclasses import dataclass, field

SYMBOL_PREFIX = "__stablehlo_cc_custom_call_"

_lock = threading.Lock()
_sites: dict[str, "Site"] = {}
_counter = itertools.count()


# JAX's host callbacks: the custom call names an index (`mhlo.backend_config = {index = n}`)
# into a list of Python functions that lives in the JAX process that lowered the program, so
# it cannot be run from its text; a JAX `Lowered` hands the list over (`Site.callback_index`).
_JAX_HOST_CALLBACKS = ("xla_ffi_python_cpu_callback", "xla_python_cpu_callback",
                       "xla_ffi_partitioned_python_cpu_callback")
# The ones whose index is in `mhlo.backend_config` (the FFI form JAX emits today).
FFI_HOST_CALLBACKS = ("xla_ffi_python_cpu_callback", "xla_ffi_partitioned_python_cpu_callback")


def is_host_callback(target: str) -> bool:
    return target in _JAX_HOST_CALLBACKS


# The name JAX's lowering gives a host callback's location (`loc("pure_callback:"(...))`),
# and the API a user wrote for it.
CALLBACK_KINDS = {"debug_print": "jax.debug.print", "debug_callback": "jax.debug.callback",
                  "pure_callback": "jax.pure_callback",
                  "io_callback": "jax.experimental.io_callback"}


def describe(site: "Site") -> str:
    """How messages name a call site: its target, or the JAX API of a host callback, and
    where it is in the program."""
    if site.callback_index is None:
        return f"custom call {site.target!r} ({site.position})"
    kind = site.callback_kind or "JAX host callback"
    return f"{kind} at {site.position} (host callback {site.callback_index})"


def unregistered_message(site: "Site") -> str:
    """The error line for a site whose target has no Python function."""
    line = (f"{site.position}: error: custom_call target '{site.target}' is not registered: "
            f"implement it with stablehlo_cc.register_custom_call({site.target!r}, fn)")
    if site.target in _JAX_HOST_CALLBACKS:
        line += (" (it is a JAX host callback: jax.debug.print, jax.debug.callback, "
                 "jax.pure_callback or io_callback, whose Python function stays in the "
                 "process that traced it; pass the JAX Lowered object itself "
                 "(stablehlo_cc.compile(jax.jit(f).lower(...))) rather than its text, remove "
                 "the callback, or give the function a target name of its own with "
                 "stablehlo_cc.register_custom_call and call it with jax.ffi.ffi_call)")
    return line


def library_host_callback_message(site: "Site") -> str:
    """The error line for a JAX host callback in code built for another process."""
    return (f"{site.position}: error: custom_call target '{site.target}' is a JAX host "
            "callback (jax.debug.print, jax.debug.callback, jax.pure_callback or io_callback): "
            "its Python function lives only in the process that traced it, so a library or "
            "object file cannot call it; compile the Lowered in that process with "
            "stablehlo_cc.compile, or remove the callback")


@dataclass
class Site:
    """One `custom_call` of one compiled program: its target and its boundary types."""

    symbol: str
    target: str
    operands: tuple  # TensorType of each operand buffer
    results: tuple  # TensorType of each result buffer
    position: str
    backend_config: str | None = None
    # A JAX host callback: its position in the Lowered's list of Python functions, and whether
    # JAX's wrapper of that function takes and returns a token first (an ordered effect).
    callback_index: int | None = None
    passes_token: bool = False
    # Which JAX API made it ("jax.pure_callback", ...; from its location), for messages.
    callback_kind: str | None = None
    # The runtime's per-site cache of its buffers' layouts (not part of the description).
    _layout: tuple | None = field(default=None, repr=False, compare=False)


def new_site(target: str, operands, results, position: str,
             backend_config: str | None = None, callback_index: int | None = None,
             passes_token: bool = False, callback_kind: str | None = None) -> Site:
    """A fresh call site (its symbol is unique in this process)."""
    with _lock:
        symbol = f"{SYMBOL_PREFIX}{next(_counter)}"
        site = Site(symbol, target, tuple(operands), tuple(results), position, backend_config,
                    callback_index, passes_token, callback_kind)
        _sites[symbol] = site
        return site


def site(symbol: str) -> Site:
    return _sites[symbol]
