"""Compiling again and again must not grow the process: each compile's MLIR contexts, LLVM
modules, pass managers and target machines are freed (issue 9: +100 KiB a compile before).
Measured in a fresh subprocess: resident memory after warm-up compiles, then after N more."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SCRIPT = textwrap.dedent('''
    import gc, os, sys
    import stablehlo_cc
    SRC = """func.func @main(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
      %0 = stablehlo.add %a, %b : tensor<4x8xf32>
      %1 = stablehlo.exponential %0 : tensor<4x8xf32>
      return %1 : tensor<4x8xf32>
    }"""
    emit, n = (None if sys.argv[1] == "code" else sys.argv[1]), int(sys.argv[2])

    def rss_kib():
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 1024

    for _ in range(15):
        stablehlo_cc.compile(SRC, emit=emit)
    gc.collect()
    before = rss_kib()
    for _ in range(n):
        stablehlo_cc.compile(SRC, emit=emit)
    gc.collect()
    print((rss_kib() - before) / n)
''')


def _growth_per_compile(emit: str, n: int) -> float:
    proc = subprocess.run([sys.executable, "-c", SCRIPT, emit, str(n)], capture_output=True,
                          text=True, timeout=600, cwd=ROOT, env=dict(os.environ, PYTHONPATH=ROOT))
    assert proc.returncode == 0, proc.stderr
    return float(proc.stdout.split()[-1])


def test_repeated_compiles_do_not_grow_memory():
    # Before the fix: ~160 KiB a compile (llvmlite's pass builders were never freed).
    per_compile = _growth_per_compile("code", 80)
    assert per_compile < 40, f"{per_compile:.1f} KiB lost per compile"


@pytest.mark.slow
@pytest.mark.parametrize("emit", ["code", "llvm-ir", "obj", "bufferized"])
def test_many_compiles_do_not_grow_memory(emit):
    per_compile = _growth_per_compile(emit, 300)
    assert per_compile < 10, f"{per_compile:.1f} KiB lost per compile (emit={emit})"
