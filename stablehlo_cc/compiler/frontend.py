"""Stage 1: any accepted form of a program → a verified StableHLO module in a jaxlib context."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass

from jaxlib.mlir import ir
from jaxlib.mlir._mlir_libs import _stablehlo

from . import bytecode_guard, bytecode_reader, jax_dimension_args
from ..errors import CompileError, Diagnostic, from_mlir_error, with_source_details

_BYTECODE_MAGIC = b"ML\xefR"
# The context set-up lives with the bytecode reader, so that both make identical contexts.
new_context = bytecode_reader.new_context
load_quant_dialect = bytecode_reader.load_quant_dialect


class TrustedBytecode(bytes):
    """Bytecode that needs no guarding: serialized by JAX (an `Exported`), or written by the
    bytecode reader process (`ReadBytecode`) after it verified what a user gave us."""


class ReadBytecode(TrustedBytecode):
    """Plain MLIR bytecode, written by `bytecode_reader` (never VHLO)."""


def _wrapped_hint(data: bytes) -> str:
    """What to do with bytes that hold MLIR bytecode further in: `Exported.serialize()` wraps
    the module in a flatbuffer (with the pytrees and shardings), which only jax reads."""
    if _BYTECODE_MAGIC in data[1:]:
        return ("; it holds MLIR bytecode further in, as jax.export's Exported.serialize() "
                "writes: pass jax.export.deserialize(data) instead")
    return ""


def _guarded(data: bytes, name: str) -> ReadBytecode:
    """Untrusted bytes are read in a child process (bytecode_reader.py says why)."""
    if not data.startswith(_BYTECODE_MAGIC):
        raise CompileError(f"{name}: not MLIR bytecode (bad magic number){_wrapped_hint(data)}")
    return ReadBytecode(bytecode_guard.rewrite(data, name))


@dataclass
class Program:
    """A parsed program: the module, its context, and the name used in error positions."""

    module: ir.Module
    context: ir.Context
    source_name: str


# How MLIR text can begin (after blanks): an op, a quoted generic op, an alias, a comment.
_MLIR_START = re.compile(r"\s*(func\.|module\b|\"|#|!|%|\^|//)")


def _looks_like_mlir(text: str) -> bool:
    """Any program has a line break, a region (`{`) or starts like MLIR; blank text is the
    empty program."""
    return not text.strip() or "\n" in text or "{" in text or bool(_MLIR_START.match(text))


def _looks_like_path(text: str) -> bool:
    """A str names a file when one exists there, or when it cannot be a program: then a
    mistyped path (`"mlp.mlr"`) is reported as a missing file, not parsed as MLIR."""
    if "\n" in text or len(text) >= 4096:
        return False
    return os.path.exists(text) or text.endswith((".mlir", ".mlirbc", ".bc", ".vhlo")) \
        or not _looks_like_mlir(text)


def _read_source(source, source_name: str | None) -> tuple[str | bytes, str]:
    """Normalise every accepted input to MLIR text or bytes, and a name for positions."""
    if isinstance(source, TrustedBytecode):
        return source, source_name or "<bytes>"
    if isinstance(source, os.PathLike) or (isinstance(source, str) and _looks_like_path(source)):
        path = os.fspath(source)
        if os.path.isdir(path):
            raise CompileError(f"cannot read {path}: it is a directory, not a program")
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError as e:
            raise CompileError(f"cannot read {path}: {e.strerror}") from None
        if not data.startswith(_BYTECODE_MAGIC):
            try:
                data = data.decode("utf-8")
            except UnicodeDecodeError:
                raise CompileError(f"{path}: neither MLIR text (UTF-8) nor MLIR bytecode"
                                   f"{_wrapped_hint(data)}") from None
        else:
            data = _guarded(data, source_name or path)
        return data, source_name or path
    if isinstance(source, (bytes, bytearray, memoryview)):
        return _guarded(bytes(source), source_name or "<bytes>"), source_name or "<bytes>"
    if isinstance(source, str):
        return source, source_name or "<string>"
    # JAX objects, recognised by what they carry rather than by importing jax.
    if hasattr(source, "mlir_module_serialized"):  # jax.export.Exported
        return (TrustedBytecode(source.mlir_module_serialized),
                source_name or f"<exported {source.fun_name}>")
    if hasattr(source, "compiler_ir") and hasattr(source, "as_text"):  # jax.stages.Lowered
        try:
            text = source.as_text(debug_info=True)
        except TypeError:
            text = source.as_text()
        name = source_name or "<jax lowered>"
        return _with_dimensions_from_shapes(text, source, name), name
    if hasattr(source, "jaxpr") and hasattr(source, "lower"):  # jax.stages.Traced
        return _read_source(source.lower(), source_name)
    if hasattr(source, "operation") and hasattr(source, "body"):  # an ir.Module of any binding
        return source.operation.get_asm(enable_debug_info=True), source_name or "<module>"
    hint = ""
    if hasattr(source, "as_text") and hasattr(source, "cost_analysis"):  # jax.stages.Compiled
        hint = "; this is already compiled by XLA: pass the Lowered (jax.jit(f).lower(...))"
    elif callable(source):
        hint = ("; a function has no shapes yet: pass jax.jit(f).lower(*example_args) "
                "or jax.export.export(jax.jit(f))(*example_args)")
    raise TypeError(
        f"cannot compile a {type(source).__name__}: expected MLIR text, bytes, a path, "
        f"or a JAX Lowered/Exported object{hint}")


def _with_dimensions_from_shapes(text: str, lowered, name: str) -> str:
    """A symbolic-shape Lowered's text, its @main reading its dimension variables from its
    arguments' shapes (`jax_dimension_args.py`); any other text unchanged."""
    if jax_dimension_args.GLOBAL_CONSTANT not in text:
        return text
    avals = jax_dimension_args.dimension_avals(lowered)
    if avals is None:
        return text
    ctx = new_context()
    try:
        module = ir.Module.parse(text, ctx)
    except ir.MLIRError:
        return text  # parse() reports it with positions
    if not jax_dimension_args.read_dimensions_from_shapes(module, avals, name):
        return text
    return module.operation.get_asm(enable_debug_info=True)


def jax_host_callbacks(source) -> list:
    """The Python functions of a JAX `Lowered`'s host callbacks (jax.debug.print,
    pure_callback, io_callback), indexed as its `xla_ffi_python_cpu_callback` calls' `index`;
    [] for anything else. They are kept by JAX's lowering (`compile_args`), not its text."""
    if not (hasattr(source, "compiler_ir") and hasattr(source, "as_text")):
        return []
    args = getattr(getattr(source, "_lowering", None), "compile_args", None)
    functions = args.get("host_callbacks") if isinstance(args, dict) else None
    return list(functions or [])


def read_source(source, source_name: str | None = None) -> tuple[str | bytes, str]:
    """The program as MLIR text or bytes, and its name: a snapshot to parse again later."""
    return _read_source(source, source_name)


def parse(source, source_name: str | None = None) -> Program:
    """Parse and verify `source`; raise CompileError with positions when it is not valid."""
    data, name = _read_source(source, source_name)
    ctx = new_context()
    if isinstance(data, bytes) or "!quant." in data:
        load_quant_dialect(ctx)
    # (`ir.Module.parse` verifies what it parsed, as MLIR's parser does by default: a second
    # verify of the program cost 0.6-1 ms of every compile, issue 11; a StableHLO portable
    # artifact is upgraded from VHLO by its own reader, and verified here)
    if isinstance(data, ReadBytecode):
        try:
            module = ir.Module.parse(data, ctx)
        except ir.MLIRError as e:  # not expected: the reader wrote it
            raise from_mlir_error(e, name, f"{name}: cannot read the bytecode") from None
    elif isinstance(data, bytes):  # from JAX (_read_source guards every other bytes)
        module = _parse_bytecode(data, ctx, name)
        _verify(module, data, name)
    else:
        _check_strings(data, name)
        try:
            module = ir.Module.parse(data, ctx)
        except ir.MLIRError as e:
            err = with_source_details(
                from_mlir_error(e, name, f"{name}: cannot parse the program"), data, name)
            if '!"quant"' in str(err):  # the quant dialect is not loaded in this context
                raise CompileError(f"{err.diagnostics[0].position if err.diagnostics else name}"
                                   ": quantized types (!quant.uniform) are not supported yet",
                                   err.diagnostics) from None
            raise err from None
    return Program(module, ctx, name)


def _verify(module, data, name: str) -> None:
    try:
        module.operation.verify()
    except ir.MLIRError as e:
        err = from_mlir_error(e, name, f"{name}: the program does not verify")
        raise (with_source_details(err, data, name) if isinstance(data, str) else err) from None


def _check_strings(text: str, name: str) -> None:
    """A string escape that makes bytes which are not UTF-8 would abort the process in the
    bindings (bytecode_reader.non_utf8_string): refuse it first, at its position."""
    bad = bytecode_reader.non_utf8_string(text)
    if bad is None:
        return
    offset, literal = bad
    line = text.count("\n", 0, offset) + 1
    col = offset - (text.rfind("\n", 0, offset) + 1) + 1
    message = f"this string's bytes are not UTF-8, which is not supported: {literal[:80]}"
    raise CompileError.from_diagnostics([Diagnostic(message, name, line, col)], message)


def _parse_bytecode(data: bytes, ctx: ir.Context, name: str) -> ir.Module:
    """A StableHLO portable artifact (VHLO) or plain MLIR bytecode, serialized by JAX."""
    # Diagnostics of a failed VHLO attempt are not the user's concern: keep them off stderr.
    handler = ctx.attach_diagnostic_handler(lambda diag: True)
    try:
        return _stablehlo.deserialize_portable_artifact(ctx, data)
    except Exception:  # not VHLO: the binding raises a plain error type
        pass
    finally:
        handler.detach()
    try:
        return ir.Module.parse(data, ctx)
    except ir.MLIRError as e:
        raise from_mlir_error(e, name, f"{name}: cannot read the bytecode") from None
