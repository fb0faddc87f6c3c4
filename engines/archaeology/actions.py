"""Archaeology's actions as typed records (still tuples: a save lists them as JSON lists).

Cards and treasures are named by their cards.TREASURES names, chambers "small" / "medium" /
"large".
"""

from typing import Literal, NamedTuple

from engines.core.actions import ActionKinds


class Dig(NamedTuple):
    """Draw the top card of the dig deck (compulsory)."""

    kind: Literal["dig"]


class Steal(NamedTuple):
    """A thief: take a random card from `victim`'s hand."""

    kind: Literal["steal"]
    victim: int


class Discard(NamedTuple):
    """A sandstorm: discard one `card` (one at a time until the seat's quota is met)."""

    kind: Literal["discard"]
    card: str


class Trade(NamedTuple):
    """Start building a trade with the market."""

    kind: Literal["trade"]


class Give(NamedTuple):
    """Add one `card` to give to the trade being built."""

    kind: Literal["give"]
    card: str


class Take(NamedTuple):
    """Add one market `card` to take to the trade being built."""

    kind: Literal["take"]
    card: str


class Confirm(NamedTuple):
    """Make the trade being built."""

    kind: Literal["confirm"]


class Cancel(NamedTuple):
    """Drop the trade being built."""

    kind: Literal["cancel"]


class Explore(NamedTuple):
    """Spend maps to explore `chamber`."""

    kind: Literal["explore"]
    chamber: str


class Sell(NamedTuple):
    """Sell one set of `size` cards of `card` to the museum."""

    kind: Literal["sell"]
    card: str
    size: int


class EndTurn(NamedTuple):
    """End the turn (in the end phase a turn without a sale counts as a pass)."""

    kind: Literal["end_turn"]


ArchaeologyAction = (Dig | Steal | Discard | Trade | Give | Take | Confirm | Cancel | Explore
                     | Sell | EndTurn)
ACTIONS: ActionKinds[ArchaeologyAction] = ActionKinds(
    Dig, Steal, Discard, Trade, Give, Take, Confirm, Cancel, Explore, Sell, EndTurn)
