"""Outside its own files a game's id appears only in the registry (engines/registry.py):
shared code iterates the registry and never names a game.

A game's own files (engines/<id>/, scenes/<id>/, scenes/learn/<id>.py,
scenes/rules_art/<id>.py, assets/rules/<id>.*) are the game's words and are not read. Also
allowed: tests/ and docs/ (they name
the games they check and describe), the catalogs (assets/locale/: the messages' source
references) and the packaged app's listings (the desktop entry's keywords and the AppStream
metadata name the games for people looking for them; build/README.md quotes a smoke run).
"""

import re
from pathlib import Path

import pytest

from engines.registry import GAMES

ROOT = Path(__file__).resolve().parents[1]
SKIPPED_DIRS = {"__pycache__", "node_modules", "dist"}
BUILD_SCRATCH = ("build", "work")  # the build's own scratch folder (git ignores it)
LISTINGS = {"build/README.md", "build/linux/nile-table.desktop", "build/metainfo.py"}
SHARED = ("tests/", "docs/", "assets/locale/")
REAL_GAMES = ("imhotep", "pyramids", "archaeology", "aton")


def own_files(game: str) -> tuple[str, ...]:
    return (f"engines/{game}/", f"scenes/{game}/", f"scenes/learn/{game}.py",
            f"scenes/rules_art/{game}.py", f"assets/rules/{game}.", f"assets/puzzles/{game}.")


def source_files(root: Path):
    """(path from the root, path) of every file outside hidden, cache and build folders."""
    for path in sorted(root.rglob("*")):
        parts = path.relative_to(root).parts
        if any(p.startswith(".") or p in SKIPPED_DIRS or p.endswith(".egg-info")
               for p in parts[:-1]) or parts[:2] == BUILD_SCRATCH:
            continue
        if path.is_file():
            yield path.relative_to(root).as_posix(), path


def offenders(ids, root: Path = ROOT) -> list[str]:
    """"path:line: id" for every id named where it does not belong."""
    pattern = re.compile(r"\b(" + "|".join(ids) + r")\b")
    owned = tuple(prefix for game in ids for prefix in own_files(game))
    found = []
    for name, path in source_files(root):
        if (name == "engines/registry.py" or name in LISTINGS or name.startswith(SHARED)
                or name.startswith(owned)):  # a game's own words ("pyramids", Imhotep's site)
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue  # pictures, fonts and other binary files
        for number, line in enumerate(text.splitlines(), start=1):
            found += [f"{name}:{number}: {m.group(1)}" for m in pattern.finditer(line)]
    return found


def test_the_registry_lists_the_four_games():
    assert [entry.id for entry in GAMES] == list(REAL_GAMES)


def test_no_game_id_outside_its_own_files_and_the_registry():
    assert offenders(REAL_GAMES) == []


@pytest.mark.parametrize("line", ['ROWS = {"aton": rows}', "if game == 'imhotep':",
                                  "engines.archaeology.cards", "# pyramids"])
def test_the_check_finds_an_id_in_a_shared_module(tmp_path, line):
    shared = tmp_path / "scenes" / "screens" / "menu.py"
    shared.parent.mkdir(parents=True)
    shared.write_text(f"x = 1\n{line}\n", encoding="utf-8")
    own = tmp_path / "scenes" / "aton" / "scene.py"
    own.parent.mkdir(parents=True)
    own.write_text('game_id = "aton"\n', encoding="utf-8")
    found = offenders(REAL_GAMES, tmp_path)
    assert len(found) == 1 and found[0].startswith("scenes/screens/menu.py:2:")
