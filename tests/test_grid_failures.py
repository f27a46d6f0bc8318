"""Failure is loud, never a hang: every broken run ends with a GridError naming op,
process and cause, within the run's timeout."""

from __future__ import annotations

import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.runtime.collectives import GridError

REDUCE = """
  %r = "stablehlo.all_reduce"(%x) ({{
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %sum = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %sum : tensor<f32>
  }}) {{replica_groups = dense<{groups}> : tensor<{gshape}xi64>}} : ({t}) -> {t}"""


def _reduce_fn(name, t="tensor<4xf32>", groups="[[0, 1]]", gshape="1x2"):
    return (f"func.func @{name}(%x: {t}) -> {t} {{" + REDUCE.format(groups=groups, gshape=gshape, t=t)
            + f"\n  return %r : {t}\n}}\n")


def test_mismatched_shapes_between_participants():
    src = _reduce_fn("four") + _reduce_fn("five", t="tensor<5xf32>")
    exe = stablehlo_cc.compile(src, entry="four", functions=["four", "five"], num_replicas=2)
    with pytest.raises(GridError) as err:
        exe.run_grid([[np.ones(4, np.float32)], [np.ones(5, np.float32)]],
                     entries=["four", "five"], timeout=10)
    msg = str(err.value)
    assert "stablehlo.all_reduce" in msg and "tensor<4xf32>" in msg and "tensor<5xf32>" in msg
    assert "process 0" in msg and "process 1" in msg


def test_a_process_that_never_arrives():
    src = _reduce_fn("reduce") + """
func.func @idle(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
"""
    exe = stablehlo_cc.compile(src, entry="reduce", functions=["reduce", "idle"], num_replicas=2)
    # The idle process returns without the all_reduce: known at once, no need for the timeout.
    with pytest.raises(GridError) as err:
        exe.run_grid([[np.ones(4, np.float32)]] * 2, entries=["reduce", "idle"], timeout=600)
    msg = str(err.value)
    assert "stablehlo.all_reduce" in msg and "<string>:" in msg
    assert "process 0" in msg and "process 1 (replica 1, partition 0)" in msg
    assert "returned from their functions without it" in msg


def test_a_process_that_is_late_past_the_timeout():
    # Process 1 waits for an infeed nobody fills; process 0 waits for it in all_reduce.
    src = _reduce_fn("reduce") + """
func.func @late(%x: tensor<4xf32>) -> tensor<4xf32> {
  %t = stablehlo.after_all : !stablehlo.token
  %f:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
  return %f#0 : tensor<4xf32>
}
"""
    exe = stablehlo_cc.compile(src, entry="reduce", functions=["reduce", "late"], num_replicas=2)
    with pytest.raises(GridError) as err:
        exe.run_grid([[np.ones(4, np.float32)]] * 2, entries=["reduce", "late"], timeout=0.5)
    msg = str(err.value)
    assert ("stablehlo.all_reduce" in msg and "never did" in msg) or \
        ("stablehlo.infeed" in msg and "stayed empty" in msg)


def test_a_failing_process_wakes_the_others():
    # Process 1 fails at its infeed (wrong dtype queued) while process 0 waits in all_reduce:
    # the run ends with the infeed's error, not with process 0's timeout.
    src = """
func.func @main(%x: tensor<4xf32>, %t: !stablehlo.token) -> tensor<4xf32> {
  %f:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
""" + REDUCE.format(groups="[[0, 1]]", gshape="1x2", t="tensor<4xf32>").replace("(%x)", "(%f#0)") + """
  return %r : tensor<4xf32>
}
"""
    exe = stablehlo_cc.compile(src, num_replicas=2)
    exe.infeed(0).put(np.ones(4, np.float32))
    exe.infeed(1).put(np.ones(4, np.int32))
    with pytest.raises(GridError) as err:
        exe.run_grid([[np.ones(4, np.float32), None]] * 2, timeout=60)
    msg = str(err.value)
    assert "stablehlo.infeed" in msg and "process 1" in msg and "tensor<4xi32>" in msg


def test_a_channel_with_no_receiver():
    src = """
func.func @main(%x: tensor<2xi64>, %t: !stablehlo.token) -> !stablehlo.token {
  %r = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>,
      is_host_transfer = false} : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
  return %r : !stablehlo.token
}
"""
    exe = stablehlo_cc.compile(src)
    with pytest.raises(GridError, match=r"stablehlo.send at .*channel 5 was never received"):
        exe(np.arange(2), None)


def test_a_receive_with_no_sender():
    src = """
func.func @main(%t: !stablehlo.token) -> (tensor<2xi64>, !stablehlo.token) {
  %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>,
      is_host_transfer = false} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  return %r#0, %r#1 : tensor<2xi64>, !stablehlo.token
}
"""
    exe = stablehlo_cc.compile(src, num_replicas=2)
    with pytest.raises(GridError, match=r"deadlock: .*stablehlo.recv .*channel 3"):
        exe.run_grid([[None], [None]], timeout=600)  # both receive: a deadlock, seen at once


def test_a_replica_group_outside_the_grid():
    exe = stablehlo_cc.compile(_reduce_fn("main", groups="[[0, 1], [2, 3]]", gshape="2x2"),
                               num_replicas=2)
    with pytest.raises(GridError, match=r"stablehlo.all_reduce .*replica 2, outside the grid"):
        exe.run_grid([[np.ones(4, np.float32)]] * 2, timeout=10)


def test_permute_pairs_outside_the_grid():
    src = """
func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %p = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 4]]> : tensor<1x2xi64>}
     : (tensor<2xf32>) -> tensor<2xf32>
  return %p : tensor<2xf32>
}
"""
    exe = stablehlo_cc.compile(src, num_replicas=2)
    with pytest.raises(GridError, match="replica 4"):
        exe.run_grid([[np.ones(2, np.float32)]] * 2, timeout=10)


def test_bad_arguments_are_reported_before_the_run():
    exe = stablehlo_cc.compile(_reduce_fn("main"), num_replicas=2)
    with pytest.raises(ValueError, match="process 1: .*shape"):
        exe.run_grid([[np.ones(4, np.float32)], [np.ones(3, np.float32)]])


def test_a_receive_whose_senders_all_returned():
    src = """
func.func @recv(%t: !stablehlo.token) -> (tensor<2xi64>, !stablehlo.token) {
  %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>,
      is_host_transfer = false} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  return %r#0, %r#1 : tensor<2xi64>, !stablehlo.token
}
func.func @idle(%t: !stablehlo.token) -> (tensor<2xi64>, !stablehlo.token) {
  %z = stablehlo.constant dense<0> : tensor<2xi64>
  return %z, %t : tensor<2xi64>, !stablehlo.token
}
"""
    exe = stablehlo_cc.compile(src, entry="recv", functions=["recv", "idle"], num_replicas=2)
    with pytest.raises(GridError, match=r"stablehlo.recv .*channel 3.*returned"):
        exe.run_grid([[None], [None]], entries=["idle", "recv"], timeout=600)


def test_collectives_in_different_orders_are_a_deadlock():
    gather = """
  %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<8xf32>"""
    reduce = REDUCE.format(groups="[[0, 1]]", gshape="1x2", t="tensor<4xf32>")
    ret = "\n  return %r, %g : tensor<4xf32>, tensor<8xf32>\n}\n"
    head = "func.func @{}(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<8xf32>) {{"
    src = head.format("first") + reduce + gather + ret + head.format("second") + gather + reduce + ret
    exe = stablehlo_cc.compile(src, entry="first", functions=["first", "second"], num_replicas=2)
    with pytest.raises(GridError, match=r"deadlock: .*all_reduce.*all_gather|deadlock: .*all_gather.*all_reduce"):
        exe.run_grid([[np.ones(4, np.float32)]] * 2, entries=["first", "second"], timeout=600)
