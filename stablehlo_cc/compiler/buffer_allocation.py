"""Point compiled code's heap temporaries at the native allocator that keeps large blocks.

MLIR lowers `memref.alloc`/`memref.dealloc` of buffers too big for the stack to calls of
`malloc` and `free`. glibc serves large blocks with a fresh mmap and unmaps them on free, so
every call of a program with large temporaries faults in (and the kernel zeroes) fresh pages.
After LLVM's optimization (which knows malloc/free and may remove or fold them), this renames
the two functions to `__shlo_native_malloc`/`__shlo_native_free` (contract/native/buffers.c:
a size-class cache of large blocks, thread-safe, linked into every library and object like
the thread pool), so a program called again reuses the pages it touched before.
"""

from __future__ import annotations

import re

from ..contract import native

_CALLS = re.compile(r"@(malloc|free)(?![\w.$])")
_NAMES = {"malloc": native.MALLOC, "free": native.FREE}


def use_native_allocator(ir_text: str) -> str:
    """LLVM IR text with every reference to malloc/free renamed to the native allocator."""
    return _CALLS.sub(lambda m: "@" + _NAMES[m.group(1)], ir_text)
