"""Runs the StableHLO interpreter tests through stablehlo_cc.

Each test function (`func.func @f() { ... check.expect_* ...; func.return }`) is rewritten into
a function that returns the checked values: the `check.*` statements are removed, the
signature gets their types as results and `func.return` returns them. That function is
compiled with stablehlo_cc and run, and every check is judged in Python against values decoded
by `dense` (never by the compiler under test).

Outcomes: pass, fail (a wrong answer), unsupported (a clean CompileError saying "not supported
yet"), error (any other exception), crash (the process died), timeout, grid (uses
`interpreter.run_parallel`, run on the grid by tests/test_grid_interpret.py) and n/a (nothing this
runner can observe, e.g. a probe's value at a given loop iteration).

Each file runs in a worker subprocess (`python -m conformance.runner FILE`) so that a crash in
MLIR takes down one function, not the run; the worker is restarted after the crashed one.
"""

from __future__ import annotations

import json
import os
import re
import sys
import time
import traceback
from dataclasses import asdict, dataclass, field
from pathlib import Path

from worker_processes import run_in_workers

from . import mlir_text
from .checks import Check, judge, parse_check

REPO = Path(__file__).resolve().parents[2]
TESTS_DIR = REPO / "tests"
FUNCTION_TIMEOUT = 120.0  # seconds for one function (compile + run), first import included

PASS, FAIL, UNSUPPORTED, ERROR = "pass", "fail", "unsupported", "error"
CRASH, TIMEOUT, GRID, NOT_APPLICABLE = "crash", "timeout", "grid", "n/a"
GRID_REASON = "multi-process (interpreter.run_parallel): run by tests/test_grid_interpret.py"


def conformance_dir() -> Path:
    """`$STABLEHLO_CC_CONFORMANCE_DIR`, else `<repo>/../shared/conformance/stablehlo-interpret`
    (looked up from the nearest ancestor that has it, so git worktrees find it too)."""
    env = os.environ.get("STABLEHLO_CC_CONFORMANCE_DIR")
    if env:
        return Path(env)
    tail = Path("shared") / "conformance" / "stablehlo-interpret"
    for parent in REPO.parents:
        if (parent / tail).is_dir():
            return parent / tail
    return REPO.parent / tail


@dataclass
class Case:
    """One test function of one interpreter test file."""

    file: str        # path relative to the conformance dir, e.g. "add.mlir"
    function: str
    chunk: int       # index of the `// -----` split
    id: str          # "add.mlir::add_op_test_si8"
    kind: str        # "run", GRID or NOT_APPLICABLE
    reason: str = ""
    op: str = ""     # the op family (file stem), for the coverage table
    element: str = ""  # element type of the first tensor in the body, for the coverage table


@dataclass
class Result:
    id: str
    status: str
    detail: str = ""
    seconds: float = 0.0


EXPECTED_PASSING_FILE = Path(__file__).with_name("expected_passing.txt")


def expected_passing(path: Path = EXPECTED_PASSING_FILE) -> set[str]:
    """Ids of the functions that must pass (one a line; `#` starts a comment)."""
    if not path.exists():
        return set()
    lines = (line.split("#", 1)[0].strip() for line in path.read_text().splitlines())
    return {line for line in lines if line}


def interpreter_files(root: Path | None = None) -> list[str]:
    root = root or conformance_dir()
    return sorted(str(p.relative_to(root)) for p in root.rglob("*.mlir"))


def chunks(text: str) -> list[str]:
    """The `// -----` splits of a file, comments blanked; each is padded with newlines so that
    line numbers in diagnostics are those of the file."""
    out, line = [], 0
    for piece in mlir_text.SPLIT.split(text):
        out.append("\n" * line + mlir_text.strip_comments(piece))
        line += piece.count("\n")
    return out


_ELEMENT = re.compile(r"tensor<(?:(?:\d+|\?)x)*([^,>]+?(?:<[^<>]*>)?)(?:,[^>]*)?>")


def _first_element(body: str) -> str:
    m = _ELEMENT.search(body)
    if not m:
        return "-"
    element = m.group(1).strip()
    return "quant" if element.startswith("!quant") else element


def _is_test(text: str, func: mlir_text.Function) -> bool:
    body = func.body(text)
    return any(s.op.startswith("check.") or s.op == "interpreter.run_parallel"
               for s in mlir_text.statements(body))


def collect(root: Path | None = None, files: list[str] | None = None) -> list[Case]:
    """Every test function of the given files (default: all), with its kind."""
    root = root or conformance_dir()
    cases: list[Case] = []
    for rel in files or interpreter_files(root):
        seen: dict[str, int] = {}
        op = rel.removesuffix(".mlir").replace("/", ".")
        for index, chunk in enumerate(chunks((root / rel).read_text())):
            for func in mlir_text.functions(chunk):
                if not _is_test(chunk, func):
                    continue
                body = func.body(chunk)
                ops = [s.op for s in mlir_text.statements(body)]
                name = func.name
                ident = f"{rel}::{name}"
                if ident in seen:  # e.g. a `@main` in every split of a collective test
                    module = re.search(r"\bmodule\s+@([\w.$-]+)", chunk)
                    ident = f"{rel}::{name}@{module.group(1) if module else index}"
                seen[ident] = index
                case = Case(rel, name, index, ident, "run", op=op, element=_first_element(body))
                if "interpreter.run_parallel" in ops:
                    case.kind, case.reason = GRID, GRID_REASON
                elif func.params.strip() or func.results_text:
                    case.kind, case.reason = NOT_APPLICABLE, "a test function with a signature"
                cases.append(case)
    return cases


# --- rewriting a test function ------------------------------------------------------------------

@dataclass
class Prepared:
    text: str                      # the chunk, with the test function returning checked values
    checks: list = field(default_factory=list)   # Check, in order
    slots: list = field(default_factory=list)    # per check: indices into the results
    not_applicable: str = ""


def prepare(case: Case, chunk: str) -> Prepared:
    """Rewrite `case.function` in `chunk`; other test functions of the chunk are dropped."""
    funcs = mlir_text.functions(chunk)
    target = next(f for f in funcs if f.name == case.function)
    body = target.body(chunk)
    checks: list[Check] = []
    edits = []  # (start, end, replacement) in body offsets
    for st in mlir_text.statements(body):
        if st.op == "interpreter.probe":
            # A probe is the identity on its operand.
            head, _, ty = st.fields["operands"].rpartition(":")
            operand = mlir_text.split_top_level(head)[0]
            ty = ty.strip()
            edits.append((st.start, st.end,
                          f"{st.fields['lhs']} = stablehlo.reshape {operand} : ({ty}) -> {ty}"))
            continue
        if st.op == "interpreter.print":  # stablehlo-cc's built-in print, same format
            edits.append((st.start, st.end, mlir_text.print_as_custom_call(st)))
            continue
        if not st.op.startswith("check."):
            return Prepared("", not_applicable=f"{st.op} cannot run here")
        if st.depth != 0:
            return Prepared("", not_applicable=f"{st.op} inside a region")
        check = parse_check(st.op, st.text)
        if check.probe_iter is not None:
            return Prepared("", not_applicable="a probe's value at one loop iteration "
                            "is not observable from the function's results")
        checks.append(check)
        edits.append((st.start, st.end, ""))
    values, types, slots = [], [], []
    for check in checks:
        slots.append(list(range(len(values), len(values) + len(check.values))))
        values += check.values
        types += check.types
    new_body = body
    for start, end, replacement in sorted(edits, reverse=True):
        new_body = new_body[:start] + replacement + new_body[end:]
    returns = list(re.finditer(r"^[ \t]*(?:func\.)?return[ \t]*$", new_body, re.MULTILINE))
    returns = [m for m in returns if mlir_text.depth_at(new_body, m.start()) == 0]
    if not returns:
        return Prepared("", not_applicable="no operand-less func.return at the top level")
    last = returns[-1]
    ret = f"  func.return {', '.join(values)} : {', '.join(types)}" if values else "  func.return"
    new_body = new_body[:last.start()] + ret + new_body[last.end():]
    header = f"func.func @{case.function}() -> ({', '.join(types)}) {{"
    pieces = []  # (start, end, replacement) in chunk offsets, applied back to front
    pieces.append((target.start, target.end + 1, header + new_body + "}"))
    for f in funcs:
        if f is target:
            continue
        if _is_test(chunk, f):
            pieces.append((f.start, f.end + 1, ""))
        elif f.visibility is None:
            pieces.append((f.sym_at, f.sym_at, " private"))
    text = chunk
    for start, end, replacement in sorted(pieces, reverse=True):
        text = text[:start] + replacement + text[end:]
    return Prepared(text, checks, slots)


# --- running one function (inside a worker) -----------------------------------------------------

def _reference_values(text: str, function: str) -> list:
    """The results of `function` according to the StableHLO reference interpreter."""
    from jaxlib.mlir import ir
    from jaxlib.mlir._mlir_libs import _stablehlo

    from stablehlo_cc.compiler import frontend

    from .dense import parse_dense

    renamed = re.sub(rf"@{re.escape(function)}\b", "@main", text)
    with frontend.new_context() as ctx:
        module = ir.Module.parse(renamed, ctx)
        out = []
        for attr in _stablehlo.eval_module(module, []):
            literal = str(attr)
            body, _, ty = literal.rpartition(":")
            out.append(parse_dense(body.strip()[len("dense<"):-1], ty.strip()))
        return out


def run_case(case: Case, chunk: str) -> Result:
    import stablehlo_cc

    start = time.perf_counter()

    def result(status, detail=""):
        return Result(case.id, status, detail, round(time.perf_counter() - start, 3))

    if case.kind != "run":
        return result(case.kind, case.reason)
    try:
        prepared = prepare(case, chunk)
    except Exception as e:  # the runner could not read the test: report it, loudly
        return result(ERROR, f"runner cannot rewrite the test: {type(e).__name__}: {e}")
    if prepared.not_applicable:
        return result(NOT_APPLICABLE, prepared.not_applicable)
    try:
        exe = stablehlo_cc.compile(prepared.text, entry=case.function, source_name=case.file)
    except stablehlo_cc.CompileError as e:
        message = str(e)
        return result(UNSUPPORTED if "not supported yet" in message else ERROR,
                      f"CompileError: {message}")
    except Exception as e:
        return result(ERROR, f"{type(e).__name__} while compiling: {e}\n{traceback.format_exc()}")
    try:
        outputs = exe()
    except Exception as e:
        return result(ERROR, f"{type(e).__name__} while running: {e}")
    if not isinstance(outputs, tuple):
        outputs = (outputs,)
    reference = None
    problems = []
    for number, (check, slots) in enumerate(zip(prepared.checks, prepared.slots)):
        actual = [outputs[i] for i in slots]
        expected = None
        if check.kind == "serialized_eq":
            if any("complex" in t for t in check.types):
                # jaxlib's eval_module aborts the process when it returns complex values.
                return result(NOT_APPLICABLE, "the reference interpreter's Python binding "
                              "cannot return complex values for a probe")
            if reference is None:
                try:
                    reference = _reference_values(prepared.text, case.function)
                except Exception as e:
                    return result(NOT_APPLICABLE, f"the reference interpreter cannot evaluate "
                                  f"the probed value: {type(e).__name__}: {e}")
            expected = reference[slots[0]]
        message = judge(check, actual, expected)
        if message:
            problems.append(f"check {number} ({', '.join(check.values)}): {message}")
    if problems:
        return result(FAIL, "\n".join(problems))
    return result(PASS)


def _worker(file: str, ids: list[str]) -> None:
    """Run the cases `ids` of `file` in order, one JSON line each on stdout."""
    root = conformance_dir()
    file_chunks = chunks((root / file).read_text())
    wanted = set(ids)
    out = sys.stdout
    sys.stdout = sys.stderr  # anything else printed must not break the protocol
    for case in collect(root, [file]):
        if case.id not in wanted:
            continue
        res = run_case(case, file_chunks[case.chunk])
        out.write(json.dumps(asdict(res)) + "\n")
        out.flush()


# --- running files in workers (in the parent) ---------------------------------------------------

def _signal_name(code: int) -> str:
    if code < 0:
        import signal
        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exited with status {code}"


def run_file(file: str, cases: list[Case] | None = None, timeout: float = FUNCTION_TIMEOUT
             ) -> dict[str, Result]:
    """Results of every case of `file`, computed in worker subprocesses."""
    cases = cases if cases is not None else collect(None, [file])
    results: dict[str, Result] = {}
    pending = []
    for case in cases:
        if case.kind == "run":
            pending.append(case)
        else:
            results[case.id] = Result(case.id, case.kind, case.reason)
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(TESTS_DIR), str(REPO)]
                                        + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else []))
    env.setdefault("STABLEHLO_CC_CONFORMANCE_DIR", str(conformance_dir()))

    def failed(case_id, how, errors, seconds):
        if how == "timeout":
            return Result(case_id, TIMEOUT, f"no result within {timeout:.0f} s", seconds)
        return Result(case_id, CRASH, f"worker {_signal_name(how)}\n{''.join(errors[-20:])}",
                      seconds)

    def finished(obj):
        res = Result(**obj)
        return res.id, res

    results.update(run_in_workers(
        [c.id for c in pending],
        lambda ids: [sys.executable, "-m", "conformance.runner", file, *ids],
        env=env, cwd=REPO, timeout=timeout, finished=finished, failed=failed))
    return results


def run_all(files: list[str] | None = None, jobs: int = 2) -> dict[str, Result]:
    """Every case of `files` (default: all), `jobs` files at a time."""
    from concurrent.futures import ThreadPoolExecutor

    all_cases = collect(None, files)
    by_file: dict[str, list[Case]] = {}
    for case in all_cases:
        by_file.setdefault(case.file, []).append(case)
    results: dict[str, Result] = {}
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        for part in pool.map(lambda item: run_file(item[0], item[1]), by_file.items()):
            results.update(part)
    return {c.id: results[c.id] for c in all_cases}


if __name__ == "__main__":
    _worker(sys.argv[1], sys.argv[2:])
