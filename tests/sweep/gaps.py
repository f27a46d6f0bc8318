"""The cells of the coverage sweep that do not pass today, each with its reason.

Keys are (op, column label) as in docs/coverage.md. A KNOWN_UNSUPPORTED cell must stay a
clean "not supported yet" CompileError; a SPEC_UNDEFINED cell too, one whose message cites
the spec's TBD (the sweep reports it as `undefined`); a KNOWN_WRONG cell is an expected
failure (a wrong answer the test reports as xfail, with the difference); NOT_GENERATED cells
have no program.
When one of them starts to pass, test_coverage_sweep.py says so: remove it from here.
"""

from __future__ import annotations

from .dialect import COMPLEX, label

_Q = "quant"


def _cells(ops, elements, reason):
    return {(op, label(e) if e != _Q else _Q): reason for op in ops for e in elements}


# Cells refused as "not supported yet" (none today).
KNOWN_UNSUPPORTED: dict = {}

# Cells the spec allows but gives no meaning ("TBD"), and no oracle computes: the compiler
# refuses them cleanly, citing the spec; the sweep reports them as `undefined`.
SPEC_UNDEFINED: dict = _cells(
    ["remainder"], COMPLEX,
    "complex remainder: the spec says \"For complex numbers: TBD\"; the reference interpreter "
    "aborts (rem(complex, complex) is not implemented), XLA:CPU crashes, jax.lax.rem refuses "
    "complex operands")

KNOWN_WRONG: dict = {}
KNOWN_WRONG.update(_cells(
    ["log_plus_one"], COMPLEX,
    "complex log_plus_one on the branch cut, z = -5.86 - 0i: we give imaginary part -pi "
    "(the sign of zero kept, as C99's clog), the interpreter +pi (it computes log(1 + z), "
    "and 1 + z loses the -0)"))

# Cells without a program (the reason is the template's).
NOT_GENERATED = _cells(
    ["all_gather", "all_reduce", "all_to_all", "collective_broadcast", "collective_permute",
     "collective_reduce", "reduce_scatter", "cross-replica-sum", "send", "recv", "infeed",
     "outfeed"], [_Q], "quantized operands of collectives and feeds are not generated")
NOT_GENERATED.update(_cells(["constant", "custom_call", "bitcast_convert"], [_Q],
                            "quantized constants, custom-call buffers and bit casts: "
                            "covered by quantized_ops.mlir and test_quantized"))
