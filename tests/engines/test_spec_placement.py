"""Every registered game (and the toy, tests/toy) declares its GameSpec in one place: `SPEC`
in its engine package's spec.py (engines/<id>/spec.py), the object its ENGINE uses; no other
module of the game's engine package builds one."""

import ast
import importlib
from pathlib import Path

import pytest

from engines import get_engine
from engines.registry import listing
from tests.toy import every_game


def specs_declared(folder: Path) -> list[str]:
    """The modules of `folder` (a package) that build a GameSpec or assign a SPEC."""
    found = []
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            called = isinstance(node, ast.Call) and getattr(
                node.func, "id", getattr(node.func, "attr", None)) == "GameSpec"
            assigned = isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "SPEC" for t in node.targets)
            if called or assigned:
                found.append(path.relative_to(folder).as_posix())
                break
    return found


@pytest.mark.parametrize("game", every_game())
def test_the_spec_lives_in_the_games_spec_module(game):
    entry = listing(game)
    folder = Path(importlib.import_module(entry.engine).__file__).resolve().parent
    module = importlib.import_module(f"{entry.engine}.spec")
    assert Path(module.__file__).resolve() == folder / "spec.py"
    assert module.SPEC.id == entry.id
    assert get_engine(entry.id).spec is module.SPEC
    assert specs_declared(folder) == ["spec.py"]


def test_the_check_finds_a_spec_built_elsewhere(tmp_path):
    (tmp_path / "spec.py").write_text("SPEC = GameSpec(id='x')\n")
    (tmp_path / "state.py").write_text("from engines import core\nS = core.GameSpec(id='x')\n")
    (tmp_path / "rules.py").write_text("SPEC = make()\n")
    (tmp_path / "view.py").write_text("from .spec import SPEC\nSPEC.check_players(2)\n")
    assert specs_declared(tmp_path) == ["rules.py", "spec.py", "state.py"]
