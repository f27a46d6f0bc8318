"""The benchmark harness runs end to end (one program, quick mode, one thread mode) and its
results agree with XLA; no timing is asserted."""

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.mark.slow
def test_benchmark_harness_runs(tmp_path):
    out = tmp_path / "bench.md"
    proc = subprocess.run([sys.executable, "-m", "benchmarks.run", "--quick", "--threads", "1",
                           "--suite", "programs", "--only", "mlp", "--no-iree",
                           "--output", str(out)], cwd=ROOT, capture_output=True, text=True,
                          timeout=600)
    assert proc.returncode == 0, proc.stderr
    table = out.read_text()
    assert "GFLOP/s" in table and "STREAM add" in table  # the machine's limits were measured
    row = next(line for line in table.splitlines() if line.startswith("| mlp |"))
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert cells[1] != "—" and cells[2] != "—", row  # ours and XLA both ran
    assert float(cells[-1]) < 1e-5  # ours agrees with XLA
    assert "Failures" not in table, table


def test_kernel_list_is_the_issue_list():
    """Every standard kernel builds its inputs and states the work it must do."""
    import numpy as np

    from benchmarks.kernels import KERNELS

    names = {k.name for k in KERNELS}
    assert {"matmul2048", "matmul1024_bf16", "transpose4096", "col_sum", "encoder",
            "depthwise3x3", "sort1024K", "scatter_add"} <= names
    for k in KERNELS:
        assert k.bound in ("compute", "memory")
        assert (k.flops if k.bound == "compute" else k.bytes) > 0, k.name
    assert len(names) == len(KERNELS)
    np.testing.assert_equal(len(KERNELS[0].make_inputs(np.random.default_rng(0))), 2)


def test_contractions_benchmark_runs():
    proc = subprocess.run([sys.executable, "-m", "benchmarks.contractions", "--only",
                           "einsum_abc_cde", "--budget", "0.05"], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    row = next(line for line in proc.stdout.splitlines() if line.startswith("einsum_abc_cde"))
    assert float(row.split()[-1]) > 0  # GFLOP/s, from XLA's FLOP count and our time


def test_page_faults_benchmark_runs():
    proc = subprocess.run([sys.executable, "-m", "benchmarks.page_faults", "--only",
                           "transpose_4096", "--calls", "1"], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    row = next(line for line in proc.stdout.splitlines() if line.startswith("transpose_4096"))
    fresh_faults, fresh_ms, out_faults, out_ms = (float(w) for w in row.split()[1:])
    # writing into the same result array every call faults in far fewer pages than 64 MiB
    assert out_faults < 16384 / 4 and fresh_ms > 0 and out_ms > 0


def test_compile_stages_benchmark_runs():
    # Cold: stages of our first and a later compile, XLA:CPU's compile in the same process.
    proc = subprocess.run([sys.executable, "-m", "benchmarks.compile_stages", "--runs", "1",
                           "matmul256"], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    rows = [line for line in proc.stdout.splitlines() if line.startswith("matmul256")]
    assert [r.split()[1] for r in rows] == ["first", "later"]
    assert all("XLA" in r and "bufferized" in r and "llvm-ir" in r for r in rows), rows
    # Warm: a zoo model found in the on-disk cache by fresh processes.
    proc = subprocess.run([sys.executable, "-m", "benchmarks.compile_stages", "--warm",
                           "--runs", "1", "equinox_mlp_b1"], cwd=ROOT, capture_output=True,
                          text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    row = next(line for line in proc.stdout.splitlines() if line.startswith("equinox_mlp_b1"))
    assert float(row.split()[3]) > 0  # ms of the warm compile


def test_a_peer_that_hangs_keeps_the_others_times():
    """A worker killed while one peer runs (IREE's 1M sort takes minutes) leaves a row with
    the times already measured and the stuck peer named in its errors."""
    import json

    from benchmarks.run import _partial_row

    measured = {"program": "sort1024K", "what": "", "times": {"stablehlo-cc": 0.01,
                                                               "XLA:CPU": 0.25},
                "compile": {"stablehlo-cc": 0.5, "XLA:CPU": 0.1}, "diff": {}, "errors": {}}
    stdout = "noise\n" + json.dumps({**measured, "times": {"stablehlo-cc": 0.01}}) + "\n" + \
        json.dumps(measured) + "\n"
    row = _partial_row("sort1024K", stdout.encode(), "timed out after 900 s")
    assert row["times"] == measured["times"]
    assert row["errors"] == {"IREE": "timed out after 900 s"}
    empty = _partial_row("sort1024K", None, "the measuring process died (SIGSEGV) here")
    assert empty["times"] == {} and "stablehlo-cc" in empty["errors"]


def test_zoo_contractions_are_found_and_counted():
    """The zoo's contractions come out as programs of their own, and their FLOP counts are
    XLA's cost analysis of the same program (which leaves padded borders out: there ours is
    the larger by the border's share)."""
    from jax._src import xla_bridge
    from jax._src.lib import xla_client

    from benchmarks.zoo_contractions import collect

    items = collect(["bert_b1", "mobilenet_v2_b1"])
    dots = [i for i in items if i.kind == "dot" and "bert_b1" in i.uses]
    assert len(dots) == 7 and sum(sum(i.uses.values()) for i in dots) == 33
    convs = [i for i in items if i.kind == "conv"]
    assert any(t.endswith("x1x32xf32>") for i in convs for t in i.operand_types[1:])  # depthwise
    backend = xla_bridge.get_backend("cpu")
    devices = xla_client.DeviceList(tuple(backend.devices()[:1]))
    for item in dots[:3] + convs[:4]:
        xla = backend.compile_and_load(item.text, devices, xla_client.CompileOptions())
        flops = xla.cost_analysis()["flops"]
        assert flops <= item.flops <= 1.05 * flops, item.text


def test_peers_are_timed_in_turns(monkeypatch):
    """`make bench-models` times the peers in alternating blocks (benchmarks/interleaved.py):
    each peer's timed calls are spread over the whole measurement, each is timed with its own
    duration, and a peer whose call raises is reported while the others' medians stand. The
    clock is a fake one that each call advances, so the test does not depend on the load."""
    import types

    from benchmarks import interleaved

    clock = [0.0]
    monkeypatch.setattr(interleaved, "time", types.SimpleNamespace(perf_counter=lambda: clock[0]))
    log = []

    def peer(name, seconds, fail_at=None):
        def call():
            log.append(name)
            if fail_at is not None and log.count(name) == fail_at:
                raise RuntimeError("lost its device")
            clock[0] += seconds
        return call

    errors = {}
    medians = interleaved.interleaved_medians(
        {"fast": peer("fast", 0.001), "slow": peer("slow", 0.004),
         "broken": peer("broken", 0.001, fail_at=4)},
        min_runs=3, budget_s=0.1, on_error=lambda name, e: errors.setdefault(name, str(e)))
    assert medians == pytest.approx({"fast": 0.001, "slow": 0.004})
    assert errors == {"broken": "lost its device"}
    # after the warm-up calls the two live peers take turns, in blocks of about 20 ms, until
    # about 0.1 s per peer has passed
    turns = [n for n in log if n != "broken"][4:]
    switches = sum(a != b for a, b in zip(turns, turns[1:]))
    assert switches >= 4, turns  # (run one after the other: 1)
    assert 0.15 <= clock[0] <= 0.3
