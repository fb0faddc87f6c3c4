"""No import cycle among the app's modules: the import graph of engines/, shell/ and scenes/,
read from the source with the AST (imports at module level and inside functions alike),
has no strongly connected part of two or more modules. Imports under `if TYPE_CHECKING:`
never run and are not counted there; among the modules of scenes/ they are counted too (a
module that needs another's types only to be typed is still bound to it: a part declares
what it reads of its owner, it does not import it back)."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("engines", "shell", "scenes")


def module_files(root: Path, packages=PACKAGES) -> dict[str, Path]:
    """Dotted module name -> file, for every module of `packages` under `root`."""
    modules = {}
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            modules[".".join(parts)] = path
    return modules


def imported_names(module: str, is_package: bool, node) -> list[str]:
    """The dotted names an import statement in `module` brings in (a `from x import y`
    names x.y, which is a module or a name defined in x)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:
        here = module.split(".") if is_package else module.split(".")[:-1]
        here = here[:len(here) - (node.level - 1)]
        base = ".".join(here + ([base] if base else []))
    return [f"{base}.{alias.name}" for alias in node.names]


def type_checking_only(tree) -> set[int]:
    """ids of the import nodes under `if TYPE_CHECKING:` (read by the type checker only,
    never run)."""
    hidden = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            hidden |= {id(inner) for part in node.body for inner in ast.walk(part)}
    return hidden


def import_graph(modules: dict[str, Path], typed: str | None = None) -> dict[str, set[str]]:
    """Module -> the modules of `modules` it imports anywhere in its file when it runs (and,
    for the modules whose names start with `typed`, under `if TYPE_CHECKING:` too)."""
    graph = {}
    for module, path in modules.items():
        deps = set()
        tree = ast.parse(path.read_text(encoding="utf-8"))
        counted = typed is not None and (module == typed or module.startswith(typed + "."))
        hidden = set() if counted else type_checking_only(tree)
        for node in ast.walk(tree):
            if not isinstance(node, (ast.Import, ast.ImportFrom)) or id(node) in hidden:
                continue
            for name in imported_names(module, path.name == "__init__.py", node):
                while name and name not in modules:  # a name inside a module: the module
                    name = name.rpartition(".")[0]
                if name and name != module:
                    deps.add(name)
        graph[module] = deps
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of `graph` with two or more modules (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_app_has_no_import_cycle():
    assert cycles(import_graph(module_files(ROOT))) == []


def test_no_module_of_scenes_imports_one_that_imports_it_back_even_for_types():
    assert cycles(import_graph(module_files(ROOT), typed="scenes")) == []


def test_an_import_for_types_only_closes_a_cycle_where_it_is_counted(tmp_path):
    pkg = tmp_path / "scenes"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "table.py").write_text("from scenes import part\n")
    (pkg / "part.py").write_text("from typing import TYPE_CHECKING\n"
                                 "if TYPE_CHECKING:\n    from scenes.table import Table\n")
    modules = module_files(tmp_path, ("scenes",))
    assert cycles(import_graph(modules)) == []
    assert cycles(import_graph(modules, typed="scenes")) == [["scenes.part", "scenes.table"]]


def test_a_cycle_through_an_import_inside_a_function_is_found(tmp_path):
    pkg = tmp_path / "scenes"
    (pkg / "screens").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "screens" / "__init__.py").write_text("")
    (pkg / "table.py").write_text("def end():\n    from scenes.screens.results import R\n")
    (pkg / "screens" / "results.py").write_text("from ..replay import viewer\nR = 1\n")
    (pkg / "replay.py").write_text("from . import table\n")
    (pkg / "viewer_free.py").write_text("import scenes.table\n")
    graph = import_graph(module_files(tmp_path, ("scenes",)))
    assert graph["scenes.screens.results"] == {"scenes.replay"}
    assert cycles(graph) == [["scenes.replay", "scenes.screens.results", "scenes.table"]]
