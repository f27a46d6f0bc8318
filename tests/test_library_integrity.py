"""A library with changed bytes is refused by `load` before `dlopen` (which such a file can
crash): its metadata holds a checksum of everything the loader reads (contract/integrity.py).
The mutated libraries are loaded in worker subprocesses, so a crash fails one job, not pytest."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.contract.elf import loaded_ranges

from worker_processes import run_in_workers

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PROGRAM = """
func.func @main(%a: tensor<2x64x128xf32>, %b: tensor<128x32xf32>) -> tensor<2x64x32xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [2] x [0]
      : (tensor<2x64x128xf32>, tensor<128x32xf32>) -> tensor<2x64x32xf32>
  %1 = stablehlo.tanh %0 : tensor<2x64x32xf32>
  return %1 : tensor<2x64x32xf32>
}
"""

# One job: change 1-4 bytes of the library at places the loader reads (seeded), load it,
# call it, compare with numpy. Prints the outcome as one JSON line.
WORKER = textwrap.dedent('''
    import json, os, sys, tempfile
    import numpy as np
    import stablehlo_cc
    from stablehlo_cc.contract.elf import loaded_ranges

    base = open(sys.argv[1], "rb").read()
    ranges = loaded_ranges(base, sys.argv[1])
    rng0 = np.random.default_rng(0)
    a = rng0.standard_normal((2, 64, 128)).astype(np.float32)
    b = (rng0.standard_normal((128, 32)) / 16).astype(np.float32)
    expected = np.tanh(np.einsum("bij,jk->bik", a.astype(np.float64), b))
    for seed in map(int, sys.argv[2:]):
        rng = np.random.default_rng(seed)
        data = bytearray(base)
        sizes = np.array([e - s for s, e in ranges], dtype=float)
        for _ in range(int(rng.integers(1, 5))):
            start, end = ranges[rng.choice(len(ranges), p=sizes / sizes.sum())]
            at = int(rng.integers(start, end))
            data[at] ^= int(rng.integers(1, 256))
        path = os.path.join(tempfile.mkdtemp(), f"libmut{seed}.so")
        open(path, "wb").write(bytes(data))
        try:
            got = stablehlo_cc.load(path)(a, b)
            outcome = "right" if np.allclose(got, expected, atol=1e-4) else "wrong"
        except ValueError as e:
            outcome = "refused: " + str(e)
        except Exception as e:
            outcome = f"unexpected {type(e).__name__}: {e}"
        print(json.dumps({"seed": seed, "outcome": outcome}), flush=True)
''')


@pytest.fixture(scope="module")
def library(tmp_path_factory):
    path = tmp_path_factory.mktemp("integrity") / "libprog.so"
    stablehlo_cc.build_library(PROGRAM, str(path))
    return path


def _inputs():
    rng = np.random.default_rng(0)
    a = rng.standard_normal((2, 64, 128)).astype(np.float32)
    b = (rng.standard_normal((128, 32)) / 16).astype(np.float32)
    return a, b, np.tanh(np.einsum("bij,jk->bik", a.astype(np.float64), b))


def test_a_sealed_library_loads_and_stripping_keeps_it_loadable(library, tmp_path):
    a, b, expected = _inputs()
    np.testing.assert_allclose(stablehlo_cc.load(library)(a, b), expected, atol=1e-4)
    stripped = tmp_path / "libstripped.so"
    proc = subprocess.run(["strip", "-o", str(stripped), str(library)], capture_output=True,
                          text=True)
    assert proc.returncode == 0, proc.stderr
    assert stripped.stat().st_size < library.stat().st_size
    np.testing.assert_allclose(stablehlo_cc.load(stripped)(a, b), expected, atol=1e-4)


def test_one_changed_code_byte_is_refused(library, tmp_path):
    data = bytearray(library.read_bytes())
    text = [r for r in loaded_ranges(bytes(data), str(library))][2:]
    start, end = max(text, key=lambda r: r[1] - r[0])
    data[(start + end) // 2] ^= 0x40
    damaged = tmp_path / "libdamaged.so"
    damaged.write_bytes(bytes(data))
    with pytest.raises(ValueError, match="is damaged: its contents do not match the checksum"):
        stablehlo_cc.load(damaged)


def _mutations(library, seeds) -> dict:
    def failed(seed, how, stderr, seconds):
        return f"worker died ({how}) after {seconds} s: {''.join(stderr[-5:])}"

    return run_in_workers(list(seeds), lambda keys: [sys.executable, "-c", WORKER,
                                                     str(library), *map(str, keys)],
                          env=dict(os.environ, PYTHONPATH=ROOT), cwd=ROOT, timeout=60,
                          finished=lambda obj: (obj["seed"], obj["outcome"]), failed=failed)


def _check(outcomes: dict) -> None:
    bad = {seed: o for seed, o in outcomes.items()
           if not (o == "right" or o.startswith("refused: "))}
    assert not bad, json.dumps(bad, indent=1)
    # Only the ELF header's section-header fields are outside the checksum.
    assert sum(o.startswith("refused: ") for o in outcomes.values()) >= 0.9 * len(outcomes)


def test_changed_bytes_are_refused_never_a_crash(library):
    _check(_mutations(library, range(40)))


@pytest.mark.slow
def test_changed_bytes_sweep(library):
    _check(_mutations(library, range(1000, 1400)))
