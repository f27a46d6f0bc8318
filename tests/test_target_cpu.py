"""A library built for a named CPU (`--target-cpu`) records that CPU's features, and `load`
refuses it on a machine without them instead of dying with SIGILL at the first call."""

from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler import backend
from stablehlo_cc.compiler.cpu_features import SYSTEM_ONLY, named_cpu_features
from stablehlo_cc.runtime.library import read_metadata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PROGRAM = """
func.func @main(%a: tensor<2x64x128xf32>, %b: tensor<2x64x128xf32>) -> tensor<2x64x128xf32> {
  %0 = stablehlo.multiply %a, %b : tensor<2x64x128xf32>
  %1 = stablehlo.add %0, %a : tensor<2x64x128xf32>
  return %1 : tensor<2x64x128xf32>
}
"""

# The x86-64 psABI microarchitecture levels, in LLVM's feature names (CMPXCHG16B and
# LAHF/SAHF are left out: LLVM's inliner, which tells the features, ignores those two).
BASELINE = {"cmov", "cx8", "fxsr", "mmx", "sse", "sse2"}
V2 = BASELINE | {"popcnt", "sse3", "sse4.1", "sse4.2", "ssse3"}
V3 = V2 | {"avx", "avx2", "bmi", "bmi2", "f16c", "fma", "lzcnt", "movbe", "xsave"}
V4 = V3 | {"avx512f", "avx512bw", "avx512cd", "avx512dq", "avx512vl"}


def test_named_cpu_features_follow_the_psabi_levels():
    assert named_cpu_features("x86-64") == BASELINE
    assert V2 <= named_cpu_features("x86-64-v2") and "avx" not in named_cpu_features("x86-64-v2")
    assert V3 <= named_cpu_features("x86-64-v3")
    assert not any(f.startswith("avx512") for f in named_cpu_features("x86-64-v3"))
    assert V4 <= named_cpu_features("x86-64-v4")


def test_sapphire_rapids_has_avx512_fp16_and_amx():
    # Intel's documentation of the 4th generation Xeon (Sapphire Rapids).
    assert {"avx512fp16", "avx512bf16", "amx-tile", "amx-bf16", "amx-int8"} <= \
        named_cpu_features("sapphirerapids") and V4 <= named_cpu_features("sapphirerapids")


def _cpu_this_machine_cannot_run() -> tuple[str, list[str]]:
    """A named CPU with a feature this machine lacks (no machine has all of these)."""
    host = backend.host_features()
    for cpu in ("sapphirerapids", "graniterapids", "znver4", "x86-64-v4", "diamondrapids"):
        missing = sorted(named_cpu_features(cpu) - host - SYSTEM_ONLY)
        if missing:
            return cpu, missing
    raise AssertionError(f"this machine has every feature of every CPU tried: {sorted(host)}")


def test_load_refuses_a_library_for_a_named_cpu_this_machine_lacks(tmp_path):
    cpu, missing = _cpu_this_machine_cannot_run()
    src, lib = tmp_path / "prog.mlir", tmp_path / "libprog.so"
    src.write_text(PROGRAM)
    proc = subprocess.run([sys.executable, "-m", "stablehlo_cc", str(src), "-o", str(lib),
                           "--target-cpu", cpu], capture_output=True, text=True, timeout=300,
                          cwd=ROOT, env=dict(os.environ, PYTHONPATH=ROOT))
    assert proc.returncode == 0, proc.stderr
    assert set(missing) <= set(read_metadata(str(lib))["target"]["features"])
    with pytest.raises(ValueError, match=f"built for {cpu}, with CPU features this machine "
                                         f"lacks \\({missing[0]}"):
        stablehlo_cc.load(lib)


def test_a_library_for_a_named_cpu_this_machine_has_loads_and_runs(tmp_path):
    host = backend.host_features()
    cpu = "x86-64-v3" if named_cpu_features("x86-64-v3") <= host else "x86-64"
    lib = tmp_path / "libprog.so"
    stablehlo_cc.build_library(PROGRAM, str(lib), target_cpu=cpu)
    rng = np.random.default_rng(0)
    a, b = (rng.standard_normal((2, 64, 128)).astype(np.float32) for _ in range(2))
    np.testing.assert_allclose(stablehlo_cc.load(lib)(a, b), a * b + a, rtol=1e-6)


def test_host_code_uses_512_bit_vectors_where_they_cost_no_clock():
    """prefer-256-bit (LLVM's tuning of its AVX-512 server CPUs) is turned off for host code
    on AVX-512 CPUs, except the Skylake-SP family whose cores slow down for 512-bit code."""
    from stablehlo_cc.compiler import backend
    assert backend._with_512_bit_vectors("emeraldrapids", "+avx2,+avx512f").endswith(
        ",-prefer-256-bit")
    assert "prefer-256-bit" not in backend._with_512_bit_vectors("cascadelake",
                                                                  "+avx2,+avx512f")
    assert backend._with_512_bit_vectors("znver3", "+avx2,-avx512f") == "+avx2,-avx512f"
