"""Light Python modules for MLIR dialects whose own module is slow to import.

When the MLIR bindings first meet an op or attribute of a dialect (a `linalg.generic`'s
iterator types, the owner of a value, say), they import `<prefix>.<dialect>` for each prefix
of their search list to find its Python classes. `mlir.dialects.linalg` also builds the
linalg OpDSL (every named op re-declared in Python, YAML loader included): about 0.4 s of
every cold compile, for functions the compiler never calls (issue 11). Our `linalg` module
registers the same generated op and enum classes, without the OpDSL; `install()` puts this
package first in the search list. The compiler only reads names, operands and attributes of
the ops of the other dialects here, so their modules register nothing: the generated op
classes of jaxlib's `scf` and `arith` cost a recurrent network's first compile ~10 ms,
`builtin` every first compile 1.5 ms. A program that imports a dialect's module itself (as
JAX does for the dialects it builds) still gets all of its classes: registering them does
not depend on this search.
The bindings never cache a dialect module they did not find: `omp` (upstream), `linalg` and
`tensor` (jaxlib) are empty modules that end those searches.
(XLA and IREE build and walk their IR in C++ and have no such cost.)
"""

from __future__ import annotations

from jaxlib.mlir._mlir_libs import _mlir as _jaxlib_mlir
from mlir._mlir_libs import _mlir


def install() -> None:
    """Make the upstream bindings look for dialect modules here before `mlir.dialects`, and
    jaxlib's in the `jaxlib` package before `jaxlib.mlir.dialects`."""
    modules = list(_mlir.globals.dialect_search_modules)
    if __name__ not in modules:
        _mlir.globals.dialect_search_modules = [__name__] + modules
    modules = list(_jaxlib_mlir.globals.dialect_search_modules)
    if __name__ + ".jaxlib" not in modules:
        _jaxlib_mlir.globals.dialect_search_modules = [__name__ + ".jaxlib"] + modules
