"""The `.npz`/`.npy` files `stablehlo-cc run` reads: arrays named after the arguments.

An argument is found under `arg<k>` (k counts the non-token arguments: tokens take no
array), `arr_<k>` (what `np.savez(path, *arrays)` writes), its name in the signature (a JAX
program's `x['token_ids']`) or that name as a C identifier (`x_token_ids`); grid programs
also take `p<i>_<key>` for process i alone. Any other key is an error, not skipped: a
misspelt name must not leave an argument to whatever array came next in the file.
Every problem is a ValueError naming the file.
"""

from __future__ import annotations

import zipfile

import numpy as np

from ..contract import abi

_NPY_MAGIC, _ZIP_MAGICS = b"\x93NUMPY", (b"PK\x03\x04", b"PK\x05\x06")


def load(path: str) -> dict | np.ndarray:
    """The arrays of a .npz file (name -> array) or the one array of a .npy file."""
    try:
        with open(path, "rb") as f:
            magic = f.read(6)
    except OSError as e:
        raise ValueError(f"cannot read arrays from {path}: {e.strerror}") from None
    if not magic.startswith((_NPY_MAGIC, *_ZIP_MAGICS)):
        raise ValueError(f"cannot read arrays from {path}: it is not a .npz or .npy file "
                         "(write one with numpy.savez or numpy.save)")
    try:
        data = np.load(path, allow_pickle=False)
        if isinstance(data, np.ndarray):
            return data
        with data:
            return {k: data[k] for k in data.files}
    except (OSError, ValueError, EOFError, zipfile.BadZipFile) as e:
        raise ValueError(f"cannot read arrays from {path}: {e}") from None


def viewed_as(arr: np.ndarray, dtype) -> np.ndarray:
    """npz files keep bf16/f8 arrays as raw bytes (void dtype): view them as `dtype` again."""
    if arr.dtype.kind == "V" and arr.dtype.itemsize == np.dtype(dtype).itemsize:
        return arr.view(dtype)
    return arr


def argument_keys(sig, k: int, j: int) -> list[str]:
    """The keys that name argument j of `sig`, the k-th that is not a token."""
    keys = [f"arg{k}", f"arr_{k}"]
    names = getattr(sig, "arg_names", ())
    if j < len(names) and names[j]:
        keys += [names[j], abi.c_identifier_of_path(names[j])]
    return keys


def _no_argument(sig, k: int, j: int, path: str, process: int | None) -> ValueError:
    keys = argument_keys(sig, k, j)
    if process is not None:
        keys = [f"p{process}_{keys[0]}"] + keys
    whose = f" of process {process}" if process is not None else ""
    return ValueError(f"{path} holds no argument {j}{whose} of {sig.describe()} "
                      f"(give it as {' or '.join(dict.fromkeys(keys))})")


def arguments(sig, data: dict | np.ndarray | None, path: str | None,
              process: int | None = None) -> list:
    """The arguments of `sig` (None for tokens) from the arrays of `path`."""
    tensors = [j for j, t in enumerate(sig.args) if not t.is_token]
    if data is None:
        if tensors:
            raise ValueError(f"{sig.describe()} takes {len(tensors)} argument"
                             f"{'s' if len(tensors) != 1 else ''}: give them with --inputs "
                             "FILE.npz (or FILE.npy for one)")
        return [None] * len(sig.args)
    if isinstance(data, np.ndarray):
        if len(tensors) != 1:
            raise ValueError(f"{path} holds one array, {sig.describe()} takes {len(tensors)} "
                             "arguments: give them in a .npz file")
        data = {"arg0": data}
    args = [None] * len(sig.args)
    for k, j in enumerate(tensors):
        keys = argument_keys(sig, k, j)
        if process is not None:
            keys = [f"p{process}_{key}" for key in keys] + keys
        found = [key for key in keys if key in data]
        if not found:
            raise _no_argument(sig, k, j, path, process)
        args[j] = viewed_as(data[found[0]], sig.args[j].dtype)
    return args


def check_keys(data: dict | np.ndarray | None, known: set, path: str | None,
               what: str) -> None:
    """ValueError when `data` has a key that names nothing in `known`."""
    if not isinstance(data, dict):
        return
    unknown = [k for k in data if k not in known]
    if unknown:
        raise ValueError(f"{path}: {', '.join(repr(k) for k in unknown)} "
                         f"name{'s' if len(unknown) == 1 else ''} no {what} "
                         f"(expected keys: {', '.join(sorted(known, key=_natural)[:12])}"
                         f"{', ...' if len(known) > 12 else ''})")


def _natural(key: str):
    import re
    return [int(p) if p.isdigit() else p for p in re.split(r"(\d+)", key)]


def argument_key_set(sig, processes: int | None = None) -> set:
    """Every key that names an argument of `sig` (for `processes` grid processes, also their
    `p<i>_` keys)."""
    tensors = [j for j, t in enumerate(sig.args) if not t.is_token]
    keys = {key for k, j in enumerate(tensors) for key in argument_keys(sig, k, j)}
    if processes:
        keys |= {f"p{i}_{key}" for i in range(processes) for key in list(keys)}
    return keys


def results(data: dict | np.ndarray, count: int, path: str, names=()) -> list:
    """`count` expected results from `result<j>` / `arr_<j>` / a result's name."""
    if isinstance(data, np.ndarray):
        data = {"result0": data}
    known = {}
    for j in range(count):
        keys = [f"result{j}", f"arr_{j}"]
        if j < len(names) and names[j]:
            keys += [names[j], abi.c_identifier_of_path(names[j])]
        for key in keys:
            known[key] = j
    check_keys(data, set(known), path, "result")
    found = {}
    for key, j in known.items():
        if key in data and j not in found:
            found[j] = data[key]
    if len(found) != len(data) or len(found) != count:
        raise ValueError(f"{path} holds {len(data)} arrays, the program returned {count} "
                         f"results (result0 ... result{count - 1})")
    return [found[j] for j in range(count)]
