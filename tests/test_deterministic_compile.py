"""The same program compiles to the same code: in fresh processes with other hash seeds (other
heap addresses), and whatever order MLIR bufferizes the functions in.

One-shot bufferization took the order of the functions from a map keyed by their addresses,
and named the globals of their tensor constants in that order
(compiler/linalg/constant_globals.py): ConvNeXt's assembly differed from one run to the
next."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import mlir.ir as uir

from stablehlo_cc.compiler import pipeline
from stablehlo_cc.compiler.bridge import new_upstream_context
from stablehlo_cc.compiler.linalg.constant_globals import name_constant_globals
from stablehlo_cc.compiler.linalg.stage import run_passes

ROOT = Path(__file__).resolve().parents[1]
_FUNCTIONS = 12
_ONE_SHOT = next(p for p in pipeline.BUFFERIZE if p.startswith("one-shot-bufferize"))


def _program() -> str:
    """Functions that each read one constant of the same type (values 10k..10k+3), so that
    MLIR names the globals `__constant_4xi64`, `_0`, `_1`, ... in the order it visits them."""
    functions = [
        f"""  func.func @f{k}(%i: index) -> i64 {{
    %c = arith.constant dense<[{10 * k}, {10 * k + 1}, {10 * k + 2}, {10 * k + 3}]>
      : tensor<4xi64>
    %e = tensor.extract %c[%i] : tensor<4xi64>
    return %e : i64
  }}""" for k in range(_FUNCTIONS)]
    return "module {\n" + "\n".join(functions) + "\n}\n"


def _globals_by_function(module) -> list[tuple[str, int]]:
    """For each function in module order: the global it reads and that global's first
    value."""
    values = {}
    reads = []
    for op in module.body.operations:
        op = op.operation
        name = uir.StringAttr(op.attributes["sym_name"]).value
        if op.name == "memref.global":
            values[name] = int(str(op.attributes["initial_value"]).split("[")[1].split(",")[0])
        else:
            found = []

            def visit(inner):
                if inner.name == "memref.get_global":
                    found.append(uir.FlatSymbolRefAttr(inner.attributes["name"]).value)
                return uir.WalkResult.ADVANCE

            op.walk(visit)
            reads.append(found[0])
    return [(g, values[g]) for g in reads]


def test_constant_globals_are_named_in_program_order():
    """Every fresh module (its functions at other addresses each time) gets the globals of
    its constants in the order of the functions that read them."""
    expected = [("__constant_4xi64" + ("" if k == 0 else f"_{k - 1}"), 10 * k)
                for k in range(_FUNCTIONS)]
    keep = []  # (live objects of earlier rounds move the later modules' addresses)
    for _ in range(8):
        ctx = new_upstream_context()
        module = uir.Module.parse(_program(), ctx)
        assert name_constant_globals(module) == _FUNCTIONS
        run_passes(module, [_ONE_SHOT], "test", "bufferization", verify=True)
        assert _globals_by_function(module) == expected
        keep.append((ctx, module, [bytearray(4096) for _ in range(50)]))


def test_equal_constants_share_one_global():
    """Two functions reading the same value read one global (as MLIR alone would make)."""
    text = _program().replace("[10, 11, 12, 13]", "[0, 1, 2, 3]")
    ctx = new_upstream_context()
    module = uir.Module.parse(text, ctx)
    assert name_constant_globals(module) == _FUNCTIONS - 1
    run_passes(module, [_ONE_SHOT], "test", "bufferization", verify=True)
    reads = _globals_by_function(module)
    assert reads[0] == reads[1] == ("__constant_4xi64", 0)
    assert len({g for g, _ in reads}) == _FUNCTIONS - 1


def _assembly(tmp_path: Path, seed: int) -> str:
    """ConvNeXt-Tiny (batch 1; its layer functions each hold a depthwise convolution's
    descriptor constant, all `tensor<24xi64>`) compiled to assembly in a fresh process."""
    out = tmp_path / str(seed) / "convnext.s"  # (the file's name names the entry symbol)
    out.parent.mkdir()
    env = dict(os.environ, PYTHONHASHSEED=str(seed))
    model = ROOT / "benchmarks" / "models" / "convnext_tiny_b1" / "model.mlir"
    proc = subprocess.run([sys.executable, "-m", "stablehlo_cc", str(model), "--emit", "asm",
                           "-o", str(out)], capture_output=True, text=True, env=env, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    return out.read_text()


def test_same_assembly_in_fresh_processes(tmp_path):
    """Two compiles of one program in fresh processes with other hash seeds: the same
    assembly (it differed in the names and order of the constants' globals)."""
    first = _assembly(tmp_path, 1)
    assert _assembly(tmp_path, 2) == first


def test_complex_constants_are_left_to_mlir():
    """A constant of complex numbers (whose value these bindings cannot read) is bufferized
    by MLIR alone, next to the globals made here."""
    text = _program().replace(
        "module {\n", "module {\n  func.func @c(%i: index) -> complex<f32> {\n"
        "    %c = arith.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>\n"
        "    %e = tensor.extract %c[%i] : tensor<2xcomplex<f32>>\n"
        "    return %e : complex<f32>\n  }\n")
    ctx = new_upstream_context()
    module = uir.Module.parse(text, ctx)
    assert name_constant_globals(module) == _FUNCTIONS
    run_passes(module, [_ONE_SHOT], "test", "bufferization", verify=True)
    names = [uir.StringAttr(op.operation.attributes["sym_name"]).value
             for op in module.body.operations if op.operation.name == "memref.global"]
    assert "__constant_2xcomplex<f32>" in names and len(names) == _FUNCTIONS + 1


_SOFTMAX = """func.func public @main(%x: tensor<8x40xf32>) -> tensor<8x40xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1]
    : (tensor<8x40xf32>, tensor<f32>) -> tensor<8xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<8xf32>) -> tensor<8x40xf32>
  %d = stablehlo.subtract %x, %mb : tensor<8x40xf32>
  %e = stablehlo.exponential %d : tensor<8x40xf32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1]
    : (tensor<8x40xf32>, tensor<f32>) -> tensor<8xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<8xf32>) -> tensor<8x40xf32>
  %r = stablehlo.divide %e, %sb : tensor<8x40xf32>
  return %r : tensor<8x40xf32>
}
"""
_PRODUCT = """func.func public @main(%a: tensor<64x96xf32>, %b: tensor<96x48xf32>)
    -> tensor<64x48xf32> {
  %p = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0]
    : (tensor<64x96xf32>, tensor<96x48xf32>) -> tensor<64x48xf32>
  %t = stablehlo.tanh %p : tensor<64x48xf32>
  return %t : tensor<64x48xf32>
}
"""


def test_same_code_compiled_again_in_one_process():
    """Programs compiled one after another in one process (the target machines that
    generate their code are shared by the compiles: compiler/backend.py, llvm_passes.py)
    give the same object code, library object and assembly each time as the first time."""
    from stablehlo_cc.compiler import driver

    def outputs(text):
        return (driver.run(text, driver.Options()).obj,
                driver.run(text, driver.Options(pic=True)).obj,
                driver.run(text, driver.Options(), emit="asm").text)

    first = {name: outputs(text) for name, text in (("softmax", _SOFTMAX),
                                                    ("product", _PRODUCT))}
    for _ in range(2):
        for name, text in (("product", _PRODUCT), ("softmax", _SOFTMAX)):
            assert outputs(text) == first[name], name


_PARALLEL = """func.func public @main(%a: tensor<512x1024xf32>, %b: tensor<512x1024xf32>)
    -> tensor<512x1024xf32> {
  %s = stablehlo.add %a, %b : tensor<512x1024xf32>
  %t = stablehlo.tanh %s : tensor<512x1024xf32>
  return %t : tensor<512x1024xf32>
}
"""


def test_llvm_ir_does_not_depend_on_earlier_compiles():
    """A parallel loop's LLVM IR names a struct type (`%struct.ident_t`, the thread pool's
    source location); parsed in llvmlite's process-wide context, the second compile's got
    renamed (`ident_t.0`, later `.3`: ResNet-18's object bytes then differed after other
    models were compiled), and the types stayed for the life of the process."""
    from stablehlo_cc.compiler import driver

    first = driver.run(_PARALLEL, driver.Options(), emit="llvm-ir").text
    assert "%struct.ident_t = type" in first
    for _ in range(2):
        assert driver.run(_PARALLEL, driver.Options(), emit="llvm-ir").text == first
