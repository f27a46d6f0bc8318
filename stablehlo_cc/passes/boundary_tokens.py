"""Token arguments and results of public functions disappear from the compiled function.

A token carries no data, so the compiled function takes no buffer for it: the signature read
before compilation keeps the token positions (Python passes None and gets None back; the C
ABI skips them), while the module loses them here. Inside the body a token argument becomes
a token made of nothing (`stablehlo.after_all` without operands), which the token rules and
canonicalization then erase.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from ..signature import public_functions
from .rules._structure import is_token


def _drop(array_attr_name: str, func, keep: list[bool]) -> None:
    if array_attr_name in func.attributes:
        entries = list(ir.ArrayAttr(func.attributes[array_attr_name]))
        func.attributes[array_attr_name] = ir.ArrayAttr.get(
            [e for e, k in zip(entries, keep) if k])


def strip_boundary_tokens(module: ir.Module) -> None:
    """Remove token-typed arguments and results from every public function."""
    for func in public_functions(module):
        ftype = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)
        keep_args = [not is_token(t) for t in ftype.inputs]
        keep_results = [not is_token(t) for t in ftype.results]
        if all(keep_args) and all(keep_results):
            continue
        block = func.regions[0].blocks[0]
        with func.location:
            for i in reversed(range(len(keep_args))):
                if keep_args[i]:
                    continue
                arg = block.arguments[i]
                token = ir.Operation.create(
                    "stablehlo.after_all", results=[arg.type], operands=[],
                    ip=ir.InsertionPoint.at_block_begin(block))
                arg.replace_all_uses_with(token.result)
                block.erase_argument(i)
            for op in block.operations:
                op = op.operation if hasattr(op, "operation") else op
                if op.name == "func.return":
                    kept = [v for v, k in zip(op.operands, keep_results) if k]
                    ir.Operation.create("func.return", operands=kept, ip=ir.InsertionPoint(op))
                    op.erase()
                    break
            new_type = ir.FunctionType.get(
                [t for t, k in zip(ftype.inputs, keep_args) if k],
                [t for t, k in zip(ftype.results, keep_results) if k])
            func.attributes["function_type"] = ir.TypeAttr.get(new_type)
            _drop("arg_attrs", func, keep_args)
            _drop("res_attrs", func, keep_results)
