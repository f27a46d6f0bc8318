"""The lazy rule registry (compiler/stablehlo/registry.py): a compile imports only the rule
modules whose source names an op of the program, so the index read from the sources must
name, for every rule registered, the module that registers it."""

from __future__ import annotations

import os
import subprocess
import sys

from stablehlo_cc.compiler.stablehlo import registry


def test_source_index_names_every_registered_rule():
    by_op, always = registry._source_index()
    table = registry.registered_rules()  # every module imported
    assert len(table) > 50
    for op, rule in table.items():
        assert rule.__module__ in by_op.get(op, set()) | set(always), (op, rule.__module__)


def test_literal_registrations_refuses_what_it_cannot_read(tmp_path):
    (tmp_path / "lit.py").write_text('@lowering("stablehlo.a", "stablehlo.b",)\ndef f(op): ...\n')
    (tmp_path / "star.py").write_text('@lowering(*NAMES)\ndef f(op): ...\n')
    (tmp_path / "none.py").write_text("from .x import lowering as register\n"
                                      "@register('stablehlo.c')\ndef f(op): ...\n")
    (tmp_path / "helper.py").write_text("def helper(): ...\n")
    paths = [str(tmp_path)]
    assert registry._literal_registrations(paths, "lit") == ["stablehlo.a", "stablehlo.b"]
    assert registry._literal_registrations(paths, "star") is None
    assert registry._literal_registrations(paths, "none") is None
    assert registry._literal_registrations(paths, "helper") == []  # registers nothing
    assert registry._literal_registrations(paths, "missing") is None


_CHILD = """
import sys
import numpy as np
import stablehlo_cc
src = '''
func.func @main(%a: tensor<2x64x128xf32>, %b: tensor<2x64x128xf32>) -> tensor<2x64x128xf32> {
  %0 = stablehlo.add %a, %b : tensor<2x64x128xf32>
  %1 = stablehlo.maximum %0, %b : tensor<2x64x128xf32>
  return %1 : tensor<2x64x128xf32>
}
'''
a = np.random.default_rng(0).standard_normal((2, 64, 128)).astype(np.float32)
b = np.random.default_rng(1).standard_normal((2, 64, 128)).astype(np.float32)
np.testing.assert_array_equal(stablehlo_cc.compile(src, cache=False)(a, b),
                              np.maximum(a + b, b))
rules = [m for m in sys.modules if m.startswith("stablehlo_cc.compiler.stablehlo.rules.")]
assert "stablehlo_cc.compiler.stablehlo.rules.float_edges" in rules  # maximum's rule
assert "stablehlo_cc.compiler.stablehlo.rules.fft" not in rules, rules
assert "stablehlo_cc.compiler.stablehlo.rules.sort_radix" not in rules, rules  # a helper
print("ok")
"""


def test_compile_imports_only_the_rules_it_needs():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = subprocess.run([sys.executable, "-c", _CHILD], capture_output=True, text=True,
                         cwd=root, env=dict(os.environ, PYTHONPATH=root))
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip().endswith("ok")
