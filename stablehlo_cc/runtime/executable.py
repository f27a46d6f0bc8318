"""`Executable`: checks arguments against the signature and calls compiled code.

Compiled functions follow the C ABI of `stablehlo_cc.abi`: bare pointers to dense row-major
buffers, inputs then results, all owned by the caller. Results are numpy arrays allocated here
before the call, so no memory allocated by compiled code outlives a call. ctypes releases the
GIL during the call; compiled code keeps no global state, so concurrent calls are safe.
"""

from __future__ import annotations

import copy
import ctypes
import weakref

import numpy as np

from ..contract.sharding import join_results, split_arguments
from ..contract.signature import FunctionSignature
from . import collectives, custom_calls, grid, output_buffers, pytrees
from .result_pool import ResultPool
from .thread_share import thread_share


# Which kinds of Python value may fill an element of which numpy kind: a Python `int` (no
# dtype of its own) can be a float32 element, a `float` cannot be an int32 one.
_UNTYPED_FITS = {"b": "b", "i": "biu", "u": "biu", "f": "biuf", "c": "biufc"}


def _untyped(value) -> bool:
    return isinstance(value, (bool, int, float, complex, list, tuple))


def _c_strides(shape, dtype) -> tuple | None:
    """numpy's strides of a C-contiguous array of `shape` and `dtype` (None: no such array)."""
    try:
        size = np.dtype(dtype).itemsize
    except TypeError:
        return None
    strides = []
    for d in reversed(tuple(shape)):
        strides.append(size)
        size *= d
    return tuple(reversed(strides))


# The most arguments a ctypes (libffi) call takes; a function with more buffers is called
# through its `__buffers` entry, which takes them as one array (contract/abi.py).
MAX_CALL_ARGUMENTS = 1024


def _address(arr: np.ndarray) -> int:
    """The address of an array's data (`__array_interface__` is a little cheaper than
    `arr.ctypes.data`, which builds a ctypes helper object first)."""
    return arr.__array_interface__["data"][0]


def _array_call(address: int, n: int, takes_runtime: bool):
    """A callable like a direct call's (runtime first if any, then n addresses) that calls
    the `__buffers` entry at `address` with one array of the n pointers."""
    head = [ctypes.c_void_p] if takes_runtime else []
    entry = ctypes.CFUNCTYPE(ctypes.c_int32, *head, ctypes.c_void_p)(address)
    array_type = ctypes.c_void_p * n

    def call(*pointers):
        buffers = array_type(*pointers[len(head):])
        return entry(*pointers[:len(head)], buffers)
    return call


class CompiledFunction:
    """One exported function: its signature and a ctypes callable for its address.

    Calling it checks the arguments, allocates the results and calls the machine code; ctypes
    releases the GIL for the duration of the call.
    """

    def __init__(self, signature: FunctionSignature, address: int, runtime=None,
                 set_thread_limit=None, buffers_address: int | None = None):
        self.signature = signature
        self.name = signature.name
        # The thread pool of the code's parallel regions (None: the code has none): its
        # per-calling-thread team size is set before each call (0: every CPU).
        self._set_thread_limit = set_thread_limit
        self.num_threads: int | None = None
        # A program with runtime ops takes the runtime services first (a PythonRuntime).
        self.runtime = runtime
        # The Python functions its JAX host callbacks call (a Lowered's list; see
        # `with_host_callbacks`), bound for each call: code shared through the compile cache
        # may serve Lowered objects whose functions differ.
        self.host_callbacks = None
        n = len(signature.args) + len(signature.results)
        if n + (runtime is not None) <= MAX_CALL_ARGUMENTS:
            self._call = ctypes.CFUNCTYPE(ctypes.c_int32,
                                          *([ctypes.c_void_p] * (n + (runtime is not None))))(
                                              address)
        elif buffers_address is None:
            raise ValueError(f"@{signature.name} takes {n} buffers, more than a call from "
                             f"Python can pass ({MAX_CALL_ARGUMENTS}), and its code has no "
                             "entry taking them as an array (built by an older stablehlo-cc: "
                             "build it again)")
        else:
            self._call = _array_call(buffers_address, n, runtime is not None)
        self._results = [(tuple(t.shape), t.dtype) for t in signature.results]
        # Large results reuse memory the caller no longer holds (runtime/result_pool.py).
        self._pool = ResultPool(self._results)
        # What the fast path of a call compares (see `_fast_addresses`): computed once, since
        # a tiny program's call costs no more than a few such lookups.
        self._arg_specs = tuple((tuple(t.shape), t.dtype, _c_strides(t.shape, t.dtype))
                                for t in signature.args)
        self._last_args = None  # see `_fast_addresses`
        self._plain = not any(t.is_token for t in list(signature.args) + list(signature.results))

    def _fail(self, exc_type, i: int, expected, problem: str):
        named = f" ({self.signature.arg_names[i]})" if self.signature.arg_names else ""
        return exc_type(f"{self.name}: argument {i}{named} must be a {expected} "
                        f"(numpy {expected.dtype}, shape {tuple(expected.shape)}), {problem}")

    def _as_array(self, i: int, value, expected) -> np.ndarray:
        """Any array-like as a numpy array; Python numbers and lists take the expected dtype."""
        if isinstance(value, np.ndarray):
            return value
        if isinstance(value, np.generic):
            return np.asarray(value)
        if _untyped(value):
            try:
                arr = np.asarray(value)
            except ValueError as e:  # ragged nested lists
                raise self._fail(ValueError, i, expected, f"got a {type(value).__name__} "
                                 f"that is not an array ({e})") from None
            want = expected.dtype
            if arr.dtype.kind not in _UNTYPED_FITS.get(want.kind, want.kind) and arr.size:
                raise self._fail(TypeError, i, expected,
                                 f"got a {type(value).__name__} of {arr.dtype.name} values")
            try:
                converted = arr.astype(want)
            except (OverflowError, ValueError) as e:
                raise self._fail(ValueError, i, expected, f"got values that do not fit: {e}") \
                    from None
            if arr.dtype.kind in "iu" and want.kind in "iu" and \
                    not np.array_equal(converted.astype(arr.dtype), arr):
                raise self._fail(ValueError, i, expected, "got integers out of its range")
            return converted
        if hasattr(value, "__dlpack__"):
            try:
                return np.from_dlpack(value)
            except Exception:  # a device, dtype or version numpy cannot take: copy instead
                pass
        if hasattr(value, "__array__"):
            return np.asarray(value)
        raise self._fail(TypeError, i, expected, f"got {type(value).__name__}")

    def _argument(self, i: int, value, expected) -> np.ndarray:
        arr = self._as_array(i, value, expected)
        if arr.dtype != expected.dtype and arr.dtype.newbyteorder("=") == expected.dtype:
            arr = arr.astype(expected.dtype)  # big-endian data: same values, our byte order
        if arr.dtype != expected.dtype:
            raise self._fail(TypeError, i, expected, f"got element type {arr.dtype}")
        if arr.shape != tuple(expected.shape):
            raise self._fail(ValueError, i, expected, f"got shape {arr.shape}")
        # Compiled code reads dense, row-major, naturally aligned buffers (and never writes them).
        return np.require(arr, requirements=("C_CONTIGUOUS", "ALIGNED"))

    def prepare(self, args) -> list:
        """Check `args` against the signature; the buffers to pass (tokens: None -> empty)."""
        sig = self.signature
        if len(args) != len(sig.args):
            raise TypeError(f"{sig.describe()} takes {len(sig.args)} argument"
                            f"{'s' if len(sig.args) != 1 else ''}, got {len(args)}")
        inputs = []
        for i, (a, t) in enumerate(zip(args, sig.args)):
            if t.is_token:
                if a is not None:
                    raise TypeError(f"{sig.name}: argument {i} is a token: pass None, "
                                    f"got {type(a).__name__}")
                inputs.append(np.zeros(1, np.bool_))
            else:
                inputs.append(self._argument(i, a, t))
        return inputs

    def _fast_addresses(self, args):
        """The input addresses when every argument already is what `prepare` would pass on
        unchanged (a numpy array of exactly the element type and shape, dense and naturally
        aligned); None otherwise, and `prepare` checks and converts. One
        `__array_interface__` an argument gives its address, shape and density at once.

        A model passes the same weight arrays at every call (GPT-2 decode: 84 of them), and
        `__array_interface__` builds a dict each time (~2 us an argument under load, 15% of
        a decode step): an argument that is the very object of the previous call (a weak
        reference, so nothing is kept alive) with the same shape, type and strides has the
        same address, which is reused."""
        if not self._plain or len(args) != len(self._arg_specs):
            return None
        last = self._last_args  # (weak references, addresses) of the previous call, or None
        addresses = []
        missed = False
        for i, (a, (shape, dtype, strides)) in enumerate(zip(args, self._arg_specs)):
            if type(a) is not np.ndarray or a.dtype != dtype:
                return None
            if last is not None and last[0][i]() is a and a.shape == shape and \
                    a.strides == strides:
                addresses.append(last[1][i])
                continue
            missed = True
            face = a.__array_interface__
            address = face["data"][0]
            # strides None: C-contiguous; natural alignment as np.require's ALIGNED checks it
            if face["shape"] != shape or face["strides"] is not None or \
                    address % dtype.alignment:
                return None
            addresses.append(address)
        if missed:
            self._last_args = ([weakref.ref(a) for a in args], addresses)
        return addresses

    def call_tuple(self, args, out=None) -> tuple:
        """Call with a list of arguments; every result in a tuple (None for a token). `out`:
        arrays to write the results into (runtime/output_buffers.py), returned."""
        sig = self.signature
        addresses = self._fast_addresses(args)
        inputs = None
        if addresses is None:
            inputs = self.prepare(args)  # keeps the converted arrays alive through the call
            addresses = [_address(a) for a in inputs]
        if out is not None:
            if not self._plain:
                raise TypeError(f"{sig.name}: out= takes no tokens")
            outputs = output_buffers.check_outputs(sig.name, out, self._results)
            output_buffers.check_no_overlap(sig.name, outputs,
                                            list(args) if inputs is None else inputs)
        elif self._plain:
            outputs = self._pool.allocate()
        else:
            outputs = [np.zeros(1, np.bool_) if t.is_token else np.empty(t.shape, t.dtype)
                       for t in sig.results]
        if self._set_thread_limit is not None:
            self._set_thread_limit(self.num_threads or thread_share() or 0)
        if self.runtime is None:  # code that cannot call back into Python: nothing to collect
            status = self._call(*addresses, *[_address(o) for o in outputs])
        else:
            custom_calls.clear_pending()
            with custom_calls.bound_host_callbacks(self.host_callbacks):
                status = self._call(self.runtime.address, *addresses,
                                    *[_address(o) for o in outputs])
            custom_calls.raise_pending()  # an exception raised by a Python custom call
            orphan = collectives.take_orphan_error()
            if orphan is not None:
                raise collectives.GridError(f"@{sig.name}: {orphan}")
        if status != 0:
            raise RuntimeError(f"{sig.name} failed with status {status}")
        if self._plain:
            return tuple(outputs)
        return tuple(None if t.is_token else o for t, o in zip(sig.results, outputs))

    def with_host_callbacks(self, functions: list) -> "CompiledFunction":
        """This function (the same code) calling `functions` for its JAX host callbacks."""
        bound = copy.copy(self)
        bound.host_callbacks = list(functions)
        return bound

    def __call__(self, *args, out=None):
        outputs = self.call_tuple(args, out)
        if len(outputs) == 1:
            return outputs[0]
        return outputs

    def __repr__(self) -> str:
        return f"<stablehlo_cc compiled function {self.signature.describe()}>"


class Executable:
    """A compiled program: call it like a function of numpy arrays.

    `exe(*args)` runs the entry function; `exe.functions` names every compiled public
    function and `exe.function(name)` calls another one. `exe.signature` describes the entry.
    """

    def __init__(self, functions: dict, entry: str, owner=None, recompile=None, *,
                 num_replicas: int = 1, num_partitions: int = 1, uses_runtime: bool = False):
        self._functions = functions
        self._entry_name = entry  # None: several public functions, none of them @main
        self._owner = owner  # keeps the machine code (JIT engine or shared library) alive
        self._recompile = recompile
        # The process grid (see runtime/grid.py): its size, and whether the code calls the
        # grid runtime (collectives, ids, feeds) and so must run inside `run_grid`.
        self.num_replicas, self.num_partitions = num_replicas, num_partitions
        self.uses_runtime = uses_runtime
        self.runtime_ops: list = []  # the OpSpecs of those calls (contract/runtime_ops.py)
        self.timeout = None  # seconds a grid process may wait for others; None: the default
        self._feeds: dict = {}
        self.layouts: dict = {}  # partitioned program: fn -> (argument, result) Layouts
        self.pytrees = None  # compiled from JAX: its argument and result trees (pytrees.py)

    def run_sharded(self, *args, entry: str | None = None, timeout: float | None = None):
        """Run a partitioned program on global arrays: split each argument into the block
        every device holds, run the grid, join each result's blocks (see contract/sharding.py)."""
        name = entry or self._entry.signature.name
        if name not in self.layouts:
            raise RuntimeError(f"@{name} was not partitioned (compile a sharded program with "
                               "num_partitions=N to partition it)")
        arg_layouts, result_layouts = self.layouts[name]
        per_process = split_arguments(arg_layouts, args, self.num_replicas * self.num_partitions)
        results = self.run_grid(per_process, name, timeout=timeout)
        joined = join_results(result_layouts, results)
        return joined[0] if len(joined) == 1 else tuple(joined)

    @property
    def _entry(self):
        if self._entry_name is None:
            raise TypeError(
                "this program has several public functions ("
                + ", ".join("@" + n for n in self._functions) + ") and none is @main: pass "
                "entry= to compile() to call one, or use exe.function(name) or "
                "run_grid(entries=...)")
        return self._functions[self._entry_name]

    @property
    def signature(self) -> FunctionSignature:
        return self._entry.signature

    @property
    def num_threads(self) -> int | None:
        """Threads a call may use for its parallel loops (None: every CPU of the process's
        affinity mask, or STABLEHLO_CC_NUM_THREADS)."""
        return getattr(self, "_num_threads", None)

    @num_threads.setter
    def num_threads(self, n: int | None) -> None:
        if n is not None and (not isinstance(n, int) or n < 1):
            raise ValueError(f"num_threads must be a positive int or None, not {n!r}")
        self._num_threads = n
        for f in self._functions.values():
            f.num_threads = n

    @property
    def functions(self) -> list[str]:
        return list(self._functions)

    def function(self, name: str) -> CompiledFunction:
        try:
            return self._functions[name]
        except KeyError:
            raise KeyError(f"no compiled function {name!r}; have {self.functions}") from None

    @property
    def specializations(self) -> tuple:
        """The argument shapes the entry is compiled for: a static program's one set; for a
        program with dynamic shapes, each set seen so far (each compiled once, then cached)."""
        entry = self._entry
        if hasattr(entry, "specializations"):
            return entry.specializations
        return (tuple(tuple(t.shape) for t in entry.signature.args),)

    def __call__(self, *args, out=None, **kwargs):
        """Run the entry. `out=`: an array (or a tuple of one a result) that the results are
        written into instead of new arrays, and returned: a loop that passes the same arrays
        every call touches no fresh pages (runtime/output_buffers.py says why not a pool)."""
        if self.pytrees is not None:  # compiled from JAX: its pytrees in and out
            if out is not None:  # not ours there: a keyword argument of the JAX function
                kwargs = {**kwargs, "out": out}
            return pytrees.call(self._call_all, self.pytrees, self.signature, args, kwargs)
        if kwargs:
            raise TypeError(f"{self.signature.describe()} takes its arguments by position")
        outputs = self._call_all(args, out)
        return outputs[0] if len(outputs) == 1 else outputs

    def _call_all(self, args, out=None) -> tuple:
        """The entry on its flat arguments; every result in a tuple."""
        if out is not None and (self.uses_runtime or
                                not hasattr(self._entry, "call_tuple")):
            raise TypeError(f"{self.signature.describe()}: out= is supported only for "
                            "programs of static shapes without runtime services")
        if not self.uses_runtime:
            entry = self._entry
            call_tuple = getattr(entry, "call_tuple", None)
            if call_tuple is not None:
                return call_tuple(args, out) if out is not None else call_tuple(args)
            outputs = entry(*args)
            return (outputs,) if len(entry.signature.results) == 1 else tuple(outputs)
        if self.num_replicas * self.num_partitions != 1:
            raise RuntimeError(f"this program runs on a grid of {self.num_replicas} replicas x "
                               f"{self.num_partitions} partitions: call run_grid")
        return tuple(self.run_grid([args])[0])

    def run_grid(self, args_per_process, entries=None, *, timeout: float | None = None):
        """Run every process of the grid at once; one result tuple per process.

        `args_per_process[i]` are the arguments of process i = replica_id * num_partitions +
        partition_id; `entries` (a name, or one name a process) picks the function each runs.
        Tokens are passed and returned as None. A failed, stuck or mismatched process ends the
        whole run with a `GridError` after at most `timeout` seconds of waiting.
        """
        n = self.num_replicas * self.num_partitions
        if len(args_per_process) != n:
            raise ValueError(f"a grid of {self.num_replicas} replicas x {self.num_partitions} "
                             f"partitions has {n} processes: args_per_process has "
                             f"{len(args_per_process)} entries")
        if entries is None or isinstance(entries, str):
            entries = [entries or self._entry.signature.name] * n
        if len(entries) != n:
            raise ValueError(f"entries names {len(entries)} functions for {n} processes")
        functions = [self.function(e) for e in entries]
        for fn in functions:
            if not hasattr(fn, "call_tuple"):
                raise TypeError(f"@{fn.signature.name} has dynamic shapes: compile it with "
                                "arg_shapes= to run it on the grid")
        for i, (fn, args) in enumerate(zip(functions, args_per_process)):
            try:
                fn.prepare(list(args))
            except (TypeError, ValueError) as e:
                raise type(e)(f"process {i}: {e}") from None
        timeout = timeout if timeout is not None else (self.timeout or grid.DEFAULT_TIMEOUT)
        return grid.run_grid(functions, [list(a) for a in args_per_process], self.num_replicas,
                             self.num_partitions, timeout=timeout, infeed=self.infeed,
                             outfeed=self.outfeed)

    def _feed(self, kind: str, process: int):
        import queue
        n = self.num_replicas * self.num_partitions
        if not 0 <= process < n:
            raise ValueError(f"process must be in [0, {n}), got {process}")
        return self._feeds.setdefault((kind, process), queue.Queue())

    def infeed(self, process: int = 0):
        """The queue `stablehlo.infeed` of `process` reads (put arrays or tuples of arrays)."""
        return self._feed("infeed", process)

    def outfeed(self, process: int = 0):
        """The queue `stablehlo.outfeed` of `process` writes (an array or a tuple each)."""
        return self._feed("outfeed", process)

    def ir(self, stage: str, arg_shapes=None):
        """The program as it is after `stage` (see `stablehlo_cc.STAGES`); a program with
        dynamic shapes needs `arg_shapes` for the stages after `stablehlo`."""
        if self._recompile is None:
            raise RuntimeError("this Executable was loaded from a library: its IR is not kept")
        return self._recompile(stage, arg_shapes)

    def __repr__(self) -> str:
        if self._entry_name is None:
            return f"<stablehlo_cc.Executable {', '.join('@' + n for n in self._functions)}>"
        return f"<stablehlo_cc.Executable {self.signature.describe()}>"
