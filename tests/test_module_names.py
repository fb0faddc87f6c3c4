"""Modules in different layers do not share a name: a module's name says its layer's job
(`scenes/charts/win_rates.py` draws what `shell/store/stats.py` keeps). Each game's own packages
(`engines/<id>/`, `scenes/<id>/`) and the modules named after a game (`scenes/learn/<id>.py`)
repeat names by design; any other name two modules share is listed in `SHARED` with the
reason, and the list holds nothing that is no longer shared."""

from collections import defaultdict
from pathlib import Path

from engines.registry import game_ids

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ("engines", "shell", "scenes", "build")

# a base name shared outside the games' own packages -> why it stays shared
SHARED = {
    "actions": "engines/core/actions.py declares what each game's actions.py fills in",
    "events": "engines/core/events.py declares the Event and EventKind each game's events.py "
              "uses for its kinds",
    "observation": "engines/core/observation.py declares what each game's observation fills in",
    "spec": "engines/core/spec.py declares the GameSpec each game's spec.py gives",
    "state": "engines/core/state.py declares the State each game's state.py implements",
    "notation": "engines/core/notation.py is the grammar each game's notation.py uses; "
                "engines/notation.py reads a line of any game through them",
    "seen": "engines/core/seen.py is the grammar of seen positions each game's seen.py "
            "hides and deals by",
    "layout": "scenes/kit/layout.py is the TableLayout each game's layout.py computes",
    "scene": "shell/ui/scene.py is the Scene base; a game's scene.py makes its table",
    "open_cards": "scenes/replay/open_cards.py draws the rows each game's open_cards.py lists",
    "settings": "shell/store/settings.py is the settings model, scenes/screens/settings.py "
                "its screen",
}


def per_game(parts: tuple[str, ...], games: tuple[str, ...]) -> bool:
    """A module of one game (its path's parts): inside its package or named after it."""
    return (len(parts) > 2 and parts[0] in ("engines", "scenes") and parts[1] in games) or (
        Path(parts[-1]).stem in games)


def clashes(root: Path = ROOT) -> dict[str, list[str]]:
    """Every base name two or more modules share, one of them outside the games' packages."""
    games = game_ids()
    by_name: dict[str, list[tuple[str, ...]]] = defaultdict(list)
    for source in SOURCES:
        for path in (root / source).rglob("*.py"):
            if path.name != "__init__.py":
                by_name[path.stem].append(path.relative_to(root).parts)
    return {name: sorted("/".join(parts) for parts in paths)
            for name, paths in by_name.items()
            if len(paths) > 1 and not all(per_game(parts, games) for parts in paths)}


def test_modules_outside_the_games_packages_have_names_of_their_own():
    unexpected = {name: paths for name, paths in clashes().items() if name not in SHARED}
    assert not unexpected, (
        f"modules share a name across layers (rename one so its name says its job): "
        f"{unexpected}")


def test_every_listed_shared_name_is_still_shared():
    found = clashes()
    assert not [name for name in SHARED if name not in found]


def test_a_name_a_games_module_shares_with_a_layers_module_is_a_clash(tmp_path):
    """Games' modules may share names with each other, not with a module of a layer."""
    for module in ("scenes/kit/cards.py", "scenes/archaeology/cards.py",
                   "engines/archaeology/cards.py", "scenes/imhotep/drawing.py",
                   "scenes/aton/drawing.py", "scenes/learn/aton.py", "scenes/rules_art/aton.py",
                   "shell/store/stats.py"):
        (tmp_path / module).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / module).write_text("")
    assert clashes(tmp_path) == {"cards": ["engines/archaeology/cards.py",
                                           "scenes/archaeology/cards.py", "scenes/kit/cards.py"]}
