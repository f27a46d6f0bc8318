"""Every multi-process interpreter test (`interpreter.run_parallel`) through `run_grid`.

Expected values are the tests' own `check.expect_eq_const` constants, and for
`interpreter.print` (run as the built-in `stablehlo_cc.print`) the file's CHECK lines.
"""

from __future__ import annotations

import numpy as np
import pytest

import stablehlo_cc
from interpret_parallel import file_check, read_cases, split_per_process

FILES = ["all_gather.mlir", "all_reduce.mlir", "all_to_all.mlir", "collective_broadcast.mlir",
         "collective_permute.mlir", "reduce_scatter.mlir", "send_recv.mlir", "infeed.mlir",
         "outfeed.mlir", "replica_id.mlir", "partition_id.mlir", "collective_reduce.mlir",
         "printing.mlir"]

CASES = [c for f in FILES for c in read_cases(f)]


def _run(case):
    entries = [e for row in case.programs for e in row]
    exe = stablehlo_cc.compile(case.program, entry=entries[0],
                               functions=sorted(set(entries + case.infeed)),
                               num_replicas=len(case.programs),
                               num_partitions=len(case.programs[0]), source_name=case.name)
    for name in case.infeed:
        exe.infeed(0).put(exe.function(name)())
    args = split_per_process(exe, entries, case.operands)
    results = exe.run_grid(args, entries=entries, timeout=20)
    return exe, [r for per_process in results for r in per_process]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_run_parallel_case(case, capsys):
    capsys.readouterr()
    exe, flat = _run(case)
    if case.output:  # what interpreter.print wrote, whole prints in some order
        file_check(capsys.readouterr().out, case.output)
    assert case.checks or case.output or case.name.startswith("outfeed")
    for index, expected in case.checks.items():
        got = flat[index]
        assert got.dtype == expected.dtype and got.shape == expected.shape, index
        np.testing.assert_array_equal(got, expected, err_msg=f"result #{index}")
    if case.name.startswith("outfeed"):
        # The interpreter test checks nothing; the value it writes is the argument.
        np.testing.assert_array_equal(exe.outfeed(0).get_nowait(), case.operands[0])


def test_every_case_was_found():
    names = {c.name for c in CASES}
    assert len(CASES) >= 30
    assert "send_recv.sequential_send_recv_same_channel" in names
    assert "all_reduce.ragged_replica_groups" in names
    assert {"collective_reduce.cross_replica", "collective_broadcast.has_dynamic_root",
            "collective_broadcast.has_dynamic_root_variadic", "printing.3"} <= names
    assert any(c.output for c in CASES)
