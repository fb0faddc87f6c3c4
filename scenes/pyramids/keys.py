"""The Pyramids table's area keys: each a NamedTuple whose first field `kind` names it, read
by its named fields. They stay tuples, equal to (and hashed as) the plain tuples the kit may
hand back (`("quarry", 1) == Quarry("quarry", 1)`); `read(key)` gives any key its type.

Areas of the layout: `Pyr`, `Stack`, `Quarry`, `Held`, `TokenSupply`, `CardSupply`, `Levels`,
`Mini`. This turn's targets: `Drop`, `Half`, `Hole`, `Pick`, `Nowhere`. What an animation
hides while its piece flies there: `PieceAt`, `CardAt`, `TokenAt`, `SupplyAt` (and `Stack`,
`Quarry`, `Held`). The kit's panel adds `Score`. Quarters and squares are a level's
coordinates as in the actions (engines/pyramids/actions.py).
"""

from collections.abc import Hashable
from typing import Literal, NamedTuple

from engines.pyramids.actions import Place
from engines.pyramids.geometry import DIRS


class Pyr(NamedTuple):
    """The viewer's pyramid, large."""

    kind: Literal["pyr"]
    seat: int


class Stack(NamedTuple):
    """A stack of dominoes above the quarry (0-3)."""

    kind: Literal["stack"]
    stack: int


class Quarry(NamedTuple):
    """A quarry place (0-2) and the domino on it."""

    kind: Literal["quarry"]
    slot: int


class Held(NamedTuple):
    """The domino in hand (over the quarry place it was taken from)."""

    kind: Literal["held"]


class TokenSupply(NamedTuple):
    """The viewer's gem token of a colour, in the supply column."""

    kind: Literal["token_supply"]
    colour: int


class CardSupply(NamedTuple):
    """The viewer's single-tile card (0-2), in the supply column."""

    kind: Literal["card_supply"]
    card: int


class Levels(NamedTuple):
    """The levels' bars and points in the supply column."""

    kind: Literal["levels"]


class Mini(NamedTuple):
    """Another seat's pyramid, small (a click shows it large)."""

    kind: Literal["mini"]
    seat: int


class Drop(NamedTuple):
    """Where the held domino's centre may go at its current rotation (in quarters)."""

    kind: Literal["drop"]
    x: int
    y: int


class Half(NamedTuple):
    """A square (0 or 1) of the domino laid this turn."""

    kind: Literal["half"]
    half: int


class Hole(NamedTuple):
    """An empty square a forced filling must cover (its corner quarter)."""

    kind: Literal["hole"]
    x: int
    y: int


class Pick(NamedTuple):
    """A corner of a side of a single-tile card in the card chooser."""

    kind: Literal["pick"]
    colour: int
    corner: int


class Nowhere(NamedTuple):
    """A target no drop reaches: keeps a held domino selectable whatever its rotation."""

    kind: Literal["nowhere"]
    n: int


class PieceAt(NamedTuple):
    """A seat's placed domino (its index in the pyramid's pieces), hidden while it flies."""

    kind: Literal["piece"]
    seat: int
    piece: int


class CardAt(NamedTuple):
    """A seat's single-tile card on its pyramid (by index), hidden while it flies."""

    kind: Literal["card"]
    seat: int
    card: int


class TokenAt(NamedTuple):
    """A seat's gem token on its pyramid, hidden while it flies there."""

    kind: Literal["token"]
    seat: int
    colour: int


class SupplyAt(NamedTuple):
    """A seat's gem token in its supply, hidden while it flies back there."""

    kind: Literal["supply"]
    seat: int
    colour: int


class Score(NamedTuple):
    """A seat's score row in the side panel (the kit's)."""

    kind: Literal["score"]
    seat: int


Key = (Pyr | Stack | Quarry | Held | TokenSupply | CardSupply | Levels | Mini | Drop | Half
       | Hole | Pick | Nowhere | PieceAt | CardAt | TokenAt | SupplyAt | Score)
SeatPiece = PieceAt | CardAt | TokenAt | SupplyAt  # what a flying piece of a seat hides
KINDS: dict[str, type[Key]] = {
    "pyr": Pyr, "stack": Stack, "quarry": Quarry, "held": Held, "token_supply": TokenSupply,
    "card_supply": CardSupply, "levels": Levels, "mini": Mini, "drop": Drop, "half": Half,
    "hole": Hole, "pick": Pick, "nowhere": Nowhere, "piece": PieceAt, "card": CardAt,
    "token": TokenAt, "supply": SupplyAt, "score": Score}
HELD = Held("held")
LEVELS = Levels("levels")
NOWHERE = (Nowhere("nowhere", 0), Nowhere("nowhere", 1))


def read(key: Hashable) -> Key | None:
    """`key` as its typed NamedTuple (None: no key, or one this table does not lay out)."""
    if not isinstance(key, tuple) or not key or key[0] not in KINDS:
        return None
    cls = KINDS[key[0]]
    return key if isinstance(key, cls) else cls._make(key)


def drop_key(place: Place) -> Drop:
    """The drop spot of a placement: the quarter under the domino's centre."""
    dx, dy = DIRS[place.orient]
    return Drop("drop", place.x + 1 + dx, place.y + 1 + dy)
