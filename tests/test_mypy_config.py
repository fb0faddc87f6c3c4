"""The type checker's file list ([tool.mypy] in pyproject.toml) keeps covering the engine
contract: the engines, the app's plumbing in game/, every game's observation types, and
every module of scenes/ (the games' packages, the table kit, the replay viewer, the guided
first game, the screens, charts and rules pictures, the root's plumbing) but the per-game
lesson scripts not typed yet; it names no exclusion."""

import re
import tomllib
from functools import cache
from pathlib import Path

from engines.registry import game_ids

ROOT = Path(__file__).resolve().parent.parent
USES_OBSERVATION_TYPES = re.compile(r"^from engines\.\w+\.observation import", re.M)
# the scenes' packages checked whole (every module in them, any added later too), and the
# root of scenes/ (its plumbing: starting a game, the launch, the app descriptors...)
CHECKED_PACKAGES = ("scenes/screens", "scenes/charts", "scenes/rules_art", "scenes/kit",
                    "scenes/replay")
# the modules of scenes/ mypy does not check yet: the per-game lesson scripts (each game's
# to type; the list only shrinks)
UNCHECKED_SCENES = {"scenes/learn/archaeology.py"}
# drawing modules not typed yet: listed by the glob, each opens with `# mypy: ignore-errors`
IGNORE_ERRORS = "# mypy: ignore-errors"
UNCHECKED_DRAWING: set[str] = set()


def mypy_config() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]


@cache
def globbed(pattern: str) -> frozenset[Path]:
    """What a `files` glob names, as mypy expands it (a `*` never crosses a folder)."""
    return frozenset(ROOT.glob(pattern))


def covered(path: Path, files: list[str], exclude: list[str]) -> bool:
    rel = path.relative_to(ROOT).as_posix()
    if any(re.search(pattern, rel) for pattern in exclude):
        return False
    return any(rel == f or rel.startswith(f.rstrip("/") + "/") or path in globbed(f)
               for f in files)


def test_every_listed_path_exists():
    for name in mypy_config()["files"]:
        assert list(ROOT.glob(name)), f"[tool.mypy] files lists {name}, which is not there"


def test_the_engines_and_the_apps_plumbing_are_checked():
    config = mypy_config()
    files, exclude = config["files"], config.get("exclude", [])
    for module in ("engines/core/state.py", "engines/core/observation.py", "game/session.py",
                   "game/saves.py", "game/bot_worker.py", "game/hotseat.py", "game/app.py",
                   "scenes/kit/table.py", "scenes/kit/panel.py", "scenes/replay/viewer.py",
                   "scenes/learn/lesson_table.py"):
        assert covered(ROOT / module, files, exclude), f"mypy does not check {module}"


def test_every_game_declares_its_observation_and_its_scenes_reading_it_are_checked():
    config = mypy_config()
    files, exclude = config["files"], config.get("exclude", [])
    for game in game_ids():
        assert covered(ROOT / "engines" / game / "observation.py", files, exclude)
        for name in ("layout.py", "texts.py", "help.py"):
            module = ROOT / "scenes" / game / name
            assert not module.exists() or covered(module, files, exclude), (
                f"mypy does not check scenes/{game}/{name}")
    readers = [path for path in sorted((ROOT / "scenes").rglob("*.py"))
               if USES_OBSERVATION_TYPES.search(path.read_text(encoding="utf-8"))]
    assert readers, "no scene module uses the observation types"
    for path in readers:
        assert covered(path, files, exclude), (
            f"{path.relative_to(ROOT)} reads observations by their types but mypy does not "
            "check it: add it to [tool.mypy] files")


def test_every_module_of_a_games_scenes_is_checked():
    """The view, its gestures, animations and drawing, and every other module of the
    game's scenes package (its descriptor, `__init__.py`, aside)."""
    config = mypy_config()
    files, exclude = config["files"], config.get("exclude", [])
    for game in game_ids():
        for module in sorted((ROOT / "scenes" / game).glob("*.py")):
            rel = module.relative_to(ROOT).as_posix()
            if module.name != "__init__.py" and rel not in UNCHECKED_DRAWING:
                assert covered(module, files, exclude), f"mypy does not check {rel}"


def test_every_screen_chart_rules_picture_and_root_module_of_scenes_is_checked():
    """The screens, charts and rules pictures, with the plumbing at the root of scenes/: a
    module added there is checked at once."""
    config = mypy_config()
    files, exclude = config["files"], config.get("exclude", [])
    modules = [path for package in CHECKED_PACKAGES for path in (ROOT / package).rglob("*.py")]
    modules += (ROOT / "scenes").glob("*.py")
    assert len(modules) > 30
    for module in modules:
        rel = module.relative_to(ROOT).as_posix()
        assert covered(module, files, exclude), f"mypy does not check {rel}"


def test_the_configuration_names_no_exclusion():
    assert not any(key.startswith("exclude") for key in mypy_config())


def test_every_module_of_scenes_is_checked_but_the_lesson_scripts_not_typed_yet():
    """Every module of scenes/ (any added later too) but UNCHECKED_SCENES, each of which
    is still unchecked (a script brought into mypy leaves the list)."""
    config = mypy_config()
    files, exclude = config["files"], config.get("exclude", [])
    unchecked = {path.relative_to(ROOT).as_posix() for path in (ROOT / "scenes").rglob("*.py")
                 if not covered(path, files, exclude)}
    assert unchecked == UNCHECKED_SCENES


def test_the_drawing_modules_left_unchecked_are_still_unchecked():
    """Only the modules of UNCHECKED_DRAWING skip mypy's errors, and each still does (a
    drawing module brought into mypy leaves the list: it only shrinks); no other module of
    the engines, the app or the scenes skips them."""
    skipping = {path.relative_to(ROOT).as_posix()
                for source in ("engines", "game", "scenes")
                for path in (ROOT / source).rglob("*.py")
                if path.read_text(encoding="utf-8").startswith(IGNORE_ERRORS)}
    assert skipping == UNCHECKED_DRAWING
