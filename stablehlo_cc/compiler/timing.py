"""Where a compile spends its time: per stage, and (when asked) per MLIR pass.

`compiler.run` is wrapped in `timed_compile`, and marks the end of each stage with
`stage_done(name)`. Each finished stage is logged (logger `stablehlo_cc`, DEBUG) and each
compile gets one INFO line with its stages. A compile still running after `PROGRESS_AFTER`
seconds prints its progress, stage by stage, on stderr when stderr is a terminal
(`STABLEHLO_CC_PROGRESS=0` turns that off, `=1` forces it). With `collect(True)` (the
command line's `--time-passes` and `-v`), MLIR pass managers run with timing on, and their
reports are summed per pass: `report()` gives the table.
"""

from __future__ import annotations

import collections
import functools
import logging
import os
import re
import sys
import tempfile
import threading
import time

log = logging.getLogger("stablehlo_cc")

PROGRESS_AFTER = 3.0  # seconds before a compile shows its progress
PROGRESS_EVERY = 10.0  # then, seconds between notes during one long stage


class CompileTimer:
    """The stages (and passes) of one compile, timed."""

    def __init__(self, name: str):
        self.name = name
        self.start = self.last = time.perf_counter()
        self.stages: list[tuple[str, float]] = []
        self.passes: dict[str, float] = collections.defaultdict(float)
        self.showing = False  # progress is being printed
        self._watch = None
        self._watch_lock = threading.Lock()
        self._ended = False

    def elapsed(self) -> float:
        return time.perf_counter() - self.start

    def stage_done(self, stage: str) -> None:
        now = time.perf_counter()
        seconds, self.last = now - self.last, now
        self.stages.append((stage, seconds))
        log.debug("%s: %s took %.3f s", self.name, stage, seconds)
        if self.showing:
            _progress(f"{self.name}: {stage} done ({seconds:.1f} s, {self.elapsed():.1f} s in all)")

    def _show(self) -> None:
        if not self.showing:
            done = ", ".join(s for s, _ in self.stages) or "none yet"
            _progress(f"compiling {self.name}: {self.elapsed():.1f} s so far (stages done: "
                      f"{done})")
            self.showing = True
        else:  # a long stage: say it is still running
            after = f" after {self.stages[-1][0]}" if self.stages else ""
            _progress(f"compiling {self.name}: {self.elapsed():.1f} s so far, still working"
                      f"{after}")
        self._arm(PROGRESS_EVERY)

    def _arm(self, seconds: float) -> None:
        with self._watch_lock:
            if self._ended:
                return
            self._watch = threading.Timer(seconds, self._show)
            self._watch.daemon = True
            self._watch.start()

    def begin_progress(self) -> None:
        if _progress_wanted():
            self._arm(PROGRESS_AFTER)

    def end(self, failed: bool) -> None:
        with self._watch_lock:
            self._ended = True
            if self._watch is not None:
                self._watch.cancel()
        now = time.perf_counter()
        if now - self.last > 1e-3:  # after the last stage: output text, freeing the IR
            self.stages.append(("finish", now - self.last))
        self.last = now
        total = self.elapsed()
        if self.showing:
            _progress(f"{self.name}: {'failed' if failed else 'compiled'} in {total:.1f} s")
        summary = ", ".join(f"{s} {t:.3f}" for s, t in self.stages)
        log.info("%s %s in %.3f s (%s)", "failed to compile" if failed else "compiled",
                 self.name, total, summary)


def _progress(line: str) -> None:
    try:
        print(f"stablehlo-cc: {line}", file=sys.stderr, flush=True)
    except (OSError, ValueError):  # a closed stderr must not fail a compile
        pass


def _progress_wanted() -> bool:
    setting = os.environ.get("STABLEHLO_CC_PROGRESS", "").strip().lower()
    if setting in ("0", "false", "no", "off"):
        return False
    if setting in ("1", "true", "yes", "on"):
        return True
    try:
        return sys.stderr is not None and sys.stderr.isatty()
    except (AttributeError, ValueError):
        return False


_local = threading.local()
_collecting = False
_finished: list[CompileTimer] = []  # timers of compiles while collecting


def current() -> CompileTimer | None:
    return getattr(_local, "timer", None)


def stage_done(stage: str) -> None:
    """Mark the end of `stage` of the running compile (if any)."""
    timer = current()
    if timer is not None:
        timer.stage_done(stage)


def _name_of(source) -> str:
    if isinstance(source, os.PathLike) or (isinstance(source, str) and len(source) < 4096
                                           and "\n" not in source and "{" not in source):
        return os.fspath(source)
    return "<program>"


def timed_compile(run):
    """Decorate `compiler.run(source, options, ...)`: time it (nested runs join the outer)."""
    @functools.wraps(run)
    def wrapper(source, options, *args, **kwargs):
        if current() is not None:
            return run(source, options, *args, **kwargs)
        name = getattr(options, "source_name", None) or _name_of(source)
        timer = _local.timer = CompileTimer(name)
        timer.begin_progress()
        failed = True
        try:
            result = run(source, options, *args, **kwargs)
            failed = False
            return result
        finally:
            _local.timer = None
            timer.end(failed)
            if _collecting:
                _finished.append(timer)
    return wrapper


def collect(on: bool = True) -> None:
    """Keep every compile's timings from now on, with per-pass MLIR timing."""
    global _collecting
    _collecting = on
    _finished.clear()


def collected() -> list[CompileTimer]:
    return list(_finished)


# --- MLIR pass timing ----------------------------------------------------------------------

_ROW = re.compile(r"(-?[\d.]+) \(\s*-?[\d.]+%\)")


def parse_report(text: str) -> list[tuple[str, float]]:
    """(pass, wall seconds) of each row of MLIR's execution time report (analyses, nested
    pipelines' headers, `Rest` and `Total` left out)."""
    rows = []
    for line in text.splitlines():
        matches = list(_ROW.finditer(line))
        if not matches:
            continue
        name = line[matches[-1].end():].strip()
        if not name or name in ("Rest", "Total") or name.startswith("(A)") or \
                name.endswith(" Pipeline"):
            continue
        rows.append((name, float(matches[-1].group(1))))
    return rows


def _unverified(make_pm):
    pm = make_pm()
    pm.enable_verifier(False)
    return pm


def verify_each_run() -> bool:
    """Whether every pass-manager run verifies the module first (`STABLEHLO_CC_VERIFY=each`;
    tests/conftest.py sets it), rather than only where a stage takes in the module.

    Each run verified what the Python rewrites made since the one before it: 25-35 ms of a
    BERT or GPT-2 compile (9 runs in the linalg stage), ~5% of the stages before LLVM
    (issue 11). The user's
    program is verified when parsed, and each stage verifies the module it takes in; a bug in
    a rewrite between two runs then shows as an error of the next pass (or a crash) instead
    of a verifier message naming the op, which the tests, verifying every run, still give.
    (The trade `mlir-opt --verify-each=false` makes.)"""
    return os.environ.get("STABLEHLO_CC_VERIFY", "").strip().lower() in ("each", "1", "on",
                                                                         "true", "yes")


def run_pass_manager(make_pm, operation, verify_after: bool = False,
                     verify_before: bool = True) -> None:
    """Run the pass manager `make_pm()` builds on `operation`; while collecting, with timing
    on, adding each pass's time to the running compile. `make_pm` is a function so that the
    pass manager dies here: MLIR prints its report when it is destroyed.

    The module is verified once, before the passes (what our Python rewrites made since the
    last run), and not after each pass: a pass given valid IR makes valid IR, and the
    verifier after every pass (MLIR's default; ~45 passes a compile) cost ~7% of a
    transformer's compile (the choice `mlir-opt --verify-each=false` makes).
    `verify_after`: verify once more after the passes, for passes that may make invalid IR
    of valid IR by design (shape refinement gives an op operands of incompatible shapes when
    the argument shapes a user asked for do not fit the program).
    `verify_before=False`: the caller knows nothing changed the IR since passes made it."""
    if verify_before:
        operation.verify()  # raises MLIRError, which the callers turn into a CompileError
    _run_unverified(make_pm, operation)
    if verify_after:
        operation.verify()


def _run_unverified(make_pm, operation) -> None:
    timer = current()
    if not _collecting or timer is None:
        _unverified(make_pm).run(operation)
        return
    with tempfile.TemporaryFile() as capture:
        sys.stderr.flush()
        saved = os.dup(2)
        try:
            os.dup2(capture.fileno(), 2)
            pm = _unverified(make_pm)
            pm.enable_timing()
            try:
                pm.run(operation)
            finally:
                del pm
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        capture.seek(0)
        text = capture.read().decode("utf-8", "replace")
    for name, seconds in parse_report(text):
        timer.passes[name] += seconds
    other = _without_reports(text)
    if other.strip():
        sys.stderr.write(other)


def _without_reports(text: str) -> str:
    """What else was written to stderr meanwhile (a report is a block of its own)."""
    kept, inside = [], False
    for line in text.splitlines(keepends=True):
        if line.startswith("===-"):
            inside = True
            continue
        if inside and (not line.strip() or _ROW.search(line) or "Execution time report" in line
                       or "Total Execution Time" in line or "----" in line):
            continue
        inside = False
        kept.append(line)
    return "".join(kept)


def report(timers: list[CompileTimer], top: int = 15) -> str:
    """A table: time per stage (summed over `timers`) and the `top` slowest passes."""
    stages: dict[str, float] = collections.defaultdict(float)
    passes: dict[str, float] = collections.defaultdict(float)
    total = 0.0
    for t in timers:
        for s, sec in t.stages:
            stages[s] += sec
        for p, sec in t.passes.items():
            passes[p] += sec
        total += t.last - t.start
    lines = [f"compile time: {total:.3f} s", "  stage                 seconds      %"]
    for s, sec in stages.items():
        lines.append(f"  {s:<20} {sec:9.3f} {100 * sec / total if total else 0:6.1f}")
    if passes:
        lines.append(f"  slowest MLIR passes (of {len(passes)})")
        for p, sec in sorted(passes.items(), key=lambda kv: -kv[1])[:top]:
            lines.append(f"    {p:<40} {sec:9.3f}")
    return "\n".join(lines)
