"""Running many small jobs in worker subprocesses that may crash or hang.

The reference interpreter and a crashing compile abort the whole process, so the conformance
runner and the coverage sweep run their jobs in workers: a worker gets a list of job keys,
prints one JSON line per finished job, and is restarted after the job it died or stalled on.
"""

from __future__ import annotations

import json
import queue
import subprocess
import threading
import time
from typing import Callable


def _reader(stream, q: queue.Queue) -> None:
    for line in stream:
        q.put(line)
    q.put(None)


def run_in_workers(pending: list, command: Callable[[list], list[str]], *, env: dict, cwd,
                   timeout: float, finished: Callable[[dict], tuple],
                   failed: Callable[[object, str, list[str], float], object]) -> dict:
    """Results of every job of `pending` (their keys), in order.

    `command(keys)` is a worker's argv; `finished(json_object)` turns a printed line into
    (key, result); `failed(key, how, stderr_lines, seconds)` makes the result of the job a
    worker died on (`how`: the exit status) or stalled on (`how` is "timeout")."""
    pending = list(pending)
    results: dict = {}
    while pending:
        proc = subprocess.Popen(command(pending), stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, env=env, cwd=cwd)
        q: queue.Queue = queue.Queue()
        threading.Thread(target=_reader, args=(proc.stdout, q), daemon=True).start()
        errors: list[str] = []
        threading.Thread(target=lambda: errors.extend(proc.stderr), daemon=True).start()
        started = time.perf_counter()
        while pending:
            try:
                line = q.get(timeout=timeout)
            except queue.Empty:
                proc.kill()
                proc.wait()
                key = pending.pop(0)
                results[key] = failed(key, "timeout", errors,
                                      round(time.perf_counter() - started, 3))
                break
            if line is None:  # the worker died before reporting pending[0]
                code = proc.wait()
                key = pending.pop(0)
                results[key] = failed(key, code, errors, round(time.perf_counter() - started, 3))
                break
            key, res = finished(json.loads(line))
            started = time.perf_counter()
            results[key] = res
            pending = [k for k in pending if k != key]
        else:
            proc.wait()
        proc.stdout.close()
        proc.stderr.close()
    return results
