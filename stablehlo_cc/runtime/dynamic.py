"""`DynamicFunction`: a function with dynamic shapes, compiled once for each set of argument
shapes it is called with.

The first call with new shapes checks them against the signature (rank, static sizes, bounds),
specializes the program to them and compiles it; later calls with the same shapes and dtypes
find the compiled code in a cache. Lookups take no lock; compiling takes one, so two threads
asking for the same shapes compile them once.
"""

from __future__ import annotations

import threading

import numpy as np

from ..contract.signature import FunctionSignature, check_shapes
from .executable import CompiledFunction


class DynamicFunction:
    """Callable like `CompiledFunction`; `compile_for(shapes)` returns a `CompiledFunction` for
    those argument shapes and the object that keeps its machine code alive."""

    # Arguments become arrays exactly as for a static function (Python numbers and lists
    # take the declared element type).
    _fail = CompiledFunction._fail
    _as_array = CompiledFunction._as_array

    num_threads: int | None = None  # passed on to each specialization (see Executable)
    host_callbacks: list | None = None  # bound to each specialization (`with_host_callbacks`)

    def __init__(self, signature: FunctionSignature, compile_for):
        self.signature = signature
        self.name = signature.name
        self._compile_for = compile_for
        self._cache: dict = {}  # ((shape, dtype), ...) -> (CompiledFunction, owner)
        self._lock = threading.Lock()
        self.compilations = 0  # how many specializations were compiled

    @property
    def specializations(self) -> tuple:
        """The argument shapes compiled so far, in the order they were first seen."""
        return tuple(tuple(shape for shape, _ in key) for key in list(self._cache))

    def _check(self, arrays: list) -> tuple:
        sig = self.signature
        for i, (arr, t) in enumerate(zip(arrays, sig.args)):
            if arr.dtype != t.dtype:
                raise TypeError(f"{sig.name}: argument {i} must have element type {t.element} "
                                f"(numpy {t.dtype}) for {t}, got {arr.dtype}")
        shapes = tuple(arr.shape for arr in arrays)
        check_shapes(sig, shapes)
        return shapes

    def _specialize(self, key: tuple, arrays: list):
        shapes = self._check(arrays)
        with self._lock:
            entry = self._cache.get(key)
            if entry is None:
                entry = self._compile_for(shapes)
                if self.host_callbacks is not None:
                    entry = (entry[0].with_host_callbacks(self.host_callbacks),) + \
                        tuple(entry[1:])
                self.compilations += 1
                self._cache[key] = entry
        return entry

    def __call__(self, *args):
        sig = self.signature
        if len(args) != len(sig.args):
            raise TypeError(f"{sig.describe()} takes {len(sig.args)} argument"
                            f"{'s' if len(sig.args) != 1 else ''}, got {len(args)}")
        arrays = [self._token(i, a, t) if t.is_token else self._as_array(i, a, t)
                  for i, (a, t) in enumerate(zip(args, sig.args))]
        key = tuple((arr.shape, arr.dtype) for arr in arrays)
        entry = self._cache.get(key)
        if entry is None:
            entry = self._specialize(key, arrays)
        entry[0].num_threads = self.num_threads
        return entry[0](*[None if t.is_token else arr for arr, t in zip(arrays, sig.args)])

    def _token(self, i: int, value, t) -> np.ndarray:
        """A token argument (an ordered effect's, passed as None) as a stand-in array of its
        type's shape, for the shape checks and the cache key."""
        if value is not None:
            raise TypeError(f"{self.name}: argument {i} is a token: pass None, "
                            f"got {type(value).__name__}")
        return np.zeros(tuple(d or 0 for d in t.shape), t.dtype)

    def with_host_callbacks(self, functions: list) -> "DynamicFunction":
        """This function calling `functions` for its JAX host callbacks (see
        `CompiledFunction.with_host_callbacks`): its specializations are its own."""
        bound = DynamicFunction(self.signature, self._compile_for)
        bound.host_callbacks = list(functions)
        return bound

    def __repr__(self) -> str:
        return f"<DynamicFunction {self.signature.describe()}: {len(self._cache)} specializations>"
