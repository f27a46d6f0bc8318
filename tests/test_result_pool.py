"""Large results reuse the memory of results the caller has dropped, and only those: a result
(or any view of it) the caller still holds is never handed out again; values match numpy."""

import threading

import numpy as np

import stablehlo_cc
from stablehlo_cc.runtime.result_pool import MIN_BYTES, ResultPool

N = 1 << 20  # 4 MiB of f32: a result the pool serves


def scale_program(n: int) -> str:
    return f"""
func.func @main(%x: tensor<{n}xf32>) -> tensor<{n}xf32> {{
  %c = stablehlo.constant dense<3.0> : tensor<{n}xf32>
  %y = stablehlo.multiply %x, %c : tensor<{n}xf32>
  return %y : tensor<{n}xf32>
}}"""


def address(a: np.ndarray) -> int:
    return a.__array_interface__["data"][0]


def test_dropped_results_are_reused_and_held_ones_never():
    exe = stablehlo_cc.compile(scale_program(N))
    x = np.random.default_rng(0).standard_normal(N).astype(np.float32)
    first = exe(x)
    np.testing.assert_array_equal(first, x * np.float32(3))
    kept = address(first)
    second = exe(x + 1)  # `first` is held: fresh memory
    assert address(second) != kept
    np.testing.assert_array_equal(first, x * np.float32(3))  # not overwritten
    np.testing.assert_array_equal(second, (x + 1) * np.float32(3))
    view = first[10:20]
    del first
    third = exe(x + 2)  # a view of `first` keeps its memory held
    assert address(third) not in (kept, address(second))
    np.testing.assert_array_equal(view, x[10:20] * np.float32(3))
    del view, second, third
    again = {address(exe(x)) for _ in range(4)}  # dropped at once: the same memory each call
    assert len(again) == 1
    assert address(exe(x)) % 64 == 0


def test_loop_keeping_the_last_result():
    """`y = f(x)` in a loop holds one result while the next call runs: two buffers serve."""
    exe = stablehlo_cc.compile(scale_program(N))
    x = np.ones(N, np.float32)
    seen = set()
    y = exe(x)
    for i in range(6):
        y = exe(x * i)
        seen.add(address(y))
        np.testing.assert_array_equal(y, np.full(N, 3.0 * i, np.float32))
    assert len(seen) <= 2


def test_small_results_are_plain_arrays():
    pool = ResultPool([((4,), np.float32), ((MIN_BYTES // 8,), np.float64)])
    small, large = pool.allocate()
    assert small.base is None and large.base is not None
    assert small.shape == (4,) and large.shape == (MIN_BYTES // 8,) and large.dtype == np.float64


def test_concurrent_calls_get_distinct_results():
    exe = stablehlo_cc.compile(scale_program(N))
    xs = [np.full(N, float(i), np.float32) for i in range(4)]
    results, errors = [None] * 4, []

    def run(i):
        try:
            for _ in range(5):
                results[i] = exe(xs[i])
                if not np.array_equal(results[i], xs[i] * np.float32(3)):
                    errors.append(i)
        except Exception as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    for i in range(4):
        np.testing.assert_array_equal(results[i], xs[i] * np.float32(3))
    assert len({address(r) for r in results}) == 4


def test_a_training_loop_reuses_mid_size_results():
    # `params = step(params)`: the previous results stay alive while the next call runs.
    # Results of a few hundred KiB (an Adam step's moments) come from the pool too, so the
    # loop alternates between two buffers instead of faulting in fresh pages every call.
    pool = ResultPool([((64 * 1024,), np.float32), ((128, 128), np.float32)])
    previous = pool.allocate()
    seen = [set(), set()]
    for _ in range(10):
        current = pool.allocate()
        for i, array in enumerate(current):
            assert not np.shares_memory(array, previous[i])
            seen[i].add(array.__array_interface__["data"][0])
        previous = current
    assert all(len(addresses) <= 2 for addresses in seen), seen
