"""How a global array is laid out over a device mesh, and splitting/joining arrays by it.

A partitioned program (compiler/stablehlo/auto_spmd.py) runs one grid process a device: process
i is the device with id i. Each of its arguments and results is one block of the global array:
along each dimension, the mesh (sub-)axes that shard it, major first, pick the block by the
device's mesh coordinates; dimensions no axis shards are whole (replicated).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


class Mesh:
    """Axis names and sizes (major to minor) and the device at each flattened position."""

    def __init__(self, axes, device_ids=None):
        self.axes = [(str(name), int(size)) for name, size in axes]
        self.sizes = [size for _, size in self.axes]
        count = int(np.prod(self.sizes, dtype=np.int64)) if self.axes else 1
        self.device_ids = [int(d) for d in device_ids] if device_ids else list(range(count))
        if len(self.device_ids) != count:
            raise ValueError(f"the mesh has {count} positions but {len(self.device_ids)} "
                             "device ids")

    @property
    def size(self) -> int:
        return len(self.device_ids)

    def coords(self, position: int) -> list[int]:
        return [int(c) for c in np.unravel_index(position, self.sizes)] if self.axes else []

    def factor(self, name: str, sub: tuple[int, int] | None) -> tuple[int, int, int]:
        """(mesh axis index, stride inside the axis, size) of axis `name` or its sub-axis
        `(pre_size, size)` (the factor whose more-major factors multiply to pre_size)."""
        index = {axis: i for i, (axis, _) in enumerate(self.axes)}
        if name not in index:
            raise ValueError(f"axis \"{name}\" is not an axis of the mesh "
                             f"{[a for a, _ in self.axes]}")
        full = self.sizes[index[name]]
        pre, size = sub if sub is not None else (1, full)
        if pre < 1 or size < 1 or full % (pre * size):
            raise ValueError(f"sub-axis \"{name}\":({pre}){size} does not divide the axis of "
                             f"size {full}")
        return index[name], full // (pre * size), size

    def digit(self, coords: list[int], factor: tuple[int, int, int]) -> int:
        axis, stride, size = factor
        return (coords[axis] // stride) % size

    def __eq__(self, other):
        return isinstance(other, Mesh) and (self.axes, self.device_ids) == (other.axes,
                                                                          other.device_ids)

    def __repr__(self):
        return f"Mesh({self.axes}, device_ids={self.device_ids})"


@dataclass
class Layout:
    """One argument's or result's layout: per dimension, the (axis, sub-axis or None) that
    shard it, major first."""
    mesh: Mesh
    dims: list

    def shards(self) -> list[int]:
        """How many blocks each dimension is cut into."""
        return [int(np.prod([self.mesh.factor(n, s)[2] for n, s in axes], dtype=np.int64))
                for axes in self.dims]

    def block_of(self, device: int, shape) -> tuple:
        """The index (tuple of slices) of the block device `device` holds."""
        position = self.mesh.device_ids.index(device)
        coords = self.mesh.coords(position)
        index = []
        for extent, axes, count in zip(shape, self.dims, self.shards()):
            block = 0
            for name, sub in axes:
                factor = self.mesh.factor(name, sub)
                block = block * factor[2] + self.mesh.digit(coords, factor)
            size = extent // count
            index.append(slice(block * size, (block + 1) * size))
        return tuple(index)

    def split(self, array: np.ndarray) -> list[np.ndarray]:
        """The block of `array` for each device id 0..n-1."""
        array = np.asarray(array)
        for d, (extent, count) in enumerate(zip(array.shape, self.shards())):
            if extent % count:
                raise ValueError(f"dimension {d} of size {extent} cannot be split in {count}")
        return [np.ascontiguousarray(array[self.block_of(i, array.shape)])
                for i in range(self.mesh.size)]

    def join(self, blocks: list) -> np.ndarray:
        """The global array from each device's block (of a replicated block, the first copy)."""
        first = np.asarray(blocks[0])
        shape = [extent * count for extent, count in zip(first.shape, self.shards())]
        out = np.empty(shape, first.dtype)
        done = set()
        for device, block in enumerate(blocks):
            index = self.block_of(device, shape)
            key = tuple((s.start, s.stop) for s in index)
            if key not in done:
                done.add(key)
                out[index] = block
        return out


def split_arguments(layouts: list, args, count: int) -> list[list]:
    """Per device (id order), its block of each argument."""
    if len(args) != len(layouts):
        raise TypeError(f"expected {len(layouts)} arguments, got {len(args)}")
    blocks = []
    for i, (layout, arg) in enumerate(zip(layouts, args)):
        array = np.asarray(arg)
        if array.ndim != len(layout.dims):
            raise ValueError(f"argument {i}: expected rank {len(layout.dims)}, got shape "
                             f"{array.shape}")
        try:
            blocks.append(layout.split(array))
        except ValueError as e:
            raise ValueError(f"argument {i}: {e}") from None
    return [[b[d] for b in blocks] for d in range(count)]


def join_results(layouts: list, results_per_device: list) -> list:
    """Each result as a global array, from every device's blocks."""
    return [layout.join([r[i] for r in results_per_device]) for i, layout in enumerate(layouts)]
