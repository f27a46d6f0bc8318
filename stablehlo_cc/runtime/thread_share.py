"""A grid process's share of the CPUs for the parallel loops of its calls.

`runtime/grid.py` sets it on each of its process threads, so the processes of a grid divide
the cores among them rather than each asking the thread pool for all of them;
`CompiledFunction` reads it when the Executable sets no `num_threads` of its own.
"""

from __future__ import annotations

import threading

_share = threading.local()


def set_thread_share(n: int | None) -> None:
    """Threads each parallel region of calls from this thread may use (None: all)."""
    _share.n = n


def thread_share() -> int | None:
    return getattr(_share, "n", None)
