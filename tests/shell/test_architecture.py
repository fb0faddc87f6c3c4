"""Dependencies point one way: scenes -> shell -> engines; engines never import pygame,
nor do the shell's rooms that keep files, run workers or translate; shell/'s root holds
only the App's plumbing."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FORBIDDEN_IN_ENGINES = {"pygame", "pygame_gui", "shell", "scenes"}


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


def test_shell_never_imports_scenes():
    offenders = [
        str(path.relative_to(ROOT))
        for path in (ROOT / "shell").rglob("*.py")
        if "scenes" in imported_roots(path)
    ]
    assert offenders == []


def test_the_check_itself_sees_imports(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("import pygame\nfrom scenes.screens.menu import MenuScene\n")
    assert imported_roots(sample) == {"pygame", "scenes"}


NO_PYGAME_ROOMS = ("store", "workers", "language", "net")
SHELL_ROOT = {"app", "cli", "crash", "logfile", "memory", "notices", "paths",
              "platform_setup", "version"}


def test_rooms_that_keep_files_run_workers_or_translate_never_import_pygame():
    offenders = {
        str(path.relative_to(ROOT)): sorted(imported_roots(path) & {"pygame", "pygame_gui"})
        for room in NO_PYGAME_ROOMS
        for path in (ROOT / "shell" / room).rglob("*.py")
        if imported_roots(path) & {"pygame", "pygame_gui"}
    }
    assert offenders == {}


def test_the_shells_root_holds_only_the_apps_plumbing():
    """A new module goes into the room that says what it holds (docs/architecture.md)."""
    found = {path.stem for path in (ROOT / "shell").glob("*.py") if path.stem != "__init__"}
    assert found == SHELL_ROOT
