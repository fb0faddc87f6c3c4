"""A position of any game as one line of text: the game's id, then its notation's fields.

`parse(text)` reads the game from the first word and hands the line to that game's
notation module (its engine descriptor's `notation`, e.g. `engines/<game>/notation.py`);
`format(state)` writes a state of any registered game that has one. See docs/notation.md.
"""

import importlib
from types import ModuleType

from .core.descriptor import EngineDescriptor, describe
from .core.errors import N_, IllegalAction
from .core.state import State
from .registry import game_ids, listing

NO_GAME = N_("a position begins with the game's name: {games}")
NO_NOTATION = N_("{game} has no written positions yet")


def _descriptor(game_id: str) -> EngineDescriptor:
    """The engine descriptor of `game_id` (KeyError when the game is not registered; read
    here, not through the engines package, which the replays this module serves import)."""
    return describe(importlib.import_module(listing(game_id).engine))


def notation_of(game_id: str) -> ModuleType:
    """The notation module of `game_id` (KeyError when the game is not registered or has
    no notation)."""
    found = _descriptor(game_id).notation
    if found is None:
        raise KeyError(game_id)
    return found()


def notation_games() -> tuple[str, ...]:
    """The registered games that have a notation, in menu order."""
    found = []
    for game_id in game_ids():
        try:
            notation_of(game_id)
        except KeyError:
            continue
        found.append(game_id)
    return tuple(found)


def game_of(text: str) -> str:
    """The game id a position's text begins with; IllegalAction when it names none, or a
    game that has no notation."""
    words = text.split(maxsplit=1)
    games = notation_games()
    if words and words[0] in game_ids() and words[0] not in games:
        raise IllegalAction(NO_NOTATION, game=_descriptor(words[0]).engine.spec.name)
    if not words or words[0] not in games:
        raise IllegalAction(NO_GAME, games=", ".join(games))
    return words[0]


def parse(text: str) -> State:
    """The position `text` writes; IllegalAction with the reason when it is none."""
    return notation_of(game_of(text)).parse(text)


def format(state: State) -> str:  # the notation's two words: format and parse
    """The one-line text of `state`, whichever game it is."""
    for game_id in notation_games():
        module = notation_of(game_id)
        if isinstance(state, module.STATE):
            return module.format(state)
    raise KeyError(type(state).__name__)
