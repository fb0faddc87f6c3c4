"""A position of any game as one line of text: the game's id, then its notation's fields.

`parse(text)` reads the game from the first word and hands the line to that game's
`engines/<game>/notation.py`; `format(state)` writes a state of any game. See
docs/notation.md.
"""

import importlib
from types import ModuleType

from .core import N_, IllegalAction, State

GAME_IDS = ("imhotep", "pyramids", "archaeology", "aton")  # the games with a notation
NO_GAME = N_("a position begins with the game's name: imhotep, pyramids, archaeology or aton")


def notation_of(game_id: str) -> ModuleType:
    """The notation module of `game_id` (KeyError when the game has none)."""
    if game_id not in GAME_IDS:
        raise KeyError(game_id)
    return importlib.import_module(f"engines.{game_id}.notation")


def game_of(text: str) -> str:
    """The game id a position's text begins with; IllegalAction when it names none."""
    words = text.split(maxsplit=1)
    if not words or words[0] not in GAME_IDS:
        raise IllegalAction(NO_GAME)
    return words[0]


def parse(text: str) -> State:
    """The position `text` writes; IllegalAction with the reason when it is none."""
    return notation_of(game_of(text)).parse(text)


def format(state: State) -> str:  # the notation's two words: format and parse
    """The one-line text of `state`, whichever game it is."""
    for game_id in GAME_IDS:
        module = notation_of(game_id)
        if isinstance(state, module.STATE):
            return module.format(state)
    raise KeyError(type(state).__name__)
