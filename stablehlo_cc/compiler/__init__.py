"""The compiler: source -> object code, in stages (`driver.py` walks their table).

    frontend.py        parse and verify (jaxlib's StableHLO bindings)
    specialize.py      dynamic shapes -> static ones (shape refinement)
    stablehlo/         passes and per-op rules in jaxlib's MLIR context, down to linalg
    bridge.py          the module's text moves into upstream MLIR 22
    linalg/            passes in upstream MLIR 22's context: fusion, bufferization, LLVM dialect
    backend.py         LLVM IR, llvmlite optimization, machine code (vector_math.py: libmvec)
    pipeline.py        every pass pipeline, as data
    isolated_mlir.py   loads the MLIR 22 libraries so another LLVM in the process cannot clash
    dialect_modules/   light Python modules of MLIR 22 dialects (linalg without its OpDSL,
                       llvm without its op classes)

It knows nothing of the runtime: what compiled code and the runtime share is in `contract/`.
"""

# First: the upstream MLIR bindings, isolated from other LLVMs in the process.
from . import isolated_mlir  # noqa: F401  (isort: skip)
from . import dialect_modules  # noqa: E402  (isort: skip)
dialect_modules.install()
from .driver import Compiled, Options, run  # noqa: E402

__all__ = ["Compiled", "Options", "run"]
