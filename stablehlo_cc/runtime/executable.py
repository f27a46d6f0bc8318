"""`Executable`: checks arguments against the signature and calls compiled code.

Compiled functions follow the C ABI of `stablehlo_cc.abi`: bare pointers to dense row-major
buffers, inputs then results, all owned by the caller. Results are numpy arrays allocated here
before the call, so no memory allocated by compiled code outlives a call. ctypes releases the
GIL during the call; compiled code keeps no global state, so concurrent calls are safe.
"""

from __future__ import annotations

import ctypes

import numpy as np

from ..signature import FunctionSignature
from ..types import is_token
from . import custom_calls


class CompiledFunction:
    """One exported function: its signature and a ctypes callable for its address."""

    def __init__(self, signature: FunctionSignature, address: int):
        self.signature = signature
        n = len(signature.buffer_args) + len(signature.buffer_results)  # tokens: no buffer
        self._call = ctypes.CFUNCTYPE(ctypes.c_int32, *([ctypes.c_void_p] * n))(address)

    def _argument(self, i: int, value, expected) -> np.ndarray | None:
        if is_token(expected):
            if value is not None:
                raise TypeError(f"{self.signature.name}: argument {i} is a token "
                                f"(!stablehlo.token): pass None, got {type(value).__name__}")
            return None
        if isinstance(value, np.ndarray):
            arr = value
        elif hasattr(value, "__array__") or np.isscalar(value) or isinstance(value, (list, tuple)):
            arr = np.asarray(value)
        elif hasattr(value, "__dlpack__"):
            arr = np.from_dlpack(value)
        else:
            raise TypeError(f"{self.signature.name}: argument {i} must be an array of type "
                            f"{expected}, got {type(value).__name__}")
        if arr.dtype != expected.dtype:
            raise TypeError(f"{self.signature.name}: argument {i} must have element type "
                            f"{expected.element} (numpy {expected.dtype}) for {expected}, "
                            f"got {arr.dtype}")
        if arr.shape != tuple(expected.shape):
            raise ValueError(f"{self.signature.name}: argument {i} must have shape "
                             f"{tuple(expected.shape)} for {expected}, got {arr.shape}")
        return np.ascontiguousarray(arr)

    def __call__(self, *args):
        sig = self.signature
        if len(args) != len(sig.args):
            raise TypeError(f"{sig.describe()} takes {len(sig.args)} argument"
                            f"{'s' if len(sig.args) != 1 else ''}, got {len(args)}")
        inputs = [self._argument(i, a, t) for i, (a, t) in enumerate(zip(args, sig.args))]
        outputs = [None if is_token(t) else np.empty(t.shape, t.dtype) for t in sig.results]
        buffers = [a for a in inputs + outputs if a is not None]
        custom_calls.clear_pending()
        status = self._call(*[b.ctypes.data for b in buffers])
        custom_calls.raise_pending()  # an exception from a Python custom call
        if status != 0:
            raise RuntimeError(f"{sig.name} failed with status {status}")
        if len(outputs) == 1:
            return outputs[0]
        return tuple(outputs)


class Executable:
    """A compiled program: call it like a function of numpy arrays.

    `exe(*args)` runs the entry function; `exe.functions` names every compiled public
    function and `exe.function(name)` calls another one. `exe.signature` describes the entry.
    """

    def __init__(self, functions: dict, entry: str, owner=None, recompile=None):
        self._functions = functions
        self._entry = functions[entry]
        self._owner = owner  # keeps the machine code (JIT engine or shared library) alive
        self._recompile = recompile

    @property
    def signature(self) -> FunctionSignature:
        return self._entry.signature

    @property
    def functions(self) -> list[str]:
        return list(self._functions)

    def function(self, name: str) -> CompiledFunction:
        try:
            return self._functions[name]
        except KeyError:
            raise KeyError(f"no compiled function {name!r}; have {self.functions}") from None

    def __call__(self, *args):
        return self._entry(*args)

    def ir(self, stage: str):
        """The program as it is after `stage` (see `stablehlo_cc.STAGES`)."""
        if self._recompile is None:
            raise RuntimeError("this Executable was loaded from a library: its IR is not kept")
        return self._recompile(stage)

    def __repr__(self) -> str:
        return f"<stablehlo_cc.Executable {self.signature.describe()}>"
