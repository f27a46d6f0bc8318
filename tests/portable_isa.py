"""Run test code in a child process with the native kernels' portable C paths, or capped at
another instruction set (STABLEHLO_CC_GEMM_ISA is read once per process, so it needs a fresh
one)."""

from __future__ import annotations

import os
import subprocess
import sys

_TESTS = os.path.dirname(os.path.abspath(__file__))
_ROOT = os.path.dirname(_TESTS)


def last_line_with_portable_kernels(code: str) -> str:
    """The last line `code` prints, run with the portable C kernels (the repository and the
    tests folder on its path, so it may import test modules); fails on an error."""
    return last_line_with_isa(code, "generic")


def last_line_with_isa(code: str, isa: str) -> str:
    """The last line `code` prints, run with the native kernels capped at `isa` (generic,
    avx2 or avx512) in a child process; fails on an error."""
    env = dict(os.environ, STABLEHLO_CC_GEMM_ISA=isa,
               PYTHONPATH=os.pathsep.join([_ROOT, _TESTS, os.environ.get("PYTHONPATH", "")]))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=env, timeout=600, cwd=_ROOT)
    assert out.returncode == 0, out.stderr
    return out.stdout.strip().splitlines()[-1]
