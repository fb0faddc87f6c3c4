"""Dependencies point one way: scenes -> game -> engines; engines never import pygame."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FORBIDDEN_IN_ENGINES = {"pygame", "pygame_gui", "game", "scenes"}


def imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    roots = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots.add(node.module.split(".")[0])
    return roots


def test_engines_never_import_pygame_game_or_scenes():
    offenders = {
        str(path.relative_to(ROOT)): sorted(imported_roots(path) & FORBIDDEN_IN_ENGINES)
        for path in (ROOT / "engines").rglob("*.py")
        if imported_roots(path) & FORBIDDEN_IN_ENGINES
    }
    assert offenders == {}


def test_game_shell_never_imports_scenes():
    offenders = [
        str(path.relative_to(ROOT))
        for path in (ROOT / "game").rglob("*.py")
        if "scenes" in imported_roots(path)
    ]
    assert offenders == []


def test_the_check_itself_sees_imports(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("import pygame\nfrom scenes.screens.menu import MenuScene\n")
    assert imported_roots(sample) == {"pygame", "scenes"}
