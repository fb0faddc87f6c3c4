"""Seen positions: a position written as one seat, or anyone at the table, sees it
(docs/notation.md, "Seen positions").

A seen line is the game's line with every card the viewer may not see written as `?` (one
per card, so that the counts still add up), the order of what nobody sees (a face-down pile)
unknown too, the random source as `rng=?`, and a last word `seen=N` (the seat, 0 first) or
`seen=-` (what everyone at the table sees: no hand at all). Reading one deals the unknown
cards again from what that viewer could know: the game's `seen.deal` fills in the `?`s, the
game's `parse` checks the line so filled like any other, and for a seat its `determinize`
deals once more, exactly as a bot of that seat sees the world. The deal is seeded by the
line itself, so that a line always opens to the same position (a replay that starts at it
plays back the same).
"""

import hashlib
from collections.abc import Sequence

from .errors import N_, IllegalAction
from .notation import Malformed, natural
from .rng import Rng

UNKNOWN = "?"  # a card, tile or number the viewer may not see
KEY = "seen"
EVERYONE = "-"  # `seen=-`: what everyone at the table sees
UNKNOWNS = N_("the hidden cards (written ?) must be as many as the cards the position does "
              "not show, and only where the game hides cards")
NO_SUCH_SEAT = N_("seen= names a seat of the game (0 is the first), or - for what everyone "
                  "at the table sees")


def split(text: str) -> tuple[str, bool, int | None]:
    """(the line without its seen word, whether it has one, the seat it names: None for
    everyone). A seen word that names no seat is refused."""
    words = text.split()
    if not words or not words[-1].startswith(KEY + "="):
        return text, False, None
    value = words[-1][len(KEY) + 1:]
    if value == EVERYONE:
        seat = None
    else:
        try:
            seat = natural(value)
        except Malformed as exc:
            raise IllegalAction(NO_SUCH_SEAT) from exc
    return " ".join(words[:-1]), True, seat


def word(seat: int | None) -> str:
    """The seen word of a line written for `seat` (None: everyone)."""
    return f"{KEY}={EVERYONE if seat is None else seat}"


def check_seat(seat: int | None, players: int) -> None:
    """Refuse a seen word naming a seat the game does not have."""
    if seat is not None and seat >= players:
        raise IllegalAction(NO_SUCH_SEAT)


def seed(text: str) -> int:
    """The deal's seed: the line's own words, hashed (the same line, the same deal)."""
    digest = hashlib.sha256(" ".join(text.split()).encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big")


def unknowns(value: str) -> int | None:
    """How many `?` the value is (None when it is anything else; "-" is none hidden)."""
    if value and set(value) == {UNKNOWN}:
        return len(value)
    return None


def rng_value(value: str, rng: Rng) -> str:
    """The random source's field dealt: a fresh state for `?`, else as written."""
    return f"{rng.next64():x}" if value == UNKNOWN else value


def pool(total: Sequence[int], shown: Sequence[int]) -> list[int]:
    """Per kind, the cards not shown (`total` less `shown`); UNKNOWNS when the line shows
    more of a kind than the game has."""
    rest = [t - s for t, s in zip(total, shown, strict=True)]
    if min(rest, default=0) < 0:
        raise IllegalAction(UNKNOWNS)
    return rest


def expect(count: int, slots: int) -> None:
    """The cards to deal fill exactly the `?` places, else UNKNOWNS."""
    if count != slots:
        raise IllegalAction(UNKNOWNS)


def take(cards: list, count: int) -> list:
    """The last `count` of `cards`, taken off it."""
    if count <= 0:
        return []
    taken = cards[-count:]
    del cards[-count:]
    return taken

