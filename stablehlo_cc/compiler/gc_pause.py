"""Python's cyclic garbage collector paused while a compile runs.

A compile makes and drops hundreds of thousands of short-lived Python objects (op and value
wrappers of the MLIR bindings, attribute lists), and its first one in a process imports the
rule and dialect modules. The generational collector counts those allocations and, at its
thresholds, scans the generations; a full (oldest-generation) collection scans every tracked
object of the process, and in a process that imported JAX (120,000 objects before anything
runs) or a framework (several times that) each costs tens of milliseconds while finding
nothing to free: the compile's objects are all still live, and freed by reference counting
when it is done. Measured on gru_b1 in a process that imported jax: the first compile ran 6,
1 and 1 collections of the three generations, 0.279 s, against 0.248 s with collection
paused (later compiles of the same program ran none). So automatic collection is off for the
length of a compile (reference counting still frees everything without cycles) and back on
after, as the caller had it; `gc.collect()` still works. Nested and concurrent compiles
share one pause: the last to finish restores it.
"""

from __future__ import annotations

import contextlib
import gc
import threading

_lock = threading.Lock()
_depth = 0
_was_enabled = False


@contextlib.contextmanager
def paused():
    """Automatic garbage collection off inside (see the module docstring)."""
    global _depth, _was_enabled
    with _lock:
        if _depth == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if _depth == 0 and _was_enabled:
                gc.enable()
