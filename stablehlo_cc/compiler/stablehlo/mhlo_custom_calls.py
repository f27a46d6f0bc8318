"""`stablehlo.custom_call @mhlo.<op>` → the CHLO or StableHLO op `<op>` it stands for.

XLA's MHLO → StableHLO legalization (what torch_xla's exporter and XLA-built artifacts go
through) has no StableHLO op for some MHLO ops, so it writes them as custom calls named after
the op, with the op's attributes in the dictionary `mhlo.attributes`: `mhlo.erf` (GELU in
every PyTorch transformer), `mhlo.topk` (`k`, `largest`), `mhlo.tan` (before StableHLO had
`tan`), and the CHLO math ops `mhlo.acos`, `acosh`, `asin`, `asinh`, `atan`, `atanh`, `cosh`,
`sinh`, `erf_inv`, `erfc`, `lgamma`, `digamma`, `bessel_i1e`, `polygamma`, `zeta`,
`next_after`, ... (StableHLO's own `chlo-recompose-ops` reads the same encoding). The
mechanism: `mhlo.<name>` becomes `chlo.<name>` if CHLO has such an op, else
`stablehlo.<name>`, with the encoded attributes; `mhlo.copy` and `mhlo.add_dependency` pass
their first operand on. It runs before `chlo-legalize-to-stablehlo`, which then expands the
CHLO ops like any other.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ...errors import CompileError, diagnostic_at
from ..walk import ops_named

PREFIX = "mhlo."
_RENAMED = {"topk": "chlo.top_k", "top_k": "chlo.top_k"}
_FORWARD_FIRST_OPERAND = {"copy", "add_dependency"}


def _target(op: ir.Operation) -> str | None:
    if "call_target_name" not in op.attributes:
        return None
    try:
        return ir.StringAttr(op.attributes["call_target_name"]).value
    except ValueError:
        return None


def _encoded_attributes(op: ir.Operation) -> dict[str, ir.Attribute]:
    if "mhlo.attributes" not in op.attributes:
        return {}
    d = ir.DictAttr(op.attributes["mhlo.attributes"])
    return {d[i].name: d[i].attr for i in range(len(d))}


def _op_for(name: str, context: ir.Context) -> str | None:
    if name in _RENAMED:
        return _RENAMED[name]
    for dialect in ("chlo", "stablehlo"):
        if context.is_registered_operation(f"{dialect}.{name}"):
            return f"{dialect}.{name}"
    return None


def _fail(op: ir.Operation, source_name: str, message: str) -> CompileError:
    diag = diagnostic_at(op.location, "", source_name)
    diag.message = f"custom_call @{_target(op)} at {diag.position}: {message}"
    return CompileError.from_diagnostics([diag], diag.message)


def _order_reversal(value: ir.Value) -> str:
    """An op that reverses the total order of the element type and is its own inverse:
    negation flips the sign bit of floats (IEEE totalOrder reversed), `not` maps integer x to
    -x-1 (signed) or max-x (unsigned), with no overflow either way."""
    element = ir.RankedTensorType(value.type).element_type
    return "stablehlo.negate" if isinstance(element, ir.FloatType) else "stablehlo.not"


def _top_k(op: ir.Operation, attrs: dict, source_name: str) -> list[ir.Value]:
    """chlo.top_k keeps the largest k along the last dimension; the smallest k are the
    largest of the order-reversed operand, reversed back (ties keep the lower index)."""
    if "k" not in attrs:
        raise _fail(op, source_name, "'mhlo.attributes' has no 'k'")
    largest = True
    if "largest" in attrs:
        largest = ir.BoolAttr(attrs["largest"]).value
    if len(op.operands) != 1 or len(op.results) != 2:
        raise _fail(op, source_name, "expected one operand and two results (values, indices)")
    operand = op.operands[0]
    values_type, indices_type = op.results[0].type, op.results[1].type
    if not largest:
        reverse = _order_reversal(operand)
        operand = ir.Operation.create(reverse, results=[operand.type], operands=[operand]).result
    index_shape = ir.RankedTensorType(indices_type).shape
    i32_indices = ir.RankedTensorType.get(index_shape, ir.IntegerType.get_signless(32))
    top = ir.Operation.create("chlo.top_k", results=[values_type, i32_indices],
                              operands=[operand], attributes={"k": attrs["k"]})
    values, indices = top.results
    if not largest:
        values = ir.Operation.create(reverse, results=[values_type], operands=[values]).result
    if indices_type != i32_indices:
        indices = ir.Operation.create("stablehlo.convert", results=[indices_type],
                                      operands=[indices]).result
    return [values, indices]


def _recompose(op: ir.Operation, name: str, source_name: str) -> bool:
    attrs = _encoded_attributes(op)
    if name in _FORWARD_FIRST_OPERAND:
        if not op.operands or len(op.results) != 1 or op.operands[0].type != op.results[0].type:
            raise _fail(op, source_name, "expected its first operand's type as its result")
        replacements = [op.operands[0]]
    else:
        target = _op_for(name, op.context)
        if target is None:
            return False  # not an op we know: the custom-call rule reports it
        with op.location, ir.InsertionPoint(op):
            if target == "chlo.top_k":
                replacements = _top_k(op, attrs, source_name)
            else:
                new = ir.Operation.create(target, results=[r.type for r in op.results],
                                          operands=list(op.operands), attributes=attrs)
                try:
                    new.verify()
                except ir.MLIRError as e:
                    new.erase()
                    raise _fail(op, source_name, f"not a valid '{target}': {e}") from None
                replacements = list(new.results)
    for old, new_value in zip(op.results, replacements):
        old.replace_all_uses_with(new_value)
    op.erase()
    return True


def recompose_mhlo_custom_calls(module: ir.Module, source_name: str) -> None:
    """Replace every `custom_call @mhlo.<op>` whose op we know by that op."""
    for op in ops_named(module.operation, "stablehlo.custom_call"):
        target = _target(op)
        if target is not None and target.startswith(PREFIX):
            _recompose(op, target[len(PREFIX):], source_name)
