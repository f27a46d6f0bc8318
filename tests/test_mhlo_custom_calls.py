"""`stablehlo.custom_call @mhlo.<op>` (XLA's encoding of MHLO ops StableHLO lacks, as torch_xla
exports them) compiles to the op itself; values against scipy/numpy in f64."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest
import scipy.special as sp

import stablehlo_cc
from stablehlo_cc import CompileError

_SHAPE = (64, 128)
_T = "tensor<64x128x{}>"

# target -> (numpy/scipy oracle, input range(s)). lgamma and digamma have zeros inside their
# range, where f32 can only be right to an absolute error (relative error floors below).
_UNARY = {
    "erf": (sp.erf, (-3, 3)),
    "erfc": (sp.erfc, (-3, 3)),
    "erf_inv": (sp.erfinv, (-0.99, 0.99)),
    "acos": (np.arccos, (-1, 1)),
    "asin": (np.arcsin, (-1, 1)),
    "atan": (np.arctan, (-8, 8)),
    "acosh": (np.arccosh, (1, 20)),
    "asinh": (np.arcsinh, (-20, 20)),
    "atanh": (np.arctanh, (-0.99, 0.99)),
    "cosh": (np.cosh, (-8, 8)),
    "sinh": (np.sinh, (-8, 8)),
    "tan": (np.tan, (-1.5, 1.5)),
    "lgamma": (sp.gammaln, (0.05, 12)),
    "digamma": (sp.digamma, (0.3, 12)),
    "bessel_i1e": (sp.i1e, (-15, 15)),
}
_BINARY = {
    "polygamma": (lambda n, x: sp.polygamma(n.astype(int), x), ((0, 3), (0.5, 6))),
    "zeta": (sp.zeta, ((1.5, 6), (0.5, 4))),
}


def _custom_call(target: str, operands: str, types: str, result: str, attrs: str = "{}") -> str:
    return (f"stablehlo.custom_call @mhlo.{target}({operands}) {{mhlo.attributes = {attrs}, "
            f"mhlo.version = 1 : i64}} : ({types}) -> {result}")


def _inputs(rng, lo, hi, dtype, integral=False):
    x = rng.uniform(lo, hi, _SHAPE)
    return (np.floor(x) if integral else x).astype(dtype)


_FLOOR = {"lgamma": 1.0, "digamma": 1.0}


def _check(got, want, dtype, name=""):
    rtol = 2e-5 if dtype == np.float32 else 1e-10
    floor = _FLOOR.get(name, 1e-3) if dtype == np.float32 else 1e-8
    scale = np.maximum(np.abs(want), floor)
    err = np.max(np.abs(got.astype(np.float64) - want) / scale)
    assert err < rtol, err


@pytest.mark.parametrize("dtype", [np.float32, np.float64], ids=["f32", "f64"])
@pytest.mark.parametrize("name", sorted(_UNARY))
def test_unary_math_target(name, dtype):
    fn, (lo, hi) = _UNARY[name]
    et = "f32" if dtype == np.float32 else "f64"
    t = _T.format(et)
    src = (f"func.func @main(%x: {t}) -> {t} {{\n  %0 = {_custom_call(name, '%x', t, t)}\n"
           f"  return %0 : {t}\n}}")
    x = _inputs(np.random.default_rng(1), lo, hi, dtype)
    _check(stablehlo_cc.compile(src)(x), fn(x.astype(np.float64)), dtype, name)


@pytest.mark.parametrize("name", sorted(_BINARY))
def test_binary_math_target(name):
    fn, ((lo0, hi0), (lo1, hi1)) = _BINARY[name]
    t = _T.format("f64")
    src = (f"func.func @main(%a: {t}, %b: {t}) -> {t} {{\n"
           f"  %0 = {_custom_call(name, '%a, %b', f'{t}, {t}', t)}\n  return %0 : {t}\n}}")
    rng = np.random.default_rng(2)
    a = _inputs(rng, lo0, hi0, np.float64, integral=(name == "polygamma"))
    b = _inputs(rng, lo1, hi1, np.float64)
    _check(stablehlo_cc.compile(src)(a, b), fn(a, b), np.float64)


def test_next_after():
    t = _T.format("f32")
    src = (f"func.func @main(%a: {t}, %b: {t}) -> {t} {{\n"
           f"  %0 = {_custom_call('next_after', '%a, %b', f'{t}, {t}', t)}\n  return %0 : {t}\n}}")
    rng = np.random.default_rng(3)
    a = rng.standard_normal(_SHAPE).astype(np.float32)
    b = rng.standard_normal(_SHAPE).astype(np.float32)
    np.testing.assert_array_equal(stablehlo_cc.compile(src)(a, b), np.nextafter(a, b))


def _topk_oracle(x, k, largest):
    key = x.astype(np.float64)
    order = np.argsort(-key if largest else key, axis=-1, kind="stable")[..., :k]
    return np.take_along_axis(x, order, axis=-1), order


@pytest.mark.parametrize("largest", [True, False], ids=["largest", "smallest"])
@pytest.mark.parametrize("et,index", [("f32", "i32"), ("f32", "i64"), ("i32", "i32")])
def test_topk(et, index, largest):
    k = 5
    t, r = f"tensor<2x64x128x{et}>", f"tensor<2x64x{k}x{et}>"
    ri = f"tensor<2x64x{k}x{index}>"
    attrs = f"{{k = {k} : i64, largest = {'true' if largest else 'false'}}}"
    src = (f"func.func @main(%x: {t}) -> ({r}, {ri}) {{\n"
           f"  %0:2 = {_custom_call('topk', '%x', t, f'({r}, {ri})', attrs)}\n"
           f"  return %0#0, %0#1 : {r}, {ri}\n}}")
    rng = np.random.default_rng(4)
    if et == "f32":
        x = rng.standard_normal((2, 64, 128)).astype(np.float32)
    else:  # small range: many ties, and the extremes of the type
        x = rng.integers(-20, 20, (2, 64, 128)).astype(np.int32)
        x[0, 0, :2] = [np.iinfo(np.int32).min, np.iinfo(np.int32).max]
    values, indices = stablehlo_cc.compile(src)(x)
    want_values, want_indices = _topk_oracle(x, k, largest)
    np.testing.assert_array_equal(values, want_values)
    np.testing.assert_array_equal(indices, want_indices)
    assert indices.dtype == np.dtype("int32" if index == "i32" else "int64")


def test_copy_passes_its_operand_on():
    t = _T.format("f32")
    src = (f"func.func @main(%x: {t}) -> {t} {{\n  %0 = {_custom_call('copy', '%x', t, t)}\n"
           f"  return %0 : {t}\n}}")
    x = np.random.default_rng(5).standard_normal(_SHAPE).astype(np.float32)
    np.testing.assert_array_equal(stablehlo_cc.compile(src)(x), x)


def test_gelu_as_torch_xla_writes_it():
    """torch.nn.functional.gelu through torch_xla: x/2 * (1 + erf(x/sqrt 2))."""
    t = "tensor<2x64x128xf32>"
    src = textwrap.dedent(f"""
    func.func @main(%arg0: {t}) -> {t} {{
      %c1 = stablehlo.constant dense<1.000000e+00> : {t}
      %cr = stablehlo.constant dense<0.707106769> : {t}
      %ch = stablehlo.constant dense<5.000000e-01> : {t}
      %0 = stablehlo.multiply %arg0, %ch : {t}
      %1 = stablehlo.multiply %arg0, %cr : {t}
      %2 = stablehlo.custom_call @mhlo.erf(%1) {{mhlo.attributes = {{}}, mhlo.version = 1 : i64}} : ({t}) -> {t}
      %3 = stablehlo.add %2, %c1 : {t}
      %4 = stablehlo.multiply %0, %3 : {t}
      return %4 : {t}
    }}""")
    x = np.random.default_rng(6).standard_normal((2, 64, 128)).astype(np.float32) * 3
    x64 = x.astype(np.float64)
    want = x64 / 2 * (1 + sp.erf(x64 / np.sqrt(2)))
    np.testing.assert_allclose(stablehlo_cc.compile(src)(x), want, rtol=1e-5, atol=1e-6)


def test_unknown_mhlo_target_is_a_clean_error():
    t = _T.format("f32")
    src = (f"func.func @main(%x: {t}) -> {t} {{\n  %0 = {_custom_call('no_such_op', '%x', t, t)}\n"
           f"  return %0 : {t}\n}}")
    with pytest.raises(CompileError, match="mhlo.no_such_op"):
        stablehlo_cc.compile(src)


def test_topk_without_k_is_a_clean_error():
    t, r = "tensor<4x8xf32>", "tensor<4x2xf32>"
    src = (f"func.func @main(%x: {t}) -> ({r}, tensor<4x2xi32>) {{\n"
           f"  %0:2 = {_custom_call('topk', '%x', t, f'({r}, tensor<4x2xi32>)')}\n"
           f"  return %0#0, %0#1 : {r}, tensor<4x2xi32>\n}}")
    with pytest.raises(CompileError, match="has no 'k'"):
        stablehlo_cc.compile(src)


@pytest.mark.skipif(importlib.util.find_spec("torch_xla") is None, reason="torch_xla not installed")
def test_torch_xla_gelu_export_compiles_and_matches(tmp_path):
    code = textwrap.dedent("""
        import numpy as np, torch
        from torch_xla.stablehlo import exported_program_to_stablehlo
        import stablehlo_cc

        class M(torch.nn.Module):
            def forward(self, x):
                return torch.nn.functional.gelu(x) * torch.erf(x)

        x = torch.randn(2, 64, 128) * 3
        text = exported_program_to_stablehlo(torch.export.export(M(), (x,))).get_stablehlo_text()
        assert "@mhlo.erf" in text, "the export no longer uses mhlo.erf"
        got = stablehlo_cc.compile(text)(x.numpy())
        want = M()(x.double()).numpy()
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)
        print("OK")
    """)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=600, cwd=str(tmp_path), env=dict(os.environ, PYTHONPATH=root,
                                                                   PJRT_DEVICE="CPU"))
    assert proc.returncode == 0 and proc.stdout.strip().endswith("OK"), proc.stderr[-3000:]
