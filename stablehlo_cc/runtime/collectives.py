"""Runtime ops as compiled code sees them: one descriptor and one native entry point per op.

The compiler turns every collective, point-to-point, feed and id op into a call of an external
function `__shlo_rt_op_<key>(ptr...)` taking the op's input buffers, then its output buffers,
and records what the op means (an `OpSpec`, `contract/runtime_ops.py`); the code defines that
function as a call of the matching service of the runtime the caller passed
(`contract/services.py`, the C ABI's `shlo_runtime`). Python's services call
`serve`, which finds the grid process it runs in (thread-local state set by the grid runner, or the MPI rank) and hands
the buffers, as numpy views without copies, to that grid's transport, which moves whole
buffers with numpy (memcpy-class copies and ufuncs, which release the GIL on large arrays).

A callback must never raise into compiled code: a failure is recorded on the run (which wakes
every waiting process) and the callback returns; the run then raises it.
"""

from __future__ import annotations

import ctypes
import threading

import numpy as np

from ..contract.runtime_ops import OpSpec


class GridError(RuntimeError):
    """A grid run failed: names the op, the process and the cause."""


_local = threading.local()


def view(pointer: int | None, shape: tuple, dtype) -> np.ndarray:
    """A numpy array over `pointer` (no copy)."""
    dtype = np.dtype(dtype)
    count = int(np.prod(shape, dtype=np.int64)) if shape else 1
    nbytes = count * dtype.itemsize
    if nbytes == 0 or not pointer:
        return np.zeros(shape, dtype)
    raw = (ctypes.c_char * nbytes).from_address(pointer)
    return np.frombuffer(raw, dtype).reshape(shape)


class Process:
    """Where a call of compiled code runs: a transport (the grid) and a flattened process id."""

    def __init__(self, transport, process: int):
        self.transport = transport
        self.process = process


def take_orphan_error() -> str | None:
    """The error of a runtime op this thread ran outside any grid run (then cleared)."""
    message = getattr(_local, "orphan", None)
    _local.orphan = None
    return message


def current() -> Process | None:
    return getattr(_local, "process", None)


def enter(process: Process | None) -> None:
    _local.process = process


def serve(op: OpSpec, pointers) -> int:
    """Run `op` on the buffers at `pointers` (inputs, then outputs) for the calling thread's
    grid process; the status for compiled code: 0, or 1 once the run (or call) failed."""
    _dispatch(op, pointers)
    here = current()
    if here is None:
        return 1
    return 1 if here.transport.failed() else 0


def _dispatch(op: OpSpec, pointers) -> None:
    here = current()
    if here is None:  # compiled code called directly, not through run_grid: refuse loudly
        if getattr(_local, "orphan", None) is None:
            _local.orphan = (f"{op.describe()} needs the grid runtime: run the program with "
                             "Executable.run_grid (or call the Executable itself)")
        for p, (s, d) in zip(pointers[len(op.inputs):], op.outputs):
            view(p, s, d)[...] = 0
        return
    transport = here.transport
    if transport.failed():
        return
    try:
        ins = [view(p, s, d) for p, (s, d) in zip(pointers, op.inputs)]
        outs = [view(p, s, d) for p, (s, d) in zip(pointers[len(op.inputs):], op.outputs)]
        transport.execute(op, here.process, ins, outs)
    except Aborted:
        pass
    except GridError as e:
        transport.fail(str(e))
    except BaseException as e:  # noqa: BLE001 - nothing may propagate into compiled code
        transport.fail(f"{op.describe()} on process {here.process}: "
                       f"{type(e).__name__}: {e}")


def split_count(op, group: list[int]) -> int:
    """all_to_all's split_count, which must be the size of the process's group."""
    count = op.attrs["split_count"]
    if len(group) != count:
        raise GridError(f"{op.describe()}: split_count is {count} but the process group "
                        f"{group} has {len(group)} processes")
    return count


class ProcessIds:
    """`replica_id` and `partition_id` for a transport with `P` partitions: the spec's
    flattened process id is replica_id * P + partition_id."""

    P: int

    def _replica_id(self, op, process, ins, outs):
        outs[0][...] = process // self.P

    def _partition_id(self, op, process, ins, outs):
        outs[0][...] = process % self.P


class Aborted(Exception):
    """The run already failed elsewhere: stop this process's op quietly."""


# --- process groups (the spec's "Parallel execution" section) ---------------------------------

def grouping(op: OpSpec) -> str:
    """Which of the spec's four strategies splits the grid for this op."""
    if op.kind in ("all_to_all", "collective_permute", "collective_broadcast"):
        return "cross_replica" if op.channel_id <= 0 else "cross_partition"
    if op.channel_id <= 0:
        if op.use_global_device_ids:
            raise GridError(f"{op.describe()}: use_global_device_ids needs a channel_id > 0")
        return "cross_replica"
    return "flattened_ids" if op.use_global_device_ids else "cross_replica_and_partition"


def process_groups(op: OpSpec, num_replicas: int, num_partitions: int) -> list[list[int]]:
    """The op's process groups as lists of flattened ids (replica_id * P + partition_id)."""
    strategy = grouping(op)
    groups = op.replica_groups
    bound = {"cross_replica": num_replicas, "cross_replica_and_partition": num_replicas,
             "cross_partition": num_partitions,
             "flattened_ids": num_replicas * num_partitions}[strategy]
    what = {"cross_partition": "partition", "flattened_ids": "process"}.get(strategy, "replica")
    if not groups:  # no groups: one group of everything
        groups = [list(range(bound))]
    seen = set()
    for g in groups:
        for i in g:
            if not 0 <= i < bound:
                raise GridError(f"{op.describe()}: replica_groups name {what} {i}, outside the "
                                f"grid of {num_replicas} replicas x {num_partitions} partitions")
            if i in seen:
                raise GridError(f"{op.describe()}: {what} {i} appears twice in replica_groups")
            seen.add(i)
    P = num_partitions
    out = []
    if strategy == "cross_replica":
        for g in groups:
            for p in range(num_partitions):
                out.append([r * P + p for r in g])
    elif strategy == "cross_partition":
        for g in groups:
            for r in range(num_replicas):
                out.append([r * P + p for p in g])
    elif strategy == "cross_replica_and_partition":
        for g in groups:
            out.append([r * P + p for p in range(num_partitions) for r in g])
    else:
        out = [list(g) for g in groups]
    return out


def group_of(op: OpSpec, process: int, num_replicas: int, num_partitions: int) -> list[int] | None:
    for g in process_groups(op, num_replicas, num_partitions):
        if process in g:
            return g
    return None


def permute_group(op: OpSpec, process: int, num_replicas: int, num_partitions: int) -> list[int]:
    """collective_permute: every replica (or partition) next to `process`, indexed by its id."""
    P = num_partitions
    r, p = divmod(process, P)
    if op.channel_id <= 0:
        return [i * P + p for i in range(num_replicas)]
    return [r * P + i for i in range(num_partitions)]


def check_pairs(op: OpSpec, size: int) -> list[tuple[int, int]]:
    pairs = [tuple(int(v) for v in pair) for pair in op.attrs.get("source_target_pairs", [])]
    what = "replica" if op.channel_id <= 0 else "partition"
    for s, t in pairs:
        for i in (s, t):
            if not 0 <= i < size:
                raise GridError(f"{op.describe()}: source_target_pairs name {what} {i}, outside "
                                f"the {size} {what}s of the grid")
    return pairs


def ufunc(name: str, dtype) -> np.ufunc:
    """The numpy ufunc of a recognised reduction for `dtype` (logical ones for bool)."""
    boolean = np.dtype(dtype) == np.bool_
    table = {
        "add": np.add, "multiply": np.multiply, "minimum": np.minimum, "maximum": np.maximum,
        "and": np.logical_and if boolean else np.bitwise_and,
        "or": np.logical_or if boolean else np.bitwise_or,
        "xor": np.logical_xor if boolean else np.bitwise_xor,
    }
    return table[name]


# --- roots of collective_reduce / collective_broadcast ----------------------------------------

def split_roots(op: OpSpec, process: int, group: list[int], ins: list, who) -> tuple[list, list]:
    """(data inputs, root of each data operand as an index into `group`).

    Without `has_dynamic_root` every root is the group's first process; with it, the last
    input holds one index a data operand, which must name a member of the group.
    """
    if not op.attrs.get("dynamic_root"):
        return list(ins), [0] * len(op.outputs)
    data, table = list(ins[:-1]), [int(v) for v in np.asarray(ins[-1]).reshape(-1)]
    check_roots(op, group, {process: table}, who)
    return data, table


def check_roots(op: OpSpec, group: list[int], tables: dict, who) -> None:
    """Every root index of every process in `tables` ({process: [root per operand]}) names a
    member of `group`, else a GridError naming the op, the process and the index."""
    for process, table in tables.items():
        for k, r in enumerate(table):
            if not 0 <= r < len(group):
                raise GridError(f"{op.describe()}: {who(process)} names root {r} for operand "
                                f"#{k}, outside its process group {group} (indices 0.."
                                f"{len(group) - 1})")


def fold_order(group: list[int]) -> list[int]:
    """The group indices in the order collective_reduce folds its operands: ascending process
    id, which is what the reference interpreter does (the spec has no text for the op)."""
    return sorted(range(len(group)), key=lambda j: group[j])


def own_roots(group: list[int], tables: list[list[int]], operand: int) -> list[int]:
    """The group indices j whose own root for `operand` names themselves (the reference
    interpreter's rule: a process gets the reduction when its root operand names it)."""
    return [j for j, table in enumerate(tables) if table[operand] == j]
