"""Damaged MLIR bytecode and VHLO artifacts never take the compiling process down: each
outcome is a CompileError or a program (issue 9: 47 of 1,000 mutated files crashed it, 5 hung
it). The mutants are compiled in a subprocess with a time bound, which also compiles and runs
the intact program at the end, to show that nothing was damaged along the way."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PROGRAM = """
func.func @main(%a: tensor<2x64x128xf32>, %b: tensor<128x32xf32>) -> tensor<2x64x32xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [2] x [0]
      : (tensor<2x64x128xf32>, tensor<128x32xf32>) -> tensor<2x64x32xf32>
  %c = stablehlo.constant dense<0.5> : tensor<2x64x32xf32>
  %1 = stablehlo.multiply %0, %c : tensor<2x64x32xf32>
  %2 = stablehlo.tanh %1 : tensor<2x64x32xf32>
  return %2 : tensor<2x64x32xf32>
}
"""

SCRIPT = textwrap.dedent('''
    import io, json, sys, time
    import numpy as np
    import stablehlo_cc
    from stablehlo_cc.compiler import bytecode_guard, frontend
    from jaxlib.mlir import ir
    from jaxlib.mlir._mlir_libs import _stablehlo

    PROGRAM, kind, first, count = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    bytecode_guard.BASE_SECONDS = 5.0  # a reader that hangs is stopped sooner
    if kind == "vhlo":
        original = bytes(_stablehlo.serialize_portable_artifact_str(
            PROGRAM, _stablehlo.get_minimum_version()))
    else:
        buf = io.BytesIO()
        ir.Module.parse(PROGRAM, frontend.new_context()).operation.write_bytecode(buf)
        original = buf.getvalue()

    outcomes = {}
    for seed in range(first, first + count):
        rng = np.random.default_rng(seed)
        data = bytearray(original)
        for _ in range(int(rng.integers(1, 5))):
            at = int(rng.integers(4, len(data)))  # past the magic number: reach the reader
            data[at] ^= int(rng.integers(1, 256))
        if rng.random() < 0.1:
            data = data[:int(rng.integers(4, len(data)))]
        start = time.monotonic()
        try:
            stablehlo_cc.compile(bytes(data), emit="stablehlo")
            outcome = "compiled"
        except stablehlo_cc.CompileError as e:
            outcome = "CompileError"
            assert str(e).startswith("<bytes>"), str(e)
        except BaseException as e:
            outcome = f"{type(e).__name__}: {e}"
        outcomes[seed] = (outcome, round(time.monotonic() - start, 2))

    # The intact program still compiles and computes the right thing in this same process.
    rng = np.random.default_rng(0)
    a = rng.standard_normal((2, 64, 128)).astype(np.float32)
    b = (rng.standard_normal((128, 32)) / 8).astype(np.float32)
    got = stablehlo_cc.compile(original)(a, b)
    want = np.tanh(0.5 * np.einsum("bij,jk->bik", a.astype(np.float64), b))
    assert np.allclose(got, want, atol=1e-5)
    print(json.dumps(outcomes))
''')


def _fuzz(kind: str, first: int, count: int, limit: float) -> dict:
    proc = subprocess.run([sys.executable, "-c", SCRIPT, PROGRAM, kind, str(first), str(count)],
                          capture_output=True, text=True, timeout=limit, cwd=ROOT,
                          env=dict(os.environ, PYTHONPATH=ROOT))
    assert proc.returncode == 0, f"exit {proc.returncode}\n{proc.stderr[-3000:]}"
    outcomes = json.loads(proc.stdout.splitlines()[-1])
    bad = {k: v for k, v in outcomes.items() if v[0] not in ("compiled", "CompileError")}
    assert not bad, bad
    assert sum(v[0] == "CompileError" for v in outcomes.values()) > 0
    return outcomes


@pytest.mark.parametrize("kind", ["bytecode", "vhlo"])
def test_damaged_bytecode_is_a_compile_error_never_a_crash(kind):
    _fuzz(kind, first=0, count=50, limit=300)


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["bytecode", "vhlo"])
def test_damaged_bytecode_sweep(kind):
    _fuzz(kind, first=1000, count=500, limit=3600)


def _run(code: str, limit: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True,
                          text=True, timeout=limit, cwd=ROOT, env=dict(os.environ, PYTHONPATH=ROOT))


def test_a_string_that_is_not_utf8_is_a_compile_error_in_text_and_bytecode():
    # The bindings abort the process when they meet such a string (here: in the message
    # of the verifier's error about the unknown callee), or raise a bare RuntimeError.
    proc = _run(r'''
        import io
        import stablehlo_cc
        from jaxlib.mlir import ir
        from stablehlo_cc.compiler import frontend
        bad_call = r"""func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
          %0 = func.call @"\FF"(%a) : (tensor<4xf32>) -> tensor<4xf32>
          return %0 : tensor<4xf32>
        }"""
        try:
            stablehlo_cc.compile(bad_call, emit="stablehlo")
        except stablehlo_cc.CompileError as e:
            print("TEXT:", e)
        bad_name = r"""func.func @"ma\D5n"(%a: tensor<4xf32>) -> tensor<4xf32> {
          return %a : tensor<4xf32>
        }"""
        buf = io.BytesIO()
        ir.Module.parse(bad_name, frontend.new_context()).operation.write_bytecode(buf)
        try:
            stablehlo_cc.compile(buf.getvalue(), emit="stablehlo")
        except stablehlo_cc.CompileError as e:
            print("BYTECODE:", e)
        good = bad_name.replace(r"ma\D5n", r"caf\C3\A9")  # UTF-8 escapes are fine
        print("GOOD:", "caf" in stablehlo_cc.compile(good, emit="stablehlo"))
    ''')
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert ('TEXT: <string>:2:19: error: this string\'s bytes are not UTF-8, which is not '
            'supported: "\\FF"') in proc.stdout
    assert 'BYTECODE: <bytes>: cannot read the bytecode: it holds a string that is not UTF-8: ' \
           '"ma\\D5n"' in proc.stdout
    assert "GOOD: True" in proc.stdout


def test_a_reader_that_hangs_or_crashes_is_reported_in_time():
    # The reader child's time limit and crash report, with readers that misbehave on purpose.
    proc = _run(r'''
        import os, time
        from stablehlo_cc.compiler import bytecode_reader as br
        ctx = br.reading_context()
        br.read_untrusted = lambda data, ctx: time.sleep(600)
        start = time.monotonic()
        print("HANG:", br._serve_one(b"x", 1.0, ctx)[9:].decode(), time.monotonic() - start)
        br.read_untrusted = lambda data, ctx: os.abort()
        print("CRASH:", br._serve_one(b"x", 10.0, ctx)[9:].decode())
    ''', limit=60)
    assert proc.returncode == 0, proc.stderr[-2000:]
    hang = next(line for line in proc.stdout.splitlines() if line.startswith("HANG:"))
    assert "the reader did not finish within 1 s" in hang and float(hang.split()[-1]) < 10
    assert "the reader crashed (signal SIGABRT)" in proc.stdout


def test_a_dead_reader_server_is_replaced(tmp_path):
    proc = _run(r'''
        import io
        import stablehlo_cc
        from jaxlib.mlir import ir
        from stablehlo_cc.compiler import bytecode_guard, frontend
        buf = io.BytesIO()
        ir.Module.parse(PROGRAM, frontend.new_context()).operation.write_bytecode(buf)
        stablehlo_cc.compile(buf.getvalue(), emit="stablehlo")
        bytecode_guard._server.kill()
        bytecode_guard._server.wait()
        print("AGAIN:", "dot_general" in stablehlo_cc.compile(buf.getvalue(), emit="stablehlo"))
    '''.replace("PROGRAM", repr(PROGRAM)))
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "AGAIN: True" in proc.stdout
