"""Median run times of several peers measured in alternating blocks, not one peer after another.

Why: on a shared machine the load changes over seconds. `make bench-models` timed each peer
for its whole budget before the next began, so a burst of load that fell on one peer's turn
moved the ratio between peers: on the AVX2 host, with other jobs running, distilbert_b1 showed
1.45x the best peer in one run and 1.01x in the next, and bert_b1 9.6 then 18.4 ms, where calls
of the peers alternated in one process gave 0.84-0.89x every time (2026-11-27). Measured in
turns, a block of each peer's calls after another's, every peer sees the same mix of load, and
the ratio (what the benchmark is for) stops depending on which peer the load fell on.

Each block starts with untimed calls, at least one and at least `_REWARM_S` of them, so a peer's
calls are timed with its own code and data in the caches, as when it ran alone, and after the
previous peer's worker threads have stopped polling for work (ours poll 0.3 ms after a region,
XLA's Eigen pool spins a while too; on all CPUs they would take the CPU the next peer runs on).
Calls of 50 ms and more get none: they do not depend on what the caches held when they began.
A block's timed calls last about `_BLOCK_S`. The peers' order
rotates from one round to the next, so none always follows the same other peer.

Used by `make bench-models` (benchmarks/models_run.py) and `make bench` (benchmarks/run.py, whose
flushed measurement passes its cache flush as `before`).
"""

import statistics
import time

_BLOCK_S = 0.02  # timed seconds per block
_REWARM_BELOW_S = 0.05  # calls shorter than this get untimed calls at the start of a block
_REWARM_S = 0.003  # for at least this long
_MAX_RUNS = 1000
SLOW_CALL_S = 10.0  # a first call this slow is the only one measured


def _timed(fn, before=None) -> float:
    if before is not None:
        before()
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


def interleaved_medians(calls: dict, *, min_runs: int, budget_s: float, on_error=None,
                        before=None) -> dict:
    """Median seconds of one call for each of `calls` (name -> function), after warm-up.

    Every peer gets at least `min_runs` timed calls, and the rounds go on until about
    `budget_s` seconds per peer have been spent (capped at `_MAX_RUNS` calls a peer). A peer
    whose call raises is dropped from the rounds and reported to `on_error(name, exception)`;
    the others' times stand. `before`, when given, runs untimed ahead of every timed call and
    of the warm-up calls that estimate a call's length (the cache flush of benchmarks.run's
    flushed measurement); its seconds count toward the budget, not toward any time."""
    times, live, first = {}, [], {}
    for name, fn in calls.items():
        try:
            first[name] = _timed(fn, before)
            if first[name] > SLOW_CALL_S:
                times[name] = [first[name]]
                continue
            first[name] = min(first[name], _timed(fn, before))
        except Exception as e:
            if on_error is not None:
                on_error(name, e)
            continue
        times[name] = []
        live.append(name)
    start, rotation = time.perf_counter(), 0
    while live:
        enough = all(len(times[n]) >= min_runs for n in live)
        if enough and (time.perf_counter() - start >= budget_s * len(live)
                       or all(len(times[n]) >= _MAX_RUNS for n in live)):
            break
        order = live[rotation % len(live):] + live[:rotation % len(live)]
        rotation += 1
        for name in order:
            fn = calls[name]
            if len(times[name]) >= _MAX_RUNS:
                continue
            try:
                estimate = statistics.median(times[name]) if times[name] else first[name]
                if estimate < _REWARM_BELOW_S:
                    until = time.perf_counter() + _REWARM_S
                    fn()
                    while time.perf_counter() < until:
                        fn()
                count = round(_BLOCK_S / max(estimate, 1e-6))
                count = max(1, min(_MAX_RUNS - len(times[name]), count))
                times[name] += [_timed(fn, before) for _ in range(count)]
            except Exception as e:
                live.remove(name)
                times.pop(name)
                if on_error is not None:
                    on_error(name, e)
    return {name: statistics.median(ts) for name, ts in times.items() if ts}
