"""Reading untrusted MLIR bytecode and StableHLO portable artifacts (VHLO) in a child process.

MLIR's bytecode readers trust their input: damaged files abort or segfault the process
(`nanobind::str(): conversion error`, heap corruption that crashes a later, valid compile), or
loop for minutes. So bytes a user hands us are read here, never in the compiling process:
this module runs as a small server (`python -c` running this file, so that only jaxlib's MLIR
is imported, not the compiler) which, for each request, forks a fresh child; the child reads
the bytes (VHLO first, then plain MLIR bytecode), verifies the module and writes it back as
MLIR bytecode of its own making, which the compiling process then reads. Each input gets a
new process (no damage carries over to the next one) and a time limit (`signal.alarm`); a
child that crashes or overruns is reported, not propagated. `bytecode_guard.py` is the
compiling process's side.

Protocol (binary, on the server's original stdin/stdout): request = u64 size, f64 seconds,
bytes; reply = one status byte (`K`: bytecode follows, `E`: a JSON error follows), u64 size,
payload. The context set-up (`new_context`, `load_quant_dialect`) lives here so that the
server and the compiler make identical contexts.
"""

from __future__ import annotations

import io
import json
import math
import os
import re
import signal
import struct
import sys
import tempfile

from jaxlib.mlir import ir
from jaxlib.mlir._mlir_libs import _jax_mlir_ext, _stablehlo
from jaxlib.mlir.dialects import chlo, sdy, stablehlo

_passes_registered = False

# The dialects of jaxlib's registry that the compiler's Python code builds ops of by name
# (`ir.Operation.create`, the generated builders) or types of: a builder given an op of a
# registered dialect that is not loaded makes an *unregistered* op, with no traits, folds or
# patterns, so these must be loaded first (stablehlo, chlo and sdy are, by their
# registration; the one `llvm` op, control_flow._keep_looping, loads its dialect itself).
# Every other dialect (shape, vhlo, llvm, gpu, nvvm, memref, vector, ...) loads when the
# parser or a pass first needs it, as in `mlir-opt`: loading all of them was 3.4 ms of every
# compile's 5.4 ms context, creation and destruction (issue 11). bridge.py does the same for
# the upstream context.
_BUILT_FROM_PYTHON = ("builtin", "func", "arith", "tensor", "math", "scf")


def new_context() -> ir.Context:
    """A fresh jaxlib MLIR context with StableHLO, CHLO and their passes (cheap: ~2 ms).

    One context a compilation, so that a long-running process does not accumulate
    uniqued types and attributes.
    """
    global _passes_registered
    if not _passes_registered:
        _stablehlo.register_stablehlo_passes()
        _passes_registered = True
    ctx = ir.Context()
    # Passes report failures through Python diagnostic handlers; from MLIR's worker threads
    # that would run Python without the GIL (a hard crash), so compile on one thread.
    ctx.enable_multithreading(False)
    registry = ir.DialectRegistry()
    _jax_mlir_ext.register_dialects(registry)
    ctx.append_dialect_registry(registry)
    stablehlo.register_dialect(ctx)
    chlo.register_dialect(ctx)
    sdy.register_dialect(ctx)  # JAX's sharding annotations (shard_map, pmap)
    for name in _BUILT_FROM_PYTHON:
        ctx.get_dialect_descriptor(name)  # loads it (without importing its Python module)
    return ctx


_QUANT_ARTIFACT: bytes | None = None


def load_quant_dialect(ctx: ir.Context) -> None:
    """Make `!quant.uniform` types parse. jaxlib registers no `quant` dialect for text, but
    deserializing a portable artifact that uses a quant type loads it: we serialize a tiny one
    once (the serializer parses in a context of its own) and read it into every context."""
    global _QUANT_ARTIFACT
    if _QUANT_ARTIFACT is None:
        _QUANT_ARTIFACT = _stablehlo.serialize_portable_artifact_str(
            "func.func @q(%a: tensor<!quant.uniform<i8:f32, 1.0>>) -> "
            "tensor<!quant.uniform<i8:f32, 1.0>> {\n"
            "  return %a : tensor<!quant.uniform<i8:f32, 1.0>>\n}",
            _stablehlo.get_minimum_version())
    _stablehlo.deserialize_portable_artifact(ctx, _QUANT_ARTIFACT)


# Strings in MLIR text can hold any bytes through `\XX` escapes; the bindings turn each string
# (names, attributes, diagnostics quoting them) into a Python str, and abort the process when it
# is not UTF-8. Only an escape of a byte >= 0x80 can start such a string.
_HIGH_ESCAPE = re.compile(r"\\[89A-Fa-f][0-9A-Fa-f]")
_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_ESCAPE = re.compile(r"\\([0-9A-Fa-f]{2}|.)", re.S)
_NAMED = {"n": 10, "t": 9, '"': 34, "\\": 92}


def non_utf8_string(text: str) -> tuple[int, str] | None:
    """(offset, literal) of the first string literal of MLIR `text` whose bytes are not UTF-8,
    or None (at once for text without escapes of high bytes: nearly every program)."""
    if not _HIGH_ESCAPE.search(text):
        return None
    for match in _STRING.finditer(text):
        literal = match.group(0)
        if not _HIGH_ESCAPE.search(literal):
            continue
        raw = bytearray()
        pos = 1
        for esc in _ESCAPE.finditer(literal, 1, len(literal) - 1):
            raw += literal[pos:esc.start()].encode("utf-8")
            code = esc.group(1)
            raw.append(int(code, 16) if len(code) == 2 else _NAMED.get(code, ord(code[0]) & 0xFF))
            pos = esc.end()
        raw += literal[pos:-1].encode("utf-8")
        try:
            raw.decode("utf-8")
        except UnicodeDecodeError:
            return match.start(), literal
    return None


class _Refused(Exception):
    """The bytes are not a valid program: `what` failed, with MLIR's diagnostics."""

    def __init__(self, what: str, text: str, diagnostics: list):
        super().__init__(text)
        self.what, self.text, self.diagnostics = what, text, diagnostics


def _diagnostics_of(err) -> list:
    return [[str(d.location), d.message] for d in getattr(err, "error_diagnostics", None) or []]


def reading_context() -> ir.Context:
    ctx = new_context()
    load_quant_dialect(ctx)
    return ctx


def read_untrusted(data: bytes, ctx: ir.Context) -> bytes:
    """Deserialize `data` (VHLO, else plain MLIR bytecode) in `ctx` (`reading_context()`),
    verify it, and return it as MLIR bytecode written by this process. Raises _Refused for
    an invalid program. Only ever call this in a process that may die."""
    # Diagnostics of a failed VHLO attempt are not the user's concern: keep them quiet.
    handler = ctx.attach_diagnostic_handler(lambda diag: True)
    try:
        module = _stablehlo.deserialize_portable_artifact(ctx, data)
    except Exception:  # not VHLO: the binding raises a plain error type
        module = None
    finally:
        handler.detach()
    if module is None:
        try:
            module = ir.Module.parse(data, ctx)
        except ir.MLIRError as e:
            raise _Refused("cannot read the bytecode", str(e), _diagnostics_of(e)) from None
        except Exception as e:  # e.g. ValueError: SmallVector unable to grow
            raise _Refused("cannot read the bytecode", f"{type(e).__name__}: {e}", []) from None
    # Before verification, whose messages may quote such a string.
    bad = non_utf8_string(module.operation.get_asm(enable_debug_info=True,
                                                   large_elements_limit=16))
    if bad is not None:
        raise _Refused("cannot read the bytecode",
                       f"it holds a string that is not UTF-8: {bad[1][:80]}", [])
    try:
        module.operation.verify()
    except ir.MLIRError as e:
        raise _Refused("the program does not verify", str(e), _diagnostics_of(e)) from None
    out = io.BytesIO()
    module.operation.write_bytecode(out)
    return out.getvalue()


def _reply(status: bytes, payload: bytes) -> bytes:
    return status + struct.pack("<Q", len(payload)) + payload


def _error(what: str, text: str, diagnostics: list | None = None) -> bytes:
    return _reply(b"E", json.dumps({"what": what, "text": text,
                                    "diagnostics": diagnostics or []}).encode())


def _read_exact(fd: int, n: int) -> bytes | None:
    chunks, left = [], n
    while left:
        chunk = os.read(fd, min(left, 1 << 20))
        if not chunk:
            return None
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


MEMORY_ALLOWANCE = 4 << 30  # bytes a read may allocate, at least (a damaged size field can
MEMORY_PER_INPUT_BYTE = 16  # make the reader allocate many GiB), or this much per input byte


def _limit_memory(size: int) -> None:
    """Cap the child's address space, so a damaged size fails its allocation (an abort we
    report) instead of exhausting the machine's memory."""
    try:
        import resource
        with open("/proc/self/statm") as f:
            mapped = int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
        _, hard = resource.getrlimit(resource.RLIMIT_AS)
        soft = mapped + max(MEMORY_ALLOWANCE, MEMORY_PER_INPUT_BYTE * size)
        if hard == resource.RLIM_INFINITY or soft < hard:
            resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
    except (OSError, ValueError, ImportError):  # not Linux: no cap
        pass


def _child(data: bytes, seconds: float, out: int, ctx: ir.Context) -> None:
    """In the forked child: read, answer on `out`, exit. Never returns."""
    signal.alarm(max(1, math.ceil(seconds)))  # SIGALRM's default action ends a stuck reader
    _limit_memory(len(data))
    try:
        reply = _reply(b"K", read_untrusted(data, ctx))
    except _Refused as e:
        reply = _error(e.what, e.text, e.diagnostics)
    except BaseException as e:  # noqa: BLE001 - everything goes back as a reply
        reply = _error("cannot read the bytecode", f"{type(e).__name__}: {e}")
    try:
        _write_all(out, reply)
    finally:
        os._exit(0)


def _serve_one(data: bytes, seconds: float, ctx: ir.Context) -> bytes:
    """Fork a child for one request; its reply, or an error saying how it died."""
    r, w = os.pipe()
    errors = tempfile.TemporaryFile()  # the child's stderr: the last words of a crash
    pid = os.fork()
    if pid == 0:
        os.close(r)
        os.dup2(errors.fileno(), 2)
        _child(data, seconds, w, ctx)
    os.close(w)
    chunks = []
    while chunk := os.read(r, 1 << 20):
        chunks.append(chunk)
    os.close(r)
    _, status = os.waitpid(pid, 0)
    errors.seek(0)
    last_words = errors.read().decode("utf-8", "replace").strip().splitlines()[-2:]
    errors.close()
    reply = b"".join(chunks)
    complete = len(reply) >= 9 and len(reply) == 9 + struct.unpack_from("<Q", reply, 1)[0]
    if os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0 and complete:
        return reply
    if os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGALRM:
        return _error("cannot read the bytecode",
                      f"the reader did not finish within {seconds:g} s")
    how = (f"signal {signal.Signals(os.WTERMSIG(status)).name}" if os.WIFSIGNALED(status)
           else f"exit status {os.WEXITSTATUS(status) if os.WIFEXITED(status) else status}")
    said = f": {' '.join(line.strip() for line in last_words)}" if last_words else ""
    return _error("cannot read the bytecode", f"the reader crashed ({how}){said}")


def serve() -> None:
    """The server loop: requests on stdin, replies on stdout, until stdin closes."""
    requests, replies = os.dup(0), os.dup(1)
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)  # nothing else may read our requests...
    os.dup2(2, 1)  # ...or write into our replies (MLIR prints to stdout at times)
    # Made once, before any fork: each child reads in its own copy of this context, which
    # the server itself never uses (it holds no threads: multithreading is off).
    ctx = reading_context()
    while True:
        header = _read_exact(requests, 16)
        if header is None:
            return
        size, seconds = struct.unpack("<Qd", header)
        data = _read_exact(requests, size)
        if data is None:
            return
        _write_all(replies, _serve_one(data, seconds, ctx))


if __name__ == "__main__":
    sys.exit(serve())
