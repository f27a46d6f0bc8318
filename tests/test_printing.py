"""The built-in debug print `stablehlo_cc.print`: the reference interpreter's format (checked
against what `interpreter.print` writes in the interpreter itself), whole prints from grid
threads, and the reserved `stablehlo_cc.*` target names."""

from __future__ import annotations

import re
import subprocess
import sys

import ml_dtypes
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.runtime.printing import format_tensor
from stablehlo_cc.types import element_name

_INTERPRET = """
import sys
from stablehlo_cc.compiler import frontend
from jaxlib.mlir import ir
from jaxlib.mlir._mlir_libs import _stablehlo
ctx = frontend.new_context()
_stablehlo.register_interpreter_dialect(ctx)
with ctx:
    _stablehlo.eval_module(ir.Module.parse(sys.stdin.read()), [])
"""


def _tensor_type(a: np.ndarray, element: str) -> str:
    return f"tensor<{''.join(f'{d}x' for d in a.shape)}{element}>"


def interpreter_prints(arrays: list, elements: list) -> str:
    """What `interpreter.print` writes for each array (a subprocess: the interpreter writes to
    the C stdout), with the SSA names it gives left out."""
    lines = []
    for i, (a, el) in enumerate(zip(arrays, elements)):
        t = _tensor_type(a, el)
        literal = f'dense<"0x{np.ascontiguousarray(a).tobytes().hex().upper()}">' \
            if a.size else "dense<>"
        lines.append(f"  %v{i} = stablehlo.constant {literal} : {t}\n"
                     f"  interpreter.print %v{i} : {t}")
    text = "func.func @main() {\n" + "\n".join(lines) + "\n  func.return\n}"
    out = subprocess.run([sys.executable, "-c", _INTERPRET], input=text, capture_output=True,
                         text=True, check=True, timeout=120).stdout
    return re.sub(r"(?m)^%\S+ = ", "", out)


def _samples():
    rng = np.random.default_rng(0)
    arrays, elements = [], []
    for dt in [np.float32, np.float64, np.float16, ml_dtypes.bfloat16]:
        width = np.dtype(dt).itemsize
        bits = rng.integers(0, 2 ** (8 * width), 200, dtype=np.uint64).astype(f"u{width}")
        special = np.array([0.1, 1.234567, 123456789, 1e-30, 1e30, -0.0, 1.5, 100000, 1234567,
                            0.001, 0.0001, 12345.678, np.inf, -np.inf, np.nan],
                           np.float64)
        with np.errstate(over="ignore"):
            arrays.append(np.concatenate([bits.view(dt), special.astype(dt)]))
        elements.append(element_name(dt))
    for dt, count in [(ml_dtypes.float8_e4m3fn, 256), (ml_dtypes.float8_e5m2, 256),
                      (ml_dtypes.float8_e3m4, 256), (ml_dtypes.float8_e8m0fnu, 256),
                      (ml_dtypes.float6_e2m3fn, 64), (ml_dtypes.float4_e2m1fn, 16)]:
        arrays.append(np.arange(count, dtype=np.uint8).view(dt))  # every bit pattern
        elements.append(element_name(dt))
    more = [
        (np.array([[1 + 2j, -0.5 - 3.25j]], np.complex64), "complex<f32>"),
        (np.array([0.1 + 2j], np.complex128), "complex<f64>"),
        (np.array([[[1, -2]], [[3, 4]]], np.int8), "i8"),
        (np.array([2 ** 64 - 1, 0], np.uint64), "ui64"),
        (np.array(True), "i1"),
        (np.array([True, False]), "i1"),
        (np.array(-2 ** 63, np.int64), "i64"),
        (np.array(2.5, np.float32), "f32"),
        (np.zeros((2, 0), np.int8), "i8"),
        (np.zeros((0, 2), np.int8), "i8"),
        (np.zeros((0,), np.uint8), "ui8"),
        (np.array([1, -2, 3, -8], ml_dtypes.int4), "i4"),
        (np.array([1, 3], ml_dtypes.uint2), "ui2"),
    ]
    return arrays + [a for a, _ in more], elements + [e for _, e in more]


def test_format_matches_the_reference_interpreter():
    arrays, elements = _samples()
    want = interpreter_prints(arrays, elements)
    got = "".join(format_tensor(a, el) + "\n" for a, el in zip(arrays, elements))
    assert got == want


PROGRAM = """
func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  stablehlo.custom_call @stablehlo_cc.print(%x) {has_side_effect = true, backend_config = "%x"}
      : (tensor<2x3xf32>) -> ()
  %y = stablehlo.multiply %x, %x : tensor<2x3xf32>
  stablehlo.custom_call @stablehlo_cc.print(%y) {has_side_effect = true,
      backend_config = {ignored = 1 : i32}, api_version = 4 : i32} : (tensor<2x3xf32>) -> ()
  return %y : tensor<2x3xf32>
}
"""


def test_print_from_compiled_code(capsys):
    exe = stablehlo_cc.compile(PROGRAM)
    x = np.array([[1, 2, 3], [4, 5, 6]], np.float32) / 4
    capsys.readouterr()
    np.testing.assert_array_equal(exe(x), x * x)
    out = capsys.readouterr().out
    # the second print's backend_config is a dictionary: no name
    assert out == f"%x = {format_tensor(x, 'f32')}\n{format_tensor(x * x, 'f32')}\n"
    assert out.startswith("%x = tensor<2x3xf32> {\n  [\n    [2.500000e-01, 5.000000e-01, "
                          "7.500000e-01],\n")


def test_grid_threads_print_whole_tensors(capsys):
    """8 processes each print a 64x64 tensor of their own id: every block comes out whole."""
    src = """
    func.func @main(%x: tensor<64x64xi32>) -> tensor<64x64xi32> {
      %r = stablehlo.replica_id : tensor<ui32>
      %i = stablehlo.convert %r : (tensor<ui32>) -> tensor<i32>
      %b = stablehlo.broadcast_in_dim %i, dims = [] : (tensor<i32>) -> tensor<64x64xi32>
      %y = stablehlo.add %x, %b : tensor<64x64xi32>
      stablehlo.custom_call @stablehlo_cc.print(%y) {has_side_effect = true, backend_config = "%y"}
          : (tensor<64x64xi32>) -> ()
      return %y : tensor<64x64xi32>
    }
    """
    exe = stablehlo_cc.compile(src, num_replicas=8)
    capsys.readouterr()
    exe.run_grid([[np.zeros((64, 64), np.int32)] for _ in range(8)])
    out = capsys.readouterr().out
    blocks = sorted(re.split(r"(?m)^(?=%y = )", out)[1:])
    assert blocks == sorted(
        "%y = " + format_tensor(np.full((64, 64), r, np.int32), "i32") + "\n" for r in range(8))


def test_builtin_names_are_reserved():
    with pytest.raises(ValueError, match="built into"):
        stablehlo_cc.register_custom_call("stablehlo_cc.print", print)
    with pytest.raises(ValueError, match="built into"):
        stablehlo_cc.register_custom_call("stablehlo_cc.anything", print)
