"""Calls of runtime services get the call's state pointer as their first argument.

After `custom_call_buffers.py` and `runtime_calls.py`, every custom call, collective, channel,
feed and id op is a `func.call` of a bodiless function on buffers (`__shlo_rt_op_<key>`,
`__stablehlo_cc_custom_call_<n>`). Those functions are defined later, in LLVM IR, as
trampolines into the runtime services of the C ABI (`contract/abi_runtime.py`); they need
to know which services this call of the program uses. So each public function that contains
such calls takes one more argument, an `!llvm.ptr` after its tensor arguments (its results
become out-params after it), and passes it first to every runtime call. The exported wrapper
fills it with a pointer to the call's state (the caller's `shlo_runtime` and a status).
"""

from __future__ import annotations

import mlir.ir as uir

from ...contract.custom_call_sites import SYMBOL_PREFIX as CUSTOM_CALL_PREFIX
from ...contract.regions import COMBINER_PREFIX
from ...contract.runtime_ops import SYMBOL_PREFIX as RUNTIME_OP_PREFIX
from ..walk import calls_to, external_functions

PREFIXES = (RUNTIME_OP_PREFIX, CUSTOM_CALL_PREFIX)


def _name(op) -> str:
    return uir.StringAttr(op.attributes["sym_name"]).value


def _is_public(op) -> bool:
    if "sym_visibility" not in op.attributes:
        return True
    return uir.StringAttr(op.attributes["sym_visibility"]).value == "public"


def _retype(func, inputs, added_first: bool) -> None:
    """New argument types, one more than before (the state: first or last); the argument
    attributes, when there are any, get an empty dictionary for it (the verifier wants one
    per argument)."""
    ftype = uir.FunctionType(uir.TypeAttr(func.attributes["function_type"]).value)
    func.attributes["function_type"] = uir.TypeAttr.get(
        uir.FunctionType.get(list(inputs), list(ftype.results)))
    if "arg_attrs" in func.attributes:
        old = list(uir.ArrayAttr(func.attributes["arg_attrs"]))
        empty = uir.DictAttr.get({})
        func.attributes["arg_attrs"] = uir.ArrayAttr.get(
            [empty, *old] if added_first else [*old, empty])


def thread_runtime_state(module) -> dict[str, list[str]]:
    """Add the state argument; returns, for each public function, the runtime functions it
    calls (in order of first call). Empty when the program calls none."""
    externals = external_functions(module, PREFIXES)
    if not externals:
        return {}
    ptr = uir.Type.parse("!llvm.ptr", module.context)
    uses: dict[str, list[str]] = {}
    for op in module.body.operations:
        func = op.operation
        if func.name != "func.func" or len(func.regions[0].blocks) == 0 or \
                _name(func).startswith(PREFIXES + (COMBINER_PREFIX,)):
            continue
        calls = calls_to(func, externals)
        if not _is_public(func):
            if calls:  # every call is inlined into the public functions before this
                raise RuntimeError(f"internal error: private function @{_name(func)} calls "
                                   "a runtime service")
            continue
        block = func.regions[0].blocks[0]
        state = block.add_argument(ptr, uir.Location.unknown(module.context))
        _retype(func, [a.type for a in block.arguments], added_first=False)
        order: list[str] = []
        for call in calls:
            callee = uir.FlatSymbolRefAttr(call.attributes["callee"]).value
            if callee not in order:
                order.append(callee)
            with call.location, uir.InsertionPoint(call):
                uir.Operation.create("func.call", operands=[state, *call.operands],
                                     attributes={"callee": call.attributes["callee"]})
            call.erase()
        uses[_name(func)] = order
    for decl in externals.values():
        with decl.location:
            ftype = uir.FunctionType(uir.TypeAttr(decl.attributes["function_type"]).value)
            _retype(decl, [ptr, *ftype.inputs], added_first=True)
    return uses
