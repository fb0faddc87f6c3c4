"""Nim positions as one line of text (like chess's FEN): `format` and its inverse `parse`.

    nim players=2 big=n heaps=3,4,5 turn=0 secrets=7,2 deck=1,4,0,9,3,8,5,6 rng=<hex>

(the game's id first, see docs/notation.md). The deck is listed bottom to top. `parse`
refuses text that is not such a line, and positions no game could hold (the ten cards each
in one place), with the reason; `playable.check` refuses those that cannot be played on.
What one seat may see of a position is written by `seen.py`.
"""

from engines.core import FORMAT_VERSION, N_, IllegalAction
from engines.core import notation as n

from . import playable
from .spec import SPEC
from .state import CARDS, NimState

GAME = "nim"
STATE = NimState  # the state class this notation writes
KEYS = ("players", "big", "heaps", "turn", "secrets", "deck", "rng")
NOT_A_POSITION = N_("this is not a Nim position")
ALL_CARDS = N_("the ten cards 0 to 9 must each be in a hand or in the deck, once")


def format(state: NimState) -> str:  # the notation's two words: format and parse
    """The one-line text of `state`."""
    return n.line(GAME, values(state))


def values(state: NimState) -> dict[str, str]:
    """The line's values by key, in order (what `format` writes)."""
    return {
        "players": str(state.num_players), "big": n.flag(state.options["big_heaps"]),
        "heaps": n.ints(state.heaps), "turn": str(state.turn),
        "secrets": n.ints(state.secrets), "deck": n.ints(state.deck),
        "rng": f"{state.rng.state:x}",
    }


def parse(text: str) -> NimState:
    """The position `text` writes (see `format`); IllegalAction with the reason when the
    text is not a Nim position or the position is impossible."""
    data = n.read_or_refuse(read, text, NOT_A_POSITION)
    if sorted(data["secrets"] + data["deck"]) != list(CARDS):
        raise IllegalAction(ALL_CARDS)
    playable.check(data)
    state = NimState.from_json(data)
    n.check_can_move(state)
    return state


def read(text: str) -> dict:
    """The line's fields as the state's JSON data, not yet checked."""
    raw = n.fields(text, GAME, KEYS)
    players = n.natural(raw["players"])
    n.check_players(players, SPEC.min_players, SPEC.max_players)
    return {
        "version": FORMAT_VERSION, "game": GAME, "players": players,
        "options": {"big_heaps": n.read_flag(raw["big"])},
        "heaps": n.read_ints(raw["heaps"]), "turn": n.natural(raw["turn"]),
        "secrets": n.read_ints(raw["secrets"], players), "deck": n.read_ints(raw["deck"]),
        "rng": n.hexadecimal(raw["rng"]),
    }
