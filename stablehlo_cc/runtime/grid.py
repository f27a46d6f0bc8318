"""The process grid on a thread pool: replicas × partitions in one OS process.

`run_grid` calls compiled code once per process, each on its own pool thread (ctypes releases
the GIL for the call). Collective ops reach `ThreadTransport.execute` through the runtime
callbacks; processes of a group meet in a `Meeting`, read each other's buffers in place (numpy
views, no staging copies) and write only their own outputs. Every wait is bounded by the run's
timeout, and any failure wakes every waiting process, so a run ends with an error naming the
op, the process and the cause instead of hanging.
"""

from __future__ import annotations

import collections
import os
import queue
import threading
import time

import numpy as np

from . import collectives as rt
from .collectives import Aborted, GridError
from .reduction import region_function
from .thread_share import set_thread_share

DEFAULT_TIMEOUT = 60.0


def describe_process(process: int, num_partitions: int) -> str:
    r, p = divmod(process, num_partitions)
    return f"process {process} (replica {r}, partition {p})"


class Meeting:
    """One execution of a collective by one process group."""

    def __init__(self, group: list[int]):
        self.group = group
        self.slots: dict[int, tuple] = {}  # index in group -> (spec, process, inputs, outputs)
        self.arrived: list[set] = [set() for _ in range(4)]
        self.left = 0


class ThreadTransport(rt.ProcessIds):
    """Collectives between threads of one run (shared memory)."""

    def __init__(self, num_replicas: int, num_partitions: int, timeout: float, infeed, outfeed):
        self.R, self.P = num_replicas, num_partitions
        self.timeout = timeout
        self.cond = threading.Condition()
        self.error: str | None = None
        self.meetings: dict = {}
        self.counters: collections.Counter = collections.Counter()
        self.channels: dict[int, collections.deque] = collections.defaultdict(collections.deque)
        self.infeed, self.outfeed = infeed, outfeed
        self.done: set[int] = set()  # processes that returned from their function
        self.waiting: dict[int, tuple] = {}  # process -> (ready, op, what) while it waits

    # --- failure ----------------------------------------------------------------------------
    def failed(self) -> bool:
        return self.error is not None

    def fail(self, message: str) -> None:
        with self.cond:
            if self.error is None:
                self.error = message
            self.cond.notify_all()

    def who(self, process: int) -> str:
        return describe_process(process, self.P)

    # --- waiting ----------------------------------------------------------------------------
    def finished(self, process: int) -> None:
        """`process` returned from its function: nobody need wait for it any more."""
        with self.cond:
            self.done.add(process)
            self.cond.notify_all()

    def _wait(self, ready, op, process, what, hopeless=lambda: False) -> None:
        """Wait (holding `cond`) until `ready()`; fail the run after the timeout, or at once
        when `hopeless()` says the processes waited for have all returned."""
        deadline = time.monotonic() + self.timeout
        self.waiting[process] = (ready, op, what)
        self.cond.notify_all()  # others re-check for a deadlock now that this one waits
        try:
            while not ready():
                if self.error is not None:
                    raise Aborted()
                if hopeless():
                    raise GridError(f"{op.describe()}: {self.who(process)} waits for {what()}, "
                                    "but they returned from their functions without it")
                self._check_deadlock()
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise GridError(f"{op.describe()}: {self.who(process)} waited "
                                    f"{self.timeout:g} s for {what()}")
                self.cond.wait(remaining)
        finally:
            del self.waiting[process]
        if self.error is not None:
            raise Aborted()

    def _check_deadlock(self) -> None:
        """Every process still running waits here and none can go on: say so now."""
        if len(self.waiting) + len(self.done) < self.R * self.P:
            return
        if any(ready() for ready, _, _ in self.waiting.values()):
            return
        raise GridError("deadlock: every process waits for another: " + "; ".join(
            f"{self.who(p)} in {op.describe()} waits for {what()}"
            for p, (_, op, what) in sorted(self.waiting.items())))

    def _meet(self, op, process, group, ins, outs) -> tuple[Meeting, int]:
        index = group.index(process)
        counter = (process, op.kind, tuple(group))
        with self.cond:
            seq = self.counters[counter]
            self.counters[counter] += 1
            key = (op.kind, tuple(group), seq)
            meeting = self.meetings.get(key)
            if meeting is None:
                meeting = self.meetings[key] = Meeting(group)
            meeting.slots[index] = (op, process, ins, outs)
            self._check_match(meeting, index)
        self._barrier(meeting, 0, op, process)
        return meeting, index

    def _check_match(self, meeting: Meeting, index: int) -> None:
        op, process = meeting.slots[index][:2]
        for other, oprocess, _, _ in meeting.slots.values():
            if (other.inputs, other.outputs, other.attrs, other.reducer) != \
                    (op.inputs, op.outputs, op.attrs, op.reducer):
                raise GridError(
                    f"{op.describe()}: {self.who(process)} has operands "
                    f"{_types(op.inputs)} -> {_types(op.outputs)} {_extra(op)}, but "
                    f"{self.who(oprocess)} ({other.describe()}) has {_types(other.inputs)} -> "
                    f"{_types(other.outputs)} {_extra(other)}")

    def _barrier(self, meeting: Meeting, phase: int, op, process) -> None:
        with self.cond:
            meeting.arrived[phase].add(process)
            self.cond.notify_all()
            n = len(meeting.group)

            def absent():
                return [p for p in meeting.group if p not in meeting.arrived[phase]]

            def missing():
                return "; ".join(self.who(p) for p in absent()) + " to arrive (never did)"

            self._wait(lambda: len(meeting.arrived[phase]) == n, op, process, missing,
                       hopeless=lambda: set(absent()) <= self.done)

    def _leave(self, meeting: Meeting, key_phase: int, op, process) -> None:
        """Last barrier: nobody returns (freeing its buffers) while others still read them."""
        self._barrier(meeting, key_phase, op, process)
        with self.cond:
            meeting.left += 1
            if meeting.left == len(meeting.group):
                for k, v in list(self.meetings.items()):
                    if v is meeting:
                        del self.meetings[k]

    # --- the ops ----------------------------------------------------------------------------
    def execute(self, op, process: int, ins: list, outs: list) -> None:
        handler = getattr(self, "_" + op.kind)
        handler(op, process, ins, outs)

    def _group(self, op, process):
        group = rt.group_of(op, process, self.R, self.P)
        if group is None:
            raise GridError(f"{op.describe()}: {self.who(process)} is in none of the process "
                            f"groups {rt.process_groups(op, self.R, self.P)}")
        return group

    def _all_reduce(self, op, process, ins, outs):
        group = self._group(op, process)
        meeting, index = self._meet(op, process, group, ins, outs)
        others = [meeting.slots[i][2] for i in range(len(group))]
        if op.reducer is not None:
            # Each process reduces one slice for everybody, then copies the other slices.
            n = len(group)
            for k, out in enumerate(outs):
                flat = out.reshape(-1)
                bounds = np.linspace(0, flat.size, n + 1).astype(np.int64)
                lo, hi = bounds[index], bounds[index + 1]
                fn = rt.ufunc(op.reducer, out.dtype)
                np.copyto(flat[lo:hi], others[0][k].reshape(-1)[lo:hi])
                for j in range(1, n):
                    fn(flat[lo:hi], others[j][k].reshape(-1)[lo:hi], out=flat[lo:hi])
            self._barrier(meeting, 1, op, process)
            for k, out in enumerate(outs):
                flat = out.reshape(-1)
                bounds = np.linspace(0, flat.size, n + 1).astype(np.int64)
                for j in range(n):
                    if j != index:
                        lo, hi = bounds[j], bounds[j + 1]
                        np.copyto(flat[lo:hi], meeting.slots[j][3][k].reshape(-1)[lo:hi])
            self._leave(meeting, 2, op, process)
        else:
            for k, out in enumerate(outs):
                out[...] = _fold(op, [o[k] for o in others])
            self._leave(meeting, 1, op, process)

    def _reduce_scatter(self, op, process, ins, outs):
        group = self._group(op, process)
        meeting, index = self._meet(op, process, group, ins, outs)
        dim = op.attrs["scatter_dimension"]
        _check_group_size(op, process, group, outs, ins, dim, self.who)
        for k, out in enumerate(outs):
            size = out.shape[dim]
            sl = (slice(None),) * dim + (slice(index * size, (index + 1) * size),)
            parts = [meeting.slots[j][2][k][sl] for j in range(len(group))]
            if op.reducer is not None:
                fn = rt.ufunc(op.reducer, out.dtype)
                np.copyto(out, parts[0])
                for part in parts[1:]:
                    fn(out, part, out=out)
            else:
                out[...] = _fold(op, [np.ascontiguousarray(p) for p in parts])
        self._leave(meeting, 1, op, process)

    def _all_gather(self, op, process, ins, outs):
        group = self._group(op, process)
        meeting, index = self._meet(op, process, group, ins, outs)
        dim = op.attrs["all_gather_dim"]
        _check_group_size(op, process, group, ins, outs, dim, self.who)
        for k, out in enumerate(outs):
            for j in range(len(group)):
                part = meeting.slots[j][2][k]
                size = part.shape[dim]
                out[(slice(None),) * dim + (slice(j * size, (j + 1) * size),)] = part
        self._leave(meeting, 1, op, process)

    def _all_to_all(self, op, process, ins, outs):
        group = self._group(op, process)
        split, concat = op.attrs["split_dimension"], op.attrs["concat_dimension"]
        count = rt.split_count(op, group)
        meeting, index = self._meet(op, process, group, ins, outs)
        for k, out in enumerate(outs):
            for j in range(count):
                src = meeting.slots[j][2][k]
                size = src.shape[split] // count
                part = src[(slice(None),) * split + (slice(index * size, (index + 1) * size),)]
                csize = part.shape[concat]
                out[(slice(None),) * concat + (slice(j * csize, (j + 1) * csize),)] = part
        self._leave(meeting, 1, op, process)

    def _collective_permute(self, op, process, ins, outs):
        group = rt.permute_group(op, process, self.R, self.P)
        pairs = rt.check_pairs(op, len(group))
        meeting, index = self._meet(op, process, group, ins, outs)
        sources = [s for s, t in pairs if t == index]
        for k, out in enumerate(outs):
            if sources:
                out[...] = meeting.slots[sources[0]][2][k]
            else:
                out[...] = 0
        self._leave(meeting, 1, op, process)

    def _collective_reduce(self, op, process, ins, outs):
        """The reduction goes to the group's root (per operand), zeros to everybody else."""
        group = rt.group_of(op, process, self.R, self.P)
        if group is None:  # in no group: nobody's root (as the reference interpreter does)
            for out in outs:
                out[...] = 0
            return
        rt.split_roots(op, process, group, ins, self.who)
        meeting, index = self._meet(op, process, group, ins, outs)
        n, m = len(group), len(outs)
        # Folded in ascending process id (not group order), as the reference interpreter does.
        data = [meeting.slots[j][2][:m] for j in rt.fold_order(group)]
        tables = [rt.split_roots(op, group[j], group, meeting.slots[j][2], self.who)[1]
                  for j in range(n)]
        roots = [rt.own_roots(group, tables, k) for k in range(m)]
        if op.reducer is not None:
            # Each member reduces one slice of every root's result (in that fold order).
            for k in range(m):
                for r in roots[k]:
                    target = meeting.slots[r][3][k].reshape(-1)
                    bounds = np.linspace(0, target.size, n + 1).astype(np.int64)
                    lo, hi = bounds[index], bounds[index + 1]
                    fn = rt.ufunc(op.reducer, target.dtype)
                    np.copyto(target[lo:hi], data[0][k].reshape(-1)[lo:hi])
                    for j in range(1, n):
                        fn(target[lo:hi], data[j][k].reshape(-1)[lo:hi], out=target[lo:hi])
        else:
            for k in range(m):
                if index in roots[k]:
                    outs[k][...] = _fold(op, [d[k] for d in data])
        for k, out in enumerate(outs):
            if index not in roots[k]:
                out[...] = 0
        self._leave(meeting, 1, op, process)

    def _collective_broadcast(self, op, process, ins, outs):
        """Each data operand's value comes from the group member its root index names."""
        group = rt.group_of(op, process, self.R, self.P)
        if group is None:
            for out in outs:
                out[...] = 0
            return
        _, roots = rt.split_roots(op, process, group, ins, self.who)
        meeting, index = self._meet(op, process, group, ins, outs)
        for k, out in enumerate(outs):
            out[...] = meeting.slots[roots[k]][2][k]
        self._leave(meeting, 1, op, process)

    def _send(self, op, process, ins, outs):
        if op.channel_id <= 0:
            raise GridError(f"{op.describe()}: send needs a channel id > 0, got {op.channel_id}")
        with self.cond:
            self.channels[op.channel_id].append((op, process, [np.array(a) for a in ins]))
            self.cond.notify_all()

    def _recv(self, op, process, ins, outs):
        channel = self.channels[op.channel_id]
        with self.cond:
            others = set(range(self.R * self.P)) - {process}
            self._wait(lambda: bool(channel), op, process,
                       lambda: f"a value on channel {op.channel_id} (nothing was sent)",
                       hopeless=lambda: others <= self.done)
            sender_op, sender, values = channel.popleft()
        types = tuple((v.shape, v.dtype) for v in values)
        if types != op.outputs:
            raise GridError(f"{op.describe()}: {self.who(process)} receives {_types(op.outputs)} "
                            f"on channel {op.channel_id}, but {self.who(sender)} sent "
                            f"{_types(types)} ({sender_op.describe()})")
        for out, v in zip(outs, values):
            np.copyto(out, v)

    def _infeed(self, op, process, ins, outs):
        feed = self.infeed(process)
        try:
            item = feed.get(timeout=self.timeout)
        except queue.Empty:
            raise GridError(f"{op.describe()}: the infeed queue of {self.who(process)} stayed "
                            f"empty for {self.timeout:g} s") from None
        values = list(item) if isinstance(item, (tuple, list)) else [item]
        values = [np.asarray(v) for v in values]
        types = tuple((v.shape, v.dtype) for v in values)
        if types != op.outputs:
            raise GridError(f"{op.describe()}: {self.who(process)} reads {_types(op.outputs)} "
                            f"from its infeed, but the queue held {_types(types)}")
        for out, v in zip(outs, values):
            np.copyto(out, v)

    def _outfeed(self, op, process, ins, outs):
        values = tuple(np.array(a) for a in ins)
        self.outfeed(process).put(values[0] if len(values) == 1 else values)

    # --- end of the run ---------------------------------------------------------------------
    def finish(self) -> None:
        for channel, pending in self.channels.items():
            if pending:
                op, sender, _ = pending[0]
                self.fail(f"{op.describe()}: the value {self.who(sender)} sent on channel "
                          f"{channel} was never received ({len(pending)} pending)")
                return


def _types(types) -> str:
    from ..types import element_name
    parts = []
    for shape, dtype in types:
        try:
            el = element_name(dtype)
        except TypeError:
            el = str(dtype)
        parts.append(f"tensor<{''.join(f'{d}x' for d in shape)}{el}>")
    return "(" + ", ".join(parts) + ")"


def _check_group_size(op, process, group, parts, wholes, dim, who) -> None:
    """all_gather / reduce_scatter: the result type was made for groups of one size."""
    for part, whole in zip(parts, wholes):
        if part.shape[dim] * len(group) != whole.shape[dim]:
            raise GridError(f"{op.describe()}: {who(process)} is in a process group of "
                            f"{len(group)} ({group}), but its types need groups of "
                            f"{whole.shape[dim] // max(part.shape[dim], 1)}")


def _extra(op) -> str:
    parts = [f"{k}={v}" for k, v in op.attrs.items()]
    if op.reducer:
        parts.append(f"reduction {op.reducer}")
    return f"({', '.join(parts)})" if parts else ""


def fold_parts(op, parts: list) -> np.ndarray:
    """Reduce whole parts in the order given: with the numpy ufunc of a recognised reducer,
    else with the op's compiled region."""
    if op.reducer is None:
        return _fold(op, list(parts))
    fn = rt.ufunc(op.reducer, parts[0].dtype)
    acc = parts[0].copy()
    for part in parts[1:]:
        fn(acc, part, out=acc)
    return acc


def _fold(op, values: list) -> np.ndarray:
    """Reduce with a compiled region, in group order."""
    acc = values[0]
    if len(values) == 1:
        return acc
    fn = region_function(op, acc.dtype, acc.shape)
    for v in values[1:]:
        acc = fn(np.ascontiguousarray(acc), np.ascontiguousarray(v))
    return acc


_GRACE = 0.25  # seconds the others of a failed run get to leave their waits


def run_grid(functions: list, args_per_process: list, num_replicas: int, num_partitions: int,
             *, timeout: float, infeed, outfeed) -> list[tuple]:
    """Run `functions[i](*args_per_process[i])` for every process i of the grid at once.

    Each process runs on a fresh daemon thread. The run ends with a GridError as soon as it
    has failed (a process failed, or waited `timeout` seconds for another), or when a process
    is still running `timeout` seconds after another returned, even if some processes are
    still inside compiled code (a long custom call, a loop that never ends): native code
    cannot be interrupted, so such threads are abandoned. They keep running until their call
    returns (then find the run failed and end), hold their arguments until then, and never
    keep the interpreter from exiting; later runs use threads of their own."""
    n = num_replicas * num_partitions
    transport = ThreadTransport(num_replicas, num_partitions, timeout, infeed, outfeed)
    results: list = [None] * n

    share = max(1, len(os.sched_getaffinity(0)) // n)  # the grid divides the CPUs

    def work(i: int):
        rt.enter(rt.Process(transport, i))
        set_thread_share(share)
        try:
            results[i] = functions[i].call_tuple(args_per_process[i])
        except BaseException as e:  # noqa: BLE001 - reported for the whole run below
            transport.fail(f"{describe_process(i, num_partitions)} "
                           f"(@{functions[i].signature.name}) failed: {type(e).__name__}: {e}")
        finally:
            set_thread_share(None)
            rt.enter(None)
            transport.finished(i)

    for i in range(n):
        threading.Thread(target=work, args=(i,), name=f"shlo-grid-process{i}",
                         daemon=True).start()
    _await(transport, n, timeout)
    if transport.error is None:
        transport.finish()
    if transport.error is not None:
        raise GridError(transport.error)
    return results


def _await(transport: ThreadTransport, n: int, timeout: float) -> None:
    """Wait until every process returned, or the run failed (then briefly, for the others to
    leave their waits), or one is still running `timeout` s after another returned."""
    first_done = None
    with transport.cond:
        while len(transport.done) < n:
            now = time.monotonic()
            if transport.error is not None:
                end = now + _GRACE
                while len(transport.done) < n and time.monotonic() < end:
                    transport.cond.wait(end - time.monotonic())
                break
            if transport.done and first_done is None:
                first_done = now, min(transport.done)
            if first_done is not None and now - first_done[0] >= timeout:
                running = [p for p in range(n) if p not in transport.done]
                transport.error = (
                    f"{', '.join(transport.who(p) for p in running)} still running "
                    f"{timeout:g} s after {transport.who(first_done[1])} returned "
                    "(stuck in a long call: abandoned)")
                transport.cond.notify_all()
                break
            transport.cond.wait(None if first_done is None
                                else first_done[0] + timeout - now)
