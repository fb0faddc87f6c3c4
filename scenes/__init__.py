"""Screens: menu, new-game setup, settings, rules, load, results, and one package per game.

`GAME_SCENES` maps a game id to the package of its table scene. A game package exposes
`create_scene(app, replay, state, autosave=True)` and `PLAYABLE = True` once it is complete;
until then (or when the package does not exist) the menu shows the game as "coming soon".
"""

import importlib

from engines import GAME_IDS

GAME_SCENES = {game_id: f"scenes.{game_id}" for game_id in GAME_IDS}


def game_scene_module(game_id: str):
    """The scene package of a game, or None when it is not playable yet."""
    name = GAME_SCENES.get(game_id)
    if name is None:
        return None
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return None
        raise
    return module if getattr(module, "PLAYABLE", False) else None


def is_playable(game_id: str) -> bool:
    from engines import get_engine

    try:
        get_engine(game_id)
    except (LookupError, ModuleNotFoundError):
        return False
    return game_scene_module(game_id) is not None


def open_game(app, replay, state, *, replace: bool = False):
    """Show the table scene of a loaded or new game."""
    module = game_scene_module(replay.game)
    if module is None:
        raise LookupError(f"{replay.game} cannot be played yet")
    scene = module.create_scene(app, replay, state)
    if replace:
        app.scenes.replace(scene)
    else:
        app.scenes.push(scene)
    return scene
