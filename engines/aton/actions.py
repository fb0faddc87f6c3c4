"""Aton's actions as typed records (still tuples: a save lists them as JSON lists).

Temples are 1-4, cells 0-11 row by row, ornaments 1-4, card values 1-4.
"""

from typing import Literal, NamedTuple

from engines.core.actions import ActionKinds


class Exchange(NamedTuple):
    """Use the once-per-game exchange chip before assigning."""

    kind: Literal["exchange"]


class Keep(NamedTuple):
    """Keep the cards drawn."""

    kind: Literal["keep"]


class Assign(NamedTuple):
    """Lay one card of `value` from the hand face down on `ornament`."""

    kind: Literal["assign"]
    ornament: int
    value: int


class Remove(NamedTuple):
    """Take away the priest on `cell` of `temple` (ornament 2, or after a scoring)."""

    kind: Literal["remove"]
    temple: int
    cell: int


class Place(NamedTuple):
    """Put a priest from the supply on the empty `cell` of `temple`."""

    kind: Literal["place"]
    temple: int
    cell: int


AtonAction = Exchange | Keep | Assign | Remove | Place
ACTIONS: ActionKinds[AtonAction] = ActionKinds(Exchange, Keep, Assign, Remove, Place)
EXCHANGE_ACTION, KEEP_ACTION = Exchange("exchange"), Keep("keep")
