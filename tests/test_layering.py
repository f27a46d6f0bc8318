"""The package's layers import in one direction and its modules form no cycle.

compiler/ and runtime/ never import each other; both build on contract/ and the shared leaves
(errors, types); the API (api, cli, the package) wires them. Imports are read from the source
with `ast` (tools/import_graph.py), function-local ones included, so a cycle cannot hide
behind an import moved into a function.
"""

import importlib.util
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("import_graph", ROOT / "tools" / "import_graph.py")
import_graph = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(import_graph)


def _describe(edges):
    return "\n".join(f"{e.source}:{e.line} -> {e.target}" + (" (local)" if e.local else "")
                     for e in edges)


def test_every_module_is_in_a_layer():
    modules, _ = import_graph.import_edges()
    outside = sorted(m for m in modules if import_graph.layer_of(m) == "other")
    assert not outside, f"modules outside compiler/, contract/, runtime/ and the API: {outside}"
    base = sorted(m for m in modules if import_graph.layer_of(m) == "base")
    assert base == ["stablehlo_cc.errors", "stablehlo_cc.types"], \
        f"only errors and types are shared top-level leaves, found {base}"


def test_layers_import_in_one_direction():
    _, edges = import_graph.import_edges()
    bad = import_graph.forbidden(edges)
    assert not bad, "imports against the layering:\n" + _describe(bad)


def test_compiler_and_runtime_never_import_each_other():
    _, edges = import_graph.import_edges()
    crossing = [e for e in edges
                if {import_graph.layer_of(e.source), import_graph.layer_of(e.target)} ==
                {"compiler", "runtime"}]
    assert not crossing, _describe(crossing)


def test_no_import_cycles():
    modules, edges = import_graph.import_edges()
    assert import_graph.cycles(modules, edges) == []


def _write(root: Path, files: dict) -> None:
    for name, text in files.items():
        path = root / "stablehlo_cc" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))


def test_the_checker_sees_local_imports_cycles_and_wrong_directions(tmp_path):
    """The rules above are only as good as the graph: a cycle closed by a function-local
    import and a runtime module importing the compiler must both be found."""
    _write(tmp_path, {
        "__init__.py": "from . import api\n",
        "api.py": "from .compiler import driver\nfrom .runtime import grid\n",
        "errors.py": "",
        "compiler/__init__.py": "",
        "compiler/driver.py": "from ..errors import *\nfrom . import passes\n",
        "compiler/passes.py": """\
            def later():
                from .driver import run  # closes driver -> passes -> driver
            """,
        "contract/__init__.py": "",
        "contract/abi.py": "import stablehlo_cc.errors\n",
        "runtime/__init__.py": "",
        "runtime/grid.py": """\
            from ..contract import abi
            def compile_region():
                from ..compiler.driver import run  # the runtime reaching into the compiler
            """,
    })
    modules, edges = import_graph.import_edges(tmp_path)
    assert import_graph.cycles(modules, edges) == [
        ["stablehlo_cc.compiler.driver", "stablehlo_cc.compiler.passes"]]
    bad = [(e.source, e.target, e.local) for e in import_graph.forbidden(edges)]
    assert bad == [("stablehlo_cc.runtime.grid", "stablehlo_cc.compiler.driver", True)]
    assert ("stablehlo_cc.contract.abi", "stablehlo_cc.errors") in \
        {(e.source, e.target) for e in edges}  # absolute imports count too
    report = import_graph.report(tmp_path)
    assert "runtime -> compiler: 1   FORBIDDEN" in report
    assert "cycles: 1" in report
