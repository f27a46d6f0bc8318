"""Running compiled code: the `Executable` object and loading shared libraries."""

from .executable import Executable
from .library import load

__all__ = ["Executable", "load"]
