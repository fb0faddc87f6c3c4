"""Learn to play: a guided first game per game, on a fixed deal against an Easy bot.

Each game's script is data in `scenes/learn/<game>.py` (`SCRIPT`); `start_learning` opens the
game's real table with the coach on it (scenes/learn/table.py).
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


def script_for(game_id: str):
    return importlib.import_module(f"scenes.learn.{game_id}").SCRIPT


def lesson_table(app, replay, state, script) -> LearnTable:
    """The game's table (its view, scenes/kit/view.py) with the coach on it."""
    return LearnTable(app, replay, state, view=game_scene_module(replay.game).VIEW,
                      script=script)


def start_learning(app, game_id: str, *, push: bool = True):
    """Open the guided first game of `game_id` (returns its table scene)."""
    script = script_for(game_id)
    engine = get_engine(game_id)
    options = engine.spec.resolve_options(script.options)
    seats = [Seat(_("Player {number}").format(number=1), "human"), Seat(_(TUTOR_BOT), "easy")]
    state = engine.new_game(len(seats), options, script.seed)
    replay = Replay(game_id, options, seats, script.seed, [])
    scene = lesson_table(app, replay, state, script)
    if push:
        app.scenes.push(scene)
    return scene
