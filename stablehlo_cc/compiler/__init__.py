"""The compiler: source -> object code, in stages (`driver.py` walks their table).

    frontend.py        parse and verify (jaxlib's StableHLO bindings)
    specialize.py      dynamic shapes -> static ones (shape refinement)
    stablehlo/         passes and per-op rules in jaxlib's MLIR context, down to linalg
    bridge.py          the module's text moves into upstream MLIR 22
    linalg/            passes in upstream MLIR 22's context: fusion, bufferization, LLVM dialect
    backend.py         LLVM IR, llvmlite optimization, machine code (vector_math.py: libmvec)
    pipeline.py        every pass pipeline, as data

It knows nothing of the runtime: what compiled code and the runtime share is in `contract/`.
"""

from .driver import Compiled, Options, run

__all__ = ["Compiled", "Options", "run"]
