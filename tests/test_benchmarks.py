"""The benchmark harness runs end to end (one program, quick mode) and its results agree with
XLA; no timing is asserted."""

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.mark.slow
def test_benchmark_harness_runs(tmp_path):
    out = tmp_path / "bench.md"
    proc = subprocess.run([sys.executable, "-m", "benchmarks.run", "--quick", "--only", "mlp",
                           "--output", str(out)], cwd=ROOT, capture_output=True, text=True,
                          timeout=600)
    assert proc.returncode == 0, proc.stderr
    table = out.read_text()
    row = next(line for line in table.splitlines() if line.startswith("| mlp |"))
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert cells[1] != "—" and cells[2] != "—", row  # ours and XLA both ran
    header = next(line for line in table.splitlines() if line.startswith("| program |"))
    has_iree = "IREE" in header
    assert float(cells[-2 if has_iree else -1]) < 1e-5  # ours agrees with XLA
    assert "Failures" not in table, table


def test_contractions_benchmark_runs():
    proc = subprocess.run([sys.executable, "-m", "benchmarks.contractions", "--only",
                           "einsum_abc_cde", "--budget", "0.05"], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    row = next(line for line in proc.stdout.splitlines() if line.startswith("einsum_abc_cde"))
    assert float(row.split()[-1]) > 0  # GFLOP/s, from XLA's FLOP count and our time
