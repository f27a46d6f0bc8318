"""Functions with more buffers than one call can pass from Python: ctypes (libffi) takes at
most 1024 arguments, and keras.applications' NASNetMobile takes 1127 arrays. Such a function
is called through its `__buffers` entry (one array of pointers, contract/abi.py), from the
JIT, from a loaded library and with runtime services; numpy is the oracle."""

from __future__ import annotations

import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.contract.signature import FunctionSignature
from stablehlo_cc.runtime.executable import MAX_CALL_ARGUMENTS, CompiledFunction

N = 1100  # arguments (+2 results): past the limit


def _program(n: int, custom_call: str | None = None) -> str:
    """sum of n tensor<2x3xf32> arguments (and, with a custom call, its result added), and
    the first argument again."""
    t = "tensor<2x3xf32>"
    lines = [f"func.func @main({', '.join(f'%a{i}: {t}' for i in range(n))}) -> ({t}, {t}) {{",
             f"  %s1 = stablehlo.add %a0, %a1 : {t}"]
    lines += [f"  %s{i} = stablehlo.add %s{i - 1}, %a{i} : {t}" for i in range(2, n)]
    last = f"%s{n - 1}"
    if custom_call:
        lines.append(f"  %c = stablehlo.custom_call @{custom_call}(%a{n - 1}) : ({t}) -> {t}")
        lines.append(f"  %r = stablehlo.add {last}, %c : {t}")
        last = "%r"
    lines += [f"  return {last}, %a0 : {t}, {t}", "}"]
    return "\n".join(lines)


def _arguments(n: int) -> list[np.ndarray]:
    rng = np.random.default_rng(7)
    return [rng.integers(-50, 50, (2, 3)).astype(np.float32) for _ in range(n)]


def _check(results, args, extra=0.0):
    total, first = results
    want = np.sum(np.stack(args).astype(np.float64), axis=0) + extra  # integers: exact
    np.testing.assert_array_equal(total, want.astype(np.float32))
    np.testing.assert_array_equal(first, args[0])


def test_jit_function_with_more_buffers_than_a_call_takes():
    assert N + 2 > MAX_CALL_ARGUMENTS
    exe = stablehlo_cc.compile(_program(N), cache=False)
    args = _arguments(N)
    _check(exe(*args), args)
    _check(exe(*args), args)  # the second call: the fast path of the same arrays


def test_function_below_the_limit_still_takes_direct_calls():
    exe = stablehlo_cc.compile(_program(8), cache=False)
    args = _arguments(8)
    _check(exe(*args), args)


def test_loaded_library_with_many_buffers(tmp_path):
    src = tmp_path / "many.mlir"
    src.write_text(_program(N))
    stablehlo_cc.build_library(str(src), str(tmp_path / "libmany.so"))
    loaded = stablehlo_cc.load(tmp_path / "libmany.so")
    args = _arguments(N)
    _check(loaded(*args), args)


def test_many_buffers_with_runtime_services():
    name = "test_many_buffers_double"
    stablehlo_cc.register_custom_call(name, lambda x: 2 * x)
    try:
        exe = stablehlo_cc.compile(_program(N, custom_call=name), cache=False)
        args = _arguments(N)
        _check(exe(*args), args, extra=2.0 * args[-1].astype(np.float64))
    finally:
        stablehlo_cc.unregister_custom_call(name)


def test_code_without_the_array_entry_is_refused_clearly():
    """A library built before the `__buffers` entry existed cannot be called past the limit:
    the error says so when it is loaded, not a ctypes error at the call."""
    exe = stablehlo_cc.compile(_program(4), cache=False)
    sig = exe.signature.to_json()
    sig["args"] = sig["args"][:1] * (MAX_CALL_ARGUMENTS + 1)
    sig.pop("arg_names", None)
    with pytest.raises(ValueError, match="more than a call from Python can pass"):
        CompiledFunction(FunctionSignature.from_json(sig), 0)
