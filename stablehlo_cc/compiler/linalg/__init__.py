"""Passes in upstream MLIR 22's context: tensor optimization, bufferization, lowering to the
LLVM dialect (`stage.py` runs them in order)."""
