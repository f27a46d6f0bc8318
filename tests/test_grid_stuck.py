"""A grid process stuck in a long call (a custom call, long compiled compute) cannot hold the
run past its timeout: run_grid returns the GridError at the timeout, abandons the stuck
thread, and later runs work. Each scenario runs in a subprocess with a time bound."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PRELUDE = textwrap.dedent('''
    import threading, time
    import numpy as np
    import stablehlo_cc
    from stablehlo_cc.runtime.collectives import GridError

    never = threading.Event()
    def stall(x):
        if float(x[0]) == 1.0:  # process 1 only
            if STALL is None:
                never.wait()
            else:
                time.sleep(STALL)
        return x
    stablehlo_cc.register_custom_call("test_stall", stall)

    REDUCE = """
      %r = "stablehlo.all_reduce"(%s) ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %sum = stablehlo.add %a, %b : tensor<f32>
          stablehlo.return %sum : tensor<f32>
      }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    """
    def program(with_reduce):
        body = REDUCE if with_reduce else "  %r = stablehlo.add %s, %s : tensor<4xf32>\\n"
        return ("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\\n"
                "  %s = stablehlo.custom_call @test_stall(%x) {has_side_effect = true} "
                ": (tensor<4xf32>) -> tensor<4xf32>\\n" + body + "  return %r : tensor<4xf32>\\n}")

    def args():
        return [[np.zeros(4, np.float32)], [np.ones(4, np.float32)]]

    def expect_grid_error(exe, timeout, bound):
        start = time.monotonic()
        try:
            exe.run_grid(args(), timeout=timeout)
        except GridError as e:
            took = time.monotonic() - start
            assert took < bound, f"GridError after {took:.1f} s"
            print("ERROR:", e)
        else:
            raise AssertionError("no GridError")
''')


def _run(script: str, seconds, limit: float) -> str:
    code = f"STALL = {seconds!r}\n" + PRELUDE + textwrap.dedent(script)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=limit, cwd=ROOT, env=dict(os.environ, PYTHONPATH=ROOT))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc.stdout


def test_waiting_for_a_long_call_ends_at_the_timeout():
    # Process 1 sleeps 12 s in a custom call while process 0 waits for it in all_reduce.
    out = _run('''
        exe = stablehlo_cc.compile(program(True), num_replicas=2)
        expect_grid_error(exe, timeout=1, bound=5)
    ''', seconds=12, limit=60)
    assert "stablehlo.all_reduce" in out and "never did" in out


def test_a_call_that_never_returns_is_abandoned_and_later_runs_work():
    out = _run('''
        exe = stablehlo_cc.compile(program(True), num_replicas=2)
        expect_grid_error(exe, timeout=1, bound=5)
        expect_grid_error(exe, timeout=1, bound=5)  # a second stuck thread: still bounded
        # A run whose processes both return still works, with the right answer.
        stablehlo_cc.register_custom_call("test_pass", lambda x: x)
        ok = stablehlo_cc.compile(program(True).replace("test_stall", "test_pass"),
                                  num_replicas=2)
        out = ok.run_grid([[np.full(4, 2, np.float32)], [np.full(4, 3, np.float32)]],
                          timeout=10)
        assert all(np.array_equal(o[0], np.full(4, 5, np.float32)) for o in out), out
        print("LATER RUN OK")
    ''', seconds=None, limit=60)
    assert out.count("ERROR:") == 2 and "LATER RUN OK" in out


def test_a_process_still_running_long_after_the_others_returned():
    # No collective: process 0 returns at once, process 1 never does.
    out = _run('''
        exe = stablehlo_cc.compile(program(False), num_replicas=2)
        expect_grid_error(exe, timeout=1, bound=5)
    ''', seconds=None, limit=60)
    assert "process 1 (replica 1, partition 0) still running 1 s after process 0" in out
