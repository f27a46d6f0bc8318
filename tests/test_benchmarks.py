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


# A stand-in for `benchmarks.run --worker`: prints its row before every step as
# `measure_peers` does; IREE hangs in its first call, XLA:CPU's compile kills the process
# (both unless told to skip them).
_FAKE_WORKER = """
import json, os, signal, sys, time
skip = sys.argv[sys.argv.index("--skip") + 1:] if "--skip" in sys.argv else []
with open(sys.argv[1], "a") as log:
    log.write(" ".join(skip) + "\\n")
row = {"program": "sort1024K", "what": "", "times": {}, "compile": {}, "errors": {},
       "diff": {}, "cold": {}}
def step(doing):
    row["doing"] = doing
    print(json.dumps(row), flush=True)
for peer in ["stablehlo-cc", "XLA:CPU", "IREE", "IREE-dt"]:
    if peer in skip:
        continue
    step([peer, "compile"])
    if peer == "XLA:CPU":
        os.kill(os.getpid(), signal.SIGSEGV)
    row["compile"][peer] = 0.5
    step([peer, "first call"])
    if peer == "IREE":
        time.sleep(60)
step(["every peer", "timing"])
row["times"] = {p: 0.01 for p in row["compile"]}
step(None)
"""


def test_a_peer_that_hangs_or_crashes_is_left_out(tmp_path):
    """A peer that overruns a step's time limit (IREE's 1M sort takes minutes) or kills the
    worker is left out and the kernel measured again without it: the others are still timed
    (in turns, in one process), and the row says why the peer is missing."""
    from benchmarks.run import _child_row

    log = tmp_path / "runs.txt"
    command = [sys.executable, "-c", _FAKE_WORKER, str(log)]
    limits = {"start": 30.0, "compile": 30.0, "first call": 0.5, "timing": 30.0}
    row = _child_row("kernels", "sort1024K", "1", None, command=command, limits=limits)
    assert log.read_text().splitlines() == ["", "XLA:CPU", "XLA:CPU IREE"]
    assert row["times"] == {"stablehlo-cc": 0.01, "IREE-dt": 0.01}
    assert "SIGSEGV" in row["errors"]["XLA:CPU"] and "compile" in row["errors"]["XLA:CPU"]
    assert "killed after 0.5 s in its first call" in row["errors"]["IREE"]
    assert row["compile"]["IREE"] == 0.5  # it compiled before it hung
    assert set(row["errors"]) == {"XLA:CPU", "IREE"} and "doing" not in row


def test_kernel_peers_are_timed_in_turns_cached_and_flushed(monkeypatch):
    """`make bench` compiles and checks every peer first, then times their calls in
    alternating blocks, cached and (memory-bound kernels) again with the caches flushed before
    every call, the flush not counted; a peer whose first call is slower than SLOW_CALL_S is
    timed by that call alone; one that cannot compile is reported. Fake clock: each call
    advances it by its peer's duration."""
    import types

    import numpy as np

    from benchmarks import interleaved, run

    clock = [0.0]
    fake_time = types.SimpleNamespace(perf_counter=lambda: clock[0])
    monkeypatch.setattr(interleaved, "time", fake_time)
    monkeypatch.setattr(run, "time", fake_time)
    log = []

    def prepare(name, seconds, value):
        def call():
            log.append(name)
            clock[0] += seconds

        def result():
            call()
            return np.full(4, value, np.float32)
        return lambda: (call, result, 0.1)

    def broken():
        raise RuntimeError("iree-compile failed")

    def flush():
        log.append("flush")
        clock[0] += 0.005

    row = run.measure_peers(
        {"program": "gelu16M"},
        {"stablehlo-cc": prepare("ours", 0.002, 1.0), "XLA:CPU": prepare("xla", 0.003, 1.0),
         "IREE": broken, "IREE-dt": prepare("dt", 20.0, 1.5)},
        min_runs=3, budget_s=0.1, flush=flush)
    assert row["times"] == pytest.approx({"stablehlo-cc": 0.002, "XLA:CPU": 0.003,
                                          "IREE-dt": 20.0})
    assert row["cold"] == pytest.approx(row["times"])  # the flush's 5 ms not counted
    assert row["errors"] == {"IREE": "RuntimeError: iree-compile failed"}
    assert row["diff"] == pytest.approx({"stablehlo-cc": 0.0, "IREE-dt": 0.5})
    assert row["doing"] is None
    assert log.count("dt") == 1  # its first call, 20 s, is its only one
    cut = log.index("flush")
    cached, flushed = log[log.index("dt") + 1:cut], log[cut:]
    for calls in (cached, [c for c in flushed if c != "flush"]):
        switches = sum(a != b for a, b in zip(calls, calls[1:]))
        assert set(calls) == {"ours", "xla"} and switches >= 4, calls
    # a flush before every timed call and warm-up estimate (the untimed calls at the start
    # of a block, about 3 ms of them, get none); none before the cached measurement's calls
    assert flushed.count("flush") >= 0.3 * (len(flushed) - flushed.count("flush")) >= 6
    assert "flush" not in cached


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
