"""The linalg-level stage in upstream MLIR: fusion, bufferization, lowering to the LLVM dialect."""

from __future__ import annotations

import mlir.ir as uir
import mlir.passmanager as upm

from .. import pipeline
from ..errors import from_mlir_error
from . import storage_types


def run_passes(module, passes: list[str], source_name: str, what: str) -> None:
    try:
        pm = upm.PassManager.parse("builtin.module(" + ",".join(passes) + ")", module.context)
        pm.run(module.operation)
    except uir.MLIRError as e:
        raise from_mlir_error(e, source_name, f"{what} failed") from None


def optimize_tensors(module, source_name: str) -> None:
    run_passes(module, pipeline.TENSOR_OPTIMIZE, source_name, "fusing elementwise ops")


def bufferize(module, source_name: str) -> None:
    run_passes(module, pipeline.BUFFERIZE, source_name, "bufferization")


def to_llvm_dialect(module, source_name: str) -> None:
    run_passes(module, pipeline.TO_LOOPS, source_name, "lowering to loops")
    storage_types.widen_i1_memrefs(module)
    run_passes(module, pipeline.TO_LLVM, source_name, "lowering to the LLVM dialect")
