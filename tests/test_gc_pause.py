"""Automatic garbage collection is paused while a compile runs and restored after
(compiler/gc_pause.py): with the collector's thresholds at their lowest, a compile would
collect thousands of times; it collects none, and the caller's setting comes back."""

from __future__ import annotations

import gc
import threading

import pytest

import stablehlo_cc
from stablehlo_cc.compiler import gc_pause

PROGRAM = """
func.func @main(%x: tensor<64x128xf32>, %w: tensor<128x32xf32>) -> tensor<64x32xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0]
      : (tensor<64x128xf32>, tensor<128x32xf32>) -> tensor<64x32xf32>
  %1 = stablehlo.tanh %0 : tensor<64x32xf32>
  return %1 : tensor<64x32xf32>
}
"""


@pytest.fixture
def eager_collector():
    thresholds, enabled = gc.get_threshold(), gc.isenabled()
    collections = []

    def record(phase, info):  # (whether each collection ran inside a pause)
        if phase == "start":
            collections.append(gc_pause._depth > 0)

    gc.set_threshold(1, 1, 1)
    gc.callbacks.append(record)
    try:
        yield collections
    finally:
        gc.callbacks.remove(record)
        gc.set_threshold(*thresholds)
        (gc.enable if enabled else gc.disable)()


def test_a_compile_runs_no_collection_and_restores_the_setting(eager_collector):
    gc.enable()
    exe = stablehlo_cc.compile(PROGRAM, cache=False)
    assert not any(eager_collector)
    assert gc.isenabled()
    before = len(eager_collector)
    [[] for _ in range(100)]  # (the collector runs again after)
    assert len(eager_collector) > before
    assert exe.signature is not None


def test_a_caller_that_disabled_collection_keeps_it_disabled(eager_collector):
    gc.disable()
    stablehlo_cc.compile(PROGRAM, cache=False)
    assert not gc.isenabled()


def test_concurrent_pauses_restore_once_the_last_ends():
    gc.enable()
    inside, release = threading.Event(), threading.Event()

    def hold():
        with gc_pause.paused():
            inside.set()
            release.wait(10)

    t = threading.Thread(target=hold)
    t.start()
    inside.wait(10)
    with gc_pause.paused():
        assert not gc.isenabled()
    assert not gc.isenabled()  # the other pause is still on
    release.set()
    t.join()
    assert gc.isenabled()
