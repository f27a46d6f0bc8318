"""The compiling process's side of `bytecode_reader.py`: untrusted bytes in, safe bytecode out.

`rewrite(data, name)` sends the bytes to the reader server (started on first use and kept:
a request then costs a fork and the parse, a few milliseconds for a small program) and
returns the bytecode the reader wrote after it verified the program, or raises CompileError:
for an invalid program (with MLIR's diagnostics), a reader that crashed, or one that overran
its time limit. The server itself is restarted when it dies or stops answering.
"""

from __future__ import annotations

import atexit
import json
import os
import select
import struct
import subprocess
import sys
import threading
import time
import types

from ..errors import CompileError, from_mlir_error

BASE_SECONDS = 30.0  # time limit of one read, plus...
SECONDS_PER_MIB = 2.0  # ...this for every MiB of input
_SLACK = 15.0  # the server's own answer may take this much longer than its child's limit

_lock = threading.Lock()
_server: subprocess.Popen | None = None
_server_pid = None  # the process that started `_server` (a fork must start its own)


def time_limit(size: int) -> float:
    return BASE_SECONDS + SECONDS_PER_MIB * size / 2**20


def _start() -> subprocess.Popen:
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bytecode_reader.py")
    # Run by path through runpy: importing it as part of the package would load the compiler.
    code = f"import runpy; runpy.run_path({script!r}, run_name='__main__')"
    return subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, bufsize=0)


def _stop(server: subprocess.Popen) -> None:
    for stream in (server.stdin, server.stdout):
        try:
            stream.close()
        except OSError:
            pass
    if server.poll() is None:
        server.kill()
    server.wait()


@atexit.register
def _shutdown() -> None:
    global _server
    if _server is not None and _server_pid == os.getpid():
        _stop(_server)
    _server = None


def _read_exact(fd: int, n: int, deadline: float) -> bytes | None:
    chunks, left = [], n
    while left:
        remaining = deadline - time.monotonic()
        if remaining <= 0 or not select.select([fd], [], [], remaining)[0]:
            return None
        chunk = os.read(fd, min(left, 1 << 20))
        if not chunk:
            return None
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def _ask(data: bytes, seconds: float) -> tuple[bytes, bytes] | None:
    """(status, payload) from the server, or None when it died or did not answer."""
    global _server, _server_pid
    if _server is None or _server_pid != os.getpid() or _server.poll() is not None:
        _server, _server_pid = _start(), os.getpid()
    server = _server
    try:
        server.stdin.write(struct.pack("<Qd", len(data), seconds) + data)
        server.stdin.flush()
        deadline = time.monotonic() + seconds + _SLACK
        header = _read_exact(server.stdout.fileno(), 9, deadline)
        if header is not None:
            payload = _read_exact(server.stdout.fileno(), struct.unpack_from("<Q", header, 1)[0],
                                  deadline)
            if payload is not None:
                return header[:1], payload
    except OSError:  # a broken pipe: the server died
        pass
    _stop(server)
    _server = None
    return None


def rewrite(data: bytes, name: str) -> bytes:
    """`data` (MLIR bytecode or a VHLO artifact) read and verified in a child process and
    written again as MLIR bytecode; CompileError for anything else."""
    seconds = time_limit(len(data))
    with _lock:
        reply = _ask(data, seconds)
    if reply is None:
        raise CompileError(f"{name}: cannot read the bytecode: the reader process did not "
                           f"answer within {seconds + _SLACK:g} s")
    status, payload = reply
    if status == b"K":
        return payload
    error = json.loads(payload)
    what, text = error["what"], error["text"]
    if not error["diagnostics"]:
        raise CompileError(f"{name}: {what}: {text}")
    # In the shape of an MLIRError, so positions come out as they do for text programs.
    shim = types.SimpleNamespace(error_diagnostics=[
        types.SimpleNamespace(location=loc, message=msg) for loc, msg in error["diagnostics"]])
    raise from_mlir_error(shim, name, f"{name}: {what}")
