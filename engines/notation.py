"""A position of any game as one line of text: the game's id, then its notation's fields.

`parse(text)` reads the game from the first word and hands the line to that game's
notation module (its engine descriptor's `notation`, e.g. `engines/<game>/notation.py`);
`format(state)` writes a state of any registered game that has one. See docs/notation.md.

`format_seen(state, seat)` writes what `seat` (None: anyone at the table) may see of it, a
seen line (engines/core/seen.py), with the game's `seen` module (its descriptor's `seen`:
`hide`, `deal`); `parse` reads such a line too, dealing its hidden cards again. A game with a
notation and no `seen` module hides nothing: its seen line is its line (the conformance kit
checks that its `determinize` changes nothing written).
"""

import importlib
from types import ModuleType

from .core import notation as n
from .core import seen
from .core.descriptor import EngineDescriptor, describe
from .core.errors import N_, IllegalAction
from .core.rng import Rng
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


def seen_of(game_id: str) -> ModuleType | None:
    """The `seen` module of `game_id`, or None: the game hides nothing (KeyError when the
    game is not registered or has no notation)."""
    notation_of(game_id)
    found = _descriptor(game_id).seen
    return None if found is None else found()


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
    """The position `text` writes; IllegalAction with the reason when it is none. A seen
    line's hidden cards are dealt again from what its viewer could know."""
    game_id = game_of(text)
    body, is_seen, seat = seen.split(text)
    if not is_seen:
        return notation_of(game_id).parse(text)
    module, hider = notation_of(game_id), seen_of(game_id)
    rng = Rng(seen.seed(text))
    if hider is None:
        state = module.parse(body)
    else:
        raw = n.read_or_refuse(lambda line: n.fields(line, module.GAME, module.KEYS), body,
                               module.NOT_A_POSITION)
        dealt = n.read_or_refuse(lambda _: hider.deal(raw, seat, rng), body,
                                 module.NOT_A_POSITION)
        state = module.parse(n.line(module.GAME, dealt))
    seen.check_seat(seat, state.num_players)
    if seat is not None:
        state = state.determinize(seat, rng)
        n.check_can_move(state)
    return state


def seen_by(text: str) -> tuple[bool, int | None]:
    """(whether `text` is a seen line, the seat it was seen from: None for anyone at the
    table); an unreadable seen word reads as none (parse says why)."""
    try:
        _body, is_seen, seat = seen.split(text)
    except IllegalAction:
        return False, None
    return is_seen, seat


def _notation_for(state: State) -> tuple[str, ModuleType]:
    for game_id in notation_games():
        module = notation_of(game_id)
        if isinstance(state, module.STATE):
            return game_id, module
    raise KeyError(type(state).__name__)


def format(state: State) -> str:  # the notation's two words: format and parse
    """The one-line text of `state`, whichever game it is."""
    return _notation_for(state)[1].format(state)


def format_seen(state: State, seat: int | None) -> str:
    """What `seat` (None: anyone at the table, no hand) may see of `state`, as a seen line
    (the random source unknown too, `seen=-` when the seat sees only what everyone sees);
    the plain line once the game is over with nothing hidden from them."""
    game_id, module = _notation_for(state)
    hider = seen_of(game_id)
    if hider is None:
        return module.format(state)
    values = module.values(state)
    hidden = hider.hide(state, seat, dict(values))
    if hidden == values and state.is_over():
        return module.format(state)
    if seat is not None and hider.hide(state, None, dict(values)) == hidden:
        seat = None  # the seat sees what everyone sees
    hidden["rng"] = seen.UNKNOWN  # it decides what is still to come
    return f"{n.line(module.GAME, hidden)} {seen.word(seat)}"
