"""Runs sweep cells in worker subprocesses: an abort in MLIR or in the reference interpreter
(which aborts the process on an op it does not know) takes down one cell, not the sweep.

    python -m sweep.runner OP:ELEMENT ...   (the worker: one JSON line per cell on stdout)
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import asdict
from pathlib import Path

from worker_processes import run_in_workers

from . import cells, dialect

REPO = Path(__file__).resolve().parents[2]
TESTS_DIR = REPO / "tests"
CELL_TIMEOUT = 120.0


def all_cells(ops=None, elements=None) -> list[tuple[str, str]]:
    """(op, element) for every op of the dialect and every column (or the given ones)."""
    ops = ops or dialect.dialect_ops()
    return [(op, e) for op in ops for e in (elements or dialect.COLUMNS)]


def _worker(keys: list[str]) -> None:
    out = sys.stdout
    sys.stdout = sys.stderr  # anything else printed must not break the protocol
    for key in keys:
        op, element = key.split(":", 1)
        res = cells.run_cell(op, element)
        out.write(json.dumps(asdict(res)) + "\n")
        out.flush()


def run_batch(batch: list[tuple[str, str]], timeout: float = CELL_TIMEOUT) -> dict:
    """Outcomes of `batch`, run in order in workers that are restarted after a crash."""
    results: dict = {}
    pending = []
    for op, e in batch:  # forbidden cells need no process
        if e not in dialect.allowed(op):
            results[(op, e)] = cells.Outcome(op, e, cells.FORBIDDEN,
                                             "the spec does not allow this element type")
        else:
            pending.append((op, e))
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(TESTS_DIR), str(REPO)]
                                        + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else []))

    def failed(key, how, errors, seconds):
        op, e = key
        if how == "timeout":
            return cells.Outcome(op, e, cells.TIMEOUT, f"no result within {timeout:.0f} s")
        tail = [ln.strip() for ln in errors[-8:] if ln.strip()]
        reason = next((ln for ln in tail if "ERROR" in ln or "error" in ln),
                      tail[-1] if tail else "")
        return cells.Outcome(op, e, cells.CRASH,
                             f"process died (status {how}): {reason[:300]}", seconds)

    def finished(obj):
        res = cells.Outcome(**obj)
        return (res.op, res.element), res

    results.update(run_in_workers(
        pending, lambda keys: [sys.executable, "-m", "sweep.runner",
                               *[f"{op}:{e}" for op, e in keys]],
        env=env, cwd=TESTS_DIR, timeout=timeout, finished=finished, failed=failed))
    return results


def run_all(batch: list[tuple[str, str]], jobs: int = 2, ops_per_worker: int = 12) -> dict:
    """Outcomes of every cell of `batch`, `jobs` workers at a time (a worker takes the cells
    of `ops_per_worker` ops: starting one costs the imports)."""
    from concurrent.futures import ThreadPoolExecutor

    by_op: dict[str, list] = {}
    for op, e in batch:
        by_op.setdefault(op, []).append((op, e))
    groups = list(by_op.values())
    chunks = [sum(groups[i:i + ops_per_worker], []) for i in range(0, len(groups),
                                                                   ops_per_worker)]
    results: dict = {}
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        for part in pool.map(run_batch, chunks):
            results.update(part)
    return {key: results[key] for key in batch}


if __name__ == "__main__":
    _worker(sys.argv[1:])
