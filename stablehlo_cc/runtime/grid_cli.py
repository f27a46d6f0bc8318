"""`stablehlo-cc run` for programs that use the grid runtime (collectives, ids, feeds).

Inputs (.npz): `p<i>_arg<j>` gives argument j of process i; plain `arg<j>` (or `arr_<j>`,
or the argument's name, see `array_files.py`) gives every process the same argument; any
other key is an error. Token arguments are filled in (None). Under an MPI
launcher (`mpirun -n N stablehlo-cc run ...`) each rank runs its own process and rank 0
prints and saves everyone's results; otherwise all processes run on the thread grid.
Results are printed per process and saved/compared as `p<i>_result<j>` (tokens left out).

A program partitioned from shardings (`--num-partitions`, compiler/stablehlo/auto_spmd.py)
takes global arrays instead: `arg<j>` is split into each device's block by the argument's
layout, and the results are joined back into global arrays, printed and saved/compared as
`result<j>`.
"""

from __future__ import annotations

import numpy as np

from . import array_files


def _arguments(exe, data, path, process: int, entry: str | None) -> list:
    sig = exe.function(entry or exe.signature.name).signature
    return array_files.arguments(sig, data, path, process)


_as = array_files.viewed_as


def _tensors(results) -> list:
    return [r for r in results if r is not None]


def run(exe, inputs_path: str | None, **options) -> int:
    from .collectives import GridError
    try:
        return _run(exe, inputs_path, **options)
    except GridError as e:
        import sys
        print(f"stablehlo-cc: error: {e}", file=sys.stderr)
        return 1


def _run(exe, inputs_path: str | None, *, entry=None, expected=None, save=None, rtol=1e-4,
         atol=1e-5, timeout=None) -> int:
    data = array_files.load(inputs_path) if inputs_path else None
    n = exe.num_replicas * exe.num_partitions
    name = entry or exe.signature.name
    sig = exe.function(name).signature
    sharded = name in exe.layouts
    array_files.check_keys(data, array_files.argument_key_set(sig, None if sharded else n),
                           inputs_path, f"argument of {sig.describe()}")
    if sharded:
        return _run_sharded(exe, data, inputs_path, name, expected=expected, save=save, rtol=rtol,
                            atol=atol, timeout=timeout)
    from . import mpi
    if mpi.under_mpirun():
        from mpi4py import MPI
        comm = MPI.COMM_WORLD
        rank = comm.Get_rank()
        mine = mpi.run(exe, _arguments(exe, data, inputs_path, rank, entry), entry=entry, timeout=timeout)
        gathered = comm.gather(_tensors(mine), root=0)
        if rank != 0:
            return 0
        per_process = gathered
        how = f"{n} MPI ranks"
    else:
        args = [_arguments(exe, data, inputs_path, i, entry) for i in range(n)]
        per_process = [_tensors(r) for r in exe.run_grid(args, entries=entry, timeout=timeout)]
        how = "the thread grid"
    print(f"{exe.function(entry or exe.signature.name).signature.describe()} on "
          f"{exe.num_replicas} replicas x {exe.num_partitions} partitions ({how})")
    for i, results in enumerate(per_process):
        for j, r in enumerate(results):
            print(f"process {i} result {j}: {r.dtype}{list(r.shape)}")
            print(np.array2string(r, precision=6, threshold=64, edgeitems=3))
    named = {f"p{i}_result{j}": (f"process {i} result {j}", r)
             for i, results in enumerate(per_process) for j, r in enumerate(results)}
    return _compare_and_save(named, expected, save, rtol, atol)


def _compare_and_save(named: dict, expected, save, rtol, atol) -> int:
    """Compare each result (`named`: key -> (label, array)) with the array of the same key in
    `expected`; save them all under their keys."""
    status = 0
    if expected:
        want = array_files.load(expected)
        if not isinstance(want, dict):
            raise ValueError(f"{expected}: give the expected results in a .npz file "
                             f"({', '.join(list(named)[:4])}, ...)")
        array_files.check_keys(want, set(named), expected, "result")
        for key, (label, r) in named.items():
            e = want.get(key)
            if e is None:
                raise ValueError(f"{expected} holds no {key}")
            e = _as(e, r.dtype)
            ok = r.shape == e.shape and np.allclose(r.astype(np.float64),
                                                    e.astype(np.float64), rtol=rtol, atol=atol)
            print(f"{label}: {'match' if ok else 'MISMATCH'}")
            status = status or (0 if ok else 1)
    if save:
        np.savez(save, **{key: r for key, (_, r) in named.items()})
    return status


def _run_sharded(exe, data, inputs_path, name: str, *, expected, save, rtol, atol, timeout) -> int:
    """A partitioned program on global arrays, on the thread grid or one MPI rank a device."""
    from . import mpi
    from ..contract.sharding import join_results, split_arguments
    sig = exe.function(name).signature
    arg_layouts, result_layouts = exe.layouts[name]
    global_args = array_files.arguments(sig, data, inputs_path)
    n = exe.num_replicas * exe.num_partitions
    blocks = split_arguments(arg_layouts, global_args, n)
    blocks = [[_as(b, t.dtype) for b, t in zip(device, sig.args)] for device in blocks]
    if mpi.under_mpirun():
        from mpi4py import MPI
        comm = MPI.COMM_WORLD
        rank = comm.Get_rank()
        mine = mpi.run(exe, blocks[rank], entry=name, timeout=timeout)
        per_device = comm.gather(list(mine), root=0)
        if rank != 0:
            return 0
        how = f"{n} MPI ranks"
    else:
        per_device = exe.run_grid(blocks, entries=name, timeout=timeout)
        how = "the thread grid"
    results = join_results(result_layouts, per_device)
    print(f"{sig.describe()} partitioned over {n} devices ({how}); global results:")
    for j, r in enumerate(results):
        print(f"result {j}: {r.dtype}{list(r.shape)}")
        print(np.array2string(r, precision=6, threshold=64, edgeitems=3))
    named = {f"result{j}": (f"result {j}", r) for j, r in enumerate(results)}
    return _compare_and_save(named, expected, save, rtol, atol)
