"""Running compiled code: the `Executable` object and loading shared libraries."""

from .aligned_arrays import aligned
from .executable import Executable
from .library import load

__all__ = ["Executable", "aligned", "load"]
