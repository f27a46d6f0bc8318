"""Rebuild docs/coverage.md: every op of the StableHLO dialect x every element type.

    .venv/bin/python tools/coverage.py [--jobs 2] [--output docs/coverage.md]
    .venv/bin/python tools/coverage.py --add-passing   # also list new passes as must-pass
    .venv/bin/python tools/coverage.py --ops add,sort  # a few rows only (written to --output)

Two kinds of evidence fill a cell:
- the sweep (tests/sweep/): for every op and every element type the spec allows it, a
  generated program (seeded random inputs, edge values for floats) compiled with
  stablehlo_cc and compared with the reference interpreter (or, for the ops it cannot run,
  with values computed per the spec's semantics; collectives on a 2-process grid);
- the StableHLO interpreter tests (shared/conformance/stablehlo-interpret), each test
  function credited to every op it runs (tests/sweep/attribution.py), not to its file.
The per-file summary of the interpreter tests comes after the table.
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

from conformance import runner  # noqa: E402
from sweep import attribution, cells, dialect  # noqa: E402
from sweep import runner as sweep_runner  # noqa: E402

# Column order: the issue-2 types first, the rest after.
_TYPE_ORDER = ["i1", "si8", "si16", "si32", "si64", "ui8", "ui16", "ui32", "ui64",
               "f16", "bf16", "f32", "f64", "complex<f32>", "complex<f64>",
               "si2", "si4", "ui2", "ui4"]
_CELL = {runner.PASS: "pass", runner.UNSUPPORTED: "unsup", runner.GRID: "grid"}
_KINDS = ("pass", "fail", "unsup", "grid", "n/a")


def _column(element: str) -> str:
    """MLIR spells signed integers `iN`; the interpreter tests (and this table) say `siN`."""
    if element.startswith("i") and element[1:].isdigit() and element != "i1":
        return "s" + element
    return element


def _kind(status: str) -> str:
    if status == runner.NOT_APPLICABLE:
        return "n/a"
    return _CELL.get(status, "fail")


def _cell(counts: collections.Counter) -> str:
    if not counts:
        return ""
    return " ".join(f"{counts[k]}✓" if k == "pass" else f"{counts[k]} {k}"
                    for k in _KINDS if counts[k])


def render_files(cases: list, results: dict, seconds: float) -> str:
    table = collections.defaultdict(collections.Counter)
    columns = set()
    totals = collections.Counter()
    failures = []
    for case in cases:
        res = results[case.id]
        kind = _kind(res.status)
        col = _column(case.element)
        columns.add(col)
        table[(case.op, col)][kind] += 1
        totals[kind] += 1
        if kind == "fail":
            first = res.detail.strip().splitlines()[0] if res.detail.strip() else ""
            failures.append(f"- `{case.id}` ({res.status}): {first[:200]}")
    ordered = [c for c in _TYPE_ORDER if c in columns]
    ordered += sorted(columns - set(ordered))
    ops = sorted({c.op for c in cases})
    lines = [
        "## Interpreter tests by file",
        "",
        "From the StableHLO interpreter tests",
        "(`shared/conformance/stablehlo-interpret`, each `// -----` split's test functions).",
        "Rows: op (test file); columns: element type of the first tensor in the function.",
        "Cells: `N✓` passing, `N fail` wrong answer / error / crash, `N unsup` clean",
        "\"not supported yet\" CompileError, `N grid` multi-process (run through `run_grid` by tests/test_grid_interpret.py),",
        "`N n/a` not observable by the runner.",
        "",
        f"**Totals** ({sum(totals.values())} functions): " + ", ".join(
            f"{totals[k]} {'pass' if k == 'pass' else k}" for k in _KINDS) + ".",
        f"Run time: {seconds:.0f} s.",
        "",
        "| op | " + " | ".join(ordered) + " |",
        "|---|" + "---|" * len(ordered),
    ]
    for op in ops:
        row = [_cell(table.get((op, col), collections.Counter())) for col in ordered]
        lines.append(f"| {op} | " + " | ".join(row) + " |")
    lines += ["", "### Interpreter test failures", ""]
    lines += failures or ["None."]
    return "\n".join(lines) + "\n"


def _add_passing(cases: list, results: dict) -> None:
    path = runner.EXPECTED_PASSING_FILE
    must = runner.expected_passing(path) | {c.id for c in cases
                                            if results[c.id].status == runner.PASS}
    header = ("# Interpreter test functions that must pass (tests/test_conformance.py).\n"
              "# One id a line; add with `.venv/bin/python tools/coverage.py --add-passing`.\n")
    order = {c.id: i for i, c in enumerate(runner.collect())}
    ids = sorted(must, key=lambda i: (order.get(i, len(order)), i))
    path.write_text(header + "".join(f"{i}\n" for i in ids))
    print(f"{path}: {len(ids)} functions must pass")


# --- the op x element type table ---------------------------------------------------------------

_SYMBOL = {cells.PASS: "✓", cells.FAIL: "✗", cells.ERROR: "✗err", cells.CRASH: "✗crash",
           cells.TIMEOUT: "✗time", cells.UNSUPPORTED: "unsup", cells.REJECTED: "rej",
           cells.FORBIDDEN: "·", cells.NO_TEMPLATE: "–", cells.UNDEFINED: "tbd"}
_BAD = (cells.FAIL, cells.ERROR, cells.CRASH, cells.TIMEOUT)
_GRID_OPS = {"all_gather", "all_reduce", "all_to_all", "collective_broadcast",
             "collective_permute", "collective_reduce", "reduce_scatter", "cross-replica-sum",
             "replica_id", "partition_id", "send", "recv"}


def conformance_evidence(cases: list, results: dict) -> dict:
    """(op, column) -> Counter of outcomes of the interpreter test functions that run it.
    A failure counts against the op its error names (else the file's op); a pass for all."""
    root = runner.conformance_dir()
    chunks = {}
    table = collections.defaultdict(collections.Counter)
    for case in cases:
        res = results[case.id]
        kind = _kind(res.status)
        if kind == "n/a":
            continue
        if case.file not in chunks:
            chunks[case.file] = runner.chunks((root / case.file).read_text())
        found = attribution.case_ops(case, chunks[case.file][case.chunk])
        named = None
        if kind not in ("pass", "grid"):
            import re
            m = re.search(r"'stablehlo\.([a-z_\-]+)'", res.detail)
            named = m.group(1) if m else case.op
        for op, element in found:
            if named and op != named:
                continue
            column = dialect.QUANT if element == "!quant" or op == "uniform_quantize" \
                else element
            table[(op, column)][kind] += 1
    return table


def _sweep_cell(outcome, conf: collections.Counter) -> str:
    text = _SYMBOL.get(outcome.status, outcome.status) if outcome else ""
    if outcome and outcome.status == cells.PASS and outcome.op in _GRID_OPS:
        text = "✓g"
    extra = []
    if conf.get("pass"):
        extra.append(str(conf["pass"]))
    for k in ("fail", "unsup", "grid"):
        if conf.get(k):
            extra.append(f"{conf[k]}{'✗' if k == 'fail' else ' ' + k}")
    return (text + (f" ({', '.join(extra)})" if extra else "")).strip()


def render_table(ops: list, sweep: dict, conf: dict, seconds: float) -> tuple[str, list]:
    columns = dialect.COLUMNS
    totals = collections.Counter(o.status for o in sweep.values())
    lines = [
        "# Coverage: every op of the StableHLO dialect x every element type",
        "",
        "Generated by `.venv/bin/python tools/coverage.py` (tests/sweep/ and the StableHLO",
        "interpreter tests); `tests/test_coverage_sweep.py` runs the same sweep as tests.",
        f"{len(ops)} ops (jaxlib's `_stablehlo_ops_gen.py`), {len(columns)} element type columns.",
        "",
        "A cell is the sweep's outcome for a program generated for the op on that element type",
        "(seeded random inputs, edge values for floats, compiled with `stablehlo_cc.compile`,",
        "compared with the reference interpreter `_stablehlo.eval_module` at the tolerances of",
        "tests/tolerances.py; where the interpreter cannot run an op, with values computed per",
        "the spec), then in parentheses the interpreter test functions that run the op on",
        "that type: `(3)` three pass, `1✗` one fails, `1 unsup`, `1 grid` (run by",
        "tests/test_grid_interpret.py).",
        "",
        "`✓` passes; `✓g` passes on a 2-process grid (`compile(..., num_replicas=2)`,",
        "`run_grid`) against values computed per the spec; `✗` wrong answer, `✗err` other",
        "error, `✗crash` the process died; `unsup` a clean \"not supported yet\" CompileError;",
        "`tbd` the spec gives the op no meaning on the type (\"TBD\") and we refuse it cleanly;",
        "`·` the spec does not allow the type for the op; `rej` the dialect's verifier rejects",
        "the program (e.g. quantized operands of an op that takes none); `–` no program",
        "generated (see the notes).",
        "",
        "**Sweep totals** (" + f"{sum(totals.values())} cells): " + ", ".join(
            f"{totals[s]} {_SYMBOL[s]} {s}" for s in _SYMBOL if totals[s]) + ".",
        f"Sweep run time: {seconds:.0f} s with 2 workers.",
        "",
        "| op | " + " | ".join(dialect.label(c) for c in columns) + " |",
        "|---|" + "---|" * len(columns),
    ]
    notes = []
    for op in ops:
        row = []
        for c in columns:
            o = sweep.get((op, c))
            row.append(_sweep_cell(o, conf.get((op, c), collections.Counter())))
        lines.append(f"| {op} | " + " | ".join(row) + " |")
        for c in columns:
            o = sweep.get((op, c))
            if o and o.status in _BAD + (cells.UNSUPPORTED, cells.NO_TEMPLATE,
                                         cells.UNDEFINED):
                first = o.detail.strip().splitlines()[0] if o.detail.strip() else ""
                notes.append(f"- `{op}` × {dialect.label(c)} ({o.status}): {first[:240]}")
    lines += ["", "## Cells that fail, are not supported or have no program", ""]
    lines += notes or ["None."]
    return "\n".join(lines) + "\n", notes


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--output", default=str(REPO / "docs" / "coverage.md"))
    parser.add_argument("--ops", default="", help="comma-separated ops (default: all)")
    parser.add_argument("--add-passing", action="store_true",
                        help="add every passing interpreter test function to tests/conformance/"
                             "expected_passing.txt (the list of functions that must pass)")
    args = parser.parse_args(argv)
    root = runner.conformance_dir()
    if not root.is_dir():
        print(f"no conformance tests at {root} (set STABLEHLO_CC_CONFORMANCE_DIR)",
              file=sys.stderr)
        return 2
    ops = [o for o in args.ops.split(",") if o] or dialect.dialect_ops()
    start = time.perf_counter()
    sweep = sweep_runner.run_all(sweep_runner.all_cells(ops), jobs=args.jobs)
    sweep_seconds = time.perf_counter() - start
    start = time.perf_counter()
    cases = runner.collect(root)
    results = runner.run_all(None, jobs=args.jobs)
    seconds = time.perf_counter() - start
    table, notes = render_table(ops, sweep, conformance_evidence(cases, results), sweep_seconds)
    text = table + "\n" + render_files(cases, results, seconds)
    out = Path(args.output)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text)
    if args.add_passing:
        _add_passing(cases, results)
    totals = collections.Counter(o.status for o in sweep.values())
    print(f"{out}: sweep " + ", ".join(f"{v} {k}" for k, v in sorted(totals.items()))
          + f" in {sweep_seconds:.0f} s; interpreter tests "
          + ", ".join(f"{v} {k}" for k, v in sorted(collections.Counter(
              _kind(r.status) for r in results.values()).items())) + f" in {seconds:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
