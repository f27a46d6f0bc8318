"""The process grid across machines: one grid process per MPI rank (mpi4py).

Start the same program on R×P ranks (`mpirun -n 4 stablehlo-cc run prog.mlir ...`, or a Python
script calling `run`); rank i is grid process i = replica_id × P + partition_id. The runtime
callbacks of compiled code reach `MPITransport.execute`, which maps each collective onto MPI:
all_reduce → Iallreduce (SUM/PROD/MIN/MAX/LAND/BAND/...) on the process group's communicator,
all_gather → Iallgather, all_to_all → Ialltoall, collective_broadcast → Ibcast,
collective_reduce → Ireduce to the group's root (dynamic roots are swapped first with an
Iallgather of the root operands),
collective_permute → Isend/Irecv pairs, reduce_scatter → Iallreduce then the process's part.
send/recv: at the start of a run that uses channels, the ranks tell each other which channels
their functions receive on; a send goes (buffered, Isend) to the one rank receiving on its
channel, and every send must be received before the run ends.
Element types MPI lacks (bf16, f8, ...) and reduction regions other than the fast ones gather
the group's buffers and fold them locally, in group order, like the thread grid.

Every MPI request is non-blocking and polled against the run's timeout, so a missing rank
ends the run with an error naming op, process and cause; `run` then aborts the whole job
(`MPI_Abort`) so that no other rank is left waiting.
"""

from __future__ import annotations

import os
import sys
import time
import zlib

import numpy as np

from . import collectives as rt
from .collectives import GridError
from .grid import DEFAULT_TIMEOUT, _check_group_size, describe_process, fold_parts

_MPI_ENV = ("PMI_RANK", "PMI_SIZE", "OMPI_COMM_WORLD_SIZE", "MPI_LOCALNRANKS", "PMIX_RANK")


def under_mpirun() -> bool:
    """Whether this process was started by an MPI launcher (mpirun/mpiexec)."""
    return any(v in os.environ for v in _MPI_ENV)


def _mpi():
    try:
        from mpi4py import MPI
    except ImportError as e:
        raise RuntimeError("MPI needs mpi4py and an MPI library: pip install "
                           "'stablehlo-cc[mpi]' (mpich + mpi4py)") from e
    return MPI


_NATIVE = set("fdbhilqBHILQ?FD")
_PERMUTE_TAG, _HANDSHAKE_TAG, _CHANNEL_TAG = 1, 2, 16  # numpy type chars mpi4py maps to MPI datatypes


class MPITransport(rt.ProcessIds):
    """Collectives between MPI ranks; this rank is one process of the grid."""

    def __init__(self, comm, num_replicas: int, num_partitions: int, timeout: float,
                 infeed, outfeed):
        self.MPI = _mpi()
        self.comm = comm
        self.R, self.P = num_replicas, num_partitions
        self.timeout = timeout
        self.error: str | None = None
        self.infeed, self.outfeed = infeed, outfeed
        self._comms: dict[tuple, object] = {}
        self.pending: list = []  # sends not yet known to be received

    def failed(self) -> bool:
        return self.error is not None

    def fail(self, message: str) -> None:
        if self.error is None:
            self.error = message

    def who(self, process: int) -> str:
        return describe_process(process, self.P)

    # --- helpers ----------------------------------------------------------------------------
    def _wait(self, requests, op, process, what: str) -> None:
        deadline = time.monotonic() + self.timeout
        pause = 1e-6
        while not self.MPI.Request.Testall(requests):
            if time.monotonic() > deadline:
                raise GridError(f"{op.describe()}: {self.who(process)} waited {self.timeout:g} s "
                                f"for {what}")
            time.sleep(pause)
            pause = min(pause * 2, 1e-3)

    def _group_comm(self, group: list[int], op, process):
        """A communicator of the group's ranks (made once, by the group's members only).

        Creating it blocks until every member calls, so the members first check that all of
        them are here with messages that can time out.
        """
        key = tuple(group)
        comm = self._comms.get(key)
        if comm is None:
            self._handshake(group, op, process)
            ranks = self.comm.Get_group().Incl(list(group))
            comm = self.comm.Create_group(ranks, tag=hash(key) & 0x7FFF)
            self._comms[key] = comm
        return comm

    def _handshake(self, group: list[int], op, process) -> None:
        hello = np.zeros(1, np.int8)
        inbox = {m: np.zeros(1, np.int8) for m in group if m != process}
        requests = [self.comm.Isend(hello, dest=m, tag=_HANDSHAKE_TAG) for m in inbox]
        requests += [self.comm.Irecv(buf, source=m, tag=_HANDSHAKE_TAG) for m, buf in inbox.items()]
        deadline = time.monotonic() + self.timeout
        pause = 1e-6
        while not self.MPI.Request.Testall(requests):
            if time.monotonic() > deadline:
                absent = [m for m, r in zip(inbox, requests[len(inbox):]) if not r.Test()]
                raise GridError(f"{op.describe()}: {self.who(process)} waited "
                                f"{self.timeout:g} s for "
                                + "; ".join(self.who(m) for m in absent) + " to arrive (never did)")
            time.sleep(pause)
            pause = min(pause * 2, 1e-3)

    def _group(self, op, process):
        group = rt.group_of(op, process, self.R, self.P)
        if group is None:
            raise GridError(f"{op.describe()}: {self.who(process)} is in none of the process "
                            f"groups {rt.process_groups(op, self.R, self.P)}")
        return group

    def _agree(self, op, process, group) -> None:
        """Check that every member runs this op with the same types and attributes (MPI would
        silently truncate or misread mismatched buffers)."""
        from .grid import _extra, _types
        text = f"{op.kind} {_types(op.inputs)} -> {_types(op.outputs)} {_extra(op)}"
        mine = np.array([zlib.crc32(text.encode())], np.int64)
        everyone = np.empty(len(group), np.int64)
        req = self._group_comm(group, op, process).Iallgather(mine, everyone)
        self._wait([req], op, process, f"the other processes of group {group}")
        if (everyone == mine[0]).all():
            return
        # Everybody saw the mismatch: swap the descriptions to say what differs.
        size = 400
        raw = text.encode()[:size].ljust(size, b" ")
        texts = np.empty((len(group), size), np.uint8)
        req = self._group_comm(group, op, process).Iallgather(
            np.frombuffer(raw, np.uint8).copy(), texts)
        self._wait([req], op, process, f"the other processes of group {group}")
        others = [f"{self.who(group[i])} runs it on {bytes(t).decode(errors='replace').strip()}"
                  for i, t in enumerate(texts) if everyone[i] != mine[0]]
        raise GridError(f"{op.describe()}: {self.who(process)} runs it on {text}, but "
                        + "; ".join(others))

    def _gather(self, op, process, group, arr) -> np.ndarray:
        """Every group member's `arr`, stacked in group order."""
        comm = self._group_comm(group, op, process)
        src = np.ascontiguousarray(arr)
        out = np.empty((len(group),) + src.shape, src.dtype)
        req = comm.Iallgather([src.view(np.uint8).reshape(-1), self.MPI.BYTE],
                              [out.view(np.uint8).reshape(-1), self.MPI.BYTE])
        self._wait([req], op, process, f"the other processes of group {group}")
        return out

    def _reduced(self, op, process, group, arr) -> np.ndarray:
        src = np.ascontiguousarray(arr)
        if op.reducer is not None and src.dtype.char in _NATIVE and src.size:
            mpi_op = self._mpi_op(op.reducer, src.dtype)
            if mpi_op is not None:
                out = np.empty_like(src)
                req = self._group_comm(group, op, process).Iallreduce(src, out, op=mpi_op)
                self._wait([req], op, process, f"the other processes of group {group}")
                return out
        return fold_parts(op, self._gather(op, process, group, src))

    def _mpi_op(self, reducer: str, dtype):
        M = self.MPI
        boolean = np.dtype(dtype) == np.bool_
        complex_ = np.dtype(dtype).kind == "c"
        table = {"add": M.SUM, "multiply": M.PROD,
                 "minimum": None if complex_ else M.MIN, "maximum": None if complex_ else M.MAX,
                 "and": M.LAND if boolean else M.BAND, "or": M.LOR if boolean else M.BOR,
                 "xor": M.LXOR if boolean else M.BXOR}
        if np.dtype(dtype).kind == "f" and reducer in ("minimum", "maximum"):
            return None  # MPI's MIN/MAX need not propagate NaN as StableHLO does
        return table.get(reducer)

    # --- the ops ----------------------------------------------------------------------------
    def execute(self, op, process: int, ins: list, outs: list) -> None:
        getattr(self, "_" + op.kind)(op, process, ins, outs)

    def _all_reduce(self, op, process, ins, outs):
        group = self._group(op, process)
        self._agree(op, process, group)
        for x, out in zip(ins, outs):
            out[...] = self._reduced(op, process, group, x)

    def _reduce_scatter(self, op, process, ins, outs):
        group = self._group(op, process)
        self._agree(op, process, group)
        index = group.index(process)
        dim = op.attrs["scatter_dimension"]
        _check_group_size(op, process, group, outs, ins, dim, self.who)
        for x, out in zip(ins, outs):
            size = out.shape[dim]
            total = self._reduced(op, process, group, x)
            out[...] = total[(slice(None),) * dim + (slice(index * size, (index + 1) * size),)]

    def _all_gather(self, op, process, ins, outs):
        group = self._group(op, process)
        self._agree(op, process, group)
        dim = op.attrs["all_gather_dim"]
        _check_group_size(op, process, group, ins, outs, dim, self.who)
        for x, out in zip(ins, outs):
            out[...] = np.concatenate(list(self._gather(op, process, group, x)), axis=dim)

    def _all_to_all(self, op, process, ins, outs):
        group = self._group(op, process)
        split, concat = op.attrs["split_dimension"], op.attrs["concat_dimension"]
        count = rt.split_count(op, group)
        self._agree(op, process, group)
        comm = self._group_comm(group, op, process)
        for x, out in zip(ins, outs):
            send = np.ascontiguousarray(np.stack(np.split(x, count, axis=split)))
            recv = np.empty_like(send)
            req = comm.Ialltoall([send.view(np.uint8).reshape(-1), self.MPI.BYTE],
                                 [recv.view(np.uint8).reshape(-1), self.MPI.BYTE])
            self._wait([req], op, process, f"the other processes of group {group}")
            out[...] = np.concatenate(list(recv), axis=concat)

    def _collective_permute(self, op, process, ins, outs):
        group = rt.permute_group(op, process, self.R, self.P)
        pairs = rt.check_pairs(op, len(group))
        index = group.index(process)
        requests, received = [], []
        for x, out in zip(ins, outs):
            src = np.ascontiguousarray(x)
            for s, t in pairs:
                if s == index:
                    requests.append(self.comm.Isend([src.view(np.uint8).reshape(-1), self.MPI.BYTE],
                                                    dest=group[t], tag=_PERMUTE_TAG))
            sources = [s for s, t in pairs if t == index]
            if sources:
                buf = np.empty(out.shape, out.dtype)
                requests.append(self.comm.Irecv([buf.view(np.uint8).reshape(-1), self.MPI.BYTE],
                                                source=group[sources[0]], tag=_PERMUTE_TAG))
                received.append((out, buf))
            else:
                out[...] = 0
        self._wait(requests, op, process, "the processes it exchanges with")
        for out, buf in received:
            out[...] = buf

    def _root_tables(self, op, process, group, ins) -> tuple[list, list]:
        """(data inputs, every member's root index per data operand): with dynamic roots the
        members swap their root operands, so every one of them checks them all and all take
        the same path."""
        if not op.attrs.get("dynamic_root"):
            return list(ins), [[0] * len(op.outputs) for _ in group]
        own = np.ascontiguousarray(np.asarray(ins[-1], np.int32).reshape(-1))
        tables = [[int(v) for v in row] for row in self._gather(op, process, group, own)]
        rt.check_roots(op, group, dict(zip(group, tables)), self.who)
        return list(ins[:-1]), tables

    def _collective_reduce(self, op, process, ins, outs):
        group = rt.group_of(op, process, self.R, self.P)
        if group is None:  # in no group: nobody's root (as the reference interpreter does)
            for out in outs:
                out[...] = 0
            return
        self._agree(op, process, group)
        data, tables = self._root_tables(op, process, group, ins)
        index = group.index(process)
        for k, (x, out) in enumerate(zip(data, outs)):
            roots = rt.own_roots(group, tables, k)
            if len(roots) == 1:
                value = self._reduced_at(op, process, group, x, roots[0])
            elif roots:  # several members name themselves (their root operands differ)
                value = self._reduced_at(op, process, group, x, None)
            if index in roots:
                out[...] = value
            else:
                out[...] = 0

    def _reduced_at(self, op, process, group, arr, root: int | None):
        """The reduction of the group's `arr` on member `root` (None elsewhere); on every
        member when `root` is None."""
        src = np.ascontiguousarray(arr)
        if root is None:
            parts = self._gather(op, process, group, src)
        else:
            comm = self._group_comm(group, op, process)
            mine = group.index(process) == root
            mpi_op = self._mpi_op(op.reducer, src.dtype) if op.reducer is not None and \
                src.dtype.char in _NATIVE and src.size else None
            if mpi_op is not None:
                out = np.empty_like(src) if mine else None
                req = comm.Ireduce(src, out, op=mpi_op, root=root)
                self._wait([req], op, process, f"the other processes of group {group}")
                return out
            parts = np.empty((len(group),) + src.shape, src.dtype) if mine else None
            req = comm.Igather([src.view(np.uint8).reshape(-1), self.MPI.BYTE],
                               [parts.view(np.uint8).reshape(-1), self.MPI.BYTE] if mine
                               else None, root=root)
            self._wait([req], op, process, f"the other processes of group {group}")
            if not mine:
                return None
        # ascending process id, as the thread grid folds
        return fold_parts(op, parts[rt.fold_order(group)])

    def _collective_broadcast(self, op, process, ins, outs):
        group = rt.group_of(op, process, self.R, self.P)
        if group is None:
            for out in outs:
                out[...] = 0
            return
        self._agree(op, process, group)
        data, tables = self._root_tables(op, process, group, ins)
        comm = self._group_comm(group, op, process)
        index = group.index(process)
        for k, (x, out) in enumerate(zip(data, outs)):
            sources = {table[k] for table in tables}
            if len(sources) > 1:  # members name different roots: each takes the one it names
                out[...] = self._gather(op, process, group, x)[tables[index][k]]
                continue
            root = sources.pop()
            buf = np.ascontiguousarray(x).copy() if index == root else \
                np.empty(out.shape, out.dtype)
            req = comm.Ibcast([buf.view(np.uint8).reshape(-1), self.MPI.BYTE], root=root)
            self._wait([req], op, process,
                       f"the root of group {group} ({self.who(group[root])})")
            out[...] = buf

    # --- send/recv: the channel directory says which rank receives on a channel ----------
    def exchange_channels(self, receives: list[int], op_hint) -> None:
        """Every rank tells every other on which channels its function receives."""
        mine = np.array(sorted(set(receives)), np.int64)
        counts = np.empty(self.comm.Get_size(), np.int64)
        req = self.comm.Iallgather(np.array([mine.size], np.int64), counts)
        self._wait([req], op_hint, self.comm.Get_rank(), "every rank to start the run")
        everything = np.empty(int(counts.sum()), np.int64)
        req = self.comm.Iallgatherv(mine, [everything, counts])
        self._wait([req], op_hint, self.comm.Get_rank(), "every rank to start the run")
        self.receivers: dict[int, list[int]] = {}
        start = 0
        for rank, n in enumerate(counts):
            for channel in everything[start:start + n]:
                self.receivers.setdefault(int(channel), []).append(rank)
            start += int(n)

    def _tag(self, op) -> int:
        tag = _CHANNEL_TAG + op.channel_id
        if op.channel_id <= 0 or tag > self.MPI.COMM_WORLD.Get_attr(self.MPI.TAG_UB):
            raise GridError(f"{op.describe()}: channel id {op.channel_id} cannot be an MPI tag")
        return tag

    def _send(self, op, process, ins, outs):
        ranks = getattr(self, "receivers", {}).get(op.channel_id, [])
        if not ranks:
            raise GridError(f"{op.describe()}: no process receives on channel {op.channel_id} "
                            f"({self.who(process)} sends on it)")
        if len(ranks) > 1:
            raise GridError(f"{op.describe()}: several processes receive on channel "
                            f"{op.channel_id} (" + "; ".join(self.who(r) for r in ranks) + ")")
        for x in ins:  # buffered like the thread grid: completed (or not) at the end of the run
            data = np.ascontiguousarray(x).copy()
            req = self.comm.Isend([data.view(np.uint8).reshape(-1), self.MPI.BYTE],
                                  dest=ranks[0], tag=self._tag(op))
            self.pending.append((op, process, ranks[0], req, data))

    def _recv(self, op, process, ins, outs):
        tag = self._tag(op)
        status = self.MPI.Status()
        deadline = time.monotonic() + self.timeout
        for out in outs:
            pause = 1e-6
            while not self.comm.Iprobe(source=self.MPI.ANY_SOURCE, tag=tag, status=status):
                if time.monotonic() > deadline:
                    raise GridError(f"{op.describe()}: {self.who(process)} waited "
                                    f"{self.timeout:g} s for a value on channel {op.channel_id} "
                                    "(nothing was sent)")
                time.sleep(pause)
                pause = min(pause * 2, 1e-3)
            sender = status.Get_source()
            if status.Get_count(self.MPI.BYTE) != out.nbytes:
                raise GridError(f"{op.describe()}: {self.who(process)} receives "
                                f"{out.nbytes} bytes ({out.dtype}{list(out.shape)}) on channel "
                                f"{op.channel_id}, but {self.who(sender)} sent "
                                f"{status.Get_count(self.MPI.BYTE)} bytes")
            buf = np.empty(out.shape, out.dtype)
            self.comm.Recv([buf.view(np.uint8).reshape(-1), self.MPI.BYTE], source=sender, tag=tag)
            out[...] = buf

    def finish(self) -> None:
        """Every value sent must have been received (within the timeout)."""
        if self.error is not None:
            return
        deadline = time.monotonic() + self.timeout
        for op, process, dest, req, _ in self.pending:
            while not req.Test():
                if time.monotonic() > deadline:
                    self.fail(f"{op.describe()}: the value {self.who(process)} sent on channel "
                              f"{op.channel_id} to {self.who(dest)} was never received")
                    return
                time.sleep(1e-4)
        self.pending.clear()

    def _infeed(self, op, process, ins, outs):
        import queue
        try:
            item = self.infeed(process).get(timeout=self.timeout)
        except queue.Empty:
            raise GridError(f"{op.describe()}: the infeed queue of {self.who(process)} stayed "
                            f"empty for {self.timeout:g} s") from None
        values = [np.asarray(v) for v in (item if isinstance(item, (tuple, list)) else [item])]
        if tuple((v.shape, v.dtype) for v in values) != op.outputs:
            raise GridError(f"{op.describe()}: {self.who(process)}'s infeed held values of the "
                            "wrong types")
        for out, v in zip(outs, values):
            np.copyto(out, v)

    def _outfeed(self, op, process, ins, outs):
        values = tuple(np.array(a) for a in ins)
        self.outfeed(process).put(values[0] if len(values) == 1 else values)


def run(exe, args, *, entry: str | None = None, comm=None, timeout: float | None = None,
        abort_on_error: bool = True) -> tuple:
    """Run this rank's grid process of `exe` (rank = flattened process id); its result tuple.

    Every rank of `comm` (default COMM_WORLD; its size must be num_replicas × num_partitions)
    calls `run` with its own arguments. On failure the error (op, process, cause) is printed
    and, with `abort_on_error`, the whole job is aborted so no rank is left waiting;
    otherwise a GridError is raised on this rank.
    """
    MPI = _mpi()
    comm = comm if comm is not None else MPI.COMM_WORLD
    n = exe.num_replicas * exe.num_partitions
    if comm.Get_size() != n:
        raise ValueError(f"the program runs on {exe.num_replicas} replicas x "
                         f"{exe.num_partitions} partitions = {n} processes, but the MPI job has "
                         f"{comm.Get_size()} ranks")
    rank = comm.Get_rank()
    fn = exe.function(entry or exe.signature.name)
    timeout = timeout if timeout is not None else (exe.timeout or DEFAULT_TIMEOUT)
    transport = MPITransport(comm, exe.num_replicas, exe.num_partitions, timeout,
                             exe.infeed, exe.outfeed)
    channel_ops = [s for s in getattr(exe, "runtime_ops", []) if s.kind in ("send", "recv")]
    rt.enter(rt.Process(transport, rank))
    try:
        if channel_ops:  # the program uses channels: learn who receives on which
            transport.exchange_channels([s.channel_id for s in channel_ops if s.kind == "recv"
                                         and s.function == fn.signature.name], channel_ops[0])
        results = fn.call_tuple(list(args))
    except Exception as e:  # noqa: BLE001 - reported below like a runtime failure
        transport.fail(f"{describe_process(rank, exe.num_partitions)} (@{fn.signature.name}) "
                       f"failed: {type(e).__name__}: {e}")
    finally:
        rt.enter(None)
    transport.finish()
    if transport.error is not None:
        message = f"stablehlo-cc: MPI rank {rank}: {transport.error}"
        if abort_on_error:
            print(message, file=sys.stderr, flush=True)
            # mpirun forwards a rank's output asynchronously and MPI_Abort tears the job
            # down at once: under load the message was lost. Give the forwarder a moment.
            time.sleep(0.5)
            comm.Abort(1)
        raise GridError(transport.error)
    return results
