"""Learn to play: a guided first game per game, on a fixed deal against an Easy bot.

Each game's script is data in the module its app descriptor names (`learn`, a module with
`SCRIPT`; the games' own are `scenes/learn/<game>.py`); `start_learning` opens the game's
real table with the coach on it (scenes/learn/lesson_table.py). A game whose descriptor
names no script has no guided game: neither the first-start offer nor the setup screen's
button is shown for it.
"""

from typing import TYPE_CHECKING

from engines import get_engine
from engines.core import Replay, Seat, State
from scenes.game_start import BOT_NAMES
from scenes.games import AppDescriptor, app_descriptor, games, has_lesson
from shell.language.i18n import _

from .coach import Script
from .lesson_table import LearnTable

if TYPE_CHECKING:
    from shell.app import App

TUTOR_BOT = BOT_NAMES[1]  # Ramses, in the player's language (a marked name)


def learn_games() -> list[str]:
    """The games with a guided first game, in menu order."""
    return [game_id for game_id in games() if has_lesson(game_id)]


def playable(game_id: str) -> AppDescriptor:
    """The app descriptor of a playable game (LookupError for one that cannot be played)."""
    descriptor = app_descriptor(game_id)
    if descriptor is None:
        raise LookupError(f"{game_id!r} cannot be played: it has no app descriptor")
    return descriptor


def script_for(game_id: str) -> Script:
    """The game's lesson script (LookupError for a game without one)."""
    lesson = playable(game_id).learn
    if lesson is None:
        raise LookupError(f"{game_id!r} has no learn-to-play script")
    return lesson()


def lesson_table(app: "App", replay: Replay, state: State, script: Script) -> LearnTable:
    """The game's table (its view, scenes/kit/view.py) with the coach on it."""
    return LearnTable(app, replay, state, view=playable(replay.game).view, script=script)


def start_learning(app: "App", game_id: str, *, push: bool = True) -> LearnTable:
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
