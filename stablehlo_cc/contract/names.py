"""What a program calls its arguments and results, where it says: JAX names each argument
of `main` with its pytree path (`x['token_ids']`, `params['w']`), as the argument's location
(`loc("x['token_ids']")`, jax >= 0.5) or a `jax.arg_info` attribute (older), and each result
with a `jax.result_info` attribute (`result['y']`). Signatures, C headers and the `.npz`
keys of `stablehlo-cc run` use these names; without them arguments are `arg<i>`."""

from __future__ import annotations

import re

# A name location, alone or around another location: `loc("x['a']")`, `loc("x"("f.py":1:2))`.
_NAME_LOC = re.compile(r'^loc\("((?:[^"\\]|\\.)*)"(?:\)$|\()')


def _string_attr(attrs, index: int, key: str) -> str | None:
    if attrs is None or index >= len(attrs):
        return None
    entry = attrs[index]
    if key not in entry:
        return None
    text = str(entry[key])
    return text[1:-1].replace('\\"', '"').replace("\\\\", "\\") \
        if text.startswith('"') else None


def _location_name(location) -> str | None:
    match = _NAME_LOC.match(str(location))
    return match.group(1).replace('\\"', '"').replace("\\\\", "\\") if match else None


def _distinct_or_none(found: list) -> tuple:
    """The names, if every one is known and no two are the same (else none: a half-named
    or ambiguous list would make keys that mean different arguments in different files)."""
    if not found or any(not n for n in found) or len(set(found)) != len(found):
        return ()
    return tuple(found)


def _names_passed_on(func, block) -> list:
    """Names of arguments that `func` passes unchanged to a `func.call` of a function whose
    parameters are named: `jax.export` with symbolic shapes wraps the named function in a
    `main` that first checks the shapes."""
    found = [None] * len(block.arguments)
    module = func.operation.parent
    if module is None:
        return found
    # The parameter names of the other functions with a body (no recursion in StableHLO)
    # first: walking the caller's ops for calls (~4 us an op through the bindings, 2 ms of
    # BERT's 3.5 ms of signatures, issue 11) is only worth it when some callee names one.
    named = {}
    for op in module.regions[0].blocks[0].operations:
        if op.operation.name != "func.func" or op == func or not len(op.regions[0].blocks):
            continue
        params = [_location_name(a.location) for a in op.regions[0].blocks[0].arguments]
        if any(params):
            named[str(op.attributes["sym_name"]).strip('"')] = params
    if not named:
        return found
    for op in block.operations:
        if op.operation.name != "func.call":
            continue
        params = named.get(str(op.attributes["callee"]).lstrip("@").strip('"'))
        if params is None:
            continue
        for k, operand in enumerate(op.operands):
            for i, arg in enumerate(block.arguments):
                if operand == arg and found[i] is None and k < len(params):
                    found[i] = params[k]
    return found


def of_function(func) -> tuple[tuple, tuple]:
    """(argument names, result names) of a `func.func` op; each () when not all are known."""
    attrs = func.attributes
    arg_attrs = attrs["arg_attrs"] if "arg_attrs" in attrs else None
    res_attrs = attrs["res_attrs"] if "res_attrs" in attrs else None
    args = []
    blocks = func.regions[0].blocks
    if len(blocks):
        for i, arg in enumerate(blocks[0].arguments):
            args.append(_string_attr(arg_attrs, i, "jax.arg_info") or
                        _location_name(arg.location))
        if not all(args):
            args = [a or b for a, b in zip(args, _names_passed_on(func, blocks[0]))]
    n_results = len(func.attributes["function_type"].value.results)
    results = [_string_attr(res_attrs, i, "jax.result_info") for i in range(n_results)]
    return _distinct_or_none(args), _distinct_or_none(results)
