"""The package's module import graph: layer edges, forbidden directions, cycles.

    python tools/import_graph.py            # summary: layers, forbidden edges, cycles, local imports
    python tools/import_graph.py --edges    # also every module -> module edge

Imports are read with `ast` from the source, so function-local and `TYPE_CHECKING` imports
count like top-level ones (a cycle held together by a local import is still a cycle). The
layers are the package's folders (README, "How it works"): `compiler/` and `runtime/` sit on
`contract/` and the shared leaf modules (`errors`, `types`); the API (`api`, `cli`, the package
itself) sits on top and wires compiler and runtime. tests/test_layering.py asserts the rules.
"""

import argparse
import ast
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

PACKAGE = "stablehlo_cc"
ROOT = Path(__file__).resolve().parent.parent

# Top-level modules that form the API layer; every other top-level module is a shared leaf.
API_MODULES = {PACKAGE, f"{PACKAGE}.api", f"{PACKAGE}.cli", f"{PACKAGE}.__main__",
               f"{PACKAGE}.compile_cache", f"{PACKAGE}.cache_key", f"{PACKAGE}.cache_cli"}
LAYER_FOLDERS = ("compiler", "contract", "runtime")
# Which layers each layer may import (itself always).
ALLOWED = {
    "api": {"api", "compiler", "contract", "runtime", "base"},
    "compiler": {"compiler", "contract", "base"},
    "runtime": {"runtime", "contract", "base"},
    "contract": {"contract", "base"},
    "base": {"base"},
}


@dataclass(frozen=True)
class Edge:
    source: str
    target: str
    line: int
    local: bool  # inside a function (or class body), not at module level


def module_files(root=ROOT):
    """Module name -> source file, for every module of the package."""
    modules = {}
    for path in sorted((root / PACKAGE).rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        modules[".".join(parts)] = path
    return modules


def layer_of(module):
    """The layer a module belongs to, from its folder."""
    if module in API_MODULES:
        return "api"
    parts = module.split(".")
    if len(parts) > 1 and parts[1] in LAYER_FOLDERS:
        return parts[1]
    # A module in no layer folder ("other", e.g. the old `passes/`) is reported, not checked.
    return "base" if len(parts) == 2 else "other"


def _is_package(module, modules):
    return modules.get(module, Path()).name == "__init__.py"


def _resolve(module, modules, level, name):
    """The absolute name an import statement of `module` refers to."""
    if level == 0:
        return name
    base = module.split(".")
    if not _is_package(module, modules):
        base = base[:-1]
    if level > 1:
        base = base[:len(base) - (level - 1)]
    return ".".join(base + ([name] if name else []))


def _enclosing_functions(tree):
    """Line ranges of every function and class body, to tell local imports from top-level."""
    ranges = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            ranges.append((node.lineno, node.end_lineno))
    return ranges


def _target(name, modules):
    """The package module an imported name lives in (longest known prefix)."""
    parts = name.split(".")
    while parts:
        candidate = ".".join(parts)
        if candidate in modules:
            return candidate
        parts.pop()
    return None


def import_edges(root=ROOT):
    """Every import of a package module by a package module."""
    modules = module_files(root)
    edges = []
    for module, path in modules.items():
        tree = ast.parse(path.read_text(), str(path))
        local_ranges = _enclosing_functions(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = _resolve(module, modules, node.level, node.module)
                # `from pkg import sub` imports the submodule when there is one.
                names = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base
                         for alias in node.names]
            else:
                continue
            local = any(start < node.lineno <= end for start, end in local_ranges)
            for name in names:
                target = _target(name, modules)
                edge = Edge(module, target, node.lineno, local)
                if target is not None and target != module and edge not in edges:
                    edges.append(edge)
    return modules, edges


def cycles(modules, edges):
    """Strongly connected components of more than one module (Tarjan), each sorted."""
    graph = {m: sorted({e.target for e in edges if e.source == m}) for m in modules}
    index, low, on_stack, stack, found = {}, {}, set(), [], []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10 * len(modules)))
    for v in modules:
        if v not in index:
            visit(v)
    return sorted(found, key=lambda c: (-len(c), c))


def allowed(source, target):
    """Whether layer `source` may import layer `target` ("other", outside the layers: unchecked)."""
    return "other" in (source, target) or target in ALLOWED[source]


def forbidden(edges):
    """Edges from a layer to one it may not import."""
    return [e for e in edges if not allowed(layer_of(e.source), layer_of(e.target))]


def _short(module):
    return module[len(PACKAGE) + 1:] if module.startswith(PACKAGE + ".") else module


def report(root=ROOT, show_edges=False):
    modules, edges = import_edges(root)
    lines = [f"{len(modules)} modules, {len(edges)} import edges "
             f"({sum(e.local for e in edges)} function-local)"]
    layers = Counter(layer_of(m) for m in modules)
    lines.append("layers: " + ", ".join(f"{k} {v}" for k, v in sorted(layers.items())))
    lines.append("layer edges (source -> target: count):")
    pairs = Counter((layer_of(e.source), layer_of(e.target)) for e in edges)
    for (a, b), n in sorted(pairs.items()):
        mark = "" if allowed(a, b) else "   FORBIDDEN"
        lines.append(f"  {a} -> {b}: {n}{mark}")
    bad = forbidden(edges)
    lines.append(f"forbidden edges: {len(bad)}")
    lines += [f"  {_short(e.source)}:{e.line} -> {_short(e.target)}"
              + (" (local)" if e.local else "") for e in bad]
    found = cycles(modules, edges)
    lines.append(f"cycles: {len(found)}")
    lines += [f"  {len(c)} modules: " + " ".join(_short(m) for m in c) for c in found]
    local = [e for e in edges if e.local]
    lines.append(f"function-local imports of package modules: {len(local)}")
    lines += [f"  {_short(e.source)}:{e.line} -> {_short(e.target)}" for e in local]
    if show_edges:
        lines.append("edges:")
        lines += [f"  {_short(s)} -> {_short(t)}"
                  for s, t in sorted({(e.source, e.target) for e in edges})]
    return "\n".join(lines)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edges", action="store_true", help="print every module edge")
    parser.add_argument("--root", type=Path, default=ROOT, help="the repository to read")
    args = parser.parse_args(argv)
    print(report(args.root, args.edges))


if __name__ == "__main__":
    main()
