"""The text bridge: a linalg-level module from jaxlib's MLIR into an upstream MLIR 22 context.

After `stablehlo-legalize-to-linalg` every op is in an upstream dialect, so the module's
text is valid for upstream MLIR. Attributes of dialects upstream does not know (sdy, mhlo,
jax) are stripped first; they carry nothing the lowering needs.

Why text and not MLIR bytecode (issue 11, 2026-11-27): jaxlib's MLIR (24.0.0git, bytecode
version 6) writes `affine_map` attributes with a builtin attribute code (23) that MLIR 22's
reader does not know ("unknown attribute code: 23"), whatever bytecode version it is asked
for (0-6), and every linalg module has indexing maps; the Python bindings expose no
per-dialect version for the writer. Writing the bytecode would have cost 1.7 ms instead of
the 11.7 ms print on Whisper. The text options do not parse faster either (print + parse,
pinned, median of 9, Whisper 268 KB / GPT-2 prefill 88 KB): as printed here 23.8 / 7.8 ms;
the generic op form 26.4 / 10.1; `use_local_scope` 26.8 / 8.5; without debug info 20.7 /
8.4, but the locations are what diagnostics of later stages point at. On the small models
the stage is ~6 ms of CPU (equinox MLP, first compile in a process), half of it the context
(`Context()` 0.6-0.9 ms, loading the dialects 1.1-2 ms, 1.5 of it linalg and llvm, which
every compile loads anyway), print + parse ~2 ms.
"""

from __future__ import annotations

import mlir.ir as uir
from mlir._mlir_libs import _mlirRegisterEverything

from ..errors import from_mlir_error
from ..contract.signature import public_functions

_KEEP_FUNC_ATTRS = {"sym_name", "function_type", "sym_visibility"}


# The dialects the compiler's Python code builds ops, types or attributes of (the context
# must have loaded a dialect before such a builder runs). Every other registered dialect loads
# when the parser or a pass first needs it (a pass loads the dialects it declares it makes).
_BUILT_FROM_PYTHON = ("builtin", "func", "arith", "math", "linalg", "tensor", "memref", "scf",
                      "vector", "bufferization", "llvm", "affine", "cf", "complex", "index", "ub")


def new_upstream_context() -> uir.Context:
    """A fresh context with every upstream dialect registered and those of
    `_BUILT_FROM_PYTHON` loaded. Loading all ~45 registered dialects (GPU, SPIR-V, OpenACC,
    TOSA, ... that a CPU compile never meets) was ~4.4 ms of every compile, twice what these
    cost (issue 11); `mlir-opt` also loads dialects lazily. The bindings' `Context` already
    appends the registry of every dialect and the LLVM IR translations; registering them
    again here is for a build of the bindings without that site initialization."""
    ctx = uir.Context(load_on_create_dialects=[])
    ctx.enable_multithreading(False)  # see frontend.new_context: diagnostics need the GIL
    registry = uir.DialectRegistry()
    _mlirRegisterEverything.register_dialects(registry)
    ctx.append_dialect_registry(registry)
    _mlirRegisterEverything.register_llvm_translations(ctx)
    for name in _BUILT_FROM_PYTHON:
        ctx.get_dialect_descriptor(name)  # loads it (without importing its Python module)
    return ctx


def _strip_foreign_attributes(module) -> None:
    for name in list(module.operation.attributes):
        del module.operation.attributes[name]
    for op in module.body.operations:
        if op.operation.name != "func.func":
            continue
        for name in list(op.attributes):
            if name not in _KEEP_FUNC_ATTRS:
                del op.attributes[name]


def _mark_inputs_read_only(module, ctx: uir.Context) -> None:
    """Bufferization must never write into a caller's input: mark each public argument."""
    read_only = uir.DictAttr.get({"bufferization.writable": uir.BoolAttr.get(False, context=ctx)},
                                 context=ctx)
    for func in public_functions(module):
        n = len(func.attributes["function_type"].value.inputs)
        if n:
            func.attributes["arg_attrs"] = uir.ArrayAttr.get([read_only] * n, context=ctx)


def to_upstream(jax_module, source_name: str):
    """Move a linalg-level jaxlib module into a fresh upstream context; returns the module."""
    _strip_foreign_attributes(jax_module)
    # (not verified again while printing: a third of the print's time; the parse below
    # verifies what it reads, which is the check that matters here)
    # (as bytes: the parser reads them as they are, and the print skips decoding ~0.3 MB of
    # UTF-8 into a str that the parse would encode again: Whisper's print 13.7 -> 11.4 ms;
    # issue 11)
    text = jax_module.operation.get_asm(enable_debug_info=True, assume_verified=True,
                                        binary=True)
    ctx = new_upstream_context()
    try:
        module = uir.Module.parse(text, ctx)
    except uir.MLIRError as e:
        raise from_mlir_error(e, source_name, "moving the program into upstream MLIR") from None
    _mark_inputs_read_only(module, ctx)
    return module
