"""The linalg-level stage in upstream MLIR: fusion, bufferization, lowering to the LLVM dialect."""

from __future__ import annotations

import mlir.ir as uir
import mlir.passmanager as upm

from .. import pipeline
from ..errors import from_mlir_error
from .runtime_calls import lower_runtime_calls
from . import contraction_codegen
from .custom_call_buffers import custom_calls_to_buffers
from .reuse_inputs import reuse_inputs_as_outputs
from .scalarize import scalarize_zero_d
from .strided_copies import lower_strided_copies
from .widen_narrow_memrefs import widen_narrow_memrefs


def run_passes(module, passes: list[str], source_name: str, what: str) -> None:
    try:
        pm = upm.PassManager.parse("builtin.module(" + ",".join(passes) + ")", module.context)
        pm.run(module.operation)
    except uir.MLIRError as e:
        raise from_mlir_error(e, source_name, f"{what} failed") from None


def optimize_tensors(module, source_name: str, opt_level: int = 3) -> None:
    """Fusion, then (from -O1 up) register-blocked vector code for contractions."""
    run_passes(module, pipeline.TENSOR_OPTIMIZE, source_name, "fusing elementwise ops")
    if opt_level > 0:
        contraction_codegen.tile_and_vectorize(module)


def bufferize(module, source_name: str) -> None:
    scalarize_zero_d(module)
    run_passes(module, pipeline.AFTER_SCALARIZE, source_name, "scalarizing 0-d tensors")
    custom_calls_to_buffers(module)
    lower_runtime_calls(module)
    reuse_inputs_as_outputs(module)
    run_passes(module, pipeline.BUFFERIZE, source_name, "bufferization")


def to_llvm_dialect(module, source_name: str) -> None:
    lower_strided_copies(module)
    run_passes(module, pipeline.TO_LOOPS, source_name, "lowering to loops")
    widen_narrow_memrefs(module, source_name)
    run_passes(module, pipeline.TO_LLVM, source_name, "lowering to the LLVM dialect")
