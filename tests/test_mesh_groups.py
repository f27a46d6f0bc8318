"""Mesh-axes replica groups (JAX 0.12 / Shardy) become the dense groups they stand for.

The expected groups are written out by hand from the meaning of a mesh (axes major to minor,
`device_ids` at each flattened position, a sub-axis `"x":(m)k` the k-sized factor of x after
more-major factors of product m); the cases follow the StableHLO compatibility expander's
tests of the same conversion.
"""

from __future__ import annotations

import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.errors import CompileError
from stablehlo_cc.compiler.stablehlo.mesh_groups import Mesh, dense_groups


@pytest.mark.parametrize("axes,ids,refs,expected", [
    ([("x", 2), ("y", 2)], None, [("x", None)], [[0, 2], [1, 3]]),
    ([("x", 2), ("y", 2)], None, [("y", None)], [[0, 1], [2, 3]]),
    ([("x", 2), ("y", 2)], [0, 2, 1, 3], [("x", None)], [[0, 1], [2, 3]]),
    ([("x", 2), ("y", 2)], None, [("x", None), ("y", None)], [[0, 1, 2, 3]]),
    ([("x", 2), ("y", 2)], None, [("y", None), ("x", None)], [[0, 2, 1, 3]]),
    ([("x", 2), ("y", 4)], None, [("y", (1, 2))], [[0, 2], [1, 3], [4, 6], [5, 7]]),
    ([("x", 2), ("y", 4)], None, [("y", (2, 2))], [[0, 1], [2, 3], [4, 5], [6, 7]]),
    ([("foo", 6), ("bar", 5)], None, [("foo", (3, 2)), ("bar", None)],
     [list(range(0, 10)), list(range(10, 20)), list(range(20, 30))]),
    ([("foo", 6), ("bar", 5)], None, [("bar", None), ("foo", (3, 2))],
     [[0, 5, 1, 6, 2, 7, 3, 8, 4, 9], [10, 15, 11, 16, 12, 17, 13, 18, 14, 19],
      [20, 25, 21, 26, 22, 27, 23, 28, 24, 29]]),
    ([("i", 1), ("j", 2)], None, [("i", None), ("j", None)], [[0, 1]]),
    ([], [0], [], [[0]]),
    ([("i", 4)], [3, 1, 0, 2], [], [[3], [1], [0], [2]]),
])
def test_dense_groups(axes, ids, refs, expected):
    assert dense_groups(Mesh(axes, ids), refs) == expected


@pytest.mark.parametrize("refs,message", [
    ([("z", None)], "not an axis"),
    ([("y", (3, 2))], "does not divide"),
    ([("y", None), ("y", (1, 2))], "overlap"),
])
def test_bad_axes(refs, message):
    with pytest.raises(ValueError, match=message):
        dense_groups(Mesh([("x", 2), ("y", 4)], None), refs)


GATHER = '''
module attributes {{mhlo.num_partitions = 4 : i32}} {{
  sdy.mesh @m = <["x"=2, "y"=2], device_ids=[0, 2, 1, 3]>
  func.func public @main(%a: tensor<1xi64>) -> tensor<2xi64> {{
    %r = "stablehlo.all_gather"(%a) {{
      all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
      replica_groups = {groups}, use_global_device_ids
    }} : (tensor<1xi64>) -> tensor<2xi64>
    return %r : tensor<2xi64>
  }}
}}
'''


@pytest.mark.parametrize("groups,expected", [
    # device_ids [0, 2, 1, 3]: positions (x, y) hold devices (0,0)->0 (0,1)->2 (1,0)->1 (1,1)->3
    ('#stablehlo.replica_group_mesh_axes<mesh = @m, axes = [#stablehlo.axis_ref<name = "x">]>',
     [[0, 1], [0, 1], [2, 3], [2, 3]]),
    ('#stablehlo.replica_group_mesh_axes<mesh = @m, axes = [#sdy<axis_ref"y">]>',
     [[0, 2], [1, 3], [0, 2], [1, 3]]),
    ('#stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = ['
     '#stablehlo.mesh_axis<name = "a", size = 4>]>, axes = ['
     '#stablehlo.axis_ref<name = "a", sub_axis_info = (2)2>]>',
     [[0, 1], [0, 1], [2, 3], [2, 3]]),
])
def test_mesh_axes_collective_on_the_grid(groups, expected):
    exe = stablehlo_cc.compile(GATHER.format(groups=groups))
    results = exe.run_grid([[np.array([10 * p], np.int64)] for p in range(4)])
    for p, (r,) in enumerate(results):
        np.testing.assert_array_equal(r, 10 * np.array(expected[p]), err_msg=f"partition {p}")


@pytest.mark.parametrize("groups,message", [
    ('#stablehlo.replica_group_mesh_axes<mesh = @m, axes = [#stablehlo.axis_ref<name = "z">]>',
     'axis "z" is not an axis of the mesh'),
])
def test_bad_mesh_axes_are_compile_errors(groups, message):
    with pytest.raises(CompileError, match=f"prog.mlir:5:10: .*{message}"):
        stablehlo_cc.compile(GATHER.format(groups=groups), source_name="prog.mlir")
