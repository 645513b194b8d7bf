"""The layers of docs/architecture.md, checked on the source: every import (at the top, in a function or
under TYPE_CHECKING) goes to a lower layer, and no two modules import each other, directly or round a loop;
an import in a function of the library holds vidrag.lazy.IMPORT_LOCK.
"""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

SRC = Path(__file__).resolve().parents[1] / "src"

# Lowest first; a package may import only from layers below its own (docs/architecture.md, "Layers").
LAYERS: list[set[str]] = [
    {"errors", "text", "strategies", "records", "instructions", "lazy"},
    {"config", "assets", "testing"},
    {"media", "llm", "embedding"},
    {"extractors"},
    {"store"},
    {"graph"},
    {"vision"},
    {"indexing", "retrieval"},
    {"reasoning"},
    {"answer"},
    {"api"},
    {"eval", "service"},
    {"bench"},
    {"cli"},
]
LAYER = {package: rank for rank, packages in enumerate(LAYERS) for package in packages}
# The harnesses serve tests and benchmarks: nothing else in the package may depend on them.
TESTING_USERS = {"bench"}
# Commands and harnesses import on the main thread, before any worker thread runs.
MAIN_THREAD_ONLY = {"cli", "bench", "testing"}


def _modules() -> dict[str, Path]:
    modules = {}
    for path in (SRC / "vidrag").rglob("*.py"):
        parts = path.relative_to(SRC).with_suffix("").parts
        modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return modules


def _imports(modules: dict[str, Path]) -> nx.DiGraph:
    """module -> module it imports, for every vidrag import anywhere in the module's code."""
    graph = nx.DiGraph()
    for name, path in modules.items():
        graph.add_node(name)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 0 and (node.module or "").startswith("vidrag"):
                targets = [f"{node.module}.{alias.name}" for alias in node.names]
                targets = [t if t in modules else node.module for t in targets]
            elif isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names if alias.name.startswith("vidrag")]
            else:
                continue
            for target in targets:
                while target not in modules and "." in target:
                    target = target.rsplit(".", 1)[0]
                if target != name and not name.startswith(target + "."):  # a package's own __init__ aside
                    graph.add_edge(name, target)
    return graph


def _package(module: str) -> str:
    return module.split(".")[1] if "." in module else ""


def test_no_module_imports_itself_round_a_loop():
    cycles = [c for c in nx.simple_cycles(_imports(_modules())) if len(c) > 1]
    assert cycles == [], "import cycles: " + "; ".join(" -> ".join(c) for c in cycles[:10])


def test_every_package_imports_only_from_lower_layers():
    modules = _modules()
    packages = {_package(m) for m in modules} - {""}
    assert packages <= set(LAYER), f"packages missing from the layer table: {sorted(packages - set(LAYER))}"
    wrong = sorted(
        f"{a} -> {b}"
        for a, b in _imports(modules).edges
        if _package(a) and _package(b) and _package(a) != _package(b) and LAYER[_package(a)] <= LAYER[_package(b)]
    )
    assert wrong == [], "imports against the layers: " + "; ".join(wrong)


def test_only_the_benchmarks_use_the_test_harnesses():
    users = {
        _package(a) for a, b in _imports(_modules()).edges if _package(b) == "testing" and _package(a) != "testing"
    }
    assert users <= TESTING_USERS


def test_every_import_made_on_first_use_holds_the_import_lock():
    """Threads that import one package at once can each see it half run (vidrag/lazy.py): a server
    just started answered some of its first concurrent asks with a 500 (spaCy, "partially initialized
    module 'spacy.util'")."""
    unlocked = []
    for name, path in _modules().items():
        if _package(name) in MAIN_THREAD_ONLY:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
        for node in ast.walk(tree):
            if not isinstance(node, ast.Import | ast.ImportFrom):
                continue
            held, in_function, up = False, False, parents.get(node)
            while up is not None:
                if isinstance(up, ast.With) and any(
                    isinstance(item.context_expr, ast.Name) and item.context_expr.id == "IMPORT_LOCK"
                    for item in up.items
                ):
                    held = True
                in_function = in_function or isinstance(up, ast.FunctionDef | ast.AsyncFunctionDef)
                up = parents.get(up)
            if in_function and not held:
                unlocked.append(f"{path.relative_to(SRC)}:{node.lineno}")
    assert unlocked == [], "imports in functions without `with IMPORT_LOCK:`: " + ", ".join(unlocked)
