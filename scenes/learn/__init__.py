"""Learn to play: a guided first game per game, on a fixed deal against an Easy bot.

Each game's script is data in `scenes/learn/<game>.py` (`SCRIPT`); `start_learning` opens the
game's real table scene with the coach mixed in (scenes/learn/table.py).
"""

import importlib

from engines import get_engine
from engines.core import Replay, Seat
from game.i18n import _
from scenes import game_scene_module
from scenes.game_start import BOT_NAMES

from .table import LearnTable

LEARN_GAMES = ("imhotep", "pyramids", "archaeology", "aton")
TUTOR_BOT = BOT_NAMES[1]  # Ramses, in the player's language (a marked name)
SCENE_CLASSES = {"imhotep": "ImhotepScene", "pyramids": "PyramidsScene",
                 "archaeology": "ArchaeologyScene", "aton": "AtonScene"}


def script_for(game_id: str):
    return importlib.import_module(f"scenes.learn.{game_id}").SCRIPT


def learn_scene_class(game_id: str):
    """The game's table scene class with the coach in front of it."""
    base = getattr(game_scene_module(game_id), SCENE_CLASSES[game_id])
    return type(f"Learn{base.__name__}", (LearnTable, base), {})


def start_learning(app, game_id: str, *, push: bool = True):
    """Open the guided first game of `game_id` (returns its table scene)."""
    script = script_for(game_id)
    engine = get_engine(game_id)
    options = engine.spec.resolve_options(script.options)
    seats = [Seat(_("Player {number}").format(number=1), "human"), Seat(_(TUTOR_BOT), "easy")]
    state = engine.new_game(len(seats), options, script.seed)
    replay = Replay(game_id, options, seats, script.seed, [])
    scene = learn_scene_class(game_id)(app, replay, state, script=script)
    if push:
        app.scenes.push(scene)
    return scene
