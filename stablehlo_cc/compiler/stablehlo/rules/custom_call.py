"""`stablehlo.custom_call` → a call of the runtime's custom-call service.

Each call site gets a private, bodiless `func.func @__stablehlo_cc_custom_call_<n>` taking
the operand leaves (tuples flattened, tokens dropped) and returning the result leaves; before
bufferization (`compiler/linalg/custom_call_buffers.py`) its results become out-params, and the code
defines it as a call of the `custom_call` service of the caller's runtime with the target name
(`contract/abi_runtime.py`). In this process that service runs the function registered with
`stablehlo_cc.register_custom_call` (`runtime/custom_calls.py`), which `compile` requires at
compile time; a library's caller provides the service itself. A JAX host callback
(`xla_ffi_python_cpu_callback`) records its index into the Python functions of the JAX
`Lowered` it came from, which `compile` binds to the code (`Site.callback_index`).
"""

from __future__ import annotations

import re

from jaxlib.mlir import ir

from ....errors import diagnostic_at
from ....contract import custom_call_sites
from ....types import parse_tensor_type
from ..registry import lowering
from ._lapack import is_lapack_target, lower_lapack_call
from .approx_top_k import rewrite_approx_top_k
from ._structure import all_leaf_types, flatten_all, is_token, replace_with_leaves


def _string(op: ir.Operation, name: str) -> str | None:
    if name not in op.attributes:
        return None
    attr = op.attributes[name]
    try:
        return ir.StringAttr(attr).value
    except ValueError:
        return str(attr)


def _string_only(op: ir.Operation, name: str) -> str | None:
    """A string attribute's value; None when absent or of another kind (a dictionary)."""
    if name not in op.attributes:
        return None
    try:
        return ir.StringAttr(op.attributes[name]).value
    except ValueError:
        return None


def _module_body(op: ir.Operation) -> ir.Block:
    parent = op
    while parent.name != "builtin.module":
        parent = parent.parent
        parent = parent.operation if hasattr(parent, "operation") else parent
    return parent.regions[0].blocks[0]


def _callback_index(op: ir.Operation, target: str) -> int | None:
    """A JAX host callback's index into its Lowered's Python functions
    (`mhlo.backend_config = {index = n : ui64}`); None for other targets."""
    if target not in custom_call_sites.FFI_HOST_CALLBACKS or \
            "mhlo.backend_config" not in op.attributes:
        return None
    try:
        config = ir.DictAttr(op.attributes["mhlo.backend_config"])
        return int(ir.IntegerAttr(config["index"]).value) if "index" in config else None
    except ValueError:
        return None


# The name JAX's lowering gives a host callback's location: `"pure_callback:"`, or the last
# part of its path (`"jit(f)/while/body/pure_callback"`) inside a loop.
_CALLBACK_NAME = re.compile(r'"(?:[^"]*/)?(' + "|".join(custom_call_sites.CALLBACK_KINDS) +
                            r')[:"]')


def _callback_kind(op: ir.Operation) -> str | None:
    """The JAX API that made a host callback (`jax.pure_callback`, ...), read from its
    location's name; None when the location does not say."""
    m = _CALLBACK_NAME.search(str(op.location))
    return custom_call_sites.CALLBACK_KINDS[m.group(1)] if m else None


def _has_default_layouts(op: ir.Operation) -> bool:
    """Row-major layouts (minor-to-major = rank-1 .. 0) or none given."""
    for name in ("operand_layouts", "result_layouts"):
        if name not in op.attributes:
            continue
        for layout in ir.ArrayAttr(op.attributes[name]):
            dims = [int(v) for v in ir.DenseIntElementsAttr(layout)]
            if dims != list(range(len(dims) - 1, -1, -1)):
                return False
    return True


@lowering("stablehlo.custom_call")
def lower_custom_call(op: ir.Operation) -> None:
    target = _string(op, "call_target_name")
    position = diagnostic_at(op.location, "").position
    if target == "ApproxTopK":
        rewrite_approx_top_k(op)
        return
    if "called_computations" in op.attributes and len(
            ir.ArrayAttr(op.attributes["called_computations"])) > 0:
        raise NotImplementedError(f"custom_call '{target}' with called computations")
    if is_lapack_target(target):
        lower_lapack_call(op, target)
        return
    if not _has_default_layouts(op):
        raise NotImplementedError(f"custom_call '{target}' with non-row-major layouts")
    with op.location:
        ip = ir.InsertionPoint(op)
        operands = flatten_all(list(op.operands))
        result_types = all_leaf_types([r.type for r in op.results])
        index = _callback_index(op, target)
        passes_token = index is not None and len(op.operands) > 0 and \
            is_token(op.operands[0].type)
        try:
            site = custom_call_sites.new_site(
                target,
                [parse_tensor_type(str(t)) for t in all_leaf_types(
                    [v.type for v in op.operands], storage=False)],
                [parse_tensor_type(str(t)) for t in all_leaf_types(
                    [r.type for r in op.results], storage=False)],
                position, _string_only(op, "backend_config"), index, passes_token,
                _callback_kind(op) if index is not None else None)
        except TypeError as e:
            raise NotImplementedError(f"custom_call '{target}': {e}") from None
        fn_type = ir.FunctionType.get([v.type for v in operands], result_types)
        body = _module_body(op)
        ir.Operation.create(
            "func.func", regions=1, ip=ir.InsertionPoint(body),
            attributes={"sym_name": ir.StringAttr.get(site.symbol),
                        "function_type": ir.TypeAttr.get(fn_type),
                        "sym_visibility": ir.StringAttr.get("private")})
        call = ir.Operation.create(
            "func.call", results=result_types, operands=operands, ip=ip,
            attributes={"callee": ir.FlatSymbolRefAttr.get(site.symbol)})
        replace_with_leaves(list(op.results), list(call.results), ip, op.location)
    op.erase()
