"""The linalg-level stage in upstream MLIR: fusion, bufferization, lowering to the LLVM dialect."""

from __future__ import annotations

import mlir.ir as uir
import mlir.passmanager as upm
from mlir.dialects import linalg

from .. import pipeline
from ..errors import from_mlir_error
from . import contraction_codegen


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
    run_passes(module, pipeline.BUFFERIZE, source_name, "bufferization")
    strided_copies_to_linalg(module)


def strided_copies_to_linalg(module) -> int:
    """`memref.copy` between non-contiguous buffers lowers to a call into MLIR's C runner
    library, which compiled programs must not need: make such copies `linalg.copy` loops.
    Contiguous copies stay (they become `llvm.memcpy`)."""
    copies = []

    def visit(op):
        if op.name == "memref.copy":
            copies.append(op.operation if hasattr(op, "operation") else op)
        return uir.WalkResult.ADVANCE

    module.operation.walk(visit)
    for op in copies:
        source, target = op.operands
        if all(_is_identity_layout(v.type) for v in (source, target)):
            continue
        with uir.InsertionPoint(op), op.location:
            linalg.copy(source, outs=[target])
        op.erase()
    return len(copies)


def _is_identity_layout(t) -> bool:
    layout = uir.MemRefType(t).layout
    return isinstance(layout, uir.AffineMapAttr) and layout.value.is_permutation and \
        str(layout.value) == str(uir.AffineMap.get_identity(layout.value.n_dims, t.context))


def to_llvm_dialect(module, source_name: str) -> None:
    run_passes(module, pipeline.TO_LLVM, source_name, "lowering to the LLVM dialect")
