"""The StableHLO interpreter tests, run through stablehlo_cc (see tests/conformance/runner.py).

Policy for every test function: it passes, or it fails to compile with a clean CompileError
saying "not supported yet". A wrong answer, any other error, a crash or a timeout fails the
case. Functions listed in tests/conformance/expected_passing.txt must pass. Functions that
need several processes (`interpreter.run_parallel`) run on the process grid in
tests/test_grid_interpret.py; here it is only checked that that file covers them.

Each conformance file runs in one worker subprocess, started by the first of its cases that
runs in this process (cases of a file share an xdist group, so one pytest worker runs them).
"""

import pytest

from conformance import runner

ROOT = runner.conformance_dir()
CASES = runner.collect(ROOT) if ROOT.is_dir() else []
EXPECTED_PASSING = runner.expected_passing()
_RESULTS: dict = {}


def _result(case: runner.Case) -> runner.Result:
    if case.file not in _RESULTS:
        _RESULTS[case.file] = runner.run_file(case.file, [c for c in CASES if c.file == case.file])
    return _RESULTS[case.file][case.id]


def _describe(result: runner.Result) -> str:
    return f"{result.id}: {result.status}\n{result.detail}"


@pytest.mark.skipif(not ROOT.is_dir(), reason=f"no conformance tests at {ROOT}")
@pytest.mark.parametrize("case", [pytest.param(c, id=c.id, marks=pytest.mark.xdist_group(c.file))
                                  for c in CASES if c.kind != runner.GRID])
def test_interpreter_function(case):
    result = _result(case)
    if result.status == runner.NOT_APPLICABLE:
        pytest.skip(f"not applicable: {result.detail}")
    if case.id in EXPECTED_PASSING:
        assert result.status == runner.PASS, _describe(result)
    else:
        assert result.status in (runner.PASS, runner.UNSUPPORTED), _describe(result)


@pytest.mark.skipif(not ROOT.is_dir(), reason=f"no conformance tests at {ROOT}")
def test_expected_passing_names_existing_functions():
    known = {c.id for c in CASES}
    assert sorted(EXPECTED_PASSING - known) == []


@pytest.mark.skipif(not ROOT.is_dir(), reason=f"no conformance tests at {ROOT}")
def test_multi_process_functions_run_on_the_grid():
    import test_grid_interpret

    grid_files = {c.file for c in CASES if c.kind == runner.GRID}
    assert grid_files and grid_files <= set(test_grid_interpret.FILES)
