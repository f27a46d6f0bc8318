"""The public functions of a program and their types, read from the StableHLO module."""

from __future__ import annotations

from dataclasses import dataclass

from . import names
from ..errors import CompileError, EntryError, diagnostic_at
from ..types import TensorType, parse_tensor_type


@dataclass(frozen=True)
class FunctionSignature:
    name: str
    args: tuple  # of TensorType
    results: tuple  # of TensorType
    # What the program calls its arguments and results (JAX: pytree paths such as
    # `x['token_ids']`, see `names.py`); empty when it does not say.
    arg_names: tuple = ()
    result_names: tuple = ()

    def arg_name(self, i: int) -> str:
        return self.arg_names[i] if i < len(self.arg_names) else f"arg{i}"

    def describe(self) -> str:
        args = ", ".join(f"{self.arg_name(i)}: {t}" for i, t in enumerate(self.args))
        if self.result_names:
            results = ", ".join(f"{n}: {t}" for n, t in zip(self.result_names, self.results))
        else:
            results = ", ".join(str(t) for t in self.results)
        return f"{self.name}({args}) -> ({results})"

    __str__ = describe

    def to_json(self) -> dict:
        obj = {"name": self.name, "args": [t.to_json() for t in self.args],
               "results": [t.to_json() for t in self.results]}
        if self.arg_names:
            obj["arg_names"] = list(self.arg_names)
        if self.result_names:
            obj["result_names"] = list(self.result_names)
        return obj

    @classmethod
    def from_json(cls, obj: dict) -> "FunctionSignature":
        return cls(obj["name"], tuple(TensorType.from_json(t) for t in obj["args"]),
                   tuple(TensorType.from_json(t) for t in obj["results"]),
                   tuple(obj.get("arg_names", ())), tuple(obj.get("result_names", ())))


def public_functions(module) -> list:
    """The `func.func` ops of the module that are visible from outside (not private)."""
    funcs = []
    for op in module.body.operations:
        if op.operation.name != "func.func":
            continue
        vis = op.attributes["sym_visibility"] if "sym_visibility" in op.attributes else None
        if vis is None or str(vis).strip('"') == "public":
            funcs.append(op)
    return funcs


def function_name(func_op) -> str:
    return str(func_op.attributes["sym_name"]).strip('"')


def read_signatures(module, source_name: str) -> list[FunctionSignature]:
    """Signatures of the public functions; CompileError where a type cannot cross the boundary."""
    sigs = []
    for func in public_functions(module):
        ftype = func.attributes["function_type"].value
        name = function_name(func)
        try:
            args = tuple(parse_tensor_type(str(t)) for t in ftype.inputs)
            results = tuple(parse_tensor_type(str(t)) for t in ftype.results)
        except TypeError as e:
            raise CompileError.from_diagnostics(
                [diagnostic_at(func.location, f"function @{name}: {e}", source_name)],
                "bad signature") from None
        sigs.append(FunctionSignature(name, args, results, *names.of_function(func)))
    return sigs


def choose_entry(signatures: list[FunctionSignature], entry: str | None, source_name: str) -> str:
    """The function a compiled Executable calls: `entry`, or `main`, or the only public one."""
    names = [s.name for s in signatures]
    if entry is not None:
        if entry not in names:
            raise EntryError(f"{source_name}: no public function @{entry} "
                             f"(public functions: {', '.join('@' + n for n in names) or 'none'})")
        return entry
    if "main" in names:
        return "main"
    if len(names) == 1:
        return names[0]
    if not names:
        raise CompileError(f"{source_name}: the program has no public function")
    raise EntryError(f"{source_name}: several public functions "
                     f"({', '.join('@' + n for n in names)}) and none is @main: pass entry=")


def check_shapes(sig: FunctionSignature, shapes: tuple) -> None:
    """ValueError naming the argument whose shape its type rules out (rank, size, bound)."""
    for i, (t, shape) in enumerate(zip(sig.args, shapes)):
        where = f"{sig.name}: argument {i} of type {t}"
        if len(shape) != len(t.shape):
            raise ValueError(f"{where} must have rank {len(t.shape)}, got shape {shape}")
        for d, (size, want) in enumerate(zip(shape, t.shape)):
            if size < 0:
                raise ValueError(f"{where}: dimension {d} cannot be {size} (shape {shape})")
            if want is not None and size != want:
                raise ValueError(f"{where} must have size {want} in dimension {d}, "
                                 f"got shape {shape}")
            bound = t.bounds[d] if t.bounds is not None else None
            if want is None and bound is not None and size > bound:
                raise ValueError(f"{where}: dimension {d} is bounded by {bound}, "
                                 f"got size {size} (shape {shape})")


def entry_if_any(signatures: list[FunctionSignature], entry: str | None,
                 source_name: str) -> str | None:
    """`choose_entry`, or None for a program of several public functions none of which is
    @main (an MPMD program: each process runs one of them, `run_grid(entries=...)`). Such a
    program is compiled whole; only a plain call, which must pick one, asks for `entry=`."""
    names = [s.name for s in signatures]
    if entry is None and "main" not in names and len(names) > 1:
        return None
    return choose_entry(signatures, entry, source_name)
