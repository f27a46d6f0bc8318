"""The StableHLO-level stage: official passes, our rules, then `stablehlo-legalize-to-linalg`."""

from __future__ import annotations

import re

from jaxlib.mlir import ir, passmanager

from .. import pipeline, timing
from ...errors import CompileError, Diagnostic, diagnostic_at, from_mlir_error
from . import known_gaps
from .accurate_functions import make_f32_functions_accurate
from .hoist_sliced_products import hoist_sliced_products
from .inline_calls import inline_calls
from .mhlo_custom_calls import recompose_mhlo_custom_calls
from .pool_before_clamps import pool_before_clamps
from .quantized_storage import (move_data_ops_to_storage, refuse_unsigned_storage,
                                sink_constants_into_regions)
from .registry import VISITED, rules_for
from .repeated_layers import outline_repeated_layers
from .slice_pad_edges import rewrite_slice_pad_edges
from .channels_last_chains import sink_convolution_transposes
from .concatenate_slices import concatenates_to_slices
from .tanh_plus_one import tanh_plus_one_to_logistic_form
from .unit_broadcasts import unit_broadcasts_to_reshapes
from .updated_slices import concatenations_to_updates
from .reverse_scans import forward_reverse_scans
from .signless_boundary import make_boundaries_signless

# Ops that stay in the module on purpose after legalization (none of them reach LLVM).
_DIALECTS_TO_LOWER = ("stablehlo.", "chlo.", "vhlo.", "mhlo.", "check.", "interpreter.")


def run_passes(module: ir.Module, passes: list[str], source_name: str, what: str) -> None:
    """Run a textual pipeline on the module; failures become CompileError with positions."""
    if not passes:
        return
    text = "builtin.module(" + ",".join(passes) + ")"
    try:
        timing.run_pass_manager(lambda: passmanager.PassManager.parse(text, module.context),
                                module.operation)
    except ir.MLIRError as e:
        raise _unsupported_from_failure(e, source_name) or from_mlir_error(
            e, source_name, f"{what} failed") from None


def _unsupported_from_failure(err, source_name: str) -> CompileError | None:
    """A conversion that gave up on an op means we do not support that op yet: say so."""
    for d in getattr(err, "error_diagnostics", None) or []:
        m = re.search(r"failed to legalize operation '([\w.]+)'", d.message)
        if m:
            return CompileError.from_diagnostics(
                [_unsupported(m.group(1), d.location, source_name)], "unsupported op")
    return None


def _unsupported(op_name: str, location, source_name: str) -> Diagnostic:
    diag = diagnostic_at(location, "", source_name)
    diag.message = f"'{op_name}' at {diag.position} is not supported yet"
    return diag


def walk_ops(module: ir.Module, order=ir.WalkOrder.POST_ORDER) -> list[ir.Operation]:
    """Every op of the module; by default children before parents."""
    found = []

    def visit(op):
        found.append(op.operation if hasattr(op, "operation") else op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit, order)
    return found


_MAX_ROUNDS = 8  # rounds of rules emitting ops with rules (2 in the zoo's models)


def apply_rules(module: ir.Module, source_name: str) -> None:
    """Rewrite every op that has a registered rule, innermost first, until none is left.

    A rule may emit ops that have rules of their own (a LAPACK custom call becomes a sort, a
    transposed convolution a convolution, a batch norm integer or complex arithmetic): they
    are lowered in a further round, as an op the user wrote would be. Each round visits only
    ops not visited before (a mark, set before the rule runs and removed at the end: a rule
    that leaves its op alone, such as the one for float `add`, is not asked again)."""
    ops = walk_ops(module)
    for _ in range(_MAX_ROUNDS):
        table = rules_for({op.name for op in ops})
        targets = [op for op in ops if op.name in table and VISITED not in op.attributes]
        if not targets:
            for op in ops:
                if VISITED in op.attributes:
                    del op.attributes[VISITED]
            return
        names = sorted({op.name for op in targets})
        visited = ir.UnitAttr.get(module.context)
        for op in targets:
            op.attributes[VISITED] = visited
        for op in targets:
            _apply_rule(table[op.name], op, source_name)
        ops = walk_ops(module)
    raise CompileError(f"internal error: lowering rules still emit ops with rules after "
                       f"{_MAX_ROUNDS} rounds ({', '.join(names)})")


def _apply_rule(rule, op: ir.Operation, source_name: str) -> None:
    name, location = op.name, op.location
    try:
        rule(op)
    except ir.MLIRError as e:  # IR a rule built that does not parse or verify: our bug
        diag = diagnostic_at(location, "", source_name)
        first = str(e).strip().splitlines()[-1].strip() if str(e).strip() else "invalid IR"
        diag.message = (f"internal error: the lowering of '{name}' at {diag.position} built "
                        f"invalid IR: {first}")
        raise CompileError.from_diagnostics([diag], "internal error") from None
    except CompileError as e:
        # A rule cannot know the source's name: positions it made say "-" for it.
        for d in e.diagnostics:
            if d.file in ("-", ""):
                d.file = source_name
        raise CompileError.from_diagnostics(e.diagnostics, str(e)) from None
    except NotImplementedError as e:
        diag = _unsupported(name, location, source_name)
        if str(e):
            diag.message += f": {e}"
        raise CompileError.from_diagnostics([diag], "unsupported op") from None


def check_fully_lowered(module: ir.Module, source_name: str) -> None:
    """After legalization no StableHLO op may remain: name the first one that did."""
    for op in walk_ops(module, ir.WalkOrder.PRE_ORDER):  # outermost first: `sort`, not its `return`
        if op.name.startswith(_DIALECTS_TO_LOWER):
            raise CompileError.from_diagnostics(
                [_unsupported(op.name, op.location, source_name)], "unsupported op")


def prepare(module: ir.Module, source_name: str, reject_declarations: bool = False) -> None:
    """Composites and calls inlined, quantized ops and CHLO lowered, constant shapes folded."""
    run_passes(module, pipeline.STABLEHLO_PREPARE, source_name, "preparing the program")
    inline_calls(module, source_name, reject_declarations=reject_declarations)
    recompose_mhlo_custom_calls(module, source_name)  # before CHLO is legalized
    make_f32_functions_accurate(module)
    # (quantized types show in any print; one with constants elided, not verified again and
    # with local value names costs ~1/3 less than `str`, and as bytes it is not decoded:
    # issue 11)
    quantized = b"!quant." in module.operation.get_asm(large_elements_limit=16,
                                                       assume_verified=True,
                                                       use_local_scope=True, binary=True)
    if quantized:
        refuse_unsigned_storage(module, source_name)
        run_passes(module, pipeline.QUANTIZED_TO_QDQ, source_name, "preparing the program")
        move_data_ops_to_storage(module)
    run_passes(module, pipeline.STABLEHLO_LOWER if quantized else
               pipeline.STABLEHLO_LOWER_UNQUANTIZED, source_name, "preparing the program")
    if quantized:
        sink_constants_into_regions(module)


def to_stablehlo(module: ir.Module, source_name: str) -> None:
    """Normalise the input: composites, calls, CHLO, then our op rules (stage `stablehlo`)."""
    forward_reverse_scans(module)
    prepare(module, source_name, reject_declarations=True)
    known_gaps.refuse_known_gaps(module, source_name)
    hoist_sliced_products(module)  # before `while` becomes `scf.while`
    pool_before_clamps(module)  # while clamps are still `maximum`/`minimum`/`clamp`
    apply_rules(module, source_name)
    sink_convolution_transposes(module)  # after convolution_layout's transposes, before CSE
    inline_calls(module, source_name)  # rules may call helper functions
    run_passes(module, pipeline.STABLEHLO_CLEANUP, source_name, "simplifying the program")
    # (after CSE, on the program as the rules left it: each layer is then lowered once)
    outline_repeated_layers(module)


def to_linalg(module: ir.Module, source_name: str) -> None:
    """`stablehlo-legalize-to-linalg` and a check that nothing was left behind (stage `linalg`)."""
    rewrite_slice_pad_edges(module)
    tanh_plus_one_to_logistic_form(module)
    concatenations_to_updates(module)  # before its unit broadcasts become reshapes
    unit_broadcasts_to_reshapes(module)
    concatenates_to_slices(module)
    run_passes(module, pipeline.LEGALIZE_TO_LINALG, source_name, "lowering to linalg")
    make_boundaries_signless(module)
    check_fully_lowered(module, source_name)
