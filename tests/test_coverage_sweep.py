"""The coverage sweep (tests/sweep/) as tests: every op of jaxlib's StableHLO dialect on every
element type the spec allows it, compiled and compared with the reference interpreter (or with
values computed per the spec where the interpreter cannot run the op; collectives on a
2-process grid).

Unmarked: one representative element type per op. `slow`: every other cell. A cell must pass,
unless the dialect's verifier rejects the program (quantized operands of an op that takes
none), or it is a gap listed in sweep/gaps.py, which must stay a clean "not supported yet"
CompileError (SPEC_UNDEFINED: one citing the spec's TBD; KNOWN_WRONG: an expected failure
that says why).
`.venv/bin/python tools/coverage.py` writes the same cells to docs/coverage.md.
"""

from __future__ import annotations

import pytest

from sweep import cells, dialect
from sweep.gaps import KNOWN_UNSUPPORTED, KNOWN_WRONG, NOT_GENERATED, SPEC_UNDEFINED

OPS = dialect.dialect_ops()
# The representative element type of an op: the first of these that the spec allows it.
_PREFERENCE = ["f32", "i32", "ui32", "i1", "complex<f32>", dialect.QUANT, dialect.TOKEN]


def _representative(op: str) -> str:
    allowed = dialect.allowed(op)
    return next((e for e in _PREFERENCE if e in allowed), allowed[0])


def _generated(op: str, element: str) -> bool:
    return (op, dialect.label(element)) not in NOT_GENERATED


FAST = [(op, _representative(op)) for op in OPS]
SLOW = [(op, e) for op in OPS for e in dialect.allowed(op)
        if e != _representative(op) and _generated(op, e)]


def _check(op: str, element: str) -> None:
    key = (op, dialect.label(element))
    outcome = cells.run_cell(op, element)
    status, detail = outcome.status, outcome.detail
    if key in KNOWN_UNSUPPORTED:
        assert status == cells.UNSUPPORTED, f"{key}: expected a clean refusal, got {status}: " \
            f"{detail[:500]} (if it passes now, remove it from sweep/gaps.py)"
        return
    if key in SPEC_UNDEFINED:
        assert status == cells.UNDEFINED, f"{key}: expected a clean refusal citing the spec's " \
            f"TBD, got {status}: {detail[:500]}"
        return
    assert status != cells.UNDEFINED, f"{key}: refused as TBD but not in SPEC_UNDEFINED"
    if key in KNOWN_WRONG:
        if status != cells.PASS:
            pytest.xfail(f"{KNOWN_WRONG[key]}: {detail[:300]}")
        raise AssertionError(f"{key} passes now: remove it from KNOWN_WRONG")
    assert status in (cells.PASS, cells.REJECTED), f"{op} x {element}: {status}: {detail[:2000]}"
    if status == cells.REJECTED:  # only quantized operands may be rejected by the dialect
        assert element == dialect.QUANT or key in KNOWN_REJECTED, f"{key}: {detail[:500]}"


# Cells the spec allows and the dialect's verifier rejects, other than quantized ones.
KNOWN_REJECTED = {
    ("bitcast_convert", "complex<f32>"): "the dialect refuses complex <-> real bit casts",
    ("bitcast_convert", "complex<f64>"): "the dialect refuses complex <-> real bit casts",
}


@pytest.mark.parametrize("op,element", FAST, ids=[f"{o}-{dialect.label(e)}" for o, e in FAST])
def test_representative_cell(op, element):
    _check(op, element)


@pytest.mark.slow
@pytest.mark.parametrize("op,element", SLOW, ids=[f"{o}-{dialect.label(e)}" for o, e in SLOW])
def test_every_cell(op, element):
    _check(op, element)


def test_the_gap_lists_name_real_cells():
    """Every listed gap is a cell the spec allows (a typo would hide nothing, silently)."""
    labels = {(op, dialect.label(e)) for op in OPS for e in dialect.allowed(op)}
    for table in (KNOWN_UNSUPPORTED, KNOWN_WRONG, NOT_GENERATED, KNOWN_REJECTED,
                  SPEC_UNDEFINED):
        assert set(table) <= labels, set(table) - labels


def test_the_table_has_every_op_of_the_dialect():
    """The op list comes from jaxlib's bindings; the spec's type classes name only known ops."""
    assert len(OPS) >= 100 and "add" in OPS and "collective_reduce" in OPS
    assert set(dialect.ALLOWED) <= set(OPS), set(dialect.ALLOWED) - set(OPS)
