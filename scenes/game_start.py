"""Create a new game (engine state + replay), autosave it and open its table scene."""

import logging
import random

from engines import get_engine
from engines.core import Replay, Seat
from scenes.games import app_descriptor
from shell.language.i18n import N_, _, translate

log = logging.getLogger(__name__)

# TRANSLATORS: bot names, in the language's own spelling and script
BOT_NAMES = (N_("Nefertari"), N_("Ramses"), N_("Hatshepsut"), N_("Khufu"))
BOT_LEVELS = ("easy", "medium", "hard", "expert")
MAX_SEED = 2**31 - 1


def default_seats(players: int, bots: bool) -> list[Seat]:
    seats = [Seat(_("Player {number}").format(number=1), "human")]
    for i in range(1, players):
        seats.append(Seat(translate(BOT_NAMES[i]), "medium") if bots else
                     Seat(_("Player {number}").format(number=i + 1), "human"))
    return seats


def start_new_game(app, game_id: str, *, players: int | None = None, seats=None,
                   options: dict | None = None, seed: int | None = None, bots: bool = True,
                   pre_moves: int = 0, push: bool = True, autosave: bool = True):
    """Start a game; returns the table scene (pushed on the stack when `push`)."""
    engine = get_engine(game_id)
    found = app_descriptor(game_id)
    if found is None:
        raise LookupError(f"{game_id} cannot be played yet")
    if seats is None:
        seats = default_seats(players or engine.spec.min_players, bots)
    if seed is None:
        seed = random.SystemRandom().randrange(MAX_SEED)
    options = engine.spec.resolve_options(options)
    state = engine.new_game(len(seats), options, seed)
    replay = Replay(game_id, options, seats, seed, [])
    if pre_moves:
        _play_ahead(state, replay, pre_moves)
    scene = found.create_scene(app, replay, state, autosave=autosave)
    if scene.session.writer is not None:
        scene.session.writer.submit(replay)  # a new file of its own: Continue offers it
    if push:
        app.scenes.push(scene)
    return scene


def _play_ahead(state, replay, moves: int) -> None:
    """Advance a new game with quick bot moves (for screenshots of mid-game positions)."""
    from engines.core import Rng

    rng = Rng(replay.seed ^ 0x5EED)
    for _i in range(moves):
        if state.is_over():
            break
        legal = state.legal_actions()
        if not legal:
            break
        action = legal[rng.randrange(len(legal))]
        state.apply(action)
        replay.actions.append(action)
