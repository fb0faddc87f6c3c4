"""The app's scenes: screens/, charts/, the table kit (kit/), learn/, replay/, rules_art/ and
one package per game. The games are found through the registry (scenes/games.py)."""

from typing import TYPE_CHECKING

from scenes.games import app_descriptor, is_playable

if TYPE_CHECKING:
    from scenes.kit.table import TableScene


def open_game(app, replay, state, *, replace: bool = False) -> "TableScene":
    """Show the table scene of a loaded or new game."""
    found = app_descriptor(replay.game)
    if found is None:
        raise LookupError(f"{replay.game} cannot be played yet")
    scene = found.create_scene(app, replay, state)
    if replace:
        app.scenes.replace(scene)
    else:
        app.scenes.push(scene)
    return scene


__all__ = ["app_descriptor", "is_playable", "open_game"]
